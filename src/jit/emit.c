/* emit: the code generator: IR blocks -> functions of a libgccjit context,
 * one per block, in GCC vectors over the wave's chunks of lanes. It compiles
 * nothing and loads nothing (compile.c does); it refuses a block rather than
 * emit code it cannot vouch for. */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/fp.h"
#include "interp/guestmem.h"
#include "ir/memop.h"
#include "ir/fpmode.h"
#include "interp/permrows.h"
#include "jit/gen.h"

/* The generated code addresses the wave as an array of 32-bit words. */
_Static_assert(offsetof(struct vj_wave, v) == 0, "VGPRs start the wave");
_Static_assert(offsetof(struct vj_wave, s) % 4 == 0, "scalars are word aligned");
_Static_assert(offsetof(struct vj_wave, scc) % 4 == 0, "scc is word aligned");
_Static_assert(offsetof(struct vj_wave, mode) % 4 == 0, "mode is word aligned");
#define W_SOFF (offsetof(struct vj_wave, s) / 4)
#define W_SCCOFF (offsetof(struct vj_wave, scc) / 4)
#define W_PCOFF  (offsetof(struct vj_wave, pc) / 4) /* a u64 there: pc_lvalue */
#define W_MODEOFF (offsetof(struct vj_wave, mode) / 4)
#define W_HELDOFF (offsetof(struct vj_wave, fp_held) / 4)
#define W_AOFF   (offsetof(struct vj_wave, a) / 4)

/* ------------------------------------------------------------ generator */

#define LOCALS_CAP (1u << 15) /* a power of two */
#define LOCAL_KS 64            /* vector constants kept in locals, per block */
#define LT_CACHE 16            /* compare masks kept for reuse, per loop */

/* One libgccjit context's worth of generation state; the per-block part is
 * reset for each block. */
struct gen {
    gcc_jit_context *cx;
    gcc_jit_type *t_void, *t_u32, *t_u64, *t_i32, *t_i64, *t_pu32;
    gcc_jit_type *t_v, *t_pv;            /* nv lanes of u32 as one GCC vector, and its pointer */
    gcc_jit_type *t_pav;                 /* a pointer to an array of them: the chunk's rows */
    gcc_jit_type *t_vs;                  /* the same lanes as int32_t: arithmetic shifts */
    gcc_jit_type *t_halves[3];           /* unions { nv >> k lanes; two halves of them } */
    gcc_jit_field *f_hv[3], *f_hh[3];
    gcc_jit_type *t_vh[3];               /* their halves' vector types */
    gcc_jit_type *t_un4;                 /* union { 4 lanes; uint32_t a[4]; } */
    gcc_jit_field *f_u4v, *f_u4a;
    gcc_jit_type *t_un;                  /* union { t_v v; uint32_t a[nv]; }: a vector's lanes */
    gcc_jit_field *f_uv, *f_ua;
    unsigned nv;                         /* lanes per vector: 16 (x86-64-v4), 8 (v3), else 4 */
    gcc_jit_function *f_bswap32, *f_bswap64, *f_popc32, *f_popc64;
    int asm_fp;                          /* the native float path's x86 instructions may be
                                            written (asm_vec): the level is the one chosen */
    int fma3;                            /* ... and have FMA3 (x86-64-v3 and v4) */
    gcc_jit_rvalue *imp[VJ_GEN_NIMPORTS]; /* the exported pointers to the library's helpers */

    const vj_ir_block *b;
    gcc_jit_function *fn;
    gcc_jit_rvalue *w;                   /* uint32_t *: the wave as words */
    unsigned ntmp;
    gcc_jit_rvalue **locals;             /* the locals tmp_in made: a set by address */
    unsigned nlocals;
    char why[200];                       /* a refusal by the generator itself */
    int native_fp;                       /* the block has nodes of the native f32 path, each
                                            taken when its MODE argument allows (fp_either) */
    int wrapped;                         /* the function runs under MXCSR_NATIVE (fp_wrapper):
                                            x86 float instructions may be used where no
                                            MODE field changes the result (asm_cvt) */

    /* One block's code: reset by gen_body. */
    gcc_jit_block *consts;               /* the function's first block: its vector constants */
    uint32_t kval[LOCAL_KS];             /* which constants consts holds ... */
    gcc_jit_rvalue *kvec[LOCAL_KS];      /* ... and their locals */
    unsigned nk;
    uint8_t *start;                      /* plan_loops': the nodes that start a loop */
    struct {
        uint32_t a, b;
        int is_signed;
        gcc_jit_rvalue *m;
    } lt[LT_CACHE];                      /* this loop's masks of a < b, by argument nodes */
    unsigned nlt;
    uint32_t ok_arg;                     /* this loop's fp_either flag: of MODE node ok_arg */
    gcc_jit_rvalue *ok;                  /* (NULL: none made yet) */
    gcc_jit_rvalue *ksar[32];            /* signed shift counts, the same way */
    gcc_jit_block *pro;                  /* the uniform prologue of the current chunk loop */
    gcc_jit_block *first_pro;            /* the first loop's */
    gcc_jit_block *head, *body;          /* its first and its current body block */
    gcc_jit_block *cur;                  /* where a scalar node being emitted goes */
    gcc_jit_lvalue *c;                   /* the chunk counter */
    gcc_jit_rvalue *chunk;               /* in the body: c as an rvalue */
    gcc_jit_rvalue *cp;                  /* in the body: the chunk's vector of row 0 */
    gcc_jit_rvalue *vlane, *vlane31;     /* in the body: each lane's number, and & 31 */
    gcc_jit_rvalue *lane;                /* in a per-element loop: the lane (u32) */
    gcc_jit_rvalue **val;                /* per node: its value (a vector when per lane;
                                            the low half of an i64) */
    gcc_jit_rvalue **hi;                 /* per node: the high half of a per-lane i64 */
    gcc_jit_rvalue **spl, **splhi;       /* per node: a uniform value splat to a vector */
    uint8_t *perlane;                    /* per node: differs between lanes */
    uint8_t *b01;                        /* per node: a per-lane value that is 0 or 1 */
    uint16_t *rowof;                     /* per node: r + 1 when it is VGPR r as the wave
                                            holds it on the loop's entry */
    gcc_jit_rvalue *scur[VJ_SREG_COUNT]; /* uniform: each scalar's current value */
    uint8_t swritten[VJ_SREG_COUNT];
    gcc_jit_rvalue *vcur[VJ_NUM_VGPRS];  /* body: each VGPR's current vector */
    uint8_t vwritten[VJ_NUM_VGPRS];
    int rel_written;                     /* a WRREL of this loop has stored a row: the
                                            rows are no longer as on the loop's entry */
    /* Rows written under a partial exec are blended at the loop's end, not
     * at each write: a chunk whose lanes are all active stores them as they
     * are. Until then a pending row's vcur holds the new value in every lane
     * (inactive lanes compute values nothing reads), vbase the one its
     * inactive lanes keep (NULL: the row as the wave holds it). */
    int defer;                           /* this block defers its blends */
    uint8_t vpend[VJ_NUM_VGPRS];
    gcc_jit_rvalue *vbase[VJ_NUM_VGPRS];
    unsigned npend;
    gcc_jit_rvalue *pend_all;            /* prologue: non-zero when every lane is active */
    gcc_jit_rvalue *exec;                /* current exec (uniform), NULL = rebuild */
    gcc_jit_rvalue *lane_mask;           /* body: ~0 / 0 per lane under exec */
    /* Lane masks the block makes (BALLOT): the whole mask exists only once
     * the chunk loop is done, so in the loop it is only each lane's bit. */
    uint32_t *ballot_of;                 /* per node: the BALLOT it stands for, + 1 */
    gcc_jit_rvalue **bit;                /* per node: that ballot's bits (a vector) */
    gcc_jit_lvalue **bits;               /* per BALLOT: its lanes' bits, shifted, by chunk */
    gcc_jit_lvalue **acc;                /* per BALLOT: the mask, made after its loop */
    uint32_t *loop_ballots, nloop_ballots; /* the BALLOTs of the current loop */
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
    if (gcc_jit_rvalue_get_type(v) == t)
        return v; /* a cast to its own type would be a statement more */
    return gcc_jit_context_new_cast(g->cx, NULL, v, t);
}

static gcc_jit_rvalue *cmp(struct gen *g, enum gcc_jit_comparison op, gcc_jit_rvalue *a,
                           gcc_jit_rvalue *b)
{
    return gcc_jit_context_new_comparison(g->cx, NULL, op, a, b);
}

static size_t local_slot(const gcc_jit_rvalue *v)
{
    return ((uintptr_t)v >> 4) * 0x9e3779b97f4a7c15ull >> 20 & (LOCALS_CAP - 1);
}

/* Whether v is a local tmp_in made: assigned once, so it needs no copy to
 * be used twice. (A copy more is a statement more, and GCC's time goes by
 * statements.) */
static int is_local(const struct gen *g, const gcc_jit_rvalue *v)
{
    for (size_t k = local_slot(v); g->locals[k]; k = (k + 1) & (LOCALS_CAP - 1))
        if (g->locals[k] == v)
            return 1;
    return 0;
}

static void note_local(struct gen *g, gcc_jit_rvalue *v)
{
    if (g->nlocals >= LOCALS_CAP / 2) { /* forget them all: only copies more */
        memset(g->locals, 0, LOCALS_CAP * sizeof *g->locals);
        g->nlocals = 0;
    }
    size_t k = local_slot(v);
    while (g->locals[k])
        k = (k + 1) & (LOCALS_CAP - 1);
    g->locals[k] = v;
    g->nlocals++;
}

/* A fresh local in blk holding v: anything used twice goes through one
 * (v itself when it is one already). */
static gcc_jit_rvalue *tmp_in(struct gen *g, gcc_jit_block *blk, gcc_jit_type *t,
                              gcc_jit_rvalue *v)
{
    if (is_local(g, v))
        return v;
    char name[24];
    snprintf(name, sizeof name, "t%u", g->ntmp++);
    gcc_jit_lvalue *l = gcc_jit_function_new_local(g->fn, NULL, t, name);
    gcc_jit_block_add_assignment(blk, NULL, l, v);
    gcc_jit_rvalue *r = gcc_jit_lvalue_as_rvalue(l);
    note_local(g, r);
    return r;
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

static void flush_pending(struct gen *g);

static void sset(struct gen *g, unsigned idx, gcc_jit_rvalue *v)
{
    if (idx >= VJ_SREG_COUNT || idx == VJ_SREG_NULL)
        return; /* as the wave state does: null and beyond drop writes */
    g->scur[idx] = v;
    g->swritten[idx] = 1;
    g->spend[idx] = 0;
    if (idx == VJ_SREG_EXEC_LO || idx == VJ_SREG_EXEC_HI) {
        flush_pending(g); /* blended by the exec they were written under */
        g->exec = g->lane_mask = NULL;
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

/* ------------------------------------------------------------ vectors */

/* Constant c in every lane of a vector: a local of the function's first
 * block, one per value (libgccjit's vector constant is a constructor, a
 * statement each time it is written). */
static gcc_jit_rvalue *vk(struct gen *g, uint32_t c)
{
    for (unsigned k = 0; k < g->nk; k++)
        if (g->kval[k] == c)
            return g->kvec[k];
    gcc_jit_rvalue *e[16];
    for (unsigned i = 0; i < g->nv; i++)
        e[i] = kst(g, g->t_u32, c);
    gcc_jit_rvalue *v = gcc_jit_context_new_rvalue_from_vector(g->cx, NULL, g->t_v, g->nv, e);
    if (!g->consts || g->nk == LOCAL_KS)
        return v;
    g->kval[g->nk] = c;
    return g->kvec[g->nk++] = tmp_in(g, g->consts, g->t_v, v);
}

/* Constant c in type t, a scalar or the lane vector. */
static gcc_jit_rvalue *kt(struct gen *g, gcc_jit_type *t, uint32_t c)
{
    return t == g->t_v ? vk(g, c) : kst(g, t, c);
}

/* The u32 scalar s in every lane: a local of blk. */
static gcc_jit_rvalue *vsplat(struct gen *g, gcc_jit_block *blk, gcc_jit_rvalue *s)
{
    gcc_jit_rvalue *e[16];
    s = tmp_in(g, blk, g->t_u32, s); /* else the expression once per lane */
    for (unsigned i = 0; i < g->nv; i++)
        e[i] = s;
    return tmp_in(g, blk, g->t_v, gcc_jit_context_new_rvalue_from_vector(g->cx, NULL, g->t_v,
                                                                         g->nv, e));
}

static gcc_jit_rvalue *vtmp(struct gen *g, gcc_jit_rvalue *v)
{
    return tmp_in(g, g->body, g->t_v, v);
}

/* x rotated right by the constant k (1..31): one vprord. */
static gcc_jit_rvalue *vror(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *x, unsigned k)
{
    return OR(t, SHR(t, x, kt(g, t, k)), SHL(t, x, kt(g, t, 32 - k)));
}

/* A byte swap in type t: the scalar builtin, or for a vector (GCC has no
 * vector bswap to call) bytes 1 and 3 of x rotated right by 8 and bytes 0
 * and 2 rotated by 24, merged as the bit select b ^ ((a ^ b) & m): on
 * AVX-512 one vprord, one vprold and one vpternlogd (the form
 * (a & m) | (b & ~m) with two masks kept a vpandd beside the vpternlogd:
 * 4 instructions, not 3). */
static gcc_jit_rvalue *bswap32_t(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *x)
{
    if (t != g->t_v)
        return call1(g, g->f_bswap32, x, t);
    x = vtmp(g, x);
    gcc_jit_rvalue *a = vtmp(g, vror(g, t, x, 8)), *b = vtmp(g, vror(g, t, x, 24));
    return XOR(t, b, AND(t, XOR(t, a, b), vk(g, 0xff00ff00u)));
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

/* The ops that touch a lane's VGPR or AGPR word, or make a lane mask, have
 * only a vector form (below); a scalar use of one is a generator bug. */
static gcc_jit_rvalue *per_lane_only(struct gen *g, uint32_t idx)
{
    snprintf(g->why, sizeof g->why, "node %%%u: %s has no scalar form", idx,
             vj_op_table[NODE->op].name);
    return NULL;
}

#define PER_LANE_ONLY(id) \
    static gcc_jit_rvalue *emit_##id(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a) \
    { \
        (void)a; \
        return per_lane_only(g, idx); \
    }
PER_LANE_ONLY(RDV)
PER_LANE_ONLY(WRV)
PER_LANE_ONLY(RDA)
PER_LANE_ONLY(WRA)
PER_LANE_ONLY(BALLOT)
PER_LANE_ONLY(PERMLANE64)
PER_LANE_ONLY(RDREL)
PER_LANE_ONLY(WRREL)
#undef PER_LANE_ONLY

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
        flush_pending(g);
        g->lane_mask = tmp_in(g, g->body, g->t_v, SUB(g->t_v, vk(g, 0), g->bit[k]));
    }
    return NULL;
}

/* The wave's SCC = a & 1 (issue 30), stored at once, not deferred as an
 * SGPR is: RDSPEC reads SCC from the wave, and both are uniform nodes emitted
 * in node order into the loops' prologues, so a later read sees this write.
 * A per-lane or lane-mask value is not a scalar's and is refused. */
static gcc_jit_rvalue *emit_WRSCC(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    if (g->perlane[NODE->arg[0]] || g->ballot_of[NODE->arg[0]]) {
        snprintf(g->why, sizeof g->why, "node %%%u writes SCC from a per-lane value", idx);
        return NULL;
    }
    gcc_jit_rvalue *v = ARGT(0) == VJ_T_I64 ? cast(g, a[0], g->t_u32) : a[0];
    gcc_jit_block_add_assignment(g->cur, NULL, word(g, kst(g, g->t_u32, W_SCCOFF)),
                                 AND(g->t_u32, v, kst(g, g->t_u32, 1)));
    return NULL;
}

/* The wave's PC (8-aligned, wave.h) as one u64, loaded and stored whole:
 * vj_region_run reads it as a u64 right after the block returns, and two
 * 32-bit stores could not be forwarded to that load (it waited for them:
 * 60% of a transition's time in step, by perf). */
static gcc_jit_lvalue *pc_lvalue(struct gen *g)
{
    gcc_jit_rvalue *p = gcc_jit_lvalue_get_address(word(g, kst(g, g->t_u32, W_PCOFF)), NULL);
    return gcc_jit_rvalue_dereference(
        gcc_jit_context_new_cast(g->cx, NULL, p, gcc_jit_type_get_pointer(g->t_u64)), NULL);
}

/* Room branch: the wave's PC as the block started, read once into a local
 * where the node stands (before the one WRPC, which lowering puts last). */
static gcc_jit_rvalue *emit_RDPC(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)idx;
    (void)a;
    return tmp(g, g->t_u64, gcc_jit_lvalue_as_rvalue(pc_lvalue(g)));
}

/* The wave's PC = a, stored at once as WRSCC is; the value is made into a
 * local first, since it may be an expression over the PC itself. */
static gcc_jit_rvalue *emit_WRPC(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    if (g->perlane[NODE->arg[0]] || g->ballot_of[NODE->arg[0]]) {
        snprintf(g->why, sizeof g->why, "node %%%u writes the PC from a per-lane value", idx);
        return NULL;
    }
    gcc_jit_rvalue *v = tmp(g, g->t_u64, cast(g, a[0], g->t_u64));
    gcc_jit_block_add_assignment(g->cur, NULL, pc_lvalue(g), v);
    return NULL;
}

/* The wave's MODE = a (s_setreg and kin), stored at once as WRSCC is. */
static gcc_jit_rvalue *emit_WRMODE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    if (g->perlane[NODE->arg[0]] || g->ballot_of[NODE->arg[0]]) {
        snprintf(g->why, sizeof g->why, "node %%%u writes MODE from a per-lane value", idx);
        return NULL;
    }
    gcc_jit_block_add_assignment(g->cur, NULL, word(g, kst(g, g->t_u32, W_MODEOFF)), a[0]);
    return NULL;
}

/* Issue 31: memory ops. Each is one call of the memory helper (the
 * library's vj_guest_chunk, through an exported pointer, as the float
 * helper): SLD once for the wave in its loop's prologue, LD, ST and MEMCHK
 * once per chunk in the body. ST and MEMCHK are alone in their loop
 * (plan_loops), so that every earlier node has run in every lane before
 * them and no later one has run in any: another lane may read what one
 * wrote. A load shares a loop: an LDS load anywhere (it cannot fault, and
 * no store shares its loop), a global one only in a loop that writes
 * nothing before it and ends before the next write, so that a fault leaves
 * the wave as the instructions before it left it. A fault returns 1 + the
 * node's index, the scalars written so far stored, as a REL node's check
 * does; the helper has put the fault in the wave for the message. */
static void mem_fail_branch(struct gen *g, uint32_t idx, gcc_jit_block **at, gcc_jit_rvalue *rc)
{
    gcc_jit_type *u = g->t_u32;
    char name[24];
    snprintf(name, sizeof name, "memfail%u", idx);
    gcc_jit_block *fail = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "memok%u", idx);
    gcc_jit_block *ok = gcc_jit_function_new_block(g->fn, name);
    for (unsigned sr = 0; sr < VJ_SREG_COUNT; sr++)
        if (g->swritten[sr])
            gcc_jit_block_add_assignment(fail, NULL, word(g, kst(g, u, W_SOFF + sr)), g->scur[sr]);
    gcc_jit_block_end_with_return(fail, NULL, kst(g, g->t_i32, (uint64_t)idx + 1));
    gcc_jit_block_end_with_conditional(
        *at, NULL, cmp(g, GCC_JIT_COMPARISON_NE, rc, kst(g, g->t_i32, 0)), fail, ok);
    *at = ok;
}

/* The call: io and addr are local arrays of t (u32 or a lane vector). */
static gcc_jit_rvalue *mem_call(struct gen *g, uint32_t idx, gcc_jit_block *blk,
                                gcc_jit_lvalue *io, gcc_jit_lvalue *addr, gcc_jit_rvalue *lane0,
                                unsigned n, gcc_jit_rvalue *exec)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *first_io = gcc_jit_lvalue_get_address(
        gcc_jit_context_new_array_access(g->cx, NULL, gcc_jit_lvalue_as_rvalue(io), kst(g, u, 0)),
        NULL);
    gcc_jit_rvalue *first_addr = gcc_jit_lvalue_get_address(
        gcc_jit_context_new_array_access(g->cx, NULL, gcc_jit_lvalue_as_rvalue(addr),
                                         kst(g, u, 0)),
        NULL);
    gcc_jit_rvalue *args[9] = {
        cast(g, g->w, g->t_pv),   cast(g, first_io, g->t_pu32), cast(g, first_addr, g->t_pu32),
        lane0,                    kst(g, u, n),                 cast(g, exec, g->t_u64),
        kst(g, u, NODE->op),      kst(g, u, NODE->imm & 0xffffffffu), kst(g, u, NODE->inst),
    };
    return tmp_in(g, blk, g->t_i32,
                  gcc_jit_context_new_call_through_ptr(
                      g->cx, NULL, g->imp[VJ_GEN_IMPORT_vj_gen_mem_helper], 9, args));
}

