; clamp on the 3-source 16-bit ops and v_mad_u32_u16 / v_mad_i32_i16 (issue
; 29, item 6; docs/design.md "Integer residue"), gfx1100 wave32, worked by
; hand from the rule: clamp holds the exact result to the result type's
; range ([0, 65535], [-32768, 32767], [0, 2^32 - 1], [-2^31, 2^31 - 1]);
; the 16-bit result goes to the half op_sel[3] names, the other half kept.
;! arch gfx1100
;= v1 = 0x0000ffff
;= v2 = 0x00000002
;= v3 = 0x00000010
;= v4 = 0x00008000
;= v5 = 0x00007fff
;= v6 = 0x7fff0000
;= v10 = 0xabcd0000
;= v11 = 0x12340000
;= v22 = 0x00001111
;= s0 = 0x7fffffff
;= s1 = 0x80000000
; 65535 * 2 + 16 = 131086 > 65535 -> 0xffff; bits 31:16 kept
v_mad_u16 v10, v1, v2, v3 clamp
;? v10 = 0xabcdffff
; without clamp: 131086 = 0x2_000e -> 0x000e
v_mad_u16 v11, v1, v2, v3
;? v11 = 0x1234000e
; -32768 * 2 + 16 = -65520 < -32768 -> -32768 = 0x8000
v_mad_i16 v12, v4, v2, v3 clamp
;? v12 = 0x00008000
; 32767 * 2 + 16 = 65550 > 32767 -> 0x7fff
v_mad_i16 v13, v5, v2, v3 clamp
;? v13 = 0x00007fff
; without clamp: -65520 = -0xfff0 -> 0x0010
v_mad_i16 v14, v4, v2, v3
;? v14 = 0x00000010
; 65535 * 65535 = 0xfffe0001, + 0xffffffff > 2^32 - 1 -> 0xffffffff
v_mad_u32_u16 v15, v1, v1, -1 clamp
;? v15 = 0xffffffff
; without clamp: 0xfffe0001 + 0xffffffff = 0x1_fffe0000 -> 0xfffe0000
v_mad_u32_u16 v16, v1, v1, -1
;? v16 = 0xfffe0000
; (-32768)^2 = 0x40000000, + 0x7fffffff > 2^31 - 1 -> 0x7fffffff
v_mad_i32_i16 v17, v4, v4, s0 clamp
;? v17 = 0x7fffffff
; without clamp: 0x40000000 + 0x7fffffff = 0xbfffffff
v_mad_i32_i16 v18, v4, v4, s0
;? v18 = 0xbfffffff
; -32768 * 32767 = -1073709056, + -2^31 < -2^31 -> 0x80000000
v_mad_i32_i16 v19, v4, v5, s1 clamp
;? v19 = 0x80000000
; min/max/median of in-range values are in range: clamp changes nothing
v_max3_u16 v20, v1, v2, v3 clamp
;? v20 = 0x0000ffff
; med3(-32768, 32767, 2) = 2
v_med3_i16 v21, v4, v5, v2 clamp
;? v21 = 0x00000002
; op_sel[0]: v6's high half 0x7fff * 2 + 16 = 65550 -> 0xffff, written to
; bits 31:16 (op_sel[3]), bits 15:0 kept
v_mad_u16 v22, v6, v2, v3 op_sel:[1,0,0,1] clamp
;? v22 = 0xffff1111
