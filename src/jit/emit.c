/* emit: the code generator: IR blocks -> functions of a libgccjit context,
 * one per block, over the wave as an array of words. It compiles nothing and
 * loads nothing (compile.c does); it refuses a block rather than emit code
 * it cannot vouch for. */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/permrows.h"
#include "jit/gen.h"

/* The generated code addresses the wave as an array of 32-bit words. */
_Static_assert(offsetof(struct vj_wave, v) == 0, "VGPRs start the wave");
_Static_assert(offsetof(struct vj_wave, s) % 4 == 0, "scalars are word aligned");
_Static_assert(offsetof(struct vj_wave, scc) % 4 == 0, "scc is word aligned");
#define W_SOFF (offsetof(struct vj_wave, s) / 4)
#define W_SCCOFF (offsetof(struct vj_wave, scc) / 4)
#define W_AOFF   (offsetof(struct vj_wave, a) / 4)

/* ------------------------------------------------------------ generator */

/* One libgccjit context's worth of generation state; the per-block part is
 * reset for each function. */
struct gen {
    gcc_jit_context *cx;
    gcc_jit_type *t_void, *t_u32, *t_u64, *t_i32, *t_i64, *t_pu32;
    gcc_jit_function *f_bswap32, *f_bswap64, *f_popc32, *f_popc64;
    gcc_jit_rvalue *perm_helper;         /* the exported pointer to perm_helper */

    const vj_ir_block *b;
    gcc_jit_function *fn;
    gcc_jit_rvalue *w;                   /* uint32_t *: the wave as words */
    unsigned ntmp;
    char why[200];                       /* a refusal by the generator itself */

    /* One variant of the block's code: reset by gen_variant. */
    int full_exec;                       /* every lane is active (until exec is written) */
    int unmasked;                        /* VGPR writes take every lane; the caller puts
                                            the inactive lanes back (gen_restore) */
    gcc_jit_block *pro, *body, *done;
    gcc_jit_block *cur;                  /* where the node being emitted goes */
    gcc_jit_lvalue *i;                   /* the lane loop's counter */
    gcc_jit_rvalue *lane;                /* the lane: i as an rvalue */
    gcc_jit_rvalue **val;                /* per node: its value */
    uint8_t *perlane;                    /* per node: differs between lanes */
    uint16_t *rowof;                     /* per node: r + 1 when it is VGPR r as the wave
                                            holds it on entry (an i32 read before any write) */
    gcc_jit_rvalue *scur[VJ_SREG_COUNT]; /* uniform: each scalar's current value */
    uint8_t swritten[VJ_SREG_COUNT];
    gcc_jit_rvalue *vcur[VJ_NUM_VGPRS];  /* lane body: each VGPR's current value */
    uint8_t vwritten[VJ_NUM_VGPRS];
    int rel_written;                     /* a WRREL of this loop has stored a row: the
                                            rows are no longer as on the loop's entry */
    gcc_jit_rvalue *exec;                /* current exec (uniform), NULL = rebuild */
    gcc_jit_rvalue *lane_mask;           /* ~0 / 0 for this lane under exec */
    /* Lane masks the block makes (BALLOT): the whole mask exists only once
     * the lane loop is done, so in the loop it is only the lane's own bit. */
    uint32_t *ballot_of;                 /* per node: the BALLOT it stands for, + 1 */
    gcc_jit_rvalue **bit;                /* per node: that ballot's bit in this lane (u32) */
    uint32_t spend[VJ_SREG_COUNT];       /* scalar holding half (spend & 1) of BALLOT
                                            (spend >> 1) - 1, until the loop ends; 0: none */
};

static gcc_jit_type *ty(struct gen *g, unsigned t)
{
    return t == VJ_T_I64 ? g->t_u64 : g->t_u32;
}

static gcc_jit_rvalue *kst(struct gen *g, gcc_jit_type *t, uint64_t v)
{
    return gcc_jit_context_new_rvalue_from_long(g->cx, t, (long)v);
}

static gcc_jit_rvalue *bin(struct gen *g, enum gcc_jit_binary_op op, gcc_jit_type *t,
                           gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return gcc_jit_context_new_binary_op(g->cx, NULL, op, t, a, b);
}

#define AND(t, a, b) bin(g, GCC_JIT_BINARY_OP_BITWISE_AND, t, a, b)
#define OR(t, a, b) bin(g, GCC_JIT_BINARY_OP_BITWISE_OR, t, a, b)
#define XOR(t, a, b) bin(g, GCC_JIT_BINARY_OP_BITWISE_XOR, t, a, b)
#define SHL(t, a, b) bin(g, GCC_JIT_BINARY_OP_LSHIFT, t, a, b)
#define SHR(t, a, b) bin(g, GCC_JIT_BINARY_OP_RSHIFT, t, a, b)
#define ADD(t, a, b) bin(g, GCC_JIT_BINARY_OP_PLUS, t, a, b)
#define SUB(t, a, b) bin(g, GCC_JIT_BINARY_OP_MINUS, t, a, b)
#define MUL(t, a, b) bin(g, GCC_JIT_BINARY_OP_MULT, t, a, b)

static gcc_jit_rvalue *not_(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *a)
{
    return gcc_jit_context_new_unary_op(g->cx, NULL, GCC_JIT_UNARY_OP_BITWISE_NEGATE, t, a);
}

static gcc_jit_rvalue *cast(struct gen *g, gcc_jit_rvalue *v, gcc_jit_type *t)
{
    return gcc_jit_context_new_cast(g->cx, NULL, v, t);
}

static gcc_jit_rvalue *cmp(struct gen *g, enum gcc_jit_comparison op, gcc_jit_rvalue *a,
                           gcc_jit_rvalue *b)
{
    return gcc_jit_context_new_comparison(g->cx, NULL, op, a, b);
}

/* A fresh local in blk holding v: anything used twice goes through one. */
static gcc_jit_rvalue *tmp_in(struct gen *g, gcc_jit_block *blk, gcc_jit_type *t,
                              gcc_jit_rvalue *v)
{
    char name[24];
    snprintf(name, sizeof name, "t%u", g->ntmp++);
    gcc_jit_lvalue *l = gcc_jit_function_new_local(g->fn, NULL, t, name);
    gcc_jit_block_add_assignment(blk, NULL, l, v);
    return gcc_jit_lvalue_as_rvalue(l);
}

static gcc_jit_rvalue *tmp(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *v)
{
    return tmp_in(g, g->cur, t, v);
}

/* All ones when cond holds, else zero, as type t. */
static gcc_jit_rvalue *mask_of(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *cond)
{
    return tmp(g, t, SUB(t, kst(g, t, 0), cast(g, cond, t)));
}

/* (x & m) | (y & ~m); m is a local. A select the vectoriser turns into a blend. */
static gcc_jit_rvalue *blend(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *m,
                             gcc_jit_rvalue *x, gcc_jit_rvalue *y)
{
    return OR(t, AND(t, x, m), AND(t, y, not_(g, t, m)));
}

static gcc_jit_rvalue *call1(struct gen *g, gcc_jit_function *f, gcc_jit_rvalue *a,
                             gcc_jit_type *rt)
{
    gcc_jit_param *p = gcc_jit_function_get_param(f, 0);
    gcc_jit_rvalue *arg = cast(g, a, gcc_jit_rvalue_get_type(gcc_jit_param_as_rvalue(p)));
    return cast(g, gcc_jit_context_new_call(g->cx, NULL, f, 1, &arg), rt);
}

/* The word of the wave at index idx (an rvalue of type u32). */
static gcc_jit_lvalue *word(struct gen *g, gcc_jit_rvalue *idx)
{
    return gcc_jit_context_new_array_access(g->cx, NULL, g->w, idx);
}

/* ------------------------------------------------------------ wave state */

static gcc_jit_rvalue *sget(struct gen *g, unsigned idx)
{
    if (g->spend[idx] && !g->why[0]) {
        char nm[16];
        const char *name = vj_sreg_name(idx, nm);
        snprintf(g->why, sizeof g->why,
                 "%s holds a lane mask its lane loop makes, read whole in that loop",
                 name ? name : "a scalar");
    }
    if (!g->scur[idx])
        g->scur[idx] = tmp_in(g, g->pro, g->t_u32,
                              gcc_jit_lvalue_as_rvalue(word(g, kst(g, g->t_u32, W_SOFF + idx))));
    return g->scur[idx];
}

static void sset(struct gen *g, unsigned idx, gcc_jit_rvalue *v)
{
    if (idx >= VJ_SREG_COUNT || idx == VJ_SREG_NULL)
        return; /* as the wave state does: null and beyond drop writes */
    g->scur[idx] = v;
    g->swritten[idx] = 1;
    g->spend[idx] = 0;
    if (idx == VJ_SREG_EXEC_LO || idx == VJ_SREG_EXEC_HI) {
        g->exec = g->lane_mask = NULL;
        g->full_exec = 0;
    }
}

/* A lane mask register pair as the wave size sees it: u32 in wave32, u64 in wave64. */
static gcc_jit_rvalue *mask_reg(struct gen *g, unsigned lo)
{
    if (g->b->wave_size == 32)
        return sget(g, lo);
    return tmp_in(g, g->pro, g->t_u64,
                  OR(g->t_u64, SHL(g->t_u64, cast(g, sget(g, lo + 1), g->t_u64),
                                   kst(g, g->t_u64, 32)),
                     cast(g, sget(g, lo), g->t_u64)));
}

/* Bit g->lane of the uniform lane mask m (u32 in wave32, u64 in wave64),
 * as 0 or 1. In wave64 the half holding the lane is picked by a blend and
 * shifted by lane & 31, all in 32-bit lanes, which GCC vectorises (a 64-bit
 * shift by the lane it leaves scalar). The halves are split once, in the
 * prologue. */
static gcc_jit_rvalue *lane_bit(struct gen *g, gcc_jit_rvalue *m)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *one = kst(g, u, 1);
    gcc_jit_rvalue *lo = tmp_in(g, g->pro, u, cast(g, m, u));
    if (g->b->wave_size == 32)
        return AND(u, SHR(u, lo, g->lane), one);
    gcc_jit_rvalue *hi = tmp_in(
        g, g->pro, u, cast(g, SHR(g->t_u64, cast(g, m, g->t_u64), kst(g, g->t_u64, 32)), u));
    gcc_jit_rvalue *low_half = tmp_in(
        g, g->body, u,
        SUB(u, kst(g, u, 0), cast(g, cmp(g, GCC_JIT_COMPARISON_LT, g->lane, kst(g, u, 32)), u)));
    gcc_jit_rvalue *word = blend(g, u, low_half, lo, hi);
    return AND(u, SHR(u, word, AND(u, g->lane, kst(g, u, 31))), one);
}

static gcc_jit_rvalue *vget(struct gen *g, unsigned r)
{
    if (!g->vcur[r]) {
        gcc_jit_rvalue *idx = ADD(g->t_u32, kst(g, g->t_u32, (uint64_t)r * VJ_MAX_LANES), g->lane);
        g->vcur[r] = tmp_in(g, g->body, g->t_u32, gcc_jit_lvalue_as_rvalue(word(g, idx)));
    }
    return g->vcur[r];
}

/* ~0 for the current lane when its exec bit (under the current exec) is set;
 * NULL in the full-exec variant, where every lane is. */
static gcc_jit_rvalue *lane_mask(struct gen *g)
{
    if (g->full_exec)
        return NULL;
    if (g->lane_mask)
        return g->lane_mask;
    if (!g->exec)
        g->exec = mask_reg(g, VJ_SREG_EXEC_LO);
    g->lane_mask =
        tmp_in(g, g->body, g->t_u32, SUB(g->t_u32, kst(g, g->t_u32, 0), lane_bit(g, g->exec)));
    return g->lane_mask;
}

