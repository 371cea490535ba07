; f16 rounding ops, frexp, ldexp, conversions to and from 16-bit integers,
; v_cvt_pk_rtz, med3/min3/max3 and maxmin/minmax on GFX11 (gfx1100,
; wave32), MODE 0x3f0 (round to nearest even, denormals kept), worked by
; hand: f16 bits are sign, 5 exponent bits (bias 15), 10 fraction bits.
; GFX11 keeps bits 31:16 of a 16-bit result's VDST (each preset below).
; 
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x00003e00
;= v2 = 0x00004100
;= v3 = 0x0000be00
;= v4 = 0x0000b800
;= v5 = 0x0000b400
;= v6 = 0x00008001
;= v7 = 0x00004600
;= v8 = 0x00000003
;= v9 = 0x00000800
;= v18 = 0x00000801
;= v19 = 0x0000fffd
;= v20 = 0x0000c200
;= v21 = 0x00007c00
;= v22 = 0x3f800001
;= v23 = 0x477ff000
;= v24 = 0x00004000
;= v10 = 0x11110000
;= v11 = 0x22220000
;= v12 = 0x33330000
;= v13 = 0x44440000
;= v14 = 0x55550000
;= v15 = 0x66660000
;= v16 = 0x77770000
;= v17 = 0x88880000
; rndne(1.5) = 2.0 (the even neighbour): 0x4000; rndne(2.5) = 2.0 too
v_rndne_f16 v10, v1
;? v10 = 0x11114000
v_rndne_f16 v11, v2
;? v11 = 0x22224000
; floor(-1.5) = -2.0 (0xc000); ceil(-0.5) = -0 (0x8000); trunc(-1.5) = -1.0
v_floor_f16 v12, v3
;? v12 = 0x3333c000
v_ceil_f16 v13, v4
;? v13 = 0x44448000
v_trunc_f16 v14, v3
;? v14 = 0x5555bc00
; fract(-0.25) = -0.25 - floor(-0.25) = 0.75 (0x3a00); fract(-2^-24) =
; 1 - 2^-24, which rounds to 1.0: kept below it, 0x3bff
v_fract_f16 v15, v5
;? v15 = 0x66663a00
v_fract_f16 v16, v6
;? v16 = 0x77773bff
; 6.0 = 0.75 * 2^3: frexp_mant 0.75 (0x3a00), frexp_exp 3
v_frexp_mant_f16 v17, v7
;? v17 = 0x88883a00
v_frexp_exp_i16_f16 v25, v7
;? v25 = 0x00000003
; ldexp(1.5, 3) = 12.0: exponent 3 + 15 = 18, fraction 0.5: 0x4a00
v_ldexp_f16 v26, v1, v8
;? v26 = 0x00004a00
; u16 2048 = 2^11: 0x6800; 2049 is halfway between 2048 and 2050: even, 2048
v_cvt_f16_u16 v27, v9
;? v27 = 0x00006800
v_cvt_f16_u16 v28, v18
;? v28 = 0x00006800
; i16 -3 (0xfffd): -3.0 = 0xc200
v_cvt_f16_i16 v29, v19
;? v29 = 0x0000c200
; -3.0 to u16 saturates to 0; +inf to i16 saturates to 32767
v_cvt_u16_f16 v30, v20
;? v30 = 0x00000000
v_cvt_i16_f16 v31, v21
;? v31 = 0x00007fff
; toward zero: f32 1 + 2^-23 gives 1.0 (0x3c00), 65520 gives 65504 (0x7bff)
v_cvt_pk_rtz_f16_f32 v32, v22, v23
;? v32 = 0x7bff3c00
; med3(1.0, 4.0, 2.0) = 2.0; min3(1.0, -2.0, 2.0) = -2.0; max3 2.0
v_med3_f16 v33, 1.0, 4.0, v24
;? v33 = 0x00004000
v_min3_f16 v34, 1.0, -2.0, v24
;? v34 = 0x0000c000
v_max3_f16 v35, 1.0, -2.0, v24
;? v35 = 0x00004000
; maxmin: min(max(1.0, 4.0), 2.0) = 2.0; minmax: max(min(4.0, 1.0), -2.0) = 1.0
v_maxmin_f16 v36, 1.0, 4.0, v24
;? v36 = 0x00004000
v_minmax_f16 v37, 4.0, 1.0, -2.0
;? v37 = 0x00003c00
