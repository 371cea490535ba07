/* tier: the compile queue and its worker threads (tier.h). The queue holds
 * a reference to each block, so blocks, their code and the context may be
 * freed in any order; a block's code is published only complete, with a
 * release store of its function pointer that vj_run reads with one load.
 * Nothing here runs a block or decides the policy: translate.c and run.c do. */
#include "config.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "jit/jit.h"
#include "runtime/disk.h"
#include "runtime/tier.h"
#include "util/sys.h"

/* The figures the tiered policy is tuned with, measured by `vop3jit bench
 * --compile` on the real blocks at the default level (docs/performance.md,
 * "Compile cost"): a compile's fixed cost (driver, assembler, loading) in
 * ms, its cost per instruction in ms, and what the code saves over the
 * interpreter per instruction and run of a wave32 block in ns (a wave64
 * block saves twice that). */
#define TIER_FIXED_MS 8.1 /* 21:40 UTC 2026-12-05, load 2.4: 8.12 ms CPU */
/* per instruction: 5.24 ms a block of 12.9 instructions at batch 32, less
 * the batch's share of the fixed cost, in the same run (one copy of each
 * block's code, blends at the chunk's end) */
#define TIER_INST_MS 0.39
#define TIER_SAVE_NS 21.0  /* interp 48,608 ns, JIT 2,462 ns for 2,193 instructions */

/* Most blocks in one compile. Batching shares the fixed cost, but every
 * block of a batch waits for all of it. A block asked for now (eager
 * translation, VJ_ENGINE_JIT) has its caller waiting for the whole set
 * anyway: batch those widely. Hot blocks are taken as they are queued:
 * those that got hot while the last compile ran go together (so batches
 * grow with the rate blocks get hot), up to TIER_HOT_BATCH, the hottest,
 * queued first, in the first batch. */
#define TIER_BATCH 32
#define TIER_HOT_BATCH 16

/* Break-even: the compile (its share of the fixed cost in a hot batch of 4,
 * the smallest the queue makes under load, and its own cost per
 * instruction) against what each run of the code saves; ski rental's rule,
 * compile when the runs so far have cost as much as the compile. The
 * compile is charged at 1/TIER_BACKGROUND of its CPU time: it runs on a
 * worker thread, in a helper at nice 5, on a core the calling thread does
 * not use. Charged in full, a 13-instruction wave32 block waits for some
 * 50,000 runs, and the trace at 10^6 executions compiled 4 blocks and ran
 * in 0.87-0.90x the interpreter's time; at 1,000 runs for every block, 44
 * blocks and 0.49-0.53x (docs/performance.md). */
#define TIER_BACKGROUND 32.0
unsigned vj_tier_threshold(size_t insts, unsigned wave_size)
{
    double n = insts ? (double)insts : 1.0;
    double cost_ms = (TIER_FIXED_MS / 4 + TIER_INST_MS * n) / TIER_BACKGROUND;
    double save_ms = TIER_SAVE_NS * 1e-6 * n * (wave_size == 64 ? 2 : 1);
    double runs = cost_ms / save_ms;
    return runs < 16 ? 16 : runs > 1e6 ? 1000000u : (unsigned)(runs + 0.5);
}

struct vj_tier {
    pthread_mutex_t lock;
    pthread_cond_t work;     /* a block was queued, or stop */
    pthread_cond_t done;     /* a compile ended */
    struct vj_block **q;     /* ring of queued blocks (a reference each) */
    size_t head, len, cap;
    size_t urgent;           /* the first this many blocks were queued urgent */
    unsigned busy;           /* blocks being compiled now */
    unsigned threads, idle, max_threads;
    pthread_t *tid;
    int stop;
    int cancel[2];           /* written at stop: a helper's wait ends at once */
};

static unsigned default_workers(void)
{
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n >= 4 ? (unsigned)(n / 2) : 1;
}

vj_status vj_tier_new(vj_context *ctx)
{
    struct vj_tier *t = calloc(1, sizeof *t);
    if (!t)
        return VJ_ERR_NOMEM;
    t->max_threads = ctx->opts.jit_workers ? ctx->opts.jit_workers : default_workers();
    t->tid = calloc(t->max_threads, sizeof *t->tid);
    if (!t->tid || pipe2(t->cancel, O_CLOEXEC) != 0) {
        free(t->tid);
        free(t);
        return VJ_ERR_NOMEM;
    }
    pthread_mutex_init(&t->lock, NULL);
    pthread_cond_init(&t->work, NULL);
    pthread_cond_init(&t->done, NULL);
    ctx->tier = t;
    return VJ_OK;
}

/* Store what a compile gave b, then mark it done (release: whoever sees
 * the state, or the function, sees the rest). */
static void publish(struct vj_block *b, vj_jit_out *o)
{
    if (o->fn) {
        b->jit_code = o->code; /* the block's reference */
        b->jit_failure[0] = '\0';
        __atomic_store_n(&b->jit_fn, o->fn, __ATOMIC_RELEASE);
    } else {
        snprintf(b->jit_failure, sizeof b->jit_failure, "%s",
                 o->why[0] ? o->why : "compile failed");
    }
    __atomic_store_n(&b->jit_state, VJ_BLOCK_JIT_DONE, __ATOMIC_RELEASE);
}

