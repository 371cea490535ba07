/* test_opt: the optimiser's pass over whole blocks: each rule does what its
 * pattern says (constants, copies, register forwarding, dead code, dead
 * stores, exec writes respected), random blocks give the same wave state
 * folded and unfolded, and so does every bundled example (against the
 * reference evaluator too). */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "runtime/block.h"
#include "testutil.h"
#include "vop3jit.h"

#define I32  VJ_T_I32
#define I64  VJ_T_I64
#define VOID VJ_T_VOID
#define NA   VJ_NO_ARG

/* ------------------------------------------------------------- helpers */

static struct vj_wave *new_wave(unsigned wave_size, uint64_t seed)
{
    struct vj_wave *w = vj_test_wave_new(wave_size);
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->v[r][l] = (uint32_t)vj_test_rand(&seed);
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        w->s[s] = (uint32_t)vj_test_rand(&seed);
    w->s[VJ_SREG_NULL] = 0;
    w->scc = (uint32_t)vj_test_rand(&seed) & 1;
    /* Mostly-on exec with a few lanes off, so masked writes matter. */
    uint64_t exec = vj_test_rand(&seed) | vj_test_rand(&seed) | vj_test_rand(&seed);
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = wave_size == 64 ? (uint32_t)(exec >> 32) : 0;
    return w;
}

/* The wave state that can differ: VGPR lanes in the wave, scalars, scc. */
static int same_state(const struct vj_wave *a, const struct vj_wave *b, char *why, size_t n)
{
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < a->wave_size; l++)
            if (a->v[r][l] != b->v[r][l]) {
                snprintf(why, n, "v%u lane %u: 0x%08x vs 0x%08x", r, l, a->v[r][l], b->v[r][l]);
                return 0;
            }
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        if (a->s[s] != b->s[s]) {
            snprintf(why, n, "scalar %u: 0x%08x vs 0x%08x", s, a->s[s], b->s[s]);
            return 0;
        }
    if (a->scc != b->scc) {
        snprintf(why, n, "scc %u vs %u", a->scc, b->scc);
        return 0;
    }
    return 1;
}

static unsigned count_op(const vj_ir_block *b, vj_op op)
{
    unsigned n = 0;
    for (uint32_t i = 0; i < b->count; i++)
        n += b->nodes[i].op == op;
    return n;
}

/* Optimise a copy of b, verify both, run both on the same wave, compare. */
static void check_same_result(const vj_ir_block *b, uint64_t seed, vj_ir_block *folded_out)
{
    char err[256], why[128];
    vj_ir_block f;
    ck_assert_int_eq(vj_ir_clone(&f, b), VJ_OK);
    if (vj_ir_verify(b, err, sizeof err) != VJ_OK)
        ck_abort_msg("unfolded block: %s", err);
    if (vj_ir_optimize(&f) != VJ_OK)
        ck_abort_msg("the optimiser failed");
    if (vj_ir_verify(&f, err, sizeof err) != VJ_OK) {
        char *t = vj_ir_print(&f);
        ck_abort_msg("folded block: %s\n%s", err, t);
    }
    struct vj_wave *w1 = new_wave(b->wave_size, seed), *w2 = new_wave(b->wave_size, seed);
    if (vj_interp_run(b, w1, err, sizeof err) != VJ_OK)
        ck_abort_msg("%s", err);
    if (vj_interp_run(&f, w2, err, sizeof err) != VJ_OK)
        ck_abort_msg("%s", err);
    if (!same_state(w1, w2, why, sizeof why)) {
        char *t1 = vj_ir_print(b), *t2 = vj_ir_print(&f);
        ck_abort_msg("folded and unfolded differ: %s\n-- unfolded\n%s-- folded\n%s", why, t1, t2);
    }
    free(w1);
    free(w2);
    if (folded_out)
        *folded_out = f;
    else
        vj_ir_release(&f);
}

/* ---------------------------------------------------------- rule tests */

