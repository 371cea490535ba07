/* permplan: the perm planner: v_perm_b32 with a known selector, planned as the cheapest mix of the
 * IR's own ops (see permplan.h). Pure functions: no block, no wave, no engine.
 *
 * The rule of the room: fold rules keep the result type (i32) and only
 * shrink code; a plan never costs more than VJ_FOLD_PERM_COST.
 *
 * How it works. Each result byte of the perm is one of: a constant byte, byte
 * j of a source, or the sign of byte j of a source spread over 8 bits. The
 * rules below are producers: cheap expressions of the sources (x, x << 8k,
 * bswap(x), fshr(S0, S1, 8k), ...) whose bytes we know symbolically. A plan
 * is the cheapest set of producers, each masked when it must be, whose OR
 * (with the constant bytes) gives every byte: a cover over four bytes, found
 * exactly by a small dynamic programme. The shapes people name -- a copy, a
 * bswap, a funnel shift, a shift with zero fill, an AND or OR with a
 * constant, half packing, sign extension, a rotate -- are simply the covers
 * that come out cheapest. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir/permplan.h"
#include "util/strbuf.h"

/* ---------------------------------------------------------- symbolic bytes */

/* A byte as known at translation time. */
typedef uint16_t fbyte;
#define FB_K(v)    ((fbyte)(v))                                           /* the constant byte v */
#define FB_D(s, j) ((fbyte)(0x100u | (unsigned)(s) << 2 | (unsigned)(j))) /* byte j of s */
#define FB_G(s, j) ((fbyte)(0x200u | (unsigned)(s) << 2 | (unsigned)(j))) /* sign of it */
#define FB_IS_K(x) ((x) < 0x100u)

typedef struct fvec {
    fbyte b[4]; /* b[0] is the low byte */
} fvec;

/* The sources as known: their bytes, and each byte's sign bit spread. */
typedef struct fsyms {
    fvec byte[2];
    fvec sign[2];
} fsyms;

static fbyte sign_of(const fsyms *sy, fbyte x)
{
    if (FB_IS_K(x))
        return FB_K(x & 0x80u ? 0xffu : 0u);
    if (x & 0x100u)
        return sy->sign[(x >> 2) & 1].b[x & 3];
    return x; /* already a spread sign */
}

/* --------------------------------------------------------------- the rules */

/* How a rule's IR is formed from its sources x (or a, b) and parameters. */
enum { A_X, A_XK, A_XXK, A_XKK, A_ABK, A_SPLAT };

typedef struct frule {
    const char *name;
    uint8_t op;        /* vj_op, or VJ_OP_COUNT for none (a copy) */
    uint8_t form;      /* A_* */
    uint8_t nsrc;      /* 1, or 2 for a two-source row */
    uint8_t shiftable; /* may be followed by a whole-byte shift (one op more) */
    uint8_t np;
    uint8_t param[9][2];
    /* The bytes of the result, from sources x (= a) and y (= b). */
    void (*bytes)(const fsyms *sy, const fvec *x, const fvec *y, const vj_fold_term *t, fvec *out);
} frule;

#define RULE_ARGS const fsyms *sy, const fvec *x, const fvec *y, const vj_fold_term *t, fvec *o
#define UNUSED_ARGS                                                                               \
    unsigned p = t->p, q = t->q;                                                                  \
    (void)sy, (void)x, (void)y, (void)p, (void)q

/* x: bytes 3 2 1 0 of x (the identity). */
static void by_copy(RULE_ARGS)
{
    UNUSED_ARGS;
    *o = *x;
}

/* x << p (p = 8k): byte i is byte i-k of x, zero below. */
static void by_shl(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = i >= p / 8 ? x->b[i - p / 8] : FB_K(0);
}

/* x >> p (p = 8k): byte i is byte i+k of x, zero above. */
static void by_shr(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = i + p / 8 < 4 ? x->b[i + p / 8] : FB_K(0);
}

/* sar(x, p) (p = 8k, or 31): byte i is byte i+k of x, the sign of byte 3 above. */
static void by_sar(RULE_ARGS)
{
    UNUSED_ARGS;
    unsigned k = p == 31 ? 4 : p / 8;
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = i + k < 4 ? x->b[i + k] : sign_of(sy, x->b[3]);
}

