/* workloads: the benchmark's workloads W1-W6: their assembly text (W4 is
 * examples/<name>.s, built in by bench/local.mk), the per-byte emulator's form of
 * the same code (W5, float code, has none), the hand-written kernel, and the
 * input data. No timing here. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bench.h"
#include "bench/examples.h" /* generated from examples/<name>.s */

#define V(n) {VJB_V, (n)}
#define S(n) {VJB_S, (n)}
#define I(x) {VJB_IMM, (x)}
#define OP3(op, d, a, b, c) {VJB_##op, (d), 3, {a, b, c}}
#define OP2(op, d, a, b) {VJB_##op, (d), 2, {a, b, I(0)}}

/* ------------------------------------------------------------------- data */

/* splitmix64: the benchmark's own data, independent of the library's. */
static uint64_t mix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Every register random, every lane active. */
static void setup_random(vj_wave *w, uint64_t seed)
{
    vj_wave_randomize(w, seed);
    vj_wave_set_sreg(w, "exec", ~0ull);
}

/* W2: each selector byte uniform in 0..15, so that every class (data byte,
 * sign spread, zero, 0xff) occurs and none is predictable. */
static void setup_w2(vj_wave *w, uint64_t seed)
{
    setup_random(w, seed);
    uint64_t st = seed ^ 0x5eed;
    uint32_t *sel = vj_wave_vgpr(w, 3);
    for (unsigned l = 0; l < vj_wave_size(w); l++)
        sel[l] = (uint32_t)mix64(&st) & 0x0f0f0f0fu;
}

/* W3: the byte-swap selector of W1, but in s0, unknown at translation time. */
static void setup_w3(vj_wave *w, uint64_t seed)
{
    setup_random(w, seed);
    vj_wave_set_sreg(w, "s0", 0x00010203u);
}

/* n f32 values uniform in [0, scale) (24 random bits: exact), as bits. */
static void fill_f32(uint32_t *row, unsigned n, float scale, float offset, uint64_t *st)
{
    for (unsigned l = 0; l < n; l++) {
        float f = (float)(mix64(st) >> 40) * (scale / 16777216.0f) + offset;
        memcpy(&row[l], &f, sizeof f);
    }
}

static uint32_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

/* W5: finite data, as the kernels see it: points (v2, v3) and a centroid
 * (s6, s7) in [-64, 64), the best squared distance so far (v5) in [0, 4096)
 * and its index (v4, s3 the centroid's); intensities (v0, v12-v20) in [0, 1)
 * and the clamp bounds 0 and 1 (s8, s9). MODE is the default one. */
static void setup_w5(vj_wave *w, uint64_t seed)
{
    setup_random(w, seed);
    uint64_t st = seed ^ 0xf5f5;
    unsigned n = vj_wave_size(w);
    fill_f32(vj_wave_vgpr(w, 2), n, 128.0f, -64.0f, &st);
    fill_f32(vj_wave_vgpr(w, 3), n, 128.0f, -64.0f, &st);
    fill_f32(vj_wave_vgpr(w, 5), n, 4096.0f, 0.0f, &st);
    fill_f32(vj_wave_vgpr(w, 0), n, 1.0f, 0.0f, &st);
    for (unsigned r = 12; r <= 20; r++)
        fill_f32(vj_wave_vgpr(w, r), n, 1.0f, 0.0f, &st);
    uint32_t *best = vj_wave_vgpr(w, 4);
    for (unsigned l = 0; l < n; l++)
        best[l] = (uint32_t)mix64(&st) % 64;
    uint32_t c[2];
    fill_f32(c, 2, 128.0f, -64.0f, &st);
    vj_wave_set_sreg(w, "s6", c[0]);
    vj_wave_set_sreg(w, "s7", c[1]);
    vj_wave_set_sreg(w, "s3", (uint32_t)mix64(&st) % 64);
    vj_wave_set_sreg(w, "s8", f32_bits(0.0f));
    vj_wave_set_sreg(w, "s9", f32_bits(1.0f));
    vj_wave_set_mode(w, VJ_MODE_DEFAULT);
}

