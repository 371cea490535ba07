; v_perm_b32 (gfx1100, wave32). Worked by hand from the ISA's BYTE_PERMUTE:
; data = {S0, S1} as 64 bits, S0 high; result byte i = f(selector byte i):
; 0-7 pick byte of data; 8, 9, 10, 11 -> 0xff if the top bit of data byte
; 1, 3, 5, 7 is set, else 0; 12 -> 0x00; 13 and up -> 0xff.
; With S0 = v1 = 0x11223344, S1 = v2 = 0x55667788, data bytes 0..7 are
; 88 77 66 55 44 33 22 11.
;! arch gfx1100
;= v1 = 0x11223344
;= v2 = 0x55667788
;= v10 = 0x80008000
;= v11 = 0x00008000
;= v12 = 0x07060504
;= s4 = 0x03020100
; sel 05 04 01 00 -> bytes 5,4,1,0 = 33 44 77 88
v_perm_b32 v3, v1, v2, 0x5040100
;? v3 = 0x33447788
; sel 00 01 02 03 -> 88 77 66 55 (bswap of S1)
v_perm_b32 v4, v1, v2, 0x10203
;? v4 = 0x88776655
; every byte 12 -> zero
v_perm_b32 v5, v1, v2, 0xc0c0c0c
;? v5 = 0
; data = 0x80008000_00008000: byte 1 = 80, byte 3 = 00, byte 5 = 80,
; byte 7 = 80; sel 0b 0a 09 08 -> ff ff 00 ff
v_perm_b32 v6, v10, v11, 0xb0a0908
;? v6 = 0xffff00ff
; 0d, 0e, 0f, ff are all >= 13 -> ff
v_perm_b32 v7, v1, v2, 0xd0e0fff
;? v7 = 0xffffffff
; selector from a VGPR: 07 06 05 04 -> S0 unchanged
v_perm_b32 v8, v1, v2, v12
;? v8 = 0x11223344
; inline constant 1 = selector 00 00 00 01: byte 0 <- data byte 1 (77),
; bytes 1-3 <- data byte 0 (88)
v_perm_b32 v9, v1, v2, 1
;? v9 = 0x88888877
; selector from an SGPR: 03 02 01 00 -> S1 unchanged
v_perm_b32 v13, v1, v2, s4
;? v13 = 0x55667788
