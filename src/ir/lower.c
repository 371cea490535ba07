/* lower: decoded instructions (vj_inst) to IR as insts.def's LOWER column
 * says (one IR op, or a small recipe here), plus the rules on which operands
 * and modifier bits can be translated at all (shared with the reference
 * evaluator so that both refuse the same things). It never runs code and
 * knows nothing of engines. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/fpmode.h"
#include "ir/ir.h"

#define NA  VJ_NO_ARG
#define I32 VJ_T_I32
#define I64 VJ_T_I64

/* ------------------------------------------------------------ the rules */

static const char *inst_name(const vj_inst *in, char *buf, size_t size)
{
    if ((unsigned)in->id >= VJ_I_COUNT)
        return "?";
    if ((unsigned)in->target < VJ_TARGET_COUNT)
        return vj_inst_form_name(in, buf, size);
    return vj_inst_table[in->id].name;
}

static vj_status unsupported(const vj_inst *in, size_t index, vj_report *r, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Refusals name the instruction at its byte offset and index. */
static vj_status unsupported(const vj_inst *in, size_t index, vj_report *r, const char *fmt, ...)
{
    char text[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    char name[64];
    return vj_report_set(r, VJ_ERR_UNSUPPORTED, in->offset, index, "%s: %s",
                         inst_name(in, name, sizeof name), text);
}

/* The old string form: the diagnostic's full message into err. */
static vj_status to_string(vj_status st, const vj_report *r, char *err, size_t errsize)
{
    if (st != VJ_OK && err && errsize)
        snprintf(err, errsize, "%s", r->text.msg);
    return st;
}

vj_status vj_lower_check(const vj_inst *in, unsigned wave_size, char *err, size_t errsize)
{
    vj_report d;
    return to_string(vj_lower_check_report(in, VJ_DIAG_NONE, wave_size, &d), &d, err, errsize);
}

static vj_status check_vopd(const vj_inst *in, size_t index, unsigned wave_size, vj_report *r);

/* Room pkf32: v_pk_fma/mul/add_f32 take every op_sel, op_sel_hi, neg_lo,
 * neg_hi and CLAMP bit (pk_f32 below). A constant is one dword (LLVM's
 * V2FP32 operand: 4 bytes, an f32 constant), which it gives where op_sel
 * and op_sel_hi pick a source's low dword, as LLVM emits it
 * ("v_pk_fma_f32 v[0:1], v[0:1], s[0:1], 0.5 op_sel_hi:[1,0,0]"); what it
 * gives as the high dword no source says. */
static vj_status check_pk_f32(const vj_inst *in, size_t index, vj_report *r)
{
    for (unsigned i = 0; i < in->nsrc; i++) {
        uint8_t k = in->src[i].kind;
        int constant = k == VJ_OPND_INLINE_INT || k == VJ_OPND_INLINE_FLOAT ||
                       k == VJ_OPND_LITERAL || k == VJ_OPND_INLINE_F16;
        if (constant && ((in->opsel | in->opsel_hi) >> i & 1))
            return unsupported(in, index, r,
                               "the high dword of a constant in a packed f32 source (source "
                               "%u, picked by op_sel or op_sel_hi) is not modelled", i);
    }
    return VJ_OK;
}

/* A VOP3P instruction's modifiers and constants, as far as they are
 * modelled: op_sel/op_sel_hi pick a packed op's halves; a dot product
 * takes the assembler's default halves only (the ISA's pseudocode reads
 * fixed fields), and neg_lo[0..1] only as GFX11's signedness bits;
 * v_pk_mov_b32 takes op_sel (its dword picks). Other neg_lo/neg_hi bits (a
 * float modifier) are not modelled, nor is the high dword of a constant in
 * v_pk_mov_b32's 64-bit sources (but for 0).
 *
 * Issue 29, item 6 (docs/design.md, "Integer residue"): a constant in a
 * packed 16-bit integer source, or in an integer dot product's source, is
 * its 32-bit value (an inline integer sign-extended, an inline float its
 * f32 bits, a literal its 32 bits: the decoded operand's value), whose
 * halves op_sel and op_sel_hi pick as a register's; so it needs no check. */
static vj_status check_packed(const vj_inst *in, size_t index, vj_report *r)
{
    unsigned flags = vj_inst_flags(in->id);
    if (flags & VJ_IF_ACCMOVE) /* a dword move, not a packed op: vj_lower_check's rules */
        return VJ_OK;
    if (flags & VJ_IF_MIX) {
        /* issue 29: v_fma_mix*'s f32 sources (op_sel_hi[i] clear) take an
         * inline float as an f16 inline immediate (llvm-mc-19 reads and
         * prints it so); what f32 hardware makes of it LLVM does not know
         * either ("an f16 inline immediate that may be converted to f32",
         * mad-mix.ll): not modelled. Inline integers and literals are
         * their 32 bits. */
        for (unsigned i = 0; i < in->nsrc; i++) {
            uint8_t k = in->src[i].kind;
            if ((k == VJ_OPND_INLINE_F16 || k == VJ_OPND_INLINE_FLOAT) &&
                !(in->opsel_hi >> i & 1))
                return unsupported(in, index, r,
                                   "an inline float constant read as an f32 by a mixed-"
                                   "precision op (source %u, op_sel_hi clear) is not modelled",
                                   i);
        }
        return VJ_OK;
    }
    /* issue 29: a float dot product's f32 S2: neg_lo[2] is its NEG (LLVM's
     * VOP3PMods of an f32), op_sel_hi[2] set as LLVM writes it; what
     * op_sel[2], op_sel_hi[2] clear or neg_hi[2] do to an f32 no source says */
    if ((flags & VJ_IF_FLOAT) && (flags & VJ_IF_DOT) &&
        ((in->opsel & 4) || !(in->opsel_hi & 4) || (in->neg_hi & 4)))
        return unsupported(in, index, r, "op_sel[2], op_sel_hi[2] clear or neg_hi[2] on a "
                                         "float dot product's f32 source is not modelled");
    if ((flags & VJ_IF_FLOAT) && vj_inst_src_slot(in->id, 0, 64) == VJ_SLOT_P16)
        return VJ_OK; /* issue 29: packed f16 takes every modifier and constant (pk_f16) */
    if (flags & VJ_IF_FLOAT) /* room pkf32 */
        return check_pk_f32(in, index, r);
    int dot = (flags & VJ_IF_DOT) != 0, mov = in->id == VJ_I_V_PK_MOV_B32;
    unsigned m = (1u << in->nsrc) - 1;
    if (dot && (in->opsel & m))
        return unsupported(in, index, r, "op_sel on a dot product is not modelled");
    if ((dot || mov) && (in->opsel_hi & m) != m)
        return unsupported(in, index, r, "op_sel_hi other than the default is not modelled "
                                         "for this instruction");
    unsigned negok = (flags & VJ_IF_NEGSIGN) ? 3u : 0u;
    if ((in->neg & ~negok) || in->neg_hi)
        return unsupported(in, index, r, "neg_lo/neg_hi on a packed integer operation "
                                         "are not modelled");
    for (unsigned i = 0; mov && i < in->nsrc; i++) {
        uint8_t k = in->src[i].kind;
        int constant = k == VJ_OPND_INLINE_INT || k == VJ_OPND_INLINE_FLOAT ||
                       k == VJ_OPND_LITERAL || k == VJ_OPND_INLINE_F16;
        /* v_pk_mov_b32 v[0:1], 0, 0 (which LLVM emits to zero a pair): the
         * inline 0 is all zero bits under every reading of a 64-bit source
         * (a sign-extended integer, a double, an f32 in each dword), so its
         * dwords are 0 whatever op_sel picks. Room pkf32: another constant
         * is one dword, its 32-bit value, where op_sel picks its low one
         * (LLVM expands a 64-bit move of two equal inline-constant dwords K
         * to "v_pk_mov_b32 v[0:1], K, K", op_sel 0); its high dword, as in
         * packed f32 (check_pk_f32), no source gives. */
        int zero = k == VJ_OPND_INLINE_INT && in->src[i].value == 0;
        if (constant && !zero && (in->opsel >> i & 1))
            return unsupported(in, index, r,
                               "the high dword of a constant in v_pk_mov_b32's source %u (picked "
                               "by op_sel) is not modelled",
                               i);
    }
    return VJ_OK;
}

/* Room lanes (issue 19): what the register-writing lane instructions take.
 * v_swap_b32 writes its source: only a VGPR can be one (the disassembler
 * also prints specials and null there, outside llvm-mc's VGPR_32). */
static vj_status check_lanes(const vj_inst *in, size_t index, vj_report *r)
{
    if (in->id == VJ_I_V_SWAP_B32 &&
        (in->src[0].kind != VJ_OPND_VGPR || in->src[0].index >= VJ_NUM_VGPRS))
        return unsupported(in, index, r, "the swapped source must be a VGPR");
    /* v_permlane16: src0 outside VGPR_32 (which the disassembler prints)
     * is not modelled; op_sel[2..3] are reserved (the ISA). */
    if ((vj_inst_flags(in->id) & VJ_IF_FIBC) &&
        (in->src[0].kind != VJ_OPND_VGPR || in->src[0].index >= VJ_NUM_VGPRS))
        return unsupported(in, index, r,
                           "a lane-permute source other than a VGPR is not modelled");
    /* (its lane selects are one for the wave: never a VGPR, as llvm-mc says;
     * the _var forms' per-lane select is always one) */
    int var = in->id == VJ_I_V_PERMLANE16_VAR_B32 || in->id == VJ_I_V_PERMLANEX16_VAR_B32;
    if (var && (in->src[1].kind != VJ_OPND_VGPR || in->src[1].index >= VJ_NUM_VGPRS))
        return unsupported(in, index, r,
                           "a lane select other than a VGPR is not modelled (llvm-mc: VGPR_32)");
    if ((vj_inst_flags(in->id) & VJ_IF_FIBC) && !var &&
        (in->src[1].kind == VJ_OPND_VGPR || in->src[2].kind == VJ_OPND_VGPR))
        return unsupported(in, index, r, "a VGPR lane select is not modelled (llvm-mc: SReg_32)");
    if ((vj_inst_flags(in->id) & VJ_IF_FIBC) && (in->opsel & 0xc))
        return unsupported(in, index, r, "op_sel bits 0x%x (reserved for this instruction) are "
                                         "not modelled", in->opsel & 0xc);
    /* issue 29, item 5: gfx950's fp8/bf8 conversions (LLVM: the OCP formats
     * there, not gfx942's FNUZ ones) are not modelled */
    if ((vj_inst_flags(in->id) & VJ_IF_FP8) && in->target == VJ_GFX950)
        return unsupported(in, index, r, "the fp8/bf8 formats of gfx950 are not modelled");
    /* Room movrel: a base source is a VGPR (llvm-mc's VRegSrc_32; the
     * disassembler prints more); the SDWA and DPP forms (decoded by
     * name only) are not modelled. */
    if ((vj_inst_flags(in->id) & VJ_IF_RELIDX) && (in->sdwa || in->dpp || in->vopd))
        return unsupported(in, index, r,
                           "the SDWA or DPP form of an m0-relative move is not modelled");
    if ((vj_inst_flags(in->id) & VJ_IF_RELIDX) && in->id != VJ_I_V_MOVRELD_B32 &&
        (in->src[0].kind != VJ_OPND_VGPR || in->src[0].index >= VJ_NUM_VGPRS))
        return unsupported(in, index, r, "the relative source must be a VGPR");
    return VJ_OK;
}

/* ---- room movrel: the m0-relative moves ---- */

/* The operands m0 adds to, in the order they are checked (the sources
 * first, so that every check comes before the instruction's first write),
 * each with the field of m0 it adds: (m0 >> shift) & mask. From the RDNA3
 * ISA's pseudocode (VOP1 66-68, 72, 104): addr += M0.u32[31:0] for movreld,
 * movrels and movrelsd; addrs += M0[9:0], addrd += M0[25:16] for
 * movrelsd_2 and swaprel. The one table of them: lowering, and the
 * message of a run that stops at one. */
typedef struct rel_operand {
    uint8_t dst; /* the VDST's base, else src0's */
    uint8_t shift;
    uint32_t mask;
} rel_operand;

static unsigned rel_operands(vj_inst_id id, rel_operand op[2])
{
    static const rel_operand s_all = {0, 0, 0xffffffffu}, d_all = {1, 0, 0xffffffffu};
    static const rel_operand s_lo = {0, 0, 0x3ffu}, d_hi = {1, 16, 0x3ffu};
    switch (id) {
    case VJ_I_V_MOVRELD_B32:
        op[0] = d_all;
        return 1;
    case VJ_I_V_MOVRELS_B32:
        op[0] = s_all;
        return 1;
    case VJ_I_V_MOVRELSD_B32:
        op[0] = s_all;
        op[1] = d_all;
        return 2;
    case VJ_I_V_MOVRELSD_2_B32:
    case VJ_I_V_SWAPREL_B32:
        op[0] = s_lo;
        op[1] = d_hi;
        return 2;
    default:
        return 0;
    }
}

static unsigned rel_base(const vj_inst *in, const rel_operand *op)
{
    return op->dst ? in->dst.index : in->src[0].index;
}

void vj_rel_range_message(const vj_inst *in, size_t index, unsigned base, uint32_t offset,
                          char *err, size_t errsize)
{
    if (!err || !errsize)
        return;
    char name[64];
    const char *nm = in ? inst_name(in, name, sizeof name) : "an m0-relative move";
    char where[64] = "";
    if (in)
        snprintf(where, sizeof where, " at byte offset 0x%x (instruction %zu)",
                 (unsigned)in->offset, index);
    snprintf(err, errsize,
             "%s%s: its m0-relative VGPR index v%u + %u = %llu is past v255 (no rule for it "
             "is modelled); the run stopped before it, nothing of it written",
             nm, where, base, offset, (unsigned long long)base + offset);
}

int vj_rel_first_out_of_range(const vj_inst *in, uint32_t m0, unsigned *base, uint32_t *offset)
{
    rel_operand op[2];
    unsigned n = rel_operands(in->id, op);
    for (unsigned k = 0; k < n; k++) {
        uint32_t off = (m0 >> op[k].shift) & op[k].mask;
        unsigned bs = rel_base(in, &op[k]);
        if ((uint64_t)bs + off >= VJ_NUM_VGPRS) {
            *base = bs;
            *offset = off;
            return 1;
        }
    }
    return 0;
}

/* Issue 29, item 6 (docs/design.md "Integer residue"): on GFX11+ the VOP3
 * form of a 16-bit integer op that llvm-mc-19 prints without op_sel (the
 * 16-bit compares, v_cndmask_b16, v_max_i16, v_lshlrev_b16, ...) reads
 * source i's high half where op_sel[i] is set (a 16-bit source), and a
 * 16-bit result goes to the half op_sel[3] names (d16_result): the ISA's
 * VOP3 OPSEL field. The op_sel bits that rule gives meaning, 0 where it
 * does not apply (VJ_IF_OPSEL rows have their own, half_src). */
static unsigned gfx11_opsel16(const vj_inst *in)
{
    /* (a VOP3-DPP form's too: its src0 is the DPP lane's value, whose half
     * op_sel then picks: lower_block shifts it after the DPP read) */
    if (in->salu || in->vopd || in->e32 || in->sdwa ||
        (unsigned)in->id >= VJ_I_COUNT || (unsigned)in->target >= VJ_TARGET_COUNT ||
        vj_target_family(in->target) < VJ_FAM_GFX11)
        return 0;
    unsigned f = vj_inst_flags(in->id);
    /* (a float row's too: an f16 op's sources and result are 16-bit ones;
     * v_fmac_f16's op_sel, which llvm-mc-19 prints, not) */
    if ((f & (VJ_IF_OPSEL | VJ_IF_FIBC | VJ_IF_ACCMOVE)) ||
        vj_inst_table[in->id].enc == VJ_ENC_VOP3P || in->id == VJ_I_V_FMAC_F16)
        return 0;
    /* GFX12's v_s_*_f16: llvm-mc-19 takes no op_sel on them and prints none;
     * what the bits do to a scalar source is unknown: refused */
    if (vj_shape_pseudo_scalar(vj_inst_table[in->id].shape))
        return 0;
    unsigned m = 0, n = vj_shape_nsrc(vj_inst_table[in->id].shape);
    for (unsigned i = 0; i < n && i < 3; i++)
        if (vj_inst_src_slot(in->id, i, 64) == VJ_SLOT_B16)
            m |= 1u << i;
    /* a 16-bit result (not a compare's mask, not v_cvt_u32_u16's dword) */
    if (m && vj_inst_dst_dwords(in->id) == 1 && ((f & VJ_IF_D16) || n >= 2))
        m |= 8u;
    return m;
}

vj_status vj_lower_check_report(const vj_inst *in, size_t index, unsigned wave_size, vj_report *r)
{
    if (in->mem) { /* memory (lower_mem.c) */
        char msg[200];
        vj_minst m;
        vj_inst_minst(in, &m);
        vj_status st = vj_lower_minst_check(&m, msg, sizeof msg);
        return st == VJ_OK ? VJ_OK : vj_report_set(r, st, in->offset, index, "%s", msg);
    }
    if (in->salu) { /* scalar (lower_salu.c); the PC's rows in a region's block */
        char msg[200];
        vj_status st = in->region && vj_salu_flow(in->s.row) >= 0
                           ? vj_lower_sflow_check(&in->s, msg, sizeof msg)
                           : vj_lower_sinst_check(&in->s, wave_size, msg, sizeof msg);
        return st == VJ_OK ? VJ_OK : vj_report_set(r, st, in->offset, index, "%s", msg);
    }
    if (in->vopd)
        return check_vopd(in, index, wave_size, r);
    if ((unsigned)in->id >= VJ_I_COUNT)
        return unsupported(in, index, r, "unknown instruction id %d", (int)in->id);
    const vj_inst_info *info = &vj_inst_table[in->id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    if (in->nsrc != nsrc)
        return unsupported(in, index, r, "%u sources, the shape has %u", in->nsrc, nsrc);
    int packed = info->enc == VJ_ENC_VOP3P;
    if (packed) {
        vj_status st = check_packed(in, index, r);
        if (st != VJ_OK)
            return st;
    }
    /* Issue 19: a 16-bit VOP3 op's op_sel (VJ_IF_OPSEL) picks its source
     * halves and, on GFX10+, the destination's half (d16_result); GFX9 has
     * no rule for the destination's bit, nor for some ops' bits 31:16. */
    unsigned iflags = vj_inst_flags(in->id);
    int gfx9 = (unsigned)in->target < VJ_TARGET_COUNT &&
               vj_target_family(in->target) == VJ_FAM_GFX9;
    if ((iflags & VJ_IF_HI16_GFX9) && gfx9)
        return unsupported(in, index, r,
                           "what it leaves in bits 31:16 of the destination on GFX9 is not "
                           "modelled");
    /* v_mad_u32_u16 / v_mad_i32_i16: op_sel[2] and [3] name a 32-bit S2
     * and result, where no half is picked: not modelled. */
    if ((iflags & VJ_IF_OPSEL) && nsrc == 3 && (in->opsel & 0xc) &&
        vj_inst_src_slot(in->id, 2, 64) == VJ_SLOT_B32)
        return unsupported(in, index, r, "op_sel bits 0x%x on a 32-bit source or result are not "
                                         "modelled", in->opsel & 0xc);
    /* v_lshl_add_u64: the CDNA3 ISA supports shift counts 0-4 only, and
     * compilers emit it with a constant one (LLVM's shl_0_to_4 pattern). */
    if (in->id == VJ_I_V_LSHL_ADD_U64 &&
        !(in->src[1].kind == VJ_OPND_INLINE_INT && in->src[1].value <= 4))
        return unsupported(in, index, r, "a shift count other than a constant 0-4 is not "
                                         "modelled (the ISA supports 0-4 only)");
    /* issue 29, item 3: v_pk_fmac_f16's GFX11+ DPP forms: their NEG and ABS
     * bits no rule gives a packed meaning (nor the row select one) */
    if (in->id == VJ_I_V_PK_FMAC_F16 && in->dpp)
        return unsupported(in, index, r, "the DPP form of v_pk_fmac_f16 is not modelled");
    /* issue 29, item 2: GFX9's *_legacy_f16 words may carry OPSEL bits
     * llvm-mc-19 neither prints nor takes; the pseudocode's OPSEL[3] writes
     * bits 31:16, its source bits no rule gives */
    if ((in->id == VJ_I_V_MAD_LEGACY_F16 || in->id == VJ_I_V_FMA_LEGACY_F16 ||
         in->id == VJ_I_V_DIV_FIXUP_LEGACY_F16) &&
        in->opsel)
        return unsupported(in, index, r, "op_sel bits 0x%x on a *_legacy_f16 are not modelled",
                           in->opsel);
    /* issue 29: v_ldexp_f16's exponent takes ABS/NEG in llvm-mc-19 (it
     * prints them as a float source's); what they do to an integer no
     * source says */
    if (in->id == VJ_I_V_LDEXP_F16_GFX11 && ((in->abs | in->neg) & 2))
        return unsupported(in, index, r,
                           "abs/neg on v_ldexp_f16's exponent (S1) are not modelled");
    /* issue 29: v_cvt_pkrtz_f16_f32's CLAMP and OMOD (llvm-mc-19 takes
     * them): on each half or on the dword no source says */
    if (in->id == VJ_I_V_CVT_PKRTZ_F16_F32 && (in->clamp || in->omod))
        return unsupported(in, index, r,
                           "clamp or omod on v_cvt_pkrtz_f16_f32 is not modelled");
    /* issue 29: v_fmac_f16's VOP3 op_sel (GFX11+; llvm-mc-19 prints four
     * bits for its two sources): which half of D it reads no source says */
    if (in->id == VJ_I_V_FMAC_F16 && in->opsel)
        return unsupported(in, index, r, "op_sel bits 0x%x on v_fmac_f16 are not modelled",
                           in->opsel);
    unsigned g11 = gfx11_opsel16(in);
    /* (GFX9's op_sel[3]: only where the other half is kept, VJ_IF_HI16_KEEP) */
    int opsel_ok = ((iflags & VJ_IF_OPSEL) && !in->e32 &&
                    !(gfx9 && (in->opsel & 8) && !(iflags & VJ_IF_HI16_KEEP))) ||
                   ((iflags & VJ_IF_FIBC) && !(in->opsel & 0xc)) || /* room lanes: FI, BC */
                   (g11 && !(in->opsel & ~g11)); /* issue 29, item 6 */
    /* (a true16 e32 form's halves: src0's, only of a VGPR, and the VDST's) */
    if (vj_inst_true16(in->id) && in->e32 && !gfx9 && !(in->opsel & ~9u) &&
        (!(in->opsel & 1) || in->src[0].kind == VJ_OPND_VGPR))
        opsel_ok = 1;
    if (in->opsel && !packed && !opsel_ok && vj_inst_src_slot(in->id, 0, 64) == VJ_SLOT_B16)
        return unsupported(in, index, r, "op_sel bits 0x%x on this 16-bit operation are not "
                                         "modelled", in->opsel);
    if (in->opsel && !packed && !opsel_ok)
        return unsupported(in, index, r,
                           "op_sel bits 0x%x on a 32-bit integer operation are not modelled",
                           in->opsel);
    if (in->omod && !(iflags & VJ_IF_FLOAT))
        return unsupported(in, index, r, "output modifier (omod %u) is not modelled", in->omod);
    /* (DPP16: the forms vj_inst_has_dpp16 takes, 32-bit integers throughout) */
    int dpp16_ok = in->dpp == 16 && vj_inst_has_dpp16(in->id, in->target);
    /* (VOP3-DPP, GFX11+: the VOP3 forms vj_inst_has_vop3_dpp takes; src0
     * is swapped in and the disabled lanes kept as for the 32-bit forms) */
    int vop3_dpp_ok = in->dpp && !in->e32 && !in->sdwa && !in->vopd &&
                      vj_inst_has_vop3_dpp(in->id, in->target, in->dpp);
    /* (gfx90a+'s DP ALU DPP: a 64-bit src0, a VGPR pair: dpp16_src0) */
    vj_slot s0slot = vj_inst_src_slot(in->id, 0, wave_size);
    int s0wide = dpp16_ok && s0slot == VJ_SLOT_B64;
    if (in->dpp && !vop3_dpp_ok &&
        ((in->dpp != 8 && !dpp16_ok) || !in->e32 || in->sdwa || in->vopd ||
         (s0slot != VJ_SLOT_B32 && s0slot != VJ_SLOT_B16 && !s0wide) ||
         in->src[0].kind != VJ_OPND_VGPR ||
         in->src[0].index + (s0wide ? 2u : 1u) > VJ_NUM_VGPRS))
        return unsupported(in, index, r,
                           "this DPP form is not modelled (DPP8 or DPP16 of a 16- or 32-bit "
                           "src0)");
    if (vop3_dpp_ok && (in->src[0].kind != VJ_OPND_VGPR || in->src[0].index >= VJ_NUM_VGPRS))
        return unsupported(in, index, r, "a VOP3-DPP form's src0 must be a VGPR");
    unsigned flags = vj_inst_flags(in->id);
    unsigned modmask = (flags & VJ_IF_SRCMODS) ? 3u : 0u;
    if (flags & VJ_IF_FLOAT) /* a float op: ABS/NEG on every source, OMOD, CLAMP */
        modmask = (flags & VJ_IF_INTSRC)    ? 0
                  : (flags & VJ_IF_INTSRC1) ? 1u
                                            : (1u << nsrc) - 1;
    /* a conversion to an integer: what CLAMP and OMOD (which llvm-mc-19
     * takes) do to it no source says */
    if ((flags & VJ_IF_INTDST) && (in->clamp || in->omod))
        return unsupported(in, index, r,
                           "clamp or omod on a float op's integer result is not modelled");
    /* issue 29, item 4: v_pack_b32_f16's CLAMP and op_sel's destination bit
     * (llvm-mc-19 takes both): what they do to a pack no source says */
    if ((in->id == VJ_I_V_PACK_B32_F16 || in->id == VJ_I_V_CVT_PKNORM_I16_F16 ||
         in->id == VJ_I_V_CVT_PKNORM_U16_F16) &&
        (in->clamp || (in->opsel & ~3u)))
        return unsupported(in, index, r, "clamp or op_sel bits 0x%x on a packed f16 result are "
                                         "not modelled", in->opsel & ~3u);
    /* a float compare's CLAMP (llvm-mc-19 takes it): no source says what it does */
    if ((flags & VJ_IF_FLOAT) && (flags & VJ_IF_NOOMOD) && in->clamp)
        return unsupported(in, index, r, "clamp on a float compare is not modelled");
    /* room div: v_div_scale (VOP3b) has no ABS field; llvm-mc-19 takes |x|
     * from GFX11 on without encoding it */
    if ((flags & VJ_IF_FLOAT) && vj_inst_has_sdst(in->id, vj_target_family(in->target)) &&
        !(flags & VJ_IF_NOOMOD))
        modmask &= ~(unsigned)in->abs;
    if ((in->abs & ~modmask) || (!packed && (in->neg & ~modmask)))
        return unsupported(in, index, r, "abs/neg source modifiers are not modelled here");
    /* CLAMP is modelled where it is saturation (VJ_IF_SAT), the meaning
     * LLVM gives it when it selects these for uaddsat / usubsat / saddsat /
     * ssubsat. */
    if (in->clamp && !(flags & (VJ_IF_SAT | VJ_IF_FLOAT)))
        return unsupported(in, index, r, "clamp is not modelled for this instruction");
    /* An AGPR move's VOP3P word: op_sel_hi means nothing to a dword move
     * (llvm-mc-19 takes any and prints none); the others are no word's. */
    if ((flags & VJ_IF_ACCMOVE) && (in->opsel || in->neg || in->neg_hi || in->abs))
        return unsupported(in, index, r, "op_sel, neg_lo and neg_hi are no AGPR move's");
    /* issue 29: v_dot2c_f32_f16's e64 ABS/NEG (on a packed f16 source:
     * which bits, no source says) and OMOD are not modelled */
    if ((in->id == VJ_I_V_DOT2C_F32_F16 || in->id == VJ_I_V_DOT2ACC_F32_F16) &&
        (in->abs || in->neg || in->omod))
        return unsupported(in, index, r,
                           "abs/neg/omod on an accumulating dot product are not modelled");
    vj_status lst = check_lanes(in, index, r);
    if (lst != VJ_OK)
        return lst;
    unsigned ddw = vj_inst_dst_dwords(in->id);
    if (vj_inst_agpr_dst(in->id)) {
        if (in->dst.kind != VJ_OPND_AGPR || in->dst.index >= VJ_NUM_AGPRS)
            return unsupported(in, index, r, "the destination must be an AGPR in range");
    } else if (ddw && (in->dst.kind != VJ_OPND_VGPR || in->dst.index + ddw > VJ_NUM_VGPRS)) {
        return unsupported(in, index, r, "the destination must be a VGPR (pair) in range");
    }
    if ((unsigned)in->target >= VJ_TARGET_COUNT)
        return unsupported(in, index, r, "no target");
    if (vj_inst_sreg_dst(in->id) &&
        (in->sdst.kind != VJ_OPND_SREG || in->sdst.index >= VJ_SREG_COUNT))
        return unsupported(in, index, r, "the destination is not a scalar register");
    if (vj_inst_has_sdst(in->id, vj_target_family(in->target))) {
        unsigned mdw = wave_size == 64 ? 2 : 1;
        if (in->sdst.kind != VJ_OPND_SREG)
            return unsupported(in, index, r,
                               "the lane mask destination is not a scalar register");
        if (in->sdst.index + mdw > VJ_SREG_COUNT || in->sdst.dwords != mdw)
            return unsupported(in, index, r,
                               "the lane mask destination is not a wave%u mask in range",
                               wave_size);
    }
    for (unsigned i = 0; i < nsrc; i++) {
        const vj_operand *o = &in->src[i];
        vj_slot slot = vj_inst_src_slot(in->id, i, wave_size);
        int wide = vj_slot_dwords(slot) == 2, mask = vj_slot_is_mask(slot);
        if (slot == VJ_SLOT_V128 && o->kind != VJ_OPND_VGPR)
            return unsupported(in, index, r, "source %u: a VGPR quad is read there", i);
        /* an AGPR move's source field that llvm-mc decodes as null or a special */
        if ((vj_shape_src_class(vj_inst_table[in->id].shape, i) == VJ_SC_AGPR) !=
            (o->kind == VJ_OPND_AGPR))
            return unsupported(in, index, r, "source %u: an AGPR is read there", i);
        switch (o->kind) {
        case VJ_OPND_VGPR:
            if (mask)
                return unsupported(in, index, r, "a VGPR as the lane mask is not modelled");
            if (o->index + (wide ? 2u : vj_slot_dwords(slot)) > VJ_NUM_VGPRS)
                return unsupported(in, index, r, "source %u: VGPR out of range", i);
            break;
        case VJ_OPND_SREG:
            if (o->index + (wide ? 2u : 1u) > VJ_SREG_COUNT)
                return unsupported(in, index, r, "source %u: scalar register out of range", i);
            break;
        case VJ_OPND_AGPR:
            if (o->index >= VJ_NUM_AGPRS || vj_slot_dwords(slot) != 1)
                return unsupported(in, index, r, "source %u: AGPR out of range", i);
            break;
        case VJ_OPND_INLINE_INT:
        case VJ_OPND_INLINE_FLOAT:
        case VJ_OPND_INLINE_F16:
        case VJ_OPND_LITERAL:
            break;
        case VJ_OPND_SPECIAL:
            if (o->index == VJ_SPECIAL_LDS_DIRECT)
                return unsupported(in, index, r,
                                   "src_lds_direct reads LDS, which this library does not model");
            if (o->index != VJ_SPECIAL_VCCZ && o->index != VJ_SPECIAL_EXECZ &&
                o->index != VJ_SPECIAL_SCC) {
                const char *sn = vj_special_name(o->index);
                return unsupported(in, index, r, "%s (an aperture or wave id) is not modelled",
                                   sn ? sn : "special source");
            }
            if (wide)
                return unsupported(in, index, r, "%s as a 64-bit operand is not modelled",
                                   vj_special_name(o->index));
            break;
        default:
            return unsupported(in, index, r, "source %u has no operand", i);
        }
    }
    return VJ_OK;
}

/* A VOPD pair: wave32 only; each half an instruction lowering takes (the
 * float ones are refused by name). */
static vj_status check_vopd(const vj_inst *in, size_t index, unsigned wave_size, vj_report *r)
{
    if ((unsigned)in->target >= VJ_TARGET_COUNT)
        return unsupported(in, index, r, "no target");
    const char *tn = vj_target_name(in->target);
    for (unsigned h = 0; h < 2; h++) {
        vj_inst half;
        vj_vopd_half_inst(in, h, &half);
        const char *nm = vj_vopd_name(in->target, h ? in->y.op : in->vopd_opx, (int)h);
        if (!nm)
            return vj_report_set(r, VJ_ERR_UNSUPPORTED, in->offset, index,
                                 "VOPD opcode %u is not valid on %s", h ? in->y.op : in->vopd_opx,
                                 tn);
        if (wave_size != 32)
            return vj_report_set(r, VJ_ERR_UNSUPPORTED, in->offset, index,
                                 "%s: VOPD is wave32 only", nm);
        if (half.id == VJ_I_V_DUAL_F32)
            return vj_report_set(r, VJ_ERR_UNSUPPORTED, in->offset, index,
                                 "%s is valid on %s but not supported", nm, tn);
        vj_status st = vj_lower_check_report(&half, index, wave_size, r);
        if (st != VJ_OK)
            return st;
    }
    return VJ_OK;
}

/* -------------------------------------------------------------- lowering */

/* Source i as a value of type t. */
static uint32_t source(vj_ir_block *b, const vj_operand *o, vj_type t)
{
    switch (o->kind) {
    case VJ_OPND_VGPR:
        return vj_ir_emit(b, VJ_OP_RDV, t, NA, NA, NA, o->index);
    case VJ_OPND_AGPR: /* (a dword: the AGPR moves' only slot) */
        return vj_ir_emit(b, VJ_OP_RDA, I32, NA, NA, NA, o->index);
    case VJ_OPND_SREG:
        if (o->index == VJ_SREG_NULL)
            return vj_ir_const(b, t, 0);
        return vj_ir_emit(b, VJ_OP_RDS, t, NA, NA, NA, o->index);
    case VJ_OPND_SPECIAL:
        return vj_ir_emit(b, VJ_OP_RDSPEC, I32, NA, NA, NA, o->index);
    default: /* inline constants and literals: the value as the operand reads it */
        return vj_ir_const(b, t, o->value);
    }
}

#define E1(op, x)       vj_ir_emit(b, VJ_OP_##op, I32, x, NA, NA, 0)
#define E2(op, x, y)    vj_ir_emit(b, VJ_OP_##op, I32, x, y, NA, 0)
#define E3(op, x, y, z) vj_ir_emit(b, VJ_OP_##op, I32, x, y, z, 0)
#define K(v)            vj_ir_const(b, I32, v)
#define Q1(op, x)       vj_ir_emit(b, VJ_OP_##op, I64, x, NA, NA, 0)
#define Q2(op, x, y)    vj_ir_emit(b, VJ_OP_##op, I64, x, y, NA, 0)
#define Q3(op, x, y, z) vj_ir_emit(b, VJ_OP_##op, I64, x, y, z, 0)
#define KQ(v)           vj_ir_const(b, I64, v)
#define LO(x)           vj_ir_emit(b, VJ_OP_TRUNC, I32, x, NA, NA, 0)
#define HI(x)           LO(Q2(SHR, x, K(32)))

/* A recipe turns source values s[] into the value written to the VDST, for
 * an instruction whose LOWER expression cannot say it (modifiers, clamp, a
 * carry). One with a scalar destination sets *cond, the lane's bit of the
 * mask it writes (an i32, 0 or 1). */
#define RECIPE(name)                                                                              \
    static uint32_t name(vj_ir_block *b, const vj_inst *in, const uint32_t *s, uint32_t *cond)


/* Float-style source modifiers on bit 31: abs clears it, then neg flips it. */
static uint32_t with_mods(vj_ir_block *b, const vj_inst *in, unsigned i, uint32_t x)
{
    if ((in->abs >> i) & 1)
        x = E2(AND, x, K(0x7fffffffu));
    if ((in->neg >> i) & 1)
        x = E2(XOR, x, K(0x80000000u));
    return x;
}

/* D = mask[lane] ? S1 : S0 */
RECIPE(l_cndmask)
{
    (void)cond;
    uint32_t s0 = with_mods(b, in, 0, s[0]), s1 = with_mods(b, in, 1, s[1]);
    uint32_t bit = vj_ir_emit(b, VJ_OP_LANEBIT, I32, s[2], NA, NA, 0);
    return E3(SELECT, bit, s1, s0);
}

/* clamp: unsigned saturation. a + min(b, ~a) never wraps; a - min(a, b)
 * never goes below zero. */
RECIPE(l_add)
{
    (void)cond;
    if (in->clamp)
        return E2(ADD, s[0], E2(UMIN, s[1], E1(NOT, s[0])));
    return E2(ADD, s[0], s[1]);
}
RECIPE(l_sub)
{
    (void)cond;
    if (in->clamp)
        return E2(SUB, s[0], E2(UMIN, s[0], s[1]));
    return E2(SUB, s[0], s[1]);
}
RECIPE(l_subrev)
{
    (void)cond;
    if (in->clamp)
        return E2(SUB, s[1], E2(UMIN, s[1], s[0]));
    return E2(SUB, s[1], s[0]);
}

/* Signed saturation (clamp) of a 32-bit sum or difference d of a and x:
 * on overflow the result is the limit on a's side. Overflow: an add whose
 * operands share a sign the sum lacks (ov_bits = (a ^ d) & (x ^ d)); a
 * subtraction whose operands differ in sign and d has x's ((a ^ x) & (a ^ d)). */
static uint32_t sat_signed(vj_ir_block *b, uint32_t a, uint32_t ov_bits, uint32_t d)
{
    uint32_t ov = E2(SHR, ov_bits, K(31));
    uint32_t limit = E2(XOR, E2(SAR, a, K(31)), K(0x7fffffffu));
    return E3(SELECT, ov, limit, d);
}
RECIPE(l_add_i32)
{
    (void)cond;
    uint32_t d = E2(ADD, s[0], s[1]);
    if (!in->clamp)
        return d;
    return sat_signed(b, s[0], E2(AND, E2(XOR, s[0], d), E2(XOR, s[1], d)), d);
}
RECIPE(l_sub_i32)
{
    (void)cond;
    uint32_t d = E2(SUB, s[0], s[1]);
    if (!in->clamp)
        return d;
    return sat_signed(b, s[0], E2(AND, E2(XOR, s[0], s[1]), E2(XOR, s[0], d)), d);
}

/* The 24-bit multiplies: the 48-bit product of the low 24 bits, unsigned or
 * sign-extended, as an i64. */
static uint32_t mul24(vj_ir_block *b, const uint32_t *s, int is_signed)
{
    if (is_signed)
        return Q2(MUL, Q1(SEXT, E3(SBFE, s[0], K(0), K(24))), Q1(SEXT, E3(SBFE, s[1], K(0), K(24))));
    return Q2(MUL, Q1(ZEXT, E2(AND, s[0], K(0xffffff))), Q1(ZEXT, E2(AND, s[1], K(0xffffff))));
}
/* clamp: the product saturated to 32 bits (unsigned / signed). */
RECIPE(l_mul_u24)
{
    (void)cond;
    if (!in->clamp)
        return E2(MULU24, s[0], s[1]);
    uint32_t p = mul24(b, s, 0);
    return E3(SELECT, E2(NE, HI(p), K(0)), K(0xffffffffu), LO(p));
}
RECIPE(l_mul_i24)
{
    (void)cond;
    if (!in->clamp)
        return E2(MULI24, s[0], s[1]);
    uint32_t p = mul24(b, s, 1);
    uint32_t ov = LO(Q2(NE, Q1(SEXT, LO(p)), p));
    uint32_t limit = E2(XOR, E2(SAR, HI(p), K(31)), K(0x7fffffffu));
    return E3(SELECT, ov, limit, LO(p));
}
/* The 24-bit mads: the 48-bit product plus S2; clamp saturates the exact
 * sum to 32 bits (unsigned / signed). */
RECIPE(l_mad_u24)
{
    (void)cond;
    if (!in->clamp)
        return E2(ADD, E2(MULU24, s[0], s[1]), s[2]);
    uint32_t t = Q2(ADD, mul24(b, s, 0), Q1(ZEXT, s[2]));
    return LO(Q2(UMIN, t, KQ(0xffffffffull)));
}
RECIPE(l_mad_i24)
{
    (void)cond;
    if (!in->clamp)
        return E2(ADD, E2(MULI24, s[0], s[1]), s[2]);
    uint32_t t = Q2(ADD, mul24(b, s, 1), Q1(SEXT, s[2]));
    return LO(Q2(SMIN, Q2(SMAX, t, KQ(0xffffffff80000000ull)), KQ(0x7fffffffull)));
}
RECIPE(l_mul_hi_u24)
{
    (void)in, (void)cond;
    return HI(mul24(b, s, 0));
}
RECIPE(l_mul_hi_i24)
{
    (void)in, (void)cond;
    return HI(mul24(b, s, 1));
}

/* Carries. The carry-out is bit 32 of the exact sum; a borrow is the exact
 * difference below zero. clamp saturates the 32-bit result (unsigned), the
 * carry-out is as without it. */
static uint32_t add_co(vj_ir_block *b, const vj_inst *in, uint32_t x, uint32_t y, uint32_t *cond)
{
    uint32_t d = E2(ADD, x, y);
    *cond = E2(ULT, d, x);
    return in->clamp ? E3(SELECT, *cond, K(0xffffffffu), d) : d;
}
static uint32_t sub_co(vj_ir_block *b, const vj_inst *in, uint32_t x, uint32_t y, uint32_t *cond)
{
    uint32_t d = E2(SUB, x, y);
    *cond = E2(ULT, x, y);
    return in->clamp ? E3(SELECT, *cond, K(0), d) : d;
}
RECIPE(l_add_co)
{
    return add_co(b, in, s[0], s[1], cond);
}
RECIPE(l_sub_co)
{
    return sub_co(b, in, s[0], s[1], cond);
}
RECIPE(l_subrev_co)
{
    return sub_co(b, in, s[1], s[0], cond);
}
/* With the carry-in (the lane's bit of src2), in 64 bits. */
RECIPE(l_addc)
{
    uint32_t t = Q2(ADD, Q2(ADD, Q1(ZEXT, s[0]), Q1(ZEXT, s[1])),
                    Q1(ZEXT, vj_ir_emit(b, VJ_OP_LANEBIT, I32, s[2], NA, NA, 0)));
    uint32_t d = LO(t);
    *cond = HI(t);
    return in->clamp ? E3(SELECT, *cond, K(0xffffffffu), d) : d;
}
static uint32_t subb(vj_ir_block *b, const vj_inst *in, uint32_t x, uint32_t y, uint32_t m,
                     uint32_t *cond)
{
    uint32_t t = Q2(SUB, Q2(SUB, Q1(ZEXT, x), Q1(ZEXT, y)),
                    Q1(ZEXT, vj_ir_emit(b, VJ_OP_LANEBIT, I32, m, NA, NA, 0)));
    uint32_t d = LO(t);
    *cond = LO(Q2(SHR, t, K(63)));
    return in->clamp ? E3(SELECT, *cond, K(0), d) : d;
}
RECIPE(l_subb)
{
    return subb(b, in, s[0], s[1], s[2], cond);
}
RECIPE(l_subbrev)
{
    return subb(b, in, s[1], s[0], s[2], cond);
}
/* {carry, D} = S0 * S1 + S2 over 65 bits: unsigned, carry = bit 64. */
RECIPE(l_mad_u64)
{
    uint32_t d = Q2(ADD, Q2(MUL, Q1(ZEXT, s[0]), Q1(ZEXT, s[1])), s[2]);
    *cond = LO(Q2(ULT, d, s[2]));
    return in->clamp ? Q3(SELECT, *cond, KQ(~0ull), d) : d;
}
/* Signed: the 65-bit result's bit 64 is its sign. The 64-bit sum d of the
 * product p and S2 overflows when p and S2 share a sign d lacks; the true
 * sign is then d's flipped. clamp saturates to the signed 64-bit range. */
RECIPE(l_mad_i64)
{
    uint32_t p = Q2(MUL, Q1(SEXT, s[0]), Q1(SEXT, s[1]));
    uint32_t d = Q2(ADD, p, s[2]);
    uint32_t ov = Q2(SHR, Q2(AND, Q2(XOR, p, d), Q2(XOR, s[2], d)), K(63));
    *cond = LO(Q2(XOR, Q2(SHR, d, K(63)), ov));
    if (!in->clamp)
        return d;
    uint32_t limit = Q2(XOR, Q2(SAR, s[2], K(63)), KQ(0x7fffffffffffffffull));
    return Q3(SELECT, LO(ov), limit, d);
}

/* A packed 16-bit op (VOP3P): each half of the result is op on the halves
 * of the sources op_sel (the low result) and op_sel_hi (the high one)
 * pick, read zero- (U) or sign-extended (I); a shift's count is the low 4
 * bits of source 0's half (the "rev" order: the value is source 1); MAD
 * (op VJ_OP_COUNT) is a * b + c. The 16 bits of each are kept; with clamp
 * (an add or a subtract, VJ_IF_SAT) the exact half saturates to its type's
 * range first, as LLVM selects these for the saturating v2i16 add/sub. */
enum { PK_U, PK_I };
static uint32_t pk_clamp(vj_ir_block *b, uint32_t x, int sign)
{
    if (sign == PK_I) /* [-32768, 32767] */
        return E2(SMIN, E2(SMAX, x, K(0xffff8000u)), K(0x7fff));
    return E2(UMIN, E2(SMAX, x, K(0)), K(0xffff)); /* [0, 65535] */
}
static uint32_t pk_half(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op,
                        int sign, unsigned sel)
{
    uint32_t h[3];
    for (unsigned i = 0; i < in->nsrc && i < 3; i++)
        h[i] = vj_ir_emit(b, sign == PK_I ? VJ_OP_SBFE : VJ_OP_UBFE, I32, s[i],
                          K((sel >> i & 1) ? 16 : 0), K(16), 0);
    switch (op) {
    case VJ_OP_SHL:
    case VJ_OP_SHR:
    case VJ_OP_SAR:
        return vj_ir_emit(b, op, I32, h[1], E2(AND, h[0], K(15)), NA, 0);
    case VJ_OP_COUNT: /* MAD */
        return E2(ADD, E2(MUL, h[0], h[1]), h[2]);
    default:
        return vj_ir_emit(b, op, I32, h[0], h[1], NA, 0);
    }
}
static uint32_t pk(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op, int sign)
{
    uint32_t lo = pk_half(b, in, s, op, sign, in->opsel);
    uint32_t hi = pk_half(b, in, s, op, sign, in->opsel_hi);
    if (in->clamp) { /* VJ_IF_SAT: the adds and subtracts */
        lo = pk_clamp(b, lo, sign);
        hi = pk_clamp(b, hi, sign);
    }
    return E2(OR, E2(AND, lo, K(0xffff)), E2(SHL, hi, K(16)));
}

/* An integer dot product: S2 plus the products of the n fields (32/n bits
 * each) of source 0 and source 1, read signed or unsigned (DOT_IU:
 * neg_lo[0] and neg_lo[1] say which), kept to 32 bits. */
enum { DOT_I, DOT_U, DOT_IU };
static uint32_t dot(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned n, int sign)
{
    unsigned w = 32 / n;
    int signed0 = sign == DOT_I || (sign == DOT_IU && (in->neg & 1));
    int signed1 = sign == DOT_I || (sign == DOT_IU && (in->neg & 2));
    uint32_t acc = s[2];
    for (unsigned k = 0; k < n; k++) {
        uint32_t x = vj_ir_emit(b, signed0 ? VJ_OP_SBFE : VJ_OP_UBFE, I32, s[0], K(k * w), K(w), 0);
        uint32_t y = vj_ir_emit(b, signed1 ? VJ_OP_SBFE : VJ_OP_UBFE, I32, s[1], K(k * w), K(w), 0);
        acc = E2(ADD, acc, E2(MUL, x, y));
    }
    return acc;
}

/* v_pk_mov_b32: the result's low dword from source 0, its high one from
 * source 1; op_sel[i] takes source i's high dword (a constant's low dword
 * is its 32-bit value: check_packed). */
RECIPE(l_pk_mov)
{
    (void)cond;
    uint32_t lo = (in->opsel & 1) ? Q2(SHR, s[0], K(32)) : s[0];
    uint32_t hi = (in->opsel & 2) ? Q2(SHR, s[1], K(32)) : s[1];
    return Q2(OR, Q2(AND, lo, KQ(0xffffffffull)), Q2(SHL, hi, K(32)));
}

/* ---- room pkf32: packed f32 (gfx90a, gfx942, gfx950) ---- */

/* One half of v_pk_fma/mul/add_f32: the f32 op (FFMA, FMUL, FADD under
 * MODE's f32 fields, as v_fma/mul/add_f32) of the dwords `sel` picks (bit
 * i set: source i's high dword), each negated where `neg` says, then CLAMP.
 * NEG acts on the dword the half reads, after op_sel's pick (LLVM's
 * SelectVOP3PMods sets NEG for the low element and NEG_HI for the high one
 * of the vector the two halves read). VOP3P has no ABS and no OMOD. */
static uint32_t pk_f32_half(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op,
                            unsigned sel, unsigned neg)
{
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t x[3] = {NA, NA, NA};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++) {
        x[i] = (sel >> i & 1) ? HI(s[i]) : LO(s[i]);
        if (neg >> i & 1)
            x[i] = E2(XOR, x[i], K(0x80000000u));
    }
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = in->nsrc == 3 ? vj_ir_emit4(b, op, I32, x[0], x[1], x[2], mode, fpi)
                               : vj_ir_emit(b, op, I32, x[0], x[1], mode, fpi);
    if (in->clamp)
        r = vj_ir_emit(b, VJ_OP_FPOST, I32, r, mode, NA, fpi | VJ_FPI_CLAMP);
    return r;
}
/* The low result from op_sel and neg_lo, the high one from op_sel_hi and
 * neg_hi; the pair written at once, after every source is read. */
static uint32_t pk_f32(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op)
{
    uint32_t lo = pk_f32_half(b, in, s, op, in->opsel, in->neg);
    uint32_t hi = pk_f32_half(b, in, s, op, in->opsel_hi, in->neg_hi);
    return Q2(OR, Q1(ZEXT, lo), Q2(SHL, Q1(ZEXT, hi), K(32)));
}
RECIPE(l_pk_ffma)
{
    (void)cond;
    return pk_f32(b, in, s, VJ_OP_FFMA);
}
RECIPE(l_pk_fmul)
{
    (void)cond;
    return pk_f32(b, in, s, VJ_OP_FMUL);
}
RECIPE(l_pk_fadd)
{
    (void)cond;
    return pk_f32(b, in, s, VJ_OP_FADD);
}

/* Cross-lane (issue 19). The lane select goes to the op as it is: READLANE
 * and WRLANE take it modulo the wave size, as the ISA does. A VGPR read in
 * another lane is read from the register (READLANE's imm), never from a
 * value a masked write left in the lanes it did not write. */
static void write_sdst(vj_ir_block *b, const vj_inst *in, uint32_t v)
{
    if (in->sdst.index != VJ_SREG_NULL)
        vj_ir_emit(b, VJ_OP_WRS, VJ_T_VOID, v, NA, NA, in->sdst.index);
}
/* (a source that is not a VGPR, which the disassembler takes, is the same
 * in every lane: the value itself) */
RECIPE(l_readlane)
{
    (void)cond;
    if (in->src[0].kind != VJ_OPND_VGPR)
        write_sdst(b, in, s[0]);
    else
        write_sdst(b, in, vj_ir_emit(b, VJ_OP_READLANE, I32, s[1], NA, NA, in->src[0].index));
    return NA;
}
/* The lowest active lane, lane 0 when exec is 0: the trailing zeros of
 * exec, popcount((x - 1) & ~x), which for 0 is the wave size, 0 modulo it. */
RECIPE(l_readfirstlane)
{
    (void)cond;
    if (in->src[0].kind != VJ_OPND_VGPR) { /* the same in every lane */
        write_sdst(b, in, s[0]);
        return NA;
    }
    vj_type mt = b->wave_size == 64 ? I64 : I32;
    uint32_t x = vj_ir_emit(b, VJ_OP_RDS, mt, NA, NA, NA, VJ_SREG_EXEC_LO);
    uint32_t tz = vj_ir_emit(
        b, VJ_OP_POPCNT, mt,
        vj_ir_emit(b, VJ_OP_AND, mt, vj_ir_emit(b, VJ_OP_SUB, mt, x, vj_ir_const(b, mt, 1), NA, 0),
                   vj_ir_emit(b, VJ_OP_NOT, mt, x, NA, NA, 0), NA, 0),
        NA, NA, 0);
    if (mt == I64)
        tz = LO(tz);
    write_sdst(b, in, vj_ir_emit(b, VJ_OP_READLANE, I32, tz, NA, NA, in->src[0].index));
    return NA;
}
RECIPE(l_writelane)
{
    (void)cond;
    vj_ir_emit(b, VJ_OP_WRLANE, VJ_T_VOID, s[0], s[1], NA, in->dst.index);
    return NA;
}
/* wave64: the other half's lane; wave32: nothing at all. */
RECIPE(l_permlane64)
{
    (void)cond;
    if (b->wave_size != 64)
        return NA;
    if (in->src[0].kind != VJ_OPND_VGPR)
        return s[0];
    return vj_ir_emit(b, VJ_OP_PERMLANE64, I32, NA, NA, NA, in->src[0].index);
}
/* ---- room movrel: m0-relative moves (rel_operands says which operand
 * adds which field of m0). The offsets are read from m0 as it is at the
 * instruction: a v_readfirstlane_b32 into m0 earlier in the block counts.
 * RDREL and WRREL each fail the run when their index is past v255; an
 * instruction's reads come before its writes, so a failure leaves it
 * undone. ---- */

static uint32_t rel_offset(vj_ir_block *b, const rel_operand *op)
{
    uint32_t v = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, VJ_SREG_M0);
    if (op->shift)
        v = E2(SHR, v, K(op->shift));
    if (op->mask != 0xffffffffu)
        v = E2(AND, v, K(op->mask));
    return v;
}

static uint32_t rel_read(vj_ir_block *b, const vj_inst *in, const rel_operand *op)
{
    return vj_ir_emit(b, VJ_OP_RDREL, I32, rel_offset(b, op), NA, NA, rel_base(in, op));
}

static void rel_write(vj_ir_block *b, const vj_inst *in, const rel_operand *op, uint32_t v)
{
    vj_ir_emit(b, VJ_OP_WRREL, VJ_T_VOID, v, rel_offset(b, op), NA, rel_base(in, op));
}

/* v_movreld_b32: VGPR[D + m0] = S0 (written here: no VDST write). */
RECIPE(l_movreld)
{
    (void)cond;
    rel_operand op[2];
    rel_operands(in->id, op);
    rel_write(b, in, &op[0], s[0]);
    return NA;
}
/* v_movrels_b32: D = VGPR[S0 + m0]. */
RECIPE(l_movrels)
{
    (void)cond, (void)s;
    rel_operand op[2];
    rel_operands(in->id, op);
    return rel_read(b, in, &op[0]);
}
/* v_movrelsd_b32 and v_movrelsd_2_b32: VGPR[D + m0'] = VGPR[S0 + m0'']. */
RECIPE(l_movrelsd)
{
    (void)cond, (void)s;
    rel_operand op[2];
    rel_operands(in->id, op);
    rel_write(b, in, &op[1], rel_read(b, in, &op[0]));
    return NA;
}
RECIPE(l_movrelsd_2)
{
    return l_movrelsd(b, in, s, cond);
}
/* v_swaprel_b32: tmp = VGPR[D + m0[25:16]]; VGPR[D + m0[25:16]] =
 * VGPR[S0 + m0[9:0]]; VGPR[S0 + m0[9:0]] = tmp: both read, both checked,
 * before either write. */
RECIPE(l_swaprel)
{
    (void)cond, (void)s;
    rel_operand op[2];
    rel_operands(in->id, op);
    uint32_t vs = rel_read(b, in, &op[0]), vd = rel_read(b, in, &op[1]);
    rel_write(b, in, &op[1], vs);
    rel_write(b, in, &op[0], vd);
    return NA;
}

/* ---- room lanes (issue 19): lane permutes and register swaps ---- */

/* v_swap_b32: vsrc0 gets the VDST's old value here, the VDST vsrc0's old
 * value from the caller's write; both were read before either write (an
 * active lane's exchange, as the ISA's tmp = D; D = S0; S0 = tmp). */
RECIPE(l_swap)
{
    (void)cond;
    uint32_t d = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, d, NA, NA, in->src[0].index);
    return s[0];
}

