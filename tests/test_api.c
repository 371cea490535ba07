/* test_api: the public API's small pieces: version, targets and their
 * aliases, status and engine names, and vj_last_error: one message per
 * thread, forgotten by the next call that succeeds. */
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

START_TEST(version_matches_the_header)
{
    ck_assert_str_eq(vj_version(), VJ_VERSION_STRING);
    ck_assert_str_eq(vj_version(), PACKAGE_VERSION);
}
END_TEST

/* Every LLVM -mcpu name and its marketing alias parse to the same target. */
START_TEST(targets_parse_by_name_and_alias)
{
    static const struct {
        const char *name, *alias;
        vj_target t;
        unsigned wave;
    } cases[] = {
        {"gfx908", "cdna1", VJ_GFX908, 64},   {"gfx90a", "cdna2", VJ_GFX90A, 64},
        {"gfx942", "cdna3", VJ_GFX942, 64},   {"gfx950", "cdna4", VJ_GFX950, 64},
        {"gfx1010", "rdna1", VJ_GFX1010, 32}, {"gfx1030", "rdna2", VJ_GFX1030, 32},
        {"gfx1100", "rdna3", VJ_GFX1100, 32}, {"gfx1150", "rdna3.5", VJ_GFX1150, 32},
        {"gfx1200", "rdna4", VJ_GFX1200, 32}, {"gfx1250", "cdna5", VJ_GFX1250, 32},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        vj_target t = VJ_TARGET_COUNT;
        ck_assert_int_eq(vj_target_parse(cases[i].name, &t), VJ_OK);
        ck_assert_int_eq(t, cases[i].t);
        t = VJ_TARGET_COUNT;
        ck_assert_int_eq(vj_target_parse(cases[i].alias, &t), VJ_OK);
        ck_assert_int_eq(t, cases[i].t);
        ck_assert_str_eq(vj_target_name(cases[i].t), cases[i].name);
        ck_assert_uint_eq(vj_target_default_wave(cases[i].t), cases[i].wave);
    }
}
END_TEST

START_TEST(unknown_targets_are_rejected)
{
    vj_target t = VJ_GFX908;
    ck_assert_int_eq(vj_target_parse("gfx1101x", &t), VJ_ERR_TARGET);
    ck_assert_int_eq(vj_target_parse("", &t), VJ_ERR_TARGET);
    ck_assert_int_eq(t, VJ_GFX908); /* untouched on failure */
    ck_assert_int_eq(vj_target_parse(NULL, &t), VJ_ERR_ARG);
    ck_assert_ptr_null(vj_target_name(VJ_TARGET_COUNT));
}
END_TEST

START_TEST(every_status_has_a_distinct_name)
{
    for (int i = 0; i < VJ_STATUS_COUNT; i++) {
        ck_assert_ptr_nonnull(vj_status_string((vj_status)i));
        for (int j = 0; j < i; j++)
            ck_assert_str_ne(vj_status_string((vj_status)i), vj_status_string((vj_status)j));
    }
    ck_assert_str_eq(vj_status_string(VJ_STATUS_COUNT), "unknown status");
}
END_TEST

START_TEST(engines_round_trip_through_their_names)
{
    for (int i = 0; i < VJ_ENGINE_COUNT; i++) {
        vj_engine e;
        ck_assert_int_eq(vj_engine_parse(vj_engine_name((vj_engine)i), &e), VJ_OK);
        ck_assert_int_eq(e, i);
    }
    vj_engine e;
    ck_assert_int_eq(vj_engine_parse("fast", &e), VJ_ERR_ARG);
}
END_TEST

/* v_perm_b32 v2, v0, v3, v2 for gfx1100 (the default target, wave32), as
 * llvm-mc-19 -mcpu=gfx1100 -show-encoding gives it; its first 6 bytes are a
 * truncated instruction. */
static const uint8_t perm_code[] = {0x02, 0x00, 0x44, 0xd6, 0x00, 0x07, 0x0a, 0x04};

/* Fails once in ctx (a truncated instruction) and reports the message. */
static vj_status fail_once(vj_context *ctx, char *msg, size_t size)
{
    vj_block *b = NULL;
    vj_status st = vj_translate(ctx, perm_code, 6, &b);
    snprintf(msg, size, "%s", vj_last_error(ctx));
    vj_block_free(b);
    return st;
}

