/* test_interp: the IR interpreter: it runs every op, honours the exec mask in
 * wave32 and wave64, lets a read see an earlier write in the same block and
 * a read before a write keep the old value, and agrees lane by lane with
 * vj_ir_eval_op on random inputs. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "testutil.h"

#define I32 VJ_T_I32
#define I64 VJ_T_I64
#define NA  VJ_NO_ARG

static struct vj_wave *new_wave(unsigned wave_size, uint64_t seed)
{
    struct vj_wave *w = vj_test_wave_new(wave_size);
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->v[r][l] = (uint32_t)vj_test_rand(&seed);
    w->s[VJ_SREG_EXEC_LO] = 0xffffffffu;
    w->s[VJ_SREG_EXEC_HI] = wave_size == 64 ? 0xffffffffu : 0;
    return w;
}

static void run_ok(const vj_ir_block *b, struct vj_wave *w)
{
    char err[256];
    ck_assert_int_eq(vj_ir_verify(b, err, sizeof err), VJ_OK);
    vj_status st = vj_interp_run(b, w, err, sizeof err);
    ck_assert_msg(st == VJ_OK, "%s", err);
}

START_TEST(interpreter_runs_every_op)
{
    for (int op = 0; op < VJ_OP_COUNT; op++)
        ck_assert_msg(vj_interp_has_op((vj_op)op), "no lane loop for %s", vj_op_table[op].name);
}
END_TEST

/* v1 = 7 under an exec mask: lanes with the bit clear keep their value. */
static void check_exec_mask(unsigned wave, uint64_t exec)
{
    struct vj_wave *w = new_wave(wave, 1);
    struct vj_wave *before = new_wave(wave, 1);
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, wave);
    uint32_t k = vj_ir_const(&b, I32, 7);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, k, NA, NA, 1);
    uint32_t k64 = vj_ir_const(&b, I64, 0x1111111122222222ull);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, k64, NA, NA, 4);
    run_ok(&b, w);
    for (unsigned l = 0; l < wave; l++) {
        int on = (exec >> l) & 1;
        ck_assert_uint_eq(w->v[1][l], on ? 7 : before->v[1][l]);
        ck_assert_uint_eq(w->v[4][l], on ? 0x22222222u : before->v[4][l]);
        ck_assert_uint_eq(w->v[5][l], on ? 0x11111111u : before->v[5][l]);
        ck_assert_uint_eq(w->v[2][l], before->v[2][l]);
    }
    /* lanes past the wave size are never touched */
    for (unsigned l = wave; l < VJ_MAX_LANES; l++)
        ck_assert_uint_eq(w->v[1][l], before->v[1][l]);
    vj_ir_release(&b);
    free(w);
    free(before);
}

START_TEST(exec_mask_is_honoured_in_wave32)
{
    check_exec_mask(32, 0xa5a5a5a5u);
    check_exec_mask(32, 0x80000001u);
    check_exec_mask(32, 0);
    check_exec_mask(32, 0xffffffffu); /* every lane: the copy path */
    /* exec_hi is not part of a wave32 mask */
    check_exec_mask(32, 0xffffffff00000001ull);
    check_exec_mask(32, ~0ull);
}
END_TEST

START_TEST(exec_mask_is_honoured_in_wave64)
{
    check_exec_mask(64, 0xa5a5a5a5f0f0f0f0ull);
    check_exec_mask(64, 0x8000000000000001ull);
    check_exec_mask(64, 0xffffffff00000000ull);
    check_exec_mask(64, 0x7fffffffffffffffull);
    check_exec_mask(64, 0);
    check_exec_mask(64, ~0ull); /* every lane: the copy path */
}
END_TEST

/* v1 = v1 + 1; v2 = v1 + 1: the second read sees the first write. */
START_TEST(a_read_sees_an_earlier_write_in_the_block)
{
    struct vj_wave *w = new_wave(64, 2), *before = new_wave(64, 2);
    uint64_t exec = 0x00ff00ff00ff00ffull;
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX908, 64);
    uint32_t one = vj_ir_const(&b, I32, 1);
    uint32_t r = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t s = vj_ir_emit(&b, VJ_OP_ADD, I32, r, one, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, s, NA, NA, 1);
    r = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    s = vj_ir_emit(&b, VJ_OP_ADD, I32, r, one, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, s, NA, NA, 2);
    run_ok(&b, w);
    for (unsigned l = 0; l < 64; l++) {
        if ((exec >> l) & 1) {
            ck_assert_uint_eq(w->v[1][l], before->v[1][l] + 1);
            ck_assert_uint_eq(w->v[2][l], before->v[1][l] + 2);
        } else {
            ck_assert_uint_eq(w->v[1][l], before->v[1][l]);
            ck_assert_uint_eq(w->v[2][l], before->v[2][l]);
        }
    }
    vj_ir_release(&b);
    free(w);
    free(before);
}
END_TEST

