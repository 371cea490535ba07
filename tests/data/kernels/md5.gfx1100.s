	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	md5_blocks              ; -- Begin function md5_blocks
	.globl	md5_blocks
	.p2align	8
	.type	md5_blocks,@function
md5_blocks:                             ; @md5_blocks
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v17, 0 :: v_dual_lshlrev_b32 v16, 4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[16:17]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v13, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v14, vcc_lo, s3, v2, vcc_lo
	s_clause 0x3
	global_load_b128 v[1:4], v[13:14], off
	global_load_b128 v[5:8], v[13:14], off offset:16
	global_load_b128 v[9:12], v[13:14], off offset:32
	global_load_b128 v[13:16], v[13:14], off offset:48
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v18, 0xd76aa477, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v18, v18, v18, 25
	v_sub_nc_u32_e32 v19, 0x10325476, v18
	v_add_nc_u32_e32 v18, 0xefcdab89, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x98badcfe, v19
	v_and_or_b32 v19, 0xefcdab89, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v2, v19, 0xf8fa0bcc
	v_alignbit_b32 v19, v19, v19, 20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v20, v19, v18, 0xefcdab89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v3, v20, 0xbcdb4dd9
	v_alignbit_b32 v20, v20, v20, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v21, v20, v19, v18
	s_waitcnt vmcnt(2)
	v_add_nc_u32_e32 v18, v5, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v4, v21, 0xb18b7a77
	v_alignbit_b32 v21, v21, v21, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v21, v20, v19
	v_add_nc_u32_e32 v19, v6, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0xf57c0faf
	v_alignbit_b32 v18, v18, v18, 25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v18, v21, v20
	v_add_nc_u32_e32 v20, v7, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0x4787c62a
	v_alignbit_b32 v19, v19, v19, 20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v19, v18, v21
	v_add_nc_u32_e32 v21, v8, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xa8304613
	v_alignbit_b32 v20, v20, v20, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v20, v19, v18
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v18, v9, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0xfd469501
	v_alignbit_b32 v21, v21, v21, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v21, v20, v19
	v_add_nc_u32_e32 v19, v10, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0x698098d8
	v_alignbit_b32 v18, v18, v18, 25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v18, v21, v20
	v_add_nc_u32_e32 v20, v11, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0x8b44f7af
	v_alignbit_b32 v19, v19, v19, 20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v19, v18, v21
	v_add_nc_u32_e32 v21, v12, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xffff5bb1
	v_alignbit_b32 v20, v20, v20, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v20, v19, v18
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v18, v13, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0x895cd7be
	v_alignbit_b32 v21, v21, v21, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v21, v20, v19
	v_add_nc_u32_e32 v19, v14, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0x6b901122
	v_alignbit_b32 v18, v18, v18, 25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v18, v21, v20
	v_add_nc_u32_e32 v20, v15, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0xfd987193
	v_alignbit_b32 v19, v19, v19, 20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v19, v18, v21
	v_add_nc_u32_e32 v21, v16, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xa679438e
	v_alignbit_b32 v20, v20, v20, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v20, v19, v18
	v_add_nc_u32_e32 v18, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0x49b40821
	v_alignbit_b32 v21, v21, v21, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v19, v21, v20
	v_add_nc_u32_e32 v19, v7, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0xf61e2562
	v_alignbit_b32 v18, v18, v18, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v20, v18, v21
	v_add_nc_u32_e32 v20, v12, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0xc040b340
	v_alignbit_b32 v19, v19, v19, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v21, v19, v18
	v_add_nc_u32_e32 v21, v1, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0x265e5a51
	v_alignbit_b32 v20, v20, v20, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v18, v20, v19
	v_add_nc_u32_e32 v18, v6, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0xe9b6c7aa
	v_alignbit_b32 v21, v21, v21, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v19, v21, v20
	v_add_nc_u32_e32 v19, v11, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0xd62f105d
	v_alignbit_b32 v18, v18, v18, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v20, v18, v21
	v_add_nc_u32_e32 v20, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0x2441453
	v_alignbit_b32 v19, v19, v19, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v21, v19, v18
	v_add_nc_u32_e32 v21, v5, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xd8a1e681
	v_alignbit_b32 v20, v20, v20, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v18, v20, v19
	v_add_nc_u32_e32 v18, v10, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0xe7d3fbc8
	v_alignbit_b32 v21, v21, v21, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v19, v21, v20
	v_add_nc_u32_e32 v19, v15, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0x21e1cde6
	v_alignbit_b32 v18, v18, v18, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v20, v18, v21
	v_add_nc_u32_e32 v20, v4, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0xc33707d6
	v_alignbit_b32 v19, v19, v19, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v21, v19, v18
	v_add_nc_u32_e32 v21, v9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xf4d50d87
	v_alignbit_b32 v20, v20, v20, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v18, v20, v19
	v_add_nc_u32_e32 v18, v14, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0x455a14ed
	v_alignbit_b32 v21, v21, v21, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_bfi_b32 v22, v19, v21, v20
	v_add_nc_u32_e32 v19, v3, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0xa9e3e905
	v_alignbit_b32 v18, v18, v18, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_bfi_b32 v22, v20, v18, v21
	v_add_nc_u32_e32 v20, v8, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0xfcefa3f8
	v_alignbit_b32 v19, v19, v19, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_bfi_b32 v22, v21, v19, v18
	v_add_nc_u32_e32 v21, v13, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0x676f02d9
	v_alignbit_b32 v20, v20, v20, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_bfi_b32 v22, v18, v20, v19
	v_add_nc_u32_e32 v18, v6, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0x8d2a4c8a
	v_alignbit_b32 v21, v21, v21, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_xor_b32_e32 v22, v21, v20
	v_add_nc_u32_e32 v20, v12, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, v22, v19
	v_add_nc_u32_e32 v19, v9, v19
	v_add3_u32 v18, v18, v23, 0xfffa3942
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v18, v18, v18, 28
	v_add_nc_u32_e32 v18, v18, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v22, v18, v22
	v_add3_u32 v19, v19, v22, 0x8771f681
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v19, v19, v19, 21
	v_add_nc_u32_e32 v19, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v22, v19, v18
	v_add_nc_u32_e32 v18, v2, v18
	v_xor_b32_e32 v23, v22, v21
	v_add_nc_u32_e32 v21, v15, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v23, 0x6d9d6122
	v_alignbit_b32 v20, v20, v20, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_xor_b32_e32 v22, v22, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0xfde5380c
	v_alignbit_b32 v21, v21, v21, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_xor3_b32 v22, v20, v19, v21
	v_add_nc_u32_e32 v19, v5, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0xa4beea44
	v_alignbit_b32 v18, v18, v18, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_xor3_b32 v22, v21, v20, v18
	v_add_nc_u32_e32 v20, v8, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0x4bdecfa9
	v_alignbit_b32 v19, v19, v19, 21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_xor3_b32 v22, v18, v21, v19
	v_add_nc_u32_e32 v21, v11, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xf6bb4b60
	v_alignbit_b32 v20, v20, v20, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_xor3_b32 v22, v19, v18, v20
	v_add_nc_u32_e32 v18, v14, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0xbebfbc70
	v_alignbit_b32 v21, v21, v21, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_xor3_b32 v22, v20, v19, v21
	v_add_nc_u32_e32 v19, v1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0x289b7ec6
	v_alignbit_b32 v18, v18, v18, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_xor3_b32 v22, v21, v20, v18
	v_add_nc_u32_e32 v20, v4, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0xeaa127fa
	v_alignbit_b32 v19, v19, v19, 21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_xor3_b32 v22, v18, v21, v19
	v_add_nc_u32_e32 v21, v7, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0xd4ef3085
	v_alignbit_b32 v20, v20, v20, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_xor3_b32 v22, v19, v18, v20
	v_add_nc_u32_e32 v18, v10, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v21, v21, v22, 0x4881d05
	v_alignbit_b32 v21, v21, v21, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_xor3_b32 v22, v20, v19, v21
	v_add_nc_u32_e32 v19, v13, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v18, v18, v22, 0xd9d4d039
	v_alignbit_b32 v18, v18, v18, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, v18, v21
	v_xor3_b32 v22, v21, v20, v18
	v_add_nc_u32_e32 v20, v16, v20
	v_add_nc_u32_e32 v1, v1, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v19, v19, v22, 0xe6db99e5
	v_alignbit_b32 v19, v19, v19, 21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, v19, v18
	v_xor3_b32 v22, v18, v21, v19
	v_add_nc_u32_e32 v21, v3, v21
	v_add_nc_u32_e32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v20, v20, v22, 0x1fa27cf8
	v_alignbit_b32 v20, v20, v20, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, v20, v19
	v_xor3_b32 v22, v19, v18, v20
	v_add_nc_u32_e32 v15, v15, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v21, v21, v22, 0xc4ac5665
	v_not_b32_e32 v22, v19
	v_alignbit_b32 v21, v21, v21, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v21, v21, v20
	v_or_b32_e32 v22, v21, v22
	v_add_nc_u32_e32 v6, v6, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v18, v22, v20
	v_add3_u32 v1, v1, v18, 0xf4292244
	v_not_b32_e32 v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v18, v1, v18
	v_xor_b32_e32 v18, v18, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v8, v8, v18, 0x432aff97
	v_not_b32_e32 v18, v21
	v_alignbit_b32 v8, v8, v8, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v1
	v_or_b32_e32 v18, v8, v18
	v_add_nc_u32_e32 v4, v4, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v18, v18, v1
	v_add3_u32 v15, v15, v18, 0xab9423a7
	v_not_b32_e32 v18, v1
	v_add_nc_u32_e32 v1, v13, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v15, v15, v15, 17
	v_add_nc_u32_e32 v15, v15, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v18, v15, v18
	v_add_nc_u32_e32 v11, v11, v15
	v_xor_b32_e32 v18, v18, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v6, v6, v18, 0xfc93a039
	v_not_b32_e32 v18, v8
	v_alignbit_b32 v6, v6, v6, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v15
	v_or_b32_e32 v18, v6, v18
	v_add_nc_u32_e32 v2, v2, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v13, v18, v15
	v_add3_u32 v1, v1, v13, 0x655b59c3
	v_not_b32_e32 v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v13, v1, v13
	v_xor_b32_e32 v8, v13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v4, v4, v8, 0x8f0ccc92
	v_not_b32_e32 v8, v6
	v_alignbit_b32 v4, v4, v4, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v1
	v_or_b32_e32 v8, v4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v8, v8, v1
	v_add3_u32 v8, v11, v8, 0xffeff47d
	v_not_b32_e32 v11, v1
	v_add_nc_u32_e32 v1, v9, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v8, v8, v8, 17
	v_add_nc_u32_e32 v8, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v11, v8, v11
	v_add_nc_u32_e32 v7, v7, v8
	v_xor_b32_e32 v6, v11, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add3_u32 v2, v2, v6, 0x85845dd1
	v_not_b32_e32 v6, v4
	v_add_nc_u32_e32 v4, v16, v4
	v_lshlrev_b32_e32 v16, 2, v0
	v_alignbit_b32 v2, v2, v2, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, v2, v8
	v_or_b32_e32 v6, v2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, v6, v8
	v_add3_u32 v1, v1, v6, 0x6fa87e4f
	v_not_b32_e32 v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v6, v1, v6
	v_xor_b32_e32 v6, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v4, v4, v6, 0xfe2ce6e0
	v_not_b32_e32 v6, v2
	v_add_nc_u32_e32 v2, v14, v2
	v_alignbit_b32 v4, v4, v4, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v1
	v_or_b32_e32 v6, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, v6, v1
	v_add3_u32 v6, v7, v6, 0xa3014314
	v_not_b32_e32 v7, v1
	v_add_nc_u32_e32 v1, v5, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v6, v6, v6, 17
	v_add_nc_u32_e32 v6, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v7, v6, v7
	v_add_nc_u32_e32 v3, v3, v6
	v_xor_b32_e32 v7, v7, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v2, v2, v7, 0x4e0811a1
	v_not_b32_e32 v7, v4
	v_add_nc_u32_e32 v4, v12, v4
	v_alignbit_b32 v2, v2, v2, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, v2, v6
	v_or_b32_e32 v7, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, v7, v6
	v_add3_u32 v1, v1, v5, 0xf7537e82
	v_not_b32_e32 v5, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v5, v1, v5
	v_add_nc_u32_e32 v0, 0x67452301, v1
	v_xor_b32_e32 v5, v5, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v4, v4, v5, 0xbd3af235
	v_not_b32_e32 v5, v2
	v_add_nc_u32_e32 v2, v10, v2
	v_alignbit_b32 v4, v4, v4, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v7, v4, v1
	v_or_b32_e32 v4, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v4, v4, v1
	v_add3_u32 v3, v3, v4, 0x2ad7d2bb
	v_not_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v3, v3, v3, 17
	v_add_nc_u32_e32 v6, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v3, v6, v4
	v_lshlrev_b64 v[4:5], 2, v[16:17]
	v_xor_b32_e32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, 0xeb86d391
	v_add_nc_u32_e32 v3, 0x10325476, v7
	v_alignbit_b32 v8, v2, v2, 11
	v_add_nc_u32_e32 v2, 0x98badcfe, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_add3_u32 v1, v6, v8, 0xefcdab89
	global_store_b128 v[4:5], v[0:3], off
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel md5_blocks
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
		.amdhsa_next_free_vgpr 24
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
	.size	md5_blocks, .Lfunc_end0-md5_blocks
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3124
; NumSgprs: 18
; NumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 24
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
	.protected	md5_short               ; -- Begin function md5_short
	.globl	md5_short
	.p2align	8
	.type	md5_short,@function