START_TEST(a_success_forgets_the_last_message)
{
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    ck_assert_str_eq(vj_last_error(ctx), "");
    char msg[512];
    ck_assert_int_ne(fail_once(ctx, msg, sizeof msg), VJ_OK);
    ck_assert_msg(strstr(msg, "byte offset 0") != NULL, "message: %s", msg);
    /* Every public call that succeeds starts by forgetting it: a run on
     * whichever engine serves (the JIT's hot path included), a translation. */
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate(ctx, perm_code, sizeof perm_code, &b), VJ_OK);
    ck_assert_str_eq(vj_last_error(ctx), "");
    vj_wave *w = vj_wave_new(32);
    ck_assert_ptr_nonnull(w);
    for (int e = 0; e < VJ_ENGINE_COUNT; e++) {
        if (e == VJ_ENGINE_JIT && !vj_jit_available())
            continue;
        ck_assert_int_ne(fail_once(ctx, msg, sizeof msg), VJ_OK);
        ck_assert_str_ne(vj_last_error(ctx), "");
        ck_assert_msg(vj_run(ctx, b, w, (vj_engine)e) == VJ_OK, "%s: %s",
                      vj_engine_name((vj_engine)e), vj_last_error(ctx));
        ck_assert_str_eq(vj_last_error(ctx), "");
    }
    /* A failing run says why, and the next good one forgets it again. */
    vj_wave *w64 = vj_wave_new(64);
    ck_assert_int_eq(vj_run(ctx, b, w64, VJ_ENGINE_AUTO), VJ_ERR_STATE);
    ck_assert_msg(strstr(vj_last_error(ctx), "wave32") != NULL, "%s", vj_last_error(ctx));
    ck_assert_int_eq(vj_run(ctx, b, w, VJ_ENGINE_AUTO), VJ_OK);
    ck_assert_str_eq(vj_last_error(ctx), "");
    vj_wave_free(w64);
    vj_wave_free(w);
    vj_block_free(b);
    vj_context_free(ctx);
}
END_TEST

struct other {
    vj_context *ctx;
    char before[512], own[512], after_main[512];
    pthread_barrier_t *bar;
};

static void *other_thread(void *p)
{
    struct other *o = p;
    snprintf(o->before, sizeof o->before, "%s", vj_last_error(o->ctx));
    vj_status st = vj_run(o->ctx, NULL, NULL, VJ_ENGINE_INTERP);
    snprintf(o->own, sizeof o->own, "%s%s", st == VJ_ERR_ARG ? "" : "(not VJ_ERR_ARG) ",
             vj_last_error(o->ctx));
    pthread_barrier_wait(o->bar); /* the main thread now succeeds once */
    pthread_barrier_wait(o->bar);
    snprintf(o->after_main, sizeof o->after_main, "%s", vj_last_error(o->ctx));
    return NULL;
}

/* Each thread sees its own message: another thread's failure neither shows
 * nor overwrites it, and another thread's success does not clear it. */
START_TEST(each_thread_has_its_own_message)
{
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    char msg[512];
    ck_assert_int_ne(fail_once(ctx, msg, sizeof msg), VJ_OK);
    pthread_barrier_t bar;
    ck_assert_int_eq(pthread_barrier_init(&bar, NULL, 2), 0);
    struct other o = {.ctx = ctx, .bar = &bar};
    pthread_t th;
    ck_assert_int_eq(pthread_create(&th, NULL, other_thread, &o), 0);
    pthread_barrier_wait(&bar);
    ck_assert_str_eq(vj_last_error(ctx), msg); /* the other thread's failure is its own */
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate(ctx, perm_code, sizeof perm_code, &b), VJ_OK);
    ck_assert_str_eq(vj_last_error(ctx), "");
    pthread_barrier_wait(&bar);
    pthread_join(th, NULL);
    pthread_barrier_destroy(&bar);
    ck_assert_str_eq(o.before, "");
    ck_assert_str_eq(o.own, "vj_run: NULL argument");
    ck_assert_str_eq(o.after_main, "vj_run: NULL argument");
    vj_block_free(b);
    vj_context_free(ctx);
}
END_TEST

/* A NULL entry in a batch is refused as vj_translate refuses NULL code with
 * a length, naming the entry; nothing is left translated. NULL code of
 * length 0 is an empty block there as in vj_translate. */
START_TEST(a_batch_with_null_code_names_the_entry)
{
    vj_options o;
    vj_options_init(&o);
    o.jit = VJ_JIT_OFF;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_block *one = NULL;
    ck_assert_int_eq(vj_translate(ctx, NULL, sizeof perm_code, &one), VJ_ERR_ARG);
    ck_assert_ptr_null(one);
    const uint8_t *codes[3] = {perm_code, perm_code, NULL};
    const size_t lens[3] = {sizeof perm_code, sizeof perm_code, sizeof perm_code};
    vj_block *out[3] = {NULL, NULL, NULL};
    ck_assert_int_eq(vj_translate_batch(ctx, codes, lens, 3, out), VJ_ERR_ARG);
    ck_assert_msg(strstr(vj_last_error(ctx), "block 2") != NULL, "message: %s",
                  vj_last_error(ctx));
    for (int i = 0; i < 3; i++)
        ck_assert_ptr_null(out[i]);
    const size_t lens0[3] = {sizeof perm_code, sizeof perm_code, 0};
    ck_assert_int_eq(vj_translate_batch(ctx, codes, lens0, 3, out), VJ_OK);
    ck_assert_uint_eq(vj_block_inst_count(out[0]), 1);
    ck_assert_uint_eq(vj_block_inst_count(out[2]), 0);
    for (int i = 0; i < 3; i++)
        vj_block_free(out[i]);
    vj_context_free(ctx);
}
END_TEST

