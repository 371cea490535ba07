	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	byteswap                ; -- Begin function byteswap
	.globl	byteswap
	.p2align	8
	.type	byteswap,@function
byteswap:                               ; @byteswap
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
	global_load_dwordx2 v[8:9], v[4:5], off
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_mov_b32 s2, 0x10203
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v10, vcc, s0, v0
	v_addc_co_u32_e32 v11, vcc, v2, v1, vcc
	s_mov_b32 s3, 0x70605
	s_mov_b32 s4, 0x1000706
	s_mov_b32 s5, 0x2010007
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, 0, v8, s2
	v_perm_b32 v2, 0, v9, s2
	v_alignbit_b32 v4, v8, v8, 16
	v_perm_b32 v0, 0, v8, s2
	v_alignbit_b32 v3, v8, v8, 24
	v_alignbit_b32 v12, v8, v8, 8
	v_alignbit_b32 v13, v9, v9, 16
	v_xor_b32_e32 v1, v1, v2
	v_perm_b32 v2, 0, v4, s2
	v_perm_b32 v5, v8, v9, s3
	v_perm_b32 v6, v8, v9, s4
	v_perm_b32 v7, v8, v9, s5
	v_xor_b32_e32 v4, v13, v12
	global_store_dwordx4 v[10:11], v[0:3], off
	global_store_dwordx4 v[10:11], v[4:7], off offset:16
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel byteswap
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
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 7
		.amdhsa_accum_offset 16
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
	.size	byteswap, .Lfunc_end0-byteswap
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 256
; NumSgprs: 11
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	byte_insert             ; -- Begin function byte_insert
	.globl	byte_insert
	.p2align	8
	.type	byte_insert,@function
byte_insert:                            ; @byte_insert
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v0, v0, 1, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_add_u32_e32 v6, 1, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_add_u32_e32 v0, 2, v0
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v0
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	global_load_dword v12, v[8:9], off
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v6
	v_addc_co_u32_e32 v9, vcc, v9, v7, vcc
	global_load_dword v10, v[4:5], off
	global_load_dword v11, v[8:9], off
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v6
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v8, v1, vcc
	s_movk_i32 s2, 0xff
	s_mov_b32 s3, 0xc0c0500
	s_mov_b32 s4, 0xff0000
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v7, 1, v12
	v_lshrrev_b32_e32 v8, 5, v12
	v_lshrrev_b32_e32 v9, 9, v12
	v_lshlrev_b32_e32 v6, 3, v12
	v_lshrrev_b32_e32 v13, 13, v12
	v_and_b32_e32 v17, 24, v7
	v_and_b32_e32 v7, 56, v8
	v_and_b32_e32 v8, 56, v9
	v_lshrrev_b32_e32 v12, 17, v12
	v_and_b32_e32 v6, 24, v6
	v_and_b32_e32 v13, 56, v13
	v_lshlrev_b32_e64 v22, v17, s2
	s_waitcnt vmcnt(0)
	v_lshrrev_b64 v[8:9], v8, v[10:11]
	v_lshrrev_b32_e32 v14, 16, v11
	v_xor_b32_sdwa v15, v11, v10 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD
	v_and_b32_e32 v18, 56, v12
	v_bfe_u32 v21, v10, v6, 8
	v_lshrrev_b64 v[6:7], v7, v[10:11]
	v_lshrrev_b64 v[12:13], v13, v[10:11]
	v_not_b32_e32 v9, v22
	v_lshlrev_b32_e32 v8, 8, v8
	v_lshrrev_b32_e32 v16, 8, v10
	v_or_b32_sdwa v19, v10, v15 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_lshlrev_b16_e32 v20, 8, v14
	v_lshrrev_b64 v[14:15], v18, v[10:11]
	v_lshlrev_b32_e32 v10, 16, v12
	v_and_b32_e32 v9, v11, v9
	v_perm_b32 v6, v8, v6, s3
	v_lshl_or_b32 v8, v21, v17, v9
	v_and_or_b32 v6, v10, s4, v6
	v_or_b32_sdwa v7, v16, v20 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	global_store_dword v[2:3], v8, off
	v_lshl_or_b32 v2, v14, 24, v6
	v_or_b32_sdwa v7, v19, v7 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[4:5], v2, off
	global_store_dword v[0:1], v7, off
.LBB1_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel byte_insert
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
		.amdhsa_next_free_vgpr 23
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
	.size	byte_insert, .Lfunc_end1-byte_insert
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 432
; NumSgprs: 11
; NumVgprs: 23
; NumAgprs: 0
; TotalNumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 23
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
	.protected	ascii_bytes             ; -- Begin function ascii_bytes
	.globl	ascii_bytes
	.p2align	8
	.type	ascii_bytes,@function
ascii_bytes:                            ; @ascii_bytes
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_130
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 2, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v7, 1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v6, v[2:3], off
	v_mov_b32_e32 v1, 9
	s_waitcnt vmcnt(0)
	v_subrev_u16_e32 v4, 48, v6
	v_cmp_gt_u16_sdwa s[4:5], v4, v1 src0_sel:BYTE_0 src1_sel:DWORD
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_9
; %bb.2:
	v_or_b32_e32 v4, 32, v6
	v_add_u16_e32 v4, 0xff9f, v4
	v_mov_b32_e32 v5, 25
	v_cmp_gt_u16_sdwa s[6:7], v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v7, 2
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_8
; %bb.3:
	v_mov_b32_e32 v4, 31
	v_cmp_gt_i16_sdwa s[8:9], v6, v4 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_131
