/* encode: vj_inst -> machine code: the 32-bit VOP1/VOP2/VOPC forms (4 bytes,
 * 8 with a literal) and VOP3 (8, or 12 with a literal).
 * It derives every field from the instruction table and the operands; it
 * checks that the result is encodable, not assembler-level rules. */
#include "config.h"

#include <stdio.h>

#include "frontend/frontend.h"

static vj_status fail(vj_diag *diag, vj_status st, const char *msg)
{
    if (diag)
        snprintf(diag->msg, sizeof diag->msg, "%s", msg);
    return st;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* The code of a mask destination (7 bits in VOP3b, 8 in a VOPC's VDST). */
static int sdst_code(vj_family fam, const vj_operand *op, int vopc)
{
    int c = vj_operand_code(fam, op);
    if (op->kind == VJ_OPND_SPECIAL && vopc) /* llvm-mc takes one in a VOPC's field */
        return c >= 128 && c < 256 ? c : -1;
    if (op->kind != VJ_OPND_SREG)
        return -1;
    return c >= 0 && c < 128 ? c : -1;
}

static int enc_is_vopc(const vj_inst *inst, vj_family fam)
{
    return vj_inst_enc(inst->id, fam) == VJ_ENC_VOPC;
}

static int is_vcc(const vj_operand *op)
{
    return op->kind == VJ_OPND_SREG && op->index == VJ_SREG_VCC_LO;
}

/* The 32-bit form: VOP2 [0 OP VDST VSRC1 SRC0], VOP1 [0111111 VDST OP SRC0],
 * VOPC [0111110 OP VSRC1 SRC0], a literal after. */
static vj_status encode_e32(const vj_inst *inst, vj_family fam, const unsigned *codes_in, int have_lit,
                            uint32_t literal, uint8_t out[12], size_t *out_len, vj_diag *diag)
{
    if (!vj_inst_has_e32(inst->id, fam))
        return fail(diag, VJ_ERR_ARG, "the instruction has no 32-bit form on this target");
    unsigned codes[3] = {codes_in[0], codes_in[1], codes_in[2]};
    /* (true16: the halves are in opsel, bit 0 src0's and bit 3 the VDST's) */
    int t16 = vj_inst_true16(inst->id);
    /* (SDWA: its dword has NEG/ABS, CLAMP and OMOD; DPP16: NEG/ABS on a
     * float op's sources, vj_inst_float_mods) */
    unsigned dppmods = inst->dpp == 16 ? vj_inst_float_mods(inst->id) : 0;
    if ((((inst->abs | inst->neg) & ~dppmods) && !inst->sdwa) || (inst->clamp && !inst->sdwa) ||
        (inst->opsel & (t16 ? ~9u : ~0u)) || (inst->omod && !inst->sdwa))
        return fail(diag, VJ_ERR_ARG, "the 32-bit form takes no modifiers");
    const vj_inst_info *info = &vj_inst_table[inst->id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    int ks = vj_inst_k_src(inst->id); /* fmaak/fmamk: K in the literal dword */
    unsigned vi = ks == 1 ? 2 : 1;    /* the source in the VSRC1 field */
    if (nsrc >= 2 && !inst->sdwa && (codes[vi] < 256 || inst->src[vi].kind != VJ_OPND_VGPR))
        return fail(diag, VJ_ERR_ARG, "the 32-bit form's src1 must be a VGPR");
    if (ks > 0 && inst->src[ks].kind != VJ_OPND_LITERAL)
        return fail(diag, VJ_ERR_ARG, "the constant K is a literal");
    if (nsrc == 3 && ks < 0 && !is_vcc(&inst->src[2]))
        return fail(diag, VJ_ERR_ARG, "the 32-bit form reads vcc as its lane mask");
    if (vj_inst_has_sdst(inst->id, fam) && !is_vcc(&inst->sdst) &&
        !(inst->sdwa && enc_is_vopc(inst, fam)))
        return fail(diag, VJ_ERR_ARG, "the 32-bit form writes vcc as its lane mask");
    vj_enc enc = vj_inst_enc(inst->id, fam);
    unsigned op = vj_inst_e32_opcode(inst->id, fam), vdst = inst->dst.index & 0xff;
    if (t16) {
        if (inst->dst.index > 127 || (codes[0] >= 256 && inst->src[0].index > 127))
            return fail(diag, VJ_ERR_ARG, "a true16 register is v0-v127");
        vdst |= ((inst->opsel >> 3) & 1u) << 7;
        if (codes[0] >= 256)
            codes[0] |= (inst->opsel & 1u) << 7;
    }
    if (vj_inst_sreg_dst(inst->id)) { /* one SGPR in the VDST field */
        int sc = sdst_code(fam, &inst->sdst, 1);
        if (sc < 0)
            return fail(diag, VJ_ERR_ARG, "the destination must be a scalar register");
        vdst = (unsigned)sc;
    }
    unsigned vsrc1 = nsrc >= 2 ? (codes[vi] - 256) & 0xff : 0;
    uint32_t sdwa = 0;
    if (inst->sdwa) { /* src0 0xf9; the sources and selects in a second dword */
        if (!vj_sdwa_has_form(inst->id, fam))
            return fail(diag, VJ_ERR_ARG, "the instruction has no SDWA form on this target");
        sdwa = vj_sdwa_encode(inst, &vsrc1);
        codes[0] = 0xf9;
        have_lit = 0;
    }
    uint32_t dpp8 = 0;
    if (inst->dpp == 8) { /* src0 0xe9/0xea; its VGPR and lane selects in a second dword */
        if (fam < VJ_FAM_GFX10 || inst->src[0].kind != VJ_OPND_VGPR)
            return fail(diag, VJ_ERR_ARG, "the DPP8 form reads a VGPR src0 on GFX10+");
        dpp8 = (inst->dpp_sel & 0xffffff) << 8 | (inst->src[0].index & 0xff);
        codes[0] = inst->dpp_fi ? 0xea : 0xe9;
        have_lit = 0;
    }
    if (inst->dpp == 16) { /* src0 0xfa; its VGPR and the controls in a second dword */
        if (inst->src[0].kind != VJ_OPND_VGPR ||
            !vj_dpp16_ctrl_valid_for(inst->id, inst->target, inst->dpp_ctrl) ||
            (fam == VJ_FAM_GFX9 && inst->dpp_fi))
            return fail(diag, VJ_ERR_ARG, "the DPP form reads a VGPR src0 under a valid control");
        dpp8 = vj_dpp16_dword(inst);
        codes[0] = 0xfa;
        have_lit = 0;
    }
    uint32_t w;
    if (enc == VJ_ENC_VOP2)
        w = op << 25 | vdst << 17 | vsrc1 << 9 | codes[0];
    else if (enc == VJ_ENC_VOP1)
        w = 0x3fu << 25 | vdst << 17 | op << 9 | codes[0];
    else
        w = 0x3eu << 25 | op << 17 | vsrc1 << 9 | codes[0];
    wr32(out, w);
    *out_len = 4;
    if (inst->sdwa) {
        wr32(out + 4, sdwa);
        *out_len = 8;
        return VJ_OK;
    }
    if (inst->dpp == 8 || inst->dpp == 16) { /* (dpp8: the DPP8 or DPP16 dword) */
        wr32(out + 4, dpp8);
        *out_len = 8;
        return VJ_OK;
    }
    if (have_lit) {
        if (codes[0] != 255 && ks < 0)
            return fail(diag, VJ_ERR_ARG, "the 32-bit form takes a literal in src0 only");
        wr32(out + 4, literal);
        *out_len = 8;
    }
    return VJ_OK;
}

vj_status vj_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag)
{
    if (!inst || !out || !out_len || (unsigned)inst->id >= VJ_I_COUNT ||
        (unsigned)inst->target >= VJ_TARGET_COUNT)
        return fail(diag, VJ_ERR_ARG, "invalid argument to vj_encode");
    if (inst->vopd) /* vopd.c */
        return vj_vopd_encode(inst, out, out_len, diag);
    if (!vj_inst_on_target(inst->id, inst->target))
        return fail(diag, VJ_ERR_TARGET, "instruction not supported on this target");
    /* An AGPR where the class names one, and nowhere else: the fields are
     * a VGPR's, so nothing below would tell them apart. */
    for (unsigned i = 0; i < inst->nsrc && i < 3; i++) {
        const vj_operand *o = &inst->src[i];
        int aclass = vj_shape_src_class(vj_inst_table[inst->id].shape, i) == VJ_SC_AGPR;
        /* (what the decoder takes there too: null and the specials, as llvm-mc does) */
        int other = (o->kind == VJ_OPND_SPECIAL && o->index != VJ_SPECIAL_LDS_DIRECT) ||
                    (o->kind == VJ_OPND_SREG && o->index == VJ_SREG_NULL);
        if (o->kind == VJ_OPND_AGPR ? !aclass : aclass && !other)
            return fail(diag, VJ_ERR_ARG, "an AGPR source only where the instruction reads one");
    }
    if (inst->dst.kind == VJ_OPND_AGPR && !vj_inst_agpr_dst(inst->id))
        return fail(diag, VJ_ERR_ARG, "an AGPR destination only where the instruction writes one");
    if (vj_inst_table[inst->id].enc == VJ_ENC_VOP3P) /* vop3p.c */
        return vj_vop3p_encode(inst, out, out_len, diag);
    vj_family fam = vj_target_family(inst->target);
    const vj_inst_info *info = &vj_inst_table[inst->id];
    int opcode = info->opcode[fam];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    if (vj_inst_dst_dwords(inst->id) &&
        (inst->dst.kind != (vj_inst_agpr_dst(inst->id) ? VJ_OPND_AGPR : VJ_OPND_VGPR) ||
         inst->dst.index > 255))
        return fail(diag, VJ_ERR_ARG,
                    vj_inst_agpr_dst(inst->id) ? "destination must be an AGPR"
                                               : "destination must be a VGPR");
    unsigned codes[3] = {0, 0, 0};
    int have_lit = 0;
    uint32_t literal = 0;
    for (unsigned i = 0; i < nsrc; i++) {
        /* Every family's 32-bit forms take a literal (GFX9's VOP3 does not). */
        int c = inst->e32 && inst->src[i].kind == VJ_OPND_LITERAL
                    ? 255
                    : vj_operand_code(fam, &inst->src[i]);
        if (c < 0)
            return fail(diag, VJ_ERR_ARG, "source operand has no encoding on this target");
        if (c == 255) {
            uint32_t v = (uint32_t)inst->src[i].value;
            if (have_lit && v != literal)
                return fail(diag, VJ_ERR_ARG, "only one unique literal operand is allowed");
            have_lit = 1;
            literal = v;
        }
        codes[i] = (unsigned)c;
    }
    if (inst->e32)
        return encode_e32(inst, fam, codes, have_lit, literal, out, out_len, diag);
    if (vj_inst_flags(inst->id) & VJ_IF_NOE64)
        return fail(diag, VJ_ERR_ARG, "the instruction has no VOP3 form");
    vj_enc enc = vj_inst_enc(inst->id, fam);
    unsigned low = (inst->dst.index & 0xffu) | (inst->abs & 7u) << 8 | (inst->opsel & 0xfu) << 11;
    if (vj_inst_sreg_dst(inst->id)) { /* one SGPR in the VDST field */
        int sc = sdst_code(fam, &inst->sdst, 1);
        if (sc < 0)
            return fail(diag, VJ_ERR_ARG, "the destination must be a scalar register");
        low = (unsigned)sc | (inst->abs & 7u) << 8 | (inst->opsel & 0xfu) << 11;
    }
    if (vj_shape_has_sdst(info->shape)) {
        int sc = vj_inst_has_sdst(inst->id, fam) ? sdst_code(fam, &inst->sdst, enc == VJ_ENC_VOPC)
                                                  : VJ_SREG_EXEC_LO;
        if (sc < 0)
            return fail(diag, VJ_ERR_ARG, "the lane mask destination must be a scalar register");
        if (enc == VJ_ENC_VOPC) /* in the VDST field */
            low = (unsigned)sc | (inst->abs & 7u) << 8 | (inst->opsel & 0xfu) << 11;
        else /* VOP3b: SDST in 14:8 */
            low = (inst->dst.index & 0xffu) | (unsigned)sc << 8;
    }
    /* VOP3-DPP (GFX11+): src0 0xfa (DPP16) or 0xe9/0xea (DPP8), its VGPR
     * and the controls in a third dword, as the 32-bit forms' */
    uint32_t dppd = 0;
    if (inst->dpp) {
        if (!vj_inst_has_vop3_dpp(inst->id, inst->target, inst->dpp) || have_lit ||
            inst->src[0].kind != VJ_OPND_VGPR ||
            (inst->dpp == 16 && !vj_dpp16_ctrl_valid(inst->target, inst->dpp_ctrl)))
            return fail(diag, VJ_ERR_ARG,
                        "the VOP3-DPP form takes a VGPR src0 under a valid control, no literal");
        dppd = inst->dpp == 16 ? vj_dpp16_dword(inst)
                               : (inst->dpp_sel & 0xffffff) << 8 | (inst->src[0].index & 0xff);
        codes[0] = inst->dpp == 16 ? 0xfa : inst->dpp_fi ? 0xea : 0xe9;
    }
    uint32_t lo = low | (inst->clamp & 1u) << 15 | (uint32_t)opcode << 16 |
                  vj_family_vop3_prefix(fam) << 26;
    uint32_t hi = codes[0] | codes[1] << 9 | codes[2] << 18 | (inst->omod & 3u) << 27 |
                  (uint32_t)(inst->neg & 7u) << 29;
    wr32(out, lo);
    wr32(out + 4, hi);
    *out_len = 8;
    if (have_lit || inst->dpp) { /* (the literal, or the VOP3-DPP dword) */
        wr32(out + 8, inst->dpp ? dppd : literal);
        *out_len = 12;
    }
    return VJ_OK;
}
