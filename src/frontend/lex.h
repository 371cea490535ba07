/* lex: the token helpers the table-driven assemblers share (salu_asm.c,
 * mem_asm.c): blanks, the end of a line (a ';' or '//' comment too), one
 * character, an integer, a whole word. Each returns 0 and leaves *pp
 * alone when the text is not what it looks for. asm.c keeps its own
 * (its numbers are operands with float forms). */
#ifndef VJ_FRONTEND_LEX_H
#define VJ_FRONTEND_LEX_H

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static inline const char *skipws(const char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}

static inline int at_end(const char *p)
{
    p = skipws(p);
    return *p == '\0' || *p == '\n' || *p == '\r' || *p == ';' || (p[0] == '/' && p[1] == '/');
}

static inline int expect(const char **pp, char c)
{
    const char *p = skipws(*pp);
    if (*p != c)
        return 0;
    *pp = p + 1;
    return 1;
}

/* An integer (decimal, 0x hex, optional sign): 1 and *v, *pp moved. */
static inline int parse_int(const char **pp, long long *v)
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

static inline int word_is(const char **pp, const char *w)
{
    size_t n = strlen(w);
    const char *p = skipws(*pp);
    if (strncmp(p, w, n) != 0 || isalnum((unsigned char)p[n]) || p[n] == '_')
        return 0;
    *pp = p + n;
    return 1;
}

#endif
