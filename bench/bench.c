/* bench: the benchmark driver behind 'vop3jit bench': checks every engine and
 * baseline against the reference evaluator, times them side by side on the
 * same data, measures compile latency, cache hits and break-even, and writes
 * the table, CSV, JSON and chart data. It uses only the public API. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

/* ---------------------------------------------------------------- model */

/* E_JITE: the faster JIT level's code entered directly (vj_block_jit_entry),
 * called the way the hand-written kernel is: without vj_run's checks. */
enum { E_REF, E_PERBYTE, E_INTERP, E_JIT0, E_JIT2, E_JIT3, E_JITE, E_HAND, E_COUNT };
static const char *const engine_names[E_COUNT] = {
    "reference", "per-byte", "interp", "jit-O0", "jit-O2", "jit-O3", "jit-entry", "hand",
};
#define NLEVELS 3
static const int jit_levels[NLEVELS] = {0, 2, 3};
static int engine_of_level(int li)
{
    return E_JIT0 + li;
}

#define NWAVES 2
static const unsigned wave_sizes[NWAVES] = {64, 32};

#define MAXW         8
#define NBATCH       16 /* waves per vj_run_waves call in the batched runs */
#define MAXREPS      31
#define VARIANT_BASE 100 /* variants write v100.. so they never equal the original */
#define MAX_VARIANTS 150
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
    int levels;       /* bit li: measure the JIT at jit_levels[li] */
    int batch;        /* blocks per vj_translate_batch */
    int hit_calls;    /* cache lookups per timed run */
    int wave_mask;    /* bit 0: wave64, bit 1: wave32 */
    uint64_t seed;
    int wall_clock; /* time executions by the wall clock, not CPU time */
    int no_jit;     /* --jit off: no JIT figures */
    const char *csv, *json, *plot;
} config;

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

