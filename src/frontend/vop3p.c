/* vop3p: the VOP3P encoding (packed 16-bit operations): its words, its
 * modifiers' text (op_sel, op_sel_hi, neg_lo, neg_hi) and llvm-mc-19's
 * verdict on which words are valid. Operands are operands.c's; no lowering. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"
#include "util/strbuf.h"

static vj_status fail(vj_report *r, vj_status st, size_t off, const char *why)
{
    return vj_report_set(r, st, off, VJ_DIAG_NONE, "invalid instruction encoding (%s)", why);
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* The prefix: GFX9 bits 31:23 = 110100111; GFX10+ bits 31:24 = 0xCC, bit 23
 * clear (set: llvm-mc calls the word invalid, as we do: not VOP3P). */
int vj_vop3p_is(vj_family fam, uint32_t lo)
{
    return fam == VJ_FAM_GFX9 ? lo >> 23 == 0x1a7u : lo >> 23 == 0xccu << 1;
}

static uint32_t prefix(vj_family fam)
{
    return fam == VJ_FAM_GFX9 ? 0x1a7u << 23 : 0xccu << 24;
}

/* Bits of a field that name lanes beyond the sources (a 2-source op has
 * no third lane: llvm-mc calls a word with one set invalid; OP_SEL_HI[2],
 * bit 14, is the exception: ignored). */
static unsigned lanes(unsigned nsrc)
{
    return (1u << nsrc) - 1;
}

vj_status vj_vop3p_decode(vj_target target, const uint8_t *p, size_t avail, size_t offset,
                          vj_inst *out, vj_report *r)
{
    vj_family fam = vj_target_family(target);
    if (avail < 8)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (VOP3P needs 8 bytes, have %zu)", avail);
    uint32_t lo = rd32(p), hi = rd32(p + 4);
    vj_inst_id id = vj_inst_by_vop3p_opcode(target, (lo >> 16) & 0x7f);
    if (id == VJ_I_COUNT) {
        /* valid on this target but not ours: unsupported, by name */
        const vj_valu_row *row = vj_valu_by_opcode(target, VJ_VE_VOP3P, (lo >> 16) & 0x7f);
        unsigned s0 = hi & 0x1ff; /* GFX11+ src0 233/234/250: VOP3P-DPP8/DPP */
        int dpp = fam < VJ_FAM_GFX11 ? 0 : s0 == 250 ? 1 : s0 == 233 || s0 == 234 ? 8 : 0;
        if (row)
            return vj_valu_unsupported(r, offset, target, row, 0, dpp);
        return fail(r, VJ_ERR_DECODE, offset, "VOP3P opcode not on this target");
    }
    unsigned nsrc = vj_shape_nsrc(vj_inst_table[id].shape), m = lanes(nsrc);
    unsigned neg_hi = (lo >> 8) & 7, opsel = (lo >> 11) & 7;
    unsigned opsel_hi = ((lo >> 14) & 1) << 2 | ((hi >> 27) & 3), neg_lo = hi >> 29;
    unsigned srcf[3] = {hi & 0x1ff, (hi >> 9) & 0x1ff, (hi >> 18) & 0x1ff};
    if ((neg_hi | opsel | neg_lo) & ~m)
        return fail(r, VJ_ERR_DECODE, offset, "a modifier bit of a source the op lacks");
    /* an AGPR move: op_sel_hi and clamp taken (not printed), the rest invalid */
    if ((vj_inst_flags(id) & VJ_IF_ACCMOVE) && (neg_hi | opsel | neg_lo))
        return fail(r, VJ_ERR_DECODE, offset, "a modifier bit of an AGPR move");
    for (unsigned i = nsrc; i < 3; i++)
        if (srcf[i])
            return fail(r, VJ_ERR_DECODE, offset, "unused source field is not zero");
    /* GFX11+ src0 233/234/250 select the VOP3P-DPP form (another dword). */
    if (fam >= VJ_FAM_GFX11 && (srcf[0] == 233 || srcf[0] == 234 || srcf[0] == 250)) {
        const vj_valu_row *row = vj_valu_by_opcode(target, VJ_VE_VOP3P, (lo >> 16) & 0x7f);
        int dpp = srcf[0] == 250 ? 1 : 8;
        if (row && vj_valu_has_form(row, 0, dpp)) /* a form we do not take, by name */
            return vj_valu_unsupported(r, offset, target, row, 0, dpp);
        return vj_report_set(r, VJ_ERR_UNSUPPORTED, offset, VJ_DIAG_NONE, "%s",
                             "VOP3P-DPP form (src0 = DPP) is not supported");
    }
    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = target;
    out->nsrc = (uint8_t)nsrc;
    out->offset = (uint32_t)offset;
    out->opsel = (uint8_t)opsel;
    out->opsel_hi = (uint8_t)opsel_hi;
    out->neg = (uint8_t)neg_lo;
    out->neg_hi = (uint8_t)neg_hi;
    if (vj_inst_flags(id) & VJ_IF_MIX) { /* v_fma_mix*: the neg_hi field is ABS */
        out->abs = (uint8_t)neg_hi;
        out->neg_hi = 0;
    }
    out->clamp = (uint8_t)((lo >> 15) & 1);
    int need_lit = 0;
    for (unsigned i = 0; i < nsrc; i++)
        need_lit |= srcf[i] == 255;
    need_lit &= vj_family_has_literal(fam);
    uint32_t literal = 0;
    if (need_lit) {
        if (avail < 12)
            return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE, "%s",
                                 "truncated instruction (the 32-bit literal is missing)");
        literal = rd32(p + 8);
    }
    /* A source's slot is its shape's (packed halves, a dot product's 32-bit
     * accumulator, v_pk_mov_b32's 64-bit sources): no lane mask here. */
    for (unsigned i = 0; i < nsrc; i++)
        if (vj_operand_from_code(fam, vj_inst_src_slot(id, i, 64), srcf[i], literal,
                                 &out->src[i]) != VJ_OPND_OK)
            return fail(r, VJ_ERR_DECODE, offset, "source operand not valid here");
    out->len = need_lit ? 12 : 8;
    out->dst.kind = vj_inst_agpr_dst(id) ? VJ_OPND_AGPR : VJ_OPND_VGPR;
    out->dst.dwords = (uint8_t)vj_inst_dst_dwords(id);
    if (out->dst.dwords == 2 && (lo & 0xff) == 255)
        return fail(r, VJ_ERR_DECODE, offset, "v[255:256] is out of range");
    out->dst.code = (uint16_t)(lo & 0xff);
    out->dst.index = lo & 0xff;
    return vj_decode_classes(r, offset, out);
}

