; v_madak_f16 / v_madmk_f16 (issue 29) on GFX9 (gfx90a, wave64), worked by
; hand: S0 * S1 + K and S0 * K + S1 unfused (a v_mul_f16, then a v_add_f16,
; each rounded by MODE's f16 fields), K the literal dword's low half; bits
; 31:16 of the destination kept (LLVM's zeroesHigh16BitsOfDest: madak/madmk
; "changed to preserving" in gfx9). MODE 0x3f0. Every lane active.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0x00003c01
;= v3 = 0xabcd3c00
;= v10 = 0x11110000
;= v11 = 0x22220000
; unfused: (1 + 2^-10)^2 rounds to 1 + 2^-9 first, minus 1 + 2^-9 = +0
; (fused it would be 2^-20, 0x0010)
v_madak_f16 v10, v1, v1, 0xbc02
;? v10 = 0x11110000
; (1 + 2^-10) * 2.0 = 2 + 2^-9 (exact), + 1.0 = 3 + 2^-9 (0x4201, exact)
v_madmk_f16 v11, v1, 0x4000, v3
;? v11 = 0x22224201
