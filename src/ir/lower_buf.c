/* lower_buf: the buffer memory instructions a block runs (room buf, issue
 * 31): MUBUF loads and stores of 1, 2 or 4 bytes and 1 to 4 dwords (GFX12's
 * VBUFFER as MUBUF) and s_buffer_load, lowered to the predicated memory
 * ops (ops.def: LDP, STP, MEMCHKP, SLDP) whose predicate is the range check
 * of the resource descriptor (V#), computed in IR: the descriptor is read
 * at run time, never here, and selects linear or (GFX9/10) swizzled and
 * thread-id-indexed addressing (docs/design.md, "Buffer memory"). Formats, d16, LDS transfers, TFE
 * and atomics stay refused by name (vj_buf_no_recipe, vj_buf_refusal). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/memop.h"

/* The size of a buffer load/store suffix (dwords, b32.., sub-dword). */
static int buf_size(const char *suf, vj_mem_access *a)
{
    static const struct {
        const char *name;
        uint8_t unit, count, sext;
    } sizes[] = {
        {"dword", 4, 1, 0},   {"dwordx2", 4, 2, 0},   {"dwordx3", 4, 3, 0}, {"dwordx4", 4, 4, 0},
        {"b32", 4, 1, 0},     {"b64", 4, 2, 0},       {"b96", 4, 3, 0},     {"b128", 4, 4, 0},
        {"dwordx8", 4, 8, 0}, {"dwordx16", 4, 16, 0}, {"b256", 4, 8, 0},    {"b512", 4, 16, 0},
        {"ubyte", 1, 1, 0},   {"u8", 1, 1, 0},        {"sbyte", 1, 1, 1},   {"i8", 1, 1, 1},
        {"ushort", 2, 1, 0},  {"u16", 2, 1, 0},       {"sshort", 2, 1, 1},  {"i16", 2, 1, 1},
        {"byte", 1, 1, 0},    {"b8", 1, 1, 0},        {"short", 2, 1, 0},   {"b16", 2, 1, 0},
    };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (strcmp(suf, sizes[i].name) == 0) {
            a->unit = sizes[i].unit;
            a->count = sizes[i].count;
            a->sext = sizes[i].sext;
            return 1;
        }
    return 0;
}

int vj_buf_access_of(const vj_mem_row *row, vj_mem_access *a)
{
    memset(a, 0, sizeof *a);
    if (row->enc != VJ_ME_MUBUF)
        return 0; /* MTBUF: every row converts a format */
    const char *n = row->name;
    int store = strncmp(n, "buffer_store_", 13) == 0;
    if (!store && strncmp(n, "buffer_load_", 12) != 0)
        return 0;
    if (!buf_size(n + (store ? 13 : 12), a)) /* format, d16, lds, ... */
        return 0;
    if (row->cls != (store ? VJ_MCL_STORE : VJ_MCL_LOAD) || (store && a->sext))
        return 0;
    if (row->data != (a->unit == 4 ? a->count : 1))
        return 0;
    a->store = (uint8_t)store;
    return 1;
}

int vj_buf_is_scalar(const vj_mem_row *row)
{
    return row->enc == VJ_ME_SMEM && strncmp(row->name, "s_buffer_load_", 14) == 0;
}

int vj_sbuf_access_of(const vj_mem_row *row, vj_mem_access *a)
{
    memset(a, 0, sizeof *a);
    if (!vj_buf_is_scalar(row) || row->cls != VJ_MCL_LOAD || !buf_size(row->name + 14, a))
        return 0;
    if (a->unit != 4)
        return 0; /* GFX12's sub-dword scalar loads: not yet, as s_load's */
    return row->data == a->count;
}

const char *vj_buf_no_recipe(const vj_mem_row *row)
{
    const char *n = row->name;
    if (row->cls == VJ_MCL_ATOMIC)
        return "buffer atomics are not run yet";
    if (strstr(n, "_lds"))
        return "LDS transfers are not run";
    if (strstr(n, "d16"))
        return "d16 is not run";
    if (strstr(n, "format"))
        return "format conversion is not modelled";
    return "no recipe yet";
}

/* Whether four SGPRs from rs hold the descriptor (not null, in the file). */
static int rsrc_ok(unsigned rs)
{
    return rs != VJ_SREG_NULL && rs + 3 < VJ_SREG_COUNT && rs + 3 != VJ_SREG_NULL &&
           rs + 2 != VJ_SREG_NULL && rs + 1 != VJ_SREG_NULL;
}

