/* ir: the op table generated from ops.def, the block builder, cloning, and
 * vj_ir_eval_op (the scalar meaning of each pure op, from src/ir/sem.h).
 * It never reads or writes a wave state. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/sem.h"

const vj_op_info vj_op_table[VJ_OP_COUNT] = {
#define X(id, nm, nargs, tr, flags) [VJ_OP_##id] = {nm, nargs, tr, flags},
#include "ir/ops.def"
#undef X
};

const uint8_t vj_op_imm_kind[VJ_OP_COUNT] = {
#define VJ_OPSEM(id, sig, sem, imm) [VJ_OP_##id] = VJ_IMM_##imm,
#include "ir/ops.def"
#undef VJ_OPSEM
};

/* Every X row of ops.def has its VJ_OPSEM row (a duplicate one is a
 * duplicate case in vj_ir_eval_op, a missing one a -Wswitch error there). */
enum {
#define VJ_OPSEM(id, sig, sem, imm) VJ_OPSEM_ROW_##id,
#include "ir/ops.def"
#undef VJ_OPSEM
    VJ_OPSEM_ROWS
};
_Static_assert((int)VJ_OPSEM_ROWS == (int)VJ_OP_COUNT,
               "every op in ops.def needs its VJ_OPSEM row");
#pragma GCC diagnostic error "-Wswitch"

void vj_ir_init(vj_ir_block *b, vj_target target, unsigned wave_size)
{
    memset(b, 0, sizeof *b);
    b->target = target;
    b->wave_size = wave_size;
}

void vj_ir_release(vj_ir_block *b)
{
    if (!b)
        return;
    free(b->nodes);
    free(b->insts);
    b->nodes = NULL;
    b->insts = NULL;
    b->count = b->cap = b->ninsts = 0;
}

int vj_ir_ok(const vj_ir_block *b)
{
    return b && !b->oom;
}

vj_type vj_ir_result_type(vj_op op, vj_type requested)
{
    switch (vj_op_table[op].type_rule) {
    case VJ_TR_I32:
        return VJ_T_I32;
    case VJ_TR_I64:
        return VJ_T_I64;
    case VJ_TR_VOID:
        return VJ_T_VOID;
    default:
        return requested;
    }
}

int vj_ir_uniform(vj_op op, int all_args_uniform)
{
    unsigned f = vj_op_table[op].flags;
    if (f & VJ_OF_UNIFORM)
        return 1;
    if (f & (VJ_OF_LANE | VJ_OF_WRITE))
        return 0;
    if (op == VJ_OP_RDV || op == VJ_OP_RDA)
        return 0;
    return (f & VJ_OF_PURE) && all_args_uniform;
}

uint32_t vj_ir_emit(vj_ir_block *b, vj_op op, vj_type type, uint32_t a0, uint32_t a1, uint32_t a2,
                    uint64_t imm)
{
    return vj_ir_emit4(b, op, type, a0, a1, a2, VJ_NO_ARG, imm);
}

uint32_t vj_ir_emit4(vj_ir_block *b, vj_op op, vj_type type, uint32_t a0, uint32_t a1,
                     uint32_t a2, uint32_t a3, uint64_t imm)
{
    if (b->oom || (unsigned)op >= VJ_OP_COUNT)
        return VJ_NO_ARG;
    uint32_t args[VJ_IR_MAXARGS] = {a0, a1, a2, a3};
    unsigned nargs = vj_op_table[op].nargs;
    int uni = 1;
    for (unsigned i = 0; i < nargs; i++) {
        /* A failed earlier emit hands us VJ_NO_ARG: keep the failure. */
        if (args[i] >= b->count) {
            b->oom = 1;
            return VJ_NO_ARG;
        }
        uni = uni && b->nodes[args[i]].uniform;
    }
    if (b->count == b->cap) {
        uint32_t ncap = b->cap ? b->cap * 2 : 32;
        vj_node *n = ncap > b->cap ? realloc(b->nodes, (size_t)ncap * sizeof *n) : NULL;
        if (!n) {
            b->oom = 1;
            return VJ_NO_ARG;
        }
        b->nodes = n;
        b->cap = ncap;
    }
    vj_node *n = &b->nodes[b->count];
    memset(n, 0, sizeof *n);
    n->op = (uint8_t)op;
    n->type = (uint8_t)vj_ir_result_type(op, type);
    n->uniform = (uint8_t)vj_ir_uniform(op, uni);
    n->inst = (uint16_t)b->cur_inst;
    for (unsigned i = 0; i < VJ_IR_MAXARGS; i++)
        n->arg[i] = i < nargs ? args[i] : VJ_NO_ARG;
    n->imm = op == VJ_OP_CONST && n->type == VJ_T_I32 ? (imm & 0xffffffffu) : imm;
    return b->count++;
}

uint32_t vj_ir_const(vj_ir_block *b, vj_type type, uint64_t value)
{
    return vj_ir_emit(b, VJ_OP_CONST, type, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, value);
}

