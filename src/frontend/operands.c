/* operands: the 9-bit source-operand space of VOP3 per family and slot:
 * which codes exist, what they read, how llvm-mc names them. Data and pure
 * functions only; no parsing of text and no instruction-level rules here. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

/* Inline float constants, codes 240..248, as llvm-mc prints them. */
static const struct {
    uint32_t f32;
    uint64_t f64;
    const char *text32, *text64;
} inline_floats[9] = {
    {0x3f000000u, 0x3fe0000000000000ull, "0.5", "0.5"},
    {0xbf000000u, 0xbfe0000000000000ull, "-0.5", "-0.5"},
    {0x3f800000u, 0x3ff0000000000000ull, "1.0", "1.0"},
    {0xbf800000u, 0xbff0000000000000ull, "-1.0", "-1.0"},
    {0x40000000u, 0x4000000000000000ull, "2.0", "2.0"},
    {0xc0000000u, 0xc000000000000000ull, "-2.0", "-2.0"},
    {0x40800000u, 0x4010000000000000ull, "4.0", "4.0"},
    {0xc0800000u, 0xc010000000000000ull, "-4.0", "-4.0"},
    {0x3e22f983u, 0x3fc45f306dc9c882ull, "0.15915494", "0.15915494309189532"},
};

/* Special sources: code, name; b64 = readable as a 64-bit operand;
 * mask_odd = printed with the "Invalid register" comment in a wave32 mask
 * and invalid in a wave64 mask. */
static const struct {
    uint16_t code;
    const char *name;
    uint8_t b64, mask_odd;
} specials[VJ_SPECIAL_COUNT] = {
    [VJ_SPECIAL_VCCZ] = {251, "src_vccz", 1, 0},
    [VJ_SPECIAL_EXECZ] = {252, "src_execz", 1, 0},
    [VJ_SPECIAL_SCC] = {253, "src_scc", 1, 0},
    [VJ_SPECIAL_LDS_DIRECT] = {254, "src_lds_direct", 0, 1},
    [VJ_SPECIAL_SHARED_BASE] = {235, "src_shared_base", 1, 0},
    [VJ_SPECIAL_SHARED_LIMIT] = {236, "src_shared_limit", 1, 0},
    [VJ_SPECIAL_PRIVATE_BASE] = {237, "src_private_base", 1, 0},
    [VJ_SPECIAL_PRIVATE_LIMIT] = {238, "src_private_limit", 1, 0},
    [VJ_SPECIAL_POPS_EXITING_WAVE_ID] = {239, "src_pops_exiting_wave_id", 1, 0},
};

#define ANNOT_REG "/*Invalid register, operand has 'SReg_1_XEXEC' register class*/"
#define ANNOT_IMM "/*Invalid immediate*/"

/* The same constants as 16-bit floats (a 16-bit source's codes 240..248). */
static const uint16_t inline_f16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                       0xc000, 0x4400, 0xc400, 0x3118};

uint32_t vj_inline_f32(unsigned code)
{
    return code >= 240 && code <= 248 ? inline_floats[code - 240].f32 : 0;
}

uint16_t vj_inline_f16(unsigned code)
{
    return code >= 240 && code <= 248 ? inline_f16[code - 240] : 0;
}

uint64_t vj_inline_f64(unsigned code)
{
    return code >= 240 && code <= 248 ? inline_floats[code - 240].f64 : 0;
}

unsigned vj_special_code(unsigned special)
{
    return special < VJ_SPECIAL_COUNT ? specials[special].code : 0;
}

const char *vj_special_name(unsigned special)
{
    return special < VJ_SPECIAL_COUNT ? specials[special].name : NULL;
}

/* Scalar register codes 0..127 to the canonical index: only m0 and null
 * move (GFX11+ puts null at 124 and m0 at 125). */
static unsigned sreg_canonical(vj_family fam, unsigned code)
{
    if (fam >= VJ_FAM_GFX11 && (code == 124 || code == 125))
        return code == 124 ? VJ_SREG_NULL : VJ_SREG_M0;
    return code;
}

