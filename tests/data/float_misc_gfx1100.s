; Room float3's rows on gfx1100 (wave32) under the compilers' default MODE
; 0x3f0 (round to nearest even, denormals kept, IEEE and DX10_CLAMP set),
; worked by hand from the ISA's pseudocode (docs/design.md "Float"):
; v_ldexp D = S0 * 2^S1 rounded once; v_frexp_mant/exp split S0 into a
; significand in [0.5, 1) and an exponent (C's frexp; +-inf: mant itself,
; exp 0); the rounding ops round to an integral value in their own
; direction, whatever MODE says, keeping the sign of a zero; v_min3/max3 are
; nested v_min/max (under IEEE an sNaN gives itself quieted, a qNaN the other
; operand); v_med3: a NaN source makes it v_min3, else max3 == S0 ? max(S1,
; S2) : max3 == S1 ? max(S0, S2) : max(S0, S1), "==" the float equality;
; conversions to an integer truncate and saturate; v_cvt_f32_ubyteN converts
; byte N; v_cvt_off_f32_i4 is S0[3:0] as a signed 4-bit integer over 16;
; v_dual_fmaak/fmamk are fused: S0 * S1 + K and S0 * K + S1.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x3fc00000
;= v2 = 0x00000001
;= v3 = 0x7f800000
;= v4 = 0x7f800001
;= v5 = 0xc1200000
;= v6 = 0x3f000000
;= v7 = 0xbf000000
;= v8 = 0x40200000
;= v9 = 0x7fc00000
;= v11 = 0x80000000
;= v12 = 0
;= v13 = 0x12345678
;= v30 = 0
;= v31 = 0x3ff00000
;= v32 = 0
;= v33 = 0xc0040000
;= v34 = 0x20000000
;= v35 = 0x4202a05f
; 1.5 * 2^3 = 12
v_ldexp_f32 v20, v1, 3
;? v20 = 0x41400000
; 1.5 * 2^-150 = 0.75 of the least subnormal: to nearest, the least subnormal
v_ldexp_f32 v21, v1, 0xffffff6a
;? v21 = 0x00000001
; 1.5 * 2^128 overflows: +inf
v_ldexp_f32 v22, v1, 0x80
;? v22 = 0x7f800000
; an sNaN comes back quieted
v_ldexp_f32 v23, v4, 1
;? v23 = 0x7fc00001
; a kept denormal: 2^-149 * 2^149 = 1.0
v_ldexp_f32 v24, v2, 0x95
;? v24 = 0x3f800000
; f64: 1.0 * 2^-1 = 0.5
v_ldexp_f64 v[26:27], v[30:31], -1
;? v26 = 0
;? v27 = 0x3fe00000
; -10 = -0.625 * 2^4
v_frexp_mant_f32 v40, v5
;? v40 = 0xbf200000
v_frexp_exp_i32_f32 v41, v5
;? v41 = 4
; 2^-149 (kept) = 0.5 * 2^-148
v_frexp_mant_f32 v42, v2
;? v42 = 0x3f000000
v_frexp_exp_i32_f32 v43, v2
;? v43 = 0xffffff6c
; +inf: exponent 0, significand +inf
v_frexp_exp_i32_f32 v44, v3
;? v44 = 0
v_frexp_mant_f32 v45, v3
;? v45 = 0x7f800000
; f64: 1.0 = 0.5 * 2^1
v_frexp_mant_f64 v[46:47], v[30:31]
;? v46 = 0
;? v47 = 0x3fe00000
v_frexp_exp_i32_f64 v48, v[30:31]
;? v48 = 1
; rndne(2.5) = 2 (the even one), rndne(-0.5) = -0
v_rndne_f32 v50, v8
;? v50 = 0x40000000
v_rndne_f32 v51, v7
;? v51 = 0x80000000
; floor(-0.5) = -1, ceil(-0.5) = -0, trunc(-2.75) = -2
v_floor_f32 v52, v7
;? v52 = 0xbf800000
v_ceil_f32 v53, v7
;? v53 = 0x80000000
v_trunc_f32 v54, 0xc0300000
;? v54 = 0xc0000000
; a kept denormal: ceil(2^-149) = 1
v_ceil_f32 v55, v2
;? v55 = 0x3f800000
; f64 -2.5: floor -3, ceil -2, rndne -2, trunc -2
v_floor_f64 v[56:57], v[32:33]
;? v56 = 0
;? v57 = 0xc0080000
v_ceil_f64 v[58:59], v[32:33]
;? v58 = 0
;? v59 = 0xc0000000
v_rndne_f64 v[60:61], v[32:33]
;? v60 = 0
;? v61 = 0xc0000000
v_trunc_f64 v[62:63], v[32:33]
;? v62 = 0
;? v63 = 0xc0000000
; med3(1.5, 0.5, 2.5) = 1.5
v_med3_f32 v64, v1, v6, v8
;? v64 = 0x3fc00000
; a qNaN source: min3(qNaN, 1, 2) = 1
v_med3_f32 v65, v9, 1.0, 2.0
;? v65 = 0x3f800000
; med3(-0, +0, -0): max3 = +0, which "==" S0 (-0 == +0): max(S1, S2) = +0
v_med3_f32 v66, v11, v12, v11
;? v66 = 0
; min3 0.5, max3 2.5
v_min3_f32 v67, v1, v6, v8
;? v67 = 0x3f000000
v_max3_f32 v68, v1, v6, v8
;? v68 = 0x40200000
; nested: min(sNaN, 1.5) is the sNaN quieted, min(that qNaN, 0.5) is 0.5
v_min3_f32 v69, v4, v1, v6
;? v69 = 0x3f000000
; f64 -2.5 to i32: -2 (toward zero); to u32: 0; 1e10 to i32 saturates
v_cvt_i32_f64 v70, v[32:33]
;? v70 = 0xfffffffe
v_cvt_u32_f64 v71, v[32:33]
;? v71 = 0
v_cvt_i32_f64 v72, v[34:35]
;? v72 = 0x7fffffff
; -1 to f64 exactly; 0xffffffff as a u32: 2^32 - 1 = 0x41efffffffe00000
v_cvt_f64_i32 v[74:75], -1
;? v74 = 0
;? v75 = 0xbff00000
v_cvt_f64_u32 v[76:77], -1
;? v76 = 0xffe00000
;? v77 = 0x41efffff
; bytes of 0x12345678: 120, 86, 52, 18
v_cvt_f32_ubyte0 v78, v13
;? v78 = 0x42f00000
v_cvt_f32_ubyte1 v79, v13
;? v79 = 0x42ac0000
v_cvt_f32_ubyte2 v80, v13
;? v80 = 0x42500000
v_cvt_f32_ubyte3 v81, v13
;? v81 = 0x41900000
; S0[3:0] = 8 is -8: -0.5; 7: 0.4375
v_cvt_off_f32_i4 v82, 8
;? v82 = 0xbf000000
v_cvt_off_f32_i4 v83, 7
;? v83 = 0x3ee00000
; fmaak: 1.5 * 0.5 + 1.0 = 1.75; fmamk: 2.5 * 1.0 + -0.5 = 2.0
v_dual_fmaak_f32 v84, v1, v6, 0x3f800000 :: v_dual_fmamk_f32 v85, v8, 0x3f800000, v7
;? v84 = 0x3fe00000
;? v85 = 0x40000000
