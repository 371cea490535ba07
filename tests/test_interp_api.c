/* test_interp_api: the public wave-state and run calls: state text in and
 * out (with errors naming line and column), scalar register names, random
 * states, first differences, translate/run through the interpreter and the
 * reference evaluator, and their errors; CDNA's AGPRs. Only the public header is used. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <xmmintrin.h>
#endif

#include "testutil.h"
#include "vop3jit.h"

static vj_context *ctx_for(vj_target t, unsigned wave)
{
    vj_options o;
    vj_options_init(&o);
    o.target = t;
    o.wave_size = wave;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

START_TEST(state_text_sets_lanes_and_scalars)
{
    vj_context *ctx = ctx_for(VJ_GFX1100, 32);
    vj_wave *w = vj_wave_new(32);
    char text[1024] = "# a comment line\n"
                      "v1 = 0x11223344   # every lane\n"
                      "v2[5] = 7\n"
                      "  s3 = -1\n"
                      "vcc = 0x100000002\n"
                      "exec = 0xf0\n"
                      "m0 = 42\n"
                      "ttmp15 = 0x5\n"
                      "scc = 1\n"
                      "\n"
                      "v255 =";
    for (int l = 0; l < 32; l++) {
        char num[16];
        snprintf(num, sizeof num, " %d", l * 3);
        strcat(text, num);
    }
    strcat(text, "\n");
    ck_assert_msg(vj_wave_parse(ctx, w, text, "t.state") == VJ_OK, "%s", vj_last_error(ctx));
    for (unsigned l = 0; l < 32; l++) {
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 0x11223344u);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 2, l), l == 5 ? 7 : 0);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 255, l), l * 3);
    }
    uint64_t v;
    ck_assert_int_eq(vj_wave_get_sreg(w, "s3", &v), VJ_OK);
    ck_assert_uint_eq(v, 0xffffffffu);
    ck_assert_int_eq(vj_wave_get_sreg(w, "vcc_lo", &v), VJ_OK);
    ck_assert_uint_eq(v, 2);
    ck_assert_int_eq(vj_wave_get_sreg(w, "vcc_hi", &v), VJ_OK);
    ck_assert_uint_eq(v, 1);
    ck_assert_int_eq(vj_wave_get_sreg(w, "exec", &v), VJ_OK);
    ck_assert_uint_eq(v, 0xf0);
    ck_assert_int_eq(vj_wave_get_sreg(w, "M0", &v), VJ_OK);
    ck_assert_uint_eq(v, 42);
    ck_assert_int_eq(vj_wave_get_sreg(w, "ttmp15", &v), VJ_OK);
    ck_assert_uint_eq(v, 5);
    ck_assert_int_eq(vj_wave_get_sreg(w, "scc", &v), VJ_OK);
    ck_assert_uint_eq(v, 1);
    vj_wave_free(w);
    vj_context_free(ctx);
}
END_TEST

/* Each bad line: the message names file:line:column and what is wrong, and
 * the wave is left as it was. */
START_TEST(bad_state_text_names_line_and_column)
{
    static const struct {
        const char *text, *where, *what;
    } cases[] = {
        {"v1 = 1\nv2 = 1 2 3\n", "s:2:6:", "one value"},
        {"v1 = 1\n\nq7 = 1\n", "s:3:1:", "unknown register"},
        {"v256 = 1\n", "s:1:1:", "v0..v255"},
        {"v1[32] = 1\n", "s:1:4:", "past the wave size"},
        {"v1 = 0x100000000\n", "s:1:6:", "32 bits"},
        {"s3 = 1 2\n", "s:1:8:", "one value"},
        {"s3[1] = 1\n", "s:1:4:", "no lanes"},
        {"v1 1\n", "s:1:4:", "'='"},
        {"v1 = zz\n", "s:1:6:", "expected a number"},
        {"v1 =\n", "s:1:5:", "expected a value"},
        {"scc = 2\n", "s:1:7:", "1 bits"},
        {"s106 = 1\n", "s:1:1:", "unknown register"},
    };
    vj_context *ctx = ctx_for(VJ_GFX1100, 32);
    vj_wave *w = vj_wave_new(32);
    vj_wave_set_vgpr(w, 1, 0, 0xabc);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_int_eq(vj_wave_parse(ctx, w, cases[i].text, "s"), VJ_ERR_STATE);
        const char *msg = vj_last_error(ctx);
        ck_assert_msg(strncmp(msg, cases[i].where, strlen(cases[i].where)) == 0 &&
                          strstr(msg, "error:") && strstr(msg, cases[i].what),
                      "case %zu: '%s'", i, msg);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 0), 0xabc);
    }
    vj_wave_free(w);
    vj_context_free(ctx);
}
END_TEST

START_TEST(formatted_state_reads_back_the_same)
{
    vj_context *ctx = ctx_for(VJ_GFX908, 64);
    vj_wave *a = vj_wave_new(64), *b = vj_wave_new(64);
    vj_wave_randomize(a, 99);
    char *text = vj_wave_format(a, NULL, 0);
    ck_assert_ptr_nonnull(text);
    ck_assert_msg(vj_wave_parse(ctx, b, text, "dump") == VJ_OK, "%s", vj_last_error(ctx));
    ck_assert(!vj_wave_first_difference(a, b, NULL));
    vj_free(text);
    unsigned regs[2] = {7, 200};
    text = vj_wave_format(a, regs, 2);
    ck_assert_ptr_nonnull(text);
    ck_assert(strncmp(text, "v7 = 0x", 7) == 0);
    ck_assert_ptr_nonnull(strstr(text, "\nv200 = "));
    size_t words = 0;
    for (const char *s = text; *s; s++)
        words += *s == 'x';
    ck_assert_uint_eq(words, 2 * 64);
    vj_free(text);
    vj_wave_free(a);
    vj_wave_free(b);
    vj_context_free(ctx);
}
END_TEST

/* MODE (the MODE register's float fields) is wave state: a new wave has
 * the compilers' default (0x3f0: round to nearest even, f32 and f64/f16
 * denormals kept, DX10_CLAMP and IEEE set); the API takes only the float
 * fields' bits; the state text reads and writes "mode = ..."; a difference
 * in it is a difference of the states. */
