/* workloads: the benchmark's workloads W1-W4: their assembly text (W4 is
 * examples/<name>.s, built in by bench/local.mk), the per-byte emulator's form of
 * the same code, the hand-written kernel, and the input data. No timing here. */
#include "config.h"

#include <stdio.h>

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

/* ---------------------------------------------------------- hand-written */

static vjb_hand_fn hand_w1(const vjb_hand *h) { return h->w1; }
static vjb_hand_fn hand_w2(const vjb_hand *h) { return h->w2; }
static vjb_hand_fn hand_w3(const vjb_hand *h) { return h->w3; }
static vjb_hand_fn hand_bswap64x8(const vjb_hand *h) { return h->bswap64x8; }
static vjb_hand_fn hand_rgba8_premul(const vjb_hand *h) { return h->rgba8_premul; }
static vjb_hand_fn hand_hash_mix(const vjb_hand *h) { return h->hash_mix; }

/* ----------------------------------------------------------------- table */

#define N(a) (sizeof(a) / sizeof((a)[0]))

const vjb_workload vjb_workloads[] = {
    {"W1", "perm imm bswap", "(built in)",
     "; W1: v2 = bswap32(v1) through an immediate byte-swap selector.\n"
     "v_perm_b32 v2, v0, v1, 0x10203\n",
     prog_w1, N(prog_w1), hand_w1, setup_random},
    {"W2", "perm vgpr sel", "(built in)",
     "; W2: the selector is per lane, in v3 (bytes 0..15).\n"
     "v_perm_b32 v2, v0, v1, v3\n",
     prog_w2, N(prog_w2), hand_w2, setup_w2},
    {"W3", "perm sgpr sel", "(built in)",
     "; W3: the selector is uniform, in s0 (0x00010203), unknown when translating.\n"
     "v_perm_b32 v2, v0, v1, s0\n",
     prog_w3, N(prog_w3), hand_w3, setup_w3},
    {"W4a", "bswap64x8", "examples/bswap64x8.s", vjb_text_bswap64x8, prog_bswap64x8,
     N(prog_bswap64x8), hand_bswap64x8, setup_random},
    {"W4b", "rgba8 premul", "examples/rgba8_premul.s", vjb_text_rgba8_premul,
     prog_rgba8_premul, N(prog_rgba8_premul), hand_rgba8_premul, setup_random},
    {"W4c", "hash mix", "examples/hash_mix.s", vjb_text_hash_mix, prog_hash_mix,
     N(prog_hash_mix), hand_hash_mix, setup_random},
};

const size_t vjb_nworkloads = N(vjb_workloads);