; %bb.4:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v7, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_132
.LBB2_5:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_6:
	v_subrev_u16_e32 v4, 33, v6
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v4, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v7, 3, v4
.LBB2_7:
	s_or_b64 exec, exec, s[8:9]
.LBB2_8:
	s_or_b64 exec, exec, s[4:5]
.LBB2_9:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v8, 8, v6
	v_subrev_u16_e32 v4, 48, v8
	v_cmp_gt_u16_sdwa s[4:5], v4, v1 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v9, 16
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_17
; %bb.10:
	v_or_b32_e32 v1, 32, v8
	v_add_u16_e32 v1, 0xff9f, v1
	v_mov_b32_e32 v4, 25
	v_cmp_gt_u16_sdwa s[6:7], v1, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v9, 32
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_16
; %bb.11:
	v_mov_b32_e32 v1, 31
	v_cmp_gt_i16_sdwa s[8:9], v8, v1 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_133
; %bb.12:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v9, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_134
.LBB2_13:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_14:
	v_subrev_u16_e32 v1, 33, v8
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v1, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v9, 7, v1
.LBB2_15:
	s_or_b64 exec, exec, s[8:9]
.LBB2_16:
	s_or_b64 exec, exec, s[4:5]
.LBB2_17:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v10, 16, v6
	v_subrev_u16_e32 v4, 48, v10
	v_mov_b32_e32 v1, 9
	v_cmp_gt_u16_sdwa s[4:5], v4, v1 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v11, 0x100
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_25
; %bb.18:
	v_or_b32_e32 v4, 32, v10
	v_add_u16_e32 v4, 0xff9f, v4
	v_mov_b32_e32 v5, 25
	v_cmp_gt_u16_sdwa s[6:7], v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v11, 0x200
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_24
; %bb.19:
	v_mov_b32_e32 v4, 31
	v_cmp_gt_i16_sdwa s[8:9], v10, v4 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_135
; %bb.20:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v11, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_136
.LBB2_21:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_22:
	v_subrev_u16_e32 v4, 33, v10
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v4, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v4, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v11, 11, v4
.LBB2_23:
	s_or_b64 exec, exec, s[8:9]
.LBB2_24:
	s_or_b64 exec, exec, s[4:5]
.LBB2_25:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v12, 24, v6
	v_subrev_u16_e32 v4, 48, v12
	v_cmp_gt_u16_sdwa s[4:5], v4, v1 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v13, 0x1000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_33
; %bb.26:
	v_or_b32_e32 v1, 32, v12
	v_add_u16_e32 v1, 0xff9f, v1
	v_mov_b32_e32 v4, 25
	v_cmp_gt_u16_sdwa s[6:7], v1, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v13, 0x2000
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_32
; %bb.27:
	v_cmp_lt_i16_e32 vcc, 31, v12
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB2_137
; %bb.28:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v13, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_138
.LBB2_29:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_30:
	v_subrev_u16_e32 v1, 33, v12
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v1, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v1, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v13, 15, v1
.LBB2_31:
	s_or_b64 exec, exec, s[8:9]
.LBB2_32:
	s_or_b64 exec, exec, s[4:5]
.LBB2_33:
	s_or_b64 exec, exec, s[2:3]
	v_add_u16_e32 v1, 0xff9f, v6
	v_mov_b32_e32 v4, 26
	v_subrev_u16_e32 v5, 32, v6
	v_cmp_lt_u16_sdwa vcc, v1, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v1, v6, v5, vcc
	v_add_u16_e32 v5, 0xff9f, v8
	v_subrev_u16_e32 v14, 32, v8
	v_cmp_lt_u16_sdwa vcc, v5, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v5, v8, v14, vcc
	v_add_u16_e32 v14, 0xff9f, v10
	v_subrev_u16_e32 v15, 32, v10
	v_cmp_lt_u16_sdwa vcc, v14, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v14, v10, v15, vcc
	v_add_u16_e32 v15, 0xff9f, v12
	v_subrev_u16_e32 v16, 32, v12
	v_cmp_lt_u16_sdwa vcc, v15, v4 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v4, v12, v16, vcc
	v_lshlrev_b16_e32 v5, 8, v5
	v_lshlrev_b16_e32 v4, 8, v4
	v_or_b32_sdwa v1, v1, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v4, v14, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v14, v1, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_mul_lo_u32 v0, v0, 6
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_store_dword v[4:5], v14, off
	global_load_dword v1, v[2:3], off offset:4
	v_mov_b32_e32 v16, 9
	s_waitcnt vmcnt(0)
	v_subrev_u16_e32 v14, 48, v1
	v_cmp_gt_u16_sdwa s[4:5], v14, v16 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v14, 0x10000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_41
; %bb.34:
	v_or_b32_e32 v14, 32, v1
	v_add_u16_e32 v14, 0xff9f, v14
	v_mov_b32_e32 v15, 25
	v_cmp_gt_u16_sdwa s[6:7], v14, v15 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v14, 0x20000
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_40
; %bb.35:
	v_mov_b32_e32 v14, 31
	v_cmp_gt_i16_sdwa s[8:9], v1, v14 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_139
; %bb.36:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v14, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_140
.LBB2_37:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_38:
	v_subrev_u16_e32 v14, 33, v1
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v14, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v14, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v14, 19, v14
.LBB2_39:
	s_or_b64 exec, exec, s[8:9]
