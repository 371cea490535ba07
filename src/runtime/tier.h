/* tier: the compile queue of a context and the threads that serve it, each
 * driving one compile helper (src/jit worker). Blocks are queued when they
 * get hot (tiered) or when a caller asks for code (eager, VJ_ENGINE_JIT);
 * code is published into the block with one release store. */
#ifndef VJ_RUNTIME_TIER_H
#define VJ_RUNTIME_TIER_H

#include <stddef.h>

#include "runtime/block.h"
#include "runtime/runtime.h"

/* The VJ_ENGINE_AUTO runs after which a block of insts instructions is
 * queued under VJ_JIT_TIERED when the options set no jit_threshold: where
 * what its code saves per run has paid for its compile (tier.c). */
unsigned vj_tier_threshold(size_t insts, unsigned wave_size);

/* Make ctx->tier (no thread starts until the first block is queued). */
vj_status vj_tier_new(vj_context *ctx);
/* Cancel what is queued and running (helpers are killed, in-process
 * compiles finish first), join the threads, free ctx->tier. */
void vj_tier_free(vj_context *ctx);

/* Queue a block for a compile once: a block already queued or done is left
 * as it is. urgent puts it at the front. */
void vj_tier_enqueue(vj_context *ctx, struct vj_block *b, int urgent);
/* Queue n blocks (urgent) and wait until each is done. */
void vj_tier_compile_now(vj_context *ctx, struct vj_block *const *blocks, size_t n);
/* Wait until b is done (compiled or refused); queue it first if need be. */
void vj_tier_wait_block(vj_context *ctx, struct vj_block *b);
/* Wait until the queue is empty and no compile runs. */
void vj_tier_wait_all(vj_context *ctx);

#endif /* VJ_RUNTIME_TIER_H */
