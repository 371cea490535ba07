	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	xxh32_block             ; -- Begin function xxh32_block
	.globl	xxh32_block
	.p2align	8
	.type	xxh32_block,@function
xxh32_block:                            ; @xxh32_block
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
	s_mov_b32 s4, 0x85ebca77
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v20, vcc, s2, v2
	v_addc_co_u32_e32 v21, vcc, v1, v3, vcc
	global_load_dwordx4 v[2:5], v[20:21], off
	global_load_dwordx4 v[6:9], v[20:21], off offset:16
	global_load_dwordx4 v[10:13], v[20:21], off offset:32
	global_load_dwordx4 v[14:17], v[20:21], off offset:48
	s_mov_b32 s5, 0x24234428
	s_mov_b32 s6, 0x61c8864f
	s_mov_b32 s7, 0x9e3779b1
	s_mov_b32 s8, 0xc2b2ae3d
	v_mov_b32_e32 v22, s1
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v18, v3, s4
	v_mul_lo_u32 v5, v5, s4
	v_mul_lo_u32 v20, v2, s4
	v_mad_u64_u32 v[2:3], s[2:3], v4, s4, v[0:1]
	v_add3_u32 v3, v0, v20, s5
	v_add3_u32 v4, v0, v5, s6
	v_add3_u32 v5, v0, v18, s4
	v_alignbit_b32 v2, v2, v2, 19
	v_alignbit_b32 v5, v5, v5, 19
	v_alignbit_b32 v18, v4, v4, 19
	v_alignbit_b32 v3, v3, v3, 19
	v_mul_lo_u32 v2, v2, s7
	v_mul_lo_u32 v4, v3, s7
	v_mul_lo_u32 v18, v18, s7
	v_mul_lo_u32 v20, v5, s7
	s_waitcnt vmcnt(2)
	v_mad_u64_u32 v[2:3], s[2:3], v8, s4, v[2:3]
	v_mad_u64_u32 v[20:21], s[2:3], v7, s4, v[20:21]
	v_mad_u64_u32 v[8:9], s[2:3], v9, s4, v[18:19]
	v_mad_u64_u32 v[4:5], s[2:3], v6, s4, v[4:5]
	v_alignbit_b32 v2, v2, v2, 19
	v_alignbit_b32 v3, v4, v4, 19
	v_alignbit_b32 v5, v8, v8, 19
	v_alignbit_b32 v4, v20, v20, 19
	v_mul_lo_u32 v2, v2, s7
	v_mul_lo_u32 v4, v4, s7
	v_mul_lo_u32 v6, v5, s7
	v_mul_lo_u32 v8, v3, s7
	s_waitcnt vmcnt(1)
	v_mad_u64_u32 v[2:3], s[2:3], v12, s4, v[2:3]
	v_mad_u64_u32 v[8:9], s[2:3], v10, s4, v[8:9]
	v_mad_u64_u32 v[6:7], s[2:3], v13, s4, v[6:7]
	v_mad_u64_u32 v[4:5], s[2:3], v11, s4, v[4:5]
	v_alignbit_b32 v2, v2, v2, 19
	v_alignbit_b32 v3, v4, v4, 19
	v_alignbit_b32 v5, v6, v6, 19
	v_alignbit_b32 v4, v8, v8, 19
	v_mul_lo_u32 v2, v2, s7
	v_mul_lo_u32 v4, v4, s7
	v_mul_lo_u32 v6, v5, s7
	v_mul_lo_u32 v8, v3, s7
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], s[2:3], v16, s4, v[2:3]
	v_mad_u64_u32 v[8:9], s[2:3], v15, s4, v[8:9]
	v_mad_u64_u32 v[6:7], s[2:3], v17, s4, v[6:7]
	v_mad_u64_u32 v[4:5], s[2:3], v14, s4, v[4:5]
	v_alignbit_b32 v2, v2, v2, 19
	v_alignbit_b32 v3, v4, v4, 19
	v_alignbit_b32 v4, v6, v6, 19
	v_alignbit_b32 v5, v8, v8, 19
	v_mul_lo_u32 v2, v2, s7
	v_mul_lo_u32 v5, v5, s7
	v_mul_lo_u32 v4, v4, s7
	v_mul_lo_u32 v3, v3, s7
	v_alignbit_b32 v2, v2, v2, 20
	v_alignbit_b32 v3, v3, v3, 31
	v_alignbit_b32 v4, v4, v4, 14
	v_alignbit_b32 v5, v5, v5, 25
	v_add_u32_e32 v4, v5, v4
	v_add_u32_e32 v2, v3, v2
	v_add3_u32 v2, v2, v4, 64
	v_lshrrev_b32_e32 v3, 15, v2
	v_xor_b32_e32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s4
	v_mov_b32_e32 v1, v19
	v_lshrrev_b32_e32 v3, 13, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_xor_b32_e32 v2, v3, v2
	v_mul_lo_u32 v2, v2, s8
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_xor_b32_sdwa v2, v2, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_addc_co_u32_e32 v1, vcc, v22, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB0_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel xxh32_block
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
		.amdhsa_next_free_sgpr 9
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
	.size	xxh32_block, .Lfunc_end0-xxh32_block
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 692
; NumSgprs: 13
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
; NumSGPRsForWavesPerEU: 13
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
	.protected	xxh32_len               ; -- Begin function xxh32_len
	.globl	xxh32_len
	.p2align	8
	.type	xxh32_len,@function
