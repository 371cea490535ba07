; Cross-lane instructions in wave64 (gfx90a), worked by hand. exec =
; 0x80000001_00000000: lanes 32 and 63 run. v1 holds 0x100 + the lane
; number. The lane select is taken modulo 64 (S1[5:0]): 0x45 is lane 5.
; v_mbcnt_lo then v_mbcnt_hi of -1 is the lane's own number (the lo half
; counts all 32 low bits from lane 32 on). With exec 0, v_readfirstlane_b32
; reads lane 0.
;! arch gfx90a
;= exec = 0x8000000100000000
;= v1 = 0x100 0x101 0x102 0x103 0x104 0x105 0x106 0x107 0x108 0x109 0x10a 0x10b 0x10c 0x10d 0x10e 0x10f 0x110 0x111 0x112 0x113 0x114 0x115 0x116 0x117 0x118 0x119 0x11a 0x11b 0x11c 0x11d 0x11e 0x11f 0x120 0x121 0x122 0x123 0x124 0x125 0x126 0x127 0x128 0x129 0x12a 0x12b 0x12c 0x12d 0x12e 0x12f 0x130 0x131 0x132 0x133 0x134 0x135 0x136 0x137 0x138 0x139 0x13a 0x13b 0x13c 0x13d 0x13e 0x13f
;= s2 = 0x45
;= m0 = 63
;= s4 = 0xbeef
v_readlane_b32 s10, v1, s2
;? s10 = 0x105
v_readlane_b32 s11, v1, m0
;? s11 = 0x13f
v_readfirstlane_b32 s12, v1
;? s12 = 0x120
; GFX9 takes an SGPR and an m0 lane select together
v_writelane_b32 v2, s4, m0
;? v2 = 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0xbeef
v_mbcnt_lo_u32_b32 v3, -1, 0
v_mbcnt_hi_u32_b32 v3, -1, v3
;? v3 = 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 32 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 63
; exec_hi = 0x80000001: below lane 32 none, below lane 63 one (lane 32)
v_mbcnt_lo_u32_b32 v4, exec_lo, 0
v_mbcnt_hi_u32_b32 v4, exec_hi, v4
;? v4 = 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1
; exec from lane 0 of v5 (0), both halves: no lane active
v_readlane_b32 exec_lo, v5, 0
v_readlane_b32 exec_hi, v5, 0
;? exec = 0
v_readfirstlane_b32 s13, v1
;? s13 = 0x100
