; The f64 transcendentals with f64 denormals flushed (gfx1030, wave32, MODE
; 0x330: round to nearest even, FP_DENORM f64 0 (flush inputs and results),
; f32 3 (kept), DX10_CLAMP and IEEE set), worked by hand from the rules of
; src/ir/fpmode.h (docs/design.md "Transcendentals"; [?]: the f64 ones follow
; MODE's f64 fields as every f64 op): 1/2^1023 = 2^-1023 is a denormal
; result, flushed to the zero of its sign; a denormal input is the zero of
; its sign, so sqrt gives that zero and rsq the infinity.
;! arch gfx1030
;= mode = 0x330
; v[1:2] = 2^1023, v[3:4] = -2^1023, v[5:6] = 2^-1074 (the least subnormal)
;= v1 = 0x00000000
;= v2 = 0x7fe00000
;= v3 = 0x00000000
;= v4 = 0xffe00000
;= v5 = 0x00000001
;= v6 = 0x00000000
v_rcp_f64 v[10:11], v[1:2]
;? v10 = 0
;? v11 = 0
v_rcp_f64 v[12:13], v[3:4]
;? v12 = 0
;? v13 = 0x80000000
v_sqrt_f64 v[14:15], v[5:6]
;? v14 = 0
;? v15 = 0
v_rsq_f64 v[16:17], v[5:6]
;? v16 = 0
;? v17 = 0x7ff00000
