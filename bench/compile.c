/* compile: what a compile costs and what its code is worth, on real compiled
 * blocks (tests/data/blocks, cut from the kernel corpus) or the trace's:
 * the fixed cost of a compile, CPU ms per block per batch size, then per -O
 * level one batch and each block's code run side by side with the
 * interpreter and -O2's. Only the public API; a JIT result that differs from
 * the interpreter's is reported and fails the run. */
#include "config.h"

#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "bench.h"
#include "bench/real_blocks.h" /* generated from tests/data/blocks/real_gfx1100.s */

#define NLEVELS 4 /* -O0..-O3 */
#define NEXEC 2   /* every lane active; lane 5 off */

#define MAX_BATCHES 8

typedef struct compile_cfg {
    int real;       /* the real blocks (else the trace's) */
    unsigned nblocks;
    unsigned batch[MAX_BATCHES], nbatch; /* batch sizes of the per-batch table */
    unsigned wave;
    unsigned level_mask; /* 1 << -O level */
    unsigned runs;       /* runs of each block per timing */
    int in_process;
    uint64_t seed;
    const char *csv;
} compile_cfg;

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* This process's CPU time (its compile threads included) and that of the
 * waited-for children (libgccjit's assembler and linker; a helper process
 * is not one until it exits, so through the helper only wall time counts). */
static double cpu_ms(void)
{
    struct rusage self, kids;
    if (getrusage(RUSAGE_SELF, &self) != 0 || getrusage(RUSAGE_CHILDREN, &kids) != 0)
        return NAN;
    return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec + kids.ru_utime.tv_sec +
                    kids.ru_stime.tv_sec) * 1e3 +
           (double)(self.ru_utime.tv_usec + self.ru_stime.tv_usec + kids.ru_utime.tv_usec +
                    kids.ru_stime.tv_usec) / 1e3;
}

static uint64_t mix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* The input every block runs on: random v0..v255, s0..s15; exec all lanes
 * or all but lane 5. */
static void fill_wave(vj_wave *w, unsigned wave, int ex, uint64_t seed)
{
    uint64_t st = seed;
    for (unsigned r = 0; r < 256; r++)
        for (unsigned l = 0; l < wave; l++)
            vj_wave_set_vgpr(w, r, l, (uint32_t)mix64(&st));
    for (unsigned s = 0; s < 16; s++) {
        char name[8];
        snprintf(name, sizeof name, "s%u", s);
        vj_wave_set_sreg(w, name, (uint32_t)mix64(&st));
    }
    uint64_t all = wave == 64 ? ~0ull : 0xffffffffull;
    vj_wave_set_sreg(w, "exec", ex ? all & ~(1ull << 5) : all);
}

static int same_wave(const vj_wave *a, const vj_wave *b, unsigned wave)
{
    for (unsigned r = 0; r < 256; r++)
        for (unsigned l = 0; l < wave; l++)
            if (vj_wave_get_vgpr(a, r, l) != vj_wave_get_vgpr(b, r, l))
                return 0;
    return 1;
}

static vj_context *new_context(const compile_cfg *cfg, int level, vj_jit_policy p)
{
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    o.wave_size = cfg->wave;
    o.jit = p;
    if (level >= 0) /* else the library's default level */
        o.jit_opt_level = level;
    o.jit_in_process = cfg->in_process;
    o.cache_dir = ""; /* every compile is a compile */
    return vj_context_new(&o, NULL);
}

/* ns per run of each block's code (engine), summed over the blocks: the
 * best of ROUNDS rounds of runs each, so that a round slowed by other work
 * on the machine (its caches, a sibling hyperthread) does not count. Each
 * block starts with w's exec as it was on entry: a block that writes exec
 * (v_cmpx) would otherwise run the blocks after it under its exec, and
 * "every lane" would not be what they ran. */
