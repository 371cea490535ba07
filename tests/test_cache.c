/* test_cache: the translation cache on its own, with counted stand-in values
 * (hits and misses, full-key comparison under forced hash collisions, LRU
 * eviction that releases, four threads), then through vj_translate: a second
 * translation compiles nothing, collisions never run the wrong code, evicted
 * blocks unload their code, a refused JIT falls back, 4 threads at once. */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit/jit.h"
#include "runtime/cache.h"
#include "testutil.h"

/* A stand-in for a translated block: counted, and named by its bytes. */
struct val {
    atomic_int refs;
    atomic_int *released; /* bumped when the last reference goes */
    uint8_t code[16];
    size_t len;
};

static void val_retain(void *v)
{
    atomic_fetch_add(&((struct val *)v)->refs, 1);
}

static void val_release(void *v)
{
    struct val *x = v;
    if (atomic_fetch_sub(&x->refs, 1) == 1) {
        atomic_fetch_add(x->released, 1);
        free(x);
    }
}

static const vj_cache_ops ops = {val_retain, val_release};

static struct val *val_new(const uint8_t *code, size_t len, atomic_int *released)
{
    struct val *v = calloc(1, sizeof *v);
    ck_assert_ptr_nonnull(v);
    atomic_init(&v->refs, 1);
    v->released = released;
    memcpy(v->code, code, len);
    v->len = len;
    return v;
}

/* A context whose cache holds stand-in values. */
static vj_context *ctx_new(size_t capacity)
{
    vj_options o;
    vj_options_init(&o);
    o.cache_capacity = capacity;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_cache_free(ctx);
    ck_assert_int_eq(vj_cache_new(ctx, &ops, ""), VJ_OK);
    return ctx;
}

static void ctx_free(vj_context *ctx)
{
    vj_cache_free(ctx);
    vj_context_free(ctx);
}

/* Look code up; on a miss insert a new value. Returns a referenced value. */
static struct val *get(vj_context *ctx, const uint8_t *code, size_t len, atomic_int *released,
                       int *was_hit)
{
    vj_cache_key k;
    vj_cache_key_make(ctx, code, len, &k);
    struct val *v = vj_cache_lookup(ctx, &k);
    if (was_hit)
        *was_hit = v != NULL;
    if (v)
        return v;
    struct val *nv = val_new(code, len, released);
    struct val *got = vj_cache_insert(ctx, &k, nv);
    ck_assert_ptr_nonnull(got);
    if (got != nv)
        val_release(nv); /* another thread's value won */
    return got;
}

START_TEST(the_same_bytes_twice_is_a_hit)
{
    atomic_int released;
    atomic_init(&released, 0);
    vj_context *ctx = ctx_new(16);
    const uint8_t code[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    int hit;
    struct val *a = get(ctx, code, 8, &released, &hit);
    ck_assert(!hit);
    struct val *b = get(ctx, code, 8, &released, &hit);
    ck_assert(hit);
    ck_assert_ptr_eq(a, b);
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.hits, 1);
    ck_assert_uint_eq(st.misses, 1);
    ck_assert_uint_eq(st.blocks, 1);
    val_release(a);
    val_release(b);
    ck_assert_int_eq(atomic_load(&released), 0); /* the cache still holds it */
    ctx_free(ctx);
    ck_assert_int_eq(atomic_load(&released), 1);
}
END_TEST

/* With every hash forced equal, each key still finds only its own value:
 * keys that differ in one byte, in length only, or not at all. */