/* W6: f16 values k/16, k uniform in [-128, 128) (at most 8 significant
 * bits: every sum and product of W6's block is exact in f32, so one
 * rounding to f16 is the only one), two in each register: x (v2), y (v3),
 * b (v0), the mix rows' f16 sources (v22-v27); alpha (s0) in [-2, 2); the
 * clamp bounds -4 and 4 in both halves (s1, s2); the mix accumulator (v20)
 * an f32 in [-64, 64). MODE is the default one. */
static uint32_t f16_k16(int k)
{
    /* k/16 = m * 2^e with m < 2^11: the f16 bits, by hand */
    if (k == 0)
        return 0;
    uint32_t s = k < 0 ? 0x8000u : 0, m = (uint32_t)(k < 0 ? -k : k);
    int e = -4;
    while (m >= 0x800) { /* (never: |k| < 256) */
        m >>= 1;
        e++;
    }
    while (m < 0x400) {
        m <<= 1;
        e--;
    }
    return s | (uint32_t)(e + 10 + 15) << 10 | (m & 0x3ffu);
}

static uint32_t f16x2_k16(uint64_t *st, int range)
{
    int lo = (int)(mix64(st) % (uint64_t)(2 * range)) - range;
    int hi = (int)(mix64(st) % (uint64_t)(2 * range)) - range;
    return f16_k16(lo) | f16_k16(hi) << 16;
}

static void setup_w6(vj_wave *w, uint64_t seed)
{
    setup_random(w, seed);
    uint64_t st = seed ^ 0xf16f16;
    unsigned n = vj_wave_size(w);
    static const unsigned rows[] = {0, 2, 3, 22, 23, 24, 25, 26, 27};
    for (unsigned k = 0; k < sizeof rows / sizeof rows[0]; k++) {
        uint32_t *row = vj_wave_vgpr(w, rows[k]);
        for (unsigned l = 0; l < n; l++)
            row[l] = f16x2_k16(&st, 128);
    }
    fill_f32(vj_wave_vgpr(w, 20), n, 128.0f, -64.0f, &st);
    vj_wave_set_sreg(w, "s0", f16x2_k16(&st, 32));
    vj_wave_set_sreg(w, "s1", 0xc400c400u);
    vj_wave_set_sreg(w, "s2", 0x44004400u);
    vj_wave_set_mode(w, VJ_MODE_DEFAULT);
}

void vjb_regs_from_wave(vjb_regs *r, vj_wave *w)
{
    for (unsigned i = 0; i < 256; i++)
        r->v[i] = vj_wave_vgpr(w, i);
    for (unsigned i = 0; i < 106; i++) {
        char name[8];
        uint64_t val = 0;
        snprintf(name, sizeof name, "s%u", i);
        vj_wave_get_sreg(w, name, &val);
        r->s[i] = (uint32_t)val;
    }
    uint64_t exec = 0;
    vj_wave_get_sreg(w, "exec", &exec);
    r->lanes = vj_wave_size(w);
    r->exec = r->lanes == 64 ? exec : exec & 0xffffffffu;
    r->vcc_val = 0;
    vj_wave_get_sreg(w, r->lanes == 64 ? "vcc" : "vcc_lo", &r->vcc_val);
    r->vcc = &r->vcc_val;
}

void vjb_regs_to_wave(const vjb_regs *r, vj_wave *w)
{
    vj_wave_set_sreg(w, r->lanes == 64 ? "vcc" : "vcc_lo", r->vcc_val);
}

/* -------------------------------------------------------------- programs */

