; GFX12's v_med3_num/min3_num/max3_num_f32 (gfx1200, wave32, MODE 0x0f0:
; to nearest even, denormals kept), worked by hand: min3/max3_num are nested
; v_min/max_num (IEEE 754-2019 minimumNumber: one NaN gives the other
; operand, two give src0 quieted); med3_num with a NaN source is min3_num,
; else the pseudocode's match against the maximum, which on GFX12 tells -0
; from +0 (rocjitsu's captures on gfx1201; src/ir/fpmode.h): (-0, +0, -0)
; has maximum +0, which is S1 (not S0, -0): max(S0, S2) = -0 (gfx1100's
; float equality gives +0: float_misc_gfx1100.s).
;! arch gfx1200
;= mode = 0x0f0
;= v1 = 0x80000000
;= v2 = 0
;= v3 = 0x7fc00002
;= v4 = 0xff800005
;= v5 = 0x7fc00007
v_med3_num_f32 v20, v1, v2, v1
;? v20 = 0x80000000
; min_num(qNaN, sNaN) = src0 quieted; min_num(that, 1.0) = 1.0
v_min3_num_f32 v21, v3, v4, 1.0
;? v21 = 0x3f800000
; max_num(qNaN, sNaN) = 0x7fc00002, max_num(0x7fc00002, qNaN) = src0
v_max3_num_f32 v22, v3, v4, v5
;? v22 = 0x7fc00002
; a NaN source: min3_num(qNaN, 1, 2) = 1
v_med3_num_f32 v23, v3, 1.0, 2.0
;? v23 = 0x3f800000
; ldexp on GFX12: 1.0 * 2^-149 = the least subnormal (kept)
v_ldexp_f32 v24, 1.0, 0xffffff6b
;? v24 = 0x00000001
