/* test_cache: the translation cache on its own, with counted stand-in values:
 * hits and misses, full-key comparison under forced hash collisions, LRU
 * eviction that releases, and four threads sharing one cache. */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

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
    ck_assert(ka.lo != kb.lo || ka.hi != kb.hi);
    ck_assert(ka.lo != kc.lo || ka.hi != kc.hi);
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

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("cache");
    TCase *tc = tcase_create("cache");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, the_same_bytes_twice_is_a_hit);
    tcase_add_test(tc, forced_collisions_never_return_another_keys_value);
    tcase_add_test(tc, options_are_part_of_the_key);
    tcase_add_test(tc, eviction_drops_the_least_recent_and_releases_it);
    tcase_add_test(tc, four_threads_share_one_cache);
    suite_add_tcase(s, tc);
    return s;
}