/* GFX9 runs wave64 only: a context for wave32 there is refused as invalid
 * options, where every other target takes both sizes. */
START_TEST(a_wave_size_the_target_lacks_is_refused)
{
    for (int t = 0; t < VJ_TARGET_COUNT; t++) {
        int gfx9 = t == VJ_GFX908 || t == VJ_GFX90A || t == VJ_GFX942 || t == VJ_GFX950;
        for (unsigned wave = 32; wave <= 64; wave += 32) {
            vj_options o;
            vj_options_init(&o);
            o.target = (vj_target)t;
            o.wave_size = wave;
            vj_status st = VJ_OK;
            vj_context *ctx = vj_context_new(&o, &st);
            if (gfx9 && wave == 32) {
                ck_assert_msg(ctx == NULL && st == VJ_ERR_ARG, "%s wave32 was accepted",
                              vj_target_name((vj_target)t));
            } else {
                ck_assert_msg(ctx != NULL, "%s wave%u: %s", vj_target_name((vj_target)t), wave,
                              vj_status_string(st));
                vj_context_free(ctx);
            }
        }
    }
}
END_TEST

/* The text of perm_code, as llvm-mc-19 -mcpu=gfx1100 prints it. */
static const char perm_text[] = "v_perm_b32 v2, v0, v3, v2";

/* A buffer too small for the text is VJ_ERR_ARG, as vj_fold_describe's:
 * the buffer holds what fits, and the size needed (its NUL included) is
 * given, by vj_disassemble_sized as a number and in the message. */
START_TEST(a_disassembly_that_does_not_fit_says_the_size_needed)
{
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    const size_t need = sizeof perm_text; /* 26: 25 characters and the NUL */
    char buf[64];
    size_t inst_len = 0, needed = 0;
    ck_assert_int_eq(
        vj_disassemble_sized(ctx, perm_code, sizeof perm_code, 0, buf, need, &inst_len, &needed),
        VJ_OK);
    ck_assert_str_eq(buf, perm_text);
    ck_assert_uint_eq(inst_len, 8);
    ck_assert_uint_eq(needed, need);

    memset(buf, 'x', sizeof buf);
    inst_len = needed = 0;
    ck_assert_int_eq(vj_disassemble_sized(ctx, perm_code, sizeof perm_code, 0, buf, need - 1,
                                          &inst_len, &needed),
                     VJ_ERR_ARG);
    ck_assert_uint_eq(needed, need);
    ck_assert_uint_eq(inst_len, 8);
    ck_assert_uint_eq(strlen(buf), need - 2); /* as much as fits, NUL-terminated */
    ck_assert_int_eq(strncmp(buf, perm_text, need - 2), 0);
    char want[64];
    snprintf(want, sizeof want, "needs %zu bytes", need);
    ck_assert_msg(strstr(vj_last_error(ctx), want) != NULL, "message: %s", vj_last_error(ctx));

    /* The plain call refuses the same way. */
    ck_assert_int_eq(vj_disassemble(ctx, perm_code, sizeof perm_code, 0, buf, 5, &inst_len),
                     VJ_ERR_ARG);
    ck_assert_str_eq(buf, "v_pe");
    ck_assert_msg(strstr(vj_last_error(ctx), want) != NULL, "message: %s", vj_last_error(ctx));

    /* No buffer at all asks only for the sizes. */
    inst_len = needed = 0;
    ck_assert_int_eq(
        vj_disassemble_sized(ctx, perm_code, sizeof perm_code, 0, NULL, 0, &inst_len, &needed),
        VJ_OK);
    ck_assert_uint_eq(needed, need);
    ck_assert_uint_eq(inst_len, 8);
    ck_assert_int_eq(vj_disassemble(ctx, perm_code, sizeof perm_code, 0, NULL, 4, &inst_len),
                     VJ_ERR_ARG);
    vj_context_free(ctx);
}
END_TEST

