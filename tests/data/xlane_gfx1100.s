; Cross-lane instructions in wave32 (gfx1100), worked by hand. exec =
; 0x0000ff08: lanes 3 and 8-15 run. v1 holds 100 + the lane number in every
; lane. v_readlane_b32 reads the lane its lane select names, modulo 32
; (S1[4:0]), active or not; v_readfirstlane_b32 the lowest active lane (3);
; v_writelane_b32 writes one lane, active or not, and no other; v_mbcnt_lo
; counts the mask's bits below the lane (v_mbcnt_hi, lanes 32-63: none in
; wave32). Each only in active lanes, the others keep their values.
;! arch gfx1100
;= exec = 0x0000ff08
;= v1 = 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120 121 122 123 124 125 126 127 128 129 130 131
;= v2 = 7
;= s2 = 5
;= s3 = 37
;= s4 = 0xdead
; lane 5 (inactive): 105; 37 & 31 = 5: 105; lane 31: 131
v_readlane_b32 s10, v1, s2
;? s10 = 105
v_readlane_b32 s11, v1, s3
;? s11 = 105
v_readlane_b32 s12, v1, 31
;? s12 = 131
; the lowest active lane is 3
v_readfirstlane_b32 s13, v1
;? s13 = 103
; lane 5 (inactive) gets s4; 40 & 31 = 8: lane 8 gets the literal
v_writelane_b32 v2, s4, s2
v_writelane_b32 v2, 0x1234, 40
;? v2 = 7 7 7 7 7 0xdead 7 7 0x1234 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7
; -1 below lane l: l bits
v_mbcnt_lo_u32_b32 v3, -1, 0
;? v3 = 0 0 0 3 0 0 0 0 8 9 10 11 12 13 14 15 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
; exec's bits below the lane: lane 3: none, lane 8: lane 3, lane 9: 2, ...
v_mbcnt_lo_u32_b32 v4, exec_lo, 0
;? v4 = 0 0 0 0 0 0 0 0 1 2 3 4 5 6 7 8 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
v_mbcnt_hi_u32_b32 v5, -1, 10
;? v5 = 0 0 0 10 0 0 0 0 10 10 10 10 10 10 10 10 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0
; a lane the masked write left alone (4: still 0), and one it wrote (9)
v_readlane_b32 s14, v3, 4
;? s14 = 0
v_readlane_b32 s15, v3, 9
;? s15 = 9
