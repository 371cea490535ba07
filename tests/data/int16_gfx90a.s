; Issue 19: the 16-bit integer ops and the bit scans on gfx90a (GFX9, wave64),
; worked by hand from the ISA pseudocode. A 16-bit op reads the low half of
; each source (S0.u16 / S0.i16; a shift's count is S0[3:0], its value S1)
; and on GFX9 writes its 16-bit result with bits 31:16 zero (LLVM's
; zeroesHigh16BitsOfDest lists these ops for GFX9); clamp saturates the
; exact sum or difference to [0, 65535]. Every destination starts as
; 0xdeadbeef, so a kept half would show.
; v1 = 0xdead8001: low half 0x8001 = 32769 unsigned, -32767 signed.
; v2 = 0x1234ffff: low half 0xffff = 65535 unsigned, -1 signed.
; v3 = 0x00050003: low half 3, high half 5.
;! arch gfx90a
;= exec = 0xffffffffffffffff
;= v1 = 0xdead8001
;= v2 = 0x1234ffff
;= v3 = 0x00050003
;= v4 = 0x00012345
;= v5 = 0x00f00000
;= v6 = 0xfff01234
;= v10 = 0xdeadbeef
;= v11 = 0xdeadbeef
;= v12 = 0xdeadbeef
;= v13 = 0xdeadbeef
;= v14 = 0xdeadbeef
;= v15 = 0xdeadbeef
;= v16 = 0xdeadbeef
;= v17 = 0xdeadbeef
;= v18 = 0xdeadbeef
;= v19 = 0xdeadbeef
;= v20 = 0xdeadbeef
;= v21 = 0xdeadbeef
;= v22 = 0xdeadbeef
;= v23 = 0xdeadbeef
;= v24 = 0xdeadbeef
;= v25 = 0xdeadbeef
;= v26 = 0xdeadbeef
;= v27 = 0xdeadbeef
;= v28 = 0xdeadbeef
;= v29 = 0xdeadbeef
; 0x8001 + 0xffff = 0x18000: 0x8000 kept, bits 31:16 zero
v_add_u16_e32 v10, v1, v2
;? v10 = 0x00008000
; clamp: 32769 + 65535 = 98304 > 65535 -> 0xffff
v_add_u16_e64 v11, v1, v2 clamp
;? v11 = 0x0000ffff
; 3 - 0x8001 = 0x8002 (mod 2^16); with clamp 3 - 32769 < 0 -> 0
v_sub_u16_e32 v12, v3, v1
;? v12 = 0x00008002
v_sub_u16_e64 v13, v3, v1 clamp
;? v13 = 0x00000000
; subrev: S1 - S0 = 0x8001 - 3 = 0x7ffe
v_subrev_u16_e32 v14, v3, v1
;? v14 = 0x00007ffe
; 3 * 0x8001 = 0x18003: 0x8003
v_mul_lo_u16_e32 v15, v3, v1
;? v15 = 0x00008003
; count 3: 0x8001 << 3 = 0x40008 -> 0x0008; 0x8001 >> 3 = 0x1000;
; -32767 >> 3 (arithmetic) = -4096 = 0xf000
v_lshlrev_b16_e32 v16, v3, v1
;? v16 = 0x00000008
v_lshrrev_b16_e32 v17, v3, v1
;? v17 = 0x00001000
v_ashrrev_i16_e32 v18, v3, v1
;? v18 = 0x0000f000
; 0x8001 against 3: unsigned 32769 > 3, signed -32767 < 3
v_max_u16_e32 v19, v1, v3
;? v19 = 0x00008001
v_max_i16_e32 v20, v1, v3
;? v20 = 0x00000003
v_min_u16_e32 v21, v1, v3
;? v21 = 0x00000003
v_min_i16_e32 v22, v1, v3
;? v22 = 0x00008001
; SDWA: WORD_1 of v2 (0x1234) + WORD_1 of v3 (5) = 0x1239 into bits 31:16,
; bits 15:0 kept (UNUSED_PRESERVE)
v_add_u16_sdwa v23, v2, v3 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_1
;? v23 = 0x1239beef
; WORD_0 of v1 (0x8001) * WORD_1 of v3 (5) = 0x28005 -> 0x8005 into word 0, the rest 0
v_mul_lo_u16_sdwa v24, v1, v3 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
;? v24 = 0x00008005
; the first 1 from the MSB of 0x00012345 is bit 16: position 31 - 16 = 15;
; of 0: none, -1
v_ffbh_u32_e32 v25, v4
;? v25 = 15
v_ffbh_u32_e64 v26, 0
;? v26 = 0xffffffff
; 0x00f00000: the first 1 from the LSB is bit 20
v_ffbl_b32_e32 v27, v5
;? v27 = 20
; 0xfff01234: bits 31-20 are the sign (1), bit 19 the first unlike it: 31 - 19 = 12;
; -1: every bit is the sign, -1
v_ffbh_i32_e32 v28, v6
;? v28 = 12
v_ffbh_i32_e64 v29, -1
;? v29 = 0xffffffff
