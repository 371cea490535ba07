; The DX9 zero rule and v_maxmin/minmax on gfx1100 (wave32, MODE 0x3f0: to
; nearest even, denormals kept, IEEE and DX10_CLAMP set), worked by hand
; from the pseudocode (V_MUL_DX9_ZERO_F32: S0 == 0 or S1 == 0 gives +0.0,
; against an infinity or a NaN too; V_FMA_DX9_ZERO_F32: then D = S2; else
; the IEEE operation; docs/design.md "Float", src/ir/fpmode.h), and
; V_MAXMIN_F32 = min(max(S0, S1), S2), V_MINMAX_F32 = max(min(S0, S1), S2)
; with v_min/max's rules (under IEEE a qNaN gives the other operand).
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x7f800000
;= v2 = 0x7fc00000
;= v3 = 0
;= v4 = 0x3fc00000
;= v5 = 0x40000000
;= v7 = 0xbf800000
;= v8 = 0x80000000
; 0 * inf = +0, NaN * 0 = +0, -0 * 1.5 = +0; 1.5 * 2 = 3
v_mul_dx9_zero_f32 v20, v3, v1
;? v20 = 0
v_mul_dx9_zero_f32 v21, v2, v3
;? v21 = 0
v_mul_dx9_zero_f32 v22, v8, v4
;? v22 = 0
v_mul_dx9_zero_f32 v23, v4, v5
;? v23 = 0x40400000
; a zero factor: D = S2 (-1.0; -0 stays -0); else fma: 1.5 * 2 - 1 = 2
v_fma_dx9_zero_f32 v24, v3, v1, v7
;? v24 = 0xbf800000
v_fma_dx9_zero_f32 v25, v4, v5, v7
;? v25 = 0x40000000
v_fma_dx9_zero_f32 v26, v3, v2, v8
;? v26 = 0x80000000
; fmac: inf * 0 leaves D (-1.0)
v_mov_b32 v27, v7
v_fmac_dx9_zero_f32 v27, v1, v3
;? v27 = 0xbf800000
; min(max(1.5, 2), -1) = -1; max(min(1.5, 2), -1) = 1.5
v_maxmin_f32 v28, v4, v5, v7
;? v28 = 0xbf800000
v_minmax_f32 v29, v4, v5, v7
;? v29 = 0x3fc00000
; max(qNaN, 1.5) = 1.5, min(1.5, 2) = 1.5
v_maxmin_f32 v30, v2, v4, v5
;? v30 = 0x3fc00000
; the VOPD half: 0 * inf = +0 beside 1.5 * -1 = -1.5
v_dual_mul_dx9_zero_f32 v31, v3, v1 :: v_dual_mul_f32 v32, v4, v7
;? v31 = 0
;? v32 = 0xbfc00000
