/* assemble: a whole text of LLVM-syntax assembly, as compilers write it ->
 * machine code, line by line through asm.c and encode.c, with a map from
 * each instruction's byte offset to its source line and column; comments,
 * labels, directives and metadata blocks place nothing. No context, no
 * engine here. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"

/* Append n bytes (or one location) to a growing array; 0 when out of memory. */
static int grow(void **p, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 1;
    size_t ncap = *cap ? *cap * 2 : 64;
    while (ncap < need)
        ncap *= 2;
    void *np = realloc(*p, ncap * elem);
    if (!np)
        return 0;
    *p = np;
    *cap = ncap;
    return 1;
}

static vj_status out_of_memory(vj_diag *diag)
{
    if (diag)
        snprintf(diag->msg, sizeof diag->msg, "out of memory");
    return VJ_ERR_NOMEM;
}

/* What a line is, before the assembler sees it. */
enum line_kind { L_CODE, L_SKIP, L_LABEL, L_DATA };

/* Directives that place bytes we would not have assembled. */
static int data_directive(const char *d, size_t n)
{
    static const char *const names[] = {".byte",  ".short", ".hword", ".2byte", ".value",
                                        ".long",  ".int",   ".4byte", ".word",  ".quad",
                                        ".8byte", ".fill",  ".zero",  ".space", ".skip",
                                        ".ascii", ".asciz", ".string", ".inst", ".incbin"};
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == n && strncmp(d, names[i], n) == 0)
            return 1;
    return 0;
}

static int ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '.' || c == '$';
}

/* Whether a section directive (".text", ".section NAME, ...") switches to
 * code: a .text section. Anything else (.data, .rodata, .bss, notes) holds
 * data, whose directives are not code we lack. */
static int code_section(const char *d, size_t dl, const char *line, size_t n)
{
    if (dl == 5 && strncmp(d, ".text", 5) == 0)
        return 1;
    if (dl != 8 || strncmp(d, ".section", 8) != 0)
        return 0;
    size_t i = (size_t)(d - line) + dl;
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
        i++;
    return n - i >= 5 && strncmp(line + i, ".text", 5) == 0 &&
           (n - i == 5 || !ident_char(line[i + 5]) || line[i + 5] == '.');
}

static int section_directive(const char *d, size_t dl)
{
    static const char *const names[] = {".text", ".data", ".bss", ".rodata", ".section"};
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strlen(names[i]) == dl && strncmp(d, names[i], dl) == 0)
            return 1;
    return 0;
}

/* Classify a line; *code (for L_CODE and L_LABEL) is where an instruction
 * starts, after any label. *meta tracks the metadata block, *in_code
 * whether the current section is code. */
static enum line_kind classify(const char *line, size_t n, int *meta, int *in_code, size_t *code)
{
    size_t i = 0;
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
        i++;
    size_t w = i;
    while (w < n && ident_char(line[w]))
        w++;
    const char *d = line + i;
    size_t dl = w - i;
    if (*meta) {
        if (dl >= 5 && d[0] == '.' && strncmp(d, ".end_", 5) == 0 &&
            (strncmp(d, ".end_amdgpu_metadata", dl) == 0 ||
             strncmp(d, ".end_amdgpu_pal_metadata", dl) == 0))
            *meta = 0;
        return L_SKIP;
    }
    *code = i;
    if (dl && w < n && line[w] == ':' && (w + 1 >= n || line[w + 1] != ':')) {
        *code = w + 1; /* a label, perhaps with an instruction after it */
        return L_LABEL;
    }
    if (dl && d[0] == '.') {
        if ((dl == 16 && strncmp(d, ".amdgpu_metadata", 16) == 0) ||
            (dl == 20 && strncmp(d, ".amdgpu_pal_metadata", 20) == 0))
            *meta = 1;
        if (section_directive(d, dl))
            *in_code = code_section(d, dl, line, n);
        return data_directive(d, dl) && *in_code ? L_DATA : L_SKIP;
    }
    return L_CODE;
}

/* Branches to labels (room branch, issue 30): a label's offset, and a
 * branch whose SIMM16 waits for one. */
typedef struct label_at {
    char *name;
    size_t offset;
} label_at;
typedef struct fixup {
    char *name;
    size_t offset; /* the branch's first byte */
    unsigned line, col;
} fixup;
typedef struct labels {
    label_at *defs;
    size_t ndefs, dcap;
    fixup *uses;
    size_t nuses, ucap;
} labels;

static void labels_free(labels *lb)
{
    for (size_t i = 0; i < lb->ndefs; i++)
        free(lb->defs[i].name);
    for (size_t i = 0; i < lb->nuses; i++)
        free(lb->uses[i].name);
    free(lb->defs);
    free(lb->uses);
}

static char *dup_n(const char *s, size_t n)
{
    char *d = malloc(n + 1);
    if (d) {
        memcpy(d, s, n);
        d[n] = '\0';
    }
    return d;
}

