/* frontend_api: the public vj_assemble and vj_disassemble, thin wrappers
 * that run the frontend for the context's target and wave size and record
 * its diagnostics in the context. No parsing or decoding logic here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "runtime/runtime.h"

vj_status vj_assemble(vj_context *ctx, const char *text, const char *filename, uint8_t **out,
                      size_t *out_len)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!text || !out || !out_len)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_assemble: NULL argument");
    *out = NULL;
    *out_len = 0;
    size_t cap = 64, len = 0;
    uint8_t *buf = malloc(cap);
    if (!buf)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory");
    const char *fname = filename ? filename : "<stdin>";
    unsigned lineno = 1;
    for (const char *line = text; *line; lineno++) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        char *copy = malloc(n + 1);
        if (!copy) {
            free(buf);
            return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory");
        }
        memcpy(copy, line, n);
        copy[n] = '\0';
        vj_inst inst;
        vj_diag diag = {""};
        int count = 0;
        vj_status st = vj_asm_line(ctx->opts.target, ctx->wave_size, copy, fname, lineno, &inst,
                                   &count, &diag);
        free(copy);
        uint8_t bytes[12];
        size_t nb = 0;
        if (st == VJ_OK && count == 1) {
            st = vj_encode(&inst, bytes, &nb, &diag);
            if (st != VJ_OK) {
                /* The assembler should not hand over what cannot be encoded. */
                char msg[300];
                snprintf(msg, sizeof msg, "%s:%u:1: error: %s", fname, lineno, diag.msg);
                memcpy(diag.msg, msg, sizeof diag.msg - 1);
                diag.msg[sizeof diag.msg - 1] = '\0';
            }
        }
        if (st != VJ_OK) {
            free(buf);
            return vj_ctx_fail(ctx, st, "%s", diag.msg);
        }
        if (len + nb > cap) {
            uint8_t *nbuf = realloc(buf, cap * 2);
            if (!nbuf) {
                free(buf);
                return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory");
            }
            buf = nbuf;
            cap *= 2;
        }
        memcpy(buf + len, bytes, nb);
        len += nb;
        line = eol ? eol + 1 : line + n;
    }
    *out = buf;
    *out_len = len;
    return VJ_OK;
}

vj_status vj_disassemble(vj_context *ctx, const uint8_t *code, size_t len, size_t offset,
                         char *text, size_t text_size, size_t *inst_len)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!code || !text || text_size == 0 || offset > len)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_disassemble: invalid argument");
    vj_inst inst;
    vj_diag diag = {""};
    vj_status st = vj_decode(ctx->opts.target, ctx->wave_size, code, len, offset, &inst, &diag);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", diag.msg);
    vj_disasm_inst(&inst, text, text_size);
    if (inst_len)
        *inst_len = inst.len;
    return VJ_OK;
}
