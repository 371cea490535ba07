	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	popcount_hist           ; -- Begin function popcount_hist
	.globl	popcount_hist
	.p2align	8
	.type	popcount_hist,@function
popcount_hist:                          ; @popcount_hist
; %bb.0:
	v_cmp_gt_u32_e32 vcc, 33, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mov_b32_e32 v1, 0
	ds_write_b32 v2, v1
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshlrev_b32_e32 v0, 3, v0
	v_lshl_or_b32 v0, s6, 11, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_cmp_gt_u32_e64 s[0:1], s7, v0
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_4:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 1, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off offset:4
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_6:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off offset:8
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_8:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 3, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off offset:12
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_10:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 4, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off offset:16
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_12:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 5, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off offset:20
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_14:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 6, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s11
	v_add_co_u32_e64 v4, s[0:1], s10, v4
	v_addc_co_u32_e64 v5, s[0:1], v1, v5, s[0:1]
	global_load_dword v1, v[4:5], off offset:24
	v_mov_b32_e32 v3, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v1, 2, v1
	ds_add_u32 v1, v3
.LBB0_16:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 7, v0
	v_cmp_gt_u32_e64 s[0:1], s7, v1
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s11
	v_add_co_u32_e64 v0, s[0:1], s10, v0
	v_addc_co_u32_e64 v1, s[0:1], v3, v1, s[0:1]
	global_load_dword v0, v[0:1], off offset:28
	v_mov_b32_e32 v1, 1
	s_waitcnt vmcnt(0)
	v_bcnt_u32_b32 v0, v0, 0
	v_lshlrev_b32_e32 v0, 2, v0
	ds_add_u32 v0, v1
.LBB0_18:
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_21
; %bb.19:
	ds_read_b32 v0, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_21
; %bb.20:
	global_atomic_add v2, v0, s[8:9]
.LBB0_21:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel popcount_hist
		.amdhsa_group_segment_fixed_size 132
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
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end0:
	.size	popcount_hist, .Lfunc_end0-popcount_hist
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 852
; NumSgprs: 16
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 132 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
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
	.protected	bitstats                ; -- Begin function bitstats
	.globl	bitstats
	.p2align	8
	.type	bitstats,@function
