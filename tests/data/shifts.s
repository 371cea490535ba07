; Shifts (gfx1100, wave32), worked by hand: 32-bit counts are S0[4:0],
; 64-bit counts S0[5:0] (so 33 -> 1, 64 -> 0); the "rev" forms shift S1 by S0.
; v[1:2] as a 64-bit value is 0x12345678_80000001 (v1 low).
;! arch gfx1100
;= v1 = 0x80000001
;= v2 = 0x12345678
;= v4 = 33
;= v26 = 0
;= v27 = 0x80000000
;= s4 = 0xaabbccdd
;= s5 = 0x11223344
; 0x80000001 << 4 = 0x8_00000010, low 32 bits
v_lshlrev_b32_e64 v10, 4, v1
;? v10 = 0x10
; 33 & 31 = 1
v_lshlrev_b32_e64 v11, 33, v1
;? v11 = 2
v_lshrrev_b32_e64 v12, 31, v1
;? v12 = 1
; count from v4 = 33 -> 1
v_lshrrev_b32_e64 v13, v4, v1
;? v13 = 0x40000000
; arithmetic: the sign bit fills in
v_ashrrev_i32_e64 v14, 4, v1
;? v14 = 0xf8000000
; 63 & 31 = 31
v_ashrrev_i32_e64 v15, 63, v1
;? v15 = 0xffffffff
; 0x1234567880000001 << 4 = 0x2345678800000010
v_lshlrev_b64 v[16:17], 4, v[1:2]
;? v16 = 0x10
;? v17 = 0x23456788
; << 32: the low half moves up
v_lshlrev_b64 v[18:19], 32, v[1:2]
;? v18 = 0
;? v19 = 0x80000001
; 64 & 63 = 0: unchanged
v_lshlrev_b64 v[20:21], 64, v[1:2]
;? v20 = 0x80000001
;? v21 = 0x12345678
; >> 36: 0x12345678 >> 4
v_lshrrev_b64 v[22:23], 36, v[1:2]
;? v22 = 0x01234567
;? v23 = 0
; 0x8000000000000000 >> 4 (arithmetic) = 0xf800000000000000
v_ashrrev_i64 v[24:25], 4, v[26:27]
;? v24 = 0
;? v25 = 0xf8000000
; >> 63: all sign bits
v_ashrrev_i64 v[28:29], 63, v[26:27]
;? v28 = 0xffffffff
;? v29 = 0xffffffff
; count 33 from v4, positive value: 0x12345678 >> 1
v_ashrrev_i64 v[30:31], v4, v[1:2]
;? v30 = 0x091a2b3c
;? v31 = 0
; an SGPR pair: 0x11223344aabbccdd << 8 = 0x223344aabbccdd00
v_lshlrev_b64 v[32:33], 8, s[4:5]
;? v32 = 0xbbccdd00
;? v33 = 0x223344aa
