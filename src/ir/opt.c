/* opt: the IR optimiser. One forward pass rebuilds the block through the fold
 * rules below (constant and copy propagation, known-zero/known-one bits,
 * register forwarding, CSE, perm folding via permplan.c), then one backward pass
 * drops dead code. It knows the IR only: never an engine or a wave.
 *
 * The rule of the room: fold rules keep the result type and only shrink code.
 * A rule gets a node about to be built, with its arguments already folded,
 * and returns either an existing value or NEXT; none adds a node that costs
 * more than the one it replaces. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/permplan.h"
#include "ir/ir.h"

#define NEXT VJ_NO_ARG
/* rebuild()'s answer for a write that does nothing and is left out. */
#define DROPPED (VJ_NO_ARG - 1)

/* What is known of a value's bits (QEMU's optimiser keeps the same pair). */
typedef struct kbits {
    uint64_t zero, one;
} kbits;

/* What a register is known to hold: the value node last written to it or
 * read from it. half 1 marks the high register of an i64 pair; masked says
 * the value came from an exec-masked write, so holds only in active lanes. */
typedef struct regval {
    uint32_t node;
    uint8_t type, half, masked;
} regval;

_Static_assert(VJ_NUM_AGPRS == VJ_NUM_VGPRS, "RDA/WRA share RDV/WRV's register tables");

typedef struct opt {
    vj_ir_block out;
    kbits *known; /* per node of out */
    uint32_t kcap;
    uint32_t *hash; /* CSE: out node index + 1, 0 = empty */
    uint32_t hcap;
    regval vreg[VJ_NUM_VGPRS];
    regval areg[VJ_NUM_VGPRS]; /* CDNA's AGPRs (as many): a file of their own, a5 is not v5 */
    regval sreg[VJ_SREG_COUNT];
    uint32_t special[3]; /* RDSPEC nodes already read, or NEXT */
    uint32_t mode;       /* the RDMODE node already read, or NEXT */
    int exec_written;    /* the block writes exec somewhere */
    int oom;
} opt;

/* A node about to be built. */
typedef struct fnode {
    vj_op op;
    vj_type type;
    uint32_t arg[VJ_IR_MAXARGS];
    uint64_t imm;
} fnode;

static uint64_t width_mask(vj_type t)
{
    return t == VJ_T_I64 ? ~0ull : 0xffffffffull;
}

static const vj_node *node(const opt *o, uint32_t i)
{
    return &o->out.nodes[i];
}

static int is_const(const opt *o, uint32_t i)
{
    return node(o, i)->op == VJ_OP_CONST;
}

static uint64_t cval(const opt *o, uint32_t i)
{
    return node(o, i)->imm;
}

static kbits kb(const opt *o, uint32_t i)
{
    return o->known[i];
}

/* ------------------------------------------------------------ building */

static uint32_t hash_node(const fnode *f)
{
    uint64_t h = (uint64_t)f->op * 0x9e3779b97f4a7c15ull ^ f->type;
    for (unsigned k = 0; k < VJ_IR_MAXARGS; k++)
        h = (h ^ f->arg[k]) * 0xbf58476d1ce4e5b9ull;
    h = (h ^ f->imm) * 0x94d049bb133111ebull;
    return (uint32_t)(h >> 32);
}

static int same_node(const vj_node *n, const fnode *f)
{
    return n->op == f->op && n->type == f->type && n->arg[0] == f->arg[0] &&
           n->arg[1] == f->arg[1] && n->arg[2] == f->arg[2] && n->arg[3] == f->arg[3] &&
           n->imm == f->imm;
}

static void hash_insert(opt *o, uint32_t idx)
{
    const vj_node *n = node(o, idx);
    fnode f = {(vj_op)n->op, (vj_type)n->type, {n->arg[0], n->arg[1], n->arg[2], n->arg[3]},
               n->imm};
    uint32_t h = hash_node(&f) & (o->hcap - 1);
    while (o->hash[h])
        h = (h + 1) & (o->hcap - 1);
    o->hash[h] = idx + 1;
}

/* Grow the side tables so that node index idx fits. */
static int reserve(opt *o, uint32_t idx)
{
    if (idx >= o->kcap) {
        uint32_t cap = o->kcap ? o->kcap * 2 : 64;
        while (cap <= idx)
            cap *= 2;
        kbits *k = realloc(o->known, cap * sizeof *k);
        if (!k)
            return 0;
        o->known = k;
        o->kcap = cap;
    }
    if (2 * (idx + 1) > o->hcap) {
        uint32_t cap = o->hcap ? o->hcap * 2 : 128;
        while (cap < 2 * (idx + 1))
            cap *= 2;
        uint32_t *h = calloc(cap, sizeof *h);
        if (!h)
            return 0;
        free(o->hash);
        o->hash = h;
        o->hcap = cap;
        for (uint32_t i = 0; i < o->out.count; i++)
            if (vj_op_table[node(o, i)->op].flags & VJ_OF_PURE)
                hash_insert(o, i);
    }
    return 1;
}

