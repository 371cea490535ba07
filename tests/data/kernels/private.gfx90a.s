	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	private_walk            ; -- Begin function private_walk
	.globl	private_walk
	.p2align	8
	.type	private_walk,@function
private_walk:                           ; @private_walk
; %bb.0:
	s_add_u32 s0, s0, s9
	s_load_dword s9, s[4:5], 0x10
	v_lshl_or_b32 v2, s8, 6, v0
	s_addc_u32 s1, s1, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s9, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v7, v3
	s_sub_i32 s8, 0, s9
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v4, vcc, s6, v0
	v_mov_b32_e32 v5, s7
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_load_dword v4, v[4:5], off
	v_mov_b32_e32 v5, s7
	v_mov_b32_e32 v10, s7
	v_mov_b32_e32 v11, v3
	v_mov_b32_e32 v12, s7
	v_mov_b32_e32 v14, s7
	v_add_u32_e32 v17, 8, v2
	v_mov_b32_e32 v23, s7
	v_add_u32_e32 v16, 9, v2
	v_add_u32_e32 v15, 10, v2
	v_add_u32_e32 v19, 12, v2
	v_add_u32_e32 v18, 13, v2
	v_add_u32_e32 v27, 16, v2
	v_mov_b32_e32 v31, s7
	v_add_u32_e32 v26, 17, v2
	v_add_u32_e32 v25, 18, v2
	v_add_u32_e32 v24, 20, v2
	v_add_u32_e32 v35, 24, v2
	v_mov_b32_e32 v39, s7
	v_add_u32_e32 v32, 25, v2
	v_add_u32_e32 v34, 28, v2
	v_add_u32_e32 v33, 29, v2
	v_add_u32_e32 v46, 32, v2
	v_mov_b32_e32 v47, s7
	v_add_u32_e32 v45, 33, v2
	v_add_u32_e32 v44, 34, v2
	v_add_u32_e32 v43, 35, v2
	v_add_u32_e32 v42, 36, v2
	v_add_u32_e32 v41, 37, v2
	v_add_u32_e32 v40, 38, v2
	s_waitcnt vmcnt(0)
	buffer_store_dword v4, off, s[0:3], 0
	v_add_u32_e32 v4, 1, v2
	v_cmp_ne_u32_e32 vcc, s9, v4
	v_cndmask_b32_e32 v6, 0, v4, vcc
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s6, v6
	v_addc_co_u32_e32 v7, vcc, v5, v7, vcc
	global_load_dword v9, v[6:7], off
	v_cvt_f32_u32_e32 v6, s9
	v_add_u32_e32 v5, 2, v2
	v_rcp_iflag_f32_e32 v6, v6
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, s8, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_u32_e32 v8, v6, v7
	v_mul_hi_u32 v6, v5, v8
	v_mul_lo_u32 v6, v6, s9
	v_sub_u32_e32 v6, v5, v6
	v_cmp_le_u32_e32 vcc, s9, v6
	v_subrev_u32_e32 v7, s9, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_cmp_le_u32_e32 vcc, s9, v6
	v_subrev_u32_e32 v7, s9, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc
	v_mov_b32_e32 v7, v3
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v6, vcc, s6, v6
	v_addc_co_u32_e32 v7, vcc, v10, v7, vcc
	global_load_dword v6, v[6:7], off
	v_mul_hi_u32 v20, v17, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v17, v20
	v_subrev_u32_e32 v21, s9, v20
	v_mul_hi_u32 v28, v27, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v27, v28
	v_subrev_u32_e32 v29, s9, v28
	v_mul_hi_u32 v36, v35, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v35, v36
	v_subrev_u32_e32 v37, s9, v36
	s_mov_b32 s8, 0x5555556
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v7, 1, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, 2, v6
	buffer_store_dword v7, off, s[0:3], 0 offset:4
	buffer_store_dword v6, off, s[0:3], 0 offset:8
	v_add_u32_e32 v6, 3, v2
	v_mul_hi_u32 v7, v6, v8
	v_mul_lo_u32 v7, v7, s9
	v_sub_u32_e32 v7, v6, v7
	v_cmp_le_u32_e32 vcc, s9, v7
	v_subrev_u32_e32 v9, s9, v7
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cmp_le_u32_e32 vcc, s9, v7
	v_subrev_u32_e32 v9, s9, v7
	v_cndmask_b32_e32 v10, v7, v9, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s6, v10
	v_mov_b32_e32 v7, s7
	v_addc_co_u32_e32 v11, vcc, v7, v11, vcc
	v_add_u32_e32 v7, 4, v2
	global_load_dword v9, v[10:11], off
	v_mul_hi_u32 v10, v7, v8
	v_mul_lo_u32 v10, v10, s9
	v_sub_u32_e32 v10, v7, v10
	v_cmp_le_u32_e32 vcc, s9, v10
	v_subrev_u32_e32 v11, s9, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_cmp_le_u32_e32 vcc, s9, v10
	v_subrev_u32_e32 v11, s9, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s6, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v10, v[10:11], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v9, 3, v9
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v10, 4, v10
	buffer_store_dword v10, off, s[0:3], 0 offset:16
	buffer_store_dword v9, off, s[0:3], 0 offset:12
	v_add_u32_e32 v9, 5, v2
	v_mul_hi_u32 v10, v9, v8
	v_mul_lo_u32 v10, v10, s9
	v_sub_u32_e32 v10, v9, v10
	v_cmp_le_u32_e32 vcc, s9, v10
	v_subrev_u32_e32 v11, s9, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_cmp_le_u32_e32 vcc, s9, v10
	v_subrev_u32_e32 v11, s9, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc
	v_mov_b32_e32 v11, v3
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v10, vcc, s6, v10
	v_addc_co_u32_e32 v11, vcc, v12, v11, vcc
	global_load_dword v11, v[10:11], off
	v_add_u32_e32 v10, 6, v2
	v_mul_hi_u32 v12, v10, v8
	v_mul_lo_u32 v12, v12, s9
	v_sub_u32_e32 v12, v10, v12
	v_cmp_le_u32_e32 vcc, s9, v12
	v_subrev_u32_e32 v13, s9, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_cmp_le_u32_e32 vcc, s9, v12
	v_subrev_u32_e32 v13, s9, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_mov_b32_e32 v13, v3
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s6, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	global_load_dword v12, v[12:13], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v11, 5, v11
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v12, 6, v12
	buffer_store_dword v12, off, s[0:3], 0 offset:24
	buffer_store_dword v11, off, s[0:3], 0 offset:20
	v_add_u32_e32 v11, 7, v2
	v_mul_hi_u32 v12, v11, v8
	v_mul_lo_u32 v12, v12, s9
	v_sub_u32_e32 v12, v11, v12
	v_cmp_le_u32_e32 vcc, s9, v12
	v_subrev_u32_e32 v13, s9, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_cmp_le_u32_e32 vcc, s9, v12
	v_subrev_u32_e32 v13, s9, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc
	v_mov_b32_e32 v13, v3
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v12, vcc, s6, v12
	v_addc_co_u32_e32 v13, vcc, v14, v13, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v23, v21, vcc
	global_load_dword v22, v[12:13], off
	v_add_u32_e32 v14, 11, v2
	global_load_dword v20, v[20:21], off
	v_add_u32_e32 v13, 14, v2
	v_add_u32_e32 v12, 15, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v21, 7, v22
	v_mov_b32_e32 v22, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v20, 8, v20
	buffer_store_dword v20, off, s[0:3], 0 offset:32
	buffer_store_dword v21, off, s[0:3], 0 offset:28
	v_mul_hi_u32 v20, v16, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v16, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	global_load_dword v22, v[20:21], off
	v_mul_hi_u32 v20, v15, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v15, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v23, v21, vcc
	global_load_dword v20, v[20:21], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v21, 9, v22
	v_mov_b32_e32 v22, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v20, 10, v20
	buffer_store_dword v20, off, s[0:3], 0 offset:40
	buffer_store_dword v21, off, s[0:3], 0 offset:36
	v_mul_hi_u32 v20, v14, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v14, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	global_load_dword v22, v[20:21], off
	v_mul_hi_u32 v20, v19, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v19, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v23, v21, vcc
	global_load_dword v20, v[20:21], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v21, 11, v22
	v_mov_b32_e32 v22, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v20, 12, v20
	buffer_store_dword v20, off, s[0:3], 0 offset:48
	buffer_store_dword v21, off, s[0:3], 0 offset:44
	v_mul_hi_u32 v20, v18, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v18, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	global_load_dword v22, v[20:21], off
	v_mul_hi_u32 v20, v13, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v13, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v23, v21, vcc
	global_load_dword v20, v[20:21], off
	v_add_u32_e32 v23, 21, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v21, 13, v22
	v_mov_b32_e32 v22, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v20, 14, v20
	buffer_store_dword v20, off, s[0:3], 0 offset:56
	buffer_store_dword v21, off, s[0:3], 0 offset:52
	v_mul_hi_u32 v20, v12, v8
	v_mul_lo_u32 v20, v20, s9
	v_sub_u32_e32 v20, v12, v20
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v20
	v_subrev_u32_e32 v21, s9, v20
	v_cndmask_b32_e32 v20, v20, v21, vcc
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v20, vcc, s6, v20
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v31, v29, vcc
	global_load_dword v30, v[20:21], off
	v_add_u32_e32 v22, 19, v2
	global_load_dword v28, v[28:29], off
	v_add_u32_e32 v21, 22, v2
	v_add_u32_e32 v20, 23, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v29, 15, v30
	v_mov_b32_e32 v30, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v28, 16, v28
	buffer_store_dword v28, off, s[0:3], 0 offset:64
	buffer_store_dword v29, off, s[0:3], 0 offset:60
	v_mul_hi_u32 v28, v26, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v26, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	global_load_dword v30, v[28:29], off
	v_mul_hi_u32 v28, v25, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v25, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v31, v29, vcc
	global_load_dword v28, v[28:29], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v29, 17, v30
	v_mov_b32_e32 v30, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v28, 18, v28
	buffer_store_dword v28, off, s[0:3], 0 offset:72
	buffer_store_dword v29, off, s[0:3], 0 offset:68
	v_mul_hi_u32 v28, v22, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v22, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	global_load_dword v30, v[28:29], off
	v_mul_hi_u32 v28, v24, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v24, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v31, v29, vcc
	global_load_dword v28, v[28:29], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v29, 19, v30
	v_mov_b32_e32 v30, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v28, 20, v28
	buffer_store_dword v28, off, s[0:3], 0 offset:80
	buffer_store_dword v29, off, s[0:3], 0 offset:76
	v_mul_hi_u32 v28, v23, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v23, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	global_load_dword v30, v[28:29], off
	v_mul_hi_u32 v28, v21, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v21, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v31, v29, vcc
	global_load_dword v28, v[28:29], off
	v_add_u32_e32 v31, 26, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v29, 21, v30
	v_mov_b32_e32 v30, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v28, 22, v28
	buffer_store_dword v28, off, s[0:3], 0 offset:88
	buffer_store_dword v29, off, s[0:3], 0 offset:84
	v_mul_hi_u32 v28, v20, v8
	v_mul_lo_u32 v28, v28, s9
	v_sub_u32_e32 v28, v20, v28
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v28
	v_subrev_u32_e32 v29, s9, v28
	v_cndmask_b32_e32 v28, v28, v29, vcc
	v_mov_b32_e32 v29, v3
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v28, vcc, s6, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v39, v37, vcc
	global_load_dword v38, v[28:29], off
	v_add_u32_e32 v30, 27, v2
	global_load_dword v36, v[36:37], off
	v_add_u32_e32 v29, 30, v2
	v_add_u32_e32 v28, 31, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 23, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 24, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:96
	buffer_store_dword v37, off, s[0:3], 0 offset:92
	v_mul_hi_u32 v36, v32, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v32, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v31, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v31, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v39, v37, vcc
	global_load_dword v36, v[36:37], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 25, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 26, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:104
	buffer_store_dword v37, off, s[0:3], 0 offset:100
	v_mul_hi_u32 v36, v30, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v30, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v34, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v34, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v39, v37, vcc
	global_load_dword v36, v[36:37], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 27, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 28, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:112
	buffer_store_dword v37, off, s[0:3], 0 offset:108
	v_mul_hi_u32 v36, v33, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v33, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v29, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v29, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v39, v37, vcc
	global_load_dword v36, v[36:37], off
	v_add_u32_e32 v39, 39, v2
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 29, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 30, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:120
	buffer_store_dword v37, off, s[0:3], 0 offset:116
	v_mul_hi_u32 v36, v28, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v28, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v46, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v46, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v47, v37, vcc
	global_load_dword v36, v[36:37], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 31, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 32, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:128
	buffer_store_dword v37, off, s[0:3], 0 offset:124
	v_mul_hi_u32 v36, v45, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v45, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v44, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v44, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v47, v37, vcc
	global_load_dword v36, v[36:37], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 33, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 34, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:136
	buffer_store_dword v37, off, s[0:3], 0 offset:132
	v_mul_hi_u32 v36, v43, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v43, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v42, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v42, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v47, v37, vcc
	global_load_dword v36, v[36:37], off
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 35, v38
	v_mov_b32_e32 v38, s7
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 36, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:144
	buffer_store_dword v37, off, s[0:3], 0 offset:140
	v_mul_hi_u32 v36, v41, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v41, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v38, v37, vcc
	global_load_dword v38, v[36:37], off
	v_mul_hi_u32 v36, v40, v8
	v_mul_lo_u32 v36, v36, s9
	v_sub_u32_e32 v36, v40, v36
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_cmp_le_u32_e32 vcc, s9, v36
	v_subrev_u32_e32 v37, s9, v36
	v_cndmask_b32_e32 v36, v36, v37, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_addc_co_u32_e32 v37, vcc, v47, v37, vcc
	global_load_dword v36, v[36:37], off
	v_mul_hi_u32 v8, v39, v8
	v_mul_lo_u32 v8, v8, s9
	v_sub_u32_e32 v8, v39, v8
	v_cmp_le_u32_e32 vcc, s9, v8
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v37, 37, v38
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v36, 38, v36
	buffer_store_dword v36, off, s[0:3], 0 offset:152
	buffer_store_dword v37, off, s[0:3], 0 offset:148
	v_subrev_u32_e32 v36, s9, v8
	v_cndmask_b32_e32 v8, v8, v36, vcc
	v_cmp_le_u32_e32 vcc, s9, v8
	v_subrev_u32_e32 v36, s9, v8
	v_cndmask_b32_e32 v36, v8, v36, vcc
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v36, vcc, s6, v36
	v_mov_b32_e32 v3, s7
	v_addc_co_u32_e32 v37, vcc, v3, v37, vcc
	global_load_dword v3, v[36:37], off
	s_mov_b32 s6, 0x30002
	s_movk_i32 s7, 0x50
	v_add_co_u32_e32 v0, vcc, s4, v0
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, 39, v3
	buffer_store_dword v3, off, s[0:3], 0 offset:156
	v_lshlrev_b16_e32 v3, 8, v9
	v_or_b32_sdwa v3, v7, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_lshlrev_b16_e32 v7, 8, v11
	v_or_b32_sdwa v7, v10, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v3, 0xffff, v3
	v_lshlrev_b32_e32 v8, 16, v7
	v_or_b32_e32 v8, v3, v8
	buffer_store_byte v6, off, s[0:3], 0 offset:163
	buffer_store_byte v5, off, s[0:3], 0 offset:162
	buffer_store_byte v4, off, s[0:3], 0 offset:161
	buffer_store_byte v2, off, s[0:3], 0 offset:160
	v_lshrrev_b32_e32 v4, 8, v7
	buffer_store_byte v4, off, s[0:3], 0 offset:167
	buffer_store_byte v7, off, s[0:3], 0 offset:166
	v_lshrrev_b32_e32 v4, 8, v8
	buffer_store_byte v4, off, s[0:3], 0 offset:165
	buffer_store_byte v3, off, s[0:3], 0 offset:164
	v_lshlrev_b16_e32 v3, 8, v18
	v_lshlrev_b16_e32 v4, 8, v12
	v_or_b32_sdwa v3, v19, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v13, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v3, 0xffff, v3
	v_lshlrev_b32_e32 v5, 16, v4
	v_or_b32_e32 v5, v3, v5
	v_lshrrev_b32_e32 v6, 8, v4
	buffer_store_byte v14, off, s[0:3], 0 offset:171
	buffer_store_byte v15, off, s[0:3], 0 offset:170
	buffer_store_byte v16, off, s[0:3], 0 offset:169
	buffer_store_byte v17, off, s[0:3], 0 offset:168
	buffer_store_byte v6, off, s[0:3], 0 offset:175
	buffer_store_byte v4, off, s[0:3], 0 offset:174
	v_lshrrev_b32_e32 v4, 8, v5
	buffer_store_byte v4, off, s[0:3], 0 offset:173
	buffer_store_byte v3, off, s[0:3], 0 offset:172
	v_lshlrev_b16_e32 v3, 8, v23
	v_lshlrev_b16_e32 v4, 8, v20
	v_or_b32_sdwa v3, v24, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v21, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v3, 0xffff, v3
	v_lshlrev_b32_e32 v5, 16, v4
	v_or_b32_e32 v5, v3, v5
	v_lshrrev_b32_e32 v6, 8, v4
	buffer_store_byte v22, off, s[0:3], 0 offset:179
	buffer_store_byte v25, off, s[0:3], 0 offset:178
	buffer_store_byte v26, off, s[0:3], 0 offset:177
	buffer_store_byte v27, off, s[0:3], 0 offset:176
	buffer_store_byte v6, off, s[0:3], 0 offset:183
	buffer_store_byte v4, off, s[0:3], 0 offset:182
	v_lshrrev_b32_e32 v4, 8, v5
	buffer_store_byte v4, off, s[0:3], 0 offset:181
	buffer_store_byte v3, off, s[0:3], 0 offset:180
	v_lshlrev_b16_e32 v3, 8, v33
	v_lshlrev_b16_e32 v4, 8, v28
	v_or_b32_sdwa v3, v34, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v29, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v3, 0xffff, v3
	v_lshlrev_b32_e32 v5, 16, v4
	v_or_b32_e32 v5, v3, v5
	v_lshrrev_b32_e32 v6, 8, v4
	buffer_store_byte v30, off, s[0:3], 0 offset:187
	buffer_store_byte v31, off, s[0:3], 0 offset:186
	buffer_store_byte v32, off, s[0:3], 0 offset:185
	buffer_store_byte v35, off, s[0:3], 0 offset:184
	buffer_store_byte v6, off, s[0:3], 0 offset:191
	buffer_store_byte v4, off, s[0:3], 0 offset:190
	v_lshrrev_b32_e32 v4, 8, v5
	buffer_store_byte v4, off, s[0:3], 0 offset:189
	buffer_store_byte v3, off, s[0:3], 0 offset:188
	v_lshlrev_b16_e32 v3, 8, v41
	v_lshlrev_b16_e32 v4, 8, v39
	v_or_b32_sdwa v3, v42, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v40, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_and_b32_e32 v3, 0xffff, v3
	v_lshlrev_b32_e32 v5, 16, v4
	v_or_b32_e32 v5, v3, v5
	v_lshrrev_b32_e32 v6, 8, v4
	buffer_store_byte v43, off, s[0:3], 0 offset:195
	buffer_store_byte v44, off, s[0:3], 0 offset:194
	buffer_store_byte v45, off, s[0:3], 0 offset:193
	buffer_store_byte v46, off, s[0:3], 0 offset:192
	buffer_store_byte v6, off, s[0:3], 0 offset:199
	buffer_store_byte v4, off, s[0:3], 0 offset:198
	v_lshrrev_b32_e32 v4, 8, v5
	buffer_store_byte v4, off, s[0:3], 0 offset:197
	buffer_store_byte v3, off, s[0:3], 0 offset:196
	v_lshlrev_b16_e32 v4, 8, v2
	v_add_u16_e32 v8, 42, v2
	v_add_u16_e32 v5, 46, v2
	v_add_u16_e32 v7, 40, v2
	v_or_b32_sdwa v8, v4, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v3, 44, v2
	v_or_b32_sdwa v5, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v7, v4, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v8, 0x2b00, v8
	v_or_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v5, 0x2f00, v5
	v_add_u16_e32 v7, 0x2900, v7
	v_lshrrev_b16_e32 v9, 8, v8
	v_add_u16_e32 v3, 0x2d00, v3
	v_lshlrev_b32_e32 v6, 16, v5
	buffer_store_byte v9, off, s[0:3], 0 offset:203
	buffer_store_byte v8, off, s[0:3], 0 offset:202
	v_lshrrev_b16_e32 v8, 8, v7
	v_or_b32_e32 v6, v3, v6
	buffer_store_byte v8, off, s[0:3], 0 offset:201
	buffer_store_byte v7, off, s[0:3], 0 offset:200
	v_lshrrev_b32_e32 v7, 8, v5
	buffer_store_byte v7, off, s[0:3], 0 offset:207
	buffer_store_byte v5, off, s[0:3], 0 offset:206
	v_lshrrev_b32_e32 v5, 8, v6
	v_add_u16_e32 v8, 50, v2
	buffer_store_byte v5, off, s[0:3], 0 offset:205
	buffer_store_byte v3, off, s[0:3], 0 offset:204
	v_add_u16_e32 v5, 54, v2
	v_add_u16_e32 v7, 48, v2
	v_or_b32_sdwa v8, v4, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v3, 52, v2
	v_or_b32_sdwa v5, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v7, v4, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v8, 0x3300, v8
	v_or_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v5, 0x3700, v5
	v_add_u16_e32 v7, 0x3100, v7
	v_lshrrev_b16_e32 v9, 8, v8
	v_add_u16_e32 v3, 0x3500, v3
	v_lshlrev_b32_e32 v6, 16, v5
	buffer_store_byte v9, off, s[0:3], 0 offset:211
	buffer_store_byte v8, off, s[0:3], 0 offset:210
	v_lshrrev_b16_e32 v8, 8, v7
	v_or_b32_e32 v6, v3, v6
	buffer_store_byte v8, off, s[0:3], 0 offset:209
	buffer_store_byte v7, off, s[0:3], 0 offset:208
	v_lshrrev_b32_e32 v7, 8, v5
	buffer_store_byte v7, off, s[0:3], 0 offset:215
	buffer_store_byte v5, off, s[0:3], 0 offset:214
	v_lshrrev_b32_e32 v5, 8, v6
	v_add_u16_e32 v8, 58, v2
	buffer_store_byte v5, off, s[0:3], 0 offset:213
	buffer_store_byte v3, off, s[0:3], 0 offset:212
	v_add_u16_e32 v5, 62, v2
	v_add_u16_e32 v7, 56, v2
	v_or_b32_sdwa v8, v4, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v3, 60, v2
	v_or_b32_sdwa v5, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v7, v4, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v8, 0x3b00, v8
	v_or_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v5, 0x3f00, v5
	v_add_u16_e32 v7, 0x3900, v7
	v_lshrrev_b16_e32 v9, 8, v8
	v_add_u16_e32 v3, 0x3d00, v3
	v_lshlrev_b32_e32 v6, 16, v5
	buffer_store_byte v9, off, s[0:3], 0 offset:219
	buffer_store_byte v8, off, s[0:3], 0 offset:218
	v_lshrrev_b16_e32 v8, 8, v7
	v_or_b32_e32 v6, v3, v6
	buffer_store_byte v8, off, s[0:3], 0 offset:217
	buffer_store_byte v7, off, s[0:3], 0 offset:216
	v_lshrrev_b32_e32 v7, 8, v5
	buffer_store_byte v7, off, s[0:3], 0 offset:223
	buffer_store_byte v5, off, s[0:3], 0 offset:222
	v_lshrrev_b32_e32 v5, 8, v6
	v_add_u16_e32 v8, 0x42, v2
	buffer_store_byte v5, off, s[0:3], 0 offset:221
	buffer_store_byte v3, off, s[0:3], 0 offset:220
	v_add_u16_e32 v5, 0x46, v2
	v_add_u16_e32 v7, 64, v2
	v_or_b32_sdwa v8, v4, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v3, 0x44, v2
	v_or_b32_sdwa v5, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v7, v4, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v8, 0x4300, v8
	v_or_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v5, 0x4700, v5
	v_add_u16_e32 v7, 0x4100, v7
	v_lshrrev_b16_e32 v9, 8, v8
	v_add_u16_e32 v3, 0x4500, v3
	v_lshlrev_b32_e32 v6, 16, v5
	buffer_store_byte v9, off, s[0:3], 0 offset:227
	buffer_store_byte v8, off, s[0:3], 0 offset:226
	v_lshrrev_b16_e32 v8, 8, v7
	v_or_b32_e32 v6, v3, v6
	buffer_store_byte v8, off, s[0:3], 0 offset:225
	buffer_store_byte v7, off, s[0:3], 0 offset:224
	v_lshrrev_b32_e32 v7, 8, v5
	buffer_store_byte v7, off, s[0:3], 0 offset:231
	buffer_store_byte v5, off, s[0:3], 0 offset:230
	v_lshrrev_b32_e32 v5, 8, v6
	buffer_store_byte v5, off, s[0:3], 0 offset:229
	buffer_store_byte v3, off, s[0:3], 0 offset:228
	v_add_u16_e32 v3, 0x4c, v2
	v_add_u16_e32 v5, 0x4e, v2
	v_add_u16_e32 v7, 0x48, v2
	v_add_u16_e32 v8, 0x4a, v2
	v_or_b32_sdwa v3, v4, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v5, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v7, v4, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_or_b32_sdwa v4, v4, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_add_u16_e32 v4, 0x4b00, v4
	v_add_u16_e32 v5, 0x4f00, v5
	v_add_u16_e32 v7, 0x4900, v7
	v_lshrrev_b16_e32 v8, 8, v4
	v_add_u16_e32 v3, 0x4d00, v3
	v_lshlrev_b32_e32 v6, 16, v5
	buffer_store_byte v8, off, s[0:3], 0 offset:235
	buffer_store_byte v4, off, s[0:3], 0 offset:234
	v_lshrrev_b16_e32 v4, 8, v7
	v_or_b32_e32 v6, v3, v6
	buffer_store_byte v4, off, s[0:3], 0 offset:233
	buffer_store_byte v7, off, s[0:3], 0 offset:232
	v_lshrrev_b32_e32 v4, 8, v5
	buffer_store_byte v4, off, s[0:3], 0 offset:239
	buffer_store_byte v5, off, s[0:3], 0 offset:238
	v_lshrrev_b32_e32 v4, 8, v6
	buffer_store_byte v4, off, s[0:3], 0 offset:237
	buffer_store_byte v3, off, s[0:3], 0 offset:236
	v_lshlrev_b32_e32 v3, 16, v2
	buffer_store_dword v3, off, s[0:3], 0 offset:240
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x50004
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x70006
	buffer_store_dword v4, off, s[0:3], 0 offset:248
	buffer_store_dword v3, off, s[0:3], 0 offset:244
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x90008
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0xb000a
	buffer_store_dword v4, off, s[0:3], 0 offset:256
	buffer_store_dword v3, off, s[0:3], 0 offset:252
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0xd000c
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0xf000e
	buffer_store_dword v4, off, s[0:3], 0 offset:264
	buffer_store_dword v3, off, s[0:3], 0 offset:260
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x110010
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x130012
	buffer_store_dword v4, off, s[0:3], 0 offset:272
	buffer_store_dword v3, off, s[0:3], 0 offset:268
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x150014
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x170016
	buffer_store_dword v4, off, s[0:3], 0 offset:280
	buffer_store_dword v3, off, s[0:3], 0 offset:276
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x190018
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x1b001a
	buffer_store_dword v4, off, s[0:3], 0 offset:288
	buffer_store_dword v3, off, s[0:3], 0 offset:284
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x1d001c
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x1f001e
	buffer_store_dword v4, off, s[0:3], 0 offset:296
	buffer_store_dword v3, off, s[0:3], 0 offset:292
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x210020
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x230022
	buffer_store_dword v4, off, s[0:3], 0 offset:304
	buffer_store_dword v3, off, s[0:3], 0 offset:300
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x250024
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x270026
	buffer_store_dword v4, off, s[0:3], 0 offset:312
	buffer_store_dword v3, off, s[0:3], 0 offset:308
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x290028
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x2b002a
	buffer_store_dword v4, off, s[0:3], 0 offset:320
	buffer_store_dword v3, off, s[0:3], 0 offset:316
	v_pk_mul_lo_u16 v3, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x2d002c
	v_pk_mul_lo_u16 v4, v2, s6 op_sel_hi:[0,1]
	s_mov_b32 s6, 0x2f002e
	buffer_store_dword v4, off, s[0:3], 0 offset:328
	buffer_store_dword v3, off, s[0:3], 0 offset:324
	v_pk_mul_lo_u16 v2, v2, s6 op_sel_hi:[0,1]
	buffer_store_dword v2, off, s[0:3], 0 offset:332
	buffer_load_dword v2, off, s[0:3], 0
	s_mov_b32 s6, 0xcccccccd
	v_mov_b32_e32 v5, 0
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, v2, s6
	v_lshrrev_b32_e32 v3, 5, v3
	v_mul_lo_u32 v3, v3, 40
	v_sub_u32_e32 v2, v2, v3
	v_lshl_add_u32 v2, v2, 2, v5
	buffer_load_dword v2, v2, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, v2, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v4, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v4, v4, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v4, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v2
	v_mul_hi_u32 v4, v3, s8
	v_mul_u32_u24_e32 v4, 48, v4
	v_sub_u32_e32 v3, v3, v4
	v_mov_b32_e32 v4, 0xf0
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 1, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 6, v6
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v6, v3, v6
	v_add_u32_e32 v6, 0xa0, v6
	buffer_load_ubyte v7, v6, s[0:3], 0 offen
	v_lshl_add_u32 v2, v3, 1, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v3, 8, v3
	buffer_store_byte v7, v6, s[0:3], 0 offen
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 2, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 3, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:12
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 3, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 6, v6
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v6, v3, v6
	v_add_u32_e32 v6, 0xa0, v6
	buffer_load_ubyte v7, v6, s[0:3], 0 offen
	v_lshl_add_u32 v2, v3, 2, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v3, 8, v3
	buffer_store_byte v7, v6, s[0:3], 0 offen
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:16
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 4, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 5, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:20
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 5, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 6, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:24
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 6, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 7, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:28
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 7, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 6, v6
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v6, v3, v6
	v_add_u32_e32 v6, 0xa0, v6
	buffer_load_ubyte v7, v6, s[0:3], 0 offen
	v_lshl_add_u32 v2, v3, 3, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v3, 8, v3
	buffer_store_byte v7, v6, s[0:3], 0 offen
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 8, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 9, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:36
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 9, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 10, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:40
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 10, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 11, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:44
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 11, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 12, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:48
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 12, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 13, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:52
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 13, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 14, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:56
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 14, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 15, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:60
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 15, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 6, v6
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v6, v3, v6
	v_add_u32_e32 v6, 0xa0, v6
	buffer_load_ubyte v7, v6, s[0:3], 0 offen
	v_lshl_add_u32 v2, v3, 4, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v3, 8, v3
	buffer_store_byte v7, v6, s[0:3], 0 offen
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:64
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 16, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 17, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:68
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 17, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 18, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:72
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 18, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 19, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:76
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 19, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 20, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:80
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 20, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 21, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:84
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 21, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 22, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:88
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 22, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 23, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:92
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 23, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 24, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:96
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 24, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 25, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:100
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 25, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 26, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:104
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 26, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 27, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:108
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 27, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 28, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:112
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 28, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 29, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:116
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 29, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 30, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:120
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 30, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 31, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:124
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 31, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 6, v6
	v_mul_lo_u32 v6, v6, s7
	v_sub_u32_e32 v6, v3, v6
	v_add_u32_e32 v6, 0xa0, v6
	buffer_load_ubyte v7, v6, s[0:3], 0 offen
	v_lshl_add_u32 v2, v3, 5, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_lshrrev_b32_e32 v3, 8, v3
	buffer_store_byte v7, v6, s[0:3], 0 offen
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:128
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 32, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 33, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:132
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 33, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 34, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:136
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 34, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 35, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:140
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 35, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 36, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:144
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 36, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 37, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:148
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 37, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 38, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:152
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 38, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v6, 39, v[2:3]
	v_mul_hi_u32 v3, v6, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v6, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v7, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v7, v7, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v7, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v6
	v_mul_hi_u32 v6, v3, s8
	v_mul_u32_u24_e32 v6, 48, v6
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v6, v6, v2
	buffer_store_short v6, v3, s[0:3], 0 offen
	buffer_load_dword v3, off, s[0:3], 0 offset:156
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, 39, v3
	v_mul_hi_u32 v6, v3, s6
	v_lshrrev_b32_e32 v6, 5, v6
	v_mul_lo_u32 v6, v6, 40
	v_sub_u32_e32 v3, v3, v6
	v_lshl_add_u32 v3, v3, 2, v5
	buffer_load_dword v5, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[10:11], v5, 40, v[2:3]
	v_mul_hi_u32 v3, v5, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v5, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v6, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v6, v6, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	buffer_store_byte v6, v3, s[0:3], 0 offen
	v_lshrrev_b32_e32 v3, 8, v5
	v_mul_hi_u32 v5, v3, s8
	v_mul_u32_u24_e32 v5, 48, v5
	v_sub_u32_e32 v3, v3, v5
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ushort v5, v3, s[0:3], 0 offen
	v_add_u32_e32 v6, 1, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v7, v7, s7
	v_sub_u32_e32 v6, v6, v7
	v_add_u32_e32 v6, 0xa0, v6
	s_waitcnt vmcnt(0)
	v_add_u16_e32 v5, v5, v2
	buffer_store_short v5, v3, s[0:3], 0 offen
	v_mul_hi_u32 v3, v2, s6
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, v3, s7
	v_sub_u32_e32 v3, v2, v3
	v_add_u32_e32 v3, 0xa0, v3
	buffer_load_ubyte v3, v3, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v5, off, s[0:3], 0 offset:240
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v3, v3, v5
	v_mul_u32_u24_e32 v5, 31, v3
	v_xor_b32_e32 v3, 1, v3
	v_mul_hi_u32 v7, v3, s8
	v_mul_u32_u24_e32 v7, 48, v7
	v_sub_u32_e32 v3, v3, v7
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_mov_b32 s8, 0xaaaaaaab
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 2, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_u32_u24_e32 v5, 31, v3
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 2, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 3, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 3, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 4, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 4, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 5, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 5, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 6, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 6, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 7, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 7, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 8, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 8, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 9, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 9, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 10, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 10, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 11, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 11, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 12, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 12, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 13, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 13, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 14, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 14, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_add_u32_e32 v6, 15, v2
	v_mul_hi_u32 v7, v6, s6
	v_lshrrev_b32_e32 v7, 6, v7
	v_mul_lo_u32 v5, v3, 31
	v_mul_lo_u32 v7, v7, s7
	v_xor_b32_e32 v3, 15, v3
	v_sub_u32_e32 v6, v6, v7
	v_mul_hi_u32 v7, v3, s8
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v7, v7, 48
	v_sub_u32_e32 v3, v3, v7
	v_add_u32_e32 v6, 0xa0, v6
	v_lshl_add_u32 v3, v3, 1, v4
	buffer_load_ubyte v6, v6, s[0:3], 0 offen
	s_nop 0
	buffer_load_ushort v3, v3, s[0:3], 0 offen
	s_waitcnt vmcnt(0)
	v_add3_u32 v3, v5, v6, v3
	v_xor_b32_e32 v2, v3, v2
	v_mov_b32_e32 v3, s5
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_walk
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 340
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end0:
	.size	private_walk, .Lfunc_end0-private_walk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 14764
; NumSgprs: 16
; NumVgprs: 48
; NumAgprs: 0
; TotalNumVgprs: 48
; ScratchSize: 340
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 48
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
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
    .max_flat_workgroup_size: 64
    .name:           private_walk
    .private_segment_fixed_size: 340
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         private_walk.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
