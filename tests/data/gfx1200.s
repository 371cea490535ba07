; gfx1200 (RDNA4), wave32, worked by hand. GFX12 names the VOP3 form of
; v_lshlrev_b64 v_lshlrev_b64_e64. v[1:2] = 0x05060708_01020304.
;! arch gfx1200
;= v1 = 0x01020304
;= v2 = 0x05060708
; 0x0506070801020304 << 8 = 0x0607080102030400
v_lshlrev_b64_e64 v[4:5], 8, v[1:2]
;? v4 = 0x02030400
;? v5 = 0x06070801
; selector 07 06 05 04: S0
v_perm_b32 v6, v1, v2, 0x7060504
;? v6 = 0x01020304
; {0x01020304, 0x05060708} >> 16, low 32 bits
v_alignbyte_b32 v7, v1, v2, 2
;? v7 = 0x03040506
; unsigned median of 0x01020304, 0x05060708, 0x03000000
v_med3_u32 v8, v1, v2, 0x3000000
;? v8 = 0x03000000
; 0x0506070801020304 >> 4 = 0x0050607080102030
v_lshrrev_b64 v[10:11], 4, v[1:2]
;? v10 = 0x80102030
;? v11 = 0x00506070
