/* vopd: the VOPD dual-issue encoding (GFX11+, wave32): its opcode table
 * (the VJ_VOPD rows of insts.def), words <-> vj_inst and the text of a pair,
 * as llvm-mc-19 has them. The assembler's half is in asm.c (it shares the
 * operand parser); lowering and the engines see each half as an instruction.
 *
 * Word 0: 110010 OPX[25:22] OPY[21:17] VSRC1X[16:9] SRC0X[8:0]; word 1:
 * VDSTX[63:56] VDSTY[7:1][55:49] VSRC1Y[48:41] SRC0Y[40:32]; VDSTY bit 0 is
 * the inverse of VDSTX bit 0. A literal (a SRC0 of 255, or fmaak/fmamk's K:
 * one value for the pair) is a third dword. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"
#include "util/strbuf.h"

#define VOPD_PREFIX 0x32u /* bits 31:26 */

/* ------------------------------------------------------------ the table */

enum { XY = 0, Y = 1 };

static const struct {
    uint8_t op, y_only, f16;
    const char *name;
    vj_inst_id id;
    vj_vopd_layout layout;
    vj_family first, last;
} rows[] = {
#define B32 0
#define F16 1
#define VJ_VOPD(code, nm, iid, halves, lay, f0, f1, src0)                                         \
    {code, halves, src0, nm, VJ_I_##iid, VJ_VOPD_##lay, VJ_FAM_##f0, VJ_FAM_##f1},
#include "frontend/insts.def"
#undef VJ_VOPD
#undef B32
#undef F16
};
#define NROWS ((int)(sizeof rows / sizeof rows[0]))

int vj_vopd_row(vj_family fam, unsigned op, int y)
{
    if (op > (y ? 31u : 15u))
        return -1;
    for (int i = 0; i < NROWS; i++)
        if (rows[i].op == op && fam >= rows[i].first && fam <= rows[i].last &&
            (y || !rows[i].y_only))
            return i;
    return -1;
}

int vj_vopd_row_by_name(vj_family fam, const char *name, size_t len, int y)
{
    for (int i = 0; i < NROWS; i++)
        if (strlen(rows[i].name) == len && strncmp(rows[i].name, name, len) == 0 &&
            fam >= rows[i].first && fam <= rows[i].last && (y || !rows[i].y_only))
            return i;
    return -1;
}

unsigned vj_vopd_row_op(int row)
{
    return rows[row].op;
}
const char *vj_vopd_row_name(int row)
{
    return rows[row].name;
}
vj_inst_id vj_vopd_row_id(int row)
{
    return rows[row].id;
}
vj_vopd_layout vj_vopd_row_layout(int row)
{
    return rows[row].layout;
}
int vj_vopd_row_f16(int row)
{
    return rows[row].f16;
}

/* The f16 inline constants (codes 240-248), for a packed-f16 src0. */
static const uint16_t f16_inline[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                       0xc000, 0x4400, 0xc400, 0x3118};

int vj_f16_inline_code(uint32_t bits)
{
    for (unsigned i = 0; i < 9; i++)
        if (bits == f16_inline[i])
            return (int)(240 + i);
    return -1;
}

/* double -> IEEE half, rounding to nearest even (as llvm-mc converts). */
uint16_t vj_f16_from_double(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    uint16_t sign = (uint16_t)(b >> 48 & 0x8000);
    int e = (int)(b >> 52 & 0x7ff);
    uint64_t m = b & 0xfffffffffffffull;
    if (e == 0x7ff)
        return sign | 0x7c00 | (m ? 0x200 : 0);
    int he = e - 1023 + 15;
    if (he >= 31)
        return sign | 0x7c00;
    m |= e ? 1ull << 52 : 0;
    /* shift so that 10 mantissa bits remain (more for subnormals) */
    int shift = 42 + (he <= 0 ? 1 - he : 0);
    if (he <= 0)
        he = 0;
    if (shift > 63)
        return sign;
    uint64_t q = m >> shift, rem = m & ((1ull << shift) - 1), half = 1ull << (shift - 1);
    if (rem > half || (rem == half && (q & 1)))
        q++;
    /* q holds the implicit bit for normals; carries roll into the exponent */
    uint32_t v = he ? (uint32_t)((uint64_t)(he - 1) << 10) + (uint32_t)q : (uint32_t)q;
    if (v >= 0x7c00)
        return sign | 0x7c00;
    return sign | (uint16_t)v;
}

const char *vj_vopd_name(vj_target target, unsigned op, int y)
{
    if ((unsigned)target >= VJ_TARGET_COUNT)
        return NULL;
    int row = vj_vopd_row(vj_target_family(target), op, y);
    return row < 0 ? NULL : rows[row].name;
}

unsigned vj_vopd_vsrc1_index(vj_vopd_layout layout)
{
    return layout == VJ_VOPD_SKV ? 2 : 1;
}

void vj_vopd_half_inst(const vj_inst *pair, unsigned half, vj_inst *out)
{
    memset(out, 0, sizeof *out);
    out->target = pair->target;
    out->offset = pair->offset;
    out->len = pair->len;
    if (half == 0) {
        out->id = pair->id;
        out->nsrc = pair->nsrc;
        out->dst = pair->dst;
        memcpy(out->src, pair->src, sizeof out->src);
    } else {
        out->id = pair->y.id;
        out->nsrc = pair->y.nsrc;
        out->dst = pair->y.dst;
        memcpy(out->src, pair->y.src, sizeof out->src);
    }
}

/* --------------------------------------------------------------- decode */

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static vj_status bad(vj_report *r, size_t off, const char *why)
{
    return vj_report_set(r, VJ_ERR_DECODE, off, VJ_DIAG_NONE, "invalid instruction encoding (%s)",
                         why);
}

static void vgpr(vj_operand *op, unsigned idx)
{
    memset(op, 0, sizeof *op);
    op->kind = VJ_OPND_VGPR;
    op->dwords = 1;
    op->index = idx;
    op->code = (uint16_t)(256 + idx);
}

/* Fill one half from its fields; 0 if llvm-mc would not decode it. */
static int fill_half(vj_family fam, int row, unsigned src0, unsigned vsrc1, unsigned vdst,
                     uint32_t literal, vj_inst_id *id, uint8_t *nsrc, vj_operand *dst,
                     vj_operand *src)
{
    vj_vopd_layout lay = rows[row].layout;
    *id = rows[row].id;
    /* 233/234/250 are DPP markers elsewhere; VOPD has no DPP form. */
    if (src0 == 233 || src0 == 234 || src0 == 250)
        return 0;
    memset(src, 0, 3 * sizeof *src);
    if (vj_operand_from_code(fam, VJ_SLOT_B32, src0, literal, &src[0]) != VJ_OPND_OK)
        return 0;
    src[0].code = (uint16_t)src0;
    vgpr(dst, vdst);
    dst->code = (uint16_t)vdst;
    switch (lay) {
    case VJ_VOPD_S:
        *nsrc = 1;
        return vsrc1 == 0; /* llvm-mc: a mov's VSRC1 must be 0 */
    case VJ_VOPD_SV:
    case VJ_VOPD_SVA:
        *nsrc = 2;
        vgpr(&src[1], vsrc1);
        return 1;
    case VJ_VOPD_SVM:
        *nsrc = 3;
        vgpr(&src[1], vsrc1);
        src[2].kind = VJ_OPND_SREG;
        src[2].dwords = 1;
        src[2].index = src[2].code = VJ_SREG_VCC_LO;
        return 1;
    case VJ_VOPD_SVK:
    case VJ_VOPD_SKV: {
        unsigned k = lay == VJ_VOPD_SVK ? 2 : 1;
        *nsrc = 3;
        vgpr(&src[3 - k], vsrc1);
        src[k].kind = VJ_OPND_LITERAL;
        src[k].dwords = 1;
        src[k].code = 255;
        src[k].value = literal;
        return 1;
    }
    }
    return 0;
}

static int has_k(int row)
{
    return rows[row].layout == VJ_VOPD_SVK || rows[row].layout == VJ_VOPD_SKV;
}

vj_status vj_vopd_decode(vj_target target, unsigned wave_size, const uint8_t *p, size_t avail,
                         size_t offset, vj_inst *out, vj_report *r)
{
    vj_family fam = vj_target_family(target);
    if (avail < 8)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (VOPD needs 8 bytes, have %zu)", avail);
    if (wave_size != 32)
        return bad(r, offset, "VOPD is wave32 only");
    uint32_t lo = rd32(p), hi = rd32(p + 4);
    unsigned opx = (lo >> 22) & 15, opy = (lo >> 17) & 31;
    int rx = vj_vopd_row(fam, opx, 0), ry = vj_vopd_row(fam, opy, 1);
    if (rx < 0 || ry < 0) {
        /* an opcode the sweep has and the VJ_VOPD rows lack: unsupported */
        const vj_valu_row *row = rx < 0 ? vj_valu_by_opcode(target, VJ_VE_VOPDX, opx)
                                        : vj_valu_by_opcode(target, VJ_VE_VOPDY, opy);
        if (row)
            return vj_valu_unsupported(r, offset, target, row, 0, 0);
        return bad(r, offset, rx < 0 ? "VOPD OPX not in the table" : "VOPD OPY not in the table");
    }
    unsigned src0x = lo & 0x1ff, vsrc1x = (lo >> 9) & 0xff;
    unsigned src0y = hi & 0x1ff, vsrc1y = (hi >> 9) & 0xff;
    unsigned vdstx = hi >> 24, vdsty = ((hi >> 17) & 0x7f) << 1 | (~vdstx & 1);
    int lit = src0x == 255 || src0y == 255 || has_k(rx) || has_k(ry);
    uint32_t literal = 0;
    if (lit) {
        if (avail < 12)
            return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE, "%s",
                                 "truncated instruction (the 32-bit literal is missing)");
        literal = rd32(p + 8);
    }
    memset(out, 0, sizeof *out);
    out->target = target;
    out->offset = (uint32_t)offset;
    out->len = lit ? 12 : 8;
    out->vopd = 1;
    out->vopd_opx = (uint8_t)opx;
    out->y.op = (uint8_t)opy;
    if (!fill_half(fam, rx, src0x, vsrc1x, vdstx, literal, &out->id, &out->nsrc, &out->dst,
                   out->src) ||
        !fill_half(fam, ry, src0y, vsrc1y, vdsty, literal, &out->y.id, &out->y.nsrc, &out->y.dst,
                   out->y.src))
        return bad(r, offset, "a VOPD source not valid here");
    return VJ_OK;
}

