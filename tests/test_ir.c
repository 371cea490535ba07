/* test_ir: the IR core: the op table, vj_ir_eval_op against values worked out
 * by hand from the ISA rules (shown next to each case), the verifier's
 * rejections, and the printer's text. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "testutil.h"

START_TEST(every_op_has_a_distinct_name)
{
    for (int i = 0; i < VJ_OP_COUNT; i++) {
        ck_assert_ptr_nonnull(vj_op_table[i].name);
        ck_assert_uint_le(vj_op_table[i].nargs, VJ_IR_MAXARGS);
        for (int j = 0; j < i; j++)
            ck_assert_str_ne(vj_op_table[i].name, vj_op_table[j].name);
    }
}
END_TEST

struct evcase {
    vj_op op;
    vj_type t;
    uint64_t a, b, c, want;
    unsigned lane;
};

#define I32 VJ_T_I32
#define I64 VJ_T_I64

/* Each expected value is worked out from the ISA's pseudocode by hand. */
static const struct evcase evcases[] = {
    /* v_perm_b32: data = {a, b} = 0x11223344_55667788, bytes 0..7 =
     * 88 77 66 55 44 33 22 11. sel 05 04 01 00 -> 33 44 77 88. */
    {VJ_OP_PERM, I32, 0x11223344, 0x55667788, 0x05040100, 0x33447788, 0},
    /* sel 00 01 02 03 -> bytes 0..3 reversed: 88 77 66 55 = bswap(b) */
    {VJ_OP_PERM, I32, 0x11223344, 0x55667788, 0x00010203, 0x88776655, 0},
    /* sel 07 06 05 04 -> 11 22 33 44 = a */
    {VJ_OP_PERM, I32, 0x11223344, 0x55667788, 0x07060504, 0x11223344, 0},
    /* 12 -> 0x00, 13..255 -> 0xff */
    {VJ_OP_PERM, I32, 0x11223344, 0x55667788, 0x0c0c0c0c, 0x00000000, 0},
    {VJ_OP_PERM, I32, 0x11223344, 0x55667788, 0x0d0e0fff, 0xffffffff, 0},
    /* data = 0x80008000_00008000: byte1 = 80 (sign 1), byte3 = 00 (0),
     * byte5 = 80 (1), byte7 = 80 (1); sel 0b 0a 09 08 -> ff ff 00 ff */
    {VJ_OP_PERM, I32, 0x80008000, 0x00008000, 0x0b0a0908, 0xffff00ff, 0},
    /* only the low 32 bits of each argument count */
    {VJ_OP_PERM, I32, 0xf11223344ull, 0xf55667788ull, 0x05040100, 0x33447788, 0},

    /* v_alignbit_b32: ({a, b} >> (c & 31)) low 32 */
    {VJ_OP_FSHR, I32, 0x12345678, 0x9abcdef0, 8, 0x789abcde, 0},
    {VJ_OP_FSHR, I32, 0x12345678, 0x9abcdef0, 40, 0x789abcde, 0}, /* 40 & 31 = 8 */
    {VJ_OP_FSHR, I32, 0x12345678, 0x9abcdef0, 0, 0x9abcdef0, 0},
    {VJ_OP_FSHR, I32, 0x12345678, 0x9abcdef0, 31, 0x2468acf1, 0}, /* {a,b} >> 31 */

    /* v_bfe_u32: (a >> b[4:0]) & ((1 << c[4:0]) - 1) */
    {VJ_OP_UBFE, I32, 0xdeadbeef, 4, 8, 0xee, 0},
    {VJ_OP_UBFE, I32, 0xdeadbeef, 36, 8, 0xee, 0}, /* offset 36 & 31 = 4 */
    {VJ_OP_UBFE, I32, 0xdeadbeef, 4, 0, 0, 0},     /* width 0 */
    {VJ_OP_UBFE, I32, 0xdeadbeef, 0, 32, 0, 0},    /* width 32 & 31 = 0 */
    {VJ_OP_UBFE, I32, 0xdeadbeef, 0, 31, 0x5eadbeef, 0},
    {VJ_OP_UBFE, I32, 0xdeadbeef, 28, 8, 0xd, 0}, /* field runs off the top */
    /* v_bfe_i32: arithmetic shift, mask, sign-extend from the width */
    {VJ_OP_SBFE, I32, 0xdeadbeef, 4, 8, 0xffffffee, 0},
    {VJ_OP_SBFE, I32, 0xdeadbeef, 0, 4, 0xffffffff, 0},
    {VJ_OP_SBFE, I32, 0xdeadbeef, 8, 4, 0xfffffffe, 0}, /* field 0xe: sign bit set */
    {VJ_OP_SBFE, I32, 0x12345678, 4, 8, 0x67, 0},
    {VJ_OP_SBFE, I32, 0x80000000, 31, 4, 0xffffffff, 0}, /* shifted-in sign bits */
    {VJ_OP_SBFE, I32, 0xdeadbeef, 4, 0, 0, 0},
    {VJ_OP_SBFE, I32, 0xdeadbeef, 4, 32, 0, 0},

    /* shifts mask the count to the width */
    {VJ_OP_SHL, I32, 1, 33, 0, 2, 0},
    {VJ_OP_SHR, I32, 0x80000000, 31, 0, 1, 0},
    {VJ_OP_SAR, I32, 0x80000000, 31, 0, 0xffffffff, 0},
    {VJ_OP_SAR, I32, 0x40000000, 62, 0, 1, 0}, /* 62 & 31 = 30 */
    {VJ_OP_SHL, I64, 1, 65, 0, 2, 0},
    {VJ_OP_SHR, I64, 0x8000000000000000ull, 63, 0, 1, 0},
    {VJ_OP_SAR, I64, 0x8000000000000000ull, 63, 0, 0xffffffffffffffffull, 0},
    {VJ_OP_SAR, I64, 0x8000000000000000ull, 32, 0, 0xffffffff80000000ull, 0},

    /* multiplies */
    {VJ_OP_MUL, I32, 0x10000, 0x10000, 0, 0, 0},
    {VJ_OP_MULHU, I32, 0xffffffff, 0xffffffff, 0, 0xfffffffe, 0},
    {VJ_OP_MULHS, I32, 0xffffffff, 0xffffffff, 0, 0, 0},          /* -1 * -1 = 1 */
    {VJ_OP_MULHS, I32, 0x80000000, 0x80000000, 0, 0x40000000, 0}, /* 2^62 */
    {VJ_OP_MULHS, I32, 0xfffffffe, 3, 0, 0xffffffff, 0},          /* -6 */
    {VJ_OP_MULU24, I32, 0x01ffffff, 2, 0, 0x01fffffe, 0},         /* 0xffffff * 2 */
    {VJ_OP_MULI24, I32, 0x00800000, 2, 0, 0xff000000, 0},         /* -2^23 * 2 */
    /* (2^23 - 1)^2 = 2^46 - 2^24 + 1; low 32 bits: 0xff000001 */
    {VJ_OP_MULI24, I32, 0xff7fffff, 0xff7fffff, 0, 0xff000001, 0},
    {VJ_OP_ADD, I32, 0xffffffff, 1, 0, 0, 0},
    {VJ_OP_SUB, I32, 0, 1, 0, 0xffffffff, 0},
    {VJ_OP_ADD, I64, 0xffffffff, 1, 0, 0x100000000ull, 0},

    /* min / max, signed and unsigned */
    {VJ_OP_SMIN, I32, 0x80000000, 1, 0, 0x80000000, 0},
    {VJ_OP_UMIN, I32, 0x80000000, 1, 0, 1, 0},
    {VJ_OP_SMAX, I32, 0xffffffff, 0, 0, 0, 0},
    {VJ_OP_UMAX, I32, 0xffffffff, 0, 0, 0xffffffff, 0},
    {VJ_OP_SMIN, I64, 0x8000000000000000ull, 1, 0, 0x8000000000000000ull, 0},

    /* bits */
    {VJ_OP_BITREV, I32, 1, 0, 0, 0x80000000, 0},
    {VJ_OP_BITREV, I32, 0x12345678, 0, 0, 0x1e6a2c48, 0},
    {VJ_OP_BITREV, I64, 1, 0, 0, 0x8000000000000000ull, 0},
    {VJ_OP_POPCNT, I32, 0xffffffff, 0, 0, 32, 0},
    {VJ_OP_POPCNT, I32, 0xf0, 0, 0, 4, 0},
    {VJ_OP_POPCNT, I64, 0xffffffffffffffffull, 0, 0, 64, 0},
    {VJ_OP_BSWAP, I32, 0x11223344, 0, 0, 0x44332211, 0},
    {VJ_OP_BSWAP, I64, 0x1122334455667788ull, 0, 0, 0x8877665544332211ull, 0},
    /* v_bfi_b32: (a & b) | (~a & c) */
    {VJ_OP_BFI, I32, 0xff00ff00, 0x12345678, 0x9abcdef0, 0x12bc56f0, 0},
    {VJ_OP_NOT, I32, 0, 0, 0, 0xffffffff, 0},
    {VJ_OP_XOR, I32, 0xff00ff00, 0x0ff00ff0, 0, 0xf0f0f0f0, 0},

    {VJ_OP_SELECT, I32, 0, 1, 2, 2, 0},
    {VJ_OP_SELECT, I32, 5, 1, 2, 1, 0},
    {VJ_OP_SELECT, I64, 0x100000000ull, 1, 2, 2, 0}, /* the condition is i32 */
    {VJ_OP_LANEBIT, I32, 0x4, 0, 0, 1, 2},
    {VJ_OP_LANEBIT, I32, 0x4, 0, 0, 0, 3},
    {VJ_OP_LANEBIT, I32, 0x8000000000000000ull, 0, 0, 1, 63},
    /* v_mbcnt: the mask's bits below the lane. 0b1011 below lane 2: bits
     * 0 and 1; below lane 4: 3; a 32-bit all-ones mask from lane 40 on:
     * 32; lane 0: none; bit 32 of an i64 mask below lane 33: 1. */
    {VJ_OP_MBCNT, I32, 0xb, 0, 0, 2, 2},
    {VJ_OP_MBCNT, I32, 0xb, 0, 0, 3, 4},
    {VJ_OP_MBCNT, I32, 0xffffffff, 0, 0, 32, 40},
    {VJ_OP_MBCNT, I32, 0xffffffff, 0, 0, 0, 0},
    {VJ_OP_MBCNT, I64, 0x100000000ull, 0, 0, 1, 33},
    {VJ_OP_MBCNT, I64, 0x100000000ull, 0, 0, 0, 32},
    {VJ_OP_MBCNT, I64, ~0ull, 0, 0, 63, 63},
};