static gcc_jit_lvalue *mem_local(struct gen *g, gcc_jit_type *t, int n, const char *stem)
{
    char name[24];
    snprintf(name, sizeof name, "%s%u", stem, g->ntmp++);
    return gcc_jit_function_new_local(g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, t, n),
                                      name);
}

static gcc_jit_lvalue *elem(struct gen *g, gcc_jit_lvalue *arr, unsigned i)
{
    return gcc_jit_context_new_array_access(g->cx, NULL, gcc_jit_lvalue_as_rvalue(arr),
                                            kst(g, g->t_u32, i));
}

/* SLD: uniform, in the prologue; SLDP (room buf) the same, its predicate
 * the address array's third element. */
static gcc_jit_rvalue *emit_SLD(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32, *q = g->t_u64;
    int pred = NODE->op == VJ_OP_SLDP;
    gcc_jit_lvalue *addr = mem_local(g, u, pred ? 3 : 2, "maddr"), *io = mem_local(g, u, 1, "mio");
    gcc_jit_rvalue *ad = cast(g, a[0], q);
    gcc_jit_block_add_assignment(g->pro, NULL, elem(g, addr, 0), cast(g, ad, u));
    gcc_jit_block_add_assignment(g->pro, NULL, elem(g, addr, 1),
                                 cast(g, SHR(q, ad, kst(g, q, 32)), u));
    if (pred)
        gcc_jit_block_add_assignment(g->pro, NULL, elem(g, addr, 2), cast(g, a[1], u));
    gcc_jit_rvalue *rc = mem_call(g, idx, g->pro, io, addr, kst(g, u, 0), 1, kst(g, q, 1));
    mem_fail_branch(g, idx, &g->pro, rc);
    g->cur = g->pro;
    return tmp_in(g, g->pro, u, gcc_jit_lvalue_as_rvalue(elem(g, io, 0)));
}

static gcc_jit_rvalue *emit_SLDP(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return emit_SLD(g, idx, a);
}

/* Never reached: the per-lane memory ops have their vector form. */
static gcc_jit_rvalue *emit_mem_lane(struct gen *g, uint32_t idx)
{
    snprintf(g->why, sizeof g->why, "node %%%u: a memory op lane by lane", idx);
    return NULL;
}

static gcc_jit_rvalue *emit_LD(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
}

static gcc_jit_rvalue *emit_ST(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
}

static gcc_jit_rvalue *emit_MEMCHK(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
}

static gcc_jit_rvalue *emit_LDP(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
}

static gcc_jit_rvalue *emit_STP(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
}

static gcc_jit_rvalue *emit_MEMCHKP(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
}

static gcc_jit_rvalue *emit_ATOM(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    (void)a;
    return emit_mem_lane(g, idx);
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

/* A per-lane mask's bit, lane by lane (vemit_LANEBIT takes a uniform mask
 * and a BALLOT's): lanes past the mask's width read 0, a 64-bit shift of
 * the zero-extended mask. */
static gcc_jit_rvalue *emit_LANEBIT(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
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
    snprintf(name, sizeof name, "relfail%u", idx);
    gcc_jit_block *fail = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "relok%u", idx);
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
 * shift and one mask (32-bit narrow form, never the 64-bit {a, b}), in type
 * t: u32 for a uniform perm, the lane vector for a per-lane one. */
static gcc_jit_rvalue *perm_const(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *a,
                                  gcc_jit_rvalue *b, uint32_t sel)
{
    if (sel == 0x00010203u)
        return bswap32_t(g, t, b);
    if (sel == 0x04050607u)
        return bswap32_t(g, t, a);
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
    gcc_jit_rvalue *r = kt(g, t, ones);
    for (unsigned src = 0; src < 2; src++) {
        gcc_jit_rvalue *word_ = src ? a : b;
        for (int d = -3; d <= 3; d++) {
            uint32_t m = groups[src][d + 3];
            if (!m)
                continue;
            gcc_jit_rvalue *v = word_;
            if (d > 0)
                v = SHR(t, v, kt(g, t, 8u * (unsigned)d));
            else if (d < 0)
                v = SHL(t, v, kt(g, t, 8u * (unsigned)-d));
            r = OR(t, r, AND(t, v, kt(g, t, m)));
        }
    }
    for (unsigned k = 0; k < 4; k++) {
        if (!sign[k])
            continue;
        gcc_jit_rvalue *src = k < 2 ? b : a;
        unsigned bit = (k & 1) ? 31 : 15;
        gcc_jit_rvalue *s = SUB(t, kt(g, t, 0), AND(t, SHR(t, src, kt(g, t, bit)), kt(g, t, 1)));
        r = OR(t, r, AND(t, s, kt(g, t, sign[k])));
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
static gcc_jit_rvalue *perm_apply(struct gen *g, gcc_jit_type *t, gcc_jit_rvalue *a,
                                  gcc_jit_rvalue *b, const struct perm_plan *p)
{
    gcc_jit_rvalue *r = NULL;
    a = tmp(g, t, a);
    b = tmp(g, t, b);
    gcc_jit_rvalue *ab = tmp(g, t, XOR(t, a, b));
    for (unsigned i = 0; i < 4; i++) {
        const struct perm_plan *q = &p[i];
        gcc_jit_rvalue *w = XOR(t, b, AND(t, ab, q->wa)); /* a where wa, else b */
        gcc_jit_rvalue *bytev = AND(t, SHR(t, w, q->sh), q->mbyte);
        gcc_jit_rvalue *ws = XOR(t, b, AND(t, ab, q->sa));
        gcc_jit_rvalue *bit = AND(t, SHR(t, ws, q->sbit), kt(g, t, 1));
        gcc_jit_rvalue *signv = AND(t, SUB(t, kt(g, t, 0), bit), q->msign);
        gcc_jit_rvalue *byte = OR(t, OR(t, bytev, signv), q->ones);
        if (i)
            byte = SHL(t, byte, kt(g, t, 8 * i));
        r = tmp(g, t, r ? OR(t, r, byte) : byte);
    }
    return r;
}

static gcc_jit_rvalue *emit_PERM(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    const vj_node *s = &g->b->nodes[NODE->arg[2]];
    if (s->op == VJ_OP_CONST)
        return perm_const(g, g->t_u32, a[0], a[1], (uint32_t)s->imm);
    /* A uniform perm is one lane's work, done once (a per-lane one is
     * vemit_PERM's). */
    struct perm_plan plan[4];
    for (unsigned i = 0; i < 4; i++)
        perm_plan_byte(g, a[2], i, &plan[i]);
    return perm_apply(g, g->t_u32, a[0], a[1], plan);
}

/* ------------------------------------------------------- vector emitters */

/* A per-lane value as the chunk loop holds it: a vector of u32 lanes, and
 * for an i64 a second one with the high halves. */
typedef struct {
    gcc_jit_rvalue *lo, *hi;
} vv;

/* Each op's vector form: 1 when it made the node's value (*r, nothing for
 * the ops that only write), 0 when the op has none for this node (the
 * node then runs its scalar emitter lane by lane: elementwise). */
typedef int vemitter(struct gen *g, uint32_t idx, vv *r);

#define VT (g->t_v)
#define IS64 (NODE->type == VJ_T_I64)

/* The chunk's vector of row r of the VGPRs (vidx = r * 64 / nv) or of any
 * other row of the wave: one pointer, constant offsets. */
static gcc_jit_lvalue *vword(struct gen *g, unsigned vidx)
{
    /* (*cp)[vidx], an element of an array object: GCC stores to it in one
     * statement, where cp[vidx] costs one more for the address. */
    gcc_jit_rvalue *rows = gcc_jit_lvalue_as_rvalue(gcc_jit_rvalue_dereference(g->cp, NULL));
    return gcc_jit_context_new_array_access(g->cx, NULL, rows, kst(g, g->t_u32, vidx));
}

static unsigned vrow_index(struct gen *g, unsigned r)
{
    return r * (VJ_MAX_LANES / g->nv);
}

/* The wave's vector at index idx (u32; in vectors from the wave's start). */
static gcc_jit_lvalue *vat(struct gen *g, gcc_jit_rvalue *idx)
{
    return gcc_jit_context_new_array_access(g->cx, NULL, cast(g, g->w, g->t_pv), idx);
}

static gcc_jit_rvalue *vget(struct gen *g, unsigned r)
{
    if (!g->vcur[r])
        g->vcur[r] = vtmp(g, gcc_jit_lvalue_as_rvalue(vword(g, vrow_index(g, r))));
    return g->vcur[r];
}

/* Each lane's number in the wave, and that & 31 (a bit of a mask half). */
static gcc_jit_rvalue *vlane(struct gen *g)
{
    if (!g->vlane) {
        gcc_jit_rvalue *e[16];
        for (unsigned i = 0; i < g->nv; i++)
            e[i] = kst(g, g->t_u32, i);
        gcc_jit_rvalue *iota = gcc_jit_context_new_rvalue_from_vector(g->cx, NULL, VT, g->nv, e);
        gcc_jit_rvalue *base =
            vsplat(g, g->body, MUL(g->t_u32, g->chunk, kst(g, g->t_u32, g->nv)));
        g->vlane = vtmp(g, ADD(VT, base, iota));
    }
    return g->vlane;
}

static gcc_jit_rvalue *vlane31(struct gen *g)
{
    if (!g->vlane31)
        g->vlane31 = g->b->wave_size == 32 ? vlane(g) : vtmp(g, AND(VT, vlane(g), vk(g, 31)));
    return g->vlane31;
}

/* ~0 where the chunk's lanes are in the low half of the wave: a scalar. */
static gcc_jit_rvalue *low_chunk(struct gen *g)
{
    gcc_jit_type *u = g->t_u32;
    return tmp_in(g, g->body, u,
                  SUB(u, kst(g, u, 0),
                      cast(g, cmp(g, GCC_JIT_COMPARISON_LT, g->chunk, kst(g, u, 32 / g->nv)),
                           u)));
}

/* The half of the uniform lane mask m (either type; its bits past its
 * width are 0) that holds the chunk's lanes, as a scalar of the body. */
static gcc_jit_rvalue *mask_half(struct gen *g, gcc_jit_rvalue *m)
{
    gcc_jit_type *u = g->t_u32, *q = g->t_u64;
    gcc_jit_rvalue *lo = tmp_in(g, g->pro, u, cast(g, m, u));
    if (g->b->wave_size == 32)
        return lo;
    gcc_jit_rvalue *hi = tmp_in(g, g->pro, u, cast(g, SHR(q, cast(g, m, q), kst(g, q, 32)), u));
    return tmp_in(g, g->body, u, XOR(u, hi, AND(u, XOR(u, lo, hi), low_chunk(g))));
}

/* Each lane's bit of the uniform lane mask m, 0 or 1: the mask's half
 * splat and shifted right by the lane (a 32-bit shift per lane). */
static gcc_jit_rvalue *vlane_bit(struct gen *g, gcc_jit_rvalue *m)
{
    gcc_jit_rvalue *half = vsplat(g, g->body, mask_half(g, m));
    return AND(VT, SHR(VT, half, vlane31(g)), vk(g, 1));
}

/* ~0 / 0 per lane under the current exec; NULL while every lane is. */
static gcc_jit_rvalue *vlane_mask(struct gen *g)
{
    if (g->lane_mask)
        return g->lane_mask;
    if (!g->exec)
        g->exec = mask_reg(g, VJ_SREG_EXEC_LO);
    g->lane_mask = vtmp(g, SUB(VT, vk(g, 0), vlane_bit(g, g->exec)));
    return g->lane_mask;
}

/* Argument j of node idx as vectors: its own, or its uniform value splat
 * once, in the loop's prologue. */
static vv va(struct gen *g, uint32_t idx, unsigned j)
{
    uint32_t k = NODE->arg[j];
    vv v = {g->val[k], g->hi[k]};
    if (g->perlane[k])
        return v;
    if (!g->spl[k]) {
        gcc_jit_rvalue *x = g->val[k];
        const vj_node *n = &g->b->nodes[k];
        if (n->op == VJ_OP_CONST) { /* a local of the function's constants */
            g->spl[k] = vk(g, (uint32_t)n->imm);
            g->splhi[k] = n->type == VJ_T_I64 ? vk(g, (uint32_t)(n->imm >> 32)) : NULL;
        } else if (n->type == VJ_T_I64) {
            g->spl[k] = vsplat(g, g->pro, cast(g, x, g->t_u32));
            g->splhi[k] = vsplat(
                g, g->pro, cast(g, SHR(g->t_u64, cast(g, x, g->t_u64), kst(g, g->t_u64, 32)),
                                g->t_u32));
        } else {
            g->spl[k] = vsplat(g, g->pro, x);
        }
    }
    v.lo = g->spl[k];
    v.hi = g->splhi[k];
    return v;
}

/* Whether argument j is a constant, and which. */
static int arg_const(struct gen *g, uint32_t idx, unsigned j, uint64_t *c)
{
    const vj_node *n = &g->b->nodes[NODE->arg[j]];
    if (n->op != VJ_OP_CONST)
        return 0;
    *c = n->imm;
    return 1;
}

/* Lane arithmetic the vector types lack (libgccjit 12 has no vector
 * comparisons): conditions as 0/1 from the sign bit of a sum or difference,
 * selects as masks. */
static gcc_jit_rvalue *vnot(struct gen *g, gcc_jit_rvalue *a)
{
    return XOR(VT, a, vk(g, ~0u));
}

/* x where m is ~0, y where it is 0 */
static gcc_jit_rvalue *vblend(struct gen *g, gcc_jit_rvalue *m, gcc_jit_rvalue *x,
                              gcc_jit_rvalue *y)
{
    y = vtmp(g, y);
    return XOR(VT, y, AND(VT, XOR(VT, vtmp(g, x), y), m));
}

/* 1 where x != 0 */
static gcc_jit_rvalue *vne0(struct gen *g, gcc_jit_rvalue *x)
{
    x = vtmp(g, x);
    return SHR(VT, OR(VT, x, SUB(VT, vk(g, 0), x)), vk(g, 31));
}

/* The sign bit of each lane says a < b unsigned: the borrow of a - b
 * (Hacker's Delight 2-12). */
static gcc_jit_rvalue *vult_sign(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    /* as a signed compare of a and b with their sign bits flipped: the
     * difference is the same, and its overflow test flips (6 statements) */
    a = vtmp(g, a);
    b = vtmp(g, b);
    gcc_jit_rvalue *d = vtmp(g, SUB(VT, a, b));
    return XOR(VT, d, AND(VT, XOR(VT, a, b), vnot(g, XOR(VT, d, a))));
}

/* The sign bit says s = a + b carried out of bit 31 (5 statements). */
static gcc_jit_rvalue *vcarry_sign(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b,
                                   gcc_jit_rvalue *s)
{
    a = vtmp(g, a);
    b = vtmp(g, b);
    return OR(VT, AND(VT, a, b), AND(VT, OR(VT, a, b), vnot(g, s)));
}

/* The sign bit says a < b signed: a - b's, corrected where it overflowed. */
static gcc_jit_rvalue *vslt_sign(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    a = vtmp(g, a);
    b = vtmp(g, b);
    gcc_jit_rvalue *d = vtmp(g, SUB(VT, a, b));
    return XOR(VT, d, AND(VT, XOR(VT, a, b), XOR(VT, d, a)));
}

/* 1 where a < b unsigned */
static gcc_jit_rvalue *vult(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return SHR(VT, vult_sign(g, a, b), vk(g, 31));
}

static gcc_jit_rvalue *vslt(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return SHR(VT, vslt_sign(g, a, b), vk(g, 31));
}

static gcc_jit_rvalue *veq(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return XOR(VT, vne0(g, XOR(VT, a, b)), vk(g, 1));
}

/* ~0 where the 0/1 value b is 1 */
static gcc_jit_rvalue *vmask(struct gen *g, gcc_jit_rvalue *b)
{
    return vtmp(g, SUB(VT, vk(g, 0), b));
}

/* arithmetic shift right by c (a vector of counts 0..31): in the signed
 * lanes of the same bits (vpsrad) */
static gcc_jit_rvalue *vsar(struct gen *g, gcc_jit_rvalue *x, gcc_jit_rvalue *c)
{
    gcc_jit_rvalue *sx = gcc_jit_context_new_bitcast(g->cx, NULL, x, g->t_vs);
    gcc_jit_rvalue *sc = gcc_jit_context_new_bitcast(g->cx, NULL, c, g->t_vs);
    return gcc_jit_context_new_bitcast(g->cx, NULL, SHR(g->t_vs, sx, sc), VT);
}

/* The same by a constant count, as a signed vector constant (a local of
 * the function's constants): a statement less than its bitcast. */
static gcc_jit_rvalue *vsark(struct gen *g, gcc_jit_rvalue *x, unsigned n)
{
    if (!g->ksar[n]) {
        gcc_jit_rvalue *e[16];
        for (unsigned i = 0; i < g->nv; i++)
            e[i] = kst(g, g->t_i32, n);
        gcc_jit_rvalue *v = gcc_jit_context_new_rvalue_from_vector(g->cx, NULL, g->t_vs, g->nv, e);
        if (!g->consts)
            return gcc_jit_context_new_bitcast(
                g->cx, NULL, SHR(g->t_vs, gcc_jit_context_new_bitcast(g->cx, NULL, x, g->t_vs), v),
                VT);
        g->ksar[n] = tmp_in(g, g->consts, g->t_vs, v);
    }
    gcc_jit_rvalue *sx = gcc_jit_context_new_bitcast(g->cx, NULL, x, g->t_vs);
    return gcc_jit_context_new_bitcast(g->cx, NULL, SHR(g->t_vs, sx, g->ksar[n]), VT);
}

/* ~0 where the sign bit of x is set: 0 - (x >> 31), two statements */
static gcc_jit_rvalue *vsignmask(struct gen *g, gcc_jit_rvalue *x)
{
    return vtmp(g, SUB(VT, vk(g, 0), SHR(VT, x, vk(g, 31))));
}

static gcc_jit_rvalue *vpopc(struct gen *g, gcc_jit_rvalue *x)
{
    x = vtmp(g, x);
    x = vtmp(g, SUB(VT, x, AND(VT, SHR(VT, x, vk(g, 1)), vk(g, 0x55555555u))));
    x = vtmp(g, ADD(VT, AND(VT, x, vk(g, 0x33333333u)),
                    AND(VT, SHR(VT, x, vk(g, 2)), vk(g, 0x33333333u))));
    x = vtmp(g, AND(VT, ADD(VT, x, SHR(VT, x, vk(g, 4))), vk(g, 0x0f0f0f0fu)));
    return SHR(VT, MUL(VT, x, vk(g, 0x01010101u)), vk(g, 24));
}

static gcc_jit_rvalue *vbitrev(struct gen *g, gcc_jit_rvalue *x)
{
    static const uint32_t masks[3] = {0x55555555u, 0x33333333u, 0x0f0f0f0fu};
    for (unsigned k = 0; k < 3; k++) {
        x = vtmp(g, x);
        gcc_jit_rvalue *m = vk(g, masks[k]), *sh = vk(g, 1u << k);
        x = OR(VT, AND(VT, SHR(VT, x, sh), m), SHL(VT, AND(VT, x, m), sh));
    }
    return bswap32_t(g, VT, x);
}

/* i64 pairs: a < b unsigned, and a == b, as 0/1 */
static gcc_jit_rvalue *vult64(struct gen *g, vv a, vv b, int is_signed)
{
    gcc_jit_rvalue *hi_lt = is_signed ? vslt(g, a.hi, b.hi) : vult(g, a.hi, b.hi);
    return OR(VT, hi_lt, AND(VT, veq(g, a.hi, b.hi), vult(g, a.lo, b.lo)));
}

static gcc_jit_rvalue *veq64(struct gen *g, vv a, vv b)
{
    return AND(VT, veq(g, a.lo, b.lo), veq(g, a.hi, b.hi));
}

#define VEMIT(id) static int vemit_##id(struct gen *g, uint32_t idx, vv *r)
/* An op whose vector form is a shared one, with the constants that pick
 * its variant. */
#define VEMIT_BY(id, fn, ...) \
    VEMIT(id) \
    { \
        return fn(g, idx, r, __VA_ARGS__); \
    }

VEMIT(RDV)
{
    unsigned rr = (unsigned)NODE->imm;
    if (!IS64 && !g->vwritten[rr] && !g->rel_written)
        g->rowof[idx] = (uint16_t)(rr + 1);
    r->lo = vget(g, rr);
    if (IS64)
        r->hi = vget(g, rr + 1);
    return 1;
}

/* Whether every lane of the wave is active under the uniform exec, as a
 * scalar of the prologue (a partial exec blends every chunk's rows, the
 * all-active ones' too: one test a loop instead of one a chunk). */
static gcc_jit_rvalue *all_active(struct gen *g)
{
    gcc_jit_type *t = gcc_jit_rvalue_get_type(g->exec);
    gcc_jit_rvalue *all = g->b->wave_size == 64 ? kst(g, g->t_u64, ~0ull) : kst(g, g->t_u32, ~0u);
    return tmp_in(g, g->pro, g->t_u32,
                  cast(g, cmp(g, GCC_JIT_COMPARISON_EQ, g->exec, cast(g, all, t)), g->t_u32));
}

/* The pending rows blended now, by the exec they were written under (exec
 * is about to change, or the chunk has inactive lanes). */
static void flush_pending(struct gen *g)
{
    /* exec is still the one they were written under: its lane mask, made
     * here (in the blending block, at the loop's end) unless made before */
    gcc_jit_rvalue *m = g->npend ? vlane_mask(g) : NULL;
    for (unsigned r = 0; g->npend && r < VJ_NUM_VGPRS; r++)
        if (g->vpend[r]) {
            gcc_jit_rvalue *old = g->vbase[r] ? g->vbase[r]
                                              : gcc_jit_lvalue_as_rvalue(vword(g, vrow_index(g, r)));
            g->vcur[r] = vtmp(g, vblend(g, m, g->vcur[r], old));
            g->vpend[r] = 0;
        }
    g->npend = 0;
}

VEMIT(WRV)
{
    unsigned rr = (unsigned)NODE->imm;
    vv a = va(g, idx, 0);
    gcc_jit_rvalue *parts[2] = {a.lo, a.hi};
    unsigned n = ARGT(0) == VJ_T_I64 ? 2 : 1;
    /* deferred unless exec came from a lane mask of this loop */
    int defer = g->defer && !(g->lane_mask && !g->exec);
    gcc_jit_rvalue *m = defer ? NULL : vlane_mask(g);
    if (defer && !g->npend) { /* the first pending row of this exec */
        if (!g->exec)
            g->exec = mask_reg(g, VJ_SREG_EXEC_LO);
        g->pend_all = all_active(g);
    }
    for (unsigned k = 0; k < n; k++) {
        unsigned row = rr + k;
        if (defer) {
            if (!g->vpend[row]) {
                g->vbase[row] = g->vcur[row]; /* a value of this loop, or NULL: the wave's */
                g->vpend[row] = 1;
                g->npend++;
            }
            g->vcur[row] = parts[k];
        } else {
            g->vcur[row] = m ? vtmp(g, vblend(g, m, parts[k], vget(g, row))) : parts[k];
        }
        g->vwritten[row] = 1;
    }
    return 1;
}

/* CDNA's AGPRs: the chunk's vector of a[r], read and written in place, in
 * node order (no lane reads another's). */
static gcc_jit_lvalue *agpr_vec(struct gen *g, unsigned r)
{
    return vword(g, (unsigned)(W_AOFF / g->nv) + vrow_index(g, r));
}

VEMIT(RDA)
{
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(agpr_vec(g, (unsigned)NODE->imm)));
    return 1;
}

VEMIT(WRA)
{
    gcc_jit_lvalue *dst = agpr_vec(g, (unsigned)NODE->imm);
    gcc_jit_rvalue *m = vlane_mask(g), *v = va(g, idx, 0).lo;
    if (m)
        v = vblend(g, m, v, gcc_jit_lvalue_as_rvalue(dst));
    gcc_jit_block_add_assignment(g->body, NULL, dst, v);
    return 1;
}

VEMIT(LANEBIT)
{
    uint32_t k = NODE->arg[0];
    if (g->ballot_of[k])
        r->lo = g->bit[k];
    else if (!g->perlane[k])
        r->lo = vlane_bit(g, g->val[k]);
    else
        return 0;
    g->b01[idx] = 1;
    return 1;
}

/* The bitwise ops: lane by lane, each half of an i64 on its own. */
static int vbitwise(struct gen *g, uint32_t idx, vv *r, enum gcc_jit_binary_op op)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1);
    r->lo = bin(g, op, VT, a.lo, b.lo);
    if (IS64)
        r->hi = bin(g, op, VT, a.hi, b.hi);
    return 1;
}

