	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	sha256_blocks           ; -- Begin function sha256_blocks
	.globl	sha256_blocks
	.p2align	8
	.type	sha256_blocks,@function
sha256_blocks:                          ; @sha256_blocks
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v18, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v18
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v17, 0 :: v_dual_lshlrev_b32 v16, 4, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_lshlrev_b32_e32 v16, 3, v18
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_clause 0x3
	global_load_b128 v[12:15], v[0:1], off
	global_load_b128 v[8:11], v[0:1], off offset:16
	global_load_b128 v[4:7], v[0:1], off offset:32
	global_load_b128 v[0:3], v[0:1], off offset:48
	s_waitcnt vmcnt(3)
	v_perm_b32 v12, 0, v12, 0x10203
	v_perm_b32 v13, 0, v13, 0x10203
	v_perm_b32 v14, 0, v14, 0x10203
	v_perm_b32 v15, 0, v15, 0x10203
	s_waitcnt vmcnt(2)
	v_perm_b32 v8, 0, v8, 0x10203
	v_perm_b32 v9, 0, v9, 0x10203
	s_waitcnt vmcnt(1)
	v_perm_b32 v5, 0, v5, 0x10203
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, 0, v2, 0x10203
	v_perm_b32 v2, 0, v7, 0x10203
	v_perm_b32 v7, 0, v0, 0x10203
	v_perm_b32 v3, 0, v3, 0x10203
	v_perm_b32 v10, 0, v10, 0x10203
	v_perm_b32 v4, 0, v4, 0x10203
	v_perm_b32 v6, 0, v6, 0x10203
	v_perm_b32 v1, 0, v1, 0x10203
	v_alignbit_b32 v0, v18, v18, 17
	v_alignbit_b32 v19, v18, v18, 19
	v_lshrrev_b32_e32 v20, 10, v18
	v_alignbit_b32 v21, v13, v13, 7
	v_alignbit_b32 v22, v13, v13, 18
	v_lshrrev_b32_e32 v23, 3, v13
	v_alignbit_b32 v25, v3, v3, 17
	v_alignbit_b32 v26, v3, v3, 19
	v_lshrrev_b32_e32 v27, 10, v3
	v_alignbit_b32 v28, v14, v14, 7
	v_alignbit_b32 v29, v14, v14, 18
	v_lshrrev_b32_e32 v30, 3, v14
	v_alignbit_b32 v32, v15, v15, 7
	v_alignbit_b32 v33, v15, v15, 18
	v_lshrrev_b32_e32 v34, 3, v15
	v_alignbit_b32 v36, v8, v8, 7
	v_alignbit_b32 v37, v8, v8, 18
	v_lshrrev_b32_e32 v38, 3, v8
	v_alignbit_b32 v40, v9, v9, 7
	v_alignbit_b32 v41, v9, v9, 18
	v_lshrrev_b32_e32 v42, 3, v9
	v_alignbit_b32 v55, v5, v5, 7
	v_alignbit_b32 v56, v5, v5, 18
	v_alignbit_b32 v64, v7, v7, 7
	v_alignbit_b32 v65, v7, v7, 18
	v_add_nc_u32_e32 v76, 0x98c7e2a2, v12
	v_perm_b32 v11, 0, v11, 0x10203
	v_add_nc_u32_e32 v24, v12, v5
	v_add_nc_u32_e32 v31, v13, v6
	v_alignbit_b32 v44, v10, v10, 7
	v_alignbit_b32 v45, v10, v10, 18
	v_lshrrev_b32_e32 v46, 3, v10
	v_alignbit_b32 v52, v4, v4, 7
	v_alignbit_b32 v53, v4, v4, 18
	v_lshrrev_b32_e32 v57, 3, v5
	v_alignbit_b32 v58, v6, v6, 7
	v_alignbit_b32 v59, v6, v6, 18
	v_alignbit_b32 v61, v2, v2, 7
	v_alignbit_b32 v62, v2, v2, 18
	v_lshrrev_b32_e32 v66, 3, v7
	v_alignbit_b32 v67, v1, v1, 7
	v_alignbit_b32 v68, v1, v1, 18
	v_alignbit_b32 v70, v18, v18, 7
	v_alignbit_b32 v71, v18, v18, 18
	v_alignbit_b32 v73, v3, v3, 7
	v_alignbit_b32 v74, v3, v3, 18
	v_add_nc_u32_e32 v77, 0xfc08884d, v12
	v_sub_nc_u32_e32 v12, 0x67381d5d, v12
	v_xor3_b32 v0, v0, v19, v20
	v_xor3_b32 v19, v21, v22, v23
	v_xor3_b32 v20, v25, v26, v27
	v_xor3_b32 v21, v28, v29, v30
	v_xor3_b32 v22, v32, v33, v34
	v_xor3_b32 v23, v36, v37, v38
	v_xor3_b32 v25, v40, v41, v42
	v_xor_b32_e32 v29, v55, v56
	v_xor_b32_e32 v33, v64, v65
	v_alignbit_b32 v38, v76, v76, 6
	v_alignbit_b32 v40, v76, v76, 11
	v_alignbit_b32 v41, v76, v76, 25
	v_and_b32_e32 v42, 0x510e527f, v76
	v_alignbit_b32 v48, v11, v11, 7
	v_alignbit_b32 v49, v11, v11, 18
	v_lshrrev_b32_e32 v50, 3, v11
	v_lshrrev_b32_e32 v54, 3, v4
	v_lshrrev_b32_e32 v60, 3, v6
	v_lshrrev_b32_e32 v63, 3, v2
	v_lshrrev_b32_e32 v69, 3, v1
	v_lshrrev_b32_e32 v72, 3, v18
	v_lshrrev_b32_e32 v75, 3, v3
	v_xor3_b32 v26, v44, v45, v46
	v_xor_b32_e32 v28, v52, v53
	v_xor_b32_e32 v30, v58, v59
	v_xor_b32_e32 v32, v61, v62
	v_xor_b32_e32 v34, v67, v68
	v_xor_b32_e32 v36, v70, v71
	v_xor_b32_e32 v37, v73, v74
	v_alignbit_b32 v44, v77, v77, 2
	v_alignbit_b32 v45, v77, v77, 13
	v_add3_u32 v19, v24, v0, v19
	v_add3_u32 v20, v31, v20, v21
	v_xad_u32 v21, v29, v57, v4
	v_xad_u32 v29, v33, v66, v2
	v_xor3_b32 v33, v38, v40, v41
	v_and_or_b32 v12, 0x9b05688c, v12, v42
	v_xor3_b32 v27, v48, v49, v50
	v_alignbit_b32 v46, v77, v77, 22
	v_and_b32_e32 v48, 0xd16e48e2, v77
	v_xad_u32 v0, v28, v54, v11
	v_xad_u32 v24, v30, v60, v5
	v_xad_u32 v28, v32, v63, v6
	v_xad_u32 v30, v34, v69, v7
	v_xad_u32 v31, v36, v72, v1
	v_xad_u32 v32, v37, v75, v18
	v_xor_b32_e32 v34, v44, v45
	v_alignbit_b32 v36, v19, v19, 17
	v_alignbit_b32 v37, v19, v19, 19
	v_lshrrev_b32_e32 v38, 10, v19
	v_alignbit_b32 v40, v20, v20, 17
	v_alignbit_b32 v41, v20, v20, 19
	v_lshrrev_b32_e32 v42, 10, v20
	v_alignbit_b32 v44, v19, v19, 7
	v_alignbit_b32 v45, v19, v19, 18
	v_alignbit_b32 v53, v20, v20, 7
	v_alignbit_b32 v54, v20, v20, 18
	v_add3_u32 v12, v13, v12, v33
	v_add_nc_u32_e32 v35, v14, v2
	v_add_nc_u32_e32 v39, v15, v7
	v_lshrrev_b32_e32 v52, 3, v19
	v_lshrrev_b32_e32 v55, 3, v20
	v_xad_u32 v13, v34, v46, v48
	v_xor3_b32 v33, v36, v37, v38
	v_xor3_b32 v34, v40, v41, v42
	v_xor_b32_e32 v36, v44, v45
	v_xor_b32_e32 v37, v53, v54
	v_add_nc_u32_e32 v38, 0xcd2a11ae, v12
	v_add3_u32 v13, v12, v13, 0xbabcc441
	v_sub_nc_u32_e32 v12, 0xb2d5ee51, v12
	v_add3_u32 v22, v35, v22, v33
	v_add3_u32 v23, v39, v23, v34
	v_xad_u32 v33, v36, v52, v3
	v_xad_u32 v34, v37, v55, v19
	v_alignbit_b32 v35, v38, v38, 6
	v_alignbit_b32 v36, v38, v38, 11
	v_alignbit_b32 v37, v38, v38, 25
	v_and_b32_e32 v39, v38, v76
	v_xor_b32_e32 v49, 0x6a09e667, v77
	v_and_b32_e32 v50, 0x6a09e667, v77
	v_alignbit_b32 v40, v13, v13, 2
	v_xor3_b32 v35, v35, v36, v37
	v_and_or_b32 v12, 0x510e527f, v12, v39
	v_alignbit_b32 v41, v13, v13, 13
	v_and_b32_e32 v44, v13, v49
	v_alignbit_b32 v48, v22, v22, 17
	v_alignbit_b32 v49, v22, v22, 19
	v_lshrrev_b32_e32 v52, 10, v22
	v_add3_u32 v12, v14, v12, v35
	v_add_nc_u32_e32 v43, v8, v1
	v_alignbit_b32 v42, v13, v13, 22
	v_alignbit_b32 v36, v23, v23, 7
	v_alignbit_b32 v37, v23, v23, 18
	v_xor_b32_e32 v40, v40, v41
	v_xor_b32_e32 v14, v44, v50
	v_xor3_b32 v35, v48, v49, v52
	v_add_nc_u32_e32 v48, 0xc2e12e0, v12
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v53, v23, v23, 17
	v_xad_u32 v14, v40, v42, v14
	v_add3_u32 v25, v43, v25, v35
	v_sub_nc_u32_e32 v35, 0xf3d1ed1f, v12
	v_alignbit_b32 v37, v48, v48, 6
	v_alignbit_b32 v40, v48, v48, 11
	v_alignbit_b32 v42, v48, v48, 25
	v_and_b32_e32 v43, v48, v38
	v_alignbit_b32 v54, v23, v23, 19
	v_lshrrev_b32_e32 v55, 10, v23
	v_alignbit_b32 v56, v22, v22, 7
	v_alignbit_b32 v57, v22, v22, 18
	v_xor3_b32 v37, v37, v40, v42
	v_and_or_b32 v35, v35, v76, v43
	v_add_nc_u32_e32 v47, v9, v18
	v_lshrrev_b32_e32 v58, 3, v22
	v_xor3_b32 v41, v53, v54, v55
	v_xor_b32_e32 v44, v56, v57
	v_add3_u32 v15, v15, v35, v37
	v_xor_b32_e32 v45, v13, v77
	v_add3_u32 v12, v12, v14, 0x50c6645b
	v_add3_u32 v26, v47, v26, v41
	v_xad_u32 v41, v44, v58, v20
	v_add_nc_u32_e32 v44, 0xa4ce148b, v15
	v_sub_nc_u32_e32 v52, 0x5b31eb74, v15
	v_and_b32_e32 v46, v13, v77
	v_alignbit_b32 v49, v12, v12, 2
	v_alignbit_b32 v50, v12, v12, 13
	v_and_b32_e32 v53, v44, v48
	v_and_b32_e32 v45, v12, v45
	v_alignbit_b32 v54, v44, v44, 6
	v_alignbit_b32 v55, v44, v44, 11
	v_alignbit_b32 v56, v44, v44, 25
	v_and_or_b32 v52, v52, v38, v53
	v_alignbit_b32 v53, v12, v12, 22
	v_xor_b32_e32 v49, v49, v50
	v_xor_b32_e32 v45, v45, v46
	v_xor3_b32 v46, v54, v55, v56
	v_add3_u32 v8, v8, v76, v52
	v_lshrrev_b32_e32 v39, 3, v23
	v_alignbit_b32 v14, v25, v25, 17
	v_xad_u32 v45, v49, v53, v45
	v_lshrrev_b32_e32 v40, 10, v25
	v_add3_u32 v8, v8, v46, 0x3956c25b
	v_xad_u32 v36, v36, v39, v22
	v_alignbit_b32 v39, v25, v25, 19
	v_alignbit_b32 v35, v26, v26, 17
	v_alignbit_b32 v37, v26, v26, 19
	v_lshrrev_b32_e32 v42, 10, v26
	v_alignbit_b32 v43, v25, v25, 7
	v_alignbit_b32 v47, v25, v25, 18
	v_add3_u32 v15, v15, v45, 0x3ac42e24
	v_add_nc_u32_e32 v45, v8, v77
	v_xor3_b32 v14, v14, v39, v40
	v_xor3_b32 v35, v35, v37, v42
	v_xor_b32_e32 v37, v43, v47
	v_alignbit_b32 v52, v26, v26, 7
	v_alignbit_b32 v40, v45, v45, 6
	v_alignbit_b32 v42, v45, v45, 11
	v_alignbit_b32 v43, v45, v45, 25
	v_bfi_b32 v47, v45, v44, v48
	v_alignbit_b32 v54, v26, v26, 18
	v_lshrrev_b32_e32 v46, 3, v26
	v_xor_b32_e32 v49, v12, v13
	v_xor3_b32 v40, v40, v42, v43
	v_add3_u32 v9, v9, v38, v47
	v_and_b32_e32 v53, v12, v13
	v_xor_b32_e32 v38, v52, v54
	v_add_nc_u32_e32 v51, v10, v3
	v_alignbit_b32 v39, v15, v15, 2
	v_add3_u32 v9, v9, v40, 0x59f111f1
	v_alignbit_b32 v55, v15, v15, 13
	v_alignbit_b32 v56, v15, v15, 22
	v_and_b32_e32 v49, v15, v49
	v_add3_u32 v35, v0, v19, v35
	v_add_nc_u32_e32 v13, v9, v13
	v_xad_u32 v0, v38, v46, v25
	v_add3_u32 v14, v51, v27, v14
	v_xor3_b32 v27, v39, v55, v56
	v_xor_b32_e32 v39, v49, v53
	v_alignbit_b32 v42, v13, v13, 6
	v_alignbit_b32 v43, v13, v13, 11
	v_alignbit_b32 v46, v13, v13, 25
	v_bfi_b32 v47, v13, v45, v44
	v_lshrrev_b32_e32 v50, 3, v25
	v_add3_u32 v8, v27, v39, v8
	v_xor_b32_e32 v38, v15, v12
	v_xor3_b32 v42, v42, v43, v46
	v_add3_u32 v10, v10, v48, v47
	v_xad_u32 v37, v37, v50, v23
	v_and_b32_e32 v39, v15, v12
	v_alignbit_b32 v40, v8, v8, 2
	v_alignbit_b32 v49, v8, v8, 13
	v_add3_u32 v10, v10, v42, 0x923f82a4
	v_alignbit_b32 v50, v8, v8, 22
	v_and_b32_e32 v38, v8, v38
	v_and_b32_e32 v48, v8, v15
	v_alignbit_b32 v27, v14, v14, 17
	v_add_nc_u32_e32 v12, v10, v12
	v_xor3_b32 v40, v40, v49, v50
	v_xor_b32_e32 v38, v38, v39
	v_alignbit_b32 v43, v14, v14, 19
	v_lshrrev_b32_e32 v46, 10, v14
	v_alignbit_b32 v50, v12, v12, 6
	v_alignbit_b32 v51, v12, v12, 11
	v_alignbit_b32 v52, v12, v12, 25
	v_bfi_b32 v53, v12, v13, v45
	v_add3_u32 v9, v40, v38, v9
	v_xor_b32_e32 v40, v8, v15
	v_xor3_b32 v27, v27, v43, v46
	v_xor3_b32 v50, v50, v51, v52
	v_add3_u32 v11, v11, v44, v53
	v_alignbit_b32 v49, v9, v9, 2
	v_alignbit_b32 v54, v9, v9, 13
	v_alignbit_b32 v55, v9, v9, 22
	v_and_b32_e32 v40, v9, v40
	v_add3_u32 v11, v11, v50, 0xab1c5ed5
	v_and_b32_e32 v43, v9, v8
	v_alignbit_b32 v39, v35, v35, 17
	v_xor3_b32 v49, v49, v54, v55
	v_xor_b32_e32 v40, v40, v48
	v_add_nc_u32_e32 v15, v11, v15
	v_alignbit_b32 v42, v35, v35, 19
	v_lshrrev_b32_e32 v47, 10, v35
	v_alignbit_b32 v38, v14, v14, 7
	v_add3_u32 v10, v49, v40, v10
	v_xor_b32_e32 v40, v9, v8
	v_alignbit_b32 v49, v15, v15, 6
	v_alignbit_b32 v53, v15, v15, 11
	v_alignbit_b32 v54, v15, v15, 25
	v_bfi_b32 v55, v15, v12, v13
	v_and_b32_e32 v40, v10, v40
	v_alignbit_b32 v46, v10, v10, 2
	v_alignbit_b32 v56, v10, v10, 13
	v_xor3_b32 v49, v49, v53, v54
	v_add3_u32 v4, v4, v45, v55
	v_alignbit_b32 v57, v10, v10, 22
	v_xor_b32_e32 v40, v40, v43
	v_alignbit_b32 v44, v14, v14, 18
	v_xor3_b32 v39, v39, v42, v47
	v_add3_u32 v43, v4, v49, 0xd807aa98
	v_xor3_b32 v42, v46, v56, v57
	v_lshrrev_b32_e32 v51, 3, v14
	v_xor_b32_e32 v38, v38, v44
	v_alignbit_b32 v48, v35, v35, 7
	v_add_nc_u32_e32 v8, v43, v8
	v_add3_u32 v11, v42, v40, v11
	v_alignbit_b32 v50, v35, v35, 18
	v_add3_u32 v21, v21, v20, v27
	v_xad_u32 v27, v38, v51, v26
	v_alignbit_b32 v42, v8, v8, 6
	v_alignbit_b32 v44, v8, v8, 11
	v_alignbit_b32 v45, v8, v8, 25
	v_bfi_b32 v46, v8, v15, v12
	v_xor_b32_e32 v38, v10, v9
	v_xor_b32_e32 v4, v48, v50
	v_add3_u32 v24, v24, v22, v39
	v_xor3_b32 v42, v42, v44, v45
	v_add3_u32 v5, v5, v13, v46
	v_and_b32_e32 v39, v10, v9
	v_alignbit_b32 v40, v11, v11, 2
	v_alignbit_b32 v47, v11, v11, 13
	v_alignbit_b32 v48, v11, v11, 22
	v_add3_u32 v5, v5, v42, 0x12835b01
	v_and_b32_e32 v38, v11, v38
	v_lshrrev_b32_e32 v52, 3, v35
	v_and_b32_e32 v45, v11, v10
	v_xor3_b32 v40, v40, v47, v48
	v_add_nc_u32_e32 v9, v5, v9
	v_xor_b32_e32 v38, v38, v39
	v_xad_u32 v4, v4, v52, v14
	v_alignbit_b32 v13, v21, v21, 17
	v_alignbit_b32 v39, v21, v21, 19
	v_alignbit_b32 v47, v9, v9, 6
	v_alignbit_b32 v48, v9, v9, 11
	v_alignbit_b32 v49, v9, v9, 25
	v_bfi_b32 v50, v9, v8, v15
	v_add3_u32 v38, v40, v38, v43
	v_xor_b32_e32 v43, v11, v10
	v_lshrrev_b32_e32 v42, 10, v21
	v_xor3_b32 v47, v47, v48, v49
	v_add3_u32 v6, v6, v12, v50
	v_alignbit_b32 v46, v38, v38, 2
	v_alignbit_b32 v51, v38, v38, 13
	v_alignbit_b32 v52, v38, v38, 22
	v_and_b32_e32 v43, v38, v43
	v_add3_u32 v6, v6, v47, 0x243185be
	v_and_b32_e32 v50, v38, v11
	v_xor3_b32 v13, v13, v39, v42
	v_xor3_b32 v46, v46, v51, v52
	v_xor_b32_e32 v43, v43, v45
	v_add_nc_u32_e32 v10, v6, v10
	v_alignbit_b32 v44, v24, v24, 17
	v_alignbit_b32 v40, v24, v24, 19
	v_lshrrev_b32_e32 v12, 10, v24
	v_add3_u32 v5, v46, v43, v5
	v_xor_b32_e32 v46, v38, v11
	v_alignbit_b32 v52, v10, v10, 6
	v_alignbit_b32 v53, v10, v10, 11
	v_alignbit_b32 v54, v10, v10, 25
	v_bfi_b32 v55, v10, v9, v8
	v_and_b32_e32 v46, v5, v46
	v_alignbit_b32 v51, v5, v5, 2
	v_alignbit_b32 v56, v5, v5, 13
	v_xor3_b32 v52, v52, v53, v54
	v_add3_u32 v2, v2, v15, v55
	v_alignbit_b32 v57, v5, v5, 22
	v_xor_b32_e32 v42, v46, v50
	v_alignbit_b32 v48, v21, v21, 7
	v_alignbit_b32 v45, v21, v21, 18
	v_add3_u32 v46, v2, v52, 0x550c7dc3
	v_alignbit_b32 v49, v24, v24, 7
	v_alignbit_b32 v43, v24, v24, 18
	v_xor3_b32 v39, v51, v56, v57
	v_xor3_b32 v2, v44, v40, v12
	v_add_nc_u32_e32 v11, v46, v11
	v_xor_b32_e32 v12, v48, v45
	v_xor_b32_e32 v40, v49, v43
	v_add3_u32 v6, v39, v42, v6
	v_add3_u32 v13, v28, v23, v13
	v_xor_b32_e32 v28, v5, v38
	v_alignbit_b32 v43, v11, v11, 6
	v_alignbit_b32 v44, v11, v11, 11
	v_alignbit_b32 v45, v11, v11, 25
	v_bfi_b32 v48, v11, v10, v9
	v_and_b32_e32 v39, v5, v38
	v_alignbit_b32 v42, v6, v6, 2
	v_alignbit_b32 v49, v6, v6, 13
	v_alignbit_b32 v50, v6, v6, 22
	v_and_b32_e32 v28, v6, v28
	v_xor3_b32 v43, v43, v44, v45
	v_add3_u32 v7, v7, v8, v48
	v_add3_u32 v8, v29, v25, v2
	v_xor3_b32 v29, v42, v49, v50
	v_xor_b32_e32 v28, v28, v39
	v_lshrrev_b32_e32 v47, 3, v21
	v_add3_u32 v7, v7, v43, 0x72be5d74
	v_lshrrev_b32_e32 v15, 3, v24
	v_and_b32_e32 v42, v6, v5
	v_add3_u32 v28, v29, v28, v46
	v_xad_u32 v12, v12, v47, v35
	v_add_nc_u32_e32 v29, v7, v38
	v_xad_u32 v2, v40, v15, v21
	v_xor_b32_e32 v40, v6, v5
	v_alignbit_b32 v43, v28, v28, 2
	v_alignbit_b32 v48, v28, v28, 13
	v_alignbit_b32 v44, v29, v29, 6
	v_alignbit_b32 v45, v29, v29, 11
	v_alignbit_b32 v46, v29, v29, 25
	v_bfi_b32 v47, v29, v11, v10
	v_alignbit_b32 v49, v28, v28, 22
	v_and_b32_e32 v40, v28, v40
	v_alignbit_b32 v15, v13, v13, 17
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v1, v1, v9, v47
	v_xor3_b32 v43, v43, v48, v49
	v_xor_b32_e32 v40, v40, v42
	v_and_b32_e32 v47, v28, v6
	v_alignbit_b32 v39, v13, v13, 19
	v_add3_u32 v1, v1, v44, 0x80deb1fe
	v_lshrrev_b32_e32 v38, 10, v13
	v_add3_u32 v7, v43, v40, v7
	v_xor_b32_e32 v43, v28, v6
	v_alignbit_b32 v9, v8, v8, 17
	v_add_nc_u32_e32 v5, v1, v5
	v_alignbit_b32 v45, v8, v8, 19
	v_alignbit_b32 v48, v7, v7, 2
	v_alignbit_b32 v53, v7, v7, 13
	v_alignbit_b32 v54, v7, v7, 22
	v_alignbit_b32 v49, v5, v5, 6
	v_alignbit_b32 v50, v5, v5, 11
	v_alignbit_b32 v51, v5, v5, 25
	v_bfi_b32 v52, v5, v29, v11
	v_and_b32_e32 v43, v7, v43
	v_lshrrev_b32_e32 v42, 10, v8
	v_alignbit_b32 v44, v13, v13, 7
	v_xor3_b32 v49, v49, v50, v51
	v_add3_u32 v10, v18, v10, v52
	v_alignbit_b32 v46, v13, v13, 18
	v_xor3_b32 v48, v48, v53, v54
	v_xor_b32_e32 v43, v43, v47
	v_xor3_b32 v15, v15, v39, v38
	v_add3_u32 v10, v10, v49, 0x9bdc06a7
	v_xor3_b32 v9, v9, v45, v42
	v_alignbit_b32 v18, v8, v8, 7
	v_add3_u32 v38, v48, v43, v1
	v_xor_b32_e32 v1, v44, v46
	v_add_nc_u32_e32 v6, v10, v6
	v_alignbit_b32 v50, v8, v8, 18
	v_lshrrev_b32_e32 v40, 3, v13
	v_lshrrev_b32_e32 v47, 3, v8
	v_xor_b32_e32 v39, v7, v28
	v_alignbit_b32 v44, v6, v6, 6
	v_alignbit_b32 v45, v6, v6, 11
	v_alignbit_b32 v46, v6, v6, 25
	v_bfi_b32 v48, v6, v5, v29
	v_and_b32_e32 v42, v7, v28
	v_alignbit_b32 v43, v38, v38, 2
	v_alignbit_b32 v49, v38, v38, 13
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v3, v3, v11, v48
	v_xor_b32_e32 v11, v18, v50
	v_alignbit_b32 v51, v38, v38, 22
	v_and_b32_e32 v39, v38, v39
	v_add3_u32 v9, v31, v14, v9
	v_add3_u32 v3, v3, v44, 0xc19bf174
	v_xad_u32 v31, v1, v40, v24
	v_xad_u32 v1, v11, v47, v13
	v_add3_u32 v15, v30, v26, v15
	v_xor3_b32 v18, v43, v49, v51
	v_add_nc_u32_e32 v11, v3, v28
	v_xor_b32_e32 v30, v39, v42
	v_xor_b32_e32 v28, v38, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_alignbit_b32 v40, v11, v11, 6
	v_alignbit_b32 v42, v11, v11, 11
	v_alignbit_b32 v43, v11, v11, 25
	v_bfi_b32 v44, v11, v6, v5
	v_add3_u32 v10, v18, v30, v10
	v_and_b32_e32 v30, v38, v7
	v_alignbit_b32 v18, v15, v15, 17
	v_xor3_b32 v40, v40, v42, v43
	v_add3_u32 v19, v19, v29, v44
	v_alignbit_b32 v39, v10, v10, 2
	v_alignbit_b32 v45, v10, v10, 13
	v_alignbit_b32 v46, v10, v10, 22
	v_and_b32_e32 v28, v10, v28
	v_add3_u32 v19, v19, v40, 0xe49b69c1
	v_and_b32_e32 v44, v10, v38
	v_alignbit_b32 v29, v15, v15, 19
	v_xor3_b32 v39, v39, v45, v46
	v_xor_b32_e32 v28, v28, v30
	v_add_nc_u32_e32 v7, v19, v7
	v_lshrrev_b32_e32 v42, 10, v15
	v_alignbit_b32 v30, v9, v9, 17
	v_alignbit_b32 v40, v9, v9, 19
	v_add3_u32 v3, v39, v28, v3
	v_alignbit_b32 v46, v7, v7, 6
	v_alignbit_b32 v47, v7, v7, 11
	v_alignbit_b32 v48, v7, v7, 25
	v_bfi_b32 v49, v7, v11, v6
	v_xor_b32_e32 v39, v10, v38
	v_alignbit_b32 v45, v3, v3, 2
	v_alignbit_b32 v50, v3, v3, 13
	v_xor3_b32 v46, v46, v47, v48
	v_add3_u32 v5, v20, v5, v49
	v_alignbit_b32 v51, v3, v3, 22
	v_and_b32_e32 v39, v3, v39
	v_xor3_b32 v18, v18, v29, v42
	v_xor_b32_e32 v29, v3, v10
	v_add3_u32 v5, v5, v46, 0xefbe4786
	v_xor3_b32 v45, v45, v50, v51
	v_xor_b32_e32 v39, v39, v44
	v_lshrrev_b32_e32 v43, 10, v9
	v_alignbit_b32 v28, v15, v15, 7
	v_add_nc_u32_e32 v38, v5, v38
	v_alignbit_b32 v20, v15, v15, 18
	v_add3_u32 v19, v45, v39, v19
	v_and_b32_e32 v39, v3, v10
	v_alignbit_b32 v44, v9, v9, 7
	v_alignbit_b32 v45, v38, v38, 6
	v_alignbit_b32 v49, v38, v38, 11
	v_alignbit_b32 v50, v38, v38, 25
	v_bfi_b32 v51, v38, v7, v11
	v_alignbit_b32 v42, v19, v19, 2
	v_alignbit_b32 v52, v19, v19, 13
	v_alignbit_b32 v53, v19, v19, 22
	v_xor3_b32 v45, v45, v49, v50
	v_add3_u32 v6, v22, v6, v51
	v_and_b32_e32 v29, v19, v29
	v_xor3_b32 v22, v30, v40, v43
	v_xor_b32_e32 v20, v28, v20
	v_xor3_b32 v28, v42, v52, v53
	v_add3_u32 v6, v6, v45, 0xfc19dc6
	v_xor_b32_e32 v29, v29, v39
	v_alignbit_b32 v46, v9, v9, 18
	v_add3_u32 v22, v33, v21, v22
	v_lshrrev_b32_e32 v48, 3, v9
	v_add_nc_u32_e32 v10, v6, v10
	v_add3_u32 v28, v28, v29, v5
	v_xor_b32_e32 v5, v19, v3
	v_xor_b32_e32 v30, v44, v46
	v_add3_u32 v18, v32, v35, v18
	v_alignbit_b32 v33, v10, v10, 6
	v_alignbit_b32 v39, v10, v10, 11
	v_alignbit_b32 v40, v10, v10, 25
	v_bfi_b32 v42, v10, v38, v7
	v_and_b32_e32 v29, v19, v3
	v_alignbit_b32 v32, v28, v28, 2
	v_alignbit_b32 v43, v28, v28, 13
	v_alignbit_b32 v44, v28, v28, 22
	v_and_b32_e32 v45, v28, v5
	v_xor3_b32 v33, v33, v39, v40
	v_add3_u32 v11, v23, v11, v42
	v_xad_u32 v5, v30, v48, v15
	v_xor3_b32 v30, v32, v43, v44
	v_xor_b32_e32 v29, v45, v29
	v_lshrrev_b32_e32 v47, 3, v15
	v_add3_u32 v11, v11, v33, 0x240ca1cc
	v_and_b32_e32 v40, v28, v19
	v_alignbit_b32 v23, v18, v18, 17
	v_add3_u32 v6, v30, v29, v6
	v_xad_u32 v20, v20, v47, v8
	v_add_nc_u32_e32 v29, v11, v3
	v_xor_b32_e32 v30, v28, v19
	v_alignbit_b32 v32, v18, v18, 19
	v_alignbit_b32 v42, v6, v6, 2
	v_alignbit_b32 v47, v6, v6, 13
	v_alignbit_b32 v43, v29, v29, 6
	v_alignbit_b32 v44, v29, v29, 11
	v_alignbit_b32 v45, v29, v29, 25
	v_bfi_b32 v46, v29, v10, v38
	v_alignbit_b32 v48, v6, v6, 22
	v_and_b32_e32 v30, v6, v30
	v_lshrrev_b32_e32 v33, 10, v18
	v_xor3_b32 v43, v43, v44, v45
	v_add3_u32 v7, v25, v7, v46
	v_xor3_b32 v42, v42, v47, v48
	v_xor_b32_e32 v30, v30, v40
	v_alignbit_b32 v39, v22, v22, 17
	v_alignbit_b32 v3, v22, v22, 19
	v_add3_u32 v7, v7, v43, 0x2de92c6f
	v_lshrrev_b32_e32 v25, 10, v22
	v_add3_u32 v11, v42, v30, v11
	v_xor_b32_e32 v42, v6, v28
	v_alignbit_b32 v44, v18, v18, 7
	v_add_nc_u32_e32 v19, v7, v19
	v_alignbit_b32 v40, v18, v18, 18
	v_and_b32_e32 v46, v6, v28
	v_and_b32_e32 v42, v11, v42
	v_xor3_b32 v23, v23, v32, v33
	v_alignbit_b32 v48, v19, v19, 6
	v_alignbit_b32 v49, v19, v19, 11
	v_alignbit_b32 v50, v19, v19, 25
	v_bfi_b32 v51, v19, v29, v10
	v_xor_b32_e32 v33, v42, v46
	v_xor3_b32 v3, v39, v3, v25
	v_xor_b32_e32 v25, v44, v40
	v_xor3_b32 v48, v48, v49, v50
	v_add3_u32 v26, v26, v38, v51
	v_alignbit_b32 v47, v11, v11, 2
	v_alignbit_b32 v52, v11, v11, 13
	v_alignbit_b32 v53, v11, v11, 22
	v_lshrrev_b32_e32 v43, 3, v18
	v_add3_u32 v26, v26, v48, 0x4a7484aa
	v_alignbit_b32 v45, v22, v22, 7
	v_alignbit_b32 v30, v22, v22, 18
	v_xor3_b32 v32, v47, v52, v53
	v_add3_u32 v23, v34, v24, v23
	v_add_nc_u32_e32 v28, v26, v28
	v_xad_u32 v25, v25, v43, v9
	v_xor_b32_e32 v30, v45, v30
	v_add3_u32 v7, v32, v33, v7
	v_xor_b32_e32 v32, v11, v6
	v_alignbit_b32 v39, v28, v28, 6
	v_alignbit_b32 v40, v28, v28, 11
	v_alignbit_b32 v42, v28, v28, 25
	v_bfi_b32 v44, v28, v19, v29
	v_and_b32_e32 v33, v11, v6
	v_alignbit_b32 v34, v7, v7, 2
	v_alignbit_b32 v45, v7, v7, 13
	v_xor3_b32 v39, v39, v40, v42
	v_add3_u32 v10, v14, v10, v44
	v_alignbit_b32 v46, v7, v7, 22
	v_and_b32_e32 v32, v7, v32
	v_add3_u32 v14, v41, v13, v3
	v_lshrrev_b32_e32 v38, 3, v22
	v_add3_u32 v10, v10, v39, 0x5cb0a9dc
	v_xor3_b32 v34, v34, v45, v46
	v_xor_b32_e32 v32, v32, v33
	v_alignbit_b32 v33, v23, v23, 19
	v_xad_u32 v3, v30, v38, v18
	v_add_nc_u32_e32 v6, v10, v6
	v_and_b32_e32 v38, v7, v11
	v_add3_u32 v26, v34, v32, v26
	v_xor_b32_e32 v34, v7, v11
	v_alignbit_b32 v30, v23, v23, 17
	v_alignbit_b32 v40, v6, v6, 6
	v_alignbit_b32 v41, v6, v6, 11
	v_alignbit_b32 v42, v6, v6, 25
	v_bfi_b32 v43, v6, v28, v19
	v_alignbit_b32 v39, v26, v26, 2
	v_alignbit_b32 v44, v26, v26, 13
	v_alignbit_b32 v45, v26, v26, 22
	v_xor3_b32 v40, v40, v41, v42
	v_add3_u32 v29, v35, v29, v43
	v_and_b32_e32 v34, v26, v34
	v_and_b32_e32 v43, v26, v7
	v_xor3_b32 v39, v39, v44, v45
	v_lshrrev_b32_e32 v32, 10, v23
	v_add3_u32 v29, v29, v40, 0x76f988da
	v_xor_b32_e32 v34, v34, v38
	v_alignbit_b32 v35, v14, v14, 17
	v_alignbit_b32 v41, v14, v14, 19
	v_lshrrev_b32_e32 v38, 10, v14
	v_add_nc_u32_e32 v11, v29, v11
	v_add3_u32 v10, v39, v34, v10
	v_xor_b32_e32 v39, v26, v7
	v_alignbit_b32 v40, v23, v23, 7
	v_alignbit_b32 v42, v23, v23, 18
	v_alignbit_b32 v45, v11, v11, 6
	v_alignbit_b32 v46, v11, v11, 11
	v_alignbit_b32 v47, v11, v11, 25
	v_bfi_b32 v48, v11, v6, v28
	v_alignbit_b32 v44, v10, v10, 2
	v_alignbit_b32 v49, v10, v10, 13
	v_alignbit_b32 v50, v10, v10, 22
	v_xor3_b32 v45, v45, v46, v47
	v_add3_u32 v19, v21, v19, v48
	v_and_b32_e32 v39, v10, v39
	v_xor3_b32 v30, v30, v33, v32
	v_xor3_b32 v44, v44, v49, v50
	v_xor3_b32 v32, v35, v41, v38
	v_add3_u32 v19, v19, v45, 0x983e5152
	v_xor_b32_e32 v39, v39, v43
	v_xor_b32_e32 v33, v40, v42
	v_xor_b32_e32 v35, v10, v26
	v_and_b32_e32 v38, v10, v26
	v_add_nc_u32_e32 v7, v19, v7
	v_add3_u32 v29, v44, v39, v29
	v_add3_u32 v32, v37, v15, v32
	v_lshrrev_b32_e32 v34, 3, v23
	v_alignbit_b32 v21, v14, v14, 7
	v_alignbit_b32 v40, v7, v7, 6
	v_alignbit_b32 v41, v7, v7, 11
	v_alignbit_b32 v42, v7, v7, 25
	v_bfi_b32 v44, v7, v11, v6
	v_alignbit_b32 v39, v29, v29, 2
	v_alignbit_b32 v45, v29, v29, 13
	v_alignbit_b32 v47, v29, v29, 22
	v_xor3_b32 v40, v40, v41, v42
	v_add3_u32 v24, v24, v28, v44
	v_and_b32_e32 v35, v29, v35
	v_add3_u32 v28, v36, v8, v30
	v_xor3_b32 v30, v39, v45, v47
	v_alignbit_b32 v46, v14, v14, 18
	v_add3_u32 v24, v24, v40, 0xa831c66d
	v_xor_b32_e32 v35, v35, v38
	v_xad_u32 v33, v33, v34, v22
	v_xor_b32_e32 v34, v29, v10
	v_lshrrev_b32_e32 v43, 3, v14
	v_add_nc_u32_e32 v26, v24, v26
	v_add3_u32 v19, v30, v35, v19
	v_xor_b32_e32 v21, v21, v46
	v_and_b32_e32 v35, v29, v10
	v_alignbit_b32 v30, v28, v28, 17
	v_alignbit_b32 v37, v26, v26, 6
	v_alignbit_b32 v38, v26, v26, 11
	v_alignbit_b32 v39, v26, v26, 25
	v_bfi_b32 v40, v26, v7, v11
	v_alignbit_b32 v36, v19, v19, 2
	v_alignbit_b32 v41, v19, v19, 13
	v_alignbit_b32 v42, v19, v19, 22
	v_xor3_b32 v37, v37, v38, v39
	v_add3_u32 v6, v13, v6, v40
	v_and_b32_e32 v34, v19, v34
	v_xad_u32 v21, v21, v43, v23
	v_xor3_b32 v36, v36, v41, v42
	v_and_b32_e32 v40, v19, v29
	v_add3_u32 v6, v6, v37, 0xb00327c8
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v13, v28, v28, 19
	v_lshrrev_b32_e32 v38, 10, v28
	v_alignbit_b32 v35, v32, v32, 17
	v_add_nc_u32_e32 v10, v6, v10
	v_add3_u32 v24, v36, v34, v24
	v_xor_b32_e32 v36, v19, v29
	v_alignbit_b32 v37, v32, v32, 19
	v_lshrrev_b32_e32 v39, 10, v32
	v_alignbit_b32 v42, v10, v10, 6
	v_alignbit_b32 v43, v10, v10, 11
	v_alignbit_b32 v44, v10, v10, 25
	v_bfi_b32 v45, v10, v26, v7
	v_alignbit_b32 v41, v24, v24, 2
	v_alignbit_b32 v46, v24, v24, 13
	v_alignbit_b32 v47, v24, v24, 22
	v_xor3_b32 v42, v42, v43, v44
	v_add3_u32 v8, v8, v11, v45
	v_and_b32_e32 v36, v24, v36
	v_xor3_b32 v13, v30, v13, v38
	v_xor3_b32 v41, v41, v46, v47
	v_xor_b32_e32 v30, v24, v19
	v_add3_u32 v8, v8, v42, 0xbf597fc7
	v_xor_b32_e32 v36, v36, v40
	v_alignbit_b32 v34, v28, v28, 7
	v_alignbit_b32 v11, v28, v28, 18
	v_add3_u32 v0, v0, v9, v13
	v_add_nc_u32_e32 v29, v8, v29
	v_add3_u32 v6, v41, v36, v6
	v_and_b32_e32 v36, v24, v19
	v_xor_b32_e32 v11, v34, v11
	v_alignbit_b32 v40, v32, v32, 7
	v_alignbit_b32 v41, v29, v29, 6
	v_alignbit_b32 v45, v29, v29, 11
	v_alignbit_b32 v46, v29, v29, 25
	v_bfi_b32 v47, v29, v10, v26
	v_alignbit_b32 v38, v6, v6, 2
	v_alignbit_b32 v48, v6, v6, 13
	v_alignbit_b32 v49, v6, v6, 22
	v_xor3_b32 v41, v41, v45, v46
	v_add3_u32 v7, v15, v7, v47
	v_and_b32_e32 v30, v6, v30
	v_xor3_b32 v15, v35, v37, v39
	v_xor3_b32 v34, v38, v48, v49
	v_alignbit_b32 v42, v32, v32, 18
	v_add3_u32 v7, v7, v41, 0xc6e00bf3
	v_xor_b32_e32 v30, v30, v36
	v_add3_u32 v13, v27, v18, v15
	v_and_b32_e32 v27, v6, v24
	v_xor_b32_e32 v35, v40, v42
	v_add_nc_u32_e32 v15, v7, v19
	v_add3_u32 v8, v34, v30, v8
	v_xor_b32_e32 v19, v6, v24
	v_lshrrev_b32_e32 v43, 3, v28
	v_lshrrev_b32_e32 v44, 3, v32
	v_alignbit_b32 v34, v15, v15, 6
	v_alignbit_b32 v36, v15, v15, 11
	v_alignbit_b32 v37, v15, v15, 25
	v_bfi_b32 v38, v15, v29, v10
	v_alignbit_b32 v30, v8, v8, 2
	v_alignbit_b32 v39, v8, v8, 13
	v_alignbit_b32 v40, v8, v8, 22
	v_and_b32_e32 v19, v8, v19
	v_xor3_b32 v34, v34, v36, v37
	v_add3_u32 v9, v9, v26, v38
	v_xad_u32 v11, v11, v43, v14
	v_xor3_b32 v30, v30, v39, v40
	v_xor_b32_e32 v19, v19, v27
	v_xad_u32 v26, v35, v44, v28
	v_add3_u32 v9, v9, v34, 0xd5a79147
	v_and_b32_e32 v37, v8, v6
	v_alignbit_b32 v35, v0, v0, 17
	v_add3_u32 v7, v30, v19, v7
	v_xor_b32_e32 v30, v8, v6
	v_add_nc_u32_e32 v19, v9, v24
	v_alignbit_b32 v27, v0, v0, 19
	v_lshrrev_b32_e32 v34, 10, v0
	v_alignbit_b32 v38, v7, v7, 2
	v_alignbit_b32 v43, v7, v7, 13
	v_alignbit_b32 v39, v19, v19, 6
	v_alignbit_b32 v40, v19, v19, 11
	v_alignbit_b32 v41, v19, v19, 25
	v_bfi_b32 v42, v19, v15, v29
	v_alignbit_b32 v44, v7, v7, 22
	v_and_b32_e32 v30, v7, v30
	v_alignbit_b32 v36, v13, v13, 17
	v_xor3_b32 v39, v39, v40, v41
	v_add3_u32 v10, v18, v10, v42
	v_xor3_b32 v38, v38, v43, v44
	v_xor_b32_e32 v30, v30, v37
	v_and_b32_e32 v42, v7, v8
	v_alignbit_b32 v24, v13, v13, 19
	v_add3_u32 v10, v10, v39, 0x6ca6351
	v_lshrrev_b32_e32 v18, 10, v13
	v_add3_u32 v9, v38, v30, v9
	v_xor_b32_e32 v38, v7, v8
	v_alignbit_b32 v40, v0, v0, 7
	v_add_nc_u32_e32 v6, v10, v6
	v_alignbit_b32 v37, v0, v0, 18
	v_alignbit_b32 v43, v9, v9, 2
	v_alignbit_b32 v48, v9, v9, 13
	v_alignbit_b32 v49, v9, v9, 22
	v_alignbit_b32 v44, v6, v6, 6
	v_alignbit_b32 v45, v6, v6, 11
	v_alignbit_b32 v46, v6, v6, 25
	v_bfi_b32 v47, v6, v19, v15
	v_and_b32_e32 v38, v9, v38
	v_xor3_b32 v27, v35, v27, v34
	v_xor3_b32 v34, v43, v48, v49
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v29, v22, v29, v47
	v_xor_b32_e32 v35, v38, v42
	v_xor3_b32 v18, v36, v24, v18
	v_xor_b32_e32 v24, v40, v37
	v_lshrrev_b32_e32 v39, 3, v0
	v_add3_u32 v29, v29, v44, 0x14292967
	v_add3_u32 v10, v34, v35, v10
	v_alignbit_b32 v41, v13, v13, 7
	v_alignbit_b32 v30, v13, v13, 18
	v_add3_u32 v4, v4, v22, v27
	v_add_nc_u32_e32 v8, v29, v8
	v_xor_b32_e32 v22, v9, v7
	v_and_b32_e32 v27, v9, v7
	v_xor_b32_e32 v30, v41, v30
	v_alignbit_b32 v34, v10, v10, 2
	v_alignbit_b32 v35, v8, v8, 6
	v_alignbit_b32 v36, v8, v8, 11
	v_alignbit_b32 v37, v8, v8, 25
	v_bfi_b32 v38, v8, v6, v19
	v_alignbit_b32 v40, v10, v10, 13
	v_alignbit_b32 v41, v10, v10, 22
	v_and_b32_e32 v22, v10, v22
	v_xor3_b32 v35, v35, v36, v37
	v_add3_u32 v15, v23, v15, v38
	v_add3_u32 v12, v12, v23, v18
	v_xad_u32 v18, v24, v39, v32
	v_xor3_b32 v23, v34, v40, v41
	v_xor_b32_e32 v22, v22, v27
	v_add3_u32 v15, v15, v35, 0x27b70a85
	v_lshrrev_b32_e32 v45, 3, v13
	v_and_b32_e32 v34, v10, v9
	v_alignbit_b32 v27, v4, v4, 17
	v_add3_u32 v22, v23, v22, v29
	v_add_nc_u32_e32 v7, v15, v7
	v_xor_b32_e32 v29, v10, v9
	v_xad_u32 v24, v30, v45, v0
	v_alignbit_b32 v30, v4, v4, 19
	v_alignbit_b32 v35, v22, v22, 2
	v_alignbit_b32 v36, v7, v7, 6
	v_alignbit_b32 v37, v7, v7, 11
	v_alignbit_b32 v38, v7, v7, 25
	v_bfi_b32 v39, v7, v8, v6
	v_alignbit_b32 v40, v22, v22, 13
	v_alignbit_b32 v41, v22, v22, 22
	v_and_b32_e32 v29, v22, v29
	v_xor3_b32 v36, v36, v37, v38
	v_add3_u32 v19, v14, v19, v39
	v_lshrrev_b32_e32 v23, 10, v4
	v_xor3_b32 v35, v35, v40, v41
	v_xor_b32_e32 v29, v29, v34
	v_and_b32_e32 v40, v22, v10
	v_add3_u32 v19, v19, v36, 0x2e1b2138
	v_alignbit_b32 v37, v12, v12, 17
	v_alignbit_b32 v38, v12, v12, 19
	v_add3_u32 v15, v35, v29, v15
	v_xor_b32_e32 v35, v22, v10
	v_add_nc_u32_e32 v9, v19, v9
	v_lshrrev_b32_e32 v34, 10, v12
	v_alignbit_b32 v36, v4, v4, 7
	v_alignbit_b32 v41, v15, v15, 2
	v_alignbit_b32 v46, v15, v15, 13
	v_alignbit_b32 v42, v9, v9, 6
	v_alignbit_b32 v43, v9, v9, 11
	v_alignbit_b32 v44, v9, v9, 25
	v_bfi_b32 v45, v9, v7, v8
	v_alignbit_b32 v47, v15, v15, 22
	v_and_b32_e32 v35, v15, v35
	v_alignbit_b32 v39, v4, v4, 18
	v_xor3_b32 v42, v42, v43, v44
	v_add3_u32 v6, v28, v6, v45
	v_xor3_b32 v41, v41, v46, v47
	v_xor_b32_e32 v35, v35, v40
	v_xor3_b32 v23, v27, v30, v23
	v_xor3_b32 v27, v37, v38, v34
	v_add3_u32 v6, v6, v42, 0x4d2c6dfc
	v_xor_b32_e32 v30, v36, v39
	v_add3_u32 v19, v41, v35, v19
	v_xor_b32_e32 v34, v15, v22
	v_and_b32_e32 v35, v15, v22
	v_add_nc_u32_e32 v10, v6, v10
	v_add3_u32 v2, v2, v14, v23
	v_alignbit_b32 v36, v19, v19, 2
	v_alignbit_b32 v42, v19, v19, 13
	v_alignbit_b32 v45, v19, v19, 22
	v_alignbit_b32 v37, v10, v10, 6
	v_alignbit_b32 v38, v10, v10, 11
	v_alignbit_b32 v39, v10, v10, 25
	v_bfi_b32 v41, v10, v9, v7
	v_and_b32_e32 v34, v19, v34
	v_xor3_b32 v14, v36, v42, v45
	v_alignbit_b32 v43, v12, v12, 7
	v_xor3_b32 v37, v37, v38, v39
	v_add3_u32 v8, v32, v8, v41
	v_xor_b32_e32 v23, v34, v35
	v_alignbit_b32 v44, v12, v12, 18
	v_lshrrev_b32_e32 v29, 3, v4
	v_lshrrev_b32_e32 v40, 3, v12
	v_add3_u32 v8, v8, v37, 0x53380d13
	v_add3_u32 v6, v14, v23, v6
	v_xor_b32_e32 v38, v43, v44
	v_xor_b32_e32 v23, v19, v15
	v_add3_u32 v27, v31, v28, v27
	v_add_nc_u32_e32 v14, v8, v22
	v_xad_u32 v28, v30, v29, v13
	v_xad_u32 v29, v38, v40, v4
	v_and_b32_e32 v30, v19, v15
	v_alignbit_b32 v31, v6, v6, 2
	v_alignbit_b32 v34, v14, v14, 6
	v_alignbit_b32 v35, v14, v14, 11
	v_alignbit_b32 v36, v14, v14, 25
	v_bfi_b32 v37, v14, v10, v9
	v_alignbit_b32 v38, v6, v6, 13
	v_alignbit_b32 v39, v6, v6, 22
	v_and_b32_e32 v23, v6, v23
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v7, v0, v7, v37
	v_alignbit_b32 v22, v2, v2, 17
	v_xor3_b32 v31, v31, v38, v39
	v_xor_b32_e32 v23, v23, v30
	v_and_b32_e32 v38, v6, v19
	v_add3_u32 v7, v7, v34, 0x650a7354
	v_alignbit_b32 v35, v2, v2, 19
	v_lshrrev_b32_e32 v36, 10, v2
	v_add3_u32 v8, v31, v23, v8
	v_xor_b32_e32 v31, v6, v19
	v_add_nc_u32_e32 v15, v7, v15
	v_alignbit_b32 v30, v27, v27, 17
	v_alignbit_b32 v34, v27, v27, 19
	v_alignbit_b32 v39, v8, v8, 2
	v_alignbit_b32 v44, v8, v8, 13
	v_alignbit_b32 v40, v15, v15, 6
	v_alignbit_b32 v41, v15, v15, 11
	v_alignbit_b32 v42, v15, v15, 25
	v_bfi_b32 v43, v15, v14, v10
	v_alignbit_b32 v45, v8, v8, 22
	v_and_b32_e32 v31, v8, v31
	v_lshrrev_b32_e32 v37, 10, v27
	v_xor3_b32 v40, v40, v41, v42
	v_add3_u32 v9, v13, v9, v43
	v_xor3_b32 v39, v39, v44, v45
	v_xor_b32_e32 v31, v31, v38
	v_xor3_b32 v22, v22, v35, v36
	v_and_b32_e32 v35, v8, v6
	v_add3_u32 v9, v9, v40, 0x766a0abb
	v_xor3_b32 v30, v30, v34, v37
	v_add3_u32 v7, v39, v31, v7
	v_xor_b32_e32 v31, v8, v6
	v_add3_u32 v1, v1, v32, v22
	v_add_nc_u32_e32 v19, v9, v19
	v_alignbit_b32 v23, v2, v2, 7
	v_alignbit_b32 v36, v7, v7, 2
	v_alignbit_b32 v47, v7, v7, 13
	v_alignbit_b32 v48, v7, v7, 22
	v_alignbit_b32 v39, v19, v19, 6
	v_alignbit_b32 v44, v19, v19, 11
	v_alignbit_b32 v45, v19, v19, 25
	v_bfi_b32 v46, v19, v15, v14
	v_and_b32_e32 v31, v7, v31
	v_xor3_b32 v34, v36, v47, v48
	v_alignbit_b32 v41, v2, v2, 18
	v_xor3_b32 v39, v39, v44, v45
	v_add3_u32 v10, v4, v10, v46
	v_xor_b32_e32 v31, v31, v35
	v_lshrrev_b32_e32 v42, 3, v2
	v_alignbit_b32 v38, v27, v27, 7
	v_alignbit_b32 v40, v27, v27, 18
	v_add3_u32 v10, v10, v39, 0x81c2c92e
	v_add3_u32 v9, v34, v31, v9
	v_xor_b32_e32 v23, v23, v41
	v_add3_u32 v0, v20, v0, v30
	v_xor_b32_e32 v35, v38, v40
	v_add_nc_u32_e32 v6, v10, v6
	v_xor_b32_e32 v22, v7, v8
	v_xad_u32 v20, v23, v42, v12
	v_and_b32_e32 v23, v7, v8
	v_alignbit_b32 v30, v9, v9, 2
	v_alignbit_b32 v31, v6, v6, 6
	v_alignbit_b32 v32, v6, v6, 11
	v_alignbit_b32 v34, v6, v6, 25
	v_bfi_b32 v36, v6, v19, v15
	v_alignbit_b32 v37, v9, v9, 13
	v_alignbit_b32 v38, v9, v9, 22
	v_and_b32_e32 v22, v9, v22
	v_xor3_b32 v31, v31, v32, v34
	v_add3_u32 v14, v12, v14, v36
	v_lshrrev_b32_e32 v43, 3, v27
	v_xor3_b32 v30, v30, v37, v38
	v_xor_b32_e32 v22, v22, v23
	v_and_b32_e32 v36, v9, v7
	v_add3_u32 v14, v14, v31, 0x92722c85
	v_xad_u32 v32, v35, v43, v2
	v_alignbit_b32 v34, v1, v1, 17
	v_add3_u32 v10, v30, v22, v10
	v_xor_b32_e32 v30, v9, v7
	v_add_nc_u32_e32 v8, v14, v8
	v_alignbit_b32 v23, v1, v1, 19
	v_lshrrev_b32_e32 v31, 10, v1
	v_alignbit_b32 v37, v10, v10, 2
	v_alignbit_b32 v42, v10, v10, 13
	v_alignbit_b32 v38, v8, v8, 6
	v_alignbit_b32 v39, v8, v8, 11
	v_alignbit_b32 v40, v8, v8, 25
	v_bfi_b32 v41, v8, v6, v19
	v_alignbit_b32 v43, v10, v10, 22
	v_and_b32_e32 v30, v10, v30
	v_alignbit_b32 v35, v0, v0, 17
	v_xor3_b32 v38, v38, v39, v40
	v_add3_u32 v15, v2, v15, v41
	v_xor3_b32 v37, v37, v42, v43
	v_xor_b32_e32 v30, v30, v36
	v_and_b32_e32 v42, v10, v9
	v_alignbit_b32 v22, v0, v0, 19
	v_add3_u32 v15, v15, v38, 0xa2bfe8a1
	v_lshrrev_b32_e32 v39, 10, v0
	v_add3_u32 v14, v37, v30, v14
	v_xor_b32_e32 v37, v10, v9
	v_alignbit_b32 v40, v1, v1, 7
	v_add_nc_u32_e32 v7, v15, v7
	v_alignbit_b32 v36, v1, v1, 18
	v_alignbit_b32 v43, v14, v14, 2
	v_alignbit_b32 v48, v14, v14, 13
	v_alignbit_b32 v49, v14, v14, 22
	v_alignbit_b32 v44, v7, v7, 6
	v_alignbit_b32 v45, v7, v7, 11
	v_alignbit_b32 v46, v7, v7, 25
	v_bfi_b32 v47, v7, v8, v6
	v_and_b32_e32 v37, v14, v37
	v_xor3_b32 v23, v34, v23, v31
	v_xor3_b32 v31, v43, v48, v49
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v19, v27, v19, v47
	v_xor_b32_e32 v34, v37, v42
	v_xor3_b32 v22, v35, v22, v39
	v_xor_b32_e32 v35, v40, v36
	v_lshrrev_b32_e32 v38, 3, v1
	v_add3_u32 v19, v19, v44, 0xa81a664b
	v_add3_u32 v15, v31, v34, v15
	v_alignbit_b32 v41, v0, v0, 7
	v_alignbit_b32 v30, v0, v0, 18
	v_add3_u32 v5, v5, v13, v23
	v_add_nc_u32_e32 v9, v19, v9
	v_xor_b32_e32 v13, v14, v10
	v_and_b32_e32 v23, v14, v10
	v_xor_b32_e32 v30, v41, v30
	v_alignbit_b32 v31, v15, v15, 2
	v_alignbit_b32 v34, v9, v9, 6
	v_alignbit_b32 v36, v9, v9, 11
	v_alignbit_b32 v37, v9, v9, 25
	v_bfi_b32 v39, v9, v7, v8
	v_alignbit_b32 v40, v15, v15, 13
	v_alignbit_b32 v41, v15, v15, 22
	v_and_b32_e32 v13, v15, v13
	v_xor3_b32 v34, v34, v36, v37
	v_add3_u32 v6, v1, v6, v39
	v_add3_u32 v4, v25, v4, v22
	v_xad_u32 v22, v35, v38, v27
	v_xor3_b32 v25, v31, v40, v41
	v_xor_b32_e32 v13, v13, v23
	v_add3_u32 v6, v6, v34, 0xc24b8b70
	v_lshrrev_b32_e32 v45, 3, v0
	v_and_b32_e32 v34, v15, v14
	v_alignbit_b32 v31, v5, v5, 19
	v_add3_u32 v13, v25, v13, v19
	v_add_nc_u32_e32 v10, v6, v10
	v_xor_b32_e32 v25, v15, v14
	v_xad_u32 v23, v30, v45, v1
	v_alignbit_b32 v30, v5, v5, 17
	v_alignbit_b32 v35, v13, v13, 2
	v_alignbit_b32 v36, v10, v10, 6
	v_alignbit_b32 v37, v10, v10, 11
	v_alignbit_b32 v38, v10, v10, 25
	v_bfi_b32 v39, v10, v9, v7
	v_alignbit_b32 v40, v13, v13, 13
	v_alignbit_b32 v41, v13, v13, 22
	v_and_b32_e32 v25, v13, v25
	v_xor3_b32 v36, v36, v37, v38
	v_add3_u32 v8, v0, v8, v39
	v_lshrrev_b32_e32 v19, 10, v5
	v_xor3_b32 v35, v35, v40, v41
	v_xor_b32_e32 v25, v25, v34
	v_and_b32_e32 v40, v13, v15
	v_add3_u32 v8, v8, v36, 0xc76c51a3
	v_alignbit_b32 v37, v4, v4, 17
	v_alignbit_b32 v38, v4, v4, 19
	v_add3_u32 v6, v35, v25, v6
	v_xor_b32_e32 v35, v13, v15
	v_add_nc_u32_e32 v14, v8, v14
	v_lshrrev_b32_e32 v34, 10, v4
	v_alignbit_b32 v36, v5, v5, 7
	v_alignbit_b32 v41, v6, v6, 2
	v_alignbit_b32 v46, v6, v6, 13
	v_alignbit_b32 v42, v14, v14, 6
	v_alignbit_b32 v43, v14, v14, 11
	v_alignbit_b32 v44, v14, v14, 25
	v_bfi_b32 v45, v14, v10, v9
	v_alignbit_b32 v47, v6, v6, 22
	v_and_b32_e32 v35, v6, v35
	v_alignbit_b32 v39, v5, v5, 18
	v_xor3_b32 v42, v42, v43, v44
	v_add3_u32 v7, v5, v7, v45
	v_xor3_b32 v41, v41, v46, v47
	v_xor_b32_e32 v35, v35, v40
	v_xor3_b32 v19, v30, v31, v19
	v_xor3_b32 v30, v37, v38, v34
	v_add3_u32 v7, v7, v42, 0xd192e819
	v_xor_b32_e32 v31, v36, v39
	v_add3_u32 v8, v41, v35, v8
	v_xor_b32_e32 v34, v6, v13
	v_and_b32_e32 v35, v6, v13
	v_add_nc_u32_e32 v15, v7, v15
	v_add3_u32 v3, v3, v12, v19
	v_alignbit_b32 v36, v8, v8, 2
	v_alignbit_b32 v42, v8, v8, 13
	v_alignbit_b32 v45, v8, v8, 22
	v_alignbit_b32 v37, v15, v15, 6
	v_alignbit_b32 v38, v15, v15, 11
	v_alignbit_b32 v39, v15, v15, 25
	v_bfi_b32 v41, v15, v14, v10
	v_and_b32_e32 v34, v8, v34
	v_xor3_b32 v12, v36, v42, v45
	v_lshrrev_b32_e32 v25, 3, v5
	v_xor3_b32 v37, v37, v38, v39
	v_add3_u32 v9, v4, v9, v41
	v_xor_b32_e32 v19, v34, v35
	v_alignbit_b32 v43, v4, v4, 7
	v_alignbit_b32 v44, v4, v4, 18
	v_lshrrev_b32_e32 v40, 3, v4
	v_add3_u32 v9, v9, v37, 0xd6990624
	v_add3_u32 v7, v12, v19, v7
	v_xad_u32 v25, v31, v25, v0
	v_xor_b32_e32 v38, v43, v44
	v_xor_b32_e32 v19, v8, v6
	v_add_nc_u32_e32 v12, v9, v13
	v_and_b32_e32 v31, v8, v6
	v_add3_u32 v2, v33, v2, v30
	v_xad_u32 v30, v38, v40, v5
	v_alignbit_b32 v33, v7, v7, 2
	v_alignbit_b32 v34, v12, v12, 6
	v_alignbit_b32 v35, v12, v12, 11
	v_alignbit_b32 v36, v12, v12, 25
	v_bfi_b32 v37, v12, v15, v14
	v_alignbit_b32 v38, v7, v7, 13
	v_alignbit_b32 v39, v7, v7, 22
	v_and_b32_e32 v19, v7, v19
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v10, v3, v10, v37
	v_alignbit_b32 v13, v3, v3, 17
	v_xor3_b32 v33, v33, v38, v39
	v_xor_b32_e32 v19, v19, v31
	v_alignbit_b32 v35, v3, v3, 19
	v_add3_u32 v10, v10, v34, 0xf40e3585
	v_lshrrev_b32_e32 v36, 10, v3
	v_alignbit_b32 v31, v2, v2, 17
	v_add3_u32 v9, v33, v19, v9
	v_xor_b32_e32 v33, v7, v8
	v_add_nc_u32_e32 v6, v10, v6
	v_alignbit_b32 v34, v2, v2, 19
	v_lshrrev_b32_e32 v37, 10, v2
	v_and_b32_e32 v38, v7, v8
	v_and_b32_e32 v33, v9, v33
	v_alignbit_b32 v40, v6, v6, 6
	v_alignbit_b32 v41, v6, v6, 11
	v_alignbit_b32 v42, v6, v6, 25
	v_bfi_b32 v43, v6, v12, v15
	v_xor3_b32 v13, v13, v35, v36
	v_alignbit_b32 v39, v9, v9, 2
	v_alignbit_b32 v44, v9, v9, 13
	v_xor3_b32 v40, v40, v41, v42
	v_add3_u32 v14, v2, v14, v43
	v_alignbit_b32 v45, v9, v9, 22
	v_xor_b32_e32 v33, v33, v38
	v_xor3_b32 v31, v31, v34, v37
	v_add3_u32 v13, v21, v27, v13
	v_add3_u32 v14, v14, v40, 0x106aa070
	v_xor3_b32 v39, v39, v44, v45
	v_xor_b32_e32 v21, v9, v7
	v_and_b32_e32 v27, v9, v7
	v_add3_u32 v1, v11, v1, v31
	v_add_nc_u32_e32 v8, v14, v8
	v_add3_u32 v10, v39, v33, v10
	v_alignbit_b32 v31, v13, v13, 19
	v_alignbit_b32 v19, v3, v3, 7
	v_alignbit_b32 v41, v3, v3, 18
	v_alignbit_b32 v34, v8, v8, 6
	v_alignbit_b32 v36, v8, v8, 11
	v_alignbit_b32 v37, v8, v8, 25
	v_bfi_b32 v38, v8, v6, v12
	v_alignbit_b32 v33, v10, v10, 2
	v_alignbit_b32 v39, v10, v10, 13
	v_alignbit_b32 v40, v10, v10, 22
	v_xor3_b32 v34, v34, v36, v37
	v_add3_u32 v15, v13, v15, v38
	v_and_b32_e32 v21, v10, v21
	v_xor_b32_e32 v19, v19, v41
	v_xor3_b32 v11, v33, v39, v40
	v_lshrrev_b32_e32 v33, 10, v13
	v_add3_u32 v15, v15, v34, 0x19a4c116
	v_xor_b32_e32 v21, v21, v27
	v_alignbit_b32 v27, v13, v13, 17
	v_and_b32_e32 v34, v10, v9
	v_alignbit_b32 v35, v2, v2, 7
	v_add_nc_u32_e32 v7, v15, v7
	v_add3_u32 v11, v11, v21, v14
	v_xor_b32_e32 v21, v10, v9
	v_xor3_b32 v27, v27, v31, v33
	v_alignbit_b32 v14, v1, v1, 17
	v_alignbit_b32 v38, v7, v7, 6
	v_alignbit_b32 v39, v7, v7, 11
	v_alignbit_b32 v40, v7, v7, 25
	v_bfi_b32 v43, v7, v8, v6
	v_alignbit_b32 v37, v11, v11, 2
	v_alignbit_b32 v44, v11, v11, 13
	v_alignbit_b32 v45, v11, v11, 22
	v_xor3_b32 v38, v38, v39, v40
	v_add3_u32 v12, v1, v12, v43
	v_and_b32_e32 v21, v11, v21
	v_add3_u32 v0, v26, v0, v27
	v_xor3_b32 v37, v37, v44, v45
	v_alignbit_b32 v39, v1, v1, 19
	v_add3_u32 v12, v12, v38, 0x1e376c08
	v_xor_b32_e32 v21, v21, v34
	v_lshrrev_b32_e32 v40, 10, v1
	v_and_b32_e32 v26, v11, v10
	v_alignbit_b32 v36, v2, v2, 18
	v_add_nc_u32_e32 v9, v12, v9
	v_add3_u32 v15, v37, v21, v15
	v_xor_b32_e32 v21, v11, v10
	v_xor3_b32 v14, v14, v39, v40
	v_lshrrev_b32_e32 v42, 3, v3
	v_alignbit_b32 v33, v9, v9, 6
	v_alignbit_b32 v34, v9, v9, 11
	v_alignbit_b32 v37, v9, v9, 25
	v_bfi_b32 v38, v9, v7, v8
	v_alignbit_b32 v27, v15, v15, 2
	v_alignbit_b32 v39, v15, v15, 13
	v_alignbit_b32 v40, v15, v15, 22
	v_xor3_b32 v33, v33, v34, v37
	v_add3_u32 v6, v0, v6, v38
	v_and_b32_e32 v21, v15, v21
	v_add3_u32 v5, v18, v5, v14
	v_xor3_b32 v14, v27, v39, v40
	v_lshrrev_b32_e32 v27, 10, v0
	v_add3_u32 v6, v6, v33, 0x2748774c
	v_xor_b32_e32 v18, v21, v26
	v_alignbit_b32 v21, v0, v0, 17
	v_alignbit_b32 v26, v0, v0, 19
	v_and_b32_e32 v33, v15, v11
	v_add_nc_u32_e32 v10, v6, v10
	v_add3_u32 v12, v14, v18, v12
	v_xor_b32_e32 v18, v15, v11
	v_xor3_b32 v21, v21, v26, v27
	v_xor_b32_e32 v26, v35, v36
	v_alignbit_b32 v37, v10, v10, 6
	v_alignbit_b32 v38, v10, v10, 11
	v_alignbit_b32 v39, v10, v10, 25
	v_bfi_b32 v40, v10, v9, v7
	v_alignbit_b32 v34, v12, v12, 2
	v_alignbit_b32 v41, v12, v12, 13
	v_alignbit_b32 v43, v12, v12, 22
	v_xor3_b32 v37, v37, v38, v39
	v_add3_u32 v8, v5, v8, v40
	v_and_b32_e32 v18, v12, v18
	v_alignbit_b32 v14, v5, v5, 17
	v_xor3_b32 v34, v34, v41, v43
	v_alignbit_b32 v38, v5, v5, 19
	v_add3_u32 v8, v8, v37, 0x34b0bcb5
	v_xor_b32_e32 v18, v18, v33
	v_lshrrev_b32_e32 v39, 10, v5
	v_lshrrev_b32_e32 v31, 3, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v11, v8, v11
	v_add3_u32 v6, v34, v18, v6
	v_add3_u32 v18, v24, v4, v21
	v_xor_b32_e32 v21, v12, v15
	v_xor3_b32 v14, v14, v38, v39
	v_alignbit_b32 v33, v11, v11, 6
	v_alignbit_b32 v34, v11, v11, 11
	v_alignbit_b32 v35, v11, v11, 25
	v_bfi_b32 v36, v11, v10, v9
	v_and_b32_e32 v24, v12, v15
	v_alignbit_b32 v27, v6, v6, 2
	v_alignbit_b32 v37, v6, v6, 13
	v_xor3_b32 v33, v33, v34, v35
	v_add3_u32 v7, v18, v7, v36
	v_alignbit_b32 v38, v6, v6, 22
	v_and_b32_e32 v21, v6, v21
	v_xad_u32 v4, v19, v42, v4
	v_add3_u32 v14, v28, v3, v14
	v_add3_u32 v7, v7, v33, 0x391c0cb3
	v_xor3_b32 v19, v27, v37, v38
	v_xor_b32_e32 v21, v21, v24
	v_alignbit_b32 v24, v18, v18, 17
	v_alignbit_b32 v27, v18, v18, 19
	v_add_nc_u32_e32 v15, v7, v15
	v_lshrrev_b32_e32 v28, 10, v18
	v_add3_u32 v8, v19, v21, v8
	v_xor_b32_e32 v21, v6, v12
	v_and_b32_e32 v33, v6, v12
	v_alignbit_b32 v35, v15, v15, 6
	v_alignbit_b32 v36, v15, v15, 11
	v_alignbit_b32 v37, v15, v15, 25
	v_bfi_b32 v38, v15, v11, v10
	v_alignbit_b32 v34, v8, v8, 2
	v_alignbit_b32 v39, v8, v8, 13
	v_alignbit_b32 v40, v8, v8, 22
	v_xor3_b32 v35, v35, v36, v37
	v_add3_u32 v9, v14, v9, v38
	v_and_b32_e32 v21, v8, v21
	v_xor3_b32 v24, v24, v27, v28
	v_xor3_b32 v34, v34, v39, v40
	v_xad_u32 v3, v26, v31, v3
	v_add3_u32 v9, v9, v35, 0x4ed8aa4a
	v_xor_b32_e32 v21, v21, v33
	v_alignbit_b32 v19, v14, v14, 17
	v_alignbit_b32 v36, v14, v14, 19
	v_lshrrev_b32_e32 v37, 10, v14
	v_add_nc_u32_e32 v12, v9, v12
	v_add3_u32 v7, v34, v21, v7
	v_add3_u32 v21, v29, v2, v24
	v_xor_b32_e32 v24, v8, v6
	v_xor3_b32 v19, v19, v36, v37
	v_alignbit_b32 v28, v12, v12, 6
	v_alignbit_b32 v29, v12, v12, 11
	v_alignbit_b32 v31, v12, v12, 25
	v_bfi_b32 v33, v12, v15, v11
	v_and_b32_e32 v26, v8, v6
	v_alignbit_b32 v27, v7, v7, 2
	v_alignbit_b32 v34, v7, v7, 13
	v_xor3_b32 v28, v28, v29, v31
	v_add3_u32 v10, v21, v10, v33
	v_alignbit_b32 v35, v7, v7, 22
	v_and_b32_e32 v24, v7, v24
	v_add3_u32 v19, v20, v13, v19
	v_alignbit_b32 v20, v21, v21, 17
	v_add3_u32 v10, v10, v28, 0x5b9cca4f
	v_xor3_b32 v27, v27, v34, v35
	v_xor_b32_e32 v24, v24, v26
	v_alignbit_b32 v26, v21, v21, 19
	v_lshrrev_b32_e32 v28, 10, v21
	v_add_nc_u32_e32 v6, v10, v6
	v_and_b32_e32 v31, v7, v8
	v_add3_u32 v9, v27, v24, v9
	v_xor_b32_e32 v27, v7, v8
	v_alignbit_b32 v29, v19, v19, 17
	v_alignbit_b32 v34, v6, v6, 6
	v_alignbit_b32 v35, v6, v6, 11
	v_alignbit_b32 v36, v6, v6, 25
	v_bfi_b32 v37, v6, v12, v15
	v_alignbit_b32 v33, v9, v9, 2
	v_alignbit_b32 v38, v9, v9, 13
	v_alignbit_b32 v39, v9, v9, 22
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v11, v19, v11, v37
	v_and_b32_e32 v27, v9, v27
	v_alignbit_b32 v24, v19, v19, 19
	v_lshrrev_b32_e32 v35, 10, v19
	v_xor3_b32 v20, v20, v26, v28
	v_add3_u32 v11, v11, v34, 0x682e6ff3
	v_xor3_b32 v26, v33, v38, v39
	v_xor_b32_e32 v27, v27, v31
	v_xor3_b32 v24, v29, v24, v35
	v_add3_u32 v20, v32, v1, v20
	v_add_nc_u32_e32 v8, v11, v8
	v_alignbit_b32 v28, v13, v13, 7
	v_add3_u32 v1, v26, v27, v10
	v_xor_b32_e32 v10, v9, v7
	v_add3_u32 v0, v22, v0, v24
	v_alignbit_b32 v26, v8, v8, 6
	v_alignbit_b32 v27, v8, v8, 11
	v_alignbit_b32 v29, v8, v8, 25
	v_bfi_b32 v31, v8, v6, v12
	v_and_b32_e32 v22, v9, v7
	v_alignbit_b32 v24, v1, v1, 2
	v_alignbit_b32 v32, v1, v1, 13
	v_xor3_b32 v26, v26, v27, v29
	v_add3_u32 v15, v20, v15, v31
	v_alignbit_b32 v33, v1, v1, 22
	v_and_b32_e32 v10, v1, v10
	v_alignbit_b32 v31, v0, v0, 19
	v_alignbit_b32 v27, v20, v20, 17
	v_add3_u32 v15, v15, v26, 0x748f82ee
	v_xor3_b32 v24, v24, v32, v33
	v_xor_b32_e32 v10, v10, v22
	v_alignbit_b32 v26, v0, v0, 17
	v_alignbit_b32 v29, v20, v20, 19
	v_add_nc_u32_e32 v7, v15, v7
	v_lshrrev_b32_e32 v22, 10, v20
	v_add3_u32 v10, v24, v10, v11
	v_lshrrev_b32_e32 v11, 10, v0
	v_xor_b32_e32 v24, v1, v9
	v_alignbit_b32 v34, v7, v7, 6
	v_alignbit_b32 v35, v7, v7, 11
	v_alignbit_b32 v36, v7, v7, 25
	v_bfi_b32 v37, v7, v8, v6
	v_and_b32_e32 v32, v1, v9
	v_alignbit_b32 v33, v10, v10, 2
	v_alignbit_b32 v38, v10, v10, 13
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v0, v0, v12, v37
	v_alignbit_b32 v39, v10, v10, 22
	v_and_b32_e32 v24, v10, v24
	v_xor3_b32 v12, v27, v29, v22
	v_xor3_b32 v11, v26, v31, v11
	v_add3_u32 v0, v0, v34, 0x78a5636f
	v_xor3_b32 v22, v33, v38, v39
	v_xor_b32_e32 v24, v24, v32
	v_add3_u32 v5, v23, v5, v12
	v_add3_u32 v11, v25, v18, v11
	v_add_nc_u32_e32 v9, v0, v9
	v_and_b32_e32 v18, v10, v1
	v_add3_u32 v12, v22, v24, v15
	v_xor_b32_e32 v15, v10, v1
	v_alignbit_b32 v32, v5, v5, 17
	v_alignbit_b32 v24, v9, v9, 6
	v_alignbit_b32 v25, v9, v9, 11
	v_alignbit_b32 v27, v9, v9, 25
	v_bfi_b32 v29, v9, v7, v8
	v_alignbit_b32 v22, v12, v12, 2
	v_alignbit_b32 v23, v12, v12, 13
	v_alignbit_b32 v31, v12, v12, 22
	v_and_b32_e32 v15, v12, v15
	v_xor3_b32 v24, v24, v25, v27
	v_add3_u32 v6, v5, v6, v29
	v_lshrrev_b32_e32 v36, 10, v11
	v_xor3_b32 v22, v22, v23, v31
	v_xor_b32_e32 v15, v15, v18
	v_alignbit_b32 v18, v5, v5, 19
	v_add3_u32 v6, v6, v24, 0x84c87814
	v_and_b32_e32 v24, v12, v10
	v_lshrrev_b32_e32 v5, 10, v5
	v_add3_u32 v0, v22, v15, v0
	v_xor_b32_e32 v22, v12, v10
	v_add_nc_u32_e32 v1, v6, v1
	v_alignbit_b32 v23, v11, v11, 17
	v_alignbit_b32 v15, v11, v11, 19
	v_alignbit_b32 v25, v0, v0, 2
	v_alignbit_b32 v27, v0, v0, 13
	v_alignbit_b32 v29, v0, v0, 22
	v_alignbit_b32 v31, v1, v1, 6
	v_alignbit_b32 v33, v1, v1, 11
	v_alignbit_b32 v34, v1, v1, 25
	v_bfi_b32 v35, v1, v9, v7
	v_and_b32_e32 v22, v0, v22
	v_xor3_b32 v25, v25, v27, v29
	v_xor3_b32 v5, v32, v18, v5
	v_xor3_b32 v27, v31, v33, v34
	v_add3_u32 v8, v11, v8, v35
	v_xor_b32_e32 v11, v22, v24
	v_xor3_b32 v15, v23, v15, v36
	v_add3_u32 v5, v30, v14, v5
	v_and_b32_e32 v14, v0, v12
	v_add3_u32 v8, v8, v27, 0x8cc70208
	v_add3_u32 v6, v25, v11, v6
	v_xor_b32_e32 v11, v0, v12
	v_alignbit_b32 v26, v13, v13, 18
	v_add3_u32 v4, v4, v21, v15
	v_add_nc_u32_e32 v10, v8, v10
	v_alignbit_b32 v18, v6, v6, 2
	v_alignbit_b32 v22, v6, v6, 13
	v_alignbit_b32 v23, v6, v6, 22
	v_and_b32_e32 v11, v6, v11
	v_alignbit_b32 v24, v10, v10, 6
	v_alignbit_b32 v25, v10, v10, 11
	v_alignbit_b32 v27, v10, v10, 25
	v_bfi_b32 v29, v10, v1, v9
	v_xor3_b32 v18, v18, v22, v23
	v_xor_b32_e32 v11, v11, v14
	v_xor_b32_e32 v14, v28, v26
	v_xor3_b32 v22, v24, v25, v27
	v_add3_u32 v7, v5, v7, v29
	v_and_b32_e32 v24, v6, v0
	v_add3_u32 v11, v18, v11, v8
	v_xor_b32_e32 v18, v6, v0
	v_alignbit_b32 v8, v5, v5, 17
	v_add3_u32 v7, v7, v22, 0x90befffa
	v_alignbit_b32 v15, v5, v5, 19
	v_alignbit_b32 v21, v11, v11, 2
	v_alignbit_b32 v22, v11, v11, 13
	v_alignbit_b32 v23, v11, v11, 22
	v_add_nc_u32_e32 v12, v7, v12
	v_and_b32_e32 v18, v11, v18
	v_lshrrev_b32_e32 v5, 10, v5
	v_alignbit_b32 v27, v4, v4, 19
	v_xor3_b32 v21, v21, v22, v23
	v_alignbit_b32 v22, v12, v12, 6
	v_alignbit_b32 v23, v12, v12, 11
	v_alignbit_b32 v25, v12, v12, 25
	v_bfi_b32 v26, v12, v10, v1
	v_xor_b32_e32 v18, v18, v24
	v_xor3_b32 v5, v8, v15, v5
	v_xor_b32_e32 v8, v11, v6
	v_xor3_b32 v22, v22, v23, v25
	v_add3_u32 v9, v4, v9, v26
	v_add3_u32 v7, v21, v18, v7
	v_and_b32_e32 v15, v11, v6
	v_alignbit_b32 v24, v4, v4, 17
	v_add3_u32 v3, v3, v19, v5
	v_add3_u32 v9, v9, v22, 0xa4506ceb
	v_alignbit_b32 v18, v7, v7, 2
	v_alignbit_b32 v21, v7, v7, 13
	v_alignbit_b32 v22, v7, v7, 22
	v_and_b32_e32 v8, v7, v8
	v_add_nc_u32_e32 v23, v9, v0
	v_lshrrev_b32_e32 v0, 10, v4
	v_lshrrev_b32_e32 v13, 3, v13
	v_xor3_b32 v4, v18, v21, v22
	v_xor_b32_e32 v5, v8, v15
	v_alignbit_b32 v8, v23, v23, 6
	v_alignbit_b32 v15, v23, v23, 11
	v_alignbit_b32 v18, v23, v23, 25
	v_bfi_b32 v19, v23, v12, v10
	v_add3_u32 v4, v4, v5, v9
	v_xor_b32_e32 v5, v7, v11
	v_and_b32_e32 v9, v7, v11
	v_xor3_b32 v8, v8, v15, v18
	v_add3_u32 v1, v3, v1, v19
	v_alignbit_b32 v3, v4, v4, 2
	v_alignbit_b32 v15, v4, v4, 13
	v_alignbit_b32 v18, v4, v4, 22
	v_and_b32_e32 v5, v4, v5
	v_add3_u32 v8, v1, v8, 0xbef9a3f7
	v_xad_u32 v2, v14, v13, v2
	v_xor3_b32 v13, v24, v27, v0
	v_xor3_b32 v3, v3, v15, v18
	v_xor_b32_e32 v5, v5, v9
	v_add_nc_u32_e32 v14, v8, v6
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_add3_u32 v2, v2, v20, v13
	v_xor_b32_e32 v6, v4, v7
	v_add3_u32 v5, v3, v5, v8
	v_alignbit_b32 v3, v14, v14, 6
	v_alignbit_b32 v8, v14, v14, 11
	v_alignbit_b32 v9, v14, v14, 25
	v_bfi_b32 v13, v14, v23, v12
	v_alignbit_b32 v15, v5, v5, 2
	v_alignbit_b32 v16, v5, v5, 13
	v_alignbit_b32 v17, v5, v5, 22
	v_and_b32_e32 v18, v4, v7
	v_and_b32_e32 v6, v5, v6
	v_xor3_b32 v19, v3, v8, v9
	v_add3_u32 v2, v2, v10, v13
	v_xor3_b32 v10, v15, v16, v17
	v_add_co_u32 v8, vcc_lo, s0, v0
	v_add_nc_u32_e32 v3, 0xa54ff53a, v7
	v_add_nc_u32_e32 v7, 0x5be0cd19, v12
	v_add3_u32 v12, v2, v19, 0xc67178f2
	v_xad_u32 v0, v6, v18, v10
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v1, vcc_lo
	v_add_nc_u32_e32 v2, 0x3c6ef372, v4
	v_add_nc_u32_e32 v1, 0xbb67ae85, v5
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v0, v0, v12, 0x6a09e667
	v_add_nc_u32_e32 v6, 0x1f83d9ab, v23
	v_add_nc_u32_e32 v5, 0x9b05688c, v14
	v_add3_u32 v4, v11, v12, 0x510e527f
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:16
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sha256_blocks
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
		.amdhsa_next_free_vgpr 78
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
	.size	sha256_blocks, .Lfunc_end0-sha256_blocks
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11360
; NumSgprs: 18
; NumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 78
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
	.protected	sha256_double           ; -- Begin function sha256_double
	.globl	sha256_double
	.p2align	8
	.type	sha256_double,@function
