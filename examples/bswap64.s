; bswap64.s: byte-swap the 64-bit value in v[0:1] (v0 low, v1 high) into
; v[2:3], in every active lane. Each half is one v_perm_b32 whose selector
; 0x00010203 reverses the bytes of S1; the halves trade places.
;   v2 = bswap(v1)   (low half of the result = reversed high half)
;   v3 = bswap(v0)
v_perm_b32 v2, v0, v1, 0x10203
v_perm_b32 v3, v1, v0, 0x10203
