/* targets: the target and family tables (names, aliases, family, default
 * wave size, per-target rules) and the instruction and shape tables
 * generated from insts.def, with their lookups. Data only: no parsing. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "frontend/frontend.h"

#define TF_LDS   VJ_TF_NO_LDS_DIRECT
#define TF_ALIGN VJ_TF_ALIGNED_TUPLES
#define TF_DOTSEL VJ_TF_DOT_DEFAULT_OPSEL
#define TF_SFLT  VJ_TF_SALU_FLOAT
/* elf_mach: the EF_AMDGPU_MACH value (e_flags bits 7:0) of the target's code
 * objects. All but gfx950 and gfx1250 as clang-19 writes them (llvm-readelf-19
 * -h); those two as LLVM published them after 19 (AMDGPUUsage; LLVM's
 * elf-header-flags-mach.ll test: 0x04f, 0x049), values LLVM 19's ELF.h already
 * holds reserved (EF_AMDGPU_MACH_AMDGCN_RESERVED_0X4F, _0X49). */
static const struct {
    const char *name;
    const char *alias;
    vj_family family;
    unsigned flags;
    uint8_t elf_mach;
} targets[VJ_TARGET_COUNT] = {
    [VJ_GFX908] = {"gfx908", "cdna1", VJ_FAM_GFX9, 0, 0x30},
    [VJ_GFX90A] = {"gfx90a", "cdna2", VJ_FAM_GFX9, TF_LDS | TF_ALIGN, 0x3f},
    [VJ_GFX942] = {"gfx942", "cdna3", VJ_FAM_GFX9, TF_LDS | TF_ALIGN | TF_DOTSEL, 0x4c},
    [VJ_GFX950] = {"gfx950", "cdna4", VJ_FAM_GFX9, TF_LDS | TF_ALIGN | TF_DOTSEL, 0x4f},
    [VJ_GFX1010] = {"gfx1010", "rdna1", VJ_FAM_GFX10, 0, 0x33},
    [VJ_GFX1030] = {"gfx1030", "rdna2", VJ_FAM_GFX10, 0, 0x36},
    [VJ_GFX1100] = {"gfx1100", "rdna3", VJ_FAM_GFX11, TF_LDS, 0x41},
    [VJ_GFX1150] = {"gfx1150", "rdna3.5", VJ_FAM_GFX11, TF_LDS | TF_SFLT, 0x43},
    [VJ_GFX1200] = {"gfx1200", "rdna4", VJ_FAM_GFX12, TF_LDS | TF_SFLT, 0x48},
    [VJ_GFX1250] = {"gfx1250", "cdna5", VJ_FAM_GFX12, TF_LDS | TF_SFLT, 0x49},
};
#undef TF_LDS
#undef TF_ALIGN
#undef TF_DOTSEL
#undef TF_SFLT

/* Per family: VOP3 prefix (bits 31:26), literal, constant-bus reads. */
static const struct {
    uint8_t vop3_prefix, literal, bus_limit;
} families[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] = {0x34, 0, 1},
    [VJ_FAM_GFX10] = {0x35, 1, 2},
    [VJ_FAM_GFX11] = {0x35, 1, 2},
    [VJ_FAM_GFX12] = {0x35, 1, 2},
};

/* ------------------------------------------------------------ shapes */