START_TEST(forced_collisions_never_return_another_keys_value)
{
    atomic_int released;
    atomic_init(&released, 0);
    vj_context *ctx = ctx_new(64);
    vj_cache_set_hash_mask(ctx, 0);
    enum { N = 24 };
    uint8_t codes[N][16];
    size_t lens[N];
    struct val *vals[N];
    for (unsigned i = 0; i < N; i++) {
        memset(codes[i], 0xab, 16);
        lens[i] = 8 + (i % 2) * 4;   /* pairs share a prefix, differ in length */
        codes[i][3] = (uint8_t)(i / 2);
        int hit;
        vals[i] = get(ctx, codes[i], lens[i], &released, &hit);
        ck_assert_msg(!hit, "key %u found before insertion", i);
    }
    vj_cache_key k0, k1;
    vj_cache_key_make(ctx, codes[0], lens[0], &k0);
    vj_cache_key_make(ctx, codes[5], lens[5], &k1);
    vj_cache_set_hash_mask(ctx, 0); /* (hashes differ; the mask makes them equal) */
    for (unsigned round = 0; round < 2; round++)
        for (unsigned i = 0; i < N; i++) {
            int hit;
            struct val *v = get(ctx, codes[i], lens[i], &released, &hit);
            ck_assert(hit);
            ck_assert_ptr_eq(v, vals[i]);
            ck_assert_uint_eq(v->len, lens[i]);
            ck_assert_mem_eq(v->code, codes[i], lens[i]);
            val_release(v);
        }
    /* Bytes never inserted miss, even though their hash matches every entry. */
    uint8_t other[8] = {0xab, 0xab, 0xab, 0x7f, 0xab, 0xab, 0xab, 0xab};
    vj_cache_key ko;
    vj_cache_key_make(ctx, other, 8, &ko);
    ck_assert_ptr_null(vj_cache_lookup(ctx, &ko));
    for (unsigned i = 0; i < N; i++)
        val_release(vals[i]);
    ctx_free(ctx);
    ck_assert_int_eq(atomic_load(&released), N);
}
END_TEST

/* Keys carry the context's options: the same bytes in a context with other
 * options have another hash (and another header). */
START_TEST(options_are_part_of_the_key)
{
    vj_options o;
    vj_options_init(&o);
    vj_context *a = vj_context_new(&o, NULL);
    o.jit_opt_level = 3;
    vj_context *b = vj_context_new(&o, NULL);
    o.jit_opt_level = 2;
    o.wave_size = 64;
    vj_context *c = vj_context_new(&o, NULL);
    ck_assert(a && b && c);
    const uint8_t code[8] = {9, 9, 9, 9, 9, 9, 9, 9};
    vj_cache_key ka, kb, kc;
    vj_cache_key_make(a, code, 8, &ka);
    vj_cache_key_make(b, code, 8, &kb);
    vj_cache_key_make(c, code, 8, &kc);
    ck_assert(ka.hash != kb.hash);
    ck_assert(ka.hash != kc.hash);
    vj_context_free(a);
    vj_context_free(b);
    vj_context_free(c);
}
END_TEST

/* Capacity 4: the fifth new key drops the least recently used entry and
 * releases its value; a recently looked-up key survives. */
START_TEST(eviction_drops_the_least_recent_and_releases_it)
{
    atomic_int released;
    atomic_init(&released, 0);
    vj_context *ctx = ctx_new(4);
    uint8_t code[8] = {0};
    for (uint8_t i = 0; i < 4; i++) {
        code[0] = i;
        val_release(get(ctx, code, 8, &released, NULL));
    }
    code[0] = 0; /* touch key 0: key 1 is now the oldest */
    int hit;
    val_release(get(ctx, code, 8, &released, &hit));
    ck_assert(hit);
    code[0] = 4;
    val_release(get(ctx, code, 8, &released, NULL));
    ck_assert_int_eq(atomic_load(&released), 1);
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.evictions, 1);
    ck_assert_uint_eq(st.blocks, 4);
    code[0] = 1;
    val_release(get(ctx, code, 8, &released, &hit));
    ck_assert(!hit); /* key 1 was the one dropped */
    code[0] = 0;
    val_release(get(ctx, code, 8, &released, &hit));
    ck_assert(hit);
    for (uint8_t i = 0; i < 100; i++) {
        code[1] = i;
        val_release(get(ctx, code, 8, &released, NULL));
    }
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.blocks, 4);
    ck_assert_int_eq(atomic_load(&released), (int)st.evictions);
    ctx_free(ctx);
    ck_assert_int_eq(atomic_load(&released), (int)st.evictions + 4);
}
END_TEST