static const vjb_inst prog_w1[] = {OP3(PERM, 2, V(0), V(1), I(0x00010203))};
static const vjb_inst prog_w2[] = {OP3(PERM, 2, V(0), V(1), V(3))};
static const vjb_inst prog_w3[] = {OP3(PERM, 2, V(0), V(1), S(0))};

#define BSWAP64(k)                                                                             \
    OP3(PERM, 16 + 2 * (k), V(2 * (k)), V(2 * (k) + 1), I(0x00010203)),                        \
        OP3(PERM, 17 + 2 * (k), V(2 * (k) + 1), V(2 * (k)), I(0x00010203))
static const vjb_inst prog_bswap64x8[] = {
    BSWAP64(0), BSWAP64(1), BSWAP64(2), BSWAP64(3),
    BSWAP64(4), BSWAP64(5), BSWAP64(6), BSWAP64(7),
};

static const vjb_inst prog_rgba8_premul[] = {
    OP3(BFE_U32, 3, V(0), I(24), I(8)),
    OP3(BFE_U32, 4, V(0), I(0), I(8)),
    OP3(BFE_U32, 5, V(0), I(8), I(8)),
    OP3(BFE_U32, 6, V(0), I(16), I(8)),
    OP3(MAD_U24, 4, V(4), V(3), I(0x80)),
    OP3(MAD_U24, 5, V(5), V(3), I(0x80)),
    OP3(MAD_U24, 6, V(6), V(3), I(0x80)),
    OP2(LSHRREV, 7, I(8), V(4)),
    OP2(LSHRREV, 8, I(8), V(5)),
    OP2(LSHRREV, 9, I(8), V(6)),
    OP2(ADD, 4, V(4), V(7)),
    OP2(ADD, 5, V(5), V(8)),
    OP2(ADD, 6, V(6), V(9)),
    OP3(BFE_U32, 4, V(4), I(8), I(8)),
    OP3(BFE_U32, 5, V(5), I(8), I(8)),
    OP3(BFE_U32, 6, V(6), I(8), I(8)),
    OP3(LSHL_OR, 1, V(5), I(8), V(4)),
    OP3(LSHL_OR, 1, V(6), I(16), V(1)),
    OP3(LSHL_OR, 1, V(3), I(24), V(1)),
    OP3(PERM, 2, V(1), V(1), I(0x03000102)),
};

#define HASH_G(a, b, c, d, m0, m1)                                                             \
    OP3(ADD3, a, V(a), V(b), V(m0)), OP2(XOR, d, V(d), V(a)),                                  \
        OP3(ALIGNBIT, d, V(d), V(d), I(16)), OP3(XAD, c, V(d), I(0x9e3779b9), V(c)),           \
        OP2(XOR, b, V(b), V(c)), OP3(ALIGNBIT, b, V(b), V(b), I(12)),                          \
        OP3(ADD3, a, V(a), V(b), V(m1)), OP2(XOR, d, V(d), V(a)),                              \
        OP3(ALIGNBIT, d, V(d), V(d), I(8)), OP3(XAD, c, V(d), I(0x7f4a7c15), V(c)),            \
        OP2(XOR, b, V(b), V(c)), OP3(ALIGNBIT, b, V(b), V(b), I(7))
static const vjb_inst prog_hash_mix[] = {
    HASH_G(0, 1, 2, 3, 8, 9),
    HASH_G(4, 5, 6, 7, 10, 11),
};

/* W5: float code as clang-19 -O3 compiled it for gfx1100 (the kernels of
 * tests/data/kernels/float_*.cl), three inner blocks' float work in one
 * block: a compare into vcc, v_cndmask, FMAs, min/max and a conversion, 22
 * instructions. The loads and stores between them are left out, the VOPD
 * pairs of the wave32 build are their two halves (as wave64 code has them:
 * VOPD is wave32 only), and two instructions we do not translate yet are
 * replaced (said where). */
