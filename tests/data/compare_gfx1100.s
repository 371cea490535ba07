; Integer compares, v_cmp_* (gfx1100, wave32), worked by hand: a compare
; writes a lane mask, bit l = (lane l active) AND cond(S0[l], S1[l]); the
; bits of inactive lanes are 0, whatever the destination held. The _e32
; form writes vcc_lo (vcc_hi is left alone in wave32), the _e64 form the
; SGPR it names. Every destination starts all ones, so the zeros show.
; exec = 0xf0f03cff: by nibble (lanes 4k..4k+3, low first) f f c 3 0 f 0 f.
; The lanes repeat four patterns p = lane % 4; in a nibble, bit p is pattern
; p, so a result is a nibble n for the condition, repeated, AND exec.
; 32-bit, S0 = v1, S1 = v2:
;   p0: 1 vs 0xffffffff: signed 1 > -1, unsigned 1 < 0xffffffff
;   p1: 0x80000000 vs 0x7fffffff: signed INT_MIN < INT_MAX, unsigned >
;   p2: 5 vs 5: equal
;   p3: 2 vs 7: less, both ways
; 64-bit, S0 = v[3:4], S1 = v[5:6] (high dword in the odd register), the
; same classes; the low dwords alone would compare the other way in p0, p3:
;   p0: 0x00000001_00000000 vs 0xffffffff_ffffffff (-1)
;   p1: 0x80000000_00000000 (INT64_MIN) vs 0x7fffffff_ffffffff (INT64_MAX)
;   p2: 0x12345678_9abcdef0 vs the same
;   p3: 0x00000000_ffffffff vs 0x00000001_00000000
; So the nibbles (bits p3 p2 p1 p0) are: lt_i a (p1 p3), eq 4 (p2), le_i e,
; gt_i 1 (p0), ne b, ge_i 5, lt_u 9 (p0 p3), le_u d, gt_u 2 (p1), ge_u 6,
; f 0, t f. AND with exec: a -> 0xa0a028aa, 4 -> 0x40400444, e -> 0xe0e02cee,
; 1 -> 0x10101011, b -> 0xb0b038bb, 5 -> 0x50501455, 9 -> 0x90901899,
; d -> 0xd0d01cdd, 2 -> 0x20202022, 6 -> 0x60602466, f -> exec, 0 -> 0.
;! arch gfx1100
;= exec = 0xf0f03cff
;= vcc = 0x12345678ffffffff
;= v1 = 1 0x80000000 5 2 1 0x80000000 5 2 1 0x80000000 5 2 1 0x80000000 5 2 1 0x80000000 5 2 1 0x80000000 5 2 1 0x80000000 5 2 1 0x80000000 5 2
;= v2 = 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7 0xffffffff 0x7fffffff 5 7
;= v3 = 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff 0 0 0x9abcdef0 0xffffffff
;= v4 = 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0 1 0x80000000 0x12345678 0
;= v5 = 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0 0xffffffff 0xffffffff 0x9abcdef0 0
;= v6 = 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1 0xffffffff 0x7fffffff 0x12345678 1
;= v10 = 0x77
;= s40 = 0x9abcdef0
;= s41 = 0x12345678
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
;= s30 = 0xffffffff
;= s31 = 0xffffffff
;= s32 = 0xffffffff
;= s33 = 0xffffffff
;= s34 = 0xffffffff
;= s35 = 0xffffffff
;= s36 = 0xffffffff
;= s37 = 0xffffffff
; --- signed 32-bit
v_cmp_f_i32_e64 s4, v1, v2
;? s4 = 0
; the _e32 form into vcc_lo; v_cndmask (0 or 1 by the mask) keeps a copy in
; v10: 1 in the active p1, p3 lanes, 0 in the active p0, p2 lanes, and
; lanes 8, 9, 14-19, 24-27 (exec clear) keep 0x77
v_cmp_lt_i32_e32 vcc_lo, v1, v2
v_cndmask_b32_e64 v10, 0, 1, vcc_lo
;? v10 = 0 1 0 1 0 1 0 1 0x77 0x77 0 1 0 1 0x77 0x77 0x77 0x77 0x77 0x77 0 1 0 1 0x77 0x77 0x77 0x77 0 1 0 1
v_cmp_eq_i32_e64 s5, v1, v2
;? s5 = 0x40400444
v_cmp_le_i32_e64 s6, v1, v2
;? s6 = 0xe0e02cee
v_cmp_gt_i32_e64 s7, v1, v2
;? s7 = 0x10101011
v_cmp_ne_i32_e64 s8, v1, v2
;? s8 = 0xb0b038bb
v_cmp_ge_i32_e64 s9, v1, v2
;? s9 = 0x50501455
v_cmp_t_i32_e64 s10, v1, v2
;? s10 = 0xf0f03cff
; --- unsigned 32-bit: the same registers, p0 and p1 swap sides
v_cmp_f_u32_e64 s11, v1, v2
;? s11 = 0
v_cmp_lt_u32_e64 s12, v1, v2
;? s12 = 0x90901899
v_cmp_eq_u32_e64 s13, v1, v2
;? s13 = 0x40400444
v_cmp_le_u32_e64 s14, v1, v2
;? s14 = 0xd0d01cdd
v_cmp_gt_u32_e64 s15, v1, v2
;? s15 = 0x20202022
v_cmp_ne_u32_e64 s16, v1, v2
;? s16 = 0xb0b038bb
v_cmp_ge_u32_e64 s17, v1, v2
;? s17 = 0x60602466
v_cmp_t_u32_e64 s18, v1, v2
;? s18 = 0xf0f03cff
; --- signed 64-bit
v_cmp_f_i64_e64 s19, v[3:4], v[5:6]
;? s19 = 0
v_cmp_lt_i64_e64 s20, v[3:4], v[5:6]
;? s20 = 0xa0a028aa
v_cmp_eq_i64_e64 s21, v[3:4], v[5:6]
;? s21 = 0x40400444
v_cmp_le_i64_e64 s22, v[3:4], v[5:6]
;? s22 = 0xe0e02cee
v_cmp_gt_i64_e64 s23, v[3:4], v[5:6]
;? s23 = 0x10101011
v_cmp_ne_i64_e64 s24, v[3:4], v[5:6]
;? s24 = 0xb0b038bb
v_cmp_ge_i64_e64 s25, v[3:4], v[5:6]
;? s25 = 0x50501455
v_cmp_t_i64_e64 s26, v[3:4], v[5:6]
;? s26 = 0xf0f03cff
; --- unsigned 64-bit
v_cmp_f_u64_e64 s27, v[3:4], v[5:6]
;? s27 = 0
v_cmp_eq_u64_e64 s28, v[3:4], v[5:6]
;? s28 = 0x40400444
v_cmp_le_u64_e64 s29, v[3:4], v[5:6]
;? s29 = 0xd0d01cdd
v_cmp_gt_u64_e64 s30, v[3:4], v[5:6]
;? s30 = 0x20202022
v_cmp_ne_u64_e64 s31, v[3:4], v[5:6]
;? s31 = 0xb0b038bb
v_cmp_ge_u64_e64 s32, v[3:4], v[5:6]
;? s32 = 0x60602466
v_cmp_t_u64_e64 s33, v[3:4], v[5:6]
;? s33 = 0xf0f03cff
; --- constants and scalar sources
; v1 > -1 (inline constant), signed: p0 (1), p2 (5), p3 (2); not INT_MIN
v_cmp_gt_i32_e64 s34, v1, -1
;? s34 = 0xd0d01cdd
; 0x80000000 (literal) > v1, unsigned: 1, 5, 2 yes; p1 is equal
v_cmp_gt_u32_e64 s35, 0x80000000, v1
;? s35 = 0xd0d01cdd
; v[3:4] < 0 (64-bit 0), signed: only INT64_MIN, p1
v_cmp_lt_i64_e64 s36, v[3:4], 0
;? s36 = 0x20202022
; s[40:41] = 0x12345678_9abcdef0 equals v[3:4] in p2 only
v_cmp_eq_u64_e64 s37, s[40:41], v[3:4]
;? s37 = 0x40400444
; last, the _e32 form of a 64-bit compare: vcc_lo = lt_u (9), vcc_hi kept
v_cmp_lt_u64_e32 vcc_lo, v[3:4], v[5:6]
;? vcc = 0x1234567890901899