/* v2 = (read of v1) + 1 after v1 = 7, and v6 = (read of v5) after the pair
 * v[4:5] is written: a value read before a write of its register keeps the
 * old contents (the interpreter reads registers in place when it can). */
static void check_read_before_write(unsigned wave, uint64_t exec)
{
    struct vj_wave *w = new_wave(wave, 6), *before = new_wave(wave, 6);
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, wave);
    uint32_t one = vj_ir_const(&b, I32, 1);
    uint32_t r1 = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t r5 = vj_ir_emit(&b, VJ_OP_RDV, I32, NA, NA, NA, 5);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, vj_ir_const(&b, I32, 7), NA, NA, 1);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, vj_ir_const(&b, I64, 0x1111111122222222ull), NA, NA, 4);
    uint32_t s = vj_ir_emit(&b, VJ_OP_ADD, I32, r1, one, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, s, NA, NA, 2);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, r5, NA, NA, 6);
    run_ok(&b, w);
    uint64_t active = wave == 64 ? exec : exec & 0xffffffffu;
    for (unsigned l = 0; l < VJ_MAX_LANES; l++) {
        int on = l < wave && ((active >> l) & 1);
        ck_assert_uint_eq(w->v[1][l], on ? 7 : before->v[1][l]);
        ck_assert_uint_eq(w->v[2][l], on ? before->v[1][l] + 1 : before->v[2][l]);
        ck_assert_uint_eq(w->v[5][l], on ? 0x11111111u : before->v[5][l]);
        ck_assert_uint_eq(w->v[6][l], on ? before->v[5][l] : before->v[6][l]);
    }
    vj_ir_release(&b);
    free(w);
    free(before);
}

START_TEST(a_read_before_a_write_keeps_the_old_value)
{
    check_read_before_write(32, 0xffffffffu);
    check_read_before_write(32, 0x0f0f00f1u);
    check_read_before_write(64, ~0ull);
    check_read_before_write(64, 0xf00f0000000000ffull);
}
END_TEST

START_TEST(scalars_and_special_sources_are_uniform_reads)
{
    struct vj_wave *w = new_wave(32, 3);
    w->s[10] = 0x12345678;
    w->s[11] = 0x9abcdef0;
    w->s[VJ_SREG_VCC_LO] = 0;
    w->s[VJ_SREG_VCC_HI] = 5; /* not part of a wave32 vcc: vccz stays 1 */
    w->scc = 1;
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t p = vj_ir_emit(&b, VJ_OP_RDS, I64, NA, NA, NA, 10);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, p, NA, NA, 20);
    uint32_t z = vj_ir_emit(&b, VJ_OP_RDSPEC, I32, NA, NA, NA, VJ_SPECIAL_VCCZ);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, z, NA, NA, 22);
    uint32_t e = vj_ir_emit(&b, VJ_OP_RDSPEC, I32, NA, NA, NA, VJ_SPECIAL_EXECZ);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, e, NA, NA, 23);
    uint32_t c = vj_ir_emit(&b, VJ_OP_RDSPEC, I32, NA, NA, NA, VJ_SPECIAL_SCC);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, c, NA, NA, 24);
    vj_ir_emit(&b, VJ_OP_WRS, VJ_T_VOID, p, NA, NA, 40); /* s[40:41] = s[10:11] */
    run_ok(&b, w);
    for (unsigned l = 0; l < 32; l++) {
        ck_assert_uint_eq(w->v[20][l], 0x12345678u);
        ck_assert_uint_eq(w->v[21][l], 0x9abcdef0u);
        ck_assert_uint_eq(w->v[22][l], 1);
        ck_assert_uint_eq(w->v[23][l], 0);
        ck_assert_uint_eq(w->v[24][l], 1);
    }
    ck_assert_uint_eq(w->s[40], 0x12345678u);
    ck_assert_uint_eq(w->s[41], 0x9abcdef0u);
    vj_ir_release(&b);
    free(w);
}
END_TEST

START_TEST(lanebit_reads_each_lanes_bit)
{
    struct vj_wave *w = new_wave(64, 4);
    w->s[0] = 0x0000ffffu;
    w->s[1] = 0x80000001u;
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX908, 64);
    uint32_t m = vj_ir_emit(&b, VJ_OP_RDS, I64, NA, NA, NA, 0);
    uint32_t bit = vj_ir_emit(&b, VJ_OP_LANEBIT, I32, m, NA, NA, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, bit, NA, NA, 9);
    run_ok(&b, w);
    uint64_t mask = 0x800000010000ffffull;
    for (unsigned l = 0; l < 64; l++)
        ck_assert_uint_eq(w->v[9][l], (mask >> l) & 1);
    vj_ir_release(&b);
    free(w);
}
END_TEST

