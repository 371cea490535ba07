/* block: what a translated block (the public vj_block) holds, shared by the
 * runtime files that build, cache and run blocks. Engines never see it:
 * they get the IR block or the instructions inside. */
#ifndef VJ_RUNTIME_BLOCK_H
#define VJ_RUNTIME_BLOCK_H

#include <pthread.h>
#include <stdint.h>

#include "ir/ir.h"
#include "runtime/runtime.h"

struct vj_jit_code;

/* Where a block's JIT code stands (vj_block.jit_state). */
enum { VJ_BLOCK_JIT_NONE, VJ_BLOCK_JIT_QUEUED, VJ_BLOCK_JIT_DONE };

/* Whether its IR is built (vj_block.ir_state): a block whose code the disk
 * cache holds is translated without it (decoded and checked only), and the
 * lowering, verifying and optimising that only the interpreter and the
 * compiler need is done the first time one of them does. */
enum { VJ_BLOCK_IR_BUILT, VJ_BLOCK_IR_DEFERRED };

struct vj_block {
    /* What vj_run reads on every call, first, in one cache line. JIT: the
     * compiled function (src/jit), published once by the compile queue
     * (tier.c) with a release store, read with an acquire load; NULL until
     * then. It returns 0. */
    int (*jit_fn)(struct vj_wave *w);
    unsigned wave_size;                  /* 32 or 64: the wave state must match */
    int last_engine;                     /* vj_engine of the last vj_run (atomic) */
    unsigned runs;                       /* VJ_ENGINE_AUTO runs without code (relaxed atomic) */
    unsigned hot_at;                     /* the run count that queues it (tiered): its
                                            break-even, or the options' jit_threshold */
    int jit_state;                       /* VJ_BLOCK_JIT_* (atomic) */
    int may_fail;                        /* room movrel: an m0-relative move can stop a run,
                                            as can a global or scalar memory instruction
                                            (issue 31; its JIT code then returns non-zero), so
                                            vj_run's tail call is not for it */
    vj_ir_block ir; /* lowered, verified, optimised when the options say;
                       ir.insts holds the decoded instructions (set once: read
                       them at any time; the nodes only once vj_block_ir) */
    int ir_state;            /* VJ_BLOCK_IR_* (atomic) */
    int optimize;            /* the options' optimize, for a deferred build */
    pthread_mutex_t ir_lock; /* held while a deferred build is done */
    vj_target target;
    int refs;                            /* reference count (atomic): vj_block_retain/release */
    char jit_failure[200];               /* why the JIT refused this block; "" when it did not
                                            (written before jit_state becomes DONE) */
    uint64_t written[VJ_NUM_VGPRS / 64]; /* bitmap of the VGPRs the block writes */
    uint64_t awritten[VJ_NUM_AGPRS / 64];  /* ... and of the AGPRs */
    uint64_t swritten[VJ_SREG_COUNT / 64]; /* the scalars it writes (lane masks) */
    int writes_scc;                      /* a scalar instruction of it writes SCC */
    struct vj_jit_code *jit_code;        /* the code jit_fn lives in (a reference) */
    uint8_t *code;                       /* a copy of its machine code, kept only for the
                                            disk cache's key (NULL without one) */
    size_t code_len;
};

/* Create a block from decoded instructions: lower, verify, optimise (when
 * ctx->opts.optimize), verify again; with defer, only the checks that can
 * refuse an instruction, the rest left to vj_block_ir. One reference;
 * errors go to ctx. */
vj_status vj_block_build(vj_context *ctx, const vj_inst *insts, size_t n, int defer,
                         struct vj_block **out);

/* The block's IR, built now if it was deferred (once, whichever thread
 * asks first). VJ_OK, or the failure, said in err. */
vj_status vj_block_ir(struct vj_block *b, char *err, size_t errsize);

/* Decode len bytes for the context's target and wave size into a malloc'd
 * array (*out, *n). Errors (naming the byte offset) go to ctx. */
vj_status vj_block_decode(vj_context *ctx, const uint8_t *code, size_t len, vj_inst **out,
                          size_t *n);

/* Give new blocks what the JIT policy says: under VJ_JIT_EAGER their code
 * now (queued together and waited for), otherwise nothing yet
 * (translate.c). */
void vj_block_compile_new(vj_context *ctx, struct vj_block **blocks, size_t n);

/* Around a loop of block calls on wave w (vj_run_waves, vj_region_run):
 * set MXCSR once to what the JIT's native float path assumes and mark the
 * wave (fp_held), so that each block's wrapper skips its own MXCSR read,
 * which costs more than a short block; returns what vj_fp_unhold restores.
 * Host code the blocks call back (memory callbacks) must leave MXCSR as it
 * found it. */
unsigned vj_fp_hold(struct vj_wave *w);
void vj_fp_unhold(struct vj_wave *w, unsigned saved);

/* vj_run (run.c) inside a public call that has already cleared the
 * context's error and checked the wave's size (vj_region_run): a block the
 * JIT ran last is its code, called at once, even after some call of the
 * context has failed (vj_run's own hot path then has a message to forget
 * and goes the long way); anything else is vj_run in full. */
vj_status vj_block_run_in_call(vj_context *ctx, struct vj_block *b, vj_wave *wave,
                               vj_engine engine);

void vj_block_retain(struct vj_block *b);
/* Drop one reference; the last frees the block (and its JIT code). */
void vj_block_release(struct vj_block *b);

#endif /* VJ_RUNTIME_BLOCK_H */