START_TEST(mode_is_wave_state)
{
    vj_context *ctx = ctx_for(VJ_GFX1100, 32);
    vj_wave *a = vj_wave_new(32), *b = vj_wave_new(32);
    ck_assert_uint_eq(vj_wave_get_mode(a), 0x3f0);
    ck_assert_int_eq(vj_wave_set_mode(a, 0x400), VJ_ERR_ARG); /* LOD_CLAMPED: not ours */
    ck_assert_int_eq(vj_wave_set_mode(a, 1u << 24), VJ_ERR_ARG);
    ck_assert_uint_eq(vj_wave_get_mode(a), 0x3f0);
    ck_assert_int_eq(vj_wave_set_mode(a, 0x80000b), VJ_OK); /* RTZ f32, -inf f64, flush */
    ck_assert(vj_wave_first_difference(a, b, NULL));
    vj_wave_difference d;
    ck_assert(vj_wave_first_difference(a, b, &d));
    ck_assert_str_eq(d.reg, "mode");
    ck_assert_uint_eq(d.a, 0x80000b);
    ck_assert_uint_eq(d.b, 0x3f0);
    char *text = vj_wave_format(a, NULL, 0);
    ck_assert_ptr_nonnull(strstr(text, "\nmode = 0x0080000b\n"));
    ck_assert_msg(vj_wave_parse(ctx, b, text, "dump") == VJ_OK, "%s", vj_last_error(ctx));
    ck_assert(!vj_wave_first_difference(a, b, NULL));
    vj_free(text);
    ck_assert_int_eq(vj_wave_parse(ctx, b, "mode = 0x2f3 # IEEE, f32 RTZ\n", "m"), VJ_OK);
    ck_assert_uint_eq(vj_wave_get_mode(b), 0x2f3);
    ck_assert_int_eq(vj_wave_parse(ctx, b, "mode = 0x1000\n", "m"), VJ_ERR_STATE);
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "m:1:8: error:"));
    ck_assert_int_eq(vj_wave_parse(ctx, b, "mode[3] = 1\n", "m"), VJ_ERR_STATE);
    ck_assert_int_eq(vj_wave_parse(ctx, b, "mode = 1 2\n", "m"), VJ_ERR_STATE);
    ck_assert_uint_eq(vj_wave_get_mode(b), 0x2f3); /* the failed parses changed nothing */
    vj_wave_free(a);
    vj_wave_free(b);
    vj_context_free(ctx);
}
END_TEST

/* A VGPR whose lanes all hold one value is formatted in the one-value form
 * the parser takes for every lane, "v5 = 0x..."; one lane different and it
 * is one value per lane again. Both read back. */
