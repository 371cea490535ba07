; Integer arithmetic (gfx1100, wave32), worked by hand from the ISA
; pseudocode; results are modulo 2^32 unless clamp saturates (unsigned).
; v1 = 0x7fffffff (INT_MAX), v2 = 0x80000000 (INT_MIN), v3 = 0xffffffff (-1),
; v4 = 5, v5 = 0x00800001 (24-bit: -2^23 + 1 signed), v6 = 3.
;! arch gfx1100
;= v1 = 0x7fffffff
;= v2 = 0x80000000
;= v3 = 0xffffffff
;= v4 = 5
;= v5 = 0x00800001
;= v6 = 3
; 0x7fffffff + 5 + 3
v_add3_u32 v10, v1, v4, v6
;? v10 = 0x80000007
; 2 * 0xffffffff + 5 = 0x2_00000003, low 32 bits
v_add3_u32 v11, v3, v3, v4
;? v11 = 3
; (5 << 4) + 3 = 83
v_lshl_add_u32 v12, v4, 4, v6
;? v12 = 0x53
; (5 + 3) << 28
v_add_lshl_u32 v13, v4, v6, 28
;? v13 = 0x80000000
; shift 36 & 31 = 4: 8 << 4
v_add_lshl_u32 v14, v4, v6, 36
;? v14 = 0x80
; (0x7fffffff ^ 0xffffffff) + 5
v_xad_u32 v15, v1, v3, v4
;? v15 = 0x80000005
; min(INT_MAX, INT_MIN, 5) signed
v_min3_i32 v16, v1, v2, v4
;? v16 = 0x80000000
v_min3_u32 v17, v1, v2, v4
;? v17 = 5
; max(INT_MIN, -1, 5) signed
v_max3_i32 v18, v2, v3, v4
;? v18 = 5
v_max3_u32 v19, v2, v3, v4
;? v19 = 0xffffffff
; median of INT_MAX, INT_MIN, 5 (signed) is 5
v_med3_i32 v20, v1, v2, v4
;? v20 = 5
; unsigned: 5 < 0x7fffffff < 0x80000000
v_med3_u32 v21, v1, v2, v4
;? v21 = 0x7fffffff
; median(-1, -1, INT_MIN) = -1
v_med3_i32 v22, v3, v3, v2
;? v22 = 0xffffffff
; 0x800001 * 3 + 5 = 0x1800003 + 5
v_mad_u32_u24 v23, v5, v6, v4
;? v23 = 0x1800008
; 0xffffff^2 = 0xfffffe000001; + 5, low 32 bits
v_mad_u32_u24 v24, v3, v3, v4
;? v24 = 0xfe000006
; (-2^23 + 1) * 3 + 5 = -25165816 = 0xfe800008
v_mad_i32_i24 v25, v5, v6, v4
;? v25 = 0xfe800008
; sext24(0xffffff) = -1: (-1)(-1) + 5
v_mad_i32_i24 v26, v3, v3, v4
;? v26 = 6
; 0x7fffffff * 3 = 0x17ffffffd, low 32 bits
v_mul_lo_u32 v27, v1, v6
;? v27 = 0x7ffffffd
; 0xffffffff^2 = 0xfffffffe00000001, high 32 bits
v_mul_hi_u32 v28, v3, v3
;? v28 = 0xfffffffe
; INT_MIN^2 = 2^62, high 32 bits
v_mul_hi_i32 v29, v2, v2
;? v29 = 0x40000000
; -1 * 3 = -3: high 32 bits all ones
v_mul_hi_i32 v30, v3, v6
;? v30 = 0xffffffff
; popcount(0x7fffffff) + 5 = 31 + 5
v_bcnt_u32_b32 v31, v1, v4
;? v31 = 36
; 0xffffffff + 5 wraps to 4
v_add_nc_u32_e64 v32, v3, v4
;? v32 = 4
; clamp: unsigned saturation
v_add_nc_u32_e64 v33, v3, v4 clamp
;? v33 = 0xffffffff
v_sub_nc_u32_e64 v34, v4, v6
;? v34 = 2
; 3 - 5 wraps
v_sub_nc_u32_e64 v35, v6, v4
;? v35 = 0xfffffffe
; clamp: saturates at 0
v_sub_nc_u32_e64 v36, v6, v4 clamp
;? v36 = 0
; clamp without overflow changes nothing
v_add_nc_u32_e64 v37, v4, v6 clamp
;? v37 = 8
