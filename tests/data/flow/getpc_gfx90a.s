; s_getpc_b64 and s_setpc_b64 (gfx90a, wave64), worked by hand. The region
; starts at 0x1fffffff0, so that the PC's arithmetic carries into the high
; dword. s_getpc_b64 D: D = the address of the next instruction (its own +
; 4); s_setpc_b64 S: PC = S.
; Blocks: 0x00-0x10 (ends with s_setpc_b64, to 0x18), 0x18-0x1c: 2 blocks,
; 5 + 2 = 7 instructions; the s_mov_b32 at 0x14 is jumped over.
;! arch gfx90a
;! base 0x1fffffff0
;! exit end
;! blocks 2
;! insts 7
;= exec = 0xffffffffffffffff
;= scc = 1
;= s4 = 0x55
s_nop 0
; 0x00
s_getpc_b64 s[0:1]
; 0x04: s[0:1] = 0x1fffffff0 + 8 = 0x1_fffffff8
s_add_u32 s0, s0, 16
; 0x08: 0xfffffff8 + 16 = 0x1_00000008: s0 = 8, SCC = 1 (carry)
s_addc_u32 s1, s1, 0
; 0x0c: 1 + 0 + 1 = 2, SCC = 0: s[0:1] = 0x2_00000008 = 0x1fffffff0 + 0x18
s_setpc_b64 s[0:1]
; 0x10: PC = 0x2_00000008
s_mov_b32 s4, 1
; 0x14: not run: s4 stays 0x55
s_getpc_b64 s[6:7]
; 0x18: s[6:7] = 0x1fffffff0 + 0x1c = 0x2_0000000c
s_endpgm
; 0x1c: the PC stays 0x2_0000000c
;? s0 = 8
;? s1 = 2
;? s6 = 0xc
;? s7 = 2
;? scc = 0
;? pc = 0x20000000c
