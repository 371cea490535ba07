/* figures: a run's figures as one list, measured and derived (ratios,
 * break-even), made once from what the jobs measured; and the writers that
 * read it: the table, CSV, JSON and gnuplot data. So every output shows the
 * same numbers, computed in one place. */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* ------------------------------------------------------------------ list */

size_t vjb_find_workload(const char *id)
{
    for (size_t i = 0; i < vjb_nworkloads; i++)
        if (strcmp(vjb_workloads[i].id, id) == 0)
            return i;
    return 0;
}

/* Append a figure; a NAN value (not measured) is left out. */
static int add(vjb_figures *fs, const char *kind, const char *wl, unsigned wave, int e,
               const char *metric, double v, const char *unit)
{
    if (isnan(v))
        return 0;
    if (fs->n == fs->cap) {
        size_t cap = fs->cap ? 2 * fs->cap : 256;
        vjb_figure *nv = realloc(fs->v, cap * sizeof *nv);
        if (!nv)
            return -1;
        fs->v = nv;
        fs->cap = cap;
    }
    fs->v[fs->n++] = (vjb_figure){kind, wl, wave, vjb_engine_names[e], metric, v, unit};
    return 0;
}

static double ns_or_nan(const result *r)
{
    return r->measured ? r->ns : NAN;
}

/* Executions after which JIT (compile included) beats the interpreter:
 * the smallest n with compile + n * t_jit < n * t_interp. */
static double break_even(double compile_ms, double t_interp, double t_jit)
{
    if (isnan(compile_ms) || isnan(t_interp) || isnan(t_jit))
        return NAN;
    if (t_jit >= t_interp)
        return INFINITY;
    return floor(compile_ms * 1e6 / (t_interp - t_jit)) + 1;
}

