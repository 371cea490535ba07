/* baselines: the per-byte pseudocode emulator and the hand-written kernels the
 * benchmark compares the engines with. Built -O3 (bench/local.mk); it may not
 * call into vop3jit: a baseline is what one would write without it. */
#include "config.h"

#include <immintrin.h>
#include <math.h>
#include <string.h>

#include "baselines.h"

/* ------------------------------------------------------ per-byte emulator */

static uint32_t src_value(const vjb_src *s, const vjb_regs *r, unsigned lane)
{
    switch (s->kind) {
    case VJB_V:
        return r->v[s->val][lane];
    case VJB_S:
        return r->s[s->val];
    default:
        return s->val;
    }
}

/* One result byte of v_perm_b32, as the ISA pseudocode puts it: the selector
 * is tested case by case, from 0xff for 13 and up down to a plain byte of the
 * 64 bits {S0, S1}. */
static uint32_t byte_permute(uint64_t data, uint32_t sel)
{
    if (sel >= 13)
        return 0xff;
    if (sel == 12)
        return 0x00;
    if (sel == 11)
        return (data >> 63) & 1 ? 0xff : 0x00; /* top bit of byte 7 */
    if (sel == 10)
        return (data >> 47) & 1 ? 0xff : 0x00; /* byte 5 */
    if (sel == 9)
        return (data >> 31) & 1 ? 0xff : 0x00; /* byte 3 */
    if (sel == 8)
        return (data >> 15) & 1 ? 0xff : 0x00; /* byte 1 */
    return (uint32_t)(data >> (8 * sel)) & 0xff;
}

static uint32_t perm_pseudocode(uint32_t s0, uint32_t s1, uint32_t s2)
{
    uint64_t data = (uint64_t)s0 << 32 | s1;
    uint32_t d = 0;
    for (int i = 0; i < 4; i++)
        d |= byte_permute(data, (s2 >> (8 * i)) & 0xff) << (8 * i);
    return d;
}

void vjb_perbyte_run(const vjb_inst *prog, size_t n, const vjb_regs *r)
{
    for (size_t i = 0; i < n; i++) {
        const vjb_inst *in = &prog[i];
        uint32_t *d = r->v[in->dst];
        for (unsigned lane = 0; lane < r->lanes; lane++) {
            if (!((r->exec >> lane) & 1))
                continue;
            uint32_t s0 = src_value(&in->src[0], r, lane);
            uint32_t s1 = src_value(&in->src[1], r, lane);
            uint32_t s2 = in->nsrc > 2 ? src_value(&in->src[2], r, lane) : 0;
            uint32_t res;
            switch (in->op) {
            case VJB_PERM:
                res = perm_pseudocode(s0, s1, s2);
                break;
            case VJB_BFE_U32:
                res = (s0 >> (s1 & 31)) & ((1u << (s2 & 31)) - 1u);
                break;
            case VJB_MAD_U24:
                res = (s0 & 0xffffff) * (s1 & 0xffffff) + s2;
                break;
            case VJB_LSHRREV:
                res = s1 >> (s0 & 31);
                break;
            case VJB_ADD:
                res = s0 + s1;
                break;
            case VJB_LSHL_OR:
                res = (s0 << (s1 & 31)) | s2;
                break;
            case VJB_ADD3:
                res = s0 + s1 + s2;
                break;
            case VJB_XOR:
                res = s0 ^ s1;
                break;
            case VJB_ALIGNBIT:
                res = (uint32_t)((((uint64_t)s0 << 32) | s1) >> (s2 & 31));
                break;
            case VJB_XAD:
                res = (s0 ^ s1) + s2;
                break;
            default:
                res = 0;
                break;
            }
            d[lane] = res;
        }
    }
}

/* ------------------------------------------------- hand-written ceilings */

#define VJB_INLINE static inline __attribute__((always_inline))
#define VJB_AVX2 __attribute__((target("avx2")))
#define VJB_SSSE3 __attribute__((target("ssse3")))

/* Each kernel is written once for a lane count n and called with the
 * constants 32 and 64, so that the compiler sees a fixed trip count. */
#define VJB_BY_LANES(body, r) ((r)->lanes == 64 ? body(r, 64) : body(r, 32))

/* Byte swap of every lane of a row: a __builtin_bswap32 loop, and pshufb
 * with the byte-reversing control on 4 (SSSE3) or 8 (AVX2) lanes at once. */
VJB_INLINE void bswap_row_scalar(uint32_t *restrict d, const uint32_t *restrict s, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        d[i] = __builtin_bswap32(s[i]);
}

VJB_INLINE VJB_SSSE3 void bswap_row_ssse3(uint32_t *restrict d, const uint32_t *restrict s,
                                          unsigned n)
{
    const __m128i rev = _mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    for (unsigned i = 0; i < n; i += 4) {
        __m128i x = _mm_loadu_si128((const __m128i *)(s + i));
        _mm_storeu_si128((__m128i *)(d + i), _mm_shuffle_epi8(x, rev));
    }
}

