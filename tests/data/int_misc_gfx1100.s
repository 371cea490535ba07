; Issue 19: GFX11's 16-bit bitwise ops and its max-min / min-max of three
; (gfx1100, wave32), worked by hand from the ISA pseudocode. The 16-bit ops
; keep the destination's high half (GFX10+: LLVM's zeroesHigh16BitsOfDest).
; v_maxmin: min(max(S0, S1), S2); v_minmax: max(min(S0, S1), S2).
; v_cvt_i32_i16 / v_cvt_u32_u16: S0's low half sign- / zero-extended.
;! arch gfx1100
;= exec = 0xffffffff
;= v1 = 0x0003fffe
;= v2 = 0x00050007
;= v3 = 0x12340010
;= v8 = 0xffff0000
;= v9 = 0x00000123
;= v10 = 0xdeadbeef
;= v11 = 0xdeadbeef
;= v12 = 0xdeadbeef
;= v13 = 0xdeadbeef
;= v14 = 0xdeadbeef
;= v15 = 0xdeadbeef
;= v16 = 0xdeadbeef
;= v17 = 0xdeadbeef
;= v18 = 0xdeadbeef
; 0xfffe & 0x0010, 0xfffe | 0x0007, 0xfffe ^ 0x0007
v_and_b16 v10, v1, v3
;? v10 = 0xdead0010
v_or_b16 v11, v1, v2
;? v11 = 0xdeadffff
v_xor_b16 v12, v1, v2
;? v12 = 0xdeadfff9
; unsigned: max(0x0003fffe, 0x00050007) = 0x00050007, min with 0x12340010;
; min(...) = 0x0003fffe, max with 0x12340010
v_maxmin_u32 v13, v1, v2, v3
;? v13 = 0x00050007
v_minmax_u32 v14, v1, v2, v3
;? v14 = 0x12340010
; signed: max(-65536, 0x50007) = 0x50007, min with 0x123; min(...) = -65536,
; max with -1
v_maxmin_i32 v15, v8, v2, v9
;? v15 = 0x00000123
v_minmax_i32 v16, v8, v2, -1
;? v16 = 0xffffffff
; 16 to 32 bits: v1's low half 0xfffe sign-extended (-2) and zero-extended
v_cvt_i32_i16_e32 v17, v1
;? v17 = 0xfffffffe
v_cvt_u32_u16_e64 v18, v1
;? v18 = 0x0000fffe
