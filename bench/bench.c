/* bench: the driver behind 'vop3jit bench': checks every engine and
 * baseline against the reference evaluator, times them side by side on the
 * same data (runs.c), measures compile latency, cache hits (latency.c) and
 * break-even, and writes the table, CSV, JSON and chart data from one list
 * of figures (figures.c). It uses only the public API. This file: the
 * options and the order of the jobs. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "driver.h"

static void usage(FILE *f)
{
    fprintf(
        f, "Usage: vop3jit bench [OPTION]...\n"
           "Benchmark the reference evaluator, the interpreter and the JIT (-O0, -O2, -O3)\n"
           "against a per-byte C emulator and hand-written kernels, on W1-W6 (W5, W6: float\n"
           "code) for wave64 and wave32; then the same with 16 waves a call, and with half\n"
           "the lanes of exec off; also JIT compile latency, cache-hit lookup time and\n"
           "break-even.\n"
           "The table goes to stdout, vjb_progress to stderr.\n\n"
           "  -q, --quick          a short run (under 15 s): fewer and shorter runs\n"
           "      --csv FILE       also write every figure as CSV\n"
           "      --json FILE      also write every figure as JSON\n"
           "      --plot-data FILE also write ns per wave-instruction for gnuplot\n"
           "      --wave N         only wave N (32 or 64)\n"
           "      --reps N         timed runs per figure (vjb_median taken; default 7, quick 3)\n"
           "      --insts N        wave-instructions per timed run (default 100000, quick 10000)\n"
           "      --seed N         seed of the input data (default 1)\n"
           "      --jit off        no JIT at all: the interpreter, reference and baselines\n"
           "                       (the JIT figures compile at translation, as --jit eager;\n"
           "                       --trace measures each policy end to end)\n"
           "      --trace          the end-to-end trace instead (--trace --help)\n"
           "      --compile        compile cost and code speed per -O level instead\n"
           "                       (--compile --help)\n"
           "      --flow           W7 through the code-region call and the cost of a\n"
           "                       block transition instead (--flow --help)\n"
           "      --dispatch       W8: corpus kernels dispatched over grids, memory\n"
           "                       included, instead (--dispatch --help)\n"
           "      --wall-clock     time executions by the wall clock (default: the\n"
           "                       thread's CPU time, which other load disturbs less)\n"
           "  -h, --help           display this help and exit\n");
}

void vjb_read_cpu(char *buf, size_t size)
{
    snprintf(buf, size, "unknown CPU");
    FILE *f = fopen("/proc/cpuinfo", "r");
    if (!f)
        return;
    char line[256];
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "model name", 10) == 0) {
            char *p = strchr(line, ':');
            if (p) {
                p += 1 + strspn(p + 1, " \t");
                p[strcspn(p, "\n")] = '\0';
                snprintf(buf, size, "%s", p);
            }
            break;
        }
    }
    fclose(f);
}

/* The 1-minute load average, or NAN. */
double vjb_read_load(void)
{
    double v = NAN;
    FILE *f = fopen("/proc/loadavg", "r");
    if (f) {
        if (fscanf(f, "%lf", &v) != 1)
            v = NAN;
        fclose(f);
    }
    return v;
}

static int parse_long(const char *s, long lo, long hi, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 0);
    if (errno || *s == '\0' || *end != '\0' || v < lo || v > hi)
        return -1;
    *out = v;
    return 0;
}