/* rotr(x, p) = fshr(x, x, p) (p = 8k): byte i is byte (i+k) mod 4 of x. */
static void by_rotr(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = x->b[(i + p / 8) & 3];
}

/* bswap(x): bytes 0 1 2 3 of x. */
static void by_bswap(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = x->b[3 - i];
}

/* ubfe(x, p, q) (whole bytes): bytes p/8 .. p/8+q/8-1 of x at 0, zero above. */
static void by_ubfe(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = i < q / 8 ? x->b[i + p / 8] : FB_K(0);
}

/* sbfe(x, p, q): whole bytes p/8 .. at 0 with the sign of the top one above;
 * or, for a one-bit field at bit 8j+7, the sign of byte j everywhere. */
static void by_sbfe(RULE_ARGS)
{
    UNUSED_ARGS;
    if (q == 1) {
        for (unsigned i = 0; i < 4; i++)
            o->b[i] = sign_of(sy, x->b[p / 8]);
        return;
    }
    fbyte top = sign_of(sy, x->b[(p + q) / 8 - 1]);
    for (unsigned i = 0; i < 4; i++)
        o->b[i] = i < q / 8 ? x->b[i + p / 8] : top;
}

/* fshr(a, b, p) (p = 8k): bytes k .. k+3 of the 64-bit {a (high), b (low)}. */
static void by_fshr(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++) {
        unsigned j = i + p / 8;
        o->b[i] = j < 4 ? y->b[j] : x->b[j - 4];
    }
}

/* field(x, p, q) * mul: the q-bit field of x at bit p (whole bytes), copied to
 * every byte position k set in mul (bit 8k); the copies never overlap, so the
 * multiply is an OR of shifts, without carries. Two ops: extract, multiply. */
static void by_splat(RULE_ARGS)
{
    UNUSED_ARGS;
    for (unsigned i = 0; i < 4; i++) {
        o->b[i] = FB_K(0);
        for (unsigned k = 0; k <= i; k++)
            if ((t->mul >> (8 * k)) & 1u && i - k < q / 8)
                o->b[i] = x->b[p / 8 + i - k];
    }
}

enum { R_COPY, R_SHL, R_SHR, R_SAR, R_ROTR, R_BSWAP, R_UBFE, R_SBFE, R_FSHR, R_SPLAT, R_COUNT };

/* Cheapest first: at equal cost the earlier row wins, so it reads simplest. */
/* clang-format off */
static const frule rules[R_COUNT] = {
    [R_COPY] = {"copy", VJ_OP_COUNT, A_X, 1, 0, 1, {{0, 0}}, by_copy},
    [R_SHL] = {"shl", VJ_OP_SHL, A_XK, 1, 0, 3, {{8, 0}, {16, 0}, {24, 0}}, by_shl},
    [R_SHR] = {"shr", VJ_OP_SHR, A_XK, 1, 0, 3, {{8, 0}, {16, 0}, {24, 0}}, by_shr},
    [R_SAR] = {"sar", VJ_OP_SAR, A_XK, 1, 1, 4, {{8, 0}, {16, 0}, {24, 0}, {31, 0}}, by_sar},
    [R_ROTR] = {"rotr", VJ_OP_FSHR, A_XXK, 1, 1, 3, {{8, 0}, {16, 0}, {24, 0}}, by_rotr},
    [R_BSWAP] = {"bswap", VJ_OP_BSWAP, A_X, 1, 1, 1, {{0, 0}}, by_bswap},
    [R_UBFE] = {"ubfe", VJ_OP_UBFE, A_XKK, 1, 0, 3, {{8, 8}, {8, 16}, {16, 8}}, by_ubfe},
    [R_SBFE] = {"sbfe", VJ_OP_SBFE, A_XKK, 1, 1, 9,
                {{0, 8}, {0, 16}, {0, 24}, {8, 8}, {8, 16}, {16, 8}, {7, 1}, {15, 1}, {23, 1}},
                by_sbfe},
    [R_FSHR] = {"fshr", VJ_OP_FSHR, A_ABK, 2, 1, 3, {{8, 0}, {16, 0}, {24, 0}}, by_fshr},
    [R_SPLAT] = {"splat", VJ_OP_MUL, A_SPLAT, 1, 0, 9,
                 {{0, 8}, {8, 8}, {16, 8}, {24, 8}, {0, 16}, {8, 16}, {16, 16}, {0, 24}, {8, 24}},
                 by_splat},
};
/* clang-format on */

