; A subroutine called twice with s_call_b64 and returned from with
; s_setpc_b64, then s_cbranch_vccz on a vcc that s_cselect_b64 made (gfx90a,
; wave64), worked by hand. The region starts at 0x100; offsets are from
; there. s_call_b64 D, SIMM16: D = its address + 4, PC = its address + 4 +
; SIMM16 * 4, as s_branch (llvm-objdump-19 prints s_cbranch_vccz's target,
; 0x1c, not s_call_b64's).
; Blocks: 0x00-0x04 (call), 0x20-0x24 (return to 0x08), 0x08 (call),
; 0x20-0x24 (return to 0x0c), 0x0c-0x14 (vccz not taken), 0x18-0x1c: 6
; blocks, 2 + 2 + 1 + 2 + 3 + 2 = 12 instructions.
;! arch gfx90a
;! base 0x100
;! exit end
;! blocks 6
;! insts 12
;= exec = 0xffffffffffffffff
;= scc = 0
;= vcc = 0
;= s2 = 0
s_mov_b32 s1, 3
; 0x00
s_call_b64 s[30:31], 6
; 0x04: s[30:31] = 0x108; to 0x08 + 24 = 0x20
s_call_b64 s[30:31], 5
; 0x08: s[30:31] = 0x10c; to 0x0c + 20 = 0x20
s_cmp_eq_u32 s1, 12
; 0x0c: 3 * 2 * 2 = 12: SCC = 1
s_cselect_b64 vcc, -1, 0
; 0x10: vcc = every lane
s_cbranch_vccz 1
; 0x14: vcc is not 0: on to 0x18 (taken it would go to 0x1c)
s_mov_b32 s2, 1
; 0x18
s_endpgm
; 0x1c
s_lshl_b32 s1, s1, 1
; 0x20 (the subroutine): s1 *= 2; SCC = s1 != 0
s_setpc_b64 s[30:31]
; 0x24: back after the call
;? s1 = 12
;? s2 = 1
;? s30 = 0x10c
;? s31 = 0
;? vcc = 0xffffffffffffffff
;? scc = 1
;? pc = 0x11c
