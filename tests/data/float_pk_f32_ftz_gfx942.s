; Packed f32 with f32 denormals flushed (room pkf32; gfx942 wave64): MODE
; 0x3c0 = round to nearest even, FP_DENORM f32 0 (inputs and results
; flushed to the zero of their sign), f64 3, IEEE and DX10_CLAMP set. Each
; half of v_pk_mul/add/fma_f32 is its own f32 op under MODE's f32 fields
; (docs/design.md "Float"), so a denormal flushed in one half leaves the
; other's normal result as it is. Worked by hand.
;! arch gfx942
;= mode = 0x3c0
;= v2 = 0x00800000
;= v3 = 0x40400000
;= v4 = 0x3f000000
;= v5 = 0x3f000000
;= v6 = 0x00000001
;= v7 = 0x40000000
;= v8 = 0x7e800000
;= v9 = 0x7e800000
;= v10 = 0x80000001
;= v11 = 0x3f800000
; low: 2^-126 * 0.5 = 2^-127, a denormal result, flushed to +0;
; high: 3.0 * 0.5 = 1.5
v_pk_mul_f32 v[12:13], v[2:3], v[4:5]
;? v12 = 0x00000000
;? v13 = 0x3fc00000
; low: the input 2^-149 flushed to +0 before the multiply (kept, it would
; be 2^-23); high: 2.0 * 2^126 = 2^127
v_pk_mul_f32 v[14:15], v[6:7], v[8:9]
;? v14 = 0x00000000
;? v15 = 0x7f000000
; a flushed negative denormal keeps its sign: low -0 * 2^126 + -0 = -0;
; high: 1.0 * 2^126 + -0 (source 2's low dword, op_sel_hi[2] = 0, flushed
; in this half too) = 2^126
v_pk_fma_f32 v[16:17], v[10:11], v[8:9], v[10:11] op_sel_hi:[1,1,0]
;? v16 = 0x80000000
;? v17 = 0x7e800000
