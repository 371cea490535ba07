; v_min/max_f64 under IEEE = 1 (gfx1100, wave32, MODE 0x3f0), worked from the
; ISA's pseudocode (RDNA3 V_MIN_F64; docs/design.md "Float"): with IEEE set an
; sNaN source gives itself quieted (quiet bit 51 set, sign and payload kept),
; src0's first; a qNaN gives the other operand; -0 is below +0.
;! arch gfx1100
;= mode = 0x3f0
; v[1:2] = +0, v[3:4] = -0, v[5:6] = 1.0, v[7:8] = -sNaN payload 5, v[9:10] = a qNaN
;= v1 = 0x00000000
;= v2 = 0x00000000
;= v3 = 0x00000000
;= v4 = 0x80000000
;= v5 = 0x00000000
;= v6 = 0x3ff00000
;= v7 = 0x00000005
;= v8 = 0xfff00000
;= v9 = 0x00000000
;= v10 = 0x7ff80000
v_min_f64 v[20:21], v[3:4], v[1:2]
;? v20 = 0x00000000
;? v21 = 0x80000000
v_max_f64 v[22:23], v[1:2], v[3:4]
;? v22 = 0x00000000
;? v23 = 0x00000000
; the sNaN (src1 here) comes back quieted: 0xfff8000000000005
v_min_f64 v[24:25], v[5:6], v[7:8]
;? v24 = 0x00000005
;? v25 = 0xfff80000
; a qNaN gives the other operand
v_max_f64 v[26:27], v[9:10], v[5:6]
;? v26 = 0x00000000
;? v27 = 0x3ff00000
