; The SDWA form (gfx90a, wave64), worked by hand from the ISA: each source
; is the selected byte or word of its register (zero-extended, or sign-
; extended with sext()), the operation runs on 32 bits, and its result goes
; to the selected byte or word of the destination; the destination's other
; bits are 0 (UNUSED_PAD), the field's top bit above it and 0 below
; (UNUSED_SEXT), or their old value (UNUSED_PRESERVE).
; v2 = 0x8899aabb, v3 = 0x11223344, v5 = 16; v1 = v4 = 0xdeadbeef before.
;! arch gfx90a
;= exec = 0xffffffffffffffff
;= vcc = 0x00000000ffffffff
;= v1 = 0xdeadbeef
;= v2 = 0x8899aabb
;= v3 = 0x11223344
;= v4 = 0xdeadbeef
;= v5 = 16
;= s4 = 0
;= s5 = 0
; BYTE_1 of v2 (0xaa) & WORD_1 of v3 (0x1122) = 0x22, into byte 1 of v1,
; the rest of v1 kept: 0xdead_22_ef
v_and_b32_sdwa v1, v2, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_1
;? v1 = 0xdead22ef
; WORD_1 of v2 (0x8899) + BYTE_0 of v3 (0x44) = 0x88dd; its byte 0xdd into byte
; 1, whose top bit (1) fills bits 31:16; bits 7:0 are 0: 0xffffdd00
v_add_u32_sdwa v4, v2, v3 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1 src1_sel:BYTE_0
;? v4 = 0xffffdd00
; sext(BYTE_2 of v2) = sext(0x99) = -103 < 16: true in every lane (it would
; be false zero-extended: 153 < 16 is not)
v_cmp_lt_i32_sdwa s[4:5], sext(v2), v5 src0_sel:BYTE_2 src1_sel:DWORD
;? s4 = 0xffffffff
;? s5 = 0xffffffff
; BYTE_3 of v3 (0x11) into word 0, the rest 0
v_mov_b32_sdwa v6, v3 dst_sel:WORD_0 dst_unused:UNUSED_PAD src0_sel:BYTE_3
;? v6 = 0x00000011
; vcc picks: lanes 0-31 take -(WORD_1 of v3) = 0x1122 with bit 31 flipped,
; lanes 32-63 WORD_0 of v2 = 0xaabb
v_cndmask_b32_sdwa v7, v2, -v3, vcc dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_1
;? v7 = 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x80001122 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb 0x0000aabb
