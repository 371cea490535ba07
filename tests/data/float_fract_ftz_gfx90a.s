; Room frows on gfx90a (wave64) under MODE 0x3c0: f32 denormals flushed in
; and out, f64 kept, round to nearest even, IEEE set (docs/design.md "The
; remaining f32/f64 rows"): v_cvt_flr_i32_f32 of -2^-149 sees -0 and gives
; 0 (kept, it would be -1); v_fract_f32 of 2^-149 sees +0 and gives +0;
; v_cvt_rpi_i32_f32 of 2.5 is floor(3.0) = 3, of -2.5 floor(-2.0) = -2;
; v_fract_f32 of 1 + 2^-23 is 2^-23, of -1 - 2^-23 (floor -2) 1 - 2^-23.
;! arch gfx90a
;= mode = 0x3c0
;= v1 = 0x80000001
;= v2 = 0x00000001
;= v3 = 0x40200000
;= v4 = 0xc0200000
;= v5 = 0x3f800001
;= v6 = 0xbf800001
v_cvt_flr_i32_f32 v10, v1
;? v10 = 0
v_fract_f32 v11, v2
;? v11 = 0
v_cvt_rpi_i32_f32 v12, v3
;? v12 = 3
v_cvt_rpi_i32_f32 v13, v4
;? v13 = 0xfffffffe
v_fract_f32 v14, v5
;? v14 = 0x34000000
v_fract_f32 v15, v6
;? v15 = 0x3f7ffffe
