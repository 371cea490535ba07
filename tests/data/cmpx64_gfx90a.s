; v_cmpx_* on 64-bit values (gfx90a, GFX9, wave64), worked by hand, the
; 64-bit sibling of cmpx_gfx90a.s: each v_cmpx turns off the active lanes
; whose condition fails, writing the new exec to exec and to its
; destination (vcc for _e32, an SGPR pair for _e64). With S = 2^28, lane l
; holds v[2:3] = (l - 8) * S: the low dword (v2) repeats every 16 lanes
; (0x80000000, 0x90000000, ..., 0x70000000 from lane 0), the high dword
; (v3) is -1 in lanes 0-7, 0 in 8-23, 1 in 24-39, 2 in 40-55, 3 in 56-63;
; so no compare of the low dwords alone gets these right. Lanes 0-7 are
; negative: 0xffffffff_8xxxxxxx, huge as unsigned. The thresholds are
; SGPR pairs k * S (high dword in the odd one): s[40:41] = 3S,
; s[42:43] = 50S, s[44:45] = -6S, s[46:47] = 45S, s[48:49] = -4S,
; s[50:51] = 40S, s[52:53] = 2S, s[54:55] = 35S, s[56:57] = 5S,
; s[58:59] = 20S. So "x < k * S" is "l - 8 < k". v[4:5] = v[2:3] but bit 63
; flipped in lanes 30 and 50; v[6:7] = v[2:3] + 1 in lane 35. The
; destinations start all ones.
; Start: exec = 0x7fffffff_fffffeff, lanes 8 and 63 off.
;! arch gfx90a
;= exec = 0x7ffffffffffffeff
;= vcc = 0x123456789abcdef0
;= v2 = 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000
;= v3 = 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3
;= v4 = 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000
;= v5 = 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3
;= v5[30] = 0x80000001
;= v5[50] = 0x80000002
;= v6 = 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0x40000000 0x50000000 0x60000000 0x70000000
;= v7 = 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0xffffffff 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3
;= v6[35] = 0xb0000001
;= v11 = 0xdead
;= v12 = 0xdead
;= v13 = 0xdead
;= s40 = 0x30000000
;= s41 = 0
;= s42 = 0x20000000
;= s43 = 3
;= s44 = 0xa0000000
;= s45 = 0xffffffff
;= s46 = 0xd0000000
;= s47 = 2
;= s48 = 0xc0000000
;= s49 = 0xffffffff
;= s50 = 0x80000000
;= s51 = 2
;= s52 = 0x20000000
;= s53 = 0
;= s54 = 0x30000000
;= s55 = 2
;= s56 = 0x50000000
;= s57 = 0
;= s58 = 0x40000000
;= s59 = 1
;= s0 = 0xffffffff
;= s1 = 0xffffffff
;= s2 = 0xffffffff
;= s3 = 0xffffffff
;= s4 = 0xffffffff
;= s5 = 0xffffffff
;= s6 = 0xffffffff
;= s7 = 0xffffffff
;= s8 = 0xffffffff
;= s9 = 0xffffffff
;= s10 = 0xffffffff
;= s11 = 0xffffffff
;= s12 = 0xffffffff
;= s13 = 0xffffffff
;= s14 = 0xffffffff
;= s15 = 0xffffffff
;= s16 = 0xffffffff
;= s17 = 0xffffffff
;= s18 = 0xffffffff
;= s19 = 0xffffffff
;= s20 = 0xffffffff
;= s21 = 0xffffffff
;= s22 = 0xffffffff
;= s23 = 0xffffffff
;= s24 = 0xffffffff
;= s25 = 0xffffffff
;= s26 = 0xffffffff
;= s27 = 0xffffffff
;= s28 = 0xffffffff
;= s29 = 0xffffffff
; --- signed
v_cmpx_t_i64_e64 s[0:1], v[2:3], v[4:5]
;? s0 = 0xfffffeff
;? s1 = 0x7fffffff
; the _e32 form: 3S != x fails in lane 11
v_cmpx_ne_i64_e32 vcc, s[40:41], v[2:3]
;? vcc = 0x7ffffffffffff6ff
; x < 50S fails in lanes 58-62 (63 is off)
v_cmpx_lt_i64_e64 s[2:3], v[2:3], s[42:43]
;? s2 = 0xfffff6ff
;? s3 = 0x03ffffff
; x > -6S fails in lanes 0-2
v_cmpx_gt_i64_e64 s[4:5], v[2:3], s[44:45]
;? s4 = 0xfffff6f8
;? s5 = 0x03ffffff
; a v_mov now writes lanes 3-57 but 8 and 11
v_mov_b32_e64 v10, 1
;? v10 = 0 0 0 1 1 1 1 1 0 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 0 0 0
; x <= 45S fails in lanes 54-57
v_cmpx_le_i64_e64 s[6:7], v[2:3], s[46:47]
;? s6 = 0xfffff6f8
;? s7 = 0x003fffff
; x >= -4S fails in lane 3
v_cmpx_ge_i64_e64 s[8:9], v[2:3], s[48:49]
;? s8 = 0xfffff6f0
;? s9 = 0x003fffff
; --- unsigned
v_cmpx_t_u64_e64 s[10:11], v[2:3], v[4:5]
;? s10 = 0xfffff6f0
;? s11 = 0x003fffff
; x < 40S unsigned fails in the negative lanes 4-7 and in lanes 48-53
v_cmpx_lt_u64_e64 s[12:13], v[2:3], s[50:51]
;? s12 = 0xfffff600
;? s13 = 0x0000ffff
; x > 2S fails in lanes 9, 10 (8 is off)
v_cmpx_gt_u64_e64 s[14:15], v[2:3], s[52:53]
;? s14 = 0xfffff000
;? s15 = 0x0000ffff
; lanes 12-47 on: v11 = the high dword there
v_mov_b32_e64 v11, v3
;? v11 = 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0 0 0 0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
; x <= 35S fails in lanes 44-47
v_cmpx_le_u64_e64 s[16:17], v[2:3], s[54:55]
;? s16 = 0xfffff000
;? s17 = 0x00000fff
; x >= 5S fails in lane 12
v_cmpx_ge_u64_e64 s[18:19], v[2:3], s[56:57]
;? s18 = 0xffffe000
;? s19 = 0x00000fff
; 20S = 0x1_40000000 != x fails in lane 28 only
v_cmpx_ne_u64_e64 s[20:21], s[58:59], v[2:3]
;? s20 = 0xefffe000
;? s21 = 0x00000fff
; --- equality against other pairs
; v[4:5] differs in bit 63 in lane 30 (lane 50 is off)
v_cmpx_eq_i64_e64 s[22:23], v[2:3], v[4:5]
;? s22 = 0xafffe000
;? s23 = 0x00000fff
; v[6:7] differs in the low dword in lane 35
v_cmpx_eq_u64_e64 s[24:25], v[2:3], v[6:7]
;? s24 = 0xafffe000
;? s25 = 0x00000ff7
; left on: lanes 13-43 but 28, 30, 35; v12 = the low dword there
v_mov_b32_e64 v12, v2
;? v12 = 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0x50000000 0x60000000 0x70000000 0x80000000 0x90000000 0xa0000000 0xb0000000 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0xdead 0x50000000 0xdead 0x70000000 0x80000000 0x90000000 0xa0000000 0xdead 0xc0000000 0xd0000000 0xe0000000 0xf0000000 0 0x10000000 0x20000000 0x30000000 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
; --- f: exec becomes 0
v_cmpx_f_i64_e64 s[26:27], v[2:3], v[4:5]
;? s26 = 0
;? s27 = 0
v_cmpx_f_u64_e64 s[28:29], v[2:3], v[4:5]
;? s28 = 0
;? s29 = 0
;? exec = 0
; nothing is written now: v13 keeps 0xdead
v_mov_b32_e64 v13, 7
