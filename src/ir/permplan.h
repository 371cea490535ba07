/* permplan: the perm planner. Plans a v_perm_b32 whose selector is known at
 * translation time as the cheapest equivalent in the IR's own ops. Pure
 * functions over a selector and what is known of the two sources; it touches
 * a block only through the emitter callbacks the caller hands it. */
#ifndef VJ_IR_PERMPLAN_H
#define VJ_IR_PERMPLAN_H

#include <stddef.h>
#include <stdint.h>

#include "ir/ir.h"

/* What a generic PERM node is costed at, in IR ops. An engine runs a PERM as
 * generic byte selection, each lane looking at each selector byte. Measured
 * on the project's 2-core x86-64 with sem.h's perm over 64 lanes: 470 ns
 * against 15 ns for an AND (-O2), 400 ns against 5 ns (-O3 x86-64-v3); the
 * DESIGN.md figures agree (30-65 ns JIT byte extraction vs 1.5 ns bswap). So
 * 12 is a conservative price: a plan dearer than this keeps the PERM. */
#define VJ_FOLD_PERM_COST 12

/* What is known of one source value: bits known to be 0 and known to be 1. */
typedef struct vj_fold_src {
    uint32_t zero, one;
} vj_fold_src;

/* One term of a plan: a producer (a row of the rule table in permplan.c) applied
 * to a source, optionally shifted by whole bytes, then masked. */
typedef struct vj_fold_term {
    uint8_t rule;  /* producer row */
    uint8_t a, b;  /* sources: 0 = S0, 1 = S1 (b for two-source rows) */
    uint8_t p, q;  /* the row's parameters (bit offset/count, field width) */
    int8_t post;   /* then shifted left (> 0) or right (< 0) by this many bytes */
    uint8_t ops;   /* IR ops this term costs, mask included */
    uint8_t gives; /* the result bytes (bit i = byte i) this term provides */
    uint32_t mul;  /* the splat row's multiplier */
    uint32_t mask; /* then ANDed with this; 0xffffffff = no AND */
} vj_fold_term;

typedef enum vj_fold_kind {
    VJ_FOLD_CONST, /* the result is konst */
    VJ_FOLD_EXPR,  /* OR of the terms, then OR konst when it is non-zero */
    VJ_FOLD_PERM,  /* no cheaper form: keep the generic PERM */
} vj_fold_kind;

typedef struct vj_fold_plan {
    vj_fold_kind kind;
    unsigned nterms;
    vj_fold_term term[4];
    uint32_t konst;
    unsigned ops; /* IR ops, constants and source reads not counted */
} vj_fold_plan;

/* Plan perm(S0, S1, sel). src[0] and src[1] say what is known of S0 and S1;
 * same is non-zero when S0 and S1 are the same value. Never fails. */
void vj_fold_perm(uint32_t sel, const vj_fold_src src[2], int same, vj_fold_plan *plan);

/* Write the plan as an expression a person can read ("(S1 & 0xffff) |
 * (S0 << 16)"). Returns the length the full text needs (snprintf-style). */
int vj_fold_plan_text(const vj_fold_plan *plan, char *buf, size_t size);

/* Emitting a plan goes through the caller, so that its own folding, CSE and
 * bookkeeping see every node. Both callbacks return a node index or
 * VJ_NO_ARG on failure; emit's unused arguments are VJ_NO_ARG. */
typedef struct vj_fold_builder {
    void *ctx;
    uint32_t (*emit)(void *ctx, vj_op op, uint32_t a0, uint32_t a1, uint32_t a2);
    uint32_t (*konst)(void *ctx, uint32_t value);
} vj_fold_builder;

/* Emit an EXPR or CONST plan over the i32 nodes s0 and s1; returns the
 * result's node (VJ_NO_ARG for a PERM plan or on failure). */
uint32_t vj_fold_emit(const vj_fold_plan *plan, const vj_fold_builder *bld, uint32_t s0,
                      uint32_t s1);

#endif /* VJ_IR_PERMPLAN_H */
