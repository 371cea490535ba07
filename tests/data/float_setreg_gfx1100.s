; s_setreg and kin change MODE, and the float ops after them round by the new
; MODE (gfx1100, wave32), worked by hand. MODE's FP_ROUND field: bits 1:0
; for f32 (0 nearest even, 1 toward +inf, 2 toward -inf, 3 toward zero),
; bits 3:2 for f64/f16; hwreg(HW_REG_MODE, offset, size) names MODE[offset +
; size - 1 : offset]. s_setreg_b32 puts the low size bits of an SGPR there,
; s_setreg_imm32_b32 of a literal; s_round_mode sets MODE[3:0] and
; s_denorm_mode MODE[7:4] to SIMM16[3:0]; s_getreg_b32 reads a field.
; v0 = 1.0 (0x3f800000), v2 = 2^-30 (0x30800000): 1 + 2^-30 lies between
; 1.0 and the next f32 up, 1 + 2^-23 (0x3f800001), far nearer 1.0; 1 - 2^-30
; between 1 - 2^-24 (0x3f7fffff) and 1.0, nearer 1.0.
;! arch gfx1100
;= exec = 0xffffffff
;= mode = 0x3f0
;= v0 = 0x3f800000
;= v2 = 0x30800000
;= s1 = 0xfffffffa
v_add_f32 v1, v0, v2
; MODE 0x3f0, nearest even: 1.0 = 0x3f800000
s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 2), 1
; MODE[1:0] = 1: MODE 0x3f1, f32 toward +inf
v_add_f32 v3, v0, v2
; 0x3f800001
s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)
; MODE[3:0] = 1
s_setreg_b32 hwreg(HW_REG_MODE, 0, 2), s1
; the low 2 bits of 0xfffffffa are 2: MODE 0x3f2, f32 toward -inf
v_sub_f32 v4, v0, v2
; 1 - 2^-30 down: 0x3f7fffff
s_round_mode 0x3
; MODE[3:0] = 3: f32 toward zero, f64 nearest even: MODE 0x3f3
v_add_f32 v5, v0, v2
; toward zero: 0x3f800000
v_sub_f32 v6, v0, v2
; toward zero: 0x3f7fffff
s_denorm_mode 0xf
; MODE[7:4] = 0xf, as it was
s_getreg_b32 s2, hwreg(HW_REG_MODE, 0, 10)
; MODE[9:0] = 0x3f3
;? v1 = 0x3f800000
;? v3 = 0x3f800001
;? v4 = 0x3f7fffff
;? v5 = 0x3f800000
;? v6 = 0x3f7fffff
;? s0 = 1
;? s2 = 0x3f3
;? mode = 0x3f3