vj_opnd_verdict vj_operand_from_code(vj_family fam, vj_slot slot, unsigned code, uint32_t literal,
                                     vj_operand *op)
{
    int wide = vj_slot_dwords(slot) == 2, mask = vj_slot_is_mask(slot);
    memset(op, 0, sizeof *op);
    op->code = (uint16_t)code;
    op->dwords = wide ? 2 : 1;
    /* v[n:n+3]; llvm-mc-19 also prints the special sources (src_scc,
     * src_execz, the apertures) and null there without a word, which
     * lowering refuses (its assembler takes none of them) */
    int null = code < 128 && sreg_canonical(fam, code) == VJ_SREG_NULL;
    if (slot == VJ_SLOT_V128 && !null &&
        !((code >= 235 && code <= 239) || (code >= 251 && code <= 253))) {
        if (code < 256 || code - 256 > 252)
            return VJ_OPND_INVALID;
        op->kind = VJ_OPND_VGPR;
        op->dwords = 4;
        op->index = code - 256;
        return VJ_OPND_OK;
    }
    if (code < 128) {
        unsigned idx = sreg_canonical(fam, code);
        op->kind = VJ_OPND_SREG;
        if (wide) {
            if (idx == VJ_SREG_M0 || code == 107 || code == 127)
                return VJ_OPND_INVALID;
            /* GFX9 names 102 and 104 flat_scratch and xnack_mask; their odd
             * halves have no 64-bit name there. */
            if (fam == VJ_FAM_GFX9 && (code == 103 || code == 105))
                return VJ_OPND_INVALID;
            if (idx < VJ_SREG_M0)
                idx &= ~1u; /* llvm-mc reads an odd pair base as the even one */
            op->index = idx;
            return idx == VJ_SREG_EXEC_LO && mask ? VJ_OPND_ODD : VJ_OPND_OK;
        }
        op->index = idx;
        if (mask && (idx == VJ_SREG_EXEC_LO || idx == VJ_SREG_EXEC_HI))
            return VJ_OPND_ODD;
        return VJ_OPND_OK;
    }
    if (slot == VJ_SLOT_P32 && ((code >= 128 && code <= 208) || (code >= 240 && code <= 248)))
        op->dwords = 1; /* a P32 slot's constants are one-dword operands */
    if (code <= 208) {
        op->kind = VJ_OPND_INLINE_INT;
        op->value = code <= 192 ? (uint64_t)(code - 128) : (uint64_t)(int64_t)(192 - (int)code);
        return mask ? VJ_OPND_ODD : VJ_OPND_OK;
    }
    if (code >= 240 && code <= 248 && slot == VJ_SLOT_B16) {
        op->kind = VJ_OPND_INLINE_F16;
        op->value = inline_f16[code - 240];
        return VJ_OPND_OK;
    }
    if (code >= 240 && code <= 248) {
        op->kind = VJ_OPND_INLINE_FLOAT;
        op->value = wide && slot != VJ_SLOT_P32 ? vj_inline_f64(code) : vj_inline_f32(code);
        return mask ? VJ_OPND_ODD : VJ_OPND_OK;
    }
    for (unsigned s = 0; s < VJ_SPECIAL_COUNT; s++) {
        if (specials[s].code != code)
            continue;
        op->kind = VJ_OPND_SPECIAL;
        op->index = s;
        if (specials[s].mask_odd && slot == VJ_SLOT_MASK32)
            return VJ_OPND_ODD;
        if (specials[s].mask_odd && slot == VJ_SLOT_MASK64)
            return VJ_OPND_INVALID;
        if ((slot == VJ_SLOT_B64 || slot == VJ_SLOT_P32) && !specials[s].b64)
            return VJ_OPND_INVALID;
        return VJ_OPND_OK;
    }
    if (code == 255) {
        if (!vj_family_has_literal(fam))
            return VJ_OPND_INVALID;
        op->kind = VJ_OPND_LITERAL;
        op->value = literal; /* 64-bit operands: zero-extended, as llvm-mc shows */

        return mask ? VJ_OPND_ODD : VJ_OPND_OK;
    }
    if (code >= 256) {
        op->kind = VJ_OPND_VGPR;
        op->index = code - 256;
        if (wide && op->index == 255)
            return VJ_OPND_INVALID;
        return mask ? VJ_OPND_ODD : VJ_OPND_OK;
    }
    return VJ_OPND_INVALID;
}

int vj_operand_code(vj_family fam, const vj_operand *op)
{
    switch ((vj_opnd_kind)op->kind) {
    case VJ_OPND_VGPR:
    case VJ_OPND_AGPR: /* the same field: the instruction says which file */
        return op->index < 256 ? 256 + (int)op->index : -1;
    case VJ_OPND_SREG:
        if (op->index >= VJ_SREG_COUNT)
            return -1;
        return (int)sreg_canonical(fam, op->index); /* the swap is its own inverse */
    case VJ_OPND_INLINE_INT: {
        int64_t v = (int64_t)op->value;
        if (op->dwords != 2)
            v = (int32_t)(uint32_t)op->value;
        if (v >= 0 && v <= 64)
            return 128 + (int)v;
        if (v >= -16 && v < 0)
            return 192 - (int)v;
        return -1;
    }
    case VJ_OPND_INLINE_FLOAT:
        for (unsigned i = 0; i < 9; i++)
            if (op->dwords == 2 ? op->value == inline_floats[i].f64
                                : (uint32_t)op->value == inline_floats[i].f32)
                return 240 + (int)i;
        return -1;
    case VJ_OPND_INLINE_F16:
        for (unsigned i = 0; i < 9; i++)
            if (op->value == inline_f16[i])
                return 240 + (int)i;
        return -1;
    case VJ_OPND_LITERAL:
        return vj_family_has_literal(fam) ? 255 : -1;
    case VJ_OPND_SPECIAL:
        return op->index < VJ_SPECIAL_COUNT ? specials[op->index].code : -1;
    case VJ_OPND_NONE:
        break;
    }
    return -1;
}

