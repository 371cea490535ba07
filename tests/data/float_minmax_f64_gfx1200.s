; GFX12's v_min/max_num_f64 (gfx1200, wave32, MODE 0x3f0), worked from the
; RDNA4 pseudocode (IEEE 754-2019 minimumNumber/maximumNumber; docs/design.md
; "Float"): one NaN source gives the other operand, an sNaN too; two NaNs
; give src0 quieted; -0 is below +0.
;! arch gfx1200
;= mode = 0x3f0
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
v_min_num_f64 v[20:21], v[1:2], v[3:4]
;? v20 = 0x00000000
;? v21 = 0x80000000
v_max_num_f64_e64 v[22:23], v[7:8], v[5:6]
;? v22 = 0x00000000
;? v23 = 0x3ff00000
; two NaNs: src0 (the sNaN) quieted
v_max_num_f64 v[24:25], v[7:8], v[9:10]
;? v24 = 0x00000001
;? v25 = 0x7ff80000
