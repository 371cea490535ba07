; Mixed precision on GFX9 (gfx90a, wave64), worked by hand as
; float_mix_gfx1100.s says; MODE 0x1c0: round to nearest even, f16
; denormals kept, f32 denormals flushed (FP_DENORM bits 5:4 = 0), DX10_CLAMP,
; IEEE clear. Every lane active.
;! arch gfx90a
;= mode = 0x1c0
;= v1 = 0x40003c00
;= v2 = 0x3f800000
;= v8 = 0x00000001
;= v3 = 0xbf800000
;= v9 = 0x00000000
;= v14 = 0x56780000
; the f16 subnormal 2^-24 converts to the f32 normal 2^-24, kept
v_fma_mix_f32 v10, v8, v2, 0 op_sel_hi:[1,0,0]
;? v10 = 0x33800000
; 2^-24 * 2^-24 = 2^-48 in f32 (a normal: kept)
v_fma_mix_f32 v11, v8, v8, 0 op_sel_hi:[1,1,0]
;? v11 = 0x27800000
; f16 2.0 * f16 2.0 + f32 -1.0 = 3.0 to f16 (0x4200) in the low half, bits 31:16 kept
v_fma_mixlo_f16 v14, v1, v1, v3 op_sel:[1,1,0] op_sel_hi:[1,1,0]
;? v14 = 0x56784200
; the f32 +0 times anything plus f16 1.0: 1.0; NEG on an f32 +0 source: -0 * x + 1.0
v_fma_mix_f32 v12, -v9, v1, v1 op_sel_hi:[0,1,1]
;? v12 = 0x3f800000