/* ------------------------------------------------------------- emitters */

/* Each op's emitter returns the node's value (NULL for the ops that only
 * write) or sets g->why to refuse the block. a[] are the argument values. */
typedef gcc_jit_rvalue *emitter(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a);

#define NODE (&g->b->nodes[idx])
#define T (ty(g, NODE->type))
#define ARGT(k) (g->b->nodes[NODE->arg[k]].type)

static gcc_jit_rvalue *emit_CONST(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return kst(g, T, NODE->imm);
}

static gcc_jit_rvalue *emit_RDV(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    unsigned r = (unsigned)NODE->imm;
    if (NODE->type == VJ_T_I32) {
        if (!g->vwritten[r] && !g->rel_written)
            g->rowof[idx] = (uint16_t)(r + 1);
        return vget(g, r);
    }
    gcc_jit_rvalue *hi = cast(g, vget(g, r + 1), g->t_u64);
    return OR(g->t_u64, SHL(g->t_u64, hi, kst(g, g->t_u64, 32)), cast(g, vget(g, r), g->t_u64));
}

/* CDNA's AGPRs: the lane's word of a[r], read and written in place, in
 * node order. No lane reads another's, so the lane loop needs nothing
 * more; a write masks by exec in every variant (the restore path saves
 * VGPR rows only), and the full-exec one has no mask to apply. */
static gcc_jit_lvalue *agpr_word(struct gen *g, unsigned r)
{
    return word(g, ADD(g->t_u32, kst(g, g->t_u32, W_AOFF + (uint64_t)r * VJ_MAX_LANES), g->lane));
}

static gcc_jit_rvalue *emit_RDA(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return tmp_in(g, g->body, g->t_u32,
                  gcc_jit_lvalue_as_rvalue(agpr_word(g, (unsigned)NODE->imm)));
}

static gcc_jit_rvalue *emit_WRA(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_lvalue *dst = agpr_word(g, (unsigned)NODE->imm);
    gcc_jit_rvalue *m = lane_mask(g);
    gcc_jit_rvalue *v = cast(g, a[0], g->t_u32);
    if (m)
        v = blend(g, g->t_u32, m, v, gcc_jit_lvalue_as_rvalue(dst));
    gcc_jit_block_add_assignment(g->body, NULL, dst, v);
    return NULL;
}

static gcc_jit_rvalue *emit_RDS(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    unsigned r = (unsigned)NODE->imm;
    unsigned p = g->spend[r];
    /* The whole of a mask the block made: stands for its BALLOT (its bit). */
    if (p && !(p & 1) && (NODE->type == VJ_T_I64) == (g->b->wave_size == 64) &&
        (NODE->type == VJ_T_I32 || g->spend[r + 1] == (p | 1))) {
        uint32_t k = (p >> 1) - 1;
        g->ballot_of[idx] = k + 1;
        g->bit[idx] = g->bit[k];
        return g->val[k];
    }
    if (NODE->type == VJ_T_I32)
        return sget(g, r);
    gcc_jit_rvalue *hi = cast(g, sget(g, r + 1), g->t_u64);
    return OR(g->t_u64, SHL(g->t_u64, hi, kst(g, g->t_u64, 32)), cast(g, sget(g, r), g->t_u64));
}

static gcc_jit_rvalue *emit_RDSPEC(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    switch (NODE->imm) {
    case VJ_SPECIAL_VCCZ:
    case VJ_SPECIAL_EXECZ: {
        gcc_jit_rvalue *m =
            mask_reg(g, NODE->imm == VJ_SPECIAL_VCCZ ? VJ_SREG_VCC_LO : VJ_SREG_EXEC_LO);
        gcc_jit_type *mt = g->b->wave_size == 64 ? g->t_u64 : g->t_u32;
        return cast(g, cmp(g, GCC_JIT_COMPARISON_EQ, m, kst(g, mt, 0)), g->t_u32);
    }
    case VJ_SPECIAL_SCC:
        return AND(g->t_u32, gcc_jit_lvalue_as_rvalue(word(g, kst(g, g->t_u32, W_SCCOFF))),
                   kst(g, g->t_u32, 1));
    default:
        snprintf(g->why, sizeof g->why, "node %%%u reads special source %llu the JIT lacks",
                 idx, (unsigned long long)NODE->imm);
        return NULL;
    }
}

static gcc_jit_rvalue *emit_WRV(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    unsigned r = (unsigned)NODE->imm;
    gcc_jit_rvalue *m = g->unmasked ? NULL : lane_mask(g);
    gcc_jit_rvalue *parts[2] = {a[0], NULL};
    unsigned nparts = 1;
    if (ARGT(0) == VJ_T_I64) {
        parts[0] = tmp(g, g->t_u32, cast(g, a[0], g->t_u32));
        parts[1] = tmp(g, g->t_u32,
                       cast(g, SHR(g->t_u64, a[0], kst(g, g->t_u64, 32)), g->t_u32));
        nparts = 2;
    }
    for (unsigned k = 0; k < nparts; k++) {
        g->vcur[r + k] = m ? tmp(g, g->t_u32, blend(g, g->t_u32, m, parts[k], vget(g, r + k)))
                           : parts[k];
        g->vwritten[r + k] = 1;
    }
    return NULL;
}

/* s[r] (and s[r+1] in wave64) = the mask of BALLOT k: written back when
 * the loop is done, from its accumulator. Exec so written changes which
 * lanes the rest of the loop writes: this lane's bit is its new exec bit
 * (it has its old one in it already). */
static gcc_jit_rvalue *write_ballot(struct gen *g, uint32_t idx, uint32_t k, unsigned r)
{
    unsigned n = g->b->wave_size == 64 ? 2 : 1;
    gcc_jit_rvalue *acc = g->val[k];
    for (unsigned h = 0; h < n; h++) {
        if (r + h >= VJ_SREG_COUNT || r + h == VJ_SREG_NULL)
            continue;
        gcc_jit_rvalue *part = h ? SHR(g->t_u64, acc, kst(g, g->t_u64, 32)) : acc;
        sset(g, r + h, cast(g, part, g->t_u32)); /* an expression: read after the loop */
        g->spend[r + h] = (k + 1) << 1 | h;
    }
    int lo = r <= VJ_SREG_EXEC_LO && r + n > VJ_SREG_EXEC_LO;
    int hi = r <= VJ_SREG_EXEC_HI && r + n > VJ_SREG_EXEC_HI;
    if (lo || hi) {
        if (!lo || (n == 2 && !hi)) {
            snprintf(g->why, sizeof g->why, "node %%%u writes half of exec from a lane mask", idx);
            return NULL;
        }
        g->lane_mask = tmp_in(g, g->body, g->t_u32, SUB(g->t_u32, kst(g, g->t_u32, 0), g->bit[k]));
    }
    return NULL;
}

static gcc_jit_rvalue *emit_WRS(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    unsigned r = (unsigned)NODE->imm;
    if (g->ballot_of[NODE->arg[0]])
        return write_ballot(g, idx, g->ballot_of[NODE->arg[0]] - 1, r);
    if (g->perlane[NODE->arg[0]]) {
        snprintf(g->why, sizeof g->why, "node %%%u writes a scalar from a per-lane value", idx);
        return NULL;
    }
    if (ARGT(0) == VJ_T_I64) {
        gcc_jit_rvalue *lo = tmp(g, g->t_u32, cast(g, a[0], g->t_u32));
        gcc_jit_rvalue *hi =
            tmp(g, g->t_u32, cast(g, SHR(g->t_u64, a[0], kst(g, g->t_u64, 32)), g->t_u32));
        sset(g, r, lo);
        sset(g, r + 1, hi);
    } else {
        sset(g, r, a[0]);
    }
    return NULL;
}

static gcc_jit_rvalue *emit_LANEBIT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    if (g->ballot_of[NODE->arg[0]])
        return g->bit[NODE->arg[0]];
    if (!g->perlane[NODE->arg[0]])
        return lane_bit(g, a[0]);
    /* Lanes past the mask's width read 0: a 64-bit shift of the zero-extended mask. */
    gcc_jit_rvalue *m64 = cast(g, a[0], g->t_u64);
    return cast(g, AND(g->t_u64, SHR(g->t_u64, m64, cast(g, g->lane, g->t_u64)),
                       kst(g, g->t_u64, 1)),
                g->t_u32);
}

static gcc_jit_rvalue *emit_AND(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return AND(T, a[0], a[1]);
}
static gcc_jit_rvalue *emit_OR(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return OR(T, a[0], a[1]);
}
static gcc_jit_rvalue *emit_XOR(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return XOR(T, a[0], a[1]);
}
static gcc_jit_rvalue *emit_NOT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return not_(g, T, a[0]);
}

/* The i32 count masked to the width, in the value's type. */
static gcc_jit_rvalue *count(struct gen *g, uint32_t idx, gcc_jit_rvalue *c)
{
    unsigned wmask = NODE->type == VJ_T_I64 ? 63 : 31;
    return cast(g, AND(g->t_u32, c, kst(g, g->t_u32, wmask)), T);
}

static gcc_jit_rvalue *emit_SHL(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return SHL(T, a[0], count(g, idx, a[1]));
}
static gcc_jit_rvalue *emit_SHR(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return SHR(T, a[0], count(g, idx, a[1]));
}
static gcc_jit_rvalue *emit_SAR(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *st = NODE->type == VJ_T_I64 ? g->t_i64 : g->t_i32;
    return cast(g, SHR(st, cast(g, a[0], st), cast(g, count(g, idx, a[1]), st)), T);
}

static gcc_jit_rvalue *emit_FSHR(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    if (NODE->arg[0] == NODE->arg[1]) {
        /* One word shifted into itself is a rotate, which GCC recognises in
         * this form (vprord) where the 64-bit funnel below stays a 64-bit
         * shift per lane. A count of 0 gives x | x. */
        gcc_jit_type *u = g->t_u32;
        gcc_jit_rvalue *c = tmp(g, u, AND(u, a[2], kst(g, u, 31)));
        gcc_jit_rvalue *back = AND(u, SUB(u, kst(g, u, 32), c), kst(g, u, 31));
        return OR(u, SHR(u, a[0], c), SHL(u, a[0], back));
    }
    gcc_jit_type *d = g->t_u64;
    gcc_jit_rvalue *data = OR(d, SHL(d, cast(g, a[0], d), kst(g, d, 32)), cast(g, a[1], d));
    gcc_jit_rvalue *c = cast(g, AND(g->t_u32, a[2], kst(g, g->t_u32, 31)), d);
    return cast(g, SHR(d, data, c), g->t_u32);
}

static gcc_jit_rvalue *emit_BSWAP(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return call1(g, NODE->type == VJ_T_I64 ? g->f_bswap64 : g->f_bswap32, a[0], T);
}

static gcc_jit_rvalue *emit_UBFE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *k31 = kst(g, u, 31);
    gcc_jit_rvalue *mask = SUB(u, SHL(u, kst(g, u, 1), AND(u, a[2], k31)), kst(g, u, 1));
    return AND(u, SHR(u, a[0], AND(u, a[1], k31)), mask);
}

static gcc_jit_rvalue *emit_SBFE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32, *s = g->t_i32;
    gcc_jit_rvalue *k31 = kst(g, u, 31);
    gcc_jit_rvalue *w = tmp(g, u, AND(u, a[2], k31));
    gcc_jit_rvalue *mask = SUB(u, SHL(u, kst(g, u, 1), w), kst(g, u, 1));
    gcc_jit_rvalue *sh = cast(g, SHR(s, cast(g, a[0], s), cast(g, AND(u, a[1], k31), s)), u);
    gcc_jit_rvalue *field = AND(u, sh, mask);
    gcc_jit_rvalue *up = tmp(g, u, AND(u, SUB(u, kst(g, u, 32), w), k31));
    return cast(g, SHR(s, cast(g, SHL(u, field, up), s), cast(g, up, s)), u);
}