static double clock_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Wall time: for compiles (libgccjit runs the assembler and linker as child
 * processes, which the thread's CPU time would miss) and the total. */
static double now_ns(void)
{
    return clock_ns(CLOCK_MONOTONIC);
}

/* The clock of execution timings: by default the thread's CPU time, so that
 * time the thread spends preempted by other work on the machine is not
 * counted; --wall-clock picks the monotonic clock instead. */
static double run_ns(const bench *b)
{
    return clock_ns(b->cfg.wall_clock ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID);
}

/* CPU time spent compiling: this thread's, plus that of the child processes
 * libgccjit runs (assembler, linker), which are waited for. Unlike the wall
 * clock it does not grow when other work shares the machine. */
static double cpu_ms(void)
{
    struct rusage ru;
    double ms = clock_ns(CLOCK_THREAD_CPUTIME_ID) / 1e6;
    if (getrusage(RUSAGE_CHILDREN, &ru) == 0)
        ms += (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
              (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
    return ms;
}

/* Keep the compiler from dropping or merging a baseline's stores. */
#define VJB_CLOBBER(p) __asm__ volatile("" : : "r"(p) : "memory")

static void progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void progress(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fflush(stderr);
}

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void fail(const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "\nvop3jit bench: FAIL: ");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *v, int n)
{
    qsort(v, (size_t)n, sizeof *v, cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* --------------------------------------------------------------- runners */

enum { RUN_ENGINE, RUN_ENTRY, RUN_PERBYTE, RUN_HAND };

/* One way of executing a workload's block once on the working wave. */
typedef struct runner {
    int kind;
    vj_context *ctx;
    vj_block *blk;
    vj_engine engine;
    vj_wave *w;
    const vjb_regs *regs;
    const vjb_workload *wl;
    vjb_hand_fn hand;
    vj_block_fn entry;   /* RUN_ENTRY: blk's code, called directly */
    int nw;              /* batched: NBATCH waves (ws, rs) a call; 0 = one (w, regs) */
    vj_wave *const *ws;
    const vjb_regs *rs;
} runner;

/* The timed loops of the engines, each a function of its own with no more
 * live values than the callee-saved registers hold: spilled to the stack,
 * the arguments were reloaded every call, and those loads 4K-alias (share
 * the low 12 address bits of) the rows the block has just stored, which
 * costs the timed call up to several ns depending on where the stack sits.
 * Each returns VJ_OK or the first failure's status. */
static __attribute__((noinline)) vj_status loop_vj_run(vj_context *ctx, vj_block *blk,
                                                       vj_wave *w, vj_engine engine, long n)
{
    vj_status first = VJ_OK;
    for (; n > 0; n--) {
        vj_status s = vj_run(ctx, blk, w, engine);
        if (s != VJ_OK && first == VJ_OK)
            first = s;
    }
    return first;
}

static __attribute__((noinline)) vj_status loop_entry(vj_block_fn entry, vj_wave *w, long n)
{
    vj_status first = VJ_OK;
    for (; n > 0; n--) {
        vj_status s = (vj_status)entry(w);
        if (s != VJ_OK && first == VJ_OK)
            first = s;
    }
    return first;
}

/* Execute n times; returns the first failing status (VJ_OK if none). */
static vj_status run_n(const runner *r, long n)
{
    vj_status st = VJ_OK;
    if (r->nw) {
        /* Batched: the engines take the waves in one call; the baselines
         * loop over the same waves. */
        for (long i = 0; i < n; i++) {
            switch (r->kind) {
            case RUN_ENGINE: {
                vj_status s = vj_run_waves(r->ctx, r->blk, r->ws, (size_t)r->nw, r->engine);
                if (s != VJ_OK && st == VJ_OK)
                    st = s;
                break;
            }
            case RUN_PERBYTE:
                for (int k = 0; k < r->nw; k++) {
                    vjb_perbyte_run(r->wl->prog, r->wl->nprog, &r->rs[k]);
                    VJB_CLOBBER(&r->rs[k]);
                }
                break;
            case RUN_HAND:
                for (int k = 0; k < r->nw; k++) {
                    r->hand(&r->rs[k]);
                    VJB_CLOBBER(&r->rs[k]);
                }
                break;
            }
        }
        return st;
    }
    /* What each call takes, in locals: the loops reload nothing but what
     * the callee may have changed. */
    vj_context *ctx = r->ctx;
    vj_block *blk = r->blk;
    vj_wave *w = r->w;
    vj_engine engine = r->engine;
    const vjb_inst *prog = r->wl ? r->wl->prog : NULL;
    size_t nprog = r->wl ? r->wl->nprog : 0;
    const vjb_regs *regs = r->regs;
    vjb_hand_fn hand = r->hand;
    vj_block_fn entry = r->entry;
    switch (r->kind) {
    case RUN_ENGINE:
        st = loop_vj_run(ctx, blk, w, engine, n);
        break;
    case RUN_ENTRY:
        st = loop_entry(entry, w, n);
        break;
    case RUN_PERBYTE:
        for (long i = 0; i < n; i++) {
            vjb_perbyte_run(prog, nprog, regs);
            VJB_CLOBBER(regs);
        }
        break;
    case RUN_HAND:
        for (long i = 0; i < n; i++) {
            hand(regs);
            VJB_CLOBBER(regs);
        }
        break;
    }
    return st;
}

static const char *const sreg_extra[] = {"vcc", "exec", "m0", "scc"};

/* 0 when got equals expect in every VGPR lane and scalar register; else a
 * description of the first difference in msg. */
static int compare_waves(vj_wave *got, const vj_wave *expect, char *msg, size_t size)
{
    unsigned lanes = vj_wave_size(expect);
    for (unsigned r = 0; r < 256; r++)
        for (unsigned l = 0; l < lanes; l++) {
            uint32_t a = vj_wave_get_vgpr(expect, r, l), b = vj_wave_get_vgpr(got, r, l);
            if (a != b) {
                snprintf(msg, size, "v%u lane %u: reference 0x%08x, got 0x%08x", r, l, a, b);
                return -1;
            }
        }
    for (unsigned i = 0; i < 106 + sizeof sreg_extra / sizeof sreg_extra[0]; i++) {
        char name[8];
        if (i < 106)
            snprintf(name, sizeof name, "s%u", i);
        else
            snprintf(name, sizeof name, "%s", sreg_extra[i - 106]);
        uint64_t a = 0, b = 0;
        vj_wave_get_sreg(expect, name, &a);
        vj_wave_get_sreg(got, name, &b);
        if (a != b) {
            snprintf(msg, size, "%s: reference 0x%llx, got 0x%llx", name, (unsigned long long)a,
                     (unsigned long long)b);
            return -1;
        }
    }
    return 0;
}

/* Time r: warm up, then cfg.reps timed runs of iters executions, each from
 * the initial state (of each of r's waves when batched); the result is the
 * median ns per execution of the block on one wave. */
static int measure(const bench *b, const runner *r, vj_wave *const *work,
                   const vj_wave *const *init, long iters, result *out)
{
    double t[MAXREPS];
    int nw = r->nw ? r->nw : 1;
    for (int k = 0; k < nw; k++)
        vj_wave_copy(work[k], init[k]);
    long warm = iters / 10 > 10 ? iters / 10 : 10;
    if (run_n(r, warm) != VJ_OK)
        return -1;
    for (int rep = 0; rep < b->cfg.reps; rep++) {
        for (int k = 0; k < nw; k++)
            vj_wave_copy(work[k], init[k]);
        double t0 = run_ns(b);
        vj_status st = run_n(r, iters);
        double t1 = run_ns(b);
        if (st != VJ_OK)
            return -1;
        t[rep] = (t1 - t0) / (double)iters / nw;
    }
    out->measured = 1;
    out->ns = median(t, b->cfg.reps);
    out->ns_min = t[0];
    out->ns_max = t[b->cfg.reps - 1];
    return 0;
}

/* ------------------------------------------------------- one workload */

typedef struct wavectx {
    unsigned wave;
    vj_context *ctx[NLEVELS]; /* one per JIT -O level; interp and ref use O2's */
} wavectx;

static int level_index_o2(void)
{
    return 1;
}

static int best_jit(const bench *b, int wvi, size_t wi);

/* Point r at engine or baseline e for workload wi: the block, context and
 * engine to run, or the baseline's kind and kernel. E_JITE takes the code of
 * the JIT level measured fastest so far (r->entry stays NULL when none was). */
static void point_runner(runner *r, const bench *b, const wavectx *wc, vj_block *const *blk,
                         int wvi, size_t wi, int e)
{
    const vjb_workload *wl = &vjb_workloads[wi];
    switch (e) {
    case E_REF:
    case E_INTERP:
        r->kind = RUN_ENGINE;
        r->ctx = wc->ctx[level_index_o2()];
        r->blk = blk[level_index_o2()];
        r->engine = e == E_REF ? VJ_ENGINE_REF : VJ_ENGINE_INTERP;
        break;
    case E_JIT0:
    case E_JIT2:
    case E_JIT3:
        r->kind = RUN_ENGINE;
        r->ctx = wc->ctx[e - E_JIT0];
        r->blk = blk[e - E_JIT0];
        r->engine = VJ_ENGINE_JIT;
        break;
    case E_JITE: {
        int li = best_jit(b, wvi, wi);
        r->kind = RUN_ENTRY;
        r->engine = VJ_ENGINE_JIT;
        if (li >= 0) {
            r->ctx = wc->ctx[li];
            r->blk = blk[li];
            r->entry = vj_block_jit_entry(r->ctx, r->blk);
        }
        break;
    }
    case E_PERBYTE:
        r->kind = RUN_PERBYTE;
        break;
    default:
        r->kind = RUN_HAND;
        r->hand = wl->hand(&b->hand);
        break;
    }
}

/* Verify every engine and baseline on workload wi, then time them. */
static int bench_workload(bench *b, wavectx *wc, int wvi, size_t wi)
{
    const vjb_workload *wl = &vjb_workloads[wi];
    int rc = -1;
    vj_block *blk[NLEVELS] = {0};
    vj_wave *init = vj_wave_new(wc->wave), *expect = vj_wave_new(wc->wave);
    vj_wave *work = vj_wave_new(wc->wave);
    vjb_regs regs;
    char msg[256];
    if (!init || !expect || !work) {
        fail("out of memory");
        goto out;
    }
    double t_line = now_ns();
    progress("bench: wave%u %-4s %-15s", wc->wave, wl->id, wl->name);
    /* The first translation of a block is a cold compile: it is the first
     * sample of the compile latency (bench_compile adds more). */
    for (int li = 0; li < NLEVELS; li++) {
        if (li != level_index_o2() && !(b->cfg.levels & (1 << li)))
            continue;
        double cpu0 = cpu_ms();
        double t0 = now_ns();
        vj_status st = vj_translate_asm(wc->ctx[li], wl->text, wl->file, &blk[li]);
        b->first_ms[wvi][wi][li] = (now_ns() - t0) / 1e6;
        b->first_cpu_ms[wvi][wi][li] = cpu_ms() - cpu0;
        if (st != VJ_OK) {
            fail("%s: %s", wl->file, vj_last_error(wc->ctx[li]));
            goto out;
        }
    }
    vj_block *b2 = blk[level_index_o2()];
    if (vj_block_inst_count(b2) != wl->nprog) {
        fail("%s: %zu instructions translated, the baselines have %zu", wl->id,
             vj_block_inst_count(b2), wl->nprog);
        goto out;
    }
    wl->setup(init, b->cfg.seed + wi);
    vj_wave_copy(expect, init);
    vj_context *c2 = wc->ctx[level_index_o2()];
    if (vj_run(c2, blk[level_index_o2()], expect, VJ_ENGINE_REF) != VJ_OK) {
        fail("%s: the reference evaluator failed: %s", wl->id, vj_last_error(c2));
        goto out;
    }
    vj_wave_copy(work, init); /* the SGPR copy in regs comes from the input */
    vjb_regs_from_wave(&regs, work);
    if (regs.exec != (wc->wave == 64 ? ~0ull : 0xffffffffull)) {
        fail("%s: the hand-written kernels need every lane active", wl->id);
        goto out;
    }

    for (int e = 0; e < E_COUNT; e++) {
        result *res = &b->res[wvi][wi][e];
        runner r = {.w = work, .regs = &regs, .wl = wl};
        memset(res, 0, sizeof *res);
        if (e >= E_JIT0 && e <= E_JIT3 && !(b->cfg.levels & (1 << (e - E_JIT0)))) {
            snprintf(res->note, sizeof res->note, "not measured with --quick");
            continue;
        }
        point_runner(&r, b, wc, blk, wvi, wi, e);
        if (r.kind == RUN_ENTRY && !r.entry) {
            snprintf(res->note, sizeof res->note, "no JIT code to enter");
            progress(" %s(n/a)", engine_names[e]);
            continue;
        }
        /* Check once, from the initial state, before any timing. */
        vj_wave_copy(work, init);
        vj_status st = run_n(&r, 1);
        if (st == VJ_ERR_JIT && r.engine == VJ_ENGINE_JIT) {
            const char *why = vj_block_jit_failure(r.blk);
            snprintf(res->note, sizeof res->note, "JIT refused: %s",
                     why && *why ? why : vj_last_error(r.ctx));
            progress(" %s(n/a)", engine_names[e]);
            continue;
        }
        if (st != VJ_OK) {
            fail("%s wave%u %s: %s", wl->id, wc->wave, engine_names[e],
                 r.ctx ? vj_last_error(r.ctx) : vj_status_string(st));
            goto out;
        }
        if (r.kind == RUN_ENGINE && r.engine == VJ_ENGINE_JIT &&
            vj_block_last_engine(r.blk) != VJ_ENGINE_JIT) {
            snprintf(res->note, sizeof res->note, "ran on %s, not the JIT",
                     vj_engine_name(vj_block_last_engine(r.blk)));
            progress(" %s(n/a)", engine_names[e]);
            continue;
        }
        if (compare_waves(work, expect, msg, sizeof msg) != 0) {
            fail("%s (%s) wave%u: %s disagrees with the reference evaluator: %s", wl->id, wl->name,
                 wc->wave, engine_names[e], msg);
            goto out;
        }
        if (measure(b, &r, &work, (const vj_wave *const *)&init, b->iters[wi], res) != 0) {
            fail("%s wave%u %s: a timed run failed: %s", wl->id, wc->wave, engine_names[e],
                 r.ctx ? vj_last_error(r.ctx) : "?");
            goto out;
        }
        progress(" %s", engine_names[e]);
    }
    progress(" (%.1f s)\n", (now_ns() - t_line) / 1e9);
    rc = 0;
out:
    for (int li = 0; li < NLEVELS; li++)
        vj_block_free(blk[li]);
    vj_wave_free(init);
    vj_wave_free(expect);
    vj_wave_free(work);
    return rc;
}

/* A workload again: some engines in other conditions, checked against the
 * reference evaluator from the rerun's own inputs, then timed. */
typedef struct rerun {
    const char *label;     /* in progress lines and messages */
    const int *engines;    /* E_... */
    size_t nengines;
    int nw;                /* waves per call: >1 through vj_run_waves, 1 through vj_run */
    uint64_t exec;         /* exec of every wave (cut to the wave size); 0: the workload's */
    int res_batched;       /* results into b->bres (else b->hres) */
} rerun;

/* The fastest engines and both baselines again, on NBATCH waves at a time:
 * the engines through one vj_run_waves call, the baselines looping over the
 * same waves, each wave with its own data. This is how a simulator steps a
 * dispatch's waves through a block; it shows the work without vj_run's
 * per-call checks, which dominate a 2 ns block. */
static const int batched_engines[] = {E_PERBYTE, E_INTERP, E_JIT2, E_JIT3, E_HAND};
static const rerun batched_rerun = {"batched x16", batched_engines,
                                  sizeof batched_engines / sizeof batched_engines[0], NBATCH, 0,
                                  1};
_Static_assert(NBATCH == 16, "batched_rerun's label names NBATCH");

/* The engines again with half the lanes of exec off (HALF_EXEC): a VGPR
 * write then keeps the inactive lanes' old values, which the JIT's general
 * variant does by blending and the interpreter by a masked copy. The
 * per-byte emulator skips inactive lanes; the hand-written kernels assume
 * every lane active, so they have no column here. */
static const int half_engines[] = {E_PERBYTE, E_INTERP, E_JIT2, E_JIT3};
static const rerun half_rerun = {"half exec", half_engines,
                               sizeof half_engines / sizeof half_engines[0], 1, HALF_EXEC, 0};

static int bench_rerun(bench *b, wavectx *wc, int wvi, size_t wi, const rerun *p)
{
    const vjb_workload *wl = &vjb_workloads[wi];
    vj_wave *init[NBATCH] = {0}, *expect[NBATCH] = {0}, *work[NBATCH] = {0};
    vjb_regs regs[NBATCH];
    vj_block *blk[NLEVELS] = {0};
    char msg[256];
    int rc = -1;
    for (int k = 0; k < p->nw; k++) {
        init[k] = vj_wave_new(wc->wave);
        expect[k] = vj_wave_new(wc->wave);
        work[k] = vj_wave_new(wc->wave);
        if (!init[k] || !expect[k] || !work[k]) {
            fail("out of memory");
            goto out;
        }
    }
    progress("bench: wave%u %-4s %-12s", wc->wave, wl->id, p->label);
    for (int li = 0; li < NLEVELS; li++) {
        if (li != level_index_o2() && !(b->cfg.levels & (1 << li)))
            continue;
        /* a cache hit: the block bench_workload compiled */
        if (vj_translate_asm(wc->ctx[li], wl->text, wl->file, &blk[li]) != VJ_OK) {
            fail("%s: %s", wl->file, vj_last_error(wc->ctx[li]));
            goto out;
        }
    }
    vj_context *c2 = wc->ctx[level_index_o2()];
    for (int k = 0; k < p->nw; k++) {
        /* one wave: the main table's data; more: each its own */
        wl->setup(init[k], b->cfg.seed + wi + (p->nw > 1 ? 7919u * (uint64_t)(k + 1) : 0));
        if (p->exec)
            vj_wave_set_sreg(init[k], "exec",
                             wc->wave == 64 ? p->exec : p->exec & 0xffffffffull);
        vj_wave_copy(expect[k], init[k]);
        if (vj_run(c2, blk[level_index_o2()], expect[k], VJ_ENGINE_REF) != VJ_OK) {
            fail("%s: the reference evaluator failed: %s", wl->id, vj_last_error(c2));
            goto out;
        }
        vj_wave_copy(work[k], init[k]);
        vjb_regs_from_wave(&regs[k], work[k]);
    }
    long iters = b->iters[wi] / p->nw > 0 ? b->iters[wi] / p->nw : 1;
    for (size_t j = 0; j < p->nengines; j++) {
        int e = p->engines[j];
        result *res = p->res_batched ? &b->bres[wvi][wi][e] : &b->hres[wvi][wi][e];
        runner r = {.wl = wl};
        if (p->nw > 1) {
            r.nw = p->nw;
            r.ws = work;
            r.rs = regs;
        } else {
            r.w = work[0];
            r.regs = &regs[0];
        }
        memset(res, 0, sizeof *res);
        if ((e == E_JIT2 || e == E_JIT3) && !b->res[wvi][wi][e].measured) {
            memcpy(res->note, b->res[wvi][wi][e].note, sizeof res->note);
            continue;
        }
        point_runner(&r, b, wc, blk, wvi, wi, e);
        /* Check once, every wave, before any timing. */
        for (int k = 0; k < p->nw; k++)
            vj_wave_copy(work[k], init[k]);
        if (run_n(&r, 1) != VJ_OK) {
            fail("%s wave%u %s, %s: %s", wl->id, wc->wave, engine_names[e], p->label,
                 r.ctx ? vj_last_error(r.ctx) : "failed");
            goto out;
        }
        for (int k = 0; k < p->nw; k++)
            if (compare_waves(work[k], expect[k], msg, sizeof msg) != 0) {
                fail("%s (%s) wave%u: %s, %s, wave %d of %d, disagrees with the reference "
                     "evaluator: %s",
                     wl->id, wl->name, wc->wave, engine_names[e], p->label, k, p->nw, msg);
                goto out;
            }
        if (measure(b, &r, work, (const vj_wave *const *)init, iters, res) != 0) {
            fail("%s wave%u %s, %s: a timed run failed: %s", wl->id, wc->wave, engine_names[e],
                 p->label, r.ctx ? vj_last_error(r.ctx) : "?");
            goto out;
        }
        progress(" %s", engine_names[e]);
    }
    progress("\n");
    rc = 0;
out:
    for (int li = 0; li < NLEVELS; li++)
        vj_block_free(blk[li]);
    for (int k = 0; k < p->nw; k++) {
        vj_wave_free(init[k]);
        vj_wave_free(expect[k]);
        vj_wave_free(work[k]);
    }
    return rc;
}

/* ------------------------------------------------------ compile latency */

typedef struct code {
    uint8_t *bytes;
    size_t len;
    size_t last; /* offset of the last instruction */
} code;

static int assemble(vj_context *ctx, const vjb_workload *wl, code *c)
{
    if (vj_assemble(ctx, wl->text, wl->file, &c->bytes, &c->len) != VJ_OK) {
        fail("%s: %s", wl->file, vj_last_error(ctx));
        return -1;
    }
    c->last = 0;
    for (size_t off = 0; off < c->len;) {
        char text[128];
        size_t n = 0;
        if (vj_disassemble(ctx, c->bytes, c->len, off, text, sizeof text, &n) != VJ_OK || n == 0) {
            fail("%s: cannot walk the machine code: %s", wl->id, vj_last_error(ctx));
            return -1;
        }
        c->last = off;
        off += n;
    }
    return 0;
}

/* A distinct block of the same shape: the last instruction writes v(100+k).
 * VOP3 keeps VDST in bits 7:0 of the first dword on every target. */
static void make_variant(const code *c, uint8_t *out, int k)
{
    memcpy(out, c->bytes, c->len);
    out[c->last] = (uint8_t)(VARIANT_BASE + k);
}

/* Single compiles: translate then run once on the JIT, per block and level. */
static int bench_compile(bench *b, wavectx *wc, int wvi, code *codes)
{
    vj_wave *w = vj_wave_new(wc->wave);
    uint8_t buf[512];
    int rc = -1;
    if (!w)
        return -1;
    vj_wave_randomize(w, b->cfg.seed);
    double t_line = now_ns();
    progress("bench: wave%u compile latency", wc->wave);
    for (int li = 0; li < NLEVELS; li++) {
        vj_context *ctx = wc->ctx[li];
        if (!(b->cfg.levels & (1 << li)))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            /* Sample 0 is the workload's own first translation; the others
             * translate variants. vj_translate compiles (timed); one JIT run
             * afterwards (untimed) checks that the code serves. */
            double t[MAXREPS], cpu[MAXREPS];
            t[0] = b->first_ms[wvi][wi][li];
            cpu[0] = b->first_cpu_ms[wvi][wi][li];
            for (int k = 1; k < b->cfg.compile_reps; k++) {
                vj_block *blk = NULL;
                make_variant(&codes[wi], buf, k - 1);
                double cpu0 = cpu_ms();
                double t0 = now_ns();
                vj_status st = vj_translate(ctx, buf, codes[wi].len, &blk);
                double t1 = now_ns();
                if (st == VJ_OK)
                    st = vj_run(ctx, blk, w, VJ_ENGINE_JIT);
                vj_block_free(blk);
                if (st != VJ_OK) {
                    fail("compile %s O%d: %s", vjb_workloads[wi].id, jit_levels[li],
                         vj_last_error(ctx));
                    goto out;
                }
                t[k] = (t1 - t0) / 1e6;
                cpu[k] = cpu_ms() - cpu0;
            }
            b->compile_ms[wvi][wi][li] = median(t, b->cfg.compile_reps);
            b->compile_cpu_ms[wvi][wi][li] = median(cpu, b->cfg.compile_reps);
        }
        progress(" O%d", jit_levels[li]);
    }

    /* Batched: one vj_translate_batch of cfg.batch variants, cycling through
     * the workloads; per-block cost = the whole batch divided by its size. */
    progress(", batched");
    for (int li = 0; li < NLEVELS; li++) {
        vj_context *ctx = wc->ctx[li];
        size_t n = (size_t)b->cfg.batch;
        if (!(b->cfg.levels & (1 << li)))
            continue;
        uint8_t **cs = calloc(n, sizeof *cs);
        const uint8_t **ccs = calloc(n, sizeof *ccs);
        size_t *lens = calloc(n, sizeof *lens);
        vj_block **out = calloc(n, sizeof *out);
        int ok = cs && ccs && lens && out;
        for (size_t i = 0; ok && i < n; i++) {
            size_t wi = i % vjb_nworkloads;
            cs[i] = malloc(codes[wi].len);
            ok = cs[i] != NULL;
            if (ok) {
                make_variant(&codes[wi], cs[i], b->cfg.compile_reps + (int)(i / vjb_nworkloads));
                ccs[i] = cs[i];
                lens[i] = codes[wi].len;
            }
        }
        vj_status st = ok ? VJ_OK : VJ_ERR_NOMEM;
        double cpu0 = cpu_ms();
        double t0 = now_ns();
        if (st == VJ_OK)
            st = vj_translate_batch(ctx, ccs, lens, n, out);
        double t1 = now_ns(), cpu1 = cpu_ms();
        for (size_t i = 0; st == VJ_OK && i < n; i++)
            st = vj_run(ctx, out[i], w, VJ_ENGINE_JIT); /* untimed: the code serves */
        for (size_t i = 0; i < n; i++) {
            if (out)
                vj_block_free(out[i]);
            if (cs)
                free(cs[i]);
        }
        free(cs);
        free(ccs);
        free(lens);
        free(out);
        if (st != VJ_OK) {
            fail("batched compile O%d: %s", jit_levels[li], vj_last_error(ctx));
            goto out;
        }
        b->batch_ms[wvi][li] = (t1 - t0) / 1e6 / (double)n;
        b->batch_cpu_ms[wvi][li] = (cpu1 - cpu0) / (double)n;
        progress(" O%d", jit_levels[li]);
    }
    progress(" (%.1f s)\n", (now_ns() - t_line) / 1e9);
    rc = 0;
out:
    vj_wave_free(w);
    return rc;
}

/* Cache hits: translating bytes already in the cache, timed per call. */
static int bench_cache_hit(bench *b, vj_context *ctx, const code *c, int slot)
{
    int n = b->cfg.hit_calls;
    vj_block **blks = calloc((size_t)n, sizeof *blks);
    vj_block *first = NULL;
    double t[MAXREPS];
    int rc = -1;
    if (!blks)
        return -1;
    if (vj_translate(ctx, c->bytes, c->len, &first) != VJ_OK) {
        fail("cache-hit set-up: %s", vj_last_error(ctx));
        goto out;
    }
    vj_stats s0, s1;
    vj_get_stats(ctx, &s0);
    for (int rep = 0; rep < b->cfg.reps; rep++) {
        int bad = 0;
        double t0 = run_ns(b);
        for (int i = 0; i < n; i++)
            bad |= vj_translate(ctx, c->bytes, c->len, &blks[i]) != VJ_OK;
        double t1 = run_ns(b);
        for (int i = 0; i < n; i++) {
            vj_block_free(blks[i]);
            blks[i] = NULL;
        }
        if (bad) {
            fail("cache-hit translate: %s", vj_last_error(ctx));
            goto out;
        }
        t[rep] = (t1 - t0) / n;
    }
    vj_get_stats(ctx, &s1);
    b->hit_bytes[slot] = c->len;
    if (s1.hits - s0.hits != (uint64_t)n * (uint64_t)b->cfg.reps) {
        snprintf(b->hit_note, sizeof b->hit_note,
                 "only %llu of %llu lookups counted as cache hits",
                 (unsigned long long)(s1.hits - s0.hits),
                 (unsigned long long)n * (unsigned long long)b->cfg.reps);
    }
    b->hit_ns[slot] = median(t, b->cfg.reps);
    rc = 0;
out:
    vj_block_free(first);
    free(blks);
    return rc;
}

/* ---------------------------------------------------------------- derived */

static const result *res_of(const bench *b, int wvi, size_t wi, int e)
{
    return &b->res[wvi][wi][e];
}

static double ns_of(const bench *b, int wvi, size_t wi, int e)
{
    const result *r = res_of(b, wvi, wi, e);
    return r->measured ? r->ns : NAN;
}

/* The fastest measured JIT level of a workload, or -1. */
static int best_jit(const bench *b, int wvi, size_t wi)
{
    int best = -1;
    for (int li = 0; li < NLEVELS; li++) {
        double t = ns_of(b, wvi, wi, engine_of_level(li));
        if (!isnan(t) && (best < 0 || t < ns_of(b, wvi, wi, engine_of_level(best))))
            best = li;
    }
    return best;
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

/* What a compile costs for break-even: CPU time, the clock the executions
 * are timed by (the wall clock with --wall-clock). */
static double compile_cost(const bench *b, int wvi, size_t wi, int li)
{
    return b->cfg.wall_clock ? b->compile_ms[wvi][wi][li] : b->compile_cpu_ms[wvi][wi][li];
}

static double batch_cost(const bench *b, int wvi, int li)
{
    return b->cfg.wall_clock ? b->batch_ms[wvi][li] : b->batch_cpu_ms[wvi][li];
}

static size_t find_workload(const char *id)
{
    for (size_t i = 0; i < vjb_nworkloads; i++)
        if (strcmp(vjb_workloads[i].id, id) == 0)
            return i;
    return 0;
}

/* ------------------------------------------------------------------ output */

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

static int wave_on(const bench *b, int wvi)
{
    return b->cfg.wave_mask & (1 << wvi);
}

static void print_runs(const bench *b, FILE *f)
{
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        unsigned lanes = wave_sizes[wvi];
        fprintf(f,
                "\nwave%u: ns per block execution and per wave-instruction (median), "
                "lane-ops/s, ratios\n",
                lanes);
        fprintf(f, "%-19s %-10s %10s %9s %10s %9s %9s %9s\n", "workload", "engine", "ns/exec",
                "ns/w-inst", "Glane-op/s", "vs interp", "vs perbyte", "x ceiling");
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            double ti = ns_of(b, wvi, wi, E_INTERP), tp = ns_of(b, wvi, wi, E_PERBYTE);
            double th = ns_of(b, wvi, wi, E_HAND);
            for (int e = 0; e < E_COUNT; e++) {
                char label[40] = "", a[24], c[24], d[24], g[24], r1[24], r2[24], r3[24];
                if (e == 0)
                    snprintf(label, sizeof label, "%s %s", wl->id, wl->name);
                else if (e == 1)
                    snprintf(label, sizeof label, "  (%zu inst)", wl->nprog);
                const result *r = res_of(b, wvi, wi, e);
                char ename[32];
                snprintf(ename, sizeof ename, "%s%s%s", engine_names[e], e == E_HAND ? "/" : "",
                         e == E_HAND ? b->hand.isa : "");
                if (!r->measured) {
                    fprintf(f, "%-19s %-10s %10s  %s\n", label, ename, "n/a",
                            r->note[0] ? r->note : "not measured");
                    continue;
                }
                double t = r->ns;
                fmt_ns(a, sizeof a, t);
                fmt_ns(c, sizeof c, t / (double)wl->nprog);
                fmt_num(d, sizeof d, lanes * (double)wl->nprog / t, 3);
                snprintf(g, sizeof g, "%s", d);
                fmt_ratio(r1, sizeof r1, ti / t);
                fmt_ratio(r2, sizeof r2, tp / t);
                fmt_ratio(r3, sizeof r3, t / th);
                fprintf(f, "%-19s %-10s %10s %9s %10s %9s %9s %9s\n", label, ename, a, c, g, r1,
                        r2, r3);
            }
        }
    }
}

/* ns per execution in a rerun's table (b->bres, b->hres); NAN when not measured. */
static double rerun_ns(const result tab[NWAVES][MAXW][E_COUNT], int wvi, size_t wi, int e)
{
    const result *r = &tab[wvi][wi][e];
    return r->measured ? r->ns : NAN;
}

/* The faster JIT level (E_JIT2 or E_JIT3) in a rerun's table, or -1. */
static int rerun_best_jit(const result tab[NWAVES][MAXW][E_COUNT], int wvi, size_t wi)
{
    double t2 = rerun_ns(tab, wvi, wi, E_JIT2), t3 = rerun_ns(tab, wvi, wi, E_JIT3);
    if (isnan(t2) && isnan(t3))
        return -1;
    return isnan(t3) || (!isnan(t2) && t2 <= t3) ? E_JIT2 : E_JIT3;
}

static double bns_of(const bench *b, int wvi, size_t wi, int e)
{
    return rerun_ns(b->bres, wvi, wi, e);
}

static int best_batched_jit(const bench *b, int wvi, size_t wi)
{
    return rerun_best_jit(b->bres, wvi, wi);
}

static void print_batched(const bench *b, FILE *f)
{
    fprintf(f,
            "\nBatched: %d waves per call (vj_run_waves), each with its own data; the baselines "
            "loop over\nthe same waves. ns per wave-instruction (median), ratios as above\n",
            NBATCH);
    fprintf(f, "%-19s %-4s %9s %9s %9s %9s %9s %9s %9s %9s\n", "workload", "wave", "per-byte",
            "interp", "jit-O2", "jit-O3", "hand", "JIT/intp", "JIT/pbyte", "x ceiling");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            static const int cols[] = {E_PERBYTE, E_INTERP, E_JIT2, E_JIT3, E_HAND};
            char label[40], cell[5][24], r1[24], r2[24], r3[24];
            snprintf(label, sizeof label, "%s %s", wl->id, wl->name);
            for (int c = 0; c < 5; c++)
                fmt_ns(cell[c], sizeof cell[c], bns_of(b, wvi, wi, cols[c]) / (double)wl->nprog);
            int bj = best_batched_jit(b, wvi, wi);
            double tj = bj < 0 ? NAN : bns_of(b, wvi, wi, bj);
            fmt_ratio(r1, sizeof r1, bns_of(b, wvi, wi, E_INTERP) / tj);
            fmt_ratio(r2, sizeof r2, bns_of(b, wvi, wi, E_PERBYTE) / tj);
            fmt_ratio(r3, sizeof r3, tj / bns_of(b, wvi, wi, E_HAND));
            fprintf(f, "%-19s %-4u %9s %9s %9s %9s %9s %9s %9s %9s\n", label, wave_sizes[wvi],
                    cell[0], cell[1], cell[2], cell[3], cell[4], r1, r2, r3);
        }
    }
    fprintf(f, "(JIT/intp, JIT/pbyte: how many times faster the faster JIT level is than the\n"
               "interpreter and the per-byte emulator; x ceiling: its time over hand-written)\n");
}