md5_short:                              ; @md5_short
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v2, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v2
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB1_54
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v0, 4, v2
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v1, vcc_lo, s7, v1, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v[0:1], off offset:60
	global_load_b32 v6, v[0:1], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v4, 63, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_min_u32_e32 v8, 55, v4
	v_cmp_gt_u32_e32 vcc_lo, 4, v4
	v_cmp_lt_u32_e64 s0, 3, v4
	v_lshlrev_b32_e32 v13, 3, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.2:
	v_lshlrev_b32_e32 v3, 3, v8
	s_mov_b32 s2, -1
	s_delay_alu instid0(VALU_DEP_1)
	v_and_b32_e32 v7, 24, v3
; %bb.3:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v8, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.4:
	v_lshlrev_b32_e64 v3, v13, -1
	v_cmp_ne_u32_e64 s0, 0, v4
	v_mov_b32_e32 v7, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_not_b32_e32 v3, v3
	v_cndmask_b32_e64 v8, 0, v3, s0
	v_mov_b32_e32 v3, v13
; %bb.5:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v9, v[0:1], off offset:4
	v_cmp_lt_u32_e64 s0, 7, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.6:
	v_and_b32_e32 v10, 24, v13
	s_mov_b32 s2, -1
; %bb.7:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v11, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.8:
	v_lshlrev_b32_e64 v10, v13, -1
	v_cmp_lt_u32_e64 s0, 4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v11, v10
	v_and_b32_e32 v10, 24, v13
	v_cndmask_b32_e64 v11, 0, v11, s0
