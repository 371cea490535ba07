; VOPD pairs with float halves on gfx1100 (wave32), worked by hand: each half
; is its VOP2 instruction (same rounding under the default MODE 0x3f0), and a
; pair reads every source before either half writes (RDNA3 ISA, "VOPD").
;! arch gfx1100
;= mode = 0x3f0
;= v2 = 0x3fc00000
;= v3 = 0x40100000
;= v5 = 0xc0400000
;= v6 = 0x3f000000
;= v7 = 0x3f800000
;= v9 = 0x80000000
; 1.5 + 2.25 = 3.75; -3.0 * 0.5 = -1.5
v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6
;? v1 = 0x40700000
;? v4 = 0xbfc00000
; fmac: 1.5 * 2.25 + 1.0 = 4.375 (one rounding; exact here); max(-0.0, 0.5) = 0.5
v_dual_fmac_f32 v7, v2, v3 :: v_dual_max_f32 v8, v9, v6
;? v7 = 0x408c0000
;? v8 = 0x3f000000
; 4.0 (an inline constant) - 2.25 = 1.75; subrev: v5 - v2 = -3.0 - 1.5 = -4.5
v_dual_sub_f32 v10, 4.0, v3 :: v_dual_subrev_f32 v11, v2, v5
;? v10 = 0x3fe00000
;? v11 = 0xc0900000
; the pair swaps through its reads: v12 = old v3, v3 = min(old v2, old v2)
v_dual_mov_b32 v12, v3 :: v_dual_min_f32 v3, v2, v2
;? v12 = 0x40100000
;? v3 = 0x3fc00000