.LBB2_40:
	s_or_b64 exec, exec, s[4:5]
.LBB2_41:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v15, 8, v1
	v_subrev_u16_e32 v17, 48, v15
	v_cmp_gt_u16_sdwa s[4:5], v17, v16 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v16, 0x100000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_49
; %bb.42:
	v_or_b32_e32 v16, 32, v15
	v_add_u16_e32 v16, 0xff9f, v16
	v_mov_b32_e32 v17, 25
	v_cmp_gt_u16_sdwa s[6:7], v16, v17 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v16, 0x200000
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_48
; %bb.43:
	v_mov_b32_e32 v16, 31
	v_cmp_gt_i16_sdwa s[8:9], v15, v16 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_141
; %bb.44:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v16, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_142
.LBB2_45:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_46:
	v_subrev_u16_e32 v16, 33, v15
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v16, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v16, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v16, 23, v16
.LBB2_47:
	s_or_b64 exec, exec, s[8:9]
.LBB2_48:
	s_or_b64 exec, exec, s[4:5]
.LBB2_49:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v17, 16, v1
	v_subrev_u16_e32 v18, 48, v17
	v_mov_b32_e32 v20, 9
	v_cmp_gt_u16_sdwa s[4:5], v18, v20 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v18, 0x1000000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_57
; %bb.50:
	v_or_b32_e32 v18, 32, v17
	v_add_u16_e32 v18, 0xff9f, v18
	v_mov_b32_e32 v19, 25
	v_cmp_gt_u16_sdwa s[6:7], v18, v19 src0_sel:BYTE_0 src1_sel:DWORD
	v_bfrev_b32_e32 v18, 64
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_56
; %bb.51:
	v_mov_b32_e32 v18, 31
	v_cmp_gt_i16_sdwa s[8:9], v17, v18 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_143
; %bb.52:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v18, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_144
.LBB2_53:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_54:
	v_subrev_u16_e32 v18, 33, v17
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v18, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v18, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v18, 27, v18
.LBB2_55:
	s_or_b64 exec, exec, s[8:9]
.LBB2_56:
	s_or_b64 exec, exec, s[4:5]
.LBB2_57:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v19, 24, v1
	v_subrev_u16_e32 v21, 48, v19
	v_cmp_gt_u16_sdwa s[4:5], v21, v20 src0_sel:BYTE_0 src1_sel:DWORD
	v_bfrev_b32_e32 v20, 8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_65
; %bb.58:
	v_or_b32_e32 v20, 32, v19
	v_add_u16_e32 v20, 0xff9f, v20
	v_mov_b32_e32 v21, 25
	v_cmp_gt_u16_sdwa s[6:7], v20, v21 src0_sel:BYTE_0 src1_sel:DWORD
	v_bfrev_b32_e32 v20, 4
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_64
; %bb.59:
	v_cmp_lt_i16_e32 vcc, 31, v19
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB2_145
; %bb.60:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v20, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_146
.LBB2_61:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_62:
	v_subrev_u16_e32 v20, 33, v19
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v20, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v20, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v20, 31, v20
.LBB2_63:
	s_or_b64 exec, exec, s[8:9]
.LBB2_64:
	s_or_b64 exec, exec, s[4:5]
.LBB2_65:
	s_or_b64 exec, exec, s[2:3]
	v_add_u16_e32 v21, 0xff9f, v1
	v_mov_b32_e32 v22, 26
	v_subrev_u16_e32 v23, 32, v1
	v_cmp_lt_u16_sdwa vcc, v21, v22 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v21, v1, v23, vcc
	v_add_u16_e32 v23, 0xff9f, v15
	v_subrev_u16_e32 v24, 32, v15
	v_cmp_lt_u16_sdwa vcc, v23, v22 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v23, v15, v24, vcc
	v_add_u16_e32 v24, 0xff9f, v17
	v_subrev_u16_e32 v25, 32, v17
	v_cmp_lt_u16_sdwa vcc, v24, v22 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v24, v17, v25, vcc
	v_add_u16_e32 v25, 0xff9f, v19
	v_subrev_u16_e32 v26, 32, v19
	v_cmp_lt_u16_sdwa vcc, v25, v22 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v22, v19, v26, vcc
	v_lshlrev_b16_e32 v23, 8, v23
	v_lshlrev_b16_e32 v22, 8, v22
	v_or_b32_sdwa v21, v21, v23 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v22, v24, v22 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v21, v21, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	global_store_dword v[4:5], v21, off offset:4
	global_load_dword v4, v[2:3], off offset:8
	v_mov_b32_e32 v22, 9
	s_waitcnt vmcnt(0)
	v_subrev_u16_e32 v5, 48, v4
	v_cmp_gt_u16_sdwa s[4:5], v5, v22 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v5, 1
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_73
; %bb.66:
	v_or_b32_e32 v5, 32, v4
	v_add_u16_e32 v5, 0xff9f, v5
	v_mov_b32_e32 v21, 25
	v_cmp_gt_u16_sdwa s[6:7], v5, v21 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v5, 2
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_72
; %bb.67:
	v_mov_b32_e32 v5, 31
	v_cmp_gt_i16_sdwa s[8:9], v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_147
; %bb.68:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v5, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_148
.LBB2_69:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_70:
	v_subrev_u16_e32 v5, 33, v4
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v5, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v5, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v5, 3, v5
.LBB2_71:
	s_or_b64 exec, exec, s[8:9]
.LBB2_72:
	s_or_b64 exec, exec, s[4:5]