static gcc_jit_rvalue *emit_BFI(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return OR(T, AND(T, a[0], a[1]), AND(T, not_(g, T, a[0]), a[2]));
}

static gcc_jit_rvalue *emit_ADD(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return ADD(T, a[0], a[1]);
}
static gcc_jit_rvalue *emit_SUB(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return SUB(T, a[0], a[1]);
}
static gcc_jit_rvalue *emit_MUL(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return MUL(T, a[0], a[1]);
}

static gcc_jit_rvalue *emit_MULHU(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *d = g->t_u64;
    gcc_jit_rvalue *p = MUL(d, cast(g, a[0], d), cast(g, a[1], d));
    return cast(g, SHR(d, p, kst(g, d, 32)), g->t_u32);
}

static gcc_jit_rvalue *emit_MULHS(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *d = g->t_i64;
    gcc_jit_rvalue *x = cast(g, cast(g, a[0], g->t_i32), d);
    gcc_jit_rvalue *y = cast(g, cast(g, a[1], g->t_i32), d);
    gcc_jit_rvalue *p = cast(g, MUL(d, x, y), g->t_u64);
    return cast(g, SHR(g->t_u64, p, kst(g, g->t_u64, 32)), g->t_u32);
}

static gcc_jit_rvalue *emit_MULU24(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *m = kst(g, u, 0xffffff);
    return MUL(u, AND(u, a[0], m), AND(u, a[1], m));
}

static gcc_jit_rvalue *sext24(struct gen *g, gcc_jit_rvalue *v)
{
    gcc_jit_type *u = g->t_u32, *s = g->t_i32;
    gcc_jit_rvalue *up = cast(g, SHL(u, v, kst(g, u, 8)), s);
    return cast(g, SHR(s, up, kst(g, s, 8)), u);
}

static gcc_jit_rvalue *emit_MULI24(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    /* The low 32 bits of a product do not depend on signedness. */
    return MUL(g->t_u32, sext24(g, a[0]), sext24(g, a[1]));
}

static gcc_jit_rvalue *minmax(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a,
                              int is_signed, enum gcc_jit_comparison op)
{
    gcc_jit_rvalue *x = a[0], *y = a[1];
    if (is_signed) {
        gcc_jit_type *st = NODE->type == VJ_T_I64 ? g->t_i64 : g->t_i32;
        x = cast(g, x, st);
        y = cast(g, y, st);
    }
    gcc_jit_rvalue *m = mask_of(g, T, cmp(g, op, x, y));
    return blend(g, T, m, a[0], a[1]);
}

static gcc_jit_rvalue *emit_UMIN(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return minmax(g, idx, a, 0, GCC_JIT_COMPARISON_LT);
}
static gcc_jit_rvalue *emit_UMAX(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return minmax(g, idx, a, 0, GCC_JIT_COMPARISON_GT);
}
static gcc_jit_rvalue *emit_SMIN(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return minmax(g, idx, a, 1, GCC_JIT_COMPARISON_LT);
}
static gcc_jit_rvalue *emit_SMAX(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return minmax(g, idx, a, 1, GCC_JIT_COMPARISON_GT);
}

static gcc_jit_rvalue *emit_SELECT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_rvalue *m = mask_of(g, T, cmp(g, GCC_JIT_COMPARISON_NE, a[0], kst(g, g->t_u32, 0)));
    return blend(g, T, m, a[1], a[2]);
}

static gcc_jit_rvalue *emit_POPCNT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return call1(g, NODE->type == VJ_T_I64 ? g->f_popc64 : g->f_popc32, a[0], T);
}

static gcc_jit_rvalue *emit_BITREV(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    static const uint64_t masks[3] = {0x5555555555555555ull, 0x3333333333333333ull,
                                      0x0f0f0f0f0f0f0f0full};
    gcc_jit_type *t = T;
    gcc_jit_rvalue *x = a[0];
    for (unsigned k = 0; k < 3; k++) {
        gcc_jit_rvalue *m = kst(g, t, NODE->type == VJ_T_I64 ? masks[k] : (uint32_t)masks[k]);
        gcc_jit_rvalue *sh = kst(g, t, 1u << k);
        x = tmp(g, t, OR(t, AND(t, SHR(t, x, sh), m), SHL(t, AND(t, x, m), sh)));
    }
    return call1(g, NODE->type == VJ_T_I64 ? g->f_bswap64 : g->f_bswap32, x, t);
}

/* ------------------------------------------------- compares, widths */

static gcc_jit_rvalue *compare(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a,
                               enum gcc_jit_comparison op, int is_signed)
{
    gcc_jit_type *t = T;
    gcc_jit_rvalue *x = a[0], *y = a[1];
    if (is_signed) { /* signed order is unsigned order with the sign bit flipped */
        gcc_jit_rvalue *sb =
            kst(g, t, NODE->type == VJ_T_I64 ? 0x8000000000000000ull : 0x80000000u);
        x = XOR(t, x, sb);
        y = XOR(t, y, sb);
    }
    return cast(g, cmp(g, op, x, y), t);
}

static gcc_jit_rvalue *emit_EQ(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return compare(g, idx, a, GCC_JIT_COMPARISON_EQ, 0);
}
static gcc_jit_rvalue *emit_NE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return compare(g, idx, a, GCC_JIT_COMPARISON_NE, 0);
}
static gcc_jit_rvalue *emit_ULT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return compare(g, idx, a, GCC_JIT_COMPARISON_LT, 0);
}
static gcc_jit_rvalue *emit_ULE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return compare(g, idx, a, GCC_JIT_COMPARISON_LE, 0);
}
static gcc_jit_rvalue *emit_SLT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return compare(g, idx, a, GCC_JIT_COMPARISON_LT, 1);
}
static gcc_jit_rvalue *emit_SLE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return compare(g, idx, a, GCC_JIT_COMPARISON_LE, 1);
}

static gcc_jit_rvalue *emit_ZEXT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return cast(g, a[0], g->t_u64);
}
static gcc_jit_rvalue *emit_SEXT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return cast(g, cast(g, cast(g, a[0], g->t_i32), g->t_i64), g->t_u64);
}
static gcc_jit_rvalue *emit_TRUNC(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return cast(g, a[0], g->t_u32);
}

/* A lane mask made of every lane's condition. In the loop the lane's bit
 * (its condition, if active under the exec of this point) goes into an
 * accumulator, whose value after the loop is the mask; the node's value is
 * that accumulator, which only writes to scalars (read after the loop) and
 * LANEBIT (which takes the bit) may use. */
static gcc_jit_rvalue *emit_BALLOT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32, *t = T;
    gcc_jit_rvalue *c = cast(g, cmp(g, GCC_JIT_COMPARISON_NE, a[0], kst(g, u, 0)), u);
    gcc_jit_rvalue *m = lane_mask(g);
    if (m)
        c = AND(u, c, m);
    gcc_jit_rvalue *bit = tmp_in(g, g->body, u, c);
    char name[24];
    snprintf(name, sizeof name, "m%u", idx);
    gcc_jit_lvalue *acc = gcc_jit_function_new_local(g->fn, NULL, t, name);
    gcc_jit_block_add_assignment(g->pro, NULL, acc, kst(g, t, 0));
    gcc_jit_block_add_assignment_op(g->body, NULL, acc, GCC_JIT_BINARY_OP_BITWISE_OR,
                                    SHL(t, cast(g, bit, t), cast(g, g->lane, t)));
    g->ballot_of[idx] = idx + 1;
    g->bit[idx] = bit;
    return gcc_jit_lvalue_as_rvalue(acc);
}

/* ------------------------------------------------------------ cross-lane */

/* Issue 19. MBCNT is per lane like LANEBIT. READLANE and WRLANE touch one
 * lane of a VGPR in memory, so they run in the loop's uniform prologue;
 * plan_loops starts a loop at one whenever the loop so far has the
 * register in its lanes' locals (xlane_barrier), so that memory is the
 * register as it is at that point. */
static gcc_jit_rvalue *emit_MBCNT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *q = g->t_u64;
    gcc_jit_rvalue *below =
        SUB(q, SHL(q, kst(g, q, 1), cast(g, g->lane, q)), kst(g, q, 1)); /* lane < 64 */
    return call1(g, g->f_popc64, AND(q, cast(g, a[0], q), below), g->t_u32);
}

/* The word of VGPR r in the lane a uniform lane select names. */
static gcc_jit_lvalue *lane_word(struct gen *g, unsigned r, gcc_jit_rvalue *sel)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *lane = AND(u, sel, kst(g, u, g->b->wave_size - 1));
    return word(g, ADD(u, kst(g, u, (uint64_t)r * VJ_MAX_LANES), lane));
}

static gcc_jit_rvalue *emit_READLANE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return gcc_jit_lvalue_as_rvalue(lane_word(g, (unsigned)NODE->imm, a[0]));
}

static gcc_jit_rvalue *emit_WRLANE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_block_add_assignment(g->cur, NULL, lane_word(g, (unsigned)NODE->imm, a[1]), a[0]);
    return NULL;
}

/* PERMLANE64 reads the other half's lane from memory in the loop body: no
 * iteration of its loop may have stored that register before, nor store
 * it after (a later iteration would read the new value). */
static gcc_jit_rvalue *emit_PERMLANE64(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *other = XOR(u, g->lane, kst(g, u, 32));
    return gcc_jit_lvalue_as_rvalue(
        word(g, ADD(u, kst(g, u, (uint64_t)NODE->imm * VJ_MAX_LANES), other)));
}

/* DPP8 reads lane (lane & ~7) + sel[lane & 7] from memory in the loop
 * body, as PERMLANE64 does (the same loop rules); a lane the mask {a[2],
 * a[1]} leaves out reads 0: the word ANDed with 0 - bit. */
static gcc_jit_rvalue *emit_DPP8(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32, *q = g->t_u64;
    gcc_jit_rvalue *sub = AND(u, g->lane, kst(g, u, 7));
    gcc_jit_rvalue *from = ADD(u, SUB(u, g->lane, sub),
                               AND(u, SHR(u, a[0], MUL(u, sub, kst(g, u, 3))), kst(g, u, 7)));
    gcc_jit_rvalue *m = OR(q, SHL(q, cast(g, a[2], q), kst(g, q, 32)), cast(g, a[1], q));
    gcc_jit_rvalue *bit = cast(g, AND(q, SHR(q, m, cast(g, from, q)), kst(g, q, 1)), u);
    gcc_jit_rvalue *v = gcc_jit_lvalue_as_rvalue(
        word(g, ADD(u, kst(g, u, (uint64_t)NODE->imm * VJ_MAX_LANES), from)));
    return AND(u, v, SUB(u, kst(g, u, 0), bit));
}

/* DPP16: the control is a constant (verify.c), so each family of controls
 * is its own expression of the lane: the source lane `from` and whether it
 * is in range, as vj_sem_dpp16_lane says (written again here, the
 * interpreter's being the one the differential holds us to). The word is
 * read at from & 63 (always inside the register); a lane out of range or
 * left out of the mask {a[2], a[1]} reads 0, or with VJ_DPP16_VALID the
 * node is that predicate itself. */
