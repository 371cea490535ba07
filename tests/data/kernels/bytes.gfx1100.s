	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	byteswap                ; -- Begin function byteswap
	.globl	byteswap
	.p2align	8
	.type	byteswap,@function
byteswap:                               ; @byteswap
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_lshlrev_b32_e32 v1, 3, v0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v9, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v10, vcc_lo, s1, v1, vcc_lo
	global_load_b64 v[7:8], v[3:4], off
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, 0, v7, 0x10203
	v_perm_b32 v2, 0, v8, 0x10203
	v_alignbit_b32 v4, v7, v7, 16
	v_alignbit_b32 v11, v7, v7, 8
	v_alignbit_b32 v12, v8, v8, 16
	v_perm_b32 v0, 0, v7, 0x10203
	v_alignbit_b32 v3, v7, v7, 24
	v_xor_b32_e32 v1, v1, v2
	v_perm_b32 v2, 0, v4, 0x10203
	v_perm_b32 v5, v7, v8, 0x70605
	v_perm_b32 v6, v7, v8, 0x1000706
	v_perm_b32 v7, v7, v8, 0x2010007
	v_xor_b32_e32 v4, v12, v11
	s_clause 0x1
	global_store_b128 v[9:10], v[0:3], off
	global_store_b128 v[9:10], v[4:7], off offset:16
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel byteswap
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
		.amdhsa_next_free_vgpr 13
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
	.size	byteswap, .Lfunc_end0-byteswap
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 280
; NumSgprs: 18
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 13
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
	.protected	byte_insert             ; -- Begin function byte_insert
	.globl	byte_insert
	.p2align	8
	.type	byte_insert,@function
byte_insert:                            ; @byte_insert
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
	v_lshl_add_u32 v0, v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v4, 1, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_dual_mov_b32 v5, v1 :: v_dual_add_nc_u32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v6, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v1, vcc_lo
	v_add_co_u32 v8, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v9, vcc_lo, s3, v3, vcc_lo
	global_load_b32 v10, v[6:7], off
	v_add_co_u32 v6, vcc_lo, s2, v4
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v5, vcc_lo
	s_clause 0x1
	global_load_b32 v8, v[8:9], off
	global_load_b32 v9, v[6:7], off
	v_add_co_u32 v2, vcc_lo, s0, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v3, vcc_lo
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_waitcnt vmcnt(2)
	v_lshlrev_b32_e32 v6, 3, v10
	v_lshrrev_b32_e32 v12, 9, v10
	v_lshrrev_b32_e32 v11, 5, v10
	v_lshrrev_b32_e32 v13, 13, v10
	v_lshlrev_b32_e32 v7, 1, v10
	v_and_b32_e32 v18, 24, v6
	v_and_b32_e32 v6, 56, v12
	v_lshrrev_b32_e32 v10, 17, v10
	v_and_b32_e32 v20, 56, v11
	v_and_b32_e32 v11, 56, v13
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v15, 8, v8
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v16, 16, v9
	v_xor_b32_e32 v17, v9, v8
	v_and_b32_e32 v19, 24, v7
	v_lshrrev_b64 v[6:7], v6, v[8:9]
	v_and_b32_e32 v13, 56, v10
	v_lshrrev_b64 v[10:11], v11, v[8:9]
	v_lshrrev_b32_e32 v14, 24, v8
	v_lshlrev_b16 v17, 8, v17
	v_and_b32_e32 v15, 0xff, v15
	v_lshlrev_b16 v7, 8, v16
	v_bfe_u32 v16, v8, v18, 8
	v_lshlrev_b32_e64 v18, v19, 0xff
	v_lshrrev_b64 v[11:12], v20, v[8:9]
	v_lshlrev_b32_e32 v6, 8, v6
	v_or_b32_e32 v12, v14, v17
	v_or_b32_e32 v14, v15, v7
	v_not_b32_e32 v15, v18
	v_lshlrev_b32_e32 v10, 16, v10
	v_perm_b32 v11, v6, v11, 0xc0c0500
	v_lshrrev_b64 v[6:7], v13, v[8:9]
	v_and_b32_e32 v7, 0xffff, v12
	v_and_b32_e32 v9, v9, v15
	v_lshlrev_b32_e32 v8, 16, v14
	v_and_or_b32 v10, 0xff0000, v10, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v9, v16, v19, v9
	v_or_b32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_or_b32 v6, v6, 24, v10
	s_clause 0x2
	global_store_b32 v[2:3], v9, off
	global_store_b32 v[4:5], v6, off
	global_store_b32 v[0:1], v7, off
.LBB1_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel byte_insert
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
		.amdhsa_next_free_vgpr 21
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
	.size	byte_insert, .Lfunc_end1-byte_insert
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 488
; NumSgprs: 18
; NumVgprs: 21
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 21
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
	.protected	ascii_bytes             ; -- Begin function ascii_bytes
	.globl	ascii_bytes
	.p2align	8
	.type	ascii_bytes,@function