/* A capacity of any size_t is a bound, not a size to allocate: past 2^63
 * (where doubling a table size to reach it wraps to 0) and SIZE_MAX, "keep
 * everything", the context is made at once and keeps every entry, found
 * again as a hit through the table's growth, with a collision chain too. */
START_TEST(a_capacity_past_2_63_keeps_every_entry)
{
    const size_t capacities[] = {((size_t)1 << 63) + 1, SIZE_MAX};
    for (size_t c = 0; c < sizeof capacities / sizeof capacities[0]; c++) {
        atomic_int released;
        atomic_init(&released, 0);
        vj_context *ctx = ctx_new(capacities[c]);
        ck_assert_uint_eq(vj_context_options(ctx)->cache_capacity, capacities[c]);
        uint8_t code[8] = {0};
        const unsigned n = 5000;
        for (unsigned i = 0; i < n; i++) {
            memcpy(code, &i, sizeof i);
            int hit;
            val_release(get(ctx, code, 8, &released, &hit));
            ck_assert(!hit);
        }
        for (unsigned i = 0; i < n; i++) {
            memcpy(code, &i, sizeof i);
            int hit;
            struct val *v = get(ctx, code, 8, &released, &hit);
            ck_assert_msg(hit, "key %u of %u was lost", i, n);
            ck_assert_int_eq(memcmp(v->code, code, 8), 0);
            val_release(v);
        }
        vj_cache_set_hash_mask(ctx, 0); /* from now on every key shares a bucket */
        code[4] = 1;
        val_release(get(ctx, code, 8, &released, NULL));
        int hit;
        val_release(get(ctx, code, 8, &released, &hit));
        ck_assert(hit);
        vj_stats st;
        vj_get_stats(ctx, &st);
        ck_assert_uint_eq(st.evictions, 0);
        ck_assert_uint_eq(st.blocks, n + 1);
        ck_assert_int_eq(atomic_load(&released), 0);
        ctx_free(ctx);
        ck_assert_int_eq(atomic_load(&released), (int)n + 1);
    }
}
END_TEST

/* Many hits, each result kept or dropped, never free a cached value early,
 * and every reference adds up when the cache lets go. */
START_TEST(many_hits_keep_the_value_alive)
{
    atomic_int released;
    atomic_init(&released, 0);
    vj_context *ctx = ctx_new(4);
    const uint8_t code[8] = {7, 7, 7, 7, 7, 7, 7, 7};
    enum { KEPT = 70000, DROPPED = 70000 };
    struct val **kept = malloc(KEPT * sizeof *kept);
    ck_assert_ptr_nonnull(kept);
    struct val *first = get(ctx, code, 8, &released, NULL);
    for (unsigned i = 0; i < KEPT; i++) {
        int hit;
        kept[i] = get(ctx, code, 8, &released, &hit);
        ck_assert(hit && kept[i] == first);
    }
    for (unsigned i = 0; i < DROPPED; i++)
        val_release(get(ctx, code, 8, &released, NULL));
    ck_assert_int_eq(atomic_load(&first->refs) > KEPT, 1);
    for (unsigned i = 0; i < KEPT; i++)
        val_release(kept[i]);
    val_release(first);
    ck_assert_int_eq(atomic_load(&released), 0); /* the cache still holds it */
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.hits, KEPT + DROPPED);
    ck_assert_uint_eq(st.misses, 1);
    ctx_free(ctx);
    ck_assert_int_eq(atomic_load(&released), 1);
    free(kept);
}
END_TEST

struct hammer {
    vj_context *ctx;
    atomic_int *released;
    unsigned seed;
    unsigned wrong;
};

static void *hammer_thread(void *p)
{
    struct hammer *h = p;
    uint64_t rng = h->seed;
    for (unsigned i = 0; i < 20000; i++) {
        uint8_t code[8] = {0};
        code[0] = (uint8_t)(vj_test_rand(&rng) % 48); /* more keys than capacity */
        struct val *v = get(h->ctx, code, 8, h->released, NULL);
        if (v->code[0] != code[0])
            h->wrong++;
        val_release(v);
    }
    return NULL;
}

