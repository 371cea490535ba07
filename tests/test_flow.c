/* test_flow: code regions (issue 30, items 3-4): blocks from the wave's PC
 * up to a branch, s_endpgm or an instruction left for the caller, and
 * vj_region_run following the branches. The programs tests/data/flow/NAME.s
 * (an initial state ";= ", hand-worked expectations ";? " with the final
 * pc, ";! base ADDR", ";! exit REASON", ";! blocks N", ";! insts N") run on
 * the interpreter (optimised and as lowered), the reference and the JIT.
 * Random control-flow programs (forward branches on scc, vcc and exec, loops
 * bounded by counters) run on all three, wave32 and wave64: the states and
 * the exits must agree (VJ_FLOW_PROGRAMS per configuration, default 24). */
#include "config.h"

#include <dirent.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

/* ------------------------------------------------------------- examples */

#define MAX_FILES 64

struct example {
    char path[512];
    char *program;
    char init[8192], expect[8192];
    vj_target target;
    unsigned wave;
    uint64_t base, blocks, insts;
    char exit[64];
};

static char *files[MAX_FILES];
static int nfiles;

static void list_files(void)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/flow", vj_test_datadir());
    nfiles = vj_test_list_examples(dir, files, MAX_FILES);
}

static void load(struct example *ex, const char *name)
{
    snprintf(ex->path, sizeof ex->path, "%s/flow/%s", vj_test_datadir(), name);
    ex->program = vj_test_read_file(ex->path);
    ex->target = VJ_TARGET_DEFAULT;
    for (const char *line = ex->program; *line;) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        char arg[64];
        snprintf(arg, sizeof arg, "%.*s", n > 8 ? (int)(n - 8) : 0, line + 8);
        if (n > 3 && strncmp(line, ";= ", 3) == 0)
            vj_test_append_line(ex->init, sizeof ex->init, line + 3, n - 3);
        else if (n > 3 && strncmp(line, ";? ", 3) == 0)
            vj_test_append_line(ex->expect, sizeof ex->expect, line + 3, n - 3);
        else if (strncmp(line, ";! arch ", 8) == 0)
            ck_assert_msg(vj_target_parse(arg, &ex->target) == VJ_OK, "%s: bad arch", name);
        else if (strncmp(line, ";! wave ", 8) == 0)
            ex->wave = (unsigned)strtoul(arg, NULL, 0);
        else if (strncmp(line, ";! base ", 8) == 0)
            ex->base = strtoull(arg, NULL, 0);
        else if (strncmp(line, ";! exit ", 8) == 0)
            snprintf(ex->exit, sizeof ex->exit, "%s", arg);
        else if (strncmp(line, ";! blocks ", 10) == 0)
            ex->blocks = strtoull(line + 10, NULL, 0);
        else if (strncmp(line, ";! insts ", 9) == 0)
            ex->insts = strtoull(line + 9, NULL, 0);
        line = eol ? eol + 1 : line + n;
    }
    ck_assert_msg(ex->expect[0] && ex->exit[0] && ex->blocks,
                  "%s lacks expectations, ';! exit' or ';! blocks'", name);
}

/* The exit reason by the word examples use. */
static vj_exit_reason reason_of(const char *word)
{
    static const struct {
        const char *word;
        vj_exit_reason r;
    } words[] = {{"end", VJ_EXIT_END}, {"host", VJ_EXIT_HOST}, {"outside", VJ_EXIT_OUTSIDE}};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strcmp(words[i].word, word) == 0)
            return words[i].r;
    ck_abort_msg("unknown exit '%s'", word);
    return VJ_EXIT_COUNT;
}

static vj_context *new_ctx(vj_target t, unsigned wave, int optimize, vj_jit_policy jit)
{
    vj_options o;
    vj_options_init(&o);
    o.target = t;
    o.wave_size = wave;
    o.optimize = optimize;
    o.jit = jit;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

START_TEST(example_runs_to_the_hand_worked_state)
{
    ck_assert_msg(nfiles > 0, "%d examples in %s/flow (-1: more than %d)", nfiles,
                  vj_test_datadir(), MAX_FILES);
    struct example *ex = calloc(1, sizeof *ex);
    load(ex, files[_i]);
    static const struct {
        const char *what;
        vj_engine engine;
        int optimize;
    } runs[] = {
        {"interp (optimised)", VJ_ENGINE_INTERP, 1},
        {"interp (as lowered)", VJ_ENGINE_INTERP, 0},
        {"reference", VJ_ENGINE_REF, 0},
        {"jit", VJ_ENGINE_JIT, 1},
    };
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        if (runs[r].engine == VJ_ENGINE_JIT && !vj_jit_available())
            continue;
        vj_context *ctx = new_ctx(ex->target, ex->wave, runs[r].optimize, VJ_JIT_TIERED);
        uint8_t *code = NULL;
        size_t len = 0;
        ck_assert_msg(vj_assemble(ctx, ex->program, ex->path, &code, &len) == VJ_OK, "%s",
                      vj_last_error(ctx));
        vj_region *region = NULL;
        ck_assert_int_eq(vj_region_new(ctx, code, len, ex->base, &region), VJ_OK);
        unsigned ws = vj_target_default_wave(ex->target);
        vj_wave *w = vj_wave_new(ex->wave ? ex->wave : ws),
                *want = vj_wave_new(ex->wave ? ex->wave : ws);
        vj_wave_set_pc(w, ex->base);
        ck_assert_msg(vj_wave_parse(ctx, w, ex->init, ex->path) == VJ_OK, "%s",
                      vj_last_error(ctx));
        vj_wave_copy(want, w);
        ck_assert_msg(vj_wave_parse(ctx, want, ex->expect, ex->path) == VJ_OK, "%s",
                      vj_last_error(ctx));
        vj_exit x;
        vj_status st = vj_region_run(region, w, runs[r].engine, 1000, &x);
        ck_assert_msg(st == VJ_OK, "%s: %s: %s", ex->path, runs[r].what, vj_last_error(ctx));
        ck_assert_msg(x.reason == reason_of(ex->exit), "%s: %s: stopped by %s", ex->path,
                      runs[r].what, vj_exit_reason_name(x.reason));
        ck_assert_msg(x.blocks == ex->blocks, "%s: %s: %llu blocks, expected %llu", ex->path,
                      runs[r].what, (unsigned long long)x.blocks, (unsigned long long)ex->blocks);
        ck_assert_msg(!ex->insts || x.insts == ex->insts, "%s: %s: %llu instructions", ex->path,
                      runs[r].what, (unsigned long long)x.insts);
        vj_wave_difference d;
        if (vj_wave_first_difference(w, want, &d))
            ck_abort_msg("%s: %s: %s lane %d is 0x%llx, expected 0x%llx", ex->path, runs[r].what,
                         d.reg, d.lane, (unsigned long long)d.a, (unsigned long long)d.b);
        vj_wave_free(w);
        vj_wave_free(want);
        vj_region_free(region);
        vj_free(code);
        vj_context_free(ctx);
    }
    free(ex->program);
    free(ex);
}
END_TEST

