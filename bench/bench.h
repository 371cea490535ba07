/* bench: what the benchmark's files share: the workload table and the entry
 * point that 'vop3jit bench' calls. The benchmark reaches vop3jit only
 * through the public header; the baselines never reach it at all. */
#ifndef VJB_BENCH_H
#define VJB_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "vop3jit.h"

#include "baselines.h"

/* One workload: a block of VOP3 code, the same computation as a per-byte
 * emulator program and as a hand-written kernel, and its input data. */
typedef struct vjb_workload {
    const char *id;                           /* "W1", "W4b", ... */
    const char *name;                         /* a few words: "perm imm bswap" */
    const char *file;                         /* where the text comes from, for messages */
    const char *text;                         /* LLVM-syntax assembly for gfx1100 */
    const char *text64;                       /* the wave64 text where it differs (vcc,
                                                 not vcc_lo), else NULL: vjb_text */
    const vjb_inst *prog;                     /* the per-byte emulator's form of text */
    size_t nprog;                             /* its instruction count (= the block's) */
    vjb_hand_fn (*hand)(const vjb_hand *h);   /* picks the hand-written kernel */
    void (*setup)(vj_wave *w, uint64_t seed); /* fills the input registers */
} vjb_workload;

extern const vjb_workload vjb_workloads[];
extern const size_t vjb_nworkloads;

/* The text of wl for ctx's wave size. */
const char *vjb_text(const vjb_workload *wl, const vj_context *ctx);

/* Point r at w's VGPR rows and copy its SGPRs, exec and vcc; and vcc (as a
 * baseline left it) back into w. */
void vjb_regs_from_wave(vjb_regs *r, vj_wave *w);
void vjb_regs_to_wave(const vjb_regs *r, vj_wave *w);

/* The trace's blocks (bench/trace.c): n distinct blocks of the integer mix
 * of compiled hash kernels, 4-64 instructions, as gfx1100 machine code. */
typedef struct vjb_blockset {
    unsigned n;
    uint8_t **code;
    size_t *len;
    unsigned total_insts;
} vjb_blockset;
int vjb_trace_blocks(vjb_blockset *bs, unsigned n, uint64_t seed); /* -1 (said) on failure */
void vjb_trace_blocks_free(vjb_blockset *bs);

/* 'vop3jit bench [OPTION]...': runs the benchmark, prints the table on
 * stdout and progress on stderr. Returns the exit status (1 when an engine or
 * a baseline disagrees with the reference evaluator). */
int vjb_main(int argc, char **argv);

/* 'vop3jit bench --trace [OPTION]...': the end-to-end trace (bench/trace.c). */
int vjb_trace_main(int argc, char **argv);

/* 'vop3jit bench --compile [OPTION]...': compile cost and code speed per
 * -O level on the trace's blocks (bench/compile.c). */
int vjb_compile_main(int argc, char **argv);

/* 'vop3jit bench --flow [OPTION]...': W7 through the code-region call and
 * the cost of a block transition (bench/flow.c). */
int vjb_flow_main(int argc, char **argv);
int vjb_dispatch_main(int argc, char **argv);

#endif /* VJB_BENCH_H */
