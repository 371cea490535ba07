; v_cmpx_* on RDNA (gfx1100, wave32), worked by hand. From GFX10 on a
; v_cmpx writes exec only: exec = mask, bit l = (lane l active) AND cond;
; vcc and the SGPRs keep their values (vcc starts 0x12345678_9abcdef0 and
; must still hold it; the _e32 and _e64 forms alike have no other
; destination). Each later instruction runs in the lanes still on.
; Lane l holds v1 = l - 4 (-4 .. 27) and the pair v[2:3] = (l - 16) * 2^31:
; the low dword (v2) alternates 0, 0x80000000; the high dword (v3) is
; floor((l - 16) / 2), -8 .. 7. s[20:21] = 9 * 2^31 = 0x4_80000000,
; s[22:23] = 0. Start: exec = 0xfffffff7, lane 3 off.
;! arch gfx1100
;= exec = 0xfffffff7
;= vcc = 0x123456789abcdef0
;= v1 = -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27
;= v2 = 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000 0 0x80000000
;= v3 = -8 -8 -7 -7 -6 -6 -5 -5 -4 -4 -3 -3 -2 -2 -1 -1 0 0 1 1 2 2 3 3 4 4 5 5 6 6 7 7
;= v11 = 0xdead
;= v12 = 0xdead
;= s20 = 0x80000000
;= s21 = 4
;= s22 = 0
;= s23 = 0
; -2 <= v1 (signed) fails for -4, -3: lanes 0, 1. exec = 0xfffffff4
v_cmpx_le_i32_e32 -2, v1
; so v10 = 1 in lanes 2 and 4-31; lanes 0, 1, 3 keep 0
v_mov_b32_e64 v10, 1
;? v10 = 0 0 1 0 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
; v1 < 24 unsigned fails for -2 (0xfffffffe, lane 2) and 24 .. 27 (lanes
; 28-31). exec = 0x0ffffff0
v_cmpx_lt_u32_e64 v1, 24
; v11 = v1 + 100 = l + 96 in lanes 4-27
v_add_nc_u32_e64 v11, v1, 100
;? v11 = 0xdead 0xdead 0xdead 0xdead 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 0xdead 0xdead 0xdead 0xdead
; v[2:3] < 9 * 2^31 signed, i.e. l - 16 < 9, fails in lanes 25-27; the
; negative pairs of lanes 4-15 pass (as unsigned they would not).
; exec = 0x01fffff0
v_cmpx_lt_i64_e64 v[2:3], s[20:21]
; 0 != v[2:3] fails where the pair is 0: lane 16 (lane 17 is 0x0_80000000,
; its high dword alone is 0 too). exec = 0x01fefff0
v_cmpx_ne_u64_e32 s[22:23], v[2:3]
;? exec = 0x01fefff0
; v12 = v1 = l - 4 in lanes 4-24 but 16
v_mov_b32_e64 v12, v1
;? v12 = 0xdead 0xdead 0xdead 0xdead 0 1 2 3 4 5 6 7 8 9 10 11 0xdead 13 14 15 16 17 18 19 20 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
