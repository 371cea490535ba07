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
    if (op == VJ_OP_RDV)
        return 0;
    return (f & VJ_OF_PURE) && all_args_uniform;
}

uint32_t vj_ir_emit(vj_ir_block *b, vj_op op, vj_type type, uint32_t a0, uint32_t a1, uint32_t a2,
                    uint64_t imm)
{
    if (b->oom || (unsigned)op >= VJ_OP_COUNT)
        return VJ_NO_ARG;
    uint32_t args[3] = {a0, a1, a2};
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
    for (unsigned i = 0; i < 3; i++)
        n->arg[i] = i < nargs ? args[i] : VJ_NO_ARG;
    n->imm = op == VJ_OP_CONST && n->type == VJ_T_I32 ? (imm & 0xffffffffu) : imm;
    return b->count++;
}

uint32_t vj_ir_const(vj_ir_block *b, vj_type type, uint64_t value)
{
    return vj_ir_emit(b, VJ_OP_CONST, type, VJ_NO_ARG, VJ_NO_ARG, VJ_NO_ARG, value);
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

/* One case per pure op; i32 arguments and results live in the low half. */
uint64_t vj_ir_eval_op(vj_op op, vj_type type, uint64_t a, uint64_t b, uint64_t c, unsigned lane)
{
    const int w = type == VJ_T_I64;
    const uint32_t a32 = (uint32_t)a, b32 = (uint32_t)b, c32 = (uint32_t)c;
    switch (op) {
    case VJ_OP_LANEBIT:
        /* The mask argument's width is not passed: a 64-bit value serves both. */
        return vj_sem_lanebit(a, 64, lane);
    case VJ_OP_AND:
        return w ? vj_sem_and64(a, b) : vj_sem_and32(a32, b32);
    case VJ_OP_OR:
        return w ? vj_sem_or64(a, b) : vj_sem_or32(a32, b32);
    case VJ_OP_XOR:
        return w ? vj_sem_xor64(a, b) : vj_sem_xor32(a32, b32);
    case VJ_OP_NOT:
        return w ? vj_sem_not64(a) : vj_sem_not32(a32);
    case VJ_OP_SHL:
        return w ? vj_sem_shl64(a, b32) : vj_sem_shl32(a32, b32);
    case VJ_OP_SHR:
        return w ? vj_sem_shr64(a, b32) : vj_sem_shr32(a32, b32);
    case VJ_OP_SAR:
        return w ? vj_sem_sar64(a, b32) : vj_sem_sar32(a32, b32);
    case VJ_OP_FSHR:
        return vj_sem_fshr32(a32, b32, c32);
    case VJ_OP_BSWAP:
        return w ? vj_sem_bswap64(a) : vj_sem_bswap32(a32);
    case VJ_OP_UBFE:
        return vj_sem_ubfe32(a32, b32, c32);
    case VJ_OP_SBFE:
        return vj_sem_sbfe32(a32, b32, c32);
    case VJ_OP_BFI:
        return w ? vj_sem_bfi64(a, b, c) : vj_sem_bfi32(a32, b32, c32);
    case VJ_OP_ADD:
        return w ? vj_sem_add64(a, b) : vj_sem_add32(a32, b32);
    case VJ_OP_SUB:
        return w ? vj_sem_sub64(a, b) : vj_sem_sub32(a32, b32);
    case VJ_OP_MUL:
        return w ? vj_sem_mul64(a, b) : vj_sem_mul32(a32, b32);
    case VJ_OP_MULHU:
        return vj_sem_mulhu32(a32, b32);
    case VJ_OP_MULHS:
        return vj_sem_mulhs32(a32, b32);
    case VJ_OP_MULU24:
        return vj_sem_mulu24_32(a32, b32);
    case VJ_OP_MULI24:
        return vj_sem_muli24_32(a32, b32);
    case VJ_OP_UMIN:
        return w ? vj_sem_umin64(a, b) : vj_sem_umin32(a32, b32);
    case VJ_OP_UMAX:
        return w ? vj_sem_umax64(a, b) : vj_sem_umax32(a32, b32);
    case VJ_OP_SMIN:
        return w ? vj_sem_smin64(a, b) : vj_sem_smin32(a32, b32);
    case VJ_OP_SMAX:
        return w ? vj_sem_smax64(a, b) : vj_sem_smax32(a32, b32);
    case VJ_OP_SELECT:
        return w ? vj_sem_select64(a32, b, c) : vj_sem_select32(a32, b32, c32);
    case VJ_OP_POPCNT:
        return w ? vj_sem_popcnt64(a) : vj_sem_popcnt32(a32);
    case VJ_OP_BITREV:
        return w ? vj_sem_bitrev64(a) : vj_sem_bitrev32(a32);
    case VJ_OP_PERM:
        return vj_sem_perm32(a32, b32, c32);
    case VJ_OP_CONST:
    case VJ_OP_RDV:
    case VJ_OP_RDS:
    case VJ_OP_RDSPEC:
    case VJ_OP_WRV:
    case VJ_OP_WRS:
    case VJ_OP_COUNT:
        break;
    }
    return 0;
}
