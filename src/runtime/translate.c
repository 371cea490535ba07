/* translate: the public translate calls, through the translation cache:
 * each block is looked up by its full key; the misses are decoded and built
 * (block.c), compiled now under VJ_JIT_EAGER (tier.c), then inserted. Under
 * VJ_JIT_EAGER a block is complete (code or a recorded refusal) before any
 * other thread can see it; otherwise its code comes later, published into it. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "runtime/block.h"
#include "runtime/cache.h"
#include "runtime/disk.h"
#include "runtime/tier.h"

/* Decode and build one block (errors go to ctx); defer: its IR later. */
static vj_status build_one(vj_context *ctx, const uint8_t *code, size_t len, int defer,
                           struct vj_block **out)
{
    vj_inst *insts;
    size_t n;
    vj_status st = vj_block_decode(ctx, code, len, &insts, &n);
    if (st != VJ_OK)
        return st;
    st = vj_block_build(ctx, insts, n, defer, out);
    free(insts);
    return st;
}

void vj_block_compile_new(vj_context *ctx, struct vj_block **blocks, size_t n)
{
    if (n == 0 || ctx->opts.jit != VJ_JIT_EAGER)
        return;
    if (!ctx->tier) {
        for (size_t i = 0; i < n; i++) {
            snprintf(blocks[i]->jit_failure, sizeof blocks[i]->jit_failure,
                     "JIT not built (configured --without-gccjit)");
            __atomic_store_n(&blocks[i]->jit_state, VJ_BLOCK_JIT_DONE, __ATOMIC_RELEASE);
        }
        return;
    }
    vj_tier_compile_now(ctx, blocks, n);
}

/* Translate n blocks: cached ones are shared, the rest are built, given what
 * the policy says (compile_new), then cached. On failure every out[i] is
 * NULL and ctx holds the message (prefixed with "block i: " when n > 1).
 * Arguments already checked by the caller. */
static vj_status translate_cached(vj_context *ctx, const uint8_t *const *codes, const size_t *lens,
                              size_t n, vj_block **out)
{
    vj_cache_key one_key;
    struct vj_block *one_new;
    size_t one_where = 0;
    vj_cache_key *keys = n == 1 ? &one_key : malloc(n * sizeof *keys);
    struct vj_block **fresh = n == 1 ? &one_new : malloc(n * sizeof *fresh);
    size_t *where = n == 1 ? &one_where : calloc(n, sizeof *where);
    if (!keys || !fresh || !where) {
        if (n > 1) {
            free(keys);
            free(fresh);
            free(where);
        }
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory translating %zu blocks", n);
    }
    vj_status st = VJ_OK;
    size_t nfresh = 0;
    for (size_t i = 0; i < n; i++) {
        out[i] = NULL;
        vj_cache_key_make(ctx, codes[i], lens[i], &keys[i]);
        out[i] = vj_cache_lookup(ctx, &keys[i]);
        if (!out[i])
            where[nfresh++] = i;
    }
    /* Code the disk cache holds needs no IR to run: such a block is only
     * decoded and checked now, which is all that can refuse it. Asked
     * before the prefetch thread starts, which then holds the disk's lock. */
    uint8_t one_defer = 0, *defer = n == 1 ? &one_defer : malloc(nfresh ? nfresh : 1);
    for (size_t j = 0; defer && j < nfresh; j++)
        defer[j] = (uint8_t)vj_disk_listed(ctx, codes[where[j]], lens[where[j]]);
    /* Their code may be on disk: it is looked up, and its packs loaded, on
     * another thread while the blocks are built here. */
    struct vj_disk_prefetch *pf = vj_disk_prefetch(ctx, codes, lens, where, nfresh);
    for (size_t j = 0; j < nfresh; j++) {
        size_t i = where[j];
        st = build_one(ctx, codes[i], lens[i], defer && defer[j], &out[i]);
        if (st != VJ_OK) {
            if (n > 1) {
                char msg[VJ_ERRMSG_SIZE];
                vj_error e;
                vj_last_error_info(ctx, &e);
                snprintf(msg, sizeof msg, "%s", e.message);
                vj_position at = {e.offset, e.index, e.line, e.column};
                vj_ctx_fail_at(ctx, st, at, "block %zu: %s", i, msg);
            }
            vj_disk_prefetch_end(pf);
            for (size_t k = 0; k < n; k++) {
                vj_block_release(out[k]);
                out[k] = NULL;
            }
            goto done;
        }
        fresh[j] = out[i];
    }
    vj_disk_prefetch_wait(pf);
    for (size_t j = 0; j < nfresh && st == VJ_OK; j++) {
        size_t i = where[j];
        /* A hit: done, nothing to queue. A block whose code was listed but
         * could not be loaded gets its IR now, as if it had not been. */
        if (!vj_disk_load_prefetched(ctx, pf, j, out[i], codes[i], lens[i])) {
            char err[VJ_ERRMSG_SIZE];
            if ((st = vj_block_ir(out[i], err, sizeof err)) != VJ_OK && n > 1)
                vj_ctx_fail(ctx, st, "block %zu: %s", i, err);
            else if (st != VJ_OK)
                vj_ctx_fail(ctx, st, "%s", err);
        }
    }
    vj_disk_prefetch_end(pf);
    if (st != VJ_OK) {
        for (size_t k = 0; k < n; k++) {
            vj_block_release(out[k]);
            out[k] = NULL;
        }
        goto done;
    }
    vj_block_compile_new(ctx, fresh, nfresh);
    for (size_t j = 0; j < nfresh; j++) {
        size_t i = where[j];
        /* Another thread may have inserted the same key meanwhile: use its block. */
        struct vj_block *got = vj_cache_insert(ctx, &keys[i], out[i]);
        if (got && got != out[i]) {
            vj_block_release(out[i]);
            out[i] = got;
        }
    }
done:
    if (n > 1) {
        free(keys);
        free(fresh);
        free(where);
        free(defer);
    }
    return st;
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
    return translate_cached(ctx, &code, &len, 1, out);
}

