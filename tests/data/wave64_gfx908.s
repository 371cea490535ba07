; wave64 on gfx908 (CDNA1), worked by hand. exec = 0x80000001_80000001:
; only lanes 0, 31, 32 and 63 run; the others keep their values.
; v_add/sub_u32 with clamp saturate (unsigned); the lane mask of
; v_cndmask is a 64-bit SGPR pair.
;! arch gfx908
;= exec = 0x8000000180000001
;= vcc = 0x0000000100000000
;= s2 = 0x80000000
;= s3 = 0x80000000
;= s4 = 0x0c0c0c00
;= v1 = 0xfffffff0
;= v2 = 0x20
;= v10 = 0xaaaaaaaa
;= v18 = 0x77
;= v19 = 0x77
; 0xfffffff0 + 0x20 wraps to 0x10
v_add_u32_e64 v10, v1, v2
;? v10[0] = 0x10
;? v10[31] = 0x10
;? v10[32] = 0x10
;? v10[63] = 0x10
v_add_u32_e64 v11, v1, v2 clamp
;? v11[0] = 0xffffffff
;? v11[31] = 0xffffffff
;? v11[32] = 0xffffffff
;? v11[63] = 0xffffffff
; 0x20 - 0xfffffff0 wraps to 0x30; with clamp it stops at 0 (v13 was 0)
v_sub_u32_e64 v12, v2, v1
;? v12[0] = 0x30
;? v12[31] = 0x30
;? v12[32] = 0x30
;? v12[63] = 0x30
v_sub_u32_e64 v13, v2, v1 clamp
;? v13 = 0
; vcc has only lane 32 set
v_cndmask_b32_e64 v14, v1, v2, vcc
;? v14[0] = 0xfffffff0
;? v14[31] = 0xfffffff0
;? v14[32] = 0x20
;? v14[63] = 0xfffffff0
; s[2:3] = 0x80000000_80000000: lanes 31 and 63
v_cndmask_b32_e64 v15, v1, v2, s[2:3]
;? v15[0] = 0xfffffff0
;? v15[31] = 0x20
;? v15[32] = 0xfffffff0
;? v15[63] = 0x20
; selector 0c 0c 0c 00: byte 0 of S1 (0x20), the rest zero
v_perm_b32 v16, v1, v2, s4
;? v16[0] = 0x20
;? v16[31] = 0x20
;? v16[32] = 0x20
;? v16[63] = 0x20
; (0x20 << 1) + 0x20
v_lshl_add_u32 v17, v2, 1, v2
;? v17[0] = 0x60
;? v17[31] = 0x60
;? v17[32] = 0x60
;? v17[63] = 0x60
; vcc and exec are non-zero: vccz = execz = 0
v_mov_b32_e64 v18, src_vccz
;? v18[0] = 0
;? v18[31] = 0
;? v18[32] = 0
;? v18[63] = 0
v_mov_b32_e64 v19, src_execz
;? v19[0] = 0
;? v19[31] = 0
;? v19[32] = 0
;? v19[63] = 0
