; Float DPP in wave32 (gfx1100), worked by hand from the RDNA3 ISA's DPP
; rules (as dpp16_w32_gfx1100.s) and the float rules (float_gfx1100.s): the
; DPP control picks the lane src0 is read from, as the wave holds it before
; the instruction; an invalid source lane (out of the row, or off in exec
; without fi) reads 0 bits with bound_ctrl:1 and leaves the lane unwritten
; without it; then the float op applies its source modifiers to the value
; read (abs, then neg: -(0 bits) is -0.0), then computes (docs/design.md,
; "Float DPP and SDWA"). exec: every lane but lane 3. v1 holds the lane's
; number as an f32 (0.0, 1.0, ... 31.0).
;! arch gfx1100
;= mode = 0x3f0
;= exec = 0xfffffff7
;= v1 = 0x00000000 0x3f800000 0x40000000 0x40400000 0x40800000 0x40a00000 0x40c00000 0x40e00000 0x41000000 0x41100000 0x41200000 0x41300000 0x41400000 0x41500000 0x41600000 0x41700000 0x41800000 0x41880000 0x41900000 0x41980000 0x41a00000 0x41a80000 0x41b00000 0x41b80000 0x41c00000 0x41c80000 0x41d00000 0x41d80000 0x41e00000 0x41e80000 0x41f00000 0x41f80000
;= v2 = 0xdead
;= v3 = 0xdead
;= v4 = 0x80000000
;= v5 = 0xdead
;= v6 = 0x40000000
;= v7 = 0xdead
;= v8 = 0x41200000
;= vcc = 0
; A wave reduction's step: v2 = v1 of the lane before + v1, within each row
; of 16. Lanes 0 and 16 have no lane before in their row and lane 4's (lane
; 3) is off: under bound_ctrl:1 they read 0 bits, +0.0: v2 = v1 there.
; Lane 3 is off: not written.
v_add_f32_dpp v2, v1, v1 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
;? v2 = 0x00000000 0x3f800000 0x40400000 0x0000dead 0x40800000 0x41100000 0x41300000 0x41500000 0x41700000 0x41880000 0x41980000 0x41a80000 0x41b80000 0x41c80000 0x41d80000 0x41e80000 0x41800000 0x42040000 0x420c0000 0x42140000 0x421c0000 0x42240000 0x422c0000 0x42340000 0x423c0000 0x42440000 0x424c0000 0x42540000 0x425c0000 0x42640000 0x426c0000 0x42740000
; neg on the permuted source: a lane whose source is invalid reads +0.0,
; which neg makes -0.0, and -0.0 + -0.0 (v4) = -0.0 (0x80000000; had the
; 0 been written after the modifier, +0.0 + -0.0 = +0.0). Lane 1 reads
; lane 0's +0.0: -0.0 as well. The others: -(l - 1) + -0.0.
v_add_f32_dpp v3, -v1, v4 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
;? v3 = 0x80000000 0x80000000 0xbf800000 0x0000dead 0x80000000 0xc0800000 0xc0a00000 0xc0c00000 0xc0e00000 0xc1000000 0xc1100000 0xc1200000 0xc1300000 0xc1400000 0xc1500000 0xc1600000 0x80000000 0xc1800000 0xc1880000 0xc1900000 0xc1980000 0xc1a00000 0xc1a80000 0xc1b00000 0xc1b80000 0xc1c00000 0xc1c80000 0xc1d00000 0xc1d80000 0xc1e00000 0xc1e80000 0xc1f00000
; without bound_ctrl the lanes with an invalid source (0, 4, 16) keep
; their value; the others: |v1 of lane l - 1| * 2.0
v_mul_f32_dpp v7, |v1|, v6 row_shr:1 row_mask:0xf bank_mask:0xf
;? v7 = 0x0000dead 0x00000000 0x40000000 0x0000dead 0x0000dead 0x41000000 0x41200000 0x41400000 0x41600000 0x41800000 0x41900000 0x41a00000 0x41b00000 0x41c00000 0x41d00000 0x41e00000 0x0000dead 0x42000000 0x42080000 0x42100000 0x42180000 0x42200000 0x42280000 0x42300000 0x42380000 0x42400000 0x42480000 0x42500000 0x42580000 0x42600000 0x42680000 0x42700000
; VOP3-DPP with DPP8: lane l reads lane (l & ~7) + [1,0,3,2,5,4,7,6][l & 7];
; lane 2's source, lane 3, is off: 0 bits (no fi). -x + 2.0 clamped to
; [0, 1]: lanes reading 0.0 or 1.0 give 1.0 (2.0 and 1.0 clamped), the
; others a negative sum: +0.
v_add_f32_e64_dpp v5, -v1, v6 clamp dpp8:[1,0,3,2,5,4,7,6]
;? v5 = 0x3f800000 0x3f800000 0x3f800000 0x0000dead 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000 0x00000000
; a compare's DPP16 form (GFX11: printed without _dpp): |v1 of lane l - 1|
; > 10.0, the row_shr:1 rule without bound_ctrl: lanes 12-15 and 17-31 hold
; it; lanes 0, 16 (no lane before in the row) and 4 (its source, lane 3,
; is off) do not write: their bits are 0, as lane 3's (inactive):
; vcc = 0xfffef000
v_cmp_gt_f32 vcc_lo, |v1|, v8 row_shr:1 row_mask:0xf bank_mask:0xf
;? vcc = 0xfffef000
