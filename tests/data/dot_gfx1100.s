; GFX11's integer dot products (VOP3P, gfx1100 wave32), worked by hand from
; the ISA: v_dot4_i32_iu8 and v_dot8_i32_iu4 read source 0 signed when
; neg_lo[0] is set and source 1 signed when neg_lo[1] is, unsigned
; otherwise; v_dot4_u32_u8 / v_dot8_u32_u4 as on GFX9.
; v5 = 0x80ff7f01: bytes 1, 127, 0xff (-1 / 255), 0x80 (-128 / 128)
; v6 = 0x02fe0304: bytes 4, 3, 0xfe (-2 / 254), 2;  v4 = 100
; v7 = 0x9f0e8721, v8 = 0x12345678 (nibbles as in dot_gfx90a.s)
;! arch gfx1100
;= v4 = 100
;= v5 = 0x80ff7f01
;= v6 = 0x02fe0304
;= v7 = 0x9f0e8721
;= v8 = 0x12345678
; both unsigned: 4 + 381 + 255*254 + 128*2 + 100 = 65511
v_dot4_i32_iu8 v10, v5, v6, v4
;? v10 = 0x0000ffe7
; both signed: 4 + 381 + 2 - 256 + 100 = 231
v_dot4_i32_iu8 v11, v5, v6, v4 neg_lo:[1,1,0]
;? v11 = 0x000000e7
; signed x unsigned: 4 + 381 + (-1)*254 + (-128)*2 + 100 = -25 = 0xffffffe7
v_dot4_i32_iu8 v12, v5, v6, v4 neg_lo:[1,0,0]
;? v12 = 0xffffffe7
; unsigned x signed: 4 + 381 + 255*(-2) + 128*2 + 100 = 231
v_dot4_i32_iu8 v13, v5, v6, v4 neg_lo:[0,1,0]
;? v13 = 0x000000e7
v_dot4_u32_u8 v14, v5, v6, v4
;? v14 = 0x0000ffe7
; both signed: -9 + 100 = 91; both unsigned: 199 + 100 = 299
v_dot8_i32_iu4 v15, v7, v8, v4 neg_lo:[1,1,0]
;? v15 = 0x0000005b
v_dot8_u32_u4 v16, v7, v8, v4
;? v16 = 0x0000012b
; v7 signed, v8 unsigned (its 8 is +8): 8 + 14 + 42 - 40 - 8 + 0 - 2 - 7 + 100 = 107
v_dot8_i32_iu4 v17, v7, v8, v4 neg_lo:[1,0,0]
;? v17 = 0x0000006b