/* The multipliers of a splat of a q-bit field: two or more byte positions
 * (bit 8k for position k), at least q/8 apart so that copies never overlap. */
static const uint32_t splat_mul8[] = {
    0x00000101, 0x00010001, 0x00010100, 0x00010101, 0x01000001, 0x01000100,
    0x01000101, 0x01010000, 0x01010001, 0x01010100, 0x01010101,
};
static const uint32_t splat_mul16[] = {0x00010001, 0x01000001, 0x01000100};
static const uint32_t splat_mul24[] = {0x01000001};

static unsigned splat_muls(unsigned q, const uint32_t **out)
{
    if (q == 8) {
        *out = splat_mul8;
        return sizeof splat_mul8 / sizeof splat_mul8[0];
    }
    *out = q == 16 ? splat_mul16 : splat_mul24;
    return q == 16 ? 3 : 1;
}

/* ------------------------------------------------------------------ planning */

/* The target: what each result byte must be. */
static fbyte target_byte(const fsyms *sy, unsigned sel)
{
    if (sel < 4)
        return sy->byte[1].b[sel];
    if (sel < 8)
        return sy->byte[0].b[sel - 4];
    if (sel < 12) /* 8..11: the sign of data byte 1, 3, 5, 7 */
        return sy->sign[sel < 10 ? 1 : 0].b[(sel & 1) ? 3 : 1];
    return FB_K(sel == 12 ? 0x00u : 0xffu);
}

static void make_syms(const vj_fold_src src[2], int same, fsyms *sy)
{
    for (unsigned s = 0; s < 2; s++) {
        uint32_t zero = src[s].zero, one = src[s].one;
        if (same) { /* one value: what is known of either is known of both */
            zero = src[0].zero | src[1].zero;
            one = src[0].one | src[1].one;
        }
        unsigned name = same ? 1 : s; /* the same value is always called S1 */
        for (unsigned j = 0; j < 4; j++) {
            unsigned known = ((zero | one) >> (8 * j)) & 0xffu;
            sy->byte[s].b[j] = known == 0xffu ? FB_K((one >> (8 * j)) & 0xffu) : FB_D(name, j);
            unsigned bit = 8 * j + 7;
            if (((zero | one) >> bit) & 1u)
                sy->sign[s].b[j] = FB_K((one >> bit) & 1u ? 0xffu : 0u);
            else
                sy->sign[s].b[j] = FB_G(name, j);
        }
    }
}

static int all_known(const fvec *v)
{
    return FB_IS_K(v->b[0]) && FB_IS_K(v->b[1]) && FB_IS_K(v->b[2]) && FB_IS_K(v->b[3]);
}

/* A candidate term: which needed bytes it gives, and whether it needs a mask
 * because some other byte would spoil the OR. */
typedef struct cand {
    vj_fold_term t;
    uint8_t good;
} cand;

#define MAX_CANDS 2048

typedef struct planner {
    fvec want;
    uint32_t konst;
    cand c[MAX_CANDS];
    unsigned n;
} planner;

static void consider(planner *pl, const vj_fold_term *t, unsigned ops, const fvec *v)
{
    unsigned good = 0, bad = 0;
    for (unsigned i = 0; i < 4; i++) {
        fbyte w = pl->want.b[i], x = v->b[i];
        if (!FB_IS_K(w)) {
            if (x == w)
                good |= 1u << i;
            else if (x != FB_K(0))
                bad = 1;
        } else if (w != FB_K(0xff) && !(FB_IS_K(x) && (x & ~w) == 0)) {
            /* A 0xff byte is made by ORing konst in; any other constant
             * byte needs the term to add no bits there. */
            bad = 1;
        }
    }
    if (!good || pl->n == MAX_CANDS)
        return;
    cand *c = &pl->c[pl->n++];
    c->t = *t;
    c->good = (uint8_t)good;
    c->t.gives = (uint8_t)good;
    c->t.mask = 0xffffffffu;
    if (bad) {
        c->t.mask = 0;
        for (unsigned i = 0; i < 4; i++)
            if (good & (1u << i))
                c->t.mask |= 0xffu << (8 * i);
    }
    c->t.ops = (uint8_t)(ops + (bad ? 1 : 0));
}

