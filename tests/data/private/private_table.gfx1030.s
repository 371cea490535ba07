	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.protected	private_table           ; -- Begin function private_table
	.globl	private_table
	.p2align	8
	.type	private_table,@function
private_table:                          ; @private_table
; %bb.0:
	s_load_dwordx4 s[12:15], s[4:5], 0x0
	v_mov_b32_e32 v4, 0
	v_lshl_or_b32 v3, s8, 6, v0
	s_load_dword s4, s[4:5], 0x10
	s_add_u32 s0, s0, s9
	s_addc_u32 s1, s1, 0
	s_mov_b32 s5, 0
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mul_lo_u32 v28, 0x9e3779b1, v3
	v_add_nc_u32_e32 v3, 0x9e37, v28
	v_add_nc_u32_e32 v6, 0x45381, v28
	v_add_nc_u32_e32 v7, 0x4f1b8, v28
	v_add_nc_u32_e32 v8, 0x8a702, v28
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s12, v0
	v_add_co_ci_u32_e32 v5, vcc_lo, s13, v1, vcc_lo
	v_add_nc_u32_e32 v9, 0x94539, v28
	v_add_nc_u32_e32 v11, 0xa81a7, v28
	v_add_nc_u32_e32 v13, 0xbbe15, v28
	global_load_dword v2, v[4:5], off
	v_add_nc_u32_e32 v4, 0x13c6e, v28
	v_add_nc_u32_e32 v5, 0x1daa5, v28
	buffer_store_dword v28, off, s[0:3], 0
	buffer_store_dword v3, off, s[0:3], 0 offset:4
	v_add_nc_u32_e32 v3, 0x278dc, v28
	buffer_store_dword v4, off, s[0:3], 0 offset:8
	buffer_store_dword v5, off, s[0:3], 0 offset:12
	v_add_nc_u32_e32 v4, 0x31713, v28
	v_add_nc_u32_e32 v5, 0x3b54a, v28
	buffer_store_dword v3, off, s[0:3], 0 offset:16
	buffer_store_dword v4, off, s[0:3], 0 offset:20
	buffer_store_dword v5, off, s[0:3], 0 offset:24
	v_add_nc_u32_e32 v3, 0x58fef, v28
	buffer_store_dword v6, off, s[0:3], 0 offset:28
	buffer_store_dword v7, off, s[0:3], 0 offset:32
	v_add_nc_u32_e32 v4, 0x62e26, v28
	v_add_nc_u32_e32 v6, 0x76a94, v28
	v_add_nc_u32_e32 v14, 0xc5c4c, v28
	v_add_nc_u32_e32 v16, 0xd98ba, v28
	v_add_nc_u32_e32 v18, 0xed528, v28
	v_add_nc_u32_e32 v19, 0xf735f, v28
	v_add_nc_u32_e32 v21, 0x10afcd, v28
	v_add_nc_u32_e32 v23, 0x11ec3b, v28
	v_add_nc_u32_e32 v25, 0x128a72, v28
	v_add_nc_u32_e32 v26, 0x13c6e0, v28
	v_add_nc_u32_e32 v29, 0x15034e, v28
	v_add_nc_u32_e32 v5, 0x6cc5d, v28
	v_add_nc_u32_e32 v7, 0x808cb, v28
	v_add_nc_u32_e32 v10, 0x9e370, v28
	v_add_nc_u32_e32 v12, 0xb1fde, v28
	v_add_nc_u32_e32 v15, 0xcfa83, v28
	v_add_nc_u32_e32 v17, 0xe36f1, v28
	v_add_nc_u32_e32 v20, 0x101196, v28
	v_add_nc_u32_e32 v22, 0x114e04, v28
	v_add_nc_u32_e32 v24, 0x1328a9, v28
	v_add_nc_u32_e32 v27, 0x146517, v28
	buffer_store_dword v3, off, s[0:3], 0 offset:36
	buffer_store_dword v4, off, s[0:3], 0 offset:40
	buffer_store_dword v5, off, s[0:3], 0 offset:44
	buffer_store_dword v6, off, s[0:3], 0 offset:48
	buffer_store_dword v7, off, s[0:3], 0 offset:52
	buffer_store_dword v8, off, s[0:3], 0 offset:56
	buffer_store_dword v9, off, s[0:3], 0 offset:60
	buffer_store_dword v10, off, s[0:3], 0 offset:64
	buffer_store_dword v11, off, s[0:3], 0 offset:68
	buffer_store_dword v12, off, s[0:3], 0 offset:72
	buffer_store_dword v13, off, s[0:3], 0 offset:76
	buffer_store_dword v14, off, s[0:3], 0 offset:80
	buffer_store_dword v15, off, s[0:3], 0 offset:84
	buffer_store_dword v16, off, s[0:3], 0 offset:88
	buffer_store_dword v17, off, s[0:3], 0 offset:92
	buffer_store_dword v18, off, s[0:3], 0 offset:96
	buffer_store_dword v19, off, s[0:3], 0 offset:100
	buffer_store_dword v20, off, s[0:3], 0 offset:104
	buffer_store_dword v21, off, s[0:3], 0 offset:108
	buffer_store_dword v22, off, s[0:3], 0 offset:112
	buffer_store_dword v23, off, s[0:3], 0 offset:116
	buffer_store_dword v25, off, s[0:3], 0 offset:120
	buffer_store_dword v24, off, s[0:3], 0 offset:124
	buffer_store_dword v26, off, s[0:3], 0 offset:128
	buffer_store_dword v27, off, s[0:3], 0 offset:132
	v_add_nc_u32_e32 v30, 0x15a185, v28
	v_add_nc_u32_e32 v31, 0x163fbc, v28
	buffer_store_dword v29, off, s[0:3], 0 offset:136
	v_add_nc_u32_e32 v29, 0x16ddf3, v28
	v_add_nc_u32_e32 v32, 0x177c2a, v28
	v_add_nc_u32_e32 v28, 0x181a61, v28
	s_cmp_eq_u32 s4, 0
	buffer_store_dword v30, off, s[0:3], 0 offset:140
	buffer_store_dword v31, off, s[0:3], 0 offset:144
	buffer_store_dword v29, off, s[0:3], 0 offset:148
	buffer_store_dword v32, off, s[0:3], 0 offset:152
	buffer_store_dword v28, off, s[0:3], 0 offset:156
	s_cbranch_scc1 .LBB0_3
	.p2align	6
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_mul_hi_u32 v3, 0xcccccccd, v2
	v_lshrrev_b32_e32 v3, 5, v3
	v_mul_lo_u32 v3, v3, 40
	v_sub_nc_u32_e32 v3, v2, v3
	v_cmp_gt_u32_e32 vcc_lo, 33, v3
	v_lshl_add_u32 v4, v3, 2, 0
	v_cndmask_b32_e64 v3, 0xffffff7c, 28, vcc_lo
	v_add_nc_u32_e32 v5, v4, v3
	s_clause 0x1
	buffer_load_dword v3, v4, s[0:3], 0 offen
	buffer_load_dword v4, v5, s[0:3], 0 offen
	s_waitcnt vmcnt(1)
	v_add_nc_u32_e32 v6, s5, v3
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[2:3], null, 0x19660d, v2, v[3:4]
	s_add_i32 s5, s5, 1
	s_cmp_eq_u32 s4, s5
	v_xor_b32_e32 v3, v4, v6
	buffer_store_dword v3, v5, s[0:3], 0 offen
	s_cbranch_scc0 .LBB0_1