ascii_bytes:                            ; @ascii_bytes
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_130
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_mov_b32_e32 v7, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	s_mov_b32 s2, exec_lo
	global_load_b32 v6, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_nc_u16 v1, v6, 48
	v_and_b32_e32 v1, 0xff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u16_e32 9, v1
	s_cbranch_execz .LBB2_9
; %bb.2:
	v_or_b32_e32 v1, 32, v6
	v_mov_b32_e32 v7, 2
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v1, v1, 0xff9f
	v_and_b32_e32 v1, 0xff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u16_e32 25, v1
	s_cbranch_execz .LBB2_8
; %bb.3:
	v_and_b32_e32 v1, 0xff, v6
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v1
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_131
; %bb.4:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v7, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_132
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_6:
	v_sub_nc_u16 v1, v6, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v7, 3, v1
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_8:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_9:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v8, 8, v6
	v_mov_b32_e32 v9, 16
	s_mov_b32 s2, exec_lo
	v_sub_nc_u16 v1, v8, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmpx_lt_u16_e32 9, v1
	s_cbranch_execz .LBB2_17
; %bb.10:
	v_or_b32_e32 v1, 32, v8
	v_mov_b32_e32 v9, 32
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v1, v1, 0xff9f
	v_and_b32_e32 v1, 0xff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u16_e32 25, v1
	s_cbranch_execz .LBB2_16
; %bb.11:
	v_and_b32_e32 v1, 0xff, v8
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v1
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_133
; %bb.12:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v9, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_134
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_14:
	v_sub_nc_u16 v1, v8, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v9, 7, v1
.LBB2_15:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_16:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_17:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v10, 16, v6
	v_mov_b32_e32 v11, 0x100
	s_mov_b32 s2, exec_lo
	v_sub_nc_u16 v1, v10, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmpx_lt_u16_e32 9, v1
	s_cbranch_execz .LBB2_25
; %bb.18:
	v_or_b32_e32 v1, 32, v10
	v_mov_b32_e32 v11, 0x200
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v1, v1, 0xff9f
	v_and_b32_e32 v1, 0xff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u16_e32 25, v1
	s_cbranch_execz .LBB2_24
; %bb.19:
	v_and_b32_e32 v1, 0xff, v10
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v1
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_135
; %bb.20:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v11, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_136
.LBB2_21:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_22:
	v_sub_nc_u16 v1, v10, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v11, 11, v1
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_25:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v12, 24, v6
	v_mov_b32_e32 v13, 0x1000
	s_mov_b32 s2, exec_lo
	v_sub_nc_u16 v1, v12, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmpx_lt_u16_e32 9, v1
	s_cbranch_execz .LBB2_33
; %bb.26:
	v_or_b32_e32 v1, 32, v12
	v_mov_b32_e32 v13, 0x2000
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v1, v1, 0xff9f
	v_and_b32_e32 v1, 0xff, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_u16_e32 25, v1
	s_cbranch_execz .LBB2_32
; %bb.27:
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	v_cmpx_lt_i16_e32 31, v12
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_137
; %bb.28:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v13, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_138
.LBB2_29:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_30:
	v_sub_nc_u16 v1, v12, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xff, v1
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v13, 15, v1
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_32:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u16 v1, v6, 0xff9f
	v_add_nc_u16 v5, v8, 0xff9f
	v_sub_nc_u16 v4, v6, 32
	v_add_nc_u16 v14, v10, 0xff9f
	v_add_nc_u16 v16, v12, 0xff9f
	v_and_b32_e32 v1, 0xff, v1
	v_and_b32_e32 v5, 0xff, v5
	v_sub_nc_u16 v15, v8, 32
	v_sub_nc_u16 v17, v10, 32
	v_mul_lo_u32 v0, v0, 6
	v_cmp_gt_u16_e32 vcc_lo, 26, v1
	v_dual_cndmask_b32 v1, v6, v4 :: v_dual_and_b32 v14, 0xff, v14
	v_cmp_gt_u16_e32 vcc_lo, 26, v5
	v_and_b32_e32 v4, 0xff, v16
	v_sub_nc_u16 v16, v12, 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_and_b32_e32 v1, 0xff, v1
	v_cndmask_b32_e32 v5, v8, v15, vcc_lo
	v_cmp_gt_u16_e32 vcc_lo, 26, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshlrev_b16 v5, 8, v5
	v_cndmask_b32_e32 v4, v12, v16, vcc_lo
	v_cmp_gt_u16_e32 vcc_lo, 26, v14
	v_or_b32_e32 v5, v1, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b16 v4, 8, v4
	v_dual_cndmask_b32 v14, v10, v17 :: v_dual_mov_b32 v1, 0
	v_and_b32_e32 v14, 0xff, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v4, v14, v4
	v_and_b32_e32 v14, 0xffff, v5
	v_lshlrev_b32_e32 v15, 16, v4
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, v14, v15
	v_add_co_u32 v4, vcc_lo, s0, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v5, vcc_lo
	global_store_b32 v[4:5], v1, off
	global_load_b32 v1, v[2:3], off offset:4
	s_waitcnt vmcnt(0)
	v_sub_nc_u16 v14, v1, 48
	v_and_b32_e32 v14, 0xff, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 9, v14
	v_mov_b32_e32 v14, 0x10000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_41
