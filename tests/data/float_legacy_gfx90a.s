; Room frows: gfx90a's v_mul_legacy_f32 (a VOP3-only opcode, 0x2a1) under
; MODE 0x3f0: the DX9 zero rule (a zero S0 or S1 gives +0, also against an
; infinity or a NaN), else S0 * S1 as v_mul_f32; and its clamp.
;! arch gfx90a
;= mode = 0x3f0
;= v1 = 0
;= v2 = 0x7f800000
;= v5 = 0x40000000
;= v6 = 0x40400000
;= v7 = 0x7fc00000
v_mul_legacy_f32 v10, v2, v1
;? v10 = 0
v_mul_legacy_f32 v11, v5, v6
;? v11 = 0x40c00000
; NaN * 2: the NaN (a quiet one stays)
v_mul_legacy_f32 v12, v7, v5
;? v12 = 0x7fc00000
; 2 * 3 = 6 clamped to 1.0
v_mul_legacy_f32 v13, v5, v6 clamp
;? v13 = 0x3f800000
; v_exp_legacy_f32 / v_log_legacy_f32 (GFX9): v_exp_f32 / v_log_f32's
; operation and special cases (CLRX's GCN notes), approx: 2^3 = 8 and
; log2(8) = 3 exactly; exp(-inf) = +0; log(-1) the default NaN; log(+0) = -inf
;= v20 = 0x40400000
;= v21 = 0xff800000
;= v22 = 0x41000000
;= v23 = 0xbf800000
v_exp_legacy_f32 v30, v20
;? v30 = 0x41000000
v_exp_legacy_f32_e64 v31, v21
;? v31 = 0
v_log_legacy_f32 v32, v22
;? v32 = 0x40400000
v_log_legacy_f32 v33, v23
;? v33 = 0xffc00000
v_log_legacy_f32_e64 v34, v1
;? v34 = 0xff800000
