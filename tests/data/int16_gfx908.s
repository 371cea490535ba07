; Issue 19: GFX9's GFX8-style 16-bit mads (v_mad_legacy_u16/i16, gfx908,
; wave64), v_mad_u32_u16 and the accumulating dot products (D += the
; products of the sources' signed fields) there, worked by hand from the
; ISA pseudocode:
; D.u16 = S0.u16 * S1.u16 + S2.u16, bits 31:16 zero (LLVM's
; zeroesHigh16BitsOfDest: V_MAD_U16/I16, GFX9's legacy ones, zero them).
; v1 = 0x0003fffe: low half 65534 / -2.  v2 = 0x00050007: low half 7.
; v3 = 0x12340010: low half 16.
;! arch gfx908
;= exec = 0xffffffffffffffff
;= v1 = 0x0003fffe
;= v2 = 0x00050007
;= v3 = 0x12340010
;= v10 = 0xdeadbeef
;= v11 = 0xdeadbeef
;= v12 = 0xdeadbeef
;= v20 = 0x00030002
;= v21 = 0xffff0004
;= v22 = 10
;= v23 = 0x01ff02fe
;= v24 = 0x03040506
;= v25 = 0xffffffff
;= v26 = 0x7f000001
;= v27 = 0x22222222
;= v28 = 0
; 65534 * 7 + 16 = 0x70002 -> 0x0002; -2 * 7 - 16 = -30 = 0xffe2
v_mad_legacy_u16 v10, v1, v2, v3
;? v10 = 0x00000002
v_mad_legacy_i16 v11, v1, v2, -16
;? v11 = 0x0000ffe2
; 65534 * 7 + 0x12340010 = 0x123b0002
v_mad_u32_u16 v12, v1, v2, v3
;? v12 = 0x123b0002
; halves (2, 3) and (4, -1): 2 * 4 + 3 * -1 + 10 = 15
v_dot2c_i32_i16_e32 v22, v20, v21
;? v22 = 15
; bytes (-2, 2, -1, 1) and (6, 5, 4, 3): -12 + 10 - 4 + 3 + -1 = -4
v_dot4c_i32_i8_e32 v25, v23, v24
;? v25 = 0xfffffffc
; nibbles (1, 0, 0, 0, 0, 0, -1, 7) and all 2: 2 - 2 + 14 + 0 = 14
v_dot8c_i32_i4_e64 v28, v26, v27
;? v28 = 14
