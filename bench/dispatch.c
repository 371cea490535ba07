/* dispatch: 'vop3jit bench --dispatch': workload W8, real kernels of the
 * corpus (tests/data/kernels) dispatched over grids through vj_dispatch,
 * memory included: ns per wave-instruction on the interpreter and the JIT
 * (its compiles done by a first, untimed dispatch), on one thread and on
 * every core, side by side in one run, with the machine's load. The
 * outputs of every run must be the same, or the run fails. Goals (issue
 * 31): JIT >= 20x the interpreter; all cores >= 1.8x one on two cores. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "driver.h"

#ifndef VJB_DATADIR
#define VJB_DATADIR "tests/data"
#endif

#define KARG 0x7f0000000000ull
#define BUF(i) (0x100000000ull * ((i) + 1))

typedef struct w8 {
    const char *name, *file, *kernel;
    uint32_t grid[2], block[2];
    unsigned nbuf;
    size_t bytes[3];      /* each buffer's size */
    unsigned out;         /* the buffer the kernel writes */
    uint8_t karg[64];
    size_t karg_len;
} w8;

static uint8_t *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *b = n > 0 ? malloc((size_t)n) : NULL;
    if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
        free(b);
        b = NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return b;
}

/* The process's CPU time (every thread's), ns. */
static double cpu_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* One dispatch's time (wall ns and the process's CPU ns), its instruction
 * count, the output. */
static int run_once(vj_context *ctx, const vj_kernel_info *k, w8 *w, uint8_t **bufs,
                    vj_engine e, unsigned threads, double *ns, double *cpu, uint64_t *insts)
{
    vj_memory *m = vj_memory_new();
    if (!m)
        return 0;
    int ok = vj_memory_map(m, KARG, w->karg, sizeof w->karg, VJ_MEM_READ) == VJ_OK;
    for (unsigned i = 0; ok && i < w->nbuf; i++)
        ok = vj_memory_map(m, BUF(i), bufs[i], w->bytes[i], VJ_MEM_READ | VJ_MEM_WRITE) == VJ_OK;
    memset(bufs[w->out], 0, w->bytes[w->out]);
    vj_dispatch_desc d = {.kernel = k,
                          .grid = {w->grid[0], w->grid[1], 1},
                          .block = {w->block[0], w->block[1], 1},
                          .memory = m,
                          .kernarg = KARG,
                          .threads = threads,
                          .engine = e};
    vj_dispatch_stats st;
    double t0 = vjb_now_ns(), c0 = cpu_ns();
    vj_status s = ok ? vj_dispatch(ctx, &d, &st) : VJ_ERR_NOMEM;
    *ns = vjb_now_ns() - t0;
    *cpu = cpu_ns() - c0;
    *insts = st.insts;
    if (s != VJ_OK)
        fprintf(stderr, "vop3jit bench --dispatch: %s: %s\n", w->name, vj_last_error(ctx));
    vj_memory_free(m);
    return s == VJ_OK;
}

