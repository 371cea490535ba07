/* dpp: the DPP16 form of the 32-bit encodings (a VOP1, VOP2 or VOPC word
 * with src0 = 0xfa and a second dword), as llvm-mc-19 decodes, prints and
 * encodes it: the one table of dpp_ctrl values and their names. Data and
 * pure functions; the assembler parses the text itself (asm.c).
 * The second dword (llvm-mc-19's view, read off its output bit by bit):
 *   7:0 SRC0 (a VGPR), 16:8 DPP_CTRL, 17 ignored, 18 FI (GFX10+; GFX9:
 *   ignored), 19 BOUND_CTRL, 20/21 SRC0 NEG/ABS, 22/23 SRC1 NEG/ABS (a
 *   float op's, on the sources vj_inst_float_mods names; llvm-mc-19 calls
 *   them invalid elsewhere), 27:24 BANK_MASK, 31:28 ROW_MASK. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

/* dpp_ctrl families: the values lo..hi, the text's name, the first value's
 * number in the text (row_shl:1 is 0x101), and the families that have them
 * (the GCN3/Vega ISA's DPP_CTRL table for GFX9; the RDNA ISA's for GFX10+,
 * which drops the wave_* and row_bcast rows and adds row_share/row_xmask;
 * gfx90a+ adds row_newbcast, lane N of the row to the whole row, the
 * values row_share has on GFX10+ (the CDNA2 ISA); llvm-mc-19 prints any
 * other value with an "Invalid" or "not supported" comment). */
enum { F9 = 1, F10 = 2, F90A = 4 };
static const struct {
    const char *name;
    uint16_t lo, hi;
    uint8_t first, fams;
} ctrls[] = {
    {"quad_perm", VJ_DPP_QUAD_PERM, VJ_DPP_QUAD_PERM + 0xff, 0, F9 | F10},
    {"row_shl", VJ_DPP_ROW_SHL + 1, VJ_DPP_ROW_SHL + 15, 1, F9 | F10},
    {"row_shr", VJ_DPP_ROW_SHR + 1, VJ_DPP_ROW_SHR + 15, 1, F9 | F10},
    {"row_ror", VJ_DPP_ROW_ROR + 1, VJ_DPP_ROW_ROR + 15, 1, F9 | F10},
    {"wave_shl", VJ_DPP_WAVE_SHL1, VJ_DPP_WAVE_SHL1, 1, F9},
    {"wave_rol", VJ_DPP_WAVE_ROL1, VJ_DPP_WAVE_ROL1, 1, F9},
    {"wave_shr", VJ_DPP_WAVE_SHR1, VJ_DPP_WAVE_SHR1, 1, F9},
    {"wave_ror", VJ_DPP_WAVE_ROR1, VJ_DPP_WAVE_ROR1, 1, F9},
    {"row_mirror", VJ_DPP_ROW_MIRROR, VJ_DPP_ROW_MIRROR, 0, F9 | F10},
    {"row_half_mirror", VJ_DPP_ROW_HALF_MIRROR, VJ_DPP_ROW_HALF_MIRROR, 0, F9 | F10},
    {"row_bcast", VJ_DPP_ROW_BCAST15, VJ_DPP_ROW_BCAST15, 15, F9},
    {"row_bcast", VJ_DPP_ROW_BCAST31, VJ_DPP_ROW_BCAST31, 31, F9},
    {"row_share", VJ_DPP_ROW_SHARE, VJ_DPP_ROW_SHARE + 15, 0, F10},
    {"row_xmask", VJ_DPP_ROW_XMASK, VJ_DPP_ROW_XMASK + 15, 0, F10},
    {"row_newbcast", VJ_DPP_ROW_SHARE, VJ_DPP_ROW_SHARE + 15, 0, F90A},
};
#define NCTRLS (sizeof ctrls / sizeof ctrls[0])

static int target_bits(vj_target target)
{
    if (vj_target_family(target) != VJ_FAM_GFX9)
        return F10;
    return target == VJ_GFX908 ? F9 : F9 | F90A;
}