VJB_INLINE VJB_AVX2 void bswap_row_avx2(uint32_t *restrict d, const uint32_t *restrict s,
                                        unsigned n)
{
    const __m256i rev = _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12,
                                         3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
    for (unsigned i = 0; i < n; i += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(s + i));
        _mm256_storeu_si256((__m256i *)(d + i), _mm256_shuffle_epi8(x, rev));
    }
}

/* W1: v_perm_b32 v2, v0, v1, 0x00010203 is v2 = bswap32(v1). */
#define W1_BODY(isa)                                                                           \
    VJB_INLINE isa##_ATTR void w1_##isa##_n(const vjb_regs *r, unsigned n)                     \
    {                                                                                          \
        bswap_row_##isa(r->v[2], r->v[1], n);                                                  \
    }                                                                                          \
    isa##_ATTR static void w1_##isa(const vjb_regs *r) { VJB_BY_LANES(w1_##isa##_n, r); }

/* bswap64x8.s: v(16+2k) = bswap32(v(2k+1)), v(17+2k) = bswap32(v(2k)). */
#define BSWAP64X8_BODY(isa)                                                                    \
    VJB_INLINE isa##_ATTR void bswap64x8_##isa##_n(const vjb_regs *r, unsigned n)              \
    {                                                                                          \
        for (unsigned k = 0; k < 8; k++) {                                                     \
            bswap_row_##isa(r->v[16 + 2 * k], r->v[2 * k + 1], n);                             \
            bswap_row_##isa(r->v[17 + 2 * k], r->v[2 * k], n);                                 \
        }                                                                                      \
    }                                                                                          \
    isa##_ATTR static void bswap64x8_##isa(const vjb_regs *r)                                  \
    {                                                                                          \
        VJB_BY_LANES(bswap64x8_##isa##_n, r);                                                  \
    }

#define scalar_ATTR
#define ssse3_ATTR VJB_SSSE3
#define avx2_ATTR VJB_AVX2
W1_BODY(scalar)
W1_BODY(ssse3)
W1_BODY(avx2)
BSWAP64X8_BODY(scalar)
BSWAP64X8_BODY(ssse3)
BSWAP64X8_BODY(avx2)

/* v_perm_b32 with a run-time selector, one lane, without branches. */
VJB_INLINE uint32_t perm_scalar(uint32_t a, uint32_t b, uint32_t sel)
{
    uint64_t data = (uint64_t)a << 32 | b;
    uint32_t d = 0;
    for (int i = 0; i < 4; i++) {
        uint32_t s = (sel >> (8 * i)) & 0xff;
        uint32_t byte = (uint32_t)(data >> (8 * (s & 7))) & 0xff;
        uint32_t sign = -((uint32_t)(data >> (16 * (s & 3) + 15)) & 1u) & 0xff;
        uint32_t v = s < 8 ? byte : s < 12 ? sign : s == 12 ? 0 : 0xff;
        d |= v << (8 * i);
    }
    return d;
}

/* v_perm_b32 on 8 lanes with AVX2. pshufb works inside each 128-bit half,
 * which holds 4 whole lanes: lane j's bytes sit at 4j..4j+3 of the half in
 * both a (S0) and b (S1). A selector byte s picks:
 *   s 0-7   byte s&3 of b (s < 4) or of a (s >= 4)   -> index 4j + (s & 3);
 *   s 8-11  the sign of byte 1 or 3 of b (8, 9) or a (10, 11)
 *                                                    -> index 4j + 2(s & 1) + 1;
 *   s 12 zero, s >= 13 0xff. */
VJB_INLINE VJB_AVX2 __m256i perm8_avx2(__m256i a, __m256i b, __m256i s)
{
    const __m256i base = _mm256_setr_epi8(0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12,
                                          0, 0, 0, 0, 4, 4, 4, 4, 8, 8, 8, 8, 12, 12, 12, 12);
    const __m256i one = _mm256_set1_epi8(1), three = _mm256_set1_epi8(3);
    /* blendv reads bit 7 of each byte; a 16-bit shift by 5 (6) moves bit 2
     * (1) of every byte there without mixing bytes at bit 7. */
    __m256i idx = _mm256_add_epi8(base, _mm256_and_si256(s, three));
    __m256i val = _mm256_blendv_epi8(_mm256_shuffle_epi8(b, idx), _mm256_shuffle_epi8(a, idx),
                                     _mm256_slli_epi16(s, 5));
    __m256i odd = _mm256_and_si256(s, one);
    __m256i idx2 = _mm256_add_epi8(base, _mm256_or_si256(_mm256_add_epi8(odd, odd), one));
    __m256i sb = _mm256_blendv_epi8(_mm256_shuffle_epi8(b, idx2), _mm256_shuffle_epi8(a, idx2),
                                    _mm256_slli_epi16(s, 6));
    __m256i sign = _mm256_cmpgt_epi8(_mm256_setzero_si256(), sb);
    __m256i le7 = _mm256_cmpeq_epi8(_mm256_min_epu8(s, _mm256_set1_epi8(7)), s);
    __m256i le11 = _mm256_cmpeq_epi8(_mm256_min_epu8(s, _mm256_set1_epi8(11)), s);
    __m256i le12 = _mm256_cmpeq_epi8(_mm256_min_epu8(s, _mm256_set1_epi8(12)), s);
    __m256i ff_or_zero = _mm256_xor_si256(le12, _mm256_set1_epi8(-1)); /* 0xff iff s >= 13 */
    return _mm256_blendv_epi8(_mm256_blendv_epi8(ff_or_zero, sign, le11), val, le7);
}

/* W2: v2 = v_perm_b32(v0, v1, v3), selector per lane. */
VJB_INLINE void perm_rows_scalar(uint32_t *restrict d, const uint32_t *restrict a,
                                 const uint32_t *restrict b, const uint32_t *restrict s,
                                 unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        d[i] = perm_scalar(a[i], b[i], s[i]);
}
VJB_INLINE void w2_scalar_n(const vjb_regs *r, unsigned n)
{
    perm_rows_scalar(r->v[2], r->v[0], r->v[1], r->v[3], n);
}
static void w2_scalar(const vjb_regs *r) { VJB_BY_LANES(w2_scalar_n, r); }

VJB_INLINE VJB_AVX2 void w2_avx2_n(const vjb_regs *r, unsigned n)
{
    const uint32_t *a = r->v[0], *b = r->v[1], *s = r->v[3];
    uint32_t *d = r->v[2];
    for (unsigned i = 0; i < n; i += 8) {
        __m256i x = perm8_avx2(_mm256_loadu_si256((const __m256i *)(a + i)),
                               _mm256_loadu_si256((const __m256i *)(b + i)),
                               _mm256_loadu_si256((const __m256i *)(s + i)));
        _mm256_storeu_si256((__m256i *)(d + i), x);
    }
}
VJB_AVX2 static void w2_avx2(const vjb_regs *r) { VJB_BY_LANES(w2_avx2_n, r); }

/* W3: v2 = v_perm_b32(v0, v1, s0): the selector is uniform, so everything
 * that depends on it alone (indices, blend masks) is worked out once per
 * call; the compiler hoists it out of the lane loop. */
VJB_INLINE void w3_scalar_n(const vjb_regs *r, unsigned n)
{
    const uint32_t *restrict a = r->v[0], *restrict b = r->v[1];
    uint32_t *restrict d = r->v[2];
    uint32_t sel = r->s[0];
    for (unsigned i = 0; i < n; i++)
        d[i] = perm_scalar(a[i], b[i], sel);
}
static void w3_scalar(const vjb_regs *r) { VJB_BY_LANES(w3_scalar_n, r); }

VJB_INLINE VJB_AVX2 void w3_avx2_n(const vjb_regs *r, unsigned n)
{
    const uint32_t *a = r->v[0], *b = r->v[1];
    uint32_t *d = r->v[2];
    __m256i sel = _mm256_set1_epi32((int)r->s[0]);
    for (unsigned i = 0; i < n; i += 8) {
        __m256i x = perm8_avx2(_mm256_loadu_si256((const __m256i *)(a + i)),
                               _mm256_loadu_si256((const __m256i *)(b + i)), sel);
        _mm256_storeu_si256((__m256i *)(d + i), x);
    }
}
VJB_AVX2 static void w3_avx2(const vjb_regs *r) { VJB_BY_LANES(w3_avx2_n, r); }

/* rgba8_premul.s, lane by lane in plain C; the compiler vectorises the loop
 * (with AVX2 in the avx2 variant). Every register the block writes is
 * written, scratch included: an emulator cannot know they are dead. */
/* restrict on parameters: GCC trusts it there, and then vectorises. */
VJB_INLINE void rgba8_premul_rows(const uint32_t *restrict px, uint32_t *restrict o1,
                                  uint32_t *restrict o2, uint32_t *restrict o3,
                                  uint32_t *restrict o4, uint32_t *restrict o5,
                                  uint32_t *restrict o6, uint32_t *restrict o7,
                                  uint32_t *restrict o8, uint32_t *restrict o9, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        uint32_t p = px[i];
        uint32_t a = p >> 24, cr = p & 0xff, cg = (p >> 8) & 0xff, cb = (p >> 16) & 0xff;
        uint32_t tr = cr * a + 128, tg = cg * a + 128, tb = cb * a + 128;
        uint32_t hr = tr >> 8, hg = tg >> 8, hb = tb >> 8;
        cr = ((tr + hr) >> 8) & 0xff;
        cg = ((tg + hg) >> 8) & 0xff;
        cb = ((tb + hb) >> 8) & 0xff;
        o1[i] = cr | cg << 8 | cb << 16 | a << 24;
        o2[i] = cb | cg << 8 | cr << 16 | a << 24;
        o3[i] = a;
        o4[i] = cr;
        o5[i] = cg;
        o6[i] = cb;
        o7[i] = hr;
        o8[i] = hg;
        o9[i] = hb;
    }
}