sha256_double:                          ; @sha256_double
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v17, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v17
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v16, 0 :: v_dual_lshlrev_b32 v15, 4, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[15:16]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v8, vcc_lo, s2, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v1, vcc_lo
	s_clause 0x3
	global_load_b128 v[0:3], v[8:9], off offset:48
	global_load_b128 v[12:15], v[8:9], off
	global_load_b128 v[4:7], v[8:9], off offset:32
	global_load_b128 v[8:11], v[8:9], off offset:16
	s_waitcnt vmcnt(3)
	v_alignbit_b32 v25, v2, v2, 17
	v_alignbit_b32 v26, v2, v2, 19
	v_lshrrev_b32_e32 v27, 10, v2
	s_waitcnt vmcnt(2)
	v_alignbit_b32 v28, v13, v13, 7
	v_alignbit_b32 v29, v13, v13, 18
	v_lshrrev_b32_e32 v30, 3, v13
	v_alignbit_b32 v31, v3, v3, 17
	v_alignbit_b32 v32, v3, v3, 19
	v_lshrrev_b32_e32 v33, 10, v3
	v_alignbit_b32 v34, v14, v14, 7
	v_alignbit_b32 v35, v14, v14, 18
	v_lshrrev_b32_e32 v36, 3, v14
	s_waitcnt vmcnt(0)
	v_alignbit_b32 v43, v9, v9, 7
	v_alignbit_b32 v44, v9, v9, 18
	v_lshrrev_b32_e32 v45, 3, v9
	v_alignbit_b32 v46, v10, v10, 7
	v_alignbit_b32 v47, v10, v10, 18
	v_lshrrev_b32_e32 v48, 3, v10
	v_add_nc_u32_e32 v76, 0x98c7e2a2, v12
	v_add_nc_u32_e32 v23, v12, v5
	v_add_nc_u32_e32 v24, v13, v6
	v_alignbit_b32 v37, v15, v15, 7
	v_alignbit_b32 v38, v15, v15, 18
	v_lshrrev_b32_e32 v39, 3, v15
	v_alignbit_b32 v49, v11, v11, 7
	v_alignbit_b32 v50, v11, v11, 18
	v_lshrrev_b32_e32 v51, 3, v11
	v_alignbit_b32 v52, v4, v4, 7
	v_alignbit_b32 v53, v4, v4, 18
	v_alignbit_b32 v55, v5, v5, 7
	v_alignbit_b32 v56, v5, v5, 18
	v_alignbit_b32 v73, v3, v3, 7
	v_alignbit_b32 v74, v3, v3, 18
	v_add_nc_u32_e32 v77, 0xfc08884d, v12
	v_sub_nc_u32_e32 v12, 0x67381d5d, v12
	v_xor3_b32 v25, v25, v26, v27
	v_xor3_b32 v26, v28, v29, v30
	v_xor3_b32 v27, v31, v32, v33
	v_xor3_b32 v28, v34, v35, v36
	v_xor3_b32 v33, v43, v44, v45
	v_xor3_b32 v36, v46, v47, v48
	v_alignbit_b32 v44, v76, v76, 6
	v_alignbit_b32 v45, v76, v76, 11
	v_alignbit_b32 v46, v76, v76, 25
	v_and_b32_e32 v47, 0x510e527f, v76
	v_lshrrev_b32_e32 v54, 3, v4
	v_lshrrev_b32_e32 v57, 3, v5
	v_lshrrev_b32_e32 v75, 3, v3
	v_xor3_b32 v30, v37, v38, v39
	v_xor3_b32 v37, v49, v50, v51
	v_xor_b32_e32 v34, v52, v53
	v_xor_b32_e32 v35, v55, v56
	v_xor_b32_e32 v43, v73, v74
	v_alignbit_b32 v48, v77, v77, 2
	v_alignbit_b32 v49, v77, v77, 13
	v_add3_u32 v32, v23, v25, v26
	v_add3_u32 v29, v24, v27, v28
	v_xor3_b32 v24, v44, v45, v46
	v_and_or_b32 v12, 0x9b05688c, v12, v47
	v_alignbit_b32 v40, v8, v8, 7
	v_alignbit_b32 v41, v8, v8, 18
	v_lshrrev_b32_e32 v42, 3, v8
	v_alignbit_b32 v50, v77, v77, 22
	v_and_b32_e32 v51, 0xd16e48e2, v77
	v_xad_u32 v23, v34, v54, v11
	v_xad_u32 v27, v35, v57, v4
	v_xad_u32 v34, v43, v75, v2
	v_xor_b32_e32 v25, v48, v49
	v_alignbit_b32 v26, v32, v32, 17
	v_alignbit_b32 v28, v32, v32, 19
	v_lshrrev_b32_e32 v35, 10, v32
	v_alignbit_b32 v43, v29, v29, 17
	v_alignbit_b32 v44, v29, v29, 19
	v_lshrrev_b32_e32 v45, 10, v29
	v_alignbit_b32 v46, v32, v32, 7
	v_alignbit_b32 v47, v32, v32, 18
	v_add3_u32 v12, v13, v12, v24
	v_add_nc_u32_e32 v20, v14, v7
	v_add_nc_u32_e32 v22, v15, v0
	v_xor3_b32 v31, v40, v41, v42
	v_lshrrev_b32_e32 v48, 3, v32
	v_alignbit_b32 v49, v29, v29, 7
	v_alignbit_b32 v54, v29, v29, 18
	v_xad_u32 v13, v25, v50, v51
	v_xor3_b32 v24, v26, v28, v35
	v_xor3_b32 v25, v43, v44, v45
	v_xor_b32_e32 v26, v46, v47
	v_add_nc_u32_e32 v43, 0xcd2a11ae, v12
	v_xor_b32_e32 v52, 0x6a09e667, v77
	v_lshrrev_b32_e32 v55, 3, v29
	v_xor_b32_e32 v28, v49, v54
	v_add3_u32 v44, v12, v13, 0xbabcc441
	v_sub_nc_u32_e32 v12, 0xb2d5ee51, v12
	v_add3_u32 v30, v20, v30, v24
	v_add3_u32 v24, v22, v31, v25
	v_xad_u32 v35, v26, v48, v3
	v_alignbit_b32 v13, v43, v43, 6
	v_alignbit_b32 v22, v43, v43, 11
	v_alignbit_b32 v25, v43, v43, 25
	v_and_b32_e32 v26, v43, v76
	v_alignbit_b32 v58, v6, v6, 7
	v_alignbit_b32 v59, v6, v6, 18
	v_and_b32_e32 v53, 0x6a09e667, v77
	v_xad_u32 v20, v28, v55, v32
	v_alignbit_b32 v28, v44, v44, 2
	v_alignbit_b32 v31, v44, v44, 13
	v_and_b32_e32 v46, v44, v52
	v_alignbit_b32 v52, v24, v24, 17
	v_alignbit_b32 v54, v24, v24, 19
	v_lshrrev_b32_e32 v55, 10, v24
	v_alignbit_b32 v56, v30, v30, 7
	v_alignbit_b32 v57, v30, v30, 18
	v_xor3_b32 v13, v13, v22, v25
	v_and_or_b32 v12, 0x510e527f, v12, v26
	v_add_nc_u32_e32 v21, v9, v2
	v_xor_b32_e32 v38, v58, v59
	v_alignbit_b32 v45, v44, v44, 22
	v_lshrrev_b32_e32 v58, 3, v30
	v_xor_b32_e32 v22, v28, v31
	v_xor_b32_e32 v25, v46, v53
	v_xor3_b32 v28, v52, v54, v55
	v_xor_b32_e32 v31, v56, v57
	v_add3_u32 v12, v14, v12, v13
	v_alignbit_b32 v49, v30, v30, 17
	v_alignbit_b32 v50, v30, v30, 19
	v_lshrrev_b32_e32 v51, 10, v30
	v_xad_u32 v14, v22, v45, v25
	v_add3_u32 v22, v21, v36, v28
	v_xad_u32 v28, v31, v58, v29
	v_add_nc_u32_e32 v31, 0xc2e12e0, v12
	v_xor3_b32 v26, v49, v50, v51
	v_add3_u32 v14, v12, v14, 0x50c6645b
	v_sub_nc_u32_e32 v12, 0xf3d1ed1f, v12
	v_add_nc_u32_e32 v19, v8, v1
	v_alignbit_b32 v50, v31, v31, 6
	v_alignbit_b32 v51, v31, v31, 11
	v_alignbit_b32 v52, v31, v31, 25
	v_and_b32_e32 v53, v31, v43
	v_lshrrev_b32_e32 v60, 3, v6
	v_alignbit_b32 v61, v7, v7, 7
	v_alignbit_b32 v62, v7, v7, 18
	v_xor3_b32 v50, v50, v51, v52
	v_and_or_b32 v12, v12, v76, v53
	v_xad_u32 v38, v38, v60, v5
	v_alignbit_b32 v59, v24, v24, 7
	v_alignbit_b32 v60, v24, v24, 18
	v_add3_u32 v26, v19, v33, v26
	v_add3_u32 v15, v15, v12, v50
	v_xor_b32_e32 v39, v61, v62
	v_lshrrev_b32_e32 v61, 3, v24
	v_xor_b32_e32 v46, v59, v60
	v_alignbit_b32 v19, v26, v26, 17
	v_alignbit_b32 v21, v26, v26, 19
	v_lshrrev_b32_e32 v25, 10, v26
	v_alignbit_b32 v33, v22, v22, 17
	v_alignbit_b32 v36, v22, v22, 19
	v_lshrrev_b32_e32 v45, 10, v22
	v_add_nc_u32_e32 v58, 0xa4ce148b, v15
	v_xad_u32 v13, v46, v61, v30
	v_alignbit_b32 v46, v26, v26, 7
	v_alignbit_b32 v49, v26, v26, 18
	v_alignbit_b32 v52, v14, v14, 2
	v_alignbit_b32 v53, v14, v14, 13
	v_xor3_b32 v19, v19, v21, v25
	v_xor3_b32 v21, v33, v36, v45
	v_sub_nc_u32_e32 v25, 0x5b31eb74, v15
	v_and_b32_e32 v45, v58, v31
	v_add_nc_u32_e32 v18, v10, v3
	v_xor_b32_e32 v33, v46, v49
	v_xor_b32_e32 v46, v52, v53
	v_alignbit_b32 v49, v58, v58, 6
	v_alignbit_b32 v52, v58, v58, 11
	v_alignbit_b32 v53, v58, v58, 25
	v_and_or_b32 v45, v25, v43, v45
	v_xor_b32_e32 v47, v44, v77
	v_add3_u32 v25, v18, v37, v19
	v_and_b32_e32 v48, v44, v77
	v_xor3_b32 v18, v49, v52, v53
	v_add3_u32 v8, v8, v76, v45
	v_alignbit_b32 v55, v22, v22, 7
	v_alignbit_b32 v56, v22, v22, 18
	v_and_b32_e32 v12, v14, v47
	v_lshrrev_b32_e32 v54, 3, v26
	v_add3_u32 v8, v8, v18, 0x3956c25b
	v_lshrrev_b32_e32 v51, 3, v22
	v_alignbit_b32 v57, v14, v14, 22
	v_xor_b32_e32 v36, v55, v56
	v_xor_b32_e32 v48, v12, v48
	v_add_nc_u32_e32 v45, v8, v77
	v_add3_u32 v21, v23, v32, v21
	v_xad_u32 v19, v33, v54, v24
	v_xad_u32 v12, v36, v51, v26
	v_xad_u32 v23, v46, v57, v48
	v_alignbit_b32 v51, v45, v45, 6
	v_alignbit_b32 v52, v45, v45, 11
	v_alignbit_b32 v53, v45, v45, 25
	v_bfi_b32 v54, v45, v58, v31
	v_xor_b32_e32 v47, v14, v44
	v_add3_u32 v15, v15, v23, 0x3ac42e24
	v_and_b32_e32 v50, v14, v44
	v_xor3_b32 v51, v51, v52, v53
	v_add3_u32 v9, v9, v43, v54
	v_alignbit_b32 v33, v25, v25, 17
	v_alignbit_b32 v49, v15, v15, 2
	v_alignbit_b32 v55, v15, v15, 13
	v_alignbit_b32 v56, v15, v15, 22
	v_and_b32_e32 v47, v15, v47
	v_add3_u32 v9, v9, v51, 0x59f111f1
	v_alignbit_b32 v18, v25, v25, 19
	v_lshrrev_b32_e32 v36, 10, v25
	v_xor3_b32 v49, v49, v55, v56
	v_xor_b32_e32 v47, v47, v50
	v_add_nc_u32_e32 v44, v9, v44
	v_alignbit_b32 v37, v21, v21, 17
	v_alignbit_b32 v23, v21, v21, 19
	v_lshrrev_b32_e32 v46, 10, v21
	v_add3_u32 v47, v49, v47, v8
	v_xor3_b32 v8, v33, v18, v36
	v_xor_b32_e32 v18, v15, v14
	v_alignbit_b32 v49, v44, v44, 6
	v_alignbit_b32 v54, v44, v44, 11
	v_alignbit_b32 v55, v44, v44, 25
	v_bfi_b32 v56, v44, v45, v58
	v_and_b32_e32 v33, v15, v14
	v_and_b32_e32 v18, v47, v18
	v_alignbit_b32 v36, v47, v47, 2
	v_xor3_b32 v49, v49, v54, v55
	v_add3_u32 v10, v10, v31, v56
	v_alignbit_b32 v57, v47, v47, 13
	v_alignbit_b32 v59, v47, v47, 22
	v_xor_b32_e32 v18, v18, v33
	v_alignbit_b32 v48, v25, v25, 7
	v_add3_u32 v33, v10, v49, 0x923f82a4
	v_alignbit_b32 v43, v25, v25, 18
	v_xor3_b32 v23, v37, v23, v46
	v_xor3_b32 v36, v36, v57, v59
	v_lshrrev_b32_e32 v52, 3, v25
	v_add_nc_u32_e32 v14, v33, v14
	v_xor_b32_e32 v31, v48, v43
	v_add3_u32 v23, v38, v30, v23
	v_add3_u32 v9, v36, v18, v9
	v_alignbit_b32 v50, v21, v21, 7
	v_alignbit_b32 v36, v14, v14, 6
	v_alignbit_b32 v38, v14, v14, 11
	v_alignbit_b32 v43, v14, v14, 25
	v_bfi_b32 v46, v14, v44, v45
	v_alignbit_b32 v51, v21, v21, 18
	v_add3_u32 v27, v27, v29, v8
	v_xor_b32_e32 v8, v47, v15
	v_xor3_b32 v36, v36, v38, v43
	v_add3_u32 v11, v11, v58, v46
	v_xor_b32_e32 v37, v50, v51
	v_xad_u32 v10, v31, v52, v22
	v_and_b32_e32 v18, v47, v15
	v_alignbit_b32 v31, v9, v9, 2
	v_add3_u32 v11, v11, v36, 0xab1c5ed5
	v_alignbit_b32 v48, v9, v9, 13
	v_alignbit_b32 v49, v9, v9, 22
	v_and_b32_e32 v50, v9, v8
	v_lshrrev_b32_e32 v53, 3, v21
	v_add_nc_u32_e32 v15, v11, v15
	v_and_b32_e32 v46, v9, v47
	v_xor3_b32 v31, v31, v48, v49
	v_xor_b32_e32 v18, v50, v18
	v_xad_u32 v8, v37, v53, v25
	v_alignbit_b32 v49, v15, v15, 6
	v_alignbit_b32 v50, v15, v15, 11
	v_alignbit_b32 v51, v15, v15, 25
	v_bfi_b32 v52, v15, v14, v44
	v_add3_u32 v18, v31, v18, v33
	v_xor_b32_e32 v33, v9, v47
	v_lshrrev_b32_e32 v63, 3, v7
	v_xor3_b32 v49, v49, v50, v51
	v_add3_u32 v4, v4, v45, v52
	v_alignbit_b32 v48, v18, v18, 2
	v_alignbit_b32 v53, v18, v18, 13
	v_alignbit_b32 v54, v18, v18, 22
	v_and_b32_e32 v33, v18, v33
	v_add3_u32 v4, v4, v49, 0xd807aa98
	v_alignbit_b32 v37, v27, v27, 17
	v_alignbit_b32 v36, v27, v27, 19
	v_xor3_b32 v48, v48, v53, v54
	v_xor_b32_e32 v33, v33, v46
	v_add_nc_u32_e32 v47, v4, v47
	v_lshrrev_b32_e32 v38, 10, v27
	v_and_b32_e32 v52, v18, v9
	v_xad_u32 v39, v39, v63, v6
	v_add3_u32 v48, v48, v33, v11
	v_alignbit_b32 v54, v47, v47, 6
	v_alignbit_b32 v55, v47, v47, 11
	v_alignbit_b32 v56, v47, v47, 25
	v_bfi_b32 v57, v47, v15, v14
	v_xor_b32_e32 v33, v18, v9
	v_alignbit_b32 v53, v48, v48, 2
	v_alignbit_b32 v58, v48, v48, 13
	v_xor3_b32 v54, v54, v55, v56
	v_add3_u32 v5, v5, v44, v57
	v_alignbit_b32 v59, v48, v48, 22
	v_and_b32_e32 v33, v48, v33
	v_alignbit_b32 v43, v23, v23, 17
	v_alignbit_b32 v31, v23, v23, 19
	v_add3_u32 v5, v5, v54, 0x12835b01
	v_lshrrev_b32_e32 v45, 10, v23
	v_alignbit_b32 v50, v27, v27, 7
	v_alignbit_b32 v46, v27, v27, 18
	v_xor3_b32 v36, v37, v36, v38
	v_xor3_b32 v37, v53, v58, v59
	v_xor_b32_e32 v33, v33, v52
	v_add_nc_u32_e32 v9, v5, v9
	v_alignbit_b32 v51, v23, v23, 7
	v_alignbit_b32 v11, v23, v23, 18
	v_xor3_b32 v31, v43, v31, v45
	v_xor_b32_e32 v38, v50, v46
	v_add3_u32 v4, v37, v33, v4
	v_add3_u32 v33, v39, v24, v36
	v_alignbit_b32 v39, v9, v9, 6
	v_alignbit_b32 v45, v9, v9, 11
	v_alignbit_b32 v46, v9, v9, 25
	v_bfi_b32 v50, v9, v47, v15
	v_xor_b32_e32 v43, v51, v11
	v_xor_b32_e32 v11, v48, v18
	v_alignbit_b32 v37, v4, v4, 2
	v_alignbit_b32 v51, v4, v4, 13
	v_alignbit_b32 v52, v4, v4, 22
	v_xor3_b32 v39, v39, v45, v46
	v_add3_u32 v6, v6, v14, v50
	v_alignbit_b32 v64, v0, v0, 7
	v_alignbit_b32 v65, v0, v0, 18
	v_and_b32_e32 v36, v48, v18
	v_and_b32_e32 v53, v4, v11
	v_xor3_b32 v14, v37, v51, v52
	v_add3_u32 v37, v6, v39, 0x243185be
	v_lshrrev_b32_e32 v66, 3, v0
	v_xor_b32_e32 v40, v64, v65
	v_lshrrev_b32_e32 v49, 3, v27
	v_lshrrev_b32_e32 v44, 3, v23
	v_xor_b32_e32 v36, v53, v36
	v_add_nc_u32_e32 v18, v37, v18
	v_xad_u32 v40, v40, v66, v7
	v_xad_u32 v11, v38, v49, v21
	v_xad_u32 v6, v43, v44, v27
	v_add3_u32 v5, v14, v36, v5
	v_xor_b32_e32 v36, v4, v48
	v_alignbit_b32 v44, v18, v18, 6
	v_alignbit_b32 v45, v18, v18, 11
	v_alignbit_b32 v46, v18, v18, 25
	v_bfi_b32 v49, v18, v9, v47
	v_add3_u32 v31, v40, v26, v31
	v_and_b32_e32 v40, v4, v48
	v_alignbit_b32 v43, v5, v5, 2
	v_alignbit_b32 v50, v5, v5, 13
	v_alignbit_b32 v51, v5, v5, 22
	v_and_b32_e32 v36, v5, v36
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v7, v7, v15, v49
	v_alignbit_b32 v67, v1, v1, 7
	v_xor3_b32 v43, v43, v50, v51
	v_xor_b32_e32 v36, v36, v40
	v_alignbit_b32 v68, v1, v1, 18
	v_add3_u32 v7, v7, v44, 0x550c7dc3
	v_lshrrev_b32_e32 v69, 3, v1
	v_and_b32_e32 v49, v5, v4
	v_add3_u32 v36, v43, v36, v37
	v_xor_b32_e32 v41, v67, v68
	v_add_nc_u32_e32 v37, v7, v48
	v_xor_b32_e32 v48, v5, v4
	v_alignbit_b32 v38, v33, v33, 17
	v_alignbit_b32 v39, v33, v33, 19
	v_xad_u32 v41, v41, v69, v0
	v_alignbit_b32 v51, v37, v37, 6
	v_alignbit_b32 v52, v37, v37, 11
	v_alignbit_b32 v53, v37, v37, 25
	v_bfi_b32 v54, v37, v18, v9
	v_and_b32_e32 v48, v36, v48
	v_lshrrev_b32_e32 v14, 10, v33
	v_alignbit_b32 v15, v31, v31, 17
	v_xor3_b32 v51, v51, v52, v53
	v_add3_u32 v0, v0, v47, v54
	v_alignbit_b32 v45, v31, v31, 19
	v_lshrrev_b32_e32 v40, 10, v31
	v_alignbit_b32 v50, v36, v36, 2
	v_alignbit_b32 v55, v36, v36, 13
	v_alignbit_b32 v56, v36, v36, 22
	v_xor_b32_e32 v48, v48, v49
	v_add3_u32 v49, v0, v51, 0x72be5d74
	v_alignbit_b32 v70, v2, v2, 7
	v_alignbit_b32 v71, v2, v2, 18
	v_alignbit_b32 v44, v33, v33, 7
	v_alignbit_b32 v46, v33, v33, 18
	v_xor3_b32 v50, v50, v55, v56
	v_xor3_b32 v0, v38, v39, v14
	v_xor3_b32 v14, v15, v45, v40
	v_add_nc_u32_e32 v15, v49, v4
	v_lshrrev_b32_e32 v72, 3, v2
	v_xor_b32_e32 v42, v70, v71
	v_add3_u32 v7, v50, v48, v7
	v_xor_b32_e32 v4, v44, v46
	v_alignbit_b32 v44, v15, v15, 6
	v_alignbit_b32 v45, v15, v15, 11
	v_alignbit_b32 v46, v15, v15, 25
	v_bfi_b32 v48, v15, v37, v18
	v_xad_u32 v42, v42, v72, v1
	v_lshrrev_b32_e32 v43, 3, v33
	v_xor_b32_e32 v38, v36, v5
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v1, v1, v9, v48
	v_and_b32_e32 v39, v36, v5
	v_alignbit_b32 v47, v31, v31, 7
	v_alignbit_b32 v52, v31, v31, 18
	v_alignbit_b32 v40, v7, v7, 2
	v_add3_u32 v1, v1, v44, 0x80deb1fe
	v_alignbit_b32 v50, v7, v7, 13
	v_alignbit_b32 v53, v7, v7, 22
	v_and_b32_e32 v38, v7, v38
	v_add3_u32 v41, v41, v22, v0
	v_add_nc_u32_e32 v5, v1, v5
	v_add3_u32 v0, v42, v25, v14
	v_xad_u32 v14, v4, v43, v23
	v_lshrrev_b32_e32 v51, 3, v31
	v_xor_b32_e32 v9, v47, v52
	v_alignbit_b32 v43, v5, v5, 6
	v_alignbit_b32 v44, v5, v5, 11
	v_alignbit_b32 v45, v5, v5, 25
	v_bfi_b32 v46, v5, v15, v37
	v_xor3_b32 v40, v40, v50, v53
	v_xor_b32_e32 v38, v38, v39
	v_xad_u32 v4, v9, v51, v33
	v_xor3_b32 v43, v43, v44, v45
	v_add3_u32 v2, v2, v18, v46
	v_xor_b32_e32 v39, v7, v36
	v_add3_u32 v9, v40, v38, v49
	v_and_b32_e32 v40, v7, v36
	v_alignbit_b32 v38, v41, v41, 17
	v_add3_u32 v2, v2, v43, 0x9bdc06a7
	v_alignbit_b32 v18, v41, v41, 19
	v_alignbit_b32 v42, v9, v9, 2
	v_alignbit_b32 v47, v9, v9, 13
	v_alignbit_b32 v48, v9, v9, 22
	v_and_b32_e32 v39, v9, v39
	v_add_nc_u32_e32 v36, v2, v36
	v_and_b32_e32 v46, v9, v7
	v_lshrrev_b32_e32 v44, 10, v41
	v_xor3_b32 v42, v42, v47, v48
	v_xor_b32_e32 v39, v39, v40
	v_alignbit_b32 v48, v36, v36, 6
	v_alignbit_b32 v49, v36, v36, 11
	v_alignbit_b32 v50, v36, v36, 25
	v_bfi_b32 v51, v36, v5, v15
	v_add3_u32 v1, v42, v39, v1
	v_xor_b32_e32 v42, v9, v7
	v_alignbit_b32 v40, v0, v0, 17
	v_xor3_b32 v48, v48, v49, v50
	v_add3_u32 v3, v3, v37, v51
	v_alignbit_b32 v47, v1, v1, 2
	v_alignbit_b32 v52, v1, v1, 13
	v_alignbit_b32 v53, v1, v1, 22
	v_and_b32_e32 v42, v1, v42
	v_add3_u32 v3, v3, v48, 0xc19bf174
	v_alignbit_b32 v43, v0, v0, 19
	v_lshrrev_b32_e32 v45, 10, v0
	v_xor3_b32 v47, v47, v52, v53
	v_xor_b32_e32 v42, v42, v46
	v_add_nc_u32_e32 v7, v3, v7
	v_xor3_b32 v18, v38, v18, v44
	v_xor_b32_e32 v38, v1, v9
	v_alignbit_b32 v39, v41, v41, 7
	v_add3_u32 v2, v47, v42, v2
	v_alignbit_b32 v47, v7, v7, 6
	v_alignbit_b32 v51, v7, v7, 11
	v_alignbit_b32 v52, v7, v7, 25
	v_bfi_b32 v53, v7, v36, v5
	v_alignbit_b32 v37, v41, v41, 18
	v_and_b32_e32 v42, v1, v9
	v_alignbit_b32 v44, v2, v2, 2
	v_xor3_b32 v47, v47, v51, v52
	v_add3_u32 v15, v32, v15, v53
	v_alignbit_b32 v54, v2, v2, 13
	v_alignbit_b32 v55, v2, v2, 22
	v_and_b32_e32 v38, v2, v38
	v_xor3_b32 v32, v40, v43, v45
	v_add3_u32 v15, v15, v47, 0xe49b69c1
	v_xor_b32_e32 v37, v39, v37
	v_xor3_b32 v39, v44, v54, v55
	v_xor_b32_e32 v38, v38, v42
	v_add3_u32 v32, v35, v27, v32
	v_add_nc_u32_e32 v35, v15, v9
	v_lshrrev_b32_e32 v49, 3, v41
	v_alignbit_b32 v46, v0, v0, 7
	v_add3_u32 v3, v39, v38, v3
	v_alignbit_b32 v48, v0, v0, 18
	v_alignbit_b32 v39, v35, v35, 6
	v_alignbit_b32 v42, v35, v35, 11
	v_alignbit_b32 v43, v35, v35, 25
	v_bfi_b32 v44, v35, v7, v36
	v_xor_b32_e32 v9, v2, v1
	v_xor_b32_e32 v40, v46, v48
	v_add3_u32 v34, v34, v21, v18
	v_xor3_b32 v39, v39, v42, v43
	v_add3_u32 v5, v29, v5, v44
	v_xad_u32 v18, v37, v49, v31
	v_and_b32_e32 v37, v2, v1
	v_alignbit_b32 v38, v3, v3, 2
	v_alignbit_b32 v45, v3, v3, 13
	v_add3_u32 v5, v5, v39, 0xefbe4786
	v_alignbit_b32 v46, v3, v3, 22
	v_and_b32_e32 v47, v3, v9
	v_lshrrev_b32_e32 v50, 3, v0
	v_and_b32_e32 v43, v3, v2
	v_add_nc_u32_e32 v1, v5, v1
	v_xor3_b32 v38, v38, v45, v46
	v_xor_b32_e32 v37, v47, v37
	v_xad_u32 v9, v40, v50, v41
	v_alignbit_b32 v29, v34, v34, 17
	v_alignbit_b32 v45, v1, v1, 6
	v_alignbit_b32 v46, v1, v1, 11
	v_alignbit_b32 v47, v1, v1, 25
	v_bfi_b32 v48, v1, v35, v7
	v_add3_u32 v37, v38, v37, v15
	v_xor_b32_e32 v38, v3, v2
	v_alignbit_b32 v39, v34, v34, 19
	v_xor3_b32 v45, v45, v46, v47
	v_add3_u32 v30, v30, v36, v48
	v_alignbit_b32 v44, v37, v37, 2
	v_alignbit_b32 v49, v37, v37, 13
	v_alignbit_b32 v50, v37, v37, 22
	v_and_b32_e32 v38, v37, v38
	v_add3_u32 v30, v30, v45, 0xfc19dc6
	v_lshrrev_b32_e32 v40, 10, v34
	v_and_b32_e32 v48, v37, v3
	v_xor3_b32 v44, v44, v49, v50
	v_xor_b32_e32 v38, v38, v43
	v_add_nc_u32_e32 v2, v30, v2
	v_xor3_b32 v29, v29, v39, v40
	v_alignbit_b32 v42, v32, v32, 17
	v_alignbit_b32 v15, v32, v32, 19
	v_add3_u32 v5, v44, v38, v5
	v_xor_b32_e32 v44, v37, v3
	v_alignbit_b32 v50, v2, v2, 6
	v_alignbit_b32 v51, v2, v2, 11
	v_alignbit_b32 v52, v2, v2, 25
	v_bfi_b32 v53, v2, v1, v35
	v_and_b32_e32 v44, v5, v44
	v_alignbit_b32 v49, v5, v5, 2
	v_alignbit_b32 v54, v5, v5, 13
	v_xor3_b32 v50, v50, v51, v52
	v_add3_u32 v7, v24, v7, v53
	v_alignbit_b32 v55, v5, v5, 22
	v_xor_b32_e32 v40, v44, v48
	v_lshrrev_b32_e32 v36, 10, v32
	v_alignbit_b32 v46, v34, v34, 7
	v_add3_u32 v44, v7, v50, 0x240ca1cc
	v_alignbit_b32 v43, v34, v34, 18
	v_xor3_b32 v39, v49, v54, v55
	v_alignbit_b32 v47, v32, v32, 7
	v_alignbit_b32 v38, v32, v32, 18
	v_add_nc_u32_e32 v3, v44, v3
	v_xor3_b32 v7, v42, v15, v36
	v_xor_b32_e32 v15, v46, v43
	v_add3_u32 v30, v39, v40, v30
	v_add3_u32 v20, v20, v23, v29
	v_xor_b32_e32 v29, v5, v37
	v_alignbit_b32 v40, v3, v3, 6
	v_alignbit_b32 v42, v3, v3, 11
	v_alignbit_b32 v43, v3, v3, 25
	v_bfi_b32 v46, v3, v2, v1
	v_xor_b32_e32 v36, v47, v38
	v_and_b32_e32 v38, v5, v37
	v_alignbit_b32 v39, v30, v30, 2
	v_alignbit_b32 v47, v30, v30, 13
	v_alignbit_b32 v48, v30, v30, 22
	v_and_b32_e32 v29, v30, v29
	v_xor3_b32 v40, v40, v42, v43
	v_add3_u32 v26, v26, v35, v46
	v_lshrrev_b32_e32 v45, 3, v34
	v_xor3_b32 v35, v39, v47, v48
	v_xor_b32_e32 v29, v29, v38
	v_xor_b32_e32 v38, v30, v5
	v_add3_u32 v26, v26, v40, 0x2de92c6f
	v_xad_u32 v15, v15, v45, v0
	v_and_b32_e32 v39, v30, v5
	v_add3_u32 v29, v35, v29, v44
	v_lshrrev_b32_e32 v24, 3, v32
	v_add_nc_u32_e32 v35, v26, v37
	v_add3_u32 v28, v28, v33, v7
	v_lshrrev_b32_e32 v37, 10, v20
	v_alignbit_b32 v40, v29, v29, 2
	v_alignbit_b32 v46, v29, v29, 13
	v_alignbit_b32 v42, v35, v35, 6
	v_alignbit_b32 v43, v35, v35, 11
	v_alignbit_b32 v44, v35, v35, 25
	v_bfi_b32 v45, v35, v3, v2
	v_alignbit_b32 v47, v29, v29, 22
	v_and_b32_e32 v38, v29, v38
	v_xad_u32 v7, v36, v24, v34
	v_xor3_b32 v42, v42, v43, v44
	v_add3_u32 v1, v22, v1, v45
	v_xor3_b32 v40, v40, v46, v47
	v_xor_b32_e32 v38, v38, v39
	v_and_b32_e32 v45, v29, v30
	v_alignbit_b32 v24, v20, v20, 17
	v_add3_u32 v1, v1, v42, 0x4a7484aa
	v_alignbit_b32 v36, v20, v20, 19
	v_add3_u32 v26, v40, v38, v26
	v_xor_b32_e32 v40, v29, v30
	v_alignbit_b32 v22, v28, v28, 17
	v_add_nc_u32_e32 v38, v1, v5
	v_alignbit_b32 v43, v28, v28, 19
	v_alignbit_b32 v46, v26, v26, 2
	v_alignbit_b32 v51, v26, v26, 13
	v_alignbit_b32 v52, v26, v26, 22
	v_alignbit_b32 v47, v38, v38, 6
	v_alignbit_b32 v48, v38, v38, 11
	v_alignbit_b32 v49, v38, v38, 25
	v_bfi_b32 v50, v38, v35, v3
	v_and_b32_e32 v40, v26, v40
	v_lshrrev_b32_e32 v39, 10, v28
	v_alignbit_b32 v42, v20, v20, 7
	v_xor3_b32 v47, v47, v48, v49
	v_add3_u32 v2, v25, v2, v50
	v_alignbit_b32 v44, v20, v20, 18
	v_xor3_b32 v46, v46, v51, v52
	v_xor_b32_e32 v40, v40, v45
	v_xor3_b32 v24, v24, v36, v37
	v_add3_u32 v2, v2, v47, 0x5cb0a9dc
	v_xor3_b32 v22, v22, v43, v39
	v_xor_b32_e32 v36, v42, v44
	v_add3_u32 v1, v46, v40, v1
	v_alignbit_b32 v25, v28, v28, 7
	v_add_nc_u32_e32 v30, v2, v30
	v_alignbit_b32 v48, v28, v28, 18
	v_xor_b32_e32 v37, v26, v29
	v_lshrrev_b32_e32 v5, 3, v20
	v_lshrrev_b32_e32 v45, 3, v28
	v_alignbit_b32 v42, v30, v30, 6
	v_alignbit_b32 v43, v30, v30, 11
	v_alignbit_b32 v44, v30, v30, 25
	v_bfi_b32 v46, v30, v38, v35
	v_and_b32_e32 v39, v26, v29
	v_alignbit_b32 v40, v1, v1, 2
	v_alignbit_b32 v47, v1, v1, 13
	v_xor3_b32 v42, v42, v43, v44
	v_add3_u32 v3, v21, v3, v46
	v_alignbit_b32 v49, v1, v1, 22
	v_and_b32_e32 v37, v1, v37
	v_xor_b32_e32 v21, v25, v48
	v_add3_u32 v24, v13, v31, v24
	v_add3_u32 v3, v3, v42, 0x76f988da
	v_xor3_b32 v25, v40, v47, v49
	v_xor_b32_e32 v37, v37, v39
	v_xad_u32 v13, v36, v5, v32
	v_xad_u32 v5, v21, v45, v20
	v_add_nc_u32_e32 v21, v3, v29
	v_and_b32_e32 v29, v1, v26
	v_add3_u32 v2, v25, v37, v2
	v_xor_b32_e32 v25, v1, v26
	v_add3_u32 v19, v19, v41, v22
	v_alignbit_b32 v37, v21, v21, 6
	v_alignbit_b32 v39, v21, v21, 11
	v_alignbit_b32 v40, v21, v21, 25
	v_bfi_b32 v42, v21, v30, v38
	v_alignbit_b32 v36, v2, v2, 2
	v_alignbit_b32 v43, v2, v2, 13
	v_alignbit_b32 v44, v2, v2, 22
	v_and_b32_e32 v25, v2, v25
	v_xor3_b32 v37, v37, v39, v40
	v_add3_u32 v27, v27, v35, v42
	v_and_b32_e32 v42, v2, v1
	v_xor3_b32 v36, v36, v43, v44
	v_xor_b32_e32 v25, v25, v29
	v_alignbit_b32 v22, v24, v24, 17
	v_add3_u32 v27, v27, v37, 0x983e5152
	v_alignbit_b32 v35, v24, v24, 19
	v_lshrrev_b32_e32 v39, 10, v24
	v_add3_u32 v3, v36, v25, v3
	v_xor_b32_e32 v36, v2, v1
	v_add_nc_u32_e32 v25, v27, v26
	v_alignbit_b32 v29, v19, v19, 17
	v_xor3_b32 v22, v22, v35, v39
	v_alignbit_b32 v43, v3, v3, 2
	v_alignbit_b32 v48, v3, v3, 13
	v_alignbit_b32 v44, v25, v25, 6
	v_alignbit_b32 v45, v25, v25, 11
	v_alignbit_b32 v46, v25, v25, 25
	v_bfi_b32 v47, v25, v21, v30
	v_alignbit_b32 v49, v3, v3, 22
	v_and_b32_e32 v36, v3, v36
	v_xor_b32_e32 v35, v3, v2
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v23, v23, v38, v47
	v_xor3_b32 v43, v43, v48, v49
	v_xor_b32_e32 v36, v36, v42
	v_alignbit_b32 v37, v19, v19, 19
	v_lshrrev_b32_e32 v40, 10, v19
	v_add3_u32 v23, v23, v44, 0xa831c66d
	v_alignbit_b32 v26, v24, v24, 7
	v_add3_u32 v27, v43, v36, v27
	v_and_b32_e32 v36, v3, v2
	v_alignbit_b32 v38, v24, v24, 18
	v_add_nc_u32_e32 v1, v23, v1
	v_xor3_b32 v29, v29, v37, v40
	v_alignbit_b32 v39, v27, v27, 2
	v_alignbit_b32 v50, v27, v27, 13
	v_alignbit_b32 v51, v27, v27, 22
	v_alignbit_b32 v43, v1, v1, 6
	v_alignbit_b32 v47, v1, v1, 11
	v_alignbit_b32 v48, v1, v1, 25
	v_bfi_b32 v49, v1, v25, v21
	v_and_b32_e32 v35, v27, v35
	v_xor_b32_e32 v26, v26, v38
	v_lshrrev_b32_e32 v45, 3, v24
	v_xor3_b32 v43, v43, v47, v48
	v_add3_u32 v30, v33, v30, v49
	v_xor3_b32 v33, v39, v50, v51
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v42, v19, v19, 7
	v_alignbit_b32 v44, v19, v19, 18
	v_add3_u32 v30, v30, v43, 0xb00327c8
	v_add3_u32 v29, v10, v34, v29
	v_add3_u32 v23, v33, v35, v23
	v_xor_b32_e32 v10, v27, v3
	v_xor_b32_e32 v36, v42, v44
	v_add_nc_u32_e32 v2, v30, v2
	v_add3_u32 v22, v12, v0, v22
	v_xad_u32 v12, v26, v45, v28
	v_and_b32_e32 v26, v27, v3
	v_alignbit_b32 v33, v23, v23, 2
	v_alignbit_b32 v35, v2, v2, 6
	v_alignbit_b32 v37, v2, v2, 11
	v_alignbit_b32 v38, v2, v2, 25
	v_bfi_b32 v39, v2, v1, v25
	v_alignbit_b32 v40, v23, v23, 13
	v_alignbit_b32 v42, v23, v23, 22
	v_and_b32_e32 v43, v23, v10
	v_xor3_b32 v35, v35, v37, v38
	v_add3_u32 v21, v31, v21, v39
	v_lshrrev_b32_e32 v46, 3, v19
	v_xor3_b32 v33, v33, v40, v42
	v_xor_b32_e32 v26, v43, v26
	v_and_b32_e32 v38, v23, v27
	v_add3_u32 v21, v21, v35, 0xbf597fc7
	v_xad_u32 v10, v36, v46, v24
	v_alignbit_b32 v31, v22, v22, 17
	v_add3_u32 v26, v33, v26, v30
	v_xor_b32_e32 v33, v23, v27
	v_add_nc_u32_e32 v3, v21, v3
	v_alignbit_b32 v35, v22, v22, 19
	v_lshrrev_b32_e32 v36, 10, v22
	v_alignbit_b32 v39, v26, v26, 2
	v_alignbit_b32 v45, v26, v26, 13
	v_alignbit_b32 v40, v3, v3, 6
	v_alignbit_b32 v42, v3, v3, 11
	v_alignbit_b32 v43, v3, v3, 25
	v_bfi_b32 v44, v3, v2, v1
	v_alignbit_b32 v46, v26, v26, 22
	v_and_b32_e32 v33, v26, v33
	v_alignbit_b32 v37, v29, v29, 17
	v_xor3_b32 v40, v40, v42, v43
	v_add3_u32 v25, v41, v25, v44
	v_xor3_b32 v39, v39, v45, v46
	v_xor_b32_e32 v33, v33, v38
	v_alignbit_b32 v30, v29, v29, 19
	v_lshrrev_b32_e32 v41, 10, v29
	v_add3_u32 v25, v25, v40, 0xc6e00bf3
	v_alignbit_b32 v42, v22, v22, 7
	v_add3_u32 v21, v39, v33, v21
	v_xor_b32_e32 v39, v26, v23
	v_alignbit_b32 v38, v22, v22, 18
	v_add_nc_u32_e32 v27, v25, v27
	v_and_b32_e32 v44, v26, v23
	v_alignbit_b32 v45, v21, v21, 2
	v_and_b32_e32 v39, v21, v39
	v_alignbit_b32 v50, v21, v21, 13
	v_alignbit_b32 v46, v27, v27, 6
	v_alignbit_b32 v47, v27, v27, 11
	v_alignbit_b32 v48, v27, v27, 25
	v_bfi_b32 v49, v27, v3, v2
	v_alignbit_b32 v51, v21, v21, 22
	v_lshrrev_b32_e32 v40, 3, v22
	v_alignbit_b32 v43, v29, v29, 7
	v_xor3_b32 v46, v46, v47, v48
	v_add3_u32 v0, v0, v1, v49
	v_xor3_b32 v1, v31, v35, v36
	v_xor_b32_e32 v35, v39, v44
	v_xor3_b32 v31, v45, v50, v51
	v_alignbit_b32 v33, v29, v29, 18
	v_add3_u32 v36, v0, v46, 0xd5a79147
	v_xor3_b32 v0, v37, v30, v41
	v_xor_b32_e32 v30, v42, v38
	v_add3_u32 v25, v31, v35, v25
	v_add3_u32 v8, v8, v32, v1
	v_add_nc_u32_e32 v23, v36, v23
	v_xor_b32_e32 v1, v21, v26
	v_and_b32_e32 v31, v21, v26
	v_xor_b32_e32 v33, v43, v33
	v_alignbit_b32 v35, v25, v25, 2
	v_alignbit_b32 v37, v23, v23, 6
	v_alignbit_b32 v38, v23, v23, 11
	v_alignbit_b32 v39, v23, v23, 25
	v_bfi_b32 v41, v23, v27, v3
	v_alignbit_b32 v42, v25, v25, 13
	v_alignbit_b32 v43, v25, v25, 22
	v_and_b32_e32 v44, v25, v1
	v_xor3_b32 v37, v37, v38, v39
	v_add3_u32 v2, v34, v2, v41
	v_xad_u32 v1, v30, v40, v19
	v_xor3_b32 v30, v35, v42, v43
	v_xor_b32_e32 v31, v44, v31
	v_xor_b32_e32 v35, v25, v21
	v_add3_u32 v2, v2, v37, 0x6ca6351
	v_lshrrev_b32_e32 v47, 3, v29
	v_add3_u32 v11, v11, v20, v0
	v_add3_u32 v30, v30, v31, v36
	v_and_b32_e32 v36, v25, v21
	v_add_nc_u32_e32 v26, v2, v26
	v_xad_u32 v0, v33, v47, v22
	v_alignbit_b32 v33, v8, v8, 17
	v_alignbit_b32 v37, v30, v30, 2
	v_alignbit_b32 v42, v30, v30, 13
	v_alignbit_b32 v38, v26, v26, 6
	v_alignbit_b32 v39, v26, v26, 11
	v_alignbit_b32 v40, v26, v26, 25
	v_bfi_b32 v41, v26, v23, v27
	v_alignbit_b32 v43, v30, v30, 22
	v_and_b32_e32 v35, v30, v35
	v_alignbit_b32 v34, v8, v8, 19
	v_xor3_b32 v38, v38, v39, v40
	v_add3_u32 v3, v32, v3, v41
	v_xor3_b32 v37, v37, v42, v43
	v_xor_b32_e32 v35, v35, v36
	v_and_b32_e32 v41, v30, v25
	v_lshrrev_b32_e32 v31, 10, v8
	v_add3_u32 v3, v3, v38, 0x14292967
	v_alignbit_b32 v32, v11, v11, 17
	v_add3_u32 v35, v37, v35, v2
	v_xor_b32_e32 v37, v30, v25
	v_alignbit_b32 v39, v11, v11, 19
	v_add_nc_u32_e32 v21, v3, v21
	v_lshrrev_b32_e32 v36, 10, v11
	v_alignbit_b32 v42, v35, v35, 2
	v_alignbit_b32 v47, v35, v35, 13
	v_alignbit_b32 v48, v35, v35, 22
	v_alignbit_b32 v43, v21, v21, 6
	v_alignbit_b32 v44, v21, v21, 11
	v_alignbit_b32 v45, v21, v21, 25
	v_bfi_b32 v46, v21, v26, v23
	v_and_b32_e32 v37, v35, v37
	v_alignbit_b32 v38, v8, v8, 7
	v_alignbit_b32 v40, v8, v8, 18
	v_xor3_b32 v43, v43, v44, v45
	v_add3_u32 v20, v20, v27, v46
	v_xor3_b32 v42, v42, v47, v48
	v_xor_b32_e32 v37, v37, v41
	v_xor3_b32 v31, v33, v34, v31
	v_xor3_b32 v32, v32, v39, v36
	v_add3_u32 v20, v20, v43, 0x27b70a85
	v_xor_b32_e32 v34, v35, v30
	v_add3_u32 v33, v42, v37, v3
	v_xor_b32_e32 v3, v38, v40
	v_alignbit_b32 v27, v11, v11, 7
	v_add_nc_u32_e32 v25, v20, v25
	v_alignbit_b32 v44, v11, v11, 18
	v_and_b32_e32 v36, v35, v30
	v_alignbit_b32 v37, v33, v33, 2
	v_alignbit_b32 v43, v33, v33, 13
	v_alignbit_b32 v38, v25, v25, 6
	v_alignbit_b32 v39, v25, v25, 11
	v_alignbit_b32 v40, v25, v25, 25
	v_bfi_b32 v42, v25, v21, v26
	v_alignbit_b32 v45, v33, v33, 22
	v_and_b32_e32 v34, v33, v34
	v_lshrrev_b32_e32 v2, 3, v8
	v_xor3_b32 v38, v38, v39, v40
	v_add3_u32 v23, v28, v23, v42
	v_lshrrev_b32_e32 v41, 3, v11
	v_xor_b32_e32 v27, v27, v44
	v_add3_u32 v28, v6, v28, v31
	v_xor3_b32 v6, v37, v43, v45
	v_add3_u32 v23, v23, v38, 0x2e1b2138
	v_xor_b32_e32 v31, v34, v36
	v_add3_u32 v32, v14, v24, v32
	v_xad_u32 v3, v3, v2, v29
	v_xad_u32 v2, v27, v41, v8
	v_add_nc_u32_e32 v14, v23, v30
	v_add3_u32 v6, v6, v31, v20
	v_xor_b32_e32 v27, v33, v35
	v_and_b32_e32 v30, v33, v35
	v_alignbit_b32 v20, v28, v28, 17
	v_alignbit_b32 v34, v14, v14, 6
	v_alignbit_b32 v36, v14, v14, 11
	v_alignbit_b32 v37, v14, v14, 25
	v_bfi_b32 v38, v14, v25, v21
	v_alignbit_b32 v31, v6, v6, 2
	v_alignbit_b32 v39, v6, v6, 13
	v_alignbit_b32 v40, v6, v6, 22
	v_and_b32_e32 v27, v6, v27
	v_xor3_b32 v34, v34, v36, v37
	v_add3_u32 v24, v24, v26, v38
	v_and_b32_e32 v38, v6, v33
	v_xor3_b32 v31, v31, v39, v40
	v_xor_b32_e32 v27, v27, v30
	v_alignbit_b32 v26, v28, v28, 19
	v_add3_u32 v24, v24, v34, 0x4d2c6dfc
	v_lshrrev_b32_e32 v36, 10, v28
	v_alignbit_b32 v30, v32, v32, 17
	v_add3_u32 v23, v31, v27, v23
	v_alignbit_b32 v34, v32, v32, 19
	v_add_nc_u32_e32 v27, v24, v35
	v_xor_b32_e32 v35, v6, v33
	v_xor3_b32 v20, v20, v26, v36
	v_alignbit_b32 v39, v23, v23, 2
	v_alignbit_b32 v44, v23, v23, 13
	v_alignbit_b32 v40, v27, v27, 6
	v_alignbit_b32 v41, v27, v27, 11
	v_alignbit_b32 v42, v27, v27, 25
	v_bfi_b32 v43, v27, v14, v25
	v_alignbit_b32 v45, v23, v23, 22
	v_and_b32_e32 v35, v23, v35
	v_xor_b32_e32 v26, v23, v6
	v_xor3_b32 v40, v40, v41, v42
	v_add3_u32 v21, v19, v21, v43
	v_xor3_b32 v39, v39, v44, v45
	v_xor_b32_e32 v35, v35, v38
	v_lshrrev_b32_e32 v37, 10, v32
	v_alignbit_b32 v31, v28, v28, 7
	v_add3_u32 v21, v21, v40, 0x53380d13
	v_alignbit_b32 v41, v28, v28, 18
	v_add3_u32 v24, v39, v35, v24
	v_and_b32_e32 v35, v23, v6
	v_xor3_b32 v30, v30, v34, v37
	v_add_nc_u32_e32 v33, v21, v33
	v_lshrrev_b32_e32 v42, 3, v28
	v_alignbit_b32 v36, v24, v24, 2
	v_alignbit_b32 v47, v24, v24, 13
	v_alignbit_b32 v48, v24, v24, 22
	v_alignbit_b32 v39, v33, v33, 6
	v_alignbit_b32 v44, v33, v33, 11
	v_alignbit_b32 v45, v33, v33, 25
	v_bfi_b32 v46, v33, v27, v14
	v_and_b32_e32 v26, v24, v26
	v_xor3_b32 v34, v36, v47, v48
	v_xor_b32_e32 v31, v31, v41
	v_xor3_b32 v39, v39, v44, v45
	v_add3_u32 v25, v22, v25, v46
	v_xor_b32_e32 v26, v26, v35
	v_add3_u32 v19, v4, v19, v20
	v_add3_u32 v20, v18, v22, v30
	v_alignbit_b32 v38, v32, v32, 7
	v_add3_u32 v25, v25, v39, 0x650a7354
	v_add3_u32 v18, v34, v26, v21
	v_alignbit_b32 v40, v32, v32, 18
	v_xor_b32_e32 v4, v24, v23
	v_and_b32_e32 v22, v24, v23
	v_add_nc_u32_e32 v21, v25, v6
	v_xad_u32 v6, v31, v42, v11
	v_xor_b32_e32 v35, v38, v40
	v_alignbit_b32 v26, v18, v18, 2
	v_alignbit_b32 v37, v18, v18, 13
	v_alignbit_b32 v30, v21, v21, 6
	v_alignbit_b32 v31, v21, v21, 11
	v_alignbit_b32 v34, v21, v21, 25
	v_bfi_b32 v36, v21, v33, v27
	v_alignbit_b32 v38, v18, v18, 22
	v_and_b32_e32 v39, v18, v4
	v_lshrrev_b32_e32 v43, 3, v32
	v_xor3_b32 v30, v30, v31, v34
	v_add3_u32 v14, v29, v14, v36
	v_xor3_b32 v26, v26, v37, v38
	v_xor_b32_e32 v22, v39, v22
	v_xad_u32 v4, v35, v43, v28
	v_and_b32_e32 v36, v18, v24
	v_add3_u32 v14, v14, v30, 0x766a0abb
	v_alignbit_b32 v31, v19, v19, 17
	v_add3_u32 v22, v26, v22, v25
	v_xor_b32_e32 v26, v18, v24
	v_alignbit_b32 v30, v19, v19, 19
	v_add_nc_u32_e32 v23, v14, v23
	v_lshrrev_b32_e32 v34, 10, v19
	v_alignbit_b32 v37, v22, v22, 2
	v_alignbit_b32 v42, v22, v22, 13
	v_alignbit_b32 v43, v22, v22, 22
	v_alignbit_b32 v38, v23, v23, 6
	v_alignbit_b32 v39, v23, v23, 11
	v_alignbit_b32 v40, v23, v23, 25
	v_bfi_b32 v41, v23, v21, v33
	v_and_b32_e32 v26, v22, v26
	v_xor3_b32 v37, v37, v42, v43
	v_and_b32_e32 v42, v22, v18
	v_xor3_b32 v38, v38, v39, v40
	v_add3_u32 v27, v8, v27, v41
	v_xor_b32_e32 v26, v26, v36
	v_xor3_b32 v30, v31, v30, v34
	v_alignbit_b32 v35, v20, v20, 17
	v_alignbit_b32 v25, v20, v20, 19
	v_add3_u32 v27, v27, v38, 0x81c2c92e
	v_add3_u32 v26, v37, v26, v14
	v_xor_b32_e32 v37, v22, v18
	v_lshrrev_b32_e32 v39, 10, v20
	v_alignbit_b32 v40, v19, v19, 7
	v_add_nc_u32_e32 v24, v27, v24
	v_alignbit_b32 v43, v26, v26, 2
	v_alignbit_b32 v48, v26, v26, 13
	v_alignbit_b32 v49, v26, v26, 22
	v_and_b32_e32 v37, v26, v37
	v_alignbit_b32 v44, v24, v24, 6
	v_alignbit_b32 v45, v24, v24, 11
	v_alignbit_b32 v46, v24, v24, 25
	v_bfi_b32 v47, v24, v23, v21
	v_xor3_b32 v31, v43, v48, v49
	v_xor_b32_e32 v34, v37, v42
	v_alignbit_b32 v36, v19, v19, 18
	v_xor3_b32 v44, v44, v45, v46
	v_add3_u32 v33, v11, v33, v47
	v_alignbit_b32 v41, v20, v20, 7
	v_alignbit_b32 v14, v20, v20, 18
	v_add3_u32 v27, v31, v34, v27
	v_xor3_b32 v25, v35, v25, v39
	v_add3_u32 v33, v33, v44, 0x92722c85
	v_xor_b32_e32 v35, v40, v36
	v_xor_b32_e32 v36, v41, v14
	v_lshrrev_b32_e32 v38, 3, v19
	v_lshrrev_b32_e32 v45, 3, v20
	v_add_nc_u32_e32 v31, v33, v18
	v_add3_u32 v18, v9, v29, v30
	v_xor_b32_e32 v9, v26, v22
	v_and_b32_e32 v29, v26, v22
	v_alignbit_b32 v30, v27, v27, 2
	v_alignbit_b32 v14, v31, v31, 6
	v_alignbit_b32 v34, v31, v31, 11
	v_alignbit_b32 v37, v31, v31, 25
	v_bfi_b32 v39, v31, v24, v23
	v_alignbit_b32 v40, v27, v27, 13
	v_alignbit_b32 v41, v27, v27, 22
	v_and_b32_e32 v42, v27, v9
	v_xor3_b32 v34, v14, v34, v37
	v_add3_u32 v21, v28, v21, v39
	v_add3_u32 v14, v15, v8, v25
	v_xad_u32 v9, v35, v38, v32
	v_xad_u32 v8, v36, v45, v19
	v_xor3_b32 v15, v30, v40, v41
	v_add3_u32 v21, v21, v34, 0xa2bfe8a1
	v_xor_b32_e32 v25, v42, v29
	v_and_b32_e32 v34, v27, v26
	v_alignbit_b32 v29, v18, v18, 17
	v_alignbit_b32 v30, v18, v18, 19
	v_add_nc_u32_e32 v22, v21, v22
	v_add3_u32 v15, v15, v25, v33
	v_xor_b32_e32 v33, v27, v26
	v_lshrrev_b32_e32 v25, 10, v18
	s_delay_alu instid0(VALU_DEP_4)
	v_alignbit_b32 v36, v22, v22, 6
	v_alignbit_b32 v37, v22, v22, 11
	v_alignbit_b32 v38, v22, v22, 25
	v_bfi_b32 v39, v22, v31, v24
	v_alignbit_b32 v35, v15, v15, 2
	v_alignbit_b32 v40, v15, v15, 13
	v_alignbit_b32 v41, v15, v15, 22
	v_xor3_b32 v36, v36, v37, v38
	v_add3_u32 v23, v32, v23, v39
	v_and_b32_e32 v33, v15, v33
	v_alignbit_b32 v37, v14, v14, 17
	v_xor3_b32 v35, v35, v40, v41
	v_and_b32_e32 v40, v15, v27
	v_add3_u32 v23, v23, v36, 0xa81a664b
	v_xor_b32_e32 v33, v33, v34
	v_alignbit_b32 v38, v14, v14, 19
	v_lshrrev_b32_e32 v34, 10, v14
	v_alignbit_b32 v36, v18, v18, 7
	v_add_nc_u32_e32 v26, v23, v26
	v_add3_u32 v21, v35, v33, v21
	v_xor_b32_e32 v35, v15, v27
	v_alignbit_b32 v39, v18, v18, 18
	v_xor3_b32 v25, v29, v30, v25
	v_alignbit_b32 v42, v26, v26, 6
	v_alignbit_b32 v43, v26, v26, 11
	v_alignbit_b32 v44, v26, v26, 25
	v_bfi_b32 v45, v26, v22, v31
	v_alignbit_b32 v41, v21, v21, 2
	v_alignbit_b32 v46, v21, v21, 13
	v_alignbit_b32 v47, v21, v21, 22
	v_xor3_b32 v42, v42, v43, v44
	v_add3_u32 v24, v19, v24, v45
	v_and_b32_e32 v35, v21, v35
	v_xor3_b32 v29, v37, v38, v34
	v_xor3_b32 v41, v41, v46, v47
	v_xor_b32_e32 v30, v36, v39
	v_add3_u32 v24, v24, v42, 0xc24b8b70
	v_xor_b32_e32 v35, v35, v40
	v_xor_b32_e32 v34, v21, v15
	v_alignbit_b32 v43, v14, v14, 7
	v_alignbit_b32 v44, v14, v14, 18
	v_add_nc_u32_e32 v27, v24, v27
	v_add3_u32 v23, v41, v35, v23
	v_and_b32_e32 v35, v21, v15
	v_lshrrev_b32_e32 v33, 3, v18
	v_lshrrev_b32_e32 v40, 3, v14
	v_alignbit_b32 v37, v27, v27, 6
	v_alignbit_b32 v38, v27, v27, 11
	v_alignbit_b32 v39, v27, v27, 25
	v_bfi_b32 v41, v27, v26, v22
	v_alignbit_b32 v36, v23, v23, 2
	v_alignbit_b32 v42, v23, v23, 13
	v_alignbit_b32 v45, v23, v23, 22
	v_xor3_b32 v37, v37, v38, v39
	v_add3_u32 v31, v20, v31, v41
	v_and_b32_e32 v34, v23, v34
	v_xor_b32_e32 v38, v43, v44
	v_xor3_b32 v36, v36, v42, v45
	v_add3_u32 v25, v7, v11, v25
	v_add3_u32 v31, v31, v37, 0xc76c51a3
	v_xor_b32_e32 v34, v34, v35
	v_add3_u32 v7, v13, v28, v29
	v_xor_b32_e32 v29, v23, v21
	v_xad_u32 v13, v30, v33, v20
	v_add_nc_u32_e32 v15, v31, v15
	v_add3_u32 v24, v36, v34, v24
	v_xad_u32 v11, v38, v40, v18
	v_and_b32_e32 v30, v23, v21
	v_alignbit_b32 v28, v25, v25, 17
	v_alignbit_b32 v34, v15, v15, 6
	v_alignbit_b32 v35, v15, v15, 11
	v_alignbit_b32 v36, v15, v15, 25
	v_bfi_b32 v37, v15, v27, v26
	v_alignbit_b32 v33, v24, v24, 2
	v_alignbit_b32 v38, v24, v24, 13
	v_alignbit_b32 v39, v24, v24, 22
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v22, v18, v22, v37
	v_and_b32_e32 v29, v24, v29
	v_alignbit_b32 v35, v25, v25, 19
	v_xor3_b32 v33, v33, v38, v39
	v_and_b32_e32 v38, v24, v23
	v_add3_u32 v22, v22, v34, 0xd192e819
	v_xor_b32_e32 v29, v29, v30
	v_lshrrev_b32_e32 v36, 10, v25
	v_alignbit_b32 v30, v7, v7, 17
	v_alignbit_b32 v34, v7, v7, 19
	v_add_nc_u32_e32 v21, v22, v21
	v_add3_u32 v29, v33, v29, v31
	v_xor_b32_e32 v33, v24, v23
	v_lshrrev_b32_e32 v37, 10, v7
	v_xor3_b32 v28, v28, v35, v36
	v_alignbit_b32 v40, v21, v21, 6
	v_alignbit_b32 v41, v21, v21, 11
	v_alignbit_b32 v42, v21, v21, 25
	v_bfi_b32 v43, v21, v15, v27
	v_alignbit_b32 v39, v29, v29, 2
	v_alignbit_b32 v44, v29, v29, 13
	v_alignbit_b32 v45, v29, v29, 22
	v_xor3_b32 v40, v40, v41, v42
	v_add3_u32 v26, v14, v26, v43
	v_and_b32_e32 v33, v29, v33
	v_and_b32_e32 v35, v29, v24
	v_xor3_b32 v39, v39, v44, v45
	v_alignbit_b32 v31, v25, v25, 7
	v_add3_u32 v26, v26, v40, 0xd6990624
	v_xor_b32_e32 v33, v33, v38
	v_alignbit_b32 v41, v25, v25, 18
	v_xor3_b32 v30, v30, v34, v37
	v_lshrrev_b32_e32 v42, 3, v25
	v_add_nc_u32_e32 v23, v26, v23
	v_add3_u32 v22, v39, v33, v22
	v_xor_b32_e32 v33, v29, v24
	v_alignbit_b32 v38, v7, v7, 7
	v_alignbit_b32 v40, v7, v7, 18
	v_alignbit_b32 v39, v23, v23, 6
	v_alignbit_b32 v44, v23, v23, 11
	v_alignbit_b32 v45, v23, v23, 25
	v_bfi_b32 v46, v23, v21, v15
	v_alignbit_b32 v36, v22, v22, 2
	v_alignbit_b32 v47, v22, v22, 13
	v_alignbit_b32 v48, v22, v22, 22
	v_xor3_b32 v39, v39, v44, v45
	v_add3_u32 v27, v25, v27, v46
	v_and_b32_e32 v33, v22, v33
	v_xor_b32_e32 v31, v31, v41
	v_xor3_b32 v34, v36, v47, v48
	v_add3_u32 v28, v5, v32, v28
	v_add3_u32 v27, v27, v39, 0xf40e3585
	v_xor_b32_e32 v33, v33, v35
	v_add3_u32 v12, v12, v19, v30
	v_xor_b32_e32 v35, v38, v40
	v_xad_u32 v5, v31, v42, v14
	v_add_nc_u32_e32 v24, v27, v24
	v_add3_u32 v19, v34, v33, v26
	v_xor_b32_e32 v26, v22, v29
	v_and_b32_e32 v30, v22, v29
	v_lshrrev_b32_e32 v43, 3, v7
	v_alignbit_b32 v32, v24, v24, 6
	v_alignbit_b32 v33, v24, v24, 11
	v_alignbit_b32 v34, v24, v24, 25
	v_bfi_b32 v36, v24, v23, v21
	v_alignbit_b32 v31, v19, v19, 2
	v_alignbit_b32 v37, v19, v19, 13
	v_alignbit_b32 v38, v19, v19, 22
	v_and_b32_e32 v26, v19, v26
	v_xor3_b32 v32, v32, v33, v34
	v_add3_u32 v15, v7, v15, v36
	v_alignbit_b32 v36, v12, v12, 19
	v_xor3_b32 v31, v31, v37, v38
	v_xor_b32_e32 v26, v26, v30
	v_alignbit_b32 v33, v28, v28, 17
	v_add3_u32 v15, v15, v32, 0x106aa070
	v_alignbit_b32 v32, v12, v12, 17
	v_alignbit_b32 v34, v28, v28, 19
	v_add3_u32 v26, v31, v26, v27
	v_xor_b32_e32 v31, v19, v22
	v_add_nc_u32_e32 v27, v15, v29
	v_lshrrev_b32_e32 v29, 10, v12
	v_lshrrev_b32_e32 v30, 10, v28
	v_and_b32_e32 v37, v19, v22
	v_alignbit_b32 v38, v26, v26, 2
	v_alignbit_b32 v39, v27, v27, 6
	v_alignbit_b32 v40, v27, v27, 11
	v_alignbit_b32 v41, v27, v27, 25
	v_bfi_b32 v42, v27, v24, v23
	v_alignbit_b32 v44, v26, v26, 13
	v_alignbit_b32 v45, v26, v26, 22
	v_and_b32_e32 v31, v26, v31
	v_xor3_b32 v39, v39, v40, v41
	v_add3_u32 v21, v28, v21, v42
	v_xor3_b32 v29, v32, v36, v29
	v_xor3_b32 v30, v33, v34, v30
	v_xor3_b32 v32, v38, v44, v45
	v_xor_b32_e32 v31, v31, v37
	v_add3_u32 v21, v21, v39, 0x19a4c116
	v_add3_u32 v1, v1, v18, v29
	v_add3_u32 v10, v10, v20, v30
	v_xad_u32 v20, v35, v43, v25
	v_add3_u32 v15, v32, v31, v15
	v_add_nc_u32_e32 v18, v21, v22
	v_xor_b32_e32 v29, v26, v19
	v_and_b32_e32 v30, v26, v19
	v_alignbit_b32 v22, v10, v10, 17
	v_alignbit_b32 v31, v15, v15, 2
	v_alignbit_b32 v32, v18, v18, 6
	v_alignbit_b32 v33, v18, v18, 11
	v_alignbit_b32 v34, v18, v18, 25
	v_bfi_b32 v35, v18, v27, v24
	v_alignbit_b32 v36, v15, v15, 13
	v_alignbit_b32 v37, v15, v15, 22
	v_and_b32_e32 v29, v15, v29
	v_xor3_b32 v32, v32, v33, v34
	v_add3_u32 v23, v12, v23, v35
	v_alignbit_b32 v33, v10, v10, 19
	v_lshrrev_b32_e32 v34, 10, v10
	v_xor3_b32 v31, v31, v36, v37
	v_xor_b32_e32 v29, v29, v30
	v_add3_u32 v23, v23, v32, 0x1e376c08
	v_alignbit_b32 v30, v1, v1, 17
	v_xor3_b32 v22, v22, v33, v34
	v_alignbit_b32 v32, v1, v1, 19
	v_add3_u32 v21, v31, v29, v21
	v_add_nc_u32_e32 v19, v23, v19
	v_xor_b32_e32 v29, v15, v26
	v_and_b32_e32 v31, v15, v26
	v_add3_u32 v0, v0, v14, v22
	v_alignbit_b32 v33, v21, v21, 2
	v_alignbit_b32 v34, v19, v19, 6
	v_alignbit_b32 v36, v19, v19, 11
	v_alignbit_b32 v37, v19, v19, 25
	v_bfi_b32 v38, v19, v18, v27
	v_alignbit_b32 v39, v21, v21, 13
	v_alignbit_b32 v40, v21, v21, 22
	v_and_b32_e32 v29, v21, v29
	v_xor3_b32 v34, v34, v36, v37
	v_add3_u32 v24, v10, v24, v38
	v_lshrrev_b32_e32 v35, 10, v1
	v_xor3_b32 v14, v33, v39, v40
	v_xor_b32_e32 v22, v29, v31
	v_alignbit_b32 v29, v0, v0, 19
	v_add3_u32 v24, v24, v34, 0x2748774c
	v_xor3_b32 v30, v30, v32, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add3_u32 v14, v14, v22, v23
	v_lshrrev_b32_e32 v23, 10, v0
	v_add_nc_u32_e32 v22, v24, v26
	v_xor_b32_e32 v26, v21, v15
	v_add3_u32 v3, v3, v25, v30
	v_and_b32_e32 v30, v21, v15
	v_alignbit_b32 v31, v14, v14, 2
	v_alignbit_b32 v32, v22, v22, 6
	v_alignbit_b32 v33, v22, v22, 11
	v_alignbit_b32 v34, v22, v22, 25
	v_bfi_b32 v35, v22, v19, v18
	v_alignbit_b32 v36, v14, v14, 13
	v_alignbit_b32 v37, v14, v14, 22
	v_and_b32_e32 v26, v14, v26
	v_xor3_b32 v32, v32, v33, v34
	v_add3_u32 v27, v1, v27, v35
	v_alignbit_b32 v25, v0, v0, 17
	v_alignbit_b32 v33, v3, v3, 17
	v_alignbit_b32 v34, v3, v3, 19
	v_xor3_b32 v31, v31, v36, v37
	v_add3_u32 v27, v27, v32, 0x34b0bcb5
	v_xor_b32_e32 v26, v26, v30
	v_lshrrev_b32_e32 v30, 10, v3
	v_xor3_b32 v23, v25, v29, v23
	v_and_b32_e32 v29, v14, v21
	v_add_nc_u32_e32 v15, v27, v15
	v_add3_u32 v24, v31, v26, v24
	v_xor3_b32 v25, v33, v34, v30
	v_xor_b32_e32 v26, v14, v21
	v_add3_u32 v2, v2, v7, v23
	v_alignbit_b32 v31, v15, v15, 6
	v_alignbit_b32 v33, v15, v15, 11
	v_alignbit_b32 v34, v15, v15, 25
	v_bfi_b32 v35, v15, v22, v19
	v_alignbit_b32 v30, v24, v24, 2
	v_alignbit_b32 v36, v24, v24, 13
	v_alignbit_b32 v37, v24, v24, 22
	v_xor3_b32 v31, v31, v33, v34
	v_add3_u32 v18, v0, v18, v35
	v_and_b32_e32 v26, v24, v26
	v_add3_u32 v6, v6, v28, v25
	v_xor3_b32 v23, v30, v36, v37
	v_lshrrev_b32_e32 v30, 10, v2
	v_add3_u32 v18, v18, v31, 0x391c0cb3
	v_xor_b32_e32 v25, v26, v29
	v_alignbit_b32 v26, v2, v2, 17
	v_alignbit_b32 v29, v2, v2, 19
	v_and_b32_e32 v31, v24, v14
	v_add_nc_u32_e32 v21, v18, v21
	v_add3_u32 v23, v23, v25, v27
	v_xor_b32_e32 v27, v24, v14
	v_xor3_b32 v26, v26, v29, v30
	v_alignbit_b32 v25, v6, v6, 17
	v_alignbit_b32 v34, v21, v21, 6
	v_alignbit_b32 v35, v21, v21, 11
	v_alignbit_b32 v36, v21, v21, 25
	v_bfi_b32 v37, v21, v15, v22
	v_alignbit_b32 v33, v23, v23, 2
	v_alignbit_b32 v38, v23, v23, 13
	v_alignbit_b32 v39, v23, v23, 22
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v19, v3, v19, v37
	v_and_b32_e32 v27, v23, v27
	v_alignbit_b32 v35, v6, v6, 19
	v_xor3_b32 v33, v33, v38, v39
	v_lshrrev_b32_e32 v36, 10, v6
	v_add3_u32 v19, v19, v34, 0x4ed8aa4a
	v_xor_b32_e32 v27, v27, v31
	v_add3_u32 v4, v4, v12, v26
	v_xor_b32_e32 v12, v23, v24
	v_xor3_b32 v25, v25, v35, v36
	v_add_nc_u32_e32 v14, v19, v14
	v_add3_u32 v18, v33, v27, v18
	v_and_b32_e32 v26, v23, v24
	v_alignbit_b32 v32, v28, v28, 7
	v_add3_u32 v9, v9, v10, v25
	v_alignbit_b32 v30, v14, v14, 6
	v_alignbit_b32 v31, v14, v14, 11
	v_alignbit_b32 v33, v14, v14, 25
	v_bfi_b32 v34, v14, v21, v15
	v_alignbit_b32 v27, v18, v18, 2
	v_alignbit_b32 v35, v18, v18, 13
	v_alignbit_b32 v36, v18, v18, 22
	v_and_b32_e32 v12, v18, v12
	v_xor3_b32 v30, v30, v31, v33
	v_add3_u32 v22, v2, v22, v34
	v_alignbit_b32 v10, v4, v4, 17
	v_xor3_b32 v25, v27, v35, v36
	v_xor_b32_e32 v12, v12, v26
	v_alignbit_b32 v26, v4, v4, 19
	v_add3_u32 v22, v22, v30, 0x5b9cca4f
	v_lshrrev_b32_e32 v27, 10, v4
	v_and_b32_e32 v31, v18, v23
	v_add3_u32 v12, v25, v12, v19
	v_xor_b32_e32 v25, v18, v23
	v_add_nc_u32_e32 v19, v22, v24
	v_xor3_b32 v10, v10, v26, v27
	v_alignbit_b32 v30, v9, v9, 17
	v_alignbit_b32 v33, v12, v12, 2
	v_alignbit_b32 v38, v12, v12, 13
	v_alignbit_b32 v34, v19, v19, 6
	v_alignbit_b32 v35, v19, v19, 11
	v_alignbit_b32 v36, v19, v19, 25
	v_bfi_b32 v37, v19, v14, v21
	v_alignbit_b32 v39, v12, v12, 22
	v_and_b32_e32 v25, v12, v25
	v_alignbit_b32 v24, v9, v9, 19
	v_xor3_b32 v34, v34, v35, v36
	v_add3_u32 v15, v6, v15, v37
	v_lshrrev_b32_e32 v35, 10, v9
	v_xor3_b32 v33, v33, v38, v39
	v_xor_b32_e32 v25, v25, v31
	v_add3_u32 v1, v8, v1, v10
	v_add3_u32 v15, v15, v34, 0x682e6ff3
	v_alignbit_b32 v29, v28, v28, 18
	v_lshrrev_b32_e32 v26, 3, v28
	v_xor3_b32 v24, v30, v24, v35
	v_add3_u32 v22, v33, v25, v22
	v_add_nc_u32_e32 v8, v15, v23
	v_xor_b32_e32 v10, v12, v18
	v_and_b32_e32 v23, v12, v18
	v_add3_u32 v0, v13, v0, v24
	v_alignbit_b32 v25, v22, v22, 2
	v_alignbit_b32 v28, v8, v8, 6
	v_alignbit_b32 v30, v8, v8, 11
	v_alignbit_b32 v31, v8, v8, 25
	v_bfi_b32 v33, v8, v19, v14
	v_alignbit_b32 v27, v22, v22, 13
	v_alignbit_b32 v34, v22, v22, 22
	v_and_b32_e32 v10, v22, v10
	v_xor3_b32 v13, v28, v30, v31
	v_add3_u32 v21, v4, v21, v33
	v_alignbit_b32 v37, v0, v0, 19
	v_xor3_b32 v24, v25, v27, v34
	v_xor_b32_e32 v10, v10, v23
	v_and_b32_e32 v27, v22, v12
	v_add3_u32 v13, v21, v13, 0x748f82ee
	v_alignbit_b32 v23, v1, v1, 17
	v_alignbit_b32 v25, v1, v1, 19
	v_add3_u32 v10, v24, v10, v15
	v_xor_b32_e32 v24, v22, v12
	v_add_nc_u32_e32 v18, v13, v18
	v_alignbit_b32 v15, v0, v0, 17
	v_lshrrev_b32_e32 v21, 10, v1
	v_alignbit_b32 v28, v10, v10, 2
	v_alignbit_b32 v30, v10, v10, 13
	v_alignbit_b32 v31, v10, v10, 22
	v_alignbit_b32 v33, v18, v18, 6
	v_alignbit_b32 v34, v18, v18, 11
	v_alignbit_b32 v35, v18, v18, 25
	v_bfi_b32 v36, v18, v8, v19
	v_and_b32_e32 v24, v10, v24
	v_xor3_b32 v28, v28, v30, v31
	v_xor3_b32 v21, v23, v25, v21
	v_xor3_b32 v30, v33, v34, v35
	v_add3_u32 v9, v9, v14, v36
	v_xor_b32_e32 v14, v24, v27
	v_lshrrev_b32_e32 v24, 10, v0
	v_xor_b32_e32 v27, v32, v29
	v_and_b32_e32 v23, v10, v22
	v_add3_u32 v9, v9, v30, 0x78a5636f
	v_add3_u32 v13, v28, v14, v13
	v_xor3_b32 v14, v15, v37, v24
	v_xor_b32_e32 v15, v10, v22
	v_add3_u32 v3, v11, v3, v21
	v_add_nc_u32_e32 v12, v9, v12
	v_alignbit_b32 v24, v13, v13, 2
	v_alignbit_b32 v25, v13, v13, 13
	v_alignbit_b32 v28, v13, v13, 22
	v_and_b32_e32 v15, v13, v15
	v_alignbit_b32 v29, v12, v12, 6
	v_alignbit_b32 v30, v12, v12, 11
	v_alignbit_b32 v31, v12, v12, 25
	v_bfi_b32 v32, v12, v18, v8
	v_xor3_b32 v24, v24, v25, v28
	v_xor_b32_e32 v15, v15, v23
	v_add3_u32 v2, v5, v2, v14
	v_xor3_b32 v11, v29, v30, v31
	v_add3_u32 v1, v1, v19, v32
	v_xad_u32 v19, v27, v26, v7
	v_add3_u32 v9, v24, v15, v9
	v_xor_b32_e32 v7, v13, v10
	v_and_b32_e32 v23, v13, v10
	v_add3_u32 v1, v1, v11, 0x84c87814
	v_alignbit_b32 v5, v3, v3, 17
	v_alignbit_b32 v11, v9, v9, 2
	v_alignbit_b32 v14, v9, v9, 13
	v_alignbit_b32 v15, v9, v9, 22
	v_add_nc_u32_e32 v21, v1, v22
	v_and_b32_e32 v7, v9, v7
	v_alignbit_b32 v22, v3, v3, 19
	v_alignbit_b32 v26, v2, v2, 17
	v_xor3_b32 v11, v11, v14, v15
	v_alignbit_b32 v14, v21, v21, 6
	v_alignbit_b32 v15, v21, v21, 11
	v_alignbit_b32 v24, v21, v21, 25
	v_bfi_b32 v25, v21, v12, v18
	v_xor_b32_e32 v7, v7, v23
	v_lshrrev_b32_e32 v23, 10, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v14, v14, v15, v24
	v_add3_u32 v0, v0, v8, v25
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v8, v11, v7, v1
	v_xor_b32_e32 v7, v9, v13
	v_and_b32_e32 v11, v9, v13
	v_xor3_b32 v5, v5, v22, v23
	v_add3_u32 v0, v0, v14, 0x8cc70208
	v_alignbit_b32 v14, v8, v8, 2
	v_alignbit_b32 v15, v8, v8, 13
	v_alignbit_b32 v24, v8, v8, 22
	v_and_b32_e32 v7, v8, v7
	v_add_nc_u32_e32 v10, v0, v10
	v_alignbit_b32 v1, v2, v2, 19
	v_lshrrev_b32_e32 v25, 10, v2
	v_xor3_b32 v14, v14, v15, v24
	v_xor_b32_e32 v7, v7, v11
	v_alignbit_b32 v11, v10, v10, 6
	v_alignbit_b32 v15, v10, v10, 11
	v_alignbit_b32 v22, v10, v10, 25
	v_bfi_b32 v23, v10, v21, v12
	v_add3_u32 v7, v14, v7, v0
	v_xor_b32_e32 v0, v8, v9
	v_and_b32_e32 v14, v8, v9
	v_xor3_b32 v11, v11, v15, v22
	v_add3_u32 v3, v3, v18, v23
	v_alignbit_b32 v15, v7, v7, 2
	v_alignbit_b32 v18, v7, v7, 13
	v_alignbit_b32 v22, v7, v7, 22
	v_and_b32_e32 v0, v7, v0
	v_add3_u32 v3, v3, v11, 0x90befffa
	v_xor3_b32 v11, v26, v1, v25
	v_add3_u32 v20, v20, v6, v5
	v_xor3_b32 v5, v15, v18, v22
	v_xor_b32_e32 v0, v0, v14
	v_add_nc_u32_e32 v1, v3, v13
	v_xor_b32_e32 v6, v7, v8
	v_add3_u32 v4, v19, v4, v11
	v_and_b32_e32 v11, v7, v8
	v_add3_u32 v5, v5, v0, v3
	v_alignbit_b32 v0, v1, v1, 6
	v_alignbit_b32 v3, v1, v1, 11
	v_alignbit_b32 v13, v1, v1, 25
	v_bfi_b32 v14, v1, v10, v21
	v_alignbit_b32 v15, v5, v5, 2
	v_alignbit_b32 v18, v5, v5, 13
	v_alignbit_b32 v19, v5, v5, 22
	v_xor3_b32 v0, v0, v3, v13
	v_add3_u32 v2, v2, v12, v14
	v_and_b32_e32 v22, v5, v6
	v_add_nc_u32_e32 v6, 0xa54ff53a, v5
	v_xor3_b32 v13, v15, v18, v19
	v_xor_b32_e32 v12, v5, v7
	v_add3_u32 v0, v2, v0, 0xa4506ceb
	v_xor_b32_e32 v11, v22, v11
	v_alignbit_b32 v15, v6, v6, 7
	v_alignbit_b32 v18, v6, v6, 18
	v_and_b32_e32 v14, v5, v7
	v_add_nc_u32_e32 v2, v0, v9
	v_add3_u32 v23, v13, v11, v0
	v_lshrrev_b32_e32 v9, 3, v6
	v_add_nc_u32_e32 v3, 0x5be0cd19, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_alignbit_b32 v0, v2, v2, 6
	v_alignbit_b32 v11, v2, v2, 11
	v_alignbit_b32 v13, v2, v2, 25
	v_bfi_b32 v24, v2, v1, v10
	v_xor3_b32 v9, v15, v18, v9
	v_alignbit_b32 v15, v23, v23, 2
	v_alignbit_b32 v18, v23, v23, 13
	v_xor3_b32 v0, v0, v11, v13
	v_add3_u32 v11, v20, v21, v24
	v_alignbit_b32 v20, v23, v23, 22
	v_and_b32_e32 v12, v23, v12
	v_xor_b32_e32 v21, v23, v5
	v_alignbit_b32 v19, v3, v3, 7
	v_add3_u32 v0, v11, v0, 0xbef9a3f7
	v_xor3_b32 v15, v15, v18, v20
	v_xor_b32_e32 v12, v12, v14
	v_and_b32_e32 v11, v23, v5
	v_alignbit_b32 v22, v3, v3, 18
	v_add_nc_u32_e32 v8, v0, v8
	v_add_nc_u32_e32 v13, 0x3c6ef372, v23
	v_add3_u32 v12, v15, v12, v0
	v_add_nc_u32_e32 v14, 0x1f83d9ab, v2
	v_lshrrev_b32_e32 v3, 3, v3
	v_alignbit_b32 v0, v8, v8, 6
	v_alignbit_b32 v15, v8, v8, 11
	v_alignbit_b32 v24, v8, v8, 25
	v_bfi_b32 v25, v8, v2, v1
	v_alignbit_b32 v26, v12, v12, 2
	v_alignbit_b32 v27, v12, v12, 13
	v_alignbit_b32 v28, v12, v12, 22
	v_and_b32_e32 v21, v12, v21
	v_xor3_b32 v0, v0, v15, v24
	v_add3_u32 v4, v4, v10, v25
	v_alignbit_b32 v18, v13, v13, 7
	v_xor3_b32 v24, v26, v27, v28
	v_xor_b32_e32 v11, v21, v11
	v_alignbit_b32 v20, v13, v13, 18
	v_add3_u32 v21, v4, v0, 0xc67178f2
	v_lshrrev_b32_e32 v10, 3, v13
	v_alignbit_b32 v15, v14, v14, 7
	v_alignbit_b32 v0, v14, v14, 18
	v_lshrrev_b32_e32 v14, 3, v14
	v_xor_b32_e32 v4, v19, v22
	v_add3_u32 v19, v11, v24, v21
	v_xor3_b32 v18, v18, v20, v10
	v_add_nc_u32_e32 v20, 0xbb67ae85, v12
	v_xor3_b32 v10, v15, v0, v14
	v_add3_u32 v7, v7, v21, 0x510e527f
	v_add_nc_u32_e32 v14, 0x2d1c909, v19
	v_sub_nc_u32_e32 v22, 0xfd2e36f6, v19
	v_add3_u32 v0, v12, v18, 0xbc07ae85
	v_alignbit_b32 v15, v20, v20, 7
	v_alignbit_b32 v18, v20, v20, 18
	v_alignbit_b32 v24, v14, v14, 6
	v_alignbit_b32 v25, v14, v14, 11
	v_alignbit_b32 v26, v14, v14, 25
	v_and_b32_e32 v27, 0x510e527f, v14
	v_lshrrev_b32_e32 v20, 3, v20
	v_alignbit_b32 v28, v0, v0, 17
	v_alignbit_b32 v29, v0, v0, 19
	v_xor3_b32 v24, v24, v25, v26
	v_and_or_b32 v22, 0x9b05688c, v22, v27
	v_add_nc_u32_e32 v26, 0x66126eb4, v19
	v_lshrrev_b32_e32 v30, 10, v0
	v_xor3_b32 v15, v15, v18, v20
	v_alignbit_b32 v21, v7, v7, 7
	v_add3_u32 v12, v12, v22, v24
	v_alignbit_b32 v18, v26, v26, 2
	v_alignbit_b32 v20, v26, v26, 13
	v_xor3_b32 v22, v28, v29, v30
	v_alignbit_b32 v28, v26, v26, 22
	v_add_nc_u32_e32 v24, 0x8891c033, v12
	v_and_b32_e32 v29, 0xd16e48e2, v26
	v_xor_b32_e32 v18, v18, v20
	v_sub_nc_u32_e32 v20, 0xf76e3fcc, v12
	v_add3_u32 v19, v19, v15, 0x6a09e667
	v_alignbit_b32 v30, v24, v24, 6
	v_alignbit_b32 v32, v24, v24, 11
	v_alignbit_b32 v33, v24, v24, 25
	v_and_b32_e32 v34, v24, v14
	v_xad_u32 v15, v18, v28, v29
	v_alignbit_b32 v28, v7, v7, 18
	v_lshrrev_b32_e32 v29, 3, v7
	v_xor3_b32 v18, v30, v32, v33
	v_and_or_b32 v20, 0x510e527f, v20, v34
	v_add3_u32 v15, v12, v15, 0x762472c6
	v_add_nc_u32_e32 v11, 0x9b05688c, v8
	v_xor3_b32 v21, v21, v28, v29
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v12, v23, v20, v18
	v_xor_b32_e32 v20, 0x6a09e667, v26
	v_and_b32_e32 v23, 0x6a09e667, v26
	v_alignbit_b32 v30, v15, v15, 2
	v_alignbit_b32 v33, v15, v15, 13
	v_add_nc_u32_e32 v32, 0x489d0652, v12
	v_and_b32_e32 v20, v15, v20
	v_sub_nc_u32_e32 v35, 0xb762f9ad, v12
	v_alignbit_b32 v34, v15, v15, 22
	v_xor_b32_e32 v30, v30, v33
	v_alignbit_b32 v36, v32, v32, 6
	v_alignbit_b32 v37, v32, v32, 11
	v_alignbit_b32 v38, v32, v32, 25
	v_and_b32_e32 v39, v32, v24
	v_xor_b32_e32 v20, v20, v23
	v_alignbit_b32 v25, v11, v11, 7
	v_alignbit_b32 v27, v11, v11, 18
	v_xor3_b32 v33, v36, v37, v38
	v_and_or_b32 v35, v35, v14, v39
	v_xad_u32 v20, v30, v34, v20
	v_lshrrev_b32_e32 v31, 3, v11
	v_alignbit_b32 v18, v19, v19, 17
	v_alignbit_b32 v23, v19, v19, 19
	v_add3_u32 v5, v5, v35, v33
	v_add3_u32 v20, v12, v20, 0x8d3557cd
	v_add3_u32 v12, v6, v21, v22
	v_xor_b32_e32 v6, v15, v26
	v_xor3_b32 v25, v25, v27, v31
	v_add_nc_u32_e32 v21, 0x4a1e09c5, v5
	v_sub_nc_u32_e32 v28, 0xb5e1f63a, v5
	v_and_b32_e32 v22, v15, v26
	v_and_b32_e32 v6, v20, v6
	v_lshrrev_b32_e32 v36, 10, v19
	v_and_b32_e32 v29, v21, v32
	v_alignbit_b32 v30, v21, v21, 6
	v_alignbit_b32 v31, v21, v21, 11
	v_alignbit_b32 v33, v21, v21, 25
	v_xor_b32_e32 v6, v6, v22
	v_and_or_b32 v28, v28, v24, v29
	v_xor3_b32 v18, v18, v23, v36
	v_alignbit_b32 v23, v20, v20, 2
	v_xor3_b32 v22, v30, v31, v33
	v_alignbit_b32 v27, v20, v20, 13
	v_add3_u32 v14, v7, v14, v28
	v_alignbit_b32 v29, v20, v20, 22
	v_add3_u32 v13, v13, v9, v18
	v_alignbit_b32 v9, v12, v12, 17
	v_xor_b32_e32 v23, v23, v27
	v_add3_u32 v14, v14, v22, 0x3956c25b
	v_alignbit_b32 v18, v12, v12, 19
	v_lshrrev_b32_e32 v22, 10, v12
	v_alignbit_b32 v27, v13, v13, 19
	v_xad_u32 v6, v23, v29, v6
	v_add_nc_u32_e32 v26, v14, v26
	v_alignbit_b32 v23, v13, v13, 17
	v_and_b32_e32 v29, v20, v15
	v_xor3_b32 v9, v9, v18, v22
	v_add3_u32 v28, v5, v6, 0xe014235e
	v_alignbit_b32 v31, v26, v26, 6
	v_alignbit_b32 v33, v26, v26, 11
	v_alignbit_b32 v34, v26, v26, 25
	v_bfi_b32 v35, v26, v21, v32
	v_lshrrev_b32_e32 v5, 10, v13
	v_xor_b32_e32 v6, v20, v15
	v_alignbit_b32 v30, v28, v28, 2
	v_xor3_b32 v31, v31, v33, v34
	v_add3_u32 v8, v8, v24, v35
	v_alignbit_b32 v36, v28, v28, 13
	v_alignbit_b32 v37, v28, v28, 22
	v_and_b32_e32 v6, v28, v6
	v_xor3_b32 v22, v23, v27, v5
	v_add3_u32 v8, v8, v31, 0xf4f67a7d
	v_add3_u32 v5, v11, v10, v9
	v_xor3_b32 v18, v30, v36, v37
	v_xor_b32_e32 v6, v6, v29
	v_add3_u32 v22, v7, v25, v22
	v_add_nc_u32_e32 v7, v8, v15
	v_and_b32_e32 v10, v28, v20
	v_add_nc_u32_e32 v23, v1, v19
	v_add3_u32 v9, v18, v6, v14
	v_xor_b32_e32 v6, v28, v20
	v_alignbit_b32 v15, v7, v7, 6
	v_alignbit_b32 v18, v7, v7, 11
	v_alignbit_b32 v24, v7, v7, 25
	v_bfi_b32 v25, v7, v26, v21
	v_alignbit_b32 v11, v9, v9, 2
	v_alignbit_b32 v14, v9, v9, 13
	v_alignbit_b32 v27, v9, v9, 22
	v_and_b32_e32 v6, v9, v6
	v_xor3_b32 v15, v15, v18, v24
	v_add3_u32 v18, v2, v32, v25
	v_alignbit_b32 v29, v5, v5, 17
	v_xor3_b32 v11, v11, v14, v27
	v_xor_b32_e32 v6, v6, v10
	v_alignbit_b32 v10, v5, v5, 19
	v_add3_u32 v15, v18, v15, 0xb1c35c4f
	v_lshrrev_b32_e32 v14, 10, v5
	v_and_b32_e32 v24, v9, v28
	v_add3_u32 v8, v11, v6, v8
	v_xor_b32_e32 v11, v9, v28
	v_add_nc_u32_e32 v20, v15, v20
	v_alignbit_b32 v18, v22, v22, 17
	v_alignbit_b32 v6, v22, v22, 19
	v_alignbit_b32 v25, v8, v8, 2
	v_alignbit_b32 v27, v8, v8, 13
	v_alignbit_b32 v30, v8, v8, 22
	v_alignbit_b32 v31, v20, v20, 6
	v_alignbit_b32 v32, v20, v20, 11
	v_alignbit_b32 v33, v20, v20, 25
	v_bfi_b32 v34, v20, v7, v26
	v_and_b32_e32 v11, v8, v11
	v_xor3_b32 v25, v25, v27, v30
	v_lshrrev_b32_e32 v35, 10, v22
	v_xor3_b32 v27, v31, v32, v33
	v_add3_u32 v1, v1, v21, v34
	v_xor_b32_e32 v11, v11, v24
	v_xor3_b32 v10, v29, v10, v14
	v_xad_u32 v2, v4, v3, v2
	v_xor3_b32 v3, v18, v6, v35
	v_add3_u32 v1, v1, v27, 0x6fd2bee
	v_add3_u32 v4, v25, v11, v15
	v_add3_u32 v6, v23, v10, 0x6ce0ed19
	v_xor_b32_e32 v10, v8, v9
	v_and_b32_e32 v11, v8, v9
	v_add_nc_u32_e32 v18, v1, v28
	v_alignbit_b32 v14, v4, v4, 2
	v_alignbit_b32 v15, v4, v4, 13
	v_alignbit_b32 v21, v4, v4, 22
	v_and_b32_e32 v10, v4, v10
	v_alignbit_b32 v23, v18, v18, 6
	v_alignbit_b32 v24, v18, v18, 11
	v_alignbit_b32 v25, v18, v18, 25
	v_bfi_b32 v27, v18, v20, v7
	v_xor3_b32 v14, v14, v15, v21
	v_xor_b32_e32 v10, v10, v11
	v_add3_u32 v21, v2, v3, 0x1f83daab
	v_xor3_b32 v2, v23, v24, v25
	v_add_nc_u32_e32 v3, v26, v27
	v_and_b32_e32 v26, v4, v8
	v_add3_u32 v1, v14, v10, v1
	v_alignbit_b32 v10, v21, v21, 17
	v_alignbit_b32 v14, v21, v21, 19
	v_add3_u32 v2, v3, v2, 0x5807aa98
	v_xor_b32_e32 v3, v4, v8
	v_alignbit_b32 v15, v1, v1, 2
	v_alignbit_b32 v23, v1, v1, 13
	v_alignbit_b32 v24, v1, v1, 22
	v_add_nc_u32_e32 v9, v2, v9
	v_and_b32_e32 v3, v1, v3
	v_lshrrev_b32_e32 v25, 10, v21
	v_alignbit_b32 v11, v6, v6, 17
	v_xor3_b32 v15, v15, v23, v24
	v_alignbit_b32 v23, v9, v9, 6
	v_alignbit_b32 v24, v9, v9, 11
	v_alignbit_b32 v27, v9, v9, 25
	v_bfi_b32 v28, v9, v18, v20
	v_xor_b32_e32 v3, v3, v26
	v_xor3_b32 v10, v10, v14, v25
	v_alignbit_b32 v25, v6, v6, 19
	v_xor3_b32 v23, v23, v24, v27
	v_add_nc_u32_e32 v7, v7, v28
	v_add3_u32 v2, v15, v3, v2
	v_add3_u32 v14, v10, v0, 0x80000000
	v_xor_b32_e32 v3, v11, v25
	v_xor_b32_e32 v24, v1, v4
	v_add3_u32 v7, v7, v23, 0x12835b01
	v_alignbit_b32 v11, v2, v2, 2
	v_alignbit_b32 v15, v2, v2, 13
	v_alignbit_b32 v23, v2, v2, 22
	v_lshrrev_b32_e32 v10, 10, v6
	v_add_nc_u32_e32 v26, v7, v8
	v_alignbit_b32 v25, v14, v14, 17
	v_alignbit_b32 v8, v14, v14, 19
	v_xor3_b32 v11, v11, v15, v23
	v_and_b32_e32 v15, v2, v24
	v_and_b32_e32 v23, v1, v4
	v_alignbit_b32 v24, v26, v26, 6
	v_alignbit_b32 v27, v26, v26, 11
	v_alignbit_b32 v28, v26, v26, 25
	v_bfi_b32 v29, v26, v9, v18
	v_xor_b32_e32 v23, v15, v23
	v_xad_u32 v15, v3, v10, v13
	v_xor_b32_e32 v3, v25, v8
	v_xor3_b32 v8, v24, v27, v28
	v_add_nc_u32_e32 v10, v20, v29
	v_add3_u32 v11, v11, v23, v7
	v_lshrrev_b32_e32 v7, 10, v14
	v_alignbit_b32 v20, v15, v15, 17
	v_alignbit_b32 v23, v15, v15, 19
	v_add3_u32 v8, v10, v8, 0x243185be
	v_alignbit_b32 v10, v11, v11, 2
	v_alignbit_b32 v24, v11, v11, 13
	v_alignbit_b32 v25, v11, v11, 22
	v_xor_b32_e32 v27, v2, v1
	v_xad_u32 v7, v3, v7, v12
	v_add_nc_u32_e32 v3, v8, v4
	v_xor_b32_e32 v4, v20, v23
	v_xor3_b32 v10, v10, v24, v25
	v_and_b32_e32 v20, v11, v27
	v_and_b32_e32 v23, v2, v1
	v_alignbit_b32 v24, v3, v3, 6
	v_alignbit_b32 v25, v3, v3, 11
	v_alignbit_b32 v27, v3, v3, 25
	v_bfi_b32 v28, v3, v26, v9
	v_xor_b32_e32 v20, v20, v23
	v_alignbit_b32 v23, v7, v7, 17
	v_alignbit_b32 v29, v7, v7, 19
	v_xor3_b32 v24, v24, v25, v27
	v_add_nc_u32_e32 v18, v18, v28
	v_add3_u32 v10, v10, v20, v8
	v_lshrrev_b32_e32 v8, 10, v15
	v_xor_b32_e32 v20, v23, v29
	v_lshrrev_b32_e32 v23, 10, v7
	v_add3_u32 v24, v18, v24, 0x550c7dc3
	v_alignbit_b32 v25, v10, v10, 2
	v_alignbit_b32 v27, v10, v10, 13
	v_alignbit_b32 v28, v10, v10, 22
	v_xor_b32_e32 v29, v11, v2
	v_xad_u32 v18, v4, v8, v22
	v_add_nc_u32_e32 v4, v24, v1
	v_xad_u32 v8, v20, v23, v5
	v_xor3_b32 v1, v25, v27, v28
	v_and_b32_e32 v20, v10, v29
	v_and_b32_e32 v23, v11, v2
	v_alignbit_b32 v25, v4, v4, 6
	v_alignbit_b32 v27, v4, v4, 11
	v_alignbit_b32 v28, v4, v4, 25
	v_bfi_b32 v29, v4, v3, v26
	v_xor_b32_e32 v20, v20, v23
	v_alignbit_b32 v23, v18, v18, 17
	v_alignbit_b32 v30, v18, v18, 19
	v_xor3_b32 v25, v25, v27, v28
	v_add_nc_u32_e32 v9, v9, v29
	v_add3_u32 v20, v1, v20, v24
	v_xor_b32_e32 v28, v10, v11
	v_xor_b32_e32 v1, v23, v30
	v_alignbit_b32 v23, v8, v8, 17
	v_add3_u32 v9, v9, v25, 0x72be5d74
	v_alignbit_b32 v24, v20, v20, 2
	v_alignbit_b32 v25, v20, v20, 13
	v_alignbit_b32 v27, v20, v20, 22
	v_alignbit_b32 v29, v8, v8, 19
	v_add_nc_u32_e32 v2, v9, v2
	v_lshrrev_b32_e32 v30, 10, v8
	v_alignbit_b32 v34, v19, v19, 18
	v_xor3_b32 v24, v24, v25, v27
	v_and_b32_e32 v25, v20, v28
	v_and_b32_e32 v27, v10, v11
	v_alignbit_b32 v28, v2, v2, 6
	v_alignbit_b32 v31, v2, v2, 11
	v_alignbit_b32 v32, v2, v2, 25
	v_bfi_b32 v33, v2, v4, v3
	v_xor_b32_e32 v25, v25, v27
	v_lshrrev_b32_e32 v27, 10, v18
	v_xor3_b32 v23, v23, v29, v30
	v_xor3_b32 v28, v28, v31, v32
	v_add_nc_u32_e32 v26, v26, v33
	v_add3_u32 v24, v24, v25, v9
	v_xad_u32 v9, v1, v27, v21
	v_add3_u32 v1, v6, v23, 0x400022
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add3_u32 v23, v26, v28, 0x80deb1fe
	v_alignbit_b32 v25, v24, v24, 2
	v_alignbit_b32 v26, v24, v24, 13
	v_alignbit_b32 v27, v24, v24, 22
	v_xor_b32_e32 v28, v20, v10
	v_add_nc_u32_e32 v11, v23, v11
	v_alignbit_b32 v29, v9, v9, 17
	v_alignbit_b32 v30, v9, v9, 19
	v_xor3_b32 v25, v25, v26, v27
	v_and_b32_e32 v26, v24, v28
	v_and_b32_e32 v27, v20, v10
	v_alignbit_b32 v28, v11, v11, 6
	v_alignbit_b32 v31, v11, v11, 11
	v_alignbit_b32 v32, v11, v11, 25
	v_bfi_b32 v33, v11, v2, v4
	v_xor_b32_e32 v26, v26, v27
	v_alignbit_b32 v27, v19, v19, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v31, v32
	v_add_nc_u32_e32 v3, v3, v33
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v23, v25, v26, v23
	v_lshrrev_b32_e32 v25, 10, v9
	v_xor_b32_e32 v26, v27, v34
	v_lshrrev_b32_e32 v27, 3, v19
	v_add3_u32 v3, v3, v28, 0x9bdc06a7
	v_alignbit_b32 v28, v23, v23, 2
	v_alignbit_b32 v31, v23, v23, 13
	v_alignbit_b32 v32, v23, v23, 22
	v_xor_b32_e32 v33, v24, v20
	v_xor3_b32 v25, v29, v30, v25
	v_add_nc_u32_e32 v29, v3, v10
	v_xad_u32 v10, v26, v27, v14
	v_xor3_b32 v26, v28, v31, v32
	v_and_b32_e32 v27, v23, v33
	v_and_b32_e32 v28, v24, v20
	v_alignbit_b32 v30, v29, v29, 6
	v_alignbit_b32 v31, v29, v29, 11
	v_alignbit_b32 v32, v29, v29, 25
	v_bfi_b32 v33, v29, v11, v2
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v35, v23, v24
	v_alignbit_b32 v28, v1, v1, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add_nc_u32_e32 v4, v4, v33
	v_add3_u32 v3, v26, v27, v3
	v_alignbit_b32 v27, v0, v0, 7
	v_alignbit_b32 v31, v0, v0, 18
	v_alignbit_b32 v34, v1, v1, 19
	v_add3_u32 v4, v4, v30, 0xc19bf274
	v_alignbit_b32 v30, v3, v3, 2
	v_alignbit_b32 v32, v3, v3, 13
	v_alignbit_b32 v33, v3, v3, 22
	v_lshrrev_b32_e32 v26, 10, v1
	v_add_nc_u32_e32 v20, v4, v20
	v_xor_b32_e32 v27, v27, v31
	v_lshrrev_b32_e32 v31, 3, v0
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v3, v35
	v_and_b32_e32 v33, v23, v24
	v_alignbit_b32 v35, v20, v20, 6
	v_alignbit_b32 v36, v20, v20, 11
	v_alignbit_b32 v37, v20, v20, 25
	v_bfi_b32 v38, v20, v29, v11
	v_xor_b32_e32 v32, v32, v33
	v_xor3_b32 v26, v28, v34, v26
	v_xad_u32 v27, v27, v31, v19
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v19, v19, v2, v38
	v_add3_u32 v4, v30, v32, v4
	v_add3_u32 v10, v10, v25, 0x100
	v_add3_u32 v2, v27, v15, v26
	v_alignbit_b32 v35, v13, v13, 18
	v_add3_u32 v19, v19, v28, 0xe49b69c1
	v_alignbit_b32 v25, v4, v4, 2
	v_alignbit_b32 v26, v4, v4, 13
	v_alignbit_b32 v27, v4, v4, 22
	v_xor_b32_e32 v28, v3, v23
	v_add_nc_u32_e32 v24, v19, v24
	v_alignbit_b32 v30, v10, v10, 17
	v_alignbit_b32 v31, v10, v10, 19
	v_xor3_b32 v25, v25, v26, v27
	v_and_b32_e32 v26, v4, v28
	v_and_b32_e32 v27, v3, v23
	v_alignbit_b32 v28, v24, v24, 6
	v_alignbit_b32 v32, v24, v24, 11
	v_alignbit_b32 v33, v24, v24, 25
	v_bfi_b32 v34, v24, v20, v29
	v_xor_b32_e32 v26, v26, v27
	v_alignbit_b32 v27, v13, v13, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v32, v33
	v_add3_u32 v11, v0, v11, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v19, v25, v26, v19
	v_lshrrev_b32_e32 v25, 10, v10
	v_xor_b32_e32 v26, v27, v35
	v_lshrrev_b32_e32 v27, 3, v13
	v_add3_u32 v11, v11, v28, 0xefbe4786
	v_alignbit_b32 v28, v19, v19, 2
	v_alignbit_b32 v32, v19, v19, 13
	v_alignbit_b32 v33, v19, v19, 22
	v_xor_b32_e32 v34, v4, v3
	v_add_nc_u32_e32 v23, v11, v23
	v_xor3_b32 v25, v30, v31, v25
	v_xad_u32 v0, v26, v27, v0
	v_xor3_b32 v26, v28, v32, v33
	v_and_b32_e32 v27, v19, v34
	v_and_b32_e32 v28, v4, v3
	v_alignbit_b32 v30, v23, v23, 6
	v_alignbit_b32 v31, v23, v23, 11
	v_alignbit_b32 v32, v23, v23, 25
	v_bfi_b32 v33, v23, v24, v20
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v35, v19, v4
	v_alignbit_b32 v28, v2, v2, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v29, v13, v29, v33
	v_add3_u32 v26, v26, v27, v11
	v_alignbit_b32 v27, v12, v12, 7
	v_alignbit_b32 v31, v12, v12, 18
	v_alignbit_b32 v34, v2, v2, 19
	v_add3_u32 v29, v29, v30, 0xfc19dc6
	v_alignbit_b32 v30, v26, v26, 2
	v_alignbit_b32 v32, v26, v26, 13
	v_alignbit_b32 v33, v26, v26, 22
	v_xor_b32_e32 v27, v27, v31
	v_add_nc_u32_e32 v31, v29, v3
	v_lshrrev_b32_e32 v3, 3, v12
	v_lshrrev_b32_e32 v11, 10, v2
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v26, v35
	v_and_b32_e32 v33, v19, v4
	v_alignbit_b32 v35, v31, v31, 6
	v_alignbit_b32 v36, v31, v31, 11
	v_alignbit_b32 v37, v31, v31, 25
	v_bfi_b32 v38, v31, v23, v24
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v3, v27, v3, v13
	v_xor3_b32 v28, v28, v34, v11
	v_xor3_b32 v13, v35, v36, v37
	v_add3_u32 v20, v12, v20, v38
	v_add3_u32 v27, v30, v32, v29
	v_add3_u32 v11, v0, v7, v25
	v_add3_u32 v3, v3, v18, v28
	v_xor_b32_e32 v28, v26, v19
	v_add3_u32 v0, v20, v13, 0x240ca1cc
	v_alignbit_b32 v13, v27, v27, 2
	v_alignbit_b32 v20, v27, v27, 13
	v_alignbit_b32 v25, v27, v27, 22
	v_alignbit_b32 v29, v11, v11, 17
	v_add_nc_u32_e32 v30, v0, v4
	v_alignbit_b32 v4, v11, v11, 19
	v_alignbit_b32 v35, v22, v22, 18
	v_xor3_b32 v13, v13, v20, v25
	v_and_b32_e32 v20, v27, v28
	v_and_b32_e32 v25, v26, v19
	v_alignbit_b32 v28, v30, v30, 6
	v_alignbit_b32 v32, v30, v30, 11
	v_alignbit_b32 v33, v30, v30, 25
	v_bfi_b32 v34, v30, v31, v23
	v_xor_b32_e32 v20, v20, v25
	v_alignbit_b32 v25, v22, v22, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v32, v33
	v_add3_u32 v24, v22, v24, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v0, v13, v20, v0
	v_lshrrev_b32_e32 v13, 10, v11
	v_xor_b32_e32 v20, v25, v35
	v_lshrrev_b32_e32 v25, 3, v22
	v_add3_u32 v24, v24, v28, 0x2de92c6f
	v_alignbit_b32 v28, v0, v0, 2
	v_alignbit_b32 v32, v0, v0, 13
	v_alignbit_b32 v33, v0, v0, 22
	v_xor_b32_e32 v34, v27, v26
	v_xor3_b32 v4, v29, v4, v13
	v_add_nc_u32_e32 v13, v24, v19
	v_xad_u32 v12, v20, v25, v12
	v_xor3_b32 v19, v28, v32, v33
	v_and_b32_e32 v20, v0, v34
	v_and_b32_e32 v25, v27, v26
	v_alignbit_b32 v28, v13, v13, 6
	v_alignbit_b32 v29, v13, v13, 11
	v_alignbit_b32 v32, v13, v13, 25
	v_bfi_b32 v33, v13, v30, v31
	v_xor_b32_e32 v20, v20, v25
	v_xor_b32_e32 v35, v0, v27
	v_alignbit_b32 v25, v3, v3, 17
	v_xor3_b32 v28, v28, v29, v32
	v_add3_u32 v23, v5, v23, v33
	v_add3_u32 v19, v19, v20, v24
	v_alignbit_b32 v24, v5, v5, 7
	v_alignbit_b32 v29, v5, v5, 18
	v_alignbit_b32 v34, v3, v3, 19
	v_add3_u32 v23, v23, v28, 0x4a7484aa
	v_alignbit_b32 v28, v19, v19, 2
	v_alignbit_b32 v32, v19, v19, 13
	v_alignbit_b32 v33, v19, v19, 22
	v_lshrrev_b32_e32 v20, 10, v3
	v_add_nc_u32_e32 v26, v23, v26
	v_xor_b32_e32 v24, v24, v29
	v_lshrrev_b32_e32 v29, 3, v5
	v_xor3_b32 v28, v28, v32, v33
	v_and_b32_e32 v32, v19, v35
	v_and_b32_e32 v33, v0, v27
	v_alignbit_b32 v35, v26, v26, 6
	v_alignbit_b32 v36, v26, v26, 11
	v_alignbit_b32 v37, v26, v26, 25
	v_bfi_b32 v38, v26, v13, v30
	v_xor_b32_e32 v32, v32, v33
	v_xor3_b32 v20, v25, v34, v20
	v_xad_u32 v22, v24, v29, v22
	v_xor3_b32 v24, v35, v36, v37
	v_add3_u32 v25, v21, v31, v38
	v_add3_u32 v23, v28, v32, v23
	v_add3_u32 v12, v12, v8, v4
	v_add3_u32 v4, v22, v9, v20
	v_xor_b32_e32 v28, v19, v0
	v_add3_u32 v20, v25, v24, 0x5cb0a9dc
	v_alignbit_b32 v22, v23, v23, 2
	v_alignbit_b32 v24, v23, v23, 13
	v_alignbit_b32 v25, v23, v23, 22
	v_alignbit_b32 v35, v21, v21, 18
	v_add_nc_u32_e32 v27, v20, v27
	v_alignbit_b32 v29, v12, v12, 17
	v_alignbit_b32 v31, v12, v12, 19
	v_xor3_b32 v22, v22, v24, v25
	v_and_b32_e32 v24, v23, v28
	v_and_b32_e32 v25, v19, v0
	v_alignbit_b32 v28, v27, v27, 6
	v_alignbit_b32 v32, v27, v27, 11
	v_alignbit_b32 v33, v27, v27, 25
	v_bfi_b32 v34, v27, v26, v13
	v_xor_b32_e32 v24, v24, v25
	v_alignbit_b32 v25, v21, v21, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v32, v33
	v_add3_u32 v30, v6, v30, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v20, v22, v24, v20
	v_lshrrev_b32_e32 v22, 10, v12
	v_xor_b32_e32 v24, v25, v35
	v_lshrrev_b32_e32 v25, 3, v21
	v_add3_u32 v28, v30, v28, 0x76f988da
	v_alignbit_b32 v30, v20, v20, 2
	v_alignbit_b32 v32, v20, v20, 13
	v_alignbit_b32 v33, v20, v20, 22
	v_xor_b32_e32 v34, v23, v19
	v_add_nc_u32_e32 v0, v28, v0
	v_xor3_b32 v22, v29, v31, v22
	v_xad_u32 v5, v24, v25, v5
	v_xor3_b32 v24, v30, v32, v33
	v_and_b32_e32 v25, v20, v34
	v_and_b32_e32 v29, v23, v19
	v_alignbit_b32 v30, v0, v0, 6
	v_alignbit_b32 v31, v0, v0, 11
	v_alignbit_b32 v32, v0, v0, 25
	v_bfi_b32 v33, v0, v27, v26
	v_xor_b32_e32 v25, v25, v29
	v_xor_b32_e32 v35, v20, v23
	v_alignbit_b32 v29, v4, v4, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v13, v14, v13, v33
	v_add3_u32 v24, v24, v25, v28
	v_alignbit_b32 v28, v6, v6, 7
	v_alignbit_b32 v31, v6, v6, 18
	v_alignbit_b32 v34, v4, v4, 19
	v_add3_u32 v13, v13, v30, 0x983e5152
	v_alignbit_b32 v30, v24, v24, 2
	v_alignbit_b32 v32, v24, v24, 13
	v_alignbit_b32 v33, v24, v24, 22
	v_lshrrev_b32_e32 v25, 10, v4
	v_add_nc_u32_e32 v19, v13, v19
	v_xor_b32_e32 v28, v28, v31
	v_lshrrev_b32_e32 v31, 3, v6
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v24, v35
	v_and_b32_e32 v33, v20, v23
	v_alignbit_b32 v35, v19, v19, 6
	v_alignbit_b32 v36, v19, v19, 11
	v_alignbit_b32 v37, v19, v19, 25
	v_bfi_b32 v38, v19, v0, v27
	v_xor_b32_e32 v32, v32, v33
	v_xor3_b32 v25, v29, v34, v25
	v_xad_u32 v21, v28, v31, v21
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v26, v15, v26, v38
	v_add3_u32 v29, v30, v32, v13
	v_add3_u32 v13, v5, v1, v22
	v_add3_u32 v5, v21, v10, v25
	v_alignbit_b32 v35, v14, v14, 18
	v_add3_u32 v21, v26, v28, 0xa831c66d
	v_alignbit_b32 v22, v29, v29, 2
	v_alignbit_b32 v25, v29, v29, 13
	v_alignbit_b32 v26, v29, v29, 22
	v_xor_b32_e32 v28, v24, v20
	v_add_nc_u32_e32 v23, v21, v23
	v_alignbit_b32 v30, v13, v13, 17
	v_alignbit_b32 v31, v13, v13, 19
	v_xor3_b32 v22, v22, v25, v26
	v_and_b32_e32 v25, v29, v28
	v_and_b32_e32 v26, v24, v20
	v_alignbit_b32 v28, v23, v23, 6
	v_alignbit_b32 v32, v23, v23, 11
	v_alignbit_b32 v33, v23, v23, 25
	v_bfi_b32 v34, v23, v19, v0
	v_xor_b32_e32 v25, v25, v26
	v_alignbit_b32 v26, v14, v14, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v32, v33
	v_add3_u32 v27, v7, v27, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v21, v22, v25, v21
	v_lshrrev_b32_e32 v22, 10, v13
	v_xor_b32_e32 v25, v26, v35
	v_lshrrev_b32_e32 v26, 3, v14
	v_add3_u32 v27, v27, v28, 0xb00327c8
	v_alignbit_b32 v28, v21, v21, 2
	v_alignbit_b32 v32, v21, v21, 13
	v_alignbit_b32 v33, v21, v21, 22
	v_xor_b32_e32 v34, v29, v24
	v_add_nc_u32_e32 v20, v27, v20
	v_xor3_b32 v22, v30, v31, v22
	v_xad_u32 v6, v25, v26, v6
	v_xor3_b32 v25, v28, v32, v33
	v_and_b32_e32 v26, v21, v34
	v_and_b32_e32 v28, v29, v24
	v_alignbit_b32 v30, v20, v20, 6
	v_alignbit_b32 v31, v20, v20, 11
	v_alignbit_b32 v32, v20, v20, 25
	v_bfi_b32 v33, v20, v23, v19
	v_xor_b32_e32 v26, v26, v28
	v_xor_b32_e32 v35, v21, v29
	v_alignbit_b32 v28, v5, v5, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v0, v18, v0, v33
	v_add3_u32 v25, v25, v26, v27
	v_alignbit_b32 v34, v5, v5, 19
	v_lshrrev_b32_e32 v26, 10, v5
	v_alignbit_b32 v27, v15, v15, 7
	v_add3_u32 v0, v0, v30, 0xbf597fc7
	v_alignbit_b32 v30, v25, v25, 2
	v_alignbit_b32 v32, v25, v25, 13
	v_alignbit_b32 v33, v25, v25, 22
	v_alignbit_b32 v31, v15, v15, 18
	v_add_nc_u32_e32 v24, v0, v24
	v_xor3_b32 v26, v28, v34, v26
	s_delay_alu instid0(VALU_DEP_4)
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v25, v35
	v_and_b32_e32 v33, v21, v29
	v_alignbit_b32 v35, v24, v24, 6
	v_alignbit_b32 v36, v24, v24, 11
	v_alignbit_b32 v37, v24, v24, 25
	v_bfi_b32 v38, v24, v20, v23
	v_xor_b32_e32 v27, v27, v31
	v_lshrrev_b32_e32 v31, 3, v15
	v_xor_b32_e32 v32, v32, v33
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v19, v8, v19, v38
	v_alignbit_b32 v35, v7, v7, 18
	v_xad_u32 v27, v27, v31, v14
	v_add3_u32 v0, v30, v32, v0
	v_add3_u32 v14, v6, v2, v22
	v_add3_u32 v19, v19, v28, 0xc6e00bf3
	v_xor_b32_e32 v28, v25, v21
	v_add3_u32 v6, v27, v11, v26
	v_alignbit_b32 v22, v0, v0, 2
	v_alignbit_b32 v26, v0, v0, 13
	v_alignbit_b32 v27, v0, v0, 22
	v_add_nc_u32_e32 v29, v19, v29
	v_alignbit_b32 v30, v14, v14, 17
	v_alignbit_b32 v31, v14, v14, 19
	s_delay_alu instid0(VALU_DEP_4)
	v_xor3_b32 v22, v22, v26, v27
	v_and_b32_e32 v26, v0, v28
	v_and_b32_e32 v27, v25, v21
	v_alignbit_b32 v28, v29, v29, 6
	v_alignbit_b32 v32, v29, v29, 11
	v_alignbit_b32 v33, v29, v29, 25
	v_bfi_b32 v34, v29, v24, v20
	v_xor_b32_e32 v26, v26, v27
	v_alignbit_b32 v27, v7, v7, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v32, v33
	v_add3_u32 v23, v9, v23, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v19, v22, v26, v19
	v_lshrrev_b32_e32 v22, 10, v14
	v_xor_b32_e32 v26, v27, v35
	v_lshrrev_b32_e32 v27, 3, v7
	v_add3_u32 v23, v23, v28, 0xd5a79147
	v_alignbit_b32 v28, v19, v19, 2
	v_alignbit_b32 v32, v19, v19, 13
	v_alignbit_b32 v33, v19, v19, 22
	v_xor_b32_e32 v34, v0, v25
	v_add_nc_u32_e32 v21, v23, v21
	v_xor3_b32 v22, v30, v31, v22
	v_xad_u32 v15, v26, v27, v15
	v_xor3_b32 v26, v28, v32, v33
	v_and_b32_e32 v27, v19, v34
	v_and_b32_e32 v28, v0, v25
	v_alignbit_b32 v30, v21, v21, 6
	v_alignbit_b32 v31, v21, v21, 11
	v_alignbit_b32 v32, v21, v21, 25
	v_bfi_b32 v33, v21, v29, v24
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v35, v19, v0
	v_alignbit_b32 v28, v6, v6, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v20, v1, v20, v33
	v_add3_u32 v23, v26, v27, v23
	v_alignbit_b32 v27, v18, v18, 7
	v_alignbit_b32 v31, v18, v18, 18
	v_alignbit_b32 v34, v6, v6, 19
	v_add3_u32 v20, v20, v30, 0x6ca6351
	v_alignbit_b32 v30, v23, v23, 2
	v_alignbit_b32 v32, v23, v23, 13
	v_alignbit_b32 v33, v23, v23, 22
	v_xor_b32_e32 v27, v27, v31
	v_add_nc_u32_e32 v25, v20, v25
	v_lshrrev_b32_e32 v31, 3, v18
	v_lshrrev_b32_e32 v26, 10, v6
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v23, v35
	v_and_b32_e32 v33, v19, v0
	v_alignbit_b32 v35, v25, v25, 6
	v_alignbit_b32 v36, v25, v25, 11
	v_alignbit_b32 v37, v25, v25, 25
	v_bfi_b32 v38, v25, v21, v29
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v7, v27, v31, v7
	v_xor3_b32 v26, v28, v34, v26
	v_xor3_b32 v27, v35, v36, v37
	v_add3_u32 v24, v10, v24, v38
	v_add3_u32 v20, v30, v32, v20
	v_add3_u32 v15, v15, v3, v22
	v_add3_u32 v7, v7, v12, v26
	v_xor_b32_e32 v28, v23, v19
	v_add3_u32 v22, v24, v27, 0x14292967
	v_alignbit_b32 v24, v20, v20, 2
	v_alignbit_b32 v26, v20, v20, 13
	v_alignbit_b32 v27, v20, v20, 22
	v_alignbit_b32 v35, v8, v8, 18
	v_add_nc_u32_e32 v0, v22, v0
	v_alignbit_b32 v30, v15, v15, 17
	v_alignbit_b32 v31, v15, v15, 19
	v_xor3_b32 v24, v24, v26, v27
	v_and_b32_e32 v26, v20, v28
	v_and_b32_e32 v27, v23, v19
	v_alignbit_b32 v28, v0, v0, 6
	v_alignbit_b32 v32, v0, v0, 11
	v_alignbit_b32 v33, v0, v0, 25
	v_bfi_b32 v34, v0, v25, v21
	v_xor_b32_e32 v26, v26, v27
	v_alignbit_b32 v27, v8, v8, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v32, v33
	v_add3_u32 v29, v2, v29, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v22, v24, v26, v22
	v_lshrrev_b32_e32 v24, 10, v15
	v_xor_b32_e32 v26, v27, v35
	v_lshrrev_b32_e32 v27, 3, v8
	v_add3_u32 v28, v29, v28, 0x27b70a85
	v_alignbit_b32 v29, v22, v22, 2
	v_alignbit_b32 v32, v22, v22, 13
	v_alignbit_b32 v33, v22, v22, 22
	v_xor_b32_e32 v34, v20, v23
	v_add_nc_u32_e32 v19, v28, v19
	v_xor3_b32 v24, v30, v31, v24
	v_xad_u32 v18, v26, v27, v18
	v_xor3_b32 v26, v29, v32, v33
	v_and_b32_e32 v27, v22, v34
	v_and_b32_e32 v29, v20, v23
	v_alignbit_b32 v30, v19, v19, 6
	v_alignbit_b32 v31, v19, v19, 11
	v_alignbit_b32 v32, v19, v19, 25
	v_bfi_b32 v33, v19, v0, v25
	v_xor_b32_e32 v27, v27, v29
	v_xor_b32_e32 v35, v22, v20
	v_alignbit_b32 v29, v7, v7, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v21, v11, v21, v33
	v_add3_u32 v26, v26, v27, v28
	v_alignbit_b32 v28, v9, v9, 7
	v_alignbit_b32 v31, v9, v9, 18
	v_alignbit_b32 v34, v7, v7, 19
	v_add3_u32 v21, v21, v30, 0x2e1b2138
	v_alignbit_b32 v30, v26, v26, 2
	v_alignbit_b32 v32, v26, v26, 13
	v_alignbit_b32 v33, v26, v26, 22
	v_xor_b32_e32 v28, v28, v31
	v_add_nc_u32_e32 v23, v21, v23
	v_lshrrev_b32_e32 v31, 3, v9
	v_lshrrev_b32_e32 v27, 10, v7
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v26, v35
	v_and_b32_e32 v33, v22, v20
	v_alignbit_b32 v35, v23, v23, 6
	v_alignbit_b32 v36, v23, v23, 11
	v_alignbit_b32 v37, v23, v23, 25
	v_bfi_b32 v38, v23, v19, v0
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v8, v28, v31, v8
	v_xor3_b32 v27, v29, v34, v27
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v25, v3, v25, v38
	v_add3_u32 v21, v30, v32, v21
	v_add3_u32 v18, v18, v4, v24
	v_add3_u32 v8, v8, v13, v27
	v_xor_b32_e32 v29, v26, v22
	v_add3_u32 v24, v25, v28, 0x4d2c6dfc
	v_alignbit_b32 v25, v21, v21, 2
	v_alignbit_b32 v27, v21, v21, 13
	v_alignbit_b32 v28, v21, v21, 22
	v_alignbit_b32 v35, v1, v1, 18
	v_add_nc_u32_e32 v20, v24, v20
	v_alignbit_b32 v30, v18, v18, 17
	v_alignbit_b32 v31, v18, v18, 19
	v_xor3_b32 v25, v25, v27, v28
	v_and_b32_e32 v27, v21, v29
	v_and_b32_e32 v28, v26, v22
	v_alignbit_b32 v29, v20, v20, 6
	v_alignbit_b32 v32, v20, v20, 11
	v_alignbit_b32 v33, v20, v20, 25
	v_bfi_b32 v34, v20, v23, v19
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v1, v1, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v29, v29, v32, v33
	v_add3_u32 v0, v12, v0, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v24, v25, v27, v24
	v_lshrrev_b32_e32 v25, 10, v18
	v_xor_b32_e32 v27, v28, v35
	v_lshrrev_b32_e32 v28, 3, v1
	v_add3_u32 v0, v0, v29, 0x53380d13
	v_alignbit_b32 v29, v24, v24, 2
	v_alignbit_b32 v32, v24, v24, 13
	v_alignbit_b32 v33, v24, v24, 22
	v_xor_b32_e32 v34, v21, v26
	v_add_nc_u32_e32 v22, v0, v22
	v_xor3_b32 v25, v30, v31, v25
	v_xad_u32 v9, v27, v28, v9
	v_xor3_b32 v27, v29, v32, v33
	v_and_b32_e32 v28, v24, v34
	v_and_b32_e32 v29, v21, v26
	v_alignbit_b32 v30, v22, v22, 6
	v_alignbit_b32 v31, v22, v22, 11
	v_alignbit_b32 v32, v22, v22, 25
	v_bfi_b32 v33, v22, v20, v23
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v35, v24, v21
	v_alignbit_b32 v29, v8, v8, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v19, v4, v19, v33
	v_add3_u32 v27, v27, v28, v0
	v_alignbit_b32 v28, v10, v10, 7
	v_alignbit_b32 v31, v10, v10, 18
	v_alignbit_b32 v34, v8, v8, 19
	v_add3_u32 v19, v19, v30, 0x650a7354
	v_alignbit_b32 v30, v27, v27, 2
	v_alignbit_b32 v32, v27, v27, 13
	v_alignbit_b32 v33, v27, v27, 22
	v_lshrrev_b32_e32 v0, 10, v8
	v_add_nc_u32_e32 v26, v19, v26
	v_xor_b32_e32 v28, v28, v31
	v_lshrrev_b32_e32 v31, 3, v10
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v27, v35
	v_and_b32_e32 v33, v24, v21
	v_alignbit_b32 v35, v26, v26, 6
	v_alignbit_b32 v36, v26, v26, 11
	v_alignbit_b32 v37, v26, v26, 25
	v_bfi_b32 v38, v26, v22, v20
	v_xor_b32_e32 v32, v32, v33
	v_xor3_b32 v0, v29, v34, v0
	v_xad_u32 v1, v28, v31, v1
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v23, v13, v23, v38
	v_add3_u32 v19, v30, v32, v19
	v_add3_u32 v9, v9, v5, v25
	v_add3_u32 v0, v1, v14, v0
	v_xor_b32_e32 v29, v27, v24
	v_add3_u32 v1, v23, v28, 0x766a0abb
	v_alignbit_b32 v23, v19, v19, 2
	v_alignbit_b32 v25, v19, v19, 13
	v_alignbit_b32 v28, v19, v19, 22
	v_alignbit_b32 v35, v2, v2, 18
	v_add_nc_u32_e32 v21, v1, v21
	v_alignbit_b32 v30, v9, v9, 17
	v_alignbit_b32 v31, v9, v9, 19
	v_xor3_b32 v23, v23, v25, v28
	v_and_b32_e32 v25, v19, v29
	v_and_b32_e32 v28, v27, v24
	v_alignbit_b32 v29, v21, v21, 6
	v_alignbit_b32 v32, v21, v21, 11
	v_alignbit_b32 v33, v21, v21, 25
	v_bfi_b32 v34, v21, v26, v22
	v_xor_b32_e32 v25, v25, v28
	v_alignbit_b32 v28, v2, v2, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v29, v29, v32, v33
	v_add3_u32 v20, v5, v20, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v23, v23, v25, v1
	v_lshrrev_b32_e32 v1, 10, v9
	v_xor_b32_e32 v25, v28, v35
	v_lshrrev_b32_e32 v28, 3, v2
	v_add3_u32 v20, v20, v29, 0x81c2c92e
	v_alignbit_b32 v29, v23, v23, 2
	v_alignbit_b32 v32, v23, v23, 13
	v_alignbit_b32 v33, v23, v23, 22
	v_xor_b32_e32 v34, v19, v27
	v_add_nc_u32_e32 v24, v20, v24
	v_xor3_b32 v1, v30, v31, v1
	v_xad_u32 v10, v25, v28, v10
	v_xor3_b32 v25, v29, v32, v33
	v_and_b32_e32 v28, v23, v34
	v_and_b32_e32 v29, v19, v27
	v_alignbit_b32 v30, v24, v24, 6
	v_alignbit_b32 v31, v24, v24, 11
	v_alignbit_b32 v32, v24, v24, 25
	v_bfi_b32 v33, v24, v21, v26
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v35, v23, v19
	v_alignbit_b32 v29, v0, v0, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v22, v14, v22, v33
	v_add3_u32 v20, v25, v28, v20
	v_alignbit_b32 v28, v11, v11, 7
	v_alignbit_b32 v31, v11, v11, 18
	v_alignbit_b32 v34, v0, v0, 19
	v_add3_u32 v22, v22, v30, 0x92722c85
	v_alignbit_b32 v30, v20, v20, 2
	v_alignbit_b32 v32, v20, v20, 13
	v_alignbit_b32 v33, v20, v20, 22
	v_xor_b32_e32 v28, v28, v31
	v_add_nc_u32_e32 v27, v22, v27
	v_lshrrev_b32_e32 v31, 3, v11
	v_lshrrev_b32_e32 v25, 10, v0
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v20, v35
	v_and_b32_e32 v33, v23, v19
	v_alignbit_b32 v35, v27, v27, 6
	v_alignbit_b32 v36, v27, v27, 11
	v_alignbit_b32 v37, v27, v27, 25
	v_bfi_b32 v38, v27, v24, v21
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v2, v28, v31, v2
	v_xor3_b32 v25, v29, v34, v25
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v26, v6, v26, v38
	v_add3_u32 v22, v30, v32, v22
	v_add3_u32 v1, v10, v6, v1
	v_add3_u32 v2, v2, v15, v25
	v_xor_b32_e32 v29, v20, v23
	v_add3_u32 v10, v26, v28, 0xa2bfe8a1
	v_alignbit_b32 v25, v22, v22, 2
	v_alignbit_b32 v26, v22, v22, 13
	v_alignbit_b32 v28, v22, v22, 22
	v_alignbit_b32 v35, v3, v3, 18
	v_add_nc_u32_e32 v19, v10, v19
	v_alignbit_b32 v30, v1, v1, 17
	v_alignbit_b32 v31, v1, v1, 19
	v_xor3_b32 v25, v25, v26, v28
	v_and_b32_e32 v26, v22, v29
	v_and_b32_e32 v28, v20, v23
	v_alignbit_b32 v29, v19, v19, 6
	v_alignbit_b32 v32, v19, v19, 11
	v_alignbit_b32 v33, v19, v19, 25
	v_bfi_b32 v34, v19, v27, v24
	v_xor_b32_e32 v26, v26, v28
	v_alignbit_b32 v28, v3, v3, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v29, v29, v32, v33
	v_add3_u32 v21, v15, v21, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v10, v25, v26, v10
	v_lshrrev_b32_e32 v25, 10, v1
	v_xor_b32_e32 v26, v28, v35
	v_lshrrev_b32_e32 v28, 3, v3
	v_add3_u32 v21, v21, v29, 0xa81a664b
	v_alignbit_b32 v29, v10, v10, 2
	v_alignbit_b32 v32, v10, v10, 13
	v_alignbit_b32 v33, v10, v10, 22
	v_xor_b32_e32 v34, v22, v20
	v_add_nc_u32_e32 v23, v21, v23
	v_xor3_b32 v25, v30, v31, v25
	v_xad_u32 v11, v26, v28, v11
	v_xor3_b32 v26, v29, v32, v33
	v_and_b32_e32 v28, v10, v34
	v_and_b32_e32 v29, v22, v20
	v_alignbit_b32 v30, v23, v23, 6
	v_alignbit_b32 v31, v23, v23, 11
	v_alignbit_b32 v32, v23, v23, 25
	v_bfi_b32 v33, v23, v19, v27
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v35, v10, v22
	v_alignbit_b32 v29, v2, v2, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v24, v7, v24, v33
	v_add3_u32 v21, v26, v28, v21
	v_alignbit_b32 v28, v12, v12, 7
	v_alignbit_b32 v31, v12, v12, 18
	v_alignbit_b32 v34, v2, v2, 19
	v_add3_u32 v24, v24, v30, 0xc24b8b70
	v_alignbit_b32 v30, v21, v21, 2
	v_alignbit_b32 v32, v21, v21, 13
	v_alignbit_b32 v33, v21, v21, 22
	v_xor_b32_e32 v28, v28, v31
	v_add_nc_u32_e32 v20, v24, v20
	v_lshrrev_b32_e32 v31, 3, v12
	v_lshrrev_b32_e32 v26, 10, v2
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v21, v35
	v_and_b32_e32 v33, v10, v22
	v_alignbit_b32 v35, v20, v20, 6
	v_alignbit_b32 v36, v20, v20, 11
	v_alignbit_b32 v37, v20, v20, 25
	v_bfi_b32 v38, v20, v23, v19
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v3, v28, v31, v3
	v_xor3_b32 v26, v29, v34, v26
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v27, v18, v27, v38
	v_add3_u32 v24, v30, v32, v24
	v_add3_u32 v11, v11, v7, v25
	v_add3_u32 v3, v3, v18, v26
	v_xor_b32_e32 v29, v21, v10
	v_add3_u32 v25, v27, v28, 0xc76c51a3
	v_alignbit_b32 v26, v24, v24, 2
	v_alignbit_b32 v27, v24, v24, 13
	v_alignbit_b32 v28, v24, v24, 22
	v_alignbit_b32 v35, v4, v4, 18
	v_add_nc_u32_e32 v22, v25, v22
	v_alignbit_b32 v30, v11, v11, 17
	v_alignbit_b32 v31, v11, v11, 19
	v_xor3_b32 v26, v26, v27, v28
	v_and_b32_e32 v27, v24, v29
	v_and_b32_e32 v28, v21, v10
	v_alignbit_b32 v29, v22, v22, 6
	v_alignbit_b32 v32, v22, v22, 11
	v_alignbit_b32 v33, v22, v22, 25
	v_bfi_b32 v34, v22, v20, v23
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v4, v4, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v29, v29, v32, v33
	v_add3_u32 v19, v8, v19, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v25, v26, v27, v25
	v_lshrrev_b32_e32 v26, 10, v11
	v_xor_b32_e32 v27, v28, v35
	v_lshrrev_b32_e32 v28, 3, v4
	v_add3_u32 v19, v19, v29, 0xd192e819
	v_alignbit_b32 v29, v25, v25, 2
	v_alignbit_b32 v32, v25, v25, 13
	v_alignbit_b32 v33, v25, v25, 22
	v_xor_b32_e32 v34, v24, v21
	v_add_nc_u32_e32 v10, v19, v10
	v_xor3_b32 v26, v30, v31, v26
	v_xad_u32 v12, v27, v28, v12
	v_xor3_b32 v27, v29, v32, v33
	v_and_b32_e32 v28, v25, v34
	v_and_b32_e32 v29, v24, v21
	v_alignbit_b32 v30, v10, v10, 6
	v_alignbit_b32 v31, v10, v10, 11
	v_alignbit_b32 v32, v10, v10, 25
	v_bfi_b32 v33, v10, v22, v20
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v35, v25, v24
	v_alignbit_b32 v29, v3, v3, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v23, v9, v23, v33
	v_add3_u32 v19, v27, v28, v19
	v_alignbit_b32 v28, v13, v13, 7
	v_alignbit_b32 v31, v13, v13, 18
	v_alignbit_b32 v34, v3, v3, 19
	v_add3_u32 v23, v23, v30, 0xd6990624
	v_alignbit_b32 v30, v19, v19, 2
	v_alignbit_b32 v32, v19, v19, 13
	v_alignbit_b32 v33, v19, v19, 22
	v_xor_b32_e32 v28, v28, v31
	v_add_nc_u32_e32 v21, v23, v21
	v_lshrrev_b32_e32 v31, 3, v13
	v_lshrrev_b32_e32 v27, 10, v3
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v19, v35
	v_and_b32_e32 v33, v25, v24
	v_alignbit_b32 v35, v21, v21, 6
	v_alignbit_b32 v36, v21, v21, 11
	v_alignbit_b32 v37, v21, v21, 25
	v_bfi_b32 v38, v21, v10, v22
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v4, v28, v31, v4
	v_xor3_b32 v27, v29, v34, v27
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v20, v0, v20, v38
	v_add3_u32 v23, v30, v32, v23
	v_add3_u32 v12, v12, v8, v26
	v_add3_u32 v4, v4, v9, v27
	v_xor_b32_e32 v29, v19, v25
	v_add3_u32 v20, v20, v28, 0xf40e3585
	v_alignbit_b32 v26, v23, v23, 2
	v_alignbit_b32 v27, v23, v23, 13
	v_alignbit_b32 v28, v23, v23, 22
	v_alignbit_b32 v35, v5, v5, 18
	v_add_nc_u32_e32 v24, v20, v24
	v_alignbit_b32 v30, v12, v12, 17
	v_alignbit_b32 v31, v12, v12, 19
	v_xor3_b32 v26, v26, v27, v28
	v_and_b32_e32 v27, v23, v29
	v_and_b32_e32 v28, v19, v25
	v_alignbit_b32 v29, v24, v24, 6
	v_alignbit_b32 v32, v24, v24, 11
	v_alignbit_b32 v33, v24, v24, 25
	v_bfi_b32 v34, v24, v21, v10
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v5, v5, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v29, v29, v32, v33
	v_add3_u32 v22, v1, v22, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v20, v26, v27, v20
	v_lshrrev_b32_e32 v26, 10, v12
	v_xor_b32_e32 v27, v28, v35
	v_lshrrev_b32_e32 v28, 3, v5
	v_add3_u32 v22, v22, v29, 0x106aa070
	v_alignbit_b32 v29, v20, v20, 2
	v_alignbit_b32 v32, v20, v20, 13
	v_alignbit_b32 v33, v20, v20, 22
	v_xor_b32_e32 v34, v23, v19
	v_add_nc_u32_e32 v25, v22, v25
	v_xor3_b32 v26, v30, v31, v26
	v_xad_u32 v13, v27, v28, v13
	v_xor3_b32 v27, v29, v32, v33
	v_and_b32_e32 v28, v20, v34
	v_and_b32_e32 v29, v23, v19
	v_alignbit_b32 v30, v25, v25, 6
	v_alignbit_b32 v31, v25, v25, 11
	v_alignbit_b32 v32, v25, v25, 25
	v_bfi_b32 v33, v25, v24, v21
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v35, v20, v23
	v_alignbit_b32 v29, v4, v4, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v10, v2, v10, v33
	v_add3_u32 v22, v27, v28, v22
	v_alignbit_b32 v28, v14, v14, 7
	v_alignbit_b32 v31, v14, v14, 18
	v_alignbit_b32 v34, v4, v4, 19
	v_add3_u32 v10, v10, v30, 0x19a4c116
	v_alignbit_b32 v30, v22, v22, 2
	v_alignbit_b32 v32, v22, v22, 13
	v_alignbit_b32 v33, v22, v22, 22
	v_xor_b32_e32 v28, v28, v31
	v_add_nc_u32_e32 v19, v10, v19
	v_lshrrev_b32_e32 v31, 3, v14
	v_lshrrev_b32_e32 v27, 10, v4
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v22, v35
	v_and_b32_e32 v33, v20, v23
	v_alignbit_b32 v35, v19, v19, 6
	v_alignbit_b32 v36, v19, v19, 11
	v_alignbit_b32 v37, v19, v19, 25
	v_bfi_b32 v38, v19, v25, v24
	v_xor_b32_e32 v32, v32, v33
	v_xad_u32 v5, v28, v31, v5
	v_xor3_b32 v27, v29, v34, v27
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v21, v11, v21, v38
	v_add3_u32 v10, v30, v32, v10
	v_add3_u32 v13, v13, v0, v26
	v_add3_u32 v5, v5, v1, v27
	v_xor_b32_e32 v29, v22, v20
	v_add3_u32 v21, v21, v28, 0x1e376c08
	v_alignbit_b32 v26, v10, v10, 2
	v_alignbit_b32 v27, v10, v10, 13
	v_alignbit_b32 v28, v10, v10, 22
	v_alignbit_b32 v35, v6, v6, 18
	v_add_nc_u32_e32 v23, v21, v23
	v_alignbit_b32 v30, v13, v13, 17
	v_alignbit_b32 v31, v13, v13, 19
	v_xor3_b32 v26, v26, v27, v28
	v_and_b32_e32 v27, v10, v29
	v_and_b32_e32 v28, v22, v20
	v_alignbit_b32 v29, v23, v23, 6
	v_alignbit_b32 v32, v23, v23, 11
	v_alignbit_b32 v33, v23, v23, 25
	v_bfi_b32 v34, v23, v19, v25
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v6, v6, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v29, v29, v32, v33
	v_add3_u32 v24, v3, v24, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v21, v26, v27, v21
	v_lshrrev_b32_e32 v26, 10, v13
	v_xor_b32_e32 v27, v28, v35
	v_lshrrev_b32_e32 v28, 3, v6
	v_add3_u32 v24, v24, v29, 0x2748774c
	v_alignbit_b32 v29, v21, v21, 2
	v_alignbit_b32 v32, v21, v21, 13
	v_alignbit_b32 v33, v21, v21, 22
	v_xor_b32_e32 v34, v10, v22
	v_add_nc_u32_e32 v20, v24, v20
	v_xor3_b32 v26, v30, v31, v26
	v_xad_u32 v14, v27, v28, v14
	v_xor3_b32 v27, v29, v32, v33
	v_and_b32_e32 v28, v21, v34
	v_and_b32_e32 v29, v10, v22
	v_alignbit_b32 v30, v20, v20, 6
	v_alignbit_b32 v31, v20, v20, 11
	v_alignbit_b32 v32, v20, v20, 25
	v_bfi_b32 v33, v20, v23, v19
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v35, v21, v10
	v_alignbit_b32 v29, v5, v5, 17
	v_xor3_b32 v30, v30, v31, v32
	v_add3_u32 v25, v12, v25, v33
	v_add3_u32 v24, v27, v28, v24
	v_alignbit_b32 v28, v15, v15, 7
	v_alignbit_b32 v31, v15, v15, 18
	v_alignbit_b32 v34, v5, v5, 19
	v_add3_u32 v25, v25, v30, 0x34b0bcb5
	v_alignbit_b32 v30, v24, v24, 2
	v_alignbit_b32 v32, v24, v24, 13
	v_alignbit_b32 v33, v24, v24, 22
	v_lshrrev_b32_e32 v27, 10, v5
	v_add_nc_u32_e32 v22, v25, v22
	v_xor_b32_e32 v28, v28, v31
	v_lshrrev_b32_e32 v31, 3, v15
	v_xor3_b32 v30, v30, v32, v33
	v_and_b32_e32 v32, v24, v35
	v_and_b32_e32 v33, v21, v10
	v_alignbit_b32 v35, v22, v22, 6
	v_alignbit_b32 v36, v22, v22, 11
	v_alignbit_b32 v37, v22, v22, 25
	v_bfi_b32 v38, v22, v20, v23
	v_xor_b32_e32 v32, v32, v33
	v_xor3_b32 v27, v29, v34, v27
	v_xad_u32 v6, v28, v31, v6
	v_xor3_b32 v28, v35, v36, v37
	v_add3_u32 v19, v4, v19, v38
	v_add3_u32 v25, v30, v32, v25
	v_add3_u32 v14, v14, v2, v26
	v_add3_u32 v6, v6, v11, v27
	v_alignbit_b32 v34, v7, v7, 18
	v_add3_u32 v11, v19, v28, 0x391c0cb3
	v_alignbit_b32 v19, v25, v25, 2
	v_alignbit_b32 v26, v25, v25, 13
	v_alignbit_b32 v27, v25, v25, 22
	v_xor_b32_e32 v28, v24, v21
	v_add_nc_u32_e32 v10, v11, v10
	v_alignbit_b32 v29, v14, v14, 17
	v_alignbit_b32 v30, v14, v14, 19
	v_xor3_b32 v19, v19, v26, v27
	v_and_b32_e32 v26, v25, v28
	v_and_b32_e32 v27, v24, v21
	v_alignbit_b32 v28, v10, v10, 6
	v_alignbit_b32 v31, v10, v10, 11
	v_alignbit_b32 v32, v10, v10, 25
	v_bfi_b32 v33, v10, v22, v20
	v_xor_b32_e32 v26, v26, v27
	v_alignbit_b32 v27, v7, v7, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v28, v28, v31, v32
	v_add3_u32 v23, v13, v23, v33
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v11, v19, v26, v11
	v_lshrrev_b32_e32 v19, 10, v14
	v_xor_b32_e32 v26, v27, v34
	v_lshrrev_b32_e32 v27, 3, v7
	v_add3_u32 v23, v23, v28, 0x4ed8aa4a
	v_alignbit_b32 v28, v11, v11, 2
	v_alignbit_b32 v31, v11, v11, 13
	v_alignbit_b32 v32, v11, v11, 22
	v_xor_b32_e32 v33, v25, v24
	v_add_nc_u32_e32 v21, v23, v21
	v_xor3_b32 v19, v29, v30, v19
	v_xad_u32 v15, v26, v27, v15
	v_xor3_b32 v26, v28, v31, v32
	v_and_b32_e32 v27, v11, v33
	v_and_b32_e32 v28, v25, v24
	v_alignbit_b32 v29, v21, v21, 6
	v_alignbit_b32 v30, v21, v21, 11
	v_alignbit_b32 v31, v21, v21, 25
	v_bfi_b32 v32, v21, v10, v22
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v34, v11, v25
	v_alignbit_b32 v28, v6, v6, 17
	v_xor3_b32 v29, v29, v30, v31
	v_add3_u32 v20, v5, v20, v32
	v_add3_u32 v23, v26, v27, v23
	v_alignbit_b32 v27, v18, v18, 7
	v_alignbit_b32 v30, v18, v18, 18
	v_alignbit_b32 v33, v6, v6, 19
	v_add3_u32 v20, v20, v29, 0x5b9cca4f
	v_alignbit_b32 v29, v23, v23, 2
	v_alignbit_b32 v31, v23, v23, 13
	v_alignbit_b32 v32, v23, v23, 22
	v_lshrrev_b32_e32 v26, 10, v6
	v_add_nc_u32_e32 v24, v20, v24
	v_xor_b32_e32 v27, v27, v30
	v_lshrrev_b32_e32 v30, 3, v18
	v_xor3_b32 v29, v29, v31, v32
	v_and_b32_e32 v31, v23, v34
	v_and_b32_e32 v32, v11, v25
	v_alignbit_b32 v34, v24, v24, 6
	v_alignbit_b32 v35, v24, v24, 11
	v_alignbit_b32 v36, v24, v24, 25
	v_bfi_b32 v37, v24, v21, v10
	v_xor_b32_e32 v31, v31, v32
	v_xor3_b32 v26, v28, v33, v26
	v_xad_u32 v7, v27, v30, v7
	v_xor3_b32 v27, v34, v35, v36
	v_add3_u32 v22, v14, v22, v37
	v_add3_u32 v20, v29, v31, v20
	v_add3_u32 v3, v15, v3, v19
	v_add3_u32 v7, v7, v12, v26
	v_xor_b32_e32 v26, v23, v11
	v_add3_u32 v12, v22, v27, 0x682e6ff3
	v_alignbit_b32 v15, v20, v20, 2
	v_alignbit_b32 v19, v20, v20, 13
	v_alignbit_b32 v22, v20, v20, 22
	v_alignbit_b32 v32, v8, v8, 18
	v_add_nc_u32_e32 v25, v12, v25
	v_alignbit_b32 v27, v3, v3, 17
	v_alignbit_b32 v28, v3, v3, 19
	v_xor3_b32 v15, v15, v19, v22
	v_and_b32_e32 v19, v20, v26
	v_and_b32_e32 v22, v23, v11
	v_alignbit_b32 v26, v25, v25, 6
	v_alignbit_b32 v29, v25, v25, 11
	v_alignbit_b32 v30, v25, v25, 25
	v_bfi_b32 v31, v25, v24, v21
	v_xor_b32_e32 v19, v19, v22
	v_alignbit_b32 v22, v8, v8, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v26, v26, v29, v30
	v_add3_u32 v10, v6, v10, v31
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v12, v15, v19, v12
	v_lshrrev_b32_e32 v15, 10, v3
	v_xor_b32_e32 v19, v22, v32
	v_lshrrev_b32_e32 v22, 3, v8
	v_add3_u32 v10, v10, v26, 0x748f82ee
	v_alignbit_b32 v26, v12, v12, 2
	v_alignbit_b32 v29, v12, v12, 13
	v_alignbit_b32 v30, v12, v12, 22
	v_xor_b32_e32 v31, v20, v23
	v_add_nc_u32_e32 v11, v10, v11
	v_xor3_b32 v15, v27, v28, v15
	v_xad_u32 v18, v19, v22, v18
	v_xor3_b32 v19, v26, v29, v30
	v_and_b32_e32 v22, v12, v31
	v_and_b32_e32 v26, v20, v23
	v_alignbit_b32 v27, v11, v11, 6
	v_alignbit_b32 v28, v11, v11, 11
	v_alignbit_b32 v29, v11, v11, 25
	v_bfi_b32 v30, v11, v25, v24
	v_xor_b32_e32 v22, v22, v26
	v_alignbit_b32 v26, v7, v7, 17
	v_alignbit_b32 v31, v7, v7, 19
	v_xor3_b32 v27, v27, v28, v29
	v_add3_u32 v3, v3, v21, v30
	v_add3_u32 v10, v19, v22, v10
	v_alignbit_b32 v21, v9, v9, 7
	v_alignbit_b32 v22, v9, v9, 18
	v_xor_b32_e32 v30, v12, v20
	v_add3_u32 v3, v3, v27, 0x78a5636f
	v_alignbit_b32 v27, v10, v10, 2
	v_alignbit_b32 v28, v10, v10, 13
	v_alignbit_b32 v29, v10, v10, 22
	v_xor_b32_e32 v21, v21, v22
	v_add_nc_u32_e32 v22, v3, v23
	v_lshrrev_b32_e32 v23, 3, v9
	v_lshrrev_b32_e32 v19, 10, v7
	v_xor3_b32 v27, v27, v28, v29
	v_and_b32_e32 v28, v10, v30
	v_and_b32_e32 v29, v12, v20
	v_alignbit_b32 v30, v22, v22, 6
	v_alignbit_b32 v32, v22, v22, 11
	v_alignbit_b32 v33, v22, v22, 25
	v_bfi_b32 v34, v22, v11, v25
	v_xor_b32_e32 v28, v28, v29
	v_xad_u32 v8, v21, v23, v8
	v_xor3_b32 v19, v26, v31, v19
	v_xor3_b32 v21, v30, v32, v33
	v_add3_u32 v7, v7, v24, v34
	v_add3_u32 v3, v27, v28, v3
	v_add3_u32 v4, v18, v4, v15
	v_add3_u32 v8, v8, v13, v19
	v_xor_b32_e32 v19, v10, v12
	v_add3_u32 v7, v7, v21, 0x84c87814
	v_alignbit_b32 v13, v3, v3, 2
	v_alignbit_b32 v15, v3, v3, 13
	v_alignbit_b32 v18, v3, v3, 22
	v_alignbit_b32 v28, v0, v0, 18
	v_add_nc_u32_e32 v20, v7, v20
	v_alignbit_b32 v21, v4, v4, 17
	v_alignbit_b32 v23, v4, v4, 19
	v_xor3_b32 v13, v13, v15, v18
	v_and_b32_e32 v15, v3, v19
	v_and_b32_e32 v18, v10, v12
	v_alignbit_b32 v19, v20, v20, 6
	v_alignbit_b32 v24, v20, v20, 11
	v_alignbit_b32 v26, v20, v20, 25
	v_bfi_b32 v27, v20, v22, v11
	v_xor_b32_e32 v15, v15, v18
	v_alignbit_b32 v18, v0, v0, 7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v19, v19, v24, v26
	v_add3_u32 v24, v4, v25, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add3_u32 v7, v13, v15, v7
	v_xor_b32_e32 v13, v18, v28
	v_lshrrev_b32_e32 v4, 10, v4
	v_lshrrev_b32_e32 v15, 3, v0
	v_add3_u32 v18, v24, v19, 0x8cc70208
	v_alignbit_b32 v19, v7, v7, 2
	v_alignbit_b32 v24, v7, v7, 13
	v_alignbit_b32 v25, v7, v7, 22
	v_xor_b32_e32 v26, v3, v10
	v_add_nc_u32_e32 v12, v18, v12
	v_xor3_b32 v4, v21, v23, v4
	v_xad_u32 v9, v13, v15, v9
	v_xor3_b32 v13, v19, v24, v25
	v_and_b32_e32 v15, v7, v26
	v_and_b32_e32 v19, v3, v10
	v_alignbit_b32 v21, v12, v12, 6
	v_alignbit_b32 v23, v12, v12, 11
	v_alignbit_b32 v24, v12, v12, 25
	v_bfi_b32 v25, v12, v20, v22
	v_xor_b32_e32 v15, v15, v19
	v_add3_u32 v4, v9, v5, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v5, v21, v23, v24
	v_add3_u32 v9, v8, v11, v25
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v11, v13, v15, v18
	v_xor_b32_e32 v21, v7, v3
	v_alignbit_b32 v13, v8, v8, 17
	v_alignbit_b32 v15, v8, v8, 19
	v_add3_u32 v5, v9, v5, 0x90befffa
	v_alignbit_b32 v9, v11, v11, 2
	v_alignbit_b32 v18, v11, v11, 13
	v_alignbit_b32 v19, v11, v11, 22
	v_lshrrev_b32_e32 v8, 10, v8
	v_add_nc_u32_e32 v10, v5, v10
	v_alignbit_b32 v23, v1, v1, 7
	v_alignbit_b32 v24, v1, v1, 18
	v_xor3_b32 v9, v9, v18, v19
	v_and_b32_e32 v18, v11, v21
	v_and_b32_e32 v19, v7, v3
	v_alignbit_b32 v21, v10, v10, 6
	v_alignbit_b32 v25, v10, v10, 11
	v_alignbit_b32 v26, v10, v10, 25
	v_bfi_b32 v27, v10, v12, v20
	v_xor_b32_e32 v18, v18, v19
	v_xor3_b32 v8, v13, v15, v8
	v_xor_b32_e32 v13, v23, v24
	v_xor3_b32 v15, v21, v25, v26
	v_add3_u32 v19, v4, v22, v27
	v_add3_u32 v5, v9, v18, v5
	v_xor_b32_e32 v21, v11, v7
	v_lshrrev_b32_e32 v9, 3, v1
	v_and_b32_e32 v24, v11, v7
	v_add3_u32 v15, v19, v15, 0xa4506ceb
	v_alignbit_b32 v19, v5, v5, 2
	v_alignbit_b32 v22, v5, v5, 13
	v_alignbit_b32 v23, v5, v5, 22
	v_and_b32_e32 v21, v5, v21
	v_add_nc_u32_e32 v3, v15, v3
	v_xad_u32 v0, v13, v9, v0
	v_alignbit_b32 v26, v2, v2, 7
	v_xor3_b32 v19, v19, v22, v23
	v_xor_b32_e32 v21, v21, v24
	v_alignbit_b32 v9, v3, v3, 6
	v_alignbit_b32 v13, v3, v3, 11
	v_alignbit_b32 v22, v3, v3, 25
	v_bfi_b32 v23, v3, v10, v12
	v_add3_u32 v0, v0, v14, v8
	v_add3_u32 v8, v19, v21, v15
	v_alignbit_b32 v14, v2, v2, 18
	v_xor3_b32 v9, v9, v13, v22
	v_xor_b32_e32 v13, v5, v11
	v_add3_u32 v0, v0, v20, v23
	v_alignbit_b32 v15, v8, v8, 2
	v_alignbit_b32 v19, v8, v8, 13
	v_alignbit_b32 v20, v8, v8, 22
	v_and_b32_e32 v13, v8, v13
	v_and_b32_e32 v21, v5, v11
	v_alignbit_b32 v18, v4, v4, 17
	v_alignbit_b32 v25, v4, v4, 19
	v_lshrrev_b32_e32 v4, 10, v4
	v_add3_u32 v0, v0, v9, 0xbef9a3f7
	v_xor_b32_e32 v9, v26, v14
	v_xor3_b32 v14, v15, v19, v20
	v_xor_b32_e32 v13, v13, v21
	v_lshrrev_b32_e32 v2, 3, v2
	v_add_nc_u32_e32 v7, v0, v7
	v_xor3_b32 v4, v18, v25, v4
	v_xor_b32_e32 v18, v8, v5
	v_add3_u32 v0, v14, v13, v0
	v_xad_u32 v1, v9, v2, v1
	v_alignbit_b32 v2, v7, v7, 6
	v_alignbit_b32 v9, v7, v7, 11
	v_alignbit_b32 v13, v7, v7, 25
	v_bfi_b32 v14, v7, v3, v10
	v_add3_u32 v1, v1, v6, v4
	v_alignbit_b32 v4, v0, v0, 2
	v_alignbit_b32 v6, v0, v0, 13
	v_alignbit_b32 v15, v0, v0, 22
	v_xor3_b32 v2, v2, v9, v13
	v_add3_u32 v1, v1, v12, v14
	v_and_b32_e32 v9, v8, v5
	v_add_nc_u32_e32 v12, 0x3c6ef372, v8
	v_xor3_b32 v4, v4, v6, v15
	v_and_b32_e32 v6, v0, v18
	v_add3_u32 v1, v1, v2, 0xc67178f2
	v_lshlrev_b32_e32 v15, 3, v17
	v_add_nc_u32_e32 v5, 0xa54ff53a, v5
	v_add_nc_u32_e32 v7, 0x9b05688c, v7
	v_xad_u32 v2, v6, v9, v4
	v_add3_u32 v11, v11, v1, 0x510e527f
	v_add_nc_u32_e32 v6, 0xbb67ae85, v0
	v_add_nc_u32_e32 v13, 0x1f83d9ab, v3
	v_add_nc_u32_e32 v10, 0x5be0cd19, v10
	v_add3_u32 v4, v2, v1, 0x6a09e667
	v_lshlrev_b64 v[1:2], 2, v[15:16]
	v_perm_b32 v3, 0, v5, 0x10203
	v_perm_b32 v5, 0, v7, 0x10203
	v_perm_b32 v7, 0, v10, 0x10203
	v_perm_b32 v0, 0, v4, 0x10203
	v_perm_b32 v4, 0, v11, 0x10203
	v_add_co_u32 v8, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v2, vcc_lo
	v_perm_b32 v1, 0, v6, 0x10203
	v_perm_b32 v2, 0, v12, 0x10203
	v_perm_b32 v6, 0, v13, 0x10203
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:16
.LBB1_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sha256_double
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
		.amdhsa_next_free_vgpr 78
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
	.size	sha256_double, .Lfunc_end1-sha256_double
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 22020
; NumSgprs: 18
; NumVgprs: 78
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 78
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
	.hidden	sha256_k                        ; @sha256_k
	.type	sha256_k,@object
	.section	.rodata,"a",@progbits
	.globl	sha256_k
	.p2align	2, 0x0
