	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	splitmix                ; -- Begin function splitmix
	.globl	splitmix
	.p2align	8
	.type	splitmix,@function
splitmix:                               ; @splitmix
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 1, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshlrev_b32_e32 v2, 3, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dwordx2 v[6:7], v[4:5], off
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	s_mov_b32 s2, 0x7f4a7c15
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	v_mov_b32_e32 v4, 0x9e3779b9
	s_mov_b32 s7, 0xfe94f82a
	v_mov_b32_e32 v5, 0x3c6ef372
	s_mov_b32 s8, 0x7ddf743f
	v_mov_b32_e32 v10, 0xdaa66d2c
	s_mov_b32 s3, 0x1ce4e5b9
	s_mov_b32 s4, 0xbf58476d
	s_mov_b32 s5, 0x133111eb
	s_mov_b32 s6, 0x94d049bb
	s_mov_b32 s9, 0xfd29f054
	v_mov_b32_e32 v16, 0x78dde6e5
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v0, vcc, s2, v6
	v_addc_co_u32_e32 v1, vcc, v7, v4, vcc
	v_add_co_u32_e32 v2, vcc, s7, v6
	v_addc_co_u32_e32 v3, vcc, v7, v5, vcc
	v_add_co_u32_e32 v4, vcc, s8, v6
	v_addc_co_u32_e32 v5, vcc, v7, v10, vcc
	v_lshrrev_b64 v[10:11], 30, v[0:1]
	v_lshrrev_b64 v[12:13], 30, v[2:3]
	v_xor_b32_e32 v1, v11, v1
	v_xor_b32_e32 v0, v10, v0
	v_xor_b32_e32 v3, v13, v3
	v_xor_b32_e32 v2, v12, v2
	v_mul_lo_u32 v10, v1, s3
	v_mul_lo_u32 v11, v0, s4
	v_mad_u64_u32 v[0:1], s[0:1], v0, s3, 0
	v_mul_lo_u32 v12, v3, s3
	v_mul_lo_u32 v13, v2, s4
	v_mad_u64_u32 v[2:3], s[0:1], v2, s3, 0
	v_add3_u32 v1, v1, v11, v10
	v_add3_u32 v3, v3, v13, v12
	v_lshrrev_b64 v[10:11], 27, v[0:1]
	v_lshrrev_b64 v[12:13], 27, v[2:3]
	v_xor_b32_e32 v1, v11, v1
	v_xor_b32_e32 v0, v10, v0
	v_xor_b32_e32 v3, v13, v3
	v_xor_b32_e32 v2, v12, v2
	v_mul_lo_u32 v10, v1, s5
	v_mul_lo_u32 v11, v0, s6
	v_mad_u64_u32 v[0:1], s[0:1], v0, s5, 0
	v_mul_lo_u32 v12, v3, s5
	v_mul_lo_u32 v13, v2, s6
	v_mad_u64_u32 v[2:3], s[0:1], v2, s5, 0
	v_add3_u32 v1, v1, v11, v10
	v_add3_u32 v3, v3, v13, v12
	v_lshrrev_b64 v[10:11], 31, v[0:1]
	v_lshrrev_b64 v[12:13], 31, v[2:3]
	v_xor_b32_e32 v1, v11, v1
	v_xor_b32_e32 v0, v10, v0
	v_xor_b32_e32 v3, v13, v3
	v_xor_b32_e32 v2, v12, v2
	global_store_dwordx4 v[8:9], v[0:3], off
	v_lshrrev_b64 v[14:15], 30, v[4:5]
	v_add_co_u32_e32 v0, vcc, s9, v6
	v_addc_co_u32_e32 v1, vcc, v7, v16, vcc
	v_lshrrev_b64 v[2:3], 30, v[0:1]
	v_xor_b32_e32 v5, v15, v5
	v_xor_b32_e32 v4, v14, v4
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v0, v2, v0
	v_mul_lo_u32 v14, v5, s3
	v_mul_lo_u32 v15, v4, s4
	v_mad_u64_u32 v[4:5], s[0:1], v4, s3, 0
	v_mul_lo_u32 v2, v1, s3
	v_mul_lo_u32 v3, v0, s4
	v_mad_u64_u32 v[0:1], s[0:1], v0, s3, 0
	v_add3_u32 v5, v5, v15, v14
	v_add3_u32 v1, v1, v3, v2
	v_lshrrev_b64 v[14:15], 27, v[4:5]
	v_lshrrev_b64 v[2:3], 27, v[0:1]
	v_xor_b32_e32 v5, v15, v5
	v_xor_b32_e32 v4, v14, v4
	v_xor_b32_e32 v1, v3, v1
	v_xor_b32_e32 v0, v2, v0
	v_mul_lo_u32 v14, v5, s5
	v_mul_lo_u32 v15, v4, s6
	v_mad_u64_u32 v[4:5], s[0:1], v4, s5, 0
	v_mul_lo_u32 v2, v1, s5
	v_mul_lo_u32 v3, v0, s6
	v_mad_u64_u32 v[0:1], s[0:1], v0, s5, 0
	v_add3_u32 v5, v5, v15, v14
	v_add3_u32 v1, v1, v3, v2
	v_lshrrev_b64 v[14:15], 31, v[4:5]
	v_lshrrev_b64 v[2:3], 31, v[0:1]
	v_xor_b32_e32 v5, v15, v5
	v_xor_b32_e32 v4, v14, v4
	v_xor_b32_e32 v7, v3, v1
	v_xor_b32_e32 v6, v2, v0
	global_store_dwordx4 v[8:9], v[4:7], off offset:16
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel splitmix
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 20
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
	.size	splitmix, .Lfunc_end0-splitmix
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 704
; NumSgprs: 14
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	pcg32                   ; -- Begin function pcg32
	.globl	pcg32
	.p2align	8
	.type	pcg32,@function