VJB_INLINE void rgba8_premul_n(const vjb_regs *r, unsigned n)
{
    rgba8_premul_rows(r->v[0], r->v[1], r->v[2], r->v[3], r->v[4], r->v[5], r->v[6], r->v[7],
                      r->v[8], r->v[9], n);
}
static void rgba8_premul_scalar(const vjb_regs *r) { VJB_BY_LANES(rgba8_premul_n, r); }
VJB_AVX2 static void rgba8_premul_avx2(const vjb_regs *r) { VJB_BY_LANES(rgba8_premul_n, r); }

/* hash_mix.s: G on the columns (v0..v3; m = v8, v9) and (v4..v7; v10, v11). */
#define VJB_K0 0x9e3779b9u
#define VJB_K1 0x7f4a7c15u

VJB_INLINE uint32_t rotr32(uint32_t x, unsigned k) { return x >> k | x << (32 - k); }

VJB_INLINE void hash_column(uint32_t *restrict va, uint32_t *restrict vb, uint32_t *restrict vc,
                            uint32_t *restrict vd, const uint32_t *restrict m0,
                            const uint32_t *restrict m1, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        uint32_t a = va[i], b = vb[i], c = vc[i], d = vd[i];
        a = a + b + m0[i];
        d = rotr32(d ^ a, 16);
        c = (d ^ VJB_K0) + c;
        b = rotr32(b ^ c, 12);
        a = a + b + m1[i];
        d = rotr32(d ^ a, 8);
        c = (d ^ VJB_K1) + c;
        b = rotr32(b ^ c, 7);
        va[i] = a;
        vb[i] = b;
        vc[i] = c;
        vd[i] = d;
    }
}

