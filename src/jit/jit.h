/* jit: turns IR blocks into host functions through libgccjit, many blocks per
 * compile, in this process or in a helper process (vop3jit-compile). It
 * never touches the context or the translation cache: it takes blocks and
 * hands back code; src/runtime decides what to keep and when to compile. */
#ifndef VJ_JIT_H
#define VJ_JIT_H

#include <stddef.h>

#include "ir/ir.h"
#include "ir/state.h"

/* A compiled block: runs the whole block on one wave (of the block's size).
 * It returns 0, so that vj_run can tail-call it. */
typedef int (*vj_jit_fn)(struct vj_wave *w);

/* What changes the code libgccjit makes (and so goes to a helper with each
 * batch, and into a cache key). */
typedef struct vj_jit_settings {
    int opt_level;  /* -O0..-O3 */
    char march[16]; /* "x86-64-v4", "x86-64-v3" or "" (baseline) */
    char extra[96]; /* one more command-line option (a test hook), or "" */
} vj_jit_settings;

/* How an engine compiles. */
typedef struct vj_jit_config {
    int opt_level;       /* 0..3 */
    int in_process;      /* libgccjit in this process, not in helpers */
    const char *helper;  /* the helper program; NULL: $VOP3JIT_HELPER, else the installed one */
    unsigned timeout_ms; /* one helper compile; 0: 30 s */
    unsigned recycle;    /* batches before a helper is replaced; 0: 64 */
} vj_jit_config;

/* The engine for one context: its settings, where helpers come from and
 * where they put code. Counted: the code it loads holds a reference, so
 * code may outlive the context that made it. Immutable once made, except
 * the test hook below. VJ_ERR_JIT when libgccjit was not built in. */
struct vj_jit;
vj_status vj_jit_new_config(const vj_jit_config *config, struct vj_jit **out);
/* An engine that compiles in this process at opt_level (tests, bench). */
vj_status vj_jit_new(int opt_level, struct vj_jit **out);
/* Drop the creator's reference. NULL-safe. */
void vj_jit_free(struct vj_jit *jit);
const vj_jit_settings *vj_jit_settings_of(const struct vj_jit *jit);
const char *vj_jit_march(const struct vj_jit *jit);
int vj_jit_opt_level(const struct vj_jit *jit);
/* Loaded code objects not yet released. */
long vj_jit_live_results(struct vj_jit *jit);
/* Test hook: one more command-line option for every later compile (e.g. a
 * bogus one, to prove that a failing compile falls back). NULL clears it.
 * Not for concurrent use with compiles. */
vj_status vj_jit_set_extra_option(struct vj_jit *jit, const char *option);
/* Test hook: generate for a lower level than this CPU's (march "" for
 * baseline x86-64, or "x86-64-v3"), as a host of that level would (vector
 * width, the native float path's instructions); a level above this CPU's
 * (whose code would not run here) or unknown is VJ_ERR_ARG. Not for
 * concurrent use with compiles. */
vj_status vj_jit_set_march(struct vj_jit *jit, const char *march);
/* -march from what this CPU supports ("" on other hosts). */
void vj_jit_detect_march(char *buf, size_t size);

/* The loaded code of one compile, shared by the blocks of a batch and
 * counted: the last release unloads it. */
struct vj_jit_code;
void vj_jit_code_retain(struct vj_jit_code *code);
void vj_jit_code_release(struct vj_jit_code *code);

/* What compiling gave one block. fn is set only when the compile succeeded,
 * no error was recorded and the function was found in the code. */
typedef struct vj_jit_out {
    vj_jit_fn fn;              /* NULL: the JIT refused the block, why says why */
    struct vj_jit_code *code;  /* one reference, held for fn; NULL with fn */
    char why[200];
} vj_jit_out;

/* Totals of one compile call. */
typedef struct vj_jit_report {
    unsigned compiles;   /* libgccjit compiles run (1 unless a batch was split) */
    unsigned failed;     /* of those, compiles that failed as a whole */
    double seconds;      /* wall time inside libgccjit (or waiting for a helper) */
} vj_jit_report;

