; v_dot2_f32_f16 (issue 29, item 4) on GFX11 (gfx1100, wave32): the gfx11
; hardware model (fidelity model; FLOAT.md section 3, ROCm/rocm-systems issue
; #12056, rocjitsu's gfx1100 captures), worked by hand from its rules, not
; from our output. D = S2 + a0*b0 + a1*b1, a0/b0 the low halves (op_sel),
; a1/b1 the high ones (op_sel_hi). Each f16 is sig * 2^(A - 10), A =
; max(exponent field, 1) - 15; S2 is 1.m * 2^(e - 127) (a subnormal S2 is 0).
; grid = max(A(a) + A(b) - 24 over nonzero products, (largest leading
; exponent) - 26); each term truncated to a multiple of 2^grid; a term of
; the other sign than S2 (a zero one too) adds -(units + 1); one rounding to
; 24 bits, nearest even; a result below 2^-126 (or a zero sum) is +0. MODE is
; not read: 0x3f0 (round to nearest even, denormals kept), under which the
; ISA pseudocode (f32 sequential) would give the values noted as "pseudo".
; Every lane active.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x00003c10
;= v2 = 0x00000001
;= v3 = 0x3f800000
;= v4 = 0x00008001
;= v5 = 0x00003800
;= v6 = 0x00400000
;= v7 = 0x00003c00
;= v8 = 0x3c004000
;= v9 = 0x40004400
;= v12 = 0x00007e00
;= v20 = 0x3f800000
;= v21 = 0x3f800000
; Truncation: a0 = 1 + 2^-6 (0x3c10, A 0), b0 = 2^-24 (0x0001, A -14): the
; product 1040 * 2^-34 = 2^-24 + 2^-30, lead -24; S2 = 1.0, lead 0. grid =
; max(-14 - 24, 0 - 26) = -26. S2: 2^26 units; product: floor(1040 / 2^8) =
; 4 units (2^-30 dropped); a1*b1 = +0*+0: 0. Sum 2^26 + 4: 24 bits are
; 2^23 with a remainder 4 of 8, a tie, kept even: 1.0 (0x3f800000).
; (pseudo: 1 + 2^-24 + 2^-30 is above half an ulp: 1 + 2^-23, 0x3f800001)
v_dot2_f32_f16 v10, v1, v2, v3
;? v10 = 0x3f800000
; One's complement: a0 = -2^-24 (0x8001), b0 = 0.5 (0x3800, A -1): the
; product -1024 * 2^-35 = -2^-25, lead -25; grid -26; its units
; floor(1024 / 2^9) = 2 enter as -(2 + 1) = -3 (S2 positive); a1*b1 = +0.
; Sum 2^26 - 3 = 4 * (2^24 - 1) + 1: 24 bits 2^24 - 1, remainder 1 of 4
; below half: (2^24 - 1) * 2^-24 = 1 - 2^-24 (0x3f7fffff).
; (pseudo: 1 - 2^-25 is a tie between 1 - 2^-24 and 1.0, even: 0x3f800000)
v_dot2_f32_f16 v11, v4, v5, v3
;? v11 = 0x3f7fffff
; Flush: S2 = 2^-127 (0x00400000, subnormal) counts as zero and the
; products are 0 * 2^-24 and +0 * +0: every term zero, +0.
; (pseudo, denormals kept: 2^-127, 0x00400000)
v_dot2_f32_f16 v13, v7, v6, v6 op_sel_hi:[0,0,1]
;? v13 = 0x00000000
; Same signs: v8 = {2.0 (lo), 1.0 (hi)}, v9 = {4.0, 2.0}; op_sel:[1,0,0]
; gives a0 = 1.0 (v8 high), b0 = 4.0, a1 = 1.0, b1 = 2.0; every term
; positive, the units exact: 4 + 2 + 1 = 7 (0x40e00000).
v_dot2_f32_f16 v14, v8, v9, v3 op_sel:[1,0,0]
;? v14 = 0x40e00000
; Two negative products against a positive S2: a0 = -2.0 (neg_lo[0]),
; b0 = 4.0, a1 = 1.0, b1 = -2.0 (neg_hi[1]): -8, -2 and +1. grid = max(
; (1 + 2) - 24, 3 - 26) = -21 (the products' exponent sum wins): S2 is
; 2^21 units, -8 is 2^24 units entering as -(2^24 + 1), -2 as -(2^22 + 1).
; Sum -(9 * 2^21 + 2): 25 bits, so 24 bits are 9 * 2^20 + 1 with nothing
; left over: -(9 + 2^-20) = 0xc1100001, not the exact -9 (pseudo:
; 0xc1100000): the one's complement's -1 per term shows.
v_dot2_f32_f16 v15, v8, v9, v3 neg_lo:[1,0,0] neg_hi:[0,1,0]
;? v15 = 0xc1100001
; A NaN factor (f16 0x7e00) gives the model's lane NaN 0xffc00a3d.
v_dot2_f32_f16 v16, v12, v7, v3
;? v16 = 0xffc00a3d
; CLAMP: 7.0 clamped to 1.0.
v_dot2_f32_f16 v17, v8, v9, v3 op_sel:[1,0,0] clamp
;? v17 = 0x3f800000
; v_dot2acc_f32_f16 (VOP2): D is S2, the halves in place: D = 1.0 and
; v1, v2 as the first case: the truncation drops 2^-30, 1.0 (0x3f800000)
v_dot2acc_f32_f16 v20, v1, v2
;? v20 = 0x3f800000
; The VOPD half: D = 1.0 and v4, v5 as the one's complement case above:
; 1 - 2^-24 (0x3f7fffff); the other half moves 1.0
v_dual_dot2acc_f32_f16 v21, v4, v5 :: v_dual_mov_b32 v22, v3
;? v21 = 0x3f7fffff
;? v22 = 0x3f800000