VJB_INLINE void hash_mix_n(const vjb_regs *r, unsigned n)
{
    hash_column(r->v[0], r->v[1], r->v[2], r->v[3], r->v[8], r->v[9], n);
    hash_column(r->v[4], r->v[5], r->v[6], r->v[7], r->v[10], r->v[11], n);
}
static void hash_mix_scalar(const vjb_regs *r) { VJB_BY_LANES(hash_mix_n, r); }
VJB_AVX2 static void hash_mix_avx2(const vjb_regs *r) { VJB_BY_LANES(hash_mix_n, r); }

/* W5 (workloads.c): float C as one writes it for that data (finite values,
 * round to nearest, denormals kept: the default MODE), fmaf where the ISA
 * fuses (v_fmac, v_fma) and nowhere else (built -ffp-contract=off). The
 * AVX2 variant also takes FMA3, which every AVX2 CPU of the benchmark's has. */
#define VJB_AVX2_FMA __attribute__((target("avx2,fma")))

VJB_INLINE float f32_of(uint32_t x)
{
    float f;
    memcpy(&f, &x, sizeof f);
    return f;
}

VJB_INLINE uint32_t bits_of(float f)
{
    uint32_t x;
    memcpy(&x, &f, sizeof x);
    return x;
}

/* The lane mask of n words that are ~0 or 0: bit i from word i. */
VJB_INLINE uint64_t lane_mask_scalar(const uint32_t *m, unsigned n)
{
    uint64_t x = 0;
    for (unsigned i = 0; i < n; i++)
        x |= (uint64_t)(m[i] & 1) << i;
    return x;
}

VJB_INLINE VJB_AVX2 uint64_t lane_mask_avx2(const uint32_t *m, unsigned n)
{
    uint64_t x = 0;
    for (unsigned i = 0; i < n; i += 8)
        x |= (uint64_t)(unsigned)_mm256_movemask_ps(
                 _mm256_castsi256_ps(_mm256_loadu_si256((const __m256i *)(m + i))))
             << i;
    return x;
}