/* ------------------------------------------------- register names */

/* The one register-name table: numbered ranges and named scalar registers,
 * as llvm-mc spells them. Named: canonical index of the low dword, dwords
 * (0: null, which fits either size) and the families (bit per family) whose
 * assembler takes the name and whose disassembler prints it. */
#define FAM_ALL  0xfu
#define FAM_9    0x1u
#define FAM_10UP 0xeu
/* clang-format off */
static const struct {
    const char *prefix;
    unsigned base, count;
    int scalar; /* in the canonical scalar space (its text names a VJ_SREG_* index) */
} reg_ranges[] = {
    {"v", 0, 256, 0},
    {"s", VJ_SREG_SGPR0, VJ_SREG_NUM_SGPR, 1},
    {"ttmp", VJ_SREG_TTMP0, 16, 1},
    {"a", 0, 256, 0},   /* CDNA's AGPRs, as llvm-mc prints them */
    {"acc", 0, 256, 0}, /* ... and as its assembler also takes them */
};

static const struct {
    const char *name;
    unsigned index, dwords, fams;
} named_sregs[] = {
    {"vcc_lo", VJ_SREG_VCC_LO, 1, FAM_ALL},
    {"vcc_hi", VJ_SREG_VCC_HI, 1, FAM_ALL},
    {"vcc", VJ_SREG_VCC_LO, 2, FAM_ALL},
    {"exec_lo", VJ_SREG_EXEC_LO, 1, FAM_ALL},
    {"exec_hi", VJ_SREG_EXEC_HI, 1, FAM_ALL},
    {"exec", VJ_SREG_EXEC_LO, 2, FAM_ALL},
    {"m0", VJ_SREG_M0, 1, FAM_ALL},
    {"null", VJ_SREG_NULL, 0, FAM_10UP},
    {"flat_scratch_lo", 102, 1, FAM_9},
    {"flat_scratch_hi", 103, 1, FAM_9},
    {"flat_scratch", 102, 2, FAM_9},
    {"xnack_mask_lo", 104, 1, FAM_9},
    {"xnack_mask_hi", 105, 1, FAM_9},
    {"xnack_mask", 104, 2, FAM_9},
};
/* clang-format on */
#define NNAMED (sizeof named_sregs / sizeof named_sregs[0])

int vj_reg_range(const char *prefix, size_t len, unsigned *base, unsigned *count)
{
    for (size_t i = 0; i < sizeof reg_ranges / sizeof reg_ranges[0]; i++)
        if (strlen(reg_ranges[i].prefix) == len &&
            strncmp(prefix, reg_ranges[i].prefix, len) == 0) {
            *base = reg_ranges[i].base;
            *count = reg_ranges[i].count;
            return 1;
        }
    return 0;
}

int vj_sreg_by_name(const char *name, size_t len, unsigned *index, unsigned *dwords,
                    unsigned *fams)
{
    for (size_t i = 0; i < NNAMED; i++)
        if (strlen(named_sregs[i].name) == len && strncmp(name, named_sregs[i].name, len) == 0) {
            *index = named_sregs[i].index;
            *dwords = named_sregs[i].dwords;
            *fams = named_sregs[i].fams;
            return 1;
        }
    return 0;
}

/* The named register at idx of this size: one the family names (family <
 * VJ_FAM_COUNT), or else any (fams 0: a name all families print). */
static const char *named_at(unsigned idx, unsigned dwords, unsigned fams)
{
    for (size_t i = 0; i < NNAMED; i++)
        if (named_sregs[i].index == idx &&
            (named_sregs[i].dwords == dwords || named_sregs[i].dwords == 0) &&
            (!fams || (named_sregs[i].fams & fams)))
            return named_sregs[i].name;
    return NULL;
}

const char *vj_sreg_text(vj_family fam, unsigned idx, unsigned dwords, char *buf, size_t size)
{
    const char *n = fam < VJ_FAM_COUNT ? named_at(idx, dwords, 1u << fam) : NULL;
    if (n)
        return n;
    for (size_t i = 0; i < sizeof reg_ranges / sizeof reg_ranges[0]; i++) {
        unsigned lo = idx - reg_ranges[i].base;
        if (!reg_ranges[i].scalar || idx < reg_ranges[i].base || lo >= reg_ranges[i].count)
            continue;
        if (dwords == 2)
            snprintf(buf, size, "%s[%u:%u]", reg_ranges[i].prefix, lo, lo + 1);
        else
            snprintf(buf, size, "%s%u", reg_ranges[i].prefix, lo);
        return buf;
    }
    return named_at(idx, dwords, 0);
}