vj_status vj_vop3p_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag)
{
    vj_family fam = vj_target_family(inst->target);
    const vj_inst_info *info = &vj_inst_table[inst->id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    if (inst->dst.kind != (vj_inst_agpr_dst(inst->id) ? VJ_OPND_AGPR : VJ_OPND_VGPR) ||
        inst->dst.index > 255) {
        snprintf(diag ? diag->msg : (char[1]){0}, diag ? sizeof diag->msg : 1, "%s",
                 vj_inst_agpr_dst(inst->id) ? "destination must be an AGPR"
                                            : "destination must be a VGPR");
        return VJ_ERR_ARG;
    }
    unsigned codes[3] = {0, 0, 0};
    int have_lit = 0;
    uint32_t literal = 0;
    for (unsigned i = 0; i < nsrc; i++) {
        int c = vj_operand_code(fam, &inst->src[i]);
        const char *why = c < 0 ? "source operand has no encoding on this target" : NULL;
        if (c == 255) {
            uint32_t v = (uint32_t)inst->src[i].value;
            if (have_lit && v != literal)
                why = "only one unique literal operand is allowed";
            have_lit = 1;
            literal = v;
        }
        if (why) {
            if (diag)
                snprintf(diag->msg, sizeof diag->msg, "%s", why);
            return VJ_ERR_ARG;
        }
        codes[i] = (unsigned)c;
    }
    unsigned neg_hi = (vj_inst_flags(inst->id) & VJ_IF_MIX) ? inst->abs : inst->neg_hi;
    uint32_t lo = (inst->dst.index & 0xffu) | (neg_hi & 7u) << 8 |
                  (inst->opsel & 7u) << 11 | ((inst->opsel_hi >> 2) & 1u) << 14 |
                  (inst->clamp & 1u) << 15 | (uint32_t)info->opcode[fam] << 16 | prefix(fam);
    uint32_t hi = codes[0] | codes[1] << 9 | codes[2] << 18 | (inst->opsel_hi & 3u) << 27 |
                  (uint32_t)(inst->neg & 7u) << 29;
    wr32(out, lo);
    wr32(out + 4, hi);
    *out_len = 8;
    if (have_lit) {
        wr32(out + 8, literal);
        *out_len = 12;
    }
    return VJ_OK;
}

/* One lane list, " name:[b0,b1(,b2)]": one entry per source. */
static void print_lanes(vj_strbuf *o, const char *name, unsigned bits, unsigned nsrc)
{
    vj_sb_printf(o, " %s:[", name);
    for (unsigned i = 0; i < nsrc; i++)
        vj_sb_printf(o, "%s%u", i ? "," : "", (bits >> i) & 1);
    vj_sb_puts(o, "]");
}

/* What follows the operands, as llvm-mc prints it: op_sel, op_sel_hi
 * (unless all ones, the assembler's default; v_fma_mix*: unless all
 * zeros, and no neg_lo/neg_hi: printed on the operands), neg_lo, neg_hi,
 * clamp. */
void vj_vop3p_print_tail(const vj_inst *inst, vj_strbuf *o)
{
    if (vj_inst_flags(inst->id) & VJ_IF_ACCMOVE) /* llvm-mc-19 prints none of them */
        return;
    unsigned m = lanes(inst->nsrc);
    if (inst->opsel & m)
        print_lanes(o, "op_sel", inst->opsel, inst->nsrc);
    if (vj_inst_flags(inst->id) & VJ_IF_MIX) {
        if (inst->opsel_hi & m)
            print_lanes(o, "op_sel_hi", inst->opsel_hi, inst->nsrc);
        if (inst->clamp)
            vj_sb_puts(o, " clamp");
        return;
    }
    if ((inst->opsel_hi & m) != m)
        print_lanes(o, "op_sel_hi", inst->opsel_hi, inst->nsrc);
    if (inst->neg & m)
        print_lanes(o, "neg_lo", inst->neg, inst->nsrc);
    if (inst->neg_hi & m)
        print_lanes(o, "neg_hi", inst->neg_hi, inst->nsrc);
    if (inst->clamp)
        vj_sb_puts(o, " clamp");
}
