; v_fmaak_f32 (D = S0 * S1 + K) and v_fmamk_f32 (D = S0 * K + S1), K the
; literal dword (gfx1100, wave32, MODE 0x3f0), worked by hand: one rounding
; (fused), as v_fma_f32; src0 may be the same literal as K.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x3fc00000
;= v2 = 0x40000000
;= v3 = 0x3f800001
; 1.5 * 2 + 3 = 6; 1.5 * 3 + 2 = 6.5
v_fmaak_f32 v20, v1, v2, 0x40400000
;? v20 = 0x40c00000
v_fmamk_f32 v21, v1, 0x40400000, v2
;? v21 = 0x40d00000
; fused: (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46
v_fmaak_f32 v22, v3, v3, 0xbf800002
;? v22 = 0x28800000
; src0 the literal too: 10 * 2 + 10 = 30
v_fmaak_f32 v23, 0x41200000, v2, 0x41200000
;? v23 = 0x41f00000
