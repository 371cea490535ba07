	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	popcount_hist           ; -- Begin function popcount_hist
	.globl	popcount_hist
	.p2align	8
	.type	popcount_hist,@function
popcount_hist:                          ; @popcount_hist
; %bb.0:
	v_cmp_gt_u32_e32 vcc_lo, 33, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v2, v1
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s2
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 3, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	v_lshl_or_b32 v0, s15, 11, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v0
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 1, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off offset:4
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 2, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off offset:8
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_8:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 3, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off offset:12
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 4, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off offset:16
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 5, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off offset:20
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 6, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	v_add_co_u32 v3, s0, s6, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, s0, s7, v4, s0
	global_load_b32 v1, v[3:4], off offset:24
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v1, 7, v0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s2, v1
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, s0, s6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, s0, s7, v1, s0
	global_load_b32 v0, v[0:1], off offset:28
	v_mov_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v0, v0, 0
	v_lshlrev_b32_e32 v0, 2, v0
	ds_add_u32 v0, v1
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_21
; %bb.19:
	ds_load_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc_lo, 0, v0
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_21
; %bb.20:
	global_atomic_add_u32 v2, v0, s[4:5]
.LBB0_21:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel popcount_hist
		.amdhsa_group_segment_fixed_size 132
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
		.amdhsa_next_free_vgpr 5
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
	.size	popcount_hist, .Lfunc_end0-popcount_hist
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 944
; NumSgprs: 18
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 132 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 5
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
	.protected	bitstats                ; -- Begin function bitstats
	.globl	bitstats
	.p2align	8
	.type	bitstats,@function
bitstats:                               ; @bitstats
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v10, 0 :: v_dual_lshlrev_b32 v9, 3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[1:2], 2, v[9:10]
	v_lshlrev_b32_e32 v9, 2, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v5, vcc_lo, s2, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v2, vcc_lo
	s_clause 0x1
	global_load_b128 v[1:4], v[5:6], off
	global_load_b128 v[5:8], v[5:6], off offset:16
	s_waitcnt vmcnt(1)
	v_bcnt_u32_b32 v26, v4, 0
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[13:14], 3, v[5:6]
	v_lshrrev_b64 v[17:18], 3, v[1:2]
	v_bcnt_u32_b32 v0, v1, 0
	v_xor_b32_e32 v42, v2, v1
	v_and_b32_e32 v46, 24, v26
	v_lshrrev_b64 v[11:12], 3, v[7:8]
	v_lshrrev_b64 v[15:16], 3, v[3:4]
	v_bcnt_u32_b32 v23, v3, 0
	v_clz_i32_u32_e32 v24, v3
	v_ctz_i32_b32_e32 v25, v3
	v_xor3_b32 v42, v3, v42, v4
	v_xor_b32_e32 v3, v13, v3
	v_xor_b32_e32 v13, v18, v8
	v_lshlrev_b32_e64 v18, v46, 1
	v_and_b32_e32 v43, 24, v0
	v_bcnt_u32_b32 v20, v2, 0
	v_clz_i32_u32_e32 v21, v2
	v_ctz_i32_b32_e32 v22, v2
	v_xor_b32_e32 v2, v12, v2
	v_xor_b32_e32 v12, v15, v5
	v_lshlrev_b32_e64 v15, v43, 1
	v_cmp_gt_u32_e32 vcc_lo, 24, v0
	v_clz_i32_u32_e32 v27, v4
	v_ctz_i32_b32_e32 v28, v4
	v_xor_b32_e32 v4, v14, v4
	v_xor_b32_e32 v14, v17, v7
	v_cndmask_b32_e32 v0, 0x1000000, v15, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v20
	v_and_b32_e32 v45, 24, v23
	v_ctz_i32_b32_e32 v19, v1
	v_bcnt_u32_b32 v32, v6, 0
	v_clz_i32_u32_e32 v41, v1
	v_xor_b32_e32 v1, v11, v1
	v_lshlrev_b32_e64 v17, v45, 1
	v_and_b32_e32 v44, 24, v20
	v_xor_b32_e32 v11, v16, v6
	v_bcnt_u32_b32 v29, v5, 0
	v_clz_i32_u32_e32 v30, v5
	v_ctz_i32_b32_e32 v31, v5
	v_lshlrev_b32_e64 v16, v44, 1
	v_clz_i32_u32_e32 v33, v6
	v_ctz_i32_b32_e32 v34, v6
	v_and_b32_e32 v48, 24, v32
	v_xor3_b32 v5, v5, v42, v6
	v_bcnt_u32_b32 v6, v12, 0
	v_bcnt_u32_b32 v12, v14, 0
	v_cndmask_b32_e32 v14, 0x1000000, v16, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v23
	v_lshlrev_b32_e64 v44, v48, 1
	v_and_b32_e32 v47, 24, v29
	v_bcnt_u32_b32 v35, v7, 0
	v_bcnt_u32_b32 v38, v8, 0
	v_cndmask_b32_e32 v15, 0x1000000, v17, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v26
	v_lshlrev_b32_e64 v43, v47, 1
	v_min_u32_e32 v19, 32, v19
	v_min_u32_e32 v21, 32, v21
	v_min_u32_e32 v22, 32, v22
	v_cndmask_b32_e32 v16, 0x1000000, v18, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v29
	v_and_b32_e32 v50, 24, v38
	v_min_u32_e32 v41, 32, v41
	v_min_u32_e32 v24, 32, v24
	v_min_u32_e32 v25, 32, v25
	v_cndmask_b32_e32 v17, 0x1000000, v43, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v32
	v_min_u32_e32 v27, 32, v27
	v_min_u32_e32 v28, 32, v28
	v_lshlrev_b32_e64 v46, v50, 1
	v_dual_cndmask_b32 v18, 0x1000000, v44 :: v_dual_add_nc_u32 v19, v22, v19
	v_cmp_gt_u32_e32 vcc_lo, 24, v35
	v_and_b32_e32 v49, 24, v35
	v_clz_i32_u32_e32 v36, v7
	v_ctz_i32_b32_e32 v37, v7
	v_clz_i32_u32_e32 v39, v8
	v_ctz_i32_b32_e32 v40, v8
	v_lshlrev_b32_e64 v45, v49, 1
	v_min_u32_e32 v30, 32, v30
	v_min_u32_e32 v31, 32, v31
	v_min_u32_e32 v33, 32, v33
	v_min_u32_e32 v34, 32, v34
	v_cndmask_b32_e32 v20, 0x1000000, v45, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 24, v38
	v_add_nc_u32_e32 v21, v21, v41
	v_bcnt_u32_b32 v1, v1, 0
	v_bcnt_u32_b32 v3, v3, 0
	v_add3_u32 v19, v25, v19, v28
	v_cndmask_b32_e32 v22, 0x1000000, v46, vcc_lo
	v_add3_u32 v21, v24, v21, v27
	v_add_nc_u32_e32 v0, v14, v0
	v_min_u32_e32 v36, 32, v36
	v_min_u32_e32 v37, 32, v37
	v_min_u32_e32 v39, 32, v39
	v_min_u32_e32 v40, 32, v40
	v_xor3_b32 v5, v7, v5, v8
	v_bcnt_u32_b32 v1, v2, v1
	v_bcnt_u32_b32 v2, v4, v3
	v_add3_u32 v4, v30, v21, v33
	v_add3_u32 v7, v31, v19, v34
	v_add3_u32 v0, v15, v0, v16
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_bcnt_u32_b32 v3, v11, v6
	v_bcnt_u32_b32 v6, v13, v12
	v_bcnt_u32_b32 v8, v5, 0
	v_add_nc_u32_e32 v1, v1, v2
	v_add3_u32 v11, v36, v4, v39
	v_add3_u32 v7, v37, v7, v40
	v_add3_u32 v0, v17, v0, v18
	v_add_co_u32 v4, vcc_lo, s0, v9
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v10, vcc_lo
	v_and_b32_e32 v2, 1, v8
	v_add3_u32 v3, v1, v3, v6
	v_add3_u32 v0, v20, v0, v22
	v_lshl_or_b32 v1, v7, 16, v11
	global_store_b128 v[4:5], v[0:3], off