.LBB2_73:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v21, 8, v4
	v_subrev_u16_e32 v23, 48, v21
	v_cmp_gt_u16_sdwa s[4:5], v23, v22 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v22, 16
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_81
; %bb.74:
	v_or_b32_e32 v22, 32, v21
	v_add_u16_e32 v22, 0xff9f, v22
	v_mov_b32_e32 v23, 25
	v_cmp_gt_u16_sdwa s[6:7], v22, v23 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v22, 32
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_80
; %bb.75:
	v_mov_b32_e32 v22, 31
	v_cmp_gt_i16_sdwa s[8:9], v21, v22 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_149
; %bb.76:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v22, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_150
.LBB2_77:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_78:
	v_subrev_u16_e32 v22, 33, v21
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v22, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v22, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v22, 7, v22
.LBB2_79:
	s_or_b64 exec, exec, s[8:9]
.LBB2_80:
	s_or_b64 exec, exec, s[4:5]
.LBB2_81:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v23, 16, v4
	v_subrev_u16_e32 v24, 48, v23
	v_mov_b32_e32 v26, 9
	v_cmp_gt_u16_sdwa s[4:5], v24, v26 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v24, 0x100
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_89
; %bb.82:
	v_or_b32_e32 v24, 32, v23
	v_add_u16_e32 v24, 0xff9f, v24
	v_mov_b32_e32 v25, 25
	v_cmp_gt_u16_sdwa s[6:7], v24, v25 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v24, 0x200
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_88
; %bb.83:
	v_mov_b32_e32 v24, 31
	v_cmp_gt_i16_sdwa s[8:9], v23, v24 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_151
; %bb.84:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v24, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_152
.LBB2_85:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_86:
	v_subrev_u16_e32 v24, 33, v23
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v24, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v24, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v24, 11, v24
.LBB2_87:
	s_or_b64 exec, exec, s[8:9]
.LBB2_88:
	s_or_b64 exec, exec, s[4:5]
.LBB2_89:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v25, 24, v4
	v_subrev_u16_e32 v27, 48, v25
	v_cmp_gt_u16_sdwa s[4:5], v27, v26 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v26, 0x1000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_97
; %bb.90:
	v_or_b32_e32 v26, 32, v25
	v_add_u16_e32 v26, 0xff9f, v26
	v_mov_b32_e32 v27, 25
	v_cmp_gt_u16_sdwa s[6:7], v26, v27 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v26, 0x2000
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_96
; %bb.91:
	v_cmp_lt_i16_e32 vcc, 31, v25
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB2_153
; %bb.92:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v26, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_154
.LBB2_93:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_94:
	v_subrev_u16_e32 v26, 33, v25
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v26, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v26, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v26, 15, v26
.LBB2_95:
	s_or_b64 exec, exec, s[8:9]
.LBB2_96:
	s_or_b64 exec, exec, s[4:5]
.LBB2_97:
	s_or_b64 exec, exec, s[2:3]
	v_add_u16_e32 v27, 0xff9f, v4
	v_mov_b32_e32 v28, 26
	v_subrev_u16_e32 v29, 32, v4
	v_cmp_lt_u16_sdwa vcc, v27, v28 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v27, v4, v29, vcc
	v_add_u16_e32 v29, 0xff9f, v21
	v_subrev_u16_e32 v30, 32, v21
	v_cmp_lt_u16_sdwa vcc, v29, v28 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v29, v21, v30, vcc
	v_add_u16_e32 v30, 0xff9f, v23
	v_subrev_u16_e32 v31, 32, v23
	v_cmp_lt_u16_sdwa vcc, v30, v28 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v30, v23, v31, vcc
	v_add_u16_e32 v31, 0xff9f, v25
	v_subrev_u16_e32 v32, 32, v25
	v_cmp_lt_u16_sdwa vcc, v31, v28 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v28, v25, v32, vcc
	v_lshlrev_b16_e32 v29, 8, v29
	v_lshlrev_b16_e32 v28, 8, v28
	v_or_b32_sdwa v27, v27, v29 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v28, v30, v28 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v27, v27, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_add_u32_e32 v28, 2, v0
	v_mov_b32_e32 v29, 0
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_mov_b32_e32 v30, s1
	v_add_co_u32_e32 v28, vcc, s0, v28
	v_addc_co_u32_e32 v29, vcc, v30, v29, vcc
	global_store_dword v[28:29], v27, off
	global_load_dword v2, v[2:3], off offset:12
	v_mov_b32_e32 v28, 9
	s_waitcnt vmcnt(0)
	v_subrev_u16_e32 v3, 48, v2
	v_cmp_gt_u16_sdwa s[4:5], v3, v28 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v3, 0x10000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_105
; %bb.98:
	v_or_b32_e32 v3, 32, v2
	v_add_u16_e32 v3, 0xff9f, v3
	v_mov_b32_e32 v27, 25
	v_cmp_gt_u16_sdwa s[6:7], v3, v27 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v3, 0x20000
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_104
; %bb.99:
	v_mov_b32_e32 v3, 31
	v_cmp_gt_i16_sdwa s[8:9], v2, v3 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_155
; %bb.100:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v3, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_156
.LBB2_101:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_102:
	v_subrev_u16_e32 v3, 33, v2
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v3, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v3, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v3, 19, v3
.LBB2_103:
	s_or_b64 exec, exec, s[8:9]
.LBB2_104:
	s_or_b64 exec, exec, s[4:5]