static gcc_jit_rvalue *emit_DPP16(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32, *q = g->t_u64;
    const vj_node *cn = &g->b->nodes[NODE->arg[0]];
    if (cn->op != VJ_OP_CONST) {
        snprintf(g->why, sizeof g->why, "%s", "a DPP16 control that is not a constant");
        return kst(g, u, 0);
    }
    unsigned ctrl = (unsigned)cn->imm & 0x1ff, n = ctrl & 15, ws = g->b->wave_size;
    gcc_jit_rvalue *l = g->lane, *one = kst(g, u, 1), *in = one, *from = l;
    gcc_jit_rvalue *row = AND(u, l, kst(g, u, ~15u)), *sub = AND(u, l, kst(g, u, 15));
#define LANE_LT(x) cast(g, cmp(g, GCC_JIT_COMPARISON_LT, l, kst(g, u, x)), u)
#define LANE_GE(x) cast(g, cmp(g, GCC_JIT_COMPARISON_GE, l, kst(g, u, x)), u)
    if (ctrl < 0x100) {
        gcc_jit_rvalue *sh = MUL(u, AND(u, l, kst(g, u, 3)), kst(g, u, 2));
        from = ADD(u, AND(u, l, kst(g, u, ~3u)), AND(u, SHR(u, kst(g, u, ctrl), sh), kst(g, u, 3)));
    } else if ((ctrl & ~15u) == 0x100 && n) { /* row_shl: in range while (l & 15) + n < 16 */
        from = ADD(u, l, kst(g, u, n));
        in = cast(g, cmp(g, GCC_JIT_COMPARISON_LT, sub, kst(g, u, 16 - n)), u);
    } else if ((ctrl & ~15u) == 0x110 && n) { /* row_shr */
        from = SUB(u, l, kst(g, u, n));
        in = cast(g, cmp(g, GCC_JIT_COMPARISON_GE, sub, kst(g, u, n)), u);
    } else if ((ctrl & ~15u) == 0x120 && n) { /* row_ror */
        from = ADD(u, row, AND(u, SUB(u, l, kst(g, u, n)), kst(g, u, 15)));
    } else if ((ctrl & ~15u) == 0x150) { /* row_share, row_newbcast */
        from = ADD(u, row, kst(g, u, n));
    } else if ((ctrl & ~15u) == 0x160 || ctrl == 0x140 || ctrl == 0x141) {
        /* row_xmask, row_mirror (l ^ 15), row_half_mirror (l ^ 7) */
        from = XOR(u, l, kst(g, u, ctrl == 0x140 ? 15 : ctrl == 0x141 ? 7 : n));
    } else if (ctrl == 0x130 || ctrl == 0x134) { /* wave_shl:1, wave_rol:1 */
        from = AND(u, ADD(u, l, one), kst(g, u, ws - 1));
        if (ctrl == 0x130)
            in = LANE_LT(ws - 1);
    } else if (ctrl == 0x138 || ctrl == 0x13c) { /* wave_shr:1, wave_ror:1 */
        from = AND(u, SUB(u, l, one), kst(g, u, ws - 1));
        if (ctrl == 0x138)
            in = LANE_GE(1);
    } else if (ctrl == 0x142) { /* row_bcast:15 */
        from = SUB(u, row, one);
        in = LANE_GE(16);
    } else if (ctrl == 0x143) { /* row_bcast:31 */
        from = kst(g, u, 31);
        in = LANE_GE(32);
    } else {
        in = kst(g, u, 0);
    }
#undef LANE_LT
#undef LANE_GE
    from = AND(u, from, kst(g, u, VJ_MAX_LANES - 1));
    gcc_jit_rvalue *m = OR(q, SHL(q, cast(g, a[2], q), kst(g, q, 32)), cast(g, a[1], q));
    gcc_jit_rvalue *bit = cast(g, AND(q, SHR(q, m, cast(g, from, q)), kst(g, q, 1)), u);
    gcc_jit_rvalue *ok = AND(u, bit, in);
    if (cn->imm & VJ_DPP16_VALID)
        return ok;
    gcc_jit_rvalue *v = gcc_jit_lvalue_as_rvalue(
        word(g, ADD(u, kst(g, u, (uint64_t)NODE->imm * VJ_MAX_LANES), from)));
    return AND(u, v, SUB(u, kst(g, u, 0), ok));
}

/* Room lanes: LANERD reads lane a[0] & (wave size - 1) from memory in the
 * loop body, as PERMLANE64 does (the same loop rules). */
static gcc_jit_rvalue *emit_LANERD(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *from = AND(u, a[0], kst(g, u, g->b->wave_size - 1u));
    return gcc_jit_lvalue_as_rvalue(
        word(g, ADD(u, kst(g, u, (uint64_t)NODE->imm * VJ_MAX_LANES), from)));
}

/* ------------------------------------------------------- room movrel */

/* RDREL and WRREL touch VGPR imm + the offset (uniform) in memory, in the
 * node's own lane, in the loop body. Their index is checked in the loop's
 * prologue: past v255 the function stores the scalars written so far and
 * returns 1 + the node's index (the helper has no instruction indices; the
 * runtime finds the instruction from the node), the wave as it was before
 * that instruction. plan_loops starts a loop at a REL node after a write
 * or a mask, a register written in a local, or (for a WRREL) a read in
 * another lane (rel_barrier), so that the earlier instructions are done
 * (their rows stored) when its prologue runs; an
 * RDREL marks every row read and a WRREL every row written for the
 * cross-lane rules. */
static void rel_check(struct gen *g, uint32_t idx, gcc_jit_rvalue *off)
{
    gcc_jit_type *u = g->t_u32;
    char name[24];
    snprintf(name, sizeof name, "%srelfail%u", g->full_exec ? "full_" : "", idx);
    gcc_jit_block *fail = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "%srelok%u", g->full_exec ? "full_" : "", idx);
    gcc_jit_block *ok = gcc_jit_function_new_block(g->fn, name);
    for (unsigned sr = 0; sr < VJ_SREG_COUNT; sr++)
        if (g->swritten[sr])
            gcc_jit_block_add_assignment(fail, NULL, word(g, kst(g, u, W_SOFF + sr)), g->scur[sr]);
    gcc_jit_block_end_with_return(fail, NULL, kst(g, g->t_i32, (uint64_t)idx + 1));
    /* off > 255 - imm: imm + off past v255, without a sum that wraps */
    gcc_jit_block_end_with_conditional(
        g->pro, NULL, cmp(g, GCC_JIT_COMPARISON_GT, off, kst(g, u, VJ_NUM_VGPRS - 1 - NODE->imm)),
        fail, ok);
    g->pro = ok;
}

/* The word of row imm + off in this lane (checked: inside the wave). */
static gcc_jit_lvalue *rel_word(struct gen *g, uint32_t idx, gcc_jit_rvalue *off)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *row = ADD(u, kst(g, u, NODE->imm), AND(u, off, kst(g, u, VJ_NUM_VGPRS - 1)));
    return word(g, ADD(u, MUL(u, row, kst(g, u, VJ_MAX_LANES)), g->lane));
}

static gcc_jit_rvalue *emit_RDREL(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    rel_check(g, idx, a[0]);
    return gcc_jit_lvalue_as_rvalue(rel_word(g, idx, a[0]));
}

static gcc_jit_rvalue *emit_WRREL(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    rel_check(g, idx, a[1]);
    gcc_jit_lvalue *at = rel_word(g, idx, a[1]);
    gcc_jit_rvalue *m = lane_mask(g);
    gcc_jit_rvalue *v =
        m ? blend(g, g->t_u32, m, a[0], tmp(g, g->t_u32, gcc_jit_lvalue_as_rvalue(at))) : a[0];
    gcc_jit_block_add_assignment(g->body, NULL, at, v);
    g->rel_written = 1;
    /* a row read into a local before may be the one written: read again
     * (none of this loop is written in a local: rel_barrier) */
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        if (!g->vwritten[r])
            g->vcur[r] = NULL;
    return NULL;
}

/* Whether REL node nd must start a lane loop: the loop so far has written
 * something or made a mask (nd's check, in the prologue, must come after
 * that); holds a register written in a local, which memory does not have
 * yet (seen[r] bit 3); or, for a WRREL, has read a register in another
 * lane, which a later lane would then see written. */
static int rel_barrier(const vj_node *nd, int wrote, const uint8_t *seen)
{
    if (!(vj_op_table[nd->op].flags & VJ_OF_REL))
        return 0;
    uint8_t bad = nd->op == VJ_OP_WRREL ? 8 | 4 : 8;
    int any = 0;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        any |= (seen[r] & bad) != 0;
    return wrote || any;
}

/* Whether node nd must start a lane loop: a READLANE or PERMLANE64 of a
 * register the loop has written, a WRLANE of one it has touched, a WRV of
 * one a PERMLANE64 of the loop read (seen[r]: bit 0 read, bit 1 written,
 * bit 2 read in another lane, in this loop so far). xlane_note records nd. */
static int xlane_barrier(const vj_ir_block *b, const vj_node *nd, const uint8_t *seen)
{
    if (nd->op == VJ_OP_READLANE || nd->op == VJ_OP_PERMLANE64 || nd->op == VJ_OP_DPP8 ||
        nd->op == VJ_OP_DPP16 || nd->op == VJ_OP_LANERD)
        return (seen[nd->imm] & 2) != 0;
    if (nd->op == VJ_OP_WRLANE)
        return seen[nd->imm] != 0;
    if (nd->op == VJ_OP_WRV) {
        unsigned wide = b->nodes[nd->arg[0]].type == VJ_T_I64;
        for (unsigned h = 0; h <= wide && nd->imm + h < VJ_NUM_VGPRS; h++)
            if (seen[nd->imm + h] & 4)
                return 1;
    }
    return 0;
}

static void xlane_note(const vj_ir_block *b, const vj_node *nd, uint8_t *seen)
{
    /* room movrel: any row may be the one m0 picks (bit 3: a WRV's value
     * is in a local until the loop ends) */
    if (nd->op == VJ_OP_RDREL || nd->op == VJ_OP_WRREL)
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            seen[r] |= nd->op == VJ_OP_RDREL ? 1 : 2;
    if (nd->op == VJ_OP_RDV || nd->op == VJ_OP_WRV) {
        unsigned wide = (nd->op == VJ_OP_WRV ? b->nodes[nd->arg[0]].type : nd->type) == VJ_T_I64;
        for (unsigned h = 0; h <= wide && nd->imm + h < VJ_NUM_VGPRS; h++)
            seen[nd->imm + h] |= nd->op == VJ_OP_RDV ? 1 : 2 | 8;
    }
    if ((nd->op == VJ_OP_PERMLANE64 || nd->op == VJ_OP_DPP8 || nd->op == VJ_OP_DPP16 ||
         nd->op == VJ_OP_LANERD) &&
        nd->imm < VJ_NUM_VGPRS)
        seen[nd->imm] |= 4;
}

/* ----------------------------------------------------------------- perm */

/* A constant selector: bytes taken from one word at one distance are one
 * shift and one mask (32-bit narrow form, never the 64-bit {a, b}). */
static gcc_jit_rvalue *perm_const(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b,
                                  uint32_t sel)
{
    gcc_jit_type *u = g->t_u32;
    if (sel == 0x00010203u)
        return call1(g, g->f_bswap32, b, u);
    if (sel == 0x04050607u)
        return call1(g, g->f_bswap32, a, u);
    /* groups[src][delta+3]: byte masks taken from src shifted by delta bytes */
    uint32_t groups[2][7] = {{0}}, sign[4] = {0}, ones = 0;
    for (unsigned i = 0; i < 4; i++) {
        unsigned k = (sel >> (8 * i)) & 0xff;
        uint32_t bm = 0xffu << (8 * i);
        if (k < 8)
            groups[k >> 2][(int)(k & 3) - (int)i + 3] |= bm;
        else if (k < 12)
            sign[k - 8] |= bm;
        else if (k > 12)
            ones |= bm;
    }
    gcc_jit_rvalue *r = kst(g, u, ones);
    for (unsigned src = 0; src < 2; src++) {
        gcc_jit_rvalue *word_ = src ? a : b;
        for (int d = -3; d <= 3; d++) {
            uint32_t m = groups[src][d + 3];
            if (!m)
                continue;
            gcc_jit_rvalue *v = word_;
            if (d > 0)
                v = SHR(u, v, kst(g, u, 8u * (unsigned)d));
            else if (d < 0)
                v = SHL(u, v, kst(g, u, 8u * (unsigned)-d));
            r = OR(u, r, AND(u, v, kst(g, u, m)));
        }
    }
    for (unsigned k = 0; k < 4; k++) {
        if (!sign[k])
            continue;
        gcc_jit_rvalue *src = k < 2 ? b : a;
        unsigned bit = (k & 1) ? 31 : 15;
        gcc_jit_rvalue *s = SUB(u, kst(g, u, 0),
                                AND(u, SHR(u, src, kst(g, u, bit)), kst(g, u, 1)));
        r = OR(u, r, AND(u, s, kst(g, u, sign[k])));
    }
    return r;
}

