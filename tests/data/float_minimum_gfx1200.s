; GFX12's NaN-propagating v_minimum/maximum (IEEE 754-2019 minimum and
; maximum; gfx1200, wave32, MODE 0x0f0: to nearest even, denormals kept),
; worked by hand (src/ir/fpmode.h, docs/design.md "Float"): a NaN source
; gives a NaN, the first in source order, quieted (rocjitsu's captures on
; gfx1201; the ISA text would prefer the sNaN: maximum(qNaN, sNaN) would be
; the sNaN quieted); -0 < +0; the 3-source and mixed forms nest them:
; minimum3 = minimum(minimum(S0, S1), S2), minimummaximum =
; maximum(minimum(S0, S1), S2), maximumminimum = minimum(maximum(S0, S1),
; S2).
;! arch gfx1200
;= mode = 0x0f0
;= v1 = 0x80000000
;= v2 = 0
;= v3 = 0x7fc00002
;= v4 = 0xff800005
;= v6 = 0x3f800000
;= v7 = 0x40000000
;= v10 = 0
;= v11 = 0x3ff00000
;= v12 = 0x00000001
;= v13 = 0x7ff00000
v_minimum_f32 v20, v2, v1
;? v20 = 0x80000000
v_maximum_f32 v21, v1, v2
;? v21 = 0
; an sNaN gives itself quieted (against 1.0); two NaNs: the first, S0
v_minimum_f32 v22, v6, v4
;? v22 = 0xffc00005
v_maximum_f32 v23, v3, v4
;? v23 = 0x7fc00002
; minimum(minimum(1, 2), qNaN) = the qNaN; maximum3(1, 2, 0.5) = 2
v_minimum3_f32 v24, v6, v7, v3
;? v24 = 0x7fc00002
v_maximum3_f32 v25, v6, v7, 0.5
;? v25 = 0x40000000
; maximum(minimum(1, 2), 0.5) = 1; minimum(maximum(1, 2), 0.5) = 0.5
v_minimummaximum_f32 v26, v6, v7, 0.5
;? v26 = 0x3f800000
v_maximumminimum_f32 v27, v6, v7, 0.5
;? v27 = 0x3f000000
; f64: minimum(1.0, sNaN) = the sNaN quieted; maximum(1.0, 2.0) = 2.0
v_minimum_f64 v[28:29], v[10:11], v[12:13]
;? v28 = 0x00000001
;? v29 = 0x7ff80000
v_maximum_f64 v[30:31], v[10:11], 2.0
;? v30 = 0
;? v31 = 0x40000000
