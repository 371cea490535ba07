/* asm: one line of LLVM-syntax VOP3 assembly -> vj_inst, accepting and
 * rejecting what llvm-mc-19 does (operand kinds, modifiers, literals, the
 * constant bus). It parses text only; bytes come from encode.c. */
#include "config.h"

#include <ctype.h>
#include <math.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "frontend/frontend.h"

/* A parsed operand before it is fitted to its slot. */
typedef enum { P_VGPR, P_SREG, P_SPECIAL, P_INT, P_FLOAT, P_AGPR } pkind;

typedef struct {
    pkind kind;
    unsigned first, count; /* registers: first index (canonical for SREG), dwords */
    int64_t ival;          /* P_INT */
    double fval;           /* P_FLOAT */
    int neg, abs;          /* modifiers written around it */
    int col;               /* 1-based column where the operand starts */
    int rcol;              /* column of the operand itself, inside modifiers */
    int dneg;              /* a float written --F: llvm-mc takes it in 64-bit slots only */
    int sext;              /* written sext(...): an SDWA source sign-extended */
} pop;

typedef struct {
    vj_target target;
    vj_family fam;
    unsigned wave;
    const char *line;
    const char *file;
    unsigned lineno;
    vj_diag *diag;
    int float_op; /* a float instruction's: a float in a 64-bit source is an f64 */
    int f16_src;  /* issue 29: the source being fitted is a float op's f16 one */
    int i16_trunc; /* issue 29: ... an i16 one that takes any 32-bit integer's low half
                      (v_ldexp_f16's exponent: llvm-mc-19 takes 0x12345 as 0x2345) */
} actx;

static vj_status err(actx *a, int col, vj_status st, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static vj_status err(actx *a, int col, vj_status st, const char *fmt, ...)
{
    if (a->diag) {
        char msg[160];
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, sizeof msg, fmt, ap);
        va_end(ap);
        snprintf(a->diag->msg, sizeof a->diag->msg, "%s:%u:%d: error: %s",
                 a->file ? a->file : "<stdin>", a->lineno, col, msg);
        a->diag->line = a->lineno;
        a->diag->col = col > 0 ? (unsigned)col : 1;
    }
    return st;
}

static int colof(actx *a, const char *p)
{
    return (int)(p - a->line) + 1;
}

static const char *skipws(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\r')
        p++;
    return p;
}

static int at_end(const char *p)
{
    /* '#' starts a comment only at the start of a line (vj_asm_line) */
    return *p == '\0' || *p == '\n' || *p == ';' || (p[0] == '/' && p[1] == '/');
}

/* ------------------------------------------------------------- registers */

/* Special sources by name (with the short aliases llvm-mc takes). */
static const struct {
    const char *name;
    unsigned special;
} named_specials[] = {
    {"src_vccz", VJ_SPECIAL_VCCZ},
    {"vccz", VJ_SPECIAL_VCCZ},
    {"src_execz", VJ_SPECIAL_EXECZ},
    {"execz", VJ_SPECIAL_EXECZ},
    {"src_scc", VJ_SPECIAL_SCC},
    {"scc", VJ_SPECIAL_SCC},
    {"src_lds_direct", VJ_SPECIAL_LDS_DIRECT},
    {"lds_direct", VJ_SPECIAL_LDS_DIRECT},
    {"src_shared_base", VJ_SPECIAL_SHARED_BASE},
    {"src_shared_limit", VJ_SPECIAL_SHARED_LIMIT},
    {"src_private_base", VJ_SPECIAL_PRIVATE_BASE},
    {"src_private_limit", VJ_SPECIAL_PRIVATE_LIMIT},
    {"src_pops_exiting_wave_id", VJ_SPECIAL_POPS_EXITING_WAVE_ID},
    {"shared_base", VJ_SPECIAL_SHARED_BASE},
    {"shared_limit", VJ_SPECIAL_SHARED_LIMIT},
    {"private_base", VJ_SPECIAL_PRIVATE_BASE},
    {"private_limit", VJ_SPECIAL_PRIVATE_LIMIT},
    {"pops_exiting_wave_id", VJ_SPECIAL_POPS_EXITING_WAVE_ID},
};

static int word_len(const char *p)
{
    int n = 0;
    while (isalnum((unsigned char)p[n]) || p[n] == '_')
        n++;
    return n;
}

static int parse_uint(const char **pp, unsigned *out)
{
    const char *p = *pp;
    if (!isdigit((unsigned char)*p))
        return 0;
    unsigned long v = 0;
    while (isdigit((unsigned char)*p)) {
        v = v * 10 + (unsigned)(*p - '0');
        if (v > 100000)
            v = 100000;
        p++;
    }
    *pp = p;
    *out = (unsigned)v;
    return 1;
}

/* vN, v[N], v[N:M], sN, s[N:M], ttmpN, ttmp[N:M]. Returns 1 if it was one
 * (status in *st), 0 if the text is not a register range at all. */
static int parse_reg_range(actx *a, const char **pp, pop *o, vj_status *st)
{
    const char *p = *pp, *start = p;
    size_t pl = 0;
    while (isalpha((unsigned char)p[pl]))
        pl++;
    unsigned base, limit;
    if (!vj_reg_range(p, pl, &base, &limit))
        return 0;
    int kind = *p == 'v' ? 0 : *p == 's' ? 1 : *p == 'a' ? 3 : 2; /* 0 v, 1 s, 2 ttmp, 3 a */
    p += pl;
    unsigned lo, hi;
    if (*p == '[') {
        p = skipws(p + 1);
        if (!parse_uint(&p, &lo))
            return 0;
        p = skipws(p);
        hi = lo;
        if (*p == ':') {
            p = skipws(p + 1);
            if (!parse_uint(&p, &hi))
                return 0;
            p = skipws(p);
        }
        if (*p != ']')
            return 0;
        p++;
    } else {
        if (!parse_uint(&p, &lo))
            return 0;
        hi = lo;
    }
    if (isalnum((unsigned char)*p) || *p == '_')
        return 0;
    *pp = p;
    int col = colof(a, start);
    *st = VJ_OK;
    /* (a VGPR quad too: v_mqsad_u32_u8's S2 and VDST) */
    if (hi < lo || (hi - lo > 1 && !(kind == 0 && hi - lo == 3))) {
        *st = err(a, col, VJ_ERR_ASM, "invalid operand for instruction");
        return 1;
    }
    if (hi >= limit) {
        *st = err(a, col, VJ_ERR_ASM, "register index is out of range");
        return 1;
    }
    if (kind != 0 && kind != 3 && hi > lo && (lo & 1)) {
        *st = err(a, col, VJ_ERR_ASM, "invalid register alignment");
        return 1;
    }
    if (kind == 1 && a->fam == VJ_FAM_GFX9 && hi >= 102) {
        *st = err(a, col, VJ_ERR_ASM, "register not available on this GPU");
        return 1;
    }
    o->kind = kind == 0 ? P_VGPR : kind == 3 ? P_AGPR : P_SREG;
    o->first = base + lo;
    o->count = hi - lo + 1;
    return 1;
}

/* --------------------------------------------------------------- numbers */

static int parse_number(const char **pp, pop *o)
{
    const char *p = *pp;
    int negs = 0; /* llvm-mc folds -N, --N, ---N...; --F fits 64-bit slots only */
    while (*p == '-') {
        negs++;
        p = skipws(p + 1);
    }
    if (!isdigit((unsigned char)*p) && !(*p == '.' && isdigit((unsigned char)p[1])))
        return 0;
    /* A float has a '.' or an exponent in a decimal number. */
    const char *q = p;
    int is_float = 0;
    if (!(q[0] == '0' && (q[1] == 'x' || q[1] == 'X' || q[1] == 'b' || q[1] == 'B'))) {
        while (isdigit((unsigned char)*q))
            q++;
        is_float = *q == '.' || *q == 'e' || *q == 'E';
    }
    char *end;
    if (is_float) {
        errno = 0;
        double d = strtod(p, &end);
        if (end == p)
            return 0;
        /* llvm-mc reads "1e" and "1e+" as 1.0 */
        if (*end == 'e' || *end == 'E') {
            end++;
            if (*end == '+' || *end == '-')
                end++;
        }
        if (negs > 2)
            return 0;
        o->kind = P_FLOAT;
        o->fval = negs == 1 ? -d : d;
        o->dneg = negs == 2;
    } else {
        unsigned long long v;
        errno = 0;
        if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
            if (p[2] != '0' && p[2] != '1')
                return 0;
            v = strtoull(p + 2, &end, 2);
        } else if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
            if (!isxdigit((unsigned char)p[2]))
                return 0;
            v = strtoull(p + 2, &end, 16);
        } else if (p[0] == '0')
            v = strtoull(p, &end, 8);
        else
            v = strtoull(p, &end, 10);
        if (errno == ERANGE)
            return 0;
        o->kind = P_INT;
        o->ival = (negs & 1) ? -(int64_t)v : (int64_t)v;
    }
    if (isalnum((unsigned char)*end) || *end == '_' || *end == '.')
        return 0;
    *pp = end;
    return 1;
}

/* ------------------------------------------------------------- operands */

/* Parse one operand with its modifiers (srcmods: the instruction takes
 * ABS/NEG, so "--x" is an error rather than a double negation). */
static vj_status parse_operand(actx *a, const char **pp, pop *o, int srcmods)
{
    const char *p = skipws(*pp);
    memset(o, 0, sizeof *o);
    o->col = colof(a, p);
    int close_abs = 0, close_paren_abs = 0, close_paren_neg = 0, close_sext = 0;
    if (strncmp(p, "sext(", 5) == 0) { /* the SDWA form's sign extension */
        o->sext = 1;
        close_sext = 1;
        p = skipws(p + 5);
    }
    if (p[0] == '-' && skipws(p + 1)[0] == '-') {
        if (srcmods)
            return err(a, colof(a, p), VJ_ERR_ASM, "invalid syntax, expected 'neg' modifier");
        /* An expression: -(-N) is N. */
        const char *q = p;
        if (parse_number(&q, o)) {
            o->col = o->rcol = colof(a, p);
            *pp = skipws(q);
            return VJ_OK;
        }
        return err(a, colof(a, p), VJ_ERR_ASM, "not a valid operand.");
    }
    if (p[0] == '-' && !isdigit((unsigned char)p[1]) && p[1] != '.') {
        o->neg = 1;
        p = skipws(p + 1);
    } else if (strncmp(p, "neg(", 4) == 0) {
        o->neg = 1;
        close_paren_neg = 1;
        p = skipws(p + 4);
    }
    if (*p == '|') {
        o->abs = 1;
        close_abs = 1;
        p = skipws(p + 1);
    } else if (strncmp(p, "abs(", 4) == 0) {
        o->abs = 1;
        close_paren_abs = 1;
        p = skipws(p + 4);
    }
    if ((o->neg || o->abs) && !srcmods)
        return err(a, o->col, VJ_ERR_ASM, "not a valid operand.");
    const char *body = p;
    o->rcol = colof(a, body);
    vj_status st = VJ_OK;
    if (parse_number(&p, o)) {
        /* constant */
    } else if (parse_reg_range(a, &p, o, &st)) {
        if (st != VJ_OK)
            return st;
    } else {
        int n = word_len(p);
        unsigned idx, dwords, fams;
        int found = vj_sreg_by_name(p, (size_t)n, &idx, &dwords, &fams);
        if (found) {
            if (!(fams & (1u << a->fam))) {
                if (idx == VJ_SREG_NULL)
                    return err(a, colof(a, body), VJ_ERR_ASM,
                               "'null' operand is not supported on this GPU");
                return err(a, colof(a, body), VJ_ERR_ASM, "register not available on this GPU");
            }
            o->kind = P_SREG;
            o->first = idx;
            o->count = dwords;
        }
        for (size_t i = 0; !found && i < sizeof named_specials / sizeof named_specials[0]; i++) {
            if ((int)strlen(named_specials[i].name) != n || strncmp(p, named_specials[i].name, n))
                continue;
            found = 1;
            unsigned s = named_specials[i].special;
            if (s == VJ_SPECIAL_POPS_EXITING_WAVE_ID && a->fam >= VJ_FAM_GFX11)
                return err(a, colof(a, body), VJ_ERR_ASM, "register not available on this GPU");
            o->kind = P_SPECIAL;
            o->first = s;
        }
        if (!found)
            return err(a, colof(a, body), VJ_ERR_ASM, "invalid operand for instruction");
        p += n;
    }
    p = skipws(p);
    if (close_abs) {
        if (*p != '|')
            return err(a, colof(a, p), VJ_ERR_ASM, "expected vertical bar");
        p = skipws(p + 1);
    }
    if (close_paren_abs) {
        if (*p != ')')
            return err(a, colof(a, p), VJ_ERR_ASM, "expected closing parentheses");
        p = skipws(p + 1);
    }
    if (close_paren_neg) {
        if (*p != ')')
            return err(a, colof(a, p), VJ_ERR_ASM, "expected closing parentheses");
        p = skipws(p + 1);
    }
    if (close_sext) {
        if (*p != ')')
            return err(a, colof(a, p), VJ_ERR_ASM, "expected closing parentheses");
        p = skipws(p + 1);
    }
    *pp = p;
    return VJ_OK;
}

/* Issue 29: whether source i (of the given slot) of id is a float op's
 * f16 source (not an integer one: v_cvt_f16_u16's, v_ldexp_f16's S1). */
static int f16_source(vj_inst_id id, unsigned i, vj_slot slot)
{
    unsigned fl = vj_inst_flags(id);
    return (slot == VJ_SLOT_B16 || slot == VJ_SLOT_P16) && (fl & VJ_IF_FLOAT) &&
           !(fl & (i ? VJ_IF_INTSRC1 : VJ_IF_INTSRC));
}

/* Issue 29: x (a finite double) to f16, nearest even, in exact steps
 * (whatever the host's rounding mode); *bad when it overflows, or is tiny
 * and inexact (LLVM's lossless-conversion test refuses those: llvm-mc-19
 * takes 0.1 as 0x2e66, refuses 1e10 and 6e-8). */