int vjb_figures_collect(const bench *b, vjb_figures *fs)
{
    int bad = 0;
    memset(fs, 0, sizeof *fs);
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        unsigned lanes = vjb_wave_sizes[wvi];
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            const char *id = wl->id;
            double n = (double)wl->nprog;
            const result *res = b->res[wvi][wi], *bres = b->bres[wvi][wi],
                         *hres = b->hres[wvi][wi];
            double ti = ns_or_nan(&res[E_INTERP]), tp = ns_or_nan(&res[E_PERBYTE]),
                   th = ns_or_nan(&res[E_HAND]);
            for (int e = 0; e < E_COUNT; e++) {
                if (!res[e].measured)
                    continue;
                double t = res[e].ns;
                bad |= add(fs, "run", id, lanes, e, "ns_per_exec", t, "ns");
                bad |= add(fs, "run", id, lanes, e, "ns_per_exec_min", res[e].ns_min, "ns");
                bad |= add(fs, "run", id, lanes, e, "ns_per_exec_max", res[e].ns_max, "ns");
                bad |= add(fs, "run", id, lanes, e, "ns_per_wave_inst", t / n, "ns");
                bad |= add(fs, "run", id, lanes, e, "lane_ops_per_s", lanes * n / t * 1e9, "1/s");
                bad |= add(fs, "run", id, lanes, e, "speedup_vs_interp", ti / t, "x");
                bad |= add(fs, "run", id, lanes, e, "speedup_vs_perbyte", tp / t, "x");
                bad |= add(fs, "run", id, lanes, e, "time_vs_ceiling", t / th, "x");
                bad |= add(fs, "run", id, lanes, e, "executions_per_run", (double)b->iters[wi],
                           "1");
            }
            double bi = ns_or_nan(&bres[E_INTERP]), bp = ns_or_nan(&bres[E_PERBYTE]),
                   bh = ns_or_nan(&bres[E_HAND]);
            for (int e = 0; e < E_COUNT; e++) {
                if (!bres[e].measured)
                    continue;
                double t = bres[e].ns;
                bad |= add(fs, "batched", id, lanes, e, "ns_per_exec", t, "ns");
                bad |= add(fs, "batched", id, lanes, e, "ns_per_wave_inst", t / n, "ns");
                bad |= add(fs, "batched", id, lanes, e, "speedup_vs_interp", bi / t, "x");
                bad |= add(fs, "batched", id, lanes, e, "speedup_vs_perbyte", bp / t, "x");
                bad |= add(fs, "batched", id, lanes, e, "time_vs_ceiling", t / bh, "x");
                bad |= add(fs, "batched", id, lanes, e, "waves_per_call", NBATCH, "1");
            }
            double hi = ns_or_nan(&hres[E_INTERP]), hp = ns_or_nan(&hres[E_PERBYTE]);
            for (int e = 0; e < E_COUNT; e++) {
                if (!hres[e].measured)
                    continue;
                double t = hres[e].ns;
                bad |= add(fs, "half_exec", id, lanes, e, "ns_per_exec", t, "ns");
                bad |= add(fs, "half_exec", id, lanes, e, "ns_per_wave_inst", t / n, "ns");
                bad |= add(fs, "half_exec", id, lanes, e, "speedup_vs_interp", hi / t, "x");
                bad |= add(fs, "half_exec", id, lanes, e, "speedup_vs_perbyte", hp / t, "x");
                bad |= add(fs, "half_exec", id, lanes, e, "time_vs_all_lanes",
                           t / ns_or_nan(&res[e]), "x");
            }
            /* Break-even counts a compile by the clock the executions are
             * timed by: CPU time, or the wall clock with --wall-clock. */
            for (int li = 0; li < NLEVELS && b->jit; li++) {
                int e = vjb_engine_of_level(li);
                double ms = b->compile_ms[wvi][wi][li], cpu = b->compile_cpu_ms[wvi][wi][li];
                bad |= add(fs, "compile", id, lanes, e, "ms_per_block", ms, "ms");
                bad |= add(fs, "compile", id, lanes, e, "cpu_ms_per_block", cpu, "ms");
                bad |= add(fs, "break_even", id, lanes, e, "executions",
                           break_even(b->cfg.wall_clock ? ms : cpu, ti, ns_or_nan(&res[e])),
                           "1");
            }
            if (b->jit) {
                double ms = b->batch_ms[wvi][LEVEL_O2], cpu = b->batch_cpu_ms[wvi][LEVEL_O2];
                bad |= add(fs, "break_even_batched", id, lanes, E_JIT2, "executions",
                           break_even(b->cfg.wall_clock ? ms : cpu, ti, ns_or_nan(&res[E_JIT2])),
                           "1");
            }
        }
        for (int li = 0; li < NLEVELS && b->jit; li++) {
            int e = vjb_engine_of_level(li);
            bad |= add(fs, "compile_batch", "all", lanes, e, "ms_per_block", b->batch_ms[wvi][li],
                       "ms");
            bad |= add(fs, "compile_batch", "all", lanes, e, "cpu_ms_per_block",
                       b->batch_cpu_ms[wvi][li], "ms");
        }
    }
    static const char *const hit_ids[2] = {"W1", "W4c"};
    for (int i = 0; i < 2; i++) {
        bad |= add(fs, "cache_hit", hit_ids[i], 64, E_JIT2, "ns_per_lookup", b->hit_ns[i], "ns");
        if (!isnan(b->hit_ns[i]))
            bad |= add(fs, "cache_hit", hit_ids[i], 64, E_JIT2, "bytes",
                       (double)b->hit_bytes[i], "bytes");
    }
    if (bad) {
        vjb_figures_free(fs);
        return -1;
    }
    return 0;
}

void vjb_figures_free(vjb_figures *fs)
{
    free(fs->v);
    memset(fs, 0, sizeof *fs);
}

double vjb_figure_get(const vjb_figures *fs, const char *kind, const char *workload,
                      unsigned wave, const char *engine, const char *metric)
{
    for (size_t i = 0; i < fs->n; i++) {
        const vjb_figure *f = &fs->v[i];
        if (f->wave == wave && strcmp(f->metric, metric) == 0 && strcmp(f->kind, kind) == 0 &&
            strcmp(f->workload, workload) == 0 && strcmp(f->engine, engine) == 0)
            return f->value;
    }
    return NAN;
}

/* A workload's figure by index: wave wvi, engine e. */
static double fig(const vjb_figures *fs, const char *kind, int wvi, size_t wi, int e,
                  const char *metric)
{
    return vjb_figure_get(fs, kind, vjb_workloads[wi].id, vjb_wave_sizes[wvi],
                          vjb_engine_names[e], metric);
}