/* The row of ctrls a value is in on the family, or -1. */
static int ctrl_row(vj_target target, unsigned ctrl)
{
    for (unsigned i = 0; i < NCTRLS; i++)
        if (ctrl >= ctrls[i].lo && ctrl <= ctrls[i].hi && (ctrls[i].fams & target_bits(target)))
            return (int)i;
    return -1;
}

int vj_dpp16_ctrl_valid(vj_target target, unsigned ctrl)
{
    return ctrl_row(target, ctrl) >= 0;
}

unsigned vj_inst_float_mods(vj_inst_id id)
{
    /* issue 29, item 6: v_cndmask_b32's float-style NEG/ABS on its two
     * 32-bit sources (VJ_IF_SRCMODS), as its VOP3 and SDWA forms take them */
    if ((unsigned)id < VJ_I_COUNT && (vj_inst_flags(id) & VJ_IF_SRCMODS) &&
        !(vj_inst_flags(id) & VJ_IF_FLOAT) && vj_inst_src_slot(id, 0, 64) == VJ_SLOT_B32)
        return 3u;
    if ((unsigned)id >= VJ_I_COUNT || !(vj_inst_flags(id) & VJ_IF_FLOAT) ||
        (vj_inst_flags(id) & VJ_IF_INTSRC))
        return 0;
    unsigned all = (1u << vj_shape_nsrc(vj_inst_table[id].shape)) - 1;
    return (vj_inst_flags(id) & VJ_IF_INTSRC1) ? all & ~2u : all;
}

/* The operand rule of the DPP forms of ours: 32-bit sources (a lane mask
 * after src0 too) and a 32-bit result or none; an integer op without
 * modifiers, or a float op (issue 28: its NEG/ABS, the DPP16 dword's or
 * the VOP3 word's), or v_cndmask_b32 with its NEG/ABS (issue 29, item 6).
 * op_sel, the 16/64-bit and the m0-relative ones stay unsupported, by
 * name. */
static int dpp_operands_ours(vj_inst_id id, unsigned extra_flags, int any_class)
{
    unsigned fl = vj_inst_flags(id);
    if (fl & (VJ_IF_OPSEL | VJ_IF_QUIETMODS | VJ_IF_NOE64 | VJ_IF_RELIDX | VJ_IF_FP8 |
              extra_flags))
        return 0;
    /* issue 29: not v_ldexp_f16's (llvm-mc-19 prints its exponent's NEG bit
     * in the DPP dword as sext()) nor v_fmac_f16's (its op_sel) */
    if (id == VJ_I_V_LDEXP_F16 || id == VJ_I_V_LDEXP_F16_GFX11 || id == VJ_I_V_FMAC_F16)
        return 0;
    if (vj_inst_dst_dwords(id) > 1 || vj_inst_sreg_dst(id))
        return 0;
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    for (unsigned w = 32; w <= 64; w += 32)
        for (unsigned i = 0; i < nsrc; i++) {
            vj_slot s = vj_inst_src_slot(id, i, w);
            if ((any_class && vj_shape_src_class(info->shape, i) != VJ_SC_ANY) ||
                (s != VJ_SLOT_B32 && !(i > 0 && vj_slot_is_mask(s)) &&
                 s != VJ_SLOT_B16)) /* (issue 29: a 16-bit source too) */
                return 0;
        }
    return 1;
}

int vj_inst_dpp_operands_ours(vj_inst_id id)
{
    return (unsigned)id < VJ_I_COUNT && dpp_operands_ours(id, 0, 0);
}

/* gfx90a+'s DP ALU DPP (the CDNA2/CDNA3 ISAs; LLVM's isDPALU_DPP): a float
 * op with a 64-bit source or result takes DPP16 with row_newbcast only
 * (llvm-mc-19: "DP ALU dpp only supports row_newbcast"); its 64-bit
 * sources and result are VGPR pairs, 32-bit ones as above. */