.LBB2_105:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v27, 8, v2
	v_subrev_u16_e32 v29, 48, v27
	v_cmp_gt_u16_sdwa s[4:5], v29, v28 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v28, 0x100000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_113
; %bb.106:
	v_or_b32_e32 v28, 32, v27
	v_add_u16_e32 v28, 0xff9f, v28
	v_mov_b32_e32 v29, 25
	v_cmp_gt_u16_sdwa s[6:7], v28, v29 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v28, 0x200000
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_112
; %bb.107:
	v_mov_b32_e32 v28, 31
	v_cmp_gt_i16_sdwa s[8:9], v27, v28 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_157
; %bb.108:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v28, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_158
.LBB2_109:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_110:
	v_subrev_u16_e32 v28, 33, v27
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v28, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v28, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v28, 23, v28
.LBB2_111:
	s_or_b64 exec, exec, s[8:9]
.LBB2_112:
	s_or_b64 exec, exec, s[4:5]
.LBB2_113:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v29, 16, v2
	v_subrev_u16_e32 v30, 48, v29
	v_mov_b32_e32 v32, 9
	v_cmp_gt_u16_sdwa s[4:5], v30, v32 src0_sel:BYTE_0 src1_sel:DWORD
	v_mov_b32_e32 v30, 0x1000000
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_121
; %bb.114:
	v_or_b32_e32 v30, 32, v29
	v_add_u16_e32 v30, 0xff9f, v30
	v_mov_b32_e32 v31, 25
	v_cmp_gt_u16_sdwa s[6:7], v30, v31 src0_sel:BYTE_0 src1_sel:DWORD
	v_bfrev_b32_e32 v30, 64
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_120
; %bb.115:
	v_mov_b32_e32 v30, 31
	v_cmp_gt_i16_sdwa s[8:9], v29, v30 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[12:13], s[8:9]
	s_xor_b64 s[8:9], exec, s[12:13]
	s_cbranch_execnz .LBB2_159
; %bb.116:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v30, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_160
.LBB2_117:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_118:
	v_subrev_u16_e32 v30, 33, v29
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v30, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v30, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v30, 27, v30
.LBB2_119:
	s_or_b64 exec, exec, s[8:9]
.LBB2_120:
	s_or_b64 exec, exec, s[4:5]
.LBB2_121:
	s_or_b64 exec, exec, s[2:3]
	v_lshrrev_b32_e32 v31, 24, v2
	v_subrev_u16_e32 v33, 48, v31
	v_cmp_gt_u16_sdwa s[4:5], v33, v32 src0_sel:BYTE_0 src1_sel:DWORD
	v_bfrev_b32_e32 v32, 8
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB2_129
; %bb.122:
	v_or_b32_e32 v32, 32, v31
	v_add_u16_e32 v32, 0xff9f, v32
	v_mov_b32_e32 v33, 25
	v_cmp_gt_u16_sdwa s[6:7], v32, v33 src0_sel:BYTE_0 src1_sel:DWORD
	v_bfrev_b32_e32 v32, 4
	s_and_saveexec_b64 s[4:5], s[6:7]
	s_cbranch_execz .LBB2_128
; %bb.123:
	v_cmp_lt_i16_e32 vcc, 31, v31
	s_mov_b64 s[6:7], 0
                                        ; implicit-def: $sgpr10
	s_and_saveexec_b64 s[8:9], vcc
	s_xor_b64 s[8:9], exec, s[8:9]
	s_cbranch_execnz .LBB2_161
; %bb.124:
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v32, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB2_162
.LBB2_125:
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
.LBB2_126:
	v_subrev_u16_e32 v32, 33, v31
	s_movk_i32 s6, 0x5e
	v_cmp_lt_u16_sdwa s[6:7], v32, s6 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e64 v32, 0, 1, s[6:7]
	v_lshlrev_b32_e32 v32, 31, v32
.LBB2_127:
	s_or_b64 exec, exec, s[8:9]
.LBB2_128:
	s_or_b64 exec, exec, s[4:5]