; %bb.9:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v12, v[0:1], off offset:8
	v_cmp_lt_u32_e64 s0, 11, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.10:
	v_and_b32_e32 v14, 24, v13
	s_mov_b32 s2, -1
; %bb.11:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v15, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.12:
	v_lshlrev_b32_e64 v14, v13, -1
	v_cmp_lt_u32_e64 s0, 8, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v15, v14
	v_and_b32_e32 v14, 24, v13
	v_cndmask_b32_e64 v15, 0, v15, s0
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v16, v[0:1], off offset:12
	v_cmp_lt_u32_e64 s0, 15, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.14:
	v_and_b32_e32 v17, 24, v13
	s_mov_b32 s2, -1
; %bb.15:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v18, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.16:
	v_lshlrev_b32_e64 v17, v13, -1
	v_cmp_lt_u32_e64 s0, 12, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v18, v17
	v_and_b32_e32 v17, 24, v13
	v_cndmask_b32_e64 v18, 0, v18, s0
; %bb.17:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v19, v[0:1], off offset:16
	v_cmp_lt_u32_e64 s0, 19, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.18:
	v_and_b32_e32 v20, 24, v13
	s_mov_b32 s2, -1
; %bb.19:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v21, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.20:
	v_lshlrev_b32_e64 v20, v13, -1
	v_cmp_lt_u32_e64 s0, 16, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v21, v20
	v_and_b32_e32 v20, 24, v13
	v_cndmask_b32_e64 v21, 0, v21, s0
