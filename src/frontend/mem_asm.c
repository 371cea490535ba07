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
#include "frontend/lex.h"

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
    va_list ap;
    va_start(ap, fmt);
    vj_diag_vset(a->diag, a->file, a->lineno, (unsigned)(p - a->line) + 1, fmt, ap);
    va_end(ap);
    return st;
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

/* ------------------------------------------------- FLAT, GLOBAL, SCRATCH */

/* A VGPR or (acc) AGPR range of n dwords: vN, v[a:b], aN, a[a:b]. */
static vj_status vreg(mctx *a, const char **pp, unsigned n, int *acc, unsigned *code)
{
    const char *p = skipws(*pp), *at = p;
    if (*p != 'v' && *p != 'a')
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    int is_a = *p == 'a';
    p++;
    char *e;
    unsigned first, last;
    if (*p == '[') {
        first = (unsigned)strtoul(p + 1, &e, 10);
        if (e == p + 1 || *e != ':')
            return merr(a, at, VJ_ERR_ASM, "invalid register");
        p = e + 1;
        last = (unsigned)strtoul(p, &e, 10);
        if (e == p || *e != ']')
            return merr(a, at, VJ_ERR_ASM, "invalid register");
        e++;
    } else {
        if (!isdigit((unsigned char)*p))
            return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        first = last = (unsigned)strtoul(p, &e, 10);
    }
    if (isalnum((unsigned char)*e) || *e == '_')
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    if (last < first || last - first + 1 != n || last > 255)
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    int cdna23 = a->target == VJ_GFX90A || a->target == VJ_GFX942 || a->target == VJ_GFX950;
    if (is_a && !cdna23)
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    if (cdna23 && n >= 2 && (first & 1))
        return merr(a, at, VJ_ERR_ASM,
                    "invalid register class: vgpr tuples must be 64 bit aligned");
    if (acc) {
        if (*acc >= 0 && *acc != is_a)
            return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        *acc = is_a;
    } else if (is_a) {
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    }
    *code = first;
    *pp = e;
    return VJ_OK;
}

static int is_cdna3(vj_target t)
{
    return t == VJ_GFX942 || t == VJ_GFX950;
}

/* GFX12's TH names by kind (mem.c prints the same). */
static int th_value(const char **pp, int kind, int rtn)
{
    static const char *const load[8] = {
        "TH_LOAD_RT",    "TH_LOAD_NT",    "TH_LOAD_HT",    "TH_LOAD_LU",
        "TH_LOAD_NT_RT", "TH_LOAD_RT_NT", "TH_LOAD_NT_HT", NULL};
    static const char *const store[8] = {"TH_STORE_RT",    "TH_STORE_NT",    "TH_STORE_HT",
                                         "TH_STORE_RT_WB", "TH_STORE_NT_RT", "TH_STORE_RT_NT",
                                         "TH_STORE_NT_HT", "TH_STORE_NT_WB"};
    /* llvm-mc-19's assembler takes names only: no TH_ATOMIC_0x5, no 0x7 */
    static const char *const atomic[4] = {"TH_ATOMIC_RT", "TH_ATOMIC_RETURN", "TH_ATOMIC_NT",
                                          "TH_ATOMIC_NT_RETURN"};
    const char *p = *pp;
    if (word_is(&p, "TH_LOAD_BYPASS") || word_is(&p, "TH_STORE_BYPASS")) {
        *pp = p;
        return 3;
    }
    if (word_is(&p, "TH_ATOMIC_CASCADE_RT") || word_is(&p, "TH_ATOMIC_CASCADE_NT")) {
        int v = p[-2] == 'R' ? 4 : 6;
        *pp = p;
        return rtn ? -2 : v; /* a returning one must use TH_ATOMIC_RETURN */
    }
    const char *const *names = kind == 'A' ? atomic : kind == 'S' ? store : load;
    unsigned n = kind == 'A' ? 4 : 8;
    size_t len = 0;
    while (isalnum((unsigned char)p[len]) || p[len] == '_')
        len++;
    for (unsigned i = 0; i < n; i++)
        if (names[i] && strlen(names[i]) == len && strncmp(p, names[i], len) == 0) {
            *pp = p + len;
            return (int)i;
        }
    return -1;
}