#define ROUNDS 5
static double run_all(vj_context *ctx, vj_block **blk, unsigned n, vj_engine engine,
                      vj_wave *w, const compile_cfg *cfg)
{
    double best = NAN;
    uint64_t exec = 0;
    vj_wave_get_sreg(w, "exec", &exec);
    for (int round = 0; round < ROUNDS; round++) {
        double t0 = clock_ms(CLOCK_THREAD_CPUTIME_ID);
        for (unsigned i = 0; i < n; i++) {
            vj_wave_set_sreg(w, "exec", exec);
            for (unsigned k = 0; k < cfg->runs; k++)
                if (vj_run(ctx, blk[i], w, engine) != VJ_OK) {
                    fprintf(stderr, "vop3jit bench: run of block %u: %s\n", i,
                            vj_last_error(ctx));
                    return NAN;
                }
        }
        double ns = (clock_ms(CLOCK_THREAD_CPUTIME_ID) - t0) * 1e6 / cfg->runs;
        if (!(ns >= best))
            best = ns;
    }
    return best;
}

typedef struct level_result {
    double wall_ms, cpu_ms; /* per block, the batch's total over its size */
    double run_ns[NEXEC];   /* the blocks' code, one run of each, summed */
    unsigned mismatches;
} level_result;

/* Compile every block at level in one batch, time it, then check and time
 * its code against the interpreter's results (ref_out: per exec, per block). */
static int measure_level(const compile_cfg *cfg, const vjb_blockset *bs, int level,
                         vj_wave *const *in, vj_wave **ref_out, vj_wave *w, level_result *res)
{
    vj_context *ctx = new_context(cfg, level, VJ_JIT_EAGER);
    vj_block **blk = ctx ? calloc(bs->n, sizeof *blk) : NULL;
    int rc = -1;
    if (!blk)
        goto out;
    double c0 = cpu_ms(), t0 = clock_ms(CLOCK_MONOTONIC);
    if (vj_translate_batch(ctx, (const uint8_t *const *)bs->code, bs->len, bs->n, blk) != VJ_OK) {
        fprintf(stderr, "vop3jit bench: -O%d batch: %s\n", level, vj_last_error(ctx));
        goto out;
    }
    res->wall_ms = (clock_ms(CLOCK_MONOTONIC) - t0) / bs->n;
    res->cpu_ms = (cpu_ms() - c0) / bs->n;
    for (unsigned i = 0; i < bs->n; i++)
        if (vj_block_jit_failure(blk[i])) {
            fprintf(stderr, "vop3jit bench: -O%d block %u: %s\n", level, i,
                    vj_block_jit_failure(blk[i]));
            goto out;
        }
    for (int ex = 0; ex < NEXEC; ex++) {
        for (unsigned i = 0; i < bs->n; i++) {
            vj_wave_copy(w, in[ex]);
            if (vj_run(ctx, blk[i], w, VJ_ENGINE_JIT) != VJ_OK) {
                fprintf(stderr, "vop3jit bench: -O%d run: %s\n", level, vj_last_error(ctx));
                goto out;
            }
            if (!same_wave(w, ref_out[ex * bs->n + i], cfg->wave)) {
                fprintf(stderr, "vop3jit bench: -O%d block %u (exec %d) differs from the "
                                "interpreter\n", level, i, ex);
                res->mismatches++;
            }
        }
        vj_wave_copy(w, in[ex]);
        res->run_ns[ex] = run_all(ctx, blk, bs->n, VJ_ENGINE_JIT, w, cfg);
    }
    rc = 0;
out:
    for (unsigned i = 0; blk && i < bs->n; i++)
        vj_block_free(blk[i]);
    free(blk);
    vj_context_free(ctx);
    return rc;
}

/* The real blocks: vjb_text_real_blocks, one block per line '; block
 * FILE:LINE' (gfx1100 wave32 code), at most max of them. -1 (said) on failure. */
static int real_blocks(vjb_blockset *bs, unsigned max)
{
    const char *hdr = "\n; block ";
    unsigned n = 0;
    for (const char *p = strstr(vjb_text_real_blocks, hdr); p; p = strstr(p + 1, hdr))
        n++;
    if (n > max)
        n = max;
    bs->n = 0;
    bs->code = calloc(n ? n : 1, sizeof *bs->code);
    bs->len = calloc(n ? n : 1, sizeof *bs->len);
    vj_context *ctx = vj_context_new(NULL, NULL);
    int rc = bs->code && bs->len && ctx && n ? 0 : -1;
    const char *p = strstr(vjb_text_real_blocks, hdr);
    while (rc == 0 && bs->n < n) {
        const char *next = strstr(p + 1, hdr);
        size_t size = next ? (size_t)(next - p) : strlen(p);
        char *text = strndup(p + 1, size - 1);
        if (!text || vj_assemble(ctx, text, "real_gfx1100.s", &bs->code[bs->n],
                                 &bs->len[bs->n]) != VJ_OK) {
            fprintf(stderr, "vop3jit bench: real block %u does not assemble: %s\n", bs->n,
                    text ? vj_last_error(ctx) : "out of memory");
            rc = -1;
        } else {
            for (const char *l = strchr(text, '\n'); l && l[1]; l = strchr(l + 1, '\n'))
                bs->total_insts += l[1] != ';';
            bs->n++;
        }
        free(text);
        p = next;
    }
    vj_context_free(ctx);
    return rc;
}