xxh32_len:                              ; @xxh32_len
; %bb.0:
	s_load_dword s9, s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s9, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_12
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshlrev_b32_e32 v2, 4, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
                                        ; implicit-def: $sgpr7
                                        ; implicit-def: $sgpr6
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v6, vcc, s2, v2
	v_addc_co_u32_e32 v7, vcc, v1, v3, vcc
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0)
	v_cmp_gt_u32_e32 vcc, 4, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
; %bb.2:
	s_add_i32 s6, s9, 0x165667b1
	s_mov_b32 s7, 0
                                        ; implicit-def: $vgpr6
; %bb.3:
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_min_u32_e32 v1, 15, v1
	v_mov_b32_e32 v4, s7
	v_mov_b32_e32 v5, s6
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_7
; %bb.4:
	s_add_i32 s11, s9, 0x24234428
	s_add_i32 s12, s9, 0x85ebca77
	s_add_i32 s13, s9, 0x61c8864f
	v_add_co_u32_e32 v6, vcc, 4, v6
	s_mov_b32 s8, 0x85ebca77
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_mov_b32 s10, 0
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v10, s11
	v_mov_b32_e32 v8, s12
	v_mov_b32_e32 v14, s9
	v_mov_b32_e32 v12, s13
	s_mov_b32 s9, 0x9e3779b1
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx4 v[16:19], v[6:7], off
	v_add_co_u32_e32 v6, vcc, 16, v6
	s_add_i32 s11, s10, 4
	v_addc_co_u32_e32 v7, vcc, 0, v7, vcc
	s_add_i32 s10, s10, 8
	v_cmp_gt_u32_e32 vcc, s10, v1
	v_mov_b32_e32 v4, s11
	s_mov_b32 s10, s11
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[12:13], s[12:13], v19, s8, v[12:13]
	v_mad_u64_u32 v[14:15], s[12:13], v18, s8, v[14:15]
	v_mad_u64_u32 v[8:9], s[12:13], v17, s8, v[8:9]
	v_mad_u64_u32 v[10:11], s[12:13], v16, s8, v[10:11]
	v_alignbit_b32 v5, v10, v10, 19
	v_alignbit_b32 v8, v8, v8, 19
	v_alignbit_b32 v9, v14, v14, 19
	v_alignbit_b32 v10, v12, v12, 19
	v_mul_lo_u32 v12, v10, s9
	v_mul_lo_u32 v14, v9, s9
	v_mul_lo_u32 v8, v8, s9
	v_mul_lo_u32 v10, v5, s9
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_5
; %bb.6:
	s_or_b64 exec, exec, s[6:7]
	v_alignbit_b32 v7, v12, v12, 14
	v_alignbit_b32 v8, v8, v8, 25
	v_alignbit_b32 v5, v14, v14, 20
	v_alignbit_b32 v6, v10, v10, 31
	v_add_u32_e32 v7, v8, v7
	v_add3_u32 v5, v6, v5, v7
.LBB1_7:
	s_or_b64 exec, exec, s[4:5]
	v_lshl_add_u32 v6, v1, 2, v5
	v_cmp_lt_u32_e32 vcc, v4, v1
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_11
; %bb.8:
	v_mov_b32_e32 v5, 0
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_add_co_u32_e32 v2, vcc, v8, v2
	v_addc_co_u32_e32 v3, vcc, v9, v3, vcc
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	s_mov_b64 s[2:3], 0
	s_mov_b32 s6, 0xc2b2ae3d
	s_mov_b32 s7, 0x27d4eb2f
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[2:3], off
	v_add_co_u32_e32 v2, vcc, 4, v2
	v_add_u32_e32 v4, 1, v4
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_cmp_ge_u32_e32 vcc, v4, v1
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[6:7], s[8:9], v5, s6, v[6:7]
	v_alignbit_b32 v5, v6, v6, 15
	v_mul_lo_u32 v6, v5, s7
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_9
; %bb.10:
	s_or_b64 exec, exec, s[2:3]
.LBB1_11:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b32_e32 v1, 15, v6
	v_xor_b32_e32 v1, v1, v6
	s_mov_b32 s2, 0x85ebca77
	v_mul_lo_u32 v1, v1, s2
	v_lshrrev_b32_e32 v2, 13, v1
	v_xor_b32_e32 v1, v2, v1
	s_mov_b32 s2, 0xc2b2ae3d
	v_mul_lo_u32 v1, v1, s2
	v_xor_b32_sdwa v2, v1, v1 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
.LBB1_12:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel xxh32_len
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 14
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
.Lfunc_end1:
	.size	xxh32_len, .Lfunc_end1-xxh32_len
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 648
; NumSgprs: 18
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 20
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
    .name:           xxh32_block
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         xxh32_block.kd
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
    .name:           xxh32_len
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         xxh32_len.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
