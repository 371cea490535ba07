; v_fmaak_f16 / v_fmamk_f16 (issue 29) on GFX11 (gfx1100, wave32), worked
; by hand: D.f16 = fma(S0, S1, K) and fma(S0, K, S1), one rounding by
; MODE's f16 fields; K is the literal dword (its low half); GFX10+ keep bits
; 31:16 of the destination. MODE 0x3f0 (round to nearest even, denormals
; kept). Every lane active.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x00003c01
;= v3 = 0xabcd0000
;= v10 = 0x11110000
;= v11 = 0x22220000
; fused: (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20, the subnormal 0x0010
v_fmaak_f16 v10, v1, v1, 0xbc02
;? v10 = 0x11110010
; (1 + 2^-10) * 2.0 + v3's low half (+0) = 2 + 2^-9 (0x4001)
v_fmamk_f16 v11, v1, 0x4000, v3
;? v11 = 0x22224001