.LBB1_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitstats
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
		.amdhsa_next_free_vgpr 51
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
	.size	bitstats, .Lfunc_end1-bitstats
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 812
; NumSgprs: 18
; NumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 51
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
	.protected	bitscan                 ; -- Begin function bitscan
	.globl	bitscan
	.p2align	8
	.type	bitscan,@function
bitscan:                                ; @bitscan
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	global_load_b32 v3, v[2:3], off
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v2, 31, v3
	v_clz_i32_u32_e32 v4, v3
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	v_add_nc_u32_e32 v6, -1, v3
	v_sub_nc_u32_e32 v7, 0, v3
	v_xor_b32_e32 v5, v2, v3
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_xor_b32_e32 v0, 31, v4
	v_and_b32_e32 v8, 0x55555555, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v4, 1, v5
	v_cndmask_b32_e32 v0, -1, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_clz_i32_u32_e32 v9, v4
	v_add_co_u32 v4, vcc_lo, s0, v1
	v_and_b32_e32 v1, v6, v3
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v2, vcc_lo
	v_and_b32_e32 v2, v3, v7
	v_bcnt_u32_b32 v3, v8, v9
	global_store_b128 v[4:5], v[0:3], off
.LBB2_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitscan
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
		.amdhsa_next_free_vgpr 10
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
	.size	bitscan, .Lfunc_end2-bitscan
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; NumSgprs: 18
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 10
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
    .group_segment_fixed_size: 132
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           popcount_hist
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         popcount_hist.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
    .name:           bitstats
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bitstats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     51
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
    .name:           bitscan
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         bitscan.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
