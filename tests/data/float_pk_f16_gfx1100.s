; Packed f16 (VOP3P, issue 29) on GFX11 (gfx1100, wave32), worked by hand.
; MODE 0x008003f0: FP16_OVFL (bit 23), IEEE, DX10_CLAMP, f32 and f16
; denormals kept, round to nearest even. Each half of the result is the f16
; op on the halves op_sel (low result) and op_sel_hi (high result) pick,
; negated where neg_lo / neg_hi say; CLAMP clamps each to [+0, 1.0].
; The packed-constant rule (LLVM AMDGPUBaseInfo.cpp, getInlineEncodingV216:
; hardware gives an F16 instruction an inline float as the f16 value in
; bits 15:0 and 0 in bits 31:16, an inline integer sign-extended to 32
; bits; a literal is its 32 bits): the halves are then picked as a
; register's. Every lane active.
;! arch gfx1100
;= mode = 0x008003f0
;= v1 = 0x40003c00
;= v2 = 0xc2003800
;= v3 = 0x7bff7bff
;= v4 = 0x7e00fc00
;= v5 = 0x3c013c01
;= v6 = 0xbc02bc02
; {2.0, 1.0} + {-3.0, 0.5} = {-1.0, 1.5}
v_pk_add_f16 v10, v1, v2
;? v10 = 0xbc003e00
; low: -(v1.hi = 2.0) + v2.lo 0.5 = -1.5; high: v1.lo 1.0 - (v2.hi = -3.0) = 4.0
v_pk_add_f16 v11, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]
;? v11 = 0x4400be00
; the inline 2.0 is 0x00004000: low 1.0 * 2.0 = 2.0, high 2.0 * +0 = +0
v_pk_mul_f16 v12, v1, 2.0
;? v12 = 0x00004000
; the inline integer -16 is 0xfffffff0: its halves the quiet NaNs 0xfff0
; (low) and 0xffff (high), returned as they are (a NaN source's sign and
; payload kept)
v_pk_add_f16 v13, v1, -16
;? v13 = 0xfffffff0
; a literal's 32 bits: {1.0, 2.0} + {2.0, 1.0} = {3.0, 3.0}
v_pk_add_f16 v14, 0x3c004000, v1
;? v14 = 0x42004200
; op_sel on a constant: low = 1.0's high half (+0) + 1.0 = 1.0,
; high = its low half (1.0) + 2.0 = 3.0
v_pk_add_f16 v15, 1.0, v1 op_sel:[1,0] op_sel_hi:[0,1]
;? v15 = 0x42003c00
; fused: (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20 exactly, the subnormal 0x0010
; (a product rounded to f16 first, 1 + 2^-9, would give +0)
v_pk_fma_f16 v16, v5, v5, v6
;? v16 = 0x00100010
; CLAMP: 1.5 to 1.0, -1.0 to +0
v_pk_add_f16 v17, v1, v2 clamp
;? v17 = 0x00003c00
; FP16_OVFL: 65504 + 65504 overflows to the largest finite value
v_pk_add_f16 v18, v3, v3
;? v18 = 0x7bff7bff
; max(-inf, 1.0) = 1.0; max(qNaN, 2.0) under IEEE = 2.0
v_pk_max_f16 v19, v4, v1
;? v19 = 0x40003c00
; min(-inf, 1.0) = -inf; min(qNaN, -(2.0)) = -2.0
v_pk_min_f16 v20, v4, v1 neg_hi:[0,1]
;? v20 = 0xc000fc00