static double hns_of(const bench *b, int wvi, size_t wi, int e)
{
    return rerun_ns(b->hres, wvi, wi, e);
}

static void print_half(const bench *b, FILE *f)
{
    fprintf(f,
            "\nHalf exec: every other lane active (exec 0x%016llx in wave64, its low half in "
            "wave32);\nthe hand-written kernels assume every lane active and are left out. "
            "ns per wave-instruction\n(median); JIT/intp, JIT/pbyte as above; x all lanes: "
            "the JIT's time over its time with\nevery lane active (the main table)\n",
            HALF_EXEC);
    fprintf(f, "%-19s %-4s %9s %9s %9s %9s %9s %9s %11s\n", "workload", "wave", "per-byte",
            "interp", "jit-O2", "jit-O3", "JIT/intp", "JIT/pbyte", "x all lanes");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            static const int cols[] = {E_PERBYTE, E_INTERP, E_JIT2, E_JIT3};
            char label[40], cell[4][24], r1[24], r2[24], r3[24];
            snprintf(label, sizeof label, "%s %s", wl->id, wl->name);
            for (int c = 0; c < 4; c++)
                fmt_ns(cell[c], sizeof cell[c], hns_of(b, wvi, wi, cols[c]) / (double)wl->nprog);
            int hj = rerun_best_jit(b->hres, wvi, wi);
            double tj = hj < 0 ? NAN : hns_of(b, wvi, wi, hj);
            fmt_ratio(r1, sizeof r1, hns_of(b, wvi, wi, E_INTERP) / tj);
            fmt_ratio(r2, sizeof r2, hns_of(b, wvi, wi, E_PERBYTE) / tj);
            fmt_ratio(r3, sizeof r3, hj < 0 ? NAN : tj / ns_of(b, wvi, wi, hj));
            fprintf(f, "%-19s %-4u %9s %9s %9s %9s %9s %9s %11s\n", label, wave_sizes[wvi],
                    cell[0], cell[1], cell[2], cell[3], r1, r2, r3);
        }
    }
}

