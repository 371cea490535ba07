; f32/f64 compares and class tests in wave32 (gfx1030), MODE 0x3f0 (denormals
; kept), worked by hand from the ISA's pseudocode (docs/design.md "Float"):
; lt, eq, le, gt, lg, ge are false when either source is a NaN (unordered);
; their negations nge, neq, ... are true then; o is "neither is a NaN", u
; "either is"; -0 == +0. v_cmp_class: the bit of the source's class in the
; mask (0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -subnormal, 5 -0, 6 +0, 7
; +subnormal, 8 +normal, 9 +inf). Only lanes 0-3 are active: a mask's bits
; for the others are 0. v_cmpx on GFX10 writes exec only.
;! arch gfx1030
;= mode = 0x3f0
;= exec = 0x0000000f
;= v1 = 0x3f800000
;= v2 = 0x7fc00000
;= v3 = 0x80000000
;= v4 = 0x00000000
;= v5 = 0x40000000
;= v6 = 0x00000001
;= v7 = 0x7f800001
;= v8 = 0xff800000
;= v9 = 0x00000080
;= v10 = 0x00000000
;= v11 = 0x00000000
;= v12 = 0x3ff00000
;= v13 = 0x00000000
;= v14 = 0x7ff80000
;= v15 = 0x00000000
;= v16 = 0x00000000
; 1.0 < qNaN: ordered, false
v_cmp_lt_f32 vcc_lo, v1, v2
;? vcc = 0x0000000000000000
; !(1.0 >= qNaN): true
v_cmp_nge_f32_e64 s0, v1, v2
;? s0 = 0x0000000f
; qNaN != qNaN (neq: unordered or not equal): true; qNaN <> 1.0 (lg): false
v_cmp_neq_f32_e64 s1, v2, v2
;? s1 = 0x0000000f
v_cmp_lg_f32_e64 s2, v2, v1
;? s2 = 0x00000000
; -0 == +0
v_cmp_eq_f32_e64 s3, v3, v4
;? s3 = 0x0000000f
; an sNaN source: o false, u true
v_cmp_o_f32_e64 s4, v1, v7
;? s4 = 0x00000000
v_cmp_u_f32_e64 s5, v1, v7
;? s5 = 0x0000000f
; -|x|: 2.0 > -|2.0| ; -inf < -1.0
v_cmp_gt_f32_e64 s6, v5, -|v5|
;? s6 = 0x0000000f
v_cmp_lt_f32_e64 s7, v8, -v1
;? s7 = 0x0000000f
; denormals kept: +0 < the least subnormal
v_cmp_lt_f32_e64 s8, v4, v6
;? s8 = 0x0000000f
; class: -0 is bit 5 (32); the sNaN is bit 0, not bit 1 (qNaN)
v_cmp_class_f32_e64 s9, v3, 32
;? s9 = 0x0000000f
v_cmp_class_f32_e64 s10, v7, 1
;? s10 = 0x0000000f
v_cmp_class_f32_e64 s11, v7, 2
;? s11 = 0x00000000
; +subnormal is bit 7 (0x80); negated it is -subnormal, bit 4
v_cmp_class_f32 vcc_lo, v6, v9
;? vcc = 0x000000000000000f
v_cmp_class_f32_e64 s12, -v6, v9
;? s12 = 0x00000000
; f64: 1.0 < qNaN false, nlt true; 1.0 >= +0
v_cmp_lt_f64_e64 s13, v[11:12], v[13:14]
;? s13 = 0x00000000
v_cmp_nlt_f64_e64 s14, v[11:12], v[13:14]
;? s14 = 0x0000000f
v_cmp_ge_f64_e64 s15, v[11:12], v[15:16]
;? s15 = 0x0000000f
; v_cmpx: 2.0 > 1.0 keeps the lanes; 1.0 > qNaN clears exec, so the move
; after it writes no lane
v_cmpx_gt_f32_e32 v5, v1
v_mov_b32 v17, v5
;? v17 = 0x40000000 0x40000000 0x40000000 0x40000000 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0 0x0
v_cmpx_gt_f32_e32 v1, v2
;? exec = 0x0000000000000000
v_mov_b32 v10, v5
;? v10 = 0x00000000