/* ------------------------------------------------------- the API itself */

/* Assemble text for a context (fails the test when it does not). */
static uint8_t *assemble(vj_context *ctx, const char *text, size_t *len)
{
    uint8_t *code = NULL;
    ck_assert_msg(vj_assemble(ctx, text, "test", &code, len) == VJ_OK, "%s", vj_last_error(ctx));
    return code;
}

/* Branches to labels assemble as llvm-mc-19 assembles them (the bytes
 * below are its .text for this text, gfx1100: a backward s_cbranch_scc1,
 * forward s_branch and s_call_b64, a label before an instruction on its
 * line); an undefined label is an error at its line and column. */
START_TEST(branches_to_labels_assemble_as_llvm_mc_does)
{
    static const char text[] = "s_mov_b32 s0, 3\n"
                               ".LBB0_1:\n"
                               "s_add_u32 s1, s1, 2\n"
                               "s_sub_u32 s0, s0, 1\n"
                               "s_cmp_lg_u32 s0, 0\n"
                               "s_cbranch_scc1 .LBB0_1\n"
                               "s_branch .LBB0_3\n"
                               "s_mov_b32 s2, 7\n"
                               ".LBB0_3: s_call_b64 s[4:5], .LBB0_5\n"
                               "s_endpgm\n"
                               ".LBB0_5:\n"
                               "s_setpc_b64 s[4:5]\n";
    static const uint8_t llvm_mc[] = {0x83, 0x00, 0x80, 0xbe, 0x01, 0x82, 0x01, 0x80, 0x00, 0x81,
                                      0x80, 0x80, 0x00, 0x80, 0x07, 0xbf, 0xfc, 0xff, 0xa2, 0xbf,
                                      0x01, 0x00, 0xa0, 0xbf, 0x87, 0x00, 0x82, 0xbe, 0x01, 0x00,
                                      0x04, 0xba, 0x00, 0x00, 0xb0, 0xbf, 0x04, 0x48, 0x80, 0xbe};
    vj_context *ctx = new_ctx(VJ_GFX1100, 0, 1, VJ_JIT_OFF);
    size_t len;
    uint8_t *code = assemble(ctx, text, &len);
    ck_assert_uint_eq(len, sizeof llvm_mc);
    ck_assert_mem_eq(code, llvm_mc, len);
    vj_free(code);
    ck_assert_int_eq(vj_assemble(ctx, "s_nop 0\n  s_branch .Lnowhere\n", "t.s", &code, &len),
                     VJ_ERR_ASM);
    ck_assert_str_eq(vj_last_error(ctx), "t.s:2:12: error: label '.Lnowhere' is not defined in "
                                         "this text");
    vj_context_free(ctx);
}
END_TEST

START_TEST(blocks_from_bytes_still_refuse_a_branch_by_name)
{
    vj_context *ctx = new_ctx(VJ_GFX1100, 0, 1, VJ_JIT_OFF);
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate_asm(ctx, "s_mov_b32 s0, 1\ns_branch 0\n", "t", &b),
                     VJ_ERR_UNSUPPORTED);
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "s_branch"));
    ck_assert_int_eq(vj_translate_asm(ctx, "s_getpc_b64 s[0:1]\n", "t", &b), VJ_ERR_UNSUPPORTED);
    vj_context_free(ctx);
}
END_TEST

/* GFX11's MSG_DEALLOC_VGPRS (s_sendmsg 3, before s_endpgm) changes nothing
 * a wave state holds: it runs in the block; another message (here
 * MSG_INTERRUPT, 1) is the caller's, and on GFX10 every message is. */