START_TEST(a_uniform_register_is_formatted_as_one_value)
{
    for (unsigned wave = 32; wave <= 64; wave += 32) {
        vj_context *ctx = ctx_for(wave == 64 ? VJ_GFX908 : VJ_GFX1100, wave);
        vj_wave *a = vj_wave_new(wave), *b = vj_wave_new(wave);
        for (unsigned l = 0; l < wave; l++)
            vj_wave_set_vgpr(a, 5, l, 0xdeadbeef);
        unsigned regs[2] = {5, 6}; /* v6: all zero, uniform too */
        char *text = vj_wave_format(a, regs, 2);
        ck_assert_ptr_nonnull(text);
        ck_assert_str_eq(text, "v5 = 0xdeadbeef\nv6 = 0x00000000\n");
        ck_assert_msg(vj_wave_parse(ctx, b, text, "dump") == VJ_OK, "%s", vj_last_error(ctx));
        ck_assert(!vj_wave_first_difference(a, b, NULL));
        vj_free(text);
        vj_wave_set_vgpr(a, 5, wave - 1, 0xdeadbeee); /* the last lane differs */
        text = vj_wave_format(a, regs, 1);
        ck_assert_ptr_nonnull(text);
        size_t words = 0;
        for (const char *s = text; *s; s++)
            words += *s == 'x';
        ck_assert_uint_eq(words, wave);
        ck_assert_ptr_nonnull(strstr(text, " 0xdeadbeee\n"));
        ck_assert_msg(vj_wave_parse(ctx, b, text, "dump") == VJ_OK, "%s", vj_last_error(ctx));
        ck_assert(!vj_wave_first_difference(a, b, NULL));
        vj_free(text);
        vj_wave_free(a);
        vj_wave_free(b);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(random_states_are_reproducible)
{
    vj_wave *a = vj_wave_new(32), *b = vj_wave_new(32), *c = vj_wave_new(32);
    vj_wave_randomize(a, 5);
    vj_wave_randomize(b, 5);
    vj_wave_randomize(c, 6);
    ck_assert(!vj_wave_first_difference(a, b, NULL));
    ck_assert(vj_wave_first_difference(a, c, NULL));
    uint64_t exec;
    ck_assert_int_eq(vj_wave_get_sreg(a, "exec", &exec), VJ_OK);
    ck_assert_uint_eq(exec, 0xffffffffu); /* wave32: every lane on, exec_hi 0 */
    ck_assert_ptr_null(vj_wave_new(48));
    ck_assert_uint_eq(vj_wave_size(a), 32);
    vj_wave_free(a);
    vj_wave_free(b);
    vj_wave_free(c);
}
END_TEST

START_TEST(first_difference_names_register_and_lane)
{
    vj_wave *a = vj_wave_new(64), *b = vj_wave_new(64);
    vj_wave_set_vgpr(b, 9, 40, 0x1234);
    vj_wave_difference d;
    ck_assert(vj_wave_first_difference(a, b, &d));
    ck_assert_str_eq(d.reg, "v9");
    ck_assert_int_eq(d.lane, 40);
    ck_assert_uint_eq(d.a, 0);
    ck_assert_uint_eq(d.b, 0x1234);
    vj_wave_set_vgpr(b, 9, 40, 0);
    ck_assert_int_eq(vj_wave_set_sreg(b, "vcc_hi", 3), VJ_OK);
    ck_assert(vj_wave_first_difference(a, b, &d));
    ck_assert_str_eq(d.reg, "vcc_hi");
    ck_assert_int_eq(d.lane, -1);
    ck_assert_int_eq(vj_wave_set_sreg(b, "bogus", 3), VJ_ERR_ARG);
    ck_assert_int_eq(vj_wave_set_sreg(b, "s105", 1ull << 32), VJ_ERR_ARG);
    vj_wave_free(a);
    vj_wave_free(b);
}
END_TEST

/* v3 = perm(v1, v2, 0x00010203) is bswap(v2): worked out from the byte
 * selection rule, on both engines. */
/* The scalar names the wave calls take, in any case, and the ones they do
 * not: assembler-only names (null, flat_scratch, xnack_mask), VGPRs, numbers
 * past the range or with a leading zero. 64-bit names write both halves. */
START_TEST(sreg_names_are_the_wave_state_names)
{
    static const char *const good[] = {"s0",     "s105",   "S7",      "vcc",     "vcc_lo",
                                       "vcc_hi", "exec",   "exec_lo", "exec_hi", "m0",
                                       "ttmp0",  "ttmp15", "TTMP3",   "scc",     "Exec_Hi"};
    static const char *const bad[] = {
        "",     "s",       "s106",   "s01",  "s1a",          "ttmp16",
        "ttmp", "v0",      "v[0:1]", "null", "flat_scratch", "xnack_mask_lo",
        "sx",   "vcc_lo ", "s00",    "m1",   "s4294967296"};
    vj_wave *w = vj_wave_new(64);
    uint64_t v;
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
        ck_assert_msg(vj_wave_get_sreg(w, good[i], &v) == VJ_OK, "%s", good[i]);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(vj_wave_get_sreg(w, bad[i], &v) == VJ_ERR_ARG, "%s", bad[i]);
        ck_assert_msg(vj_wave_set_sreg(w, bad[i], 0) == VJ_ERR_ARG, "%s", bad[i]);
    }
    ck_assert_int_eq(vj_wave_set_sreg(w, "vcc", 0x1122334455667788ull), VJ_OK);
    ck_assert_int_eq(vj_wave_get_sreg(w, "vcc_lo", &v), VJ_OK);
    ck_assert_uint_eq(v, 0x55667788u);
    ck_assert_int_eq(vj_wave_get_sreg(w, "vcc_hi", &v), VJ_OK);
    ck_assert_uint_eq(v, 0x11223344u);
    ck_assert_int_eq(vj_wave_set_sreg(w, "exec_lo", 0xffffffffull + 1), VJ_ERR_ARG);
    ck_assert_int_eq(vj_wave_set_sreg(w, "scc", 2), VJ_ERR_ARG);
    vj_wave_free(w);
}
END_TEST

START_TEST(translate_and_run_on_interp_and_reference)
{
    vj_context *ctx = ctx_for(VJ_GFX1100, 32);
    vj_block *blk = NULL;
    ck_assert_msg(vj_translate_asm(ctx,
                                   "v_perm_b32 v3, v1, v2, 0x10203\n"
                                   "v_add_nc_u32_e64 v4, v3, 1\n",
                                   "t.s", &blk) == VJ_OK,
                  "%s", vj_last_error(ctx));
    ck_assert_uint_eq(vj_block_inst_count(blk), 2);
    ck_assert_uint_eq(vj_block_wave_size(blk), 32);
    unsigned regs[4];
    ck_assert_uint_eq(vj_block_written_vgprs(blk, regs, 4), 2);
    ck_assert_uint_eq(regs[0], 3);
    ck_assert_uint_eq(regs[1], 4);
    char *ir = vj_block_ir_text(blk);
    ck_assert_ptr_nonnull(ir);
    ck_assert_ptr_nonnull(strstr(ir, "; v_perm_b32 v3, v1, v2, 0x10203"));
    vj_free(ir);
    ck_assert_int_eq(vj_block_last_engine(blk), VJ_ENGINE_COUNT);
    static const vj_engine engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF};
    for (size_t e = 0; e < 2; e++) {
        vj_wave *w = vj_wave_new(32);
        for (unsigned l = 0; l < 32; l++)
            vj_wave_set_vgpr(w, 2, l, 0x11223344u + l);
        ck_assert_int_eq(vj_wave_set_sreg(w, "exec", 0x7fffffff), VJ_OK);
        ck_assert_int_eq(vj_run(ctx, blk, w, engines[e]), VJ_OK);
        ck_assert_int_eq(vj_block_last_engine(blk), engines[e]);
        for (unsigned l = 0; l < 31; l++) {
            uint32_t x = 0x11223344u + l;
            uint32_t bs = x << 24 | (x & 0xff00) << 8 | (x >> 8 & 0xff00) | x >> 24;
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 3, l), bs);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 4, l), bs + 1);
        }
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 3, 31), 0); /* exec bit 31 clear */
        vj_wave_free(w);
    }
    /* a wave of the wrong size is refused, and the message says so */
    vj_wave *w64 = vj_wave_new(64);
    ck_assert_int_eq(vj_run(ctx, blk, w64, VJ_ENGINE_INTERP), VJ_ERR_STATE);
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "wave32"));
    ck_assert_int_eq(vj_run(ctx, blk, w64, VJ_ENGINE_REF), VJ_ERR_STATE);
    vj_wave_free(w64);
    vj_block_free(blk);
    vj_context_free(ctx);
}
END_TEST