/* What one selector byte asks for, as masks and shifts: from a selector
 * local, either per wave (uniform) or per lane. */
struct perm_plan {
    gcc_jit_rvalue *wa;    /* ~0: the data byte comes from a, else from b */
    gcc_jit_rvalue *sh;    /* its shift within that word */
    gcc_jit_rvalue *sa;    /* ~0: the sign comes from a, else from b */
    gcc_jit_rvalue *sbit;  /* 15 or 31 */
    gcc_jit_rvalue *mbyte; /* 0xff when the selector is 0-7 */
    gcc_jit_rvalue *msign; /* 0xff when it is 8-11 */
    gcc_jit_rvalue *ones;  /* 0xff when it is 13 or more */
};

static void perm_plan_byte(struct gen *g, gcc_jit_rvalue *sel, unsigned i, struct perm_plan *p)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *one = kst(g, u, 1), *ff = kst(g, u, 0xff);
    gcc_jit_rvalue *k = tmp(g, u, AND(u, SHR(u, sel, kst(g, u, 8 * i)), ff));
    p->wa = tmp(g, u, SUB(u, kst(g, u, 0), AND(u, SHR(u, k, kst(g, u, 2)), one)));
    p->sh = tmp(g, u, SHL(u, AND(u, k, kst(g, u, 3)), kst(g, u, 3)));
    p->sa = tmp(g, u, SUB(u, kst(g, u, 0), AND(u, SHR(u, k, one), one)));
    p->sbit = tmp(g, u, ADD(u, SHL(u, AND(u, k, one), kst(g, u, 4)), kst(g, u, 15)));
    gcc_jit_rvalue *lt8 = mask_of(g, u, cmp(g, GCC_JIT_COMPARISON_LT, k, kst(g, u, 8)));
    gcc_jit_rvalue *lt12 = mask_of(g, u, cmp(g, GCC_JIT_COMPARISON_LT, k, kst(g, u, 12)));
    gcc_jit_rvalue *ge13 = mask_of(g, u, cmp(g, GCC_JIT_COMPARISON_GE, k, kst(g, u, 13)));
    p->mbyte = tmp(g, u, AND(u, lt8, ff));
    p->msign = tmp(g, u, AND(u, AND(u, not_(g, u, lt8), lt12), ff));
    p->ones = tmp(g, u, AND(u, ge13, ff));
}

/* The lane part: branch-free, the same code for every selector. */
static gcc_jit_rvalue *perm_apply(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b,
                                  const struct perm_plan *p)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *r = NULL;
    for (unsigned i = 0; i < 4; i++) {
        const struct perm_plan *q = &p[i];
        gcc_jit_rvalue *w = blend(g, u, q->wa, a, b);
        gcc_jit_rvalue *bytev = AND(u, SHR(u, w, q->sh), q->mbyte);
        gcc_jit_rvalue *ws = blend(g, u, q->sa, a, b);
        gcc_jit_rvalue *bit = AND(u, SHR(u, ws, q->sbit), kst(g, u, 1));
        gcc_jit_rvalue *signv = AND(u, SUB(u, kst(g, u, 0), bit), q->msign);
        gcc_jit_rvalue *byte = OR(u, OR(u, bytev, signv), q->ones);
        if (i)
            byte = SHL(u, byte, kst(g, u, 8 * i));
        r = tmp(g, u, r ? OR(u, r, byte) : byte);
    }
    return r;
}

/* What the generated code calls, like a TCG helper, for a perm whose
 * selector is not a constant: GCC cannot vectorise a byte shuffle by a
 * variable selector, the AVX2 row kernel can. Each operand is a row of the
 * wave as it was on entry, or, when the row is NULL, one value for every
 * lane. */
static void perm_helper(uint32_t *d, const uint32_t *a, uint32_t ua, const uint32_t *b,
                        uint32_t ub, const uint32_t *s, uint32_t us, uint32_t n)
{
    uint32_t fa[VJ_MAX_LANES], fb[VJ_MAX_LANES];
    if (n > VJ_MAX_LANES)
        return; /* the generator passes the wave size */
    for (unsigned l = 0; !a && l < n; l++)
        fa[l] = ua;
    for (unsigned l = 0; !b && l < n; l++)
        fb[l] = ub;
    if (s)
        vj_perm_rows(d, a ? a : fa, b ? b : fb, s, n, 1);
    else
        vj_perm_rows_uniform(d, a ? a : fa, b ? b : fb, us, n, 1);
}

/* The helper's arguments for operand k: its row, or NULL and its value. */
static int helper_operand(struct gen *g, uint32_t idx, unsigned k, gcc_jit_rvalue *const *a,
                          gcc_jit_rvalue **row, gcc_jit_rvalue **val)
{
    uint32_t arg = NODE->arg[k];
    if (g->rowof[arg]) {
        unsigned r = g->rowof[arg] - 1u;
        *row = gcc_jit_lvalue_get_address(word(g, kst(g, g->t_u32, (uint64_t)r * VJ_MAX_LANES)),
                                          NULL);
        *val = kst(g, g->t_u32, 0);
        return 1;
    }
    if (!g->perlane[arg]) {
        *row = gcc_jit_context_null(g->cx, g->t_pu32);
        *val = a[k];
        return 1;
    }
    return 0;
}

static gcc_jit_rvalue *emit_PERM(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    const vj_node *s = &g->b->nodes[NODE->arg[2]];
    if (s->op == VJ_OP_CONST)
        return perm_const(g, a[0], a[1], (uint32_t)s->imm);
    /* A per-lane perm whose operands the wave holds as rows, or are uniform:
     * the whole wave's perm is one helper call before the lane loop, which
     * then reads its result. (A uniform perm is one lane's work, done once.) */
    gcc_jit_rvalue *args[8];
    if (g->perlane[idx] && helper_operand(g, idx, 0, a, &args[1], &args[2]) &&
        helper_operand(g, idx, 1, a, &args[3], &args[4]) &&
        helper_operand(g, idx, 2, a, &args[5], &args[6])) {
        char name[24];
        snprintf(name, sizeof name, "perm%u", idx);
        gcc_jit_lvalue *out = gcc_jit_function_new_local(
            g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, g->t_u32, VJ_MAX_LANES),
            name);
        gcc_jit_rvalue *out_row = gcc_jit_lvalue_as_rvalue(out);
        args[0] = gcc_jit_lvalue_get_address(
            gcc_jit_context_new_array_access(g->cx, NULL, out_row, kst(g, g->t_u32, 0)), NULL);
        args[7] = kst(g, g->t_u32, g->b->wave_size);
        gcc_jit_block_add_eval(g->pro, NULL,
                               gcc_jit_context_new_call_through_ptr(g->cx, NULL, g->perm_helper,
                                                                    8, args));
        return gcc_jit_lvalue_as_rvalue(
            gcc_jit_context_new_array_access(g->cx, NULL, out_row, g->lane));
    }
    struct perm_plan plan[4];
    if (!g->perlane[NODE->arg[2]]) {
        /* A uniform selector is decoded once per wave, before the lane loop. */
        gcc_jit_block *save = g->cur;
        g->cur = g->pro;
        for (unsigned i = 0; i < 4; i++)
            perm_plan_byte(g, a[2], i, &plan[i]);
        g->cur = save;
    } else {
        for (unsigned i = 0; i < 4; i++)
            perm_plan_byte(g, a[2], i, &plan[i]);
    }
    return perm_apply(g, a[0], a[1], plan);
}

#undef NODE
#undef T
#undef ARGT

/* Float ops: not compiled yet; blocks with them run on the interpreter
 * (issue 27's new emitter first). vj_gen_check refuses such a block by the
 * op's name. */
#define emit_RDMODE NULL
#define emit_FADD   NULL
#define emit_FSUB   NULL
#define emit_FMUL   NULL
#define emit_FFMA   NULL
#define emit_FMIN   NULL
#define emit_FMAX   NULL
#define emit_FPOST  NULL
#define emit_FCVTI  NULL
#define emit_FNARROW NULL
#define emit_FWIDEN NULL

/* One emitter per op of ops.def: a new op without emit_<ID> does not build. */
static emitter *const emitters[VJ_OP_COUNT] = {
#define X(id, name, nargs, tr, flags) [VJ_OP_##id] = emit_##id,
#include "ir/ops.def"
#undef X
};

int vj_jit_has_op(vj_op op)
{
    return (unsigned)op < VJ_OP_COUNT && emitters[op] != NULL;
}

/* Shape checks the generator relies on; the verifier should have made them
 * true, but the JIT refuses rather than emit out-of-range accesses. */
int vj_gen_check(const vj_ir_block *b, char *why, size_t size)
{
    if (!b || (b->wave_size != 32 && b->wave_size != 64)) {
        snprintf(why, size, "block has no valid wave size");
        return 0;
    }
    for (uint32_t i = 0; i < b->count; i++) {
        const vj_node *n = &b->nodes[i];
        if (n->op >= VJ_OP_COUNT) {
            snprintf(why, size, "node %%%u: op %u has no JIT emitter", i, n->op);
            return 0;
        }
        if (!emitters[n->op]) {
            snprintf(why, size, "node %%%u: %s has no JIT emitter yet", i,
                     vj_op_table[n->op].name);
            return 0;
        }
        unsigned nargs = vj_op_table[n->op].nargs;
        for (unsigned k = 0; k < nargs; k++)
            if (n->arg[k] >= i) {
                snprintf(why, size, "node %%%u: argument %u is not an earlier node", i, k);
                return 0;
            }
        unsigned wide = (n->op == VJ_OP_WRV || n->op == VJ_OP_WRS)
                            ? b->nodes[n->arg[0]].type == VJ_T_I64
                            : n->type == VJ_T_I64;
        if ((n->op == VJ_OP_RDV || n->op == VJ_OP_WRV ||
             (vj_op_table[n->op].flags & (VJ_OF_XLANE | VJ_OF_REL))) &&
            n->imm + wide >= VJ_NUM_VGPRS) {
            snprintf(why, size, "node %%%u: VGPR %llu out of range", i,
                     (unsigned long long)n->imm);
            return 0;
        }
        if ((n->op == VJ_OP_RDA || n->op == VJ_OP_WRA) && (n->imm >= VJ_NUM_AGPRS || wide)) {
            snprintf(why, size, "node %%%u: AGPR %llu out of range", i,
                     (unsigned long long)n->imm);
            return 0;
        }
        if (n->op == VJ_OP_RDS && n->imm + wide >= VJ_SREG_COUNT) {
            snprintf(why, size, "node %%%u: scalar %llu out of range", i,
                     (unsigned long long)n->imm);
            return 0;
        }
        if ((vj_op_table[n->op].flags & VJ_OF_I32ONLY) && n->type != VJ_T_I32) {
            snprintf(why, size, "node %%%u: %s is i32 only", i, vj_op_table[n->op].name);
            return 0;
        }
    }
    return 1;
}