pcg32:                                  ; @pcg32
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[2:3], 2, v[6:7]
	v_lshlrev_b32_e32 v6, 3, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dwordx4 v[2:5], v[2:3], off
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_mov_b32 s2, 0x4c957f2d
	s_mov_b32 s3, 0x5851f42d
	v_mov_b32_e32 v7, s1
	v_add_co_u32_e32 v6, vcc, s0, v0
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v4, 1, v4
	v_mul_lo_u32 v0, v2, s3
	v_mul_lo_u32 v1, v3, s2
	v_lshrrev_b32_e32 v8, 13, v3
	v_alignbit_b32 v9, v3, v2, 27
	v_lshrrev_b32_e32 v10, 27, v3
	v_mad_u64_u32 v[2:3], s[0:1], v2, s2, v[4:5]
	v_xor_b32_e32 v8, v9, v8
	v_add3_u32 v1, v1, v3, v0
	v_alignbit_b32 v0, v8, v8, v10
	v_mad_u64_u32 v[8:9], s[0:1], v2, s2, v[4:5]
	v_mul_lo_u32 v10, v2, s3
	v_lshrrev_b32_e32 v11, 13, v1
	v_alignbit_b32 v12, v1, v2, 27
	v_lshrrev_b32_e32 v13, 27, v1
	v_mul_lo_u32 v1, v1, s2
	v_xor_b32_e32 v12, v11, v12
	v_add3_u32 v9, v1, v9, v10
	v_mul_lo_u32 v14, v8, s3
	v_mad_u64_u32 v[2:3], s[0:1], v8, s2, v[4:5]
	v_alignbit_b32 v1, v12, v12, v13
	v_mul_lo_u32 v12, v9, s2
	v_lshrrev_b32_e32 v13, 13, v9
	v_alignbit_b32 v16, v9, v8, 27
	v_add3_u32 v3, v12, v3, v14
	v_mul_lo_u32 v15, v2, s3
	v_mad_u64_u32 v[10:11], s[0:1], v2, s2, v[4:5]
	v_lshrrev_b32_e32 v17, 27, v9
	v_xor_b32_e32 v14, v16, v13
	v_lshrrev_b32_e32 v19, 13, v3
	v_alignbit_b32 v20, v3, v2, 27
	v_lshrrev_b32_e32 v21, 27, v3
	v_mul_lo_u32 v3, v3, s2
	v_alignbit_b32 v2, v14, v14, v17
	v_xor_b32_e32 v17, v19, v20
	v_add3_u32 v11, v3, v11, v15
	v_mul_lo_u32 v18, v10, s3
	v_mad_u64_u32 v[8:9], s[0:1], v10, s2, v[4:5]
	v_alignbit_b32 v3, v17, v17, v21
	v_mul_lo_u32 v15, v11, s2
	global_store_dwordx4 v[6:7], v[0:3], off
	v_mul_lo_u32 v16, v8, s3
	v_add3_u32 v1, v15, v9, v18
	v_mad_u64_u32 v[12:13], s[0:1], v8, s2, v[4:5]
	v_lshrrev_b32_e32 v2, 13, v1
	v_alignbit_b32 v3, v1, v8, 27
	v_lshrrev_b32_e32 v8, 27, v1
	v_mul_lo_u32 v1, v1, s2
	v_xor_b32_e32 v2, v2, v3
	v_add3_u32 v3, v1, v13, v16
	v_mul_lo_u32 v14, v12, s3
	v_mad_u64_u32 v[4:5], s[0:1], v12, s2, v[4:5]
	v_alignbit_b32 v1, v2, v2, v8
	v_mul_lo_u32 v2, v3, s2
	v_lshrrev_b32_e32 v8, 13, v3
	v_alignbit_b32 v9, v3, v12, 27
	v_add3_u32 v2, v2, v5, v14
	v_lshrrev_b32_e32 v17, 13, v11
	v_alignbit_b32 v10, v11, v10, 27
	v_xor_b32_e32 v5, v9, v8
	v_lshrrev_b32_e32 v8, 13, v2
	v_alignbit_b32 v4, v2, v4, 27
	v_lshrrev_b32_e32 v11, 27, v11
	v_xor_b32_e32 v0, v10, v17
	v_lshrrev_b32_e32 v3, 27, v3
	v_lshrrev_b32_e32 v9, 27, v2
	v_xor_b32_e32 v4, v8, v4
	v_alignbit_b32 v0, v0, v0, v11
	v_alignbit_b32 v2, v5, v5, v3
	v_alignbit_b32 v3, v4, v4, v9
	global_store_dwordx4 v[6:7], v[0:3], off offset:16
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel pcg32
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
.Lfunc_end1:
	.size	pcg32, .Lfunc_end1-pcg32
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 596
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
	.protected	mul128                  ; -- Begin function mul128
	.globl	mul128
	.p2align	8
	.type	mul128,@function
