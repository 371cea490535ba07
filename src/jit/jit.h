/* jit: turns IR blocks into host functions through libgccjit, many blocks per
 * compile. It never touches the context or the translation cache: it takes
 * blocks and hands back code; src/runtime decides what to keep. */
#ifndef VJ_JIT_H
#define VJ_JIT_H

#include <stddef.h>

#include "ir/ir.h"
#include "ir/state.h"

/* A compiled block: runs the whole block on one wave (of the block's size).
 * It returns 0, so that vj_run can tail-call it. */
typedef int (*vj_jit_fn)(struct vj_wave *w);

/* The engine's settings for one context; immutable once made, so threads
 * may share it. NULL-safe to free. */
struct vj_jit;
/* opt_level 0..3. VJ_ERR_JIT when libgccjit was not built in. */
vj_status vj_jit_new(int opt_level, struct vj_jit **out);
void vj_jit_free(struct vj_jit *jit);
/* The -march the engine passes: "x86-64-v4", "x86-64-v3" or "" (baseline). */
const char *vj_jit_march(const struct vj_jit *jit);
int vj_jit_opt_level(const struct vj_jit *jit);
/* gcc_jit_results loaded through this engine and not yet released. */
long vj_jit_live_results(struct vj_jit *jit);
/* Test hook: one more command-line option for every later compile (e.g. a
 * bogus one, to prove that a failing compile falls back). NULL clears it.
 * Not for concurrent use with compiles. */
vj_status vj_jit_set_extra_option(struct vj_jit *jit, const char *option);

/* The loaded code of one compile (a gcc_jit_result), shared by the blocks of
 * a batch and counted: the last release unloads it. */
struct vj_jit_code;
void vj_jit_code_retain(struct vj_jit_code *code);
void vj_jit_code_release(struct vj_jit_code *code);

/* What compiling gave one block. fn is set only when the compile succeeded,
 * no error was recorded and the function was found in the result. */
typedef struct vj_jit_out {
    vj_jit_fn fn;              /* NULL: the JIT refused the block, why says why */
    struct vj_jit_code *code;  /* one reference, held for fn; NULL with fn */
    char why[200];
} vj_jit_out;

/* Totals of one vj_jit_compile call. */
typedef struct vj_jit_report {
    unsigned compiles;   /* libgccjit compiles run (1 unless a batch was split) */
    double seconds;      /* wall time inside libgccjit */
} vj_jit_report;

/* Compile n blocks, in one libgccjit context when they all build. A block the
 * JIT cannot take gets fn NULL and a reason; a failed compile of several
 * blocks is retried in halves so one bad block does not sink the rest.
 * Returns VJ_OK even when blocks were refused (each out[i] says); an error
 * only for bad arguments or memory. */
vj_status vj_jit_compile(const struct vj_jit *jit, const vj_ir_block *const *blocks, size_t n,
                         vj_jit_out *out, vj_jit_report *report);

/* Non-zero when the code generator has an emitter for op (a test checks all
 * ops; the emitter table is also checked when this file is compiled). */
int vj_jit_has_op(vj_op op);

#endif /* VJ_JIT_H */