static void shift_bytes(const fvec *in, int post, fvec *out)
{
    for (int i = 0; i < 4; i++) {
        int j = i - post;
        out->b[i] = j >= 0 && j < 4 ? in->b[j] : FB_K(0);
    }
}

static void candidates(planner *pl, const fsyms *sy, int same)
{
    for (unsigned r = 0; r < R_COUNT; r++) {
        const frule *ru = &rules[r];
        for (unsigned a = 0; a < 2; a++) {
            unsigned b = 1 - a;
            if (same && (ru->nsrc == 2 || a == 0))
                continue; /* one value, called S1: two-source rows are rotates */
            if (all_known(&sy->byte[a]) && (ru->nsrc == 1 || all_known(&sy->byte[b])))
                continue;
            for (unsigned k = 0; k < ru->np; k++) {
                vj_fold_term t = {.rule = (uint8_t)r,
                                  .a = (uint8_t)a,
                                  .b = (uint8_t)b,
                                  .p = ru->param[k][0],
                                  .q = ru->param[k][1]};
                fvec v;
                if (r == R_SPLAT) {
                    const uint32_t *muls;
                    unsigned nm = splat_muls(t.q, &muls);
                    for (unsigned i = 0; i < nm; i++) {
                        t.mul = muls[i];
                        ru->bytes(sy, &sy->byte[a], &sy->byte[b], &t, &v);
                        consider(pl, &t, 2, &v);
                    }
                    continue;
                }
                ru->bytes(sy, &sy->byte[a], &sy->byte[b], &t, &v);
                unsigned ops = ru->op == VJ_OP_COUNT ? 0 : 1;
                consider(pl, &t, ops, &v);
                for (int m = -3; ru->shiftable && m <= 3; m++) {
                    if (m == 0)
                        continue;
                    fvec sh;
                    shift_bytes(&v, m, &sh);
                    t.post = (int8_t)m;
                    consider(pl, &t, ops + 1, &sh);
                }
            }
        }
    }
}

static int term_order(const vj_fold_term *t)
{
    return __builtin_ctz(t->gives | 0x10u);
}

void vj_fold_perm(uint32_t sel, const vj_fold_src src[2], int same, vj_fold_plan *plan)
{
    static const vj_fold_src unknown[2] = {{0, 0}, {0, 0}};
    fsyms sy;
    planner pl;
    memset(plan, 0, sizeof *plan);
    make_syms(src ? src : unknown, same, &sy);

    unsigned need = 0;
    pl.konst = 0;
    pl.n = 0;
    for (unsigned i = 0; i < 4; i++) {
        pl.want.b[i] = target_byte(&sy, (sel >> (8 * i)) & 0xffu);
        if (FB_IS_K(pl.want.b[i]))
            pl.konst |= (uint32_t)pl.want.b[i] << (8 * i);
        else
            need |= 1u << i;
    }
    plan->konst = pl.konst;
    if (!need) {
        plan->kind = VJ_FOLD_CONST;
        return;
    }

    candidates(&pl, &sy, same);

    /* Cover the needed bytes: best[m] is the cheapest set of terms giving the
     * bytes in m, each term costed with the OR that merges it. */
    unsigned best[16], from[16], via[16];
    for (unsigned m = 0; m < 16; m++)
        best[m] = ~0u;
    best[0] = 0;
    for (unsigned m = 0; m < 16; m++) {
        if (best[m] == ~0u)
            continue;
        for (unsigned i = 0; i < pl.n; i++) {
            unsigned to = m | pl.c[i].good;
            unsigned cost = best[m] + pl.c[i].t.ops + 1;
            if (to != m && cost < best[to]) {
                best[to] = cost;
                from[to] = m;
                via[to] = i;
            }
        }
    }
    /* Every needed byte has a copy or whole-byte shift of its source, so the
     * cover exists; keep PERM anyway if that ever stops being true. */
    unsigned full = best[need] == ~0u ? ~0u : best[need] - 1 + (pl.konst ? 1 : 0);
    if (full > VJ_FOLD_PERM_COST) {
        plan->kind = VJ_FOLD_PERM;
        plan->ops = 1;
        return;
    }
    plan->kind = VJ_FOLD_EXPR;
    plan->ops = full;
    for (unsigned m = need; m; m = from[m])
        plan->term[plan->nterms++] = pl.c[via[m]].t;
    /* Low bytes first, so that the text reads like the selector. */
    for (unsigned i = 1; i < plan->nterms; i++)
        for (unsigned j = i; j > 0 && term_order(&plan->term[j]) < term_order(&plan->term[j - 1]);
             j--) {
            vj_fold_term tmp = plan->term[j];
            plan->term[j] = plan->term[j - 1];
            plan->term[j - 1] = tmp;
        }
}