VJB_INLINE void kmeans_stencil_rows(const vjb_regs *r, unsigned n, uint32_t *closer_m)
{
    const float cx = f32_of(r->s[6]), cy = f32_of(r->s[7]);
    const float lo = f32_of(r->s[8]), hi = f32_of(r->s[9]);
    const uint32_t k = r->s[3];
    uint32_t *restrict v0 = r->v[0], *restrict v1 = r->v[1], *restrict v4 = r->v[4];
    uint32_t *restrict v5 = r->v[5], *restrict v6 = r->v[6], *restrict v7 = r->v[7];
    uint32_t *restrict v8 = r->v[8], *restrict v9 = r->v[9], *restrict v12 = r->v[12];
    uint32_t *restrict v14 = r->v[14];
    const uint32_t *restrict v2 = r->v[2], *restrict v3 = r->v[3], *restrict v13 = r->v[13];
    const uint32_t *restrict v15 = r->v[15], *restrict v16 = r->v[16], *restrict v18 = r->v[18];
    const uint32_t *restrict v19 = r->v[19], *restrict v20 = r->v[20];
    for (unsigned i = 0; i < n; i++) {
        /* k-means: d = dx * dx + dy * dy (dy * dy rounded first), kept when closer */
        float dy = f32_of(v3[i]) - cy, dx = f32_of(v2[i]) - cx;
        float d = fmaf(dx, dx, dy * dy);
        float best = f32_of(v5[i]);
        int closer = d < best;
        closer_m[i] = closer ? ~0u : 0;
        uint32_t idx = closer ? k : v4[i];
        /* blur: ((v19 + v20 + v12) + v13) * 2 + 4 * v18 + ((v14 + v15) + v16 + v0), / 16 */
        float a = f32_of(v19[i]) + f32_of(v20[i]) + f32_of(v12[i]) + f32_of(v13[i]);
        float b = f32_of(v14[i]) + f32_of(v15[i]) + f32_of(v16[i]);
        float m = fmaf(2.0f, a, 4.0f * f32_of(v18[i]));
        float o = 0.0625f * (m + (b + f32_of(v0[i])));
        o = lo > o ? lo : o;
        o = hi < o ? hi : o;
        /* o is in [0, 1]: x * 255 + 0.5 is in [0.5, 255.5], where the signed
         * conversion truncates as v_cvt_u32_f32 does */
        uint32_t q = (uint32_t)(int32_t)fmaf(255.0f, o, 0.5f);
        v6[i] = bits_of(d);
        v7[i] = bits_of(dx);
        v4[i] = idx;
        v5[i] = bits_of(closer ? d : best);
        v1[i] = bits_of(a);
        v12[i] = bits_of(b);
        v14[i] = bits_of(m);
        v0[i] = bits_of(o);
        v8[i] = q;
        v9[i] = q << 8 | idx;
    }
}
/* ... and vcc, the compare's lane mask (every lane is active). W5 and its
 * integer twin W5i, each name's rows (name##_rows) and then its vcc, per
 * instruction-set level. */
