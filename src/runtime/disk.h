/* disk: the persistent cache of compiled code, one pack file per compiled
 * batch, each block keyed by an XXH3-128 of everything its code depends on.
 * It loads code only from a file that passes every check (owner, mode, no
 * symlink, structure, checksums, the block's whole key) and writes through a
 * temporary file and a rename. It never compiles: tier.c hands it what the
 * helpers built. */
#ifndef VJ_RUNTIME_DISK_H
#define VJ_RUNTIME_DISK_H

#include <stddef.h>

#include "runtime/block.h"
#include "runtime/runtime.h"

/* Open ctx->disk from opts.cache_dir or $VOP3JIT_CACHE_DIR (none: NULL, no
 * error). A directory that cannot be used leaves ctx->disk NULL and a reason
 * for vj_disk_cache_problem. Needs ctx->jit (no JIT: no disk cache). */
vj_status vj_disk_open(vj_context *ctx);
void vj_disk_close(vj_context *ctx);

/* Give b, translated from len bytes of code, its code from the disk cache
 * when a valid entry is there: 1 when it did (the block is then done, as if
 * compiled), 0 otherwise; then b keeps a copy of the bytes, the key of the
 * entry its compile will store. */
int vj_disk_load(vj_context *ctx, struct vj_block *b, const uint8_t *code, size_t len);

/* Whether the key table names a pack, not refused, that holds the code of
 * these len bytes (loading nothing): the block's code is then most likely
 * on disk, and translation may defer what only the interpreter needs. 0
 * without a disk cache. */
int vj_disk_listed(vj_context *ctx, const uint8_t *code, size_t len);

/* Look up, on a thread of its own, the code of the blocks codes[which[j]],
 * j < n, loading the packs that hold it, while the caller builds them.
 * NULL when there is no disk cache, too few blocks to be worth a thread,
 * or no thread. Then, after vj_disk_prefetch_wait, vj_disk_load_prefetched
 * (pf, j, ...) does for the block of which[j] what vj_disk_load does, with
 * what the thread found (or by itself when pf is NULL). Whatever happens,
 * end with vj_disk_prefetch_end, while codes, lens and which are there. */
struct vj_disk_prefetch;
struct vj_disk_prefetch *vj_disk_prefetch(vj_context *ctx, const uint8_t *const *codes,
                                          const size_t *lens, const size_t *which, size_t n);
void vj_disk_prefetch_wait(struct vj_disk_prefetch *pf);
int vj_disk_load_prefetched(vj_context *ctx, struct vj_disk_prefetch *pf, size_t j,
                            struct vj_block *b, const uint8_t *code, size_t len);
void vj_disk_prefetch_end(struct vj_disk_prefetch *pf);

/* Store the code of blocks[which[j]] for j < m, function "vj_block_<j>" of
 * the object file at path. Failures (a full disk) are counted, not fatal. */
void vj_disk_store(vj_context *ctx, struct vj_block *const *blocks, const char *path,
                   const size_t *which, size_t m);

#endif /* VJ_RUNTIME_DISK_H */
