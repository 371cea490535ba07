; Issue 19 (room misc): GFX9's v_sat_pk_u8_i16 (gfx908, wave64), worked by
; hand from the Vega ISA: D.u32 = {16'b0, SAT8(S0[31:16].i16),
; SAT8(S0[15:0].i16)}, SAT8 holding a signed value to [0, 255].
; v1 = 0x7fff0080: 32767 -> 255, 128 -> 128.  v2 = 0x8000ffff: -32768 -> 0,
; -1 -> 0.  v3 = 0x00ff0100: 255 -> 255, 256 -> 255.  v4 = 0x0012fff0:
; 18 -> 18, -16 -> 0.
;! arch gfx908
;= exec = 0xffffffffffffffff
;= v1 = 0x7fff0080
;= v2 = 0x8000ffff
;= v3 = 0x00ff0100
;= v4 = 0x0012fff0
;= v10 = 0xdeadbeef
;= v11 = 0xdeadbeef
;= v12 = 0xdeadbeef
;= v13 = 0xdeadbeef
;= v14 = 0xdeadbeef
;= v15 = 0xdeadbeef
v_sat_pk_u8_i16 v10, v1
;? v10 = 0x0000ff80
v_sat_pk_u8_i16_e32 v11, v2
;? v11 = 0
v_sat_pk_u8_i16_e64 v12, v3
;? v12 = 0x0000ffff
v_sat_pk_u8_i16_e64 v13, v4
;? v13 = 0x00001200
; SDWA: src0 = WORD_1 of v1, zero-extended: 0x00007fff, so the low half
; 32767 -> 0xff and the high half 0 -> 0: result 0x00ff; its low byte goes
; to byte 1 of v14, the other bytes kept: 0xdeadffef
v_sat_pk_u8_i16_sdwa v14, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
;? v14 = 0xdeadffef
; -1 = 0xffffffff: both halves -1 -> 0
v_sat_pk_u8_i16_e64 v15, -1
;? v15 = 0
; v_nop and v_clrexcp (the float exception state, not modelled) write
; nothing: every register keeps its value
v_nop
v_nop_e64
v_clrexcp
v_clrexcp_e64
;? v10 = 0x0000ff80
