/* flow: 'vop3jit bench --flow': workload W7, a real kernel loop of scalar
 * and vector ALU code run through the code-region call (vj_region_run),
 * the JIT against the interpreter, and the cost of one block-to-block
 * transition; side by side in one run, with the machine's load. Only the
 * public API; the engines' final states must agree or the run fails. */
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

/* W7: crc32.gfx1100.s, crc32_bytes's loop as clang-19 -O3 compiled it (the
 * kernel's %bb.2, s_mov_b32 s2, 0 from %bb.1, .LBB1_3 up to its
 * s_cbranch_execnz, %bb.4): eight bit steps of CRC-32 on a byte a lane,
 * counters and byte offsets in SGPRs, the lanes leaving the loop one by
 * one through vcc, s2 and exec. One change: the loop's global_load_b32 v5,
 * v[5:6], off (memory, the caller's) is v_xor_b32 v5, v5, v6, a word made
 * from the address, so the loop stays in the region. The branch's offset
 * -84 is .LBB1_3 (byte 32) from the branch (byte 364) + 4, in dwords. */
static const char w7_text[] =
    "v_add_co_u32 v2, vcc_lo, v3, 4\n"
    "v_min_u32_e32 v1, 60, v1\n"
    "v_add_co_ci_u32_e32 v3, vcc_lo, 0, v4, vcc_lo\n"
    "v_mov_b32_e32 v4, -1\n"
    "s_mov_b32 s3, 0\n"
    "s_mov_b32 s6, 0\n"
    "s_mov_b32 s2, 0\n"
    "s_delay_alu instid0(SALU_CYCLE_1)\n"
    "s_and_b32 s0, s6, -4\n"
    "s_add_i32 s6, s6, 1\n"
    "v_add_co_u32 v5, vcc_lo, v2, s0\n"
    "v_add_co_ci_u32_e32 v6, vcc_lo, 0, v3, vcc_lo\n"
    "s_and_b32 s0, s3, 24\n"
    "s_add_i32 s3, s3, 8\n"
    "v_xor_b32_e32 v5, v5, v6\n" /* was global_load_b32 v5, v[5:6], off */
    "s_waitcnt vmcnt(0)\n"
    "v_bfe_u32 v5, v5, s0, 8\n"
    "s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_xor_b32_e32 v4, v5, v4\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e32 vcc_lo, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)\n"
    "v_cndmask_b32_e32 v4, v6, v5, vcc_lo\n"
    "v_cmp_eq_u32_e32 vcc_lo, s6, v1\n"
    "v_lshrrev_b32_e32 v5, 1, v4\n"
    "v_and_b32_e32 v4, 1, v4\n"
    "s_or_b32 s2, vcc_lo, s2\n"
    "s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)\n"
    "v_xor_b32_e32 v6, 0xedb88320, v5\n"
    "v_cmp_eq_u32_e64 s0, 0, v4\n"
    "s_delay_alu instid0(VALU_DEP_1)\n"
    "v_cndmask_b32_e64 v4, v6, v5, s0\n"
    "s_and_not1_b32 exec_lo, exec_lo, s2\n"
    "s_cbranch_execnz -84\n"
    "s_or_b32 exec_lo, exec_lo, s2\n"
    "s_delay_alu instid0(VALU_DEP_1)\n"
    "v_not_b32_e32 v2, v4\n"
    "s_endpgm\n"
    ;

/* The transition alone: a block of one s_branch to itself (PC + 4 - 4). */
static const char self_text[] = "s_branch -1\n";

#define W7_BASE 0x1000 /* the regions' address: any dword-aligned one */

typedef struct flow_cfg {
    int quick, reps;
    double target_ms; /* each timing runs about this long */
    uint64_t seed;
} flow_cfg;

/* The clock of the timings: the thread's CPU time, as 'bench' by default,
 * so that the other rooms' load on the machine counts less. */
