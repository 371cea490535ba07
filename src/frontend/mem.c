/* mem: the memory encodings as data: one field layout per encoding and family and the
 * sweep mem.def as the opcode table, from which decode, encode and the LLVM-syntax printer
 * are driven (the assembler is mem_asm.c). No semantics here: blocks refuse these words. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "frontend/frontend.h"
#include "util/strbuf.h"

/* ------------------------------------------------------------- the tables */

#define T(x)                                                                                      \
    (1u << VJ_##x | (VJ_##x == VJ_GFX942 ? 1u << VJ_GFX950 : 0u) |                                \
     (VJ_##x == VJ_GFX1200 ? 1u << VJ_GFX1250 : 0u))
#define ALL 0xffffu

const vj_mem_row vj_mem_table[] = {
#define VJ_MEM(fam, enc, op, nm, shape, dst, d, b, cls, tg)                                       \
    {nm, (uint16_t)(tg), VJ_FAM_##fam, VJ_ME_##enc, VJ_MCL_##cls, VJ_MS_##shape, op, dst, d, b},
#define VJ_MEM_FMT(fam, kind, v, nm)
#include "frontend/mem.def"
#undef VJ_MEM
#undef VJ_MEM_FMT
};
const size_t vj_mem_count = sizeof vj_mem_table / sizeof vj_mem_table[0];
#undef T
#undef ALL

/* MTBUF's format names, as llvm-mc-19 prints them (mem.def). */
static const struct {
    uint8_t fam;
    char kind;
    uint8_t value;
    const char *name;
} formats[] = {
#define VJ_MEM(fam, enc, op, nm, shape, dst, d, b, cls, tg)
#define VJ_MEM_FMT(fam, kind, v, nm) {VJ_FAM_##fam, #kind[0], v, nm},
#include "frontend/mem.def"
#undef VJ_MEM
#undef VJ_MEM_FMT
};

const char *vj_mem_format_name(vj_family fam, int kind, unsigned value)
{
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (formats[i].fam == fam && formats[i].kind == kind && formats[i].value == value)
            return formats[i].name;
    return NULL;
}

int vj_mem_format_value(vj_family fam, int kind, const char *name, size_t len)
{
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (formats[i].fam == fam && formats[i].kind == kind && strlen(formats[i].name) == len &&
            strncmp(formats[i].name, name, len) == 0)
            return formats[i].value;
    return -1;
}

/* A field: its lowest bit in the instruction (dword k's bit b is 32k + b)
 * and its width; width 0: not in this encoding. */
typedef struct bits {
    uint8_t lo, width;
} bits;
/* One encoding of one family: the first dword's fixed bits, the length,
 * and where each field is. */
typedef struct layout {
    uint32_t mask, match;
    uint8_t len;
    bits f[VJ_MF_COUNT];
} layout;

/* SMEM, measured with llvm-mc-19 -show-encoding: SBASE (an SGPR pair's
 * index) 5:0, SDATA 12:6, the opcode, the cache bits; dword 1 the offset
 * (21 bits, 24 on GFX12) and SOFFSET 31:25. GFX9's IMM (17) says whether
 * OFFSET is an immediate and SOE (14) whether SOFFSET is read. */
static const layout layouts[VJ_FAM_COUNT][VJ_ME_SMEM + 1] = {
    [VJ_FAM_GFX9][VJ_ME_SMEM] = {0xfc000000u,
                                 0xc0000000u,
                                 8,
                                 {[VJ_MF_OP] = {18, 8},
                                  [VJ_MF_DATA] = {6, 7},
                                  [VJ_MF_BASE] = {0, 6},
                                  [VJ_MF_OFFSET] = {32, 21},
                                  [VJ_MF_SOFFSET] = {57, 7},
                                  [VJ_MF_IMM] = {17, 1},
                                  [VJ_MF_SOE] = {14, 1},
                                  [VJ_MF_NV] = {15, 1},
                                  [VJ_MF_GLC] = {16, 1}}},
    [VJ_FAM_GFX10][VJ_ME_SMEM] =
        {0xfc000000u,
         0xf4000000u,
         8,
         {[VJ_MF_OP] = {18, 8},
          [VJ_MF_DATA] = {6, 7},
          [VJ_MF_BASE] = {0, 6},
          [VJ_MF_OFFSET] = {32, 21},
          [VJ_MF_SOFFSET] = {57, 7},
          [VJ_MF_DLC] = {14, 1},
          [VJ_MF_GLC] = {16, 1}}},
    [VJ_FAM_GFX11][VJ_ME_SMEM] =
        {0xfc000000u,
         0xf4000000u,
         8,
         {[VJ_MF_OP] = {18, 8},
          [VJ_MF_DATA] = {6, 7},
          [VJ_MF_BASE] = {0, 6},
          [VJ_MF_OFFSET] = {32, 21},
          [VJ_MF_SOFFSET] = {57, 7},
          [VJ_MF_DLC] = {13, 1},
          [VJ_MF_GLC] = {14, 1}}},
    [VJ_FAM_GFX12][VJ_ME_SMEM] =
        {0xfc000000u,
         0xf4000000u,
         8,
         {[VJ_MF_OP] = {13, 6},
          [VJ_MF_DATA] = {6, 7},
          [VJ_MF_BASE] = {0, 6},
          [VJ_MF_OFFSET] = {32, 24},
          [VJ_MF_SOFFSET] = {57, 7},
          [VJ_MF_SCOPE] = {21, 2},
          [VJ_MF_TH] = {23, 2}}},
};

/* FLAT, GLOBAL and SCRATCH: one encoding whose SEG field (15:14 before
 * GFX11, 17:16 on GFX11) names the three, so each is the FLAT layout with
 * its SEG in the match; GFX12 gives each its own prefix byte and 96 bits
 * (SADDR 6:0, the opcode 21:14; VDST, SVE 49, SCOPE, TH, VDATA; VADDR 71:64
 * and a 24-bit OFFSET). Dword 1 before GFX12: VADDR, VDATA, SADDR 54:48,
 * NV (GFX9; gfx90a's ACC: the data registers are AGPRs) or SVE (GFX11) 55,
 * VDST 63:56. */
#define FLAT9(seg)                                                                                \
    {                                                                                             \
        0xfc00c000u, 0xdc000000u | (seg) << 14, 8,                                                \
        {                                                                                         \
            [VJ_MF_OP] = {18, 7}, [VJ_MF_OFFSET] = {0, 13}, [VJ_MF_LDS] = {13, 1},                \
            [VJ_MF_SEG] = {14, 2}, [VJ_MF_GLC] = {16, 1}, [VJ_MF_SLC] = {17, 1},                  \
            [VJ_MF_SC1] = {25, 1}, [VJ_MF_BASE] = {32, 8}, [VJ_MF_DATA] = {40, 8},                \
            [VJ_MF_SADDR] = {48, 7}, [VJ_MF_ACC] = {55, 1}, [VJ_MF_VDST] = {                      \
                56,                                                                               \
                8                                                                                 \
            }                                                                                     \
        }                                                                                         \
    }
#define FLAT10(seg)                                                                               \
    {                                                                                             \
        0xfc00c000u, 0xdc000000u | (seg) << 14, 8,                                                \
        {                                                                                         \
            [VJ_MF_OP] = {18, 7}, [VJ_MF_OFFSET] = {0, 12}, [VJ_MF_DLC] = {12, 1},                \
            [VJ_MF_LDS] = {13, 1}, [VJ_MF_SEG] = {14, 2}, [VJ_MF_GLC] = {16, 1},                  \
            [VJ_MF_SLC] = {17, 1}, [VJ_MF_BASE] = {32, 8}, [VJ_MF_DATA] = {40, 8},                \
            [VJ_MF_SADDR] = {48, 7}, [VJ_MF_NV] = {55, 1}, [VJ_MF_VDST] = {                       \
                56,                                                                               \
                8                                                                                 \
            }                                                                                     \
        }                                                                                         \
    }
#define FLAT11(seg)                                                                               \
    {                                                                                             \
        0xfc030000u, 0xdc000000u | (seg) << 16, 8,                                                \
        {                                                                                         \
            [VJ_MF_OP] = {18, 7}, [VJ_MF_OFFSET] = {0, 13}, [VJ_MF_DLC] = {13, 1},                \
            [VJ_MF_GLC] = {14, 1}, [VJ_MF_SLC] = {15, 1}, [VJ_MF_SEG] = {16, 2},                  \
            [VJ_MF_BASE] = {32, 8}, [VJ_MF_DATA] = {40, 8}, [VJ_MF_SADDR] = {48, 7},              \
            [VJ_MF_SVE] = {55, 1}, [VJ_MF_VDST] = {                                               \
                56,                                                                               \
                8                                                                                 \
            }                                                                                     \
        }                                                                                         \
    }
#define FLAT12(prefix)                                                                            \
    {                                                                                             \
        0xff000000u, (uint32_t)(prefix) << 24, 12,                                                \
        {                                                                                         \
            [VJ_MF_OP] = {14, 8}, [VJ_MF_SADDR] = {0, 7}, [VJ_MF_VDST] = {32, 8},                 \
            [VJ_MF_SVE] = {49, 1}, [VJ_MF_SCOPE] = {50, 2}, [VJ_MF_TH] = {52, 3},                 \
            [VJ_MF_DATA] = {55, 8}, [VJ_MF_BASE] = {64, 8}, [VJ_MF_OFFSET] = {                    \
                72,                                                                               \
                24                                                                                \
            }                                                                                     \
        }                                                                                         \
    }
static const layout flat_layouts[VJ_FAM_COUNT][3] = {
    [VJ_FAM_GFX9] = {FLAT9(0), FLAT9(2), FLAT9(1)},
    [VJ_FAM_GFX10] = {FLAT10(0), FLAT10(2), FLAT10(1)},
    [VJ_FAM_GFX11] = {FLAT11(0), FLAT11(2), FLAT11(1)},
    [VJ_FAM_GFX12] = {FLAT12(0xec), FLAT12(0xee), FLAT12(0xed)},
};
#undef FLAT9
#undef FLAT10
#undef FLAT11
#undef FLAT12

const char *const vj_mem_smem_th[4] = {NULL, "TH_LOAD_NT", "TH_LOAD_HT", "TH_LOAD_LU"};
const char *const vj_mem_scope[4] = {"SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS"};

const char *vj_mem_enc_name(vj_mem_enc enc)
{
    static const char *const names[VJ_ME_COUNT] = {"SMEM", "FLAT",  "GLOBAL", "SCRATCH",
                                                   "DS",   "MUBUF", "MTBUF"};
    return (unsigned)enc < VJ_ME_COUNT ? names[enc] : "?";
}

/* DS: OFFSET0 7:0, OFFSET1 15:8, GDS (16 on GFX9, 17 on GFX10/11, none on
 * GFX12), the opcode (24:17 on GFX9, 25:18 after), gfx90a's ACC 25;
 * ADDR 39:32, DATA0 47:40, DATA1 55:48, VDST 63:56. */
#define DS_COMMON                                                                                 \
    [VJ_MF_OFFSET] = {0, 8}, [VJ_MF_OFFSET1] = {8, 8}, [VJ_MF_BASE] = {32, 8},                    \
    [VJ_MF_DATA] = {40, 8}, [VJ_MF_DATA1] = {48, 8}, [VJ_MF_VDST] = {56, 8}
static const layout ds_layouts[VJ_FAM_COUNT] = {
    [VJ_FAM_GFX9] =
        {0xfc000000u,
         0xd8000000u,
         8,
         {DS_COMMON, [VJ_MF_GDS] = {16, 1}, [VJ_MF_OP] = {17, 8}, [VJ_MF_ACC] = {25, 1}}},
    [VJ_FAM_GFX10] = {0xfc000000u,
                      0xd8000000u,
                      8,
                      {DS_COMMON, [VJ_MF_GDS] = {17, 1}, [VJ_MF_OP] = {18, 8}}},
    [VJ_FAM_GFX11] = {0xfc000000u,
                      0xd8000000u,
                      8,
                      {DS_COMMON, [VJ_MF_GDS] = {17, 1}, [VJ_MF_OP] = {18, 8}}},
    [VJ_FAM_GFX12] = {0xfc000000u,
                      0xd8000000u,
                      8,
                      {DS_COMMON, [VJ_MF_OP] = {18, 8}, [VJ_MF_GDS] = {17, 1}}},
};
#undef DS_COMMON

static const struct {
    const char *letters;
    unsigned offs;
} ds_shapes[] = {
#define VJ_DS_ROW(id, letters, offs) [VJ_MS_##id - VJ_MS_DS_AX_O1] = {letters, offs},
    VJ_DS_SHAPES(VJ_DS_ROW)
#undef VJ_DS_ROW
};

const char *vj_mem_ds_letters(vj_mem_shape shape)
{
    return shape >= VJ_MS_DS_AX_O1 && shape < VJ_MS_COUNT
               ? ds_shapes[shape - VJ_MS_DS_AX_O1].letters
               : "";
}

unsigned vj_mem_ds_offsets(vj_mem_shape shape)
{
    return shape >= VJ_MS_DS_AX_O1 && shape < VJ_MS_COUNT ? ds_shapes[shape - VJ_MS_DS_AX_O1].offs
                                                          : 0;
}

/* MUBUF and MTBUF, measured with llvm-mc-19 a bit at a time (the ISA
 * guides' MUBUF/MTBUF field tables agree): OFFSET 11:0; before GFX11 OFFEN
 * 12, IDXEN 13, GLC 14; dword 1 VADDR 39:32, VDATA 47:40, SRSRC 52:48 (an
 * SGPR quad's index), SOFFSET 63:56. GFX9's MUBUF: bit 15 gfx90a's SCC
 * (gfx942's SC1), LDS 16, SLC 17, the opcode 24:18, TFE 55 (gfx90a/942's
 * ACC); its MTBUF: the opcode 18:15, DFMT 22:19 and NFMT 25:23 (one 7-bit
 * FORMAT here), SC1 53, SLC 54, TFE 55. GFX10: DLC 15, the MUBUF opcode
 * 24:18 with its bit 7 in 25, the MTBUF opcode 18:16 with its bit 3 in 53,
 * FORMAT 25:19, SLC 54, TFE 55. GFX11: SLC 12, DLC 13, GLC 14, the opcode
 * 25:18 (MTBUF 18:15, FORMAT 25:19), TFE 53, OFFEN 54, IDXEN 55. GFX12's
 * VBUFFER (96 bits): SOFFSET 6:0, the opcode 21:14 (MTBUF: 17:14 under
 * 1000), TFE 22; VDATA 39:32, SRSRC 49:41 (an SGPR's code), SCOPE 51:50,
 * TH 54:52, FORMAT 61:55, OFFEN 62, IDXEN 63; VADDR 71:64, OFFSET 95:72. */
#define BUF_COMMON                                                                                \
    [VJ_MF_OFFSET] = {0, 12}, [VJ_MF_BASE] = {32, 8}, [VJ_MF_DATA] = {40, 8},                     \
    [VJ_MF_SRSRC] = {48, 5}, [VJ_MF_SOFFSET] = {56, 8}
#define BUF_GFX12(op)                                                                             \
    [VJ_MF_SOFFSET] = {0, 7}, [VJ_MF_OP] = {14, op}, [VJ_MF_TFE] = {22, 1},                       \
    [VJ_MF_DATA] = {32, 8}, [VJ_MF_SRSRC] = {41, 9}, [VJ_MF_SCOPE] = {50, 2},                     \
    [VJ_MF_TH] = {52, 3}, [VJ_MF_FORMAT] = {55, 7}, [VJ_MF_OFFEN] = {62, 1},                      \
    [VJ_MF_IDXEN] = {63, 1}, [VJ_MF_BASE] = {64, 8}, [VJ_MF_OFFSET] = {72, 24}
static const layout buf_layouts[VJ_FAM_COUNT][2] = {
    [VJ_FAM_GFX9] = {{0xfc000000u,
                      0xe0000000u,
                      8,
                      {BUF_COMMON, [VJ_MF_OFFEN] = {12, 1}, [VJ_MF_IDXEN] = {13, 1},
                       [VJ_MF_GLC] = {14, 1}, [VJ_MF_SC1] = {15, 1}, [VJ_MF_LDS] = {16, 1},
                       [VJ_MF_SLC] = {17, 1}, [VJ_MF_OP] = {18, 7}, [VJ_MF_TFE] = {55, 1}}},
                     {0xfc000000u,
                      0xe8000000u,
                      8,
                      {BUF_COMMON, [VJ_MF_OFFEN] = {12, 1}, [VJ_MF_IDXEN] = {13, 1},
                       [VJ_MF_GLC] = {14, 1}, [VJ_MF_OP] = {15, 4}, [VJ_MF_FORMAT] = {19, 7},
                       [VJ_MF_SC1] = {53, 1}, [VJ_MF_SLC] = {54, 1}, [VJ_MF_TFE] = {55, 1}}}},
    [VJ_FAM_GFX10] =
        {{0xfc000000u,
          0xe0000000u,
          8,
          {BUF_COMMON, [VJ_MF_OFFEN] = {12, 1}, [VJ_MF_IDXEN] = {13, 1}, [VJ_MF_GLC] = {14, 1},
           [VJ_MF_DLC] = {15, 1}, [VJ_MF_LDS] = {16, 1}, [VJ_MF_OP] = {18, 7},
           [VJ_MF_OPM] = {25, 1}, [VJ_MF_SLC] = {54, 1}, [VJ_MF_TFE] = {55, 1}}},
         {0xfc000000u,
          0xe8000000u,
          8,
          {BUF_COMMON, [VJ_MF_OFFEN] = {12, 1}, [VJ_MF_IDXEN] = {13, 1}, [VJ_MF_GLC] = {14, 1},
           [VJ_MF_DLC] = {15, 1}, [VJ_MF_OP] = {16, 3}, [VJ_MF_FORMAT] = {19, 7},
           [VJ_MF_OPM] = {53, 1}, [VJ_MF_SLC] = {54, 1}, [VJ_MF_TFE] = {55, 1}}}},
    [VJ_FAM_GFX11] = {{0xfc000000u,
                       0xe0000000u,
                       8,
                       {BUF_COMMON, [VJ_MF_SLC] = {12, 1}, [VJ_MF_DLC] = {13, 1},
                        [VJ_MF_GLC] = {14, 1}, [VJ_MF_OP] = {18, 8}, [VJ_MF_TFE] = {53, 1},
                        [VJ_MF_OFFEN] = {54, 1}, [VJ_MF_IDXEN] = {55, 1}}},
                      {0xfc000000u,
                       0xe8000000u,
                       8,
                       {BUF_COMMON, [VJ_MF_SLC] = {12, 1}, [VJ_MF_DLC] = {13, 1},
                        [VJ_MF_GLC] = {14, 1}, [VJ_MF_OP] = {15, 4}, [VJ_MF_FORMAT] = {19, 7},
                        [VJ_MF_TFE] = {53, 1}, [VJ_MF_OFFEN] = {54, 1}, [VJ_MF_IDXEN] = {55, 1}}}},
    [VJ_FAM_GFX12] = {{0xfc200000u, 0xc4000000u, 12, {BUF_GFX12(8)}},
                      {0xfc3c0000u, 0xc4200000u, 12, {BUF_GFX12(4)}}},
};
#undef BUF_COMMON
#undef BUF_GFX12

static const layout *layout_of(vj_target target, unsigned enc)
{
    vj_family fam = vj_target_family(target);
    if (enc == VJ_ME_MUBUF || enc == VJ_ME_MTBUF)
        return &buf_layouts[fam][enc - VJ_ME_MUBUF];
    if (enc == VJ_ME_DS)
        return &ds_layouts[fam];
    return enc >= VJ_ME_FLAT ? &flat_layouts[fam][enc - VJ_ME_FLAT] : &layouts[fam][enc];
}

static int on_target(const vj_mem_row *row, vj_target target)
{
    return row->fam == vj_target_family(target) && (row->targets >> target & 1u);
}

int vj_mem_enc_of(vj_target target, uint32_t lo)
{
    for (unsigned e = 0; e < VJ_ME_COUNT; e++) {
        const layout *l = layout_of(target, e);
        if (l->len && (lo & l->mask) == l->match)
            return (int)e;
    }
    return -1;
}

static const vj_mem_row *by_opcode(vj_target target, unsigned enc, unsigned op)
{
    for (size_t i = 0; i < vj_mem_count; i++) {
        const vj_mem_row *r = &vj_mem_table[i];
        if (r->enc == enc && r->opcode == op && on_target(r, target))
            return r;
    }
    return NULL;
}

const vj_mem_row *vj_mem_by_name(vj_target target, const char *name)
{
    for (size_t i = 0; i < vj_mem_count; i++)
        if (strcmp(vj_mem_table[i].name, name) == 0 && on_target(&vj_mem_table[i], target))
            return &vj_mem_table[i];
    return NULL;
}

int vj_mem_name_known(const char *name)
{
    for (size_t i = 0; i < vj_mem_count; i++)
        if (strcmp(vj_mem_table[i].name, name) == 0)
            return 1;
    return 0;
}

/* ------------------------------------------------------------- the fields */

static uint32_t get_bits(const uint32_t w[3], bits b)
{
    uint32_t v = 0;
    for (unsigned i = 0; i < b.width; i++) {
        unsigned at = b.lo + i;
        v |= ((w[at / 32] >> (at % 32)) & 1u) << i;
    }
    return v;
}

static void set_bits(uint32_t w[3], bits b, uint32_t v)
{
    for (unsigned i = 0; i < b.width; i++) {
        unsigned at = b.lo + i;
        w[at / 32] = (w[at / 32] & ~(1u << (at % 32))) | ((v >> i) & 1u) << (at % 32);
    }
}

int vj_mem_has(const vj_minst *in, vj_mem_field f)
{
    return layout_of(in->target, in->row->enc)->f[f].width != 0;
}

uint32_t vj_mem_get(const vj_minst *in, vj_mem_field f)
{
    return get_bits(in->w, layout_of(in->target, in->row->enc)->f[f]);
}

void vj_mem_set(vj_minst *in, vj_mem_field f, uint32_t v)
{
    set_bits(in->w, layout_of(in->target, in->row->enc)->f[f], v);
}

void vj_mem_init(vj_minst *in, const vj_mem_row *row, vj_target target)
{
    memset(in, 0, sizeof *in);
    in->row = row;
    in->target = target;
    const layout *l = layout_of(target, row->enc);
    in->len = l->len;
    in->w[0] = l->match;
    set_bits(in->w, l->f[VJ_MF_OP], row->opcode);
    set_bits(in->w, l->f[VJ_MF_OPM], row->opcode >> l->f[VJ_MF_OP].width);
    if (l->f[VJ_MF_FORMAT].width) /* its default, BUF_FMT_8_UNORM (GFX9: DFMT 1, NFMT 0) */
        set_bits(in->w, l->f[VJ_MF_FORMAT], 1);
}

unsigned vj_mem_null_code(vj_family fam)
{
    return fam >= VJ_FAM_GFX11 ? 124 : 125;
}

static int32_t sext(uint32_t v, unsigned width)
{
    uint32_t m = 1u << (width - 1);
    return (int32_t)((v ^ m) - m);
}

/* ----------------------------------------------------------------- decode */

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* What an SGPR operand of a memory word may be (llvm-mc-19's register
 * classes): SDATA takes no m0 and no exec; SBASE takes exec; SOFFSET any. */
enum { R_DATA, R_BASE, R_SADDR, R_ANY }; /* R_SADDR: SCRATCH's, m0 and no exec_hi */

/* A scalar register range of n dwords at code c as llvm-mc-19 prints it; 0
 * when it prints none (the word is invalid). Measured: null (any size) is
 * "null"; a pair or a wider range is aligned down (2, or 4 from 3 dwords
 * on) when it starts in the SGPRs or the ttmps, and a range must end by
 * s103 or ttmp15. */
static int sreg_range(vj_family fam, unsigned c, unsigned n, int cls, char *buf, size_t size)
{
    if (c == vj_mem_null_code(fam)) {
        snprintf(buf, size, "null");
        return 1;
    }
    unsigned sgpr_max = fam == VJ_FAM_GFX9 ? 101 : 105;
    if (n >= 3) {
        unsigned a = c & ~3u;
        if (c <= sgpr_max && a + n <= 104)
            snprintf(buf, size, "s[%u:%u]", a, a + n - 1);
        else if (c >= 108 && c < 124 && a + n <= 124 && n != 3) /* no ttmp[a:a+2] */
            snprintf(buf, size, "ttmp[%u:%u]", a - 108, a - 108 + n - 1);
        else
            return 0;
        return 1;
    }
    vj_operand op;
    vj_slot slot = n == 2 ? VJ_SLOT_B64 : VJ_SLOT_B32;
    if (vj_operand_from_code(fam, slot, c, 0, &op) != VJ_OPND_OK || op.kind != VJ_OPND_SREG)
        return 0;
    if ((cls == R_DATA || cls == R_BASE) && op.index == VJ_SREG_M0)
        return 0;
    if ((cls == R_DATA && (op.index == VJ_SREG_EXEC_LO || op.index == VJ_SREG_EXEC_HI)) ||
        (cls == R_SADDR && op.index == VJ_SREG_EXEC_HI))
        return 0;
    vj_operand_print(fam, slot, &op, buf, size);
    return 1;
}

static vj_status bad(vj_report *r, size_t offset, const char *why, const char *name)
{
    return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                         "invalid instruction encoding (%s%s%s)", name ? name : "",
                         name ? ": " : "", why);
}

vj_status vj_mem_decode(vj_target target, const uint8_t *code, size_t len, size_t offset,
                        vj_minst *out, vj_report *r)
{
    memset(out, 0, sizeof *out);
    if (len < offset || len - offset < 4)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (a memory word has at least 8 bytes)");
    uint32_t lo = rd32(code + offset);
    int enc = vj_mem_enc_of(target, lo);
    if (enc < 0)
        return bad(r, offset, "not a memory word", NULL);
    const layout *l = layout_of(target, (unsigned)enc);
    if (len - offset < l->len)
        return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                             "truncated instruction (%s has %u bytes)",
                             vj_mem_enc_name((vj_mem_enc)enc), (unsigned)l->len);
    uint32_t w[3] = {lo, 0, 0};
    for (unsigned i = 1; i < l->len / 4u; i++)
        w[i] = rd32(code + offset + 4 * i);
    unsigned op = get_bits(w, l->f[VJ_MF_OP]) | get_bits(w, l->f[VJ_MF_OPM])
                                                    << l->f[VJ_MF_OP].width;
    const vj_mem_row *row = by_opcode(target, (unsigned)enc, op);
    if (!row)
        return vj_report_set(r, VJ_ERR_DECODE, offset, VJ_DIAG_NONE,
                             "invalid instruction encoding (%s opcode 0x%x is not on %s)",
                             vj_mem_enc_name((vj_mem_enc)enc), op, vj_target_name(target));
    out->row = row;
    out->target = target;
    out->len = l->len;
    /* GFX10/11's MUBUF and MTBUF: SOFFSET 255 reads a 32-bit literal after
     * the word, as llvm-mc-19 decodes it */
    vj_family fam = vj_target_family(target);
    if ((enc == VJ_ME_MUBUF || enc == VJ_ME_MTBUF) &&
        (fam == VJ_FAM_GFX10 || fam == VJ_FAM_GFX11) && get_bits(w, l->f[VJ_MF_SOFFSET]) == 255) {
        if (len - offset < 12)
            return vj_report_set(r, VJ_ERR_TRUNCATED, offset, VJ_DIAG_NONE,
                                 "truncated instruction (%s with a literal has 12 bytes)",
                                 vj_mem_enc_name((vj_mem_enc)enc));
        w[2] = rd32(code + offset + 8);
        out->len = 12;
    }
    memcpy(out->w, w, sizeof w);
    char tmp[256];
    if (vj_mem_print(out, tmp, sizeof tmp) < 0)
        return bad(r, offset, "an operand llvm-mc-19 does not print", row->name);
    return VJ_OK;
}

size_t vj_mem_encode(const vj_minst *in, uint8_t out[12])
{
    for (unsigned i = 0; i < in->len; i++)
        out[i] = (uint8_t)(in->w[i / 4] >> (8 * (i % 4)));
    return in->len;
}

/* ------------------------------------------------------------------ print */

static void hex_signed(vj_strbuf *o, int32_t v)
{
    if (v < 0)
        vj_sb_printf(o, "-0x%x", (unsigned)-(int64_t)v);
    else
        vj_sb_printf(o, "0x%x", (unsigned)v);
}

static void small_imm(vj_strbuf *o, unsigned v)
{
    vj_sb_printf(o, v <= 64 ? "%u" : "0x%x", v);
}

/* SMEM's offset operand: an immediate, SOFFSET, or both (offset:). */
static int smem_offset(const vj_minst *in, vj_strbuf *o)
{
    vj_family fam = vj_target_family(in->target);
    const layout *l = layout_of(in->target, in->row->enc);
    uint32_t off = get_bits(in->w, l->f[VJ_MF_OFFSET]);
    int32_t soff = sext(off, l->f[VJ_MF_OFFSET].width);
    unsigned so = vj_mem_get(in, VJ_MF_SOFFSET);
    char tmp[32];
    if (fam == VJ_FAM_GFX9) {
        unsigned imm = vj_mem_get(in, VJ_MF_IMM), soe = vj_mem_get(in, VJ_MF_SOE);
        if (!imm && !soe)
            so = off & 0x7f;
        if (!imm || soe) {
            if (!sreg_range(fam, so, 1, R_ANY, tmp, sizeof tmp))
                return 0;
            vj_sb_puts(o, tmp);
        }
        if (imm) {
            vj_sb_puts(o, soe ? " offset:" : "");
            hex_signed(o, soff);
        }
        return 1;
    }
    if (so == vj_mem_null_code(fam)) {
        if (soff == 0 && fam < VJ_FAM_GFX12)
            vj_sb_puts(o, "null");
        else
            hex_signed(o, soff);
        return 1;
    }
    if (!sreg_range(fam, so, 1, R_ANY, tmp, sizeof tmp))
        return 0;
    vj_sb_puts(o, tmp);
    if (soff != 0 || fam >= VJ_FAM_GFX12) {
        vj_sb_puts(o, " offset:");
        hex_signed(o, soff);
    }
    return 1;
}

static void smem_cache(const vj_minst *in, vj_strbuf *o)
{
    if (vj_mem_has(in, VJ_MF_GLC) && vj_mem_get(in, VJ_MF_GLC))
        vj_sb_puts(o, " glc");
    if (vj_mem_has(in, VJ_MF_DLC) && vj_mem_get(in, VJ_MF_DLC))
        vj_sb_puts(o, " dlc");
    if (vj_mem_has(in, VJ_MF_TH)) {
        unsigned th = vj_mem_get(in, VJ_MF_TH), scope = vj_mem_get(in, VJ_MF_SCOPE);
        if (th) /* 3 is TH_LOAD_BYPASS at the system scope */
            vj_sb_printf(o, " th:%s",
                         th == 3 && scope == 3 ? "TH_LOAD_BYPASS" : vj_mem_smem_th[th]);
        if (scope)
            vj_sb_printf(o, " scope:%s", vj_mem_scope[scope]);
    }
}

/* What llvm-mc-19 refuses in an SMEM word whose fields all print: GFX9's
 * IMM in a row without an offset; GFX11's GLC or DLC in a row without cache
 * bits; GFX12's immediate SDATA (s_atc_probe's, s_prefetch's) past 31. */
static int smem_valid(const vj_minst *in)
{
    vj_family fam = vj_target_family(in->target);
    vj_mem_shape shape = (vj_mem_shape)in->row->shape;
    if (fam == VJ_FAM_GFX9 && (shape == VJ_MS_S_NONE || shape == VJ_MS_S_TIME))
        return !vj_mem_get(in, VJ_MF_IMM);
    if (fam == VJ_FAM_GFX11 && shape != VJ_MS_S_DATA)
        return !vj_mem_get(in, VJ_MF_GLC) && !vj_mem_get(in, VJ_MF_DLC);
    if (fam == VJ_FAM_GFX12 &&
        (shape == VJ_MS_S_PROBE || shape == VJ_MS_S_PREFETCH || shape == VJ_MS_S_PCREL))
        return vj_mem_get(in, VJ_MF_DATA) < 32;
    return 1;
}

static int print_smem(const vj_minst *in, vj_strbuf *o)
{
    vj_family fam = vj_target_family(in->target);
    const vj_mem_row *row = in->row;
    unsigned data = vj_mem_get(in, VJ_MF_DATA), base = vj_mem_get(in, VJ_MF_BASE) * 2;
    char tmp[32];
    const char *sep = " ";
    if (!smem_valid(in))
        return 0;
    switch ((vj_mem_shape)row->shape) {
    case VJ_MS_S_NONE:
        return 1;
    case VJ_MS_S_TIME:
    case VJ_MS_S_DATA:
        if (!sreg_range(fam, data, row->data, R_DATA, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, " %s", tmp);
        if (row->shape == VJ_MS_S_TIME)
            return 1;
        sep = ", ";
        break;
    case VJ_MS_S_PROBE:
        vj_sb_puts(o, " ");
        small_imm(o, data);
        sep = ", ";
        break;
    case VJ_MS_S_PCREL:
    case VJ_MS_S_PREFETCH: {
        const layout *l = layout_of(in->target, row->enc);
        if (row->shape == VJ_MS_S_PREFETCH) {
            if (!sreg_range(fam, base, row->base, R_BASE, tmp, sizeof tmp))
                return 0;
            vj_sb_printf(o, " %s,", tmp);
        }
        vj_sb_puts(o, " ");
        hex_signed(o, sext(vj_mem_get(in, VJ_MF_OFFSET), l->f[VJ_MF_OFFSET].width));
        if (!sreg_range(fam, vj_mem_get(in, VJ_MF_SOFFSET), 1, R_ANY, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, ", %s, ", tmp);
        small_imm(o, data);
        return 1;
    }
    default:
        break;
    }
    if (!sreg_range(fam, base, row->base, R_BASE, tmp, sizeof tmp))
        return 0;
    vj_sb_printf(o, "%s%s, ", sep, tmp);
    if (!smem_offset(in, o))
        return 0;
    if (row->shape == VJ_MS_S_DATA) /* the other rows print no cache bits */
        smem_cache(in, o);
    return 1;
}

/* A VGPR (or, with gfx90a's ACC, AGPR) range of n dwords. */
static int vreg_range(const vj_minst *in, unsigned c, unsigned n, char *buf, size_t size)
{
    int acc = in->target == VJ_GFX90A || in->target == VJ_GFX942 || in->target == VJ_GFX950;
    char p = acc && vj_mem_has(in, VJ_MF_ACC) && vj_mem_get(in, VJ_MF_ACC) ? 'a' : 'v';
    if (c + n > 256)
        return 0;
    if (n == 1)
        snprintf(buf, size, "%c%u", p, c);
    else
        snprintf(buf, size, "%c[%u:%u]", p, c, c + n - 1);
    return 1;
}

static int vgpr_range(unsigned c, unsigned n, char *buf, size_t size)
{
    if (c + n > 256)
        return 0;
    if (n == 1)
        snprintf(buf, size, "v%u", c);
    else
        snprintf(buf, size, "v[%u:%u]", c, c + n - 1);
    return 1;
}

/* Whether an atomic returns its old value (VDST printed): GLC before
 * GFX12, TH_ATOMIC_RETURN (TH bit 0) on GFX12. */
static int atomic_returns(const vj_minst *in)
{
    return vj_mem_has(in, VJ_MF_GLC) ? vj_mem_get(in, VJ_MF_GLC) != 0
                                     : (vj_mem_get(in, VJ_MF_TH) & 1u) != 0;
}

/* GFX12's TH as llvm-mc-19 names it, by the row's kind (a load, a store, an
 * atomic) and SCOPE: 3 is BYPASS at the system scope for loads and stores;
 * an atomic's bit 0 is RETURN, and 4-7 are CASCADE at the device and system
 * scopes, else printed as numbers. */
static void print_th(vj_strbuf *o, int kind, unsigned th, unsigned scope)
{
    static const char *const load[8] = {NULL,
                                        "TH_LOAD_NT",
                                        "TH_LOAD_HT",
                                        "TH_LOAD_LU",
                                        "TH_LOAD_NT_RT",
                                        "TH_LOAD_RT_NT",
                                        "TH_LOAD_NT_HT",
                                        NULL};
    static const char *const store[8] = {NULL,
                                         "TH_STORE_NT",
                                         "TH_STORE_HT",
                                         "TH_STORE_RT_WB",
                                         "TH_STORE_NT_RT",
                                         "TH_STORE_RT_NT",
                                         "TH_STORE_NT_HT",
                                         "TH_STORE_NT_WB"};
    static const char *const atomic[4] = {NULL, "TH_ATOMIC_RETURN", "TH_ATOMIC_NT",
                                          "TH_ATOMIC_NT_RETURN"};
    if (!th)
        return;
    if (kind == 'A') {
        if (th < 4)
            vj_sb_printf(o, " th:%s", atomic[th]);
        else if (scope >= 2)
            vj_sb_printf(o, " th:TH_ATOMIC_CASCADE_%s", th < 6 ? "RT" : "NT");
        else
            vj_sb_printf(o, " th:TH_ATOMIC_0x%x", th);
        return;
    }
    if (th == 3 && scope == 3)
        vj_sb_printf(o, " th:%s", kind == 'S' ? "TH_STORE_BYPASS" : "TH_LOAD_BYPASS");
    else if ((kind == 'S' ? store : load)[th])
        vj_sb_printf(o, " th:%s", (kind == 'S' ? store : load)[th]);
    else
        vj_sb_printf(o, " th:0x%x", th);
}

static int is_cdna3(vj_target t)
{
    return t == VJ_GFX942 || t == VJ_GFX950;
}

/* The GFX9/GFX10 GLOBAL and SCRATCH loads that take the LDS bit (the data
 * goes to LDS, no VDST): ubyte, sbyte, ushort, sshort, dword, measured. */
static int lds_load(const vj_minst *in)
{
    static const char *const names[5] = {"ubyte", "sbyte", "ushort", "sshort", "dword"};
    const char *p = strstr(in->row->name, "load_");
    for (unsigned i = 0; p && i < 5; i++)
        if (strcmp(p + 5, names[i]) == 0)
            return 1;
    return 0;
}

/* FLAT, GLOBAL, SCRATCH: [vdst,] vaddr or off, [vdata,] [saddr or off]
 * [offset:N] and the cache bits. */
static int print_flat(const vj_minst *in, vj_strbuf *o)
{
    vj_family fam = vj_target_family(in->target);
    const vj_mem_row *row = in->row;
    const layout *l = layout_of(in->target, row->enc);
    char tmp[32];
    unsigned saddr = vj_mem_get(in, VJ_MF_SADDR);
    unsigned off_code = fam == VJ_FAM_GFX9 ? 0x7f : vj_mem_null_code(fam);
    int saddr_off = saddr == off_code;
    /* gfx1030's SCRATCH prints SADDR 0x7f (exec_hi) as "off" too, a SADDR
     * all the same: "off, off"; gfx1010 has no such form (measured) */
    int st_mode = fam == VJ_FAM_GFX10 && row->enc == VJ_ME_SCRATCH && saddr == 0x7f;
    if (st_mode && in->target == VJ_GFX1010)
        return 0;
    int off_text = saddr_off || st_mode;
    /* gfx942's SCRATCH: bit 13 (LDS elsewhere) says the VADDR is used */
    int lds = vj_mem_has(in, VJ_MF_LDS) && vj_mem_get(in, VJ_MF_LDS);
    int sve = vj_mem_has(in, VJ_MF_SVE) && vj_mem_get(in, VJ_MF_SVE);
    if (is_cdna3(in->target) && row->enc == VJ_ME_SCRATCH) {
        sve = lds;
        lds = 0;
    }
    /* what llvm-mc-19 refuses: FLAT with a SADDR (GFX9: SADDR 0), GFX10's
     * NV, GFX11/12's SVE outside SCRATCH, an LDS bit where no LDS form is, a
     * GLC on gfx908's atomics that do not return */
    if (row->enc == VJ_ME_FLAT && saddr != (fam == VJ_FAM_GFX9 ? 0u : off_code))
        return 0;
    if (vj_mem_has(in, VJ_MF_NV) && vj_mem_get(in, VJ_MF_NV))
        return 0;
    if (fam >= VJ_FAM_GFX11 && sve && row->enc != VJ_ME_SCRATCH)
        return 0;
    if (lds && (row->enc == VJ_ME_FLAT || !lds_load(in)))
        return 0;
    if (row->cls == VJ_MCL_ATOMIC && row->shape == VJ_MS_F_STORE && vj_mem_has(in, VJ_MF_GLC) &&
        vj_mem_get(in, VJ_MF_GLC))
        return 0;
    /* GFX9's bit 55 (NV, gfx90a's ACC) where no data register is: the LDS
     * forms; gfx908/90a's float atomics take no bit 25 (SCC); gfx942 no
     * LDS bit; GFX12's cache ops no SADDR (measured) */
    int acc = vj_mem_has(in, VJ_MF_ACC) && vj_mem_get(in, VJ_MF_ACC);
    if (acc && (lds || row->shape == VJ_MS_F_ADDR))
        return 0;
    if ((in->target == VJ_GFX908 || in->target == VJ_GFX90A) && row->cls == VJ_MCL_ATOMIC &&
        vj_mem_get(in, VJ_MF_SC1) &&
        (strstr(row->name, "_f16") || strstr(row->name, "_f32") || strstr(row->name, "_f64")))
        return 0;
    if (lds && is_cdna3(in->target)) /* gfx942 has load_lds opcodes instead */
        return 0;
    if (row->shape == VJ_MS_F_NONE && !saddr_off)
        return 0;
    const char *sep = " ";
    int rtn = row->shape == VJ_MS_F_ATOMIC && atomic_returns(in);
    if ((row->shape == VJ_MS_F_LOAD && !lds) || rtn) {
        if (!vreg_range(in, vj_mem_get(in, VJ_MF_VDST), row->dst, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, "%s%s", sep, tmp);
        sep = ", ";
    }
    if (row->shape != VJ_MS_F_NONE && (row->base || row->enc == VJ_ME_SCRATCH)) {
        unsigned n = row->enc == VJ_ME_GLOBAL && !saddr_off ? 1 : row->base;
        int used = 1;
        if (row->enc == VJ_ME_SCRATCH)
            used = fam >= VJ_FAM_GFX11 || is_cdna3(in->target) ? sve : saddr_off;
        if (used && !vgpr_range(vj_mem_get(in, VJ_MF_BASE), n, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, "%s%s", sep, used ? tmp : "off");
        sep = ", ";
    }
    if (row->shape == VJ_MS_F_STORE || row->shape == VJ_MS_F_ATOMIC) {
        if (!vreg_range(in, vj_mem_get(in, VJ_MF_DATA), row->data, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, "%s%s", sep, tmp);
        sep = ", ";
    }
    if (row->enc != VJ_ME_FLAT && row->shape != VJ_MS_F_NONE) {
        if (off_text)
            snprintf(tmp, sizeof tmp, "off");
        else if (!sreg_range(fam, saddr, row->enc == VJ_ME_GLOBAL ? 2 : 1,
                             row->enc == VJ_ME_GLOBAL ? R_BASE : R_SADDR, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, "%s%s", sep, tmp);
    }
    /* FLAT's offset is unsigned before GFX12 */
    uint32_t raw = vj_mem_get(in, VJ_MF_OFFSET);
    int32_t off = row->enc == VJ_ME_FLAT && fam < VJ_FAM_GFX12
                      ? (int32_t)raw
                      : sext(raw, l->f[VJ_MF_OFFSET].width);
    if (off && row->shape != VJ_MS_F_NONE)
        vj_sb_printf(o, " offset:%d", off);
    if (vj_mem_has(in, VJ_MF_TH)) {
        unsigned scope = vj_mem_get(in, VJ_MF_SCOPE);
        int kind = row->shape == VJ_MS_F_ATOMIC ? 'A' : row->shape == VJ_MS_F_STORE ? 'S' : 'L';
        print_th(o, kind, vj_mem_get(in, VJ_MF_TH), scope);
        if (scope)
            vj_sb_printf(o, " scope:%s", vj_mem_scope[scope]);
        return 1;
    }
    int cdna3 = is_cdna3(in->target);
    if (vj_mem_get(in, VJ_MF_GLC))
        vj_sb_puts(o, cdna3 ? " sc0" : " glc");
    if (vj_mem_get(in, VJ_MF_SLC))
        vj_sb_puts(o, cdna3 ? " nt" : " slc");
    if (vj_mem_has(in, VJ_MF_DLC) && vj_mem_get(in, VJ_MF_DLC))
        vj_sb_puts(o, " dlc");
    if (vj_mem_has(in, VJ_MF_SC1) && vj_mem_get(in, VJ_MF_SC1) && in->target != VJ_GFX908)
        vj_sb_puts(o, cdna3 ? " sc1" : " scc");
    if (lds)
        vj_sb_puts(o, " lds");
    return 1;
}

/* ds_swizzle_b32's offset as llvm-mc-19 prints it: 0x80XX is
 * QUAD_PERM (four 2-bit lanes), bit 15 clear a bit-mask mode (AND 4:0, OR
 * 9:5, XOR 14:10) named SWAP (AND all, no OR, one XOR bit), REVERSE (AND
 * all, no OR, XOR 2^n - 1), BROADCAST (a group of 2^n lanes, n > 0: AND
 * clears n low bits, OR the lane, no XOR) or else BITMASK_PERM with a
 * character per bit from bit 4 (p: kept, i: inverted, else the constant
 * OR ^ XOR); any other value in decimal. */
void vj_mem_print_swizzle(unsigned v, vj_strbuf *o)
{
    if ((v & 0xff00u) == 0x8000u) {
        vj_sb_printf(o, "swizzle(QUAD_PERM,%u,%u,%u,%u)", v & 3, (v >> 2) & 3, (v >> 4) & 3,
                     (v >> 6) & 3);
        return;
    }
    if (v & 0x8000u) {
        vj_sb_printf(o, "%u", v);
        return;
    }
    unsigned and_m = v & 31, or_m = (v >> 5) & 31, xor_m = (v >> 10) & 31;
    unsigned group = 31 - and_m + 1;
    if (and_m == 31 && !or_m && xor_m && !(xor_m & (xor_m - 1))) {
        vj_sb_printf(o, "swizzle(SWAP,%u)", xor_m);
    } else if (and_m == 31 && !or_m && xor_m && !((xor_m + 1) & xor_m)) {
        vj_sb_printf(o, "swizzle(REVERSE,%u)", xor_m + 1);
    } else if (group > 1 && !(group & (group - 1)) && or_m < group && !xor_m) {
        vj_sb_printf(o, "swizzle(BROADCAST,%u,%u)", group, or_m);
    } else {
        vj_sb_puts(o, "swizzle(BITMASK_PERM,\"");
        for (int i = 4; i >= 0; i--) {
            unsigned a = and_m >> i & 1, r = or_m >> i & 1, x = xor_m >> i & 1;
            vj_sb_printf(o, "%c", a && !r ? (x ? 'i' : 'p') : (char)('0' + (r ^ x)));
        }
        vj_sb_puts(o, "\")");
    }
}

/* DS: the operands the row's letters name, then offset: (or offset0:
 * offset1:) and gds. A register field the row does not read must be 0
 * (llvm-mc-19 refuses the word otherwise). */
static int print_ds(const vj_minst *in, vj_strbuf *o)
{
    const vj_mem_row *row = in->row;
    const char *letters = vj_mem_ds_letters((vj_mem_shape)row->shape);
    static const struct {
        char letter;
        vj_mem_field field;
    } fields[4] = {{'D', VJ_MF_VDST}, {'A', VJ_MF_BASE}, {'X', VJ_MF_DATA}, {'Y', VJ_MF_DATA1}};
    for (unsigned i = 0; i < 4; i++)
        if (!strchr(letters, fields[i].letter) && vj_mem_get(in, fields[i].field))
            return 0;
    /* measured: GDS is 0 on GFX12 (bit 17 is no field there) and in
     * ds_permute/bpermute, 1 in the GWS ops, ds_ordered_count and the GS
     * register ops, and elsewhere neither printed nor checked on gfx90a/942;
     * ds_nop takes no offset and no GDS */
    vj_family fam = vj_target_family(in->target);
    int gds = vj_mem_get(in, VJ_MF_GDS);
    int cdna23 = in->target == VJ_GFX90A || is_cdna3(in->target);
    int needs_gds = strncmp(row->name, "ds_gws_", 7) == 0 ||
                    strcmp(row->name, "ds_ordered_count") == 0 || strstr(row->name, "_gs_reg_");
    if (gds ? strstr(row->name, "permute_b32") || (!cdna23 && fam == VJ_FAM_GFX12) : needs_gds)
        return 0;
    /* an ACC bit with no register it could make an AGPR (data, VDST, the GWS
     * ops' operand) */
    int gws_op = strncmp(row->name, "ds_gws_", 7) == 0 && strchr(letters, 'A');
    if (vj_mem_has(in, VJ_MF_ACC) && vj_mem_get(in, VJ_MF_ACC) && !strpbrk(letters, "DXY") &&
        !gws_op)
        return 0;
    if (gds && strstr(row->name, "bvh_stack"))
        return 0;
    if (vj_mem_ds_offsets((vj_mem_shape)row->shape) == 0 &&
        (vj_mem_get(in, VJ_MF_OFFSET) || vj_mem_get(in, VJ_MF_OFFSET1) || gds))
        return 0; /* ds_nop: no offset, no GDS */
    char tmp[32];
    const char *sep = " ";
    for (const char *l = letters; *l; l++) {
        /* ds_bvh_stack_rtn_b32's DATA1 is four dwords */
        unsigned n = *l == 'D'                                     ? row->dst
                     : *l == 'A'                                   ? 1
                     : *l == 'Y' && strstr(row->name, "bvh_stack") ? 4
                                                                   : row->data;
        vj_mem_field f = *l == 'D'   ? VJ_MF_VDST
                         : *l == 'A' ? VJ_MF_BASE
                         : *l == 'X' ? VJ_MF_DATA
                                     : VJ_MF_DATA1;
        /* (gfx90a/942's GWS operand is an AGPR with ACC too) */
        int ok = *l == 'A' && !(cdna23 && strncmp(row->name, "ds_gws_", 7) == 0)
                     ? vgpr_range(vj_mem_get(in, f), 1, tmp, sizeof tmp)
                     : vreg_range(in, vj_mem_get(in, f), n, tmp, sizeof tmp);
        if (!ok)
            return 0;
        vj_sb_printf(o, "%s%s", sep, tmp);
        sep = ", ";
    }
    unsigned o0 = vj_mem_get(in, VJ_MF_OFFSET), o1 = vj_mem_get(in, VJ_MF_OFFSET1);
    if (strcmp(row->name, "ds_swizzle_b32") == 0 && (o0 | o1)) {
        vj_sb_puts(o, " offset:");
        vj_mem_print_swizzle(o0 | o1 << 8, o);
    } else
        switch (vj_mem_ds_offsets((vj_mem_shape)row->shape)) {
        case 1:
            if (o0 | o1)
                vj_sb_printf(o, " offset:%u", o0 | o1 << 8);
            break;
        case 2:
            if (o0)
                vj_sb_printf(o, " offset0:%u", o0);
            if (o1)
                vj_sb_printf(o, " offset1:%u", o1);
            break;
        default:
            break;
        }
    if (gds && (!cdna23 || needs_gds))
        vj_sb_puts(o, " gds");
    return 1;
}

/* MUBUF/MTBUF's SOFFSET as llvm-mc-19 prints it: before GFX12 an 8-bit
 * scalar source (an SGPR, a special register, an inline constant; no
 * literal, no LDS direct), on GFX12 a 7-bit SGPR code. */
static int buf_soffset(const vj_minst *in, char *buf, size_t size)
{
    vj_family fam = vj_target_family(in->target);
    unsigned c = vj_mem_get(in, VJ_MF_SOFFSET);
    if (fam == VJ_FAM_GFX12 || c < 128)
        return sreg_range(fam, c, 1, R_ANY, buf, size);
    if (c == 255 && in->len == 12) { /* GFX10/11's literal */
        static const struct {
            uint32_t bits;
            const char *text;
        } floats[9] = {{0x3f000000u, "0.5"},  {0xbf000000u, "-0.5"}, {0x3f800000u, "1.0"},
                       {0xbf800000u, "-1.0"}, {0x40000000u, "2.0"},  {0xc0000000u, "-2.0"},
                       {0x40800000u, "4.0"},  {0xc0800000u, "-4.0"}, {0x3e22f983u, "0.15915494"}};
        uint32_t v = in->w[2];
        int32_t sv = (int32_t)v;
        /* measured: a value an inline constant has prints as that constant */
        if (sv >= -16 && sv <= 64) {
            snprintf(buf, size, "%d", (int)sv);
            return 1;
        }
        for (unsigned i = 0; i < 9; i++)
            if (floats[i].bits == v) {
                snprintf(buf, size, "%s", floats[i].text);
                return 1;
            }
        snprintf(buf, size, "0x%x", (unsigned)v);
        return 1;
    }
    vj_operand op;
    if (c == 254 || c == 255 || vj_operand_from_code(fam, VJ_SLOT_B32, c, 0, &op) != VJ_OPND_OK ||
        op.kind == VJ_OPND_LITERAL)
        return 0;
    vj_operand_print(fam, VJ_SLOT_B32, &op, buf, size);
    return 1;
}

/* MTBUF's format:[...] (nothing for the default, 1): GFX9's DFMT (FORMAT
 * 3:0, default 1) and NFMT (6:4, default 0) by name, each only when not its
 * default; GFX10+'s unified format by name, or as a number without one. */
static void buf_format(const vj_minst *in, vj_strbuf *o)
{
    vj_family fam = vj_target_family(in->target);
    unsigned f = vj_mem_get(in, VJ_MF_FORMAT);
    if (f == 1)
        return;
    if (fam == VJ_FAM_GFX9) {
        const char *d = (f & 15) != 1 ? vj_mem_format_name(fam, 'D', f & 15) : NULL;
        const char *n = (f >> 4) != 0 ? vj_mem_format_name(fam, 'N', f >> 4) : NULL;
        vj_sb_printf(o, " format:[%s%s%s]", d ? d : "", d && n ? "," : "", n ? n : "");
        return;
    }
    const char *name = vj_mem_format_name(fam, 'U', f);
    if (name)
        vj_sb_printf(o, " format:[%s]", name);
    else
        vj_sb_printf(o, " format:%u", f);
}

/* MUBUF, MTBUF, GFX12's VBUFFER: [vdata,] [vaddr or off,] srsrc, soffset
 * [format:[...]] [idxen] [offen] [offset:N], the cache bits, [lds] [tfe].
 * VADDR is one register with IDXEN or OFFEN, two with both; the LDS bit
 * (GFX9/10) drops VDATA; TFE adds a dword to VDATA. */
static int print_buf(const vj_minst *in, vj_strbuf *o)
{
    vj_family fam = vj_target_family(in->target);
    const vj_mem_row *row = in->row;
    vj_mem_shape shape = (vj_mem_shape)row->shape;
    int cdna23 = in->target == VJ_GFX90A || is_cdna3(in->target);
    unsigned idxen = vj_mem_get(in, VJ_MF_IDXEN), offen = vj_mem_get(in, VJ_MF_OFFEN);
    int lds = vj_mem_has(in, VJ_MF_LDS) && vj_mem_get(in, VJ_MF_LDS);
    /* gfx90a/942: bit 55 is ACC (AGPR data), no TFE */
    int tfe = !cdna23 && vj_mem_get(in, VJ_MF_TFE);
    int acc = cdna23 && vj_mem_get(in, VJ_MF_TFE);
    char tmp[48];
    if (shape == VJ_MS_B_NONE) {
        /* measured: no IDXEN, OFFEN, TFE (ACC), LDS or DLC; GLC and SC1 only
         * in gfx90a's buffer_wbl2 (not printed) and gfx942's buffer_wbl2 and
         * buffer_inv (printed as sc0, sc1); the other fields are not read */
        int cpol = (in->target == VJ_GFX90A || is_cdna3(in->target)) &&
                   (strcmp(row->name, "buffer_wbl2") == 0 ||
                    (is_cdna3(in->target) && strcmp(row->name, "buffer_inv") == 0));
        unsigned glc = vj_mem_get(in, VJ_MF_GLC);
        unsigned sc1 = vj_mem_has(in, VJ_MF_SC1) ? vj_mem_get(in, VJ_MF_SC1) : 0;
        if (idxen || offen || vj_mem_get(in, VJ_MF_TFE) || lds ||
            (vj_mem_has(in, VJ_MF_DLC) && vj_mem_get(in, VJ_MF_DLC)) || ((glc || sc1) && !cpol))
            return 0;
        if (cpol && is_cdna3(in->target)) {
            if (glc)
                vj_sb_puts(o, " sc0");
            if (sc1)
                vj_sb_puts(o, " sc1");
        }
        return 1;
    }
    if (lds && shape != VJ_MS_B_DATA_LDS && shape != VJ_MS_B_RSRC)
        return 0;
    if (shape == VJ_MS_B_RSRC && (!lds || idxen || offen))
        return 0;
    /* measured: TFE (on gfx908 and GFX10+) only in MUBUF's loads and stores
     * (not the LDS forms); bit 55 (TFE, gfx90a/942's ACC) never with LDS; DLC
     * not in GFX10's atomics; GLC not in gfx908's float atomics (they do not
     * return), SC1 not in gfx90a's */
    if (tfe &&
        (row->enc == VJ_ME_MTBUF || row->cls == VJ_MCL_ATOMIC || lds || shape == VJ_MS_B_ADDR))
        return 0;
    if (lds && vj_mem_get(in, VJ_MF_TFE))
        return 0;
    if (row->cls == VJ_MCL_ATOMIC && fam == VJ_FAM_GFX10 && vj_mem_get(in, VJ_MF_DLC))
        return 0;
    int fatomic =
        row->cls == VJ_MCL_ATOMIC &&
        (strstr(row->name, "_f16") || strstr(row->name, "_f32") || strstr(row->name, "_f64"));
    if (fatomic && ((in->target == VJ_GFX908 && vj_mem_get(in, VJ_MF_GLC)) ||
                    (in->target == VJ_GFX90A && vj_mem_get(in, VJ_MF_SC1))))
        return 0;
    const char *sep = " ";
    if ((shape == VJ_MS_B_DATA || shape == VJ_MS_B_DATA_LDS) && !lds) {
        unsigned n = row->data + (unsigned)tfe, c = vj_mem_get(in, VJ_MF_DATA);
        if (c + n > 256)
            return 0;
        if (n == 1)
            snprintf(tmp, sizeof tmp, "%c%u", acc ? 'a' : 'v', c);
        else
            snprintf(tmp, sizeof tmp, "%c[%u:%u]", acc ? 'a' : 'v', c, c + n - 1);
        vj_sb_printf(o, "%s%s", sep, tmp);
        sep = ", ";
    }
    if (shape != VJ_MS_B_RSRC) {
        unsigned n = idxen + offen;
        if (!n)
            snprintf(tmp, sizeof tmp, "off");
        else if (!vgpr_range(vj_mem_get(in, VJ_MF_BASE), n, tmp, sizeof tmp))
            return 0;
        vj_sb_printf(o, "%s%s", sep, tmp);
        sep = ", ";
    }
    unsigned rs = vj_mem_get(in, VJ_MF_SRSRC) * (fam == VJ_FAM_GFX12 ? 1u : 4u);
    if (!sreg_range(fam, rs, 4, R_BASE, tmp, sizeof tmp))
        return 0;
    vj_sb_printf(o, "%s%s", sep, tmp);
    if (!buf_soffset(in, tmp, sizeof tmp))
        return 0;
    vj_sb_printf(o, ", %s", tmp);
    if (row->enc == VJ_ME_MTBUF)
        buf_format(in, o);
    if (idxen)
        vj_sb_puts(o, " idxen");
    if (offen)
        vj_sb_puts(o, " offen");
    /* the offset: 12 bits unsigned, GFX12's 24 bits signed */
    uint32_t raw = vj_mem_get(in, VJ_MF_OFFSET);
    int32_t off = fam == VJ_FAM_GFX12 ? sext(raw, 24) : (int32_t)raw;
    if (off)
        vj_sb_printf(o, " offset:%d", off);
    if (shape == VJ_MS_B_RSRC) /* buffer_store_lds_dword: lds before the cache bits */
        vj_sb_puts(o, " lds");
    if (vj_mem_has(in, VJ_MF_TH)) {
        unsigned scope = vj_mem_get(in, VJ_MF_SCOPE);
        int kind = row->cls == VJ_MCL_ATOMIC ? 'A' : row->cls == VJ_MCL_STORE ? 'S' : 'L';
        print_th(o, kind, vj_mem_get(in, VJ_MF_TH), scope);
        if (scope)
            vj_sb_printf(o, " scope:%s", vj_mem_scope[scope]);
    } else {
        int cdna3 = is_cdna3(in->target);
        if (vj_mem_get(in, VJ_MF_GLC))
            vj_sb_puts(o, cdna3 ? " sc0" : " glc");
        if (vj_mem_has(in, VJ_MF_SLC) && vj_mem_get(in, VJ_MF_SLC))
            vj_sb_puts(o, cdna3 ? " nt" : " slc");
        if (vj_mem_has(in, VJ_MF_DLC) && vj_mem_get(in, VJ_MF_DLC))
            vj_sb_puts(o, " dlc");
        if (vj_mem_has(in, VJ_MF_SC1) && vj_mem_get(in, VJ_MF_SC1) && in->target != VJ_GFX908)
            vj_sb_puts(o, cdna3 ? " sc1" : " scc");
    }
    if (lds && shape != VJ_MS_B_RSRC)
        vj_sb_puts(o, " lds");
    if (tfe)
        vj_sb_puts(o, " tfe");
    return 1;
}

int vj_mem_print(const vj_minst *in, char *buf, size_t size)
{
    vj_strbuf o;
    vj_sb_fixed(&o, buf, size);
    vj_sb_puts(&o, in->row->name);
    int ok = 0;
    switch ((vj_mem_enc)in->row->enc) {
    case VJ_ME_SMEM:
        ok = print_smem(in, &o);
        break;
    case VJ_ME_FLAT:
    case VJ_ME_GLOBAL:
    case VJ_ME_SCRATCH:
        ok = print_flat(in, &o);
        break;
    case VJ_ME_DS:
        ok = print_ds(in, &o);
        break;
    case VJ_ME_MUBUF:
    case VJ_ME_MTBUF:
        ok = print_buf(in, &o);
        break;
    default:
        break;
    }
    return ok ? (int)o.len : -1;
}

/* Issue 31: the fields' meaning for the engines, by the printer's rules. */
int64_t vj_mem_imm_offset(const vj_minst *in)
{
    vj_family fam = vj_target_family(in->target);
    const layout *l = layout_of(in->target, in->row->enc);
    uint32_t raw = vj_mem_get(in, VJ_MF_OFFSET);
    if (in->row->enc == VJ_ME_DS) /* OFFSET0 alone, or OFFSET1:OFFSET0 as one field */
        return vj_mem_ds_offsets((vj_mem_shape)in->row->shape) == 2
                   ? (int64_t)raw
                   : (int64_t)(raw | vj_mem_get(in, VJ_MF_OFFSET1) << 8);
    if (in->row->enc == VJ_ME_FLAT && fam < VJ_FAM_GFX12) /* FLAT's is unsigned before GFX12 */
        return raw;
    return sext(raw, l->f[VJ_MF_OFFSET].width);
}

int vj_mem_saddr_off(const vj_minst *in)
{
    vj_family fam = vj_target_family(in->target);
    if (in->row->enc == VJ_ME_FLAT)
        return 1;
    return vj_mem_get(in, VJ_MF_SADDR) == (fam == VJ_FAM_GFX9 ? 0x7fu : vj_mem_null_code(fam));
}

void vj_mem_scratch_uses(const vj_minst *in, int *vaddr, int *saddr)
{
    vj_family fam = vj_target_family(in->target);
    int off = vj_mem_saddr_off(in);
    if (is_cdna3(in->target))
        *vaddr = vj_mem_get(in, VJ_MF_LDS) != 0;
    else if (fam >= VJ_FAM_GFX11)
        *vaddr = vj_mem_get(in, VJ_MF_SVE) != 0;
    else
        *vaddr = off;
    *saddr = !off && !(fam == VJ_FAM_GFX10 && vj_mem_get(in, VJ_MF_SADDR) == 0x7f);
}
