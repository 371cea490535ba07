; Integer dot products (VOP3P, gfx90a wave64), worked by hand from the ISA
; pseudocode: D = S2 + the sum over the fields of S0's field times S1's,
; fields read signed (_i32_) or unsigned (_u32_), the sum kept to 32 bits.
; v2 = 0x8001fffe: halves 0x8001 (-32767 / 32769), 0xfffe (-2 / 65534)
; v3 = 0x00030004: halves 3, 4;  v4 = 100
; v5 = 0x80ff7f01: bytes from the low end 0x01, 0x7f, 0xff, 0x80
;      (signed 1, 127, -1, -128; unsigned 1, 127, 255, 128)
; v6 = 0x02fe0304: bytes 4, 3, 0xfe, 2 (signed 4, 3, -2, 2; unsigned 254 for 0xfe)
; v7 = 0x9f0e8721: nibbles from the low end 1, 2, 7, 8, e, 0, f, 9
;      (signed 1, 2, 7, -8, -2, 0, -1, -7; unsigned 1, 2, 7, 8, 14, 0, 15, 9)
; v8 = 0x12345678: nibbles 8, 7, 6, 5, 4, 3, 2, 1 (signed: the 8 is -8)
;! arch gfx90a
;= v2 = 0x8001fffe
;= v3 = 0x00030004
;= v4 = 100
;= v5 = 0x80ff7f01
;= v6 = 0x02fe0304
;= v7 = 0x9f0e8721
;= v8 = 0x12345678
;= v9 = 0xffffffff
; (-2)*4 + (-32767)*3 + 100 = -98209 = 0xfffe805f
v_dot2_i32_i16 v10, v2, v3, v4
;? v10 = 0xfffe805f
; 65534*4 + 32769*3 + 100 = 360543 = 0x5805f
v_dot2_u32_u16 v11, v2, v3, v4
;? v11 = 0x0005805f
; 1*4 + 127*3 + (-1)*(-2) + (-128)*2 + 100 = 231
v_dot4_i32_i8 v12, v5, v6, v4
;? v12 = 0x000000e7
; 1*4 + 127*3 + 255*254 + 128*2 + 100 = 65511 = 0xffe7
v_dot4_u32_u8 v13, v5, v6, v4
;? v13 = 0x0000ffe7
; -8 + 14 + 42 - 40 - 8 + 0 - 2 - 7 + 100 = 91
v_dot8_i32_i4 v14, v7, v8, v4
;? v14 = 0x0000005b
; 8 + 14 + 42 + 40 + 56 + 0 + 30 + 9 + 100 = 299
v_dot8_u32_u4 v15, v7, v8, v4
;? v15 = 0x0000012b
; 2 * 0xffff * 0xffff + 0xffffffff = 0x2_fffc_0001: 32 bits kept
v_dot2_u32_u16 v16, v9, v9, v9
;? v16 = 0xfffc0001
; an inline constant is a 32-bit value: 2's bytes are 2, 0, 0, 0: 1*2 + 100
v_dot4_u32_u8 v17, v5, 2, v4
;? v17 = 0x00000066
; -1's bytes are all 0xff (-1 signed): -(1 + 127 - 1 - 128) + 100 = 101
v_dot4_i32_i8 v18, v5, -1, v4
;? v18 = 0x00000065
