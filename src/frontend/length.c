/* length: the length, encoding class and control flow of any instruction
 * of any target, read from the prefix bits of its first dword and the few
 * fields that add dwords (literals, SDWA/DPP dwords, MIMG NSA dwords). It
 * decodes no operands; whether a vector ALU word translates is decode.c's
 * verdict. Every rule here was read off llvm-mc-19's encodings. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"

static const char *const class_names[VJ_CLASS_COUNT] = {
    [VJ_CLASS_INVALID] = "invalid", [VJ_CLASS_SOP1] = "sop1",       [VJ_CLASS_SOP2] = "sop2",
    [VJ_CLASS_SOPK] = "sopk",       [VJ_CLASS_SOPC] = "sopc",       [VJ_CLASS_SOPP] = "sopp",
    [VJ_CLASS_SMEM] = "smem",       [VJ_CLASS_VOP1] = "vop1",       [VJ_CLASS_VOP2] = "vop2",
    [VJ_CLASS_VOPC] = "vopc",       [VJ_CLASS_VOP3] = "vop3",       [VJ_CLASS_VOP3P] = "vop3p",
    [VJ_CLASS_VOPD] = "vopd",       [VJ_CLASS_VINTRP] = "vintrp",   [VJ_CLASS_VINTERP] = "vinterp",
    [VJ_CLASS_LDSDIR] = "ldsdir",   [VJ_CLASS_DS] = "ds",           [VJ_CLASS_MUBUF] = "mubuf",
    [VJ_CLASS_MTBUF] = "mtbuf",     [VJ_CLASS_MIMG] = "mimg",       [VJ_CLASS_FLAT] = "flat",
    [VJ_CLASS_GLOBAL] = "global",   [VJ_CLASS_SCRATCH] = "scratch", [VJ_CLASS_EXP] = "exp",
    [VJ_CLASS_VBUFFER] = "vbuffer", [VJ_CLASS_VIMAGE] = "vimage",   [VJ_CLASS_VSAMPLE] = "vsample",
};

const char *vj_inst_class_name(vj_inst_class cls)
{
    return (unsigned)cls < VJ_CLASS_COUNT ? class_names[cls] : NULL;
}

int vj_inst_class_is_valu(vj_inst_class cls)
{
    return cls == VJ_CLASS_VOP1 || cls == VJ_CLASS_VOP2 || cls == VJ_CLASS_VOPC ||
           cls == VJ_CLASS_VOP3 || cls == VJ_CLASS_VOP3P || cls == VJ_CLASS_VOPD;
}

/* ------------------------------------------------------------ class tables */

/* What adds bytes to a class's base length. Some are llvm-mc-19's reading
 * rather than the hardware's: it takes a literal after any field its
 * decoder reads as a source that can be one (MUBUF's SOFFSET, VINTERP's
 * sources, GFX12 image descriptors), printing "Invalid immediate"; we follow
 * it so that a stream resynchronises where llvm-objdump does. */
typedef enum extra {
    X_NONE,
    X_SSRC01,    /* SOPC: a literal when SSRC0 (7:0) or SSRC1 (15:8) is 255 */
    X_SOP2,      /* SOP2: the same, and the scalar float ops with a K constant */
    X_SSRC0,     /* SOP1: a literal when SSRC0 is 255 */
    X_SOPK,      /* s_setreg_imm32_b32 carries its 32-bit immediate */
    X_E32,       /* VOP1, VOP2, VOPC: SRC0 (8:0) literal, SDWA or DPP; VOP2's K ops */
    X_VOP3P,     /* VOP3P: a source field 255 (GFX10+), src0 DPP (GFX11+), or both */
    X_VOP3,      /* VOP3: the same, but for the fields some opcodes read otherwise */
    X_VOPD,      /* either half's SRC0 255, or a half that is fmaak/fmamk */
    X_NSA10,     /* GFX10 MIMG: bits 2:1 count the extra address dwords */
    X_NSA11,     /* GFX11 MIMG: bit 0 adds one address dword */
    X_SEG15,     /* GFX9/10 FLAT: SEG (15:14) says flat, scratch or global */
    X_SOFS,      /* GFX10/11 MUBUF, MTBUF: SOFFSET (dword 1, 31:24) 255 reads a literal */
    X_VINTERP,   /* VINTERP: a source field of dword 1 (as VOP3's) 255 reads a literal */
    X_RSRC,      /* GFX12 VIMAGE: RSRC (dword 1, 17:9) 255 reads a literal */
    X_RSRC_SAMP, /* GFX12 VSAMPLE: RSRC or SAMP (dword 1, 31:23) 255 */
    X_SEG17,     /* GFX11 FLAT: SEG in 17:16 */
} extra;