START_TEST(the_vgpr_dealloc_message_runs_in_the_block)
{
    vj_context *ctx = new_ctx(VJ_GFX1100, 0, 1, VJ_JIT_OFF);
    size_t len;
    uint8_t *code = assemble(ctx,
                             "s_mov_b32 s0, 3\ns_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n"
                             "s_endpgm\ns_sendmsg sendmsg(MSG_INTERRUPT)\ns_endpgm\n",
                             &len);
    vj_region *r;
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0x100, &r), VJ_OK);
    vj_wave *w = vj_wave_new(32);
    vj_wave_set_pc(w, 0x100);
    vj_exit x;
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_INTERP, 0, &x), VJ_OK);
    ck_assert_int_eq(x.reason, VJ_EXIT_END);
    ck_assert_uint_eq(x.blocks, 1);
    ck_assert_uint_eq(x.insts, 3);
    vj_wave_set_pc(w, 0x10c);
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_REF, 0, &x), VJ_OK);
    ck_assert_int_eq(x.reason, VJ_EXIT_HOST);
    ck_assert_str_eq(x.name, "s_sendmsg");
    ck_assert_msg(strstr(x.message, "not modelled"), "%s", x.message);
    vj_region_free(r);
    vj_free(code);
    vj_wave_free(w);
    vj_context_free(ctx);
}
END_TEST

START_TEST(a_run_stops_before_an_instruction_left_for_the_caller)
{
    vj_context *ctx = new_ctx(VJ_GFX1100, 0, 1, VJ_JIT_OFF);
    size_t len;
    /* s_barrier is a message-class row: the caller's to run */
    uint8_t *code = assemble(ctx,
                             "s_mov_b32 s0, 3\ns_branch 0\ns_add_u32 s0, s0, 1\n"
                             "s_barrier\ns_endpgm\n",
                             &len);
    vj_region *r;
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0x100, &r), VJ_OK);
    vj_wave *w = vj_wave_new(32);
    vj_wave_set_pc(w, 0x100);
    vj_exit x;
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_INTERP, 0, &x), VJ_OK);
    ck_assert_int_eq(x.reason, VJ_EXIT_HOST);
    ck_assert_uint_eq(x.pc, 0x10c);
    ck_assert_uint_eq(vj_wave_get_pc(w), 0x10c);
    ck_assert_uint_eq(x.offset, 12);
    ck_assert_int_eq(x.cls, VJ_CLASS_SOPP);
    ck_assert_uint_eq(x.length, 4);
    ck_assert_str_eq(x.name, "s_barrier");
    ck_assert_int_eq(x.status, VJ_ERR_UNSUPPORTED);
    ck_assert_uint_eq(x.blocks, 2);
    uint64_t s0;
    vj_wave_get_sreg(w, "s0", &s0);
    ck_assert_uint_eq(s0, 4);
    /* the block there is none: the instruction is the caller's */
    vj_block *b = (vj_block *)1;
    ck_assert_int_eq(vj_region_block(r, 0x10c, &b), VJ_OK);
    ck_assert_ptr_null(b);
    /* the caller steps over it and runs on */
    vj_wave_set_pc(w, x.pc + x.length);
    ck_assert_int_eq(vj_region_step(r, w, VJ_ENGINE_INTERP, &x), VJ_OK);
    ck_assert_int_eq(x.reason, VJ_EXIT_END);
    ck_assert_int_eq(vj_region_block(r, 0x104, &b), VJ_OK);
    ck_assert_uint_eq(vj_block_inst_count(b), 1);
    vj_block_free(b);
    ck_assert_int_eq(vj_region_block(r, 0x102, &b), VJ_ERR_ARG);
    ck_assert_int_eq(vj_region_block(r, 0x200, &b), VJ_ERR_ARG);
    vj_wave_free(w);
    vj_region_free(r);
    vj_free(code);
    vj_context_free(ctx);
}
END_TEST

/* The host patches its code: the blocks that read the old bytes go, the run
 * after it runs the new ones; a block held from before stays valid. */
START_TEST(a_write_to_the_code_drops_the_blocks_that_read_it)
{
    vj_context *ctx = new_ctx(VJ_GFX1100, 0, 1, VJ_JIT_OFF);
    size_t len, plen;
    uint8_t *code = assemble(ctx,
                             "s_mov_b32 s1, 0\ns_add_u32 s1, s1, 5\ns_sub_u32 s0, s0, 1\n"
                             "s_cmp_lg_u32 s0, 0\ns_cbranch_scc1 -4\ns_endpgm\n",
                             &len);
    uint8_t *patch = assemble(ctx, "s_add_u32 s1, s1, 7\n", &plen);
    vj_region *r;
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0x800, &r), VJ_OK);
    vj_wave *w = vj_wave_new(32);
    vj_exit x;
    uint64_t s1;
    /* three times round: 3 * 5 */
    vj_wave_set_sreg(w, "s0", 3);
    vj_wave_set_pc(w, 0x800);
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_INTERP, 0, &x), VJ_OK);
    vj_wave_get_sreg(w, "s1", &s1);
    ck_assert_uint_eq(s1, 15);
    vj_block *old;
    ck_assert_int_eq(vj_region_block(r, 0x804, &old), VJ_OK);
    ck_assert_int_eq(vj_region_write(r, 0x804, patch, plen), VJ_OK);
    /* 3 * 7 now, through both blocks that held the add (at 0x800 and 0x804) */
    vj_wave_set_sreg(w, "s0", 3);
    vj_wave_set_pc(w, 0x800);
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_REF, 0, &x), VJ_OK);
    vj_wave_get_sreg(w, "s1", &s1);
    ck_assert_uint_eq(s1, 21);
    /* the block held from before runs the old add */
    vj_wave_set_sreg(w, "s0", 1);
    vj_wave_set_pc(w, 0x804);
    ck_assert_int_eq(vj_run(ctx, old, w, VJ_ENGINE_INTERP), VJ_OK);
    vj_wave_get_sreg(w, "s1", &s1);
    ck_assert_uint_eq(s1, 26);
    vj_block_free(old);
    ck_assert_int_eq(vj_region_write(r, 0x816, patch, plen), VJ_ERR_ARG);
    ck_assert_int_eq(vj_region_write(r, 0x7fc, patch, plen), VJ_ERR_ARG);
    vj_wave_free(w);
    vj_region_free(r);
    vj_free(patch);
    vj_free(code);
    vj_context_free(ctx);
}
END_TEST