static void print_compile(const bench *b, FILE *f)
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
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            char label[40], cell[NLEVELS][32];
            snprintf(label, sizeof label, "%s %s", vjb_workloads[wi].id, vjb_workloads[wi].name);
            for (int li = 0; li < NLEVELS; li++) {
                if (isnan(b->compile_ms[wvi][wi][li]))
                    snprintf(cell[li], sizeof cell[li], "n/a");
                else
                    snprintf(cell[li], sizeof cell[li], "%.2f [%.2f]", b->compile_ms[wvi][wi][li],
                             b->compile_cpu_ms[wvi][wi][li]);
            }
            fprintf(f, "%-19s %-6u %15s %15s %15s\n", label, wave_sizes[wvi], cell[0], cell[1],
                    cell[2]);
        }
        char bc[NLEVELS][32];
        for (int li = 0; li < NLEVELS; li++) {
            if (isnan(b->batch_ms[wvi][li]))
                snprintf(bc[li], sizeof bc[li], "n/a");
            else
                snprintf(bc[li], sizeof bc[li], "%.2f [%.2f]", b->batch_ms[wvi][li],
                         b->batch_cpu_ms[wvi][li]);
        }
        fprintf(f, "%-19s %-6u %15s %15s %15s\n", "batched, per block", wave_sizes[wvi], bc[0],
                bc[1], bc[2]);
    }
    fprintf(f, "(batched: one vj_translate_batch of %d blocks of the six shapes, divided by %d)\n",
            b->cfg.batch, b->cfg.batch);

    fprintf(f,
            "\nBreak-even: executions after which the JIT, its compile included, has "
            "beaten the interpreter\n(compile cost: %s, the clock of the executions)\n",
            b->cfg.wall_clock ? "wall time" : "CPU time");
    fprintf(f, "%-19s %-6s %10s %10s %10s %14s\n", "workload", "wave", "O0", "O2", "O3",
            "O2 batched");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            char label[40], cell[NLEVELS + 1][24];
            snprintf(label, sizeof label, "%s %s", vjb_workloads[wi].id, vjb_workloads[wi].name);
            double ti = ns_of(b, wvi, wi, E_INTERP);
            for (int li = 0; li < NLEVELS; li++)
                fmt_num(cell[li], sizeof cell[li],
                        break_even(compile_cost(b, wvi, wi, li), ti,
                                   ns_of(b, wvi, wi, engine_of_level(li))),
                        0);
            fmt_num(cell[NLEVELS], sizeof cell[NLEVELS],
                    break_even(batch_cost(b, wvi, 1), ti, ns_of(b, wvi, wi, E_JIT2)), 0);
            fprintf(f, "%-19s %-6u %10s %10s %10s %14s\n", label, wave_sizes[wvi], cell[0],
                    cell[1], cell[2], cell[3]);
        }
    }
}

