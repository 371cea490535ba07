	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	crc32_block             ; -- Begin function crc32_block
	.globl	crc32_block
	.p2align	8
	.type	crc32_block,@function
crc32_block:                            ; @crc32_block
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v8, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v8
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v10, 0 :: v_dual_lshlrev_b32 v9, 4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v11, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v12, vcc_lo, s3, v1, vcc_lo
	global_load_b128 v[4:7], v[11:12], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v1, 1, v4
	v_not_b32_e32 v0, v4
	v_and_b32_e32 v2, 2, v4
	v_and_b32_e32 v3, 4, v4
	v_and_b32_e32 v9, 8, v4
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	v_or_b32_e32 v0, 0xffffff00, v0
	v_and_b32_e32 v13, 16, v4
	v_and_b32_e32 v14, 32, v4
	v_bfe_u32 v15, v4, 8, 8
	v_cndmask_b32_e64 v1, 0, 0xedb88320, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	v_lshrrev_b32_e32 v0, 1, v0
	v_cndmask_b32_e64 v2, 0, 0xedb88320, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x76dc419, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	v_lshrrev_b32_e32 v9, 1, v0
	v_bfe_i32 v0, v0, 5, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v1, v1, v15
	v_cndmask_b32_e64 v3, 0, 0xedb8832, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v13
	v_xor_b32_e32 v2, v9, v2
	v_and_b32_e32 v0, 0x76dc4190, v0
	v_cndmask_b32_e64 v13, 0, 0x1db71064, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2)
	v_xor3_b32 v1, v1, v3, v13
	v_cndmask_b32_e64 v9, 0, 0x3b6e20c8, vcc_lo
	v_bfe_i32 v3, v2, 5, 1
	v_lshrrev_b32_e32 v2, 6, v2
	v_bfe_u32 v13, v4, 16, 8
	v_lshrrev_b32_e32 v4, 24, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v1, v1, v9, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v0, v0, v3, v1
	v_bfe_i32 v2, v1, 0, 1
	v_bfe_i32 v9, v1, 1, 1
	v_bfe_i32 v14, v1, 2, 1
	v_bfe_i32 v1, v1, 3, 1
	v_lshrrev_b32_e32 v3, 1, v0
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v1, 0xedb8832, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v9
	v_bfe_i32 v9, v0, 4, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v13, v14, v13
	v_lshrrev_b32_e32 v15, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v15, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v1, v13, v1, v9
	v_bfe_i32 v9, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v0, v1, v0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v9, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v4, v13, v4
	v_lshrrev_b32_e32 v14, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v14, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v4, v0, v9
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v3, v0, 2, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v3, 0x76dc419, v3
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v13, 1, v2
	v_and_b32_e32 v4, 0x1db71064, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v3, v13, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v4, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	v_and_b32_e32 v4, 0xff, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v2, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v3, v1
	v_bfe_u32 v3, v5, 8, 8
	v_xor3_b32 v0, v0, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v13, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_and_b32_e32 v9, 0x76dc419, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x1db71064, v13
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v3, v9, v3
	v_bfe_u32 v9, v5, 16, 8
	v_lshrrev_b32_e32 v14, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v5, 24, v5
	v_xor_b32_e32 v4, v14, v4
	v_xor3_b32 v2, v3, v2, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v3, v4, 5, 1
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v0, v2, v0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v3, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v9, v13, v9
	v_lshrrev_b32_e32 v14, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v14, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v9, v0, v4
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v5, v9, v5
	v_lshrrev_b32_e32 v13, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v13, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v5, v0, v4
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v15, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v13, 1, v1
	v_and_b32_e32 v14, 0xedb88320, v2
	global_load_b128 v[2:5], v[11:12], off offset:16
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	v_and_b32_e32 v15, 0xedb88320, v15
	v_xor_b32_e32 v13, v14, v13
	v_bfe_i32 v14, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v16, 1, v13
	v_and_b32_e32 v14, 0x1db71064, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v9, v13, 5, 1
	v_xor_b32_e32 v13, v16, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v14, v1
	v_and_b32_e32 v1, 0x76dc4190, v9
	v_and_b32_e32 v14, 0xff, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v9, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v13, v1
	v_bfe_u32 v13, v6, 8, 8
	v_xor3_b32 v0, v0, v9, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v9, 1, v0
	v_bfe_i32 v14, v0, 1, 1
	v_bfe_i32 v15, v0, 2, 1
	v_bfe_i32 v16, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v15, 0x76dc419, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v16, 0x1db71064, v16
	v_xor_b32_e32 v1, v1, v9
	v_bfe_i32 v9, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v13, v15, v13
	v_bfe_u32 v15, v6, 16, 8
	v_lshrrev_b32_e32 v17, 1, v1
	v_and_b32_e32 v9, 0xedb8832, v9
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v6, 24, v6
	v_xor_b32_e32 v14, v17, v14
	v_xor3_b32 v9, v13, v9, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v13, v14, 5, 1
	v_lshrrev_b32_e32 v14, 6, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor3_b32 v0, v9, v0, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v13, v0
	v_bfe_i32 v9, v0, 0, 1
	v_bfe_i32 v14, v0, 1, 1
	v_bfe_i32 v16, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v13, 1, v1
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v16, 0x76dc419, v16
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v9, v13
	v_and_b32_e32 v13, 0xedb88320, v14
	v_bfe_i32 v14, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v15, v16, v15
	v_lshrrev_b32_e32 v17, 1, v9
	v_bfe_i32 v9, v9, 5, 1
	v_and_b32_e32 v14, 0x1db71064, v14
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, v17, v13
	v_and_b32_e32 v9, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v15, v0, v14
	v_bfe_i32 v14, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor3_b32 v0, v0, v1, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v9, v14, v0
	v_bfe_i32 v9, v0, 0, 1
	v_bfe_i32 v14, v0, 1, 1
	v_bfe_i32 v15, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v13, 1, v1
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v15, 0x76dc419, v15
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v9, v13
	v_and_b32_e32 v13, 0xedb88320, v14
	v_bfe_i32 v14, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v6, v15, v6
	v_lshrrev_b32_e32 v16, 1, v9
	v_bfe_i32 v9, v9, 5, 1
	v_and_b32_e32 v14, 0x1db71064, v14
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, v16, v13
	v_and_b32_e32 v9, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v6, v0, v14
	v_bfe_i32 v6, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor3_b32 v0, v0, v1, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v9, v6, v0
	v_bfe_i32 v6, v0, 0, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v14, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v13, 1, v1
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v6, v13
	v_bfe_i32 v13, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v15, 1, v6
	v_and_b32_e32 v13, 0x1db71064, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v9, v15, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v13, v1
	v_and_b32_e32 v1, 0x76dc4190, v6
	v_and_b32_e32 v13, 0xff, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v6, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v9, v1
	v_bfe_u32 v9, v7, 8, 8
	v_xor3_b32 v0, v0, v6, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v6, 1, v0
	v_bfe_i32 v13, v0, 1, 1
	v_bfe_i32 v14, v0, 2, 1
	v_bfe_i32 v15, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v14, 0x76dc419, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v15, 0x1db71064, v15
	v_xor_b32_e32 v1, v1, v6
	v_bfe_i32 v6, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v9, v14, v9
	v_bfe_u32 v14, v7, 16, 8
	v_lshrrev_b32_e32 v16, 1, v1
	v_and_b32_e32 v6, 0xedb8832, v6
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v7, 24, v7
	v_xor_b32_e32 v13, v16, v13
	v_xor3_b32 v6, v9, v6, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v9, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v0, v6, v0, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v9, v0
	v_bfe_i32 v6, v0, 0, 1
	v_bfe_i32 v13, v0, 1, 1
	v_bfe_i32 v15, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v15, 0x76dc419, v15
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v9
	v_and_b32_e32 v9, 0xedb88320, v13
	v_bfe_i32 v13, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v14, v15, v14
	v_lshrrev_b32_e32 v16, 1, v6
	v_bfe_i32 v6, v6, 5, 1
	v_and_b32_e32 v13, 0x1db71064, v13
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v16, v9
	v_and_b32_e32 v6, 0x76dc4190, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v14, v0, v13
	v_bfe_i32 v13, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor3_b32 v0, v0, v1, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v6, v13, v0
	v_bfe_i32 v6, v0, 0, 1
	v_bfe_i32 v13, v0, 1, 1
	v_bfe_i32 v14, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v9
	v_and_b32_e32 v9, 0xedb88320, v13
	v_bfe_i32 v13, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v7, v14, v7
	v_lshrrev_b32_e32 v15, 1, v6
	v_bfe_i32 v6, v6, 5, 1
	v_and_b32_e32 v13, 0x1db71064, v13
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v15, v9
	v_and_b32_e32 v6, 0x76dc4190, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v7, v0, v13
	v_bfe_i32 v7, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor3_b32 v0, v0, v1, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v6, v7, v0
	v_bfe_i32 v6, v0, 0, 1
	v_bfe_i32 v7, v0, 2, 1
	v_bfe_i32 v13, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v7, 0x76dc419, v7
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v6, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v14, 1, v6
	v_and_b32_e32 v9, 0x1db71064, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v7, v14, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v9, v1
	v_and_b32_e32 v1, 0x76dc4190, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xff, v2
	v_bfe_i32 v6, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor3_b32 v0, v0, v7, v1
	v_bfe_u32 v7, v2, 8, 8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v6, v9
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v6, 1, v0
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v14, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v13, 0x76dc419, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x1db71064, v14
	v_xor_b32_e32 v1, v1, v6
	v_bfe_i32 v6, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v7, v13, v7
	v_bfe_u32 v13, v2, 16, 8
	v_lshrrev_b32_e32 v15, 1, v1
	v_and_b32_e32 v6, 0xedb8832, v6
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v2, 24, v2
	v_xor_b32_e32 v9, v15, v9
	v_xor3_b32 v6, v7, v6, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v7, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor3_b32 v0, v6, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v7, v0
	v_bfe_i32 v6, v0, 0, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v14, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v7, 1, v1
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v7, 0xedb88320, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v13, v14, v13
	v_lshrrev_b32_e32 v15, 1, v6
	v_bfe_i32 v6, v6, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v7, v15, v7
	v_and_b32_e32 v6, 0x76dc4190, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v13, v0, v9
	v_bfe_i32 v9, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v0, v0, v1, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v6, v9, v0
	v_bfe_i32 v6, v0, 0, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v7, 1, v1
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v7, 0xedb88320, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v2, v13, v2
	v_lshrrev_b32_e32 v14, 1, v6
	v_bfe_i32 v6, v6, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v7, v14, v7
	v_and_b32_e32 v6, 0x76dc4190, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v2, v0, v9
	v_bfe_i32 v2, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xedb88320, v2
	v_xor3_b32 v0, v0, v1, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v6, v2, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v6, v0, 2, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v7, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v6, 0x76dc419, v6
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v7
	v_bfe_i32 v7, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v13, 1, v2
	v_and_b32_e32 v7, 0x1db71064, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v6, v13, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v7, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	v_and_b32_e32 v7, 0xff, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v2, v6, 5, 1
	v_lshrrev_b32_e32 v6, 6, v6
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v6, v1
	v_bfe_u32 v6, v3, 8, 8
	v_xor3_b32 v0, v0, v2, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v13, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v9, 0x76dc419, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x1db71064, v13
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v6, v9, v6
	v_bfe_u32 v9, v3, 16, 8
	v_lshrrev_b32_e32 v14, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v3, 24, v3
	v_xor_b32_e32 v7, v14, v7
	v_xor3_b32 v2, v6, v2, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v6, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor3_b32 v0, v2, v0, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v6, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v6, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v6
	v_and_b32_e32 v6, 0xedb88320, v7
	v_bfe_i32 v7, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v9, v13, v9
	v_lshrrev_b32_e32 v14, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v7, 0x1db71064, v7
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v14, v6
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v9, v0, v7
	v_bfe_i32 v7, v6, 5, 1
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor3_b32 v0, v0, v1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v7, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v6, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v6
	v_and_b32_e32 v6, 0xedb88320, v7
	v_bfe_i32 v7, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v3, v9, v3
	v_lshrrev_b32_e32 v13, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v7, 0x1db71064, v7
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v13, v6
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v3, v0, v7
	v_bfe_i32 v3, v6, 5, 1
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v6, v0, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_bfe_i32 v0, v6, 0, 1
	v_xor3_b32 v7, v2, v3, v6
	v_bfe_i32 v9, v6, 2, 1
	v_bfe_i32 v15, v6, 1, 1
	v_bfe_i32 v6, v6, 3, 1
	v_and_b32_e32 v14, 0xedb88320, v0
	global_load_b128 v[0:3], v[11:12], off offset:32
	v_lshrrev_b32_e32 v13, 1, v7
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v6, 0xedb8832, v6
	v_and_b32_e32 v15, 0xedb88320, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, v14, v13
	v_bfe_i32 v14, v7, 4, 1
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v6, v6, v9
	v_lshrrev_b32_e32 v16, 1, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x1db71064, v14
	v_and_b32_e32 v7, 0x3b6e20c8, v7
	v_bfe_i32 v9, v13, 5, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v13, v16, v15
	v_xor3_b32 v6, v6, v14, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v7, 0x76dc4190, v9
	v_and_b32_e32 v14, 0xff, v4
	v_bfe_i32 v9, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v6, v6, v13, v7
	v_bfe_u32 v13, v4, 8, 8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v6, v6, v9, v14
	v_bfe_i32 v7, v6, 0, 1
	v_lshrrev_b32_e32 v9, 1, v6
	v_bfe_i32 v14, v6, 1, 1
	v_bfe_i32 v15, v6, 2, 1
	v_bfe_i32 v16, v6, 4, 1
	v_and_b32_e32 v7, 0xedb88320, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v15, 0x76dc419, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v16, 0x1db71064, v16
	v_xor_b32_e32 v7, v7, v9
	v_bfe_i32 v9, v6, 3, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v13, v15, v13
	v_bfe_u32 v15, v4, 16, 8
	v_lshrrev_b32_e32 v17, 1, v7
	v_and_b32_e32 v9, 0xedb8832, v9
	v_and_b32_e32 v6, 0x3b6e20c8, v6
	v_bfe_i32 v7, v7, 5, 1
	v_lshrrev_b32_e32 v4, 24, v4
	v_xor_b32_e32 v14, v17, v14
	v_xor3_b32 v9, v13, v9, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v7, 0x76dc4190, v7
	v_bfe_i32 v13, v14, 5, 1
	v_lshrrev_b32_e32 v14, 6, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor3_b32 v6, v9, v6, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v7, v7, v13, v6
	v_bfe_i32 v9, v6, 0, 1
	v_bfe_i32 v14, v6, 1, 1
	v_bfe_i32 v16, v6, 2, 1
	v_bfe_i32 v6, v6, 3, 1
	v_lshrrev_b32_e32 v13, 1, v7
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v16, 0x76dc419, v16
	v_and_b32_e32 v6, 0xedb8832, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v9, v13
	v_and_b32_e32 v13, 0xedb88320, v14
	v_bfe_i32 v14, v7, 4, 1
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v15, v16, v15
	v_lshrrev_b32_e32 v17, 1, v9
	v_bfe_i32 v9, v9, 5, 1
	v_and_b32_e32 v14, 0x1db71064, v14
	v_and_b32_e32 v7, 0x3b6e20c8, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, v17, v13
	v_and_b32_e32 v9, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v6, v15, v6, v14
	v_bfe_i32 v14, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor3_b32 v6, v6, v7, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v7, v9, v14, v6
	v_bfe_i32 v9, v6, 0, 1
	v_bfe_i32 v14, v6, 1, 1
	v_bfe_i32 v15, v6, 2, 1
	v_bfe_i32 v6, v6, 3, 1
	v_lshrrev_b32_e32 v13, 1, v7
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v15, 0x76dc419, v15
	v_and_b32_e32 v6, 0xedb8832, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v9, v13
	v_and_b32_e32 v13, 0xedb88320, v14
	v_bfe_i32 v14, v7, 4, 1
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v4, v15, v4
	v_lshrrev_b32_e32 v16, 1, v9
	v_bfe_i32 v9, v9, 5, 1
	v_and_b32_e32 v14, 0x1db71064, v14
	v_and_b32_e32 v7, 0x3b6e20c8, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v13, v16, v13
	v_and_b32_e32 v9, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v4, v6, v14
	v_bfe_i32 v6, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor3_b32 v4, v4, v7, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v6, v9, v6, v4
	v_bfe_i32 v7, v4, 0, 1
	v_bfe_i32 v9, v4, 2, 1
	v_bfe_i32 v14, v4, 1, 1
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v13, 1, v6
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v4, 0xedb8832, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v7, v7, v13
	v_bfe_i32 v13, v6, 4, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v4, v4, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v15, 1, v7
	v_and_b32_e32 v13, 0x1db71064, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v6, 0x3b6e20c8, v6
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v9, v15, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v4, v13, v6
	v_and_b32_e32 v6, 0x76dc4190, v7
	v_and_b32_e32 v13, 0xff, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v7, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	v_and_b32_e32 v7, 0xedb88320, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v4, v9, v6
	v_bfe_u32 v9, v5, 8, 8
	v_xor3_b32 v4, v4, v7, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v6, v4, 0, 1
	v_lshrrev_b32_e32 v7, 1, v4
	v_bfe_i32 v13, v4, 1, 1
	v_bfe_i32 v14, v4, 2, 1
	v_bfe_i32 v15, v4, 4, 1
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v14, 0x76dc419, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v15, 0x1db71064, v15
	v_xor_b32_e32 v6, v6, v7
	v_bfe_i32 v7, v4, 3, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v9, v14, v9
	v_bfe_u32 v14, v5, 16, 8
	v_lshrrev_b32_e32 v16, 1, v6
	v_and_b32_e32 v7, 0xedb8832, v7
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v6, v6, 5, 1
	v_lshrrev_b32_e32 v5, 24, v5
	v_xor_b32_e32 v13, v16, v13
	v_xor3_b32 v7, v9, v7, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_bfe_i32 v9, v13, 5, 1
	v_lshrrev_b32_e32 v13, 6, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v4, v7, v4, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v6, v6, v9, v4
	v_bfe_i32 v7, v4, 0, 1
	v_bfe_i32 v13, v4, 1, 1
	v_bfe_i32 v15, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v9, 1, v6
	v_and_b32_e32 v7, 0xedb88320, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v15, 0x76dc419, v15
	v_and_b32_e32 v4, 0xedb8832, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v7, v7, v9
	v_and_b32_e32 v9, 0xedb88320, v13
	v_bfe_i32 v13, v6, 4, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v14, v15, v14
	v_lshrrev_b32_e32 v16, 1, v7
	v_bfe_i32 v7, v7, 5, 1
	v_and_b32_e32 v13, 0x1db71064, v13
	v_and_b32_e32 v6, 0x3b6e20c8, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v16, v9
	v_and_b32_e32 v7, 0x76dc4190, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v14, v4, v13
	v_bfe_i32 v13, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor3_b32 v4, v4, v6, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v6, v7, v13, v4
	v_bfe_i32 v7, v4, 0, 1
	v_bfe_i32 v13, v4, 1, 1
	v_bfe_i32 v14, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v9, 1, v6
	v_and_b32_e32 v7, 0xedb88320, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v4, 0xedb8832, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v7, v7, v9
	v_and_b32_e32 v9, 0xedb88320, v13
	v_bfe_i32 v13, v6, 4, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v5, v14, v5
	v_lshrrev_b32_e32 v15, 1, v7
	v_bfe_i32 v7, v7, 5, 1
	v_and_b32_e32 v13, 0x1db71064, v13
	v_and_b32_e32 v6, 0x3b6e20c8, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v15, v9
	v_and_b32_e32 v7, 0x76dc4190, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v5, v4, v13
	v_bfe_i32 v5, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0xedb88320, v5
	v_xor3_b32 v4, v4, v6, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v5, v7, v5, v4
	v_bfe_i32 v6, v4, 0, 1
	v_bfe_i32 v7, v4, 2, 1
	v_bfe_i32 v13, v4, 1, 1
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v9, 1, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v7, 0x76dc419, v7
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v4, 0xedb8832, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v6, v9
	v_bfe_i32 v9, v5, 4, 1
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v4, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v14, 1, v6
	v_and_b32_e32 v9, 0x1db71064, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v7, v14, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v4, v9, v5
	v_and_b32_e32 v5, 0x76dc4190, v6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xff, v0
	v_bfe_i32 v6, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor3_b32 v4, v4, v7, v5
	v_bfe_u32 v7, v0, 8, 8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v4, v4, v6, v9
	v_bfe_i32 v5, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v4
	v_bfe_i32 v9, v4, 1, 1
	v_bfe_i32 v13, v4, 2, 1
	v_bfe_i32 v14, v4, 4, 1
	v_and_b32_e32 v5, 0xedb88320, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v13, 0x76dc419, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x1db71064, v14
	v_xor_b32_e32 v5, v5, v6
	v_bfe_i32 v6, v4, 3, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v7, v13, v7
	v_bfe_u32 v13, v0, 16, 8
	v_lshrrev_b32_e32 v15, 1, v5
	v_and_b32_e32 v6, 0xedb8832, v6
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_lshrrev_b32_e32 v0, 24, v0
	v_xor_b32_e32 v9, v15, v9
	v_xor3_b32 v6, v7, v6, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_bfe_i32 v7, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor3_b32 v4, v6, v4, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v5, v5, v7, v4
	v_bfe_i32 v6, v4, 0, 1
	v_bfe_i32 v9, v4, 1, 1
	v_bfe_i32 v14, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v7, 1, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v4, 0xedb8832, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v7, 0xedb88320, v9
	v_bfe_i32 v9, v5, 4, 1
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v13, v14, v13
	v_lshrrev_b32_e32 v15, 1, v6
	v_bfe_i32 v6, v6, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v7, v15, v7
	v_and_b32_e32 v6, 0x76dc4190, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v4, v13, v4, v9
	v_bfe_i32 v9, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v4, v4, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v5, v6, v9, v4
	v_bfe_i32 v6, v4, 0, 1
	v_bfe_i32 v9, v4, 1, 1
	v_bfe_i32 v13, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v7, 1, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v4, 0xedb8832, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v7, 0xedb88320, v9
	v_bfe_i32 v9, v5, 4, 1
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v0, v13, v0
	v_lshrrev_b32_e32 v14, 1, v6
	v_bfe_i32 v6, v6, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v7, v14, v7
	v_and_b32_e32 v6, 0x76dc4190, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v4, v9
	v_bfe_i32 v4, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v4, v6, v4, v0
	v_bfe_i32 v5, v0, 0, 1
	v_bfe_i32 v6, v0, 2, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v7, 1, v4
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v6, 0x76dc419, v6
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, v5, v7
	v_bfe_i32 v7, v4, 4, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v0, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v13, 1, v5
	v_and_b32_e32 v7, 0x1db71064, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v6, v13, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v7, v4
	v_and_b32_e32 v4, 0x76dc4190, v5
	v_and_b32_e32 v7, 0xff, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v5, v6, 5, 1
	v_lshrrev_b32_e32 v6, 6, v6
	v_and_b32_e32 v5, 0xedb88320, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v6, v4
	v_bfe_u32 v6, v1, 8, 8
	v_xor3_b32 v0, v0, v5, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v4, v0, 0, 1
	v_lshrrev_b32_e32 v5, 1, v0
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v13, v0, 4, 1
	v_and_b32_e32 v4, 0xedb88320, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v9, 0x76dc419, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x1db71064, v13
	v_xor_b32_e32 v4, v4, v5
	v_bfe_i32 v5, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v6, v9, v6
	v_bfe_u32 v9, v1, 16, 8
	v_lshrrev_b32_e32 v14, 1, v4
	v_and_b32_e32 v5, 0xedb8832, v5
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v4, v4, 5, 1
	v_lshrrev_b32_e32 v1, 24, v1
	v_xor_b32_e32 v7, v14, v7
	v_xor3_b32 v5, v6, v5, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v4, 0x76dc4190, v4
	v_bfe_i32 v6, v7, 5, 1
	v_lshrrev_b32_e32 v7, 6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor3_b32 v0, v5, v0, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v4, v4, v6, v0
	v_bfe_i32 v5, v0, 0, 1
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v6, 1, v4
	v_and_b32_e32 v5, 0xedb88320, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v6, 0xedb88320, v7
	v_bfe_i32 v7, v4, 4, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v9, v13, v9
	v_lshrrev_b32_e32 v14, 1, v5
	v_bfe_i32 v5, v5, 5, 1
	v_and_b32_e32 v7, 0x1db71064, v7
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v14, v6
	v_and_b32_e32 v5, 0x76dc4190, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v9, v0, v7
	v_bfe_i32 v7, v6, 5, 1
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor3_b32 v0, v0, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v4, v5, v7, v0
	v_bfe_i32 v5, v0, 0, 1
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v6, 1, v4
	v_and_b32_e32 v5, 0xedb88320, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v6, 0xedb88320, v7
	v_bfe_i32 v7, v4, 4, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v1, v9, v1
	v_lshrrev_b32_e32 v13, 1, v5
	v_bfe_i32 v5, v5, 5, 1
	v_and_b32_e32 v7, 0x1db71064, v7
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, v13, v6
	v_and_b32_e32 v5, 0x76dc4190, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v1, v0, v7
	v_bfe_i32 v1, v6, 5, 1
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xedb88320, v1
	v_xor3_b32 v0, v0, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_bfe_i32 v4, v0, 0, 1
	v_xor3_b32 v1, v5, v1, v0
	v_bfe_i32 v9, v0, 2, 1
	s_delay_alu instid0(VALU_DEP_3)
	v_and_b32_e32 v14, 0xedb88320, v4
	global_load_b128 v[4:7], v[11:12], off offset:48
	v_lshrrev_b32_e32 v13, 1, v1
	v_bfe_i32 v11, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_and_b32_e32 v9, 0x76dc419, v9
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v12, v14, v13
	v_bfe_i32 v13, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_and_b32_e32 v0, 0xedb8832, v0
	v_and_b32_e32 v11, 0xedb88320, v11
	v_lshrrev_b32_e32 v14, 1, v12
	v_and_b32_e32 v13, 0x1db71064, v13
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_xor_b32_e32 v0, v0, v9
	v_bfe_i32 v9, v12, 5, 1
	v_xor_b32_e32 v11, v14, v11
	v_and_b32_e32 v12, 0xff, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v0, v13, v1
	v_and_b32_e32 v1, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v9, v11, 5, 1
	v_lshrrev_b32_e32 v11, 6, v11
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v11, v1
	v_bfe_u32 v11, v2, 8, 8
	v_xor3_b32 v0, v0, v9, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v9, 1, v0
	v_bfe_i32 v12, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v14, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v12, 0xedb88320, v12
	v_and_b32_e32 v13, 0x76dc419, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x1db71064, v14
	v_xor_b32_e32 v1, v1, v9
	v_bfe_i32 v9, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v11, v13, v11
	v_bfe_u32 v13, v2, 16, 8
	v_lshrrev_b32_e32 v15, 1, v1
	v_and_b32_e32 v9, 0xedb8832, v9
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v2, 24, v2
	v_xor_b32_e32 v12, v15, v12
	v_xor3_b32 v9, v11, v9, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v11, v12, 5, 1
	v_lshrrev_b32_e32 v12, 6, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0xedb88320, v11
	v_xor3_b32 v0, v9, v0, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v11, v0
	v_bfe_i32 v9, v0, 0, 1
	v_bfe_i32 v12, v0, 1, 1
	v_bfe_i32 v14, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v11, 1, v1
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v9, v11
	v_and_b32_e32 v11, 0xedb88320, v12
	v_bfe_i32 v12, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v13, v14, v13
	v_lshrrev_b32_e32 v15, 1, v9
	v_bfe_i32 v9, v9, 5, 1
	v_and_b32_e32 v12, 0x1db71064, v12
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v11, v15, v11
	v_and_b32_e32 v9, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v13, v0, v12
	v_bfe_i32 v12, v11, 5, 1
	v_lshrrev_b32_e32 v11, 6, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v12, 0xedb88320, v12
	v_xor3_b32 v0, v0, v1, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v9, v12, v0
	v_bfe_i32 v9, v0, 0, 1
	v_bfe_i32 v12, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v11, 1, v1
	v_and_b32_e32 v9, 0xedb88320, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, v9, v11
	v_and_b32_e32 v11, 0xedb88320, v12
	v_bfe_i32 v12, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v2, v13, v2
	v_lshrrev_b32_e32 v14, 1, v9
	v_bfe_i32 v9, v9, 5, 1
	v_and_b32_e32 v12, 0x1db71064, v12
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v11, v14, v11
	v_and_b32_e32 v9, 0x76dc4190, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v2, v0, v12
	v_bfe_i32 v2, v11, 5, 1
	v_lshrrev_b32_e32 v11, 6, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xedb88320, v2
	v_xor3_b32 v0, v0, v1, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v9, v2, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v12, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v11, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v12, 0xedb88320, v12
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v11
	v_bfe_i32 v11, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v13, 1, v2
	v_and_b32_e32 v11, 0x1db71064, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v9, v13, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v11, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	v_and_b32_e32 v11, 0xff, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v2, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v9, v1
	v_bfe_u32 v9, v3, 8, 8
	v_xor3_b32 v0, v0, v2, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v11, v0, 1, 1
	v_bfe_i32 v12, v0, 2, 1
	v_bfe_i32 v13, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v11, 0xedb88320, v11
	v_and_b32_e32 v12, 0x76dc419, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x1db71064, v13
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v9, v12, v9
	v_bfe_u32 v12, v3, 16, 8
	v_lshrrev_b32_e32 v14, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v3, 24, v3
	v_xor_b32_e32 v11, v14, v11
	v_xor3_b32 v2, v9, v2, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v9, v11, 5, 1
	v_lshrrev_b32_e32 v11, 6, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v0, v2, v0, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v9, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v11, v0, 1, 1
	v_bfe_i32 v13, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v9
	v_and_b32_e32 v9, 0xedb88320, v11
	v_bfe_i32 v11, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v12, v13, v12
	v_lshrrev_b32_e32 v14, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v11, 0x1db71064, v11
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v14, v9
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v12, v0, v11
	v_bfe_i32 v11, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0xedb88320, v11
	v_xor3_b32 v0, v0, v1, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v11, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v11, v0, 1, 1
	v_bfe_i32 v12, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v12, 0x76dc419, v12
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v9
	v_and_b32_e32 v9, 0xedb88320, v11
	v_bfe_i32 v11, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v3, v12, v3
	v_lshrrev_b32_e32 v13, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v11, 0x1db71064, v11
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, v13, v9
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v3, v0, v11
	v_bfe_i32 v3, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v0, v0, v1, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v3, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v3, v0, 2, 1
	v_bfe_i32 v11, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v3, 0x76dc419, v3
	v_and_b32_e32 v11, 0xedb88320, v11
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v12, 1, v2
	v_and_b32_e32 v9, 0x1db71064, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v3, v12, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v9, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v9, 0xff, v4
	v_bfe_i32 v2, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xedb88320, v2
	v_xor3_b32 v0, v0, v3, v1
	v_bfe_u32 v3, v4, 8, 8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v2, v9
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v11, v0, 2, 1
	v_bfe_i32 v12, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v11, 0x76dc419, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v12, 0x1db71064, v12
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v3, v11, v3
	v_bfe_u32 v11, v4, 16, 8
	v_lshrrev_b32_e32 v13, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v4, 24, v4
	v_xor_b32_e32 v9, v13, v9
	v_xor3_b32 v2, v3, v2, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v3, v9, 5, 1
	v_lshrrev_b32_e32 v9, 6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v0, v2, v0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v3, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v12, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v12, 0x76dc419, v12
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v11, v12, v11
	v_lshrrev_b32_e32 v13, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v13, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v11, v0, v9
	v_bfe_i32 v9, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v9, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v11, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v11, 0x76dc419, v11
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v9
	v_bfe_i32 v9, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v4, v11, v4
	v_lshrrev_b32_e32 v12, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v9, 0x1db71064, v9
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v12, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v4, v0, v9
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v3, v0, 2, 1
	v_bfe_i32 v9, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v3, 0x76dc419, v3
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v11, 1, v2
	v_and_b32_e32 v4, 0x1db71064, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v3, v11, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v4, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	v_and_b32_e32 v4, 0xff, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v2, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v3, v1
	v_bfe_u32 v3, v5, 8, 8
	v_xor3_b32 v0, v0, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v11, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_and_b32_e32 v9, 0x76dc419, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v11, 0x1db71064, v11
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v3, v9, v3
	v_bfe_u32 v9, v5, 16, 8
	v_lshrrev_b32_e32 v12, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_lshrrev_b32_e32 v5, 24, v5
	v_xor_b32_e32 v4, v12, v4
	v_xor3_b32 v2, v3, v2, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v3, v4, 5, 1
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v0, v2, v0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v3, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v11, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v11, 0x76dc419, v11
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v9, v11, v9
	v_lshrrev_b32_e32 v12, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v12, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v9, v0, v4
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v5, v9, v5
	v_lshrrev_b32_e32 v11, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v11, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v5, v0, v4
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v3, v0, 2, 1
	v_bfe_i32 v5, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v3, 0x76dc419, v3
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v9, 1, v2
	v_and_b32_e32 v4, 0x1db71064, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v3, v9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v4, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	v_and_b32_e32 v4, 0xff, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v2, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v3, v1
	v_bfe_u32 v3, v6, 8, 8
	v_xor3_b32 v0, v0, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v5, v0, 2, 1
	v_bfe_i32 v9, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_and_b32_e32 v5, 0x76dc419, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0x1db71064, v9
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v3, v5, v3
	v_bfe_u32 v5, v6, 16, 8
	v_lshrrev_b32_e32 v11, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v4, v11, v4
	v_xor3_b32 v2, v3, v2, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v3, v4, 5, 1
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v0, v2, v0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v3, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v9, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v5, v9, v5
	v_lshrrev_b32_e32 v11, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v11, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v5, v0, v4
	v_lshrrev_b32_e32 v5, 24, v6
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v6, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v6, 0x76dc419, v6
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v9, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v9, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v5, v0, v4
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v3, v0, 2, 1
	v_bfe_i32 v5, v0, 1, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v3, 0x76dc419, v3
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v6, 1, v2
	v_and_b32_e32 v4, 0x1db71064, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v3, v6, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v0, v4, v1
	v_and_b32_e32 v1, 0x76dc4190, v2
	v_and_b32_e32 v4, 0xff, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_bfe_i32 v2, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, v3, v1
	v_bfe_u32 v3, v7, 8, 8
	v_xor3_b32 v0, v0, v2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_bfe_i32 v1, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v0
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v5, v0, 2, 1
	v_bfe_i32 v6, v0, 4, 1
	v_and_b32_e32 v1, 0xedb88320, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_and_b32_e32 v5, 0x76dc419, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v6, 0x1db71064, v6
	v_xor_b32_e32 v1, v1, v2
	v_bfe_i32 v2, v0, 3, 1
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v3, v5, v3
	v_bfe_u32 v5, v7, 16, 8
	v_lshrrev_b32_e32 v9, 1, v1
	v_and_b32_e32 v2, 0xedb8832, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v4, v9, v4
	v_xor3_b32 v2, v3, v2, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_bfe_i32 v3, v4, 5, 1
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v3, 0xedb88320, v3
	v_xor3_b32 v0, v2, v0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v1, v3, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v6, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v6, 0x76dc419, v6
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v9, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v9, v3
	v_mov_b32_e32 v9, v10
	v_xor3_b32 v0, v5, v0, v4
	v_and_b32_e32 v2, 0x76dc4190, v2
	v_lshrrev_b32_e32 v5, 24, v7
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v6, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v3, 1, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_and_b32_e32 v6, 0x76dc419, v6
	v_and_b32_e32 v0, 0xedb8832, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, 0xedb88320, v4
	v_bfe_i32 v4, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v5, v6, v5
	v_lshrrev_b32_e32 v7, 1, v2
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v4, 0x1db71064, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v3, v7, v3
	v_and_b32_e32 v2, 0x76dc4190, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, v5, v0, v4
	v_bfe_i32 v4, v3, 5, 1
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor3_b32 v0, v0, v1, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_xor3_b32 v1, v2, v4, v0
	v_bfe_i32 v2, v0, 0, 1
	v_bfe_i32 v4, v0, 1, 1
	v_lshrrev_b32_e32 v3, 1, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v2, 0xedb88320, v2
	v_and_b32_e32 v4, 0xedb88320, v4
	v_bfe_i32 v5, v1, 4, 1
	v_bfe_i32 v1, v1, 5, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v2, v2, v3
	v_bfe_i32 v3, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_and_b32_e32 v5, 0x1db71064, v5
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_lshrrev_b32_e32 v6, 1, v2
	v_and_b32_e32 v3, 0x76dc419, v3
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v2, v2, 5, 1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v4, v6, v4
	v_xor3_b32 v0, v0, v3, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v2, 0x76dc4190, v2
	v_lshrrev_b32_e32 v3, 6, v4
	v_and_b32_e32 v4, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v0, v1, v3
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_cndmask_b32_e64 v4, 0x12477cdf, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_xor3_b32 v2, v3, v2, v4
	global_store_b32 v[0:1], v2, off
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel crc32_block
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	crc32_block, .Lfunc_end0-crc32_block
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 13432
; NumSgprs: 18
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	crc32_len               ; -- Begin function crc32_len
	.globl	crc32_len
	.p2align	8
	.type	crc32_len,@function
