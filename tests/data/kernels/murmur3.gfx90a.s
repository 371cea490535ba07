	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	murmur3_block           ; -- Begin function murmur3_block
	.globl	murmur3_block
	.p2align	8
	.type	murmur3_block,@function
murmur3_block:                          ; @murmur3_block
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v18, 4, v0
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[2:3], 2, v[18:19]
	s_mov_b32 s4, 0x85ebca6b
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v20, vcc, s2, v2
	v_addc_co_u32_e32 v21, vcc, v1, v3, vcc
	global_load_dwordx4 v[2:5], v[20:21], off
	global_load_dwordx4 v[6:9], v[20:21], off offset:16
	global_load_dwordx4 v[10:13], v[20:21], off offset:32
	global_load_dwordx4 v[14:17], v[20:21], off offset:48
	s_mov_b32 s2, 0xcc9e2d51
	s_mov_b32 s3, 0x1b873593
	v_mov_b32_e32 v20, 0xe6546b64
	v_mov_b32_e32 v21, -1
	v_mov_b32_e32 v1, v19
	s_mov_b32 s5, 0xc2b2ae35
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v18, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v18, v1, vcc
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v2, v2, s2
	v_alignbit_b32 v2, v2, v2, 17
	v_mul_lo_u32 v2, v2, s3
	v_mul_lo_u32 v3, v3, s2
	v_mul_lo_u32 v4, v4, s2
	v_mul_lo_u32 v5, v5, s2
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v6, v6, s2
	v_mul_lo_u32 v7, v7, s2
	v_mul_lo_u32 v8, v8, s2
	v_mul_lo_u32 v9, v9, s2
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v10, v10, s2
	v_mul_lo_u32 v11, v11, s2
	v_mul_lo_u32 v12, v12, s2
	v_mul_lo_u32 v13, v13, s2
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v14, v14, s2
	v_mul_lo_u32 v15, v15, s2
	v_mul_lo_u32 v16, v16, s2
	v_mul_lo_u32 v17, v17, s2
	v_xor_b32_e32 v2, 0x9747b28c, v2
	v_alignbit_b32 v3, v3, v3, 17
	v_alignbit_b32 v4, v4, v4, 17
	v_alignbit_b32 v5, v5, v5, 17
	v_alignbit_b32 v6, v6, v6, 17
	v_alignbit_b32 v7, v7, v7, 17
	v_alignbit_b32 v8, v8, v8, 17
	v_alignbit_b32 v9, v9, v9, 17
	v_alignbit_b32 v10, v10, v10, 17
	v_alignbit_b32 v11, v11, v11, 17
	v_alignbit_b32 v12, v12, v12, 17
	v_alignbit_b32 v13, v13, v13, 17
	v_alignbit_b32 v14, v14, v14, 17
	v_alignbit_b32 v15, v15, v15, 17
	v_alignbit_b32 v16, v16, v16, 17
	v_alignbit_b32 v17, v17, v17, 17
	v_alignbit_b32 v2, v2, v2, 19
	v_mul_lo_u32 v19, v3, s3
	v_mul_lo_u32 v4, v4, s3
	v_mul_lo_u32 v5, v5, s3
	v_mul_lo_u32 v6, v6, s3
	v_mul_lo_u32 v7, v7, s3
	v_mul_lo_u32 v8, v8, s3
	v_mul_lo_u32 v9, v9, s3
	v_mul_lo_u32 v10, v10, s3
	v_mul_lo_u32 v11, v11, s3
	v_mul_lo_u32 v12, v12, s3
	v_mul_lo_u32 v13, v13, s3
	v_mul_lo_u32 v14, v14, s3
	v_mul_lo_u32 v15, v15, s3
	v_mul_lo_u32 v16, v16, s3
	v_mul_lo_u32 v17, v17, s3
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v19, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v4, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v5, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v6, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v7, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v8, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v9, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v10, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v11, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v12, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v13, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v14, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v15, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v16, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_e32 v2, v17, v2
	v_alignbit_b32 v2, v2, v2, 19
	v_mad_u64_u32 v[2:3], s[2:3], v2, 5, v[20:21]
	v_xor_b32_sdwa v2, v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_xor_b32_e32 v2, 64, v2
	v_mul_lo_u32 v2, v2, s4
	v_lshrrev_b32_e32 v3, 13, v2
	v_xor_b32_e32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s5
	v_xor_b32_sdwa v2, v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel murmur3_block
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 24
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
	.size	murmur3_block, .Lfunc_end0-murmur3_block
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 952
; NumSgprs: 11
; NumVgprs: 22
; NumAgprs: 0
; TotalNumVgprs: 22
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 22
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	murmur3_len             ; -- Begin function murmur3_len
	.globl	murmur3_len
	.p2align	8
	.type	murmur3_len,@function