/* v_permlane16_b32 / v_permlanex16_b32: per lane, vsrc0 in lane
 * (lane & ~15) (x16: ^ 16) + nibble (lane & 15) of {S2, S1}, as the wave
 * holds it before the instruction (the ISA copies S0 first). The RDNA3.5
 * ISA (16.12, V_PERMLANE16_B32) gives op_sel[0] and [1] the meaning of
 * DPP's FI and BOUND_CTRL, and its example needs FI for a lane to read a
 * source lane exec disables; so, as for DPP: with FI such a lane is read
 * anyway, else the destination lane gets 0 with BOUND_CTRL and keeps its
 * old value without. LLVM agrees: its InstCombine drops the intrinsic's
 * old operand (vdst_in) unless both fi and bound_ctrl are 0. */
static uint32_t permlane16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, int cross,
                           int var)
{
    uint32_t lane = vj_ir_emit(b, VJ_OP_MBCNT, I32, KQ(~0ull), NA, NA, 0);
    uint32_t nib;
    if (var) { /* gfx1200: the lane's own select, bits 3:0 of its vsrc1 */
        nib = E2(AND, s[1], K(15));
    } else {
        uint32_t sel = Q2(OR, Q1(ZEXT, s[1]), Q2(SHL, Q1(ZEXT, s[2]), K(32)));
        nib = E2(AND, LO(Q2(SHR, sel, E2(SHL, E2(AND, lane, K(15)), K(2)))), K(15));
    }
    uint32_t base = E2(AND, lane, K(~15u));
    if (cross)
        base = E2(XOR, base, K(16));
    uint32_t from = E2(OR, base, nib);
    uint32_t v = vj_ir_emit(b, VJ_OP_LANERD, I32, from, NA, NA, in->src[0].index);
    if (in->opsel & 1) /* FI */
        return v;
    uint32_t live;
    if (b->wave_size == 64) {
        uint32_t exec = vj_ir_emit(b, VJ_OP_RDS, I64, NA, NA, NA, VJ_SREG_EXEC_LO);
        live = LO(Q2(AND, Q2(SHR, exec, from), KQ(1)));
    } else {
        uint32_t exec = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, VJ_SREG_EXEC_LO);
        live = E2(AND, E2(SHR, exec, from), K(1));
    }
    uint32_t dead = (in->opsel & 2) ? K(0) /* BOUND_CTRL */
                                    : vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    return E3(SELECT, live, v, dead);
}
RECIPE(l_permlane16)
{
    (void)cond;
    return permlane16(b, in, s, 0, 0);
}
RECIPE(l_permlanex16)
{
    (void)cond;
    return permlane16(b, in, s, 1, 0);
}
/* gfx1200's _var forms: as above, each lane's select in bits 3:0 of its own
 * vsrc1. The RDNA4 ISA's summary lists them as v_permlane16/x16 with a
 * select unique to each lane; that bits 3:0 are the ones that count, and
 * that the FI and BOUND_CTRL rule is permlane16's, are what a public
 * hardware test of the same instructions on gfx1250 (CDNA5) checks, with
 * selects whose higher bits are set. No RDNA4 pseudocode was at hand. */
