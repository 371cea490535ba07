; The remaining f16 rows of issue 29 on GFX9 (gfx90a, wave64), worked by
; hand from the rules (insts.def's comments): MODE 0x3f0 (nearest even,
; f16/f32/f64 denormals kept, DX10_CLAMP, IEEE). Every lane active.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0x00003c01
;= v2 = 0x00004000
;= v3 = 0x5555bc02
;= v20 = 0xabcdbc02
;= v21 = 0x12343c00
;= v22 = 0x77770000
;= v23 = 0x77770000
;= v24 = 0x77770000
;= v25 = 0x77770000
;= v26 = 0x99993c00
;= v27 = 0x12345678
;= v28 = 0x12345678
;= v29 = 0x12345678
;= v30 = 0x3c003c00
;= v31 = 0x40004000
; v_mac_f16 (item 1): D.f16 = S0 * S1 + D.f16 unfused, bits 31:16 kept.
; (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20 rounds to 1 + 2^-9 (0x3c02) first; plus
; D's -(1 + 2^-9) is +0 (fused it would be 2^-20, the subnormal 0x0010)
v_mac_f16 v20, v1, v1
;? v20 = 0xabcd0000
; -(1 + 2^-10) * 2.0 = -(2 + 2^-9) exactly; + 1.0 = -(1 + 2^-9) = 0xbc02
v_mac_f16_e64 v21, -v1, v2
;? v21 = 0x1234bc02
; v_mad_legacy_f16 (item 2): the same unfused sum with S2 = v3's low half
; -(1 + 2^-9): +0, and bits 31:16 zeroed ({16'0, tmp})
v_mad_legacy_f16 v22, v1, v1, v3
;? v22 = 0x00000000
; v_fma_legacy_f16: one rounding: 2^-20 = 16 * 2^-24, the subnormal 0x0010
v_fma_legacy_f16 v23, v1, v1, v3
;? v23 = 0x00000010
; 2 * 2 - (1 + 2^-9) = 3 - 2^-9 (0x41ff, exact), CLAMP to 1.0
v_fma_legacy_f16 v24, v2, v2, v3 clamp
;? v24 = 0x00003c00
; v_div_fixup_legacy_f16 (item 5): v_div_fixup_f16's rules, bits 31:16
; zeroed. 1.0 / 2.0 with quotient 1 + 2^-10: signs agree, |S0| = 0x3c01
v_div_fixup_legacy_f16 v25, v1, v2, v26
;? v25 = 0x00003c01
; v_pack_b32_f16 (item 4): {-(1 + 2^-10), 2.0} = {0xbc01, 0x4000}
v_pack_b32_f16 v27, v2, -v1
;? v27 = 0xbc014000
; v_cvt_pknorm_u16_f16 (item 6): {unorm(2.0) = 65535, unorm(-(1 + 2^-10)) = 0}
v_cvt_pknorm_u16_f16 v28, -v1, v2
;? v28 = 0xffff0000
; v_cvt_pknorm_i16_f16: {snorm(-2.0) = -32767 (0x8001), snorm(1 + 2^-10) = 32767}
v_cvt_pknorm_i16_f16 v29, v1, -v2
;? v29 = 0x80017fff
; v_pk_fmac_f16 (item 3): the inline 1.0 is, in a packed f16 source, 1.0
; in the low half and 0 in the high (LLVM getInlineEncodingV216): low
; 1.0 * 2.0 + 1.0 = 3.0 (0x4200), high 0 * 2.0 + 1.0 = 1.0 (0x3c00)
v_pk_fmac_f16 v30, 1.0, v31
;? v30 = 0x3c004200
