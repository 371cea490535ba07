; v_cmpx_* on 32-bit values (gfx90a, GFX9, wave64), worked by hand. A
; v_cmpx writes its mask, bit l = (lane l active) AND cond, to exec and, on
; GFX9, to its destination too (vcc in the _e32 form, the SGPR pair of the
; _e64 form). So exec only shrinks: each v_cmpx below turns off the active
; lanes whose condition fails, and its destination records exec after the
; step; an instruction after a v_cmpx runs in the lanes still on. Lane l
; holds v1 = l - 8 (-8 .. 55; -8 .. -1 are 0xfffffff8 .. 0xffffffff, huge as
; unsigned). v2 = v1 but bit 31 flipped in lanes 30 and 50; v3 = v1 but 28
; in lane 35. The destinations start all ones, so the cleared bits show.
; Start: exec = 0xfffffeff_fffffffe, lanes 0 and 40 off.
;! arch gfx90a
;= exec = 0xfffffefffffffffe
;= vcc = 0x123456789abcdef0
;= v1 = -8 -7 -6 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55
;= v2 = -8 -7 -6 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55
;= v2[30] = 0x80000016
;= v2[50] = 0x8000002a
;= v3 = -8 -7 -6 -5 -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55
;= v3[35] = 28
;= v11 = 0xdead
;= v12 = 0xdead
;= v13 = 0xdead
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
; t: true in every active lane, exec unchanged
v_cmpx_t_i32_e64 s[0:1], v1, v2
;? s0 = 0xfffffffe
;? s1 = 0xfffffeff
; the _e32 form: vcc and exec; 3 != v1 fails in lane 11 (v1 = 3)
v_cmpx_ne_i32_e32 vcc, 3, v1
;? vcc = 0xfffffefffffff7fe
; v1 < 50 fails for 50 .. 55: lanes 58-63
v_cmpx_lt_i32_e64 s[2:3], v1, 50
;? s2 = 0xfffff7fe
;? s3 = 0x03fffeff
; v1 > -6 fails for -8 .. -6: lanes 1, 2 (lane 0 is off already)
v_cmpx_gt_i32_e64 s[4:5], v1, -6
;? s4 = 0xfffff7f8
;? s5 = 0x03fffeff
; a v_mov now writes lanes 3-57 but 11 and 40; v10 stays 0 elsewhere
v_mov_b32_e64 v10, 1
;? v10 = 0 0 0 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 0 0 0
; v1 <= 45 fails for 46 .. 49: lanes 54-57
v_cmpx_le_i32_e64 s[6:7], v1, 45
;? s6 = 0xfffff7f8
;? s7 = 0x003ffeff
; v1 >= -4 fails for -5: lane 3
v_cmpx_ge_i32_e64 s[8:9], v1, -4
;? s8 = 0xfffff7f0
;? s9 = 0x003ffeff
; --- unsigned
v_cmpx_t_u32_e64 s[10:11], v1, v2
;? s10 = 0xfffff7f0
;? s11 = 0x003ffeff
; v1 < 40 unsigned fails for -4 .. -1 (0xfffffffc ..): lanes 4-7, and for
; 40 .. 45: lanes 48-53
v_cmpx_lt_u32_e64 s[12:13], v1, 40
;? s12 = 0xfffff700
;? s13 = 0x0000feff
; v1 > 2 fails for 0, 1, 2: lanes 8-10
v_cmpx_gt_u32_e64 s[14:15], v1, 2
;? s14 = 0xfffff000
;? s15 = 0x0000feff
; v11 = v1 + 1 = l - 7 in lanes 12-47 but 40; 0xdead elsewhere
v_add_u32_e64 v11, v1, 1
;? v11 = 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 0xdead 34 35 36 37 38 39 40 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
; v1 <= 35 fails for 36 .. 39: lanes 44-47
v_cmpx_le_u32_e64 s[16:17], v1, 35
;? s16 = 0xfffff000
;? s17 = 0x00000eff
; v1 >= 5 fails for 4: lane 12
v_cmpx_ge_u32_e64 s[18:19], v1, 5
;? s18 = 0xffffe000
;? s19 = 0x00000eff
; 20 != v1 fails in lane 28
v_cmpx_ne_u32_e64 s[20:21], 20, v1
;? s20 = 0xefffe000
;? s21 = 0x00000eff
; --- equality against other registers
; v1 == v2 fails where v2 has bit 31 flipped: lane 30 (lane 50 is off)
v_cmpx_eq_i32_e64 s[22:23], v1, v2
;? s22 = 0xafffe000
;? s23 = 0x00000eff
; v1 == v3 fails in lane 35 (27 vs 28)
v_cmpx_eq_u32_e64 s[24:25], v1, v3
;? s24 = 0xafffe000
;? s25 = 0x00000ef7
; left on: lanes 13-43 but 28, 30, 35, 40; v12 = v1 = l - 8 there
v_mov_b32_e64 v12, v1
;? v12 = 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 0xdead 21 0xdead 23 24 25 26 0xdead 28 29 30 31 0xdead 33 34 35 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
; --- f: false everywhere, exec becomes 0
v_cmpx_f_i32_e64 s[26:27], v1, v2
;? s26 = 0
;? s27 = 0
v_cmpx_f_u32_e64 s[28:29], v1, v2
;? s28 = 0
;? s29 = 0
;? exec = 0
; with exec 0 nothing is written: v13 keeps 0xdead in every lane
v_mov_b32_e64 v13, 7
