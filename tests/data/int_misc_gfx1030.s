; Issue 19: the three-source 16-bit ops and the 32-bit byte/bit ops on gfx1030
; (GFX10, wave32), worked by hand from the ISA pseudocode. The 16-bit ops
; read the low half of each source, or the high half where op_sel[i] is
; set; their 16-bit result goes to the destination's low half, or its high
; half with op_sel's last lane, the other half kept (GFX10+: LLVM's
; zeroesHigh16BitsOfDest, "all 16-bit instructions preserve the high
; bits"). Every destination starts as 0xdeadbeef.
; v1 = 0x0003fffe: low half 0xfffe = 65534 unsigned, -2 signed; high half 3.
; v2 = 0x00050007: low half 7, high half 5.  v3 = 0x12340010: low half 16.
; v4 = 0x10ff0080 and v5 = 0x20010100, by bytes (0 first): 80 00 ff 10 and
; 00 01 01 20; their absolute differences 128, 1, 254, 16 (sum 399).
;! arch gfx1030
;= exec = 0xffffffff
;= v1 = 0x0003fffe
;= v2 = 0x00050007
;= v3 = 0x12340010
;= v4 = 0x10ff0080
;= v5 = 0x20010100
;= v6 = 0x01000100
;= v7 = 0x00001234
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
;= v30 = 0xdeadbeef
; 65534 * 7 + 16 = 458754 = 0x70002: 0x0002 into the low half
v_mad_u16 v10, v1, v2, v3
;? v10 = 0xdead0002
; op_sel:[1,0,0,1]: v1's high half 3 * 7 + 16 = 37 = 0x25 into the high half
v_mad_i16 v11, v1, v2, v3 op_sel:[1,0,0,1]
;? v11 = 0x0025beef
; of 0xfffe, 7, 16: unsigned min 7, max 65534, middle 16; signed (-2, 7, 16)
; min -2, max 16, middle 7
v_min3_u16 v12, v1, v2, v3
;? v12 = 0xdead0007
v_min3_i16 v13, v1, v2, v3
;? v13 = 0xdeadfffe
v_max3_u16 v14, v1, v2, v3
;? v14 = 0xdeadfffe
v_max3_i16 v15, v1, v2, v3
;? v15 = 0xdead0010
v_med3_u16 v16, v1, v2, v3
;? v16 = 0xdead0010
v_med3_i16 v17, v1, v2, v3
;? v17 = 0xdead0007
; 32-bit results: 65534 * 7 = 0x6fff2, + 0x12340010 = 0x123b0002; signed
; -2 * 7 + 0x12340010 = 0x12340002; op_sel:[1,1,0,0]: 3 * 5 + 0x12340010
v_mad_u32_u16 v18, v1, v2, v3
;? v18 = 0x123b0002
v_mad_i32_i16 v19, v1, v2, v3
;? v19 = 0x12340002
v_mad_i32_i16 v20, v1, v2, v3 op_sel:[1,1,0,0]
;? v20 = 0x1234001f
; ((1 << 7) - 1) << 16 (v2 = 7 and v3 = 16 in bits 4:0); ((1 << 5) - 1) << 3
v_bfm_b32 v21, v2, v3
;? v21 = 0x007f0000
v_bfm_b32 v22, 5, 3
;? v22 = 0x000000f8
; byte sums: 399 + 1 = 0x190; (399 << 16) + 1; masked (bytes where v5's byte
; is not 0: 1 + 254 + 16 = 271)
v_sad_u8 v23, v4, v5, 1
;? v23 = 0x00000190
v_sad_hi_u8 v24, v4, v5, 1
;? v24 = 0x018f0001
v_msad_u8 v25, v4, v5, 0
;? v25 = 0x0000010f
; halves: |0x0080 - 0x0100| + |0x10ff - 0x2001| = 128 + 3842 = 3970; the words:
; 0x20010100 - 0x10ff0080
v_sad_u16 v26, v4, v5, 0
;? v26 = 0x00000f82
v_sad_u32 v27, v4, v5, 0
;? v27 = 0x0f020080
; per byte (a + b + bit 0 of v6's byte) >> 1: (0x80+0+0)>>1, (0+1+1)>>1,
; (0xff+1+0)>>1, (0x10+0x20+1)>>1 = 40, 01, 80, 18
v_lerp_u8 v28, v4, v5, v6
;? v28 = 0x18800140
; saturated to 16 bits: 0x12340010 -> 0xffff low, 0x1234 high; signed:
; -65536 -> -32768 = 0x8000 low, 0x123 high
v_cvt_pk_u16_u32 v29, v3, v7
;? v29 = 0x1234ffff
v_cvt_pk_i16_i32 v30, v8, v9
;? v30 = 0x01238000