/* The fastest of the engines es[0..n) by a kind's ns_per_exec, or -1. */
static int fastest(const vjb_figures *fs, const char *kind, int wvi, size_t wi, const int *es,
                   int n)
{
    int best = -1;
    double tb = NAN;
    for (int i = 0; i < n; i++) {
        double t = fig(fs, kind, wvi, wi, es[i], "ns_per_exec");
        if (!isnan(t) && (best < 0 || t < tb))
            best = es[i], tb = t;
    }
    return best;
}

static const int jit_engines[NLEVELS] = {E_JIT0, E_JIT2, E_JIT3};
static const int jit_o2_o3[2] = {E_JIT2, E_JIT3};

/* ----------------------------------------------------------------- table */

static void fmt_num(char *buf, size_t size, double v, int prec)
{
    if (isnan(v))
        snprintf(buf, size, "n/a");
    else if (isinf(v))
        snprintf(buf, size, "never");
    else
        snprintf(buf, size, "%.*f", prec, v);
}

/* Ratios print with 2 significant decimals below 10, fewer above. */
static void fmt_ratio(char *buf, size_t size, double v)
{
    if (isnan(v))
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, v < 10 ? "%.2fx" : v < 100 ? "%.1fx" : "%.0fx", v);
}

static void fmt_ns(char *buf, size_t size, double v)
{
    if (isnan(v))
        snprintf(buf, size, "n/a");
    else
        snprintf(buf, size, v < 10 ? "%.2f" : v < 1000 ? "%.1f" : "%.0f", v);
}

static void print_runs(const bench *b, const vjb_figures *fs, FILE *f)
{
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        fprintf(f,
                "\nwave%u: ns per block execution and per wave-instruction (median), "
                "lane-ops/s, ratios\n",
                vjb_wave_sizes[wvi]);
        fprintf(f, "%-19s %-10s %10s %9s %10s %9s %9s %9s\n", "workload", "engine", "ns/exec",
                "ns/w-inst", "Glane-op/s", "vs interp", "vs perbyte", "x ceiling");
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            for (int e = 0; e < E_COUNT; e++) {
                char label[40] = "", a[24], c[24], g[24], r1[24], r2[24], r3[24];
                if (e == 0)
                    snprintf(label, sizeof label, "%s %s", wl->id, wl->name);
                else if (e == 1)
                    snprintf(label, sizeof label, "  (%zu inst)", wl->nprog);
                char ename[32];
                snprintf(ename, sizeof ename, "%s%s%s", vjb_engine_names[e],
                         e == E_HAND ? "/" : "", e == E_HAND ? b->hand.isa : "");
                double t = fig(fs, "run", wvi, wi, e, "ns_per_exec");
                if (isnan(t)) {
                    const result *r = &b->res[wvi][wi][e];
                    fprintf(f, "%-19s %-10s %10s  %s\n", label, ename, "n/a",
                            r->note[0] ? r->note : "not measured");
                    continue;
                }
                fmt_ns(a, sizeof a, t);
                fmt_ns(c, sizeof c, fig(fs, "run", wvi, wi, e, "ns_per_wave_inst"));
                fmt_num(g, sizeof g, fig(fs, "run", wvi, wi, e, "lane_ops_per_s") / 1e9, 3);
                fmt_ratio(r1, sizeof r1, fig(fs, "run", wvi, wi, e, "speedup_vs_interp"));
                fmt_ratio(r2, sizeof r2, fig(fs, "run", wvi, wi, e, "speedup_vs_perbyte"));
                fmt_ratio(r3, sizeof r3, fig(fs, "run", wvi, wi, e, "time_vs_ceiling"));
                fprintf(f, "%-19s %-10s %10s %9s %10s %9s %9s %9s\n", label, ename, a, c, g, r1,
                        r2, r3);
            }
        }
    }
}

/* A rerun's table (batched, half_exec): per workload, ns per
 * wave-instruction of each column's engine, then the faster of jit-O2 and
 * jit-O3 against the interpreter, the per-byte emulator, and by last_metric
 * (headed last_head). */