; %bb.34:
	v_or_b32_e32 v14, 32, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v14, v14, 0xff9f
	v_and_b32_e32 v14, 0xff, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v14
	v_mov_b32_e32 v14, 0x20000
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_40
; %bb.35:
	v_and_b32_e32 v15, 0xff, v1
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v15
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_139
; %bb.36:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v14, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_140
.LBB2_37:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_38:
	v_sub_nc_u16 v14, v1, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0xff, v14
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v14
	v_cndmask_b32_e64 v14, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v14, 19, v14
.LBB2_39:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_40:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_41:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v15, 8, v1
	v_sub_nc_u16 v16, v15, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0xff, v16
	v_cmp_lt_u16_e32 vcc_lo, 9, v16
	v_mov_b32_e32 v16, 0x100000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_49
; %bb.42:
	v_or_b32_e32 v16, 32, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v16, v16, 0xff9f
	v_and_b32_e32 v16, 0xff, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v16
	v_mov_b32_e32 v16, 0x200000
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_48
; %bb.43:
	v_and_b32_e32 v17, 0xff, v15
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v17
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_141
; %bb.44:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v16, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_142
.LBB2_45:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_46:
	v_sub_nc_u16 v16, v15, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0xff, v16
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v16
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v16, 23, v16
.LBB2_47:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_48:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_49:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v17, 16, v1
	v_sub_nc_u16 v18, v17, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0xff, v18
	v_cmp_lt_u16_e32 vcc_lo, 9, v18
	v_mov_b32_e32 v18, 0x1000000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_57
; %bb.50:
	v_or_b32_e32 v18, 32, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v18, v18, 0xff9f
	v_and_b32_e32 v18, 0xff, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v18
	v_bfrev_b32_e32 v18, 64
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_56
; %bb.51:
	v_and_b32_e32 v19, 0xff, v17
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v19
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_143
; %bb.52:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v18, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_144
.LBB2_53:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_54:
	v_sub_nc_u16 v18, v17, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0xff, v18
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v18
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v18, 27, v18
.LBB2_55:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_56:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_57:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v19, 24, v1
	v_sub_nc_u16 v20, v19, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0xff, v20
	v_cmp_lt_u16_e32 vcc_lo, 9, v20
	v_bfrev_b32_e32 v20, 8
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_65
; %bb.58:
	v_or_b32_e32 v20, 32, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v20, v20, 0xff9f
	v_and_b32_e32 v20, 0xff, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v20
	v_bfrev_b32_e32 v20, 4
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_64
; %bb.59:
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	v_cmpx_lt_i16_e32 31, v19
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_145
; %bb.60:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v20, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_146
.LBB2_61:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_62:
	v_sub_nc_u16 v20, v19, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0xff, v20
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v20
	v_cndmask_b32_e64 v20, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v20, 31, v20
.LBB2_63:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_64:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_65:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u16 v21, v1, 0xff9f
	v_add_nc_u16 v23, v15, 0xff9f
	v_sub_nc_u16 v22, v1, 32
	v_add_nc_u16 v24, v17, 0xff9f
	v_add_nc_u16 v26, v19, 0xff9f
	v_and_b32_e32 v21, 0xff, v21
	v_and_b32_e32 v23, 0xff, v23
	v_sub_nc_u16 v25, v15, 32
	v_sub_nc_u16 v27, v17, 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_gt_u16_e32 vcc_lo, 26, v21
	v_dual_cndmask_b32 v21, v1, v22 :: v_dual_and_b32 v24, 0xff, v24
	v_cmp_gt_u16_e32 vcc_lo, 26, v23
	v_and_b32_e32 v22, 0xff, v26
	v_sub_nc_u16 v26, v19, 32
	v_and_b32_e32 v21, 0xff, v21
	v_cndmask_b32_e32 v23, v15, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_u16_e32 vcc_lo, 26, v22
	v_lshlrev_b16 v23, 8, v23
	v_cndmask_b32_e32 v22, v19, v26, vcc_lo
	v_cmp_gt_u16_e32 vcc_lo, 26, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v21, v21, v23
	v_lshlrev_b16 v22, 8, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v24, v17, v27 :: v_dual_and_b32 v21, 0xffff, v21
	v_and_b32_e32 v24, 0xff, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v22, v24, v22
	v_lshlrev_b32_e32 v22, 16, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_or_b32_e32 v21, v21, v22
	global_store_b32 v[4:5], v21, off offset:4
	global_load_b32 v4, v[2:3], off offset:8
	s_waitcnt vmcnt(0)
	v_sub_nc_u16 v5, v4, 48
	v_and_b32_e32 v5, 0xff, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 9, v5
	v_mov_b32_e32 v5, 1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_73
