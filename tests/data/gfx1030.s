; gfx1030 (RDNA2), wave32, worked by hand. vcc = 0, so src_vccz reads 1;
; exec is non-zero, so src_execz reads 0.
; S0 = v1 = 0xaabbccdd, S1 = v2 = 0x11223344: data bytes 0..7 are
; 44 33 22 11 dd cc bb aa.
;! arch gfx1030
;= vcc = 0
;= v1 = 0xaabbccdd
;= v2 = 0x11223344
v_mov_b32_e64 v3, src_vccz
;? v3 = 1
v_mov_b32_e64 v4, src_execz
;? v4 = 0
; selector bytes (low first) 01 0d 08 0c: data byte 1 (33); 0xff; sign of
; data byte 1 (0x33: 0) -> 00; 00
v_perm_b32 v5, v1, v2, 0xc080d01
;? v5 = 0x0000ff33
; 0xaabbccdd >> 8 (arithmetic) = 0xffaabbcc; field 0xbbcc, sign-extended
v_bfe_i32 v6, v1, 8, 16
;? v6 = 0xffffbbcc
; (0x11223344 >> 4) | (0xaabbccdd << 28) = 0x01122334 | 0xd0000000
v_alignbit_b32 v7, v1, v2, 4
;? v7 = 0xd1122334
