/* test_dispatch: whole kernels of the corpus (tests/data/kernels) run by
 * vj_dispatch over real grids, against C implementations of the same
 * computations run here (issue 31, item 3): bytes.cl's byteswap (integer:
 * bit-exact), float_gemm.cl's sgemm_tile (an FMA chain through LDS tiles
 * and barriers: bit-exact against fmaf in the kernel's order, on all five
 * targets the corpus has), every engine and one or two threads; and the
 * ways a dispatch stops: a buffer too small (a memory fault naming the
 * workgroup, the wave and the instruction), bad arguments; and
 * popcount_hist.cl's histogram through LDS and global atomics (room atom);
 * private.cl's private_walk through scratch on gfx1100, and its private
 * buffer accesses on gfx90a refused by name (room private). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

#define KARG 0x7f0000000000ull
#define BUF(i) (0x100000000ull * ((i) + 1))

typedef struct kern {
    uint8_t *file;
    vj_codeobj *obj;
    const vj_kernel_info *k;
    vj_context *ctx;
} kern;

static void open_kernel(kern *o, const char *name, const char *target, const char *kernel,
                        vj_jit_policy jit)
{
    char path[512];
    snprintf(path, sizeof path, "%s/kernels/%s.%s.hsaco", vj_test_datadir(), name, target);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "%s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    o->file = malloc((size_t)n);
    ck_assert_uint_eq(fread(o->file, 1, (size_t)n, f), (size_t)n);
    fclose(f);
    vj_options opts;
    vj_options_init(&opts);
    opts.cache_dir = "";
    vj_context *probe = vj_context_new(&opts, NULL);
    ck_assert_int_eq(vj_codeobj_open(probe, o->file, (size_t)n, &o->obj), VJ_OK);
    vj_context_free(probe);
    const vj_codeobj_info *info = vj_codeobj_get_info(o->obj);
    o->k = NULL;
    for (size_t i = 0; i < info->kernel_count; i++)
        if (strcmp(vj_codeobj_kernel(o->obj, i)->name, kernel) == 0)
            o->k = vj_codeobj_kernel(o->obj, i);
    ck_assert_msg(o->k != NULL, "%s: no kernel %s", path, kernel);
    opts.target = info->target;
    opts.wave_size = o->k->wave_size;
    opts.jit = jit;
    /* a corpus kernel's blocks can be long: private_walk's main block (some
     * 2,500 instructions) took 8 s to compile here with the machine lightly
     * loaded and over the default 30 s once, under load */
    opts.jit_timeout_ms = 300000;
    o->ctx = vj_context_new(&opts, NULL);
    ck_assert_ptr_nonnull(o->ctx);
}

/* The JIT policy for a context that runs engine e: compile everything first
 * for the JIT, nothing for the others (an eager context compiles whichever
 * engine runs: private_walk's long block alone takes seconds). */
static vj_jit_policy jit_for(vj_engine e)
{
    return e == VJ_ENGINE_JIT ? VJ_JIT_EAGER : VJ_JIT_OFF;
}

static void close_kernel(kern *o)
{
    vj_context_free(o->ctx);
    vj_codeobj_free(o->obj);
    free(o->file);
}

static vj_status dispatch(kern *o, vj_memory *m, uint32_t gx, uint32_t gy, uint32_t bx,
                          uint32_t by, vj_engine e, unsigned threads)
{
    vj_dispatch_desc d = {.kernel = o->k,
                          .grid = {gx, gy, 1},
                          .block = {bx, by, 1},
                          .memory = m,
                          .kernarg = KARG,
                          .threads = threads,
                          .engine = e};
    vj_dispatch_stats st;
    vj_status s = vj_dispatch(o->ctx, &d, &st);
    if (s == VJ_OK) {
        uint64_t groups = (uint64_t)((gx + bx - 1) / bx) * ((gy + by - 1) / by);
        ck_assert_uint_eq(st.workgroups, groups);
        ck_assert_uint_gt(st.insts, 0);
    }
    return s;
}

