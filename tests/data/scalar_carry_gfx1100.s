; Scalar add/subtract with SCC as the carry (gfx1100, wave32), worked by
; hand from the ISA pseudocode. s_add_u32: D = S0 + S1 mod 2^32, SCC = the
; carry out; s_addc_u32 adds SCC in as well; s_sub_u32: SCC = borrow (S1 >
; S0 unsigned); s_subb_u32: borrow when S1 + SCC > S0; s_add_i32: SCC =
; signed overflow. s_cmp_* set SCC; s_cselect reads it and leaves it.
;! arch gfx1100
;= exec = 0xffffffff
;= scc = 0
;= s0 = 0xfffffff0
;= s1 = 0x00000001
;= s2 = 0x00000020
;= s3 = 0x7fffffff
;= s10 = 5
;= s11 = 0
;= s12 = 6
;= s13 = 0
;= v1 = 0xdead
; {s1:s0} + {s3:s2} = 0x00000001_fffffff0 + 0x7fffffff_00000020
s_add_u32 s4, s0, s2
; 0xfffffff0 + 0x20 = 0x1_00000010: s4 = 0x10, SCC = 1
s_addc_u32 s5, s1, s3
; 1 + 0x7fffffff + SCC 1 = 0x80000001 < 2^32: s5 = 0x80000001, SCC = 0
; {s11:s10} - {s13:s12} = 5 - 6
s_sub_u32 s6, s10, s12
; 5 - 6 = 0xffffffff; 6 > 5: SCC = 1
s_subb_u32 s7, s11, s13
; 0 - 0 - 1 = 0xffffffff; 0 + 1 > 0: SCC = 1 (the result is -1 as 64 bits)
s_add_i32 s8, s3, 1
; 0x7fffffff + 1 = 0x80000000: both positive, result negative: SCC = 1
s_addc_u32 s9, 0, 0
; 0 + 0 + SCC 1 = 1: s9 = 1, SCC = 0
s_cselect_b32 s14, s4, s5
; SCC 0: s14 = s5 = 0x80000001 (SCC stays 0)
s_cmp_lt_i32 s8, 0
; 0x80000000 is -2^31 < 0: SCC = 1
s_cselect_b32 s15, 1, 2
; SCC 1: s15 = 1
v_add_nc_u32 v1, s15, s9
; every lane: 1 + 1 = 2
;? s4 = 0x10
;? s5 = 0x80000001
;? s6 = 0xffffffff
;? s7 = 0xffffffff
;? s8 = 0x80000000
;? s9 = 1
;? s14 = 0x80000001
;? s15 = 1
;? scc = 1
;? v1 = 2
