/* statefile: the wave-state text format, both ways. One register a line:
 * "v1 = 0x11223344" (all lanes), "v1 = x0 x1 ... xN" (one value per lane,
 * exactly the wave size), "v1[5] = 0x7" (one lane), "a1 = ..." (an AGPR, as
 * a VGPR), "s3 = ...", "vcc = ...", "exec = ...", "m0 = ...", "scc = 1",
 * "mode = 0x3f0" (the MODE register's float fields), "pc = 0x1000" (the
 * program counter, 64 bits);
 * '#' starts a comment. Errors say file:line:column. It only reads and
 * writes text and the wave. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "ir/ir.h"
#include "ir/state.h"
#include "runtime/runtime.h"
#include "runtime/wave.h"
#include "util/strbuf.h"

struct parser {
    vj_context *ctx;
    const char *file;
    unsigned line;
    const char *line_start;
};

static vj_status parse_fail(struct parser *p, const char *at, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static vj_status parse_fail(struct parser *p, const char *at, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    unsigned col = (unsigned)(at - p->line_start) + 1;
    return vj_ctx_fail(p->ctx, VJ_ERR_STATE, "%s:%u:%u: error: %s", p->file, p->line, col, msg);
}

static const char *skip_blanks(const char *s, const char *end)
{
    while (s < end && (*s == ' ' || *s == '\t' || *s == '\r'))
        s++;
    return s;
}

/* A number: 0x hex, decimal, or -decimal (two's complement at `bits`).
 * Advances *s past it. */
static vj_status parse_number(struct parser *p, const char **s, const char *end, unsigned bits,
                              uint64_t *out)
{
    const char *start = *s, *q = *s;
    int neg = 0;
    if (q < end && *q == '-') {
        neg = 1;
        q++;
    }
    int base = 10;
    if (end - q > 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
        base = 16;
        q += 2;
    }
    const char *digits = q;
    uint64_t v = 0;
    int overflow = 0;
    for (; q < end && isxdigit((unsigned char)*q); q++) {
        int d = isdigit((unsigned char)*q) ? *q - '0' : (tolower((unsigned char)*q) - 'a' + 10);
        if (d >= base)
            break;
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            overflow = 1;
        v = v * (uint64_t)base + (uint64_t)d;
    }
    if (q == digits || (q < end && !isspace((unsigned char)*q))) {
        int len = 0;
        while (start + len < end && !isspace((unsigned char)start[len]) && len < 20)
            len++;
        return parse_fail(p, start, "expected a number (0x..., decimal or -decimal), got '%.*s'",
                          len, start);
    }
    uint64_t maxv = bits == 64 ? UINT64_MAX : (1ull << bits) - 1;
    if (neg) {
        uint64_t lim = bits == 64 ? (1ull << 63) : (1ull << (bits - 1));
        if (overflow || v > lim || base == 16)
            return parse_fail(p, start, "negative value out of range for %u bits", bits);
        v = (0 - v) & maxv;
    } else if (overflow || v > maxv) {
        return parse_fail(p, start, "value does not fit in %u bits", bits);
    }
    *out = v;
    *s = q;
    return VJ_OK;
}