static uint16_t f16_of(double x, int *bad)
{
    uint16_t sign = signbit(x) ? 0x8000u : 0;
    x = fabs(x);
    *bad = 0;
    if (x == 0)
        return sign;
    int e;
    (void)frexp(x, &e); /* 2^(e-1) <= x < 2^e */
    int q = e - 1 - 10; /* the exponent of an f16's last bit */
    if (q < -24)
        q = -24;
    if (q > 5) {
        *bad = 1;
        return sign | 0x7c00u;
    }
    double scaled = ldexp(x, -q), fl = floor(scaled), diff = scaled - fl;
    uint32_t r = (uint32_t)fl;
    if (diff > 0.5 || (diff == 0.5 && (r & 1)))
        r++;
    if (r >> 11) {
        r >>= 1;
        q++;
    }
    if (q + 10 > 15) { /* rounded up past the largest finite value */
        *bad = 1;
        return sign | 0x7c00u;
    }
    if (r < 0x400 && diff != 0) /* tiny and inexact: the rounded value, flagged */
        *bad = 1;
    return (uint16_t)(sign | (r < 0x400 ? r : (uint32_t)(q + 25) << 10 | (r & 0x3ffu)));
}

/* A constant in a 16-bit source: integers -16..64 inline, others that fit
 * 16 bits a literal; a float that is an inline constant inline (codes
 * 240-248 are 16-bit floats here). A float op's (issue 29): a float is
 * its f16 (f16_of), inline where that is an inline f16 value, else the
 * literal of its bits; an integer whose bits are an inline f16 value is
 * that constant. */
static vj_status fit_constant16(actx *a, const pop *o, vj_operand *op)
{
    static const uint16_t f16_inline[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                           0xc000, 0x4400, 0xc400, 0x3118};
    op->dwords = 1;
    if (a->f16_src && o->kind == P_FLOAT && !o->dneg) {
        int bad;
        uint16_t h = f16_of(o->fval, &bad);
        if (bad)
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        if (h == 0) {
            op->kind = VJ_OPND_INLINE_INT;
            op->value = 0;
            return VJ_OK;
        }
        for (unsigned i = 0; i < 9; i++)
            if (h == f16_inline[i]) {
                op->kind = VJ_OPND_INLINE_F16;
                op->value = h;
                op->code = VJ_CODE_FLOAT_TEXT;
                return VJ_OK;
            }
        op->kind = VJ_OPND_LITERAL;
        op->value = h;
        return VJ_OK;
    }
    if (a->f16_src && o->kind == P_INT && o->ival > 64 && o->ival <= 65535)
        for (unsigned i = 0; i < 9; i++)
            if ((uint16_t)o->ival == f16_inline[i]) {
                op->kind = VJ_OPND_INLINE_F16;
                op->value = f16_inline[i];
                return VJ_OK;
            }
    if (o->kind == P_FLOAT) {
        static const double inl[9] = {0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0,
                                      0.15915494309189532};
        static const uint16_t bits[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                         0xc000, 0x4400, 0xc400, 0x3118};
        /* --F: only --0.0 (the integer 0), as in 32-bit sources */
        if (o->dneg && o->fval != 0)
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        float f = (float)o->fval;
        uint32_t f32;
        memcpy(&f32, &f, sizeof f32);
        if (o->dneg || f32 == 0) {
            op->kind = VJ_OPND_INLINE_INT;
            op->value = 0;
            return VJ_OK;
        }
        for (unsigned i = 0; i < 9; i++)
            if (f == (float)inl[i]) {
                op->kind = VJ_OPND_INLINE_F16;
                op->value = bits[i];
                op->code = VJ_CODE_FLOAT_TEXT;
                return VJ_OK;
            }
        /* any other float: llvm-mc-19 writes its 32-bit pattern as the
         * literal; GFX9/10's v_ldexp_f16 exponent (i16_trunc) takes it
         * as an f16, rounded to nearest even without complaint (2.5e1 is
         * 0x4e40, 1e10 0x7c00, 6e-8 the integer 1), then as an integer */
        if (!a->i16_trunc) {
            op->kind = VJ_OPND_LITERAL;
            op->value = f32;
            return VJ_OK;
        }
    }
    int64_t v = o->ival;
    if (o->kind == P_FLOAT) { /* (i16_trunc) */
        int bad;
        v = f16_of(o->fval, &bad);
    }
    if (a->i16_trunc && v >= INT32_MIN && v <= (int64_t)UINT32_MAX)
        v = (int16_t)(uint16_t)v;
    /* (a float op's f16 source reads 16 bits: 0xffff is the inline -1) */
    if (a->f16_src && v >= 0xfff0 && v <= 0xffff)
        v -= 0x10000;
    if (v >= -16 && v <= 64) {
        op->kind = VJ_OPND_INLINE_INT;
        op->value = (uint64_t)v & 0xffffffffu;
        return VJ_OK;
    }
    if (v < -32768 || v > 65535)
        return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
    op->kind = VJ_OPND_LITERAL;
    op->value = (uint64_t)v & 0xffffu;
    return VJ_OK;
}

/* Issue 29: a constant in a packed f16 source (a P16 slot of a float
 * op), as llvm-mc-19 assembles it: a float is its f16 (f16_of), inline
 * where that is an inline f16 value, else the literal of its 16 bits; an
 * integer -16..64 (as a 32-bit value) is inline, one whose 32 bits are an
 * inline f16 value (0x3c00; not 0xffffbc00) that inline float, any other
 * 32-bit one a literal. The decoded operand of an inline float is its f32
 * value, as the decoder gives for every P16 slot (the f16 meaning is
 * lowering's: pk_f16_src). */
static vj_status fit_constant_pk16(actx *a, const pop *o, vj_operand *op)
{
    op->dwords = 1;
    int64_t v = o->ival;
    if (o->kind == P_FLOAT) {
        int bad = 0;
        if (o->dneg && o->fval != 0) /* --F: only --0.0 (the integer 0) */
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        v = o->dneg ? 0 : f16_of(o->fval, &bad);
        if (bad)
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
    }
    if (!(v >= INT32_MIN && v <= (int64_t)UINT32_MAX))
        return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
    int32_t sv = (int32_t)(uint32_t)v;
    if (sv >= -16 && sv <= 64) {
        op->kind = VJ_OPND_INLINE_INT;
        op->value = (uint64_t)(int64_t)sv;
        return VJ_OK;
    }
    for (unsigned code = 240; code <= 248; code++)
        if ((uint32_t)v == vj_inline_f16(code)) {
            op->kind = VJ_OPND_INLINE_FLOAT;
            op->value = vj_inline_f32(code);
            return VJ_OK;
        }
    op->kind = VJ_OPND_LITERAL;
    op->value = (uint32_t)v;
    return VJ_OK;
}

/* Fit a constant to a slot: inline integer, inline float or literal. */
static vj_status fit_constant(actx *a, const pop *o, vj_slot slot, vj_operand *op)
{
    if (slot == VJ_SLOT_B16)
        return fit_constant16(a, o, op);
    if (slot == VJ_SLOT_P16 && a->f16_src)
        return fit_constant_pk16(a, o, op);
    int wide = slot == VJ_SLOT_B64;
    op->dwords = wide || slot == VJ_SLOT_MASK64 ? 2 : 1;
    if (slot == VJ_SLOT_MASK32 || slot == VJ_SLOT_MASK64)
        return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
    int64_t v;
    int from_float = o->kind == P_FLOAT;
    /* A P32 slot reads "--x" as the 64-bit float x's bits (whose low dword
     * is kept below, as llvm-mc does). */
    int p32_dneg = slot == VJ_SLOT_P32 && o->dneg && from_float;
    if (o->dneg && !wide && !p32_dneg) {
        if (o->fval != 0)
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        from_float = 0; /* --0.0 is the integer 0 */
    }
    if (p32_dneg) {
        double d = o->fval;
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        v = (int64_t)bits;
        from_float = 0;
    } else if (o->dneg && !wide) {
        v = 0;
    } else if (from_float) {
        if (wide) {
            double d = o->fval;
            uint64_t bits;
            memcpy(&bits, &d, sizeof bits);
            v = (int64_t)bits;
        } else {
            float f = (float)o->fval;
            uint32_t bits;
            memcpy(&bits, &f, sizeof bits);
            v = (int64_t)bits;
        }
    } else {
        v = o->ival;
    }
    /* A P32 slot's constant is a one-dword value: of a wider integer
     * llvm-mc keeps the low 32 bits if it is a 64-bit inline float's
     * pattern, and refuses any other. */
    if (slot == VJ_SLOT_P32 && !from_float && !(v >= INT32_MIN && v <= (int64_t)UINT32_MAX)) {
        vj_operand f64 = {.kind = VJ_OPND_INLINE_FLOAT, .dwords = 2, .value = (uint64_t)v};
        if (vj_operand_code(a->fam, &f64) < 0)
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        v = (int64_t)(uint32_t)(uint64_t)v;
    }
    if (!wide) {
        if (!(v >= INT32_MIN && v <= (int64_t)UINT32_MAX))
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        int32_t s = (int32_t)(uint32_t)v;
        if (s >= -16 && s <= 64) {
            op->kind = VJ_OPND_INLINE_INT;
            op->value = (uint64_t)(int64_t)s;
            return VJ_OK;
        }
        op->kind = VJ_OPND_INLINE_FLOAT;
        op->value = (uint32_t)v;
        if (vj_operand_code(a->fam, op) >= 0)
            return VJ_OK;
        op->kind = VJ_OPND_LITERAL;
        op->value = (uint32_t)v;
    } else {
        if (v >= -16 && v <= 64) {
            op->kind = VJ_OPND_INLINE_INT;
            op->value = (uint64_t)v;
            return VJ_OK;
        }
        op->kind = VJ_OPND_INLINE_FLOAT;
        op->value = (uint64_t)v;
        if (vj_operand_code(a->fam, op) >= 0)
            return VJ_OK;
        /* an f64 operand's literal is its high dword (llvm-mc-19 drops the
         * low one, with a warning, when it is not zero) */
        if (from_float && a->float_op) {
            op->kind = VJ_OPND_LITERAL;
            op->value = (uint64_t)v >> 32;
            return VJ_OK;
        }
        /* an integer for an f64 operand is its high dword: one that makes an
         * inline float (0x3ff00000, 1.0) is that constant (llvm-mc-19) */
        if (a->float_op && v >= INT32_MIN && v <= (int64_t)UINT32_MAX) {
            op->value = (uint64_t)(uint32_t)v << 32;
            if (vj_operand_code(a->fam, op) >= 0)
                return VJ_OK;
            /* llvm-mc-19 takes no ABS/NEG on an integer written as an f64
             * literal (on a float written so it does) */
            if (o->neg || o->abs)
                return err(a, o->rcol ? o->rcol : o->col, VJ_ERR_ASM,
                           "invalid operand for instruction");
        }
        if (from_float || !(v >= INT32_MIN && v <= (int64_t)UINT32_MAX))
            return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        op->kind = VJ_OPND_LITERAL;
        op->value = (uint32_t)v;
    }
    return VJ_OK; /* GFX9 rejects literals: the caller reports it last */
}

/* Fit a parsed source operand to its slot. */
static vj_status fit_source(actx *a, const pop *o, vj_slot slot, vj_operand *op)
{
    int wide = vj_slot_dwords(slot) == 2;
    memset(op, 0, sizeof *op);
    op->dwords = wide ? 2 : 1;
    if (slot == VJ_SLOT_V128) { /* a VGPR quad, nothing else */
        if (o->kind != P_VGPR || o->count != 4 || o->neg || o->abs)
            return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        op->kind = VJ_OPND_VGPR;
        op->dwords = 4;
        op->index = o->first;
        return VJ_OK;
    }
    switch (o->kind) {
    case P_INT:
    case P_FLOAT:
        return fit_constant(a, o, slot, op);
    case P_VGPR:
        if (slot == VJ_SLOT_MASK32 || slot == VJ_SLOT_MASK64 || o->count != op->dwords)
            return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        op->kind = VJ_OPND_VGPR;
        op->index = o->first;
        break;
    case P_SREG:
        if (o->count != 0 && o->count != op->dwords)
            return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        op->kind = VJ_OPND_SREG;
        op->index = o->first;
        break;
    case P_SPECIAL:
        if ((slot == VJ_SLOT_B64 || slot == VJ_SLOT_P32) && o->first == VJ_SPECIAL_LDS_DIRECT)
            return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        op->kind = VJ_OPND_SPECIAL;
        op->index = o->first;
        break;
    case P_AGPR: /* only the AGPR moves take one (asm_agpr) */
        return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
    }
    return VJ_OK;
}

/* The hook salu.c's assembler calls: one operand at *pp parsed and fitted
 * to a 32- or 64-bit slot as a vector ALU source is (registers, inline
 * constants, floats, literals); *pp is moved past it. */
vj_status vj_asm_scalar_operand(vj_target target, const char *line, const char *file,
                                unsigned lineno, const char **pp, vj_slot slot, vj_operand *op,
                                int *col, vj_diag *diag)
{
    actx a = {target, vj_target_family(target), vj_target_default_wave(target), line, file,
              lineno, diag, 0 /* integer: the scalar float ops are not taken yet */, 0, 0};
    pop o;
    vj_status st = parse_operand(&a, pp, &o, 0);
    *col = o.col;
    return st != VJ_OK ? st : fit_source(&a, &o, slot, op);
}

/* ----------------------------------------------------------- mnemonics */

/* The forms a mnemonic asks for: its suffix. */
enum { FORM_AUTO, FORM_E32, FORM_E64, FORM_SDWA, FORM_DPP, FORM_VOP3DPP };

/* The instruction named by a mnemonic (a base name, or an alias of one) in
 * family f, with the form its suffix asks for; VJ_I_COUNT if none. A VOP1
 * name a VJ_INST_RENAME gives (GFX11's v_clz_i32_u32), or one only GFX11+
 * has (v_cvt_u32_u16), takes no second suffix (llvm-mc-19 refuses it); an
 * old name as an alias does (v_ffbh_u32_e64_e64 on gfx1100): alias says
 * which was written. */
