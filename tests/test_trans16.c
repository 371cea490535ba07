/* test_trans16: the f16 transcendentals (issue 29) over every f16 input.
 * One: the interpreter's FTRANS (src/interp/fp.c) against the reference
 * evaluator's rows (src/interp/reffloat.c) for all 65,536 inputs of each of
 * v_rcp/rsq/sqrt/exp/log/sin/cos_f16, under MODE values that vary the
 * denormal field, the rounding field (which must not matter), IEEE,
 * FP16_OVFL and GFX12. Two: their shared value (vj_fp_trans_value, MPFR at
 * 11 bits) against the host's double libm rounded to f16, an evaluation
 * written apart from both, skipping only results within 2^-40 of an f16
 * rounding boundary (where a double's own error could decide it). */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/fp.h"
#include "interp/interp.h"
#include "ir/fpmode.h"
#include "testutil.h"

static const struct {
    vj_inst_id id;
    unsigned fn;
} rows[] = {
    {VJ_I_V_RCP_F16, VJ_FTRANS_RCP},   {VJ_I_V_RSQ_F16, VJ_FTRANS_RSQ},
    {VJ_I_V_SQRT_F16, VJ_FTRANS_SQRT}, {VJ_I_V_EXP_F16, VJ_FTRANS_EXP},
    {VJ_I_V_LOG_F16, VJ_FTRANS_LOG},   {VJ_I_V_SIN_F16, VJ_FTRANS_SIN},
    {VJ_I_V_COS_F16, VJ_FTRANS_COS},
};
enum { NROWS = sizeof rows / sizeof rows[0] };

/* The MODE of input x's k-th run: each denormal field, rounding field and
 * IEEE value meets every input class across the inputs; FP16_OVFL on k. */
static uint32_t mode_for(unsigned x, unsigned k, unsigned row)
{
    unsigned dn16 = (x + 2 * k + row) & 3, round = (x >> 2) & 15;
    return 0x30u | dn16 << 6 | round | ((x >> 6) & 1 ? VJ_MODE_IEEE : 0) |
           (k ? VJ_MODE_FP16_OVFL : 0);
}

START_TEST(every_f16_input_interp_matches_reference)
{
    unsigned row = (unsigned)_i;
    uint64_t bad = 0, runs = 0;
    char first[200] = "";
    for (unsigned x = 0; x < 65536; x++)
        for (unsigned k = 0; k < 2; k++) {
            int gfx12 = (x >> 9 & 1) ^ k;
            vj_inst in;
            memset(&in, 0, sizeof in);
            in.id = rows[row].id;
            in.target = gfx12 ? VJ_GFX1200 : VJ_GFX1100;
            in.nsrc = 1;
            in.src[0].kind = VJ_OPND_VGPR;
            in.src[0].dwords = 1;
            uint32_t mode = mode_for(x, k, row);
            uint64_t src[3] = {x, 0, 0}, want = 0;
            ck_assert(vj_ref_float(&in, mode, src, 0, &want));
            uint64_t imm = VJ_FPI_F16 | (gfx12 ? VJ_FPI_GFX12 : 0) |
                           (uint64_t)rows[row].fn << VJ_FPI_FN_SHIFT;
            unsigned saved = vj_fp_enter(mode, 1);
            uint64_t got = vj_fp_lane(VJ_OP_FTRANS, 0, x, 0, 0, mode, imm);
            vj_fp_leave(saved);
            runs++;
            if ((got & 0xffffu) != (want & 0xffffu) && bad++ == 0)
                snprintf(first, sizeof first,
                         "x 0x%04x mode 0x%x gfx12 %d: interp 0x%04llx, "
                         "reference 0x%04llx",
                         x, mode, gfx12, (unsigned long long)got, (unsigned long long)want);
        }
    if (getenv("VJ_DIFF_VERBOSE"))
        fprintf(stderr, "%s: %llu evaluations, %llu mismatches\n",
                vj_inst_table[rows[row].id].name, (unsigned long long)runs,
                (unsigned long long)bad);
    ck_assert_msg(bad == 0, "%s: %llu of %llu differ; first: %s", vj_inst_table[rows[row].id].name,
                  (unsigned long long)bad, (unsigned long long)runs, first);
}
END_TEST