/* Build f in out as is (no folding); pure nodes are shared. */
static uint32_t build(opt *o, const fnode *f, kbits k)
{
    int pure = vj_op_table[f->op].flags & VJ_OF_PURE;
    if (pure && o->hcap) {
        for (uint32_t h = hash_node(f) & (o->hcap - 1); o->hash[h]; h = (h + 1) & (o->hcap - 1))
            if (same_node(node(o, o->hash[h] - 1), f))
                return o->hash[h] - 1;
    }
    if (o->oom || !reserve(o, o->out.count)) {
        o->oom = 1;
        return VJ_NO_ARG;
    }
    uint32_t idx =
        vj_ir_emit4(&o->out, f->op, f->type, f->arg[0], f->arg[1], f->arg[2], f->arg[3], f->imm);
    if (idx == VJ_NO_ARG) {
        o->oom = 1;
        return VJ_NO_ARG;
    }
    uint64_t wm = width_mask(f->type);
    o->known[idx] = (kbits){k.zero & wm, k.one & wm};
    if (pure)
        hash_insert(o, idx);
    return idx;
}

static uint32_t konst(opt *o, vj_type type, uint64_t v)
{
    uint64_t wm = width_mask(type);
    fnode f = {VJ_OP_CONST, type, {VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG}, v & wm};
    return build(o, &f, (kbits){~v & wm, v & wm});
}

static uint32_t fold(opt *o, fnode *f);

static uint32_t fold3(opt *o, vj_op op, vj_type type, uint32_t a0, uint32_t a1, uint32_t a2)
{
    fnode f = {op, type, {a0, a1, a2, VJ_NO_ARG}, 0};
    return fold(o, &f);
}

/* ------------------------------------------------------- known bits */

static kbits kb_unknown(void)
{
    return (kbits){0, 0};
}

static uint64_t sext_mask(uint64_t m, unsigned bit, uint64_t wm)
{
    /* Copy bit `bit` of m into every bit above it. */
    return (m >> bit) & 1 ? (m | (wm & ~((2ull << bit) - 1))) : m;
}

/* What is known of f's result from what is known of its arguments. Every
 * op has its case (a missing one is a build error). */
