	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	private_walk            ; -- Begin function private_walk
	.globl	private_walk
	.p2align	8
	.type	private_walk,@function
private_walk:                           ; @private_walk
; %bb.0:
	s_load_b32 s4, s[0:1], 0x10
	v_lshl_or_b32 v2, s15, 6, v0
	s_mov_b32 s2, exec_lo
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s4, v2
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_cvt_f32_u32_e32 v0, s4
	s_sub_i32 s2, 0, s4
	v_add_nc_u32_e32 v6, 3, v2
	v_dual_mov_b32 v3, 0 :: v_dual_add_nc_u32 v8, 6, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_rcp_iflag_f32_e32 v0, v0
	v_add_nc_u32_e32 v5, 1, v2
	v_add_nc_u32_e32 v4, 2, v2
	v_dual_mov_b32 v16, v3 :: v_dual_add_nc_u32 v9, 5, v2
	v_dual_mov_b32 v18, v3 :: v_dual_add_nc_u32 v11, 8, v2
	v_mov_b32_e32 v20, v3
	v_mov_b32_e32 v52, v3
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v63, v3 :: v_dual_mul_f32 v0, 0x4f7ffffe, v0
	v_mov_b32_e32 v76, v3
	v_cvt_u32_f32_e32 v13, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v0, s2, v13
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mul_hi_u32 v14, v13, v0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v27, v13, v14
	v_mov_b32_e32 v13, v3
	v_mov_b32_e32 v14, v3
	v_cmp_ne_u32_e32 vcc_lo, s4, v5
	v_add_nc_u32_e32 v7, 7, v2
	v_mul_hi_u32 v15, v4, v27
	v_mul_hi_u32 v17, v6, v27
	v_mul_hi_u32 v21, v9, v27
	v_cndmask_b32_e32 v12, 0, v5, vcc_lo
	v_mul_hi_u32 v23, v7, v27
	v_mul_hi_u32 v22, v8, v27
	v_mul_hi_u32 v28, v11, v27
	v_lshlrev_b16 v5, 8, v5
	v_mul_lo_u32 v15, v15, s4
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mul_lo_u32 v17, v17, s4
	v_mul_lo_u32 v24, v21, s4
	v_mul_lo_u32 v23, v23, s4
	v_mul_lo_u32 v25, v22, s4
	v_mul_lo_u32 v28, v28, s4
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v21, vcc_lo, s2, v12
	v_sub_nc_u32_e32 v12, v4, v15
	v_add_co_ci_u32_e32 v22, vcc_lo, s3, v13, vcc_lo
	v_sub_nc_u32_e32 v13, v6, v17
	v_sub_nc_u32_e32 v17, v9, v24
	v_sub_nc_u32_e32 v29, v7, v23
	v_subrev_nc_u32_e32 v23, s4, v12
	v_cmp_le_u32_e32 vcc_lo, s4, v12
	v_subrev_nc_u32_e32 v24, s4, v13
	v_subrev_nc_u32_e32 v26, s4, v17
	v_and_b32_e32 v4, 0xff, v4
	v_lshlrev_b16 v9, 8, v9
	v_cndmask_b32_e32 v12, v12, v23, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v13
	v_lshlrev_b16 v7, 8, v7
	v_dual_cndmask_b32 v23, v13, v24 :: v_dual_add_nc_u32 v10, 4, v2
	v_lshlrev_b16 v6, 8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v19, v10, v27
	v_mul_lo_u32 v19, v19, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v15, v10, v19
	v_sub_nc_u32_e32 v19, v8, v25
	v_subrev_nc_u32_e32 v25, s4, v15
	v_cmp_le_u32_e32 vcc_lo, s4, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_nc_u32_e32 v30, s4, v19
	v_cndmask_b32_e32 v24, v15, v25, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v17
	v_subrev_nc_u32_e32 v15, s4, v23
	v_cndmask_b32_e32 v25, v17, v26, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v19
	v_subrev_nc_u32_e32 v13, s4, v12
	v_subrev_nc_u32_e32 v17, s4, v24
	v_cndmask_b32_e32 v30, v19, v30, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v12
	v_subrev_nc_u32_e32 v19, s4, v25
	v_cndmask_b32_e32 v13, v12, v13, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v23
	v_and_b32_e32 v8, 0xff, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[12:13], 2, v[13:14]
	v_cndmask_b32_e32 v15, v23, v15, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v24
	v_and_b32_e32 v10, 0xff, v10
	v_lshlrev_b64 v[14:15], 2, v[15:16]
	v_cndmask_b32_e32 v17, v24, v17, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v25
	v_subrev_nc_u32_e32 v31, s4, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64 v[16:17], 2, v[17:18]
	v_cndmask_b32_e32 v19, v25, v19, vcc_lo
	v_add_co_u32 v23, vcc_lo, s2, v12
	v_add_co_ci_u32_e32 v24, vcc_lo, s3, v13, vcc_lo
	v_add_co_u32 v25, vcc_lo, s2, v14
	v_add_co_ci_u32_e32 v26, vcc_lo, s3, v15, vcc_lo
	v_add_co_u32 v15, vcc_lo, s2, v16
	v_add_co_ci_u32_e32 v16, vcc_lo, s3, v17, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	v_subrev_nc_u32_e32 v12, s4, v29
	v_lshlrev_b64 v[18:19], 2, v[19:20]
	v_dual_mov_b32 v14, v3 :: v_dual_cndmask_b32 v13, v30, v31
	v_cmp_le_u32_e32 vcc_lo, s4, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v29, v29, v12 :: v_dual_add_nc_u32 v12, 9, v2
	v_add_co_u32 v17, vcc_lo, s2, v18
	v_add_co_ci_u32_e32 v18, vcc_lo, s3, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v30, s4, v29
	v_lshlrev_b64 v[19:20], 2, v[13:14]
	v_cmp_le_u32_e32 vcc_lo, s4, v29
	v_mul_hi_u32 v31, v12, v27
	v_sub_nc_u32_e32 v14, v11, v28
	v_dual_cndmask_b32 v28, v29, v30 :: v_dual_and_b32 v11, 0xff, v11
	v_mov_b32_e32 v29, v3
	v_add_co_u32 v19, vcc_lo, s2, v19
	v_add_co_ci_u32_e32 v20, vcc_lo, s3, v20, vcc_lo
	v_subrev_nc_u32_e32 v30, s4, v14
	v_cmp_le_u32_e32 vcc_lo, s4, v14
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_mul_lo_u32 v31, v31, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v30, v14, v30, vcc_lo
	v_add_nc_u32_e32 v14, 11, v2
	v_add_co_u32 v28, vcc_lo, s2, v28
	v_add_co_ci_u32_e32 v29, vcc_lo, s3, v29, vcc_lo
	v_sub_nc_u32_e32 v33, v12, v31
	v_subrev_nc_u32_e32 v31, s4, v30
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	v_add_nc_u32_e32 v13, 10, v2
	s_clause 0x6
	global_load_b32 v40, v[21:22], off
	global_load_b32 v41, v[23:24], off
	global_load_b32 v42, v[25:26], off
	global_load_b32 v43, v[15:16], off
	global_load_b32 v44, v[17:18], off
	global_load_b32 v45, v[19:20], off
	global_load_b32 v46, v[28:29], off
	v_subrev_nc_u32_e32 v34, s4, v33
	v_dual_mov_b32 v19, v3 :: v_dual_cndmask_b32 v30, v30, v31
	v_mul_hi_u32 v32, v13, v27
	v_cmp_le_u32_e32 vcc_lo, s4, v33
	v_mov_b32_e32 v31, v3
	v_lshlrev_b16 v12, 8, v12
	v_cndmask_b32_e32 v33, v33, v34, vcc_lo
	v_mul_hi_u32 v34, v14, v27
	v_mul_lo_u32 v32, v32, s4
	v_lshlrev_b64 v[16:17], 2, v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_subrev_nc_u32_e32 v15, s4, v33
	v_cmp_le_u32_e32 vcc_lo, s4, v33
	v_mul_lo_u32 v20, v34, s4
	v_sub_nc_u32_e32 v32, v13, v32
	v_dual_cndmask_b32 v18, v33, v15 :: v_dual_add_nc_u32 v15, 12, v2
	v_and_b32_e32 v13, 0xff, v13
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v21, s4, v32
	v_cmp_le_u32_e32 vcc_lo, s4, v32
	v_sub_nc_u32_e32 v20, v14, v20
	v_mul_hi_u32 v22, v15, v27
	v_lshlrev_b16 v14, 8, v14
	v_cndmask_b32_e32 v21, v32, v21, vcc_lo
	v_add_co_u32 v23, vcc_lo, s2, v16
	v_add_co_ci_u32_e32 v24, vcc_lo, s3, v17, vcc_lo
	v_subrev_nc_u32_e32 v16, s4, v20
	v_cmp_le_u32_e32 vcc_lo, s4, v20
	v_lshlrev_b64 v[17:18], 2, v[18:19]
	v_mul_lo_u32 v22, v22, s4
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v28, v20, v16, vcc_lo
	v_add_nc_u32_e32 v16, 13, v2
	v_subrev_nc_u32_e32 v19, s4, v21
	v_cmp_le_u32_e32 vcc_lo, s4, v21
	v_mov_b32_e32 v20, v3
	v_sub_nc_u32_e32 v22, v15, v22
	v_mul_hi_u32 v29, v16, v27
	v_and_b32_e32 v15, 0xff, v15
	v_cndmask_b32_e32 v19, v21, v19, vcc_lo
	v_add_co_u32 v25, vcc_lo, s2, v17
	v_add_co_ci_u32_e32 v26, vcc_lo, s3, v18, vcc_lo
	v_subrev_nc_u32_e32 v21, s4, v28
	v_cmp_le_u32_e32 vcc_lo, s4, v28
	v_lshlrev_b64 v[18:19], 2, v[19:20]
	v_mul_lo_u32 v30, v29, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v20, v28, v21 :: v_dual_add_nc_u32 v17, 14, v2
	v_subrev_nc_u32_e32 v28, s4, v22
	v_cmp_le_u32_e32 vcc_lo, s4, v22
	v_mov_b32_e32 v21, v3
	v_mul_hi_u32 v31, v17, v27
	v_sub_nc_u32_e32 v30, v16, v30
	v_lshlrev_b16 v16, 8, v16
	v_cndmask_b32_e32 v22, v22, v28, vcc_lo
	v_add_co_u32 v28, vcc_lo, s2, v18
	v_add_co_ci_u32_e32 v29, vcc_lo, s3, v19, vcc_lo
	v_lshlrev_b64 v[19:20], 2, v[20:21]
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v21, s4, v22
	v_cmp_le_u32_e32 vcc_lo, s4, v22
	v_add_nc_u32_e32 v18, 15, v2
	v_subrev_nc_u32_e32 v32, s4, v30
	v_mul_lo_u32 v31, v31, s4
	v_cndmask_b32_e32 v21, v22, v21, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	v_mul_hi_u32 v33, v18, v27
	v_mov_b32_e32 v22, v3
	v_cndmask_b32_e32 v30, v30, v32, vcc_lo
	v_add_co_u32 v34, vcc_lo, s2, v19
	v_add_co_ci_u32_e32 v35, vcc_lo, s3, v20, vcc_lo
	v_sub_nc_u32_e32 v32, v17, v31
	v_mov_b32_e32 v31, v3
	v_subrev_nc_u32_e32 v19, s4, v30
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	v_mul_lo_u32 v33, v33, s4
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_cndmask_b32 v30, v30, v19 :: v_dual_and_b32 v17, 0xff, v17
	v_cmp_le_u32_e32 vcc_lo, s4, v32
	v_add_nc_u32_e32 v19, 16, v2
	v_lshlrev_b64 v[20:21], 2, v[21:22]
	v_subrev_nc_u32_e32 v22, s4, v32
	v_sub_nc_u32_e32 v33, v18, v33
	v_lshlrev_b16 v18, 8, v18
	v_mul_hi_u32 v38, v19, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v32, v32, v22, vcc_lo
	v_add_co_u32 v36, vcc_lo, s2, v20
	v_add_co_ci_u32_e32 v37, vcc_lo, s3, v21, vcc_lo
	v_subrev_nc_u32_e32 v20, s4, v32
	v_cmp_le_u32_e32 vcc_lo, s4, v32
	v_lshlrev_b64 v[21:22], 2, v[30:31]
	v_subrev_nc_u32_e32 v39, s4, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v30, v32, v20, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v33
	v_add_nc_u32_e32 v20, 17, v2
	v_cndmask_b32_e32 v32, v33, v39, vcc_lo
	v_mul_lo_u32 v33, v38, s4
	v_add_co_u32 v38, vcc_lo, s2, v21
	v_add_co_ci_u32_e32 v39, vcc_lo, s3, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v21, s4, v32
	v_cmp_le_u32_e32 vcc_lo, s4, v32
	v_mul_hi_u32 v22, v20, v27
	v_sub_nc_u32_e32 v49, v19, v33
	v_mov_b32_e32 v33, v3
	v_and_b32_e32 v19, 0xff, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v50, s4, v49
	v_dual_cndmask_b32 v32, v32, v21 :: v_dual_add_nc_u32 v21, 18, v2
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_mul_lo_u32 v22, v22, s4
	v_add_co_u32 v47, vcc_lo, s2, v30
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v48, vcc_lo, s3, v31, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v49
	v_lshlrev_b64 v[30:31], 2, v[32:33]
	v_mul_hi_u32 v32, v21, v27
	v_sub_nc_u32_e32 v53, v20, v22
	v_add_nc_u32_e32 v22, 19, v2
	v_cndmask_b32_e32 v33, v49, v50, vcc_lo
	v_add_co_u32 v49, vcc_lo, s2, v30
	v_add_co_ci_u32_e32 v50, vcc_lo, s3, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v30, s4, v33
	v_cmp_le_u32_e32 vcc_lo, s4, v33
	v_mul_lo_u32 v31, v32, s4
	v_subrev_nc_u32_e32 v32, s4, v53
	v_mul_hi_u32 v54, v22, v27
	v_cndmask_b32_e32 v51, v33, v30, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v30, v53, v32, vcc_lo
	v_sub_nc_u32_e32 v53, v21, v31
	s_clause 0x7
	global_load_b32 v31, v[23:24], off
	global_load_b32 v32, v[25:26], off
	global_load_b32 v33, v[28:29], off
	global_load_b32 v34, v[34:35], off
	global_load_b32 v35, v[36:37], off
	global_load_b32 v36, v[38:39], off
	global_load_b32 v37, v[47:48], off
	global_load_b32 v38, v[49:50], off
	v_mul_lo_u32 v26, v54, s4
	v_lshlrev_b64 v[24:25], 2, v[51:52]
	v_subrev_nc_u32_e32 v23, s4, v30
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	v_subrev_nc_u32_e32 v39, s4, v53
	v_mov_b32_e32 v29, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v28, v30, v23 :: v_dual_and_b32 v21, 0xff, v21
	v_add_nc_u32_e32 v23, 20, v2
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	v_mul_hi_u32 v49, v23, v27
	v_cndmask_b32_e32 v30, v53, v39, vcc_lo
	v_sub_nc_u32_e32 v39, v22, v26
	v_add_co_u32 v47, vcc_lo, s2, v24
	v_add_co_ci_u32_e32 v48, vcc_lo, s3, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v24, s4, v39
	v_cmp_le_u32_e32 vcc_lo, s4, v39
	v_mul_lo_u32 v49, v49, s4
	v_lshlrev_b64 v[25:26], 2, v[28:29]
	v_subrev_nc_u32_e32 v28, s4, v30
	v_cndmask_b32_e32 v39, v39, v24, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	v_lshlrev_b16 v20, 8, v20
	v_sub_nc_u32_e32 v53, v23, v49
	v_dual_cndmask_b32 v28, v30, v28 :: v_dual_and_b32 v23, 0xff, v23
	v_add_co_u32 v49, vcc_lo, s2, v25
	v_add_co_ci_u32_e32 v50, vcc_lo, s3, v26, vcc_lo
	v_subrev_nc_u32_e32 v30, s4, v39
	v_cmp_le_u32_e32 vcc_lo, s4, v39
	v_subrev_nc_u32_e32 v26, s4, v53
	v_add_nc_u32_e32 v25, 22, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, v39, v30, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	v_cndmask_b32_e32 v39, v53, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v53, v25, v27
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32 v56, vcc_lo, s2, v28
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v53, v53, s4
	v_add_co_ci_u32_e32 v57, vcc_lo, s3, v29, vcc_lo
	v_lshlrev_b64 v[28:29], 2, v[51:52]
	v_subrev_nc_u32_e32 v51, s4, v39
	v_cmp_le_u32_e32 vcc_lo, s4, v39
	v_sub_nc_u32_e32 v53, v25, v53
	v_and_b32_e32 v25, 0xff, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, v39, v51, vcc_lo
	v_lshlrev_b16 v22, 8, v22
	v_subrev_nc_u32_e32 v55, s4, v53
	v_add_nc_u32_e32 v24, 21, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v54, v24, v27
	v_mul_lo_u32 v30, v54, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v30, v24, v30
	v_subrev_nc_u32_e32 v54, s4, v30
	v_cmp_le_u32_e32 vcc_lo, s4, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v54, v30, v54, vcc_lo
	v_add_co_u32 v58, vcc_lo, s2, v28
	v_add_co_ci_u32_e32 v59, vcc_lo, s3, v29, vcc_lo
	v_subrev_nc_u32_e32 v28, s4, v54
	v_cmp_le_u32_e32 vcc_lo, s4, v54
	v_lshlrev_b64 v[29:30], 2, v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v51, v54, v28, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	v_add_nc_u32_e32 v28, 24, v2
	v_mov_b32_e32 v54, v3
	v_lshlrev_b64 v[51:52], 2, v[51:52]
	v_cndmask_b32_e32 v53, v53, v55, vcc_lo
	v_add_co_u32 v60, vcc_lo, s2, v29
	v_add_co_ci_u32_e32 v61, vcc_lo, s3, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v29, s4, v53
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	v_add_nc_u32_e32 v26, 23, v2
	v_mul_hi_u32 v30, v28, v27
	v_lshlrev_b16 v24, 8, v24
	v_cndmask_b32_e32 v53, v53, v29, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_hi_u32 v39, v26, v27
	v_add_nc_u32_e32 v29, 25, v2
	v_mul_lo_u32 v30, v30, s4
	v_lshlrev_b64 v[53:54], 2, v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_hi_u32 v64, v29, v27
	v_mul_lo_u32 v39, v39, s4
	v_sub_nc_u32_e32 v66, v28, v30
	v_add_nc_u32_e32 v30, 26, v2
	v_and_b32_e32 v28, 0xff, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v39, v26, v39
	v_lshlrev_b16 v26, 8, v26
	v_mul_hi_u32 v67, v30, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v55, s4, v39
	v_cmp_le_u32_e32 vcc_lo, s4, v39
	v_cndmask_b32_e32 v39, v39, v55, vcc_lo
	v_add_co_u32 v51, vcc_lo, s2, v51
	v_add_co_ci_u32_e32 v52, vcc_lo, s3, v52, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v55, s4, v39
	v_cmp_le_u32_e32 vcc_lo, s4, v39
	v_cndmask_b32_e32 v62, v39, v55, vcc_lo
	v_mul_lo_u32 v55, v64, s4
	v_add_co_u32 v64, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v65, vcc_lo, s3, v54, vcc_lo
	v_subrev_nc_u32_e32 v39, s4, v66
	v_cmp_le_u32_e32 vcc_lo, s4, v66
	v_sub_nc_u32_e32 v55, v29, v55
	v_lshlrev_b16 v29, 8, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_subrev_nc_u32_e32 v68, s4, v55
	v_dual_cndmask_b32 v66, v66, v39 :: v_dual_add_nc_u32 v39, 27, v2
	v_lshlrev_b64 v[53:54], 2, v[62:63]
	v_mul_hi_u32 v69, v39, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v62, vcc_lo, s2, v53
	v_add_co_ci_u32_e32 v63, vcc_lo, s3, v54, vcc_lo
	v_subrev_nc_u32_e32 v53, s4, v66
	v_cmp_le_u32_e32 vcc_lo, s4, v66
	v_mul_lo_u32 v54, v67, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v67, v3 :: v_dual_cndmask_b32 v66, v66, v53
	v_cmp_le_u32_e32 vcc_lo, s4, v55
	v_cndmask_b32_e32 v53, v55, v68, vcc_lo
	v_sub_nc_u32_e32 v68, v30, v54
	s_clause 0x7
	global_load_b32 v54, v[47:48], off
	global_load_b32 v55, v[49:50], off
	global_load_b32 v56, v[56:57], off
	global_load_b32 v57, v[58:59], off
	global_load_b32 v58, v[60:61], off
	global_load_b32 v59, v[51:52], off
	global_load_b32 v60, v[64:65], off
	global_load_b32 v61, v[62:63], off
	v_mul_lo_u32 v52, v69, s4
	v_mov_b32_e32 v51, v3
	v_subrev_nc_u32_e32 v47, s4, v53
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	v_subrev_nc_u32_e32 v62, s4, v68
	v_and_b32_e32 v30, 0xff, v30
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v50, v53, v47 :: v_dual_add_nc_u32 v47, 28, v2
	v_lshlrev_b64 v[48:49], 2, v[66:67]
	v_cmp_le_u32_e32 vcc_lo, s4, v68
	v_sub_nc_u32_e32 v52, v39, v52
	v_lshlrev_b16 v39, 8, v39
	v_cndmask_b32_e32 v53, v68, v62, vcc_lo
	v_mul_hi_u32 v62, v47, v27
	v_add_co_u32 v63, vcc_lo, s2, v48
	v_add_co_ci_u32_e32 v64, vcc_lo, s3, v49, vcc_lo
	v_subrev_nc_u32_e32 v48, s4, v52
	v_cmp_le_u32_e32 vcc_lo, s4, v52
	v_lshlrev_b64 v[49:50], 2, v[50:51]
	v_mul_lo_u32 v62, v62, s4
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_cndmask_b32 v67, v52, v48 :: v_dual_add_nc_u32 v48, 29, v2
	v_mov_b32_e32 v52, v3
	v_subrev_nc_u32_e32 v51, s4, v53
	v_cmp_le_u32_e32 vcc_lo, s4, v53
	v_sub_nc_u32_e32 v62, v47, v62
	v_mul_hi_u32 v68, v48, v27
	v_and_b32_e32 v47, 0xff, v47
	v_cndmask_b32_e32 v51, v53, v51, vcc_lo
	v_add_co_u32 v65, vcc_lo, s2, v49
	v_add_co_ci_u32_e32 v66, vcc_lo, s3, v50, vcc_lo
	v_subrev_nc_u32_e32 v53, s4, v67
	v_cmp_le_u32_e32 vcc_lo, s4, v67
	v_lshlrev_b64 v[50:51], 2, v[51:52]
	v_mul_lo_u32 v69, v68, s4
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v52, v67, v53, vcc_lo
	v_subrev_nc_u32_e32 v67, s4, v62
	v_cmp_le_u32_e32 vcc_lo, s4, v62
	v_add_nc_u32_e32 v49, 30, v2
	v_mov_b32_e32 v53, v3
	v_sub_nc_u32_e32 v71, v48, v69
	v_lshlrev_b16 v48, 8, v48
	v_cndmask_b32_e32 v62, v62, v67, vcc_lo
	v_add_co_u32 v67, vcc_lo, s2, v50
	v_add_nc_u32_e32 v50, 31, v2
	v_mul_hi_u32 v70, v49, v27
	v_add_co_ci_u32_e32 v68, vcc_lo, s3, v51, vcc_lo
	v_lshlrev_b64 v[51:52], 2, v[52:53]
	v_subrev_nc_u32_e32 v53, s4, v62
	v_cmp_le_u32_e32 vcc_lo, s4, v62
	v_subrev_nc_u32_e32 v73, s4, v71
	v_mul_lo_u32 v72, v70, s4
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v70, v3 :: v_dual_cndmask_b32 v69, v62, v53
	v_cmp_le_u32_e32 vcc_lo, s4, v71
	v_mul_hi_u32 v53, v50, v27
	v_cndmask_b32_e32 v62, v71, v73, vcc_lo
	v_add_co_u32 v71, vcc_lo, s2, v51
	v_sub_nc_u32_e32 v73, v49, v72
	v_add_co_ci_u32_e32 v72, vcc_lo, s3, v52, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_subrev_nc_u32_e32 v51, s4, v62
	v_cmp_le_u32_e32 vcc_lo, s4, v62
	v_mul_lo_u32 v74, v53, s4
	v_lshlrev_b64 v[52:53], 2, v[69:70]
	v_subrev_nc_u32_e32 v75, s4, v73
	v_and_b32_e32 v49, 0xff, v49
	v_cndmask_b32_e32 v69, v62, v51, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v73
	v_add_nc_u32_e32 v51, 32, v2
	v_sub_nc_u32_e32 v77, v50, v74
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[69:70], 2, v[69:70]
	v_cndmask_b32_e32 v62, v73, v75, vcc_lo
	v_add_co_u32 v73, vcc_lo, s2, v52
	v_add_co_ci_u32_e32 v74, vcc_lo, s3, v53, vcc_lo
	v_mul_hi_u32 v53, v51, v27
	v_subrev_nc_u32_e32 v78, s4, v77
	s_waitcnt vmcnt(15)
	v_xor_b32_e32 v31, 8, v31
	s_waitcnt vmcnt(14)
	v_xor_b32_e32 v32, 9, v32
	s_waitcnt vmcnt(13)
	v_xor_b32_e32 v33, 10, v33
	s_waitcnt vmcnt(12)
	v_xor_b32_e32 v34, 11, v34
	s_waitcnt vmcnt(11)
	v_xor_b32_e32 v35, 12, v35
	s_waitcnt vmcnt(10)
	v_xor_b32_e32 v36, 13, v36
	v_mul_lo_u32 v53, v53, s4
	s_waitcnt vmcnt(9)
	v_xor_b32_e32 v37, 14, v37
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v38, 15, v38
	v_lshlrev_b16 v50, 8, v50
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v80, v51, v53
	v_add_nc_u32_e32 v53, 34, v2
	v_subrev_nc_u32_e32 v52, s4, v62
	v_cmp_le_u32_e32 vcc_lo, s4, v62
	v_and_b32_e32 v51, 0xff, v51
	v_mul_hi_u32 v81, v53, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v75, v62, v52, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v77
	v_cndmask_b32_e32 v62, v77, v78, vcc_lo
	v_add_co_u32 v69, vcc_lo, s2, v69
	v_add_co_ci_u32_e32 v70, vcc_lo, s3, v70, vcc_lo
	v_subrev_nc_u32_e32 v77, s4, v62
	v_cmp_le_u32_e32 vcc_lo, s4, v62
	v_add_nc_u32_e32 v52, 33, v2
	v_lshlrev_b64 v[75:76], 2, v[75:76]
	v_mul_lo_u32 v81, v81, s4
	v_cndmask_b32_e32 v77, v62, v77, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_hi_u32 v79, v52, v27
	v_subrev_nc_u32_e32 v62, s4, v80
	v_add_co_u32 v75, vcc_lo, s2, v75
	v_add_co_ci_u32_e32 v76, vcc_lo, s3, v76, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v80
	v_sub_nc_u32_e32 v81, v53, v81
	v_mul_lo_u32 v79, v79, s4
	v_dual_cndmask_b32 v80, v80, v62 :: v_dual_and_b32 v53, 0xff, v53
	v_add_nc_u32_e32 v62, 35, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v82, v52, v79
	v_subrev_nc_u32_e32 v79, s4, v80
	v_mov_b32_e32 v78, v3
	v_lshlrev_b16 v52, 8, v52
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_nc_u32_e32 v83, s4, v82
	v_lshlrev_b64 v[77:78], 2, v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v77, vcc_lo, s2, v77
	v_add_co_ci_u32_e32 v78, vcc_lo, s3, v78, vcc_lo
	s_clause 0x7
	global_load_b32 v86, v[63:64], off
	global_load_b32 v87, v[65:66], off
	global_load_b32 v88, v[67:68], off
	global_load_b32 v89, v[71:72], off
	global_load_b32 v90, v[73:74], off
	global_load_b32 v91, v[69:70], off
	global_load_b32 v92, v[75:76], off
	global_load_b32 v93, v[77:78], off
	v_mov_b32_e32 v67, v3
	v_cmp_le_u32_e32 vcc_lo, s4, v80
	v_mov_b32_e32 v71, v3
	v_subrev_nc_u32_e32 v69, s4, v81
	v_cndmask_b32_e32 v79, v80, v79, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v82
	v_mov_b32_e32 v80, v3
	v_cndmask_b32_e32 v82, v82, v83, vcc_lo
	v_mul_hi_u32 v83, v62, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_nc_u32_e32 v63, s4, v82
	v_cmp_le_u32_e32 vcc_lo, s4, v82
	v_mul_lo_u32 v68, v83, s4
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v83, v3 :: v_dual_cndmask_b32 v66, v82, v63
	v_cmp_le_u32_e32 vcc_lo, s4, v81
	v_add_nc_u32_e32 v63, 36, v2
	v_lshlrev_b64 v[64:65], 2, v[79:80]
	v_cndmask_b32_e32 v70, v81, v69, vcc_lo
	v_sub_nc_u32_e32 v72, v62, v68
	v_lshlrev_b16 v62, 8, v62
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v68, vcc_lo, s2, v64
	v_add_co_ci_u32_e32 v69, vcc_lo, s3, v65, vcc_lo
	v_subrev_nc_u32_e32 v64, s4, v70
	v_cmp_le_u32_e32 vcc_lo, s4, v70
	v_lshlrev_b64 v[65:66], 2, v[66:67]
	v_mul_hi_u32 v67, v63, v27
	v_subrev_nc_u32_e32 v73, s4, v72
	v_cndmask_b32_e32 v70, v70, v64, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v72
	v_add_nc_u32_e32 v64, 37, v2
	v_mul_lo_u32 v75, v67, s4
	v_cndmask_b32_e32 v74, v72, v73, vcc_lo
	v_add_co_u32 v72, vcc_lo, s2, v65
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_hi_u32 v77, v64, v27
	v_add_co_ci_u32_e32 v73, vcc_lo, s3, v66, vcc_lo
	v_subrev_nc_u32_e32 v76, s4, v74
	v_lshlrev_b64 v[66:67], 2, v[70:71]
	v_cmp_le_u32_e32 vcc_lo, s4, v74
	v_add_nc_u32_e32 v65, 38, v2
	v_sub_nc_u32_e32 v78, v63, v75
	v_mul_lo_u32 v77, v77, s4
	v_dual_cndmask_b32 v70, v74, v76 :: v_dual_and_b32 v63, 0xff, v63
	v_add_co_u32 v74, vcc_lo, s2, v66
	v_mul_hi_u32 v79, v65, v27
	v_add_co_ci_u32_e32 v75, vcc_lo, s3, v67, vcc_lo
	v_subrev_nc_u32_e32 v76, s4, v78
	v_cmp_le_u32_e32 vcc_lo, s4, v78
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v67, v78, v76 :: v_dual_add_nc_u32 v66, 39, v2
	v_sub_nc_u32_e32 v76, v64, v77
	v_mul_lo_u32 v77, v79, s4
	v_add_co_u32 v70, vcc_lo, s2, v70
	s_delay_alu instid0(VALU_DEP_4)
	v_mul_hi_u32 v27, v66, v27
	v_add_co_ci_u32_e32 v71, vcc_lo, s3, v71, vcc_lo
	v_subrev_nc_u32_e32 v78, s4, v76
	v_cmp_le_u32_e32 vcc_lo, s4, v76
	v_subrev_nc_u32_e32 v79, s4, v67
	v_sub_nc_u32_e32 v80, v65, v77
	v_mov_b32_e32 v77, v3
	v_mul_lo_u32 v27, v27, s4
	v_cndmask_b32_e32 v78, v76, v78, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v67
	v_dual_cndmask_b32 v76, v67, v79 :: v_dual_and_b32 v65, 0xff, v65
	v_subrev_nc_u32_e32 v67, s4, v80
	v_cmp_le_u32_e32 vcc_lo, s4, v80
	v_sub_nc_u32_e32 v27, v66, v27
	v_subrev_nc_u32_e32 v79, s4, v78
	v_lshlrev_b64 v[76:77], 2, v[76:77]
	v_lshlrev_b16 v66, 8, v66
	v_cndmask_b32_e32 v67, v80, v67, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v78
	v_subrev_nc_u32_e32 v80, s4, v27
	s_delay_alu instid0(VALU_DEP_3)
	v_subrev_nc_u32_e32 v81, s4, v67
	v_cndmask_b32_e32 v78, v78, v79, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v27
	v_mov_b32_e32 v79, v3
	v_lshlrev_b16 v64, 8, v64
	v_cndmask_b32_e32 v27, v27, v80, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s4, v67
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[78:79], 2, v[78:79]
	v_cndmask_b32_e32 v80, v67, v81, vcc_lo
	v_add_co_u32 v76, vcc_lo, s2, v76
	v_add_co_ci_u32_e32 v77, vcc_lo, s3, v77, vcc_lo
	v_subrev_nc_u32_e32 v67, s4, v27
	v_cmp_le_u32_e32 vcc_lo, s4, v27
	v_mov_b32_e32 v81, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v82, v27, v67, vcc_lo
	v_lshlrev_b64 v[80:81], 2, v[80:81]
	v_add_co_u32 v78, vcc_lo, s2, v78
	v_add_co_ci_u32_e32 v79, vcc_lo, s3, v79, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[82:83], 2, v[82:83]
	v_add_co_u32 v80, vcc_lo, s2, v80
	v_add_co_ci_u32_e32 v81, vcc_lo, s3, v81, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v82, vcc_lo, s2, v82
	v_add_co_ci_u32_e32 v83, vcc_lo, s3, v83, vcc_lo
	v_add_co_u32 v84, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v85, vcc_lo, s3, v1, vcc_lo
	s_clause 0x8
	global_load_b32 v3, v[68:69], off
	global_load_b32 v27, v[72:73], off
	global_load_b32 v67, v[84:85], off
	global_load_b32 v72, v[74:75], off
	global_load_b32 v71, v[70:71], off
	global_load_b32 v73, v[76:77], off
	global_load_b32 v74, v[78:79], off
	global_load_b32 v75, v[80:81], off
	global_load_b32 v76, v[82:83], off
	v_xor_b32_e32 v68, 1, v40
	v_xor_b32_e32 v69, 2, v41
	v_xor_b32_e32 v70, 3, v42
	v_xor_b32_e32 v40, 4, v43
	v_xor_b32_e32 v41, 5, v44
	v_xor_b32_e32 v42, 6, v45
	v_xor_b32_e32 v43, 7, v46
	v_add_nc_u16 v44, v2, 48
	v_add_nc_u16 v45, v2, 50
	v_add_nc_u16 v46, v2, 52
	v_pk_mul_lo_u16 v77, 0xb000a, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v78, 0xd000c, v2 op_sel_hi:[1,0]
	v_and_b32_e32 v44, 0xff, v44
	v_pk_mul_lo_u16 v79, 0xf000e, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v80, 0x110010, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v81, 0x130012, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v82, 0x150014, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v83, 0x170016, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v84, 0x190018, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v85, 0x1b001a, v2 op_sel_hi:[1,0]
	v_and_b32_e32 v45, 0xff, v45
	v_and_b32_e32 v46, 0xff, v46
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_waitcnt vmcnt(6)
	scratch_store_b128 off, v[67:70], off
	scratch_load_b128 v[67:70], off, off
	s_clause 0x2
	scratch_store_b128 off, v[40:43], off offset:16
	scratch_store_b128 off, v[31:34], off offset:32
	scratch_store_b128 off, v[35:38], off offset:48
	v_xor_b32_e32 v32, 17, v55
	v_xor_b32_e32 v55, 29, v91
	v_xor_b32_e32 v31, 16, v54
	v_xor_b32_e32 v33, 18, v56
	v_xor_b32_e32 v34, 19, v57
	v_xor_b32_e32 v35, 20, v58
	v_xor_b32_e32 v36, 21, v59
	v_xor_b32_e32 v37, 22, v60
	v_xor_b32_e32 v38, 23, v61
	v_xor_b32_e32 v40, 24, v86
	v_xor_b32_e32 v41, 25, v87
	v_xor_b32_e32 v42, 26, v88
	v_xor_b32_e32 v43, 27, v89
	v_xor_b32_e32 v54, 28, v90
	v_xor_b32_e32 v56, 30, v92
	v_xor_b32_e32 v57, 31, v93
	v_xor_b32_e32 v58, 32, v3
	v_xor_b32_e32 v59, 33, v27
	s_waitcnt vmcnt(6)
	v_xor_b32_e32 v60, 34, v72
	s_waitcnt vmcnt(5)
	v_xor_b32_e32 v61, 35, v71
	s_waitcnt vmcnt(4)
	v_xor_b32_e32 v71, 36, v73
	s_waitcnt vmcnt(3)
	v_xor_b32_e32 v72, 37, v74
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v73, 38, v75
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v74, 39, v76
	s_clause 0x5
	scratch_store_b128 off, v[31:34], off offset:64
	scratch_store_b128 off, v[35:38], off offset:80
	scratch_store_b128 off, v[40:43], off offset:96
	scratch_store_b128 off, v[54:57], off offset:112
	scratch_store_b128 off, v[58:61], off offset:128
	scratch_store_b128 off, v[71:74], off offset:144
	scratch_load_b128 v[35:38], off, off offset:16
	v_add_nc_u16 v43, v2, 46
	v_pk_mul_lo_u16 v32, 0x30002, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v33, 0x50004, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v34, 0x70006, v2 op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v31, 16, v2
	v_and_b32_e32 v3, 0xff, v2
	v_lshlrev_b16 v27, 8, v2
	v_add_nc_u16 v40, v2, 40
	v_add_nc_u16 v57, v2, 60
	v_pk_mul_lo_u16 v76, 0x90008, v2 op_sel_hi:[1,0]
	v_and_b32_e32 v43, 0xff, v43
	v_add_nc_u16 v54, v2, 54
	v_add_nc_u16 v55, v2, 56
	v_add_nc_u16 v56, v2, 58
	v_add_nc_u16 v41, v2, 42
	v_add_nc_u16 v58, v2, 62
	v_add_nc_u16 v42, v2, 44
	v_add_nc_u16 v59, v2, 64
	v_add_nc_u16 v60, v2, 0x42
	v_add_nc_u16 v61, v2, 0x44
	v_add_nc_u16 v71, v2, 0x46
	v_add_nc_u16 v72, v2, 0x48
	v_add_nc_u16 v73, v2, 0x4a
	v_add_nc_u16 v74, v2, 0x4c
	v_add_nc_u16 v75, v2, 0x4e
	v_pk_mul_lo_u16 v86, 0x1d001c, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v87, 0x1f001e, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v88, 0x210020, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v89, 0x230022, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v90, 0x250024, v2 op_sel_hi:[1,0]
	scratch_store_b128 off, v[31:34], off offset:240
	v_pk_mul_lo_u16 v31, 0x270026, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v32, 0x290028, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v33, 0x2b002a, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v34, 0x2d002c, v2 op_sel_hi:[1,0]
	v_pk_mul_lo_u16 v2, 0x2f002e, v2 op_sel_hi:[1,0]
	v_and_b32_e32 v40, 0xff, v40
	v_and_b32_e32 v57, 0xff, v57
	v_and_b32_e32 v54, 0xff, v54
	v_and_b32_e32 v55, 0xff, v55
	v_and_b32_e32 v56, 0xff, v56
	v_and_b32_e32 v41, 0xff, v41
	v_and_b32_e32 v58, 0xff, v58
	v_and_b32_e32 v42, 0xff, v42
	v_and_b32_e32 v59, 0xff, v59
	v_and_b32_e32 v60, 0xff, v60
	v_and_b32_e32 v61, 0xff, v61
	v_and_b32_e32 v71, 0xff, v71
	v_and_b32_e32 v72, 0xff, v72
	v_and_b32_e32 v73, 0xff, v73
	v_and_b32_e32 v74, 0xff, v74
	v_and_b32_e32 v75, 0xff, v75
	s_waitcnt vmcnt(1)
	v_mul_hi_u32 v91, 0xcccccccd, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v91, 5, v91
	v_mul_lo_u32 v91, v91, 40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v67, v67, v91
	v_lshl_add_u32 v67, v67, 2, 0
	scratch_load_b32 v67, v67, off
	s_clause 0x13
	scratch_store_b32 off, v76, off offset:256
	scratch_store_b32 off, v77, off offset:260
	scratch_store_b32 off, v78, off offset:264
	scratch_store_b32 off, v79, off offset:268
	scratch_store_b32 off, v80, off offset:272
	scratch_store_b32 off, v81, off offset:276
	scratch_store_b32 off, v82, off offset:280
	scratch_store_b32 off, v83, off offset:284
	scratch_store_b32 off, v84, off offset:288
	scratch_store_b32 off, v85, off offset:292
	scratch_store_b32 off, v86, off offset:296
	scratch_store_b32 off, v87, off offset:300
	scratch_store_b32 off, v88, off offset:304
	scratch_store_b32 off, v89, off offset:308
	scratch_store_b32 off, v90, off offset:312
	scratch_store_b32 off, v31, off offset:316
	scratch_store_b32 off, v32, off offset:320
	scratch_store_b32 off, v33, off offset:324
	scratch_store_b32 off, v34, off offset:328
	scratch_store_b32 off, v2, off offset:332
	v_or_b32_e32 v2, v3, v5
	v_or_b32_e32 v3, v4, v6
	v_or_b32_e32 v4, v10, v9
	v_or_b32_e32 v5, v8, v7
	v_or_b32_e32 v7, v13, v14
	v_or_b32_e32 v8, v15, v16
	v_or_b32_e32 v9, v17, v18
	v_or_b32_e32 v13, v25, v26
	v_or_b32_e32 v14, v28, v29
	v_or_b32_e32 v15, v30, v39
	v_or_b32_e32 v25, v27, v43
	v_or_b32_e32 v16, v47, v48
	v_or_b32_e32 v17, v49, v50
	v_or_b32_e32 v26, v27, v44
	v_or_b32_e32 v28, v27, v45
	v_or_b32_e32 v6, v11, v12
	v_or_b32_e32 v10, v19, v20
	v_or_b32_e32 v11, v21, v22
	v_or_b32_e32 v12, v23, v24
	v_or_b32_e32 v18, v51, v52
	v_or_b32_e32 v19, v53, v62
	v_or_b32_e32 v22, v27, v40
	v_or_b32_e32 v29, v27, v46
	v_or_b32_e32 v33, v27, v57
	v_and_b32_e32 v2, 0xffff, v2
	v_lshlrev_b32_e32 v3, 16, v3
	v_and_b32_e32 v4, 0xffff, v4
	v_lshlrev_b32_e32 v5, 16, v5
	v_and_b32_e32 v8, 0xffff, v8
	v_lshlrev_b32_e32 v9, 16, v9
	v_and_b32_e32 v14, 0xffff, v14
	v_lshlrev_b32_e32 v15, 16, v15
	v_add_nc_u16 v25, v25, 0x2f00
	v_or_b32_e32 v20, v63, v64
	v_or_b32_e32 v21, v65, v66
	v_or_b32_e32 v30, v27, v54
	v_or_b32_e32 v31, v27, v55
	v_or_b32_e32 v32, v27, v56
	v_or_b32_e32 v23, v27, v41
	v_or_b32_e32 v34, v27, v58
	v_and_b32_e32 v16, 0xffff, v16
	v_lshlrev_b32_e32 v17, 16, v17
	v_add_nc_u16 v26, v26, 0x3100
	v_add_nc_u16 v28, v28, 0x3300
	v_and_b32_e32 v6, 0xffff, v6
	v_lshlrev_b32_e32 v7, 16, v7
	v_and_b32_e32 v10, 0xffff, v10
	v_lshlrev_b32_e32 v11, 16, v11
	v_and_b32_e32 v12, 0xffff, v12
	v_lshlrev_b32_e32 v13, 16, v13
	v_and_b32_e32 v18, 0xffff, v18
	v_lshlrev_b32_e32 v19, 16, v19
	v_add_nc_u16 v22, v22, 0x2900
	v_add_nc_u16 v29, v29, 0x3500
	v_add_nc_u16 v33, v33, 0x3d00
	v_or_b32_e32 v2, v2, v3
	v_or_b32_e32 v3, v4, v5
	v_or_b32_e32 v5, v8, v9
	v_or_b32_e32 v8, v14, v15
	v_lshlrev_b32_e32 v15, 16, v25
	v_add_nc_u32_e32 v25, 1, v68
	v_or_b32_e32 v24, v27, v42
	v_or_b32_e32 v39, v27, v59
	v_and_b32_e32 v20, 0xffff, v20
	v_lshlrev_b32_e32 v21, 16, v21
	v_add_nc_u16 v30, v30, 0x3700
	v_add_nc_u16 v31, v31, 0x3900
	v_add_nc_u16 v32, v32, 0x3b00
	v_add_nc_u16 v23, v23, 0x2b00
	v_add_nc_u16 v34, v34, 0x3f00
	v_or_b32_e32 v9, v16, v17
	v_and_b32_e32 v16, 0xffff, v26
	v_add_nc_u32_e32 v26, 2, v69
	v_lshlrev_b32_e32 v17, 16, v28
	v_add_nc_u32_e32 v28, 3, v70
	v_or_b32_e32 v4, v6, v7
	v_or_b32_e32 v6, v10, v11
	v_or_b32_e32 v7, v12, v13
	v_or_b32_e32 v10, v18, v19
	v_and_b32_e32 v12, 0xffff, v22
	v_and_b32_e32 v18, 0xffff, v29
	v_and_b32_e32 v22, 0xffff, v33
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v29, 4, v35
	v_mul_hi_u32 v33, 0xcccccccd, v25
	v_add_nc_u16 v24, v24, 0x2d00
	v_add_nc_u16 v39, v39, 0x4100
	v_or_b32_e32 v11, v20, v21
	v_lshlrev_b32_e32 v19, 16, v30
	v_and_b32_e32 v20, 0xffff, v31
	v_lshlrev_b32_e32 v21, 16, v32
	v_add_nc_u32_e32 v30, 5, v36
	v_add_nc_u32_e32 v31, 6, v37
	v_add_nc_u32_e32 v32, 7, v38
	v_lshlrev_b32_e32 v13, 16, v23
	v_lshlrev_b32_e32 v23, 16, v34
	v_mul_hi_u32 v34, 0xcccccccd, v26
	v_mul_hi_u32 v35, 0xcccccccd, v28
	v_mul_hi_u32 v36, 0xcccccccd, v29
	v_and_b32_e32 v14, 0xffff, v24
	v_and_b32_e32 v24, 0xffff, v39
	v_mul_hi_u32 v37, 0xcccccccd, v30
	v_mul_hi_u32 v38, 0xcccccccd, v31
	v_mul_hi_u32 v39, 0xcccccccd, v32
	v_lshrrev_b32_e32 v33, 5, v33
	v_lshrrev_b32_e32 v34, 5, v34
	v_lshrrev_b32_e32 v35, 5, v35
	v_lshrrev_b32_e32 v36, 5, v36
	v_or_b32_e32 v40, v27, v60
	v_mul_lo_u32 v33, v33, 40
	v_lshrrev_b32_e32 v37, 5, v37
	v_lshrrev_b32_e32 v38, 5, v38
	v_lshrrev_b32_e32 v39, 5, v39
	v_mul_lo_u32 v34, v34, 40
	v_mul_lo_u32 v35, v35, 40
	v_mul_lo_u32 v36, v36, 40
	v_mul_lo_u32 v37, v37, 40
	v_mul_lo_u32 v38, v38, 40
	v_mul_lo_u32 v39, v39, 40
	v_sub_nc_u32_e32 v25, v25, v33
	v_or_b32_e32 v41, v27, v61
	v_sub_nc_u32_e32 v26, v26, v34
	v_sub_nc_u32_e32 v28, v28, v35
	v_sub_nc_u32_e32 v29, v29, v36
	v_sub_nc_u32_e32 v30, v30, v37
	v_sub_nc_u32_e32 v31, v31, v38
	v_sub_nc_u32_e32 v32, v32, v39
	v_lshl_add_u32 v25, v25, 2, 0
	v_lshl_add_u32 v26, v26, 2, 0
	v_lshl_add_u32 v28, v28, 2, 0
	v_or_b32_e32 v42, v27, v71
	v_or_b32_e32 v43, v27, v72
	v_or_b32_e32 v44, v27, v73
	v_or_b32_e32 v45, v27, v74
	v_or_b32_e32 v27, v27, v75
	v_lshl_add_u32 v29, v29, 2, 0
	v_lshl_add_u32 v30, v30, 2, 0
	v_lshl_add_u32 v31, v31, 2, 0
	v_lshl_add_u32 v32, v32, 2, 0
	s_clause 0x6
	scratch_load_b32 v25, v25, off
	scratch_load_b32 v26, v26, off
	scratch_load_b32 v28, v28, off
	scratch_load_b32 v29, v29, off
	scratch_load_b32 v30, v30, off
	scratch_load_b32 v31, v31, off
	scratch_load_b32 v32, v32, off
	s_clause 0x1
	scratch_store_b128 off, v[2:5], off offset:160
	scratch_store_b128 off, v[6:9], off offset:176
	v_add_nc_u16 v40, v40, 0x4300
	v_add_nc_u16 v41, v41, 0x4500
	v_add_nc_u16 v42, v42, 0x4700
	v_add_nc_u16 v43, v43, 0x4900
	v_add_nc_u16 v44, v44, 0x4b00
	v_add_nc_u16 v45, v45, 0x4d00
	v_add_nc_u16 v27, v27, 0x4f00
	v_lshlrev_b32_e32 v40, 16, v40
	v_and_b32_e32 v41, 0xffff, v41
	v_lshlrev_b32_e32 v35, 16, v42
	v_and_b32_e32 v36, 0xffff, v43
	v_lshlrev_b32_e32 v37, 16, v44
	v_and_b32_e32 v38, 0xffff, v45
	v_lshlrev_b32_e32 v27, 16, v27
	v_or_b32_e32 v12, v12, v13
	v_or_b32_e32 v13, v14, v15
	v_or_b32_e32 v2, v16, v17
	v_or_b32_e32 v3, v18, v19
	v_or_b32_e32 v4, v20, v21
	v_or_b32_e32 v5, v22, v23
	v_or_b32_e32 v8, v36, v37
	s_clause 0x1
	scratch_store_b128 off, v[10:13], off offset:192
	scratch_store_b128 off, v[2:5], off offset:208
	s_waitcnt vmcnt(7)
	v_mul_hi_u32 v33, 0xcccccccd, v67
	v_lshrrev_b32_e32 v34, 8, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v39, 0x5555556, v34
	v_lshrrev_b32_e32 v33, 6, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v7, 0x50, v33
	v_mul_u32_u24_e32 v6, 48, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v9, v34, v6
	v_or_b32_e32 v6, v24, v40
	v_sub_nc_u32_e32 v14, v67, v7
	v_or_b32_e32 v7, v41, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_add_u32 v15, v9, 1, 0xf0
	v_or_b32_e32 v9, v38, v27
	v_add_nc_u32_e32 v14, 0xa0, v14
	scratch_load_u16 v2, v15, off
	scratch_store_b128 off, v[6:9], off offset:224
	scratch_load_u8 v3, v14, off
	s_waitcnt vmcnt(8)
	v_mul_hi_u32 v4, 0xcccccccd, v25
	v_lshrrev_b32_e32 v5, 8, v25
	s_waitcnt vmcnt(7)
	v_lshrrev_b32_e32 v7, 8, v26
	s_waitcnt vmcnt(3)
	v_lshrrev_b32_e32 v13, 8, v31
	v_mul_hi_u32 v6, 0x5555556, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v8, 0x5555556, v7
	v_lshrrev_b32_e32 v4, 6, v4
	s_waitcnt vmcnt(2)
	v_lshrrev_b32_e32 v17, 8, v32
	v_mul_lo_u32 v4, 0x50, v4
	v_mul_u32_u24_e32 v6, 48, v6
	v_mul_u32_u24_e32 v8, 48, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 16, v67
	v_sub_nc_u32_e32 v4, v25, v4
	v_sub_nc_u32_e32 v7, v7, v8
	v_lshrrev_b32_e32 v8, 16, v25
	v_lshl_add_u32 v5, v5, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v4, 0xa0, v4
	v_lshl_add_u32 v7, v7, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v2, v2, v67
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v3, v6
	scratch_store_b16 v15, v2, off
	scratch_load_u16 v6, v5, off
	scratch_store_b8 v14, v3, off
	scratch_load_u8 v3, v4, off
	v_mul_hi_u32 v2, 0xcccccccd, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 6, v2
	v_mul_lo_u32 v9, 0x50, v2
	v_lshl_add_u32 v2, v25, 1, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v9, v26, v9
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v6, v6, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v3, v8
	v_add_nc_u32_e32 v8, 0xa0, v9
	v_lshrrev_b32_e32 v9, 8, v28
	scratch_store_b16 v5, v6, off
	scratch_load_u16 v5, v7, off
	scratch_store_b8 v4, v3, off
	scratch_load_u8 v6, v8, off
	v_mul_hi_u32 v3, 0xcccccccd, v28
	v_mul_hi_u32 v4, 0x5555556, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_u32_u24_e32 v11, 48, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v10, 0x50, v3
	v_mad_u64_u32 v[3:4], null, v26, 3, v[2:3]
	v_sub_nc_u32_e32 v2, v9, v11
	v_lshrrev_b32_e32 v4, 16, v26
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v9, v28, v10
	v_lshl_add_u32 v10, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v5, v5, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v6, v4
	v_add_nc_u32_e32 v4, 0xa0, v9
	scratch_store_b16 v7, v5, off
	scratch_load_u16 v5, v10, off
	scratch_store_b8 v8, v2, off
	scratch_load_u8 v6, v4, off
	v_mul_hi_u32 v2, 0xcccccccd, v29
	v_lshrrev_b32_e32 v7, 8, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v8, 0x5555556, v7
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v9, 0x50, v2
	v_mul_u32_u24_e32 v8, 48, v8
	v_lshl_add_u32 v2, v28, 2, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v3, v7, v8
	v_lshrrev_b32_e32 v7, 16, v28
	v_sub_nc_u32_e32 v8, v29, v9
	v_lshrrev_b32_e32 v9, 8, v30
	v_lshl_add_u32 v3, v3, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v8, 0xa0, v8
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v5, v5, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v6, v6, v7
	v_mul_hi_u32 v7, 0x5555556, v9
	scratch_store_b16 v10, v5, off
	scratch_load_u16 v5, v3, off
	scratch_store_b8 v4, v6, off
	scratch_load_u8 v4, v8, off
	v_mul_hi_u32 v6, 0xcccccccd, v30
	v_mul_u32_u24_e32 v11, 48, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v6, 6, v6
	v_mul_lo_u32 v10, 0x50, v6
	v_mad_u64_u32 v[6:7], null, v29, 5, v[2:3]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v2, v9, v11
	v_lshrrev_b32_e32 v7, 16, v29
	v_mul_hi_u32 v11, 0x5555556, v13
	v_sub_nc_u32_e32 v9, v30, v10
	v_lshl_add_u32 v12, v2, 1, 0xf0
	v_mul_hi_u32 v10, 0xcccccccd, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u32_u24_e32 v15, 48, v11
	v_lshrrev_b32_e32 v10, 6, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v14, 0x50, v10
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v5, v5, v6
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v2, v4, v7
	v_add_nc_u32_e32 v7, 0xa0, v9
	scratch_store_b16 v3, v5, off
	scratch_load_u16 v9, v12, off
	scratch_store_b8 v8, v2, off
	scratch_load_u8 v8, v7, off
	scratch_load_b128 v[2:5], off, off offset:32
	v_mad_u64_u32 v[10:11], null, v30, 6, v[6:7]
	v_sub_nc_u32_e32 v6, v13, v15
	v_lshrrev_b32_e32 v11, 16, v30
	v_sub_nc_u32_e32 v13, v31, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v14, v6, 1, 0xf0
	v_add_nc_u32_e32 v13, 0xa0, v13
	s_waitcnt vmcnt(2)
	v_add_nc_u16 v9, v9, v10
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v8, v11
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, 8, v2
	scratch_store_b16 v12, v9, off
	scratch_store_b8 v7, v6, off
	scratch_load_u16 v15, v14, off
	scratch_load_u8 v16, v13, off
	scratch_load_b128 v[6:9], off, off offset:48
	v_mul_hi_u32 v11, 0xcccccccd, v2
	v_mul_hi_u32 v12, 0x5555556, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v11, 5, v11
	v_mul_u32_u24_e32 v19, 48, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v11, v11, 40
	v_sub_nc_u32_e32 v2, v2, v11
	v_mul_hi_u32 v11, 0xcccccccd, v32
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v2, v2, 2, 0
	scratch_load_b32 v18, v2, off
	v_lshrrev_b32_e32 v2, 6, v11
	v_mad_u64_u32 v[11:12], null, v31, 7, v[10:11]
	v_lshrrev_b32_e32 v12, 16, v31
	v_sub_nc_u32_e32 v10, v17, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0x50, v2
	v_lshl_add_u32 v10, v10, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v32, v2
	s_waitcnt vmcnt(3)
	v_add_nc_u16 v15, v15, v11
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v12, v16, v12
	v_add_nc_u32_e32 v16, 0xa0, v2
	v_add_nc_u32_e32 v2, 9, v3
	v_add_nc_u32_e32 v3, 10, v4
	scratch_store_b16 v14, v15, off
	scratch_store_b8 v13, v12, off
	scratch_load_u8 v12, v16, off
	scratch_load_u16 v14, v10, off
	v_add_nc_u32_e32 v4, 11, v5
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v5, 12, v6
	v_add_nc_u32_e32 v6, 13, v7
	v_add_nc_u32_e32 v7, 14, v8
	v_add_nc_u32_e32 v8, 15, v9
	v_mul_hi_u32 v9, 0xcccccccd, v2
	v_mul_hi_u32 v13, 0xcccccccd, v3
	v_mul_hi_u32 v15, 0xcccccccd, v4
	v_mul_hi_u32 v17, 0xcccccccd, v5
	v_mul_hi_u32 v19, 0xcccccccd, v6
	v_mul_hi_u32 v20, 0xcccccccd, v7
	v_mul_hi_u32 v21, 0xcccccccd, v8
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v15, 5, v15
	v_lshrrev_b32_e32 v17, 5, v17
	v_lshrrev_b32_e32 v19, 5, v19
	v_lshrrev_b32_e32 v20, 5, v20
	v_lshrrev_b32_e32 v21, 5, v21
	v_mul_lo_u32 v9, v9, 40
	v_mul_lo_u32 v13, v13, 40
	v_mul_lo_u32 v15, v15, 40
	v_mul_lo_u32 v17, v17, 40
	v_mul_lo_u32 v19, v19, 40
	v_mul_lo_u32 v20, v20, 40
	v_mul_lo_u32 v21, v21, 40
	v_sub_nc_u32_e32 v2, v2, v9
	v_sub_nc_u32_e32 v3, v3, v13
	v_sub_nc_u32_e32 v4, v4, v15
	v_sub_nc_u32_e32 v5, v5, v17
	v_sub_nc_u32_e32 v6, v6, v19
	v_sub_nc_u32_e32 v7, v7, v20
	v_sub_nc_u32_e32 v8, v8, v21
	v_lshl_add_u32 v2, v2, 2, 0
	v_lshl_add_u32 v3, v3, 2, 0
	v_lshl_add_u32 v4, v4, 2, 0
	v_lshl_add_u32 v5, v5, 2, 0
	v_lshl_add_u32 v6, v6, 2, 0
	v_lshl_add_u32 v7, v7, 2, 0
	v_lshl_add_u32 v8, v8, 2, 0
	s_clause 0x6
	scratch_load_b32 v9, v2, off
	scratch_load_b32 v13, v3, off
	scratch_load_b32 v15, v4, off
	scratch_load_b32 v17, v5, off
	scratch_load_b32 v19, v6, off
	scratch_load_b32 v20, v7, off
	scratch_load_b32 v21, v8, off
	s_waitcnt vmcnt(9)
	v_mul_hi_u32 v2, 0xcccccccd, v18
	v_lshrrev_b32_e32 v3, 8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v3
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v5, 0x50, v2
	v_mul_u32_u24_e32 v4, 48, v4
	v_lshl_add_u32 v2, v32, 3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 16, v32
	v_sub_nc_u32_e32 v5, v18, v5
	v_lshl_add_u32 v7, v3, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0xa0, v5
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v3, v12, v4
	s_waitcnt vmcnt(7)
	v_add_nc_u16 v6, v14, v2
	scratch_store_b8 v16, v3, off
	scratch_store_b16 v10, v6, off
	scratch_load_u8 v8, v5, off
	scratch_load_u16 v6, v7, off
	s_waitcnt vmcnt(8)
	v_mul_hi_u32 v3, 0xcccccccd, v9
	v_lshrrev_b32_e32 v10, 8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v10
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v11, 0x50, v3
	v_mul_u32_u24_e32 v12, 48, v4
	v_mad_u64_u32 v[3:4], null, v18, 9, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v10, v12
	v_sub_nc_u32_e32 v10, v9, v11
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, v8, v4
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v3
	v_add_nc_u32_e32 v8, 0xa0, v10
	v_lshrrev_b32_e32 v10, 8, v13
	scratch_store_b8 v5, v4, off
	scratch_store_b16 v7, v6, off
	scratch_load_u8 v7, v8, off
	scratch_load_u16 v6, v2, off
	v_mul_hi_u32 v4, 0xcccccccd, v13
	v_mul_hi_u32 v5, 0x5555556, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 6, v4
	v_mul_u32_u24_e32 v12, 48, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v11, 0x50, v4
	v_mad_u64_u32 v[4:5], null, v9, 10, v[3:4]
	v_sub_nc_u32_e32 v3, v10, v12
	v_lshrrev_b32_e32 v5, 16, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v9, v13, v11
	v_lshl_add_u32 v10, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v3, v7, v5
	v_add_nc_u32_e32 v5, 0xa0, v9
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v4
	scratch_store_b8 v8, v3, off
	scratch_load_u8 v7, v5, off
	scratch_store_b16 v2, v6, off
	scratch_load_u16 v6, v10, off
	v_mul_hi_u32 v2, 0xcccccccd, v15
	v_lshrrev_b32_e32 v8, 8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v3, 0x5555556, v8
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v9, 0x50, v2
	v_mul_u32_u24_e32 v11, 48, v3
	v_mad_u64_u32 v[2:3], null, v13, 11, v[4:5]
	v_lshrrev_b32_e32 v4, 16, v13
	v_lshrrev_b32_e32 v13, 8, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v8, v11
	v_sub_nc_u32_e32 v8, v15, v9
	v_lshl_add_u32 v9, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v3, v7, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v7, 0xa0, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v2
	v_lshrrev_b32_e32 v8, 8, v17
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v5, v7, off
	scratch_store_b16 v10, v6, off
	scratch_load_u16 v6, v9, off
	v_mul_hi_u32 v3, 0xcccccccd, v17
	v_mul_hi_u32 v4, 0x5555556, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_u32_u24_e32 v11, 48, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v10, 0x50, v3
	v_mad_u64_u32 v[3:4], null, v15, 12, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v15
	v_sub_nc_u32_e32 v2, v8, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v8, v17, v10
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v5, 0xa0, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v3
	scratch_store_b8 v7, v4, off
	scratch_load_u8 v4, v5, off
	scratch_store_b16 v9, v6, off
	scratch_load_u16 v8, v2, off
	v_mul_hi_u32 v6, 0xcccccccd, v19
	v_lshrrev_b32_e32 v9, 8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0x5555556, v9
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v10, 0x50, v6
	v_mul_u32_u24_e32 v11, 48, v7
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[6:7], null, v17, 13, v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v9, v11
	v_lshrrev_b32_e32 v7, 16, v17
	v_sub_nc_u32_e32 v9, v19, v10
	v_mul_hi_u32 v10, 0xcccccccd, v20
	v_mul_hi_u32 v11, 0x5555556, v13
	v_lshl_add_u32 v12, v3, 1, 0xf0
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v8, v8, v6
	v_xor_b32_e32 v3, v4, v7
	v_add_nc_u32_e32 v7, 0xa0, v9
	v_lshrrev_b32_e32 v17, 8, v21
	scratch_store_b16 v2, v8, off
	scratch_load_u16 v8, v12, off
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v9, v7, off
	scratch_load_b128 v[2:5], off, off offset:64
	v_lshrrev_b32_e32 v10, 6, v10
	v_mul_u32_u24_e32 v15, 48, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v14, 0x50, v10
	v_mad_u64_u32 v[10:11], null, v19, 14, v[6:7]
	v_sub_nc_u32_e32 v6, v13, v15
	v_lshrrev_b32_e32 v11, 16, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v13, v20, v14
	v_lshl_add_u32 v14, v6, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0xa0, v13
	s_waitcnt vmcnt(2)
	v_add_nc_u16 v8, v8, v10
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v9, v11
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, 16, v2
	scratch_store_b16 v12, v8, off
	scratch_store_b8 v7, v6, off
	scratch_load_u16 v15, v14, off
	scratch_load_u8 v16, v13, off
	scratch_load_b128 v[6:9], off, off offset:80
	v_mul_hi_u32 v11, 0xcccccccd, v2
	v_mul_hi_u32 v12, 0x5555556, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v11, 5, v11
	v_mul_u32_u24_e32 v19, 48, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v11, v11, 40
	v_sub_nc_u32_e32 v2, v2, v11
	v_mul_hi_u32 v11, 0xcccccccd, v21
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v2, v2, 2, 0
	scratch_load_b32 v18, v2, off
	v_lshrrev_b32_e32 v2, 6, v11
	v_mad_u64_u32 v[11:12], null, v20, 15, v[10:11]
	v_lshrrev_b32_e32 v12, 16, v20
	v_sub_nc_u32_e32 v10, v17, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0x50, v2
	v_lshl_add_u32 v10, v10, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v2, v21, v2
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v12, v16, v12
	v_add_nc_u16 v15, v15, v11
	v_add_nc_u32_e32 v16, 0xa0, v2
	v_add_nc_u32_e32 v2, 17, v3
	v_add_nc_u32_e32 v3, 18, v4
	scratch_store_b8 v13, v12, off
	scratch_store_b16 v14, v15, off
	scratch_load_u8 v12, v16, off
	scratch_load_u16 v14, v10, off
	v_add_nc_u32_e32 v4, 19, v5
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v5, 20, v6
	v_add_nc_u32_e32 v6, 21, v7
	v_add_nc_u32_e32 v7, 22, v8
	v_add_nc_u32_e32 v8, 23, v9
	v_mul_hi_u32 v9, 0xcccccccd, v2
	v_mul_hi_u32 v13, 0xcccccccd, v3
	v_mul_hi_u32 v15, 0xcccccccd, v4
	v_mul_hi_u32 v17, 0xcccccccd, v5
	v_mul_hi_u32 v19, 0xcccccccd, v6
	v_mul_hi_u32 v20, 0xcccccccd, v7
	v_mul_hi_u32 v22, 0xcccccccd, v8
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v15, 5, v15
	v_lshrrev_b32_e32 v17, 5, v17
	v_lshrrev_b32_e32 v19, 5, v19
	v_lshrrev_b32_e32 v20, 5, v20
	v_lshrrev_b32_e32 v22, 5, v22
	v_mul_lo_u32 v9, v9, 40
	v_mul_lo_u32 v13, v13, 40
	v_mul_lo_u32 v15, v15, 40
	v_mul_lo_u32 v17, v17, 40
	v_mul_lo_u32 v19, v19, 40
	v_mul_lo_u32 v20, v20, 40
	v_mul_lo_u32 v22, v22, 40
	v_sub_nc_u32_e32 v2, v2, v9
	v_sub_nc_u32_e32 v3, v3, v13
	v_sub_nc_u32_e32 v4, v4, v15
	v_sub_nc_u32_e32 v5, v5, v17
	v_sub_nc_u32_e32 v6, v6, v19
	v_sub_nc_u32_e32 v7, v7, v20
	v_sub_nc_u32_e32 v8, v8, v22
	v_lshl_add_u32 v2, v2, 2, 0
	v_lshl_add_u32 v3, v3, 2, 0
	v_lshl_add_u32 v4, v4, 2, 0
	v_lshl_add_u32 v5, v5, 2, 0
	v_lshl_add_u32 v6, v6, 2, 0
	v_lshl_add_u32 v7, v7, 2, 0
	v_lshl_add_u32 v8, v8, 2, 0
	s_clause 0x6
	scratch_load_b32 v9, v2, off
	scratch_load_b32 v13, v3, off
	scratch_load_b32 v15, v4, off
	scratch_load_b32 v17, v5, off
	scratch_load_b32 v19, v6, off
	scratch_load_b32 v20, v7, off
	scratch_load_b32 v22, v8, off
	s_waitcnt vmcnt(9)
	v_mul_hi_u32 v2, 0xcccccccd, v18
	v_lshrrev_b32_e32 v3, 8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v3
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v5, 0x50, v2
	v_mul_u32_u24_e32 v4, 48, v4
	v_lshl_add_u32 v2, v21, 4, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 16, v21
	v_sub_nc_u32_e32 v5, v18, v5
	v_lshl_add_u32 v7, v3, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0xa0, v5
	s_waitcnt vmcnt(8)
	v_xor_b32_e32 v3, v12, v4
	s_waitcnt vmcnt(7)
	v_add_nc_u16 v6, v14, v2
	scratch_store_b8 v16, v3, off
	scratch_store_b16 v10, v6, off
	scratch_load_u8 v8, v5, off
	scratch_load_u16 v6, v7, off
	s_waitcnt vmcnt(8)
	v_mul_hi_u32 v3, 0xcccccccd, v9
	v_lshrrev_b32_e32 v10, 8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v10
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v11, 0x50, v3
	v_mul_u32_u24_e32 v12, 48, v4
	v_mad_u64_u32 v[3:4], null, v18, 17, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v10, v12
	v_sub_nc_u32_e32 v10, v9, v11
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, v8, v4
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v3
	v_add_nc_u32_e32 v8, 0xa0, v10
	v_lshrrev_b32_e32 v10, 8, v13
	scratch_store_b8 v5, v4, off
	scratch_store_b16 v7, v6, off
	scratch_load_u8 v7, v8, off
	scratch_load_u16 v6, v2, off
	v_mul_hi_u32 v4, 0xcccccccd, v13
	v_mul_hi_u32 v5, 0x5555556, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 6, v4
	v_mul_u32_u24_e32 v12, 48, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v11, 0x50, v4
	v_mad_u64_u32 v[4:5], null, v9, 18, v[3:4]
	v_sub_nc_u32_e32 v3, v10, v12
	v_lshrrev_b32_e32 v5, 16, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v9, v13, v11
	v_lshl_add_u32 v10, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v3, v7, v5
	v_add_nc_u32_e32 v5, 0xa0, v9
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v4
	scratch_store_b8 v8, v3, off
	scratch_load_u8 v7, v5, off
	scratch_store_b16 v2, v6, off
	scratch_load_u16 v6, v10, off
	v_mul_hi_u32 v2, 0xcccccccd, v15
	v_lshrrev_b32_e32 v8, 8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v3, 0x5555556, v8
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v9, 0x50, v2
	v_mul_u32_u24_e32 v11, 48, v3
	v_mad_u64_u32 v[2:3], null, v13, 19, v[4:5]
	v_lshrrev_b32_e32 v4, 16, v13
	v_lshrrev_b32_e32 v13, 8, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v8, v11
	v_sub_nc_u32_e32 v8, v15, v9
	v_lshl_add_u32 v9, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v3, v7, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v7, 0xa0, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v2
	v_lshrrev_b32_e32 v8, 8, v17
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v5, v7, off
	scratch_store_b16 v10, v6, off
	scratch_load_u16 v6, v9, off
	v_mul_hi_u32 v3, 0xcccccccd, v17
	v_mul_hi_u32 v4, 0x5555556, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_u32_u24_e32 v11, 48, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v10, 0x50, v3
	v_mad_u64_u32 v[3:4], null, v15, 20, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v15
	v_sub_nc_u32_e32 v2, v8, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v8, v17, v10
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v5, 0xa0, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v3
	scratch_store_b8 v7, v4, off
	scratch_load_u8 v4, v5, off
	scratch_store_b16 v9, v6, off
	scratch_load_u16 v8, v2, off
	v_mul_hi_u32 v6, 0xcccccccd, v19
	v_lshrrev_b32_e32 v9, 8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0x5555556, v9
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v10, 0x50, v6
	v_mul_u32_u24_e32 v11, 48, v7
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[6:7], null, v17, 21, v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v9, v11
	v_lshrrev_b32_e32 v7, 16, v17
	v_sub_nc_u32_e32 v9, v19, v10
	v_mul_hi_u32 v10, 0xcccccccd, v20
	v_mul_hi_u32 v11, 0x5555556, v13
	v_lshl_add_u32 v12, v3, 1, 0xf0
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v8, v8, v6
	v_xor_b32_e32 v3, v4, v7
	v_add_nc_u32_e32 v7, 0xa0, v9
	v_lshrrev_b32_e32 v17, 8, v22
	scratch_store_b16 v2, v8, off
	scratch_load_u16 v8, v12, off
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v9, v7, off
	scratch_load_b128 v[2:5], off, off offset:96
	v_lshrrev_b32_e32 v10, 6, v10
	v_mul_u32_u24_e32 v15, 48, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v14, 0x50, v10
	v_mad_u64_u32 v[10:11], null, v19, 22, v[6:7]
	v_sub_nc_u32_e32 v6, v13, v15
	v_lshrrev_b32_e32 v11, 16, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v13, v20, v14
	v_lshl_add_u32 v14, v6, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0xa0, v13
	s_waitcnt vmcnt(2)
	v_add_nc_u16 v8, v8, v10
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v9, v11
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, 24, v2
	scratch_store_b16 v12, v8, off
	scratch_store_b8 v7, v6, off
	scratch_load_u16 v15, v14, off
	scratch_load_u8 v16, v13, off
	scratch_load_b128 v[6:9], off, off offset:112
	v_mul_hi_u32 v11, 0xcccccccd, v2
	v_mul_hi_u32 v12, 0x5555556, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v11, 5, v11
	v_mul_u32_u24_e32 v19, 48, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v11, v11, 40
	v_sub_nc_u32_e32 v2, v2, v11
	v_mul_hi_u32 v11, 0xcccccccd, v22
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v2, v2, 2, 0
	scratch_load_b32 v18, v2, off
	v_lshrrev_b32_e32 v2, 6, v11
	v_mad_u64_u32 v[11:12], null, v20, 23, v[10:11]
	v_lshrrev_b32_e32 v12, 16, v20
	v_sub_nc_u32_e32 v10, v17, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0x50, v2
	v_lshl_add_u32 v10, v10, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v22, v2
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v12, v16, v12
	v_add_nc_u32_e32 v16, 0xa0, v2
	v_add_nc_u16 v15, v15, v11
	v_add_nc_u32_e32 v2, 25, v3
	v_add_nc_u32_e32 v3, 26, v4
	scratch_store_b8 v13, v12, off
	scratch_load_u8 v12, v16, off
	scratch_store_b16 v14, v15, off
	scratch_load_u16 v14, v10, off
	v_add_nc_u32_e32 v4, 27, v5
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v5, 28, v6
	v_add_nc_u32_e32 v6, 29, v7
	v_add_nc_u32_e32 v7, 30, v8
	v_add_nc_u32_e32 v8, 31, v9
	v_mul_hi_u32 v9, 0xcccccccd, v2
	v_mul_hi_u32 v13, 0xcccccccd, v3
	v_mul_hi_u32 v15, 0xcccccccd, v4
	v_mul_hi_u32 v17, 0xcccccccd, v5
	v_mul_hi_u32 v19, 0xcccccccd, v6
	v_mul_hi_u32 v20, 0xcccccccd, v7
	v_mul_hi_u32 v21, 0xcccccccd, v8
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v15, 5, v15
	v_lshrrev_b32_e32 v17, 5, v17
	v_lshrrev_b32_e32 v19, 5, v19
	v_lshrrev_b32_e32 v20, 5, v20
	v_lshrrev_b32_e32 v21, 5, v21
	v_mul_lo_u32 v9, v9, 40
	v_mul_lo_u32 v13, v13, 40
	v_mul_lo_u32 v15, v15, 40
	v_mul_lo_u32 v17, v17, 40
	v_mul_lo_u32 v19, v19, 40
	v_mul_lo_u32 v20, v20, 40
	v_mul_lo_u32 v21, v21, 40
	v_sub_nc_u32_e32 v2, v2, v9
	v_sub_nc_u32_e32 v3, v3, v13
	v_sub_nc_u32_e32 v4, v4, v15
	v_sub_nc_u32_e32 v5, v5, v17
	v_sub_nc_u32_e32 v6, v6, v19
	v_sub_nc_u32_e32 v7, v7, v20
	v_sub_nc_u32_e32 v8, v8, v21
	v_lshl_add_u32 v2, v2, 2, 0
	v_lshl_add_u32 v3, v3, 2, 0
	v_lshl_add_u32 v4, v4, 2, 0
	v_lshl_add_u32 v5, v5, 2, 0
	v_lshl_add_u32 v6, v6, 2, 0
	v_lshl_add_u32 v7, v7, 2, 0
	v_lshl_add_u32 v8, v8, 2, 0
	s_clause 0x6
	scratch_load_b32 v9, v2, off
	scratch_load_b32 v13, v3, off
	scratch_load_b32 v15, v4, off
	scratch_load_b32 v17, v5, off
	scratch_load_b32 v19, v6, off
	scratch_load_b32 v20, v7, off
	scratch_load_b32 v21, v8, off
	s_waitcnt vmcnt(9)
	v_mul_hi_u32 v2, 0xcccccccd, v18
	v_lshrrev_b32_e32 v4, 8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v3, 0x5555556, v4
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v5, 0x50, v2
	v_mul_u32_u24_e32 v6, 48, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v5, v18, v5
	v_add_nc_u32_e32 v5, 0xa0, v5
	s_waitcnt vmcnt(8)
	v_mad_u64_u32 v[2:3], null, v22, 24, v[11:12]
	v_sub_nc_u32_e32 v3, v4, v6
	v_lshrrev_b32_e32 v4, 16, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v3, 1, 0xf0
	v_xor_b32_e32 v3, v12, v4
	s_waitcnt vmcnt(7)
	v_add_nc_u16 v6, v14, v2
	scratch_store_b8 v16, v3, off
	scratch_store_b16 v10, v6, off
	scratch_load_u8 v8, v5, off
	scratch_load_u16 v6, v7, off
	s_waitcnt vmcnt(8)
	v_mul_hi_u32 v3, 0xcccccccd, v9
	v_lshrrev_b32_e32 v10, 8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v10
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v11, 0x50, v3
	v_mul_u32_u24_e32 v12, 48, v4
	v_mad_u64_u32 v[3:4], null, v18, 25, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v10, v12
	v_sub_nc_u32_e32 v10, v9, v11
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, v8, v4
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v3
	v_add_nc_u32_e32 v8, 0xa0, v10
	v_lshrrev_b32_e32 v10, 8, v13
	scratch_store_b8 v5, v4, off
	scratch_store_b16 v7, v6, off
	scratch_load_u8 v7, v8, off
	scratch_load_u16 v6, v2, off
	v_mul_hi_u32 v4, 0xcccccccd, v13
	v_mul_hi_u32 v5, 0x5555556, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v4, 6, v4
	v_mul_u32_u24_e32 v12, 48, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v11, 0x50, v4
	v_mad_u64_u32 v[4:5], null, v9, 26, v[3:4]
	v_sub_nc_u32_e32 v3, v10, v12
	v_lshrrev_b32_e32 v5, 16, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v9, v13, v11
	v_lshl_add_u32 v10, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v3, v7, v5
	v_add_nc_u32_e32 v5, 0xa0, v9
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v4
	scratch_store_b8 v8, v3, off
	scratch_load_u8 v7, v5, off
	scratch_store_b16 v2, v6, off
	scratch_load_u16 v6, v10, off
	v_mul_hi_u32 v2, 0xcccccccd, v15
	v_lshrrev_b32_e32 v8, 8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v3, 0x5555556, v8
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v9, 0x50, v2
	v_mul_u32_u24_e32 v11, 48, v3
	v_mad_u64_u32 v[2:3], null, v13, 27, v[4:5]
	v_lshrrev_b32_e32 v4, 16, v13
	v_lshrrev_b32_e32 v13, 8, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v8, v11
	v_sub_nc_u32_e32 v8, v15, v9
	v_lshl_add_u32 v9, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v3, v7, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v7, 0xa0, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v2
	v_lshrrev_b32_e32 v8, 8, v17
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v5, v7, off
	scratch_store_b16 v10, v6, off
	scratch_load_u16 v6, v9, off
	v_mul_hi_u32 v3, 0xcccccccd, v17
	v_mul_hi_u32 v4, 0x5555556, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_u32_u24_e32 v11, 48, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v10, 0x50, v3
	v_mad_u64_u32 v[3:4], null, v15, 28, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v15
	v_sub_nc_u32_e32 v2, v8, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v8, v17, v10
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v5, 0xa0, v8
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v6, v6, v3
	scratch_store_b8 v7, v4, off
	scratch_load_u8 v4, v5, off
	scratch_store_b16 v9, v6, off
	scratch_load_u16 v8, v2, off
	v_mul_hi_u32 v6, 0xcccccccd, v19
	v_lshrrev_b32_e32 v9, 8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0x5555556, v9
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v10, 0x50, v6
	v_mul_u32_u24_e32 v11, 48, v7
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[6:7], null, v17, 29, v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v9, v11
	v_lshrrev_b32_e32 v7, 16, v17
	v_sub_nc_u32_e32 v9, v19, v10
	v_mul_hi_u32 v10, 0xcccccccd, v20
	v_mul_hi_u32 v11, 0x5555556, v13
	v_lshl_add_u32 v12, v3, 1, 0xf0
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v8, v8, v6
	v_xor_b32_e32 v3, v4, v7
	v_add_nc_u32_e32 v7, 0xa0, v9
	v_lshrrev_b32_e32 v17, 8, v21
	scratch_store_b16 v2, v8, off
	scratch_load_u16 v8, v12, off
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v9, v7, off
	scratch_load_b128 v[2:5], off, off offset:128
	v_lshrrev_b32_e32 v10, 6, v10
	v_mul_u32_u24_e32 v15, 48, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v14, 0x50, v10
	v_mad_u64_u32 v[10:11], null, v19, 30, v[6:7]
	v_sub_nc_u32_e32 v6, v13, v15
	v_lshrrev_b32_e32 v11, 16, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v13, v20, v14
	v_lshl_add_u32 v14, v6, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0xa0, v13
	s_waitcnt vmcnt(2)
	v_add_nc_u16 v8, v8, v10
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v6, v9, v11
	s_waitcnt vmcnt(0)
	v_add_nc_u32_e32 v2, 32, v2
	scratch_store_b16 v12, v8, off
	scratch_load_u16 v15, v14, off
	scratch_store_b8 v7, v6, off
	scratch_load_u8 v16, v13, off
	scratch_load_b128 v[6:9], off, off offset:144
	v_mul_hi_u32 v11, 0xcccccccd, v2
	v_mul_hi_u32 v12, 0x5555556, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v11, 5, v11
	v_mul_u32_u24_e32 v19, 48, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v11, v11, 40
	v_sub_nc_u32_e32 v2, v2, v11
	v_mul_hi_u32 v11, 0xcccccccd, v21
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v2, v2, 2, 0
	scratch_load_b32 v18, v2, off
	v_lshrrev_b32_e32 v2, 6, v11
	v_mad_u64_u32 v[11:12], null, v20, 31, v[10:11]
	v_lshrrev_b32_e32 v12, 16, v20
	v_sub_nc_u32_e32 v10, v17, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0x50, v2
	v_lshl_add_u32 v10, v10, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v21, v2
	s_waitcnt vmcnt(3)
	v_add_nc_u16 v15, v15, v11
	s_waitcnt vmcnt(2)
	v_xor_b32_e32 v12, v16, v12
	v_add_nc_u32_e32 v16, 0xa0, v2
	v_add_nc_u32_e32 v2, 33, v3
	v_add_nc_u32_e32 v3, 34, v4
	scratch_store_b16 v14, v15, off
	scratch_store_b8 v13, v12, off
	scratch_load_u16 v14, v10, off
	scratch_load_u8 v12, v16, off
	v_add_nc_u32_e32 v4, 35, v5
	s_waitcnt vmcnt(3)
	v_add_nc_u32_e32 v5, 36, v6
	v_add_nc_u32_e32 v6, 37, v7
	v_add_nc_u32_e32 v7, 38, v8
	v_add_nc_u32_e32 v8, 39, v9
	v_mul_hi_u32 v9, 0xcccccccd, v2
	v_mul_hi_u32 v13, 0xcccccccd, v3
	v_mul_hi_u32 v15, 0xcccccccd, v4
	v_mul_hi_u32 v17, 0xcccccccd, v5
	v_mul_hi_u32 v19, 0xcccccccd, v6
	v_mul_hi_u32 v20, 0xcccccccd, v7
	v_mul_hi_u32 v22, 0xcccccccd, v8
	v_lshrrev_b32_e32 v9, 5, v9
	v_lshrrev_b32_e32 v13, 5, v13
	v_lshrrev_b32_e32 v15, 5, v15
	v_lshrrev_b32_e32 v17, 5, v17
	v_lshrrev_b32_e32 v19, 5, v19
	v_lshrrev_b32_e32 v20, 5, v20
	v_lshrrev_b32_e32 v22, 5, v22
	v_mul_lo_u32 v9, v9, 40
	v_mul_lo_u32 v13, v13, 40
	v_mul_lo_u32 v15, v15, 40
	v_mul_lo_u32 v17, v17, 40
	v_mul_lo_u32 v19, v19, 40
	v_mul_lo_u32 v20, v20, 40
	v_mul_lo_u32 v22, v22, 40
	v_sub_nc_u32_e32 v2, v2, v9
	v_sub_nc_u32_e32 v3, v3, v13
	v_sub_nc_u32_e32 v4, v4, v15
	v_sub_nc_u32_e32 v5, v5, v17
	v_sub_nc_u32_e32 v6, v6, v19
	v_sub_nc_u32_e32 v7, v7, v20
	v_sub_nc_u32_e32 v8, v8, v22
	v_lshl_add_u32 v2, v2, 2, 0
	v_lshl_add_u32 v3, v3, 2, 0
	v_lshl_add_u32 v4, v4, 2, 0
	v_lshl_add_u32 v5, v5, 2, 0
	v_lshl_add_u32 v6, v6, 2, 0
	v_lshl_add_u32 v7, v7, 2, 0
	v_lshl_add_u32 v8, v8, 2, 0
	s_clause 0x6
	scratch_load_b32 v9, v2, off
	scratch_load_b32 v13, v3, off
	scratch_load_b32 v15, v4, off
	scratch_load_b32 v17, v5, off
	scratch_load_b32 v6, v6, off
	scratch_load_b32 v7, v7, off
	scratch_load_b32 v8, v8, off
	s_waitcnt vmcnt(9)
	v_mul_hi_u32 v2, 0xcccccccd, v18
	v_lshrrev_b32_e32 v3, 8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v3
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v5, 0x50, v2
	v_mul_u32_u24_e32 v4, 48, v4
	v_lshl_add_u32 v2, v21, 5, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 16, v21
	v_sub_nc_u32_e32 v5, v18, v5
	v_add_nc_u32_e32 v5, 0xa0, v5
	s_waitcnt vmcnt(8)
	v_add_nc_u16 v11, v14, v2
	v_lshl_add_u32 v14, v3, 1, 0xf0
	s_waitcnt vmcnt(7)
	v_xor_b32_e32 v3, v12, v4
	scratch_store_b16 v10, v11, off
	scratch_load_u16 v10, v14, off
	scratch_store_b8 v16, v3, off
	scratch_load_u8 v11, v5, off
	s_waitcnt vmcnt(8)
	v_mul_hi_u32 v3, 0xcccccccd, v9
	v_lshrrev_b32_e32 v12, 8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v4, 0x5555556, v12
	v_lshrrev_b32_e32 v3, 6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v16, 0x50, v3
	v_mul_u32_u24_e32 v19, 48, v4
	v_mad_u64_u32 v[3:4], null, v18, 33, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v2, v12, v19
	v_sub_nc_u32_e32 v12, v9, v16
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v10, v10, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v11, v4
	v_add_nc_u32_e32 v11, 0xa0, v12
	scratch_store_b16 v14, v10, off
	scratch_load_u16 v10, v2, off
	scratch_store_b8 v5, v4, off
	scratch_load_u8 v12, v11, off
	v_mul_hi_u32 v4, 0xcccccccd, v13
	v_lshrrev_b32_e32 v14, 8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v5, 0x5555556, v14
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v16, 0x50, v4
	v_mul_u32_u24_e32 v18, 48, v5
	v_mad_u64_u32 v[4:5], null, v9, 34, v[3:4]
	v_lshrrev_b32_e32 v5, 16, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v14, v18
	v_sub_nc_u32_e32 v9, v13, v16
	v_lshl_add_u32 v14, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v10, v10, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v12, v5
	v_add_nc_u32_e32 v5, 0xa0, v9
	scratch_store_b16 v2, v10, off
	scratch_load_u16 v9, v14, off
	scratch_store_b8 v11, v3, off
	scratch_load_u8 v10, v5, off
	v_mul_hi_u32 v2, 0xcccccccd, v15
	v_lshrrev_b32_e32 v11, 8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v3, 0x5555556, v11
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v12, 0x50, v2
	v_mul_u32_u24_e32 v16, 48, v3
	v_mad_u64_u32 v[2:3], null, v13, 35, v[4:5]
	v_lshrrev_b32_e32 v4, 16, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v11, v16
	v_sub_nc_u32_e32 v11, v15, v12
	v_lshl_add_u32 v12, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v9, v9, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v10, v4
	v_add_nc_u32_e32 v10, 0xa0, v11
	v_lshrrev_b32_e32 v11, 8, v17
	scratch_store_b16 v14, v9, off
	scratch_load_u16 v9, v12, off
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v5, v10, off
	v_mul_hi_u32 v3, 0xcccccccd, v17
	v_mul_hi_u32 v4, 0x5555556, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_u32_u24_e32 v14, 48, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v13, 0x50, v3
	v_mad_u64_u32 v[3:4], null, v15, 36, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v15
	v_sub_nc_u32_e32 v2, v11, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v11, v17, v13
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v11, 0xa0, v11
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v9, v9, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v5, v4
	scratch_store_b16 v12, v9, off
	scratch_load_u16 v9, v2, off
	scratch_store_b8 v10, v4, off
	scratch_load_u8 v10, v11, off
	v_mul_hi_u32 v4, 0xcccccccd, v6
	v_lshrrev_b32_e32 v12, 8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v5, 0x5555556, v12
	v_lshrrev_b32_e32 v4, 6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v13, 0x50, v4
	v_mul_u32_u24_e32 v14, 48, v5
	v_mad_u64_u32 v[4:5], null, v17, 37, v[3:4]
	v_lshrrev_b32_e32 v5, 16, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v12, v14
	v_sub_nc_u32_e32 v12, v6, v13
	v_lshl_add_u32 v13, v3, 1, 0xf0
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v9, v9, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v10, v5
	v_add_nc_u32_e32 v5, 0xa0, v12
	scratch_store_b16 v2, v9, off
	scratch_load_u16 v9, v13, off
	scratch_store_b8 v11, v3, off
	scratch_load_u8 v10, v5, off
	v_mul_hi_u32 v2, 0xcccccccd, v7
	v_lshrrev_b32_e32 v11, 8, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v3, 0x5555556, v11
	v_lshrrev_b32_e32 v2, 6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v12, 0x50, v2
	v_mul_u32_u24_e32 v14, 48, v3
	v_mad_u64_u32 v[2:3], null, v6, 38, v[4:5]
	v_lshrrev_b32_e32 v4, 16, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v11, v14
	v_sub_nc_u32_e32 v6, v7, v12
	v_lshl_add_u32 v11, v3, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0xa0, v6
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v9, v9, v2
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v3, v10, v4
	v_lshrrev_b32_e32 v10, 8, v8
	scratch_store_b16 v13, v9, off
	scratch_load_u16 v9, v11, off
	scratch_store_b8 v5, v3, off
	scratch_load_u8 v5, v6, off
	v_mul_hi_u32 v3, 0xcccccccd, v8
	v_mul_hi_u32 v4, 0x5555556, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_u32_u24_e32 v13, 48, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_lo_u32 v12, 0x50, v3
	v_mad_u64_u32 v[3:4], null, v7, 39, v[2:3]
	v_lshrrev_b32_e32 v4, 16, v7
	v_sub_nc_u32_e32 v2, v10, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v7, v8, v12
	v_lshl_add_u32 v2, v2, 1, 0xf0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v7, 0xa0, v7
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v9, v9, v3
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v4, v5, v4
	scratch_store_b16 v11, v9, off
	scratch_load_u16 v9, v2, off
	scratch_store_b8 v6, v4, off
	scratch_load_u8 v6, v7, off
	v_mad_u64_u32 v[4:5], null, v8, 40, v[3:4]
	v_lshrrev_b32_e32 v5, 16, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xcccccccd, v4
	v_add_nc_u32_e32 v10, 6, v4
	v_add_nc_u32_e32 v11, 7, v4
	v_mul_hi_u32 v17, 0xcccccccd, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v18, 0xcccccccd, v11
	v_lshrrev_b32_e32 v3, 6, v3
	v_mul_lo_u32 v3, 0x50, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v17, 6, v17
	v_lshrrev_b32_e32 v18, 6, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v17, 0x50, v17
	v_mul_lo_u32 v18, 0x50, v18
	v_sub_nc_u32_e32 v3, v4, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v3, 0xa0, v3
	v_sub_nc_u32_e32 v10, v10, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v11, v11, v18
	v_add_nc_u32_e32 v10, 0xa0, v10
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v11, 0xa0, v11
	s_waitcnt vmcnt(1)
	v_add_nc_u16 v8, v9, v4
	v_add_nc_u32_e32 v9, 5, v4
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v5, v6, v5
	v_add_nc_u32_e32 v6, 2, v4
	scratch_store_b16 v2, v8, off
	scratch_load_u16 v2, off, off offset:240
	scratch_store_b8 v7, v5, off
	scratch_load_u8 v3, v3, off
	v_add_nc_u32_e32 v5, 1, v4
	v_add_nc_u32_e32 v7, 3, v4
	v_add_nc_u32_e32 v8, 4, v4
	v_mul_hi_u32 v13, 0xcccccccd, v6
	v_mul_hi_u32 v16, 0xcccccccd, v9
	v_mul_hi_u32 v12, 0xcccccccd, v5
	v_mul_hi_u32 v14, 0xcccccccd, v7
	v_mul_hi_u32 v15, 0xcccccccd, v8
	v_lshrrev_b32_e32 v13, 6, v13
	v_lshrrev_b32_e32 v16, 6, v16
	v_lshrrev_b32_e32 v12, 6, v12
	v_lshrrev_b32_e32 v14, 6, v14
	v_lshrrev_b32_e32 v15, 6, v15
	v_mul_lo_u32 v13, 0x50, v13
	v_mul_lo_u32 v16, 0x50, v16
	v_mul_lo_u32 v12, 0x50, v12
	v_mul_lo_u32 v14, 0x50, v14
	v_mul_lo_u32 v15, 0x50, v15
	v_sub_nc_u32_e32 v6, v6, v13
	v_sub_nc_u32_e32 v9, v9, v16
	v_sub_nc_u32_e32 v5, v5, v12
	v_sub_nc_u32_e32 v7, v7, v14
	v_sub_nc_u32_e32 v8, v8, v15
	v_add_nc_u32_e32 v6, 0xa0, v6
	v_add_nc_u32_e32 v9, 0xa0, v9
	v_add_nc_u32_e32 v5, 0xa0, v5
	v_add_nc_u32_e32 v7, 0xa0, v7
	v_add_nc_u32_e32 v8, 0xa0, v8
	s_clause 0x6
	scratch_load_u8 v5, v5, off
	scratch_load_u8 v6, v6, off
	scratch_load_u8 v7, v7, off
	scratch_load_u8 v8, v8, off
	scratch_load_u8 v9, v9, off
	scratch_load_u8 v10, v10, off
	scratch_load_u8 v11, v11, off
	s_waitcnt vmcnt(7)
	v_add_nc_u32_e32 v2, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, 1, v2
	v_mul_u32_u24_e32 v2, 31, v2
	v_mul_hi_u32 v12, 0x5555556, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u32_u24_e32 v12, 48, v12
	v_sub_nc_u32_e32 v3, v3, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v5, v3
	v_xor_b32_e32 v3, 2, v2
	v_mul_u32_u24_e32 v2, 31, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xaaaaaaab, v3
	v_lshrrev_b32_e32 v5, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 48
	v_sub_nc_u32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v6, v3
	v_xor_b32_e32 v3, 3, v2
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xaaaaaaab, v3
	v_lshrrev_b32_e32 v5, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 48
	v_sub_nc_u32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v7, v3
	v_xor_b32_e32 v3, 4, v2
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xaaaaaaab, v3
	v_lshrrev_b32_e32 v5, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 48
	v_sub_nc_u32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v8, v3
	v_xor_b32_e32 v3, 5, v2
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xaaaaaaab, v3
	v_lshrrev_b32_e32 v5, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 48
	v_sub_nc_u32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v9, v3
	v_xor_b32_e32 v3, 6, v2
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xaaaaaaab, v3
	v_lshrrev_b32_e32 v5, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 48
	v_sub_nc_u32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v10, v3
	v_xor_b32_e32 v3, 7, v2
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v5, 0xaaaaaaab, v3
	v_lshrrev_b32_e32 v5, 5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_lo_u32 v5, v5, 48
	v_sub_nc_u32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v3, v3, 1, 0xf0
	scratch_load_u16 v3, v3, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v11, v3
	v_add_nc_u32_e32 v3, 8, v4
	v_xor_b32_e32 v5, 8, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v6, 6, v6
	v_lshrrev_b32_e32 v7, 5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0x50, v6
	v_mul_lo_u32 v7, v7, 48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v3, v3, v6
	v_sub_nc_u32_e32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v3, 0xa0, v3
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 9, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 9, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 10, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 10, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 11, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 11, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 12, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 12, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 13, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 13, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 14, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 14, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_add_nc_u32_e32 v3, 15, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v5, 15, v2
	v_mul_hi_u32 v6, 0xcccccccd, v3
	v_mul_lo_u32 v2, v2, 31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v7, 0xaaaaaaab, v5
	v_lshrrev_b32_e32 v6, 6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v7, 5, v7
	v_mul_lo_u32 v6, 0x50, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, v7, 48
	v_sub_nc_u32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v5, v5, v7
	v_add_nc_u32_e32 v3, 0xa0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v5, v5, 1, 0xf0
	scratch_load_u8 v3, v3, off
	scratch_load_u16 v5, v5, off
	s_waitcnt vmcnt(0)
	v_add3_u32 v2, v2, v3, v5
	v_xor_b32_e32 v2, v2, v4
	global_store_b32 v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_walk
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 340
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 94
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
	.size	private_walk, .Lfunc_end0-private_walk
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 16184
; NumSgprs: 18
; NumVgprs: 94
; ScratchSize: 340
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 94
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
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
    .max_flat_workgroup_size: 64
    .name:           private_walk
    .private_segment_fixed_size: 340
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_walk.kd
    .uses_dynamic_stack: false
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