/* Four threads look up and insert overlapping keys in a cache too small for
 * them: every value matches its key and the references balance. */
START_TEST(four_threads_share_one_cache)
{
    atomic_int released;
    atomic_init(&released, 0);
    vj_context *ctx = ctx_new(32);
    vj_cache_set_hash_mask(ctx, 0xff); /* some collisions too */
    pthread_t th[4];
    struct hammer h[4];
    for (unsigned i = 0; i < 4; i++) {
        h[i] = (struct hammer){ctx, &released, 1000 + i, 0};
        ck_assert_int_eq(pthread_create(&th[i], NULL, hammer_thread, &h[i]), 0);
    }
    for (unsigned i = 0; i < 4; i++) {
        pthread_join(th[i], NULL);
        ck_assert_uint_eq(h[i].wrong, 0);
    }
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.hits + st.misses, 4 * 20000);
    ck_assert_uint_le(st.blocks, 32);
    ctx_free(ctx);
    /* Every value made was released exactly once: misses made them all. */
    ck_assert_int_eq(atomic_load(&released), (int)st.misses);
}
END_TEST

/* ------------------------------------------------- through vj_translate */

/* Machine code for one instruction, assembled for the context's target. */
static size_t assemble(vj_context *ctx, const char *text, uint8_t *buf)
{
    uint8_t *code = NULL;
    size_t len = 0;
    ck_assert_msg(vj_assemble(ctx, text, "test", &code, &len) == VJ_OK, "%s: %s", text,
                  vj_last_error(ctx));
    memcpy(buf, code, len);
    vj_free(code);
    return len;
}

/* Run block on a copy of start with engine e and with the reference
 * evaluator; 1 when the results are the same. */
static int runs_like_the_reference(vj_context *ctx, vj_block *b, const vj_wave *start,
                                   vj_engine e)
{
    vj_wave *x = vj_wave_new(vj_wave_size(start)), *r = vj_wave_new(vj_wave_size(start));
    ck_assert(x && r);
    vj_wave_copy(x, start);
    vj_wave_copy(r, start);
    ck_assert_msg(vj_run(ctx, b, x, e) == VJ_OK, "%s", vj_last_error(ctx));
    ck_assert_int_eq(vj_run(ctx, b, r, VJ_ENGINE_REF), VJ_OK);
    int same = !vj_wave_first_difference(x, r, NULL);
    vj_wave_free(x);
    vj_wave_free(r);
    return same;
}

/* A context that compiles at translation (VJ_JIT_EAGER), the policy whose
 * compile counts these tests pin; opts may be NULL for the defaults. */
static vj_context *eager_context(vj_options *opts)
{
    vj_options o;
    if (!opts) {
        vj_options_init(&o);
        opts = &o;
    }
    opts->jit = VJ_JIT_EAGER;
    return vj_context_new(opts, NULL);
}

START_TEST(translating_the_same_bytes_twice_compiles_once)
{
    vj_context *ctx = eager_context(NULL);
    ck_assert_ptr_nonnull(ctx);
    uint8_t code[12];
    size_t len = assemble(ctx, "v_perm_b32 v1, v2, v3, 0x05040100", code);
    vj_block *a = NULL, *b = NULL;
    ck_assert_int_eq(vj_translate(ctx, code, len, &a), VJ_OK);
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.misses, 1);
    ck_assert_uint_eq(st.hits, 0);
    ck_assert_uint_eq(st.compiles, vj_jit_available() ? 1 : 0);
    ck_assert_int_eq(vj_translate(ctx, code, len, &b), VJ_OK);
    ck_assert_ptr_eq(a, b);
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.hits, 1);
    ck_assert_uint_eq(st.misses, 1);
    ck_assert_uint_eq(st.compiles, vj_jit_available() ? 1 : 0); /* no second compile */
    ck_assert_uint_eq(st.compiled_blocks, vj_jit_available() ? 1 : 0);
    ck_assert_uint_eq(st.blocks, 1);
    vj_block_free(a);
    vj_block_free(b);
    vj_context_free(ctx);
}
END_TEST