; %bb.66:
	v_or_b32_e32 v5, 32, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v5, v5, 0xff9f
	v_and_b32_e32 v5, 0xff, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v5
	v_mov_b32_e32 v5, 2
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_72
; %bb.67:
	v_and_b32_e32 v21, 0xff, v4
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v21
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_147
; %bb.68:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v5, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_148
.LBB2_69:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_70:
	v_sub_nc_u16 v5, v4, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0xff, v5
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v5
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v5, 3, v5
.LBB2_71:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_72:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_73:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v21, 8, v4
	v_sub_nc_u16 v22, v21, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0xff, v22
	v_cmp_lt_u16_e32 vcc_lo, 9, v22
	v_mov_b32_e32 v22, 16
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_81
; %bb.74:
	v_or_b32_e32 v22, 32, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v22, v22, 0xff9f
	v_and_b32_e32 v22, 0xff, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v22
	v_mov_b32_e32 v22, 32
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_80
; %bb.75:
	v_and_b32_e32 v23, 0xff, v21
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v23
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_149
; %bb.76:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v22, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_150
.LBB2_77:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_78:
	v_sub_nc_u16 v22, v21, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0xff, v22
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v22
	v_cndmask_b32_e64 v22, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v22, 7, v22
.LBB2_79:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_80:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_81:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v23, 16, v4
	v_sub_nc_u16 v24, v23, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0xff, v24
	v_cmp_lt_u16_e32 vcc_lo, 9, v24
	v_mov_b32_e32 v24, 0x100
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_89
; %bb.82:
	v_or_b32_e32 v24, 32, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v24, v24, 0xff9f
	v_and_b32_e32 v24, 0xff, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v24
	v_mov_b32_e32 v24, 0x200
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_88
; %bb.83:
	v_and_b32_e32 v25, 0xff, v23
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v25
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_151
; %bb.84:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v24, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_152
.LBB2_85:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_86:
	v_sub_nc_u16 v24, v23, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0xff, v24
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v24
	v_cndmask_b32_e64 v24, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v24, 11, v24
.LBB2_87:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_88:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_89:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v25, 24, v4
	v_sub_nc_u16 v26, v25, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0xff, v26
	v_cmp_lt_u16_e32 vcc_lo, 9, v26
	v_mov_b32_e32 v26, 0x1000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_97
; %bb.90:
	v_or_b32_e32 v26, 32, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v26, v26, 0xff9f
	v_and_b32_e32 v26, 0xff, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v26
	v_mov_b32_e32 v26, 0x2000
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_96
; %bb.91:
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	v_cmpx_lt_i16_e32 31, v25
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_153
; %bb.92:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v26, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_154
.LBB2_93:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_94:
	v_sub_nc_u16 v26, v25, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0xff, v26
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v26
	v_cndmask_b32_e64 v26, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v26, 15, v26
.LBB2_95:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_96:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_97:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_add_nc_u16 v27, v4, 0xff9f
	v_add_nc_u16 v29, v21, 0xff9f
	v_sub_nc_u16 v28, v4, 32
	v_add_nc_u16 v30, v23, 0xff9f
	v_add_nc_u16 v32, v25, 0xff9f
	v_and_b32_e32 v27, 0xff, v27
	v_and_b32_e32 v29, 0xff, v29
	v_sub_nc_u16 v31, v21, 32
	v_sub_nc_u16 v33, v23, 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_gt_u16_e32 vcc_lo, 26, v27
	v_dual_cndmask_b32 v27, v4, v28 :: v_dual_and_b32 v30, 0xff, v30
	v_cmp_gt_u16_e32 vcc_lo, 26, v29
	v_and_b32_e32 v28, 0xff, v32
	v_sub_nc_u16 v32, v25, 32
	v_and_b32_e32 v27, 0xff, v27
	v_cndmask_b32_e32 v29, v21, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_u16_e32 vcc_lo, 26, v28
	v_lshlrev_b16 v29, 8, v29
	v_cndmask_b32_e32 v28, v25, v32, vcc_lo
	v_cmp_gt_u16_e32 vcc_lo, 26, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v29, v27, v29
	v_lshlrev_b16 v28, 8, v28
	v_dual_cndmask_b32 v30, v23, v33 :: v_dual_add_nc_u32 v27, 2, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v29, 0xffff, v29
	v_and_b32_e32 v30, 0xff, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v30, v30, v28
	v_mov_b32_e32 v28, 0
	v_lshlrev_b32_e32 v30, 16, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[27:28], 2, v[27:28]
	v_or_b32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v27, vcc_lo, s0, v27
	v_add_co_ci_u32_e32 v28, vcc_lo, s1, v28, vcc_lo
	global_store_b32 v[27:28], v29, off
	global_load_b32 v2, v[2:3], off offset:12
	s_waitcnt vmcnt(0)
	v_sub_nc_u16 v3, v2, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_cmp_lt_u16_e32 vcc_lo, 9, v3
	v_mov_b32_e32 v3, 0x10000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_105