/* Values known at translation time become constants, through registers. */
START_TEST(constants_propagate_through_ops_and_registers)
{
    vj_ir_block b, f;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t k = vj_ir_const(&b, I32, 0x1234);
    uint32_t s = vj_ir_emit(&b, VJ_OP_SHL, I32, k, vj_ir_const(&b, I32, 4), NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, s, NA, NA, 5);
    uint32_t r = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 5);
    uint32_t x = vj_ir_emit(&b, VJ_OP_XOR, I32, r, vj_ir_const(&b, I32, 0xffff), NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, x, NA, NA, 6);
    check_same_result(&b, 1, &f);
    /* 0x1234 << 4 = 0x12340, ^ 0xffff = 0x1dcbf: two writes of constants. */
    ck_assert_uint_eq(f.count, 4);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDV), 0);
    ck_assert_uint_eq(count_op(&f, VJ_OP_CONST), 2);
    int saw = 0;
    for (uint32_t i = 0; i < f.count; i++)
        if (f.nodes[i].op == VJ_OP_WRV && f.nodes[i].imm == 6) {
            ck_assert_uint_eq(f.nodes[f.nodes[i].arg[0]].imm, 0x1dcbf);
            saw = 1;
        }
    ck_assert(saw);
    vj_ir_release(&b);
    vj_ir_release(&f);
}
END_TEST

/* Known bits: and (shl x, 8), 0xffffff00 is the shl; or (and x, 0xff), 0xff
 * is the constant 0xff; a mask of a value already masked goes. */
START_TEST(known_bits_remove_redundant_masks)
{
    vj_ir_block b, f;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t s = vj_ir_emit(&b, VJ_OP_SHL, I32, x, vj_ir_const(&b, I32, 8), NA, 0);
    uint32_t a = vj_ir_emit(&b, VJ_OP_AND, I32, s, vj_ir_const(&b, I32, 0xffffff00), NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, a, NA, NA, 2);
    uint32_t m = vj_ir_emit(&b, VJ_OP_AND, I32, x, vj_ir_const(&b, I32, 0xff), NA, 0);
    uint32_t o = vj_ir_emit(&b, VJ_OP_OR, I32, m, vj_ir_const(&b, I32, 0xff), NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, o, NA, NA, 3);
    uint32_t m2 = vj_ir_emit(&b, VJ_OP_AND, I32, m, vj_ir_const(&b, I32, 0xfff), NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, m2, NA, NA, 4);
    check_same_result(&b, 2, &f);
    ck_assert_uint_eq(count_op(&f, VJ_OP_SHL), 1);
    ck_assert_uint_eq(count_op(&f, VJ_OP_AND), 1); /* x & 0xff, written to v4 */
    ck_assert_uint_eq(count_op(&f, VJ_OP_OR), 0);
    vj_ir_release(&b);
    vj_ir_release(&f);
}
END_TEST

/* Copies: x & x, x | 0, x ^ 0, shl x, 0, not not x, bswap bswap x are x, and
 * a value computed twice is computed once. */
START_TEST(copies_and_repeats_collapse)
{
    vj_ir_block b, f;
    vj_ir_init(&b, VJ_GFX1100, 64);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t y = vj_ir_emit(&b, VJ_OP_AND, I32, x, x, NA, 0);
    y = vj_ir_emit(&b, VJ_OP_OR, I32, y, vj_ir_const(&b, I32, 0), NA, 0);
    y = vj_ir_emit(&b, VJ_OP_XOR, I32, vj_ir_const(&b, I32, 0), y, NA, 0);
    y = vj_ir_emit(&b, VJ_OP_SHL, I32, y, vj_ir_const(&b, I32, 32), NA, 0); /* count & 31 = 0 */
    y = vj_ir_emit(&b, VJ_OP_NOT, I32, vj_ir_emit(&b, VJ_OP_NOT, I32, y, NA, NA, 0), NA, NA, 0);
    y = vj_ir_emit(&b, VJ_OP_BSWAP, I32, vj_ir_emit(&b, VJ_OP_BSWAP, I32, y, NA, NA, 0), NA, NA,
                   0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, y, NA, NA, 2);
    uint32_t p = vj_ir_emit(&b, VJ_OP_ADD, I32, x, vj_ir_const(&b, I32, 7), NA, 0);
    uint32_t q = vj_ir_emit(&b, VJ_OP_ADD, I32, vj_ir_const(&b, I32, 7), x, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_emit(&b, VJ_OP_XOR, I32, p, q, NA, 0), NA, NA, 3);
    check_same_result(&b, 3, &f);
    /* rdv v1; wrv v2; const 0; wrv v3 */
    ck_assert_uint_eq(f.count, 4);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDV), 1);
    vj_ir_release(&b);
    vj_ir_release(&f);
}
END_TEST

/* A write overwritten before anything reads it goes; one that is read, or
 * overwritten only in part, or overwritten under another exec, stays. */
