/* region: code regions (issue 30, items 3-4): a block is a basic block
 * translated from the wave's PC, and vj_region_run follows the branches
 * from block to block. A region keeps its blocks by offset, so a loop
 * translates each block once. It decodes, checks and runs through block.c
 * and vj_run; it compiles nothing itself. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "runtime/block.h"

/* What translating at one offset gave: a block (NULL when the instruction
 * there is left for the caller) and how it ends. */
struct rslot {
    struct vj_block *b;
    vj_inst_flow term; /* how its last instruction leaves it (NONE: no branch) */
    size_t last;       /* the offset of its last instruction */
    size_t end;        /* the offset just past its last instruction */
    size_t count;      /* its instructions */
    /* The instruction after it, when the block stopped before one it does
     * not take (stop_status not VJ_OK); at the offset itself when b is NULL. */
    size_t stop_offset, stop_length;
    vj_inst_class stop_class;
    vj_status stop_status;
    char stop_name[48];
    char stop_message[256];
};

struct vj_region {
    vj_context *ctx;
    uint8_t *code; /* a copy: the host may change its own bytes (make a new region) */
    size_t len;
    uint64_t base;
    struct rslot **slots; /* by offset / 4 (instructions start on dwords) */
    pthread_mutex_t lock; /* held while a slot is translated */
};

const char *vj_exit_reason_name(vj_exit_reason reason)
{
    static const char *const names[VJ_EXIT_COUNT] = {
        "branch taken",        "branch not taken",   "fall through", "end of program",
        "left for the caller", "outside the region", "budget"};
    return (unsigned)reason < VJ_EXIT_COUNT ? names[reason] : NULL;
}

vj_status vj_region_new(vj_context *ctx, const uint8_t *code, size_t len, uint64_t base,
                        vj_region **out)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!out || (!code && len))
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_region_new: NULL argument");
    *out = NULL;
    if (base % 4 || base + len < base)
        return vj_ctx_fail(ctx, VJ_ERR_ARG,
                           "vj_region_new: base 0x%llx is not dword aligned or the region "
                           "wraps around",
                           (unsigned long long)base);
    vj_region *r = calloc(1, sizeof *r);
    if (r)
        r->code = malloc(len ? len : 1);
    if (r && r->code)
        r->slots = calloc(len / 4 + 1, sizeof *r->slots);
    if (!r || !r->code || !r->slots) {
        if (r)
            free(r->code);
        free(r);
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory for a region of %zu bytes", len);
    }
    if (len)
        memcpy(r->code, code, len);
    r->ctx = ctx;
    r->len = len;
    r->base = base;
    pthread_mutex_init(&r->lock, NULL);
    *out = r;
    return VJ_OK;
}

int vj_region_same(const vj_region *r, const uint8_t *code, size_t len, uint64_t base)
{
    return r->len == len && r->base == base && memcmp(r->code, code, len) == 0;
}

void vj_region_free(vj_region *region)
{
    if (!region)
        return;
    for (size_t i = 0; i <= region->len / 4; i++)
        if (region->slots[i]) {
            vj_block_release(region->slots[i]->b);
            free(region->slots[i]);
        }
    pthread_mutex_destroy(&region->lock);
    free(region->slots);
    free(region->code);
    free(region);
}

/* The most bytes translating at an offset reads past its block's end: the
 * longest instruction (vj_inst_desc.length), which stopped it. */
#define MAX_INST_BYTES 20

