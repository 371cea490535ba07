/* disasm: vj_inst -> LLVM-syntax text, exactly as llvm-mc-19 prints it.
 * It formats only; validity is decided by the decoder and the assembler. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"
#include "util/strbuf.h"

/* A true16 instruction (v_mov_b16): VGPRs as vN.l / vN.h, the half in
 * opsel (bit 3: the VDST's, bit 0: src0's); another src0 as a 16-bit one. */
static void print_true16(const vj_inst *inst, vj_strbuf *o)
{
    char name[64], tmp[160];
    vj_sb_printf(o, "%s v%u.%c, ", vj_inst_form_name(inst, name, sizeof name),
                 (unsigned)inst->dst.index, (inst->opsel & 8) ? 'h' : 'l');
    if (inst->src[0].kind == VJ_OPND_VGPR) {
        vj_sb_printf(o, "v%u.%c", (unsigned)inst->src[0].index, (inst->opsel & 1) ? 'h' : 'l');
        return;
    }
    vj_operand_print(vj_target_family(inst->target), VJ_SLOT_B16, &inst->src[0], tmp, sizeof tmp);
    vj_sb_puts(o, tmp);
}

/* Issue 29: an f16 source of a float op as llvm-mc-19 prints it: an
 * inline constant as its float; a literal's low half as a 16-bit
 * immediate: an integer -16..64, else an inline f16 value's float, else
 * hex. */
static void f16_text(vj_family fam, const vj_operand *src, char *tmp, size_t size)
{
    vj_operand k = *src;
    if (src->kind == VJ_OPND_LITERAL) {
        int16_t v = (int16_t)(uint16_t)src->value;
        if (v >= -16 && v <= 64) {
            snprintf(tmp, size, "%d", v);
            return;
        }
        k.kind = VJ_OPND_INLINE_F16;
        k.value = (uint16_t)src->value;
        if (vj_operand_code(fam, &k) < 0) {
            snprintf(tmp, size, "0x%x", (unsigned)(uint16_t)src->value);
            return;
        }
    }
    if (k.kind != VJ_OPND_INLINE_F16)
        return;
    k.code |= VJ_CODE_FLOAT_TEXT;
    vj_operand_print(fam, VJ_SLOT_B16, &k, tmp, size);
}

