; The 32-bit (_e32) forms of VOP1, VOP2 and VOPC (gfx1100, wave32), worked
; by hand: one dword each (no literal here), the same operations as their
; _e64 forms; VOP2's src1 and VOPC's src1 are VGPRs; v_cndmask_b32_e32
; reads its mask from vcc_lo, v_add_co_ci_u32_e32 its carry-in too, and
; writes its carry-out there; a VOPC _e32 writes vcc_lo. vcc_hi is left
; alone. Many one-dword instructions in a row: the program is 56 bytes for
; 14 instructions.
; v1 = 0x12345678, v2 = 0x9abcdef0 (bitops.s works the bit operations
; byte by byte); vcc_lo = 0x0000ffff: lanes 0-15.
;! arch gfx1100
;= vcc = 0x0000ffff
;= v1 = 0x12345678
;= v2 = 0x9abcdef0
; lanes 0-15 take S1 (v2), lanes 16-31 S0 (v1)
v_cndmask_b32_e32 v3, v1, v2, vcc_lo
;? v3 = 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x9abcdef0 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678 0x12345678
v_mov_b32_e32 v10, v1
;? v10 = 0x12345678
v_not_b32_e32 v11, v1
;? v11 = 0xedcba987
v_bfrev_b32_e32 v12, v1
;? v12 = 0x1e6a2c48
v_and_b32_e32 v13, v1, v2
;? v13 = 0x12345670
v_or_b32_e32 v14, v1, v2
;? v14 = 0x9abcdef8
v_xor_b32_e32 v15, v1, v2
;? v15 = 0x88888888
; the rev shifts: D = S1 shifted by S0
v_lshlrev_b32_e32 v16, 4, v1
;? v16 = 0x23456780
v_lshrrev_b32_e32 v17, 4, v2
;? v17 = 0x09abcdef
v_ashrrev_i32_e32 v18, 4, v2
;? v18 = 0xf9abcdef
; 0x12345678 + 0x9abcdef0, no carry
v_add_nc_u32_e32 v19, v1, v2
;? v19 = 0xacf13568
; 0x12345678 - 0x9abcdef0 wraps: 0x1_12345678 - 0x9abcdef0
v_sub_nc_u32_e32 v20, v1, v2
;? v20 = 0x77777788
; v3 == v1 in lanes 16-31: vcc_lo = 0xffff0000
v_cmp_eq_u32_e32 vcc_lo, v3, v1
; + the carry-in from vcc_lo: 0xacf13568 in lanes 0-15, 0xacf13569 in
; 16-31; neither carries out, so vcc_lo = 0
v_add_co_ci_u32_e32 v21, vcc_lo, v1, v2, vcc_lo
;? v21 = 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13568 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569 0xacf13569
;? vcc = 0
