/* verify: checks a block's structure against the op table: SSA order,
 * argument counts and types, register ranges, uniformity claims. It reports
 * the first fault with the node's number; it never changes the block. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include "ir/fpmode.h"
#include "ir/ir.h"
#include "ir/memop.h"

static vj_status fail(char *err, size_t errsize, uint32_t i, const vj_node *n, const char *fmt,
                      ...) __attribute__((format(printf, 5, 6)));

static vj_status fail(char *err, size_t errsize, uint32_t i, const vj_node *n, const char *fmt,
                      ...)
{
    if (err && errsize) {
        const char *name = n->op < VJ_OP_COUNT ? vj_op_table[n->op].name : "?";
        int k = snprintf(err, errsize, "IR node %%%u (%s): ", i, name);
        if (k >= 0 && (size_t)k < errsize) {
            va_list ap;
            va_start(ap, fmt);
            vsnprintf(err + k, errsize - (size_t)k, fmt, ap);
            va_end(ap);
        }
    }
    return VJ_ERR_IR;
}

static const char *tname(unsigned t)
{
    return t == VJ_T_I32 ? "i32" : t == VJ_T_I64 ? "i64" : t == VJ_T_VOID ? "void" : "bad";
}

/* The highest register an access of this type at imm touches must exist. */
static int reg_in_range(uint64_t imm, unsigned type, unsigned nregs)
{
    unsigned width = type == VJ_T_I64 ? 2 : 1;
    return imm + width <= nregs;
}

