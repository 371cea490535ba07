/* test_salu_sem: the scalar ALU's semantics (issue 30), engines against the
 * reference evaluator (src/interp/refscalar.c, the ISA pseudocode). Every
 * scalar row of the sweep on every target either lowers (counted per target)
 * or is refused by name; each row that lowers runs on random instructions of
 * its row (registers that alias, inline constants, literals, scc, vccz and
 * execz as sources) over random and edge register values with SCC in both
 * states, wave32 and wave64, in the interpreter with and without the
 * optimiser, and the JIT where it takes the block. VJ_SALU_EVALS sets the
 * evaluations per row, target and wave size (default 192; 1000000 for the
 * issue's acceptance run); VJ_SALU_TARGETS (target names, comma-separated)
 * runs the interpreter's differential on those targets only, so that the
 * rows only newer targets have can be run at a higher count. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "interp/interp.h"
#include "ir/ir.h"
#if VJ_HAVE_GCCJIT
#include "jit/jit.h"
#endif
#include "testutil.h"
#include "vop3jit.h"

static const uint32_t edges[] = {0,          1,          2,          31,         32,
                                 63,         64,         0x7fffffff, 0x80000000, 0xffffffff,
                                 0xfffffffe, 0x0000ffff, 0xffff0000, 0x00010000, 0x00200008,
                                 0x007f0004, 0x80000001, 0x00400000};

static uint32_t rand_value(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    return r & 1 ? edges[(r >> 1) % (sizeof edges / sizeof edges[0])] : (uint32_t)(r >> 32);
}

/* A source field: mostly s0..s7 (so that sources and the destination
 * alias), and every other kind a scalar source has. */
static unsigned rand_src(uint64_t *rng, int wide)
{
    static const unsigned special[] = {106, 107, 124, 125, 126, 127, 128, 129, 136, 192, 193,
                                       208, 240, 242, 247, 248, 251, 252, 253, 255, 255, 255};
    uint64_t r = vj_test_rand(rng);
    if (r % 3)
        return (unsigned)((r >> 8) % 8) & (wide ? ~1u : ~0u);
    return special[(r >> 8) % (sizeof special / sizeof special[0])];
}

static unsigned rand_dst(uint64_t *rng, int wide)
{
    static const unsigned special[] = {106, 124, 125, 126, 104};
    uint64_t r = vj_test_rand(rng);
    if (r % 5)
        return (unsigned)((r >> 8) % 8) & (wide ? ~1u : ~0u);
    return special[(r >> 8) % (sizeof special / sizeof special[0])];
}

static int wide_kind(vj_salu_opnd k)
{
    return k == VJ_SO_D64 || k == VJ_SO_A64 || k == VJ_SO_R64 || k == VJ_SO_B64;
}

/* A random instruction of a row that decodes as itself and that lowering
 * takes (its operands are ones we read); 0 after many tries. */
static int rand_inst(const vj_salu_row *row, vj_target t, unsigned ws, uint64_t *rng,
                     vj_sinst *out)
{
    for (int tries = 0; tries < 200; tries++) {
        vj_sinst s;
        memset(&s, 0, sizeof s);
        s.row = row;
        s.target = t;
        for (unsigned i = 0; i < 4; i++) {
            vj_salu_opnd k = (vj_salu_opnd)row->opnd[i];
            int wide = wide_kind(k);
            if (k == VJ_SO_D32 || k == VJ_SO_D64)
                s.sdst = (uint8_t)rand_dst(rng, wide);
            else if (k == VJ_SO_A32 || k == VJ_SO_A64 || k == VJ_SO_R32 || k == VJ_SO_R64)
                s.ssrc0 = (uint8_t)rand_src(rng, wide);
            else if (k == VJ_SO_B32 || k == VJ_SO_B64)
                s.ssrc1 = (uint8_t)rand_src(rng, wide);
        }
        uint64_t r = vj_test_rand(rng);
        static const uint16_t kedges[] = {0, 1, 0x7fff, 0x8000, 0xffff, 0xfffe, 31, 32};
        s.simm16 = r & 1 ? kedges[(r >> 1) % 8] : (uint16_t)(r >> 16);
        s.literal = rand_value(rng);
        uint8_t bytes[8];
        s.len = 8;
        vj_salu_encode(&s, bytes);
        vj_sinst d;
        vj_report rep;
        if (vj_salu_decode(t, bytes, 8, 0, &d, &rep) != VJ_OK || d.row != row)
            continue;
        char err[256];
        if (vj_lower_sinst_check(&d, ws, err, sizeof err) != VJ_OK)
            continue;
        *out = d;
        return 1;
    }
    return 0;
}

