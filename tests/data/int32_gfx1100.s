; 32-bit integer VOP2/VOP3 (gfx1100, wave32), worked by hand: 24-bit
; multiplies, min/max, xnor, subrev, and the signed adds. The _u24/_i24
; multiplies use bits 23:0 of each source (sign-extended from bit 23 for
; _i24: 0x00800000 is -2^23, 0x00ffffff is -1) and form the 48-bit product;
; v_mul_*_u24/i24 keep bits 31:0 of it, v_mul_hi_* bits 47:32 (zero- or
; sign-extended to 32). v_subrev_nc_u32: D = S1 - S0, clamp saturates
; unsigned. v_add_nc_i32 / v_sub_nc_i32 wrap, or with clamp saturate as
; signed (to 0x7fffffff or 0x80000000).
; v1 = 0x7fffffff (INT_MAX), v2 = 0x80000000 (INT_MIN), v3 = 0xffffffff,
; v4 = 5, v5 = 0x00800000, v6 = 3, v7 = 0x007fffff (2^23 - 1).
;! arch gfx1100
;= v1 = 0x7fffffff
;= v2 = 0x80000000
;= v3 = 0xffffffff
;= v4 = 5
;= v5 = 0x00800000
;= v6 = 3
;= v7 = 0x007fffff
; --- 24-bit multiplies
; 0xffffff^2 = 0xffff_fe000001: low 32 bits (the _e32 form)
v_mul_u32_u24_e32 v10, v3, v3
;? v10 = 0xfe000001
; bits 47:32 of it
v_mul_hi_u32_u24_e64 v11, v3, v3
;? v11 = 0xffff
; bits 31:24 are ignored: 0x12000003 -> 3, 3 * 5
v_mul_u32_u24_e32 v12, 0x12000003, v4
;? v12 = 15
; as _i24, 0xffffff is -1: (-1) * 5 = -5
v_mul_i32_i24_e64 v13, v3, v4
;? v13 = 0xfffffffb
; -5 as 48 bits is 0xffff_fffffffb: bits 47:32 sign-extended
v_mul_hi_i32_i24_e64 v14, v3, v4
;? v14 = 0xffffffff
; unsigned, the same inputs: 0xffffff * 5 = 0x4fffffb, bits 47:32 zero
v_mul_hi_u32_u24_e64 v15, v3, v4
;? v15 = 0
; (-2^23)^2 = 2^46: bits 31:0 are 0, bits 47:32 = 2^14
v_mul_i32_i24_e64 v16, v5, v5
;? v16 = 0
v_mul_hi_i32_i24_e64 v17, v5, v5
;? v17 = 0x4000
; -2^23 * 5 = -41943040 = 0xffff_fd800000
v_mul_i32_i24_e64 v18, v5, v4
;? v18 = 0xfd800000
; -2^23 * (2^23 - 1) = -2^46 + 2^23 = 0xffffc000_00800000 (sign-extended)
v_mul_hi_i32_i24_e64 v19, v5, v7
;? v19 = 0xffffc000
v_mul_i32_i24_e64 v20, v5, v7
;? v20 = 0x00800000
; unsigned: 2^23 * (2^23 - 1) = 0x3fff_ff800000
v_mul_hi_u32_u24_e64 v21, v5, v7
;? v21 = 0x3fff
v_mul_u32_u24_e64 v22, v5, v7
;? v22 = 0xff800000
; --- min and max
; signed min(INT_MIN, 5) (the _e32 form)
v_min_i32_e32 v23, v2, v4
;? v23 = 0x80000000
; unsigned min(0x80000000, 5)
v_min_u32_e64 v24, v2, v4
;? v24 = 5
; signed max(-1, 5)
v_max_i32_e64 v25, v3, v4
;? v25 = 5
; unsigned max(0xffffffff, 5)
v_max_u32_e64 v26, v3, v4
;? v26 = 0xffffffff
; --- xnor: ~(0x7fffffff ^ 0x0f0f0f0f) = ~0x70f0f0f0
v_xnor_b32_e64 v27, v1, 0x0f0f0f0f
;? v27 = 0x8f0f0f0f
; --- subrev: D = S1 - S0
; 3 - 5 wraps
v_subrev_nc_u32_e64 v28, v4, v6
;? v28 = 0xfffffffe
; clamp: saturates at 0
v_subrev_nc_u32_e64 v29, v4, v6 clamp
;? v29 = 0
; 5 - 3
v_subrev_nc_u32_e64 v30, v6, v4
;? v30 = 2
; --- signed add and subtract
; INT_MAX + 5 wraps to 0x80000004; with clamp it stops at INT_MAX
v_add_nc_i32 v31, v1, v4
;? v31 = 0x80000004
v_add_nc_i32 v32, v1, v4 clamp
;? v32 = 0x7fffffff
; INT_MIN + -1 wraps to INT_MAX; with clamp it stops at INT_MIN (as an
; unsigned saturation would not: 0x80000000 + 0xffffffff carries)
v_add_nc_i32 v33, v2, v3
;? v33 = 0x7fffffff
v_add_nc_i32 v34, v2, v3 clamp
;? v34 = 0x80000000
; INT_MIN - 5 wraps to 0x7ffffffb; clamp: INT_MIN
v_sub_nc_i32 v35, v2, v4
;? v35 = 0x7ffffffb
v_sub_nc_i32 v36, v2, v4 clamp
;? v36 = 0x80000000
; INT_MAX - (-1) saturates at INT_MAX
v_sub_nc_i32 v37, v1, v3 clamp
;? v37 = 0x7fffffff
; 3 - 5 = -2, no overflow: clamp changes nothing
v_sub_nc_i32 v38, v6, v4 clamp
;? v38 = 0xfffffffe
; The 24-bit mads with clamp: the exact 48-bit product plus S2, saturated.
; 0xffffff * 0xffffff = 0xfffffe000001 (> 2^32 - 1) -> 0xffffffff unsigned;
; without clamp its low 32 bits plus 0: 0xfe000001
v_mad_u32_u24 v40, v3, v3, 0 clamp
;? v40 = 0xffffffff
v_mad_u32_u24 v41, v3, v3, 0
;? v41 = 0xfe000001
; signed: 0x800000 is -2^23, 0x7fffff is 2^23 - 1: -2^23 * (2^23 - 1) + 5 is
; below INT_MIN -> 0x80000000; 0xffffff is -1: -1 * 3 + INT_MIN is below
; INT_MIN too; -1 * 3 + 5 = 2 needs no clamp
v_mad_i32_i24 v42, v5, v7, v4 clamp
;? v42 = 0x80000000
v_mad_i32_i24 v43, v3, v6, v2 clamp
;? v43 = 0x80000000
v_mad_i32_i24 v44, v3, v6, v4 clamp
;? v44 = 0x00000002
