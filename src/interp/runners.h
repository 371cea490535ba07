/* runners: the interpreter's lane loops, one per pure IR op, and their table
 * by op. Not a header of its own: interp.c includes it twice, with
 * RUNNER(NAME) naming the copy and RUNNER_ATTR its target attributes, once
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

RUN2(AND, vj_sem_and)
RUN2(OR, vj_sem_or)
RUN2(XOR, vj_sem_xor)
RUN1(NOT, vj_sem_not)
RUNSH(SHL, vj_sem_shl)
RUNSH(SHR, vj_sem_shr)
RUNSH(SAR, vj_sem_sar)
RUN3W(FSHR, vj_sem_fshr32)
RUN1(BSWAP, vj_sem_bswap)
RUN3W(UBFE, vj_sem_ubfe32)
RUN3W(SBFE, vj_sem_sbfe32)
RUN2(ADD, vj_sem_add)
RUN2(SUB, vj_sem_sub)
RUN2(MUL, vj_sem_mul)
RUN2W(MULHU, vj_sem_mulhu32)
RUN2W(MULHS, vj_sem_mulhs32)
RUN2W(MULU24, vj_sem_mulu24_32)
RUN2W(MULI24, vj_sem_muli24_32)
RUN2(UMIN, vj_sem_umin)
RUN2(UMAX, vj_sem_umax)
RUN2(SMIN, vj_sem_smin)
RUN2(SMAX, vj_sem_smax)
RUN1(POPCNT, vj_sem_popcnt)
RUN1(BITREV, vj_sem_bitrev)

RUNNER_ATTR static void RUNNER(BFI)(lanes *restrict r, const lanes *a, const lanes *b,
                                    const lanes *c, unsigned n, int is64)
{
    if (is64)
        FOR_LANES r->d[l] = vj_sem_bfi64(a->d[l], b->d[l], c->d[l]);
    else
        FOR_LANES r->w[l] = vj_sem_bfi32(a->w[l], b->w[l], c->w[l]);
}

/* The condition is i32 whatever the node's type. */
RUNNER_ATTR static void RUNNER(SELECT)(lanes *restrict r, const lanes *a, const lanes *b,
                                       const lanes *c, unsigned n, int is64)
{
    if (is64)
        FOR_LANES r->d[l] = vj_sem_select64(a->w[l], b->d[l], c->d[l]);
    else
        FOR_LANES r->w[l] = vj_sem_select32(a->w[l], b->w[l], c->w[l]);
}

static const runner RUNNER(table)[VJ_OP_COUNT] = {
    [VJ_OP_AND] = RUNNER(AND),       [VJ_OP_OR] = RUNNER(OR),
    [VJ_OP_XOR] = RUNNER(XOR),       [VJ_OP_NOT] = RUNNER(NOT),
    [VJ_OP_SHL] = RUNNER(SHL),       [VJ_OP_SHR] = RUNNER(SHR),
    [VJ_OP_SAR] = RUNNER(SAR),       [VJ_OP_FSHR] = RUNNER(FSHR),
    [VJ_OP_BSWAP] = RUNNER(BSWAP),   [VJ_OP_UBFE] = RUNNER(UBFE),
    [VJ_OP_SBFE] = RUNNER(SBFE),     [VJ_OP_BFI] = RUNNER(BFI),
    [VJ_OP_ADD] = RUNNER(ADD),       [VJ_OP_SUB] = RUNNER(SUB),
    [VJ_OP_MUL] = RUNNER(MUL),       [VJ_OP_MULHU] = RUNNER(MULHU),
    [VJ_OP_MULHS] = RUNNER(MULHS),   [VJ_OP_MULU24] = RUNNER(MULU24),
    [VJ_OP_MULI24] = RUNNER(MULI24), [VJ_OP_UMIN] = RUNNER(UMIN),
    [VJ_OP_UMAX] = RUNNER(UMAX),     [VJ_OP_SMIN] = RUNNER(SMIN),
    [VJ_OP_SMAX] = RUNNER(SMAX),     [VJ_OP_SELECT] = RUNNER(SELECT),
    [VJ_OP_POPCNT] = RUNNER(POPCNT), [VJ_OP_BITREV] = RUNNER(BITREV),
};

#undef RUN1
#undef RUN2
#undef RUNSH
#undef RUN2W
#undef RUN3W