RECIPE(l_permlane16_var)
{
    (void)cond;
    return permlane16(b, in, s, 0, 1);
}
RECIPE(l_permlanex16_var)
{
    (void)cond;
    return permlane16(b, in, s, 1, 1);
}

/* The count below the lane in the mask's high half: lanes 32-63. */
RECIPE(l_mbcnt_hi)
{
    (void)in, (void)cond;
    uint32_t hi = Q2(SHL, Q1(ZEXT, s[0]), K(32));
    return E2(ADD, vj_ir_emit(b, VJ_OP_MBCNT, I32, hi, NA, NA, 0), s[1]);
}

/* SDWA: the selected byte or word of a source, zero- or sign-extended. */
static uint32_t sdwa_select(vj_ir_block *b, uint32_t x, unsigned sel, unsigned sext)
{
    if (sel >= VJ_SEL_DWORD)
        return x;
    unsigned off, width;
    vj_sdwa_sel_field(sel, &off, &width);
    return vj_ir_emit(b, sext ? VJ_OP_SBFE : VJ_OP_UBFE, I32, x, K(off), K(width), 0);
}

/* SDWA: the result r placed in the destination's selected byte or word;
 * the other bits zero (PAD), the field's sign (SEXT) or the old value. */
static uint32_t sdwa_place(vj_ir_block *b, const vj_inst *in, uint32_t r)
{
    unsigned sel = in->dst_sel;
    if (sel >= VJ_SEL_DWORD)
        return r;
    unsigned off, width;
    vj_sdwa_sel_field(sel, &off, &width);
    uint32_t field = (uint32_t)((1ull << width) - 1) << off;
    switch (in->dst_unused) {
    case VJ_UNUSED_SEXT:
        return E2(SHL, E3(SBFE, r, K(0), K(width)), K(off));
    case VJ_UNUSED_PRESERVE:
        return E3(BFI, K(field), E2(SHL, r, K(off)),
                  vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index));
    default:
        return E2(AND, E2(SHL, r, K(off)), K(field));
    }
}