static vj_inst_id match_in_from(const char *mn, vj_family f, int *form, int alias, unsigned from)
{
    for (unsigned i = from; i < VJ_I_COUNT; i++) {
        vj_inst_id id = (vj_inst_id)i;
        if (vj_inst_table[i].opcode[f] < 0)
            continue;
        const char *n = vj_inst_name(id, f); /* the VOP3 form's name */
        size_t nl = strlen(n);
        vj_enc enc = vj_inst_enc(id, f);
        int e32 = vj_inst_has_e32(id, f);
        size_t bl = e32 ? nl - 4 : nl; /* the base name's length */
        int doubles = alias || (strcmp(n, vj_inst_table[i].name) == 0 &&
                                (vj_inst_table[i].opcode[VJ_FAM_GFX9] >= 0 ||
                                 vj_inst_table[i].opcode[VJ_FAM_GFX10] >= 0));
        /* (not a GFX11+ 16-bit result's or source's, llvm-mc-19's true16
         * forms: v_cvt_f32_f16_e64_e64 is refused there) */
        if (f >= VJ_FAM_GFX11 &&
            ((vj_inst_flags(id) & VJ_IF_D16) || vj_inst_src_slot(id, 0, 64) == VJ_SLOT_B16))
            doubles = 0;
        if (strcmp(mn, n) == 0) {
            *form = FORM_E64;
            return id;
        }
        /* llvm-mc also takes _e64 after a VOP3 or VOP1 form's name (not a
         * VOP2 or VOPC one: v_mov_b32_e64_e64 is fine, v_and_b32_e64_e64 not). */
        if ((enc == VJ_ENC_VOP3 || enc == VJ_ENC_VOP3P || (enc == VJ_ENC_VOP1 && doubles)) &&
            strncmp(mn, n, nl) == 0 &&
            strcmp(mn + nl, "_e64") == 0) {
            *form = FORM_E64;
            return id;
        }
        /* A VOP1 name also takes a second suffix, which decides the form
         * (v_mov_b32_e32_e64 is the VOP3 form, v_mov_b32_e64_e32 the 32-bit one). */
        if (enc == VJ_ENC_VOP1 && doubles && strncmp(mn, n, bl) == 0 && strlen(mn + bl) == 8 &&
            (strncmp(mn + bl, "_e32", 4) == 0 || strncmp(mn + bl, "_e64", 4) == 0) &&
            (strcmp(mn + bl + 4, "_e32") == 0 || strcmp(mn + bl + 4, "_e64") == 0)) {
            *form = mn[bl + 6] == '3' ? FORM_E32 : FORM_E64;
            return id;
        }
        if (e32 && strncmp(mn, n, bl) == 0) {
            if (mn[bl] == '\0') {
                *form = FORM_AUTO;
                return id;
            }
            if (strcmp(mn + bl, "_e32") == 0) {
                *form = FORM_E32;
                return id;
            }
            if (strcmp(mn + bl, "_sdwa") == 0 && vj_sdwa_has_form(id, f)) {
                *form = FORM_SDWA;
                return id;
            }
        }
    }
    return VJ_I_COUNT;
}

static vj_inst_id match_in_as(const char *mn, vj_family f, int *form, int alias)
{
    return match_in_from(mn, f, form, alias, 0);
}

static vj_inst_id match_in(const char *mn, vj_family f, int *form)
{
    return match_in_as(mn, f, form, 0);
}

/* Whether p starts a DPP control (quad_perm:[...], row_shl:1, dpp8:[...],
 * row_mask:, bank_mask:, bound_ctrl:, fi:). */
