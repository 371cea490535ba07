; Room frows: v_fract and v_cvt_nearest/floor_i32_f32 (GFX9-10:
; v_cvt_rpi/flr_i32_f32) on gfx1100 (wave32) under the compilers' default
; MODE 0x3f0 (round to nearest even, denormals kept, IEEE set), worked by
; hand from the ISA (docs/design.md "The remaining f32/f64 rows"):
; v_fract D = S0 + -floor(S0), rounded by MODE, a result of 1.0 held to the
; largest value below it (0x3f7fffff; f64 0x3fefffffffffffff), an infinity
; the default NaN (inf + -inf); v_cvt_nearest D = f32_to_i32(floor(S0 +
; 0.5)), the addition an f32 one rounded by MODE; v_cvt_floor D =
; f32_to_i32(floor(S0)); f32_to_i32 saturates, a NaN gives 0.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x3fc00000
;= v2 = 0x00000001
;= v3 = 0x7f800000
;= v4 = 0x7f800001
;= v5 = 0xc1200000
;= v6 = 0xbfa00000
;= v7 = 0xb0800000
;= v8 = 0xbf000000
;= v9 = 0x80000000
;= v10 = 0x3effffff
;= v11 = 0xbfc00000
;= v12 = 0x80000001
;= v13 = 0x4f32d05e
;= v14 = 0xff800000
;= v15 = 0x7fc00000
;= v30 = 0
;= v31 = 0x3ff00000
;= v32 = 0
;= v33 = 0xc0040000
;= v34 = 0
;= v35 = 0xbc300000
; 1.5: floor 1, 0.5
v_fract_f32 v20, v1
;? v20 = 0x3f000000
; -10: -10 + 10 = +0 (to nearest: a zero sum is +0)
v_fract_f32 v21, v5
;? v21 = 0
; -1.25: floor -2, 0.75
v_fract_f32 v22, v6
;? v22 = 0x3f400000
; -2^-30: floor -1, 1 - 2^-30 rounds to 1.0, held to 0x3f7fffff
v_fract_f32 v23, v7
;? v23 = 0x3f7fffff
; +inf: inf + -inf, the default NaN
v_fract_f32 v24, v3
;? v24 = 0xffc00000
; an sNaN comes back quieted (IEEE set)
v_fract_f32 v25, v4
;? v25 = 0x7fc00001
; 2^-149, kept: floor 0, itself
v_fract_f32 v26, v2
;? v26 = 0x00000001
; -0: floor -0, -0 + +0 = +0
v_fract_f32 v27, v9
;? v27 = 0
; |-0.5| with ABS is 0.5; -(-0.5) with NEG too: 0.5 either way; -0.5 itself: floor -1, 0.5
v_fract_f32 v28, v8
;? v28 = 0x3f000000
; f64: 1.0 gives +0; -2.5 gives 0.5; -2^-60 rounds to 1.0, held below it
v_fract_f64 v[40:41], v[30:31]
;? v40 = 0
;? v41 = 0
v_fract_f64 v[42:43], v[32:33]
;? v42 = 0
;? v43 = 0x3fe00000
v_fract_f64 v[44:45], v[34:35]
;? v44 = 0xffffffff
;? v45 = 0x3fefffff
; nearest: 1.5 + 0.5 = 2; -1.5 + 0.5 = -1
v_cvt_nearest_i32_f32 v50, v1
;? v50 = 2
v_cvt_nearest_i32_f32 v51, v11
;? v51 = 0xffffffff
; 0.49999997 + 0.5 = 1 - 2^-25, a tie between 1 - 2^-24 and 1.0: to even, 1.0, so 1
v_cvt_nearest_i32_f32 v52, v10
;? v52 = 1
; -10 + 0.5 = -9.5, floor -10
v_cvt_nearest_i32_f32 v53, v5
;? v53 = 0xfffffff6
; NaN: 0; +inf saturates
v_cvt_nearest_i32_f32 v54, v15
;? v54 = 0
v_cvt_nearest_i32_f32 v55, v3
;? v55 = 0x7fffffff
; floor: -1.25 gives -2; -2^-149 (kept) gives -1; 3e9 saturates; -inf too
v_cvt_floor_i32_f32 v56, v6
;? v56 = 0xfffffffe
v_cvt_floor_i32_f32 v57, v12
;? v57 = 0xffffffff
v_cvt_floor_i32_f32 v58, v13
;? v58 = 0x7fffffff
v_cvt_floor_i32_f32 v59, v14
;? v59 = 0x80000000