/* ------------------------------------------- issue 19: 16-bit integer ops */

/* Source i of a 16-bit op: its low half, or its high one where op_sel says
 * so (VJ_IF_OPSEL instructions only; SDWA has already picked its field),
 * zero- (H_U) or sign-extended (H_I) to 32 bits. */
enum { H_U, H_I };
static uint32_t half_src(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned i,
                         int sign)
{
    unsigned hi = (vj_inst_flags(in->id) & VJ_IF_OPSEL) && !in->e32 && ((in->opsel >> i) & 1);
    return vj_ir_emit(b, sign == H_I ? VJ_OP_SBFE : VJ_OP_UBFE, I32, s[i], K(hi ? 16 : 0), K(16),
                      0);
}

/* The 32-bit value a 16-bit result r (its low 16 bits) leaves in the VDST.
 * LLVM's GCNSubtarget::zeroesHigh16BitsOfDest (AMDGPU backend, "mostly
 * derived from experimentation"): on GFX9 the 16-bit integer ops of its
 * list (add/sub/subrev/mul_lo_u16, the 16-bit shifts, min/max, and the
 * GFX8 V_MAD_U16/I16, GFX9's v_mad_legacy_u16/i16) zero bits 31:16; "on
 * gfx10, all 16-bit instructions preserve the high bits". GFX10+ op_sel[3]
 * (the destination's bit) writes the result to bits 31:16 and keeps bits
 * 15:0. An SDWA form places the zero-extended result itself (sdwa_place).
 * Issue 29: rows that keep the other half on GFX9 too (VJ_IF_HI16_KEEP:
 * LLVM's "changed to preserving" list, and Mesa ACO's instr_is_16bit GFX9
 * partial writes, v_fma_f16 and v_mad_u16/i16, whose op_sel[3] ACO uses
 * there) do so, op_sel[3] naming the half; VJ_IF_HI16_ZERO9 rows zero it
 * (approx on GFX9). vj_lower_check_report refuses what no rule covers: the
 * GFX9 ops outside the lists (VJ_IF_HI16_GFX9) and GFX9's op_sel[3] of a
 * row that does not keep the other half. */
static uint32_t d16_result(vj_ir_block *b, const vj_inst *in, uint32_t r)
{
    uint32_t lo = E2(AND, r, K(0xffff));
    if ((vj_target_family(in->target) == VJ_FAM_GFX9 &&
         !(vj_inst_flags(in->id) & VJ_IF_HI16_KEEP)) ||
        in->sdwa)
        return lo;
    uint32_t old = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    if ((in->opsel >> 3) & 1)
        return E3(BFI, K(0xffff0000u), E2(SHL, lo, K(16)), old);
    return E3(BFI, K(0xffff), lo, old);
}

/* op on two 16-bit sources (rev: swapped, as v_subrev_u16's); shifts take
 * the count from source 0's low 4 bits and shift source 1 (the "rev" order).
 * clamp (the adds and subtracts, VJ_IF_SAT) saturates the exact result of
 * the extended halves to the type's range (pk_clamp's bounds). */
static uint32_t h16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op, int sign,
                    int rev)
{
    uint32_t x = half_src(b, in, s, 0, sign), y = half_src(b, in, s, 1, sign), r;
    if (rev) {
        uint32_t t = x;
        x = y;
        y = t;
    }
    switch (op) {
    case VJ_OP_SHL:
    case VJ_OP_SHR:
    case VJ_OP_SAR:
        r = vj_ir_emit(b, op, I32, y, E2(AND, x, K(15)), NA, 0);
        break;
    default:
        r = vj_ir_emit(b, op, I32, x, y, NA, 0);
        break;
    }
    if (in->clamp)
        r = pk_clamp(b, r, sign == H_I ? PK_I : PK_U);
    return d16_result(b, in, r);
}

/* Three 16-bit sources: a * b + c (MAD), or the min / max / median of the
 * three (med3 = max(min(a, b), min(max(a, b), c))), signed or unsigned; the
 * 16-bit result placed as d16_result says. Issue 29, item 6: clamp
 * saturates the exact result to the type's range (docs/design.md "Integer
 * residue"): a MAD's, exact in 32 bits (u16 * u16 + u16 <= 0xffff0000;
 * |i16 * i16| <= 2^30); the min/max/median of in-range values is in range,
 * so clamp leaves it as it is. */
enum { H3_MAD, H3_MIN3, H3_MAX3, H3_MED3 };
static uint32_t h16m(vj_ir_block *b, const vj_inst *in, const uint32_t *s, int kind, int sign)
{
    uint32_t x = half_src(b, in, s, 0, sign), y = half_src(b, in, s, 1, sign);
    uint32_t z = half_src(b, in, s, 2, sign), r;
    vj_op mn = sign == H_I ? VJ_OP_SMIN : VJ_OP_UMIN, mx = sign == H_I ? VJ_OP_SMAX : VJ_OP_UMAX;
#define M2(op, p, q) vj_ir_emit(b, op, I32, p, q, NA, 0)
    switch (kind) {
    case H3_MAD:
        r = E2(ADD, E2(MUL, x, y), z);
        if (in->clamp)
            r = sign == H_I ? pk_clamp(b, r, PK_I) : E2(UMIN, r, K(0xffff));
        break;
    case H3_MIN3:
        r = M2(mn, M2(mn, x, y), z);
        break;
    case H3_MAX3:
        r = M2(mx, M2(mx, x, y), z);
        break;
    default:
        r = M2(mx, M2(mn, x, y), M2(mn, M2(mx, x, y), z));
        break;
    }
#undef M2
    return d16_result(b, in, r);
}

/* v_mad_u32_u16 / v_mad_i32_i16: the product of two 16-bit halves plus a
 * 32-bit S2, kept to 32 bits. */
RECIPE(l_mad_u32_u16)
{
    (void)cond;
    uint32_t p = E2(MUL, half_src(b, in, s, 0, H_U), half_src(b, in, s, 1, H_U));
    if (in->clamp) /* issue 29, item 6: l_add's unsigned saturation */
        return E2(ADD, p, E2(UMIN, s[2], E1(NOT, p)));
    return E2(ADD, p, s[2]);
}
RECIPE(l_mad_i32_i16)
{
    (void)cond;
    uint32_t p = E2(MUL, half_src(b, in, s, 0, H_I), half_src(b, in, s, 1, H_I));
    uint32_t d = E2(ADD, p, s[2]);
    if (!in->clamp)
        return d;
    /* issue 29, item 6: the product is exact (|p| <= 2^30): l_add_i32's
     * signed saturation of p + S2 */
    return sat_signed(b, p, E2(AND, E2(XOR, p, d), E2(XOR, s[2], d)), d);
}

/* |x - y| of two unsigned fields: max - min. */
static uint32_t absdiff(vj_ir_block *b, uint32_t x, uint32_t y)
{
    return E2(SUB, E2(UMAX, x, y), E2(UMIN, x, y));
}
/* The sum of |S0.f - S1.f| over the n fields of w bits (msad: skipping a
 * field whose S1 field is 0). */
static uint32_t sad_sum(vj_ir_block *b, const uint32_t *s, unsigned w, int masked)
{
    uint32_t acc = K(0);
    for (unsigned k = 0; k < 32 / w; k++) {
        uint32_t x = E3(UBFE, s[0], K(k * w), K(w)), y = E3(UBFE, s[1], K(k * w), K(w));
        uint32_t d = absdiff(b, x, y);
        if (masked)
            d = E3(SELECT, E2(EQ, y, K(0)), K(0), d);
        acc = E2(ADD, acc, d);
    }
    return acc;
}
RECIPE(l_sad_u8)
{
    (void)in, (void)cond;
    return E2(ADD, sad_sum(b, s, 8, 0), s[2]);
}
RECIPE(l_sad_hi_u8)
{
    (void)in, (void)cond;
    return E2(ADD, E2(SHL, sad_sum(b, s, 8, 0), K(16)), s[2]);
}
RECIPE(l_sad_u16)
{
    (void)in, (void)cond;
    return E2(ADD, sad_sum(b, s, 16, 0), s[2]);
}
RECIPE(l_msad_u8)
{
    (void)in, (void)cond;
    return E2(ADD, sad_sum(b, s, 8, 1), s[2]);
}
/* Byte i: (S0.byte i + S1.byte i + bit 8i of S2) >> 1. */
RECIPE(l_lerp_u8)
{
    (void)in, (void)cond;
    uint32_t acc = K(0);
    for (unsigned k = 0; k < 4; k++) {
        uint32_t sum = E2(ADD, E2(ADD, E3(UBFE, s[0], K(8 * k), K(8)), E3(UBFE, s[1], K(8 * k), K(8))),
                          E3(UBFE, s[2], K(8 * k), K(1)));
        acc = E2(OR, acc, E2(SHL, E2(SHR, sum, K(1)), K(8 * k)));
    }
    return acc;
}
/* Each source saturated to [-32768, 32767], S0's low 16 bits low. */
RECIPE(l_cvt_pk_i16)
{
    (void)in, (void)cond;
    uint32_t lo = E2(SMIN, E2(SMAX, s[0], K(0xffff8000u)), K(0x7fff));
    uint32_t hi = E2(SMIN, E2(SMAX, s[1], K(0xffff8000u)), K(0x7fff));
    return E2(OR, E2(AND, lo, K(0xffff)), E2(SHL, hi, K(16)));
}

/* Float ops (issue 28). A source's ABS and NEG act on its sign bit (bit 31,
 * or 63 of an f64); the op reads the wave's MODE (rdmode) and gets the
 * instruction's fixed behaviour in its imm (VJ_FPI_*: GFX12's rules); OMOD
 * and CLAMP are an FPOST after it. The value type is the first source's. */
/* OMOD, then CLAMP, of r (type t) when the instruction has either. */
static uint32_t fpost(vj_ir_block *b, const vj_inst *in, vj_type t, uint32_t r, uint32_t mode,
                      uint64_t fpi)
{
    if (!in->clamp && !in->omod)
        return r;
    return vj_ir_emit(b, VJ_OP_FPOST, t, r, mode, NA,
                      fpi | (in->clamp ? VJ_FPI_CLAMP : 0) |
                          (uint64_t)(in->omod & 3u) << VJ_FPI_OMOD_SHIFT);
}
static uint32_t fsrc(vj_ir_block *b, const vj_inst *in, unsigned i, uint32_t x, vj_type t)
{
    uint64_t sign = t == I64 ? 1ull << 63 : 1ull << 31;
    if ((in->abs >> i) & 1)
        x = vj_ir_emit(b, VJ_OP_AND, t, x, vj_ir_const(b, t, ~sign), NA, 0);
    if ((in->neg >> i) & 1)
        x = vj_ir_emit(b, VJ_OP_XOR, t, x, vj_ir_const(b, t, sign), NA, 0);
    return x;
}

/* S0 op S1 (op S2: its arguments); S1 op S0; op(S0, S1, D); (S0 op S1) op
 * S2; (S0 op S1) op' S2, op' the other of FMIN and FMAX (v_maxmin, v_minmax) */
enum { F_PLAIN, F_REV, F_ACC, F_NEST, F_NEST_OTHER };

/* extra: imm bits of the op's node beyond GFX12's (VJ_FPI_DX9). */
static uint32_t fop(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op, int form,
                    uint64_t extra)
{
    vj_type t = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    unsigned n = vj_op_table[op].nargs - 1;
    uint32_t x[3] = {NA, NA, NA};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++)
        x[i] = fsrc(b, in, i, s[i], t);
    if (form == F_REV) {
        uint32_t tmp = x[0];
        x[0] = x[1];
        x[1] = tmp;
    }
    if (form == F_ACC)
        x[2] = vj_ir_emit(b, VJ_OP_RDV, t, NA, NA, NA, in->dst.index);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = n == 3 ? vj_ir_emit4(b, op, t, x[0], x[1], x[2], mode, fpi | extra)
                        : vj_ir_emit(b, op, t, x[0], x[1], mode, fpi | extra);
    if (form == F_NEST || form == F_NEST_OTHER) {
        vj_op outer = form == F_NEST ? op : op == VJ_OP_FMIN ? VJ_OP_FMAX : VJ_OP_FMIN;
        r = vj_ir_emit(b, outer, t, r, x[2], mode, fpi | extra);
    }
    return fpost(b, in, t, r, mode, fpi);
}
/* A float instruction that is one fop: its op, operand form and VJ_FPI_* bits. */
#define FOP_RECIPE(name, op, form, fpi)                                                           \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return fop(b, in, s, VJ_OP_##op, form, fpi);                                              \
    }
