/* cache: the translation cache of a context. Keys are the instruction bytes
 * plus everything else that changes the translation; values are opaque,
 * counted by the caller's retain/release. It never compiles anything. */
#ifndef VJ_CACHE_H
#define VJ_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "runtime/runtime.h"

/* How the cache holds a value: retain on every hand-out and insertion,
 * release when an entry is dropped (eviction, context free). */
typedef struct vj_cache_ops {
    void (*retain)(void *value);
    void (*release)(void *value);
} vj_cache_ops;

/* A lookup key: a 64-bit XXH3 hash of code seeded by the hash of the header,
 * where the header says library version, target, wave size, engine options
 * and -march. The hash only picks a bucket (the bytes are always compared),
 * so 64 bits are plenty. Built on the caller's stack; code is not copied
 * until insertion. */
typedef struct vj_cache_key {
    uint64_t hash;             /* before the test hook's mask */
    const uint8_t *code;
    size_t len;
} vj_cache_key;

/* Create ctx->cache (capacity entries) with the context's key header; march
 * is the JIT's -march ("" without one). Call with no lock held. */
vj_status vj_cache_new(vj_context *ctx, const vj_cache_ops *ops, const char *march);
/* Drop every entry (releasing the values) and free ctx->cache. */
void vj_cache_free(vj_context *ctx);

/* Hash code under the context's header. */
void vj_cache_key_make(const vj_context *ctx, const uint8_t *code, size_t len, vj_cache_key *k);

/* The value stored under exactly this key (hash, header and bytes all
 * compared), retained for the caller, or NULL. Counts a hit or a miss. */
void *vj_cache_lookup(vj_context *ctx, const vj_cache_key *k);

/* Store value under k. When an equal key is already there (another thread
 * got there first), that value is returned retained and value is not
 * stored; otherwise value is stored (retained) and returned as is, without
 * an extra reference. The least recently used entries beyond the capacity
 * are released. NULL only when memory ran out (value not stored). */
void *vj_cache_insert(vj_context *ctx, const vj_cache_key *k, void *value);

/* Test hook: AND every later hash with mask (0 makes every key collide).
 * The full key compare must keep lookups correct whatever the mask. */
void vj_cache_set_hash_mask(vj_context *ctx, uint64_t mask);

#endif /* VJ_CACHE_H */
