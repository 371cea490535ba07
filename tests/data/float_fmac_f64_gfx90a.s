; v_fmac_f64 (gfx90a, wave64, MODE 0x3f0: to nearest even, denormals kept,
; IEEE and DX10_CLAMP set): D = fma(S0, S1, D), one rounding. Worked by
; hand: 1.5 * 2.0 + 0.25 = 3.25; fused, (1 + 2^-52)^2 - (1 + 2^-51) is
; 2^-104 exactly (the product rounded first would give 0).
;! arch gfx90a
;= mode = 0x3f0
;= v2 = 0
;= v3 = 0x3fd00000
;= v4 = 0
;= v5 = 0x3ff80000
;= v6 = 0x00000001
;= v7 = 0x3ff00000
;= v8 = 0x00000002
;= v9 = 0xbff00000
v_fmac_f64 v[2:3], v[4:5], 2.0
;? v2 = 0
;? v3 = 0x400a0000
v_fmac_f64 v[8:9], v[6:7], v[6:7]
;? v8 = 0
;? v9 = 0x39700000