START_TEST(translation_errors_name_where)
{
    vj_context *ctx = ctx_for(VJ_GFX1100, 32);
    vj_block *blk = (vj_block *)1;
    /* 8 bytes of v_perm_b32 v3, v1, v2, v4 with op_sel bits set (bits 11-14) */
    uint8_t *code = NULL;
    size_t len = 0;
    ck_assert_int_eq(vj_assemble(ctx, "v_perm_b32 v3, v1, v2, v4\n", "t.s", &code, &len), VJ_OK);
    ck_assert_uint_eq(len, 8);
    uint8_t bytes[16];
    memcpy(bytes, code, 8);
    vj_free(code);
    bytes[1] |= 0x18; /* op_sel = 0b0011 */
    ck_assert_int_eq(vj_translate(ctx, bytes, 8, &blk), VJ_ERR_UNSUPPORTED);
    ck_assert_ptr_null(blk);
    ck_assert_msg(strstr(vj_last_error(ctx), "v_perm_b32") && strstr(vj_last_error(ctx), "op_sel"),
                  "%s", vj_last_error(ctx));
    /* a truncated instruction names the byte offset */
    memcpy(bytes + 8, bytes, 8);
    bytes[1] &= (uint8_t)~0x18;
    ck_assert_int_eq(vj_translate(ctx, bytes, 12, &blk), VJ_ERR_TRUNCATED);
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "byte offset 8"));
    /* a refusal of assembled text names the line of the instruction */
    ck_assert_int_eq(vj_translate_asm(ctx,
                                      "v_mov_b32_e64 v0, v1 ; fine\n"
                                      "\n"
                                      "  v_pk_mul_lo_u16 v1, v2, v3 clamp\n",
                                      "t.s", &blk),
                     VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strncmp(vj_last_error(ctx), "t.s:3:3: error: v_pk_mul_lo_u16: clamp", 38) == 0,
                  "%s", vj_last_error(ctx));
    /* an assembly error comes back as file:line:col */
    ck_assert_int_eq(vj_translate_asm(ctx, "v_perm_b32 v3, v1\n", "bad.s", &blk), VJ_ERR_ASM);
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "bad.s:1:"));
    vj_context_free(ctx);
}
END_TEST

/* vj_run_waves: on every engine that serves here, each wave ends as the same
 * block run on it alone by vj_run ends (the reference evaluator, checked
 * wave by wave); bad waves are refused before any wave runs. */
START_TEST(run_waves_runs_each_wave_as_vj_run_does)
{
    enum { N = 5 };
    static const unsigned sizes[] = {32, 64};
    for (size_t z = 0; z < 2; z++) {
        unsigned ws = sizes[z];
        vj_context *ctx = ctx_for(VJ_GFX1100, ws);
        vj_block *blk = NULL;
        ck_assert_msg(vj_translate_asm(ctx,
                                       "v_perm_b32 v3, v1, v2, v5\n"
                                       "v_add3_u32 v4, v3, s2, v1\n"
                                       "v_alignbit_b32 v1, v4, v2, s3\n",
                                       "t.s", &blk) == VJ_OK,
                      "%s", vj_last_error(ctx));
        vj_wave *init[N], *got[N], *want[N];
        for (int i = 0; i < N; i++) {
            init[i] = vj_wave_new(ws);
            got[i] = vj_wave_new(ws);
            want[i] = vj_wave_new(ws);
            vj_wave_randomize(init[i], 100 + (uint64_t)i);
            /* exec: all lanes, none, and partial masks */
            uint64_t exec = i == 0 ? ~0ull : i == 1 ? 0 : 0x9249249249249249ull >> i;
            ck_assert_int_eq(vj_wave_set_sreg(init[i], "exec", exec), VJ_OK);
            vj_wave_copy(want[i], init[i]);
            ck_assert_int_eq(vj_run(ctx, blk, want[i], VJ_ENGINE_REF), VJ_OK);
        }
        for (int e = 0; e < VJ_ENGINE_COUNT; e++) {
            if (e == VJ_ENGINE_JIT && !vj_jit_available())
                continue;
            for (int i = 0; i < N; i++)
                vj_wave_copy(got[i], init[i]);
            ck_assert_msg(vj_run_waves(ctx, blk, got, N, (vj_engine)e) == VJ_OK, "%s: %s",
                          vj_engine_name((vj_engine)e), vj_last_error(ctx));
            for (int i = 0; i < N; i++) {
                vj_wave_difference d;
                ck_assert_msg(!vj_wave_first_difference(got[i], want[i], &d),
                              "wave%u %s, wave %d: %s lane %d is 0x%llx, not 0x%llx", ws,
                              vj_engine_name((vj_engine)e), i, d.reg, d.lane,
                              (unsigned long long)d.a, (unsigned long long)d.b);
            }
        }
        ck_assert_int_eq(vj_run_waves(ctx, blk, got, 0, VJ_ENGINE_AUTO), VJ_OK);
        /* a NULL or wrong-size wave anywhere in the list: nothing runs */
        vj_wave *other = vj_wave_new(ws == 32 ? 64 : 32);
        for (int i = 0; i < N; i++)
            vj_wave_copy(got[i], init[i]);
        vj_wave *list[N + 1] = {got[0], got[1], got[2], other, got[3], got[4]};
        ck_assert_int_eq(vj_run_waves(ctx, blk, list, N + 1, VJ_ENGINE_AUTO), VJ_ERR_STATE);
        ck_assert_msg(strstr(vj_last_error(ctx), "wave 3:") != NULL, "%s", vj_last_error(ctx));
        list[3] = NULL;
        ck_assert_int_eq(vj_run_waves(ctx, blk, list, N + 1, VJ_ENGINE_INTERP), VJ_ERR_ARG);
        ck_assert_msg(strstr(vj_last_error(ctx), "wave 3 is NULL") != NULL, "%s",
                      vj_last_error(ctx));
        ck_assert_int_eq(vj_run_waves(ctx, blk, NULL, 1, VJ_ENGINE_AUTO), VJ_ERR_ARG);
        for (int i = 0; i < N; i++)
            ck_assert(!vj_wave_first_difference(got[i], init[i], NULL));
        vj_wave_free(other);
        for (int i = 0; i < N; i++) {
            vj_wave_free(init[i]);
            vj_wave_free(got[i]);
            vj_wave_free(want[i]);
        }
        vj_block_free(blk);
        vj_context_free(ctx);
    }
}
END_TEST

/* CDNA's AGPRs in the state text: "aN = ...", "aN[lane] = ...", one value
 * per lane; written back by vj_wave_format (each AGPR with a lane not
 * zero) and vj_wave_format_agprs, read back the same; a wave that never
 * touched them has no AGPR line; a256 is refused where it is written. */
