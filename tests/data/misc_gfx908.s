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
;= v20 = 0x04030201
;= v21 = 0x08070605
;= v22 = 0x01010101
;= v23 = 0x01000100
;= v24 = 0x00020001
;= v25 = 0x00040003
;= v26 = 0x0000fffe
;= v27 = 0
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
; v_qsad_pk_u16_u8 (the ISA: D.u16[k] = SAD_U8(S0[8k+31:8k], S1, S2.u16[k])):
; S0 = v[20:21], bytes 1..8 from the lowest; S1 = v22, bytes 1, 1, 1, 1;
; S2 = v[24:25], fields 1, 2, 3, 4.
; k = 0: bytes 1,2,3,4: 0+1+2+3 = 6, + 1 = 7;  k = 1: 2..5: 10 + 2 = 12;
; k = 2: 3..6: 14 + 3 = 17;  k = 3: 4..7: 18 + 4 = 22
v_qsad_pk_u16_u8 v[30:31], v[20:21], v22, v[24:25]
;? v30 = 0x000c0007
;? v31 = 0x00160011
; each field is kept to 16 bits: 0xfffe + 6 = 0x10004 -> 0x0004; then 10, 14, 18
v_qsad_pk_u16_u8 v[32:33], v[20:21], v22, v[26:27]
;? v32 = 0x000a0004
;? v33 = 0x0012000e
; v_mqsad_pk_u16_u8 (MSAD_U8: a byte whose S1 byte is 0 adds nothing):
; S1 = v23, bytes 0, 1, 0, 1: only bytes 1 and 3 of each window count.
; k = 0: |2-1| + |4-1| = 4, + 1 = 5;  k = 1: 2 + 4 + 2 = 8;
; k = 2: 3 + 5 + 3 = 11;  k = 3: 4 + 6 + 4 = 14
v_mqsad_pk_u16_u8 v[34:35], v[20:21], v23, v[24:25]
;? v34 = 0x00080005
;? v35 = 0x000e000b
; v_mqsad_u32_u8 (32-bit accumulators, S2 and the VDST VGPR quads): D.u32[k]
; = MSAD_U8(S0[8k+31:8k], S1, S2.u32[k]); S2 = v[24:27] = 0x00020001,
; 0x00040003, 0x0000fffe, 0. The masked sums are 4, 6, 8, 10 (as above), so
; 0x00020005, 0x00040009, 0x00010006 (no 16-bit wrap here), 10.
v_mqsad_u32_u8 v[36:39], v[20:21], v23, v[24:27]
;? v36 = 0x00020005
;? v37 = 0x00040009
;? v38 = 0x00010006
;? v39 = 10
