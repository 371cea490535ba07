; bswap64x8.s: byte-swap eight 64-bit values per lane, as when loading an
; array of big-endian u64 words. Input value k (k = 0..7) is v[2k:2k+1]
; (v2k low half, v2k+1 high half); its byte-swapped value goes to
; v[16+2k:17+2k]. Each half is one v_perm_b32 whose selector 0x00010203
; reverses the bytes of S1, and the halves trade places:
;   v(16+2k) = bswap32(v(2k+1)),  v(17+2k) = bswap32(v(2k)).
; 16 instructions; every selector is an immediate, so each folds to a bswap.
v_perm_b32 v16, v0, v1, 0x10203
v_perm_b32 v17, v1, v0, 0x10203
v_perm_b32 v18, v2, v3, 0x10203
v_perm_b32 v19, v3, v2, 0x10203
v_perm_b32 v20, v4, v5, 0x10203
v_perm_b32 v21, v5, v4, 0x10203
v_perm_b32 v22, v6, v7, 0x10203
v_perm_b32 v23, v7, v6, 0x10203
v_perm_b32 v24, v8, v9, 0x10203
v_perm_b32 v25, v9, v8, 0x10203
v_perm_b32 v26, v10, v11, 0x10203
v_perm_b32 v27, v11, v10, 0x10203
v_perm_b32 v28, v12, v13, 0x10203
v_perm_b32 v29, v13, v12, 0x10203
v_perm_b32 v30, v14, v15, 0x10203
v_perm_b32 v31, v15, v14, 0x10203
