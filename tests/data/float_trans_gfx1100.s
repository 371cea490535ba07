; The transcendentals' special cases (gfx1100, wave32, MODE 0x3f0: round to
; nearest even, f32 and f64 denormals kept, DX10_CLAMP and IEEE set), worked
; by hand from the rules of src/ir/fpmode.h (docs/design.md
; "Transcendentals"; FLOAT.md section 4): these instructions are approx, but
; their special cases, and results a function gives exactly (sqrt(4) = 2,
; log2(8) = 3, 2^-1 = 0.5), are the same for every reading.
;! arch gfx1100
;= mode = 0x3f0
; v1 = +0, v2 = -0, v3 = +inf, v4 = -inf, v5 = 2^30, v6 = -2^30,
; v7 = sNaN payload 1, v8 = 2^-149 (the least subnormal), v9 = 2^127,
; v[60:61] = 2^1023 as an f64
;= v1 = 0x00000000
;= v2 = 0x80000000
;= v3 = 0x7f800000
;= v4 = 0xff800000
;= v5 = 0x4e800000
;= v6 = 0xce800000
;= v7 = 0x7f800001
;= v8 = 0x00000001
;= v9 = 0x7f000000
;= v60 = 0x00000000
;= v61 = 0x7fe00000
; sqrt: a negative input gives the default NaN; sqrt(-0) = -0
v_sqrt_f32 v20, -1.0
;? v20 = 0xffc00000
v_sqrt_f32 v21, 4.0
;? v21 = 0x40000000
v_sqrt_f32 v22, v2
;? v22 = 0x80000000
; rsq(+0) = +inf, rsq(-0) = -inf, rsq(+inf) = +0, 1/sqrt(4) = 0.5
v_rsq_f32 v23, v1
;? v23 = 0x7f800000
v_rsq_f32 v24, v2
;? v24 = 0xff800000
v_rsq_f32 v25, 4.0
;? v25 = 0x3f000000
v_rsq_f32 v26, v3
;? v26 = 0
; log2: log(0) = -inf; a subnormal is flushed whatever MODE says: -inf;
; a negative input the default NaN; log2(8) = 3; log2(1) = +0
v_log_f32 v27, v1
;? v27 = 0xff800000
v_log_f32 v28, v8
;? v28 = 0xff800000
v_log_f32 v29, -1.0
;? v29 = 0xffc00000
v_log_f32 v30, 0x41000000
;? v30 = 0x40400000
v_log_f32 v31, 1.0
;? v31 = 0
; 2^x: exp(-inf) = +0, exp(0) = 1, 2^-127 is below the least normal: +0
; whatever MODE says, 2^-126 is kept, 2^128 overflows, 2^-1 = 0.5
v_exp_f32 v32, v4
;? v32 = 0
v_exp_f32 v33, v1
;? v33 = 0x3f800000
v_exp_f32 v34, 0xc2fe0000
;? v34 = 0
v_exp_f32 v35, 0xc2fc0000
;? v35 = 0x00800000
v_exp_f32 v36, 0x43000000
;? v36 = 0x7f800000
v_exp_f32 v37, -1.0
;? v37 = 0x3f000000
; sin/cos take revolutions: 2^30 turns is an integer, sin the zero of its
; sign and cos 1; sin(0.25 turn) = 1, cos(0.5 turn) = -1; sin(inf) the
; default NaN
v_sin_f32 v38, v5
;? v38 = 0
v_sin_f32 v39, v6
;? v39 = 0x80000000
v_cos_f32 v40, v5
;? v40 = 0x3f800000
v_sin_f32 v41, 0x3e800000
;? v41 = 0x3f800000
v_cos_f32 v42, 0.5
;? v42 = 0xbf800000
v_sin_f32 v43, v3
;? v43 = 0xffc00000
; denormals kept (MODE): sin(2^-149 turns) = 2 pi 2^-149 = 6.28 * 2^-149,
; to nearest: 6 * 2^-149
v_sin_f32 v44, v8
;? v44 = 0x00000006
; rcp: a denormal input is flushed whatever MODE says, 1/+0 = +inf; 1/2^127
; = 2^-127, a denormal result, flushed: +0; 1/4 = 0.25; an sNaN comes
; back quieted (IEEE); 1/-0 = -inf (rcp_iflag computes as rcp)
v_rcp_f32 v45, v8
;? v45 = 0x7f800000
v_rcp_f32 v46, v9
;? v46 = 0
v_rcp_f32 v47, 4.0
;? v47 = 0x3e800000
v_rcp_f32 v48, v7
;? v48 = 0x7fc00001
v_rcp_iflag_f32 v49, v2
;? v49 = 0xff800000
; CLAMP after the function: 1/0.5 = 2, clamped to 1.0
v_rcp_f32_e64 v50, 0.5 clamp
;? v50 = 0x3f800000
; f64: sqrt(-1) the default NaN; rsq(-0) = -inf (v[1:2] is -0 as an f64);
; 1/4 = 0.25; sqrt(4) = 2
v_sqrt_f64 v[52:53], -1.0
;? v52 = 0
;? v53 = 0xfff80000
v_rsq_f64 v[54:55], v[1:2]
;? v54 = 0
;? v55 = 0xfff00000
v_rcp_f64 v[56:57], 4.0
;? v56 = 0
;? v57 = 0x3fd00000
v_sqrt_f64 v[58:59], 4.0
;? v58 = 0
;? v59 = 0x40000000
; f64 denormals kept (MODE): 1/2^1023 = 2^-1023, the subnormal 2^51 * 2^-1074
v_rcp_f64 v[62:63], v[60:61]
;? v62 = 0
;? v63 = 0x00080000
