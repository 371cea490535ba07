	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	crc32_block             ; -- Begin function crc32_block
	.globl	crc32_block
	.p2align	8
	.type	crc32_block,@function
crc32_block:                            ; @crc32_block
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v16, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v16
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v18, 4, v16
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[0:1], 2, v[18:19]
	v_mov_b32_e32 v17, 0xedb88320
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	global_load_dwordx4 v[12:15], v[20:21], off
	global_load_dwordx4 v[8:11], v[20:21], off offset:16
	global_load_dwordx4 v[0:3], v[20:21], off offset:48
	global_load_dwordx4 v[4:7], v[20:21], off offset:32
	v_mov_b32_e32 v18, 0x76dc419
	v_mov_b32_e32 v22, 0xedb8832
	v_mov_b32_e32 v23, 0x1db71064
	v_mov_b32_e32 v24, 0x3b6e20c8
	s_waitcnt vmcnt(3)
	v_and_b32_e32 v21, 1, v12
	v_not_b32_e32 v20, v12
	v_and_b32_e32 v25, 2, v12
	v_cmp_eq_u32_e32 vcc, 0, v21
	v_and_b32_e32 v26, 4, v12
	v_or_b32_e32 v20, 0xffffff00, v20
	v_cndmask_b32_e32 v21, 0, v17, vcc
	v_cmp_eq_u32_e32 vcc, 0, v25
	v_and_b32_e32 v27, 8, v12
	v_cndmask_b32_e32 v17, 0, v17, vcc
	v_cmp_eq_u32_e32 vcc, 0, v26
	v_lshrrev_b32_e32 v20, 1, v20
	v_and_b32_e32 v28, 16, v12
	v_cndmask_b32_e32 v18, 0, v18, vcc
	v_cmp_eq_u32_e32 vcc, 0, v27
	v_xor_b32_e32 v20, v21, v20
	v_and_b32_e32 v29, 32, v12
	v_cndmask_b32_e32 v22, 0, v22, vcc
	v_cmp_eq_u32_e32 vcc, 0, v28
	v_xor_b32_sdwa v18, v18, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_lshrrev_b32_e32 v21, 1, v20
	v_cndmask_b32_e32 v23, 0, v23, vcc
	v_cmp_eq_u32_e32 vcc, 0, v29
	v_xor_b32_e32 v18, v18, v22
	v_xor_b32_e32 v17, v21, v17
	v_cndmask_b32_e32 v24, 0, v24, vcc
	v_bfe_i32 v20, v20, 5, 1
	v_xor_b32_e32 v18, v18, v23
	v_lshrrev_b32_e32 v21, 6, v17
	v_bfe_i32 v17, v17, 5, 1
	v_and_b32_e32 v20, 0x76dc4190, v20
	v_xor_b32_e32 v18, v18, v24
	v_and_b32_e32 v17, 0xedb88320, v17
	v_xor_b32_e32 v18, v18, v21
	v_xor_b32_e32 v17, v20, v17
	v_bfe_i32 v20, v18, 0, 1
	v_bfe_i32 v21, v18, 1, 1
	v_bfe_i32 v22, v18, 2, 1
	v_bfe_i32 v23, v18, 3, 1
	v_xor_b32_e32 v17, v17, v18
	v_and_b32_e32 v18, 0xedb88320, v20
	v_and_b32_e32 v20, 0xedb88320, v21
	v_and_b32_e32 v21, 0x76dc419, v22
	v_and_b32_e32 v22, 0xedb8832, v23
	v_lshrrev_b32_e32 v23, 1, v17
	v_bfe_i32 v24, v17, 4, 1
	v_xor_b32_sdwa v21, v21, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v18, v18, v23
	v_bfe_i32 v17, v17, 5, 1
	v_and_b32_e32 v23, 0x1db71064, v24
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v22, 1, v18
	v_and_b32_e32 v17, 0x3b6e20c8, v17
	v_xor_b32_e32 v21, v21, v23
	v_xor_b32_e32 v20, v22, v20
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v17, v21, v17
	v_lshrrev_b32_e32 v21, 6, v20
	v_bfe_i32 v20, v20, 5, 1
	v_and_b32_e32 v18, 0x76dc4190, v18
	v_and_b32_e32 v20, 0xedb88320, v20
	v_xor_b32_e32 v17, v17, v21
	v_xor_b32_e32 v18, v18, v20
	v_bfe_i32 v20, v17, 0, 1
	v_bfe_i32 v21, v17, 1, 1
	v_bfe_i32 v22, v17, 2, 1
	v_bfe_i32 v23, v17, 3, 1
	v_xor_b32_e32 v17, v18, v17
	v_and_b32_e32 v18, 0xedb88320, v20
	v_and_b32_e32 v20, 0xedb88320, v21
	v_and_b32_e32 v21, 0x76dc419, v22
	v_and_b32_e32 v22, 0xedb8832, v23
	v_lshrrev_b32_e32 v23, 1, v17
	v_bfe_i32 v24, v17, 4, 1
	v_xor_b32_sdwa v12, v21, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v18, v18, v23
	v_bfe_i32 v17, v17, 5, 1
	v_and_b32_e32 v21, 0x1db71064, v24
	v_xor_b32_e32 v12, v12, v22
	v_lshrrev_b32_e32 v22, 1, v18
	v_and_b32_e32 v17, 0x3b6e20c8, v17
	v_xor_b32_e32 v12, v12, v21
	v_xor_b32_e32 v20, v22, v20
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v12, v12, v17
	v_lshrrev_b32_e32 v17, 6, v20
	v_bfe_i32 v20, v20, 5, 1
	v_and_b32_e32 v18, 0x76dc4190, v18
	v_and_b32_e32 v20, 0xedb88320, v20
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v17, v18, v20
	v_bfe_i32 v18, v12, 0, 1
	v_xor_b32_e32 v17, v17, v12
	v_bfe_i32 v20, v12, 1, 1
	v_and_b32_e32 v18, 0xedb88320, v18
	v_lshrrev_b32_e32 v21, 1, v17
	v_bfe_i32 v22, v12, 2, 1
	v_bfe_i32 v12, v12, 3, 1
	v_xor_b32_e32 v18, v18, v21
	v_and_b32_e32 v22, 0x76dc419, v22
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v23, v17, 4, 1
	v_lshrrev_b32_e32 v21, 1, v18
	v_and_b32_e32 v20, 0xedb88320, v20
	v_and_b32_e32 v23, 0x1db71064, v23
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v12, v22
	v_xor_b32_e32 v20, v21, v20
	v_and_b32_e32 v17, 0x3b6e20c8, v17
	v_xor_b32_e32 v12, v12, v23
	v_lshrrev_b32_e32 v21, 6, v20
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v12, v12, v17
	v_and_b32_e32 v18, 0x76dc4190, v18
	v_bfe_i32 v20, v20, 5, 1
	v_xor_b32_e32 v12, v12, v21
	v_and_b32_e32 v20, 0xedb88320, v20
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_sdwa v12, v13, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v18, v12, 0, 1
	v_lshrrev_b32_e32 v17, 1, v12
	v_and_b32_e32 v18, 0xedb88320, v18
	v_bfe_i32 v21, v12, 2, 1
	v_xor_b32_e32 v17, v18, v17
	v_bfe_i32 v20, v12, 1, 1
	v_and_b32_e32 v21, 0x76dc419, v21
	v_bfe_i32 v22, v12, 3, 1
	v_lshrrev_b32_e32 v18, 1, v17
	v_and_b32_e32 v20, 0xedb88320, v20
	v_and_b32_e32 v22, 0xedb8832, v22
	v_bfe_i32 v23, v12, 4, 1
	v_xor_b32_sdwa v21, v21, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v18, v18, v20
	v_and_b32_e32 v23, 0x1db71064, v23
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v21, v21, v22
	v_lshrrev_b32_e32 v20, 6, v18
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_bfe_i32 v17, v17, 5, 1
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v21, v21, v23
	v_and_b32_e32 v17, 0x76dc4190, v17
	v_and_b32_e32 v18, 0xedb88320, v18
	v_xor_b32_e32 v12, v21, v12
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_e32 v17, v17, v18
	v_xor_b32_e32 v17, v17, v12
	v_bfe_i32 v20, v12, 0, 1
	v_lshrrev_b32_e32 v18, 1, v17
	v_and_b32_e32 v20, 0xedb88320, v20
	v_bfe_i32 v22, v12, 2, 1
	v_xor_b32_e32 v18, v20, v18
	v_bfe_i32 v21, v12, 1, 1
	v_and_b32_e32 v22, 0x76dc419, v22
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v20, 1, v18
	v_and_b32_e32 v21, 0xedb88320, v21
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v23, v17, 4, 1
	v_xor_b32_sdwa v22, v22, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v20, v20, v21
	v_and_b32_e32 v23, 0x1db71064, v23
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v22, v12
	v_lshrrev_b32_e32 v21, 6, v20
	v_and_b32_e32 v17, 0x3b6e20c8, v17
	v_bfe_i32 v18, v18, 5, 1
	v_bfe_i32 v20, v20, 5, 1
	v_xor_b32_e32 v12, v12, v23
	v_and_b32_e32 v18, 0x76dc4190, v18
	v_and_b32_e32 v20, 0xedb88320, v20
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v12, v12, v21
	v_xor_b32_e32 v17, v18, v20
	v_xor_b32_e32 v17, v17, v12
	v_bfe_i32 v20, v12, 0, 1
	v_lshrrev_b32_e32 v18, 1, v17
	v_and_b32_e32 v20, 0xedb88320, v20
	v_bfe_i32 v22, v12, 2, 1
	v_xor_b32_e32 v18, v20, v18
	v_bfe_i32 v21, v12, 1, 1
	v_and_b32_e32 v22, 0x76dc419, v22
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v20, 1, v18
	v_and_b32_e32 v21, 0xedb88320, v21
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v23, v17, 4, 1
	v_xor_b32_sdwa v13, v22, v13 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v20, v20, v21
	v_and_b32_e32 v23, 0x1db71064, v23
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v13, v12
	v_lshrrev_b32_e32 v21, 6, v20
	v_and_b32_e32 v17, 0x3b6e20c8, v17
	v_bfe_i32 v18, v18, 5, 1
	v_bfe_i32 v20, v20, 5, 1
	v_xor_b32_e32 v12, v12, v23
	v_and_b32_e32 v18, 0x76dc4190, v18
	v_and_b32_e32 v20, 0xedb88320, v20
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v12, v12, v21
	v_xor_b32_e32 v13, v18, v20
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v18, v12, 0, 1
	v_lshrrev_b32_e32 v17, 1, v13
	v_and_b32_e32 v18, 0xedb88320, v18
	v_bfe_i32 v20, v12, 1, 1
	v_bfe_i32 v21, v12, 2, 1
	v_bfe_i32 v12, v12, 3, 1
	v_xor_b32_e32 v17, v18, v17
	v_and_b32_e32 v21, 0x76dc419, v21
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v22, v13, 4, 1
	v_lshrrev_b32_e32 v18, 1, v17
	v_and_b32_e32 v20, 0xedb88320, v20
	v_and_b32_e32 v22, 0x1db71064, v22
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v12, v21
	v_xor_b32_e32 v18, v18, v20
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_xor_b32_e32 v12, v12, v22
	v_lshrrev_b32_e32 v20, 6, v18
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v17, 0x76dc4190, v17
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v12, v12, v20
	v_and_b32_e32 v18, 0xedb88320, v18
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_sdwa v12, v14, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v17, v12, 0, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v17, 0xedb88320, v17
	v_bfe_i32 v20, v12, 2, 1
	v_xor_b32_e32 v13, v17, v13
	v_bfe_i32 v18, v12, 1, 1
	v_and_b32_e32 v20, 0x76dc419, v20
	v_bfe_i32 v21, v12, 3, 1
	v_lshrrev_b32_e32 v17, 1, v13
	v_and_b32_e32 v18, 0xedb88320, v18
	v_and_b32_e32 v21, 0xedb8832, v21
	v_bfe_i32 v22, v12, 4, 1
	v_xor_b32_sdwa v20, v20, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v17, v17, v18
	v_and_b32_e32 v22, 0x1db71064, v22
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v18, 6, v17
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_bfe_i32 v13, v13, 5, 1
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v20, v20, v22
	v_and_b32_e32 v13, 0x76dc4190, v13
	v_and_b32_e32 v17, 0xedb88320, v17
	v_xor_b32_e32 v12, v20, v12
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v13, v13, v17
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v18, v12, 0, 1
	v_lshrrev_b32_e32 v17, 1, v13
	v_and_b32_e32 v18, 0xedb88320, v18
	v_bfe_i32 v21, v12, 2, 1
	v_xor_b32_e32 v17, v18, v17
	v_bfe_i32 v20, v12, 1, 1
	v_and_b32_e32 v21, 0x76dc419, v21
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v18, 1, v17
	v_and_b32_e32 v20, 0xedb88320, v20
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v22, v13, 4, 1
	v_xor_b32_sdwa v21, v21, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v18, v18, v20
	v_and_b32_e32 v22, 0x1db71064, v22
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v21, v12
	v_lshrrev_b32_e32 v20, 6, v18
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_bfe_i32 v17, v17, 5, 1
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v12, v12, v22
	v_and_b32_e32 v17, 0x76dc4190, v17
	v_and_b32_e32 v18, 0xedb88320, v18
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_e32 v13, v17, v18
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v18, v12, 0, 1
	v_lshrrev_b32_e32 v17, 1, v13
	v_and_b32_e32 v18, 0xedb88320, v18
	v_bfe_i32 v21, v12, 2, 1
	v_xor_b32_e32 v17, v18, v17
	v_bfe_i32 v20, v12, 1, 1
	v_and_b32_e32 v21, 0x76dc419, v21
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v18, 1, v17
	v_and_b32_e32 v20, 0xedb88320, v20
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v22, v13, 4, 1
	v_xor_b32_sdwa v14, v21, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v18, v18, v20
	v_and_b32_e32 v22, 0x1db71064, v22
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v14, v12
	v_lshrrev_b32_e32 v20, 6, v18
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_bfe_i32 v17, v17, 5, 1
	v_bfe_i32 v18, v18, 5, 1
	v_xor_b32_e32 v12, v12, v22
	v_and_b32_e32 v17, 0x76dc4190, v17
	v_and_b32_e32 v18, 0xedb88320, v18
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_e32 v13, v17, v18
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v17, v12, 0, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v17, 0xedb88320, v17
	v_bfe_i32 v18, v12, 1, 1
	v_bfe_i32 v20, v12, 2, 1
	v_bfe_i32 v12, v12, 3, 1
	v_xor_b32_e32 v14, v17, v14
	v_and_b32_e32 v20, 0x76dc419, v20
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v21, v13, 4, 1
	v_lshrrev_b32_e32 v17, 1, v14
	v_and_b32_e32 v18, 0xedb88320, v18
	v_and_b32_e32 v21, 0x1db71064, v21
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v12, v20
	v_xor_b32_e32 v17, v17, v18
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_xor_b32_e32 v12, v12, v21
	v_lshrrev_b32_e32 v18, 6, v17
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v14, 0x76dc4190, v14
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v12, v18
	v_and_b32_e32 v17, 0xedb88320, v17
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_sdwa v12, v15, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v14, v12, 0, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_bfe_i32 v18, v12, 2, 1
	v_xor_b32_e32 v13, v14, v13
	v_bfe_i32 v17, v12, 1, 1
	v_and_b32_e32 v18, 0x76dc419, v18
	v_bfe_i32 v20, v12, 3, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v17, 0xedb88320, v17
	v_and_b32_e32 v20, 0xedb8832, v20
	v_bfe_i32 v21, v12, 4, 1
	v_xor_b32_sdwa v18, v18, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v14, v14, v17
	v_and_b32_e32 v21, 0x1db71064, v21
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v18, v18, v20
	v_lshrrev_b32_e32 v17, 6, v14
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_bfe_i32 v13, v13, 5, 1
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v18, v18, v21
	v_and_b32_e32 v13, 0x76dc4190, v13
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor_b32_e32 v12, v18, v12
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v13, v13, v14
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v17, v12, 0, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v17, 0xedb88320, v17
	v_bfe_i32 v20, v12, 2, 1
	v_xor_b32_e32 v14, v17, v14
	v_bfe_i32 v18, v12, 1, 1
	v_and_b32_e32 v20, 0x76dc419, v20
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v17, 1, v14
	v_and_b32_e32 v18, 0xedb88320, v18
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v21, v13, 4, 1
	v_xor_b32_sdwa v20, v20, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v17, v17, v18
	v_and_b32_e32 v21, 0x1db71064, v21
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v20, v12
	v_lshrrev_b32_e32 v18, 6, v17
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_bfe_i32 v14, v14, 5, 1
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v12, v21
	v_and_b32_e32 v14, 0x76dc4190, v14
	v_and_b32_e32 v17, 0xedb88320, v17
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v13, v14, v17
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v17, v12, 0, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v17, 0xedb88320, v17
	v_bfe_i32 v20, v12, 2, 1
	v_xor_b32_e32 v14, v17, v14
	v_bfe_i32 v18, v12, 1, 1
	v_and_b32_e32 v20, 0x76dc419, v20
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v17, 1, v14
	v_and_b32_e32 v18, 0xedb88320, v18
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v21, v13, 4, 1
	v_xor_b32_sdwa v15, v20, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v17, v17, v18
	v_and_b32_e32 v21, 0x1db71064, v21
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v15, v12
	v_lshrrev_b32_e32 v18, 6, v17
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_bfe_i32 v14, v14, 5, 1
	v_bfe_i32 v17, v17, 5, 1
	v_xor_b32_e32 v12, v12, v21
	v_and_b32_e32 v14, 0x76dc4190, v14
	v_and_b32_e32 v17, 0xedb88320, v17
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v13, v14, v17
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v15, v12, 0, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_bfe_i32 v17, v12, 1, 1
	v_bfe_i32 v18, v12, 2, 1
	v_bfe_i32 v12, v12, 3, 1
	v_xor_b32_e32 v14, v15, v14
	v_and_b32_e32 v18, 0x76dc419, v18
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v20, v13, 4, 1
	v_lshrrev_b32_e32 v15, 1, v14
	v_and_b32_e32 v17, 0xedb88320, v17
	v_and_b32_e32 v20, 0x1db71064, v20
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v12, v18
	v_xor_b32_e32 v15, v15, v17
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_xor_b32_e32 v12, v12, v20
	v_lshrrev_b32_e32 v17, 6, v15
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v14, 0x76dc4190, v14
	v_bfe_i32 v15, v15, 5, 1
	v_xor_b32_e32 v12, v12, v17
	v_and_b32_e32 v15, 0xedb88320, v15
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v12, v12, v15
	s_waitcnt vmcnt(2)
	v_xor_b32_sdwa v12, v8, v12 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v14, v12, 0, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_bfe_i32 v17, v12, 2, 1
	v_xor_b32_e32 v13, v14, v13
	v_bfe_i32 v15, v12, 1, 1
	v_and_b32_e32 v17, 0x76dc419, v17
	v_bfe_i32 v18, v12, 3, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_and_b32_e32 v18, 0xedb8832, v18
	v_bfe_i32 v20, v12, 4, 1
	v_xor_b32_sdwa v17, v17, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v14, v14, v15
	v_and_b32_e32 v20, 0x1db71064, v20
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v17, v17, v18
	v_lshrrev_b32_e32 v15, 6, v14
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_bfe_i32 v13, v13, 5, 1
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v17, v17, v20
	v_and_b32_e32 v13, 0x76dc4190, v13
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor_b32_e32 v12, v17, v12
	v_xor_b32_e32 v12, v12, v15
	v_xor_b32_e32 v13, v13, v14
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v15, v12, 0, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_bfe_i32 v18, v12, 2, 1
	v_xor_b32_e32 v14, v15, v14
	v_bfe_i32 v17, v12, 1, 1
	v_and_b32_e32 v18, 0x76dc419, v18
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v15, 1, v14
	v_and_b32_e32 v17, 0xedb88320, v17
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v20, v13, 4, 1
	v_xor_b32_sdwa v18, v18, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v15, v15, v17
	v_and_b32_e32 v20, 0x1db71064, v20
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v12, v18, v12
	v_lshrrev_b32_e32 v17, 6, v15
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_bfe_i32 v14, v14, 5, 1
	v_bfe_i32 v15, v15, 5, 1
	v_xor_b32_e32 v12, v12, v20
	v_and_b32_e32 v14, 0x76dc4190, v14
	v_and_b32_e32 v15, 0xedb88320, v15
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v12, v12, v17
	v_xor_b32_e32 v13, v14, v15
	v_xor_b32_e32 v13, v13, v12
	v_bfe_i32 v15, v12, 0, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_bfe_i32 v18, v12, 2, 1
	v_xor_b32_e32 v14, v15, v14
	v_bfe_i32 v17, v12, 1, 1
	v_and_b32_e32 v18, 0x76dc419, v18
	v_bfe_i32 v12, v12, 3, 1
	v_lshrrev_b32_e32 v15, 1, v14
	v_and_b32_e32 v17, 0xedb88320, v17
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v20, v13, 4, 1
	v_xor_b32_sdwa v8, v18, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v15, v15, v17
	v_and_b32_e32 v20, 0x1db71064, v20
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v8, v8, v12
	v_lshrrev_b32_e32 v17, 6, v15
	v_and_b32_e32 v13, 0x3b6e20c8, v13
	v_bfe_i32 v14, v14, 5, 1
	v_bfe_i32 v15, v15, 5, 1
	v_xor_b32_e32 v8, v8, v20
	v_and_b32_e32 v14, 0x76dc4190, v14
	v_and_b32_e32 v15, 0xedb88320, v15
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v8, v8, v17
	v_xor_b32_e32 v12, v14, v15
	v_xor_b32_e32 v12, v12, v8
	v_bfe_i32 v14, v8, 0, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_bfe_i32 v15, v8, 1, 1
	v_bfe_i32 v17, v8, 2, 1
	v_bfe_i32 v8, v8, 3, 1
	v_xor_b32_e32 v13, v14, v13
	v_and_b32_e32 v17, 0x76dc419, v17
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v18, v12, 4, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_and_b32_e32 v18, 0x1db71064, v18
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v8, v17
	v_xor_b32_e32 v14, v14, v15
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_xor_b32_e32 v8, v8, v18
	v_lshrrev_b32_e32 v15, 6, v14
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v8, v8, v12
	v_and_b32_e32 v13, 0x76dc4190, v13
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v8, v8, v15
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v8, v8, v14
	v_xor_b32_sdwa v8, v9, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v13, v8, 0, 1
	v_lshrrev_b32_e32 v12, 1, v8
	v_and_b32_e32 v13, 0xedb88320, v13
	v_bfe_i32 v15, v8, 2, 1
	v_xor_b32_e32 v12, v13, v12
	v_bfe_i32 v14, v8, 1, 1
	v_and_b32_e32 v15, 0x76dc419, v15
	v_bfe_i32 v17, v8, 3, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v17, 0xedb8832, v17
	v_bfe_i32 v18, v8, 4, 1
	v_xor_b32_sdwa v15, v15, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v13, v13, v14
	v_and_b32_e32 v18, 0x1db71064, v18
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v15, v15, v17
	v_lshrrev_b32_e32 v14, 6, v13
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_bfe_i32 v12, v12, 5, 1
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v15, v15, v18
	v_and_b32_e32 v12, 0x76dc4190, v12
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor_b32_e32 v8, v15, v8
	v_xor_b32_e32 v8, v8, v14
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v12, v12, v8
	v_bfe_i32 v14, v8, 0, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_bfe_i32 v17, v8, 2, 1
	v_xor_b32_e32 v13, v14, v13
	v_bfe_i32 v15, v8, 1, 1
	v_and_b32_e32 v17, 0x76dc419, v17
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v18, v12, 4, 1
	v_xor_b32_sdwa v17, v17, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v14, v14, v15
	v_and_b32_e32 v18, 0x1db71064, v18
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v17, v8
	v_lshrrev_b32_e32 v15, 6, v14
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_bfe_i32 v13, v13, 5, 1
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v8, v8, v18
	v_and_b32_e32 v13, 0x76dc4190, v13
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v8, v8, v15
	v_xor_b32_e32 v12, v13, v14
	v_xor_b32_e32 v12, v12, v8
	v_bfe_i32 v14, v8, 0, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_bfe_i32 v17, v8, 2, 1
	v_xor_b32_e32 v13, v14, v13
	v_bfe_i32 v15, v8, 1, 1
	v_and_b32_e32 v17, 0x76dc419, v17
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v14, 1, v13
	v_and_b32_e32 v15, 0xedb88320, v15
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v18, v12, 4, 1
	v_xor_b32_sdwa v9, v17, v9 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v14, v14, v15
	v_and_b32_e32 v18, 0x1db71064, v18
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v9, v8
	v_lshrrev_b32_e32 v15, 6, v14
	v_and_b32_e32 v12, 0x3b6e20c8, v12
	v_bfe_i32 v13, v13, 5, 1
	v_bfe_i32 v14, v14, 5, 1
	v_xor_b32_e32 v8, v8, v18
	v_and_b32_e32 v13, 0x76dc4190, v13
	v_and_b32_e32 v14, 0xedb88320, v14
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v8, v8, v15
	v_xor_b32_e32 v9, v13, v14
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v13, v8, 0, 1
	v_lshrrev_b32_e32 v12, 1, v9
	v_and_b32_e32 v13, 0xedb88320, v13
	v_bfe_i32 v14, v8, 1, 1
	v_bfe_i32 v15, v8, 2, 1
	v_bfe_i32 v8, v8, 3, 1
	v_xor_b32_e32 v12, v13, v12
	v_and_b32_e32 v15, 0x76dc419, v15
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v17, v9, 4, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v17, 0x1db71064, v17
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v8, v15
	v_xor_b32_e32 v13, v13, v14
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_xor_b32_e32 v8, v8, v17
	v_lshrrev_b32_e32 v14, 6, v13
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v12, 0x76dc4190, v12
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v8, v8, v14
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_sdwa v8, v10, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v12, v8, 0, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v12, 0xedb88320, v12
	v_bfe_i32 v14, v8, 2, 1
	v_xor_b32_e32 v9, v12, v9
	v_bfe_i32 v13, v8, 1, 1
	v_and_b32_e32 v14, 0x76dc419, v14
	v_bfe_i32 v15, v8, 3, 1
	v_lshrrev_b32_e32 v12, 1, v9
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v15, 0xedb8832, v15
	v_bfe_i32 v17, v8, 4, 1
	v_xor_b32_sdwa v14, v14, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v17, 0x1db71064, v17
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v13, 6, v12
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_bfe_i32 v9, v9, 5, 1
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v14, v14, v17
	v_and_b32_e32 v9, 0x76dc4190, v9
	v_and_b32_e32 v12, 0xedb88320, v12
	v_xor_b32_e32 v8, v14, v8
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v9, v9, v12
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v13, v8, 0, 1
	v_lshrrev_b32_e32 v12, 1, v9
	v_and_b32_e32 v13, 0xedb88320, v13
	v_bfe_i32 v15, v8, 2, 1
	v_xor_b32_e32 v12, v13, v12
	v_bfe_i32 v14, v8, 1, 1
	v_and_b32_e32 v15, 0x76dc419, v15
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v17, v9, 4, 1
	v_xor_b32_sdwa v15, v15, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v13, v13, v14
	v_and_b32_e32 v17, 0x1db71064, v17
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v15, v8
	v_lshrrev_b32_e32 v14, 6, v13
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_bfe_i32 v12, v12, 5, 1
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v8, v8, v17
	v_and_b32_e32 v12, 0x76dc4190, v12
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v8, v8, v14
	v_xor_b32_e32 v9, v12, v13
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v13, v8, 0, 1
	v_lshrrev_b32_e32 v12, 1, v9
	v_and_b32_e32 v13, 0xedb88320, v13
	v_bfe_i32 v15, v8, 2, 1
	v_xor_b32_e32 v12, v13, v12
	v_bfe_i32 v14, v8, 1, 1
	v_and_b32_e32 v15, 0x76dc419, v15
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v13, 1, v12
	v_and_b32_e32 v14, 0xedb88320, v14
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v17, v9, 4, 1
	v_xor_b32_sdwa v10, v15, v10 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v13, v13, v14
	v_and_b32_e32 v17, 0x1db71064, v17
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v10, v8
	v_lshrrev_b32_e32 v14, 6, v13
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_bfe_i32 v12, v12, 5, 1
	v_bfe_i32 v13, v13, 5, 1
	v_xor_b32_e32 v8, v8, v17
	v_and_b32_e32 v12, 0x76dc4190, v12
	v_and_b32_e32 v13, 0xedb88320, v13
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v8, v8, v14
	v_xor_b32_e32 v9, v12, v13
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v12, v8, 0, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v12, 0xedb88320, v12
	v_bfe_i32 v13, v8, 1, 1
	v_bfe_i32 v14, v8, 2, 1
	v_bfe_i32 v8, v8, 3, 1
	v_xor_b32_e32 v10, v12, v10
	v_and_b32_e32 v14, 0x76dc419, v14
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v15, v9, 4, 1
	v_lshrrev_b32_e32 v12, 1, v10
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v15, 0x1db71064, v15
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v8, v14
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_xor_b32_e32 v8, v8, v15
	v_lshrrev_b32_e32 v13, 6, v12
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v10, 0x76dc4190, v10
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v8, v13
	v_and_b32_e32 v12, 0xedb88320, v12
	v_xor_b32_e32 v8, v8, v10
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_sdwa v8, v11, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v10, v8, 0, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_bfe_i32 v13, v8, 2, 1
	v_xor_b32_e32 v9, v10, v9
	v_bfe_i32 v12, v8, 1, 1
	v_and_b32_e32 v13, 0x76dc419, v13
	v_bfe_i32 v14, v8, 3, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v12, 0xedb88320, v12
	v_and_b32_e32 v14, 0xedb8832, v14
	v_bfe_i32 v15, v8, 4, 1
	v_xor_b32_sdwa v13, v13, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v10, v10, v12
	v_and_b32_e32 v15, 0x1db71064, v15
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v12, 6, v10
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_bfe_i32 v9, v9, 5, 1
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v13, v13, v15
	v_and_b32_e32 v9, 0x76dc4190, v9
	v_and_b32_e32 v10, 0xedb88320, v10
	v_xor_b32_e32 v8, v13, v8
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v9, v9, v10
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v12, v8, 0, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v12, 0xedb88320, v12
	v_bfe_i32 v14, v8, 2, 1
	v_xor_b32_e32 v10, v12, v10
	v_bfe_i32 v13, v8, 1, 1
	v_and_b32_e32 v14, 0x76dc419, v14
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v12, 1, v10
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v15, v9, 4, 1
	v_xor_b32_sdwa v14, v14, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v15, 0x1db71064, v15
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v14, v8
	v_lshrrev_b32_e32 v13, 6, v12
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_bfe_i32 v10, v10, 5, 1
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v8, v15
	v_and_b32_e32 v10, 0x76dc4190, v10
	v_and_b32_e32 v12, 0xedb88320, v12
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v9, v10, v12
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v12, v8, 0, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v12, 0xedb88320, v12
	v_bfe_i32 v14, v8, 2, 1
	v_xor_b32_e32 v10, v12, v10
	v_bfe_i32 v13, v8, 1, 1
	v_and_b32_e32 v14, 0x76dc419, v14
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v12, 1, v10
	v_and_b32_e32 v13, 0xedb88320, v13
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v15, v9, 4, 1
	v_xor_b32_sdwa v11, v14, v11 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v12, v12, v13
	v_and_b32_e32 v15, 0x1db71064, v15
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v11, v8
	v_lshrrev_b32_e32 v13, 6, v12
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_bfe_i32 v10, v10, 5, 1
	v_bfe_i32 v12, v12, 5, 1
	v_xor_b32_e32 v8, v8, v15
	v_and_b32_e32 v10, 0x76dc4190, v10
	v_and_b32_e32 v12, 0xedb88320, v12
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v9, v10, v12
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v11, v8, 0, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_bfe_i32 v12, v8, 1, 1
	v_bfe_i32 v13, v8, 2, 1
	v_bfe_i32 v8, v8, 3, 1
	v_xor_b32_e32 v10, v11, v10
	v_and_b32_e32 v13, 0x76dc419, v13
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v14, v9, 4, 1
	v_lshrrev_b32_e32 v11, 1, v10
	v_and_b32_e32 v12, 0xedb88320, v12
	v_and_b32_e32 v14, 0x1db71064, v14
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v8, v13
	v_xor_b32_e32 v11, v11, v12
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_xor_b32_e32 v8, v8, v14
	v_lshrrev_b32_e32 v12, 6, v11
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v10, 0x76dc4190, v10
	v_bfe_i32 v11, v11, 5, 1
	v_xor_b32_e32 v8, v8, v12
	v_and_b32_e32 v11, 0xedb88320, v11
	v_xor_b32_e32 v8, v8, v10
	v_xor_b32_e32 v8, v8, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v8, v4, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v10, v8, 0, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_bfe_i32 v12, v8, 2, 1
	v_xor_b32_e32 v9, v10, v9
	v_bfe_i32 v11, v8, 1, 1
	v_and_b32_e32 v12, 0x76dc419, v12
	v_bfe_i32 v13, v8, 3, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_and_b32_e32 v13, 0xedb8832, v13
	v_bfe_i32 v14, v8, 4, 1
	v_xor_b32_sdwa v12, v12, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v10, v10, v11
	v_and_b32_e32 v14, 0x1db71064, v14
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v11, 6, v10
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_bfe_i32 v9, v9, 5, 1
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v12, v12, v14
	v_and_b32_e32 v9, 0x76dc4190, v9
	v_and_b32_e32 v10, 0xedb88320, v10
	v_xor_b32_e32 v8, v12, v8
	v_xor_b32_e32 v8, v8, v11
	v_xor_b32_e32 v9, v9, v10
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v11, v8, 0, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_bfe_i32 v13, v8, 2, 1
	v_xor_b32_e32 v10, v11, v10
	v_bfe_i32 v12, v8, 1, 1
	v_and_b32_e32 v13, 0x76dc419, v13
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v11, 1, v10
	v_and_b32_e32 v12, 0xedb88320, v12
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v14, v9, 4, 1
	v_xor_b32_sdwa v13, v13, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v11, v11, v12
	v_and_b32_e32 v14, 0x1db71064, v14
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v8, v13, v8
	v_lshrrev_b32_e32 v12, 6, v11
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_bfe_i32 v10, v10, 5, 1
	v_bfe_i32 v11, v11, 5, 1
	v_xor_b32_e32 v8, v8, v14
	v_and_b32_e32 v10, 0x76dc4190, v10
	v_and_b32_e32 v11, 0xedb88320, v11
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v9, v10, v11
	v_xor_b32_e32 v9, v9, v8
	v_bfe_i32 v11, v8, 0, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_bfe_i32 v13, v8, 2, 1
	v_xor_b32_e32 v10, v11, v10
	v_bfe_i32 v12, v8, 1, 1
	v_and_b32_e32 v13, 0x76dc419, v13
	v_bfe_i32 v8, v8, 3, 1
	v_lshrrev_b32_e32 v11, 1, v10
	v_and_b32_e32 v12, 0xedb88320, v12
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v14, v9, 4, 1
	v_xor_b32_sdwa v4, v13, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v11, v11, v12
	v_and_b32_e32 v14, 0x1db71064, v14
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v4, v4, v8
	v_lshrrev_b32_e32 v12, 6, v11
	v_and_b32_e32 v9, 0x3b6e20c8, v9
	v_bfe_i32 v10, v10, 5, 1
	v_bfe_i32 v11, v11, 5, 1
	v_xor_b32_e32 v4, v4, v14
	v_and_b32_e32 v10, 0x76dc4190, v10
	v_and_b32_e32 v11, 0xedb88320, v11
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v4, v4, v12
	v_xor_b32_e32 v8, v10, v11
	v_xor_b32_e32 v8, v8, v4
	v_bfe_i32 v10, v4, 0, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_bfe_i32 v11, v4, 1, 1
	v_bfe_i32 v12, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_xor_b32_e32 v9, v10, v9
	v_and_b32_e32 v12, 0x76dc419, v12
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v13, v8, 4, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_and_b32_e32 v13, 0x1db71064, v13
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v4, v12
	v_xor_b32_e32 v10, v10, v11
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_xor_b32_e32 v4, v4, v13
	v_lshrrev_b32_e32 v11, 6, v10
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v4, v4, v8
	v_and_b32_e32 v9, 0x76dc4190, v9
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v4, v4, v11
	v_and_b32_e32 v10, 0xedb88320, v10
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v4, v4, v10
	v_xor_b32_sdwa v4, v5, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v9, v4, 0, 1
	v_lshrrev_b32_e32 v8, 1, v4
	v_and_b32_e32 v9, 0xedb88320, v9
	v_bfe_i32 v11, v4, 2, 1
	v_xor_b32_e32 v8, v9, v8
	v_bfe_i32 v10, v4, 1, 1
	v_and_b32_e32 v11, 0x76dc419, v11
	v_bfe_i32 v12, v4, 3, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_and_b32_e32 v12, 0xedb8832, v12
	v_bfe_i32 v13, v4, 4, 1
	v_xor_b32_sdwa v11, v11, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v9, v9, v10
	v_and_b32_e32 v13, 0x1db71064, v13
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v11, v11, v12
	v_lshrrev_b32_e32 v10, 6, v9
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v8, v8, 5, 1
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v11, v11, v13
	v_and_b32_e32 v8, 0x76dc4190, v8
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor_b32_e32 v4, v11, v4
	v_xor_b32_e32 v4, v4, v10
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v8, v8, v4
	v_bfe_i32 v10, v4, 0, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_bfe_i32 v12, v4, 2, 1
	v_xor_b32_e32 v9, v10, v9
	v_bfe_i32 v11, v4, 1, 1
	v_and_b32_e32 v12, 0x76dc419, v12
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v13, v8, 4, 1
	v_xor_b32_sdwa v12, v12, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v10, v10, v11
	v_and_b32_e32 v13, 0x1db71064, v13
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v12, v4
	v_lshrrev_b32_e32 v11, 6, v10
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_bfe_i32 v9, v9, 5, 1
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v4, v4, v13
	v_and_b32_e32 v9, 0x76dc4190, v9
	v_and_b32_e32 v10, 0xedb88320, v10
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_e32 v4, v4, v11
	v_xor_b32_e32 v8, v9, v10
	v_xor_b32_e32 v8, v8, v4
	v_bfe_i32 v10, v4, 0, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_bfe_i32 v12, v4, 2, 1
	v_xor_b32_e32 v9, v10, v9
	v_bfe_i32 v11, v4, 1, 1
	v_and_b32_e32 v12, 0x76dc419, v12
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v10, 1, v9
	v_and_b32_e32 v11, 0xedb88320, v11
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v13, v8, 4, 1
	v_xor_b32_sdwa v5, v12, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v10, v10, v11
	v_and_b32_e32 v13, 0x1db71064, v13
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v5, v4
	v_lshrrev_b32_e32 v11, 6, v10
	v_and_b32_e32 v8, 0x3b6e20c8, v8
	v_bfe_i32 v9, v9, 5, 1
	v_bfe_i32 v10, v10, 5, 1
	v_xor_b32_e32 v4, v4, v13
	v_and_b32_e32 v9, 0x76dc4190, v9
	v_and_b32_e32 v10, 0xedb88320, v10
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_e32 v4, v4, v11
	v_xor_b32_e32 v5, v9, v10
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v9, v4, 0, 1
	v_lshrrev_b32_e32 v8, 1, v5
	v_and_b32_e32 v9, 0xedb88320, v9
	v_bfe_i32 v10, v4, 1, 1
	v_bfe_i32 v11, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_xor_b32_e32 v8, v9, v8
	v_and_b32_e32 v11, 0x76dc419, v11
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v12, v5, 4, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_and_b32_e32 v12, 0x1db71064, v12
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v4, v11
	v_xor_b32_e32 v9, v9, v10
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_xor_b32_e32 v4, v4, v12
	v_lshrrev_b32_e32 v10, 6, v9
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v8, 0x76dc4190, v8
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v4, v4, v10
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_sdwa v4, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v8, v4, 0, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v8, 0xedb88320, v8
	v_bfe_i32 v10, v4, 2, 1
	v_xor_b32_e32 v5, v8, v5
	v_bfe_i32 v9, v4, 1, 1
	v_and_b32_e32 v10, 0x76dc419, v10
	v_bfe_i32 v11, v4, 3, 1
	v_lshrrev_b32_e32 v8, 1, v5
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v11, 0xedb8832, v11
	v_bfe_i32 v12, v4, 4, 1
	v_xor_b32_sdwa v10, v10, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v12, 0x1db71064, v12
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v9, 6, v8
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v10, v10, v12
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_and_b32_e32 v8, 0xedb88320, v8
	v_xor_b32_e32 v4, v10, v4
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v5, v5, v8
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v9, v4, 0, 1
	v_lshrrev_b32_e32 v8, 1, v5
	v_and_b32_e32 v9, 0xedb88320, v9
	v_bfe_i32 v11, v4, 2, 1
	v_xor_b32_e32 v8, v9, v8
	v_bfe_i32 v10, v4, 1, 1
	v_and_b32_e32 v11, 0x76dc419, v11
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v12, v5, 4, 1
	v_xor_b32_sdwa v11, v11, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v9, v9, v10
	v_and_b32_e32 v12, 0x1db71064, v12
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v11, v4
	v_lshrrev_b32_e32 v10, 6, v9
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v8, v8, 5, 1
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v4, v4, v12
	v_and_b32_e32 v8, 0x76dc4190, v8
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v4, v4, v10
	v_xor_b32_e32 v5, v8, v9
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v9, v4, 0, 1
	v_lshrrev_b32_e32 v8, 1, v5
	v_and_b32_e32 v9, 0xedb88320, v9
	v_bfe_i32 v11, v4, 2, 1
	v_xor_b32_e32 v8, v9, v8
	v_bfe_i32 v10, v4, 1, 1
	v_and_b32_e32 v11, 0x76dc419, v11
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v9, 1, v8
	v_and_b32_e32 v10, 0xedb88320, v10
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v12, v5, 4, 1
	v_xor_b32_sdwa v6, v11, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v9, v9, v10
	v_and_b32_e32 v12, 0x1db71064, v12
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v6, v4
	v_lshrrev_b32_e32 v10, 6, v9
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v8, v8, 5, 1
	v_bfe_i32 v9, v9, 5, 1
	v_xor_b32_e32 v4, v4, v12
	v_and_b32_e32 v8, 0x76dc4190, v8
	v_and_b32_e32 v9, 0xedb88320, v9
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v4, v4, v10
	v_xor_b32_e32 v5, v8, v9
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v8, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v8, 0xedb88320, v8
	v_bfe_i32 v9, v4, 1, 1
	v_bfe_i32 v10, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_xor_b32_e32 v6, v8, v6
	v_and_b32_e32 v10, 0x76dc419, v10
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v11, v5, 4, 1
	v_lshrrev_b32_e32 v8, 1, v6
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v11, 0x1db71064, v11
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v4, v10
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_xor_b32_e32 v4, v4, v11
	v_lshrrev_b32_e32 v9, 6, v8
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v4, v9
	v_and_b32_e32 v8, 0xedb88320, v8
	v_xor_b32_e32 v4, v4, v6
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_sdwa v4, v7, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v6, v4, 0, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_bfe_i32 v9, v4, 2, 1
	v_xor_b32_e32 v5, v6, v5
	v_bfe_i32 v8, v4, 1, 1
	v_and_b32_e32 v9, 0x76dc419, v9
	v_bfe_i32 v10, v4, 3, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v8, 0xedb88320, v8
	v_and_b32_e32 v10, 0xedb8832, v10
	v_bfe_i32 v11, v4, 4, 1
	v_xor_b32_sdwa v9, v9, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v6, v6, v8
	v_and_b32_e32 v11, 0x1db71064, v11
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v8, 6, v6
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v9, v9, v11
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor_b32_e32 v4, v9, v4
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_e32 v5, v5, v6
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v8, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v8, 0xedb88320, v8
	v_bfe_i32 v10, v4, 2, 1
	v_xor_b32_e32 v6, v8, v6
	v_bfe_i32 v9, v4, 1, 1
	v_and_b32_e32 v10, 0x76dc419, v10
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v8, 1, v6
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v11, v5, 4, 1
	v_xor_b32_sdwa v10, v10, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v11, 0x1db71064, v11
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v10, v4
	v_lshrrev_b32_e32 v9, 6, v8
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v6, v6, 5, 1
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v4, v11
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_and_b32_e32 v8, 0xedb88320, v8
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v5, v6, v8
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v8, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v8, 0xedb88320, v8
	v_bfe_i32 v10, v4, 2, 1
	v_xor_b32_e32 v6, v8, v6
	v_bfe_i32 v9, v4, 1, 1
	v_and_b32_e32 v10, 0x76dc419, v10
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v8, 1, v6
	v_and_b32_e32 v9, 0xedb88320, v9
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v11, v5, 4, 1
	v_xor_b32_sdwa v7, v10, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v8, v8, v9
	v_and_b32_e32 v11, 0x1db71064, v11
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v7, v4
	v_lshrrev_b32_e32 v9, 6, v8
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v6, v6, 5, 1
	v_bfe_i32 v8, v8, 5, 1
	v_xor_b32_e32 v4, v4, v11
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_and_b32_e32 v8, 0xedb88320, v8
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v5, v6, v8
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v7, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_bfe_i32 v8, v4, 1, 1
	v_bfe_i32 v9, v4, 2, 1
	v_bfe_i32 v4, v4, 3, 1
	v_xor_b32_e32 v6, v7, v6
	v_and_b32_e32 v9, 0x76dc419, v9
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v10, v5, 4, 1
	v_lshrrev_b32_e32 v7, 1, v6
	v_and_b32_e32 v8, 0xedb88320, v8
	v_and_b32_e32 v10, 0x1db71064, v10
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v4, v9
	v_xor_b32_e32 v7, v7, v8
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_xor_b32_e32 v4, v4, v10
	v_lshrrev_b32_e32 v8, 6, v7
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v4, v4, v8
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor_b32_e32 v4, v4, v6
	v_xor_b32_e32 v4, v4, v7
	v_xor_b32_sdwa v4, v0, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v6, v4, 0, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_bfe_i32 v8, v4, 2, 1
	v_xor_b32_e32 v5, v6, v5
	v_bfe_i32 v7, v4, 1, 1
	v_and_b32_e32 v8, 0x76dc419, v8
	v_bfe_i32 v9, v4, 3, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v9, 0xedb8832, v9
	v_bfe_i32 v10, v4, 4, 1
	v_xor_b32_sdwa v8, v8, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v10, 0x1db71064, v10
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v7, 6, v6
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v8, v8, v10
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor_b32_e32 v4, v8, v4
	v_xor_b32_e32 v4, v4, v7
	v_xor_b32_e32 v5, v5, v6
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v7, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_bfe_i32 v9, v4, 2, 1
	v_xor_b32_e32 v6, v7, v6
	v_bfe_i32 v8, v4, 1, 1
	v_and_b32_e32 v9, 0x76dc419, v9
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v7, 1, v6
	v_and_b32_e32 v8, 0xedb88320, v8
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v10, v5, 4, 1
	v_xor_b32_sdwa v9, v9, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v7, v7, v8
	v_and_b32_e32 v10, 0x1db71064, v10
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v4, v9, v4
	v_lshrrev_b32_e32 v8, 6, v7
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v6, v6, 5, 1
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v4, v4, v10
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v4, v4, v8
	v_xor_b32_e32 v5, v6, v7
	v_xor_b32_e32 v5, v5, v4
	v_bfe_i32 v7, v4, 0, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_bfe_i32 v9, v4, 2, 1
	v_xor_b32_e32 v6, v7, v6
	v_bfe_i32 v8, v4, 1, 1
	v_and_b32_e32 v9, 0x76dc419, v9
	v_bfe_i32 v4, v4, 3, 1
	v_lshrrev_b32_e32 v7, 1, v6
	v_and_b32_e32 v8, 0xedb88320, v8
	v_and_b32_e32 v4, 0xedb8832, v4
	v_bfe_i32 v10, v5, 4, 1
	v_xor_b32_sdwa v0, v9, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v7, v7, v8
	v_and_b32_e32 v10, 0x1db71064, v10
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v0, v0, v4
	v_lshrrev_b32_e32 v8, 6, v7
	v_and_b32_e32 v5, 0x3b6e20c8, v5
	v_bfe_i32 v6, v6, 5, 1
	v_bfe_i32 v7, v7, 5, 1
	v_xor_b32_e32 v0, v0, v10
	v_and_b32_e32 v6, 0x76dc4190, v6
	v_and_b32_e32 v7, 0xedb88320, v7
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v0, v0, v8
	v_xor_b32_e32 v4, v6, v7
	v_xor_b32_e32 v4, v4, v0
	v_bfe_i32 v6, v0, 0, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_bfe_i32 v7, v0, 1, 1
	v_bfe_i32 v8, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_xor_b32_e32 v5, v6, v5
	v_and_b32_e32 v8, 0x76dc419, v8
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v9, v4, 4, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v9, 0x1db71064, v9
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v0, v8
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_xor_b32_e32 v0, v0, v9
	v_lshrrev_b32_e32 v7, 6, v6
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v0, v0, v4
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v0, v0, v7
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_sdwa v0, v1, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v5, v0, 0, 1
	v_lshrrev_b32_e32 v4, 1, v0
	v_and_b32_e32 v5, 0xedb88320, v5
	v_bfe_i32 v7, v0, 2, 1
	v_xor_b32_e32 v4, v5, v4
	v_bfe_i32 v6, v0, 1, 1
	v_and_b32_e32 v7, 0x76dc419, v7
	v_bfe_i32 v8, v0, 3, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v8, 0xedb8832, v8
	v_bfe_i32 v9, v0, 4, 1
	v_xor_b32_sdwa v7, v7, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v9, 0x1db71064, v9
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v6, 6, v5
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v4, v4, 5, 1
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v7, v7, v9
	v_and_b32_e32 v4, 0x76dc4190, v4
	v_and_b32_e32 v5, 0xedb88320, v5
	v_xor_b32_e32 v0, v7, v0
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v4, v4, v5
	v_xor_b32_e32 v4, v4, v0
	v_bfe_i32 v6, v0, 0, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_bfe_i32 v8, v0, 2, 1
	v_xor_b32_e32 v5, v6, v5
	v_bfe_i32 v7, v0, 1, 1
	v_and_b32_e32 v8, 0x76dc419, v8
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v9, v4, 4, 1
	v_xor_b32_sdwa v8, v8, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v9, 0x1db71064, v9
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v8, v0
	v_lshrrev_b32_e32 v7, 6, v6
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v0, v0, v9
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v0, v0, v7
	v_xor_b32_e32 v4, v5, v6
	v_xor_b32_e32 v4, v4, v0
	v_bfe_i32 v6, v0, 0, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_bfe_i32 v8, v0, 2, 1
	v_xor_b32_e32 v5, v6, v5
	v_bfe_i32 v7, v0, 1, 1
	v_and_b32_e32 v8, 0x76dc419, v8
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v6, 1, v5
	v_and_b32_e32 v7, 0xedb88320, v7
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v9, v4, 4, 1
	v_xor_b32_sdwa v1, v8, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v6, v6, v7
	v_and_b32_e32 v9, 0x1db71064, v9
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v1, v0
	v_lshrrev_b32_e32 v7, 6, v6
	v_and_b32_e32 v4, 0x3b6e20c8, v4
	v_bfe_i32 v5, v5, 5, 1
	v_bfe_i32 v6, v6, 5, 1
	v_xor_b32_e32 v0, v0, v9
	v_and_b32_e32 v5, 0x76dc4190, v5
	v_and_b32_e32 v6, 0xedb88320, v6
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v0, v0, v7
	v_xor_b32_e32 v1, v5, v6
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v5, v0, 0, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v5, 0xedb88320, v5
	v_bfe_i32 v6, v0, 1, 1
	v_bfe_i32 v7, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_xor_b32_e32 v4, v5, v4
	v_and_b32_e32 v7, 0x76dc419, v7
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v8, v1, 4, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v8, 0x1db71064, v8
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v7
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_xor_b32_e32 v0, v0, v8
	v_lshrrev_b32_e32 v6, 6, v5
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v0, v1
	v_and_b32_e32 v4, 0x76dc4190, v4
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v0, v0, v6
	v_and_b32_e32 v5, 0xedb88320, v5
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_sdwa v0, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v4, v0, 0, 1
	v_lshrrev_b32_e32 v1, 1, v0
	v_and_b32_e32 v4, 0xedb88320, v4
	v_bfe_i32 v6, v0, 2, 1
	v_xor_b32_e32 v1, v4, v1
	v_bfe_i32 v5, v0, 1, 1
	v_and_b32_e32 v6, 0x76dc419, v6
	v_bfe_i32 v7, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v7, 0xedb8832, v7
	v_bfe_i32 v8, v0, 4, 1
	v_xor_b32_sdwa v6, v6, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v8, 0x1db71064, v8
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v5, 6, v4
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v6, v6, v8
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor_b32_e32 v0, v6, v0
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v1, v1, v4
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v5, v0, 0, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v5, 0xedb88320, v5
	v_bfe_i32 v7, v0, 2, 1
	v_xor_b32_e32 v4, v5, v4
	v_bfe_i32 v6, v0, 1, 1
	v_and_b32_e32 v7, 0x76dc419, v7
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v8, v1, 4, 1
	v_xor_b32_sdwa v7, v7, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v8, 0x1db71064, v8
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v7, v0
	v_lshrrev_b32_e32 v6, 6, v5
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v4, v4, 5, 1
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v0, v0, v8
	v_and_b32_e32 v4, 0x76dc4190, v4
	v_and_b32_e32 v5, 0xedb88320, v5
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v1, v4, v5
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v5, v0, 0, 1
	v_lshrrev_b32_e32 v4, 1, v1
	v_and_b32_e32 v5, 0xedb88320, v5
	v_bfe_i32 v7, v0, 2, 1
	v_xor_b32_e32 v4, v5, v4
	v_bfe_i32 v6, v0, 1, 1
	v_and_b32_e32 v7, 0x76dc419, v7
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v5, 1, v4
	v_and_b32_e32 v6, 0xedb88320, v6
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v8, v1, 4, 1
	v_xor_b32_sdwa v2, v7, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v8, 0x1db71064, v8
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v2, v0
	v_lshrrev_b32_e32 v6, 6, v5
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v4, v4, 5, 1
	v_bfe_i32 v5, v5, 5, 1
	v_xor_b32_e32 v0, v0, v8
	v_and_b32_e32 v4, 0x76dc4190, v4
	v_and_b32_e32 v5, 0xedb88320, v5
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v1, v4, v5
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v4, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v1
	v_and_b32_e32 v4, 0xedb88320, v4
	v_bfe_i32 v5, v0, 1, 1
	v_bfe_i32 v6, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_xor_b32_e32 v2, v4, v2
	v_and_b32_e32 v6, 0x76dc419, v6
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v7, v1, 4, 1
	v_lshrrev_b32_e32 v4, 1, v2
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v7, 0x1db71064, v7
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v6
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_xor_b32_e32 v0, v0, v7
	v_lshrrev_b32_e32 v5, 6, v4
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v0, v0, v1
	v_and_b32_e32 v2, 0x76dc4190, v2
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v0, v5
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor_b32_e32 v0, v0, v2
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_sdwa v0, v3, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_bfe_i32 v2, v0, 0, 1
	v_lshrrev_b32_e32 v1, 1, v0
	v_and_b32_e32 v2, 0xedb88320, v2
	v_bfe_i32 v5, v0, 2, 1
	v_xor_b32_e32 v1, v2, v1
	v_bfe_i32 v4, v0, 1, 1
	v_and_b32_e32 v5, 0x76dc419, v5
	v_bfe_i32 v6, v0, 3, 1
	v_lshrrev_b32_e32 v2, 1, v1
	v_and_b32_e32 v4, 0xedb88320, v4
	v_and_b32_e32 v6, 0xedb8832, v6
	v_bfe_i32 v7, v0, 4, 1
	v_xor_b32_sdwa v5, v5, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_1
	v_xor_b32_e32 v2, v2, v4
	v_and_b32_e32 v7, 0x1db71064, v7
	v_bfe_i32 v0, v0, 5, 1
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v4, 6, v2
	v_and_b32_e32 v0, 0x3b6e20c8, v0
	v_bfe_i32 v1, v1, 5, 1
	v_bfe_i32 v2, v2, 5, 1
	v_xor_b32_e32 v5, v5, v7
	v_and_b32_e32 v1, 0x76dc4190, v1
	v_and_b32_e32 v2, 0xedb88320, v2
	v_xor_b32_e32 v0, v5, v0
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v4, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v1
	v_and_b32_e32 v4, 0xedb88320, v4
	v_bfe_i32 v6, v0, 2, 1
	v_xor_b32_e32 v2, v4, v2
	v_bfe_i32 v5, v0, 1, 1
	v_and_b32_e32 v6, 0x76dc419, v6
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v2
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v7, v1, 4, 1
	v_xor_b32_sdwa v6, v6, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_2
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v7, 0x1db71064, v7
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v6, v0
	v_lshrrev_b32_e32 v5, 6, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v0, v7
	v_and_b32_e32 v2, 0x76dc4190, v2
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v1, v2, v4
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v4, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v1
	v_and_b32_e32 v4, 0xedb88320, v4
	v_bfe_i32 v6, v0, 2, 1
	v_xor_b32_e32 v2, v4, v2
	v_bfe_i32 v5, v0, 1, 1
	v_and_b32_e32 v6, 0x76dc419, v6
	v_bfe_i32 v0, v0, 3, 1
	v_lshrrev_b32_e32 v4, 1, v2
	v_and_b32_e32 v5, 0xedb88320, v5
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v7, v1, 4, 1
	v_xor_b32_sdwa v3, v6, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_3
	v_xor_b32_e32 v4, v4, v5
	v_and_b32_e32 v7, 0x1db71064, v7
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v3, v0
	v_lshrrev_b32_e32 v5, 6, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_bfe_i32 v2, v2, 5, 1
	v_bfe_i32 v4, v4, 5, 1
	v_xor_b32_e32 v0, v0, v7
	v_and_b32_e32 v2, 0x76dc4190, v2
	v_and_b32_e32 v4, 0xedb88320, v4
	v_xor_b32_e32 v0, v0, v1
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v1, v2, v4
	v_xor_b32_e32 v1, v1, v0
	v_bfe_i32 v3, v0, 0, 1
	v_lshrrev_b32_e32 v2, 1, v1
	v_and_b32_e32 v3, 0xedb88320, v3
	v_bfe_i32 v4, v0, 1, 1
	v_bfe_i32 v5, v0, 2, 1
	v_bfe_i32 v0, v0, 3, 1
	v_xor_b32_e32 v2, v3, v2
	v_and_b32_e32 v5, 0x76dc419, v5
	v_and_b32_e32 v0, 0xedb8832, v0
	v_bfe_i32 v6, v1, 4, 1
	v_lshrrev_b32_e32 v3, 1, v2
	v_and_b32_e32 v4, 0xedb88320, v4
	v_and_b32_e32 v6, 0x1db71064, v6
	v_bfe_i32 v1, v1, 5, 1
	v_xor_b32_e32 v0, v0, v5
	v_xor_b32_e32 v3, v3, v4
	v_and_b32_e32 v1, 0x3b6e20c8, v1
	v_xor_b32_e32 v0, v0, v6
	v_lshrrev_b32_e32 v4, 6, v3
	v_bfe_i32 v2, v2, 5, 1
	v_and_b32_e32 v3, 32, v3
	v_xor_b32_e32 v0, v0, v1
	v_and_b32_e32 v2, 0x76dc4190, v2
	v_xor_b32_e32 v0, v0, v4
	v_mov_b32_e32 v1, 0x12477cdf
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_xor_b32_e32 v0, v0, v2
	v_cndmask_b32_e64 v1, v1, -1, vcc
	v_mov_b32_e32 v17, v19
	v_xor_b32_e32 v2, v0, v1
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel crc32_block
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 11700
; NumSgprs: 11
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	crc32_len               ; -- Begin function crc32_len
	.globl	crc32_len
	.p2align	8
	.type	crc32_len,@function
