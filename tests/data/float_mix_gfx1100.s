; Mixed precision (issue 29, item 3) on GFX11 (gfx1100, wave32), worked by
; hand from the pseudocode: in[i] = op_sel_hi[i] ? f16_to_f32(the half
; op_sel[i] picks) : S[i].f32, ABS (printed |x|) then NEG (-x) on each;
; D = fma(in[0], in[1], in[2]) in f32 (one rounding); v_fma_mixlo/hi_f16
; convert that f32 to f16 (a second rounding) into D's low/high half, the
; other half kept. A constant is an f16 one (2.0: f16 2.0 read as f16; the
; literal 0x4200 is its 32 bits). MODE 0x3f0: round to nearest even,
; denormals kept, DX10_CLAMP, IEEE. Every lane active.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x40003c00
;= v2 = 0x3f800000
;= v3 = 0x40400000
;= v4 = 0x3c013c01
;= v5 = 0xbc02bc02
;= v6 = 0x0000c000
;= v7 = 0x3a000200
;= v8 = 0x00000001
;= v14 = 0x12340000
;= v15 = 0x0000abcd
; f16 1.0 * f16 1.0 + f32 3.0 = 4.0
v_fma_mix_f32 v10, v1, v1, v3 op_sel_hi:[1,1,0]
;? v10 = 0x40800000
; op_sel:[1,0,0]: the high half of v1 (2.0) * 1.0 + f32 1.0 = 3.0
v_fma_mix_f32 v11, v1, v1, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0]
;? v11 = 0x40400000
; -(1.0) * |-2.0| + 1.0 = -1.0
v_fma_mix_f32 v12, -v1, |v6|, v2 op_sel_hi:[1,1,0]
;? v12 = 0xbf800000
; f16 sources, f32 arithmetic: (1 + 2^-10)^2 - (1 + 2^-9) = 2^-20 exactly
v_fma_mix_f32 v13, v4, v4, v5 op_sel_hi:[1,1,1]
;? v13 = 0x35800000
; 1.0 * 1.0 + (2^-11 + 2^-25) = 1 + 2^-11 + 2^-25: to f32 1 + 2^-11 (below
; half an f32 ulp dropped), then to f16 a tie, to even: 1.0 (0x3c00; one
; rounding straight to f16 would give 0x3c01); bits 31:16 kept
v_fma_mixlo_f16 v14, v2, v2, v7
;? v14 = 0x12343c00
; f16 1.0 * 1.0 + 1.0 = 2.0 to the high half, bits 15:0 kept
v_fma_mixhi_f16 v15, v1, v1, v1 op_sel_hi:[1,1,1]
;? v15 = 0x4000abcd
; CLAMP: 3 * 3 + 1 = 10 to 1.0
v_fma_mix_f32 v16, v3, v3, v2 clamp
;? v16 = 0x3f800000
; the f16 subnormal 2^-24 (denormals kept) * 1.0 + the inline 0 = 2^-24
v_fma_mix_f32 v17, v8, v2, 0 op_sel_hi:[1,0,0]
;? v17 = 0x33800000
; the literal 0x4200 read as f16 (op_sel_hi[1]): 1.0 * 3.0 + 1.0 = 4.0
v_fma_mix_f32 v18, v2, 0x4200, v2 op_sel_hi:[0,1,0]
;? v18 = 0x40800000
; the inline 2.0 read as f16: 2.0 * 1.0 + 1.0 = 3.0
v_fma_mix_f32 v19, 2.0, v1, v2 op_sel_hi:[1,1,0]
;? v19 = 0x40400000