murmur3_len:                            ; @murmur3_len
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_8
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 4, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v4, v[2:3], off
	s_waitcnt vmcnt(0)
	v_min_u32_e32 v1, 60, v4
	v_cmp_lt_u32_e32 vcc, 3, v4
	v_lshrrev_b32_e32 v8, 2, v1
	v_mov_b32_e32 v4, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_5
; %bb.2:
	v_add_co_u32_e32 v6, vcc, 4, v2
	v_addc_co_u32_e32 v7, vcc, 0, v3, vcc
	s_mov_b64 s[4:5], 0
	s_mov_b32 s6, 0xcc9e2d51
	s_mov_b32 s7, 0x1b873593
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v4, v0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[6:7], off
	v_add_co_u32_e32 v6, vcc, 4, v6
	v_mov_b32_e32 v10, 0xe6546b64
	v_add_u32_e32 v9, -1, v9
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	v_mov_b32_e32 v11, -1
	v_cmp_eq_u32_e32 vcc, 0, v9
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v5, v5, s6
	v_alignbit_b32 v5, v5, v5, 17
	v_mul_lo_u32 v5, v5, s7
	v_xor_b32_e32 v4, v5, v4
	v_alignbit_b32 v4, v4, v4, 19
	v_mad_u64_u32 v[4:5], s[8:9], v4, 5, v[10:11]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_3
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
.LBB1_5:
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v5, 3, v1
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_lshlrev_b32_e32 v6, 2, v8
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v2, v[2:3], off offset:4
	v_lshlrev_b32_e32 v3, 3, v5
	s_mov_b32 s4, 0xcc9e2d51
	s_waitcnt vmcnt(0)
	v_bfe_u32 v2, v2, 0, v3
	v_mul_lo_u32 v2, v2, s4
	v_alignbit_b32 v2, v2, v2, 17
	s_mov_b32 s4, 0x1b873593
	v_mul_lo_u32 v2, v2, s4
	v_xor_b32_e32 v4, v2, v4
.LBB1_7:
	s_or_b64 exec, exec, s[2:3]
	v_xor_b32_sdwa v1, v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_xor_b32_e32 v1, v1, v4
	s_mov_b32 s2, 0x85ebca6b
	v_mul_lo_u32 v1, v1, s2
	v_lshrrev_b32_e32 v2, 13, v1
	v_xor_b32_e32 v1, v2, v1
	s_mov_b32 s2, 0xc2b2ae35
	v_mul_lo_u32 v1, v1, s2
	v_xor_b32_sdwa v2, v1, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB1_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel murmur3_len
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
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
	.size	murmur3_len, .Lfunc_end1-murmur3_len
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 444
; NumSgprs: 14
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	murmur3_fmix            ; -- Begin function murmur3_fmix
	.globl	murmur3_fmix
	.p2align	8
	.type	murmur3_fmix,@function
murmur3_fmix:                           ; @murmur3_fmix
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v4, v[2:3], off
	s_mov_b32 s2, 0x85ebca6b
	s_mov_b32 s3, 0xc2b2ae35
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	s_waitcnt vmcnt(0)
	v_xor_b32_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mul_lo_u32 v4, v4, s2
	v_lshrrev_b32_e32 v6, 13, v4
	v_xor_b32_e32 v4, v6, v4
	v_mul_lo_u32 v4, v4, s3
	v_xor_b32_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	global_store_dword v[0:1], v4, off
	global_load_dword v4, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 1, v4
	v_xor_b32_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mul_lo_u32 v4, v4, s2
	v_lshrrev_b32_e32 v5, 13, v4
	v_xor_b32_e32 v4, v5, v4
	v_mul_lo_u32 v4, v4, s3
	v_xor_b32_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	global_store_dword v[0:1], v4, off offset:4
	global_load_dword v4, v[2:3], off offset:8
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 2, v4
	v_xor_b32_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mul_lo_u32 v4, v4, s2
	v_lshrrev_b32_e32 v5, 13, v4
	v_xor_b32_e32 v4, v5, v4
	v_mul_lo_u32 v4, v4, s3
	v_xor_b32_sdwa v4, v4, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	global_store_dword v[0:1], v4, off offset:8
	global_load_dword v2, v[2:3], off offset:12
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, 3, v2
	v_xor_b32_sdwa v2, v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mul_lo_u32 v2, v2, s2
	v_lshrrev_b32_e32 v3, 13, v2
	v_xor_b32_e32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s3
	v_xor_b32_sdwa v2, v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	global_store_dword v[0:1], v2, off offset:12
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel murmur3_fmix
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
		.amdhsa_next_free_vgpr 7
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
	.size	murmur3_fmix, .Lfunc_end2-murmur3_fmix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 356
; NumSgprs: 11
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 7
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
    .name:           murmur3_block
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         murmur3_block.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
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
    .name:           murmur3_len
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         murmur3_len.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
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
    .name:           murmur3_fmix
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         murmur3_fmix.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