typedef struct enc_row {
    uint32_t mask, match; /* first dword & mask == match */
    uint8_t cls;          /* vj_inst_class */
    uint8_t bytes;        /* the length without extras */
    uint8_t extra;
} enc_row;

/* Rows are tried in order: a narrower prefix comes before a wider one. */
#define ROW(mask, match, cls, bytes, x)                                                           \
    {                                                                                             \
        mask, match, VJ_CLASS_##cls, bytes, x                                                     \
    }
#define SALU_ROWS                                                                                 \
    ROW(0xff800000u, 0xbe800000u, SOP1, 4, X_SSRC0),                                              \
        ROW(0xff800000u, 0xbf000000u, SOPC, 4, X_SSRC01),                                         \
        ROW(0xff800000u, 0xbf800000u, SOPP, 4, X_NONE),                                           \
        ROW(0xf0000000u, 0xb0000000u, SOPK, 4, X_SOPK),                                           \
        ROW(0xc0000000u, 0x80000000u, SOP2, 4, X_SOP2)
#define E32_ROWS                                                                                  \
    ROW(0xfe000000u, 0x7e000000u, VOP1, 4, X_E32), ROW(0xfe000000u, 0x7c000000u, VOPC, 4, X_E32), \
        ROW(0x80000000u, 0x00000000u, VOP2, 4, X_E32)

static const enc_row gfx9_rows[] = {
    E32_ROWS,
    SALU_ROWS,
    ROW(0xfc000000u, 0xc0000000u, SMEM, 8, X_NONE),
    ROW(0xfc000000u, 0xc4000000u, EXP, 8, X_NONE),
    ROW(0xff800000u, 0xd3800000u, VOP3P, 8, X_VOP3P),
    ROW(0xfc000000u, 0xd0000000u, VOP3, 8, X_VOP3),
    ROW(0xfc000000u, 0xd4000000u, VINTRP, 4, X_NONE),
    ROW(0xfc000000u, 0xd8000000u, DS, 8, X_NONE),
    ROW(0xfc000000u, 0xdc000000u, FLAT, 8, X_SEG15),
    ROW(0xfc000000u, 0xe0000000u, MUBUF, 8, X_NONE),
    ROW(0xfc000000u, 0xe8000000u, MTBUF, 8, X_NONE),
    ROW(0xfc000000u, 0xf0000000u, MIMG, 8, X_NONE),
};

static const enc_row gfx10_rows[] = {
    E32_ROWS,
    SALU_ROWS,
    ROW(0xfc000000u, 0xf4000000u, SMEM, 8, X_NONE),
    ROW(0xfc000000u, 0xf8000000u, EXP, 8, X_NONE),
    ROW(0xff000000u, 0xcc000000u, VOP3P, 8, X_VOP3P),
    ROW(0xfc000000u, 0xd4000000u, VOP3, 8, X_VOP3),
    ROW(0xfc000000u, 0xc8000000u, VINTRP, 4, X_NONE),
    ROW(0xfc000000u, 0xd8000000u, DS, 8, X_NONE),
    ROW(0xfc000000u, 0xdc000000u, FLAT, 8, X_SEG15),
    ROW(0xfc000000u, 0xe0000000u, MUBUF, 8, X_SOFS),
    ROW(0xfc000000u, 0xe8000000u, MTBUF, 8, X_SOFS),
    ROW(0xfc000000u, 0xf0000000u, MIMG, 8, X_NSA10),
};

