; Issue 19: gfx942's 64-bit move and shift-and-add (wave64), worked by hand
; from the ISA pseudocode: v_mov_b64 copies a register pair (a 64-bit
; constant: 1.0 is the double 0x3ff0000000000000); v_lshl_add_u64 is
; D.u64 = (S0.u64 << S1[2:0]) + S2.u64, for the counts 0-4 the ISA supports.
;! arch gfx942
;= exec = 0xffffffffffffffff
;= v4 = 0x89abcdef
;= v5 = 0x01234567
;= v6 = 0xffffffff
;= v7 = 0x00000000
; v[2:3] = v[4:5]; v[8:9] = 1.0 as a double
v_mov_b64 v[2:3], v[4:5]
;? v2 = 0x89abcdef
;? v3 = 0x01234567
v_mov_b64_e64 v[8:9], 1.0
;? v8 = 0x00000000
;? v9 = 0x3ff00000
; 0x0123456789abcdef << 3 = 0x091a2b3c4d5e6f78, + 0x00000000ffffffff
; = 0x091a2b3d4d5e6f77
v_lshl_add_u64 v[10:11], v[4:5], 3, v[6:7]
;? v10 = 0x4d5e6f77
;? v11 = 0x091a2b3d
