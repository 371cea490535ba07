/* cache: the translation cache: a hash table over XXH3-64 of the code bytes,
 * seeded by the context's key header, with an LRU list bounding its size. A
 * hash only picks the bucket; the full key is compared before a value is
 * handed out. One cache serves one context, whose options never change, so
 * the header is the same for every entry: it lives once, in the cache, and
 * enters every hash through the seed. The table grows with the entries, not
 * with the capacity, which is only a bound (any size_t, SIZE_MAX for none). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define XXH_INLINE_ALL
#include <xxhash.h>

#include "runtime/cache.h"

/* What besides the bytes decides a translation. Fixed size, zero-padded, so
 * that it can be hashed and compared as bytes. */
struct key_header {
    char version[16];
    char march[16];
    uint32_t target, wave_size, optimize, jit_opt_level;
};

struct entry {
    struct entry *chain;             /* next in the bucket */
    struct entry *newer, *older;     /* LRU list */
    uint64_t hash;                   /* after the test hook's mask */
    void *value;
    size_t len;                      /* code bytes */
    uint8_t code[];
};

struct vj_cache {
    vj_cache_ops ops;
    struct key_header header;        /* what besides the bytes keys a translation */
    uint64_t seed;                   /* XXH3-64 of the header */
    uint64_t hash_mask;              /* ~0 except under the test hook */
    size_t capacity, count, nbuckets;
    struct entry **buckets;
    struct entry lru;                /* sentinel: lru.older is the newest entry */
};

/* The table starts this small and doubles when the entries outnumber its
 * buckets, so that the load factor stays <= 1 whatever the capacity. */
#define MIN_BUCKETS 64

vj_status vj_cache_new(vj_context *ctx, const vj_cache_ops *ops, const char *march)
{
    if (!ctx || !ops || !ops->retain || !ops->release)
        return VJ_ERR_ARG;
    struct vj_cache *c = calloc(1, sizeof *c);
    if (!c)
        return VJ_ERR_NOMEM;
    c->ops = *ops;
    snprintf(c->header.version, sizeof c->header.version, "%s", VJ_VERSION_STRING);
    snprintf(c->header.march, sizeof c->header.march, "%s", march ? march : "");
    c->header.target = (uint32_t)ctx->opts.target;
    c->header.wave_size = ctx->wave_size;
    c->header.optimize = ctx->opts.optimize != 0;
    c->header.jit_opt_level = (uint32_t)ctx->opts.jit_opt_level;
    c->seed = XXH3_64bits(&c->header, sizeof c->header);
    c->hash_mask = ~0ull;
    c->capacity = ctx->opts.cache_capacity ? ctx->opts.cache_capacity : 4096;
    c->nbuckets = MIN_BUCKETS;
    c->buckets = calloc(c->nbuckets, sizeof *c->buckets);
    if (!c->buckets) {
        free(c);
        return VJ_ERR_NOMEM;
    }
    c->lru.newer = c->lru.older = &c->lru;
    ctx->cache = c;
    return VJ_OK;
}

void vj_cache_free(vj_context *ctx)
{
    if (!ctx || !ctx->cache)
        return;
    struct vj_cache *c = ctx->cache;
    for (struct entry *e = c->lru.older, *next; e != &c->lru; e = next) {
        next = e->older;
        c->ops.release(e->value);
        free(e);
    }
    free(c->buckets);
    free(c);
    ctx->cache = NULL;
}

void vj_cache_key_make(const vj_context *ctx, const uint8_t *code, size_t len, vj_cache_key *k)
{
    const struct vj_cache *c = ctx->cache;
    k->hash = XXH3_64bits_withSeed(code, len, c->seed);
    k->code = code;
    k->len = len;
}

/* Every entry shares its cache's header (see the top of the file), so the
 * full key left to compare is the hash and the code bytes. */
static int same_key(const struct entry *e, uint64_t hash, const vj_cache_key *k)
{
    return e->hash == hash && e->len == k->len &&
           (k->len == 0 || memcmp(e->code, k->code, k->len) == 0);
}

