/* test_fold: a v_perm_b32 with a known selector, once optimised, equals the
 * ISA's per-byte rule (written here, apart from the library) for every shape
 * the issue names and for random selectors, on corner-case and random data,
 * run by the interpreter; named shapes lose their perm and cost what a
 * person would write by hand. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "ir/permplan.h"
#include "testutil.h"
#include "vop3jit.h"

#define I32 VJ_T_I32
#define NA  VJ_NO_ARG

/* ------------------------------------------------------------- reference */

/* v_perm_b32 per lane, straight from the ISA: data = {S0, S1}, S0 high; for
 * each result byte i, sel = S2 byte i: 0-7 byte sel of data; 8, 9, 10, 11:
 * 0xff if the top bit of byte 1, 3, 5, 7 of data is set, else 0; 12: 0x00;
 * 13 and above: 0xff. */
static uint32_t ref_perm(uint32_t s0, uint32_t s1, uint32_t s2)
{
    uint8_t data[8];
    for (int k = 0; k < 4; k++) {
        data[k] = (uint8_t)(s1 >> (8 * k));
        data[k + 4] = (uint8_t)(s0 >> (8 * k));
    }
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) {
        unsigned sel = (s2 >> (8 * i)) & 0xff;
        unsigned byte;
        if (sel <= 7)
            byte = data[sel];
        else if (sel <= 11)
            byte = (data[2 * (sel - 8) + 1] & 0x80) ? 0xff : 0x00;
        else if (sel == 12)
            byte = 0x00;
        else
            byte = 0xff;
        r |= (uint32_t)byte << (8 * i);
    }
    return r;
}

START_TEST(reference_matches_hand_worked_examples)
{
    /* Worked by hand from the rule, so that the oracle itself is pinned. */
    ck_assert_uint_eq(ref_perm(0x44332211, 0xddccbbaa, 0x00010203), 0xaabbccdd);
    ck_assert_uint_eq(ref_perm(0x44332211, 0xddccbbaa, 0x07060504), 0x44332211);
    ck_assert_uint_eq(ref_perm(0x44332211, 0xddccbbaa, 0x04030201), 0x11ddccbb);
    ck_assert_uint_eq(ref_perm(0x44332211, 0xddccbbaa, 0x0c0d0c0d), 0x00ff00ff);
    ck_assert_uint_eq(ref_perm(0x00008000, 0x80000000, 0x0b0a0908), 0x00ffff00);
    ck_assert_uint_eq(ref_perm(0, 0, 0xff0e0d0c), 0xffffff00);
}
END_TEST

/* ------------------------------------------------------------- harness */

/* Corner-case lane data; the rest of each wave is random. */
static const uint32_t corners[] = {
    0x00000000, 0xffffffff, 0x80808080, 0x7f7f7f7f, 0x00ff00ff, 0xff00ff00, 0x00000001, 0x80000000,
    0x00008000, 0x00800000, 0x00000080, 0x01020304, 0x7fff7fff, 0x8000ffff, 0xdeadbeef, 0x0000ffff,
};
#define NCORNERS (sizeof corners / sizeof corners[0])

typedef struct harness {
    struct vj_wave *w;
    uint64_t rng;
    unsigned round;
    unsigned mismatches;
    unsigned perms_left;
    unsigned max_ops;
} harness;

static void harness_init(harness *h, uint64_t seed)
{
    memset(h, 0, sizeof *h);
    h->w = vj_test_wave_new(64);
    h->w->s[VJ_SREG_EXEC_LO] = h->w->s[VJ_SREG_EXEC_HI] = 0xffffffffu;
    h->rng = seed;
}

/* Ops that compute, not counting reads, writes and constants. */
static unsigned count_ops(const vj_ir_block *b, unsigned *perms)
{
    unsigned n = 0;
    *perms = 0;
    for (uint32_t i = 0; i < b->count; i++) {
        switch (b->nodes[i].op) {
        case VJ_OP_CONST:
        case VJ_OP_RDV:
        case VJ_OP_RDS:
        case VJ_OP_RDSPEC:
        case VJ_OP_WRV:
        case VJ_OP_WRS:
            break;
        case VJ_OP_PERM:
            (*perms)++;
            n++;
            break;
        default:
            n++;
        }
    }
    return n;
}

