	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	md5_blocks              ; -- Begin function md5_blocks
	.globl	md5_blocks
	.p2align	8
	.type	md5_blocks,@function
md5_blocks:                             ; @md5_blocks
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v18, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v18
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 4, v18
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	s_mov_b32 s4, 0xbcdb4dd9
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[20:21], off
	global_load_dwordx4 v[8:11], v[20:21], off offset:16
	global_load_dwordx4 v[4:7], v[20:21], off offset:32
	global_load_dwordx4 v[12:15], v[20:21], off offset:48
	s_mov_b32 s2, 0xefcdab89
	s_mov_b32 s3, 0xf8fa0bcc
	s_mov_b32 s5, 0xb18b7a77
	s_mov_b32 s6, 0xf57c0faf
	s_mov_b32 s7, 0x4787c62a
	s_mov_b32 s8, 0xa8304613
	s_mov_b32 s9, 0xfd469501
	s_mov_b32 s10, 0x698098d8
	s_mov_b32 s11, 0x8b44f7af
	s_mov_b32 s12, 0xffff5bb1
	s_mov_b32 s13, 0x895cd7be
	s_mov_b32 s14, 0x6b901122
	s_mov_b32 s15, 0xfd987193
	s_mov_b32 s16, 0xa679438e
	s_mov_b32 s17, 0x49b40821
	s_mov_b32 s18, 0xf61e2562
	s_mov_b32 s19, 0xc040b340
	s_mov_b32 s20, 0x265e5a51
	s_mov_b32 s21, 0xe9b6c7aa
	s_mov_b32 s22, 0xd62f105d
	s_mov_b32 s23, 0x2441453
	s_mov_b32 s24, 0xd8a1e681
	s_mov_b32 s25, 0xe7d3fbc8
	s_mov_b32 s26, 0x21e1cde6
	s_mov_b32 s27, 0xc33707d6
	s_mov_b32 s28, 0xf4d50d87
	s_mov_b32 s29, 0x455a14ed
	s_mov_b32 s30, 0xa9e3e905
	s_mov_b32 s31, 0xfcefa3f8
	s_mov_b32 s33, 0x676f02d9
	s_mov_b32 s34, 0x8d2a4c8a
	s_mov_b32 s35, 0xfffa3942
	s_mov_b32 s36, 0x8771f681
	s_mov_b32 s37, 0x6d9d6122
	s_mov_b32 s38, 0xfde5380c
	s_mov_b32 s39, 0xa4beea44
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v16, 0xd76aa477, v0
	v_alignbit_b32 v16, v16, v16, 25
	v_add_u32_e32 v19, 0xefcdab89, v16
	v_sub_u32_e32 v16, 0x10325476, v16
	v_and_b32_e32 v16, 0x98badcfe, v16
	v_and_or_b32 v16, v19, s2, v16
	v_add3_u32 v16, v1, v16, s3
	v_alignbit_b32 v16, v16, v16, 20
	v_add_u32_e32 v16, v16, v19
	v_bfi_b32 v21, v16, v19, s2
	v_add3_u32 v21, v2, v21, s4
	v_alignbit_b32 v21, v21, v21, 15
	v_add_u32_e32 v21, v21, v16
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v20, v8, v19
	v_bfi_b32 v19, v21, v16, v19
	v_add3_u32 v19, v3, v19, s5
	v_alignbit_b32 v19, v19, v19, 10
	v_add_u32_e32 v19, v19, v21
	v_add_u32_e32 v22, v9, v16
	v_bfi_b32 v16, v19, v21, v16
	v_add3_u32 v16, v20, v16, s6
	v_alignbit_b32 v16, v16, v16, 25
	v_add_u32_e32 v16, v16, v19
	v_bfi_b32 v20, v16, v19, v21
	v_add3_u32 v20, v22, v20, s7
	v_alignbit_b32 v20, v20, v20, 20
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v23, v10, v21
	v_add_u32_e32 v24, v11, v19
	v_bfi_b32 v19, v20, v16, v19
	v_add3_u32 v19, v23, v19, s8
	v_alignbit_b32 v19, v19, v19, 15
	v_add_u32_e32 v19, v19, v20
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v21, v4, v16
	v_bfi_b32 v16, v19, v20, v16
	v_add3_u32 v16, v24, v16, s9
	v_alignbit_b32 v16, v16, v16, 10
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v22, v5, v20
	v_bfi_b32 v20, v16, v19, v20
	v_add3_u32 v20, v21, v20, s10
	v_alignbit_b32 v20, v20, v20, 25
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v23, v6, v19
	v_bfi_b32 v19, v20, v16, v19
	v_add3_u32 v19, v22, v19, s11
	v_alignbit_b32 v19, v19, v19, 20
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v24, v7, v16
	v_bfi_b32 v16, v19, v20, v16
	v_add3_u32 v16, v23, v16, s12
	v_alignbit_b32 v16, v16, v16, 15
	v_add_u32_e32 v16, v16, v19
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v21, v12, v20
	v_bfi_b32 v20, v16, v19, v20
	v_add3_u32 v20, v24, v20, s13
	v_alignbit_b32 v20, v20, v20, 10
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v22, v13, v19
	v_bfi_b32 v19, v20, v16, v19
	v_add3_u32 v19, v21, v19, s14
	v_alignbit_b32 v19, v19, v19, 25
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v23, v14, v16
	v_bfi_b32 v16, v19, v20, v16
	v_add3_u32 v16, v22, v16, s15
	v_alignbit_b32 v16, v16, v16, 20
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v24, v15, v20
	v_bfi_b32 v20, v16, v19, v20
	v_add3_u32 v20, v23, v20, s16
	v_alignbit_b32 v20, v20, v20, 15
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v21, v1, v19
	v_bfi_b32 v19, v20, v16, v19
	v_add3_u32 v19, v24, v19, s17
	v_alignbit_b32 v19, v19, v19, 10
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v22, v10, v16
	v_bfi_b32 v16, v16, v19, v20
	v_add3_u32 v16, v21, v16, s18
	v_alignbit_b32 v16, v16, v16, 27
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v23, v7, v20
	v_bfi_b32 v20, v20, v16, v19
	v_add3_u32 v20, v22, v20, s19
	v_alignbit_b32 v20, v20, v20, 23
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v24, v0, v19
	v_bfi_b32 v19, v19, v20, v16
	v_add3_u32 v19, v23, v19, s20
	v_alignbit_b32 v19, v19, v19, 18
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v21, v9, v16
	v_bfi_b32 v16, v16, v19, v20
	v_add3_u32 v16, v24, v16, s21
	v_alignbit_b32 v16, v16, v16, 12
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v22, v6, v20
	v_bfi_b32 v20, v20, v16, v19
	v_add3_u32 v20, v21, v20, s22
	v_alignbit_b32 v20, v20, v20, 27
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v23, v15, v19
	v_bfi_b32 v19, v19, v20, v16
	v_add3_u32 v19, v22, v19, s23
	v_alignbit_b32 v19, v19, v19, 23
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v24, v8, v16
	v_bfi_b32 v16, v16, v19, v20
	v_add3_u32 v16, v23, v16, s24
	v_alignbit_b32 v16, v16, v16, 18
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v21, v5, v20
	v_bfi_b32 v20, v20, v16, v19
	v_add3_u32 v20, v24, v20, s25
	v_alignbit_b32 v20, v20, v20, 12
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v22, v14, v19
	v_bfi_b32 v19, v19, v20, v16
	v_add3_u32 v19, v21, v19, s26
	v_alignbit_b32 v19, v19, v19, 27
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v23, v3, v16
	v_bfi_b32 v16, v16, v19, v20
	v_add3_u32 v16, v22, v16, s27
	v_alignbit_b32 v16, v16, v16, 23
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v24, v4, v20
	v_bfi_b32 v20, v20, v16, v19
	v_add3_u32 v20, v23, v20, s28
	v_alignbit_b32 v20, v20, v20, 18
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v21, v13, v19
	v_bfi_b32 v19, v19, v20, v16
	v_add3_u32 v19, v24, v19, s29
	v_alignbit_b32 v19, v19, v19, 12
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v22, v2, v16
	v_bfi_b32 v16, v16, v19, v20
	v_add3_u32 v16, v21, v16, s30
	v_alignbit_b32 v16, v16, v16, 27
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v23, v11, v20
	v_bfi_b32 v20, v20, v16, v19
	v_add3_u32 v20, v22, v20, s31
	v_alignbit_b32 v20, v20, v20, 23
	v_add_u32_e32 v20, v20, v16
	v_add_u32_e32 v24, v12, v19
	v_bfi_b32 v19, v19, v20, v16
	v_add3_u32 v19, v23, v19, s33
	v_alignbit_b32 v19, v19, v19, 18
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v21, v9, v16
	v_bfi_b32 v16, v16, v19, v20
	v_add3_u32 v16, v24, v16, s34
	v_alignbit_b32 v16, v16, v16, 12
	v_add_u32_e32 v16, v16, v19
	v_add_u32_e32 v23, v7, v19
	v_xor_b32_e32 v19, v16, v19
	v_add_u32_e32 v22, v4, v20
	v_xor_b32_e32 v20, v19, v20
	v_add3_u32 v20, v21, v20, s35
	v_alignbit_b32 v20, v20, v20, 28
	v_add_u32_e32 v20, v20, v16
	v_xor_b32_e32 v19, v20, v19
	v_add3_u32 v19, v22, v19, s36
	v_alignbit_b32 v19, v19, v19, 21
	v_add_u32_e32 v19, v19, v20
	v_add_u32_e32 v21, v1, v20
	v_xor_b32_e32 v20, v19, v20
	v_add_u32_e32 v24, v14, v16
	v_xor_b32_e32 v16, v20, v16
	v_add3_u32 v16, v23, v16, s37
	v_alignbit_b32 v16, v16, v16, 16
	v_add_u32_e32 v16, v16, v19
	v_xor_b32_e32 v20, v20, v16
	v_add3_u32 v20, v24, v20, s38
	v_alignbit_b32 v20, v20, v20, 9
	v_add_u32_e32 v22, v8, v19
	v_xor_b32_e32 v19, v16, v19
	v_add_u32_e32 v20, v20, v16
	v_xor_b32_e32 v19, v19, v20
	v_add3_u32 v19, v21, v19, s39
	v_alignbit_b32 v19, v19, v19, 28
	v_xor_b32_e32 v23, v20, v16
	v_add_u32_e32 v19, v19, v20
	v_xor_b32_e32 v21, v23, v19
	s_mov_b32 s3, 0x4bdecfa9
	v_add3_u32 v21, v22, v21, s3
	v_alignbit_b32 v21, v21, v21, 21
	v_add_u32_e32 v21, v21, v19
	v_xor_b32_e32 v22, v19, v20
	v_xor_b32_e32 v22, v22, v21
	v_add_u32_e32 v16, v11, v16
	s_mov_b32 s3, 0xf6bb4b60
	v_add3_u32 v16, v16, v22, s3
	v_alignbit_b32 v16, v16, v16, 16
	v_add_u32_e32 v16, v16, v21
	v_xor_b32_e32 v22, v21, v19
	v_xor_b32_e32 v22, v22, v16
	v_add_u32_e32 v20, v6, v20
	s_mov_b32 s3, 0xbebfbc70
	v_add3_u32 v20, v20, v22, s3
	v_alignbit_b32 v20, v20, v20, 9
	v_add_u32_e32 v20, v20, v16
	v_xor_b32_e32 v22, v16, v21
	v_xor_b32_e32 v22, v22, v20
	v_add_u32_e32 v19, v13, v19
	s_mov_b32 s3, 0x289b7ec6
	v_add3_u32 v19, v19, v22, s3
	v_alignbit_b32 v19, v19, v19, 28
	v_add_u32_e32 v19, v19, v20
	v_xor_b32_e32 v22, v20, v16
	v_xor_b32_e32 v22, v22, v19
	v_add_u32_e32 v21, v0, v21
	s_mov_b32 s3, 0xeaa127fa
	v_add3_u32 v21, v21, v22, s3
	v_alignbit_b32 v21, v21, v21, 21
	v_add_u32_e32 v21, v21, v19
	v_xor_b32_e32 v22, v19, v20
	v_xor_b32_e32 v22, v22, v21
	v_add_u32_e32 v16, v3, v16
	s_mov_b32 s3, 0xd4ef3085
	v_add3_u32 v16, v16, v22, s3
	v_alignbit_b32 v16, v16, v16, 16
	v_add_u32_e32 v16, v16, v21
	v_xor_b32_e32 v22, v21, v19
	v_xor_b32_e32 v22, v22, v16
	v_add_u32_e32 v20, v10, v20
	s_mov_b32 s3, 0x4881d05
	v_add3_u32 v20, v20, v22, s3
	v_alignbit_b32 v20, v20, v20, 9
	v_add_u32_e32 v20, v20, v16
	v_xor_b32_e32 v22, v16, v21
	v_xor_b32_e32 v22, v22, v20
	v_add_u32_e32 v19, v5, v19
	s_mov_b32 s3, 0xd9d4d039
	v_add3_u32 v19, v19, v22, s3
	v_alignbit_b32 v19, v19, v19, 28
	v_add_u32_e32 v19, v19, v20
	v_xor_b32_e32 v22, v20, v16
	v_xor_b32_e32 v22, v22, v19
	v_add_u32_e32 v21, v12, v21
	s_mov_b32 s3, 0xe6db99e5
	v_add3_u32 v21, v21, v22, s3
	v_alignbit_b32 v21, v21, v21, 21
	v_add_u32_e32 v21, v21, v19
	v_xor_b32_e32 v22, v19, v20
	v_xor_b32_e32 v22, v22, v21
	v_add_u32_e32 v16, v15, v16
	s_mov_b32 s3, 0x1fa27cf8
	v_add3_u32 v16, v16, v22, s3
	v_alignbit_b32 v16, v16, v16, 16
	v_add_u32_e32 v16, v16, v21
	v_xor_b32_e32 v22, v21, v19
	v_xor_b32_e32 v22, v22, v16
	v_add_u32_e32 v20, v2, v20
	s_mov_b32 s3, 0xc4ac5665
	v_add3_u32 v20, v20, v22, s3
	v_alignbit_b32 v20, v20, v20, 9
	v_add_u32_e32 v20, v20, v16
	v_not_b32_e32 v22, v21
	v_or_b32_e32 v22, v20, v22
	v_xor_b32_e32 v22, v22, v16
	v_add_u32_e32 v0, v0, v19
	s_mov_b32 s3, 0xf4292244
	v_add3_u32 v0, v0, v22, s3
	v_alignbit_b32 v0, v0, v0, 26
	v_add_u32_e32 v0, v0, v20
	v_not_b32_e32 v19, v16
	v_or_b32_e32 v19, v0, v19
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v11, v11, v21
	s_mov_b32 s3, 0x432aff97
	v_add3_u32 v11, v11, v19, s3
	v_alignbit_b32 v11, v11, v11, 22
	v_add_u32_e32 v11, v11, v0
	v_not_b32_e32 v19, v20
	v_or_b32_e32 v19, v11, v19
	v_xor_b32_e32 v19, v19, v0
	v_add_u32_e32 v14, v14, v16
	s_mov_b32 s3, 0xab9423a7
	v_add3_u32 v14, v14, v19, s3
	v_alignbit_b32 v14, v14, v14, 17
	v_add_u32_e32 v14, v14, v11
	v_not_b32_e32 v16, v0
	v_or_b32_e32 v16, v14, v16
	v_xor_b32_e32 v16, v16, v11
	v_add_u32_e32 v9, v9, v20
	s_mov_b32 s3, 0xfc93a039
	v_add3_u32 v9, v9, v16, s3
	v_alignbit_b32 v9, v9, v9, 11
	v_add_u32_e32 v9, v9, v14
	v_not_b32_e32 v16, v11
	v_or_b32_e32 v16, v9, v16
	v_xor_b32_e32 v16, v16, v14
	v_add_u32_e32 v0, v12, v0
	s_mov_b32 s3, 0x655b59c3
	v_add3_u32 v0, v0, v16, s3
	v_alignbit_b32 v0, v0, v0, 26
	v_add_u32_e32 v0, v0, v9
	v_not_b32_e32 v12, v14
	v_or_b32_e32 v12, v0, v12
	v_xor_b32_e32 v12, v12, v9
	v_add_u32_e32 v3, v3, v11
	s_mov_b32 s3, 0x8f0ccc92
	v_add3_u32 v3, v3, v12, s3
	v_alignbit_b32 v3, v3, v3, 22
	v_add_u32_e32 v3, v3, v0
	v_not_b32_e32 v11, v9
	v_or_b32_e32 v11, v3, v11
	v_xor_b32_e32 v11, v11, v0
	v_add_u32_e32 v6, v6, v14
	s_mov_b32 s3, 0xffeff47d
	v_add3_u32 v6, v6, v11, s3
	v_alignbit_b32 v6, v6, v6, 17
	v_add_u32_e32 v6, v6, v3
	v_not_b32_e32 v11, v0
	v_or_b32_e32 v11, v6, v11
	v_xor_b32_e32 v11, v11, v3
	v_add_u32_e32 v1, v1, v9
	s_mov_b32 s3, 0x85845dd1
	v_add3_u32 v1, v1, v11, s3
	v_alignbit_b32 v1, v1, v1, 11
	v_add_u32_e32 v1, v1, v6
	v_not_b32_e32 v9, v3
	v_or_b32_e32 v9, v1, v9
	v_xor_b32_e32 v9, v9, v6
	v_add_u32_e32 v0, v4, v0
	s_mov_b32 s3, 0x6fa87e4f
	v_add3_u32 v0, v0, v9, s3
	v_alignbit_b32 v0, v0, v0, 26
	v_add_u32_e32 v0, v0, v1
	v_not_b32_e32 v4, v6
	v_or_b32_e32 v4, v0, v4
	v_xor_b32_e32 v4, v4, v1
	v_add_u32_e32 v3, v15, v3
	s_mov_b32 s3, 0xfe2ce6e0
	v_add3_u32 v3, v3, v4, s3
	v_alignbit_b32 v3, v3, v3, 22
	v_add_u32_e32 v3, v3, v0
	v_not_b32_e32 v4, v1
	v_or_b32_e32 v4, v3, v4
	v_xor_b32_e32 v4, v4, v0
	v_add_u32_e32 v6, v10, v6
	s_mov_b32 s3, 0xa3014314
	v_add3_u32 v4, v6, v4, s3
	v_alignbit_b32 v4, v4, v4, 17
	v_add_u32_e32 v4, v4, v3
	v_not_b32_e32 v6, v0
	v_or_b32_e32 v6, v4, v6
	v_xor_b32_e32 v6, v6, v3
	v_add_u32_e32 v1, v13, v1
	s_mov_b32 s3, 0x4e0811a1
	v_add3_u32 v1, v1, v6, s3
	v_alignbit_b32 v1, v1, v1, 11
	v_add_u32_e32 v6, v1, v4
	v_not_b32_e32 v1, v3
	v_or_b32_e32 v1, v6, v1
	v_xor_b32_e32 v1, v1, v4
	v_add_u32_e32 v0, v8, v0
	s_mov_b32 s3, 0xf7537e82
	v_add3_u32 v0, v0, v1, s3
	v_lshlrev_b32_e32 v16, 2, v18
	v_alignbit_b32 v8, v0, v0, 26
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_not_b32_e32 v9, v4
	v_add_u32_e32 v2, v2, v4
	v_add_u32_e32 v10, v5, v6
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_add_u32_e32 v0, v8, v6
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	v_or_b32_e32 v1, v0, v9
	v_add_u32_e32 v3, v7, v3
	v_xor_b32_e32 v1, v1, v6
	s_mov_b32 s0, 0xbd3af235
	v_add3_u32 v1, v3, v1, s0
	v_alignbit_b32 v1, v1, v1, 22
	v_not_b32_e32 v7, v6
	v_add_u32_e32 v6, v1, v0
	v_or_b32_e32 v1, v6, v7
	v_xor_b32_e32 v1, v1, v0
	s_mov_b32 s0, 0x2ad7d2bb
	v_add3_u32 v1, v2, v1, s0
	v_alignbit_b32 v1, v1, v1, 17
	v_not_b32_e32 v3, v0
	v_add_u32_e32 v2, v1, v6
	v_or_b32_e32 v1, v2, v3
	v_xor_b32_e32 v1, v1, v6
	s_mov_b32 s0, 0xeb86d391
	v_add3_u32 v1, v10, v1, s0
	v_alignbit_b32 v1, v1, v1, 11
	v_add3_u32 v1, v2, v1, s2
	v_add_u32_e32 v0, 0x67452301, v0
	v_add_u32_e32 v2, 0x98badcfe, v2
	v_add_u32_e32 v3, 0x10325476, v6
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel md5_blocks
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 28
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
	.size	md5_blocks, .Lfunc_end0-md5_blocks
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2796
; NumSgprs: 44
; NumVgprs: 25
; NumAgprs: 0
; TotalNumVgprs: 25
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 25
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	md5_short               ; -- Begin function md5_short
	.globl	md5_short
	.p2align	8
	.type	md5_short,@function
