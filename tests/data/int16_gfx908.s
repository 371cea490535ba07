; Issue 19: GFX9's GFX8-style 16-bit mads (v_mad_legacy_u16/i16, gfx908,
; wave64) and v_mad_u32_u16 there, worked by hand from the ISA pseudocode:
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
; 65534 * 7 + 16 = 0x70002 -> 0x0002; -2 * 7 - 16 = -30 = 0xffe2
v_mad_legacy_u16 v10, v1, v2, v3
;? v10 = 0x00000002
v_mad_legacy_i16 v11, v1, v2, -16
;? v11 = 0x0000ffe2
; 65534 * 7 + 0x12340010 = 0x123b0002
v_mad_u32_u16 v12, v1, v2, v3
;? v12 = 0x123b0002