START_TEST(agprs_round_trip_through_the_state_text)
{
    vj_context *ctx = ctx_for(VJ_GFX90A, 64);
    vj_wave *w = vj_wave_new(64), *back = vj_wave_new(64);
    char *plain = vj_wave_format(w, NULL, 0);
    ck_assert_ptr_nonnull(plain);
    ck_assert_ptr_null(strstr(plain, "\na"));
    vj_free(plain);
    char text[2048] = "a5 = 0x12345678\n"
                      "a7[3] = 9\n"
                      "v5 = 1\n"
                      "a255 =";
    for (int l = 0; l < 64; l++) {
        char num[16];
        snprintf(num, sizeof num, " %d", 1000 + l);
        strcat(text, num);
    }
    strcat(text, "\n");
    ck_assert_msg(vj_wave_parse(ctx, w, text, "t.state") == VJ_OK, "%s", vj_last_error(ctx));
    for (unsigned l = 0; l < 64; l++) {
        ck_assert_uint_eq(vj_wave_get_agpr(w, 5, l), 0x12345678u);
        ck_assert_uint_eq(vj_wave_get_agpr(w, 7, l), l == 3 ? 9 : 0);
        ck_assert_uint_eq(vj_wave_get_agpr(w, 255, l), 1000 + l);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 1); /* v5 is not a5 */
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 7, l), 0);
    }
    char *all = vj_wave_format(w, NULL, 0);
    ck_assert_ptr_nonnull(all);
    ck_assert_ptr_nonnull(strstr(all, "\na5 = 0x12345678\n"));
    ck_assert_ptr_null(strstr(all, "\na6 ")); /* zero in every lane: not written */
    ck_assert_msg(vj_wave_parse(ctx, back, all, "dump") == VJ_OK, "%s", vj_last_error(ctx));
    ck_assert(!vj_wave_first_difference(w, back, NULL));
    vj_free(all);
    unsigned regs[2] = {7, 5};
    char *two = vj_wave_format_agprs(w, regs, 2);
    ck_assert_ptr_nonnull(two);
    ck_assert(strncmp(two, "a7 = 0x00000000 0x00000000 0x00000000 0x00000009 ", 49) == 0);
    ck_assert_ptr_nonnull(strstr(two, "\na5 = 0x12345678\n"));
    vj_free(two);
    /* the first difference names the AGPR and its lane */
    vj_wave_set_agpr(back, 7, 40, 0xabc);
    vj_wave_difference d;
    ck_assert(vj_wave_first_difference(w, back, &d));
    ck_assert_str_eq(d.reg, "a7");
    ck_assert_int_eq(d.lane, 40);
    ck_assert_uint_eq(d.a, 0);
    ck_assert_uint_eq(d.b, 0xabc);
    /* out of range: refused, the wave unchanged */
    ck_assert_int_eq(vj_wave_parse(ctx, w, "a1 = 5\na256 = 1\n", "t.state"), VJ_ERR_STATE);
    ck_assert_str_eq(vj_last_error(ctx),
                     "t.state:2:1: error: unknown register 'a256' (AGPRs are a0..a255)");
    ck_assert_uint_eq(vj_wave_get_agpr(w, 1, 0), 0);
    ck_assert_ptr_null(vj_wave_agpr(w, 256));
    ck_assert_uint_eq(vj_wave_get_agpr(w, 256, 0), 0);
    vj_wave_free(w);
    vj_wave_free(back);
    vj_context_free(ctx);
}
END_TEST

/* The AGPR moves worked by hand, on gfx90a (wave64), every engine:
 *   v_accvgpr_write_b32 a5, v2    lanes 4-7 and 63 (exec 0x80000000000000f0)
 *                                 take v2 = 0x11110000 + lane; the others keep
 *                                 a5's 0x55555555
 *   v_accvgpr_mov_b32 a6, a5      a6: the same lanes take a5, others keep
 *                                 0x66666666
 *   v_accvgpr_read_b32 v5, a6     v5: lane 5 is 0x11110005, lane 8 keeps
 *                                 v5's 0x0000beef (v5 is not a5)
 *   v_accvgpr_write_b32 a7, -16   a7 lane 63 is 0xfffffff0
 * and a5, a6 in an inactive lane are what they were. */
START_TEST(agpr_moves_worked_by_hand_with_a_partial_exec)
{
    vj_context *ctx = ctx_for(VJ_GFX90A, 64);
    vj_block *blk = NULL;
    ck_assert_msg(vj_translate_asm(ctx,
                                   "v_accvgpr_write_b32 a5, v2\n"
                                   "v_accvgpr_mov_b32 a6, a5\n"
                                   "v_accvgpr_read_b32 v5, a6\n"
                                   "v_accvgpr_write_b32 a7, -16\n",
                                   "t.s", &blk) == VJ_OK,
                  "%s", vj_last_error(ctx));
    unsigned regs[4];
    ck_assert_uint_eq(vj_block_written_vgprs(blk, regs, 4), 1);
    ck_assert_uint_eq(regs[0], 5);
    ck_assert_uint_eq(vj_block_written_agprs(blk, regs, 4), 3);
    ck_assert_uint_eq(regs[0], 5);
    ck_assert_uint_eq(regs[1], 6);
    ck_assert_uint_eq(regs[2], 7);
    for (int e = 0; e < VJ_ENGINE_COUNT; e++) {
        if (e == VJ_ENGINE_JIT && !vj_jit_available())
            continue;
        vj_wave *w = vj_wave_new(64);
        for (unsigned l = 0; l < 64; l++) {
            vj_wave_set_vgpr(w, 2, l, 0x11110000u + l);
            vj_wave_set_vgpr(w, 5, l, 0xbeef);
            vj_wave_set_agpr(w, 5, l, 0x55555555u);
            vj_wave_set_agpr(w, 6, l, 0x66666666u);
        }
        ck_assert_int_eq(vj_wave_set_sreg(w, "exec", 0x80000000000000f0ull), VJ_OK);
        ck_assert_msg(vj_run(ctx, blk, w, (vj_engine)e) == VJ_OK, "%s: %s",
                      vj_engine_name((vj_engine)e), vj_last_error(ctx));
        const char *en = vj_engine_name((vj_engine)e);
        for (unsigned l = 0; l < 64; l++) {
            int on = (l >= 4 && l <= 7) || l == 63;
            ck_assert_msg(vj_wave_get_agpr(w, 5, l) == (on ? 0x11110000u + l : 0x55555555u),
                          "%s: a5 lane %u", en, l);
            ck_assert_msg(vj_wave_get_agpr(w, 6, l) == (on ? 0x11110000u + l : 0x66666666u),
                          "%s: a6 lane %u", en, l);
            ck_assert_msg(vj_wave_get_vgpr(w, 5, l) == (on ? 0x11110000u + l : 0xbeefu),
                          "%s: v5 lane %u", en, l);
            ck_assert_msg(vj_wave_get_agpr(w, 7, l) == (on ? 0xfffffff0u : 0u), "%s: a7 lane %u",
                          en, l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 6, l), 0); /* v6, v7 untouched */
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 7, l), 0);
        }
        vj_wave_free(w);
    }
    vj_block_free(blk);
    /* v_accvgpr_mov_b32 is gfx90a's on: gfx908's assembler has no such instruction */
    vj_context *c908 = ctx_for(VJ_GFX908, 64);
    ck_assert_int_ne(vj_translate_asm(c908, "v_accvgpr_mov_b32 a6, a5\n", "t.s", &blk), VJ_OK);
    ck_assert_str_eq(vj_last_error(c908), "t.s:1:1: error: instruction not supported on this GPU");
    vj_context_free(c908);
    vj_context_free(ctx);
}
END_TEST