static void print_rerun(const bench *b, const vjb_figures *fs, FILE *f, const char *kind,
                        const int *cols, int ncols, const char *last_metric,
                        const char *last_head)
{
    fprintf(f, "%-19s %-4s", "workload", "wave");
    for (int c = 0; c < ncols; c++)
        fprintf(f, " %9s", cols[c] == E_HAND ? "hand" : vjb_engine_names[cols[c]]);
    fprintf(f, " %9s %9s %11s\n", "JIT/intp", "JIT/pbyte", last_head);
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            char label[40], cell[24];
            snprintf(label, sizeof label, "%s %s", wl->id, wl->name);
            fprintf(f, "%-19s %-4u", label, vjb_wave_sizes[wvi]);
            for (int c = 0; c < ncols; c++) {
                fmt_ns(cell, sizeof cell, fig(fs, kind, wvi, wi, cols[c], "ns_per_wave_inst"));
                fprintf(f, " %9s", cell);
            }
            int bj = fastest(fs, kind, wvi, wi, jit_o2_o3, 2);
            static const char *const ratios[2] = {"speedup_vs_interp", "speedup_vs_perbyte"};
            for (int k = 0; k < 3; k++) {
                const char *m = k < 2 ? ratios[k] : last_metric;
                fmt_ratio(cell, sizeof cell, bj < 0 ? NAN : fig(fs, kind, wvi, wi, bj, m));
                fprintf(f, k < 2 ? " %9s" : " %11s", cell);
            }
            fputc('\n', f);
        }
    }
}

static void print_batched(const bench *b, const vjb_figures *fs, FILE *f)
{
    static const int cols[] = {E_PERBYTE, E_INTERP, E_JIT2, E_JIT3, E_HAND};
    fprintf(f,
            "\nBatched: %d waves per call (vj_run_waves), each with its own data; the baselines "
            "loop over\nthe same waves. ns per wave-instruction (median), ratios as above\n",
            NBATCH);
    print_rerun(b, fs, f, "batched", cols, 5, "time_vs_ceiling", "x ceiling");
    fprintf(f, "(JIT/intp, JIT/pbyte: how many times faster the faster JIT level is than the\n"
               "interpreter and the per-byte emulator; x ceiling: its time over hand-written)\n");
}

static void print_half(const bench *b, const vjb_figures *fs, FILE *f)
{
    static const int cols[] = {E_PERBYTE, E_INTERP, E_JIT2, E_JIT3};
    fprintf(f,
            "\nHalf exec: every other lane active (exec 0x%016llx in wave64, its low half in "
            "wave32);\nthe hand-written kernels assume every lane active and are left out. "
            "ns per wave-instruction\n(median); JIT/intp, JIT/pbyte as above; x all lanes: "
            "the JIT's time over its time with\nevery lane active (the main table)\n",
            HALF_EXEC);
    print_rerun(b, fs, f, "half_exec", cols, 4, "time_vs_all_lanes", "x all lanes");
}

/* "12.34 [11.02]": wall clock, then CPU time; "n/a" when not measured. */
static void fmt_ms_pair(char *buf, size_t size, double ms, double cpu)
{
    if (isnan(ms))
        snprintf(buf, size, "n/a");
    else
        snprintf(buf, size, "%.2f [%.2f]", ms, cpu);
}

