/* sdwa: the SDWA form of GFX9/GFX10 (sub-dword addressing): a VOP1, VOP2
 * or VOPC word with src0 = 0xf9 and a second dword of selects, as llvm-mc-19
 * decodes, prints and encodes it. Bits of that dword (llvm-mc's view, read
 * off its output bit by bit):
 *   7:0 SRC0 (a VGPR, or a scalar/constant code when S0 is set)
 *   VOP1/VOP2: 10:8 DST_SEL, 12:11 DST_UNUSED (3 reads as PAD), 13 CLAMP,
 *              15:14 OMOD (float only)
 *   VOPC:      14:8 SDST and 15 SD (0: vcc, 1: SDST)
 *   18:16 SRC0_SEL, 19 SRC0_SEXT, 20 SRC0_NEG, 21 SRC0_ABS (float only),
 *   22 ignored, 23 S0, 26:24 SRC1_SEL, 27 SRC1_SEXT, 28/29 NEG/ABS (float
 *   only), 30 ignored, 31 S1. A source takes NEG/ABS (a float op's,
 *   vj_inst_float_mods; v_cndmask's) or SEXT (an integer one's), never
 *   both: llvm-mc-19 calls the other bits invalid. A select of 7 is invalid (llvm-mc-19 crashes
 *   on one). Data and pure functions; no text parsing here. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

static const char *const sel_names[] = {"BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3",
                                        "WORD_0", "WORD_1", "DWORD"};
static const char *const unused_names[] = {"UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE"};

const char *vj_sdwa_sel_name(unsigned sel)
{
    return sel <= VJ_SEL_DWORD ? sel_names[sel] : NULL;
}

void vj_sdwa_sel_field(unsigned sel, unsigned *shift, unsigned *bits)
{
    *shift = sel <= VJ_SEL_BYTE3 ? 8 * sel : 16 * (sel - VJ_SEL_WORD0);
    *bits = sel <= VJ_SEL_BYTE3 ? 8 : 16;
}

const char *vj_sdwa_unused_name(unsigned unused)
{
    return unused <= VJ_UNUSED_PRESERVE ? unused_names[unused] : NULL;
}

/* Whether the sweep says llvm-mc-19 decodes the 32-bit opcode in SDWA on
 * every target of the family that has the instruction (GFX9's v_mac_f32
 * and v_fmac_f32 have none). */
static int sweep_has_sdwa(vj_inst_id id, vj_family family)
{
    vj_enc enc = vj_inst_enc(id, family);
    vj_valu_enc ve = enc == VJ_ENC_VOP2 ? VJ_VE_VOP2 : enc == VJ_ENC_VOP1 ? VJ_VE_VOP1 : VJ_VE_VOPC;
    int any = 0;
    for (unsigned t = 0; t < VJ_TARGET_COUNT; t++) {
        if (vj_target_family((vj_target)t) != family || !vj_inst_on_target(id, (vj_target)t))
            continue;
        const vj_valu_row *row =
            vj_valu_by_opcode((vj_target)t, ve, vj_inst_e32_opcode(id, family));
        if (!row || !vj_valu_has_form(row, 1, 0))
            return 0;
        any = 1;
    }
    return any;
}

/* GFX9 and GFX10 have SDWA forms of the 32-bit VOP1/VOP2/VOPC opcodes
 * whose sources are 32 or 16 bits (not the 64-bit ones); a float op's
 * where its sources are 32 or 16 bits (issue 29: f16), its result not 64,
 * and the sweep has the form. */
int vj_sdwa_has_form(vj_inst_id id, vj_family family)
{
    if (family > VJ_FAM_GFX10 || !vj_inst_has_e32(id, family) || vj_inst_sreg_dst(id) ||
        (vj_inst_flags(id) & (VJ_IF_NOSDWA | VJ_IF_RELIDX | VJ_IF_FP8)))
        return 0;
    vj_shape shape = vj_inst_table[id].shape;
    for (unsigned i = 0; i < vj_shape_nsrc(shape); i++)
        if (vj_src_slot(shape, i, 64) == VJ_SLOT_B64)
            return 0;
    if (vj_shape_dst_dwords(shape) == 2)
        return 0;
    if (vj_inst_flags(id) & VJ_IF_FLOAT) {
        for (unsigned i = 0; i < vj_shape_nsrc(shape); i++) {
            vj_slot sl = vj_inst_src_slot(id, i, 64);
            /* (issue 29: an f16 source too, the word the select picks) */
            if (sl != VJ_SLOT_B32 && sl != VJ_SLOT_B16 && !(i > 0 && vj_slot_is_mask(sl)))
                return 0;
        }
        return sweep_has_sdwa(id, family);
    }
    return 1;
}

