/* frontend_api: the public vj_assemble, vj_disassemble and vj_inst_describe, and the
 * vj_ctx_assemble they share with vj_translate_asm: thin wrappers that run
 * the frontend for the context's target and wave size and record its
 * diagnostics in the context. No parsing or decoding logic here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "runtime/runtime.h"

vj_status vj_ctx_assemble(vj_context *ctx, const char *text, const char *filename,
                          vj_asm_result *res)
{
    vj_diag diag = {""};
    vj_status st = vj_asm_text(ctx->opts.target, ctx->wave_size, text, filename, res, &diag);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", diag.msg);
    return VJ_OK;
}

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
    vj_asm_result res;
    vj_status st = vj_ctx_assemble(ctx, text, filename, &res);
    if (st != VJ_OK)
        return st;
    free(res.locs);
    *out = res.code;
    *out_len = res.len;
    return VJ_OK;
}

vj_status vj_disassemble_sized(vj_context *ctx, const uint8_t *code, size_t len, size_t offset,
                               char *text, size_t text_size, size_t *inst_len, size_t *text_needed)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!code || (!text && text_size) || offset > len)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_disassemble: invalid argument");
    vj_inst inst;
    vj_diag diag = {""};
    vj_status st = vj_decode(ctx->opts.target, ctx->wave_size, code, len, offset, &inst, &diag);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", diag.msg);
    /* snprintf's contract: what fits is written, the full length counted. */
    size_t need = (size_t)vj_disasm_inst(&inst, text, text_size) + 1;
    if (inst_len)
        *inst_len = inst.len;
    if (text_needed)
        *text_needed = need;
    if (text && need > text_size)
        return vj_ctx_fail(ctx, VJ_ERR_ARG,
                           "vj_disassemble: the text at byte offset %zu needs %zu bytes, the "
                           "buffer has %zu",
                           offset, need, text_size);
    return VJ_OK;
}

vj_status vj_disassemble(vj_context *ctx, const uint8_t *code, size_t len, size_t offset,
                         char *text, size_t text_size, size_t *inst_len)
{
    return vj_disassemble_sized(ctx, code, len, offset, text, text_size, inst_len, NULL);
}

vj_status vj_inst_describe(vj_context *ctx, const uint8_t *code, size_t len, size_t offset,
                           vj_inst_desc *out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    vj_report r;
    vj_status st = vj_describe(ctx->opts.target, ctx->wave_size, code, len, offset, out, &r);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", r.text.msg);
    return VJ_OK;
}