VEMIT_BY(AND, vbitwise, GCC_JIT_BINARY_OP_BITWISE_AND)
VEMIT_BY(OR, vbitwise, GCC_JIT_BINARY_OP_BITWISE_OR)
VEMIT_BY(XOR, vbitwise, GCC_JIT_BINARY_OP_BITWISE_XOR)
VEMIT(NOT)
{
    vv a = va(g, idx, 0);
    r->lo = vnot(g, a.lo);
    if (IS64)
        r->hi = vnot(g, a.hi);
    return 1;
}

/* An i64 shifted by the constant n (0..63), kind 0 shl, 1 shr, 2 sar. */
static void vshift64(struct gen *g, vv a, unsigned n, int kind, vv *r)
{
    a.lo = vtmp(g, a.lo);
    a.hi = vtmp(g, a.hi);
    if (n == 0) {
        *r = a;
        return;
    }
    gcc_jit_rvalue *sign = kind == 2 ? vsark(g, a.hi, 31) : vk(g, 0);
    if (n >= 32) {
        n -= 32;
        if (kind == 0) {
            r->hi = n ? SHL(VT, a.lo, vk(g, n)) : a.lo;
            r->lo = vk(g, 0);
        } else {
            r->lo = !n ? a.hi : kind == 1 ? SHR(VT, a.hi, vk(g, n)) : vsark(g, a.hi, n);
            r->hi = sign;
        }
        return;
    }
    if (kind == 0) {
        r->hi = OR(VT, SHL(VT, a.hi, vk(g, n)), SHR(VT, a.lo, vk(g, 32 - n)));
        r->lo = SHL(VT, a.lo, vk(g, n));
    } else {
        r->lo = OR(VT, SHR(VT, a.lo, vk(g, n)), SHL(VT, a.hi, vk(g, 32 - n)));
        r->hi = kind == 1 ? SHR(VT, a.hi, vk(g, n)) : vsark(g, a.hi, n);
    }
}

/* An i64 shifted by a count per lane (c & 63): the shift within the
 * halves by c & 31, the bits that cross between them ((x >> 1) >> (31 - n):
 * no shift by 32), then the halves moved by a mask where c & 32. */
static void vshift64v(struct gen *g, vv a, gcc_jit_rvalue *c, int kind, vv *r)
{
    a.lo = vtmp(g, a.lo);
    a.hi = vtmp(g, a.hi);
    gcc_jit_rvalue *n = vtmp(g, AND(VT, c, vk(g, 31)));
    gcc_jit_rvalue *back = vtmp(g, SUB(VT, vk(g, 31), n));
    gcc_jit_rvalue *big = vmask(g, AND(VT, SHR(VT, c, vk(g, 5)), vk(g, 1)));
    if (kind == 0) {
        gcc_jit_rvalue *lo = vtmp(g, SHL(VT, a.lo, n));
        gcc_jit_rvalue *hi =
            OR(VT, SHL(VT, a.hi, n), SHR(VT, SHR(VT, a.lo, vk(g, 1)), back));
        r->hi = vblend(g, big, lo, hi);
        r->lo = AND(VT, lo, vnot(g, big));
        return;
    }
    gcc_jit_rvalue *hi = vtmp(g, kind == 1 ? SHR(VT, a.hi, n) : vsar(g, a.hi, n));
    gcc_jit_rvalue *lo = OR(VT, SHR(VT, a.lo, n), SHL(VT, SHL(VT, a.hi, vk(g, 1)), back));
    gcc_jit_rvalue *fill = kind == 1 ? vk(g, 0) : vsark(g, a.hi, 31);
    r->lo = vblend(g, big, hi, lo);
    r->hi = vblend(g, big, fill, hi);
}

static int vshift(struct gen *g, uint32_t idx, vv *r, int kind)
{
    uint64_t c;
    int is_const = arg_const(g, idx, 1, &c);
    vv a = va(g, idx, 0);
    if (IS64 && is_const) {
        vshift64(g, a, (unsigned)c & 63, kind, r);
        return 1;
    }
    if (IS64) {
        vshift64v(g, a, va(g, idx, 1).lo, kind, r);
        return 1;
    }
    gcc_jit_rvalue *n = is_const ? vk(g, (uint32_t)c & 31) : AND(VT, va(g, idx, 1).lo, vk(g, 31));
    r->lo = kind == 0 ? SHL(VT, a.lo, n) : kind == 1 ? SHR(VT, a.lo, n) : vsar(g, a.lo, n);
    return 1;
}

VEMIT_BY(SHL, vshift, 0)
VEMIT_BY(SHR, vshift, 1)
VEMIT_BY(SAR, vshift, 2)

/* ({a, b} >> c) low 32: b >> c | (a << 1) << (31 - c), no shift by 32; a
 * constant count of one word into itself is a rotate (one vprord). */
VEMIT(FSHR)
{
    uint64_t c;
    gcc_jit_rvalue *a = va(g, idx, 0).lo, *b = va(g, idx, 1).lo;
    if (arg_const(g, idx, 2, &c)) {
        unsigned n = (unsigned)c & 31;
        if (!n)
            r->lo = b;
        else if (NODE->arg[0] == NODE->arg[1])
            r->lo = vror(g, VT, a, n);
        else
            r->lo = OR(VT, SHR(VT, b, vk(g, n)), SHL(VT, a, vk(g, 32 - n)));
        return 1;
    }
    gcc_jit_rvalue *n = vtmp(g, AND(VT, va(g, idx, 2).lo, vk(g, 31)));
    r->lo = OR(VT, SHR(VT, b, n), SHL(VT, SHL(VT, a, vk(g, 1)), SUB(VT, vk(g, 31), n)));
    return 1;
}

VEMIT(BSWAP)
{
    vv a = va(g, idx, 0);
    if (IS64) {
        r->lo = bswap32_t(g, VT, a.hi);
        r->hi = bswap32_t(g, VT, a.lo);
    } else {
        r->lo = bswap32_t(g, VT, a.lo);
    }
    return 1;
}

VEMIT(UBFE)
{
    uint64_t o, n;
    if (arg_const(g, idx, 1, &o) && arg_const(g, idx, 2, &n)) { /* v_bfe_u32 v0, v1, 8, 8 */
        unsigned off = (unsigned)o & 31, w = (unsigned)n & 31;
        gcc_jit_rvalue *x = va(g, idx, 0).lo;
        r->lo = !w ? vk(g, 0) : AND(VT, off ? SHR(VT, x, vk(g, off)) : x, vk(g, (1u << w) - 1));
        return 1;
    }
    gcc_jit_rvalue *off = AND(VT, va(g, idx, 1).lo, vk(g, 31));
    gcc_jit_rvalue *w = AND(VT, va(g, idx, 2).lo, vk(g, 31));
    gcc_jit_rvalue *mask = SUB(VT, SHL(VT, vk(g, 1), w), vk(g, 1));
    r->lo = AND(VT, SHR(VT, va(g, idx, 0).lo, off), mask);
    return 1;
}

VEMIT(SBFE)
{
    uint64_t o, n;
    if (arg_const(g, idx, 1, &o) && arg_const(g, idx, 2, &n)) {
        /* the field's top bit to bit 31, then arithmetically back; a field
         * reaching bit 31 is the sign-extended shift alone */
        unsigned off = (unsigned)o & 31, w = (unsigned)n & 31;
        gcc_jit_rvalue *x = va(g, idx, 0).lo;
        if (!w)
            r->lo = vk(g, 0);
        else if (off + w >= 32)
            r->lo = off ? vsark(g, x, off) : x;
        else
            r->lo = vsark(g, 32 - off - w ? SHL(VT, x, vk(g, 32 - off - w)) : x, 32 - w);
        return 1;
    }
    gcc_jit_rvalue *off = AND(VT, va(g, idx, 1).lo, vk(g, 31));
    gcc_jit_rvalue *w = vtmp(g, AND(VT, va(g, idx, 2).lo, vk(g, 31)));
    gcc_jit_rvalue *mask = SUB(VT, SHL(VT, vk(g, 1), w), vk(g, 1));
    gcc_jit_rvalue *field = AND(VT, vsar(g, va(g, idx, 0).lo, off), mask);
    gcc_jit_rvalue *up = vtmp(g, AND(VT, SUB(VT, vk(g, 32), w), vk(g, 31)));
    r->lo = vsar(g, SHL(VT, field, up), up);
    return 1;
}

VEMIT(BFI)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1), c = va(g, idx, 2);
    r->lo = vblend(g, a.lo, b.lo, c.lo);
    if (IS64)
        r->hi = vblend(g, a.hi, b.hi, c.hi);
    return 1;
}

VEMIT(ADD)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1);
    if (!IS64) {
        r->lo = ADD(VT, a.lo, b.lo);
        return 1;
    }
    a.lo = vtmp(g, a.lo);
    b.lo = vtmp(g, b.lo);
    r->lo = vtmp(g, ADD(VT, a.lo, b.lo));
    gcc_jit_rvalue *carry = SHR(VT, vcarry_sign(g, a.lo, b.lo, r->lo), vk(g, 31));
    gcc_jit_rvalue *zero = vk(g, 0);
    /* (zero-extended halves, as carry chains have: hi 0 is a constant's local) */
    gcc_jit_rvalue *hi = a.hi == zero ? b.hi : b.hi == zero ? a.hi : ADD(VT, a.hi, b.hi);
    r->hi = hi == zero ? carry : ADD(VT, hi, carry);
    return 1;
}

VEMIT(SUB)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1);
    if (!IS64) {
        r->lo = SUB(VT, a.lo, b.lo);
        return 1;
    }
    a.lo = vtmp(g, a.lo);
    b.lo = vtmp(g, b.lo);
    r->lo = SUB(VT, a.lo, b.lo);
    r->hi = SUB(VT, SUB(VT, a.hi, b.hi), vult(g, a.lo, b.lo)); /* the borrow */
    return 1;
}

/* The high half of a 32 x 32-bit product from 16-bit pieces, which a u32
 * vector can multiply without losing bits: hi = ah*bh + (ah*bl >> 16) +
 * (al*bh >> 16) + the carry out of the low half's middle. */
static gcc_jit_rvalue *vmulhu(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    gcc_jit_rvalue *m16 = vk(g, 0xffff), *s16 = vk(g, 16);
    a = vtmp(g, a);
    b = vtmp(g, b);
    gcc_jit_rvalue *al = vtmp(g, AND(VT, a, m16)), *ah = vtmp(g, SHR(VT, a, s16));
    gcc_jit_rvalue *bl = vtmp(g, AND(VT, b, m16)), *bh = vtmp(g, SHR(VT, b, s16));
    gcc_jit_rvalue *lh = vtmp(g, MUL(VT, al, bh)), *hl = vtmp(g, MUL(VT, ah, bl));
    gcc_jit_rvalue *mid = ADD(VT, ADD(VT, SHR(VT, MUL(VT, al, bl), s16), AND(VT, lh, m16)),
                              AND(VT, hl, m16));
    return ADD(VT, ADD(VT, MUL(VT, ah, bh), ADD(VT, SHR(VT, lh, s16), SHR(VT, hl, s16))),
               SHR(VT, mid, s16));
}

VEMIT(MULHU)
{
    r->lo = vmulhu(g, va(g, idx, 0).lo, va(g, idx, 1).lo);
    return 1;
}

/* The low 64 bits of a 64-bit product: lo*lo in full, plus the cross
 * products' low halves in the high word. */
VEMIT(MUL)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1);
    if (!IS64) {
        r->lo = MUL(VT, a.lo, b.lo);
        return 1;
    }
    a.lo = vtmp(g, a.lo);
    b.lo = vtmp(g, b.lo);
    r->lo = MUL(VT, a.lo, b.lo);
    r->hi = ADD(VT, vmulhu(g, a.lo, b.lo),
                ADD(VT, MUL(VT, a.lo, b.hi), MUL(VT, a.hi, b.lo)));
    return 1;
}

/* Signed: the unsigned high half less b where a < 0 and a where b < 0. */
VEMIT(MULHS)
{
    gcc_jit_rvalue *a = vtmp(g, va(g, idx, 0).lo), *b = vtmp(g, va(g, idx, 1).lo);
    gcc_jit_rvalue *sa = vsark(g, a, 31), *sb = vsark(g, b, 31);
    r->lo = SUB(VT, SUB(VT, vmulhu(g, a, b), AND(VT, b, sa)), AND(VT, a, sb));
    return 1;
}

VEMIT(MULU24)
{
    gcc_jit_rvalue *m = vk(g, 0xffffff);
    r->lo = MUL(VT, AND(VT, va(g, idx, 0).lo, m), AND(VT, va(g, idx, 1).lo, m));
    return 1;
}

VEMIT(MULI24)
{
    /* The low 32 bits of a product do not depend on signedness. */
    gcc_jit_rvalue *x = vsark(g, SHL(VT, va(g, idx, 0).lo, vk(g, 8)), 8);
    gcc_jit_rvalue *y = vsark(g, SHL(VT, va(g, idx, 1).lo, vk(g, 8)), 8);
    r->lo = MUL(VT, x, y);
    return 1;
}

/* min (want_min) or max, unsigned or signed, on either width */
static int vminmax(struct gen *g, uint32_t idx, vv *r, int is_signed, int want_min)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1);
    a.lo = vtmp(g, a.lo);
    b.lo = vtmp(g, b.lo);
    if (IS64) {
        a.hi = vtmp(g, a.hi);
        b.hi = vtmp(g, b.hi);
    }
    /* min and max of the same pair (a sorting network's) share the mask */
    uint32_t ka = NODE->arg[0], kb = NODE->arg[1];
    gcc_jit_rvalue *m = NULL;
    for (unsigned i = 0; i < g->nlt && !m; i++)
        if (g->lt[i].a == ka && g->lt[i].b == kb && g->lt[i].is_signed == is_signed)
            m = g->lt[i].m;
    if (!m) {
        m = IS64 ? vmask(g, vult64(g, a, b, is_signed))
                 : vsignmask(g, is_signed ? vslt_sign(g, a.lo, b.lo) : vult_sign(g, a.lo, b.lo));
        if (g->nlt < LT_CACHE) {
            unsigned i = g->nlt++;
            g->lt[i].a = ka, g->lt[i].b = kb, g->lt[i].is_signed = is_signed, g->lt[i].m = m;
        }
    }
    vv x = want_min ? a : b, y = want_min ? b : a;
    r->lo = vblend(g, m, x.lo, y.lo);
    if (IS64)
        r->hi = vblend(g, m, x.hi, y.hi);
    return 1;
}

VEMIT_BY(UMIN, vminmax, 0, 1)
VEMIT_BY(UMAX, vminmax, 0, 0)
VEMIT_BY(SMIN, vminmax, 1, 1)
VEMIT_BY(SMAX, vminmax, 1, 0)

/* ~0 where the i32 condition of argument j is not 0 */
static gcc_jit_rvalue *vcond(struct gen *g, uint32_t idx, unsigned j)
{
    gcc_jit_rvalue *c = va(g, idx, j).lo;
    if (g->b01[NODE->arg[j]])
        return vmask(g, c);
    c = vtmp(g, c);
    return vsignmask(g, OR(VT, c, SUB(VT, vk(g, 0), c)));
}

VEMIT(SELECT)
{
    gcc_jit_rvalue *m = vcond(g, idx, 0);
    vv x = va(g, idx, 1), y = va(g, idx, 2);
    r->lo = vblend(g, m, x.lo, y.lo);
    if (IS64)
        r->hi = vblend(g, m, x.hi, y.hi);
    return 1;
}

VEMIT(POPCNT)
{
    vv a = va(g, idx, 0);
    r->lo = vpopc(g, a.lo);
    if (IS64) {
        r->lo = ADD(VT, r->lo, vpopc(g, a.hi));
        r->hi = vk(g, 0);
    }
    return 1;
}

VEMIT(BITREV)
{
    vv a = va(g, idx, 0);
    if (IS64) {
        r->lo = vbitrev(g, a.hi);
        r->hi = vbitrev(g, a.lo);
    } else {
        r->lo = vbitrev(g, a.lo);
    }
    return 1;
}

/* ult(x, y) where x = y + z in this loop (v_add_co_u32's carry): *r the
 * carry, as 0/1, from y, z and x. 0 when the compare is not such. */
static int carry_of(struct gen *g, uint32_t idx, gcc_jit_rvalue **r)
{
    uint32_t kx = NODE->arg[0], ky = NODE->arg[1];
    const vj_node *x = &g->b->nodes[kx];
    if (x->op != VJ_OP_ADD || x->type != VJ_T_I32 || !g->perlane[kx] ||
        (x->arg[0] != ky && x->arg[1] != ky))
        return 0;
    for (uint32_t j = kx + 1; j <= idx; j++)
        if (g->start[j])
            return 0; /* y and z were values of an earlier loop */
    gcc_jit_rvalue *y = va(g, kx, x->arg[0] == ky ? 0 : 1).lo;
    gcc_jit_rvalue *z = va(g, kx, x->arg[0] == ky ? 1 : 0).lo;
    *r = SHR(VT, vcarry_sign(g, y, z, g->val[kx]), vk(g, 31));
    return 1;
}

