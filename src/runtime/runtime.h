/* runtime: what the runtime's files share: the context, its options, and the
 * per-thread error message. Engines and the frontend never include this. */
#ifndef VJ_RUNTIME_H
#define VJ_RUNTIME_H

#include <pthread.h>
#include <stdarg.h>

#include "vop3jit.h"

struct vj_errslot;
struct vj_cache;
struct vj_jit;

struct vj_context {
    vj_options opts;      /* as given, with defaults filled in */
    unsigned wave_size;   /* resolved: opts.wave_size or the target's default */
    pthread_mutex_t lock; /* guards errs, cache and stats */
    struct vj_errslot *errs; /* one message per thread that has failed here */
    struct vj_cache *cache;  /* translation cache (src/runtime/cache.c) */
    struct vj_jit *jit;      /* JIT engine, NULL without libgccjit */
    vj_stats stats;
};

/* Record a message for the calling thread and return status, so a failing
 * function can say `return vj_ctx_fail(ctx, VJ_ERR_ARG, "...", ...);`. */
vj_status vj_ctx_fail(vj_context *ctx, vj_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
vj_status vj_ctx_vfail(vj_context *ctx, vj_status status, const char *fmt, va_list ap);

/* Forget the calling thread's message (at the start of a public call). */
void vj_ctx_clear_error(vj_context *ctx);

/* Set up and tear down the parts of a context other runtime files own
 * (translation cache, JIT engine): src/runtime/attach.c. */
vj_status vj_runtime_attach(vj_context *ctx);
void vj_runtime_detach(vj_context *ctx);

#define VJ_ERRMSG_SIZE 512

#endif /* VJ_RUNTIME_H */
