	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	sha256_blocks           ; -- Begin function sha256_blocks
	.globl	sha256_blocks
	.p2align	8
	.type	sha256_blocks,@function
sha256_blocks:                          ; @sha256_blocks
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v2, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 4, v2
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_mov_b32 s4, 0x4a7484aa
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v16, vcc, s2, v4
	v_addc_co_u32_e32 v17, vcc, v0, v5, vcc
	global_load_dwordx4 v[4:7], v[16:17], off
	global_load_dwordx4 v[8:11], v[16:17], off offset:16
	global_load_dwordx4 v[12:15], v[16:17], off offset:32
	global_load_dwordx4 v[22:25], v[16:17], off offset:48
	s_mov_b32 s2, 0x10203
	s_mov_b32 s3, 0x9b05688c
	s_waitcnt vmcnt(3)
	v_perm_b32 v51, 0, v5, s2
	v_perm_b32 v50, 0, v6, s2
	v_alignbit_b32 v5, v51, v51, 7
	s_waitcnt vmcnt(0)
	v_perm_b32 v47, 0, v24, s2
	v_perm_b32 v42, 0, v25, s2
	v_alignbit_b32 v0, v47, v47, 17
	v_alignbit_b32 v3, v47, v47, 19
	v_alignbit_b32 v6, v51, v51, 18
	v_perm_b32 v52, 0, v4, s2
	v_perm_b32 v28, 0, v7, s2
	v_perm_b32 v30, 0, v9, s2
	v_perm_b32 v33, 0, v10, s2
	v_perm_b32 v21, 0, v12, s2
	v_perm_b32 v39, 0, v13, s2
	v_lshrrev_b32_e32 v4, 10, v47
	v_lshrrev_b32_e32 v7, 3, v51
	v_alignbit_b32 v9, v42, v42, 17
	v_alignbit_b32 v10, v42, v42, 19
	v_alignbit_b32 v12, v50, v50, 7
	v_alignbit_b32 v13, v50, v50, 18
	v_xor_b32_e32 v0, v0, v3
	v_xor_b32_e32 v3, v5, v6
	v_perm_b32 v26, 0, v8, s2
	v_perm_b32 v17, 0, v11, s2
	v_perm_b32 v41, 0, v14, s2
	v_add_u32_e32 v8, v52, v39
	v_lshrrev_b32_e32 v11, 10, v42
	v_lshrrev_b32_e32 v14, 3, v50
	v_xor_b32_e32 v5, v9, v10
	v_xor_b32_e32 v6, v12, v13
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v3, v3, v7
	v_perm_b32 v44, 0, v15, s2
	v_add_u32_e32 v15, v51, v41
	v_xor_b32_e32 v4, v5, v11
	v_xor_b32_e32 v5, v6, v14
	v_add3_u32 v49, v8, v0, v3
	v_alignbit_b32 v16, v28, v28, 7
	v_alignbit_b32 v18, v28, v28, 18
	v_add3_u32 v45, v15, v4, v5
	v_alignbit_b32 v0, v49, v49, 17
	v_alignbit_b32 v3, v49, v49, 19
	v_perm_b32 v46, 0, v22, s2
	v_perm_b32 v48, 0, v23, s2
	v_lshrrev_b32_e32 v19, 3, v28
	v_alignbit_b32 v22, v26, v26, 7
	v_alignbit_b32 v23, v26, v26, 18
	v_xor_b32_e32 v9, v16, v18
	v_lshrrev_b32_e32 v4, 10, v49
	v_alignbit_b32 v5, v45, v45, 17
	v_alignbit_b32 v8, v45, v45, 19
	v_xor_b32_e32 v0, v0, v3
	v_add_u32_e32 v20, v50, v44
	v_lshrrev_b32_e32 v24, 3, v26
	v_xor_b32_e32 v10, v22, v23
	v_xor_b32_e32 v6, v9, v19
	v_lshrrev_b32_e32 v11, 10, v45
	v_xor_b32_e32 v3, v5, v8
	v_xor_b32_e32 v0, v0, v4
	v_add_u32_e32 v25, v28, v46
	v_xor_b32_e32 v7, v10, v24
	v_xor_b32_e32 v3, v3, v11
	v_add3_u32 v43, v20, v6, v0
	v_alignbit_b32 v27, v30, v30, 7
	v_alignbit_b32 v29, v30, v30, 18
	v_add3_u32 v40, v25, v7, v3
	v_alignbit_b32 v0, v43, v43, 17
	v_alignbit_b32 v3, v43, v43, 19
	v_lshrrev_b32_e32 v31, 3, v30
	v_alignbit_b32 v34, v33, v33, 7
	v_alignbit_b32 v35, v33, v33, 18
	v_xor_b32_e32 v12, v27, v29
	v_lshrrev_b32_e32 v4, 10, v43
	v_alignbit_b32 v5, v40, v40, 17
	v_alignbit_b32 v6, v40, v40, 19
	v_xor_b32_e32 v0, v0, v3
	v_add_u32_e32 v32, v26, v48
	v_lshrrev_b32_e32 v36, 3, v33
	v_xor_b32_e32 v13, v34, v35
	v_xor_b32_e32 v9, v12, v31
	v_lshrrev_b32_e32 v7, 10, v40
	v_xor_b32_e32 v3, v5, v6
	v_xor_b32_e32 v0, v0, v4
	v_xor_b32_e32 v10, v13, v36
	v_xor_b32_e32 v3, v3, v7
	v_add3_u32 v38, v32, v9, v0
	v_add_u32_e32 v0, v30, v47
	v_add3_u32 v37, v0, v10, v3
	v_alignbit_b32 v0, v38, v38, 17
	v_alignbit_b32 v3, v38, v38, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v38
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v17, v17, 7
	v_alignbit_b32 v4, v17, v17, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v17
	v_xor_b32_e32 v3, v3, v4
	v_add_u32_e32 v4, v33, v42
	v_add3_u32 v36, v4, v3, v0
	v_alignbit_b32 v0, v37, v37, 17
	v_alignbit_b32 v3, v37, v37, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v37
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v21, v21, 7
	v_alignbit_b32 v4, v21, v21, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v21
	v_xad_u32 v3, v3, v4, v17
	v_add3_u32 v35, v3, v49, v0
	v_alignbit_b32 v0, v36, v36, 17
	v_alignbit_b32 v3, v36, v36, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v36
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v39, v39, 7
	v_alignbit_b32 v4, v39, v39, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v39
	v_xad_u32 v3, v3, v4, v21
	v_add3_u32 v34, v3, v45, v0
	v_alignbit_b32 v0, v35, v35, 17
	v_alignbit_b32 v3, v35, v35, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v35
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v41, v41, 7
	v_alignbit_b32 v4, v41, v41, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v41
	v_xad_u32 v3, v3, v4, v39
	v_add3_u32 v32, v3, v43, v0
	v_alignbit_b32 v0, v34, v34, 17
	v_alignbit_b32 v3, v34, v34, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v34
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v44, v44, 7
	v_alignbit_b32 v4, v44, v44, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v44
	v_xad_u32 v3, v3, v4, v41
	v_add3_u32 v31, v3, v40, v0
	v_alignbit_b32 v0, v32, v32, 17
	v_alignbit_b32 v3, v32, v32, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v32
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v46, v46, 7
	v_alignbit_b32 v4, v46, v46, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v46
	v_xad_u32 v3, v3, v4, v44
	v_add3_u32 v29, v3, v38, v0
	v_alignbit_b32 v0, v31, v31, 17
	v_alignbit_b32 v3, v31, v31, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v31
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v48, v48, 7
	v_alignbit_b32 v4, v48, v48, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v48
	v_xad_u32 v3, v3, v4, v46
	v_add3_u32 v27, v3, v37, v0
	v_alignbit_b32 v0, v29, v29, 17
	v_alignbit_b32 v3, v29, v29, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v29
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v47, v47, 7
	v_alignbit_b32 v4, v47, v47, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v47
	v_xad_u32 v3, v3, v4, v48
	v_add3_u32 v25, v3, v36, v0
	v_alignbit_b32 v0, v27, v27, 17
	v_alignbit_b32 v3, v27, v27, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v27
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v42, v42, 7
	v_alignbit_b32 v4, v42, v42, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v42
	v_xad_u32 v3, v3, v4, v47
	v_add3_u32 v24, v3, v35, v0
	v_alignbit_b32 v0, v25, v25, 17
	v_alignbit_b32 v3, v25, v25, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v25
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v49, v49, 7
	v_alignbit_b32 v4, v49, v49, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v49
	v_xad_u32 v3, v3, v4, v42
	v_add3_u32 v23, v3, v34, v0
	v_alignbit_b32 v0, v24, v24, 17
	v_alignbit_b32 v3, v24, v24, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v24
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v45, v45, 7
	v_alignbit_b32 v4, v45, v45, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v45
	v_xad_u32 v3, v3, v4, v49
	v_add3_u32 v22, v3, v32, v0
	v_alignbit_b32 v0, v23, v23, 17
	v_alignbit_b32 v3, v23, v23, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v23
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v43, v43, 7
	v_alignbit_b32 v4, v43, v43, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v43
	v_xad_u32 v3, v3, v4, v45
	v_add3_u32 v20, v3, v31, v0
	v_alignbit_b32 v0, v22, v22, 17
	v_alignbit_b32 v3, v22, v22, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v22
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v40, v40, 7
	v_alignbit_b32 v4, v40, v40, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v40
	v_xad_u32 v3, v3, v4, v43
	v_add3_u32 v19, v3, v29, v0
	v_alignbit_b32 v0, v20, v20, 17
	v_alignbit_b32 v3, v20, v20, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v20
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v38, v38, 7
	v_alignbit_b32 v4, v38, v38, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v38
	v_xad_u32 v3, v3, v4, v40
	v_add3_u32 v18, v3, v27, v0
	v_alignbit_b32 v0, v19, v19, 17
	v_alignbit_b32 v3, v19, v19, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v19
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v37, v37, 7
	v_alignbit_b32 v4, v37, v37, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v37
	v_xad_u32 v3, v3, v4, v38
	v_add3_u32 v16, v3, v25, v0
	v_alignbit_b32 v0, v18, v18, 17
	v_alignbit_b32 v3, v18, v18, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v18
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v36, v36, 7
	v_alignbit_b32 v4, v36, v36, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v36
	v_xad_u32 v3, v3, v4, v37
	v_add3_u32 v15, v3, v24, v0
	v_alignbit_b32 v0, v16, v16, 17
	v_alignbit_b32 v3, v16, v16, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v16
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v35, v35, 7
	v_alignbit_b32 v4, v35, v35, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v35
	v_xad_u32 v3, v3, v4, v36
	v_add3_u32 v14, v3, v23, v0
	v_alignbit_b32 v0, v15, v15, 17
	v_alignbit_b32 v3, v15, v15, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v15
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v34, v34, 7
	v_alignbit_b32 v4, v34, v34, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v34
	v_xad_u32 v3, v3, v4, v35
	v_add3_u32 v13, v3, v22, v0
	v_alignbit_b32 v0, v14, v14, 17
	v_alignbit_b32 v3, v14, v14, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v14
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v32, v32, 7
	v_alignbit_b32 v4, v32, v32, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v32
	v_xad_u32 v3, v3, v4, v34
	v_add3_u32 v12, v3, v20, v0
	v_alignbit_b32 v0, v13, v13, 17
	v_alignbit_b32 v3, v13, v13, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v13
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v31, v31, 7
	v_alignbit_b32 v4, v31, v31, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v31
	v_xad_u32 v3, v3, v4, v32
	v_add3_u32 v11, v3, v19, v0
	v_alignbit_b32 v0, v12, v12, 17
	v_alignbit_b32 v3, v12, v12, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v12
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v29, v29, 7
	v_alignbit_b32 v4, v29, v29, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v29
	v_xad_u32 v3, v3, v4, v31
	v_add3_u32 v10, v3, v18, v0
	v_alignbit_b32 v0, v11, v11, 17
	v_alignbit_b32 v3, v11, v11, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v11
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v27, v27, 7
	v_alignbit_b32 v4, v27, v27, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v27
	v_xad_u32 v3, v3, v4, v29
	v_add3_u32 v9, v3, v16, v0
	v_alignbit_b32 v0, v10, v10, 17
	v_alignbit_b32 v3, v10, v10, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v10
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v25, v25, 7
	v_alignbit_b32 v4, v25, v25, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v25
	v_xad_u32 v3, v3, v4, v27
	v_add3_u32 v8, v3, v15, v0
	v_alignbit_b32 v0, v9, v9, 17
	v_alignbit_b32 v3, v9, v9, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v9
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v24, v24, 7
	v_alignbit_b32 v4, v24, v24, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v24
	v_xad_u32 v3, v3, v4, v25
	v_add3_u32 v7, v3, v14, v0
	v_alignbit_b32 v0, v8, v8, 17
	v_alignbit_b32 v3, v8, v8, 19
	v_xor_b32_e32 v0, v0, v3
	v_lshrrev_b32_e32 v3, 10, v8
	v_xor_b32_e32 v0, v0, v3
	v_alignbit_b32 v3, v23, v23, 7
	v_alignbit_b32 v4, v23, v23, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v23
	v_xad_u32 v3, v3, v4, v24
	v_add3_u32 v3, v3, v13, v0
	v_alignbit_b32 v0, v7, v7, 17
	v_alignbit_b32 v4, v7, v7, 19
	v_xor_b32_e32 v0, v0, v4
	v_lshrrev_b32_e32 v4, 10, v7
	v_xor_b32_e32 v0, v0, v4
	v_alignbit_b32 v4, v22, v22, 7
	v_alignbit_b32 v5, v22, v22, 18
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 3, v22
	v_xad_u32 v4, v4, v5, v23
	v_add3_u32 v0, v4, v12, v0
	v_alignbit_b32 v4, v3, v3, 17
	v_alignbit_b32 v5, v3, v3, 19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v3
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v20, v20, 7
	v_alignbit_b32 v6, v20, v20, 18
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v20
	v_xad_u32 v5, v5, v6, v22
	v_add3_u32 v6, v5, v11, v4
	v_alignbit_b32 v4, v0, v0, 17
	v_alignbit_b32 v5, v0, v0, 19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v0
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v19, v19, 7
	v_alignbit_b32 v53, v19, v19, 18
	v_xor_b32_e32 v5, v5, v53
	v_lshrrev_b32_e32 v53, 3, v19
	v_xad_u32 v5, v5, v53, v20
	v_add3_u32 v5, v5, v10, v4
	v_alignbit_b32 v4, v6, v6, 17
	v_alignbit_b32 v53, v6, v6, 19
	v_xor_b32_e32 v4, v4, v53
	v_lshrrev_b32_e32 v53, 10, v6
	v_xor_b32_e32 v4, v4, v53
	v_alignbit_b32 v53, v18, v18, 7
	v_alignbit_b32 v54, v18, v18, 18
	v_xor_b32_e32 v53, v53, v54
	v_lshrrev_b32_e32 v54, 3, v18
	v_xad_u32 v53, v53, v54, v19
	v_add3_u32 v4, v53, v9, v4
	v_add_u32_e32 v53, 0x98c7e2a2, v52
	v_alignbit_b32 v55, v53, v53, 6
	v_alignbit_b32 v56, v53, v53, 11
	v_xor_b32_e32 v55, v55, v56
	v_alignbit_b32 v56, v53, v53, 25
	v_add_u32_e32 v54, 0xfc08884d, v52
	v_xor_b32_e32 v55, v55, v56
	v_and_b32_e32 v56, 0x510e527f, v53
	v_sub_u32_e32 v52, 0x67381d5d, v52
	v_and_or_b32 v52, v52, s3, v56
	v_add3_u32 v51, v51, v52, v55
	v_alignbit_b32 v52, v54, v54, 2
	v_alignbit_b32 v55, v54, v54, 13
	v_xor_b32_e32 v52, v52, v55
	v_alignbit_b32 v55, v54, v54, 22
	v_and_b32_e32 v56, 0xd16e48e2, v54
	v_xad_u32 v52, v52, v55, v56
	v_add_u32_e32 v55, 0xcd2a11ae, v51
	v_alignbit_b32 v56, v55, v55, 6
	v_alignbit_b32 v57, v55, v55, 11
	s_mov_b32 s3, 0xbabcc441
	v_xor_b32_e32 v56, v56, v57
	v_alignbit_b32 v57, v55, v55, 25
	s_mov_b32 s2, 0x510e527f
	v_add3_u32 v52, v51, v52, s3
	v_xor_b32_e32 v56, v56, v57
	v_and_b32_e32 v57, v55, v53
	v_sub_u32_e32 v51, 0xb2d5ee51, v51
	v_and_or_b32 v51, v51, s2, v57
	v_xor_b32_e32 v57, 0x6a09e667, v54
	v_add3_u32 v50, v50, v51, v56
	v_alignbit_b32 v51, v52, v52, 2
	v_alignbit_b32 v56, v52, v52, 13
	v_and_b32_e32 v57, v52, v57
	v_and_b32_e32 v58, 0x6a09e667, v54
	v_xor_b32_e32 v51, v51, v56
	v_alignbit_b32 v56, v52, v52, 22
	v_xor_b32_e32 v57, v57, v58
	v_xad_u32 v51, v51, v56, v57
	v_add_u32_e32 v56, 0xc2e12e0, v50
	v_alignbit_b32 v57, v56, v56, 6
	v_alignbit_b32 v58, v56, v56, 11
	s_mov_b32 s3, 0x50c6645b
	v_xor_b32_e32 v57, v57, v58
	v_alignbit_b32 v58, v56, v56, 25
	v_add3_u32 v51, v50, v51, s3
	v_xor_b32_e32 v57, v57, v58
	v_and_b32_e32 v58, v56, v55
	v_sub_u32_e32 v50, 0xf3d1ed1f, v50
	v_and_or_b32 v50, v50, v53, v58
	v_add3_u32 v50, v28, v50, v57
	v_alignbit_b32 v28, v51, v51, 2
	v_alignbit_b32 v57, v51, v51, 13
	v_xor_b32_e32 v28, v28, v57
	v_xor_b32_e32 v57, v52, v54
	v_and_b32_e32 v57, v51, v57
	v_and_b32_e32 v58, v52, v54
	v_xor_b32_e32 v57, v57, v58
	v_alignbit_b32 v58, v51, v51, 22
	v_xad_u32 v57, v28, v58, v57
	v_add_u32_e32 v58, 0xa4ce148b, v50
	v_and_b32_e32 v28, v58, v56
	v_sub_u32_e32 v59, 0x5b31eb74, v50
	v_and_or_b32 v28, v59, v55, v28
	v_add3_u32 v53, v26, v53, v28
	v_alignbit_b32 v26, v5, v5, 17
	v_alignbit_b32 v28, v5, v5, 19
	v_xor_b32_e32 v26, v26, v28
	v_lshrrev_b32_e32 v28, 10, v5
	v_xor_b32_e32 v26, v26, v28
	v_alignbit_b32 v28, v16, v16, 7
	v_alignbit_b32 v59, v16, v16, 18
	v_xor_b32_e32 v28, v28, v59
	v_lshrrev_b32_e32 v59, 3, v16
	v_xad_u32 v28, v28, v59, v18
	v_add3_u32 v28, v28, v8, v26
	v_alignbit_b32 v26, v4, v4, 17
	v_alignbit_b32 v59, v4, v4, 19
	v_xor_b32_e32 v26, v26, v59
	v_lshrrev_b32_e32 v59, 10, v4
	v_xor_b32_e32 v26, v26, v59
	v_alignbit_b32 v59, v15, v15, 7
	v_alignbit_b32 v60, v15, v15, 18
	v_xor_b32_e32 v59, v59, v60
	v_lshrrev_b32_e32 v60, 3, v15
	v_xad_u32 v59, v59, v60, v16
	s_mov_b32 s3, 0x3ac42e24
	v_add3_u32 v26, v59, v7, v26
	v_add3_u32 v50, v50, v57, s3
	v_alignbit_b32 v57, v58, v58, 6
	v_alignbit_b32 v59, v58, v58, 11
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v58, v58, 25
	v_xor_b32_e32 v57, v57, v59
	s_mov_b32 s3, 0x3956c25b
	v_add3_u32 v53, v53, v57, s3
	v_alignbit_b32 v57, v50, v50, 2
	v_alignbit_b32 v59, v50, v50, 13
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v50, v50, 22
	v_xor_b32_e32 v57, v57, v59
	v_xor_b32_e32 v59, v51, v52
	v_and_b32_e32 v59, v50, v59
	v_and_b32_e32 v60, v51, v52
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v57, v57, v59, v53
	v_add_u32_e32 v53, v53, v54
	v_bfi_b32 v54, v53, v58, v56
	v_add3_u32 v54, v30, v55, v54
	v_alignbit_b32 v30, v28, v28, 17
	v_alignbit_b32 v55, v28, v28, 19
	v_xor_b32_e32 v30, v30, v55
	v_lshrrev_b32_e32 v55, 10, v28
	v_xor_b32_e32 v30, v30, v55
	v_alignbit_b32 v55, v14, v14, 7
	v_alignbit_b32 v59, v14, v14, 18
	v_xor_b32_e32 v55, v55, v59
	v_lshrrev_b32_e32 v59, 3, v14
	v_xad_u32 v55, v55, v59, v15
	v_add3_u32 v30, v55, v3, v30
	v_alignbit_b32 v55, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v55, v55, v59
	s_mov_b32 s3, 0x59f111f1
	v_add3_u32 v54, v54, v55, s3
	v_alignbit_b32 v55, v57, v57, 2
	v_alignbit_b32 v59, v57, v57, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v57, v57, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v50, v51
	v_and_b32_e32 v59, v57, v59
	v_and_b32_e32 v60, v50, v51
	v_xor_b32_e32 v59, v59, v60
	v_add_u32_e32 v52, v54, v52
	v_add3_u32 v55, v55, v59, v54
	v_bfi_b32 v54, v52, v53, v58
	v_add3_u32 v54, v33, v56, v54
	v_alignbit_b32 v33, v26, v26, 17
	v_alignbit_b32 v56, v26, v26, 19
	v_xor_b32_e32 v33, v33, v56
	v_lshrrev_b32_e32 v56, 10, v26
	v_xor_b32_e32 v33, v33, v56
	v_alignbit_b32 v56, v13, v13, 7
	v_alignbit_b32 v59, v13, v13, 18
	v_xor_b32_e32 v56, v56, v59
	v_lshrrev_b32_e32 v59, 3, v13
	v_xad_u32 v56, v56, v59, v14
	v_add3_u32 v33, v56, v0, v33
	v_alignbit_b32 v56, v52, v52, 6
	v_alignbit_b32 v59, v52, v52, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v52, v52, 25
	v_xor_b32_e32 v56, v56, v59
	s_mov_b32 s3, 0x923f82a4
	v_add3_u32 v54, v54, v56, s3
	v_alignbit_b32 v56, v55, v55, 2
	v_alignbit_b32 v59, v55, v55, 13
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v55, v55, 22
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v59, v57, v50
	v_and_b32_e32 v59, v55, v59
	v_and_b32_e32 v60, v57, v50
	v_xor_b32_e32 v59, v59, v60
	v_add_u32_e32 v51, v54, v51
	v_add3_u32 v56, v56, v59, v54
	v_bfi_b32 v54, v51, v52, v53
	v_add3_u32 v54, v17, v58, v54
	v_alignbit_b32 v17, v30, v30, 17
	v_alignbit_b32 v58, v30, v30, 19
	v_xor_b32_e32 v17, v17, v58
	v_lshrrev_b32_e32 v58, 10, v30
	v_xor_b32_e32 v17, v17, v58
	v_alignbit_b32 v58, v12, v12, 7
	v_alignbit_b32 v59, v12, v12, 18
	v_xor_b32_e32 v58, v58, v59
	v_lshrrev_b32_e32 v59, 3, v12
	v_xad_u32 v58, v58, v59, v13
	v_add3_u32 v17, v58, v6, v17
	v_alignbit_b32 v58, v51, v51, 6
	v_alignbit_b32 v59, v51, v51, 11
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v51, v51, 25
	v_xor_b32_e32 v58, v58, v59
	s_mov_b32 s3, 0xab1c5ed5
	v_add3_u32 v54, v54, v58, s3
	v_alignbit_b32 v58, v56, v56, 2
	v_alignbit_b32 v59, v56, v56, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v56, v56, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v55, v57
	v_and_b32_e32 v59, v56, v59
	v_and_b32_e32 v60, v55, v57
	v_xor_b32_e32 v59, v59, v60
	v_add_u32_e32 v50, v54, v50
	v_add3_u32 v58, v58, v59, v54
	v_bfi_b32 v54, v50, v51, v52
	v_add3_u32 v53, v21, v53, v54
	v_alignbit_b32 v21, v33, v33, 17
	v_alignbit_b32 v54, v33, v33, 19
	v_xor_b32_e32 v21, v21, v54
	v_lshrrev_b32_e32 v54, 10, v33
	v_xor_b32_e32 v21, v21, v54
	v_alignbit_b32 v54, v11, v11, 7
	v_alignbit_b32 v59, v11, v11, 18
	v_xor_b32_e32 v54, v54, v59
	v_lshrrev_b32_e32 v59, 3, v11
	v_xad_u32 v54, v54, v59, v12
	v_add3_u32 v21, v54, v5, v21
	v_alignbit_b32 v54, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v54, v54, v59
	s_mov_b32 s3, 0xd807aa98
	v_add3_u32 v53, v53, v54, s3
	v_alignbit_b32 v54, v58, v58, 2
	v_alignbit_b32 v59, v58, v58, 13
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v58, v58, 22
	v_xor_b32_e32 v54, v54, v59
	v_xor_b32_e32 v59, v56, v55
	v_and_b32_e32 v59, v58, v59
	v_and_b32_e32 v60, v56, v55
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v54, v54, v59, v53
	v_add_u32_e32 v53, v53, v57
	v_bfi_b32 v57, v53, v50, v51
	v_add3_u32 v52, v39, v52, v57
	v_alignbit_b32 v39, v17, v17, 17
	v_alignbit_b32 v57, v17, v17, 19
	v_xor_b32_e32 v39, v39, v57
	v_lshrrev_b32_e32 v57, 10, v17
	v_xor_b32_e32 v39, v39, v57
	v_alignbit_b32 v57, v10, v10, 7
	v_alignbit_b32 v59, v10, v10, 18
	v_xor_b32_e32 v57, v57, v59
	v_lshrrev_b32_e32 v59, 3, v10
	v_xad_u32 v57, v57, v59, v11
	v_add3_u32 v39, v57, v4, v39
	v_alignbit_b32 v57, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v57, v57, v59
	s_mov_b32 s3, 0x12835b01
	v_add3_u32 v52, v52, v57, s3
	v_alignbit_b32 v57, v54, v54, 2
	v_alignbit_b32 v59, v54, v54, 13
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v54, v54, 22
	v_xor_b32_e32 v57, v57, v59
	v_xor_b32_e32 v59, v58, v56
	v_and_b32_e32 v59, v54, v59
	v_and_b32_e32 v60, v58, v56
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v57, v57, v59, v52
	v_add_u32_e32 v52, v52, v55
	v_bfi_b32 v55, v52, v53, v50
	v_add3_u32 v51, v41, v51, v55
	v_alignbit_b32 v41, v21, v21, 17
	v_alignbit_b32 v55, v21, v21, 19
	v_xor_b32_e32 v41, v41, v55
	v_lshrrev_b32_e32 v55, 10, v21
	v_xor_b32_e32 v41, v41, v55
	v_alignbit_b32 v55, v9, v9, 7
	v_alignbit_b32 v59, v9, v9, 18
	v_xor_b32_e32 v55, v55, v59
	v_lshrrev_b32_e32 v59, 3, v9
	v_xad_u32 v55, v55, v59, v10
	v_add3_u32 v41, v55, v28, v41
	v_alignbit_b32 v55, v52, v52, 6
	v_alignbit_b32 v59, v52, v52, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v52, v52, 25
	v_xor_b32_e32 v55, v55, v59
	s_mov_b32 s3, 0x243185be
	v_add3_u32 v51, v51, v55, s3
	v_alignbit_b32 v55, v57, v57, 2
	v_alignbit_b32 v59, v57, v57, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v57, v57, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v54, v58
	v_and_b32_e32 v59, v57, v59
	v_and_b32_e32 v60, v54, v58
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v55, v55, v59, v51
	v_add_u32_e32 v51, v51, v56
	v_bfi_b32 v56, v51, v52, v53
	v_add3_u32 v50, v44, v50, v56
	v_alignbit_b32 v44, v39, v39, 17
	v_alignbit_b32 v56, v39, v39, 19
	v_xor_b32_e32 v44, v44, v56
	v_lshrrev_b32_e32 v56, 10, v39
	v_xor_b32_e32 v44, v44, v56
	v_alignbit_b32 v56, v8, v8, 7
	v_alignbit_b32 v59, v8, v8, 18
	v_xor_b32_e32 v56, v56, v59
	v_lshrrev_b32_e32 v59, 3, v8
	v_xad_u32 v56, v56, v59, v9
	v_add3_u32 v44, v56, v26, v44
	v_alignbit_b32 v56, v51, v51, 6
	v_alignbit_b32 v59, v51, v51, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v51, v51, 25
	v_xor_b32_e32 v56, v56, v59
	s_mov_b32 s3, 0x550c7dc3
	v_add3_u32 v50, v50, v56, s3
	v_alignbit_b32 v56, v55, v55, 2
	v_alignbit_b32 v59, v55, v55, 13
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v55, v55, 22
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v59, v57, v54
	v_and_b32_e32 v59, v55, v59
	v_and_b32_e32 v60, v57, v54
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v56, v56, v59, v50
	v_add_u32_e32 v50, v50, v58
	v_bfi_b32 v58, v50, v51, v52
	v_add3_u32 v53, v46, v53, v58
	v_alignbit_b32 v46, v41, v41, 17
	v_alignbit_b32 v58, v41, v41, 19
	v_xor_b32_e32 v46, v46, v58
	v_lshrrev_b32_e32 v58, 10, v41
	v_xor_b32_e32 v46, v46, v58
	v_alignbit_b32 v58, v7, v7, 7
	v_alignbit_b32 v59, v7, v7, 18
	v_xor_b32_e32 v58, v58, v59
	v_lshrrev_b32_e32 v59, 3, v7
	v_xad_u32 v58, v58, v59, v8
	v_add3_u32 v46, v58, v30, v46
	v_alignbit_b32 v58, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v58, v58, v59
	s_mov_b32 s3, 0x72be5d74
	v_add3_u32 v53, v53, v58, s3
	v_alignbit_b32 v58, v56, v56, 2
	v_alignbit_b32 v59, v56, v56, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v56, v56, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v55, v57
	v_and_b32_e32 v59, v56, v59
	v_and_b32_e32 v60, v55, v57
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v58, v58, v59, v53
	v_add_u32_e32 v53, v53, v54
	v_bfi_b32 v54, v53, v50, v51
	v_add3_u32 v52, v48, v52, v54
	v_alignbit_b32 v48, v44, v44, 17
	v_alignbit_b32 v54, v44, v44, 19
	v_xor_b32_e32 v48, v48, v54
	v_lshrrev_b32_e32 v54, 10, v44
	v_xor_b32_e32 v48, v48, v54
	v_alignbit_b32 v54, v3, v3, 7
	v_alignbit_b32 v59, v3, v3, 18
	v_xor_b32_e32 v54, v54, v59
	v_lshrrev_b32_e32 v59, 3, v3
	v_xad_u32 v54, v54, v59, v7
	v_add3_u32 v48, v54, v33, v48
	v_alignbit_b32 v54, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v54, v54, v59
	s_mov_b32 s3, 0x80deb1fe
	v_add3_u32 v52, v52, v54, s3
	v_alignbit_b32 v54, v58, v58, 2
	v_alignbit_b32 v59, v58, v58, 13
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v58, v58, 22
	v_xor_b32_e32 v54, v54, v59
	v_xor_b32_e32 v59, v56, v55
	v_and_b32_e32 v59, v58, v59
	v_and_b32_e32 v60, v56, v55
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v54, v54, v59, v52
	v_add_u32_e32 v52, v52, v57
	v_bfi_b32 v57, v52, v53, v50
	v_add3_u32 v51, v47, v51, v57
	v_alignbit_b32 v47, v46, v46, 17
	v_alignbit_b32 v57, v46, v46, 19
	v_xor_b32_e32 v47, v47, v57
	v_lshrrev_b32_e32 v57, 10, v46
	v_xor_b32_e32 v47, v47, v57
	v_alignbit_b32 v57, v52, v52, 6
	v_alignbit_b32 v59, v52, v52, 11
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v52, v52, 25
	v_xor_b32_e32 v57, v57, v59
	s_mov_b32 s3, 0x9bdc06a7
	v_add3_u32 v51, v51, v57, s3
	v_alignbit_b32 v57, v54, v54, 2
	v_alignbit_b32 v59, v54, v54, 13
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v54, v54, 22
	v_xor_b32_e32 v57, v57, v59
	v_xor_b32_e32 v59, v58, v56
	v_and_b32_e32 v59, v54, v59
	v_and_b32_e32 v60, v58, v56
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v57, v57, v59, v51
	v_add_u32_e32 v51, v51, v55
	v_bfi_b32 v55, v51, v52, v53
	v_add3_u32 v50, v42, v50, v55
	v_alignbit_b32 v42, v0, v0, 7
	v_alignbit_b32 v55, v0, v0, 18
	v_xor_b32_e32 v42, v42, v55
	v_alignbit_b32 v55, v51, v51, 6
	v_alignbit_b32 v59, v51, v51, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v51, v51, 25
	v_xor_b32_e32 v55, v55, v59
	s_mov_b32 s3, 0xc19bf174
	v_add3_u32 v50, v50, v55, s3
	v_alignbit_b32 v55, v57, v57, 2
	v_alignbit_b32 v59, v57, v57, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v57, v57, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v54, v58
	v_and_b32_e32 v59, v57, v59
	v_and_b32_e32 v60, v54, v58
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v55, v55, v59, v50
	v_add_u32_e32 v50, v50, v56
	v_bfi_b32 v56, v50, v51, v52
	v_add3_u32 v53, v49, v53, v56
	v_alignbit_b32 v49, v48, v48, 17
	v_alignbit_b32 v56, v48, v48, 19
	v_xor_b32_e32 v49, v49, v56
	v_lshrrev_b32_e32 v56, 10, v48
	v_xor_b32_e32 v49, v49, v56
	v_alignbit_b32 v56, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v56, v56, v59
	s_mov_b32 s3, 0xe49b69c1
	v_add3_u32 v53, v53, v56, s3
	v_alignbit_b32 v56, v55, v55, 2
	v_alignbit_b32 v59, v55, v55, 13
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v55, v55, 22
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v59, v57, v54
	v_and_b32_e32 v59, v55, v59
	v_and_b32_e32 v60, v57, v54
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v56, v56, v59, v53
	v_add_u32_e32 v53, v53, v58
	v_bfi_b32 v58, v53, v50, v51
	v_add3_u32 v52, v45, v52, v58
	v_alignbit_b32 v45, v6, v6, 7
	v_alignbit_b32 v58, v6, v6, 18
	v_xor_b32_e32 v45, v45, v58
	v_alignbit_b32 v58, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v58, v58, v59
	s_mov_b32 s3, 0xefbe4786
	v_add3_u32 v52, v52, v58, s3
	v_alignbit_b32 v58, v56, v56, 2
	v_alignbit_b32 v59, v56, v56, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v56, v56, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v55, v57
	v_and_b32_e32 v59, v56, v59
	v_and_b32_e32 v60, v55, v57
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v58, v58, v59, v52
	v_add_u32_e32 v52, v52, v54
	v_bfi_b32 v54, v52, v53, v50
	v_add3_u32 v43, v43, v51, v54
	v_alignbit_b32 v51, v52, v52, 6
	v_alignbit_b32 v54, v52, v52, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v52, v52, 25
	v_xor_b32_e32 v51, v51, v54
	s_mov_b32 s3, 0xfc19dc6
	v_add3_u32 v43, v43, v51, s3
	v_alignbit_b32 v51, v58, v58, 2
	v_alignbit_b32 v54, v58, v58, 13
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v58, v58, 22
	v_xor_b32_e32 v51, v51, v54
	v_xor_b32_e32 v54, v56, v55
	v_and_b32_e32 v54, v58, v54
	v_and_b32_e32 v59, v56, v55
	v_xor_b32_e32 v54, v54, v59
	v_add_u32_e32 v57, v43, v57
	v_add3_u32 v43, v51, v54, v43
	v_alignbit_b32 v51, v57, v57, 6
	v_alignbit_b32 v54, v57, v57, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v57, v57, 25
	v_xor_b32_e32 v51, v51, v54
	v_bfi_b32 v54, v57, v52, v53
	v_add3_u32 v40, v40, v50, v54
	s_mov_b32 s3, 0x240ca1cc
	v_add3_u32 v50, v40, v51, s3
	v_alignbit_b32 v40, v43, v43, 2
	v_alignbit_b32 v51, v43, v43, 13
	v_xor_b32_e32 v40, v40, v51
	v_alignbit_b32 v51, v43, v43, 22
	v_xor_b32_e32 v51, v40, v51
	v_xor_b32_e32 v40, v58, v56
	v_and_b32_e32 v40, v43, v40
	v_and_b32_e32 v54, v58, v56
	v_xor_b32_e32 v54, v40, v54
	v_add_u32_e32 v55, v50, v55
	v_add3_u32 v50, v51, v54, v50
	v_alignbit_b32 v51, v55, v55, 6
	v_alignbit_b32 v54, v55, v55, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v55, v55, 25
	v_xor_b32_e32 v51, v51, v54
	v_bfi_b32 v54, v55, v57, v52
	v_add3_u32 v38, v38, v53, v54
	s_mov_b32 s3, 0x2de92c6f
	v_add3_u32 v51, v38, v51, s3
	v_alignbit_b32 v38, v50, v50, 2
	v_alignbit_b32 v53, v50, v50, 13
	v_xor_b32_e32 v38, v38, v53
	v_alignbit_b32 v53, v50, v50, 22
	v_xor_b32_e32 v53, v38, v53
	v_xor_b32_e32 v38, v43, v58
	v_and_b32_e32 v38, v50, v38
	v_and_b32_e32 v54, v43, v58
	v_xor_b32_e32 v54, v38, v54
	v_add_u32_e32 v56, v51, v56
	v_add3_u32 v51, v53, v54, v51
	v_alignbit_b32 v53, v56, v56, 6
	v_alignbit_b32 v54, v56, v56, 11
	v_xor_b32_e32 v53, v53, v54
	v_alignbit_b32 v54, v56, v56, 25
	v_xor_b32_e32 v53, v53, v54
	v_bfi_b32 v54, v56, v55, v57
	v_add3_u32 v37, v37, v52, v54
	v_add3_u32 v37, v37, v53, s4
	v_alignbit_b32 v52, v51, v51, 2
	v_alignbit_b32 v53, v51, v51, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v51, v51, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v50, v43
	v_and_b32_e32 v53, v51, v53
	v_and_b32_e32 v54, v50, v43
	v_xor_b32_e32 v53, v53, v54
	v_add_u32_e32 v54, v37, v58
	v_add3_u32 v37, v52, v53, v37
	v_alignbit_b32 v52, v54, v54, 6
	v_alignbit_b32 v53, v54, v54, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v54, v54, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v54, v56, v55
	v_add3_u32 v36, v36, v57, v53
	s_mov_b32 s4, 0x5cb0a9dc
	v_add3_u32 v36, v36, v52, s4
	v_alignbit_b32 v52, v37, v37, 2
	v_alignbit_b32 v53, v37, v37, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v37, v37, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v51, v50
	v_and_b32_e32 v53, v37, v53
	v_and_b32_e32 v57, v51, v50
	v_xor_b32_e32 v53, v53, v57
	v_add_u32_e32 v43, v36, v43
	v_add3_u32 v36, v52, v53, v36
	v_alignbit_b32 v52, v43, v43, 6
	v_alignbit_b32 v53, v43, v43, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v43, v43, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v43, v54, v56
	v_add3_u32 v35, v35, v55, v53
	s_mov_b32 s4, 0x76f988da
	v_add3_u32 v35, v35, v52, s4
	v_alignbit_b32 v52, v36, v36, 2
	v_alignbit_b32 v53, v36, v36, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v36, v36, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v37, v51
	v_and_b32_e32 v53, v36, v53
	v_and_b32_e32 v55, v37, v51
	v_xor_b32_e32 v53, v53, v55
	v_add_u32_e32 v50, v35, v50
	v_add3_u32 v35, v52, v53, v35
	v_alignbit_b32 v52, v50, v50, 6
	v_alignbit_b32 v53, v50, v50, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v50, v50, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v50, v43, v54
	v_add3_u32 v34, v34, v56, v53
	s_mov_b32 s4, 0x983e5152
	v_add3_u32 v34, v34, v52, s4
	v_alignbit_b32 v52, v35, v35, 2
	v_alignbit_b32 v53, v35, v35, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v35, v35, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v36, v37
	v_and_b32_e32 v53, v35, v53
	v_and_b32_e32 v55, v36, v37
	v_xor_b32_e32 v53, v53, v55
	v_add_u32_e32 v51, v34, v51
	v_add3_u32 v34, v52, v53, v34
	v_alignbit_b32 v52, v51, v51, 6
	v_alignbit_b32 v53, v51, v51, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v51, v51, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v51, v50, v43
	v_add3_u32 v32, v32, v54, v53
	s_mov_b32 s4, 0xa831c66d
	v_add3_u32 v32, v32, v52, s4
	v_alignbit_b32 v52, v34, v34, 2
	v_alignbit_b32 v53, v34, v34, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v34, v34, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v35, v36
	v_and_b32_e32 v53, v34, v53
	v_and_b32_e32 v54, v35, v36
	v_xor_b32_e32 v53, v53, v54
	v_add_u32_e32 v37, v32, v37
	v_add3_u32 v32, v52, v53, v32
	v_alignbit_b32 v52, v37, v37, 6
	v_alignbit_b32 v53, v37, v37, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v37, v37, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v37, v51, v50
	v_add3_u32 v31, v31, v43, v53
	s_mov_b32 s4, 0xb00327c8
	v_add3_u32 v31, v31, v52, s4
	v_alignbit_b32 v43, v32, v32, 2
	v_alignbit_b32 v52, v32, v32, 13
	v_xor_b32_e32 v43, v43, v52
	v_alignbit_b32 v52, v32, v32, 22
	v_xor_b32_e32 v43, v43, v52
	v_xor_b32_e32 v52, v34, v35
	v_and_b32_e32 v52, v32, v52
	v_and_b32_e32 v53, v34, v35
	v_xor_b32_e32 v52, v52, v53
	v_add_u32_e32 v36, v31, v36
	v_add3_u32 v31, v43, v52, v31
	v_alignbit_b32 v43, v36, v36, 6
	v_alignbit_b32 v52, v36, v36, 11
	v_xor_b32_e32 v43, v43, v52
	v_alignbit_b32 v52, v36, v36, 25
	v_xor_b32_e32 v43, v43, v52
	v_bfi_b32 v52, v36, v37, v51
	v_add3_u32 v29, v29, v50, v52
	s_mov_b32 s4, 0xbf597fc7
	v_add3_u32 v29, v29, v43, s4
	v_alignbit_b32 v43, v31, v31, 2
	v_alignbit_b32 v50, v31, v31, 13
	v_xor_b32_e32 v43, v43, v50
	v_alignbit_b32 v50, v31, v31, 22
	v_xor_b32_e32 v43, v43, v50
	v_xor_b32_e32 v50, v32, v34
	v_and_b32_e32 v50, v31, v50
	v_and_b32_e32 v52, v32, v34
	v_xor_b32_e32 v50, v50, v52
	v_add_u32_e32 v35, v29, v35
	v_add3_u32 v29, v43, v50, v29
	v_alignbit_b32 v43, v35, v35, 6
	v_alignbit_b32 v50, v35, v35, 11
	v_xor_b32_e32 v43, v43, v50
	v_alignbit_b32 v50, v35, v35, 25
	v_xor_b32_e32 v43, v43, v50
	v_bfi_b32 v50, v35, v36, v37
	v_add3_u32 v27, v27, v51, v50
	s_mov_b32 s4, 0xc6e00bf3
	v_add3_u32 v27, v27, v43, s4
	v_alignbit_b32 v43, v29, v29, 2
	v_alignbit_b32 v50, v29, v29, 13
	v_xor_b32_e32 v43, v43, v50
	v_alignbit_b32 v50, v29, v29, 22
	v_xor_b32_e32 v43, v43, v50
	v_xor_b32_e32 v50, v31, v32
	v_and_b32_e32 v50, v29, v50
	v_and_b32_e32 v51, v31, v32
	v_xor_b32_e32 v50, v50, v51
	v_add_u32_e32 v34, v27, v34
	v_add3_u32 v27, v43, v50, v27
	v_alignbit_b32 v43, v34, v34, 6
	v_alignbit_b32 v50, v34, v34, 11
	v_xor_b32_e32 v43, v43, v50
	v_alignbit_b32 v50, v34, v34, 25
	v_xor_b32_e32 v43, v43, v50
	v_bfi_b32 v50, v34, v35, v36
	v_add3_u32 v25, v25, v37, v50
	s_mov_b32 s4, 0xd5a79147
	v_add3_u32 v25, v25, v43, s4
	v_alignbit_b32 v37, v27, v27, 2
	v_alignbit_b32 v43, v27, v27, 13
	v_xor_b32_e32 v37, v37, v43
	v_alignbit_b32 v43, v27, v27, 22
	v_xor_b32_e32 v37, v37, v43
	v_xor_b32_e32 v43, v29, v31
	v_and_b32_e32 v43, v27, v43
	v_and_b32_e32 v50, v29, v31
	v_xor_b32_e32 v43, v43, v50
	v_add_u32_e32 v32, v25, v32
	v_add3_u32 v25, v37, v43, v25
	v_alignbit_b32 v37, v32, v32, 6
	v_alignbit_b32 v43, v32, v32, 11
	v_xor_b32_e32 v37, v37, v43
	v_alignbit_b32 v43, v32, v32, 25
	v_xor_b32_e32 v37, v37, v43
	v_bfi_b32 v43, v32, v34, v35
	v_add3_u32 v24, v24, v36, v43
	s_mov_b32 s4, 0x6ca6351
	v_add3_u32 v24, v24, v37, s4
	v_alignbit_b32 v36, v25, v25, 2
	v_alignbit_b32 v37, v25, v25, 13
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v37, v25, v25, 22
	v_xor_b32_e32 v36, v36, v37
	v_xor_b32_e32 v37, v27, v29
	v_and_b32_e32 v37, v25, v37
	v_and_b32_e32 v43, v27, v29
	v_xor_b32_e32 v37, v37, v43
	v_add_u32_e32 v31, v24, v31
	v_add3_u32 v24, v36, v37, v24
	v_alignbit_b32 v36, v31, v31, 6
	v_alignbit_b32 v37, v31, v31, 11
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v37, v31, v31, 25
	v_xor_b32_e32 v36, v36, v37
	v_bfi_b32 v37, v31, v32, v34
	v_add3_u32 v23, v23, v35, v37
	s_mov_b32 s4, 0x14292967
	v_add3_u32 v23, v23, v36, s4
	v_alignbit_b32 v35, v24, v24, 2
	v_alignbit_b32 v36, v24, v24, 13
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v36, v24, v24, 22
	v_xor_b32_e32 v35, v35, v36
	v_xor_b32_e32 v36, v25, v27
	v_and_b32_e32 v36, v24, v36
	v_and_b32_e32 v37, v25, v27
	v_xor_b32_e32 v36, v36, v37
	v_add_u32_e32 v29, v23, v29
	v_add3_u32 v23, v35, v36, v23
	v_alignbit_b32 v35, v29, v29, 6
	v_alignbit_b32 v36, v29, v29, 11
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v36, v29, v29, 25
	v_xor_b32_e32 v35, v35, v36
	v_bfi_b32 v36, v29, v31, v32
	v_add3_u32 v22, v22, v34, v36
	s_mov_b32 s4, 0x27b70a85
	v_add3_u32 v22, v22, v35, s4
	v_alignbit_b32 v34, v23, v23, 2
	v_alignbit_b32 v35, v23, v23, 13
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v23, v23, 22
	v_xor_b32_e32 v34, v34, v35
	v_xor_b32_e32 v35, v24, v25
	v_and_b32_e32 v35, v23, v35
	v_and_b32_e32 v36, v24, v25
	v_xor_b32_e32 v35, v35, v36
	v_add_u32_e32 v27, v22, v27
	v_add3_u32 v22, v34, v35, v22
	v_alignbit_b32 v34, v27, v27, 6
	v_alignbit_b32 v35, v27, v27, 11
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v27, v27, 25
	v_xor_b32_e32 v34, v34, v35
	v_bfi_b32 v35, v27, v29, v31
	v_add3_u32 v20, v20, v32, v35
	s_mov_b32 s4, 0x2e1b2138
	v_add3_u32 v20, v20, v34, s4
	v_alignbit_b32 v32, v22, v22, 2
	v_alignbit_b32 v34, v22, v22, 13
	v_xor_b32_e32 v32, v32, v34
	v_alignbit_b32 v34, v22, v22, 22
	v_xor_b32_e32 v32, v32, v34
	v_xor_b32_e32 v34, v23, v24
	v_and_b32_e32 v34, v22, v34
	v_and_b32_e32 v35, v23, v24
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v25, v20, v25
	v_add3_u32 v20, v32, v34, v20
	v_alignbit_b32 v32, v25, v25, 6
	v_alignbit_b32 v34, v25, v25, 11
	v_xor_b32_e32 v32, v32, v34
	v_alignbit_b32 v34, v25, v25, 25
	v_xor_b32_e32 v32, v32, v34
	v_bfi_b32 v34, v25, v27, v29
	v_add3_u32 v19, v19, v31, v34
	s_mov_b32 s4, 0x4d2c6dfc
	v_add3_u32 v19, v19, v32, s4
	v_alignbit_b32 v31, v20, v20, 2
	v_alignbit_b32 v32, v20, v20, 13
	v_xor_b32_e32 v31, v31, v32
	v_alignbit_b32 v32, v20, v20, 22
	v_xor_b32_e32 v31, v31, v32
	v_xor_b32_e32 v32, v22, v23
	v_and_b32_e32 v32, v20, v32
	v_and_b32_e32 v34, v22, v23
	v_xor_b32_e32 v32, v32, v34
	v_add_u32_e32 v24, v19, v24
	v_add3_u32 v19, v31, v32, v19
	v_alignbit_b32 v31, v24, v24, 6
	v_alignbit_b32 v32, v24, v24, 11
	v_xor_b32_e32 v31, v31, v32
	v_alignbit_b32 v32, v24, v24, 25
	v_xor_b32_e32 v31, v31, v32
	v_bfi_b32 v32, v24, v25, v27
	v_add3_u32 v18, v18, v29, v32
	s_mov_b32 s4, 0x53380d13
	v_add3_u32 v18, v18, v31, s4
	v_alignbit_b32 v29, v19, v19, 2
	v_alignbit_b32 v31, v19, v19, 13
	v_xor_b32_e32 v29, v29, v31
	v_alignbit_b32 v31, v19, v19, 22
	v_xor_b32_e32 v29, v29, v31
	v_xor_b32_e32 v31, v20, v22
	v_and_b32_e32 v31, v19, v31
	v_and_b32_e32 v32, v20, v22
	v_xor_b32_e32 v31, v31, v32
	v_add_u32_e32 v23, v18, v23
	v_add3_u32 v18, v29, v31, v18
	v_alignbit_b32 v29, v23, v23, 6
	v_alignbit_b32 v31, v23, v23, 11
	v_xor_b32_e32 v29, v29, v31
	v_alignbit_b32 v31, v23, v23, 25
	v_xor_b32_e32 v29, v29, v31
	v_bfi_b32 v31, v23, v24, v25
	v_add3_u32 v16, v16, v27, v31
	s_mov_b32 s4, 0x650a7354
	v_add3_u32 v16, v16, v29, s4
	v_alignbit_b32 v27, v18, v18, 2
	v_alignbit_b32 v29, v18, v18, 13
	v_xor_b32_e32 v27, v27, v29
	v_alignbit_b32 v29, v18, v18, 22
	v_xor_b32_e32 v27, v27, v29
	v_xor_b32_e32 v29, v19, v20
	v_and_b32_e32 v29, v18, v29
	v_and_b32_e32 v31, v19, v20
	v_xor_b32_e32 v29, v29, v31
	v_add_u32_e32 v22, v16, v22
	v_add3_u32 v16, v27, v29, v16
	v_alignbit_b32 v27, v22, v22, 6
	v_alignbit_b32 v29, v22, v22, 11
	v_xor_b32_e32 v27, v27, v29
	v_alignbit_b32 v29, v22, v22, 25
	v_xor_b32_e32 v27, v27, v29
	v_bfi_b32 v29, v22, v23, v24
	v_add3_u32 v15, v15, v25, v29
	s_mov_b32 s4, 0x766a0abb
	v_add3_u32 v15, v15, v27, s4
	v_alignbit_b32 v25, v16, v16, 2
	v_alignbit_b32 v27, v16, v16, 13
	v_xor_b32_e32 v25, v25, v27
	v_alignbit_b32 v27, v16, v16, 22
	v_xor_b32_e32 v25, v25, v27
	v_xor_b32_e32 v27, v18, v19
	v_and_b32_e32 v27, v16, v27
	v_and_b32_e32 v29, v18, v19
	v_xor_b32_e32 v27, v27, v29
	v_add_u32_e32 v20, v15, v20
	v_add3_u32 v15, v25, v27, v15
	v_alignbit_b32 v25, v20, v20, 6
	v_alignbit_b32 v27, v20, v20, 11
	v_xor_b32_e32 v25, v25, v27
	v_alignbit_b32 v27, v20, v20, 25
	v_xor_b32_e32 v25, v25, v27
	v_bfi_b32 v27, v20, v22, v23
	v_add3_u32 v14, v14, v24, v27
	s_mov_b32 s4, 0x81c2c92e
	v_add3_u32 v14, v14, v25, s4
	v_alignbit_b32 v24, v15, v15, 2
	v_alignbit_b32 v25, v15, v15, 13
	v_xor_b32_e32 v24, v24, v25
	v_alignbit_b32 v25, v15, v15, 22
	v_xor_b32_e32 v24, v24, v25
	v_xor_b32_e32 v25, v16, v18
	v_and_b32_e32 v25, v15, v25
	v_and_b32_e32 v27, v16, v18
	v_xor_b32_e32 v25, v25, v27
	v_add_u32_e32 v19, v14, v19
	v_add3_u32 v14, v24, v25, v14
	v_alignbit_b32 v24, v19, v19, 6
	v_alignbit_b32 v25, v19, v19, 11
	v_xor_b32_e32 v24, v24, v25
	v_alignbit_b32 v25, v19, v19, 25
	v_xor_b32_e32 v24, v24, v25
	v_bfi_b32 v25, v19, v20, v22
	v_add3_u32 v13, v13, v23, v25
	s_mov_b32 s4, 0x92722c85
	v_add3_u32 v13, v13, v24, s4
	v_alignbit_b32 v23, v14, v14, 2
	v_alignbit_b32 v24, v14, v14, 13
	v_xor_b32_e32 v23, v23, v24
	v_alignbit_b32 v24, v14, v14, 22
	v_xor_b32_e32 v23, v23, v24
	v_xor_b32_e32 v24, v15, v16
	v_and_b32_e32 v24, v14, v24
	v_and_b32_e32 v25, v15, v16
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v18, v13, v18
	v_add3_u32 v13, v23, v24, v13
	v_alignbit_b32 v23, v18, v18, 6
	v_alignbit_b32 v24, v18, v18, 11
	v_xor_b32_e32 v23, v23, v24
	v_alignbit_b32 v24, v18, v18, 25
	v_xor_b32_e32 v23, v23, v24
	v_bfi_b32 v24, v18, v19, v20
	v_add3_u32 v12, v12, v22, v24
	s_mov_b32 s4, 0xa2bfe8a1
	v_add3_u32 v12, v12, v23, s4
	v_alignbit_b32 v22, v13, v13, 2
	v_alignbit_b32 v23, v13, v13, 13
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v13, v13, 22
	v_xor_b32_e32 v22, v22, v23
	v_xor_b32_e32 v23, v14, v15
	v_and_b32_e32 v23, v13, v23
	v_and_b32_e32 v24, v14, v15
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v16, v12, v16
	v_add3_u32 v12, v22, v23, v12
	v_alignbit_b32 v22, v16, v16, 6
	v_alignbit_b32 v23, v16, v16, 11
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v16, v16, 25
	v_xor_b32_e32 v22, v22, v23
	v_bfi_b32 v23, v16, v18, v19
	v_add3_u32 v11, v11, v20, v23
	s_mov_b32 s4, 0xa81a664b
	v_add3_u32 v11, v11, v22, s4
	v_alignbit_b32 v20, v12, v12, 2
	v_alignbit_b32 v22, v12, v12, 13
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v22, v12, v12, 22
	v_xor_b32_e32 v20, v20, v22
	v_xor_b32_e32 v22, v13, v14
	v_and_b32_e32 v22, v12, v22
	v_and_b32_e32 v23, v13, v14
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v15, v11, v15
	v_add3_u32 v11, v20, v22, v11
	v_alignbit_b32 v20, v15, v15, 6
	v_alignbit_b32 v22, v15, v15, 11
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v22, v15, v15, 25
	v_xor_b32_e32 v20, v20, v22
	v_bfi_b32 v22, v15, v16, v18
	v_add3_u32 v10, v10, v19, v22
	s_mov_b32 s4, 0xc24b8b70
	v_add3_u32 v10, v10, v20, s4
	v_alignbit_b32 v19, v11, v11, 2
	v_alignbit_b32 v20, v11, v11, 13
	v_xor_b32_e32 v19, v19, v20
	v_alignbit_b32 v20, v11, v11, 22
	v_xor_b32_e32 v19, v19, v20
	v_xor_b32_e32 v20, v12, v13
	v_and_b32_e32 v20, v11, v20
	v_and_b32_e32 v22, v12, v13
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v14, v10, v14
	v_add3_u32 v10, v19, v20, v10
	v_alignbit_b32 v19, v14, v14, 6
	v_alignbit_b32 v20, v14, v14, 11
	v_xor_b32_e32 v19, v19, v20
	v_alignbit_b32 v20, v14, v14, 25
	v_xor_b32_e32 v19, v19, v20
	v_bfi_b32 v20, v14, v15, v16
	v_add3_u32 v9, v9, v18, v20
	s_mov_b32 s4, 0xc76c51a3
	v_add3_u32 v9, v9, v19, s4
	v_alignbit_b32 v18, v10, v10, 2
	v_alignbit_b32 v19, v10, v10, 13
	v_xor_b32_e32 v18, v18, v19
	v_alignbit_b32 v19, v10, v10, 22
	v_xor_b32_e32 v18, v18, v19
	v_xor_b32_e32 v19, v11, v12
	v_and_b32_e32 v19, v10, v19
	v_and_b32_e32 v20, v11, v12
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v13, v9, v13
	v_add3_u32 v9, v18, v19, v9
	v_alignbit_b32 v18, v13, v13, 6
	v_alignbit_b32 v19, v13, v13, 11
	v_xor_b32_e32 v18, v18, v19
	v_alignbit_b32 v19, v13, v13, 25
	v_xor_b32_e32 v18, v18, v19
	v_bfi_b32 v19, v13, v14, v15
	v_add3_u32 v8, v8, v16, v19
	s_mov_b32 s4, 0xd192e819
	v_add3_u32 v8, v8, v18, s4
	v_alignbit_b32 v16, v9, v9, 2
	v_alignbit_b32 v18, v9, v9, 13
	v_xor_b32_e32 v16, v16, v18
	v_alignbit_b32 v18, v9, v9, 22
	v_xor_b32_e32 v16, v16, v18
	v_xor_b32_e32 v18, v10, v11
	v_and_b32_e32 v18, v9, v18
	v_and_b32_e32 v19, v10, v11
	v_xor_b32_e32 v18, v18, v19
	v_add_u32_e32 v12, v8, v12
	v_add3_u32 v8, v16, v18, v8
	v_alignbit_b32 v16, v12, v12, 6
	v_alignbit_b32 v18, v12, v12, 11
	v_xor_b32_e32 v16, v16, v18
	v_alignbit_b32 v18, v12, v12, 25
	v_xor_b32_e32 v16, v16, v18
	v_bfi_b32 v18, v12, v13, v14
	v_add3_u32 v7, v7, v15, v18
	s_mov_b32 s4, 0xd6990624
	v_add3_u32 v7, v7, v16, s4
	v_alignbit_b32 v15, v8, v8, 2
	v_alignbit_b32 v16, v8, v8, 13
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v8, v8, 22
	v_xor_b32_e32 v15, v15, v16
	v_xor_b32_e32 v16, v9, v10
	v_and_b32_e32 v16, v8, v16
	v_and_b32_e32 v18, v9, v10
	v_xor_b32_e32 v16, v16, v18
	v_add_u32_e32 v11, v7, v11
	v_add3_u32 v7, v15, v16, v7
	v_alignbit_b32 v15, v11, v11, 6
	v_alignbit_b32 v16, v11, v11, 11
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v11, v11, 25
	v_xor_b32_e32 v15, v15, v16
	v_bfi_b32 v16, v11, v12, v13
	v_add3_u32 v14, v3, v14, v16
	s_mov_b32 s4, 0xf40e3585
	v_add3_u32 v14, v14, v15, s4
	v_alignbit_b32 v15, v7, v7, 2
	v_alignbit_b32 v16, v7, v7, 13
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v7, v7, 22
	v_xor_b32_e32 v15, v15, v16
	v_xor_b32_e32 v16, v8, v9
	v_and_b32_e32 v16, v7, v16
	v_and_b32_e32 v18, v8, v9
	v_xor_b32_e32 v16, v16, v18
	v_add_u32_e32 v10, v14, v10
	v_add3_u32 v14, v15, v16, v14
	v_alignbit_b32 v15, v10, v10, 6
	v_alignbit_b32 v16, v10, v10, 11
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v10, v10, 25
	v_xor_b32_e32 v15, v15, v16
	v_bfi_b32 v16, v10, v11, v12
	v_add3_u32 v13, v0, v13, v16
	s_mov_b32 s4, 0x106aa070
	v_add3_u32 v13, v13, v15, s4
	v_alignbit_b32 v15, v14, v14, 2
	v_alignbit_b32 v16, v14, v14, 13
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v14, v14, 22
	v_xor_b32_e32 v15, v15, v16
	v_xor_b32_e32 v16, v7, v8
	v_and_b32_e32 v16, v14, v16
	v_and_b32_e32 v18, v7, v8
	v_xor_b32_e32 v16, v16, v18
	v_add_u32_e32 v9, v13, v9
	v_add3_u32 v13, v15, v16, v13
	v_alignbit_b32 v15, v9, v9, 6
	v_alignbit_b32 v16, v9, v9, 11
	v_xor_b32_e32 v15, v15, v16
	v_alignbit_b32 v16, v9, v9, 25
	v_xor_b32_e32 v15, v15, v16
	v_bfi_b32 v16, v9, v10, v11
	v_lshrrev_b32_e32 v38, 3, v6
	v_add3_u32 v6, v6, v12, v16
	s_mov_b32 s4, 0x19a4c116
	v_add3_u32 v6, v6, v15, s4
	v_alignbit_b32 v12, v13, v13, 2
	v_alignbit_b32 v15, v13, v13, 13
	v_xor_b32_e32 v12, v12, v15
	v_alignbit_b32 v15, v13, v13, 22
	v_xor_b32_e32 v12, v12, v15
	v_xor_b32_e32 v15, v14, v7
	v_and_b32_e32 v15, v13, v15
	v_and_b32_e32 v16, v14, v7
	v_xor_b32_e32 v15, v15, v16
	v_add_u32_e32 v8, v6, v8
	v_add3_u32 v6, v12, v15, v6
	v_alignbit_b32 v12, v8, v8, 6
	v_alignbit_b32 v15, v8, v8, 11
	v_xor_b32_e32 v12, v12, v15
	v_alignbit_b32 v15, v8, v8, 25
	v_xor_b32_e32 v12, v12, v15
	v_bfi_b32 v15, v8, v9, v10
	v_add3_u32 v5, v5, v11, v15
	s_mov_b32 s4, 0x1e376c08
	v_add3_u32 v5, v5, v12, s4
	v_alignbit_b32 v11, v6, v6, 2
	v_alignbit_b32 v12, v6, v6, 13
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v12, v6, v6, 22
	v_xor_b32_e32 v11, v11, v12
	v_xor_b32_e32 v12, v13, v14
	v_and_b32_e32 v12, v6, v12
	v_and_b32_e32 v15, v13, v14
	v_xor_b32_e32 v12, v12, v15
	v_add_u32_e32 v7, v5, v7
	v_add3_u32 v5, v11, v12, v5
	v_alignbit_b32 v11, v7, v7, 6
	v_alignbit_b32 v12, v7, v7, 11
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v12, v7, v7, 25
	v_xor_b32_e32 v11, v11, v12
	v_bfi_b32 v12, v7, v8, v9
	v_add3_u32 v4, v4, v10, v12
	s_mov_b32 s4, 0x2748774c
	v_add3_u32 v4, v4, v11, s4
	v_alignbit_b32 v10, v5, v5, 2
	v_alignbit_b32 v11, v5, v5, 13
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v5, v5, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v6, v13
	v_and_b32_e32 v11, v5, v11
	v_and_b32_e32 v12, v6, v13
	v_xor_b32_e32 v11, v11, v12
	v_add_u32_e32 v12, v4, v14
	v_add3_u32 v4, v10, v11, v4
	v_alignbit_b32 v10, v12, v12, 6
	v_alignbit_b32 v11, v12, v12, 11
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v12, v12, 25
	v_xor_b32_e32 v10, v10, v11
	v_bfi_b32 v11, v12, v7, v8
	v_add3_u32 v9, v28, v9, v11
	s_mov_b32 s4, 0x34b0bcb5
	v_add3_u32 v9, v9, v10, s4
	v_alignbit_b32 v10, v4, v4, 2
	v_alignbit_b32 v11, v4, v4, 13
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v4, v4, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v5, v6
	v_and_b32_e32 v11, v4, v11
	v_and_b32_e32 v14, v5, v6
	v_xor_b32_e32 v11, v11, v14
	v_add_u32_e32 v13, v9, v13
	v_add3_u32 v9, v10, v11, v9
	v_alignbit_b32 v10, v13, v13, 6
	v_alignbit_b32 v11, v13, v13, 11
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v13, v13, 25
	v_xor_b32_e32 v10, v10, v11
	v_bfi_b32 v11, v13, v12, v7
	v_add3_u32 v8, v26, v8, v11
	s_mov_b32 s4, 0x391c0cb3
	v_add3_u32 v8, v8, v10, s4
	v_alignbit_b32 v10, v9, v9, 2
	v_alignbit_b32 v11, v9, v9, 13
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v9, v9, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v4, v5
	v_and_b32_e32 v11, v9, v11
	v_and_b32_e32 v14, v4, v5
	v_xor_b32_e32 v11, v11, v14
	v_add_u32_e32 v6, v8, v6
	v_add3_u32 v8, v10, v11, v8
	v_alignbit_b32 v10, v6, v6, 6
	v_alignbit_b32 v11, v6, v6, 11
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v6, v6, 25
	v_xor_b32_e32 v10, v10, v11
	v_bfi_b32 v11, v6, v13, v12
	v_add3_u32 v7, v30, v7, v11
	s_mov_b32 s4, 0x4ed8aa4a
	v_add3_u32 v7, v7, v10, s4
	v_alignbit_b32 v10, v8, v8, 2
	v_alignbit_b32 v11, v8, v8, 13
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v8, v8, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v9, v4
	v_and_b32_e32 v11, v8, v11
	v_and_b32_e32 v14, v9, v4
	v_xor_b32_e32 v11, v11, v14
	v_add_u32_e32 v5, v7, v5
	v_add3_u32 v7, v10, v11, v7
	v_alignbit_b32 v10, v5, v5, 6
	v_alignbit_b32 v11, v5, v5, 11
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v5, v5, 25
	v_xor_b32_e32 v10, v10, v11
	v_bfi_b32 v11, v5, v6, v13
	v_add3_u32 v11, v33, v12, v11
	s_mov_b32 s4, 0x5b9cca4f
	v_add3_u32 v10, v11, v10, s4
	v_alignbit_b32 v11, v7, v7, 2
	v_alignbit_b32 v12, v7, v7, 13
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v12, v7, v7, 22
	v_xor_b32_e32 v11, v11, v12
	v_xor_b32_e32 v12, v8, v9
	v_and_b32_e32 v12, v7, v12
	v_and_b32_e32 v14, v8, v9
	v_xor_b32_e32 v12, v12, v14
	v_add_u32_e32 v4, v10, v4
	v_add3_u32 v10, v11, v12, v10
	v_alignbit_b32 v11, v4, v4, 6
	v_alignbit_b32 v12, v4, v4, 11
	v_xor_b32_e32 v11, v11, v12
	v_alignbit_b32 v12, v4, v4, 25
	v_xor_b32_e32 v11, v11, v12
	v_bfi_b32 v12, v4, v5, v6
	v_add3_u32 v12, v17, v13, v12
	s_mov_b32 s4, 0x682e6ff3
	v_add3_u32 v11, v12, v11, s4
	v_alignbit_b32 v12, v10, v10, 2
	v_alignbit_b32 v13, v10, v10, 13
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v10, v10, 22
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v13, v7, v8
	v_and_b32_e32 v13, v10, v13
	v_and_b32_e32 v14, v7, v8
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v9, v11, v9
	v_add3_u32 v11, v12, v13, v11
	v_alignbit_b32 v12, v9, v9, 6
	v_alignbit_b32 v13, v9, v9, 11
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v9, v9, 25
	v_xor_b32_e32 v12, v12, v13
	v_bfi_b32 v13, v9, v4, v5
	v_add3_u32 v6, v21, v6, v13
	s_mov_b32 s4, 0x748f82ee
	v_add3_u32 v6, v6, v12, s4
	v_alignbit_b32 v12, v11, v11, 2
	v_alignbit_b32 v13, v11, v11, 13
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v11, v11, 22
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v13, v10, v7
	v_and_b32_e32 v13, v11, v13
	v_and_b32_e32 v14, v10, v7
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v8, v6, v8
	v_add3_u32 v6, v12, v13, v6
	v_alignbit_b32 v12, v8, v8, 6
	v_alignbit_b32 v13, v8, v8, 11
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v8, v8, 25
	v_xor_b32_e32 v12, v12, v13
	v_bfi_b32 v13, v8, v9, v4
	v_add3_u32 v5, v39, v5, v13
	s_mov_b32 s4, 0x78a5636f
	v_add3_u32 v5, v5, v12, s4
	v_alignbit_b32 v12, v6, v6, 2
	v_alignbit_b32 v13, v6, v6, 13
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v6, v6, 22
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v13, v11, v10
	v_and_b32_e32 v13, v6, v13
	v_and_b32_e32 v14, v11, v10
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v7, v5, v7
	v_add3_u32 v5, v12, v13, v5
	v_alignbit_b32 v12, v7, v7, 6
	v_alignbit_b32 v13, v7, v7, 11
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v7, v7, 25
	v_xor_b32_e32 v12, v12, v13
	v_bfi_b32 v13, v7, v8, v9
	v_add3_u32 v4, v41, v4, v13
	s_mov_b32 s4, 0x84c87814
	v_add3_u32 v4, v4, v12, s4
	v_alignbit_b32 v12, v5, v5, 2
	v_alignbit_b32 v13, v5, v5, 13
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v5, v5, 22
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v13, v6, v11
	v_and_b32_e32 v13, v5, v13
	v_and_b32_e32 v14, v6, v11
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v10, v4, v10
	v_add3_u32 v4, v12, v13, v4
	v_alignbit_b32 v12, v10, v10, 6
	v_alignbit_b32 v13, v10, v10, 11
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v10, v10, 25
	v_xor_b32_e32 v12, v12, v13
	v_bfi_b32 v13, v10, v7, v8
	v_add3_u32 v9, v44, v9, v13
	s_mov_b32 s4, 0x8cc70208
	v_add3_u32 v9, v9, v12, s4
	v_alignbit_b32 v12, v4, v4, 2
	v_alignbit_b32 v13, v4, v4, 13
	v_xor_b32_e32 v12, v12, v13
	v_alignbit_b32 v13, v4, v4, 22
	v_xor_b32_e32 v12, v12, v13
	v_xor_b32_e32 v13, v5, v6
	v_and_b32_e32 v13, v4, v13
	v_and_b32_e32 v14, v5, v6
	v_xor_b32_e32 v13, v13, v14
	v_add_u32_e32 v11, v9, v11
	v_add3_u32 v12, v12, v13, v9
	v_alignbit_b32 v9, v11, v11, 6
	v_alignbit_b32 v13, v11, v11, 11
	v_xor_b32_e32 v9, v9, v13
	v_alignbit_b32 v13, v11, v11, 25
	v_xor_b32_e32 v9, v9, v13
	v_bfi_b32 v13, v11, v10, v7
	v_add3_u32 v8, v46, v8, v13
	s_mov_b32 s4, 0x90befffa
	v_add3_u32 v13, v8, v9, s4
	v_alignbit_b32 v8, v12, v12, 2
	v_alignbit_b32 v9, v12, v12, 13
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v12, v12, 22
	v_xor_b32_e32 v14, v8, v9
	v_xor_b32_e32 v8, v4, v5
	v_and_b32_e32 v8, v12, v8
	v_and_b32_e32 v9, v4, v5
	v_add_u32_e32 v6, v13, v6
	v_xor_b32_e32 v15, v8, v9
	v_bfi_b32 v8, v6, v11, v10
	v_add3_u32 v7, v48, v7, v8
	v_alignbit_b32 v8, v6, v6, 6
	v_alignbit_b32 v9, v6, v6, 11
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v6, v6, 25
	v_xor_b32_e32 v8, v8, v9
	s_mov_b32 s4, 0xa4506ceb
	v_lshrrev_b32_e32 v40, 3, v0
	v_add3_u32 v7, v7, v8, s4
	v_xad_u32 v3, v42, v40, v3
	v_add_u32_e32 v5, v7, v5
	v_add3_u32 v3, v3, v17, v47
	v_bfi_b32 v8, v5, v6, v11
	v_add3_u32 v3, v3, v10, v8
	v_alignbit_b32 v8, v5, v5, 6
	v_alignbit_b32 v9, v5, v5, 11
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v5, v5, 25
	v_xor_b32_e32 v8, v8, v9
	s_mov_b32 s4, 0xbef9a3f7
	v_add3_u32 v10, v3, v8, s4
	v_xor_b32_e32 v16, v12, v4
	v_and_b32_e32 v18, v12, v4
	v_xad_u32 v0, v45, v38, v0
	v_add_u32_e32 v4, v10, v4
	v_add3_u32 v0, v0, v21, v49
	v_bfi_b32 v3, v4, v5, v6
	v_add3_u32 v11, v0, v11, v3
	v_lshlrev_b32_e32 v0, 3, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_add3_u32 v0, v14, v15, v13
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	v_alignbit_b32 v1, v0, v0, 2
	v_alignbit_b32 v2, v0, v0, 13
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v0, v0, 22
	v_xor_b32_e32 v1, v1, v2
	v_and_b32_e32 v2, v0, v16
	v_xor_b32_e32 v13, v2, v18
	v_add3_u32 v1, v1, v13, v7
	v_add_u32_e32 v2, 0x1f83d9ab, v5
	v_add_u32_e32 v3, 0x5be0cd19, v6
	v_alignbit_b32 v5, v1, v1, 2
	v_alignbit_b32 v6, v1, v1, 13
	v_xor_b32_e32 v14, v0, v12
	v_xor_b32_e32 v5, v5, v6
	v_alignbit_b32 v6, v1, v1, 22
	v_and_b32_e32 v15, v0, v12
	v_xor_b32_e32 v5, v5, v6
	v_and_b32_e32 v6, v1, v14
	v_xor_b32_e32 v13, v6, v15
	v_add3_u32 v5, v5, v13, v10
	v_xor_b32_e32 v14, v1, v0
	v_and_b32_e32 v15, v1, v0
	v_add_u32_e32 v6, 0x3c6ef372, v1
	v_add_u32_e32 v7, 0xa54ff53a, v0
	v_alignbit_b32 v0, v5, v5, 2
	v_alignbit_b32 v1, v5, v5, 13
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v5, v5, 22
	v_xor_b32_e32 v0, v0, v1
	v_and_b32_e32 v1, v5, v14
	v_xad_u32 v10, v1, v15, v0
	v_alignbit_b32 v0, v4, v4, 6
	v_alignbit_b32 v1, v4, v4, 11
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v4, v4, 25
	v_xor_b32_e32 v0, v0, v1
	s_mov_b32 s0, 0xc67178f2
	s_mov_b32 s3, 0x6a09e667
	v_add3_u32 v11, v11, v0, s0
	v_add_u32_e32 v1, 0x9b05688c, v4
	v_add3_u32 v4, v10, v11, s3
	v_add_u32_e32 v5, 0xbb67ae85, v5
	v_add3_u32 v0, v12, v11, s2
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sha256_blocks
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 64
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
	.size	sha256_blocks, .Lfunc_end0-sha256_blocks
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 11516
; NumSgprs: 11
; NumVgprs: 61
; NumAgprs: 0
; TotalNumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 61
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	sha256_double           ; -- Begin function sha256_double
	.globl	sha256_double
	.p2align	8
	.type	sha256_double,@function
