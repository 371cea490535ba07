; f16 arithmetic and conversions on GFX9 (gfx90a, wave64), MODE 0x3f0 (RNE,
; f16 and f32 denormals kept, DX10_CLAMP, IEEE), worked by hand from the
; ISA's rules (docs/design.md "f16"): one rounding of the exact result in
; the f16 format (11 bits, subnormals down to 2^-24); the first NaN source
; returned, quieted under IEEE; GFX9 zeroes bits 31:16 of the destination
; for the VOP2/VOP1 f16 rows (LLVM's zeroesHigh16BitsOfDest). Every lane
; active.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0xabcd3c00
;= v2 = 0x00013c01
;= v3 = 0x00000001
;= v4 = 0x00007bff
;= v5 = 0x00007e00
;= v6 = 0x00007c01
;= v20 = 0x4000ffff
;= v22 = 0x0000beef
;= v30 = 0x3f800001
;= v31 = 0x477ff000
;= v25 = 0x00008000
;= v26 = 0x00000000
; 1.0 + (1 + 2^-10) = 2 + 2^-10: halfway between 2.0 (0x4000) and
; 2 + 2^-9 (0x4001): nearest even, 0x4000; bits 31:16 zeroed
v_add_f16 v10, v1, v2
;? v10 = 0x00004000
; 2^-24 * 0.5 = 2^-25: halfway between 0 and 2^-24: even, +0
v_mul_f16 v11, v3, 0.5
;? v11 = 0x00000000
; 65504 + 65504 overflows: +inf
v_add_f16_e64 v12, v4, v4
;? v12 = 0x00007c00
; a qNaN src0 is the result; an sNaN src0 quieted (IEEE): 0x7c01 | 0x0200
v_sub_f16 v13, v5, v6
;? v13 = 0x00007e00
v_sub_f16 v14, v6, v1
;? v14 = 0x00007e01
; f32 1 + 2^-23 to f16: nearest, 1.0
v_cvt_f16_f32 v15, v30
;? v15 = 0x00003c00
; f32 65520: halfway between 65504 (0x7bff, odd) and 65536 (even, past the
; largest finite value): rounds to +inf
v_cvt_f16_f32 v16, v31
;? v16 = 0x00007c00
; f16 2^-24 to f32: exponent -24 + 127 = 103: 0x33800000
v_cvt_f32_f16 v17, v3
;? v17 = 0x33800000
; the sNaN 0x7c01 to f32: payload << 13, quieted (IEEE): 0x7fc02000
v_cvt_f32_f16 v18, v6
;? v18 = 0x7fc02000
; max(1.0, qNaN) under IEEE: the other operand
v_max_f16 v19, v1, v5
;? v19 = 0x00003c00
; 1.0 + 1.0 = 2.0 clamped to 1.0
v_add_f16_e64 v21, v1, v1 clamp
;? v21 = 0x00003c00
; SDWA: v20's high half (2.0) + v1's low half (1.0) = 3.0 to bits 31:16,
; bits 15:0 of v22 kept (UNUSED_PRESERVE)
v_add_f16_sdwa v22, v20, v1 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0
;? v22 = 0x4200beef
; min(qNaN, 1.0) under IEEE: the other operand; min(-0, +0) = -0
v_min_f16 v23, v5, v1
;? v23 = 0x00003c00
v_min_f16 v24, v25, v26
;? v24 = 0x00008000
; subrev: S1 - S0 = (1 + 2^-10) - 1.0 = 2^-10: exponent -10 + 15 = 5, 0x1400
v_subrev_f16 v27, v1, v2
;? v27 = 0x00001400
; ldexp(1.0, -2) = 0.25: exponent -2 + 15 = 13, 0x3400 (S1 is v29's low
; half, the i16 -2); GFX9 zeroes bits 31:16
;= v29 = 0x1234fffe
v_ldexp_f16 v28, v1, v29
;? v28 = 0x00003400