START_TEST(dead_stores_go_and_live_ones_stay)
{
    vj_ir_block b, f;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t y = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 2);
    uint32_t xy = vj_ir_emit(&b, VJ_OP_ADD, I32, x, y, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, xy, NA, NA, 0); /* dead: v0 rewritten */
    vj_ir_emit(&b, VJ_OP_WRV, VOID, y, NA, NA, 0);
    uint32_t w64 = vj_ir_emit(&b, VJ_OP_RDV, I64, NA, NA, NA, 4);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, w64, NA, NA, 6); /* stays: only v7 is rewritten */
    vj_ir_emit(&b, VJ_OP_WRV, VOID, x, NA, NA, 7);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, x, NA, NA, 8); /* stays: an exec write comes between */
    uint32_t e = vj_ir_emit(&b, VJ_OP_RDS, I32, NA, NA, NA, 3);
    vj_ir_emit(&b, VJ_OP_WRS, VOID, e, NA, NA, VJ_SREG_EXEC_LO);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, y, NA, NA, 8);
    check_same_result(&b, 4, &f);
    ck_assert_uint_eq(count_op(&f, VJ_OP_ADD), 0);
    ck_assert_uint_eq(count_op(&f, VJ_OP_WRV), 5);
    vj_ir_release(&b);
    vj_ir_release(&f);
}
END_TEST

/* A read sees the earlier write of the same register and type; an i64 write
 * is not forwarded to an i32 read of its high half; after an exec write,
 * nothing is forwarded. */
START_TEST(reads_see_earlier_writes_only_when_exact)
{
    vj_ir_block b, f;
    vj_ir_init(&b, VJ_GFX1100, 64);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t n = vj_ir_emit(&b, VJ_OP_NOT, I32, x, NA, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, n, NA, NA, 2);
    uint32_t r = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 2); /* is n */
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_emit(&b, VJ_OP_NOT, I32, r, NA, NA, 0), NA, NA, 3);
    uint32_t d = vj_ir_emit(&b, VJ_OP_RDV, I64, NA, NA, NA, 8);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, d, NA, NA, 10);
    uint32_t hi = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 11); /* a real read */
    vj_ir_emit(&b, VJ_OP_WRV, VOID, hi, NA, NA, 12);
    check_same_result(&b, 5, &f);
    /* v3 = not not v1 = v1: the forwarded read makes it a copy. */
    ck_assert_uint_eq(count_op(&f, VJ_OP_NOT), 1);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDV), 3); /* v1, v[8:9], v11 */
    vj_ir_release(&b);
    vj_ir_release(&f);

    vj_ir_init(&b, VJ_GFX1100, 64);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 77), NA, NA, 2);
    uint32_t e = vj_ir_emit(&b, VJ_OP_RDS, I64, NA, NA, NA, 4);
    vj_ir_emit(&b, VJ_OP_WRS, VOID, e, NA, NA, VJ_SREG_EXEC_LO);
    r = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 2); /* lanes newly on hold old v2 */
    vj_ir_emit(&b, VJ_OP_WRV, VOID, r, NA, NA, 3);
    check_same_result(&b, 6, &f);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDV), 1);
    vj_ir_release(&b);
    vj_ir_release(&f);
}
END_TEST

/* Cross-lane reads see the register, not a masked write's value: after
 * v2 = 77 under exec lanes 0-3 (wave32), readlane v2 at lane 5 (inactive)
 * is v2's old lane 5 and permlane64's lanes are the register's too, so
 * neither is folded to 77; a wrlane between two reads of v2 makes the
 * second a real read; and a wrlane stays even when a full write of its
 * register follows (its lane may be inactive). Hand-worked: old v2 lane 5
 * = 0x55, so s10 = 0x55; lane 5 of v3 (= v2 after the wrlane) = 0x99. */
