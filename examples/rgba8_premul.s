; rgba8_premul.s: premultiply alpha of one RGBA8 pixel per lane, then
; swizzle it to BGRA8. Input: v0 = the pixel, R in bits 7:0, A in 31:24.
; Output: v1 = premultiplied RGBA8, v2 = the same pixel as BGRA8.
; Unpack with v_bfe_u32, scale each colour channel c by the alpha a with
; the exact rounded division  c*a/255 = (t + (t >> 8)) >> 8, t = c*a + 128,
; pack with v_lshl_or_b32 and swizzle with one v_perm_b32.
; Scratch: v3 = a, v4..v6 = r, g, b, v7..v9 = t >> 8. 20 instructions.
v_bfe_u32 v3, v0, 24, 8
v_bfe_u32 v4, v0, 0, 8
v_bfe_u32 v5, v0, 8, 8
v_bfe_u32 v6, v0, 16, 8
v_mad_u32_u24 v4, v4, v3, 0x80
v_mad_u32_u24 v5, v5, v3, 0x80
v_mad_u32_u24 v6, v6, v3, 0x80
v_lshrrev_b32_e64 v7, 8, v4
v_lshrrev_b32_e64 v8, 8, v5
v_lshrrev_b32_e64 v9, 8, v6
v_add_nc_u32_e64 v4, v4, v7
v_add_nc_u32_e64 v5, v5, v8
v_add_nc_u32_e64 v6, v6, v9
v_bfe_u32 v4, v4, 8, 8
v_bfe_u32 v5, v5, 8, 8
v_bfe_u32 v6, v6, 8, 8
v_lshl_or_b32 v1, v5, 8, v4
v_lshl_or_b32 v1, v6, 16, v1
v_lshl_or_b32 v1, v3, 24, v1
v_perm_b32 v2, v1, v1, 0x3000102
