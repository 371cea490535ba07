; 32-bit integer VOP2/VOP3 on GFX9 (gfx908, wave64), worked by hand: the
; GFX9 names v_subrev_u32 (D = S1 - S0, clamp saturates unsigned),
; v_add_i32 and v_sub_i32 (VOP3 only; they wrap, or with clamp saturate
; as signed), and some of the GFX9 opcodes of 24-bit multiplies, min/max
; and xnor (rules as in int32_gfx1100.s). Every lane runs.
; v1 = 0x7fffffff (INT_MAX), v2 = 0x80000000 (INT_MIN), v3 = 0xffffffff,
; v4 = 5, v5 = 0x00800000 (-2^23 as 24 bits), v6 = 3, v7 = 0x007fffff.
;! arch gfx908
;= v1 = 0x7fffffff
;= v2 = 0x80000000
;= v3 = 0xffffffff
;= v4 = 5
;= v5 = 0x00800000
;= v6 = 3
;= v7 = 0x007fffff
; --- subrev: 3 - 5 wraps (the _e32 form)
v_subrev_u32_e32 v10, v4, v6
;? v10 = 0xfffffffe
; clamp: saturates at 0
v_subrev_u32_e64 v11, v4, v6 clamp
;? v11 = 0
; 5 - 3
v_subrev_u32_e64 v12, v6, v4
;? v12 = 2
; 0xffffffff - 5 with clamp: no borrow, unchanged
v_subrev_u32_e64 v13, v4, v3 clamp
;? v13 = 0xfffffffa
; --- signed add: INT_MAX + 5 wraps to 0x80000004; clamp: INT_MAX
v_add_i32 v14, v1, v4
;? v14 = 0x80000004
v_add_i32 v15, v1, v4 clamp
;? v15 = 0x7fffffff
; INT_MIN + -1 with clamp stops at INT_MIN
v_add_i32 v16, v2, v3 clamp
;? v16 = 0x80000000
; -1 + 5 = 4, no overflow
v_add_i32 v17, v3, v4 clamp
;? v17 = 4
; --- signed subtract: INT_MIN - 5 wraps to 0x7ffffffb; clamp: INT_MIN
v_sub_i32 v18, v2, v4
;? v18 = 0x7ffffffb
v_sub_i32 v19, v2, v4 clamp
;? v19 = 0x80000000
; INT_MAX - (-1) with clamp stops at INT_MAX
v_sub_i32 v20, v1, v3 clamp
;? v20 = 0x7fffffff
; --- 24-bit multiplies: -2^23 * (2^23 - 1) = -2^46 + 2^23 =
; 0xffffc000_00800000 as a sign-extended 48-bit product
v_mul_i32_i24_e32 v21, v5, v7
;? v21 = 0x00800000
v_mul_hi_i32_i24_e64 v22, v5, v7
;? v22 = 0xffffc000
; unsigned: 2^23 * (2^23 - 1) = 0x3fff_ff800000
v_mul_u32_u24_e64 v23, v5, v7
;? v23 = 0xff800000
v_mul_hi_u32_u24_e64 v24, v5, v7
;? v24 = 0x3fff
; --- min, max, xnor
; signed max(INT_MIN, -1) = -1; unsigned min(0x80000000, 0xffffffff)
v_max_i32_e64 v25, v2, v3
;? v25 = 0xffffffff
v_min_u32_e64 v26, v2, v3
;? v26 = 0x80000000
; signed min(INT_MAX, -1) = -1; unsigned max(0x7fffffff, 5)
v_min_i32_e64 v27, v1, v3
;? v27 = 0xffffffff
v_max_u32_e64 v28, v1, v4
;? v28 = 0x7fffffff
; ~(0x7fffffff ^ 0x80000000) = ~0xffffffff
v_xnor_b32_e64 v29, v1, v2
;? v29 = 0
