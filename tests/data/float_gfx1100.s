; f32 and f64 arithmetic in wave32 (gfx1100) under the compilers' default MODE
; (0x3f0: round to nearest even, denormals kept, IEEE and DX10_CLAMP set),
; worked by hand from the ISA's rules (docs/design.md "Float"):
; an invalid operation gives the negative default NaN 0xffc00000 (f64
; 0xfff8000000000000); a NaN source comes back quieted (bit 22 set, sign and
; payload kept), the first NaN in source order when there are two; min/max
; under IEEE: an sNaN gives itself quieted, a qNaN the other operand, -0 < +0;
; CLAMP makes a NaN +0 under DX10_CLAMP, anything below +0 (-0 too) +0,
; above 1.0 1.0; OMOD is ignored while IEEE is set; v_fma_f32 rounds once.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x3fc00000
;= v2 = 0x40200000
;= v3 = 0x7f800000
;= v4 = 0xff800000
;= v5 = 0x7f800001
;= v6 = 0xff800005
;= v7 = 0x7fc00002
;= v8 = 0x3f800001
;= v9 = 0xbf800002
;= v10 = 0x00000001
;= v12 = 0x80000000
;= v13 = 0xbf000000
;= v14 = 0x40400000
;= v47 = 0x3ff00000
;= v55 = 0x7ff00000
; 1.5 + 2.5 = 4.0
v_add_f32 v20, v1, v2
;? v20 = 0x40800000
; +inf + -inf: invalid, the default NaN
v_add_f32 v21, v3, v4
;? v21 = 0xffc00000
; an sNaN source quieted, its sign and payload kept
v_add_f32 v22, v5, 1.0
;? v22 = 0x7fc00001
v_mul_f32 v23, v6, v1
;? v23 = 0xffc00005
; two NaNs: src0's; a subtraction does not negate a NaN
v_sub_f32 v24, v7, v6
;? v24 = 0x7fc00002
; S1 - S0 = 2.5 - 1.5
v_subrev_f32 v25, v1, v2
;? v25 = 0x3f800000
; 0 * inf: invalid
v_mul_f32 v26, v11, v3
;? v26 = 0xffc00000
; x - x = +0 rounding to nearest
v_sub_f32 v27, v1, v1
;? v27 = 0
; min(+0, -0) = -0, max(+0, -0) = +0
v_min_f32 v28, v11, v12
;? v28 = 0x80000000
v_max_f32 v29, v11, v12
;? v29 = 0
; a qNaN gives the other operand; an sNaN (IEEE) itself quieted
v_min_f32 v30, v7, v1
;? v30 = 0x3fc00000
v_max_f32 v31, v5, v1
;? v31 = 0x7fc00001
; clamp of a NaN under DX10_CLAMP: +0
v_add_f32_e64 v32, v7, 0 clamp
;? v32 = 0
; OMOD ignored under IEEE: 1 + 1 = 2, not 4
v_add_f32_e64 v33, 1.0, 1.0 mul:2
;? v33 = 0x40000000
; fused: (1 + 2^-23)^2 - (1 + 2^-22) = 2^-46 exactly
v_fma_f32 v34, v8, v8, v9
;? v34 = 0x28800000
; unfused: the product rounds to 1 + 2^-22 first, the sum is 0
v_mul_f32 v35, v8, v8
;? v35 = 0x3f800002
v_add_f32 v36, v35, v9
;? v36 = 0
; v_fmac_f32: D = fma(S0, S1, D)
v_mov_b32 v37, v9
;? v37 = 0xbf800002
v_fmac_f32 v37, v8, v8
;? v37 = 0x28800000
; denormals kept: 2^-149 * 2 = 2^-148
v_mul_f32 v38, v10, 2.0
;? v38 = 0x00000002
; clamp: -0.5 -> +0, 4.0 -> 1.0, -0 -> +0
v_mul_f32_e64 v39, v13, 1.0 clamp
;? v39 = 0
v_add_f32_e64 v40, v14, 1.0 clamp
;? v40 = 0x3f800000
v_mul_f32_e64 v41, v12, 1.0 clamp
;? v41 = 0
; -|-0.5| + |3.0| = 2.5
v_add_f32_e64 v42, -|v13|, |v14|
;? v42 = 0x40200000
; f64: 1.0 + 1.5 (a 64-bit float's literal is its high dword) = 2.5
v_add_f64 v[44:45], v[46:47], 1.5
;? v44 = 0
;? v45 = 0x40040000
v_mul_f64 v[48:49], v[46:47], -2.0
;? v48 = 0
;? v49 = 0xc0000000
; 1.0 * 0.5 + 0.5 = 1.0
v_fma_f64 v[50:51], v[46:47], 0.5, 0.5
;? v50 = 0
;? v51 = 0x3ff00000
; 0 * inf: the f64 default NaN
v_mul_f64 v[52:53], 0, v[54:55]
;? v52 = 0
;? v53 = 0xfff80000
; conversions to integers: toward zero, saturated, a NaN 0
v_cvt_i32_f32 v60, v3
;? v60 = 0x7fffffff
v_cvt_i32_f32 v61, v4
;? v61 = 0x80000000
v_cvt_i32_f32 v62, v7
;? v62 = 0
v_cvt_u32_f32 v63, v13
;? v63 = 0
v_cvt_u32_f32 v64, 0x4f800000
;? v64 = 0xffffffff
v_cvt_i32_f32_e64 v65, -v1
;? v65 = 0xffffffff
; integers to f32, to nearest even: 2^24 + 1 is a tie (2^24); 2^32 - 1 is 2^32
v_cvt_f32_i32 v66, 0x1000001
;? v66 = 0x4b800000
v_cvt_f32_u32 v67, -1
;? v67 = 0x4f800000
; f32 <-> f64: 1.5 widens exactly, 1.0 narrows; an sNaN widened is quieted,
; its payload in the fraction's top bits
v_cvt_f64_f32 v[68:69], v1
;? v68 = 0
;? v69 = 0x3ff80000
v_cvt_f32_f64 v70, v[46:47]
;? v70 = 0x3f800000
v_cvt_f64_f32 v[72:73], v5
;? v72 = 0x20000000
;? v73 = 0x7ff80000