static void print_cache(const bench *b, FILE *f)
{
    size_t w1 = find_workload("W1"), w4 = find_workload("W4c");
    fprintf(f,
            "\nCache-hit lookup (vj_translate of bytes already cached, median of %d x %d "
            "calls): %s (%zu bytes) %.1f ns, %s (%zu bytes) %.1f ns%s%s\n",
            b->cfg.reps, b->cfg.hit_calls, vjb_workloads[w1].id, b->hit_bytes[0], b->hit_ns[0],
            vjb_workloads[w4].id, b->hit_bytes[1], b->hit_ns[1], b->hit_note[0] ? "; " : "",
            b->hit_note);
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

static void print_acceptance(const bench *b, FILE *f)
{
    fprintf(f, "\nAcceptance figures, JIT = its fastest -O level on that block\n");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        unsigned lanes = wave_sizes[wvi];
        char what[96], how[32];
        size_t w1 = find_workload("W1"), w2 = find_workload("W2");
        int bj = best_jit(b, wvi, w1);
        double tj = bj < 0 ? NAN : ns_of(b, wvi, w1, engine_of_level(bj));
        snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : engine_names[engine_of_level(bj)]);
        /* Like for like: the JIT's code and the hand-written kernel, each
         * called directly; then what vj_run's checks add, for information. */
        char ehow[48];
        snprintf(ehow, sizeof ehow, "[%s code, entered directly]",
                 bj < 0 ? "no JIT" : engine_names[engine_of_level(bj)]);
        snprintf(what, sizeof what, "wave%u W1: JIT time / hand-written ceiling", lanes);
        accept_line(f, what, ns_of(b, wvi, w1, E_JITE) / ns_of(b, wvi, w1, E_HAND), "x", 1, 1.5,
                    ehow);
        fprintf(f, "  %-50s %9.2fx  (vj_run's checks and call: %+.2f ns a call)  %s\n",
                "  the same through vj_run, for information", tj / ns_of(b, wvi, w1, E_HAND),
                tj - ns_of(b, wvi, w1, E_JITE), how);
        snprintf(what, sizeof what, "wave%u W1: per-byte time / JIT time", lanes);
        accept_line(f, what, ns_of(b, wvi, w1, E_PERBYTE) / tj, "x", 0, 30, how);
        int bb = best_batched_jit(b, wvi, w1);
        snprintf(how, sizeof how, "[%s]", bb < 0 ? "no JIT" : engine_names[bb]);
        snprintf(what, sizeof what, "wave%u W1 batched x%d: JIT / hand-written", lanes, NBATCH);
        accept_line(f, what,
                    (bb < 0 ? NAN : bns_of(b, wvi, w1, bb)) / bns_of(b, wvi, w1, E_HAND), "x", 1,
                    1.5, how);
        bj = best_jit(b, wvi, w2);
        tj = bj < 0 ? NAN : ns_of(b, wvi, w2, engine_of_level(bj));
        snprintf(how, sizeof how, "[%s]", bj < 0 ? "no JIT" : engine_names[engine_of_level(bj)]);
        snprintf(what, sizeof what, "wave%u W2: per-byte time / JIT time", lanes);
        accept_line(f, what, ns_of(b, wvi, w2, E_PERBYTE) / tj, "x", 0, 5, how);
        snprintf(what, sizeof what, "wave%u W2: per-byte time / interp time", lanes);
        accept_line(f, what, ns_of(b, wvi, w2, E_PERBYTE) / ns_of(b, wvi, w2, E_INTERP), "x", 0, 5,
                    NULL);
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            if (strncmp(vjb_workloads[wi].id, "W4", 2) != 0)
                continue;
            bj = best_jit(b, wvi, wi);
            tj = bj < 0 ? NAN : ns_of(b, wvi, wi, engine_of_level(bj));
            snprintf(how, sizeof how, "[%s]",
                     bj < 0 ? "no JIT" : engine_names[engine_of_level(bj)]);
            snprintf(what, sizeof what, "wave%u %s %s: interp / JIT per w-inst", lanes,
                     vjb_workloads[wi].id, vjb_workloads[wi].name);
            accept_line(f, what, ns_of(b, wvi, wi, E_INTERP) / tj, "x", 0, 10, how);
        }
    }
    double hit = fmax(b->hit_ns[0], b->hit_ns[1]);
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