/* Errors carry where they happened as fields. The bytes: v_mov_b32_e32 v1,
 * v2 (gfx1100, llvm-mc-19: [0x02,0x03,0x02,0x7e]), then either the first
 * dword of a VOP3 alone (truncated: index 1 at offset 4) or
 * v_dot4_u32_u8 v0, v1, v2, v3 clamp ([0x00,0xc0,0x17,0xcc,0x01,0x05,0x0e,
 * 0x1c]; a clamp on a dot product is not modelled). */
/* vj_disassemble prints a float op's plain 32-bit form as llvm-mc does
 * (each expected text and encoding from llvm-mc-19 -mcpu=gfx1100
 * -show-encoding); vj_translate still refuses it by name, and the forms
 * whose operands are not plain 32-bit ones stay unsupported by name. */
START_TEST(disassemble_prints_plain_float_e32)
{
    static const struct {
        uint8_t bytes[8];
        size_t len;
        const char *text; /* NULL: unsupported, naming the mnemonic below */
        const char *name;
    } cases[] = {
        {{0xff, 0x40, 0x08, 0x7e, 0xfe, 0xff, 0x7f, 0x4f}, 8, "v_fract_f32_e32 v4, 0x4f7ffffe",
         "v_fract_f32_e32"},
        {{0x02, 0x1a, 0x08, 0x7e}, 4, "v_cvt_floor_i32_f32_e32 v4, s2", "v_cvt_floor_i32_f32_e32"},
        {{0x03, 0x19, 0x08, 0x7e}, 4, "v_cvt_nearest_i32_f32_e32 v4, v3",
         "v_cvt_nearest_i32_f32_e32"},
        {{0x00, 0x40, 0x40, 0xcc, 0x08, 0x21, 0x02, 0x1c}, 8, NULL, "v_wmma_f32_16x16x16_f16"},
        {{0x02, 0x15, 0x02, 0x7e}, 4, "v_cvt_f16_f32_e32 v1, v2", "v_cvt_f16_f32_e32"},
        {{0x02, 0x07, 0x02, 0x70, 0x00, 0x40, 0x00, 0x00}, 8, "v_fmaak_f16 v1, v2, v3, 0x4000",
         "v_fmaak_f16"},
        {{0x02, 0x07, 0x02, 0x78}, 4, "v_pk_fmac_f16 v1, v2, v3", "v_pk_fmac_f16"},
    };
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[128] = "";
        size_t n = 0;
        vj_status st = vj_disassemble(ctx, cases[i].bytes, cases[i].len, 0, text, sizeof text, &n);
        if (cases[i].text) {
            ck_assert_msg(st == VJ_OK, "%s: %s", cases[i].text, vj_last_error(ctx));
            ck_assert_str_eq(text, cases[i].text);
            ck_assert_uint_eq(n, cases[i].len);
        } else {
            ck_assert_int_eq(st, VJ_ERR_UNSUPPORTED);
            ck_assert_msg(strstr(vj_last_error(ctx), cases[i].name), "case %zu: %s", i,
                          vj_last_error(ctx));
        }
        vj_block *b = NULL;
        /* (room frows translates the first three: v_fract, v_cvt_floor/nearest;
         * issue 29 v_cvt_f16_f32 and v_fmaak_f16) */
        if (cases[i].text) {
            ck_assert_int_eq(vj_translate(ctx, cases[i].bytes, cases[i].len, &b), VJ_OK);
            vj_block_free(b);
            continue;
        }
        ck_assert_int_eq(vj_translate(ctx, cases[i].bytes, cases[i].len, &b), VJ_ERR_UNSUPPORTED);
        ck_assert_msg(strstr(vj_last_error(ctx), cases[i].name), "case %zu: %s", i,
                      vj_last_error(ctx));
        ck_assert_ptr_null(b);
    }
    vj_context_free(ctx);
}
END_TEST