md5_short:                              ; @md5_short
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v2, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_54
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 4, v2
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
                                        ; implicit-def: $vgpr8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s7
	v_add_co_u32_e32 v0, vcc, s6, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_load_dword v9, v[0:1], off offset:60
	global_load_dword v4, v[0:1], off
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr3
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v5, 63, v9
	v_min_u32_e32 v6, 55, v5
	v_cmp_gt_u32_e32 vcc, 4, v5
	v_cmp_lt_u32_e64 s[0:1], 3, v5
	v_lshlrev_b32_e32 v16, 3, v6
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.2:
	v_lshlrev_b32_e32 v3, 3, v6
	v_and_b32_e32 v8, 24, v3
	s_mov_b32 s6, -1
; %bb.3:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v6, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.4:
	v_lshlrev_b32_e64 v3, v16, -1
	v_not_b32_e32 v3, v3
	v_cmp_ne_u32_e64 s[0:1], 0, v5
	v_cndmask_b32_e64 v6, 0, v3, s[0:1]
	v_mov_b32_e32 v8, v16
	v_mov_b32_e32 v3, v16
; %bb.5:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v7, v[0:1], off offset:4
	v_cmp_lt_u32_e64 s[0:1], 7, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr12
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.6:
	v_and_b32_e32 v12, 24, v16
	s_mov_b32 s6, -1
