/* run: the public run calls: vj_run and its hot path, vj_run_waves,
 * vj_block_jit_entry and vj_jit_wait. It picks the engine for each run and
 * counts runs toward a tiered compile; it builds and compiles nothing
 * itself (the compile queue in tier.c does). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/fp.h"
#include "interp/guestmem.h"
#include "interp/interp.h"
#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/tier.h"

/* The engine that ran the block last. Stored only when it changes, so that
 * threads running the same block do not keep writing its cache line. */
static void note_engine(vj_block *block, vj_engine e)
{
    if (__atomic_load_n(&block->last_engine, __ATOMIC_RELAXED) != (int)e)
        __atomic_store_n(&block->last_engine, (int)e, __ATOMIC_RELAXED);
}

/* Why block has no JIT code: no JIT at all, the policy, or the compile's
 * refusal. */
static const char *no_jit_reason(const vj_context *ctx, const vj_block *block)
{
    if (ctx->opts.jit == VJ_JIT_OFF)
        return "the JIT is off (VJ_JIT_OFF)";
    if (!ctx->jit)
        return "JIT not built (configured --without-gccjit)";
    if (__atomic_load_n(&block->jit_state, __ATOMIC_ACQUIRE) == VJ_BLOCK_JIT_DONE &&
        block->jit_failure[0])
        return block->jit_failure;
    return "not compiled";
}

static vj_jit_fn code_of(const vj_block *block)
{
    return __atomic_load_n(&block->jit_fn, __ATOMIC_ACQUIRE);
}

/* The block's code, compiling it and waiting when there is none yet (an
 * explicit request for the JIT); NULL when it cannot have any. */
static vj_jit_fn code_on_request(vj_context *ctx, vj_block *block)
{
    vj_jit_fn fn = code_of(block);
    if (fn || !ctx->tier)
        return fn;
    vj_tier_wait_block(ctx, block);
    return code_of(block);
}

vj_block_fn vj_block_jit_entry(vj_context *ctx, vj_block *block)
{
    if (!ctx)
        return NULL;
    vj_ctx_clear_error(ctx);
    if (!block) {
        vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_block_jit_entry: NULL block");
        return NULL;
    }
    vj_jit_fn fn = code_on_request(ctx, block);
    if (!fn) {
        vj_ctx_fail(ctx, VJ_ERR_JIT, "vj_block_jit_entry: the block has no JIT code: %s",
                    no_jit_reason(ctx, block));
        return NULL;
    }
    note_engine(block, VJ_ENGINE_JIT);
    return fn;
}

/* A run the interpreter serves: counted, and under VJ_JIT_TIERED the run
 * that reaches the threshold queues the block (exactly one run does). */
static vj_status interpret(vj_context *ctx, vj_block *block, vj_wave *wave, int tiered)
{
    if (tiered && ctx->tier &&
        __atomic_add_fetch(&block->runs, 1, __ATOMIC_RELAXED) == block->hot_at)
        vj_tier_enqueue(ctx, block, 0);
    char err[VJ_ERRMSG_SIZE]; /* not zero-filled: this is the hot path */
    err[0] = '\0';
    vj_status st = vj_block_ir(block, err, sizeof err);
    if (st == VJ_OK)
        st = vj_interp_run(&block->ir, wave, err, sizeof err);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", err);
    __atomic_add_fetch(&ctx->interp_runs, 1, __ATOMIC_RELAXED);
    note_engine(block, VJ_ENGINE_INTERP);
    return VJ_OK;
}

/* Room movrel: JIT code returned rc, non-zero when an m0-relative index
 * went past v255: 1 + the index of the IR node that found it (the IR the
 * code was built from; a block the disk cache served builds it now, the
 * same). The wave is as it was before the node's instruction, so its m0
 * gives the message the interpreter would have given. */
