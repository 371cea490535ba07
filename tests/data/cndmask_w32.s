; v_cndmask_b32 and the exec mask in wave32 (gfx1100), worked by hand:
; D = mask[lane] ? S1 : S0, only in lanes whose exec bit is set; lanes with
; the bit clear keep their old value. exec = 0x0000ffff: lanes 0-15 run.
; vcc_lo = 0xf: lanes 0-3 pick S1. s6 = 0xf0f0f0f0: lanes 4-7, 12-15 (and
; 20-23, 28-31, which exec turns off) pick S1. Source modifiers on
; v_cndmask work on bit 31: |x| clears it, -x flips it.
;! arch gfx1100
;= exec = 0x0000ffff
;= vcc = 0xf
;= s6 = 0xf0f0f0f0
;= scc = 1
;= v1 = 0x11111111
;= v2 = 0x22222222
;= v7 = 0x80000005
;= v3 = 0xdeaddead
;= v8 = 0x99
;= v11 = 5
v_cndmask_b32_e64 v3, v1, v2, vcc_lo
;? v3 = 0x22222222 0x22222222 0x22222222 0x22222222 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0x11111111 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead 0xdeaddead
v_cndmask_b32_e64 v4, v1, v2, s6
;? v4 = 0x11111111 0x11111111 0x11111111 0x11111111 0x22222222 0x22222222 0x22222222 0x22222222 0x11111111 0x11111111 0x11111111 0x11111111 0x22222222 0x22222222 0x22222222 0x22222222 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
; lanes 0-3: |0x80000005| = 5; lanes 4-15: -0x11111111 = 0x91111111
v_cndmask_b32_e64 v5, -v1, |v7|, vcc_lo
;? v5 = 0x5 0x5 0x5 0x5 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0x91111111 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
v_mov_b32_e64 v8, 7
;? v8 = 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99 0x99
; src_scc reads scc (1)
v_mov_b32_e64 v9, src_scc
;? v9 = 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
v_add_nc_u32_e64 v11, src_scc, 2
;? v11 = 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 3 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5 5