; %bb.7:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v10, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.8:
	v_lshlrev_b32_e64 v10, v16, -1
	v_not_b32_e32 v10, v10
	v_cmp_lt_u32_e64 s[0:1], 4, v5
	v_and_b32_e32 v12, 24, v16
	v_cndmask_b32_e64 v10, 0, v10, s[0:1]
; %bb.9:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v11, v[0:1], off offset:8
	v_cmp_lt_u32_e64 s[0:1], 11, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr15
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.10:
	v_and_b32_e32 v15, 24, v16
	s_mov_b32 s6, -1
; %bb.11:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v13, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.12:
	v_lshlrev_b32_e64 v13, v16, -1
	v_not_b32_e32 v13, v13
	v_cmp_lt_u32_e64 s[0:1], 8, v5
	v_and_b32_e32 v15, 24, v16
	v_cndmask_b32_e64 v13, 0, v13, s[0:1]
; %bb.13:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v14, v[0:1], off offset:12
	v_cmp_lt_u32_e64 s[0:1], 15, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr19
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.14:
	v_and_b32_e32 v19, 24, v16
	s_mov_b32 s6, -1
; %bb.15:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v17, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.16:
	v_lshlrev_b32_e64 v17, v16, -1
	v_not_b32_e32 v17, v17
	v_cmp_lt_u32_e64 s[0:1], 12, v5
	v_and_b32_e32 v19, 24, v16
	v_cndmask_b32_e64 v17, 0, v17, s[0:1]