/* v0 = perm(v1, v2 or v1, sel), optimised; returns its op count. via_reg
 * routes the selector through v3 (v_mov_b32 v3, sel first). */
static unsigned build_perm(vj_ir_block *b, uint32_t sel, int same, int via_reg)
{
    vj_ir_init(b, VJ_GFX1100, 64);
    uint32_t s;
    if (via_reg) {
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, vj_ir_const(b, I32, sel), NA, NA, 3);
        b->cur_inst = 1;
    }
    uint32_t a = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, 1);
    uint32_t c = same ? a : vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, 2);
    s = via_reg ? vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, 3) : vj_ir_const(b, I32, sel);
    uint32_t p = vj_ir_emit(b, VJ_OP_PERM, I32, a, c, s, 0);
    vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, p, NA, NA, 0);
    /* No ck_assert on the way when all is well: Check logs every one, and
     * this runs a few hundred thousand times. */
    if (!vj_ir_ok(b) || vj_ir_optimize(b) != VJ_OK)
        ck_abort_msg("selector 0x%08x: the optimiser failed", sel);
    char err[256];
    if (vj_ir_verify(b, err, sizeof err) != VJ_OK)
        ck_abort_msg("selector 0x%08x: %s", sel, err);
    unsigned perms;
    return count_ops(b, &perms);
}

/* Fold sel, run it over a wave of corner and random data, compare every lane
 * with ref_perm. */
static void check_selector(harness *h, uint32_t sel, int same, int via_reg)
{
    vj_ir_block b;
    unsigned ops = build_perm(&b, sel, same, via_reg);
    unsigned perms;
    count_ops(&b, &perms);
    h->perms_left += perms;
    if (ops > h->max_ops)
        h->max_ops = ops;

    /* Lanes 0..15: corners paired so that over the rounds every corner meets
     * every other; lanes 16..63 random. */
    struct vj_wave *w = h->w;
    for (unsigned l = 0; l < 64; l++) {
        if (l < NCORNERS) {
            w->v[1][l] = corners[l];
            w->v[2][l] = corners[(l + h->round) % NCORNERS];
        } else {
            uint64_t r = vj_test_rand(&h->rng);
            w->v[1][l] = (uint32_t)r;
            w->v[2][l] = (uint32_t)(r >> 32);
        }
        w->v[0][l] = 0x5a5a5a5a;
    }
    h->round++;
    char err[256];
    if (vj_interp_run(&b, w, err, sizeof err) != VJ_OK)
        ck_abort_msg("%s", err);
    for (unsigned l = 0; l < 64; l++) {
        uint32_t s0 = w->v[1][l], s1 = same ? s0 : w->v[2][l];
        uint32_t want = ref_perm(s0, s1, sel);
        if (w->v[0][l] != want && h->mismatches++ < 10) {
            char *text = vj_ir_print(&b);
            ck_assert_msg(0, "sel 0x%08x%s S0 0x%08x S1 0x%08x: got 0x%08x want 0x%08x\n%s", sel,
                          same ? " (S0 = S1)" : "", s0, s1, w->v[0][l], want, text);
            free(text);
        }
    }
    if (via_reg)
        for (unsigned l = 0; l < 64; l++)
            if (w->v[3][l] != sel)
                ck_abort_msg("v3 lane %u is 0x%08x, not the selector", l, w->v[3][l]);
    vj_ir_release(&b);
}

/* ---------------------------------------------------------------- shapes */

/* The shapes the issue names: each folds to no perm at the op count worked
 * out by hand; the bounds (copy, bswap, funnel shift: 1; shift with
 * a mask: 2; half packing: 5) are asserted too. */