; %bb.98:
	v_or_b32_e32 v3, 32, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v3, v3, 0xff9f
	v_and_b32_e32 v3, 0xff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v3
	v_mov_b32_e32 v3, 0x20000
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_104
; %bb.99:
	v_and_b32_e32 v27, 0xff, v2
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v27
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_155
; %bb.100:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v3, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_156
.LBB2_101:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_102:
	v_sub_nc_u16 v3, v2, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 0xff, v3
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v3
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 19, v3
.LBB2_103:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_104:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_105:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v27, 8, v2
	v_sub_nc_u16 v28, v27, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0xff, v28
	v_cmp_lt_u16_e32 vcc_lo, 9, v28
	v_mov_b32_e32 v28, 0x100000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_113
; %bb.106:
	v_or_b32_e32 v28, 32, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v28, v28, 0xff9f
	v_and_b32_e32 v28, 0xff, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v28
	v_mov_b32_e32 v28, 0x200000
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_112
; %bb.107:
	v_and_b32_e32 v29, 0xff, v27
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v29
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_157
; %bb.108:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v28, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_158
.LBB2_109:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_110:
	v_sub_nc_u16 v28, v27, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0xff, v28
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v28
	v_cndmask_b32_e64 v28, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v28, 23, v28
.LBB2_111:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_112:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_113:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v29, 16, v2
	v_sub_nc_u16 v30, v29, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0xff, v30
	v_cmp_lt_u16_e32 vcc_lo, 9, v30
	v_mov_b32_e32 v30, 0x1000000
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_121
; %bb.114:
	v_or_b32_e32 v30, 32, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v30, v30, 0xff9f
	v_and_b32_e32 v30, 0xff, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v30
	v_bfrev_b32_e32 v30, 64
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_120
; %bb.115:
	v_and_b32_e32 v31, 0xff, v29
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i16_e32 31, v31
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_159
; %bb.116:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v30, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_160
.LBB2_117:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_118:
	v_sub_nc_u16 v30, v29, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0xff, v30
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v30
	v_cndmask_b32_e64 v30, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v30, 27, v30
.LBB2_119:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_120:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_121:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshrrev_b32_e32 v31, 24, v2
	v_sub_nc_u16 v32, v31, 48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0xff, v32
	v_cmp_lt_u16_e32 vcc_lo, 9, v32
	v_bfrev_b32_e32 v32, 8
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB2_129
; %bb.122:
	v_or_b32_e32 v32, 32, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u16 v32, v32, 0xff9f
	v_and_b32_e32 v32, 0xff, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u16_e32 vcc_lo, 25, v32
	v_bfrev_b32_e32 v32, 4
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .LBB2_128
; %bb.123:
	s_mov_b32 s4, 0
	s_mov_b32 s5, exec_lo
                                        ; implicit-def: $sgpr6
	v_cmpx_lt_i16_e32 31, v31
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_161
; %bb.124:
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v32, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_162
.LBB2_125:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
.LBB2_126:
	v_sub_nc_u16 v32, v31, 33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0xff, v32
	v_cmp_gt_u16_e32 vcc_lo, 0x5e, v32
	v_cndmask_b32_e64 v32, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v32, 31, v32
.LBB2_127:
	s_or_b32 exec_lo, exec_lo, s5
.LBB2_128:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB2_129:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_and_b32_e32 v8, 0xff, v8
	v_and_b32_e32 v6, 0xff, v6
	v_or_b32_e32 v7, v9, v7
	v_and_b32_e32 v9, 0xff, v10
	v_and_b32_e32 v10, 0xffff, v12
	v_and_b32_e32 v1, 0xff, v1
	v_add_nc_u32_e32 v6, v6, v8
	v_and_b32_e32 v8, 0xff, v15
	v_and_b32_e32 v12, 0xff, v17
	v_or3_b32 v7, v11, v7, v13
	v_and_b32_e32 v4, 0xff, v4
	v_add3_u32 v6, v6, v9, v10
	v_and_b32_e32 v9, 0xffff, v19
	v_and_b32_e32 v10, 0xff, v21
	v_or3_b32 v7, v14, v7, v16
	v_add_nc_u16 v13, v27, 0xff9f
	v_add3_u32 v1, v6, v1, v8
	v_and_b32_e32 v6, 0xff, v23
	v_and_b32_e32 v8, 0xffff, v25
	v_or3_b32 v7, v18, v7, v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add3_u32 v1, v1, v12, v9
	v_add_nc_u16 v9, v2, 0xff9f
	v_sub_nc_u16 v12, v2, 32
	v_or3_b32 v5, v5, v7, v22
	v_add_nc_u16 v7, v29, 0xff9f
	v_add3_u32 v1, v1, v4, v10
	v_and_b32_e32 v4, 0xff, v9
	v_add_nc_u16 v9, v31, 0xff9f
	v_sub_nc_u16 v10, v29, 32
	v_and_b32_e32 v7, 0xff, v7
	v_add3_u32 v1, v1, v6, v8
	v_cmp_gt_u16_e32 vcc_lo, 26, v4
	v_and_b32_e32 v4, 0xff, v13
	v_sub_nc_u16 v6, v27, 32
	v_and_b32_e32 v8, 0xff, v9
	v_sub_nc_u16 v9, v31, 32
	v_dual_cndmask_b32 v2, v2, v12 :: v_dual_and_b32 v11, 0xff, v2
	v_cmp_gt_u16_e32 vcc_lo, 26, v4
	v_or3_b32 v5, v24, v5, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_and_b32_e32 v2, 0xff, v2
	v_cndmask_b32_e32 v4, v27, v6, vcc_lo
	v_cmp_gt_u16_e32 vcc_lo, 26, v8
	v_and_b32_e32 v8, 0xff, v27
	v_or3_b32 v5, v3, v5, v28
	v_lshlrev_b16 v4, 8, v4
	v_cndmask_b32_e32 v6, v31, v9, vcc_lo
	v_cmp_gt_u16_e32 vcc_lo, 26, v7
	v_add3_u32 v8, v1, v11, v8
	v_add_nc_u32_e32 v1, 3, v0
	v_or_b32_e32 v3, v2, v4
	v_lshlrev_b16 v6, 8, v6
	v_dual_cndmask_b32 v7, v29, v10 :: v_dual_mov_b32 v2, 0
	v_and_b32_e32 v10, 0xffff, v31
	v_or3_b32 v5, v30, v5, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0xff, v7
	v_or_b32_e32 v4, v7, v6
	v_and_b32_e32 v7, 0xffff, v3
	v_and_b32_e32 v6, 0xff, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b32_e32 v9, 16, v4
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_add_nc_u32_e32 v1, 4, v0
	v_add3_u32 v6, v8, v6, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v7, v7, v9
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v2, vcc_lo, s0, v3
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_clause 0x1
	global_store_b32 v[2:3], v7, off
	global_store_b64 v[0:1], v[5:6], off
