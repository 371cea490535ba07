; gfx1010's v_mac_legacy_f32 (wave32, MODE 0x3f0): mad_legacy with D the
; addend, worked by hand: unfused, denormals flushed, a zero factor's product
; +0 (the DX9 rule; docs/design.md "Float"). inf * 0 + 2 = 2; 1.5 * 1.5 + 2
; = 4.25.
;! arch gfx1010
;= mode = 0x3f0
;= v1 = 0x7f800000
;= v2 = 0x3fc00000
;= v20 = 0x40000000
;= v21 = 0x40000000
v_mac_legacy_f32 v20, v1, 0
;? v20 = 0x40000000
v_mac_legacy_f32 v21, v2, v2
;? v21 = 0x40880000