/* Caller holds ctx->lock. */
static struct entry *find(struct vj_cache *c, const vj_cache_key *k, uint64_t hash)
{
    for (struct entry *e = c->buckets[hash & (c->nbuckets - 1)]; e; e = e->chain)
        if (same_key(e, hash, k))
            return e;
    return NULL;
}

static void lru_unlink(struct entry *e)
{
    e->newer->older = e->older;
    e->older->newer = e->newer;
}

static void lru_push_newest(struct vj_cache *c, struct entry *e)
{
    e->older = c->lru.older;
    e->newer = &c->lru;
    c->lru.older->newer = e;
    c->lru.older = e;
}

void *vj_cache_lookup(vj_context *ctx, const vj_cache_key *k)
{
    struct vj_cache *c = ctx->cache;
    pthread_mutex_lock(&ctx->lock);
    struct entry *e = find(c, k, k->hash & c->hash_mask);
    void *v = NULL;
    if (e) {
        if (e != c->lru.older) { /* the newest already: nothing to move */
            lru_unlink(e);
            lru_push_newest(c, e);
        }
        v = e->value;
        c->ops.retain(v);
        ctx->stats.hits++;
    } else {
        ctx->stats.misses++;
    }
    pthread_mutex_unlock(&ctx->lock);
    return v;
}

/* Double the table when the entries outnumber its buckets. When memory runs
 * out the old table stays: chains get longer, lookups stay right. Caller
 * holds ctx->lock. */
static void grow(struct vj_cache *c)
{
    if (c->count <= c->nbuckets || c->nbuckets > SIZE_MAX / 2 / sizeof *c->buckets)
        return;
    size_t nb = c->nbuckets * 2;
    struct entry **b = calloc(nb, sizeof *b);
    if (!b)
        return;
    for (struct entry *e = c->lru.older; e != &c->lru; e = e->older) {
        size_t i = e->hash & (nb - 1);
        e->chain = b[i];
        b[i] = e;
    }
    free(c->buckets);
    c->buckets = b;
    c->nbuckets = nb;
}

void *vj_cache_insert(vj_context *ctx, const vj_cache_key *k, void *value)
{
    struct vj_cache *c = ctx->cache;
    struct entry *ne = malloc(sizeof *ne + k->len);
    if (!ne)
        return NULL;
    ne->value = value;
    ne->len = k->len;
    if (k->len)
        memcpy(ne->code, k->code, k->len);
    struct entry *evicted = NULL;
    pthread_mutex_lock(&ctx->lock);
    ne->hash = k->hash & c->hash_mask;
    struct entry *old = find(c, k, ne->hash);
    if (old) {
        void *v = old->value;
        c->ops.retain(v);
        pthread_mutex_unlock(&ctx->lock);
        free(ne);
        return v;
    }
    size_t b = ne->hash & (c->nbuckets - 1);
    ne->chain = c->buckets[b];
    c->buckets[b] = ne;
    lru_push_newest(c, ne);
    c->ops.retain(value);
    c->count++;
    /* Evict from the old end; release outside the lock (it may unload code). */
    while (c->count > c->capacity) {
        struct entry *e = c->lru.newer;
        lru_unlink(e);
        struct entry **pp = &c->buckets[e->hash & (c->nbuckets - 1)];
        while (*pp != e)
            pp = &(*pp)->chain;
        *pp = e->chain;
        c->count--;
        ctx->stats.evictions++;
        e->chain = evicted;
        evicted = e;
    }
    grow(c);
    ctx->stats.blocks = c->count;
    pthread_mutex_unlock(&ctx->lock);
    while (evicted) {
        struct entry *next = evicted->chain;
        c->ops.release(evicted->value);
        free(evicted);
        evicted = next;
    }
    return value;
}

void vj_cache_set_hash_mask(vj_context *ctx, uint64_t mask)
{
    pthread_mutex_lock(&ctx->lock);
    ctx->cache->hash_mask = mask;
    pthread_mutex_unlock(&ctx->lock);
}
