; The f16 transcendentals (issue 29) on GFX9 (gfx90a, wave64) with MODE's
; f16/f64 denormal field 0 (flush in and out; MODE 0x330: f32 denormals
; kept, round to nearest even, DX10_CLAMP and IEEE set), worked by hand
; from src/ir/fpmode.h's rules: the f16 rows flush as MODE's f16 field
; says, as every other f16 op. GFX9 zeroes bits 31:16. Every lane active.
;! arch gfx90a
;= mode = 0x330
; v1 = 2^-15 (0x0200), v2 = -2^-24 (0x8001), v3 = 2^-24 (0x0001), subnormals
;= v1 = 0x00000200
;= v2 = 0x00008001
;= v3 = 0x00000001
;= v10 = 0xabcd0000
;= v11 = 0xabcd0000
;= v12 = 0xabcd0000
;= v13 = 0xabcd0000
;= v14 = 0xabcd0000
;= v15 = 0xabcd0000
; rcp: the input flushed to +0: +inf (kept it would be 2^15)
v_rcp_f16 v10, v1
;? v10 = 0x00007c00
; sqrt: -2^-24 flushed to -0: sqrt(-0) = -0, not the NaN of a negative
v_sqrt_f16 v11, v2
;? v11 = 0x00008000
; log2: the input flushed to +0: -inf
v_log_f16 v12, v3
;? v12 = 0x0000fc00
; 2^-24 (-24 is 0xce00) is subnormal: flushed to +0; 2^-14 (-14 is
; 0xcb00) is the least normal, kept (0x0400)
v_exp_f16 v13, 0xce00
;? v13 = 0
v_exp_f16 v14, 0xcb00
;? v14 = 0x00000400
; sin of the flushed input: sin(+0 turns) = +0 (kept, 2^-15 turns would
; give a non-zero 2 pi 2^-15)
v_sin_f16 v15, v1
;? v15 = 0
