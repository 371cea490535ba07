; Float SDWA and DPP on GFX9 (gfx90a, wave64), worked by hand from the
; Vega/CDNA ISA's SDWA and DPP rules and the float rules (docs/design.md,
; "Float DPP and SDWA"). SDWA: a float source is the selected byte or word
; of its register, zero-extended to 32 bits and read as an f32 (a word or
; byte is a denormal, or a small normal: bits 31:16 are 0); NEG and ABS
; then apply to that f32's sign, bit 31 (not the word's top bit); CLAMP and
; OMOD to the f32 result, which dst_sel then places. MODE 0x1d0: rounding
; to nearest even, f32 input denormals kept and output ones flushed, f64
; denormals kept, DX10_CLAMP set, IEEE clear (so that OMOD applies: IEEE
; clear and output denormals flushed, fpmode.h). v1 = 0xc0490fdb (-pi), v2 = 2^24, v6 = 0xab, v7 = 0.2.
;! arch gfx90a
;= mode = 0x1d0
;= exec = 0xffffffffffffffff
;= v1 = 0xc0490fdb
;= v2 = 0x4b800000
;= v5 = 0xdeadbeef
;= v13 = 0xdeadbeef
;= v6 = 0x000000ab
;= v7 = 0x3e4ccccd
;= v9 = 0
;= v10 = 0xdead
;= v11 = 0x00000000 0x3f800000 0x40000000 0x40400000 0x40800000 0x40a00000 0x40c00000 0x40e00000 0x41000000 0x41100000 0x41200000 0x41300000 0x41400000 0x41500000 0x41600000 0x41700000 0x41800000 0x41880000 0x41900000 0x41980000 0x41a00000 0x41a80000 0x41b00000 0x41b80000 0x41c00000 0x41c80000 0x41d00000 0x41d80000 0x41e00000 0x41e80000 0x41f00000 0x41f80000 0x42000000 0x42040000 0x42080000 0x420c0000 0x42100000 0x42140000 0x42180000 0x421c0000 0x42200000 0x42240000 0x42280000 0x422c0000 0x42300000 0x42340000 0x42380000 0x423c0000 0x42400000 0x42440000 0x42480000 0x424c0000 0x42500000 0x42540000 0x42580000 0x425c0000 0x42600000 0x42640000 0x42680000 0x426c0000 0x42700000 0x42740000 0x42780000 0x427c0000
;= v12 = 0xdead
;= s4 = 0
;= s5 = 0
;= s6 = 0
;= s7 = 0
; WORD_1 of v1 is 0xc049: the f32 0x0000c049 (0xc049 * 2^-149, a
; denormal); neg makes it 0x8000c049; times 2^24: -0xc049 * 2^-125 =
; 0x88c04900 (negating the dword before the select would have given
; 0x4049's positive product instead)
v_mul_f32_sdwa v3, -v1, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
;? v3 = 0x88c04900
; abs of the selected 0x0000c049 changes nothing (bit 31 is already 0):
; 0x08c04900 (abs of the dword first would have selected 0x4049)
v_mul_f32_sdwa v4, |v1|, v2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
;? v4 = 0x08c04900
; BYTE_0 of v6 (0xab * 2^-149) + 0.2 rounds to 0.2 (0x3e4ccccd); mul:4
; gives 0.8 (0x3f4ccccd)
v_add_f32_sdwa v5, v6, v7 mul:4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
;? v5 = 0x3f4ccccd
; the same sum's low word 0xcccd goes to word 1 of v13, word 0 kept
; (UNUSED_PRESERVE): 0xcccdbeef
v_add_f32_sdwa v13, v6, v7 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:DWORD
;? v13 = 0xcccdbeef
; 0xab * 2^-149 - 0.2 < 0: clamp gives +0
v_sub_f32_sdwa v8, v6, v7 clamp dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:DWORD
;? v8 = 0x00000000
; a compare's mask to an SGPR pair: -(0x0000c049) < 2^24 in every lane
v_cmp_lt_f32_sdwa s[4:5], -v1, v2 src0_sel:WORD_1 src1_sel:DWORD
;? s4 = 0xffffffff
;? s5 = 0xffffffff
; |BYTE_3 of v1| = 0xc0 * 2^-149 > 0 (input denormals kept): every lane
v_cmp_gt_f32_sdwa s[6:7], |v1|, v9 src0_sel:BYTE_3 src1_sel:DWORD
;? s6 = 0xffffffff
;? s7 = 0xffffffff
; DPP row_bcast:15 (GFX9): rows 1-3 read lane 15 of the row before (lane
; 16r - 1); row_mask 0xa writes rows 1 and 3 only (a wave reduction's
; step): row 1: 15 + l, row 3: 47 + l; rows 0 and 2 keep 0xdead
v_add_f32_dpp v10, v11, v11 row_bcast:15 row_mask:0xa bank_mask:0xf
;? v10 = 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x41f80000 0x42000000 0x42040000 0x42080000 0x420c0000 0x42100000 0x42140000 0x42180000 0x421c0000 0x42200000 0x42240000 0x42280000 0x422c0000 0x42300000 0x42340000 0x42380000 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x42be0000 0x42c00000 0x42c20000 0x42c40000 0x42c60000 0x42c80000 0x42ca0000 0x42cc0000 0x42ce0000 0x42d00000 0x42d20000 0x42d40000 0x42d60000 0x42d80000 0x42da0000 0x42dc0000
; row_bcast:31: rows 2 and 3 read lane 31, negated: l - 31 (row_mask 0xc)
v_add_f32_dpp v12, -v11, v11 row_bcast:31 row_mask:0xc bank_mask:0xf
;? v12 = 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x0000dead 0x3f800000 0x40000000 0x40400000 0x40800000 0x40a00000 0x40c00000 0x40e00000 0x41000000 0x41100000 0x41200000 0x41300000 0x41400000 0x41500000 0x41600000 0x41700000 0x41800000 0x41880000 0x41900000 0x41980000 0x41a00000 0x41a80000 0x41b00000 0x41b80000 0x41c00000 0x41c80000 0x41d00000 0x41d80000 0x41e00000 0x41e80000 0x41f00000 0x41f80000 0x42000000