START_TEST(eval_op_follows_the_isa_rules)
{
    for (size_t i = 0; i < sizeof evcases / sizeof evcases[0]; i++) {
        const struct evcase *e = &evcases[i];
        uint64_t got = vj_ir_eval_op(e->op, e->t, e->a, e->b, e->c, e->lane);
        if (got != e->want)
            ck_abort_msg("case %zu: %s.%s(0x%llx, 0x%llx, 0x%llx) = 0x%llx, want 0x%llx", i,
                         vj_op_table[e->op].name, e->t == I32 ? "i32" : "i64",
                         (unsigned long long)e->a, (unsigned long long)e->b,
                         (unsigned long long)e->c, (unsigned long long)got,
                         (unsigned long long)e->want);
    }
}
END_TEST

/* A few blocks, each with one fault the verifier must name. */
START_TEST(verifier_rejects_malformed_blocks)
{
    char err[256];
    vj_ir_block b;

    /* well-formed: v3 = perm(v1, v2, const) */
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
    uint32_t y = vj_ir_emit(&b, VJ_OP_RDV, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 2);
    uint32_t s = vj_ir_const(&b, I32, 0x05040100);
    uint32_t p = vj_ir_emit(&b, VJ_OP_PERM, I32, x, y, s, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, p, VJ_NO_ARG, VJ_NO_ARG, 3);
    ck_assert(vj_ir_ok(&b));
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_OK);

    /* an argument that points forward */
    b.nodes[p].arg[0] = p + 1;
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    ck_assert_ptr_nonnull(strstr(err, "%3"));
    b.nodes[p].arg[0] = x;

    /* perm is i32 only */
    b.nodes[p].type = I64;
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    b.nodes[p].type = I32;

    /* mixed argument types */
    b.nodes[y].type = I64;
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    b.nodes[y].type = I32;

    /* a register pair past v255 */
    b.nodes[x].type = I64;
    b.nodes[x].imm = 255;
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    ck_assert_ptr_nonnull(strstr(err, "255"));
    b.nodes[x].type = I32;
    b.nodes[x].imm = 1;
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_OK);

    /* a per-lane value claimed uniform */
    b.nodes[p].uniform = 1;
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    b.nodes[p].uniform = 0;
    vj_ir_release(&b);

    /* a scalar written from a per-lane value; a 64-bit shift by an i64 count */
    vj_ir_init(&b, VJ_GFX1100, 32);
    x = vj_ir_emit(&b, VJ_OP_RDV, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
    vj_ir_emit(&b, VJ_OP_WRS, VJ_T_VOID, x, VJ_NO_ARG, VJ_NO_ARG, 4);
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    ck_assert_ptr_nonnull(strstr(err, "per-lane"));
    vj_ir_release(&b);

    vj_ir_init(&b, VJ_GFX908, 64);
    x = vj_ir_emit(&b, VJ_OP_RDV, I64, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 2);
    y = vj_ir_const(&b, I64, 3);
    vj_ir_emit(&b, VJ_OP_SHL, I64, x, y, VJ_NO_ARG, 0);
    ck_assert_int_eq(vj_ir_verify(&b, err, sizeof err), VJ_ERR_IR);
    vj_ir_release(&b);
}
END_TEST