static void note_compile(vj_context *ctx, const vj_jit_report *rep, unsigned ok,
                         unsigned refused)
{
    pthread_mutex_lock(&ctx->lock);
    ctx->stats.compiles += rep->compiles;
    ctx->stats.compile_failures += rep->failed;
    ctx->stats.compile_seconds += rep->seconds;
    ctx->stats.compiled_blocks += ok;
    ctx->stats.jit_failures += refused;
    pthread_mutex_unlock(&ctx->lock);
}

struct batch {
    vj_context *ctx;
    struct vj_block **blocks;
};

/* The worker's sink: what a helper built goes to the disk cache too. */
static void store_built(void *arg, const char *path, const size_t *which, size_t m)
{
    struct batch *b = arg;
    vj_disk_store(b->ctx, b->blocks, path, which, m);
}

/* Compile one batch taken from the queue (the lock is not held). */
static void compile_batch(vj_context *ctx, struct vj_jit_worker *w, struct vj_block **bs,
                          size_t n)
{
    struct batch batch = {ctx, bs};
    vj_jit_sink sink = {store_built, &batch};
    vj_jit_worker_set_sink(w, ctx->disk ? &sink : NULL);
    const vj_ir_block *irs[TIER_BATCH] = {0};
    vj_jit_out out[TIER_BATCH];
    char why[VJ_ERRMSG_SIZE] = "";
    vj_status st = w ? VJ_OK : VJ_ERR_NOMEM;
    for (size_t i = 0; i < n; i++) {
        /* (a block whose code was on disk has no IR until it is needed,
         * and is queued only if that code could not be loaded) */
        if (st == VJ_OK)
            st = vj_block_ir(bs[i], why, sizeof why);
        irs[i] = &bs[i]->ir;
    }
    vj_jit_report rep = {0};
    if (st == VJ_OK)
        st = vj_jit_worker_compile(w, irs, n, out, &rep, ctx->tier->cancel[0]);
    unsigned ok = 0;
    for (size_t i = 0; i < n; i++) {
        if (st != VJ_OK) {
            memset(&out[i], 0, sizeof out[i]);
            if (why[0]) /* a deferred IR that could not be built says why */
                snprintf(out[i].why, sizeof out[i].why, "JIT compile could not start: %.160s", why);
            else
                snprintf(out[i].why, sizeof out[i].why, "JIT compile could not start (%s)",
                         vj_status_string(st));
        }
        ok += out[i].fn != NULL;
        publish(bs[i], &out[i]);
        vj_block_release(bs[i]); /* the queue's reference */
    }
    note_compile(ctx, &rep, ok, (unsigned)n - ok);
}

static void *worker_main(void *arg)
{
    vj_context *ctx = arg;
    struct vj_tier *t = ctx->tier;
    struct vj_jit_worker *w = NULL;
    if (vj_jit_worker_new(ctx->jit, &w) != VJ_OK)
        w = NULL; /* every batch then fails with a reason */
    pthread_mutex_lock(&t->lock);
    for (;;) {
        while (!t->stop && t->len == 0) {
            t->idle++;
            pthread_cond_wait(&t->work, &t->lock);
            t->idle--;
        }
        if (t->stop)
            break;
        struct vj_block *bs[TIER_BATCH];
        /* A batch does not mix the waited-for and the hot. */
        size_t n = 0, max = !t->urgent ? TIER_HOT_BATCH
                            : t->urgent < TIER_BATCH ? t->urgent
                                                     : TIER_BATCH;
        t->urgent -= t->urgent ? max : 0;
        while (n < max && t->len) {
            bs[n++] = t->q[t->head];
            t->head = (t->head + 1) % t->cap;
            t->len--;
        }
        t->busy += (unsigned)n;
        pthread_mutex_unlock(&t->lock);
        compile_batch(ctx, w, bs, n);
        pthread_mutex_lock(&t->lock);
        t->busy -= (unsigned)n;
        pthread_cond_broadcast(&t->done);
    }
    pthread_mutex_unlock(&t->lock);
    vj_jit_worker_free(w);
    return NULL;
}

/* A thread more when none is idle and the limit allows; lock held. Worker
 * threads keep asynchronous signals blocked, so the host's handlers run on
 * the host's own threads. */