/* Where the lane loop must end and another begin: at a node that needs the
 * whole of a lane mask the loop makes (a BALLOT's value used other than as
 * the lane's bit or a scalar write, a read of a scalar, vccz or execz such a
 * write left pending). start[k] marks the first node of each loop after the
 * first; spill[k] a per-lane value a later loop uses, which its own loop
 * keeps in an array by lane. The emitters' own refusals stay as a net. */
static int plan_loops(const vj_ir_block *b, uint8_t *start, uint8_t *spill)
{
    uint32_t n = b->count;
    uint32_t *seg = calloc(n ? n : 1, sizeof *seg);
    uint32_t *mask = calloc(n ? n : 1, sizeof *mask); /* BALLOT (+1) a node stands for */
    uint8_t *pl = calloc(n ? n : 1, 1);
    if (!seg || !mask || !pl) {
        free(seg);
        free(mask);
        free(pl);
        return 0;
    }
    uint32_t pend[VJ_SREG_COUNT]; /* (ballot + 1) << 1 | half, written in this loop */
    memset(pend, 0, sizeof pend);
    uint8_t seen[VJ_NUM_VGPRS]; /* xlane_barrier's: VGPRs this loop has read or written */
    memset(seen, 0, sizeof seen);
    uint32_t cur = 0;
    unsigned mdw = b->wave_size == 64 ? 2 : 1;
    /* rel_barrier's: whether the loop has a write or a mask (the helper's
     * nodes name no instruction, so a v_swaprel_b32's second write starts
     * a loop too: its check repeats the first read's, which passed) */
    int wrote = 0;
    for (uint32_t j = 0; j < n; j++) {
        const vj_node *nd = &b->nodes[j];
        unsigned nargs = vj_op_table[nd->op].nargs;
        int barrier = 0;
        for (unsigned k = 0; k < nargs; k++)
            if (mask[nd->arg[k]] && nd->op != VJ_OP_LANEBIT && nd->op != VJ_OP_WRS)
                barrier = 1;
        unsigned w = nd->type == VJ_T_I64 ? 2 : 1;
        if (nd->op == VJ_OP_RDS && nd->imm + w <= VJ_SREG_COUNT) {
            uint32_t p0 = pend[nd->imm];
            /* the whole mask, as it was written: stands for the BALLOT */
            if (p0 && !(p0 & 1) && w == mdw && (w == 1 || pend[nd->imm + 1] == (p0 | 1)))
                mask[j] = p0 >> 1;
            else
                for (unsigned h = 0; h < w; h++)
                    barrier |= pend[nd->imm + h] != 0;
        }
        /* Exec written whole from a mask, then in part from a value: the
         * lanes' exec bits need the mask whole. */
        if (nd->op == VJ_OP_WRS && !mask[nd->arg[0]] && nd->imm <= VJ_SREG_EXEC_HI &&
            nd->imm + (b->nodes[nd->arg[0]].type == VJ_T_I64 ? 2 : 1) > VJ_SREG_EXEC_LO)
            barrier |= pend[VJ_SREG_EXEC_LO] || pend[VJ_SREG_EXEC_HI];
        if (nd->op == VJ_OP_RDSPEC) {
            unsigned lo = nd->imm == VJ_SPECIAL_VCCZ    ? VJ_SREG_VCC_LO
                          : nd->imm == VJ_SPECIAL_EXECZ ? VJ_SREG_EXEC_LO
                                                        : 0;
            barrier |= lo && (pend[lo] || pend[lo + 1]);
        }
        barrier |= xlane_barrier(b, nd, seen);
        barrier |= rel_barrier(nd, wrote, seen);
        if (barrier && j > 0) {
            cur++;
            start[j] = 1;
            memset(pend, 0, sizeof pend);
            memset(seen, 0, sizeof seen);
            wrote = 0;
            for (uint32_t k = 0; k < j; k++)
                mask[k] = 0; /* whole values from now on */
            if (nd->op == VJ_OP_RDS && mask[j])
                mask[j] = 0;
        }
        seg[j] = cur;
        xlane_note(b, nd, seen);
        wrote |= (vj_op_table[nd->op].flags & VJ_OF_WRITE) || nd->op == VJ_OP_BALLOT;
        if (nd->op == VJ_OP_BALLOT)
            mask[j] = j + 1;
        int p = nd->op == VJ_OP_RDV || nd->op == VJ_OP_LANEBIT || nd->op == VJ_OP_WRV ||
                nd->op == VJ_OP_MBCNT || nd->op == VJ_OP_PERMLANE64 || nd->op == VJ_OP_DPP8 ||
                nd->op == VJ_OP_DPP16 || nd->op == VJ_OP_RDREL || nd->op == VJ_OP_WRREL ||
                nd->op == VJ_OP_RDA || nd->op == VJ_OP_WRA;
        for (unsigned k = 0; k < nargs; k++) {
            p |= pl[nd->arg[k]];
            if (pl[nd->arg[k]] && seg[nd->arg[k]] < cur)
                spill[nd->arg[k]] = 1;
        }
        pl[j] = (uint8_t)(p && nd->op != VJ_OP_BALLOT); /* a mask is one value for the wave */
        if (nd->op == VJ_OP_WRS) {
            uint32_t m = mask[nd->arg[0]];
            unsigned aw = b->nodes[nd->arg[0]].type == VJ_T_I64 ? 2 : 1;
            for (unsigned h = 0; h < aw && nd->imm + h < VJ_SREG_COUNT; h++)
                pend[nd->imm + h] = m && nd->imm != VJ_SREG_NULL ? m << 1 | h : 0;
        }
    }
    free(seg);
    free(mask);
    free(pl);
    return 1;
}

/* End the current lane loop (its prologue, its body), going on to next. */
static void close_loop(struct gen *g, gcc_jit_block *next)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *i = gcc_jit_lvalue_as_rvalue(g->i);
    gcc_jit_block_add_assignment(g->pro, NULL, g->i, kst(g, u, 0));
    gcc_jit_block_end_with_jump(g->pro, NULL, g->body);
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        if (g->vwritten[r])
            gcc_jit_block_add_assignment(
                g->body, NULL, word(g, ADD(u, kst(g, u, (uint64_t)r * VJ_MAX_LANES), g->lane)),
                g->vcur[r]);
    gcc_jit_block_add_assignment(g->body, NULL, g->i, ADD(u, i, kst(g, u, 1)));
    gcc_jit_block_end_with_conditional(
        g->body, NULL, cmp(g, GCC_JIT_COMPARISON_LT, i, kst(g, u, g->b->wave_size)), g->body,
        next);
}

/* The next lane loop, starting at node k: VGPRs are in the wave again, the
 * masks made so far are whole values, exec is read anew, and the per-lane
 * values a later loop needs come back from their arrays. */
static void next_loop(struct gen *g, uint32_t k, gcc_jit_lvalue **spilled, unsigned nloop)
{
    char name[24];
    snprintf(name, sizeof name, "%spro%u", g->full_exec ? "full_" : "", nloop);
    gcc_jit_block *pro = gcc_jit_function_new_block(g->fn, name);
    close_loop(g, pro);
    g->pro = pro;
    snprintf(name, sizeof name, "%sbody%u", g->full_exec ? "full_" : "", nloop);
    g->body = gcc_jit_function_new_block(g->fn, name);
    g->lane = tmp_in(g, g->body, g->t_u32, gcc_jit_lvalue_as_rvalue(g->i));
    memset(g->vcur, 0, sizeof g->vcur);
    memset(g->vwritten, 0, sizeof g->vwritten);
    memset(g->spend, 0, sizeof g->spend);
    memset(g->rowof, 0, k * sizeof *g->rowof);
    memset(g->ballot_of, 0, k * sizeof *g->ballot_of);
    g->exec = g->lane_mask = NULL;
    g->rel_written = 0;
    for (uint32_t j = 0; j < k; j++)
        if (spilled[j])
            g->val[j] = tmp_in(
                g, g->body, ty(g, g->b->nodes[j].type),
                gcc_jit_lvalue_as_rvalue(gcc_jit_context_new_array_access(
                    g->cx, NULL, gcc_jit_lvalue_as_rvalue(spilled[j]), g->lane)));
}

/* One variant of the block's code, from its own prologue block (g->pro) to
 * its return: a uniform prologue, the lane loop over the whole wave (which
 * GCC vectorises), and the scalar write-back. With full_exec the variant
 * assumes every lane is active until the block writes exec, so VGPR writes
 * need no exec mask.
 *
 * One pass covers the wave in wave64 too. GCC then addresses every row at a
 * constant offset from the wave pointer; with two 32-lane passes (which made
 * exec bits a 32-bit word per pass) it kept a pointer per row, and spilled
 * them when a block touches many rows: bswap64x8 in wave64, 28.6 -> 24.4 ns
 * with every lane active, 65 -> 30 ns with one lane off. lane_bit gives the
 * exec bits in one pass.
 *
 * With unmasked (a block that does not write exec), VGPR writes take every lane
 * (the caller restores the inactive lanes, gen_restore), while BALLOTs
 * still mask by exec.
 *
 * A block that makes a lane mask (a compare, a carry) and then needs it
 * whole gets one loop more from that point (plan_loops): within a loop a
 * mask is only each lane's bit, which is all v_cndmask, a carry-in or an
 * exec write needs. */