START_TEST(a_loop_that_does_not_end_runs_out_of_its_budget)
{
    vj_context *ctx = new_ctx(VJ_GFX90A, 0, 1, VJ_JIT_OFF);
    size_t len;
    uint8_t *code = assemble(ctx, "s_add_u32 s0, s0, 1\ns_branch -2\n", &len);
    vj_region *r;
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0, &r), VJ_OK);
    vj_wave *w = vj_wave_new(64);
    vj_exit x;
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_INTERP, 100, &x), VJ_ERR_LIMIT);
    ck_assert_int_eq(x.reason, VJ_EXIT_BUDGET);
    ck_assert_uint_eq(x.blocks, 100);
    ck_assert_ptr_nonnull(strstr(vj_last_error(ctx), "budget"));
    uint64_t s0;
    vj_wave_get_sreg(w, "s0", &s0);
    ck_assert_uint_eq(s0, 100);
    /* a jump out of the region ends the run there */
    vj_region_free(r);
    vj_free(code);
    code = assemble(ctx, "s_branch 5\n", &len);
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0x40, &r), VJ_OK);
    vj_wave_set_pc(w, 0x40);
    ck_assert_int_eq(vj_region_run(r, w, VJ_ENGINE_REF, 0, &x), VJ_OK);
    ck_assert_int_eq(x.reason, VJ_EXIT_OUTSIDE);
    ck_assert_uint_eq(x.pc, 0x40 + 4 + 20);
    vj_wave_free(w);
    vj_region_free(r);
    vj_free(code);
    vj_context_free(ctx);
}
END_TEST

/* Threads running one region at once, each on its own wave, under the
 * tiered policy (blocks translated by whichever thread comes first, then
 * compiled when hot): every wave ends as one run alone leaves it. */
struct racer {
    vj_region *r;
    vj_wave *w;
    vj_status st;
    vj_exit x;
};

static void *race(void *arg)
{
    struct racer *k = arg;
    for (unsigned i = 0; i < 200 && k->st == VJ_OK; i++) {
        vj_wave_set_sreg(k->w, "s0", 50);
        vj_wave_set_sreg(k->w, "s1", 0);
        vj_wave_set_pc(k->w, 0x300);
        k->st = vj_region_run(k->r, k->w, VJ_ENGINE_AUTO, 0, &k->x);
    }
    return NULL;
}

START_TEST(threads_share_a_region)
{
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    o.jit_threshold = 20;
    o.cache_dir = "";
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    size_t len;
    /* s1 = 50 + 49 + ... + 1 = 1275; v1 = s1 in every lane */
    uint8_t *code = assemble(ctx,
                             "s_add_u32 s1, s1, s0\ns_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\n"
                             "s_cbranch_scc1 -4\nv_mov_b32 v1, s1\ns_endpgm\n",
                             &len);
    vj_region *r;
    ck_assert_int_eq(vj_region_new(ctx, code, len, 0x300, &r), VJ_OK);
    struct racer k[4];
    pthread_t t[4];
    for (unsigned i = 0; i < 4; i++) {
        k[i] = (struct racer){r, vj_wave_new(32), VJ_OK, {0}};
        ck_assert_int_eq(pthread_create(&t[i], NULL, race, &k[i]), 0);
    }
    for (unsigned i = 0; i < 4; i++) {
        ck_assert_int_eq(pthread_join(t[i], NULL), 0);
        ck_assert_int_eq(k[i].st, VJ_OK);
        ck_assert_int_eq(k[i].x.reason, VJ_EXIT_END);
        ck_assert_uint_eq(k[i].x.blocks, 51);
        uint64_t s1;
        vj_wave_get_sreg(k[i].w, "s1", &s1);
        ck_assert_uint_eq(s1, 1275);
        ck_assert_uint_eq(vj_wave_get_vgpr(k[i].w, 1, 31), 1275);
        vj_wave_free(k[i].w);
    }
    vj_region_free(r);
    vj_free(code);
    vj_context_free(ctx);
}
END_TEST

/* ---------------------------------------------- random control flow */

/* One configuration: a target, its wave size, and the spelling of what
 * differs between them (the vector add, vcc and the 32/64-bit exec ops). */
static const struct flowcfg {
    vj_target t;
    unsigned ws;
    const char *vadd, *vcc, *sx, *exec;
} cfgs[] = {
    {VJ_GFX1100, 32, "v_add_nc_u32", "vcc_lo", "b32", "exec_lo"},
    {VJ_GFX1100, 64, "v_add_nc_u32", "vcc", "b64", "exec"},
    {VJ_GFX90A, 64, "v_add_u32", "vcc", "b64", "exec"},
};

#define NBLK     6
#define MAXLINES 256

struct line {
    char text[96];
    int branch;  /* -1: none; else the block it goes to */
    char op[24]; /* the branch's mnemonic */
};

