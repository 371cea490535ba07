; The f32 division sequence clang-19 emits for a / b when f32 denormals
; are flushed (OpenCL, gfx1100, -O2 -cl-fp32-correctly-rounded-divide-sqrt
; -cl-denorms-are-zero: .amdhsa_float_denorm_mode_32 0; room div,
; src/ir/fpmode.h, docs/design.md "Division"): s_denorm_mode 15 turns f32
; denormals on around the Newton steps, s_denorm_mode 12 turns them off
; again before v_div_fmas and v_div_fixup, so MODE ends as it began. wave32,
; MODE 0x3c0 (f32 flushed in and out, f64 kept, RNE).
;! arch gfx1100
;= mode = 0x3c0
;= exec = 0xffffffff
;= v2 = 0x3f800000
;= v3 = 0x40400000
;= v12 = 0x0d800000
;= v13 = 0x53800000
;= v22 = 0x0d800000
;= v23 = 0x30800000
;= v32 = 0x00000200
;= v33 = 0x3f800000
; 1 / 3: 0x3eaaaaab, as with denormals kept
v_div_scale_f32 v4, null, v3, v3, v2
v_div_scale_f32 v6, vcc_lo, v2, v3, v2
v_rcp_f32_e32 v5, v4
s_denorm_mode 15
v_fma_f32 v7, -v4, v5, 1.0
v_fmac_f32_e32 v5, v7, v5
v_mul_f32_e32 v7, v6, v5
v_fma_f32 v8, -v4, v7, v6
v_fmac_f32_e32 v7, v8, v5
v_fma_f32 v4, -v4, v7, v6
s_denorm_mode 12
v_div_fmas_f32 v4, v4, v5, v7
v_div_fixup_f32 v2, v4, v3, v2
;? v2 = 0x3eaaaaab
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v4, 0
v_mov_b32 v5, 0
v_mov_b32 v6, 0
v_mov_b32 v7, 0
v_mov_b32 v8, 0
; 2^-100 / 2^40 = 2^-140, below the least normal 2^-126: v_div_fmas's
; result (MODE flushing again) is flushed to +0, and v_div_fixup gives |S0| = +0
v_div_scale_f32 v14, null, v13, v13, v12
v_div_scale_f32 v16, vcc_lo, v12, v13, v12
v_rcp_f32_e32 v15, v14
s_denorm_mode 15
v_fma_f32 v17, -v14, v15, 1.0
v_fmac_f32_e32 v15, v17, v15
v_mul_f32_e32 v17, v16, v15
v_fma_f32 v18, -v14, v17, v16
v_fmac_f32_e32 v17, v18, v15
v_fma_f32 v14, -v14, v17, v16
s_denorm_mode 12
v_div_fmas_f32 v14, v14, v15, v17
v_div_fixup_f32 v12, v14, v13, v12
;? v12 = 0x00000000
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v14, 0
v_mov_b32 v15, 0
v_mov_b32 v16, 0
v_mov_b32 v17, 0
v_mov_b32 v18, 0
; 2^-100 / 2^-30 = 2^-70 (exponent field 57: 0x1c800000)
v_div_scale_f32 v24, null, v23, v23, v22
v_div_scale_f32 v26, vcc_lo, v22, v23, v22
v_rcp_f32_e32 v25, v24
s_denorm_mode 15
v_fma_f32 v27, -v24, v25, 1.0
v_fmac_f32_e32 v25, v27, v25
v_mul_f32_e32 v27, v26, v25
v_fma_f32 v28, -v24, v27, v26
v_fmac_f32_e32 v27, v28, v25
v_fma_f32 v24, -v24, v27, v26
s_denorm_mode 12
v_div_fmas_f32 v24, v24, v25, v27
v_div_fixup_f32 v22, v24, v23, v22
;? v22 = 0x1c800000
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v24, 0
v_mov_b32 v25, 0
v_mov_b32 v26, 0
v_mov_b32 v27, 0
v_mov_b32 v28, 0
; 2^-140 (a subnormal numerator) / 1: v_div_fixup flushes it to +0 (the
; input field) and returns 0/y = +0
v_div_scale_f32 v34, null, v33, v33, v32
v_div_scale_f32 v36, vcc_lo, v32, v33, v32
v_rcp_f32_e32 v35, v34
s_denorm_mode 15
v_fma_f32 v37, -v34, v35, 1.0
v_fmac_f32_e32 v35, v37, v35
v_mul_f32_e32 v37, v36, v35
v_fma_f32 v38, -v34, v37, v36
v_fmac_f32_e32 v37, v38, v35
v_fma_f32 v34, -v34, v37, v36
s_denorm_mode 12
v_div_fmas_f32 v34, v34, v35, v37
v_div_fixup_f32 v32, v34, v33, v32
;? v32 = 0x00000000
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v34, 0
v_mov_b32 v35, 0
v_mov_b32 v36, 0
v_mov_b32 v37, 0
v_mov_b32 v38, 0