static vj_status jit_failed(vj_context *ctx, vj_block *block, const vj_wave *wave, int rc)
{
    char msg[VJ_ERRMSG_SIZE];
    msg[0] = '\0';
    vj_status st = vj_block_ir(block, msg, sizeof msg);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", msg);
    size_t k = (size_t)rc - 1;
    const vj_node *nd = k < block->ir.count ? &block->ir.nodes[k] : NULL;
    const vj_inst *in = nd && nd->inst < block->ir.ninsts ? &block->ir.insts[nd->inst] : NULL;
    if (nd && (vj_op_table[nd->op].flags & VJ_OF_MEM)) { /* issue 31: a memory fault */
        vj_guest_fault_message(wave, in, nd->inst, msg, sizeof msg);
        return vj_ctx_fail(ctx, vj_guest_fault_status(wave), "%s", msg);
    }
    unsigned base = 0;
    uint32_t off = 0;
    if (!in || !vj_rel_first_out_of_range(in, wave->s[VJ_SREG_M0], &base, &off))
        return vj_ctx_fail(ctx, VJ_ERR_JIT, "the JIT code of the block failed (code %d)", rc);
    vj_rel_range_message(in, nd->inst, base, off, msg, sizeof msg);
    return vj_ctx_fail(ctx, VJ_ERR_UNSUPPORTED, "%s", msg);
}

vj_status vj_block_jit_status(vj_context *ctx, vj_block *block, const vj_wave *wave, int rc)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!block || !wave)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_block_jit_status: NULL argument");
    return rc ? jit_failed(ctx, block, wave, rc) : VJ_OK;
}

static vj_status run_jit(vj_context *ctx, vj_block *block, vj_wave *wave, vj_jit_fn fn)
{
    int rc = fn(wave);
    return rc ? jit_failed(ctx, block, wave, rc) : VJ_OK;
}

/* vj_run in full: every check, every engine, every error. */
static __attribute__((noinline)) vj_status run_checked(vj_context *ctx, vj_block *block,
                                                       vj_wave *wave, vj_engine engine)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!block || !wave)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_run: NULL argument");
    if (wave->wave_size != block->wave_size)
        return vj_ctx_fail(ctx, VJ_ERR_STATE, "the block is for wave%u, the wave state is wave%u",
                           block->wave_size, wave->wave_size);
    vj_jit_fn fn;
    switch (engine) {
    case VJ_ENGINE_JIT:
        if (!(fn = code_on_request(ctx, block)))
            return vj_ctx_fail(ctx, VJ_ERR_JIT, "%s", no_jit_reason(ctx, block));
        note_engine(block, VJ_ENGINE_JIT);
        return run_jit(ctx, block, wave, fn);
    case VJ_ENGINE_AUTO:
        if ((fn = code_of(block))) {
            note_engine(block, VJ_ENGINE_JIT);
            return run_jit(ctx, block, wave, fn);
        }
        return interpret(ctx, block, wave, ctx->opts.jit == VJ_JIT_TIERED);
    case VJ_ENGINE_INTERP:
        return interpret(ctx, block, wave, 0);
    case VJ_ENGINE_REF: {
        char err[VJ_ERRMSG_SIZE];
        err[0] = '\0';
        vj_status st = vj_ref_run(block->ir.insts, block->ir.ninsts, wave, err, sizeof err);
        if (st != VJ_OK)
            return vj_ctx_fail(ctx, st, "%s", err);
        note_engine(block, VJ_ENGINE_REF);
        return VJ_OK;
    }
    default:
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_run: unknown engine %d", (int)engine);
    }
}