mul128:                                 ; @mul128
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[2:3], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dwordx4 v[2:5], v[2:3], off
	v_mov_b32_e32 v13, s1
	v_mov_b32_e32 v15, s1
	s_waitcnt vmcnt(0)
	v_xor_b32_e32 v1, 0xa0761d64, v3
	v_xor_b32_e32 v3, 0x78bd642f, v2
	v_xor_b32_e32 v6, 0xa0b428db, v4
	v_xor_b32_e32 v16, 0xe7037ed1, v5
	v_mul_hi_u32 v8, v4, v2
	v_mul_hi_i32 v9, v4, v2
	v_mad_u64_u32 v[4:5], s[2:3], v6, v3, 0
	v_mad_u64_u32 v[2:3], s[2:3], v3, v16, 0
	v_mad_u64_u32 v[10:11], s[2:3], v6, v1, 0
	v_mov_b32_e32 v12, v5
	v_mov_b32_e32 v14, v3
	v_add_co_u32_e32 v3, vcc, v10, v12
	v_mov_b32_e32 v6, v11
	v_addc_co_u32_e64 v5, s[2:3], 0, 0, vcc
	v_add_co_u32_e32 v12, vcc, v3, v2
	v_mad_u64_u32 v[10:11], s[2:3], v16, v1, v[6:7]
	v_addc_co_u32_e32 v2, vcc, 0, v5, vcc
	v_add_co_u32_e32 v3, vcc, v10, v14
	v_addc_co_u32_e32 v5, vcc, 0, v11, vcc
	v_mul_lo_u32 v6, v0, 6
	v_add_co_u32_e32 v2, vcc, v3, v2
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_addc_co_u32_e32 v3, vcc, 0, v5, vcc
	v_add_u32_e32 v6, 4, v6
	v_add_co_u32_e32 v10, vcc, s0, v0
	v_addc_co_u32_e32 v11, vcc, v13, v1, vcc
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_xor_b32_e32 v1, v12, v3
	v_xor_b32_e32 v0, v4, v2
	v_add_co_u32_e32 v4, vcc, s0, v6
	v_addc_co_u32_e32 v5, vcc, v15, v7, vcc
	global_store_dwordx4 v[10:11], v[0:3], off
	global_store_dwordx2 v[4:5], v[8:9], off