/* With every hash equal, blocks of different bytes stay apart: each runs
 * its own code, as the reference evaluator says. */
START_TEST(forced_collisions_never_run_the_wrong_code)
{
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_cache_set_hash_mask(ctx, 0);
    static const char *const text[] = {
        "v_add_nc_u32_e64 v1, v2, v3", "v_sub_nc_u32_e64 v1, v2, v3",
        "v_xor_b32_e64 v1, v2, v3",    "v_perm_b32 v1, v2, v3, 0x00010203",
    };
    uint8_t code[4][12];
    size_t len[4];
    vj_block *b[4];
    for (unsigned i = 0; i < 4; i++) {
        len[i] = assemble(ctx, text[i], code[i]);
        ck_assert_int_eq(vj_translate(ctx, code[i], len[i], &b[i]), VJ_OK);
        for (unsigned j = 0; j < i; j++)
            ck_assert_ptr_ne(b[i], b[j]);
    }
    vj_wave *w = vj_wave_new(32);
    vj_wave_randomize(w, 42);
    for (unsigned i = 0; i < 4; i++) {
        vj_block *again = NULL;
        ck_assert_int_eq(vj_translate(ctx, code[i], len[i], &again), VJ_OK);
        ck_assert_ptr_eq(again, b[i]);
        ck_assert_msg(runs_like_the_reference(ctx, again, w, VJ_ENGINE_AUTO), "%s", text[i]);
        vj_block_free(again);
        vj_block_free(b[i]);
    }
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.hits, 4);
    ck_assert_uint_eq(st.misses, 4);
    vj_wave_free(w);
    vj_context_free(ctx);
}
END_TEST

/* A batch: one compile for all its new blocks; repeats inside the batch and
 * blocks already cached are shared. */
START_TEST(a_batch_compiles_its_new_blocks_once)
{
    vj_context *ctx = eager_context(NULL);
    ck_assert_ptr_nonnull(ctx);
    uint8_t code[4][12];
    size_t len[4];
    len[0] = assemble(ctx, "v_or3_b32 v1, v2, v3, v4", code[0]);
    len[1] = assemble(ctx, "v_bfe_u32 v1, v2, 8, 5", code[1]);
    len[2] = assemble(ctx, "v_mul_hi_i32 v5, v6, s1", code[2]);
    memcpy(code[3], code[0], len[0]);
    len[3] = len[0];
    vj_block *pre = NULL;
    ck_assert_int_eq(vj_translate(ctx, code[2], len[2], &pre), VJ_OK);
    const uint8_t *codes[4] = {code[0], code[1], code[2], code[3]};
    vj_block *out[4];
    vj_stats before, after;
    vj_get_stats(ctx, &before);
    ck_assert_int_eq(vj_translate_batch(ctx, codes, len, 4, out), VJ_OK);
    vj_get_stats(ctx, &after);
    ck_assert_ptr_eq(out[2], pre);
    ck_assert_ptr_eq(out[3], out[0]);
    ck_assert_uint_eq(after.compiles - before.compiles, vj_jit_available() ? 1 : 0);
    ck_assert_uint_eq(after.hits - before.hits, 1); /* code[2]; code[3] was new when looked up */
    ck_assert_uint_eq(after.blocks, 3);
    vj_wave *w = vj_wave_new(32);
    vj_wave_randomize(w, 7);
    vj_wave *x = vj_wave_new(32);
    for (unsigned i = 0; i < 4; i++) {
        ck_assert(runs_like_the_reference(ctx, out[i], w, VJ_ENGINE_AUTO));
        vj_wave_copy(x, w);
        ck_assert_int_eq(vj_run(ctx, out[i], x, VJ_ENGINE_AUTO), VJ_OK);
        ck_assert_int_eq(vj_block_last_engine(out[i]),
                         vj_jit_available() ? VJ_ENGINE_JIT : VJ_ENGINE_INTERP);
        vj_block_free(out[i]);
    }
    vj_wave_free(x);
    vj_block_free(pre);
    vj_wave_free(w);
    vj_context_free(ctx);
}
END_TEST