/* The map of a kernel (out, in, n): karg, 20 bytes the caller keeps while
 * the map is used, gets BUF(0), BUF(1) and n; out is mapped read-write at
 * BUF(0), in read-only at BUF(1). */
static vj_memory *map_out_in_n(uint8_t karg[20], void *out, size_t out_bytes, void *in,
                               size_t in_bytes, uint32_t n)
{
    uint64_t pout = BUF(0), pin = BUF(1);
    memcpy(karg, &pout, 8);
    memcpy(karg + 8, &pin, 8);
    memcpy(karg + 16, &n, 4);
    vj_memory *m = vj_memory_new();
    ck_assert_int_eq(vj_memory_map(m, KARG, karg, 20, VJ_MEM_READ), VJ_OK);
    ck_assert_int_eq(vj_memory_map(m, pout, out, out_bytes, VJ_MEM_WRITE | VJ_MEM_READ), VJ_OK);
    ck_assert_int_eq(vj_memory_map(m, pin, in, in_bytes, VJ_MEM_READ), VJ_OK);
    return m;
}

static const char *const targets5[] = {"gfx1100", "gfx1200", "gfx1030", "gfx90a", "gfx942"};

/* byteswap(out, in, n): for i < n, with a = in[2i], b = in[2i + 1]
 * (bytes.cl): the eight words below. */
static uint32_t rotl(uint32_t x, unsigned k)
{
    return k ? x << k | x >> (32 - k) : x;
}

static void byteswap_ref(uint32_t *out, const uint32_t *in, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        uint32_t a = in[2 * i], b = in[2 * i + 1];
        uint64_t sw = __builtin_bswap64((uint64_t)b << 32 | a);
        out[8 * i] = __builtin_bswap32(a);
        out[8 * i + 1] = (uint32_t)sw ^ (uint32_t)(sw >> 32);
        uint32_t lo16 = __builtin_bswap16((uint16_t)a), hi16 = __builtin_bswap16((uint16_t)(a >> 16));
        out[8 * i + 2] = lo16 | hi16 << 16;
        out[8 * i + 3] = rotl(a, 8);
        out[8 * i + 4] = rotl(a, 24) ^ rotl(b, 16);
        out[8 * i + 5] = (a >> 8) | (b << 24);
        out[8 * i + 6] = (a >> 16) | (b << 16);
        out[8 * i + 7] = (a >> 24) | (b << 8);
    }
}

START_TEST(byteswap_gives_the_c_results)
{
    static const char *const t2[] = {"gfx1100", "gfx90a"};
    const uint32_t n = 1000; /* not a multiple of the workgroup: the last one's tail is idle */
    uint32_t *in = malloc(2 * n * 4), *out = malloc(8 * n * 4), *want = malloc(8 * n * 4);
    uint64_t rng = 0xb5;
    for (uint32_t i = 0; i < 2 * n; i++)
        in[i] = (uint32_t)vj_test_rand(&rng);
    byteswap_ref(want, in, n);
    vj_engine engines[3] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
    for (unsigned t = 0; t < 2; t++)
        for (unsigned e = 0; e < (vj_jit_available() ? 3u : 2u); e++) {
            kern o;
            open_kernel(&o, "bytes", t2[t], "byteswap", jit_for(engines[e]));
            memset(out, 0xee, 8 * n * 4);
            uint8_t karg[20];
            vj_memory *m = map_out_in_n(karg, out, 8 * n * 4, in, 2 * n * 4, n);
            vj_status s = dispatch(&o, m, 1024, 1, 256, 1, engines[e], 1 + e % 2);
            ck_assert_msg(s == VJ_OK, "%s %s: %s", t2[t], vj_engine_name(engines[e]),
                          vj_last_error(o.ctx));
            for (uint32_t i = 0; i < 8 * n; i++)
                ck_assert_msg(out[i] == want[i], "%s %s: out[%u] = 0x%08x, C gives 0x%08x", t2[t],
                              vj_engine_name(engines[e]), i, out[i], want[i]);
            vj_memory_free(m);
            close_kernel(&o);
        }
    free(in);
    free(out);
    free(want);
}
END_TEST

