; GFX10.3's legacy ops (gfx1030, wave32, MODE 0x3f0), worked by hand from
; the pseudocode (the DX9 zero rule: docs/design.md "Float"):
; v_mul_legacy_f32 0 * NaN = +0; v_fma_legacy_f32 with a zero factor gives
; S2; v_fmac_legacy_f32 leaves D then, else D = fma(S0, S1, D).
;! arch gfx1030
;= mode = 0x3f0
;= v1 = 0x7fc00000
;= v2 = 0x3fc00000
;= v3 = 0x40400000
v_mul_legacy_f32 v20, 0, v1
;? v20 = 0
v_mul_legacy_f32 v21, v2, v2
;? v21 = 0x40100000
v_fma_legacy_f32 v22, v1, 0, v3
;? v22 = 0x40400000
; fmac: 1.5 * 1.5 + 3 = 5.25
v_mov_b32 v23, v3
v_fmac_legacy_f32 v23, v2, v2
;? v23 = 0x40a80000