const char *vj_buf_refusal(const vj_minst *m)
{
    if (vj_buf_is_scalar(m->row))
        return rsrc_ok(vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_BASE) * 2))
                   ? NULL
                   : "a descriptor that is not four scalar registers is not modelled";
    if (!rsrc_ok(vj_buf_srsrc(m)))
        return "a descriptor that is not four scalar registers is not modelled";
    if (vj_mem_has(m, VJ_MF_LDS) && vj_mem_get(m, VJ_MF_LDS))
        return "the LDS form (data to LDS) is not modelled";
    if (vj_mem_has(m, VJ_MF_TFE) && vj_mem_get(m, VJ_MF_TFE) && !vj_buf_acc(m))
        return "TFE (a status dword) is not modelled";
    vj_buf_soffset so;
    if (!vj_buf_soffset_of(m, &so))
        return "a SOFFSET that is neither a register nor a constant is not modelled";
    return NULL;
}

int vj_buf_acc(const vj_minst *m)
{
    int cdna = m->target == VJ_GFX90A || m->target == VJ_GFX942 || m->target == VJ_GFX950;
    return cdna && vj_mem_has(m, VJ_MF_TFE) && vj_mem_get(m, VJ_MF_TFE);
}

unsigned vj_buf_srsrc(const vj_minst *m)
{
    unsigned rs = vj_mem_get(m, VJ_MF_SRSRC);
    if (vj_target_family(m->target) != VJ_FAM_GFX12)
        rs *= 4;
    return vj_mem_sreg_base(m, rs & ~3u);
}

int vj_buf_soffset_of(const vj_minst *m, vj_buf_soffset *so)
{
    vj_family fam = vj_target_family(m->target);
    unsigned c = vj_mem_get(m, VJ_MF_SOFFSET);
    so->sreg = VJ_SREG_NULL;
    so->value = 0;
    if (fam == VJ_FAM_GFX12 || c < 128) {
        so->sreg = vj_mem_sreg_base(m, c); /* null: VJ_SREG_NULL, 0 */
        return 1;
    }
    if (c == 255 && m->len == 12) { /* GFX10/11's literal */
        so->value = m->w[2];
        return 1;
    }
    vj_operand op;
    if (vj_operand_from_code(fam, VJ_SLOT_B32, c, 0, &op) != VJ_OPND_OK)
        return 0;
    if (op.kind == VJ_OPND_SREG) {
        so->sreg = op.index;
        return 1;
    }
    if (op.kind == VJ_OPND_INLINE_INT || op.kind == VJ_OPND_INLINE_FLOAT) {
        so->value = (uint32_t)op.value;
        return 1;
    }
    return 0;
}

#define I32 VJ_T_I32
#define I64 VJ_T_I64
#define NA  VJ_NO_ARG

static uint32_t k32(vj_ir_block *b, uint64_t v)
{
    return vj_ir_const(b, I32, v & 0xffffffffu);
}

static uint32_t k64(vj_ir_block *b, uint64_t v)
{
    return vj_ir_const(b, I64, v);
}

static uint32_t op2(vj_ir_block *b, vj_op op, vj_type t, uint32_t x, uint32_t y)
{
    return vj_ir_emit(b, op, t, x, y, NA, 0);
}

/* An i64 comparison's 0/1 as an i32. */
static uint32_t cmp64(vj_ir_block *b, vj_op op, uint32_t x, uint32_t y)
{
    return vj_ir_emit(b, VJ_OP_TRUNC, I32, op2(b, op, I64, x, y), NA, NA, 0);
}

static uint32_t zext(vj_ir_block *b, uint32_t x)
{
    return vj_ir_emit(b, VJ_OP_ZEXT, I64, x, NA, NA, 0);
}

/* x < limit (GFX9-11: a piece is in range when its first byte is), and on
 * GFX12 also x + size <= limit (its last byte is): i64 x, limit. */
static uint32_t below(vj_ir_block *b, int last, uint32_t x, unsigned size, uint32_t limit)
{
    uint32_t first = cmp64(b, VJ_OP_ULT, x, limit);
    if (!last)
        return first;
    return op2(b, VJ_OP_AND, I32, first,
               cmp64(b, VJ_OP_ULE, op2(b, VJ_OP_ADD, I64, x, k64(b, size)), limit));
}