static void rand_wave(struct vj_wave *w, unsigned ws, uint64_t *rng)
{
    for (unsigned i = 0; i < VJ_SREG_COUNT; i++)
        w->s[i] = rand_value(rng);
    w->s[VJ_SREG_NULL] = 0;
    uint64_t r = vj_test_rand(rng);
    if (r % 4 == 0) /* exec all ones, or none */
        w->s[VJ_SREG_EXEC_LO] = w->s[VJ_SREG_EXEC_HI] = (r >> 8) & 1 ? 0xffffffffu : 0;
    w->scc = (uint32_t)(r >> 4) & 1;
    w->wave_size = ws;
}

/* The scalar state two waves differ in, said; "" when none. */
static int scalar_diff(const struct vj_wave *a, const struct vj_wave *b, char *buf, size_t size)
{
    if (a->scc != b->scc) {
        snprintf(buf, size, "scc %u != %u", a->scc, b->scc);
        return 1;
    }
    for (unsigned i = 0; i < VJ_SREG_COUNT; i++)
        if (a->s[i] != b->s[i]) {
            char nm[16];
            snprintf(buf, size, "%s 0x%08x != 0x%08x", vj_sreg_name(i, nm), a->s[i], b->s[i]);
            return 1;
        }
    return 0;
}

static unsigned evals_per_row(void)
{
    const char *e = getenv("VJ_SALU_EVALS");
    long n = e ? strtol(e, NULL, 0) : 0;
    return n > 0 ? (unsigned)n : 192;
}

/* Whether VJ_SALU_TARGETS (unset: every target) names t. */
static int target_selected(vj_target t)
{
    const char *e = getenv("VJ_SALU_TARGETS"), *name = vj_target_name(t);
    if (!e || !*e)
        return 1;
    size_t k = strlen(name);
    for (const char *p = e; (p = strstr(p, name)) != NULL; p += k)
        if ((p == e || p[-1] == ',') && (p[k] == ',' || p[k] == '\0'))
            return 1;
    return 0;
}

/* Every scalar row of every target: lowering takes it or refuses it by name
 * (VJ_ERR_UNSUPPORTED, the message naming the row); the integer, compare
 * and exec-family rows and the waits are all taken. */