static void add(struct line *l, size_t *n, const char *text)
{
    ck_assert(*n < MAXLINES);
    snprintf(l[*n].text, sizeof l[*n].text, "%s", text);
    l[*n].branch = -1;
    (*n)++;
}

/* A random ALU instruction on s0..s7, v0..v7, vcc, exec and SCC (never the
 * loop counters s20..s25). */
static void rand_alu(const struct flowcfg *c, uint64_t *rng, struct line *l, size_t *n)
{
    char t[96];
    uint64_t r = vj_test_rand(rng);
    unsigned d = r % 8, a = (r >> 3) % 8, b = (r >> 6) % 8, k = (r >> 9) % 65;
    switch ((r >> 16) % 13) {
    case 0:
        snprintf(t, sizeof t, "s_add_u32 s%u, s%u, s%u", d, a, b);
        break;
    case 1:
        snprintf(t, sizeof t, "s_sub_u32 s%u, s%u, %u", d, a, k);
        break;
    case 2:
        snprintf(t, sizeof t, "s_and_b32 s%u, s%u, s%u", d, a, b);
        break;
    case 3:
        snprintf(t, sizeof t, "s_cmp_lt_u32 s%u, s%u", a, b);
        break;
    case 4:
        snprintf(t, sizeof t, "s_cselect_b32 s%u, s%u, %u", d, a, k);
        break;
    case 5:
        snprintf(t, sizeof t, "s_addc_u32 s%u, s%u, s%u", d, a, b);
        break;
    case 6:
        snprintf(t, sizeof t, "%s v%u, s%u, v%u", c->vadd, d, a, b);
        break;
    case 7:
        snprintf(t, sizeof t, "v_cmp_gt_u32 %s, v%u, v%u", c->vcc, a, b);
        break;
    case 8:
        snprintf(t, sizeof t, "v_cndmask_b32 v%u, v%u, v%u, %s", d, a, b, c->vcc);
        break;
    case 9: /* a divergent region: exec from a compare's lanes */
        if (c->ws == 32)
            snprintf(t, sizeof t, "s_and_saveexec_b32 s%u, vcc_lo", 8 + d);
        else
            snprintf(t, sizeof t, "s_and_saveexec_b64 s[%u:%u], vcc", 8 + 2 * (d % 4),
                     9 + 2 * (d % 4));
        break;
    case 10: /* every lane again */
        snprintf(t, sizeof t, "s_mov_%s %s, -1", c->sx, c->exec);
        break;
    case 11:
        snprintf(t, sizeof t, "s_bitcmp1_b32 s%u, %u", a, k % 32);
        break;
    default: /* the PC, a 64-bit value, into a pair */
        snprintf(t, sizeof t, "s_getpc_b64 s[%u:%u]", 2 * (d % 4), 2 * (d % 4) + 1);
        break;
    }
    add(l, n, t);
}

/* A random program of NBLK blocks: ALU runs, each ended (maybe) by a
 * forward branch, conditional or not, or a loop back to an earlier block
 * counted down in its own SGPR (at most s2x's initial count, 1-3, times in
 * all, as a count at 0 or below never branches again), then s_endpgm. */
static size_t rand_program(const struct flowcfg *c, uint64_t *rng, struct line *l, int *start)
{
    static const char *const conds[] = {"s_cbranch_scc0",  "s_cbranch_scc1",  "s_cbranch_vccz",
                                        "s_cbranch_vccnz", "s_cbranch_execz", "s_cbranch_execnz"};
    size_t n = 0;
    for (int blk = 0; blk < NBLK; blk++) {
        start[blk] = (int)n;
        unsigned len = 1 + vj_test_rand(rng) % 6;
        for (unsigned i = 0; i < len; i++)
            rand_alu(c, rng, l, &n);
        uint64_t r = vj_test_rand(rng);
        int to = blk + 1 + (int)((r >> 8) % (unsigned)(NBLK - blk)); /* forward: up to the end */
        switch (r % 6) {
        case 0: /* falls through into the next */
            break;
        case 5: /* through registers: s_getpc_b64, then s_setpc_b64, s_swappc_b64 or
                   s_call_b64 (which names its target) to a later block */
            add(l, &n, "s_getpc_b64 s[16:17]");
            l[n - 1].branch = to;
            snprintf(l[n - 1].op, sizeof l[n - 1].op, "%s",
                     (r >> 16) % 3 == 0   ? "setpc"
                     : (r >> 16) % 3 == 1 ? "swappc"
                                          : "s_call_b64 s[18:19],");
            break;
        case 1:
            add(l, &n, "");
            l[n - 1].branch = to;
            snprintf(l[n - 1].op, sizeof l[n - 1].op, "s_branch");
            break;
        case 2:
        case 3:
            add(l, &n, "");
            l[n - 1].branch = to;
            snprintf(l[n - 1].op, sizeof l[n - 1].op, "%s", conds[(r >> 16) % 6]);
            break;
        default: { /* a loop back to this block or an earlier one */
            char t[64];
            unsigned ctr = 20 + blk % 6;
            snprintf(t, sizeof t, "s_add_i32 s%u, s%u, -1", ctr, ctr);
            add(l, &n, t);
            snprintf(t, sizeof t, "s_cmp_gt_i32 s%u, 0", ctr);
            add(l, &n, t);
            add(l, &n, "");
            l[n - 1].branch = (int)((r >> 8) % (unsigned)(blk + 1));
            snprintf(l[n - 1].op, sizeof l[n - 1].op, "s_cbranch_scc1");
            break;
        }
        }
    }
    start[NBLK] = (int)n;
    add(l, &n, "s_endpgm");
    return n;
}