static void print_compile(const bench *b, const vjb_figures *fs, FILE *f)
{
    if (!b->jit)
        return;
    fprintf(f,
            "\nJIT compile latency, ms per block: vj_translate, which compiles; median of %d.\n"
            "Wall clock [in brackets: CPU time of this thread and of the assembler and linker\n"
            "libgccjit runs; other load on the machine inflates the wall clock, not this]\n",
            b->cfg.compile_reps);
    fprintf(f, "%-19s %-6s %15s %15s %15s\n", "block", "wave", "O0", "O2", "O3");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        unsigned lanes = vjb_wave_sizes[wvi];
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            char label[40], cell[NLEVELS][32];
            snprintf(label, sizeof label, "%s %s", vjb_workloads[wi].id, vjb_workloads[wi].name);
            for (int li = 0; li < NLEVELS; li++)
                fmt_ms_pair(cell[li], sizeof cell[li],
                            fig(fs, "compile", wvi, wi, jit_engines[li], "ms_per_block"),
                            fig(fs, "compile", wvi, wi, jit_engines[li], "cpu_ms_per_block"));
            fprintf(f, "%-19s %-6u %15s %15s %15s\n", label, lanes, cell[0], cell[1], cell[2]);
        }
        char bc[NLEVELS][32];
        for (int li = 0; li < NLEVELS; li++) {
            const char *en = vjb_engine_names[jit_engines[li]];
            fmt_ms_pair(bc[li], sizeof bc[li],
                        vjb_figure_get(fs, "compile_batch", "all", lanes, en, "ms_per_block"),
                        vjb_figure_get(fs, "compile_batch", "all", lanes, en, "cpu_ms_per_block"));
        }
        fprintf(f, "%-19s %-6u %15s %15s %15s\n", "batched, per block", lanes, bc[0], bc[1],
                bc[2]);
    }
    fprintf(f,
            "(batched: one vj_translate_batch of %d blocks of the workloads' shapes, divided "
            "by %d)\n",
            b->cfg.batch, b->cfg.batch);

    fprintf(f,
            "\nBreak-even: executions after which the JIT, its compile included, has "
            "beaten the interpreter\n(compile cost: %s, the clock of the executions)\n",
            b->cfg.wall_clock ? "wall time" : "CPU time");
    fprintf(f, "%-19s %-6s %10s %10s %10s %14s\n", "workload", "wave", "O0", "O2", "O3",
            "O2 batched");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            char label[40], cell[NLEVELS + 1][24];
            snprintf(label, sizeof label, "%s %s", vjb_workloads[wi].id, vjb_workloads[wi].name);
            for (int li = 0; li < NLEVELS; li++)
                fmt_num(cell[li], sizeof cell[li],
                        fig(fs, "break_even", wvi, wi, jit_engines[li], "executions"), 0);
            fmt_num(cell[NLEVELS], sizeof cell[NLEVELS],
                    fig(fs, "break_even_batched", wvi, wi, E_JIT2, "executions"), 0);
            fprintf(f, "%-19s %-6u %10s %10s %10s %14s\n", label, vjb_wave_sizes[wvi], cell[0],
                    cell[1], cell[2], cell[3]);
        }
    }
}

static double hit_of(const vjb_figures *fs, const char *id, const char *metric)
{
    return vjb_figure_get(fs, "cache_hit", id, 64, vjb_engine_names[E_JIT2], metric);
}

static void print_cache(const bench *b, const vjb_figures *fs, FILE *f)
{
    fprintf(f,
            "\nCache-hit lookup (vj_translate of bytes already cached, median of %d x %d "
            "calls): W1 (%.0f bytes) %.1f ns, W4c (%.0f bytes) %.1f ns%s%s\n",
            b->cfg.reps, b->cfg.hit_calls, hit_of(fs, "W1", "bytes"),
            hit_of(fs, "W1", "ns_per_lookup"), hit_of(fs, "W4c", "bytes"),
            hit_of(fs, "W4c", "ns_per_lookup"), b->hit_note[0] ? "; " : "", b->hit_note);
}

/* One acceptance line: value, need, verdict. */
static void accept_line(FILE *f, const char *what, double value, const char *unit, int less,
                        double bound, const char *how)
{
    char v[24];
    fmt_num(v, sizeof v, value, 2);
    if (isnan(value)) {
        fprintf(f, "  %-50s %9s      (need %s %g%s)  NOT MEASURED%s%s\n", what, v,
                less ? "<" : ">=", bound, unit, how ? ": " : "", how ? how : "");
        return;
    }
    int pass = less ? value < bound : value >= bound;
    char verdict[64];
    double by = less ? value / bound : bound / value;
    if (pass)
        snprintf(verdict, sizeof verdict, "PASS");
    else if (by < 1.5)
        snprintf(verdict, sizeof verdict, "SHORT by %.1f%%", 100.0 * (by - 1));
    else
        snprintf(verdict, sizeof verdict, "SHORT by %.2fx", by);
    fprintf(f, "  %-50s %9s%-2s (need %s %g%s)  %s%s%s\n", what, v, unit, less ? "<" : ">=", bound,
            unit, verdict, how ? "  " : "", how ? how : "");
}

/* A "run" figure of the fastest JIT level (bj < 0: none, NAN). */
static double of_jit(const vjb_figures *fs, int wvi, size_t wi, int bj, const char *metric)
{
    return bj < 0 ? NAN : fig(fs, "run", wvi, wi, bj, metric);
}

