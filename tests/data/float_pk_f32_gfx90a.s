; Packed f32 (room pkf32; gfx90a wave64, MODE 0x3f0: round to nearest even,
; denormals kept, IEEE and DX10_CLAMP set). v_pk_fma/mul/add_f32 do two
; independent f32 ops on the dwords of register pairs (CDNA3 pseudocode:
; D[31:0] = op(S0[31:0], ...), D[63:32] = op(S0[63:32], ...)). The rule,
; worked by hand below: the low result reads from source i the dword
; op_sel[i] picks (1: the high one), negated if neg_lo[i]; the high result
; the dword op_sel_hi[i] picks (default: the high one), negated if
; neg_hi[i] (NEG acts on the value each half reads, after the pick: LLVM's
; SelectVOP3PMods); each half rounds, quiets NaNs and clamps on its own.
;! arch gfx90a
;= v2 = 0x3fc00000
;= v3 = 0x40000000
;= v4 = 0x40800000
;= v5 = 0xc0400000
;= v6 = 0x3e800000
;= v7 = 0x41200000
;= v8 = 0x7f800001
;= v9 = 0x40400000
;= v24 = 0x00000001
;= v25 = 0x7e800000
; (1.5, 2.0) + (4.0, -3.0) = (5.5, -1.0)
v_pk_add_f32 v[10:11], v[2:3], v[4:5]
;? v10 = 0x40b00000
;? v11 = 0xbf800000
; op_sel swaps the halves: low = 2.0 * 4.0 = 8.0, high = 1.5 * -3.0 = -4.5
v_pk_mul_f32 v[12:13], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1]
;? v12 = 0x41000000
;? v13 = 0xc0900000
; neg_hi on source 2: low = 1.5 * 4.0 + 0.25 = 6.25, high = 2.0 * -3.0 - 10.0 = -16.0
v_pk_fma_f32 v[14:15], v[2:3], v[4:5], v[6:7] neg_hi:[0,0,1]
;? v14 = 0x40c80000
;? v15 = 0xc1800000
; neg_lo negates the dword the low half reads (here source 1's high one):
; low = 1.5 + -(2.0) = -0.5; high = 2.0 + 1.5 = 3.5, not negated (a neg_lo
; on "source 1's low dword" would give 3.5 and 0.5 instead)
v_pk_add_f32 v[16:17], v[2:3], v[2:3] op_sel:[0,1] op_sel_hi:[1,0] neg_lo:[0,1]
;? v16 = 0xbf000000
;? v17 = 0x40600000
; a NaN in one half only: the low half's sNaN comes back quieted (IEEE set),
; the high half is 3.0 * -3.0 = -9.0
v_pk_mul_f32 v[18:19], v[8:9], v[4:5]
;? v18 = 0x7fc00001
;? v19 = 0xc1100000
; an inline constant is its f32 value, in the low dword both halves pick
; (op_sel_hi[2] = 0, as LLVM emits it): (1.5 * 4.0 + 0.5, 2.0 * -3.0 + 0.5)
v_pk_fma_f32 v[20:21], v[2:3], v[4:5], 0.5 op_sel_hi:[1,1,0]
;? v20 = 0x40d00000
;? v21 = 0xc0b00000
; clamp on each half: the quieted NaN gives +0 (DX10_CLAMP), 2.0 + 3.0 = 5.0 gives 1.0
v_pk_add_f32 v[22:23], v[2:3], v[8:9] clamp
;? v22 = 0x00000000
;? v23 = 0x3f800000
; denormals kept: 2^-149 * 2^126 = 2^-23; the high half reads v25 twice
; (op_sel[1] = 1 is for the low half only): 2^126 * 2^126 overflows to +inf
v_pk_mul_f32 v[26:27], v[24:25], v[24:25] op_sel:[0,1]
;? v26 = 0x34000000
;? v27 = 0x7f800000