; %bb.2:
	s_clause 0x18
	buffer_load_dword v3, off, s[0:3], 0 offset:36
	buffer_load_dword v4, off, s[0:3], 0 offset:40
	buffer_load_dword v5, off, s[0:3], 0 offset:44
	buffer_load_dword v6, off, s[0:3], 0 offset:48
	buffer_load_dword v7, off, s[0:3], 0 offset:52
	buffer_load_dword v8, off, s[0:3], 0 offset:56
	buffer_load_dword v9, off, s[0:3], 0 offset:60
	buffer_load_dword v10, off, s[0:3], 0 offset:64
	buffer_load_dword v11, off, s[0:3], 0 offset:68
	buffer_load_dword v12, off, s[0:3], 0 offset:72
	buffer_load_dword v13, off, s[0:3], 0 offset:76
	buffer_load_dword v14, off, s[0:3], 0 offset:80
	buffer_load_dword v15, off, s[0:3], 0 offset:84
	buffer_load_dword v16, off, s[0:3], 0 offset:88
	buffer_load_dword v17, off, s[0:3], 0 offset:92
	buffer_load_dword v18, off, s[0:3], 0 offset:96
	buffer_load_dword v19, off, s[0:3], 0 offset:100
	buffer_load_dword v20, off, s[0:3], 0 offset:104
	buffer_load_dword v21, off, s[0:3], 0 offset:108
	buffer_load_dword v22, off, s[0:3], 0 offset:112
	buffer_load_dword v23, off, s[0:3], 0 offset:116
	buffer_load_dword v25, off, s[0:3], 0 offset:120
	buffer_load_dword v24, off, s[0:3], 0 offset:124
	buffer_load_dword v26, off, s[0:3], 0 offset:128
	buffer_load_dword v27, off, s[0:3], 0 offset:132
