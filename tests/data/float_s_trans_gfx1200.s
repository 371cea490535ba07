; Room frows: GFX12's pseudo-scalar transcendentals on gfx1200 (wave32)
; under MODE 0x3f0: the VALU transcendental's value (approx, correctly
; rounded where hardware is within the ISA's error of it; docs/design.md
; "Fidelity") of a scalar source, written to an SGPR whatever EXEC says
; (here EXEC is 0): 2^3 = 8, log2(8) = 3, 1/2 = 0.5, 1/sqrt(4) = 0.5,
; sqrt(4) = 2, sqrt(-3) the default NaN, 1/+0 = +inf, and with NEG and
; CLAMP: exp2(-(-3)) = 8 clamped to 1.0.
;! arch gfx1200
;= mode = 0x3f0
;= exec = 0
;= s1 = 0x40400000
;= s2 = 0x41000000
;= s3 = 0xc0400000
v_s_exp_f32 s5, s1
;? s5 = 0x41000000
v_s_log_f32 s6, s2
;? s6 = 0x40400000
v_s_rcp_f32 s7, 2.0
;? s7 = 0x3f000000
v_s_rsq_f32 s8, 4.0
;? s8 = 0x3f000000
v_s_sqrt_f32 s9, 4.0
;? s9 = 0x40000000
v_s_sqrt_f32 s10, s3
;? s10 = 0xffc00000
v_s_rcp_f32 s11, 0
;? s11 = 0x7f800000
v_s_exp_f32 s12, -s3 clamp
;? s12 = 0x3f800000