static void print_report(const bench *b, FILE *f)
{
    print_header(b, f);
    print_runs(b, f);
    print_batched(b, f);
    print_half(b, f);
    print_compile(b, f);
    print_cache(b, f);
    print_acceptance(b, f);
    fprintf(f, "\nTotal run time %.1f s.\n", b->seconds);
}

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
static void csv_row(FILE *f, const char *kind, const char *wl, unsigned wave, const char *eng,
                    const char *metric, double v, const char *unit)
{
    if (isnan(v))
        return;
    if (isinf(v))
        fprintf(f, "%s,%s,%u,%s,%s,inf,%s\n", kind, wl, wave, eng, metric, unit);
    else
        fprintf(f, "%s,%s,%u,%s,%s,%.6g,%s\n", kind, wl, wave, eng, metric, v, unit);
}

static int write_csv(const bench *b, const char *path)
{
    FILE *f = open_out(path);
    if (!f)
        return -1;
    fprintf(f, "kind,workload,wave,engine,metric,value,unit\n");
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        unsigned lanes = wave_sizes[wvi];
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            double ti = ns_of(b, wvi, wi, E_INTERP), tp = ns_of(b, wvi, wi, E_PERBYTE);
            double th = ns_of(b, wvi, wi, E_HAND);
            for (int e = 0; e < E_COUNT; e++) {
                const result *r = res_of(b, wvi, wi, e);
                if (!r->measured)
                    continue;
                const char *en = engine_names[e];
                double n = (double)wl->nprog;
                csv_row(f, "run", wl->id, lanes, en, "ns_per_exec", r->ns, "ns");
                csv_row(f, "run", wl->id, lanes, en, "ns_per_exec_min", r->ns_min, "ns");
                csv_row(f, "run", wl->id, lanes, en, "ns_per_exec_max", r->ns_max, "ns");
                csv_row(f, "run", wl->id, lanes, en, "ns_per_wave_inst", r->ns / n, "ns");
                csv_row(f, "run", wl->id, lanes, en, "lane_ops_per_s", lanes * n / r->ns * 1e9,
                        "1/s");
                csv_row(f, "run", wl->id, lanes, en, "speedup_vs_interp", ti / r->ns, "x");
                csv_row(f, "run", wl->id, lanes, en, "speedup_vs_perbyte", tp / r->ns, "x");
                csv_row(f, "run", wl->id, lanes, en, "time_vs_ceiling", r->ns / th, "x");
                csv_row(f, "run", wl->id, lanes, en, "executions_per_run", (double)b->iters[wi],
                        "1");
            }
            for (int e = 0; e < E_COUNT; e++) {
                const result *r = &b->bres[wvi][wi][e];
                if (!r->measured)
                    continue;
                const char *en = engine_names[e];
                double n = (double)wl->nprog;
                csv_row(f, "batched", wl->id, lanes, en, "ns_per_exec", r->ns, "ns");
                csv_row(f, "batched", wl->id, lanes, en, "ns_per_wave_inst", r->ns / n, "ns");
                csv_row(f, "batched", wl->id, lanes, en, "time_vs_ceiling",
                        r->ns / bns_of(b, wvi, wi, E_HAND), "x");
                csv_row(f, "batched", wl->id, lanes, en, "waves_per_call", NBATCH, "1");
            }
            for (int e = 0; e < E_COUNT; e++) {
                const result *r = &b->hres[wvi][wi][e];
                if (!r->measured)
                    continue;
                const char *en = engine_names[e];
                double n = (double)wl->nprog;
                csv_row(f, "half_exec", wl->id, lanes, en, "ns_per_exec", r->ns, "ns");
                csv_row(f, "half_exec", wl->id, lanes, en, "ns_per_wave_inst", r->ns / n, "ns");
                csv_row(f, "half_exec", wl->id, lanes, en, "speedup_vs_interp",
                        hns_of(b, wvi, wi, E_INTERP) / r->ns, "x");
                csv_row(f, "half_exec", wl->id, lanes, en, "time_vs_all_lanes",
                        r->ns / ns_of(b, wvi, wi, e), "x");
            }
            for (int li = 0; li < NLEVELS && b->jit; li++) {
                const char *en = engine_names[engine_of_level(li)];
                csv_row(f, "compile", wl->id, lanes, en, "ms_per_block",
                        b->compile_ms[wvi][wi][li], "ms");
                csv_row(f, "compile", wl->id, lanes, en, "cpu_ms_per_block",
                        b->compile_cpu_ms[wvi][wi][li], "ms");
                csv_row(f, "break_even", wl->id, lanes, en, "executions",
                        break_even(compile_cost(b, wvi, wi, li), ti,
                                   ns_of(b, wvi, wi, engine_of_level(li))),
                        "1");
            }
        }
        for (int li = 0; li < NLEVELS && b->jit; li++) {
            csv_row(f, "compile_batch", "all", lanes, engine_names[engine_of_level(li)],
                    "ms_per_block", b->batch_ms[wvi][li], "ms");
            csv_row(f, "compile_batch", "all", lanes, engine_names[engine_of_level(li)],
                    "cpu_ms_per_block", b->batch_cpu_ms[wvi][li], "ms");
        }
    }
    csv_row(f, "cache_hit", "W1", 64, "jit-O2", "ns_per_lookup", b->hit_ns[0], "ns");
    csv_row(f, "cache_hit", "W4c", 64, "jit-O2", "ns_per_lookup", b->hit_ns[1], "ns");
    return close_out(f, path);
}

