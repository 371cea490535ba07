; Issue 19 (room misc): the quad SADs on gfx1200 (wave32), worked by hand
; from the RDNA4 ISA: D.u16[k] = 16'B(v_sad_u8(S0[8k+31:8k], S1, S2.u16[k]))
; (mqsad: v_msad_u8, skipping a byte whose S1 byte is 0). S0 = v[2:3],
; bytes 0x10, 0x20, ..., 0x80 from the lowest; S1 = 0x18 (an inline
; constant): bytes 0x18, 0, 0, 0.
;! arch gfx1200
;= exec = 0xffffffff
;= v2 = 0x40302010
;= v3 = 0x80706050
;= v6 = 0x00000000
;= v7 = 0x00000000
; qsad: k = 0: |0x10-0x18| + 0x20 + 0x30 + 0x40 = 8 + 144 = 152 = 0x98;
; k = 1: |0x20-0x18| + 0x30 + 0x40 + 0x50 = 8 + 192 = 200 = 0xc8;
; k = 2: |0x30-0x18| + 0x40 + 0x50 + 0x60 = 24 + 240 = 264 = 0x108;
; k = 3: |0x40-0x18| + 0x50 + 0x60 + 0x70 = 40 + 288 = 328 = 0x148
v_qsad_pk_u16_u8 v[10:11], v[2:3], 0x18, v[6:7]
;? v10 = 0x00c80098
;? v11 = 0x01480108
; mqsad: only byte 0 counts: 8, 8, 0x18, 0x28
v_mqsad_pk_u16_u8 v[12:13], v[2:3], 0x18, v[6:7]
;? v12 = 0x00080008
;? v13 = 0x00280018