.LBB2_130:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB2_131:
	v_cmp_ne_u16_e32 vcc_lo, 32, v1
	s_mov_b32 s6, 4
                                        ; implicit-def: $vgpr1
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v7, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_5
.LBB2_132:
	v_add_nc_u16 v1, v1, -9
	v_mov_b32_e32 v7, 4
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v1
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_7
.LBB2_133:
	v_cmp_ne_u16_e32 vcc_lo, 32, v1
	s_mov_b32 s6, 64
                                        ; implicit-def: $vgpr1
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v9, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_13
.LBB2_134:
	v_add_nc_u16 v1, v1, -9
	v_mov_b32_e32 v9, 64
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v1
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_14
	s_branch .LBB2_15
.LBB2_135:
	v_cmp_ne_u16_e32 vcc_lo, 32, v1
	s_movk_i32 s6, 0x400
                                        ; implicit-def: $vgpr1
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v11, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_21
.LBB2_136:
	v_add_nc_u16 v1, v1, -9
	v_mov_b32_e32 v11, 0x400
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v1
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_22
	s_branch .LBB2_23
.LBB2_137:
	v_cmp_ne_u16_e32 vcc_lo, 32, v12
	s_movk_i32 s6, 0x4000
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v13, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_29
.LBB2_138:
	v_add_nc_u16 v1, v12, -9
	v_mov_b32_e32 v13, 0x4000
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v1
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_30
	s_branch .LBB2_31
.LBB2_139:
	v_cmp_ne_u16_e32 vcc_lo, 32, v15
	s_mov_b32 s6, 0x40000
                                        ; implicit-def: $vgpr15
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v14, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_37
.LBB2_140:
	v_add_nc_u16 v14, v15, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v14
	v_mov_b32_e32 v14, 0x40000
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_38
	s_branch .LBB2_39
.LBB2_141:
	v_cmp_ne_u16_e32 vcc_lo, 32, v17
	s_mov_b32 s6, 0x400000
                                        ; implicit-def: $vgpr17
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v16, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_45
.LBB2_142:
	v_add_nc_u16 v16, v17, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v16
	v_mov_b32_e32 v16, 0x400000
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_46
	s_branch .LBB2_47
.LBB2_143:
	v_cmp_ne_u16_e32 vcc_lo, 32, v19
	s_brev_b32 s6, 32
                                        ; implicit-def: $vgpr19
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v18, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_53
.LBB2_144:
	v_add_nc_u16 v18, v19, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v18
	v_bfrev_b32_e32 v18, 32
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_54
	s_branch .LBB2_55
.LBB2_145:
	v_cmp_ne_u16_e32 vcc_lo, 32, v19
	s_mov_b32 s6, 2.0
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v20, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_61
.LBB2_146:
	v_add_nc_u16 v20, v19, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v20
	v_mov_b32_e32 v20, 2.0
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_62
	s_branch .LBB2_63
.LBB2_147:
	v_cmp_ne_u16_e32 vcc_lo, 32, v21
	s_mov_b32 s6, 4
                                        ; implicit-def: $vgpr21
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v5, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_69
.LBB2_148:
	v_add_nc_u16 v5, v21, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v5
	v_mov_b32_e32 v5, 4
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_70
	s_branch .LBB2_71
.LBB2_149:
	v_cmp_ne_u16_e32 vcc_lo, 32, v23
	s_mov_b32 s6, 64
                                        ; implicit-def: $vgpr23
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v22, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_77
.LBB2_150:
	v_add_nc_u16 v22, v23, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v22
	v_mov_b32_e32 v22, 64
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_78
	s_branch .LBB2_79