static void print_acceptance(const bench *b, const vjb_figures *fs, FILE *f)
{
    fprintf(f, "\nAcceptance figures, JIT = its fastest -O level on that block\n");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        unsigned lanes = vjb_wave_sizes[wvi];
        char what[96], how[32];
        size_t w1 = vjb_find_workload("W1"), w2 = vjb_find_workload("W2");
        int bj = fastest(fs, "run", wvi, w1, jit_engines, NLEVELS);
        snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : vjb_engine_names[bj]);
        /* Like for like: the JIT's code and the hand-written kernel, each
         * called directly; then what vj_run's checks add, for information. */
        char ehow[48];
        snprintf(ehow, sizeof ehow, "[%s code, entered directly]",
                 bj < 0 ? "no JIT" : vjb_engine_names[bj]);
        snprintf(what, sizeof what, "wave%u W1: JIT time / hand-written ceiling", lanes);
        accept_line(f, what, fig(fs, "run", wvi, w1, E_JITE, "time_vs_ceiling"), "x", 1, 1.5,
                    ehow);
        fprintf(f, "  %-50s %9.2fx  (vj_run's checks and call: %+.2f ns a call)  %s\n",
                "  the same through vj_run, for information",
                of_jit(fs, wvi, w1, bj, "time_vs_ceiling"),
                of_jit(fs, wvi, w1, bj, "ns_per_exec") -
                    fig(fs, "run", wvi, w1, E_JITE, "ns_per_exec"),
                how);
        snprintf(what, sizeof what, "wave%u W1: per-byte time / JIT time", lanes);
        accept_line(f, what, of_jit(fs, wvi, w1, bj, "speedup_vs_perbyte"), "x", 0, 30, how);
        int bb = fastest(fs, "batched", wvi, w1, jit_o2_o3, 2);
        snprintf(how, sizeof how, "[%s]", bb < 0 ? "no JIT" : vjb_engine_names[bb]);
        snprintf(what, sizeof what, "wave%u W1 batched x%d: JIT / hand-written", lanes, NBATCH);
        accept_line(f, what, bb < 0 ? NAN : fig(fs, "batched", wvi, w1, bb, "time_vs_ceiling"),
                    "x", 1, 1.5, how);
        bj = fastest(fs, "run", wvi, w2, jit_engines, NLEVELS);
        snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : vjb_engine_names[bj]);
        snprintf(what, sizeof what, "wave%u W2: per-byte time / JIT time", lanes);
        accept_line(f, what, of_jit(fs, wvi, w2, bj, "speedup_vs_perbyte"), "x", 0, 5, how);
        snprintf(what, sizeof what, "wave%u W2: per-byte time / interp time", lanes);
        accept_line(f, what, fig(fs, "run", wvi, w2, E_INTERP, "speedup_vs_perbyte"), "x", 0, 5,
                    NULL);
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            if (strncmp(vjb_workloads[wi].id, "W4", 2) != 0)
                continue;
            bj = fastest(fs, "run", wvi, wi, jit_engines, NLEVELS);
            snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : vjb_engine_names[bj]);
            snprintf(what, sizeof what, "wave%u %s %s: interp / JIT per w-inst", lanes,
                     vjb_workloads[wi].id, vjb_workloads[wi].name);
            accept_line(f, what, of_jit(fs, wvi, wi, bj, "speedup_vs_interp"), "x", 0, 10, how);
        }
    }
    /* issue 28 item 6: W5 against the interpreter, the hand-written C and
     * its integer twin W5i (the same block with integer operations), each
     * through its fastest JIT level */
    size_t w5 = vjb_find_workload("W5"), w5i = vjb_find_workload("W5i");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        unsigned lanes = vjb_wave_sizes[wvi];
        char what[96], how[32];
        int bj = fastest(fs, "run", wvi, w5, jit_engines, NLEVELS);
        int bi = fastest(fs, "run", wvi, w5i, jit_engines, NLEVELS);
        snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : vjb_engine_names[bj]);
        snprintf(what, sizeof what, "wave%u W5: interp / JIT per w-inst", lanes);
        accept_line(f, what, of_jit(fs, wvi, w5, bj, "speedup_vs_interp"), "x", 0, 10, how);
        snprintf(what, sizeof what, "wave%u W5: JIT time / hand-written", lanes);
        accept_line(f, what, of_jit(fs, wvi, w5, bj, "time_vs_ceiling"), "x", 1, 1.0, how);
        snprintf(what, sizeof what, "wave%u W5: JIT time / its integer twin W5i's", lanes);
        accept_line(f, what,
                    bj < 0 || bi < 0 ? NAN
                                     : of_jit(fs, wvi, w5, bj, "ns_per_exec") /
                                           of_jit(fs, wvi, w5i, bi, "ns_per_exec"),
                    "x", 1, 1.0, how);
    }
    /* issue 29 item 7: W6 (packed f16 and mixed precision) with W5's goals */
    size_t w6 = vjb_find_workload("W6"), w6i = vjb_find_workload("W6i");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        unsigned lanes = vjb_wave_sizes[wvi];
        char what[96], how[32];
        int bj = fastest(fs, "run", wvi, w6, jit_engines, NLEVELS);
        int bi = fastest(fs, "run", wvi, w6i, jit_engines, NLEVELS);
        snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : vjb_engine_names[bj]);
        snprintf(what, sizeof what, "wave%u W6: interp / JIT per w-inst", lanes);
        accept_line(f, what, of_jit(fs, wvi, w6, bj, "speedup_vs_interp"), "x", 0, 10, how);
        snprintf(what, sizeof what, "wave%u W6: JIT time / hand-written", lanes);
        accept_line(f, what, of_jit(fs, wvi, w6, bj, "time_vs_ceiling"), "x", 1, 1.0, how);
        snprintf(what, sizeof what, "wave%u W6: JIT time / its integer twin W6i's", lanes);
        accept_line(f, what,
                    bj < 0 || bi < 0 ? NAN
                                     : of_jit(fs, wvi, w6, bj, "ns_per_exec") /
                                           of_jit(fs, wvi, w6i, bi, "ns_per_exec"),
                    "x", 1, 1.0, how);
    }
    double hit = fmax(hit_of(fs, "W1", "ns_per_lookup"), hit_of(fs, "W4c", "ns_per_lookup"));
    accept_line(f, "cache-hit lookup (the slower of W1, W4c)", hit, "ns", 1, 50,
                b->hit_note[0] ? b->hit_note : NULL);
}

