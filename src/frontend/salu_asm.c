/* salu_asm: one line of LLVM-syntax scalar assembly -> vj_sinst, driven by the row's
 * operand kinds (salu.def) as salu.c's printer is: every form the printer writes is read
 * back, and integers where llvm-mc takes them. Register operands go through asm.c's hook. */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "frontend/lex.h"

typedef struct sctx {
    vj_target target;
    const char *line, *file;
    unsigned lineno;
    vj_diag *diag;
    uint8_t kind; /* the operand kind being parsed (vj_salu_opnd) */
} sctx;

static vj_status serr(sctx *a, const char *p, vj_status st, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static vj_status serr(sctx *a, const char *p, vj_status st, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vj_diag_vset(a->diag, a->file, a->lineno, (unsigned)(p - a->line) + 1, fmt, ap);
    va_end(ap);
    return st;
}

/* A 16-bit immediate: llvm-mc takes -32768..65535. */
static vj_status simm_int(sctx *a, const char **pp, unsigned *v)
{
    long long x;
    const char *p = skipws(*pp);
    if (!parse_int(pp, &x))
        return serr(a, p, VJ_ERR_ASM, "expected an immediate");
    if (x < -32768 || x > 65535)
        return serr(a, p, VJ_ERR_ASM, "invalid immediate: only 16-bit values are legal");
    *v = (unsigned)x & 0xffffu;
    return VJ_OK;
}

/* name(N) groups separated by spaces, '&' or ',' (s_waitcnt, depctr). The
 * callback sets one; returns 0 for a name it does not know. */
typedef int (*group_fn)(sctx *a, const char *name, size_t len, unsigned val, unsigned *v);

static int waitcnt_group(sctx *a, const char *name, size_t len, unsigned val, unsigned *v);
static int depctr_group(sctx *a, const char *name, size_t len, unsigned val, unsigned *v);

static vj_status groups(sctx *a, const char **pp, group_fn fn, unsigned *v)
{
    const char *p = skipws(*pp);
    int n = 0;
    while (isalpha((unsigned char)*p)) {
        const char *nm = p;
        while (isalnum((unsigned char)*p) || *p == '_')
            p++;
        size_t len = (size_t)(p - nm);
        long long x;
        if (!expect(&p, '(') || !parse_int(&p, &x) || !expect(&p, ')') || x < 0 || x > 0xffff)
            return serr(a, nm, VJ_ERR_ASM, "expected name(value)");
        if (!fn(a, nm, len, (unsigned)x, v))
            return serr(a, nm, VJ_ERR_ASM, "invalid counter name %.*s", (int)len, nm);
        n++;
        p = skipws(p);
        if (*p == '&' || *p == ',')
            p = skipws(p + 1);
    }
    if (!n)
        return simm_int(a, pp, v);
    *pp = p;
    return VJ_OK;
}

/* s_waitcnt's counters and the depctr fields: salu.c's tables. */
static int waitcnt_group(sctx *a, const char *name, size_t len, unsigned val, unsigned *v)
{
    vj_family fam = vj_target_family(a->target);
    for (unsigned i = 0; i < 3; i++) {
        const char *nm = vj_salu_waitcnt_name(fam, i);
        if (strlen(nm) == len && strncmp(name, nm, len) == 0) {
            *v = vj_salu_waitcnt_put(fam, i, *v, val);
            return 1;
        }
    }
    return 0;
}

static int depctr_group(sctx *a, const char *name, size_t len, unsigned val, unsigned *v)
{
    (void)a;
    for (unsigned i = 0; i < 7; i++)
        if (strlen(vj_salu_depctr[i].name) == len &&
            strncmp(name, vj_salu_depctr[i].name, len) == 0) {
            const vj_salu_field *f = &vj_salu_depctr[i];
            unsigned m = (1u << f->bits) - 1;
            *v = (*v & ~(m << f->shift)) | (val & m) << f->shift;
            return 1;
        }
    return 0;
}

static int name_index(const char **pp, const char *const *names, unsigned n)
{
    const char *p = skipws(*pp);
    size_t len = 0;
    while (isalnum((unsigned char)p[len]) || p[len] == '_')
        len++;
    for (unsigned i = 0; i < n; i++)
        if (strlen(names[i]) == len && strncmp(p, names[i], len) == 0) {
            *pp = p + len;
            return (int)i;
        }
    return -1;
}

static vj_status parse_delay(sctx *a, const char **pp, unsigned *v)
{
    const char *p = skipws(*pp);
    if (!isalpha((unsigned char)*p))
        return simm_int(a, pp, v);
    *v = 0;
    for (;;) {
        const char *at = p;
        int shift, idx;
        if (word_is(&p, "instid0"))
            shift = 0;
        else if (word_is(&p, "instskip"))
            shift = 4;
        else if (word_is(&p, "instid1"))
            shift = 7;
        else
            return serr(a, at, VJ_ERR_ASM, "invalid field name");
        if (!expect(&p, '('))
            return serr(a, p, VJ_ERR_ASM, "expected a left parenthesis");
        idx = shift == 4 ? name_index(&p, vj_salu_delay_skips, 6)
                         : name_index(&p, vj_salu_delay_ids, 12);
        if (idx < 0 || !expect(&p, ')'))
            return serr(a, p, VJ_ERR_ASM, "invalid value name");
        *v |= (unsigned)idx << shift;
        p = skipws(p);
        if (*p != '|')
            break;
        p = skipws(p + 1);
    }
    *pp = p;
    return VJ_OK;
}

static vj_status parse_gpridx(sctx *a, const char **pp, unsigned *v)
{
    const char *p = *pp;
    if (!word_is(&p, "gpr_idx")) {
        long long x;
        p = skipws(p);
        if (!parse_int(pp, &x))
            return serr(a, p, VJ_ERR_ASM, "expected an immediate");
        if (x < 0 || x > 15)
            return serr(a, p, VJ_ERR_ASM, "invalid immediate: only 4-bit values are legal");
        *v = (unsigned)x;
        return VJ_OK;
    }
    if (!expect(&p, '('))
        return serr(a, p, VJ_ERR_ASM, "expected a left parenthesis");
    *v = 0;
    while (!expect(&p, ')')) {
        int i = name_index(&p, vj_salu_gpridx_names, 4);
        if (i < 0)
            return serr(a, p, VJ_ERR_ASM, "expected a VGPR index mode");
        *v |= 1u << i;
        expect(&p, ',');
    }
    *pp = p;
    return VJ_OK;
}

/* hwreg(NAME or id[, offset, width]): a name is looked up through the
 * printer's table (every id of the target printed). */
static vj_status parse_hwreg(sctx *a, const char **pp, unsigned *v)
{
    const char *p = *pp;
    if (!word_is(&p, "hwreg"))
        return simm_int(a, pp, v);
    if (!expect(&p, '('))
        return serr(a, p, VJ_ERR_ASM, "expected a left parenthesis");
    p = skipws(p);
    long long id = -1, off = 0, width = 32;
    if (!parse_int(&p, &id)) {
        const char *nm = p;
        size_t len = 0;
        while (isalnum((unsigned char)nm[len]) || nm[len] == '_')
            len++;
        for (unsigned i = 0; i < 64 && id < 0; i++) {
            vj_sinst s = {.target = a->target, .simm16 = (uint16_t)(i | 31u << 11)};
            char txt[80];
            s.row = vj_salu_by_name(a->target, "s_getreg_b32");
            if (!s.row)
                break;
            vj_salu_print(&s, txt, sizeof txt);
            const char *q = strstr(txt, "hwreg(");
            if (q && strncmp(q + 6, nm, len) == 0 && q[6 + len] == ')')
                id = i;
        }
        if (id < 0)
            return serr(a, nm, VJ_ERR_ASM, "invalid hardware register: %.*s", (int)len, nm);
        p = nm + len;
    }
    if (expect(&p, ',')) {
        if (!parse_int(&p, &off) || !expect(&p, ',') || !parse_int(&p, &width))
            return serr(a, p, VJ_ERR_ASM, "expected hwreg(id, offset, width)");
    }
    if (!expect(&p, ')'))
        return serr(a, p, VJ_ERR_ASM, "expected a closing parenthesis");
    if (id < 0 || id > 63 || off < 0 || off > 31 || width < 1 || width > 32)
        return serr(a, *pp, VJ_ERR_ASM, "invalid hwreg operand");
    *v = (unsigned)id | (unsigned)off << 6 | (unsigned)(width - 1) << 11;
    *pp = p;
    return VJ_OK;
}

/* sendmsg(...) as the printer writes it: the whole text looked up among the
 * values the target names, or the numeric sendmsg(id, op, stream). */
static vj_status parse_sendmsg(sctx *a, const char **pp, unsigned *v)
{
    const char *p = skipws(*pp);
    if (strncmp(p, "sendmsg(", 8) != 0)
        return simm_int(a, pp, v);
    const char *close = strchr(p, ')');
    if (!close)
        return serr(a, p, VJ_ERR_ASM, "expected a closing parenthesis");
    size_t len = (size_t)(close + 1 - p);
    const vj_salu_row *row = vj_salu_by_name(a->target, "s_sendmsg");
    unsigned lim = vj_target_family(a->target) >= VJ_FAM_GFX11 ? 256 : 1024;
    for (unsigned i = 0; row && i < lim; i++) {
        vj_sinst s = {.row = row, .target = a->target, .simm16 = (uint16_t)i};
        char txt[96];
        vj_salu_print(&s, txt, sizeof txt);
        if (strncmp(txt + strlen("s_sendmsg "), p, len) == 0 &&
            txt[strlen("s_sendmsg ") + len] == '\0') {
            *v = i;
            *pp = close + 1;
            return VJ_OK;
        }
    }
    const char *q = p + 8;
    long long id, op = 0, st = 0;
    if (!parse_int(&q, &id) ||
        (expect(&q, ',') && (!parse_int(&q, &op) || (expect(&q, ',') && !parse_int(&q, &st)))) ||
        !expect(&q, ')') || id < 0 || op < 0 || st < 0)
        return serr(a, p, VJ_ERR_ASM, "invalid message");
    unsigned u = vj_target_family(a->target) >= VJ_FAM_GFX11
                     ? (unsigned)id
                     : (unsigned)id | (unsigned)op << 4 | (unsigned)st << 8;
    if (u > 0xffff)
        return serr(a, p, VJ_ERR_ASM, "invalid message");
    *v = u;
    *pp = q;
    return VJ_OK;
}

/* s_version: names and integers joined by '|', in parentheses or not. */
static vj_status parse_version(sctx *a, const char **pp, unsigned *v)
{
    const char *p = skipws(*pp);
    *v = 0;
    for (;;) {
        while (*p == '(')
            p = skipws(p + 1);
        long long x;
        int found = 0;
        for (unsigned i = 0; i < 4 && !found; i++)
            if (word_is(&p, vj_salu_versions[i].name)) {
                *v |= vj_salu_versions[i].value;
                found = 1;
            }
        for (unsigned i = 0; i < 3 && !found; i++)
            if (word_is(&p, vj_salu_version_flags[i])) {
                *v |= 0x2000u << i;
                found = 1;
            }
        if (!found) {
            const char *at = p;
            if (!parse_int(&p, &x) || x < -32768 || x > 65535)
                return serr(a, at, VJ_ERR_ASM, "expected a version or an immediate");
            *v |= (unsigned)x & 0xffffu;
        }
        p = skipws(p);
        while (*p == ')')
            p = skipws(p + 1);
        if (*p != '|')
            break;
        p = skipws(p + 1);
    }
    *pp = p;
    return VJ_OK;
}

/* One register-or-constant operand into a field; a literal is kept. dst: 1
 * a destination (a scalar register), 2 a source that takes no constant. */
/* The class of a parsed operand, as the VJ_SALU_REFUSE rows name them. */
static char operand_class(const vj_operand *op)
{
    static const char specials[VJ_SPECIAL_COUNT] = {[VJ_SPECIAL_VCCZ] = 'C',
                                                    [VJ_SPECIAL_EXECZ] = 'C',
                                                    [VJ_SPECIAL_SCC] = 'C',
                                                    [VJ_SPECIAL_LDS_DIRECT] = 'C',
                                                    [VJ_SPECIAL_SHARED_BASE] = 'P',
                                                    [VJ_SPECIAL_SHARED_LIMIT] = 'Q',
                                                    [VJ_SPECIAL_PRIVATE_BASE] = 'S',
                                                    [VJ_SPECIAL_PRIVATE_LIMIT] = 'T',
                                                    [VJ_SPECIAL_POPS_EXITING_WAVE_ID] = 'W'};
    switch ((vj_opnd_kind)op->kind) {
    case VJ_OPND_SREG:
        /* M as the generator probes it: m0, or exec as a pair */
        return op->index == VJ_SREG_M0 || (op->index == VJ_SREG_EXEC_LO && op->dwords == 2) ? 'M'
               : op->index == VJ_SREG_NULL                                                  ? 'N'
                                                                                            : 'R';
    case VJ_OPND_LITERAL:
        return 'L';
    case VJ_OPND_SPECIAL:
        return op->index < VJ_SPECIAL_COUNT ? specials[op->index] : 'C';
    default:
        return 'I';
    }
}

static vj_status reg_field(sctx *a, const char **pp, vj_slot slot, int dst, uint8_t *field,
                           vj_sinst *out, int *have_lit)
{
    vj_operand op;
    int col = 1;
    vj_status st = vj_asm_scalar_operand(a->target, a->line, a->file, a->lineno, pp, slot, &op,
                                         &col, a->diag);
    if (st != VJ_OK)
        return st;
    const char *at = a->line + col - 1;
    int code =
        op.kind == VJ_OPND_LITERAL ? 255 : vj_operand_code(vj_target_family(a->target), &op);
    int constant = op.kind == VJ_OPND_INLINE_INT || op.kind == VJ_OPND_INLINE_FLOAT ||
                   op.kind == VJ_OPND_INLINE_F16 || op.kind == VJ_OPND_LITERAL;
    if (op.kind == VJ_OPND_VGPR || op.kind == VJ_OPND_AGPR || code < 0 ||
        (op.kind == VJ_OPND_SPECIAL && op.index == VJ_SPECIAL_LDS_DIRECT) ||
        (dst == 1 && (op.kind != VJ_OPND_SREG || code >= 128)) || (dst == 2 && constant))
        return serr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    /* as llvm-mc-19's assembler: no vccz or execz source from GFX11 on */
    if (op.kind == VJ_OPND_SPECIAL && vj_target_family(a->target) >= VJ_FAM_GFX11 &&
        (op.index == VJ_SPECIAL_VCCZ || op.index == VJ_SPECIAL_EXECZ))
        return serr(a, at, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
    if (!dst || dst == 2) {
        unsigned index = 0; /* which of the row's operands this is */
        while (index < 3 && out->row->opnd[index] != a->kind)
            index++;
        if (vj_salu_asm_refuses(out->row, a->target, index, operand_class(&op)))
            return serr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        int as = vj_salu_asm_as(out->row, a->target, index, operand_class(&op));
        if (as >= 0) { /* llvm-mc-19 encodes it as another code here */
            *field = (uint8_t)as;
            return VJ_OK;
        }
    }
    if (op.kind == VJ_OPND_LITERAL) {
        if (*have_lit && out->literal != (uint32_t)op.value)
            return serr(a, at, VJ_ERR_ASM, "only one unique literal operand is allowed");
        *have_lit = 1;
        out->literal = (uint32_t)op.value;
        code = 255;
    }
    *field = (uint8_t)code;
    return VJ_OK;
}

/* A K operand: an integer or a float, as its 32 bits. */
static vj_status k_field(sctx *a, const char **pp, vj_sinst *out, int *have_lit)
{
    vj_operand op;
    int col = 1;
    vj_status st = vj_asm_scalar_operand(a->target, a->line, a->file, a->lineno, pp, VJ_SLOT_B32,
                                         &op, &col, a->diag);
    if (st != VJ_OK)
        return st;
    if (op.kind == VJ_OPND_INLINE_INT || op.kind == VJ_OPND_INLINE_FLOAT ||
        op.kind == VJ_OPND_LITERAL)
        out->literal = (uint32_t)op.value;
    else
        return serr(a, a->line + col - 1, VJ_ERR_ASM, "expected a 32-bit constant");
    *have_lit = 1;
    return VJ_OK;
}

static vj_status operand(sctx *a, const char **pp, vj_salu_opnd k, vj_sinst *out, int *lit)
{
    a->kind = (uint8_t)k;
    unsigned v = 0;
    vj_status st = VJ_OK;
    switch (k) {
    case VJ_SO_D32:
    case VJ_SO_D64:
        return reg_field(a, pp, k == VJ_SO_D64 ? VJ_SLOT_B64 : VJ_SLOT_B32, 1, &out->sdst, out,
                         lit);
    case VJ_SO_A32:
    case VJ_SO_A64:
        return reg_field(a, pp, k == VJ_SO_A64 ? VJ_SLOT_B64 : VJ_SLOT_B32, 0, &out->ssrc0, out,
                         lit);
    case VJ_SO_B32:
    case VJ_SO_B64:
        return reg_field(a, pp, k == VJ_SO_B64 ? VJ_SLOT_B64 : VJ_SLOT_B32, 0, &out->ssrc1, out,
                         lit);
    case VJ_SO_A16:
    case VJ_SO_A16H:
        return reg_field(a, pp, VJ_SLOT_B16, 0, &out->ssrc0, out, lit);
    case VJ_SO_B16:
    case VJ_SO_B16H:
        return reg_field(a, pp, VJ_SLOT_B16, 0, &out->ssrc1, out, lit);
    case VJ_SO_R32: /* what llvm-mc-19 refuses here: the VJ_SALU_REFUSE rows */
    case VJ_SO_R64:
        return reg_field(a, pp, k == VJ_SO_R64 ? VJ_SLOT_B64 : VJ_SLOT_B32, 0, &out->ssrc0, out,
                         lit);
    case VJ_SO_K32:
    case VJ_SO_KHEX:
        return k_field(a, pp, out, lit);
    case VJ_SO_WAITCNT: {
        unsigned fam = vj_target_family(a->target);
        for (unsigned i = 0; i < 3; i++)
            v = vj_salu_waitcnt_put((vj_family)fam, i, v, 0xffffu);
        st = groups(a, pp, waitcnt_group, &v);
        break;
    }
    case VJ_SO_DEPCTR: /* every field of the target at its default (its maximum) */
        for (unsigned i = 0; i < 7; i++)
            if (!vj_salu_depctr[i].from_1030 || a->target != VJ_GFX1010)
                v |= ((1u << vj_salu_depctr[i].bits) - 1) << vj_salu_depctr[i].shift;
        st = groups(a, pp, depctr_group, &v);
        break;
    case VJ_SO_DELAY:
        st = parse_delay(a, pp, &v);
        break;
    case VJ_SO_HWREG:
        st = parse_hwreg(a, pp, &v);
        break;
    case VJ_SO_SENDMSG:
    case VJ_SO_AMSG:
        st = parse_sendmsg(a, pp, &v);
        break;
    case VJ_SO_GPRIDX:
        st = parse_gpridx(a, pp, &v);
        break;
    case VJ_SO_VERSION:
        st = parse_version(a, pp, &v);
        break;
    case VJ_SO_LABEL: {
        const char *p = skipws(*pp);
        if (!isdigit((unsigned char)*p) && *p != '-' && *p != '+')
            return serr(a, p, VJ_ERR_UNSUPPORTED,
                        "a branch to a label: vop3jit assembles branch offsets only");
        st = simm_int(a, pp, &v);
        break;
    }
    default:
        st = simm_int(a, pp, &v);
        break;
    }
    if (st != VJ_OK)
        return st;
    if (k == VJ_SO_AMSG) {
        if (v > 0xff)
            return serr(a, *pp, VJ_ERR_ASM, "invalid message");
        out->ssrc0 = (uint8_t)v;
    } else if (k == VJ_SO_GPRIDX && out->row->enc == VJ_SE_SOPC) {
        if (v > 0xff)
            return serr(a, *pp, VJ_ERR_ASM, "invalid immediate");
        out->ssrc1 = (uint8_t)v;
    } else {
        out->simm16 = (uint16_t)v;
    }
    return VJ_OK;
}

/* llvm-mc-19's assembler takes only null as the register of GFX11+'s
 * s_waitcnt_vmcnt/expcnt/lgkmcnt/vscnt (its disassembler prints any). */
static int sdst_null_only(const vj_sinst *in)
{
    return in->row->enc == VJ_SE_SOPK && in->row->cls == VJ_SCL_WAIT &&
           vj_target_family(in->target) >= VJ_FAM_GFX11 &&
           strncmp(in->row->name, "s_waitcnt_", 10) == 0;
}

int vj_salu_asm_line(vj_target target, const char *line, const char *file, unsigned lineno,
                     vj_sinst *out, vj_status *st, vj_diag *diag)
{
    sctx a = {target, line, file, lineno, diag, VJ_SO_NO};
    const char *p = skipws(line);
    char mn[64];
    size_t n = 0;
    while ((isalnum((unsigned char)p[n]) || p[n] == '_') && n + 1 < sizeof mn) {
        mn[n] = (char)tolower((unsigned char)p[n]);
        n++;
    }
    mn[n] = '\0';
    if (n == 0 || strncmp(mn, "s_", 2) != 0 || !vj_salu_name_known(mn))
        return 0;
    memset(out, 0, sizeof *out);
    out->target = target;
    out->row = vj_salu_by_name(target, mn);
    if (!out->row) {
        *st = serr(&a, p, VJ_ERR_TARGET, "instruction not supported on this GPU (%s): %s",
                   vj_target_name(target), mn);
        return 1;
    }
    const char *q = p + n;
    int lit = 0;
    for (unsigned i = 0; i < 4 && out->row->opnd[i] != VJ_SO_NO; i++) {
        vj_salu_opnd k = (vj_salu_opnd)out->row->opnd[i];
        if ((k == VJ_SO_DEC_OPT && at_end(q)) || k == VJ_SO_ZERO)
            break;
        if (i > 0 && !expect(&q, ',')) {
            *st = serr(&a, skipws(q), VJ_ERR_ASM, "too few operands for instruction");
            return 1;
        }
        if (at_end(q)) {
            *st = serr(&a, skipws(q), VJ_ERR_ASM, "too few operands for instruction");
            return 1;
        }
        const char *at = skipws(q);
        *st = operand(&a, &q, k, out, &lit);
        if (*st != VJ_OK)
            return 1;
        if (k == VJ_SO_D32 && sdst_null_only(out) &&
            out->sdst != (unsigned)vj_operand_code(
                             vj_target_family(target),
                             &(vj_operand){.kind = VJ_OPND_SREG, .index = VJ_SREG_NULL})) {
            *st = serr(&a, at, VJ_ERR_ASM, "src0 must be null");
            return 1;
        }
    }
    if (!at_end(q)) {
        *st = serr(&a, skipws(q), VJ_ERR_ASM, "invalid operand for instruction");
        return 1;
    }
    out->len = lit ? 8 : 4;
    *st = VJ_OK;
    return 1;
}