.LBB2_151:
	v_cmp_ne_u16_e32 vcc_lo, 32, v25
	s_movk_i32 s6, 0x400
                                        ; implicit-def: $vgpr25
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v24, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_85
.LBB2_152:
	v_add_nc_u16 v24, v25, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v24
	v_mov_b32_e32 v24, 0x400
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_86
	s_branch .LBB2_87
.LBB2_153:
	v_cmp_ne_u16_e32 vcc_lo, 32, v25
	s_movk_i32 s6, 0x4000
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v26, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_93
.LBB2_154:
	v_add_nc_u16 v26, v25, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v26
	v_mov_b32_e32 v26, 0x4000
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_94
	s_branch .LBB2_95
.LBB2_155:
	v_cmp_ne_u16_e32 vcc_lo, 32, v27
	s_mov_b32 s6, 0x40000
                                        ; implicit-def: $vgpr27
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v3, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_101
.LBB2_156:
	v_add_nc_u16 v3, v27, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v3
	v_mov_b32_e32 v3, 0x40000
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_102
	s_branch .LBB2_103
.LBB2_157:
	v_cmp_ne_u16_e32 vcc_lo, 32, v29
	s_mov_b32 s6, 0x400000
                                        ; implicit-def: $vgpr29
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v28, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_109
.LBB2_158:
	v_add_nc_u16 v28, v29, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v28
	v_mov_b32_e32 v28, 0x400000
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_110
	s_branch .LBB2_111
.LBB2_159:
	v_cmp_ne_u16_e32 vcc_lo, 32, v31
	s_brev_b32 s6, 32
                                        ; implicit-def: $vgpr31
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v30, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_117
.LBB2_160:
	v_add_nc_u16 v30, v31, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v30
	v_bfrev_b32_e32 v30, 32
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_118
	s_branch .LBB2_119
.LBB2_161:
	v_cmp_ne_u16_e32 vcc_lo, 32, v31
	s_mov_b32 s6, 2.0
	s_and_b32 s4, vcc_lo, exec_lo
	s_or_saveexec_b32 s5, s5
	v_mov_b32_e32 v32, s6
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB2_125
.LBB2_162:
	v_add_nc_u16 v32, v31, -9
	s_and_not1_b32 s4, s4, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u16_e32 vcc_lo, 4, v32
	v_mov_b32_e32 v32, 2.0
	s_and_b32 s6, vcc_lo, exec_lo
	s_or_b32 s4, s4, s6
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB2_126
	s_branch .LBB2_127
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ascii_bytes
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
		.amdhsa_next_free_vgpr 34
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
	.size	ascii_bytes, .Lfunc_end2-ascii_bytes
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6048
; NumSgprs: 18
; NumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 34
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
	.protected	ascii_swar              ; -- Begin function ascii_swar
	.globl	ascii_swar
	.p2align	8
	.type	ascii_swar,@function
ascii_swar:                             ; @ascii_swar
; %bb.0:
	s_load_b32 s4, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_mov_b32 s2, exec_lo
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s4, v0
	s_cbranch_execz .LBB3_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	s_and_b32 s2, s4, 0xff
	s_mul_i32 s2, s2, 0x1010101
	global_load_b32 v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v4, 0x7f7f7f7f, v2
	v_xor_b32_e32 v3, s2, v2
	v_not_b32_e32 v5, v2
	v_add_nc_u32_e32 v6, 0xfefefeff, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_nc_u32_e32 v8, 0x3f3f3f3f, v4
	v_and_b32_e32 v7, 0x7f7f7f7f, v3
	v_sub_nc_u32_e32 v4, 0xdadadada, v4
	v_and_b32_e32 v6, v5, v6
	s_lshr_b32 s2, s4, 5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v7, 0x7f7f7f7f, v7
	v_and_b32_e32 v4, v4, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v6, 0x80808080, v6
	s_sub_i32 s2, 0, s2
	v_or_b32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v7, v4, v5
	v_ctz_i32_b32_e32 v8, v6
	v_add_co_u32 v4, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_not_b32_e32 v3, v3
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v1, vcc_lo
	v_lshrrev_b32_e32 v0, 2, v7
	v_alignbit_b32 v7, v2, v2, s4
	v_lshrrev_b32_e32 v1, 3, v8
	v_and_b32_e32 v3, 0x80808080, v3
	v_alignbit_b32 v8, v2, v2, s2
	v_cmp_ne_u32_e32 vcc_lo, 0, v6
	v_and_or_b32 v0, 0x20202020, v0, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_bcnt_u32_b32 v2, v3, 0
	v_xor_b32_e32 v3, v7, v8
	v_cndmask_b32_e32 v1, 4, v1, vcc_lo
	global_store_b128 v[4:5], v[0:3], off
.LBB3_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ascii_swar
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
		.amdhsa_next_free_vgpr 9
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
.Lfunc_end3:
	.size	ascii_swar, .Lfunc_end3-ascii_swar
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 336
; NumSgprs: 18
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 9
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
	.protected	hex_encode              ; -- Begin function hex_encode
	.globl	hex_encode
	.p2align	8
	.type	hex_encode,@function
