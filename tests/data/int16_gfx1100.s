; Issue 19: the 16-bit integer ops and the bit scans on gfx1100 (GFX11,
; wave32), worked by hand from the ISA pseudocode. A 16-bit op reads the
; low half of each source, or the high half where op_sel[i] is set (a
; shift's count is S0[3:0], its value S1); its 16-bit result goes to the
; low half of the destination, or the high half with op_sel's last lane,
; and the other half is kept ("on gfx10, all 16-bit instructions preserve
; the high bits": LLVM's zeroesHigh16BitsOfDest). clamp saturates the exact
; result: [0, 65535] for u16, [-32768, 32767] for i16. Every destination
; starts as 0xdeadbeef.
; v1 = 0xdead8001: low half 0x8001 = 32769 unsigned, -32767 signed.
; v2 = 0x1234ffff: low half 0xffff = 65535 unsigned, -1 signed.
; v3 = 0x00050003: low half 3, high half 5.  v7 = 0x00007fff: 32767.
;! arch gfx1100
;= exec = 0xffffffff
;= v1 = 0xdead8001
;= v2 = 0x1234ffff
;= v3 = 0x00050003
;= v4 = 0x00012345
;= v5 = 0x00f00000
;= v6 = 0xfff01234
;= v7 = 0x00007fff
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
;= v31 = 0xdeadbeef
; 0x8001 + 0xffff = 0x18000: 0x8000 into the low half, 0xdead kept
v_add_nc_u16 v10, v1, v2
;? v10 = 0xdead8000
; op_sel:[0,1,1]: v1's low half 0x8001 + v2's high half 0x1234 = 0x9235 into
; the high half, the low half 0xbeef kept
v_add_nc_u16 v11, v1, v2 op_sel:[0,1,1]
;? v11 = 0x9235beef
; clamp: 98304 > 65535 -> 0xffff
v_add_nc_u16 v12, v1, v2 clamp
;? v12 = 0xdeadffff
; 3 - 0x8001 = 0x8002 (mod 2^16); op_sel:[1,0,0] clamp: v3's high half 5 - 32769 < 0 -> 0
v_sub_nc_u16 v13, v3, v1
;? v13 = 0xdead8002
v_sub_nc_u16 v14, v3, v1 op_sel:[1,0,0] clamp
;? v14 = 0xdead0000
; signed: 32767 + 3 = 32770 -> 32767 with clamp, 0x8002 without (written
; as the v_add_i16 alias llvm-mc takes on GFX11); -32767 - 3 = -32770 -> -32768
v_add_nc_i16 v15, v7, v3 clamp
;? v15 = 0xdead7fff
v_add_i16 v16, v7, v3
;? v16 = 0xdead8002
v_sub_nc_i16 v17, v1, v3 clamp
;? v17 = 0xdead8000
; op_sel:[1,0,0]: v1's high half 0xdead = -8531, - 3 = -8534 = 0xdeaa
v_sub_nc_i16 v18, v1, v3 op_sel:[1,0,0]
;? v18 = 0xdeaddeaa
; 3 * 0x8001 = 0x18003: 0x8003
v_mul_lo_u16 v19, v3, v1
;? v19 = 0xdead8003
; count 3: 0x8001 << 3 -> 0x0008; 0x8001 >> 3 = 0x1000; -32767 >> 3 = 0xf000
v_lshlrev_b16 v20, v3, v1
;? v20 = 0xdead0008
v_lshrrev_b16 v21, v3, v1
;? v21 = 0xdead1000
v_ashrrev_i16 v22, v3, v1
;? v22 = 0xdeadf000
; 0x8001 against 3: unsigned 32769 > 3, signed -32767 < 3
v_max_u16 v23, v1, v3
;? v23 = 0xdead8001
v_max_i16 v24, v1, v3
;? v24 = 0xdead0003
v_min_u16 v25, v1, v3
;? v25 = 0xdead0003
v_min_i16 v26, v1, v3
;? v26 = 0xdead8001
; GFX11 names: clz (the first 1 from the MSB of 0x00012345: 31 - 16 = 15;
; of 0: -1, written as the v_ffbh_u32 alias), ctz (0x00f00000: bit 20), cls
; (0xfff01234: bit 19 is the first unlike the sign: 31 - 19 = 12; 0: -1)
v_clz_i32_u32_e32 v27, v4
;? v27 = 15
v_ffbh_u32 v28, 0
;? v28 = 0xffffffff
v_ctz_i32_b32_e32 v29, v5
;? v29 = 20
v_cls_i32_e32 v30, v6
;? v30 = 12
v_cls_i32_e64 v31, 0
;? v31 = 0xffffffff