static void print_header(const bench *b, FILE *f)
{
    fprintf(f, "vop3jit %s bench, %s UTC, target gfx1100, host %s (%ld cores)\n", vj_version(),
            b->started, b->cpu, b->cores);
    fprintf(f, "JIT: %s; hand-written ceiling: %s; baselines: C -O3 ahead of time\n",
            b->jit ?
#ifdef VJ_GCC_VERSION
                   "libgccjit " VJ_GCC_VERSION
#else
                   "libgccjit"
#endif
            : vj_jit_available() ? "off (--jit off)"
                                 : "not built",
            b->hand.isa);
    fprintf(f,
            "Every engine and baseline gave the reference evaluator's result before "
            "timing.\nEach figure: the median of %d timed runs of %ld wave-instructions "
            "per workload\n(same data and count for every engine), warm-up excluded%s.\n",
            b->cfg.reps, b->cfg.wave_insts, b->cfg.quick ? " (--quick)" : "");
    fprintf(f,
            "Clocks: executions by %s, compiles by the wall clock. Load average "
            "%.1f at the start, %.1f at the end.\n",
            b->cfg.wall_clock ? "the wall clock" : "the thread's CPU time (preemption excluded)",
            b->load[0], b->load[1]);
    fprintf(f, "jit-O0/O2/O3: the block run through vj_run at that -O level; jit-entry: the "
               "faster level's\ncode called directly (vj_block_jit_entry), as the hand-written "
               "kernel is.\n");
    fprintf(f, "vs interp, vs perbyte: how many times faster than the interpreter, the "
               "per-byte C emulator;\nx ceiling: time over the hand-written kernel's "
               "(1.00x = as fast as hand-written C).\n");
}

void vjb_print_report(const bench *b, const vjb_figures *fs, FILE *f)
{
    print_header(b, f);
    print_runs(b, fs, f);
    print_batched(b, fs, f);
    print_half(b, fs, f);
    print_compile(b, fs, f);
    print_cache(b, fs, f);
    print_acceptance(b, fs, f);
    fprintf(f, "\nTotal run time %.1f s.\n", b->seconds);
}

/* ----------------------------------------------------------------- files */

static FILE *open_out(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        fprintf(stderr, "vop3jit bench: %s: %s\n", path, strerror(errno));
    return f;
}

static int close_out(FILE *f, const char *path)
{
    int bad = ferror(f);
    if (fclose(f) != 0 || bad) {
        fprintf(stderr, "vop3jit bench: %s: write error\n", path);
        return -1;
    }
    return 0;
}