static int gen_variant(struct gen *g, int full_exec, int unmasked)
{
    const vj_ir_block *b = g->b;
    memset(&g->full_exec, 0, sizeof *g - offsetof(struct gen, full_exec));
    g->full_exec = full_exec;
    g->unmasked = unmasked;
    size_t nn = b->count ? b->count : 1;
    g->val = calloc(nn, sizeof *g->val);
    g->perlane = calloc(nn, 1);
    g->rowof = calloc(nn, sizeof *g->rowof);
    g->ballot_of = calloc(nn, sizeof *g->ballot_of);
    g->bit = calloc(nn, sizeof *g->bit);
    uint8_t *start = calloc(nn, 1), *spill = calloc(nn, 1);
    gcc_jit_lvalue **spilled = calloc(nn, sizeof *spilled);
    int ok = g->val && g->perlane && g->rowof && g->ballot_of && g->bit && start && spill &&
             spilled && plan_loops(b, start, spill);
    if (!ok) {
        snprintf(g->why, sizeof g->why, "out of memory");
    } else {
        const char *v = full_exec ? "full_" : "";
        char bname[16];
#define NEW_BLOCK(field)                                                                          \
    (snprintf(bname, sizeof bname, "%s" #field, v), gcc_jit_function_new_block(g->fn, bname))
        g->pro = NEW_BLOCK(pro);
        g->body = NEW_BLOCK(body);
        g->done = NEW_BLOCK(done);
#undef NEW_BLOCK
        snprintf(bname, sizeof bname, "%si", v);
        g->i = gcc_jit_function_new_local(g->fn, NULL, g->t_u32, bname);
        g->lane = tmp_in(g, g->body, g->t_u32, gcc_jit_lvalue_as_rvalue(g->i));
    }
    unsigned nloop = 1;
    for (uint32_t k = 0; ok && k < b->count; k++) {
        const vj_node *n = &b->nodes[k];
        if (start[k])
            next_loop(g, k, spilled, nloop++);
        unsigned nargs = vj_op_table[n->op].nargs;
        gcc_jit_rvalue *a[3] = {NULL, NULL, NULL};
        int pl = n->op == VJ_OP_RDV || n->op == VJ_OP_LANEBIT || n->op == VJ_OP_WRV ||
                 n->op == VJ_OP_MBCNT || n->op == VJ_OP_PERMLANE64 || n->op == VJ_OP_DPP8 ||
                 n->op == VJ_OP_DPP16 || n->op == VJ_OP_RDREL || n->op == VJ_OP_WRREL ||
                 n->op == VJ_OP_RDA || n->op == VJ_OP_WRA;
        for (unsigned j = 0; j < nargs; j++) {
            a[j] = g->val[n->arg[j]];
            pl |= g->perlane[n->arg[j]];
            if (g->ballot_of[n->arg[j]] && n->op != VJ_OP_LANEBIT && n->op != VJ_OP_WRS) {
                snprintf(g->why, sizeof g->why,
                         "node %%%u uses the lane mask %%%u of its loop as a value", k,
                         g->ballot_of[n->arg[j]] - 1);
                ok = 0;
            }
        }
        if (!ok)
            break;
        if (n->op == VJ_OP_BALLOT) /* one value for the wave, made in the body */
            pl = 0;
        g->perlane[k] = (uint8_t)pl;
        g->cur = pl ? g->body : g->pro;
        gcc_jit_rvalue *val = emitters[n->op](g, k, a);
        if (g->why[0]) {
            ok = 0;
            break;
        }
        if (n->type == VJ_T_VOID)
            continue;
        if (!val) {
            snprintf(g->why, sizeof g->why, "node %%%u: no value from the emitter", k);
            ok = 0;
            break;
        }
        g->val[k] = n->op == VJ_OP_CONST || g->ballot_of[k] ? val : tmp(g, ty(g, n->type), val);
        if (spill[k] && pl) { /* a later loop reads it: keep every lane's */
            char name[24];
            snprintf(name, sizeof name, "sp%u", k);
            spilled[k] = gcc_jit_function_new_local(
                g->fn, NULL,
                gcc_jit_context_new_array_type(g->cx, NULL, ty(g, n->type), VJ_MAX_LANES), name);
            gcc_jit_block_add_assignment(
                g->body, NULL,
                gcc_jit_context_new_array_access(g->cx, NULL, gcc_jit_lvalue_as_rvalue(spilled[k]),
                                                 g->lane),
                g->val[k]);
        }
    }
    if (ok) {
        gcc_jit_type *u = g->t_u32;
        close_loop(g, g->done);
        for (unsigned sr = 0; sr < VJ_SREG_COUNT; sr++)
            if (g->swritten[sr])
                gcc_jit_block_add_assignment(g->done, NULL, word(g, kst(g, u, W_SOFF + sr)),
                                             g->scur[sr]);
        gcc_jit_block_end_with_return(g->done, NULL, kst(g, g->t_i32, 0));
    }
    free(g->val);
    free(g->perlane);
    free(g->rowof);
    free(g->ballot_of);
    free(g->bit);
    free(start);
    free(spill);
    free(spilled);
    g->val = NULL;
    g->perlane = NULL;
    g->rowof = NULL;
    g->ballot_of = NULL;
    g->bit = NULL;
    return ok;
}

static int writes_vgprs(const vj_ir_block *b)
{
    for (uint32_t k = 0; k < b->count; k++)
        if (b->nodes[k].op == VJ_OP_WRV || b->nodes[k].op == VJ_OP_WRREL)
            return 1;
    return 0;
}

/* The VGPR rows the block writes (rows[r] = 1); returns how many. */
static unsigned written_rows(const vj_ir_block *b, uint8_t *rows)
{
    unsigned n = 0;
    memset(rows, 0, VJ_NUM_VGPRS);
    for (uint32_t k = 0; k < b->count; k++) {
        const vj_node *nd = &b->nodes[k];
        if (nd->op != VJ_OP_WRV)
            continue;
        unsigned w = b->nodes[nd->arg[0]].type == VJ_T_I64 ? 2 : 1;
        for (unsigned h = 0; h < w && nd->imm + h < VJ_NUM_VGPRS; h++)
            if (!rows[nd->imm + h]++)
                n++;
    }
    return n;
}

static int writes_exec(const vj_ir_block *b)
{
    for (uint32_t k = 0; k < b->count; k++) {
        const vj_node *nd = &b->nodes[k];
        unsigned w = nd->op == VJ_OP_WRS && b->nodes[nd->arg[0]].type == VJ_T_I64 ? 2 : 1;
        if (nd->op == VJ_OP_WRS && nd->imm <= VJ_SREG_EXEC_HI && nd->imm + w > VJ_SREG_EXEC_LO)
            return 1;
    }
    return 0;
}

/* Whether a block reads or writes a VGPR in another lane than the node's
 * own (readlane, wrlane, permlane64), or a row m0 picks (room movrel: the
 * restore could not know the rows). Such a block cannot take the restore
 * path: under a partial exec the unmasked code leaves the inactive lanes
 * of the rows it writes wrong until the restore, and a later cross-lane
 * read would see them; and the restore would undo a wrlane, which writes
 * its lane whatever exec says. */
static int has_xlane(const vj_ir_block *b)
{
    for (uint32_t k = 0; k < b->count; k++)
        if (vj_op_table[b->nodes[k].op].flags & (VJ_OF_XLANE | VJ_OF_REL))
            return 1;
    return 0;
}

/* The most the restore path keeps on the stack: 64 rows of wave64. */
#define RESTORE_MAX_BYTES (16u * 1024)

/* A new function of the context, taking the wave: it becomes g->fn and g->w. */
static gcc_jit_function *new_block_fn(struct gen *g, enum gcc_jit_function_kind kind,
                                      const char *name)
{
    gcc_jit_param *pw = gcc_jit_context_new_param(g->cx, NULL, g->t_pu32, "w");
    g->fn = gcc_jit_context_new_function(g->cx, NULL, kind, g->t_i32, name, 1, &pw, 0);
    g->w = g->fn ? gcc_jit_param_as_rvalue(pw) : NULL;
    return g->fn;
}

/* &base[row * stride], made once per row: the lane loop then indexes a
 * pointer by the lane alone, which GCC vectorises (row * stride + lane in
 * u32 might wrap, and it does not). */
static gcc_jit_rvalue *row_ptr(struct gen *g, gcc_jit_block *blk, gcc_jit_rvalue *base,
                               gcc_jit_rvalue *row, unsigned stride)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_lvalue *at = gcc_jit_context_new_array_access(g->cx, NULL, base,
                                                          MUL(u, row, kst(g, u, stride)));
    return tmp_in(g, blk, g->t_pu32, gcc_jit_lvalue_get_address(at, NULL));
}

static gcc_jit_lvalue *at_lane(struct gen *g, gcc_jit_rvalue *p, gcc_jit_rvalue *lane)
{
    return gcc_jit_context_new_array_access(g->cx, NULL, p, lane);
}

/* A loop over a list of rows and, within each, over the wave's lanes. The
 * caller adds the lane's work to lane_blk between row_loop_open and
 * row_loop_close. */
struct row_loop {
    gcc_jit_lvalue *k, *l;
    gcc_jit_block *from, *row_blk, *lane_blk, *next;
    gcc_jit_rvalue *kv;   /* the row's place in the list */
    gcc_jit_rvalue *row;  /* its number */
    gcc_jit_rvalue *lane; /* in lane_blk */
};

static void row_loop_open(struct gen *g, struct row_loop *rl, gcc_jit_block *from,
                          const char *what, gcc_jit_rvalue *list)
{
    gcc_jit_type *u = g->t_u32;
    char name[32];
    snprintf(name, sizeof name, "%s_k", what);
    rl->k = gcc_jit_function_new_local(g->fn, NULL, u, name);
    snprintf(name, sizeof name, "%s_l", what);
    rl->l = gcc_jit_function_new_local(g->fn, NULL, u, name);
    rl->from = from;
    snprintf(name, sizeof name, "%s_row", what);
    rl->row_blk = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "%s_lane", what);
    rl->lane_blk = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "%s_next", what);
    rl->next = gcc_jit_function_new_block(g->fn, name);
    gcc_jit_rvalue *kv = gcc_jit_lvalue_as_rvalue(rl->k);
    rl->kv = tmp_in(g, rl->row_blk, u, kv);
    rl->row = tmp_in(g, rl->row_blk, u,
                     gcc_jit_lvalue_as_rvalue(
                         gcc_jit_context_new_array_access(g->cx, NULL, list, rl->kv)));
    rl->lane = tmp_in(g, rl->lane_blk, u, gcc_jit_lvalue_as_rvalue(rl->l));
}

/* Ends the loop (and its entry block, from) and goes on to after. */
static void row_loop_close(struct gen *g, struct row_loop *rl, unsigned nrows,
                           gcc_jit_block *after)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *kv = gcc_jit_lvalue_as_rvalue(rl->k), *lv = gcc_jit_lvalue_as_rvalue(rl->l);
    gcc_jit_block_add_assignment(rl->from, NULL, rl->k, kst(g, u, 0));
    gcc_jit_block_end_with_jump(rl->from, NULL, rl->row_blk);
    gcc_jit_block_add_assignment(rl->row_blk, NULL, rl->l, kst(g, u, 0));
    gcc_jit_block_end_with_jump(rl->row_blk, NULL, rl->lane_blk);
    gcc_jit_block_add_assignment(rl->lane_blk, NULL, rl->l, ADD(u, lv, kst(g, u, 1)));
    gcc_jit_block_end_with_conditional(
        rl->lane_blk, NULL, cmp(g, GCC_JIT_COMPARISON_LT, lv, kst(g, u, g->b->wave_size)),
        rl->lane_blk, rl->next);
    gcc_jit_block_add_assignment(rl->next, NULL, rl->k, ADD(u, kv, kst(g, u, 1)));
    gcc_jit_block_end_with_conditional(rl->next, NULL,
                                       cmp(g, GCC_JIT_COMPARISON_LT, kv, kst(g, u, nrows)),
                                       rl->row_blk, after);
}

/* The partial-exec path of a block that does not write exec, a function
 * of its own (g->fn, from its first block from): save the rows the block
 * writes, run the unmasked variant in place, and give each inactive lane
 * its saved words back. Inactive lanes compute garbage in between, which
 * nothing reads: within the block every op is lane by lane, a BALLOT masks
 * by exec itself, and scalars are written only from uniform values and
 * BALLOTs. (An op that reads another lane's VGPR would see that garbage:
 * it needs the masked variant.) The loops go over a list of the rows, so
 * that their code does not grow with the block: unrolled by row, they cost
 * GCC as much as the masked variant. */
static void gen_restore(struct gen *g, gcc_jit_block *from, gcc_jit_function *unmasked,
                        const uint8_t *rows, unsigned nrows)
{
    gcc_jit_type *u = g->t_u32;
    unsigned ws = g->b->wave_size;
    memset(&g->full_exec, 0, sizeof *g - offsetof(struct gen, full_exec));
    gcc_jit_lvalue *save = gcc_jit_function_new_local(
        g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, u, (int)(nrows * ws)), "saved");
    gcc_jit_lvalue *listl = gcc_jit_function_new_local(
        g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, u, (int)nrows), "rows");
    gcc_jit_rvalue *sv = gcc_jit_lvalue_as_rvalue(save), *list = gcc_jit_lvalue_as_rvalue(listl);
    for (unsigned r = 0, k = 0; r < VJ_NUM_VGPRS; r++)
        if (rows[r])
            gcc_jit_block_add_assignment(
                from, NULL, gcc_jit_context_new_array_access(g->cx, NULL, list, kst(g, u, k++)),
                kst(g, u, r));
    gcc_jit_block *run = gcc_jit_function_new_block(g->fn, "run");
    gcc_jit_block *done = gcc_jit_function_new_block(g->fn, "restored");
    struct row_loop rl;
    row_loop_open(g, &rl, from, "save", list);
    gcc_jit_rvalue *to = row_ptr(g, rl.row_blk, sv, rl.kv, ws);
    gcc_jit_rvalue *src = row_ptr(g, rl.row_blk, g->w, rl.row, VJ_MAX_LANES);
    gcc_jit_block_add_assignment(rl.lane_blk, NULL, at_lane(g, to, rl.lane),
                                 gcc_jit_lvalue_as_rvalue(at_lane(g, src, rl.lane)));
    row_loop_close(g, &rl, nrows, run);
    gcc_jit_rvalue *w = g->w;
    gcc_jit_block_add_eval(run, NULL, gcc_jit_context_new_call(g->cx, NULL, unmasked, 1, &w));
    /* lane_bit's prologue goes to run: exec is read after the call (the
     * block does not write it). */
    row_loop_open(g, &rl, run, "restore", list);
    g->pro = run;
    g->body = rl.lane_blk;
    g->lane = rl.lane;
    gcc_jit_rvalue *m = tmp_in(g, rl.lane_blk, u,
                               SUB(u, kst(g, u, 0), lane_bit(g, mask_reg(g, VJ_SREG_EXEC_LO))));
    gcc_jit_lvalue *dst = at_lane(g, row_ptr(g, rl.row_blk, g->w, rl.row, VJ_MAX_LANES), rl.lane);
    gcc_jit_rvalue *old =
        gcc_jit_lvalue_as_rvalue(at_lane(g, row_ptr(g, rl.row_blk, sv, rl.kv, ws), rl.lane));
    gcc_jit_block_add_assignment(rl.lane_blk, NULL, dst,
                                 blend(g, u, m, gcc_jit_lvalue_as_rvalue(dst), old));
    row_loop_close(g, &rl, nrows, done);
    gcc_jit_block_end_with_return(done, NULL, kst(g, g->t_i32, 0));
}