/* One non-empty line, comment already cut off at end. */
static vj_status parse_line(struct parser *p, vj_wave *w, const char *s, const char *end)
{
    const char *name = s;
    while (s < end && (isalnum((unsigned char)*s) || *s == '_'))
        s++;
    if (s == name)
        return parse_fail(p, name, "expected a register name");
    char reg[24];
    size_t nl = (size_t)(s - name);
    if (nl >= sizeof reg)
        return parse_fail(p, name, "unknown register '%.*s'", (int)nl, name);
    memcpy(reg, name, nl);
    reg[nl] = '\0';

    int lane = -1;
    const char *lane_at = NULL;
    if (s < end && *s == '[') {
        lane_at = ++s;
        uint64_t l = 0;
        const char *d = s;
        while (s < end && isdigit((unsigned char)*s))
            l = l * 10 + (uint64_t)(*s++ - '0');
        if (s == d || s >= end || *s != ']' || s - d > 3)
            return parse_fail(p, lane_at, "expected a lane number and ']'");
        s++;
        if (l >= w->wave_size)
            return parse_fail(p, lane_at, "lane %llu is past the wave size (%u)",
                              (unsigned long long)l, w->wave_size);
        lane = (int)l;
    }
    s = skip_blanks(s, end);
    if (s >= end || *s != '=')
        return parse_fail(p, s, "expected '=' after the register");
    s = skip_blanks(s + 1, end);

    unsigned vreg = 0, sidx = 0, sdw = 0;
    /* the MODE register's float fields: one 32-bit value, VJ_MODE_MASK only */
    if (strcasecmp(reg, "mode") == 0) {
        if (lane >= 0)
            return parse_fail(p, lane_at, "'mode' is a wave register: it has no lanes");
        const char *at = s;
        uint64_t v;
        vj_status st = parse_number(p, &s, end, 32, &v);
        if (st != VJ_OK)
            return st;
        if (skip_blanks(s, end) < end)
            return parse_fail(p, skip_blanks(s, end), "'mode' takes one value");
        if (v & ~(uint64_t)VJ_MODE_MASK)
            return parse_fail(p, at, "mode 0x%llx sets bits outside the float fields (0x%x)",
                              (unsigned long long)v, VJ_MODE_MASK);
        w->mode = (uint32_t)v;
        return VJ_OK;
    }
    if (strcasecmp(reg, "pc") == 0) { /* the program counter: one 64-bit value */
        if (lane >= 0)
            return parse_fail(p, lane_at, "'pc' is a wave register: it has no lanes");
        uint64_t v;
        vj_status st = parse_number(p, &s, end, 64, &v);
        if (st != VJ_OK)
            return st;
        if (skip_blanks(s, end) < end)
            return parse_fail(p, skip_blanks(s, end), "'pc' takes one value");
        w->pc = v;
        return VJ_OK;
    }
    /* a VGPR vN or an AGPR aN (CDNA's accumulation registers): lanes alike */
    int agpr = reg[0] == 'a' || reg[0] == 'A';
    int is_vgpr = (reg[0] == 'v' || reg[0] == 'V' || agpr) && reg[1] >= '0' && reg[1] <= '9';
    if (is_vgpr) {
        const char *q = reg + 1;
        if (q[0] == '0' && q[1])
            is_vgpr = 0;
        for (; *q && is_vgpr; q++) {
            if (!isdigit((unsigned char)*q) || vreg > 1000)
                is_vgpr = 0;
            else
                vreg = vreg * 10 + (unsigned)(*q - '0');
        }
        if (agpr && (!is_vgpr || vreg >= VJ_NUM_AGPRS))
            return parse_fail(p, name, "unknown register '%s' (AGPRs are a0..a255)", reg);
        if (!is_vgpr || vreg >= VJ_NUM_VGPRS)
            return parse_fail(p, name, "unknown register '%s' (VGPRs are v0..v255)", reg);
    } else if (!vj_wave_sreg_lookup(reg, &sidx, &sdw)) {
        return parse_fail(p, name, "unknown register '%s'", reg);
    } else if (lane >= 0) {
        return parse_fail(p, lane_at, "'%s' is a scalar register: it has no lanes", reg);
    }

    uint64_t vals[VJ_MAX_LANES];
    const char *val_at[VJ_MAX_LANES];
    unsigned n = 0, bits = is_vgpr ? 32 : sdw == 2 ? 64 : sdw == 1 ? 32 : 1;
    while (s < end) {
        if (n == VJ_MAX_LANES)
            return parse_fail(p, s, "more than %u values", VJ_MAX_LANES);
        val_at[n] = s;
        vj_status st = parse_number(p, &s, end, bits, &vals[n]);
        if (st != VJ_OK)
            return st;
        n++;
        s = skip_blanks(s, end);
    }
    if (n == 0)
        return parse_fail(p, s, "expected a value after '='");
    if (!is_vgpr || lane >= 0) {
        if (n != 1)
            return parse_fail(p, val_at[1], "'%s' takes one value, got %u", reg, n);
    } else if (n != 1 && n != w->wave_size) {
        return parse_fail(p, val_at[0],
                          "'%s' takes one value (all lanes) or %u (one per lane), got %u", reg,
                          w->wave_size, n);
    }

    if (is_vgpr) {
        uint32_t *row = agpr ? w->a[vreg] : w->v[vreg];
        if (lane >= 0)
            row[lane] = (uint32_t)vals[0];
        else
            for (unsigned l = 0; l < w->wave_size; l++)
                row[l] = (uint32_t)vals[n == 1 ? 0 : l];
    } else if (sdw == 0) {
        w->scc = (uint32_t)vals[0];
    } else if (sidx == VJ_SREG_NULL) {
        /* null reads 0 whatever is written */
    } else {
        w->s[sidx] = (uint32_t)vals[0];
        if (sdw == 2)
            w->s[sidx + 1] = (uint32_t)(vals[0] >> 32);
    }
    return VJ_OK;
}