/* Capacity 2: the third block evicts the first, whose gcc_jit_result is
 * released once nobody holds the block. */
START_TEST(eviction_releases_the_compiled_code)
{
    if (!vj_jit_available()) {
        printf("# SKIP: no JIT, no compiled code to release\n");
        return;
    }
    vj_options o;
    vj_options_init(&o);
    o.cache_capacity = 2;
    o.jit_opt_level = 0;
    vj_context *ctx = eager_context(&o);
    ck_assert_ptr_nonnull(ctx);
    static const char *const text[] = {"v_not_b32_e64 v1, v2", "v_bfrev_b32_e64 v1, v2",
                                       "v_bcnt_u32_b32 v1, v2, 0"};
    for (unsigned i = 0; i < 3; i++) {
        uint8_t code[12];
        size_t len = assemble(ctx, text[i], code);
        vj_block *b = NULL;
        ck_assert_int_eq(vj_translate(ctx, code, len, &b), VJ_OK);
        ck_assert_ptr_null(vj_block_jit_failure(b));
        vj_block_free(b);
        ck_assert_int_eq(vj_jit_live_results(ctx->jit), i < 2 ? (long)i + 1 : 2);
    }
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.evictions, 1);
    ck_assert_uint_eq(st.blocks, 2);
    vj_context_free(ctx);
}
END_TEST

/* A compile that fails: the block records why, VJ_ENGINE_JIT refuses it,
 * vj_block_jit_entry has no code to hand out, AUTO runs it interpreted with
 * the right result. Without libgccjit the reason is that the JIT was not
 * built. */
START_TEST(a_refused_jit_falls_back_to_the_interpreter)
{
    vj_context *ctx = eager_context(NULL);
    ck_assert_ptr_nonnull(ctx);
    if (ctx->jit)
        ck_assert_int_eq(vj_jit_set_extra_option(ctx->jit, "-fvop3jit-no-such-option"), VJ_OK);
    uint8_t code[12];
    size_t len = assemble(ctx, "v_lshl_or_b32 v1, v2, 3, v4", code);
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate(ctx, code, len, &b), VJ_OK);
    const char *why = vj_block_jit_failure(b);
    ck_assert_ptr_nonnull(why);
    ck_assert_msg(strstr(why, ctx->jit ? "compile failed" : "not built") != NULL, "why: %s", why);
    ck_assert_ptr_null(vj_block_jit_entry(ctx, b));
    ck_assert_msg(strstr(vj_last_error(ctx), ctx->jit ? "compile failed" : "not built") != NULL,
                  "%s", vj_last_error(ctx));
    ck_assert_int_eq(vj_block_last_engine(b), VJ_ENGINE_COUNT); /* nothing ran */
    vj_wave *w = vj_wave_new(32);
    vj_wave_randomize(w, 3);
    vj_wave *x = vj_wave_new(32);
    vj_wave_copy(x, w);
    ck_assert_int_eq(vj_run(ctx, b, x, VJ_ENGINE_JIT), VJ_ERR_JIT);
    ck_assert(!vj_wave_first_difference(x, w, NULL)); /* untouched */
    ck_assert(runs_like_the_reference(ctx, b, w, VJ_ENGINE_AUTO));
    ck_assert_int_eq(vj_block_last_engine(b), VJ_ENGINE_REF); /* the reference ran last */
    vj_wave_copy(x, w);
    ck_assert_int_eq(vj_run(ctx, b, x, VJ_ENGINE_AUTO), VJ_OK);
    ck_assert_int_eq(vj_block_last_engine(b), VJ_ENGINE_INTERP);
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.jit_failures, ctx->jit ? 1 : 0);
    ck_assert_uint_eq(st.compiled_blocks, 0);
    vj_block_free(b);
    vj_wave_free(w);
    vj_wave_free(x);
    vj_context_free(ctx);
}
END_TEST