static void json_num(FILE *f, double v)
{
    if (isnan(v))
        fputs("null", f);
    else if (isinf(v))
        fputs("\"never\"", f);
    else
        fprintf(f, "%.6g", v);
}

static int write_json(const bench *b, const char *path)
{
    FILE *f = open_out(path);
    if (!f)
        return -1;
    fprintf(f,
            "{\n  \"meta\": {\"version\": \"%s\", \"started_utc\": \"%s\", \"host\": \"%s\", "
            "\"target\": \"gfx1100\", \"jit\": %s, \"hand_isa\": \"%s\", \"reps\": %d, "
            "\"wave_insts_per_run\": %ld, \"quick\": %s, \"seconds\": %.1f, "
            "\"clock\": \"%s\", \"cores\": %ld, \"load_start\": %.2f, "
            "\"load_end\": %.2f},\n",
            vj_version(), b->started, b->cpu, b->jit ? "true" : "false", b->hand.isa, b->cfg.reps,
            b->cfg.wave_insts, b->cfg.quick ? "true" : "false", b->seconds,
            b->cfg.wall_clock ? "wall" : "thread-cpu", b->cores, b->load[0], b->load[1]);
    fprintf(f, "  \"runs\": [");
    const char *sep = "\n";
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        unsigned lanes = wave_sizes[wvi];
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            const vjb_workload *wl = &vjb_workloads[wi];
            double ti = ns_of(b, wvi, wi, E_INTERP), tp = ns_of(b, wvi, wi, E_PERBYTE);
            double th = ns_of(b, wvi, wi, E_HAND);
            for (int e = 0; e < E_COUNT; e++) {
                const result *r = res_of(b, wvi, wi, e);
                double t = r->measured ? r->ns : NAN, n = (double)wl->nprog;
                fprintf(f,
                        "%s    {\"workload\": \"%s\", \"name\": \"%s\", \"wave\": %u, "
                        "\"engine\": \"%s\", \"insts\": %zu, \"executions_per_run\": %ld, "
                        "\"ns_per_exec\": ",
                        sep, wl->id, wl->name, lanes, engine_names[e], wl->nprog, b->iters[wi]);
                json_num(f, t);
                fputs(", \"ns_per_wave_inst\": ", f);
                json_num(f, t / n);
                fputs(", \"lane_ops_per_s\": ", f);
                json_num(f, lanes * n / t * 1e9);
                fputs(", \"speedup_vs_interp\": ", f);
                json_num(f, ti / t);
                fputs(", \"speedup_vs_perbyte\": ", f);
                json_num(f, tp / t);
                fputs(", \"time_vs_ceiling\": ", f);
                json_num(f, t / th);
                fputs("}", f);
                sep = ",\n";
            }
        }
    }
    fprintf(f, "\n  ],\n  \"batched\": [");
    sep = "\n";
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            for (int e = 0; e < E_COUNT; e++) {
                const result *r = &b->bres[wvi][wi][e];
                if (!r->measured)
                    continue;
                fprintf(f,
                        "%s    {\"workload\": \"%s\", \"wave\": %u, \"engine\": \"%s\", "
                        "\"waves_per_call\": %d, \"ns_per_wave_inst\": ",
                        sep, vjb_workloads[wi].id, wave_sizes[wvi], engine_names[e], NBATCH);
                json_num(f, r->ns / (double)vjb_workloads[wi].nprog);
                fputs(", \"time_vs_ceiling\": ", f);
                json_num(f, r->ns / bns_of(b, wvi, wi, E_HAND));
                fputs("}", f);
                sep = ",\n";
            }
    }
    fprintf(f, "\n  ],\n  \"half_exec\": [");
    sep = "\n";
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            for (int e = 0; e < E_COUNT; e++) {
                const result *r = &b->hres[wvi][wi][e];
                if (!r->measured)
                    continue;
                fprintf(f,
                        "%s    {\"workload\": \"%s\", \"wave\": %u, \"engine\": \"%s\", "
                        "\"exec\": \"0x%llx\", \"ns_per_wave_inst\": ",
                        sep, vjb_workloads[wi].id, wave_sizes[wvi], engine_names[e],
                        wave_sizes[wvi] == 64 ? HALF_EXEC : HALF_EXEC & 0xffffffffull);
                json_num(f, r->ns / (double)vjb_workloads[wi].nprog);
                fputs(", \"time_vs_all_lanes\": ", f);
                json_num(f, r->ns / ns_of(b, wvi, wi, e));
                fputs("}", f);
                sep = ",\n";
            }
    }
    fprintf(f, "\n  ],\n  \"compile\": [");
    sep = "\n";
    for (int wvi = 0; wvi < NWAVES && b->jit; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            for (int li = 0; li < NLEVELS; li++) {
                fprintf(f,
                        "%s    {\"workload\": \"%s\", \"wave\": %u, \"opt\": %d, "
                        "\"ms_per_block\": ",
                        sep, vjb_workloads[wi].id, wave_sizes[wvi], jit_levels[li]);
                json_num(f, b->compile_ms[wvi][wi][li]);
                fputs(", \"cpu_ms\": ", f);
                json_num(f, b->compile_cpu_ms[wvi][wi][li]);
                fputs(", \"break_even_executions\": ", f);
                json_num(f, break_even(compile_cost(b, wvi, wi, li), ns_of(b, wvi, wi, E_INTERP),
                                       ns_of(b, wvi, wi, engine_of_level(li))));
                fputs("}", f);
                sep = ",\n";
            }
        for (int li = 0; li < NLEVELS; li++) {
            fprintf(f,
                    "%s    {\"workload\": \"batch\", \"wave\": %u, \"opt\": %d, "
                    "\"batch\": %d, \"ms_per_block\": ",
                    sep, wave_sizes[wvi], jit_levels[li], b->cfg.batch);
            json_num(f, b->batch_ms[wvi][li]);
            fputs(", \"cpu_ms\": ", f);
            json_num(f, b->batch_cpu_ms[wvi][li]);
            fputs("}", f);
        }
    }
    fprintf(f, "\n  ],\n  \"cache_hit_ns\": {\"W1\": ");
    json_num(f, b->hit_ns[0]);
    fprintf(f, ", \"W4c\": ");
    json_num(f, b->hit_ns[1]);
    fprintf(f, "}\n}\n");
    return close_out(f, path);
}