START_TEST(error_records_say_the_offset_and_index)
{
    static const uint8_t truncated[] = {0x02, 0x03, 0x02, 0x7e, 0x00, 0xc0, 0x17, 0xcc};
    static const uint8_t refused[] = {0x02, 0x03, 0x02, 0x7e, 0x00, 0xc0, 0x17, 0xcc,
                                      0x01, 0x05, 0x0e, 0x1c};
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_error e;
    vj_last_error_info(ctx, &e);
    ck_assert_int_eq(e.status, VJ_OK);
    ck_assert_str_eq(e.message, "");

    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate(ctx, truncated, sizeof truncated, &b), VJ_ERR_TRUNCATED);
    vj_last_error_info(ctx, &e);
    ck_assert_int_eq(e.status, VJ_ERR_TRUNCATED);
    ck_assert_uint_eq(e.offset, 4);
    ck_assert_uint_eq(e.index, 1);
    ck_assert_uint_eq(e.line, 0);
    ck_assert_str_eq(e.message, vj_last_error(ctx));

    ck_assert_int_eq(vj_translate(ctx, refused, sizeof refused, &b), VJ_ERR_UNSUPPORTED);
    vj_last_error_info(ctx, &e);
    ck_assert_int_eq(e.status, VJ_ERR_UNSUPPORTED);
    ck_assert_uint_eq(e.offset, 4);
    ck_assert_uint_eq(e.index, 1);
    ck_assert_msg(strstr(e.message, "v_dot4_u32_u8") != NULL, "message: %s", e.message);

    /* From text: the line and column too. */
    ck_assert_int_eq(vj_translate_asm(ctx, "v_mov_b32 v1, v2\nv_dot4_u32_u8 v0, v1, v2, v3 clamp\n",
                                      "t.s", &b),
                     VJ_ERR_UNSUPPORTED);
    vj_last_error_info(ctx, &e);
    ck_assert_uint_eq(e.offset, 4);
    ck_assert_uint_eq(e.index, 1);
    ck_assert_uint_eq(e.line, 2);
    ck_assert_uint_eq(e.column, 1);

    uint8_t *code = NULL;
    size_t len = 0;
    ck_assert_int_eq(vj_assemble(ctx, "v_mov_b32 v1, v2\n  v_bogus v1\n", "t.s", &code, &len),
                     VJ_ERR_ASM);
    vj_last_error_info(ctx, &e);
    ck_assert_int_eq(e.status, VJ_ERR_ASM);
    ck_assert_uint_eq(e.line, 2);
    ck_assert_uint_eq(e.column, 3);
    ck_assert_uint_eq(e.offset, VJ_NO_POSITION);

    /* A success forgets the record. */
    ck_assert_int_eq(vj_assemble(ctx, "v_mov_b32 v1, v2\n", "t.s", &code, &len), VJ_OK);
    vj_free(code);
    vj_last_error_info(ctx, &e);
    ck_assert_int_eq(e.status, VJ_OK);
    vj_context_free(ctx);
}
END_TEST

/* Room ftrans: the fidelity label and strict mode. v_rcp_f32 is approx (a
 * transcendental: the correctly rounded value, hardware's may differ),
 * v_add_f32 exact (IEEE addition): by default both translate and the
 * label tells them apart; strict_fidelity refuses v_rcp_f32 by name, at its
 * offset and index, through every translating call, and takes v_add_f32. */
START_TEST(strict_mode_refuses_approx_instructions_by_name)
{
    static const char text[] = "v_add_f32 v1, v2, v3\nv_rcp_f32 v4, v1\n";
    vj_options o;
    vj_options_init(&o);
    ck_assert_int_eq(o.strict_fidelity, 0);
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    uint8_t *code = NULL;
    size_t len = 0;
    ck_assert_int_eq(vj_assemble(ctx, text, "t.s", &code, &len), VJ_OK);
    ck_assert_uint_eq(len, 8); /* two 32-bit forms */
    vj_inst_desc d;
    ck_assert_int_eq(vj_inst_describe(ctx, code, len, 0, &d), VJ_OK);
    ck_assert(d.translatable && !d.approx);
    ck_assert_int_eq(vj_inst_describe(ctx, code, len, 4, &d), VJ_OK);
    ck_assert(d.translatable && d.approx);
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate_asm(ctx, text, "t.s", &b), VJ_OK);
    ck_assert_uint_eq(vj_block_approx_count(b), 1);
    vj_block_free(b);
    ck_assert_int_eq(vj_translate(ctx, code, 4, &b), VJ_OK);
    ck_assert_uint_eq(vj_block_approx_count(b), 0);
    vj_block_free(b);
    vj_context_free(ctx);

    o.strict_fidelity = 1;
    ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_error e;
    ck_assert_int_eq(vj_translate_asm(ctx, text, "t.s", &b), VJ_ERR_UNSUPPORTED);
    ck_assert_ptr_null(b);
    vj_last_error_info(ctx, &e);
    ck_assert_uint_eq(e.offset, 4);
    ck_assert_uint_eq(e.index, 1);
    ck_assert_uint_eq(e.line, 2);
    ck_assert_msg(strstr(e.message, "v_rcp_f32") && strstr(e.message, "approximate result (strict mode)"),
                  "message: %s", e.message);
    ck_assert_int_eq(vj_translate(ctx, code, len, &b), VJ_ERR_UNSUPPORTED);
    vj_last_error_info(ctx, &e);
    ck_assert_uint_eq(e.offset, 4);
    ck_assert_msg(strstr(e.message, "v_rcp_f32_e32: approximate result (strict mode)"),
                  "message: %s", e.message);
    vj_prefix info;
    ck_assert_int_eq(vj_translate_prefix(ctx, code, len, 0, VJ_PREFIX_DEFAULT, &b, &info), VJ_OK);
    ck_assert_uint_eq(info.count, 1);
    ck_assert_int_eq(info.reason, VJ_STOP_UNSUPPORTED);
    ck_assert_uint_eq(info.stop_offset, 4);
    ck_assert_str_eq(info.stop_name, "v_rcp_f32_e32");
    ck_assert_ptr_nonnull(strstr(info.message, "strict mode"));
    ck_assert_uint_eq(vj_block_approx_count(b), 0);
    vj_block_free(b);
    ck_assert_int_eq(vj_translate(ctx, code, 4, &b), VJ_OK); /* v_add_f32 alone */
    vj_block_free(b);
    vj_free(code);
    vj_context_free(ctx);
}
END_TEST