/* Room movrel, worked by hand from the RDNA3 ISA's pseudocode (addr =
 * the operand's register + m0): every engine, wave32 and wave64. */
START_TEST(m0_relative_moves_touch_the_register_m0_picks)
{
    static const unsigned sizes[] = {32, 64};
    for (size_t z = 0; z < 2; z++) {
        unsigned ws = sizes[z];
        vj_context *ctx = ctx_for(ws == 32 ? VJ_GFX1100 : VJ_GFX1030, ws);
        vj_block *blk = NULL;
        /* m0 = 3: v1 = v[2 + 3] = v5; v[10 + 3] = v13 = s4. Then m0 =
         * (2 << 16) | 1 (movrelsd_2 / swaprel: m0[9:0] to the source,
         * m0[25:16] to the destination): v[20 + 2] = v22 and v[30 + 1] =
         * v31 trade values. */
        ck_assert_msg(vj_translate_asm(ctx,
                                       "v_movrels_b32 v1, v2\n"
                                       "v_movreld_b32_e64 v10, s4\n"
                                       "v_mov_b32 v0, 0x20001\n"
                                       "v_readfirstlane_b32 m0, v0\n"
                                       "v_swaprel_b32 v20, v30\n",
                                       "t.s", &blk) == VJ_OK,
                      "%s", vj_last_error(ctx));
        vj_wave *init = vj_wave_new(ws), *want = vj_wave_new(ws), *got = vj_wave_new(ws);
        vj_wave_randomize(init, 77);
        uint64_t exec = ws == 32 ? 0xffff00ffull : 0x80000001ffff00ffull;
        ck_assert_int_eq(vj_wave_set_sreg(init, "exec", exec), VJ_OK);
        ck_assert_int_eq(vj_wave_set_sreg(init, "m0", 3), VJ_OK);
        ck_assert_int_eq(vj_wave_set_sreg(init, "s4", 0x4444), VJ_OK);
        for (unsigned l = 0; l < ws; l++)
            vj_wave_set_vgpr(init, 0, l, 1); /* lane 0 is active: m0 = 0x20001 */
        vj_wave_copy(want, init);
        for (unsigned l = 0; l < ws; l++) {
            if (!((exec >> l) & 1))
                continue;
            vj_wave_set_vgpr(want, 1, l, vj_wave_get_vgpr(init, 5, l));
            vj_wave_set_vgpr(want, 13, l, 0x4444);
            vj_wave_set_vgpr(want, 0, l, 0x20001);
            vj_wave_set_vgpr(want, 22, l, vj_wave_get_vgpr(init, 31, l));
            vj_wave_set_vgpr(want, 31, l, vj_wave_get_vgpr(init, 22, l));
        }
        ck_assert_int_eq(vj_wave_set_sreg(want, "m0", 0x20001), VJ_OK);
        for (int e = 0; e < VJ_ENGINE_COUNT; e++) {
            if (e == VJ_ENGINE_JIT && !vj_jit_available())
                continue;
            vj_wave_copy(got, init);
            ck_assert_msg(vj_run(ctx, blk, got, (vj_engine)e) == VJ_OK, "%s: %s",
                          vj_engine_name((vj_engine)e), vj_last_error(ctx));
            vj_wave_difference d;
            ck_assert_msg(!vj_wave_first_difference(got, want, &d),
                          "wave%u %s: %s lane %d is 0x%llx, not 0x%llx", ws,
                          vj_engine_name((vj_engine)e), d.reg, d.lane, (unsigned long long)d.a,
                          (unsigned long long)d.b);
        }
        vj_wave_free(init);
        vj_wave_free(want);
        vj_wave_free(got);
        vj_block_free(blk);
        vj_context_free(ctx);
    }
}
END_TEST

/* An index past v255 has no rule we apply: the run stops before the
 * instruction, in every engine, and says which and where; the wave holds
 * what the instructions before it wrote, nothing of it or after it. The
 * JIT's case also after runs that took its fast path (a fresh context, so
 * that vj_run's hot path is open). */
