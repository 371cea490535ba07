/* runtime: what the runtime's files share: the context, its options, and the
 * per-thread error message. Engines and the frontend never include this. */
#ifndef VJ_RUNTIME_H
#define VJ_RUNTIME_H

#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "vop3jit.h"

struct vj_errslot;
struct vj_cache;
struct vj_jit;
struct vj_tier;
struct vj_disk;
struct vj_asm_result;

struct vj_context {
    /* First: vj_run reads it on every call (see vj_alloc_hot). */
    struct vj_errslot *errs; /* one message per thread that has failed here */
    vj_options opts;      /* as given, with defaults filled in */
    unsigned wave_size;   /* resolved: opts.wave_size or the target's default */
    pthread_mutex_t lock; /* guards errs, cache and stats */
    struct vj_cache *cache;  /* translation cache (src/runtime/cache.c) */
    struct vj_jit *jit;      /* JIT engine, NULL without libgccjit or under VJ_JIT_OFF */
    struct vj_tier *tier;    /* compile queue and workers (tier.c), NULL with no jit */
    struct vj_disk *disk;    /* disk cache of compiled code (disk.c), NULL with none */
    char disk_problem[320];  /* why the disk cache directory was refused; "" if not */
    unsigned threshold;      /* opts.jit_threshold; 0: each block's break-even */
    uint64_t interp_runs;    /* relaxed atomic, added to stats when read */
    vj_stats stats;
    /* vj_dispatch's regions, kept for the next dispatch of the same kernel
     * (its blocks and their JIT code): under lock, each with its users
     * (dispatch.c); freed with the context. */
    struct vj_dregion {
        struct vj_region *r;
        unsigned users;
        uint64_t used; /* a counter: the least recently used one goes first */
    } dregions[8];
    uint64_t dregion_clock;
};

/* Whether a region holds these bytes at this base (region.c). */
int vj_region_same(const struct vj_region *r, const uint8_t *code, size_t len, uint64_t base);
/* Free the dispatch regions a context kept (dispatch.c). */
void vj_dispatch_forget(vj_context *ctx);

/* Record a message for the calling thread and return status, so a failing
 * function can say `return vj_ctx_fail(ctx, VJ_ERR_ARG, "...", ...);`. */
vj_status vj_ctx_fail(vj_context *ctx, vj_status status, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
vj_status vj_ctx_vfail(vj_context *ctx, vj_status status, const char *fmt, va_list ap);

/* The same, with where it happened as fields (vj_last_error_info): a byte
 * offset and instruction index (VJ_NO_POSITION when unknown) and a text line
 * and column (0 when the input was not text). */
typedef struct vj_position {
    size_t offset, index;
    unsigned line, column;
} vj_position;
#define VJ_POSITION_NONE ((vj_position){VJ_NO_POSITION, VJ_NO_POSITION, 0, 0})
vj_status vj_ctx_fail_at(vj_context *ctx, vj_status status, vj_position where, const char *fmt,
                         ...) __attribute__((format(printf, 4, 5)));

/* Forget the calling thread's message (at the start of a public call). */
void vj_ctx_clear_error(vj_context *ctx);

/* Assemble text for the context's target and wave size into *res (the
 * frontend's vj_asm_result); a failure is recorded in ctx with the
 * assembler's "file:line:col: error: ..." message: src/runtime/frontend_api.c. */
vj_status vj_ctx_assemble(vj_context *ctx, const char *text, const char *filename,
                          struct vj_asm_result *res);

/* Set up and tear down the parts of a context other runtime files own
 * (translation cache, JIT engine): src/runtime/attach.c. */
vj_status vj_runtime_attach(vj_context *ctx);
void vj_runtime_detach(vj_context *ctx);

#define VJ_ERRMSG_SIZE 512

/* A zeroed allocation aligned to 256 bytes, for the structures vj_run reads
 * on every call: the context, a block, a wave. A VGPR row is 256 bytes, so
 * the fields at the start of a context or block then share the low 12
 * address bits only with the first lanes of a row, which a block's code
 * stores first. The loads vj_run makes right after the previous call's
 * stores thus 4K-alias (same low 12 bits: the core holds the load back until
 * it can rule the store out) the oldest of those stores instead of wherever
 * malloc happened to put them: bswap64x8 in wave64 spent 2.4-7.5 ns a call
 * in vj_run depending on the wave's address, and 0.4-1.6 ns after. NULL when
 * memory runs out; release with free. */
static inline void *vj_alloc_hot(size_t size)
{
    size_t rounded = (size + 255) / 256 * 256; /* aligned_alloc wants a multiple */
    void *p = aligned_alloc(256, rounded);
    if (p)
        memset(p, 0, rounded);
    return p;
}

#endif /* VJ_RUNTIME_H */