START_TEST(every_row_lowers_or_is_refused_by_name)
{
    for (int t = 0; t < VJ_TARGET_COUNT; t++) {
        unsigned runs = 0, refused = 0, rows = 0, introws = 0;
        for (size_t i = 0; i < vj_salu_count; i++) {
            const vj_salu_row *row = &vj_salu_table[i];
            if (vj_salu_by_name((vj_target)t, row->name) != row)
                continue;
            rows++;
            int has = vj_lower_has_salu(row);
            int must = row->cls == VJ_SCL_INT || row->cls == VJ_SCL_EXEC ||
                       row->cls == VJ_SCL_WAIT ||
                       (row->cls == VJ_SCL_CMP && !strstr(row->name, "_f16") &&
                        !strstr(row->name, "_f32"));
            /* the integer rows left to later: the m0-relative moves */
            int later = strstr(row->name, "s_movrel") != NULL;
            introws += must && !later;
            ck_assert_msg(has || !must || later, "%s on %s: integer row without a recipe",
                          row->name, vj_target_name((vj_target)t));
            if (has) {
                runs++;
                continue;
            }
            refused++;
            vj_sinst s;
            memset(&s, 0, sizeof s);
            s.row = row;
            s.target = (vj_target)t;
            char err[256];
            ck_assert_int_eq(vj_lower_sinst_check(&s, 64, err, sizeof err), VJ_ERR_UNSUPPORTED);
            ck_assert_msg(strstr(err, row->name) != NULL, "refusal does not name %s: %s",
                          row->name, err);
        }
        fprintf(stderr,
                "scalar rows on %s: %u, run %u (integer/compare/exec/wait %u), "
                "refused by name %u\n",
                vj_target_name((vj_target)t), rows, runs, introws, refused);
        ck_assert_uint_gt(runs, 100);
    }
}
END_TEST

/* The interpreter (with and without the optimiser) against the reference:
 * every row that lowers, every target, both wave sizes. */
START_TEST(interpreter_matches_the_reference)
{
    unsigned per = evals_per_row(), shapes = per < 32 ? per : 32;
    uint64_t rng = 0x5ca1a5u + (uint64_t)_i;
    struct vj_wave *start = vj_test_wave_new(64), *wi = vj_test_wave_new(64),
                   *wr = vj_test_wave_new(64);
    unsigned long long evals = 0, fewest = ~0ull;
    const char *fewest_row = "none";
    unsigned rows_run = 0;
    vj_target t = (vj_target)_i;
    if (!target_selected(t)) {
        fprintf(stderr, "%s: not in VJ_SALU_TARGETS, skipped\n", vj_target_name(t));
        free(start);
        free(wi);
        free(wr);
        return;
    }
    for (unsigned ws = 32; ws <= 64; ws += 32) {
        if (ws == 32 && vj_target_family(t) == VJ_FAM_GFX9)
            continue;
        for (size_t i = 0; i < vj_salu_count; i++) {
            const vj_salu_row *row = &vj_salu_table[i];
            if (vj_salu_by_name(t, row->name) != row || !vj_lower_has_salu(row))
                continue;
            rows_run++;
            unsigned long long row_evals = evals;
            for (unsigned sh = 0; sh < shapes; sh++) {
                vj_sinst in;
                if (!rand_inst(row, t, ws, &rng, &in))
                    continue;
                vj_ir_block b;
                char err[256], text[96];
                vj_salu_print(&in, text, sizeof text);
                vj_ir_init(&b, t, ws);
                ck_assert_msg(vj_lower_sinst(&b, &in, err, sizeof err) == VJ_OK, "%s: %s", text,
                              err);
                ck_assert_msg(vj_ir_verify(&b, err, sizeof err) == VJ_OK, "%s: %s", text, err);
                int optimize = sh & 1;
                if (optimize) {
                    ck_assert_int_eq(vj_ir_optimize(&b), VJ_OK);
                    ck_assert_msg(vj_ir_verify(&b, err, sizeof err) == VJ_OK, "%s opt: %s", text,
                                  err);
                }
                unsigned n = per / shapes + (sh < per % shapes);
                for (unsigned k = 0; k < n; k++) {
                    rand_wave(start, ws, &rng);
                    memcpy(wi, start, sizeof *wi);
                    memcpy(wr, start, sizeof *wr);
                    ck_assert_msg(vj_interp_run(&b, wi, err, sizeof err) == VJ_OK, "%s: %s", text,
                                  err);
                    ck_assert_msg(vj_ref_sinst(&in, wr, err, sizeof err) == VJ_OK, "%s: %s", text,
                                  err);
                    char why[128];
                    if (scalar_diff(wi, wr, why, sizeof why)) {
                        char *ir = vj_ir_print(&b);
                        ck_abort_msg("%s on %s wave%u (optimize %d), scc in %u, s0..s3 "
                                     "0x%x 0x%x 0x%x 0x%x, exec 0x%x: interp != ref: %s\n%s",
                                     text, vj_target_name(t), ws, optimize, start->scc,
                                     start->s[0], start->s[1], start->s[2], start->s[3],
                                     start->s[VJ_SREG_EXEC_LO], why, ir ? ir : "");
                    }
                    /* now and then: nothing else of the wave changed */
                    if ((evals & 255) == 0)
                        ck_assert_msg(memcmp(wi, wr, sizeof *wi) == 0, "%s: the wave differs",
                                      text);
                    evals++;
                }
                vj_ir_release(&b);
            }
            row_evals = evals - row_evals;
            if (!row_evals && getenv("VJ_SALU_VERBOSE"))
                fprintf(stderr, "%s wave%u: %s not drawn\n", vj_target_name(t), ws, row->name);
            if (row_evals && row_evals < fewest) {
                fewest = row_evals;
                fewest_row = row->name;
            }
        }
    }
    fprintf(stderr,
            "%s: %u row x wave size runs, %llu evaluations, interp == ref; fewest for one "
            "row and wave size: %llu (%s)\n",
            vj_target_name(t), rows_run, evals, fewest, fewest_row);
    free(start);
    free(wi);
    free(wr);
}
END_TEST