/* A compare: 0/1 in the low lanes (and 0 in the high half of an i64). */
static int vcompare(struct gen *g, uint32_t idx, vv *r, int kind)
{
    vv a = va(g, idx, 0), b = va(g, idx, 1);
    int wide = g->b->nodes[NODE->arg[0]].type == VJ_T_I64;
    if (wide) {
        a.lo = vtmp(g, a.lo), a.hi = vtmp(g, a.hi);
        b.lo = vtmp(g, b.lo), b.hi = vtmp(g, b.hi);
    }
    switch (kind) {
    case 0: /* eq, ne */
    case 1:
        r->lo = wide ? veq64(g, a, b) : veq(g, a.lo, b.lo);
        if (kind == 1)
            r->lo = XOR(VT, r->lo, vk(g, 1));
        break;
    case 2: /* ult, slt */
    case 3:
        if (kind == 2 && !wide && carry_of(g, idx, &r->lo))
            break;
        r->lo = wide ? vult64(g, a, b, kind == 3)
                     : kind == 3 ? vslt(g, a.lo, b.lo) : vult(g, a.lo, b.lo);
        break;
    default: /* ule, sle: not b < a */
        r->lo = XOR(VT, wide ? vult64(g, b, a, kind == 5)
                             : kind == 5 ? vslt(g, b.lo, a.lo) : vult(g, b.lo, a.lo),
                    vk(g, 1));
        break;
    }
    if (IS64)
        r->hi = vk(g, 0);
    g->b01[idx] = 1;
    return 1;
}

VEMIT_BY(EQ, vcompare, 0)
VEMIT_BY(NE, vcompare, 1)
VEMIT_BY(ULT, vcompare, 2)
VEMIT_BY(SLT, vcompare, 3)
VEMIT_BY(ULE, vcompare, 4)
VEMIT_BY(SLE, vcompare, 5)

VEMIT(ZEXT)
{
    r->lo = va(g, idx, 0).lo;
    r->hi = vk(g, 0);
    return 1;
}
VEMIT(SEXT)
{
    r->lo = vtmp(g, va(g, idx, 0).lo);
    r->hi = vsark(g, r->lo, 31);
    return 1;
}
VEMIT(TRUNC)
{
    r->lo = va(g, idx, 0).lo;
    return 1;
}

/* A lane mask of every lane's condition. In the loop each lane's bit (its
 * condition, if active under the exec of this point) is the node's per-lane
 * part (g->bit), and is stored shifted to its place in its half of the
 * mask, by chunk; when the loop is done those are ORed into the mask
 * (close_loop). The node's value is that mask, which only writes to
 * scalars (stored after the loop) and LANEBIT (which takes the bit) may
 * use within the loop. */
VEMIT(BALLOT)
{
    gcc_jit_rvalue *c = va(g, idx, 0).lo;
    gcc_jit_rvalue *bit = g->b01[NODE->arg[0]] ? c : vne0(g, c);
    gcc_jit_rvalue *m = vlane_mask(g);
    if (m)
        bit = AND(VT, bit, m);
    bit = vtmp(g, bit);
    g->ballot_of[idx] = idx + 1;
    g->bit[idx] = bit;
    /* Used only as each lane's bit (a carry into the next instruction):
     * no mask to make. */
    int whole = 0, later = 0; /* later: in a later loop, where the bits are gone */
    for (uint32_t j = idx + 1; j < g->b->count && !whole; j++) {
        const vj_node *u = &g->b->nodes[j];
        later |= g->start[j];
        for (unsigned k = 0; k < vj_op_table[u->op].nargs; k++)
            whole |= u->arg[k] == idx && (u->op != VJ_OP_LANEBIT || later);
    }
    if (!whole) {
        r->lo = kst(g, T, 0); /* never read */
        return 1;
    }
    char name[24];
    snprintf(name, sizeof name, "bits%u", idx);
    unsigned nch = g->b->wave_size / g->nv;
    g->bits[idx] = gcc_jit_function_new_local(
        g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, VT, (int)nch), name);
    gcc_jit_block_add_assignment(
        g->body, NULL,
        gcc_jit_context_new_array_access(g->cx, NULL, gcc_jit_lvalue_as_rvalue(g->bits[idx]),
                                         g->chunk),
        SHL(VT, bit, vlane31(g)));
    snprintf(name, sizeof name, "m%u", idx);
    g->acc[idx] = gcc_jit_function_new_local(g->fn, NULL, T, name);
    g->loop_ballots[g->nloop_ballots++] = idx;
    r->lo = gcc_jit_lvalue_as_rvalue(g->acc[idx]);
    return 1;
}

/* Issue 19: the count of the mask's bits below each lane: the popcount of
 * the half holding the chunk's lanes under (1 << lane) - 1, plus the low
 * half's whole count for the high chunks. */
VEMIT(MBCNT)
{
    uint32_t k = NODE->arg[0];
    if (g->perlane[k])
        return 0;
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *m = cast(g, g->val[k], g->t_u64);
    gcc_jit_rvalue *lo = tmp_in(g, g->pro, u, cast(g, m, u));
    gcc_jit_rvalue *hi = tmp_in(g, g->pro, u, cast(g, SHR(g->t_u64, m, kst(g, g->t_u64, 32)), u));
    gcc_jit_rvalue *plo = tmp_in(g, g->pro, u, call1(g, g->f_popc32, lo, u));
    gcc_jit_rvalue *low = low_chunk(g);
    gcc_jit_rvalue *half = tmp_in(g, g->body, u, XOR(u, hi, AND(u, XOR(u, lo, hi), low)));
    gcc_jit_rvalue *base = tmp_in(g, g->body, u, AND(u, plo, not_(g, u, low)));
    gcc_jit_rvalue *below = SUB(VT, SHL(VT, vk(g, 1), vlane31(g)), vk(g, 1));
    r->lo = ADD(VT, vsplat(g, g->body, base), vpopc(g, AND(VT, vsplat(g, g->body, half), below)));
    return 1;
}

/* The other half's lanes: the chunk 32 lanes away, as the wave holds it
 * (the loop rules of plan_loops). */
VEMIT(PERMLANE64)
{
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *other = XOR(u, g->chunk, kst(g, u, 32 / g->nv));
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(
                        vat(g, ADD(u, other, kst(g, u, vrow_index(g, (unsigned)NODE->imm))))));
    return 1;
}

/* Room movrel: the row imm + the offset (checked in the prologue), the
 * chunk's vector of it. */
static gcc_jit_lvalue *vrel(struct gen *g, uint32_t idx, gcc_jit_rvalue *off)
{
    gcc_jit_type *u = g->t_u32;
    rel_check(g, idx, off);
    gcc_jit_rvalue *row = ADD(u, kst(g, u, NODE->imm), AND(u, off, kst(g, u, VJ_NUM_VGPRS - 1)));
    gcc_jit_rvalue *base =
        tmp_in(g, g->pro, u, MUL(u, row, kst(g, u, VJ_MAX_LANES / g->nv)));
    return vat(g, ADD(u, base, g->chunk));
}

VEMIT(RDREL)
{
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(vrel(g, idx, g->val[NODE->arg[0]])));
    return 1;
}

VEMIT(WRREL)
{
    gcc_jit_lvalue *at = vrel(g, idx, g->val[NODE->arg[1]]);
    gcc_jit_rvalue *m = vlane_mask(g), *v = va(g, idx, 0).lo;
    if (m)
        v = vblend(g, m, v, gcc_jit_lvalue_as_rvalue(at));
    gcc_jit_block_add_assignment(g->body, NULL, at, v);
    g->rel_written = 1;
    /* a row read into a local before may be the one written: read again
     * (none of this loop is written in a local: rel_barrier) */
    for (unsigned rr = 0; rr < VJ_NUM_VGPRS; rr++)
        if (!g->vwritten[rr])
            g->vcur[rr] = NULL;
    return 1;
}

/* What the generated code calls, like a TCG helper, for a perm whose
 * selector is not a constant: GCC cannot say a byte shuffle by a variable
 * selector in vectors, the interpreter's row kernel can. Each operand is
 * n lanes, or, when NULL, one value for every lane. */
static void perm_helper(uint32_t *d, const uint32_t *a, uint32_t ua, const uint32_t *b,
                        uint32_t ub, const uint32_t *s, uint32_t us, uint32_t n)
{
    uint32_t fa[VJ_MAX_LANES], fb[VJ_MAX_LANES];
    if (n > VJ_MAX_LANES)
        return; /* the generator passes a vector's lanes */
    for (unsigned l = 0; !a && l < n; l++)
        fa[l] = ua;
    for (unsigned l = 0; !b && l < n; l++)
        fb[l] = ub;
    if (s)
        vj_perm_rows(d, a ? a : fa, b ? b : fb, s, n, 1);
    else
        vj_perm_rows_uniform(d, a ? a : fa, b ? b : fb, us, n, 1);
}

/* A local union of the vector's type, holding v: its lanes as an array. */
static gcc_jit_lvalue *vunion(struct gen *g, gcc_jit_rvalue *v)
{
    char name[24];
    snprintf(name, sizeof name, "u%u", g->ntmp++);
    gcc_jit_lvalue *un = gcc_jit_function_new_local(g->fn, NULL, g->t_un, name);
    if (v)
        gcc_jit_block_add_assignment(g->body, NULL, gcc_jit_lvalue_access_field(un, NULL, g->f_uv),
                                     v);
    return un;
}

static gcc_jit_lvalue *velem(struct gen *g, gcc_jit_lvalue *un, gcc_jit_rvalue *i)
{
    gcc_jit_rvalue *arr = gcc_jit_lvalue_as_rvalue(gcc_jit_lvalue_access_field(un, NULL, g->f_ua));
    return gcc_jit_context_new_array_access(g->cx, NULL, arr, i);
}

/* vemit_PERM's whole-wave case: 0 when an operand is neither a row the
 * wave holds (as on the loop's entry) nor uniform. */
static int perm_rows(struct gen *g, uint32_t idx, vv *r)
{
    gcc_jit_rvalue *args[8];
    for (unsigned j = 0; j < 3; j++) {
        uint32_t k = NODE->arg[j];
        if (g->rowof[k]) {
            gcc_jit_lvalue *row = word(g, kst(g, g->t_u32, (g->rowof[k] - 1u) * VJ_MAX_LANES));
            args[1 + 2 * j] = gcc_jit_lvalue_get_address(row, NULL);
            args[2 + 2 * j] = kst(g, g->t_u32, 0);
        } else if (!g->perlane[k]) {
            args[1 + 2 * j] = gcc_jit_context_null(g->cx, g->t_pu32);
            args[2 + 2 * j] = g->val[k];
        } else {
            return 0;
        }
    }
    char name[24];
    snprintf(name, sizeof name, "perm%u", idx);
    unsigned nch = g->b->wave_size / g->nv;
    gcc_jit_lvalue *out = gcc_jit_function_new_local(
        g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, g->t_v, (int)nch), name);
    gcc_jit_rvalue *outv = gcc_jit_lvalue_as_rvalue(out);
    args[0] = cast(g,
                   gcc_jit_lvalue_get_address(gcc_jit_context_new_array_access(
                                                  g->cx, NULL, outv, kst(g, g->t_u32, 0)),
                                              NULL),
                   g->t_pu32);
    args[7] = kst(g, g->t_u32, g->b->wave_size);
    gcc_jit_block_add_eval(g->pro, NULL,
                           gcc_jit_context_new_call_through_ptr(
                               g->cx, NULL, g->imp[VJ_GEN_IMPORT_vj_gen_perm_helper], 8, args));
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(
                        gcc_jit_context_new_array_access(g->cx, NULL, outv, g->chunk)));
    return 1;
}

VEMIT(PERM)
{
    uint64_t sel;
    if (arg_const(g, idx, 2, &sel)) {
        r->lo = perm_const(g, VT, vtmp(g, va(g, idx, 0).lo), vtmp(g, va(g, idx, 1).lo),
                           (uint32_t)sel);
        return 1;
    }
    /* A selector unknown at translation, operands that are rows as the
     * loop found them or uniform: the whole wave's perm is one helper call
     * before the loop (the interpreter's row kernels), whose chunks then
     * read its result. For a uniform selector this beat decoding it in
     * vectors (W3: 12.8 -> 10.3-10.5 ns; the lane-loop generator's 10.1-10.7). */
    if (perm_rows(g, idx, r))
        return 1;
    if (!g->perlane[NODE->arg[2]]) {
        /* Else a uniform selector is decoded once per wave, before the
         * loop, and its masks and shifts splat. */
        struct perm_plan plan[4];
        g->cur = g->pro;
        for (unsigned i = 0; i < 4; i++) {
            perm_plan_byte(g, g->val[NODE->arg[2]], i, &plan[i]);
            gcc_jit_rvalue **f[7] = {&plan[i].wa,    &plan[i].sh,    &plan[i].sa,  &plan[i].sbit,
                                     &plan[i].mbyte, &plan[i].msign, &plan[i].ones};
            for (unsigned k = 0; k < 7; k++)
                *f[k] = vsplat(g, g->pro, *f[k]);
        }
        g->cur = g->body;
        r->lo = perm_apply(g, VT, va(g, idx, 0).lo, va(g, idx, 1).lo, plan);
        return 1;
    }
    /* A selector that varies, operands computed in the loop: the chunk's
     * lanes through the helper, each
     * operand as its lanes in memory or, uniform, as its one value. */
    gcc_jit_rvalue *args[8];
    gcc_jit_rvalue *zero = kst(g, g->t_u32, 0);
    for (unsigned j = 0; j < 3; j++) {
        uint32_t k = NODE->arg[j];
        if (g->perlane[k]) {
            args[1 + 2 * j] = gcc_jit_lvalue_get_address(velem(g, vunion(g, g->val[k]), zero),
                                                         NULL);
            args[2 + 2 * j] = zero;
        } else {
            args[1 + 2 * j] = gcc_jit_context_null(g->cx, g->t_pu32);
            args[2 + 2 * j] = g->val[k];
        }
    }
    gcc_jit_lvalue *out = vunion(g, NULL);
    args[0] = gcc_jit_lvalue_get_address(velem(g, out, zero), NULL);
    args[7] = kst(g, g->t_u32, g->nv);
    gcc_jit_block_add_eval(g->body, NULL,
                           gcc_jit_context_new_call_through_ptr(
                               g->cx, NULL, g->imp[VJ_GEN_IMPORT_vj_gen_perm_helper], 8, args));
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(gcc_jit_lvalue_access_field(out, NULL, g->f_uv)));
    return 1;
}

/* ------------------------------------------------------------- float */

/* Float ops (issue 28): every op of ops.def's signature FP compiles to a
 * call of fp_helper, which runs the interpreter's own vj_fp_lane on each
 * lane under vj_fp_enter/leave: the JIT's float results are the
 * interpreter's by construction, under any MODE (read from the wave at run
 * time, so no code depends on it), and an op added to ops.def with that
 * signature and vj_fp_lane's contract (at most three value arguments, MODE
 * last, imm VJ_FPI_*) compiles with nothing added here. */

/* fp_helper's desc: the op, each value argument's width and the result's,
 * how many value arguments, and the width vj_fp_lane is told. */
enum {
    FPD_OP_MASK = 0xffffu,
    FPD_ARG64 = 1u << 16, /* value argument j is an i64: bit 16 + j */
    FPD_RES64 = 1u << 19,
    FPD_LANE64 = 1u << 20,
    FPD_NVAL_SHIFT = 21, /* bits 22:21 */
};

/* One chunk of a float node: n lanes (a vector's, or 1 for a uniform
 * node). Value argument j's low words are in[2j * n ...], its high words
 * (an i64's) in[(2j + 1) * n ...]; the result's low words go to out[0 ...],
 * its high words to out[n ...]. Each lane as the interpreter's float case
 * (interp.c) calls vj_fp_lane: MXCSR set for the node's result width, the
 * arguments' bits zero-extended from their own widths (an absent one 0),
 * the width desc says; the result cut to the node's width. */
static void fp_helper(uint32_t *out, const uint32_t *in, uint32_t n, uint32_t desc, uint32_t mode,
                      uint64_t imm)
{
    if (n > VJ_MAX_LANES)
        return; /* the generator passes a vector's lanes or one */
    vj_op op = (vj_op)(desc & FPD_OP_MASK);
    unsigned nval = desc >> FPD_NVAL_SHIFT & 3u;
    int res64 = (desc & FPD_RES64) != 0, lane64 = (desc & FPD_LANE64) != 0;
    unsigned saved = vj_fp_enter(mode, res64);
    for (unsigned l = 0; l < n; l++) {
        uint64_t x[3] = {0, 0, 0};
        for (unsigned j = 0; j < nval; j++) {
            x[j] = in[2 * j * n + l];
            if (desc & (FPD_ARG64 << j))
                x[j] |= (uint64_t)in[(2 * j + 1) * n + l] << 32;
        }
        uint64_t r = vj_fp_lane(op, lane64, x[0], x[1], x[2], mode, imm);
        out[l] = (uint32_t)r;
        if (res64)
            out[n + l] = (uint32_t)(r >> 32);
    }
    vj_fp_leave(saved);
}

/* Node idx's desc. The width vj_fp_lane is told is the first argument's
 * (a compare or class of f64 gives an i32), but a conversion between widths
 * is told its result's: the interpreter's choice. */
static uint32_t fp_desc(struct gen *g, uint32_t idx)
{
    const vj_op_info *info = &vj_op_table[NODE->op];
    unsigned nval = info->nargs - 1u;
    uint32_t d = NODE->op | nval << FPD_NVAL_SHIFT | (NODE->type == VJ_T_I64 ? FPD_RES64 : 0);
    for (unsigned j = 0; j < nval; j++)
        if (ARGT(j) == VJ_T_I64)
            d |= FPD_ARG64 << j;
    int lane64 = (info->flags & (VJ_OF_FROM32 | VJ_OF_FROM64)) ? NODE->type == VJ_T_I64
                                                                : ARGT(0) == VJ_T_I64;
    return d | (lane64 ? FPD_LANE64 : 0);
}

/* The call of fp_helper for node idx in blk: lo[j]/hi[j] the value
 * arguments' halves in type t (the lane vector or u32; hi NULL for an i32),
 * n lanes of them; the result's halves back in *rlo and *rhi. Through
 * local arrays of t, whose addresses the helper takes. */
static void fp_call(struct gen *g, uint32_t idx, gcc_jit_block *blk, gcc_jit_type *t, unsigned n,
                    gcc_jit_rvalue *const *lo, gcc_jit_rvalue *const *hi, gcc_jit_rvalue **rlo,
                    gcc_jit_rvalue **rhi)
{
    gcc_jit_type *u = g->t_u32;
    unsigned nval = vj_op_table[NODE->op].nargs - 1u;
    char name[24];
    snprintf(name, sizeof name, "fin%u", g->ntmp++);
    gcc_jit_lvalue *in = gcc_jit_function_new_local(
        g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, t, 2 * (int)nval), name);
    snprintf(name, sizeof name, "fout%u", g->ntmp++);
    gcc_jit_lvalue *out = gcc_jit_function_new_local(
        g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, t, 2), name);
    gcc_jit_rvalue *inv = gcc_jit_lvalue_as_rvalue(in), *outv = gcc_jit_lvalue_as_rvalue(out);
    for (unsigned j = 0; j < nval; j++) {
        for (unsigned h = 0; h < 2; h++)
            if (h ? hi[j] : lo[j])
                gcc_jit_block_add_assignment(
                    blk, NULL,
                    gcc_jit_context_new_array_access(g->cx, NULL, inv, kst(g, u, 2 * j + h)),
                    h ? hi[j] : lo[j]);
    }
    gcc_jit_rvalue *first_in = gcc_jit_lvalue_get_address(
        gcc_jit_context_new_array_access(g->cx, NULL, inv, kst(g, u, 0)), NULL);
    gcc_jit_rvalue *first_out = gcc_jit_lvalue_get_address(
        gcc_jit_context_new_array_access(g->cx, NULL, outv, kst(g, u, 0)), NULL);
    gcc_jit_rvalue *args[6] = {
        cast(g, first_out, g->t_pu32), cast(g, first_in, g->t_pu32), kst(g, u, n),
        kst(g, u, fp_desc(g, idx)),    g->val[NODE->arg[nval]],     kst(g, g->t_u64, NODE->imm),
    };
    gcc_jit_block_add_eval(blk, NULL,
                           gcc_jit_context_new_call_through_ptr(
                               g->cx, NULL, g->imp[VJ_GEN_IMPORT_vj_gen_fp_helper], 6, args));
    *rlo = tmp_in(g, blk, t,
                  gcc_jit_lvalue_as_rvalue(
                      gcc_jit_context_new_array_access(g->cx, NULL, outv, kst(g, u, 0))));
    *rhi = NODE->type == VJ_T_I64
               ? tmp_in(g, blk, t,
                        gcc_jit_lvalue_as_rvalue(
                            gcc_jit_context_new_array_access(g->cx, NULL, outv, kst(g, u, 1))))
               : NULL;
}

