; A divergent if/else with s_and_saveexec_b32 and s_cbranch_execz (gfx1100,
; wave32), then an if no lane takes, worked by hand. The region starts at
; 0x2000; the offsets are from there. s_cbranch_execz goes to (its address +
; 4) + SIMM16 * 4 when EXEC is 0. v0 holds the lane number.
; if (v0 < 4) v1 = 64; else v1 = 7;   then   if (v0 < 0) s6 = 1;
; Blocks: 0x00-0x08 (exec 0xf: not taken), 0x0c-0x14 (exec 0xfffffff0: not
; taken), 0x18-0x28 (exec 0: taken, to 0x30), 0x30-0x34: 4 blocks, 3 + 3 +
; 5 + 2 = 13 instructions.
;! arch gfx1100
;! base 0x2000
;! exit end
;! blocks 4
;! insts 13
;= exec = 0xffffffff
;= scc = 1
;= vcc = 0
;= s6 = 0
;= v0 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
;= v1 = 0xdead
v_cmp_gt_u32 vcc_lo, 4, v0
; 0x00: vcc = the lanes with 4 > v0: 0xf
s_and_saveexec_b32 s4, vcc_lo
; 0x04: s4 = 0xffffffff; exec = 0xf; SCC = 1
s_cbranch_execz 1
; 0x08: exec is not 0: on to 0x0c (taken it would go to 0x10)
v_mov_b32 v1, 64
; 0x0c: lanes 0-3: v1 = 64
s_xor_b32 exec_lo, exec_lo, s4
; 0x10: the else lanes: exec = 0xf ^ 0xffffffff = 0xfffffff0; SCC = 1
s_cbranch_execz 1
; 0x14: not taken (to 0x1c if it were)
v_mov_b32 v1, 7
; 0x18: lanes 4-31: v1 = 7
s_or_b32 exec_lo, exec_lo, s4
; 0x1c: exec = every lane again; SCC = 1
v_cmp_gt_u32 vcc_lo, 0, v0
; 0x20: 0 > v0 in no lane: vcc = 0
s_and_saveexec_b32 s5, vcc_lo
; 0x24: s5 = 0xffffffff; exec = 0; SCC = 0
s_cbranch_execz 1
; 0x28: exec is 0: taken, to 0x2c + 4 = 0x30
s_mov_b32 s6, 1
; 0x2c: skipped: s6 stays 0
s_mov_b32 exec_lo, s5
; 0x30: exec = every lane (SCC unchanged)
s_endpgm
; 0x34
;? s4 = 0xffffffff
;? s5 = 0xffffffff
;? exec = 0xffffffff
;? vcc = 0
;? scc = 0
;? v1 = 64 64 64 64 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
;? pc = 0x2034