static const struct shape {
    uint32_t sel;
    int same;         /* S0 and S1 are the same value */
    unsigned ops;     /* by hand */
    unsigned most;    /* the bound */
    const char *text; /* as vj_fold_plan_text writes it, or NULL */
} shapes[] = {
    /* every byte constant: 12 -> 0x00, 13 and up -> 0xff */
    {0x0c0c0c0c, 0, 0, 0, "0x00000000"},
    {0x0d0eff0c, 0, 0, 0, "0xffffff00"},
    /* identity */
    {0x03020100, 0, 0, 1, "S1"},
    {0x07060504, 0, 0, 1, "S0"},
    /* byte reversal */
    {0x00010203, 0, 1, 1, "bswap(S1)"},
    {0x04050607, 0, 1, 1, "bswap(S0)"},
    /* a window of {S0:S1}: one funnel shift */
    {0x04030201, 0, 1, 1, "fshr(S0, S1, 8)"},
    {0x05040302, 0, 1, 1, "fshr(S0, S1, 16)"},
    {0x06050403, 0, 1, 1, "fshr(S0, S1, 24)"},
    /* whole-byte shifts with zero fill */
    {0x0201000c, 0, 1, 2, "S1 << 8"},
    {0x0c0c0c03, 0, 1, 2, "S1 >> 24"},
    {0x0605040c, 0, 1, 2, "S0 << 8"},
    {0x0c0c0706, 0, 1, 2, "S0 >> 16"},
    {0x0c0c0201, 0, 1, 2, "(S1 >> 8) & 0xffff"},
    /* bytes in place, 0x0c / 0xff elsewhere: one AND or one OR */
    {0x0c0c0100, 0, 1, 1, "S1 & 0xffff"},
    {0x070c050c, 0, 1, 1, "S0 & 0xff00ff00"},
    {0x0d0d0100, 0, 1, 1, "S1 | 0xffff0000"},
    {0x03ff01ff, 0, 1, 1, "S1 | 0xff00ff"},
    /* 16-bit half packing */
    {0x05040100, 0, 3, 5, "(S1 & 0xffff) | (S0 << 16)"},
    {0x07060302, 0, 3, 5, "(S1 >> 16) | (S0 & 0xffff0000)"},
    {0x01000504, 0, 3, 5, "(S0 & 0xffff) | (S1 << 16)"},
    {0x07060100, 0, 3, 5, "(S1 & 0xffff) | (S0 & 0xffff0000)"},
    {0x03020706, 0, 3, 5, NULL},
    /* sign extension */
    {0x08080100, 0, 1, 2, "sext16(S1)"},
    {0x09090302, 0, 1, 2, "sext16(S1 >> 16)"},
    {0x09090903, 0, 1, 2, "sext8(S1 >> 24)"},
    {0x0a0a0504, 0, 1, 2, "sext16(S0)"},
    {0x0b0b0706, 0, 1, 2, "sext16(S0 >> 16)"},
    /* byte 0, then the sign of byte 1 (not of byte 0): not a sext8 */
    {0x08080800, 0, 4, 4, "(S1 & 0xff) | (sext8(S1 >> 8) & 0xffffff00)"},
    /* rotations of one source */
    {0x02010003, 0, 1, 1, "rotl(S1, 8)"},
    {0x01000302, 0, 1, 1, "rotr(S1, 16)"},
    {0x04070605, 0, 1, 1, "rotr(S0, 8)"},
    /* one value as both sources: a window is a rotate */
    {0x04030201, 1, 1, 1, "rotr(S1, 8)"},
    {0x05040302, 1, 1, 1, "rotr(S1, 16)"},
    {0x06050403, 1, 1, 1, "rotl(S1, 8)"},
    {0x07060100, 1, 0, 1, "S1"},
    {0x0a0a0504, 1, 1, 2, "sext16(S1)"},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])