START_TEST(cross_lane_reads_see_the_register_and_wrlane_stays)
{
    vj_ir_block b, f;
    char err[256];
    vj_ir_init(&b, VJ_GFX1100, 32);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 77), NA, NA, 2);
    uint32_t r = vj_ir_emit(&b, VJ_OP_READLANE, I32, vj_ir_const(&b, I32, 5), NA, NA, 2);
    vj_ir_emit(&b, VJ_OP_WRS, VOID, r, NA, NA, 10);
    vj_ir_emit(&b, VJ_OP_WRLANE, VOID, vj_ir_const(&b, I32, 0x99), vj_ir_const(&b, I32, 37), NA,
               2);
    uint32_t v = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 2);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, v, NA, NA, 3);
    vj_ir_emit(&b, VJ_OP_WRLANE, VOID, vj_ir_const(&b, I32, 1), vj_ir_const(&b, I32, 0), NA, 4);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 2), NA, NA, 4);
    ck_assert_int_eq(vj_ir_clone(&f, &b), VJ_OK);
    ck_assert_int_eq(vj_ir_optimize(&f), VJ_OK);
    ck_assert_int_eq(vj_ir_verify(&f, err, sizeof err), VJ_OK);
    ck_assert_uint_eq(count_op(&f, VJ_OP_READLANE), 1);
    ck_assert_uint_eq(count_op(&f, VJ_OP_WRLANE), 2);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDV), 1);
    const vj_ir_block *blocks[2] = {&b, &f};
    for (unsigned k = 0; k < 2; k++) {
        struct vj_wave *w = vj_test_wave_new(32);
        w->s[VJ_SREG_EXEC_LO] = 0xf;
        w->v[2][5] = 0x55;
        w->v[4][0] = 3;
        ck_assert_int_eq(vj_interp_run(blocks[k], w, err, sizeof err), VJ_OK);
        ck_assert_uint_eq(w->s[10], 0x55);
        ck_assert_uint_eq(w->v[2][0], 77);
        ck_assert_uint_eq(w->v[2][5], 0x99); /* 37 & 31 = 5 */
        ck_assert_uint_eq(w->v[3][5], 0);    /* lane 5 is off: v3 not written there */
        ck_assert_uint_eq(w->v[3][0], 77);
        ck_assert_uint_eq(w->v[4][0], 2); /* wrlane 1, then the full write 2 */
        free(w);
    }
    vj_ir_release(&f);
    vj_ir_release(&b);

    /* permlane64 (wave64) of a register a masked write just wrote: the
     * inactive half keeps the old values, which the active half reads. */
    vj_ir_init(&b, VJ_GFX1100, 64);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 7), NA, NA, 1);
    uint32_t p = vj_ir_emit(&b, VJ_OP_PERMLANE64, I32, NA, NA, NA, 1);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, p, NA, NA, 5);
    check_same_result(&b, 7, &f);
    ck_assert_uint_eq(count_op(&f, VJ_OP_PERMLANE64), 1);
    struct vj_wave *w = vj_test_wave_new(64);
    w->s[VJ_SREG_EXEC_LO] = 0xffffffffu; /* lanes 0-31 */
    w->v[1][40] = 0x40;
    ck_assert_int_eq(vj_interp_run(&f, w, err, sizeof err), VJ_OK);
    ck_assert_uint_eq(w->v[5][8], 0x40); /* lane 8 reads lane 40: old, not 7 */
    ck_assert_uint_eq(w->v[5][40], 0);   /* lane 40 is off */
    free(w);
    vj_ir_release(&f);
    vj_ir_release(&b);
}
END_TEST

/* Room movrel: an m0-relative write may be any register, so a read after
 * it is never forwarded a value from before it; an m0-relative read sees
 * the register as written, and no write before one is dropped, since the
 * run may stop at it (an index past v255) with those writes done. Worked
 * by hand: exec = 0xf, m0 = 2. */
