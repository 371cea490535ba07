; Room frows: GFX9's v_mul_legacy_f32 on gfx908 (its VOP2 opcode 4) under
; MODE 0x3f0, the DX9 zero rule (pseudocode V_MUL_LEGACY_F32 /
; V_MUL_DX9_ZERO_F32): a zero S0 or S1 gives +0, against an infinity, a NaN
; or a negative value too; else S0 * S1 as v_mul_f32. And
; v_cvt_pkaccum_u8_f32 (GFX9): the destination's byte S1[1:0] replaced by
; S0 rounded by MODE (ties to even), held to [0, 255].
;! arch gfx908
;= mode = 0x3f0
;= v1 = 0
;= v2 = 0x7f800000
;= v3 = 0x80000000
;= v4 = 0x40a00000
;= v5 = 0x40000000
;= v6 = 0x40400000
;= v7 = 0x7fc00000
;= v8 = 0x40200000
;= v30 = 0x11223344
; 0 * inf = +0 (IEEE: NaN); -0 * 5 = +0 (IEEE: -0)
v_mul_legacy_f32 v10, v1, v2
;? v10 = 0
v_mul_legacy_f32_e64 v11, v3, v4
;? v11 = 0
; 2 * 3 = 6; NaN * 0 = +0; -(2) * 3 = -6 (NEG on S0)
v_mul_legacy_f32 v12, v5, v6
;? v12 = 0x40c00000
v_mul_legacy_f32 v13, v7, v1
;? v13 = 0
v_mul_legacy_f32_e64 v14, -v5, v6
;? v14 = 0xc0c00000
; 2.5 to even 2 into byte 3 of v30
v_cvt_pkaccum_u8_f32 v30, v8, 3
;? v30 = 0x02223344