/* Compile n blocks in this process, in one libgccjit context when they all
 * build. A block the JIT cannot take gets fn NULL and a reason; a failed
 * compile of several blocks is retried in halves so one bad block does not
 * sink the rest. Returns VJ_OK even when blocks were refused (each out[i]
 * says); an error only for bad arguments or memory. libgccjit may end the
 * process from in here (see vj_options.jit_in_process). */
vj_status vj_jit_compile(const struct vj_jit *jit, const vj_ir_block *const *blocks, size_t n,
                         vj_jit_out *out, vj_jit_report *report);

/* Compile n blocks into a relocatable object at path (the helper's job). Blocks
 * the generator refuses are left out, with out[i].why set; the rest are
 * functions "vj_block_<i>". *whole, when the compile itself failed (then no
 * file), says why; "" when the file was written. */
vj_status vj_jit_compile_to_file(const vj_jit_settings *settings, const vj_ir_block *const *blocks,
                                 size_t n, const char *path, vj_jit_out *out, char *whole,
                                 size_t whole_size, vj_jit_report *report);

/* Load the object at path that a helper built for n blocks (a plain file of
 * ours), with ok[i] non-zero for the blocks it holds: fills out[] (code for
 * the blocks found, a reason for the others). VJ_ERR_JIT, with why, when the
 * file is not a loadable object of ours (nothing of it then runs). */
vj_status vj_jit_load_file(struct vj_jit *jit, const char *path, size_t n, const uint8_t *ok,
                           vj_jit_out *out, char *why, size_t why_size);

/* One helper process and the socket to it, owned by one thread at a time. */
struct vj_jit_worker;
vj_status vj_jit_worker_new(struct vj_jit *jit, struct vj_jit_worker **out);
/* Kill the helper (if any) and free. NULL-safe. */
void vj_jit_worker_free(struct vj_jit_worker *w);
/* Compile n blocks through the helper (started on first use, restarted after
 * a failure or every config.recycle batches), or in process when the engine
 * says so. A helper that fails, crashes, hangs past the timeout or is
 * cancelled costs only this batch: every out[i] then says why. cancel_fd,
 * when >= 0, is polled while waiting: readable means give up now (the helper
 * is killed). Returns VJ_OK unless the arguments are bad or memory ran out. */
vj_status vj_jit_worker_compile(struct vj_jit_worker *w, const vj_ir_block *const *blocks,
                                size_t n, vj_jit_out *out, vj_jit_report *report, int cancel_fd);
/* Whoever wants the objects a helper builds (the disk cache): called
 * for each one before it is unlinked, with its path and, for each of the m
 * blocks it holds, the block's index in the vj_jit_worker_compile request;
 * the function of which[j] is named "vj_block_<j>". */
typedef struct vj_jit_sink {
    void (*built)(void *arg, const char *path, const size_t *which, size_t m);
    void *arg;
} vj_jit_sink;
void vj_jit_worker_set_sink(struct vj_jit_worker *w, const vj_jit_sink *sink);

/* A unique path for a file of compiled code in the engine's private (0700)
 * directory, made on first use. 0 with why when it cannot be made. */
int vj_jit_temp_path(struct vj_jit *jit, char *path, size_t size, char *why, size_t why_size);

/* Load the relocatable object in bytes[0, len) (objload.c checks every
 * byte of it; the bytes are not kept) and store each import's address in
 * it: *out holds one reference. VJ_ERR_JIT with why when it is refused or
 * lacks an import's pointer, VJ_ERR_NOMEM when memory ran out. */
vj_status vj_jit_load_bytes(struct vj_jit *jit, const uint8_t *bytes, size_t len,
                            struct vj_jit_code **out, char *why, size_t why_size);
/* The function called name in code from vj_jit_load_bytes; NULL if none. */
vj_jit_fn vj_jit_code_function(struct vj_jit_code *code, const char *name);

/* The canonical bytes of a block's IR (what a helper is sent: everything
 * the code depends on), after prefix_len bytes of prefix: malloc'd, *len
 * set; NULL when memory ran out. For keys of compiled code. */
void *vj_jit_block_bytes(const vj_ir_block *b, const void *prefix, size_t prefix_len,
                         size_t *len);

/* Non-zero when the code generator has an emitter for op (a test checks all
 * ops; the emitter table is also checked when emit.c is compiled). */
int vj_jit_has_op(vj_op op);

#endif /* VJ_JIT_H */
