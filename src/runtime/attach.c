/* attach: sets up and tears down the parts of a context that other runtime
 * files own: the JIT engine (none without libgccjit) and the translation
 * cache. Nothing else; no global state. */
#include "config.h"

#include "jit/jit.h"
#include "runtime/cache.h"
#include "runtime/runtime.h"

/* Until blocks are counted by the pipeline the cache holds plain pointers. */
static void no_retain(void *v)
{
    (void)v;
}

static const vj_cache_ops plain_ops = {no_retain, no_retain};

vj_status vj_runtime_attach(vj_context *ctx)
{
    vj_status st = vj_jit_new(ctx->opts.jit_opt_level, &ctx->jit);
    if (st == VJ_ERR_JIT)
        ctx->jit = NULL; /* built without libgccjit: the interpreter serves */
    else if (st != VJ_OK)
        return st;
    return vj_cache_new(ctx, &plain_ops, vj_jit_march(ctx->jit));
}

void vj_runtime_detach(vj_context *ctx)
{
    /* The cache first: its blocks hold code the engine counts. */
    vj_cache_free(ctx);
    vj_jit_free(ctx->jit);
    ctx->jit = NULL;
}