START_TEST(builder_marks_uniform_values)
{
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t s = vj_ir_emit(&b, VJ_OP_RDS, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 4);
    uint32_t k = vj_ir_const(&b, I32, 7);
    uint32_t v = vj_ir_emit(&b, VJ_OP_RDV, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0);
    uint32_t u = vj_ir_emit(&b, VJ_OP_ADD, I32, s, k, VJ_NO_ARG, 0);
    uint32_t nu = vj_ir_emit(&b, VJ_OP_ADD, I32, s, v, VJ_NO_ARG, 0);
    uint32_t lb = vj_ir_emit(&b, VJ_OP_LANEBIT, I32, s, VJ_NO_ARG, VJ_NO_ARG, 0);
    ck_assert(b.nodes[u].uniform);
    ck_assert(!b.nodes[nu].uniform);
    ck_assert(!b.nodes[lb].uniform);
    ck_assert_int_eq(b.nodes[lb].type, I32);
    /* an argument that failed to build poisons the block */
    ck_assert_uint_eq(vj_ir_emit(&b, VJ_OP_NOT, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 0),
                      VJ_NO_ARG);
    ck_assert(!vj_ir_ok(&b));
    vj_ir_release(&b);
}
END_TEST

START_TEST(printer_shows_one_node_a_line)
{
    vj_ir_block b;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t x = vj_ir_emit(&b, VJ_OP_RDV, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 1);
    uint32_t y = vj_ir_emit(&b, VJ_OP_RDV, I32, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, 2);
    uint32_t s = vj_ir_const(&b, I32, 0x05040100);
    uint32_t p = vj_ir_emit(&b, VJ_OP_PERM, I32, x, y, s, 0);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, p, VJ_NO_ARG, VJ_NO_ARG, 3);
    uint32_t m = vj_ir_emit(&b, VJ_OP_RDS, I64, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, VJ_SREG_VCC_LO);
    (void)m;
    char *text = vj_ir_print(&b);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(strstr(text, "  %3 = perm.i32 %0, %1, 0x05040100\n") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "  %0 = rdv.i32 v1\n") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "  wrv.i32 v3, %3\n") != NULL, "%s", text);
    ck_assert_msg(strstr(text, "  %5 = rds.i64 vcc\n") != NULL, "%s", text);
    free(text);
    vj_ir_release(&b);
}
END_TEST

