; Scalar bit operations, SOPK and the 64-bit exec family on gfx90a (wave64,
; GFX9 names), worked by hand from the ISA pseudocode.
;   s_bfe_u32 D, S0, S1: (S0 >> S1[4:0]) & ((1 << S1[22:16]) - 1); _i32 then
;     sign-extends from the field's top bit; SCC = D != 0.
;   s_bfm_b32 D, S0, S1: ((1 << S0[4:0]) - 1) << S1[4:0].
;   s_ff1_i32_b32: the lowest set bit; s_flbit_i32_b32: the first set bit
;     counted from the MSB; s_flbit_i32: the first bit from the MSB unlike
;     the sign bit (counted from the MSB). None writes SCC.
;   s_bcnt1_i32_b64: the count of set bits of 64; SCC = D != 0.
;   s_lshl2_add_u32: (S0 << 2) + S1 in 64 bits, D the low half, SCC = the
;     rest != 0.
;   s_cmov_b32: D = S0 only when SCC is 1.
;   s_movk_i32 / s_addk_i32: SIMM16 sign-extended; addk's SCC = overflow.
;   s_cmpk_lt_i32: SCC = D < sext(SIMM16), signed.
;   s_pack_lh_b32_b16 D, S0, S1: {S1[31:16], S0[15:0]}.
;   s_and_saveexec_b64 D, S0: saved = EXEC; EXEC = S0 & EXEC; D = saved;
;     SCC = EXEC != 0.
;! arch gfx90a
;= exec = 0xffffffffffffffff
;= scc = 0
;= s0 = 0x12345678
;= s1 = 0x00080004
;= s3 = 0x80000000
;= s4 = 0x0000f000
;= s5 = 0x00000001
;= s18 = 0xdead
;= v1 = 0xdead
s_bfe_u32 s10, s0, s1
; offset 4, width 8: 0x01234567 & 0xff = 0x67; SCC = 1
s_bfe_i32 s11, s3, 0x4001c
; offset 28, width 4: 0x80000000 >> 28 (arithmetic) = 0xfffffff8, & 0xf = 8,
; whose bit 3 is set: 0xfffffff8; SCC = 1
s_bfm_b32 s12, 5, 3
; 0x1f << 3 = 0xf8
s_ff1_i32_b32 s13, s4
; 0xf000: bit 12
s_flbit_i32_b32 s14, s4
; 0xf000's highest set bit is 15: 31 - 15 = 16
s_flbit_i32 s15, s3
; 0x80000000: sign 1, bit 30 is 0: 1
s_bcnt1_i32_b64 s16, s[0:1]
; 0x12345678 has 1+1+2+1+2+2+3+1 = 13 bits set, 0x00080004 has 2: 15; SCC = 1
s_lshl2_add_u32 s17, s3, s5
; 0x80000000 << 2 = 0x2_00000000, + 1: s17 = 1, SCC = 1
s_cmp_eq_u32 s17, 2
; 1 != 2: SCC = 0
s_cmov_b32 s18, s0
; SCC 0: s18 keeps 0xdead
s_movk_i32 s20, 0x8000
; sext(0x8000) = 0xffff8000
s_addk_i32 s20, 0x7fff
; -32768 + 32767 = -1 = 0xffffffff, no overflow: SCC = 0
s_cmpk_lt_i32 s20, 0
; -1 < 0: SCC = 1
s_cmov_b32 s18, s0
; SCC 1: s18 = 0x12345678
s_pack_lh_b32_b16 s21, s0, s3
; {0x8000, 0x5678} = 0x80005678
s_and_saveexec_b64 s[22:23], s[0:1]
; s[22:23] = all ones; exec = 0x00080004_12345678 & all ones; SCC = 1
v_mov_b32 v1, s21
; the lanes of exec 0x00080004_12345678 get 0x80005678, the others keep 0xdead
s_mov_b64 exec, s[22:23]
; exec all ones again; SCC stays 1
;? s10 = 0x67
;? s11 = 0xfffffff8
;? s12 = 0xf8
;? s13 = 12
;? s14 = 16
;? s15 = 1
;? s16 = 15
;? s17 = 1
;? s18 = 0x12345678
;? s20 = 0xffffffff
;? s21 = 0x80005678
;? s22 = 0xffffffff
;? s23 = 0xffffffff
;? exec = 0xffffffffffffffff
;? scc = 1
;? v1 = 0xdead 0xdead 0xdead 0x80005678 0x80005678 0x80005678 0x80005678 0xdead 0xdead 0x80005678 0x80005678 0xdead 0x80005678 0xdead 0x80005678 0xdead 0xdead 0xdead 0x80005678 0xdead 0x80005678 0x80005678 0xdead 0xdead 0xdead 0x80005678 0xdead 0xdead 0x80005678 0xdead 0xdead 0xdead 0xdead 0xdead 0x80005678 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0x80005678 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
