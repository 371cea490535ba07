; VOP3-DPP in wave32 (gfx1100), worked by hand from the RDNA3 ISA's DPP
; rules, which the VOP3 form shares with the 32-bit ones: src0 of lane l is
; v[src0] in the lane the control names, read before any lane writes; the
; other sources are the lane's own. DPP16: a source lane out of its row or
; off in exec is invalid: with bound_ctrl:1 it reads 0, without it lane l
; is not written (a compare's bit of such a lane is 0, as an inactive
; lane's). DPP8: a source lane off in exec reads 0 (no fi). exec: every
; lane but lane 15. v1 holds 0x100 + the lane, v2 the lane; v3, v4 and s3
; start 0xdead.
;! arch gfx1100
;= exec = 0xffff7fff
;= v1 = 0x100 0x101 0x102 0x103 0x104 0x105 0x106 0x107 0x108 0x109 0x10a 0x10b 0x10c 0x10d 0x10e 0x10f 0x110 0x111 0x112 0x113 0x114 0x115 0x116 0x117 0x118 0x119 0x11a 0x11b 0x11c 0x11d 0x11e 0x11f
;= v2 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
;= v3 = 0xdead
;= v4 = 0xdead
;= s3 = 0xdead
; clang-19's wave reduction step: quad_perm:[1,0,3,2] swaps each pair, so
; lane l compares v2 of lane l ^ 1 with its own: l ^ 1 <= l in the odd
; lanes. Lane 14's source, lane 15, is off: bound_ctrl:1 reads 0, and
; 0 <= 14. Lane 15 is off: bit 0. s3 = 0xaaaaaaaa - bit 15 + bit 14.
v_cmp_le_u32_e64_dpp s3, v2, v2 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf bound_ctrl:1
;? s3 = 0xaaaa6aaa
; row_shr:1 without bound_ctrl: lane l adds v1 of lane l - 1, its own v2
; and 5: 0x100 + l - 1 + l + 5 = 0x104 + 2l. Lanes 0 and 16 (no lane
; before them in the row) and lane 15 (off) keep 0xdead.
v_add3_u32_e64_dpp v3, v1, v2, 5 row_shr:1 row_mask:0xf bank_mask:0xf
;? v3 = 0xdead 0x106 0x108 0x10a 0x10c 0x10e 0x110 0x112 0x114 0x116 0x118 0x11a 0x11c 0x11e 0x120 0xdead 0xdead 0x126 0x128 0x12a 0x12c 0x12e 0x130 0x132 0x134 0x136 0x138 0x13a 0x13c 0x13e 0x140 0x142
; dpp8:[7,6,5,4,3,2,1,0]: lane l reads v1 of lane l ^ 7, 0x100 + (l ^ 7),
; and xors its own v2 (l): 0x107 in every lane but lane 8, whose source
; (lane 15) is off and reads 0: 0 ^ 8 = 8; lane 15 keeps 0xdead.
v_xor_b32_e64_dpp v4, v1, v2 dpp8:[7,6,5,4,3,2,1,0]
;? v4 = 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 8 0x107 0x107 0x107 0x107 0x107 0x107 0xdead 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107 0x107