sha256_double:                          ; @sha256_double
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v18, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v18
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v16, 4, v18
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	s_mov_b32 s5, 0x9b05688c
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	global_load_dwordx4 v[0:3], v[20:21], off offset:48
	global_load_dwordx4 v[12:15], v[20:21], off
	global_load_dwordx4 v[4:7], v[20:21], off offset:32
	global_load_dwordx4 v[8:11], v[20:21], off offset:16
	s_mov_b32 s3, 0xbabcc441
	s_mov_b32 s2, 0x510e527f
	s_mov_b32 s4, 0x3956c25b
	s_mov_b32 s6, 0x12835b01
	s_mov_b32 s7, 0x243185be
	s_mov_b32 s8, 0x550c7dc3
	s_mov_b32 s9, 0x72be5d74
	s_mov_b32 s10, 0x80deb1fe
	s_mov_b32 s11, 0x9bdc06a7
	s_mov_b32 s12, 0xe49b69c1
	s_mov_b32 s13, 0xefbe4786
	s_mov_b32 s14, 0xfc19dc6
	s_mov_b32 s15, 0x240ca1cc
	s_mov_b32 s16, 0x2de92c6f
	s_mov_b32 s17, 0x4a7484aa
	s_mov_b32 s18, 0x5cb0a9dc
	s_mov_b32 s19, 0x76f988da
	s_mov_b32 s20, 0x983e5152
	s_mov_b32 s21, 0xa831c66d
	s_mov_b32 s22, 0xb00327c8
	s_mov_b32 s23, 0xbf597fc7
	s_mov_b32 s24, 0xc6e00bf3
	s_mov_b32 s25, 0xd5a79147
	s_mov_b32 s26, 0x6ca6351
	s_mov_b32 s27, 0x14292967
	s_mov_b32 s28, 0x27b70a85
	s_mov_b32 s29, 0x2e1b2138
	s_mov_b32 s30, 0x4d2c6dfc
	s_mov_b32 s31, 0x53380d13
	s_mov_b32 s33, 0x650a7354
	s_mov_b32 s34, 0x766a0abb
	s_mov_b32 s36, 0x81c2c92e
	s_mov_b32 s37, 0x92722c85
	s_mov_b32 s38, 0xa2bfe8a1
	s_mov_b32 s39, 0xa81a664b
	s_mov_b32 s40, 0xc24b8b70
	s_mov_b32 s41, 0xc76c51a3
	s_mov_b32 s42, 0xd192e819
	s_mov_b32 s43, 0xd6990624
	s_mov_b32 s44, 0xf40e3585
	s_mov_b32 s45, 0x106aa070
	s_mov_b32 s46, 0x19a4c116
	s_mov_b32 s47, 0x1e376c08
	s_mov_b32 s48, 0x2748774c
	s_mov_b32 s49, 0x34b0bcb5
	s_mov_b32 s50, 0x391c0cb3
	s_mov_b32 s51, 0x4ed8aa4a
	s_mov_b32 s52, 0x5b9cca4f
	s_mov_b32 s53, 0x682e6ff3
	s_mov_b32 s54, 0x748f82ee
	s_mov_b32 s55, 0x78a5636f
	s_mov_b32 s56, 0x84c87814
	s_mov_b32 s58, 0x8cc70208
	s_mov_b32 s59, 0x90befffa
	s_mov_b32 s57, 0xa4506ceb
	s_mov_b32 s60, 0xbef9a3f7
	s_mov_b32 s35, 0xc67178f2
	s_mov_b32 s61, 0xbc07ae85
	s_waitcnt vmcnt(3)
	v_alignbit_b32 v16, v2, v2, 17
	v_alignbit_b32 v19, v2, v2, 19
	s_waitcnt vmcnt(2)
	v_alignbit_b32 v21, v13, v13, 7
	v_alignbit_b32 v22, v13, v13, 18
	v_lshrrev_b32_e32 v20, 10, v2
	v_lshrrev_b32_e32 v23, 3, v13
	v_alignbit_b32 v25, v3, v3, 17
	v_alignbit_b32 v26, v3, v3, 19
	v_alignbit_b32 v28, v14, v14, 7
	v_alignbit_b32 v29, v14, v14, 18
	v_xor_b32_e32 v16, v16, v19
	v_xor_b32_e32 v19, v21, v22
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v24, v12, v5
	v_lshrrev_b32_e32 v27, 10, v3
	v_lshrrev_b32_e32 v30, 3, v14
	v_alignbit_b32 v32, v15, v15, 7
	v_alignbit_b32 v33, v15, v15, 18
	s_waitcnt vmcnt(0)
	v_alignbit_b32 v47, v11, v11, 7
	v_alignbit_b32 v48, v11, v11, 18
	v_xor_b32_e32 v21, v25, v26
	v_xor_b32_e32 v22, v28, v29
	v_xor_b32_e32 v16, v16, v20
	v_xor_b32_e32 v19, v19, v23
	v_add_u32_e32 v31, v13, v6
	v_lshrrev_b32_e32 v49, 3, v11
	v_xor_b32_e32 v25, v32, v33
	v_xor_b32_e32 v32, v47, v48
	v_xor_b32_e32 v20, v21, v27
	v_xor_b32_e32 v21, v22, v30
	v_add3_u32 v50, v24, v16, v19
	v_alignbit_b32 v40, v9, v9, 7
	v_alignbit_b32 v41, v9, v9, 18
	v_xor_b32_e32 v27, v32, v49
	v_add3_u32 v49, v31, v20, v21
	v_alignbit_b32 v16, v50, v50, 17
	v_alignbit_b32 v19, v50, v50, 19
	v_lshrrev_b32_e32 v34, 3, v15
	v_alignbit_b32 v36, v8, v8, 7
	v_alignbit_b32 v37, v8, v8, 18
	v_lshrrev_b32_e32 v42, 3, v9
	v_xor_b32_e32 v28, v40, v41
	v_lshrrev_b32_e32 v20, 10, v50
	v_alignbit_b32 v21, v49, v49, 17
	v_alignbit_b32 v24, v49, v49, 19
	v_xor_b32_e32 v16, v16, v19
	v_add_u32_e32 v35, v14, v7
	v_lshrrev_b32_e32 v38, 3, v8
	v_xor_b32_e32 v26, v36, v37
	v_xor_b32_e32 v22, v25, v34
	v_xor_b32_e32 v25, v28, v42
	v_lshrrev_b32_e32 v28, 10, v49
	v_xor_b32_e32 v19, v21, v24
	v_xor_b32_e32 v16, v16, v20
	v_add_u32_e32 v39, v15, v0
	v_xor_b32_e32 v23, v26, v38
	v_xor_b32_e32 v19, v19, v28
	v_add3_u32 v48, v35, v22, v16
	v_add3_u32 v47, v39, v23, v19
	v_alignbit_b32 v16, v48, v48, 17
	v_alignbit_b32 v19, v48, v48, 19
	v_alignbit_b32 v44, v10, v10, 7
	v_alignbit_b32 v45, v10, v10, 18
	v_lshrrev_b32_e32 v20, 10, v48
	v_alignbit_b32 v21, v47, v47, 17
	v_alignbit_b32 v22, v47, v47, 19
	v_xor_b32_e32 v16, v16, v19
	v_add_u32_e32 v43, v8, v1
	v_lshrrev_b32_e32 v46, 3, v10
	v_xor_b32_e32 v29, v44, v45
	v_lshrrev_b32_e32 v23, 10, v47
	v_xor_b32_e32 v19, v21, v22
	v_xor_b32_e32 v16, v16, v20
	v_add_u32_e32 v51, v9, v2
	v_xor_b32_e32 v26, v29, v46
	v_xor_b32_e32 v19, v19, v23
	v_add3_u32 v46, v43, v25, v16
	v_add3_u32 v45, v51, v26, v19
	v_alignbit_b32 v16, v46, v46, 17
	v_alignbit_b32 v19, v46, v46, 19
	v_lshrrev_b32_e32 v20, 10, v46
	v_xor_b32_e32 v16, v16, v19
	v_add_u32_e32 v52, v10, v3
	v_xor_b32_e32 v16, v16, v20
	v_alignbit_b32 v53, v4, v4, 7
	v_alignbit_b32 v21, v45, v45, 17
	v_alignbit_b32 v22, v45, v45, 19
	v_add3_u32 v44, v52, v27, v16
	v_alignbit_b32 v16, v4, v4, 18
	v_lshrrev_b32_e32 v23, 10, v45
	v_xor_b32_e32 v19, v21, v22
	v_xor_b32_e32 v16, v53, v16
	v_lshrrev_b32_e32 v20, 3, v4
	v_xor_b32_e32 v19, v19, v23
	v_xad_u32 v16, v16, v20, v11
	v_add3_u32 v43, v16, v50, v19
	v_alignbit_b32 v16, v44, v44, 17
	v_alignbit_b32 v19, v44, v44, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v44
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v5, v5, 7
	v_alignbit_b32 v20, v5, v5, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v5
	v_xad_u32 v19, v19, v20, v4
	v_add3_u32 v42, v19, v49, v16
	v_alignbit_b32 v16, v43, v43, 17
	v_alignbit_b32 v19, v43, v43, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v43
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v6, v6, 7
	v_alignbit_b32 v20, v6, v6, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v6
	v_xad_u32 v19, v19, v20, v5
	v_add3_u32 v41, v19, v48, v16
	v_alignbit_b32 v16, v42, v42, 17
	v_alignbit_b32 v19, v42, v42, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v42
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v7, v7, 7
	v_alignbit_b32 v20, v7, v7, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v7
	v_xad_u32 v19, v19, v20, v6
	v_add3_u32 v40, v19, v47, v16
	v_alignbit_b32 v16, v41, v41, 17
	v_alignbit_b32 v19, v41, v41, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v41
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v0, v0, 7
	v_alignbit_b32 v20, v0, v0, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v0
	v_xad_u32 v19, v19, v20, v7
	v_add3_u32 v39, v19, v46, v16
	v_alignbit_b32 v16, v40, v40, 17
	v_alignbit_b32 v19, v40, v40, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v40
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v1, v1, 7
	v_alignbit_b32 v20, v1, v1, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v1
	v_xad_u32 v19, v19, v20, v0
	v_add3_u32 v38, v19, v45, v16
	v_alignbit_b32 v16, v39, v39, 17
	v_alignbit_b32 v19, v39, v39, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v39
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v2, v2, 7
	v_alignbit_b32 v20, v2, v2, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v2
	v_xad_u32 v19, v19, v20, v1
	v_add3_u32 v37, v19, v44, v16
	v_alignbit_b32 v16, v38, v38, 17
	v_alignbit_b32 v19, v38, v38, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v38
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v3, v3, 7
	v_alignbit_b32 v20, v3, v3, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v3
	v_xad_u32 v19, v19, v20, v2
	v_add3_u32 v36, v19, v43, v16
	v_alignbit_b32 v16, v37, v37, 17
	v_alignbit_b32 v19, v37, v37, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v37
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v50, v50, 7
	v_alignbit_b32 v20, v50, v50, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v50
	v_xad_u32 v19, v19, v20, v3
	v_add3_u32 v35, v19, v42, v16
	v_alignbit_b32 v16, v36, v36, 17
	v_alignbit_b32 v19, v36, v36, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v36
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v49, v49, 7
	v_alignbit_b32 v20, v49, v49, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v49
	v_xad_u32 v19, v19, v20, v50
	v_add3_u32 v34, v19, v41, v16
	v_alignbit_b32 v16, v35, v35, 17
	v_alignbit_b32 v19, v35, v35, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v35
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v48, v48, 7
	v_alignbit_b32 v20, v48, v48, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v48
	v_xad_u32 v19, v19, v20, v49
	v_add3_u32 v33, v19, v40, v16
	v_alignbit_b32 v16, v34, v34, 17
	v_alignbit_b32 v19, v34, v34, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v34
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v47, v47, 7
	v_alignbit_b32 v20, v47, v47, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v47
	v_xad_u32 v19, v19, v20, v48
	v_add3_u32 v32, v19, v39, v16
	v_alignbit_b32 v16, v33, v33, 17
	v_alignbit_b32 v19, v33, v33, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v33
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v46, v46, 7
	v_alignbit_b32 v20, v46, v46, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v46
	v_xad_u32 v19, v19, v20, v47
	v_add3_u32 v31, v19, v38, v16
	v_alignbit_b32 v16, v32, v32, 17
	v_alignbit_b32 v19, v32, v32, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v32
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v45, v45, 7
	v_alignbit_b32 v20, v45, v45, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v45
	v_xad_u32 v19, v19, v20, v46
	v_add3_u32 v30, v19, v37, v16
	v_alignbit_b32 v16, v31, v31, 17
	v_alignbit_b32 v19, v31, v31, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v31
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v44, v44, 7
	v_alignbit_b32 v20, v44, v44, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v44
	v_xad_u32 v19, v19, v20, v45
	v_add3_u32 v29, v19, v36, v16
	v_alignbit_b32 v16, v30, v30, 17
	v_alignbit_b32 v19, v30, v30, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v30
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v43, v43, 7
	v_alignbit_b32 v20, v43, v43, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v43
	v_xad_u32 v19, v19, v20, v44
	v_add3_u32 v28, v19, v35, v16
	v_alignbit_b32 v16, v29, v29, 17
	v_alignbit_b32 v19, v29, v29, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v29
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v42, v42, 7
	v_alignbit_b32 v20, v42, v42, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v42
	v_xad_u32 v19, v19, v20, v43
	v_add3_u32 v27, v19, v34, v16
	v_alignbit_b32 v16, v28, v28, 17
	v_alignbit_b32 v19, v28, v28, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v28
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v41, v41, 7
	v_alignbit_b32 v20, v41, v41, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v41
	v_xad_u32 v19, v19, v20, v42
	v_add3_u32 v26, v19, v33, v16
	v_alignbit_b32 v16, v27, v27, 17
	v_alignbit_b32 v19, v27, v27, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v27
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v40, v40, 7
	v_alignbit_b32 v20, v40, v40, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v40
	v_xad_u32 v19, v19, v20, v41
	v_add3_u32 v25, v19, v32, v16
	v_alignbit_b32 v16, v26, v26, 17
	v_alignbit_b32 v19, v26, v26, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v26
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v39, v39, 7
	v_alignbit_b32 v20, v39, v39, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v39
	v_xad_u32 v19, v19, v20, v40
	v_add3_u32 v24, v19, v31, v16
	v_alignbit_b32 v16, v25, v25, 17
	v_alignbit_b32 v19, v25, v25, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v25
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v38, v38, 7
	v_alignbit_b32 v20, v38, v38, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v38
	v_xad_u32 v19, v19, v20, v39
	v_add3_u32 v23, v19, v30, v16
	v_alignbit_b32 v16, v24, v24, 17
	v_alignbit_b32 v19, v24, v24, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v24
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v37, v37, 7
	v_alignbit_b32 v20, v37, v37, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v37
	v_xad_u32 v19, v19, v20, v38
	v_add3_u32 v22, v19, v29, v16
	v_alignbit_b32 v16, v23, v23, 17
	v_alignbit_b32 v19, v23, v23, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v23
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v36, v36, 7
	v_alignbit_b32 v20, v36, v36, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v36
	v_xad_u32 v19, v19, v20, v37
	v_add3_u32 v21, v19, v28, v16
	v_alignbit_b32 v16, v22, v22, 17
	v_alignbit_b32 v19, v22, v22, 19
	v_xor_b32_e32 v16, v16, v19
	v_lshrrev_b32_e32 v19, 10, v22
	v_xor_b32_e32 v16, v16, v19
	v_alignbit_b32 v19, v35, v35, 7
	v_alignbit_b32 v20, v35, v35, 18
	v_xor_b32_e32 v19, v19, v20
	v_lshrrev_b32_e32 v20, 3, v35
	v_xad_u32 v19, v19, v20, v36
	v_add3_u32 v19, v19, v27, v16
	v_alignbit_b32 v16, v21, v21, 17
	v_alignbit_b32 v20, v21, v21, 19
	v_xor_b32_e32 v16, v16, v20
	v_lshrrev_b32_e32 v20, 10, v21
	v_xor_b32_e32 v16, v16, v20
	v_alignbit_b32 v20, v34, v34, 7
	v_alignbit_b32 v51, v34, v34, 18
	v_xor_b32_e32 v20, v20, v51
	v_lshrrev_b32_e32 v51, 3, v34
	v_xad_u32 v20, v20, v51, v35
	v_add3_u32 v16, v20, v26, v16
	v_alignbit_b32 v20, v19, v19, 17
	v_alignbit_b32 v51, v19, v19, 19
	v_xor_b32_e32 v20, v20, v51
	v_lshrrev_b32_e32 v51, 10, v19
	v_xor_b32_e32 v20, v20, v51
	v_alignbit_b32 v51, v33, v33, 7
	v_alignbit_b32 v52, v33, v33, 18
	v_xor_b32_e32 v51, v51, v52
	v_lshrrev_b32_e32 v52, 3, v33
	v_xad_u32 v51, v51, v52, v34
	v_add3_u32 v20, v51, v25, v20
	v_add_u32_e32 v51, 0x98c7e2a2, v12
	v_alignbit_b32 v53, v51, v51, 6
	v_alignbit_b32 v54, v51, v51, 11
	v_xor_b32_e32 v53, v53, v54
	v_alignbit_b32 v54, v51, v51, 25
	v_add_u32_e32 v52, 0xfc08884d, v12
	v_xor_b32_e32 v53, v53, v54
	v_and_b32_e32 v54, 0x510e527f, v51
	v_sub_u32_e32 v12, 0x67381d5d, v12
	v_and_or_b32 v12, v12, s5, v54
	v_add3_u32 v12, v13, v12, v53
	v_alignbit_b32 v13, v52, v52, 2
	v_alignbit_b32 v53, v52, v52, 13
	v_xor_b32_e32 v13, v13, v53
	v_alignbit_b32 v53, v52, v52, 22
	v_and_b32_e32 v54, 0xd16e48e2, v52
	v_xad_u32 v13, v13, v53, v54
	v_add_u32_e32 v53, 0xcd2a11ae, v12
	v_alignbit_b32 v54, v53, v53, 6
	v_alignbit_b32 v55, v53, v53, 11
	v_xor_b32_e32 v54, v54, v55
	v_alignbit_b32 v55, v53, v53, 25
	v_add3_u32 v13, v12, v13, s3
	v_xor_b32_e32 v54, v54, v55
	v_and_b32_e32 v55, v53, v51
	v_sub_u32_e32 v12, 0xb2d5ee51, v12
	v_and_or_b32 v12, v12, s2, v55
	v_add3_u32 v12, v14, v12, v54
	v_alignbit_b32 v14, v13, v13, 2
	v_alignbit_b32 v54, v13, v13, 13
	v_xor_b32_e32 v14, v14, v54
	v_xor_b32_e32 v54, 0x6a09e667, v52
	v_and_b32_e32 v54, v13, v54
	v_and_b32_e32 v55, 0x6a09e667, v52
	v_xor_b32_e32 v54, v54, v55
	v_alignbit_b32 v55, v13, v13, 22
	v_xad_u32 v14, v14, v55, v54
	v_add_u32_e32 v54, 0xc2e12e0, v12
	v_alignbit_b32 v55, v54, v54, 6
	v_alignbit_b32 v56, v54, v54, 11
	v_xor_b32_e32 v55, v55, v56
	v_alignbit_b32 v56, v54, v54, 25
	s_mov_b32 s3, 0x50c6645b
	v_xor_b32_e32 v55, v55, v56
	v_add3_u32 v14, v12, v14, s3
	v_sub_u32_e32 v12, 0xf3d1ed1f, v12
	v_and_b32_e32 v56, v54, v53
	v_and_or_b32 v12, v12, v51, v56
	v_add3_u32 v12, v15, v12, v55
	v_add_u32_e32 v15, 0xa4ce148b, v12
	v_alignbit_b32 v55, v15, v15, 6
	v_alignbit_b32 v56, v15, v15, 11
	v_xor_b32_e32 v55, v55, v56
	v_alignbit_b32 v56, v15, v15, 25
	v_xor_b32_e32 v55, v55, v56
	v_and_b32_e32 v56, v15, v54
	v_sub_u32_e32 v57, 0x5b31eb74, v12
	v_and_or_b32 v56, v57, v53, v56
	v_add3_u32 v8, v8, v51, v56
	v_add3_u32 v51, v8, v55, s4
	v_add_u32_e32 v55, v51, v52
	v_alignbit_b32 v8, v55, v55, 6
	v_alignbit_b32 v56, v55, v55, 11
	v_xor_b32_e32 v8, v8, v56
	v_alignbit_b32 v56, v55, v55, 25
	v_xor_b32_e32 v8, v8, v56
	v_bfi_b32 v56, v55, v15, v54
	v_add3_u32 v9, v9, v53, v56
	s_mov_b32 s3, 0x59f111f1
	v_add3_u32 v53, v9, v8, s3
	v_add_u32_e32 v56, v53, v13
	v_alignbit_b32 v8, v56, v56, 6
	v_alignbit_b32 v9, v56, v56, 11
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v56, v56, 25
	v_xor_b32_e32 v8, v8, v9
	v_bfi_b32 v9, v56, v55, v15
	v_add3_u32 v9, v10, v54, v9
	s_mov_b32 s3, 0x923f82a4
	v_add3_u32 v54, v9, v8, s3
	v_add_u32_e32 v57, v54, v14
	v_bfi_b32 v8, v57, v56, v55
	v_add3_u32 v15, v11, v15, v8
	v_alignbit_b32 v8, v16, v16, 17
	v_alignbit_b32 v9, v16, v16, 19
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v16
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v32, v32, 7
	v_alignbit_b32 v10, v32, v32, 18
	v_xor_b32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 3, v32
	v_xad_u32 v9, v9, v10, v33
	v_add3_u32 v11, v9, v24, v8
	v_alignbit_b32 v8, v20, v20, 17
	v_alignbit_b32 v9, v20, v20, 19
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v20
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v31, v31, 7
	v_alignbit_b32 v10, v31, v31, 18
	v_xor_b32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 3, v31
	v_xad_u32 v9, v9, v10, v32
	v_add3_u32 v10, v9, v23, v8
	v_alignbit_b32 v8, v11, v11, 17
	v_alignbit_b32 v9, v11, v11, 19
	v_xor_b32_e32 v8, v8, v9
	v_lshrrev_b32_e32 v9, 10, v11
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v30, v30, 7
	v_alignbit_b32 v58, v30, v30, 18
	v_xor_b32_e32 v9, v9, v58
	v_lshrrev_b32_e32 v58, 3, v30
	v_xad_u32 v9, v9, v58, v31
	v_add3_u32 v8, v9, v22, v8
	v_alignbit_b32 v9, v14, v14, 2
	v_alignbit_b32 v58, v14, v14, 13
	v_xor_b32_e32 v9, v9, v58
	v_xor_b32_e32 v58, v13, v52
	v_and_b32_e32 v58, v14, v58
	v_and_b32_e32 v52, v13, v52
	v_xor_b32_e32 v52, v58, v52
	v_alignbit_b32 v58, v14, v14, 22
	v_xad_u32 v52, v9, v58, v52
	v_alignbit_b32 v9, v10, v10, 17
	v_alignbit_b32 v58, v10, v10, 19
	v_xor_b32_e32 v9, v9, v58
	v_lshrrev_b32_e32 v58, 10, v10
	v_xor_b32_e32 v9, v9, v58
	v_alignbit_b32 v58, v29, v29, 7
	v_alignbit_b32 v59, v29, v29, 18
	v_xor_b32_e32 v58, v58, v59
	v_lshrrev_b32_e32 v59, 3, v29
	s_mov_b32 s3, 0x3ac42e24
	v_xad_u32 v58, v58, v59, v30
	v_add3_u32 v12, v12, v52, s3
	v_add3_u32 v9, v58, v21, v9
	v_alignbit_b32 v52, v12, v12, 2
	v_alignbit_b32 v58, v12, v12, 13
	v_xor_b32_e32 v52, v52, v58
	v_alignbit_b32 v58, v12, v12, 22
	v_xor_b32_e32 v52, v52, v58
	v_xor_b32_e32 v58, v14, v13
	v_and_b32_e32 v58, v12, v58
	v_and_b32_e32 v13, v14, v13
	v_xor_b32_e32 v13, v58, v13
	v_add3_u32 v13, v52, v13, v51
	v_alignbit_b32 v51, v13, v13, 2
	v_alignbit_b32 v52, v13, v13, 13
	v_xor_b32_e32 v51, v51, v52
	v_alignbit_b32 v52, v13, v13, 22
	v_xor_b32_e32 v51, v51, v52
	v_xor_b32_e32 v52, v12, v14
	v_and_b32_e32 v52, v13, v52
	v_and_b32_e32 v14, v12, v14
	v_xor_b32_e32 v14, v52, v14
	v_add3_u32 v14, v51, v14, v53
	v_alignbit_b32 v51, v14, v14, 2
	v_alignbit_b32 v52, v14, v14, 13
	v_xor_b32_e32 v51, v51, v52
	v_alignbit_b32 v52, v14, v14, 22
	v_xor_b32_e32 v51, v51, v52
	v_xor_b32_e32 v52, v13, v12
	v_and_b32_e32 v52, v14, v52
	v_and_b32_e32 v53, v13, v12
	v_xor_b32_e32 v52, v52, v53
	v_add3_u32 v51, v51, v52, v54
	v_alignbit_b32 v52, v57, v57, 6
	v_alignbit_b32 v53, v57, v57, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v57, v57, 25
	v_xor_b32_e32 v52, v52, v53
	s_mov_b32 s3, 0xab1c5ed5
	v_add3_u32 v15, v15, v52, s3
	v_add_u32_e32 v12, v15, v12
	v_alignbit_b32 v52, v12, v12, 6
	v_alignbit_b32 v53, v12, v12, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v12, v12, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v12, v57, v56
	v_add3_u32 v4, v4, v55, v53
	s_mov_b32 s3, 0xd807aa98
	v_add3_u32 v52, v4, v52, s3
	v_add_u32_e32 v53, v52, v13
	v_alignbit_b32 v4, v53, v53, 6
	v_alignbit_b32 v54, v53, v53, 11
	v_xor_b32_e32 v4, v4, v54
	v_alignbit_b32 v54, v53, v53, 25
	v_xor_b32_e32 v4, v4, v54
	v_bfi_b32 v54, v53, v12, v57
	v_add3_u32 v5, v5, v56, v54
	v_add3_u32 v54, v5, v4, s6
	v_add_u32_e32 v55, v54, v14
	v_alignbit_b32 v4, v55, v55, 6
	v_alignbit_b32 v5, v55, v55, 11
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v55, v55, 25
	v_xor_b32_e32 v4, v4, v5
	v_bfi_b32 v5, v55, v53, v12
	v_add3_u32 v5, v6, v57, v5
	v_add3_u32 v56, v5, v4, s7
	v_add_u32_e32 v57, v56, v51
	v_bfi_b32 v4, v57, v55, v53
	v_add3_u32 v12, v7, v12, v4
	v_alignbit_b32 v4, v8, v8, 17
	v_alignbit_b32 v5, v8, v8, 19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v8
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v28, v28, 7
	v_alignbit_b32 v6, v28, v28, 18
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v28
	v_xad_u32 v5, v5, v6, v29
	v_add3_u32 v7, v5, v19, v4
	v_alignbit_b32 v4, v9, v9, 17
	v_alignbit_b32 v5, v9, v9, 19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v9
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v27, v27, 7
	v_alignbit_b32 v6, v27, v27, 18
	v_xor_b32_e32 v5, v5, v6
	v_lshrrev_b32_e32 v6, 3, v27
	v_xad_u32 v5, v5, v6, v28
	v_add3_u32 v6, v5, v16, v4
	v_alignbit_b32 v4, v7, v7, 17
	v_alignbit_b32 v5, v7, v7, 19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v7
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v26, v26, 7
	v_alignbit_b32 v58, v26, v26, 18
	v_xor_b32_e32 v5, v5, v58
	v_lshrrev_b32_e32 v58, 3, v26
	v_xad_u32 v5, v5, v58, v27
	v_add3_u32 v5, v5, v20, v4
	v_alignbit_b32 v4, v6, v6, 17
	v_alignbit_b32 v58, v6, v6, 19
	v_xor_b32_e32 v4, v4, v58
	v_lshrrev_b32_e32 v58, 10, v6
	v_xor_b32_e32 v4, v4, v58
	v_alignbit_b32 v58, v25, v25, 7
	v_alignbit_b32 v59, v25, v25, 18
	v_xor_b32_e32 v58, v58, v59
	v_lshrrev_b32_e32 v59, 3, v25
	v_xad_u32 v58, v58, v59, v26
	v_add3_u32 v4, v58, v11, v4
	v_alignbit_b32 v58, v51, v51, 2
	v_alignbit_b32 v59, v51, v51, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v51, v51, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v14, v13
	v_and_b32_e32 v59, v51, v59
	v_and_b32_e32 v13, v14, v13
	v_xor_b32_e32 v13, v59, v13
	v_add3_u32 v13, v58, v13, v15
	v_alignbit_b32 v15, v13, v13, 2
	v_alignbit_b32 v58, v13, v13, 13
	v_xor_b32_e32 v15, v15, v58
	v_alignbit_b32 v58, v13, v13, 22
	v_xor_b32_e32 v15, v15, v58
	v_xor_b32_e32 v58, v51, v14
	v_and_b32_e32 v58, v13, v58
	v_and_b32_e32 v14, v51, v14
	v_xor_b32_e32 v14, v58, v14
	v_add3_u32 v15, v15, v14, v52
	v_alignbit_b32 v14, v15, v15, 2
	v_alignbit_b32 v52, v15, v15, 13
	v_xor_b32_e32 v14, v14, v52
	v_alignbit_b32 v52, v15, v15, 22
	v_xor_b32_e32 v14, v14, v52
	v_xor_b32_e32 v52, v13, v51
	v_and_b32_e32 v52, v15, v52
	v_and_b32_e32 v51, v13, v51
	v_xor_b32_e32 v51, v52, v51
	v_add3_u32 v51, v14, v51, v54
	v_alignbit_b32 v14, v51, v51, 2
	v_alignbit_b32 v52, v51, v51, 13
	v_xor_b32_e32 v14, v14, v52
	v_alignbit_b32 v52, v51, v51, 22
	v_xor_b32_e32 v14, v14, v52
	v_xor_b32_e32 v52, v15, v13
	v_and_b32_e32 v52, v51, v52
	v_and_b32_e32 v54, v15, v13
	v_xor_b32_e32 v52, v52, v54
	v_add3_u32 v52, v14, v52, v56
	v_alignbit_b32 v14, v57, v57, 6
	v_alignbit_b32 v54, v57, v57, 11
	v_xor_b32_e32 v14, v14, v54
	v_alignbit_b32 v54, v57, v57, 25
	v_xor_b32_e32 v14, v14, v54
	v_add3_u32 v54, v12, v14, s8
	v_add_u32_e32 v12, v54, v13
	v_alignbit_b32 v13, v12, v12, 6
	v_alignbit_b32 v14, v12, v12, 11
	v_xor_b32_e32 v13, v13, v14
	v_alignbit_b32 v14, v12, v12, 25
	v_xor_b32_e32 v13, v13, v14
	v_bfi_b32 v14, v12, v57, v55
	v_add3_u32 v0, v0, v53, v14
	v_add3_u32 v0, v0, v13, s9
	v_add_u32_e32 v53, v0, v15
	v_alignbit_b32 v13, v53, v53, 6
	v_alignbit_b32 v14, v53, v53, 11
	v_xor_b32_e32 v13, v13, v14
	v_alignbit_b32 v14, v53, v53, 25
	v_xor_b32_e32 v13, v13, v14
	v_bfi_b32 v14, v53, v12, v57
	v_add3_u32 v1, v1, v55, v14
	v_add3_u32 v13, v1, v13, s10
	v_add_u32_e32 v55, v13, v51
	v_alignbit_b32 v1, v55, v55, 6
	v_alignbit_b32 v14, v55, v55, 11
	v_xor_b32_e32 v1, v1, v14
	v_alignbit_b32 v14, v55, v55, 25
	v_xor_b32_e32 v1, v1, v14
	v_bfi_b32 v14, v55, v53, v12
	v_add3_u32 v2, v2, v57, v14
	v_add3_u32 v56, v2, v1, s11
	v_add_u32_e32 v57, v56, v52
	v_bfi_b32 v1, v57, v55, v53
	v_add3_u32 v58, v3, v12, v1
	v_alignbit_b32 v1, v5, v5, 17
	v_alignbit_b32 v2, v5, v5, 19
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v5
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v24, v24, 7
	v_alignbit_b32 v3, v24, v24, 18
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 3, v24
	v_xad_u32 v2, v2, v3, v25
	v_add3_u32 v14, v2, v10, v1
	v_alignbit_b32 v1, v4, v4, 17
	v_alignbit_b32 v2, v4, v4, 19
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v4
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v23, v23, 7
	v_alignbit_b32 v3, v23, v23, 18
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 3, v23
	v_xad_u32 v2, v2, v3, v24
	v_add3_u32 v12, v2, v8, v1
	v_alignbit_b32 v1, v14, v14, 17
	v_alignbit_b32 v2, v14, v14, 19
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v14
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v22, v22, 7
	v_alignbit_b32 v3, v22, v22, 18
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 3, v22
	v_xad_u32 v2, v2, v3, v23
	v_add3_u32 v3, v2, v9, v1
	v_alignbit_b32 v1, v12, v12, 17
	v_alignbit_b32 v2, v12, v12, 19
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v12
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v21, v21, 7
	v_alignbit_b32 v59, v21, v21, 18
	v_xor_b32_e32 v2, v2, v59
	v_lshrrev_b32_e32 v59, 3, v21
	v_xad_u32 v2, v2, v59, v22
	v_add3_u32 v1, v2, v7, v1
	v_alignbit_b32 v2, v52, v52, 2
	v_alignbit_b32 v59, v52, v52, 13
	v_xor_b32_e32 v2, v2, v59
	v_alignbit_b32 v59, v52, v52, 22
	v_xor_b32_e32 v2, v2, v59
	v_xor_b32_e32 v59, v51, v15
	v_and_b32_e32 v59, v52, v59
	v_and_b32_e32 v15, v51, v15
	v_xor_b32_e32 v15, v59, v15
	v_add3_u32 v15, v2, v15, v54
	v_alignbit_b32 v2, v3, v3, 17
	v_alignbit_b32 v54, v3, v3, 19
	v_xor_b32_e32 v2, v2, v54
	v_lshrrev_b32_e32 v54, 10, v3
	v_xor_b32_e32 v2, v2, v54
	v_alignbit_b32 v54, v19, v19, 7
	v_alignbit_b32 v59, v19, v19, 18
	v_xor_b32_e32 v54, v54, v59
	v_lshrrev_b32_e32 v59, 3, v19
	v_xad_u32 v54, v54, v59, v21
	v_add3_u32 v2, v54, v6, v2
	v_alignbit_b32 v54, v15, v15, 2
	v_alignbit_b32 v59, v15, v15, 13
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v15, v15, 22
	v_xor_b32_e32 v54, v54, v59
	v_xor_b32_e32 v59, v52, v51
	v_and_b32_e32 v59, v15, v59
	v_and_b32_e32 v51, v52, v51
	v_xor_b32_e32 v51, v59, v51
	v_add3_u32 v51, v54, v51, v0
	v_alignbit_b32 v0, v1, v1, 17
	v_alignbit_b32 v54, v1, v1, 19
	v_xor_b32_e32 v0, v0, v54
	v_lshrrev_b32_e32 v54, 10, v1
	v_xor_b32_e32 v0, v0, v54
	v_alignbit_b32 v54, v51, v51, 2
	v_alignbit_b32 v59, v51, v51, 13
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v51, v51, 22
	v_xor_b32_e32 v54, v54, v59
	v_xor_b32_e32 v59, v15, v52
	v_and_b32_e32 v59, v51, v59
	v_and_b32_e32 v52, v15, v52
	v_xor_b32_e32 v52, v59, v52
	v_add3_u32 v52, v54, v52, v13
	v_alignbit_b32 v13, v52, v52, 2
	v_alignbit_b32 v54, v52, v52, 13
	v_xor_b32_e32 v13, v13, v54
	v_alignbit_b32 v54, v52, v52, 22
	v_xor_b32_e32 v13, v13, v54
	v_xor_b32_e32 v54, v51, v15
	v_and_b32_e32 v54, v52, v54
	v_and_b32_e32 v59, v51, v15
	v_xor_b32_e32 v54, v54, v59
	v_add3_u32 v54, v13, v54, v56
	v_alignbit_b32 v13, v16, v16, 7
	v_alignbit_b32 v56, v16, v16, 18
	v_xor_b32_e32 v13, v13, v56
	v_alignbit_b32 v56, v57, v57, 6
	v_alignbit_b32 v59, v57, v57, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v57, v57, 25
	v_xor_b32_e32 v56, v56, v59
	s_mov_b32 s3, 0xc19bf174
	v_add3_u32 v56, v58, v56, s3
	v_alignbit_b32 v58, v54, v54, 2
	v_alignbit_b32 v59, v54, v54, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v54, v54, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v52, v51
	v_and_b32_e32 v59, v54, v59
	v_and_b32_e32 v60, v52, v51
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v58, v58, v59, v56
	v_add_u32_e32 v56, v56, v15
	v_bfi_b32 v15, v56, v57, v55
	v_add3_u32 v50, v50, v53, v15
	v_alignbit_b32 v15, v2, v2, 17
	v_alignbit_b32 v53, v2, v2, 19
	v_xor_b32_e32 v15, v15, v53
	v_lshrrev_b32_e32 v53, 10, v2
	v_xor_b32_e32 v15, v15, v53
	v_alignbit_b32 v53, v56, v56, 6
	v_alignbit_b32 v59, v56, v56, 11
	v_xor_b32_e32 v53, v53, v59
	v_alignbit_b32 v59, v56, v56, 25
	v_xor_b32_e32 v53, v53, v59
	v_add3_u32 v50, v50, v53, s12
	v_alignbit_b32 v53, v58, v58, 2
	v_alignbit_b32 v59, v58, v58, 13
	v_xor_b32_e32 v53, v53, v59
	v_alignbit_b32 v59, v58, v58, 22
	v_xor_b32_e32 v53, v53, v59
	v_xor_b32_e32 v59, v54, v52
	v_and_b32_e32 v59, v58, v59
	v_and_b32_e32 v60, v54, v52
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v53, v53, v59, v50
	v_add_u32_e32 v50, v50, v51
	v_bfi_b32 v51, v50, v56, v57
	v_add3_u32 v51, v49, v55, v51
	v_alignbit_b32 v49, v20, v20, 7
	v_alignbit_b32 v55, v20, v20, 18
	v_xor_b32_e32 v49, v49, v55
	v_alignbit_b32 v55, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v55, v55, v59
	v_add3_u32 v51, v51, v55, s13
	v_alignbit_b32 v55, v53, v53, 2
	v_alignbit_b32 v59, v53, v53, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v53, v53, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v58, v54
	v_and_b32_e32 v59, v53, v59
	v_and_b32_e32 v60, v58, v54
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v55, v55, v59, v51
	v_add_u32_e32 v51, v51, v52
	v_bfi_b32 v52, v51, v50, v56
	v_add3_u32 v48, v48, v57, v52
	v_alignbit_b32 v52, v51, v51, 6
	v_alignbit_b32 v57, v51, v51, 11
	v_xor_b32_e32 v52, v52, v57
	v_alignbit_b32 v57, v51, v51, 25
	v_xor_b32_e32 v52, v52, v57
	v_add3_u32 v48, v48, v52, s14
	v_alignbit_b32 v52, v55, v55, 2
	v_alignbit_b32 v57, v55, v55, 13
	v_xor_b32_e32 v52, v52, v57
	v_alignbit_b32 v57, v55, v55, 22
	v_xor_b32_e32 v52, v52, v57
	v_xor_b32_e32 v57, v53, v58
	v_and_b32_e32 v57, v55, v57
	v_and_b32_e32 v59, v53, v58
	v_xor_b32_e32 v57, v57, v59
	v_add_u32_e32 v54, v48, v54
	v_add3_u32 v48, v52, v57, v48
	v_alignbit_b32 v52, v54, v54, 6
	v_alignbit_b32 v57, v54, v54, 11
	v_xor_b32_e32 v52, v52, v57
	v_alignbit_b32 v57, v54, v54, 25
	v_xor_b32_e32 v52, v52, v57
	v_bfi_b32 v57, v54, v51, v50
	v_add3_u32 v47, v47, v56, v57
	v_add3_u32 v52, v47, v52, s15
	v_alignbit_b32 v47, v48, v48, 2
	v_alignbit_b32 v56, v48, v48, 13
	v_xor_b32_e32 v47, v47, v56
	v_alignbit_b32 v56, v48, v48, 22
	v_xor_b32_e32 v56, v47, v56
	v_xor_b32_e32 v47, v55, v53
	v_and_b32_e32 v47, v48, v47
	v_and_b32_e32 v57, v55, v53
	v_xor_b32_e32 v57, v47, v57
	v_add_u32_e32 v58, v52, v58
	v_add3_u32 v52, v56, v57, v52
	v_alignbit_b32 v56, v58, v58, 6
	v_alignbit_b32 v57, v58, v58, 11
	v_xor_b32_e32 v56, v56, v57
	v_alignbit_b32 v57, v58, v58, 25
	v_xor_b32_e32 v56, v56, v57
	v_bfi_b32 v57, v58, v54, v51
	v_add3_u32 v46, v46, v50, v57
	v_add3_u32 v50, v46, v56, s16
	v_alignbit_b32 v46, v52, v52, 2
	v_alignbit_b32 v56, v52, v52, 13
	v_xor_b32_e32 v46, v46, v56
	v_alignbit_b32 v56, v52, v52, 22
	v_xor_b32_e32 v56, v46, v56
	v_xor_b32_e32 v46, v48, v55
	v_and_b32_e32 v46, v52, v46
	v_and_b32_e32 v57, v48, v55
	v_xor_b32_e32 v57, v46, v57
	v_add_u32_e32 v53, v50, v53
	v_add3_u32 v50, v56, v57, v50
	v_alignbit_b32 v56, v53, v53, 6
	v_alignbit_b32 v57, v53, v53, 11
	v_xor_b32_e32 v56, v56, v57
	v_alignbit_b32 v57, v53, v53, 25
	v_xor_b32_e32 v56, v56, v57
	v_bfi_b32 v57, v53, v58, v54
	v_add3_u32 v45, v45, v51, v57
	v_add3_u32 v45, v45, v56, s17
	v_alignbit_b32 v51, v50, v50, 2
	v_alignbit_b32 v56, v50, v50, 13
	v_xor_b32_e32 v51, v51, v56
	v_alignbit_b32 v56, v50, v50, 22
	v_xor_b32_e32 v51, v51, v56
	v_xor_b32_e32 v56, v52, v48
	v_and_b32_e32 v56, v50, v56
	v_and_b32_e32 v57, v52, v48
	v_xor_b32_e32 v56, v56, v57
	v_add_u32_e32 v55, v45, v55
	v_add3_u32 v45, v51, v56, v45
	v_alignbit_b32 v51, v55, v55, 6
	v_alignbit_b32 v56, v55, v55, 11
	v_xor_b32_e32 v51, v51, v56
	v_alignbit_b32 v56, v55, v55, 25
	v_xor_b32_e32 v51, v51, v56
	v_bfi_b32 v56, v55, v53, v58
	v_add3_u32 v44, v44, v54, v56
	v_add3_u32 v44, v44, v51, s18
	v_alignbit_b32 v51, v45, v45, 2
	v_alignbit_b32 v54, v45, v45, 13
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v45, v45, 22
	v_xor_b32_e32 v51, v51, v54
	v_xor_b32_e32 v54, v50, v52
	v_and_b32_e32 v54, v45, v54
	v_and_b32_e32 v56, v50, v52
	v_xor_b32_e32 v54, v54, v56
	v_add_u32_e32 v48, v44, v48
	v_add3_u32 v44, v51, v54, v44
	v_alignbit_b32 v51, v48, v48, 6
	v_alignbit_b32 v54, v48, v48, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v48, v48, 25
	v_xor_b32_e32 v51, v51, v54
	v_bfi_b32 v54, v48, v55, v53
	v_add3_u32 v43, v43, v58, v54
	v_add3_u32 v43, v43, v51, s19
	v_alignbit_b32 v51, v44, v44, 2
	v_alignbit_b32 v54, v44, v44, 13
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v44, v44, 22
	v_xor_b32_e32 v51, v51, v54
	v_xor_b32_e32 v54, v45, v50
	v_and_b32_e32 v54, v44, v54
	v_and_b32_e32 v56, v45, v50
	v_xor_b32_e32 v54, v54, v56
	v_add_u32_e32 v52, v43, v52
	v_add3_u32 v43, v51, v54, v43
	v_alignbit_b32 v51, v52, v52, 6
	v_alignbit_b32 v54, v52, v52, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v52, v52, 25
	v_xor_b32_e32 v51, v51, v54
	v_bfi_b32 v54, v52, v48, v55
	v_add3_u32 v42, v42, v53, v54
	v_add3_u32 v42, v42, v51, s20
	v_alignbit_b32 v51, v43, v43, 2
	v_alignbit_b32 v53, v43, v43, 13
	v_xor_b32_e32 v51, v51, v53
	v_alignbit_b32 v53, v43, v43, 22
	v_xor_b32_e32 v51, v51, v53
	v_xor_b32_e32 v53, v44, v45
	v_and_b32_e32 v53, v43, v53
	v_and_b32_e32 v54, v44, v45
	v_xor_b32_e32 v53, v53, v54
	v_add_u32_e32 v50, v42, v50
	v_add3_u32 v42, v51, v53, v42
	v_alignbit_b32 v51, v50, v50, 6
	v_alignbit_b32 v53, v50, v50, 11
	v_xor_b32_e32 v51, v51, v53
	v_alignbit_b32 v53, v50, v50, 25
	v_xor_b32_e32 v51, v51, v53
	v_bfi_b32 v53, v50, v52, v48
	v_add3_u32 v41, v41, v55, v53
	v_add3_u32 v41, v41, v51, s21
	v_alignbit_b32 v51, v42, v42, 2
	v_alignbit_b32 v53, v42, v42, 13
	v_xor_b32_e32 v51, v51, v53
	v_alignbit_b32 v53, v42, v42, 22
	v_xor_b32_e32 v51, v51, v53
	v_xor_b32_e32 v53, v43, v44
	v_and_b32_e32 v53, v42, v53
	v_and_b32_e32 v54, v43, v44
	v_xor_b32_e32 v53, v53, v54
	v_add_u32_e32 v45, v41, v45
	v_add3_u32 v41, v51, v53, v41
	v_alignbit_b32 v51, v45, v45, 6
	v_alignbit_b32 v53, v45, v45, 11
	v_xor_b32_e32 v51, v51, v53
	v_alignbit_b32 v53, v45, v45, 25
	v_xor_b32_e32 v51, v51, v53
	v_bfi_b32 v53, v45, v50, v52
	v_add3_u32 v40, v40, v48, v53
	v_add3_u32 v40, v40, v51, s22
	v_alignbit_b32 v48, v41, v41, 2
	v_alignbit_b32 v51, v41, v41, 13
	v_xor_b32_e32 v48, v48, v51
	v_alignbit_b32 v51, v41, v41, 22
	v_xor_b32_e32 v48, v48, v51
	v_xor_b32_e32 v51, v42, v43
	v_and_b32_e32 v51, v41, v51
	v_and_b32_e32 v53, v42, v43
	v_xor_b32_e32 v51, v51, v53
	v_add_u32_e32 v44, v40, v44
	v_add3_u32 v40, v48, v51, v40
	v_alignbit_b32 v48, v44, v44, 6
	v_alignbit_b32 v51, v44, v44, 11
	v_xor_b32_e32 v48, v48, v51
	v_alignbit_b32 v51, v44, v44, 25
	v_xor_b32_e32 v48, v48, v51
	v_bfi_b32 v51, v44, v45, v50
	v_add3_u32 v39, v39, v52, v51
	v_add3_u32 v39, v39, v48, s23
	v_alignbit_b32 v48, v40, v40, 2
	v_alignbit_b32 v51, v40, v40, 13
	v_xor_b32_e32 v48, v48, v51
	v_alignbit_b32 v51, v40, v40, 22
	v_xor_b32_e32 v48, v48, v51
	v_xor_b32_e32 v51, v41, v42
	v_and_b32_e32 v51, v40, v51
	v_and_b32_e32 v52, v41, v42
	v_xor_b32_e32 v51, v51, v52
	v_add_u32_e32 v43, v39, v43
	v_add3_u32 v39, v48, v51, v39
	v_alignbit_b32 v48, v43, v43, 6
	v_alignbit_b32 v51, v43, v43, 11
	v_xor_b32_e32 v48, v48, v51
	v_alignbit_b32 v51, v43, v43, 25
	v_xor_b32_e32 v48, v48, v51
	v_bfi_b32 v51, v43, v44, v45
	v_add3_u32 v38, v38, v50, v51
	v_add3_u32 v38, v38, v48, s24
	v_alignbit_b32 v48, v39, v39, 2
	v_alignbit_b32 v50, v39, v39, 13
	v_xor_b32_e32 v48, v48, v50
	v_alignbit_b32 v50, v39, v39, 22
	v_xor_b32_e32 v48, v48, v50
	v_xor_b32_e32 v50, v40, v41
	v_and_b32_e32 v50, v39, v50
	v_and_b32_e32 v51, v40, v41
	v_xor_b32_e32 v50, v50, v51
	v_add_u32_e32 v42, v38, v42
	v_add3_u32 v38, v48, v50, v38
	v_alignbit_b32 v48, v42, v42, 6
	v_alignbit_b32 v50, v42, v42, 11
	v_xor_b32_e32 v48, v48, v50
	v_alignbit_b32 v50, v42, v42, 25
	v_xor_b32_e32 v48, v48, v50
	v_bfi_b32 v50, v42, v43, v44
	v_add3_u32 v37, v37, v45, v50
	v_add3_u32 v37, v37, v48, s25
	v_alignbit_b32 v45, v38, v38, 2
	v_alignbit_b32 v48, v38, v38, 13
	v_xor_b32_e32 v45, v45, v48
	v_alignbit_b32 v48, v38, v38, 22
	v_xor_b32_e32 v45, v45, v48
	v_xor_b32_e32 v48, v39, v40
	v_and_b32_e32 v48, v38, v48
	v_and_b32_e32 v50, v39, v40
	v_xor_b32_e32 v48, v48, v50
	v_add_u32_e32 v41, v37, v41
	v_add3_u32 v37, v45, v48, v37
	v_alignbit_b32 v45, v41, v41, 6
	v_alignbit_b32 v48, v41, v41, 11
	v_xor_b32_e32 v45, v45, v48
	v_alignbit_b32 v48, v41, v41, 25
	v_xor_b32_e32 v45, v45, v48
	v_bfi_b32 v48, v41, v42, v43
	v_add3_u32 v36, v36, v44, v48
	v_add3_u32 v36, v36, v45, s26
	v_alignbit_b32 v44, v37, v37, 2
	v_alignbit_b32 v45, v37, v37, 13
	v_xor_b32_e32 v44, v44, v45
	v_alignbit_b32 v45, v37, v37, 22
	v_xor_b32_e32 v44, v44, v45
	v_xor_b32_e32 v45, v38, v39
	v_and_b32_e32 v45, v37, v45
	v_and_b32_e32 v48, v38, v39
	v_xor_b32_e32 v45, v45, v48
	v_add_u32_e32 v40, v36, v40
	v_add3_u32 v36, v44, v45, v36
	v_alignbit_b32 v44, v40, v40, 6
	v_alignbit_b32 v45, v40, v40, 11
	v_xor_b32_e32 v44, v44, v45
	v_alignbit_b32 v45, v40, v40, 25
	v_xor_b32_e32 v44, v44, v45
	v_bfi_b32 v45, v40, v41, v42
	v_add3_u32 v35, v35, v43, v45
	v_add3_u32 v35, v35, v44, s27
	v_alignbit_b32 v43, v36, v36, 2
	v_alignbit_b32 v44, v36, v36, 13
	v_xor_b32_e32 v43, v43, v44
	v_alignbit_b32 v44, v36, v36, 22
	v_xor_b32_e32 v43, v43, v44
	v_xor_b32_e32 v44, v37, v38
	v_and_b32_e32 v44, v36, v44
	v_and_b32_e32 v45, v37, v38
	v_xor_b32_e32 v44, v44, v45
	v_add_u32_e32 v39, v35, v39
	v_add3_u32 v35, v43, v44, v35
	v_alignbit_b32 v43, v39, v39, 6
	v_alignbit_b32 v44, v39, v39, 11
	v_xor_b32_e32 v43, v43, v44
	v_alignbit_b32 v44, v39, v39, 25
	v_xor_b32_e32 v43, v43, v44
	v_bfi_b32 v44, v39, v40, v41
	v_add3_u32 v34, v34, v42, v44
	v_add3_u32 v34, v34, v43, s28
	v_alignbit_b32 v42, v35, v35, 2
	v_alignbit_b32 v43, v35, v35, 13
	v_xor_b32_e32 v42, v42, v43
	v_alignbit_b32 v43, v35, v35, 22
	v_xor_b32_e32 v42, v42, v43
	v_xor_b32_e32 v43, v36, v37
	v_and_b32_e32 v43, v35, v43
	v_and_b32_e32 v44, v36, v37
	v_xor_b32_e32 v43, v43, v44
	v_add_u32_e32 v38, v34, v38
	v_add3_u32 v34, v42, v43, v34
	v_alignbit_b32 v42, v38, v38, 6
	v_alignbit_b32 v43, v38, v38, 11
	v_xor_b32_e32 v42, v42, v43
	v_alignbit_b32 v43, v38, v38, 25
	v_xor_b32_e32 v42, v42, v43
	v_bfi_b32 v43, v38, v39, v40
	v_add3_u32 v33, v33, v41, v43
	v_add3_u32 v33, v33, v42, s29
	v_alignbit_b32 v41, v34, v34, 2
	v_alignbit_b32 v42, v34, v34, 13
	v_xor_b32_e32 v41, v41, v42
	v_alignbit_b32 v42, v34, v34, 22
	v_xor_b32_e32 v41, v41, v42
	v_xor_b32_e32 v42, v35, v36
	v_and_b32_e32 v42, v34, v42
	v_and_b32_e32 v43, v35, v36
	v_xor_b32_e32 v42, v42, v43
	v_add_u32_e32 v37, v33, v37
	v_add3_u32 v33, v41, v42, v33
	v_alignbit_b32 v41, v37, v37, 6
	v_alignbit_b32 v42, v37, v37, 11
	v_xor_b32_e32 v41, v41, v42
	v_alignbit_b32 v42, v37, v37, 25
	v_xor_b32_e32 v41, v41, v42
	v_bfi_b32 v42, v37, v38, v39
	v_add3_u32 v32, v32, v40, v42
	v_add3_u32 v32, v32, v41, s30
	v_alignbit_b32 v40, v33, v33, 2
	v_alignbit_b32 v41, v33, v33, 13
	v_xor_b32_e32 v40, v40, v41
	v_alignbit_b32 v41, v33, v33, 22
	v_xor_b32_e32 v40, v40, v41
	v_xor_b32_e32 v41, v34, v35
	v_and_b32_e32 v41, v33, v41
	v_and_b32_e32 v42, v34, v35
	v_xor_b32_e32 v41, v41, v42
	v_add_u32_e32 v36, v32, v36
	v_add3_u32 v32, v40, v41, v32
	v_alignbit_b32 v40, v36, v36, 6
	v_alignbit_b32 v41, v36, v36, 11
	v_xor_b32_e32 v40, v40, v41
	v_alignbit_b32 v41, v36, v36, 25
	v_xor_b32_e32 v40, v40, v41
	v_bfi_b32 v41, v36, v37, v38
	v_add3_u32 v31, v31, v39, v41
	v_add3_u32 v31, v31, v40, s31
	v_alignbit_b32 v39, v32, v32, 2
	v_alignbit_b32 v40, v32, v32, 13
	v_xor_b32_e32 v39, v39, v40
	v_alignbit_b32 v40, v32, v32, 22
	v_xor_b32_e32 v39, v39, v40
	v_xor_b32_e32 v40, v33, v34
	v_and_b32_e32 v40, v32, v40
	v_and_b32_e32 v41, v33, v34
	v_xor_b32_e32 v40, v40, v41
	v_add_u32_e32 v35, v31, v35
	v_add3_u32 v31, v39, v40, v31
	v_alignbit_b32 v39, v35, v35, 6
	v_alignbit_b32 v40, v35, v35, 11
	v_xor_b32_e32 v39, v39, v40
	v_alignbit_b32 v40, v35, v35, 25
	v_xor_b32_e32 v39, v39, v40
	v_bfi_b32 v40, v35, v36, v37
	v_add3_u32 v30, v30, v38, v40
	v_add3_u32 v30, v30, v39, s33
	v_alignbit_b32 v38, v31, v31, 2
	v_alignbit_b32 v39, v31, v31, 13
	v_xor_b32_e32 v38, v38, v39
	v_alignbit_b32 v39, v31, v31, 22
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v39, v32, v33
	v_and_b32_e32 v39, v31, v39
	v_and_b32_e32 v40, v32, v33
	v_xor_b32_e32 v39, v39, v40
	v_add_u32_e32 v34, v30, v34
	v_add3_u32 v30, v38, v39, v30
	v_alignbit_b32 v38, v34, v34, 6
	v_alignbit_b32 v39, v34, v34, 11
	v_xor_b32_e32 v38, v38, v39
	v_alignbit_b32 v39, v34, v34, 25
	v_xor_b32_e32 v38, v38, v39
	v_bfi_b32 v39, v34, v35, v36
	v_add3_u32 v29, v29, v37, v39
	v_add3_u32 v29, v29, v38, s34
	v_alignbit_b32 v37, v30, v30, 2
	v_alignbit_b32 v38, v30, v30, 13
	v_xor_b32_e32 v37, v37, v38
	v_alignbit_b32 v38, v30, v30, 22
	v_xor_b32_e32 v37, v37, v38
	v_xor_b32_e32 v38, v31, v32
	v_and_b32_e32 v38, v30, v38
	v_and_b32_e32 v39, v31, v32
	v_xor_b32_e32 v38, v38, v39
	v_add_u32_e32 v33, v29, v33
	v_add3_u32 v29, v37, v38, v29
	v_alignbit_b32 v37, v33, v33, 6
	v_alignbit_b32 v38, v33, v33, 11
	v_xor_b32_e32 v37, v37, v38
	v_alignbit_b32 v38, v33, v33, 25
	v_xor_b32_e32 v37, v37, v38
	v_bfi_b32 v38, v33, v34, v35
	v_add3_u32 v28, v28, v36, v38
	v_add3_u32 v28, v28, v37, s36
	v_alignbit_b32 v36, v29, v29, 2
	v_alignbit_b32 v37, v29, v29, 13
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v37, v29, v29, 22
	v_xor_b32_e32 v36, v36, v37
	v_xor_b32_e32 v37, v30, v31
	v_and_b32_e32 v37, v29, v37
	v_and_b32_e32 v38, v30, v31
	v_xor_b32_e32 v37, v37, v38
	v_add_u32_e32 v32, v28, v32
	v_add3_u32 v28, v36, v37, v28
	v_alignbit_b32 v36, v32, v32, 6
	v_alignbit_b32 v37, v32, v32, 11
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v37, v32, v32, 25
	v_xor_b32_e32 v36, v36, v37
	v_bfi_b32 v37, v32, v33, v34
	v_add3_u32 v27, v27, v35, v37
	v_add3_u32 v27, v27, v36, s37
	v_alignbit_b32 v35, v28, v28, 2
	v_alignbit_b32 v36, v28, v28, 13
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v36, v28, v28, 22
	v_xor_b32_e32 v35, v35, v36
	v_xor_b32_e32 v36, v29, v30
	v_and_b32_e32 v36, v28, v36
	v_and_b32_e32 v37, v29, v30
	v_xor_b32_e32 v36, v36, v37
	v_add_u32_e32 v31, v27, v31
	v_add3_u32 v27, v35, v36, v27
	v_alignbit_b32 v35, v31, v31, 6
	v_alignbit_b32 v36, v31, v31, 11
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v36, v31, v31, 25
	v_xor_b32_e32 v35, v35, v36
	v_bfi_b32 v36, v31, v32, v33
	v_add3_u32 v26, v26, v34, v36
	v_add3_u32 v26, v26, v35, s38
	v_alignbit_b32 v34, v27, v27, 2
	v_alignbit_b32 v35, v27, v27, 13
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v27, v27, 22
	v_xor_b32_e32 v34, v34, v35
	v_xor_b32_e32 v35, v28, v29
	v_and_b32_e32 v35, v27, v35
	v_and_b32_e32 v36, v28, v29
	v_xor_b32_e32 v35, v35, v36
	v_add_u32_e32 v30, v26, v30
	v_add3_u32 v26, v34, v35, v26
	v_alignbit_b32 v34, v30, v30, 6
	v_alignbit_b32 v35, v30, v30, 11
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v30, v30, 25
	v_xor_b32_e32 v34, v34, v35
	v_bfi_b32 v35, v30, v31, v32
	v_add3_u32 v25, v25, v33, v35
	v_add3_u32 v25, v25, v34, s39
	v_alignbit_b32 v33, v26, v26, 2
	v_alignbit_b32 v34, v26, v26, 13
	v_xor_b32_e32 v33, v33, v34
	v_alignbit_b32 v34, v26, v26, 22
	v_xor_b32_e32 v33, v33, v34
	v_xor_b32_e32 v34, v27, v28
	v_and_b32_e32 v34, v26, v34
	v_and_b32_e32 v35, v27, v28
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v29, v25, v29
	v_add3_u32 v25, v33, v34, v25
	v_alignbit_b32 v33, v29, v29, 6
	v_alignbit_b32 v34, v29, v29, 11
	v_xor_b32_e32 v33, v33, v34
	v_alignbit_b32 v34, v29, v29, 25
	v_xor_b32_e32 v33, v33, v34
	v_bfi_b32 v34, v29, v30, v31
	v_add3_u32 v24, v24, v32, v34
	v_add3_u32 v24, v24, v33, s40
	v_alignbit_b32 v32, v25, v25, 2
	v_alignbit_b32 v33, v25, v25, 13
	v_xor_b32_e32 v32, v32, v33
	v_alignbit_b32 v33, v25, v25, 22
	v_xor_b32_e32 v32, v32, v33
	v_xor_b32_e32 v33, v26, v27
	v_and_b32_e32 v33, v25, v33
	v_and_b32_e32 v34, v26, v27
	v_xor_b32_e32 v33, v33, v34
	v_add_u32_e32 v28, v24, v28
	v_add3_u32 v24, v32, v33, v24
	v_alignbit_b32 v32, v28, v28, 6
	v_alignbit_b32 v33, v28, v28, 11
	v_xor_b32_e32 v32, v32, v33
	v_alignbit_b32 v33, v28, v28, 25
	v_xor_b32_e32 v32, v32, v33
	v_bfi_b32 v33, v28, v29, v30
	v_add3_u32 v23, v23, v31, v33
	v_add3_u32 v23, v23, v32, s41
	v_alignbit_b32 v31, v24, v24, 2
	v_alignbit_b32 v32, v24, v24, 13
	v_xor_b32_e32 v31, v31, v32
	v_alignbit_b32 v32, v24, v24, 22
	v_xor_b32_e32 v31, v31, v32
	v_xor_b32_e32 v32, v25, v26
	v_and_b32_e32 v32, v24, v32
	v_and_b32_e32 v33, v25, v26
	v_xor_b32_e32 v32, v32, v33
	v_add_u32_e32 v27, v23, v27
	v_add3_u32 v23, v31, v32, v23
	v_alignbit_b32 v31, v27, v27, 6
	v_alignbit_b32 v32, v27, v27, 11
	v_xor_b32_e32 v31, v31, v32
	v_alignbit_b32 v32, v27, v27, 25
	v_xor_b32_e32 v31, v31, v32
	v_bfi_b32 v32, v27, v28, v29
	v_add3_u32 v22, v22, v30, v32
	v_add3_u32 v22, v22, v31, s42
	v_alignbit_b32 v30, v23, v23, 2
	v_alignbit_b32 v31, v23, v23, 13
	v_xor_b32_e32 v30, v30, v31
	v_alignbit_b32 v31, v23, v23, 22
	v_xor_b32_e32 v30, v30, v31
	v_xor_b32_e32 v31, v24, v25
	v_and_b32_e32 v31, v23, v31
	v_and_b32_e32 v32, v24, v25
	v_xor_b32_e32 v31, v31, v32
	v_add_u32_e32 v26, v22, v26
	v_add3_u32 v22, v30, v31, v22
	v_alignbit_b32 v30, v26, v26, 6
	v_alignbit_b32 v31, v26, v26, 11
	v_xor_b32_e32 v30, v30, v31
	v_alignbit_b32 v31, v26, v26, 25
	v_xor_b32_e32 v30, v30, v31
	v_bfi_b32 v31, v26, v27, v28
	v_add3_u32 v21, v21, v29, v31
	v_add3_u32 v21, v21, v30, s43
	v_alignbit_b32 v29, v22, v22, 2
	v_alignbit_b32 v30, v22, v22, 13
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v22, v22, 22
	v_xor_b32_e32 v29, v29, v30
	v_xor_b32_e32 v30, v23, v24
	v_and_b32_e32 v30, v22, v30
	v_and_b32_e32 v31, v23, v24
	v_xor_b32_e32 v30, v30, v31
	v_add_u32_e32 v25, v21, v25
	v_add3_u32 v21, v29, v30, v21
	v_alignbit_b32 v29, v25, v25, 6
	v_alignbit_b32 v30, v25, v25, 11
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v25, v25, 25
	v_xor_b32_e32 v29, v29, v30
	v_bfi_b32 v30, v25, v26, v27
	v_add3_u32 v28, v19, v28, v30
	v_add3_u32 v28, v28, v29, s44
	v_alignbit_b32 v29, v21, v21, 2
	v_alignbit_b32 v30, v21, v21, 13
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v21, v21, 22
	v_xor_b32_e32 v29, v29, v30
	v_xor_b32_e32 v30, v22, v23
	v_and_b32_e32 v30, v21, v30
	v_and_b32_e32 v31, v22, v23
	v_xor_b32_e32 v30, v30, v31
	v_add_u32_e32 v24, v28, v24
	v_add3_u32 v28, v29, v30, v28
	v_alignbit_b32 v29, v24, v24, 6
	v_alignbit_b32 v30, v24, v24, 11
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v24, v24, 25
	v_xor_b32_e32 v29, v29, v30
	v_bfi_b32 v30, v24, v25, v26
	v_add3_u32 v27, v16, v27, v30
	v_add3_u32 v27, v27, v29, s45
	v_alignbit_b32 v29, v28, v28, 2
	v_alignbit_b32 v30, v28, v28, 13
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v28, v28, 22
	v_xor_b32_e32 v29, v29, v30
	v_xor_b32_e32 v30, v21, v22
	v_and_b32_e32 v30, v28, v30
	v_and_b32_e32 v31, v21, v22
	v_xor_b32_e32 v30, v30, v31
	v_add_u32_e32 v23, v27, v23
	v_add3_u32 v27, v29, v30, v27
	v_alignbit_b32 v29, v23, v23, 6
	v_alignbit_b32 v30, v23, v23, 11
	v_xor_b32_e32 v29, v29, v30
	v_alignbit_b32 v30, v23, v23, 25
	v_xor_b32_e32 v29, v29, v30
	v_bfi_b32 v30, v23, v24, v25
	v_lshrrev_b32_e32 v46, 3, v20
	v_add3_u32 v20, v20, v26, v30
	v_add3_u32 v20, v20, v29, s46
	v_alignbit_b32 v26, v27, v27, 2
	v_alignbit_b32 v29, v27, v27, 13
	v_xor_b32_e32 v26, v26, v29
	v_alignbit_b32 v29, v27, v27, 22
	v_xor_b32_e32 v26, v26, v29
	v_xor_b32_e32 v29, v28, v21
	v_and_b32_e32 v29, v27, v29
	v_and_b32_e32 v30, v28, v21
	v_xor_b32_e32 v29, v29, v30
	v_add_u32_e32 v22, v20, v22
	v_add3_u32 v20, v26, v29, v20
	v_alignbit_b32 v26, v22, v22, 6
	v_alignbit_b32 v29, v22, v22, 11
	v_xor_b32_e32 v26, v26, v29
	v_alignbit_b32 v29, v22, v22, 25
	v_xor_b32_e32 v26, v26, v29
	v_bfi_b32 v29, v22, v23, v24
	v_add3_u32 v11, v11, v25, v29
	v_add3_u32 v11, v11, v26, s47
	v_alignbit_b32 v25, v20, v20, 2
	v_alignbit_b32 v26, v20, v20, 13
	v_xor_b32_e32 v25, v25, v26
	v_alignbit_b32 v26, v20, v20, 22
	v_xor_b32_e32 v25, v25, v26
	v_xor_b32_e32 v26, v27, v28
	v_and_b32_e32 v26, v20, v26
	v_and_b32_e32 v29, v27, v28
	v_xor_b32_e32 v26, v26, v29
	v_add_u32_e32 v21, v11, v21
	v_add3_u32 v11, v25, v26, v11
	v_alignbit_b32 v25, v21, v21, 6
	v_alignbit_b32 v26, v21, v21, 11
	v_xor_b32_e32 v25, v25, v26
	v_alignbit_b32 v26, v21, v21, 25
	v_xor_b32_e32 v25, v25, v26
	v_bfi_b32 v26, v21, v22, v23
	v_add3_u32 v10, v10, v24, v26
	v_add3_u32 v10, v10, v25, s48
	v_alignbit_b32 v24, v11, v11, 2
	v_alignbit_b32 v25, v11, v11, 13
	v_xor_b32_e32 v24, v24, v25
	v_alignbit_b32 v25, v11, v11, 22
	v_xor_b32_e32 v24, v24, v25
	v_xor_b32_e32 v25, v20, v27
	v_and_b32_e32 v25, v11, v25
	v_and_b32_e32 v26, v20, v27
	v_xor_b32_e32 v25, v25, v26
	v_add_u32_e32 v26, v10, v28
	v_add3_u32 v10, v24, v25, v10
	v_alignbit_b32 v24, v26, v26, 6
	v_alignbit_b32 v25, v26, v26, 11
	v_xor_b32_e32 v24, v24, v25
	v_alignbit_b32 v25, v26, v26, 25
	v_xor_b32_e32 v24, v24, v25
	v_bfi_b32 v25, v26, v21, v22
	v_add3_u32 v8, v8, v23, v25
	v_add3_u32 v8, v8, v24, s49
	v_alignbit_b32 v23, v10, v10, 2
	v_alignbit_b32 v24, v10, v10, 13
	v_xor_b32_e32 v23, v23, v24
	v_alignbit_b32 v24, v10, v10, 22
	v_xor_b32_e32 v23, v23, v24
	v_xor_b32_e32 v24, v11, v20
	v_and_b32_e32 v24, v10, v24
	v_and_b32_e32 v25, v11, v20
	v_xor_b32_e32 v24, v24, v25
	v_add_u32_e32 v25, v8, v27
	v_add3_u32 v8, v23, v24, v8
	v_alignbit_b32 v23, v25, v25, 6
	v_alignbit_b32 v24, v25, v25, 11
	v_xor_b32_e32 v23, v23, v24
	v_alignbit_b32 v24, v25, v25, 25
	v_xor_b32_e32 v23, v23, v24
	v_bfi_b32 v24, v25, v26, v21
	v_add3_u32 v9, v9, v22, v24
	v_add3_u32 v9, v9, v23, s50
	v_alignbit_b32 v22, v8, v8, 2
	v_alignbit_b32 v23, v8, v8, 13
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v8, v8, 22
	v_xor_b32_e32 v22, v22, v23
	v_xor_b32_e32 v23, v10, v11
	v_and_b32_e32 v23, v8, v23
	v_and_b32_e32 v24, v10, v11
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v20, v9, v20
	v_add3_u32 v9, v22, v23, v9
	v_alignbit_b32 v22, v20, v20, 6
	v_alignbit_b32 v23, v20, v20, 11
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v20, v20, 25
	v_xor_b32_e32 v22, v22, v23
	v_bfi_b32 v23, v20, v25, v26
	v_add3_u32 v7, v7, v21, v23
	v_add3_u32 v7, v7, v22, s51
	v_alignbit_b32 v21, v9, v9, 2
	v_alignbit_b32 v22, v9, v9, 13
	v_xor_b32_e32 v21, v21, v22
	v_alignbit_b32 v22, v9, v9, 22
	v_xor_b32_e32 v21, v21, v22
	v_xor_b32_e32 v22, v8, v10
	v_and_b32_e32 v22, v9, v22
	v_and_b32_e32 v23, v8, v10
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v11, v7, v11
	v_add3_u32 v7, v21, v22, v7
	v_alignbit_b32 v21, v11, v11, 6
	v_alignbit_b32 v22, v11, v11, 11
	v_xor_b32_e32 v21, v21, v22
	v_alignbit_b32 v22, v11, v11, 25
	v_xor_b32_e32 v21, v21, v22
	v_bfi_b32 v22, v11, v20, v25
	v_add3_u32 v6, v6, v26, v22
	v_add3_u32 v6, v6, v21, s52
	v_alignbit_b32 v21, v7, v7, 2
	v_alignbit_b32 v22, v7, v7, 13
	v_xor_b32_e32 v21, v21, v22
	v_alignbit_b32 v22, v7, v7, 22
	v_xor_b32_e32 v21, v21, v22
	v_xor_b32_e32 v22, v9, v8
	v_and_b32_e32 v22, v7, v22
	v_and_b32_e32 v23, v9, v8
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v10, v6, v10
	v_add3_u32 v6, v21, v22, v6
	v_alignbit_b32 v21, v10, v10, 6
	v_alignbit_b32 v22, v10, v10, 11
	v_xor_b32_e32 v21, v21, v22
	v_alignbit_b32 v22, v10, v10, 25
	v_xor_b32_e32 v21, v21, v22
	v_bfi_b32 v22, v10, v11, v20
	v_add3_u32 v22, v5, v25, v22
	v_add3_u32 v21, v22, v21, s53
	v_alignbit_b32 v22, v6, v6, 2
	v_alignbit_b32 v23, v6, v6, 13
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v6, v6, 22
	v_xor_b32_e32 v22, v22, v23
	v_xor_b32_e32 v23, v7, v9
	v_and_b32_e32 v23, v6, v23
	v_and_b32_e32 v24, v7, v9
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v8, v21, v8
	v_add3_u32 v21, v22, v23, v21
	v_alignbit_b32 v22, v8, v8, 6
	v_alignbit_b32 v23, v8, v8, 11
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v8, v8, 25
	v_xor_b32_e32 v22, v22, v23
	v_bfi_b32 v23, v8, v10, v11
	v_add3_u32 v20, v4, v20, v23
	v_add3_u32 v20, v20, v22, s54
	v_alignbit_b32 v22, v21, v21, 2
	v_alignbit_b32 v23, v21, v21, 13
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v21, v21, 22
	v_xor_b32_e32 v22, v22, v23
	v_xor_b32_e32 v23, v6, v7
	v_and_b32_e32 v23, v21, v23
	v_and_b32_e32 v24, v6, v7
	v_xor_b32_e32 v23, v23, v24
	v_add_u32_e32 v9, v20, v9
	v_add3_u32 v20, v22, v23, v20
	v_alignbit_b32 v22, v9, v9, 6
	v_alignbit_b32 v23, v9, v9, 11
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v9, v9, 25
	v_xor_b32_e32 v22, v22, v23
	v_bfi_b32 v23, v9, v8, v10
	v_add3_u32 v11, v14, v11, v23
	v_add3_u32 v11, v11, v22, s55
	v_alignbit_b32 v14, v20, v20, 2
	v_alignbit_b32 v22, v20, v20, 13
	v_xor_b32_e32 v14, v14, v22
	v_alignbit_b32 v22, v20, v20, 22
	v_xor_b32_e32 v14, v14, v22
	v_xor_b32_e32 v22, v21, v6
	v_and_b32_e32 v22, v20, v22
	v_and_b32_e32 v23, v21, v6
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v7, v11, v7
	v_add3_u32 v11, v14, v22, v11
	v_alignbit_b32 v14, v7, v7, 6
	v_alignbit_b32 v22, v7, v7, 11
	v_xor_b32_e32 v14, v14, v22
	v_alignbit_b32 v22, v7, v7, 25
	v_xor_b32_e32 v14, v14, v22
	v_bfi_b32 v22, v7, v9, v8
	v_add3_u32 v10, v12, v10, v22
	v_add3_u32 v10, v10, v14, s56
	v_alignbit_b32 v12, v11, v11, 2
	v_alignbit_b32 v14, v11, v11, 13
	v_xor_b32_e32 v12, v12, v14
	v_alignbit_b32 v14, v11, v11, 22
	v_xor_b32_e32 v12, v12, v14
	v_xor_b32_e32 v14, v20, v21
	v_and_b32_e32 v14, v11, v14
	v_and_b32_e32 v22, v20, v21
	v_xor_b32_e32 v14, v14, v22
	v_add_u32_e32 v6, v10, v6
	v_add3_u32 v10, v12, v14, v10
	v_alignbit_b32 v12, v6, v6, 6
	v_alignbit_b32 v14, v6, v6, 11
	v_xor_b32_e32 v12, v12, v14
	v_alignbit_b32 v14, v6, v6, 25
	v_xor_b32_e32 v12, v12, v14
	v_bfi_b32 v14, v6, v7, v9
	v_add3_u32 v3, v3, v8, v14
	v_add3_u32 v3, v3, v12, s58
	v_alignbit_b32 v8, v10, v10, 2
	v_alignbit_b32 v12, v10, v10, 13
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v12, v10, v10, 22
	v_xor_b32_e32 v8, v8, v12
	v_xor_b32_e32 v12, v11, v20
	v_and_b32_e32 v12, v10, v12
	v_and_b32_e32 v14, v11, v20
	v_xor_b32_e32 v12, v12, v14
	v_add_u32_e32 v22, v3, v21
	v_add3_u32 v3, v8, v12, v3
	v_alignbit_b32 v8, v22, v22, 6
	v_alignbit_b32 v12, v22, v22, 11
	v_xor_b32_e32 v8, v8, v12
	v_alignbit_b32 v12, v22, v22, 25
	v_xor_b32_e32 v8, v8, v12
	v_bfi_b32 v12, v22, v6, v7
	v_add3_u32 v1, v1, v9, v12
	v_add3_u32 v1, v1, v8, s59
	v_alignbit_b32 v8, v3, v3, 2
	v_alignbit_b32 v9, v3, v3, 13
	v_xor_b32_e32 v8, v8, v9
	v_alignbit_b32 v9, v3, v3, 22
	v_xor_b32_e32 v8, v8, v9
	v_xor_b32_e32 v9, v10, v11
	v_and_b32_e32 v9, v3, v9
	v_and_b32_e32 v12, v10, v11
	v_xor_b32_e32 v9, v9, v12
	v_add_u32_e32 v30, v1, v20
	v_add3_u32 v14, v8, v9, v1
	v_alignbit_b32 v1, v30, v30, 6
	v_alignbit_b32 v8, v30, v30, 11
	v_xor_b32_e32 v1, v1, v8
	v_alignbit_b32 v8, v30, v30, 25
	v_xor_b32_e32 v1, v1, v8
	v_bfi_b32 v8, v30, v22, v6
	v_add3_u32 v2, v2, v7, v8
	v_add3_u32 v1, v2, v1, s57
	v_alignbit_b32 v2, v14, v14, 2
	v_alignbit_b32 v7, v14, v14, 13
	v_xor_b32_e32 v2, v2, v7
	v_alignbit_b32 v7, v14, v14, 22
	v_xor_b32_e32 v2, v2, v7
	v_xor_b32_e32 v7, v3, v10
	v_and_b32_e32 v7, v14, v7
	v_and_b32_e32 v8, v3, v10
	v_xor_b32_e32 v7, v7, v8
	v_add_u32_e32 v25, v1, v11
	v_lshrrev_b32_e32 v47, 3, v16
	v_add3_u32 v50, v2, v7, v1
	v_alignbit_b32 v1, v25, v25, 6
	v_alignbit_b32 v2, v25, v25, 11
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v25, v25, 25
	v_xad_u32 v7, v13, v47, v19
	v_xor_b32_e32 v1, v1, v2
	v_bfi_b32 v2, v25, v30, v22
	v_add3_u32 v0, v7, v5, v0
	v_add3_u32 v0, v0, v6, v2
	v_add3_u32 v0, v0, v1, s60
	v_alignbit_b32 v1, v50, v50, 2
	v_alignbit_b32 v2, v50, v50, 13
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v50, v50, 22
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v2, v14, v3
	v_and_b32_e32 v2, v50, v2
	v_and_b32_e32 v5, v14, v3
	v_xor_b32_e32 v2, v2, v5
	v_add_u32_e32 v21, v0, v10
	v_add3_u32 v51, v1, v2, v0
	v_alignbit_b32 v0, v21, v21, 6
	v_alignbit_b32 v1, v21, v21, 11
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v21, v21, 25
	v_xad_u32 v2, v49, v46, v16
	v_xor_b32_e32 v0, v0, v1
	v_bfi_b32 v1, v21, v25, v30
	v_add3_u32 v2, v2, v4, v15
	v_add3_u32 v1, v2, v22, v1
	v_add3_u32 v0, v1, v0, s35
	v_alignbit_b32 v1, v51, v51, 2
	v_alignbit_b32 v2, v51, v51, 13
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v51, v51, 22
	v_xor_b32_e32 v1, v1, v2
	v_xor_b32_e32 v2, v50, v14
	v_and_b32_e32 v2, v51, v2
	v_and_b32_e32 v4, v50, v14
	v_xor_b32_e32 v2, v2, v4
	v_add3_u32 v52, v2, v1, v0
	v_add_u32_e32 v1, 0xbb67ae85, v51
	v_alignbit_b32 v6, v1, v1, 7
	v_alignbit_b32 v7, v1, v1, 18
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v1, 3, v1
	s_mov_b32 s3, 0x6a09e667
	v_add_u32_e32 v2, 0x3c6ef372, v50
	v_xor_b32_e32 v1, v6, v1
	v_add3_u32 v48, v52, v1, s3
	v_alignbit_b32 v1, v2, v2, 7
	v_alignbit_b32 v6, v2, v2, 18
	v_xor_b32_e32 v1, v1, v6
	v_lshrrev_b32_e32 v6, 3, v2
	v_xor_b32_e32 v1, v1, v6
	v_add3_u32 v49, v51, v1, s61
	v_alignbit_b32 v1, v48, v48, 17
	v_alignbit_b32 v6, v48, v48, 19
	v_add_u32_e32 v4, 0xa54ff53a, v14
	v_xor_b32_e32 v1, v1, v6
	v_lshrrev_b32_e32 v6, 10, v48
	v_xor_b32_e32 v1, v1, v6
	v_alignbit_b32 v6, v4, v4, 7
	v_alignbit_b32 v7, v4, v4, 18
	v_xor_b32_e32 v6, v6, v7
	v_lshrrev_b32_e32 v7, 3, v4
	v_xor_b32_e32 v6, v6, v7
	v_add3_u32 v47, v2, v6, v1
	v_alignbit_b32 v1, v49, v49, 17
	v_alignbit_b32 v2, v49, v49, 19
	v_add3_u32 v16, v3, v0, s2
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v49
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v16, v16, 7
	v_alignbit_b32 v6, v16, v16, 18
	v_xor_b32_e32 v2, v2, v6
	v_lshrrev_b32_e32 v6, 3, v16
	v_xor_b32_e32 v2, v2, v6
	v_add3_u32 v46, v4, v2, v1
	v_alignbit_b32 v1, v47, v47, 17
	v_alignbit_b32 v2, v47, v47, 19
	v_add_u32_e32 v0, 0x9b05688c, v21
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v47
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v0, v0, 7
	v_alignbit_b32 v4, v0, v0, 18
	v_xor_b32_e32 v2, v2, v4
	v_lshrrev_b32_e32 v4, 3, v0
	v_xor_b32_e32 v2, v2, v4
	v_add3_u32 v45, v16, v2, v1
	v_alignbit_b32 v1, v46, v46, 17
	v_alignbit_b32 v2, v46, v46, 19
	v_add_u32_e32 v3, 0x1f83d9ab, v25
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v46
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v3, v3, 7
	v_alignbit_b32 v4, v3, v3, 18
	v_xor_b32_e32 v2, v2, v4
	v_lshrrev_b32_e32 v3, 3, v3
	v_xor_b32_e32 v2, v2, v3
	v_add3_u32 v44, v0, v2, v1
	v_alignbit_b32 v0, v45, v45, 17
	v_alignbit_b32 v1, v45, v45, 19
	v_add_u32_e32 v5, 0x5be0cd19, v30
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v45
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v5, v5, 7
	v_alignbit_b32 v2, v5, v5, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v5
	v_xad_u32 v1, v1, v2, v25
	s_mov_b32 s61, 0x1f83daab
	v_add3_u32 v43, v1, v0, s61
	v_alignbit_b32 v0, v44, v44, 17
	v_alignbit_b32 v1, v44, v44, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v44
	v_xor_b32_e32 v0, v0, v1
	v_add_u32_e32 v1, v30, v48
	s_mov_b32 s61, 0x6ce0ed19
	v_add3_u32 v42, v1, v0, s61
	v_alignbit_b32 v0, v43, v43, 17
	v_alignbit_b32 v1, v43, v43, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v43
	v_xor_b32_e32 v0, v0, v1
	s_brev_b32 s61, 1
	v_add3_u32 v41, v0, v49, s61
	v_alignbit_b32 v0, v42, v42, 17
	v_alignbit_b32 v1, v42, v42, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v42
	v_xad_u32 v40, v0, v1, v47
	v_alignbit_b32 v0, v41, v41, 17
	v_alignbit_b32 v1, v41, v41, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v41
	v_xad_u32 v39, v0, v1, v46
	v_alignbit_b32 v0, v40, v40, 17
	v_alignbit_b32 v1, v40, v40, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v40
	v_xad_u32 v38, v0, v1, v45
	v_alignbit_b32 v0, v39, v39, 17
	v_alignbit_b32 v1, v39, v39, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v39
	v_xad_u32 v37, v0, v1, v44
	v_alignbit_b32 v0, v38, v38, 17
	v_alignbit_b32 v1, v38, v38, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v38
	v_xad_u32 v36, v0, v1, v43
	v_alignbit_b32 v0, v37, v37, 17
	v_alignbit_b32 v1, v37, v37, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v37
	v_xor_b32_e32 v0, v0, v1
	s_mov_b32 s61, 0x400022
	v_add3_u32 v35, v42, v0, s61
	v_alignbit_b32 v0, v36, v36, 17
	v_alignbit_b32 v1, v36, v36, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v36
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v48, v48, 7
	v_alignbit_b32 v2, v48, v48, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v48
	v_xad_u32 v1, v1, v2, v41
	s_movk_i32 s61, 0x100
	v_add3_u32 v34, v1, v0, s61
	v_alignbit_b32 v0, v35, v35, 17
	v_alignbit_b32 v1, v35, v35, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v35
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v49, v49, 7
	v_alignbit_b32 v2, v49, v49, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v49
	v_xad_u32 v1, v1, v2, v48
	v_add3_u32 v33, v1, v40, v0
	v_alignbit_b32 v0, v34, v34, 17
	v_alignbit_b32 v1, v34, v34, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v34
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v47, v47, 7
	v_alignbit_b32 v2, v47, v47, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v47
	v_xad_u32 v1, v1, v2, v49
	v_add3_u32 v32, v1, v39, v0
	v_alignbit_b32 v0, v33, v33, 17
	v_alignbit_b32 v1, v33, v33, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v33
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v46, v46, 7
	v_alignbit_b32 v2, v46, v46, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v46
	v_xad_u32 v1, v1, v2, v47
	v_add3_u32 v31, v1, v38, v0
	v_alignbit_b32 v0, v32, v32, 17
	v_alignbit_b32 v1, v32, v32, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v32
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v45, v45, 7
	v_alignbit_b32 v2, v45, v45, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v45
	v_xad_u32 v1, v1, v2, v46
	v_add3_u32 v29, v1, v37, v0
	v_alignbit_b32 v0, v31, v31, 17
	v_alignbit_b32 v1, v31, v31, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v31
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v44, v44, 7
	v_alignbit_b32 v2, v44, v44, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v44
	v_xad_u32 v1, v1, v2, v45
	v_add3_u32 v28, v1, v36, v0
	v_alignbit_b32 v0, v29, v29, 17
	v_alignbit_b32 v1, v29, v29, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v29
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v43, v43, 7
	v_alignbit_b32 v2, v43, v43, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v43
	v_xad_u32 v1, v1, v2, v44
	v_add3_u32 v27, v1, v35, v0
	v_alignbit_b32 v0, v28, v28, 17
	v_alignbit_b32 v1, v28, v28, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v28
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v42, v42, 7
	v_alignbit_b32 v2, v42, v42, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v42
	v_xad_u32 v1, v1, v2, v43
	v_add3_u32 v26, v1, v34, v0
	v_alignbit_b32 v0, v27, v27, 17
	v_alignbit_b32 v1, v27, v27, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v27
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v41, v41, 7
	v_alignbit_b32 v2, v41, v41, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v41
	v_xad_u32 v1, v1, v2, v42
	v_add3_u32 v24, v1, v33, v0
	v_alignbit_b32 v0, v26, v26, 17
	v_alignbit_b32 v1, v26, v26, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v26
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v40, v40, 7
	v_alignbit_b32 v2, v40, v40, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v40
	v_xad_u32 v1, v1, v2, v41
	v_add3_u32 v23, v1, v32, v0
	v_alignbit_b32 v0, v24, v24, 17
	v_alignbit_b32 v1, v24, v24, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v24
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v39, v39, 7
	v_alignbit_b32 v2, v39, v39, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v39
	v_xad_u32 v1, v1, v2, v40
	v_add3_u32 v22, v1, v31, v0
	v_alignbit_b32 v0, v23, v23, 17
	v_alignbit_b32 v1, v23, v23, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v23
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v38, v38, 7
	v_alignbit_b32 v2, v38, v38, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v38
	v_xad_u32 v1, v1, v2, v39
	v_add3_u32 v20, v1, v29, v0
	v_alignbit_b32 v0, v22, v22, 17
	v_alignbit_b32 v1, v22, v22, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v22
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v37, v37, 7
	v_alignbit_b32 v2, v37, v37, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v37
	v_xad_u32 v1, v1, v2, v38
	v_add3_u32 v19, v1, v28, v0
	v_alignbit_b32 v0, v20, v20, 17
	v_alignbit_b32 v1, v20, v20, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v20
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v36, v36, 7
	v_alignbit_b32 v2, v36, v36, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v36
	v_xad_u32 v1, v1, v2, v37
	v_add3_u32 v15, v1, v27, v0
	v_alignbit_b32 v0, v19, v19, 17
	v_alignbit_b32 v1, v19, v19, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v19
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v35, v35, 7
	v_alignbit_b32 v2, v35, v35, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v35
	v_xad_u32 v1, v1, v2, v36
	v_add3_u32 v13, v1, v26, v0
	v_alignbit_b32 v0, v15, v15, 17
	v_alignbit_b32 v1, v15, v15, 19
	v_xor_b32_e32 v0, v0, v1
	v_lshrrev_b32_e32 v1, 10, v15
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v34, v34, 7
	v_alignbit_b32 v2, v34, v34, 18
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 3, v34
	v_xad_u32 v1, v1, v2, v35
	v_add3_u32 v0, v1, v24, v0
	v_alignbit_b32 v1, v13, v13, 17
	v_alignbit_b32 v2, v13, v13, 19
	v_xor_b32_e32 v1, v1, v2
	v_lshrrev_b32_e32 v2, 10, v13
	v_xor_b32_e32 v1, v1, v2
	v_alignbit_b32 v2, v33, v33, 7
	v_alignbit_b32 v3, v33, v33, 18
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 3, v33
	v_xad_u32 v2, v2, v3, v34
	v_add3_u32 v1, v2, v23, v1
	v_alignbit_b32 v2, v0, v0, 17
	v_alignbit_b32 v3, v0, v0, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v0
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v32, v32, 7
	v_alignbit_b32 v4, v32, v32, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v32
	v_xad_u32 v3, v3, v4, v33
	v_add3_u32 v12, v3, v22, v2
	v_alignbit_b32 v2, v1, v1, 17
	v_alignbit_b32 v3, v1, v1, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v1
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v31, v31, 7
	v_alignbit_b32 v4, v31, v31, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v31
	v_xad_u32 v3, v3, v4, v32
	v_add3_u32 v11, v3, v20, v2
	v_alignbit_b32 v2, v12, v12, 17
	v_alignbit_b32 v3, v12, v12, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v12
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v29, v29, 7
	v_alignbit_b32 v4, v29, v29, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v29
	v_xad_u32 v3, v3, v4, v31
	v_add3_u32 v10, v3, v19, v2
	v_alignbit_b32 v2, v11, v11, 17
	v_alignbit_b32 v3, v11, v11, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v11
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v28, v28, 7
	v_alignbit_b32 v4, v28, v28, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v28
	v_xad_u32 v3, v3, v4, v29
	v_add3_u32 v9, v3, v15, v2
	v_alignbit_b32 v2, v10, v10, 17
	v_alignbit_b32 v3, v10, v10, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v10
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v27, v27, 7
	v_alignbit_b32 v4, v27, v27, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v27
	v_xad_u32 v3, v3, v4, v28
	v_add3_u32 v8, v3, v13, v2
	v_alignbit_b32 v2, v9, v9, 17
	v_alignbit_b32 v3, v9, v9, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v9
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v26, v26, 7
	v_alignbit_b32 v4, v26, v26, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v26
	v_xad_u32 v3, v3, v4, v27
	v_add3_u32 v7, v3, v0, v2
	v_alignbit_b32 v2, v8, v8, 17
	v_alignbit_b32 v3, v8, v8, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v8
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v24, v24, 7
	v_alignbit_b32 v4, v24, v24, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v24
	v_xad_u32 v3, v3, v4, v26
	v_add3_u32 v6, v3, v1, v2
	v_alignbit_b32 v2, v7, v7, 17
	v_alignbit_b32 v3, v7, v7, 19
	v_xor_b32_e32 v2, v2, v3
	v_lshrrev_b32_e32 v3, 10, v7
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v23, v23, 7
	v_alignbit_b32 v4, v23, v23, 18
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 3, v23
	v_xad_u32 v3, v3, v4, v24
	v_add3_u32 v2, v3, v12, v2
	v_alignbit_b32 v3, v6, v6, 17
	v_alignbit_b32 v4, v6, v6, 19
	v_xor_b32_e32 v3, v3, v4
	v_lshrrev_b32_e32 v4, 10, v6
	v_xor_b32_e32 v3, v3, v4
	v_alignbit_b32 v4, v22, v22, 7
	v_alignbit_b32 v5, v22, v22, 18
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 3, v22
	v_xad_u32 v4, v4, v5, v23
	v_add3_u32 v3, v4, v11, v3
	v_alignbit_b32 v4, v2, v2, 17
	v_alignbit_b32 v5, v2, v2, 19
	v_xor_b32_e32 v4, v4, v5
	v_lshrrev_b32_e32 v5, 10, v2
	v_xor_b32_e32 v4, v4, v5
	v_alignbit_b32 v5, v20, v20, 7
	v_alignbit_b32 v53, v20, v20, 18
	v_xor_b32_e32 v5, v5, v53
	v_lshrrev_b32_e32 v53, 3, v20
	v_xad_u32 v5, v5, v53, v22
	v_add3_u32 v5, v5, v10, v4
	v_alignbit_b32 v4, v3, v3, 17
	v_alignbit_b32 v53, v3, v3, 19
	v_xor_b32_e32 v4, v4, v53
	v_lshrrev_b32_e32 v53, 10, v3
	v_xor_b32_e32 v4, v4, v53
	v_alignbit_b32 v53, v19, v19, 7
	v_alignbit_b32 v54, v19, v19, 18
	v_xor_b32_e32 v53, v53, v54
	v_lshrrev_b32_e32 v54, 3, v19
	v_xad_u32 v53, v53, v54, v20
	v_add3_u32 v4, v53, v9, v4
	v_add_u32_e32 v53, 0x2d1c909, v52
	v_alignbit_b32 v55, v53, v53, 6
	v_alignbit_b32 v56, v53, v53, 11
	v_xor_b32_e32 v55, v55, v56
	v_alignbit_b32 v56, v53, v53, 25
	v_add_u32_e32 v54, 0x66126eb4, v52
	v_xor_b32_e32 v55, v55, v56
	v_and_b32_e32 v56, 0x510e527f, v53
	v_sub_u32_e32 v52, 0xfd2e36f6, v52
	v_and_or_b32 v52, v52, s5, v56
	v_add3_u32 v51, v51, v52, v55
	v_alignbit_b32 v52, v54, v54, 2
	v_alignbit_b32 v55, v54, v54, 13
	v_xor_b32_e32 v52, v52, v55
	v_alignbit_b32 v55, v54, v54, 22
	v_and_b32_e32 v56, 0xd16e48e2, v54
	v_xad_u32 v52, v52, v55, v56
	v_add_u32_e32 v55, 0x8891c033, v51
	v_alignbit_b32 v56, v55, v55, 6
	v_alignbit_b32 v57, v55, v55, 11
	s_mov_b32 s5, 0x762472c6
	v_xor_b32_e32 v56, v56, v57
	v_alignbit_b32 v57, v55, v55, 25
	v_add3_u32 v52, v51, v52, s5
	v_xor_b32_e32 v56, v56, v57
	v_and_b32_e32 v57, v55, v53
	v_sub_u32_e32 v51, 0xf76e3fcc, v51
	v_and_or_b32 v51, v51, s2, v57
	v_xor_b32_e32 v57, 0x6a09e667, v54
	v_add3_u32 v50, v50, v51, v56
	v_alignbit_b32 v51, v52, v52, 2
	v_alignbit_b32 v56, v52, v52, 13
	v_and_b32_e32 v57, v52, v57
	v_and_b32_e32 v58, 0x6a09e667, v54
	v_xor_b32_e32 v51, v51, v56
	v_alignbit_b32 v56, v52, v52, 22
	v_xor_b32_e32 v57, v57, v58
	v_xad_u32 v51, v51, v56, v57
	v_add_u32_e32 v56, 0x489d0652, v50
	v_alignbit_b32 v57, v56, v56, 6
	v_alignbit_b32 v58, v56, v56, 11
	s_mov_b32 s5, 0x8d3557cd
	v_xor_b32_e32 v57, v57, v58
	v_alignbit_b32 v58, v56, v56, 25
	v_add3_u32 v51, v50, v51, s5
	v_xor_b32_e32 v57, v57, v58
	v_and_b32_e32 v58, v56, v55
	v_sub_u32_e32 v50, 0xb762f9ad, v50
	v_and_or_b32 v50, v50, v53, v58
	v_add3_u32 v50, v14, v50, v57
	v_alignbit_b32 v14, v51, v51, 2
	v_alignbit_b32 v57, v51, v51, 13
	v_xor_b32_e32 v14, v14, v57
	v_xor_b32_e32 v57, v52, v54
	v_and_b32_e32 v57, v51, v57
	v_and_b32_e32 v58, v52, v54
	v_xor_b32_e32 v57, v57, v58
	v_alignbit_b32 v58, v51, v51, 22
	v_xad_u32 v57, v14, v58, v57
	v_add_u32_e32 v58, 0x4a1e09c5, v50
	v_and_b32_e32 v14, v58, v56
	v_sub_u32_e32 v59, 0xb5e1f63a, v50
	v_and_or_b32 v14, v59, v55, v14
	v_add3_u32 v53, v16, v53, v14
	v_alignbit_b32 v14, v5, v5, 17
	v_alignbit_b32 v16, v5, v5, 19
	v_xor_b32_e32 v14, v14, v16
	v_lshrrev_b32_e32 v16, 10, v5
	v_xor_b32_e32 v14, v14, v16
	v_alignbit_b32 v16, v15, v15, 7
	v_alignbit_b32 v59, v15, v15, 18
	v_xor_b32_e32 v16, v16, v59
	v_lshrrev_b32_e32 v59, 3, v15
	v_xad_u32 v16, v16, v59, v19
	v_add3_u32 v16, v16, v8, v14
	v_alignbit_b32 v14, v4, v4, 17
	v_alignbit_b32 v59, v4, v4, 19
	v_xor_b32_e32 v14, v14, v59
	v_lshrrev_b32_e32 v59, 10, v4
	v_xor_b32_e32 v14, v14, v59
	v_alignbit_b32 v59, v13, v13, 7
	v_alignbit_b32 v60, v13, v13, 18
	v_xor_b32_e32 v59, v59, v60
	v_lshrrev_b32_e32 v60, 3, v13
	v_xad_u32 v59, v59, v60, v15
	s_mov_b32 s5, 0xe014235e
	v_add3_u32 v14, v59, v7, v14
	v_add3_u32 v50, v50, v57, s5
	v_alignbit_b32 v57, v58, v58, 6
	v_alignbit_b32 v59, v58, v58, 11
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v58, v58, 25
	v_xor_b32_e32 v57, v57, v59
	v_add3_u32 v53, v53, v57, s4
	v_alignbit_b32 v57, v50, v50, 2
	v_alignbit_b32 v59, v50, v50, 13
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v50, v50, 22
	v_xor_b32_e32 v57, v57, v59
	v_xor_b32_e32 v59, v51, v52
	v_and_b32_e32 v59, v50, v59
	v_and_b32_e32 v60, v51, v52
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v57, v57, v59, v53
	v_add_u32_e32 v53, v53, v54
	v_bfi_b32 v54, v53, v58, v56
	v_add3_u32 v54, v21, v55, v54
	v_alignbit_b32 v21, v16, v16, 17
	v_alignbit_b32 v55, v16, v16, 19
	v_xor_b32_e32 v21, v21, v55
	v_lshrrev_b32_e32 v55, 10, v16
	v_xor_b32_e32 v21, v21, v55
	v_alignbit_b32 v55, v0, v0, 7
	v_alignbit_b32 v59, v0, v0, 18
	v_xor_b32_e32 v55, v55, v59
	v_lshrrev_b32_e32 v59, 3, v0
	v_xad_u32 v55, v55, v59, v13
	v_add3_u32 v21, v55, v6, v21
	v_alignbit_b32 v55, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v55, v55, v59
	s_mov_b32 s4, 0xf4f67a7d
	v_add3_u32 v54, v54, v55, s4
	v_alignbit_b32 v55, v57, v57, 2
	v_alignbit_b32 v59, v57, v57, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v57, v57, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v50, v51
	v_and_b32_e32 v59, v57, v59
	v_and_b32_e32 v60, v50, v51
	v_xor_b32_e32 v59, v59, v60
	v_add_u32_e32 v52, v54, v52
	v_add3_u32 v55, v55, v59, v54
	v_bfi_b32 v54, v52, v53, v58
	v_add3_u32 v54, v25, v56, v54
	v_alignbit_b32 v25, v14, v14, 17
	v_alignbit_b32 v56, v14, v14, 19
	v_xor_b32_e32 v25, v25, v56
	v_lshrrev_b32_e32 v56, 10, v14
	v_xor_b32_e32 v25, v25, v56
	v_alignbit_b32 v56, v52, v52, 6
	v_alignbit_b32 v59, v52, v52, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v52, v52, 25
	v_xor_b32_e32 v56, v56, v59
	s_mov_b32 s4, 0xb1c35c4f
	v_add3_u32 v54, v54, v56, s4
	v_alignbit_b32 v56, v55, v55, 2
	v_alignbit_b32 v59, v55, v55, 13
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v55, v55, 22
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v59, v57, v50
	v_and_b32_e32 v59, v55, v59
	v_and_b32_e32 v60, v57, v50
	v_xor_b32_e32 v59, v59, v60
	v_add_u32_e32 v51, v54, v51
	v_add3_u32 v56, v56, v59, v54
	v_bfi_b32 v54, v51, v52, v53
	v_add3_u32 v54, v30, v58, v54
	v_alignbit_b32 v30, v1, v1, 7
	v_alignbit_b32 v58, v1, v1, 18
	v_xor_b32_e32 v30, v30, v58
	v_alignbit_b32 v58, v51, v51, 6
	v_alignbit_b32 v59, v51, v51, 11
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v51, v51, 25
	v_xor_b32_e32 v58, v58, v59
	s_mov_b32 s4, 0x6fd2bee
	v_add3_u32 v54, v54, v58, s4
	v_alignbit_b32 v58, v56, v56, 2
	v_alignbit_b32 v59, v56, v56, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v56, v56, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v55, v57
	v_and_b32_e32 v59, v56, v59
	v_and_b32_e32 v60, v55, v57
	v_xor_b32_e32 v59, v59, v60
	v_add_u32_e32 v50, v54, v50
	v_add3_u32 v58, v58, v59, v54
	v_alignbit_b32 v54, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v54, v54, v59
	v_bfi_b32 v59, v50, v51, v52
	v_add_u32_e32 v53, v53, v59
	s_mov_b32 s4, 0x5807aa98
	v_add3_u32 v53, v53, v54, s4
	v_alignbit_b32 v54, v58, v58, 2
	v_alignbit_b32 v59, v58, v58, 13
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v58, v58, 22
	v_xor_b32_e32 v54, v54, v59
	v_xor_b32_e32 v59, v56, v55
	v_and_b32_e32 v59, v58, v59
	v_and_b32_e32 v60, v56, v55
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v54, v54, v59, v53
	v_add_u32_e32 v53, v53, v57
	v_alignbit_b32 v57, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v57, v57, v59
	v_bfi_b32 v59, v53, v50, v51
	v_add_u32_e32 v52, v52, v59
	v_add3_u32 v52, v52, v57, s6
	v_alignbit_b32 v57, v54, v54, 2
	v_alignbit_b32 v59, v54, v54, 13
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v54, v54, 22
	v_xor_b32_e32 v57, v57, v59
	v_xor_b32_e32 v59, v58, v56
	v_and_b32_e32 v59, v54, v59
	v_and_b32_e32 v60, v58, v56
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v57, v57, v59, v52
	v_add_u32_e32 v52, v52, v55
	v_alignbit_b32 v55, v52, v52, 6
	v_alignbit_b32 v59, v52, v52, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v52, v52, 25
	v_xor_b32_e32 v55, v55, v59
	v_bfi_b32 v59, v52, v53, v50
	v_add_u32_e32 v51, v51, v59
	v_add3_u32 v51, v51, v55, s7
	v_alignbit_b32 v55, v57, v57, 2
	v_alignbit_b32 v59, v57, v57, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v57, v57, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v54, v58
	v_and_b32_e32 v59, v57, v59
	v_and_b32_e32 v60, v54, v58
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v55, v55, v59, v51
	v_add_u32_e32 v51, v51, v56
	v_alignbit_b32 v56, v51, v51, 6
	v_alignbit_b32 v59, v51, v51, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v51, v51, 25
	v_xor_b32_e32 v56, v56, v59
	v_bfi_b32 v59, v51, v52, v53
	v_add_u32_e32 v50, v50, v59
	v_add3_u32 v50, v50, v56, s8
	v_alignbit_b32 v56, v55, v55, 2
	v_alignbit_b32 v59, v55, v55, 13
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v55, v55, 22
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v59, v57, v54
	v_and_b32_e32 v59, v55, v59
	v_and_b32_e32 v60, v57, v54
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v56, v56, v59, v50
	v_add_u32_e32 v50, v50, v58
	v_alignbit_b32 v58, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v58, v58, v59
	v_bfi_b32 v59, v50, v51, v52
	v_add_u32_e32 v53, v53, v59
	v_add3_u32 v53, v53, v58, s9
	v_alignbit_b32 v58, v56, v56, 2
	v_alignbit_b32 v59, v56, v56, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v56, v56, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v55, v57
	v_and_b32_e32 v59, v56, v59
	v_and_b32_e32 v60, v55, v57
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v58, v58, v59, v53
	v_add_u32_e32 v53, v53, v54
	v_alignbit_b32 v54, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v54, v54, v59
	v_bfi_b32 v59, v53, v50, v51
	v_add_u32_e32 v52, v52, v59
	v_add3_u32 v52, v52, v54, s10
	v_alignbit_b32 v54, v58, v58, 2
	v_alignbit_b32 v59, v58, v58, 13
	v_xor_b32_e32 v54, v54, v59
	v_alignbit_b32 v59, v58, v58, 22
	v_xor_b32_e32 v54, v54, v59
	v_xor_b32_e32 v59, v56, v55
	v_and_b32_e32 v59, v58, v59
	v_and_b32_e32 v60, v56, v55
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v54, v54, v59, v52
	v_add_u32_e32 v52, v52, v57
	v_alignbit_b32 v57, v52, v52, 6
	v_alignbit_b32 v59, v52, v52, 11
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v52, v52, 25
	v_xor_b32_e32 v57, v57, v59
	v_bfi_b32 v59, v52, v53, v50
	v_add_u32_e32 v51, v51, v59
	v_add3_u32 v51, v51, v57, s11
	v_alignbit_b32 v57, v54, v54, 2
	v_alignbit_b32 v59, v54, v54, 13
	v_xor_b32_e32 v57, v57, v59
	v_alignbit_b32 v59, v54, v54, 22
	v_xor_b32_e32 v57, v57, v59
	v_xor_b32_e32 v59, v58, v56
	v_and_b32_e32 v59, v54, v59
	v_and_b32_e32 v60, v58, v56
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v57, v57, v59, v51
	v_add_u32_e32 v51, v51, v55
	v_alignbit_b32 v55, v51, v51, 6
	v_alignbit_b32 v59, v51, v51, 11
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v51, v51, 25
	v_xor_b32_e32 v55, v55, v59
	v_bfi_b32 v59, v51, v52, v53
	v_add_u32_e32 v50, v50, v59
	s_mov_b32 s4, 0xc19bf274
	v_add3_u32 v50, v50, v55, s4
	v_alignbit_b32 v55, v57, v57, 2
	v_alignbit_b32 v59, v57, v57, 13
	v_xor_b32_e32 v55, v55, v59
	v_alignbit_b32 v59, v57, v57, 22
	v_xor_b32_e32 v55, v55, v59
	v_xor_b32_e32 v59, v54, v58
	v_and_b32_e32 v59, v57, v59
	v_and_b32_e32 v60, v54, v58
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v55, v55, v59, v50
	v_add_u32_e32 v50, v50, v56
	v_bfi_b32 v56, v50, v51, v52
	v_add3_u32 v53, v48, v53, v56
	v_alignbit_b32 v48, v21, v21, 17
	v_alignbit_b32 v56, v21, v21, 19
	v_xor_b32_e32 v48, v48, v56
	v_lshrrev_b32_e32 v56, 10, v21
	v_xor_b32_e32 v48, v48, v56
	v_alignbit_b32 v56, v50, v50, 6
	v_alignbit_b32 v59, v50, v50, 11
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v50, v50, 25
	v_xor_b32_e32 v56, v56, v59
	v_add3_u32 v53, v53, v56, s12
	v_alignbit_b32 v56, v55, v55, 2
	v_alignbit_b32 v59, v55, v55, 13
	v_xor_b32_e32 v56, v56, v59
	v_alignbit_b32 v59, v55, v55, 22
	v_xor_b32_e32 v56, v56, v59
	v_xor_b32_e32 v59, v57, v54
	v_and_b32_e32 v59, v55, v59
	v_and_b32_e32 v60, v57, v54
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v56, v56, v59, v53
	v_add_u32_e32 v53, v53, v58
	v_bfi_b32 v58, v53, v50, v51
	v_add3_u32 v52, v49, v52, v58
	v_alignbit_b32 v49, v12, v12, 7
	v_alignbit_b32 v58, v12, v12, 18
	v_xor_b32_e32 v49, v49, v58
	v_alignbit_b32 v58, v53, v53, 6
	v_alignbit_b32 v59, v53, v53, 11
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v53, v53, 25
	v_xor_b32_e32 v58, v58, v59
	v_add3_u32 v52, v52, v58, s13
	v_alignbit_b32 v58, v56, v56, 2
	v_alignbit_b32 v59, v56, v56, 13
	v_xor_b32_e32 v58, v58, v59
	v_alignbit_b32 v59, v56, v56, 22
	v_xor_b32_e32 v58, v58, v59
	v_xor_b32_e32 v59, v55, v57
	v_and_b32_e32 v59, v56, v59
	v_and_b32_e32 v60, v55, v57
	v_xor_b32_e32 v59, v59, v60
	v_add3_u32 v58, v58, v59, v52
	v_add_u32_e32 v52, v52, v54
	v_bfi_b32 v54, v52, v53, v50
	v_add3_u32 v47, v47, v51, v54
	v_alignbit_b32 v51, v52, v52, 6
	v_alignbit_b32 v54, v52, v52, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v52, v52, 25
	v_xor_b32_e32 v51, v51, v54
	v_add3_u32 v47, v47, v51, s14
	v_alignbit_b32 v51, v58, v58, 2
	v_alignbit_b32 v54, v58, v58, 13
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v58, v58, 22
	v_xor_b32_e32 v51, v51, v54
	v_xor_b32_e32 v54, v56, v55
	v_and_b32_e32 v54, v58, v54
	v_and_b32_e32 v59, v56, v55
	v_xor_b32_e32 v54, v54, v59
	v_add_u32_e32 v57, v47, v57
	v_add3_u32 v47, v51, v54, v47
	v_alignbit_b32 v51, v57, v57, 6
	v_alignbit_b32 v54, v57, v57, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v57, v57, 25
	v_xor_b32_e32 v51, v51, v54
	v_bfi_b32 v54, v57, v52, v53
	v_add3_u32 v46, v46, v50, v54
	v_add3_u32 v50, v46, v51, s15
	v_alignbit_b32 v46, v47, v47, 2
	v_alignbit_b32 v51, v47, v47, 13
	v_xor_b32_e32 v46, v46, v51
	v_alignbit_b32 v51, v47, v47, 22
	v_xor_b32_e32 v51, v46, v51
	v_xor_b32_e32 v46, v58, v56
	v_and_b32_e32 v46, v47, v46
	v_and_b32_e32 v54, v58, v56
	v_xor_b32_e32 v54, v46, v54
	v_add_u32_e32 v55, v50, v55
	v_add3_u32 v50, v51, v54, v50
	v_alignbit_b32 v51, v55, v55, 6
	v_alignbit_b32 v54, v55, v55, 11
	v_xor_b32_e32 v51, v51, v54
	v_alignbit_b32 v54, v55, v55, 25
	v_xor_b32_e32 v51, v51, v54
	v_bfi_b32 v54, v55, v57, v52
	v_add3_u32 v45, v45, v53, v54
	v_add3_u32 v51, v45, v51, s16
	v_alignbit_b32 v45, v50, v50, 2
	v_alignbit_b32 v53, v50, v50, 13
	v_xor_b32_e32 v45, v45, v53
	v_alignbit_b32 v53, v50, v50, 22
	v_xor_b32_e32 v53, v45, v53
	v_xor_b32_e32 v45, v47, v58
	v_and_b32_e32 v45, v50, v45
	v_and_b32_e32 v54, v47, v58
	v_xor_b32_e32 v54, v45, v54
	v_add_u32_e32 v56, v51, v56
	v_add3_u32 v51, v53, v54, v51
	v_alignbit_b32 v53, v56, v56, 6
	v_alignbit_b32 v54, v56, v56, 11
	v_xor_b32_e32 v53, v53, v54
	v_alignbit_b32 v54, v56, v56, 25
	v_xor_b32_e32 v53, v53, v54
	v_bfi_b32 v54, v56, v55, v57
	v_add3_u32 v44, v44, v52, v54
	v_add3_u32 v44, v44, v53, s17
	v_alignbit_b32 v52, v51, v51, 2
	v_alignbit_b32 v53, v51, v51, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v51, v51, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v50, v47
	v_and_b32_e32 v53, v51, v53
	v_and_b32_e32 v54, v50, v47
	v_xor_b32_e32 v53, v53, v54
	v_add_u32_e32 v54, v44, v58
	v_add3_u32 v44, v52, v53, v44
	v_alignbit_b32 v52, v54, v54, 6
	v_alignbit_b32 v53, v54, v54, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v54, v54, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v54, v56, v55
	v_add3_u32 v43, v43, v57, v53
	v_add3_u32 v43, v43, v52, s18
	v_alignbit_b32 v52, v44, v44, 2
	v_alignbit_b32 v53, v44, v44, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v44, v44, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v51, v50
	v_and_b32_e32 v53, v44, v53
	v_and_b32_e32 v57, v51, v50
	v_xor_b32_e32 v53, v53, v57
	v_add_u32_e32 v47, v43, v47
	v_add3_u32 v43, v52, v53, v43
	v_alignbit_b32 v52, v47, v47, 6
	v_alignbit_b32 v53, v47, v47, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v47, v47, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v47, v54, v56
	v_add3_u32 v42, v42, v55, v53
	v_add3_u32 v42, v42, v52, s19
	v_alignbit_b32 v52, v43, v43, 2
	v_alignbit_b32 v53, v43, v43, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v43, v43, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v44, v51
	v_and_b32_e32 v53, v43, v53
	v_and_b32_e32 v55, v44, v51
	v_xor_b32_e32 v53, v53, v55
	v_add_u32_e32 v50, v42, v50
	v_add3_u32 v42, v52, v53, v42
	v_alignbit_b32 v52, v50, v50, 6
	v_alignbit_b32 v53, v50, v50, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v50, v50, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v50, v47, v54
	v_add3_u32 v41, v41, v56, v53
	v_add3_u32 v41, v41, v52, s20
	v_alignbit_b32 v52, v42, v42, 2
	v_alignbit_b32 v53, v42, v42, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v42, v42, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v43, v44
	v_and_b32_e32 v53, v42, v53
	v_and_b32_e32 v55, v43, v44
	v_xor_b32_e32 v53, v53, v55
	v_add_u32_e32 v51, v41, v51
	v_add3_u32 v41, v52, v53, v41
	v_alignbit_b32 v52, v51, v51, 6
	v_alignbit_b32 v53, v51, v51, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v51, v51, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v51, v50, v47
	v_add3_u32 v40, v40, v54, v53
	v_add3_u32 v40, v40, v52, s21
	v_alignbit_b32 v52, v41, v41, 2
	v_alignbit_b32 v53, v41, v41, 13
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v41, v41, 22
	v_xor_b32_e32 v52, v52, v53
	v_xor_b32_e32 v53, v42, v43
	v_and_b32_e32 v53, v41, v53
	v_and_b32_e32 v54, v42, v43
	v_xor_b32_e32 v53, v53, v54
	v_add_u32_e32 v44, v40, v44
	v_add3_u32 v40, v52, v53, v40
	v_alignbit_b32 v52, v44, v44, 6
	v_alignbit_b32 v53, v44, v44, 11
	v_xor_b32_e32 v52, v52, v53
	v_alignbit_b32 v53, v44, v44, 25
	v_xor_b32_e32 v52, v52, v53
	v_bfi_b32 v53, v44, v51, v50
	v_add3_u32 v39, v39, v47, v53
	v_add3_u32 v39, v39, v52, s22
	v_alignbit_b32 v47, v40, v40, 2
	v_alignbit_b32 v52, v40, v40, 13
	v_xor_b32_e32 v47, v47, v52
	v_alignbit_b32 v52, v40, v40, 22
	v_xor_b32_e32 v47, v47, v52
	v_xor_b32_e32 v52, v41, v42
	v_and_b32_e32 v52, v40, v52
	v_and_b32_e32 v53, v41, v42
	v_xor_b32_e32 v52, v52, v53
	v_add_u32_e32 v43, v39, v43
	v_add3_u32 v39, v47, v52, v39
	v_alignbit_b32 v47, v43, v43, 6
	v_alignbit_b32 v52, v43, v43, 11
	v_xor_b32_e32 v47, v47, v52
	v_alignbit_b32 v52, v43, v43, 25
	v_xor_b32_e32 v47, v47, v52
	v_bfi_b32 v52, v43, v44, v51
	v_add3_u32 v38, v38, v50, v52
	v_add3_u32 v38, v38, v47, s23
	v_alignbit_b32 v47, v39, v39, 2
	v_alignbit_b32 v50, v39, v39, 13
	v_xor_b32_e32 v47, v47, v50
	v_alignbit_b32 v50, v39, v39, 22
	v_xor_b32_e32 v47, v47, v50
	v_xor_b32_e32 v50, v40, v41
	v_and_b32_e32 v50, v39, v50
	v_and_b32_e32 v52, v40, v41
	v_xor_b32_e32 v50, v50, v52
	v_add_u32_e32 v42, v38, v42
	v_add3_u32 v38, v47, v50, v38
	v_alignbit_b32 v47, v42, v42, 6
	v_alignbit_b32 v50, v42, v42, 11
	v_xor_b32_e32 v47, v47, v50
	v_alignbit_b32 v50, v42, v42, 25
	v_xor_b32_e32 v47, v47, v50
	v_bfi_b32 v50, v42, v43, v44
	v_add3_u32 v37, v37, v51, v50
	v_add3_u32 v37, v37, v47, s24
	v_alignbit_b32 v47, v38, v38, 2
	v_alignbit_b32 v50, v38, v38, 13
	v_xor_b32_e32 v47, v47, v50
	v_alignbit_b32 v50, v38, v38, 22
	v_xor_b32_e32 v47, v47, v50
	v_xor_b32_e32 v50, v39, v40
	v_and_b32_e32 v50, v38, v50
	v_and_b32_e32 v51, v39, v40
	v_xor_b32_e32 v50, v50, v51
	v_add_u32_e32 v41, v37, v41
	v_add3_u32 v37, v47, v50, v37
	v_alignbit_b32 v47, v41, v41, 6
	v_alignbit_b32 v50, v41, v41, 11
	v_xor_b32_e32 v47, v47, v50
	v_alignbit_b32 v50, v41, v41, 25
	v_xor_b32_e32 v47, v47, v50
	v_bfi_b32 v50, v41, v42, v43
	v_add3_u32 v36, v36, v44, v50
	v_add3_u32 v36, v36, v47, s25
	v_alignbit_b32 v44, v37, v37, 2
	v_alignbit_b32 v47, v37, v37, 13
	v_xor_b32_e32 v44, v44, v47
	v_alignbit_b32 v47, v37, v37, 22
	v_xor_b32_e32 v44, v44, v47
	v_xor_b32_e32 v47, v38, v39
	v_and_b32_e32 v47, v37, v47
	v_and_b32_e32 v50, v38, v39
	v_xor_b32_e32 v47, v47, v50
	v_add_u32_e32 v40, v36, v40
	v_add3_u32 v36, v44, v47, v36
	v_alignbit_b32 v44, v40, v40, 6
	v_alignbit_b32 v47, v40, v40, 11
	v_xor_b32_e32 v44, v44, v47
	v_alignbit_b32 v47, v40, v40, 25
	v_xor_b32_e32 v44, v44, v47
	v_bfi_b32 v47, v40, v41, v42
	v_add3_u32 v35, v35, v43, v47
	v_add3_u32 v35, v35, v44, s26
	v_alignbit_b32 v43, v36, v36, 2
	v_alignbit_b32 v44, v36, v36, 13
	v_xor_b32_e32 v43, v43, v44
	v_alignbit_b32 v44, v36, v36, 22
	v_xor_b32_e32 v43, v43, v44
	v_xor_b32_e32 v44, v37, v38
	v_and_b32_e32 v44, v36, v44
	v_and_b32_e32 v47, v37, v38
	v_xor_b32_e32 v44, v44, v47
	v_add_u32_e32 v39, v35, v39
	v_add3_u32 v35, v43, v44, v35
	v_alignbit_b32 v43, v39, v39, 6
	v_alignbit_b32 v44, v39, v39, 11
	v_xor_b32_e32 v43, v43, v44
	v_alignbit_b32 v44, v39, v39, 25
	v_xor_b32_e32 v43, v43, v44
	v_bfi_b32 v44, v39, v40, v41
	v_add3_u32 v34, v34, v42, v44
	v_add3_u32 v34, v34, v43, s27
	v_alignbit_b32 v42, v35, v35, 2
	v_alignbit_b32 v43, v35, v35, 13
	v_xor_b32_e32 v42, v42, v43
	v_alignbit_b32 v43, v35, v35, 22
	v_xor_b32_e32 v42, v42, v43
	v_xor_b32_e32 v43, v36, v37
	v_and_b32_e32 v43, v35, v43
	v_and_b32_e32 v44, v36, v37
	v_xor_b32_e32 v43, v43, v44
	v_add_u32_e32 v38, v34, v38
	v_add3_u32 v34, v42, v43, v34
	v_alignbit_b32 v42, v38, v38, 6
	v_alignbit_b32 v43, v38, v38, 11
	v_xor_b32_e32 v42, v42, v43
	v_alignbit_b32 v43, v38, v38, 25
	v_xor_b32_e32 v42, v42, v43
	v_bfi_b32 v43, v38, v39, v40
	v_add3_u32 v33, v33, v41, v43
	v_add3_u32 v33, v33, v42, s28
	v_alignbit_b32 v41, v34, v34, 2
	v_alignbit_b32 v42, v34, v34, 13
	v_xor_b32_e32 v41, v41, v42
	v_alignbit_b32 v42, v34, v34, 22
	v_xor_b32_e32 v41, v41, v42
	v_xor_b32_e32 v42, v35, v36
	v_and_b32_e32 v42, v34, v42
	v_and_b32_e32 v43, v35, v36
	v_xor_b32_e32 v42, v42, v43
	v_add_u32_e32 v37, v33, v37
	v_add3_u32 v33, v41, v42, v33
	v_alignbit_b32 v41, v37, v37, 6
	v_alignbit_b32 v42, v37, v37, 11
	v_xor_b32_e32 v41, v41, v42
	v_alignbit_b32 v42, v37, v37, 25
	v_xor_b32_e32 v41, v41, v42
	v_bfi_b32 v42, v37, v38, v39
	v_add3_u32 v32, v32, v40, v42
	v_add3_u32 v32, v32, v41, s29
	v_alignbit_b32 v40, v33, v33, 2
	v_alignbit_b32 v41, v33, v33, 13
	v_xor_b32_e32 v40, v40, v41
	v_alignbit_b32 v41, v33, v33, 22
	v_xor_b32_e32 v40, v40, v41
	v_xor_b32_e32 v41, v34, v35
	v_and_b32_e32 v41, v33, v41
	v_and_b32_e32 v42, v34, v35
	v_xor_b32_e32 v41, v41, v42
	v_add_u32_e32 v36, v32, v36
	v_add3_u32 v32, v40, v41, v32
	v_alignbit_b32 v40, v36, v36, 6
	v_alignbit_b32 v41, v36, v36, 11
	v_xor_b32_e32 v40, v40, v41
	v_alignbit_b32 v41, v36, v36, 25
	v_xor_b32_e32 v40, v40, v41
	v_bfi_b32 v41, v36, v37, v38
	v_add3_u32 v31, v31, v39, v41
	v_add3_u32 v31, v31, v40, s30
	v_alignbit_b32 v39, v32, v32, 2
	v_alignbit_b32 v40, v32, v32, 13
	v_xor_b32_e32 v39, v39, v40
	v_alignbit_b32 v40, v32, v32, 22
	v_xor_b32_e32 v39, v39, v40
	v_xor_b32_e32 v40, v33, v34
	v_and_b32_e32 v40, v32, v40
	v_and_b32_e32 v41, v33, v34
	v_xor_b32_e32 v40, v40, v41
	v_add_u32_e32 v35, v31, v35
	v_add3_u32 v31, v39, v40, v31
	v_alignbit_b32 v39, v35, v35, 6
	v_alignbit_b32 v40, v35, v35, 11
	v_xor_b32_e32 v39, v39, v40
	v_alignbit_b32 v40, v35, v35, 25
	v_xor_b32_e32 v39, v39, v40
	v_bfi_b32 v40, v35, v36, v37
	v_add3_u32 v29, v29, v38, v40
	v_add3_u32 v29, v29, v39, s31
	v_alignbit_b32 v38, v31, v31, 2
	v_alignbit_b32 v39, v31, v31, 13
	v_xor_b32_e32 v38, v38, v39
	v_alignbit_b32 v39, v31, v31, 22
	v_xor_b32_e32 v38, v38, v39
	v_xor_b32_e32 v39, v32, v33
	v_and_b32_e32 v39, v31, v39
	v_and_b32_e32 v40, v32, v33
	v_xor_b32_e32 v39, v39, v40
	v_add_u32_e32 v34, v29, v34
	v_add3_u32 v29, v38, v39, v29
	v_alignbit_b32 v38, v34, v34, 6
	v_alignbit_b32 v39, v34, v34, 11
	v_xor_b32_e32 v38, v38, v39
	v_alignbit_b32 v39, v34, v34, 25
	v_xor_b32_e32 v38, v38, v39
	v_bfi_b32 v39, v34, v35, v36
	v_add3_u32 v28, v28, v37, v39
	v_add3_u32 v28, v28, v38, s33
	v_alignbit_b32 v37, v29, v29, 2
	v_alignbit_b32 v38, v29, v29, 13
	v_xor_b32_e32 v37, v37, v38
	v_alignbit_b32 v38, v29, v29, 22
	v_xor_b32_e32 v37, v37, v38
	v_xor_b32_e32 v38, v31, v32
	v_and_b32_e32 v38, v29, v38
	v_and_b32_e32 v39, v31, v32
	v_xor_b32_e32 v38, v38, v39
	v_add_u32_e32 v33, v28, v33
	v_add3_u32 v28, v37, v38, v28
	v_alignbit_b32 v37, v33, v33, 6
	v_alignbit_b32 v38, v33, v33, 11
	v_xor_b32_e32 v37, v37, v38
	v_alignbit_b32 v38, v33, v33, 25
	v_xor_b32_e32 v37, v37, v38
	v_bfi_b32 v38, v33, v34, v35
	v_add3_u32 v27, v27, v36, v38
	v_add3_u32 v27, v27, v37, s34
	v_alignbit_b32 v36, v28, v28, 2
	v_alignbit_b32 v37, v28, v28, 13
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v37, v28, v28, 22
	v_xor_b32_e32 v36, v36, v37
	v_xor_b32_e32 v37, v29, v31
	v_and_b32_e32 v37, v28, v37
	v_and_b32_e32 v38, v29, v31
	v_xor_b32_e32 v37, v37, v38
	v_add_u32_e32 v32, v27, v32
	v_add3_u32 v27, v36, v37, v27
	v_alignbit_b32 v36, v32, v32, 6
	v_alignbit_b32 v37, v32, v32, 11
	v_xor_b32_e32 v36, v36, v37
	v_alignbit_b32 v37, v32, v32, 25
	v_xor_b32_e32 v36, v36, v37
	v_bfi_b32 v37, v32, v33, v34
	v_add3_u32 v26, v26, v35, v37
	v_add3_u32 v26, v26, v36, s36
	v_alignbit_b32 v35, v27, v27, 2
	v_alignbit_b32 v36, v27, v27, 13
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v36, v27, v27, 22
	v_xor_b32_e32 v35, v35, v36
	v_xor_b32_e32 v36, v28, v29
	v_and_b32_e32 v36, v27, v36
	v_and_b32_e32 v37, v28, v29
	v_xor_b32_e32 v36, v36, v37
	v_add_u32_e32 v31, v26, v31
	v_add3_u32 v26, v35, v36, v26
	v_alignbit_b32 v35, v31, v31, 6
	v_alignbit_b32 v36, v31, v31, 11
	v_xor_b32_e32 v35, v35, v36
	v_alignbit_b32 v36, v31, v31, 25
	v_xor_b32_e32 v35, v35, v36
	v_bfi_b32 v36, v31, v32, v33
	v_add3_u32 v24, v24, v34, v36
	v_add3_u32 v24, v24, v35, s37
	v_alignbit_b32 v34, v26, v26, 2
	v_alignbit_b32 v35, v26, v26, 13
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v26, v26, 22
	v_xor_b32_e32 v34, v34, v35
	v_xor_b32_e32 v35, v27, v28
	v_and_b32_e32 v35, v26, v35
	v_and_b32_e32 v36, v27, v28
	v_xor_b32_e32 v35, v35, v36
	v_add_u32_e32 v29, v24, v29
	v_add3_u32 v24, v34, v35, v24
	v_alignbit_b32 v34, v29, v29, 6
	v_alignbit_b32 v35, v29, v29, 11
	v_xor_b32_e32 v34, v34, v35
	v_alignbit_b32 v35, v29, v29, 25
	v_xor_b32_e32 v34, v34, v35
	v_bfi_b32 v35, v29, v31, v32
	v_add3_u32 v23, v23, v33, v35
	v_add3_u32 v23, v23, v34, s38
	v_alignbit_b32 v33, v24, v24, 2
	v_alignbit_b32 v34, v24, v24, 13
	v_xor_b32_e32 v33, v33, v34
	v_alignbit_b32 v34, v24, v24, 22
	v_xor_b32_e32 v33, v33, v34
	v_xor_b32_e32 v34, v26, v27
	v_and_b32_e32 v34, v24, v34
	v_and_b32_e32 v35, v26, v27
	v_xor_b32_e32 v34, v34, v35
	v_add_u32_e32 v28, v23, v28
	v_add3_u32 v23, v33, v34, v23
	v_alignbit_b32 v33, v28, v28, 6
	v_alignbit_b32 v34, v28, v28, 11
	v_xor_b32_e32 v33, v33, v34
	v_alignbit_b32 v34, v28, v28, 25
	v_xor_b32_e32 v33, v33, v34
	v_bfi_b32 v34, v28, v29, v31
	v_add3_u32 v22, v22, v32, v34
	v_add3_u32 v22, v22, v33, s39
	v_alignbit_b32 v32, v23, v23, 2
	v_alignbit_b32 v33, v23, v23, 13
	v_xor_b32_e32 v32, v32, v33
	v_alignbit_b32 v33, v23, v23, 22
	v_xor_b32_e32 v32, v32, v33
	v_xor_b32_e32 v33, v24, v26
	v_and_b32_e32 v33, v23, v33
	v_and_b32_e32 v34, v24, v26
	v_xor_b32_e32 v33, v33, v34
	v_add_u32_e32 v27, v22, v27
	v_add3_u32 v22, v32, v33, v22
	v_alignbit_b32 v32, v27, v27, 6
	v_alignbit_b32 v33, v27, v27, 11
	v_xor_b32_e32 v32, v32, v33
	v_alignbit_b32 v33, v27, v27, 25
	v_xor_b32_e32 v32, v32, v33
	v_bfi_b32 v33, v27, v28, v29
	v_add3_u32 v20, v20, v31, v33
	v_add3_u32 v20, v20, v32, s40
	v_alignbit_b32 v31, v22, v22, 2
	v_alignbit_b32 v32, v22, v22, 13
	v_xor_b32_e32 v31, v31, v32
	v_alignbit_b32 v32, v22, v22, 22
	v_xor_b32_e32 v31, v31, v32
	v_xor_b32_e32 v32, v23, v24
	v_and_b32_e32 v32, v22, v32
	v_and_b32_e32 v33, v23, v24
	v_xor_b32_e32 v32, v32, v33
	v_add_u32_e32 v26, v20, v26
	v_add3_u32 v20, v31, v32, v20
	v_alignbit_b32 v31, v26, v26, 6
	v_alignbit_b32 v32, v26, v26, 11
	v_xor_b32_e32 v31, v31, v32
	v_alignbit_b32 v32, v26, v26, 25
	v_xor_b32_e32 v31, v31, v32
	v_bfi_b32 v32, v26, v27, v28
	v_add3_u32 v19, v19, v29, v32
	v_add3_u32 v19, v19, v31, s41
	v_alignbit_b32 v29, v20, v20, 2
	v_alignbit_b32 v31, v20, v20, 13
	v_xor_b32_e32 v29, v29, v31
	v_alignbit_b32 v31, v20, v20, 22
	v_xor_b32_e32 v29, v29, v31
	v_xor_b32_e32 v31, v22, v23
	v_and_b32_e32 v31, v20, v31
	v_and_b32_e32 v32, v22, v23
	v_xor_b32_e32 v31, v31, v32
	v_add_u32_e32 v24, v19, v24
	v_add3_u32 v19, v29, v31, v19
	v_alignbit_b32 v29, v24, v24, 6
	v_alignbit_b32 v31, v24, v24, 11
	v_xor_b32_e32 v29, v29, v31
	v_alignbit_b32 v31, v24, v24, 25
	v_xor_b32_e32 v29, v29, v31
	v_bfi_b32 v31, v24, v26, v27
	v_add3_u32 v15, v15, v28, v31
	v_add3_u32 v15, v15, v29, s42
	v_alignbit_b32 v28, v19, v19, 2
	v_alignbit_b32 v29, v19, v19, 13
	v_xor_b32_e32 v28, v28, v29
	v_alignbit_b32 v29, v19, v19, 22
	v_xor_b32_e32 v28, v28, v29
	v_xor_b32_e32 v29, v20, v22
	v_and_b32_e32 v29, v19, v29
	v_and_b32_e32 v31, v20, v22
	v_xor_b32_e32 v29, v29, v31
	v_add_u32_e32 v23, v15, v23
	v_add3_u32 v15, v28, v29, v15
	v_alignbit_b32 v28, v23, v23, 6
	v_alignbit_b32 v29, v23, v23, 11
	v_xor_b32_e32 v28, v28, v29
	v_alignbit_b32 v29, v23, v23, 25
	v_xor_b32_e32 v28, v28, v29
	v_bfi_b32 v29, v23, v24, v26
	v_add3_u32 v13, v13, v27, v29
	v_add3_u32 v13, v13, v28, s43
	v_alignbit_b32 v27, v15, v15, 2
	v_alignbit_b32 v28, v15, v15, 13
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v15, v15, 22
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v28, v19, v20
	v_and_b32_e32 v28, v15, v28
	v_and_b32_e32 v29, v19, v20
	v_xor_b32_e32 v28, v28, v29
	v_add_u32_e32 v22, v13, v22
	v_add3_u32 v13, v27, v28, v13
	v_alignbit_b32 v27, v22, v22, 6
	v_alignbit_b32 v28, v22, v22, 11
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v22, v22, 25
	v_xor_b32_e32 v27, v27, v28
	v_bfi_b32 v28, v22, v23, v24
	v_add3_u32 v26, v0, v26, v28
	v_add3_u32 v26, v26, v27, s44
	v_alignbit_b32 v27, v13, v13, 2
	v_alignbit_b32 v28, v13, v13, 13
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v13, v13, 22
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v28, v15, v19
	v_and_b32_e32 v28, v13, v28
	v_and_b32_e32 v29, v15, v19
	v_xor_b32_e32 v28, v28, v29
	v_add_u32_e32 v20, v26, v20
	v_add3_u32 v26, v27, v28, v26
	v_alignbit_b32 v27, v20, v20, 6
	v_alignbit_b32 v28, v20, v20, 11
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v20, v20, 25
	v_xor_b32_e32 v27, v27, v28
	v_bfi_b32 v28, v20, v22, v23
	v_add3_u32 v24, v1, v24, v28
	v_add3_u32 v24, v24, v27, s45
	v_alignbit_b32 v27, v26, v26, 2
	v_alignbit_b32 v28, v26, v26, 13
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v26, v26, 22
	v_xor_b32_e32 v27, v27, v28
	v_xor_b32_e32 v28, v13, v15
	v_and_b32_e32 v28, v26, v28
	v_and_b32_e32 v29, v13, v15
	v_xor_b32_e32 v28, v28, v29
	v_add_u32_e32 v19, v24, v19
	v_add3_u32 v24, v27, v28, v24
	v_alignbit_b32 v27, v19, v19, 6
	v_alignbit_b32 v28, v19, v19, 11
	v_xor_b32_e32 v27, v27, v28
	v_alignbit_b32 v28, v19, v19, 25
	v_xor_b32_e32 v27, v27, v28
	v_bfi_b32 v28, v19, v20, v22
	v_lshrrev_b32_e32 v45, 3, v12
	v_add3_u32 v12, v12, v23, v28
	v_add3_u32 v12, v12, v27, s46
	v_alignbit_b32 v23, v24, v24, 2
	v_alignbit_b32 v27, v24, v24, 13
	v_xor_b32_e32 v23, v23, v27
	v_alignbit_b32 v27, v24, v24, 22
	v_xor_b32_e32 v23, v23, v27
	v_xor_b32_e32 v27, v26, v13
	v_and_b32_e32 v27, v24, v27
	v_and_b32_e32 v28, v26, v13
	v_xor_b32_e32 v27, v27, v28
	v_add_u32_e32 v15, v12, v15
	v_add3_u32 v12, v23, v27, v12
	v_alignbit_b32 v23, v15, v15, 6
	v_alignbit_b32 v27, v15, v15, 11
	v_xor_b32_e32 v23, v23, v27
	v_alignbit_b32 v27, v15, v15, 25
	v_xor_b32_e32 v23, v23, v27
	v_bfi_b32 v27, v15, v19, v20
	v_add3_u32 v11, v11, v22, v27
	v_add3_u32 v11, v11, v23, s47
	v_alignbit_b32 v22, v12, v12, 2
	v_alignbit_b32 v23, v12, v12, 13
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v12, v12, 22
	v_xor_b32_e32 v22, v22, v23
	v_xor_b32_e32 v23, v24, v26
	v_and_b32_e32 v23, v12, v23
	v_and_b32_e32 v27, v24, v26
	v_xor_b32_e32 v23, v23, v27
	v_add_u32_e32 v13, v11, v13
	v_add3_u32 v11, v22, v23, v11
	v_alignbit_b32 v22, v13, v13, 6
	v_alignbit_b32 v23, v13, v13, 11
	v_xor_b32_e32 v22, v22, v23
	v_alignbit_b32 v23, v13, v13, 25
	v_xor_b32_e32 v22, v22, v23
	v_bfi_b32 v23, v13, v15, v19
	v_add3_u32 v10, v10, v20, v23
	v_add3_u32 v10, v10, v22, s48
	v_alignbit_b32 v20, v11, v11, 2
	v_alignbit_b32 v22, v11, v11, 13
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v22, v11, v11, 22
	v_xor_b32_e32 v20, v20, v22
	v_xor_b32_e32 v22, v12, v24
	v_and_b32_e32 v22, v11, v22
	v_and_b32_e32 v23, v12, v24
	v_xor_b32_e32 v22, v22, v23
	v_add_u32_e32 v23, v10, v26
	v_add3_u32 v10, v20, v22, v10
	v_alignbit_b32 v20, v23, v23, 6
	v_alignbit_b32 v22, v23, v23, 11
	v_xor_b32_e32 v20, v20, v22
	v_alignbit_b32 v22, v23, v23, 25
	v_xor_b32_e32 v20, v20, v22
	v_bfi_b32 v22, v23, v13, v15
	v_add3_u32 v9, v9, v19, v22
	v_add3_u32 v9, v9, v20, s49
	v_alignbit_b32 v19, v10, v10, 2
	v_alignbit_b32 v20, v10, v10, 13
	v_xor_b32_e32 v19, v19, v20
	v_alignbit_b32 v20, v10, v10, 22
	v_xor_b32_e32 v19, v19, v20
	v_xor_b32_e32 v20, v11, v12
	v_and_b32_e32 v20, v10, v20
	v_and_b32_e32 v22, v11, v12
	v_xor_b32_e32 v20, v20, v22
	v_add_u32_e32 v22, v9, v24
	v_add3_u32 v9, v19, v20, v9
	v_alignbit_b32 v19, v22, v22, 6
	v_alignbit_b32 v20, v22, v22, 11
	v_xor_b32_e32 v19, v19, v20
	v_alignbit_b32 v20, v22, v22, 25
	v_xor_b32_e32 v19, v19, v20
	v_bfi_b32 v20, v22, v23, v13
	v_add3_u32 v8, v8, v15, v20
	v_add3_u32 v8, v8, v19, s50
	v_alignbit_b32 v15, v9, v9, 2
	v_alignbit_b32 v19, v9, v9, 13
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v9, v9, 22
	v_xor_b32_e32 v15, v15, v19
	v_xor_b32_e32 v19, v10, v11
	v_and_b32_e32 v19, v9, v19
	v_and_b32_e32 v20, v10, v11
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v12, v8, v12
	v_add3_u32 v8, v15, v19, v8
	v_alignbit_b32 v15, v12, v12, 6
	v_alignbit_b32 v19, v12, v12, 11
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v12, v12, 25
	v_xor_b32_e32 v15, v15, v19
	v_bfi_b32 v19, v12, v22, v23
	v_add3_u32 v7, v7, v13, v19
	v_add3_u32 v7, v7, v15, s51
	v_alignbit_b32 v13, v8, v8, 2
	v_alignbit_b32 v15, v8, v8, 13
	v_xor_b32_e32 v13, v13, v15
	v_alignbit_b32 v15, v8, v8, 22
	v_xor_b32_e32 v13, v13, v15
	v_xor_b32_e32 v15, v9, v10
	v_and_b32_e32 v15, v8, v15
	v_and_b32_e32 v19, v9, v10
	v_xor_b32_e32 v15, v15, v19
	v_add_u32_e32 v11, v7, v11
	v_add3_u32 v7, v13, v15, v7
	v_alignbit_b32 v13, v11, v11, 6
	v_alignbit_b32 v15, v11, v11, 11
	v_xor_b32_e32 v13, v13, v15
	v_alignbit_b32 v15, v11, v11, 25
	v_xor_b32_e32 v13, v13, v15
	v_bfi_b32 v15, v11, v12, v22
	v_add3_u32 v6, v6, v23, v15
	v_add3_u32 v6, v6, v13, s52
	v_alignbit_b32 v13, v7, v7, 2
	v_alignbit_b32 v15, v7, v7, 13
	v_xor_b32_e32 v13, v13, v15
	v_alignbit_b32 v15, v7, v7, 22
	v_xor_b32_e32 v13, v13, v15
	v_xor_b32_e32 v15, v8, v9
	v_and_b32_e32 v15, v7, v15
	v_and_b32_e32 v19, v8, v9
	v_xor_b32_e32 v15, v15, v19
	v_add_u32_e32 v10, v6, v10
	v_add3_u32 v6, v13, v15, v6
	v_alignbit_b32 v13, v10, v10, 6
	v_alignbit_b32 v15, v10, v10, 11
	v_xor_b32_e32 v13, v13, v15
	v_alignbit_b32 v15, v10, v10, 25
	v_xor_b32_e32 v13, v13, v15
	v_bfi_b32 v15, v10, v11, v12
	v_add3_u32 v15, v2, v22, v15
	v_add3_u32 v13, v15, v13, s53
	v_alignbit_b32 v15, v6, v6, 2
	v_alignbit_b32 v19, v6, v6, 13
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v6, v6, 22
	v_xor_b32_e32 v15, v15, v19
	v_xor_b32_e32 v19, v7, v8
	v_and_b32_e32 v19, v6, v19
	v_and_b32_e32 v20, v7, v8
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v9, v13, v9
	v_add3_u32 v13, v15, v19, v13
	v_alignbit_b32 v15, v9, v9, 6
	v_alignbit_b32 v19, v9, v9, 11
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v9, v9, 25
	v_xor_b32_e32 v15, v15, v19
	v_bfi_b32 v19, v9, v10, v11
	v_add3_u32 v12, v3, v12, v19
	v_add3_u32 v12, v12, v15, s54
	v_alignbit_b32 v15, v13, v13, 2
	v_alignbit_b32 v19, v13, v13, 13
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v13, v13, 22
	v_xor_b32_e32 v15, v15, v19
	v_xor_b32_e32 v19, v6, v7
	v_and_b32_e32 v19, v13, v19
	v_and_b32_e32 v20, v6, v7
	v_xor_b32_e32 v19, v19, v20
	v_add_u32_e32 v8, v12, v8
	v_add3_u32 v12, v15, v19, v12
	v_alignbit_b32 v15, v8, v8, 6
	v_alignbit_b32 v19, v8, v8, 11
	v_xor_b32_e32 v15, v15, v19
	v_alignbit_b32 v19, v8, v8, 25
	v_xor_b32_e32 v15, v15, v19
	v_bfi_b32 v19, v8, v9, v10
	v_add3_u32 v5, v5, v11, v19
	v_add3_u32 v5, v5, v15, s55
	v_alignbit_b32 v11, v12, v12, 2
	v_alignbit_b32 v15, v12, v12, 13
	v_xor_b32_e32 v11, v11, v15
	v_alignbit_b32 v15, v12, v12, 22
	v_xor_b32_e32 v11, v11, v15
	v_xor_b32_e32 v15, v13, v6
	v_and_b32_e32 v15, v12, v15
	v_and_b32_e32 v19, v13, v6
	v_xor_b32_e32 v15, v15, v19
	v_add_u32_e32 v7, v5, v7
	v_add3_u32 v5, v11, v15, v5
	v_alignbit_b32 v11, v7, v7, 6
	v_alignbit_b32 v15, v7, v7, 11
	v_xor_b32_e32 v11, v11, v15
	v_alignbit_b32 v15, v7, v7, 25
	v_xor_b32_e32 v11, v11, v15
	v_bfi_b32 v15, v7, v8, v9
	v_add3_u32 v4, v4, v10, v15
	v_add3_u32 v4, v4, v11, s56
	v_alignbit_b32 v10, v5, v5, 2
	v_alignbit_b32 v11, v5, v5, 13
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v5, v5, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v12, v13
	v_and_b32_e32 v11, v5, v11
	v_and_b32_e32 v15, v12, v13
	v_xor_b32_e32 v11, v11, v15
	v_add_u32_e32 v6, v4, v6
	v_add3_u32 v4, v10, v11, v4
	v_alignbit_b32 v10, v6, v6, 6
	v_alignbit_b32 v11, v6, v6, 11
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v6, v6, 25
	v_xor_b32_e32 v10, v10, v11
	v_bfi_b32 v11, v6, v7, v8
	v_add3_u32 v9, v16, v9, v11
	v_add3_u32 v9, v9, v10, s58
	v_alignbit_b32 v10, v4, v4, 2
	v_alignbit_b32 v11, v4, v4, 13
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v4, v4, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v5, v12
	v_and_b32_e32 v11, v4, v11
	v_and_b32_e32 v15, v5, v12
	v_xor_b32_e32 v11, v11, v15
	v_add_u32_e32 v13, v9, v13
	v_add3_u32 v9, v10, v11, v9
	v_alignbit_b32 v10, v13, v13, 6
	v_alignbit_b32 v11, v13, v13, 11
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v13, v13, 25
	v_xor_b32_e32 v10, v10, v11
	v_bfi_b32 v11, v13, v6, v7
	v_add3_u32 v8, v14, v8, v11
	v_add3_u32 v8, v8, v10, s59
	v_alignbit_b32 v10, v9, v9, 2
	v_alignbit_b32 v11, v9, v9, 13
	v_lshrrev_b32_e32 v46, 3, v1
	v_xor_b32_e32 v10, v10, v11
	v_alignbit_b32 v11, v9, v9, 22
	v_xor_b32_e32 v10, v10, v11
	v_xor_b32_e32 v11, v4, v5
	v_add_u32_e32 v12, v8, v12
	v_xad_u32 v0, v30, v46, v0
	v_and_b32_e32 v11, v9, v11
	v_and_b32_e32 v14, v4, v5
	v_add3_u32 v0, v0, v2, v25
	v_alignbit_b32 v2, v12, v12, 6
	v_alignbit_b32 v16, v12, v12, 11
	v_xor_b32_e32 v11, v11, v14
	v_bfi_b32 v14, v12, v13, v6
	v_xor_b32_e32 v2, v2, v16
	v_alignbit_b32 v16, v12, v12, 25
	v_add3_u32 v7, v21, v7, v14
	v_xor_b32_e32 v2, v2, v16
	v_add3_u32 v2, v7, v2, s57
	v_add_u32_e32 v7, v2, v5
	v_bfi_b32 v5, v7, v12, v13
	v_xad_u32 v1, v49, v45, v1
	v_add3_u32 v0, v0, v6, v5
	v_add3_u32 v1, v1, v3, v48
	v_alignbit_b32 v3, v7, v7, 6
	v_alignbit_b32 v5, v7, v7, 11
	v_xor_b32_e32 v3, v3, v5
	v_alignbit_b32 v5, v7, v7, 25
	v_xor_b32_e32 v3, v3, v5
	v_add3_u32 v3, v0, v3, s60
	v_add_u32_e32 v6, v3, v4
	v_bfi_b32 v0, v6, v7, v12
	v_lshlrev_b32_e32 v16, 3, v18
	v_add3_u32 v13, v1, v13, v0
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_xor_b32_e32 v14, v9, v4
	v_and_b32_e32 v15, v9, v4
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_add3_u32 v0, v10, v11, v8
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	v_alignbit_b32 v1, v0, v0, 2
	v_alignbit_b32 v8, v0, v0, 13
	v_xor_b32_e32 v1, v1, v8
	v_alignbit_b32 v8, v0, v0, 22
	v_xor_b32_e32 v1, v1, v8
	v_and_b32_e32 v8, v0, v14
	v_xor_b32_e32 v8, v8, v15
	v_add3_u32 v1, v1, v8, v2
	v_alignbit_b32 v2, v1, v1, 2
	v_alignbit_b32 v8, v1, v1, 13
	v_xor_b32_e32 v10, v0, v9
	v_xor_b32_e32 v2, v2, v8
	v_alignbit_b32 v8, v1, v1, 22
	v_and_b32_e32 v11, v0, v9
	v_xor_b32_e32 v2, v2, v8
	v_and_b32_e32 v8, v1, v10
	v_xor_b32_e32 v8, v8, v11
	v_add3_u32 v8, v2, v8, v3
	v_alignbit_b32 v2, v8, v8, 2
	v_alignbit_b32 v3, v8, v8, 13
	v_xor_b32_e32 v10, v1, v0
	v_xor_b32_e32 v2, v2, v3
	v_alignbit_b32 v3, v8, v8, 22
	v_and_b32_e32 v11, v1, v0
	v_add_u32_e32 v1, 0x3c6ef372, v1
	v_add_u32_e32 v0, 0xa54ff53a, v0
	v_xor_b32_e32 v2, v2, v3
	v_and_b32_e32 v3, v8, v10
	s_mov_b32 s0, 0x10203
	v_xad_u32 v10, v3, v11, v2
	v_perm_b32 v2, 0, v1, s0
	v_perm_b32 v3, 0, v0, s0
	v_alignbit_b32 v0, v6, v6, 6
	v_alignbit_b32 v1, v6, v6, 11
	v_xor_b32_e32 v0, v0, v1
	v_alignbit_b32 v1, v6, v6, 25
	v_xor_b32_e32 v0, v0, v1
	v_add3_u32 v0, v13, v0, s35
	v_add3_u32 v9, v9, v0, s2
	v_add3_u32 v0, v10, v0, s3
	v_add_u32_e32 v1, 0xbb67ae85, v8
	v_add_u32_e32 v7, 0x1f83d9ab, v7
	v_add_u32_e32 v12, 0x5be0cd19, v12
	v_add_u32_e32 v6, 0x9b05688c, v6
	v_perm_b32 v0, 0, v0, s0
	v_perm_b32 v1, 0, v1, s0
	global_store_dwordx4 v[4:5], v[0:3], off
	s_nop 0
	v_perm_b32 v0, 0, v9, s0
	v_perm_b32 v1, 0, v6, s0
	v_perm_b32 v2, 0, v7, s0
	v_perm_b32 v3, 0, v12, s0
	global_store_dwordx4 v[4:5], v[0:3], off offset:16
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sha256_double
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
		.amdhsa_next_free_vgpr 61
		.amdhsa_next_free_sgpr 62
		.amdhsa_accum_offset 64
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
	.size	sha256_double, .Lfunc_end1-sha256_double
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 21876
; NumSgprs: 66
; NumVgprs: 61
; NumAgprs: 0
; TotalNumVgprs: 61
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 66
; NumVGPRsForWavesPerEU: 61
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
    .name:           sha256_blocks
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         sha256_blocks.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
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
    .name:           sha256_double
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     66
    .sgpr_spill_count: 0
    .symbol:         sha256_double.kd
    .uses_dynamic_stack: false
    .vgpr_count:     61
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
