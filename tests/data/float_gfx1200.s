; GFX12 float rules (gfx1200, wave32) under MODE 0x0f3: f32 rounds toward
; zero, f64 to nearest even, denormals kept, and the IEEE and DX10_CLAMP bits
; clear, which GFX12 does not have: it quiets sNaN sources, clamps a NaN to
; +0 and applies OMOD whatever they say. v_min/max_num_f32 (IEEE 754-2019
; minimumNumber): one NaN gives the other operand, two give src0 quieted,
; -0 < +0. Worked by hand (docs/design.md "Float").
;! arch gfx1200
;= mode = 0x0f3
;= v1 = 0x3f800000
;= v2 = 0x33c00000
;= v5 = 0x7f800001
;= v6 = 0xff800005
;= v7 = 0x7fc00002
;= v12 = 0x80000000
;= v33 = 0x3ff00000
;= v35 = 0x3ca80000
; 1 + 0.75 ulp: toward zero 1.0 (to nearest it would be 1 + ulp)
v_add_f32 v20, v1, v2
;? v20 = 0x3f800000
v_sub_f32 v21, v1, v1
;? v21 = 0
v_add_f32 v22, v5, v1
;? v22 = 0x7fc00001
v_min_num_f32 v23, v5, v1
;? v23 = 0x3f800000
v_max_num_f32 v24, v6, v7
;? v24 = 0xffc00005
v_min_num_f32 v25, v12, 0
;? v25 = 0x80000000
v_add_f32_e64 v26, v7, 0 clamp
;? v26 = 0
v_add_f32_e64 v27, 1.0, 1.0 mul:2
;? v27 = 0x40800000
; f64 rounds by its own field (nearest even): 1 + 0.75 ulp = 1 + ulp
v_add_f64 v[30:31], v[32:33], v[34:35]
;? v30 = 1
;? v31 = 0x3ff00000
v_mul_f64 v[36:37], 2.0, v[32:33]
;? v36 = 0
;? v37 = 0x40000000