#pragma GCC diagnostic push
#pragma GCC diagnostic error "-Wswitch"
static kbits known_result(const opt *o, const fnode *f)
{
    uint64_t wm = width_mask(f->type);
    unsigned w = f->type == VJ_T_I64 ? 64 : 32;
    kbits a = {0, 0}, b = {0, 0}, c = {0, 0};
    unsigned nargs = vj_op_table[f->op].nargs;
    if (nargs > 0)
        a = kb(o, f->arg[0]);
    if (nargs > 1)
        b = kb(o, f->arg[1]);
    if (nargs > 2)
        c = kb(o, f->arg[2]);
    int bconst = nargs > 1 && is_const(o, f->arg[1]);
    unsigned sh = bconst ? (unsigned)(cval(o, f->arg[1]) & (w - 1)) : 0;
    switch (f->op) {
    case VJ_OP_AND:
        return (kbits){a.zero | b.zero, a.one & b.one};
    case VJ_OP_OR:
        return (kbits){a.zero & b.zero, a.one | b.one};
    case VJ_OP_XOR:
        return (kbits){(a.zero & b.zero) | (a.one & b.one), (a.zero & b.one) | (a.one & b.zero)};
    case VJ_OP_NOT:
        return (kbits){a.one, a.zero};
    case VJ_OP_SHL:
        if (!bconst)
            break;
        return (kbits){((a.zero << sh) | ((1ull << sh) - 1)) & wm, (a.one << sh) & wm};
    case VJ_OP_SHR:
        if (!bconst)
            break;
        return (kbits){(a.zero >> sh) | (wm & ~(wm >> sh)), a.one >> sh};
    case VJ_OP_SAR:
        if (!bconst)
            break;
        return (kbits){sext_mask(a.zero >> sh, w - 1 - sh, wm),
                       sext_mask(a.one >> sh, w - 1 - sh, wm)};
    case VJ_OP_FSHR:
        if (!is_const(o, f->arg[2]))
            break;
        sh = (unsigned)(cval(o, f->arg[2]) & 31);
        return (kbits){((b.zero | a.zero << 32) >> sh) & wm, ((b.one | a.one << 32) >> sh) & wm};
    case VJ_OP_BSWAP:
        if (f->type == VJ_T_I64)
            return (kbits){__builtin_bswap64(a.zero), __builtin_bswap64(a.one)};
        return (kbits){__builtin_bswap32((uint32_t)a.zero), __builtin_bswap32((uint32_t)a.one)};
    case VJ_OP_UBFE:
        if (is_const(o, f->arg[1]) && is_const(o, f->arg[2])) {
            unsigned off = (unsigned)(cval(o, f->arg[1]) & 31);
            uint64_t fm = (1ull << (cval(o, f->arg[2]) & 31)) - 1;
            return (kbits){((a.zero >> off) & fm) | (wm & ~fm), (a.one >> off) & fm};
        }
        break;
    case VJ_OP_SELECT:
        return (kbits){b.zero & c.zero, b.one & c.one};
    case VJ_OP_LANEBIT:
        return (kbits){wm & ~1ull, 0};
    case VJ_OP_MBCNT: /* at most 63 */
    case VJ_OP_POPCNT:
        return (kbits){wm & ~127ull, 0};
    case VJ_OP_EQ:
    case VJ_OP_NE:
    case VJ_OP_ULT:
    case VJ_OP_ULE:
    case VJ_OP_SLT:
    case VJ_OP_SLE:
        return (kbits){wm & ~1ull, 0};
    case VJ_OP_ZEXT:
        return (kbits){(a.zero & 0xffffffffull) | ~0xffffffffull, a.one & 0xffffffffull};
    case VJ_OP_SEXT:
        return (kbits){sext_mask(a.zero & 0xffffffffull, 31, ~0ull),
                       sext_mask(a.one & 0xffffffffull, 31, ~0ull)};
    case VJ_OP_TRUNC:
        return (kbits){a.zero & 0xffffffffull, a.one & 0xffffffffull};
    /* Nothing known of the result: every op needs its line here or above
     * (-Wswitch is an error in this file), so a new op cannot be forgotten. */
    case VJ_OP_SBFE:
    case VJ_OP_BFI:
    case VJ_OP_ADD:
    case VJ_OP_SUB:
    case VJ_OP_MUL:
    case VJ_OP_MULHU:
    case VJ_OP_MULHS:
    case VJ_OP_MULU24:
    case VJ_OP_MULI24:
    case VJ_OP_UMIN:
    case VJ_OP_UMAX:
    case VJ_OP_SMIN:
    case VJ_OP_SMAX:
    case VJ_OP_BITREV:
    case VJ_OP_PERM:
    case VJ_OP_CONST: /* reads, writes and constants are handled before */
    case VJ_OP_RDV:
    case VJ_OP_RDA:
    case VJ_OP_WRA:
    case VJ_OP_RDS:
    case VJ_OP_RDSPEC:
    case VJ_OP_WRV:
    case VJ_OP_WRS:
    case VJ_OP_BALLOT:
    case VJ_OP_READLANE:
    case VJ_OP_WRLANE:
    case VJ_OP_PERMLANE64:
    case VJ_OP_DPP8:
    case VJ_OP_DPP16:
    case VJ_OP_LANERD:
    case VJ_OP_RDREL:
    case VJ_OP_WRREL:
    case VJ_OP_RDMODE: /* (rebuild knows its bits) */
    case VJ_OP_FADD:   /* float ops: nothing is known of their bits */
    case VJ_OP_FSUB:
    case VJ_OP_FMUL:
    case VJ_OP_FFMA:
    case VJ_OP_FMIN:
    case VJ_OP_FMAX:
    case VJ_OP_FPOST:
    case VJ_OP_FCVTI:
    case VJ_OP_FNARROW:
    case VJ_OP_FWIDEN:
    case VJ_OP_FCVTH: /* issue 29 */
    case VJ_OP_FCMP:
    case VJ_OP_FCLASS:
    case VJ_OP_FLDEXP:
    case VJ_OP_FUNARY:
    case VJ_OP_FMED3:
    case VJ_OP_FTOI:
    case VJ_OP_FFROMI:
    case VJ_OP_FMAD:
    case VJ_OP_FTRANS:
    case VJ_OP_FDIVSCALE: /* room div */
    case VJ_OP_FDIVVCC:
    case VJ_OP_FDIVFMAS:
    case VJ_OP_FDIVFIXUP:
    case VJ_OP_FMISC: /* room frows */
    case VJ_OP_FDOT2: /* issue 29 */
    case VJ_OP_WRSCC:
    case VJ_OP_RDPC:
    case VJ_OP_WRPC:
    case VJ_OP_WRMODE:
    case VJ_OP_LD: /* issue 31: memory */
    case VJ_OP_SLD:
    case VJ_OP_ST:
    case VJ_OP_MEMCHK:
    case VJ_OP_LDP: /* room buf: buffer memory */
    case VJ_OP_STP:
    case VJ_OP_MEMCHKP:
    case VJ_OP_SLDP:
    case VJ_OP_ATOM: /* room atom */
    case VJ_OP_COUNT:
        break;
    }
    return kb_unknown();
}
#pragma GCC diagnostic pop

/* ---------------------------------------------------------- fold rules */

/* Each rule: the pattern it matches written above it; it returns the value
 * to use instead of building f, or NEXT. Arguments are already folded and
 * constants are on the right of commutative ops. */

/* and x, c  where c keeps every bit that x may have  =>  x */
static uint32_t and_keeps_all(opt *o, fnode *f)
{
    uint64_t wm = width_mask(f->type);
    kbits x = kb(o, f->arg[0]), c = kb(o, f->arg[1]);
    return (~x.zero & wm & ~c.one) == 0 ? f->arg[0] : NEXT;
}

/* and x, x  =>  x;  or x, x  =>  x;  umin/umax/smin/smax x, x  =>  x */
static uint32_t idempotent_self(opt *o, fnode *f)
{
    (void)o;
    return f->arg[0] == f->arg[1] ? f->arg[0] : NEXT;
}

/* or x, c  where c sets only bits x already has  =>  x */
static uint32_t or_adds_nothing(opt *o, fnode *f)
{
    uint64_t wm = width_mask(f->type);
    kbits x = kb(o, f->arg[0]), c = kb(o, f->arg[1]);
    return (~x.one & wm & ~c.zero) == 0 ? f->arg[0] : NEXT;
}