/* ------------------------------------------------------------------ emitting */

static uint32_t emit_term(const vj_fold_term *t, const vj_fold_builder *bld, const uint32_t s[2])
{
    const frule *ru = &rules[t->rule];
    uint32_t x = s[t->a], v;
    vj_op op = (vj_op)ru->op;
    switch (ru->form) {
    case A_XK:
        v = bld->emit(bld->ctx, op, x, bld->konst(bld->ctx, t->p), VJ_NO_ARG);
        break;
    case A_XXK:
        v = bld->emit(bld->ctx, op, x, x, bld->konst(bld->ctx, t->p));
        break;
    case A_XKK:
        v = bld->emit(bld->ctx, op, x, bld->konst(bld->ctx, t->p), bld->konst(bld->ctx, t->q));
        break;
    case A_ABK:
        v = bld->emit(bld->ctx, op, x, s[t->b], bld->konst(bld->ctx, t->p));
        break;
    case A_SPLAT:
        if (t->p == 0) /* the field: x & mask, x >> p, or ubfe(x, p, q) */
            v = bld->emit(bld->ctx, VJ_OP_AND, x, bld->konst(bld->ctx, (1u << t->q) - 1u),
                          VJ_NO_ARG);
        else if (t->p + t->q == 32)
            v = bld->emit(bld->ctx, VJ_OP_SHR, x, bld->konst(bld->ctx, t->p), VJ_NO_ARG);
        else
            v = bld->emit(bld->ctx, VJ_OP_UBFE, x, bld->konst(bld->ctx, t->p),
                          bld->konst(bld->ctx, t->q));
        v = bld->emit(bld->ctx, op, v, bld->konst(bld->ctx, t->mul), VJ_NO_ARG);
        break;
    default:
        v = ru->op == VJ_OP_COUNT ? x : bld->emit(bld->ctx, op, x, VJ_NO_ARG, VJ_NO_ARG);
        break;
    }
    if (t->post)
        v = bld->emit(bld->ctx, t->post > 0 ? VJ_OP_SHL : VJ_OP_SHR, v,
                      bld->konst(bld->ctx, 8u * (unsigned)(t->post > 0 ? t->post : -t->post)),
                      VJ_NO_ARG);
    if (t->mask != 0xffffffffu)
        v = bld->emit(bld->ctx, VJ_OP_AND, v, bld->konst(bld->ctx, t->mask), VJ_NO_ARG);
    return v;
}

uint32_t vj_fold_emit(const vj_fold_plan *plan, const vj_fold_builder *bld, uint32_t s0,
                      uint32_t s1)
{
    if (plan->kind == VJ_FOLD_CONST)
        return bld->konst(bld->ctx, plan->konst);
    if (plan->kind != VJ_FOLD_EXPR)
        return VJ_NO_ARG;
    const uint32_t s[2] = {s0, s1};
    uint32_t acc = VJ_NO_ARG;
    for (unsigned i = 0; i < plan->nterms; i++) {
        uint32_t v = emit_term(&plan->term[i], bld, s);
        if (v == VJ_NO_ARG)
            return VJ_NO_ARG;
        acc = acc == VJ_NO_ARG ? v : bld->emit(bld->ctx, VJ_OP_OR, acc, v, VJ_NO_ARG);
    }
    if (acc != VJ_NO_ARG && plan->konst)
        acc = bld->emit(bld->ctx, VJ_OP_OR, acc, bld->konst(bld->ctx, plan->konst), VJ_NO_ARG);
    return acc;
}

