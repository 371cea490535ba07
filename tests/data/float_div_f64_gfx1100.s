; The f64 division sequence clang-19 emits for a / b (OpenCL, gfx1100, -O2;
; room div, src/ir/fpmode.h, docs/design.md "Division"), whose result is the
; correctly rounded quotient: 1/3 is 0x3fd5555555555555, 7/10 is
; 0x3fe6666666666666 (0.7's nearest double), 10/4 is 2.5 exactly, and
; 2^-1000 / 2^60 is 2^-1060, the subnormal 2^14 * 2^-1074 =
; 0x0000000000004000 (2^-1000 / (3 * 2^60) rounds to 5461 * 2^-1074 =
; 0x0000000000001555): there S2 / S1 is a denormal, so v_div_scale sets VCC
; and scales the numerator by 2^128, and v_div_fmas (S2 = the quotient
; estimate 2^-932, exponent <= 1023) scales back by 2^-128 in one rounding.
; wave32, MODE 0x3f0 (denormals kept, RNE).
;! arch gfx1100
;= mode = 0x3f0
;= exec = 0xffffffff
;= v2 = 0x00000000
;= v3 = 0x3ff00000
;= v4 = 0x00000000
;= v5 = 0x40080000
;= v18 = 0x00000000
;= v19 = 0x401c0000
;= v20 = 0x00000000
;= v21 = 0x40240000
;= v34 = 0x00000000
;= v35 = 0x40240000
;= v36 = 0x00000000
;= v37 = 0x40100000
;= v66 = 0x00000000
;= v67 = 0x01700000
;= v68 = 0x00000000
;= v69 = 0x43c80000
;= v50 = 0x00000000
;= v51 = 0x01700000
;= v52 = 0x00000000
;= v53 = 0x43b00000
; 1 / 3
v_div_scale_f64 v[6:7], null, v[4:5], v[4:5], v[2:3]
v_rcp_f64_e32 v[8:9], v[6:7]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
v_div_scale_f64 v[10:11], vcc_lo, v[2:3], v[4:5], v[2:3]
v_mul_f64 v[12:13], v[10:11], v[8:9]
v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
v_div_fixup_f64 v[2:3], v[6:7], v[4:5], v[2:3]
;? v2 = 0x55555555
;? v3 = 0x3fd55555
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v6, 0
v_mov_b32 v7, 0
v_mov_b32 v8, 0
v_mov_b32 v9, 0
v_mov_b32 v10, 0
v_mov_b32 v11, 0
v_mov_b32 v12, 0
v_mov_b32 v13, 0
; 7 / 10
v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
v_rcp_f64_e32 v[24:25], v[22:23]
v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
v_fma_f64 v[26:27], -v[22:23], v[24:25], 1.0
v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
v_div_scale_f64 v[26:27], vcc_lo, v[18:19], v[20:21], v[18:19]
v_mul_f64 v[28:29], v[26:27], v[24:25]
v_fma_f64 v[22:23], -v[22:23], v[28:29], v[26:27]
v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[28:29]
v_div_fixup_f64 v[18:19], v[22:23], v[20:21], v[18:19]
;? v18 = 0x66666666
;? v19 = 0x3fe66666
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v22, 0
v_mov_b32 v23, 0
v_mov_b32 v24, 0
v_mov_b32 v25, 0
v_mov_b32 v26, 0
v_mov_b32 v27, 0
v_mov_b32 v28, 0
v_mov_b32 v29, 0
; 10 / 4
v_div_scale_f64 v[38:39], null, v[36:37], v[36:37], v[34:35]
v_rcp_f64_e32 v[40:41], v[38:39]
v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
v_div_scale_f64 v[42:43], vcc_lo, v[34:35], v[36:37], v[34:35]
v_mul_f64 v[44:45], v[42:43], v[40:41]
v_fma_f64 v[38:39], -v[38:39], v[44:45], v[42:43]
v_div_fmas_f64 v[38:39], v[38:39], v[40:41], v[44:45]
v_div_fixup_f64 v[34:35], v[38:39], v[36:37], v[34:35]
;? v34 = 0x00000000
;? v35 = 0x40040000
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v38, 0
v_mov_b32 v39, 0
v_mov_b32 v40, 0
v_mov_b32 v41, 0
v_mov_b32 v42, 0
v_mov_b32 v43, 0
v_mov_b32 v44, 0
v_mov_b32 v45, 0
; 2^-1000 / (3 * 2^60) = 2^-1060 / 3, between the subnormals 5461 and 5462 * 2^-1074:
; nearer 5461 (2^14 / 3 = 5461.33)
v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[66:67]
v_rcp_f64_e32 v[72:73], v[70:71]
v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
v_div_scale_f64 v[74:75], vcc_lo, v[66:67], v[68:69], v[66:67]
v_mul_f64 v[76:77], v[74:75], v[72:73]
v_fma_f64 v[70:71], -v[70:71], v[76:77], v[74:75]
v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[76:77]
v_div_fixup_f64 v[66:67], v[70:71], v[68:69], v[66:67]
;? v66 = 0x00001555
;? v67 = 0x00000000
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v70, 0
v_mov_b32 v71, 0
v_mov_b32 v72, 0
v_mov_b32 v73, 0
v_mov_b32 v74, 0
v_mov_b32 v75, 0
v_mov_b32 v76, 0
v_mov_b32 v77, 0
; 2^-1000 / 2^60
v_div_scale_f64 v[54:55], null, v[52:53], v[52:53], v[50:51]
v_rcp_f64_e32 v[56:57], v[54:55]
v_fma_f64 v[58:59], -v[54:55], v[56:57], 1.0
v_fma_f64 v[56:57], v[56:57], v[58:59], v[56:57]
v_fma_f64 v[58:59], -v[54:55], v[56:57], 1.0
v_fma_f64 v[56:57], v[56:57], v[58:59], v[56:57]
v_div_scale_f64 v[58:59], vcc_lo, v[50:51], v[52:53], v[50:51]
v_mul_f64 v[60:61], v[58:59], v[56:57]
v_fma_f64 v[54:55], -v[54:55], v[60:61], v[58:59]
v_div_fmas_f64 v[54:55], v[54:55], v[56:57], v[60:61]
v_div_fixup_f64 v[50:51], v[54:55], v[52:53], v[50:51]
;? v50 = 0x00004000
;? v51 = 0x00000000
; the scratch registers cleared (the algorithm's values, not ours to state)
v_mov_b32 v54, 0
v_mov_b32 v55, 0
v_mov_b32 v56, 0
v_mov_b32 v57, 0
v_mov_b32 v58, 0
v_mov_b32 v59, 0
v_mov_b32 v60, 0
v_mov_b32 v61, 0
; the last v_div_scale to VCC (2^-1000 / 2^60) set every lane's bit
;? vcc = 0xffffffff