vj_status vj_ir_verify(const vj_ir_block *b, char *err, size_t errsize)
{
    if (err && errsize)
        err[0] = '\0';
    if (!vj_ir_ok(b)) {
        if (err && errsize)
            snprintf(err, errsize, "IR block: an allocation failed while it was built");
        return VJ_ERR_IR;
    }
    if (b->wave_size != 32 && b->wave_size != 64) {
        if (err && errsize)
            snprintf(err, errsize, "IR block: wave size %u is not 32 or 64", b->wave_size);
        return VJ_ERR_IR;
    }
    for (uint32_t i = 0; i < b->count; i++) {
        const vj_node *n = &b->nodes[i];
        if (n->op >= VJ_OP_COUNT)
            return fail(err, errsize, i, n, "unknown op %u", n->op);
        const vj_op_info *info = &vj_op_table[n->op];
        int uni = 1;
        for (unsigned k = 0; k < VJ_IR_MAXARGS; k++) {
            if (k >= info->nargs) {
                if (n->arg[k] != VJ_NO_ARG)
                    return fail(err, errsize, i, n, "argument %u set on a %u-argument op", k,
                                info->nargs);
                continue;
            }
            if (n->arg[k] >= i)
                return fail(err, errsize, i, n, "argument %u refers to %%%u, not an earlier node",
                            k, n->arg[k]);
            unsigned at = b->nodes[n->arg[k]].type;
            if (at != VJ_T_I32 && at != VJ_T_I64)
                return fail(err, errsize, i, n, "argument %u (%%%u) has no value (%s)", k,
                            n->arg[k], tname(at));
            uni = uni && b->nodes[n->arg[k]].uniform;
        }
        if (n->type > VJ_T_I64)
            return fail(err, errsize, i, n, "bad type %u", n->type);
        if (n->type != vj_ir_result_type((vj_op)n->op, (vj_type)n->type))
            return fail(err, errsize, i, n, "result type %s breaks the op's rule", tname(n->type));
        if (info->type_rule == VJ_TR_SAME && n->type == VJ_T_VOID)
            return fail(err, errsize, i, n, "a value op must be i32 or i64");
        if ((info->flags & VJ_OF_I32ONLY) && n->type != VJ_T_I32)
            return fail(err, errsize, i, n, "defined on i32 only, node is %s", tname(n->type));
        if (n->uniform && !vj_ir_uniform((vj_op)n->op, uni))
            return fail(err, errsize, i, n, "marked uniform but its value varies by lane");

        /* Argument types: SAME ops share the node's type, with exceptions. */
        if (info->type_rule == VJ_TR_SAME && !(info->flags & VJ_OF_LANE)) {
            for (unsigned k = 0; k < info->nargs; k++) {
                unsigned want = n->type;
                int count_arg = ((info->flags & VJ_OF_SHIFT) && k == 1) ||
                                ((info->flags & VJ_OF_MODE) && k == info->nargs - 1u);
                int cond_arg = (info->flags & VJ_OF_COND) && k == 0;
                if (count_arg || cond_arg)
                    want = VJ_T_I32;
                if ((info->flags & VJ_OF_MEM) && k == 0) /* ATOM's address: its space's */
                    continue;
                unsigned at = b->nodes[n->arg[k]].type;
                if (at != want)
                    return fail(err, errsize, i, n, "argument %u (%%%u) is %s, wants %s", k,
                                n->arg[k], tname(at), tname(want));
            }
        }

        /* Conversions take the other width; a lane mask has the wave's. */
        if ((info->flags & (VJ_OF_FROM32 | VJ_OF_FROM64)) &&
            (info->nargs == 1 || (info->flags & VJ_OF_MODE))) {
            unsigned want = (info->flags & VJ_OF_FROM32) ? VJ_T_I32 : VJ_T_I64;
            unsigned at = b->nodes[n->arg[0]].type;
            if (at != want)
                return fail(err, errsize, i, n, "argument 0 (%%%u) is %s, wants %s", n->arg[0],
                            tname(at), tname(want));
        }
        if ((info->flags & VJ_OF_GATHER) &&
            n->type != (b->wave_size == 64 ? VJ_T_I64 : VJ_T_I32))
            return fail(err, errsize, i, n, "a lane mask of wave%u is not %s", b->wave_size,
                        tname(n->type));

        /* Cross-lane: the lane and a written value are one for the wave
         * (room lanes: but LANERD's lane is the node's own i32). */
        if (n->op == VJ_OP_LANERD && b->nodes[n->arg[0]].type != VJ_T_I32)
            return fail(err, errsize, i, n, "argument 0 (%%%u) is not an i32", n->arg[0]);
        if ((info->flags & VJ_OF_XLANE) && n->op != VJ_OP_LANERD)
            for (unsigned k = 0; k < info->nargs; k++)
                if (b->nodes[n->arg[k]].type != VJ_T_I32 || !b->nodes[n->arg[k]].uniform)
                    return fail(err, errsize, i, n, "argument %u (%%%u) is not a uniform i32", k,
                                n->arg[k]);

        /* m0-relative (room movrel): the offset is one for the wave, and
         * the register's value an i32. */
        if (info->flags & VJ_OF_REL) {
            uint32_t off = n->arg[info->nargs - 1];
            if (b->nodes[off].type != VJ_T_I32 || !b->nodes[off].uniform)
                return fail(err, errsize, i, n, "the offset (%%%u) is not a uniform i32", off);
            if (n->op == VJ_OP_WRREL && b->nodes[n->arg[0]].type != VJ_T_I32)
                return fail(err, errsize, i, n, "argument 0 (%%%u) is not an i32", n->arg[0]);
        }

        /* A float op's MODE is the wave's: an rdmode node. */
        if ((info->flags & VJ_OF_MODE) && b->nodes[n->arg[info->nargs - 1]].op != VJ_OP_RDMODE)
            return fail(err, errsize, i, n, "the MODE argument (%%%u) is not an rdmode",
                        n->arg[info->nargs - 1]);

        /* DPP16's control is a constant: the JIT builds each control's lanes. */
        if (n->op == VJ_OP_DPP16 && b->nodes[n->arg[0]].op != VJ_OP_CONST)
            return fail(err, errsize, i, n, "the DPP16 control (%%%u) is not a constant",
                        n->arg[0]);

        /* The imm as its IMM column says; a write's register holds its value. */
        int writes = (vj_op_table[n->op].flags & VJ_OF_WRITE) != 0;
        unsigned vt = writes ? b->nodes[n->arg[0]].type : n->type;
        switch ((vj_imm_kind)vj_op_imm_kind[n->op]) {
        case VJ_IMM_VGPR:
            if (!reg_in_range(n->imm, vt, VJ_NUM_VGPRS))
                return fail(err, errsize, i, n, "VGPR %llu out of range for %s",
                            (unsigned long long)n->imm, tname(vt));
            break;
        case VJ_IMM_AGPR:
            if (n->imm >= VJ_NUM_AGPRS || vt != VJ_T_I32)
                return fail(err, errsize, i, n, "AGPR %llu out of range for %s",
                            (unsigned long long)n->imm, tname(vt));
            break;
        case VJ_IMM_SREG:
            if (!reg_in_range(n->imm, vt, VJ_SREG_COUNT))
                return fail(err, errsize, i, n, "scalar register %llu out of range%s%s",
                            (unsigned long long)n->imm, writes ? "" : " for ",
                            writes ? "" : tname(vt));
            if (writes && !b->nodes[n->arg[0]].uniform)
                return fail(err, errsize, i, n, "writes a scalar from a per-lane value %%%u",
                            n->arg[0]);
            break;
        case VJ_IMM_SPECIAL:
            if (n->imm != VJ_SPECIAL_VCCZ && n->imm != VJ_SPECIAL_EXECZ &&
                n->imm != VJ_SPECIAL_SCC)
                return fail(err, errsize, i, n, "special source %llu cannot be read",
                            (unsigned long long)n->imm);
            break;
        case VJ_IMM_FPI:
            if (n->imm & ~(uint64_t)(VJ_FPI_GFX12 | VJ_FPI_CLAMP | VJ_FPI_OMOD_MASK |
                                     VJ_FPI_CVT_MASK | VJ_FPI_KIND_MASK | VJ_FPI_FN_MASK |
                                     VJ_FPI_SRC64 | VJ_FPI_DX9 |
                                     VJ_FPI_NANPROP | VJ_FPI_F16 | VJ_FPI_DOT_GFX11 |
                                     VJ_FPI_BF8))
                return fail(err, errsize, i, n, "float op bits 0x%llx unknown",
                            (unsigned long long)n->imm);
            /* issue 29: f16 values live in i32s; fp.c runs these ops on them */
            if ((n->imm & VJ_FPI_F16) &&
                (vt != VJ_T_I32 ||
                 !(n->op == VJ_OP_FADD || n->op == VJ_OP_FSUB || n->op == VJ_OP_FMUL ||
                   n->op == VJ_OP_FFMA || n->op == VJ_OP_FMIN || n->op == VJ_OP_FMAX ||
                   n->op == VJ_OP_FPOST || n->op == VJ_OP_FMED3 || n->op == VJ_OP_FCMP ||
                   n->op == VJ_OP_FCLASS || n->op == VJ_OP_FLDEXP || n->op == VJ_OP_FUNARY ||
                   n->op == VJ_OP_FTOI || n->op == VJ_OP_FTRANS ||
                   n->op == VJ_OP_FDIVFIXUP)))
                return fail(err, errsize, i, n, "an f16 %s node of %s", vj_op_table[n->op].name,
                            tname(vt));
            if (n->op == VJ_OP_FCVTH &&
                ((n->imm & VJ_FPI_F16) ||
                 (n->imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT > VJ_FH_TO_I16))
                return fail(err, errsize, i, n, "fcvth conversion bits 0x%llx unknown",
                            (unsigned long long)n->imm);
            break;
        case VJ_IMM_MEM: { /* issue 31: the address's type is its space's */
            unsigned size = (unsigned)(n->imm & VJ_MEMI_SIZE_MASK);
            int lds = (n->imm & VJ_MEMI_LDS) != 0, priv = (n->imm & VJ_MEMI_PRIV) != 0;
            if (n->imm & ~(uint64_t)VJ_MEMI_MASK)
                return fail(err, errsize, i, n, "memory bits 0x%llx unknown",
                            (unsigned long long)n->imm);
            unsigned kind = (unsigned)((n->imm & VJ_MEMI_ATOM_MASK) >> VJ_MEMI_ATOM_SHIFT);
            int chk = n->op == VJ_OP_MEMCHK || n->op == VJ_OP_MEMCHKP;
            int ld = n->op == VJ_OP_LD || n->op == VJ_OP_LDP || n->op == VJ_OP_SLDP;
            int pred = n->op == VJ_OP_LDP || n->op == VJ_OP_STP || n->op == VJ_OP_MEMCHKP ||
                       n->op == VJ_OP_SLDP;
            if (n->op == VJ_OP_ATOM) { /* room atom: 4 bytes i32, 8 bytes i64 */
                if (size != (n->type == VJ_T_I64 ? 8u : 4u))
                    return fail(err, errsize, i, n, "an atomic of %u bytes on %s", size,
                                tname(n->type));
                if (kind == VJ_ATOM_NONE || kind >= VJ_ATOM_COUNT)
                    return fail(err, errsize, i, n, "atomic kind %u unknown", kind);
            } else if (kind) {
                return fail(err, errsize, i, n, "the atomic kind is ATOM's");
            } else if (chk ? size < 1 || size > 16 : size != 1 && size != 2 && size != 4) {
                return fail(err, errsize, i, n, "an access of %u bytes", size);
            }
            if ((n->imm & VJ_MEMI_WRITE) && !chk)
                return fail(err, errsize, i, n, "the write bit is MEMCHK's");
            if ((n->imm & VJ_MEMI_SEXT) && (!ld || size == 4))
                return fail(err, errsize, i, n, "sign extension of a %u-byte %s", size,
                            ld ? "load" : "access");
            if (priv && (lds || n->op == VJ_OP_ATOM || n->op == VJ_OP_SLD))
                return fail(err, errsize, i, n, "a private access is a lane's LD, ST or MEMCHK");
            if (pred && (lds || priv))
                return fail(err, errsize, i, n, "a predicated access is global");
            if (pred && b->nodes[n->arg[vj_op_table[n->op].nargs - 1]].type != VJ_T_I32)
                return fail(err, errsize, i, n, "the predicate is not an i32");
            if (b->nodes[n->arg[0]].type != (lds || priv ? VJ_T_I32 : VJ_T_I64))
                return fail(err, errsize, i, n, "the address (%%%u) is not an %s", n->arg[0],
                            lds ? "i32 (LDS)" : priv ? "i32 (private)" : "i64");
            if (n->op == VJ_OP_SLDP && !b->nodes[n->arg[1]].uniform)
                return fail(err, errsize, i, n, "a scalar load's predicate is uniform");
            if ((n->op == VJ_OP_SLD || n->op == VJ_OP_SLDP) &&
                (lds || !b->nodes[n->arg[0]].uniform))
                return fail(err, errsize, i, n, "a scalar load's address is a uniform i64");
            if ((n->op == VJ_OP_ST || n->op == VJ_OP_STP) &&
                b->nodes[n->arg[1]].type != VJ_T_I32)
                return fail(err, errsize, i, n, "the stored value (%%%u) is not an i32",
                            n->arg[1]);
            break;
        }
        case VJ_IMM_CST:
        case VJ_IMM_NONE:
            break;
        }
        if (b->ninsts && n->inst >= b->ninsts)
            return fail(err, errsize, i, n, "source instruction %u of %u", n->inst, b->ninsts);
    }
    return VJ_OK;
}