static void maybe_start_thread(vj_context *ctx)
{
    struct vj_tier *t = ctx->tier;
    if (t->idle > 0 || t->threads >= t->max_threads)
        return;
    sigset_t old;
    vj_block_async_signals(&old);
    if (pthread_create(&t->tid[t->threads], NULL, worker_main, ctx) == 0)
        t->threads++;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* Push b (lock held); 0 when memory ran out. */
static int push(struct vj_tier *t, struct vj_block *b, int urgent)
{
    if (t->len == t->cap) {
        size_t cap = t->cap ? t->cap * 2 : 64;
        struct vj_block **q = malloc(cap * sizeof *q);
        if (!q)
            return 0;
        for (size_t i = 0; i < t->len; i++)
            q[i] = t->q[(t->head + i) % t->cap];
        free(t->q);
        t->q = q;
        t->head = 0;
        t->cap = cap;
    }
    if (urgent) {
        t->head = (t->head + t->cap - 1) % t->cap;
        t->q[t->head] = b;
        t->urgent++;
    } else {
        t->q[(t->head + t->len) % t->cap] = b;
    }
    t->len++;
    return 1;
}

/* Queue b unless it is queued or done already; lock held. */
static void enqueue_locked(vj_context *ctx, struct vj_block *b, int urgent)
{
    struct vj_tier *t = ctx->tier;
    if (__atomic_load_n(&b->jit_state, __ATOMIC_ACQUIRE) != VJ_BLOCK_JIT_NONE)
        return;
    if (!t->stop)
        maybe_start_thread(ctx);
    /* No thread to serve the queue (none could be started): the block is
     * done now, with the reason, rather than waited for forever. */
    const char *why = t->stop           ? "the context is being freed"
                      : t->threads == 0 ? "no compile thread could be started"
                      : !push(t, b, urgent) ? "out of memory queueing a compile"
                                            : NULL;
    if (why) {
        snprintf(b->jit_failure, sizeof b->jit_failure, "%s", why);
        __atomic_store_n(&b->jit_state, VJ_BLOCK_JIT_DONE, __ATOMIC_RELEASE);
        return;
    }
    vj_block_retain(b);
    __atomic_store_n(&b->jit_state, VJ_BLOCK_JIT_QUEUED, __ATOMIC_RELEASE);
    pthread_cond_signal(&t->work);
    pthread_mutex_lock(&ctx->lock);
    ctx->stats.queued++;
    pthread_mutex_unlock(&ctx->lock);
}

void vj_tier_enqueue(vj_context *ctx, struct vj_block *b, int urgent)
{
    pthread_mutex_lock(&ctx->tier->lock);
    enqueue_locked(ctx, b, urgent);
    pthread_mutex_unlock(&ctx->tier->lock);
}

static void add_wait(vj_context *ctx, double t0)
{
    double dt = vj_now_seconds() - t0;
    pthread_mutex_lock(&ctx->lock);
    ctx->stats.wait_seconds += dt;
    pthread_mutex_unlock(&ctx->lock);
}

static int done(const struct vj_block *b)
{
    return __atomic_load_n(&b->jit_state, __ATOMIC_ACQUIRE) == VJ_BLOCK_JIT_DONE;
}

void vj_tier_compile_now(vj_context *ctx, struct vj_block *const *blocks, size_t n)
{
    struct vj_tier *t = ctx->tier;
    double t0 = vj_now_seconds();
    pthread_mutex_lock(&t->lock);
    /* Urgent pushes go to the front: push the last first to keep the order. */
    for (size_t i = n; i-- > 0;)
        enqueue_locked(ctx, blocks[i], 1);
    for (size_t i = 0; i < n; i++)
        while (!done(blocks[i]))
            pthread_cond_wait(&t->done, &t->lock);
    pthread_mutex_unlock(&t->lock);
    add_wait(ctx, t0);
}

void vj_tier_wait_block(vj_context *ctx, struct vj_block *b)
{
    if (done(b))
        return;
    vj_tier_compile_now(ctx, &b, 1);
}

void vj_tier_wait_all(vj_context *ctx)
{
    struct vj_tier *t = ctx->tier;
    double t0 = vj_now_seconds();
    pthread_mutex_lock(&t->lock);
    int waited = t->len || t->busy;
    while (t->len || t->busy)
        pthread_cond_wait(&t->done, &t->lock);
    pthread_mutex_unlock(&t->lock);
    if (waited)
        add_wait(ctx, t0);
}

void vj_tier_free(vj_context *ctx)
{
    struct vj_tier *t = ctx->tier;
    if (!t)
        return;
    pthread_mutex_lock(&t->lock);
    t->stop = 1;
    pthread_cond_broadcast(&t->work);
    pthread_mutex_unlock(&t->lock);
    /* Wakes every helper wait at once; the byte stays, so later waits end too. */
    ssize_t wr = write(t->cancel[1], "x", 1);
    (void)wr;
    for (unsigned i = 0; i < t->threads; i++)
        pthread_join(t->tid[i], NULL);
    /* What was never taken: done, with the reason, and the queue's reference dropped. */
    for (t->urgent = 0; t->len; t->len--) {
        struct vj_block *b = t->q[t->head];
        t->head = (t->head + 1) % t->cap;
        vj_jit_out o = {0};
        snprintf(o.why, sizeof o.why, "the context was freed before the compile");
        publish(b, &o);
        vj_block_release(b);
    }
    close(t->cancel[0]);
    close(t->cancel[1]);
    pthread_cond_destroy(&t->work);
    pthread_cond_destroy(&t->done);
    pthread_mutex_destroy(&t->lock);
    free(t->q);
    free(t->tid);
    free(t);
    ctx->tier = NULL;
}
