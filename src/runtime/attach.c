/* attach: sets up and tears down the parts of a context that other runtime
 * files own: the JIT engine and its compile queue (none without libgccjit
 * or under VJ_JIT_OFF) and the translation cache, which holds counted
 * blocks. Nothing else; no global state. */
#include "config.h"

#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/cache.h"
#include "runtime/disk.h"
#include "runtime/runtime.h"
#include "runtime/tier.h"

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
    const vj_options *o = &ctx->opts;
    ctx->threshold = o->jit_threshold; /* 0: each block's own (vj_tier_threshold) */
    char march[16];
    vj_jit_detect_march(march, sizeof march);
    if (o->jit != VJ_JIT_OFF) {
        vj_jit_config c = {.opt_level = o->jit_opt_level,
                           .in_process = o->jit_in_process,
                           .helper = o->jit_helper,
                           .timeout_ms = o->jit_timeout_ms};
        vj_status st = vj_jit_new_config(&c, &ctx->jit);
        if (st == VJ_ERR_JIT)
            ctx->jit = NULL; /* built without libgccjit: the interpreter serves */
        else if (st != VJ_OK)
            return st;
        if (ctx->jit && (st = vj_tier_new(ctx)) != VJ_OK)
            return st;
    }
    vj_status st = vj_disk_open(ctx);
    if (st != VJ_OK)
        return st;
    ctx->opts.jit_helper = NULL; /* read above; the caller's string is not kept */
    /* The cache key names the -march code would be built for, whether or
     * not this context compiles: the same key in every policy. */
    return vj_cache_new(ctx, &block_ops, march);
}

void vj_runtime_detach(vj_context *ctx)
{
    /* The queue first (it holds blocks and uses the engine), then the
     * cache; blocks the caller still holds keep their code, and the code
     * keeps the engine. */
    vj_tier_free(ctx);
    vj_disk_close(ctx);
    vj_cache_free(ctx);
    vj_jit_free(ctx->jit);
    ctx->jit = NULL;
}
