/* runs: the clocks, and running the workloads: every engine and baseline
 * checked against the reference evaluator on the same data, then timed side
 * by side; again NBATCH waves a call, and with half the lanes active. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "driver.h"

const char *const vjb_engine_names[E_COUNT] = {
    "reference", "per-byte", "interp", "jit-O0", "jit-O2", "jit-O3", "jit-entry", "hand",
};
const int vjb_jit_levels[NLEVELS] = {0, 2, 3};
const unsigned vjb_wave_sizes[NWAVES] = {64, 32};
_Static_assert(LEVEL_O2 < NLEVELS, "LEVEL_O2 indexes vjb_jit_levels");

/* ---------------------------------------------------------------- clocks */

static double clock_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Wall time: for compiles (libgccjit runs the assembler and linker as child
 * processes, which the thread's CPU time would miss) and the total. */
double vjb_now_ns(void)
{
    return clock_ns(CLOCK_MONOTONIC);
}

/* The clock of execution timings: by default the thread's CPU time, so that
 * time the thread spends preempted by other work on the machine is not
 * counted; --wall-clock picks the monotonic clock instead. */
double vjb_run_ns(const bench *b)
{
    return clock_ns(b->cfg.wall_clock ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID);
}

/* CPU time spent compiling: this thread's, plus that of the child processes
 * libgccjit runs (assembler, linker), which are waited for. Unlike the wall
 * clock it does not grow when other work shares the machine. */
double vjb_cpu_ms(void)
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

void vjb_progress(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fflush(stderr);
}

void vjb_fail(const char *fmt, ...)
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

double vjb_median(double *v, int n)
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
 * vjb_median ns per execution of the block on one wave. */
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
        double t0 = vjb_run_ns(b);
        vj_status st = run_n(r, iters);
        double t1 = vjb_run_ns(b);
        if (st != VJ_OK)
            return -1;
        t[rep] = (t1 - t0) / (double)iters / nw;
    }
    out->measured = 1;
    out->ns = vjb_median(t, b->cfg.reps);
    out->ns_min = t[0];
    out->ns_max = t[b->cfg.reps - 1];
    return 0;
}

/* ------------------------------------------------------- one workload */

/* The JIT level measured fastest so far on a workload (b->res), or -1: the
 * code that E_JITE enters. */