.LBB0_3:
	s_clause 0xe
	buffer_load_dword v28, off, s[0:3], 0 offset:4
	buffer_load_dword v29, off, s[0:3], 0 offset:8
	buffer_load_dword v30, off, s[0:3], 0 offset:12
	buffer_load_dword v31, off, s[0:3], 0 offset:16
	buffer_load_dword v32, off, s[0:3], 0
	buffer_load_dword v33, off, s[0:3], 0 offset:20
	buffer_load_dword v34, off, s[0:3], 0 offset:24
	buffer_load_dword v35, off, s[0:3], 0 offset:28
	buffer_load_dword v36, off, s[0:3], 0 offset:32
	buffer_load_dword v37, off, s[0:3], 0 offset:136
	buffer_load_dword v38, off, s[0:3], 0 offset:140
	buffer_load_dword v39, off, s[0:3], 0 offset:144
	buffer_load_dword v40, off, s[0:3], 0 offset:148
	buffer_load_dword v41, off, s[0:3], 0 offset:152
	buffer_load_dword v42, off, s[0:3], 0 offset:156
	s_waitcnt vmcnt(39)
	v_mul_lo_u32 v3, v3, 10
	s_waitcnt vmcnt(38)
	v_mul_lo_u32 v4, v4, 11
	s_waitcnt vmcnt(37)
	v_mul_lo_u32 v5, v5, 12
	s_waitcnt vmcnt(36)
	v_mul_lo_u32 v6, v6, 13
	v_add_co_u32 v0, vcc_lo, s14, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s15, v1, vcc_lo
	s_waitcnt vmcnt(14)
	v_lshlrev_b32_e32 v28, 1, v28
	s_waitcnt vmcnt(13)
	v_lshl_add_u32 v29, v29, 1, v29
	s_waitcnt vmcnt(12)
	v_lshlrev_b32_e32 v30, 2, v30
	s_waitcnt vmcnt(11)
	v_lshl_add_u32 v31, v31, 2, v31
	s_waitcnt vmcnt(10)
	v_add3_u32 v28, v28, v32, v29
	s_waitcnt vmcnt(9)
	v_mul_lo_u32 v29, v33, 6
	s_waitcnt vmcnt(8)
	v_mul_lo_u32 v32, v34, 7
	v_add3_u32 v28, v30, v28, v31
	s_waitcnt vmcnt(7)
	v_lshlrev_b32_e32 v30, 3, v35
	s_waitcnt vmcnt(6)
	v_lshl_add_u32 v31, v36, 3, v36
	v_add3_u32 v28, v29, v28, v32
	v_add3_u32 v28, v30, v28, v31
	v_add3_u32 v3, v3, v28, v4
	v_mul_lo_u32 v4, v7, 14
	v_mul_lo_u32 v7, v8, 15
	v_add3_u32 v3, v5, v3, v6
	v_lshlrev_b32_e32 v5, 4, v9
	v_lshl_add_u32 v6, v10, 4, v10
	v_add3_u32 v3, v4, v3, v7
	v_mul_lo_u32 v4, v11, 18
	v_mul_lo_u32 v7, v12, 19
	v_add3_u32 v3, v5, v3, v6
	v_mul_lo_u32 v5, v13, 20
	v_mul_lo_u32 v6, v14, 21
	v_add3_u32 v3, v4, v3, v7
	v_mul_lo_u32 v4, v15, 22
	v_mul_lo_u32 v7, v16, 23
	v_add3_u32 v3, v5, v3, v6
	v_mul_lo_u32 v5, v17, 24
	v_mul_lo_u32 v6, v18, 25
	v_add3_u32 v3, v4, v3, v7
	v_mul_lo_u32 v4, v19, 26
	v_mul_lo_u32 v7, v20, 27
	v_add3_u32 v3, v5, v3, v6
	v_mul_lo_u32 v5, v21, 28
	v_mul_lo_u32 v6, v22, 29
	v_add3_u32 v3, v4, v3, v7
	v_mul_lo_u32 v4, v23, 30
	v_mul_lo_u32 v7, v25, 31
	v_add3_u32 v3, v5, v3, v6
	v_lshl_add_u32 v5, v26, 5, v26
	s_waitcnt vmcnt(5)
	v_mul_lo_u32 v6, v37, 35
	v_add3_u32 v3, v4, v3, v7
	v_mul_lo_u32 v4, v27, 34
	s_waitcnt vmcnt(4)
	v_mul_lo_u32 v7, v38, 36
	v_lshl_add_u32 v3, v24, 5, v3
	v_add3_u32 v3, v5, v3, v4
	s_waitcnt vmcnt(3)
	v_mul_lo_u32 v4, v39, 37
	s_waitcnt vmcnt(2)
	v_mul_lo_u32 v5, v40, 38
	v_add3_u32 v3, v6, v3, v7
	s_waitcnt vmcnt(1)
	v_mul_lo_u32 v6, v41, 39
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v7, v42, 40
	v_add3_u32 v3, v4, v3, v5
	v_add3_u32 v3, v6, v3, v7
	v_xor_b32_e32 v2, v3, v2
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_table
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 164
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	private_table, .Lfunc_end0-private_table
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1732
; NumSgprs: 18
; NumVgprs: 43
; ScratchSize: 164
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 43
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
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
    .max_flat_workgroup_size: 64
    .name:           private_table
    .private_segment_fixed_size: 164
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_table.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
