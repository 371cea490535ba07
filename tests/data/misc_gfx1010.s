; Issue 19 (room misc): gfx1010's v_mul_lo_i32 (wave32): the low 32 bits
; of the product, worked by hand: -3 * 5 = -15 = 0xfffffff1;
; 0x10000 * 0x10001 = 0x100010000 -> 0x00010000.
;! arch gfx1010
;= exec = 0xffffffff
;= v1 = 0xfffffffd
;= v2 = 5
;= v3 = 0x10000
;= v4 = 0x10001
v_mul_lo_i32 v10, v1, v2
;? v10 = 0xfffffff1
v_mul_lo_i32 v11, v3, v4
;? v11 = 0x00010000
