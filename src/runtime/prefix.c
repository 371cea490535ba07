/* prefix: vj_translate_prefix, the longest run of instructions we translate
 * from an offset of a code stream, as QEMU translates from a PC until an
 * instruction ends the block. Each instruction's length and class come from
 * the frontend's vj_describe, so the run stops at the first one we do not
 * take, and says why as fields; scheduling hints (s_nop, s_delay_alu) may be
 * left out inside it. The run's instructions are then translated as one
 * block through vj_translate (and its cache). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "runtime/runtime.h"

const char *vj_stop_reason_name(vj_stop_reason reason)
{
    static const char *const names[VJ_STOP_COUNT] = {"end", "unsupported", "block end",
                                                     "invalid", "limit"};
    return (unsigned)reason < VJ_STOP_COUNT ? names[reason] : NULL;
}

static void stop_at(vj_prefix *info, vj_stop_reason why, size_t at, vj_inst_class cls,
                    vj_status st, const char *msg)
{
    info->reason = why;
    info->stop_offset = at;
    info->stop_class = cls;
    info->stop_status = st;
    snprintf(info->message, sizeof info->message, "%s", msg ? msg : "");
}

/* Whether the instruction at code[at] (a vector ALU one, by its class) is
 * one we translate: decoded and modelled; if not, why in info. */
static int takes(const vj_context *ctx, const uint8_t *code, size_t len, size_t at, size_t index,
                 const vj_inst_desc *d, vj_prefix *info)
{
    vj_inst inst;
    vj_report r;
    vj_status st = vj_decode_report(ctx->opts.target, ctx->wave_size, code, len, at, &inst, &r);
    if (st == VJ_OK) {
        vj_inst_form_name(&inst, info->stop_name, sizeof info->stop_name);
        st = vj_lower_check_report(&inst, index, ctx->wave_size, &r);
    }
    if (st == VJ_OK && ctx->opts.strict_fidelity)
        st = vj_lower_check_strict(&inst, index, &r);
    if (st == VJ_OK) {
        info->stop_name[0] = '\0';
        return 1;
    }
    stop_at(info, st == VJ_ERR_TRUNCATED ? VJ_STOP_INVALID : VJ_STOP_UNSUPPORTED, at, d->cls, st,
            vj_report_message(&r));
    return 0;
}

vj_status vj_translate_prefix(vj_context *ctx, const uint8_t *code, size_t len, size_t offset,
                              unsigned flags, vj_block **out, vj_prefix *info)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!out || !info || (!code && len) || offset > len)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_translate_prefix: invalid argument");
    *out = NULL;
    memset(info, 0, sizeof *info);
    stop_at(info, VJ_STOP_END, len, VJ_CLASS_INVALID, VJ_OK, "");
    vj_target t = ctx->opts.target;
    /* The run's bytes, hints left out. */
    uint8_t *run = malloc(len - offset + 1);
    if (!run)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for %zu bytes", len - offset);
    size_t rlen = 0, at = offset;
    while (at < len) {
        vj_inst_desc d;
        vj_report r;
        vj_status st = vj_describe(t, ctx->wave_size, code, len, at, &d, &r);
        if (st != VJ_OK) {
            stop_at(info, VJ_STOP_INVALID, at, d.cls, st, vj_report_message(&r));
            break;
        }
        if ((flags & VJ_PREFIX_SKIP_HINTS) && d.hint) {
            info->hints_skipped++;
            at += d.length;
            continue;
        }
        if (d.ends_block) {
            stop_at(info, VJ_STOP_BLOCK_END, at, d.cls, VJ_OK,
                    "an instruction that leaves the straight line");
            break;
        }
        if (!vj_inst_class_is_valu(d.cls)) {
            char msg[96];
            snprintf(msg, sizeof msg, "a %s instruction: not vector ALU",
                     vj_inst_class_name(d.cls));
            stop_at(info, VJ_STOP_UNSUPPORTED, at, d.cls, VJ_ERR_UNSUPPORTED, msg);
            break;
        }
        if (!takes(ctx, code, len, at, info->count, &d, info))
            break;
        if (info->count == UINT16_MAX) {
            stop_at(info, VJ_STOP_LIMIT, at, d.cls, VJ_OK,
                    "a block holds at most 65535 instructions");
            break;
        }
        memcpy(run + rlen, code + at, d.length);
        rlen += d.length;
        info->count++;
        at += d.length;
        info->length = at - offset;
    }
    /* A next run may start past what stopped this one. */
    info->next_offset = len;
    if (info->reason != VJ_STOP_END) {
        vj_inst_desc d;
        if (vj_describe(t, ctx->wave_size, code, len, at, &d, NULL) == VJ_OK)
            info->next_offset = at + d.length;
        else
            info->next_offset = len - at >= 4 ? at + 4 : len;
    }
    vj_status st = info->count ? vj_translate(ctx, run, rlen, out) : VJ_OK;
    free(run);
    return st;
}