#define W5_TEXT(vcc) \
    "; W5: float_norm.gfx1100.s, kmeans_assign's loop: the squared distance of\n" \
    "; the point (v2, v3) to centroid s3 at (s6, s7), kept with its index when\n" \
    "; below the best so far (v5, v4); the loop's sqrt and ldexp scaling left out\n" \
    "; (the compare of squares picks the same centroid).\n" \
    "v_subrev_f32_e32 v6, s7, v3\n" \
    "v_subrev_f32_e32 v7, s6, v2\n" \
    "v_mul_f32_e32 v6, v6, v6\n" \
    "v_fmac_f32_e32 v6, v7, v7\n" \
    "v_cmp_lt_f32_e32 " vcc ", v6, v5\n" \
    "v_cndmask_b32_e64 v4, v4, s3, " vcc "\n" \
    "v_cndmask_b32_e32 v5, v5, v6, " vcc "\n" \
    "; float_stencil.gfx1100.s, blur3_clamp's weighted sum (1 2 1 / 2 4 2 / 1 2 1,\n" \
    "; / 16) of v0 and v12-v20; its clamp v_maxmin_f32 as v_max_f32, v_min_f32\n" \
    "v_add_f32_e32 v1, v19, v20\n" \
    "v_add_f32_e32 v1, v1, v12\n" \
    "v_add_f32_e32 v12, v14, v15\n" \
    "v_mul_f32_e32 v14, 4.0, v18\n" \
    "v_add_f32_e32 v1, v1, v13\n" \
    "v_add_f32_e32 v12, v12, v16\n" \
    "v_fmac_f32_e32 v14, 2.0, v1\n" \
    "v_add_f32_e32 v0, v12, v0\n" \
    "v_add_f32_e32 v0, v14, v0\n" \
    "v_mul_f32_e32 v0, 0x3d800000, v0\n" \
    "v_max_f32_e32 v0, s8, v0\n" \
    "v_min_f32_e32 v0, s9, v0\n" \
    "; float_convert.gfx1100.s, to_rgba8's quantisation: x * 255 + 0.5, to u32\n" \
    "; (its v_med3_f32 clamp is the one above), packed with the index\n" \
    "v_fma_f32 v8, 0x437f0000, v0, 0.5\n" \
    "v_cvt_u32_f32_e32 v8, v8\n" \
    "v_lshl_or_b32 v9, v8, 8, v4\n"
static const char vjb_text_w5[] = W5_TEXT("vcc_lo");
static const char vjb_text_w5_64[] = W5_TEXT("vcc");
#undef W5_TEXT

/* W5i: W5's integer twin, the block a non-float W5 would be, to measure
 * what the float path costs over integer code of the same length and shape
 * (issue 28: "the default-MODE path costs no more than a non-float block of
 * the same length"): each float instruction replaced by an integer one of
 * the same operands and, on the GPU, the same issue rate (an f32 multiply
 * or fma by v_mul_u32_u24 or v_mad_u32_u24, the conversion by a shift), the
 * rest as it is. */
#define W5I_TEXT(vcc) \
    "; W5i: W5 with integer operations in place of the float ones\n" \
    "v_subrev_nc_u32_e32 v6, s7, v3\n" \
    "v_subrev_nc_u32_e32 v7, s6, v2\n" \
    "v_mul_u32_u24_e32 v6, v6, v6\n" \
    "v_mad_u32_u24 v6, v7, v7, v6\n" \
    "v_cmp_lt_u32_e32 " vcc ", v6, v5\n" \
    "v_cndmask_b32_e64 v4, v4, s3, " vcc "\n" \
    "v_cndmask_b32_e32 v5, v5, v6, " vcc "\n" \
    "v_add_nc_u32_e32 v1, v19, v20\n" \
    "v_add_nc_u32_e32 v1, v1, v12\n" \
    "v_add_nc_u32_e32 v12, v14, v15\n" \
    "v_mul_u32_u24_e32 v14, 4, v18\n" \
    "v_add_nc_u32_e32 v1, v1, v13\n" \
    "v_add_nc_u32_e32 v12, v12, v16\n" \
    "v_mad_u32_u24 v14, 2, v1, v14\n" \
    "v_add_nc_u32_e32 v0, v12, v0\n" \
    "v_add_nc_u32_e32 v0, v14, v0\n" \
    "v_mul_u32_u24_e32 v0, 0x3d8, v0\n" \
    "v_max_u32_e32 v0, s8, v0\n" \
    "v_min_u32_e32 v0, s9, v0\n" \
    "v_mad_u32_u24 v8, 0xff, v0, 1\n" \
    "v_lshrrev_b32_e32 v8, 8, v8\n" \
    "v_lshl_or_b32 v9, v8, 8, v4\n"