static int is_dpp_control(const char *p)
{
    static const char *const prefixes[] = {
        "quad_perm:", "row_", "wave_", "dpp8:", "bank_mask:", "bound_ctrl", "fi:"};
    for (unsigned i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        if (strncmp(p, prefixes[i], strlen(prefixes[i])) == 0)
            return 1;
    return 0;
}

/* Spellings llvm-mc-19's assembler takes on a family that its disassembler
 * never prints, so the sweep (read off the disassembler) lacks them: GFX9's
 * v_mul_lo_i32 assembles to v_mul_lo_u32's opcode and is printed back as
 * v_mul_lo_i32, which our printer (one name per opcode) cannot say; GFX9-10's
 * v_nop_sdwa is an 8-byte v_nop, printed "v_nop". Valid, not taken:
 * unsupported by name (e64: with "_e64" after it too). */
static const struct {
    vj_family fam;
    const char *name;
    int e64;
} asm_only_names[] = {
    {VJ_FAM_GFX9, "v_mul_lo_i32", 1},
    {VJ_FAM_GFX9, "v_nop_sdwa", 0},
    {VJ_FAM_GFX10, "v_nop_sdwa", 0},
};

static int asm_only_name(vj_family fam, const char *mn)
{
    for (size_t i = 0; i < sizeof asm_only_names / sizeof asm_only_names[0]; i++) {
        size_t n = strlen(asm_only_names[i].name);
        if (asm_only_names[i].fam == fam && strncmp(mn, asm_only_names[i].name, n) == 0 &&
            (mn[n] == '\0' || (asm_only_names[i].e64 && strcmp(mn + n, "_e64") == 0)))
            return 1;
    }
    return 0;
}

/* Find the instruction a mnemonic names on this family, and its form; an
 * error points at col, where the mnemonic starts. */
static vj_status lookup_mnemonic(actx *a, const char *mn, int col, vj_inst_id *out, int *form)
{
    vj_inst_id id = match_in(mn, a->fam, form);
    /* name_dpp: the 32-bit form's DPP8 (controls after the operands) */
    size_t ml0 = strlen(mn);
    /* (not name_e64_dpp, a VOP3-DPP form, nor name_e32_dpp: no such spelling) */
    int sfx_dpp = ml0 > 8 && (strcmp(mn + ml0 - 8, "_e64_dpp") == 0 ||
                              strcmp(mn + ml0 - 8, "_e32_dpp") == 0);
    /* name_e64_dpp: the VOP3-DPP form (GFX11+) of ours: the VOP3 name,
     * then the controls after the operands (vj_inst_has_vop3_dpp) */
    if (id == VJ_I_COUNT && ml0 > 8 && ml0 < 76 && strcmp(mn + ml0 - 8, "_e64_dpp") == 0) {
        char e64[80];
        snprintf(e64, sizeof e64, "%.*s", (int)(ml0 - 4), mn);
        int f64 = FORM_AUTO;
        vj_inst_id d = match_in(e64, a->fam, &f64);
        if (d != VJ_I_COUNT && f64 == FORM_E64 &&
            (vj_inst_has_vop3_dpp(d, a->target, 16) || vj_inst_has_vop3_dpp(d, a->target, 8))) {
            *form = FORM_VOP3DPP;
            id = d;
        }
    }
    if (id == VJ_I_COUNT && !sfx_dpp && ml0 > 4 && ml0 < 76 &&
        strcmp(mn + ml0 - 4, "_dpp") == 0) {
        char e32[80];
        snprintf(e32, sizeof e32, "%.*s_e32", (int)(ml0 - 4), mn);
        int f32 = FORM_AUTO;
        vj_inst_id d = match_in(e32, a->fam, &f32);
        if (d != VJ_I_COUNT && f32 == FORM_E32 &&
            (vj_inst_has_dpp8(d, a->target) || vj_inst_has_dpp16(d, a->target))) {
            *form = FORM_DPP;
            id = d;
        }
    }
    if (id == VJ_I_COUNT) {
        /* An alias: the base name it stands for, with the same suffix. */
        char buf[80];
        size_t ml = strlen(mn);
        static const char *const sfx[] = {"",         "_e32",     "_e64",     "_sdwa",
                                          "_e32_e32", "_e32_e64", "_e64_e32", "_e64_e64"};
        for (unsigned k = 0; k < 8 && id == VJ_I_COUNT; k++) {
            size_t sl = strlen(sfx[k]);
            if (ml <= sl || strcmp(mn + ml - sl, sfx[k]) != 0 || ml - sl >= sizeof buf)
                continue;
            snprintf(buf, sizeof buf, "%.*s", (int)(ml - sl), mn);
            vj_inst_id al = vj_inst_by_alias(a->fam, buf);
            if (al == VJ_I_COUNT)
                continue;
            const char *n = vj_inst_name(al, a->fam);
            size_t bl = vj_inst_has_e32(al, a->fam) ? strlen(n) - 4 : strlen(n);
            char full[96];
            snprintf(full, sizeof full, "%.*s%s", (int)bl, n, sfx[k]);
            id = match_in_as(full, a->fam, form, 1);
        }
    }
    if (asm_only_name(a->fam, mn))
        return err(a, col, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                   vj_target_name(a->target));
    /* room frows: a name with a row per target of a family (GFX9's
     * v_mul_legacy_f32: gfx908's VOP2, gfx90a/gfx942's VOP3): the row
     * this target has, if another row of the name is it */
    for (vj_inst_id k = id; k != VJ_I_COUNT && !vj_inst_on_target(id, a->target);) {
        int f2 = FORM_AUTO;
        k = match_in_from(mn, a->fam, &f2, 0, (unsigned)k + 1);
        if (k != VJ_I_COUNT && vj_inst_on_target(k, a->target)) {
            id = k;
            *form = f2;
        }
    }
    if (id != VJ_I_COUNT && !vj_inst_on_target(id, a->target))
        return err(a, col, VJ_ERR_TARGET, "instruction not supported on this GPU");
    if (id != VJ_I_COUNT) {
        *out = id;
        return VJ_OK;
    }
    /* Not ours: the sweep knows whether llvm-mc takes it here. Valid but
     * not translated is unsupported, by name; a form the name lacks here
     * is llvm-mc's "... variant" error. */
    const vj_valu_row *row;
    const char *variant;
    vj_status vs = vj_valu_by_mnemonic(a->target, mn, &row, &variant);
    if (vs == VJ_OK)
        return err(a, col, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                   vj_target_name(a->target));
    if (vs == VJ_ERR_ASM)
        return err(a, col, VJ_ERR_ASM, "%s variant of this instruction is not supported", variant);
    for (unsigned f = 0; f < VJ_FAM_COUNT; f++)
        if (f != (unsigned)a->fam && match_in(mn, (vj_family)f, form) != VJ_I_COUNT)
            return err(a, col, VJ_ERR_TARGET, "instruction not supported on this GPU");
    if (vs == VJ_ERR_TARGET)
        return err(a, col, VJ_ERR_TARGET, "instruction not supported on this GPU");
    return err(a, col, VJ_ERR_ASM, "invalid instruction");
}

/* ------------------------------------------------------------ the line */

/* A VOP3-DPP line's sources (llvm-mc-19): src0 a VGPR, no literal, and on
 * gfx1100 src1 a VGPR too (src2 may be a scalar or inline constant there;
 * gfx1150 and GFX12 take them in src1 as well); each error at its operand
 * (llvm-mc: an inline constant in gfx1100's src1 is the line's error). */
static vj_status vop3_dpp_operands(actx *a, const vj_inst *in, const pop *sops)
{
    for (unsigned i = 0; i < in->nsrc; i++) {
        const vj_operand *o = &in->src[i];
        int k = o->kind;
        if (a->target == VJ_GFX1100 && i == 1 &&
            (k == VJ_OPND_INLINE_INT || k == VJ_OPND_INLINE_FLOAT))
            return err(a, 1, VJ_ERR_ASM, "src1 immediate operand invalid for instruction");
        int bad = k == VJ_OPND_LITERAL || (i == 0 && k != VJ_OPND_VGPR) ||
                  (a->target == VJ_GFX1100 && i == 1 && k != VJ_OPND_VGPR &&
                   !vj_slot_is_mask(vj_inst_src_slot(in->id, i, a->wave)));
        if (bad)
            return err(a, sops[i].col, VJ_ERR_ASM, "invalid operand for instruction");
    }
    return VJ_OK;
}

/* What an operand reads over the constant bus, as a key (0: nothing):
 * scalar registers but null, special sources but lds_direct, literals. */
static uint64_t bus_key(const vj_operand *op)
{
    if (op->kind == VJ_OPND_SREG && op->index != VJ_SREG_NULL)
        return 1ull << 40 | (uint64_t)op->index << 8 | op->dwords;
    if (op->kind == VJ_OPND_SPECIAL && op->index != VJ_SPECIAL_LDS_DIRECT)
        return 2ull << 40 | op->index;
    if (op->kind == VJ_OPND_LITERAL) /* read at 32 and at 64 bits: two reads */
        return 3ull << 40 | op->dwords;
    return 0;
}

/* The constant bus: GFX9 reads one scalar value per instruction, GFX10+
 * two (but one for the 64-bit shifts); the same value twice counts once. */
static vj_status check_constant_bus(actx *a, const vj_inst *in, const pop *ops)
{
    unsigned limit = vj_family_bus_limit(a->fam), used = 0, nseen = 0;
    if (vj_inst_flags(in->id) & VJ_IF_BUS1)
        limit = 1;
    uint64_t seen[4], last_reg = 0;
    int lit_seen = 0;
    /* room div: v_div_fmas reads VCC, implicitly, over the bus too (all of
     * it in wave32 too: llvm-mc-19 counts a source vcc as that read) */
    if (in->id == VJ_I_V_DIV_FMAS_F32 || in->id == VJ_I_V_DIV_FMAS_F64) {
        vj_operand vcc = {.kind = VJ_OPND_SREG, .index = VJ_SREG_VCC_LO, .dwords = 2};
        seen[nseen++] = last_reg = bus_key(&vcc);
        used++;
    }
    uint32_t lit = 0;
    for (unsigned i = 0; i < in->nsrc; i++) {
        const vj_operand *op = &in->src[i];
        if (op->kind == VJ_OPND_LITERAL) {
            if (lit_seen && lit != (uint32_t)op->value) {
                int col = ops[i].col; /* llvm-mc names the last literal */
                for (unsigned k = i + 1; k < in->nsrc; k++)
                    if (in->src[k].kind == VJ_OPND_LITERAL)
                        col = ops[k].col;
                return err(a, col, VJ_ERR_ASM, "only one unique literal operand is allowed");
            }
            lit_seen = 1;
            lit = (uint32_t)op->value;
        }
        uint64_t key = bus_key(op);
        /* GFX9's v_writelane_b32 reads an m0 lane select beside its scalar
         * (llvm-mc takes s7, m0 but not m0, s7). */
        if (in->id == VJ_I_V_WRITELANE_B32 && i == 1 && op->kind == VJ_OPND_SREG &&
            op->index == VJ_SREG_M0)
            key = 0;
        if (!key)
            continue;
        if (op->kind != VJ_OPND_LITERAL)
            last_reg = key;
        int dup = 0;
        for (unsigned k = 0; k < nseen; k++)
            dup |= seen[k] == key;
        if (!dup) {
            seen[nseen++] = key;
            used++;
        }
    }
    if (used <= limit)
        return VJ_OK;
    /* llvm-mc points at the later of the last literal or float and the
     * last use of the last scalar register it counted. */
    int loc = 0;
    for (unsigned i = 0; i < in->nsrc; i++) {
        const vj_operand *op = &in->src[i];
        int imm = op->kind == VJ_OPND_LITERAL || ops[i].kind == P_FLOAT;
        if ((last_reg && bus_key(op) == last_reg) || imm)
            loc = ops[i].col > loc ? ops[i].col : loc;
    }
    return err(a, loc, VJ_ERR_ASM, "invalid operand (violates constant bus restrictions)");
}

/* ------------------------------------------------------------- VOPD */

/* "v_dual_OPX vdstx, srcs :: v_dual_OPY vdsty, srcs" (GFX11+, wave32), as
 * llvm-mc-19 takes it: the rows and layouts are vopd.c's; the operands are
 * parsed as any instruction's, then the pair's rules are checked. */

static int vopd_sep(const char *p)
{
    return p[0] == ':' && p[1] == ':';
}

/* Whether the line's mnemonic is a VOPD one (it starts with v_dual_). */
static int vopd_line(const actx *a, const char *p)
{
    return a->fam >= VJ_FAM_GFX11 && strncasecmp(p, "v_dual_", 7) == 0;
}

/* A constant as a packed-f16 src0 (v_dual_dot2acc): a float is converted
 * to f16; f16 inline values take their codes, the rest is a literal. */
static void vopd_fit_f16(const pop *o, vj_operand *op)
{
    if (op->kind == VJ_OPND_INLINE_INT && o->kind == P_INT)
        return;
    uint32_t bits = o->kind == P_FLOAT ? vj_f16_from_double(o->fval) : (uint32_t)o->ival;
    if ((int32_t)bits >= -16 && (int32_t)bits <= 64) { /* 0.0 is the integer 0 */
        op->kind = VJ_OPND_INLINE_INT;
        op->value = (uint64_t)(int64_t)(int32_t)bits;
        return;
    }
    int code = vj_f16_inline_code(bits);
    op->kind = code >= 0 ? VJ_OPND_INLINE_FLOAT : VJ_OPND_LITERAL;
    op->value = code >= 0 ? vj_inline_f32((unsigned)code) : bits;
}

/* One half: the mnemonic (the X one in any case, the Y one exactly as
 * llvm-mc-19 compares it), the VDST and the sources in text order (which
 * is the order of the half's src[]). *row is its VJ_VOPD row. */
static vj_status vopd_half(actx *a, const char **pp, int y, int *row, vj_vopd_half *h, pop *ops)
{
    const char *p = skipws(*pp), *mnp = p;
    char mn[64];
    size_t n = 0;
    while ((isalnum((unsigned char)p[n]) || p[n] == '_' || p[n] == '.') && n + 1 < sizeof mn) {
        mn[n] = y ? p[n] : (char)tolower((unsigned char)p[n]);
        n++;
    }
    mn[n] = '\0';
    *row = vj_vopd_row_by_name(a->fam, mn, n, y);
    if (*row < 0)
        return err(a, colof(a, mnp), VJ_ERR_ASM, y ? "invalid VOPDY instruction"
                                                   : "invalid instruction");
    p = skipws(p + n);
    vj_vopd_layout lay = vj_vopd_row_layout(*row);
    unsigned want = lay == VJ_VOPD_S ? 2 : lay == VJ_VOPD_SVK || lay == VJ_VOPD_SKV ? 4 : 3;
    unsigned nops = 0;
    while (!at_end(p) && !vopd_sep(p)) {
        if (nops == want)
            return err(a, colof(a, p), VJ_ERR_ASM, "invalid operand for instruction");
        vj_status st = parse_operand(a, &p, &ops[nops], 0);
        if (st != VJ_OK)
            return st;
        nops++;
        p = skipws(p);
        if (*p != ',')
            break;
        p = skipws(p + 1);
    }
    if (!at_end(p) && !vopd_sep(p))
        return err(a, colof(a, p), VJ_ERR_ASM, "invalid operand for instruction");
    if (nops < want)
        return err(a, 1, VJ_ERR_ASM, "too few operands for instruction");
    *pp = p;
    memset(h, 0, sizeof *h);
    h->id = vj_vopd_row_id(*row);
    h->op = (uint8_t)vj_vopd_row_op(*row);
    h->nsrc = (uint8_t)(want - 1);
    if (ops[0].kind != P_VGPR || ops[0].count != 1)
        return err(a, ops[0].rcol, VJ_ERR_ASM, "invalid operand for instruction");
    h->dst.kind = VJ_OPND_VGPR;
    h->dst.dwords = 1;
    h->dst.index = h->dst.code = (uint16_t)ops[0].first;
    unsigned v1 = lay == VJ_VOPD_S ? 0 : vj_vopd_vsrc1_index(lay);
    for (unsigned i = 0; i + 1 < want; i++) {
        const pop *o = &ops[i + 1];
        vj_operand *op = &h->src[i];
        int is_k = (lay == VJ_VOPD_SVK && i == 2) || (lay == VJ_VOPD_SKV && i == 1);
        if (i == 0) { /* src0: any 32-bit source */
            vj_status st = fit_source(a, o, VJ_SLOT_B32, op);
            if (st != VJ_OK)
                return st;
            if (vj_vopd_row_f16(*row) && (o->kind == P_INT || o->kind == P_FLOAT))
                vopd_fit_f16(o, op);
            if (o->kind == P_SPECIAL &&
                (o->first == VJ_SPECIAL_VCCZ || o->first == VJ_SPECIAL_EXECZ))
                return err(a, o->rcol, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
            int code = vj_operand_code(a->fam, op);
            if (code < 0)
                return err(a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
            op->code = (uint16_t)code;
        } else if (is_k) { /* fmaak/fmamk's K: a literal, whatever its value */
            if (o->kind != P_INT && o->kind != P_FLOAT)
                return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
            vj_status st = fit_source(a, o, VJ_SLOT_B32, op);
            if (st != VJ_OK)
                return st;
            op->kind = VJ_OPND_LITERAL;
            op->value = (uint32_t)op->value;
            op->code = 255;
        } else if (i == v1) { /* vsrc1: a VGPR */
            if (o->kind != P_VGPR || o->count != 1)
                return err(a, o->rcol, VJ_ERR_ASM, "invalid operand for instruction");
            op->kind = VJ_OPND_VGPR;
            op->dwords = 1;
            op->index = o->first;
            op->code = (uint16_t)(256 + o->first);
        }
    }
    if (lay == VJ_VOPD_SVM) { /* vcc_lo, not written */
        h->nsrc = 3;
        h->src[2].kind = VJ_OPND_SREG;
        h->src[2].dwords = 1;
        h->src[2].index = h->src[2].code = VJ_SREG_VCC_LO;
    }
    return VJ_OK;
}

/* The VGPR a half reads in a bank slot (0: src0, 1: src1, 2: src2, as
 * llvm-mc-19 numbers them), as its bank index, or -1. fmamk's vsrc1 is its
 * src2 and the accumulators read their VDST as src2; lds_direct as src0 is
 * in bank 3. */
static int vopd_bank_reg(const vj_vopd_half *h, int row, unsigned slot)
{
    vj_vopd_layout lay = vj_vopd_row_layout(row);
    const vj_operand *op = NULL;
    if (slot == 0) {
        op = &h->src[0];
        if (op->kind == VJ_OPND_SPECIAL && op->index == VJ_SPECIAL_LDS_DIRECT)
            return 3;
    } else if (slot == 1 && lay != VJ_VOPD_S && lay != VJ_VOPD_SKV) {
        op = &h->src[1];
    } else if (slot == 2 && lay == VJ_VOPD_SKV) {
        op = &h->src[2];
    } else if (slot == 2 && lay == VJ_VOPD_SVA) {
        op = &h->dst;
    }
    return op && op->kind == VJ_OPND_VGPR ? (int)op->index : -1;
}

/* The pair's rules: the constant bus (two scalar values; v_dual_cndmask's
 * implied vcc is a value of its own, even beside a vcc_lo written), one
 * literal value, one even and one odd VDST, and the VGPR banks of src0 and
 * src1 (index mod 4) and src2 (parity) differ between the halves (GFX12
 * waives the source banks for mov :: mov). */
static vj_status vopd_rules(actx *a, vj_vopd_half *h, const int *row, pop ops[2][4])
{
    /* Beside fmaak/fmamk's K, llvm-mc-19 gives a packed-f16 src0 literal
     * that is a 32-bit inline float's pattern that inline code rather than
     * a second literal (the disassembler prints it as that float). */
    for (unsigned k = 0; k < 2; k++) {
        vj_operand *s0 = &h[k].src[0];
        vj_vopd_layout other = vj_vopd_row_layout(row[!k]);
        const vj_operand *kk = &h[!k].src[other == VJ_VOPD_SVK ? 2 : 1];
        if (!vj_vopd_row_f16(row[k]) || s0->kind != VJ_OPND_LITERAL ||
            (other != VJ_VOPD_SVK && other != VJ_VOPD_SKV) || kk->kind != VJ_OPND_LITERAL ||
            (uint32_t)kk->value == (uint32_t)s0->value)
            continue;
        for (unsigned c = 240; c <= 248; c++)
            if ((uint32_t)s0->value == vj_inline_f32(c)) {
                s0->kind = VJ_OPND_INLINE_FLOAT;
                s0->code = (uint16_t)c;
                break;
            }
    }
    uint64_t seen[8];
    unsigned nseen = 0;
    int have_lit = 0;
    uint32_t lit = 0;
    for (unsigned k = 0; k < 2; k++)
        for (unsigned i = 0; i < h[k].nsrc; i++) {
            const vj_operand *op = &h[k].src[i];
            int implied = vj_vopd_row_layout(row[k]) == VJ_VOPD_SVM && i == 2;
            if (op->kind == VJ_OPND_LITERAL) {
                if (have_lit && (uint32_t)op->value != lit)
                    return err(a, ops[k][i + 1].col, VJ_ERR_ASM,
                               "only one unique literal operand is allowed");
                have_lit = 1;
                lit = (uint32_t)op->value;
            }
            uint64_t key = implied ? 4ull << 40 : bus_key(op);
            int dup = !key;
            for (unsigned s = 0; s < nseen; s++)
                dup |= seen[s] == key;
            if (dup)
                continue;
            if (nseen == 2)
                return err(a, implied ? ops[k][0].col : ops[k][i + 1].col, VJ_ERR_ASM,
                           "invalid operand (violates constant bus restrictions)");
            seen[nseen++] = key;
        }
    if (((h[0].dst.index ^ h[1].dst.index) & 1) == 0)
        return err(a, ops[1][0].col, VJ_ERR_ASM,
                   "one dst register must be even and the other odd");
    if (a->fam >= VJ_FAM_GFX12 && vj_vopd_row_layout(row[0]) == VJ_VOPD_S &&
        vj_vopd_row_layout(row[1]) == VJ_VOPD_S)
        return VJ_OK;
    static const char *const what[3] = {"src0 operands must use different VGPR banks",
                                        "src1 operands must use different VGPR banks",
                                        "src2 operands must use different VGPR banks"};
    for (unsigned slot = 0; slot < 3; slot++) {
        int x = vopd_bank_reg(&h[0], row[0], slot), y = vopd_bank_reg(&h[1], row[1], slot);
        unsigned mask = slot == 2 ? 1u : 3u;
        if (x >= 0 && y >= 0 && (((unsigned)x ^ (unsigned)y) & mask) == 0)
            return err(a, ops[1][0].col, VJ_ERR_ASM, "%s", what[slot]);
    }
    return VJ_OK;
}

static vj_status asm_vopd(actx *a, const char *p, vj_inst *out, int *out_count)
{
    vj_vopd_half h[2];
    pop ops[2][4];
    int row[2];
    for (int k = 0; k < 2; k++) {
        vj_status st = vopd_half(a, &p, k, &row[k], &h[k], ops[k]);
        if (st != VJ_OK)
            return st;
        if (k == 0 && !vopd_sep(p))
            return err(a, colof(a, p), VJ_ERR_ASM, "too few operands for instruction");
        if (k == 0)
            p += 2;
    }
    if (a->wave != 32)
        return err(a, 1, VJ_ERR_ASM, "instruction requires wavesize=32");
    vj_status st = vopd_rules(a, h, row, ops);
    if (st != VJ_OK)
        return st;
    memset(out, 0, sizeof *out);
    out->target = a->target;
    out->vopd = 1;
    out->id = h[0].id;
    out->vopd_opx = h[0].op;
    out->nsrc = h[0].nsrc;
    out->dst = h[0].dst;
    memcpy(out->src, h[0].src, sizeof out->src);
    out->y = h[1];
    out->len = 8;
    for (int k = 0; k < 2; k++)
        for (unsigned i = 0; i < h[k].nsrc; i++)
            if (h[k].src[i].kind == VJ_OPND_LITERAL)
                out->len = 12;
    *out_count = 1;
    return VJ_OK;
}

/* ------------------------------------------------------------- VOP3P */

/* A VOP3P modifier's keyword: 0 op_sel, 1 op_sel_hi, 2 neg_lo, 3 neg_hi. */
static int vop3p_keyword(const char *p, int wl)
{
    static const char *const kw[4] = {"op_sel", "op_sel_hi", "neg_lo", "neg_hi"};
    for (int k = 0; k < 4; k++)
        if ((size_t)wl == strlen(kw[k]) && strncmp(p, kw[k], (size_t)wl) == 0 && p[wl] == ':')
            return k;
    return -1;
}

/* "name:[b0,...]": one to four lanes, each 0 or 1 (as llvm-mc-19 takes
 * them); bit i of *bits is lane i. */
static vj_status vop3p_lanes(actx *a, const char **pp, int wl, unsigned *bits)
{
    const char *p = skipws(*pp + wl + 1);
    if (*p != '[')
        return err(a, colof(a, p), VJ_ERR_ASM, "expected a left square bracket");
    p = skipws(p + 1);
    *bits = 0;
    for (unsigned n = 0;; n++) {
        pop o;
        memset(&o, 0, sizeof o);
        const char *q = p;
        if (!parse_number(&q, &o) || o.kind != P_INT)
            return err(a, colof(a, p), VJ_ERR_ASM, "unknown token in expression");
        if (o.ival != 0 && o.ival != 1)
            return err(a, colof(a, p), VJ_ERR_ASM, "invalid op_sel value.");
        if (n >= 4)
            return err(a, colof(a, p), VJ_ERR_ASM, "expected a closing square bracket");
        *bits |= (unsigned)o.ival << n;
        p = skipws(q);
        if (*p == ']')
            break;
        if (*p != ',')
            return err(a, colof(a, p), VJ_ERR_ASM, "expected a comma");
        p = skipws(p + 1);
    }
    *pp = p + 1;
    return VJ_OK;
}

/* dpp8:[s0,...,s7] at *pp (wl: the keyword's length): eight lane selects
 * 0-7, lane 0's first, into *sel (3 bits each, lane 0's lowest). */
static vj_status dpp8_selects(actx *a, const char **pp, int wl, uint32_t *sel)
{
    const char *p = skipws(*pp + wl + 1);
    if (*p != '[')
        return err(a, colof(a, p), VJ_ERR_ASM, "expected a left square bracket");
    p = skipws(p + 1);
    *sel = 0;
    for (unsigned n = 0; n < 8; n++) {
        pop o;
        memset(&o, 0, sizeof o);
        const char *q = p;
        if (!parse_number(&q, &o) || o.kind != P_INT)
            return err(a, colof(a, p), VJ_ERR_ASM, "unknown token in expression");
        if (o.ival < 0 || o.ival > 7)
            return err(a, colof(a, p), VJ_ERR_ASM, "expected a 3-bit value");
        *sel |= (uint32_t)o.ival << (3 * n);
        p = skipws(q);
        if (n < 7 && *p != ',')
            return err(a, colof(a, p), VJ_ERR_ASM, "expected a comma");
        if (n < 7)
            p = skipws(p + 1);
    }
    if (*p != ']')
        return err(a, colof(a, p), VJ_ERR_ASM, "expected a closing square bracket");
    *pp = p + 1;
    return VJ_OK;
}

/* A DPP16 modifier at *pp (wl: its word's length), in llvm-mc-19's order:
 * the control (quad_perm:[a,b,c,d], row_shl:1, row_mirror, ...), then
 * row_mask:, bank_mask:, bound_ctrl:, fi: (GFX10+), each at most once.
 * *stage: how far the line has come (0 before the control). *took 0: not
 * a DPP16 modifier (nothing read). GFX9/GFX10 take bound_ctrl:0 and
 * bound_ctrl:1 alike as the bit set (llvm-mc-19's legacy spelling); GFX11+
 * takes the value as the bit. */
static vj_status dpp16_modifier(actx *a, const char **pp, int wl, vj_inst *out, int *stage,
                                int *took)
{
    static const char *const tail[] = {"row_mask", "bank_mask", "bound_ctrl", "fi"};
    const char *p = *pp;
    *took = 0;
    int k = -1;
    for (int j = 0; j < 4; j++)
        if ((size_t)wl == strlen(tail[j]) && strncmp(p, tail[j], (size_t)wl) == 0 && p[wl] == ':')
            k = j;
    if (k == 3 && a->fam == VJ_FAM_GFX9)
        return VJ_OK;
    if (k >= 0) {
        if (*stage == 0 || *stage >= k + 2)
            return err(a, colof(a, p), VJ_ERR_ASM, "not a valid operand.");
        pop o;
        memset(&o, 0, sizeof o);
        const char *q = p + wl + 1;
        if (!parse_number(&q, &o) || o.kind != P_INT)
            return err(a, colof(a, p + wl + 1), VJ_ERR_ASM, "unknown token in expression");
        if (o.ival < 0 || o.ival > (k < 2 ? 15 : 1))
            return err(a, colof(a, p), VJ_ERR_ASM, "invalid %s value", tail[k]);
        if (k == 0)
            out->dpp_row_mask = (uint8_t)o.ival;
        else if (k == 1)
            out->dpp_bank_mask = (uint8_t)o.ival;
        else if (k == 2)
            out->dpp_bound = (uint8_t)(a->fam <= VJ_FAM_GFX10 || o.ival != 0);
        else
            out->dpp_fi = (uint8_t)o.ival;
        *stage = k + 2;
        *took = 1;
        *pp = q;
        return VJ_OK;
    }
    unsigned ctrl = 0;
    if (wl == 9 && strncmp(p, "quad_perm", 9) == 0 && p[wl] == ':') {
        const char *q = skipws(p + wl + 1);
        if (*q != '[')
            return err(a, colof(a, q), VJ_ERR_ASM, "expected a left square bracket");
        q = skipws(q + 1);
        for (unsigned n = 0; n < 4; n++) {
            pop o;
            memset(&o, 0, sizeof o);
            const char *v = q;
            if (!parse_number(&q, &o) || o.kind != P_INT)
                return err(a, colof(a, v), VJ_ERR_ASM, "unknown token in expression");
            if (o.ival < 0 || o.ival > 3)
                return err(a, colof(a, v), VJ_ERR_ASM, "expected a 2-bit value");
            ctrl |= (unsigned)o.ival << (2 * n);
            q = skipws(q);
            if (n < 3 && *q != ',')
                return err(a, colof(a, q), VJ_ERR_ASM, "expected a comma");
            if (n < 3)
                q = skipws(q + 1);
        }
        if (*q != ']')
            return err(a, colof(a, q), VJ_ERR_ASM, "expected a closing square bracket");
        p = q + 1;
    } else {
        int has_value = p[wl] == ':';
        pop o;
        memset(&o, 0, sizeof o);
        const char *q = p + wl;
        if (has_value) {
            q++;
            if (!parse_number(&q, &o) || o.kind != P_INT)
                o.ival = -1;
        }
        int v = vj_dpp16_ctrl_by_name(a->target, p, (size_t)wl, has_value, (long)o.ival, &ctrl);
        if (v == 0 || v == -1)
            return VJ_OK;
        if (v == -2)
            return err(a, colof(a, has_value ? p + wl + 1 : p), VJ_ERR_ASM, "invalid %.*s value",
                       wl, p);
        p = q;
    }
    if (*stage)
        return err(a, colof(a, *pp), VJ_ERR_ASM, "not a valid operand.");
    /* gfx90a+'s DP ALU DPP: row_newbcast only (llvm-mc-19) */
    if (!vj_dpp16_ctrl_valid_for(out->id, a->target, ctrl))
        return err(a, colof(a, *pp), VJ_ERR_ASM, "DP ALU dpp only supports row_newbcast");
    out->dpp = 16;
    out->dpp_ctrl = (uint16_t)ctrl;
    out->dpp_row_mask = out->dpp_bank_mask = 0xf; /* llvm-mc's defaults */
    *stage = 1;
    *took = 1;
    *pp = p;
    return VJ_OK;
}

/* The instruction families that are not vector ALU, by mnemonic prefix (as
 * llvm-mc-19 spells them on every target): the class a mnemonic's prefix
 * names, or NULL. */
const char *vj_non_valu_class(const char *mnemonic)
{
    static const struct {
        const char *prefix, *cls;
    } families[] = {
        {"s_", "scalar"},          {"ds_", "LDS (DS)"},          {"buffer_", "buffer memory"},
        {"tbuffer_", "buffer memory"}, {"global_", "global memory"}, {"flat_", "flat memory"},
        {"scratch_", "scratch memory"}, {"image_", "image memory"}, {"lds_", "LDS load"},
        {"exp", "export"},        {"export", "export"},
    };
    for (unsigned i = 0; i < sizeof families / sizeof families[0]; i++) {
        size_t n = strlen(families[i].prefix);
        if (strncmp(mnemonic, families[i].prefix, n) == 0 &&
            (families[i].prefix[n - 1] == '_' || mnemonic[n] == '\0'))
            return families[i].cls;
    }
    return NULL;
}

/* A true16 register operand's half after "vN": ".l" (0) or ".h" (1), the
 * text stepped over; -1 when there is none. */
static int true16_half(const char **pp)
{
    const char *p = *pp;
    if (p[0] != '.' || (p[1] != 'l' && p[1] != 'h') || isalnum((unsigned char)p[2]) || p[2] == '_')
        return -1;
    *pp = p + 2;
    return p[1] == 'h';
}

/* v_mov_b16 (true16, the 32-bit form only): "vD.l|h, SRC" where a VGPR SRC
 * is vN.l|h too, v0-v127; its DPP forms are valid and not taken, by name. */
static vj_status asm_true16(actx *a, const char *mn, int form, const char *p, vj_inst_id id,
                            vj_inst *out, int *out_count)
{
    char dpp_name[80];
    snprintf(dpp_name, sizeof dpp_name, "%.*s_dpp", (int)strlen(vj_inst_name(id, a->fam)) - 4,
             vj_inst_name(id, a->fam));
    if (form == FORM_DPP)
        return err(a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, dpp_name,
                   vj_target_name(a->target));
    pop d, s;
    vj_status st = parse_operand(a, &p, &d, 0);
    if (st != VJ_OK)
        return st;
    int dh = d.kind == P_VGPR && d.count == 1 ? true16_half(&p) : -1;
    if (dh < 0)
        return err(a, d.col, VJ_ERR_ASM, "invalid operand for instruction");
    p = skipws(p);
    if (*p != ',')
        return err(a, 1, VJ_ERR_ASM, "too few operands for instruction");
    p = skipws(p + 1);
    st = parse_operand(a, &p, &s, 0);
    if (st != VJ_OK)
        return st;
    int sh = 0;
    if (s.kind == P_VGPR && s.count == 1 && (sh = true16_half(&p)) < 0)
        return err(a, s.col, VJ_ERR_ASM, "invalid operand for instruction");
    p = skipws(p);
    if (!at_end(p) && is_dpp_control(p))
        return err(a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, dpp_name,
                   vj_target_name(a->target));
    if (!at_end(p))
        return err(a, colof(a, p), VJ_ERR_ASM, "invalid operand for instruction");
    if (d.first > 127 || (s.kind == P_VGPR && s.first > 127))
        return err(a, 1, VJ_ERR_ASM, "operands are not valid for this GPU or mode");
    /* the specials the general path refuses on GFX11+ (as llvm-mc-19 does) */
    if (s.kind == P_SPECIAL && (s.first == VJ_SPECIAL_VCCZ || s.first == VJ_SPECIAL_EXECZ))
        return err(a, s.rcol, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
    if (s.kind == P_SPECIAL && s.first == VJ_SPECIAL_LDS_DIRECT &&
        (vj_target_flags(a->target) & VJ_TF_NO_LDS_DIRECT))
        return err(a, s.rcol, VJ_ERR_ASM, "lds_direct is not supported on this GPU");
    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = a->target;
    out->nsrc = 1;
    out->e32 = 1;
    st = fit_source(a, &s, VJ_SLOT_B16, &out->src[0]);
    if (st != VJ_OK)
        return st;
    int code = out->src[0].kind == VJ_OPND_LITERAL ? 255 : vj_operand_code(a->fam, &out->src[0]);
    if (code < 0)
        return err(a, s.col, VJ_ERR_ASM, "invalid operand for instruction");
    out->src[0].code = (uint16_t)(code | (out->src[0].code & VJ_CODE_FLOAT_TEXT));
    out->dst.kind = VJ_OPND_VGPR;
    out->dst.dwords = 1;
    out->dst.index = d.first;
    out->dst.code = (uint16_t)d.first;
    out->opsel = (uint8_t)(dh << 3 | sh);
    out->len = code == 255 ? 8 : 4;
    *out_count = 1;
    return VJ_OK;
}

/* CDNA's AGPR moves (VJ_IF_ACCMOVE): "mnemonic dst, src" and nothing after,
 * as llvm-mc-19 takes them: the VDST and src0 of their classes (an AGPR,
 * a VGPR, or v_accvgpr_write_b32's source: VJ_SC_ACCSRC), no modifiers. */
static vj_status asm_agpr(actx *a, const char *mn, const char *p, vj_inst_id id, vj_inst *out,
                          int *out_count)
{
    size_t n = strlen(mn);
    int vop1 = vj_inst_enc(id, a->fam) == VJ_ENC_VOP1;
    if (vop1 && n > 4 && strcmp(mn + n - 4, "_e64") == 0)
        return err(a, 1, VJ_ERR_ASM, "e64 variant of this instruction is not supported");
    vj_shape shape = vj_inst_table[id].shape;
    pop d, o;
    p = skipws(p);
    if (at_end(p))
        return err(a, 1, VJ_ERR_ASM, "too few operands for instruction");
    vj_status st = parse_operand(a, &p, &d, 0);
    if (st != VJ_OK)
        return st;
    p = skipws(p);
    if (at_end(p))
        return err(a, 1, VJ_ERR_ASM, "too few operands for instruction");
    if (*p == ',') /* (llvm-mc-19 also takes the operands without it) */
        p = skipws(p + 1);
    if (at_end(p))
        return err(a, 1, VJ_ERR_ASM, "too few operands for instruction");
    st = parse_operand(a, &p, &o, 0);
    if (st != VJ_OK)
        return st;
    p = skipws(p);
    if (*p == ',') /* one operand too many: llvm-mc-19 points at it */
        return err(a, colof(a, skipws(p + 1)), VJ_ERR_ASM, "invalid operand for instruction");
    if (!at_end(p))
        return err(a, colof(a, p), VJ_ERR_ASM,
                   word_len(p) == 5 && strncmp(p, "clamp", 5) == 0
                       ? "invalid operand for instruction"
                       : "not a valid operand.");
    int adst = vj_inst_agpr_dst(id);
    if (d.kind != (adst ? P_AGPR : P_VGPR) || d.count != 1)
        return err(a, d.col, VJ_ERR_ASM, "invalid operand for instruction");
    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = a->target;
    out->nsrc = 1;
    out->e32 = (uint8_t)vop1;
    out->len = vop1 ? 4 : 8;
    out->opsel_hi = vop1 ? 0 : 7; /* the VOP3P assembler's default */
    out->dst.kind = adst ? VJ_OPND_AGPR : VJ_OPND_VGPR;
    out->dst.dwords = 1;
    out->dst.index = d.first;
    out->dst.code = (uint16_t)d.first;
    vj_operand *so = &out->src[0];
    if (vj_shape_src_class(shape, 0) == VJ_SC_AGPR) {
        if (o.kind != P_AGPR || o.count != 1)
            return err(a, o.col, VJ_ERR_ASM, "invalid operand for instruction");
        so->kind = VJ_OPND_AGPR;
        so->dwords = 1;
        so->index = o.first;
    } else { /* VJ_SC_ACCSRC */
        st = fit_source(a, &o, VJ_SLOT_B32, so);
        if (st != VJ_OK)
            return st;
        if (so->kind == VJ_OPND_LITERAL)
            return err(a, o.col, VJ_ERR_ASM, "invalid operand for instruction");
        int lds = so->kind == VJ_OPND_SPECIAL && so->index == VJ_SPECIAL_LDS_DIRECT;
        if (a->target == VJ_GFX908 &&
            (so->kind == VJ_OPND_SREG || (so->kind == VJ_OPND_SPECIAL && !lds)))
            return err(a, o.col, VJ_ERR_ASM,
                       "source operand must be either a VGPR or an inline constant");
        if (lds && (vj_target_flags(a->target) & VJ_TF_NO_LDS_DIRECT))
            return err(a, o.rcol, VJ_ERR_ASM, "lds_direct is not supported on this GPU");
    }
    int code = vj_operand_code(a->fam, so);
    if (code < 0)
        return err(a, o.col, VJ_ERR_ASM, "invalid operand for instruction");
    so->code = (uint16_t)code;
    *out_count = 1;
    return VJ_OK;
}

vj_status vj_asm_line(vj_target target, unsigned wave_size, const char *line, const char *filename,
                      unsigned lineno, vj_inst *out, int *out_count, vj_diag *diag)
{
    if (!line || !out || !out_count || (unsigned)target >= VJ_TARGET_COUNT)
        return VJ_ERR_ARG;
    actx a = {target, vj_target_family(target), wave_size, line, filename, lineno, diag, 0, 0, 0};
    if (a.wave == 0)
        a.wave = vj_target_default_wave(target);
    *out_count = 0;
    if (a.wave != 64 && (a.wave != 32 || a.fam == VJ_FAM_GFX9))
        return err(&a, 1, VJ_ERR_ARG, "wave size must be 64 on GFX9, 32 or 64 on GFX10+");
    const char *p = skipws(line);
    if (at_end(p) || *p == '#')
        return VJ_OK;
    if (vopd_line(&a, p)) /* the VOPD section above */
        return asm_vopd(&a, p, out, out_count);

    /* Mnemonic: case-insensitive. */
    char mn[64];
    size_t n = 0;
    while ((isalnum((unsigned char)p[n]) || p[n] == '_' || p[n] == '.') && n + 1 < sizeof mn) {
        mn[n] = (char)tolower((unsigned char)p[n]);
        n++;
    }
    mn[n] = '\0';
    if (n == 0)
        return err(&a, colof(&a, p), VJ_ERR_ASM, "invalid instruction");
    /* A scalar, memory or export instruction: valid, and not ours. */
    const char *cls = vj_non_valu_class(mn);
    if (cls)
        return err(&a, colof(&a, p), VJ_ERR_UNSUPPORTED,
                   "%s is a %s instruction; vop3jit translates vector ALU instructions only", mn,
                   cls);
    vj_inst_id id = VJ_I_COUNT;
    int form = FORM_E64;
    vj_status st = lookup_mnemonic(&a, mn, colof(&a, p), &id, &form);
    if (st != VJ_OK)
        return st;
    p += n;
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned flags = vj_inst_flags(id);
    a.float_op = (flags & VJ_IF_FLOAT) != 0;
    unsigned nsrc = vj_shape_nsrc(info->shape);
    /* No operands (v_nop, v_clrexcp, v_pipeflush): nothing after the name
     * but, on GFX9-10, a DPP control (llvm-mc-19 takes its DPP forms, which
     * we do not: by name). */
    if (!nsrc && !vj_inst_dst_dwords(id) && !vj_shape_has_sdst(info->shape)) {
        p = skipws(p);
        int dpp8 = strncmp(p, "dpp8:", 5) == 0;
        if (!at_end(p) && is_dpp_control(p) && a.fam <= VJ_FAM_GFX10 &&
            !(dpp8 && a.fam == VJ_FAM_GFX9))
            return err(&a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                       vj_target_name(a.target));
        if (!at_end(p) && is_dpp_control(p))
            return err(&a, colof(&a, p), VJ_ERR_ASM, "not a valid operand.");
        if (!at_end(p))
            return err(&a, colof(&a, p), VJ_ERR_ASM, "invalid operand for instruction");
        memset(out, 0, sizeof *out);
        out->id = id;
        out->target = target;
        out->e32 = (uint8_t)(form != FORM_E64);
        out->len = out->e32 ? 4 : 8;
        *out_count = 1;
        return VJ_OK;
    }
    /* The cross-lane instructions take no "_e64" (llvm-mc: the VOP3-only
     * ones by that name, v_readfirstlane_b32 in no VOP3 form at all). */
    if (flags & VJ_IF_ACCMOVE) /* CDNA's AGPR moves: their own rules */
        return asm_agpr(&a, mn, p, id, out, out_count);
    /* (room movrel: VOP1, e64 too; GFX12's v_s_exp_f32 and kin, whose
     * scalar source is no lane's, take "_e64" as llvm-mc-19 does) */
    int xlane = vj_shape_src_class(info->shape, 0) != VJ_SC_ANY &&
                !(flags & (VJ_IF_FIBC | VJ_IF_RELIDX)) && !vj_shape_pseudo_scalar(info->shape);
    if ((xlane || (flags & VJ_IF_NOE64)) && n > 4 && strcmp(mn + n - 4, "_e64") == 0)
        return err(&a, 1, VJ_ERR_ASM, "e64 variant of this instruction is not supported");
    /* issue 29, item 5: an fp8/bf8 conversion's byte and word selects
     * (op_sel, byte_sel), CLAMP and OMOD are not ours, by name (decode.c) */
    if ((flags & VJ_IF_FP8) && (strstr(p, "op_sel") || strstr(p, "byte_sel") ||
                                strstr(p, "clamp") || strstr(p, "mul:") || strstr(p, "div:")))
        return err(&a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                   vj_target_name(a.target));
    if (vj_inst_true16(id))
        return asm_true16(&a, mn, form, p, id, out, out_count);
    /* Operands: the VDST (if any), the mask destination (if any), then the
     * sources, separated by commas. */
    unsigned ddw = vj_inst_dst_dwords(id), nd = (ddw ? 1u : 0u);
    int has_sd = vj_inst_has_sdst(id, a.fam);
    int sreg_dst = vj_inst_sreg_dst(id); /* one SGPR where the VDST is */
    if (sreg_dst)
        nd = 1;
    unsigned sdi = nd, s0i = nd + (has_sd ? 1u : 0u); /* where the sdst, src0 are */

    pop ops[6];
    unsigned nops = 0;
    p = skipws(p);
    while (!at_end(p)) {
        /* llvm-mc-19 takes one comma after the last source, before the
         * modifiers or at the end of the line, and between modifiers */
        if (nops == s0i + nsrc) { /* (here only after a comma) */
            if (*p == ',')
                return err(&a, colof(&a, p), VJ_ERR_ASM, "unknown token in expression");
            break;
        }
        st = parse_operand(&a, &p, &ops[nops],
                           ((flags & VJ_IF_SRCMODS) && (nops == s0i || nops == s0i + 1)) ||
                               ((flags & VJ_IF_FLOAT) && !(flags & VJ_IF_INTSRC) &&
                                (info->enc != VJ_ENC_VOP3P || (flags & VJ_IF_MIX)) &&
                                nops >= s0i &&
                                !((flags & VJ_IF_INTSRC1) && nops >= s0i + 1) &&
                                /* fmaak/fmamk: no modifiers, "--5" is 5 (llvm-mc-19) */
                                vj_inst_k_src(id) < 0));
        if (st != VJ_OK)
            return st;
        nops++;
        p = skipws(p);
        if (*p == ',') {
            p = skipws(p + 1);
            continue;
        }
        break;
    }
    if (nops < s0i + nsrc)
        return err(&a, 1, VJ_ERR_ASM, "too few operands for instruction");

    memset(out, 0, sizeof *out);
    out->id = id;
    out->target = target;
    out->nsrc = (uint8_t)nsrc;
    out->offset = 0;

    /* Trailing modifiers (a clamp the instruction lacks is reported after
     * the sources, as llvm-mc's matcher does). */
    int bad_clamp_col = 0, seen_clamp = 0, seen_opsel = 0, seen_fi = 0, dpp16_stage = 0;
    int seen_omod = 0;
    int auto_dpp = 0; /* a bare name took DPP controls (its 32-bit form's, if it fits) */
    int sdwa = form == FORM_SDWA, vopc = vj_inst_enc(id, a.fam) == VJ_ENC_VOPC;
    int seen_sel[4] = {0, 0, 0, 0}; /* dst_sel, dst_unused, src0_sel, src1_sel */
    if (sdwa) {
        out->dst_sel = VJ_SEL_DWORD;
        out->dst_unused = VJ_UNUSED_PRESERVE;
        out->src_sel[0] = out->src_sel[1] = VJ_SEL_DWORD;
    }
    int vop3p = vj_inst_enc(id, a.fam) == VJ_ENC_VOP3P, pk_stage = 0, opsel_col = 0;
    /* A VOP3 opcode's bare name takes DPP controls too: its VOP3-DPP form
     * (llvm-mc-19: v_add3_u32 ... row_shr:1 is v_add3_u32_e64_dpp). */
    int vop3dpp_bare = form == FORM_E64 && !vj_inst_has_e32(id, a.fam) &&
                       strcmp(mn, vj_inst_name(id, a.fam)) == 0;
    int vop3dpp16 = (form == FORM_VOP3DPP || vop3dpp_bare) && vj_inst_has_vop3_dpp(id, target, 16);
    int vop3dpp8 = (form == FORM_VOP3DPP || vop3dpp_bare) && vj_inst_has_vop3_dpp(id, target, 8);
    if (vop3p) /* llvm-mc's default: every source's high half (v_fma_mix*: f32 sources) */
        out->opsel_hi = (flags & VJ_IF_MIX) ? 0 : 7;
    int modifiers_seen = 0;
    while (!at_end(p)) {
        if (*p == ',' && modifiers_seen) { /* one comma between modifiers, or at the end */
            p = skipws(p + 1);
            if (*p == ',')
                return err(&a, colof(&a, p), VJ_ERR_ASM, "unknown token in expression");
            if (at_end(p))
                break;
        }
        modifiers_seen = 1;
        int wl = word_len(p);
        int pk = vop3p ? vop3p_keyword(p, wl) : -1;
        if (pk >= 2 && (flags & VJ_IF_MIX)) /* v_fma_mix*: -x and |x| on the operands */
            return err(&a, colof(&a, p), VJ_ERR_ASM, "not a valid operand.");
        if (pk >= 0) {
            /* llvm-mc takes them once each, in this order, before clamp */
            if (pk < pk_stage)
                return err(&a, colof(&a, p), VJ_ERR_ASM, "not a valid operand.");
            pk_stage = pk + 1;
            if (pk == 0)
                opsel_col = colof(&a, p);
            unsigned bits = 0;
            st = vop3p_lanes(&a, &p, wl, &bits);
            if (st != VJ_OK)
                return st;
            unsigned m = (1u << nsrc) - 1; /* a 2-source op drops the third lane */
            if (pk == 0)
                out->opsel = (uint8_t)(bits & m);
            else if (pk == 1)
                out->opsel_hi = (uint8_t)((bits & m) | (nsrc == 2 ? 4u : 0u));
            else if (pk == 2)
                out->neg = (uint8_t)(bits & m);
            else
                out->neg_hi = (uint8_t)(bits & m);
            p = skipws(p);
            continue;
        }
        /* A 16-bit VOP3 op's op_sel:[src0, src1, (src2,) dst], once, before
         * clamp (llvm-mc-19: "not a valid operand." otherwise); a 2-source
         * op's third lane is the destination's bit 3, a fourth is dropped. */
        if ((flags & VJ_IF_OPSEL) && !seen_clamp && !seen_opsel && wl == 6 &&
            strncmp(p, "op_sel", 6) == 0 && p[wl] == ':') {
            unsigned bits = 0;
            seen_opsel = 1;
            st = vop3p_lanes(&a, &p, wl, &bits);
            if (st != VJ_OK)
                return st;
            out->opsel = (uint8_t)(nsrc == 2 ? (bits & 3u) | ((bits >> 2) & 1u) << 3 : bits & 15u);
            p = skipws(p);
            continue;
        }
        /* issue 29: GFX11+'s v_fmac_f16_e64: op_sel:[src0, src1, src2, dst]
         * before clamp; src2's lane is dropped (llvm-mc-19) */
        if (id == VJ_I_V_FMAC_F16 && a.fam >= VJ_FAM_GFX11 && form != FORM_E32 && !seen_clamp &&
            !seen_opsel && wl == 6 && strncmp(p, "op_sel", 6) == 0 && p[wl] == ':') {
            unsigned bits = 0;
            seen_opsel = 1;
            st = vop3p_lanes(&a, &p, wl, &bits);
            if (st != VJ_OK)
                return st;
            out->opsel = (uint8_t)(bits & 11u);
            p = skipws(p);
            continue;
        }
        /* room lanes: v_permlane16's op_sel:[fi,bc] (llvm-mc-19 takes one to
         * four lanes; "invalid op_sel operand" at the keyword if lane 2 or
         * 3 is set). */
        if ((flags & VJ_IF_FIBC) && !seen_opsel && wl == 6 && strncmp(p, "op_sel", 6) == 0 &&
            p[wl] == ':') {
            unsigned bits = 0;
            const char *kw = p;
            seen_opsel = 1;
            st = vop3p_lanes(&a, &p, wl, &bits);
            if (st != VJ_OK)
                return st;
            if (bits > 3)
                return err(&a, colof(&a, kw), VJ_ERR_ASM, "invalid op_sel operand");
            out->opsel = (uint8_t)bits;
            p = skipws(p);
            continue;
        }
        if (vop3p && wl == 5 && strncmp(p, "clamp", 5) == 0)
            pk_stage = 5;
        if (wl == 5 && strncmp(p, "clamp", 5) == 0) {
            if (seen_clamp || seen_omod ||
                ((form == FORM_VOP3DPP || auto_dpp) && out->dpp)) /* VOP3-DPP: before them */
                return err(&a, colof(&a, p), VJ_ERR_ASM, "invalid operand for instruction");
            seen_clamp = 1;
            /* the SDWA form of a VOP1/VOP2 takes a clamp bit of its own */
            int takes = sdwa ? !vopc : (flags & VJ_IF_CLAMP) != 0;
            if (!takes && !bad_clamp_col)
                bad_clamp_col = colof(&a, p);
            out->clamp = (uint8_t)takes;
            p = skipws(p + 5);
            continue;
        }
        /* a float op's output modifier, after clamp: mul:1, mul:2, mul:4,
         * div:1, div:2 (llvm-mc-19; 1 is none), once */
        if ((flags & VJ_IF_FLOAT) && !(flags & VJ_IF_NOOMOD) && !vop3p &&
            (!sdwa || vj_sdwa_takes_omod(id)) && !out->dpp &&
            wl == 3 && (strncmp(p, "mul", 3) == 0 || strncmp(p, "div", 3) == 0) &&
            skipws(p + 3)[0] == ':') {
            const char *kw = p;
            int div = p[0] == 'd';
            if (seen_omod || form == FORM_E32)
                return err(&a, colof(&a, kw), VJ_ERR_ASM, "invalid operand for instruction");
            pop o;
            memset(&o, 0, sizeof o);
            const char *q = skipws(skipws(p + 3) + 1);
            if (!parse_number(&q, &o) || o.kind != P_INT)
                return err(&a, colof(&a, q), VJ_ERR_ASM, "expected absolute expression");
            int v = o.ival == 1 ? 0 : o.ival == 2 ? (div ? 3 : 1) : o.ival == 4 && !div ? 2 : -1;
            if (v < 0)
                return err(&a, colof(&a, kw), VJ_ERR_ASM,
                           div ? "invalid div value." : "invalid mul value.");
            seen_omod = 1;
            out->omod = (uint8_t)v;
            p = skipws(q);
            continue;
        }
        static const char *const selkw[4] = {"dst_sel", "dst_unused", "src0_sel", "src1_sel"};
        int k = -1;
        for (int j = 0; j < 4; j++)
            if ((size_t)wl == strlen(selkw[j]) && strncmp(p, selkw[j], (size_t)wl) == 0)
                k = j;
        if (k >= 0 && sdwa && p[wl] == ':') {
            const char *v = p + wl + 1;
            int vl = word_len(v), val = -1;
            for (unsigned j = 0; j <= (k == 1 ? 2u : 6u); j++) {
                const char *nm = k == 1 ? vj_sdwa_unused_name(j) : vj_sdwa_sel_name(j);
                if ((size_t)vl == strlen(nm) && strncmp(v, nm, (size_t)vl) == 0)
                    val = (int)j;
            }
            int allowed = vopc ? k >= 2 : (k != 3 || nsrc >= 2);
            if (k == 3 && nsrc >= 2 && vj_slot_is_mask(vj_inst_src_slot(id, 1, a.wave)))
                allowed = 0;
            if (val < 0 || !allowed || seen_sel[k])
                return err(&a, colof(&a, p), VJ_ERR_ASM, "invalid operand for instruction");
            seen_sel[k] = 1;
            if (k == 0)
                out->dst_sel = (uint8_t)val;
            else if (k == 1)
                out->dst_unused = (uint8_t)val;
            else
                out->src_sel[k - 2] = (uint8_t)val;
            p = skipws(v + vl);
            continue;
        }
        /* A DPP control after the operands: llvm-mc takes the unsuffixed
         * name for the DPP form (a GFX11+ compare prints so), which we do
         * not translate. */
        /* DPP16 of ours: the control and its masks (dpp16_modifier) */
        if ((((form == FORM_DPP || form == FORM_AUTO) && vj_inst_has_dpp16(id, target)) ||
             vop3dpp16) &&
            (!out->dpp || out->dpp == 16)) {
            int took = 0;
            st = dpp16_modifier(&a, &p, wl, out, &dpp16_stage, &took);
            if (st != VJ_OK)
                return st;
            if (took) {
                auto_dpp |= form == FORM_AUTO && !vop3dpp16;
                form = vop3dpp16 ? FORM_VOP3DPP : FORM_DPP;
                p = skipws(p);
                continue;
            }
        }
        /* DPP8: dpp8:[...] once, then fi:0 or fi:1 (llvm-mc's order) */
        if ((((form == FORM_DPP || form == FORM_AUTO) && vj_inst_has_dpp8(id, target)) ||
             vop3dpp8) &&
            !out->dpp && wl == 4 && strncmp(p, "dpp8:", 5) == 0) {
            st = dpp8_selects(&a, &p, wl, &out->dpp_sel);
            if (st != VJ_OK)
                return st;
            out->dpp = 8;
            auto_dpp |= form == FORM_AUTO && !vop3dpp8;
            form = vop3dpp8 ? FORM_VOP3DPP : FORM_DPP;
            p = skipws(p);
            continue;
        }
        if (out->dpp == 8 && !seen_fi && wl == 2 && strncmp(p, "fi:", 3) == 0) {
            pop o;
            memset(&o, 0, sizeof o);
            const char *q = p + 3;
            if (!parse_number(&q, &o) || o.kind != P_INT)
                return err(&a, colof(&a, p + 3), VJ_ERR_ASM, "unknown token in expression");
            seen_fi = 1;
            out->dpp_fi = o.ival != 0;
            p = skipws(q);
            continue;
        }
        if (form == FORM_E32 && wl == 4 && strncmp(p, "dpp8:", 5) == 0)
            return err(&a, colof(&a, p), VJ_ERR_ASM, "invalid operand for instruction");
        if (form == FORM_DPP && is_dpp_control(p) && strncmp(p, "fi:", 3) != 0)
            /* DPP16: not translated, by name */
            return err(&a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                       vj_target_name(a.target));
        if (form == FORM_AUTO && is_dpp_control(p) && vj_valu_name_has_dpp(a.target, mn))
            return err(&a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                       vj_target_name(a.target));
        return err(&a, colof(&a, p), VJ_ERR_ASM,
                   *p == '#' ? "unknown token in expression" : "not a valid operand.");
    }

    /* Destination. */
    if (ddw) {
        const pop *d = &ops[0];
        if (d->kind != P_VGPR || d->count != ddw || d->neg || d->abs)
            return err(&a, d->col, VJ_ERR_ASM, "invalid operand for instruction");
        out->dst.kind = VJ_OPND_VGPR;
        out->dst.dwords = (uint8_t)ddw;
        out->dst.index = d->first;
        out->dst.code = (uint16_t)d->first;
    }
    /* A cross-lane instruction's scalar destination: one scalar register
     * (llvm-mc also takes a special source's name there, which lowering
     * refuses). */
    if (sreg_dst) {
        const pop *d = &ops[0];
        /* (of the specials, the ones llvm-mc takes there) */
        int special = d->kind == P_SPECIAL &&
                      (d->first == VJ_SPECIAL_VCCZ || d->first == VJ_SPECIAL_EXECZ ||
                       d->first == VJ_SPECIAL_SCC || d->first == VJ_SPECIAL_POPS_EXITING_WAVE_ID);
        if (special && d->first != VJ_SPECIAL_SCC && a.fam >= VJ_FAM_GFX11)
            return err(&a, d->rcol, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
        if ((d->kind != P_SREG && !special) || d->neg || d->abs ||
            fit_source(&a, d, VJ_SLOT_B32, &out->sdst) != VJ_OK)
            return err(&a, d->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        int c = vj_operand_code(a.fam, &out->sdst);
        if (c < 0 || (c >= 128 && !special))
            return err(&a, d->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        /* room frows: GFX12's v_s_* write SReg_32_XEXEC (llvm-mc-19): not exec */
        if (vj_shape_pseudo_scalar(vj_inst_table[id].shape) && (c == 126 || c == 127))
            return err(&a, d->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        out->sdst.code = (uint16_t)c;
    }
    /* The mask destination: a scalar register (pair in wave64). */
    if (has_sd) {
        const pop *d = &ops[sdi];
        vj_slot ms = a.wave == 64 ? VJ_SLOT_MASK64 : VJ_SLOT_MASK32;
        /* llvm-mc also takes a special source's name in a VOPC's VDST field
         * (which lowering refuses). */
        int special = d->kind == P_SPECIAL && vj_inst_enc(id, a.fam) == VJ_ENC_VOPC &&
                      d->first != VJ_SPECIAL_LDS_DIRECT;
        if ((d->kind != P_SREG && !special) || d->neg || d->abs ||
            fit_source(&a, d, ms, &out->sdst) != VJ_OK)
            return err(&a, d->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        out->sdst.dwords = (uint8_t)(a.wave == 64 ? 2 : 1);
        int c = vj_operand_code(a.fam, &out->sdst);
        if (c < 0 || (c >= 128 && !special))
            return err(&a, d->rcol, VJ_ERR_ASM, "invalid operand for instruction");
        out->sdst.code = (uint16_t)c;
    }

    /* Sources. A GFX9 literal is reported only if nothing else is wrong,
     * at the last constant, as llvm-mc does. */
    int gfx9_literal = 0, last_imm_col = 0, lds_col = 0, vccz_col = 0;
    unsigned vccz_id = VJ_SPECIAL_COUNT;
    const pop *sops = &ops[s0i];
    for (unsigned i = 0; i < nsrc; i++) {
        const pop *o = &sops[i];
        vj_slot slot = vj_inst_src_slot(id, i, a.wave);
        a.f16_src = f16_source(id, i, slot);
        a.i16_trunc = i == 1 && id == VJ_I_V_LDEXP_F16;
        st = fit_source(&a, o, slot, &out->src[i]);
        a.f16_src = a.i16_trunc = 0;
        if (st != VJ_OK) {
            /* llvm-mc's matcher blames a scalar or constant src0 instead
             * (in the three-source instructions). */
            if (i > 0 && sops[0].kind != P_VGPR && info->shape == VJ_SHAPE_V_VVV &&
                strstr(diag ? diag->msg : "", "invalid operand for instruction"))
                return err(&a, sops[0].rcol, VJ_ERR_ASM, "invalid operand for instruction");
            return st;
        }
        if (o->kind == P_FLOAT || out->src[i].kind == VJ_OPND_LITERAL)
            last_imm_col = o->col;
        if (o->kind == P_SPECIAL && o->first == VJ_SPECIAL_LDS_DIRECT)
            lds_col = o->rcol;
        /* llvm-mc-19 skips the vccz/execz check when modifiers surround it. */
        if (o->kind == P_SPECIAL && !o->neg && !o->abs &&
            (o->first == VJ_SPECIAL_VCCZ || o->first == VJ_SPECIAL_EXECZ))
            vccz_col = o->rcol, vccz_id = o->first; /* see below */
        int code;
        if (out->src[i].kind == VJ_OPND_LITERAL && !vj_family_has_literal(a.fam)) {
            gfx9_literal = 1; /* fine in a 32-bit form's src0: decided below */
            code = 255;
        } else {
            code = vj_operand_code(a.fam, &out->src[i]);
        }
        if (code < 0)
            return err(&a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        /* A cross-lane source outside its register class. */
        vj_src_class scls = vj_shape_src_class(info->shape, i);
        const vj_operand *so = &out->src[i];
        int vgpr = so->kind == VJ_OPND_VGPR;
        if ((scls == VJ_SC_VGPR &&
             !(vgpr || (so->kind == VJ_OPND_SPECIAL && so->index == VJ_SPECIAL_LDS_DIRECT))) ||
            (scls == VJ_SC_VGPR32 && !vgpr) ||
            ((scls == VJ_SC_SCALAR || scls == VJ_SC_LANESEL) && vgpr) ||
            (scls == VJ_SC_LANESEL &&
             (so->kind == VJ_OPND_LITERAL ||
              (so->kind == VJ_OPND_SPECIAL && so->index == VJ_SPECIAL_LDS_DIRECT))) ||
            (scls == VJ_SC_SREG32 &&
             (vgpr || (so->kind == VJ_OPND_SPECIAL && so->index == VJ_SPECIAL_LDS_DIRECT))))
            return err(&a, o->col, VJ_ERR_ASM, "invalid operand for instruction");
        if (scls == VJ_SC_SCALAR && a.fam == VJ_FAM_GFX9 && so->kind == VJ_OPND_SPECIAL &&
            so->index == VJ_SPECIAL_LDS_DIRECT) /* GFX9's class has no lds_direct */
            return err(&a, 1, VJ_ERR_ASM, "operands are not valid for this GPU or mode");
        out->src[i].code = (uint16_t)(code | (out->src[i].code & VJ_CODE_FLOAT_TEXT));
        out->neg |= (uint8_t)(o->neg << i);
        out->abs |= (uint8_t)(o->abs << i);
        /* room div: a VOP3b float op (v_div_scale) has its SDST where ABS is;
         * llvm-mc-19 takes (prints, does not encode) it from GFX11 on, and
         * on src1 before (GFX9/GFX10, any SDST: |src0| and |src2| are "ABS
         * not allowed in VOP3B instructions", null SDST or not) */
        if (o->abs && has_sd && (flags & VJ_IF_FLOAT) && vj_inst_enc(id, a.fam) == VJ_ENC_VOP3 &&
            a.fam < VJ_FAM_GFX11 && i != 1)
            return err(&a, 1, VJ_ERR_ASM, "ABS not allowed in VOP3B instructions");
    }
    /* Where neither form takes a clamp, llvm-mc tries GFX9/GFX10's SDWA form. */
    if (bad_clamp_col && form == FORM_AUTO && vj_inst_has_e32(id, a.fam) &&
        a.fam <= VJ_FAM_GFX10 && !sreg_dst)
        return err(&a, bad_clamp_col, VJ_ERR_UNSUPPORTED,
                   "clamp: only the SDWA form of this instruction takes it, and vop3jit does "
                   "not support SDWA");
    if (bad_clamp_col)
        return err(&a,
                   sops[0].kind != P_VGPR && info->shape == VJ_SHAPE_V_VVV ? sops[0].rcol
                                                                           : bad_clamp_col,
                   VJ_ERR_ASM, "invalid operand for instruction");
    /* The SDWA form: registers and inline constants only, sext() on the
     * sources it may take, vcc as the mask a VOP2 reads and writes. */
    if (sdwa) {
        for (unsigned i = 0; i < nsrc; i++) {
            vj_slot slot = vj_inst_src_slot(id, i, a.wave);
            const vj_operand *o = &out->src[i];
            if (vj_slot_is_mask(slot) ? !(o->kind == VJ_OPND_SREG && o->index == VJ_SREG_VCC_LO)
                                      : o->kind == VJ_OPND_LITERAL)
                return err(&a, sops[i].col, VJ_ERR_ASM, "invalid operand for instruction");
            if (o->kind == VJ_OPND_SPECIAL && o->index == VJ_SPECIAL_LDS_DIRECT)
                return err(&a, sops[i].col, VJ_ERR_ASM,
                           "lds_direct cannot be used with this instruction");
            /* sext() on the integer ones; v_cndmask and a float op's float
             * sources take neg/abs instead */
            unsigned fm = (flags & VJ_IF_SRCMODS) ? 3u : vj_inst_float_mods(id);
            if (sops[i].sext && ((fm >> i) & 1))
                return err(&a, sops[i].col, VJ_ERR_ASM, "invalid operand for instruction");
            if (i < 2 && !vj_slot_is_mask(slot))
                out->src_sext[i] = (uint8_t)sops[i].sext;
        }
        if (has_sd && !vopc &&
            !(out->sdst.kind == VJ_OPND_SREG && out->sdst.index == VJ_SREG_VCC_LO))
            return err(&a, ops[sdi].rcol, VJ_ERR_ASM, "invalid operand for instruction");
        if (has_sd && out->sdst.kind != VJ_OPND_SREG)
            return err(&a, ops[sdi].rcol, VJ_ERR_ASM, "invalid operand for instruction");
        gfx9_literal = 0;
    }
    for (unsigned i = 0; !sdwa && i < nsrc; i++) {
        /* room float3: v_ldexp's integer exponent takes sext() (llvm-mc-19;
         * decode.c says why it is not ours) */
        if (sops[i].sext && i >= 1 && (flags & VJ_IF_INTSRC1) &&
            (!(flags & VJ_IF_NOOMOD) || (flags & VJ_IF_INTDST)))
            return err(&a, 1, VJ_ERR_UNSUPPORTED,
                       VJ_VALU_UNSUPPORTED_FMT " with sext or abs on its integer source",
                       form == FORM_VOP3DPP ? mn : vj_inst_name(id, a.fam),
                       vj_target_name(a.target));
        if (sops[i].sext)
            return err(&a, sops[i].col, VJ_ERR_ASM, "not a valid operand.");
    }
    /* The 32-bit form, where the instruction has one: no modifiers, src1 a
     * VGPR, vcc as the mask it reads and writes, a literal in src0 only.
     * Without a suffix llvm-mc takes it whenever it fits. */
    /* llvm-mc folds neg/abs written on a constant, integer or float, into
     * it (bit 31 of its 32-bit pattern) when that lets the 32-bit form take
     * it: v_cndmask_b32 v1, neg(1.0), v4, vcc is v_cndmask_b32_e32 v1, -1.0,
     * and neg(1) the literal 0x80000001. Not an integer in a 64-bit source
     * (llvm-mc-19: "invalid operand" for v_cvt_f32_f64_e32 v1, |-1|; its
     * modified 64-bit pattern has no 32-bit literal), nor a "--F" (a 64-bit
     * source's f64 F: llvm-mc-19 keeps v_cvt_f32_f64 v1, |--0.5| in e64). */
    /* room float3: fmaak/fmamk take no modifier (llvm-mc-19: "not a valid
     * operand."), and K, a constant, is the literal dword whatever its value */
    int ks = vj_inst_k_src(id);
    for (unsigned i = 0; ks > 0 && i < nsrc; i++)
        if (sops[i].neg || sops[i].abs)
            return err(&a, sops[i].col, VJ_ERR_ASM, "not a valid operand.");
    if (ks > 0) {
        vj_operand *k = &out->src[ks];
        if (k->kind != VJ_OPND_INLINE_INT && k->kind != VJ_OPND_INLINE_FLOAT &&
            k->kind != VJ_OPND_INLINE_F16 && k->kind != VJ_OPND_LITERAL)
            return err(&a, sops[ks].col, VJ_ERR_ASM, "invalid operand for instruction");
        k->kind = VJ_OPND_LITERAL;
        /* (an f16 K is 16 bits: -1 is 0xffff, llvm-mc-19) */
        k->value &= vj_inst_src_slot(id, (unsigned)ks, a.wave) == VJ_SLOT_B16 ? 0xffffu
                                                                              : 0xffffffffu;
        k->code = 255;
    }
    uint8_t fold_neg = 0, fold_abs = 0;
    for (unsigned i = 0; i < nsrc && i < 2 && !sdwa; i++)
        if (((sops[i].kind == P_FLOAT && !sops[i].dneg) ||
             (sops[i].kind == P_INT && vj_inst_src_slot(id, i, a.wave) != VJ_SLOT_B64)) &&
            (sops[i].neg || sops[i].abs)) {
            fold_neg |= (uint8_t)(sops[i].neg << i);
            fold_abs |= (uint8_t)(sops[i].abs << i);
        }
    /* (DPP16's dword has NEG/ABS for a float op's float sources) */
    unsigned dmods = out->dpp == 16 && form != FORM_VOP3DPP ? vj_inst_float_mods(id) : 0;
    int fits = vj_inst_has_e32(id, a.fam) && !(out->neg & ~fold_neg & ~dmods) &&
               !(out->abs & ~fold_abs & ~dmods) && !out->clamp && !out->omod &&
               (!out->opsel || vj_inst_true16(id));
    for (unsigned i = 0; fits && i < nsrc; i++) {
        vj_slot slot = vj_inst_src_slot(id, i, a.wave);
        const vj_operand *o = &out->src[i];
        if (vj_slot_is_mask(slot))
            fits = o->kind == VJ_OPND_SREG && o->index == VJ_SREG_VCC_LO;
        else if (i == (ks == 1 ? 2u : 1u)) /* the VSRC1 field's */
            fits = o->kind == VJ_OPND_VGPR;
        /* GFX11+: a 16-bit source of the 32-bit form is v0-v127 */
        if (fits && a.fam >= VJ_FAM_GFX11 && o->kind == VJ_OPND_VGPR &&
            (slot == VJ_SLOT_B16 || ((flags & VJ_IF_FLOAT) && /* (v_cmp_class_f16's mask) */
                                     vj_inst_src_slot(id, 0, a.wave) == VJ_SLOT_B16)))
            fits = o->index < 128;
    }
    if (fits && has_sd)
        fits = out->sdst.kind == VJ_OPND_SREG && out->sdst.index == VJ_SREG_VCC_LO;
    /* GFX11+: so is a 16-bit destination (VJ_IF_D16) */
    if (fits && (flags & VJ_IF_D16) && a.fam >= VJ_FAM_GFX11 && out->dst.kind == VJ_OPND_VGPR)
        fits = out->dst.index < 128;
    /* issue 29, item 6: gfx1200's DPP16 v_cndmask_b32 with |src1|, whose
     * text llvm-mc-19 prints with the closing bar after the mask
     * ("|v2, vcc_lo|"): not ours, by name (decode.c refuses its word) */
    if (out->dpp == 16 && form != FORM_VOP3DPP && id == VJ_I_V_CNDMASK_B32 &&
        a.fam >= VJ_FAM_GFX12 && (out->abs & 2))
        return err(&a, 1, VJ_ERR_UNSUPPORTED, VJ_VALU_UNSUPPORTED_FMT, mn,
                   vj_target_name(a.target));
    if ((form == FORM_E32 || (flags & VJ_IF_NOE64)) && !fits)
        return err(&a, 1, VJ_ERR_ASM, "invalid operand for instruction");
    if ((form == FORM_DPP || form == FORM_VOP3DPP) && !out->dpp)
        return err(&a, 1, VJ_ERR_ASM, "too few operands for instruction");
    /* A bare name whose DPP form does not fit the 32-bit encoding (CLAMP,
     * OMOD, a modifier DPP8 or the 32-bit form lacks): llvm-mc-19 takes its
     * VOP3-DPP form (v_add_f32 v1, v2, v3 clamp row_shr:1 is
     * v_add_f32_e64_dpp), where the instruction has one. */
    if (auto_dpp && !fits && vj_inst_has_vop3_dpp(id, target, out->dpp))
        form = FORM_VOP3DPP;
    if (form == FORM_VOP3DPP) {
        st = vop3_dpp_operands(&a, out, sops);
        if (st != VJ_OK)
            return st;
        fits = 0;
    }
    if (out->dpp && nsrc && out->src[0].kind != VJ_OPND_VGPR)
        return err(&a, sops[0].col, VJ_ERR_ASM, "invalid operand for instruction");
    if (out->dpp && !fits && form != FORM_VOP3DPP)
        return err(&a, 1, VJ_ERR_ASM, "invalid operand for instruction");
    out->e32 = (uint8_t)(sdwa || (out->dpp && form != FORM_VOP3DPP) || form == FORM_E32 ||
                         (form == FORM_AUTO && fits));
    out->sdwa = (uint8_t)sdwa;
    for (unsigned i = 0; out->e32 && !sdwa && i < 2; i++) {
        if (!((fold_neg | fold_abs) >> i & 1))
            continue;
        vj_slot slot = vj_inst_src_slot(id, i, a.wave);
        pop k = sops[i];
        if (slot == VJ_SLOT_B64 && k.kind == P_FLOAT) {
            /* an f64 source: the sign is the double's (-|.5| is the inline -0.5) */
            k.fval = (fold_abs >> i & 1) ? fabs(k.fval) : k.fval;
            k.fval = (fold_neg >> i & 1) ? -k.fval : k.fval;
        } else if (f16_source(id, i, slot)) {
            /* issue 29: an f16 source: the sign is bit 15 of its bits */
            uint32_t v = (uint32_t)out->src[i].value & 0xffffu;
            if (fold_abs >> i & 1)
                v &= 0x7fffu;
            if (fold_neg >> i & 1)
                v ^= 0x8000u;
            k.kind = P_INT;
            k.ival = v >= 0xfff0u ? (int64_t)v - 0x10000 : (int64_t)v;
        } else {
            uint32_t v = (uint32_t)out->src[i].value;
            if (fold_abs >> i & 1)
                v &= 0x7fffffffu;
            if (fold_neg >> i & 1)
                v ^= 0x80000000u;
            k.kind = P_INT;
            k.ival = (int64_t)v;
        }
        k.neg = k.abs = 0;
        a.f16_src = f16_source(id, i, slot);
        vj_status kst = fit_constant(&a, &k, slot, &out->src[i]);
        a.f16_src = 0;
        if (kst != VJ_OK)
            return err(&a, sops[i].col, VJ_ERR_ASM, "invalid operand for instruction");
        out->src[i].code = (uint16_t)vj_operand_code(VJ_FAM_GFX10, &out->src[i]);
        out->neg &= (uint8_t)~(1u << i);
        out->abs &= (uint8_t)~(1u << i);
    }
    if (gfx9_literal && out->e32)
        gfx9_literal = 0;
    if (gfx9_literal)
        return err(&a, last_imm_col, VJ_ERR_ASM, "literal operands are not supported");
    if (lds_col && (vj_target_flags(target) & VJ_TF_NO_LDS_DIRECT))
        return err(&a, lds_col, VJ_ERR_ASM, "lds_direct is not supported on this GPU");
    /* lds_direct: never with the reversed shifts, and only as src0. */
    for (unsigned i = 0; i < nsrc; i++) {
        if (out->src[i].kind != VJ_OPND_SPECIAL || out->src[i].index != VJ_SPECIAL_LDS_DIRECT)
            continue;
        if (flags & VJ_IF_NOLDS)
            return err(&a, sops[i].col, VJ_ERR_ASM,
                       "lds_direct cannot be used with this instruction");
        if (i != 0)
            return err(&a, lds_col, VJ_ERR_ASM, "lds_direct may be used as src0 only");
    }
    st = check_constant_bus(&a, out, sops);
    if (st != VJ_OK)
        return st;
    /* gfx942's assembler takes a dot product's default halves only (its
     * disassembler prints any): at op_sel if written, else the line. */
    if ((flags & VJ_IF_DOT) && (vj_target_flags(target) & VJ_TF_DOT_DEFAULT_OPSEL) &&
        (out->opsel || (out->opsel_hi & 7) != 7))
        return err(&a, out->opsel && opsel_col ? opsel_col : 1, VJ_ERR_ASM,
                   "invalid op_sel operand");
    /* llvm-mc names the first such source, at its last use. */
    for (unsigned i = 0; vccz_col && i < nsrc; i++) {
        const pop *o = &sops[i];
        if (o->kind == P_SPECIAL && !o->neg && !o->abs &&
            (o->first == VJ_SPECIAL_VCCZ || o->first == VJ_SPECIAL_EXECZ)) {
            vccz_id = o->first;
            break;
        }
    }
    for (unsigned i = 0; vccz_col && i < nsrc; i++)
        if (sops[i].kind == P_SPECIAL && sops[i].first == vccz_id && !sops[i].neg && !sops[i].abs)
            vccz_col = sops[i].rcol;
    /* ... the mask destination first, where it is one of them. */
    if (has_sd && out->sdst.kind == VJ_OPND_SPECIAL &&
        (out->sdst.index == VJ_SPECIAL_VCCZ || out->sdst.index == VJ_SPECIAL_EXECZ) &&
        a.fam >= VJ_FAM_GFX11)
        return err(&a, ops[sdi].rcol, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
    if (vccz_col && a.fam >= VJ_FAM_GFX11)
        return err(&a, vccz_col, VJ_ERR_ASM, "execz and vccz are not supported on this GPU");
    /* gfx90a and gfx942 want 64-bit VGPR tuples even-aligned. */
    if (vj_target_flags(target) & VJ_TF_ALIGNED_TUPLES) {
        int odd = out->dst.dwords >= 2 && (out->dst.index & 1);
        for (unsigned i = 0; i < nsrc; i++)
            odd |= out->src[i].kind == VJ_OPND_VGPR && out->src[i].dwords >= 2 &&
                   (out->src[i].index & 1);
        if (odd)
            return err(&a, 1, VJ_ERR_ASM,
                       "invalid register class: vgpr tuples must be 64 bit aligned");
    }
    out->len = out->e32 ? 4 : 8;
    for (unsigned i = 0; i < nsrc; i++)
        if (out->src[i].kind == VJ_OPND_LITERAL) {
            out->len = out->e32 ? 8 : 12;
            break;
        }
    if (sdwa || out->dpp) /* (the DPP8 or DPP16 dword; VOP3-DPP: a third one) */
        out->len = out->e32 ? 8 : 12;
    *out_count = 1;
    return VJ_OK;
}
