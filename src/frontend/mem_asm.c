/* mem_asm: one line of LLVM-syntax memory assembly -> vj_minst, driven by the row's shape
 * (mem.def) as mem.c's printer is: every form the printer writes is read back, into the
 * fields of the encoding's layout. Single scalar registers go through asm.c's hook. */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"

typedef struct mctx {
    vj_target target;
    vj_family fam;
    const char *line, *file;
    unsigned lineno;
    vj_diag *diag;
} mctx;

static vj_status merr(mctx *a, const char *p, vj_status st, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static vj_status merr(mctx *a, const char *p, vj_status st, const char *fmt, ...)
{
    if (a->diag) {
        char msg[160];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        int col = (int)(p - a->line) + 1;
        snprintf(a->diag->msg, sizeof a->diag->msg, "%s:%u:%d: error: %s",
                 a->file ? a->file : "<stdin>", a->lineno, col, msg);
        a->diag->line = a->lineno;
        a->diag->col = (unsigned)col;
    }
    return st;
}

static const char *skipws(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

static int at_end(const char *p)
{
    p = skipws(p);
    return *p == '\0' || *p == '\n' || *p == '\r' || *p == ';' || (p[0] == '/' && p[1] == '/');
}

static int expect(const char **pp, char c)
{
    const char *p = skipws(*pp);
    if (*p != c)
        return 0;
    *pp = p + 1;
    return 1;
}

/* An integer (decimal, 0x hex, optional sign): 1 and *v, *pp moved. */
static int parse_int(const char **pp, long long *v)
{
    const char *p = skipws(*pp);
    int neg = 0;
    if (*p == '-' || *p == '+')
        neg = *p++ == '-';
    if (!isdigit((unsigned char)*p))
        return 0;
    char *end;
    unsigned long long u = strtoull(p, &end, 0);
    if (isalpha((unsigned char)*end) || *end == '_' || *end == '.')
        return 0;
    *v = neg ? -(long long)u : (long long)u;
    *pp = end;
    return 1;
}

static int word_is(const char **pp, const char *w)
{
    size_t n = strlen(w);
    const char *p = skipws(*pp);
    if (strncmp(p, w, n) != 0 || isalnum((unsigned char)p[n]) || p[n] == '_')
        return 0;
    *pp = p + n;
    return 1;
}

/* A scalar register of n dwords: its code. s[a:b] and ttmp[a:b] here, a
 * single register or a named pair through asm.c. */
static vj_status sreg(mctx *a, const char **pp, unsigned n, unsigned *code)
{
    const char *p = skipws(*pp);
    const char *at = p;
    unsigned first, last, base = 0;
    int range = 0;
    if (p[0] == 's' && p[1] == '[') {
        p += 2;
        range = 1;
    } else if (strncmp(p, "ttmp[", 5) == 0) {
        p += 5;
        range = 1;
        base = 108;
    }
    if (word_is(&p, "null")) {
        if (a->fam == VJ_FAM_GFX9)
            return merr(a, at, VJ_ERR_ASM, "'null' operand is not supported on this GPU");
        if (n >= 3) /* llvm-mc-19 takes null as a 32- or 64-bit operand only */
            return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        *code = vj_mem_null_code(a->fam);
        *pp = p;
        return VJ_OK;
    }
    if (range) {
        char *e;
        first = (unsigned)strtoul(p, &e, 10);
        if (e == p || *e != ':')
            return merr(a, at, VJ_ERR_ASM, "invalid register");
        p = e + 1;
        last = (unsigned)strtoul(p, &e, 10);
        if (e == p || *e != ']')
            return merr(a, at, VJ_ERR_ASM, "invalid register");
        if (last < first || last - first + 1 != n)
            return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        *code = base + first;
        unsigned lim = base ? 124 : a->fam == VJ_FAM_GFX9 ? 102 : 106;
        if (*code + n > lim)
            return merr(a, at, VJ_ERR_ASM, "register not available on this GPU");
        *pp = e + 1;
        return VJ_OK;
    }
    if (n > 2)
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    vj_operand op;
    int col = 1;
    vj_status st = vj_asm_scalar_operand(a->target, a->line, a->file, a->lineno, pp,
                                         n == 2 ? VJ_SLOT_B64 : VJ_SLOT_B32, &op, &col, a->diag);
    if (st != VJ_OK)
        return st;
    int c = vj_operand_code(a->fam, &op);
    if (op.kind != VJ_OPND_SREG || c < 0 || c >= 128)
        return merr(a, a->line + col - 1, VJ_ERR_ASM, "invalid operand for instruction");
    *code = (unsigned)c;
    return VJ_OK;
}

static vj_status imm_in(mctx *a, const char **pp, long long lo, long long hi, long long *v)
{
    const char *p = skipws(*pp);
    if (!parse_int(pp, v))
        return merr(a, p, VJ_ERR_ASM, "expected an immediate");
    if (*v < lo || *v > hi)
        return merr(a, p, VJ_ERR_ASM, "invalid immediate");
    return VJ_OK;
}

static unsigned offset_bits(const vj_minst *in)
{
    return vj_target_family(in->target) >= VJ_FAM_GFX12 ? 24 : 21;
}

/* SMEM's offset operand: an immediate, an SGPR, or an SGPR and offset:N. */
static vj_status smem_offset(mctx *a, const char **pp, vj_minst *out)
{
    const char *p = skipws(*pp);
    unsigned w = offset_bits(out);
    long long lim = 1ll << (w - 1), lo = -lim, v = 0;
    /* llvm-mc-19 takes a 20-bit unsigned offset with a buffer (GFX9-11) */
    if (out->row->base == 4 && a->fam < VJ_FAM_GFX12) {
        lo = 0;
        lim = 1ll << 20;
    }
    if (isdigit((unsigned char)*p) || *p == '-' || *p == '+') {
        vj_status st = imm_in(a, pp, lo, lim - 1, &v);
        if (st != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_OFFSET, (uint32_t)v);
        if (a->fam == VJ_FAM_GFX9)
            vj_mem_set(out, VJ_MF_IMM, 1);
        else
            vj_mem_set(out, VJ_MF_SOFFSET, vj_mem_null_code(a->fam));
        return VJ_OK;
    }
    unsigned so;
    vj_status st = sreg(a, pp, 1, &so);
    if (st != VJ_OK)
        return st;
    const char *q = skipws(*pp);
    if (strncmp(q, "offset:", 7) == 0) {
        q += 7;
        st = imm_in(a, &q, lo, lim - 1, &v);
        if (st != VJ_OK)
            return st;
        *pp = q;
        vj_mem_set(out, VJ_MF_OFFSET, (uint32_t)v);
        vj_mem_set(out, VJ_MF_SOFFSET, so);
        if (a->fam == VJ_FAM_GFX9) {
            vj_mem_set(out, VJ_MF_IMM, 1);
            vj_mem_set(out, VJ_MF_SOE, 1);
        }
        return VJ_OK;
    }
    if (a->fam == VJ_FAM_GFX9)
        vj_mem_set(out, VJ_MF_OFFSET, so);
    else
        vj_mem_set(out, VJ_MF_SOFFSET, so);
    return VJ_OK;
}

static int name_index(const char **pp, const char *const *names, unsigned n)
{
    const char *p = skipws(*pp);
    size_t len = 0;
    while (isalnum((unsigned char)p[len]) || p[len] == '_')
        len++;
    for (unsigned i = 0; i < n; i++)
        if (names[i] && strlen(names[i]) == len && strncmp(p, names[i], len) == 0) {
            *pp = p + len;
            return (int)i;
        }
    long long v;
    const char *q = p;
    if (parse_int(&q, &v) && v >= 0 && v < (long long)n) {
        *pp = q;
        return (int)v;
    }
    return -1;
}

/* The cache-policy modifiers after the operands, in any order. */
static vj_status modifiers(mctx *a, const char **pp, vj_minst *out)
{
    const char *p = *pp;
    while (!at_end(p)) {
        const char *at = skipws(p);
        if (vj_mem_has(out, VJ_MF_GLC) && word_is(&p, "glc")) {
            vj_mem_set(out, VJ_MF_GLC, 1);
        } else if (vj_mem_has(out, VJ_MF_DLC) && word_is(&p, "dlc")) {
            vj_mem_set(out, VJ_MF_DLC, 1);
        } else if (vj_mem_has(out, VJ_MF_TH) && strncmp(at, "th:", 3) == 0) {
            p = at + 3;
            int i = word_is(&p, "TH_LOAD_BYPASS") ? 3 : name_index(&p, vj_mem_smem_th, 4);
            if (i < 0)
                return merr(a, at, VJ_ERR_ASM, "invalid th value");
            vj_mem_set(out, VJ_MF_TH, (uint32_t)i);
        } else if (vj_mem_has(out, VJ_MF_SCOPE) && strncmp(at, "scope:", 6) == 0) {
            p = at + 6;
            int i = name_index(&p, vj_mem_scope, 4);
            if (i < 0)
                return merr(a, at, VJ_ERR_ASM, "invalid scope value");
            vj_mem_set(out, VJ_MF_SCOPE, (uint32_t)i);
        } else {
            return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        }
    }
    *pp = p;
    return VJ_OK;
}

static vj_status comma(mctx *a, const char **pp)
{
    if (!expect(pp, ','))
        return merr(a, skipws(*pp), VJ_ERR_ASM, "too few operands for instruction");
    return VJ_OK;
}

static vj_status asm_smem(mctx *a, const char **pp, vj_minst *out)
{
    const vj_mem_row *row = out->row;
    unsigned c;
    long long v;
    vj_status st = VJ_OK;
    switch ((vj_mem_shape)row->shape) {
    case VJ_MS_S_NONE:
        return VJ_OK;
    case VJ_MS_S_TIME:
        if ((st = sreg(a, pp, row->data, &c)) == VJ_OK)
            vj_mem_set(out, VJ_MF_DATA, c);
        return st;
    case VJ_MS_S_DATA:
        if ((st = sreg(a, pp, row->data, &c)) != VJ_OK || (st = comma(a, pp)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_DATA, c);
        break;
    case VJ_MS_S_PROBE:
        if ((st = imm_in(a, pp, 0, 127, &v)) != VJ_OK || (st = comma(a, pp)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_DATA, (uint32_t)v);
        break;
    case VJ_MS_S_PREFETCH:
    case VJ_MS_S_PCREL: {
        long long lim = 1ll << (offset_bits(out) - 1);
        if (row->shape == VJ_MS_S_PREFETCH) {
            if ((st = sreg(a, pp, row->base, &c)) != VJ_OK || (st = comma(a, pp)) != VJ_OK)
                return st;
            if (c & 1)
                return merr(a, *pp, VJ_ERR_ASM, "invalid register alignment");
            vj_mem_set(out, VJ_MF_BASE, c / 2);
        }
        if ((st = imm_in(a, pp, -lim, lim - 1, &v)) != VJ_OK || (st = comma(a, pp)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_OFFSET, (uint32_t)v);
        if ((st = sreg(a, pp, 1, &c)) != VJ_OK || (st = comma(a, pp)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_SOFFSET, c);
        if ((st = imm_in(a, pp, 0, 127, &v)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_DATA, (uint32_t)v);
        return VJ_OK;
    }
    default:
        break;
    }
    const char *at = skipws(*pp);
    if ((st = sreg(a, pp, row->base, &c)) != VJ_OK || (st = comma(a, pp)) != VJ_OK)
        return st;
    if (c & 1)
        return merr(a, at, VJ_ERR_ASM, "invalid register alignment");
    vj_mem_set(out, VJ_MF_BASE, c / 2);
    if ((st = smem_offset(a, pp, out)) != VJ_OK)
        return st;
    return modifiers(a, pp, out);
}

int vj_mem_asm_line(vj_target target, const char *line, const char *file, unsigned lineno,
                    vj_minst *out, vj_status *st, vj_diag *diag)
{
    mctx a = {target, vj_target_family(target), line, file, lineno, diag};
    const char *p = skipws(line);
    char mn[64];
    size_t n = 0;
    while ((isalnum((unsigned char)p[n]) || p[n] == '_') && n + 1 < sizeof mn) {
        mn[n] = (char)tolower((unsigned char)p[n]);
        n++;
    }
    mn[n] = '\0';
    if (n == 0 || !vj_mem_name_known(mn))
        return 0;
    const vj_mem_row *row = vj_mem_by_name(target, mn);
    if (!row) {
        *st = merr(&a, p, VJ_ERR_TARGET, "instruction not supported on this GPU (%s): %s",
                   vj_target_name(target), mn);
        return 1;
    }
    vj_mem_init(out, row, target);
    const char *q = p + n;
    switch ((vj_mem_enc)row->enc) {
    case VJ_ME_SMEM:
        *st = asm_smem(&a, &q, out);
        break;
    default:
        *st = merr(&a, p, VJ_ERR_UNSUPPORTED, "%s: not assembled by vop3jit", mn);
        break;
    }
    if (*st == VJ_OK && !at_end(q))
        *st = merr(&a, skipws(q), VJ_ERR_ASM, "invalid operand for instruction");
    return 1;
}
