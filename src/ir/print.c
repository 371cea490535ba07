/* print: the IR's text form, one node a line ("%3 = perm.i32 %1, %2,
 * 0x05040100"), each instruction's nodes under a comment naming it; constants
 * print inline where they are used. Register names come from the frontend's
 * one table. It only formats: it never changes a block. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/memop.h"
#include "util/strbuf.h"

const char *vj_sreg_name(unsigned idx, char buf[16])
{
    return vj_sreg_text(VJ_FAM_COUNT, idx, 1, buf, 16);
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

/* A scalar register or pair: "s4", "s[4:5]", "vcc", "exec", "ttmp[2:3]". */
static void print_sreg(vj_strbuf *sb, unsigned idx, int pair)
{
    char buf[16];
    const char *n = vj_sreg_text(VJ_FAM_COUNT, idx, pair ? 2 : 1, buf, sizeof buf);
    if (n)
        vj_sb_puts(sb, n);
    else if (!pair)
        vj_sb_puts(sb, "s?");
    else {
        n = vj_sreg_name(idx, buf);
        vj_sb_printf(sb, "%s(pair)", n ? n : "s?");
    }
}

static void print_vgpr(vj_strbuf *sb, unsigned idx, int pair)
{
    char buf[16];
    vj_vgpr_text(idx, pair ? 2 : 1, buf, sizeof buf);
    vj_sb_puts(sb, buf);
}

/* The instruction as llvm-mc would print it, as a comment. */
static void print_inst(vj_strbuf *sb, const vj_inst *in)
{
    char text[200];
    vj_disasm_inst(in, text, sizeof text);
    vj_sb_printf(sb, "; %s\n", text);
}

static const char *type_name(unsigned t)
{
    return t == VJ_T_I32 ? "i32" : t == VJ_T_I64 ? "i64" : "void";
}

/* An argument: a constant prints as its value, anything else as %N. */
static void print_arg(vj_strbuf *sb, const vj_ir_block *b, uint32_t a)
{
    if (a < b->count && b->nodes[a].op == VJ_OP_CONST)
        vj_sb_printf(sb, "0x%0*llx", b->nodes[a].type == VJ_T_I64 ? 16 : 8,
                     (unsigned long long)b->nodes[a].imm);
    else
        vj_sb_printf(sb, "%%%u", a);
}

static void print_node(vj_strbuf *sb, const vj_ir_block *b, uint32_t i)
{
    const vj_node *n = &b->nodes[i];
    if (n->op >= VJ_OP_COUNT) {
        vj_sb_printf(sb, "  %%%u = <bad op %u>\n", i, n->op);
        return;
    }
    const vj_op_info *info = &vj_op_table[n->op];
    /* A write shows the type of the value it writes, and has no result. */
    int writes = (info->flags & VJ_OF_WRITE) != 0;
    unsigned shown = n->type;
    if (writes)
        shown = n->arg[0] < b->count && b->nodes[n->arg[0]].type == VJ_T_I64 ? VJ_T_I64 : VJ_T_I32;
    int pair = shown == VJ_T_I64;
    vj_sb_printf(sb, "  ");
    if (!writes)
        vj_sb_printf(sb, "%%%u = ", i);
    vj_sb_printf(sb, "%s.%s", info->name, type_name(shown));
    /* The imm as its IMM column says, then the arguments. */
    int sep = 0;
    switch ((vj_imm_kind)vj_op_imm_kind[n->op]) {
    case VJ_IMM_CST:
        vj_sb_printf(sb, " 0x%llx", (unsigned long long)n->imm);
        sep = 1;
        break;
    case VJ_IMM_VGPR:
        vj_sb_printf(sb, " ");
        print_vgpr(sb, (unsigned)n->imm, pair);
        sep = 1;
        break;
    case VJ_IMM_SREG:
        vj_sb_printf(sb, " ");
        print_sreg(sb, (unsigned)n->imm, pair);
        sep = 1;
        break;
    case VJ_IMM_AGPR:
        vj_sb_printf(sb, " a%u", (unsigned)n->imm);
        sep = 1;
        break;
    case VJ_IMM_SPECIAL: {
        const char *s = vj_ir_special_name((unsigned)n->imm);
        vj_sb_printf(sb, " %s", s ? s : "?");
        sep = 1;
        break;
    }
    case VJ_IMM_FPI: /* a float op's fixed behaviour, when it has any */
        if (n->imm) {
            vj_sb_printf(sb, " fpi 0x%llx", (unsigned long long)n->imm);
            sep = 1;
        }
        break;
    case VJ_IMM_MEM: /* issue 31: the access, "lds u8", "global s16", "global 4 write" */
        vj_sb_printf(sb, " %s %s%u%s", (n->imm & VJ_MEMI_LDS)    ? "lds"
                                                   : (n->imm & VJ_MEMI_PRIV) ? "priv"
                                                                             : "global",
                     (n->imm & VJ_MEMI_SEXT) ? "s" : "", (unsigned)(n->imm & VJ_MEMI_SIZE_MASK),
                     (n->imm & VJ_MEMI_WRITE) ? " write" : "");
        if (n->imm & VJ_MEMI_ATOM_MASK) /* room atom: the kind, as memop.h numbers it */
            vj_sb_printf(sb, " kind %u",
                         (unsigned)((n->imm & VJ_MEMI_ATOM_MASK) >> VJ_MEMI_ATOM_SHIFT));
        sep = 1;
        break;
    case VJ_IMM_NONE:
        break;
    }
    for (unsigned k = 0; k < info->nargs; k++) {
        vj_sb_printf(sb, sep || k ? ", " : " ");
        print_arg(sb, b, n->arg[k]);
    }
    vj_sb_printf(sb, "\n");
}

char *vj_ir_print(const vj_ir_block *b)
{
    vj_strbuf sb;
    vj_sb_heap(&sb, 256);
    if (!sb.s)
        return NULL;
    const char *tname = vj_target_name(b->target);
    vj_sb_printf(&sb, "; block: %s wave%u, %u instructions, %u nodes\n", tname ? tname : "?",
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