.LBB2_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mul128
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
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 20
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
	.size	mul128, .Lfunc_end2-mul128
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 292
; NumSgprs: 11
; NumVgprs: 17
; NumAgprs: 0
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	madd64                  ; -- Begin function madd64
	.globl	madd64
	.p2align	8
	.type	madd64,@function
madd64:                                 ; @madd64
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b32_e32 v2, 3, v0
	v_mov_b32_e32 v3, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v10, vcc, s2, v2
	v_addc_co_u32_e32 v11, vcc, v4, v3, vcc
	global_load_dwordx4 v[2:5], v[10:11], off
	global_load_dwordx4 v[6:9], v[10:11], off offset:16
	s_movk_i32 s4, 0x1b3
	v_mov_b32_e32 v11, v1
	s_mov_b32 s5, 0xb4eb6fed
	v_mov_b32_e32 v24, 0x8328807
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v15, v1
	v_mov_b32_e32 v17, v1
	v_mov_b32_e32 v25, s1
	v_mov_b32_e32 v19, v1
	v_mov_b32_e32 v21, v1
	s_waitcnt vmcnt(1)
	v_xor_b32_e32 v22, 0x5bd1e995, v2
	v_mov_b32_e32 v10, v3
	v_xor_b32_e32 v26, 0x5bd1e995, v3
	v_mad_u64_u32 v[22:23], s[2:3], v22, v2, v[0:1]
	v_mad_u64_u32 v[10:11], s[2:3], v2, s4, v[10:11]
	v_mov_b32_e32 v12, v4
	v_lshl_add_u32 v11, v2, 8, v11
	v_mad_u64_u32 v[2:3], s[2:3], v26, v3, v[22:23]
	v_add_co_u32_e32 v26, vcc, s5, v10
	v_xor_b32_e32 v28, 0x5bd1e995, v4
	v_lshlrev_b32_e32 v0, 2, v0
	v_addc_co_u32_e32 v24, vcc, v11, v24, vcc
	v_mad_u64_u32 v[10:11], s[2:3], v26, s4, v[12:13]
	v_xor_b32_e32 v27, 0x5bd1e995, v5
	v_mov_b32_e32 v14, v5
	v_lshlrev_b64 v[22:23], 2, v[0:1]
	v_mad_u64_u32 v[2:3], s[2:3], v28, v4, v[2:3]
	v_mov_b32_e32 v4, v11
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v16, v6
	v_xor_b32_e32 v30, 0x5bd1e995, v6
	v_add_co_u32_e32 v12, vcc, s0, v22
	v_mad_u64_u32 v[14:15], s[0:1], v10, s4, v[14:15]
	v_mad_u64_u32 v[2:3], s[0:1], v27, v5, v[2:3]
	v_mad_u64_u32 v[4:5], s[0:1], v24, s4, v[4:5]
	v_xor_b32_e32 v29, 0x5bd1e995, v7
	v_mov_b32_e32 v18, v7
	v_mov_b32_e32 v22, v15
	v_mad_u64_u32 v[16:17], s[0:1], v14, s4, v[16:17]
	v_mad_u64_u32 v[2:3], s[0:1], v30, v6, v[2:3]
	v_lshl_add_u32 v5, v26, 8, v4
	v_mov_b32_e32 v20, v8
	v_mad_u64_u32 v[18:19], s[0:1], v16, s4, v[18:19]
	v_mad_u64_u32 v[2:3], s[0:1], v29, v7, v[2:3]
	v_mad_u64_u32 v[6:7], s[0:1], v5, s4, v[22:23]
	v_mov_b32_e32 v0, v9
	v_mov_b32_e32 v4, v17
	v_mad_u64_u32 v[20:21], s[0:1], v18, s4, v[20:21]
	v_lshl_add_u32 v5, v10, 8, v6
	v_xor_b32_e32 v32, 0x5bd1e995, v8
	v_mad_u64_u32 v[0:1], s[0:1], v20, s4, v[0:1]
	v_mad_u64_u32 v[4:5], s[0:1], v5, s4, v[4:5]
	v_mov_b32_e32 v22, v19
	v_mad_u64_u32 v[2:3], s[0:1], v32, v8, v[2:3]
	v_mov_b32_e32 v8, v1
	v_lshl_add_u32 v1, v14, 8, v4
	v_mad_u64_u32 v[4:5], s[0:1], v1, s4, v[22:23]
	v_mov_b32_e32 v6, v21
	v_lshl_add_u32 v1, v16, 8, v4
	v_mad_u64_u32 v[4:5], s[0:1], v1, s4, v[6:7]
	v_lshl_add_u32 v1, v18, 8, v4
	v_xor_b32_e32 v31, 0x5bd1e995, v9
	v_mad_u64_u32 v[4:5], s[0:1], v1, s4, v[8:9]
	v_addc_co_u32_e32 v13, vcc, v25, v23, vcc
	v_mad_u64_u32 v[2:3], s[0:1], v31, v9, v[2:3]
	v_lshl_add_u32 v1, v20, 8, v4
	global_store_dwordx4 v[12:13], v[0:3], off
