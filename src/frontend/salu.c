/* salu: the scalar encodings (SOP1, SOP2, SOPK, SOPC, SOPP) as data: one field layout
 * per encoding and the sweep salu.def as the opcode table per family, from which decode,
 * encode, the LLVM-syntax printer and the assembler are driven. No semantics here. */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "util/strbuf.h"

/* ------------------------------------------------------------- the tables */

#define T(x)                                                                                      \
    (1u << VJ_##x | (VJ_##x == VJ_GFX942 ? 1u << VJ_GFX950 : 0u) |                                \
     (VJ_##x == VJ_GFX1200 ? 1u << VJ_GFX1250 : 0u))
#define ALL 0xffffu

const vj_salu_row vj_salu_table[] = {
#define VJ_SALU(fam, enc, op, nm, o1, o2, o3, o4, cls, tg)                                        \
    {nm,                                                                                          \
     (uint16_t)(tg),                                                                              \
     VJ_FAM_##fam,                                                                                \
     VJ_SE_##enc,                                                                                 \
     op,                                                                                          \
     VJ_SCL_##cls,                                                                                \
     {VJ_SO_##o1, VJ_SO_##o2, VJ_SO_##o3, VJ_SO_##o4}},
#include "frontend/salu.def"
#undef VJ_SALU
};
const size_t vj_salu_count = sizeof vj_salu_table / sizeof vj_salu_table[0];

typedef struct name_row {
    uint16_t value, targets;
    uint8_t fam;
    const char *text;
} name_row;
static const name_row hwreg_names[] = {
#define VJ_SALU_HWREG(fam, id, nm, tg) {id, (uint16_t)(tg), VJ_FAM_##fam, nm},
#define VJ_SALU_MSG(fam, v, text, tg)
#include "frontend/salu_names.def"
#undef VJ_SALU_HWREG
#undef VJ_SALU_MSG
};
static const name_row msg_texts[] = {
#define VJ_SALU_HWREG(fam, id, nm, tg)
#define VJ_SALU_MSG(fam, v, text, tg) {v, (uint16_t)(tg), VJ_FAM_##fam, text},
#include "frontend/salu_names.def"
#undef VJ_SALU_HWREG
#undef VJ_SALU_MSG
};
/* What llvm-mc-19's assembler refuses in a source operand (salu.def). */
typedef struct refuse_row {
    uint8_t fam, enc, opcode, index;
    uint16_t targets;
    const char *classes;
} refuse_row;
static const refuse_row refusals[] = {
#define VJ_SALU(fam, enc, op, nm, o1, o2, o3, o4, cls, tg)
#define VJ_SALU_REFUSE(fam, enc, op, i, classes) {VJ_FAM_##fam, VJ_SE_##enc, op, i, ALL, classes},
#define VJ_SALU_REFUSE_ON(fam, enc, op, i, classes, tg)                                           \
    {VJ_FAM_##fam, VJ_SE_##enc, op, i, (uint16_t)(tg), classes},
#include "frontend/salu.def"
#undef VJ_SALU
#undef VJ_SALU_REFUSE
#undef VJ_SALU_REFUSE_ON
};
/* A class llvm-mc-19 assembles as another code in a row's operand. */
typedef struct asm_as_row {
    uint8_t fam, enc, opcode, index;
    char cls;
    uint8_t code;
    uint16_t targets;
} asm_as_row;
static const asm_as_row asm_as[] = {
#define VJ_SALU(fam, enc, op, nm, o1, o2, o3, o4, cls, tg)
#define VJ_SALU_ASM_AS(fam, enc, op, i, cls, code, tg)                                            \
    {VJ_FAM_##fam, VJ_SE_##enc, op, i, cls, code, (uint16_t)(tg)},
#include "frontend/salu.def"
#undef VJ_SALU
#undef VJ_SALU_ASM_AS
};

/* The rows whose sources llvm-mc-19 prints lds_direct in (salu.def). */
static const refuse_row lds_rows[] = {
#define VJ_SALU(fam, enc, op, nm, o1, o2, o3, o4, cls, tg)
#define VJ_SALU_LDS(fam, enc, op, tg) {VJ_FAM_##fam, VJ_SE_##enc, op, 0, (uint16_t)(tg), ""},
#include "frontend/salu.def"
#undef VJ_SALU
#undef VJ_SALU_LDS
};
#undef T
#undef ALL

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The field layout of each encoding: fixed bits, the opcode field, and where
 * SDST, SSRC0, SSRC1 and SIMM16 are (-1: not in this encoding). Every family
 * has the same layouts; only the opcode tables differ. Looked up in the
 * order below (SOPK and SOP2 have the widest masks: the others first). */
typedef struct enc_layout {
    uint32_t mask, match;
    uint8_t op_shift, op_bits;
    int8_t sdst, ssrc0, ssrc1, simm;
} enc_layout;
static const enc_layout layouts[VJ_SE_COUNT] = {
    [VJ_SE_SOP1] = {0xff800000u, 0xbe800000u, 8, 8, 16, 0, -1, -1},
    [VJ_SE_SOPC] = {0xff800000u, 0xbf000000u, 16, 7, -1, 0, 8, -1},
    [VJ_SE_SOPP] = {0xff800000u, 0xbf800000u, 16, 7, -1, -1, -1, 0},
    [VJ_SE_SOPK] = {0xf0000000u, 0xb0000000u, 23, 5, 16, -1, -1, 0},
    [VJ_SE_SOP2] = {0xc0000000u, 0x80000000u, 23, 7, 16, 0, 8, -1},
};
static const vj_salu_enc lookup_order[VJ_SE_COUNT] = {VJ_SE_SOP1, VJ_SE_SOPC, VJ_SE_SOPP,
                                                      VJ_SE_SOPK, VJ_SE_SOP2};

const char *vj_salu_enc_name(vj_salu_enc enc)
{
    static const char *const names[VJ_SE_COUNT] = {"SOP1", "SOP2", "SOPK", "SOPC", "SOPP"};
    return (unsigned)enc < VJ_SE_COUNT ? names[enc] : "?";
}

const char *vj_salu_class_name(vj_salu_class cls)
{
    static const char *const names[VJ_SCL_COUNT] = {
        "integer", "exec", "compare", "branch", "end", "wait/hint", "message/trap/barrier",
        "float",   "mode", "other"};
    return (unsigned)cls < VJ_SCL_COUNT ? names[cls] : "?";
}

static int on_target(const vj_salu_row *row, vj_target target)
{
    return row->fam == vj_target_family(target) && (row->targets >> target & 1u);
}

int vj_salu_enc_of(uint32_t lo)
{
    for (unsigned i = 0; i < VJ_SE_COUNT; i++) {
        const enc_layout *l = &layouts[lookup_order[i]];
        if ((lo & l->mask) == l->match)
            return (int)lookup_order[i];
    }
    return -1;
}

const vj_salu_row *vj_salu_by_opcode(vj_target target, vj_salu_enc enc, unsigned opcode)
{
    for (size_t i = 0; i < vj_salu_count; i++) {
        const vj_salu_row *r = &vj_salu_table[i];
        if (r->enc == enc && r->opcode == opcode && on_target(r, target))
            return r;
    }
    return NULL;
}

const vj_salu_row *vj_salu_by_name(vj_target target, const char *name)
{
    for (size_t i = 0; i < vj_salu_count; i++)
        if (strcmp(vj_salu_table[i].name, name) == 0 && on_target(&vj_salu_table[i], target))
            return &vj_salu_table[i];
    return NULL;
}

/* GFX11 and GFX12 renamed scalar instructions whose meaning did not change
 * (LLVM's AMDGPU instruction definitions give both names one opcode
 * description); semantics are written once, under the older name. */
static const struct {
    const char *now, *was;
} salu_renames[] = {
    {"s_and_not1_b32", "s_andn2_b32"},
    {"s_and_not1_b64", "s_andn2_b64"},
    {"s_or_not1_b32", "s_orn2_b32"},
    {"s_or_not1_b64", "s_orn2_b64"},
    {"s_and_not0_saveexec_b32", "s_andn1_saveexec_b32"},
    {"s_and_not0_saveexec_b64", "s_andn1_saveexec_b64"},
    {"s_and_not1_saveexec_b32", "s_andn2_saveexec_b32"},
    {"s_and_not1_saveexec_b64", "s_andn2_saveexec_b64"},
    {"s_or_not0_saveexec_b32", "s_orn1_saveexec_b32"},
    {"s_or_not0_saveexec_b64", "s_orn1_saveexec_b64"},
    {"s_or_not1_saveexec_b32", "s_orn2_saveexec_b32"},
    {"s_or_not1_saveexec_b64", "s_orn2_saveexec_b64"},
    {"s_and_not0_wrexec_b32", "s_andn1_wrexec_b32"},
    {"s_and_not0_wrexec_b64", "s_andn1_wrexec_b64"},
    {"s_and_not1_wrexec_b32", "s_andn2_wrexec_b32"},
    {"s_and_not1_wrexec_b64", "s_andn2_wrexec_b64"},
    {"s_ctz_i32_b32", "s_ff1_i32_b32"},
    {"s_ctz_i32_b64", "s_ff1_i32_b64"},
    {"s_clz_i32_u32", "s_flbit_i32_b32"},
    {"s_clz_i32_u64", "s_flbit_i32_b64"},
    {"s_cls_i32", "s_flbit_i32"},
    {"s_cls_i32_i64", "s_flbit_i32_i64"},
    {"s_add_co_u32", "s_add_u32"},
    {"s_add_co_ci_u32", "s_addc_u32"},
    {"s_sub_co_u32", "s_sub_u32"},
    {"s_sub_co_ci_u32", "s_subb_u32"},
    {"s_add_co_i32", "s_add_i32"},
    {"s_sub_co_i32", "s_sub_i32"},
    {"s_addk_co_i32", "s_addk_i32"},
};

const char *vj_salu_canon(const char *name)
{
    for (size_t i = 0; i < sizeof salu_renames / sizeof salu_renames[0]; i++)
        if (strcmp(name, salu_renames[i].now) == 0)
            return salu_renames[i].was;
    return name;
}

int vj_salu_name_known(const char *name)
{
    for (size_t i = 0; i < vj_salu_count; i++)
        if (strcmp(vj_salu_table[i].name, name) == 0)
            return 1;
    return 0;
}

int vj_salu_asm_refuses(const vj_salu_row *row, vj_target target, unsigned index, char cls)
{
    for (size_t i = 0; i < COUNT(refusals); i++) {
        const refuse_row *f = &refusals[i];
        if (f->fam == row->fam && f->enc == row->enc && f->opcode == row->opcode &&
            f->index == index && (f->targets >> target & 1u) && strchr(f->classes, cls))
            return 1;
    }
    return 0;
}

int vj_salu_asm_as(const vj_salu_row *row, vj_target target, unsigned index, char cls)
{
    for (size_t i = 0; i < COUNT(asm_as); i++) {
        const asm_as_row *f = &asm_as[i];
        if (f->fam == row->fam && f->enc == row->enc && f->opcode == row->opcode &&
            f->index == index && f->cls == cls && (f->targets >> target & 1u))
            return f->code;
    }
    return -1;
}

static int takes_lds_direct(const vj_salu_row *row, vj_target target)
{
    for (size_t i = 0; i < COUNT(lds_rows); i++) {
        const refuse_row *f = &lds_rows[i];
        if (f->fam == row->fam && f->enc == row->enc && f->opcode == row->opcode &&
            (f->targets >> target & 1u))
            return 1;
    }
    return 0;
}

static const char *name_of(const name_row *t, size_t n, vj_target target, unsigned v)
{
    for (size_t i = 0; i < n; i++)
        if (t[i].value == v && t[i].fam == vj_target_family(target) &&
            (t[i].targets >> target & 1u))
            return t[i].text;
    return NULL;
}

/* --------------------------------------------------- the simm16 operands */

/* s_waitcnt's counters per family: shift and width of each part (vmcnt has
 * two parts before GFX11). */
typedef struct cnt_field {
    const char *name;
    uint8_t shift[2], bits[2];
} cnt_field;
static const cnt_field waitcnt_fields[VJ_FAM_COUNT][3] = {
    [VJ_FAM_GFX9] = {{"vmcnt", {0, 14}, {4, 2}},
                     {"expcnt", {4, 0}, {3, 0}},
                     {"lgkmcnt", {8, 0}, {4, 0}}},
    [VJ_FAM_GFX10] = {{"vmcnt", {0, 14}, {4, 2}},
                      {"expcnt", {4, 0}, {3, 0}},
                      {"lgkmcnt", {8, 0}, {6, 0}}},
    [VJ_FAM_GFX11] = {{"vmcnt", {10, 0}, {6, 0}},
                      {"expcnt", {0, 0}, {3, 0}},
                      {"lgkmcnt", {4, 0}, {6, 0}}},
    [VJ_FAM_GFX12] = {{"vmcnt", {10, 0}, {6, 0}},
                      {"expcnt", {0, 0}, {3, 0}},
                      {"lgkmcnt", {4, 0}, {6, 0}}},
};

static unsigned cnt_get(const cnt_field *f, unsigned v)
{
    unsigned lo = (v >> f->shift[0]) & ((1u << f->bits[0]) - 1);
    return f->bits[1] ? lo | ((v >> f->shift[1]) & ((1u << f->bits[1]) - 1)) << f->bits[0] : lo;
}

static unsigned cnt_max(const cnt_field *f)
{
    return (1u << (f->bits[0] + f->bits[1])) - 1;
}

unsigned vj_salu_waitcnt_put(vj_family fam, unsigned i, unsigned v, unsigned c)
{
    const cnt_field *f = &waitcnt_fields[fam][i];
    for (unsigned p = 0, at = 0; p < 2 && f->bits[p]; at += f->bits[p], p++) {
        unsigned m = (1u << f->bits[p]) - 1;
        v = (v & ~(m << f->shift[p])) | ((c >> at) & m) << f->shift[p];
    }
    return v;
}

const char *vj_salu_waitcnt_name(vj_family fam, unsigned i)
{
    return waitcnt_fields[fam][i].name;
}

/* s_delay_alu: instid0 3:0, instskip 6:4, instid1 10:7. */
const char *const vj_salu_delay_ids[12] = {"NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",
                                           "VALU_DEP_3",    "VALU_DEP_4",    "TRANS32_DEP_1",
                                           "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1",
                                           "SALU_CYCLE_1",  "SALU_CYCLE_2",  "SALU_CYCLE_3"};
const char *const vj_salu_delay_skips[6] = {"SAME",   "NEXT",   "SKIP_1",
                                            "SKIP_2", "SKIP_3", "SKIP_4"};

/* s_waitcnt_depctr / s_wait_alu fields (depctr_hold_cnt from gfx1030 on). */
const vj_salu_field vj_salu_depctr[7] = {
    {"depctr_hold_cnt", 7, 1, 1}, {"depctr_sa_sdst", 0, 1, 0}, {"depctr_va_vdst", 12, 4, 0},
    {"depctr_va_sdst", 9, 3, 0},  {"depctr_va_ssrc", 8, 1, 0}, {"depctr_va_vcc", 1, 1, 0},
    {"depctr_vm_vsrc", 2, 3, 0},
};

static int depctr_has(vj_target target, unsigned i)
{
    return !vj_salu_depctr[i].from_1030 || target != VJ_GFX1010;
}

/* s_version's names (llvm-mc-19): versions, and the flags of bits 13-15. */
const vj_salu_name vj_salu_versions[4] = {{0, "UC_VERSION_GFX7"},
                                          {4, "UC_VERSION_GFX10"},
                                          {6, "UC_VERSION_GFX11"},
                                          {9, "UC_VERSION_GFX12"}};
const char *const vj_salu_version_flags[3] = {"UC_VERSION_W64_BIT", "UC_VERSION_W32_BIT",
                                              "UC_VERSION_MDP_BIT"};

const char *const vj_salu_gpridx_names[4] = {"SRC0", "SRC1", "SRC2", "DST"};

/* sendmsg: the bits llvm-mc decodes per family, and the numeric form. */
static unsigned msg_mask(vj_family fam)
{
    return fam >= VJ_FAM_GFX11 ? 0xffu : 0x3ffu;
}

static void print_sendmsg(vj_strbuf *o, vj_target target, unsigned v)
{
    vj_family fam = vj_target_family(target);
    const char *named = name_of(msg_texts, COUNT(msg_texts), target, v & msg_mask(fam));
    if (named)
        vj_sb_puts(o, named);
    else if (fam >= VJ_FAM_GFX11 ? v <= 0xffu : (v & ~0x37fu) == 0) /* every bit in a field */
        vj_sb_printf(o, "sendmsg(%u, %u, %u)", fam >= VJ_FAM_GFX11 ? v : v & 0xf,
                     fam >= VJ_FAM_GFX11 ? 0 : (v >> 4) & 7, fam >= VJ_FAM_GFX11 ? 0 : v >> 8);
    else
        vj_sb_printf(o, "%u", v);
}

static void print_simm(vj_strbuf *o, vj_target target, vj_salu_opnd kind, unsigned v)
{
    vj_family fam = vj_target_family(target);
    switch (kind) {
    case VJ_SO_IMM:
        vj_sb_printf(o, v <= 64 ? "%u" : "0x%x", v);
        break;
    case VJ_SO_HEX:
        vj_sb_printf(o, "0x%x", v);
        break;
    case VJ_SO_DEC:
    case VJ_SO_DEC_OPT:
    case VJ_SO_LABEL:
        vj_sb_printf(o, "%u", v);
        break;
    case VJ_SO_HWREG: {
        const char *nm = name_of(hwreg_names, COUNT(hwreg_names), target, v & 0x3f);
        if (nm)
            vj_sb_printf(o, "hwreg(%s", nm);
        else
            vj_sb_printf(o, "hwreg(%u", v & 0x3f);
        if (((v >> 6) & 0x1f) != 0 || (v >> 11) != 31)
            vj_sb_printf(o, ", %u, %u", (v >> 6) & 0x1f, (v >> 11) + 1);
        vj_sb_puts(o, ")");
        break;
    }
    case VJ_SO_SENDMSG:
    case VJ_SO_AMSG:
        print_sendmsg(o, target, v);
        break;
    case VJ_SO_WAITCNT: {
        const cnt_field *f = waitcnt_fields[fam];
        int all = 1;
        for (unsigned i = 0; i < 3; i++)
            all &= cnt_get(&f[i], v) == cnt_max(&f[i]);
        const char *sep = "";
        for (unsigned i = 0; i < 3; i++)
            if (all || cnt_get(&f[i], v) != cnt_max(&f[i])) {
                vj_sb_printf(o, "%s%s(%u)", sep, f[i].name, cnt_get(&f[i], v));
                sep = " ";
            }
        break;
    }
    case VJ_SO_DELAY: {
        /* bits 15:11 are not printed (the decoder refuses a field no name has) */
        unsigned id0 = v & 0xf, skip = (v >> 4) & 7, id1 = (v >> 7) & 0xf;
        if (!id0 && !skip && !id1) {
            vj_sb_puts(o, "0");
            break;
        }
        const char *sep = "";
        if (id0) {
            vj_sb_printf(o, "instid0(%s)", vj_salu_delay_ids[id0]);
            sep = " | ";
        }
        if (skip) {
            vj_sb_printf(o, "%sinstskip(%s)", sep, vj_salu_delay_skips[skip]);
            sep = " | ";
        }
        if (id1)
            vj_sb_printf(o, "%sinstid1(%s)", sep, vj_salu_delay_ids[id1]);
        break;
    }
    case VJ_SO_DEPCTR: {
        unsigned covered = 0, nondefault = 0;
        for (unsigned i = 0; i < COUNT(vj_salu_depctr); i++)
            if (depctr_has(target, i)) {
                unsigned m = ((1u << vj_salu_depctr[i].bits) - 1) << vj_salu_depctr[i].shift;
                covered |= m;
                nondefault |= (v & m) != m;
            }
        if (v & ~covered) {
            vj_sb_printf(o, "0x%x", v);
            break;
        }
        const char *sep = "";
        for (unsigned i = 0; i < COUNT(vj_salu_depctr); i++) {
            if (!depctr_has(target, i))
                continue;
            unsigned m = (1u << vj_salu_depctr[i].bits) - 1;
            unsigned f = (v >> vj_salu_depctr[i].shift) & m;
            if (f != m || !nondefault) {
                vj_sb_printf(o, "%s%s(%u)", sep, vj_salu_depctr[i].name, f);
                sep = " ";
            }
        }
        break;
    }
    case VJ_SO_GPRIDX:
        if (v > 15) {
            vj_sb_printf(o, "0x%x", v);
            break;
        }
        vj_sb_puts(o, "gpr_idx(");
        for (unsigned i = 0, n = 0; i < 4; i++)
            if (v >> i & 1)
                vj_sb_printf(o, "%s%s", n++ ? "," : "", vj_salu_gpridx_names[i]);
        vj_sb_puts(o, ")");
        break;
    case VJ_SO_VERSION: {
        /* a version below 256 by name or in decimal, then the flags as an
         * expression, left-nested; anything else in hex (llvm-mc-19) */
        if (v & 0x1f00u) {
            vj_sb_printf(o, "0x%x", v);
            break;
        }
        unsigned nflags = 0;
        for (unsigned i = 0; i < 3; i++)
            nflags += (v >> (13 + i)) & 1u;
        for (unsigned i = 1; i < nflags; i++)
            vj_sb_puts(o, "(");
        const char *nm = NULL;
        for (unsigned i = 0; i < COUNT(vj_salu_versions); i++)
            if (vj_salu_versions[i].value == (v & 0xffu))
                nm = vj_salu_versions[i].name;
        if (nm)
            vj_sb_puts(o, nm);
        else
            vj_sb_printf(o, "%u", v & 0xffu);
        for (unsigned i = 0, n = 0; i < 3; i++)
            if ((v >> (13 + i)) & 1u)
                vj_sb_printf(o, "%s|%s", n++ ? ")" : "", vj_salu_version_flags[i]);
        break;
    }
    default:
        vj_sb_printf(o, "%u", v);
        break;
    }
}

/* ----------------------------------------------------------------- decode */

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static unsigned field(uint32_t w, int shift, unsigned bits)
{
    return shift < 0 ? 0 : (w >> shift) & ((1u << bits) - 1);
}

/* The slot and field of a register-or-constant operand kind. */
static int reg_operand(vj_salu_opnd k, vj_slot *slot)
{
    switch (k) {
    case VJ_SO_D32:
    case VJ_SO_A32:
    case VJ_SO_B32:
    case VJ_SO_R32:
        *slot = VJ_SLOT_B32;
        return 1;
    case VJ_SO_A16:
    case VJ_SO_B16:
    case VJ_SO_A16H:
    case VJ_SO_B16H:
        *slot = VJ_SLOT_B16;
        return 1;
    case VJ_SO_D64:
    case VJ_SO_A64:
    case VJ_SO_B64:
    case VJ_SO_R64:
        *slot = VJ_SLOT_B64;
        return 1;
    default:
        return 0;
    }
}

static unsigned opnd_code(const vj_sinst *in, vj_salu_opnd k)
{
    return k == VJ_SO_D32 || k == VJ_SO_D64                                        ? in->sdst
           : k == VJ_SO_B32 || k == VJ_SO_B64 || k == VJ_SO_B16 || k == VJ_SO_B16H ? in->ssrc1
                                                                                   : in->ssrc0;
}

/* A source field as llvm-mc reads it: the operand space of the vector ALU's
 * sources, where 255 is a literal on every family (GFX9's VOP3 has none). */
static vj_opnd_verdict sop_operand(vj_family fam, vj_slot slot, unsigned code, uint32_t literal,
                                   vj_operand *op)
{
    if (slot == VJ_SLOT_B16) /* a 16-bit float source: its constants print as 32-bit ones */
        slot = VJ_SLOT_B32;
    if (code != 255)
        return vj_operand_from_code(fam, slot, code, literal, op);
    memset(op, 0, sizeof *op);
    op->kind = VJ_OPND_LITERAL;
    op->code = 255;
    op->dwords = slot == VJ_SLOT_B64 ? 2 : 1;
    op->value = literal;
    return VJ_OPND_OK;
}

/* A 16-bit source's literal as llvm-mc prints it: an inline integer in
 * decimal, an inline f16 as its float (as_float: A16/B16), else hex. */
static void print_lit16(vj_family fam, uint32_t lit, int as_float, char *buf, size_t size)
{
    unsigned v = lit & 0xffffu;
    int code = as_float ? vj_f16_inline_code(v) : -1;
    /* an integer-printed one is decimal only when the whole dword is an
     * inline integer (llvm-mc-19) */
    if (!as_float && !(lit <= 64 || lit >= 0xfffffff0u)) {
        snprintf(buf, size, "0x%x", v);
    } else if (v <= 64 || v >= 0xfff0u) {
        snprintf(buf, size, "%d", v <= 64 ? (int)v : (int)v - 0x10000);
    } else if (code >= 0) {
        vj_operand op;
        vj_operand_from_code(fam, VJ_SLOT_B32, (unsigned)code, 0, &op);
        vj_operand_print(fam, VJ_SLOT_B32, &op, buf, size);
    } else {
        snprintf(buf, size, "0x%x", v);
    }
}

/* Whether a row takes a literal dword: a K, or a source field of 255. */
static int has_literal(const vj_salu_row *row, const vj_sinst *in)
{
    for (unsigned i = 0; i < 4; i++) {
        vj_salu_opnd k = (vj_salu_opnd)row->opnd[i];
        vj_slot slot;
        if (k == VJ_SO_K32 || k == VJ_SO_KHEX)
            return 1;
        if (reg_operand(k, &slot) && k != VJ_SO_D32 && k != VJ_SO_D64 && opnd_code(in, k) == 255)
            return 1;
    }
    return 0;
}

vj_status vj_salu_decode(vj_target target, const uint8_t *code, size_t len, size_t offset,
                         vj_sinst *out, vj_report *r)
{
    memset(out, 0, sizeof *out);
    if (len < offset || len - offset < 4)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (a scalar word has 4 bytes)");
    uint32_t w = rd32(code + offset);
    int enc = vj_salu_enc_of(w);
    if (enc < 0)
        return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                             "invalid instruction encoding (not a scalar ALU word)");
    const enc_layout *l = &layouts[enc];
    unsigned op = field(w, l->op_shift, l->op_bits);
    const vj_salu_row *row = vj_salu_by_opcode(target, (vj_salu_enc)enc, op);
    if (!row)
        return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                             "invalid instruction encoding (%s opcode 0x%x is not on %s)",
                             vj_salu_enc_name((vj_salu_enc)enc), op, vj_target_name(target));
    out->row = row;
    out->target = target;
    out->sdst = (uint8_t)field(w, l->sdst, 7);
    out->ssrc0 = (uint8_t)field(w, l->ssrc0, 8);
    out->ssrc1 = (uint8_t)field(w, l->ssrc1, 8);
    out->simm16 = (uint16_t)field(w, l->simm, 16);
    out->len = 4;
    if (has_literal(row, out)) {
        if (len - offset < 8)
            return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                                 "truncated instruction (%s needs its literal)", row->name);
        out->literal = rd32(code + offset + 4);
        out->len = 8;
    }
    if (row->opnd[0] == VJ_SO_ZERO && out->simm16 != 0) /* s_code_end, s_barrier, ... */
        return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                             "invalid instruction encoding (%s takes no immediate)", row->name);
    /* s_delay_alu: llvm-mc-19 prints an id or skip no name has as invalid */
    for (unsigned i = 0; i < 4; i++)
        if (row->opnd[i] == VJ_SO_DELAY &&
            ((out->simm16 & 0xf) >= 12 || ((out->simm16 >> 4) & 7) >= 6 ||
             ((out->simm16 >> 7) & 0xf) >= 12))
            return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                                 "invalid instruction encoding (s_delay_alu 0x%x: a field no "
                                 "name has)",
                                 out->simm16);
    /* the register operands as llvm-mc reads them */
    vj_family fam = vj_target_family(target);
    for (unsigned i = 0; i < 4; i++) {
        vj_salu_opnd k = (vj_salu_opnd)row->opnd[i];
        vj_slot slot;
        vj_operand o;
        if (reg_operand(k, &slot) &&
            sop_operand(fam, slot, opnd_code(out, k), out->literal, &o) != VJ_OPND_OK)
            return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                                 "invalid instruction encoding (%s: operand %u)", row->name, i);
        int reg_only = k == VJ_SO_R32 || k == VJ_SO_R64;
        if (reg_operand(k, &slot) &&
            (o.kind == VJ_OPND_VGPR ||
             (reg_only && (o.kind == VJ_OPND_INLINE_INT || o.kind == VJ_OPND_INLINE_FLOAT ||
                           o.kind == VJ_OPND_LITERAL)) ||
             (o.kind == VJ_OPND_SPECIAL && o.index == VJ_SPECIAL_LDS_DIRECT &&
              !takes_lds_direct(row, target))))
            return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                                 "invalid instruction encoding (%s: operand %u)", row->name, i);
    }
    return VJ_OK;
}

