; The division macro (room div; src/ir/fpmode.h, docs/design.md
; "Division"): v_div_scale's mask bit worked by hand from the pseudocode,
; and the whole f32 sequence clang-19 emits for a / b (OpenCL, gfx1100, -O2
; -cl-fp32-correctly-rounded-divide-sqrt; its s_delay_alu/s_waitcnt_depctr
; dropped), whose result is the correctly rounded quotient a / b: 1/3 is
; 0x3eaaaaab, 7/10 is 0x3f333333 (0.699999988 is nearer 0.7 than
; 0.70000005), 10/4 is 2.5 exactly, 2^-100 / (3 * 2^40) rounds to the
; subnormal 171 * 2^-149 = 0x000000ab, and 2^-100 / 2^40 is 2^-140, the
; subnormal 2^9 * 2^-149 = 0x00000200 (the path where v_div_scale sets VCC:
; S2 / S1 is a denormal, so the numerator is scaled by 2^64 and v_div_fmas
; scales back by 2^-64). wave32, MODE 0x3f0 (denormals kept, RNE).
;! arch gfx1100
;= mode = 0x3f0
;= exec = 0xffffffff
;= v2 = 0x3f800000
;= v3 = 0x40400000
;= v12 = 0x40e00000
;= v13 = 0x41200000
;= v22 = 0x41200000
;= v23 = 0x40800000
;= v32 = 0x0d800000
;= v33 = 0x53800000
; v_div_scale (S0, S1 = denominator, S2 = numerator): 6 / 3 takes no branch:
; D = S0, its bit 0 (s10 = 0 in every lane)
;= v62 = 0x0d800000
;= v63 = 0x54400000
;= v50 = 0x40c00000
;= v51 = 0x40400000
;= v52 = 0x71800000
;= v53 = 0x35800000
;= s10 = 0x12345678
v_div_scale_f32 v54, s10, v50, v51, v50
;? v54 = 0x40c00000
;? s10 = 0
; 2^100 / 2^-20: exponent(S2) - exponent(S1) = 227 - 107 >= 96: the bit set;
; the denominator (S0 == S1) scaled by 2^64 (2^44), the numerator kept
v_div_scale_f32 v55, s11, v53, v53, v52
;? v55 = 0x55800000
;? s11 = 0xffffffff
v_div_scale_f32 v56, s12, v52, v53, v52
;? v56 = 0x71800000
;? s12 = 0xffffffff
; a zero denominator: the default NaN, the bit 0
v_div_scale_f32 v57, s13, v50, 0, v50
;? v57 = 0xffc00000
;? s13 = 0
; v_div_fixup: x/0 is the infinity of sign(S1) ^ sign(S2), 0/0 the default NaN
v_div_fixup_f32 v58, 1.0, 0, -1.0
;? v58 = 0xff800000
v_div_fixup_f32 v59, 1.0, 0, 0
;? v59 = 0xffc00000
; 1 / 3
v_div_scale_f32 v4, null, v3, v3, v2
v_div_scale_f32 v7, vcc_lo, v2, v3, v2
v_rcp_f32_e32 v5, v4
v_fma_f32 v6, -v4, v5, 1.0
v_fmac_f32_e32 v5, v6, v5
v_mul_f32_e32 v6, v7, v5
v_fma_f32 v8, -v4, v6, v7
v_fmac_f32_e32 v6, v8, v5
v_fma_f32 v4, -v4, v6, v7
v_div_fmas_f32 v4, v4, v5, v6
v_div_fixup_f32 v2, v4, v3, v2
;? v2 = 0x3eaaaaab
; the scratch registers cleared (their values are the algorithm's, not ours to state)
v_mov_b32 v4, 0
v_mov_b32 v5, 0
v_mov_b32 v6, 0
v_mov_b32 v7, 0
v_mov_b32 v8, 0
; 7 / 10
v_div_scale_f32 v14, null, v13, v13, v12
v_div_scale_f32 v17, vcc_lo, v12, v13, v12
v_rcp_f32_e32 v15, v14
v_fma_f32 v16, -v14, v15, 1.0
v_fmac_f32_e32 v15, v16, v15
v_mul_f32_e32 v16, v17, v15
v_fma_f32 v18, -v14, v16, v17
v_fmac_f32_e32 v16, v18, v15
v_fma_f32 v14, -v14, v16, v17
v_div_fmas_f32 v14, v14, v15, v16
v_div_fixup_f32 v12, v14, v13, v12
;? v12 = 0x3f333333
; the scratch registers cleared (their values are the algorithm's, not ours to state)
v_mov_b32 v14, 0
v_mov_b32 v15, 0
v_mov_b32 v16, 0
v_mov_b32 v17, 0
v_mov_b32 v18, 0
; 10 / 4
v_div_scale_f32 v24, null, v23, v23, v22
v_div_scale_f32 v27, vcc_lo, v22, v23, v22
v_rcp_f32_e32 v25, v24
v_fma_f32 v26, -v24, v25, 1.0
v_fmac_f32_e32 v25, v26, v25
v_mul_f32_e32 v26, v27, v25
v_fma_f32 v28, -v24, v26, v27
v_fmac_f32_e32 v26, v28, v25
v_fma_f32 v24, -v24, v26, v27
v_div_fmas_f32 v24, v24, v25, v26
v_div_fixup_f32 v22, v24, v23, v22
;? v22 = 0x40200000
; the scratch registers cleared (their values are the algorithm's, not ours to state)
v_mov_b32 v24, 0
v_mov_b32 v25, 0
v_mov_b32 v26, 0
v_mov_b32 v27, 0
v_mov_b32 v28, 0
; 2^-100 / (3 * 2^40) = 2^-140 / 3, between the subnormals 170 and 171 * 2^-149: nearer 171 (512 / 3 = 170.67)
v_div_scale_f32 v64, null, v63, v63, v62
v_div_scale_f32 v67, vcc_lo, v62, v63, v62
v_rcp_f32_e32 v65, v64
v_fma_f32 v66, -v64, v65, 1.0
v_fmac_f32_e32 v65, v66, v65
v_mul_f32_e32 v66, v67, v65
v_fma_f32 v68, -v64, v66, v67
v_fmac_f32_e32 v66, v68, v65
v_fma_f32 v64, -v64, v66, v67
v_div_fmas_f32 v64, v64, v65, v66
v_div_fixup_f32 v62, v64, v63, v62
;? v62 = 0x000000ab
; the scratch registers cleared (their values are the algorithm's, not ours to state)
v_mov_b32 v64, 0
v_mov_b32 v65, 0
v_mov_b32 v66, 0
v_mov_b32 v67, 0
v_mov_b32 v68, 0
; 2^-100 / 2^40
v_div_scale_f32 v34, null, v33, v33, v32
v_div_scale_f32 v37, vcc_lo, v32, v33, v32
v_rcp_f32_e32 v35, v34
v_fma_f32 v36, -v34, v35, 1.0
v_fmac_f32_e32 v35, v36, v35
v_mul_f32_e32 v36, v37, v35
v_fma_f32 v38, -v34, v36, v37
v_fmac_f32_e32 v36, v38, v35
v_fma_f32 v34, -v34, v36, v37
v_div_fmas_f32 v34, v34, v35, v36
v_div_fixup_f32 v32, v34, v33, v32
;? v32 = 0x00000200
; the scratch registers cleared (their values are the algorithm's, not ours to state)
v_mov_b32 v34, 0
v_mov_b32 v35, 0
v_mov_b32 v36, 0
v_mov_b32 v37, 0
v_mov_b32 v38, 0
; the last v_div_scale to VCC (2^-100 / 2^40) set every lane's bit
;? vcc = 0xffffffff