.LBB3_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel madd64
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
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 36
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
.Lfunc_end3:
	.size	madd64, .Lfunc_end3-madd64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 528
; NumSgprs: 11
; NumVgprs: 33
; NumAgprs: 0
; TotalNumVgprs: 33
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 33
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	shift64                 ; -- Begin function shift64
	.globl	shift64
	.p2align	8
	.type	shift64,@function
shift64:                                ; @shift64
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[2:3], 2, v[6:7]
	v_mul_lo_u32 v6, v0, 10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v8, vcc, s2, v2
	v_addc_co_u32_e32 v9, vcc, v1, v3, vcc
	global_load_dwordx4 v[2:5], v[8:9], off
	global_load_dwordx2 v[10:11], v[8:9], off
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	s_waitcnt vmcnt(1)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	v_sub_u32_e32 v14, 0, v4
	s_waitcnt vmcnt(0)
	v_sub_co_u32_e32 v16, vcc, v10, v4
	v_subb_co_u32_e32 v17, vcc, v11, v5, vcc
	v_lshrrev_b64 v[6:7], 1, v[4:5]
	v_cmp_lt_u64_e32 vcc, v[10:11], v[4:5]
	v_and_b32_e32 v2, 63, v4
	v_lshlrev_b64 v[0:1], v4, v[10:11]
	v_cndmask_b32_e64 v18, 0, 1, vcc
	v_cmp_gt_i64_e64 s[0:1], v[10:11], v[4:5]
	v_lshrrev_b64 v[14:15], v14, v[10:11]
	v_add_co_u32_e64 v20, s[2:3], v6, v10
	v_lshrrev_b64 v[12:13], v4, v[10:11]
	v_xor_b32_e32 v19, 7, v2
	v_addc_co_u32_e64 v21, s[2:3], v7, v11, s[2:3]
	v_cndmask_b32_e64 v2, v4, v10, s[0:1]
	v_cndmask_b32_e32 v22, v5, v11, vcc
	v_cndmask_b32_e32 v23, v4, v10, vcc
	v_or_b32_e32 v4, v0, v14
	v_add_co_u32_e32 v0, vcc, v20, v18
	v_cndmask_b32_e64 v3, v5, v11, s[0:1]
	v_or_b32_e32 v5, v1, v15
	v_addc_co_u32_e32 v1, vcc, 0, v21, vcc
	v_ashrrev_i64 v[6:7], v19, v[10:11]
	v_sub_co_u32_e32 v10, vcc, v23, v12
	v_subb_co_u32_e32 v11, vcc, v22, v13, vcc
	v_xor_b32_e32 v7, v17, v7
	v_xor_b32_e32 v6, v16, v6
	global_store_dwordx4 v[8:9], v[0:3], off offset:16
	global_store_dwordx4 v[8:9], v[4:7], off
	global_store_dwordx2 v[8:9], v[10:11], off offset:32