static const enc_row gfx11_rows[] = {
    E32_ROWS,
    SALU_ROWS,
    ROW(0xfc000000u, 0xf4000000u, SMEM, 8, X_NONE),
    ROW(0xfc000000u, 0xf8000000u, EXP, 8, X_NONE),
    ROW(0xff000000u, 0xcc000000u, VOP3P, 8, X_VOP3P),
    ROW(0xff000000u, 0xcd000000u, VINTERP, 8, X_VINTERP),
    ROW(0xff000000u, 0xce000000u, LDSDIR, 4, X_NONE),
    ROW(0xfc000000u, 0xc8000000u, VOPD, 8, X_VOPD),
    ROW(0xfc000000u, 0xd4000000u, VOP3, 8, X_VOP3),
    ROW(0xfc000000u, 0xd8000000u, DS, 8, X_NONE),
    ROW(0xfc000000u, 0xdc000000u, FLAT, 8, X_SEG17),
    ROW(0xfc000000u, 0xe0000000u, MUBUF, 8, X_SOFS),
    ROW(0xfc000000u, 0xe8000000u, MTBUF, 8, X_SOFS),
    ROW(0xfc000000u, 0xf0000000u, MIMG, 8, X_NSA11),
};

static const enc_row gfx12_rows[] = {
    E32_ROWS,
    SALU_ROWS,
    ROW(0xfc000000u, 0xf4000000u, SMEM, 8, X_NONE),
    ROW(0xfc000000u, 0xf8000000u, EXP, 8, X_NONE),
    ROW(0xff000000u, 0xcc000000u, VOP3P, 8, X_VOP3P),
    ROW(0xff000000u, 0xcd000000u, VINTERP, 8, X_VINTERP),
    ROW(0xff000000u, 0xce000000u, LDSDIR, 4, X_NONE),
    ROW(0xfc000000u, 0xc8000000u, VOPD, 8, X_VOPD),
    ROW(0xfc000000u, 0xd4000000u, VOP3, 8, X_VOP3),
    ROW(0xfc000000u, 0xd8000000u, DS, 8, X_NONE),
    ROW(0xfc000000u, 0xc4000000u, VBUFFER, 12, X_NONE),
    ROW(0xfc000000u, 0xd0000000u, VIMAGE, 12, X_RSRC),
    ROW(0xfc000000u, 0xe4000000u, VSAMPLE, 12, X_RSRC_SAMP),
    ROW(0xff000000u, 0xec000000u, FLAT, 12, X_NONE),
    ROW(0xff000000u, 0xed000000u, SCRATCH, 12, X_NONE),
    ROW(0xff000000u, 0xee000000u, GLOBAL, 12, X_NONE),
};
#undef ROW
#undef SALU_ROWS
#undef E32_ROWS

static const struct {
    const enc_row *rows;
    size_t n;
} fam_rows[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] = {gfx9_rows, sizeof gfx9_rows / sizeof gfx9_rows[0]},
    [VJ_FAM_GFX10] = {gfx10_rows, sizeof gfx10_rows / sizeof gfx10_rows[0]},
    [VJ_FAM_GFX11] = {gfx11_rows, sizeof gfx11_rows / sizeof gfx11_rows[0]},
    [VJ_FAM_GFX12] = {gfx12_rows, sizeof gfx12_rows / sizeof gfx12_rows[0]},
};

