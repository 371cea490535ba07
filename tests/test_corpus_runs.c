/* test_corpus_runs: every run of straight-line vector ALU code that
 * vj_translate_prefix finds in the kernel corpus's code objects
 * (the .o and .hsaco files in tests/data/kernels, clang-19 output for gfx1100 and
 * gfx90a), run from random registers under partial exec: the interpreter
 * against the reference evaluator for every run, and the JIT for the runs
 * of two kernels (each file's runs with VJ_CORPUS_JIT=1; they are compiled
 * in batches). Also: the runs cover every vector ALU instruction the
 * kernels have that vj_inst_describe calls translatable. */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *buf = malloc((size_t)n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert(fread(buf, 1, (size_t)n, f) == (size_t)n);
    fclose(f);
    *len = (size_t)n;
    return buf;
}

struct tally {
    size_t files, kernels, runs, insts, jit_runs, translatable;
};

/* The runs of one kernel, run and compared; jit: through the JIT too. */
static void kernel_runs(const char *file, const vj_codeobj_info *info, const vj_kernel_info *k,
                        int jit, struct tally *t)
{
    vj_options o;
    vj_options_init(&o);
    o.target = info->target;
    o.wave_size = k->wave_size;
    o.jit = jit ? VJ_JIT_EAGER : VJ_JIT_OFF;
    o.cache_dir = "";
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    size_t size = (size_t)k->code_size;
    /* the instructions the runs must cover */
    size_t want = 0;
    for (size_t off = 0; off < size;) {
        vj_inst_desc d;
        if (vj_inst_describe(ctx, k->code, size, off, &d) != VJ_OK)
            break;
        want += d.translatable != 0;
        off += d.length;
    }
    enum { MAXRUNS = 4096 };
    static vj_block *blocks[MAXRUNS];
    size_t nb = 0, covered = 0;
    for (size_t off = 0; off < size && nb < MAXRUNS;) {
        vj_prefix p;
        vj_block *b = NULL;
        ck_assert_msg(vj_translate_prefix(ctx, k->code, size, off, VJ_PREFIX_DEFAULT, &b, &p) ==
                          VJ_OK,
                      "%s %s at 0x%zx: %s", file, k->name, off, vj_last_error(ctx));
        if (b) {
            blocks[nb++] = b;
            covered += p.count;
        }
        if (p.reason == VJ_STOP_END)
            break;
        ck_assert_uint_gt(p.next_offset, off);
        off = p.next_offset;
    }
    /* Lowering may refuse what the decoder takes (a clamp on a dot product):
     * those end a run without being in one. */
    ck_assert_msg(covered <= want, "%s %s: %zu in runs, %zu translatable", file, k->name, covered,
                  want);
    t->translatable += want;
    t->insts += covered;
    vj_wave *init = vj_wave_new(k->wave_size), *a = vj_wave_new(k->wave_size),
            *b = vj_wave_new(k->wave_size);
    ck_assert(init && a && b);
    for (size_t i = 0; i < nb; i++) {
        vj_wave_randomize(init, 0x5eed + i);
        /* every third run with a partial exec */
        if (i % 3 == 1)
            ck_assert_int_eq(vj_wave_set_sreg(init, "exec",
                                              k->wave_size == 64 ? 0xf0f0f0f00ff00ff0ull
                                                                 : 0x0ff00ff0ull),
                             VJ_OK);
        vj_wave_copy(a, init);
        ck_assert_int_eq(vj_run(ctx, blocks[i], a, VJ_ENGINE_REF), VJ_OK);
        static const vj_engine engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_JIT};
        for (unsigned e = 0; e < (jit ? 2u : 1u); e++) {
            vj_wave_copy(b, init);
            ck_assert_msg(vj_run(ctx, blocks[i], b, engines[e]) == VJ_OK, "%s %s run %zu: %s",
                          file, k->name, i, vj_last_error(ctx));
            vj_wave_difference d;
            ck_assert_msg(!vj_wave_first_difference(a, b, &d),
                          "%s %s run %zu: %s differs from ref at %s lane %d: %llx vs %llx", file,
                          k->name, i, vj_engine_name(engines[e]), d.reg, d.lane,
                          (unsigned long long)d.b, (unsigned long long)d.a);
        }
        t->jit_runs += jit != 0;
        vj_block_free(blocks[i]);
    }
    t->runs += nb;
    t->kernels++;
    vj_wave_free(init);
    vj_wave_free(a);
    vj_wave_free(b);
    vj_context_free(ctx);
}

static int is_object(const char *name)
{
    size_t n = strlen(name);
    return (n > 2 && strcmp(name + n - 2, ".o") == 0) ||
           (n > 6 && strcmp(name + n - 6, ".hsaco") == 0);
}

START_TEST(every_run_of_the_corpus_agrees_across_engines)
{
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/kernels", vj_test_datadir());
    DIR *d = opendir(dir);
    ck_assert_msg(d != NULL, "no %s", dir);
    const char *all = getenv("VJ_CORPUS_JIT");
    int jit_all = all && *all && strcmp(all, "0") != 0 && vj_jit_available();
    struct tally t = {0};
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!is_object(e->d_name))
            continue;
        char path[8192];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        size_t len = 0;
        uint8_t *bytes = slurp(path, &len);
        vj_context *probe = vj_context_new(NULL, NULL);
        vj_codeobj *obj = NULL;
        ck_assert_msg(vj_codeobj_open(probe, bytes, len, &obj) == VJ_OK, "%s: %s", e->d_name,
                      vj_last_error(probe));
        free(bytes);
        const vj_codeobj_info *info = vj_codeobj_get_info(obj);
        for (size_t i = 0; i < info->kernel_count; i++) {
            const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
            /* the JIT in make check: md5's first kernel, on both targets' .o */
            int jit = vj_jit_available() &&
                      (jit_all || (strncmp(e->d_name, "md5.", 4) == 0 &&
                                   strcmp(e->d_name + strlen(e->d_name) - 2, ".o") == 0 &&
                                   strstr(e->d_name, "wave64") == NULL && i == 0));
            kernel_runs(e->d_name, info, k, jit, &t);
        }
        vj_codeobj_free(obj);
        vj_context_free(probe);
        t.files++;
    }
    closedir(d);
    printf("# %zu files, %zu kernels, %zu runs of %zu instructions (of %zu translatable), "
           "%zu through the JIT\n",
           t.files, t.kernels, t.runs, t.insts, t.translatable, t.jit_runs);
    ck_assert_uint_ge(t.files, 20);
    ck_assert_uint_gt(t.runs, 100);
    if (vj_jit_available())
        ck_assert_uint_gt(t.jit_runs, 0);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("corpus_runs");
    TCase *tc = tcase_create("runs");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, every_run_of_the_corpus_agrees_across_engines);
    suite_add_tcase(s, tc);
    return s;
}
