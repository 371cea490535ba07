/* context: creating and freeing a vj_context, its options, and the error
 * message kept per context and per calling thread. No global state. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "runtime/runtime.h"

/* One thread's last message in one context. Threads that stop leave their
 * slot behind; a new thread with a recycled id reuses it. */
struct vj_errslot {
    pthread_t thread;
    struct vj_errslot *next;
    char msg[VJ_ERRMSG_SIZE];
    vj_status status; /* of the failure msg says, VJ_OK when there is none */
    vj_position where;
};

void vj_options_init(vj_options *opts)
{
    if (!opts)
        return;
    memset(opts, 0, sizeof *opts);
    opts->target = VJ_TARGET_DEFAULT;
    opts->wave_size = 0;
    opts->optimize = 1;
    opts->jit_opt_level = 1; /* the cheap vectorising level (src/jit/emit.c) */
    opts->cache_capacity = 0;
}

/* GFX9 (CDNA1-4) runs wave64 only. The frontend refuses wave32 there on
 * every call, as if the code were wrong (src/frontend asm.c, decode.c);
 * the context refuses the options once, where the caller can tell that it
 * is the options. */
static int target_runs_wave(vj_target target, unsigned wave_size)
{
    return wave_size == 0 || wave_size == 64 ||
           (wave_size == 32 && vj_target_family(target) != VJ_FAM_GFX9);
}

vj_context *vj_context_new(const vj_options *opts, vj_status *status)
{
    vj_options o;
    vj_status dummy;
    if (!status)
        status = &dummy;
    if (opts)
        o = *opts;
    else
        vj_options_init(&o);
    if ((unsigned)o.target >= VJ_TARGET_COUNT ||
        (o.wave_size != 0 && o.wave_size != 32 && o.wave_size != 64) || o.jit_opt_level < 0 ||
        o.jit_opt_level > 3 || (unsigned)o.jit >= VJ_JIT_POLICY_COUNT ||
        !target_runs_wave(o.target, o.wave_size)) {
        *status = VJ_ERR_ARG;
        return NULL;
    }
    if (o.cache_capacity == 0)
        o.cache_capacity = 4096;
    vj_context *ctx = vj_alloc_hot(sizeof *ctx);
    if (!ctx) {
        *status = VJ_ERR_NOMEM;
        return NULL;
    }
    ctx->opts = o;
    ctx->wave_size = o.wave_size ? o.wave_size : vj_target_default_wave(o.target);
    if (pthread_mutex_init(&ctx->lock, NULL) != 0) {
        free(ctx);
        *status = VJ_ERR_NOMEM;
        return NULL;
    }
    *status = vj_runtime_attach(ctx);
    if (*status != VJ_OK) {
        vj_context_free(ctx);
        return NULL;
    }
    return ctx;
}

void vj_context_free(vj_context *ctx)
{
    if (!ctx)
        return;
    vj_dispatch_forget(ctx); /* their blocks before the cache and the JIT */
    vj_runtime_detach(ctx);
    for (struct vj_errslot *e = ctx->errs, *next; e; e = next) {
        next = e->next;
        free(e);
    }
    pthread_mutex_destroy(&ctx->lock);
    free(ctx);
}

const vj_options *vj_context_options(const vj_context *ctx)
{
    return ctx ? &ctx->opts : NULL;
}

/* The calling thread's slot, or NULL. Needs no lock: slots are only ever
 * added, at the head, complete before the release store that publishes
 * them, and a slot's message is only ever touched by its own thread. */
static struct vj_errslot *own_slot(const vj_context *ctx)
{
    pthread_t self = pthread_self();
    for (struct vj_errslot *e = __atomic_load_n(&ctx->errs, __ATOMIC_ACQUIRE); e; e = e->next)
        if (pthread_equal(e->thread, self))
            return e;
    return NULL;
}

/* The calling thread's slot, created if need be. Caller holds the lock. */
static struct vj_errslot *make_slot(vj_context *ctx)
{
    struct vj_errslot *e = own_slot(ctx);
    if (e)
        return e;
    pthread_t self = pthread_self();
    e = calloc(1, sizeof *e);
    if (!e)
        return NULL;
    e->thread = self;
    e->next = ctx->errs;
    __atomic_store_n(&ctx->errs, e, __ATOMIC_RELEASE);
    return e;
}

static vj_status vfail_at(vj_context *ctx, vj_status status, vj_position where, const char *fmt,
                          va_list ap)
{
    if (!ctx)
        return status;
    pthread_mutex_lock(&ctx->lock);
    struct vj_errslot *e = make_slot(ctx);
    pthread_mutex_unlock(&ctx->lock);
    if (e) {
        vsnprintf(e->msg, sizeof e->msg, fmt, ap);
        e->status = status;
        e->where = where;
    }
    return status;
}

vj_status vj_ctx_vfail(vj_context *ctx, vj_status status, const char *fmt, va_list ap)
{
    return vfail_at(ctx, status, VJ_POSITION_NONE, fmt, ap);
}

vj_status vj_ctx_fail_at(vj_context *ctx, vj_status status, vj_position where, const char *fmt,
                         ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail_at(ctx, status, where, fmt, ap);
    va_end(ap);
    return status;
}

vj_status vj_ctx_fail(vj_context *ctx, vj_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vj_ctx_vfail(ctx, status, fmt, ap);
    va_end(ap);
    return status;
}

void vj_ctx_clear_error(vj_context *ctx)
{
    if (!ctx)
        return;
    /* The hot path (vj_run, a cache hit) calls this every time: no lock, and
     * no store unless there is a message to forget. */
    struct vj_errslot *e = own_slot(ctx);
    if (e && e->msg[0]) {
        e->msg[0] = '\0';
        e->status = VJ_OK;
        e->where = VJ_POSITION_NONE;
    }
}

const char *vj_last_error(const vj_context *cctx)
{
    if (!cctx)
        return "no context";
    struct vj_errslot *e = own_slot(cctx);
    return e ? e->msg : "";
}

void vj_last_error_info(const vj_context *ctx, vj_error *out)
{
    if (!out)
        return;
    *out = (vj_error){VJ_OK, VJ_NO_POSITION, VJ_NO_POSITION, 0, 0, ""};
    if (!ctx) {
        out->status = VJ_ERR_ARG;
        out->message = "no context";
        return;
    }
    struct vj_errslot *e = own_slot(ctx);
    if (!e || !e->msg[0])
        return;
    out->status = e->status;
    out->offset = e->where.offset;
    out->index = e->where.index;
    out->line = e->where.line;
    out->column = e->where.column;
    out->message = e->msg;
}

void vj_free(void *p)
{
    free(p);
}

void vj_get_stats(const vj_context *cctx, vj_stats *out)
{
    vj_context *ctx = (vj_context *)cctx;
    if (!ctx || !out)
        return;
    pthread_mutex_lock(&ctx->lock);
    *out = ctx->stats;
    pthread_mutex_unlock(&ctx->lock);
    out->interp_runs = __atomic_load_n(&ctx->interp_runs, __ATOMIC_RELAXED);
}