/* Opcodes whose length their fields do not say, per family, from llvm-mc-19:
 * the SOPK s_setreg_imm32_b32 carries its immediate; the VOP2 ops with a K
 * constant (v_madmk/madak, v_fmamk/fmaak, f32 and f16) carry it; the VOP1
 * ops with no source (v_nop, v_pipeflush, v_clrexcp) ignore SRC0, literal,
 * SDWA and DPP codes alike; SOP1 ops whose SSRC0 is no source (s_getpc_b64,
 * s_sendmsg_rtn_b32/b64) and GFX9's s_set_gpr_idx_on, whose SSRC1 is an
 * immediate, take no literal for a 255 there. -1 ends a list. */
static const struct {
    int8_t setreg_imm32;
    int8_t vop2_k[7];
    int8_t vop1_nosrc[4];
    int8_t sop1_nosrc[4];
    int8_t sopc_imm_ssrc1[2];
} fam_ops[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] = {0x14, {0x17, 0x18, 0x24, 0x25, -1}, {0x00, 0x35, -1}, {0x1c, -1}, {0x11, -1}},
    [VJ_FAM_GFX10] =
        {0x15, {0x20, 0x21, 0x2c, 0x2d, 0x37, 0x38, -1}, {0x00, 0x1b, 0x41, -1}, {0x1f, -1}, {-1}},
    [VJ_FAM_GFX11] =
        {0x13, {0x2c, 0x2d, 0x37, 0x38, -1}, {0x00, 0x1b, -1}, {0x47, 0x4c, 0x4d, -1}, {-1}},
    [VJ_FAM_GFX12] =
        {0x13, {0x2c, 0x2d, 0x37, 0x38, -1}, {0x00, 0x1b, -1}, {0x47, 0x4c, 0x4d, -1}, {-1}},
};
/* VOP3 opcodes (GFX10+) whose fields llvm-mc-19 reads otherwise than as the
 * plain sources: the VOP3 forms of GFX10's interpolation, whose SRC0 (and
 * v_interp_mov_f32's SRC1) is an attribute or parameter, so 255 takes no
 * literal; and the ops whose VDST is a scalar destination (the compares,
 * v_readlane_b32), where llvm-mc reads a VDST of 255 as a literal. Ranges of
 * opcodes, {-1, -1} ends a list. */
typedef struct op_range {
    int16_t lo, hi;
} op_range;
static const op_range gfx10_src0_not_source[] = {
    {0x200, 0x202}, {0x342, 0x343}, {0x35a, 0x35a}, {-1, -1}};
static const op_range gfx10_src1_not_source[] = {{0x202, 0x202}, {-1, -1}};
static const op_range no_ops[] = {{-1, -1}};
static const op_range gfx10_vdst_source[] = {{0x00, 0x0f},   {0x20, 0x2f}, {0x80, 0x8f},
                                             {0xa0, 0xae},   {0xc0, 0xcf}, {0xe0, 0xef},
                                             {0x360, 0x360}, {-1, -1}};
static const op_range gfx11_vdst_source[] = {{0x00, 0x2f}, {0x31, 0x36}, {0x39, 0x3e},
                                             {0x40, 0x5f}, {0x7d, 0x7f}, {0x360, 0x360},
                                             {-1, -1}};
static const op_range gfx12_vdst_source[] = {
    {0x01, 0x0e},   {0x11, 0x1e},   {0x21, 0x2e}, {0x31, 0x36}, {0x39, 0x3e},
    {0x41, 0x46},   {0x49, 0x4e},   {0x51, 0x56}, {0x59, 0x5e}, {0x7d, 0x7f},
    {0x280, 0x289}, {0x360, 0x360}, {-1, -1}};
static const struct {
    const op_range *src0_not_source, *src1_not_source, *vdst_source;
} fam_vop3[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] = {no_ops, no_ops, no_ops},
    [VJ_FAM_GFX10] = {gfx10_src0_not_source, gfx10_src1_not_source, gfx10_vdst_source},
    [VJ_FAM_GFX11] = {no_ops, no_ops, gfx11_vdst_source},
    [VJ_FAM_GFX12] = {no_ops, no_ops, gfx12_vdst_source},
};