/* The native path (issue 28 item 6): f32 add, sub, mul, fma, min, max and
 * compares of per-lane values as x86 instructions (asm_vec, asm_cmp) or
 * integer lane arithmetic, for the common MODE: f32 rounding to nearest even, f32
 * denormals kept (in and out), IEEE set. A block that writes no MODE has
 * two functions, one all native and one all helper, and its wrapper picks
 * one by the wave's MODE (fp_wrapper); in a block that writes MODE, each
 * such node tests, once per chunk, a flag made in the loop's prologue from
 * its own MODE argument (the wave's MODE where the node is: an s_setreg
 * may have changed it): set, its native code; else the helper call above.
 * The host runs the native code under the rounding it assumes: the wrapper
 * makes MXCSR round to nearest, no FTZ/DAZ, exceptions masked, and
 * restores it after. The NaN rules are the ISA's: x86's own for the
 * instructions as asm_vec writes them, the integer code's for min and max.
 * The context has -ffp-contract=off: no mul and add fused that the ISA
 * keeps apart. */
#define FP_OK_MASK (3u | 3u << 4 | VJ_MODE_IEEE)   /* f32 round, f32 denorm, IEEE */
#define FP_OK_WANT (0u | 3u << 4 | VJ_MODE_IEEE)   /* RNE, keep in and out, set */
#define F32_QUIET 0x00400000u

/* Which conversion (VJ_CVT_*) an FCVTI node makes. */
static unsigned cvt_of(const vj_node *n)
{
    return (unsigned)((n->imm & VJ_FPI_CVT_MASK) >> VJ_FPI_CVT_SHIFT);
}

/* Whether node idx has a native form under the common MODE (f32, per
 * lane). */
static int fp_native(const struct gen *g, uint32_t idx)
{
    const vj_node *n = &g->b->nodes[idx];
    vj_type a0 = (vj_type)g->b->nodes[n->arg[0]].type;
    /* only the behaviour it was written for: a rule of another imm bit
     * (DX9's zero, GFX12's NaN-propagating minimum, ...) takes the helper */
    uint64_t known = VJ_FPI_GFX12 | (n->op == VJ_OP_FCMP    ? VJ_FPI_KIND_MASK
                                      : n->op == VJ_OP_FCVTI ? VJ_FPI_CVT_MASK
                                                             : 0);
    if (n->imm & ~known)
        return 0;
    unsigned cvt = cvt_of(n);
    switch (n->op) {
    case VJ_OP_FADD:
    case VJ_OP_FSUB:
    case VJ_OP_FMUL:
        return n->type == VJ_T_I32 && g->asm_fp;
    case VJ_OP_FMIN:
    case VJ_OP_FMAX:
        return n->type == VJ_T_I32;
    case VJ_OP_FFMA:
        return n->type == VJ_T_I32 && g->asm_fp && g->fma3;
    case VJ_OP_FCMP:
        return a0 == VJ_T_I32 && g->b->nodes[n->arg[1]].type == VJ_T_I32;
    case VJ_OP_FCVTI: /* to f32, rounded by MODE (asm_cvt_f32) */
        return (cvt == VJ_CVT_F32_I32 || cvt == VJ_CVT_F32_U32) && g->asm_fp && g->nv >= 8;
    default:
        return 0;
    }
}

/* Whether node idx is an FCVTI that asm_cvt writes (f32 to i32 or u32,
 * per lane, AVX) when the function runs under MXCSR_NATIVE. */
static int asm_cvt_node(const struct gen *g, uint32_t idx)
{
    const vj_node *n = &g->b->nodes[idx];
    unsigned cvt = cvt_of(n);
    return n->op == VJ_OP_FCVTI && g->asm_fp && g->nv >= 8 &&
           (cvt == VJ_CVT_I32_F32 || cvt == VJ_CVT_U32_F32);
}

/* ~0 where the f32 lane x is a NaN: 0x7f800000 - |x| is negative. */
static gcc_jit_rvalue *vnanmask(struct gen *g, gcc_jit_rvalue *x)
{
    return vtmp(g, vsark(g, SUB(VT, vk(g, 0x7f800000u), AND(VT, x, vk(g, 0x7fffffffu))), 31));
}

/* f32 lanes in integer order, -0 below +0 (for non-NaN values). */
static gcc_jit_rvalue *vkey(struct gen *g, gcc_jit_rvalue *x)
{
    return vtmp(g, XOR(VT, x, OR(VT, vsark(g, x, 31), vk(g, 0x80000000u))));
}

/* ~0 where a < b unsigned */
static gcc_jit_rvalue *vltmask(struct gen *g, gcc_jit_rvalue *a, gcc_jit_rvalue *b)
{
    return vtmp(g, vsark(g, vult_sign(g, a, b), 31));
}

/* On AVX-512 (g->nv 16) every x86 float instruction of the native path
 * carries its own rounding and exception control, EVEX's embedded
 * {rn-sae} (round to nearest even, no exception raised or flagged) or
 * {sae} where nothing rounds: its result then depends on MXCSR only
 * through FTZ and DAZ, which the wrapper checks with one such instruction
 * (fp_wrapper) instead of reading MXCSR. As asm template text (not a
 * format), ", " after. */
#define SAE_RN(g) ((g)->nv >= 16 ? "%{rn-sae%}, " : "")
#define SAE(g) ((g)->nv >= 16 ? "%{sae%}, " : "")

/* One x86 packed-single instruction on whole vectors, as an asm statement
 * (not volatile: GCC may drop or share it), its result a new local:
 * AVX's "OPps b, a, r" (r = a OP b), or with acc (FMA3's 231 form) "OPps
 * b, a, acc" (acc = a * b + acc) into a copy of acc; SSE's two-operand
 * "OPps b, r" on a copy of a where the level has no AVX. Written so because
 * x86's NaN result is then the ISA's: a NaN operand comes back quieted,
 * sign and payload kept, and of two or three NaNs the first in the
 * instruction's source order, which is a, b, acc here (and an invalid
 * operation on no NaN gives x86's default NaN, 0xffc00000, the ISA's);
 * GCC's own arithmetic would be free to swap commutative operands, pick
 * another fma form or fold x * 1.0 to an unquieted x. */
static gcc_jit_rvalue *asm_vec(struct gen *g, const char *op, gcc_jit_rvalue *a,
                               gcc_jit_rvalue *b, gcc_jit_rvalue *acc)
{
    char name[24], tmpl[48];
    snprintf(name, sizeof name, "fx%u", g->ntmp++);
    gcc_jit_lvalue *r = gcc_jit_function_new_local(g->fn, NULL, VT, name);
    int avx = g->nv >= 8;
    const char *bm = g->nv >= 16 ? "v" : "vm"; /* embedded rounding: registers only */
    if (acc)
        snprintf(tmpl, sizeof tmpl, "%sps %s%%2, %%1, %%0", op, SAE_RN(g));
    else if (avx)
        snprintf(tmpl, sizeof tmpl, "v%sps %s%%2, %%1, %%0", op, SAE_RN(g));
    else
        snprintf(tmpl, sizeof tmpl, "%sps %%2, %%0", op);
    gcc_jit_extended_asm *e = gcc_jit_block_add_extended_asm(g->body, NULL, tmpl);
    gcc_jit_extended_asm_add_output_operand(e, NULL, avx ? "=v" : "=x", r);
    if (acc) {
        /* %0 is acc's copy (operand 3 tied to it), %1 a, %2 b */
        gcc_jit_extended_asm_add_input_operand(e, NULL, "v", a);
        gcc_jit_extended_asm_add_input_operand(e, NULL, bm, b);
        gcc_jit_extended_asm_add_input_operand(e, NULL, "0", acc);
    } else if (avx) {
        gcc_jit_extended_asm_add_input_operand(e, NULL, "v", a);
        gcc_jit_extended_asm_add_input_operand(e, NULL, bm, b);
    } else {
        /* %0 is a's copy (operand 1 tied to it), %2 b */
        gcc_jit_extended_asm_add_input_operand(e, NULL, "0", a);
        gcc_jit_extended_asm_add_input_operand(e, NULL, "x", b);
    }
    gcc_jit_rvalue *v = gcc_jit_lvalue_as_rvalue(r);
    note_local(g, v);
    return v;
}

static gcc_jit_rvalue *native_arith(struct gen *g, uint32_t idx, gcc_jit_rvalue *a,
                                    gcc_jit_rvalue *b)
{
    return asm_vec(g, NODE->op == VJ_OP_FADD ? "add" : NODE->op == VJ_OP_FSUB ? "sub" : "mul",
                   a, b, NULL);
}

/* A short x86 sequence as one asm statement (not volatile, as asm_vec):
 * %0 its result, %1..%nscratch vectors it may clobber (written before its
 * inputs are all read: early-clobbered), then the inputs in[] as
 * %(nscratch + 1)... ("v": a vector register; "vm": memory too). k1 is
 * clobbered when the template names it (AVX-512 masks). */
static gcc_jit_rvalue *asm_seq(struct gen *g, const char *tmpl, unsigned nscratch,
                               unsigned nin, gcc_jit_rvalue *const *in)
{
    char name[24];
    gcc_jit_lvalue *out[4];
    for (unsigned k = 0; k <= nscratch && k < 4; k++) {
        snprintf(name, sizeof name, "fx%u", g->ntmp++);
        out[k] = gcc_jit_function_new_local(g->fn, NULL, VT, name);
    }
    gcc_jit_extended_asm *e = gcc_jit_block_add_extended_asm(g->body, NULL, tmpl);
    for (unsigned k = 0; k <= nscratch && k < 4; k++)
        gcc_jit_extended_asm_add_output_operand(e, NULL, "=&v", out[k]);
    for (unsigned k = 0; k < nin; k++)
        gcc_jit_extended_asm_add_input_operand(e, NULL, "v", in[k]);
    if (strstr(tmpl, "k1"))
        gcc_jit_extended_asm_add_clobber(e, "k1");
    gcc_jit_rvalue *v = gcc_jit_lvalue_as_rvalue(out[0]);
    note_local(g, v);
    return v;
}

/* v_min/v_max with IEEE set as one x86 sequence (AVX: g->nv 8 or 16; on
 * AVX-512 without GFX12's rule, vrangeps, below), a and b %3 and %4, 1.0
 * %5: x86's min of (a, b) gives b where either is a NaN or both are zero,
 * of (b, a) a; for numbers the two differ only on
 * zeros, where OR (min) or AND (max) of them gives the ISA's -0 or +0.
 * Then the NaN rules, each step over the last: where b is a NaN, a; where
 * a is, b; where b is an sNaN, b quieted, then the same of a (quieted by
 * x * 1.0, which gives a number back exactly under MXCSR_NATIVE; an sNaN
 * is what that changes). GFX12's _num: a NaN gives the other operand, two
 * give a quieted: the NaN steps the other way round, then x * 1.0. AVX-512
 * blends through k1, AVX by vblendvps (mask, what where set, what not). */
static gcc_jit_rvalue *asm_minmax(struct gen *g, int want_max, int gfx12, gcc_jit_rvalue *a,
                                  gcc_jit_rvalue *b)
{
    const char *op = want_max ? "max" : "min", *join = want_max ? "and" : "or";
    char t[640];
    gcc_jit_rvalue *in[3] = {vtmp(g, a), vtmp(g, b), NULL};
    if (g->nv >= 16 && !gfx12) {
        /* AVX-512DQ's vrangeps (imm 4 min, 5 max; sign by the comparison)
         * is the ISA's rule but for two qNaNs, where it gives its first
         * operand and the ISA b; with the operands the other way round it
         * is the ISA's rule wherever a is a qNaN (vfpclassps 1), so there
         * it runs again, merged. Checked on 4 * 10^7 random pairs, half of
         * them special, against fp.c's rule. a %1, b %2. */
        snprintf(t, sizeof t,
                 "vrangeps $%u, %%{sae%%}, %%2, %%1, %%0\n\tvfpclassps $1, %%1, %%%%k1\n\t"
                 "vrangeps $%u, %%{sae%%}, %%1, %%2, %%0%%{%%%%k1%%}",
                 want_max ? 5u : 4u, want_max ? 5u : 4u);
        return asm_seq(g, t, 0, 2, in); /* (no 1.0: an unused input takes a register) */
    }
    in[2] = vk(g, 0x3f800000u);
    const char *sae = SAE(g);
    int n = snprintf(t, sizeof t,
                     "v%sps %s%%4, %%3, %%0\n\tv%sps %s%%3, %%4, %%1\n\tv%sps %%1, %%0, %%0\n\t",
                     op, sae, op, sae, join);
    /* where x is a NaN (unordered with itself), y */
    const char *nan_avx512 =
        "vcmpunordps %%{sae%%}, %%%u, %%%u, %%%%k1\n\tvmovaps %%%u, %%0%%{%%%%k1%%}\n\t";
    const char *nan_avx = "vcmpunordps %%%u, %%%u, %%1\n\tvblendvps %%1, %%%u, %%0, %%0\n\t";
    const char *nan = g->nv >= 16 ? nan_avx512 : nan_avx;
    unsigned x1 = gfx12 ? 3 : 4, y1 = gfx12 ? 4 : 3;
    n += snprintf(t + n, sizeof t - (size_t)n, nan, x1, x1, y1);
    n += snprintf(t + n, sizeof t - (size_t)n, nan, y1, y1, x1);
    if (gfx12) {
        snprintf(t + n, sizeof t - (size_t)n, "vmulps %s%%5, %%0, %%0", SAE_RN(g));
    } else { /* AVX only (AVX-512 took vrangeps) */
        /* where x * 1.0 is not x bit for bit (an sNaN), x * 1.0 */
        const char *snan = "vmulps %%5, %%%u, %%1\n\tvpcmpeqd %%%u, %%1, %%2\n\t"
                           "vblendvps %%2, %%0, %%1, %%0\n\t";
        n += snprintf(t + n, sizeof t - (size_t)n, snan, 4u, 4u);
        snprintf(t + n, sizeof t - (size_t)n, snan, 3u, 3u);
    }
    return asm_seq(g, t, 2, 3, in);
}

/* v_min/v_max with IEEE set (fp.c's minmax): an sNaN, a's first, gives
 * itself quieted; else a NaN gives the other operand; GFX12's _num: two
 * NaNs give a quieted. With AVX and the level chosen, asm_minmax; else in
 * integer lane arithmetic. */
static gcc_jit_rvalue *native_minmax(struct gen *g, uint32_t idx, gcc_jit_rvalue *a,
                                     gcc_jit_rvalue *b)
{
    if (g->asm_fp && g->nv >= 8)
        return asm_minmax(g, NODE->op == VJ_OP_FMAX, (NODE->imm & VJ_FPI_GFX12) != 0, a, b);
    gcc_jit_rvalue *below = vltmask(g, vkey(g, a), vkey(g, b));
    gcc_jit_rvalue *r = NODE->op == VJ_OP_FMAX ? vblend(g, below, b, a) : vblend(g, below, a, b);
    gcc_jit_rvalue *na = vnanmask(g, a), *nb = vnanmask(g, b);
    gcc_jit_rvalue *qa = OR(VT, a, vk(g, F32_QUIET)), *qb = OR(VT, b, vk(g, F32_QUIET));
    r = vblend(g, nb, a, r);
    r = vblend(g, na, b, r);
    if (NODE->imm & VJ_FPI_GFX12)
        return vblend(g, AND(VT, na, nb), qa, r);
    /* a NaN whose quiet bit (22, shifted to the sign) is clear */
    gcc_jit_rvalue *sa = AND(VT, na, vnot(g, vsark(g, SHL(VT, a, vk(g, 9)), 31)));
    gcc_jit_rvalue *sb = AND(VT, nb, vnot(g, vsark(g, SHL(VT, b, vk(g, 9)), 31)));
    r = vblend(g, vtmp(g, sb), qb, r);
    return vblend(g, vtmp(g, sa), qa, r);
}

/* FCMP as one AVX vcmpps (asm, as asm_vec): x86's 16 quiet-or-signalling
 * predicates are exactly the 16 sets of relations {LT, EQ, GT, UN} a
 * predicate holds for (IEEE compares: -0 equal to +0, a NaN unordered;
 * exceptions are masked, so signalling ones only set a flag), by set:
 * imm[set]. With AVX-512 the result is a mask register (k1, clobbered),
 * made a vector by vpmovm2d. 1 or 0. */
static gcc_jit_rvalue *asm_cmp(struct gen *g, unsigned pred, gcc_jit_rvalue *a,
                               gcc_jit_rvalue *b)
{
    static const uint8_t imm[16] = {0x0b, 0x01, 0x00, 0x02, 0x0e, 0x0c, 0x0d, 0x07,
                                    0x03, 0x09, 0x08, 0x0a, 0x06, 0x04, 0x05, 0x0f};
    char name[24], tmpl[80];
    snprintf(name, sizeof name, "fx%u", g->ntmp++);
    gcc_jit_lvalue *r = gcc_jit_function_new_local(g->fn, NULL, VT, name);
    if (g->nv >= 16)
        snprintf(tmpl, sizeof tmpl,
                 "vcmpps $%u, %%{sae%%}, %%2, %%1, %%%%k1\n\tvpmovm2d %%%%k1, %%0",
                 imm[pred & 15]);
    else
        snprintf(tmpl, sizeof tmpl, "vcmpps $%u, %%2, %%1, %%0", imm[pred & 15]);
    gcc_jit_extended_asm *e = gcc_jit_block_add_extended_asm(g->body, NULL, tmpl);
    gcc_jit_extended_asm_add_output_operand(e, NULL, "=v", r);
    gcc_jit_extended_asm_add_input_operand(e, NULL, "v", a);
    gcc_jit_extended_asm_add_input_operand(e, NULL, g->nv >= 16 ? "v" : "vm", b);
    if (g->nv >= 16)
        gcc_jit_extended_asm_add_clobber(e, "k1");
    return AND(VT, gcc_jit_lvalue_as_rvalue(r), vk(g, 1));
}

/* FCMP with denormals kept: the predicate's relations (imm) of the keys,
 * -0 equal to +0, any NaN unordered; 1 or 0. With AVX and the level
 * chosen, asm_cmp's one vcmpps. */
static gcc_jit_rvalue *native_cmp(struct gen *g, uint32_t idx, gcc_jit_rvalue *a,
                                  gcc_jit_rvalue *b)
{
    unsigned pred = (unsigned)((NODE->imm & VJ_FPI_KIND_MASK) >> VJ_FPI_KIND_SHIFT);
    if (g->asm_fp && g->nv >= 8)
        return asm_cmp(g, pred, a, b);
    gcc_jit_rvalue *un = vtmp(g, OR(VT, vnanmask(g, a), vnanmask(g, b)));
    gcc_jit_rvalue *m = vk(g, 0);
    if (pred & (VJ_FCMP_LT | VJ_FCMP_EQ | VJ_FCMP_GT)) {
        gcc_jit_rvalue *ka = vkey(g, a), *kb = vkey(g, b);
        /* both zero: |a| | |b| == 0, where that minus 1 is negative */
        gcc_jit_rvalue *z = vtmp(
            g, vsark(g, SUB(VT, AND(VT, OR(VT, a, b), vk(g, 0x7fffffffu)), vk(g, 1)), 31));
        gcc_jit_rvalue *lt = vltmask(g, ka, kb), *gt = vltmask(g, kb, ka);
        gcc_jit_rvalue *nz = vnot(g, z);
        if (pred & VJ_FCMP_LT)
            m = OR(VT, m, AND(VT, lt, nz));
        if (pred & VJ_FCMP_GT)
            m = OR(VT, m, AND(VT, gt, nz));
        if (pred & VJ_FCMP_EQ)
            m = OR(VT, m, OR(VT, vnot(g, OR(VT, lt, gt)), z));
        m = AND(VT, m, vnot(g, un));
    }
    if (pred & VJ_FCMP_UN)
        m = OR(VT, m, un);
    return AND(VT, m, vk(g, 1));
}

/* FCVTI from f32 to i32 or u32 (fp.c's cvt_int) in integer lane arithmetic,
 * which no MODE field changes: the significand m (implicit bit set) shifted
 * by the exponent e, truncating toward zero (below 1.0, a denormal too: 0);
 * saturated past the type's range (from e 158 for i32, 159 for u32; -inf
 * and +inf so); negative values 0 for u32, negated for i32; a NaN 0. */
