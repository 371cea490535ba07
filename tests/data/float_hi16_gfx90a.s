; What GFX9's 16-bit results leave in the other half (issue 29), worked by
; hand on gfx90a (wave64). Mesa ACO's instr_is_16bit lists GFX9's
; v_fma_f16 and v_mad_u16/i16 (the op_sel forms) as partial writes that
; keep the other half, and its can_use_opsel lets op_sel[3] pick the half
; written; ACO says GFX9's v_cvt_u16/i16_f16 do not keep it, and we zero
; it as LLVM's zeroesHigh16BitsOfDest has every other VOP1 16-bit result
; do (labelled approx on GFX9); v_div_fixup_f16 (op_sel form) keeps it as
; v_fma_f16 does, v_cvt_norm_i16_f16 zeroes it as v_cvt_i16_f16 does. MODE
; 0x3f0. Every lane active.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0xdead0000
;= v2 = 0x00003c00
;= v3 = 0x00004000
;= v4 = 0x00003800
;= v5 = 0x0000beef
;= v7 = 0x00030009
;= v8 = 0x00000004
;= v9 = 0x00000005
;= v10 = 0xaaaa5555
;= v11 = 0x1234c500
;= v12 = 0x77770000
;= v13 = 0x00001234
;= v14 = 0xffff0000
;= v15 = 0x00003800
;= v16 = 0x0000abcd
; 1.0 * 2.0 + 0.5 = 2.5 (0x4100) in bits 15:0; bits 31:16 kept
v_fma_f16 v1, v2, v3, v4
;? v1 = 0xdead4100
; op_sel[3]: the result in bits 31:16, bits 15:0 kept
v_fma_f16 v5, v2, v3, v4 op_sel:[0,0,0,1]
;? v5 = 0x4100beef
; op_sel[0] reads v7's high half (3): 3 * 4 + 5 = 17 (0x0011) into bits 31:16
v_mad_u16 v12, v7, v8, v9 op_sel:[1,0,0,1]
;? v12 = 0x00110000
; -5.0 (0xc500, v11's low half) to i16: -5 (0xfffb); GFX9 zeroes bits 31:16
v_cvt_i16_f16_e32 v10, v11
;? v10 = 0x0000fffb
; v_div_fixup_f16 of quotient 1.0 (v2), denominator 2.0 (v3), numerator 0.5
; (v4): no special case, |S0| with the sign of S1 * S2: +1.0 (0x3c00),
; written to bits 31:16 by op_sel[3], bits 15:0 kept
v_div_fixup_f16 v13, v2, v3, v4 op_sel:[0,0,0,1]
;? v13 = 0x3c001234
; snorm of 0.5: 0.5 * 32767 = 16383.5, to nearest even 16384 (0x4000); GFX9
; zeroes bits 31:16
v_cvt_norm_i16_f16_e32 v14, v15
;? v14 = 0x00004000
; v_mad_f16 (the op_sel form, unfused): 1.0 * 2.0 + 0.5 = 2.5 (0x4100) into
; bits 31:16 by op_sel[3], bits 15:0 kept
v_mad_f16 v16, v2, v3, v4 op_sel:[0,0,0,1]
;? v16 = 0x4100abcd