int vjb_dispatch_main(int argc, char **argv)
{
    const char *data = getenv("VJ_TESTDATA");
    int quick = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = 1;
        else if (strncmp(argv[i], "--data=", 7) == 0)
            data = argv[i] + 7;
        else if (strcmp(argv[i], "--help") == 0) {
            printf("Usage: vop3jit bench --dispatch [--quick] [--data=DIR]\n"
                   "W8: corpus kernels (DIR/kernels, default %s or $VJ_TESTDATA) dispatched\n"
                   "over grids, interpreter and JIT, one thread and every core.\n",
                   VJB_DATADIR);
            return 0;
        } else if (strcmp(argv[i], "--dispatch") != 0) {
            fprintf(stderr, "vop3jit bench --dispatch: unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    if (!data || !*data)
        data = VJB_DATADIR;
    const uint32_t n = quick ? 128 : 256, words = quick ? 1u << 14 : 1u << 16;
    w8 ws[2] = {
        {"sgemm_tile", "float_gemm.gfx1100.hsaco", "sgemm_tile", {n, n}, {16, 16}, 3,
         {(size_t)n * n * 4, (size_t)n * n * 4, (size_t)n * n * 4}, 0, {0}, 40},
        {"byteswap", "bytes.gfx1100.hsaco", "byteswap", {words, 1}, {256, 1}, 2,
         {(size_t)words * 32, (size_t)words * 8, 0}, 0, {0}, 20},
    };
    for (unsigned i = 0; i < 3; i++) {
        uint64_t p = BUF(i);
        memcpy(ws[0].karg + 8 * i, &p, 8);
    }
    float alpha = 1.0f, beta = 0.0f;
    memcpy(ws[0].karg + 24, &n, 4);
    memcpy(ws[0].karg + 28, &alpha, 4);
    memcpy(ws[0].karg + 32, &beta, 4);
    for (unsigned i = 0; i < 2; i++) {
        uint64_t p = BUF(i);
        memcpy(ws[1].karg + 8 * i, &p, 8);
    }
    memcpy(ws[1].karg + 16, &words, 4);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    double load0 = vjb_read_load();
    printf("W8: corpus kernels dispatched (gfx1100 wave32), memory included; %ld cores, load "
           "%.2f\n",
           cores, load0);
    printf("(cpu: the process's CPU time a wave-instruction, every thread's: on one thread, the\n"
           "figure a loaded machine disturbs least)\n");
    printf("%-12s %-7s %8s %14s %14s %10s %10s\n", "kernel", "engine", "threads", "wave-insts",
           "ns/wave-inst", "scaling", "cpu ns");
    int rc = 0;
    for (unsigned wi = 0; wi < 2; wi++) {
        w8 *w = &ws[wi];
        char path[1024];
        snprintf(path, sizeof path, "%s/kernels/%s", data, w->file);
        size_t len = 0;
        uint8_t *file = read_all(path, &len);
        vj_options o;
        vj_options_init(&o);
        o.target = VJ_GFX1100;
        o.wave_size = 32;
        o.jit = VJ_JIT_EAGER;
        o.cache_dir = "";
        vj_context *ctx = vj_context_new(&o, NULL);
        vj_codeobj *obj = NULL;
        if (!file || !ctx || vj_codeobj_open(ctx, file, len, &obj) != VJ_OK) {
            fprintf(stderr, "vop3jit bench --dispatch: cannot read %s\n", path);
            free(file);
            vj_context_free(ctx);
            return 1;
        }
        const vj_kernel_info *k = NULL;
        for (size_t i = 0; i < vj_codeobj_get_info(obj)->kernel_count; i++)
            if (strcmp(vj_codeobj_kernel(obj, i)->name, w->kernel) == 0)
                k = vj_codeobj_kernel(obj, i);
        uint8_t *bufs[3] = {NULL, NULL, NULL}, *first = NULL;
        uint64_t rng = 0x88;
        for (unsigned i = 0; i < w->nbuf; i++) {
            bufs[i] = malloc(w->bytes[i]);
            for (size_t j = 0; bufs[i] && j + 4 <= w->bytes[i]; j += 4) {
                rng = rng * 6364136223846793005ull + 1442695040888963407ull;
                uint32_t v = (uint32_t)(rng >> 33);
                if (wi == 0) { /* floats in [-1, 1) */
                    float f = (float)(int32_t)(v & 0xffff) / 32768.0f - 1.0f;
                    memcpy(&v, &f, 4);
                }
                memcpy(bufs[i] + j, &v, 4);
            }
        }
        first = malloc(w->bytes[w->out]);
        struct {
            vj_engine e;
            unsigned threads;
        } runs[4] = {{VJ_ENGINE_INTERP, 1},
                     {VJ_ENGINE_INTERP, (unsigned)cores},
                     {VJ_ENGINE_JIT, 1},
                     {VJ_ENGINE_JIT, (unsigned)cores}};
        double per[4] = {0, 0, 0, 0};
        double dummy, dummy_cpu;
        uint64_t insts = 0;
        int ok = k && first;
        if (ok && vj_jit_available()) /* the compiles, untimed */
            ok = run_once(ctx, k, w, bufs, VJ_ENGINE_JIT, 1, &dummy, &dummy_cpu, &insts);
        for (unsigned r = 0; ok && r < 4; r++) {
            if (runs[r].e == VJ_ENGINE_JIT && !vj_jit_available())
                continue;
            int reps = quick || runs[r].e == VJ_ENGINE_INTERP ? 1 : 3;
            double best = 0, best_cpu = 0;
            for (int rep = 0; ok && rep < reps; rep++) {
                double ns, cpu;
                ok = run_once(ctx, k, w, bufs, runs[r].e, runs[r].threads, &ns, &cpu, &insts);
                if (ok && (rep == 0 || ns < best))
                    best = ns;
                if (ok && (rep == 0 || cpu < best_cpu))
                    best_cpu = cpu;
            }
            if (!ok)
                break;
            if (r == 0)
                memcpy(first, bufs[w->out], w->bytes[w->out]);
            else if (memcmp(first, bufs[w->out], w->bytes[w->out]) != 0) {
                fprintf(stderr, "vop3jit bench --dispatch: %s: the %s run on %u threads wrote "
                                "other results than the interpreter\n",
                        w->name, vj_engine_name(runs[r].e), runs[r].threads);
                ok = 0;
                break;
            }
            per[r] = best / (double)insts;
            printf("%-12s %-7s %8u %14llu %14.1f", w->name, vj_engine_name(runs[r].e),
                   runs[r].threads, (unsigned long long)insts, per[r]);
            if (r % 2)
                printf(" %9.2fx", per[r - 1] / per[r]);
            else
                printf(" %10s", "");
            printf(" %10.1f\n", best_cpu / (double)insts);
        }
        if (ok && per[2] > 0)
            printf("%-12s JIT/interp: %.1fx one thread, %.1fx every core (goal >= 20x); "
                   "threads: interp %.2fx, JIT %.2fx (goal >= 1.8x on 2 cores)\n",
                   w->name, per[0] / per[2], per[1] / per[3], per[0] / per[1], per[2] / per[3]);
        if (!ok)
            rc = 1;
        for (unsigned i = 0; i < 3; i++)
            free(bufs[i]);
        free(first);
        vj_codeobj_free(obj);
        vj_context_free(ctx);
        free(file);
    }
    printf("load at the end %.2f\n", vjb_read_load());
    return rc;
}
