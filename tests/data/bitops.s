; Bit operations (gfx1100, wave32), worked by hand from the ISA pseudocode.
; v1 = 0x12345678, v2 = 0x9abcdef0, v3 = 0xdeadbeef.
;! arch gfx1100
;= v1 = 0x12345678
;= v2 = 0x9abcdef0
;= v3 = 0xdeadbeef
; v_alignbit: ({S0,S1} >> S2[4:0]) low 32: 0x123456789abcdef0 >> 8
v_alignbit_b32 v10, v1, v2, 8
;? v10 = 0x789abcde
; shift 40 & 31 = 8, the same
v_alignbit_b32 v11, v1, v2, 40
;? v11 = 0x789abcde
; v_alignbyte: >> 8 * S2[1:0]; 3 -> >> 24: 0x123456789a, low 32
v_alignbyte_b32 v12, v1, v2, 3
;? v12 = 0x3456789a
; 5 & 3 = 1 -> >> 8
v_alignbyte_b32 v13, v1, v2, 5
;? v13 = 0x789abcde
; v_bfe_u32: (S0 >> S1[4:0]) & ((1 << S2[4:0]) - 1): 0xdeadbeef >> 4 = 0x0deadbee, & 0xff
v_bfe_u32 v14, v3, 4, 8
;? v14 = 0xee
; width 0 -> 0
v_bfe_u32 v15, v3, 4, 0
;? v15 = 0
; width 32 & 31 = 0 -> 0
v_bfe_u32 v16, v3, 0, 32
;? v16 = 0
; v_bfe_i32: the same field, sign-extended from its top bit: 0xee -> 0xffffffee
v_bfe_i32 v17, v3, 4, 8
;? v17 = 0xffffffee
; 0x12345678 >> 4 = 0x01234567, field 0x67, top bit 0
v_bfe_i32 v18, v1, 4, 8
;? v18 = 0x67
; the shift is arithmetic: 0xdeadbeef >> 28 = 0xfffffffd, field 0xfd -> -3
v_bfe_i32 v19, v3, 28, 8
;? v19 = 0xfffffffd
; v_bfi: (S0 & S1) | (~S0 & S2) = 0x12005600 | 0x00bc00f0
v_bfi_b32 v20, 0xff00ff00, v1, v2
;? v20 = 0x12bc56f0
; byte-wise: 12&9a=12 34&bc=34 56&de=56 78&f0=70
v_and_b32_e64 v21, v1, v2
;? v21 = 0x12345670
; 12|9a=9a 34|bc=bc 56|de=de 78|f0=f8
v_or_b32_e64 v22, v1, v2
;? v22 = 0x9abcdef8
; every byte pair xors to 88
v_xor_b32_e64 v23, v1, v2
;? v23 = 0x88888888
v_not_b32_e64 v24, v1
;? v24 = 0xedcba987
; bit reverse of 0x12345678 (0001 0010 0011 0100 0101 0110 0111 1000)
v_bfrev_b32_e64 v25, v1
;? v25 = 0x1e6a2c48
; inline constant -16
v_mov_b32_e64 v26, -16
;? v26 = 0xfffffff0
; (S0 << S1[4:0]) | S2: 0x23456780 | 0x9abcdef0
v_lshl_or_b32 v27, v1, 4, v2
;? v27 = 0xbbfdfff0
; (S0 & S1) | S2: 0x00005678 | 0x9abcdef0
v_and_or_b32 v28, v1, 0xffff, v2
;? v28 = 0x9abcdef8
; 0x9abcdef8 | 0xdeadbeef: 9a|de=de bc|ad=bd de|be=fe f8|ef=ff
v_or3_b32 v29, v1, v2, v3
;? v29 = 0xdebdfeff
; 0x88888888 ^ 0xdeadbeef: 88^de=56 88^ad=25 88^be=36 88^ef=67
v_xor3_b32 v30, v1, v2, v3
;? v30 = 0x56253667