vj_status vj_wave_parse(vj_context *ctx, vj_wave *wave, const char *text, const char *filename)
{
    if (!ctx)
        return VJ_ERR_ARG;
    vj_ctx_clear_error(ctx);
    if (!wave || !text)
        return vj_ctx_fail(ctx, VJ_ERR_ARG, "vj_wave_parse: NULL argument");
    /* Work on a copy: a file with an error leaves the wave untouched. */
    vj_wave *w = vj_wave_new(wave->wave_size);
    if (!w)
        return vj_ctx_fail(ctx, VJ_ERR_NOMEM, "out of memory");
    vj_wave_copy(w, wave);
    struct parser p = {ctx, filename ? filename : "<state>", 0, text};
    vj_status st = VJ_OK;
    for (const char *line = text; *line && st == VJ_OK;) {
        const char *eol = strchr(line, '\n');
        const char *end = eol ? eol : line + strlen(line);
        p.line++;
        p.line_start = line;
        const char *hash = memchr(line, '#', (size_t)(end - line));
        const char *stop = hash ? hash : end;
        const char *s = skip_blanks(line, stop);
        while (stop > s && (stop[-1] == ' ' || stop[-1] == '\t' || stop[-1] == '\r'))
            stop--;
        if (s < stop)
            st = parse_line(&p, w, s, stop);
        line = eol ? eol + 1 : end;
    }
    if (st == VJ_OK)
        vj_wave_copy(wave, w);
    vj_wave_free(w);
    return st;
}

/* ------------------------------------------------------------- printing */

/* A register whose lanes all hold one value is written in the parser's
 * one-value form ("v3 = 0x..."), any other with one value per lane. */
static void format_row(vj_strbuf *o, const vj_wave *w, char file, unsigned r, const uint32_t *row)
{
    unsigned same = 1;
    while (same < w->wave_size && row[same] == row[0])
        same++;
    unsigned n = same == w->wave_size ? 1 : w->wave_size;
    vj_sb_printf(o, "%c%u =", file, r);
    for (unsigned l = 0; l < n; l++)
        vj_sb_printf(o, " 0x%08x", row[l]);
    vj_sb_puts(o, "\n");
}

static void format_vgpr(vj_strbuf *o, const vj_wave *w, unsigned r)
{
    format_row(o, w, 'v', r, w->v[r]);
}

/* An AGPR is written only when a lane of it is not zero: a wave of a
 * target without them (or a CDNA one that never used them) prints as it
 * did before they were modelled, and reads back the same. */
static void format_agpr(vj_strbuf *o, const vj_wave *w, unsigned r)
{
    for (unsigned l = 0; l < w->wave_size; l++)
        if (w->a[r][l]) {
            format_row(o, w, 'a', r, w->a[r]);
            return;
        }
}

char *vj_wave_format_agprs(const vj_wave *wave, const unsigned *agprs, size_t n)
{
    if (!wave)
        return NULL;
    vj_strbuf o;
    vj_sb_heap(&o, 0);
    for (size_t i = 0; agprs && i < n; i++)
        if (agprs[i] < VJ_NUM_AGPRS)
            format_row(&o, wave, 'a', agprs[i], wave->a[agprs[i]]);
    return o.s; /* NULL when the buffer could not grow */
}

char *vj_wave_format(const vj_wave *wave, const unsigned *vgprs, size_t n)
{
    if (!wave)
        return NULL;
    vj_strbuf o;
    vj_sb_heap(&o, 0);
    if (vgprs) {
        for (size_t i = 0; i < n; i++)
            if (vgprs[i] < VJ_NUM_VGPRS)
                format_vgpr(&o, wave, vgprs[i]);
    } else {
        for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
            format_vgpr(&o, wave, r);
        for (unsigned s = 0; s < VJ_SREG_NUM_SGPR; s++)
            vj_sb_printf(&o, "s%u = 0x%08x\n", s, wave->s[s]);
        vj_sb_printf(&o, "vcc = 0x%016llx\n",
                     (unsigned long long)wave->s[VJ_SREG_VCC_HI] << 32 | wave->s[VJ_SREG_VCC_LO]);
        vj_sb_printf(&o, "exec = 0x%016llx\n",
                     (unsigned long long)wave->s[VJ_SREG_EXEC_HI] << 32 |
                         wave->s[VJ_SREG_EXEC_LO]);
        vj_sb_printf(&o, "m0 = 0x%08x\n", wave->s[VJ_SREG_M0]);
        for (unsigned t = 0; t < 16; t++)
            vj_sb_printf(&o, "ttmp%u = 0x%08x\n", t, wave->s[VJ_SREG_TTMP0 + t]);
        vj_sb_printf(&o, "scc = %u\n", wave->scc);
        vj_sb_printf(&o, "mode = 0x%08x\n", wave->mode);
        if (wave->pc) /* only a wave a code region ran has one: others print as before */
            vj_sb_printf(&o, "pc = 0x%llx\n", (unsigned long long)wave->pc);
        for (unsigned r = 0; r < VJ_NUM_AGPRS; r++)
            format_agpr(&o, wave, r);
    }
    return o.s; /* NULL when the buffer could not grow */
}