.LBB2_129:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v7, v9, v7
	v_add_u32_sdwa v6, v6, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:BYTE_0
	v_and_b32_e32 v8, 0xff, v10
	v_and_b32_e32 v9, 0xffff, v12
	v_add3_u32 v6, v6, v8, v9
	v_and_b32_e32 v1, 0xff, v1
	v_and_b32_e32 v8, 0xff, v15
	v_or3_b32 v7, v11, v7, v13
	v_add3_u32 v1, v6, v1, v8
	v_and_b32_e32 v6, 0xff, v17
	v_and_b32_e32 v8, 0xffff, v19
	v_or3_b32 v7, v14, v7, v16
	v_add3_u32 v1, v1, v6, v8
	v_and_b32_e32 v4, 0xff, v4
	v_and_b32_e32 v6, 0xff, v21
	v_or3_b32 v7, v18, v7, v20
	v_add3_u32 v1, v1, v4, v6
	v_and_b32_e32 v4, 0xff, v23
	v_and_b32_e32 v6, 0xffff, v25
	v_or3_b32 v5, v5, v7, v22
	v_add3_u32 v1, v1, v4, v6
	v_add_u16_e32 v6, 0xff9f, v2
	v_mov_b32_e32 v7, 26
	v_subrev_u16_e32 v8, 32, v2
	v_cmp_lt_u16_sdwa vcc, v6, v7 src0_sel:BYTE_0 src1_sel:DWORD
	v_or3_b32 v5, v24, v5, v26
	v_and_b32_e32 v4, 0xff, v2
	v_cndmask_b32_e32 v2, v2, v8, vcc
	v_add_u16_e32 v8, 0xff9f, v27
	v_and_b32_e32 v6, 0xff, v27
	v_subrev_u16_e32 v9, 32, v27
	v_cmp_lt_u16_sdwa vcc, v8, v7 src0_sel:BYTE_0 src1_sel:DWORD
	v_or3_b32 v3, v3, v5, v28
	v_add_u16_e32 v5, 0xff9f, v29
	v_cndmask_b32_e32 v8, v27, v9, vcc
	v_add3_u32 v1, v1, v4, v6
	v_subrev_u16_e32 v6, 32, v29
	v_cmp_lt_u16_sdwa vcc, v5, v7 src0_sel:BYTE_0 src1_sel:DWORD
	v_add_u16_e32 v9, 0xff9f, v31
	v_cndmask_b32_e32 v5, v29, v6, vcc
	v_subrev_u16_e32 v10, 32, v31
	v_cmp_lt_u16_sdwa vcc, v9, v7 src0_sel:BYTE_0 src1_sel:DWORD
	v_cndmask_b32_e32 v7, v31, v10, vcc
	v_lshlrev_b16_e32 v8, 8, v8
	v_lshlrev_b16_e32 v7, 8, v7
	v_and_b32_e32 v4, 0xff, v29
	v_and_b32_e32 v6, 0xffff, v31
	v_or_b32_sdwa v2, v2, v8 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v5, v5, v7 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_or_b32_sdwa v8, v2, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_or3_b32 v2, v30, v3, v32
	v_add3_u32 v3, v1, v4, v6
	v_add_u32_e32 v4, 3, v0
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v9, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_add_u32_e32 v4, 4, v0
	v_addc_co_u32_e32 v7, vcc, v9, v7, vcc
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	global_store_dword v[6:7], v8, off
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB2_130:
	s_endpgm
.LBB2_131:
	v_mov_b32_e32 v4, 32
	v_cmp_ne_u16_sdwa s[6:7], v6, v4 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 4
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v7, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_5
.LBB2_132:
	v_mov_b32_e32 v4, -9
	v_add_u16_sdwa v4, v6, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v7, 4
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_7
.LBB2_133:
	v_mov_b32_e32 v1, 32
	v_cmp_ne_u16_sdwa s[6:7], v8, v1 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 64
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v9, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_13
.LBB2_134:
	v_mov_b32_e32 v1, -9
	v_add_u16_sdwa v1, v8, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v1
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v9, 64
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_14
	s_branch .LBB2_15
.LBB2_135:
	v_mov_b32_e32 v4, 32
	v_cmp_ne_u16_sdwa s[6:7], v10, v4 src0_sel:BYTE_0 src1_sel:DWORD
	s_movk_i32 s10, 0x400
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v11, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_21
.LBB2_136:
	v_mov_b32_e32 v4, -9
	v_add_u16_sdwa v4, v10, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v4
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v11, 0x400
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_22
	s_branch .LBB2_23
.LBB2_137:
	v_cmp_ne_u16_e32 vcc, 32, v12
	s_movk_i32 s10, 0x4000
	s_and_b64 s[6:7], vcc, exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v13, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_29
.LBB2_138:
	v_add_u16_e32 v1, -9, v12
	v_cmp_lt_u16_e32 vcc, 4, v1
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v13, 0x4000
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_30
	s_branch .LBB2_31
.LBB2_139:
	v_mov_b32_e32 v14, 32
	v_cmp_ne_u16_sdwa s[6:7], v1, v14 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 0x40000
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v14, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_37
.LBB2_140:
	v_mov_b32_e32 v14, -9
	v_add_u16_sdwa v14, v1, v14 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v14
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v14, 0x40000
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_38
	s_branch .LBB2_39
.LBB2_141:
	v_mov_b32_e32 v16, 32
	v_cmp_ne_u16_sdwa s[6:7], v15, v16 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 0x400000
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v16, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_45
.LBB2_142:
	v_mov_b32_e32 v16, -9
	v_add_u16_sdwa v16, v15, v16 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v16
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v16, 0x400000
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_46
	s_branch .LBB2_47
.LBB2_143:
	v_mov_b32_e32 v18, 32
	v_cmp_ne_u16_sdwa s[6:7], v17, v18 src0_sel:BYTE_0 src1_sel:DWORD
	s_brev_b32 s10, 32
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v18, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_53
.LBB2_144:
	v_mov_b32_e32 v18, -9
	v_add_u16_sdwa v18, v17, v18 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v18
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_bfrev_b32_e32 v18, 32
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_54
	s_branch .LBB2_55
.LBB2_145:
	v_cmp_ne_u16_e32 vcc, 32, v19
	s_mov_b32 s10, 2.0
	s_and_b64 s[6:7], vcc, exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v20, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_61
.LBB2_146:
	v_add_u16_e32 v20, -9, v19
	v_cmp_lt_u16_e32 vcc, 4, v20
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v20, 2.0
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_62
	s_branch .LBB2_63
.LBB2_147:
	v_mov_b32_e32 v5, 32
	v_cmp_ne_u16_sdwa s[6:7], v4, v5 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 4
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v5, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_69
.LBB2_148:
	v_mov_b32_e32 v5, -9
	v_add_u16_sdwa v5, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v5
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v5, 4
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_70
	s_branch .LBB2_71
