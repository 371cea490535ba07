/* seedgen: writes the harnesses' seed corpora from test data. Each assembly
 * file seeds fuzz_asm (whole, and line by line) and, assembled for every
 * target, fuzz_disasm, fuzz_pipeline and fuzz_region, and its state comments seed
 * fuzz_statefile, as does any other file given.
 *   usage: seedgen OUTDIR FILE...   (OUTDIR/<harness>/ must exist) */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vop3jit.h"

static int failures;

static void put(const char *dir, const char *harness, const char *name, const char *suffix,
                const void *a, size_t alen, const void *b, size_t blen)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%s/%s%s", dir, harness, name, suffix);
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(a, 1, alen, f) != alen || (blen && fwrite(b, 1, blen, f) != blen)) {
        perror(path);
        failures++;
    }
    if (f && fclose(f) != 0)
        failures++;
}

static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return NULL;
    }
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap) {
            char *nb = realloc(buf, 2 * cap + 1);
            if (!nb)
                free(buf);
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf) {
        buf[n] = '\0';
        *len = n;
    }
    return buf;
}

/* Test programs carry their wave state in comments (";= v1 = 0x..." sets,
 * ";? v3 = 0x..." expects): those lines, unprefixed, seed the state parser. */
static void seed_state(const char *out, const char *base, const char *text)
{
    size_t cap = strlen(text) + 1, n = 0;
    char *state = malloc(cap);
    if (!state)
        return;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len > 2 && p[0] == ';' && (p[1] == '=' || p[1] == '?')) {
            memcpy(state + n, p + 2, len - 2);
            n += len - 2;
            state[n++] = '\n';
        }
        p += len + (e != NULL);
    }
    if (n)
        put(out, "fuzz_statefile", base, ".state", state, n, NULL, 0);
    free(state);
}

static void seed_asm(const char *out, const char *base, const char *text)
{
    put(out, "fuzz_asm", base, "", text, strlen(text), NULL, 0);
    seed_state(out, base, text);
    /* Each instruction line alone too: short seeds mutate better. */
    unsigned lineno = 0;
    for (const char *p = text; *p;) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        lineno++;
        if (n > 0 && p[0] != ';' && p[0] != '#' && p[0] != '/' && lineno <= 64) {
            char suffix[32];
            snprintf(suffix, sizeof suffix, ".line%u", lineno);
            put(out, "fuzz_asm", base, suffix, p, n, NULL, 0);
        }
        p += n + (e != NULL);
    }
    for (unsigned t = 0; t < VJ_TARGET_COUNT; t++) {
        vj_options o;
        vj_options_init(&o);
        o.target = (vj_target)t;
        vj_context *ctx = vj_context_new(&o, NULL);
        uint8_t *code = NULL;
        size_t len = 0;
        if (ctx && vj_assemble(ctx, text, base, &code, &len) == VJ_OK) {
            char suffix[32];
            snprintf(suffix, sizeof suffix, ".%s", vj_target_name((vj_target)t));
            put(out, "fuzz_disasm", base, suffix, code, len, NULL, 0);
            /* fuzz_pipeline header: target and wave, flags, 8 seed bytes. */
            for (unsigned flags = 0; flags < 4; flags++) {
                uint8_t hdr[10] = {(uint8_t)(t | (vj_target_default_wave((vj_target)t) == 64
                                                      ? 16 : 0)),
                                   (uint8_t)flags, 1, 2, 3, 4, 5, 6, 7, (uint8_t)t};
                snprintf(suffix, sizeof suffix, ".%s.f%u", vj_target_name((vj_target)t), flags);
                put(out, "fuzz_pipeline", base, suffix, hdr, sizeof hdr, code, len);
            }
            /* fuzz_region: the same header, byte 1 the start (the first dword) */
            uint8_t rhdr[10] = {(uint8_t)(t | (vj_target_default_wave((vj_target)t) == 64
                                                   ? 16 : 0)),
                                0, 1, 2, 3, 4, 5, 6, 7, (uint8_t)t};
            snprintf(suffix, sizeof suffix, ".%s", vj_target_name((vj_target)t));
            put(out, "fuzz_region", base, suffix, rhdr, sizeof rhdr, code, len);
        }
        vj_free(code);
        vj_context_free(ctx);
    }
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: seedgen OUTDIR FILE...\n");
        return 2;
    }
    for (int i = 2; i < argc; i++) {
        size_t len = 0;
        char *text = slurp(argv[i], &len);
        if (!text) {
            failures++;
            continue;
        }
        const char *base = strrchr(argv[i], '/');
        base = base ? base + 1 : argv[i];
        size_t bl = strlen(base);
        if (bl > 2 && strcmp(base + bl - 2, ".s") == 0)
            seed_asm(argv[1], base, text);
        else
            put(argv[1], "fuzz_statefile", base, "", text, len, NULL, 0);
        free(text);
    }
    return failures != 0;
}
