; Room frows on gfx1100 (wave32) under MODE 0x3f0 (round to nearest even,
; denormals kept, IEEE set), worked by hand from the ISA pseudocode
; (docs/design.md "The remaining f32/f64 rows"): the cube map ops pick the
; major axis of (x, y, z) = (S0, S1, S2) (|z| >= |x| and |z| >= |y|: z;
; else |y| >= |x|: y; else x; a NaN fails every test): cubeid is the face
; (4/5 for +z/-z, 2/3 for +y/-y, 0/1 for +x/-x), cubesc and cubetc the
; face's coordinates, cubema twice the major coordinate; v_mullit is
; S0 * S1 unless S1 is -MAX_FLOAT, -inf or NaN or S2 <= 0 or NaN
; (-MAX_FLOAT then); v_cvt_pk_u8_f32 puts S0 rounded by MODE (ties to even)
; and held to [0, 255] in byte S1[1:0] of S2 (a NaN 0); v_cvt_pk_norm_*
; hold to [-1, 1] / [0, 1], scale by 32767 / 65535 and round to nearest
; even; v_cvt_pk_i16/u16_f32 truncate and saturate; v_trig_preop_f64 is the
; 53 bits of 2/pi after the first 53 * S1[4:0] (+ exponent(S0) - 1077 past
; 1077), at their place (2^128 up when exponent(S0) >= 1968), 0 once that
; shift reaches 1120. 2/pi = 0.a2f9836e 4e441529 fc2757d1 ... (hex).
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x3f800000
;= v2 = 0xc0000000
;= v3 = 0x40400000
;= v4 = 0x3f000000
;= v5 = 0xbf000000
;= v6 = 0x7fc00000
;= v7 = 0x43960000
;= v8 = 0x40200000
;= v9 = 0x12345678
;= v11 = 0x501502f9
;= v12 = 0xd01502f9
;= v13 = 0x3f400000
;= v60 = 0
;= v61 = 0x3ff00000
;= v62 = 0
;= v63 = 0x46300000
;= v64 = 0
;= v65 = 0x7b000000
; (1, -2, 3): z major, z >= 0: face 4, sc = x = 1, tc = -y = 2, ma = 2z = 6
v_cubeid_f32 v20, v1, v2, v3
;? v20 = 0x40800000
v_cubesc_f32 v21, v1, v2, v3
;? v21 = 0x3f800000
v_cubetc_f32 v22, v1, v2, v3
;? v22 = 0x40000000
v_cubema_f32 v23, v1, v2, v3
;? v23 = 0x40c00000
; (1, -2, 0.5): y major, y < 0: face 3, sc = x = 1, tc = -z = -0.5, ma = 2y = -4
v_cubeid_f32 v24, v1, v2, v4
;? v24 = 0x40400000
v_cubesc_f32 v25, v1, v2, v4
;? v25 = 0x3f800000
v_cubetc_f32 v26, v1, v2, v4
;? v26 = 0xbf000000
v_cubema_f32 v27, v1, v2, v4
;? v27 = 0xc0800000
; (-2, 1, 0.5): x major, x < 0: face 1, sc = z = 0.5, tc = -y = -1, ma = 2x = -4
v_cubeid_f32 v28, v2, v1, v4
;? v28 = 0x3f800000
v_cubesc_f32 v29, v2, v1, v4
;? v29 = 0x3f000000
v_cubetc_f32 v30, v2, v1, v4
;? v30 = 0xbf800000
v_cubema_f32 v31, v2, v1, v4
;? v31 = 0xc0800000
; (NaN, 1, 0.5): every test with x fails: x major, x < 0 false: face 0,
; sc = -z, tc = -y, ma = 2 * NaN, the NaN
v_cubeid_f32 v32, v6, v1, v4
;? v32 = 0
v_cubesc_f32 v33, v6, v1, v4
;? v33 = 0xbf000000
v_cubema_f32 v34, v6, v1, v4
;? v34 = 0x7fc00000
; mullit: 3 * 0.5 = 1.5; S2 = -2 <= 0; S1 NaN
v_mullit_f32 v35, v3, v4, v1
;? v35 = 0x3fc00000
v_mullit_f32 v36, v3, v4, v2
;? v36 = 0xff7fffff
v_mullit_f32 v37, v3, v6, v1
;? v37 = 0xff7fffff
; pk_u8: 2.5 to even 2 in byte 1; 300 held to 255 in byte 2; -0.5 to -0, 0, in byte 3; NaN 0 in byte 0
v_cvt_pk_u8_f32 v40, v8, 1, v9
;? v40 = 0x12340278
v_cvt_pk_u8_f32 v41, v7, 2, v9
;? v41 = 0x12ff5678
v_cvt_pk_u8_f32 v42, v5, 3, v9
;? v42 = 0x00345678
v_cvt_pk_u8_f32 v43, v6, 0, v9
;? v43 = 0x12345600
; snorm: 0.5 * 32767 = 16383.5 to even 16384, -16383.5 to -16384
v_cvt_pk_norm_i16_f32 v44, v4, v5
;? v44 = 0xc0004000
; 1.0: 32767; -2 held to -1: -32767
v_cvt_pk_norm_i16_f32 v45, v1, v2
;? v45 = 0x80017fff
; NaN: 0; 0.75 * 32767 = 24575.25: 24575
v_cvt_pk_norm_i16_f32 v46, v6, v13
;? v46 = 0x5fff0000
; unorm: 0.5 * 65535 = 32767.5 to even 32768; -2 held to 0
v_cvt_pk_norm_u16_f32 v47, v4, v2
;? v47 = 0x00008000
; 3 held to 1: 65535; 0.75 * 65535 = 49151.25: 49151
v_cvt_pk_norm_u16_f32 v48, v3, v13
;? v48 = 0xbfffffff
; pk_i16: 1e10 and -1e10 saturate; 2.5 and -0.5 truncate to 2 and 0
v_cvt_pk_i16_f32 v49, v11, v12
;? v49 = 0x80007fff
v_cvt_pk_i16_f32 v50, v8, v5
;? v50 = 0x00000002
; pk_u16: 300 and -2 (0); 1e10 (65535) and NaN (0)
v_cvt_pk_u16_f32 v51, v7, v2
;? v51 = 0x0000012c
v_cvt_pk_u16_f32 v52, v11, v6
;? v52 = 0x0000ffff
; trig_preop of 1.0 (exponent 1023): segment 0, 2/pi's first 53 bits
; 0x145f306dc9c882 * 2^-53 (2/pi truncated); segment 1, bits 54-106,
; 0x14a7f09d5f47d4 * 2^-106
v_trig_preop_f64 v[70:71], v[60:61], 0
;? v70 = 0x6dc9c882
;? v71 = 0x3fe45f30
v_trig_preop_f64 v[72:73], v[60:61], 1
;? v72 = 0x9d5f47d4
;? v73 = 0x3c94a7f0
; 2^100 (exponent 1123): shift 46, bits 47-99, 0xa94fe13abe8f * 2^-99
v_trig_preop_f64 v[74:75], v[62:63], 0
;? v74 = 0x2757d1e0
;? v75 = 0x3cb529fc
; exponent 1968: shift 891, 0x174f463f669e5f * 2^(-53 - 891 + 128)
v_trig_preop_f64 v[76:77], v[64:65], 0
;? v76 = 0x3f669e5f
;? v77 = 0x10374f46
; segment 31: shift 1643 >= 1120: +0
v_trig_preop_f64 v[78:79], v[60:61], 31
;? v78 = 0
;? v79 = 0