/* The program's text with each branch's SIMM16 worked out from the line
 * lengths (every line assembles alone; a branch is 4 bytes). */
static char *program_text(vj_context *ctx, struct line *l, size_t n, const int *start)
{
    size_t off[MAXLINES + 1];
    off[0] = 0;
    for (size_t i = 0; i < n; i++) {
        size_t len = 4;
        if (l[i].branch >= 0 && (!strcmp(l[i].op, "setpc") || !strcmp(l[i].op, "swappc")))
            len = 4 + 8 + 4 + 8 + 4 + 4; /* getpc; add, addc, sub, subb; setpc/swappc */
        if (l[i].branch < 0) {
            uint8_t *code = assemble(ctx, l[i].text, &len);
            vj_free(code);
        }
        off[i + 1] = off[i] + len;
    }
    char *text = malloc(n * 160 + 1);
    ck_assert_ptr_nonnull(text);
    text[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        char t[256];
        if (l[i].branch >= 0 && (!strcmp(l[i].op, "setpc") || !strcmp(l[i].op, "swappc"))) {
            /* s[16:17] = the address after s_getpc_b64 (off + 4), moved to the
             * target; by 0x10000 more and then less, so that both constants are
             * literals (8 bytes) whatever the distance */
            long delta = (long)off[start[l[i].branch]] - (long)(off[i] + 4);
            snprintf(t, sizeof t,
                     "s_getpc_b64 s[16:17]\ns_add_u32 s16, s16, 0x%lx\n"
                     "s_addc_u32 s17, s17, 0\ns_sub_u32 s16, s16, 0x10000\n"
                     "s_subb_u32 s17, s17, 0\n%s\n",
                     (unsigned long)delta + 0x10000,
                     !strcmp(l[i].op, "setpc") ? "s_setpc_b64 s[16:17]"
                                               : "s_swappc_b64 s[18:19], s[16:17]");
        } else if (l[i].branch >= 0) {
            long simm = ((long)off[start[l[i].branch]] - (long)(off[i] + 4)) / 4;
            snprintf(t, sizeof t, "%s %ld\n", l[i].op, simm);
        } else {
            snprintf(t, sizeof t, "%.*s\n", (int)sizeof l[i].text, l[i].text);
        }
        strcat(text, t);
    }
    return text;
}

static unsigned programs(void)
{
    const char *e = getenv("VJ_FLOW_PROGRAMS");
    return e && *e ? (unsigned)strtoul(e, NULL, 0) : 24;
}

START_TEST(random_control_flow_agrees_on_every_engine)
{
    const struct flowcfg *c = &cfgs[_i];
    vj_engine engines[3] = {VJ_ENGINE_REF, VJ_ENGINE_INTERP, VJ_ENGINE_JIT};
    unsigned nengines = vj_jit_available() ? 3 : 2;
    vj_context *ctx = new_ctx(c->t, c->ws, 1, VJ_JIT_TIERED);
    uint64_t rng = 0xf10 + (uint64_t)_i;
    static struct line l[MAXLINES];
    int start[NBLK + 1];
    unsigned total_blocks = 0, mismatches = 0;
    for (unsigned p = 0; p < programs(); p++) {
        size_t n = rand_program(c, &rng, l, start);
        char *text = program_text(ctx, l, n, start);
        size_t len;
        uint8_t *code = assemble(ctx, text, &len);
        vj_region *r;
        uint64_t base = 0x10000 * (p + 1);
        ck_assert_int_eq(vj_region_new(ctx, code, len, base, &r), VJ_OK);
        vj_wave *w0 = vj_wave_new(c->ws), *w[3];
        vj_wave_randomize(w0, vj_test_rand(&rng));
        vj_wave_set_mode(w0, VJ_MODE_DEFAULT);
        if (vj_test_rand(&rng) & 1)
            vj_wave_set_sreg(w0, "exec", ~0ull);
        for (unsigned k = 0; k < 6; k++) {
            char nm[8];
            snprintf(nm, sizeof nm, "s%u", 20 + k);
            vj_wave_set_sreg(w0, nm, 1 + vj_test_rand(&rng) % 4);
        }
        vj_wave_set_pc(w0, base);
        vj_exit x[3];
        for (unsigned e = 0; e < nengines; e++) {
            w[e] = vj_wave_new(c->ws);
            vj_wave_copy(w[e], w0);
            vj_status st = vj_region_run(r, w[e], engines[e], 10000, &x[e]);
            ck_assert_msg(st == VJ_OK, "program %u on %s: %s\n%s", p, vj_engine_name(engines[e]),
                          vj_last_error(ctx), text);
            ck_assert_int_eq(x[e].reason, VJ_EXIT_END);
        }
        total_blocks += (unsigned)x[0].blocks;
        for (unsigned e = 1; e < nengines; e++) {
            vj_wave_difference d;
            if (vj_wave_first_difference(w[e], w[0], &d) || x[e].blocks != x[0].blocks ||
                x[e].insts != x[0].insts) {
                mismatches++;
                fprintf(stderr,
                        "%s wave%u program %u: %s against the reference: %s lane %d 0x%llx, "
                        "0x%llx; %llu blocks, %llu\n%s",
                        vj_target_name(c->t), c->ws, p, vj_engine_name(engines[e]), d.reg, d.lane,
                        (unsigned long long)d.a, (unsigned long long)d.b,
                        (unsigned long long)x[e].blocks, (unsigned long long)x[0].blocks, text);
            }
        }
        for (unsigned e = 0; e < nengines; e++)
            vj_wave_free(w[e]);
        vj_wave_free(w0);
        vj_region_free(r);
        vj_free(code);
        free(text);
    }
    fprintf(stderr, "%s wave%u: %u programs, %u blocks run, %u engines, %u mismatches\n",
            vj_target_name(c->t), c->ws, programs(), total_blocks, nengines, mismatches);
    ck_assert_uint_eq(mismatches, 0);
    vj_context_free(ctx);
}
END_TEST