int vj_disasm_inst(const vj_inst *inst, char *buf, size_t size)
{
    vj_strbuf o;
    vj_sb_fixed(&o, buf, size);
    if (inst->salu && inst->s.row) /* a scalar instruction a block holds: salu.c */
        return vj_salu_print(&inst->s, buf, size);
    if (inst->mem && inst->mrow) { /* a memory instruction a block holds: mem.c */
        vj_minst m;
        vj_inst_minst(inst, &m);
        return vj_mem_print(&m, buf, size);
    }
    if ((unsigned)inst->id >= VJ_I_COUNT || (unsigned)inst->target >= VJ_TARGET_COUNT) {
        vj_sb_puts(&o, "<invalid>");
    } else if (inst->vopd) { /* vopd.c */
        vj_vopd_print(inst, &o);
    } else if (vj_inst_true16(inst->id)) {
        print_true16(inst, &o);
    } else {
        vj_family fam = vj_target_family(inst->target);
        /* The wave size shows in the lane masks' sizes. */
        const vj_operand *m = inst->sdst.kind ? &inst->sdst : &inst->src[2];
        unsigned wave = m->dwords == 2 ? 64 : 32;
        char tmp[160];
        char name[64];
        vj_sb_puts(&o, vj_inst_form_name(inst, name, sizeof name));
        const char *sep = " ";
        if (inst->dst.kind == VJ_OPND_VGPR) {
            vj_vgpr_text(inst->dst.index, inst->dst.dwords, tmp, sizeof tmp);
            vj_sb_printf(&o, "%s%s", sep, tmp);
            sep = ", ";
        } else if (inst->dst.kind == VJ_OPND_AGPR) {
            vj_sb_printf(&o, "%sa%u", sep, (unsigned)inst->dst.index);
            sep = ", ";
        }
        if (vj_inst_has_sdst(inst->id, fam) || vj_inst_sreg_dst(inst->id)) {
            vj_operand_print(fam, wave == 64 ? VJ_SLOT_B64 : VJ_SLOT_B32, &inst->sdst, tmp,
                             sizeof tmp);
            vj_sb_printf(&o, "%s%s", sep, tmp);
            sep = ", ";
        }
        for (unsigned i = 0; i < inst->nsrc && i < 3; i++) {
            /* VOP3P: NEG_LO is printed as neg_lo:[..] after the operands */
            int pk = vj_inst_table[inst->id].enc == VJ_ENC_VOP3P &&
                     !(vj_inst_flags(inst->id) & VJ_IF_MIX); /* (mix: -x, |x|) */
            int neg = !pk && ((inst->neg >> i) & 1), abs = (inst->abs >> i) & 1;
            /* llvm-mc prints neither (a float op's: both, issue 29) */
            if ((vj_inst_flags(inst->id) & (VJ_IF_OPSEL | VJ_IF_QUIETMODS)) &&
                !(vj_inst_flags(inst->id) & VJ_IF_FLOAT))
                neg = abs = 0;
            /* llvm-mc writes a negated constant without ABS as neg(...). */
            const vj_operand *src = &inst->src[i];
            int neg_fn = neg && !abs && src->kind != VJ_OPND_VGPR && src->kind != VJ_OPND_SREG &&
                         src->kind != VJ_OPND_SPECIAL;
            vj_sb_puts(&o, sep);
            sep = ", ";
            int sext = inst->sdwa && i < 2 && inst->src_sext[i];
            if (sext)
                vj_sb_puts(&o, "sext(");
            if (neg)
                vj_sb_puts(&o, neg_fn ? "neg(" : "-");
            if (abs)
                vj_sb_puts(&o, "|");
            vj_slot slot = vj_inst_src_slot(inst->id, i, wave);
            vj_operand_print(fam, slot, &inst->src[i], tmp, sizeof tmp);
            /* an f64 operand's literal (its high dword): the inline float it
             * makes (0x3ff00000: 1.0; 0: the integer 0), else hex, always
             * (llvm-mc-19) */
            if ((vj_inst_flags(inst->id) & VJ_IF_FLOAT) && slot == VJ_SLOT_B64 &&
                src->kind == VJ_OPND_LITERAL) {
                vj_operand k = {.kind = VJ_OPND_INLINE_FLOAT, .dwords = 2,
                                .value = (uint64_t)(uint32_t)src->value << 32};
                if (!src->value) /* 0.0: the integer 0 */
                    snprintf(tmp, sizeof tmp, "0");
                else if (vj_operand_code(fam, &k) >= 0)
                    vj_operand_print(fam, slot, &k, tmp, sizeof tmp);
                else
                    snprintf(tmp, sizeof tmp, "0x%x", (unsigned)src->value);
            }
            /* issue 29: a packed f16 source's literal, as llvm-mc-19 prints
             * it: an inline f16 value's bits (0x3c00) as that constant
             * (1.0), -16..64 as the integer, others hex (0x3f800000 too) */
            if ((vj_inst_flags(inst->id) & VJ_IF_FLOAT) && slot == VJ_SLOT_P16 &&
                src->kind == VJ_OPND_LITERAL) {
                int32_t sv = (int32_t)(uint32_t)src->value;
                snprintf(tmp, sizeof tmp, sv >= -16 && sv <= 64 ? "%d" : "0x%x",
                         sv >= -16 && sv <= 64 ? sv : (int)(uint32_t)src->value);
                for (unsigned c = 240; c <= 248; c++)
                    if ((uint32_t)src->value == vj_inline_f16(c)) {
                        vj_operand k = {.kind = VJ_OPND_INLINE_FLOAT, .dwords = 1,
                                        .value = vj_inline_f32(c)};
                        vj_operand_print(fam, slot, &k, tmp, sizeof tmp);
                    }
            }
            unsigned fl16 = vj_inst_flags(inst->id);
            if ((fl16 & VJ_IF_FLOAT) && slot == VJ_SLOT_B16 &&
                !(i == 0 && (fl16 & VJ_IF_INTSRC)))
                f16_text(fam, src, tmp, sizeof tmp);
            if ((int)i == vj_inst_k_src(inst->id)) /* fmaak/fmamk's K: hex (llvm-mc-19) */
                snprintf(tmp, sizeof tmp, "0x%x", (unsigned)src->value);
            vj_sb_puts(&o, tmp);
            if (abs)
                vj_sb_puts(&o, "|");
            if (neg_fn)
                vj_sb_puts(&o, ")");
            if (sext)
                vj_sb_puts(&o, ")");
        }
        static const char *const omod_text[4] = {"", " mul:2", " mul:4", " div:2"};
        if (inst->dpp && !inst->e32) { /* VOP3-DPP: clamp and omod before the controls */
            if (inst->clamp)
                vj_sb_puts(&o, " clamp");
            vj_sb_puts(&o, omod_text[inst->omod & 3u]);
        }
        if (vj_inst_table[inst->id].enc == VJ_ENC_VOP3P) {
            vj_vop3p_print_tail(inst, &o);
        } else if (inst->sdwa) {
            vj_sdwa_print_tail(inst, tmp, sizeof tmp);
            vj_sb_puts(&o, tmp);
        } else if (inst->dpp == 8) {
            vj_sb_puts(&o, " dpp8:[");
            for (unsigned l = 0; l < 8; l++)
                vj_sb_printf(&o, "%s%u", l ? "," : "", (inst->dpp_sel >> (3 * l)) & 7);
            vj_sb_puts(&o, inst->dpp_fi ? "] fi:1" : "]");
        } else if (inst->dpp == 16) {
            vj_dpp16_print_tail(inst, tmp, sizeof tmp);
            vj_sb_puts(&o, tmp);
        } else {
            /* op_sel:[src0, src1, (src2,) dst] of a 16-bit VOP3 op, before clamp */
            if (!inst->e32 && (vj_inst_flags(inst->id) & VJ_IF_OPSEL) && inst->opsel) {
                vj_sb_puts(&o, " op_sel:[");
                for (unsigned i = 0; i < inst->nsrc; i++)
                    vj_sb_printf(&o, "%u,", (inst->opsel >> i) & 1u);
                vj_sb_printf(&o, "%u]", (inst->opsel >> 3) & 1u);
            }
            /* issue 29: GFX11+'s v_fmac_f16_e64: four lanes, src2's always 0 */
            if (!inst->e32 && inst->id == VJ_I_V_FMAC_F16 && fam >= VJ_FAM_GFX11 && inst->opsel)
                vj_sb_printf(&o, " op_sel:[%u,%u,0,%u]", inst->opsel & 1u,
                             (inst->opsel >> 1) & 1u, (inst->opsel >> 3) & 1u);
            /* room lanes: v_permlane16's FI and BOUND_CTRL, as llvm-mc-19 prints them */
            if ((vj_inst_flags(inst->id) & VJ_IF_FIBC) && (inst->opsel & 3u))
                vj_sb_printf(&o, " op_sel:[%u,%u]", inst->opsel & 1u, (inst->opsel >> 1) & 1u);
            if (inst->clamp)
                vj_sb_puts(&o, " clamp");
            /* a float op's output modifier, after clamp (llvm-mc-19) */
            vj_sb_puts(&o, omod_text[inst->omod & 3u]);
        }
    }
    return (int)o.len;
}
