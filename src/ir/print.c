/* print: the IR's text form, one node a line ("%3 = perm.i32 %1, %2,
 * 0x05040100"), each instruction's nodes under a comment naming it; constants
 * print inline where they are used. Names of scalar registers live here too.
 * It only formats: it never changes a block. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir/ir.h"

const char *vj_sreg_name(unsigned idx, char buf[16])
{
    if (idx < VJ_SREG_NUM_SGPR)
        snprintf(buf, 16, "s%u", idx);
    else if (idx >= VJ_SREG_TTMP0 && idx < VJ_SREG_TTMP0 + 16)
        snprintf(buf, 16, "ttmp%u", idx - VJ_SREG_TTMP0);
    else if (idx == VJ_SREG_VCC_LO)
        return "vcc_lo";
    else if (idx == VJ_SREG_VCC_HI)
        return "vcc_hi";
    else if (idx == VJ_SREG_M0)
        return "m0";
    else if (idx == VJ_SREG_NULL)
        return "null";
    else if (idx == VJ_SREG_EXEC_LO)
        return "exec_lo";
    else if (idx == VJ_SREG_EXEC_HI)
        return "exec_hi";
    else
        return NULL;
    return buf;
}

const char *vj_ir_special_name(unsigned idx)
{
    static const char *const names[] = {
        [VJ_SPECIAL_VCCZ] = "vccz",
        [VJ_SPECIAL_EXECZ] = "execz",
        [VJ_SPECIAL_SCC] = "scc",
        [VJ_SPECIAL_LDS_DIRECT] = "lds_direct",
    };
    return idx < sizeof names / sizeof names[0] ? names[idx] : NULL;
}

/* A growing string; on allocation failure it goes NULL and stays so. */
struct sbuf {
    char *s;
    size_t len, cap;
};

static void sb_printf(struct sbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void sb_printf(struct sbuf *sb, const char *fmt, ...)
{
    if (!sb->s)
        return;
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if ((size_t)n < sb->cap - sb->len) {
            sb->len += (size_t)n;
            return;
        }
        size_t ncap = (sb->cap + (size_t)n) * 2;
        char *ns = realloc(sb->s, ncap);
        if (!ns) {
            free(sb->s);
            sb->s = NULL;
            return;
        }
        sb->s = ns;
        sb->cap = ncap;
    }
}

/* A scalar register or pair: "s4", "s[4:5]", "vcc", "exec", "ttmp[2:3]". */
static void print_sreg(struct sbuf *sb, unsigned idx, int pair)
{
    char buf[16];
    if (!pair) {
        const char *n = vj_sreg_name(idx, buf);
        sb_printf(sb, "%s", n ? n : "s?");
    } else if (idx == VJ_SREG_VCC_LO) {
        sb_printf(sb, "vcc");
    } else if (idx == VJ_SREG_EXEC_LO) {
        sb_printf(sb, "exec");
    } else if (idx < VJ_SREG_NUM_SGPR) {
        sb_printf(sb, "s[%u:%u]", idx, idx + 1);
    } else if (idx >= VJ_SREG_TTMP0 && idx < VJ_SREG_TTMP0 + 16) {
        sb_printf(sb, "ttmp[%u:%u]", idx - VJ_SREG_TTMP0, idx - VJ_SREG_TTMP0 + 1);
    } else {
        const char *n = vj_sreg_name(idx, buf);
        sb_printf(sb, "%s(pair)", n ? n : "s?");
    }
}

static void print_vgpr(struct sbuf *sb, unsigned idx, int pair)
{
    if (pair)
        sb_printf(sb, "v[%u:%u]", idx, idx + 1);
    else
        sb_printf(sb, "v%u", idx);
}

/* The instruction as llvm-mc would print it, as a comment. */
static void print_inst(struct sbuf *sb, const vj_inst *in)
{
    char text[200];
    vj_disasm_inst(in, text, sizeof text);
    sb_printf(sb, "; %s\n", text);
}

static const char *type_name(unsigned t)
{
    return t == VJ_T_I32 ? "i32" : t == VJ_T_I64 ? "i64" : "void";
}

/* An argument: a constant prints as its value, anything else as %N. */
static void print_arg(struct sbuf *sb, const vj_ir_block *b, uint32_t a)
{
    if (a < b->count && b->nodes[a].op == VJ_OP_CONST)
        sb_printf(sb, "0x%0*llx", b->nodes[a].type == VJ_T_I64 ? 16 : 8,
                  (unsigned long long)b->nodes[a].imm);
    else
        sb_printf(sb, "%%%u", a);
}

static void print_node(struct sbuf *sb, const vj_ir_block *b, uint32_t i)
{
    const vj_node *n = &b->nodes[i];
    if (n->op >= VJ_OP_COUNT) {
        sb_printf(sb, "  %%%u = <bad op %u>\n", i, n->op);
        return;
    }
    const vj_op_info *info = &vj_op_table[n->op];
    int pair = n->type == VJ_T_I64;
    sb_printf(sb, "  ");
    if (n->op == VJ_OP_WRV || n->op == VJ_OP_WRS) {
        pair = n->arg[0] < b->count && b->nodes[n->arg[0]].type == VJ_T_I64;
        sb_printf(sb, "%s.%s ", info->name, pair ? "i64" : "i32");
        if (n->op == VJ_OP_WRV)
            print_vgpr(sb, (unsigned)n->imm, pair);
        else
            print_sreg(sb, (unsigned)n->imm, pair);
        sb_printf(sb, ", ");
        print_arg(sb, b, n->arg[0]);
        sb_printf(sb, "\n");
        return;
    }
    sb_printf(sb, "%%%u = %s.%s", i, info->name, type_name(n->type));
    switch (n->op) {
    case VJ_OP_CONST:
        sb_printf(sb, " 0x%llx", (unsigned long long)n->imm);
        break;
    case VJ_OP_RDV:
        sb_printf(sb, " ");
        print_vgpr(sb, (unsigned)n->imm, pair);
        break;
    case VJ_OP_RDS:
        sb_printf(sb, " ");
        print_sreg(sb, (unsigned)n->imm, pair);
        break;
    case VJ_OP_RDSPEC: {
        const char *s = vj_ir_special_name((unsigned)n->imm);
        sb_printf(sb, " %s", s ? s : "?");
        break;
    }
    default:
        for (unsigned k = 0; k < info->nargs; k++) {
            sb_printf(sb, k ? ", " : " ");
            print_arg(sb, b, n->arg[k]);
        }
        break;
    }
    sb_printf(sb, "\n");
}

char *vj_ir_print(const vj_ir_block *b)
{
    struct sbuf sb = {malloc(256), 0, 256};
    if (!sb.s)
        return NULL;
    sb.s[0] = '\0';
    const char *tname = vj_target_name(b->target);
    sb_printf(&sb, "; block: %s wave%u, %u instructions, %u nodes\n", tname ? tname : "?",
              b->wave_size, b->ninsts, b->count);
    uint32_t shown = UINT32_MAX;
    for (uint32_t i = 0; i < b->count; i++) {
        const vj_node *n = &b->nodes[i];
        if (n->inst != shown && n->inst < b->ninsts && b->insts) {
            shown = n->inst;
            print_inst(&sb, &b->insts[n->inst]);
        }
        if (n->op == VJ_OP_CONST)
            continue; /* printed where used */
        print_node(&sb, b, i);
    }
    return sb.s;
}