vj_status vj_lower_buf(vj_ir_block *b, const vj_minst *m, const vj_mem_access *a)
{
    vj_family fam = vj_target_family(m->target);
    int gfx12 = fam == VJ_FAM_GFX12;
    unsigned rs = vj_buf_srsrc(m);
    uint32_t d[4];
    for (unsigned i = 0; i < 4; i++)
        d[i] = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, rs + i);
    /* V#: BASE 47:0, STRIDE 61:48, NUM_RECORDS 95:64; word 3 INDEX_STRIDE
     * 22:21, ADD_TID_ENABLE 23 and (GFX10+) OOB_SELECT 29:28; SWIZZLE_ENABLE
     * 63 (GFX11+: 63:62) */
    uint32_t base = op2(
        b, VJ_OP_OR, I64, zext(b, d[0]),
        op2(b, VJ_OP_SHL, I64, zext(b, op2(b, VJ_OP_AND, I32, d[1], k32(b, 0xffff))), k32(b, 32)));
    uint32_t stride =
        op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[1], k32(b, 16)), k32(b, 0x3fff));
    uint32_t nr = zext(b, d[2]);
    uint32_t swz = op2(b, VJ_OP_SHR, I32, d[1], k32(b, fam >= VJ_FAM_GFX11 ? 30 : 31));
    uint32_t tid = op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[3], k32(b, 23)), k32(b, 1));
    /* GFX9/10 run swizzled and ADD_TID descriptors (docs/design.md); on
     * GFX11+ (SWIZZLE_ENABLE 63:62 also codes the element size) they stay
     * 2: the predicate is then neither 0 nor 1 and the op refuses the lane */
    int swizzles = fam <= VJ_FAM_GFX10;
    uint32_t unsup =
        swizzles
            ? k32(b, 0)
            : op2(b, VJ_OP_SHL, I32,
                  op2(b, VJ_OP_NE, I32, op2(b, VJ_OP_OR, I32, swz, tid), k32(b, 0)), k32(b, 1));

    unsigned va = vj_mem_get(m, VJ_MF_BASE);
    int idxen = vj_mem_get(m, VJ_MF_IDXEN) != 0, offen = vj_mem_get(m, VJ_MF_OFFEN) != 0;
    uint32_t index = idxen ? vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, va) : k32(b, 0);
    uint32_t isl = NA; /* log2 INDEX_STRIDE: 3 + word 3's 22:21 (8, 16, 32, 64) */
    if (swizzles) {
        /* ADD_TID_ENABLE: index += thread_id[5:0], the lane */
        uint32_t lane = vj_ir_emit(b, VJ_OP_MBCNT, I32, k64(b, ~0ull), NA, NA, 0);
        index = op2(b, VJ_OP_ADD, I32, index, op2(b, VJ_OP_MUL, I32, tid, lane));
        if (fam == VJ_FAM_GFX9) /* with ADD_TID, DATA_FORMAT 18:15 is STRIDE 17:14 */
            stride = op2(b, VJ_OP_OR, I32, stride,
                         op2(b, VJ_OP_SHL, I32,
                             op2(b, VJ_OP_MUL, I32, tid,
                                 op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[3], k32(b, 15)),
                                     k32(b, 15))),
                             k32(b, 14)));
        isl = op2(b, VJ_OP_ADD, I32,
                  op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[3], k32(b, 21)), k32(b, 3)),
                  k32(b, 3));
    }
    uint32_t voff =
        offen ? vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, va + (unsigned)idxen) : k32(b, 0);
    vj_buf_soffset so;
    vj_buf_soffset_of(m, &so);
    uint32_t soff = so.sreg != VJ_SREG_NULL ? vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, so.sreg)
                                            : k32(b, so.value);
    /* offset = VGPR offset + the instruction's (GFX12's signed), as i64 */
    uint32_t off = op2(b, VJ_OP_ADD, I64, zext(b, voff), k64(b, (uint64_t)vj_mem_imm_offset(m)));
    uint32_t rec = op2(b, VJ_OP_MUL, I64, zext(b, stride), zext(b, index)); /* stride * index */
    uint32_t origin = op2(b, VJ_OP_ADD, I64, base, zext(b, soff));
    uint32_t at = op2(b, VJ_OP_ADD, I64, origin, op2(b, VJ_OP_ADD, I64, rec, off));
    uint32_t swzrec = NA, swzlsb = NA;
    if (swizzles) {
        /* swizzled: ((index >> isl) * STRIDE + (offset & ~3)) << isl, plus
         * (index & (INDEX_STRIDE - 1)) * 4 + (offset & 3): ELEMENT_SIZE 4 */
        swzrec =
            op2(b, VJ_OP_MUL, I64, zext(b, op2(b, VJ_OP_SHR, I32, index, isl)), zext(b, stride));
        uint32_t lsb =
            op2(b, VJ_OP_AND, I32, index,
                op2(b, VJ_OP_SUB, I32, op2(b, VJ_OP_SHL, I32, k32(b, 1), isl), k32(b, 1)));
        swzlsb = op2(b, VJ_OP_ADD, I64, origin, zext(b, op2(b, VJ_OP_SHL, I32, lsb, k32(b, 2))));
    }
    uint32_t idx_in = cmp64(b, VJ_OP_ULT, zext(b, index), nr);
    uint32_t oob = op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[3], k32(b, 28)), k32(b, 3));
    /* GFX12 counts SOFFSET in a raw buffer's offset (docs/design.md) */
    uint32_t rawoff =
        op2(b, VJ_OP_ADD, I64, rec, gfx12 ? op2(b, VJ_OP_ADD, I64, off, zext(b, soff)) : off);

    unsigned dw = a->unit == 4 ? a->count : 1;
    uint32_t addr[4], pred[4];
    for (unsigned k = 0; k < dw; k++) {
        uint32_t kk = k64(b, 4u * k);
        addr[k] = k ? op2(b, VJ_OP_ADD, I64, at, kk) : at;
        if (swizzles) { /* each piece swizzled by its own offset */
            uint32_t o = k ? op2(b, VJ_OP_ADD, I64, off, kk) : off;
            uint32_t hi = op2(
                b, VJ_OP_SHL, I64,
                op2(b, VJ_OP_ADD, I64, swzrec, op2(b, VJ_OP_AND, I64, o, k64(b, ~(uint64_t)3))),
                isl);
            uint32_t sa = op2(b, VJ_OP_ADD, I64, op2(b, VJ_OP_ADD, I64, swzlsb, hi),
                              op2(b, VJ_OP_AND, I64, o, k64(b, 3)));
            addr[k] = vj_ir_emit(b, VJ_OP_SELECT, I64, swz, sa, addr[k], 0);
        }
        uint32_t in;
        if (fam == VJ_FAM_GFX9) {
            /* structured (IDXEN and STRIDE != 0): index < NUM_RECORDS; else
             * raw: offset < NUM_RECORDS; ADD_TID without IDXEN (the private
             * segment's "scratch buffer"): no check */
            uint32_t raw = below(b, 0, op2(b, VJ_OP_ADD, I64, off, kk), a->unit, nr);
            in = idxen ? vj_ir_emit(b, VJ_OP_SELECT, I32, op2(b, VJ_OP_NE, I32, stride, k32(b, 0)),
                                    idx_in, raw, 0)
                       : op2(b, VJ_OP_OR, I32, raw, tid);
        } else {
            /* OOB_SELECT 0: index; 1: index and offset < STRIDE; 2: NUM_RECORDS
             * != 0; 3: raw, stride * index + offset < NUM_RECORDS */
            uint32_t m1 =
                op2(b, VJ_OP_AND, I32, idx_in,
                    below(b, gfx12, op2(b, VJ_OP_ADD, I64, off, kk), a->unit, zext(b, stride)));
            uint32_t m2 = cmp64(b, VJ_OP_NE, nr, k64(b, 0));
            uint32_t m3 = below(b, gfx12, op2(b, VJ_OP_ADD, I64, rawoff, kk), a->unit, nr);
            in = vj_ir_emit(
                b, VJ_OP_SELECT, I32, op2(b, VJ_OP_EQ, I32, oob, k32(b, 0)), idx_in,
                vj_ir_emit(b, VJ_OP_SELECT, I32, op2(b, VJ_OP_EQ, I32, oob, k32(b, 1)), m1,
                           vj_ir_emit(b, VJ_OP_SELECT, I32, op2(b, VJ_OP_EQ, I32, oob, k32(b, 2)),
                                      m2, m3, 0),
                           0),
                0);
        }
        pred[k] = op2(b, VJ_OP_OR, I32, in, unsup);
    }

    int acc = vj_buf_acc(m);
    unsigned data = vj_mem_get(m, VJ_MF_DATA);
    uint64_t imm = (a->sext ? VJ_MEMI_SEXT : 0) | a->unit;
    if (a->store) {
        /* every piece checked before any is written (dword k of every lane,
         * lanes ascending, before dword k + 1) */
        for (unsigned k = 0; k < dw; k++)
            vj_ir_emit(b, VJ_OP_MEMCHKP, VJ_T_VOID, addr[k], pred[k], NA, VJ_MEMI_WRITE | a->unit);
        for (unsigned k = 0; k < dw; k++) {
            uint32_t v = vj_ir_emit(b, acc ? VJ_OP_RDA : VJ_OP_RDV, I32, NA, NA, NA, data + k);
            vj_ir_emit(b, VJ_OP_STP, VJ_T_VOID, addr[k], v, pred[k], a->unit);
        }
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }
    uint32_t val[4];
    for (unsigned k = 0; k < dw; k++)
        val[k] = vj_ir_emit(b, VJ_OP_LDP, I32, addr[k], pred[k], NA, imm);
    for (unsigned k = 0; k < dw; k++)
        vj_ir_emit(b, acc ? VJ_OP_WRA : VJ_OP_WRV, VJ_T_VOID, val[k], NA, NA, data + k);
    return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
}