; %bb.17:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v18, v[0:1], off offset:16
	v_cmp_lt_u32_e64 s[0:1], 19, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr22
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.18:
	v_and_b32_e32 v22, 24, v16
	s_mov_b32 s6, -1
; %bb.19:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v20, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.20:
	v_lshlrev_b32_e64 v20, v16, -1
	v_not_b32_e32 v20, v20
	v_cmp_lt_u32_e64 s[0:1], 16, v5
	v_and_b32_e32 v22, 24, v16
	v_cndmask_b32_e64 v20, 0, v20, s[0:1]
; %bb.21:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v21, v[0:1], off offset:20
	v_cmp_lt_u32_e64 s[0:1], 23, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr25
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.22:
	v_and_b32_e32 v25, 24, v16
	s_mov_b32 s6, -1
; %bb.23:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v23, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.24:
	v_lshlrev_b32_e64 v23, v16, -1
	v_not_b32_e32 v23, v23
	v_cmp_lt_u32_e64 s[0:1], 20, v5
	v_and_b32_e32 v25, 24, v16
	v_cndmask_b32_e64 v23, 0, v23, s[0:1]
; %bb.25:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v24, v[0:1], off offset:24
	v_cmp_lt_u32_e64 s[0:1], 27, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr28
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.26:
	v_and_b32_e32 v28, 24, v16
	s_mov_b32 s6, -1
; %bb.27:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v26, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.28:
	v_lshlrev_b32_e64 v26, v16, -1
	v_not_b32_e32 v26, v26
	v_cmp_lt_u32_e64 s[0:1], 24, v5
	v_and_b32_e32 v28, 24, v16
	v_cndmask_b32_e64 v26, 0, v26, s[0:1]