/* Bytes no one checked: random words, runs of ALU code, branches with
 * random offsets and s_endpgm words, as a region, run with a small budget on
 * the interpreter and the reference. Whatever each says (an end, a stop, an
 * invalid word, the budget), both say the same and leave the same state. */
START_TEST(random_bytes_as_a_region_stop_cleanly_and_alike)
{
    const struct flowcfg *c = &cfgs[_i];
    vj_context *ctx = new_ctx(c->t, c->ws, 1, VJ_JIT_OFF);
    uint64_t rng = 0xb17e5 + (uint64_t)_i;
    static struct line l[MAXLINES];
    unsigned endings[VJ_EXIT_COUNT] = {0}, errors = 0;
    for (unsigned p = 0; p < 4 * programs(); p++) {
        uint32_t words[64];
        for (unsigned i = 0; i < 64; i++) {
            uint64_t r = vj_test_rand(&rng);
            switch (r % 4) {
            case 0: /* an ALU instruction's first dword */
            {
                size_t n = 0, len;
                rand_alu(c, &rng, l, &n);
                uint8_t *code = assemble(ctx, l[0].text, &len);
                memcpy(&words[i], code, 4);
                vj_free(code);
                break;
            }
            case 1: /* s_branch / s_cbranch_scc1 (SOPP) with a random offset */
            {
                size_t len;
                char t[48];
                snprintf(t, sizeof t, "%s %d", r & 16 ? "s_branch" : "s_cbranch_scc1",
                         (int)((r >> 8) % 41) - 20);
                uint8_t *code = assemble(ctx, t, &len);
                memcpy(&words[i], code, 4);
                vj_free(code);
                break;
            }
            case 2:
                words[i] = (uint32_t)(r >> 32);
                break;
            default: {
                size_t len;
                uint8_t *code = assemble(ctx, r & 8 ? "s_endpgm" : "s_nop 0", &len);
                memcpy(&words[i], code, 4);
                vj_free(code);
                break;
            }
            }
        }
        vj_region *r;
        ck_assert_int_eq(vj_region_new(ctx, (const uint8_t *)words, sizeof words, 0x4000, &r),
                         VJ_OK);
        vj_wave *w[2];
        vj_exit x[2];
        vj_status st[2];
        uint64_t seed = vj_test_rand(&rng), start = 0x4000 + 4 * (vj_test_rand(&rng) % 64);
        static const vj_engine engines[2] = {VJ_ENGINE_REF, VJ_ENGINE_INTERP};
        for (unsigned e = 0; e < 2; e++) {
            w[e] = vj_wave_new(c->ws);
            vj_wave_randomize(w[e], seed);
            vj_wave_set_mode(w[e], VJ_MODE_DEFAULT);
            vj_wave_set_pc(w[e], start);
            st[e] = vj_region_run(r, w[e], engines[e], 50, &x[e]);
        }
        ck_assert_int_eq(st[0], st[1]);
        ck_assert_int_eq(x[0].reason, x[1].reason);
        ck_assert_uint_eq(x[0].blocks, x[1].blocks);
        vj_wave_difference d;
        ck_assert_msg(!vj_wave_first_difference(w[0], w[1], &d), "%s wave%u bytes %u: %s",
                      vj_target_name(c->t), c->ws, p, d.reg);
        if (st[0] == VJ_OK || st[0] == VJ_ERR_LIMIT)
            endings[x[0].reason]++;
        else
            errors++;
        vj_wave_free(w[0]);
        vj_wave_free(w[1]);
        vj_region_free(r);
    }
    fprintf(stderr, "%s wave%u random bytes: %u end, %u host, %u outside, %u budget, %u errors\n",
            vj_target_name(c->t), c->ws, endings[VJ_EXIT_END], endings[VJ_EXIT_HOST],
            endings[VJ_EXIT_OUTSIDE], endings[VJ_EXIT_BUDGET], errors);
    vj_context_free(ctx);
}
END_TEST

/* The kernel corpus's code objects (the .hsaco files in tests/data/kernels,
 * clang-19 output), each kernel a region at its address, run from every
 * VJ_FLOW_STRIDE-th instruction of it (default 8; 1: every one) with a
 * budget of 16 blocks on the reference and the interpreter (and the JIT
 * with VJ_FLOW_JIT=1),
 * from a random wave: the same status, exit and state each time. Real
 * compiler control flow; most runs stop soon at a memory instruction. */