static double thread_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void usage(FILE *f)
{
    fprintf(f, "Usage: vop3jit bench --flow [OPTION]...\n"
               "Workload W7 (crc32_bytes's loop from the kernel corpus, gfx1100 wave32:\n"
               "scalar and vector ALU code, 61 blocks a run) through vj_region_run on the\n"
               "interpreter and the JIT, checked against the reference evaluator; and\n"
               "the cost of one block transition (a block of one s_branch to itself).\n\n"
               "  -q, --quick     a short run (about a second)\n"
               "      --reps N    timings per figure, the median taken (default 7, quick 3)\n"
               "      --seed N    seed of the wave's registers (default 1)\n"
               "  -h, --help      display this help and exit\n");
}

static int parse_args(flow_cfg *cfg, int argc, char **argv)
{
    enum { O_FLOW = 256, O_REPS, O_SEED };
    static const struct option longopts[] = {
        {"flow", no_argument, NULL, O_FLOW},     {"quick", no_argument, NULL, 'q'},
        {"reps", required_argument, NULL, O_REPS}, {"seed", required_argument, NULL, O_SEED},
        {"help", no_argument, NULL, 'h'},        {NULL, 0, NULL, 0},
    };
    memset(cfg, 0, sizeof *cfg);
    cfg->seed = 1;
    long reps = 0;
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "qh", longopts, NULL)) != -1) {
        char *end;
        switch (c) {
        case O_FLOW:
            break;
        case 'q':
            cfg->quick = 1;
            break;
        case O_REPS:
            errno = 0;
            reps = strtol(optarg, &end, 0);
            if (errno || *end || reps < 1 || reps > MAXREPS)
                goto bad;
            break;
        case O_SEED:
            errno = 0;
            cfg->seed = strtoull(optarg, &end, 0);
            if (errno || *end || *optarg == '-')
                goto bad;
            break;
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
    cfg->target_ms = cfg->quick ? 20 : 100;
    return 0;
bad:
    fprintf(stderr, "vop3jit bench: invalid argument '%s'\n", optarg);
usage:
    fprintf(stderr, "Try 'vop3jit bench --flow --help' for more information.\n");
    return 2;
}

/* One engine's side: its context and the two regions. */
typedef struct side {
    vj_engine engine;
    vj_context *ctx;
    vj_region *w7, *self;
} side;

static vj_region *region_of(vj_context *ctx, const char *text, const char *name)
{
    uint8_t *bytes = NULL;
    size_t len = 0;
    vj_region *r = NULL;
    if (vj_assemble(ctx, text, name, &bytes, &len) != VJ_OK ||
        vj_region_new(ctx, bytes, len, W7_BASE, &r) != VJ_OK)
        vjb_fail("%s: %s", name, vj_last_error(ctx));
    vj_free(bytes);
    return r;
}

/* The JIT compiles each block when it is translated (eager), so that the
 * timings are of compiled code from the first; the interpreter never. */
static int side_open(side *s, vj_engine engine)
{
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    o.wave_size = 32;
    o.jit = engine == VJ_ENGINE_JIT ? VJ_JIT_EAGER : VJ_JIT_OFF;
    o.cache_dir = "";
    s->engine = engine;
    vj_status st;
    if (!(s->ctx = vj_context_new(&o, &st))) {
        vjb_fail("vj_context_new: %s", vj_status_string(st));
        return -1;
    }
    s->w7 = region_of(s->ctx, w7_text, "W7");
    s->self = s->w7 ? region_of(s->ctx, self_text, "s_branch -1") : NULL;
    return s->self ? 0 : -1;
}

static void side_close(side *s)
{
    vj_region_free(s->w7);
    vj_region_free(s->self);
    vj_context_free(s->ctx);
}

/* W7's data: random registers, every lane on; lane l runs min(30 + l, 60)
 * iterations of the loop (v1), so that the lanes leave it one by one. */
static void setup_w7(vj_wave *w, uint64_t seed)
{
    vj_wave_randomize(w, seed);
    vj_wave_set_sreg(w, "exec", ~0ull);
    for (unsigned l = 0; l < vj_wave_size(w); l++)
        vj_wave_set_vgpr(w, 1, l, 30 + l);
    vj_wave_set_pc(w, W7_BASE);
}

/* Run W7 once from the wave's PC; -1 (said) unless it ends. */
static int run_w7(const side *s, vj_wave *w, vj_exit *x)
{
    vj_wave_set_pc(w, W7_BASE);
    vj_status st = vj_region_run(s->w7, w, s->engine, 0, x);
    if (st != VJ_OK || x->reason != VJ_EXIT_END) {
        vjb_fail("W7 on %s: %s (%s)", vj_engine_name(s->engine),
                 st != VJ_OK ? vj_last_error(s->ctx) : "did not end",
                 vj_exit_reason_name(x->reason));
        return -1;
    }
    return 0;
}

/* Median ns per W7 run. The program runs again from its own end: v1 is
 * left as it was and the loop's exit gives exec back (s_or_b32 exec_lo,
 * exec_lo, s2), so every run is the same blocks. */
static int time_w7(const flow_cfg *cfg, const side *s, const vj_wave *start, uint64_t blocks,
                   double *ns)
{
    vj_wave *w = vj_wave_new(32);
    if (!w)
        return -1;
    vj_wave_copy(w, start);
    vj_exit x;
    double t0 = 0;
    for (int k = 0; k < 2; k++) { /* the first translates (and compiles) every block */
        t0 = thread_ns();
        if (run_w7(s, w, &x) != 0) {
            vj_wave_free(w);
            return -1;
        }
    }
    double one = thread_ns() - t0;
    long n = (long)(cfg->target_ms * 1e6 / (one > 1 ? one : 1)) + 1;
    double t[MAXREPS];
    for (int r = 0; r < cfg->reps; r++) {
        t0 = thread_ns();
        for (long i = 0; i < n; i++)
            if (run_w7(s, w, &x) != 0 || x.blocks != blocks) {
                if (x.blocks != blocks)
                    vjb_fail("W7 on %s: %llu blocks a run, not %llu", vj_engine_name(s->engine),
                             (unsigned long long)x.blocks, (unsigned long long)blocks);
                vj_wave_free(w);
                return -1;
            }
        t[r] = (thread_ns() - t0) / (double)n;
    }
    vj_wave_free(w);
    *ns = vjb_median(t, cfg->reps);
    return 0;
}

/* Median ns per block of the self loop: vj_region_run with a budget of n
 * blocks, which it spends and reports (VJ_ERR_LIMIT). */
static int time_self(const flow_cfg *cfg, const side *s, double *ns)
{
    vj_wave *w = vj_wave_new(32);
    if (!w)
        return -1;
    vj_wave_set_pc(w, W7_BASE);
    vj_exit x;
    uint64_t n = 1000;
    double t[MAXREPS], one = 0;
    for (int r = -1; r < cfg->reps; r++) { /* -1: warm up and size n */
        double t0 = thread_ns();
        vj_status st = vj_region_run(s->self, w, s->engine, n, &x);
        double dt = thread_ns() - t0;
        if (st != VJ_ERR_LIMIT || x.blocks != n) {
            vjb_fail("s_branch -1 on %s: %s", vj_engine_name(s->engine),
                     st == VJ_OK ? "ended" : vj_last_error(s->ctx));
            vj_wave_free(w);
            return -1;
        }
        if (r < 0) {
            one = dt / (double)n;
            n = (uint64_t)(cfg->target_ms * 1e6 / (one > 0.1 ? one : 0.1)) + 1;
        } else {
            t[r] = dt / (double)n;
        }
    }
    vj_wave_free(w);
    *ns = vjb_median(t, cfg->reps);
    return 0;
}

int vjb_flow_main(int argc, char **argv)
{
    flow_cfg cfg;
    int pa = parse_args(&cfg, argc, argv);
    if (pa != 0)
        return pa == 1 ? 0 : 2;
    char cpu[128];
    vjb_read_cpu(cpu, sizeof cpu);
    double load0 = vjb_read_load();
    int jit = vj_jit_available();
    side sides[2] = {{0}}, ref = {0};
    int nsides = jit ? 2 : 1, rc = 1;
    vj_wave *start = vj_wave_new(32), *want = vj_wave_new(32), *got = vj_wave_new(32);
    if (!start || !want || !got || side_open(&ref, VJ_ENGINE_REF) != 0 ||
        side_open(&sides[0], VJ_ENGINE_INTERP) != 0 ||
        (jit && side_open(&sides[1], VJ_ENGINE_JIT) != 0))
        goto out;
    setup_w7(start, cfg.seed);

    /* Every engine's end state against the reference evaluator's. */
    vj_exit rx, x;
    vj_wave_copy(want, start);
    if (run_w7(&ref, want, &rx) != 0)
        goto out;
    for (int i = 0; i < nsides; i++) {
        vj_wave_difference d;
        vj_wave_copy(got, start);
        if (run_w7(&sides[i], got, &x) != 0)
            goto out;
        if (vj_wave_first_difference(want, got, &d) || x.blocks != rx.blocks ||
            x.insts != rx.insts) {
            vjb_fail("W7 on %s differs from the reference: %s lane %d: 0x%llx, not 0x%llx "
                     "(%llu blocks)",
                     vj_engine_name(sides[i].engine), d.reg, d.lane, (unsigned long long)d.b,
                     (unsigned long long)d.a, (unsigned long long)x.blocks);
            goto out;
        }
    }
    double w7_ns[2] = {NAN, NAN}, self_ns[2] = {NAN, NAN};
    for (int i = 0; i < nsides; i++) {
        vjb_progress("bench --flow: %s\n", vj_engine_name(sides[i].engine));
        if (time_w7(&cfg, &sides[i], start, rx.blocks, &w7_ns[i]) != 0 ||
            time_self(&cfg, &sides[i], &self_ns[i]) != 0)
            goto out;
    }
    double load1 = vjb_read_load();

    printf("bench --flow: %s, %ld cores, load %.2f before, %.2f after; %d timings a "
           "figure, the median; the thread's CPU time\n",
           cpu, sysconf(_SC_NPROCESSORS_ONLN), load0, load1, cfg.reps);
    printf("W7: crc32_bytes's loop (crc32.gfx1100.s), gfx1100 wave32 through "
           "vj_region_run: %llu blocks, %llu instructions a run; every engine's end "
           "state equals the reference's\n\n",
           (unsigned long long)rx.blocks, (unsigned long long)rx.insts);
    printf("%-12s %12s %10s %10s %14s\n", "engine", "ns/run", "ns/block", "ns/inst",
           "transition ns");
    for (int i = 0; i < nsides; i++)
        printf("%-12s %12.0f %10.1f %10.2f %14.2f\n", vj_engine_name(sides[i].engine),
               w7_ns[i], w7_ns[i] / (double)rx.blocks, w7_ns[i] / (double)rx.insts,
               self_ns[i]);
    printf("\n(transition: a block of one s_branch to itself run by vj_region_run, ns a "
           "block)\n");
    if (jit) {
        printf("W7 interpreter / JIT: %.1fx (goal >= 20x)\n", w7_ns[0] / w7_ns[1]);
        printf("JIT block transition: %.2f ns (goal <= 5 ns); that times W7's blocks: %.1f%% "
               "of its JIT time\n",
               self_ns[1], 100.0 * self_ns[1] * (double)rx.blocks / w7_ns[1]);
    } else {
        printf("no JIT in this build: the interpreter's figures only\n");
    }
    rc = 0;
out:
    for (int i = 0; i < 2; i++)
        side_close(&sides[i]);
    side_close(&ref);
    vj_wave_free(start);
    vj_wave_free(want);
    vj_wave_free(got);
    return rc;
}