/* gnuplot data: per wave one block (two blank lines apart) of rows
 * "workload ns-per-wave-inst for each engine", '?' where not measured. */
static int write_plot(const bench *b, const char *path)
{
    FILE *f = open_out(path);
    if (!f)
        return -1;
    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        fprintf(f, "# wave%u: ns per wave-instruction\nworkload", wave_sizes[wvi]);
        for (int e = 0; e < E_COUNT; e++)
            fprintf(f, " %s", e == E_HAND ? "hand-written" : engine_names[e]);
        fputc('\n', f);
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            fprintf(f, "\"%s %s\"", vjb_workloads[wi].id, vjb_workloads[wi].name);
            for (int e = 0; e < E_COUNT; e++) {
                double t = ns_of(b, wvi, wi, e);
                if (isnan(t))
                    fputs(" ?", f);
                else
                    fprintf(f, " %.4g", t / (double)vjb_workloads[wi].nprog);
            }
            fputc('\n', f);
        }
        fputs("\n\n", f);
    }
    return close_out(f, path);
}

/* ------------------------------------------------------------------- main */

static void usage(FILE *f)
{
    fprintf(
        f, "Usage: vop3jit bench [OPTION]...\n"
           "Benchmark the reference evaluator, the interpreter and the JIT (-O0, -O2, -O3)\n"
           "against a per-byte C emulator and hand-written kernels, on W1-W4 for wave64\n"
           "and wave32; then the same with 16 waves a call, and with half the lanes of exec\n"
           "off; also JIT compile latency, cache-hit lookup time and break-even.\n"
           "The table goes to stdout, progress to stderr.\n\n"
           "  -q, --quick          a short run (under 15 s): fewer and shorter runs\n"
           "      --csv FILE       also write every figure as CSV\n"
           "      --json FILE      also write every figure as JSON\n"
           "      --plot-data FILE also write ns per wave-instruction for gnuplot\n"
           "      --wave N         only wave N (32 or 64)\n"
           "      --reps N         timed runs per figure (median taken; default 7, quick 3)\n"
           "      --insts N        wave-instructions per timed run (default 100000, quick 10000)\n"
           "      --seed N         seed of the input data (default 1)\n"
           "      --jit off        no JIT at all: the interpreter, reference and baselines\n"
           "                       (the JIT figures compile at translation, as --jit eager;\n"
           "                       --trace measures each policy end to end)\n"
           "      --trace          the end-to-end trace instead (--trace --help)\n"
           "      --compile        compile cost and code speed per -O level instead\n"
           "                       (--compile --help)\n"
           "      --wall-clock     time executions by the wall clock (default: the\n"
           "                       thread's CPU time, which other load disturbs less)\n"
           "  -h, --help           display this help and exit\n");
}

static void read_cpu(char *buf, size_t size)
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
static double read_load(void)
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
    double t_start = now_ns();
    time_t now = time(NULL);
    strftime(b->started, sizeof b->started, "%Y-%m-%d %H:%M", gmtime(&now));
    read_cpu(b->cpu, sizeof b->cpu);
    b->cores = sysconf(_SC_NPROCESSORS_ONLN);
    b->load[0] = read_load();
    b->jit = vj_jit_available() && !b->cfg.no_jit;
    vjb_hand_select(&b->hand, VJB_ISA_BEST);
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
    progress("bench: %s, %d runs of %ld wave-instructions per figure; hand-written: %s; "
             "JIT: %s\n",
             b->cfg.quick ? "quick" : "full", b->cfg.reps, b->cfg.wave_insts, b->hand.isa,
             b->jit ? "yes" : "not built");

    for (int wvi = 0; wvi < NWAVES; wvi++) {
        if (!wave_on(b, wvi))
            continue;
        wavectx *wc = &wcs[wvi];
        wc->wave = wave_sizes[wvi];
        for (int li = 0; li < NLEVELS; li++) {
            vj_options o;
            vj_status st;
            vj_options_init(&o);
            o.target = VJ_GFX1100;
            o.wave_size = wc->wave;
            o.jit_opt_level = jit_levels[li];
            /* The compile figures are those of a translation. */
            o.jit = b->jit ? VJ_JIT_EAGER : VJ_JIT_OFF;
            wc->ctx[li] = vj_context_new(&o, &st);
            if (!wc->ctx[li]) {
                fail("vj_context_new: %s", vj_status_string(st));
                goto out;
            }
        }
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            if (bench_workload(b, wc, wvi, wi) != 0)
                goto out;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            if (bench_rerun(b, wc, wvi, wi, &batched_rerun) != 0)
                goto out;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++)
            if (bench_rerun(b, wc, wvi, wi, &half_rerun) != 0)
                goto out;
        if (b->jit) {
            for (size_t wi = 0; wi < vjb_nworkloads; wi++)
                if (!codes[wi].bytes && assemble(wc->ctx[0], &vjb_workloads[wi], &codes[wi]) != 0)
                    goto out;
            if (bench_compile(b, wc, wvi, codes) != 0)
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
        size_t ids[2] = {find_workload("W1"), find_workload("W4c")};
        progress("bench: cache-hit lookup\n");
        for (int i = 0; ctx && i < 2; i++) {
            if (!codes[ids[i]].bytes &&
                assemble(ctx, &vjb_workloads[ids[i]], &codes[ids[i]]) != 0) {
                vj_context_free(ctx);
                goto out;
            }
            if (bench_cache_hit(b, ctx, &codes[ids[i]], i) != 0) {
                vj_context_free(ctx);
                goto out;
            }
        }
        vj_context_free(ctx);
    }

    b->seconds = (now_ns() - t_start) / 1e9;
    b->load[1] = read_load();
    print_report(b, stdout);
    fflush(stdout);
    rc = 0;
    if (b->cfg.csv && write_csv(b, b->cfg.csv) != 0)
        rc = 1;
    if (b->cfg.json && write_json(b, b->cfg.json) != 0)
        rc = 1;
    if (b->cfg.plot && write_plot(b, b->cfg.plot) != 0)
        rc = 1;
out:
    for (int wvi = 0; wvi < NWAVES; wvi++)
        for (int li = 0; li < NLEVELS; li++)
            vj_context_free(wcs[wvi].ctx[li]);
    for (size_t wi = 0; wi < MAXW; wi++)
        vj_free(codes[wi].bytes);
    free(b);
    return rc;
}