/* What vj_translate would refuse in these bytes for a reason that names an
 * instruction (decoding, then lowering's rules, in its order), with the
 * instruction's byte offset as a field; VJ_OK when nothing is. */
static vj_status refusal_in(const vj_context *ctx, const uint8_t *code, size_t len, vj_report *r)
{
    size_t count = 0;
    vj_inst *insts = malloc((len / 4 + 1) * sizeof *insts); /* 4 bytes at least each */
    if (!insts)
        return VJ_OK; /* vj_translate will say it */
    vj_status st = VJ_OK;
    for (size_t off = 0; st == VJ_OK && off < len;) {
        st = vj_decode_translatable(ctx->opts.target, ctx->wave_size, code, len, off,
                                    &insts[count], r);
        if (st == VJ_OK)
            off += insts[count++].len;
    }
    if (st == VJ_OK)
        st = vj_lower_check_block(insts, count, ctx->wave_size, r);
    if (st == VJ_OK && ctx->opts.strict_fidelity)
        st = vj_lower_check_strict_block(insts, count, r);
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
    vj_status st = vj_ctx_assemble(ctx, text, filename, &res);
    if (st != VJ_OK)
        return st;
    const char *fname = filename ? filename : "<stdin>";
    /* A refusal that names an instruction says its line of the text, as the
     * assembler's own errors do: the map gives the line of a byte offset. */
    vj_report r;
    st = refusal_in(ctx, res.code, res.len, &r);
    if (st != VJ_OK) {
        const vj_asm_loc *loc = r.offset == VJ_DIAG_NONE ? NULL : vj_asm_loc_of(&res, r.offset);
        vj_position at = {r.offset, r.index, loc ? loc->line : 0, loc ? loc->col : 0};
        if (loc)
            vj_ctx_fail_at(ctx, st, at, "%s:%u:%u: error: %s", fname, loc->line, loc->col,
                           vj_report_message(&r));
        else
            vj_ctx_fail_at(ctx, st, at, "%s: %s", fname, r.text.msg);
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
    for (size_t i = 0; i < n; i++)
        if (!codes[i] && lens[i]) /* what vj_translate refuses */
            return vj_ctx_fail(ctx, VJ_ERR_ARG,
                               "vj_translate_batch: block %zu: NULL code of %zu bytes", i,
                               lens[i]);
    if (n == 0)
        return VJ_OK;
    /* Cached blocks are shared; the rest are compiled in one libgccjit context. */
    return translate_cached(ctx, codes, lens, n, out);
}