/* Compiler output, line by line (columns count a tab as one): a label
 * ends a run (so does one on an instruction's line), so does a scalar
 * instruction (assembled, in no run) and a refused line (.long: data;
 * v_bogus: not an instruction); directives,
 * comments and the metadata block place nothing. v_mov_b32 with an inline
 * constant is the 4-byte 32-bit form. */
START_TEST(a_listing_takes_compiler_output_line_by_line)
{
    static const char text[] = "\t.text\n"                    /* 1 */
                               "k:\n"                          /* 2 */
                               "\tv_mov_b32 v1, 5\n"           /* 3: run 0 */
                               "\tv_mov_b32 v2, 6 ; a comment\n" /* 4: run 0 */
                               "\ts_nop 0\n"                   /* 5: in no run */
                               "\tv_mov_b32 v3, 7\n"           /* 6: run 1 */
                               ".L1:\tv_mov_b32 v4, 8\n"       /* 7: run 2 */
                               "\t.long 0\n"                   /* 8: refused */
                               "\tv_bogus v5\n"                /* 9: refused */
                               "\tv_mov_b32 v6, 9\n"           /* 10: run 3 */
                               "\t.amdgpu_metadata\n"          /* 11 */
                               "  - .args: v_bogus\n"          /* 12 */
                               "\t.end_amdgpu_metadata\n";     /* 13 */
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_listing *l = NULL;
    ck_assert_int_eq(vj_assemble_listing(ctx, text, "k.s", &l), VJ_OK);
    size_t len = 0;
    vj_listing_code(l, &len);
    ck_assert_uint_eq(len, 24); /* s_nop 0 too: SOPP 0xbf800000, between runs 0 and 1 */
    const uint8_t *code = vj_listing_code(l, NULL);
    static const uint8_t nop[] = {0x00, 0x00, 0x80, 0xbf};
    ck_assert_mem_eq(code + 8, nop, 4);
    static const size_t run_len[] = {8, 4, 4, 4};
    static const unsigned run_line[] = {3, 6, 7, 10};
    ck_assert_uint_eq(vj_listing_run_count(l), 4);
    for (size_t i = 0; i < 4; i++) {
        size_t rl = 0;
        unsigned line = 0;
        ck_assert_ptr_nonnull(vj_listing_run(l, i, &rl, &line));
        ck_assert_uint_eq(rl, run_len[i]);
        ck_assert_uint_eq(line, run_line[i]);
    }
    ck_assert_ptr_null(vj_listing_run(l, 4, NULL, NULL));
    static const unsigned err_line[] = {8, 9};
    static const vj_status err_status[] = {VJ_ERR_UNSUPPORTED, VJ_ERR_ASM};
    ck_assert_uint_eq(vj_listing_error_count(l), 2);
    for (size_t i = 0; i < 2; i++) {
        const vj_error *e = vj_listing_error(l, i);
        ck_assert_ptr_nonnull(e);
        ck_assert_uint_eq(e->line, err_line[i]);
        ck_assert_uint_eq(e->column, 2);
        ck_assert_int_eq(e->status, err_status[i]);
    }
    ck_assert_msg(strstr(vj_listing_error(l, 0)->message, "k.s:8:2: error: a data directive") !=
                      NULL,
                  "message: %s", vj_listing_error(l, 0)->message);
    ck_assert_ptr_null(vj_listing_error(l, 2));
    /* Run 1 is v_mov_b32 v3, 7 alone: 7 is inline constant 135 (0x87), VOP1
     * v_mov_b32 (opcode 1) to v3: [0x87,0x02,0x06,0x7e]. */
    const uint8_t *r1 = vj_listing_run(l, 1, NULL, NULL);
    static const uint8_t want[] = {0x87, 0x02, 0x06, 0x7e};
    ck_assert_mem_eq(r1, want, 4);
    vj_listing_free(l);
    vj_context_free(ctx);
}
END_TEST