FOP_RECIPE(l_fadd, FADD, F_PLAIN, 0)
FOP_RECIPE(l_fsub, FSUB, F_PLAIN, 0)
FOP_RECIPE(l_fsubrev, FSUB, F_REV, 0)
FOP_RECIPE(l_fmul, FMUL, F_PLAIN, 0)
FOP_RECIPE(l_ffma, FFMA, F_PLAIN, 0)
FOP_RECIPE(l_fmac, FFMA, F_ACC, 0)
FOP_RECIPE(l_fmin, FMIN, F_PLAIN, 0)
FOP_RECIPE(l_fmax, FMAX, F_PLAIN, 0)

/* Issue 29: f16 ops. An f16 source is the low half of its value, or the
 * half op_sel picks (half_src; gfx11_opsel16 has already shifted a GFX11+
 * VOP3 form's); its ABS and NEG act on bit 15. The op and FPOST carry
 * VJ_FPI_F16; the 16-bit result is placed as d16_result says. */
static uint32_t fsrc16(vj_ir_block *b, const vj_inst *in, unsigned i, uint32_t x)
{
    if ((in->abs >> i) & 1)
        x = E2(AND, x, K(0x7fff));
    if ((in->neg >> i) & 1)
        x = E2(XOR, x, K(0x8000));
    return x;
}
static uint64_t fpi16(const vj_inst *in)
{
    return VJ_FPI_F16 | (vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0);
}
static uint32_t fop16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op, int form,
                      uint64_t extra)
{
    uint64_t fpi = fpi16(in) | extra;
    unsigned n = vj_op_table[op].nargs - 1;
    uint32_t x[3] = {NA, NA, NA};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++)
        x[i] = fsrc16(b, in, i, half_src(b, in, s, i, H_U));
    if (form == F_REV) {
        uint32_t tmp = x[0];
        x[0] = x[1];
        x[1] = tmp;
    }
    if (form == F_ACC) /* v_fmac_f16: D.f16, its low half (no op_sel: the check) */
        x[2] = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = n == 3 ? vj_ir_emit4(b, op, I32, x[0], x[1], x[2], mode, fpi)
                        : vj_ir_emit(b, op, I32, x[0], x[1], mode, fpi);
    if (form == F_NEST || form == F_NEST_OTHER) {
        vj_op outer = form == F_NEST ? op : op == VJ_OP_FMIN ? VJ_OP_FMAX : VJ_OP_FMIN;
        r = vj_ir_emit(b, outer, I32, r, x[2], mode, fpi);
    }
    return d16_result(b, in, fpost(b, in, I32, r, mode, fpi16(in)));
}
#define FOP16_RECIPE(name, op, form, extra)                                                       \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return fop16(b, in, s, VJ_OP_##op, form, extra);                                          \
    }
FOP16_RECIPE(l_fadd16, FADD, F_PLAIN, 0)
FOP16_RECIPE(l_fsub16, FSUB, F_PLAIN, 0)
FOP16_RECIPE(l_fsubrev16, FSUB, F_REV, 0)
FOP16_RECIPE(l_fmul16, FMUL, F_PLAIN, 0)
FOP16_RECIPE(l_fmin16, FMIN, F_PLAIN, 0)
FOP16_RECIPE(l_fmax16, FMAX, F_PLAIN, 0)
FOP16_RECIPE(l_ffma16, FFMA, F_PLAIN, 0)
FOP16_RECIPE(l_fmac16, FFMA, F_ACC, 0)
/* v_madak/madmk_f16 (GFX9): S0 * S1 + S2 unfused, a v_mul_f16 then a
 * v_add_f16, each rounded by MODE's f16 fields (FLOAT.md 3: v_mad_f16 is
 * unfused and keeps denormals as MODE says); no modifier (the check). */
static uint32_t fmad16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, int form)
{
    uint64_t fpi = fpi16(in);
    uint32_t x[3] = {NA, NA, NA};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++)
        x[i] = fsrc16(b, in, i, half_src(b, in, s, i, H_U));
    if (form == F_ACC) /* v_mac_f16: D.f16, its low half */
        x[2] = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t p = vj_ir_emit(b, VJ_OP_FMUL, I32, x[0], x[1], mode, fpi);
    uint32_t r = vj_ir_emit(b, VJ_OP_FADD, I32, p, x[2], mode, fpi);
    return d16_result(b, in, fpost(b, in, I32, r, mode, fpi));
}
RECIPE(l_fmad16)
{
    (void)cond;
    return fmad16(b, in, s, F_PLAIN);
}
/* v_mac_f16 (GFX9): the same with D.f16 the addend, ABS/NEG on S0 and S1,
 * OMOD and CLAMP on the sum (the e64 form). */
RECIPE(l_fmac_mad16)
{
    (void)cond;
    return fmad16(b, in, s, F_ACC);
}
FOP16_RECIPE(l_div_fixup16, FDIVFIXUP, F_PLAIN, 0) /* issue 29, item 5 */
FOP16_RECIPE(l_fmed3_16, FMED3, F_PLAIN, 0)
FOP16_RECIPE(l_fmin3_16, FMIN, F_NEST, 0)
FOP16_RECIPE(l_fmax3_16, FMAX, F_NEST, 0)
FOP16_RECIPE(l_fmaxmin16, FMAX, F_NEST_OTHER, 0)
FOP16_RECIPE(l_fminmax16, FMIN, F_NEST_OTHER, 0)
FOP16_RECIPE(l_fminimum16, FMIN, F_PLAIN, VJ_FPI_NANPROP)
FOP16_RECIPE(l_fmaximum16, FMAX, F_PLAIN, VJ_FPI_NANPROP)
FOP16_RECIPE(l_fminimum3_16, FMIN, F_NEST, VJ_FPI_NANPROP)
FOP16_RECIPE(l_fmaximum3_16, FMAX, F_NEST, VJ_FPI_NANPROP)
FOP16_RECIPE(l_fminimummaximum16, FMIN, F_NEST_OTHER, VJ_FPI_NANPROP)
FOP16_RECIPE(l_fmaximumminimum16, FMAX, F_NEST_OTHER, VJ_FPI_NANPROP)
/* Issue 29, item 2: packed f16 (VOP3P). Each half of the result is the
 * f16 op (as v_add/mul/fma/min/max_f16: MODE's f16 fields, FP16_OVFL) on
 * the halves `sel` picks (bit i set: source i's high half), each negated
 * where `neg` says (NEG acts on the half read, after op_sel's pick, as for
 * packed f32; VOP3P has no ABS and no OMOD), then CLAMP. A constant source
 * is its 32-bit value, as in a packed integer op (check_packed), except an
 * inline float, which hardware gives an F16 instruction as the f16 value
 * in the low half and 0 in the high (LLVM AMDGPUBaseInfo.cpp,
 * getInlineEncodingV216: "float encodings are produced as ... for F16
 * instructions: corresponding half-precision float values in the LSBs, 0
 * in the MSBs"; integer encodings sign-extended to 32 bits; llvm-mc-19
 * assembles "v_pk_add_f16 v0, 0x3c00, v1" as the inline 1.0). */
static uint32_t pk_f16_src(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned i)
{
    const vj_operand *o = &in->src[i];
    if (o->kind != VJ_OPND_INLINE_FLOAT)
        return s[i];
    for (unsigned code = 240; code <= 248; code++)
        if (vj_inline_f32(code) == (uint32_t)o->value)
            return K(vj_inline_f16(code));
    return s[i]; /* (every inline float is one of the nine) */
}
static uint32_t pk_f16_half(vj_ir_block *b, const vj_inst *in, const uint32_t *src, vj_op op,
                            unsigned sel, unsigned neg, uint64_t extra, uint32_t acc)
{
    uint64_t fpi = fpi16(in) | extra;
    uint32_t x[3] = {NA, NA, acc};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++) {
        uint32_t v = pk_f16_src(b, in, src, i);
        x[i] = (sel >> i & 1) ? E2(SHR, v, K(16)) : E2(AND, v, K(0xffff));
        if (neg >> i & 1)
            x[i] = E2(XOR, x[i], K(0x8000));
    }
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = x[2] != NA ? vj_ir_emit4(b, op, I32, x[0], x[1], x[2], mode, fpi)
                            : vj_ir_emit(b, op, I32, x[0], x[1], mode, fpi);
    if (in->clamp)
        r = vj_ir_emit(b, VJ_OP_FPOST, I32, r, mode, NA, fpi16(in) | VJ_FPI_CLAMP);
    return r;
}
/* The low result from op_sel and neg_lo, the high one from op_sel_hi and
 * neg_hi; both written at once, after every source is read. */
static uint32_t pk_f16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op,
                       uint64_t extra)
{
    uint32_t lo = pk_f16_half(b, in, s, op, in->opsel, in->neg, extra, NA);
    uint32_t hi = pk_f16_half(b, in, s, op, in->opsel_hi, in->neg_hi, extra, NA);
    return E2(OR, E2(AND, lo, K(0xffff)), E2(SHL, hi, K(16)));
}
/* Issue 29, item 3: v_pk_fmac_f16 (VOP2): each half fma(S0.h, S1.h, D.h),
 * the low halves and the high ones, no modifier. */
RECIPE(l_pk_fmac16)
{
    (void)cond;
    uint32_t d = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    uint32_t lo = pk_f16_half(b, in, s, VJ_OP_FFMA, 0, 0, 0, E2(AND, d, K(0xffff)));
    uint32_t hi = pk_f16_half(b, in, s, VJ_OP_FFMA, 3, 0, 0, E2(SHR, d, K(16)));
    return E2(OR, E2(AND, lo, K(0xffff)), E2(SHL, hi, K(16)));
}
#define PKF16_RECIPE(name, op, extra)                                                             \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return pk_f16(b, in, s, VJ_OP_##op, extra);                                               \
    }
PKF16_RECIPE(l_pk_ffma16, FFMA, 0)
PKF16_RECIPE(l_pk_fadd16, FADD, 0)
PKF16_RECIPE(l_pk_fmul16, FMUL, 0)
PKF16_RECIPE(l_pk_fmin16, FMIN, 0)
PKF16_RECIPE(l_pk_fmax16, FMAX, 0)
PKF16_RECIPE(l_pk_fminimum16, FMIN, VJ_FPI_NANPROP)
PKF16_RECIPE(l_pk_fmaximum16, FMAX, VJ_FPI_NANPROP)
/* Issue 29, item 4: v_dot2_f32_f16. Source i (0, 1) is a pair: the half
 * op_sel[i] picks, negated by neg_lo[i], for the low product; the half
 * op_sel_hi[i] picks, negated by neg_hi[i], for the high one (a constant as
 * a packed f16 source's: pk_f16_src); S2 an f32, neg_lo[2] its NEG (the
 * check). FDOT2 by the gfx11 model where the row's fidelity on the target
 * is model (insts.def VJ_INST_MODEL), else by the pseudocode; CLAMP. */
static uint32_t dot2_pair(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned i)
{
    uint32_t v = pk_f16_src(b, in, s, i);
    uint32_t lo = (in->opsel >> i & 1) ? E2(SHR, v, K(16)) : E2(AND, v, K(0xffff));
    uint32_t hi = (in->opsel_hi >> i & 1) ? E2(SHR, v, K(16)) : E2(AND, v, K(0xffff));
    if (in->neg >> i & 1)
        lo = E2(XOR, lo, K(0x8000));
    if (in->neg_hi >> i & 1)
        hi = E2(XOR, hi, K(0x8000));
    return E2(OR, lo, E2(SHL, hi, K(16)));
}
/* FDOT2's imm for an f16 dot row: the gfx11 model where the row's
 * fidelity on the target is model. */
static uint64_t dot2_imm(const vj_inst *in, uint64_t fpi)
{
    uint64_t imm = fpi | (uint64_t)VJ_FD_F16 << VJ_FPI_FN_SHIFT;
    if (vj_inst_fidelity(in->id, in->target) == VJ_FID_MODEL)
        imm |= VJ_FPI_DOT_GFX11;
    return imm;
}
RECIPE(l_dot2_f32_f16)
{
    (void)cond;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint64_t imm = dot2_imm(in, fpi);
    uint32_t x = dot2_pair(b, in, s, 0), y = dot2_pair(b, in, s, 1);
    uint32_t c = (in->neg >> 2 & 1) ? E2(XOR, s[2], K(0x80000000u)) : s[2];
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = vj_ir_emit4(b, VJ_OP_FDOT2, I32, x, y, c, mode, imm);
    return fpost(b, in, I32, r, mode, fpi);
}
/* v_dot2c_f32_f16 / v_dot2acc_f32_f16 (and the VOPD half): the same with
 * D as S2 and the halves in place (no op_sel; its e64 form's ABS/NEG/OMOD
 * are refused: check_dot2c). */
RECIPE(l_dot2c_f32_f16)
{
    (void)cond;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint64_t imm = dot2_imm(in, fpi);
    uint32_t c = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = vj_ir_emit4(b, VJ_OP_FDOT2, I32, pk_f16_src(b, in, s, 0),
                             pk_f16_src(b, in, s, 1), c, mode, imm);
    return fpost(b, in, I32, r, mode, fpi);
}
/* Issue 29, item 3: v_fma_mix_f32, v_fma_mixlo_f16, v_fma_mixhi_f16 (the
 * RDNA3/CDNA3 pseudocode: in[i] = op_sel_hi[i] ? f16_to_f32(the half
 * op_sel[i] picks) : S[i].f32; D = fma(in[0], in[1], in[2]) in f32, the
 * lo/hi forms converting that to f16, i.e. two roundings). ABS (the neg_hi
 * field) then NEG (neg_lo) on each input, on its sign bit; an f16 input
 * converts as v_cvt_f32_f16 does (FCVTH: its subnormals flushed by MODE's
 * f16 field), the fma runs under the f32 fields, CLAMP on the f32 result,
 * and the f32 to f16 conversion is v_cvt_f16_f32's (the f16 rounding
 * field). A constant is a 16-bit slot's (an inline float the f16 value in
 * the low half); read as an f32 only a literal or an inline integer (its
 * 32 bits) is modelled: check_mix. */
static uint32_t mix_src(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned i,
                        uint32_t mode)
{
    uint64_t base = fpi16(in) & ~(uint64_t)VJ_FPI_F16;
    if (!(in->opsel_hi >> i & 1))
        return fsrc(b, in, i, s[i], I32);
    uint32_t h = (in->opsel >> i & 1) ? E2(SHR, s[i], K(16)) : E2(AND, s[i], K(0xffff));
    return vj_ir_emit(b, VJ_OP_FCVTH, I32, fsrc16(b, in, i, h), mode, NA,
                      base | (uint64_t)VJ_FH_TO_F32 << VJ_FPI_FN_SHIFT);
}
static uint32_t fma_mix(vj_ir_block *b, const vj_inst *in, const uint32_t *s)
{
    uint64_t base = fpi16(in) & ~(uint64_t)VJ_FPI_F16;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = mix_src(b, in, s, i, mode);
    uint32_t r = vj_ir_emit4(b, VJ_OP_FFMA, I32, x[0], x[1], x[2], mode, base);
    return fpost(b, in, I32, r, mode, base);
}
RECIPE(l_fma_mix)
{
    (void)cond;
    return fma_mix(b, in, s);
}
/* The f32 result to f16 in one half of D, the other half kept. */
static uint32_t fma_mix16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, int high)
{
    uint64_t base = fpi16(in) & ~(uint64_t)VJ_FPI_F16;
    uint32_t r = fma_mix(b, in, s);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t h = vj_ir_emit(b, VJ_OP_FCVTH, I32, r, mode, NA,
                            base | (uint64_t)VJ_FH_FROM_F32 << VJ_FPI_FN_SHIFT);
    uint32_t old = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    if (high)
        return E2(OR, E2(AND, old, K(0xffff)), E2(SHL, h, K(16)));
    return E2(OR, E2(AND, old, K(0xffff0000u)), E2(AND, h, K(0xffff)));
}
RECIPE(l_fma_mixlo)
{
    (void)cond;
    return fma_mix16(b, in, s, 0);
}
RECIPE(l_fma_mixhi)
{
    (void)cond;
    return fma_mix16(b, in, s, 1);
}
/* FCVTH (VJ_FH_*) of source 0: an f32 (ABS/NEG on bit 31), an f16 (on
 * bit 15, the half op_sel picks) or a 16-bit integer (no modifier); then
 * OMOD and CLAMP of a float result (f16: VJ_FPI_F16; an integer one takes
 * neither: the check refuses them), and a 16-bit result placed by
 * d16_result. */
static uint32_t fcvt16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned kind)
{
    uint64_t fpi = fpi16(in), base = fpi & ~(uint64_t)VJ_FPI_F16;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t x = kind == VJ_FH_FROM_F32 || kind == VJ_FH_FROM_F32_RTZ
                     ? fsrc(b, in, 0, s[0], I32)
                 : kind == VJ_FH_FROM_U16 || kind == VJ_FH_FROM_I16
                     ? half_src(b, in, s, 0, H_U)
                     : fsrc16(b, in, 0, half_src(b, in, s, 0, H_U));
    uint32_t r = vj_ir_emit(b, VJ_OP_FCVTH, I32, x, mode, NA,
                            base | (uint64_t)kind << VJ_FPI_FN_SHIFT);
    if (kind == VJ_FH_TO_F32)
        return fpost(b, in, I32, r, mode, base);
    if (kind == VJ_FH_TO_U16 || kind == VJ_FH_TO_I16)
        return d16_result(b, in, r);
    return d16_result(b, in, fpost(b, in, I32, r, mode, fpi));
}
#define FCVT16_RECIPE(name, kind)                                                                 \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return fcvt16(b, in, s, kind);                                                            \
    }
