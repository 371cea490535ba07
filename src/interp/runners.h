/* runners: the interpreter's lane loops, one per pure IR op, and their table
 * by op, both generated from ops.def's SIG and SEM columns. Not a header of
 * its own: interp.c includes it twice, with RUNNER(NAME) naming the copy and
 * RUNNER_ATTR its target attributes, once
 * for the baseline ISA and once for AVX2. No include guard, on purpose. */

/* Runners by shape. F is the vj_sem_ function name stem. */
#define RUN1(NAME, F)                                                                             \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        (void)b, (void)c;                                                                         \
        if (is64)                                                                                 \
            FOR_LANES r->d[l] = F##64(a->d[l]);                                                   \
        else                                                                                      \
            FOR_LANES r->w[l] = F##32(a->w[l]);                                                   \
    }
#define RUN2(NAME, F)                                                                             \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        (void)c;                                                                                  \
        if (is64)                                                                                 \
            FOR_LANES r->d[l] = F##64(a->d[l], b->d[l]);                                          \
        else                                                                                      \
            FOR_LANES r->w[l] = F##32(a->w[l], b->w[l]);                                          \
    }
/* Shifts: the count (b) is always i32. */
#define RUNSH(NAME, F)                                                                            \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        (void)c;                                                                                  \
        if (is64)                                                                                 \
            FOR_LANES r->d[l] = F##64(a->d[l], b->w[l]);                                          \
        else                                                                                      \
            FOR_LANES r->w[l] = F##32(a->w[l], b->w[l]);                                          \
    }
/* i32-only ops with two or three arguments: F is the full function name. */
#define RUN2W(NAME, F)                                                                            \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        (void)c, (void)is64;                                                                      \
        FOR_LANES r->w[l] = F(a->w[l], b->w[l]);                                                  \
    }
#define RUN3W(NAME, F)                                                                            \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        (void)is64;                                                                               \
        FOR_LANES r->w[l] = F(a->w[l], b->w[l], c->w[l]);                                         \
    }

/* Three arguments, both widths (bfi). */
#define RUN3(NAME, F)                                                                             \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        if (is64)                                                                                 \
            FOR_LANES r->d[l] = F##64(a->d[l], b->d[l], c->d[l]);                                 \
        else                                                                                      \
            FOR_LANES r->w[l] = F##32(a->w[l], b->w[l], c->w[l]);                                 \
    }
/* The condition is i32 whatever the node's type. */
#define RUNSEL(NAME, F)                                                                           \
    RUNNER_ATTR static void RUNNER(NAME)(lanes *restrict r, const lanes *a, const lanes *b,       \
                                         const lanes *c, unsigned n, int is64)                    \
    {                                                                                             \
        if (is64)                                                                                 \
            FOR_LANES r->d[l] = F##64(a->w[l], b->d[l], c->d[l]);                                 \
        else                                                                                      \
            FOR_LANES r->w[l] = F##32(a->w[l], b->w[l], c->w[l]);                                 \
    }

/* One runner per op from its SIG column (ops.def); ops of SIG NONE, LANE,
 * ROWS, CV and FP have none: run_nodes runs them itself. */
/* clang-format off */
#define SIG_NONE(NAME, F)
#define SIG_LANE(NAME, F)
#define SIG_ROWS(NAME, F)
#define SIG_CV(NAME, F)
#define SIG_FP(NAME, F)
#define SIG_U1(NAME, F)  RUN1(NAME, F)
#define SIG_U2(NAME, F)  RUN2(NAME, F)
#define SIG_U3(NAME, F)  RUN3(NAME, F)
#define SIG_SH(NAME, F)  RUNSH(NAME, F)
#define SIG_SEL(NAME, F) RUNSEL(NAME, F)
#define SIG_W2(NAME, F)  RUN2W(NAME, F)
#define SIG_W3(NAME, F)  RUN3W(NAME, F)
#define VJ_OPSEM(id, sig, sem, imm) SIG_##sig(id, sem)
#include "ir/ops.def"
#undef VJ_OPSEM

#define TAB_NONE(NAME) NULL
#define TAB_LANE(NAME) NULL
#define TAB_ROWS(NAME) NULL
#define TAB_CV(NAME)   NULL
#define TAB_FP(NAME)   NULL
#define TAB_U1(NAME)   RUNNER(NAME)
#define TAB_U2(NAME)   RUNNER(NAME)
#define TAB_U3(NAME)   RUNNER(NAME)
#define TAB_SH(NAME)   RUNNER(NAME)
#define TAB_SEL(NAME)  RUNNER(NAME)
#define TAB_W2(NAME)   RUNNER(NAME)
#define TAB_W3(NAME)   RUNNER(NAME)
/* clang-format on */
static const runner RUNNER(table)[VJ_OP_COUNT] = {
#define VJ_OPSEM(id, sig, sem, imm) [VJ_OP_##id] = TAB_##sig(id),
#include "ir/ops.def"
#undef VJ_OPSEM
};

#undef SIG_NONE
#undef SIG_LANE
#undef SIG_ROWS
#undef SIG_CV
#undef SIG_FP
#undef SIG_U1
#undef SIG_U2
#undef SIG_U3
#undef SIG_SH
#undef SIG_SEL
#undef SIG_W2
#undef SIG_W3
#undef TAB_NONE
#undef TAB_LANE
#undef TAB_ROWS
#undef TAB_CV
#undef TAB_FP
#undef TAB_U1
#undef TAB_U2
#undef TAB_U3
#undef TAB_SH
#undef TAB_SEL
#undef TAB_W2
#undef TAB_W3
#undef RUN3
#undef RUNSEL
#undef RUN1
#undef RUN2
#undef RUNSH
#undef RUN2W
#undef RUN3W
