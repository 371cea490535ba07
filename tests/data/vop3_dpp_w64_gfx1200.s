; VOP3-DPP in wave64 (gfx1200 --wave 64), worked by hand from the RDNA4
; ISA's DPP rules (see vop3_dpp_w32_gfx1100.s): src0 of lane l is v[src0]
; in the lane the control names; GFX12's VOP3-DPP takes a scalar or an
; inline constant in src1. exec: every lane but lane 40. v1 holds the lane
; number, s5 0x1000; v3 starts 0xdead.
;! arch gfx1200
;! wave 64
;= exec = 0xfffffeffffffffff
;= v1 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63
;= v3 = 0xdead
;= s5 = 0x1000
;= s6 = 0xdead
;= s7 = 0xdead
; row_ror:1: lane l reads lane (l & ~15) + ((l - 1) & 15) and adds s5.
; row_mask 0x5 keeps rows 0 and 2 (lanes 0-15, 32-47); rows 1 and 3 keep
; 0xdead. Lane 0 reads lane 15 (0x100f), lane 32 lane 47 (0x102f); lane
; 40 is off, and lane 41's source is lane 40: without bound_ctrl lane 41
; is not written.
v_add_nc_u32_e64_dpp v3, v1, s5 row_ror:1 row_mask:0x5 bank_mask:0xf
;? v3 = 0x100f 0x1000 0x1001 0x1002 0x1003 0x1004 0x1005 0x1006 0x1007 0x1008 0x1009 0x100a 0x100b 0x100c 0x100d 0x100e 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0x102f 0x1020 0x1021 0x1022 0x1023 0x1024 0x1025 0x1026 0xdead 0xdead 0x1029 0x102a 0x102b 0x102c 0x102d 0x102e 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead 0xdead
; row_half_mirror: lane l reads lane l ^ 7 (its half-row mirrored);
; (l ^ 7) > 31 from lane 32 on. Lane 40 is off (bit 0); lane 47's source
; is lane 40: bound_ctrl:1 reads 0, and 0 > 31 is false. s[6:7] =
; 0xffff7eff_00000000.
v_cmp_gt_u32_e64_dpp s[6:7], v1, 31 row_half_mirror row_mask:0xf bank_mask:0xf bound_ctrl:1
;? s6 = 0
;? s7 = 0xffff7eff