/* A scalar branch whose target operand is a label (s_branch L, s_cbranch_*
 * L, s_call_b64 s[0:1], L): the label's text is blanked to a 0 in copy (so
 * the line assembles with SIMM16 0 and its columns stay) and kept in *use.
 * 1 when so; 0 when the line is no such branch; -1 out of memory. */
static int label_operand(vj_target target, char *copy, fixup *use)
{
    char *p = copy;
    while (*p == ' ' || *p == '\t')
        p++;
    char *m = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    char name[48];
    if ((size_t)(p - m) >= sizeof name)
        return 0;
    memcpy(name, m, (size_t)(p - m));
    name[p - m] = '\0';
    const vj_salu_row *row = vj_salu_by_name(target, name);
    unsigned k = 0;
    while (row && k < 4 && row->opnd[k] != VJ_SO_LABEL)
        k++;
    if (!row || k == 4)
        return 0;
    for (unsigned i = 0; i < k && p; i++) /* to the k-th operand */
        p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL;
    if (!p)
        return 0;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!(*p == '_' || *p == '.' || *p == '$' || (*p >= 'a' && *p <= 'z') ||
          (*p >= 'A' && *p <= 'Z')))
        return 0; /* an offset: the row's own syntax */
    char *e = p;
    while (ident_char(*e))
        e++;
    if (!(use->name = dup_n(p, (size_t)(e - p))))
        return -1;
    use->col = (unsigned)(p - copy) + 1;
    *p = '0';
    memset(p + 1, ' ', (size_t)(e - p - 1));
    return 1;
}

/* Put each branch's SIMM16: (label - (branch + 4)) / 4, a signed 16-bit
 * count of dwords, as llvm-mc-19 resolves a label in the same section. */
static vj_status resolve_labels(const labels *lb, vj_asm_result *res, const char *fname,
                                vj_diag *diag)
{
    for (size_t i = 0; i < lb->nuses; i++) {
        const fixup *u = &lb->uses[i];
        const label_at *to = NULL;
        for (size_t j = 0; j < lb->ndefs && !to; j++)
            if (strcmp(lb->defs[j].name, u->name) == 0)
                to = &lb->defs[j];
        long long d = to ? ((long long)to->offset - (long long)(u->offset + 4)) / 4 : 0;
        const char *why = !to ? "is not defined in this text"
                          : d < INT16_MIN || d > INT16_MAX ? "is out of a branch's reach"
                                                           : NULL;
        if (why) {
            if (diag) {
                snprintf(diag->msg, sizeof diag->msg, "%s:%u:%u: error: label '%s' %s", fname,
                         u->line, u->col, u->name, why);
                diag->line = u->line;
                diag->col = u->col;
            }
            return VJ_ERR_ASM;
        }
        res->code[u->offset] = (uint8_t)((uint16_t)d & 0xff);
        res->code[u->offset + 1] = (uint8_t)((uint16_t)d >> 8);
    }
    return VJ_OK;
}

/* keep_going: every refused line is recorded (vj_asm_text_all). Scalar
 * lines (salu_asm.c) are assembled either way: they stand outside every run
 * (loc run VJ_ASM_NO_RUN), a run being straight-line vector ALU code, and a
 * block takes the ones lowering runs (issue 30), refusing the others by
 * name when it is translated. */