/* SOP2 s_fmaak_f32 and s_fmamk_f32, where a target has scalar float ops
 * (VJ_TF_SALU_FLOAT: one opcode pair on every such target). */
enum { SOP2_FMAAK = 0x45, SOP2_FMAMK = 0x46 };
/* VOPD OPX and OPY of v_dual_fmaak_f32 and v_dual_fmamk_f32 (all families). */
enum { VOPD_FMAAK = 1, VOPD_FMAMK = 2 };

/* The scalar instructions that leave the straight line, per family. */
typedef struct flow_row {
    uint8_t cls, op_lo, op_hi; /* a range of opcodes of one class */
    uint8_t flow;              /* vj_inst_flow */
    uint8_t has_target;        /* SIMM16 (15:0) is the target offset in dwords */
} flow_row;

#define F(cls, lo, hi, flow, t)                                                                   \
    {                                                                                             \
        VJ_CLASS_##cls, lo, hi, VJ_FLOW_##flow, t                                                 \
    }
static const flow_row gfx9_flow[] = {
    F(SOPP, 0x01, 0x01, END, 0),      F(SOPP, 0x02, 0x02, JUMP, 1),
    F(SOPP, 0x04, 0x09, BRANCH, 1),   F(SOPP, 0x12, 0x12, TRAP, 0),
    F(SOPP, 0x17, 0x1a, BRANCH, 1),   F(SOPP, 0x1b, 0x1b, END, 0),
    F(SOPP, 0x1e, 0x1e, END, 0),      F(SOP1, 0x1d, 0x1d, INDIRECT, 0),
    F(SOP1, 0x1e, 0x1e, CALL, 0),     F(SOP1, 0x1f, 0x1f, INDIRECT, 0),
    F(SOP1, 0x2e, 0x2e, INDIRECT, 0), F(SOP2, 0x29, 0x29, INDIRECT, 0),
    F(SOP2, 0x2b, 0x2b, INDIRECT, 0), F(SOPK, 0x10, 0x10, BRANCH, 1),
    F(SOPK, 0x15, 0x15, CALL, 1),
};
static const flow_row gfx10_flow[] = {
    F(SOPP, 0x01, 0x01, END, 0),    F(SOPP, 0x02, 0x02, JUMP, 1),
    F(SOPP, 0x04, 0x09, BRANCH, 1), F(SOPP, 0x12, 0x12, TRAP, 0),
    F(SOPP, 0x17, 0x1a, BRANCH, 1), F(SOPP, 0x1b, 0x1b, END, 0),
    F(SOPP, 0x1e, 0x1f, END, 0),    F(SOP1, 0x20, 0x20, INDIRECT, 0),
    F(SOP1, 0x21, 0x21, CALL, 0),   F(SOP1, 0x22, 0x22, INDIRECT, 0),
    F(SOPK, 0x16, 0x16, CALL, 1),   F(SOPK, 0x1b, 0x1c, BRANCH, 1),
};
static const flow_row gfx11_flow[] = {
    F(SOPP, 0x10, 0x10, TRAP, 0), F(SOPP, 0x1f, 0x1f, END, 0),
    F(SOPP, 0x20, 0x20, JUMP, 1), F(SOPP, 0x21, 0x2a, BRANCH, 1),
    F(SOPP, 0x30, 0x31, END, 0),  F(SOP1, 0x48, 0x48, INDIRECT, 0),
    F(SOP1, 0x49, 0x49, CALL, 0), F(SOP1, 0x4a, 0x4a, INDIRECT, 0),
    F(SOPK, 0x14, 0x14, CALL, 1), F(SOPK, 0x16, 0x17, BRANCH, 1),
};
static const flow_row gfx12_flow[] = {
    F(SOPP, 0x10, 0x10, TRAP, 0), F(SOPP, 0x1f, 0x1f, END, 0),
    F(SOPP, 0x20, 0x20, JUMP, 1), F(SOPP, 0x21, 0x26, BRANCH, 1),
    F(SOPP, 0x30, 0x31, END, 0),  F(SOP1, 0x48, 0x48, INDIRECT, 0),
    F(SOP1, 0x49, 0x49, CALL, 0), F(SOP1, 0x4a, 0x4a, INDIRECT, 0),
    F(SOPK, 0x14, 0x14, CALL, 1),
};
#undef F

