/* attach: sets up and tears down the parts of a context that other runtime
 * files own: the JIT engine (none without libgccjit) and the translation
 * cache, which holds counted blocks. Nothing else; no global state. */
#include "config.h"

#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/cache.h"
#include "runtime/runtime.h"

static void block_retain(void *b)
{
    vj_block_retain(b);
}

static void block_release(void *b)
{
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