/* CSV: one row per figure, long format: kind,workload,wave,engine,metric,value,unit. */
int vjb_write_csv(const vjb_figures *fs, const char *path)
{
    FILE *f = open_out(path);
    if (!f)
        return -1;
    fprintf(f, "kind,workload,wave,engine,metric,value,unit\n");
    for (size_t i = 0; i < fs->n; i++) {
        const vjb_figure *g = &fs->v[i];
        if (isinf(g->value))
            fprintf(f, "%s,%s,%u,%s,%s,inf,%s\n", g->kind, g->workload, g->wave, g->engine,
                    g->metric, g->unit);
        else
            fprintf(f, "%s,%s,%u,%s,%s,%.6g,%s\n", g->kind, g->workload, g->wave, g->engine,
                    g->metric, g->value, g->unit);
    }
    return close_out(f, path);
}

/* JSON: the run's settings, the workloads, and the same figures as the CSV,
 * one object each; a break-even never reached is "never". */
int vjb_write_json(const bench *b, const vjb_figures *fs, const char *path)
{
    FILE *f = open_out(path);
    if (!f)
        return -1;
    fprintf(f,
            "{\n  \"meta\": {\"version\": \"%s\", \"started_utc\": \"%s\", \"host\": \"%s\", "
            "\"target\": \"gfx1100\", \"jit\": %s, \"hand_isa\": \"%s\", \"reps\": %d, "
            "\"wave_insts_per_run\": %ld, \"quick\": %s, \"seconds\": %.1f, "
            "\"clock\": \"%s\", \"cores\": %ld, \"load_start\": %.2f, "
            "\"load_end\": %.2f, \"batch\": %d, \"half_exec\": \"0x%llx\"},\n",
            vj_version(), b->started, b->cpu, b->jit ? "true" : "false", b->hand.isa, b->cfg.reps,
            b->cfg.wave_insts, b->cfg.quick ? "true" : "false", b->seconds,
            b->cfg.wall_clock ? "wall" : "thread-cpu", b->cores, b->load[0], b->load[1],
            b->cfg.batch, HALF_EXEC);
    fprintf(f, "  \"workloads\": [");
    for (size_t wi = 0; wi < vjb_nworkloads; wi++)
        fprintf(f, "%s\n    {\"id\": \"%s\", \"name\": \"%s\", \"insts\": %zu}", wi ? "," : "",
                vjb_workloads[wi].id, vjb_workloads[wi].name, vjb_workloads[wi].nprog);
    fprintf(f, "\n  ],\n  \"figures\": [");
    for (size_t i = 0; i < fs->n; i++) {
        const vjb_figure *g = &fs->v[i];
        fprintf(f,
                "%s\n    {\"kind\": \"%s\", \"workload\": \"%s\", \"wave\": %u, \"engine\": "
                "\"%s\", \"metric\": \"%s\", \"value\": ",
                i ? "," : "", g->kind, g->workload, g->wave, g->engine, g->metric);
        if (isinf(g->value))
            fputs("\"never\"", f);
        else
            fprintf(f, "%.6g", g->value);
        fprintf(f, ", \"unit\": \"%s\"}", g->unit);
    }
    fprintf(f, "\n  ]\n}\n");
    return close_out(f, path);
}

/* gnuplot data: per wave one block (two blank lines apart) of rows
 * "workload ns-per-wave-inst for each engine", '?' where not measured. */
int vjb_write_plot(const bench *b, const vjb_figures *fs, const char *path)
{
    FILE *f = open_out(path);
    if (!f)
        return -1;
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!vjb_wave_on(b, wvi))
            continue;
        fprintf(f, "# wave%u: ns per wave-instruction\nworkload", vjb_wave_sizes[wvi]);
        for (int e = 0; e < E_COUNT; e++)
            fprintf(f, " %s", e == E_HAND ? "hand-written" : vjb_engine_names[e]);
        fputc('\n', f);
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            fprintf(f, "\"%s %s\"", vjb_workloads[wi].id, vjb_workloads[wi].name);
            for (int e = 0; e < E_COUNT; e++) {
                double t = fig(fs, "run", wvi, wi, e, "ns_per_wave_inst");
                if (isnan(t))
                    fputs(" ?", f);
                else
                    fprintf(f, " %.4g", t);
            }
            fputc('\n', f);
        }
        fputs("\n\n", f);
    }
    return close_out(f, path);
}