/* An f16's value (finite). */
static double f16_value(unsigned h)
{
    unsigned e = h >> 10 & 31, m = h & 0x3ff;
    double v = e ? ldexp(1024 + m, (int)e - 25) : ldexp(m, -24);
    return h & 0x8000 ? -v : v;
}

/* The f16 nearest (ties to even) to |d| > 0, or 0x7c00 past the overflow
 * edge; *edge set when |d| is within 2^-40 (relative) of a boundary
 * between two f16 (a midpoint, or the overflow threshold 65520). */
static unsigned round_f16(double d, int *edge)
{
    double a = fabs(d);
    unsigned sign = d < 0 ? 0x8000u : 0;
    if (a >= 65504) { /* past the largest finite: the threshold 65520, a tie to +inf */
        *edge = fabs(a - 65520) <= 65520 * 0x1p-40;
        return (a >= 65520 ? 0x7c00u : 0x7bffu) | sign;
    }
    unsigned lo = 0; /* the largest f16 magnitude <= a (binary search on the bits) */
    for (unsigned step = 0x4000; step; step >>= 1)
        if (lo + step < 0x7bff && f16_value(lo + step) <= a)
            lo += step;
    double vlo = f16_value(lo), vhi = f16_value(lo + 1);
    double mid = (vlo + vhi) / 2;
    *edge = fabs(a - mid) <= a * 0x1p-40;
    unsigned r = a < mid ? lo : a > mid ? lo + 1 : (lo & 1 ? lo + 1 : lo);
    return r | sign;
}

/* The function on the host: double libm, the turns reduced exactly first. */
static double host_fn(unsigned fn, double x)
{
    double r = x - nearbyint(x); /* exact: r in [-0.5, 0.5] */
    switch (fn) {
    case VJ_FTRANS_RCP:
        return 1.0 / x;
    case VJ_FTRANS_RSQ:
        return 1.0 / sqrt(x);
    case VJ_FTRANS_SQRT:
        return sqrt(x);
    case VJ_FTRANS_EXP:
        return exp2(x);
    case VJ_FTRANS_LOG:
        return log2(x);
    case VJ_FTRANS_SIN:
        return sin(2 * M_PI * r);
    default:
        return cos(2 * M_PI * r);
    }
}

START_TEST(f16_values_match_host_libm)
{
    unsigned row = (unsigned)_i, fn = rows[row].fn;
    uint64_t checked = 0, edges = 0, bad = 0;
    char first[200] = "";
    for (unsigned x = 0; x < 65536; x++) {
        if ((x & 0x7c00) == 0x7c00 || !(x & 0x7fff))
            continue; /* NaNs, infinities, zeros: the special cases */
        double v = f16_value(x);
        int neg_domain = fn == VJ_FTRANS_RSQ || fn == VJ_FTRANS_SQRT || fn == VJ_FTRANS_LOG;
        if (v < 0 && neg_domain)
            continue;
        double d = host_fn(fn, v);
        if (d == 0 || (fabs(d) < 0x1p-40 && fn >= VJ_FTRANS_SIN))
            continue; /* an exact zero of sin/cos, or one within the reduction's error */
        int edge;
        unsigned want = round_f16(d, &edge);
        if (edge) {
            edges++;
            continue;
        }
        uint64_t got = vj_fp_trans_value(fn, 16, x);
        checked++;
        if (got != want && bad++ == 0)
            snprintf(first, sizeof first, "x 0x%04x (%a): MPFR 0x%04llx, libm %a -> 0x%04x", x, v,
                     (unsigned long long)got, d, want);
    }
    if (getenv("VJ_DIFF_VERBOSE"))
        fprintf(stderr, "%s: %llu values checked, %llu near a boundary skipped, %llu differ\n",
                vj_inst_table[rows[row].id].name, (unsigned long long)checked,
                (unsigned long long)edges, (unsigned long long)bad);
    ck_assert_msg(bad == 0, "%s: %llu of %llu differ; first: %s", vj_inst_table[rows[row].id].name,
                  (unsigned long long)bad, (unsigned long long)checked, first);
    ck_assert_uint_gt(checked, 20000);
    ck_assert_uint_lt(edges, 64);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("trans16");
    TCase *tc = tcase_create("exhaustive");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, every_f16_input_interp_matches_reference, 0, NROWS);
    tcase_add_loop_test(tc, f16_values_match_host_libm, 0, NROWS);
    suite_add_tcase(s, tc);
    return s;
}
