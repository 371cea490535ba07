; The f16 transcendentals (issue 29) on GFX11 (gfx1100, wave32), worked by
; hand from src/ir/fpmode.h's rules: the f32 rows' special cases carried to
; f16 (FLOAT.md section 4), else the correctly rounded f16 (to nearest
; even); these rows are approx, but their special cases and the values a
; function gives exactly (2^3 = 8, log2(0.25) = -2, sin(0.25 turn) = 1)
; are the same for every reading. MODE 0x3f0: round to nearest even, f32
; and f16/f64 denormals kept, DX10_CLAMP and IEEE set. GFX10+ keep bits
; 31:16 of the destination (each destination starts with 0xabcd there).
; f16: 0.25 = 0x3400, 0.5 = 0x3800, 1 = 0x3c00, 2 = 0x4000, 3 = 0x4200,
; 4 = 0x4400, 8 = 0x4800, -1 = 0xbc00, inf = 0x7c00, the default NaN 0xfe00.
;! arch gfx1100
;= mode = 0x3f0
; v1 = +0, v2 = -0, v3 = +inf, v4 = -inf, v5 = 1024 (0x6400: an integer,
; as every |x| >= 2^10), v6 = -4 (0xc400), v7 = sNaN payload 1 (0x7c01),
; v8 = 2^-24 (0x0001, the least subnormal), v9 = 2^-15 (0x0200, a
; subnormal), v10..v63 = 0xabcd0000; high halves of the sources are junk
; (0x5555) and not read
;= v1 = 0x55550000
;= v2 = 0x55558000
;= v3 = 0x55557c00
;= v4 = 0x5555fc00
;= v5 = 0x55556400
;= v6 = 0x5555c400
;= v7 = 0x55557c01
;= v8 = 0x55550001
;= v9 = 0x55550200
;= v10 = 0xabcd0000
;= v11 = 0xabcd0000
;= v12 = 0xabcd0000
;= v13 = 0xabcd0000
;= v14 = 0xabcd0000
;= v15 = 0xabcd0000
;= v16 = 0xabcd0000
;= v17 = 0xabcd0000
;= v18 = 0xabcd0000
;= v19 = 0xabcd0000
;= v20 = 0xabcd0000
;= v21 = 0xabcd0000
;= v22 = 0xabcd0000
;= v23 = 0xabcd0000
;= v24 = 0xabcd0000
;= v25 = 0xabcd0000
;= v26 = 0xabcd0000
;= v27 = 0xabcd0000
;= v28 = 0xabcd0000
;= v29 = 0xabcd0000
;= v30 = 0xabcd0000
;= v31 = 0xabcd0000
;= v32 = 0xabcd0000
;= v33 = 0xabcd0000
;= v34 = 0xabcd0000
;= v35 = 0xabcd0000
;= v36 = 0xabcd0000
;= v37 = 0xabcd0000
;= v38 = 0xabcd0000
;= v39 = 0xabcd0000
; rcp: 1/2 = 0.5; 1/-0 = -inf; 1/+inf = +0; 1/2^-15 = 2^15 (0x7800: a
; subnormal input kept by MODE); 1/2^-24 = 2^24 overflows: +inf; 1/3 =
; 1.0101010101|0101... * 2^-2, the part below the last bit under half an
; ulp: 0x3555
v_rcp_f16 v10, 2.0
;? v10 = 0xabcd3800
v_rcp_f16 v11, v2
;? v11 = 0xabcdfc00
v_rcp_f16 v12, v3
;? v12 = 0xabcd0000
v_rcp_f16 v13, v9
;? v13 = 0xabcd7800
v_rcp_f16 v14, v8
;? v14 = 0xabcd7c00
v_rcp_f16 v15, 0x4200
;? v15 = 0xabcd3555
; sqrt: sqrt(4) = 2; sqrt(-0) = -0; sqrt(-1) the default NaN; sqrt(2^-24)
; = 2^-12 (0x0c00)
v_sqrt_f16 v16, 4.0
;? v16 = 0xabcd4000
v_sqrt_f16 v17, v2
;? v17 = 0xabcd8000
v_sqrt_f16 v18, -1.0
;? v18 = 0xabcdfe00
v_sqrt_f16 v19, v8
;? v19 = 0xabcd0c00
; rsq: 1/sqrt(0.25) = 2; rsq(-0) = -inf; rsq(-1) the default NaN
v_rsq_f16 v20, 0x3400
;? v20 = 0xabcd4000
v_rsq_f16 v21, v2
;? v21 = 0xabcdfc00
v_rsq_f16 v22, -1.0
;? v22 = 0xabcdfe00
; 2^x: 2^3 = 8; 2^-inf = +0; 2^-24 = the least subnormal (kept by MODE:
; -24 is 0xce00); 2^16 = 65536 overflows: +inf
v_exp_f16 v23, 0x4200
;? v23 = 0xabcd4800
v_exp_f16 v24, v4
;? v24 = 0xabcd0000
v_exp_f16 v25, 0xce00
;? v25 = 0xabcd0001
v_exp_f16 v26, 0x4c00
;? v26 = 0xabcd7c00
; log2: log2(0.25) = -2 (0xc000); log2(-1) the default NaN; log2(+0) =
; -inf; log2(|-4|) = 2 (ABS on the source)
v_log_f16 v27, 0x3400
;? v27 = 0xabcdc000
v_log_f16 v28, -1.0
;? v28 = 0xabcdfe00
v_log_f16 v29, v1
;? v29 = 0xabcdfc00
v_log_f16_e64 v30, |v6|
;? v30 = 0xabcd4000
; sin/cos in revolutions: sin(0.25 turn) = 1, cos(0.5 turn) = -1; 1024
; turns is an integer: sin +0, cos 1; -1024 (NEG): sin -0; sin(+inf) the
; default NaN
v_sin_f16 v31, 0x3400
;? v31 = 0xabcd3c00
v_cos_f16 v32, 0.5
;? v32 = 0xabcdbc00
v_sin_f16 v33, v5
;? v33 = 0xabcd0000
v_cos_f16 v34, v5
;? v34 = 0xabcd3c00
v_sin_f16_e64 v35, -v5
;? v35 = 0xabcd8000
v_sin_f16 v36, v3
;? v36 = 0xabcdfe00
; an sNaN comes back quieted (IEEE), sign and payload kept: 0x7e01, and
; with NEG 0xfe01
v_rcp_f16 v37, v7
;? v37 = 0xabcd7e01
v_exp_f16_e64 v38, -v7
;? v38 = 0xabcdfe01
; CLAMP after the function: 1/0.5 = 2, clamped to 1.0
v_rcp_f16_e64 v39, 0.5 clamp
;? v39 = 0xabcd3c00