vj_status vj_region_write(vj_region *region, uint64_t addr, const uint8_t *bytes, size_t len)
{
    if (!region)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(region->ctx);
    if ((!bytes && len) || addr < region->base || addr - region->base > region->len ||
        len > region->len - (addr - region->base))
        return vj_ctx_fail(region->ctx, VJ_ERR_ARG,
                           "vj_region_write: %zu bytes at 0x%llx are not inside the region "
                           "(0x%llx, %zu bytes)",
                           len, (unsigned long long)addr, (unsigned long long)region->base,
                           region->len);
    size_t lo = (size_t)(addr - region->base), hi = lo + len;
    if (len)
        memcpy(region->code + lo, bytes, len);
    pthread_mutex_lock(&region->lock);
    for (size_t i = 0; i <= region->len / 4; i++) {
        struct rslot *sl = region->slots[i];
        /* what translating at 4i read: from there to past its block */
        if (sl && 4 * i < hi && (sl->b ? sl->end : 4 * i) + MAX_INST_BYTES > lo) {
            __atomic_store_n(&region->slots[i], NULL, __ATOMIC_RELEASE);
            vj_block_release(sl->b);
            free(sl);
        }
    }
    pthread_mutex_unlock(&region->lock);
    return VJ_OK;
}

/* The name of the instruction at off for a message: its scalar row's, its
 * vector form's, or "" when neither decodes. */
