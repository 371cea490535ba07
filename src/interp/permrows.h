/* permrows: v_perm_b32 over whole rows of lanes, the one kernel the
 * interpreter and the JIT's perm helper share. With AVX2 (chosen at run
 * time) it does 8 lanes at a time with pshufb; elsewhere it is the per-lane
 * semantics of sem.h. */
#ifndef VJ_INTERP_PERMROWS_H
#define VJ_INTERP_PERMROWS_H

#include <stdint.h>

/* d[l] = perm(a[l], b[l], s[l]) for l < n. simd: 0 forces the portable
 * loop (for tests and VJ_INTERP_PORTABLE); the AVX2 loop runs only where the
 * CPU has it and n is a multiple of 8. d may not overlap a, b or s. */
void vj_perm_rows(uint32_t *restrict d, const uint32_t *a, const uint32_t *b, const uint32_t *s,
                  unsigned n, int simd);

/* The same with one selector for every lane. */
void vj_perm_rows_uniform(uint32_t *restrict d, const uint32_t *a, const uint32_t *b,
                          uint32_t sel, unsigned n, int simd);

/* Whether vj_perm_rows(..., n, 1) takes the AVX2 loop. */
int vj_perm_rows_simd(unsigned n);

#endif /* VJ_INTERP_PERMROWS_H */