static int best_jit(const bench *b, int wvi, size_t wi)
{
    int best = -1;
    for (int li = 0; li < NLEVELS; li++) {
        const result *r = &b->res[wvi][wi][vjb_engine_of_level(li)];
        if (r->measured &&
            (best < 0 || r->ns < b->res[wvi][wi][vjb_engine_of_level(best)].ns))
            best = li;
    }
    return best;
}

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
        r->ctx = wc->ctx[LEVEL_O2];
        r->blk = blk[LEVEL_O2];
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
int vjb_bench_workload(bench *b, wavectx *wc, int wvi, size_t wi)
{
    const vjb_workload *wl = &vjb_workloads[wi];
    int rc = -1;
    vj_block *blk[NLEVELS] = {0};
    vj_wave *init = vj_wave_new(wc->wave), *expect = vj_wave_new(wc->wave);
    vj_wave *work = vj_wave_new(wc->wave);
    vjb_regs regs;
    char msg[256];
    if (!init || !expect || !work) {
        vjb_fail("out of memory");
        goto out;
    }
    double t_line = vjb_now_ns();
    vjb_progress("bench: wave%u %-4s %-15s", wc->wave, wl->id, wl->name);
    /* The first translation of a block is a cold compile: it is the first
     * sample of the compile latency (vjb_bench_compile adds more). */
    for (int li = 0; li < NLEVELS; li++) {
        if (li != LEVEL_O2 && !(b->cfg.levels & (1 << li)))
            continue;
        double cpu0 = vjb_cpu_ms();
        double t0 = vjb_now_ns();
        vj_status st =
            vj_translate_asm(wc->ctx[li], vjb_text(wl, wc->ctx[li]), wl->file, &blk[li]);
        b->first_ms[wvi][wi][li] = (vjb_now_ns() - t0) / 1e6;
        b->first_cpu_ms[wvi][wi][li] = vjb_cpu_ms() - cpu0;
        if (st != VJ_OK) {
            vjb_fail("%s: %s", wl->file, vj_last_error(wc->ctx[li]));
            goto out;
        }
    }
    vj_block *b2 = blk[LEVEL_O2];
    if (vj_block_inst_count(b2) != wl->nprog) {
        vjb_fail("%s: %zu instructions translated, the baselines have %zu", wl->id,
             vj_block_inst_count(b2), wl->nprog);
        goto out;
    }
    wl->setup(init, b->cfg.seed + wi);
    vj_wave_copy(expect, init);
    vj_context *c2 = wc->ctx[LEVEL_O2];
    if (vj_run(c2, blk[LEVEL_O2], expect, VJ_ENGINE_REF) != VJ_OK) {
        vjb_fail("%s: the reference evaluator failed: %s", wl->id, vj_last_error(c2));
        goto out;
    }
    vj_wave_copy(work, init); /* the SGPR copy in regs comes from the input */
    vjb_regs_from_wave(&regs, work);
    if (regs.exec != (wc->wave == 64 ? ~0ull : 0xffffffffull)) {
        vjb_fail("%s: the hand-written kernels need every lane active", wl->id);
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
        if (e == E_PERBYTE && !wl->prog) {
            snprintf(res->note, sizeof res->note, "no per-byte form (W5, W6 and their twins)");
            vjb_progress(" %s(n/a)", vjb_engine_names[e]);
            continue;
        }
        point_runner(&r, b, wc, blk, wvi, wi, e);
        if (r.kind == RUN_ENTRY && !r.entry) {
            snprintf(res->note, sizeof res->note, "no JIT code to enter");
            vjb_progress(" %s(n/a)", vjb_engine_names[e]);
            continue;
        }
        /* Check once, from the initial state, before any timing. */
        vj_wave_copy(work, init);
        vj_status st = run_n(&r, 1);
        if (r.kind == RUN_HAND || r.kind == RUN_PERBYTE)
            vjb_regs_to_wave(&regs, work);
        if (st == VJ_ERR_JIT && r.engine == VJ_ENGINE_JIT) {
            const char *why = vj_block_jit_failure(r.blk);
            snprintf(res->note, sizeof res->note, "JIT refused: %s",
                     why && *why ? why : vj_last_error(r.ctx));
            vjb_progress(" %s(n/a)", vjb_engine_names[e]);
            continue;
        }
        if (st != VJ_OK) {
            vjb_fail("%s wave%u %s: %s", wl->id, wc->wave, vjb_engine_names[e],
                 r.ctx ? vj_last_error(r.ctx) : vj_status_string(st));
            goto out;
        }
        if (r.kind == RUN_ENGINE && r.engine == VJ_ENGINE_JIT &&
            vj_block_last_engine(r.blk) != VJ_ENGINE_JIT) {
            snprintf(res->note, sizeof res->note, "ran on %s, not the JIT",
                     vj_engine_name(vj_block_last_engine(r.blk)));
            vjb_progress(" %s(n/a)", vjb_engine_names[e]);
            continue;
        }
        if (compare_waves(work, expect, msg, sizeof msg) != 0) {
            vjb_fail("%s (%s) wave%u: %s disagrees with the reference evaluator: %s", wl->id, wl->name,
                 wc->wave, vjb_engine_names[e], msg);
            goto out;
        }
        if (measure(b, &r, &work, (const vj_wave *const *)&init, b->iters[wi], res) != 0) {
            vjb_fail("%s wave%u %s: a timed run failed: %s", wl->id, wc->wave, vjb_engine_names[e],
                 r.ctx ? vj_last_error(r.ctx) : "?");
            goto out;
        }
        vjb_progress(" %s", vjb_engine_names[e]);
    }
    vjb_progress(" (%.1f s)\n", (vjb_now_ns() - t_line) / 1e9);
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
    const char *label;     /* in vjb_progress lines and messages */
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
            vjb_fail("out of memory");
            goto out;
        }
    }
    vjb_progress("bench: wave%u %-4s %-12s", wc->wave, wl->id, p->label);
    for (int li = 0; li < NLEVELS; li++) {
        if (li != LEVEL_O2 && !(b->cfg.levels & (1 << li)))
            continue;
        /* a cache hit: the block vjb_bench_workload compiled */
        const char *text = vjb_text(wl, wc->ctx[li]);
        if (vj_translate_asm(wc->ctx[li], text, wl->file, &blk[li]) != VJ_OK) {
            vjb_fail("%s: %s", wl->file, vj_last_error(wc->ctx[li]));
            goto out;
        }
    }
    vj_context *c2 = wc->ctx[LEVEL_O2];
    for (int k = 0; k < p->nw; k++) {
        /* one wave: the main table's data; more: each its own */
        wl->setup(init[k], b->cfg.seed + wi + (p->nw > 1 ? 7919u * (uint64_t)(k + 1) : 0));
        if (p->exec)
            vj_wave_set_sreg(init[k], "exec",
                             wc->wave == 64 ? p->exec : p->exec & 0xffffffffull);
        vj_wave_copy(expect[k], init[k]);
        if (vj_run(c2, blk[LEVEL_O2], expect[k], VJ_ENGINE_REF) != VJ_OK) {
            vjb_fail("%s: the reference evaluator failed: %s", wl->id, vj_last_error(c2));
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
        if (((e == E_JIT2 || e == E_JIT3) || (e == E_PERBYTE && !wl->prog)) &&
            !b->res[wvi][wi][e].measured) {
            memcpy(res->note, b->res[wvi][wi][e].note, sizeof res->note);
            continue;
        }
        point_runner(&r, b, wc, blk, wvi, wi, e);
        /* Check once, every wave, before any timing. */
        for (int k = 0; k < p->nw; k++)
            vj_wave_copy(work[k], init[k]);
        if (run_n(&r, 1) != VJ_OK) {
            vjb_fail("%s wave%u %s, %s: %s", wl->id, wc->wave, vjb_engine_names[e], p->label,
                 r.ctx ? vj_last_error(r.ctx) : "failed");
            goto out;
        }
        for (int k = 0; (r.kind == RUN_HAND || r.kind == RUN_PERBYTE) && k < p->nw; k++)
            vjb_regs_to_wave(&regs[k], work[k]);
        for (int k = 0; k < p->nw; k++)
            if (compare_waves(work[k], expect[k], msg, sizeof msg) != 0) {
                vjb_fail("%s (%s) wave%u: %s, %s, wave %d of %d, disagrees with the reference "
                     "evaluator: %s",
                     wl->id, wl->name, wc->wave, vjb_engine_names[e], p->label, k, p->nw, msg);
                goto out;
            }
        if (measure(b, &r, work, (const vj_wave *const *)init, iters, res) != 0) {
            vjb_fail("%s wave%u %s, %s: a timed run failed: %s", wl->id, wc->wave, vjb_engine_names[e],
                 p->label, r.ctx ? vj_last_error(r.ctx) : "?");
            goto out;
        }
        vjb_progress(" %s", vjb_engine_names[e]);
    }
    vjb_progress("\n");
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

int vjb_bench_batched(bench *b, wavectx *wc, int wvi, size_t wi)
{
    return bench_rerun(b, wc, wvi, wi, &batched_rerun);
}

int vjb_bench_half(bench *b, wavectx *wc, int wvi, size_t wi)
{
    return bench_rerun(b, wc, wvi, wi, &half_rerun);
}
