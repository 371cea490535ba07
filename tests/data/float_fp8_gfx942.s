; The fp8/bf8 conversions (issue 29, item 5) on gfx942 (wave64): the FNUZ
; formats (fp8 E4M3FNUZ: bias 8, 3 fraction bits; bf8 E5M2FNUZ: bias 16, 2
; fraction bits; no infinity, no -0, 0x80 the one NaN; largest fp8 0x7f =
; 240), worked by hand from src/ir/fpmode.h's rules: to nearest even; an
; overflow (without FP16_OVFL), an infinity and a NaN give 0x80; a zero is
; +0; stochastic rounding as on gfx12 (S1[31:12] / S1[31:11] added below the
; kept fraction bits, truncated). MODE 0x3f0.
;! arch gfx942
;= mode = 0x3f0
;= v1 = 0x43700000
;= v2 = 0x43f00000
;= v3 = 0x3f880000
;= v4 = 0x7fc00000
;= v5 = 0x3ac00000
;= v6 = 0x7f800000
;= v30 = 0x80000000
;= v10 = 0xaaaaaaaa
;= v11 = 0xbbbbbbbb
;= v12 = 0xcccccccc
;= v13 = 0xdddddddd
;= v20 = 0x0000ff01
;= v21 = 0x00000080
;= v22 = 0x0000c07f
;= v23 = 0x000083fc
;= v24 = 0x11223344
;= v25 = 0x80000000
;= v29 = 0xffffffff
; 240 = 1.875 * 2^7: exponent 7 + 8 = 15, fraction 111: 0x7f. 1.0625: half
; way between 1.0 (exponent 8: 0x40) and 1.125 (0x41): the even one, 0x40
v_cvt_pk_fp8_f32 v10, v1, v3
;? v10 = 0xaaaa407f
; 480 overflows: 0x80; a NaN: 0x80
v_cvt_pk_fp8_f32 v11, v2, v4
;? v11 = 0xbbbb8080
; -1.5 * 2^-10: the least subnormal is 2^(1-8-3) = 2^-10, so 1.5 of it, half
; way between 1 and 2: the even one, 2: 0x82 with the sign. -0.0: +0
v_cvt_pk_fp8_f32 v12, -v5, v30
;? v12 = 0xcccc0082
; bf8: 480 half way between 1.75 * 2^8 and 2^9: 2^9, exponent 9 + 16 = 25,
; 25 << 2 = 0x64; +inf: 0x80
v_cvt_pk_bf8_f32 v13, v2, v6
;? v13 = 0xdddd8064
; fp8 0x01: the least subnormal, 2^-10 = 0x3a800000
v_cvt_f32_fp8 v14, v20
;? v14 = 0x3a800000
; bf8 0x80, the NaN: 0xffc00000 (fpmode.h, open point)
v_cvt_f32_bf8 v15, v21
;? v15 = 0xffc00000
; fp8 0x7f = 240 (0x43700000); 0xc0: negative, exponent 8, 2^0: -1.0
v_cvt_pk_f32_fp8 v[16:17], v22
;? v16 = 0x43700000
;? v17 = 0xbf800000
; bf8 0xfc: negative, exponent 31, -2^(31-16) = -32768 (0xc7000000); 0x83:
; negative subnormal 3 * 2^(1-16-2) = 1.5 * 2^-16 (f32 exponent 111)
v_cvt_pk_f32_bf8 v[18:19], v23
;? v18 = 0xc7000000
;? v19 = 0xb7c00000
; stochastic, fp8: 0x880000 + (S1 >> 12 = 0x80000) = 0x900000: 1.001 at
; exponent 8: 0x41, into byte 0
v_cvt_sr_fp8_f32 v24, v3, v25
;? v24 = 0x11223341
; stochastic, bf8: 480 carries to 2^9 (0xf00000 + 0x1fffff): 25 << 2 = 0x64
v_cvt_sr_bf8_f32 v28, v2, v29
;? v28 = 0x00000064