/* and (and x, c1), c2  =>  and x, c1 & c2   (and likewise or, xor) */
static uint32_t reassoc_const(opt *o, fnode *f)
{
    const vj_node *in = node(o, f->arg[0]);
    if (in->op != f->op || !is_const(o, f->arg[1]) || !is_const(o, in->arg[1]))
        return NEXT;
    uint64_t c1 = cval(o, in->arg[1]), c2 = cval(o, f->arg[1]);
    uint64_t c = f->op == VJ_OP_AND ? c1 & c2 : f->op == VJ_OP_OR ? c1 | c2 : c1 ^ c2;
    uint32_t x = in->arg[0]; /* read before konst(), which may move the nodes */
    return fold3(o, f->op, f->type, x, konst(o, f->type, c), VJ_NO_ARG);
}

/* xor x, 0  =>  x;  add x, 0  =>  x;  sub x, 0  =>  x;  or x, 0  =>  x */
static uint32_t right_zero_is_identity(opt *o, fnode *f)
{
    return is_const(o, f->arg[1]) && cval(o, f->arg[1]) == 0 ? f->arg[0] : NEXT;
}

/* xor x, x  =>  0;  sub x, x  =>  0 */
static uint32_t self_cancels(opt *o, fnode *f)
{
    return f->arg[0] == f->arg[1] ? konst(o, f->type, 0) : NEXT;
}

/* mul x, 1  =>  x;  mul x, 0  =>  0 */
static uint32_t mul_by_0_or_1(opt *o, fnode *f)
{
    if (!is_const(o, f->arg[1]) || cval(o, f->arg[1]) > 1)
        return NEXT;
    return cval(o, f->arg[1]) ? f->arg[0] : f->arg[1];
}

/* not (not x)  =>  x;  bswap (bswap x)  =>  x;  bitrev (bitrev x)  =>  x */
static uint32_t involution(opt *o, fnode *f)
{
    const vj_node *in = node(o, f->arg[0]);
    return in->op == f->op ? in->arg[0] : NEXT;
}

/* shl/shr/sar x, c  where c is 0 modulo the width  =>  x */
static uint32_t shift_by_zero(opt *o, fnode *f)
{
    unsigned w = f->type == VJ_T_I64 ? 64 : 32;
    return is_const(o, f->arg[1]) && (cval(o, f->arg[1]) & (w - 1)) == 0 ? f->arg[0] : NEXT;
}

/* fshr a, b, c  where c is 0 modulo 32  =>  b */
static uint32_t fshr_by_zero(opt *o, fnode *f)
{
    return is_const(o, f->arg[2]) && (cval(o, f->arg[2]) & 31) == 0 ? f->arg[1] : NEXT;
}

/* select c, x, y  where c is known  =>  x or y;  select c, x, x  =>  x */
static uint32_t select_known(opt *o, fnode *f)
{
    if (f->arg[1] == f->arg[2])
        return f->arg[1];
    kbits c = kb(o, f->arg[0]);
    if (c.one & 0xffffffffull)
        return f->arg[1];
    if ((c.zero & 0xffffffffull) == 0xffffffffull)
        return f->arg[2];
    return NEXT;
}

/* bfi m, x, y  where m is all ones  =>  x;  where m is 0  =>  y */
static uint32_t bfi_known_mask(opt *o, fnode *f)
{
    if (!is_const(o, f->arg[0]))
        return NEXT;
    uint64_t m = cval(o, f->arg[0]);
    if (m == width_mask(f->type))
        return f->arg[1];
    return m == 0 ? f->arg[2] : NEXT;
}

static uint32_t fold_emit_cb(void *ctx, vj_op op, uint32_t a0, uint32_t a1, uint32_t a2)
{
    return fold3(ctx, op, VJ_T_I32, a0, a1, a2);
}

static uint32_t fold_konst_cb(void *ctx, uint32_t v)
{
    return konst(ctx, VJ_T_I32, v);
}

/* perm a, b, c  where c is known  =>  the plan permplan.c finds for c, given what
 * is known of a and b: a constant, a copy, bswap, a funnel shift, shifts,
 * masks and ors, never dearer than the generic perm */
static uint32_t perm_known_selector(opt *o, fnode *f)
{
    if (!is_const(o, f->arg[2]))
        return NEXT;
    kbits a = kb(o, f->arg[0]), b = kb(o, f->arg[1]);
    vj_fold_src src[2] = {{(uint32_t)a.zero, (uint32_t)a.one},
                          {(uint32_t)b.zero, (uint32_t)b.one}};
    vj_fold_plan plan;
    vj_fold_perm((uint32_t)cval(o, f->arg[2]), src, f->arg[0] == f->arg[1], &plan);
    if (plan.kind == VJ_FOLD_PERM)
        return NEXT;
    vj_fold_builder bld = {o, fold_emit_cb, fold_konst_cb};
    return vj_fold_emit(&plan, &bld, f->arg[0], f->arg[1]);
}

typedef struct rule {
    uint8_t op;
    uint32_t (*fn)(opt *o, fnode *f);
} rule;