static gcc_jit_rvalue *native_cvt_to_int(struct gen *g, int to_u32, gcc_jit_rvalue *x)
{
    x = vtmp(g, x);
    gcc_jit_rvalue *e = vtmp(g, AND(VT, SHR(VT, x, vk(g, 23)), vk(g, 0xff)));
    gcc_jit_rvalue *m = vtmp(g, OR(VT, AND(VT, x, vk(g, 0x7fffffu)), vk(g, 0x800000u)));
    gcc_jit_rvalue *le150 = vtmp(g, vsark(g, SUB(VT, e, vk(g, 151)), 31)); /* e <= 150 */
    gcc_jit_rvalue *rs = vtmp(g, SUB(VT, vk(g, 150), e));
    gcc_jit_rvalue *rs31 = vblend(g, vtmp(g, vsark(g, SUB(VT, vk(g, 31), rs), 31)), vk(g, 31), rs);
    gcc_jit_rvalue *mag =
        vblend(g, le150, SHR(VT, m, rs31), SHL(VT, m, AND(VT, SUB(VT, e, vk(g, 150)), vk(g, 31))));
    gcc_jit_rvalue *sign = vtmp(g, vsark(g, x, 31)), *keep = vnot(g, vnanmask(g, x));
    gcc_jit_rvalue *big = vnot(g, vsark(g, SUB(VT, e, vk(g, to_u32 ? 159 : 158)), 31));
    gcc_jit_rvalue *r;
    if (to_u32) {
        r = vblend(g, vtmp(g, big), vk(g, ~0u), mag);
        keep = AND(VT, keep, vnot(g, sign));
    } else {
        mag = vtmp(g, mag);
        r = vblend(g, vtmp(g, big), XOR(VT, vk(g, 0x7fffffffu), sign),
                   SUB(VT, XOR(VT, mag, sign), sign));
    }
    return AND(VT, r, keep);
}

/* FCVTI from f32 to i32 or u32 as x86's truncating conversions, under
 * MXCSR_NATIVE (g->wrapped; no MODE field changes the result: it
 * truncates, and a denormal is 0 either way), AVX: x %3, 2^31 %4, 2^32 %5.
 * u32: x86's max of (x, 0) gives 0 for a NaN and a negative x; then
 * AVX-512's vcvttps2udq gives the rest (0xffffffff from 2^32); AVX's
 * vcvttps2dq gives 0x80000000 from 2^31, where x - 2^31 converted, OR
 * 0x80000000, is the value, and from 2^32 all ones. i32: vcvttps2dq gives
 * 0x80000000 for a NaN and out of range; from 2^31 that inverted
 * (0x7fffffff), a NaN 0. */
static gcc_jit_rvalue *asm_cvt(struct gen *g, int to_u32, gcc_jit_rvalue *x)
{
    static const char *const avx[2] = {
        /* i32 */
        "vcvttps2dq %3, %0\n\tvcmpgeps %4, %3, %1\n\tvpxor %1, %0, %0\n\t"
        "vcmpordps %3, %3, %1\n\tvpand %1, %0, %0",
        /* u32 */
        "vxorps %1, %1, %1\n\tvmaxps %1, %3, %1\n\tvcvttps2dq %1, %0\n\t"
        "vsubps %4, %1, %2\n\tvcvttps2dq %2, %2\n\tvpor %0, %2, %2\n\t"
        "vblendvps %0, %2, %0, %0\n\tvcmpnltps %5, %1, %2\n\tvpor %2, %0, %0"};
    /* AVX-512: x %1, 2^31 %2, no scratch (an unused operand takes a register) */
    static const char *const avx512[2] = {
        /* i32 */
        "vcvttps2dq %{sae%}, %1, %0\n\tvcmpgeps %{sae%}, %2, %1, %%k1\n\t"
        "vpternlogd $0x55, %0, %0, %0%{%%k1%}\n\t"
        "vcmpordps %{sae%}, %1, %1, %%k1\n\tvmovdqa32 %0, %0%{%%k1%}%{z%}",
        /* u32 */
        "vxorps %0, %0, %0\n\tvmaxps %{sae%}, %0, %1, %0\n\tvcvttps2udq %{sae%}, %0, %0"};
    gcc_jit_rvalue *in[3] = {vtmp(g, x), NULL, NULL};
    if (g->nv >= 16 && to_u32)
        return asm_seq(g, avx512[1], 0, 1, in);
    in[1] = vk(g, 0x4f000000u);
    if (g->nv >= 16)
        return asm_seq(g, avx512[0], 0, 2, in);
    in[2] = vk(g, 0x4f800000u);
    return asm_seq(g, avx[to_u32 != 0], 2, 3, in);
}

/* FCVTI from i32 or u32 to f32 (x %2), rounded to nearest even (the
 * native path's MODE): AVX-512's vcvtdq2ps and vcvtudq2ps with {rn-sae};
 * AVX's vcvtdq2ps under MXCSR_NATIVE, and for u32 its two 16-bit halves
 * converted (exactly), the high one times 65536 (%3; exact) added to the
 * low one: one rounding, of the exact sum. */
static gcc_jit_rvalue *asm_cvt_f32(struct gen *g, int from_u32, gcc_jit_rvalue *x)
{
    gcc_jit_rvalue *in[2] = {x, NULL};
    if (g->nv >= 16) /* x %1 only (an unused operand takes a register) */
        return asm_seq(g, from_u32 ? "vcvtudq2ps %{rn-sae%}, %1, %0" : "vcvtdq2ps %{rn-sae%}, %1, %0",
                       0, 1, in);
    if (!from_u32)
        return asm_seq(g, "vcvtdq2ps %1, %0", 0, 1, in);
    in[1] = vk(g, 0x47800000u);
    return asm_seq(g,
                   "vpsrld $16, %2, %1\n\tvcvtdq2ps %1, %1\n\tvmulps %3, %1, %1\n\t"
                   "vpxor %0, %0, %0\n\tvpblendw $0xaa, %0, %2, %0\n\tvcvtdq2ps %0, %0\n\t"
                   "vaddps %1, %0, %0",
                   1, 2, in);
}

/* Node idx's native code, of its operands a, b (and c for FFMA: a * b + c,
 * one vfmadd231ps, whose NaN order is a, b, c, the ISA's: asm_vec). */
static gcc_jit_rvalue *native_value(struct gen *g, uint32_t idx, gcc_jit_rvalue *a,
                                    gcc_jit_rvalue *b, gcc_jit_rvalue *c)
{
    if (NODE->op == VJ_OP_FCVTI)
        return asm_cvt_f32(g, cvt_of(NODE) == VJ_CVT_F32_U32, a);
    return NODE->op == VJ_OP_FCMP   ? native_cmp(g, idx, a, b)
           : NODE->op == VJ_OP_FFMA ? asm_vec(g, "vfmadd231", a, b, c)
           : NODE->op == VJ_OP_FMIN || NODE->op == VJ_OP_FMAX ? native_minmax(g, idx, a, b)
                                                               : native_arith(g, idx, a, b);
}

/* Node idx natively, with no MODE test: a block of two functions, this one
 * run only under a MODE that allows it (fp_wrapper). */
static gcc_jit_rvalue *fp_native_value(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *lo)
{
    gcc_jit_rvalue *a = vtmp(g, lo[0]), *b = lo[1] ? vtmp(g, lo[1]) : NULL;
    gcc_jit_rvalue *c = NODE->op == VJ_OP_FFMA ? vtmp(g, lo[2]) : NULL;
    return native_value(g, idx, a, b, c);
}

/* Node idx natively when its MODE allows, else through the helper: the
 * chunk branches on the flag, both ways assign one local. */
static void fp_either(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *lo,
                      gcc_jit_rvalue *const *hi, vv *r)
{
    char name[32];
    snprintf(name, sizeof name, "fr%u", g->ntmp++);
    gcc_jit_lvalue *res = gcc_jit_function_new_local(g->fn, NULL, VT, name);
    snprintf(name, sizeof name, "nat%u", idx);
    gcc_jit_block *nat = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "help%u", idx);
    gcc_jit_block *help = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "join%u", idx);
    gcc_jit_block *join = gcc_jit_function_new_block(g->fn, name);
    gcc_jit_rvalue *a = vtmp(g, lo[0]), *b = lo[1] ? vtmp(g, lo[1]) : NULL;
    gcc_jit_rvalue *c = NODE->op == VJ_OP_FFMA ? vtmp(g, lo[2]) : NULL;
    /* the node's own MODE (its last argument, uniform): an s_setreg earlier in
     * the block may have changed the wave's */
    gcc_jit_type *u = g->t_u32;
    uint32_t mode_arg = NODE->arg[vj_op_table[NODE->op].nargs - 1u];
    if (!g->ok || g->ok_arg != mode_arg) { /* one flag per MODE value a loop reads */
        g->ok = tmp_in(g, g->pro, u,
                       cast(g, cmp(g, GCC_JIT_COMPARISON_EQ,
                                   AND(u, cast(g, g->val[mode_arg], u), kst(g, u, FP_OK_MASK)),
                                   kst(g, u, FP_OK_WANT)),
                            u));
        g->ok_arg = mode_arg;
    }
    gcc_jit_rvalue *ok = g->ok;
    gcc_jit_block_end_with_conditional(
        g->body, NULL, cmp(g, GCC_JIT_COMPARISON_NE, ok, kst(g, u, 0)), nat, help);
    g->body = g->cur = nat;
    gcc_jit_block_add_assignment(g->body, NULL, res, native_value(g, idx, a, b, c));
    gcc_jit_block_end_with_jump(g->body, NULL, join);
    g->body = g->cur = help;
    gcc_jit_rvalue *rlo, *rhi;
    fp_call(g, idx, g->body, VT, g->nv, lo, hi, &rlo, &rhi);
    gcc_jit_block_add_assignment(g->body, NULL, res, rlo);
    gcc_jit_block_end_with_jump(g->body, NULL, join);
    g->body = g->cur = join;
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(res));
    r->hi = NULL;
}

/* A float node of per-lane values: the chunk's lanes, once per chunk. */
static int vemit_fp(struct gen *g, uint32_t idx, vv *r)
{
    unsigned nval = vj_op_table[NODE->op].nargs - 1u;
    gcc_jit_rvalue *lo[3] = {NULL, NULL, NULL}, *hi[3] = {NULL, NULL, NULL};
    for (unsigned j = 0; j < nval && j < 3; j++) {
        vv a = va(g, idx, j);
        lo[j] = a.lo;
        hi[j] = ARGT(j) == VJ_T_I64 ? a.hi : NULL;
    }
    unsigned cvt = cvt_of(NODE);
    if (NODE->op == VJ_OP_FCVTI && (cvt == VJ_CVT_I32_F32 || cvt == VJ_CVT_U32_F32))
        r->lo = g->wrapped && asm_cvt_node(g, idx)
                    ? asm_cvt(g, cvt == VJ_CVT_U32_F32, lo[0])
                    : native_cvt_to_int(g, cvt == VJ_CVT_U32_F32, lo[0]);
    else if (g->native_fp == 2 && fp_native(g, idx))
        r->lo = fp_native_value(g, idx, lo);
    else if (g->native_fp && fp_native(g, idx))
        fp_either(g, idx, lo, hi, r);
    else
        fp_call(g, idx, g->body, VT, g->nv, lo, hi, &r->lo, &r->hi);
    return 1;
}

/* A uniform float node: one lane, in the prologue. */
static gcc_jit_rvalue *emit_fp(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    gcc_jit_type *u = g->t_u32, *q = g->t_u64;
    unsigned nval = vj_op_table[NODE->op].nargs - 1u;
    gcc_jit_rvalue *lo[3] = {NULL, NULL, NULL}, *hi[3] = {NULL, NULL, NULL}, *rlo, *rhi;
    for (unsigned j = 0; j < nval && j < 3; j++) {
        lo[j] = cast(g, a[j], u);
        if (ARGT(j) == VJ_T_I64)
            hi[j] = cast(g, SHR(q, a[j], kst(g, q, 32)), u);
    }
    fp_call(g, idx, g->cur, u, 1, lo, hi, &rlo, &rhi);
    if (!rhi)
        return rlo;
    return OR(q, SHL(q, cast(g, rhi, q), kst(g, q, 32)), cast(g, rlo, q));
}

/* Both forms of each SIG FP op of ops.def. */
#define FP_EMIT_FP(id) \
    static gcc_jit_rvalue *emit_##id(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a) \
    { \
        return emit_fp(g, idx, a); \
    }
#define FP_EMIT_NONE(id)
#define FP_EMIT_LANE(id)
#define FP_EMIT_ROWS(id)
#define FP_EMIT_CV(id)
#define FP_EMIT_U1(id)
#define FP_EMIT_U2(id)
#define FP_EMIT_U3(id)
#define FP_EMIT_SH(id)
#define FP_EMIT_SEL(id)
#define FP_EMIT_W2(id)
#define FP_EMIT_W3(id)
#define VJ_OPSEM(id, sig, sem, imm) FP_EMIT_##sig(id)
#include "ir/ops.def"
#undef VJ_OPSEM
#undef FP_EMIT_FP

/* The wave's MODE, where the interpreter reads it (uniform). */
static gcc_jit_rvalue *emit_RDMODE(struct gen *g, uint32_t idx, gcc_jit_rvalue *const *a)
{
    return gcc_jit_lvalue_as_rvalue(word(g, kst(g, g->t_u32, W_MODEOFF)));
}

/* LD, ST, MEMCHK: per chunk, in the body; LDP, STP, MEMCHKP (room buf)
 * the same, their predicates a third row of the addresses. */
static int vemit_mem(struct gen *g, uint32_t idx, vv *r)
{
    gcc_jit_type *u = g->t_u32;
    /* an LDS or (room scratch) private address is one i32 */
    int lds = (NODE->imm & (VJ_MEMI_LDS | VJ_MEMI_PRIV)) != 0;
    unsigned nargs = vj_op_table[NODE->op].nargs;
    int pred = NODE->op == VJ_OP_LDP || NODE->op == VJ_OP_STP || NODE->op == VJ_OP_MEMCHKP;
    gcc_jit_lvalue *addr = mem_local(g, g->t_v, pred ? 3 : 2, "maddr"),
                   *io = mem_local(g, g->t_v, 1, "mio");
    vv ad = va(g, idx, 0);
    gcc_jit_block_add_assignment(g->body, NULL, elem(g, addr, 0), ad.lo);
    if (!lds) {
        if (!ad.hi) {
            snprintf(g->why, sizeof g->why, "node %%%u: a 64-bit address without its high half",
                     idx);
            return 0;
        }
        gcc_jit_block_add_assignment(g->body, NULL, elem(g, addr, 1), ad.hi);
    }
    if (pred)
        gcc_jit_block_add_assignment(g->body, NULL, elem(g, addr, 2), va(g, idx, nargs - 1).lo);
    if (NODE->op == VJ_OP_ST || NODE->op == VJ_OP_STP)
        gcc_jit_block_add_assignment(g->body, NULL, elem(g, io, 0), va(g, idx, 1).lo);
    gcc_jit_rvalue *exec = mask_reg(g, VJ_SREG_EXEC_LO);
    gcc_jit_rvalue *lane0 = MUL(u, g->chunk, kst(g, u, g->nv));
    gcc_jit_rvalue *rc = mem_call(g, idx, g->body, io, addr, lane0, g->nv, exec);
    mem_fail_branch(g, idx, &g->body, rc);
    g->cur = g->body;
    if (NODE->op == VJ_OP_LD || NODE->op == VJ_OP_LDP)
        r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(elem(g, io, 0)));
    return 1;
}

/* ATOM (room atom): per chunk, as LD; io holds the data's halves and the
 * comparand's (vj_guest_chunk's layout) and gets the old value's halves. */
static int vemit_atom(struct gen *g, uint32_t idx, vv *r)
{
    gcc_jit_type *u = g->t_u32;
    int lds = (NODE->imm & VJ_MEMI_LDS) != 0;
    gcc_jit_lvalue *addr = mem_local(g, g->t_v, 2, "maddr"), *io = mem_local(g, g->t_v, 4, "mio");
    vv ad = va(g, idx, 0), d = va(g, idx, 1), c = va(g, idx, 2);
    if ((!lds && !ad.hi) || (IS64 && (!d.hi || !c.hi))) {
        snprintf(g->why, sizeof g->why, "node %%%u: a 64-bit value without its high half", idx);
        return 0;
    }
    gcc_jit_rvalue *zero = vk(g, 0);
    gcc_jit_block_add_assignment(g->body, NULL, elem(g, addr, 0), ad.lo);
    if (!lds)
        gcc_jit_block_add_assignment(g->body, NULL, elem(g, addr, 1), ad.hi);
    gcc_jit_block_add_assignment(g->body, NULL, elem(g, io, 0), d.lo);
    gcc_jit_block_add_assignment(g->body, NULL, elem(g, io, 1), IS64 ? d.hi : zero);
    gcc_jit_block_add_assignment(g->body, NULL, elem(g, io, 2), c.lo);
    gcc_jit_block_add_assignment(g->body, NULL, elem(g, io, 3), IS64 ? c.hi : zero);
    gcc_jit_rvalue *exec = mask_reg(g, VJ_SREG_EXEC_LO);
    gcc_jit_rvalue *lane0 = MUL(u, g->chunk, kst(g, u, g->nv));
    gcc_jit_rvalue *rc = mem_call(g, idx, g->body, io, addr, lane0, g->nv, exec);
    mem_fail_branch(g, idx, &g->body, rc);
    g->cur = g->body;
    r->lo = vtmp(g, gcc_jit_lvalue_as_rvalue(elem(g, io, 0)));
    if (IS64)
        r->hi = vtmp(g, gcc_jit_lvalue_as_rvalue(elem(g, io, 1)));
    return 1;
}

/* The ops with a vector form; the others (the gathers DPP8, DPP16 and
 * LANERD, and a LANEBIT or MBCNT of a per-lane mask) run their scalar
 * emitter lane by lane (elementwise), and the uniform ones never come here. */
static vemitter *const vemitters[VJ_OP_COUNT] = {
    [VJ_OP_RDV] = vemit_RDV,       [VJ_OP_WRV] = vemit_WRV,       [VJ_OP_RDA] = vemit_RDA,
    [VJ_OP_WRA] = vemit_WRA,       [VJ_OP_LANEBIT] = vemit_LANEBIT, [VJ_OP_AND] = vemit_AND,
    [VJ_OP_OR] = vemit_OR,         [VJ_OP_XOR] = vemit_XOR,       [VJ_OP_NOT] = vemit_NOT,
    [VJ_OP_SHL] = vemit_SHL,       [VJ_OP_SHR] = vemit_SHR,       [VJ_OP_SAR] = vemit_SAR,
    [VJ_OP_FSHR] = vemit_FSHR,     [VJ_OP_BSWAP] = vemit_BSWAP,   [VJ_OP_UBFE] = vemit_UBFE,
    [VJ_OP_SBFE] = vemit_SBFE,     [VJ_OP_BFI] = vemit_BFI,       [VJ_OP_ADD] = vemit_ADD,
    [VJ_OP_SUB] = vemit_SUB,       [VJ_OP_MUL] = vemit_MUL,       [VJ_OP_MULHU] = vemit_MULHU,
    [VJ_OP_MULHS] = vemit_MULHS,       [VJ_OP_MULU24] = vemit_MULU24,
    [VJ_OP_MULI24] = vemit_MULI24, [VJ_OP_UMIN] = vemit_UMIN,     [VJ_OP_UMAX] = vemit_UMAX,
    [VJ_OP_SMIN] = vemit_SMIN,     [VJ_OP_SMAX] = vemit_SMAX,     [VJ_OP_SELECT] = vemit_SELECT,
    [VJ_OP_POPCNT] = vemit_POPCNT, [VJ_OP_BITREV] = vemit_BITREV, [VJ_OP_PERM] = vemit_PERM,
    [VJ_OP_EQ] = vemit_EQ,         [VJ_OP_NE] = vemit_NE,         [VJ_OP_ULT] = vemit_ULT,
    [VJ_OP_ULE] = vemit_ULE,       [VJ_OP_SLT] = vemit_SLT,       [VJ_OP_SLE] = vemit_SLE,
    [VJ_OP_ZEXT] = vemit_ZEXT,     [VJ_OP_SEXT] = vemit_SEXT,     [VJ_OP_TRUNC] = vemit_TRUNC,
    [VJ_OP_BALLOT] = vemit_BALLOT, [VJ_OP_MBCNT] = vemit_MBCNT,
    [VJ_OP_PERMLANE64] = vemit_PERMLANE64, [VJ_OP_RDREL] = vemit_RDREL,
    [VJ_OP_WRREL] = vemit_WRREL,  [VJ_OP_LD] = vemit_mem, [VJ_OP_ST] = vemit_mem,
    [VJ_OP_MEMCHK] = vemit_mem,    [VJ_OP_LDP] = vemit_mem,       [VJ_OP_STP] = vemit_mem,
    [VJ_OP_MEMCHKP] = vemit_mem, [VJ_OP_ATOM] = vemit_atom,
#define FP_EMIT_FP(id) [VJ_OP_##id] = vemit_fp,
#define VJ_OPSEM(id, sig, sem, imm) FP_EMIT_##sig(id)
#include "ir/ops.def" /* every op of signature FP */
#undef VJ_OPSEM
#undef FP_EMIT_FP
};
#undef FP_EMIT_NONE
#undef FP_EMIT_LANE
#undef FP_EMIT_ROWS
#undef FP_EMIT_CV
#undef FP_EMIT_U1
#undef FP_EMIT_U2
#undef FP_EMIT_U3
#undef FP_EMIT_SH
#undef FP_EMIT_SEL
#undef FP_EMIT_W2
#undef FP_EMIT_W3

static emitter *const emitters[VJ_OP_COUNT];

