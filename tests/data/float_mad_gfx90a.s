; v_mad_f32, v_mac_f32, v_mad_legacy_f32 on gfx90a (wave64) under MODE 0x3f0
; (denormals kept: v_fma_f32 keeps them), worked by hand: MAD is unfused
; and flushes f32 denormals whatever MODE says (LLVM D48573; FLOAT.md 3;
; src/ir/fpmode.h): its inputs, its product and its sum. mad_legacy's
; product is +0 when a factor is 0 (the DX9 rule), even against an infinity.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0x00800000
;= v2 = 0x3f000000
;= v3 = 0x00000001
;= v4 = 0x3f800001
;= v5 = 0xbf800002
;= v6 = 0x7f800000
; 2^-126 * 0.5 = 2^-127: MAD flushes the product (0); FMA keeps it
v_mad_f32 v20, v1, v2, 0
;? v20 = 0
v_fma_f32 v21, v1, v2, 0
;? v21 = 0x00400000
; a denormal input: MAD reads it as 0; FMA gives 2^-148
v_mad_f32 v22, v3, 2.0, 0
;? v22 = 0
v_fma_f32 v23, v3, 2.0, 0
;? v23 = 0x00000002
; unfused: (1 + 2^-23)^2 rounds to 1 + 2^-22 first, so the sum is 0
v_mad_f32 v24, v4, v4, v5
;? v24 = 0
v_mov_b32 v25, v5
v_mac_f32 v25, v4, v4
;? v25 = 0
; 0 * inf: mad_legacy's product +0, then + 0.5; v_mad_f32 the default NaN
v_mad_legacy_f32 v26, 0, v6, v2
;? v26 = 0x3f000000
v_mad_f32 v27, 0, v6, v2
;? v27 = 0xffc00000