START_TEST(clone_is_a_deep_copy)
{
    vj_ir_block b, c;
    vj_ir_init(&b, VJ_GFX1100, 32);
    uint32_t k = vj_ir_const(&b, I32, 7);
    vj_ir_emit(&b, VJ_OP_WRV, VJ_T_VOID, k, VJ_NO_ARG, VJ_NO_ARG, 3);
    vj_inst in;
    memset(&in, 0, sizeof in);
    in.id = VJ_I_V_MOV_B32;
    ck_assert_int_eq(vj_ir_set_insts(&b, &in, 1), VJ_OK);
    ck_assert_int_eq(vj_ir_clone(&c, &b), VJ_OK);
    ck_assert_uint_eq(c.count, 2);
    ck_assert_uint_eq(c.ninsts, 1);
    ck_assert_ptr_ne(c.nodes, b.nodes);
    ck_assert_ptr_ne(c.insts, b.insts);
    c.nodes[0].imm = 9;
    ck_assert_uint_eq(b.nodes[0].imm, 7);
    vj_ir_release(&b);
    vj_ir_release(&c);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("ir");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, every_op_has_a_distinct_name);
    tcase_add_test(tc, eval_op_follows_the_isa_rules);
    tcase_add_test(tc, verifier_rejects_malformed_blocks);
    tcase_add_test(tc, builder_marks_uniform_values);
    tcase_add_test(tc, printer_shows_one_node_a_line);
    tcase_add_test(tc, clone_is_a_deep_copy);
    suite_add_tcase(s, tc);
    return s;
}
