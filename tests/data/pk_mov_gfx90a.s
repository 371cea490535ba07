; v_pk_mov_b32 (VOP3P, gfx90a wave64): the result's low dword is a dword of
; source 0, its high dword a dword of source 1; op_sel[i] picks source i's
; high dword. clang-19 copies a 64-bit value with
; "v_pk_mov_b32 v[2:3], s[34:35], s[34:35] op_sel:[0,1]" (low from low, high
; from high), which this reading makes a copy.
;! arch gfx90a
;= v2 = 0x11111111
;= v3 = 0x22222222
;= v4 = 0x33333333
;= v5 = 0x44444444
;= s4 = 0x55555555
;= s5 = 0x66666666
; low: v2; high: source 1's low dword v4
v_pk_mov_b32 v[10:11], v[2:3], v[4:5]
;? v10 = 0x11111111
;? v11 = 0x33333333
v_pk_mov_b32 v[12:13], v[2:3], v[4:5] op_sel:[1,0]
;? v12 = 0x22222222
;? v13 = 0x33333333
; the compiler's 64-bit copy
v_pk_mov_b32 v[14:15], v[2:3], v[2:3] op_sel:[0,1]
;? v14 = 0x11111111
;? v15 = 0x22222222
v_pk_mov_b32 v[16:17], s[4:5], v[4:5] op_sel:[1,1]
;? v16 = 0x66666666
;? v17 = 0x44444444
; both sources are read before the pair is written: low v4, high the old v2
v_pk_mov_b32 v[2:3], v[4:5], v[2:3]
;? v2 = 0x33333333
;? v3 = 0x11111111
; the zeroing LLVM emits: the inline 0 is all zero bits as any 64-bit source
; (its dwords are 0 whichever op_sel picks)
;= v20 = 0x77777777
;= v21 = 0x88888888
v_pk_mov_b32 v[20:21], 0, 0
;? v20 = 0x00000000
;? v21 = 0x00000000
v_pk_mov_b32 v[22:23], 0, v[4:5] op_sel:[1,1]
;? v22 = 0x00000000
;? v23 = 0x44444444
; another constant is one dword, its 32-bit value, read where op_sel picks
; its low dword (LLVM moves the 64-bit 0x3f8000003f800000 with
; "v_pk_mov_b32 v[0:1], 1.0, 1.0"); its high dword is refused, not modelled
v_pk_mov_b32 v[24:25], 1.0, 1.0
;? v24 = 0x3f800000
;? v25 = 0x3f800000
v_pk_mov_b32 v[26:27], v[4:5], -1 op_sel:[1,0]
;? v26 = 0x44444444
;? v27 = 0xffffffff
