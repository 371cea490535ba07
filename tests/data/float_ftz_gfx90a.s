; f32 with denormals flushed (wave64, gfx90a): MODE 0xc0 = round to nearest
; even, FP_DENORM f32 0 (flush inputs and results, sign kept), f64 3 (kept),
; DX10_CLAMP and IEEE clear. Worked by hand from the ISA's rules
; (docs/design.md "Float"): with IEEE clear min/max give the other operand
; for any NaN and an arithmetic op passes an sNaN unquieted (rocjitsu's
; captures: a [?] decision there); CLAMP lets a NaN through without
; DX10_CLAMP; OMOD applies (IEEE clear, f32 results flushed).
;! arch gfx90a
;= mode = 0xc0
;= v1 = 0x00000001
;= v2 = 0x00800000
;= v3 = 0x80800000
;= v4 = 0x40400000
;= v5 = 0x7f800001
;= v7 = 0x7fc00000
;= v46 = 1
;= v48 = 0x00800000
; 2^-149 is flushed to +0 before the multiply
v_mul_f32 v20, v1, 2.0
;? v20 = 0
; 2^-126 * 0.5 = 2^-127, a denormal result: +0; its negative: -0
v_mul_f32 v21, v2, 0.5
;? v21 = 0
v_mul_f32 v22, v3, 0.5
;? v22 = 0x80000000
; IEEE clear: the sNaN comes back as it is
v_add_f32 v23, v5, 1.0
;? v23 = 0x7f800001
; IEEE clear: a NaN gives the other operand
v_min_f32 v24, v5, 1.0
;? v24 = 0x3f800000
v_max_f32 v25, 1.0, v5
;? v25 = 0x3f800000
; DX10_CLAMP clear: clamp passes the NaN
v_add_f32_e64 v26, v7, 0 clamp
;? v26 = 0x7fc00000
; OMOD applies: (1 + 1) * 2 = 4, 3 / 2 = 1.5
v_add_f32_e64 v27, 1.0, 1.0 mul:2
;? v27 = 0x40800000
v_mul_f32_e64 v28, v4, 1.0 div:2
;? v28 = 0x3fc00000
; f64 denormals are kept: 2^-1074 * 2 = 2^-1073
v_mul_f64 v[30:31], v[46:47], 2.0
;? v30 = 2
;? v31 = 0
; inputs flushed: 0 * 0 + 2^-126 = 2^-126
v_fma_f32 v34, v1, v1, v2
;? v34 = 0x00800000
; inputs flushed: 2^-149 + 2^-126 is 2^-126 (kept, it would be 0x00800001)
v_add_f32 v35, v1, v48
;? v35 = 0x00800000