int vj_inst_dpp_dpalu(vj_inst_id id)
{
    if ((unsigned)id >= VJ_I_COUNT || !(vj_inst_flags(id) & VJ_IF_FLOAT) ||
        (vj_inst_flags(id) &
         (VJ_IF_OPSEL | VJ_IF_QUIETMODS | VJ_IF_NOE64 | VJ_IF_SRCMODS | VJ_IF_FP8)) ||
        vj_inst_sreg_dst(id) || vj_inst_dst_dwords(id) > 2)
        return 0;
    int wide = vj_inst_dst_dwords(id) == 2;
    unsigned nsrc = vj_shape_nsrc(vj_inst_table[id].shape);
    for (unsigned i = 0; i < nsrc; i++) {
        vj_slot s = vj_inst_src_slot(id, i, 64);
        if (s != VJ_SLOT_B32 && s != VJ_SLOT_B64)
            return 0;
        wide |= s == VJ_SLOT_B64;
    }
    return wide;
}

int vj_dpp16_ctrl_valid_for(vj_inst_id id, vj_target target, unsigned ctrl)
{
    if (vj_inst_dpp_dpalu(id))
        return (target_bits(target) & F90A) && ctrl >= VJ_DPP_ROW_SHARE &&
               ctrl <= VJ_DPP_ROW_SHARE + 15;
    return vj_dpp16_ctrl_valid(target, ctrl);
}

int vj_inst_has_dpp16(vj_inst_id id, vj_target target)
{
    vj_family fam = vj_target_family(target);
    if ((unsigned)id >= VJ_I_COUNT || !vj_inst_has_e32(id, fam) || !vj_inst_on_target(id, target))
        return 0;
    int dpalu = vj_inst_dpp_dpalu(id) && (target_bits(target) & F90A);
    if (!dpalu && !dpp_operands_ours(id, 0, 0))
        return 0;
    vj_enc enc = vj_inst_enc(id, fam);
    vj_valu_enc ve = enc == VJ_ENC_VOP2 ? VJ_VE_VOP2 : enc == VJ_ENC_VOP1 ? VJ_VE_VOP1 : VJ_VE_VOPC;
    const vj_valu_row *row = vj_valu_by_opcode(target, ve, vj_inst_e32_opcode(id, fam));
    return row && vj_valu_has_form(row, 0, 1);
}

/* VOP3-DPP of ours: as vj_inst_has_dpp16's rule for the 32-bit forms, on
 * the VOP3 form: 32-bit sources of any class (or a lane mask after src0),
 * a 32-bit result or none (a compare's mask, a carry-out); a float op's
 * ABS, NEG, CLAMP and OMOD in the VOP3 word. */
int vj_inst_has_vop3_dpp(vj_inst_id id, vj_target target, int dpp)
{
    if ((dpp != 8 && dpp != 16) || (unsigned)target >= VJ_TARGET_COUNT)
        return 0;
    vj_family fam = vj_target_family(target);
    if ((unsigned)id >= VJ_I_COUNT || fam < VJ_FAM_GFX11 || !vj_inst_on_target(id, target))
        return 0;
    vj_enc enc = vj_inst_enc(id, fam);
    if (enc == VJ_ENC_VOP3P || enc == VJ_ENC_VOPD || enc == VJ_ENC_SDWA)
        return 0;
    if (!dpp_operands_ours(id, VJ_IF_NODPP | VJ_IF_DOT, 1))
        return 0;
    const vj_valu_row *row =
        vj_valu_by_opcode(target, VJ_VE_VOP3, (unsigned)vj_inst_table[id].opcode[fam]);
    return row && vj_valu_has_form(row, 0, dpp == 8 ? 8 : 1);
}