/* The fixed cost of one compile: a batch of one trivial block (v_mov_b32),
 * compiled `reps` times, each in a context of its own; the median CPU and
 * wall ms of one. What a compile costs before any real code. */
static int fixed_cost(const compile_cfg *cfg, unsigned reps, double *cpu, double *wall)
{
    static const uint8_t mov[] = {0x01, 0x03, 0x00, 0x7e}; /* v_mov_b32_e32 v0, v1 */
    double c[16], t[16];
    reps = reps > 16 ? 16 : reps;
    for (unsigned r = 0; r < reps; r++) {
        vj_context *ctx = new_context(cfg, -1, VJ_JIT_EAGER);
        vj_block *blk = NULL;
        double c0 = cpu_ms(), t0 = clock_ms(CLOCK_MONOTONIC);
        vj_status st = ctx ? vj_translate(ctx, mov, sizeof mov, &blk) : VJ_ERR_NOMEM;
        c[r] = cpu_ms() - c0;
        t[r] = clock_ms(CLOCK_MONOTONIC) - t0;
        int bad = st != VJ_OK || vj_block_jit_failure(blk);
        if (bad)
            fprintf(stderr, "vop3jit bench: fixed cost: %s\n",
                    st != VJ_OK ? vj_last_error(ctx) : vj_block_jit_failure(blk));
        vj_block_free(blk);
        vj_context_free(ctx);
        if (bad)
            return -1;
    }
    for (unsigned i = 1; i < reps; i++) /* insertion sort, then the middle */
        for (unsigned j = i; j > 0 && c[j - 1] > c[j]; j--) {
            double x = c[j]; c[j] = c[j - 1]; c[j - 1] = x;
        }
    for (unsigned i = 1; i < reps; i++)
        for (unsigned j = i; j > 0 && t[j - 1] > t[j]; j--) {
            double x = t[j]; t[j] = t[j - 1]; t[j - 1] = x;
        }
    *cpu = c[reps / 2];
    *wall = t[reps / 2];
    return 0;
}

/* CPU and wall ms per block at the default -O level when the same SAMPLE
 * blocks (spread over the set) are compiled in batches of `size`, each
 * batch a context of its own, as the tiered policy's workers compile. */
#define SAMPLE 32
static int batch_cost(const compile_cfg *cfg, const vjb_blockset *bs, unsigned size,
                      double *cpu, double *wall)
{
    unsigned m = bs->n < SAMPLE ? bs->n : SAMPLE;
    const uint8_t *code[SAMPLE];
    size_t len[SAMPLE];
    vj_block *blk[SAMPLE] = {NULL};
    for (unsigned k = 0; k < m; k++) {
        code[k] = bs->code[k * bs->n / m];
        len[k] = bs->len[k * bs->n / m];
    }
    double c0 = cpu_ms(), t0 = clock_ms(CLOCK_MONOTONIC);
    int rc = 0;
    for (unsigned k = 0; k < m && rc == 0; k += size) {
        unsigned b = m - k < size ? m - k : size;
        vj_context *ctx = new_context(cfg, -1, VJ_JIT_EAGER);
        if (!ctx || vj_translate_batch(ctx, code + k, len + k, b, blk + k) != VJ_OK) {
            fprintf(stderr, "vop3jit bench: batch of %u: %s\n", b,
                    ctx ? vj_last_error(ctx) : "no context");
            rc = -1;
        }
        for (unsigned i = k; i < k + b && rc == 0; i++)
            if (vj_block_jit_failure(blk[i])) {
                fprintf(stderr, "vop3jit bench: batch of %u: %s\n", b,
                        vj_block_jit_failure(blk[i]));
                rc = -1;
            }
        for (unsigned i = k; i < k + b; i++) {
            vj_block_free(blk[i]);
            blk[i] = NULL;
        }
        vj_context_free(ctx);
    }
    *cpu = (cpu_ms() - c0) / m;
    *wall = (clock_ms(CLOCK_MONOTONIC) - t0) / m;
    return rc;
}

