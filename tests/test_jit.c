/* test_jit: the code generator against the interpreter on hand-worked and
 * random IR blocks covering every op, both wave sizes, any exec mask; and
 * its failure paths (a refused block, a failing compile) that must fall back. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "interp/interp.h"
#include "ir/fpmode.h"
#include "ir/ir.h"
#include "jit/jit.h"
#include "testutil.h"

/* Random registers; exec random, all ones, all zeros or one lane. */
static void wave_fill(struct vj_wave *w, uint64_t *rng)
{
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->v[r][l] = (uint32_t)vj_test_rand(rng);
    for (unsigned r = 0; r < 16; r++) /* the AGPRs RDA and WRA use */
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->a[r][l] = (uint32_t)vj_test_rand(rng);
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        w->s[s] = (uint32_t)vj_test_rand(rng);
    w->s[VJ_SREG_NULL] = 0;
    uint64_t exec;
    switch (vj_test_rand(rng) % 5) {
    case 0: exec = ~0ull; break;
    case 1: exec = 0; break;
    case 2: exec = 1ull << (vj_test_rand(rng) % w->wave_size); break;
    default: exec = vj_test_rand(rng); break;
    }
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
    if (vj_test_rand(rng) % 4 == 0)
        w->s[VJ_SREG_VCC_LO] = w->s[VJ_SREG_VCC_HI] = 0;
    w->scc = (uint32_t)vj_test_rand(rng) & 1;
    /* Half the waves hold floats of every class in v0-v15 and s0-s15 (f64
     * pairs or two f32 a lane), for the float ops, under a random MODE. */
    if (vj_test_rand(rng) % 2) {
        for (unsigned r = 0; r < 16; r += 2)
            for (unsigned l = 0; l < VJ_MAX_LANES + 1; l++) {
                int is64 = vj_test_rand(rng) % 2;
                uint64_t x = vj_test_float(rng, is64);
                uint32_t hi = is64 ? (uint32_t)(x >> 32) : (uint32_t)vj_test_float(rng, 0);
                if (l == VJ_MAX_LANES) { /* and the scalars */
                    w->s[r] = (uint32_t)x;
                    w->s[r + 1] = hi;
                } else {
                    w->v[r][l] = (uint32_t)x;
                    w->v[r + 1][l] = hi;
                }
            }
    }
    /* the default MODE half the time (the JIT's native f32 path), a quarter
     * one field bit off it (each field of its guard), else any */
    uint64_t r = vj_test_rand(rng);
    w->mode = r % 4 < 2 ? VJ_MODE_DEFAULT
              : r % 4 == 2 ? VJ_MODE_DEFAULT ^ 1u << (r >> 8) % 10
                           : vj_test_mode(rng);
}

/* ------------------------------------------------------------ generator */

struct pool {
    uint32_t i32[256], i64[256], uni32[256];
    unsigned n32, n64, nuni32;
};

static void pool_add(const vj_ir_block *b, struct pool *p, uint32_t idx)
{
    if (idx == VJ_NO_ARG)
        return;
    const vj_node *n = &b->nodes[idx];
    if (n->type == VJ_T_I32 && p->n32 < 256)
        p->i32[p->n32++] = idx;
    if (n->type == VJ_T_I32 && n->uniform && p->nuni32 < 256)
        p->uni32[p->nuni32++] = idx;
    if (n->type == VJ_T_I64 && p->n64 < 256)
        p->i64[p->n64++] = idx;
}

static uint32_t pick(const struct pool *p, vj_type t, uint64_t *rng)
{
    if (t == VJ_T_I64)
        return p->i64[vj_test_rand(rng) % p->n64];
    return p->i32[vj_test_rand(rng) % p->n32];
}

/* A selector of any shape: every byte value 0..255 is reachable, with the
 * interesting ones (0..13) common. */
static uint64_t random_selector(uint64_t *rng)
{
    uint32_t s = 0;
    for (unsigned i = 0; i < 4; i++) {
        uint32_t r = (uint32_t)vj_test_rand(rng);
        uint32_t byte = r % 4 == 0 ? (r >> 8) & 0xff : (r >> 8) % 14;
        s |= byte << (8 * i);
    }
    return s;
}

static uint64_t random_const(uint64_t *rng)
{
    static const uint64_t edge[] = {0, 1, 31, 32, 63, 64, 0x7fffffff, 0x80000000, 0xffffffff,
                                    0xffffffffffffffffull, 0x8000000000000000ull, 0x00ff00ff};
    if (vj_test_rand(rng) % 3 == 0)
        return edge[vj_test_rand(rng) % (sizeof edge / sizeof edge[0])];
    return vj_test_rand(rng);
}

/* A float op (VJ_OF_MODE) of random widths where it has a choice, each
 * value argument a node of the pool or a new float constant of any class
 * (a uniform node when all are: the JIT's scalar form), the wave's MODE
 * last, every VJ_FPI_* field of imm random (GFX12, CLAMP, OMOD, the
 * conversion, the compare's predicate). v_cmp_class's mask is an i32. */