/* OMOD in the SDWA dword: a float op's with a float result (llvm-mc-19,
 * GFX9 and GFX10 alike: v_cvt_i32_f32_sdwa's bits are invalid, though its
 * VOP3 form takes them; a compare has none). */
int vj_sdwa_takes_omod(vj_inst_id id)
{
    unsigned fl = vj_inst_flags(id);
    return (fl & VJ_IF_FLOAT) && !(fl & (VJ_IF_NOOMOD | VJ_IF_INTDST));
}

/* A source of the form: a VGPR, or with S set a scalar register or an
 * inline constant (no literal). */
static int sdwa_source(vj_family fam, vj_slot slot, unsigned field, int scalar, vj_operand *op)
{
    unsigned code = scalar ? field : 256 + field;
    if (code == 255)
        return 0;
    return vj_operand_from_code(fam, slot, code, 0, op) == VJ_OPND_OK;
}

vj_status vj_sdwa_decode(vj_family fam, unsigned wave_size, uint32_t d, unsigned vsrc1,
                         vj_inst *inst, const char **why)
{
    vj_enc enc = vj_inst_enc(inst->id, fam);
    unsigned nsrc = inst->nsrc;
    unsigned dst_sel = (d >> 8) & 7, dst_unused = (d >> 11) & 3, clamp = (d >> 13) & 1;
    unsigned omod = (d >> 14) & 3;
    unsigned s0sel = (d >> 16) & 7, s0sext = (d >> 19) & 1, s0neg = (d >> 20) & 1;
    unsigned s0abs = (d >> 21) & 1, s0 = (d >> 23) & 1;
    unsigned s1sel = (d >> 24) & 7, s1sext = (d >> 27) & 1, s1neg = (d >> 28) & 1;
    unsigned s1abs = (d >> 29) & 1, s1 = (d >> 31) & 1;
    *why = "invalid SDWA fields";
    if (!vj_sdwa_has_form(inst->id, fam)) {
        *why = "the instruction has no SDWA form";
        return VJ_ERR_DECODE;
    }
    /* A source with float-style modifiers (v_cndmask's two, a float op's
     * but an integer one) takes NEG/ABS and no SEXT; the others SEXT and
     * no NEG/ABS. */
    unsigned fl = vj_inst_flags(inst->id);
    unsigned mods = (fl & VJ_IF_SRCMODS) ? 3u : vj_inst_float_mods(inst->id);
    unsigned sext = s0sext | s1sext << 1, na = (s0neg | s0abs) | (s1neg | s1abs) << 1;
    if ((sext & mods) || (na & ~mods))
        return VJ_ERR_DECODE;
    if (s0sel == 7 || (enc != VJ_ENC_VOPC &&
                       (dst_sel == 7 || (omod && !vj_sdwa_takes_omod(inst->id)))))
        return VJ_ERR_DECODE;
    /* one source: the src1 fields must be clear */
    if (nsrc == 1 && ((d >> 24) & 0x3f || s1))
        return VJ_ERR_DECODE;
    if (nsrc >= 2 && s1sel == 7)
        return VJ_ERR_DECODE;
    /* a GFX10 v_cmpx writes exec only: no SDST */
    if (enc == VJ_ENC_VOPC && !vj_inst_has_sdst(inst->id, fam) && ((d >> 15) & 1))
        return VJ_ERR_DECODE;
    inst->neg = (uint8_t)(s0neg | s1neg << 1);
    inst->abs = (uint8_t)(s0abs | s1abs << 1);
    inst->sdwa = 1;
    inst->len = 8;
    inst->src_sel[0] = (uint8_t)s0sel;
    inst->src_sext[0] = (uint8_t)s0sext;
    if (nsrc >= 2) {
        inst->src_sel[1] = (uint8_t)s1sel;
        inst->src_sext[1] = (uint8_t)s1sext;
    }
    for (unsigned i = 0; i < nsrc && i < 2; i++) {
        vj_slot slot = vj_inst_src_slot(inst->id, i, wave_size);
        if (vj_slot_is_mask(slot))
            continue; /* vcc, set by the caller */
        if (!sdwa_source(fam, slot, i == 0 ? d & 0xff : vsrc1, i == 0 ? s0 : s1, &inst->src[i])) {
            *why = "an SDWA source that is not a register or inline constant";
            return VJ_ERR_DECODE;
        }
    }
    if (enc == VJ_ENC_VOPC) {
        inst->dst_sel = VJ_SEL_DWORD;
        /* SD: the mask to SDST, else to vcc (set by the caller) */
        if ((d >> 15) & 1) {
            vj_slot slot = wave_size == 64 ? VJ_SLOT_B64 : VJ_SLOT_B32;
            if (vj_operand_from_code(fam, slot, (d >> 8) & 0x7f, 0, &inst->sdst) != VJ_OPND_OK ||
                inst->sdst.kind != VJ_OPND_SREG) {
                *why = "the SDWA compare's mask destination is not a scalar register";
                return VJ_ERR_DECODE;
            }
            inst->sdst.dwords = (uint8_t)(wave_size == 64 ? 2 : 1);
        }
        return VJ_OK;
    }
    inst->dst_sel = (uint8_t)dst_sel;
    inst->dst_unused = (uint8_t)(dst_unused == 3 ? VJ_UNUSED_PAD : dst_unused);
    inst->clamp = (uint8_t)clamp;
    inst->omod = (uint8_t)omod;
    return VJ_OK;
}