/* The benchmark's workloads (W1-W6) too, one block each: ns per run of
 * its code at each level, from the same input, checked against the
 * interpreter. Returns the mismatches, or -1 when something failed. */
static int workload_table(const compile_cfg *cfg, FILE *csv)
{
    int bad = 0;
    printf("\nThe workloads (bench.c's W1-W6), wave%u: ns per run (CPU time, the best of %d "
           "rounds of %u)\n",
           cfg->wave, ROUNDS, cfg->runs);
    printf("%-19s %10s", "workload", "interp");
    for (int l = 0; l < NLEVELS; l++)
        if (cfg->level_mask & (1u << l))
            printf("   jit-O%d   /O2", l);
    printf("\n");
    vj_wave *in = vj_wave_new(cfg->wave), *ref = vj_wave_new(cfg->wave);
    vj_wave *w = vj_wave_new(cfg->wave);
    vj_context *actx = new_context(cfg, 2, VJ_JIT_OFF);
    for (size_t wi = 0; in && ref && w && actx && wi < vjb_nworkloads; wi++) {
        const vjb_workload *wl = &vjb_workloads[wi];
        uint8_t *code = NULL;
        size_t len = 0;
        vj_block *iblk = NULL;
        if (vj_assemble(actx, vjb_text(wl, actx), wl->file, &code, &len) != VJ_OK ||
            vj_translate(actx, code, len, &iblk) != VJ_OK) {
            fprintf(stderr, "vop3jit bench: %s: %s\n", wl->id, vj_last_error(actx));
            vj_free(code);
            bad = -1;
            break;
        }
        wl->setup(in, cfg->seed + wi);
        vj_wave_copy(ref, in);
        vj_run(actx, iblk, ref, VJ_ENGINE_INTERP);
        vj_block *one[1] = {iblk};
        vj_wave_copy(w, in);
        double ti = run_all(actx, one, 1, VJ_ENGINE_INTERP, w, cfg), t[NLEVELS] = {NAN};
        char label[40];
        snprintf(label, sizeof label, "%s %s", wl->id, wl->name);
        printf("%-19.19s %10.1f", label, ti);
        for (int l = 0; l < NLEVELS; l++) {
            t[l] = NAN;
            if (!(cfg->level_mask & (1u << l)))
                continue;
            vj_context *ctx = new_context(cfg, l, VJ_JIT_EAGER);
            vj_block *blk = NULL;
            if (ctx && vj_translate(ctx, code, len, &blk) == VJ_OK &&
                !vj_block_jit_failure(blk)) {
                vj_wave_copy(w, in);
                if (vj_run(ctx, blk, w, VJ_ENGINE_JIT) == VJ_OK && same_wave(w, ref, cfg->wave)) {
                    vj_wave_copy(w, in);
                    one[0] = blk;
                    t[l] = run_all(ctx, one, 1, VJ_ENGINE_JIT, w, cfg);
                } else {
                    fprintf(stderr, "vop3jit bench: %s -O%d differs from the interpreter\n",
                            wl->id, l);
                    if (bad >= 0)
                        bad++;
                }
            } else {
                fprintf(stderr, "vop3jit bench: %s -O%d: %s\n", wl->id, l,
                        ctx ? vj_last_error(ctx) : "no context");
                bad = -1;
            }
            vj_block_free(blk);
            vj_context_free(ctx);
        }
        for (int l = 0; l < NLEVELS; l++)
            if (cfg->level_mask & (1u << l))
                printf(" %8.1f %5.2f", t[l], t[l] / t[2]);
        printf("\n");
        if (csv)
            for (int l = 0; l < NLEVELS; l++)
                if (cfg->level_mask & (1u << l))
                    fprintf(csv, "workload-%s-O%d,,,%.2f,,\n", wl->id, l, t[l]);
        vj_block_free(iblk);
        vj_free(code);
    }
    vj_context_free(actx);
    vj_wave_free(in);
    vj_wave_free(ref);
    vj_wave_free(w);
    return bad;
}

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: vop3jit bench --compile [OPTION]...\n"
            "What a compile costs and what its code is worth, on real compiled blocks\n"
            "(tests/data/blocks/real_gfx1100.s: runs of 4-48 vector ALU instructions that\n"
            "clang-19 wrote for the kernel corpus, gfx1100 wave32) or the trace's blocks:\n"
            "the fixed cost of one compile (a one-instruction batch); CPU and wall ms per\n"
            "block at the default -O level per batch size (32 blocks, batches of each size);\n"
            "then per -O level one batch of every block, its CPU and wall ms per block and\n"
            "the speed of its code (every block run once, summed) beside the interpreter\n"
            "and -O2, every lane active and one off; then the same for the workloads\n"
            "W1-W6. Each JIT result is checked against the interpreter's.\n\n"
            "      --set=real|trace  the blocks (default real)\n"
            "      --blocks=N      at most N blocks (default: real all, trace 64)\n"
            "      --batches=LIST  batch sizes, e.g. 1,4,32 (default 1,4,32; 0: none)\n"
            "      --levels=LIST   -O levels, e.g. 0,1,2 (default 0,1,2)\n"
            "      --wave=N        32 or 64, the trace's blocks only (default 64)\n"
            "      --runs=N        runs of each block per round (default 2000)\n"
            "      --helper        compile through the helper (default in process;\n"
            "                      its CPU column then counts only this process)\n"
            "      --seed=N        the trace's blocks and the input (default 1)\n"
            "      --csv=FILE      also write the figures as CSV\n");
}