static const char vjb_text_w5i[] = W5I_TEXT("vcc_lo");
static const char vjb_text_w5i_64[] = W5I_TEXT("vcc");
#undef W5I_TEXT

/* W6 (issue 29): half-precision code as clang-19 -O3 compiled it for
 * gfx1100 (tests/data/kernels/float_half.cl and float_mix.cl), two inner
 * blocks' VALU work in one block, 11 instructions: packed f16 (v_pk_fma,
 * min, max, add with neg) and mixed precision (v_fma_mix_f32). The loads
 * and stores between them are left out; the mix rows' registers are
 * renumbered (v20-v27) to sit beside the packed block's. */
static const char vjb_text_w6[] =
    "; W6: float_half.gfx1100.s, half2_axpby: y' = alpha * x + y (s0, v2, v3),\n"
    "; o = (0.5, 2.0) * y' + b (v0), clamped to [lo, hi] (s1, s2), minus x\n"
    "v_pk_fma_f16 v1, s0, v2, v3\n"
    "v_pk_max_f16 v3, s2, s2\n"
    "v_pk_fma_f16 v0, 0x40003800, v1, v0\n"
    "v_pk_max_f16 v1, s1, s1\n"
    "v_pk_min_f16 v0, v0, v3\n"
    "v_pk_max_f16 v0, v0, v1\n"
    "v_pk_add_f16 v0, v0, v2 neg_lo:[0,1] neg_hi:[0,1]\n"
    "; float_mix.gfx1100.s, mix_dot_row's unrolled loop: four f16 products\n"
    "; (a's low halves v22-v25, b's halves in v26, v27) accumulated in f32 (v20)\n"
    "v_fma_mix_f32 v21, v22, v26, v20 op_sel_hi:[1,1,0]\n"
    "v_fma_mix_f32 v21, v23, v26, v21 op_sel:[0,1,0] op_sel_hi:[1,1,0]\n"
    "v_fma_mix_f32 v21, v24, v27, v21 op_sel_hi:[1,1,0]\n"
    "v_fma_mix_f32 v20, v25, v27, v21 op_sel:[0,1,0] op_sel_hi:[1,1,0]\n";

/* W6i: W6's integer twin (as W5i is W5's): each f16 operation replaced by
 * the 16-bit integer one of its shape (v_pk_mad/max/min/sub_u16, and
 * v_mad_u32_u16 for the mix rows' f16 products into a 32-bit sum). */
static const char vjb_text_w6i[] =
    "; W6i: W6 with 16-bit integer operations in place of the f16 ones\n"
    "v_pk_mad_u16 v1, s0, v2, v3\n"
    "v_pk_max_u16 v3, s2, s2\n"
    "v_pk_mad_u16 v0, 0x20001, v1, v0\n"
    "v_pk_max_u16 v1, s1, s1\n"
    "v_pk_min_u16 v0, v0, v3\n"
    "v_pk_max_u16 v0, v0, v1\n"
    "v_pk_sub_u16 v0, v0, v2\n"
    "v_mad_u32_u16 v21, v22, v26, v20\n"
    "v_mad_u32_u16 v21, v23, v26, v21 op_sel:[0,1,0,0]\n"
    "v_mad_u32_u16 v21, v24, v27, v21\n"
    "v_mad_u32_u16 v20, v25, v27, v21 op_sel:[0,1,0,0]\n";

