	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	sgemm_tile              ; -- Begin function sgemm_tile
	.globl	sgemm_tile
	.p2align	8
	.type	sgemm_tile,@function
sgemm_tile:                             ; @sgemm_tile
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_lshl_b32 s0, s2, 4
	v_and_b32_e32 v4, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s4, 0
	s_mov_b32 s1, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v1, s3, 4, v0
	v_mul_lo_u32 v5, v1, s4
	v_lshlrev_b32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v7, 6, v0
	v_add_u32_e32 v9, 0x400, v1
	v_mul_lo_u32 v0, v0, s4
	v_add_u32_e32 v8, v7, v1
	v_add_u32_e32 v10, v9, v7
	v_add3_u32 v0, v4, v0, s0
	s_lshl_b32 s2, s4, 4
	v_add_u32_e32 v11, v4, v5
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v3, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s1, v11
	v_mov_b32_e32 v1, v3
	v_lshl_add_u64 v[12:13], v[2:3], 2, s[10:11]
	v_lshl_add_u64 v[14:15], v[0:1], 2, s[12:13]
	global_load_dword v1, v[12:13], off
	global_load_dword v2, v[14:15], off
	s_add_i32 s1, s1, 16
	v_add_u32_e32 v0, s2, v0
	s_cmp_ge_u32 s1, s4
	s_waitcnt vmcnt(1)
	ds_write_b32 v8, v1
	s_waitcnt vmcnt(0)
	ds_write_b32 v10, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[12:13], v9 offset1:16
	ds_read2_b32 v[14:15], v9 offset0:32 offset1:48
	ds_read2_b32 v[16:17], v9 offset0:64 offset1:80
	ds_read2_b32 v[18:19], v7 offset1:1
	ds_read2_b32 v[20:21], v7 offset0:2 offset1:3
	ds_read2_b32 v[22:23], v7 offset0:4 offset1:5
	ds_read2_b32 v[24:25], v7 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v9 offset0:96 offset1:112
	ds_read2_b32 v[28:29], v9 offset0:128 offset1:144
	ds_read2_b32 v[30:31], v9 offset0:160 offset1:176
	ds_read2_b32 v[32:33], v9 offset0:192 offset1:208
	ds_read2_b32 v[34:35], v7 offset0:8 offset1:9
	ds_read2_b32 v[36:37], v7 offset0:10 offset1:11
	ds_read2_b32 v[38:39], v7 offset0:12 offset1:13
	ds_read2_b32 v[40:41], v7 offset0:14 offset1:15
	ds_read2_b32 v[42:43], v9 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v6, v18, v12
	v_fmac_f32_e32 v6, v19, v13
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v6, v20, v14
	v_fmac_f32_e32 v6, v21, v15
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v6, v22, v16
	v_fmac_f32_e32 v6, v23, v17
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v6, v24, v26
	v_fmac_f32_e32 v6, v25, v27
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v6, v34, v28
	v_fmac_f32_e32 v6, v35, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v6, v36, v30
	v_fmac_f32_e32 v6, v37, v31
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v6, v38, v32
	v_fmac_f32_e32 v6, v39, v33
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v6, v40, v42
	v_fmac_f32_e32 v6, v41, v43
	s_barrier
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
.LBB0_4:
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_add3_u32 v2, s0, v4, v5
	v_mov_b32_e32 v3, 0
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_load_dword v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s6, v2
	v_fmac_f32_e32 v2, s5, v6
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_tile
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 0
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
	.size	sgemm_tile, .Lfunc_end0-sgemm_tile
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; NumSgprs: 20
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	sgemm_1x4               ; -- Begin function sgemm_1x4
	.globl	sgemm_1x4
	.p2align	8
	.type	sgemm_1x4,@function
sgemm_1x4:                              ; @sgemm_1x4
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_or_b32 v6, s2, 6, v0
	s_mov_b32 s2, 0
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	v_mov_b32_e32 v5, 0
	s_mul_i32 s0, s3, s10
	s_lshr_b32 s2, s10, 2
	v_mov_b32_e32 v4, v6
	s_mov_b32 s12, s10
	v_mov_b32_e32 v0, v5
	v_mov_b32_e32 v1, v5
	v_mov_b32_e32 v2, v5
	v_mov_b32_e32 v3, v5
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[8:9], v[4:5], 4, s[8:9]
	global_load_dwordx4 v[8:11], v[8:9], off
	s_lshl_b64 s[14:15], s[0:1], 2
	s_add_u32 s14, s6, s14
	s_addc_u32 s15, s7, s15
	s_load_dword s14, s[14:15], 0x0
	s_add_i32 s12, s12, -1
	s_add_i32 s0, s0, 1
	v_add_u32_e32 v4, s2, v4
	s_cmp_eq_u32 s12, 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_pk_fma_f32 v[0:1], s[14:15], v[8:9], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], s[14:15], v[10:11], v[2:3] op_sel_hi:[0,1,1]
	s_cbranch_scc0 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v0, v3
.LBB1_4:
	s_mul_i32 s0, s2, s3
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_add_u32_e32 v6, s0, v6
	v_mov_b32_e32 v7, 0
	v_pk_mul_f32 v[2:3], s[10:11], v[2:3] op_sel:[1,0]
	v_pk_mul_f32 v[0:1], s[10:11], v[0:1] op_sel:[1,0]
	v_lshl_add_u64 v[4:5], v[6:7], 4, v[4:5]
	global_store_dwordx4 v[4:5], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_1x4
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
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
	.size	sgemm_1x4, .Lfunc_end1-sgemm_1x4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 224