/* Through the public API a block holds scalar and vector instructions in
 * program order: s_add_u32 (2 + 3 = 5), v_mov_b32 of it (5 in every lane),
 * s_cmp_eq_u32 5, 5 (SCC = 1); a scalar row lowering lacks (s_endpgm) is
 * refused by name, at its byte offset. */
START_TEST(a_block_runs_scalar_and_vector_instructions_in_order)
{
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_block *blk = NULL;
    const char *text = "s_add_u32 s0, s1, 3\nv_mov_b32 v1, s0\ns_cmp_eq_u32 s0, 5\n";
    ck_assert_msg(vj_translate_asm(ctx, text, "t.s", &blk) == VJ_OK, "%s", vj_last_error(ctx));
    vj_wave *w = vj_wave_new(32);
    ck_assert_int_eq(vj_wave_set_sreg(w, "s1", 2), VJ_OK);
    ck_assert_int_eq(vj_wave_set_sreg(w, "exec_lo", 0xffffffff), VJ_OK);
    ck_assert_int_eq(vj_run(ctx, blk, w, VJ_ENGINE_INTERP), VJ_OK);
    uint64_t v;
    ck_assert_int_eq(vj_wave_get_sreg(w, "s0", &v), VJ_OK);
    ck_assert_uint_eq(v, 5);
    ck_assert_int_eq(vj_wave_get_sreg(w, "scc", &v), VJ_OK);
    ck_assert_uint_eq(v, 1); /* s_cmp_eq_u32 5, 5 */
    ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 31), 5);
    vj_block_free(blk);
    vj_wave_free(w);
    ck_assert_int_eq(vj_translate_asm(ctx, "s_add_u32 s0, s1, 3\ns_endpgm\n", "t.s", &blk),
                     VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(vj_last_error(ctx), "s_endpgm") != NULL, "%s", vj_last_error(ctx));
    vj_context_free(ctx);
}
END_TEST

#if VJ_HAVE_GCCJIT
/* The JIT against the reference, on one block per row (a compile of them
 * all at once) for gfx90a wave64 and gfx1100 and gfx1200 wave32: every
 * block compiles (SCC writes too) and matches the reference, but the MODE
 * rows', which read MODE as the float ops do (RDMODE, not compiled yet). */