.LBB2_149:
	v_mov_b32_e32 v22, 32
	v_cmp_ne_u16_sdwa s[6:7], v21, v22 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 64
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v22, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_77
.LBB2_150:
	v_mov_b32_e32 v22, -9
	v_add_u16_sdwa v22, v21, v22 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v22
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v22, 64
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_78
	s_branch .LBB2_79
.LBB2_151:
	v_mov_b32_e32 v24, 32
	v_cmp_ne_u16_sdwa s[6:7], v23, v24 src0_sel:BYTE_0 src1_sel:DWORD
	s_movk_i32 s10, 0x400
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v24, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_85
.LBB2_152:
	v_mov_b32_e32 v24, -9
	v_add_u16_sdwa v24, v23, v24 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v24
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v24, 0x400
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_86
	s_branch .LBB2_87
.LBB2_153:
	v_cmp_ne_u16_e32 vcc, 32, v25
	s_movk_i32 s10, 0x4000
	s_and_b64 s[6:7], vcc, exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v26, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_93
.LBB2_154:
	v_add_u16_e32 v26, -9, v25
	v_cmp_lt_u16_e32 vcc, 4, v26
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v26, 0x4000
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_94
	s_branch .LBB2_95
.LBB2_155:
	v_mov_b32_e32 v3, 32
	v_cmp_ne_u16_sdwa s[6:7], v2, v3 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 0x40000
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v3, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_101
.LBB2_156:
	v_mov_b32_e32 v3, -9
	v_add_u16_sdwa v3, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v3
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v3, 0x40000
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_102
	s_branch .LBB2_103
.LBB2_157:
	v_mov_b32_e32 v28, 32
	v_cmp_ne_u16_sdwa s[6:7], v27, v28 src0_sel:BYTE_0 src1_sel:DWORD
	s_mov_b32 s10, 0x400000
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v28, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_109
.LBB2_158:
	v_mov_b32_e32 v28, -9
	v_add_u16_sdwa v28, v27, v28 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v28
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v28, 0x400000
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_110
	s_branch .LBB2_111
.LBB2_159:
	v_mov_b32_e32 v30, 32
	v_cmp_ne_u16_sdwa s[6:7], v29, v30 src0_sel:BYTE_0 src1_sel:DWORD
	s_brev_b32 s10, 32
	s_and_b64 s[6:7], s[6:7], exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v30, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_117
.LBB2_160:
	v_mov_b32_e32 v30, -9
	v_add_u16_sdwa v30, v29, v30 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
	v_cmp_lt_u16_e32 vcc, 4, v30
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_bfrev_b32_e32 v30, 32
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_118
	s_branch .LBB2_119
.LBB2_161:
	v_cmp_ne_u16_e32 vcc, 32, v31
	s_mov_b32 s10, 2.0
	s_and_b64 s[6:7], vcc, exec
	s_or_saveexec_b64 s[8:9], s[8:9]
	v_mov_b32_e32 v32, s10
	s_xor_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB2_125
.LBB2_162:
	v_add_u16_e32 v32, -9, v31
	v_cmp_lt_u16_e32 vcc, 4, v32
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[10:11], vcc, exec
	v_mov_b32_e32 v32, 2.0
	s_or_b64 s[6:7], s[6:7], s[10:11]
	s_or_b64 exec, exec, s[8:9]
	s_and_saveexec_b64 s[8:9], s[6:7]
	s_cbranch_execnz .LBB2_126
	s_branch .LBB2_127
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ascii_bytes
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
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end2:
	.size	ascii_bytes, .Lfunc_end2-ascii_bytes
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4916
; NumSgprs: 18
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 34
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
	.protected	ascii_swar              ; -- Begin function ascii_swar
	.globl	ascii_swar
	.p2align	8
	.type	ascii_swar,@function
ascii_swar:                             ; @ascii_swar
; %bb.0:
	s_load_dword s7, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s7, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_2
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
	global_load_dword v2, v[2:3], off
	s_and_b32 s3, s7, 0xff
	s_mul_i32 s3, s3, 0x1010101
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v4, vcc, s0, v0
	v_addc_co_u32_e32 v5, vcc, v3, v1, vcc
	s_lshr_b32 s4, s7, 5
	s_mov_b32 s2, 0x20202020
	s_sub_i32 s4, 0, s4
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 0x7f7f7f7f, v2
	v_xor_b32_e32 v6, s3, v2
	v_not_b32_e32 v1, v2
	v_add_u32_e32 v3, 0xfefefeff, v2
	v_add_u32_e32 v9, 0x3f3f3f3f, v0
	v_sub_u32_e32 v0, 0xdadadada, v0
	v_and_b32_e32 v10, 0x7f7f7f7f, v6
	v_and_b32_e32 v3, v1, v3
	v_and_b32_e32 v0, v0, v9
	v_add_u32_e32 v9, 0x7f7f7f7f, v10
	v_and_b32_e32 v3, 0x80808080, v3
	v_and_b32_e32 v0, v0, v1
	v_or_b32_e32 v6, v9, v6
	v_ffbl_b32_e32 v1, v3
	v_lshrrev_b32_e32 v0, 2, v0
	v_not_b32_e32 v6, v6
	v_alignbit_b32 v7, v2, v2, s7
	v_alignbit_b32 v8, v2, v2, s4
	v_lshrrev_b32_e32 v1, 3, v1
	v_and_or_b32 v0, v0, s2, v2
	v_cmp_ne_u32_e32 vcc, 0, v3
	v_and_b32_e32 v2, 0x80808080, v6
	v_cndmask_b32_e32 v1, 4, v1, vcc
	v_bcnt_u32_b32 v2, v2, 0
	v_xor_b32_e32 v3, v7, v8
	global_store_dwordx4 v[4:5], v[0:3], off
