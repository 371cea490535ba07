/* pipeline: the public translate and run calls: decode -> lower -> verify ->
 * optimise -> verify, then run a block on the engine asked for. It glues the
 * rooms together and records errors in the context; no semantics live here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "interp/interp.h"
#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/translate.h"

vj_status vj_block_decode(vj_context *ctx, const uint8_t *code, size_t len, vj_inst **out,
                          size_t *n)
{
    *out = NULL;
    *n = 0;
    size_t cap = len / 8 + 1, count = 0;
    vj_inst *insts = malloc(cap * sizeof *insts);
    if (!insts)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory decoding %zu bytes", len);
    for (size_t off = 0; off < len;) {
        vj_report r;
        vj_status st = vj_decode_report(ctx->opts.target, ctx->wave_size, code, len, off,
                                        &insts[count], &r);
        if (st != VJ_OK) {
            free(insts);
            return vj_ctx_fail(ctx, st, "%s", r.text.msg);
        }
        off += insts[count].len;
        count++;
    }
    *out = insts;
    *n = count;
    return VJ_OK;
}

vj_status vj_block_build(vj_context *ctx, const vj_inst *insts, size_t n, struct vj_block **out)
{
    *out = NULL;
    struct vj_block *b = vj_alloc_hot(sizeof *b);
    if (!b)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for a block");
    b->target = ctx->opts.target;
    b->wave_size = ctx->wave_size;
    b->refs = 1;
    b->last_engine = VJ_ENGINE_COUNT; /* not run yet */
    vj_ir_init(&b->ir, b->target, b->wave_size);
    char err[VJ_ERRMSG_SIZE];
    vj_status st = vj_lower(&b->ir, insts, n, err, sizeof err);
    if (st == VJ_OK) {
        st = vj_ir_verify(&b->ir, err, sizeof err);
        if (st != VJ_OK)
            st = vj_ctx_fail(ctx, st, "lowering produced invalid IR: %s", err);
    } else {
        st = vj_ctx_fail(ctx, st, "%s", err);
    }
    if (st == VJ_OK && ctx->opts.optimize) {
        st = vj_ir_optimize(&b->ir);
        if (st != VJ_OK) {
            st = vj_ctx_fail(ctx, st, "the optimiser failed (%s)", vj_status_string(st));
        } else {
            st = vj_ir_verify(&b->ir, err, sizeof err);
            if (st != VJ_OK)
                st = vj_ctx_fail(ctx, st, "the optimiser produced invalid IR: %s", err);
        }
    }
    if (st != VJ_OK) {
        vj_block_release(b);
        return st;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned r = insts[i].dst.index;
        unsigned width = vj_inst_dst_dwords(insts[i].id);
        for (unsigned k = 0; k < width && r + k < VJ_NUM_VGPRS; k++)
            b->written[(r + k) / 64] |= 1ull << ((r + k) % 64);
    }
    *out = b;
    return VJ_OK;
}

void vj_block_retain(struct vj_block *b)
{
    if (b)
        __atomic_add_fetch(&b->refs, 1, __ATOMIC_RELAXED);
}

void vj_block_release(struct vj_block *b)
{
    if (!b || __atomic_sub_fetch(&b->refs, 1, __ATOMIC_ACQ_REL) != 0)
        return;
    if (b->jit_code)
        vj_jit_code_release(b->jit_code);
    vj_ir_release(&b->ir);
    free(b);
}

/* ------------------------------------------------------------ public API */

vj_status vj_translate(vj_context *ctx, const uint8_t *code, size_t len, vj_block **out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!out || (!code && len))
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_translate: NULL argument");
    *out = NULL;
    /* Through the translation cache (src/runtime/translate.c). */
    return vj_translate_cached(ctx, &code, &len, 1, out);
}

/* What vj_translate would refuse in these bytes for a reason that names an
 * instruction (decoding, then lowering's rules, in its order), with the
 * instruction's byte offset as a field; VJ_OK when nothing is. */
static vj_status refusal_in(const vj_context *ctx, const uint8_t *code, size_t len, vj_report *r)
{
    size_t count = 0;
    vj_inst *insts = malloc((len / 8 + 1) * sizeof *insts);
    if (!insts)
        return VJ_OK; /* vj_translate will say it */
    vj_status st = VJ_OK;
    for (size_t off = 0; st == VJ_OK && off < len;) {
        st = vj_decode_report(ctx->opts.target, ctx->wave_size, code, len, off, &insts[count], r);
        if (st == VJ_OK)
            off += insts[count++].len;
    }
    if (st == VJ_OK)
        st = vj_lower_check_block(insts, count, ctx->wave_size, r);
    free(insts);
    return st;
}

vj_status vj_translate_asm(vj_context *ctx, const char *text, const char *filename,
                           vj_block **out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!text || !out)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_translate_asm: NULL argument");
    *out = NULL;
    vj_asm_result res;
    vj_diag diag = {""};
    vj_status st = vj_asm_text(ctx->opts.target, ctx->wave_size, text, filename, &res, &diag);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", diag.msg);
    const char *fname = filename ? filename : "<stdin>";
    /* A refusal that names an instruction says its line of the text, as the
     * assembler's own errors do: the map gives the line of a byte offset. */
    vj_report r;
    st = refusal_in(ctx, res.code, res.len, &r);
    if (st != VJ_OK) {
        const vj_asm_loc *loc = r.offset == VJ_DIAG_NONE ? NULL : vj_asm_loc_of(&res, r.offset);
        if (loc)
            vj_ctx_fail(ctx, st, "%s:%u:%u: error: %s", fname, loc->line, loc->col,
                        vj_report_message(&r));
        else
            vj_ctx_fail(ctx, st, "%s: %s", fname, r.text.msg);
    } else {
        st = vj_translate(ctx, res.code, res.len, out);
        if (st != VJ_OK) {
            char msg[VJ_ERRMSG_SIZE];
            snprintf(msg, sizeof msg, "%s", vj_last_error(ctx));
            vj_ctx_fail(ctx, st, "%s: %s", fname, msg);
        }
    }
    vj_asm_result_free(&res);
    return st;
}