static const struct {
    uint8_t dst_dwords, sdst, nsrc;
    int8_t slot[3]; /* SL_* below */
} shapes[VJ_SHAPE_COUNT] = {
/* clang-format off */
#define SL_NONE -1
#define SL_B32  0
#define SL_B64  1
#define SL_MASK 2
#define SL_B16  3
#define SL_P16  4
#define SL_P32  5
#define SL_V128 6
/* clang-format on */
#define VJ_SHAPE(sh, ddw, sd, n, s0, s1, s2)                                                      \
    [VJ_SHAPE_##sh] = {ddw, sd, n, {SL_##s0, SL_##s1, SL_##s2}},
#include "frontend/insts.def"
#undef VJ_SHAPE
};

/* The cross-lane shapes' operand classes (VJ_SHAPE_CLASS rows; room lanes:
 * VJ_SHAPE_CLASS3 rows name a third source's too). */
static const struct {
    uint8_t present, dst, cls[3]; /* dst: 0 a VGPR, 1 one SGPR, 2 an AGPR */
} shape_classes[VJ_SHAPE_COUNT] = {
#define VREG                            0
#define SREG                            1
#define AREG                            2
#define ANY                             VJ_SC_ANY
#define VGPR                            VJ_SC_VGPR
#define VGPR32                          VJ_SC_VGPR32
#define SCALAR                          VJ_SC_SCALAR
#define LANESEL                         VJ_SC_LANESEL
#define SREG32                          VJ_SC_SREG32
#define AGPR                            VJ_SC_AGPR
#define ACCSRC                          VJ_SC_ACCSRC
#define VJ_SHAPE_CLASS(sh, dst, c0, c1) [VJ_SHAPE_##sh] = {1, dst, {c0, c1, VJ_SC_ANY}},

#define VJ_SHAPE_CLASS3(sh, dst, c0, c1, c2) [VJ_SHAPE_##sh] = {1, dst, {c0, c1, c2}},
#include "frontend/insts.def"
#undef VJ_SHAPE_CLASS
#undef VJ_SHAPE_CLASS3
#undef SREG32
#undef AGPR
#undef ACCSRC
#undef VREG
#undef SREG
#undef AREG
#undef ANY
#undef VGPR
#undef VGPR32
#undef SCALAR
#undef LANESEL
};

int vj_shape_sreg_dst(vj_shape shape)
{
    return (unsigned)shape < VJ_SHAPE_COUNT && shape_classes[shape].dst == 1;
}

int vj_shape_agpr_dst(vj_shape shape)
{
    return (unsigned)shape < VJ_SHAPE_COUNT && shape_classes[shape].dst == 2;
}

int vj_inst_agpr_dst(vj_inst_id id)
{
    return (unsigned)id < VJ_I_COUNT && vj_shape_agpr_dst(vj_inst_table[id].shape);
}

vj_src_class vj_shape_src_class(vj_shape shape, unsigned i)
{
    if ((unsigned)shape >= VJ_SHAPE_COUNT || i >= 3 || !shape_classes[shape].present)
        return VJ_SC_ANY;
    return (vj_src_class)shape_classes[shape].cls[i];
}

int vj_inst_sreg_dst(vj_inst_id id)
{
    return (unsigned)id < VJ_I_COUNT && vj_shape_sreg_dst(vj_inst_table[id].shape);
}

int vj_inst_k_src(vj_inst_id id)
{
    if ((unsigned)id >= VJ_I_COUNT)
        return -1;
    vj_shape sh = vj_inst_table[id].shape;
    return sh == VJ_SHAPE_V_VVK || sh == VJ_SHAPE_V_HHK   ? 2
           : sh == VJ_SHAPE_V_VKV || sh == VJ_SHAPE_V_HKH ? 1
                                                          : -1;
}

int vj_inst_true16(vj_inst_id id)
{
    return (unsigned)id < VJ_I_COUNT && vj_inst_table[id].shape == VJ_SHAPE_T_T;
}

unsigned vj_shape_nsrc(vj_shape shape)
{
    return (unsigned)shape < VJ_SHAPE_COUNT ? shapes[shape].nsrc : 0;
}

int vj_shape_has_sdst(vj_shape shape)
{
    return (unsigned)shape < VJ_SHAPE_COUNT && shapes[shape].sdst;
}

unsigned vj_shape_dst_dwords(vj_shape shape)
{
    return (unsigned)shape < VJ_SHAPE_COUNT ? shapes[shape].dst_dwords : 1;
}

vj_slot vj_src_slot(vj_shape shape, unsigned i, unsigned wave_size)
{
    int sl = (unsigned)shape < VJ_SHAPE_COUNT && i < 3 ? shapes[shape].slot[i] : SL_B32;
    if (sl == SL_B64)
        return VJ_SLOT_B64;
    if (sl == SL_MASK)
        return wave_size == 64 ? VJ_SLOT_MASK64 : VJ_SLOT_MASK32;
    if (sl == SL_B16)
        return VJ_SLOT_B16;
    if (sl == SL_P16)
        return VJ_SLOT_P16;
    if (sl == SL_P32)
        return VJ_SLOT_P32;
    if (sl == SL_V128)
        return VJ_SLOT_V128;
    return VJ_SLOT_B32;
}
#undef SL_B16
#undef SL_P16
#undef SL_P32
#undef SL_V128
#undef SL_NONE
#undef SL_B32
#undef SL_B64
#undef SL_MASK

unsigned vj_slot_dwords(vj_slot slot)
{
    if (slot == VJ_SLOT_V128)
        return 4;
    return slot == VJ_SLOT_B64 || slot == VJ_SLOT_P32 || slot == VJ_SLOT_MASK64 ? 2 : 1;
}

int vj_slot_is_mask(vj_slot slot)
{
    return slot == VJ_SLOT_MASK32 || slot == VJ_SLOT_MASK64;
}

vj_slot vj_inst_src_slot(vj_inst_id id, unsigned i, unsigned wave_size)
{
    return vj_src_slot(vj_inst_table[id].shape, i, wave_size);
}

unsigned vj_inst_dst_dwords(vj_inst_id id)
{
    return vj_shape_dst_dwords(vj_inst_table[id].shape);
}

/* ------------------------------------------------------- instructions */

/* The VOP3 form of a VOP1, VOP2 or VOPC opcode is printed with "_e64". */
#define E64_VOP1 "_e64"
#define E64_VOP2 "_e64"
#define E64_VOPC "_e64"
#define E64_VOP3 ""
#define E64_VOP3P ""
#define E64_VOPD "" /* VOPD-only rows: never printed (vopd.c has the names) */

const vj_inst_info vj_inst_table[VJ_I_COUNT] = {
#define X(id, nm, enc, sh, g9, g10, g11, g12, lower)                                              \
    [VJ_I_##id] = {nm E64_##enc, VJ_SHAPE_##sh, {g9, g10, g11, g12}, VJ_ENC_##enc},
#include "frontend/insts.def"
#undef X
};

static const unsigned inst_flags[VJ_I_COUNT] = {
#define VJ_INST_PROPS(id, fl) [VJ_I_##id] = (fl),
#include "frontend/insts.def"
#undef VJ_INST_PROPS
};

/* Targets that lack an instruction their family has. */
static const struct {
    vj_inst_id id;
    vj_target target;
} not_on[] = {
#define VJ_INST_NOT_ON(id, t) {VJ_I_##id, VJ_##t},
#include "frontend/insts.def"
#undef VJ_INST_NOT_ON
    {VJ_I_COUNT, VJ_TARGET_COUNT} /* keeps the array non-empty */
};

int vj_inst_on_target(vj_inst_id id, vj_target target)
{
    if ((unsigned)id >= VJ_I_COUNT || (unsigned)target >= VJ_TARGET_COUNT ||
        vj_inst_table[id].opcode[vj_target_family(target)] < 0)
        return 0;
    for (unsigned i = 0; not_on[i].id != VJ_I_COUNT; i++)
        if (not_on[i].id == id && not_on[i].target == target)
            return 0;
    return 1;
}

/* Issue 29: targets on which a row's result is a capture-checked hardware
 * model (fidelity model). */
static const struct {
    vj_inst_id id;
    vj_target target;
} models[] = {
#define VJ_INST_MODEL(id, t) {VJ_I_##id, VJ_##t},
#include "frontend/insts.def"
#undef VJ_INST_MODEL
    {VJ_I_COUNT, VJ_TARGET_COUNT} /* keeps the array non-empty */
};

vj_fidelity vj_inst_fidelity(vj_inst_id id, vj_target target)
{
    if ((unsigned)id >= VJ_I_COUNT)
        return VJ_FID_EXACT;
    for (unsigned i = 0; models[i].id != VJ_I_COUNT; i++)
        if (models[i].id == id && models[i].target == target)
            return VJ_FID_MODEL;
    if (inst_flags[id] & VJ_IF_APPROX)
        return VJ_FID_APPROX;
    /* bits 31:16 of a GFX9 16-bit result zeroed as far as our sources go */
    if ((inst_flags[id] & VJ_IF_HI16_ZERO9) && (unsigned)target < VJ_TARGET_COUNT &&
        vj_target_family(target) == VJ_FAM_GFX9)
        return VJ_FID_APPROX;
    return VJ_FID_EXACT;
}

const char *vj_fidelity_name(vj_fidelity f)
{
    return f == VJ_FID_MODEL ? "model" : f == VJ_FID_APPROX ? "approx" : "exact";
}

static const struct {
    vj_inst_id id;
    vj_family from;
    const char *name;
    vj_enc enc;
} renames[] = {
#define VJ_INST_RENAME(id, fam, nm, enc) {VJ_I_##id, VJ_FAM_##fam, nm E64_##enc, VJ_ENC_##enc},
#include "frontend/insts.def"
#undef VJ_INST_RENAME
    {VJ_I_COUNT, VJ_FAM_COUNT, NULL, VJ_ENC_COUNT} /* keeps the array non-empty */
};

static const struct {
    vj_inst_id id;
    vj_family from;
    const char *name;
} aliases[] = {
#define VJ_INST_ALIAS(id, fam, nm) {VJ_I_##id, VJ_FAM_##fam, nm},
#include "frontend/insts.def"
#undef VJ_INST_ALIAS
    {VJ_I_COUNT, VJ_FAM_COUNT, NULL}};

#undef E64_VOP1
#undef E64_VOP2
#undef E64_VOPC
#undef E64_VOP3
#undef E64_VOP3P
#undef E64_VOPD

/* The rename row in force for an instruction in a family, or -1. */
static int rename_of(vj_inst_id id, vj_family family)
{
    int best = -1;
    for (unsigned i = 0; renames[i].name; i++)
        if (renames[i].id == id && renames[i].from <= family &&
            (best < 0 || renames[i].from > renames[best].from))
            best = (int)i;
    return best;
}

const char *vj_inst_name(vj_inst_id id, vj_family family)
{
    int r = rename_of(id, family);
    return r >= 0 ? renames[r].name : vj_inst_table[id].name;
}

vj_enc vj_inst_enc(vj_inst_id id, vj_family family)
{
    int r = rename_of(id, family);
    return r >= 0 ? renames[r].enc : vj_inst_table[id].enc;
}

vj_inst_id vj_inst_by_alias(vj_family family, const char *mnemonic)
{
    for (unsigned i = 0; aliases[i].name; i++)
        if (aliases[i].from <= family && strcmp(aliases[i].name, mnemonic) == 0)
            return aliases[i].id;
    return VJ_I_COUNT;
}

unsigned vj_inst_flags(vj_inst_id id)
{
    return inst_flags[id];
}

int vj_inst_is_approx(const vj_inst *in)
{
    if (in->salu || in->mem)
        return 0;
    if (in->vopd) {
        vj_inst half;
        int any = 0;
        for (unsigned h = 0; h < 2; h++) {
            vj_vopd_half_inst(in, h, &half);
            any |= vj_inst_is_approx(&half);
        }
        return any;
    }
    return vj_inst_fidelity(in->id, in->target) == VJ_FID_APPROX;
}

const char *vj_inst_form_name(const vj_inst *inst, char *buf, size_t size)
{
    if ((unsigned)inst->id >= VJ_I_COUNT || (unsigned)inst->target >= VJ_TARGET_COUNT) {
        snprintf(buf, size, "?");
        return buf;
    }
    vj_family fam = vj_target_family(inst->target);
    const char *name = vj_inst_name(inst->id, fam);
    size_t nl = strlen(name);
    /* (an instruction with no VOP3 form is printed by its base name alone) */
    int only32 = (vj_inst_flags(inst->id) & VJ_IF_NOE64) && !inst->sdwa && !inst->dpp &&
                 !vj_inst_true16(inst->id); /* (v_mov_b16 keeps its "_e32") */
    /* (but one llvm-mc-19 prints with "_e32" all the same, as the sweep
     * records: GFX9's v_pk_fmac_f16) */
    if (only32 && vj_inst_enc(inst->id, fam) == VJ_ENC_VOP2) {
        const vj_valu_row *row =
            vj_valu_by_opcode(inst->target, VJ_VE_VOP2, vj_inst_e32_opcode(inst->id, fam));
        if (row && row->form == VJ_VF_E32)
            only32 = 0;
    }
    /* (llvm-mc-19 prints a GFX11+ compare's DPP form by its base name) */
    int dpp_base = inst->dpp && fam >= VJ_FAM_GFX11 && vj_inst_enc(inst->id, fam) == VJ_ENC_VOPC;
    /* (and one with no operands, v_nop, by its base name in both forms) */
    vj_shape shape = vj_inst_table[inst->id].shape;
    if (!vj_shape_nsrc(shape) && !vj_shape_dst_dwords(shape) && !vj_shape_has_sdst(shape) &&
        vj_inst_has_e32(inst->id, fam) && nl > 4) {
        snprintf(buf, size, "%.*s", (int)(nl - 4), name);
        return buf;
    }
    if (inst->e32 && vj_inst_enc(inst->id, fam) != VJ_ENC_VOP3 && nl > 4) /* base name + */
        snprintf(buf, size, "%.*s%s", (int)(nl - 4), name,
                 only32 || dpp_base ? ""
                 : inst->sdwa       ? "_sdwa"
                 : inst->dpp        ? "_dpp"
                                    : "_e32");
    else if (inst->dpp && !inst->e32) /* VOP3-DPP (GFX11+): the VOP3 name, _e64_dpp */
        snprintf(buf, size, "%s%s", name,
                 nl > 4 && strcmp(name + nl - 4, "_e64") == 0 ? "_dpp" : "_e64_dpp");
    else
        snprintf(buf, size, "%s", name);
    return buf;
}

int vj_inst_has_e32(vj_inst_id id, vj_family family)
{
    vj_enc e = vj_inst_enc(id, family);
    return vj_inst_table[id].opcode[family] >= 0 &&
           (e == VJ_ENC_VOP1 || e == VJ_ENC_VOP2 || e == VJ_ENC_VOPC);
}

/* VOP3 opcode = the 32-bit one plus the class's base: VOPC 0, VOP2 256,
 * VOP1 320 (GFX9) or 384. */
static unsigned e32_base(vj_enc enc, vj_family family)
{
    if (enc == VJ_ENC_VOP2)
        return 256;
    if (enc == VJ_ENC_VOP1)
        return family == VJ_FAM_GFX9 ? 320 : 384;
    return 0;
}

unsigned vj_inst_e32_opcode(vj_inst_id id, vj_family family)
{
    return (unsigned)vj_inst_table[id].opcode[family] - e32_base(vj_inst_enc(id, family), family);
}

vj_inst_id vj_inst_by_e32_opcode(vj_target target, vj_enc enc, unsigned opcode)
{
    vj_family family = vj_target_family(target);
    vj_inst_id id = vj_inst_by_opcode(target, opcode + e32_base(enc, family));
    if (id == VJ_I_COUNT || vj_inst_enc(id, family) != enc)
        return VJ_I_COUNT;
    return id;
}

int vj_inst_has_sdst(vj_inst_id id, vj_family family)
{
    if (!vj_shape_has_sdst(vj_inst_table[id].shape))
        return 0;
    return !(vj_inst_flags(id) & VJ_IF_CMPX) || family == VJ_FAM_GFX9;
}

/* The instruction on a target with this opcode, VOP3P or not. */
static vj_inst_id by_opcode(vj_target target, unsigned opcode, int vop3p)
{
    vj_family family = vj_target_family(target);
    for (unsigned i = 0; i < VJ_I_COUNT; i++)
        if (vj_inst_table[i].opcode[family] == (int)opcode &&
            (vj_inst_table[i].enc == VJ_ENC_VOP3P) == vop3p &&
            vj_inst_on_target((vj_inst_id)i, target))
            return (vj_inst_id)i;
    return VJ_I_COUNT;
}

vj_inst_id vj_inst_by_opcode(vj_target target, unsigned opcode)
{
    return by_opcode(target, opcode, 0);
}

vj_inst_id vj_inst_by_vop3p_opcode(vj_target target, unsigned opcode)
{
    return by_opcode(target, opcode, 1);
}

/* ------------------------------------------------------------ targets */

vj_status vj_target_parse(const char *name, vj_target *out)
{
    if (!name || !out)
        return VJ_ERR_ARG;
    for (unsigned i = 0; i < VJ_TARGET_COUNT; i++) {
        if (strcasecmp(name, targets[i].name) == 0 || strcasecmp(name, targets[i].alias) == 0) {
            *out = (vj_target)i;
            return VJ_OK;
        }
    }
    return VJ_ERR_TARGET;
}

const char *vj_target_name(vj_target target)
{
    if ((unsigned)target >= VJ_TARGET_COUNT)
        return NULL;
    return targets[target].name;
}

vj_family vj_target_family(vj_target target)
{
    return targets[target].family;
}

unsigned vj_target_flags(vj_target target)
{
    return (unsigned)target < VJ_TARGET_COUNT ? targets[target].flags : 0;
}

int vj_target_by_elf_mach(unsigned mach, vj_target *out)
{
    for (unsigned i = 0; i < VJ_TARGET_COUNT; i++) {
        if (targets[i].elf_mach == mach) {
            *out = (vj_target)i;
            return 1;
        }
    }
    return 0;
}

unsigned vj_family_vop3_prefix(vj_family family)
{
    return families[family].vop3_prefix;
}

int vj_family_has_literal(vj_family family)
{
    return families[family].literal;
}

unsigned vj_family_bus_limit(vj_family family)
{
    return families[family].bus_limit;
}

unsigned vj_target_default_wave(vj_target target)
{
    if ((unsigned)target >= VJ_TARGET_COUNT)
        return 0;
    return targets[target].family == VJ_FAM_GFX9 ? 64 : 32;
}
