; hash_mix.s: one mixing round of a salted BLAKE2s-style hash, per lane.
; State: two columns (a, b, c, d) = (v0, v1, v2, v3) and (v4, v5, v6, v7);
; message words v8, v9 (first column) and v10, v11 (second column).
; Each column runs G:
;   a = a + b + m0            v_add3_u32
;   d = rotr(d ^ a, 16)       v_xor_b32, v_alignbit_b32 (d, d, 16) = rotate
;   c = (d ^ K0) + c          v_xad_u32, K0 = 0x9e3779b9 (the salt)
;   b = rotr(b ^ c, 12)
;   a = a + b + m1
;   d = rotr(d ^ a, 8)
;   c = (d ^ K1) + c          K1 = 0x7f4a7c15
;   b = rotr(b ^ c, 7)
; The state is updated in place. 24 instructions.
v_add3_u32 v0, v0, v1, v8
v_xor_b32_e64 v3, v3, v0
v_alignbit_b32 v3, v3, v3, 16
v_xad_u32 v2, v3, 0x9e3779b9, v2
v_xor_b32_e64 v1, v1, v2
v_alignbit_b32 v1, v1, v1, 12
v_add3_u32 v0, v0, v1, v9
v_xor_b32_e64 v3, v3, v0
v_alignbit_b32 v3, v3, v3, 8
v_xad_u32 v2, v3, 0x7f4a7c15, v2
v_xor_b32_e64 v1, v1, v2
v_alignbit_b32 v1, v1, v1, 7
v_add3_u32 v4, v4, v5, v10
v_xor_b32_e64 v7, v7, v4
v_alignbit_b32 v7, v7, v7, 16
v_xad_u32 v6, v7, 0x9e3779b9, v6
v_xor_b32_e64 v5, v5, v6
v_alignbit_b32 v5, v5, v5, 12
v_add3_u32 v4, v4, v5, v11
v_xor_b32_e64 v7, v7, v4
v_alignbit_b32 v7, v7, v7, 8
v_xad_u32 v6, v7, 0x7f4a7c15, v6
v_xor_b32_e64 v5, v5, v6
v_alignbit_b32 v5, v5, v5, 7