static int parse_args(config *cfg, int argc, char **argv)
{
    enum { O_CSV = 256, O_JSON, O_PLOT, O_WAVE, O_REPS, O_INSTS, O_SEED, O_WALL, O_JIT };
    static const struct option longopts[] = {
        {"quick", no_argument, NULL, 'q'},
        {"csv", required_argument, NULL, O_CSV},
        {"json", required_argument, NULL, O_JSON},
        {"plot-data", required_argument, NULL, O_PLOT},
        {"wave", required_argument, NULL, O_WAVE},
        {"reps", required_argument, NULL, O_REPS},
        {"insts", required_argument, NULL, O_INSTS},
        {"seed", required_argument, NULL, O_SEED},
        {"wall-clock", no_argument, NULL, O_WALL},
        {"jit", required_argument, NULL, O_JIT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    long reps = 0, insts = 0, v;
    int c;
    memset(cfg, 0, sizeof *cfg);
    cfg->wave_mask = 3;
    cfg->seed = 1;
    while ((c = getopt_long(argc, argv, "qh", longopts, NULL)) != -1) {
        switch (c) {
        case 'q':
            cfg->quick = 1;
            break;
        case O_CSV:
            cfg->csv = optarg;
            break;
        case O_JSON:
            cfg->json = optarg;
            break;
        case O_PLOT:
            cfg->plot = optarg;
            break;
        case O_WAVE:
            if (parse_long(optarg, 32, 64, &v) != 0 || (v != 32 && v != 64))
                goto bad;
            cfg->wave_mask = v == 64 ? 1 : 2;
            break;
        case O_REPS:
            if (parse_long(optarg, 1, MAXREPS, &reps) != 0)
                goto bad;
            break;
        case O_INSTS:
            if (parse_long(optarg, 1, 1000000000L, &insts) != 0)
                goto bad;
            break;
        case O_SEED:
            if (parse_long(optarg, 0, 0x7fffffffL, &v) != 0)
                goto bad;
            cfg->seed = (uint64_t)v;
            break;
        case O_WALL:
            cfg->wall_clock = 1;
            break;
        case O_JIT: {
            vj_jit_policy p;
            if (vj_jit_policy_parse(optarg, &p) != VJ_OK)
                goto bad;
            cfg->no_jit = p == VJ_JIT_OFF;
            break;
        }
        case 'h':
            usage(stdout);
            return 1;
        default:
            goto usage;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "vop3jit bench: unexpected argument '%s'\n", argv[optind]);
        goto usage;
    }
    cfg->reps = reps ? (int)reps : cfg->quick ? 3 : 7;
    cfg->wave_insts = insts ? insts : cfg->quick ? 10000 : 100000;
    cfg->compile_reps = cfg->quick ? 1 : 3;
    cfg->levels = cfg->quick ? 1 << 1 : 7; /* quick: the JIT at -O2 only */
    cfg->batch = cfg->quick ? 12 : 32;
    cfg->hit_calls = cfg->quick ? 2000 : 20000;
    return 0;
bad:
    fprintf(stderr, "vop3jit bench: invalid argument '%s'\n", optarg);
usage:
    fprintf(stderr, "Try 'vop3jit bench --help' for more information.\n");
    return 2;
}

int vjb_main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--trace") == 0)
            return vjb_trace_main(argc, argv);
        else if (strcmp(argv[i], "--compile") == 0)
            return vjb_compile_main(argc, argv);
        else if (strcmp(argv[i], "--flow") == 0)
            return vjb_flow_main(argc, argv);
        else if (strcmp(argv[i], "--dispatch") == 0)
            return vjb_dispatch_main(argc, argv);
    bench *b = calloc(1, sizeof *b);
    int rc = 1;
    code codes[MAXW] = {{0}};
    wavectx wcs[NWAVES] = {{0}};
    if (!b) {
        fprintf(stderr, "vop3jit bench: out of memory\n");
        return 1;
    }
    int pa = parse_args(&b->cfg, argc, argv);
    if (pa != 0) {
        free(b);
        return pa == 1 ? 0 : 2;
    }
    /* An output file that cannot be written is found now, not after the
     * run. Opened for appending: an existing file keeps its contents until
     * the run has its figures. */
    const char *outs[] = {b->cfg.csv, b->cfg.json, b->cfg.plot};
    for (size_t i = 0; i < sizeof outs / sizeof outs[0]; i++) {
        FILE *f = outs[i] ? fopen(outs[i], "a") : NULL;
        if (outs[i] && !f) {
            fprintf(stderr, "vop3jit bench: %s: %s\n", outs[i], strerror(errno));
            free(b);
            return 1;
        }
        if (f)
            fclose(f);
    }
    double t_start = vjb_now_ns();
    time_t now = time(NULL);
    strftime(b->started, sizeof b->started, "%Y-%m-%d %H:%M", gmtime(&now));
    vjb_read_cpu(b->cpu, sizeof b->cpu);
    b->cores = sysconf(_SC_NPROCESSORS_ONLN);
    b->load[0] = vjb_read_load();
    b->jit = vj_jit_available() && !b->cfg.no_jit;
    vjb_hand_select(&b->hand, VJB_ISA_BEST);
    if (vjb_nworkloads > MAXW) { /* (driver.h's tables hold MAXW workloads) */
        fprintf(stderr, "vop3jit bench: %zu workloads, the tables hold %d\n", vjb_nworkloads,
                MAXW);
        free(b);
        return 1;
    }
    for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
        long it = b->cfg.wave_insts / (long)vjb_workloads[wi].nprog;
        b->iters[wi] = it > 0 ? it : 1;
    }
    for (int w = 0; w < NWAVES; w++)
        for (size_t wi = 0; wi < MAXW; wi++)
            for (int li = 0; li < NLEVELS; li++)
                b->compile_ms[w][wi][li] = b->compile_cpu_ms[w][wi][li] = b->batch_ms[w][li] =
                    b->batch_cpu_ms[w][li] = NAN;
    b->hit_ns[0] = b->hit_ns[1] = NAN;
    vjb_progress("bench: %s, %d runs of %ld wave-instructions per figure; hand-written: %s; "
             "JIT: %s\n",
             b->cfg.quick ? "quick" : "full", b->cfg.reps, b->cfg.wave_insts, b->hand.isa,
             b->jit ? "yes" : "not built");

    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        wavectx *wc = &wcs[wvi];
        wc->wave = vjb_wave_sizes[wvi];
        for (int li = 0; li < NLEVELS; li++) {
            vj_options o;
            vj_status st;
            vj_options_init(&o);
            o.target = VJ_GFX1100;
            o.wave_size = wc->wave;
            o.jit_opt_level = vjb_jit_levels[li];
            /* The compile figures are those of a translation. */
            o.jit = b->jit ? VJ_JIT_EAGER : VJ_JIT_OFF;
            wc->ctx[li] = vj_context_new(&o, &st);
            if (!wc->ctx[li]) {
                vjb_fail("vj_context_new: %s", vj_status_string(st));
                goto out;
            }
        }
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            if (vjb_bench_workload(b, wc, wvi, wi) != 0)
                goto out;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            if (vjb_bench_batched(b, wc, wvi, wi) != 0)
                goto out;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            if (vjb_bench_half(b, wc, wvi, wi) != 0)
                goto out;
        if (b->jit) {
            for (size_t wi = 0; wi < vjb_nworkloads; wi++)
                if (!codes[wi].bytes && vjb_assemble(wc->ctx[0], &vjb_workloads[wi], &codes[wi]) != 0)
                    goto out;
            if (vjb_bench_compile(b, wc, wvi, codes) != 0)
                goto out;
        }
    }

    /* Cache hits: on a fresh context, so that the lookup is into a small
     * table as it would be in steady state; wave64, default options. */
    {
        vj_options o;
        vj_options_init(&o);
        o.target = VJ_GFX1100;
        o.wave_size = 64;
        vj_context *ctx = vj_context_new(&o, NULL);
        size_t ids[2] = {vjb_find_workload("W1"), vjb_find_workload("W4c")};
        vjb_progress("bench: cache-hit lookup\n");
        for (int i = 0; ctx && i < 2; i++) {
            if (!codes[ids[i]].bytes &&
                vjb_assemble(ctx, &vjb_workloads[ids[i]], &codes[ids[i]]) != 0) {
                vj_context_free(ctx);
                goto out;
            }
            if (vjb_bench_cache_hit(b, ctx, &codes[ids[i]], i) != 0) {
                vj_context_free(ctx);
                goto out;
            }
        }
        vj_context_free(ctx);
    }

    b->seconds = (vjb_now_ns() - t_start) / 1e9;
    b->load[1] = vjb_read_load();
    vjb_figures fs;
    if (vjb_figures_collect(b, &fs) != 0) {
        vjb_fail("out of memory");
        goto out;
    }
    vjb_print_report(b, &fs, stdout);
    fflush(stdout);
    rc = 0;
    if (b->cfg.csv && vjb_write_csv(&fs, b->cfg.csv) != 0)
        rc = 1;
    if (b->cfg.json && vjb_write_json(b, &fs, b->cfg.json) != 0)
        rc = 1;
    if (b->cfg.plot && vjb_write_plot(b, &fs, b->cfg.plot) != 0)
        rc = 1;
    vjb_figures_free(&fs);
out:
    for (int wvi = 0; wvi < NWAVES; wvi++)
        for (int li = 0; li < NLEVELS; li++)
            vj_context_free(wcs[wvi].ctx[li]);
    for (size_t wi = 0; wi < MAXW; wi++)
        vj_free(codes[wi].bytes);
    free(b);
    return rc;
}