vj_status vj_translate_batch(vj_context *ctx, const uint8_t *const *codes, const size_t *lens,
                             size_t n, vj_block **out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!out || (n && (!codes || !lens)))
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_translate_batch: NULL argument");
    for (size_t i = 0; i < n; i++)
        out[i] = NULL;
    if (n == 0)
        return VJ_OK;
    /* Cached blocks are shared; the rest are compiled in one libgccjit context. */
    return vj_translate_cached(ctx, codes, lens, n, out);
}

void vj_block_free(vj_block *block)
{
    vj_block_release(block);
}

size_t vj_block_inst_count(const vj_block *block)
{
    return block ? block->ir.ninsts : 0;
}

unsigned vj_block_wave_size(const vj_block *block)
{
    return block ? block->wave_size : 0;
}

vj_engine vj_block_last_engine(const vj_block *block)
{
    if (!block)
        return VJ_ENGINE_COUNT;
    return (vj_engine)__atomic_load_n(&block->last_engine, __ATOMIC_RELAXED);
}

const char *vj_block_jit_failure(const vj_block *block)
{
    return block && block->jit_failure[0] ? block->jit_failure : NULL;
}

char *vj_block_ir_text(const vj_block *block)
{
    return block ? vj_ir_print(&block->ir) : NULL;
}

size_t vj_block_written_vgprs(const vj_block *block, unsigned *regs, size_t max)
{
    size_t n = 0;
    if (!block)
        return 0;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++) {
        if (!((block->written[r / 64] >> (r % 64)) & 1))
            continue;
        if (regs && n < max)
            regs[n] = r;
        n++;
    }
    return n;
}

/* The engine that ran the block last. Stored only when it changes, so that
 * threads running the same block do not keep writing its cache line. */
static void note_engine(vj_block *block, vj_engine e)
{
    if (__atomic_load_n(&block->last_engine, __ATOMIC_RELAXED) != (int)e)
        __atomic_store_n(&block->last_engine, (int)e, __ATOMIC_RELAXED);
}

/* Why block has no JIT code: the compile's refusal, or no JIT at all. */
static const char *no_jit_reason(const vj_context *ctx, const vj_block *block)
{
    if (!ctx->jit)
        return "JIT not built";
    return block->jit_failure[0] ? block->jit_failure : "not compiled";
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
    if (!block->jit_fn) {
        vj_ctx_fail(ctx, VJ_ERR_JIT, "vj_block_jit_entry: the block has no JIT code: %s",
                    no_jit_reason(ctx, block));
        return NULL;
    }
    note_engine(block, VJ_ENGINE_JIT);
    return block->jit_fn;
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
    char err[VJ_ERRMSG_SIZE]; /* not zero-filled: this is the hot path */
    err[0] = '\0';
    vj_status st;
    switch (engine) {
    case VJ_ENGINE_JIT:
    case VJ_ENGINE_AUTO:
        if (block->jit_fn) {
            note_engine(block, VJ_ENGINE_JIT);
            return (vj_status)block->jit_fn(wave);
        }
        if (engine == VJ_ENGINE_JIT)
            return vj_ctx_fail(ctx, VJ_ERR_JIT, "%s", no_jit_reason(ctx, block));
        /* no code: the interpreter serves */
        __attribute__((fallthrough));
    case VJ_ENGINE_INTERP:
        st = vj_interp_run(&block->ir, wave, err, sizeof err);
        if (st != VJ_OK)
            return vj_ctx_fail(ctx, st, "%s", err);
        note_engine(block, VJ_ENGINE_INTERP);
        return VJ_OK;
    case VJ_ENGINE_REF:
        st = vj_ref_run(block->ir.insts, block->ir.ninsts, wave, err, sizeof err);
        if (st != VJ_OK)
            return vj_ctx_fail(ctx, st, "%s", err);
        note_engine(block, VJ_ENGINE_REF);
        return VJ_OK;
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
    if ((engine == VJ_ENGINE_JIT || engine == VJ_ENGINE_AUTO) && block->jit_fn) {
        note_engine(block, VJ_ENGINE_JIT);
        for (size_t i = 0; i < n; i++)
            block->jit_fn(waves[i]);
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
 * and nothing to record), the wave matches, and no call has ever failed in
 * ctx (no message to forget; a thread's own slot is made by that thread, so
 * a relaxed load sees it). Then it is a few loads and a tail call, with no
 * stack frame. Everything else, the first JIT run of a block included, goes
 * through run_checked. */
vj_status vj_run(vj_context *ctx, vj_block *block, vj_wave *wave, vj_engine engine)
{
    if (ctx && block && wave && (engine == VJ_ENGINE_JIT || engine == VJ_ENGINE_AUTO) &&
        __atomic_load_n(&block->last_engine, __ATOMIC_RELAXED) == VJ_ENGINE_JIT &&
        wave->wave_size == block->wave_size &&
        !__atomic_load_n(&ctx->errs, __ATOMIC_RELAXED))
        return (vj_status)block->jit_fn(wave); /* always VJ_OK */
    return run_checked(ctx, block, wave, engine);
}