static uint32_t random_float_node(vj_ir_block *b, struct pool *p, vj_op op, uint64_t *rng)
{
    const vj_op_info *info = &vj_op_table[op];
    unsigned nval = info->nargs - 1u;
    vj_type t = (info->flags & VJ_OF_I32ONLY) || vj_test_rand(rng) % 2 ? VJ_T_I32 : VJ_T_I64;
    uint32_t a[4] = {VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG};
    for (unsigned j = 0; j < nval; j++) {
        vj_type at = t;
        if (info->flags & VJ_OF_FROM32)
            at = VJ_T_I32;
        if (info->flags & VJ_OF_FROM64)
            at = VJ_T_I64;
        if (op == VJ_OP_FCLASS && j == 1)
            a[j] = vj_test_rand(rng) % 2 ? vj_ir_const(b, VJ_T_I32, vj_test_rand(rng) & 0x3ff)
                                         : pick(p, VJ_T_I32, rng);
        else if (vj_test_rand(rng) % 4 == 0)
            a[j] = vj_ir_const(b, at, vj_test_float(rng, at == VJ_T_I64));
        else
            a[j] = pick(p, at, rng);
    }
    a[nval] = vj_ir_emit(b, VJ_OP_RDMODE, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
    return vj_ir_emit4(b, op, vj_ir_result_type(op, t), a[0], a[1], a[2], a[3],
                       vj_test_rand(rng) & 0x3ff);
}

/* A random verified block over every op, nops ops long. */
static void random_block(vj_ir_block *b, unsigned ws, unsigned nops, uint64_t *rng)
{
    struct pool p;
    memset(&p, 0, sizeof p);
    vj_ir_init(b, VJ_GFX1100, ws);
    pool_add(b, &p, vj_ir_emit(b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG,
                               vj_test_rand(rng) % 16));
    pool_add(b, &p, vj_ir_emit(b, VJ_OP_RDV, VJ_T_I64, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG,
                               vj_test_rand(rng) % 16));
    pool_add(b, &p, vj_ir_emit(b, VJ_OP_RDS, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG,
                               vj_test_rand(rng) % VJ_SREG_COUNT));
    pool_add(b, &p, vj_ir_const(b, VJ_T_I32, random_const(rng)));
    pool_add(b, &p, vj_ir_const(b, VJ_T_I64, random_const(rng)));
    for (unsigned k = 0; k < nops; k++) {
        vj_op op = (vj_op)(vj_test_rand(rng) % VJ_OP_COUNT);
        const vj_op_info *info = &vj_op_table[op];
        if (info->flags & VJ_OF_MEM) /* memory: test_memsem's random blocks, with a map */
            continue;
        if (info->flags & VJ_OF_MODE) {
            pool_add(b, &p, random_float_node(b, &p, op, rng));
            continue;
        }
        vj_type t = (info->flags & VJ_OF_I32ONLY) || vj_test_rand(rng) % 3 ? VJ_T_I32 : VJ_T_I64;
        uint32_t a[3] = {VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG};
        uint64_t imm = 0;
        switch (op) {
        case VJ_OP_CONST:
            imm = random_const(rng);
            break;
        case VJ_OP_RDV:
            imm = vj_test_rand(rng) % 16;
            break;
        /* CDNA's AGPRs: a0-a15 read and written among the VGPR ops */
        case VJ_OP_RDA:
            imm = vj_test_rand(rng) % 16;
            t = VJ_T_I32;
            break;
        case VJ_OP_WRA:
            vj_ir_emit(b, op, VJ_T_VOID, pick(&p, VJ_T_I32, rng), VJ_NO_ARG, VJ_NO_ARG,
                       vj_test_rand(rng) % 16);
            continue;
        case VJ_OP_RDS: {
            /* pairs in range; null, vcc and exec common */
            static const unsigned pick_s[] = {VJ_SREG_VCC_LO, VJ_SREG_EXEC_LO, VJ_SREG_NULL,
                                              VJ_SREG_M0, 0, 5};
            imm = vj_test_rand(rng) % 2 ? pick_s[vj_test_rand(rng) % 6]
                                        : vj_test_rand(rng) % (VJ_SREG_COUNT - 1);
            if (t == VJ_T_I64 && imm == VJ_SREG_NULL)
                imm = VJ_SREG_M0;
            break;
        }
        case VJ_OP_RDSPEC:
            imm = vj_test_rand(rng) % 3;
            break;
        case VJ_OP_WRV: {
            a[0] = pick(&p, t, rng);
            imm = vj_test_rand(rng) % (t == VJ_T_I64 ? 15 : 16);
            vj_ir_emit(b, op, t, a[0], VJ_NO_ARG, VJ_NO_ARG, imm);
            continue;
        }
        case VJ_OP_WRS: {
            /* only uniform values; exec, vcc and null writes are the interesting ones */
            if (!p.nuni32)
                continue;
            static const unsigned pick_s[] = {VJ_SREG_VCC_LO, VJ_SREG_EXEC_LO, VJ_SREG_NULL,
                                              VJ_SREG_EXEC_HI, 7};
            a[0] = p.uni32[vj_test_rand(rng) % p.nuni32];
            imm = pick_s[vj_test_rand(rng) % 5];
            vj_ir_emit(b, op, VJ_T_I32, a[0], VJ_NO_ARG, VJ_NO_ARG, imm);
            continue;
        }
        case VJ_OP_WRSCC:
            /* SCC from a uniform value, as only scalar instructions write it;
             * RDSPEC reads it back later in the block */
            if (!p.nuni32)
                continue;
            vj_ir_emit(b, op, VJ_T_VOID, p.uni32[vj_test_rand(rng) % p.nuni32], VJ_NO_ARG,
                       VJ_NO_ARG, 0);
            continue;
        case VJ_OP_WRMODE: /* room branch: MODE from a uniform i32 */
            if (!p.nuni32)
                continue;
            vj_ir_emit(b, op, VJ_T_VOID, p.uni32[vj_test_rand(rng) % p.nuni32], VJ_NO_ARG,
                       VJ_NO_ARG, 0);
            continue;
        case VJ_OP_WRPC:
            /* room branch: the PC from a uniform value, as only lowering
             * writes it; RDPC may read it back later in the block */
            if (!p.nuni32)
                continue;
            vj_ir_emit(b, op, VJ_T_VOID,
                       vj_ir_emit(b, VJ_OP_ZEXT, VJ_T_I64, p.uni32[vj_test_rand(rng) % p.nuni32],
                                  VJ_NO_ARG, VJ_NO_ARG, 0),
                       VJ_NO_ARG, VJ_NO_ARG, 0);
            continue;
        case VJ_OP_LANEBIT:
            a[0] = pick(&p, vj_test_rand(rng) % 2 ? VJ_T_I64 : VJ_T_I32, rng);
            break;
        /* Cross-lane: one lane of v0-v15 (which the block reads and
         * writes), at a uniform lane select (a value, not only 0-63). */
        case VJ_OP_PERMLANE64:
            imm = vj_test_rand(rng) % 16;
            t = VJ_T_I32;
            break;
        /* DPP8: lane selects and a source-lane mask from uniform values */
        case VJ_OP_DPP8:
            if (!p.nuni32)
                continue;
            imm = vj_test_rand(rng) % 16;
            for (unsigned j = 0; j < 3; j++)
                a[j] = p.uni32[vj_test_rand(rng) % p.nuni32];
            t = VJ_T_I32;
            break;
        /* DPP16: a constant control (any family's; an undefined one reads
         * 0), the value or the valid-lane predicate, a uniform mask */
        case VJ_OP_DPP16: {
            static const unsigned ctrls[] = {0x1b,  0xe4,  0x101, 0x10f, 0x111, 0x11f, 0x121,
                                             0x12f, 0x130, 0x134, 0x138, 0x13c, 0x140, 0x141,
                                             0x142, 0x143, 0x153, 0x16a, 0x100, 0x1ff};
            if (!p.nuni32)
                continue;
            imm = vj_test_rand(rng) % 16;
            unsigned c = ctrls[vj_test_rand(rng) % (sizeof ctrls / sizeof ctrls[0])];
            a[0] = vj_ir_const(b, VJ_T_I32, c | (vj_test_rand(rng) % 2 ? VJ_DPP16_VALID : 0));
            a[1] = p.uni32[vj_test_rand(rng) % p.nuni32];
            a[2] = p.uni32[vj_test_rand(rng) % p.nuni32];
            t = VJ_T_I32;
            break;
        }
        /* room lanes: LANERD at any per-lane i32 (its low bits pick the lane) */
        case VJ_OP_LANERD:
            imm = vj_test_rand(rng) % 16;
            a[0] = pick(&p, VJ_T_I32, rng);
            t = VJ_T_I32;
            break;
        case VJ_OP_READLANE:
        case VJ_OP_WRLANE: {
            if (!p.nuni32)
                continue;
            imm = vj_test_rand(rng) % 16;
            a[0] = p.uni32[vj_test_rand(rng) % p.nuni32];
            if (op == VJ_OP_WRLANE) {
                a[1] = p.uni32[vj_test_rand(rng) % p.nuni32];
                vj_ir_emit(b, op, VJ_T_VOID, a[0], a[1], VJ_NO_ARG, imm);
                continue;
            }
            t = VJ_T_I32;
            break;
        }
        /* room movrel: v0-v15 plus a uniform offset of 0-15 (inside the
         * wave: a run that stops is test_interp_api's and test_jit_diff's) */
        case VJ_OP_RDREL:
        case VJ_OP_WRREL: {
            if (!p.nuni32)
                continue;
            uint32_t off =
                vj_ir_emit(b, VJ_OP_AND, VJ_T_I32, p.uni32[vj_test_rand(rng) % p.nuni32],
                           vj_ir_const(b, VJ_T_I32, 15), VJ_NO_ARG, 0);
            imm = vj_test_rand(rng) % 16;
            if (op == VJ_OP_WRREL) {
                vj_ir_emit(b, op, VJ_T_VOID, pick(&p, VJ_T_I32, rng), off, VJ_NO_ARG, imm);
                continue;
            }
            a[0] = off;
            t = VJ_T_I32;
            break;
        }
        case VJ_OP_BALLOT: {
            /* A lane mask as blocks use one: written to a scalar (vcc, an
             * SGPR, exec: then the rest runs under it) and read back as
             * the lane's bit. */
            static const unsigned dst_s[] = {VJ_SREG_VCC_LO, 8, VJ_SREG_EXEC_LO};
            vj_type mt = b->wave_size == 64 ? VJ_T_I64 : VJ_T_I32;
            uint32_t m = vj_ir_emit(b, op, mt, pick(&p, VJ_T_I32, rng), VJ_NO_ARG, VJ_NO_ARG, 0);
            vj_ir_emit(b, VJ_OP_WRS, VJ_T_VOID, m, VJ_NO_ARG, VJ_NO_ARG,
                       dst_s[vj_test_rand(rng) % 3]);
            pool_add(b, &p, vj_ir_emit(b, VJ_OP_LANEBIT, VJ_T_I32, m, VJ_NO_ARG, VJ_NO_ARG, 0));
            continue;
        }
        case VJ_OP_PERM: {
            unsigned shape = (unsigned)(vj_test_rand(rng) % 3);
            a[0] = pick(&p, VJ_T_I32, rng);
            a[1] = pick(&p, VJ_T_I32, rng);
            if (shape == 0)
                a[2] = vj_ir_const(b, VJ_T_I32, random_selector(rng));
            else if (shape == 1 && p.nuni32 && vj_test_rand(rng) % 2)
                a[2] = p.uni32[vj_test_rand(rng) % p.nuni32];
            else if (shape == 1)
                a[2] = vj_ir_emit(b, VJ_OP_RDS, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG,
                                  vj_test_rand(rng) % VJ_SREG_COUNT);
            else
                a[2] = pick(&p, VJ_T_I32, rng);
            break;
        }
        default:
            for (unsigned j = 0; j < info->nargs; j++) {
                vj_type at = t;
                if ((j == 1 && (info->flags & VJ_OF_SHIFT)) || (j == 0 && (info->flags & VJ_OF_COND)))
                    at = VJ_T_I32;
                if (info->flags & VJ_OF_FROM32)
                    at = VJ_T_I32;
                if (info->flags & VJ_OF_FROM64)
                    at = VJ_T_I64;
                a[j] = pick(&p, at, rng);
            }
            t = vj_ir_result_type(op, t);
            break;
        }
        pool_add(b, &p, vj_ir_emit(b, op, t, a[0], a[1], a[2], imm));
    }
    /* Write a few results back so that they are observable. */
    for (unsigned k = 0; k < 3; k++) {
        vj_type t = vj_test_rand(rng) % 3 ? VJ_T_I32 : VJ_T_I64;
        uint32_t v = t == VJ_T_I64 ? p.i64[p.n64 - 1 - (unsigned)(vj_test_rand(rng) % (p.n64 < 3 ? p.n64 : 3))]
                                   : p.i32[p.n32 - 1 - (unsigned)(vj_test_rand(rng) % (p.n32 < 3 ? p.n32 : 3))];
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, v, VJ_NO_ARG, VJ_NO_ARG,
                   16 + vj_test_rand(rng) % 30);
    }
}

