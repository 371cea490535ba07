; The fp8/bf8 conversions (issue 29, item 5) on gfx1200 with MODE's
; FP16_OVFL set (bit 23: the rocjitsu-derived RDNA4 model saturates by it):
; a finite overflow is the largest finite value of its sign (fp8 0x7e = 448,
; bf8 0x7b = 57344); an infinite input still gives the overflow code (fp8:
; the NaN 0x7f); a NaN 0xff / 0xfe. Worked by hand from src/ir/fpmode.h.
;! arch gfx1200
;= mode = 0x8003f0
;= v2 = 0x43f00000
;= v4 = 0x7fc00000
;= v6 = 0x7f800000
;= v7 = 0x47800000
; 480 overflows: 0x7e; +inf: 0x7f
v_cvt_pk_fp8_f32 v10, v2, v6
;? v10 = 0x00007f7e
; bf8: 65536 = 2^16 > 57344: 0x7b; a NaN: 0xfe
v_cvt_pk_bf8_f32 v11, v7, v4
;? v11 = 0x0000fe7b