void vj_vgpr_text(unsigned idx, unsigned dwords, char *buf, size_t size)
{
    if (dwords >= 2)
        snprintf(buf, size, "v[%u:%u]", idx, idx + dwords - 1);
    else
        snprintf(buf, size, "v%u", idx);
}

/* A 32-bit literal as llvm-mc prints it for a 32-bit operand: an inline
 * value when it equals one, else hex. */
static int print_lit32(uint32_t v, char *buf, size_t size)
{
    int32_t s = (int32_t)v;
    if (s >= -16 && s <= 64)
        return snprintf(buf, size, "%d", s);
    for (unsigned i = 0; i < 9; i++)
        if (v == inline_floats[i].f32)
            return snprintf(buf, size, "%s", inline_floats[i].text32);
    return snprintf(buf, size, "0x%x", v);
}

int vj_operand_print(vj_family fam, vj_slot slot, const vj_operand *op, char *buf, size_t size)
{
    char tmp[32];
    const char *text = tmp;
    int wide = vj_slot_dwords(slot) == 2, mask = vj_slot_is_mask(slot);
    int odd_reg = 0, odd_imm = 0;
    switch ((vj_opnd_kind)op->kind) {
    case VJ_OPND_VGPR:
        vj_vgpr_text(op->index, slot == VJ_SLOT_V128 ? 4 : wide ? 2 : 1, tmp, sizeof tmp);
        odd_reg = mask;
        break;
    case VJ_OPND_AGPR:
        snprintf(tmp, sizeof tmp, "a%u", (unsigned)op->index);
        break;
    case VJ_OPND_SREG:
        text = vj_sreg_text(fam, op->index, wide ? 2 : 1, tmp, sizeof tmp);
        if (!text)
            text = "?";
        odd_reg = mask && (op->index == VJ_SREG_EXEC_LO || op->index == VJ_SREG_EXEC_HI);
        break;
    case VJ_OPND_INLINE_INT:
        snprintf(tmp, sizeof tmp, "%lld", (long long)(int64_t)op->value);
        if (op->dwords != 2)
            snprintf(tmp, sizeof tmp, "%d", (int)(int32_t)(uint32_t)op->value);
        odd_imm = mask;
        break;
    case VJ_OPND_INLINE_FLOAT: {
        int code = vj_operand_code(fam, op);
        if (code < 240)
            return snprintf(buf, size, "?");
        text = slot == VJ_SLOT_B64 ? inline_floats[code - 240].text64
                                   : inline_floats[code - 240].text32;
        odd_imm = mask;
        break;
    }
    case VJ_OPND_LITERAL:
        if (slot == VJ_SLOT_B16) {
            /* the low half in hex, unless the whole word is a 32-bit inline
             * value (as llvm-mc-19 prints it; the operand reads the low half) */
            int32_t s32 = (int32_t)(uint32_t)op->value;
            snprintf(tmp, sizeof tmp, "0x%x", (unsigned)(op->value & 0xffff));
            if (s32 >= -16 && s32 <= 64)
                snprintf(tmp, sizeof tmp, "%d", s32);
            for (unsigned i = 0; i < 9; i++)
                if ((uint32_t)op->value == inline_floats[i].f32)
                    snprintf(tmp, sizeof tmp, "%s", inline_floats[i].text32);
        } else if (slot == VJ_SLOT_B64) {
            if (op->value <= 64)
                snprintf(tmp, sizeof tmp, "%u", (unsigned)op->value);
            else
                snprintf(tmp, sizeof tmp, "0x%x", (unsigned)op->value);
        } else {
            print_lit32((uint32_t)op->value, tmp, sizeof tmp);
        }
        odd_imm = mask;
        break;
    case VJ_OPND_INLINE_F16: {
        int code = vj_operand_code(fam, op);
        if (code < 240)
            return snprintf(buf, size, "?");
        if (op->code & VJ_CODE_FLOAT_TEXT)
            text = inline_floats[code - 240].text32;
        else
            snprintf(tmp, sizeof tmp, "0x%x", (unsigned)op->value);
        break;
    }
    case VJ_OPND_SPECIAL:
        text = op->index < VJ_SPECIAL_COUNT ? specials[op->index].name : "?";
        odd_reg = mask && op->index < VJ_SPECIAL_COUNT && specials[op->index].mask_odd;
        break;
    case VJ_OPND_NONE:
        text = "?";
        break;
    }
    return snprintf(buf, size, "%s%s", text, odd_reg ? ANNOT_REG : odd_imm ? ANNOT_IMM : "");
}