static const struct {
    const flow_row *rows;
    size_t n;
} fam_flow[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] = {gfx9_flow, sizeof gfx9_flow / sizeof gfx9_flow[0]},
    [VJ_FAM_GFX10] = {gfx10_flow, sizeof gfx10_flow / sizeof gfx10_flow[0]},
    [VJ_FAM_GFX11] = {gfx11_flow, sizeof gfx11_flow / sizeof gfx11_flow[0]},
    [VJ_FAM_GFX12] = {gfx12_flow, sizeof gfx12_flow / sizeof gfx12_flow[0]},
};

/* ------------------------------------------------------------------ rules */

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* The opcode of a scalar word, where each class keeps it. */
static unsigned salu_opcode(vj_inst_class cls, uint32_t w)
{
    switch (cls) {
    case VJ_CLASS_SOP1:
        return (w >> 8) & 0xff;
    case VJ_CLASS_SOPC:
    case VJ_CLASS_SOPP:
        return (w >> 16) & 0x7f;
    case VJ_CLASS_SOPK:
        return (w >> 23) & 0x1f;
    case VJ_CLASS_SOP2:
        return (w >> 23) & 0x7f;
    default:
        return 0;
    }
}

static int in_list(const int8_t *list, unsigned op)
{
    for (; *list >= 0; list++)
        if ((unsigned)*list == op)
            return 1;
    return 0;
}

static int in_ranges(const op_range *r, unsigned op)
{
    for (; r->lo >= 0; r++)
        if (op >= (unsigned)r->lo && op <= (unsigned)r->hi)
            return 1;
    return 0;
}

/* A 9-bit source field of a dword that reads a literal (255). */
static int lit9(uint32_t d, unsigned shift)
{
    return ((d >> shift) & 0x1ff) == 0xff;
}

/* SRC0 codes of a 32-bit form that add a dword: SDWA (GFX9/10), DPP16,
 * DPP8 (GFX10+, 0xea with fetch-inactive). */
static int e32_extra_dword(vj_family fam, unsigned src0)
{
    return (src0 == 0xf9 && fam <= VJ_FAM_GFX10) || src0 == 0xfa ||
           ((src0 == 0xe9 || src0 == 0xea) && fam >= VJ_FAM_GFX10);
}

/* Whether a VOP3 or VOP3P src0 selects the GFX11+ DPP forms (12 bytes). */
static int vop3_dpp(vj_family fam, unsigned src0)
{
    return fam >= VJ_FAM_GFX11 && (src0 == 0xfa || src0 == 0xe9 || src0 == 0xea);
}

/* The bytes a class's extras add, or -1 when the second dword they are read
 * from is not there yet (*need then says how many bytes to look further). */