START_TEST(m0_relative_moves_are_never_forwarded_across)
{
    vj_ir_block b, f;
    char err[256];
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t m0 = vj_ir_emit(&b, VJ_OP_RDS, I32, NA, NA, NA, VJ_SREG_M0);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 11), NA, NA, 5);
    /* v[3 + m0] = v5 = 22: then v5 reads 22, not the 11 written before */
    vj_ir_emit(&b, VJ_OP_WRREL, VOID, vj_ir_const(&b, I32, 22), m0, NA, 3);
    uint32_t v = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 5);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, v, NA, NA, 6);
    /* v7 = 33, then v[5 + m0] = v7 read, then v7 = 44: both writes stay */
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 33), NA, NA, 7);
    uint32_t r = vj_ir_emit(&b, VJ_OP_RDREL, I32, m0, NA, NA, 5);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, r, NA, NA, 8);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, vj_ir_const(&b, I32, 44), NA, NA, 7);
    /* an unused m0-relative read stays: it may stop the run */
    vj_ir_emit(&b, VJ_OP_RDREL, I32, m0, NA, NA, 9);
    ck_assert_int_eq(vj_ir_clone(&f, &b), VJ_OK);
    ck_assert_int_eq(vj_ir_optimize(&f), VJ_OK);
    ck_assert_int_eq(vj_ir_verify(&f, err, sizeof err), VJ_OK);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDV), 1);
    ck_assert_uint_eq(count_op(&f, VJ_OP_RDREL), 2);
    ck_assert_uint_eq(count_op(&f, VJ_OP_WRV), 5);
    const vj_ir_block *blocks[2] = {&b, &f};
    for (unsigned k = 0; k < 2; k++) {
        struct vj_wave *w = vj_test_wave_new(32);
        w->s[VJ_SREG_EXEC_LO] = 0xf;
        w->s[VJ_SREG_M0] = 2;
        ck_assert_int_eq(vj_interp_run(blocks[k], w, err, sizeof err), VJ_OK);
        ck_assert_uint_eq(w->v[5][0], 22);
        ck_assert_uint_eq(w->v[6][0], 22);
        ck_assert_uint_eq(w->v[8][3], 33); /* v[5 + 2] before v7 = 44 */
        ck_assert_uint_eq(w->v[7][0], 44);
        ck_assert_uint_eq(w->v[5][4], 0); /* lane 4 is off */
        /* m0 = 250: the first relative write is past v255 (3 + 250 = 253
         * is not; 5 + 250 = 255 is not; 9 + 250 = 259 is): the run stops
         * at the last node, with every earlier write done */
        memset(w, 0, sizeof *w);
        w->wave_size = 32;
        w->s[VJ_SREG_EXEC_LO] = 0xf;
        w->s[VJ_SREG_M0] = 250;
        ck_assert_int_eq(vj_interp_run(blocks[k], w, err, sizeof err), VJ_ERR_UNSUPPORTED);
        ck_assert_msg(strstr(err, "v9 + 250 = 259 is past v255") != NULL, "%s", err);
        ck_assert_uint_eq(w->v[253][0], 22);
        ck_assert_uint_eq(w->v[7][0], 44);
        ck_assert_uint_eq(w->v[6][0], 11); /* v5 was not the register written */
        free(w);
    }
    vj_ir_release(&f);
    vj_ir_release(&b);
}
END_TEST

/* Writing back what a register holds does nothing, and goes. */
START_TEST(writing_a_register_its_own_value_goes)
{
    vj_ir_block b, f;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    vj_ir_emit(&b, VJ_OP_WRV, VOID, x, NA, NA, 1);
    uint32_t s = vj_ir_emit(&b, VJ_OP_RDS, I32, NA, NA, NA, 7);
    vj_ir_emit(&b, VJ_OP_WRS, VOID, s, NA, NA, 7);
    check_same_result(&b, 7, &f);
    ck_assert_uint_eq(f.count, 0);
    vj_ir_release(&b);
    vj_ir_release(&f);
}
END_TEST

/* --------------------------------------------------- random whole blocks */

typedef struct gen {
    vj_ir_block *b;
    uint64_t rng;
} gen;

static unsigned rnd(gen *g, unsigned n)
{
    return (unsigned)(vj_test_rand(&g->rng) % n);
}

static uint64_t interesting(gen *g)
{
    static const uint64_t pool[] = {0,          1,          8,          16,         24,
                                    31,         32,         0xff,       0xffff,     0xffff0000,
                                    0x80000000, 0xffffffff, 0x7fffffff, 0x00ff00ff, 0x05040100};
    unsigned k = rnd(g, 20);
    if (k < sizeof pool / sizeof pool[0])
        return pool[k];
    if (k < 17) /* a perm selector of bytes 0..15 */
        return vj_test_rand(&g->rng) & 0x0f0f0f0fu;
    return vj_test_rand(&g->rng);
}

/* A random earlier value of type t (recent ones likelier), uniform if asked;
 * makes a constant when there is none. */
static uint32_t pick(gen *g, vj_type t, int uniform)
{
    vj_ir_block *b = g->b;
    for (int tries = 0; tries < 8 && b->count; tries++) {
        uint32_t span = b->count < 12 ? b->count : 12;
        uint32_t i = rnd(g, 3) ? b->count - 1 - rnd(g, span) : rnd(g, b->count);
        if (b->nodes[i].type == t && (!uniform || b->nodes[i].uniform))
            return i;
    }
    return vj_ir_const(b, t, interesting(g));
}