START_TEST(a_wave_of_the_wrong_size_is_refused)
{
    struct vj_wave *w = new_wave(64, 5);
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, 32);
    char err[256];
    ck_assert_int_eq(vj_interp_run(&b, w, err, sizeof err), VJ_ERR_STATE);
    ck_assert_ptr_nonnull(strstr(err, "wave32"));
    vj_ir_release(&b);
    free(w);
}
END_TEST

/* The interpreter's lane loops and vj_ir_eval_op must agree (the loops and
 * the scalar function are separate code paths over the same semantics). */
START_TEST(lane_loops_agree_with_eval_op)
{
    uint64_t seed = 42;
    for (int op = 0; op < VJ_OP_COUNT; op++) {
        const vj_op_info *info = &vj_op_table[op];
        /* (float ops have no vj_ir_eval_op: the MPFR reference checks them,
         * test_float_diff) */
        if (!(info->flags & VJ_OF_PURE) || op == VJ_OP_CONST || (info->flags & VJ_OF_MODE))
            continue;
        for (int t = I32; t <= I64; t++) {
            if (t == I64 && (info->flags & VJ_OF_I32ONLY))
                continue;
            /* a conversion: its argument's type is the loop's, its result the rule's */
            if ((info->flags & VJ_OF_FROM32) && t == I64)
                continue;
            if ((info->flags & VJ_OF_FROM64) && t == I32)
                continue;
            struct vj_wave *w = new_wave(64, vj_test_rand(&seed));
            vj_ir_block b;
            vj_ir_init(&b, VJ_GFX908, 64);
            uint32_t a[3];
            for (unsigned k = 0; k < info->nargs; k++) {
                vj_type at = (vj_type)t;
                if (((info->flags & VJ_OF_SHIFT) && k == 1) ||
                    ((info->flags & VJ_OF_COND) && k == 0))
                    at = I32;
                a[k] = vj_ir_emit(&b, VJ_OP_RDV, at, NA, NA, NA, 10 + 2 * k);
            }
            if (op == VJ_OP_SELECT) /* make the condition 0 half the time */
                for (unsigned l = 0; l < 64; l++)
                    w->v[10][l] &= (l & 1) ? 0 : 0xffffffffu;
            uint32_t r = vj_ir_emit(&b, (vj_op)op, (vj_type)t, info->nargs > 0 ? a[0] : NA,
                                    info->nargs > 1 ? a[1] : NA, info->nargs > 2 ? a[2] : NA, 0);
            vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, r, NA, NA, 30);
            struct vj_wave *in = new_wave(64, 0);
            memcpy(in, w, sizeof *w);
            run_ok(&b, w);
            int rt = b.nodes[r].type;
            for (unsigned l = 0; l < 64; l++) {
                uint64_t x[3] = {0, 0, 0};
                for (unsigned k = 0; k < info->nargs; k++) {
                    x[k] = in->v[10 + 2 * k][l];
                    if (b.nodes[a[k]].type == I64)
                        x[k] |= (uint64_t)in->v[11 + 2 * k][l] << 32;
                }
                uint64_t want = vj_ir_eval_op((vj_op)op, (vj_type)rt, x[0], x[1], x[2], l);
                uint64_t got = w->v[30][l];
                if (rt == I64)
                    got |= (uint64_t)w->v[31][l] << 32;
                ck_assert_msg(got == want, "%s.%s lane %u: 0x%llx, eval_op 0x%llx", info->name,
                              t == I32 ? "i32" : "i64", l, (unsigned long long)got,
                              (unsigned long long)want);
            }
            vj_ir_release(&b);
            free(w);
            free(in);
        }
    }
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("interp");
    TCase *tc = tcase_create("interp");
    tcase_add_test(tc, interpreter_runs_every_op);
    tcase_add_test(tc, exec_mask_is_honoured_in_wave32);
    tcase_add_test(tc, exec_mask_is_honoured_in_wave64);
    tcase_add_test(tc, a_read_sees_an_earlier_write_in_the_block);
    tcase_add_test(tc, a_read_before_a_write_keeps_the_old_value);
    tcase_add_test(tc, scalars_and_special_sources_are_uniform_reads);
    tcase_add_test(tc, lanebit_reads_each_lanes_bit);
    tcase_add_test(tc, a_wave_of_the_wrong_size_is_refused);
    tcase_add_test(tc, lane_loops_agree_with_eval_op);
    suite_add_tcase(s, tc);
    return s;
}