/* ------------------------------------------------------------------- text */

/* A producer as text; returns 1 when it is atomic (a name or a call), 0 when
 * it is a binary expression that needs brackets inside another. */
static int producer_text(const vj_fold_term *t, char *out, size_t size)
{
    static const char *const nm[2] = {"S0", "S1"};
    const char *x = nm[t->a];
    switch (t->rule) {
    case R_COPY:
        snprintf(out, size, "%s", x);
        return 1;
    case R_SHL:
        snprintf(out, size, "%s << %u", x, t->p);
        return 0;
    case R_SHR:
        snprintf(out, size, "%s >> %u", x, t->p);
        return 0;
    case R_SAR: /* sar(x, p) is x >> p sign-extended from its top bit */
        snprintf(out, size, "sext%u(%s >> %u)", 32u - t->p, x, t->p);
        return 1;
    case R_ROTR:
        if (t->p > 16)
            snprintf(out, size, "rotl(%s, %u)", x, 32u - t->p);
        else
            snprintf(out, size, "rotr(%s, %u)", x, t->p);
        return 1;
    case R_BSWAP:
        snprintf(out, size, "bswap(%s)", x);
        return 1;
    case R_UBFE:
        snprintf(out, size, "(%s >> %u) & 0x%x", x, t->p, (1u << t->q) - 1u);
        return 0;
    case R_SBFE:
        if (t->p)
            snprintf(out, size, "sext%u(%s >> %u)", t->q, x, t->p);
        else
            snprintf(out, size, "sext%u(%s)", t->q, x);
        return 1;
    case R_FSHR:
        snprintf(out, size, "fshr(%s, %s, %u)", x, nm[t->b], t->p);
        return 1;
    default: /* R_SPLAT */
        if (t->p == 0)
            snprintf(out, size, "(%s & 0x%x) * 0x%x", x, (1u << t->q) - 1u, t->mul);
        else if (t->p + t->q == 32)
            snprintf(out, size, "(%s >> %u) * 0x%x", x, t->p, t->mul);
        else
            snprintf(out, size, "((%s >> %u) & 0x%x) * 0x%x", x, t->p, (1u << t->q) - 1u, t->mul);
        return 0;
    }
}

static int term_text(const vj_fold_term *t, char *out, size_t size)
{
    char prod[64], shifted[96];
    int atomic = producer_text(t, prod, sizeof prod);
    if (t->post) {
        const char *fmt = atomic ? "%s %s %u" : "(%s) %s %u";
        snprintf(shifted, sizeof shifted, fmt, prod, t->post > 0 ? "<<" : ">>",
                 8u * (unsigned)(t->post > 0 ? t->post : -t->post));
        atomic = 0;
    } else {
        snprintf(shifted, sizeof shifted, "%s", prod);
    }
    if (t->mask != 0xffffffffu) {
        snprintf(out, size, atomic ? "%s & 0x%x" : "(%s) & 0x%x", shifted, t->mask);
        return 0;
    }
    snprintf(out, size, "%s", shifted);
    return atomic;
}

int vj_fold_plan_text(const vj_fold_plan *plan, char *buf, size_t size)
{
    vj_strbuf sb;
    vj_sb_fixed(&sb, buf, size);
    if (plan->kind == VJ_FOLD_CONST) {
        vj_sb_printf(&sb, "0x%08x", plan->konst);
    } else if (plan->kind == VJ_FOLD_PERM) {
        vj_sb_printf(&sb, "perm(S0, S1)");
    } else {
        unsigned pieces = plan->nterms + (plan->konst ? 1 : 0);
        for (unsigned i = 0; i < plan->nterms; i++) {
            char t[200];
            int atomic = term_text(&plan->term[i], t, sizeof t);
            vj_sb_printf(&sb, pieces > 1 && !atomic ? "%s(%s)" : "%s%s", i ? " | " : "", t);
        }
        if (plan->konst)
            vj_sb_printf(&sb, " | 0x%x", plan->konst);
    }
    return (int)sb.len;
}