/* vj_block_jit_entry hands out the code vj_run would call. Entered
 * directly it gives the reference evaluator's result, whatever the exec
 * mask (all lanes, none, some: both of the code's variants), in wave32 and
 * wave64, and it stays valid after the cache has evicted the block for as
 * long as the caller holds it (capacity 1, a second block evicts the first).
 * No block: no entry, and a message. */
START_TEST(the_jit_entry_runs_like_the_reference_while_the_block_is_held)
{
    static const char *const text[] = {"v_perm_b32 v2, v0, v1, 0x10203",
                                       "v_lshl_or_b32 v1, v2, 3, v4",
                                       "v_alignbit_b32 v5, v6, v6, 13"};
    ck_assert_ptr_null(vj_block_jit_entry(NULL, NULL));
    for (unsigned ws = 32; ws <= 64; ws += 32) {
        vj_options o;
        vj_options_init(&o);
        o.wave_size = ws;
        o.cache_capacity = 1;
        vj_context *ctx = vj_context_new(&o, NULL);
        ck_assert_ptr_nonnull(ctx);
        ck_assert_ptr_null(vj_block_jit_entry(ctx, NULL));
        ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "NULL block"));
        vj_block *b[3];
        vj_block_fn fn[3];
        for (unsigned i = 0; i < 3; i++) {
            uint8_t code[12];
            size_t len = assemble(ctx, text[i], code);
            ck_assert_int_eq(vj_translate(ctx, code, len, &b[i]), VJ_OK);
            fn[i] = vj_block_jit_entry(ctx, b[i]);
            if (!vj_jit_available()) {
                ck_assert_ptr_null(fn[i]);
                ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "not built"));
                continue;
            }
            ck_assert_msg(fn[i] != NULL, "%s: %s", text[i], vj_last_error(ctx));
            ck_assert_str_eq(vj_last_error(ctx), "");
            ck_assert_int_eq(vj_block_last_engine(b[i]), VJ_ENGINE_JIT);
        }
        vj_stats st;
        vj_get_stats(ctx, &st);
        ck_assert_uint_eq(st.evictions, 2); /* b[0] and b[1] are held, not cached */
        vj_wave *start = vj_wave_new(ws), *x = vj_wave_new(ws), *r = vj_wave_new(ws);
        ck_assert(start && x && r);
        static const uint64_t execs[] = {~0ull, 0, 0x8000000100010001ull, 0x5555aaaa00ff0f0full};
        for (unsigned i = 0; i < 3 && fn[i]; i++)
            for (unsigned k = 0; k < 4; k++) {
                vj_wave_randomize(start, 100 * i + k);
                vj_wave_set_sreg(start, "exec", execs[k]);
                vj_wave_copy(x, start);
                vj_wave_copy(r, start);
                ck_assert_int_eq(fn[i](x), VJ_OK);
                ck_assert_int_eq(vj_run(ctx, b[i], r, VJ_ENGINE_REF), VJ_OK);
                vj_wave_difference d;
                ck_assert_msg(!vj_wave_first_difference(x, r, &d), "%s wave%u exec %#llx: %s lane %d",
                              text[i], ws, (unsigned long long)execs[k], d.reg, d.lane);
            }
        for (unsigned i = 0; i < 3; i++)
            vj_block_free(b[i]);
        vj_wave_free(start);
        vj_wave_free(x);
        vj_wave_free(r);
        vj_context_free(ctx);
    }
}
END_TEST

struct worker {
    vj_context *ctx;
    const uint8_t (*code)[12];
    const size_t *len;
    unsigned ncode, seed, wrong, failed;
};

static void *translate_and_run(void *p)
{
    struct worker *wk = p;
    uint64_t rng = wk->seed;
    vj_wave *start = vj_wave_new(32), *x = vj_wave_new(32), *r = vj_wave_new(32);
    for (unsigned i = 0; start && x && r && i < 40; i++) {
        unsigned k = (unsigned)(vj_test_rand(&rng) % wk->ncode);
        vj_block *b = NULL;
        if (vj_translate(wk->ctx, wk->code[k], wk->len[k], &b) != VJ_OK) {
            wk->failed++;
            continue;
        }
        vj_wave_randomize(start, vj_test_rand(&rng));
        vj_wave_copy(x, start);
        vj_wave_copy(r, start);
        if (vj_run(wk->ctx, b, x, VJ_ENGINE_AUTO) != VJ_OK ||
            vj_run(wk->ctx, b, r, VJ_ENGINE_REF) != VJ_OK)
            wk->failed++;
        else if (vj_wave_first_difference(x, r, NULL))
            wk->wrong++;
        vj_block_free(b);
    }
    vj_wave_free(start);
    vj_wave_free(x);
    vj_wave_free(r);
    return NULL;
}