START_TEST(an_index_past_v255_stops_the_run_and_names_it)
{
    static const unsigned sizes[] = {32, 64};
    for (size_t z = 0; z < 2; z++) {
        unsigned ws = sizes[z];
        vj_context *ctx = ctx_for(VJ_GFX1100, ws);
        vj_block *blk = NULL;
        /* m0 = (10 << 16) | 4: the source v3 + 4 = v7 is inside, the
         * destination v250 + 10 = 260 is not */
        ck_assert_msg(vj_translate_asm(ctx,
                                       "v_mov_b32 v9, 7\n"
                                       "v_swaprel_b32 v250, v3\n"
                                       "v_mov_b32 v8, 1\n",
                                       "t.s", &blk) == VJ_OK,
                      "%s", vj_last_error(ctx));
        vj_wave *init = vj_wave_new(ws), *want = vj_wave_new(ws), *got = vj_wave_new(ws);
        vj_wave_randomize(init, 78);
        ck_assert_int_eq(vj_wave_set_sreg(init, "exec", 0x0f0f0f0f0f0f0f0full), VJ_OK);
        vj_wave_copy(want, init);
        for (unsigned l = 0; l < ws; l++)
            if ((0x0f0f0f0f0f0f0f0full >> l) & 1)
                vj_wave_set_vgpr(want, 9, l, 7);
        /* in range first (m0 = 1: m0[25:16] = 0, so v250 and v3 + 1 = v4 trade),
         * for the JIT twice */
        int jit = vj_jit_available();
        for (int k = 0; jit && k < 2; k++) {
            vj_wave_copy(got, init);
            ck_assert_int_eq(vj_wave_set_sreg(got, "m0", 1), VJ_OK);
            ck_assert_msg(vj_run(ctx, blk, got, VJ_ENGINE_JIT) == VJ_OK, "%s", vj_last_error(ctx));
            ck_assert_uint_eq(vj_wave_get_vgpr(got, 250, 0), vj_wave_get_vgpr(init, 4, 0));
        }
        ck_assert_int_eq(vj_wave_set_sreg(init, "m0", (10u << 16) | 4u), VJ_OK);
        ck_assert_int_eq(vj_wave_set_sreg(want, "m0", (10u << 16) | 4u), VJ_OK);
        static const vj_engine order[] = {VJ_ENGINE_JIT, VJ_ENGINE_INTERP, VJ_ENGINE_REF,
                                          VJ_ENGINE_AUTO};
        for (size_t e = 0; e < 4; e++) {
            if (order[e] == VJ_ENGINE_JIT && !jit)
                continue;
            vj_wave_copy(got, init);
            vj_status st = vj_run(ctx, blk, got, order[e]);
            const char *msg = vj_last_error(ctx);
            ck_assert_msg(st == VJ_ERR_UNSUPPORTED, "%s: status %d: %s", vj_engine_name(order[e]),
                          st, msg);
            ck_assert_msg(strstr(msg, "v_swaprel_b32 at byte offset 0x4 (instruction 1)") &&
                              strstr(msg, "v250 + 10 = 260 is past v255"),
                          "%s: %s", vj_engine_name(order[e]), msg);
            vj_wave_difference d;
            ck_assert_msg(!vj_wave_first_difference(got, want, &d),
                          "wave%u %s: %s lane %d is 0x%llx, not 0x%llx", ws,
                          vj_engine_name(order[e]), d.reg, d.lane, (unsigned long long)d.a,
                          (unsigned long long)d.b);
        }
        /* the JIT's code entered directly: non-zero, the same wave */
        if (jit) {
            vj_block_fn fn = vj_block_jit_entry(ctx, blk);
            ck_assert_ptr_nonnull(fn);
            vj_wave_copy(got, init);
            ck_assert_int_ne(fn(got), 0);
            ck_assert(!vj_wave_first_difference(got, want, NULL));
        }
        /* vj_run_waves: the second wave stops, the first has run */
        vj_wave *second = vj_wave_new(ws);
        vj_wave_copy(got, init);
        vj_wave_copy(second, init);
        ck_assert_int_eq(vj_wave_set_sreg(got, "m0", 0), VJ_OK);
        vj_wave *list[2] = {got, second};
        for (int e = 0; e < VJ_ENGINE_COUNT; e++) {
            if (e == VJ_ENGINE_JIT && !jit)
                continue;
            vj_wave_copy(second, init);
            ck_assert_int_eq(vj_run_waves(ctx, blk, list, 2, (vj_engine)e), VJ_ERR_UNSUPPORTED);
            ck_assert_msg(strstr(vj_last_error(ctx), "wave 1: v_swaprel_b32") != NULL, "%s: %s",
                          vj_engine_name((vj_engine)e), vj_last_error(ctx));
            ck_assert(!vj_wave_first_difference(second, want, NULL));
        }
        vj_wave_free(second);
        vj_wave_free(init);
        vj_wave_free(want);
        vj_wave_free(got);
        vj_block_free(blk);
        vj_context_free(ctx);
    }
}
END_TEST

/* The runtime's loops of JIT calls (vj_run_waves, vj_region_run) set MXCSR
 * once for their calls, not each block itself: float blocks under the
 * default MODE must still round to nearest even and keep denormals when
 * the calling thread's MXCSR rounds toward zero with FTZ and DAZ, that
 * MXCSR must be the thread's again after each call, a stopped run
 * included, and a block's own entry called afterwards must again set
 * MXCSR itself. Worked by hand: lane 2k, (1 + 2^-23) + 2^-24 is a tie,
 * 1 + 2^-22 (0x3f800002) to nearest even, 1 + 2^-23 toward zero; lane
 * 2k + 1, the smallest denormal twice is 0x00000002 kept, 0 under DAZ. */