static struct vj_jit *jit_or_skip(int level)
{
    struct vj_jit *jit = NULL;
    ck_assert_int_eq(vj_jit_new(level, &jit), VJ_OK);
    return jit;
}

/* The x86-64 levels code is generated for, lowest first (vj_jit_set_march):
 * the native float path is different instructions at each (SSE's addps,
 * AVX2's ymm, AVX-512's zmm and mask registers), and a CI machine may be
 * any of them. */
static const char *const marches[3] = {"", "x86-64-v3", "x86-64-v4"};

/* A JIT at -O level for marches[m], or NULL when this CPU lacks that level. */
static struct vj_jit *jit_at(int level, int m)
{
    struct vj_jit *jit = jit_or_skip(level);
    if (vj_jit_set_march(jit, marches[m]) != VJ_OK) {
        vj_jit_free(jit);
        return NULL;
    }
    return jit;
}

/* Run the interpreter and the JIT on copies of one wave; 0 when they agree. */
static int differs(const vj_ir_block *b, vj_jit_fn fn, const struct vj_wave *start,
                   struct vj_wave *wi, struct vj_wave *wj, char *msg, size_t size)
{
    char err[256];
    memcpy(wi, start, sizeof *wi);
    memcpy(wj, start, sizeof *wj);
    if (vj_interp_run(b, wi, err, sizeof err) != VJ_OK) {
        snprintf(msg, size, "interpreter failed: %.200s", err);
        return 1;
    }
    fn(wj);
    if (memcmp(wi, wj, sizeof *wi) == 0)
        return 0;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            if (wi->v[r][l] != wj->v[r][l]) {
                snprintf(msg, size, "v%u lane %u: interp %08x jit %08x", r, l, wi->v[r][l],
                         wj->v[r][l]);
                return 1;
            }
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        if (wi->s[s] != wj->s[s]) {
            snprintf(msg, size, "s[%u]: interp %08x jit %08x", s, wi->s[s], wj->s[s]);
            return 1;
        }
    for (unsigned r = 0; r < VJ_NUM_AGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            if (wi->a[r][l] != wj->a[r][l]) {
                snprintf(msg, size, "a%u lane %u: interp %08x jit %08x", r, l, wi->a[r][l],
                         wj->a[r][l]);
                return 1;
            }
    snprintf(msg, size, "scc or wave size differ");
    return 1;
}

START_TEST(every_op_has_an_emitter)
{
    for (unsigned op = 0; op < VJ_OP_COUNT; op++)
        ck_assert_msg(vj_jit_has_op((vj_op)op), "op %s has no JIT emitter", vj_op_table[op].name);
    ck_assert(!vj_jit_has_op(VJ_OP_COUNT));
}
END_TEST

/* v_perm_b32 worked by hand: data = {a, b} = 0x11223344_55667788.
 * Selector 0x0c0d0904: byte0 = sel 4 -> a byte 0 = 0x44; byte1 = sel 9 -> sign
 * of data byte 3 (0x55: clear) = 0x00; byte2 = sel 13 -> 0xff; byte3 = sel 12
 * -> 0x00: result 0x00ff0044. Lanes outside exec keep their old value. The
 * selector is tried as a constant, a uniform scalar and a per-lane value. */
START_TEST(perm_worked_example_every_selector_kind)
{
    struct vj_jit *jit = jit_or_skip(2);
    vj_ir_block blk[3];
    const vj_ir_block *bp[3];
    for (unsigned kind = 0; kind < 3; kind++) {
        vj_ir_block *b = &blk[kind];
        vj_ir_init(b, VJ_GFX1100, 64);
        uint32_t a = vj_ir_emit(b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
        uint32_t bb = vj_ir_emit(b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 2);
        uint32_t s = kind == 0   ? vj_ir_const(b, VJ_T_I32, 0x0c0d0904)
                     : kind == 1 ? vj_ir_emit(b, VJ_OP_RDS, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG,
                                              VJ_NO_ARG, 3)
                                 : vj_ir_emit(b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG,
                                              VJ_NO_ARG, 3);
        uint32_t p = vj_ir_emit(b, VJ_OP_PERM, VJ_T_I32, a, bb, s, 0);
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, p, VJ_NO_ARG, VJ_NO_ARG, 0);
        ck_assert(vj_ir_ok(b));
        bp[kind] = b;
    }
    vj_jit_out out[3];
    vj_jit_report rep;
    ck_assert_int_eq(vj_jit_compile(jit, bp, 3, out, &rep), VJ_OK);
    ck_assert_uint_eq(rep.compiles, 1); /* one batch, one compile */
    struct vj_wave *w = vj_test_wave_new(64);
    for (unsigned kind = 0; kind < 3; kind++) {
        ck_assert_msg(out[kind].fn != NULL, "refused: %s", out[kind].why);
        memset(w, 0, sizeof *w);
        w->wave_size = 64;
        for (unsigned l = 0; l < 64; l++) {
            w->v[0][l] = 0xdead0000 + l;
            w->v[1][l] = 0x11223344;
            w->v[2][l] = 0x55667788;
            w->v[3][l] = 0x0c0d0904;
        }
        w->s[3] = 0x0c0d0904;
        w->s[VJ_SREG_EXEC_LO] = 0x0000000f;
        w->s[VJ_SREG_EXEC_HI] = 0x80000000;
        out[kind].fn(w);
        for (unsigned l = 0; l < 64; l++) {
            uint32_t want = (l < 4 || l == 63) ? 0x00ff0044u : 0xdead0000u + l;
            ck_assert_msg(w->v[0][l] == want, "kind %u lane %u: %08x, want %08x", kind, l,
                          w->v[0][l], want);
        }
        vj_jit_code_release(out[kind].code);
        vj_ir_release(&blk[kind]);
    }
    free(w);
    vj_jit_free(jit);
}
END_TEST

/* v_alignbit_b32 of a register with itself is a rotate right, which the JIT
 * emits as one: every count 0..63 (lane l shifts by l, the count taken mod
 * 32), worked from the definition ({x, x} >> count, low 32 bits) in the
 * test, in the full-exec and the exec-masked variant. */
START_TEST(funnel_shift_of_a_word_with_itself_is_a_rotate)
{
    struct vj_jit *jit = jit_or_skip(2);
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, 64);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
    uint32_t c = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 3);
    uint32_t f = vj_ir_emit(&b, VJ_OP_FSHR, VJ_T_I32, x, x, c, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, f, VJ_NO_ARG, VJ_NO_ARG, 0);
    ck_assert(vj_ir_ok(&b));
    const vj_ir_block *bp = &b;
    vj_jit_out out;
    vj_jit_report rep;
    ck_assert_int_eq(vj_jit_compile(jit, &bp, 1, &out, &rep), VJ_OK);
    ck_assert_msg(out.fn != NULL, "refused: %s", out.why);
    struct vj_wave *w = vj_test_wave_new(64);
    static const uint64_t execs[] = {~0ull, 0x5555555555555555ull};
    for (unsigned e = 0; e < 2; e++) {
        memset(w, 0, sizeof *w);
        w->wave_size = 64;
        for (unsigned l = 0; l < 64; l++) {
            w->v[0][l] = 0xdead0000u + l;
            w->v[1][l] = 0x80000001u ^ (l * 0x01010101u);
            w->v[3][l] = l;
        }
        w->s[VJ_SREG_EXEC_LO] = (uint32_t)execs[e];
        w->s[VJ_SREG_EXEC_HI] = (uint32_t)(execs[e] >> 32);
        out.fn(w);
        for (unsigned l = 0; l < 64; l++) {
            uint32_t v = 0x80000001u ^ (l * 0x01010101u);
            uint64_t both = (uint64_t)v << 32 | v;
            uint32_t want = (execs[e] >> l & 1) ? (uint32_t)(both >> (l % 32)) : 0xdead0000u + l;
            ck_assert_msg(w->v[0][l] == want, "exec %llx lane %u: %08x, want %08x",
                          (unsigned long long)execs[e], l, w->v[0][l], want);
        }
    }
    free(w);
    vj_jit_code_release(out.code);
    vj_ir_release(&b);
    vj_jit_free(jit);
}
END_TEST

