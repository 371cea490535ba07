; Packed 16-bit integer ops (VOP3P, gfx1100 wave32), worked by hand from the
; ISA: each half of the result is the op on one half of each source, the
; half op_sel picks for the low result and op_sel_hi for the high one (by
; default low from low, high from high); each result half keeps 16 bits.
; Shifts are "rev": the count is source 0's half, low 4 bits.
; v2 = 0x8001fffe: high -32767 (0x8001), low -2 (0xfffe)
; v3 = 0x00030004: high 3, low 4;  v5 = 0x00100020: high 16, low 32
; s4 = 0x7fff0001: high 32767, low 1
;! arch gfx1100
;= v2 = 0x8001fffe
;= v3 = 0x00030004
;= v5 = 0x00100020
;= s4 = 0x7fff0001
; low 0xfffe + 4 = 0x1_0002, high 0x8001 + 3
v_pk_add_u16 v10, v2, v3
;? v10 = 0x80040002
v_pk_add_i16 v11, v2, v3
;? v11 = 0x80040002
; low 4 - 0xfffe = 6 (mod 2^16), high 3 - 0x8001 = 0x8002 (mod 2^16)
v_pk_sub_u16 v12, v3, v2
;? v12 = 0x80020006
; low -2 - 4 = -6, high -32767 - 3 = -32770 = 0x7ffe (mod 2^16)
v_pk_sub_i16 v13, v2, v3
;? v13 = 0x7ffefffa
; low 0xfffe * 4 = 0x3_fff8, high 0x8001 * 3 = 0x1_8003
v_pk_mul_lo_u16 v14, v2, v3
;? v14 = 0x8003fff8
; low 0xfff8 + 32 = 0x1_0018, high 0x8003 + 16
v_pk_mad_u16 v15, v2, v3, v5
;? v15 = 0x80130018
; low: v2's high 0x8001 * v3's low 4 + v5's low 32 = 0x2_0024;
; high (op_sel_hi[0] = 0): v2's low 0xfffe * 3 + 16 = 0x3_000a
v_pk_mad_i16 v16, v2, v3, v5 op_sel:[1,0,0] op_sel_hi:[0,1,1]
;? v16 = 0x000a0024
; low 0xfffe << 4 = 0xffe0 (16 bits), high 0x8001 << 3 = 0x0008
v_pk_lshlrev_b16 v17, v3, v2
;? v17 = 0x0008ffe0
v_pk_lshrrev_b16 v18, v3, v2
;? v18 = 0x10000fff
; low -2 >> 4 = -1, high -32767 >> 3 = -4096 (0xf000)
v_pk_ashrrev_i16 v19, v3, v2
;? v19 = 0xf000ffff
; signed: max(-2, 4) = 4, max(-32767, 3) = 3
v_pk_max_i16 v20, v2, v3
;? v20 = 0x00030004
v_pk_max_u16 v21, v2, v3
;? v21 = 0x8001fffe
v_pk_min_i16 v22, v2, v3
;? v22 = 0x8001fffe
v_pk_min_u16 v23, v2, v3
;? v23 = 0x00030004
; low max(1, -2) = 1; high (op_sel_hi[0] = 0): max(s4's low 1, -32767) = 1
v_pk_max_i16 v24, s4, v2 op_sel_hi:[0,1]
;? v24 = 0x00010001
; clamp on the adds and subtracts saturates each half (as LLVM selects these
; for uaddsat/usubsat/saddsat/ssubsat on v2i16):
; low 65534 + 4 = 65538 -> 65535; high 32769 + 3 = 32772 = 0x8004
v_pk_add_u16 v25, v2, v3 clamp
;? v25 = 0x8004ffff
; 4 - 65534 and 3 - 32769 are below 0 -> 0
v_pk_sub_u16 v26, v3, v2 clamp
;? v26 = 0x00000000
; low -2 + 4 = 2; high -32767 + 3 = -32764 = 0x8004
v_pk_add_i16 v27, v2, v3 clamp
;? v27 = 0x80040002
; low -2 - 4 = -6; high -32767 - 3 = -32770 -> -32768 = 0x8000
v_pk_sub_i16 v28, v2, v3 clamp
;? v28 = 0x8000fffa
