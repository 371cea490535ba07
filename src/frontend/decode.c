/* decode: VOP3 machine code -> vj_inst, with llvm-mc-19's verdict on which
 * words are valid. It reads insts.def (through frontend.h) and the operand
 * space in operands.c; it does not print or parse text. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

/* A decoder error at byte offset off: fmt has one %s, what. */
static vj_status fail(vj_report *r, vj_status st, size_t off, const char *fmt, const char *what)
{
    char text[200];
    snprintf(text, sizeof text, fmt, what);
    return vj_report_set(r, st, off, VJ_DIAG_NONE, "%s", text);
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

vj_status vj_decode(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                    size_t offset, vj_inst *out, vj_diag *diag)
{
    vj_report r;
    vj_status st = vj_decode_report(target, wave_size, code, len, offset, out, &r);
    if (st != VJ_OK && diag)
        *diag = r.text;
    return st;
}

vj_status vj_decode_report(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                           size_t offset, vj_inst *out, vj_report *r)
{
    if (!code || !out || (unsigned)target >= VJ_TARGET_COUNT || offset > len)
        return fail(r, VJ_ERR_ARG, offset, "%s", "invalid argument");
    vj_family fam = vj_target_family(target);
    if (wave_size == 0)
        wave_size = vj_target_default_wave(target);
    if (wave_size != 64 && (wave_size != 32 || fam == VJ_FAM_GFX9))
        return fail(r, VJ_ERR_ARG, offset, "%s",
                    "wave size must be 64 on GFX9, 32 or 64 on GFX10+");
    size_t avail = len - offset;
    if (avail < 8)
        return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                    avail < 4 ? "VOP3 needs 8 bytes" : "VOP3 needs 8 bytes, have 4");
    const uint8_t *p = code + offset;
    uint32_t lo = rd32(p), hi = rd32(p + 4);
    if (lo >> 26 != vj_family_vop3_prefix(fam))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "not a VOP3 word for this target");
    unsigned opcode = (lo >> 16) & 0x3ff;
    vj_inst_id id = vj_inst_by_opcode(fam, opcode);
    if (id == VJ_I_COUNT)
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "VOP3 opcode not in the instruction table");
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned flags = vj_inst_flags(id);
    unsigned nsrc = vj_shape_nsrc(info->shape);
    unsigned vdst = lo & 0xff, abs = (lo >> 8) & 7, opsel = (lo >> 11) & 0xf;
    unsigned clamp = (lo >> 15) & 1, omod = (hi >> 27) & 3, neg = (hi >> 29) & 7;
    unsigned srcf[3] = {hi & 0x1ff, (hi >> 9) & 0x1ff, (hi >> 18) & 0x1ff};

    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = target;
    out->nsrc = (uint8_t)nsrc;
    out->offset = (uint32_t)offset;
    out->abs = (uint8_t)abs;
    out->neg = (uint8_t)neg;
    out->opsel = (uint8_t)opsel;
    out->clamp = (uint8_t)clamp;
    out->omod = (uint8_t)omod;

    /* GFX11+ src0 233/234/250 select the VOP3-DPP form (another dword). */
    if (fam >= VJ_FAM_GFX11 && (srcf[0] == 233 || srcf[0] == 234 || srcf[0] == 250)) {
        if (flags & VJ_IF_NODPP)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "DPP source in an instruction without a DPP form");
        return fail(r, VJ_ERR_UNSUPPORTED, offset, "%s",
                    "VOP3-DPP form (src0 = DPP) is not supported");
    }
    unsigned modmask = (flags & VJ_IF_SRCMODS) ? 3u : 0u;
    if ((abs & ~modmask) || (neg & ~modmask) || omod || (clamp && !(flags & VJ_IF_CLAMP)))
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "modifier bits this instruction does not take");
    for (unsigned i = nsrc; i < 3; i++)
        if (srcf[i])
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "unused source field is not zero");

    int need_lit = 0;
    for (unsigned i = 0; i < nsrc; i++)
        need_lit |= srcf[i] == 255;
    need_lit &= vj_family_has_literal(fam);
    uint32_t literal = 0;
    if (need_lit) {
        if (avail < 12)
            return fail(r, VJ_ERR_TRUNCATED, offset, "truncated instruction (%s)",
                        "the 32-bit literal is missing");
        literal = rd32(p + 8);
    }
    for (unsigned i = 0; i < nsrc; i++) {
        vj_slot slot = vj_inst_src_slot(id, i, wave_size);
        if (vj_operand_from_code(fam, slot, srcf[i], literal, &out->src[i]) == VJ_OPND_INVALID)
            return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                        "source operand not valid here");
    }
    out->dst.kind = VJ_OPND_VGPR;
    out->dst.code = (uint16_t)vdst;
    out->dst.index = vdst;
    out->dst.dwords = (uint8_t)vj_inst_dst_dwords(id);
    if (out->dst.dwords == 2 && vdst == 255)
        return fail(r, VJ_ERR_DECODE, offset, "invalid instruction encoding (%s)",
                    "v[255:256] is out of range");
    out->len = need_lit ? 12 : 8;
    return VJ_OK;
}
