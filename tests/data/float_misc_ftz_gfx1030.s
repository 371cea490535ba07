; Room float3's rows under MODE 0x100 on gfx1030 (wave32): round to nearest
; even, every denormal flushed (in and out), IEEE clear, DX10_CLAMP set.
; Worked by hand (docs/design.md "Float", src/ir/fpmode.h): a denormal
; input is the zero of its sign, so frexp gives 0 and +0 and ceil +0 (not
; the 1.0 it gives kept); a denormal result is flushed: 2^-127 from ldexp
; is +0; with IEEE clear an sNaN is not quieted (rndne returns it as it is)
; and v_min gives the other operand for it, so min3(sNaN, 1.5, 0.5) = 0.5.
;! arch gfx1030
;= mode = 0x100
;= v1 = 0x00000001
;= v2 = 0x7f800001
;= v3 = 0x3fc00000
;= v4 = 0x3f000000
v_frexp_exp_i32_f32 v20, v1
;? v20 = 0
v_frexp_mant_f32 v21, v1
;? v21 = 0
v_ceil_f32 v22, v1
;? v22 = 0
; 1.0 * 2^-127: a denormal result, flushed
v_ldexp_f32 v23, 1.0, 0xffffff81
;? v23 = 0
v_rndne_f32 v24, v2
;? v24 = 0x7f800001
v_min3_f32 v25, v2, v3, v4
;? v25 = 0x3f000000