/* sgemm_tile(c, a, b, n, alpha, beta), T = 16: c[r][col] = alpha * acc +
 * beta * c[r][col], acc the fmaf chain over k = 0..n-1 in order (the tiles
 * only stage it). beta 0 and c 0: the result is alpha * acc rounded once,
 * whichever way the compiler combined the two products. */
START_TEST(sgemm_tile_gives_the_c_results_on_five_targets)
{
    const char *t = targets5[_i];
    const uint32_t n = 48;
    float *a = malloc(n * n * 4), *b = malloc(n * n * 4), *c = malloc(n * n * 4),
          *want = malloc(n * n * 4);
    uint64_t rng = 0x6e33 + (uint64_t)_i;
    for (uint32_t i = 0; i < n * n; i++) {
        a[i] = (float)((int32_t)(vj_test_rand(&rng) % 2001) - 1000) / 7.0f;
        b[i] = (float)((int32_t)(vj_test_rand(&rng) % 2001) - 1000) / 13.0f;
    }
    const float alpha = 1.5f, beta = 0.0f;
    for (uint32_t r = 0; r < n; r++)
        for (uint32_t col = 0; col < n; col++) {
            float acc = 0.0f;
            for (uint32_t k = 0; k < n; k++)
                acc = fmaf(a[r * n + k], b[k * n + col], acc);
            want[r * n + col] = alpha * acc;
        }
    vj_engine engines[2] = {VJ_ENGINE_INTERP, VJ_ENGINE_JIT};
    for (unsigned e = 0; e < (vj_jit_available() ? 2u : 1u); e++) {
        kern o;
        open_kernel(&o, "float_gemm", t, "sgemm_tile", jit_for(engines[e]));
        memset(c, 0, n * n * 4);
        uint8_t karg[40];
        memset(karg, 0, sizeof karg);
        uint64_t p[3] = {BUF(0), BUF(1), BUF(2)};
        memcpy(karg, p, 24);
        memcpy(karg + 24, &n, 4);
        memcpy(karg + 28, &alpha, 4);
        memcpy(karg + 32, &beta, 4);
        vj_memory *m = vj_memory_new();
        ck_assert_int_eq(vj_memory_map(m, KARG, karg, sizeof karg, VJ_MEM_READ), VJ_OK);
        ck_assert_int_eq(vj_memory_map(m, p[0], c, n * n * 4, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
        ck_assert_int_eq(vj_memory_map(m, p[1], a, n * n * 4, VJ_MEM_READ), VJ_OK);
        ck_assert_int_eq(vj_memory_map(m, p[2], b, n * n * 4, VJ_MEM_READ), VJ_OK);
        vj_status s = dispatch(&o, m, n, n, 16, 16, engines[e], 2);
        ck_assert_msg(s == VJ_OK, "%s %s: %s", t, vj_engine_name(engines[e]),
                      vj_last_error(o.ctx));
        for (int again = 0; again < 2; again++) {
            for (uint32_t i = 0; i < n * n; i++) {
                uint32_t got, exp;
                memcpy(&got, &c[i], 4);
                memcpy(&exp, &want[i], 4);
                ck_assert_msg(got == exp, "%s %s%s: c[%u] = %a, C gives %a", t,
                              vj_engine_name(engines[e]), again ? " (again)" : "", i,
                              (double)c[i], (double)want[i]);
            }
            if (again)
                break;
            /* a second dispatch of the kernel reuses the first's blocks: no
             * translation, no compile */
            vj_stats s0, s1;
            vj_get_stats(o.ctx, &s0);
            memset(c, 0, n * n * 4);
            ck_assert_int_eq(dispatch(&o, m, n, n, 16, 16, engines[e], 1), VJ_OK);
            vj_get_stats(o.ctx, &s1);
            ck_assert_uint_eq(s1.compiles, s0.compiles);
            ck_assert_uint_eq(s1.compiled_blocks, s0.compiled_blocks);
        }
        vj_memory_free(m);
        close_kernel(&o);
    }
    free(a);
    free(b);
    free(c);
    free(want);
}
END_TEST

START_TEST(a_dispatch_stops_clearly)
{
    kern o;
    open_kernel(&o, "bytes", "gfx1100", "byteswap", VJ_JIT_OFF);
    const uint32_t n = 512;
    uint32_t *in = calloc(2 * n, 4), *out = calloc(8 * n, 4);
    uint8_t karg[20];
    uint64_t pout = BUF(0), pin = BUF(1);
    memcpy(karg, &pout, 8);
    memcpy(karg + 8, &pin, 8);
    memcpy(karg + 16, &n, 4);
    vj_memory *m = vj_memory_new();
    ck_assert_int_eq(vj_memory_map(m, KARG, karg, sizeof karg, VJ_MEM_READ), VJ_OK);
    /* the output buffer is 100 words short: work-item 500 (workgroup 1) stores past it */
    ck_assert_int_eq(vj_memory_map(m, pout, out, (8 * n - 100) * 4, VJ_MEM_WRITE), VJ_OK);
    ck_assert_int_eq(vj_memory_map(m, pin, in, 2 * n * 4, VJ_MEM_READ), VJ_OK);
    vj_status s = dispatch(&o, m, n, 1, 256, 1, VJ_ENGINE_INTERP, 1);
    ck_assert_int_eq(s, VJ_ERR_MEMORY);
    const char *msg = vj_last_error(o.ctx);
    ck_assert_msg(strstr(msg, "byteswap") && strstr(msg, "workgroup (1, 0, 0)") &&
                      strstr(msg, "global_store") && strstr(msg, "writes"),
                  "%s", msg);
    /* no map at all: the kernarg load faults in the first wave */
    vj_memory *none = vj_memory_new();
    s = dispatch(&o, none, n, 1, 256, 1, VJ_ENGINE_INTERP, 2);
    ck_assert_int_eq(s, VJ_ERR_MEMORY);
    ck_assert_msg(strstr(vj_last_error(o.ctx), "s_load_b32"), "%s", vj_last_error(o.ctx));
    /* bad arguments */
    vj_dispatch_desc d = {.kernel = o.k, .grid = {64, 1, 1}, .block = {2048, 1, 1}, .memory = m};
    ck_assert_int_eq(vj_dispatch(o.ctx, &d, NULL), VJ_ERR_ARG);
    ck_assert_int_eq(vj_dispatch(o.ctx, NULL, NULL), VJ_ERR_ARG);
    vj_memory_free(none);
    vj_memory_free(m);
    close_kernel(&o);
    free(in);
    free(out);
}
END_TEST

/* popcount_hist(out, in, n) (popcount_hist.cl): out[p] += the count of
 * in[0..n) whose popcount is p, through ds_add_u32 on a workgroup
 * histogram in LDS and global_atomic_add_u32 of each bin (room atom): on
 * gfx1100 (wave32, 8 waves a workgroup) and gfx90a (wave64), every
 * engine, one and two threads (workgroups on two threads add to the same
 * out[] words: the host's atomics). The C count is the expected value. */
START_TEST(popcount_hist_gives_the_c_histogram)
{
    static const char *const t2[] = {"gfx1100", "gfx90a"};
    const uint32_t n = 8 * 1000 - 3; /* 4 workgroups of 256 items, 8 words each; a tail */
    uint32_t *in = malloc(n * 4), out[33], want[33];
    uint64_t rng = 0x9c;
    for (uint32_t i = 0; i < n; i++) {
        uint64_t r = vj_test_rand(&rng);
        /* spread the popcounts: a random word masked to a random length */
        in[i] = (uint32_t)r & (uint32_t)(~0ull >> (32 + (r >> 59)));
    }
    memset(want, 0, sizeof want);
    for (uint32_t i = 0; i < n; i++)
        want[__builtin_popcount(in[i])]++;
    static const vj_engine engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
    for (size_t t = 0; t < 2; t++) {
        kern o;
        open_kernel(&o, "popcount_hist", t2[t], "popcount_hist", VJ_JIT_EAGER);
        uint8_t karg[20];
        vj_memory *m = map_out_in_n(karg, out, sizeof out, in, n * 4, n);
        for (size_t e = 0; e < 3; e++) {
            if (engines[e] == VJ_ENGINE_JIT && !vj_jit_available())
                continue;
            for (unsigned threads = 1; threads <= 2; threads++) {
                memset(out, 0, sizeof out);
                vj_status s = dispatch(&o, m, (n + 7) / 8, 1, 256, 1, engines[e], threads);
                ck_assert_msg(s == VJ_OK, "%s %s: %s", t2[t], vj_engine_name(engines[e]),
                              vj_last_error(o.ctx));
                for (unsigned p = 0; p < 33; p++)
                    ck_assert_msg(out[p] == want[p], "%s %s %u threads: bin %u = %u, C gives %u",
                                  t2[t], vj_engine_name(engines[e]), threads, p, out[p], want[p]);
            }
        }
        vj_memory_free(m);
        close_kernel(&o);
    }
    free(in);
}
END_TEST

/* private_walk(out, in, n) (private.cl), the C of the same walk: for
 * gid < n, a[40] from in[(gid + i) % n] ^ i, an 80-byte and a 48-halfword
 * table, each work-item's own (scratch: KD_PRIVATE_SIZE bytes a lane). */
static uint32_t private_walk_ref(const uint32_t *in, uint32_t n, uint32_t gid)
{
    uint32_t a[40];
    uint8_t b[80];
    uint16_t h[48];
    for (uint32_t i = 0; i < 40; i++)
        a[i] = in[(gid + i) % n] ^ i;
    for (uint32_t i = 0; i < 80; i++)
        b[i] = (uint8_t)(gid + i);
    for (uint32_t i = 0; i < 48; i++)
        h[i] = (uint16_t)(gid * i);
    uint32_t s = 0;
    for (uint32_t i = 0; i < 40; i++) {
        uint32_t x = a[(a[i] + i) % 40];
        s += x * (i + 1);
        b[x % 80] ^= (uint8_t)(x >> 16);
        h[(x >> 8) % 48] = (uint16_t)(h[(x >> 8) % 48] + (uint16_t)s);
    }
    uint32_t t = 0;
    for (uint32_t i = 0; i < 16; i++)
        t = t * 31 + b[(s + i) % 80] + h[(t ^ i) % 48];
    return s ^ t;
}

/* private_walk on gfx1100 (room scratch): scratch_load/store b32, b128,
 * u8/u16 and b8/b16 at data-dependent private addresses, 340 bytes a lane;
 * on gfx90a (room swz) buffer_load/store_dword, ubyte, short through the
 * private segment buffer s[0:3] (swizzled, ADD_TID) to the same bytes;
 * 300 work-items in workgroups of 64 (two wave32 waves each, or one
 * wave64; the fifth workgroup has 44), every engine, one and two threads. Every lane's
 * tables differ, so a lane that reached another's bytes, or a wave
 * another's, or a byte or halfword store that touched its neighbour,
 * gives a wrong word. The C walk above is the expected value. */
START_TEST(private_walk_gives_the_c_results_through_scratch)
{
    const uint32_t n = 300;
    uint32_t *in = malloc(n * 4), *out = malloc(n * 4), *want = malloc(n * 4);
    uint64_t rng = 0x5c7a;
    for (uint32_t i = 0; i < n; i++)
        in[i] = (uint32_t)vj_test_rand(&rng);
    for (uint32_t i = 0; i < n; i++)
        want[i] = private_walk_ref(in, n, i);
    static const vj_engine engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
    static const char *const t2[] = {"gfx1100", "gfx90a"};
    for (size_t k = 0; k < 6; k++) {
        size_t e = k % 3;
        const char *t = t2[k / 3];
        if (engines[e] == VJ_ENGINE_JIT && !vj_jit_available())
            continue;
        kern o;
        open_kernel(&o, "private", t, "private_walk", jit_for(engines[e]));
        uint8_t karg[20];
        vj_memory *m = map_out_in_n(karg, out, n * 4, in, n * 4, n);
        for (unsigned threads = 1; threads <= 2; threads++) {
            memset(out, 0xee, n * 4);
            vj_status s = dispatch(&o, m, n, 1, 64, 1, engines[e], threads);
            ck_assert_msg(s == VJ_OK, "%s %s %u threads: %s", t, vj_engine_name(engines[e]),
                          threads, vj_last_error(o.ctx));
            for (uint32_t i = 0; i < n; i++)
                ck_assert_msg(out[i] == want[i],
                              "%s %s %u threads: out[%u] = 0x%08x, C gives 0x%08x", t,
                              vj_engine_name(engines[e]), threads, i, out[i], want[i]);
        }
        vj_memory_free(m);
        close_kernel(&o);
    }
    free(in);
    free(out);
    free(want);
}
END_TEST

/* Known answers: md5.cl's md5_short (a message under 56 bytes, padded by
 * the kernel) on the five messages of RFC 1321's test suite (A.5) that
 * fit, and sha256.cl's sha256_blocks (one block, padded here as FIPS 180-4
 * pads it: 0x80, zeros, the bit length big-endian in the last 8 bytes) and
 * sha256_double (the same block as big-endian words; the digest's bytes
 * out) on "abc" and "". The digests are the published ones: RFC 1321's,
 * FIPS 180-2's example (B.1) for SHA-256("abc"), and SHA-256 of the empty
 * string and SHA-256(SHA-256("abc")) as coreutils' sha256sum gives them.
 * 300 items (message i % 5 or i % 2): two workgroups of 256, the second
 * partial; gfx1100 (wave32), md5 also built for wave64, gfx90a (wave64);
 * every engine, one and two threads. */
static void unhex(uint8_t *out, const char *hex)
{
    for (size_t i = 0; hex[2 * i]; i++) {
        unsigned v;
        ck_assert_int_eq(sscanf(hex + 2 * i, "%2x", &v), 1);
        out[i] = (uint8_t)v;
    }
}

static void hash_dispatch(kern *o, uint32_t *out, size_t out_words, uint32_t *in, uint32_t n,
                          vj_engine e, unsigned threads)
{
    uint8_t karg[20];
    vj_memory *m = map_out_in_n(karg, out, out_words * 4, in, 16 * n * 4, n);
    memset(out, 0xee, out_words * 4);
    vj_status s = dispatch(o, m, n, 1, 256, 1, e, threads);
    ck_assert_msg(s == VJ_OK, "%s %s: %s", o->k->name, vj_engine_name(e), vj_last_error(o->ctx));
    vj_memory_free(m);
}

START_TEST(hashes_of_known_messages_give_the_published_digests)
{
    static const char *const md5_msg[5] = {"", "a", "abc", "message digest",
                                           "abcdefghijklmnopqrstuvwxyz"};
    static const char *const md5_hex[5] = {
        "d41d8cd98f00b204e9800998ecf8427e", "0cc175b9c0f1b6a831c399e269772661",
        "900150983cd24fb0d6963f7d28e17f72", "f96b697d7cb7938d525a2f31aaf161d0",
        "c3fcd3d76192e4007dfb496cca67e13b"};
    static const char *const sha_msg[2] = {"abc", ""};
    static const char *const sha_hex[2] = {
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"};
    static const char *const sha2_hex[2] = {
        "4f8b42c22dd3729b519ba6f68d2da7cc5b2d606d05daed5ad5128cc03e6c6358",
        "5df6e0e2761359d30a8275058e299fcc0381534545f55cf43e41983f5d4c9456"};
    const uint32_t n = 300;
    uint32_t *md5_in = calloc(16 * n, 4), *sha_in = calloc(16 * n, 4), *sha2_in = calloc(16 * n, 4);
    uint32_t *out = malloc(8 * n * 4);
    for (uint32_t i = 0; i < n; i++) {
        const char *mm = md5_msg[i % 5];
        memcpy(md5_in + 16 * i, mm, strlen(mm)); /* bytes in order: little-endian words */
        md5_in[16 * i + 15] = (uint32_t)strlen(mm);
        const char *sm = sha_msg[i % 2];
        uint8_t blk[64] = {0};
        memcpy(blk, sm, strlen(sm));
        blk[strlen(sm)] = 0x80;
        blk[63] = (uint8_t)(8 * strlen(sm)); /* < 256 bits: the length's last byte */
        memcpy(sha_in + 16 * i, blk, 64);
        for (unsigned j = 0; j < 16; j++)
            sha2_in[16 * i + j] = __builtin_bswap32(sha_in[16 * i + j]);
    }
    static const struct {
        const char *target, *file;
    } md5_builds[] = {{"gfx1100", "md5"}, {"gfx1100-wave64", "md5"}, {"gfx90a", "md5"}};
    static const char *const t2[] = {"gfx1100", "gfx90a"};
    static const vj_engine engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
    for (size_t e = 0; e < 3; e++) {
        if (engines[e] == VJ_ENGINE_JIT && !vj_jit_available())
            continue;
        for (size_t t = 0; t < 3; t++) {
            kern o; /* one context: the second dispatch reuses the first's blocks and code */
            open_kernel(&o, md5_builds[t].file, md5_builds[t].target, "md5_short",
                        jit_for(engines[e]));
            for (unsigned threads = 1; threads <= 2; threads++) {
                hash_dispatch(&o, out, 4 * n, md5_in, n, engines[e], threads);
                for (uint32_t i = 0; i < n; i++) {
                    uint8_t want[16];
                    unhex(want, md5_hex[i % 5]);
                    ck_assert_msg(memcmp(out + 4 * i, want, 16) == 0,
                                  "md5_short %s %s %u threads: item %u (\"%s\") gives %08x...",
                                  md5_builds[t].target, vj_engine_name(engines[e]), threads, i,
                                  md5_msg[i % 5], __builtin_bswap32(out[4 * i]));
                }
            }
            close_kernel(&o);
        }
        for (size_t t = 0; t < 2; t++) {
            kern o;
            open_kernel(&o, "sha256", t2[t], "sha256_blocks", jit_for(engines[e]));
            for (unsigned threads = 1; threads <= 2; threads++) {
                hash_dispatch(&o, out, 8 * n, sha_in, n, engines[e], threads);
                for (uint32_t i = 0; i < n; i++) {
                    uint8_t want[32], got[32];
                    unhex(want, sha_hex[i % 2]);
                    for (unsigned j = 0; j < 8; j++) {
                        uint32_t be = __builtin_bswap32(out[8 * i + j]); /* word j, big-endian */
                        memcpy(got + 4 * j, &be, 4);
                    }
                    ck_assert_msg(memcmp(got, want, 32) == 0,
                                  "sha256_blocks %s %s %u threads: item %u (\"%s\") gives %08x...",
                                  t2[t], vj_engine_name(engines[e]), threads, i, sha_msg[i % 2],
                                  out[8 * i]);
                }
            }
            close_kernel(&o);
            open_kernel(&o, "sha256", t2[t], "sha256_double", jit_for(engines[e]));
            for (unsigned threads = 1; threads <= 2; threads++) {
                hash_dispatch(&o, out, 8 * n, sha2_in, n, engines[e], threads);
                for (uint32_t i = 0; i < n; i++) {
                    uint8_t want[32];
                    unhex(want, sha2_hex[i % 2]);
                    ck_assert_msg(memcmp(out + 8 * i, want, 32) == 0,
                                  "sha256_double %s %s %u threads: item %u (\"%s\") gives %08x...",
                                  t2[t], vj_engine_name(engines[e]), threads, i, sha_msg[i % 2],
                                  __builtin_bswap32(out[8 * i]));
                }
            }
            close_kernel(&o);
        }
    }
    free(md5_in);
    free(sha_in);
    free(sha2_in);
    free(out);
}
END_TEST

/* Room swz: private_table(in, out, rounds) (tests/data/private): a
 * 40-entry private array per work-item that clang keeps in scratch on
 * GFX9/10, reached by buffer_load/store_dword through the private segment
 * buffer s[0:3] (swizzled, ADD_TID) with data-dependent offsets. The same
 * computation in C. */
static uint32_t private_table_ref(uint32_t gid, uint32_t in, uint32_t rounds)
{
    uint32_t t[40];
    for (uint32_t i = 0; i < 40; i++)
        t[i] = gid * 2654435761u + i * 40503u;
    uint32_t acc = in;
    for (uint32_t r = 0; r < rounds; r++) {
        uint32_t j = acc % 40u, v = t[j];
        t[(j + 7u) % 40u] ^= v + r;
        acc = acc * 1664525u + v;
    }
    uint32_t sum = 0;
    for (uint32_t i = 0; i < 40; i++)
        sum += t[i] * (i + 1u);
    return acc ^ sum;
}

START_TEST(a_private_array_runs_through_the_private_segment_buffer_on_gfx9_and_gfx10)
{
    /* gfx90a (wave64) and gfx1030 (wave32): 300 work-items in workgroups
     * of 64 (the last one partial), 57 rounds; every engine, one and two
     * threads; each output word the C function's. A wrong swizzle or
     * aperture would mix lanes' arrays; a wrong range check would read 0. */
    static const char *const t2[] = {"gfx90a", "gfx1030"};
    static const vj_engine engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
    const uint32_t n = 300, rounds = 57;
    uint32_t *in = malloc(n * 4), *out = malloc(n * 4);
    uint64_t rng = 0x5a17;
    for (uint32_t i = 0; i < n; i++)
        in[i] = (uint32_t)vj_test_rand(&rng);
    for (size_t t = 0; t < 2; t++) {
        kern o;
        open_kernel(&o, "../private/private_table", t2[t], "private_table", VJ_JIT_EAGER);
        uint8_t karg[20];
        uint64_t pin = BUF(0), pout = BUF(1);
        memcpy(karg, &pin, 8);
        memcpy(karg + 8, &pout, 8);
        memcpy(karg + 16, &rounds, 4);
        vj_memory *m = vj_memory_new();
        ck_assert_int_eq(vj_memory_map(m, KARG, karg, sizeof karg, VJ_MEM_READ), VJ_OK);
        ck_assert_int_eq(vj_memory_map(m, pin, in, n * 4, VJ_MEM_READ), VJ_OK);
        ck_assert_int_eq(vj_memory_map(m, pout, out, n * 4, VJ_MEM_WRITE | VJ_MEM_READ), VJ_OK);
        for (size_t e = 0; e < 3; e++) {
            if (engines[e] == VJ_ENGINE_JIT && !vj_jit_available())
                continue;
            for (unsigned threads = 1; threads <= 2; threads++) {
                memset(out, 0, n * 4);
                vj_status s = dispatch(&o, m, n, 1, 64, 1, engines[e], threads);
                ck_assert_msg(s == VJ_OK, "%s %s: %s", t2[t], vj_engine_name(engines[e]),
                              vj_last_error(o.ctx));
                for (uint32_t i = 0; i < n; i++)
                    ck_assert_msg(out[i] == private_table_ref(i, in[i], rounds),
                                  "%s %s %u threads: out[%u] = 0x%08x, C gives 0x%08x", t2[t],
                                  vj_engine_name(engines[e]), threads, i, out[i],
                                  private_table_ref(i, in[i], rounds));
            }
        }
        vj_memory_free(m);
        close_kernel(&o);
    }
    free(in);
    free(out);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("dispatch");
    TCase *tc = tcase_create("kernels");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, byteswap_gives_the_c_results);
    tcase_add_loop_test(tc, sgemm_tile_gives_the_c_results_on_five_targets, 0, 5);
    tcase_add_test(tc, a_dispatch_stops_clearly);
    tcase_add_test(tc, popcount_hist_gives_the_c_histogram);
    tcase_add_test(tc, private_walk_gives_the_c_results_through_scratch);
    tcase_add_test(tc, hashes_of_known_messages_give_the_published_digests);
    tcase_add_test(tc, a_private_array_runs_through_the_private_segment_buffer_on_gfx9_and_gfx10);
    suite_add_tcase(s, tc);
    return s;
}
