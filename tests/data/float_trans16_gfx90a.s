; The f16 transcendentals (issue 29) on GFX9 (gfx90a, wave64), worked by
; hand from src/ir/fpmode.h's rules: values the functions give exactly
; (1/4 = 0.25, sqrt(4) = 2, 2^-1 = 0.5, log2(4) = 2, sin(-0.25 turn) = -1,
; cos(1 turn) = 1, 1/sqrt(4) = 0.5). GFX9 writes zero to bits 31:16 of the
; destination (LLVM's zeroesHigh16BitsOfDest lists v_rcp/rsq/sqrt/log/exp/
; sin/cos_f16 beside v_rndne_f16); SDWA places the result by dst_sel (here
; bits 31:16, bits 15:0 preserved). MODE 0x3f0 (round to nearest even,
; denormals kept, DX10_CLAMP and IEEE set). Every lane active.
;! arch gfx90a
;= mode = 0x3f0
; v1 = 0.25 (0x3400), v2 = 2.0 in bits 31:16 (0x4000), junk below
;= v1 = 0x55553400
;= v2 = 0x40001234
;= v10 = 0xabcd0000
;= v11 = 0xabcd0000
;= v12 = 0xabcd0000
;= v13 = 0xabcd0000
;= v14 = 0xabcd0000
;= v15 = 0xabcd0000
;= v16 = 0xabcd0000
;= v17 = 0xabcd9876
v_rcp_f16 v10, 4.0
;? v10 = 0x00003400
v_sqrt_f16_e64 v11, 4.0
;? v11 = 0x00004000
v_exp_f16 v12, -1.0
;? v12 = 0x00003800
v_log_f16 v13, 4.0
;? v13 = 0x00004000
v_sin_f16_e64 v14, -v1
;? v14 = 0x0000bc00
v_cos_f16 v15, 1.0
;? v15 = 0x00003c00
v_rsq_f16 v16, 4.0
;? v16 = 0x00003800
; SDWA: 1/2 (v2's bits 31:16) = 0.5 into bits 31:16, bits 15:0 kept
v_rcp_f16_sdwa v17, v2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1
;? v17 = 0x38009876
