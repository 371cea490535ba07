/* permrows: v_perm_b32 over rows of lanes (see permrows.h). */
#include "config.h"

#include <immintrin.h>

#include "interp/permrows.h"
#include "ir/sem.h"

/* 8 lanes at a time with AVX2: pshufb works inside 128-bit halves, each
 * holding 4 whole lanes, so lane j's bytes sit at 4j..4j+3 in both a (high) and b (low). A selector
 * byte s takes byte s&3 of b (s < 4) or a (4..7), the sign of byte 1 or 3
 * of b (8, 9) or a (10, 11), zero (12) or 0xff (13 and up). Every byte from
 * 13 up acts alike, so t = min(s, 13) indexes 16-entry tables, looked up
 * with pshufb too: which byte of the lane to take, from a or b, and whether
 * the result is that byte, its sign, or the constant (tables of -1: 0xff
 * where the row's answer is yes). */
#define TABLE16(...) _mm256_setr_epi8(__VA_ARGS__, __VA_ARGS__) /* in both halves */

/* What the selector bytes t (already min(s, 13)) ask for, as pshufb controls
 * and byte masks. */
struct plan {
    __m256i idx, from_a, keep, sign, ones;
};

__attribute__((target("avx2"))) static inline struct plan plan_of(__m256i t)
{
    const __m256i base = TABLE16(0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    /* t:                        0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 */
    const __m256i byte = TABLE16(0, 1, 2, 3, 0, 1, 2, 3, 1, 3, 1, 3, 0, 0, 0, 0);
    const __m256i from_a = TABLE16(0, 0, 0, 0, -1, -1, -1, -1, 0, 0, -1, -1, 0, 0, 0, 0);
    const __m256i keep = TABLE16(-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0);
    const __m256i sign = TABLE16(0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1, -1, 0, 0, 0, 0);
    const __m256i ones = TABLE16(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, -1, -1);
    struct plan p = {
        .idx = _mm256_add_epi8(base, _mm256_shuffle_epi8(byte, t)),
        .from_a = _mm256_shuffle_epi8(from_a, t),
        .keep = _mm256_shuffle_epi8(keep, t),
        .sign = _mm256_shuffle_epi8(sign, t),
        .ones = _mm256_shuffle_epi8(ones, t),
    };
    return p;
}

/* 8 lanes of a (high) and b (low) under plan p. */
__attribute__((target("avx2"))) static inline __m256i apply(const struct plan *p, __m256i hi,
                                                            __m256i lo)
{
    __m256i val = _mm256_blendv_epi8(_mm256_shuffle_epi8(lo, p->idx),
                                     _mm256_shuffle_epi8(hi, p->idx), p->from_a);
    __m256i spread = _mm256_cmpgt_epi8(_mm256_setzero_si256(), val); /* 0xff if negative */
    return _mm256_or_si256(_mm256_or_si256(_mm256_and_si256(val, p->keep),
                                           _mm256_and_si256(spread, p->sign)),
                           p->ones);
}

__attribute__((target("avx2"))) static void perm_rows_avx2(uint32_t *restrict d, const uint32_t *a,
                                                           const uint32_t *b, const uint32_t *s,
                                                           unsigned n)
{
    const __m256i thirteen = _mm256_set1_epi8(13);
    for (unsigned l = 0; l < n; l += 8) {
        __m256i t = _mm256_min_epu8(_mm256_loadu_si256((const __m256i *)&s[l]), thirteen);
        struct plan p = plan_of(t);
        __m256i hi = _mm256_loadu_si256((const __m256i *)&a[l]);
        __m256i lo = _mm256_loadu_si256((const __m256i *)&b[l]);
        _mm256_storeu_si256((__m256i *)&d[l], apply(&p, hi, lo));
    }
}

/* One selector for every lane: the plan is made once. */
__attribute__((target("avx2"))) static void perm_rows_uniform_avx2(uint32_t *restrict d,
                                                                   const uint32_t *a,
                                                                   const uint32_t *b,
                                                                   uint32_t sel, unsigned n)
{
    __m256i t = _mm256_min_epu8(_mm256_set1_epi32((int)sel), _mm256_set1_epi8(13));
    struct plan p = plan_of(t);
    for (unsigned l = 0; l < n; l += 8) {
        __m256i hi = _mm256_loadu_si256((const __m256i *)&a[l]);
        __m256i lo = _mm256_loadu_si256((const __m256i *)&b[l]);
        _mm256_storeu_si256((__m256i *)&d[l], apply(&p, hi, lo));
    }
}
#undef TABLE16

int vj_perm_rows_simd(unsigned n)
{
    return n % 8 == 0 && __builtin_cpu_supports("avx2");
}

void vj_perm_rows(uint32_t *restrict d, const uint32_t *a, const uint32_t *b, const uint32_t *s,
                  unsigned n, int simd)
{
    if (simd && vj_perm_rows_simd(n)) {
        perm_rows_avx2(d, a, b, s, n);
        return;
    }
    for (unsigned l = 0; l < n; l++)
        d[l] = vj_sem_perm32(a[l], b[l], s[l]);
}

void vj_perm_rows_uniform(uint32_t *restrict d, const uint32_t *a, const uint32_t *b,
                          uint32_t sel, unsigned n, int simd)
{
    if (simd && vj_perm_rows_simd(n)) {
        perm_rows_uniform_avx2(d, a, b, sel, n);
        return;
    }
    /* Decode the selector once into, per result byte, a shift of the 64-bit
     * data, a mask and a multiplier (data byte: 0xff, 1; sign byte: 1, 0xff;
     * constant: 0, 0 with the byte in `fixed`), then a branch-free loop. */
    uint32_t sh[4], mask[4], mul[4], fixed = 0;
    for (unsigned i = 0; i < 4; i++) {
        uint32_t k = (sel >> (8 * i)) & 0xff;
        sh[i] = mask[i] = mul[i] = 0;
        if (k < 8) {
            sh[i] = 8 * k;
            mask[i] = 0xff;
            mul[i] = 1;
        } else if (k < 12) {
            sh[i] = 16 * (k - 8) + 15;
            mask[i] = 1;
            mul[i] = 0xff;
        } else if (k > 12) {
            fixed |= 0xffu << (8 * i);
        }
    }
    for (unsigned l = 0; l < n; l++) {
        uint64_t x = (uint64_t)a[l] << 32 | b[l];
        d[l] = fixed | (((uint32_t)(x >> sh[0]) & mask[0]) * mul[0]) |
               (((uint32_t)(x >> sh[1]) & mask[1]) * mul[1]) << 8 |
               (((uint32_t)(x >> sh[2]) & mask[2]) * mul[2]) << 16 |
               (((uint32_t)(x >> sh[3]) & mask[3]) * mul[3]) << 24;
    }
}