/* For the hand-worked float tests: compile the one block b (which must
 * compile: out->fn then runs it), and a wave32 for it under the default
 * MODE with every lane active; native_done releases them all. */
static struct vj_wave *native_compile(struct vj_jit *jit, const vj_ir_block *b, vj_jit_out *out)
{
    vj_jit_report rep;
    ck_assert_int_eq(vj_jit_compile(jit, &b, 1, out, &rep), VJ_OK);
    ck_assert_msg(out->fn != NULL, "refused: %s", out->why);
    struct vj_wave *w = vj_test_wave_new(32);
    w->mode = VJ_MODE_DEFAULT;
    w->s[VJ_SREG_EXEC_LO] = ~0u;
    return w;
}

static void native_done(struct vj_wave *w, vj_jit_out *out, vj_ir_block *b, struct vj_jit *jit)
{
    free(w);
    vj_jit_code_release(out->code);
    vj_ir_release(b);
    vj_jit_free(jit);
}

/* The native f32 path (default MODE) worked by hand, from the ISA's rules: a
 * NaN operand comes back quieted (bit 22 set, sign and payload kept), the
 * first in source order when both are NaNs; x * 1, 1 * x, x + -0 and x - 0
 * give x exactly (so GCC may fold them: an sNaN must still come back
 * quiet); denormals are kept; round to nearest even. Lane 5 is a tie:
 * (1 + 2^-23) + 2^-24 is 1 + 2^-22 to nearest even (0x3f800002), 1 + 2^-23
 * toward zero. The calling thread's MXCSR is set to round toward zero with
 * FTZ and DAZ, then toward zero with every exception unmasked, which the
 * block must neither use nor change. */
START_TEST(native_f32_path_nan_rules_and_host_rounding)
{
#if defined(__x86_64__)
    static const uint32_t x[7] = {0x7f800001, 0xff800005, 0x7fc00002, 0x3f800000,
                                  0x00000001, 0x3f800001, 0x00800001};
    static const uint32_t y[7] = {0x3f800000, 0x7fa00000, 0xffc00000, 0x7fa00007,
                                  0x40000000, 0x33800000, 0x3f000000};
    /* x * 1 (also 1 * x, x + -0, x - 0); x + y; y + x; x * y. Lane 6:
     * (2^-126 + 2^-149) / 2 is 2^22 + 1/2 denormal steps, a tie, to
     * 0x00400000 (even), an inexact tiny result, which FTZ flushes; its
     * sum with 1/2 is 1/2 either way. */
    static const uint32_t same[7] = {0x7fc00001, 0xffc00005, 0x7fc00002, 0x3f800000,
                                     0x00000001, 0x3f800001, 0x00800001};
    static const uint32_t xy[7] = {0x7fc00001, 0xffc00005, 0x7fc00002, 0x7fe00007,
                                   0x40000000, 0x3f800002, 0x3f000000};
    static const uint32_t yx[7] = {0x7fc00001, 0x7fe00000, 0xffc00000, 0x7fe00007,
                                   0x40000000, 0x3f800002, 0x3f000000};
    static const uint32_t xmy[7] = {0x7fc00001, 0xffc00005, 0x7fc00002, 0x7fe00007,
                                    0x00000002, 0x33800001, 0x00400000};
    for (int lm = 0; lm < 9; lm++) {
        int level = lm % 3;
        struct vj_jit *jit = jit_at(level, lm / 3);
        if (!jit)
            continue;
        vj_ir_block b;
        vj_ir_init(&b, VJ_GFX1100, 32);
        uint32_t v0 = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        uint32_t v1 = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
        uint32_t one = vj_ir_const(&b, VJ_T_I32, 0x3f800000);
        uint32_t nz = vj_ir_const(&b, VJ_T_I32, 0x80000000), pz = vj_ir_const(&b, VJ_T_I32, 0);
        uint32_t m = vj_ir_emit(&b, VJ_OP_RDMODE, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        const struct {
            vj_op op;
            uint32_t a, b;
            const uint32_t *want;
        } t[7] = {{VJ_OP_FMUL, v0, one, same}, {VJ_OP_FMUL, one, v0, same},
                  {VJ_OP_FADD, v0, nz, same},  {VJ_OP_FSUB, v0, pz, same},
                  {VJ_OP_FADD, v0, v1, xy},    {VJ_OP_FADD, v1, v0, yx},
                  {VJ_OP_FMUL, v0, v1, xmy}};
        for (unsigned k = 0; k < 7; k++)
            vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID,
                       vj_ir_emit(&b, t[k].op, VJ_T_I32, t[k].a, t[k].b, m, 0), VJ_NO_ARG,
                       VJ_NO_ARG, 2 + k);
        ck_assert(vj_ir_ok(&b));
        vj_jit_out out;
        struct vj_wave *w = native_compile(jit, &b, &out);
        for (unsigned l = 0; l < 32; l++) {
            w->v[0][l] = l < 7 ? x[l] : 0x40000000u;
            w->v[1][l] = l < 7 ? y[l] : 0x3f800000u;
        }
        /* RZ with FTZ and DAZ (the wrapper sets MXCSR); FTZ alone, which
         * the wrapper's canary must see (its exact tiny sum flushed, as
         * the inexact product of lane 6 would be); RZ with every exception
         * unmasked, no FTZ or DAZ (at x86-64-v4 the wrapper leaves MXCSR
         * alone and each instruction rounds to nearest and raises nothing:
         * a trap would kill the test); the default with a sticky flag set
         * (inexact), which needs nothing set, and whose flags the block may
         * add to but not clear */
        static const unsigned odd[4] = {0x1f80u | 3u << 13 | 1u << 15 | 1u << 6,
                                        0x1f80u | 1u << 15, 3u << 13, 0x1f80u | 0x20u};
        for (unsigned h = 0; h < 4; h++) {
            for (unsigned k = 0; k < 7; k++)
                memset(w->v[2 + k], 0, sizeof w->v[2 + k]);
            unsigned host = _mm_getcsr();
            _mm_setcsr(odd[h]);
            int rc = out.fn(w);
            unsigned after = _mm_getcsr();
            _mm_setcsr(host);
            ck_assert_int_eq(rc, 0);
            ck_assert_msg(h == 3 ? (after & ~0x1fu) == odd[h] : after == odd[h],
                          "MXCSR 0x%x after the block, 0x%x before", after, odd[h]);
            for (unsigned k = 0; k < 7; k++)
                for (unsigned l = 0; l < 32; l++) {
                    uint32_t want = l < 7    ? t[k].want[l]
                                    : k < 4  ? 0x40000000u
                                    : k == 6 ? 0x40000000u
                                             : 0x40400000u;
                    ck_assert_msg(w->v[2 + k][l] == want,
                                  "-O%d '%s' MXCSR 0x%x node %u lane %u: %08x, want %08x", level,
                                  marches[lm / 3], odd[h], k, l, w->v[2 + k][l], want);
                }
        }
        native_done(w, &out, &b, jit);
    }
#endif
}
END_TEST

/* The native FFMA (one vector fma by GCC's SLP vectoriser) is fused in
 * every lane, worked by hand: (1 + 2^-23)(1 - 2^-24) - 1 is exactly
 * 2^-24 - 2^-47 = 0x337ffffe, where rounding the product first gives
 * 1.0 and then 0. Lane 3: the first NaN operand (a, signalling) comes back
 * quiet; lane 4: c's sNaN, quieted, sign and payload kept; lane 5:
 * inf * 0 + 1 is invalid: the default NaN 0xffc00000; lane 6: 2 * 3 + 1 = 7. */