#define VCC_ROWS_BODY(name, isa)                                                               \
    VJB_INLINE isa##_FMA_ATTR void name##_##isa##_n(const vjb_regs *r, unsigned n)             \
    {                                                                                          \
        uint32_t closer[64];                                                                   \
        name##_rows(r, n, closer);                                                             \
        *r->vcc = lane_mask_##isa(closer, n);                                                  \
    }                                                                                          \
    isa##_FMA_ATTR static void name##_##isa(const vjb_regs *r)                                 \
    {                                                                                          \
        VJB_BY_LANES(name##_##isa##_n, r);                                                     \
    }
#define scalar_FMA_ATTR
#define avx2_FMA_ATTR VJB_AVX2_FMA
VCC_ROWS_BODY(kmeans_stencil, scalar)
VCC_ROWS_BODY(kmeans_stencil, avx2)

/* W5i (workloads.c): W5 with each float operation replaced by the integer
 * one of its shape and issue rate, u24 multiplies for the f32 ones. */
VJB_INLINE uint32_t u24(uint32_t x) { return x & 0xffffffu; }

VJB_INLINE void kmeans_twin_rows(const vjb_regs *r, unsigned n, uint32_t *closer_m)
{
    const uint32_t cx = r->s[6], cy = r->s[7], lo = r->s[8], hi = r->s[9], k = r->s[3];
    uint32_t *restrict v0 = r->v[0], *restrict v1 = r->v[1], *restrict v4 = r->v[4];
    uint32_t *restrict v5 = r->v[5], *restrict v6 = r->v[6], *restrict v7 = r->v[7];
    uint32_t *restrict v8 = r->v[8], *restrict v9 = r->v[9], *restrict v12 = r->v[12];
    uint32_t *restrict v14 = r->v[14];
    const uint32_t *restrict v2 = r->v[2], *restrict v3 = r->v[3], *restrict v13 = r->v[13];
    const uint32_t *restrict v15 = r->v[15], *restrict v16 = r->v[16], *restrict v18 = r->v[18];
    const uint32_t *restrict v19 = r->v[19], *restrict v20 = r->v[20];
    for (unsigned i = 0; i < n; i++) {
        uint32_t dy = v3[i] - cy, dx = v2[i] - cx;
        uint32_t d = u24(dx) * u24(dx) + u24(dy) * u24(dy);
        uint32_t best = v5[i];
        int closer = d < best;
        closer_m[i] = closer ? ~0u : 0;
        uint32_t idx = closer ? k : v4[i];
        uint32_t a = v19[i] + v20[i] + v12[i] + v13[i];
        uint32_t b = v14[i] + v15[i] + v16[i];
        uint32_t m = 2 * u24(a) + 4 * u24(v18[i]);
        uint32_t o = 0x3d8u * u24(m + (b + v0[i]));
        o = lo > o ? lo : o;
        o = hi < o ? hi : o;
        uint32_t q = (0xffu * u24(o) + 1) >> 8;
        v6[i] = d;
        v7[i] = dx;
        v4[i] = idx;
        v5[i] = closer ? d : best;
        v1[i] = a;
        v12[i] = b;
        v14[i] = m;
        v0[i] = o;
        v8[i] = q;
        v9[i] = q << 8 | idx;
    }
}
VCC_ROWS_BODY(kmeans_twin, scalar)
VCC_ROWS_BODY(kmeans_twin, avx2)

/* W6 (workloads.c): half-precision C as one writes it for W6's data
 * (finite f16 values whose sums and products are exact in f32, the default
 * MODE): each f16 widened to f32, the f32 arithmetic (fmaf where the ISA
 * fuses), one rounding back to f16, nearest even. Scalar: the conversions
 * in integer code; AVX2: F16C's vcvtph2ps/vcvtps2ph on all 16 halves of 8
 * lanes at once (the packed rows' halves are element-wise), FMA3. */
#define VJB_AVX2_F16C __attribute__((target("avx2,fma,f16c")))

VJB_INLINE float f16_to_f32(uint32_t h)
{
    uint32_t s = (h & 0x8000u) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
    if (e == 0x1f)
        return f32_of(s | 0x7f800000u | m << 13);
    if (e == 0) { /* zero or subnormal: m * 2^-24, exact */
        float f = (float)m * 0x1p-24f;
        return s ? -f : f;
    }
    return f32_of(s | (e + 112) << 23 | m << 13);
}

/* f32 to f16, round to nearest even (finite inputs; overflow to inf). */
VJB_INLINE uint32_t f32_to_f16(float f)
{
    uint32_t x = bits_of(f), s = (x >> 16) & 0x8000u;
    float a = fabsf(f);
    if (a >= 65520.0f)
        return s | 0x7c00u;
    if (a < 0x1p-14f) { /* subnormal f16: a / 2^-24 rounded to an integer */
        float q = a * 0x1p24f; /* exact */
        uint32_t i = (uint32_t)q;
        float r = q - (float)i;
        if (r > 0.5f || (r == 0.5f && (i & 1)))
            i++;
        return s | i;
    }
    uint32_t ax = bits_of(a);
    uint32_t m = ax & 0x7fffffu, e = (ax >> 23) - 112;
    uint32_t h = e << 10 | m >> 13, rest = m & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1)))
        h++; /* a carry into the exponent is right */
    return s | h;
}

VJB_INLINE float half_of(uint32_t x, unsigned hi) { return f16_to_f32(hi ? x >> 16 : x & 0xffff); }

VJB_INLINE void half_axpby_n(const vjb_regs *r, unsigned n)
{
    const uint32_t alpha = r->s[0], lo = r->s[1], hi = r->s[2];
    uint32_t *restrict v0 = r->v[0], *restrict v1 = r->v[1], *restrict v3 = r->v[3];
    uint32_t *restrict v20 = r->v[20], *restrict v21 = r->v[21];
    const uint32_t *restrict v2 = r->v[2], *restrict v22 = r->v[22], *restrict v23 = r->v[23];
    const uint32_t *restrict v24 = r->v[24], *restrict v25 = r->v[25], *restrict v26 = r->v[26];
    const uint32_t *restrict v27 = r->v[27];
    for (unsigned i = 0; i < n; i++) {
        uint32_t out = 0;
        for (unsigned h = 0; h < 2; h++) {
            float x = half_of(v2[i], h);
            /* y' = alpha * x + y; o = (0.5, 2.0) * y' + b, clamped to [lo, hi], minus x */
            uint32_t y = f32_to_f16(fmaf(half_of(alpha, h), x, half_of(v3[i], h)));
            float o = f16_to_f32(
                f32_to_f16(fmaf(h ? 2.0f : 0.5f, f16_to_f32(y), half_of(v0[i], h))));
            float l = half_of(lo, h), u = half_of(hi, h);
            o = o < u ? o : u;
            o = o > l ? o : l;
            out |= f32_to_f16(o - x) << (16 * h);
        }
        v0[i] = out;
        v1[i] = lo;
        v3[i] = hi;
        /* f16 products accumulated in f32 (v_fma_mix_f32) */
        float acc = fmaf(half_of(v22[i], 0), half_of(v26[i], 0), f32_of(v20[i]));
        acc = fmaf(half_of(v23[i], 0), half_of(v26[i], 1), acc);
        acc = fmaf(half_of(v24[i], 0), half_of(v27[i], 0), acc);
        v21[i] = bits_of(acc);
        v20[i] = bits_of(fmaf(half_of(v25[i], 0), half_of(v27[i], 1), acc));
    }
}
static void half_axpby_scalar(const vjb_regs *r) { VJB_BY_LANES(half_axpby_n, r); }

