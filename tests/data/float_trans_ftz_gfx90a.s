; The transcendentals with f32 denormals flushed (gfx90a, wave64, MODE
; 0x3c0: round to nearest even, FP_DENORM f32 0 (flush inputs and results),
; f64 3 (kept), DX10_CLAMP and IEEE set), worked by hand from the rules of
; src/ir/fpmode.h (docs/design.md "Transcendentals"): a flushed denormal is
; the zero of its sign, so rcp gives the infinity of that sign, sin the
; zero, cos 1, sqrt the zero.
;! arch gfx90a
;= mode = 0x3c0
; v1 = 2^-149, v2 = -2^-149, v3 = 2^-127
;= v1 = 0x00000001
;= v2 = 0x80000001
;= v3 = 0x00400000
v_rcp_f32 v10, v1
;? v10 = 0x7f800000
v_rcp_f32 v11, v2
;? v11 = 0xff800000
v_sin_f32 v12, v3
;? v12 = 0
v_sin_f32 v13, v2
;? v13 = 0x80000000
v_cos_f32 v14, v2
;? v14 = 0x3f800000
v_sqrt_f32 v15, v3
;? v15 = 0
; 2^-1 = 0.5 (exact), log2(0.5) = -1
v_exp_f32 v16, -1.0
;? v16 = 0x3f000000
v_log_f32 v17, 0.5
;? v17 = 0xbf800000