START_TEST(native_fma_is_fused_in_every_lane)
{
#if defined(__x86_64__)
    static const uint32_t sa[7] = {0x3f800001, 0x3f800001, 0x3f800001, 0x7f800001,
                                   0x3f800000, 0x7f800000, 0x40000000};
    static const uint32_t sb[7] = {0x3f7fffff, 0x3f7fffff, 0x3f7fffff, 0x3f800000,
                                   0x3f800000, 0x00000000, 0x40400000};
    static const uint32_t sc[7] = {0xbf800000, 0xbf800000, 0xbf800000, 0xff800005,
                                   0xff800005, 0x3f800000, 0x3f800000};
    static const uint32_t want[7] = {0x337ffffe, 0x337ffffe, 0x337ffffe, 0x7fc00001,
                                     0xffc00005, 0xffc00000, 0x40e00000};
    for (int lm = 0; lm < 9; lm++) {
        int level = lm % 3;
        struct vj_jit *jit = jit_at(level, lm / 3);
        if (!jit)
            continue;
        vj_ir_block b;
        vj_ir_init(&b, VJ_GFX1100, 32);
        uint32_t v[3];
        for (unsigned j = 0; j < 3; j++)
            v[j] = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, j);
        uint32_t m = vj_ir_emit(&b, VJ_OP_RDMODE, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        uint32_t r = vj_ir_emit4(&b, VJ_OP_FFMA, VJ_T_I32, v[0], v[1], v[2], m, 0);
        vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, r, VJ_NO_ARG, VJ_NO_ARG, 3);
        ck_assert(vj_ir_ok(&b));
        vj_jit_out out;
        struct vj_wave *w = native_compile(jit, &b, &out);
        for (unsigned l = 0; l < 32; l++) { /* lanes 7..31 as lane 0 */
            unsigned k = l < 7 ? l : 0;
            w->v[0][l] = sa[k];
            w->v[1][l] = sb[k];
            w->v[2][l] = sc[k];
        }
        ck_assert_int_eq(out.fn(w), 0);
        for (unsigned l = 0; l < 32; l++)
            ck_assert_msg(w->v[3][l] == want[l < 7 ? l : 0], "-O%d '%s' lane %u: %08x, want %08x",
                          level, marches[lm / 3], l, w->v[3][l], want[l < 7 ? l : 0]);
        native_done(w, &out, &b, jit);
    }
#endif
}
END_TEST

/* Every f32 compare predicate under the default MODE, worked by hand: a
 * predicate is the set of relations it is true for (ops.def's FCMP: less
 * 1, equal 2, greater 4, unordered 8; v_cmp_lt is {less}, v_cmp_nge is
 * {less, unordered}, ...), and each lane's pair has one relation by IEEE's
 * rules: -0 equals +0, inf equals inf, a NaN (quiet or signalling) is
 * unordered, denormals compare as themselves (the default MODE keeps
 * them). Lanes 10..31 repeat lane 0. */
START_TEST(native_compares_take_each_predicate_set)
{
#if defined(__x86_64__)
    static const uint32_t ca[10] = {0x3f800000, 0x40000000, 0x3f800000, 0x00000000, 0x7fc00000,
                                    0x3f800000, 0xff800000, 0x00000002, 0x7f800000, 0xbf800000};
    static const uint32_t cb[10] = {0x40000000, 0x3f800000, 0x3f800000, 0x80000000, 0x3f800000,
                                    0x7f800001, 0x00000001, 0x00000001, 0x7f800000, 0xc0000000};
    /* 1 < 2, 2 > 1, 1 = 1, +0 = -0, qNaN ? 1, 1 ? sNaN, -inf < denormal,
     * 2 denormal ulps > 1, inf = inf, -1 > -2 */
    static const unsigned rel[10] = {1, 4, 2, 2, 8, 8, 1, 4, 2, 4};
    for (int lm = 0; lm < 9; lm++) {
        int level = lm % 3;
        struct vj_jit *jit = jit_at(level, lm / 3);
        if (!jit)
            continue;
        vj_ir_block b;
        vj_ir_init(&b, VJ_GFX1100, 32);
        uint32_t va = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        uint32_t vb = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
        uint32_t m = vj_ir_emit(&b, VJ_OP_RDMODE, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        for (unsigned p = 0; p < 16; p++)
            vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID,
                       vj_ir_emit(&b, VJ_OP_FCMP, VJ_T_I32, va, vb, m,
                                  (uint64_t)p << VJ_FPI_KIND_SHIFT),
                       VJ_NO_ARG, VJ_NO_ARG, 2 + p);
        ck_assert(vj_ir_ok(&b));
        vj_jit_out out;
        struct vj_wave *w = native_compile(jit, &b, &out);
        for (unsigned l = 0; l < 32; l++) {
            w->v[0][l] = ca[l < 10 ? l : 0];
            w->v[1][l] = cb[l < 10 ? l : 0];
        }
        ck_assert_int_eq(out.fn(w), 0);
        for (unsigned p = 0; p < 16; p++)
            for (unsigned l = 0; l < 32; l++) {
                uint32_t want = (p & rel[l < 10 ? l : 0]) != 0;
                ck_assert_msg(w->v[2 + p][l] == want, "-O%d '%s' predicate %u lane %u: %u, want %u",
                              level, marches[lm / 3], p, l, w->v[2 + p][l], want);
            }
        native_done(w, &out, &b, jit);
    }
#endif
}
END_TEST

/* v_min_f32 and v_max_f32 under the default MODE (IEEE set) worked by
 * hand from the ISA's rule (fp.c's minmax): -0 below +0; an sNaN, a's
 * first, gives itself quieted; else a NaN gives the other operand (two
 * qNaNs: b); denormals compare as themselves. GFX12's _num forms: a NaN
 * gives the other operand, signalling or not; two NaNs give a quieted.
 * Lanes 14..31 repeat lane 0. */
START_TEST(native_min_max_take_the_isa_nan_and_zero_rules)
{
    static const struct {
        uint32_t a, b, min, max, min12, max12;
    } c[14] = {
        {0x3f800000, 0x40000000, 0x3f800000, 0x40000000, 0x3f800000, 0x40000000}, /* 1, 2 */
        {0x00000000, 0x80000000, 0x80000000, 0x00000000, 0x80000000, 0x00000000}, /* +0, -0 */
        {0x80000000, 0x00000000, 0x80000000, 0x00000000, 0x80000000, 0x00000000}, /* -0, +0 */
        {0x7fc00001, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000}, /* qNaN, 1 */
        {0x3f800000, 0xffc00002, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000}, /* 1, qNaN */
        {0x7f800001, 0x3f800000, 0x7fc00001, 0x7fc00001, 0x3f800000, 0x3f800000}, /* sNaN, 1 */
        {0x3f800000, 0xff800003, 0xffc00003, 0xffc00003, 0x3f800000, 0x3f800000}, /* 1, sNaN */
        {0x7fc00004, 0x7fa00000, 0x7fe00000, 0x7fe00000, 0x7fc00004, 0x7fc00004}, /* q, s */
        {0x7f800005, 0xff800006, 0x7fc00005, 0x7fc00005, 0x7fc00005, 0x7fc00005}, /* s, s */
        {0x7fc00007, 0xffc00008, 0xffc00008, 0xffc00008, 0x7fc00007, 0x7fc00007}, /* q, q */
        {0x00000001, 0x00000002, 0x00000001, 0x00000002, 0x00000001, 0x00000002}, /* denormals */
        {0xff800000, 0x7f800000, 0xff800000, 0x7f800000, 0xff800000, 0x7f800000}, /* -inf, inf */
        {0xbf800000, 0xc0000000, 0xc0000000, 0xbf800000, 0xc0000000, 0xbf800000}, /* -1, -2 */
        {0x80000001, 0x00000000, 0x80000001, 0x00000000, 0x80000001, 0x00000000}, /* -den, +0 */
    };
    for (int lm = 0; lm < 6; lm++) {
        int level = lm % 2 * 2;
        struct vj_jit *jit = jit_at(level, lm / 2);
        if (!jit)
            continue;
        vj_ir_block b;
        vj_ir_init(&b, VJ_GFX1100, 32);
        uint32_t va = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        uint32_t vb = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
        uint32_t m = vj_ir_emit(&b, VJ_OP_RDMODE, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        for (unsigned k = 0; k < 4; k++) /* min, max, GFX12's min, max */
            vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID,
                       vj_ir_emit(&b, k & 1 ? VJ_OP_FMAX : VJ_OP_FMIN, VJ_T_I32, va, vb, m,
                                  k & 2 ? VJ_FPI_GFX12 : 0),
                       VJ_NO_ARG, VJ_NO_ARG, 2 + k);
        ck_assert(vj_ir_ok(&b));
        vj_jit_out out;
        struct vj_wave *w = native_compile(jit, &b, &out);
        for (unsigned l = 0; l < 32; l++) {
            w->v[0][l] = c[l < 14 ? l : 0].a;
            w->v[1][l] = c[l < 14 ? l : 0].b;
        }
        ck_assert_int_eq(out.fn(w), 0);
        for (unsigned l = 0; l < 32; l++) {
            unsigned i = l < 14 ? l : 0;
            const uint32_t want[4] = {c[i].min, c[i].max, c[i].min12, c[i].max12};
            for (unsigned k = 0; k < 4; k++)
                ck_assert_msg(w->v[2 + k][l] == want[k],
                              "-O%d '%s' %s%s of %08x, %08x: %08x, want %08x", level,
                              marches[lm / 2], k & 1 ? "max" : "min", k & 2 ? " (GFX12)" : "",
                              c[i].a, c[i].b, w->v[2 + k][l], want[k]);
        }
        native_done(w, &out, &b, jit);
    }
}
END_TEST

