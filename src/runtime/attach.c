/* attach: sets up and tears down the parts of a context that other runtime
 * files own: the JIT engine (none without libgccjit) and the translation
 * cache, which holds counted blocks. Nothing else; no global state. */
#include "config.h"

#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/cache.h"
#include "runtime/runtime.h"

static void block_retain(void *b, unsigned n)
{
    __atomic_add_fetch(&((struct vj_block *)b)->refs, (int)n, __ATOMIC_RELAXED);
}

/* All but the last reference at once: the cache holds n of them, so that
 * cannot reach zero; the last goes through vj_block_release, which frees. */
static void block_release(void *b, unsigned n)
{
    if (n > 1)
        __atomic_sub_fetch(&((struct vj_block *)b)->refs, (int)(n - 1), __ATOMIC_RELEASE);
    vj_block_release(b);
}

static const vj_cache_ops block_ops = {block_retain, block_release};

vj_status vj_runtime_attach(vj_context *ctx)
{
    vj_status st = vj_jit_new(ctx->opts.jit_opt_level, &ctx->jit);
    if (st == VJ_ERR_JIT)
        ctx->jit = NULL; /* built without libgccjit: the interpreter serves */
    else if (st != VJ_OK)
        return st;
    return vj_cache_new(ctx, &block_ops, vj_jit_march(ctx->jit));
}

void vj_runtime_detach(vj_context *ctx)
{
    /* The cache first: its blocks hold code the engine counts. */
    vj_cache_free(ctx);
    vj_jit_free(ctx->jit);
    ctx->jit = NULL;
}
