; Constants in packed 16-bit integer sources (issue 29, item 6; docs/design.md
; "Integer residue"), gfx1100 wave32, worked by hand from the rule: the
; packed source is the constant's 32-bit value -- an inline integer
; sign-extended (5 = 0x00000005, -1 = 0xffffffff, -16 = 0xfffffff0), an
; inline float its f32 bits (1.0 = 0x3f800000), a literal its 32 bits --
; and op_sel / op_sel_hi pick its halves as they pick a register's.
; v2 = 0x8001fffe: high 0x8001 (-32767), low 0xfffe (-2)
; v3 = 0x00030004: high 3, low 4
;! arch gfx1100
;= v2 = 0x8001fffe
;= v3 = 0x00030004
; 5 = 0x0000_0005: low 0xfffe + 5 = 0x1_0003 -> 0x0003; high 0x8001 + 0
v_pk_add_u16 v10, v2, 5
;? v10 = 0x80010003
; op_sel_hi[1] = 0: the high result reads the constant's low half, 5:
; high 0x8001 + 5 = 0x8006
v_pk_add_u16 v11, v2, 5 op_sel_hi:[1,0]
;? v11 = 0x80060003
; -1 = 0xffff_ffff: low 0xfffe + 0xffff -> 0xfffd; high 0x8001 + 0xffff -> 0x8000
v_pk_add_u16 v12, v2, -1
;? v12 = 0x8000fffd
; the count is the constant's half, low 4 bits: low 4 << 1 = 8; high
; (the constant's high half, 0) 3 << 0 = 3
v_pk_lshlrev_b16 v13, 1, v3
;? v13 = 0x00030008
; op_sel_hi[0] = 0: the high count is the low half, 1: 3 << 1 = 6
v_pk_lshlrev_b16 v14, 1, v3 op_sel_hi:[0,1]
;? v14 = 0x00060008
; 1.0 = 0x3f80_0000: low 4 + 0 = 4; high 3 + 0x3f80 = 0x3f83
v_pk_add_u16 v15, v3, 1.0
;? v15 = 0x3f830004
; a literal 0x1234_5678: low = v3's low 4 * the literal's high half 0x1234
; (op_sel[1]) + v2's low 0xfffe = 0x48d0 + 0xfffe = 0x1_48ce -> 0x48ce;
; high = v3's high 3 * the literal's low half 0x5678 (op_sel_hi[1] = 0)
; + v2's high 0x8001 = 0x1_0368 + 0x8001 = 0x1_8369 -> 0x8369
v_pk_mad_u16 v16, v3, 0x12345678, v2 op_sel:[0,1,0] op_sel_hi:[1,0,1]
;? v16 = 0x836948ce
; 64 = 0x0000_0040: low 64 - (-2) = 66 = 0x42; high 0 - (-32767) = 0x7fff
v_pk_sub_i16 v17, 64, v2
;? v17 = 0x7fff0042
; -16 = 0xffff_fff0: low max(-2, -16) = -2; high max(-32767, 0xffff = -1) = -1
v_pk_max_i16 v18, v2, -16
;? v18 = 0xfffffffe
; op_sel_hi[1] = 0: the high result reads 0xfff0 = -16: max(-32767, -16) = -16
v_pk_max_i16 v19, v2, -16 op_sel_hi:[1,0]
;? v19 = 0xfff0fffe
; a literal 0x0005_0005: low 4 + 5 = 9; high 3 + 5 = 8
v_pk_add_u16 v20, v3, 0x50005
;? v20 = 0x00080009
; a literal 0x0001_0002, op_sel[0]: both results read its high half 1:
; low 1 * 4 = 4, high 1 * 3 = 3
v_pk_mul_lo_u16 v21, 0x10002, v3 op_sel:[1,0]
;? v21 = 0x00030004
; clamp saturates each half: low 65534 + 5 -> 65535; high 0x8001 + 0
v_pk_add_u16 v22, v2, 5 clamp
;? v22 = 0x8001ffff