/* Tried in order for the op; the first that gives a value wins. */
static const rule rules[] = {
    {VJ_OP_AND, idempotent_self},        {VJ_OP_AND, and_keeps_all},
    {VJ_OP_AND, reassoc_const},          {VJ_OP_OR, idempotent_self},
    {VJ_OP_OR, or_adds_nothing},         {VJ_OP_OR, reassoc_const},
    {VJ_OP_XOR, right_zero_is_identity}, {VJ_OP_XOR, self_cancels},
    {VJ_OP_XOR, reassoc_const},          {VJ_OP_NOT, involution},
    {VJ_OP_BSWAP, involution},           {VJ_OP_BITREV, involution},
    {VJ_OP_SHL, shift_by_zero},          {VJ_OP_SHR, shift_by_zero},
    {VJ_OP_SAR, shift_by_zero},          {VJ_OP_FSHR, fshr_by_zero},
    {VJ_OP_ADD, right_zero_is_identity}, {VJ_OP_SUB, right_zero_is_identity},
    {VJ_OP_SUB, self_cancels},           {VJ_OP_MUL, mul_by_0_or_1},
    {VJ_OP_UMIN, idempotent_self},       {VJ_OP_UMAX, idempotent_self},
    {VJ_OP_SMIN, idempotent_self},       {VJ_OP_SMAX, idempotent_self},
    {VJ_OP_SELECT, select_known},        {VJ_OP_BFI, bfi_known_mask},
    {VJ_OP_PERM, perm_known_selector},
};

/* Fold a pure op: constants, then the rules, then known bits, then CSE. */
static uint32_t fold(opt *o, fnode *f)
{
    const vj_op_info *info = &vj_op_table[f->op];
    for (unsigned k = 0; k < info->nargs; k++)
        if (f->arg[k] == VJ_NO_ARG || o->oom)
            return VJ_NO_ARG;
    f->type = vj_ir_result_type(f->op, f->type);

    /* All arguments constant: evaluate (LANEBIT varies by lane: never). */
    int allc = !(info->flags & (VJ_OF_LANE | VJ_OF_MODE));
    for (unsigned k = 0; k < info->nargs; k++)
        allc = allc && is_const(o, f->arg[k]);
    if (allc) {
        uint64_t v[VJ_IR_MAXARGS] = {0, 0, 0, 0};
        for (unsigned k = 0; k < info->nargs; k++)
            v[k] = cval(o, f->arg[k]);
        return konst(o, f->type, vj_ir_eval_op(f->op, f->type, v[0], v[1], v[2], 0));
    }
    if ((info->flags & VJ_OF_COMM) && is_const(o, f->arg[0])) {
        uint32_t t = f->arg[0];
        f->arg[0] = f->arg[1];
        f->arg[1] = t;
    }
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        if (rules[i].op != f->op)
            continue;
        uint32_t r = rules[i].fn(o, f);
        if (r != NEXT || o->oom)
            return r;
    }
    kbits k = known_result(o, f);
    uint64_t wm = width_mask(f->type);
    if (((k.zero | k.one) & wm) == wm)
        return konst(o, f->type, k.one);
    return build(o, f, k);
}

/* ------------------------------------------------- registers, reads, writes */

static void forget(regval *regs, unsigned nregs, uint64_t r, vj_type type)
{
    /* A write to r (and r+1 for i64) spoils whatever covered those registers,
     * including an i64 pair starting at r-1. */
    unsigned n = type == VJ_T_I64 ? 2 : 1;
    for (unsigned i = 0; i < n && r + i < nregs; i++) {
        regval *e = &regs[r + i];
        if (e->node != NEXT && e->type == VJ_T_I64) {
            uint64_t base = e->half ? r + i - 1 : r + i;
            regs[base].node = NEXT;
            if (base + 1 < nregs)
                regs[base + 1].node = NEXT;
        }
        e->node = NEXT;
    }
}

static void remember(regval *regs, unsigned nregs, uint64_t r, vj_type type, uint32_t v,
                     int masked)
{
    forget(regs, nregs, r, type);
    regs[r] = (regval){v, (uint8_t)type, 0, (uint8_t)masked};
    if (type == VJ_T_I64 && r + 1 < nregs)
        regs[r + 1] = (regval){v, (uint8_t)type, 1, (uint8_t)masked};
}

/* What r holds as a value of this type, or NEXT. A value from a masked write
 * holds only in the lanes that were active: enough while exec stays as it
 * is, and it does in any block that never writes exec (no supported
 * instruction does). Otherwise a read made before an exec write could feed a
 * write after it, in lanes where the read would have seen something else. */
static uint32_t recall(const regval *regs, unsigned nregs, uint64_t r, vj_type type,
                       int exec_written)
{
    if (r >= nregs || regs[r].node == NEXT || regs[r].type != type || regs[r].half ||
        (regs[r].masked && exec_written))
        return NEXT;
    if (type == VJ_T_I64 && (r + 1 >= nregs || regs[r + 1].node != regs[r].node))
        return NEXT;
    return regs[r].node;
}

static void forget_all(regval *regs, unsigned nregs)
{
    for (unsigned i = 0; i < nregs; i++)
        regs[i].node = NEXT;
}

