; clamp on GFX9's v_mad_legacy_u16/i16 and v_mad_u32_u16 (issue 29, item 6;
; docs/design.md "Integer residue"), gfx90a wave64, worked by hand: clamp
; holds the exact result to the type's range; GFX9's legacy 16-bit mads
; zero bits 31:16 (LLVM's zeroesHigh16BitsOfDest).
;! arch gfx90a
;= v1 = 0x0000ffff
;= v2 = 0x00000002
;= v3 = 0x00000010
;= v4 = 0x00008000
;= v10 = 0xabcd0000
; 65535 * 2 + 16 = 131086 -> 0xffff; bits 31:16 zeroed
v_mad_legacy_u16 v10, v1, v2, v3 clamp
;? v10 = 0x0000ffff
; -32768 * 2 + 16 = -65520 -> -32768
v_mad_legacy_i16 v11, v4, v2, v3 clamp
;? v11 = 0x00008000
; signed, 0xffff is -1: -1 * 2 + 16 = 14, in range, kept
v_mad_legacy_i16 v12, v1, v2, v3 clamp
;? v12 = 0x0000000e
; 65535 * 65535 + 0xffffffff > 2^32 - 1 -> 0xffffffff
v_mad_u32_u16 v13, v1, v1, -1 clamp
;? v13 = 0xffffffff
