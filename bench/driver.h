/* driver: what the files of 'vop3jit bench' (not --trace) share: the model
 * of a run (engines, options, results), the clocks, and the three jobs:
 * running the workloads (runs.c), compile latency and cache hits
 * (latency.c), and the one list of figures that the text, CSV and JSON
 * writers all read (figures.c). bench.c parses the options and drives. */
#ifndef VJB_DRIVER_H
#define VJB_DRIVER_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "bench.h"

/* ---------------------------------------------------------------- model */

/* E_JITE: the faster JIT level's code entered directly (vj_block_jit_entry),
 * called the way the hand-written kernel is: without vj_run's checks. */
enum { E_REF, E_PERBYTE, E_INTERP, E_JIT0, E_JIT2, E_JIT3, E_JITE, E_HAND, E_COUNT };
extern const char *const vjb_engine_names[E_COUNT];
#define NLEVELS 3
extern const int vjb_jit_levels[NLEVELS];
static inline int vjb_engine_of_level(int li)
{
    return E_JIT0 + li;
}
#define LEVEL_O2 1 /* the index of -O2 in vjb_jit_levels */

#define NWAVES 2
extern const unsigned vjb_wave_sizes[NWAVES];

#define MAXW         12
#define NBATCH       16 /* waves per vj_run_waves call in the batched runs */
#define MAXREPS      31
#define VARIANT_BASE 100 /* variants write v100.. so they never equal the original */
/* The exec mask of the half-exec runs: every other lane, as after a branch
 * that splits a wave's lanes by a per-lane condition. */
#define HALF_EXEC 0x5555555555555555ull

typedef struct result {
    int measured; /* 0: not measured (note says why) */
    double ns;    /* median ns per execution of the block */
    double ns_min, ns_max;
    char note[160];
} result;

typedef struct config {
    int quick;
    int reps;
    long wave_insts;  /* wave-instructions per timed run, per workload */
    int compile_reps; /* single compiles per block and level */
    int levels;       /* bit li: measure the JIT at vjb_jit_levels[li] */
    int batch;        /* blocks per vj_translate_batch */
    int hit_calls;    /* cache lookups per timed run */
    int wave_mask;    /* bit 0: wave64, bit 1: wave32 */
    uint64_t seed;
    int wall_clock; /* time executions by the wall clock, not CPU time */
    int no_jit;     /* --jit off: no JIT figures */
    const char *csv, *json, *plot;
} config;

/* What a run measured. The writers do not read it: figures.c turns it into
 * the list of figures once, and they read that. */
typedef struct bench {
    config cfg;
    vjb_hand hand;
    int jit;          /* vj_jit_available() */
    long iters[MAXW]; /* block executions per timed run */
    result res[NWAVES][MAXW][E_COUNT];
    result bres[NWAVES][MAXW][E_COUNT]; /* batched: NBATCH waves a call; ns per wave */
    result hres[NWAVES][MAXW][E_COUNT]; /* half the lanes active (HALF_EXEC) */
    double compile_ms[NWAVES][MAXW][NLEVELS];     /* median; NAN = not measured */
    double compile_cpu_ms[NWAVES][MAXW][NLEVELS]; /* CPU: this thread + assembler, linker */
    double first_ms[NWAVES][MAXW][NLEVELS];       /* the workload's own first translate */
    double first_cpu_ms[NWAVES][MAXW][NLEVELS];
    double batch_ms[NWAVES][NLEVELS];
    double batch_cpu_ms[NWAVES][NLEVELS]; /* per block */
    double hit_ns[2];                     /* W1 and W4c bytes */
    size_t hit_bytes[2];
    char hit_note[160];
    double seconds;   /* wall time of the run */
    char started[32]; /* UTC */
    char cpu[96];
    double load[2]; /* 1-minute load average, start and end */
    long cores;
} bench;

static inline int vjb_wave_on(const bench *b, int wvi)
{
    return b->cfg.wave_mask & (1 << wvi);
}

/* One wave size's contexts: one per JIT -O level; interp and ref use O2's. */
typedef struct wavectx {
    unsigned wave;
    vj_context *ctx[NLEVELS];
} wavectx;

/* A workload's machine code, and where its last instruction starts. */
typedef struct code {
    uint8_t *bytes;
    size_t len;
    size_t last;
} code;

/* --------------------------------------------------------------- clocks */

/* Wall time in ns: for compiles (libgccjit runs the assembler and linker as
 * child processes, which the thread's CPU time would miss) and the total. */
double vjb_now_ns(void);
/* The clock of execution timings: the thread's CPU time, or the wall clock
 * with --wall-clock. */
double vjb_run_ns(const bench *b);
/* CPU ms of this thread and the child processes it has waited for. */
double vjb_cpu_ms(void);
double vjb_median(double *v, int n); /* sorts v */
void vjb_progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void vjb_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* bench.c: the CPU's model name, and the 1-minute load average (or NAN). */
void vjb_read_cpu(char *buf, size_t size);
double vjb_read_load(void);

/* ----------------------------------------------------------------- jobs */

/* runs.c: verify every engine and baseline on workload wi against the
 * reference evaluator, then time them (b->res); then again NBATCH waves a
 * call (b->bres) and with half the lanes active (b->hres). -1 (said) on a
 * failure or a disagreement. */
int vjb_bench_workload(bench *b, wavectx *wc, int wvi, size_t wi);
int vjb_bench_batched(bench *b, wavectx *wc, int wvi, size_t wi);
int vjb_bench_half(bench *b, wavectx *wc, int wvi, size_t wi);

/* latency.c: a workload's machine code (vj_free c->bytes); single and
 * batched compile latency per level; the time of a cache hit (slot 0: W1,
 * 1: W4c). */
int vjb_assemble(vj_context *ctx, const vjb_workload *wl, code *c);
int vjb_bench_compile(bench *b, wavectx *wc, int wvi, code *codes);
int vjb_bench_cache_hit(bench *b, vj_context *ctx, const code *c, int slot);

/* ---------------------------------------------------------------- figures */

/* One figure of a run, in the CSV's long form. */
typedef struct vjb_figure {
    const char *kind;     /* run, batched, half_exec, compile, compile_batch, break_even,
                             break_even_batched, cache_hit */
    const char *workload; /* "W1", ...; "all" for a figure of every workload */
    unsigned wave;
    const char *engine; /* vjb_engine_names[] */
    const char *metric; /* ns_per_exec, speedup_vs_interp, ms_per_block, ... */
    double value;       /* INFINITY: never (a break-even the JIT never reaches) */
    const char *unit;
} vjb_figure;

typedef struct vjb_figures {
    vjb_figure *v;
    size_t n, cap;
} vjb_figures;

/* Every figure of b, measured or derived, once; -1 when out of memory. */
int vjb_figures_collect(const bench *b, vjb_figures *out);
void vjb_figures_free(vjb_figures *fs);
/* A figure's value, or NAN when the list has none (not measured). */
double vjb_figure_get(const vjb_figures *fs, const char *kind, const char *workload,
                      unsigned wave, const char *engine, const char *metric);

/* The writers: the table (stdout), CSV, JSON, gnuplot data. Each returns 0,
 * or -1 after saying what failed. */
void vjb_print_report(const bench *b, const vjb_figures *fs, FILE *f);
int vjb_write_csv(const vjb_figures *fs, const char *path);
int vjb_write_json(const bench *b, const vjb_figures *fs, const char *path);
int vjb_write_plot(const bench *b, const vjb_figures *fs, const char *path);

/* The index of a workload by id (0 if none). */
size_t vjb_find_workload(const char *id);

#endif /* VJB_DRIVER_H */