static vj_status flat_modifiers(mctx *a, const char **pp, vj_minst *out, int kind, int rtn,
                                int *lds, int *have_glc)
{
    const char *p = *pp;
    int cdna3 = is_cdna3(a->target);
    while (!at_end(p)) {
        const char *at = skipws(p);
        long long v;
        if (strncmp(at, "offset:", 7) == 0) {
            p = at + 7;
            if (!parse_int(&p, &v))
                return merr(a, at, VJ_ERR_ASM, "expected an offset");
            unsigned w = a->fam == VJ_FAM_GFX12 ? 24 : a->fam == VJ_FAM_GFX10 ? 12 : 13;
            long long lo = -(1ll << (w - 1)), hi = (1ll << (w - 1)) - 1;
            if (out->row->enc == VJ_ME_FLAT && a->fam < VJ_FAM_GFX12) {
                lo = 0;
                hi = a->fam == VJ_FAM_GFX11 ? (1 << 12) - 1 : (1ll << (w - 1)) - 1;
            }
            if (v < lo || v > hi)
                return merr(a, at, VJ_ERR_ASM, "invalid offset");
            vj_mem_set(out, VJ_MF_OFFSET, (uint32_t)v);
        } else if (vj_mem_has(out, VJ_MF_GLC) && word_is(&p, cdna3 ? "sc0" : "glc")) {
            vj_mem_set(out, VJ_MF_GLC, 1);
            *have_glc = 1;
        } else if (vj_mem_has(out, VJ_MF_SLC) && word_is(&p, cdna3 ? "nt" : "slc")) {
            vj_mem_set(out, VJ_MF_SLC, 1);
        } else if (vj_mem_has(out, VJ_MF_DLC) && word_is(&p, "dlc")) {
            vj_mem_set(out, VJ_MF_DLC, 1);
        } else if (vj_mem_has(out, VJ_MF_SC1) && a->target != VJ_GFX908 &&
                   word_is(&p, cdna3 ? "sc1" : "scc")) {
            vj_mem_set(out, VJ_MF_SC1, 1);
        } else if (vj_mem_has(out, VJ_MF_LDS) && !cdna3 && word_is(&p, "lds")) {
            vj_mem_set(out, VJ_MF_LDS, 1);
            *lds = 1;
        } else if (vj_mem_has(out, VJ_MF_TH) && strncmp(at, "th:", 3) == 0) {
            p = at + 3;
            int i = th_value(&p, kind, rtn);
            if (i == -2)
                return merr(a, at, VJ_ERR_ASM, "instruction must use th:TH_ATOMIC_RETURN");
            if (i < 0)
                return merr(a, at, VJ_ERR_ASM, "invalid th value");
            vj_mem_set(out, VJ_MF_TH, (uint32_t)i);
            *have_glc = i & 1;
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

/* How many operands: the modifiers after them have no commas. */
static unsigned count_operands(const char *p)
{
    p = skipws(p);
    if (at_end(p))
        return 0;
    unsigned n = 1;
    for (; *p && *p != ';' && *p != '\n'; p++)
        n += *p == ',';
    return n;
}

static vj_status asm_flat(mctx *a, const char **pp, vj_minst *out)
{
    const vj_mem_row *row = out->row;
    vj_family fam = a->fam;
    unsigned c;
    int acc = -1;
    vj_status st;
    unsigned null = vj_mem_null_code(fam);
    unsigned saddr_off = fam == VJ_FAM_GFX9 ? 0x7f : null;
    const char *rest = *pp;
    /* the LDS form of a load (GFX9/10): no VDST, "lds" among the modifiers */
    int lds_form = row->shape == VJ_MS_F_LOAD && fam <= VJ_FAM_GFX10 && strstr(rest, " lds");
    unsigned nops = count_operands(rest);
    unsigned base_ops = row->enc == VJ_ME_FLAT ? 1 : 2;
    int rtn = row->shape == VJ_MS_F_ATOMIC && nops == base_ops + 2;
    if (row->enc == VJ_ME_FLAT)
        vj_mem_set(out, VJ_MF_SADDR, fam == VJ_FAM_GFX9 ? 0 : null);
    if ((row->shape == VJ_MS_F_LOAD && !lds_form) || rtn) {
        if ((st = vreg(a, pp, row->dst, vj_mem_has(out, VJ_MF_ACC) ? &acc : NULL, &c)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_VDST, c);
        if ((st = comma(a, pp)) != VJ_OK)
            return st;
    }
    int vaddr_used = 0;
    unsigned vaddr = 0, vaddr_n = 0;
    const char *vaddr_at = skipws(*pp);
    if (row->shape != VJ_MS_F_NONE && (row->base || row->enc == VJ_ME_SCRATCH)) {
        const char *p = *pp;
        if (row->enc == VJ_ME_SCRATCH && word_is(&p, "off")) {
            *pp = p;
        } else {
            /* a VADDR's size depends on SADDR: one or two dwords */
            const char *q = skipws(*pp);
            unsigned n = 1;
            if (q[1] == '[') {
                unsigned f0, l0;
                if (sscanf(q, "v[%u:%u]", &f0, &l0) == 2 && l0 >= f0)
                    n = l0 - f0 + 1;
            }
            if ((st = vreg(a, pp, n, NULL, &vaddr)) != VJ_OK)
                return st;
            vaddr_used = 1;
            vaddr_n = n;
        }
        vj_mem_set(out, VJ_MF_BASE, vaddr);
        if (row->shape != VJ_MS_F_ADDR || row->enc != VJ_ME_FLAT)
            if ((st = comma(a, pp)) != VJ_OK &&
                !(row->enc == VJ_ME_FLAT && row->shape != VJ_MS_F_STORE &&
                  row->shape != VJ_MS_F_ATOMIC))
                return st;
    }
    if (row->shape == VJ_MS_F_STORE || row->shape == VJ_MS_F_ATOMIC) {
        if ((st = vreg(a, pp, row->data, vj_mem_has(out, VJ_MF_ACC) ? &acc : NULL, &c)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_DATA, c);
        if (row->enc != VJ_ME_FLAT && (st = comma(a, pp)) != VJ_OK)
            return st;
    }
    int saddr_given = 0;
    if (row->enc != VJ_ME_FLAT && row->shape != VJ_MS_F_NONE) {
        const char *p = *pp;
        if (word_is(&p, "off")) {
            *pp = p;
            vj_mem_set(out, VJ_MF_SADDR, saddr_off);
        } else {
            if ((st = sreg(a, pp, row->enc == VJ_ME_GLOBAL ? 2 : 1, &c)) != VJ_OK)
                return st;
            vj_mem_set(out, VJ_MF_SADDR, c);
            saddr_given = 1;
        }
    } else if (row->shape == VJ_MS_F_NONE) {
        vj_mem_set(out, VJ_MF_SADDR, null);
    }
    if (acc == 1)
        vj_mem_set(out, VJ_MF_ACC, 1);
    /* VADDR's size: two dwords for FLAT and GLOBAL without SADDR, else one */
    if (vaddr_used) {
        unsigned want = row->enc == VJ_ME_SCRATCH                 ? 1
                        : row->enc == VJ_ME_GLOBAL && saddr_given ? 1
                                                                  : 2;
        if (row->enc == VJ_ME_GLOBAL && !row->base)
            want = 0;
        if (vaddr_n != want)
            return merr(a, vaddr_at, VJ_ERR_ASM, "invalid operand for instruction");
    }
    if (row->enc == VJ_ME_SCRATCH) {
        if (fam >= VJ_FAM_GFX11)
            vj_mem_set(out, VJ_MF_SVE, (uint32_t)vaddr_used);
        else if (is_cdna3(a->target))
            vj_mem_set(out, VJ_MF_LDS, (uint32_t)vaddr_used);
        else if (a->target == VJ_GFX1030 && !vaddr_used && !saddr_given)
            vj_mem_set(out, VJ_MF_SADDR, 0x7f); /* gfx1030's "off, off": SADDR exec_hi */
        else if (vaddr_used == saddr_given)     /* GFX9/10: one of the two */
            return merr(a, vaddr_at, VJ_ERR_ASM, "operands are not valid for this GPU or mode");
    }
    int lds = 0, glc = 0;
    int kind = row->shape == VJ_MS_F_ATOMIC ? 'A' : row->shape == VJ_MS_F_STORE ? 'S' : 'L';
    if ((st = flat_modifiers(a, pp, out, kind, rtn, &lds, &glc)) != VJ_OK)
        return st;
    if (lds != lds_form)
        return merr(a, *pp, VJ_ERR_ASM, "invalid operand for instruction");
    if (kind == 'A' && vj_mem_has(out, VJ_MF_TH) && vj_mem_get(out, VJ_MF_TH) == 3 &&
        vj_mem_get(out, VJ_MF_SCOPE) == 3)
        return merr(a, *pp, VJ_ERR_ASM, "scope and th combination is not valid");
    if (row->shape == VJ_MS_F_ATOMIC && rtn != glc)
        return merr(a, *pp, VJ_ERR_ASM,
                    rtn ? "instruction must use glc" : "instruction must not use glc");
    return VJ_OK;
}

/* ------------------------------------------------------------------- DS */

/* ds_swizzle_b32's swizzle(...) back to its 16-bit value (mem.c's forms). */
static vj_status parse_swizzle(mctx *a, const char **pp, unsigned *v)
{
    const char *p = *pp, *at = skipws(p);
    long long x[4];
    if (!word_is(&p, "swizzle") || !expect(&p, '('))
        return merr(a, at, VJ_ERR_ASM, "expected a swizzle");
    if (word_is(&p, "QUAD_PERM")) {
        *v = 0x8000u;
        for (unsigned i = 0; i < 4; i++) {
            if (!expect(&p, ',') || !parse_int(&p, &x[i]) || x[i] < 0 || x[i] > 3)
                return merr(a, at, VJ_ERR_ASM, "expected a 2-bit lane id");
            *v |= (unsigned)x[i] << (2 * i);
        }
    } else if (word_is(&p, "SWAP") || word_is(&p, "REVERSE")) {
        int swap = p[-1] == 'P';
        if (!expect(&p, ',') || !parse_int(&p, &x[0]) || x[0] < 1 || x[0] > 32)
            return merr(a, at, VJ_ERR_ASM, "invalid swizzle");
        *v = 31u | (unsigned)(swap ? x[0] : x[0] - 1) << 10;
    } else if (word_is(&p, "BROADCAST")) {
        if (!expect(&p, ',') || !parse_int(&p, &x[0]) || !expect(&p, ',') ||
            !parse_int(&p, &x[1]) || x[0] < 2 || x[0] > 32 || (x[0] & (x[0] - 1)) || x[1] < 0 ||
            x[1] >= x[0])
            return merr(a, at, VJ_ERR_ASM, "invalid swizzle");
        *v = (unsigned)(32 - x[0]) | (unsigned)x[1] << 5;
    } else if (word_is(&p, "BITMASK_PERM")) {
        p = skipws(p);
        if (!expect(&p, ',') || !expect(&p, '"'))
            return merr(a, at, VJ_ERR_ASM, "expected a bitmask");
        unsigned and_m = 0, or_m = 0, xor_m = 0;
        for (int i = 4; i >= 0; i--, p++) {
            switch (*p) {
            case 'p':
                and_m |= 1u << i;
                break;
            case 'i':
                and_m |= 1u << i;
                xor_m |= 1u << i;
                break;
            case '1':
                or_m |= 1u << i;
                break;
            case '0':
                break;
            default:
                return merr(a, at, VJ_ERR_ASM, "invalid bitmask");
            }
        }
        if (*p++ != '"')
            return merr(a, at, VJ_ERR_ASM, "invalid bitmask");
        *v = and_m | or_m << 5 | xor_m << 10;
    } else {
        return merr(a, at, VJ_ERR_ASM, "invalid swizzle");
    }
    if (!expect(&p, ')'))
        return merr(a, at, VJ_ERR_ASM, "expected a closing parenthesis");
    *pp = p;
    return VJ_OK;
}

static vj_status asm_ds(mctx *a, const char **pp, vj_minst *out)
{
    const vj_mem_row *row = out->row;
    const char *letters = vj_mem_ds_letters((vj_mem_shape)row->shape);
    int cdna23 = a->target == VJ_GFX90A || is_cdna3(a->target);
    int gws = strncmp(row->name, "ds_gws_", 7) == 0;
    int acc = -1;
    vj_status st;
    for (const char *l = letters; *l; l++) {
        if (l != letters && (st = comma(a, pp)) != VJ_OK)
            return st;
        unsigned n = *l == 'D'                                     ? row->dst
                     : *l == 'A'                                   ? 1
                     : *l == 'Y' && strstr(row->name, "bvh_stack") ? 4
                                                                   : row->data;
        vj_mem_field f = *l == 'D'   ? VJ_MF_VDST
                         : *l == 'A' ? VJ_MF_BASE
                         : *l == 'X' ? VJ_MF_DATA
                                     : VJ_MF_DATA1;
        int takes_acc = cdna23 && (*l != 'A' || gws);
        unsigned c;
        const char *at = skipws(*pp);
        if ((st = vreg(a, pp, n, takes_acc ? &acc : NULL, &c)) != VJ_OK)
            return st;
        if (cdna23 && gws && (c & 1)) /* gfx90a/942: the GWS operand is even */
            return merr(a, at, VJ_ERR_ASM, "vgpr must be even aligned");
        vj_mem_set(out, f, c);
    }
    if (acc == 1)
        vj_mem_set(out, VJ_MF_ACC, 1);
    unsigned offs = vj_mem_ds_offsets((vj_mem_shape)row->shape);
    int gds = 0;
    const char *p = *pp;
    while (!at_end(p)) {
        const char *at = skipws(p);
        long long v;
        if (offs == 1 && strncmp(at, "offset:", 7) == 0) {
            p = at + 7;
            unsigned u = 0;
            if (strcmp(row->name, "ds_swizzle_b32") == 0 &&
                strncmp(skipws(p), "swizzle", 7) == 0) {
                if ((st = parse_swizzle(a, &p, &u)) != VJ_OK)
                    return st;
            } else {
                if (!parse_int(&p, &v) || v < 0 || v > 0xffff)
                    return merr(a, at, VJ_ERR_ASM, "invalid offset");
                u = (unsigned)v;
            }
            vj_mem_set(out, VJ_MF_OFFSET, u & 0xff);
            vj_mem_set(out, VJ_MF_OFFSET1, u >> 8);
        } else if (offs == 2 &&
                   (strncmp(at, "offset0:", 8) == 0 || strncmp(at, "offset1:", 8) == 0)) {
            p = at + 8;
            if (!parse_int(&p, &v) || v < 0 || v > 0xff)
                return merr(a, at, VJ_ERR_ASM, "invalid offset");
            vj_mem_set(out, at[6] == '0' ? VJ_MF_OFFSET : VJ_MF_OFFSET1, (uint32_t)v);
        } else if (vj_mem_has(out, VJ_MF_GDS) && a->fam != VJ_FAM_GFX12 && word_is(&p, "gds")) {
            gds = 1;
            vj_mem_set(out, VJ_MF_GDS, 1);
        } else {
            return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
        }
    }
    *pp = p;
    int needs_gds =
        gws || strcmp(row->name, "ds_ordered_count") == 0 || strstr(row->name, "_gs_reg_");
    if (gds != needs_gds && (needs_gds || strstr(row->name, "permute_b32") || cdna23))
        return merr(a, *pp, VJ_ERR_ASM, "gds modifier is not supported on this GPU");
    return VJ_OK;
}

/* ---------------------------------------------------------- MUBUF, MTBUF */

/* MTBUF's format:[...] or format:N back to its 7-bit value (mem.c's forms:
 * GFX9's data and numeric format names, either or both; GFX10+'s unified
 * name). */
static vj_status buf_format(mctx *a, const char **pp, unsigned *v)
{
    const char *p = *pp, *at = p - 7;
    long long x;
    if (!expect(&p, '[')) {
        if (!parse_int(&p, &x) || x < 0 || x > 127)
            return merr(a, at, VJ_ERR_ASM, "invalid format");
        *v = (unsigned)x;
        *pp = p;
        return VJ_OK;
    }
    unsigned dfmt = 1, nfmt = 0, ufmt = 1;
    for (unsigned k = 0; k < 2; k++) {
        p = skipws(p);
        size_t len = 0;
        while (isalnum((unsigned char)p[len]) || p[len] == '_')
            len++;
        int d = vj_mem_format_value(a->fam, a->fam == VJ_FAM_GFX9 ? 'D' : 'U', p, len);
        int n = a->fam == VJ_FAM_GFX9 ? vj_mem_format_value(a->fam, 'N', p, len) : -1;
        if (d >= 0 && a->fam == VJ_FAM_GFX9)
            dfmt = (unsigned)d;
        else if (d >= 0)
            ufmt = (unsigned)d;
        else if (n >= 0)
            nfmt = (unsigned)n;
        else if (a->fam == VJ_FAM_GFX9 && vj_mem_format_value(VJ_FAM_GFX10, 'U', p, len) >= 0)
            return merr(a, p, VJ_ERR_ASM, "unified format is not supported on this GPU");
        else
            return merr(a, p, VJ_ERR_ASM, "unsupported format");
        p += len;
        if (a->fam != VJ_FAM_GFX9 || !expect(&p, ','))
            break;
    }
    if (!expect(&p, ']'))
        return merr(a, at, VJ_ERR_ASM, "expected a closing square bracket");
    *v = a->fam == VJ_FAM_GFX9 ? dfmt | nfmt << 4 : ufmt;
    *pp = p;
    return VJ_OK;
}

/* SOFFSET: a scalar source (before GFX12 also an inline constant). */
static vj_status buf_soffset(mctx *a, const char **pp, unsigned *code)
{
    const char *at = skipws(*pp);
    if (a->fam == VJ_FAM_GFX12)
        return sreg(a, pp, 1, code);
    if (word_is(pp, "null")) {
        if (a->fam == VJ_FAM_GFX9)
            return merr(a, at, VJ_ERR_ASM, "'null' operand is not supported on this GPU");
        *code = vj_mem_null_code(a->fam);
        return VJ_OK;
    }
    vj_operand op;
    int col = 1;
    vj_status st = vj_asm_scalar_operand(a->target, a->line, a->file, a->lineno, pp, VJ_SLOT_B32,
                                         &op, &col, a->diag);
    if (st != VJ_OK)
        return st;
    int c = vj_operand_code(a->fam, &op);
    if (c < 0 || c >= 255 || op.kind == VJ_OPND_LITERAL)
        return merr(a, at, VJ_ERR_ASM, "invalid operand for instruction");
    /* llvm-mc-19 prints src_vccz and src_execz on GFX11 and does not assemble them */
    if (a->fam >= VJ_FAM_GFX11 && (c == 251 || c == 252))
        return merr(a, at, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
    *code = (unsigned)c;
    return VJ_OK;
}

static vj_status asm_buf(mctx *a, const char **pp, vj_minst *out)
{
    const vj_mem_row *row = out->row;
    vj_mem_shape shape = (vj_mem_shape)row->shape;
    vj_family fam = a->fam;
    int cdna23 = a->target == VJ_GFX90A || is_cdna3(a->target);
    int cdna3 = is_cdna3(a->target);
    vj_status st;
    unsigned c;
    if (shape == VJ_MS_B_NONE) {
        /* gfx942's buffer_wbl2 and buffer_inv take sc0 and sc1 (mem.c) */
        const char *p = *pp;
        int cpol = cdna3 &&
                   (strcmp(row->name, "buffer_wbl2") == 0 || strcmp(row->name, "buffer_inv") == 0);
        while (cpol && !at_end(p)) {
            if (word_is(&p, "sc0"))
                vj_mem_set(out, VJ_MF_GLC, 1);
            else if (word_is(&p, "sc1"))
                vj_mem_set(out, VJ_MF_SC1, 1);
            else
                break;
        }
        *pp = p;
        return VJ_OK;
    }
    const char *rest = *pp;
    /* the LDS form (GFX9/10): no VDATA, "lds" among the modifiers; TFE adds
     * a dword to VDATA */
    int lds_form = shape == VJ_MS_B_RSRC || (shape == VJ_MS_B_DATA_LDS && strstr(rest, " lds"));
    int tfe_given = !cdna23 && strstr(rest, " tfe") != NULL;
    int acc = -1;
    if ((shape == VJ_MS_B_DATA || shape == VJ_MS_B_DATA_LDS) && !lds_form) {
        unsigned n =
            row->data + (tfe_given && row->enc == VJ_ME_MUBUF && row->cls != VJ_MCL_ATOMIC);
        if ((st = vreg(a, pp, n, cdna23 ? &acc : NULL, &c)) != VJ_OK ||
            (st = comma(a, pp)) != VJ_OK)
            return st;
        vj_mem_set(out, VJ_MF_DATA, c);
    }
    unsigned vaddr_n = 0;
    const char *vaddr_at = skipws(*pp);
    if (shape != VJ_MS_B_RSRC) {
        const char *p = *pp;
        if (word_is(&p, "off")) {
            *pp = p;
        } else {
            const char *q = skipws(*pp);
            unsigned n = 1, f0, l0;
            if (q[0] == 'v' && q[1] == '[' && sscanf(q, "v[%u:%u]", &f0, &l0) == 2 && l0 >= f0)
                n = l0 - f0 + 1;
            if (n > 2)
                return merr(a, q, VJ_ERR_ASM, "invalid operand for instruction");
            if ((st = vreg(a, pp, n, NULL, &c)) != VJ_OK)
                return st;
            vj_mem_set(out, VJ_MF_BASE, c);
            vaddr_n = n;
        }
        if ((st = comma(a, pp)) != VJ_OK)
            return st;
    }
    /* SRSRC: an SGPR quad (its index before GFX12, its code on GFX12) */
    const char *rs_at = skipws(*pp);
    if ((st = sreg(a, pp, 4, &c)) != VJ_OK)
        return st;
    if (c & 3)
        return merr(a, rs_at, VJ_ERR_ASM, "invalid register alignment");
    vj_mem_set(out, VJ_MF_SRSRC, fam == VJ_FAM_GFX12 ? c : c / 4);
    if ((st = comma(a, pp)) != VJ_OK || (st = buf_soffset(a, pp, &c)) != VJ_OK)
        return st;
    vj_mem_set(out, VJ_MF_SOFFSET, c);
    if (acc == 1)
        vj_mem_set(out, VJ_MF_TFE, 1); /* gfx90a/942's ACC */
    int kind = row->cls == VJ_MCL_ATOMIC ? 'A' : row->cls == VJ_MCL_STORE ? 'S' : 'L';
    int lds = 0, tfe = 0;
    unsigned idxen = 0, offen = 0;
    const char *tfe_at = *pp, *mode_at = *pp;
    const char *p = *pp;
    while (!at_end(p)) {
        const char *at = skipws(p);
        long long v;
        if (row->enc == VJ_ME_MTBUF && strncmp(at, "format:", 7) == 0) {
            unsigned f = 1;
            p = at + 7;
            if ((st = buf_format(a, &p, &f)) != VJ_OK)
                return st;
            vj_mem_set(out, VJ_MF_FORMAT, f);
        } else if (word_is(&p, "idxen")) {
            idxen = 1;
            mode_at = at;
        } else if (word_is(&p, "offen")) {
            offen = 1;
            mode_at = at;
        } else if (strncmp(at, "offset:", 7) == 0) {
            p = at + 7;
            /* 12 bits unsigned; GFX12: 24 bits signed */
            long long hi = fam == VJ_FAM_GFX12 ? (1ll << 23) - 1 : (1ll << 12) - 1;
            long long lo = fam == VJ_FAM_GFX12 ? -(1ll << 23) : 0;
            if (!parse_int(&p, &v) || v < lo || v > hi)
                return merr(a, at, VJ_ERR_ASM, "invalid offset");
            vj_mem_set(out, VJ_MF_OFFSET, (uint32_t)v);
        } else if (vj_mem_has(out, VJ_MF_GLC) && word_is(&p, cdna3 ? "sc0" : "glc")) {
            vj_mem_set(out, VJ_MF_GLC, 1);
        } else if (vj_mem_has(out, VJ_MF_SLC) && word_is(&p, cdna3 ? "nt" : "slc")) {
            vj_mem_set(out, VJ_MF_SLC, 1);
        } else if (vj_mem_has(out, VJ_MF_DLC) && word_is(&p, "dlc")) {
            vj_mem_set(out, VJ_MF_DLC, 1);
        } else if (vj_mem_has(out, VJ_MF_SC1) && a->target != VJ_GFX908 &&
                   word_is(&p, cdna3 ? "sc1" : "scc")) {
            vj_mem_set(out, VJ_MF_SC1, 1);
        } else if (lds_form && vj_mem_has(out, VJ_MF_LDS) && word_is(&p, "lds")) {
            vj_mem_set(out, VJ_MF_LDS, 1);
            lds = 1;
        } else if (!cdna23 && word_is(&p, "tfe")) {
            vj_mem_set(out, VJ_MF_TFE, 1);
            tfe = 1;
            tfe_at = at;
        } else if (vj_mem_has(out, VJ_MF_TH) && strncmp(at, "th:", 3) == 0) {
            p = at + 3;
            int i = th_value(&p, kind, 0);
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
    if (kind == 'A' && vj_mem_has(out, VJ_MF_TH) && vj_mem_get(out, VJ_MF_TH) == 3 &&
        vj_mem_get(out, VJ_MF_SCOPE) == 3)
        return merr(a, *pp, VJ_ERR_ASM, "scope and th combination is not valid");
    if (lds != lds_form || tfe != tfe_given)
        return merr(a, *pp, VJ_ERR_ASM, "invalid operand for instruction");
    /* llvm-mc-19 prints TFE in MUBUF's stores and does not assemble it */
    if (tfe && row->cls == VJ_MCL_STORE && row->enc == VJ_ME_MUBUF)
        return merr(a, tfe_at, VJ_ERR_ASM, "TFE modifier has no meaning for store instructions");
    if (tfe &&
        (row->cls != VJ_MCL_LOAD || row->enc == VJ_ME_MTBUF || lds_form || shape == VJ_MS_B_ADDR))
        return merr(a, tfe_at, VJ_ERR_ASM, "invalid operand for instruction");
    if (shape == VJ_MS_B_RSRC && (idxen || offen))
        return merr(a, mode_at, VJ_ERR_ASM, "invalid operand for instruction");
    if (shape != VJ_MS_B_RSRC && vaddr_n != idxen + offen) {
        if (vaddr_n > idxen + offen && !(idxen + offen))
            return merr(a, a->line, VJ_ERR_ASM, "too few operands for instruction");
        return merr(a, vaddr_n > idxen + offen ? mode_at : vaddr_at, VJ_ERR_ASM,
                    "invalid operand for instruction");
    }
    vj_mem_set(out, VJ_MF_IDXEN, idxen);
    vj_mem_set(out, VJ_MF_OFFEN, offen);
    /* what llvm-mc-19 assembles and its disassembler refuses (GFX10's
     * atomics with DLC, gfx90a's float atomics with SCC, gfx908's with GLC:
     * measured) we refuse, so that every word we assemble is one we print */
    char text[256];
    if (vj_mem_print(out, text, sizeof text) < 0)
        return merr(a, skipws(a->line), VJ_ERR_ASM,
                    "operands are not valid for this GPU or mode (llvm-mc-19 does not "
                    "disassemble this encoding)");
    return VJ_OK;
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
    case VJ_ME_FLAT:
    case VJ_ME_GLOBAL:
    case VJ_ME_SCRATCH:
        *st = asm_flat(&a, &q, out);
        break;
    case VJ_ME_DS:
        *st = asm_ds(&a, &q, out);
        break;
    case VJ_ME_MUBUF:
    case VJ_ME_MTBUF:
        *st = asm_buf(&a, &q, out);
        break;
    default:
        *st = merr(&a, p, VJ_ERR_UNSUPPORTED, "%s: not assembled by vop3jit", mn);
        break;
    }
    if (*st == VJ_OK && !at_end(q))
        *st = merr(&a, skipws(q), VJ_ERR_ASM, "invalid operand for instruction");
    return 1;
}