/* ---------------------------------------------------------- hand-written */

static vjb_hand_fn hand_w1(const vjb_hand *h) { return h->w1; }
static vjb_hand_fn hand_w2(const vjb_hand *h) { return h->w2; }
static vjb_hand_fn hand_w3(const vjb_hand *h) { return h->w3; }
static vjb_hand_fn hand_bswap64x8(const vjb_hand *h) { return h->bswap64x8; }
static vjb_hand_fn hand_rgba8_premul(const vjb_hand *h) { return h->rgba8_premul; }
static vjb_hand_fn hand_hash_mix(const vjb_hand *h) { return h->hash_mix; }
static vjb_hand_fn hand_w5(const vjb_hand *h) { return h->kmeans_stencil; }
static vjb_hand_fn hand_w5i(const vjb_hand *h) { return h->kmeans_twin; }
static vjb_hand_fn hand_w6(const vjb_hand *h) { return h->half_axpby; }
static vjb_hand_fn hand_w6i(const vjb_hand *h) { return h->half_twin; }

/* ----------------------------------------------------------------- table */

#define N(a) (sizeof(a) / sizeof((a)[0]))

const vjb_workload vjb_workloads[] = {
    {"W1", "perm imm bswap", "(built in)",
     "; W1: v2 = bswap32(v1) through an immediate byte-swap selector.\n"
     "v_perm_b32 v2, v0, v1, 0x10203\n", NULL,
     prog_w1, N(prog_w1), hand_w1, setup_random},
    {"W2", "perm vgpr sel", "(built in)",
     "; W2: the selector is per lane, in v3 (bytes 0..15).\n"
     "v_perm_b32 v2, v0, v1, v3\n", NULL,
     prog_w2, N(prog_w2), hand_w2, setup_w2},
    {"W3", "perm sgpr sel", "(built in)",
     "; W3: the selector is uniform, in s0 (0x00010203), unknown when translating.\n"
     "v_perm_b32 v2, v0, v1, s0\n", NULL,
     prog_w3, N(prog_w3), hand_w3, setup_w3},
    {"W4a", "bswap64x8", "examples/bswap64x8.s", vjb_text_bswap64x8, NULL, prog_bswap64x8,
     N(prog_bswap64x8), hand_bswap64x8, setup_random},
    {"W4b", "rgba8 premul", "examples/rgba8_premul.s", vjb_text_rgba8_premul, NULL,
     prog_rgba8_premul, N(prog_rgba8_premul), hand_rgba8_premul, setup_random},
    {"W4c", "hash mix", "examples/hash_mix.s", vjb_text_hash_mix, NULL, prog_hash_mix,
     N(prog_hash_mix), hand_hash_mix, setup_random},
    {"W5", "f32 kmeans blur", "(built in)", vjb_text_w5, vjb_text_w5_64, NULL, 22, hand_w5,
     setup_w5},
    {"W5i", "W5 integer twin", "(built in)", vjb_text_w5i, vjb_text_w5i_64, NULL, 22, hand_w5i,
     setup_w5},
    {"W6", "f16 packed mix", "(built in)", vjb_text_w6, NULL, NULL, 11, hand_w6, setup_w6},
    {"W6i", "W6 integer twin", "(built in)", vjb_text_w6i, NULL, NULL, 11, hand_w6i, setup_w6},
};

const size_t vjb_nworkloads = N(vjb_workloads);

const char *vjb_text(const vjb_workload *wl, const vj_context *ctx)
{
    return wl->text64 && vj_context_options(ctx)->wave_size == 64 ? wl->text64 : wl->text;
}