static int writes_exec(uint64_t r, vj_type type)
{
    uint64_t last = r + (type == VJ_T_I64 ? 1 : 0);
    return r <= VJ_SREG_EXEC_HI && last >= VJ_SREG_EXEC_LO;
}

/* One source node, with its arguments already mapped. */
static uint32_t rebuild(opt *o, const vj_node *n, const uint32_t *arg)
{
    vj_type type = (vj_type)n->type;
    fnode f = {(vj_op)n->op, type, {arg[0], arg[1], arg[2], arg[3]}, n->imm};
    switch (n->op) {
    case VJ_OP_CONST:
        return konst(o, type, n->imm);
    case VJ_OP_RDV:
    case VJ_OP_RDA: {
        /* A value written earlier in the block, or read already. Exec cannot
         * change between (a write to exec forgets every VGPR), and a later
         * instruction's reads matter only in the lanes that write wrote.
         * AGPRs are the same in a table of their own (a5 is not v5). */
        regval *file = n->op == VJ_OP_RDA ? o->areg : o->vreg;
        uint32_t v = recall(file, VJ_NUM_VGPRS, n->imm, type, o->exec_written);
        if (v != NEXT)
            return v;
        v = build(o, &f, kb_unknown());
        if (v != VJ_NO_ARG)
            remember(file, VJ_NUM_VGPRS, n->imm, type, v, 0);
        return v;
    }
    case VJ_OP_RDS: {
        uint32_t v = recall(o->sreg, VJ_SREG_COUNT, n->imm, type, 0);
        if (v != NEXT)
            return v;
        v = build(o, &f, kb_unknown());
        if (v != VJ_NO_ARG)
            remember(o->sreg, VJ_SREG_COUNT, n->imm, type, v, 0);
        return v;
    }
    case VJ_OP_RDSPEC: {
        unsigned s = n->imm < 3 ? (unsigned)n->imm : 0;
        if (n->imm < 3 && o->special[s] != NEXT)
            return o->special[s];
        /* vccz, execz and scc are 0 or 1 */
        uint32_t v = build(o, &f, (kbits){0xfffffffeull, 0});
        if (n->imm < 3)
            o->special[s] = v;
        return v;
    }
    case VJ_OP_WRV:
    case VJ_OP_WRA: {
        vj_type vt = (vj_type)node(o, arg[0])->type;
        regval *file = n->op == VJ_OP_WRA ? o->areg : o->vreg;
        /* v[r] = what v[r] already holds: nothing to do. */
        if (recall(file, VJ_NUM_VGPRS, n->imm, vt, 0) == arg[0])
            return DROPPED;
        uint32_t v = build(o, &f, kb_unknown());
        if (v != VJ_NO_ARG)
            remember(file, VJ_NUM_VGPRS, n->imm, vt, arg[0], 1);
        return v;
    }
    case VJ_OP_WRS: {
        vj_type vt = (vj_type)node(o, arg[0])->type;
        if (n->imm != VJ_SREG_NULL && recall(o->sreg, VJ_SREG_COUNT, n->imm, vt, 0) == arg[0])
            return DROPPED;
        uint32_t v = build(o, &f, kb_unknown());
        if (v == VJ_NO_ARG)
            return v;
        if (n->imm == VJ_SREG_NULL) /* the write is dropped: null still reads 0 */
            forget(o->sreg, VJ_SREG_COUNT, n->imm, vt);
        else
            remember(o->sreg, VJ_SREG_COUNT, n->imm, vt, arg[0], 0);
        if (writes_exec(n->imm, vt)) {
            forget_all(o->vreg, VJ_NUM_VGPRS);
            forget_all(o->areg, VJ_NUM_AGPRS);
        }
        for (unsigned s = 0; s < 3; s++) /* vccz, execz may have changed */
            o->special[s] = NEXT;
        return v;
    }
    case VJ_OP_READLANE:
    case VJ_OP_PERMLANE64:
    case VJ_OP_DPP8:
    case VJ_OP_DPP16:
    case VJ_OP_LANERD:
        /* Reads the register state itself (a lane a masked write may have
         * left alone): never a remembered value, never shared. */
        return build(o, &f, kb_unknown());
    case VJ_OP_RDREL:
        /* Room movrel: a register m0 picks at run time, as the wave holds
         * it: never a remembered value, never shared. */
        return build(o, &f, kb_unknown());
    case VJ_OP_LD: /* issue 31: memory, which a store may change: never shared */
    case VJ_OP_SLD:
    case VJ_OP_ST:
    case VJ_OP_MEMCHK:
    case VJ_OP_LDP: /* room buf */
    case VJ_OP_STP:
    case VJ_OP_MEMCHKP:
    case VJ_OP_SLDP:
    case VJ_OP_ATOM: /* room atom: reads and writes memory */
        return build(o, &f, kb_unknown());
    case VJ_OP_WRREL: {
        /* Any VGPR may have changed. */
        uint32_t v = build(o, &f, kb_unknown());
        forget_all(o->vreg, VJ_NUM_VGPRS);
        return v;
    }
    case VJ_OP_WRLANE: {
        /* One lane changed: what the register held is no longer known. */
        uint32_t v = build(o, &f, kb_unknown());
        forget(o->vreg, VJ_NUM_VGPRS, n->imm, VJ_T_I32);
        return v;
    }
    case VJ_OP_WRSCC: {
        /* scc changes: the next read reads it again (the value written is
         * not forwarded: a read is 0 or 1, which only lowering promises) */
        uint32_t v = build(o, &f, kb_unknown());
        o->special[VJ_SPECIAL_SCC] = NEXT;
        return v;
    }
    case VJ_OP_RDPC: /* room branch: the PC the block started at */
    case VJ_OP_WRPC:
        return build(o, &f, kb_unknown());
    case VJ_OP_WRMODE: /* room branch: s_setreg and kin; later reads read it again */
        o->mode = NEXT;
        return build(o, &f, kb_unknown());
    case VJ_OP_RDMODE:
        /* MODE changes only by WRMODE: one read serves until one; only
         * the float fields' bits can be set. */
        if (o->mode == NEXT)
            o->mode = build(o, &f, (kbits){~(uint64_t)VJ_MODE_MASK & 0xffffffffull, 0});
        return o->mode;
    case VJ_OP_BALLOT: {
        /* Never shared: it reads exec, which a write between may change.
         * Lanes past the wave's are 0. */
        if (arg[0] == VJ_NO_ARG)
            return VJ_NO_ARG;
        uint64_t wm = width_mask(type);
        if (is_const(o, arg[0]) && cval(o, arg[0]) == 0)
            return konst(o, type, 0);
        return build(o, &f, (kbits){~wm, 0});
    }
    default:
        if (!(vj_op_table[n->op].flags & VJ_OF_PURE))
            return VJ_NO_ARG;
        return fold(o, &f);
    }
}

