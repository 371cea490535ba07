; v_dot2_f32_f16 (issue 29, item 4) on GFX9 (gfx90a, wave64): the ISA
; pseudocode (fidelity approx: no hardware model of CDNA's dot2 is known),
; worked by hand: tmp = S2; tmp += f32(a0) * f32(b0); tmp += f32(a1) *
; f32(b1), each f16 converted exactly, each step an f32 multiplication and
; addition under MODE's f32 fields. MODE 0x1c0: round to nearest even, f16
; denormals kept, f32 denormals flushed (bits 5:4 = 0). Every lane active.
;! arch gfx90a
;= mode = 0x1c0
;= v1 = 0x00003c10
;= v2 = 0x00000001
;= v3 = 0x3f800000
;= v4 = 0x00008001
;= v5 = 0x00003800
;= v6 = 0x00400000
;= v7 = 0x00003c00
;= v8 = 0x3c004000
;= v9 = 0x40004400
;= v20 = 0x3f800000
;= v21 = 0x3f800000
; 1.0 + (1 + 2^-6) * 2^-24 = 1 + 2^-24 + 2^-30: above half an ulp (2^-24),
; rounds up to 1 + 2^-23 (0x3f800001); + 0 * 0
v_dot2_f32_f16 v10, v1, v2, v3
;? v10 = 0x3f800001
; 1.0 - 2^-25: halfway between 1 - 2^-24 and 1.0, to even: 1.0
v_dot2_f32_f16 v11, v4, v5, v3
;? v11 = 0x3f800000
; S2 = 2^-127 (subnormal) flushed by MODE (f32 denormals off), + 0 + 0: +0
v_dot2_f32_f16 v13, v7, v6, v6 op_sel_hi:[0,0,1]
;? v13 = 0x00000000
; -(2.0 * 4.0) + 1.0 = -7, then + 1.0 * -2.0 = -9 exactly (0xc1100000)
v_dot2_f32_f16 v15, v8, v9, v3 neg_lo:[1,0,0] neg_hi:[0,1,0]
;? v15 = 0xc1100000
; CLAMP: (1.0 * 4.0) + (1.0 * 2.0) + 1.0 = 7 clamped to 1.0
v_dot2_f32_f16 v17, v8, v9, v3 op_sel:[1,0,0] clamp
;? v17 = 0x3f800000
; v_dot2c_f32_f16 (VOP2): D is S2, the halves in place: 1.0 + (1 + 2^-6)
; * 2^-24 + 0 * 0 as the first case: 1 + 2^-23 (0x3f800001)
v_dot2c_f32_f16 v20, v1, v2
;? v20 = 0x3f800001
; its e64 form with CLAMP: 1.0 + 2.0 * 4.0 + 1.0 * 2.0 = 11, clamped to 1.0
v_dot2c_f32_f16_e64 v21, v8, v9 clamp
;? v21 = 0x3f800000
