/* translate: vj_translate and vj_translate_batch through the translation
 * cache: each block is looked up by its full key; the misses are built,
 * JIT-compiled together in one libgccjit context, then inserted. A block is
 * complete (code or a recorded refusal) before any other thread can see it. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jit/jit.h"
#include "runtime/block.h"
#include "runtime/cache.h"
#include "runtime/translate.h"

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

/* Give the new blocks their code: one compile for all of them. */
static vj_status compile_new(vj_context *ctx, struct vj_block **blocks, size_t n)
{
    if (n == 0)
        return VJ_OK;
    if (!ctx->jit) {
        for (size_t i = 0; i < n; i++)
            snprintf(blocks[i]->jit_failure, sizeof blocks[i]->jit_failure,
                     "JIT not built (configured --without-gccjit)");
        return VJ_OK;
    }
    const vj_ir_block **irs = malloc(n * sizeof *irs);
    vj_jit_out *jout = malloc(n * sizeof *jout);
    if (!irs || !jout) {
        free(irs);
        free(jout);
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory compiling %zu blocks", n);
    }
    for (size_t i = 0; i < n; i++)
        irs[i] = &blocks[i]->ir;
    vj_jit_report rep = {0, 0};
    vj_status st = vj_jit_compile(ctx->jit, irs, n, jout, &rep);
    unsigned ok = 0, refused = 0;
    for (size_t i = 0; st == VJ_OK && i < n; i++) {
        struct vj_block *b = blocks[i];
        if (jout[i].fn) {
            b->jit_fn = jout[i].fn;
            b->jit_code = jout[i].code; /* the block's reference */
            b->jit_failure[0] = '\0';
            ok++;
        } else {
            snprintf(b->jit_failure, sizeof b->jit_failure, "%s", jout[i].why);
            refused++;
        }
    }
    if (st != VJ_OK) {
        /* No code at all: every block runs interpreted, and says why. */
        for (size_t i = 0; i < n; i++)
            snprintf(blocks[i]->jit_failure, sizeof blocks[i]->jit_failure,
                     "JIT compile could not start (%s)", vj_status_string(st));
        refused = (unsigned)n;
    }
    vj_cache_note_compile(ctx, rep.compiles, rep.seconds, ok, refused);
    free(irs);
    free(jout);
    return VJ_OK;
}

vj_status vj_translate_cached(vj_context *ctx, const uint8_t *const *codes, const size_t *lens,
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
        if (where)
            where[nfresh] = i;
        fresh[nfresh++] = out[i];
    }
    st = compile_new(ctx, fresh, nfresh);
    for (size_t j = 0; j < nfresh; j++) {
        size_t i = where ? where[j] : 0;
        if (st != VJ_OK) {
            vj_block_release(out[i]);
            out[i] = NULL;
            continue;
        }
        /* Another thread may have inserted the same key meanwhile: use its block. */
        struct vj_block *got = vj_cache_insert(ctx, &keys[i], out[i]);
        if (got && got != out[i]) {
            vj_block_release(out[i]);
            out[i] = got;
        }
    }
    if (st != VJ_OK)
        for (size_t i = 0; i < n; i++) {
            vj_block_release(out[i]);
            out[i] = NULL;
        }
done:
    if (n > 1) {
        free(keys);
        free(fresh);
        free(where);
    }
    return st;
}
