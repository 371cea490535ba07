/* test_examples: the programs tests/data/NAME.s, each with an initial state
 * (";= " lines), hand-worked expected values (";? " lines) and optional
 * ";! arch T" / ";! wave N" lines. Each runs on the interpreter (with and
 * without the optimiser), on the reference evaluator, and through the
 * `vop3jit run --engine interp` command; the final state must equal the
 * initial state with the expectations applied. `run --engine all` must find
 * every engine agreeing. Together the files must use every instruction. */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "runtime/block.h"
#include "testutil.h"
#include "vop3jit.h"

#define MAX_FILES 256 /* a directory with more fails the tests, not drops files */

static char *files[MAX_FILES];
static int nfiles, too_many;

static void list_files(void)
{
    nfiles = vj_test_list_examples(vj_test_datadir(), files, MAX_FILES);
    too_many = nfiles < 0;
    if (too_many)
        nfiles = MAX_FILES;
}

struct example {
    char path[512];
    char *program;
    char init[16384], expect[16384];
    vj_target target;
    unsigned wave;
};

static void load(struct example *ex, const char *name)
{
    snprintf(ex->path, sizeof ex->path, "%s/%s", vj_test_datadir(), name);
    ex->program = vj_test_read_file(ex->path);
    ex->init[0] = ex->expect[0] = '\0';
    ex->target = VJ_TARGET_DEFAULT;
    ex->wave = 0;
    for (const char *line = ex->program; *line;) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        if (n > 3 && strncmp(line, ";= ", 3) == 0)
            vj_test_append_line(ex->init, sizeof ex->init, line + 3, n - 3);
        else if (n > 3 && strncmp(line, ";? ", 3) == 0)
            vj_test_append_line(ex->expect, sizeof ex->expect, line + 3, n - 3);
        else if (n > 8 && strncmp(line, ";! arch ", 8) == 0) {
            char t[32];
            snprintf(t, sizeof t, "%.*s", (int)(n - 8), line + 8);
            ck_assert_msg(vj_target_parse(t, &ex->target) == VJ_OK, "%s: bad arch", name);
        } else if (n > 8 && strncmp(line, ";! wave ", 8) == 0)
            ex->wave = (unsigned)atoi(line + 8);
        line = eol ? eol + 1 : line + n;
    }
    ck_assert_msg(ex->expect[0], "%s has no expectations", name);
}

static vj_context *new_ctx(const struct example *ex, int optimize)
{
    vj_options o;
    vj_options_init(&o);
    o.target = ex->target;
    o.wave_size = ex->wave;
    o.optimize = optimize;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

static void check_same(const char *what, const char *path, const vj_wave *got, const vj_wave *want)
{
    vj_wave_difference d;
    if (vj_wave_first_difference(got, want, &d))
        ck_abort_msg("%s: %s: %s lane %d is 0x%llx, expected 0x%llx", path, what, d.reg, d.lane,
                     (unsigned long long)d.a, (unsigned long long)d.b);
}

/* Build the initial and the expected state of an example for a block. */
static void states(vj_context *ctx, const struct example *ex, unsigned wave, vj_wave **init,
                   vj_wave **want)
{
    *init = vj_wave_new(wave);
    *want = vj_wave_new(wave);
    ck_assert_msg(vj_wave_parse(ctx, *init, ex->init, ex->path) == VJ_OK, "%s",
                  vj_last_error(ctx));
    vj_wave_copy(*want, *init);
    ck_assert_msg(vj_wave_parse(ctx, *want, ex->expect, ex->path) == VJ_OK, "%s",
                  vj_last_error(ctx));
}

START_TEST(example_gives_the_hand_worked_state)
{
    if (nfiles == 0) {
        ck_abort_msg("no .s files found in %s", vj_test_datadir());
        return;
    }
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
    };
    for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
        vj_context *ctx = new_ctx(ex, runs[r].optimize);
        vj_block *blk = NULL;
        vj_status st = vj_translate_asm(ctx, ex->program, ex->path, &blk);
        ck_assert_msg(st == VJ_OK, "%s", vj_last_error(ctx));
        vj_wave *w, *want;
        states(ctx, ex, vj_block_wave_size(blk), &w, &want);
        st = vj_run(ctx, blk, w, runs[r].engine);
        ck_assert_msg(st == VJ_OK, "%s: %s", runs[r].what, vj_last_error(ctx));
        check_same(runs[r].what, ex->path, w, want);
        vj_wave_free(w);
        vj_wave_free(want);
        vj_block_free(blk);
        vj_context_free(ctx);
    }
    free(ex->program);
    free(ex);
}
END_TEST

/* `vop3jit run --engine interp --state INIT FILE` prints the written
 * registers in state format; read back onto the initial state, they must
 * give the expected state. */