/* s_buffer_load (room buf): the wave's one load per dword through the
 * descriptor at SBASE (four SGPRs): ADDR = BASE + the offset (the
 * immediate + SGPR SOFFSET, as s_load's), ADDR[1:0] ignored; dword k is
 * in range when (offset & ~3) + 4k < NUM_RECORDS (GFX12: and its last
 * byte, + 4 <= NUM_RECORDS); out of range it reads 0. A descriptor with a
 * STRIDE (a structured buffer, whose scalar rule is not modelled) or
 * swizzled / ADD_TID stops the run as unsupported. */
vj_status vj_lower_sbuf(vj_ir_block *b, const vj_minst *m, const vj_mem_access *a)
{
    vj_family fam = vj_target_family(m->target);
    unsigned rs = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_BASE) * 2);
    uint32_t d[4];
    for (unsigned i = 0; i < 4; i++)
        d[i] = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, rs + i);
    uint32_t base = op2(
        b, VJ_OP_OR, I64, zext(b, d[0]),
        op2(b, VJ_OP_SHL, I64, zext(b, op2(b, VJ_OP_AND, I32, d[1], k32(b, 0xffff))), k32(b, 32)));
    uint32_t stride =
        op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[1], k32(b, 16)), k32(b, 0x3fff));
    uint32_t swz = op2(b, VJ_OP_SHR, I32, d[1], k32(b, fam >= VJ_FAM_GFX11 ? 30 : 31));
    uint32_t tid = op2(b, VJ_OP_AND, I32, op2(b, VJ_OP_SHR, I32, d[3], k32(b, 23)), k32(b, 1));
    uint32_t unsup =
        op2(b, VJ_OP_OR, I32,
            op2(b, VJ_OP_SHL, I32,
                op2(b, VJ_OP_NE, I32, op2(b, VJ_OP_OR, I32, swz, tid), k32(b, 0)), k32(b, 1)),
            op2(b, VJ_OP_SHL, I32, op2(b, VJ_OP_NE, I32, stride, k32(b, 0)), k32(b, 2)));
    uint32_t off = k64(b, (uint64_t)vj_mem_smem_imm(m));
    uint64_t so = vj_mem_smem_soffset_reg(m);
    if (so != VJ_SREG_NULL)
        off = op2(b, VJ_OP_ADD, I64, off, zext(b, vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, so)));
    off = op2(b, VJ_OP_AND, I64, off, k64(b, ~(uint64_t)3));
    uint32_t at = op2(b, VJ_OP_ADD, I64, base, off), nr = zext(b, d[2]);
    uint32_t val[16];
    for (unsigned k = 0; k < a->count; k++) {
        uint32_t kk = k64(b, 4u * k);
        uint32_t in = below(b, fam == VJ_FAM_GFX12, op2(b, VJ_OP_ADD, I64, off, kk), 4, nr);
        uint32_t ad = k ? op2(b, VJ_OP_ADD, I64, at, kk) : at;
        val[k] = vj_ir_emit(b, VJ_OP_SLDP, I32, ad, op2(b, VJ_OP_OR, I32, in, unsup), NA, 4);
    }
    unsigned sd = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_DATA));
    for (unsigned k = 0; k < a->count && sd != VJ_SREG_NULL; k++)
        vj_ir_emit(b, VJ_OP_WRS, VJ_T_VOID, val[k], NA, NA, sd + k);
    return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
}
