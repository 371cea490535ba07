; A loop counted in an SGPR, closed by s_cbranch_scc1 (gfx1100, wave32),
; worked by hand. The region starts at 0x1000; each line's address is given.
; s_cbranch_scc1 SIMM16 goes to (its address + 4) + SIMM16 * 4 when SCC is 1,
; else to the next instruction (the ISA; llvm-objdump-19 prints the target).
; Blocks: 0x1000-0x1018 (the first iteration, then back to 0x1004),
; 0x1004-0x1018 three times more, 0x101c (s_endpgm): 5 blocks, 7 + 3 * 6 +
; 1 = 26 instructions.
;! arch gfx1100
;! base 0x1000
;! exit end
;! blocks 5
;! insts 26
;= exec = 0xffffffff
;= scc = 1
;= s0 = 4
;= s1 = 0
;= v1 = 0
s_mov_b32 s2, 10
; 0x1000: s2 = 10
s_add_u32 s1, s1, s2
; 0x1004 (the loop): s1 += s2
s_add_u32 s2, s2, 1
; 0x1008: s2 += 1
v_add_nc_u32 v1, s2, v1
; 0x100c: every lane: v1 += s2
s_sub_u32 s0, s0, 1
; 0x1010: the count
s_cmp_lg_u32 s0, 0
; 0x1014: SCC = s0 != 0
s_cbranch_scc1 -6
; 0x1018: back to 0x101c - 24 = 0x1004 while SCC is 1
s_endpgm
; 0x101c: the wave stays on it
; iteration: s1, s2, v1 = 10, 11, 11; 21, 12, 23; 33, 13, 36; 46, 14, 50;
; s0 = 3, 2, 1, 0: the fourth compare gives SCC 0 and falls through.
;? s0 = 0
;? s1 = 46
;? s2 = 14
;? v1 = 50
;? scc = 0
;? pc = 0x101c
