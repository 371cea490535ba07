/* diag: filling a vj_report, the decoder's and lowering's structured error
 * (status, byte offset, instruction index, message), and an assembler's
 * vj_diag. It formats only; callers decide what went wrong. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>

#include "frontend/frontend.h"

vj_status vj_report_set(vj_report *r, vj_status st, size_t offset, size_t index, const char *fmt,
                        ...)
{
    if (!r)
        return st;
    r->status = st;
    r->offset = offset;
    r->index = index;
    char *msg = r->text.msg;
    size_t size = sizeof r->text.msg;
    int k = 0;
    if (offset != VJ_DIAG_NONE)
        k = snprintf(msg, size, "byte offset %zu: ", offset);
    if (k < 0 || (size_t)k >= size)
        k = 0;
    r->msg_at = (unsigned)k;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + k, size - (size_t)k, fmt, ap);
    va_end(ap);
    return st;
}

const char *vj_report_message(const vj_report *r)
{
    return r->text.msg + r->msg_at;
}

void vj_diag_vset(vj_diag *d, const char *file, unsigned lineno, unsigned col, const char *fmt,
                  va_list ap)
{
    if (!d)
        return;
    char msg[160];
    vsnprintf(msg, sizeof msg, fmt, ap);
    snprintf(d->msg, sizeof d->msg, "%s:%u:%u: error: %s", file ? file : "<stdin>", lineno, col,
             msg);
    d->line = lineno;
    d->col = col;
}