/* --------------------------------------------------------------- encode */

static vj_status efail(vj_diag *diag, const char *msg)
{
    if (diag)
        snprintf(diag->msg, sizeof diag->msg, "%s", msg);
    return VJ_ERR_ARG;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* The fields of one half: src0 code, vsrc1, vdst; the literal it reads. */
static vj_status half_fields(vj_family fam, int row, const vj_operand *dst, const vj_operand *src,
                             unsigned *src0, unsigned *vsrc1, int *have_lit, uint32_t *lit,
                             vj_diag *diag)
{
    vj_vopd_layout lay = rows[row].layout;
    if (dst->kind != VJ_OPND_VGPR || dst->index > 255)
        return efail(diag, "a VOPD destination must be a VGPR");
    int c = vj_operand_code(fam, &src[0]);
    if (c < 0)
        return efail(diag, "a VOPD src0 has no encoding on this target");
    *src0 = (unsigned)c;
    *vsrc1 = 0;
    if (lay != VJ_VOPD_S) {
        const vj_operand *v = &src[vj_vopd_vsrc1_index(lay)];
        if (v->kind != VJ_OPND_VGPR || v->index > 255)
            return efail(diag, "a VOPD vsrc1 must be a VGPR");
        *vsrc1 = v->index;
    }
    for (unsigned i = 0; i < 3; i++) {
        int is_k = (lay == VJ_VOPD_SVK && i == 2) || (lay == VJ_VOPD_SKV && i == 1);
        if (!(i == 0 && c == 255) && !is_k)
            continue;
        uint32_t v = (uint32_t)src[i].value;
        if (*have_lit && v != *lit)
            return efail(diag, "only one unique literal operand is allowed");
        *have_lit = 1;
        *lit = v;
    }
    return VJ_OK;
}

vj_status vj_vopd_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag)
{
    vj_family fam = vj_target_family(inst->target);
    int rx = vj_vopd_row(fam, inst->vopd_opx, 0), ry = vj_vopd_row(fam, inst->y.op, 1);
    if (rx < 0 || ry < 0)
        return efail(diag, "VOPD opcode not on this target");
    if (((inst->dst.index ^ inst->y.dst.index) & 1) == 0)
        return efail(diag, "one dst register must be even and the other odd");
    unsigned s0x, v1x, s0y, v1y;
    int have_lit = 0;
    uint32_t lit = 0;
    vj_status st = half_fields(fam, rx, &inst->dst, inst->src, &s0x, &v1x, &have_lit, &lit, diag);
    if (st == VJ_OK)
        st = half_fields(fam, ry, &inst->y.dst, inst->y.src, &s0y, &v1y, &have_lit, &lit, diag);
    if (st != VJ_OK)
        return st;
    uint32_t w0 = VOPD_PREFIX << 26 | (uint32_t)inst->vopd_opx << 22 | (uint32_t)inst->y.op << 17 |
                  v1x << 9 | s0x;
    uint32_t w1 = (inst->dst.index & 0xffu) << 24 | ((inst->y.dst.index >> 1) & 0x7fu) << 17 |
                  v1y << 9 | s0y;
    wr32(out, w0);
    wr32(out + 4, w1);
    *out_len = 8;
    if (have_lit) {
        wr32(out + 8, lit);
        *out_len = 12;
    }
    return VJ_OK;
}

