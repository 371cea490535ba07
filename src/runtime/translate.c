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

/* Decode and build one block (errors go to ctx). */
static vj_status build_one(vj_context *ctx, const uint8_t *code, size_t len,
                           struct vj_block **out)
{
    vj_inst *insts;
    size_t n;
    vj_status st = vj_block_decode(ctx, code, len, &insts, &n);
    if (st != VJ_OK)
        return st;
    st = vj_block_build(ctx, insts, n, out);
    free(insts);
    return st;
}

/* Give the new blocks what the policy says: under VJ_JIT_EAGER their code
 * now (queued together and waited for), otherwise nothing yet. */
static void compile_new(vj_context *ctx, struct vj_block **blocks, size_t n)
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
    vj_cache_key *keys = n == 1 ? &one_key : malloc(n * sizeof *keys);
    struct vj_block **fresh = n == 1 ? &one_new : malloc(n * sizeof *fresh);
    size_t *where = n == 1 ? NULL : malloc(n * sizeof *where);
    if (!keys || !fresh || (n > 1 && !where)) {
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
        if (out[i])
            continue;
        st = build_one(ctx, codes[i], lens[i], &out[i]);
        if (st != VJ_OK) {
            if (n > 1) {
                char msg[VJ_ERRMSG_SIZE];
                snprintf(msg, sizeof msg, "%s", vj_last_error(ctx));
                vj_ctx_fail(ctx, st, "block %zu: %s", i, msg);
            }
            for (size_t k = 0; k < i; k++) {
                vj_block_release(out[k]);
                out[k] = NULL;
            }
            goto done;
        }
        vj_disk_load(ctx, out[i]); /* code from disk: done, nothing to queue */
        if (where)
            where[nfresh] = i;
        fresh[nfresh++] = out[i];
    }
    compile_new(ctx, fresh, nfresh);
    for (size_t j = 0; j < nfresh; j++) {
        size_t i = where ? where[j] : 0;
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

/* The line (and the column of its first character) whose instruction starts
 * at byte offset off of the assembled text; 0 when it cannot be found. */
static unsigned line_of_offset(const vj_context *ctx, const char *text, size_t off,
                               unsigned *col)
{
    size_t at = 0;
    unsigned lineno = 1;
    for (const char *line = text; *line; lineno++) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        char *copy = malloc(n + 1);
        if (!copy)
            return 0;
        memcpy(copy, line, n);
        copy[n] = '\0';
        vj_inst inst;
        vj_diag diag = {""};
        int count = 0;
        uint8_t bytes[12];
        size_t nb = 0;
        vj_status st = vj_asm_line(ctx->opts.target, ctx->wave_size, copy, "", lineno, &inst,
                                   &count, &diag);
        if (st == VJ_OK && count == 1)
            st = vj_encode(&inst, bytes, &nb, &diag);
        free(copy);
        if (st != VJ_OK)
            return 0;
        if (count == 1) {
            if (at == off) {
                *col = 1;
                while (line[*col - 1] == ' ' || line[*col - 1] == '\t')
                    (*col)++;
                return lineno;
            }
            at += nb;
            if (at > off)
                return 0;
        }
        if (!eol)
            break;
        line = eol + 1;
    }
    return 0;
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
    uint8_t *code = NULL;
    size_t len = 0;
    vj_status st = vj_assemble(ctx, text, filename, &code, &len);
    if (st != VJ_OK)
        return st; /* vj_assemble left its message */
    st = vj_translate(ctx, code, len, out);
    if (st != VJ_OK) {
        /* The message names a byte offset ("byte offset N: ..."): say the
         * line of the text instead, as the assembler's own errors do. */
        char msg[VJ_ERRMSG_SIZE];
        snprintf(msg, sizeof msg, "%s", vj_last_error(ctx));
        const char *fname = filename ? filename : "<stdin>";
        unsigned line = 0, col = 1;
        char *rest = NULL;
        if (strncmp(msg, "byte offset ", 12) == 0) {
            size_t off = (size_t)strtoull(msg + 12, &rest, 10);
            if (rest && rest[0] == ':' && rest[1] == ' ')
                line = line_of_offset(ctx, text, off, &col);
        }
        if (line)
            vj_ctx_fail(ctx, st, "%s:%u:%u: error: %s", fname, line, col, rest + 2);
        else
            vj_ctx_fail(ctx, st, "%s: %s", fname, msg);
    }
    free(code);
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
    return translate_cached(ctx, codes, lens, n, out);
}