static int extra_bytes(vj_target target, const enc_row *row, uint32_t w, const uint8_t *p,
                       size_t avail, size_t *need)
{
    vj_family fam = vj_target_family(target);
    switch ((extra)row->extra) {
    case X_NONE:
    case X_SEG15:
    case X_SEG17:
        return 0;
    case X_SSRC01: {
        int imm1 = in_list(fam_ops[fam].sopc_imm_ssrc1, salu_opcode(VJ_CLASS_SOPC, w));
        return ((w & 0xff) == 0xff || (!imm1 && ((w >> 8) & 0xff) == 0xff)) ? 4 : 0;
    }
    case X_SSRC0: {
        int nosrc = in_list(fam_ops[fam].sop1_nosrc, salu_opcode(VJ_CLASS_SOP1, w));
        return !nosrc && (w & 0xff) == 0xff ? 4 : 0;
    }
    case X_SOP2: {
        unsigned op = salu_opcode(VJ_CLASS_SOP2, w);
        int k =
            (vj_target_flags(target) & VJ_TF_SALU_FLOAT) && (op == SOP2_FMAAK || op == SOP2_FMAMK);
        return (k || (w & 0xff) == 0xff || ((w >> 8) & 0xff) == 0xff) ? 4 : 0;
    }
    case X_SOPK:
        return salu_opcode(VJ_CLASS_SOPK, w) == (unsigned)fam_ops[fam].setreg_imm32 ? 4 : 0;
    case X_E32: {
        unsigned src0 = w & 0x1ff;
        if (row->cls == VJ_CLASS_VOP1 && in_list(fam_ops[fam].vop1_nosrc, (w >> 9) & 0xff))
            return 0;
        int k = row->cls == VJ_CLASS_VOP2 && in_list(fam_ops[fam].vop2_k, (w >> 25) & 0x3f);
        return (src0 == 0xff || k || e32_extra_dword(fam, src0)) ? 4 : 0;
    }
    case X_NSA10:
        return 4 * (int)((w >> 1) & 3);
    case X_NSA11:
        return 4 * (int)(w & 1);
    case X_VOP3:
    case X_VOP3P:
    case X_VOPD:
    case X_SOFS:
    case X_VINTERP:
    case X_RSRC:
    case X_RSRC_SAMP:
        break;
    }
    if (avail < 8) {
        *need = 8;
        return -1;
    }
    uint32_t hi = rd32(p + 4);
    switch ((extra)row->extra) {
    case X_SOFS:
        return (hi >> 24) == 0xff ? 4 : 0;
    case X_VINTERP:
        return lit9(hi, 0) || lit9(hi, 9) || lit9(hi, 18) ? 4 : 0;
    case X_RSRC:
        return lit9(hi, 9) ? 4 : 0;
    case X_RSRC_SAMP:
        return lit9(hi, 9) || lit9(hi, 23) ? 4 : 0;
    default:
        break;
    }
    if (row->extra == X_VOPD) {
        unsigned opx = (w >> 22) & 0xf, opy = (w >> 17) & 0x1f;
        int lit = (w & 0x1ff) == 0xff || (hi & 0x1ff) == 0xff || opx == VOPD_FMAAK ||
                  opx == VOPD_FMAMK || opy == VOPD_FMAAK || opy == VOPD_FMAMK;
        return lit ? 4 : 0;
    }
    if (!vj_family_has_literal(fam))
        return 0;
    /* A DPP dword and a literal can both be there (16 bytes): the literal
     * from another field than src0. */
    if (row->extra == X_VOP3P) {
        int lit = lit9(hi, 0) || lit9(hi, 9) || lit9(hi, 18);
        return (vop3_dpp(fam, hi & 0x1ff) ? 4 : 0) + (lit ? 4 : 0);
    }
    unsigned op = (w >> 16) & 0x3ff;
    int src0 = !in_ranges(fam_vop3[fam].src0_not_source, op);
    int src1 = !in_ranges(fam_vop3[fam].src1_not_source, op);
    int lit = (src0 && lit9(hi, 0)) || (src1 && lit9(hi, 9)) || lit9(hi, 18) ||
              ((w & 0xff) == 0xff && in_ranges(fam_vop3[fam].vdst_source, op));
    return (src0 && vop3_dpp(fam, hi & 0x1ff) ? 4 : 0) + (lit ? 4 : 0);
}

