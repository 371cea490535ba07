/* strbuf: the one string builder (see strbuf.h). It formats and grows a
 * buffer; it knows nothing of what the text says. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/strbuf.h"

void vj_sb_fixed(vj_strbuf *sb, char *buf, size_t size)
{
    sb->s = buf;
    sb->len = 0;
    sb->cap = size;
    sb->grows = 0;
    if (size)
        buf[0] = '\0';
}

void vj_sb_heap(vj_strbuf *sb, size_t initial)
{
    sb->cap = initial ? initial : 64;
    sb->s = malloc(sb->cap);
    sb->len = 0;
    sb->grows = 1;
    if (sb->s)
        sb->s[0] = '\0';
}

/* Make room for n more bytes and the NUL in a heap buffer; 0 if it cannot. */
static int reserve(vj_strbuf *sb, size_t n)
{
    if (sb->len + n < sb->cap)
        return 1;
    size_t ncap = (sb->cap + n) * 2;
    char *ns = realloc(sb->s, ncap);
    if (!ns) {
        free(sb->s);
        sb->s = NULL;
        return 0;
    }
    sb->s = ns;
    sb->cap = ncap;
    return 1;
}

static void vput(vj_strbuf *sb, const char *fmt, va_list ap)
{
    if (!sb->s && sb->grows)
        return;
    va_list again;
    va_copy(again, ap);
    size_t room = sb->len < sb->cap ? sb->cap - sb->len : 0;
    int n = vsnprintf(room ? sb->s + sb->len : NULL, room, fmt, ap);
    if (n > 0 && sb->grows && (size_t)n >= room) {
        if (reserve(sb, (size_t)n))
            vsnprintf(sb->s + sb->len, sb->cap - sb->len, fmt, again);
        else
            n = 0;
    }
    va_end(again);
    if (n > 0)
        sb->len += (size_t)n;
}

void vj_sb_printf(vj_strbuf *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vput(sb, fmt, ap);
    va_end(ap);
}

void vj_sb_puts(vj_strbuf *sb, const char *s)
{
    vj_sb_printf(sb, "%s", s);
}