/* Four threads translate and run overlapping blocks at once through one
 * context whose cache is smaller than the set (so blocks are evicted and
 * recompiled while others run them), with colliding hashes. */
START_TEST(four_threads_translate_and_run_at_once)
{
    vj_options o;
    vj_options_init(&o);
    o.cache_capacity = 4;
    o.jit_opt_level = 0;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_cache_set_hash_mask(ctx, 0x3);
    static const char *const text[] = {
        "v_perm_b32 v1, v2, v3, s4", "v_alignbit_b32 v1, v2, v3, 7",
        "v_med3_i32 v1, v2, v3, v4",  "v_mad_u32_u24 v1, v2, v3, v4",
        "v_cndmask_b32_e64 v1, v2, v3, s6", "v_ashrrev_i64 v[2:3], 5, v[4:5]",
    };
    enum { N = sizeof text / sizeof text[0] };
    uint8_t code[N][12];
    size_t len[N];
    for (unsigned i = 0; i < N; i++)
        len[i] = assemble(ctx, text[i], code[i]);
    pthread_t th[4];
    struct worker wk[4];
    for (unsigned i = 0; i < 4; i++) {
        wk[i] = (struct worker){ctx, (const uint8_t(*)[12])code, len, N, 77 + i, 0, 0};
        ck_assert_int_eq(pthread_create(&th[i], NULL, translate_and_run, &wk[i]), 0);
    }
    for (unsigned i = 0; i < 4; i++) {
        pthread_join(th[i], NULL);
        ck_assert_uint_eq(wk[i].failed, 0);
        ck_assert_uint_eq(wk[i].wrong, 0);
    }
    vj_stats st;
    vj_get_stats(ctx, &st);
    ck_assert_uint_eq(st.hits + st.misses, 4 * 40);
    ck_assert_uint_le(st.blocks, 4);
    printf("# 4 threads: %llu hits, %llu misses, %llu compiles, %llu evictions\n",
           (unsigned long long)st.hits, (unsigned long long)st.misses,
           (unsigned long long)st.compiles, (unsigned long long)st.evictions);
    vj_context_free(ctx);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("cache");
    TCase *tc = tcase_create("cache");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, the_same_bytes_twice_is_a_hit);
    tcase_add_test(tc, forced_collisions_never_return_another_keys_value);
    tcase_add_test(tc, options_are_part_of_the_key);
    tcase_add_test(tc, eviction_drops_the_least_recent_and_releases_it);
    tcase_add_test(tc, many_hits_keep_the_value_alive);
    tcase_add_test(tc, four_threads_share_one_cache);
    tcase_add_test(tc, translating_the_same_bytes_twice_compiles_once);
    tcase_add_test(tc, forced_collisions_never_run_the_wrong_code);
    tcase_add_test(tc, a_batch_compiles_its_new_blocks_once);
    tcase_add_test(tc, eviction_releases_the_compiled_code);
    tcase_add_test(tc, a_refused_jit_falls_back_to_the_interpreter);
    tcase_add_test(tc, the_jit_entry_runs_like_the_reference_while_the_block_is_held);
    tcase_add_test(tc, four_threads_translate_and_run_at_once);
    suite_add_tcase(s, tc);
    /* Its own case: before the fix this hung, and should fail in seconds. */
    tc = tcase_create("capacity");
    tcase_set_timeout(tc, 20);
    tcase_add_test(tc, a_capacity_past_2_63_keeps_every_entry);
    suite_add_tcase(s, tc);
    return s;
}
