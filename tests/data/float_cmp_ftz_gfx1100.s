; Compares under f32 denormal flushing (gfx1100, wave32, MODE 0x3c0: FP_DENORM
; f32 field 0, flush inputs and outputs). fpmode.h's answer to FLOAT.md
; 10.6: a compare flushes its denormal inputs as MODE says, so the least
; subnormal (0x00000001) equals +0 and is not above it; v_cmp_class tests the
; bits and never flushes: it is still +subnormal (bit 7), not +0 (bit 6).
;! arch gfx1100
;= mode = 0x3c0
;= v1 = 0x00000000
;= v2 = 0x00000001
;= v3 = 0x80000001
v_cmp_lt_f32_e64 s0, v1, v2
;? s0 = 0x00000000
v_cmp_eq_f32_e64 s1, v1, v2
;? s1 = 0xffffffff
; -subnormal and +subnormal are both zeros here: equal
v_cmp_eq_f32_e64 s2, v3, v2
;? s2 = 0xffffffff
v_cmp_class_f32_e64 s3, v2, 0x80
;? s3 = 0xffffffff
v_cmp_class_f32_e64 s4, v2, 64
;? s4 = 0x00000000
