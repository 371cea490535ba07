/* frontend_api: the public vj_assemble, vj_disassemble, vj_inst_describe and
 * vj_codeobj_open, and the vj_ctx_assemble they share with vj_translate_asm: thin wrappers
 * that run the frontend (for the context's target and wave size, where that
 * matters) and record its diagnostics in the context; vj_assemble_listing
 * and its accessors. No parsing or decoding logic here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "runtime/runtime.h"

vj_status vj_ctx_assemble(vj_context *ctx, const char *text, const char *filename,
                          vj_asm_result *res)
{
    vj_diag diag = {.msg = ""};
    vj_status st = vj_asm_text(ctx->opts.target, ctx->wave_size, text, filename, res, &diag);
    if (st != VJ_OK) {
        vj_position at = {VJ_NO_POSITION, VJ_NO_POSITION, diag.line, diag.col};
        return vj_ctx_fail_at(ctx, st, at, "%s", diag.msg);
    }
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
    vj_diag diag = {.msg = ""};
    vj_status st = vj_decode(ctx->opts.target, ctx->wave_size, code, len, offset, &inst, &diag);
    unsigned ilen = 0;
    int printed = -1;
    vj_sinst s;
    vj_minst m;
    if (st == VJ_ERR_UNSUPPORTED &&
        vj_mem_decode(ctx->opts.target, code, len, offset, &m, NULL) == VJ_OK) {
        printed = vj_mem_print(&m, text, text_size); /* memory: mem.c prints it */
        ilen = m.len;
    } else if (st == VJ_ERR_UNSUPPORTED &&
        vj_salu_decode(ctx->opts.target, code, len, offset, &s, NULL) == VJ_OK) {
        printed = vj_salu_print(&s, text, text_size); /* scalar: salu.c prints it */
        ilen = s.len;
    } else if (st == VJ_ERR_UNSUPPORTED) { /* named, not decoded: its text, if plain */
        printed = vj_valu_text(ctx->opts.target, ctx->wave_size, code, len, offset, text,
                               text_size, &ilen);
    }
    if (st != VJ_OK && printed < 0) {
        vj_position at = {offset, VJ_NO_POSITION, 0, 0};
        return vj_ctx_fail_at(ctx, st, at, "%s", diag.msg);
    }
    /* snprintf's contract: what fits is written, the full length counted. */
    size_t need = (size_t)(printed >= 0 ? printed : vj_disasm_inst(&inst, text, text_size)) + 1;
    if (inst_len)
        *inst_len = printed >= 0 ? ilen : inst.len;
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
    if (st != VJ_OK) {
        vj_position at = {offset, VJ_NO_POSITION, 0, 0};
        return vj_ctx_fail_at(ctx, st, at, "%s", r.text.msg);
    }
    return VJ_OK;
}

/* ------------------------------------------------------------ listings */

struct vj_listing {
    vj_asm_result res;
    vj_error *errors;   /* one per res.errors entry, pointing into it */
    size_t *run_start;  /* nruns + 1 byte offsets */
    size_t *run_end;    /* nruns + 1: past each run's last instruction */
    unsigned *run_line; /* nruns */
};

void vj_listing_free(vj_listing *l)
{
    if (!l)
        return;
    vj_asm_result_free(&l->res);
    free(l->errors);
    free(l->run_start);
    free(l->run_end);
    free(l->run_line);
    free(l);
}

vj_status vj_assemble_listing(vj_context *ctx, const char *text, const char *filename,
                              vj_listing **out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!text || !out)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_assemble_listing: NULL argument");
    *out = NULL;
    vj_listing *l = calloc(1, sizeof *l);
    if (!l)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for a listing");
    vj_diag diag = {.msg = ""};
    vj_status st =
        vj_asm_text_all(ctx->opts.target, ctx->wave_size, text, filename, &l->res, &diag);
    if (st != VJ_OK) {
        free(l);
        return vj_ctx_fail(ctx, st, "%s", diag.msg);
    }
    size_t nr = l->res.nruns;
    l->errors = calloc(l->res.nerrors + 1, sizeof *l->errors);
    l->run_start = calloc(nr + 1, sizeof *l->run_start);
    l->run_line = calloc(nr + 1, sizeof *l->run_line);
    if (!l->errors || !l->run_start || !l->run_line) {
        vj_listing_free(l);
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for a listing");
    }
    for (size_t i = 0; i < l->res.nerrors; i++) {
        const vj_asm_error *e = &l->res.errors[i];
        l->errors[i] = (vj_error){e->status, VJ_NO_POSITION, VJ_NO_POSITION, e->line, e->col,
                                  e->msg};
    }
    /* Runs are numbered in text order; an instruction's run is its loc's
     * (a scalar instruction is in none). run_end: past a run's last one. */
    l->run_end = calloc(nr + 1, sizeof *l->run_end);
    if (!l->run_end) {
        vj_listing_free(l);
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for a listing");
    }
    for (size_t r = 0; r <= nr; r++)
        l->run_start[r] = l->res.len;
    for (size_t i = l->res.nlocs; i-- > 0;) {
        const vj_asm_loc *loc = &l->res.locs[i];
        if (loc->run == VJ_ASM_NO_RUN)
            continue;
        size_t end = i + 1 < l->res.nlocs ? l->res.locs[i + 1].offset : l->res.len;
        if (end > l->run_end[loc->run])
            l->run_end[loc->run] = end;
        l->run_start[loc->run] = loc->offset;
        l->run_line[loc->run] = loc->line;
    }
    *out = l;
    return VJ_OK;
}

const uint8_t *vj_listing_code(const vj_listing *l, size_t *len)
{
    if (len)
        *len = l ? l->res.len : 0;
    return l ? l->res.code : NULL;
}

size_t vj_listing_error_count(const vj_listing *l)
{
    return l ? l->res.nerrors : 0;
}

const vj_error *vj_listing_error(const vj_listing *l, size_t i)
{
    return l && i < l->res.nerrors ? &l->errors[i] : NULL;
}

size_t vj_listing_run_count(const vj_listing *l)
{
    return l ? l->res.nruns : 0;
}

const uint8_t *vj_listing_run(const vj_listing *l, size_t i, size_t *len, unsigned *first_line)
{
    if (!l || i >= l->res.nruns)
        return NULL;
    if (len)
        *len = l->run_end[i] - l->run_start[i];
    if (first_line)
        *first_line = l->run_line[i];
    return l->res.code + l->run_start[i];
}

/* ---------------------------------------------------------- code objects */

vj_status vj_codeobj_open(vj_context *ctx, const uint8_t *bytes, size_t len, vj_codeobj **out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!out || (!bytes && len))
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_codeobj_open: NULL argument");
    vj_diag diag = {.msg = ""};
    static const uint8_t none[1];
    vj_status st = vj_codeobj_read(bytes ? bytes : none, len, out, &diag);
    if (st != VJ_OK)
        return vj_ctx_fail(ctx, st, "%s", diag.msg);
    return VJ_OK;
}