; %bb.29:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v27, v[0:1], off offset:28
	v_cmp_lt_u32_e64 s[0:1], 31, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr31
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.30:
	v_and_b32_e32 v31, 24, v16
	s_mov_b32 s6, -1
; %bb.31:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v29, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.32:
	v_lshlrev_b32_e64 v29, v16, -1
	v_not_b32_e32 v29, v29
	v_cmp_lt_u32_e64 s[0:1], 28, v5
	v_and_b32_e32 v31, 24, v16
	v_cndmask_b32_e64 v29, 0, v29, s[0:1]
; %bb.33:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v30, v[0:1], off offset:32
	v_cmp_lt_u32_e64 s[0:1], 35, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr34
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.34:
	v_and_b32_e32 v34, 24, v16
	s_mov_b32 s6, -1
; %bb.35:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v32, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.36:
	v_lshlrev_b32_e64 v32, v16, -1
	v_not_b32_e32 v32, v32
	v_cmp_lt_u32_e64 s[0:1], 32, v5
	v_and_b32_e32 v34, 24, v16
	v_cndmask_b32_e64 v32, 0, v32, s[0:1]
; %bb.37:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v33, v[0:1], off offset:36
	v_cmp_lt_u32_e64 s[0:1], 39, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr37
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.38:
	v_and_b32_e32 v37, 24, v16
	s_mov_b32 s6, -1
; %bb.39:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v35, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.40:
	v_lshlrev_b32_e64 v35, v16, -1
	v_not_b32_e32 v35, v35
	v_cmp_lt_u32_e64 s[0:1], 36, v5
	v_and_b32_e32 v37, 24, v16
	v_cndmask_b32_e64 v35, 0, v35, s[0:1]
; %bb.41:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v36, v[0:1], off offset:40
	v_cmp_lt_u32_e64 s[0:1], 43, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr40
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.42:
	v_and_b32_e32 v40, 24, v16
	s_mov_b32 s6, -1
; %bb.43:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v38, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.44:
	v_lshlrev_b32_e64 v38, v16, -1
	v_not_b32_e32 v38, v38
	v_cmp_lt_u32_e64 s[0:1], 40, v5
	v_and_b32_e32 v40, 24, v16
	v_cndmask_b32_e64 v38, 0, v38, s[0:1]
; %bb.45:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v39, v[0:1], off offset:44
	v_cmp_lt_u32_e64 s[0:1], 47, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr43
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.46:
	v_and_b32_e32 v43, 24, v16
	s_mov_b32 s6, -1
; %bb.47:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v42, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.48:
	v_lshlrev_b32_e64 v41, v16, -1
	v_not_b32_e32 v41, v41
	v_cmp_lt_u32_e64 s[0:1], 44, v5
	v_and_b32_e32 v43, 24, v16
	v_cndmask_b32_e64 v42, 0, v41, s[0:1]
; %bb.49:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v41, v[0:1], off offset:48
	v_cmp_lt_u32_e64 s[0:1], 51, v5
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $vgpr45
                                        ; implicit-def: $vgpr46
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_xor_b64 s[0:1], exec, s[2:3]
; %bb.50:
	v_and_b32_e32 v45, 24, v16
	v_lshlrev_b32_e64 v16, v16, -1
	s_mov_b32 s6, -1
	v_not_b32_e32 v46, v16
                                        ; implicit-def: $vgpr16
; %bb.51:
	s_or_saveexec_b64 s[2:3], s[0:1]
	v_mov_b32_e32 v44, s6
	s_xor_b64 exec, exec, s[2:3]
; %bb.52:
	v_and_b32_e32 v45, 24, v16
	v_lshlrev_b32_e64 v16, v16, -1
	v_not_b32_e32 v46, v16
	v_cmp_lt_u32_e64 s[0:1], 48, v5
	v_cndmask_b32_e64 v44, 0, v46, s[0:1]
