; Issue 19 (room misc): gfx1030's VOP2 v_dot4c_i32_i8 (wave32), worked by
; hand from the ISA: D.i32 += the products of the signed bytes of S0, S1.
; v23 bytes from the lowest: -2, 2, -1, 1; v24: 6, 5, 4, 3:
; -12 + 10 - 4 + 3 = -3. v25 = -1 -> -4; v26 = 100 -> 97.
; The DPP8 form reads S0 in lane sel[lane & 7] of each 8: lane 1 reads
; lane 0's v20 (5), lane 0 lane 1's (7); S1 = 0x01010101 sums the bytes.
;! arch gfx1030
;= exec = 0xffffffff
;= v20 = 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7
;= v21 = 0x01010101
;= v23 = 0x01ff02fe
;= v24 = 0x03040506
;= v25 = 0xffffffff
;= v26 = 100
;= v27 = 0
v_dot4c_i32_i8 v25, v23, v24
;? v25 = 0xfffffffc
v_dot4c_i32_i8_e32 v26, v24, v23
;? v26 = 97
v_dot4c_i32_i8_dpp v27, v20, v21 dpp8:[1,0,3,2,5,4,7,6]
;? v27 = 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5 7 5