/* For the conversion tests: a block of two FCVTI of v0 under the wave's
 * MODE, kind1's into v1 and kind2's into v2, compiled (native_compile). */
static struct vj_wave *cvt_pair_compile(struct vj_jit *jit, vj_ir_block *b, vj_jit_out *out,
                                        unsigned kind1, unsigned kind2)
{
    vj_ir_init(b, VJ_GFX1100, 32);
    uint32_t v0 = vj_ir_emit(b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
    uint32_t m = vj_ir_emit(b, VJ_OP_RDMODE, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
    const unsigned kind[2] = {kind1, kind2};
    for (unsigned k = 0; k < 2; k++) {
        uint32_t cv = vj_ir_emit(b, VJ_OP_FCVTI, VJ_T_I32, v0, m, VJ_NO_ARG,
                                 (uint64_t)kind[k] << VJ_FPI_CVT_SHIFT);
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, cv, VJ_NO_ARG, VJ_NO_ARG, 1 + k);
    }
    ck_assert(vj_ir_ok(b));
    return native_compile(jit, b, out);
}

/* v_cvt_u32_f32 and v_cvt_i32_f32 worked by hand from the ISA's rule
 * (truncate toward zero, saturate to the type's range, a NaN gives 0), at
 * the edges of the JIT's integer form: each side of 1.0, 2^31 and 2^32,
 * -2^31, a denormal, infinities and NaNs, a value with all 24 bits. */
START_TEST(float_to_int_conversions_at_their_edges)
{
    static const struct {
        uint32_t f, u, i;
    } c[] = {
        {0x3f800000, 1, 1},                   /* 1.0 */
        {0x3f7fffff, 0, 0},                   /* just below 1 */
        {0x3fc00000, 1, 1},                   /* 1.5 */
        {0xbfc00000, 0, 0xffffffff},          /* -1.5: u32 0, i32 -1 */
        {0x80000000, 0, 0},                   /* -0 */
        {0x00000001, 0, 0},                   /* a denormal */
        {0x4b000001, 0x800001, 0x800001},     /* 8388609: 24 bits */
        {0x4effffff, 0x7fffff80, 0x7fffff80}, /* 2^31 - 128 */
        {0x4f000000, 0x80000000, 0x7fffffff}, /* 2^31 */
        {0x4f7fffff, 0xffffff00, 0x7fffffff}, /* 2^32 - 256 */
        {0x4f800000, 0xffffffff, 0x7fffffff}, /* 2^32 */
        {0x5f800000, 0xffffffff, 0x7fffffff}, /* 2^64 */
        {0xceffffff, 0, 0x80000080},          /* -(2^31 - 128) */
        {0xcf000000, 0, 0x80000000},          /* -2^31 */
        {0xcf000001, 0, 0x80000000},          /* below -2^31 */
        {0x7f800000, 0xffffffff, 0x7fffffff}, /* +inf */
        {0xff800000, 0, 0x80000000},          /* -inf */
        {0x7fc00000, 0, 0},                   /* qNaN */
        {0xff800001, 0, 0},                   /* sNaN */
    };
    const unsigned n = sizeof c / sizeof c[0];
    for (int lm = 0; lm < 6; lm++) {
        int level = lm % 2 * 2;
        struct vj_jit *jit = jit_at(level, lm / 2);
        if (!jit)
            continue;
        vj_ir_block b;
        vj_jit_out out;
        struct vj_wave *w = cvt_pair_compile(jit, &b, &out, VJ_CVT_U32_F32, VJ_CVT_I32_F32);
        for (unsigned l = 0; l < 32; l++)
            w->v[0][l] = c[l % n].f;
        ck_assert_int_eq(out.fn(w), 0);
        for (unsigned l = 0; l < 32; l++) {
            ck_assert_msg(w->v[1][l] == c[l % n].u, "-O%d '%s' u32 of %08x: %08x, want %08x",
                          level, marches[lm / 2], c[l % n].f, w->v[1][l], c[l % n].u);
            ck_assert_msg(w->v[2][l] == c[l % n].i, "-O%d '%s' i32 of %08x: %08x, want %08x",
                          level, marches[lm / 2], c[l % n].f, w->v[2][l], c[l % n].i);
        }
        native_done(w, &out, &b, jit);
    }
}
END_TEST

/* v_cvt_f32_i32 and v_cvt_f32_u32 under the default MODE (round to
 * nearest even), worked by hand: past 2^24 f32 holds every second integer,
 * so 2^24 + 1 is a tie to 2^24 (even significand) and 2^24 + 3 one to
 * 2^24 + 4; near 2^32 the step is 256: 2^32 - 128 is a tie between
 * 2^32 - 256 (0x4f7fffff, odd) and 2^32 (even), 2^31 + 1 rounds to 2^31.
 * At every level the JIT makes (the native path at AVX ones, the helper at
 * the baseline). */
START_TEST(int_to_float_conversions_round_to_nearest_even)
{
    static const struct {
        uint32_t x, from_i32, from_u32;
    } c[] = {
        {0x00000000, 0x00000000, 0x00000000}, /* 0 */
        {0x00000001, 0x3f800000, 0x3f800000}, /* 1 */
        {0xffffffff, 0xbf800000, 0x4f800000}, /* -1; 2^32 - 1 to 2^32 */
        {0x01000001, 0x4b800000, 0x4b800000}, /* 2^24 + 1: a tie, to 2^24 */
        {0x01000003, 0x4b800002, 0x4b800002}, /* 2^24 + 3: a tie, to 2^24 + 4 */
        {0x00ffffff, 0x4b7fffff, 0x4b7fffff}, /* 2^24 - 1: exact */
        {0xfeffffff, 0xcb800000, 0x4f7f0000}, /* -(2^24 + 1); 2^32 - 2^24 - 1 */
        {0x7fffffff, 0x4f000000, 0x4f000000}, /* 2^31 - 1 to 2^31 */
        {0x80000000, 0xcf000000, 0x4f000000}, /* -2^31; 2^31 */
        {0x80000001, 0xcf000000, 0x4f000000}, /* -(2^31 - 1); 2^31 + 1 to 2^31 */
        {0xffffff80, 0xc3000000, 0x4f800000}, /* -128; 2^32 - 128: a tie, to 2^32 */
        {0xffffff7f, 0xc3010000, 0x4f7fffff}, /* -129; 2^32 - 129: below the tie */
    };
    const unsigned n = sizeof c / sizeof c[0];
    for (int lm = 0; lm < 3; lm++) {
        struct vj_jit *jit = jit_at(2, lm);
        if (!jit)
            continue;
        vj_ir_block b;
        vj_jit_out out;
        struct vj_wave *w = cvt_pair_compile(jit, &b, &out, VJ_CVT_F32_I32, VJ_CVT_F32_U32);
        for (unsigned l = 0; l < 32; l++)
            w->v[0][l] = c[l % n].x;
        ck_assert_int_eq(out.fn(w), 0);
        for (unsigned l = 0; l < 32; l++) {
            ck_assert_msg(w->v[1][l] == c[l % n].from_i32, "'%s' f32 of i32 %08x: %08x, want %08x",
                          marches[lm], c[l % n].x, w->v[1][l], c[l % n].from_i32);
            ck_assert_msg(w->v[2][l] == c[l % n].from_u32, "'%s' f32 of u32 %08x: %08x, want %08x",
                          marches[lm], c[l % n].x, w->v[2][l], c[l % n].from_u32);
        }
        native_done(w, &out, &b, jit);
    }
}
END_TEST

/* Random blocks over every op, compiled 256 to a context, each run on random
 * waves: the JIT and the interpreter agree on every register. extra, when
 * not NULL, is one more compiler option; march, when not NULL, the level
 * code is made for (vj_jit_set_march; the test passes at once on a CPU
 * without it). */
static void random_vs_interp(int level, unsigned total, uint64_t seed, const char *extra,
                             const char *march)
{
    const char *env = getenv("VJ_JIT_BLOCKS");
    if (env && atoi(env) > 0)
        total = (unsigned)atoi(env);
    struct vj_jit *jit = jit_or_skip(level);
    if (extra)
        ck_assert_int_eq(vj_jit_set_extra_option(jit, extra), VJ_OK);
    if (march && vj_jit_set_march(jit, march) != VJ_OK) {
        printf("# %s: this CPU cannot run it\n", march);
        vj_jit_free(jit);
        return;
    }
    enum { BATCH = 256 };
    vj_ir_block *blocks = calloc(BATCH, sizeof *blocks);
    const vj_ir_block **bp = calloc(BATCH, sizeof *bp);
    vj_jit_out *out = calloc(BATCH, sizeof *out);
    ck_assert(blocks && bp && out);
    struct vj_wave *start = vj_test_wave_new(32);
    struct vj_wave *wi = vj_test_wave_new(32);
    struct vj_wave *wj = vj_test_wave_new(32);
    uint64_t rng = seed;
    unsigned done = 0, mismatches = 0, compiles = 0;
    double secs = 0;
    char first[4096] = "";
    while (done < total) {
        unsigned n = total - done < BATCH ? total - done : BATCH;
        for (unsigned k = 0; k < n; k++) {
            unsigned ws = vj_test_rand(&rng) % 2 ? 64 : 32;
            random_block(&blocks[k], ws, 1 + (unsigned)(vj_test_rand(&rng) % 24), &rng);
            char err[256];
            ck_assert_msg(vj_ir_verify(&blocks[k], err, sizeof err) == VJ_OK, "generator: %s",
                          err);
            bp[k] = &blocks[k];
        }
        vj_jit_report rep;
        ck_assert_int_eq(vj_jit_compile(jit, bp, n, out, &rep), VJ_OK);
        compiles += rep.compiles;
        secs += rep.seconds;
        for (unsigned k = 0; k < n; k++) {
            if (!out[k].fn && getenv("VJ_TEST_DUMP")) {
                char *ir = vj_ir_print(bp[k]);
                fprintf(stderr, "%s\n", ir ? ir : "");
                free(ir);
            }
            ck_assert_msg(out[k].fn != NULL, "block refused: %s", out[k].why);
            for (unsigned trial = 0; trial < 3; trial++) {
                start->wave_size = blocks[k].wave_size;
                wave_fill(start, &rng);
                char msg[256];
                if (differs(&blocks[k], out[k].fn, start, wi, wj, msg, sizeof msg)) {
                    if (!mismatches++) {
                        char *text = vj_ir_print(&blocks[k]);
                        snprintf(first, sizeof first, "%.255s (wave%u)\n%.3000s", msg,
                                 blocks[k].wave_size, text ? text : "");
                        free(text);
                    }
                }
            }
            vj_jit_code_release(out[k].code);
            vj_ir_release(&blocks[k]);
        }
        done += n;
    }
    printf("# O%d%s%s%s%s: %u random IR blocks, %u compiles, %.2f s in libgccjit, %u mismatches\n",
           level, extra ? " " : "", extra ? extra : "", march ? " -march=" : "",
           march ? march : "", done, compiles, secs, mismatches);
    ck_assert_msg(mismatches == 0, "%u mismatches; first: %s", mismatches, first);
    free(start), free(wi), free(wj);
    free(blocks), free(bp), free(out);
    vj_jit_free(jit);
}

START_TEST(random_blocks_match_the_interpreter_O2)
{
    random_vs_interp(2, 256, 0x5eed0002, NULL, NULL);
}
END_TEST

/* The same for a CPU with nothing past baseline x86-64 (no popcnt, SSE2 at
 * most): popcount becomes a call of libgcc's __popcountdi2, which the code
 * gets although its link leaves out the C library (-nostdlib -lgcc). */
START_TEST(random_blocks_match_the_interpreter_baseline_x86_64)
{
#if defined(__x86_64__)
    random_vs_interp(2, 128, 0x5eed0086, "-march=x86-64", NULL);
#endif
}
END_TEST

/* The same at x86-64-v3 (AVX2): the native float path's AVX sequences
 * (min/max, conversions, no embedded rounding), which a v4 host does not
 * make by default. */
START_TEST(random_blocks_match_the_interpreter_x86_64_v3)
{
#if defined(__x86_64__)
    random_vs_interp(2, 128, 0x5eed0083, NULL, "x86-64-v3");
#endif
}
END_TEST

START_TEST(random_blocks_match_the_interpreter_O1)
{
    random_vs_interp(1, 256, 0x5eed0001, NULL, NULL);
}
END_TEST

/* Above -O0 a block that writes VGPRs but not exec runs, under a partial
 * exec, its every-lane code in place and then restores the inactive lanes.
 * Worked by hand on wave64, exec = lanes 0, 2 and 40: v2 = v0 + v1 and
 * v0 = v0 ^ v1 only there; vcc = the active lanes where v0 == v1 (lanes 2
 * and 40 are made equal, lane 3 too but it is inactive); every other lane
 * of v0, v1, v2 keeps its value. */
START_TEST(partial_exec_restores_inactive_lanes_and_masks_compares)
{
    for (int level = 1; level <= 2; level++) {
        struct vj_jit *jit = jit_or_skip(level);
        vj_ir_block b;
        vj_ir_init(&b, VJ_GFX1100, 64);
        uint32_t v0 = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
        uint32_t v1 = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
        uint32_t sum = vj_ir_emit(&b, VJ_OP_ADD, VJ_T_I32, v0, v1, VJ_NO_ARG, 0);
        vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, sum, VJ_NO_ARG, VJ_NO_ARG, 2);
        uint32_t eq = vj_ir_emit(&b, VJ_OP_EQ, VJ_T_I32, v0, v1, VJ_NO_ARG, 0);
        uint32_t m = vj_ir_emit(&b, VJ_OP_BALLOT, VJ_T_I64, eq, VJ_NO_ARG, VJ_NO_ARG, 0);
        vj_ir_emit(&b, VJ_OP_WRS, VJ_T_VOID, m, VJ_NO_ARG, VJ_NO_ARG, VJ_SREG_VCC_LO);
        uint32_t x = vj_ir_emit(&b, VJ_OP_XOR, VJ_T_I32, v0, v1, VJ_NO_ARG, 0);
        vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, x, VJ_NO_ARG, VJ_NO_ARG, 0);
        char err[256];
        ck_assert_msg(vj_ir_verify(&b, err, sizeof err) == VJ_OK, "%s", err);
        const vj_ir_block *bp = &b;
        vj_jit_out out;
        vj_jit_report rep;
        ck_assert_int_eq(vj_jit_compile(jit, &bp, 1, &out, &rep), VJ_OK);
        ck_assert_msg(out.fn != NULL, "refused: %s", out.why);
        struct vj_wave *w = vj_test_wave_new(64);
        for (unsigned l = 0; l < VJ_MAX_LANES; l++) {
            w->v[0][l] = 100 + l;
            w->v[1][l] = l == 2 || l == 3 || l == 40 ? 100 + l : 7 * l;
            w->v[2][l] = 0xdead0000u + l;
        }
        w->s[VJ_SREG_EXEC_LO] = 0x5;
        w->s[VJ_SREG_EXEC_HI] = 1u << 8; /* lane 40 */
        w->s[VJ_SREG_VCC_LO] = w->s[VJ_SREG_VCC_HI] = 0xffffffffu;
        out.fn(w);
        for (unsigned l = 0; l < VJ_MAX_LANES; l++) {
            int on = l == 0 || l == 2 || l == 40;
            uint32_t a = 100 + l, c = l == 2 || l == 3 || l == 40 ? 100 + l : 7 * l;
            ck_assert_uint_eq(w->v[2][l], on ? a + c : 0xdead0000u + l);
            ck_assert_uint_eq(w->v[0][l], on ? (a ^ c) : a);
            ck_assert_uint_eq(w->v[1][l], c);
        }
        ck_assert_uint_eq(w->s[VJ_SREG_VCC_LO], 1u << 2);
        ck_assert_uint_eq(w->s[VJ_SREG_VCC_HI], 1u << 8);
        free(w);
        vj_jit_code_release(out.code);
        vj_ir_release(&b);
        vj_jit_free(jit);
    }
}
END_TEST