crc32_len:                              ; @crc32_len
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 4, v0
	s_mov_b32 s2, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s6, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v4, vcc_lo, s7, v4, vcc_lo
	global_load_b32 v1, v[3:4], off
	s_waitcnt vmcnt(0)
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB1_5
; %bb.2:
	v_add_co_u32 v2, vcc_lo, v3, 4
	v_min_u32_e32 v1, 60, v1
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v4, vcc_lo
	v_mov_b32_e32 v4, -1
	s_mov_b32 s3, 0
	s_mov_b32 s6, 0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s0, s6, -4
	s_add_i32 s6, s6, 1
	v_add_co_u32 v5, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v6, vcc_lo, 0, v3, vcc_lo
	s_and_b32 s0, s3, 24
	s_add_i32 s3, s3, 8
	global_load_b32 v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_bfe_u32 v5, v5, s0, 8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v4, v5, v4
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, s6, v1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v4, 1, v4
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v6, 0xedb88320, v5
	v_cmp_eq_u32_e64 s0, 0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v4, v6, v5, s0
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_not_b32_e32 v2, v4
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB1_6:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel crc32_len
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	crc32_len, .Lfunc_end1-crc32_len
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 548
; NumSgprs: 18
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	crc32c_words            ; -- Begin function crc32c_words
	.globl	crc32c_words
	.p2align	8
	.type	crc32c_words,@function
crc32c_words:                           ; @crc32c_words
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_mov_b32_e32 v3, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v2, vcc_lo, s3, v2, vcc_lo
	s_mov_b64 s[2:3], 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_co_u32 v4, vcc_lo, v1, s2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v5, vcc_lo, s3, v2, vcc_lo
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s2, 16
	global_load_b32 v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 1, v3
	v_and_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	v_cndmask_b32_e32 v3, v5, v4, vcc_lo
	s_cbranch_scc0 .LBB2_2
; %bb.3:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_not_b32_e32 v2, v3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB2_4:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel crc32c_words
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	crc32c_words, .Lfunc_end2-crc32c_words
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1224
; NumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           crc32_block
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         crc32_block.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           crc32_len
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         crc32_len.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           crc32c_words
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         crc32c_words.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