/* FLAT, GLOBAL or SCRATCH by a SEG field (0 flat, 1 scratch, 2 global). */
static vj_inst_class flat_segment(unsigned seg)
{
    return seg == 1 ? VJ_CLASS_SCRATCH : seg == 2 ? VJ_CLASS_GLOBAL : VJ_CLASS_FLAT;
}

/* The scheduling hints, SOPP opcodes per family (llvm-mc-19: s_nop 0 is
 * 0xbf800000 everywhere, s_delay_alu 0xbf87xxxx on gfx1100 and gfx1200). */
static const int8_t gfx9_hints[] = {0x00, -1};
static const int8_t gfx11_hints[] = {0x00, 0x07, -1};
static const int8_t *const fam_hints[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] = gfx9_hints,
    [VJ_FAM_GFX10] = gfx9_hints,
    [VJ_FAM_GFX11] = gfx11_hints,
    [VJ_FAM_GFX12] = gfx11_hints,
};

static void set_flow(vj_family fam, uint32_t w, vj_inst_desc *out)
{
    if (out->cls == VJ_CLASS_SOPP && in_list(fam_hints[fam], salu_opcode(out->cls, w)))
        out->hint = 1;
    unsigned op = salu_opcode(out->cls, w);
    for (size_t i = 0; i < fam_flow[fam].n; i++) {
        const flow_row *f = &fam_flow[fam].rows[i];
        if (f->cls != out->cls || op < f->op_lo || op > f->op_hi)
            continue;
        out->flow = (vj_inst_flow)f->flow;
        out->ends_block = 1;
        if (f->has_target) {
            out->has_target = 1;
            out->target = 4 + 4 * (int64_t)(int16_t)(w & 0xffff);
        }
        return;
    }
}

vj_status vj_describe(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                      size_t offset, vj_inst_desc *out, vj_report *r)
{
    if (!code || !out || (unsigned)target >= VJ_TARGET_COUNT || offset > len) {
        if (out)
            memset(out, 0, sizeof *out);
        return vj_report_set(r, VJ_ERR_ARG, VJ_DIAG_NONE, VJ_DIAG_NONE,
                             "vj_inst_describe: invalid argument");
    }
    memset(out, 0, sizeof *out);
    vj_family fam = vj_target_family(target);
    size_t avail = len - offset;
    const uint8_t *p = code + offset;
    if (avail < 4)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (an instruction has at least 4 bytes, "
                             "%zu remain)",
                             avail);
    uint32_t w = rd32(p);
    const enc_row *row = NULL;
    for (size_t i = 0; i < fam_rows[fam].n && !row; i++)
        if ((w & fam_rows[fam].rows[i].mask) == fam_rows[fam].rows[i].match)
            row = &fam_rows[fam].rows[i];
    if (!row)
        return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                             "invalid instruction encoding (0x%08x is in no encoding class "
                             "of %s)",
                             w, vj_target_name(target));
    out->cls = (vj_inst_class)row->cls;
    if (row->extra == X_SEG15)
        out->cls = flat_segment((w >> 14) & 3);
    else if (row->extra == X_SEG17)
        out->cls = flat_segment((w >> 16) & 3);
    size_t need = row->bytes;
    int more = need <= avail ? extra_bytes(target, row, w, p, avail, &need) : -1;
    if (more >= 0)
        need = row->bytes + (size_t)more;
    if (more < 0 || need > avail)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (this %s needs %s%zu bytes, %zu remain)",
                             class_names[out->cls], more < 0 ? "at least " : "", need, avail);
    out->length = need;
    set_flow(fam, w, out);
    if (vj_inst_class_is_valu(out->cls)) {
        vj_inst inst;
        out->translatable =
            vj_decode_report(target, wave_size, code, len, offset, &inst, NULL) == VJ_OK;
        out->approx = out->translatable && vj_inst_is_approx(&inst);
    }
    return VJ_OK;
}