/* The restore path keeps at most 16 KB of saved rows: 64 rows of wave64.
 * A block writing 64 rows takes it, one writing 65 the masked variant; both
 * must leave the inactive lanes alone, as the interpreter does. */
START_TEST(blocks_either_side_of_the_save_area_limit_match_the_interpreter)
{
    struct vj_jit *jit = jit_or_skip(1);
    struct vj_wave *start = vj_test_wave_new(64), *wi = vj_test_wave_new(64);
    struct vj_wave *wj = vj_test_wave_new(64);
    uint64_t rng = 0x5a7ea11;
    for (unsigned nrows = 64; nrows <= 65; nrows++) {
        vj_ir_block b;
        vj_ir_init(&b, VJ_GFX1100, 64);
        uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 200);
        for (unsigned r = 0; r < nrows; r++) {
            uint32_t k = vj_ir_const(&b, VJ_T_I32, 0x9e3779b9u * (r + 1));
            x = vj_ir_emit(&b, VJ_OP_ADD, VJ_T_I32, x, k, VJ_NO_ARG, 0);
            vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, x, VJ_NO_ARG, VJ_NO_ARG, r);
        }
        char err[256];
        ck_assert_msg(vj_ir_verify(&b, err, sizeof err) == VJ_OK, "%s", err);
        const vj_ir_block *bp = &b;
        vj_jit_out out;
        vj_jit_report rep;
        ck_assert_int_eq(vj_jit_compile(jit, &bp, 1, &out, &rep), VJ_OK);
        ck_assert_msg(out.fn != NULL, "refused: %s", out.why);
        for (unsigned trial = 0; trial < 4; trial++) {
            start->wave_size = 64;
            wave_fill(start, &rng);
            start->s[VJ_SREG_EXEC_LO] = 0x80000001u >> trial; /* never all lanes */
            char msg[256];
            ck_assert_msg(!differs(&b, out.fn, start, wi, wj, msg, sizeof msg), "%u rows: %s",
                          nrows, msg);
        }
        vj_jit_code_release(out.code);
        vj_ir_release(&b);
    }
    free(start), free(wi), free(wj);
    vj_jit_free(jit);
}
END_TEST

