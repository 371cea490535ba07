; GFX12's f16 min/max are v_min/max_num_f16 (IEEE 754-2019 minimumNumber
; and maximumNumber: one NaN gives the other operand, two give src0
; quieted), with no IEEE bit in MODE (GFX12 always quiets an sNaN).
; Worked by hand; wave32; MODE 0x3f0.
;! arch gfx1200
;= mode = 0x3f0
;= v1 = 0x00003c00
;= v5 = 0x00007e00
;= v6 = 0x00007c01
;= v7 = 0x0000bc00
;= v10 = 0x77770000
; two NaNs: src0 quieted (0x7c01 | 0x0200); one NaN: the other operand
v_max_num_f16 v2, v6, v5
;? v2 = 0x00007e01
v_min_num_f16 v3, v5, v7
;? v3 = 0x0000bc00
; an sNaN source of an add is quieted on GFX12 whatever MODE says
v_add_f16 v4, v1, v6
;? v4 = 0x00007e01
; fma(-1.0, 1.0, 1.0) = +0 (an exact zero sum rounded to nearest: +0);
; bits 31:16 kept
v_fma_f16 v10, v7, v1, v1
;? v10 = 0x77770000
; GFX12's NaN-propagating minimum/maximum family (as the f32 ones): a NaN
; source gives that NaN, quieted; minimum(1.0, -1.0) = -1.0
;= v8 = 0x00003800
v_minimum_f16 v11, v5, v1
;? v11 = 0x00007e00
v_maximum_f16 v12, v1, v7
;? v12 = 0x00003c00
v_minimum3_f16 v13, v1, v7, v5
;? v13 = 0x00007e00
v_maximum3_f16 v14, v7, v8, v1
;? v14 = 0x00003c00
; minimummaximum: maximum(minimum(1.0, -1.0), 0.5) = 0.5 (0x3800);
; maximumminimum: minimum(maximum(1.0, -1.0), 0.5) = 0.5
v_minimummaximum_f16 v15, v1, v7, v8
;? v15 = 0x00003800
v_maximumminimum_f16 v16, v1, v7, v8
;? v16 = 0x00003800