vj_status vj_dpp16_decode(vj_target target, uint32_t d, vj_inst *out, const char **why)
{
    vj_family fam = vj_target_family(target);
    unsigned ctrl = (d >> 8) & 0x1ff;
    if (!vj_dpp16_ctrl_valid(target, ctrl)) {
        *why = "a dpp_ctrl value the family does not define";
        return VJ_ERR_DECODE;
    }
    if (!vj_dpp16_ctrl_valid_for(out->id, target, ctrl)) {
        *why = "DP ALU dpp only supports row_newbcast";
        return VJ_ERR_DECODE;
    }
    /* NEG/ABS: src0's bits 20/21, src1's 22/23, of a float op's sources
     * that take them (the VOP3-DPP caller clears them: its VOP3 word has
     * the modifiers) */
    unsigned fm = vj_inst_float_mods(out->id);
    unsigned neg = ((d >> 20) & 1) | ((d >> 22) & 1) << 1;
    unsigned abs = ((d >> 21) & 1) | ((d >> 23) & 1) << 1;
    if ((neg | abs) & ~fm) {
        *why = "NEG/ABS bits in the DPP16 dword of a source that takes none";
        return VJ_ERR_DECODE;
    }
    out->neg |= (uint8_t)neg;
    out->abs |= (uint8_t)abs;
    out->dpp = 16;
    out->dpp_ctrl = (uint16_t)ctrl;
    out->dpp_fi = (uint8_t)(fam >= VJ_FAM_GFX10 && (d >> 18) & 1); /* GFX9 ignores it */
    out->dpp_bound = (uint8_t)((d >> 19) & 1);
    out->dpp_bank_mask = (uint8_t)((d >> 24) & 0xf);
    out->dpp_row_mask = (uint8_t)(d >> 28);
    return VJ_OK;
}

uint32_t vj_dpp16_dword(const vj_inst *in)
{
    /* the 32-bit form's NEG/ABS (VOP3-DPP's are in its VOP3 word) */
    uint32_t mods = 0;
    if (in->e32)
        mods = (uint32_t)(in->neg & 1) << 20 | (uint32_t)(in->abs & 1) << 21 |
               (uint32_t)((in->neg >> 1) & 1) << 22 | (uint32_t)((in->abs >> 1) & 1) << 23;
    return mods | (uint32_t)(in->src[0].index & 0xff) | (uint32_t)(in->dpp_ctrl & 0x1ff) << 8 |
           (uint32_t)(in->dpp_fi & 1) << 18 | (uint32_t)(in->dpp_bound & 1) << 19 |
           (uint32_t)(in->dpp_bank_mask & 0xf) << 24 | (uint32_t)(in->dpp_row_mask & 0xf) << 28;
}

/* llvm-mc-19 prints both masks always, bound_ctrl:1 when the bit is set
 * (on every family) and fi:1 when FI is. */
void vj_dpp16_print_tail(const vj_inst *in, char *buf, size_t size)
{
    int i = ctrl_row(in->target, in->dpp_ctrl);
    char c[40];
    if (i < 0)
        snprintf(c, sizeof c, "/* Invalid dpp_ctrl value */");
    else if (ctrls[i].lo == VJ_DPP_QUAD_PERM)
        snprintf(c, sizeof c, "quad_perm:[%u,%u,%u,%u]", in->dpp_ctrl & 3, (in->dpp_ctrl >> 2) & 3,
                 (in->dpp_ctrl >> 4) & 3, (in->dpp_ctrl >> 6) & 3);
    else if (ctrls[i].lo == ctrls[i].hi && !ctrls[i].first)
        snprintf(c, sizeof c, "%s", ctrls[i].name);
    else
        snprintf(c, sizeof c, "%s:%u", ctrls[i].name, ctrls[i].first + in->dpp_ctrl - ctrls[i].lo);
    snprintf(buf, size, " %s row_mask:0x%x bank_mask:0x%x%s%s", c, in->dpp_row_mask,
             in->dpp_bank_mask, in->dpp_bound ? " bound_ctrl:1" : "",
             in->dpp_fi ? " fi:1" : "");
}

int vj_dpp16_ctrl_by_name(vj_target target, const char *name, size_t len, int has_value,
                          long value, unsigned *ctrl)
{
    int named = 0;
    for (unsigned i = 0; i < NCTRLS; i++) {
        if (strlen(ctrls[i].name) != len || strncmp(ctrls[i].name, name, len) != 0)
            continue;
        if (!(ctrls[i].fams & target_bits(target)))
            return -1; /* a name the target lacks */
        named = 1;
        int valued = ctrls[i].lo != ctrls[i].hi || ctrls[i].first;
        if (valued != has_value)
            continue;
        if (!valued) {
            *ctrl = ctrls[i].lo;
            return 1;
        }
        long n = value - ctrls[i].first;
        if (n >= 0 && n <= ctrls[i].hi - ctrls[i].lo) {
            *ctrl = ctrls[i].lo + (unsigned)n;
            return 1;
        }
    }
    return named ? -2 : 0;
}