FCVT16_RECIPE(l_cvt_f16_f32, VJ_FH_FROM_F32)
FCVT16_RECIPE(l_cvt_f32_f16, VJ_FH_TO_F32)
FCVT16_RECIPE(l_cvt_f16_u16, VJ_FH_FROM_U16)
FCVT16_RECIPE(l_cvt_f16_i16, VJ_FH_FROM_I16)
FCVT16_RECIPE(l_cvt_u16_f16, VJ_FH_TO_U16)
FCVT16_RECIPE(l_cvt_i16_f16, VJ_FH_TO_I16)
/* v_cvt_pkrtz_f16_f32 (GFX11+: v_cvt_pk_rtz_f16_f32): D = {f16(S1),
 * f16(S0)}, each rounded toward zero whatever MODE says (the pseudocode);
 * no OMOD or CLAMP (the check refuses them). */
RECIPE(l_cvt_pkrtz)
{
    (void)cond;
    uint64_t base = fpi16(in) & ~(uint64_t)VJ_FPI_F16;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t h[2];
    for (unsigned i = 0; i < 2; i++)
        h[i] = vj_ir_emit(b, VJ_OP_FCVTH, I32, fsrc(b, in, i, s[i], I32), mode, NA,
                          base | (uint64_t)VJ_FH_FROM_F32_RTZ << VJ_FPI_FN_SHIFT);
    return E2(OR, h[0], E2(SHL, h[1], K(16)));
}
/* v_pack_b32_f16: the two f16 halves op_sel picks, after ABS/NEG, packed
 * {S1, S0}: no float op (insts.def: approx). */
RECIPE(l_pack_b32_f16)
{
    (void)cond;
    uint32_t lo = fsrc16(b, in, 0, half_src(b, in, s, 0, H_U));
    uint32_t hi = fsrc16(b, in, 1, half_src(b, in, s, 1, H_U));
    return E2(OR, lo, E2(SHL, hi, K(16)));
}
/* v_ldexp_f16: S0.f16 * 2^S1.i16 (the ISA's pseudocode; S1 sign-extended
 * from its low half, no modifier); v_frexp_mant_f16, v_frexp_exp_i16_f16
 * (a 16-bit integer result), the rounding ops and v_fract_f16. */
RECIPE(l_ldexp16)
{
    (void)cond;
    uint64_t fpi = fpi16(in);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = vj_ir_emit(b, VJ_OP_FLDEXP, I32, fsrc16(b, in, 0, half_src(b, in, s, 0, H_U)),
                            half_src(b, in, s, 1, H_I), mode, fpi);
    return d16_result(b, in, fpost(b, in, I32, r, mode, fpi));
}
static uint32_t funary16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op,
                         unsigned fn)
{
    uint64_t fpi = fpi16(in) | (uint64_t)fn << VJ_FPI_FN_SHIFT;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = vj_ir_emit(b, op, I32, fsrc16(b, in, 0, half_src(b, in, s, 0, H_U)), mode, NA,
                            fpi);
    if (op == VJ_OP_FTOI) /* an integer result: no OMOD or CLAMP (the check) */
        return d16_result(b, in, r);
    return d16_result(b, in, fpost(b, in, I32, r, mode, fpi16(in)));
}
#define FUNARY16_RECIPE(name, op, fn)                                                             \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return funary16(b, in, s, VJ_OP_##op, fn);                                                \
    }
FUNARY16_RECIPE(l_rndne16, FUNARY, VJ_FN_RNDNE)
FUNARY16_RECIPE(l_floor16, FUNARY, VJ_FN_FLOOR)
FUNARY16_RECIPE(l_ceil16, FUNARY, VJ_FN_CEIL)
FUNARY16_RECIPE(l_trunc16, FUNARY, VJ_FN_TRUNC)
FUNARY16_RECIPE(l_fract16, FUNARY, VJ_FN_FRACT)
FUNARY16_RECIPE(l_frexp_mant16, FUNARY, VJ_FN_FREXP_MANT)
FUNARY16_RECIPE(l_frexp_exp16, FTOI, VJ_FN_FREXP_EXP)

/* Conversions and the one-source ops: one op from the source's type to the
 * destination's, imm the instruction's fixed behaviour and `extra`, then
 * OMOD and CLAMP (vj_lower_check_report refuses them on an integer result). */
static uint32_t fconvert(vj_ir_block *b, const vj_inst *in, const uint32_t *s, vj_op op,
                         uint64_t extra)
{
    vj_type st = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    vj_type dt = vj_inst_dst_dwords(in->id) == 2 ? I64 : I32;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    if (op == VJ_OP_FTOI && st == I64)
        extra |= VJ_FPI_SRC64;
    uint32_t r = vj_ir_emit(b, op, dt, fsrc(b, in, 0, s[0], st), mode, NA, fpi | extra);
    return fpost(b, in, dt, r, mode, fpi);
}
#define CVT(kind) ((uint64_t)(kind) << VJ_FPI_CVT_SHIFT)
#define FN(fn)    ((uint64_t)(fn) << VJ_FPI_FN_SHIFT)
RECIPE(l_cvt_f32_i32)
{
    (void)cond;
    return fconvert(b, in, s, VJ_OP_FCVTI, CVT(VJ_CVT_F32_I32));
}
RECIPE(l_cvt_f32_u32)
{
    (void)cond;
    return fconvert(b, in, s, VJ_OP_FCVTI, CVT(VJ_CVT_F32_U32));
}
RECIPE(l_cvt_i32_f32)
{
    (void)cond;
    return fconvert(b, in, s, VJ_OP_FCVTI, CVT(VJ_CVT_I32_F32));
}
RECIPE(l_cvt_u32_f32)
{
    (void)cond;
    return fconvert(b, in, s, VJ_OP_FCVTI, CVT(VJ_CVT_U32_F32));
}
RECIPE(l_cvt_f32_f64)
{
    (void)cond;
    return fconvert(b, in, s, VJ_OP_FNARROW, 0);
}
RECIPE(l_cvt_f64_f32)
{
    (void)cond;
    return fconvert(b, in, s, VJ_OP_FWIDEN, 0);
}

/* Room float3. v_ldexp: S0 * 2^S1, S1 an integer (no ABS/NEG), an f64's
 * sign-extended to the node's type. */
RECIPE(l_ldexp)
{
    (void)cond;
    vj_type t = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    uint32_t x[2] = {s[0], t == I64 ? vj_ir_emit(b, VJ_OP_SEXT, I64, s[1], NA, NA, 0) : s[1]};
    return fop(b, in, x, VJ_OP_FLDEXP, F_PLAIN, 0);
}
FOP_RECIPE(l_fmed3, FMED3, F_PLAIN, 0)
/* v_min3/max3 (GFX12: _num): v_min/max of v_min/max (the pseudocode) */
FOP_RECIPE(l_fmin3, FMIN, F_NEST, 0)
FOP_RECIPE(l_fmax3, FMAX, F_NEST, 0)
/* v_maxmin: min(max(S0, S1), S2); v_minmax: max(min(S0, S1), S2) (GFX11+;
 * GFX12: the _num forms, pseudocode) */
FOP_RECIPE(l_fmaxmin, FMAX, F_NEST_OTHER, 0)
FOP_RECIPE(l_fminmax, FMIN, F_NEST_OTHER, 0)
/* GFX12's v_minimum/maximum (f32, f64), v_minimum3/maximum3_f32,
 * v_minimummaximum_f32 (maximum(minimum(S0, S1), S2)) and
 * v_maximumminimum_f32: FMIN/FMAX with the NaN-propagating rule. */
FOP_RECIPE(l_fminimum, FMIN, F_PLAIN, VJ_FPI_NANPROP)
FOP_RECIPE(l_fmaximum, FMAX, F_PLAIN, VJ_FPI_NANPROP)
FOP_RECIPE(l_fminimum3, FMIN, F_NEST, VJ_FPI_NANPROP)
FOP_RECIPE(l_fmaximum3, FMAX, F_NEST, VJ_FPI_NANPROP)
FOP_RECIPE(l_fminimummaximum, FMIN, F_NEST_OTHER, VJ_FPI_NANPROP)
FOP_RECIPE(l_fmaximumminimum, FMAX, F_NEST_OTHER, VJ_FPI_NANPROP)
/* The DX9 zero rule (v_mul_legacy / v_mul_dx9_zero, v_fma_legacy /
 * v_fma_dx9_zero, v_fmac_legacy / v_fmac_dx9_zero) and v_mad_f32 (FMAD:
 * unfused, f32 denormals flushed), D the addend of the mac forms. */
FOP_RECIPE(l_fmul_dx9, FMUL, F_PLAIN, VJ_FPI_DX9)
FOP_RECIPE(l_ffma_dx9, FFMA, F_PLAIN, VJ_FPI_DX9)
FOP_RECIPE(l_fmac_dx9, FFMA, F_ACC, VJ_FPI_DX9)
FOP_RECIPE(l_fmad, FMAD, F_PLAIN, 0)
FOP_RECIPE(l_fmac_mad, FMAD, F_ACC, 0)
FOP_RECIPE(l_fmad_dx9, FMAD, F_PLAIN, VJ_FPI_DX9)
FOP_RECIPE(l_fmac_mad_dx9, FMAD, F_ACC, VJ_FPI_DX9)
#define FN_RECIPE(name, op, fn)                                                                   \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return fconvert(b, in, s, VJ_OP_##op, FN(fn));                                            \
    }
FN_RECIPE(l_frexp_exp, FTOI, VJ_FN_FREXP_EXP)
FN_RECIPE(l_frexp_mant, FUNARY, VJ_FN_FREXP_MANT)
FN_RECIPE(l_rndne, FUNARY, VJ_FN_RNDNE)
FN_RECIPE(l_floor, FUNARY, VJ_FN_FLOOR)
FN_RECIPE(l_ceil, FUNARY, VJ_FN_CEIL)
FN_RECIPE(l_trunc, FUNARY, VJ_FN_TRUNC)
FN_RECIPE(l_cvt_i32_f64, FTOI, VJ_FN_TO_I32)
FN_RECIPE(l_cvt_u32_f64, FTOI, VJ_FN_TO_U32)
FN_RECIPE(l_cvt_f64_i32, FFROMI, VJ_FN_TO_I32)
FN_RECIPE(l_cvt_f64_u32, FFROMI, VJ_FN_TO_U32)
/* Room frows: v_fract (FUNARY), v_cvt_rpi/flr_i32_f32 (FTOI); fpmode.h */
FN_RECIPE(l_fract, FUNARY, VJ_FN_FRACT)
FN_RECIPE(l_cvt_rpi, FTOI, VJ_FN_RPI)
FN_RECIPE(l_cvt_flr, FTOI, VJ_FN_FLR)
/* Room frows: FMISC (imm: VJ_FM_*) of the sources after ABS/NEG (the
 * float ones: n of them; the rest as they are, a missing one 0), in type
 * t. */
static uint32_t fmisc(vj_ir_block *b, const vj_inst *in, const uint32_t *x, unsigned fn,
                      vj_type t, uint32_t mode, int bf8)
{
    uint64_t fpi = (vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0) |
                   (bf8 ? VJ_FPI_BF8 : 0);
    uint32_t v[3];
    for (unsigned i = 0; i < 3; i++)
        v[i] = x[i] != NA ? x[i] : vj_ir_const(b, t, 0);
    return vj_ir_emit4(b, VJ_OP_FMISC, t, v[0], v[1], v[2], mode, fpi | FN(fn));
}
/* The cube ops and v_mullit: three f32 sources, then OMOD and CLAMP. */
static uint32_t fmisc3(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned fn)
{
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = fsrc(b, in, i, s[i], I32);
    return fpost(b, in, I32, fmisc(b, in, x, fn, I32, mode, 0), mode, fpi);
}
#define FM3_RECIPE(name, fn)                                                                      \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return fmisc3(b, in, s, fn);                                                              \
    }
FM3_RECIPE(l_cubeid, VJ_FM_CUBEID)
FM3_RECIPE(l_cubesc, VJ_FM_CUBESC)
FM3_RECIPE(l_cubetc, VJ_FM_CUBETC)
FM3_RECIPE(l_cubema, VJ_FM_CUBEMA)
FM3_RECIPE(l_mullit, VJ_FM_MULLIT)
#undef FM3_RECIPE
/* Two f32 sources to 16-bit fields: D = field(S0) | field(S1) << 16 (an
 * integer result: no OMOD or CLAMP, vj_lower_check_report refuses them). */
static uint32_t pk16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned fn)
{
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t lo[3] = {fsrc(b, in, 0, s[0], I32), NA, NA}, hi[3] = {fsrc(b, in, 1, s[1], I32), NA, NA};
    uint32_t l = fmisc(b, in, lo, fn, I32, mode, 0), h = fmisc(b, in, hi, fn, I32, mode, 0);
    return E2(OR, E2(AND, l, K(0xffff)), E2(SHL, h, K(16)));
}
#define PK16_RECIPE(name, fn)                                                                     \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return pk16(b, in, s, fn);                                                                \
    }
/* Issue 29, item 6: an f16 source's snorm / unorm field: the half op_sel
 * picks after ABS/NEG, converted exactly to f32 as v_cvt_f32_f16 does (its
 * subnormals flushed by MODE's f16 field), then the f32 rows' FMISC. */
static uint32_t norm16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned i,
                       unsigned fn, uint32_t mode)
{
    uint64_t base = fpi16(in) & ~(uint64_t)VJ_FPI_F16;
    uint32_t h = fsrc16(b, in, i, half_src(b, in, s, i, H_U));
    uint32_t x[3] = {vj_ir_emit(b, VJ_OP_FCVTH, I32, h, mode, NA,
                                base | (uint64_t)VJ_FH_TO_F32 << VJ_FPI_FN_SHIFT),
                     NA, NA};
    return E2(AND, fmisc(b, in, x, fn, I32, mode, 0), K(0xffff));
}
RECIPE(l_cvt_norm_i16_f16)
{
    (void)cond;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    return d16_result(b, in, norm16(b, in, s, 0, VJ_FM_SNORM, mode));
}
RECIPE(l_cvt_norm_u16_f16)
{
    (void)cond;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    return d16_result(b, in, norm16(b, in, s, 0, VJ_FM_UNORM, mode));
}
static uint32_t pknorm16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned fn)
{
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    return E2(OR, norm16(b, in, s, 0, fn, mode), E2(SHL, norm16(b, in, s, 1, fn, mode), K(16)));
}
RECIPE(l_cvt_pknorm_i16_f16)
{
    (void)cond;
    return pknorm16(b, in, s, VJ_FM_SNORM);
}
RECIPE(l_cvt_pknorm_u16_f16)
{
    (void)cond;
    return pknorm16(b, in, s, VJ_FM_UNORM);
}
PK16_RECIPE(l_cvt_pknorm_i16, VJ_FM_SNORM)
PK16_RECIPE(l_cvt_pknorm_u16, VJ_FM_UNORM)
PK16_RECIPE(l_cvt_pk_i16_f32, VJ_FM_TO_I16)
PK16_RECIPE(l_cvt_pk_u16_f32, VJ_FM_TO_U16)
#undef PK16_RECIPE
/* v_cvt_pk_u8_f32: byte S1[1:0] of S2 replaced by f32_to_u8(S0);
 * v_cvt_pkaccum_u8_f32 (GFX9): of the destination's old value (the ISA:
 * "uses src_c to pass destination in as a source"). */
static uint32_t pk_u8(vj_ir_block *b, const vj_inst *in, const uint32_t *s, uint32_t into)
{
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t x[3] = {fsrc(b, in, 0, s[0], I32), NA, NA};
    uint32_t u = fmisc(b, in, x, VJ_FM_TO_U8, I32, mode, 0);
    uint32_t sh = E2(SHL, E2(AND, s[1], K(3)), K(3));
    uint32_t keep = E2(XOR, E2(SHL, K(0xff), sh), K(0xffffffffu));
    return E2(OR, E2(AND, into, keep), E2(SHL, u, sh));
}
RECIPE(l_cvt_pk_u8)
{
    (void)cond;
    return pk_u8(b, in, s, s[2]);
}
RECIPE(l_cvt_pkaccum_u8)
{
    (void)cond;
    return pk_u8(b, in, s, vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index));
}
/* v_trig_preop_f64: S0 (ABS/NEG as for any f64 source; only its exponent
 * and NaN-ness count) and its segment S1 (an integer, sign-extended), then
 * OMOD and CLAMP. */
RECIPE(l_trig_preop)
{
    (void)cond;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t x[3] = {fsrc(b, in, 0, s[0], I64), vj_ir_emit(b, VJ_OP_SEXT, I64, s[1], NA, NA, 0),
                     NA};
    return fpost(b, in, I64, fmisc(b, in, x, VJ_FM_TRIG_PREOP, I64, mode, 0), mode, fpi);
}
/* Issue 29, item 5: the fp8/bf8 conversions (FMISC, fpmode.h's rules;
 * decode.c leaves no byte select, CLAMP or OMOD to them). To f32: byte 0
 * of S0 (integer: no modifier); v_cvt_pk_f32_*: bytes 0 and 1 to D's two
 * dwords. */
static uint32_t f8_widen(vj_ir_block *b, const vj_inst *in, uint32_t x, unsigned byte, int bf8,
                         uint32_t mode)
{
    uint32_t c[3] = {vj_ir_emit(b, VJ_OP_UBFE, I32, x, vj_ir_const(b, I32, 8 * byte),
                                vj_ir_const(b, I32, 8), 0),
                     NA, NA};
    return fmisc(b, in, c, VJ_FM_F8_TO_F32, I32, mode, bf8);
}
static uint32_t cvt_from_f8(vj_ir_block *b, const vj_inst *in, const uint32_t *s, int bf8, int pk)
{
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t lo = f8_widen(b, in, s[0], 0, bf8, mode);
    if (!pk)
        return lo;
    uint32_t hi = f8_widen(b, in, s[0], 1, bf8, mode);
    return vj_ir_emit(b, VJ_OP_OR, I64, vj_ir_emit(b, VJ_OP_ZEXT, I64, lo, NA, NA, 0),
                      vj_ir_emit(b, VJ_OP_SHL, I64,
                                 vj_ir_emit(b, VJ_OP_ZEXT, I64, hi, NA, NA, 0),
                                 vj_ir_const(b, I32, 32), NA, 0),
                      NA, 0);
}
/* From f32: v_cvt_pk_*_f32: D[15:0] = {code(S1), code(S0)}, D[31:16]
 * kept; v_cvt_sr_*_f32: D[7:0] = code(S0) with S1's random bits (an
 * integer: no modifier), D[31:8] kept. */
