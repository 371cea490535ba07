; A divergent if/else as LLVM compiles it for wave32 (gfx1100), worked by
; hand from the ISA pseudocode. v0 holds the lane number; the condition is
; v0 < 8, so lanes 0-7 take the "then" side (v1 = 10) and lanes 8-31 the
; "else" side (v1 = 20); both sides join with the whole exec again.
;   s_and_saveexec_b32 D, S0: saved = EXEC; EXEC = S0 & EXEC; D = saved;
;     SCC = EXEC != 0.
;   s_and_not1_saveexec_b32 (GFX10's s_andn2_saveexec_b32): saved = EXEC;
;     EXEC = S0 & ~EXEC; D = saved; SCC = EXEC != 0.
;   s_xor_b32/s_or_b32: D = S0 op S1, SCC = D != 0.
; A VALU write touches only the lanes whose exec bit is set.
;! arch gfx1100
;= exec = 0xffffffff
;= scc = 0
;= s3 = 0
;= v0 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31
;= v1 = 0xdead
;= v3 = 0xdead
v_cmp_gt_u32 vcc_lo, 8, v0
; vcc_lo = lanes with 8 > v0 = 0x000000ff
s_and_saveexec_b32 s0, vcc_lo
; s0 = 0xffffffff (the old exec); exec_lo = 0xff & 0xffffffff = 0xff; SCC = 1
s_xor_b32 s0, exec_lo, s0
; s0 = 0xff ^ 0xffffffff = 0xffffff00: the lanes of the else side; SCC = 1
v_mov_b32 v1, 10
; then: lanes 0-7 = 10
s_and_not1_saveexec_b32 s0, s0
; saved = 0xff; exec_lo = 0xffffff00 & ~0xff = 0xffffff00; s0 = 0xff; SCC = 1
v_mov_b32 v1, 20
; else: lanes 8-31 = 20
s_or_b32 exec_lo, exec_lo, s0
; exec_lo = 0xffffff00 | 0xff = 0xffffffff; SCC = 1
v_add_nc_u32 v2, v1, v0
; every lane: v1 + lane
s_and_saveexec_b32 s2, s3
; an empty branch: s2 = 0xffffffff, exec_lo = 0 & 0xffffffff = 0, SCC = 0
v_mov_b32 v3, 7
; no lane is active: v3 keeps 0xdead
s_mov_b32 exec_lo, s2
; exec_lo = 0xffffffff again; s_mov leaves SCC at 0
;? vcc_lo = 0xff
;? s0 = 0xff
;? s2 = 0xffffffff
;? exec_lo = 0xffffffff
;? scc = 0
;? v1 = 10 10 10 10 10 10 10 10 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20 20
;? v2 = 10 11 12 13 14 15 16 17 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51
