; Carries on RDNA (gfx1100, wave32), worked by hand. v_add_co_u32 writes
; D = (S0 + S1) mod 2^32 and a carry-out mask; v_sub_co_u32 D = S0 - S1 with
; a borrow-out (1 when S1 > S0 as unsigned); the rev forms swap the sources
; (D = S1 - S0). The _co_ci forms add (or take off) one more, the carry-in
; (borrow-in) bit of the lane, from vcc_lo or the SGPR named last; their
; borrow is 1 when S1 + borrow-in > S0. A carry mask is written like a
; compare: bit l = (lane l active) AND carry; inactive lanes get 0 and keep
; their old VGPR (0xdead here). clamp saturates the 32-bit result (an add
; at 0xffffffff, a subtraction at 0) and leaves the carry-out as it is.
; exec = 0xfffff07e: by nibble, low first, e 7 0 f f f f f (lanes 0, 7,
; 8-11 off). Four lane patterns p = lane % 4, as 64-bit pairs
; A = v[1:2], B = v[3:4] (high dword in the second register):
;   p0: A = 0x00000000_ffffffff  B = 0x00000000_00000001
;   p1: A = 0xffffffff_ffffffff  B = 0x00000000_00000001
;   p2: A = 0x12345678_9abcdef0  B = 0x11111111_11111111
;   p3: A = 0x80000000_80000000  B = 0x80000000_80000000
; A mask is a nibble (bit p for pattern p) repeated, AND exec:
; b -> 0xbbbbb03a, a -> 0xaaaaa02a, 7 -> 0x77777076.
;! arch gfx1100
;= exec = 0xfffff07e
;= vcc = 0x12345678ffffffff
;= v1 = 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000 0xffffffff 0xffffffff 0x9abcdef0 0x80000000
;= v2 = 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000 0 0xffffffff 0x12345678 0x80000000
;= v3 = 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000 1 1 0x11111111 0x80000000
;= v4 = 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000 0 0 0x11111111 0x80000000
;= v10 = 0xdead
;= v11 = 0xdead
;= v12 = 0xdead
;= v13 = 0xdead
;= v14 = 0xdead
;= v15 = 0xdead
;= v16 = 0xdead
;= v17 = 0xdead
;= v18 = 0xdead
;= s10 = 0xffffffff
;= s11 = 0xffffffff
;= s12 = 0xffffffff
;= s13 = 0xffffffff
;= s14 = 0xffffffff
;= s15 = 0xffffffff
;= s16 = 0xffffffff
;= s30 = 0xffffffff
; --- A + B, 64 bits: carry from the low dwords through s10
; low: p0 0xffffffff + 1 = 0 carry 1; p1 the same; p2 0x9abcdef0 +
; 0x11111111 = 0xabcdf001 carry 0; p3 0x80000000 + 0x80000000 = 0 carry 1
v_add_co_u32 v10, s10, v1, v3
;? v10 = 0xdead 0 0xabcdf001 0 0 0 0xabcdf001 0xdead 0xdead 0xdead 0xdead 0xdead 0 0 0xabcdf001 0 0 0 0xabcdf001 0 0 0 0xabcdf001 0 0 0 0xabcdf001 0 0 0 0xabcdf001 0
;? s10 = 0xbbbbb03a
; high, + s10: p0 0 + 0 + 1 = 1; p1 0xffffffff + 0 + 1 = 0 carry 1;
; p2 0x12345678 + 0x11111111 = 0x23456789; p3 0x80000000 * 2 + 1 = 1 carry 1
v_add_co_ci_u32_e64 v11, s11, v2, v4, s10
;? v11 = 0xdead 0 0x23456789 1 1 0 0x23456789 0xdead 0xdead 0xdead 0xdead 0xdead 1 0 0x23456789 1 1 0 0x23456789 1 1 0 0x23456789 1 1 0 0x23456789 1 1 0 0x23456789 1
;? s11 = 0xaaaaa02a
; --- B - A, 64 bits: the borrow through vcc_lo, the high half in the
; _e32 form (carry-in and carry-out both vcc_lo; vcc_hi is left alone)
; low: p0 1 - 0xffffffff = 2 borrow 1; p1 the same; p2 0x11111111 -
; 0x9abcdef0 = 0x76543221 borrow 1; p3 0 borrow 0
v_sub_co_u32 v12, vcc_lo, v3, v1
;? v12 = 0xdead 2 0x76543221 0 2 2 0x76543221 0xdead 0xdead 0xdead 0xdead 0xdead 2 2 0x76543221 0 2 2 0x76543221 0 2 2 0x76543221 0 2 2 0x76543221 0 2 2 0x76543221 0
; high, - vcc_lo: p0 0 - 0 - 1 = 0xffffffff borrow 1 (B - A =
; -0xfffffffe = 0xffffffff_00000002); p1 0 - 0xffffffff - 1 = 0 borrow 1;
; p2 0x11111111 - 0x12345678 - 1 = 0xfedcba98 borrow 1; p3 0 borrow 0
v_sub_co_ci_u32_e32 v13, vcc_lo, v4, v2, vcc_lo
;? v13 = 0xdead 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0xdead 0xdead 0xdead 0xdead 0xdead 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0
;? vcc = 0x1234567877777076
; --- the same B - A with the rev forms: S0 = A, S1 = B, borrow in s12
v_subrev_co_u32 v14, s12, v1, v3
;? v14 = 0xdead 2 0x76543221 0 2 2 0x76543221 0xdead 0xdead 0xdead 0xdead 0xdead 2 2 0x76543221 0 2 2 0x76543221 0 2 2 0x76543221 0 2 2 0x76543221 0 2 2 0x76543221 0
;? s12 = 0x77777076
v_subrev_co_ci_u32_e64 v15, s13, v2, v4, s12
;? v15 = 0xdead 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0xdead 0xdead 0xdead 0xdead 0xdead 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0 0xffffffff 0 0xfedcba98 0
;? s13 = 0x77777076
; --- clamp: the low add saturates where it carries (p0, p1, p3); the
; carry-out is the same as s10's
v_add_co_u32 v16, s14, v1, v3 clamp
;? v16 = 0xdead 0xffffffff 0xabcdf001 0xffffffff 0xffffffff 0xffffffff 0xabcdf001 0xdead 0xdead 0xdead 0xdead 0xdead 0xffffffff 0xffffffff 0xabcdf001 0xffffffff 0xffffffff 0xffffffff 0xabcdf001 0xffffffff 0xffffffff 0xffffffff 0xabcdf001 0xffffffff 0xffffffff 0xffffffff 0xabcdf001 0xffffffff 0xffffffff 0xffffffff 0xabcdf001 0xffffffff
;? s14 = 0xbbbbb03a
; the low B - A with clamp: 0 where it borrows (p0-p2); p3 is 0 anyway
v_sub_co_u32 v17, s15, v3, v1 clamp
;? v17 = 0xdead 0 0 0 0 0 0 0xdead 0xdead 0xdead 0xdead 0xdead 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
;? s15 = 0x77777076
; --- a carry-in of 1 in every lane (s30 = 0xffffffff): A + B + 1, low
; dwords: p0 0xffffffff + 1 + 1 = 1 carry 1; p1 the same; p2 0xabcdf002;
; p3 0x80000000 * 2 + 1 = 1 carry 1
v_add_co_ci_u32_e64 v18, s16, v1, v3, s30
;? v18 = 0xdead 1 0xabcdf002 1 1 1 0xabcdf002 0xdead 0xdead 0xdead 0xdead 0xdead 1 1 0xabcdf002 1 1 1 0xabcdf002 1 1 1 0xabcdf002 1 1 1 0xabcdf002 1 1 1 0xabcdf002 1
;? s16 = 0xbbbbb03a