static uint32_t cvt_to_f8(vj_ir_block *b, const vj_inst *in, const uint32_t *s, int bf8, int sr)
{
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t old = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index);
    uint32_t x0[3] = {fsrc(b, in, 0, s[0], I32), sr ? s[1] : NA, NA};
    unsigned fn = sr ? VJ_FM_SR_F8 : VJ_FM_F32_TO_F8;
    uint32_t c0 = fmisc(b, in, x0, fn, I32, mode, bf8);
    if (sr)
        return E2(OR, E2(AND, old, K(0xffffff00u)), c0);
    uint32_t x1[3] = {fsrc(b, in, 1, s[1], I32), NA, NA};
    uint32_t c1 = fmisc(b, in, x1, fn, I32, mode, bf8);
    return E2(OR, E2(AND, old, K(0xffff0000u)), E2(OR, c0, E2(SHL, c1, K(8))));
}
#define F8_RECIPE(name, call)                                                                     \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return call;                                                                              \
    }
F8_RECIPE(l_cvt_f32_fp8, cvt_from_f8(b, in, s, 0, 0))
F8_RECIPE(l_cvt_f32_bf8, cvt_from_f8(b, in, s, 1, 0))
F8_RECIPE(l_cvt_pk_f32_fp8, cvt_from_f8(b, in, s, 0, 1))
F8_RECIPE(l_cvt_pk_f32_bf8, cvt_from_f8(b, in, s, 1, 1))
F8_RECIPE(l_cvt_pk_fp8_f32, cvt_to_f8(b, in, s, 0, 0))
F8_RECIPE(l_cvt_pk_bf8_f32, cvt_to_f8(b, in, s, 1, 0))
F8_RECIPE(l_cvt_sr_fp8_f32, cvt_to_f8(b, in, s, 0, 1))
F8_RECIPE(l_cvt_sr_bf8_f32, cvt_to_f8(b, in, s, 1, 1))
#undef F8_RECIPE
#undef FN_RECIPE
/* v_cvt_f32_ubyteN: byte N of S0, a u32 below 2^8, to f32 (exact). */
static uint32_t cvt_ubyte(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned n)
{
    uint32_t x = vj_ir_emit(b, VJ_OP_UBFE, I32, s[0], vj_ir_const(b, I32, 8 * n),
                            vj_ir_const(b, I32, 8), 0);
    return fconvert(b, in, &x, VJ_OP_FCVTI, CVT(VJ_CVT_F32_U32));
}
RECIPE(l_cvt_ubyte0)
{
    (void)cond;
    return cvt_ubyte(b, in, s, 0);
}
RECIPE(l_cvt_ubyte1)
{
    (void)cond;
    return cvt_ubyte(b, in, s, 1);
}
RECIPE(l_cvt_ubyte2)
{
    (void)cond;
    return cvt_ubyte(b, in, s, 2);
}
RECIPE(l_cvt_ubyte3)
{
    (void)cond;
    return cvt_ubyte(b, in, s, 3);
}
/* v_cvt_off_f32_i4: S0[3:0] as a signed 4-bit integer, over 16: the
 * integer to f32, times 2^-4 (both exact: no rounding, no denormal, no
 * NaN), then OMOD and CLAMP. */
RECIPE(l_cvt_off_i4)
{
    (void)cond;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t i4 =
        vj_ir_emit(b, VJ_OP_SBFE, I32, s[0], vj_ir_const(b, I32, 0), vj_ir_const(b, I32, 4), 0);
    uint32_t f = vj_ir_emit(b, VJ_OP_FCVTI, I32, i4, mode, NA, fpi | CVT(VJ_CVT_F32_I32));
    uint32_t r = vj_ir_emit(b, VJ_OP_FMUL, I32, f, vj_ir_const(b, I32, 0x3d800000u), mode, fpi);
    return fpost(b, in, I32, r, mode, fpi);
}
/* Room ftrans: a transcendental: FTRANS (imm: the function, VJ_FTRANS_*)
 * of the source after ABS/NEG, then OMOD and CLAMP. */
static uint32_t ftrans(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned fn)
{
    vj_type t = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = vj_ir_emit(b, VJ_OP_FTRANS, t, fsrc(b, in, 0, s[0], t), mode, NA,
                            fpi | (uint64_t)fn << VJ_FPI_FN_SHIFT);
    return fpost(b, in, t, r, mode, fpi);
}
/* Room frows: GFX12's v_s_exp/log/rcp/rsq/sqrt_f32: the transcendental of
 * the (uniform) scalar source, OMOD and CLAMP, written to the SGPR whatever
 * EXEC says (fpmode.h). */
static uint32_t s_trans(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned fn)
{
    write_sdst(b, in, ftrans(b, in, s, fn));
    return NA;
}
#define S_TRANS_RECIPE(name, fn)                                                                  \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return s_trans(b, in, s, VJ_FTRANS_##fn);                                                 \
    }
S_TRANS_RECIPE(l_s_exp, EXP)
S_TRANS_RECIPE(l_s_log, LOG)
S_TRANS_RECIPE(l_s_rcp, RCP)
S_TRANS_RECIPE(l_s_rsq, RSQ)
S_TRANS_RECIPE(l_s_sqrt, SQRT)
#undef S_TRANS_RECIPE
/* Issue 29: the f16 transcendentals (fpmode.h): FTRANS on the f16 source
 * (VJ_FPI_F16), OMOD and CLAMP as every f16 VOP1 row (funary16), the VOP1
 * ones placed as D.u16 (d16_result), GFX12's scalar ones written to the
 * SGPR whole: the f16 in bits 15:0, bits 31:16 zero (insts.def). */
#define TRANS16_RECIPE(name, fn)                                                                  \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return funary16(b, in, s, VJ_OP_FTRANS, VJ_FTRANS_##fn);                                  \
    }
TRANS16_RECIPE(l_rcp16, RCP)
TRANS16_RECIPE(l_rsq16, RSQ)
TRANS16_RECIPE(l_sqrt16, SQRT)
TRANS16_RECIPE(l_exp16, EXP)
TRANS16_RECIPE(l_log16, LOG)
TRANS16_RECIPE(l_sin16, SIN)
TRANS16_RECIPE(l_cos16, COS)
#undef TRANS16_RECIPE
static uint32_t s_trans16(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned fn)
{
    uint64_t fpi = fpi16(in) | (uint64_t)fn << VJ_FPI_FN_SHIFT;
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t r = vj_ir_emit(b, VJ_OP_FTRANS, I32, fsrc16(b, in, 0, half_src(b, in, s, 0, H_U)),
                            mode, NA, fpi);
    write_sdst(b, in, fpost(b, in, I32, r, mode, fpi16(in)));
    return NA;
}
#define S_TRANS16_RECIPE(name, fn)                                                                \
    RECIPE(name)                                                                                  \
    {                                                                                             \
        (void)cond;                                                                               \
        return s_trans16(b, in, s, VJ_FTRANS_##fn);                                               \
    }
S_TRANS16_RECIPE(l_s_rcp16, RCP)
S_TRANS16_RECIPE(l_s_rsq16, RSQ)
S_TRANS16_RECIPE(l_s_sqrt16, SQRT)
S_TRANS16_RECIPE(l_s_exp16, EXP)
S_TRANS16_RECIPE(l_s_log16, LOG)
#undef S_TRANS16_RECIPE
/* Room div: the division macro (fpmode.h). v_div_scale: its D (FDIVSCALE)
 * and, in *cond, its mask bit (FDIVVCC, in the sources' type). */
RECIPE(l_div_scale)
{
    vj_type t = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = fsrc(b, in, i, s[i], t);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t bit = vj_ir_emit4(b, VJ_OP_FDIVVCC, t, x[0], x[1], x[2], mode, fpi);
    *cond = t == I64 ? vj_ir_emit(b, VJ_OP_TRUNC, I32, bit, NA, NA, 0) : bit;
    return fop(b, in, s, VJ_OP_FDIVSCALE, F_PLAIN, 0);
}
/* v_div_fmas: the scaled FDIVFMAS where VCC's lane bit is set, else the
 * FFMA of v_fma; then OMOD and CLAMP. */
RECIPE(l_div_fmas)
{
    (void)cond;
    vj_type t = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = fsrc(b, in, i, s[i], t);
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    uint32_t plain = vj_ir_emit4(b, VJ_OP_FFMA, t, x[0], x[1], x[2], mode, fpi);
    uint32_t scaled = vj_ir_emit4(b, VJ_OP_FDIVFMAS, t, x[0], x[1], x[2], mode, fpi);
    uint32_t vcc = vj_ir_emit(b, VJ_OP_RDS, b->wave_size == 64 ? I64 : I32, NA, NA, NA,
                              VJ_SREG_VCC_LO);
    uint32_t bit = vj_ir_emit(b, VJ_OP_LANEBIT, I32, vcc, NA, NA, 0);
    uint32_t r = vj_ir_emit(b, VJ_OP_SELECT, t, bit, scaled, plain, 0);
    return fpost(b, in, t, r, mode, fpi);
}
FOP_RECIPE(l_div_fixup, FDIVFIXUP, F_PLAIN, 0)
#undef FOP_RECIPE
#undef CVT
#undef FN

/* Room float2: a float compare or class test: the lane's bit in *cond, from
 * an FCMP (imm: the predicate, VJ_FPI_KIND) or FCLASS of the sources after
 * ABS/NEG (class: on source 0 only; its mask is an integer). */
static uint32_t fcompare(vj_ir_block *b, const vj_inst *in, const uint32_t *s, uint32_t *cond,
                         vj_op op, unsigned pred)
{
    vj_type t = vj_slot_dwords(vj_inst_src_slot(in->id, 0, b->wave_size)) == 2 ? I64 : I32;
    uint64_t fpi = vj_target_family(in->target) >= VJ_FAM_GFX12 ? VJ_FPI_GFX12 : 0;
    uint32_t x, y;
    if (vj_inst_src_slot(in->id, 0, b->wave_size) == VJ_SLOT_B16) { /* issue 29: f16 */
        fpi |= VJ_FPI_F16;
        x = fsrc16(b, in, 0, half_src(b, in, s, 0, H_U));
        y = op == VJ_OP_FCLASS ? s[1] : fsrc16(b, in, 1, half_src(b, in, s, 1, H_U));
    } else {
        x = fsrc(b, in, 0, s[0], t);
        y = op == VJ_OP_FCLASS ? s[1] : fsrc(b, in, 1, s[1], t);
    }
    uint32_t mode = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    *cond = vj_ir_emit(b, op, I32, x, y, mode, fpi | (uint64_t)pred << VJ_FPI_KIND_SHIFT);
    return NA;
}

/* The accumulating dot products: dot() over S0, S1 and the old VDST. */
static uint32_t dotc(vj_ir_block *b, const vj_inst *in, const uint32_t *s, unsigned n)
{
    uint32_t t[3] = {s[0], s[1], vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->dst.index)};
    return dot(b, in, t, n, DOT_I);
}
RECIPE(l_dot2c)
{
    (void)cond;
    return dotc(b, in, s, 2);
}
RECIPE(l_dot4c)
{
    (void)cond;
    return dotc(b, in, s, 4);
}
RECIPE(l_dot8c)
{
    (void)cond;
    return dotc(b, in, s, 8);
}

/* v_lshl_add_u64: the count is a constant 0-4 (vj_lower_check_report). */
RECIPE(l_lshl_add_u64)
{
    (void)in, (void)cond;
    return Q2(ADD, Q2(SHL, s[0], E2(AND, s[1], K(7))), s[2]);
}

/* The bit scans (vj_ir_find_first: -1 for no bit found). ffbh_i32 scans
 * x ^ (x >> 31, arithmetic): the bits that differ from the sign. */
RECIPE(l_ffbl_b32)
{
    (void)in, (void)cond;
    return vj_ir_find_first(b, s[0]);
}
RECIPE(l_ffbh_u32)
{
    (void)in, (void)cond;
    return vj_ir_find_first(b, E1(BITREV, s[0]));
}
RECIPE(l_ffbh_i32)
{
    (void)in, (void)cond;
    return vj_ir_find_first(b, E1(BITREV, E2(XOR, s[0], E2(SAR, s[0], K(31)))));
}

/* ------------------------- issue 19, room misc: the rest of the integer sweep */

/* v_not_b16: D.u16 = ~S0.u16, placed as d16_result says. */
RECIPE(l_not_b16)
{
    (void)cond;
    return d16_result(b, in, E1(NOT, s[0]));
}

/* v_sat_pk_u8_i16: each signed 16-bit half of S0 held to [0, 255]; the low
 * half's byte in bits 7:0, the high half's in 15:8. Bits 31:16: GFX9's ISA
 * writes D.u32 = {16'b0, sat8(S0[31:16]), sat8(S0[15:0])}; on GFX10+ LLVM
 * takes it as a 16-bit result (VOP_I16_I32) and "all 16-bit instructions
 * preserve the high bits" (d16_result, as the int16 ops). */
static uint32_t sat_u8(vj_ir_block *b, uint32_t x)
{
    return E2(SMIN, E2(SMAX, x, K(0)), K(255));
}
RECIPE(l_sat_pk_u8_i16)
{
    (void)cond;
    uint32_t lo = sat_u8(b, E3(SBFE, s[0], K(0), K(16)));
    uint32_t hi = sat_u8(b, E3(SBFE, s[0], K(16), K(16)));
    return d16_result(b, in, E2(OR, lo, E2(SHL, hi, K(8))));
}

/* GFX9's v_screen_partition_4se_b32: the Vega/CDNA ISA gives D as a
 * 256-entry table at S0[7:0] (reference.c holds it as printed). The table
 * is a rectangle of a 4x4 grid of screen tiles dealt to four shader
 * engines, engine(x, y) = x ^ {y[0], y[1]}, from column S0[5:4] to S0[1:0]
 * and row S0[7:6] to S0[3:2], each range counted upwards with wrap-around;
 * D is the mask of the engines it touches. All 256 entries follow from
 * this, which also checks the table as transcribed; here it is computed:
 * each range as a 4-bit mask, the rows' engine offsets from theirs, and
 * the columns' mask moved by each offset present. */
static uint32_t cyclic_range(vj_ir_block *b, uint32_t from, uint32_t to)
{
    uint32_t len = E2(ADD, E2(AND, E2(SUB, to, from), K(3)), K(1));
    uint32_t run = E2(SUB, E2(SHL, K(1), len), K(1)); /* len ones from bit 0 */
    return E2(AND, E2(OR, E2(SHL, run, from), E2(SHR, run, E2(SUB, K(4), from))), K(15));
}
static uint32_t xor_lanes(vj_ir_block *b, uint32_t m, unsigned k, uint32_t lo_bits)
{
    /* the 4-bit mask with bit i moved to bit i ^ k (k = 1 or 2) */
    return E2(OR, E2(SHL, E2(AND, m, K(lo_bits)), K(k)),
              E2(SHR, E2(AND, m, K(~lo_bits & 15u)), K(k)));
}
RECIPE(l_screen_partition_4se)
{
    (void)in, (void)cond;
    uint32_t f[4];
    for (unsigned i = 0; i < 4; i++)
        f[i] = E2(AND, E2(SHR, s[0], K(2 * i)), K(3));
    uint32_t cols = cyclic_range(b, f[2], f[0]), rows = cyclic_range(b, f[3], f[1]);
    /* row y deals its columns from engine {y[0], y[1]}: rows 1 and 2 trade */
    uint32_t offs = E2(OR, E2(AND, rows, K(9)),
                       E2(OR, E2(SHL, E2(AND, rows, K(2)), K(1)), E2(SHR, E2(AND, rows, K(4)), K(1))));
    uint32_t by[4];
    by[0] = cols;
    by[1] = xor_lanes(b, cols, 1, 5);
    by[2] = xor_lanes(b, cols, 2, 3);
    by[3] = xor_lanes(b, by[1], 2, 3);
    uint32_t d = K(0);
    for (unsigned g = 0; g < 4; g++) {
        uint32_t on = E2(AND, E2(SHR, offs, K(g)), K(1));
        d = E2(OR, d, E2(AND, by[g], E2(SUB, K(0), on)));
    }
    return d;
}

/* v_cndmask_b16: D.u16 = mask[lane] ? S1.u16 : S0.u16, abs and neg acting
 * on bit 15 (llvm-mc-19 prints them as on f16 values). */
static uint32_t with_mods16(vj_ir_block *b, const vj_inst *in, unsigned i, uint32_t x)
{
    x = E2(AND, x, K(0xffff));
    if ((in->abs >> i) & 1)
        x = E2(AND, x, K(0x7fff));
    if ((in->neg >> i) & 1)
        x = E2(XOR, x, K(0x8000));
    return x;
}
RECIPE(l_cndmask_b16)
{
    (void)cond;
    uint32_t s0 = with_mods16(b, in, 0, s[0]), s1 = with_mods16(b, in, 1, s[1]);
    uint32_t bit = vj_ir_emit(b, VJ_OP_LANEBIT, I32, s[2], NA, NA, 0);
    return d16_result(b, in, E3(SELECT, bit, s1, s0));
}

/* v_qsad_pk_u16_u8 / v_mqsad_pk_u16_u8: 16-bit field k of the result is
 * the (masked) byte SAD of S0's bytes k..k+3 against S1 plus S2's field k,
 * kept to 16 bits. */
static uint32_t qsad(vj_ir_block *b, const uint32_t *s, int masked)
{
    uint32_t r = KQ(0);
    for (unsigned k = 0; k < 4; k++) {
        uint32_t t[2] = {LO(Q2(SHR, s[0], K(8 * k))), s[1]};
        uint32_t acc = E2(AND, LO(Q2(SHR, s[2], K(16 * k))), K(0xffff));
        uint32_t f = E2(AND, E2(ADD, sad_sum(b, t, 8, masked), acc), K(0xffff));
        r = Q2(OR, r, Q2(SHL, Q1(ZEXT, f), K(16 * k)));
    }
    return r;
}
RECIPE(l_qsad_pk)
{
    (void)in, (void)cond;
    return qsad(b, s, 0);
}
RECIPE(l_mqsad_pk)
{
    (void)in, (void)cond;
    return qsad(b, s, 1);
}

/* v_mqsad_u32_u8: dword k of the VDST quad is the masked byte SAD of S0's
 * bytes k..k+3 against S1 plus dword k of the S2 quad (a VGPR quad: its
 * rows read here). Every row is read before any is written; rows 1-3 are
 * written here, row 0 by the caller. */
RECIPE(l_mqsad_u32)
{
    (void)cond;
    uint32_t q[4], d[4];
    for (unsigned k = 0; k < 4; k++)
        q[k] = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, in->src[2].index + k);
    for (unsigned k = 0; k < 4; k++) {
        uint32_t t[2] = {LO(Q2(SHR, s[0], K(8 * k))), s[1]};
        d[k] = E2(ADD, sad_sum(b, t, 8, 1), q[k]);
    }
    for (unsigned k = 1; k < 4; k++)
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, d[k], NA, NA, in->dst.index + k);
    return d[0];
}