; %bb.53:
	s_or_b64 exec, exec, s[2:3]
	global_load_dword v0, v[0:1], off offset:52
	v_and_b32_e32 v1, 60, v9
	s_movk_i32 s3, 0x80
	v_cmp_lt_u32_e64 s[0:1], 52, v5
	v_cndmask_b32_e64 v9, 0, v46, s[0:1]
	v_lshlrev_b32_e64 v16, v43, s3
	v_cmp_eq_u32_e64 s[0:1], 44, v1
	v_lshlrev_b32_e64 v40, v40, s3
	v_cndmask_b32_e64 v16, 0, v16, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 40, v1
	v_lshlrev_b32_e64 v37, v37, s3
	v_cndmask_b32_e64 v40, 0, v40, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 36, v1
	v_lshlrev_b32_e64 v34, v34, s3
	v_cndmask_b32_e64 v37, 0, v37, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 32, v1
	v_lshlrev_b32_e64 v31, v31, s3
	v_cndmask_b32_e64 v34, 0, v34, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 28, v1
	v_lshlrev_b32_e64 v28, v28, s3
	v_lshlrev_b32_e64 v8, v8, s3
	v_cndmask_b32_e64 v31, 0, v31, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 24, v1
	v_lshlrev_b32_e64 v25, v25, s3
	v_cndmask_b32_e64 v28, 0, v28, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 20, v1
	v_cndmask_b32_e32 v8, 0, v8, vcc
	v_lshlrev_b32_e64 v22, v22, s3
	v_cndmask_b32_e64 v25, 0, v25, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 16, v1
	s_waitcnt vmcnt(13)
	v_and_or_b32 v4, v6, v4, v8
	v_lshlrev_b32_e64 v19, v19, s3
	v_cndmask_b32_e64 v22, 0, v22, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 12, v1
	v_add_u32_e32 v6, 0xd76aa477, v4
	v_lshlrev_b32_e64 v15, v15, s3
	v_cndmask_b32_e64 v19, 0, v19, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 8, v1
	v_alignbit_b32 v6, v6, v6, 25
	v_lshlrev_b32_e64 v12, v12, s3
	v_cndmask_b32_e64 v15, 0, v15, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], 4, v1
	v_add_u32_e32 v8, 0xefcdab89, v6
	v_sub_u32_e32 v6, 0x10325476, v6
	s_mov_b32 s2, 0xefcdab89
	v_cndmask_b32_e64 v12, 0, v12, s[0:1]
	v_and_b32_e32 v6, 0x98badcfe, v6
	s_mov_b32 s6, 0xf8fa0bcc
	s_waitcnt vmcnt(12)
	v_and_or_b32 v7, v10, v7, v12
	v_and_or_b32 v6, v8, s2, v6
	v_add3_u32 v6, v7, v6, s6
	v_alignbit_b32 v6, v6, v6, 20
	v_add_u32_e32 v6, v6, v8
	s_mov_b32 s7, 0xbcdb4dd9
	s_waitcnt vmcnt(11)
	v_and_or_b32 v11, v13, v11, v15
	v_bfi_b32 v10, v6, v8, s2
	v_add3_u32 v10, v11, v10, s7
	v_alignbit_b32 v10, v10, v10, 15
	v_add_u32_e32 v10, v10, v6
	s_mov_b32 s8, 0xb18b7a77
	s_waitcnt vmcnt(10)
	v_and_or_b32 v14, v17, v14, v19
	v_bfi_b32 v12, v10, v6, v8
	v_lshlrev_b32_e64 v43, v45, s3
	v_cmp_eq_u32_e32 vcc, 48, v1
	v_add3_u32 v12, v14, v12, s8
	v_cndmask_b32_e32 v1, 0, v43, vcc
	v_cmp_lt_u32_e32 vcc, 51, v5
	v_alignbit_b32 v12, v12, v12, 10
	v_cndmask_b32_e32 v5, 0, v43, vcc
	s_waitcnt vmcnt(9)
	v_and_or_b32 v18, v20, v18, v22
	v_add_u32_e32 v12, v12, v10
	v_bfi_b32 v13, v12, v10, v6
	s_mov_b32 s0, 0xf57c0faf
	s_waitcnt vmcnt(8)
	v_and_or_b32 v21, v23, v21, v25
	v_add_u32_e32 v6, v21, v6
	s_waitcnt vmcnt(7)
	v_and_or_b32 v24, v26, v24, v28
	s_waitcnt vmcnt(6)
	v_and_or_b32 v27, v29, v27, v31
	s_waitcnt vmcnt(5)
	v_and_or_b32 v30, v32, v30, v34
	s_waitcnt vmcnt(4)
	v_and_or_b32 v33, v35, v33, v37
	s_waitcnt vmcnt(3)
	v_and_or_b32 v36, v38, v36, v40
	s_waitcnt vmcnt(0)
	v_and_or_b32 v0, v9, v0, v5
	v_add_u32_e32 v5, v18, v8
	v_add3_u32 v5, v5, v13, s0
	v_alignbit_b32 v5, v5, v5, 25
	v_add_u32_e32 v5, v5, v12
	v_bfi_b32 v8, v5, v12, v10
	s_mov_b32 s0, 0x4787c62a
	v_add3_u32 v6, v6, v8, s0
	v_alignbit_b32 v6, v6, v6, 20
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v8, v6, v5, v12
	v_add_u32_e32 v9, v24, v10
	s_mov_b32 s0, 0xa8304613
	v_add3_u32 v8, v9, v8, s0
	v_alignbit_b32 v8, v8, v8, 15
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v9, v8, v6, v5
	v_add_u32_e32 v10, v27, v12
	s_mov_b32 s0, 0xfd469501
	v_add3_u32 v9, v10, v9, s0
	v_alignbit_b32 v9, v9, v9, 10
	v_add_u32_e32 v9, v9, v8
	v_bfi_b32 v10, v9, v8, v6
	v_add_u32_e32 v5, v30, v5
	s_mov_b32 s0, 0x698098d8
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 25
	v_add_u32_e32 v5, v5, v9
	v_bfi_b32 v10, v5, v9, v8
	v_add_u32_e32 v6, v33, v6
	s_mov_b32 s0, 0x8b44f7af
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 20
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v10, v6, v5, v9
	v_add_u32_e32 v8, v36, v8
	s_mov_b32 s0, 0xffff5bb1
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 15
	v_and_or_b32 v16, v42, v39, v16
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v8, v6, v5
	v_add_u32_e32 v9, v16, v9
	s_mov_b32 s0, 0x895cd7be
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 10
	v_and_or_b32 v1, v44, v41, v1
	v_add_u32_e32 v9, v9, v8
	v_bfi_b32 v10, v9, v8, v6
	v_add_u32_e32 v5, v1, v5
	s_mov_b32 s0, 0x6b901122
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 25
	v_add_u32_e32 v5, v5, v9
	v_bfi_b32 v10, v5, v9, v8
	v_add_u32_e32 v6, v0, v6
	s_mov_b32 s0, 0xfd987193
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 20
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v10, v6, v5, v9
	v_add_u32_e32 v8, v3, v8
	s_mov_b32 s0, 0xa679438e
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 15
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v8, v6, v5
	s_mov_b32 s0, 0x49b40821
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 10
	v_add_u32_e32 v9, v9, v8
	v_bfi_b32 v10, v6, v9, v8
	v_add_u32_e32 v5, v7, v5
	s_mov_b32 s0, 0xf61e2562
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 27
	v_add_u32_e32 v5, v5, v9
	v_bfi_b32 v10, v8, v5, v9
	v_add_u32_e32 v6, v24, v6
	s_mov_b32 s0, 0xc040b340
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 23
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v10, v9, v6, v5
	v_add_u32_e32 v8, v16, v8
	s_mov_b32 s0, 0x265e5a51
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 18
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v5, v8, v6
	v_add_u32_e32 v9, v4, v9
	s_mov_b32 s0, 0xe9b6c7aa
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 12
	v_add_u32_e32 v9, v9, v8
	v_bfi_b32 v10, v6, v9, v8
	v_add_u32_e32 v5, v21, v5
	s_mov_b32 s0, 0xd62f105d
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 27
	v_add_u32_e32 v5, v5, v9
	v_bfi_b32 v10, v8, v5, v9
	v_add_u32_e32 v6, v36, v6
	s_mov_b32 s0, 0x2441453
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 23
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v10, v9, v6, v5
	s_mov_b32 s0, 0xd8a1e681
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 18
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v5, v8, v6
	v_add_u32_e32 v9, v18, v9
	s_mov_b32 s0, 0xe7d3fbc8
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 12
	v_add_u32_e32 v9, v9, v8
	v_bfi_b32 v10, v6, v9, v8
	v_add_u32_e32 v5, v33, v5
	s_mov_b32 s0, 0x21e1cde6
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 27
	v_add_u32_e32 v5, v5, v9
	v_bfi_b32 v10, v8, v5, v9
	v_add_u32_e32 v6, v3, v6
	s_mov_b32 s0, 0xc33707d6
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 23
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v10, v9, v6, v5
	v_add_u32_e32 v8, v14, v8
	s_mov_b32 s0, 0xf4d50d87
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 18
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v5, v8, v6
	v_add_u32_e32 v9, v30, v9
	s_mov_b32 s0, 0x455a14ed
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 12
	v_add_u32_e32 v9, v9, v8
	v_bfi_b32 v10, v6, v9, v8
	v_add_u32_e32 v5, v0, v5
	s_mov_b32 s0, 0xa9e3e905
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 27
	v_add_u32_e32 v5, v5, v9
	v_bfi_b32 v10, v8, v5, v9
	v_add_u32_e32 v6, v11, v6
	s_mov_b32 s0, 0xfcefa3f8
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 23
	v_add_u32_e32 v6, v6, v5
	v_bfi_b32 v10, v9, v6, v5
	v_add_u32_e32 v8, v27, v8
	s_mov_b32 s0, 0x676f02d9
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 18
	v_add_u32_e32 v8, v8, v6
	v_bfi_b32 v10, v5, v8, v6
	v_add_u32_e32 v9, v1, v9
	s_mov_b32 s0, 0x8d2a4c8a
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 12
	v_add_u32_e32 v9, v9, v8
	v_xor_b32_e32 v10, v9, v8
	v_xor_b32_e32 v12, v10, v6
	v_add_u32_e32 v5, v21, v5
	s_mov_b32 s0, 0xfffa3942
	v_add3_u32 v5, v5, v12, s0
	v_alignbit_b32 v5, v5, v5, 28
	v_add_u32_e32 v5, v5, v9
	v_xor_b32_e32 v10, v5, v10
	v_add_u32_e32 v6, v30, v6
	s_mov_b32 s0, 0x8771f681
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 21
	v_add_u32_e32 v6, v6, v5
	v_xor_b32_e32 v10, v6, v5
	v_xor_b32_e32 v12, v10, v9
	v_add_u32_e32 v8, v16, v8
	s_mov_b32 s0, 0x6d9d6122
	v_add3_u32 v8, v8, v12, s0
	v_alignbit_b32 v8, v8, v8, 16
	v_add_u32_e32 v8, v8, v6
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v9, v3, v9
	s_mov_b32 s0, 0xfde5380c
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 9
	v_add_u32_e32 v9, v9, v8
	v_xor_b32_e32 v10, v8, v6
	v_xor_b32_e32 v10, v10, v9
	v_add_u32_e32 v5, v7, v5
	s_mov_b32 s0, 0xa4beea44
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 28
	v_add_u32_e32 v5, v5, v9
	v_xor_b32_e32 v10, v9, v8
	v_xor_b32_e32 v10, v10, v5
	v_add_u32_e32 v6, v18, v6
	s_mov_b32 s0, 0x4bdecfa9
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 21
	v_add_u32_e32 v6, v6, v5
	v_xor_b32_e32 v10, v5, v9
	v_xor_b32_e32 v10, v10, v6
	v_add_u32_e32 v8, v27, v8
	s_mov_b32 s0, 0xf6bb4b60
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 16
	v_add_u32_e32 v8, v8, v6
	v_xor_b32_e32 v10, v6, v5
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v9, v36, v9
	s_mov_b32 s0, 0xbebfbc70
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 9
	v_add_u32_e32 v9, v9, v8
	v_xor_b32_e32 v10, v8, v6
	v_xor_b32_e32 v10, v10, v9
	v_add_u32_e32 v5, v0, v5
	s_mov_b32 s0, 0x289b7ec6
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 28
	v_add_u32_e32 v5, v5, v9
	v_xor_b32_e32 v10, v9, v8
	v_xor_b32_e32 v10, v10, v5
	v_add_u32_e32 v6, v4, v6
	s_mov_b32 s0, 0xeaa127fa
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 21
	v_add_u32_e32 v6, v6, v5
	v_xor_b32_e32 v10, v5, v9
	v_xor_b32_e32 v10, v10, v6
	v_add_u32_e32 v8, v14, v8
	s_mov_b32 s0, 0xd4ef3085
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 16
	v_add_u32_e32 v8, v8, v6
	v_xor_b32_e32 v10, v6, v5
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v9, v24, v9
	s_mov_b32 s0, 0x4881d05
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 9
	v_add_u32_e32 v9, v9, v8
	v_xor_b32_e32 v10, v8, v6
	v_xor_b32_e32 v10, v10, v9
	v_add_u32_e32 v5, v33, v5
	s_mov_b32 s0, 0xd9d4d039
	v_add3_u32 v5, v5, v10, s0
	v_alignbit_b32 v5, v5, v5, 28
	v_add_u32_e32 v5, v5, v9
	v_xor_b32_e32 v10, v9, v8
	v_xor_b32_e32 v10, v10, v5
	v_add_u32_e32 v6, v1, v6
	s_mov_b32 s0, 0xe6db99e5
	v_add3_u32 v6, v6, v10, s0
	v_alignbit_b32 v6, v6, v6, 21
	v_add_u32_e32 v6, v6, v5
	v_xor_b32_e32 v10, v5, v9
	v_xor_b32_e32 v10, v10, v6
	s_mov_b32 s0, 0x1fa27cf8
	v_add3_u32 v8, v8, v10, s0
	v_alignbit_b32 v8, v8, v8, 16
	v_add_u32_e32 v8, v8, v6
	v_xor_b32_e32 v10, v6, v5
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v9, v11, v9
	s_mov_b32 s0, 0xc4ac5665
	v_add3_u32 v9, v9, v10, s0
	v_alignbit_b32 v9, v9, v9, 9
	v_add_u32_e32 v9, v9, v8
	v_not_b32_e32 v10, v6
	v_or_b32_e32 v10, v9, v10
	v_xor_b32_e32 v10, v10, v8
	v_add_u32_e32 v4, v4, v5
	s_mov_b32 s0, 0xf4292244
	v_add3_u32 v4, v4, v10, s0
	v_alignbit_b32 v4, v4, v4, 26
	v_add_u32_e32 v4, v4, v9
	v_not_b32_e32 v5, v8
	v_or_b32_e32 v5, v4, v5
	v_xor_b32_e32 v5, v5, v9
	v_add_u32_e32 v6, v27, v6
	s_mov_b32 s0, 0x432aff97
	v_add3_u32 v5, v6, v5, s0
	v_alignbit_b32 v5, v5, v5, 22
	v_add_u32_e32 v5, v5, v4
	v_not_b32_e32 v6, v9
	v_or_b32_e32 v6, v5, v6
	v_xor_b32_e32 v6, v6, v4
	v_add_u32_e32 v3, v3, v8
	s_mov_b32 s0, 0xab9423a7
	v_add3_u32 v3, v3, v6, s0
	v_alignbit_b32 v3, v3, v3, 17
	v_add_u32_e32 v3, v3, v5
	v_not_b32_e32 v6, v4
	v_or_b32_e32 v6, v3, v6
	v_xor_b32_e32 v6, v6, v5
	v_add_u32_e32 v8, v21, v9
	s_mov_b32 s0, 0xfc93a039
	v_add3_u32 v6, v8, v6, s0
	v_alignbit_b32 v6, v6, v6, 11
	v_add_u32_e32 v6, v6, v3
	v_not_b32_e32 v8, v5
	v_or_b32_e32 v8, v6, v8
	v_xor_b32_e32 v8, v8, v3
	v_add_u32_e32 v1, v1, v4
	s_mov_b32 s0, 0x655b59c3
	v_add3_u32 v1, v1, v8, s0
	v_alignbit_b32 v1, v1, v1, 26
	v_add_u32_e32 v1, v1, v6
	v_not_b32_e32 v4, v3
	v_or_b32_e32 v4, v1, v4
	v_xor_b32_e32 v4, v4, v6
	v_add_u32_e32 v5, v14, v5
	s_mov_b32 s0, 0x8f0ccc92
	v_add3_u32 v4, v5, v4, s0
	v_alignbit_b32 v4, v4, v4, 22
	v_add_u32_e32 v4, v4, v1
	v_not_b32_e32 v5, v6
	v_or_b32_e32 v5, v4, v5
	v_xor_b32_e32 v5, v5, v1
	v_add_u32_e32 v3, v36, v3
	s_mov_b32 s0, 0xffeff47d
	v_add3_u32 v3, v3, v5, s0
	v_alignbit_b32 v3, v3, v3, 17
	v_add_u32_e32 v3, v3, v4
	v_not_b32_e32 v5, v1
	v_or_b32_e32 v5, v3, v5
	v_xor_b32_e32 v5, v5, v4
	v_add_u32_e32 v6, v7, v6
	s_mov_b32 s0, 0x85845dd1
	v_add3_u32 v5, v6, v5, s0
	v_alignbit_b32 v5, v5, v5, 11
	v_add_u32_e32 v5, v5, v3
	v_not_b32_e32 v6, v4
	v_or_b32_e32 v6, v5, v6
	v_xor_b32_e32 v6, v6, v3
	v_add_u32_e32 v1, v30, v1
	s_mov_b32 s0, 0x6fa87e4f
	v_add3_u32 v1, v1, v6, s0
	v_alignbit_b32 v1, v1, v1, 26
	v_add_u32_e32 v1, v1, v5
	v_not_b32_e32 v6, v3
	v_or_b32_e32 v6, v1, v6
	v_xor_b32_e32 v6, v6, v5
	s_mov_b32 s0, 0xfe2ce6e0
	v_add3_u32 v4, v4, v6, s0
	v_alignbit_b32 v4, v4, v4, 22
	v_add_u32_e32 v4, v4, v1
	v_not_b32_e32 v6, v5
	v_or_b32_e32 v6, v4, v6
	v_xor_b32_e32 v6, v6, v1
	v_add_u32_e32 v3, v24, v3
	s_mov_b32 s0, 0xa3014314
	v_add3_u32 v3, v3, v6, s0
	v_alignbit_b32 v3, v3, v3, 17
	v_add_u32_e32 v3, v3, v4
	v_not_b32_e32 v6, v1
	v_or_b32_e32 v6, v3, v6
	v_xor_b32_e32 v6, v6, v4
	v_add_u32_e32 v0, v0, v5
	s_mov_b32 s0, 0x4e0811a1
	v_add3_u32 v0, v0, v6, s0
	v_alignbit_b32 v0, v0, v0, 11
	v_add_u32_e32 v6, v0, v3
	v_not_b32_e32 v0, v4
	v_or_b32_e32 v0, v6, v0
	v_xor_b32_e32 v0, v0, v3
	v_add_u32_e32 v1, v18, v1
	s_mov_b32 s0, 0xf7537e82
	v_add3_u32 v0, v1, v0, s0
	v_alignbit_b32 v7, v0, v0, 26
	v_lshlrev_b32_e32 v0, 2, v2
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_not_b32_e32 v8, v3
	v_add_u32_e32 v9, v16, v4
	v_mov_b32_e32 v2, s5
	v_add_co_u32_e32 v4, vcc, s4, v0
	v_add_u32_e32 v0, v7, v6
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	v_or_b32_e32 v1, v0, v8
	v_xor_b32_e32 v1, v1, v6
	s_mov_b32 s0, 0xbd3af235
	v_add3_u32 v1, v9, v1, s0
	v_alignbit_b32 v1, v1, v1, 22
	v_not_b32_e32 v10, v6
	v_add_u32_e32 v3, v11, v3
	v_add_u32_e32 v11, v33, v6
	v_add_u32_e32 v6, v1, v0
	v_or_b32_e32 v1, v6, v10
	v_xor_b32_e32 v1, v1, v0
	s_mov_b32 s0, 0x2ad7d2bb
	v_add3_u32 v1, v3, v1, s0
	v_alignbit_b32 v1, v1, v1, 17
	v_not_b32_e32 v2, v0
	v_add_u32_e32 v3, v1, v6
	v_or_b32_e32 v1, v3, v2
	v_xor_b32_e32 v1, v1, v6
	s_mov_b32 s0, 0xeb86d391
	v_add3_u32 v1, v11, v1, s0
	v_alignbit_b32 v1, v1, v1, 11
	v_add3_u32 v1, v3, v1, s2
	v_add_u32_e32 v0, 0x67452301, v0
	v_add_u32_e32 v2, 0x98badcfe, v3
	v_add_u32_e32 v3, 0x10325476, v6
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB1_54:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel md5_short
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
		.amdhsa_next_free_vgpr 47
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 48
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
	.size	md5_short, .Lfunc_end1-md5_short
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4316
; NumSgprs: 13
; NumVgprs: 47
; NumAgprs: 0
; TotalNumVgprs: 47
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 47
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
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
    .name:           md5_blocks
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         md5_blocks.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
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
    .name:           md5_short
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         md5_short.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