; %bb.21:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v22, v[0:1], off offset:20
	v_cmp_lt_u32_e64 s0, 23, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.22:
	v_and_b32_e32 v23, 24, v13
	s_mov_b32 s2, -1
; %bb.23:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v24, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.24:
	v_lshlrev_b32_e64 v23, v13, -1
	v_cmp_lt_u32_e64 s0, 20, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v24, v23
	v_and_b32_e32 v23, 24, v13
	v_cndmask_b32_e64 v24, 0, v24, s0
; %bb.25:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v25, v[0:1], off offset:24
	v_cmp_lt_u32_e64 s0, 27, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.26:
	v_and_b32_e32 v26, 24, v13
	s_mov_b32 s2, -1
; %bb.27:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v27, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.28:
	v_lshlrev_b32_e64 v26, v13, -1
	v_cmp_lt_u32_e64 s0, 24, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v27, v26
	v_and_b32_e32 v26, 24, v13
	v_cndmask_b32_e64 v27, 0, v27, s0
; %bb.29:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v28, v[0:1], off offset:28
	v_cmp_lt_u32_e64 s0, 31, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.30:
	v_and_b32_e32 v29, 24, v13
	s_mov_b32 s2, -1
; %bb.31:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v30, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.32:
	v_lshlrev_b32_e64 v29, v13, -1
	v_cmp_lt_u32_e64 s0, 28, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v30, v29
	v_and_b32_e32 v29, 24, v13
	v_cndmask_b32_e64 v30, 0, v30, s0
; %bb.33:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v31, v[0:1], off offset:32
	v_cmp_lt_u32_e64 s0, 35, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.34:
	v_and_b32_e32 v32, 24, v13
	s_mov_b32 s2, -1
; %bb.35:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v33, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.36:
	v_lshlrev_b32_e64 v32, v13, -1
	v_cmp_lt_u32_e64 s0, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v33, v32
	v_and_b32_e32 v32, 24, v13
	v_cndmask_b32_e64 v33, 0, v33, s0
; %bb.37:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v34, v[0:1], off offset:36
	v_cmp_lt_u32_e64 s0, 39, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.38:
	v_and_b32_e32 v35, 24, v13
	s_mov_b32 s2, -1
; %bb.39:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v36, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.40:
	v_lshlrev_b32_e64 v35, v13, -1
	v_cmp_lt_u32_e64 s0, 36, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v36, v35
	v_and_b32_e32 v35, 24, v13
	v_cndmask_b32_e64 v36, 0, v36, s0