START_TEST(run_command_prints_the_hand_worked_state)
{
    const char *top = getenv("top_builddir");
    if (!top || !*top)
        top = "."; /* run by hand from the build directory */
    ck_assert_msg(nfiles > 0, "no .s files found in %s", vj_test_datadir());
    struct example *ex = calloc(1, sizeof *ex);
    load(ex, files[_i]);
    char statefile[] = "/tmp/vj_example_XXXXXX";
    int fd = mkstemp(statefile);
    ck_assert(fd >= 0);
    ck_assert(write(fd, ex->init, strlen(ex->init)) == (ssize_t)strlen(ex->init));
    close(fd);
    char cmd[2048], wave[32] = "";
    if (ex->wave)
        snprintf(wave, sizeof wave, "--wave %u", ex->wave);
    snprintf(cmd, sizeof cmd, "%s/vop3jit run --engine interp --arch %s %s --state %s %s", top,
             vj_target_name(ex->target), wave, statefile, ex->path);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    static char out[1 << 18];
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    int rc = pclose(p);
    unlink(statefile);
    ck_assert_msg(rc == 0, "%s exited with %d:\n%s", cmd, rc, out);
    ck_assert_msg(strncmp(out, "# engine: interp\n", 17) == 0, "%s", out);

    vj_context *ctx = new_ctx(ex, 1);
    vj_block *blk = NULL;
    ck_assert(vj_translate_asm(ctx, ex->program, ex->path, &blk) == VJ_OK);
    vj_wave *got, *want;
    states(ctx, ex, vj_block_wave_size(blk), &got, &want);
    ck_assert_msg(vj_wave_parse(ctx, got, out, "vop3jit output") == VJ_OK, "%s",
                  vj_last_error(ctx));
    check_same("vop3jit run", ex->path, got, want);
    /* exactly the written registers, one line each, and MODE when the run
     * changed it (s_setreg and kin) */
    size_t lines = 0;
    for (const char *s = out; *s; s++)
        lines += *s == '\n';
    ck_assert_uint_eq(lines, 1 + vj_block_written_vgprs(blk, NULL, 0) +
                                 vj_block_written_agprs(blk, NULL, 0) +
                                 vj_block_written_sregs(blk, NULL, 0) +
                                 (strstr(out, "\nmode = ") != NULL));
    vj_wave_free(got);
    vj_wave_free(want);
    vj_block_free(blk);
    vj_context_free(ctx);
    free(ex->program);
    free(ex);
}
END_TEST

/* `vop3jit run --engine all --random-state SEED`: every available engine
 * (the JIT too, when built) from one random state, and they must agree. */
START_TEST(all_engines_agree_on_the_example)
{
    const char *top = getenv("top_builddir");
    if (!top || !*top)
        top = ".";
    ck_assert_msg(nfiles > 0, "no .s files found in %s", vj_test_datadir());
    struct example *ex = calloc(1, sizeof *ex);
    load(ex, files[_i]);
    char cmd[2048], wave[32] = "";
    if (ex->wave)
        snprintf(wave, sizeof wave, "--wave %u", ex->wave);
    snprintf(cmd, sizeof cmd, "%s/vop3jit run --engine all --random-state %d --arch %s %s %s", top,
             1000 + _i, vj_target_name(ex->target), wave, ex->path);
    FILE *p = popen(cmd, "r");
    ck_assert_ptr_nonnull(p);
    char first[256] = "";
    if (!fgets(first, sizeof first, p))
        first[0] = '\0';
    char rest[4096];
    while (fread(rest, 1, sizeof rest, p) > 0)
        ;
    int rc = pclose(p);
    ck_assert_msg(rc == 0, "%s exited with %d: %s", cmd, rc, first);
    const char *want = vj_jit_available() ? "# engines agree: interp ref jit\n"
                                          : "# engines agree: interp ref\n";
    ck_assert_str_eq(first, want);
    free(ex->program);
    free(ex);
}
END_TEST

START_TEST(examples_use_every_instruction)
{
    ck_assert_msg(!too_many, "more than %d examples: raise MAX_FILES", MAX_FILES);
    int seen[VJ_I_COUNT] = {0};
    for (int i = 0; i < nfiles; i++) {
        struct example *ex = calloc(1, sizeof *ex);
        load(ex, files[i]);
        vj_context *ctx = new_ctx(ex, 0);
        vj_block *blk = NULL;
        ck_assert_msg(vj_translate_asm(ctx, ex->program, ex->path, &blk) == VJ_OK, "%s",
                      vj_last_error(ctx));
        for (uint32_t k = 0; k < blk->ir.ninsts; k++)
            if (!blk->ir.insts[k].salu) /* (vector instructions: scalar ones have no id) */
                seen[blk->ir.insts[k].id] = 1;
        vj_block_free(blk);
        vj_context_free(ctx);
        free(ex->program);
        free(ex);
    }
    for (int id = 0; id < VJ_I_COUNT; id++) /* VOPD's float row is never lowered */
        ck_assert_msg(seen[id] || id == VJ_I_V_DUAL_F32, "no example uses %s",
                      vj_inst_table[id].name);
}
END_TEST

Suite *vj_test_suite(void)
{
    list_files();
    Suite *s = suite_create("examples");
    TCase *tc = tcase_create("examples");
    tcase_set_timeout(tc, 60);
    tcase_add_loop_test(tc, example_gives_the_hand_worked_state, 0, nfiles ? nfiles : 1);
    tcase_add_loop_test(tc, run_command_prints_the_hand_worked_state, 0, nfiles ? nfiles : 1);
    tcase_add_loop_test(tc, all_engines_agree_on_the_example, 0, nfiles ? nfiles : 1);
    tcase_add_test(tc, examples_use_every_instruction);
    suite_add_tcase(s, tc);
    return s;
}