/* ------------------------------------------------------------ dead code */

static void mark_regs(uint8_t *cov, unsigned nregs, uint64_t r, vj_type type, uint8_t val)
{
    for (uint64_t i = r; i < r + (type == VJ_T_I64 ? 2 : 1) && i < nregs; i++)
        cov[i] = val;
}

static int regs_covered(const uint8_t *cov, unsigned nregs, uint64_t r, vj_type type)
{
    for (uint64_t i = r; i < r + (type == VJ_T_I64 ? 2 : 1); i++)
        if (i >= nregs || !cov[i])
            return 0;
    return 1;
}

/* Keep the writes that are not overwritten before being read, and whatever
 * they use; compact the block in place. */
static void sweep(vj_ir_block *b)
{
    uint32_t n = b->count;
    uint8_t *live = calloc(n ? n : 1, 1);
    uint32_t *to = malloc((n ? n : 1) * sizeof *to);
    uint8_t vcov[VJ_NUM_VGPRS] = {0}, scov[VJ_SREG_COUNT] = {0}, acov[VJ_NUM_AGPRS] = {0};
    int scc_cov = 0; /* scc is written later, unread in between */
    if (!live || !to) { /* leave the block as it is: still correct */
        free(live);
        free(to);
        return;
    }
    for (uint32_t i = n; i-- > 0;) {
        const vj_node *nd = &b->nodes[i];
        vj_type vt = nd->op == VJ_OP_WRV || nd->op == VJ_OP_WRS || nd->op == VJ_OP_WRA
                         ? (vj_type)b->nodes[nd->arg[0]].type
                         : (vj_type)nd->type;
        switch (nd->op) {
        case VJ_OP_WRA: /* as WRV, in the AGPR file */
            live[i] = !regs_covered(acov, VJ_NUM_AGPRS, nd->imm, vt);
            mark_regs(acov, VJ_NUM_AGPRS, nd->imm, vt, 1);
            if (live[i])
                mark_regs(scov, VJ_SREG_COUNT, VJ_SREG_EXEC_LO, VJ_T_I64, 0);
            break;
        case VJ_OP_RDA:
            if (live[i])
                mark_regs(acov, VJ_NUM_AGPRS, nd->imm, vt, 0);
            break;
        case VJ_OP_WRV:
            /* Overwritten later under the same exec, unread in between. */
            live[i] = !regs_covered(vcov, VJ_NUM_VGPRS, nd->imm, vt);
            mark_regs(vcov, VJ_NUM_VGPRS, nd->imm, vt, 1);
            if (live[i]) /* it reads exec */
                mark_regs(scov, VJ_SREG_COUNT, VJ_SREG_EXEC_LO, VJ_T_I64, 0);
            break;
        case VJ_OP_WRS:
            live[i] = !regs_covered(scov, VJ_SREG_COUNT, nd->imm, vt);
            mark_regs(scov, VJ_SREG_COUNT, nd->imm, vt, 1);
            if (writes_exec(nd->imm, vt)) { /* earlier VGPR writes ran under another exec */
                memset(vcov, 0, sizeof vcov);
                memset(acov, 0, sizeof acov);
            }
            break;
        case VJ_OP_RDV:
        case VJ_OP_READLANE:
        case VJ_OP_PERMLANE64:
        case VJ_OP_DPP8:
        case VJ_OP_DPP16:
        case VJ_OP_LANERD:
            if (live[i])
                mark_regs(vcov, VJ_NUM_VGPRS, nd->imm, vt, 0);
            break;
        case VJ_OP_WRLANE:
            /* Always kept: a later masked write need not cover its lane. */
            live[i] = 1;
            break;
        case VJ_OP_RDREL:
        case VJ_OP_WRREL:
            /* Room movrel: always kept, since either may fail the run (its
             * index past v255), and then every write before it must have
             * happened: no later write covers one. RDREL may read any
             * register; WRREL covers none (m0 picks it) and reads exec. */
            live[i] = 1;
            memset(vcov, 0, sizeof vcov);
            memset(scov, 0, sizeof scov);
            scc_cov = 0;
            break;
        case VJ_OP_WRPC: /* room branch: where the wave goes next */
        case VJ_OP_WRMODE:
            live[i] = 1;
            break;
        case VJ_OP_LD:
        case VJ_OP_SLD:
        case VJ_OP_ST:
        case VJ_OP_MEMCHK:
        case VJ_OP_LDP: /* room buf: buffer memory, the same */
        case VJ_OP_STP:
        case VJ_OP_MEMCHKP:
        case VJ_OP_SLDP:
        case VJ_OP_ATOM: /* room atom */
            /* Issue 31: memory. Always kept: each may fail the run (an
             * address the map does not give), and then every write before
             * it must have happened, as for the m0-relative ops; the
             * per-lane ones read exec. */
            live[i] = 1;
            memset(vcov, 0, sizeof vcov);
            memset(scov, 0, sizeof scov);
            memset(acov, 0, sizeof acov);
            scc_cov = 0;
            break;
        case VJ_OP_WRSCC: /* overwritten later, unread in between */
            live[i] = !scc_cov;
            scc_cov = 1;
            break;
        case VJ_OP_RDS:
            if (live[i])
                mark_regs(scov, VJ_SREG_COUNT, nd->imm, vt, 0);
            break;
        case VJ_OP_BALLOT:
            if (live[i]) /* it reads exec */
                mark_regs(scov, VJ_SREG_COUNT, VJ_SREG_EXEC_LO, VJ_T_I64, 0);
            break;
        case VJ_OP_RDSPEC:
            if (live[i]) {
                mark_regs(scov, VJ_SREG_COUNT, VJ_SREG_VCC_LO, VJ_T_I64, 0);
                mark_regs(scov, VJ_SREG_COUNT, VJ_SREG_EXEC_LO, VJ_T_I64, 0);
                if (nd->imm == VJ_SPECIAL_SCC)
                    scc_cov = 0;
            }
            break;
        default:
            break;
        }
        if (live[i])
            for (unsigned k = 0; k < vj_op_table[nd->op].nargs; k++)
                live[nd->arg[k]] = 1;
    }
    uint32_t m = 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!live[i])
            continue;
        vj_node nd = b->nodes[i];
        for (unsigned k = 0; k < vj_op_table[nd.op].nargs; k++)
            nd.arg[k] = to[nd.arg[k]];
        to[i] = m;
        b->nodes[m++] = nd;
    }
    b->count = m;
    free(live);
    free(to);
}