/* v_mov_b16: the half of S0 opsel bit 0 names (a VGPR's .h), into the
 * half of the VDST bit 3 names (d16_result keeps the other). */
RECIPE(l_mov_b16)
{
    (void)cond;
    return d16_result(b, in, E3(UBFE, s[0], K((in->opsel & 1) ? 16 : 0), K(16)));
}

/* v_nop, v_clrexcp, v_pipeflush: nothing written (no value, no VDST). */
RECIPE(l_nop)
{
    (void)b, (void)in, (void)s, (void)cond;
    return NA;
}

/* A compare's lane bit: op over the sources' type, as an i32. */
static uint32_t compare(vj_ir_block *b, vj_op op, uint32_t x, uint32_t y, uint32_t *cond)
{
    vj_type t = x < b->count ? (vj_type)b->nodes[x].type : I32;
    uint32_t c = vj_ir_emit(b, op, t, x, y, NA, 0);
    *cond = t == I64 ? LO(c) : c;
    return NA;
}

/* A DPP8 form's src0: VGPR src0 in lane (lane & ~7) + sel[lane & 7] as the
 * wave holds it before the instruction. The RDNA ISA (DPP8, FI: "fetch
 * inactive"): a source lane that exec disables reads 0 unless FI is set,
 * when it reads the lane's value anyway. */
static uint32_t dpp8_src0(vj_ir_block *b, const vj_inst *in)
{
    uint32_t sel = vj_ir_const(b, I32, in->dpp_sel & 0xffffff);
    uint32_t lo, hi;
    if (in->dpp_fi) {
        lo = hi = vj_ir_const(b, I32, 0xffffffffu);
    } else if (b->wave_size == 64) {
        uint32_t x = vj_ir_emit(b, VJ_OP_RDS, I64, NA, NA, NA, VJ_SREG_EXEC_LO);
        lo = LO(x);
        hi = vj_ir_emit(b, VJ_OP_TRUNC, I32,
                        vj_ir_emit(b, VJ_OP_SHR, I64, x, vj_ir_const(b, I32, 32), NA, 0), NA, NA,
                        0);
    } else {
        lo = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, VJ_SREG_EXEC_LO);
        hi = vj_ir_const(b, I32, 0);
    }
    return vj_ir_emit(b, VJ_OP_DPP8, I32, sel, lo, hi, in->src[0].index);
}

/* A DPP16 form's src0, and in *ok the lane's write-enabled predicate (NA:
 * every lane writes). The source lane is the control's (vj_sem_dpp16_lane)
 * as the wave holds it before the instruction. The GCN3/Vega and RDNA ISAs'
 * DPP rules: a source lane out of range, or disabled by exec without FI
 * (GFX10+: fetch inactive), is invalid; with BOUND_CTRL an invalid source
 * reads 0, without it the lane is disabled; a lane whose row_mask bit (row
 * lane / 16) or bank_mask bit (bank (lane / 4) % 4) is clear is disabled.
 * A disabled lane is as one exec disables, for this instruction: its VGPR
 * keeps its value, and its bit of a compare's or carry-out's mask is 0, as
 * the ISA has VALU mask writes give inactive lanes (LLVM's AMDGPU DPP docs
 * say the same of the masks: lanes they leave out are not written). */
static uint32_t dpp16_src0(vj_ir_block *b, const vj_inst *in, vj_type st, uint32_t *ok)
{
    vj_type mt = b->wave_size == 64 ? I64 : I32;
    uint32_t lo, hi;
    if (in->dpp_fi) {
        lo = hi = vj_ir_const(b, I32, 0xffffffffu);
    } else if (mt == I64) {
        uint32_t x = vj_ir_emit(b, VJ_OP_RDS, I64, NA, NA, NA, VJ_SREG_EXEC_LO);
        lo = LO(x);
        hi = LO(vj_ir_emit(b, VJ_OP_SHR, I64, x, vj_ir_const(b, I32, 32), NA, 0));
    } else {
        lo = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, VJ_SREG_EXEC_LO);
        hi = vj_ir_const(b, I32, 0);
    }
    unsigned ctrl = in->dpp_ctrl & 0x1ff, reg = in->src[0].index;
    uint32_t v = vj_ir_emit(b, VJ_OP_DPP16, I32, vj_ir_const(b, I32, ctrl), lo, hi, reg);
    if (st == I64) { /* gfx90a+'s DP ALU DPP: the pair, both dwords from that lane */
        uint32_t vh = vj_ir_emit(b, VJ_OP_DPP16, I32, vj_ir_const(b, I32, ctrl), lo, hi, reg + 1);
        v = vj_ir_emit(b, VJ_OP_OR, I64, vj_ir_emit(b, VJ_OP_ZEXT, I64, v, NA, NA, 0),
                       vj_ir_emit(b, VJ_OP_SHL, I64, vj_ir_emit(b, VJ_OP_ZEXT, I64, vh, NA, NA, 0),
                                  vj_ir_const(b, I32, 32), NA, 0),
                       NA, 0);
    }
    /* the lanes the row and bank masks let write */
    uint64_t rb = 0;
    for (unsigned l = 0; l < b->wave_size; l++)
        if ((in->dpp_row_mask >> (l / 16) & 1) && (in->dpp_bank_mask >> (l / 4 % 4) & 1))
            rb |= 1ull << l;
    uint64_t all = b->wave_size == 64 ? ~0ull : 0xffffffffull;
    *ok = NA;
    if (!in->dpp_bound)
        *ok = vj_ir_emit(b, VJ_OP_DPP16, I32, vj_ir_const(b, I32, ctrl | VJ_DPP16_VALID), lo, hi,
                         reg);
    if (rb != all) {
        uint32_t m = vj_ir_emit(b, VJ_OP_LANEBIT, I32, vj_ir_const(b, mt, rb), NA, NA, 0);
        *ok = *ok == NA ? m : vj_ir_emit(b, VJ_OP_AND, I32, *ok, m, NA, 0);
    }
    return v;
}

/* The value an instruction writes to its VDST, from its source values s[]:
 * the LOWER column of insts.def, an expression of IR ops of the
 * destination's type over S0..S2 and constants K(v), a copy of a source,
 * or a recipe above (a row naming a recipe that does not exist fails the
 * build). */
static uint32_t lower_one(vj_ir_block *b, const vj_inst *in, const uint32_t *s, uint32_t *cond)
{
    const vj_type t = vj_inst_dst_dwords(in->id) == 2 ? I64 : I32;
    switch (in->id) {
#undef K
#undef RECIPE
#define S0                  s[0]
#define S1                  s[1]
#define S2                  s[2]
#define K(v)                vj_ir_const(b, t, v)
#define OP1(op, x)          vj_ir_emit(b, VJ_OP_##op, t, x, NA, NA, 0)
#define OP2(op, x, y)       vj_ir_emit(b, VJ_OP_##op, t, x, y, NA, 0)
#define OP3(op, x, y, z)    vj_ir_emit(b, VJ_OP_##op, t, x, y, z, 0)
#define COPY(x)             (x)
#define RECIPE(f)           f(b, in, s, cond)
#define CMP(op, x, y)       compare(b, VJ_OP_##op, x, y, cond)
#define FALSE_()            (*cond = vj_ir_const(b, I32, 0), NA)
#define U16(x)              OP2(AND, x, K(0xffff))
#define I16(x)              OP3(SBFE, x, K(0), K(16))
#define TRUE_()             (*cond = vj_ir_const(b, I32, 1), NA)
#define VOPD_F32()          NA /* refused by vj_lower_check_report */
#define FCMP(p)             fcompare(b, in, s, cond, VJ_OP_FCMP, p)
#define FCLASS()            fcompare(b, in, s, cond, VJ_OP_FCLASS, 0)
#define TRANS(fn)           ftrans(b, in, s, VJ_FTRANS_##fn) /* room ftrans */
#define PK2(op, sign)       pk(b, in, s, VJ_OP_##op, PK_##sign)
#define PK3(op, sign)       pk(b, in, s, VJ_OP_COUNT, PK_##sign) /* MAD, the one of 3 */
#define DOT(n, sign)        dot(b, in, s, n, DOT_##sign)
#define H16(op, sign)       h16(b, in, s, VJ_OP_##op, H_##sign, 0)
#define H16REV(op, sign)    h16(b, in, s, VJ_OP_##op, H_##sign, 1) /* sources swapped */
#define H16M(kind, sign)    h16m(b, in, s, H3_##kind, H_##sign)
#define X(id, nm, enc, sh, g9, g10, g11, g12, lower)                                               \
    case VJ_I_##id:                                                                                \
        return lower;
#include "frontend/insts.def"
#undef X
#undef S0
#undef S1
#undef S2
#undef K
#undef OP1
#undef OP2
#undef OP3
#undef COPY
#undef RECIPE
#undef CMP
#undef U16
#undef I16
#undef FALSE_
#undef TRUE_
#undef VOPD_F32
#undef FCMP
#undef FCLASS
#undef TRANS
#undef PK2
#undef PK3
#undef DOT
#undef H16
#undef H16REV
#undef H16M
    case VJ_I_COUNT:
        break;
    }
    return NA;
}

int vj_lower_has_inst(vj_inst_id id)
{
    return (unsigned)id < VJ_I_COUNT; /* every row has a LOWER column */
}

/* The IR type of source i: its slot's width (64-bit values, wave64 masks). */
static vj_type source_type(vj_inst_id id, unsigned i, unsigned wave_size)
{
    return vj_slot_dwords(vj_inst_src_slot(id, i, wave_size)) == 2 ? I64 : I32;
}

/* A VOPD pair: both halves read their sources, then both write (the ISA's
 * rule: Y may read what X writes and sees the old value). Its halves have
 * no scalar destination. */
static void lower_vopd(vj_ir_block *b, const vj_inst *pair)
{
    vj_inst h[2];
    uint32_t s[2][3] = {{NA, NA, NA}, {NA, NA, NA}}, r[2];
    for (unsigned k = 0; k < 2; k++) {
        vj_vopd_half_inst(pair, k, &h[k]);
        for (unsigned i = 0; i < h[k].nsrc; i++)
            s[k][i] = source(b, &h[k].src[i], source_type(h[k].id, i, b->wave_size));
    }
    for (unsigned k = 0; k < 2; k++) {
        uint32_t cond = NA;
        r[k] = lower_one(b, &h[k], s[k], &cond);
    }
    for (unsigned k = 0; k < 2; k++)
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, r[k], NA, NA, h[k].dst.index);
}

vj_status vj_lower_check_block(const vj_inst *insts, size_t n, unsigned wave_size, vj_report *r)
{
    if (n > UINT16_MAX)
        return vj_report_set(r, VJ_ERR_UNSUPPORTED, VJ_DIAG_NONE, VJ_DIAG_NONE,
                             "a block holds at most %u instructions, this one %zu",
                             (unsigned)UINT16_MAX, n);
    for (size_t i = 0; i < n; i++) {
        vj_status st = vj_lower_check_report(&insts[i], i, wave_size, r);
        if (st != VJ_OK)
            return st;
    }
    return VJ_OK;
}

vj_status vj_lower_check_strict(const vj_inst *in, size_t index, vj_report *r)
{
    if (!vj_inst_is_approx(in))
        return VJ_OK;
    return unsupported(in, index, r,
                       "approximate result (strict mode): hardware may differ from our "
                       "correctly rounded or pseudocode value");
}

vj_status vj_lower_check_strict_block(const vj_inst *insts, size_t n, vj_report *r)
{
    for (size_t i = 0; i < n; i++) {
        vj_status st = vj_lower_check_strict(&insts[i], i, r);
        if (st != VJ_OK)
            return st;
    }
    return VJ_OK;
}

vj_status vj_lower(vj_ir_block *b, const vj_inst *insts, size_t n, char *err, size_t errsize)
{
    if (err && errsize)
        err[0] = '\0';
    vj_report d;
    vj_status st = vj_lower_check_block(insts, n, b->wave_size, &d);
    if (st != VJ_OK)
        return to_string(st, &d, err, errsize);
    return vj_lower_checked(b, insts, n, err, errsize);
}

vj_status vj_lower_checked(vj_ir_block *b, const vj_inst *insts, size_t n, char *err,
                           size_t errsize)
{
    if (err && errsize)
        err[0] = '\0';
    uint32_t base = b->ninsts;
    if (base + n > UINT16_MAX) {
        if (err && errsize)
            snprintf(err, errsize, "a block holds at most %u instructions", (unsigned)UINT16_MAX);
        return VJ_ERR_UNSUPPORTED;
    }
    for (size_t i = 0; i < n; i++) {
        const vj_inst *in = &insts[i];
        b->cur_inst = base + (uint32_t)i;
        if (in->mem) { /* memory (lower_mem.c) */
            vj_minst m;
            vj_inst_minst(in, &m);
            vj_status st = vj_lower_minst(b, &m, err, errsize);
            if (st != VJ_OK)
                return st;
            continue;
        }
        if (in->salu) { /* scalar (lower_salu.c): uniform values only */
            vj_status st =
                in->region && vj_salu_flow(in->s.row) >= 0
                    ? vj_lower_sflow(b, &in->s, in->offset - insts[0].offset, err, errsize)
                    : vj_lower_sinst(b, &in->s, err, errsize);
            if (st != VJ_OK)
                return st;
            continue;
        }
        if (in->vopd) {
            lower_vopd(b, in);
            continue;
        }
        uint32_t s[3] = {NA, NA, NA};
        for (unsigned k = 0; k < in->nsrc; k++) {
            vj_type st = source_type(in->id, k, b->wave_size);
            s[k] = source(b, &in->src[k], st);
            /* a 64-bit float source's 32-bit literal is its high dword (the ISA) */
            if (st == I64 && in->src[k].kind == VJ_OPND_LITERAL &&
                (vj_inst_flags(in->id) & VJ_IF_FLOAT))
                s[k] = vj_ir_const(b, I64, in->src[k].value << 32);
            if (in->sdwa && k < 2 && !vj_slot_is_mask(vj_inst_src_slot(in->id, k, b->wave_size)))
                s[k] = sdwa_select(b, s[k], in->src_sel[k], in->src_sext[k]);
        }
        /* issue 29, item 6: a GFX11+ 16-bit op's op_sel picks a source's
         * high half (gfx11_opsel16); its 16-bit readers take the low one */
        unsigned g11 = gfx11_opsel16(in) & in->opsel & 7u;
        if (in->dpp == 8)
            s[0] = dpp8_src0(b, in);
        uint32_t dpp_ok = NA; /* DPP16: the lanes that write (NA: all) */
        if (in->dpp == 16)
            s[0] = dpp16_src0(b, in, in->nsrc ? source_type(in->id, 0, b->wave_size) : I32,
                              &dpp_ok);
        for (unsigned k = 0; k < in->nsrc && k < 3; k++) /* (src0: the DPP lane's) */
            if (g11 >> k & 1)
                s[k] = vj_ir_emit(b, VJ_OP_SHR, I32, s[k], vj_ir_const(b, I32, 16), NA, 0);
        uint32_t cond = NA;
        uint32_t r = lower_one(b, in, s, &cond);
        if (dpp_ok != NA && r != NA && vj_inst_dst_dwords(in->id)) {
            vj_type dt = vj_inst_dst_dwords(in->id) == 2 ? I64 : I32;
            r = vj_ir_emit(b, VJ_OP_SELECT, dt, dpp_ok, r,
                           vj_ir_emit(b, VJ_OP_RDV, dt, NA, NA, NA, in->dst.index), 0);
        }
        if (dpp_ok != NA && cond != NA)
            cond = vj_ir_emit(b, VJ_OP_SELECT, I32, dpp_ok, cond, vj_ir_const(b, I32, 0), 0);
        if (in->sdwa && vj_inst_dst_dwords(in->id))
            r = sdwa_place(b, in, r);
        /* (no value: v_writelane_b32's recipe writes its one lane itself,
         * v_permlane64_b32 in wave32 writes nothing) */
        if (vj_inst_dst_dwords(in->id) && r != NA)
            vj_ir_emit(b, vj_inst_agpr_dst(in->id) ? VJ_OP_WRA : VJ_OP_WRV, VJ_T_VOID, r, NA, NA,
                       in->dst.index);
        if (cond != NA) {
            /* The mask is made under the exec the instruction started
             * with; v_cmpx then writes it to exec as well (after the mask
             * destination, which on GFX9 it has). */
            vj_family fam = vj_target_family(in->target);
            uint32_t m = vj_ir_emit(b, VJ_OP_BALLOT, b->wave_size == 64 ? I64 : I32, cond, NA,
                                    NA, 0);
            if (vj_inst_has_sdst(in->id, fam) && in->sdst.index != VJ_SREG_NULL)
                vj_ir_emit(b, VJ_OP_WRS, VJ_T_VOID, m, NA, NA, in->sdst.index);
            if (vj_inst_flags(in->id) & VJ_IF_CMPX)
                vj_ir_emit(b, VJ_OP_WRS, VJ_T_VOID, m, NA, NA, VJ_SREG_EXEC_LO);
        }
    }
    /* Room branch: a region's block that no branch or s_endpgm ends goes on
     * at the end of its last instruction. */
    const vj_inst *last = n ? &insts[n - 1] : NULL;
    if (last && last->region && !(last->salu && vj_salu_flow(last->s.row) > VJ_FLOW_NONE)) {
        uint32_t pc = vj_ir_emit(b, VJ_OP_RDPC, I64, NA, NA, NA, 0);
        uint64_t end = (uint64_t)last->offset + last->len - insts[0].offset;
        vj_ir_emit(b, VJ_OP_WRPC, VJ_T_VOID, vj_ir_emit(b, VJ_OP_ADD, I64, pc,
                                                        vj_ir_const(b, I64, end), NA, 0),
                   NA, NA, 0);
    }
    if (!vj_ir_ok(b)) {
        if (err && errsize)
            snprintf(err, errsize, "out of memory while lowering");
        return VJ_ERR_NOMEM;
    }
    /* Keep the instructions (appended after any already there). */
    vj_inst *all = NULL;
    if (base + n) {
        all = malloc((base + n) * sizeof *all);
        if (!all) {
            if (err && errsize)
                snprintf(err, errsize, "out of memory while lowering");
            return VJ_ERR_NOMEM;
        }
        if (base)
            memcpy(all, b->insts, base * sizeof *all);
        if (n)
            memcpy(all + base, insts, n * sizeof *all);
    }
    free(b->insts);
    b->insts = all;
    b->ninsts = base + (uint32_t)n;
    return VJ_OK;
}