/* A block's function. Above -O0 a block that writes VGPRs is compiled for
 * every lane active (the common case: no exec masking at all, plain vector
 * stores), as a function of its own, and the exported function picks it on
 * entry and tail-calls it. Another exec takes another path:
 *  - a block that does not write exec tail-calls a function that runs the
 *    same code in place and restores the inactive lanes (gen_restore), so
 *    that its save area stays off the full-exec path. One variant, not two,
 *    nearly halves the compile (32 trace blocks at -O2: 1.58 s in GCC
 *    instead of 2.77 s, 41 MB collected instead of 73), for a partial-exec
 *    run 1.25x slower. The function is built unmasked (VGPR writes take
 *    every lane) but its BALLOTs still mask by exec;
 *  - a block that writes exec, one with a cross-lane op (has_xlane), or
 *    one whose saved rows would not fit RESTORE_MAX_BYTES of stack, gets
 *    the general variant, a second function, as a tail call.
 * Separate functions keep the general variant's frame (callee-saved
 * registers, a realigned stack for vector spills) off the full-exec path;
 * setup_context passes -fno-inline so that GCC does not merge them back
 * (bswap64x8 in wave64, entered directly: 24.4 -> 19.9 ns, as fast as an
 * AVX-512 C kernel of the same loop). At -O0, chosen for compile speed,
 * only the general one, in the exported function itself. */
static int gen_function(struct gen *g, const vj_ir_block *b, const char *name, int opt_level)
{
    g->b = b;
    g->why[0] = '\0';
    if (opt_level == 0 || !writes_vgprs(b)) {
        if (!new_block_fn(g, GCC_JIT_FUNCTION_EXPORTED, name))
            return 0;
        return gen_variant(g, 0, 0);
    }
    uint8_t rows[VJ_NUM_VGPRS];
    unsigned nrows = written_rows(b, rows);
    int restore = !writes_exec(b) && !has_xlane(b) &&
                  nrows * b->wave_size * 4 <= RESTORE_MAX_BYTES;
    char vname[48];
    snprintf(vname, sizeof vname, "%s_full", name);
    gcc_jit_function *full = new_block_fn(g, GCC_JIT_FUNCTION_INTERNAL, vname);
    if (!full || !gen_variant(g, !restore, restore))
        return 0;
    snprintf(vname, sizeof vname, "%s_%s", name, restore ? "restore" : "any");
    gcc_jit_function *any = new_block_fn(g, GCC_JIT_FUNCTION_INTERNAL, vname);
    if (!any)
        return 0;
    if (restore)
        gen_restore(g, gcc_jit_function_new_block(any, "entry"), full, rows, nrows);
    else if (!gen_variant(g, 0, 0))
        return 0;
    if (!new_block_fn(g, GCC_JIT_FUNCTION_EXPORTED, name))
        return 0;
    gcc_jit_block *entry = gcc_jit_function_new_block(g->fn, "entry");
    gcc_jit_block *to_full = gcc_jit_function_new_block(g->fn, "to_full");
    gcc_jit_block *to_any = gcc_jit_function_new_block(g->fn, "to_any");
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *ex = gcc_jit_lvalue_as_rvalue(word(g, kst(g, u, W_SOFF + VJ_SREG_EXEC_LO)));
    if (b->wave_size == 64)
        ex = AND(u, ex,
                 gcc_jit_lvalue_as_rvalue(word(g, kst(g, u, W_SOFF + VJ_SREG_EXEC_HI))));
    gcc_jit_block_end_with_conditional(
        entry, NULL, cmp(g, GCC_JIT_COMPARISON_EQ, ex, kst(g, u, 0xffffffffu)), to_full, to_any);
    gcc_jit_rvalue *w = g->w;
    gcc_jit_block_end_with_return(to_full, NULL,
                                  gcc_jit_context_new_call(g->cx, NULL, full, 1, &w));
    gcc_jit_block_end_with_return(to_any, NULL,
                                  gcc_jit_context_new_call(g->cx, NULL, any, 1, &w));
    return 1;
}

/* ------------------------------------------------------------- contexts */

struct vj_gen {
    struct gen g;
    int opt_level;
};

void *vj_gen_perm_helper(void)
{
    return (void *)perm_helper;
}

static int setup_context(struct gen *g, const vj_jit_settings *s)
{
    gcc_jit_context *cx = gcc_jit_context_acquire();
    if (!cx)
        return 0;
    g->cx = cx;
#ifdef LIBGCCJIT_HAVE_gcc_jit_context_set_bool_print_errors_to_stderr
    gcc_jit_context_set_bool_print_errors_to_stderr(cx, 0);
#endif
    gcc_jit_context_set_int_option(cx, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL, s->opt_level);
    /* Level 1, the default, is what a block's lane loops need and little
     * more: -O1 plus the loop vectoriser, which makes them vector code (plain
     * -O1 code is 2-12x slower than -O2's) and tail calls (the exported
     * function's jump to its variant), less three passes that cost GCC
     * time and gave the code nothing measurable. 32 trace blocks: 40 ms a
     * block instead of -O2's 69, code 1.07x -O2's (docs/performance.md,
     * "Compile cost"). */
    static const char *const level1[] = {"-ftree-vectorize", "-foptimize-sibling-calls",
                                         "-fno-tree-ccp", "-fno-tree-slp-vectorize",
                                         "-fno-predictive-commoning"};
    for (size_t k = 0; s->opt_level == 1 && k < sizeof level1 / sizeof level1[0]; k++)
        gcc_jit_context_add_command_line_option(cx, level1[k]);
    if (s->march[0]) {
        char opt[32];
        snprintf(opt, sizeof opt, "-march=%s", s->march);
        gcc_jit_context_add_command_line_option(cx, opt);
    }
    gcc_jit_context_add_command_line_option(cx, "--param=ggc-min-heapsize=8192");
    gcc_jit_context_add_command_line_option(cx, "--param=ggc-min-expand=20");
    gcc_jit_context_add_command_line_option(cx, "-w");
    /* A block's variants stay functions of their own (gen_function). */
    gcc_jit_context_add_command_line_option(cx, "-fno-inline");
#ifdef LIBGCCJIT_HAVE_gcc_jit_context_add_driver_option
    /* The generated code needs nothing from the C library: linking the .so
     * without it, only with libgcc (helpers such as __popcountdi2 on CPUs
     * without popcnt), saves 20-30 ms of each compile's external link (W1:
     * 68 -> 39 ms). A libc routine GCC might still call (memcpy for a
     * copying loop) resolves at load time against the process's libc. */
    gcc_jit_context_add_driver_option(cx, "-nostdlib");
    gcc_jit_context_add_driver_option(cx, "-lgcc");
#endif
    if (s->extra[0])
        gcc_jit_context_add_command_line_option(cx, s->extra);
    g->t_void = gcc_jit_context_get_type(cx, GCC_JIT_TYPE_VOID);
    g->t_u32 = gcc_jit_context_get_type(cx, GCC_JIT_TYPE_UINT32_T);
    g->t_u64 = gcc_jit_context_get_type(cx, GCC_JIT_TYPE_UINT64_T);
    g->t_i32 = gcc_jit_context_get_type(cx, GCC_JIT_TYPE_INT32_T);
    g->t_i64 = gcc_jit_context_get_type(cx, GCC_JIT_TYPE_INT64_T);
    g->t_pu32 = g->t_u32 ? gcc_jit_type_get_pointer(g->t_u32) : NULL;
    /* Requested in every context, used or not: GCC's bswap recognition
     * depends on the builtin having been requested (DESIGN.md). */
    g->f_bswap32 = gcc_jit_context_get_builtin_function(cx, "__builtin_bswap32");
    g->f_bswap64 = gcc_jit_context_get_builtin_function(cx, "__builtin_bswap64");
    g->f_popc32 = gcc_jit_context_get_builtin_function(cx, "__builtin_popcount");
    g->f_popc64 = gcc_jit_context_get_builtin_function(cx, "__builtin_popcountll");
    if (g->t_void && g->t_u32 && g->t_pu32) {
        gcc_jit_type *params[8] = {g->t_pu32, g->t_pu32, g->t_u32, g->t_pu32,
                                   g->t_u32,  g->t_pu32, g->t_u32, g->t_u32};
        gcc_jit_type *fp = gcc_jit_context_new_function_ptr_type(cx, NULL, g->t_void, 8, params, 0);
        gcc_jit_lvalue *ptr =
            fp ? gcc_jit_context_new_global(cx, NULL, GCC_JIT_GLOBAL_EXPORTED, fp,
                                            VJ_GEN_PERM_HELPER)
               : NULL;
        if (ptr)
            g->perm_helper = gcc_jit_lvalue_as_rvalue(ptr);
    }
    return g->perm_helper && g->t_void && g->t_u32 && g->t_u64 && g->t_i32 && g->t_i64 &&
           g->t_pu32 && g->f_bswap32 && g->f_bswap64 && g->f_popc32 && g->f_popc64;
}

struct vj_gen *vj_gen_new(const vj_jit_settings *settings, char *why, size_t size)
{
    struct vj_gen *gen = calloc(1, sizeof *gen);
    if (!gen) {
        snprintf(why, size, "out of memory");
        return NULL;
    }
    gen->opt_level = settings->opt_level;
    if (!setup_context(&gen->g, settings)) {
        const char *e = gen->g.cx ? gcc_jit_context_get_first_error(gen->g.cx) : NULL;
        snprintf(why, size, "libgccjit setup failed: %s", e ? e : "no context");
        vj_gen_free(gen);
        return NULL;
    }
    return gen;
}

gcc_jit_context *vj_gen_context(struct vj_gen *gen)
{
    return gen->g.cx;
}

int vj_gen_block(struct vj_gen *gen, const vj_ir_block *b, const char *name, char *why,
                 size_t size)
{
    struct gen *g = &gen->g;
    if (gen_function(g, b, name, gen->opt_level))
        return 1;
    const char *e = gcc_jit_context_get_first_error(g->cx);
    snprintf(why, size, "%s", g->why[0] ? g->why : e ? e : "generation failed");
    return 0;
}

void vj_gen_free(struct vj_gen *gen)
{
    if (!gen)
        return;
    if (gen->g.cx)
        gcc_jit_context_release(gen->g.cx);
    free(gen);
}