static void name_at(const vj_region *r, size_t off, char *buf, size_t size)
{
    vj_target t = r->ctx->opts.target;
    vj_sinst s;
    vj_inst in;
    vj_report rep;
    buf[0] = '\0';
    if (r->len - off >= 4) {
        const uint8_t *p = r->code + off;
        uint32_t lo =
            (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
        if (vj_salu_enc_of(lo) >= 0 &&
            vj_salu_decode(t, r->code, r->len, off, &s, &rep) == VJ_OK) {
            snprintf(buf, size, "%s", s.row->name);
            return;
        }
        vj_minst m;
        if (vj_mem_enc_of(t, lo) >= 0 && vj_mem_decode(t, r->code, r->len, off, &m, &rep) == VJ_OK) {
            snprintf(buf, size, "%s", m.row->name);
            return;
        }
    }
    if (vj_decode_report(t, r->ctx->wave_size, r->code, r->len, off, &in, &rep) == VJ_OK)
        vj_inst_form_name(&in, buf, size);
}

/* Translate the block at off into a new slot: its instructions from off up
 * to and including the first that leaves the straight line, or up to the
 * first it does not take, the region's end, or a block's most instructions.
 * An instruction no class of the target defines at off itself is an error
 * (named by its offset); further on it ends the block before it. */
static vj_status translate_at(vj_region *r, size_t off, struct rslot **out)
{
    vj_context *ctx = r->ctx;
    struct rslot *sl = calloc(1, sizeof *sl);
    vj_inst *insts = malloc(((r->len - off) / 4 + 1) * sizeof *insts);
    if (!sl || !insts) {
        free(sl);
        free(insts);
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory translating at offset %zu", off);
    }
    size_t n = 0, at = off;
    while (at < r->len && n < UINT16_MAX) {
        vj_inst_desc d;
        vj_report rep;
        vj_status st =
            vj_describe(ctx->opts.target, ctx->wave_size, r->code, r->len, at, &d, &rep);
        if (st != VJ_OK && n == 0) {
            free(sl);
            free(insts);
            vj_position where = {at, VJ_NO_POSITION, 0, 0};
            return vj_ctx_fail_at(ctx, st, where, "%s", vj_report_message(&rep));
        }
        if (st == VJ_OK) {
            st = vj_decode_region(ctx->opts.target, ctx->wave_size, r->code, r->len, at, &insts[n],
                                  &rep);
            if (st == VJ_OK)
                st = vj_lower_check_report(&insts[n], n, ctx->wave_size, &rep);
        }
        if (st != VJ_OK) { /* left for the caller: the block ends before it */
            sl->stop_offset = at;
            sl->stop_length = d.length;
            sl->stop_class = d.cls;
            sl->stop_status = st;
            name_at(r, at, sl->stop_name, sizeof sl->stop_name);
            vj_minst m;
            vj_report mr;
            char why[200];
            if (r->len - at < 4) {
                snprintf(sl->stop_message, sizeof sl->stop_message, "%s", vj_report_message(&rep));
            } else if (vj_mem_enc_of(ctx->opts.target, (uint32_t)r->code[at] |
                                                           (uint32_t)r->code[at + 1] << 8 |
                                                           (uint32_t)r->code[at + 2] << 16 |
                                                           (uint32_t)r->code[at + 3] << 24) >= 0 &&
                       vj_mem_decode(ctx->opts.target, r->code, r->len, at, &m, &mr) == VJ_OK &&
                       vj_lower_minst_check(&m, why, sizeof why) != VJ_OK) {
                /* a memory instruction without a recipe (an atomic, ...): says why */
                sl->stop_status = VJ_ERR_UNSUPPORTED;
                snprintf(sl->stop_message, sizeof sl->stop_message, "%s", why);
            } else if (d.cls > VJ_CLASS_SOPP && !vj_inst_class_is_valu(d.cls)) {
                /* memory, LDS, export...: the decoder's words are for ALU ones */
                sl->stop_status = VJ_ERR_UNSUPPORTED;
                snprintf(sl->stop_message, sizeof sl->stop_message,
                         "an instruction of class %s: not ALU code, the caller's to run",
                         vj_inst_class_name(d.cls));
            } else {
                snprintf(sl->stop_message, sizeof sl->stop_message, "%s", vj_report_message(&rep));
            }
            break;
        }
        sl->last = at;
        at += insts[n].len;
        int flow = insts[n].salu ? vj_salu_flow(insts[n].s.row) : -1;
        n++;
        if (flow > VJ_FLOW_NONE) {
            sl->term = (vj_inst_flow)flow;
            break;
        }
    }
    sl->end = at;
    sl->count = n;
    vj_status st = VJ_OK;
    if (n) {
        st = vj_block_build(ctx, insts, n, 0, &sl->b);
        if (st == VJ_OK)
            vj_block_compile_new(ctx, &sl->b, 1);
    }
    free(insts);
    if (st != VJ_OK) {
        free(sl);
        return st;
    }
    *out = sl;
    return VJ_OK;
}

/* The slot at off, translated the first time it is asked for. */
static vj_status slot_at(vj_region *r, size_t off, struct rslot **out)
{
    struct rslot *sl = __atomic_load_n(&r->slots[off / 4], __ATOMIC_ACQUIRE);
    if (sl) {
        *out = sl;
        return VJ_OK;
    }
    pthread_mutex_lock(&r->lock);
    vj_status st = VJ_OK;
    if (!(sl = r->slots[off / 4]) && (st = translate_at(r, off, &sl)) == VJ_OK)
        __atomic_store_n(&r->slots[off / 4], sl, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&r->lock);
    *out = sl;
    return st;
}

/* The region offset of pc, or an error: outside or not on a dword. */
static int offset_of(const vj_region *r, uint64_t pc, size_t *off)
{
    if (pc < r->base || pc - r->base >= r->len)
        return 0;
    *off = (size_t)(pc - r->base);
    return 1;
}

static vj_status misaligned(vj_region *r, uint64_t pc)
{
    return vj_ctx_fail(r->ctx, VJ_ERR_ARG, "pc 0x%llx is not dword aligned",
                       (unsigned long long)pc);
}

vj_status vj_region_block(vj_region *region, uint64_t pc, vj_block **out)
{
    if (!region)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(region->ctx);
    if (!out)
        return vj_ctx_fail(region->ctx, VJ_ERR_ARG, "vj_region_block: NULL argument");
    *out = NULL;
    size_t off;
    if (!offset_of(region, pc, &off))
        return vj_ctx_fail(region->ctx, VJ_ERR_ARG,
                           "pc 0x%llx is outside the region (0x%llx, %zu bytes)",
                           (unsigned long long)pc, (unsigned long long)region->base, region->len);
    if (off % 4)
        return misaligned(region, pc);
    struct rslot *sl;
    vj_status st = slot_at(region, off, &sl);
    if (st != VJ_OK)
        return st;
    vj_block_retain(sl->b);
    *out = sl->b;
    return VJ_OK;
}

/* Fill *x with a stop before the slot's refused instruction. */
static void left_for_caller(const struct rslot *sl, vj_exit *x)
{
    x->reason = VJ_EXIT_HOST;
    x->offset = sl->stop_offset;
    x->length = sl->stop_length;
    x->cls = sl->stop_class;
    x->status = sl->stop_status;
    snprintf(x->name, sizeof x->name, "%s", sl->stop_name);
    snprintf(x->message, sizeof x->message, "%s", sl->stop_message);
}

/* One block from the wave's PC; the exit says why it stopped. */
static vj_status step(vj_region *r, vj_wave *wave, vj_engine engine, vj_exit *x)
{
    size_t off;
    x->pc = wave->pc;
    if (!offset_of(r, wave->pc, &off)) {
        x->reason = VJ_EXIT_OUTSIDE;
        return VJ_OK;
    }
    if (off % 4)
        return misaligned(r, wave->pc);
    struct rslot *sl;
    vj_status st = slot_at(r, off, &sl);
    if (st != VJ_OK)
        return st;
    if (!sl->b) { /* the instruction at the PC itself is the caller's */
        left_for_caller(sl, x);
        return VJ_OK;
    }
    if ((st = vj_block_run_in_call(r->ctx, sl->b, wave, engine)) != VJ_OK)
        return st;
    x->blocks++;
    x->insts += sl->count;
    x->pc = wave->pc;
    x->offset = sl->last;
    switch (sl->term) {
    case VJ_FLOW_END:
        x->reason = VJ_EXIT_END;
        break;
    case VJ_FLOW_BRANCH:
        x->reason = wave->pc == r->base + sl->end ? VJ_EXIT_NOT_TAKEN : VJ_EXIT_TAKEN;
        break;
    case VJ_FLOW_NONE:
        if (sl->stop_status != VJ_OK)
            left_for_caller(sl, x);
        else
            x->reason = VJ_EXIT_FALLTHROUGH;
        break;
    default: /* s_branch, s_setpc_b64, s_swappc_b64, s_call_b64 */
        x->reason = VJ_EXIT_TAKEN;
        break;
    }
    return VJ_OK;
}

/* The checks both run calls make. */
static vj_status check_run(vj_region *region, vj_wave *wave, vj_exit *out, const char *fn)
{
    if (!region)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(region->ctx);
    if (!wave || !out)
        return vj_ctx_fail(region->ctx, VJ_ERR_ARG, "%s: NULL argument", fn);
    memset(out, 0, sizeof *out);
    out->pc = wave->pc;
    if (wave->wave_size != region->ctx->wave_size)
        return vj_ctx_fail(region->ctx, VJ_ERR_STATE,
                           "the region's context is for wave%u, the wave state is wave%u",
                           region->ctx->wave_size, wave->wave_size);
    return VJ_OK;
}

vj_status vj_region_step(vj_region *region, vj_wave *wave, vj_engine engine, vj_exit *out)
{
    vj_status st = check_run(region, wave, out, "vj_region_step");
    return st == VJ_OK ? step(region, wave, engine, out) : st;
}

vj_status vj_region_run(vj_region *region, vj_wave *wave, vj_engine engine, uint64_t max_blocks,
                        vj_exit *out)
{
    vj_status st = check_run(region, wave, out, "vj_region_run");
    if (st != VJ_OK)
        return st;
    if (!max_blocks)
        max_blocks = VJ_REGION_BUDGET_DEFAULT;
    unsigned saved = vj_fp_hold(wave); /* MXCSR once for the blocks, not once a block */
    for (;;) {
        if (out->blocks >= max_blocks) {
            vj_fp_unhold(wave, saved);
            out->reason = VJ_EXIT_BUDGET;
            return vj_ctx_fail(region->ctx, VJ_ERR_LIMIT,
                               "vj_region_run: %llu blocks run (the budget) and the program "
                               "goes on at pc 0x%llx: a loop that does not end?",
                               (unsigned long long)out->blocks, (unsigned long long)wave->pc);
        }
        if ((st = step(region, wave, engine, out)) != VJ_OK ||
            (out->reason != VJ_EXIT_TAKEN && out->reason != VJ_EXIT_NOT_TAKEN &&
             out->reason != VJ_EXIT_FALLTHROUGH)) {
            vj_fp_unhold(wave, saved);
            return st;
        }
    }
}
