/* strbuf: the one string builder. Either into a caller's buffer with
 * snprintf's contract (it writes what fits, NUL-terminated, and counts the
 * full length) or into a growing heap buffer. Text only: no I/O here. */
#ifndef VJ_UTIL_STRBUF_H
#define VJ_UTIL_STRBUF_H

#include <stddef.h>

typedef struct vj_strbuf {
    char *s;    /* the text; NULL once a growing buffer failed to allocate */
    size_t len; /* the full length written so far (may exceed cap - 1 when fixed) */
    size_t cap;
    int grows; /* 1: heap buffer, reallocated as needed; 0: the caller's buffer */
} vj_strbuf;

/* Write into buf[size] (size may be 0); the text is NUL-terminated after each call. */
void vj_sb_fixed(vj_strbuf *sb, char *buf, size_t size);
/* Start a heap buffer of this many bytes; sb->s is NULL if that failed. The
 * caller frees sb->s. */
void vj_sb_heap(vj_strbuf *sb, size_t initial);

void vj_sb_printf(vj_strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void vj_sb_puts(vj_strbuf *sb, const char *s);

#endif /* VJ_UTIL_STRBUF_H */