crc32_len:                              ; @crc32_len
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_6
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 4, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dword v1, v[4:5], off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_5
; %bb.2:
	v_add_co_u32_e32 v2, vcc, 4, v4
	v_min_u32_e32 v1, 60, v1
	v_addc_co_u32_e32 v3, vcc, 0, v5, vcc
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v4, -1
	s_mov_b32 s7, 0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_and_b32 s8, s7, -4
	v_add_co_u32_e32 v6, vcc, s8, v2
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	global_load_dword v5, v[6:7], off
	s_and_b32 s8, s6, 24
	s_add_i32 s7, s7, 1
	s_add_i32 s6, s6, 8
	v_cmp_eq_u32_e32 vcc, s7, v1
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_bfe_u32 v5, v5, s8, 8
	v_xor_b32_e32 v4, v5, v4
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_and_b32_e32 v5, 1, v4
	v_lshrrev_b32_e32 v4, 1, v4
	v_xor_b32_e32 v6, 0xedb88320, v4
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_cndmask_b32_e32 v4, v6, v4, vcc
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_3
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
	v_not_b32_e32 v3, v4
.LBB1_5:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v3, off
.LBB1_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel crc32_len
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 428
; NumSgprs: 13
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	crc32c_words            ; -- Begin function crc32c_words
	.globl	crc32c_words
	.p2align	8
	.type	crc32c_words,@function
crc32c_words:                           ; @crc32c_words
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_4
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v1, vcc, s2, v2
	v_addc_co_u32_e32 v2, vcc, v4, v3, vcc
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v3, -1
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v1
	v_addc_co_u32_e32 v5, vcc, v2, v5, vcc
	global_load_dword v4, v[4:5], off
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_eq_u32 s2, 16
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v4, v3
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	v_and_b32_e32 v4, 1, v3
	v_lshrrev_b32_e32 v3, 1, v3
	v_xor_b32_e32 v5, 0x82f63b78, v3
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_cndmask_b32_e32 v3, v5, v3, vcc
	s_cbranch_scc0 .LBB2_2
; %bb.3:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_not_b32_e32 v2, v3
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB2_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel crc32c_words
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
; codeLenInByte = 932
; NumSgprs: 11
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         crc32_block.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         crc32_len.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         crc32c_words.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