static void gen_node(gen *g, unsigned wave)
{
    vj_ir_block *b = g->b;
    vj_type t = rnd(g, 4) ? I32 : I64;
    unsigned k = rnd(g, 100);
    if (k < 8) {
        vj_ir_const(b, t, interesting(g));
    } else if (k < 22) {
        vj_ir_emit(b, VJ_OP_RDV, t, NA, NA, NA, rnd(g, 7));
    } else if (k < 26) {
        static const unsigned sregs[] = {0, 1, 2, VJ_SREG_VCC_LO, VJ_SREG_EXEC_LO, VJ_SREG_M0};
        vj_ir_emit(b, VJ_OP_RDS, t, NA, NA, NA, sregs[rnd(g, 6)]);
    } else if (k < 28) {
        vj_ir_emit(b, VJ_OP_RDSPEC, I32, NA, NA, NA, rnd(g, 3));
    } else if (k < 42) {
        uint32_t v = pick(g, t, 0);
        vj_ir_emit(b, VJ_OP_WRV, VOID, v, NA, NA, rnd(g, 7));
    } else if (k < 46) {
        /* Scalar writes, now and then to exec (never all lanes off: a wave
         * with exec 0 makes every later VGPR write vanish, which is dull). */
        uint32_t v = pick(g, t, 1);
        unsigned r = rnd(g, 4) ? rnd(g, 3) : rnd(g, 2) ? VJ_SREG_VCC_LO : VJ_SREG_EXEC_LO;
        if (r == VJ_SREG_EXEC_LO)
            v = vj_ir_const(b, t, vj_test_rand(&g->rng) | 1);
        vj_ir_emit(b, VJ_OP_WRS, VOID, v, NA, NA, r);
    } else if (k < 60) {
        /* perm, mostly with a known selector */
        uint32_t s0 = pick(g, I32, 0), s1 = rnd(g, 4) ? pick(g, I32, 0) : s0;
        uint32_t bits = (uint32_t)vj_test_rand(&g->rng) & (rnd(g, 2) ? 0x0f0f0f0fu : ~0u);
        uint32_t sel = rnd(g, 5) ? vj_ir_const(b, I32, bits) : pick(g, I32, 0);
        vj_ir_emit(b, VJ_OP_PERM, I32, s0, s1, sel, 0);
    } else {
        vj_op op;
        do
            op = (vj_op)rnd(g, VJ_OP_COUNT);
        while (!(vj_op_table[op].flags & VJ_OF_PURE) || op == VJ_OP_CONST);
        unsigned f = vj_op_table[op].flags;
        if (f & VJ_OF_I32ONLY)
            t = I32;
        uint32_t a[VJ_IR_MAXARGS] = {NA, NA, NA, NA};
        /* a float op: its last argument is the wave's MODE */
        unsigned nvals = vj_op_table[op].nargs - ((f & VJ_OF_MODE) ? 1u : 0u);
        if (f & VJ_OF_MODE)
            a[nvals] = vj_ir_emit(b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
        for (unsigned i = 0; i < nvals; i++) {
            vj_type at = t;
            if (((f & VJ_OF_SHIFT) && i == 1) || ((f & VJ_OF_COND) && i == 0))
                at = I32;
            if (f & VJ_OF_LANE)
                at = rnd(g, 2) ? I32 : I64;
            if (f & VJ_OF_FROM32)
                at = I32;
            if (f & VJ_OF_FROM64)
                at = I64;
            /* small constant counts and fields often, to reach the rules */
            a[i] = i > 0 && rnd(g, 2) ? vj_ir_const(b, at, rnd(g, 2) ? rnd(g, 40) : interesting(g))
                                      : pick(g, at, 0);
        }
        if (f & VJ_OF_LANE)
            t = I32;
        t = vj_ir_result_type(op, t);
        vj_ir_emit4(b, op, t, a[0], a[1], a[2], a[3], 0);
    }
    (void)wave;
}

START_TEST(random_blocks_give_the_same_state_folded_and_unfolded)
{
    /* VJ_OPT_BLOCKS and VJ_OPT_SEED run a longer or another search. */
    const char *env = getenv("VJ_OPT_BLOCKS"), *seed = getenv("VJ_OPT_SEED");
    int blocks = env && *env ? atoi(env) : 3000;
    gen g = {NULL, seed && *seed ? strtoull(seed, NULL, 0) : 77};
    unsigned before = 0, after = 0, perms_before = 0, perms_after = 0;
    for (int n = 0; n < blocks; n++) {
        unsigned wave = n & 1 ? 64 : 32;
        vj_ir_block b, f;
        vj_ir_init(&b, VJ_GFX1100, wave);
        g.b = &b;
        unsigned len = 5 + rnd(&g, n % 10 == 9 ? 300 : 40); /* some long ones */
        while (b.count < len)
            gen_node(&g, wave);
        ck_assert(vj_ir_ok(&b));
        check_same_result(&b, (uint64_t)n * 31 + 1, &f);
        before += b.count;
        after += f.count;
        perms_before += count_op(&b, VJ_OP_PERM);
        perms_after += count_op(&f, VJ_OP_PERM);
        vj_ir_release(&b);
        vj_ir_release(&f);
    }
    ck_assert_uint_lt(after, before);
    ck_assert_uint_lt(perms_after, perms_before);
    printf("# random blocks: %u nodes -> %u; perms %u -> %u\n", before, after, perms_before,
           perms_after);
}
END_TEST

/* v_mov_b32_e64 v3, 0x5040100 then v_perm_b32 v0, v1, v2, v3, assembled and
 * translated as a user would: the selector reaches the perm through v3, and
 * the perm becomes (v2 & 0xffff) | (v1 << 16), on each literal-capable family. */
START_TEST(selector_moved_into_a_register_folds_through_translation)
{
    static const char *const targets[] = {"gfx1030", "gfx1100", "gfx1200"};
    for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) {
        vj_options o;
        vj_options_init(&o);
        ck_assert_int_eq(vj_target_parse(targets[t], &o.target), VJ_OK);
        vj_context *ctx = vj_context_new(&o, NULL);
        ck_assert_ptr_nonnull(ctx);
        vj_block *blk;
        vj_status st = vj_translate_asm(
            ctx, "v_mov_b32_e64 v3, 0x5040100\nv_perm_b32 v0, v1, v2, v3\n", "t.s", &blk);
        ck_assert_msg(st == VJ_OK, "%s: %s", targets[t], vj_last_error(ctx));
        const vj_ir_block *ir = &((struct vj_block *)blk)->ir;
        ck_assert_uint_eq(count_op(ir, VJ_OP_PERM), 0);
        ck_assert_uint_eq(count_op(ir, VJ_OP_AND), 1);
        ck_assert_uint_eq(count_op(ir, VJ_OP_SHL), 1);
        ck_assert_uint_eq(count_op(ir, VJ_OP_OR), 1);
        ck_assert_uint_eq(count_op(ir, VJ_OP_RDV), 2); /* v1, v2; v3 is known */
        for (uint64_t seed = 1; seed <= 4; seed++) {
            unsigned wave = vj_target_default_wave(o.target);
            vj_wave *w = vj_wave_new(wave), *r = vj_wave_new(wave);
            vj_wave_randomize(w, seed);
            vj_wave_randomize(r, seed);
            ck_assert_int_eq(vj_run(ctx, blk, w, VJ_ENGINE_INTERP), VJ_OK);
            ck_assert_int_eq(vj_run(ctx, blk, r, VJ_ENGINE_REF), VJ_OK);
            char why[128];
            ck_assert_msg(same_state((struct vj_wave *)w, (struct vj_wave *)r, why, sizeof why),
                          "%s", why);
            for (unsigned l = 0; l < wave; l++) {
                uint32_t s0 = vj_wave_get_vgpr(w, 1, l), s1 = vj_wave_get_vgpr(w, 2, l);
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 0, l), (s1 & 0xffff) | s0 << 16);
            }
            vj_wave_free(w);
            vj_wave_free(r);
        }
        vj_block_free(blk);
        vj_context_free(ctx);
    }
}
END_TEST