; %bb.41:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v37, v[0:1], off offset:40
	v_cmp_lt_u32_e64 s0, 43, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.42:
	v_and_b32_e32 v38, 24, v13
	s_mov_b32 s2, -1
; %bb.43:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v39, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.44:
	v_lshlrev_b32_e64 v38, v13, -1
	v_cmp_lt_u32_e64 s0, 40, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v39, v38
	v_and_b32_e32 v38, 24, v13
	v_cndmask_b32_e64 v39, 0, v39, s0
; %bb.45:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v40, v[0:1], off offset:44
	v_cmp_lt_u32_e64 s0, 47, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.46:
	v_and_b32_e32 v41, 24, v13
	s_mov_b32 s2, -1
; %bb.47:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v42, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.48:
	v_lshlrev_b32_e64 v41, v13, -1
	v_cmp_lt_u32_e64 s0, 44, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_not_b32_e32 v42, v41
	v_and_b32_e32 v41, 24, v13
	v_cndmask_b32_e64 v42, 0, v42, s0
; %bb.49:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v43, v[0:1], off offset:48
	v_cmp_lt_u32_e64 s0, 51, v4
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
; %bb.50:
	v_lshlrev_b32_e64 v44, v13, -1
	v_and_b32_e32 v45, 24, v13
	s_mov_b32 s2, -1
                                        ; implicit-def: $vgpr13
	s_delay_alu instid0(VALU_DEP_2)
	v_not_b32_e32 v44, v44
; %bb.51:
	s_or_saveexec_b32 s1, s0
	v_mov_b32_e32 v46, s2
	s_xor_b32 exec_lo, exec_lo, s1
; %bb.52:
	v_lshlrev_b32_e64 v44, v13, -1
	v_cmp_lt_u32_e64 s0, 48, v4
	v_and_b32_e32 v45, 24, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_not_b32_e32 v44, v44
	v_cndmask_b32_e64 v46, 0, v44, s0
