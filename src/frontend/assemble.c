/* assemble: a whole text of LLVM-syntax VOP3 assembly -> machine code, line
 * by line through asm.c and encode.c, with a map from each instruction's
 * byte offset to its source line and column. No context, no engine here. */
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

vj_status vj_asm_text(vj_target target, unsigned wave_size, const char *text, const char *filename,
                      vj_asm_result *res, vj_diag *diag)
{
    memset(res, 0, sizeof *res);
    size_t cap = 0, lcap = 0;
    const char *fname = filename ? filename : "<stdin>";
    unsigned lineno = 1;
    vj_status st = VJ_OK;
    for (const char *line = text; *line; lineno++) {
        const char *eol = strchr(line, '\n');
        size_t n = eol ? (size_t)(eol - line) : strlen(line);
        char *copy = malloc(n + 1);
        if (!copy) {
            st = out_of_memory(diag);
            break;
        }
        memcpy(copy, line, n);
        copy[n] = '\0';
        vj_inst inst;
        int count = 0;
        st = vj_asm_line(target, wave_size, copy, fname, lineno, &inst, &count, diag);
        free(copy);
        uint8_t bytes[12];
        size_t nb = 0;
        if (st == VJ_OK && count == 1) {
            st = vj_encode(&inst, bytes, &nb, diag);
            if (st != VJ_OK && diag) {
                /* The assembler should not hand over what cannot be encoded. */
                char msg[300];
                snprintf(msg, sizeof msg, "%s:%u:1: error: %s", fname, lineno, diag->msg);
                memcpy(diag->msg, msg, sizeof diag->msg - 1);
                diag->msg[sizeof diag->msg - 1] = '\0';
            }
        }
        if (st != VJ_OK)
            break;
        if (count == 1) {
            if (!grow((void **)&res->code, &cap, res->len + nb, 1) ||
                !grow((void **)&res->locs, &lcap, res->nlocs + 1, sizeof *res->locs)) {
                st = out_of_memory(diag);
                break;
            }
            unsigned col = 1;
            while (line[col - 1] == ' ' || line[col - 1] == '\t')
                col++;
            res->locs[res->nlocs++] = (vj_asm_loc){res->len, lineno, col};
            memcpy(res->code + res->len, bytes, nb);
            res->len += nb;
        }
        line = eol ? eol + 1 : line + n;
    }
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
    memset(res, 0, sizeof *res);
}