bitstats:                               ; @bitstats
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v12, 3, v0
	v_mov_b32_e32 v13, 0
	v_lshlrev_b64 v[2:3], 2, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v10, vcc, s2, v2
	v_addc_co_u32_e32 v11, vcc, v1, v3, vcc
	global_load_dwordx4 v[2:5], v[10:11], off
	global_load_dwordx4 v[6:9], v[10:11], off offset:16
	v_mov_b32_e32 v1, 0x1000000
	s_waitcnt vmcnt(1)
	v_bcnt_u32_b32 v12, v2, 0
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[10:11], 3, v[8:9]
	v_lshrrev_b64 v[14:15], 3, v[6:7]
	v_xor_b32_e32 v10, v10, v2
	v_xor_b32_e32 v14, v14, v4
	v_xor_b32_e32 v11, v11, v3
	v_xor_b32_e32 v15, v15, v5
	v_bcnt_u32_b32 v10, v10, 0
	v_bcnt_u32_b32 v14, v14, 0
	v_bcnt_u32_b32 v10, v11, v10
	v_bcnt_u32_b32 v11, v15, v14
	v_add_u32_e32 v14, v10, v11
	v_lshrrev_b64 v[10:11], 3, v[4:5]
	v_xor_b32_e32 v10, v10, v6
	v_xor_b32_e32 v11, v11, v7
	v_bcnt_u32_b32 v10, v10, 0
	v_bcnt_u32_b32 v17, v3, 0
	v_and_b32_e32 v38, 24, v12
	v_bcnt_u32_b32 v15, v11, v10
	v_lshrrev_b64 v[10:11], 3, v[2:3]
	v_bcnt_u32_b32 v20, v4, 0
	v_and_b32_e32 v39, 24, v17
	v_lshlrev_b32_e64 v38, v38, 1
	v_cmp_gt_u32_e32 vcc, 24, v12
	v_xor_b32_e32 v10, v10, v8
	v_bcnt_u32_b32 v23, v5, 0
	v_and_b32_e32 v40, 24, v20
	v_lshlrev_b32_e64 v39, v39, 1
	v_cndmask_b32_e32 v12, v1, v38, vcc
	v_cmp_gt_u32_e32 vcc, 24, v17
	v_xor_b32_e32 v11, v11, v9
	v_bcnt_u32_b32 v10, v10, 0
	v_bcnt_u32_b32 v26, v6, 0
	v_and_b32_e32 v41, 24, v23
	v_lshlrev_b32_e64 v40, v40, 1
	v_cndmask_b32_e32 v17, v1, v39, vcc
	v_cmp_gt_u32_e32 vcc, 24, v20
	v_bcnt_u32_b32 v10, v11, v10
	v_ffbl_b32_e32 v16, v2
	v_bcnt_u32_b32 v29, v7, 0
	v_and_b32_e32 v42, 24, v26
	v_lshlrev_b32_e64 v41, v41, 1
	v_cndmask_b32_e32 v20, v1, v40, vcc
	v_cmp_gt_u32_e32 vcc, 24, v23
	v_add3_u32 v11, v14, v15, v10
	v_ffbh_u32_e32 v10, v2
	v_xor_b32_e32 v2, v3, v2
	v_bcnt_u32_b32 v32, v8, 0
	v_and_b32_e32 v43, 24, v29
	v_lshlrev_b32_e64 v42, v42, 1
	v_cndmask_b32_e32 v23, v1, v41, vcc
	v_cmp_gt_u32_e32 vcc, 24, v26
	v_xor_b32_e32 v2, v4, v2
	v_bcnt_u32_b32 v35, v9, 0
	v_and_b32_e32 v44, 24, v32
	v_lshlrev_b32_e64 v43, v43, 1
	v_cndmask_b32_e32 v26, v1, v42, vcc
	v_cmp_gt_u32_e32 vcc, 24, v29
	v_xor_b32_e32 v2, v5, v2
	v_and_b32_e32 v45, 24, v35
	v_lshlrev_b32_e64 v44, v44, 1
	v_cndmask_b32_e32 v29, v1, v43, vcc
	v_cmp_gt_u32_e32 vcc, 24, v32
	v_add_u32_e32 v12, v17, v12
	v_xor_b32_e32 v2, v6, v2
	v_ffbh_u32_e32 v18, v3
	v_ffbl_b32_e32 v19, v3
	v_lshlrev_b32_e64 v45, v45, 1
	v_cndmask_b32_e32 v32, v1, v44, vcc
	v_cmp_gt_u32_e32 vcc, 24, v35
	v_add3_u32 v3, v20, v12, v23
	v_xor_b32_e32 v2, v7, v2
	v_ffbh_u32_e32 v21, v4
	v_ffbl_b32_e32 v22, v4
	v_ffbh_u32_e32 v24, v5
	v_ffbl_b32_e32 v25, v5
	v_min_u32_e32 v16, 32, v16
	v_min_u32_e32 v18, 32, v18
	v_min_u32_e32 v19, 32, v19
	v_cndmask_b32_e32 v1, v1, v45, vcc
	v_min_u32_e32 v10, 32, v10
	v_add3_u32 v3, v26, v3, v29
	v_xor_b32_e32 v2, v8, v2
	v_ffbh_u32_e32 v27, v6
	v_ffbl_b32_e32 v28, v6
	v_ffbh_u32_e32 v30, v7
	v_ffbl_b32_e32 v31, v7
	v_ffbh_u32_e32 v33, v8
	v_ffbl_b32_e32 v34, v8
	v_min_u32_e32 v21, 32, v21
	v_min_u32_e32 v22, 32, v22
	v_min_u32_e32 v24, 32, v24
	v_min_u32_e32 v25, 32, v25
	v_add_u32_e32 v10, v18, v10
	v_add_u32_e32 v14, v19, v16
	v_add3_u32 v8, v32, v3, v1
	v_xor_b32_e32 v1, v9, v2
	v_ffbh_u32_e32 v36, v9
	v_ffbl_b32_e32 v37, v9
	v_min_u32_e32 v27, 32, v27
	v_min_u32_e32 v28, 32, v28
	v_min_u32_e32 v30, 32, v30
	v_min_u32_e32 v31, 32, v31
	v_add3_u32 v4, v21, v10, v24
	v_add3_u32 v10, v22, v14, v25
	v_bcnt_u32_b32 v1, v1, 0
	v_lshlrev_b32_e32 v12, 2, v0
	v_min_u32_e32 v33, 32, v33
	v_min_u32_e32 v34, 32, v34
	v_min_u32_e32 v36, 32, v36
	v_min_u32_e32 v37, 32, v37
	v_add3_u32 v4, v27, v4, v30
	v_add3_u32 v5, v28, v10, v31
	v_and_b32_e32 v10, 1, v1
	v_lshlrev_b64 v[0:1], 2, v[12:13]
	v_add3_u32 v3, v33, v4, v36
	v_add3_u32 v4, v34, v5, v37
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_lshl_or_b32 v9, v4, 16, v3
	global_store_dwordx4 v[0:1], v[8:11], off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitstats
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 7
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
	.size	bitstats, .Lfunc_end1-bitstats
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 764
; NumSgprs: 11
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 46
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
	.protected	bitscan                 ; -- Begin function bitscan
	.globl	bitscan
	.p2align	8
	.type	bitscan,@function
bitscan:                                ; @bitscan
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v3, v[2:3], off
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v5, vcc, v2, v1, vcc
	s_waitcnt vmcnt(0)
	v_ashrrev_i32_e32 v1, 31, v3
	v_add_u32_e32 v6, -1, v3
	v_xor_b32_e32 v7, v1, v3
	v_ffbh_u32_e32 v0, v3
	v_sub_u32_e32 v2, 0, v3
	v_and_b32_e32 v1, v6, v3
	v_or_b32_e32 v6, 1, v7
	v_xor_b32_e32 v0, 31, v0
	v_and_b32_e32 v2, v2, v3
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_ffbh_u32_e32 v6, v6
	v_and_b32_e32 v3, 0x55555555, v3
	v_cndmask_b32_e32 v0, -1, v0, vcc
	v_bcnt_u32_b32 v3, v3, v6
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bitscan
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
	.size	bitscan, .Lfunc_end2-bitscan
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 180
; NumSgprs: 11
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
; NumSGPRsForWavesPerEU: 11
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
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         popcount_hist.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
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
    .name:           bitstats
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         bitstats.kd
    .uses_dynamic_stack: false
    .vgpr_count:     46
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
    .name:           bitscan
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         bitscan.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