.LBB3_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ascii_swar
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
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 8
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
.Lfunc_end3:
	.size	ascii_swar, .Lfunc_end3-ascii_swar
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; NumSgprs: 12
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 11
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
	.protected	hex_encode              ; -- Begin function hex_encode
	.globl	hex_encode
	.p2align	8
	.type	hex_encode,@function
hex_encode:                             ; @hex_encode
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 1, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_brev_b32 s2, 5
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	v_mov_b32_e32 v3, 0x57
	s_waitcnt vmcnt(0)
	v_bfe_u32 v6, v2, 20, 4
	v_cmp_gt_u32_e32 vcc, s2, v2
	v_bfe_u32 v4, v2, 8, 4
	v_lshrrev_b32_e32 v5, 28, v2
	v_bfe_u32 v7, v2, 4, 4
	v_bfe_u32 v8, v2, 16, 4
	v_and_b32_e32 v9, 15, v2
	v_bfe_u32 v10, v2, 12, 4
	v_bfe_u32 v11, v2, 24, 4
	v_cndmask_b32_e64 v2, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v6
	v_cndmask_b32_e64 v12, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v7
	v_cndmask_b32_e64 v13, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v8
	v_cndmask_b32_e64 v14, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v9
	v_cndmask_b32_e64 v15, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v4
	v_cndmask_b32_e64 v16, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v10
	v_cndmask_b32_e64 v17, v3, 48, vcc
	v_cmp_gt_u32_e32 vcc, 10, v11
	v_cndmask_b32_e64 v3, v3, 48, vcc
	v_add_lshl_u32 v2, v2, v5, 16
	v_add_u32_e32 v5, v13, v7
	v_add_lshl_u32 v7, v15, v9, 8
	v_add_u32_e32 v3, v3, v11
	v_add_u32_e32 v9, v17, v10
	v_add_lshl_u32 v4, v16, v4, 24
	v_add_u32_e32 v6, v12, v6
	v_add_lshl_u32 v8, v14, v8, 8
	v_lshl_or_b32 v4, v9, 16, v4
	v_lshl_or_b32 v2, v3, 24, v2
	v_or3_b32 v3, v6, v8, v2
	v_or3_b32 v2, v5, v7, v4
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB4_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hex_encode
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
		.amdhsa_next_free_vgpr 18
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
.Lfunc_end4:
	.size	hex_encode, .Lfunc_end4-hex_encode
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 360
; NumSgprs: 11
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 18
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
	.protected	lanes16                 ; -- Begin function lanes16
	.globl	lanes16
	.p2align	8
	.type	lanes16,@function
lanes16:                                ; @lanes16
; %bb.0:
	s_load_dword s0, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 1, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_lshl_add_u32 v2, v0, 1, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v4, vcc, s2, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v1, v3
	v_add_u32_e32 v0, 1, v2
	v_mov_b32_e32 v8, s1
	v_add_co_u32_e32 v6, vcc, s0, v6
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_addc_co_u32_e32 v7, vcc, v8, v7, vcc
	v_add_u32_e32 v2, 2, v2
	v_mov_b32_e32 v9, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_addc_co_u32_e32 v1, vcc, v9, v1, vcc
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v10, v3, vcc
	s_waitcnt vmcnt(0)
	v_alignbit_b32 v9, s0, v4, 16
	v_ashrrev_i16_e32 v10, 2, v5
	v_pk_sub_i16 v9, v9, v5
	v_cmp_gt_i16_sdwa vcc, v4, v5 src0_sel:WORD_1 src1_sel:DWORD
	v_mul_lo_u16_sdwa v8, v5, v4 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_1
	v_lshrrev_b16_e32 v11, 13, v4
	v_lshlrev_b16_e32 v12, 3, v4
	v_add_u16_e32 v13, v5, v4
	v_min_u16_sdwa v14, v4, v5 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1
	v_cmp_eq_u16_sdwa s[0:1], v4, v5 src0_sel:WORD_1 src1_sel:WORD_1
	v_lshrrev_b16_e32 v16, 15, v4
	v_cndmask_b32_e32 v4, v10, v9, vcc
	v_cndmask_b32_e64 v15, 0, 1, s[0:1]
	v_or_b32_e32 v11, v12, v11
	v_lshlrev_b32_e32 v4, 16, v4
	v_or_b32_e32 v8, v8, v13
	v_lshlrev_b32_e32 v12, 16, v15
	v_lshlrev_b32_e32 v13, 17, v16
	v_and_b32_e32 v5, 0xffff, v11
	v_or_b32_e32 v4, v4, v14
	global_store_dword v[6:7], v8, off
	v_or3_b32 v5, v12, v5, v13
	global_store_dword v[0:1], v4, off
	global_store_dword v[2:3], v5, off
.LBB5_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lanes16
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
.Lfunc_end5:
	.size	lanes16, .Lfunc_end5-lanes16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
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
    .name:           byteswap
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         byteswap.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
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
    .name:           byte_insert
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         byte_insert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
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
    .name:           ascii_bytes
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         ascii_bytes.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
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
    .name:           ascii_swar
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         ascii_swar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
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
    .name:           hex_encode
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         hex_encode.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
    .name:           lanes16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         lanes16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
