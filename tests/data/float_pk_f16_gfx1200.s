; Packed f16 on GFX12 (gfx1200, wave32), worked by hand, MODE 0x3f0:
; v_pk_min_num_f16 / v_pk_max_num_f16 (IEEE 754-2019 minimumNumber and
; maximumNumber: one NaN gives the other operand) and v_pk_minimum_f16 /
; v_pk_maximum_f16 (NaN-propagating: the first NaN in source order,
; quieted), each half as the scalar f16 row; an inline float constant is
; the f16 value in the low half and 0 in the high (docs/design.md).
;! arch gfx1200
;= mode = 0x3f0
;= v1 = 0x40003c00
;= v4 = 0x7e00fc00
;= v7 = 0x7c01bc00
; minimum(-inf, 1.0) = -inf; minimum(qNaN, 2.0) = the qNaN
v_pk_minimum_f16 v10, v4, v1
;? v10 = 0x7e00fc00
; maxNum: max(-inf, 1.0) = 1.0; max(qNaN, 2.0) = 2.0
v_pk_max_num_f16 v11, v4, v1
;? v11 = 0x40003c00
; maximum(2.0, sNaN 0x7c01) = the sNaN quieted (0x7e01); maximum(1.0, -1.0) = 1.0
v_pk_maximum_f16 v12, v1, v7
;? v12 = 0x7e013c00
; minNum(1.0, 0.5) = 0.5; high: minNum(2.0, +0 (the constant's high half)) = +0
v_pk_min_num_f16 v13, v1, 0.5
;? v13 = 0x00003800