/* ctz(x) = popcount(~x & (x - 1)), the width for 0; the ISA wants -1. */
uint32_t vj_ir_find_first(vj_ir_block *b, uint32_t x)
{
    if (x >= b->count) { /* a failed earlier emit: keep the failure */
        b->oom = 1;
        return VJ_NO_ARG;
    }
    vj_type t = b->nodes[x].type;
    uint32_t nz = vj_ir_emit(b, VJ_OP_NE, t, x, vj_ir_const(b, t, 0), VJ_NO_ARG, 0);
    uint32_t n = vj_ir_emit(b, VJ_OP_POPCNT, t,
                            vj_ir_emit(b, VJ_OP_AND, t, vj_ir_emit(b, VJ_OP_NOT, t, x, VJ_NO_ARG,
                                                                   VJ_NO_ARG, 0),
                                       vj_ir_emit(b, VJ_OP_SUB, t, x, vj_ir_const(b, t, 1),
                                                  VJ_NO_ARG, 0),
                                       VJ_NO_ARG, 0),
                            VJ_NO_ARG, VJ_NO_ARG, 0);
    if (t == VJ_T_I64) {
        nz = vj_ir_emit(b, VJ_OP_TRUNC, VJ_T_I32, nz, VJ_NO_ARG, VJ_NO_ARG, 0);
        n = vj_ir_emit(b, VJ_OP_TRUNC, VJ_T_I32, n, VJ_NO_ARG, VJ_NO_ARG, 0);
    }
    return vj_ir_emit(b, VJ_OP_SELECT, VJ_T_I32, nz, n, vj_ir_const(b, VJ_T_I32, 0xffffffffu), 0);
}

vj_status vj_ir_set_insts(vj_ir_block *b, const vj_inst *insts, size_t n)
{
    vj_inst *copy = NULL;
    if (n) {
        copy = malloc(n * sizeof *copy);
        if (!copy)
            return VJ_ERR_NOMEM;
        memcpy(copy, insts, n * sizeof *copy);
    }
    free(b->insts);
    b->insts = copy;
    b->ninsts = (uint32_t)n;
    return VJ_OK;
}

vj_status vj_ir_clone(vj_ir_block *dst, const vj_ir_block *src)
{
    vj_ir_init(dst, src->target, src->wave_size);
    dst->oom = src->oom;
    if (src->count) {
        dst->nodes = malloc((size_t)src->count * sizeof *dst->nodes);
        if (!dst->nodes)
            return VJ_ERR_NOMEM;
        memcpy(dst->nodes, src->nodes, (size_t)src->count * sizeof *dst->nodes);
        dst->count = dst->cap = src->count;
    }
    if (vj_ir_set_insts(dst, src->insts, src->ninsts) != VJ_OK) {
        vj_ir_release(dst);
        return VJ_ERR_NOMEM;
    }
    return VJ_OK;
}

/* One case per op, from its SIG and SEM columns; i32 arguments and results
 * live in the low half. Ops without semantics (SIG NONE) give 0. */
#define EV_NONE(F) 0
#define EV_U1(F)   (w ? F##64(a) : F##32(a32))
#define EV_U2(F)   (w ? F##64(a, b) : F##32(a32, b32))
#define EV_U3(F)   (w ? F##64(a, b, c) : F##32(a32, b32, c32))
#define EV_SH(F)   (w ? F##64(a, b32) : F##32(a32, b32))
#define EV_SEL(F)  (w ? F##64(a32, b, c) : F##32(a32, b32, c32))
#define EV_W2(F)   F(a32, b32)
#define EV_W3(F)   F(a32, b32, c32)
#define EV_ROWS(F) F(a32, b32, c32)
/* The mask argument's width is not passed: a 64-bit value serves both. */
#define EV_LANE(F) F(a, 64, lane)
#define EV_CV(F)   F(a)
#define EV_FP(F)   0 /* float ops: their MODE is never a constant (ops.def) */
uint64_t vj_ir_eval_op(vj_op op, vj_type type, uint64_t a, uint64_t b, uint64_t c, unsigned lane)
{
    const int w = type == VJ_T_I64;
    const uint32_t a32 = (uint32_t)a, b32 = (uint32_t)b, c32 = (uint32_t)c;
    (void)w, (void)a32, (void)b32, (void)c32, (void)lane;
    switch (op) {
#define VJ_OPSEM(id, sig, sem, imm)                                                               \
    case VJ_OP_##id:                                                                              \
        return EV_##sig(sem);
#include "ir/ops.def"
#undef VJ_OPSEM
    case VJ_OP_COUNT:
        break;
    }
    return 0;
}
#undef EV_NONE
#undef EV_U1
#undef EV_U2
#undef EV_U3
#undef EV_SH
#undef EV_SEL
#undef EV_W2
#undef EV_W3
#undef EV_ROWS
#undef EV_LANE
#undef EV_CV
#undef EV_FP