/* Node idx through its scalar emitter, one lane of the chunk after the
 * other, its per-lane arguments and its value passing through memory
 * (unions of the vector and its lanes): what no vector expression says,
 * at the cost of a short loop. */
static int elementwise(struct gen *g, uint32_t idx, vv *r)
{
    gcc_jit_type *u = g->t_u32, *q = g->t_u64;
    unsigned nargs = vj_op_table[NODE->op].nargs;
    gcc_jit_lvalue *in[VJ_IR_MAXARGS][2] = {{NULL, NULL}};
    for (unsigned j = 0; j < nargs; j++) {
        uint32_t k = NODE->arg[j];
        if (!g->perlane[k])
            continue;
        in[j][0] = vunion(g, g->val[k]);
        if (g->b->nodes[k].type == VJ_T_I64)
            in[j][1] = vunion(g, g->hi[k]);
    }
    char name[24];
    snprintf(name, sizeof name, "l%u", idx);
    gcc_jit_lvalue *l = gcc_jit_function_new_local(g->fn, NULL, u, name);
    gcc_jit_block_add_assignment(g->body, NULL, l, kst(g, u, 0));
    snprintf(name, sizeof name, "elem%u", idx);
    gcc_jit_block *e = gcc_jit_function_new_block(g->fn, name);
    snprintf(name, sizeof name, "after%u", idx);
    gcc_jit_block *after = gcc_jit_function_new_block(g->fn, name);
    gcc_jit_block_end_with_jump(g->body, NULL, e);
    gcc_jit_block *body = g->body;
    g->body = g->cur = e;
    gcc_jit_rvalue *li = tmp_in(g, e, u, gcc_jit_lvalue_as_rvalue(l));
    g->lane = tmp_in(g, e, u, ADD(u, MUL(u, g->chunk, kst(g, u, g->nv)), li));
    gcc_jit_rvalue *a[VJ_IR_MAXARGS] = {NULL};
    for (unsigned j = 0; j < nargs; j++) {
        uint32_t k = NODE->arg[j];
        if (!in[j][0]) {
            a[j] = g->val[k];
            continue;
        }
        gcc_jit_rvalue *lo = gcc_jit_lvalue_as_rvalue(velem(g, in[j][0], li));
        if (in[j][1])
            lo = OR(q, SHL(q, cast(g, gcc_jit_lvalue_as_rvalue(velem(g, in[j][1], li)), q),
                           kst(g, q, 32)),
                    cast(g, lo, q));
        a[j] = tmp_in(g, e, ty(g, g->b->nodes[k].type), lo);
    }
    gcc_jit_rvalue *v = emitters[NODE->op](g, idx, a);
    (void)body;
    if (g->why[0])
        return 0;
    if (NODE->type != VJ_T_VOID) {
        if (!v) {
            snprintf(g->why, sizeof g->why, "node %%%u: no value from the emitter", idx);
            return 0;
        }
        v = tmp_in(g, g->body, ty(g, NODE->type), v);
        gcc_jit_lvalue *olo = vunion(g, NULL), *ohi = IS64 ? vunion(g, NULL) : NULL;
        gcc_jit_block_add_assignment(g->body, NULL, velem(g, olo, li), cast(g, v, u));
        if (ohi)
            gcc_jit_block_add_assignment(g->body, NULL, velem(g, ohi, li),
                                         cast(g, SHR(q, v, kst(g, q, 32)), u));
        r->lo = gcc_jit_lvalue_as_rvalue(gcc_jit_lvalue_access_field(olo, NULL, g->f_uv));
        r->hi = ohi ? gcc_jit_lvalue_as_rvalue(gcc_jit_lvalue_access_field(ohi, NULL, g->f_uv))
                    : NULL;
    }
    gcc_jit_rvalue *next = tmp_in(g, g->body, u, ADD(u, li, kst(g, u, 1)));
    gcc_jit_block_add_assignment(g->body, NULL, l, next);
    gcc_jit_block_end_with_conditional(
        g->body, NULL, cmp(g, GCC_JIT_COMPARISON_LT, next, kst(g, u, g->nv)), e, after);
    g->body = g->cur = after;
    g->lane = NULL;
    if (r->lo) {
        r->lo = vtmp(g, r->lo);
        if (r->hi)
            r->hi = vtmp(g, r->hi);
    }
    return 1;
}

#undef VT
#undef IS64
#undef VEMIT
#undef VEMIT_BY

#undef NODE
#undef T
#undef ARGT


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

/* The ops whose value differs between lanes whatever their arguments. */
static int per_lane_op(vj_op op)
{
    return op == VJ_OP_RDV || op == VJ_OP_LANEBIT || op == VJ_OP_WRV || op == VJ_OP_MBCNT ||
           op == VJ_OP_PERMLANE64 || op == VJ_OP_DPP8 || op == VJ_OP_DPP16 ||
           op == VJ_OP_RDREL || op == VJ_OP_WRREL || op == VJ_OP_RDA || op == VJ_OP_WRA ||
           op == VJ_OP_LD || op == VJ_OP_ST || op == VJ_OP_MEMCHK || op == VJ_OP_LDP ||
           op == VJ_OP_STP || op == VJ_OP_MEMCHKP || op == VJ_OP_ATOM;
}

