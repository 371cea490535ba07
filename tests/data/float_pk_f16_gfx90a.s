; Packed f16 on GFX9 (gfx90a, wave64), worked by hand, MODE 0x3f0 (round
; to nearest even, f16 and f32 denormals kept, DX10_CLAMP, IEEE): each
; half of the result the f16 op of the halves op_sel / op_sel_hi pick (no
; literal on GFX9: inline constants, an inline float being the f16 value
; in bits 15:0 and 0 in bits 31:16). Every lane active.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0x40003c00
;= v5 = 0x3c013c01
;= v6 = 0xbc02bc02
;= v7 = 0x00010400
; fused: (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20 (0x0010) in each half
v_pk_fma_f16 v10, v5, v5, v6
;? v10 = 0x00100010
; op_sel_hi:[1,0]: high = 2.0 * (0.5's high half, +0) = +0; low 1.0 * 0.5
v_pk_mul_f16 v11, v1, 0.5
;? v11 = 0x00003800
; op_sel_hi:[1,0] picks 0.5's low half for the high result too: 2.0 * 0.5 = 1.0
v_pk_mul_f16 v12, v1, 0.5 op_sel_hi:[1,0]
;? v12 = 0x3c003800
; subnormals kept: 2^-14 (0x0400) * 0.5 = 2^-15 (0x0200); 2^-24 (0x0001) * 0.5:
; a tie between 0 and 2^-24, to even: +0
v_pk_mul_f16 v13, v7, 0.5 op_sel_hi:[1,0]
;? v13 = 0x00000200
; low: fma(1.0, 2.0, -(1.0)) = 1.0; high (op_sel_hi:[1,0,1]: the constant's
; low half again): fma(2.0, 2.0, -(2.0)) = 2.0
v_pk_fma_f16 v14, v1, 2.0, v1 op_sel_hi:[1,0,1] neg_lo:[0,0,1] neg_hi:[0,0,1]
;? v14 = 0x40003c00