START_TEST(named_shapes_fold_to_the_cheap_form)
{
    harness h;
    harness_init(&h, 5);
    for (size_t i = 0; i < NSHAPES; i++) {
        const struct shape *s = &shapes[i];
        vj_ir_block b;
        unsigned ops = build_perm(&b, s->sel, s->same, 0);
        unsigned perms;
        count_ops(&b, &perms);
        ck_assert_msg(perms == 0, "0x%08x keeps its perm", s->sel);
        ck_assert_msg(ops == s->ops, "0x%08x%s: %u ops, by hand %u", s->sel,
                      s->same ? " (same)" : "", ops, s->ops);
        ck_assert_uint_le(ops, s->most);
        vj_ir_release(&b);

        vj_fold_plan plan;
        vj_fold_perm(s->sel, NULL, s->same, &plan);
        ck_assert_uint_eq(plan.ops, s->ops);
        if (s->text) {
            char text[256];
            vj_fold_plan_text(&plan, text, sizeof text);
            ck_assert_str_eq(text, s->text);
        }
        for (int r = 0; r < 8; r++)
            check_selector(&h, s->sel, s->same, 0);
    }
    ck_assert_uint_eq(h.mismatches, 0);
    free(h.w);
}
END_TEST

/* ------------------------------------------------------ random selectors */

static void random_selectors(unsigned count, unsigned byte_range, int same, uint64_t seed)
{
    harness h;
    harness_init(&h, seed);
    uint8_t seen[4][256] = {{0}};
    uint64_t rng = seed * 7 + 1;
    for (unsigned n = 0; n < count; n++) {
        uint32_t sel = 0;
        for (int i = 0; i < 4; i++) {
            unsigned v = (unsigned)(vj_test_rand(&rng) % byte_range);
            seen[i][v] = 1;
            sel |= v << (8 * i);
        }
        check_selector(&h, sel, same, 0);
    }
    ck_assert_uint_eq(h.mismatches, 0);
    ck_assert_uint_eq(h.perms_left, 0);
    ck_assert_uint_le(h.max_ops, VJ_FOLD_PERM_COST);
    for (int i = 0; i < 4; i++)
        for (unsigned v = 0; v < byte_range; v++)
            ck_assert_msg(seen[i][v], "selector byte %d never took the value %u", i, v);
    free(h.w);
}

START_TEST(random_selectors_of_bytes_0_to_15_match_the_reference)
{
    random_selectors(100000, 16, 0, 11);
}
END_TEST

START_TEST(random_selectors_of_bytes_0_to_255_match_the_reference)
{
    random_selectors(100000, 256, 0, 12);
}
END_TEST

START_TEST(random_selectors_on_one_source_match_the_reference)
{
    random_selectors(10000, 16, 1, 13);
}
END_TEST

/* Every value of every selector byte, the other bytes random. */
START_TEST(every_value_of_every_selector_byte_matches_the_reference)
{
    harness h;
    harness_init(&h, 21);
    uint64_t rng = 99;
    for (int same = 0; same < 2; same++)
        for (int i = 0; i < 4; i++)
            for (unsigned v = 0; v < 256; v++) {
                uint32_t sel = (uint32_t)vj_test_rand(&rng) & 0x0f0f0f0fu;
                sel = (sel & ~(0xffu << (8 * i))) | v << (8 * i);
                check_selector(&h, sel, same, 0);
            }
    ck_assert_uint_eq(h.mismatches, 0);
    ck_assert_uint_eq(h.perms_left, 0);
    free(h.w);
}
END_TEST

/* v_mov_b32_e64 v3, 0x5040100 then v_perm_b32 v0, v1, v2, v3: the selector
 * reaches the perm through v3 and still folds. */
START_TEST(selector_written_to_a_register_earlier_folds)
{
    vj_ir_block b;
    unsigned ops = build_perm(&b, 0x05040100, 0, 1);
    unsigned perms;
    count_ops(&b, &perms);
    ck_assert_uint_eq(perms, 0);
    ck_assert_uint_eq(ops, 3);
    vj_ir_release(&b);
    harness h;
    harness_init(&h, 31);
    uint64_t rng = 5;
    check_selector(&h, 0x05040100, 0, 1);
    for (int n = 0; n < 2000; n++)
        check_selector(&h, (uint32_t)vj_test_rand(&rng) & 0x0f0f0f0fu, 0, 1);
    ck_assert_uint_eq(h.mismatches, 0);
    ck_assert_uint_eq(h.perms_left, 0);
    free(h.w);
}
END_TEST