/* "1,4,32" into cfg->batch; 0 alone: no batch table. */
static int parse_batches(compile_cfg *cfg, const char *arg)
{
    cfg->nbatch = 0;
    for (const char *p = arg; *p;) {
        char *end;
        unsigned long v = strtoul(p, &end, 10);
        if (end == p || v > 4096 || (*end && *end != ','))
            return -1;
        if (v && cfg->nbatch == MAX_BATCHES)
            return -1;
        if (v)
            cfg->batch[cfg->nbatch++] = (unsigned)v;
        p = *end ? end + 1 : end;
    }
    return 0;
}

int vjb_compile_main(int argc, char **argv)
{
    enum { O_COMPILE = 256, O_SET, O_BLOCKS, O_BATCHES, O_LEVELS, O_WAVE, O_RUNS, O_HELPER,
           O_SEED, O_CSV };
    static const struct option longopts[] = {
        {"compile", no_argument, NULL, O_COMPILE},
        {"set", required_argument, NULL, O_SET},
        {"batches", required_argument, NULL, O_BATCHES},
        {"blocks", required_argument, NULL, O_BLOCKS},
        {"levels", required_argument, NULL, O_LEVELS},
        {"wave", required_argument, NULL, O_WAVE},
        {"runs", required_argument, NULL, O_RUNS},
        {"helper", no_argument, NULL, O_HELPER},
        {"seed", required_argument, NULL, O_SEED},
        {"csv", required_argument, NULL, O_CSV},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    compile_cfg cfg = {.real = 1, .nblocks = 0, .batch = {1, 4, 32}, .nbatch = 3, .wave = 0,
                       .level_mask = 7, .runs = 2000, .in_process = 1, .seed = 1};
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        char *end = NULL;
        unsigned long v = optarg ? strtoul(optarg, &end, 10) : 0;
        int bad_num = optarg && (!*optarg || *end);
        switch (c) {
        case O_COMPILE:
            break;
        case O_SET:
            if (strcmp(optarg, "real") != 0 && strcmp(optarg, "trace") != 0)
                goto bad;
            cfg.real = strcmp(optarg, "real") == 0;
            break;
        case O_BATCHES:
            if (parse_batches(&cfg, optarg) != 0)
                goto bad;
            break;
        case O_BLOCKS:
            if (bad_num || v < 1 || v > 4096)
                goto bad;
            cfg.nblocks = (unsigned)v;
            break;
        case O_LEVELS:
            cfg.level_mask = 0;
            for (const char *p = optarg; *p; p++) {
                if (*p >= '0' && *p <= '3')
                    cfg.level_mask |= 1u << (*p - '0');
                else if (*p != ',')
                    goto bad;
            }
            if (!cfg.level_mask)
                goto bad;
            break;
        case O_WAVE:
            if (bad_num || (v != 32 && v != 64))
                goto bad;
            cfg.wave = (unsigned)v;
            break;
        case O_RUNS:
            if (bad_num || v < 1 || v > 10000000)
                goto bad;
            cfg.runs = (unsigned)v;
            break;
        case O_HELPER:
            cfg.in_process = 0;
            break;
        case O_SEED:
            if (bad_num)
                goto bad;
            cfg.seed = v;
            break;
        case O_CSV:
            cfg.csv = optarg;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            goto bad;
        }
    }
    if (optind < argc || (cfg.real && cfg.wave == 64))
        goto bad; /* the real blocks are wave32 code (vcc_lo) */
    if (!cfg.wave)
        cfg.wave = cfg.real ? 32 : 64;
    if (!cfg.nblocks)
        cfg.nblocks = cfg.real ? 4096 : 64;

    vjb_blockset bs = {0};
    vj_wave *in[NEXEC] = {NULL}, *w = vj_wave_new(cfg.wave);
    vj_wave **ref_out = NULL;
    vj_context *ictx = new_context(&cfg, 2, VJ_JIT_OFF);
    vj_block **iblk = NULL;
    level_result res[NLEVELS] = {{0}};
    double interp_ns[NEXEC] = {NAN, NAN};
    double fixed_cpu = NAN, fixed_wall = NAN, bcpu[MAX_BATCHES], bwall[MAX_BATCHES];
    int rc = 1;
    if ((cfg.real ? real_blocks(&bs, cfg.nblocks) : vjb_trace_blocks(&bs, cfg.nblocks, cfg.seed))
        != 0)
        goto out;
    ref_out = calloc((size_t)NEXEC * bs.n, sizeof *ref_out);
    iblk = calloc(bs.n, sizeof *iblk);
    if (!w || !ref_out || !ictx || !iblk)
        goto out;
    if (vj_translate_batch(ictx, (const uint8_t *const *)bs.code, bs.len, bs.n, iblk) != VJ_OK) {
        fprintf(stderr, "vop3jit bench: translate: %s\n", vj_last_error(ictx));
        goto out;
    }
    /* The interpreter's results are what every level's code must give. */
    for (int ex = 0; ex < NEXEC; ex++) {
        if (!(in[ex] = vj_wave_new(cfg.wave)))
            goto out;
        fill_wave(in[ex], cfg.wave, ex, cfg.seed * 77 + (uint64_t)ex);
        for (unsigned i = 0; i < bs.n; i++) {
            vj_wave *o = ref_out[ex * bs.n + i] = vj_wave_new(cfg.wave);
            if (!o)
                goto out;
            vj_wave_copy(o, in[ex]);
            if (vj_run(ictx, iblk[i], o, VJ_ENGINE_INTERP) != VJ_OK)
                goto out;
        }
        vj_wave_copy(w, in[ex]);
        interp_ns[ex] = run_all(ictx, iblk, bs.n, VJ_ENGINE_INTERP, w, &cfg);
    }
    fprintf(stderr, "bench: fixed cost, 5 one-instruction compiles\n");
    if (fixed_cost(&cfg, 5, &fixed_cpu, &fixed_wall) != 0)
        goto out;
    for (unsigned k = 0; k < cfg.nbatch; k++) {
        fprintf(stderr, "bench: batches of %u\n", cfg.batch[k]);
        if (batch_cost(&cfg, &bs, cfg.batch[k], &bcpu[k], &bwall[k]) != 0)
            goto out;
    }
    unsigned mismatches = 0;
    for (int l = 0; l < NLEVELS; l++) {
        if (!(cfg.level_mask & (1u << l)))
            continue;
        fprintf(stderr, "bench: compile -O%d, %u blocks\n", l, bs.n);
        if (measure_level(&cfg, &bs, l, in, ref_out, w, &res[l]) != 0)
            goto out;
        mismatches += res[l].mismatches;
    }

    FILE *csv = cfg.csv ? fopen(cfg.csv, "w") : NULL;
    if (cfg.csv && !csv)
        fprintf(stderr, "vop3jit bench: cannot write %s\n", cfg.csv);
    vj_options dflt;
    vj_options_init(&dflt);
    printf("Compile cost and code speed: %u %s blocks (%.1f instructions on average), "
           "wave%u, %s.\n\n",
           bs.n, cfg.real ? "real (tests/data/blocks/real_gfx1100.s)" : "trace",
           (double)bs.total_insts / bs.n, cfg.wave,
           cfg.in_process ? "in process" : "through the helper");
    printf("Fixed cost of one compile (one v_mov_b32, its own context, median of 5), "
           "-O%d: %.2f ms CPU%s, %.2f ms wall\n",
           dflt.jit_opt_level, fixed_cpu, cfg.in_process ? "" : " (this process only)",
           fixed_wall);
    if (cfg.nbatch) {
        printf("\nPer block, -O%d, the same %u blocks compiled in batches of each size:\n",
               dflt.jit_opt_level, bs.n < SAMPLE ? bs.n : SAMPLE);
        printf("%-7s %9s %9s\n", "batch", "cpu ms", "wall ms");
        for (unsigned k = 0; k < cfg.nbatch; k++)
            printf("%-7u %9.2f %9.2f\n", cfg.batch[k], bcpu[k], bwall[k]);
    }
    printf("\nOne batch of all %u blocks per -O level:\n", bs.n);
    printf("Code: ns for one run of every block (CPU time, the best of %d rounds of %u); "
           "ratios to the interpreter and to -O2 (>1 = slower).\n\n",
           ROUNDS, cfg.runs);
    printf("%-7s %9s %9s %12s %8s %8s %12s %8s %8s %5s\n", "engine", "cpu ms", "wall ms",
           "all ns", "/interp", "/O2", "lane off ns", "/interp", "/O2", "diff");
    printf("%-7s %9s %9s %12.0f %8s %8s %12.0f %8s %8s %5s\n", "interp", "-", "-", interp_ns[0],
           "1.00", "-", interp_ns[1], "1.00", "-", "-");
    if (csv) {
        fprintf(csv, "engine,cpu_ms_per_block,wall_ms_per_block,all_lanes_ns,lane_off_ns,"
                     "mismatches\ninterp,,,%.1f,%.1f,\n",
                interp_ns[0], interp_ns[1]);
        fprintf(csv, "fixed-cost,%.3f,%.3f,,,\n", fixed_cpu, fixed_wall);
        for (unsigned k = 0; k < cfg.nbatch; k++)
            fprintf(csv, "batch-%u,%.3f,%.3f,,,\n", cfg.batch[k], bcpu[k], bwall[k]);
    }
    int have_o2 = (cfg.level_mask & 4) != 0;
    for (int l = 0; l < NLEVELS; l++) {
        if (!(cfg.level_mask & (1u << l)))
            continue;
        const level_result *r = &res[l];
        char name[8], o2[NEXEC][16];
        snprintf(name, sizeof name, "jit-O%d", l);
        for (int ex = 0; ex < NEXEC; ex++)
            snprintf(o2[ex], sizeof o2[ex], have_o2 ? "%.2f" : "-",
                     r->run_ns[ex] / res[2].run_ns[ex]);
        printf("%-7s %9.2f %9.2f %12.0f %8.2f %8s %12.0f %8.2f %8s %5u\n", name, r->cpu_ms,
               r->wall_ms, r->run_ns[0], r->run_ns[0] / interp_ns[0], o2[0], r->run_ns[1],
               r->run_ns[1] / interp_ns[1], o2[1], r->mismatches);
        if (csv)
            fprintf(csv, "%s,%.3f,%.3f,%.1f,%.1f,%u\n", name, r->cpu_ms, r->wall_ms,
                    r->run_ns[0], r->run_ns[1], r->mismatches);
    }
    int wbad = workload_table(&cfg, csv);
    if (csv)
        fclose(csv);
    rc = mismatches || wbad ? 1 : 0;
out:
    for (unsigned i = 0; iblk && i < bs.n; i++)
        vj_block_free(iblk[i]);
    free(iblk);
    for (unsigned i = 0; ref_out && i < (unsigned)NEXEC * bs.n; i++)
        vj_wave_free(ref_out[i]);
    free(ref_out);
    for (int ex = 0; ex < NEXEC; ex++)
        vj_wave_free(in[ex]);
    vj_wave_free(w);
    vj_context_free(ictx);
    vjb_trace_blocks_free(&bs);
    return rc;
bad:
    fprintf(stderr, "Try 'vop3jit bench --compile --help' for more information.\n");
    return 2;
}