/* --------------------------------------------------------- the examples */

/* Each bundled example (the .s files in examples and tests/data), translated with and
 * without the optimiser, run by the interpreter from the same random state:
 * identical, and identical to the reference evaluator. */
static unsigned check_examples_in(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    unsigned seen = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        size_t len = strlen(e->d_name);
        if (len < 3 || strcmp(e->d_name + len - 2, ".s") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        FILE *fp = fopen(path, "rb");
        ck_assert_ptr_nonnull(fp);
        static char text[1 << 16];
        size_t n = fread(text, 1, sizeof text - 1, fp);
        fclose(fp);
        text[n] = '\0';
        /* ";! arch NAME" and ";! wave N" lines pick the target and wave. */
        vj_options o;
        vj_options_init(&o);
        for (const char *line = text; line && *line;) {
            char arg[32];
            unsigned wv;
            if (sscanf(line, ";! arch %31s", arg) == 1)
                ck_assert_int_eq(vj_target_parse(arg, &o.target), VJ_OK);
            else if (sscanf(line, ";! wave %u", &wv) == 1)
                o.wave_size = wv;
            line = strchr(line, '\n');
            line = line ? line + 1 : NULL;
        }
        {
            unsigned wave = o.wave_size ? o.wave_size : vj_target_default_wave(o.target);
            vj_block *blk[2];
            vj_context *ctx[2];
            for (int opt = 0; opt < 2; opt++) {
                o.optimize = opt;
                ctx[opt] = vj_context_new(&o, NULL);
                ck_assert_ptr_nonnull(ctx[opt]);
                vj_status st = vj_translate_asm(ctx[opt], text, path, &blk[opt]);
                ck_assert_msg(st == VJ_OK, "%s: %s", path, vj_last_error(ctx[opt]));
            }
            for (uint64_t seed = 1; seed <= 8; seed++) {
                vj_wave *w[3];
                uint64_t rng = seed, exec = vj_test_rand(&rng) | vj_test_rand(&rng);
                for (int i = 0; i < 3; i++) {
                    w[i] = vj_wave_new(wave);
                    vj_wave_randomize(w[i], seed);
                    if (seed > 1) /* some lanes off, so that masked writes matter */
                        ck_assert_int_eq(vj_wave_set_sreg(w[i], "exec", exec), VJ_OK);
                }
                ck_assert_int_eq(vj_run(ctx[0], blk[0], w[0], VJ_ENGINE_INTERP), VJ_OK);
                ck_assert_int_eq(vj_run(ctx[1], blk[1], w[1], VJ_ENGINE_INTERP), VJ_OK);
                ck_assert_int_eq(vj_run(ctx[0], blk[0], w[2], VJ_ENGINE_REF), VJ_OK);
                char why[128];
                ck_assert_msg(
                    same_state((struct vj_wave *)w[0], (struct vj_wave *)w[1], why, sizeof why),
                    "%s wave%u: folded and unfolded differ: %s", path, wave, why);
                ck_assert_msg(
                    same_state((struct vj_wave *)w[2], (struct vj_wave *)w[1], why, sizeof why),
                    "%s wave%u: folded and reference differ: %s", path, wave, why);
                for (int i = 0; i < 3; i++)
                    vj_wave_free(w[i]);
            }
            for (int opt = 0; opt < 2; opt++) {
                vj_block_free(blk[opt]);
                vj_context_free(ctx[opt]);
            }
        }
        seen++;
    }
    closedir(d);
    return seen;
}