/* What is known of a source turns its bytes into constants: with S0 = 0 the
 * half-packing perm is a mask; with both sources known, a constant. */
START_TEST(known_sources_shrink_the_plan)
{
    vj_fold_src src[2] = {{0xffffffffu, 0}, {0, 0}}; /* S0 = 0, S1 unknown */
    vj_fold_plan p;
    char text[128];
    vj_fold_perm(0x05040100, src, 0, &p);
    vj_fold_plan_text(&p, text, sizeof text);
    ck_assert_str_eq(text, "S1 & 0xffff");
    ck_assert_uint_eq(p.ops, 1);

    vj_fold_src both[2] = {{~0x11223344u, 0x11223344u}, {~0xaabbccddu, 0xaabbccddu}};
    vj_fold_perm(0x0b050c01, both, 0, &p);
    ck_assert_int_eq(p.kind, VJ_FOLD_CONST);
    ck_assert_uint_eq(p.konst, ref_perm(0x11223344u, 0xaabbccddu, 0x0b050c01));

    /* S1's sign bit of byte 1 known set: selector byte 8 is 0xff. */
    vj_fold_src sign[2] = {{0, 0}, {0, 0x8000}};
    vj_fold_perm(0x0c0c0c08, sign, 0, &p);
    ck_assert_int_eq(p.kind, VJ_FOLD_CONST);
    ck_assert_uint_eq(p.konst, 0xff);
}
END_TEST

/* The public face: text, op count, the perm's price; errors as values. */
START_TEST(describe_gives_text_and_counts)
{
    char buf[128];
    vj_fold_info info;
    ck_assert_int_eq(vj_fold_describe(0x05040100, 0, buf, sizeof buf, &info), VJ_OK);
    ck_assert_str_eq(buf, "(S1 & 0xffff) | (S0 << 16)");
    ck_assert_uint_eq(info.ops, 3);
    ck_assert_uint_eq(info.perm_cost, VJ_FOLD_PERM_COST);
    ck_assert_int_eq(info.keeps_perm, 0);
    ck_assert_int_eq(vj_fold_describe(0x04030201, VJ_FOLD_SAME_SOURCES, buf, sizeof buf, NULL),
                     VJ_OK);
    ck_assert_str_eq(buf, "rotr(S1, 8)");

    char small[8];
    ck_assert_int_eq(vj_fold_describe(0x05040100, 0, small, sizeof small, NULL), VJ_ERR_ARG);
    ck_assert_str_eq(small, "(S1 & 0");
    ck_assert_int_eq(vj_fold_describe(0x05040100, 0x80, buf, sizeof buf, NULL), VJ_ERR_ARG);
    ck_assert_int_eq(vj_fold_describe(0x05040100, 0, NULL, 10, NULL), VJ_ERR_ARG);
    ck_assert_int_eq(vj_fold_describe(0x05040100, 0, buf, 0, NULL), VJ_ERR_ARG);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("fold");
    TCase *tc = tcase_create("perm");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, reference_matches_hand_worked_examples);
    tcase_add_test(tc, named_shapes_fold_to_the_cheap_form);
    tcase_add_test(tc, random_selectors_of_bytes_0_to_15_match_the_reference);
    tcase_add_test(tc, random_selectors_of_bytes_0_to_255_match_the_reference);
    tcase_add_test(tc, random_selectors_on_one_source_match_the_reference);
    tcase_add_test(tc, every_value_of_every_selector_byte_matches_the_reference);
    tcase_add_test(tc, selector_written_to_a_register_earlier_folds);
    tcase_add_test(tc, known_sources_shrink_the_plan);
    tcase_add_test(tc, describe_gives_text_and_counts);
    suite_add_tcase(s, tc);
    return s;
}
