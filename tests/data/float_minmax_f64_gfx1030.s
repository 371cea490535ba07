; v_min/max_f64 under IEEE = 0 (gfx1030, wave32, MODE 0x1f0: round to nearest
; even, denormals kept, DX10_CLAMP set, IEEE clear), worked from the ISA's
; pseudocode (RDNA2 V_MIN_F64/V_MAX_F64; docs/design.md "Float"): with IEEE
; clear any NaN source gives the other operand, an sNaN too (not quieted);
; -0 is below +0, so min(+0, -0) = -0 and max(-0, +0) = +0.
;! arch gfx1030
;= mode = 0x1f0
; v[1:2] = +0, v[3:4] = -0, v[5:6] = 1.0, v[7:8] = an sNaN, v[9:10] = a qNaN
;= v1 = 0x00000000
;= v2 = 0x00000000
;= v3 = 0x00000000
;= v4 = 0x80000000
;= v5 = 0x00000000
;= v6 = 0x3ff00000
;= v7 = 0x00000001
;= v8 = 0x7ff00000
;= v9 = 0x00000000
;= v10 = 0x7ff80000
v_min_f64 v[20:21], v[1:2], v[3:4]
;? v20 = 0x00000000
;? v21 = 0x80000000
v_max_f64 v[22:23], v[3:4], v[1:2]
;? v22 = 0x00000000
;? v23 = 0x00000000
; IEEE clear: the sNaN gives the other operand, 1.0
v_min_f64 v[24:25], v[7:8], v[5:6]
;? v24 = 0x00000000
;? v25 = 0x3ff00000
v_max_f64 v[26:27], v[5:6], v[9:10]
;? v26 = 0x00000000
;? v27 = 0x3ff00000