/* --------------------------------------------------------------- entry */

vj_status vj_ir_optimize(vj_ir_block *b)
{
    if (!b || !vj_ir_ok(b))
        return VJ_ERR_ARG;
    opt *o = calloc(1, sizeof *o);
    uint32_t *map = malloc((b->count ? b->count : 1) * sizeof *map);
    if (!o || !map) {
        free(o);
        free(map);
        return VJ_ERR_NOMEM;
    }
    vj_ir_init(&o->out, b->target, b->wave_size);
    forget_all(o->vreg, VJ_NUM_VGPRS);
    forget_all(o->areg, VJ_NUM_AGPRS);
    forget_all(o->sreg, VJ_SREG_COUNT);
    for (unsigned s = 0; s < 3; s++)
        o->special[s] = NEXT;
    o->mode = NEXT;
    for (uint32_t i = 0; i < b->count; i++) {
        const vj_node *n = &b->nodes[i];
        if (n->op == VJ_OP_WRS && n->arg[0] < i &&
            writes_exec(n->imm, (vj_type)b->nodes[n->arg[0]].type))
            o->exec_written = 1;
    }

    vj_status st = VJ_OK;
    for (uint32_t i = 0; i < b->count && st == VJ_OK; i++) {
        const vj_node *n = &b->nodes[i];
        uint32_t arg[VJ_IR_MAXARGS] = {VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG};
        for (unsigned k = 0; k < vj_op_table[n->op].nargs; k++)
            arg[k] = n->arg[k] < i ? map[n->arg[k]] : VJ_NO_ARG;
        o->out.cur_inst = n->inst;
        map[i] = rebuild(o, n, arg);
        if (map[i] == VJ_NO_ARG)
            st = o->oom ? VJ_ERR_NOMEM : VJ_ERR_IR;
    }
    if (st == VJ_OK) {
        sweep(&o->out);
        free(b->nodes);
        b->nodes = o->out.nodes;
        b->count = o->out.count;
        b->cap = o->out.cap;
        o->out.nodes = NULL;
    }
    vj_ir_release(&o->out);
    free(o->known);
    free(o->hash);
    free(o);
    free(map);
    return st;
}