.LBB4_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel shift64
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
		.amdhsa_next_free_vgpr 24
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
.Lfunc_end4:
	.size	shift64, .Lfunc_end4-shift64
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; NumSgprs: 11
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 24
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
	.protected	bucket                  ; -- Begin function bucket
	.globl	bucket
	.p2align	8
	.type	bucket,@function
bucket:                                 ; @bucket
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 1, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off offset:8
	s_load_dword s2, s[2:3], 0x0
	v_mov_b32_e32 v5, s1
	s_mov_b32 s3, 0x9e3779b9
	s_waitcnt lgkmcnt(0)
	s_or_b32 s4, s2, 1
	v_cvt_f32_u32_e32 v4, s4
	s_sub_i32 s1, 0, s4
	s_mov_b32 s2, 0x7f4a7c15
	v_rcp_iflag_f32_e32 v4, v4
	v_mul_f32_e32 v4, 0x4f7ffffe, v4
	v_cvt_u32_f32_e32 v4, v4
	v_mul_lo_u32 v6, s1, v4
	v_mul_hi_u32 v6, v4, v6
	v_add_u32_e32 v4, v4, v6
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v6, v3, s2
	v_mul_lo_u32 v7, v2, s3
	v_mad_u64_u32 v[2:3], s[2:3], v2, s2, 0
	v_add3_u32 v3, v3, v7, v6
	v_xor_b32_e32 v2, v3, v2
	v_mul_hi_u32 v3, v2, v4
	v_mul_lo_u32 v4, v3, s4
	v_sub_u32_e32 v4, v2, v4
	v_add_u32_e32 v6, 1, v3
	v_cmp_le_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_subrev_u32_e32 v6, s4, v4
	v_cndmask_b32_e32 v4, v4, v6, vcc
	v_add_u32_e32 v6, 1, v3
	v_cmp_le_u32_e32 vcc, s4, v4
	v_cndmask_b32_e32 v3, v3, v6, vcc
	v_mul_lo_u32 v4, v3, s4
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_sub_u32_e32 v2, v2, v4
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB5_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel bucket
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
.Lfunc_end5:
	.size	bucket, .Lfunc_end5-bucket
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 284
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           splitmix
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         splitmix.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
    .name:           pcg32
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         pcg32.kd
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
    .name:           mul128
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         mul128.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
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
    .name:           madd64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         madd64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     33
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
    .name:           shift64
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         shift64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     24
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
    .name:           bucket
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         bucket.kd
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
