; The f16 transcendentals (issue 29) on GFX12 (gfx1200, wave32), worked by
; hand from src/ir/fpmode.h's rules, MODE 0x008003f0: round to nearest
; even, denormals kept, FP16_OVFL set (GFX12 has no IEEE or DX10_CLAMP
; bit: an sNaN is always quieted, OMOD always applies). GFX12's
; v_s_*_f16 write the f16 into bits 15:0 of the SGPR and zero to bits
; 31:16 (RDNA4 pseudocode), whatever EXEC says (here EXEC is 0: the VALU
; rows write no lane).
;! arch gfx1200
;= mode = 0x008003f0
;= exec = 0
; s1 = 2^-24 (0x0001, the least subnormal), s2 = +0, s3 = 0.25 (0x3400),
; s4 = sNaN payload 1 (0x7c01); junk (0x5555) in bits 31:16, not read;
; every destination SGPR starts 0xabcd0000
;= s1 = 0x55550001
;= s2 = 0x55550000
;= s3 = 0x55553400
;= s4 = 0x55557c01
;= s10 = 0xabcd0000
;= s11 = 0xabcd0000
;= s12 = 0xabcd0000
;= s13 = 0xabcd0000
;= s14 = 0xabcd0000
;= s15 = 0xabcd0000
;= s16 = 0xabcd0000
;= s17 = 0xabcd0000
;= s18 = 0xabcd0000
;= s19 = 0xabcd0000
;= s20 = 0xabcd0000
;= v10 = 0xabcd0000
; FP16_OVFL: 2^16 (16 is 0x4c00) overflows: the largest finite 65504
; (0x7bff) instead of +inf; 1/2^-24 = 2^24 too; but 1/+0 = +inf is no
; overflow (a special case of an exact zero): +inf
v_s_exp_f16 s10, 0x4c00
;? s10 = 0x00007bff
v_s_rcp_f16 s11, s1
;? s11 = 0x00007bff
v_s_rcp_f16 s12, s2
;? s12 = 0x00007c00
; sqrt(4) = 2, log2(0.25) = -2, 1/sqrt(0.25) = 2, 2^-1 = 0.5
v_s_sqrt_f16 s13, 4.0
;? s13 = 0x00004000
v_s_log_f16 s14, s3
;? s14 = 0x0000c000
v_s_rsq_f16 s15, s3
;? s15 = 0x00004000
v_s_exp_f16 s16, -1.0
;? s16 = 0x00003800
; OMOD (GFX12: always): sqrt(4) * 2 = 4 (0x4400); CLAMP: 1/0.5 = 2 -> 1.0
v_s_sqrt_f16 s17, 4.0 mul:2
;? s17 = 0x00004400
v_s_rcp_f16 s18, 0.5 clamp
;? s18 = 0x00003c00
; an sNaN quieted, payload kept (GFX12: always): 0x7e01; with NEG 0xfe01
v_s_rcp_f16 s19, s4
;? s19 = 0x00007e01
v_s_log_f16 s20, -s4
;? s20 = 0x0000fe01
; a VALU row under EXEC 0 writes nothing
v_rcp_f16_e64 v10, 4.0 mul:4
;? v10 = 0xabcd0000
