; f16 arithmetic under a MODE other than the default on GFX11 (gfx1100,
; wave32), worked by hand: MODE 0x00800334 = FP16_OVFL (bit 23), IEEE and
; DX10_CLAMP, f32 denormals kept (bits 5:4 = 3), f16/f64 denormals flushed
; in and out (bits 7:6 = 0), f16/f64 rounding toward +inf (bits 3:2 = 1),
; f32 rounding to nearest (bits 1:0 = 0). FP16_OVFL: a finite result that
; overflows is the largest finite value of its sign (docs/design.md "f16").
; GFX10+ keep bits 31:16 of the destination (op_sel[3] writes them). Every
; lane active.
;! arch gfx1100
;= mode = 0x00800334
;= v1 = 0x00003c00
;= v3 = 0x00000001
;= v4 = 0x00007bff
;= v5 = 0x00007e00
;= v10 = 0x11110000
;= v11 = 0x22220000
;= v12 = 0x33330000
;= v14 = 0x0000abcd
;= v15 = 0x99993c00
;= v20 = 0x40004000
;= v32 = 0x00000400
;= v33 = 0x3f800001
;= v34 = 0x0000fbff
;= v35 = 0x00007c00
; 65504 + 1.0 rounded up overflows: +inf, saturated to 65504 (0x7bff)
v_add_f16 v10, v4, v1
;? v10 = 0x11117bff
; 2^-14 * 0.5 = 2^-15, an f16 subnormal, flushed to +0
v_mul_f16 v11, v32, 0.5
;? v11 = 0x22220000
; f32 1 + 2^-23 to f16 rounded up by the f16 field: 1 + 2^-10 (0x3c01)
v_cvt_f16_f32 v12, v33
;? v12 = 0x33333c01
; the f16 subnormal 2^-24 flushed on input: +0
v_cvt_f32_f16 v13, v3
;? v13 = 0x00000000
; op_sel:[0,0,0,1]: 1 * 1 + 1 = 2.0 to bits 31:16, bits 15:0 kept
v_fma_f16 v14, v1, v1, v1 op_sel:[0,0,0,1]
;? v14 = 0x4000abcd
; v_fmac_f16: fma(1.0, 2.0, D.f16 = 1.0) = 3.0 (0x4200), bits 31:16 kept
v_fmac_f16 v15, v1, v20
;? v15 = 0x99994200
; -65504 - 65504 rounded toward +inf: the largest negative finite value
v_sub_f16 v16, v34, v4
;? v16 = 0x0000fbff
; max(qNaN, 1.0) under IEEE: 1.0
v_max_f16 v17, v5, v1
;? v17 = 0x00003c00
; +inf + 1.0: +inf, not saturated (an infinite operand does not overflow)
v_add_f16 v18, v35, v1
;? v18 = 0x00007c00
; fma(1.0, 1 + 2^-10, 2^-24) rounded up (MODE's f16 field): 1 + 2^-10 +
; 2^-24 lies above 1 + 2^-10: 1 + 2 * 2^-10 (0x3c02); but 2^-24, an f16
; subnormal, is flushed on input here (f16 denormals flushed): 1 + 2^-10
; exactly, 0x3c01; op_sel:[1,0,0,0] reads v21's high half (2.0): 2 * 1 + 1
;= v21 = 0x40000000
;= v22 = 0x00003c01
;= v23 = 0x5555abcd
v_fma_f16 v19, v1, v22, v3
;? v19 = 0x00003c01
v_fma_f16 v23, v21, v1, v1 op_sel:[1,0,0,0]
;? v23 = 0x55554200