; NumSgprs: 22
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 22
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	dgemm_tile              ; -- Begin function dgemm_tile
	.globl	dgemm_tile
	.p2align	8
	.type	dgemm_tile,@function
dgemm_tile:                             ; @dgemm_tile
; %bb.0:
	s_load_dword s10, s[0:1], 0x18
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_lshl_b32 s2, s2, 4
	v_and_b32_e32 v6, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s10, 0
	s_mov_b32 s11, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_bfe_u32 v0, v0, 10, 10
	v_lshl_or_b32 v1, s3, 4, v0
	v_mul_lo_u32 v7, v1, s10
	v_lshlrev_b32_e32 v1, 3, v6
	v_lshlrev_b32_e32 v8, 7, v0
	v_add_u32_e32 v10, 0x800, v1
	v_mul_lo_u32 v0, v0, s10
	v_add_u32_e32 v9, v8, v1
	v_add_u32_e32 v11, v10, v8
	v_add3_u32 v2, v6, v0, s2
	s_lshl_b32 s3, s10, 4
	v_add_u32_e32 v12, v6, v7
	v_mov_b64_e32 v[0:1], 0
	v_mov_b32_e32 v5, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s11, v12
	v_mov_b32_e32 v3, v5
	v_lshl_add_u64 v[14:15], v[4:5], 3, s[6:7]
	v_lshl_add_u64 v[16:17], v[2:3], 3, s[8:9]
	global_load_dwordx2 v[18:19], v[14:15], off
	global_load_dwordx2 v[20:21], v[16:17], off
	s_add_i32 s11, s11, 16
	v_add_u32_e32 v2, s3, v2
	s_cmp_ge_u32 s11, s10
	s_waitcnt vmcnt(1)
	ds_write_b64 v9, v[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b64 v11, v[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b64 v[14:17], v10 offset1:16
	ds_read2_b64 v[18:21], v8 offset1:1
	ds_read2_b64 v[22:25], v8 offset0:2 offset1:3
	ds_read2_b64 v[26:29], v10 offset0:32 offset1:48
	ds_read2_b64 v[30:33], v10 offset0:64 offset1:80
	ds_read2_b64 v[34:37], v8 offset0:4 offset1:5
	ds_read2_b64 v[38:41], v8 offset0:6 offset1:7
	ds_read2_b64 v[42:45], v10 offset0:96 offset1:112
	ds_read2_b64 v[46:49], v10 offset0:128 offset1:144
	ds_read2_b64 v[50:53], v8 offset0:8 offset1:9
	ds_read2_b64 v[54:57], v8 offset0:10 offset1:11
	ds_read2_b64 v[58:61], v10 offset0:160 offset1:176
	s_waitcnt lgkmcnt(10)
	v_fmac_f64_e32 v[0:1], v[18:19], v[14:15]
	v_fmac_f64_e32 v[0:1], v[20:21], v[16:17]
	s_waitcnt lgkmcnt(8)
	v_fmac_f64_e32 v[0:1], v[22:23], v[26:27]
	v_fmac_f64_e32 v[0:1], v[24:25], v[28:29]
	s_waitcnt lgkmcnt(6)
	v_fmac_f64_e32 v[0:1], v[34:35], v[30:31]
	v_fmac_f64_e32 v[0:1], v[36:37], v[32:33]
	s_waitcnt lgkmcnt(4)
	v_fmac_f64_e32 v[0:1], v[38:39], v[42:43]
	ds_read2_b64 v[14:17], v10 offset0:192 offset1:208
	ds_read2_b64 v[18:21], v8 offset0:12 offset1:13
	v_fmac_f64_e32 v[0:1], v[40:41], v[44:45]
	s_waitcnt lgkmcnt(4)
	v_fmac_f64_e32 v[0:1], v[50:51], v[46:47]
	ds_read2_b64 v[22:25], v8 offset0:14 offset1:15
	ds_read2_b64 v[26:29], v10 offset0:224 offset1:240
	v_fmac_f64_e32 v[0:1], v[52:53], v[48:49]
	s_waitcnt lgkmcnt(4)
	v_fmac_f64_e32 v[0:1], v[54:55], v[58:59]
	v_fmac_f64_e32 v[0:1], v[56:57], v[60:61]
	s_waitcnt lgkmcnt(2)
	v_fmac_f64_e32 v[0:1], v[18:19], v[14:15]
	v_fmac_f64_e32 v[0:1], v[20:21], v[16:17]
	s_waitcnt lgkmcnt(0)
	v_fmac_f64_e32 v[0:1], v[22:23], v[26:27]
	v_fmac_f64_e32 v[0:1], v[24:25], v[28:29]
	s_barrier
	s_cbranch_scc0 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b64_e32 v[0:1], 0
	v_mov_b32_e32 v7, 0
.LBB2_4:
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_add3_u32 v4, s2, v6, v7
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f64 v[0:1], v[0:1], s[0:1]
	v_lshl_add_u64 v[2:3], v[4:5], 3, v[2:3]
	global_store_dwordx2 v[2:3], v[0:1], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel dgemm_tile
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 62
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 64
		.amdhsa_reserve_vcc 0
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
	.size	dgemm_tile, .Lfunc_end2-dgemm_tile
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 520
; NumSgprs: 18
; NumVgprs: 62
; NumAgprs: 0
; TotalNumVgprs: 62
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4096 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 62
; AccumOffset: 64
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 15
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
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           sgemm_tile
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         sgemm_tile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 64
    .name:           sgemm_1x4
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     22
    .sgpr_spill_count: 0
    .symbol:         sgemm_1x4.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           8
        .type_name:      double
        .value_kind:     by_value
    .group_segment_fixed_size: 4096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           dgemm_tile
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         dgemm_tile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