START_TEST(jit_matches_the_reference_where_it_compiles)
{
    static const struct {
        vj_target t;
        unsigned ws;
    } cfg[] = {{VJ_GFX90A, 64}, {VJ_GFX1100, 32}, {VJ_GFX1200, 32}};
    struct vj_jit *jit;
    ck_assert_int_eq(vj_jit_new(0, &jit), VJ_OK);
    uint64_t rng = 0x71u;
    struct vj_wave *start = vj_test_wave_new(64), *wj = vj_test_wave_new(64),
                   *wr = vj_test_wave_new(64);
    for (unsigned c = 0; c < sizeof cfg / sizeof cfg[0]; c++) {
        vj_target t = cfg[c].t;
        unsigned ws = cfg[c].ws;
        static vj_ir_block blocks[512];
        static vj_sinst insts[512];
        const vj_ir_block *bp[512];
        static vj_jit_out out[512];
        unsigned n = 0, mode_rows = 0;
        for (size_t i = 0; i < vj_salu_count && n < 512; i++) {
            const vj_salu_row *row = &vj_salu_table[i];
            if (vj_salu_by_name(t, row->name) != row || !vj_lower_has_salu(row) ||
                !rand_inst(row, t, ws, &rng, &insts[n]))
                continue;
            char err[256];
            vj_ir_init(&blocks[n], t, ws);
            ck_assert_int_eq(vj_lower_sinst(&blocks[n], &insts[n], err, sizeof err), VJ_OK);
            ck_assert_int_eq(vj_ir_optimize(&blocks[n]), VJ_OK);
            /* the MODE rows read MODE through RDMODE, the float ops' read,
             * which the JIT does not compile yet: the interpreter's alone */
            int lacks = 0;
            for (uint32_t k = 0; k < blocks[n].count; k++)
                lacks |= !vj_jit_has_op((vj_op)blocks[n].nodes[k].op);
            if (lacks) {
                vj_ir_release(&blocks[n]);
                mode_rows++;
                continue;
            }
            bp[n] = &blocks[n];
            n++;
        }
        vj_jit_report rep;
        ck_assert_int_eq(vj_jit_compile(jit, bp, n, out, &rep), VJ_OK);
        unsigned compiled = 0, refused = 0;
        for (unsigned k = 0; k < n; k++) {
            char text[96];
            vj_salu_print(&insts[k], text, sizeof text);
            if (!out[k].fn) {
                refused++;
                ck_abort_msg("%s on %s wave%u: refused: %s", text, vj_target_name(t), ws,
                             out[k].why);
            }
            compiled++;
            for (unsigned trial = 0; trial < 64; trial++) {
                char err[256], why[128];
                rand_wave(start, ws, &rng);
                memcpy(wj, start, sizeof *wj);
                memcpy(wr, start, sizeof *wr);
                out[k].fn(wj);
                ck_assert_int_eq(vj_ref_sinst(&insts[k], wr, err, sizeof err), VJ_OK);
                ck_assert_msg(!scalar_diff(wj, wr, why, sizeof why), "%s on %s wave%u: jit: %s",
                              text, vj_target_name(t), ws, why);
            }
            vj_jit_code_release(out[k].code);
            vj_ir_release(&blocks[k]);
        }
        fprintf(stderr,
                "JIT %s wave%u: %u blocks compiled and matched, %u refused, %u reading MODE "
                "left to the interpreter\n",
                vj_target_name(t), ws, compiled, refused, mode_rows);
        ck_assert_uint_gt(compiled, 10);
    }
    free(start);
    free(wj);
    free(wr);
    vj_jit_free(jit);
}
END_TEST
#endif

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("salu_sem");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_row_lowers_or_is_refused_by_name);
    tcase_add_test(tc, a_block_runs_scalar_and_vector_instructions_in_order);
    tcase_add_loop_test(tc, interpreter_matches_the_reference, 0, VJ_TARGET_COUNT);
#if VJ_HAVE_GCCJIT
    tcase_add_test(tc, jit_matches_the_reference_where_it_compiles);
#endif
    suite_add_tcase(s, tc);
    return s;
}
