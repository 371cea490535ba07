; v_madak_f32 (D = S0 * S1 + K) and v_madmk_f32 (D = S0 * K + S1) on gfx90a
; (wave64, MODE 0x3f0: denormals kept), worked by hand: v_mad_f32's rules
; (unfused, f32 denormals flushed whatever MODE says; docs/design.md "Float").
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0x3fc00000
;= v2 = 0x40000000
;= v3 = 0x3f800001
;= v4 = 0x00800000
;= v5 = 0
; 1.5 * 2 + 3 = 6; 1.5 * 3 + 2 = 6.5
v_madak_f32 v20, v1, v2, 0x40400000
;? v20 = 0x40c00000
v_madmk_f32 v21, v1, 0x40400000, v2
;? v21 = 0x40d00000
; unfused: (1 + 2^-23)^2 rounds to 1 + 2^-22, so the sum is 0
v_madak_f32 v22, v3, v3, 0xbf800002
;? v22 = 0
; 2^-126 * 0.5 = 2^-127 is flushed: + 0 gives 0
v_madmk_f32 v23, v4, 0x3f000000, v5
;? v23 = 0