/* ------------------------------------------------------- encode and print */

size_t vj_salu_encode(const vj_sinst *in, uint8_t out[8])
{
    const enc_layout *l = &layouts[in->row->enc];
    uint32_t w = l->match | (uint32_t)in->row->opcode << l->op_shift;
    if (l->sdst >= 0)
        w |= (uint32_t)(in->sdst & 0x7f) << l->sdst;
    if (l->ssrc0 >= 0)
        w |= (uint32_t)in->ssrc0 << l->ssrc0;
    if (l->ssrc1 >= 0)
        w |= (uint32_t)in->ssrc1 << l->ssrc1;
    if (l->simm >= 0)
        w |= (uint32_t)in->simm16 << l->simm;
    for (unsigned i = 0; i < 4; i++) {
        out[i] = (uint8_t)(w >> (8 * i));
        out[4 + i] = (uint8_t)(in->literal >> (8 * i));
    }
    return in->len == 8 ? 8 : 4;
}

int vj_salu_print(const vj_sinst *in, char *buf, size_t size)
{
    vj_strbuf o;
    vj_sb_fixed(&o, buf, size);
    const vj_salu_row *row = in->row;
    vj_family fam = vj_target_family(in->target);
    vj_sb_puts(&o, row->name);
    const char *sep = " ";
    for (unsigned i = 0; i < 4 && row->opnd[i] != VJ_SO_NO; i++) {
        vj_salu_opnd k = (vj_salu_opnd)row->opnd[i];
        vj_slot slot;
        if ((k == VJ_SO_DEC_OPT && in->simm16 == 0) || k == VJ_SO_ZERO)
            continue;
        vj_sb_puts(&o, sep);
        sep = ", ";
        if (reg_operand(k, &slot) || k == VJ_SO_K32) {
            vj_operand op;
            char tmp[64];
            if (k == VJ_SO_K32)
                slot = VJ_SLOT_B32;
            unsigned code = k == VJ_SO_K32 ? 255 : opnd_code(in, k);
            sop_operand(fam, slot, code, in->literal, &op);
            int hex16 = k == VJ_SO_A16H || k == VJ_SO_B16H;
            if (hex16 && code >= 240 && code <= 248) { /* an f16 constant as its bits */
                vj_operand_from_code(fam, VJ_SLOT_B16, code, 0, &op);
                vj_operand_print(fam, VJ_SLOT_B16, &op, tmp, sizeof tmp);
            } else if (slot == VJ_SLOT_B16 && code == 255)
                print_lit16(fam, in->literal, k == VJ_SO_A16 || k == VJ_SO_B16, tmp, sizeof tmp);
            else
                vj_operand_print(fam, slot == VJ_SLOT_B16 ? VJ_SLOT_B32 : slot, &op, tmp,
                                 sizeof tmp);
            vj_sb_puts(&o, tmp);
        } else if (k == VJ_SO_KHEX) {
            vj_sb_printf(&o, "0x%x", (unsigned)in->literal);
        } else if (k == VJ_SO_GPRIDX && row->enc == VJ_SE_SOPC) {
            print_simm(&o, in->target, k, in->ssrc1);
        } else if (k == VJ_SO_AMSG) {
            print_simm(&o, in->target, k, in->ssrc0);
        } else {
            print_simm(&o, in->target, k, in->simm16);
        }
    }
    return (int)o.len;
}