uint32_t vj_sdwa_encode(const vj_inst *inst, unsigned *vsrc1)
{
    vj_family fam = vj_target_family(inst->target);
    vj_enc enc = vj_inst_enc(inst->id, fam);
    uint32_t d = 0;
    *vsrc1 = 0;
    for (unsigned i = 0; i < inst->nsrc && i < 2; i++) {
        const vj_operand *op = &inst->src[i];
        if (op->kind == VJ_OPND_SREG && vj_slot_is_mask(vj_inst_src_slot(inst->id, i, 64)))
            continue;
        int code = vj_operand_code(fam, op);
        unsigned field = code >= 256 ? (unsigned)code - 256 : (unsigned)code & 0xff;
        unsigned scalar = code < 256;
        uint32_t neg = (inst->neg >> i) & 1, abs = (inst->abs >> i) & 1;
        if (i == 0)
            d |= field | scalar << 23 | (uint32_t)(inst->src_sel[0] & 7) << 16 |
                 (uint32_t)(inst->src_sext[0] & 1) << 19 | neg << 20 | abs << 21;
        else {
            *vsrc1 = field;
            d |= scalar << 31 | (uint32_t)(inst->src_sel[1] & 7) << 24 |
                 (uint32_t)(inst->src_sext[1] & 1) << 27 | neg << 28 | abs << 29;
        }
    }
    if (inst->nsrc < 2)
        d &= 0x00ffffffu;
    if (enc == VJ_ENC_VOPC) {
        if (vj_inst_has_sdst(inst->id, fam) && inst->sdst.kind == VJ_OPND_SREG &&
            inst->sdst.index != VJ_SREG_VCC_LO) {
            int c = vj_operand_code(fam, &inst->sdst);
            d |= (uint32_t)(c & 0x7f) << 8 | 1u << 15;
        }
    } else {
        d |= (uint32_t)(inst->dst_sel & 7) << 8 | (uint32_t)(inst->dst_unused & 3) << 11 |
             (uint32_t)(inst->clamp & 1) << 13 | (uint32_t)(inst->omod & 3) << 14;
    }
    return d;
}

void vj_sdwa_print_tail(const vj_inst *inst, char *buf, size_t size)
{
    vj_family fam = vj_target_family(inst->target);
    int n = 0;
    buf[0] = '\0';
    if (inst->clamp)
        n += snprintf(buf + n, size - (size_t)n, " clamp");
    static const char *const omod_text[4] = {"", " mul:2", " mul:4", " div:2"};
    n += snprintf(buf + n, size - (size_t)n, "%s", omod_text[inst->omod & 3u]);
    if (vj_inst_enc(inst->id, fam) != VJ_ENC_VOPC)
        n += snprintf(buf + n, size - (size_t)n, " dst_sel:%s dst_unused:%s",
                      vj_sdwa_sel_name(inst->dst_sel), vj_sdwa_unused_name(inst->dst_unused));
    unsigned nsel = 0;
    for (unsigned i = 0; i < inst->nsrc && i < 2; i++)
        if (!vj_slot_is_mask(vj_inst_src_slot(inst->id, i, 64)))
            nsel++;
    for (unsigned i = 0; i < nsel; i++)
        n += snprintf(buf + n, size - (size_t)n, " src%u_sel:%s", i,
                      vj_sdwa_sel_name(inst->src_sel[i]));
}
