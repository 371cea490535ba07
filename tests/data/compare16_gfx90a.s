; 16-bit integer compares (gfx90a, wave64), worked by hand from the ISA: a
; compare reads the low 16 bits of each source (S0.u16 / S0.i16), writes bit
; l of its mask for each active lane l, and 0 for inactive lanes. v_cmpx
; also writes exec (GFX9: and its mask destination).
; v1 = 0x0001ffff: low half 0xffff = 65535 unsigned, -1 signed; the high
;   half 0x0001 would make v1 < v2 if 32 bits were compared.
; v2 = 0x00030001: low half 1.
; exec = 0x00000000ffffffff: lanes 0-31 run. A true compare gives that mask,
;   a false one 0. Every destination starts as 0xdeadbeef.
;! arch gfx90a
;= exec = 0x00000000ffffffff
;= v1 = 0x0001ffff
;= v2 = 0x00030001
;= v3 = 0x00002000
;= v4 = 0x12343c00
;= v5 = 0x55555555
;= vcc = 0xdeadbeefdeadbeef
;= s0 = 0xdeadbeef
;= s1 = 0xdeadbeef
;= s2 = 0xdeadbeef
;= s3 = 0xdeadbeef
;= s4 = 0xdeadbeef
;= s5 = 0xdeadbeef
;= s6 = 0xdeadbeef
;= s7 = 0xdeadbeef
;= s8 = 0xdeadbeef
;= s9 = 0xdeadbeef
;= s10 = 0xdeadbeef
;= s11 = 0xdeadbeef
;= s12 = 0xdeadbeef
;= s13 = 0xdeadbeef
;= s14 = 0xdeadbeef
;= s15 = 0xdeadbeef
;= s16 = 0xdeadbeef
;= s17 = 0xdeadbeef
;= s18 = 0xdeadbeef
;= s19 = 0xdeadbeef
;= s20 = 0xdeadbeef
;= s21 = 0xdeadbeef
;= s22 = 0xdeadbeef
;= s23 = 0xdeadbeef
;= s24 = 0xdeadbeef
;= s25 = 0xdeadbeef
;= s26 = 0xdeadbeef
;= s27 = 0xdeadbeef
;= s28 = 0xdeadbeef
;= s29 = 0xdeadbeef
;= s30 = 0xdeadbeef
;= s31 = 0xdeadbeef
;= s32 = 0xdeadbeef
;= s33 = 0xdeadbeef
;= s34 = 0xdeadbeef
;= s35 = 0xdeadbeef
;= s36 = 0xdeadbeef
;= s37 = 0xdeadbeef
;= s38 = 0xdeadbeef
;= s39 = 0xdeadbeef
;= s40 = 0xdeadbeef
;= s41 = 0xdeadbeef
;= s42 = 0xdeadbeef
;= s43 = 0xdeadbeef
;= s44 = 0xdeadbeef
;= s45 = 0xdeadbeef
;= s46 = 0xdeadbeef
;= s47 = 0xdeadbeef
;= s48 = 0xdeadbeef
;= s49 = 0xdeadbeef
;= s50 = 0xdeadbeef
;= s51 = 0xdeadbeef
;= s52 = 0xdeadbeef
;= s53 = 0xdeadbeef
;= s54 = 0xdeadbeef
;= s55 = 0xdeadbeef
;= s56 = 0xdeadbeef
;= s57 = 0xdeadbeef
;= s58 = 0xdeadbeef
;= s59 = 0xdeadbeef
;= s60 = 0xdeadbeef
;= s61 = 0xdeadbeef
;= s62 = 0xdeadbeef
;= s63 = 0xdeadbeef
;= s64 = 0xdeadbeef
;= s65 = 0xdeadbeef
;= s66 = 0xdeadbeef
;= s67 = 0xdeadbeef
;= s68 = 0xdeadbeef
;= s69 = 0xdeadbeef
;= s70 = 0xdeadbeef
;= s71 = 0xdeadbeef
;= s72 = 0xdeadbeef
;= s73 = 0xdeadbeef
;= s74 = 0xdeadbeef
;= s75 = 0xdeadbeef
;= s76 = 0xdeadbeef
;= s77 = 0xdeadbeef
;= s78 = 0xdeadbeef
;= s79 = 0xdeadbeef
;= s80 = 0xdeadbeef
;= s81 = 0xdeadbeef
;= s82 = 0xdeadbeef
;= s83 = 0xdeadbeef
;= s84 = 0xdeadbeef
;= s85 = 0xdeadbeef
;= s86 = 0xdeadbeef
;= s87 = 0xdeadbeef
;= s88 = 0xdeadbeef
;= s89 = 0xdeadbeef
;= s90 = 0xdeadbeef
;= s91 = 0xdeadbeef
;= s92 = 0xdeadbeef
;= s93 = 0xdeadbeef
;= s94 = 0xdeadbeef
;= s95 = 0xdeadbeef
;= s96 = 0xdeadbeef
;= s97 = 0xdeadbeef
;= s98 = 0xdeadbeef
;= s99 = 0xdeadbeef
; f_u16: false always -> 0
v_cmp_f_u16_e64 s[0:1], v1, v2
;? s0 = 0
;? s1 = 0
; lt_u16: 65535 < 1 is false -> 0
v_cmp_lt_u16_e64 s[2:3], v1, v2
;? s2 = 0
;? s3 = 0
; eq_u16: 65535 == 1 is false -> 0
v_cmp_eq_u16_e64 s[4:5], v1, v2
;? s4 = 0
;? s5 = 0
; le_u16: 65535 <= 1 is false -> 0
v_cmp_le_u16_e64 s[6:7], v1, v2
;? s6 = 0
;? s7 = 0
; gt_u16: 65535 > 1 -> exec
v_cmp_gt_u16_e64 s[8:9], v1, v2
;? s8 = 0xffffffff
;? s9 = 0
; ne_u16: 65535 != 1 -> exec
v_cmp_ne_u16_e64 s[10:11], v1, v2
;? s10 = 0xffffffff
;? s11 = 0
; ge_u16: 65535 >= 1 -> exec
v_cmp_ge_u16_e64 s[12:13], v1, v2
;? s12 = 0xffffffff
;? s13 = 0
; t_u16: true always -> exec
v_cmp_t_u16_e64 s[14:15], v1, v2
;? s14 = 0xffffffff
;? s15 = 0
; f_i16: false always -> 0
v_cmp_f_i16_e64 s[16:17], v1, v2
;? s16 = 0
;? s17 = 0
; lt_i16: -1 < 1 -> exec
v_cmp_lt_i16_e64 s[18:19], v1, v2
;? s18 = 0xffffffff
;? s19 = 0
; eq_i16: -1 == 1 is false -> 0
v_cmp_eq_i16_e64 s[20:21], v1, v2
;? s20 = 0
;? s21 = 0
; le_i16: -1 <= 1 -> exec
v_cmp_le_i16_e64 s[22:23], v1, v2
;? s22 = 0xffffffff
;? s23 = 0
; gt_i16: -1 > 1 is false -> 0
v_cmp_gt_i16_e64 s[24:25], v1, v2
;? s24 = 0
;? s25 = 0
; ne_i16: -1 != 1 -> exec
v_cmp_ne_i16_e64 s[26:27], v1, v2
;? s26 = 0xffffffff
;? s27 = 0
; ge_i16: -1 >= 1 is false -> 0
v_cmp_ge_i16_e64 s[28:29], v1, v2
;? s28 = 0
;? s29 = 0
; t_i16: true always -> exec
v_cmp_t_i16_e64 s[30:31], v1, v2
;? s30 = 0xffffffff
;? s31 = 0
; the 32-bit form writes vcc; a 16-bit literal: 0x1234 < 0x2000 (v3's low half)
v_cmp_lt_u16_e32 vcc, 0x1234, v3
;? vcc = 0x00000000ffffffff
; 1.0 in a 16-bit source is the f16 constant 0x3c00, v4's low half
v_cmp_eq_u16_e64 s[32:33], 1.0, v4
;? s32 = 0xffffffff
;? s33 = 0
; v_cmpx: the true ones keep exec as it is and write it to their destination too
v_cmpx_gt_u16_e64 s[34:35], v1, v2
;? s34 = 0xffffffff
;? s35 = 0
v_cmpx_ne_u16_e64 s[36:37], v1, v2
;? s36 = 0xffffffff
;? s37 = 0
v_cmpx_ge_u16_e64 s[38:39], v1, v2
;? s38 = 0xffffffff
;? s39 = 0
v_cmpx_t_u16_e64 s[40:41], v1, v2
;? s40 = 0xffffffff
;? s41 = 0
v_cmpx_lt_i16_e64 s[42:43], v1, v2
;? s42 = 0xffffffff
;? s43 = 0
v_cmpx_le_i16_e64 s[44:45], v1, v2
;? s44 = 0xffffffff
;? s45 = 0
v_cmpx_ne_i16_e64 s[46:47], v1, v2
;? s46 = 0xffffffff
;? s47 = 0
v_cmpx_t_i16_e64 s[48:49], v1, v2
;? s48 = 0xffffffff
;? s49 = 0
; a false one turns every lane off: exec and its destination become 0
v_cmpx_eq_u16_e64 s[50:51], v1, v2
;? s50 = 0
;? s51 = 0
; with no lane active the rest write 0 masks (no lane's bit is set)
v_cmpx_f_u16_e64 s[52:53], v1, v2
;? s52 = 0
;? s53 = 0
v_cmpx_lt_u16_e64 s[54:55], v1, v2
;? s54 = 0
;? s55 = 0
v_cmpx_le_u16_e64 s[56:57], v1, v2
;? s56 = 0
;? s57 = 0
v_cmpx_f_i16_e64 s[58:59], v1, v2
;? s58 = 0
;? s59 = 0
v_cmpx_eq_i16_e64 s[60:61], v1, v2
;? s60 = 0
;? s61 = 0
v_cmpx_gt_i16_e64 s[62:63], v1, v2
;? s62 = 0
;? s63 = 0
v_cmpx_ge_i16_e64 s[64:65], v1, v2
;? s64 = 0
;? s65 = 0
; and a VGPR write after them changes no lane: v5 keeps 0x55555555
v_mov_b32_e32 v5, 7
;? exec = 0