/* A per-lane load: LD, or room buf's predicated LDP (plan_loops). */
static int is_load(unsigned op)
{
    return op == VJ_OP_LD || op == VJ_OP_LDP;
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
    /* issue 31's: the loop has a write (of any kind), or a load that may fault */
    int mwrote = 0, fault_pending = 0;
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
        /* issue 31: ST and MEMCHK are alone in their loop (another lane
         * may read what one wrote; a store checks every lane first), SLD
         * starts one (its prologue runs before the loop's lanes). A load (LD,
         * or room buf's LDP, whose predicate may also stop the run)
         * joins the loop it comes to, unless it may fault (global memory)
         * and the loop has written something: a fault must leave the wave
         * as the instructions before it left it, so after such a load the
         * loop also ends before its next write. An LDS load never faults;
         * a private one (room scratch: VJ_MEMI_PRIV) may, as a global one. */
        int mem = (vj_op_table[nd->op].flags & VJ_OF_MEM) != 0;
        int may_fault = is_load(nd->op) && !(nd->imm & VJ_MEMI_LDS);
        barrier |= mem && !is_load(nd->op);
        /* (the memory helper gets exec whole) */
        barrier |= mem && (pend[VJ_SREG_EXEC_LO] || pend[VJ_SREG_EXEC_HI]);
        barrier |= may_fault && mwrote;
        barrier |= fault_pending && (vj_op_table[nd->op].flags & VJ_OF_WRITE);
        barrier |= j > 0 && (vj_op_table[b->nodes[j - 1].op].flags & VJ_OF_MEM) &&
                   b->nodes[j - 1].op != VJ_OP_SLD && b->nodes[j - 1].op != VJ_OP_SLDP &&
                   !is_load(b->nodes[j - 1].op);
        if (barrier && j > 0) {
            cur++;
            start[j] = 1;
            memset(pend, 0, sizeof pend);
            memset(seen, 0, sizeof seen);
            wrote = 0;
            mwrote = fault_pending = 0;
            for (uint32_t k = 0; k < j; k++)
                mask[k] = 0; /* whole values from now on */
            if (nd->op == VJ_OP_RDS && mask[j])
                mask[j] = 0;
        }
        seg[j] = cur;
        xlane_note(b, nd, seen);
        wrote |= (vj_op_table[nd->op].flags & VJ_OF_WRITE) || nd->op == VJ_OP_BALLOT;
        mwrote |= (vj_op_table[nd->op].flags & VJ_OF_WRITE) != 0;
        fault_pending |= may_fault;
        if (nd->op == VJ_OP_BALLOT)
            mask[j] = j + 1;
        int p = per_lane_op((vj_op)nd->op);
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

/* The chunk loop's body block: the chunk, its pointer, nothing cached. */
static void open_body(struct gen *g, unsigned nloop)
{
    char name[24];
    snprintf(name, sizeof name, "body%u", nloop);
    g->head = g->body = gcc_jit_function_new_block(g->fn, name);
    g->chunk = tmp_in(g, g->body, g->t_u32, gcc_jit_lvalue_as_rvalue(g->c));
    g->cp = tmp_in(g, g->body, g->t_pav,
                   cast(g, gcc_jit_lvalue_get_address(vat(g, g->chunk), NULL), g->t_pav));
    g->vlane = g->vlane31 = NULL;
}

/* OR of the lanes of vector x, as a u32, in blk: the vector ORed with its
 * other half down to 4 lanes (through unions: no shuffles in libgccjit),
 * then those 4. Straight code: no loop, no branch to mispredict. */
static gcc_jit_rvalue *or_lanes(struct gen *g, gcc_jit_block *blk, gcc_jit_rvalue *x)
{
    gcc_jit_type *u = g->t_u32;
    char name[24];
    for (unsigned k = 0; g->nv >> k > 4; k++) {
        snprintf(name, sizeof name, "h%u", g->ntmp++);
        gcc_jit_lvalue *un = gcc_jit_function_new_local(g->fn, NULL, g->t_halves[k], name);
        gcc_jit_block_add_assignment(blk, NULL, gcc_jit_lvalue_access_field(un, NULL, g->f_hv[k]),
                                     x);
        gcc_jit_rvalue *h = gcc_jit_lvalue_as_rvalue(gcc_jit_lvalue_access_field(un, NULL,
                                                                                 g->f_hh[k]));
        gcc_jit_type *ht = g->t_vh[k];
        x = tmp_in(g, blk, ht,
                   OR(ht, gcc_jit_lvalue_as_rvalue(
                              gcc_jit_context_new_array_access(g->cx, NULL, h, kst(g, u, 0))),
                      gcc_jit_lvalue_as_rvalue(
                          gcc_jit_context_new_array_access(g->cx, NULL, h, kst(g, u, 1)))));
    }
    snprintf(name, sizeof name, "q%u", g->ntmp++);
    gcc_jit_lvalue *un = gcc_jit_function_new_local(g->fn, NULL, g->t_un4, name);
    gcc_jit_block_add_assignment(blk, NULL, gcc_jit_lvalue_access_field(un, NULL, g->f_u4v), x);
    gcc_jit_rvalue *a = gcc_jit_lvalue_as_rvalue(gcc_jit_lvalue_access_field(un, NULL, g->f_u4a));
    gcc_jit_rvalue *m = NULL;
    for (unsigned i = 0; i < 4; i++) {
        gcc_jit_rvalue *e = gcc_jit_lvalue_as_rvalue(
            gcc_jit_context_new_array_access(g->cx, NULL, a, kst(g, u, i)));
        m = m ? OR(u, m, e) : e;
    }
    return tmp_in(g, blk, u, m);
}

/* End the current chunk loop (its prologue, its body), going on to next;
 * the loop's lane masks are made whole there. Returns where the code after
 * the loop goes. */
static gcc_jit_block *close_loop(struct gen *g, gcc_jit_block *next)
{
    gcc_jit_type *u = g->t_u32;
    unsigned nch = g->b->wave_size / g->nv, half = 32 / g->nv;
    if (g->npend) { /* all lanes active: the rows as they are; else blended */
        gcc_jit_block *all = gcc_jit_function_new_block(g->fn, NULL),
                      *some = gcc_jit_function_new_block(g->fn, NULL),
                      *stored = gcc_jit_function_new_block(g->fn, NULL);
        gcc_jit_block_end_with_conditional(
            g->body, NULL, cmp(g, GCC_JIT_COMPARISON_NE, g->pend_all, kst(g, u, 0)), all, some);
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            if (g->vwritten[r])
                gcc_jit_block_add_assignment(all, NULL, vword(g, vrow_index(g, r)), g->vcur[r]);
        gcc_jit_block_end_with_jump(all, NULL, stored);
        g->body = some;
        flush_pending(g);
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            if (g->vwritten[r])
                gcc_jit_block_add_assignment(some, NULL, vword(g, vrow_index(g, r)), g->vcur[r]);
        gcc_jit_block_end_with_jump(some, NULL, stored);
        g->body = stored;
    } else {
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            if (g->vwritten[r])
                gcc_jit_block_add_assignment(g->body, NULL, vword(g, vrow_index(g, r)),
                                             g->vcur[r]);
    }
    /* the prologue ends here: the blends above may still add to it */
    gcc_jit_block_add_assignment(g->pro, NULL, g->c, kst(g, u, 0));
    gcc_jit_block_end_with_jump(g->pro, NULL, g->head);
    gcc_jit_rvalue *n = tmp_in(g, g->body, u, ADD(u, g->chunk, kst(g, u, 1)));
    gcc_jit_block_add_assignment(g->body, NULL, g->c, n);
    gcc_jit_block_end_with_conditional(
        g->body, NULL, cmp(g, GCC_JIT_COMPARISON_LT, n, kst(g, u, nch)), g->head, next);
    for (uint32_t i = 0; i < g->nloop_ballots; i++) {
        uint32_t k = g->loop_ballots[i];
        gcc_jit_rvalue *bits = gcc_jit_lvalue_as_rvalue(g->bits[k]);
        gcc_jit_rvalue *h[2] = {NULL, NULL};
        for (unsigned c = 0; c < nch; c++) {
            gcc_jit_rvalue *v = gcc_jit_lvalue_as_rvalue(
                gcc_jit_context_new_array_access(g->cx, NULL, bits, kst(g, u, c)));
            h[c / half] = h[c / half] ? OR(g->t_v, h[c / half], v) : v;
        }
        gcc_jit_rvalue *m = or_lanes(g, next, h[0]);
        if (h[1])
            m = OR(g->t_u64, SHL(g->t_u64, cast(g, or_lanes(g, next, h[1]), g->t_u64),
                                 kst(g, g->t_u64, 32)),
                   cast(g, m, g->t_u64));
        gcc_jit_block_add_assignment(next, NULL, g->acc[k],
                                     cast(g, m, ty(g, g->b->nodes[k].type)));
    }
    g->nloop_ballots = 0;
    return next;
}

/* The next chunk loop, starting at node k: VGPRs are in the wave again, the
 * masks made so far are whole values, exec is read anew, and the per-lane
 * values a later loop needs come back from their arrays. */
static void next_loop(struct gen *g, uint32_t k, gcc_jit_lvalue *const *spilled, unsigned nloop)
{
    char name[24];
    snprintf(name, sizeof name, "pro%u", nloop);
    g->pro = close_loop(g, gcc_jit_function_new_block(g->fn, name));
    open_body(g, nloop);
    memset(g->vcur, 0, sizeof g->vcur);
    memset(g->vwritten, 0, sizeof g->vwritten);
    memset(g->vpend, 0, sizeof g->vpend);
    g->npend = 0;
    memset(g->spend, 0, sizeof g->spend);
    memset(g->ballot_of, 0, k * sizeof *g->ballot_of);
    memset(g->rowof, 0, k * sizeof *g->rowof);
    g->exec = g->lane_mask = NULL;
    g->rel_written = 0;
    g->nlt = 0;
    g->ok = NULL;
    for (uint32_t j = 0; j < k; j++)
        for (unsigned h = 0; h < 2; h++)
            if (spilled[2 * j + h])
                (h ? g->hi : g->val)[j] = vtmp(
                    g, gcc_jit_lvalue_as_rvalue(gcc_jit_context_new_array_access(
                           g->cx, NULL, gcc_jit_lvalue_as_rvalue(spilled[2 * j + h]), g->chunk)));
}

/* Every lane of per-lane node k in an array by chunk, for a later loop. */
static void spill_node(struct gen *g, uint32_t k, gcc_jit_lvalue **spilled)
{
    unsigned nch = g->b->wave_size / g->nv;
    for (unsigned h = 0; h < 2; h++) {
        gcc_jit_rvalue *v = h ? g->hi[k] : g->val[k];
        if (!v)
            continue;
        char name[24];
        snprintf(name, sizeof name, "sp%u_%u", k, h);
        spilled[2 * k + h] = gcc_jit_function_new_local(
            g->fn, NULL, gcc_jit_context_new_array_type(g->cx, NULL, g->t_v, (int)nch), name);
        gcc_jit_block_add_assignment(
            g->body, NULL,
            gcc_jit_context_new_array_access(
                g->cx, NULL, gcc_jit_lvalue_as_rvalue(spilled[2 * k + h]), g->chunk),
            v);
    }
}


/* The block's code, from entry to its return: for each
 * chunk loop (plan_loops), a uniform prologue (scalar values, splats, the
 * checks of REL nodes), the loop over the wave's chunks of nv lanes, and
 * after the last one the scalar write-back. VGPR writes under a partial
 * exec are blended by it at the chunk's end (vpend); a chunk whose lanes are
 * all active stores them as they are. */
static int gen_body(struct gen *g, gcc_jit_block *entry)
{
    const vj_ir_block *b = g->b;
    memset(&g->consts, 0, sizeof *g - offsetof(struct gen, consts));
    g->defer = 1;
    for (uint32_t k = 0; k < b->count; k++)
        if (vj_op_table[b->nodes[k].op].flags & VJ_OF_REL)
            g->defer = 0; /* a WRREL stores rows in place, in node order */
    size_t nn = b->count ? b->count : 1;
    g->val = calloc(nn, sizeof *g->val);
    g->hi = calloc(nn, sizeof *g->hi);
    g->spl = calloc(nn, sizeof *g->spl);
    g->splhi = calloc(nn, sizeof *g->splhi);
    g->perlane = calloc(nn, 1);
    g->b01 = calloc(nn, 1);
    g->rowof = calloc(nn, sizeof *g->rowof);
    g->ballot_of = calloc(nn, sizeof *g->ballot_of);
    g->bit = calloc(nn, sizeof *g->bit);
    g->bits = calloc(nn, sizeof *g->bits);
    g->acc = calloc(nn, sizeof *g->acc);
    g->loop_ballots = calloc(nn, sizeof *g->loop_ballots);
    uint8_t *start = g->start = calloc(nn, 1), *spill = calloc(nn, 1);
    gcc_jit_lvalue **spilled = calloc(2 * nn, sizeof *spilled);
    int ok = g->val && g->hi && g->spl && g->splhi && g->perlane && g->b01 && g->rowof &&
             g->ballot_of && g->bit && g->bits && g->acc && g->loop_ballots && start && spill &&
             spilled && plan_loops(b, start, spill);
    if (!ok) {
        snprintf(g->why, sizeof g->why, "out of memory");
    } else {
        g->consts = entry;
        g->pro = g->first_pro =
            gcc_jit_function_new_block(g->fn, "pro0");
        g->c = gcc_jit_function_new_local(g->fn, NULL, g->t_u32, "c");
        open_body(g, 0);
    }
    unsigned nloop = 1;
    for (uint32_t k = 0; ok && k < b->count; k++) {
        const vj_node *n = &b->nodes[k];
        if (start[k])
            next_loop(g, k, spilled, nloop++);
        unsigned nargs = vj_op_table[n->op].nargs;
        gcc_jit_rvalue *a[VJ_IR_MAXARGS] = {NULL};
        int pl = per_lane_op(n->op);
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
        gcc_jit_rvalue *val = NULL;
        if (n->op == VJ_OP_BALLOT || pl) {
            /* a BALLOT is one value for the wave, made in the body */
            g->perlane[k] = n->op != VJ_OP_BALLOT;
            g->cur = g->body;
            vv r = {NULL, NULL};
            if (!(vemitters[n->op] && vemitters[n->op](g, k, &r)) && !g->why[0])
                elementwise(g, k, &r);
            if (g->why[0]) {
                ok = 0;
                break;
            }
            if (n->type == VJ_T_VOID)
                continue;
            if (!r.lo || (n->type == VJ_T_I64 && g->perlane[k] && !r.hi)) {
                snprintf(g->why, sizeof g->why, "node %%%u: no value from the emitter", k);
                ok = 0;
                break;
            }
            if (n->op == VJ_OP_BALLOT) {
                g->val[k] = r.lo;
                continue;
            }
            g->val[k] = tmp_in(g, g->body, g->t_v, r.lo);
            g->hi[k] = r.hi ? tmp_in(g, g->body, g->t_v, r.hi) : NULL;
            if (spill[k])
                spill_node(g, k, spilled);
            continue;
        }
        g->cur = g->pro;
        val = emitters[n->op](g, k, a);
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
        g->val[k] = n->op == VJ_OP_CONST || g->ballot_of[k] ? val
                                                             : tmp(g, ty(g, n->type), val);
    }
    if (ok) {
        gcc_jit_type *u = g->t_u32;
        gcc_jit_block *done = close_loop(
            g, gcc_jit_function_new_block(g->fn, "done"));
        for (unsigned sr = 0; sr < VJ_SREG_COUNT; sr++)
            if (g->swritten[sr])
                gcc_jit_block_add_assignment(done, NULL, word(g, kst(g, u, W_SOFF + sr)),
                                             g->scur[sr]);
        gcc_jit_block_end_with_return(done, NULL, kst(g, g->t_i32, 0));
        gcc_jit_block_end_with_jump(entry, NULL, g->first_pro);
    }
    free(g->val);
    free(g->hi);
    free(g->spl);
    free(g->splhi);
    free(g->perlane);
    free(g->b01);
    free(g->rowof);
    g->rowof = NULL;
    free(g->ballot_of);
    free(g->bit);
    free(g->bits);
    free(g->acc);
    free(g->loop_ballots);
    free(start);
    g->start = NULL;
    free(spill);
    free(spilled);
    g->val = g->hi = g->spl = g->splhi = g->bit = NULL;
    g->perlane = g->b01 = NULL;
    g->ballot_of = g->loop_ballots = NULL;
    g->bits = g->acc = NULL;
    return ok;
}

/* A new function of the context, taking the wave: g->fn, g->w. */
static gcc_jit_function *new_block_fn(struct gen *g, const char *name,
                                      enum gcc_jit_function_kind kind)
{
    gcc_jit_param *pw = gcc_jit_context_new_param(g->cx, NULL, g->t_pu32, "w");
    g->fn = gcc_jit_context_new_function(g->cx, NULL, kind, g->t_i32, name, 1, &pw, 0);
    g->w = g->fn ? gcc_jit_param_as_rvalue(pw) : NULL;
    return g->fn;
}

/* MXCSR as the native float path assumes it: round to nearest even, no
 * FTZ or DAZ, every exception masked (the x86 default). */
#define MXCSR_NATIVE 0x1f80u

/* An extended asm statement in block blk: stmxcsr into lv, or ldmxcsr
 * from v; volatile, and a memory clobber, so that the wave's loads and
 * stores stay on their side of it. */
static void mxcsr_asm(struct gen *g, gcc_jit_block *blk, gcc_jit_lvalue *lv, gcc_jit_rvalue *v)
{
    gcc_jit_extended_asm *e =
        gcc_jit_block_add_extended_asm(blk, NULL, lv ? "stmxcsr %0" : "ldmxcsr %0");
    if (lv)
        gcc_jit_extended_asm_add_output_operand(e, NULL, "=m", lv);
    else
        gcc_jit_extended_asm_add_input_operand(e, NULL, "m", v);
    gcc_jit_extended_asm_set_volatile_flag(e, 1);
    gcc_jit_extended_asm_add_clobber(e, "memory");
}

/* Into k, the bits of 2^-149 + 2^-149 by one AVX-512 {rn-sae} add: 2
 * (2^-148, exact) when MXCSR has neither FTZ nor DAZ, 0 when it has either
 * (DAZ reads each denormal as 0, FTZ flushes the tiny result; both seen
 * on this host); its rounding and exception fields play no part. An add,
 * not a multiply: x86 cores take a slow assist for a multiply's denormal
 * result (~5 ns here), not for an add's. Volatile: it reads MXCSR, which
 * no operand says. */
static void canary_asm(gcc_jit_block *blk, gcc_jit_lvalue *k)
{
    gcc_jit_extended_asm *e = gcc_jit_block_add_extended_asm(
        blk, NULL,
        "movl $1, %0\n\tvmovd %0, %%xmm15\n\tvaddss %{rn-sae%}, %%xmm15, %%xmm15, %%xmm15\n\t"
        "vmovd %%xmm15, %0");
    gcc_jit_extended_asm_add_output_operand(e, NULL, "=r", k);
    gcc_jit_extended_asm_add_clobber(e, "xmm15");
    gcc_jit_extended_asm_set_volatile_flag(e, 1);
}

/* For a block with a node of the native float path: the exported function
 * name makes MXCSR what that path assumes (MXCSR_NATIVE) around the call of
 * the block's own function, and restores it; MXCSR is read once a call and
 * written only when the host thread's differs (both are inline stmxcsr and
 * ldmxcsr: a call to a library function for each cost more than a short
 * block), and neither when the wave says the runtime holds it already
 * (fp_held: the runtime's loops set MXCSR once for many calls, as the read
 * alone costs ~5 ns, more than a short block) nor, on AVX-512, when
 * canary_asm finds FTZ and DAZ clear (~1 ns): every native instruction
 * there sets its own rounding and raises nothing (SAE_RN), and the helper
 * calls of the generic function set MXCSR for themselves. A block that
 * writes no MODE reads one MODE, the wave's on entry: it gets two
 * functions of its code, the wrapper choosing by that MODE, once a call:
 * *native_out, every native node's native code with no test
 * (g->native_fp 2), and *generic_out, every float node through the helper
 * (0). A block that writes MODE gets one function (*native_out;
 * *generic_out NULL) whose native nodes each test their own MODE
 * (fp_either, g->native_fp 1). The functions are internal: GCC may inline
 * them into the wrapper. */
static int fp_wrapper(struct gen *g, const char *name, int split, gcc_jit_function **native_out,
                      gcc_jit_function **generic_out)
{
    if (!new_block_fn(g, name, GCC_JIT_FUNCTION_EXPORTED))
        return 0;
    gcc_jit_function *outer = g->fn;
    gcc_jit_rvalue *w = g->w;
    gcc_jit_type *u = g->t_u32;
    gcc_jit_rvalue *mode_ok =
        split ? cmp(g, GCC_JIT_COMPARISON_EQ,
                    AND(u, gcc_jit_lvalue_as_rvalue(word(g, kst(g, u, W_MODEOFF))),
                        kst(g, u, FP_OK_MASK)),
                    kst(g, u, FP_OK_WANT))
              : NULL;
    /* the runtime holds MXCSR (the wave's fp_held): nothing to read or set */
    gcc_jit_rvalue *is_held =
        cmp(g, GCC_JIT_COMPARISON_NE, gcc_jit_lvalue_as_rvalue(word(g, kst(g, u, W_HELDOFF))),
            kst(g, u, 0));
    char inner_name[64];
    snprintf(inner_name, sizeof inner_name, "%s_in", name);
    gcc_jit_function *inner = new_block_fn(g, inner_name, GCC_JIT_FUNCTION_INTERNAL);
    gcc_jit_function *generic = NULL;
    if (inner && split) {
        snprintf(inner_name, sizeof inner_name, "%s_gen", name);
        generic = new_block_fn(g, inner_name, GCC_JIT_FUNCTION_INTERNAL);
    }
    if (!inner || (split && !generic))
        return 0;
    gcc_jit_block *b = gcc_jit_function_new_block(outer, "wrap");
    gcc_jit_block *held = gcc_jit_function_new_block(outer, "held");
    gcc_jit_block *read = gcc_jit_function_new_block(outer, "read_mxcsr");
    gcc_jit_block *set = gcc_jit_function_new_block(outer, "set_mxcsr");
    gcc_jit_block *call = gcc_jit_function_new_block(outer, "call");
    gcc_jit_block *restore = gcc_jit_function_new_block(outer, "restore_mxcsr");
    gcc_jit_block *leave = gcc_jit_function_new_block(outer, "leave");
    gcc_jit_lvalue *saved = gcc_jit_function_new_local(outer, NULL, u, "mxcsr");
    gcc_jit_lvalue *native = gcc_jit_function_new_local(outer, NULL, u, "mxcsr_native");
    gcc_jit_lvalue *rc = gcc_jit_function_new_local(outer, NULL, g->t_i32, "rc");
    gcc_jit_lvalue *dif = gcc_jit_function_new_local(outer, NULL, u, "mxcsr_differs");
    gcc_jit_rvalue *differs = cmp(g, GCC_JIT_COMPARISON_NE, gcc_jit_lvalue_as_rvalue(dif),
                                  kst(g, u, 0));
    if (g->nv >= 16) { /* SAE_RN: FTZ and DAZ clear is all the native path needs */
        gcc_jit_block *canary = gcc_jit_function_new_block(outer, "canary");
        gcc_jit_lvalue *k = gcc_jit_function_new_local(outer, NULL, u, "canary_bits");
        gcc_jit_block_end_with_conditional(b, NULL, is_held, held, canary);
        canary_asm(canary, k);
        gcc_jit_block_end_with_conditional(
            canary, NULL,
            cmp(g, GCC_JIT_COMPARISON_EQ, gcc_jit_lvalue_as_rvalue(k), kst(g, u, 2)), held,
            read);
    } else {
        gcc_jit_block_end_with_conditional(b, NULL, is_held, held, read);
    }
    gcc_jit_block_add_assignment(held, NULL, dif, kst(g, u, 0));
    gcc_jit_block_end_with_jump(held, NULL, call);
    mxcsr_asm(g, read, saved, NULL);
    /* its sticky exception flags (bits 5:0) aside, as vj_fp_enter does */
    gcc_jit_block_add_assignment(
        read, NULL, dif,
        cast(g, cmp(g, GCC_JIT_COMPARISON_NE,
                    AND(u, gcc_jit_lvalue_as_rvalue(saved), kst(g, u, ~0x3fu)),
                    kst(g, u, MXCSR_NATIVE)),
             u));
    gcc_jit_block_end_with_conditional(read, NULL, differs, set, call);
    gcc_jit_block_add_assignment(set, NULL, native, kst(g, u, MXCSR_NATIVE));
    mxcsr_asm(g, set, NULL, gcc_jit_lvalue_as_rvalue(native));
    gcc_jit_block_end_with_jump(set, NULL, call);
    gcc_jit_block *nat = call;
    if (split) { /* call: to nat or gen by MODE, both then to called */
        nat = gcc_jit_function_new_block(outer, "native");
        gcc_jit_block *gen = gcc_jit_function_new_block(outer, "generic");
        gcc_jit_block *join = gcc_jit_function_new_block(outer, "called");
        gcc_jit_block_end_with_conditional(call, NULL, mode_ok, nat, gen);
        gcc_jit_block_add_assignment(gen, NULL, rc,
                                     gcc_jit_context_new_call(g->cx, NULL, generic, 1, &w));
        gcc_jit_block_end_with_jump(gen, NULL, join);
        call = join;
    }
    gcc_jit_block_add_assignment(nat, NULL, rc, gcc_jit_context_new_call(g->cx, NULL, inner, 1, &w));
    if (split)
        gcc_jit_block_end_with_jump(nat, NULL, call);
    gcc_jit_block_end_with_conditional(call, NULL, differs, restore, leave);
    mxcsr_asm(g, restore, NULL, gcc_jit_lvalue_as_rvalue(saved));
    gcc_jit_block_end_with_jump(restore, NULL, leave);
    gcc_jit_block_end_with_return(leave, NULL, gcc_jit_lvalue_as_rvalue(rc));
    *native_out = inner;
    *generic_out = generic;
    return 1;
}

/* Whether block b writes the wave's MODE (s_setreg, s_round_mode, ...). */
static int writes_mode(const vj_ir_block *b)
{
    for (uint32_t k = 0; k < b->count; k++)
        if (b->nodes[k].op == VJ_OP_WRMODE)
            return 1;
    return 0;
}

/* A block's function: one per block, one copy of its code (gen_body); a
 * block with native float code behind fp_wrapper, with two copies when
 * its MODE is the one on entry. */
static int gen_function(struct gen *g, const vj_ir_block *b, const char *name)
{
    g->b = b;
    g->why[0] = '\0';
    int native = 0, cvt = 0;
    for (uint32_t k = 0; k < b->count; k++) {
        native |= (vj_op_table[b->nodes[k].op].flags & VJ_OF_MODE) && fp_native(g, k);
        cvt |= asm_cvt_node(g, k);
    }
    g->wrapped = native || cvt;
    if (!g->wrapped) {
        g->native_fp = 0;
        return new_block_fn(g, name, GCC_JIT_FUNCTION_EXPORTED) &&
               gen_body(g, gcc_jit_function_new_block(g->fn, "entry"));
    }
    /* (a block whose only x86 float code is asm_cvt's, which no MODE
     * changes, needs one function) */
    int split = native && !writes_mode(b);
    gcc_jit_function *nat, *generic;
    if (!fp_wrapper(g, name, split, &nat, &generic))
        return 0;
    g->fn = nat;
    g->w = gcc_jit_param_as_rvalue(gcc_jit_function_get_param(nat, 0));
    g->native_fp = split ? 2 : 1;
    if (!gen_body(g, gcc_jit_function_new_block(nat, "entry")))
        return 0;
    if (!split)
        return 1;
    g->fn = generic;
    g->w = gcc_jit_param_as_rvalue(gcc_jit_function_get_param(generic, 0));
    g->native_fp = 0;
    return gen_body(g, gcc_jit_function_new_block(generic, "entry"));
}

/* ------------------------------------------------------------- contexts */

struct vj_gen {
    struct gen g;
};

void *vj_gen_perm_helper(void)
{
    return (void *)perm_helper;
}

void *vj_gen_fp_helper(void)
{
    return (void *)fp_helper;
}

void *vj_gen_mem_helper(void)
{
    return (void *)vj_guest_chunk;
}

/* Lanes to a vector on the host level chosen (settings->march, in the
 * cache key): 512-bit vectors with AVX-512, 256-bit with AVX2, else SSE's
 * 128. Wider types than the host's GCC splits through the stack. */
static unsigned vector_lanes(const vj_jit_settings *s)
{
    if (strcmp(s->march, "x86-64-v4") == 0)
        return 16;
    if (strcmp(s->march, "x86-64-v3") == 0)
        return 8;
    return 4;
}

/* The exported pointer named sym, of a function type returning rt. */
static gcc_jit_rvalue *import_ptr(struct gen *g, const char *sym, gcc_jit_type *rt, int n,
                                  gcc_jit_type **params)
{
    gcc_jit_type *fp = gcc_jit_context_new_function_ptr_type(g->cx, NULL, rt, n, params, 0);
    gcc_jit_lvalue *ptr =
        fp ? gcc_jit_context_new_global(g->cx, NULL, GCC_JIT_GLOBAL_EXPORTED, fp, sym) : NULL;
    return ptr ? gcc_jit_lvalue_as_rvalue(ptr) : NULL;
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
    /* The code is already vector code in the shape GCC would make of it:
     * GCC's vectoriser and induction-variable passes have nothing left to
     * find, and the optimiser made the IR SSA, folded and without common
     * subexpressions. Level 1, the default, is -O1 without the passes that
     * cost GCC time and gave the code nothing measurable (issue 27: 25-
     * instruction blocks, batch 32, 4.3-4.8 ms a block); combine stays
     * (without it the code was 1.2x slower). */
    static const char *const level1[] = {
        "-fno-tree-vectorize",     "-fno-ivopts",           "-fno-tree-pta",
        "-fno-tree-dse",           "-fno-tree-dominator-opts", "-fno-tree-reassoc",
        "-fno-tree-sink",          "-fno-tree-slsr",        "-fno-tree-sra",
        "-fno-tree-loop-im",       "-fno-tree-ch",          "-fno-tree-fre",
        "-fno-tree-copy-prop",     "-fno-ipa-modref",       "-fno-ipa-pure-const",
        "-fno-ipa-reference",      "-fno-ipa-profile",      "-fno-tree-loop-optimize",
        "-fno-forward-propagate",  "-fno-asynchronous-unwind-tables", "-fno-unwind-tables"};
    for (size_t k = 0; s->opt_level == 1 && k < sizeof level1 / sizeof level1[0]; k++)
        gcc_jit_context_add_command_line_option(cx, level1[k]);
    if (s->opt_level >= 2)
        gcc_jit_context_add_command_line_option(cx, "-fno-tree-vectorize");
    if (s->march[0]) {
        char opt[32];
        snprintf(opt, sizeof opt, "-march=%s", s->march);
        gcc_jit_context_add_command_line_option(cx, opt);
    }
    /* The native float path (emit.c, "float"): a multiply and an add the
     * ISA keeps apart stay apart. */
    gcc_jit_context_add_command_line_option(cx, "-ffp-contract=off");
    gcc_jit_context_add_command_line_option(cx, "--param=ggc-min-heapsize=8192");
    gcc_jit_context_add_command_line_option(cx, "--param=ggc-min-expand=20");
    gcc_jit_context_add_command_line_option(cx, "-w");
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
    if (!g->t_void || !g->t_u32 || !g->t_u64 || !g->t_i32 || !g->t_i64)
        return 0;
    g->t_pu32 = gcc_jit_type_get_pointer(g->t_u32);
    g->nv = vector_lanes(s);
    g->t_v = gcc_jit_type_get_vector(g->t_u32, g->nv);
    g->t_pv = g->t_v ? gcc_jit_type_get_pointer(g->t_v) : NULL;
    /* every vector of the wave from any chunk on: more than the wave holds */
    g->t_pav = g->t_v ? gcc_jit_type_get_pointer(gcc_jit_context_new_array_type(
                            cx, NULL, g->t_v, (int)(2 * sizeof(struct vj_wave) / 4 / g->nv)))
                      : NULL;
    g->f_uv = g->t_v ? gcc_jit_context_new_field(cx, NULL, g->t_v, "v") : NULL;
    g->f_ua = gcc_jit_context_new_field(
        cx, NULL, gcc_jit_context_new_array_type(cx, NULL, g->t_u32, (int)g->nv), "a");
    g->t_vs = gcc_jit_type_get_vector(g->t_i32, g->nv);
    if (!g->t_pu32 || !g->t_pv || !g->t_pav || !g->t_vs || !g->f_uv || !g->f_ua)
        return 0;
    /* or_lanes halves a vector down to 4 lanes through these */
    gcc_jit_type *whole = g->t_v;
    for (unsigned k = 0; g->nv >> k > 4; k++) {
        gcc_jit_type *half = g->t_vh[k] = gcc_jit_type_get_vector(g->t_u32, g->nv >> (k + 1));
        g->f_hv[k] = gcc_jit_context_new_field(cx, NULL, whole, "v");
        g->f_hh[k] =
            gcc_jit_context_new_field(cx, NULL, gcc_jit_context_new_array_type(cx, NULL, half, 2),
                                      "h");
        gcc_jit_field *hf[2] = {g->f_hv[k], g->f_hh[k]};
        g->t_halves[k] = gcc_jit_context_new_union_type(cx, NULL, "halves", 2, hf);
        if (!g->t_halves[k])
            return 0;
        whole = half;
    }
    g->f_u4v = gcc_jit_context_new_field(cx, NULL, whole, "v");
    g->f_u4a = gcc_jit_context_new_field(
        cx, NULL, gcc_jit_context_new_array_type(cx, NULL, g->t_u32, 4), "a");
    gcc_jit_field *f4[2] = {g->f_u4v, g->f_u4a};
    g->t_un4 = gcc_jit_context_new_union_type(cx, NULL, "lanes4", 2, f4);
    if (!g->t_un4)
        return 0;
    gcc_jit_field *fields[2] = {g->f_uv, g->f_ua};
    g->t_un = gcc_jit_context_new_union_type(cx, NULL, "lanes", 2, fields);
    /* Requested in every context, used or not: GCC's bswap recognition
     * depends on the builtin having been requested (DESIGN.md). */
    g->f_bswap32 = gcc_jit_context_get_builtin_function(cx, "__builtin_bswap32");
    g->f_bswap64 = gcc_jit_context_get_builtin_function(cx, "__builtin_bswap64");
    g->f_popc32 = gcc_jit_context_get_builtin_function(cx, "__builtin_popcount");
    g->f_popc64 = gcc_jit_context_get_builtin_function(cx, "__builtin_popcountll");
    /* The native float path's asm (asm_vec) is written for the level chosen:
     * not with an extra option, which may change the target; its fma needs
     * FMA3 (x86-64-v3 and v4). */
    g->asm_fp = !s->extra[0];
    g->fma3 = g->nv >= 8;
    gcc_jit_type *u = g->t_u32, *p = g->t_pu32, *q = g->t_u64;
    gcc_jit_type *perm_params[8] = {p, p, u, p, u, p, u, u};
    gcc_jit_type *fp_params[6] = {p, p, u, u, u, q};
    g->imp[VJ_GEN_IMPORT_vj_gen_perm_helper] =
        import_ptr(g, VJ_GEN_PERM_HELPER, g->t_void, 8, perm_params);
    g->imp[VJ_GEN_IMPORT_vj_gen_fp_helper] =
        import_ptr(g, VJ_GEN_FP_HELPER, g->t_void, 6, fp_params);
    gcc_jit_type *mem_params[9] = {g->t_pv, p, p, u, u, q, u, u, u};
    g->imp[VJ_GEN_IMPORT_vj_gen_mem_helper] =
        import_ptr(g, VJ_GEN_MEM_HELPER, g->t_i32, 9, mem_params);
    for (unsigned k = 0; k < VJ_GEN_NIMPORTS; k++)
        if (!g->imp[k])
            return 0;
    return g->t_un && g->f_bswap32 && g->f_bswap64 && g->f_popc32 && g->f_popc64;
}

struct vj_gen *vj_gen_new(const vj_jit_settings *settings, char *why, size_t size)
{
    struct vj_gen *gen = calloc(1, sizeof *gen);
    if (!gen) {
        snprintf(why, size, "out of memory");
        return NULL;
    }
    gen->g.locals = calloc(LOCALS_CAP, sizeof *gen->g.locals);
    if (!gen->g.locals) {
        snprintf(why, size, "out of memory");
        free(gen);
        return NULL;
    }
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
    if (gen_function(g, b, name))
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
    free(gen->g.locals);
    free(gen);
}
