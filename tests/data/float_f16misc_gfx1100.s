; The remaining f16 rows of issue 29 on GFX11 (gfx1100, wave32), worked by
; hand from the rules (insts.def's comments): MODE 0x3f0 (nearest even,
; denormals kept, DX10_CLAMP, IEEE); GFX10+ keep the other half of the
; destination. Every lane active.
;! arch gfx1100
;= mode = 0x3f0
;= v1 = 0x00003c01
;= v2 = 0x00004000
;= v3 = 0x0000c000
;= v4 = 0x0000c200
;= v5 = 0x00000000
;= v6 = 0x00008000
;= v7 = 0x00007c01
;= v8 = 0x00007e00
;= v9 = 0x00003c00
;= v10 = 0x11110000
;= v11 = 0x2222aaaa
;= v12 = 0x33330000
;= v13 = 0x44440000
;= v14 = 0x55550000
;= v15 = 0x66660000
;= v16 = 0x77770000
;= v17 = 0x88880000
;= v18 = 0xc5001234
;= v19 = 0x99990000
;= v20 = 0x00000001
;= v21 = 0xaaaa0000
;= v22 = 0xbbbb0000
;= v23 = 0xcccc0000
;= v24 = 0xdddd0000
;= v25 = 0xeeee0000
;= v26 = 0xffff1234
;= v27 = 0x12340000
;= v28 = 0x00000000
;= v30 = 0x0000b800
;= v31 = 0x3c000000
;= v32 = 0x00003800
;= v33 = 0x0000bc00
;= v34 = 0x00004000
;= v29 = 0xbc023c00
;= v35 = 0x3c014000
;= v36 = 0x3c013c00
; v_div_fixup_f16 (item 5): S0 the quotient, S1 the denominator, S2 the
; numerator. Nothing special: |S0| with sign(S1) ^ sign(S2) (+ ^ - = -)
v_div_fixup_f16 v10, v1, v2, v4
;? v10 = 0x1111bc01
; the same into the high half (op_sel[3]), the low half kept
v_div_fixup_f16 v11, v1, v2, v4 op_sel:[0,0,0,1]
;? v11 = 0xbc01aaaa
; 0 / -0: the default NaN 0xfe00
v_div_fixup_f16 v12, v1, v5, v6
;? v12 = 0x3333fe00
; -3.0 / +0: -inf
v_div_fixup_f16 v13, v1, v5, v4
;? v13 = 0x4444fc00
; +0 / -2.0: -0
v_div_fixup_f16 v14, v1, v3, v5
;? v14 = 0x55558000
; a signalling NaN numerator (0x7c01) comes back quieted (0x7e01)
v_div_fixup_f16 v15, v1, v2, v7
;? v15 = 0x66667e01
; a NaN quotient estimate (0x7e00) with 1.0 / -2.0: no overflow clause in
; the f16 pseudocode (the f32 one would give -inf): -abs(S0) = 0xfe00
v_div_fixup_f16 v16, v8, v3, v9
;? v16 = 0x7777fe00
; v_pack_b32_f16 (item 4): D = {S1.f16, S0.f16} after op_sel, ABS, NEG:
; -(0x3c01) = 0xbc01 low; v18's high half (op_sel[1]) 0xc500, |x| = 0x4500
v_pack_b32_f16 v17, -v1, |v18| op_sel:[0,1,0]
;? v17 = 0x4500bc01
; the pseudocode moves bits: a signalling NaN (0x7c01) and a subnormal
; (0x0001) as they are (the row is approx: hardware may canonicalize)
v_pack_b32_f16 v19, v7, v20
;? v19 = 0x00017c01
; v_cvt_norm_i16/u16_f16 (item 6): a NaN 0, else held to [-1, 1] / [0, 1],
; times 32767 / 65535, to nearest even (approx rows: FLOAT.md 6).
; 1.0 -> 32767 (0x7fff), -1.0 -> -32767 (0x8001)
v_cvt_norm_i16_f16 v21, v9
;? v21 = 0xaaaa7fff
v_cvt_norm_i16_f16 v22, v33
;? v22 = 0xbbbb8001
; 0.5 * 32767 = 16383.5, a tie: even 16384 (0x4000; rounding half up agrees)
v_cvt_norm_i16_f16 v23, v32
;? v23 = 0xcccc4000
; -0.5: -16383.5, to even -16384 (0xc000); half up would give -16383: the
; case the two rules disagree on
v_cvt_norm_i16_f16 v24, v30
;? v24 = 0xddddc000
; unorm 0.5: 32767.5 to even 32768 (0x8000)
v_cvt_norm_u16_f16 v25, v32
;? v25 = 0xeeee8000
; a NaN: 0
v_cvt_norm_u16_f16 v26, v7
;? v26 = 0xffff0000
; 2.0 held to 1.0: 65535
v_cvt_norm_u16_f16 v27, v34
;? v27 = 0x1234ffff
; v_cvt_pk_norm_i16_f16: {snorm(v31's high half 1.0), snorm(-0.5)}
v_cvt_pk_norm_i16_f16 v28, v30, v31 op_sel:[0,1,0]
;? v28 = 0x7fffc000
; v_pk_fmac_f16 (item 3): each half fma(S0.h, S1.h, D.h), one rounding.
; low: 2.0 * 1.0 + 1.0 = 3.0 (0x4200); high: (1 + 2^-10)^2 - (1 + 2^-9) =
; 2^-20 exactly, the subnormal 0x0010 (unfused it would be +0)
v_pk_fmac_f16 v29, v35, v36
;? v29 = 0x00104200