START_TEST(float_runs_keep_the_threads_mxcsr_and_round_by_mode)
{
#if defined(__x86_64__)
    if (!vj_jit_available())
        return;
    static const char block_text[] = "v_add_f32_e32 v1, v2, v3\n"
                                     "v_swaprel_b32 v250, v4\n"
                                     "v_add_f32_e32 v5, v3, v2\n";
    static const char region_text[] = "v_add_f32_e32 v1, v2, v3\n"
                                      "s_branch .Lnext\n"
                                      ".Lnext:\n"
                                      "v_add_f32_e32 v5, v3, v2\n"
                                      "s_endpgm\n";
    const unsigned host = _mm_getcsr();
    const unsigned odd = 0x1f80u | 3u << 13 | 1u << 15 | 1u << 6; /* RZ, FTZ, DAZ */
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    o.wave_size = 32;
    o.jit = VJ_JIT_EAGER;
    o.cache_dir = "";
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_block *blk = NULL;
    ck_assert_msg(vj_translate_asm(ctx, block_text, "t.s", &blk) == VJ_OK, "%s",
                  vj_last_error(ctx));
    vj_wave *w[3];
    for (int i = 0; i < 3; i++) {
        w[i] = vj_wave_new(32);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w[i], 2, l, l % 2 ? 0x00000001u : 0x3f800001u);
            vj_wave_set_vgpr(w[i], 3, l, l % 2 ? 0x00000001u : 0x33800000u);
        }
        ck_assert_int_eq(vj_wave_set_sreg(w[i], "exec", 0xffffffffull), VJ_OK);
        /* m0 0: v250 and v4 trade; wave 2's m0 puts v250 + 10 past v255 */
        ck_assert_int_eq(vj_wave_set_sreg(w[i], "m0", i == 2 ? 10u << 16 : 0), VJ_OK);
    }
    for (int k = 0; k < 3; k++) {
        for (int i = 0; i < 3; i++)
            for (unsigned l = 0; l < 32; l++) {
                vj_wave_set_vgpr(w[i], 1, l, 0);
                vj_wave_set_vgpr(w[i], 5, l, 0);
            }
        _mm_setcsr(odd);
        vj_status st;
        const char *how = k == 0 ? "vj_run_waves" : k == 1 ? "a stopped vj_run_waves" : "entry";
        if (k < 2) {
            st = vj_run_waves(ctx, blk, w, k == 0 ? 2 : 3, VJ_ENGINE_JIT);
        } else { /* after the stopped run: the block's own entry */
            vj_block_fn fn = vj_block_jit_entry(ctx, blk);
            st = fn ? (vj_status)fn(w[0]) : VJ_ERR_JIT;
        }
        unsigned after = _mm_getcsr();
        _mm_setcsr(host);
        ck_assert_msg(st == (k == 1 ? VJ_ERR_UNSUPPORTED : VJ_OK), "%s: status %d: %s", how, st,
                      vj_last_error(ctx));
        ck_assert_msg(after == odd, "%s: MXCSR 0x%x after, 0x%x before", how, after, odd);
        for (int i = 0; i < (k == 2 ? 1 : 2); i++)
            for (unsigned l = 0; l < 32; l++) {
                uint32_t want = l % 2 ? 0x00000002u : 0x3f800002u;
                ck_assert_msg(vj_wave_get_vgpr(w[i], 1, l) == want &&
                                  vj_wave_get_vgpr(w[i], 5, l) == want,
                              "%s, wave %d lane %u: v1 %08x, v5 %08x, want %08x", how, i, l,
                              vj_wave_get_vgpr(w[i], 1, l), vj_wave_get_vgpr(w[i], 5, l), want);
            }
    }
    /* a region of two blocks through vj_region_run */
    uint8_t *code = NULL;
    size_t len = 0;
    vj_region *region = NULL;
    ck_assert_msg(vj_assemble(ctx, region_text, "r.s", &code, &len) == VJ_OK, "%s",
                  vj_last_error(ctx));
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0x1000, &region), VJ_OK);
    vj_wave_set_pc(w[0], 0x1000);
    for (unsigned l = 0; l < 32; l++) {
        vj_wave_set_vgpr(w[0], 1, l, 0);
        vj_wave_set_vgpr(w[0], 5, l, 0);
    }
    vj_exit x;
    _mm_setcsr(odd);
    vj_status st = vj_region_run(region, w[0], VJ_ENGINE_JIT, 0, &x);
    unsigned after = _mm_getcsr();
    _mm_setcsr(host);
    ck_assert_msg(st == VJ_OK, "vj_region_run: %s", vj_last_error(ctx));
    ck_assert_int_eq(x.reason, VJ_EXIT_END);
    ck_assert_msg(after == odd, "vj_region_run: MXCSR 0x%x after, 0x%x before", after, odd);
    for (unsigned l = 0; l < 32; l++) {
        uint32_t want = l % 2 ? 0x00000002u : 0x3f800002u;
        ck_assert_msg(vj_wave_get_vgpr(w[0], 1, l) == want && vj_wave_get_vgpr(w[0], 5, l) == want,
                      "vj_region_run, lane %u: v1 %08x, v5 %08x, want %08x", l,
                      vj_wave_get_vgpr(w[0], 1, l), vj_wave_get_vgpr(w[0], 5, l), want);
    }
    vj_region_free(region);
    free(code);
    for (int i = 0; i < 3; i++)
        vj_wave_free(w[i]);
    vj_block_free(blk);
    vj_context_free(ctx);
#endif
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("interp_api");
    TCase *tc = tcase_create("api");
    tcase_add_test(tc, state_text_sets_lanes_and_scalars);
    tcase_add_test(tc, bad_state_text_names_line_and_column);
    tcase_add_test(tc, formatted_state_reads_back_the_same);
    tcase_add_test(tc, mode_is_wave_state);
    tcase_add_test(tc, a_uniform_register_is_formatted_as_one_value);
    tcase_add_test(tc, random_states_are_reproducible);
    tcase_add_test(tc, first_difference_names_register_and_lane);
    tcase_add_test(tc, sreg_names_are_the_wave_state_names);
    tcase_add_test(tc, translate_and_run_on_interp_and_reference);
    tcase_add_test(tc, translation_errors_name_where);
    tcase_add_test(tc, run_waves_runs_each_wave_as_vj_run_does);
    tcase_add_test(tc, agprs_round_trip_through_the_state_text);
    tcase_add_test(tc, agpr_moves_worked_by_hand_with_a_partial_exec);
    tcase_add_test(tc, m0_relative_moves_touch_the_register_m0_picks);
    tcase_add_test(tc, an_index_past_v255_stops_the_run_and_names_it);
    tcase_add_test(tc, float_runs_keep_the_threads_mxcsr_and_round_by_mode);
    suite_add_tcase(s, tc);
    return s;
}
