; The fp8/bf8 conversions (issue 29, item 5) on gfx942 with MODE's
; FP16_OVFL set, as on gfx12 (fpmode.h: gfx942's saturation control is an
; open point, taken to be the same): a finite overflow is the largest finite
; value of its sign (fp8 0x7f = 240); an infinite input gives 0x80. Worked
; by hand.
;! arch gfx942
;= mode = 0x8003f0
;= v2 = 0x43f00000
;= v6 = 0x7f800000
; -480 overflows: 0xff (the sign and 0x7f); +inf: 0x80
v_cvt_pk_fp8_f32 v10, -v2, v6
;? v10 = 0x000080ff
