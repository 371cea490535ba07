;; f16 compares and class on GFX9 (gfx90a, wave64), MODE 0x3f0, worked by
; hand from the ISA's compare rules (as the f32 ones: a NaN is unordered,
; -0 == +0): lt, eq, le, gt, lg, ge are false when a source is a NaN; their
; negations nge, nlg, ngt, nle, neq, nlt are true then; o is "neither is a
; NaN", u "either is"; f is false and tru true. Sources: v1 = 1.0, v2 = 2.0,
; v3 = a qNaN (0x7e00), v4 = -0, v5 = +0 (their low halves; the high halves
; hold other f16 values, which the compares must not read). Lanes 0-3
; active: a true compare's mask is 0xf. v_cmpx writes its mask and exec
; (GFX9): each cmpx below is true (exec stays 0xf) but the last, v_cmpx_f,
; which clears exec.
;! arch gfx90a
;= mode = 0x3f0
;= exec = 0x000000000000000f
;= v1 = 0x7e003c00
;= v2 = 0xbc004000
;= v3 = 0x3c007e00
;= v4 = 0x00008000
;= v5 = 0x80000000
;= s90 = 0x00000100
; 1.0 f 2.0: false
v_cmp_f_f16_e64 s[0:1], v1, v2
;? s0 = 0x00000000
; 2.0 lt 1.0: false
v_cmp_lt_f16_e64 s[2:3], v2, v1
;? s2 = 0x00000000
; 1.0 eq qNaN: false
v_cmp_eq_f16_e64 s[4:5], v1, v3
;? s4 = 0x00000000
; -0 le +0: true
v_cmp_le_f16_e64 s[6:7], v4, v5
;? s6 = 0x0000000f
; 1.0 gt 2.0: false
v_cmp_gt_f16_e64 s[8:9], v1, v2
;? s8 = 0x00000000
; 2.0 lg 1.0: true
v_cmp_lg_f16_e64 s[10:11], v2, v1
;? s10 = 0x0000000f
; 1.0 ge qNaN: false
v_cmp_ge_f16_e64 s[12:13], v1, v3
;? s12 = 0x00000000
; -0 o +0: true
v_cmp_o_f16_e64 s[14:15], v4, v5
;? s14 = 0x0000000f
; 1.0 u 2.0: false
v_cmp_u_f16_e64 s[16:17], v1, v2
;? s16 = 0x00000000
; 2.0 nge 1.0: false
v_cmp_nge_f16_e64 s[18:19], v2, v1
;? s18 = 0x00000000
; 1.0 nlg qNaN: true
v_cmp_nlg_f16_e64 s[20:21], v1, v3
;? s20 = 0x0000000f
; -0 ngt +0: true
v_cmp_ngt_f16_e64 s[22:23], v4, v5
;? s22 = 0x0000000f
; 1.0 nle 2.0: false
v_cmp_nle_f16_e64 s[24:25], v1, v2
;? s24 = 0x00000000
; 2.0 neq 1.0: true
v_cmp_neq_f16_e64 s[26:27], v2, v1
;? s26 = 0x0000000f
; 1.0 nlt qNaN: true
v_cmp_nlt_f16_e64 s[28:29], v1, v3
;? s28 = 0x0000000f
; -0 tru +0: true
v_cmp_tru_f16_e64 s[30:31], v4, v5
;? s30 = 0x0000000f
; class: 1.0 is a positive normal (mask bit 8, s90 = 0x100): true; -0 (bit 5) against
; the positive-normal mask: false
v_cmp_class_f16_e64 s[32:33], v1, s90
;? s32 = 0x0000000f
v_cmp_class_f16_e64 s[34:35], v4, s90
;? s34 = 0x00000000
v_cmp_class_f16_e64 s[36:37], v4, 32
;? s36 = 0x0000000f
; each v_cmpx below is true: its mask 0xf, exec kept
v_cmpx_lt_f16_e64 s[40:41], v1, v2
;? s40 = 0x0000000f
v_cmpx_eq_f16_e64 s[42:43], v1, v1
;? s42 = 0x0000000f
v_cmpx_le_f16_e64 s[44:45], v1, v2
;? s44 = 0x0000000f
v_cmpx_gt_f16_e64 s[46:47], v2, v1
;? s46 = 0x0000000f
v_cmpx_lg_f16_e64 s[48:49], v1, v2
;? s48 = 0x0000000f
v_cmpx_ge_f16_e64 s[50:51], v2, v1
;? s50 = 0x0000000f
v_cmpx_o_f16_e64 s[52:53], v1, v2
;? s52 = 0x0000000f
v_cmpx_u_f16_e64 s[54:55], v1, v3
;? s54 = 0x0000000f
v_cmpx_nge_f16_e64 s[56:57], v1, v2
;? s56 = 0x0000000f
v_cmpx_nlg_f16_e64 s[58:59], v1, v1
;? s58 = 0x0000000f
v_cmpx_ngt_f16_e64 s[60:61], v1, v2
;? s60 = 0x0000000f
v_cmpx_nle_f16_e64 s[62:63], v2, v1
;? s62 = 0x0000000f
v_cmpx_neq_f16_e64 s[64:65], v1, v2
;? s64 = 0x0000000f
v_cmpx_nlt_f16_e64 s[66:67], v2, v1
;? s66 = 0x0000000f
v_cmpx_tru_f16_e64 s[68:69], v1, v2
;? s68 = 0x0000000f
v_cmpx_class_f16_e64 s[70:71], v5, 64
;? s70 = 0x0000000f
; v_cmpx_f: false: its mask 0 and exec 0
v_cmpx_f_f16_e64 s[72:73], v1, v2
;? s72 = 0x00000000
;? exec = 0x0000000000000000