hex_encode:                             ; @hex_encode
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v0, 1, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_u32 v2, vcc_lo, s2, v2
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v3, vcc_lo
	global_load_b32 v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_bfe_u32 v3, v2, 4, 4
	v_cmp_gt_u32_e32 vcc_lo, 0xa0000000, v2
	v_and_b32_e32 v4, 15, v2
	v_bfe_u32 v5, v2, 12, 4
	v_bfe_u32 v6, v2, 8, 4
	v_bfe_u32 v7, v2, 20, 4
	v_bfe_u32 v8, v2, 16, 4
	v_lshrrev_b32_e32 v9, 28, v2
	v_bfe_u32 v10, v2, 24, 4
	v_cndmask_b32_e64 v2, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v2, v2, v9, 16
	v_cndmask_b32_e64 v11, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v4
	v_add_nc_u32_e32 v3, v11, v3
	v_cndmask_b32_e64 v12, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v4, v12, v4
	v_cndmask_b32_e64 v13, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v6
	v_lshl_or_b32 v3, v4, 8, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_lshl_u32 v5, v13, v5, 16
	v_cndmask_b32_e64 v14, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v7
	v_add_lshl_u32 v6, v14, v6, 24
	v_cndmask_b32_e64 v15, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v7, v15, v7
	v_cndmask_b32_e64 v16, 0x57, 48, vcc_lo
	v_cmp_gt_u32_e32 vcc_lo, 10, v10
	v_add_lshl_u32 v8, v16, v8, 8
	v_cndmask_b32_e64 v17, 0x57, 48, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, v17, v10
	v_lshl_or_b32 v4, v9, 24, v2
	v_or3_b32 v2, v6, v5, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_or3_b32 v3, v8, v7, v4
	global_store_b64 v[0:1], v[2:3], off
.LBB4_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel hex_encode
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
		.amdhsa_next_free_vgpr 18
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
.Lfunc_end4:
	.size	hex_encode, .Lfunc_end4-hex_encode
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 428
; NumSgprs: 18
; NumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
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
	.protected	lanes16                 ; -- Begin function lanes16
	.globl	lanes16
	.p2align	8
	.type	lanes16,@function
lanes16:                                ; @lanes16
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB5_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v1, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_lshl_add_u32 v1, v0, 1, v0
	v_dual_mov_b32 v6, v2 :: v_dual_add_nc_u32 v5, 1, v1
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v3, vcc_lo, s2, v3
	v_add_co_ci_u32_e32 v4, vcc_lo, s3, v4, vcc_lo
	v_add_co_u32 v7, vcc_lo, s0, v7
	v_add_co_ci_u32_e32 v8, vcc_lo, s1, v8, vcc_lo
	global_load_b64 v[3:4], v[3:4], off
	v_add_co_u32 v5, vcc_lo, s0, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s1, v6, vcc_lo
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v9, 16, v4
	v_lshrrev_b32_e32 v10, 16, v3
	v_alignbit_b32 v11, s0, v3, 16
	v_ashrrev_i16 v12, 2, v4
	v_lshrrev_b16 v13, 13, v3
	v_lshlrev_b16 v14, 3, v3
	v_cmp_eq_u16_e32 vcc_lo, v10, v9
	v_pk_sub_i16 v11, v11, v4
	v_add_nc_u32_e32 v1, 2, v1
	v_lshrrev_b16 v15, 15, v3
	v_mul_lo_u16 v16, v9, v10
	v_or_b32_e32 v13, v14, v13
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_nc_u16 v2, v4, v3
	v_min_u16 v3, v3, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_cmp_gt_i16_e32 vcc_lo, v10, v4
	v_lshlrev_b32_e32 v10, 16, v16
	v_and_b32_e32 v2, 0xffff, v2
	v_and_b32_e32 v3, 0xffff, v3
	v_lshlrev_b32_e32 v14, 17, v15
	v_dual_cndmask_b32 v4, v12, v11 :: v_dual_and_b32 v11, 0xffff, v13
	v_lshlrev_b32_e32 v9, 16, v9
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v4, 16, v4
	v_or_b32_e32 v2, v10, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	v_or_b32_e32 v3, v4, v3
	v_or3_b32 v4, v9, v11, v14
	s_clause 0x2
	global_store_b32 v[7:8], v2, off
	global_store_b32 v[5:6], v3, off
	global_store_b32 v[0:1], v4, off
.LBB5_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lanes16
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
		.amdhsa_next_free_vgpr 17
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
.Lfunc_end5:
	.size	lanes16, .Lfunc_end5-lanes16
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 384
; NumSgprs: 18
; NumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 17
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         byteswap.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
    .name:           byte_insert
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         byte_insert.kd
    .uses_dynamic_stack: false
    .vgpr_count:     21
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
    .name:           ascii_swar
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         ascii_swar.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
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
    .name:           hex_encode
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         hex_encode.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
    .name:           lanes16
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lanes16.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
