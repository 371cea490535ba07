; What GFX9's 16-bit results leave in the other half (issue 29), worked by
; hand on gfx90a (wave64). Mesa ACO's instr_is_16bit lists GFX9's
; v_fma_f16 and v_mad_u16/i16 (the op_sel forms) as partial writes that
; keep the other half, and its can_use_opsel lets op_sel[3] pick the half
; written; ACO says GFX9's v_cvt_u16/i16_f16 do not keep it, and we zero
; it as LLVM's zeroesHigh16BitsOfDest has every other VOP1 16-bit result
; do (labelled approx on GFX9). MODE 0x3f0. Every lane active.
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