START_TEST(random_blocks_match_the_interpreter_O0)
{
    random_vs_interp(0, 512, 0x5eed0000, NULL, NULL);
}
END_TEST

/* A block the generator refuses (a scalar written from a per-lane value) gets
 * no code and a reason; the other blocks of the batch still compile. */
START_TEST(a_refused_block_does_not_sink_its_batch)
{
    struct vj_jit *jit = jit_or_skip(1);
    vj_ir_block b[3];
    const vj_ir_block *bp[3] = {&b[0], &b[1], &b[2]};
    for (unsigned k = 0; k < 3; k++) {
        vj_ir_init(&b[k], VJ_GFX1100, 32);
        uint32_t v = vj_ir_emit(&b[k], VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 4);
        vj_ir_emit(&b[k], k == 1 ? VJ_OP_WRS : VJ_OP_WRV, VJ_T_VOID, v, VJ_NO_ARG, VJ_NO_ARG, 5);
    }
    vj_jit_out out[3];
    vj_jit_report rep;
    ck_assert_int_eq(vj_jit_compile(jit, bp, 3, out, &rep), VJ_OK);
    ck_assert_ptr_nonnull(out[0].fn);
    ck_assert_ptr_null(out[1].fn);
    ck_assert_ptr_null(out[1].code);
    ck_assert_ptr_nonnull(strstr(out[1].why, "per-lane"));
    ck_assert_ptr_nonnull(out[2].fn);
    for (unsigned k = 0; k < 3; k++) {
        vj_jit_code_release(out[k].code);
        vj_ir_release(&b[k]);
    }
    vj_jit_free(jit);
}
END_TEST

/* A compile libgccjit rejects (an unknown option) gives no code, says why,
 * and splits the batch down to single blocks, each refused. */
START_TEST(a_failing_compile_gives_no_code_and_a_reason)
{
    struct vj_jit *jit = jit_or_skip(1);
    ck_assert_int_eq(vj_jit_set_extra_option(jit, "-fvop3jit-no-such-option"), VJ_OK);
    vj_ir_block b[2];
    const vj_ir_block *bp[2] = {&b[0], &b[1]};
    for (unsigned k = 0; k < 2; k++) {
        vj_ir_init(&b[k], VJ_GFX1100, 32);
        uint32_t v = vj_ir_emit(&b[k], VJ_OP_RDV, VJ_T_I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 4);
        vj_ir_emit(&b[k], VJ_OP_WRV, VJ_T_VOID, v, VJ_NO_ARG, VJ_NO_ARG, 5);
    }
    vj_jit_out out[2];
    vj_jit_report rep;
    ck_assert_int_eq(vj_jit_compile(jit, bp, 2, out, &rep), VJ_OK);
    ck_assert_uint_eq(rep.compiles, 3); /* the pair, then each half */
    for (unsigned k = 0; k < 2; k++) {
        ck_assert_ptr_null(out[k].fn);
        ck_assert_ptr_null(out[k].code);
        ck_assert_msg(strstr(out[k].why, "compile failed") != NULL, "why: %s", out[k].why);
        vj_ir_release(&b[k]);
    }
    /* Clearing the option makes the same blocks compile. */
    ck_assert_int_eq(vj_jit_set_extra_option(jit, NULL), VJ_OK);
    vj_ir_init(&b[0], VJ_GFX1100, 32);
    vj_ir_emit(&b[0], VJ_OP_WRV, VJ_T_VOID, vj_ir_const(&b[0], VJ_T_I32, 7), VJ_NO_ARG,
               VJ_NO_ARG, 5);
    ck_assert_int_eq(vj_jit_compile(jit, bp, 1, out, &rep), VJ_OK);
    ck_assert_msg(out[0].fn != NULL, "why: %s", out[0].why);
    vj_jit_code_release(out[0].code);
    vj_ir_release(&b[0]);
    vj_jit_free(jit);
}
END_TEST

START_TEST(march_is_explicit_never_native)
{
    struct vj_jit *jit = jit_or_skip(2);
    const char *m = vj_jit_march(jit);
    ck_assert(strcmp(m, "") == 0 || strcmp(m, "x86-64-v3") == 0 ||
              strcmp(m, "x86-64-v4") == 0);
    printf("# -march=%s\n", m[0] ? m : "(baseline)");
    vj_jit_free(jit);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("jit");
    TCase *tc = tcase_create("jit");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_op_has_an_emitter);
    tcase_add_test(tc, march_is_explicit_never_native);
    tcase_add_test(tc, perm_worked_example_every_selector_kind);
    tcase_add_test(tc, funnel_shift_of_a_word_with_itself_is_a_rotate);
    tcase_add_test(tc, native_f32_path_nan_rules_and_host_rounding);
    tcase_add_test(tc, native_fma_is_fused_in_every_lane);
    tcase_add_test(tc, native_compares_take_each_predicate_set);
    tcase_add_test(tc, native_min_max_take_the_isa_nan_and_zero_rules);
    tcase_add_test(tc, float_to_int_conversions_at_their_edges);
    tcase_add_test(tc, int_to_float_conversions_round_to_nearest_even);
    tcase_add_test(tc, a_refused_block_does_not_sink_its_batch);
    tcase_add_test(tc, a_failing_compile_gives_no_code_and_a_reason);
    tcase_add_test(tc, random_blocks_match_the_interpreter_O0);
    tcase_add_test(tc, random_blocks_match_the_interpreter_O1);
    tcase_add_test(tc, random_blocks_match_the_interpreter_O2);
    tcase_add_test(tc, partial_exec_restores_inactive_lanes_and_masks_compares);
    tcase_add_test(tc, blocks_either_side_of_the_save_area_limit_match_the_interpreter);
    tcase_add_test(tc, random_blocks_match_the_interpreter_baseline_x86_64);
    tcase_add_test(tc, random_blocks_match_the_interpreter_x86_64_v3);
    suite_add_tcase(s, tc);
    return s;
}