static vj_status assemble(vj_target target, unsigned wave_size, const char *text,
                          const char *filename, int keep_going, vj_asm_result *res, vj_diag *diag)
{
    memset(res, 0, sizeof *res);
    size_t cap = 0, lcap = 0, ecap = 0;
    const char *fname = filename ? filename : "<stdin>";
    unsigned lineno = 1, run = 0;
    int meta = 0, in_code = 1, run_open = 0; /* run_open: the current run has an instruction */
    vj_status st = VJ_OK;
    /* Branches to labels, in a text assembled whole (not going on after a
     * refused line, whose missing bytes would move every label after it). */
    labels lb = {0};
    for (const char *line = text; *line; lineno++) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        size_t at = 0;
        enum line_kind kind = classify(line, n, &meta, &in_code, &at);
        vj_inst inst;
        int count = 0;
        uint8_t bytes[12];
        size_t nb = 0;
        vj_diag d;
        int scalar = 0;
        memset(&d, 0, sizeof d);
        if (kind == L_DATA) {
            snprintf(d.msg, sizeof d.msg, "%s:%u:%zu: error: a data directive: vop3jit assembles "
                     "instructions only", fname, lineno, at + 1);
            d.line = lineno;
            d.col = (unsigned)at + 1;
            st = VJ_ERR_UNSUPPORTED;
        } else if (kind == L_CODE || kind == L_LABEL) {
            char *copy = malloc(n + 1);
            if (!copy) {
                st = out_of_memory(diag);
                break;
            }
            /* a label's characters become blanks: columns stay the text's */
            memcpy(copy, line, n);
            memset(copy, ' ', at);
            copy[n] = '\0';
            if (kind == L_LABEL && in_code && !keep_going) {
                size_t i = 0;
                while (line[i] == ' ' || line[i] == '\t')
                    i++;
                if (!grow((void **)&lb.defs, &lb.dcap, lb.ndefs + 1, sizeof *lb.defs) ||
                    !(lb.defs[lb.ndefs].name = dup_n(line + i, at - 1 - i))) {
                    free(copy);
                    st = out_of_memory(diag);
                    break;
                }
                lb.defs[lb.ndefs++].offset = res->len;
            }
            fixup use = {NULL, res->len, lineno, 0};
            int to_label = keep_going ? 0 : label_operand(target, copy, &use);
            if (to_label < 0 ||
                (to_label && !grow((void **)&lb.uses, &lb.ucap, lb.nuses + 1, sizeof *lb.uses))) {
                free(use.name);
                free(copy);
                st = out_of_memory(diag);
                break;
            }
            if (to_label)
                lb.uses[lb.nuses++] = use;
            vj_sinst sc;
            vj_minst mc;
            if (vj_salu_asm_line(target, copy, fname, lineno, &sc, &st, &d)) {
                count = st == VJ_OK;
                scalar = 1;
                if (count)
                    nb = vj_salu_encode(&sc, bytes);
            } else if (vj_mem_asm_line(target, copy, fname, lineno, &mc, &st, &d)) {
                count = st == VJ_OK; /* memory (mem_asm.c): outside every run too */
                scalar = 1;
                if (count)
                    nb = vj_mem_encode(&mc, bytes);
            } else {
                st = vj_asm_line(target, wave_size, copy, fname, lineno, &inst, &count, &d);
            }
            free(copy);
            if (st == VJ_OK && count == 1 && !scalar) {
                st = vj_encode(&inst, bytes, &nb, &d);
                if (st != VJ_OK) {
                    /* The assembler should not hand over what cannot be encoded. */
                    char msg[300];
                    snprintf(msg, sizeof msg, "%s:%u:1: error: %s", fname, lineno, d.msg);
                    memcpy(d.msg, msg, sizeof d.msg - 1);
                    d.msg[sizeof d.msg - 1] = '\0';
                    d.line = lineno;
                    d.col = 1;
                }
            }
        }
        /* a label, a refused line or data ends the run */
        if ((kind == L_LABEL || kind == L_DATA || st != VJ_OK || scalar) && run_open) {
            run++;
            run_open = 0;
        }
        if (st != VJ_OK && st != VJ_ERR_NOMEM && keep_going) {
            if (!grow((void **)&res->errors, &ecap, res->nerrors + 1, sizeof *res->errors)) {
                st = out_of_memory(diag);
                break;
            }
            vj_asm_error *e = &res->errors[res->nerrors++];
            e->status = st;
            e->line = d.line ? d.line : lineno;
            e->col = d.col ? d.col : 1;
            memcpy(e->msg, d.msg, sizeof e->msg);
            st = VJ_OK;
            count = 0;
        }
        if (st != VJ_OK) {
            if (diag)
                *diag = d;
            break;
        }
        if (count == 1) {
            if (!grow((void **)&res->code, &cap, res->len + nb, 1) ||
                !grow((void **)&res->locs, &lcap, res->nlocs + 1, sizeof *res->locs)) {
                st = out_of_memory(diag);
                break;
            }
            unsigned col = (unsigned)at + 1;
            while (col <= n && (line[col - 1] == ' ' || line[col - 1] == '\t'))
                col++;
            res->locs[res->nlocs++] =
                (vj_asm_loc){res->len, lineno, col, scalar ? VJ_ASM_NO_RUN : run};
            memcpy(res->code + res->len, bytes, nb);
            res->len += nb;
            run_open = !scalar;
        }
        line = eol ? eol + 1 : line + n;
    }
    res->nruns = run + (run_open ? 1u : 0u);
    if (st == VJ_OK)
        st = resolve_labels(&lb, res, fname, diag);
    labels_free(&lb);
    if (st != VJ_OK) {
        vj_asm_result_free(res);
        return st;
    }
    if (!res->code) { /* an empty text is no bytes, but a buffer */
        res->code = malloc(1);
        if (!res->code)
            return out_of_memory(diag);
    }
    return VJ_OK;
}

vj_status vj_asm_text(vj_target target, unsigned wave_size, const char *text, const char *filename,
                      vj_asm_result *res, vj_diag *diag)
{
    return assemble(target, wave_size, text, filename, 0, res, diag);
}

vj_status vj_asm_text_all(vj_target target, unsigned wave_size, const char *text,
                          const char *filename, vj_asm_result *res, vj_diag *diag)
{
    return assemble(target, wave_size, text, filename, 1, res, diag);
}

const vj_asm_loc *vj_asm_loc_of(const vj_asm_result *res, size_t offset)
{
    size_t lo = 0, hi = res->nlocs;
    while (lo < hi) { /* offsets ascend: binary search */
        size_t mid = lo + (hi - lo) / 2;
        if (res->locs[mid].offset < offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < res->nlocs && res->locs[lo].offset == offset ? &res->locs[lo] : NULL;
}

void vj_asm_result_free(vj_asm_result *res)
{
    free(res->code);
    free(res->locs);
    free(res->errors);
    memset(res, 0, sizeof *res);
}
