; Constants in packed 16-bit integer sources and integer dot products
; (issue 29, item 6; docs/design.md "Integer residue"), gfx90a wave64, worked
; by hand from the rule: the source is the constant's 32-bit value (an
; inline integer sign-extended, an inline float its f32 bits; GFX9's VOP3P
; takes no literal) and op_sel / op_sel_hi pick its halves as a register's.
; v2 = 0x8001fffe: high 0x8001 (-32767), low 0xfffe (-2)
; v3 = 0x00030004: high 3, low 4
;! arch gfx90a
;= v2 = 0x8001fffe
;= v3 = 0x00030004
; 5 = 0x0000_0005: low 0xfffe + 5 -> 0x0003; high 0x8001 + 0
v_pk_add_u16 v10, v2, 5
;? v10 = 0x80010003
; op_sel_hi[1] = 0: high 0x8001 + 5 = 0x8006
v_pk_add_u16 v11, v2, 5 op_sel_hi:[1,0]
;? v11 = 0x80060003
; -16 = 0xffff_fff0: low max(-2, -16) = -2; high max(-32767, -1) = -1
v_pk_max_i16 v12, v2, -16
;? v12 = 0xfffffffe
v_pk_max_i16 v13, v2, -16 op_sel_hi:[1,0]
;? v13 = 0xfff0fffe
; 1.0 = 0x3f80_0000: low 4 + 0 = 4; high 3 + 0x3f80 = 0x3f83
v_pk_add_u16 v14, v3, 1.0
;? v14 = 0x3f830004
; count halves of 1 = 0x0000_0001: low 4 << 1 = 8, high 3 << 0 = 3
v_pk_lshlrev_b16 v15, 1, v3
;? v15 = 0x00030008
; 64 = 0x0000_0040, op_sel_hi[2] = 0 reads 64 in the high result too:
; low 0xfffe * 4 + 64 = 0x4_0038 -> 0x0038; high 0x8001 * 3 + 64 = 0x1_8043 -> 0x8043
v_pk_mad_u16 v16, v2, v3, 64 op_sel_hi:[1,1,0]
;? v16 = 0x80430038
; dot2: v2's halves (signed) times 1's halves 1 and 0, plus v3:
; -2 * 1 + (-32767) * 0 + 0x0003_0004 = 0x0003_0002
v_dot2_i32_i16 v17, v2, 1, v3
;? v17 = 0x00030002
; 1.0 = 0x3f80_0000: 4 * 0 + 3 * 0x3f80 + 0 = 0xbe80
v_dot2_u32_u16 v18, v3, 1.0, 0
;? v18 = 0x0000be80