/* 8 lanes' 16 halves (low, high, low, ...) as two f32 vectors, and back. */
VJB_INLINE VJB_AVX2_F16C void f16x16_load(const uint32_t *p, __m256 *a, __m256 *b)
{
    __m256i v = _mm256_loadu_si256((const __m256i *)p);
    *a = _mm256_cvtph_ps(_mm256_castsi256_si128(v));
    *b = _mm256_cvtph_ps(_mm256_extracti128_si256(v, 1));
}
/* ... and a uniform dword's two halves repeated over 8 lanes */
VJB_INLINE VJB_AVX2_F16C void f16x16_splat(uint32_t w, __m256 *a, __m256 *b)
{
    *a = *b = _mm256_cvtph_ps(_mm_set1_epi32((int)w));
}
VJB_INLINE VJB_AVX2_F16C void f16x16_store(uint32_t *p, __m256 a, __m256 b)
{
    __m128i x = _mm256_cvtps_ph(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m128i y = _mm256_cvtps_ph(b, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    _mm256_storeu_si256((__m256i *)p, _mm256_set_m128i(y, x));
}
/* f16 to f16 through f32 (a rounding of an f32 result) on 16 halves */
VJB_INLINE VJB_AVX2_F16C __m256 round16(__m256 a)
{
    return _mm256_cvtph_ps(_mm256_cvtps_ph(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
}
/* the low (hi 0) or high halves of 8 lanes as 8 f32 */
VJB_INLINE VJB_AVX2_F16C __m256 half8(const uint32_t *p, unsigned hi)
{
    __m256i v = _mm256_loadu_si256((const __m256i *)p);
    v = hi ? _mm256_srli_epi32(v, 16) : _mm256_and_si256(v, _mm256_set1_epi32(0xffff));
    v = _mm256_permute4x64_epi64(_mm256_packus_epi32(v, v), 0x08);
    return _mm256_cvtph_ps(_mm256_castsi256_si128(v));
}

VJB_INLINE VJB_AVX2_F16C void half_axpby_avx2_n(const vjb_regs *r, unsigned n)
{
    __m256 alo, ahi, llo, lhi, ulo, uhi, klo, khi;
    f16x16_splat(r->s[0], &alo, &ahi);
    f16x16_splat(r->s[1], &llo, &lhi);
    f16x16_splat(r->s[2], &ulo, &uhi);
    f16x16_splat(0x40003800u, &klo, &khi); /* (0.5, 2.0) */
    const __m256i lo = _mm256_set1_epi32((int)r->s[1]), hi = _mm256_set1_epi32((int)r->s[2]);
    for (unsigned i = 0; i < n; i += 8) {
        __m256 xa, xb, ya, yb, ba, bb;
        f16x16_load(r->v[2] + i, &xa, &xb);
        f16x16_load(r->v[3] + i, &ya, &yb);
        f16x16_load(r->v[0] + i, &ba, &bb);
        __m256 ta = round16(_mm256_fmadd_ps(alo, xa, ya));
        __m256 tb = round16(_mm256_fmadd_ps(ahi, xb, yb));
        __m256 oa = round16(_mm256_fmadd_ps(klo, ta, ba));
        __m256 ob = round16(_mm256_fmadd_ps(khi, tb, bb));
        oa = _mm256_max_ps(_mm256_min_ps(oa, ulo), llo);
        ob = _mm256_max_ps(_mm256_min_ps(ob, uhi), lhi);
        f16x16_store(r->v[0] + i, _mm256_sub_ps(oa, xa), _mm256_sub_ps(ob, xb));
        _mm256_storeu_si256((__m256i *)(r->v[1] + i), lo);
        _mm256_storeu_si256((__m256i *)(r->v[3] + i), hi);
        __m256 acc = _mm256_fmadd_ps(half8(r->v[22] + i, 0), half8(r->v[26] + i, 0),
                                     _mm256_loadu_ps((const float *)(r->v[20] + i)));
        acc = _mm256_fmadd_ps(half8(r->v[23] + i, 0), half8(r->v[26] + i, 1), acc);
        acc = _mm256_fmadd_ps(half8(r->v[24] + i, 0), half8(r->v[27] + i, 0), acc);
        _mm256_storeu_ps((float *)(r->v[21] + i), acc);
        acc = _mm256_fmadd_ps(half8(r->v[25] + i, 0), half8(r->v[27] + i, 1), acc);
        _mm256_storeu_ps((float *)(r->v[20] + i), acc);
    }
}
VJB_AVX2_F16C static void half_axpby_avx2(const vjb_regs *r) { VJB_BY_LANES(half_axpby_avx2_n, r); }

/* W6i (workloads.c): W6 with 16-bit integer operations in place of the f16
 * ones (v_pk_mad/max/min/sub_u16, v_mad_u32_u16): what the f16 path costs
 * over integer code of the same shape. */
VJB_INLINE void half_twin_n(const vjb_regs *r, unsigned n)
{
    const uint32_t alpha = r->s[0], lo = r->s[1], hi = r->s[2];
    uint32_t *restrict v0 = r->v[0], *restrict v1 = r->v[1], *restrict v3 = r->v[3];
    uint32_t *restrict v20 = r->v[20], *restrict v21 = r->v[21];
    const uint32_t *restrict v2 = r->v[2], *restrict v22 = r->v[22], *restrict v23 = r->v[23];
    const uint32_t *restrict v24 = r->v[24], *restrict v25 = r->v[25], *restrict v26 = r->v[26];
    const uint32_t *restrict v27 = r->v[27];
    for (unsigned i = 0; i < n; i++) {
        uint32_t out = 0;
        for (unsigned h = 0; h < 2; h++) {
            unsigned sh = 16 * h;
            uint16_t x = (uint16_t)(v2[i] >> sh), l = (uint16_t)(lo >> sh),
                     u = (uint16_t)(hi >> sh);
            uint16_t y = (uint16_t)((alpha >> sh) * x + (v3[i] >> sh));
            uint16_t o = (uint16_t)((h ? 2u : 1u) * y + (v0[i] >> sh));
            o = o < u ? o : u;
            o = o > l ? o : l;
            out |= (uint32_t)(uint16_t)(o - x) << sh;
        }
        v0[i] = out;
        v1[i] = lo;
        v3[i] = hi;
        uint32_t acc = (v22[i] & 0xffff) * (v26[i] & 0xffff) + v20[i];
        acc = (v23[i] & 0xffff) * (v26[i] >> 16) + acc;
        acc = (v24[i] & 0xffff) * (v27[i] & 0xffff) + acc;
        v21[i] = acc;
        v20[i] = (v25[i] & 0xffff) * (v27[i] >> 16) + acc;
    }
}
static void half_twin_scalar(const vjb_regs *r) { VJB_BY_LANES(half_twin_n, r); }
VJB_AVX2 static void half_twin_avx2(const vjb_regs *r) { VJB_BY_LANES(half_twin_n, r); }

void vjb_hand_select(vjb_hand *h, int max_isa)
{
    __builtin_cpu_init();
    int isa = VJB_ISA_SCALAR;
    if (max_isa >= VJB_ISA_SSSE3 && __builtin_cpu_supports("ssse3"))
        isa = VJB_ISA_SSSE3;
    if (max_isa >= VJB_ISA_AVX2 && __builtin_cpu_supports("avx2"))
        isa = VJB_ISA_AVX2;

    memset(h, 0, sizeof *h);
    h->isa = "scalar";
    h->w1 = w1_scalar;
    h->w2 = w2_scalar;
    h->w3 = w3_scalar;
    h->bswap64x8 = bswap64x8_scalar;
    h->rgba8_premul = rgba8_premul_scalar;
    h->hash_mix = hash_mix_scalar;
    h->kmeans_stencil = kmeans_stencil_scalar;
    h->kmeans_twin = kmeans_twin_scalar;
    h->half_axpby = half_axpby_scalar;
    h->half_twin = half_twin_scalar;
    if (isa >= VJB_ISA_SSSE3) {
        /* Only the byte swaps have an SSSE3 form: the others need blendv. */
        h->isa = "ssse3";
        h->w1 = w1_ssse3;
        h->bswap64x8 = bswap64x8_ssse3;
    }
    if (isa >= VJB_ISA_AVX2) {
        h->isa = "avx2";
        h->w1 = w1_avx2;
        h->w2 = w2_avx2;
        h->w3 = w3_avx2;
        h->bswap64x8 = bswap64x8_avx2;
        h->rgba8_premul = rgba8_premul_avx2;
        h->hash_mix = hash_mix_avx2;
        h->kmeans_twin = kmeans_twin_avx2;
        if (__builtin_cpu_supports("fma"))
            h->kmeans_stencil = kmeans_stencil_avx2;
        h->half_twin = half_twin_avx2;
        if (__builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c"))
            h->half_axpby = half_axpby_avx2;
    }
}