START_TEST(every_bundled_example_runs_the_same_folded)
{
    const char *top = getenv("top_srcdir");
    char dir[512];
    snprintf(dir, sizeof dir, "%s/examples", top && *top ? top : ".");
    unsigned n = check_examples_in(dir);
    n += check_examples_in(vj_test_datadir());
    ck_assert_uint_gt(n, 0);
    printf("# %u bundled examples checked\n", n);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("opt");
    TCase *tc = tcase_create("rules");
    tcase_add_test(tc, constants_propagate_through_ops_and_registers);
    tcase_add_test(tc, known_bits_remove_redundant_masks);
    tcase_add_test(tc, copies_and_repeats_collapse);
    tcase_add_test(tc, dead_stores_go_and_live_ones_stay);
    tcase_add_test(tc, reads_see_earlier_writes_only_when_exact);
    tcase_add_test(tc, writing_a_register_its_own_value_goes);
    tcase_add_test(tc, cross_lane_reads_see_the_register_and_wrlane_stays);
    tcase_add_test(tc, m0_relative_moves_are_never_forwarded_across);
    suite_add_tcase(s, tc);
    TCase *tr = tcase_create("blocks");
    tcase_set_timeout(tr, 120);
    tcase_add_test(tr, random_blocks_give_the_same_state_folded_and_unfolded);
    tcase_add_test(tr, selector_moved_into_a_register_folds_through_translation);
    tcase_add_test(tr, every_bundled_example_runs_the_same_folded);
    suite_add_tcase(s, tr);
    return s;
}
