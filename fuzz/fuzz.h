/* fuzz: what the libFuzzer harnesses share: a finding is reported by
 * fuzz_finding(), which prints what differed and aborts so that libFuzzer
 * saves the input. Harness code only: never linked into the library. */
#ifndef VJ_FUZZ_H
#define VJ_FUZZ_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vop3jit.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

__attribute__((format(printf, 1, 2), noreturn)) static inline void
fuzz_finding(const char *fmt, ...)
{
    va_list ap;
    fputs("FUZZ FINDING: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    abort();
}

/* One context per target with default options, made on first use and kept
 * for the process's life (a harness runs many inputs). */
static inline vj_context *fuzz_context(vj_target t)
{
    static vj_context *ctx[VJ_TARGET_COUNT];
    if (!ctx[t]) {
        vj_options o;
        vj_options_init(&o);
        o.target = t;
        ctx[t] = vj_context_new(&o, NULL);
        if (!ctx[t])
            fuzz_finding("vj_context_new failed for %s", vj_target_name(t));
    }
    return ctx[t];
}

/* Print bytes as hex into buf (for messages). */
static inline const char *fuzz_hex(const uint8_t *p, size_t n, char *buf, size_t size)
{
    size_t o = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && o + 3 < size; i++)
        o += (size_t)snprintf(buf + o, size - o, "%02x", p[i]);
    return buf;
}

/* A copy of data with a terminating NUL (callers free it). */
static inline char *fuzz_cstr(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    if (size)
        memcpy(s, data, size);
    s[size] = '\0';
    return s;
}

/* An error message must say what went wrong: non-empty, one line. */
static inline void fuzz_check_message(const char *where, const char *msg)
{
    if (!msg || !msg[0])
        fuzz_finding("%s: failure with an empty error message", where);
    if (strchr(msg, '\n'))
        fuzz_finding("%s: error message spans lines: %s", where, msg);
}

/* Assembler refusals that llvm-mc-19 makes too of text its own disassembler
 * prints: the frontend follows llvm-mc, so these are not findings. */
static inline int asm_refusal_is_llvm_mc(const char *msg)
{
    return strstr(msg, "constant bus") || strstr(msg, "not supported on this GPU") ||
           strstr(msg, "not available on this GPU") ||
           strstr(msg, "literal operands are not supported") ||
           strstr(msg, "must be 64 bit aligned") || /* gfx90a+ VGPR pairs */
           /* VOPD register rules llvm-mc-19's assembler enforces and its
            * disassembler does not */
           strstr(msg, "must use different VGPR banks") ||
           strstr(msg, "one dst register must be even and the other odd") ||
           /* gfx942's assembler takes a dot product's default op_sel only; its
            * disassembler prints any (VJ_TF_DOT_DEFAULT_OPSEL) */
           strstr(msg, "invalid op_sel operand") ||
           /* gfx908's v_accvgpr_write_b32 from an SGPR: printed by the
            * disassembler, refused by the assembler */
           strstr(msg, "source operand must be either a VGPR or an inline constant");
}

#endif /* VJ_FUZZ_H */