/* vj_translate_prefix on gfx1100, bytes from llvm-mc-19 -show-encoding:
 * v_mov_b32_e32 v1, v2 [02 03 02 7e], s_nop 0 [00 00 80 bf], s_delay_alu
 * instid0(VALU_DEP_1) [01 00 87 bf], v_add_nc_u32_e32 v3, v1, v2
 * [01 05 06 4a], s_endpgm [00 00 b0 bf], s_mov_b32 s0, s1 [01 00 80 be],
 * v_dot4_u32_u8 v0, v1, v2, v3 clamp [00 c0 17 cc 01 05 0e 1c]; 0xffffffff
 * is in no class of gfx1100 (llvm-mc-19: "invalid instruction encoding"). */
#define MOV 0x02, 0x03, 0x02, 0x7e
#define NOP 0x00, 0x00, 0x80, 0xbf
#define DELAY 0x01, 0x00, 0x87, 0xbf
#define ADD 0x01, 0x05, 0x06, 0x4a
#define ENDPGM 0x00, 0x00, 0xb0, 0xbf
#define SMOV 0x01, 0x00, 0x80, 0xbe
#define DOTCLAMP 0x00, 0xc0, 0x17, 0xcc, 0x01, 0x05, 0x0e, 0x1c
START_TEST(a_prefix_stops_where_translation_must_and_says_why)
{
    static const uint8_t kernel[] = {MOV, NOP, DELAY, ADD, ENDPGM, MOV};
    vj_context *ctx = vj_context_new(NULL, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_block *b = NULL;
    vj_prefix p;
    /* Hints skipped: mov and add, then s_endpgm ends the block. */
    ck_assert_int_eq(vj_translate_prefix(ctx, kernel, sizeof kernel, 0, VJ_PREFIX_SKIP_HINTS, &b,
                                         &p),
                     VJ_OK);
    ck_assert_ptr_nonnull(b);
    ck_assert_uint_eq(p.count, 2);
    ck_assert_uint_eq(vj_block_inst_count(b), 2);
    ck_assert_uint_eq(p.length, 16);
    ck_assert_uint_eq(p.hints_skipped, 2);
    ck_assert_int_eq(p.reason, VJ_STOP_BLOCK_END);
    ck_assert_uint_eq(p.stop_offset, 16);
    ck_assert_int_eq(p.stop_class, VJ_CLASS_SOPP);
    ck_assert_uint_eq(p.next_offset, 20);
    ck_assert_str_eq(vj_stop_reason_name(p.reason), "block end");
    /* It runs: v1 = v2 = 21, v3 = v1 + v2 = 42. */
    vj_wave *w = vj_wave_new(32);
    ck_assert_ptr_nonnull(w);
    for (unsigned l = 0; l < 32; l++)
        vj_wave_set_vgpr(w, 2, l, 21);
    ck_assert_int_eq(vj_run(ctx, b, w, VJ_ENGINE_INTERP), VJ_OK);
    ck_assert_uint_eq(vj_wave_get_vgpr(w, 3, 31), 42);
    vj_block_free(b);
    /* Without skipping hints s_nop stops the run: an unsupported SOPP. */
    ck_assert_int_eq(vj_translate_prefix(ctx, kernel, sizeof kernel, 0, 0, &b, &p), VJ_OK);
    ck_assert_uint_eq(p.count, 1);
    ck_assert_uint_eq(p.length, 4);
    ck_assert_int_eq(p.reason, VJ_STOP_UNSUPPORTED);
    ck_assert_uint_eq(p.stop_offset, 4);
    ck_assert_int_eq(p.stop_class, VJ_CLASS_SOPP);
    ck_assert_int_eq(p.stop_status, VJ_ERR_UNSUPPORTED);
    ck_assert_uint_eq(p.next_offset, 8);
    vj_block_free(b);
    /* From the last mov: the end of the input. */
    ck_assert_int_eq(vj_translate_prefix(ctx, kernel, sizeof kernel, 20, VJ_PREFIX_DEFAULT, &b,
                                         &p),
                     VJ_OK);
    ck_assert_uint_eq(p.count, 1);
    ck_assert_int_eq(p.reason, VJ_STOP_END);
    ck_assert_uint_eq(p.stop_offset, sizeof kernel);
    ck_assert_uint_eq(p.next_offset, sizeof kernel);
    ck_assert_str_eq(p.message, "");
    vj_block_free(b);
    /* At s_endpgm itself: nothing to translate, no block, VJ_OK. */
    ck_assert_int_eq(vj_translate_prefix(ctx, kernel, sizeof kernel, 16, VJ_PREFIX_DEFAULT, &b,
                                         &p),
                     VJ_OK);
    ck_assert_ptr_null(b);
    ck_assert_uint_eq(p.count, 0);
    ck_assert_uint_eq(p.length, 0);
    ck_assert_int_eq(p.reason, VJ_STOP_BLOCK_END);

    /* A scalar instruction, then more vector code: the next run starts past it. */
    static const uint8_t mixed[] = {MOV, SMOV, ADD};
    ck_assert_int_eq(vj_translate_prefix(ctx, mixed, sizeof mixed, 0, VJ_PREFIX_DEFAULT, &b, &p),
                     VJ_OK);
    ck_assert_int_eq(p.reason, VJ_STOP_UNSUPPORTED);
    ck_assert_int_eq(p.stop_class, VJ_CLASS_SOP1);
    ck_assert_uint_eq(p.next_offset, 8);
    vj_block_free(b);
    ck_assert_int_eq(vj_translate_prefix(ctx, mixed, sizeof mixed, p.next_offset,
                                         VJ_PREFIX_DEFAULT, &b, &p),
                     VJ_OK);
    ck_assert_uint_eq(p.count, 1);
    ck_assert_int_eq(p.reason, VJ_STOP_END);
    vj_block_free(b);

    /* A vector ALU instruction we do not model: named. */
    static const uint8_t dot[] = {MOV, DOTCLAMP};
    ck_assert_int_eq(vj_translate_prefix(ctx, dot, sizeof dot, 0, VJ_PREFIX_DEFAULT, &b, &p),
                     VJ_OK);
    ck_assert_uint_eq(p.count, 1);
    ck_assert_int_eq(p.reason, VJ_STOP_UNSUPPORTED);
    ck_assert_int_eq(p.stop_class, VJ_CLASS_VOP3P);
    ck_assert_int_eq(p.stop_status, VJ_ERR_UNSUPPORTED);
    ck_assert_str_eq(p.stop_name, "v_dot4_u32_u8");
    ck_assert_uint_eq(p.next_offset, 12);
    vj_block_free(b);

    /* An invalid word, and an instruction cut off by the end. */
    static const uint8_t bad[] = {MOV, 0xff, 0xff, 0xff, 0xff, MOV};
    ck_assert_int_eq(vj_translate_prefix(ctx, bad, sizeof bad, 0, VJ_PREFIX_DEFAULT, &b, &p),
                     VJ_OK);
    ck_assert_int_eq(p.reason, VJ_STOP_INVALID);
    ck_assert_int_eq(p.stop_status, VJ_ERR_DECODE);
    ck_assert_uint_eq(p.stop_offset, 4);
    ck_assert_uint_eq(p.next_offset, 8);
    vj_block_free(b);
    static const uint8_t cut[] = {MOV, 0x00, 0xc0, 0x17, 0xcc};
    ck_assert_int_eq(vj_translate_prefix(ctx, cut, sizeof cut, 0, VJ_PREFIX_DEFAULT, &b, &p),
                     VJ_OK);
    ck_assert_int_eq(p.reason, VJ_STOP_INVALID);
    ck_assert_int_eq(p.stop_status, VJ_ERR_TRUNCATED);
    ck_assert_uint_eq(p.next_offset, sizeof cut);
    vj_block_free(b);

    ck_assert_int_eq(vj_translate_prefix(ctx, bad, sizeof bad, sizeof bad + 1, 0, &b, &p),
                     VJ_ERR_ARG);
    vj_wave_free(w);
    vj_context_free(ctx);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("basics");
    tcase_add_test(tc, version_matches_the_header);
    tcase_add_test(tc, targets_parse_by_name_and_alias);
    tcase_add_test(tc, unknown_targets_are_rejected);
    tcase_add_test(tc, every_status_has_a_distinct_name);
    tcase_add_test(tc, engines_round_trip_through_their_names);
    suite_add_tcase(s, tc);
    tc = tcase_create("errors");
    tcase_add_test(tc, a_success_forgets_the_last_message);
    tcase_add_test(tc, each_thread_has_its_own_message);
    tcase_add_test(tc, disassemble_prints_plain_float_e32);
    tcase_add_test(tc, error_records_say_the_offset_and_index);
    tcase_add_test(tc, strict_mode_refuses_approx_instructions_by_name);
    tcase_add_test(tc, a_listing_takes_compiler_output_line_by_line);
    suite_add_tcase(s, tc);
    tc = tcase_create("arguments");
    tcase_add_test(tc, a_batch_with_null_code_names_the_entry);
    tcase_add_test(tc, a_wave_size_the_target_lacks_is_refused);
    tcase_add_test(tc, a_disassembly_that_does_not_fit_says_the_size_needed);
    tcase_add_test(tc, a_prefix_stops_where_translation_must_and_says_why);
    suite_add_tcase(s, tc);
    return s;
}
