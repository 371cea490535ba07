; The fp8/bf8 conversions (issue 29, item 5) on gfx1200 (wave32): the OCP
; formats (fp8 E4M3FN: bias 7, 3 fraction bits, 0x7f/0xff NaN, largest 448;
; bf8 E5M2: bias 15, 2 fraction bits, 0x7c/0xfc infinities), worked by hand
; from src/ir/fpmode.h's rules: to fp8/bf8 to nearest even whatever MODE
; says; overflow without FP16_OVFL is the NaN (fp8) or the infinity (bf8) of
; its sign; a NaN gives 0xff (fp8) / 0xfe (bf8); stochastic rounding adds
; S1[31:12] (fp8) or S1[31:11] (bf8) below the kept fraction bits and
; truncates, carrying into the exponent. MODE 0x3f0 (FP16_OVFL clear).
;! arch gfx1200
;= mode = 0x3f0
;= v1 = 0x43e00000
;= v2 = 0x43f00000
;= v3 = 0x3f880000
;= v4 = 0x7fc00000
;= v5 = 0x3ac00000
;= v6 = 0x7f800000
;= v10 = 0xaaaaaaaa
;= v11 = 0xbbbbbbbb
;= v12 = 0xcccccccc
;= v13 = 0xdddddddd
;= v20 = 0x0000ff01
;= v21 = 0x0000007d
;= v22 = 0x0000c07e
;= v23 = 0x000083fc
;= v24 = 0x11223344
;= v25 = 0x80000000
;= v26 = 0x7ffff000
;= v27 = 0x55667788
;= v29 = 0xffffffff
; 448 = 1.75 * 2^8: exponent 15, fraction 110: 0x7e. 1.0625 = 1 + 1/16 is
; half way between 1.0 (0x38) and 1.125 (0x39): the even one, 0x38. The high
; word kept.
v_cvt_pk_fp8_f32 v10, v1, v3
;? v10 = 0xaaaa387e
; 480 = 1.875 * 2^8 needs fraction 111 at exponent 15, the NaN code: overflow,
; 0x7f; a NaN input: 0xff
v_cvt_pk_fp8_f32 v11, v2, v4
;? v11 = 0xbbbbff7f
; -480: the NaN of its sign, 0xff. 1.5 * 2^-10 is 0.75 of the least
; subnormal 2^-9 (the code 0x01): rounds up to it
v_cvt_pk_fp8_f32 v12, -v2, v5
;? v12 = 0xcccc01ff
; bf8: 480 = 1.875 * 2^8 lies half way between 1.75 * 2^8 (fraction 11) and
; 2^9 (fraction 00): the even one, 2^9: exponent 9 + 15 = 24, 24 << 2 = 0x60.
; +inf: 0x7c
v_cvt_pk_bf8_f32 v13, v2, v6
;? v13 = 0xdddd7c60
; fp8 0x01: the least subnormal, 2^-9 = 0x3b000000
v_cvt_f32_fp8 v14, v20
;? v14 = 0x3b000000
; bf8 0x7d: exponent 31 with a fraction, a NaN: the quiet NaN of its sign
v_cvt_f32_bf8 v15, v21
;? v15 = 0x7fc00000
; fp8 0x7e = 448 (0x43e00000); 0xc0: negative, exponent 8, 2^(8-7) = -2.0
v_cvt_pk_f32_fp8 v[16:17], v22
;? v16 = 0x43e00000
;? v17 = 0xc0000000
; bf8 0xfc = -inf; 0x83: negative subnormal 3 * 2^-16 = 1.5 * 2^-15
; (f32 exponent 112: 0xb8400000)
v_cvt_pk_f32_bf8 v[18:19], v23
;? v18 = 0xff800000
;? v19 = 0xb8400000
; stochastic, fp8: 1.0625's significand 0x880000 (23 fraction bits) plus
; S1 >> 12 = 0x80000 is 0x900000; its top 4 bits 1.001: 1.125 = 0x39, into
; byte 0 (the rest kept)
v_cvt_sr_fp8_f32 v24, v3, v25
;? v24 = 0x11223339
; random bits just below the step: 0x880000 + 0x7ffff = 0x8fffff: 1.000,
; truncated: 1.0 = 0x38
v_cvt_sr_fp8_f32 v27, v3, v26
;? v27 = 0x55667738
; stochastic, bf8: 480's significand 0xf00000 plus S1 >> 11 = 0x1fffff
; carries: 0x10fffff >> 21 = 8 (1.00 at the next exponent): 2^9, 0x60
v_cvt_sr_bf8_f32 v28, v2, v29
;? v28 = 0x00000060