vj_status vj_run_waves(vj_context *ctx, vj_block *block, vj_wave *const *waves, size_t n,
                       vj_engine engine)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!block || (!waves && n))
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_run_waves: NULL argument");
    for (size_t i = 0; i < n; i++) {
        if (!waves[i])
            return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_run_waves: wave %zu is NULL", i);
        if (waves[i]->wave_size != block->wave_size)
            return vj_ctx_fail(ctx, VJ_ERR_STATE,
                               "wave %zu: the block is for wave%u, the wave state is wave%u", i,
                               block->wave_size, waves[i]->wave_size);
    }
    vj_jit_fn fn = engine == VJ_ENGINE_JIT && n ? code_on_request(ctx, block)
                   : engine == VJ_ENGINE_AUTO    ? code_of(block)
                                                 : NULL;
    if (fn) {
        note_engine(block, VJ_ENGINE_JIT);
        /* MXCSR set once for the n calls (vj_fp_hold) */
        unsigned saved = vj_fp_enter(0, 0);
        for (size_t i = 0; i < n; i++) {
            waves[i]->fp_held = 1;
            int rc = fn(waves[i]);
            waves[i]->fp_held = 0;
            if (rc) {
                vj_fp_leave(saved);
                vj_status st = jit_failed(ctx, block, waves[i], rc);
                char msg[VJ_ERRMSG_SIZE];
                snprintf(msg, sizeof msg, "%s", vj_last_error(ctx));
                return vj_ctx_fail(ctx, st, "wave %zu: %s", i, msg);
            }
        }
        vj_fp_leave(saved);
        return VJ_OK;
    }
    for (size_t i = 0; i < n; i++) {
        vj_status st = run_checked(ctx, block, waves[i], engine);
        if (st != VJ_OK) {
            char msg[VJ_ERRMSG_SIZE];
            snprintf(msg, sizeof msg, "%s", vj_last_error(ctx));
            return vj_ctx_fail(ctx, st, "wave %zu: %s", i, msg);
        }
    }
    return VJ_OK;
}

/* The hot path first: the JIT ran this block last time (so there is code,
 * and nothing to record), the wave matches, the block cannot stop a run
 * (room movrel: its code then always returns 0), and no call has ever
 * failed in ctx (no message to forget; a thread's own slot is made by that
 * thread, so a relaxed load sees it). Then it is a few loads and a tail
 * call, with no stack frame. Everything else, the first JIT run of a block
 * included, goes through run_checked. */
vj_status vj_run(vj_context *ctx, vj_block *block, vj_wave *wave, vj_engine engine)
{
    if (ctx && block && wave && (engine == VJ_ENGINE_JIT || engine == VJ_ENGINE_AUTO) &&
        __atomic_load_n(&block->last_engine, __ATOMIC_RELAXED) == VJ_ENGINE_JIT &&
        wave->wave_size == block->wave_size && !block->may_fail &&
        !__atomic_load_n(&ctx->errs, __ATOMIC_RELAXED))
        return (vj_status)code_of(block)(wave); /* always VJ_OK */
    return run_checked(ctx, block, wave, engine);
}

/* MODE 0 rounds to nearest: vj_fp_enter then makes MXCSR 0x1f80, the
 * JIT's MXCSR_NATIVE (src/jit/emit.c). */
unsigned vj_fp_hold(vj_wave *w)
{
    unsigned saved = vj_fp_enter(0, 0);
    w->fp_held = 1;
    return saved;
}

void vj_fp_unhold(vj_wave *w, unsigned saved)
{
    w->fp_held = 0;
    vj_fp_leave(saved);
}

vj_status vj_block_run_in_call(vj_context *ctx, vj_block *block, vj_wave *wave, vj_engine engine)
{
    if ((engine == VJ_ENGINE_JIT || engine == VJ_ENGINE_AUTO) &&
        __atomic_load_n(&block->last_engine, __ATOMIC_RELAXED) == VJ_ENGINE_JIT &&
        !block->may_fail)
        return (vj_status)code_of(block)(wave); /* always VJ_OK */
    return run_checked(ctx, block, wave, engine);
}

vj_status vj_jit_wait(vj_context *ctx)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (ctx->tier)
        vj_tier_wait_all(ctx);
    return VJ_OK;
}