/* ---------------------------------------------------------------- print */

/* other_k: the other half is fmaak/fmamk, whose K is the shared literal:
 * llvm-mc-19 then prints a packed-f16 src0 literal that is a 32-bit inline
 * float as that float. */
static void print_half(vj_family fam, int row, const vj_operand *dst, const vj_operand *src,
                       unsigned nsrc, vj_strbuf *o, int other_k)
{
    char tmp[96];
    vj_vgpr_text(dst->index, 1, tmp, sizeof tmp);
    vj_sb_printf(o, "%s %s", rows[row].name, tmp);
    /* v_dual_cndmask's vcc_lo is not written */
    unsigned n = rows[row].layout == VJ_VOPD_SVM ? 2 : nsrc;
    for (unsigned i = 0; i < n && i < 3; i++) {
        uint32_t v = (uint32_t)src[i].value;
        int f16code = rows[row].f16 && i == 0 ? vj_f16_inline_code(v) : -1;
        if (i && src[i].kind == VJ_OPND_LITERAL) /* fmaak/fmamk's K: always in hex */
            snprintf(tmp, sizeof tmp, "0x%x", v);
        else if (rows[row].f16 && src[i].kind == VJ_OPND_LITERAL && (int32_t)v >= -16 &&
                 (int32_t)v <= 64)
            snprintf(tmp, sizeof tmp, "%d", (int)(int32_t)v);
        else if (src[i].kind == VJ_OPND_LITERAL && rows[row].f16) {
            /* a packed-f16 literal: an f16 inline value by name, else hex */
            vj_operand k = {.kind = VJ_OPND_INLINE_FLOAT, .dwords = 1};
            for (unsigned c = 240; c <= 248 && f16code < 0 && other_k; c++)
                if (v == vj_inline_f32(c))
                    f16code = (int)c;
            k.value = f16code >= 0 ? vj_inline_f32((unsigned)f16code) : 0;
            if (f16code >= 0)
                vj_operand_print(fam, VJ_SLOT_B32, &k, tmp, sizeof tmp);
            else
                snprintf(tmp, sizeof tmp, "0x%x", v);
        }
        else
            vj_operand_print(fam, VJ_SLOT_B32, &src[i], tmp, sizeof tmp);
        vj_sb_printf(o, ", %s", tmp);
    }
}

void vj_vopd_print(const vj_inst *inst, vj_strbuf *o)
{
    vj_family fam = vj_target_family(inst->target);
    int rx = vj_vopd_row(fam, inst->vopd_opx, 0), ry = vj_vopd_row(fam, inst->y.op, 1);
    if (rx < 0 || ry < 0) {
        vj_sb_puts(o, "<invalid>");
        return;
    }
    int kx = rows[rx].layout == VJ_VOPD_SVK || rows[rx].layout == VJ_VOPD_SKV;
    int ky = rows[ry].layout == VJ_VOPD_SVK || rows[ry].layout == VJ_VOPD_SKV;
    print_half(fam, rx, &inst->dst, inst->src, inst->nsrc, o, ky);
    vj_sb_puts(o, " :: ");
    print_half(fam, ry, &inst->y.dst, inst->y.src, inst->y.nsrc, o, kx);
}