; %bb.53:
	s_or_b32 exec_lo, exec_lo, s1
	global_load_b32 v0, v[0:1], off offset:52
	v_lshlrev_b32_e64 v1, v7, 0x80
	v_and_b32_e32 v5, 60, v5
	v_lshlrev_b32_e64 v7, v10, 0x80
	v_lshlrev_b32_e64 v13, v20, 0x80
	v_lshlrev_b32_e64 v20, v38, 0x80
	v_cndmask_b32_e32 v1, 0, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v5
	s_waitcnt vmcnt(13)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_or_b32 v1, v8, v6, v1
	v_cndmask_b32_e32 v7, 0, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 8, v5
	v_add_nc_u32_e32 v6, 0xd76aa477, v1
	s_waitcnt vmcnt(12)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_and_or_b32 v7, v11, v9, v7
	v_lshlrev_b32_e64 v9, v14, 0x80
	v_lshlrev_b32_e64 v11, v17, 0x80
	v_lshlrev_b32_e64 v17, v29, 0x80
	v_alignbit_b32 v6, v6, v6, 25
	v_cndmask_b32_e32 v9, 0, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 12, v5
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_nc_u32_e32 v8, 0x10325476, v6
	v_add_nc_u32_e32 v6, 0xefcdab89, v6
	s_waitcnt vmcnt(11)
	v_and_or_b32 v9, v15, v12, v9
	v_lshlrev_b32_e64 v15, v23, 0x80
	v_dual_cndmask_b32 v11, 0, v11 :: v_dual_and_b32 v8, 0x98badcfe, v8
	v_cmp_eq_u32_e32 vcc_lo, 16, v5
	s_waitcnt vmcnt(10)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_or_b32 v11, v18, v16, v11
	v_and_or_b32 v8, 0xefcdab89, v6, v8
	v_lshlrev_b32_e64 v16, v26, 0x80
	v_lshlrev_b32_e64 v18, v32, 0x80
	v_cndmask_b32_e32 v13, 0, v13, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 20, v5
	v_add3_u32 v8, v7, v8, 0xf8fa0bcc
	s_waitcnt vmcnt(9)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_or_b32 v13, v21, v19, v13
	v_lshlrev_b32_e64 v19, v35, 0x80
	v_alignbit_b32 v8, v8, v8, 20
	v_lshlrev_b32_e64 v21, v41, 0x80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v8, v6, 0xefcdab89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v9, v10, 0xbcdb4dd9
	v_alignbit_b32 v10, v10, v10, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_bfi_b32 v12, v10, v8, v6
	v_add_nc_u32_e32 v6, v13, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v12, v11, v12, 0xb18b7a77
	v_alignbit_b32 v12, v12, v12, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v12, v12, v10
	v_bfi_b32 v14, v12, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v6, v6, v14, 0xf57c0faf
	v_cndmask_b32_e32 v14, 0, v15, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 24, v5
	v_alignbit_b32 v6, v6, v6, 25
	s_waitcnt vmcnt(8)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_or_b32 v14, v24, v22, v14
	v_lshlrev_b32_e64 v22, v45, 0x80
	v_add_nc_u32_e32 v6, v6, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v8, v14, v8
	v_bfi_b32 v15, v6, v12, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v8, v8, v15, 0x4787c62a
	v_cndmask_b32_e32 v15, 0, v16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 28, v5
	v_alignbit_b32 v8, v8, v8, 20
	s_waitcnt vmcnt(7)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_or_b32 v15, v27, v25, v15
	v_add_nc_u32_e32 v8, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v10, v15, v10
	v_bfi_b32 v16, v8, v6, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v10, v10, v16, 0xa8304613
	v_cndmask_b32_e32 v16, 0, v17, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 32, v5
	v_alignbit_b32 v10, v10, v10, 15
	s_waitcnt vmcnt(6)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_or_b32 v16, v30, v28, v16
	v_add_nc_u32_e32 v10, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, v16, v12
	v_bfi_b32 v17, v10, v8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v12, v12, v17, 0xfd469501
	v_cndmask_b32_e32 v17, 0, v18, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 36, v5
	v_alignbit_b32 v12, v12, v12, 10
	s_waitcnt vmcnt(5)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_or_b32 v17, v33, v31, v17
	v_add_nc_u32_e32 v12, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, v17, v6
	v_bfi_b32 v18, v12, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v6, v6, v18, 0x698098d8
	v_cndmask_b32_e32 v18, 0, v19, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 40, v5
	v_alignbit_b32 v6, v6, v6, 25
	s_waitcnt vmcnt(4)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_or_b32 v18, v36, v34, v18
	v_add_nc_u32_e32 v6, v6, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v8, v18, v8
	v_bfi_b32 v19, v6, v12, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v8, v8, v19, 0x8b44f7af
	v_cndmask_b32_e32 v19, 0, v20, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 44, v5
	v_alignbit_b32 v8, v8, v8, 20
	s_waitcnt vmcnt(3)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_or_b32 v19, v39, v37, v19
	v_add_nc_u32_e32 v8, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v10, v19, v10
	v_bfi_b32 v20, v8, v6, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v10, v10, v20, 0xffff5bb1
	v_cndmask_b32_e32 v20, 0, v21, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 48, v5
	v_alignbit_b32 v10, v10, v10, 15
	s_waitcnt vmcnt(2)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_and_or_b32 v20, v42, v40, v20
	v_cndmask_b32_e32 v5, 0, v22, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 52, v4
	v_add_nc_u32_e32 v10, v10, v8
	v_add_nc_u32_e32 v12, v20, v12
	s_waitcnt vmcnt(1)
	v_and_or_b32 v5, v46, v43, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bfi_b32 v21, v10, v8, v6
	v_add_nc_u32_e32 v6, v5, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v12, v12, v21, 0x895cd7be
	v_alignbit_b32 v12, v12, v12, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v12, v12, v10
	v_bfi_b32 v21, v12, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v6, v6, v21, 0x6b901122
	v_cndmask_b32_e32 v21, 0, v44, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 51, v4
	v_alignbit_b32 v6, v6, v6, 25
	v_cndmask_b32_e32 v4, 0, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, v6, v12
	s_waitcnt vmcnt(0)
	v_and_or_b32 v0, v21, v0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bfi_b32 v4, v6, v12, v10
	v_add_nc_u32_e32 v8, v0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v4, v8, v4, 0xfd987193
	v_add_nc_u32_e32 v8, v3, v10
	v_alignbit_b32 v4, v4, v4, 20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_bfi_b32 v10, v4, v6, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v10, 0xa679438e
	v_alignbit_b32 v8, v8, v8, 15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_bfi_b32 v10, v8, v4, v6
	v_add_nc_u32_e32 v6, v7, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v12, v10, 0x49b40821
	v_alignbit_b32 v10, v10, v10, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_bfi_b32 v12, v4, v10, v8
	v_add_nc_u32_e32 v4, v15, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0xf61e2562
	v_alignbit_b32 v6, v6, v6, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_bfi_b32 v12, v8, v6, v10
	v_add_nc_u32_e32 v8, v20, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0xc040b340
	v_alignbit_b32 v4, v4, v4, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_bfi_b32 v12, v10, v4, v6
	v_add_nc_u32_e32 v10, v1, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0x265e5a51
	v_alignbit_b32 v8, v8, v8, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_bfi_b32 v12, v6, v8, v4
	v_add_nc_u32_e32 v6, v14, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0xe9b6c7aa
	v_alignbit_b32 v10, v10, v10, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_bfi_b32 v12, v4, v10, v8
	v_add_nc_u32_e32 v4, v19, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0xd62f105d
	v_alignbit_b32 v6, v6, v6, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_bfi_b32 v12, v8, v6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0x2441453
	v_alignbit_b32 v4, v4, v4, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_bfi_b32 v12, v10, v4, v6
	v_add_nc_u32_e32 v10, v13, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0xd8a1e681
	v_alignbit_b32 v8, v8, v8, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_bfi_b32 v12, v6, v8, v4
	v_add_nc_u32_e32 v6, v18, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0xe7d3fbc8
	v_alignbit_b32 v10, v10, v10, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_bfi_b32 v12, v4, v10, v8
	v_add_nc_u32_e32 v4, v3, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0x21e1cde6
	v_alignbit_b32 v6, v6, v6, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_bfi_b32 v12, v8, v6, v10
	v_add_nc_u32_e32 v8, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0xc33707d6
	v_alignbit_b32 v4, v4, v4, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_bfi_b32 v12, v10, v4, v6
	v_add_nc_u32_e32 v10, v17, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0xf4d50d87
	v_alignbit_b32 v8, v8, v8, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_bfi_b32 v12, v6, v8, v4
	v_add_nc_u32_e32 v6, v0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0x455a14ed
	v_alignbit_b32 v10, v10, v10, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_bfi_b32 v12, v4, v10, v8
	v_add_nc_u32_e32 v4, v9, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0xa9e3e905
	v_alignbit_b32 v6, v6, v6, 27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_bfi_b32 v12, v8, v6, v10
	v_add_nc_u32_e32 v8, v16, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0xfcefa3f8
	v_alignbit_b32 v4, v4, v4, 23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_bfi_b32 v12, v10, v4, v6
	v_add_nc_u32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0x676f02d9
	v_alignbit_b32 v8, v8, v8, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_bfi_b32 v12, v6, v8, v4
	v_add_nc_u32_e32 v6, v14, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0x8d2a4c8a
	v_alignbit_b32 v10, v10, v10, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_xor_b32_e32 v12, v10, v8
	v_add_nc_u32_e32 v8, v20, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, v12, v4
	v_add_nc_u32_e32 v4, v17, v4
	v_add3_u32 v6, v6, v21, 0xfffa3942
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v6, v6, v6, 28
	v_add_nc_u32_e32 v6, v6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, v6, v12
	v_add3_u32 v4, v4, v12, 0x8771f681
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v4, v4, v4, 21
	v_add_nc_u32_e32 v4, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v12, v4, v6
	v_add_nc_u32_e32 v6, v7, v6
	v_xor_b32_e32 v21, v12, v10
	v_add_nc_u32_e32 v10, v3, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v21, 0x6d9d6122
	v_alignbit_b32 v8, v8, v8, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_xor_b32_e32 v12, v12, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0xfde5380c
	v_alignbit_b32 v10, v10, v10, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_xor3_b32 v12, v8, v4, v10
	v_add_nc_u32_e32 v4, v13, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0xa4beea44
	v_alignbit_b32 v6, v6, v6, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_xor3_b32 v12, v10, v8, v6
	v_add_nc_u32_e32 v8, v16, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0x4bdecfa9
	v_alignbit_b32 v4, v4, v4, 21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_xor3_b32 v12, v6, v10, v4
	v_add_nc_u32_e32 v10, v19, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0xf6bb4b60
	v_alignbit_b32 v8, v8, v8, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_xor3_b32 v12, v4, v6, v8
	v_add_nc_u32_e32 v6, v0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0xbebfbc70
	v_alignbit_b32 v10, v10, v10, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_xor3_b32 v12, v8, v4, v10
	v_add_nc_u32_e32 v4, v1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0x289b7ec6
	v_alignbit_b32 v6, v6, v6, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_xor3_b32 v12, v10, v8, v6
	v_add_nc_u32_e32 v8, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0xeaa127fa
	v_alignbit_b32 v4, v4, v4, 21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_xor3_b32 v12, v6, v10, v4
	v_add_nc_u32_e32 v10, v15, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0xd4ef3085
	v_alignbit_b32 v8, v8, v8, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_xor3_b32 v12, v4, v6, v8
	v_add_nc_u32_e32 v6, v18, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v10, v10, v12, 0x4881d05
	v_alignbit_b32 v10, v10, v10, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_xor3_b32 v12, v8, v4, v10
	v_add_nc_u32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v6, v6, v12, 0xd9d4d039
	v_alignbit_b32 v6, v6, v6, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v10
	v_xor3_b32 v12, v10, v8, v6
	v_add_nc_u32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v4, v4, v12, 0xe6db99e5
	v_alignbit_b32 v4, v4, v4, 21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v6
	v_xor3_b32 v12, v6, v10, v4
	v_add_nc_u32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v8, v12, 0x1fa27cf8
	v_alignbit_b32 v8, v8, v8, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v8, v8, v4
	v_xor3_b32 v12, v4, v6, v8
	v_add_nc_u32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v10, v10, v12, 0xc4ac5665
	v_not_b32_e32 v12, v4
	v_add_nc_u32_e32 v4, v16, v4
	v_alignbit_b32 v10, v10, v10, 9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v10, v10, v8
	v_or_b32_e32 v12, v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, v12, v8
	v_add3_u32 v1, v1, v6, 0xf4292244
	v_not_b32_e32 v6, v8
	v_add_nc_u32_e32 v8, v14, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v6, v1, v6
	v_xor_b32_e32 v6, v6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v4, v4, v6, 0x432aff97
	v_not_b32_e32 v6, v10
	v_alignbit_b32 v4, v4, v4, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v1
	v_or_b32_e32 v6, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, v6, v1
	v_add3_u32 v3, v3, v6, 0xab9423a7
	v_not_b32_e32 v6, v1
	v_add_nc_u32_e32 v1, v5, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v3, v3, v3, 17
	v_add_nc_u32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v6, v3, v6
	v_xor_b32_e32 v6, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v6, v8, v6, 0xfc93a039
	v_not_b32_e32 v8, v4
	v_add_nc_u32_e32 v4, v11, v4
	v_alignbit_b32 v6, v6, v6, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v6, v6, v3
	v_or_b32_e32 v8, v6, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, v8, v3
	v_add3_u32 v1, v1, v5, 0x655b59c3
	v_not_b32_e32 v5, v3
	v_add_nc_u32_e32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v5, v1, v5
	v_xor_b32_e32 v5, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v4, v4, v5, 0x8f0ccc92
	v_not_b32_e32 v5, v6
	v_add_nc_u32_e32 v6, v7, v6
	v_alignbit_b32 v4, v4, v4, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v1
	v_or_b32_e32 v5, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, v5, v1
	v_add3_u32 v3, v3, v5, 0xffeff47d
	v_not_b32_e32 v5, v1
	v_add_nc_u32_e32 v1, v17, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v3, v3, v3, 17
	v_add_nc_u32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v5, v3, v5
	v_xor_b32_e32 v5, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v5, v6, v5, 0x85845dd1
	v_not_b32_e32 v6, v4
	v_alignbit_b32 v5, v5, v5, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, v5, v3
	v_or_b32_e32 v6, v5, v6
	v_add_nc_u32_e32 v0, v0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, v6, v3
	v_add3_u32 v1, v1, v6, 0x6fa87e4f
	v_not_b32_e32 v6, v3
	v_add_nc_u32_e32 v3, v15, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v1, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v6, v1, v6
	v_xor_b32_e32 v6, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v4, v4, v6, 0xfe2ce6e0
	v_not_b32_e32 v6, v5
	v_alignbit_b32 v4, v4, v4, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v1
	v_or_b32_e32 v6, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, v6, v1
	v_add3_u32 v3, v3, v6, 0xa3014314
	v_not_b32_e32 v6, v1
	v_add_nc_u32_e32 v1, v13, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v3, v3, v3, 17
	v_add_nc_u32_e32 v3, v3, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v6, v3, v6
	v_xor_b32_e32 v5, v6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v0, v0, v5, 0x4e0811a1
	v_not_b32_e32 v5, v4
	v_add_nc_u32_e32 v4, v20, v4
	v_alignbit_b32 v0, v0, v0, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v0, v3
	v_or_b32_e32 v5, v0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, v5, v3
	v_add3_u32 v1, v1, v5, 0xf7537e82
	v_not_b32_e32 v5, v3
	v_add_nc_u32_e32 v3, v9, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 26
	v_add_nc_u32_e32 v6, v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v6, v5
	v_xor_b32_e32 v1, v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v1, v4, v1, 0xbd3af235
	v_not_b32_e32 v4, v0
	v_alignbit_b32 v1, v1, v1, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v7, v1, v6
	v_or_b32_e32 v1, v7, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, v1, v6
	v_add3_u32 v1, v3, v1, 0x2ad7d2bb
	v_not_b32_e32 v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v1, v1, v1, 17
	v_add_nc_u32_e32 v8, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v1, v8, v3
	v_add_nc_u32_e32 v3, v18, v0
	v_lshlrev_b32_e32 v0, 2, v2
	v_xor_b32_e32 v1, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add3_u32 v2, v3, v1, 0xeb86d391
	v_mov_b32_e32 v1, 0
	v_add_nc_u32_e32 v3, 0x10325476, v7
	v_alignbit_b32 v9, v2, v2, 11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x67452301, v6
	v_add_nc_u32_e32 v2, 0x98badcfe, v8
	v_add3_u32 v1, v8, v9, 0xefcdab89
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v4, vcc_lo, s4, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s5, v5, vcc_lo
	global_store_b128 v[4:5], v[0:3], off
.LBB1_54:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel md5_short
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
		.amdhsa_next_free_vgpr 47
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
	.size	md5_short, .Lfunc_end1-md5_short
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4760
; NumSgprs: 18
; NumVgprs: 47
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 47
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
    .name:           md5_blocks
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         md5_blocks.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
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
    .name:           md5_short
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         md5_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