sha256_k:
	.long	1116352408                      ; 0x428a2f98
	.long	1899447441                      ; 0x71374491
	.long	3049323471                      ; 0xb5c0fbcf
	.long	3921009573                      ; 0xe9b5dba5
	.long	961987163                       ; 0x3956c25b
	.long	1508970993                      ; 0x59f111f1
	.long	2453635748                      ; 0x923f82a4
	.long	2870763221                      ; 0xab1c5ed5
	.long	3624381080                      ; 0xd807aa98
	.long	310598401                       ; 0x12835b01
	.long	607225278                       ; 0x243185be
	.long	1426881987                      ; 0x550c7dc3
	.long	1925078388                      ; 0x72be5d74
	.long	2162078206                      ; 0x80deb1fe
	.long	2614888103                      ; 0x9bdc06a7
	.long	3248222580                      ; 0xc19bf174
	.long	3835390401                      ; 0xe49b69c1
	.long	4022224774                      ; 0xefbe4786
	.long	264347078                       ; 0xfc19dc6
	.long	604807628                       ; 0x240ca1cc
	.long	770255983                       ; 0x2de92c6f
	.long	1249150122                      ; 0x4a7484aa
	.long	1555081692                      ; 0x5cb0a9dc
	.long	1996064986                      ; 0x76f988da
	.long	2554220882                      ; 0x983e5152
	.long	2821834349                      ; 0xa831c66d
	.long	2952996808                      ; 0xb00327c8
	.long	3210313671                      ; 0xbf597fc7
	.long	3336571891                      ; 0xc6e00bf3
	.long	3584528711                      ; 0xd5a79147
	.long	113926993                       ; 0x6ca6351
	.long	338241895                       ; 0x14292967
	.long	666307205                       ; 0x27b70a85
	.long	773529912                       ; 0x2e1b2138
	.long	1294757372                      ; 0x4d2c6dfc
	.long	1396182291                      ; 0x53380d13
	.long	1695183700                      ; 0x650a7354
	.long	1986661051                      ; 0x766a0abb
	.long	2177026350                      ; 0x81c2c92e
	.long	2456956037                      ; 0x92722c85
	.long	2730485921                      ; 0xa2bfe8a1
	.long	2820302411                      ; 0xa81a664b
	.long	3259730800                      ; 0xc24b8b70
	.long	3345764771                      ; 0xc76c51a3
	.long	3516065817                      ; 0xd192e819
	.long	3600352804                      ; 0xd6990624
	.long	4094571909                      ; 0xf40e3585
	.long	275423344                       ; 0x106aa070
	.long	430227734                       ; 0x19a4c116
	.long	506948616                       ; 0x1e376c08
	.long	659060556                       ; 0x2748774c
	.long	883997877                       ; 0x34b0bcb5
	.long	958139571                       ; 0x391c0cb3
	.long	1322822218                      ; 0x4ed8aa4a
	.long	1537002063                      ; 0x5b9cca4f
	.long	1747873779                      ; 0x682e6ff3
	.long	1955562222                      ; 0x748f82ee
	.long	2024104815                      ; 0x78a5636f
	.long	2227730452                      ; 0x84c87814
	.long	2361852424                      ; 0x8cc70208
	.long	2428436474                      ; 0x90befffa
	.long	2756734187                      ; 0xa4506ceb
	.long	3204031479                      ; 0xbef9a3f7
	.long	3329325298                      ; 0xc67178f2
	.size	sha256_k, 256

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
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
    .name:           sha256_blocks
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sha256_blocks.kd
    .uses_dynamic_stack: false
    .vgpr_count:     78
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
    .name:           sha256_double
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sha256_double.kd
    .uses_dynamic_stack: false
    .vgpr_count:     78
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
