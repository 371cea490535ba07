/* gen: the code generator's face to the rest of src/jit. It fills one
 * libgccjit context with one function per IR block; the engine (compile.c)
 * compiles that context, loads the code and binds its helper. Only src/jit
 * includes this file, and only when libgccjit is built in. */
#ifndef VJ_JIT_GEN_H
#define VJ_JIT_GEN_H

#include <libgccjit.h>
#include <stddef.h>

#include "ir/ir.h"
#include "jit/jit.h"

struct vj_gen;

/* A libgccjit context set up for settings (options, types, builtins). NULL
 * with why filled when libgccjit refuses. */
struct vj_gen *vj_gen_new(const vj_jit_settings *settings, char *why, size_t size);
gcc_jit_context *vj_gen_context(struct vj_gen *g);
/* Add block b as the exported function name. 0 with why filled when the
 * generator refuses the block; the context is then unusable (libgccjit keeps
 * the first error), so the caller starts again without that block. */
int vj_gen_block(struct vj_gen *g, const vj_ir_block *b, const char *name, char *why,
                 size_t size);
/* Shape checks the generator relies on (the verifier should have made them
 * true): 0 with why filled when the block must be refused. */
int vj_gen_check(const vj_ir_block *b, char *why, size_t size);
/* Release the context (not the code compiled from it). NULL-safe. */
void vj_gen_free(struct vj_gen *g);

/* The generated code reaches the helpers it calls through exported
 * pointers, because code compiled in a helper process cannot know an
 * address in this one. Whoever loads the code stores each row's address in
 * its pointer before the code can run: one row per pointer, X(symbol,
 * function returning the address); nothing else lists them.
 *  - the perm helper: a lane vector's worth of v_perm_b32 with a selector
 *    that is not a constant (the interpreter's row kernels);
 *  - the float helper: a chunk of lanes of any float op (ops.def's
 *    signature FP) through the interpreter's vj_fp_lane (emit.c, "float");
 *  - the memory helper: a chunk of lanes of a memory op (issue 31), through
 *    the wave's map and LDS (vj_guest_chunk, src/interp/guestmem.c). */
#define VJ_GEN_PERM_HELPER "vj_perm_helper"
#define VJ_GEN_FP_HELPER "vj_fp_helper"
#define VJ_GEN_MEM_HELPER "vj_mem_helper"
void *vj_gen_perm_helper(void);
void *vj_gen_fp_helper(void);
void *vj_gen_mem_helper(void);
#define VJ_GEN_IMPORTS(X) \
    X(VJ_GEN_PERM_HELPER, vj_gen_perm_helper) \
    X(VJ_GEN_FP_HELPER, vj_gen_fp_helper) \
    X(VJ_GEN_MEM_HELPER, vj_gen_mem_helper)
/* The rows' indices, in the table's order. */
enum {
#define VJ_GEN_IMPORT_ENUM(sym, addr) VJ_GEN_IMPORT_##addr,
    VJ_GEN_IMPORTS(VJ_GEN_IMPORT_ENUM)
#undef VJ_GEN_IMPORT_ENUM
    VJ_GEN_NIMPORTS
};

#endif /* VJ_JIT_GEN_H */
