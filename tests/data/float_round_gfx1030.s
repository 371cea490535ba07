; Directed rounding by MODE's two fields (gfx1030, wave32): MODE 0x3f9 =
; f32 toward +inf (FP_ROUND 1:0 = 1), f64 toward -inf (3:2 = 2), denormals
; kept, IEEE and DX10_CLAMP set. Worked by hand: a result is the exact value
; rounded in that direction; an exact zero sum is -0 toward -inf.
;! arch gfx1030
;= mode = 0x3f9
;= v1 = 0x3f800000
;= v2 = 0x33c00000
;= v4 = 0
;= v5 = 0x3ff00000
;= v6 = 0
;= v7 = 0x3ca80000
;= v8 = 0
;= v9 = 0xbff00000
; 1 + 0.75 ulp: up to 1 + ulp; 1 - 1.5 * 2^-24: up to 1 - 2^-24
v_add_f32 v20, v1, v2
;? v20 = 0x3f800001
v_sub_f32 v21, v1, v2
;? v21 = 0x3f7fffff
; f64 toward -inf: 1 + 0.75 ulp is 1.0; -1 - 0.75 ulp is -(1 + ulp)
v_add_f64 v[22:23], v[4:5], v[6:7]
;? v22 = 0
;? v23 = 0x3ff00000
v_add_f64 v[24:25], v[8:9], -v[6:7]
;? v24 = 1
;? v25 = 0xbff00000
; 1 + (-1) = -0 toward -inf
v_add_f64 v[26:27], v[4:5], v[8:9]
;? v26 = 0
;? v27 = 0x80000000