START_TEST(every_kernel_from_every_instruction_agrees)
{
    char dir[512];
    snprintf(dir, sizeof dir, "%s/kernels", vj_test_datadir());
    DIR *d = opendir(dir);
    ck_assert_ptr_nonnull(d);
    struct dirent *e;
    unsigned long starts = 0, blocks = 0, insts = 0, kernels = 0;
    unsigned long endings[VJ_EXIT_COUNT] = {0};
    uint64_t rng = 0xc0de;
    const char *env = getenv("VJ_FLOW_STRIDE");
    unsigned stride = env && *env ? (unsigned)strtoul(env, NULL, 0) : 8, nth = 0;
    if (!stride)
        stride = 1;
    /* VJ_FLOW_JIT=1: the JIT too (a compile a block: slow) */
    const char *jenv = getenv("VJ_FLOW_JIT");
    unsigned jit = jenv && *jenv == '1' && vj_jit_available(), jit_refused = 0;
    while ((e = readdir(d))) {
        size_t nl = strlen(e->d_name);
        if (nl < 7 || strcmp(e->d_name + nl - 6, ".hsaco") != 0)
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        FILE *f = fopen(path, "rb");
        ck_assert_ptr_nonnull(f);
        static uint8_t bytes[1 << 20];
        size_t len = fread(bytes, 1, sizeof bytes, f);
        fclose(f);
        vj_context *octx = new_ctx(VJ_GFX1100, 0, 1, VJ_JIT_OFF);
        vj_codeobj *obj;
        ck_assert_int_eq(vj_codeobj_open(octx, bytes, len, &obj), VJ_OK);
        const vj_codeobj_info *info = vj_codeobj_get_info(obj);
        for (size_t k = 0; k < info->kernel_count; k++) {
            const vj_kernel_info *ki = vj_codeobj_kernel(obj, k);
            vj_context *ctx =
                new_ctx(info->target, ki->wave_size, 1, jit ? VJ_JIT_TIERED : VJ_JIT_OFF);
            vj_region *r;
            ck_assert_int_eq(vj_region_new(ctx, ki->code, ki->code_size, ki->address, &r), VJ_OK);
            kernels++;
            for (size_t at = 0; at < ki->code_size;) {
                vj_inst_desc desc;
                size_t step = vj_inst_describe(ctx, ki->code, ki->code_size, at, &desc) == VJ_OK
                                  ? desc.length
                                  : 4;
                if (nth++ % stride) {
                    at += step;
                    continue;
                }
                vj_wave *w[3];
                vj_exit x[3];
                vj_status st[3];
                uint64_t seed = vj_test_rand(&rng);
                static const vj_engine engines[3] = {VJ_ENGINE_REF, VJ_ENGINE_INTERP,
                                                     VJ_ENGINE_JIT};
                for (unsigned i = 0; i < 2 + jit; i++) {
                    w[i] = vj_wave_new(ki->wave_size);
                    vj_wave_randomize(w[i], seed);
                    vj_wave_set_mode(w[i], ki->mode);
                    vj_wave_set_pc(w[i], ki->address + at);
                    st[i] = vj_region_run(r, w[i], engines[i], 16, &x[i]);
                }
                vj_wave_difference diff;
                ck_assert_msg(
                    st[0] == st[1] && x[0].reason == x[1].reason && x[0].blocks == x[1].blocks &&
                        !vj_wave_first_difference(w[0], w[1], &diff),
                    "%s %s from offset 0x%zx: reference %s %s, interpreter %s %s", e->d_name,
                    ki->name, at, vj_status_string(st[0]), vj_exit_reason_name(x[0].reason),
                    vj_status_string(st[1]), vj_exit_reason_name(x[1].reason));
                starts++;
                blocks += x[0].blocks;
                insts += x[0].insts;
                if (st[0] == VJ_OK || st[0] == VJ_ERR_LIMIT)
                    endings[x[0].reason]++;
                for (unsigned i = 0; i < 2 + jit; i++)
                    vj_wave_free(w[i]);
                at += step;
            }
            vj_region_free(r);
            vj_context_free(ctx);
        }
        vj_codeobj_free(obj);
        vj_context_free(octx);
    }
    closedir(d);
    fprintf(stderr,
            "kernel corpus: %lu kernels, %lu starts, %lu blocks and %lu instructions run; "
            "exits: %lu end, %lu host, %lu outside, %lu budget; %u engines (JIT refusals %u)\n",
            kernels, starts, blocks, insts, endings[VJ_EXIT_END], endings[VJ_EXIT_HOST],
            endings[VJ_EXIT_OUTSIDE], endings[VJ_EXIT_BUDGET], 2 + jit, jit_refused);
    ck_assert_uint_gt(blocks, starts / 4); /* most starts run a block at least */
}
END_TEST

Suite *vj_test_suite(void)
{
    list_files();
    Suite *s = suite_create("flow");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, example_runs_to_the_hand_worked_state, 0, nfiles > 0 ? nfiles : 1);
    tcase_add_test(tc, branches_to_labels_assemble_as_llvm_mc_does);
    tcase_add_test(tc, blocks_from_bytes_still_refuse_a_branch_by_name);
    tcase_add_test(tc, a_run_stops_before_an_instruction_left_for_the_caller);
    tcase_add_test(tc, the_vgpr_dealloc_message_runs_in_the_block);
    tcase_add_test(tc, a_loop_that_does_not_end_runs_out_of_its_budget);
    tcase_add_test(tc, a_write_to_the_code_drops_the_blocks_that_read_it);
    tcase_add_loop_test(tc, random_control_flow_agrees_on_every_engine, 0,
                        (int)(sizeof cfgs / sizeof cfgs[0]));
    tcase_add_test(tc, threads_share_a_region);
    tcase_add_test(tc, every_kernel_from_every_instruction_agrees);
    tcase_add_loop_test(tc, random_bytes_as_a_region_stop_cleanly_and_alike, 0,
                        (int)(sizeof cfgs / sizeof cfgs[0]));
    suite_add_tcase(s, tc);
    return s;
}
