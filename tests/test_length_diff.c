/* test_length_diff: instruction lengths (vj_describe) against llvm-mc-19
 * and llvm-objdump-19. (1) Random words of every target: each case is one
 * bracketed group of 24 bytes for llvm-mc --disassemble, which decodes a
 * group on its own; llvm's length of the group's first instruction is its
 * first encoding, unless a warning names the group's first byte (llvm calls
 * the word invalid; in a group it then drops the group's other bytes). A word llvm decodes must
 * get llvm's length from us; a word llvm rejects is only counted (we give every word of a class
 * its class's length, opcode defined or not, or call it invalid when no class has it). (2) Every
 * instruction of the kernel corpus: llvm-objdump-19's listing of each .o and llvm-mc-19's
 * encodings of each .s give the bytes and the lengths; branch targets and the flow kind are
 * checked against the listing's mnemonics and targets. Speaks TAP itself so
 * that a missing llvm-mc is a SKIP. VJ_DIFF_COUNT: random words in all
 * (default 20000, spread over the targets); VJ_DIFF_SEED: the seed. */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "frontend/frontend.h"

static uint64_t rnd(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static unsigned rn(uint64_t *s, unsigned n)
{
    return (unsigned)(rnd(s) % n);
}

static const struct {
    const char *mcpu;
    vj_target target;
} configs[] = {
    {"gfx908", VJ_GFX908},   {"gfx90a", VJ_GFX90A},   {"gfx942", VJ_GFX942},
    {"gfx1010", VJ_GFX1010}, {"gfx1030", VJ_GFX1030}, {"gfx1100", VJ_GFX1100},
    {"gfx1150", VJ_GFX1150}, {"gfx1200", VJ_GFX1200},
};
#define NCONFIGS (sizeof configs / sizeof configs[0])

static const char *llvm_mc;
static char llvm_objdump[512];
static char tmpdir[256];
static unsigned long printed;

static void report(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void report(const char *fmt, ...)
{
    if (printed++ >= 100)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("# MISMATCH ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
}

static char *slurp_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (cap - n < 4096) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

/* Run a command with stdout and stderr into files of tmpdir; 1 on success. */
static int run(const char *cmd, char **out, char **err)
{
    char full[2048], po[300], pe[300];
    snprintf(po, sizeof po, "%s/out.txt", tmpdir);
    snprintf(pe, sizeof pe, "%s/err.txt", tmpdir);
    snprintf(full, sizeof full, "%s >'%s' 2>'%s'", cmd, po, pe);
    if (system(full) == -1)
        return 0;
    *out = slurp_file(po);
    *err = slurp_file(pe);
    unlink(po);
    unlink(pe);
    return *out && *err;
}

/* The byte count of an "encoding: [..]" list (bytes may be fixup letters). */
static int encoding_bytes(const char *line, uint8_t *bytes, int max)
{
    const char *e = strstr(line, "encoding: [");
    if (!e)
        return -1;
    e += strlen("encoding: [");
    int n = 0;
    while (*e && *e != ']') {
        unsigned v = 0;
        if (e[0] == '0' && e[1] == 'x')
            v = (unsigned)strtoul(e, NULL, 16);
        if (n < max)
            bytes[n] = (uint8_t)v;
        n++;
        while (*e && *e != ',' && *e != ']')
            e++;
        if (*e == ',')
            e++;
    }
    return n;
}

/* ------------------------------------------------------------ random words */

#define GROUP 24 /* bytes per case: the longest instruction (GFX10 NSA, 20) and more */

/* Prefixes of a first dword, one per encoding class of some family (a
 * class's own on one family may be another's or nothing on the next:
 * llvm-mc says which): how many top bits, and their value. */
static const struct {
    unsigned bits, value;
} prefixes[] = {
    {1, 0x0},  {7, 0x3e}, {7, 0x3f},                          /* VOP2, VOPC, VOP1 */
    {2, 0x2},  {4, 0xb},  {9, 0x17d}, {9, 0x17e}, {9, 0x17f}, /* SOP2 SOPK SOP1 SOPC SOPP */
    {6, 0x30}, {6, 0x31}, {6, 0x32},  {6, 0x33},  {6, 0x34},  {6, 0x35}, {6, 0x36},
    {6, 0x37}, {6, 0x38}, {6, 0x39},  {6, 0x3a},  {6, 0x3b},  {6, 0x3c}, {6, 0x3d},
    {6, 0x3e}, {6, 0x3f}, {8, 0xc4},  {8, 0xcc},  {8, 0xcd},  {8, 0xce}, {9, 0x1a7},
    {8, 0xd3}, {8, 0xec}, {8, 0xed},  {8, 0xee},
};

/* A plausible 9-bit source code: a VGPR, an SGPR, an inline constant, a
 * literal, or one of the codes that select SDWA/DPP forms. */
static unsigned plausible_src(uint64_t *s)
{
    static const unsigned special[] = {0xff, 0xf9, 0xfa, 0xe9, 0xea, 0x6a, 0x7c, 0x7d, 0x7e};
    switch (rn(s, 5)) {
    case 0:
    case 1:
        return 256 + rn(s, 256);
    case 2:
        return rn(s, 102);
    case 3:
        return rn(s, 2) ? 128 + rn(s, 81) : 240 + rn(s, 9);
    default:
        return special[rn(s, sizeof special / sizeof special[0])];
    }
}

/* The prefixes of the vector ALU classes with a second dword of sources
 * (VOP3 on GFX9 and on GFX10+, VOP3P on both, VOPD), and their width. */
static const struct {
    unsigned bits, value;
} valu_prefixes[] = {{6, 0x34}, {6, 0x35}, {8, 0xcc}, {9, 0x1a7}, {6, 0x32}};

/* A random case: the first dword under a random prefix, the fields that
 * add dwords pushed toward the values that add them, and often the
 * modifier bits of VOP3-like words cleared (llvm rejects most otherwise).
 * One case in three is a vector ALU word with plausible sources (random
 * fields make nearly every VOP3 word invalid). */
static void random_case(uint64_t *s, uint8_t *b)
{
    uint32_t d[GROUP / 4];
    for (unsigned i = 0; i < GROUP / 4; i++)
        d[i] = (uint32_t)rnd(s);
    static const unsigned special[] = {0xff, 0xf9, 0xfa, 0xe9, 0xea};
    if (rn(s, 3) == 0) {
        unsigned k = rn(s, sizeof valu_prefixes / sizeof valu_prefixes[0]);
        unsigned bits = valu_prefixes[k].bits;
        d[0] = (d[0] & (0xffffffffu >> bits)) | valu_prefixes[k].value << (32 - bits);
        unsigned src[3] = {plausible_src(s), plausible_src(s), plausible_src(s)};
        if (rn(s, 3) == 0)
            src[2] = 0;
        if (rn(s, 6) == 0)
            src[1] = 0;
        if (valu_prefixes[k].value == 0x32) { /* VOPD: src0 X in dword 0, src0 Y in dword 1 */
            d[0] = (d[0] & ~0x1ffu) | src[0];
            d[1] = (d[1] & ~0x1ffu) | src[1];
        } else {
            d[0] &= rn(s, 4) ? ~0xff00u : ~0u;
            if (rn(s, 8) == 0)
                d[0] |= 0xff;
            d[1] = (rn(s, 4) ? 0 : d[1] & 0xf8000000u) | src[0] | src[1] << 9 | src[2] << 18;
        }
    } else {
        unsigned k = rn(s, sizeof prefixes / sizeof prefixes[0]);
        unsigned bits = prefixes[k].bits;
        d[0] = (d[0] & (0xffffffffu >> bits)) | prefixes[k].value << (32 - bits);
        switch (rn(s, 6)) {
        case 0:
            d[0] = (d[0] & ~0x1ffu) | special[rn(s, 5)];
            break;
        case 1:
            d[0] |= 0xff;
            break;
        case 2:
            d[0] |= 0xff00;
            break;
        default:
            break;
        }
        if (rn(s, 2)) {
            d[0] &= ~0xff00u;
            d[1] &= ~0xf8000000u;
        }
        switch (rn(s, 5)) {
        case 0:
            d[1] = (d[1] & ~0x1ffu) | special[rn(s, 5)];
            break;
        case 1:
            d[1] |= 0xffu << (9 * rn(s, 3));
            break;
        default:
            break;
        }
    }
    for (unsigned i = 0; i < GROUP / 4; i++)
        for (unsigned j = 0; j < 4; j++)
            b[4 * i + j] = (uint8_t)(d[i] >> (8 * j));
}

typedef struct {
    unsigned long compared, mismatches, llvm_invalid, ours_invalid_too, crashes;
} tally;

/* The group between cases: s_nop 0x7e5b on every target. */
static const uint8_t marker[4] = {0x5b, 0x7e, 0x80, 0xbf};
#define MARKER_TEXT "s_nop 0x7e5b"

static void put_group(FILE *f, const uint8_t *b, size_t n)
{
    fputc('[', f);
    for (size_t k = 0; k < n; k++)
        fprintf(f, "0x%02x%s", b[k], k + 1 < n ? " " : "]\n");
}

/* What llvm-mc printed for one group: how many instructions, and whether a
 * warning named the group. */
typedef struct {
    unsigned outputs;
    int warned_first; /* a warning at the group's first byte */
    int warned;       /* any warning in the group */
} group_out;

/* llvm-mc over cases [lo, hi): each case is two groups, each after a
 * marker: A, 24 bytes, says whether llvm decodes the first word; B, exactly
 * the bytes our length says, holds exactly one instruction and no warning
 * when llvm read exactly those bytes (fewer: a second instruction or a
 * warning follows; more: a warning at byte 0). llvm-mc-19 crashes on a few
 * words (its printer, e.g. some gfx908 SDWA words) and then loses its
 * buffered output: the run is split in halves until the crashing case is
 * alone, and that case is marked crashed. 0 when llvm-mc cannot be run. */
static int mc_run(const char *mcpu, const uint8_t *cases, const size_t *lens, unsigned lo,
                  unsigned hi, group_out *g, unsigned char *crashed)
{
    unsigned n = hi - lo;
    char in[300];
    snprintf(in, sizeof in, "%s/in.txt", tmpdir);
    FILE *f = fopen(in, "w");
    if (!f)
        return 0;
    for (unsigned i = lo; i < hi; i++) {
        put_group(f, marker, 4);
        put_group(f, cases + (size_t)i * GROUP, GROUP);
        put_group(f, marker, 4);
        put_group(f, cases + (size_t)i * GROUP, lens[i]);
    }
    fclose(f);
    char cmd[1200], *out = NULL, *err = NULL;
    /* no -show-encoding: llvm-mc-19 prints its own re-encoding, whose length
     * need not be the bytes it read, and crashes on more words with it */
    snprintf(cmd, sizeof cmd, "'%s' --disassemble -arch=amdgcn -mcpu=%s '%s'", llvm_mc, mcpu, in);
    if (!run(cmd, &out, &err))
        return 0;
    if (!getenv("VJ_DIFF_KEEP"))
        unlink(in);
    memset(g + 2 * lo, 0, 2 * n * sizeof *g);
    int crash = strstr(err, "Stack dump") != NULL;
    /* warnings: line 4i+2 is case i's A group, 4i+4 its B group */
    for (char *l = err; l && *l && !crash;) {
        char *nl = strchr(l, '\n');
        if (nl)
            *nl = '\0';
        char *w = strstr(l, "in.txt:");
        if (w && strstr(l, "warning: invalid instruction encoding")) {
            char *e;
            long line = strtol(w + 7, &e, 10), col = strtol(e + 1, NULL, 10);
            long i = (line - 1) / 4, kind = (line - 1) % 4;
            if (i < (long)n && (kind == 1 || kind == 3)) {
                group_out *o = &g[2 * (lo + i) + (kind == 3)];
                o->warned = 1;
                o->warned_first |= col == 2;
            }
        } else if (w && (strstr(l, ": warning:") || strstr(l, ": error:"))) {
            printf("# llvm-mc said: %s\n", l);
        }
        l = nl ? nl + 1 : NULL;
    }
    /* outputs: after the (2i+1)th marker come case i's A outputs, after the
     * (2i+2)th its B outputs */
    long markers = 0;
    for (char *l = out; l && *l && !crash;) {
        char *nl = strchr(l, '\n');
        if (nl)
            *nl = '\0';
        int inst = l[0] == '\t' && l[1] != '.' && l[1] != '\0';
        if (inst && strstr(l, MARKER_TEXT))
            markers++;
        else if (inst && markers > 0 && markers <= 2 * (long)n)
            g[2 * lo + markers - 1].outputs++;
        l = nl ? nl + 1 : NULL;
    }
    free(out);
    free(err);
    if (!crash && markers == 2 * (long)n)
        return 1;
    if (n == 1) {
        crashed[lo] = 1;
        return 1;
    }
    unsigned mid = lo + n / 2;
    return mc_run(mcpu, cases, lens, lo, mid, g, crashed) &&
           mc_run(mcpu, cases, lens, mid, hi, g, crashed);
}

/* n random cases of a target through llvm-mc and vj_describe; adds to t
 * and per class. 0 when llvm-mc cannot be run. */
static int diff_chunk(vj_target target, const char *mcpu, uint64_t *seed, unsigned n, tally *t,
                      tally *per_class)
{
    uint8_t *cases = malloc((size_t)n * GROUP);
    vj_inst_desc *descs = malloc((size_t)n * sizeof *descs);
    vj_status *sts = malloc((size_t)n * sizeof *sts);
    size_t *lens = malloc((size_t)n * sizeof *lens);
    group_out *g = calloc((size_t)n * 2, sizeof *g); /* A, B per case */
    unsigned char *crashed = calloc(n, 1);
    int ok = cases && descs && sts && lens && g && crashed;
    for (unsigned i = 0; ok && i < n; i++) {
        uint8_t *b = cases + (size_t)i * GROUP;
        random_case(seed, b);
        sts[i] = vj_describe(target, 0, b, GROUP, 0, &descs[i], NULL);
        lens[i] = sts[i] == VJ_OK ? descs[i].length : 4;
    }
    ok = ok && mc_run(mcpu, cases, lens, 0, n, g, crashed);
    for (unsigned i = 0; ok && i < n; i++) {
        const uint8_t *b = cases + (size_t)i * GROUP;
        const vj_inst_desc *d = &descs[i];
        group_out *A = &g[2 * i], *B = &g[2 * i + 1];
        tally *c = &per_class[d->cls];
        if (crashed[i]) {
            t->crashes++;
            continue;
        }
        if (A->warned_first || !A->outputs) {
            t->llvm_invalid++;
            c->llvm_invalid++;
            if (sts[i] != VJ_OK) {
                t->ours_invalid_too++;
                c->ours_invalid_too++;
            }
            continue;
        }
        t->compared++;
        c->compared++;
        if (sts[i] != VJ_OK || B->warned || B->outputs != 1) {
            t->mismatches++;
            c->mismatches++;
            report("%s %02x%02x%02x%02x %02x%02x%02x%02x: llvm-mc decodes it; ours %s %zu "
                   "bytes, %s",
                   mcpu, b[3], b[2], b[1], b[0], b[7], b[6], b[5], b[4],
                   vj_inst_class_name(d->cls), d->length,
                   sts[i] != VJ_OK   ? "invalid"
                   : B->warned_first ? "llvm-mc wants more"
                                     : "llvm-mc reads fewer");
        }
    }
    free(cases);
    free(descs);
    free(sts);
    free(lens);
    free(g);
    free(crashed);
    return ok;
}

/* ---------------------------------------------------------- kernel corpus */

/* The flow llvm's mnemonic implies (the expectation, written from the ISA). */
static vj_inst_flow flow_of_mnemonic(const char *m)
{
    static const struct {
        const char *prefix;
        vj_inst_flow flow;
    } rows[] = {
        {"s_branch", VJ_FLOW_JUMP},        {"s_cbranch_", VJ_FLOW_BRANCH},
        {"s_endpgm", VJ_FLOW_END},         {"s_code_end", VJ_FLOW_END},
        {"s_setpc_b64", VJ_FLOW_INDIRECT}, {"s_swappc_b64", VJ_FLOW_CALL},
        {"s_call_b64", VJ_FLOW_CALL},      {"s_trap", VJ_FLOW_TRAP},
        {"s_rfe_b64", VJ_FLOW_INDIRECT},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        if (!strncmp(m, rows[i].prefix, strlen(rows[i].prefix)))
            return rows[i].flow;
    return VJ_FLOW_NONE;
}

typedef struct {
    uint8_t *code;
    size_t len, cap;
    size_t *offs, *lens, n, capn; /* each instruction's offset and llvm's length */
    char (*mnem)[40];
    long *targets; /* the listing's branch target, byte offset in the section, or -1 */
} listing;

static int listing_add(listing *L, const uint8_t *b, size_t n, const char *mnem, long target)
{
    if (L->len + n > L->cap) {
        L->cap = (L->len + n) * 2 + 1024;
        L->code = realloc(L->code, L->cap);
    }
    if (L->n == L->capn) {
        L->capn = L->capn * 2 + 256;
        L->offs = realloc(L->offs, L->capn * sizeof *L->offs);
        L->lens = realloc(L->lens, L->capn * sizeof *L->lens);
        L->mnem = realloc(L->mnem, L->capn * sizeof *L->mnem);
        L->targets = realloc(L->targets, L->capn * sizeof *L->targets);
    }
    if (!L->code || !L->offs || !L->lens || !L->mnem || !L->targets)
        return 0;
    memcpy(L->code + L->len, b, n);
    L->offs[L->n] = L->len;
    L->lens[L->n] = n;
    snprintf(L->mnem[L->n], sizeof L->mnem[0], "%s", mnem);
    L->targets[L->n] = target;
    L->n++;
    L->len += n;
    return 1;
}

static void listing_free(listing *L)
{
    free(L->code);
    free(L->offs);
    free(L->lens);
    free(L->mnem);
    free(L->targets);
}

/* The first word of an instruction line (its mnemonic). */
static void mnemonic(const char *l, char *m, size_t size)
{
    while (*l == ' ' || *l == '\t')
        l++;
    size_t k = 0;
    while (l[k] && !isspace((unsigned char)l[k]) && k + 1 < size) {
        m[k] = l[k];
        k++;
    }
    m[k] = '\0';
}

/* llvm-objdump -d of a .o: "  mnemonic ...  // 0000000000A8: DWORD DWORD <sym+0x1c>". */
static int parse_objdump(char *text, listing *L)
{
    long sym_base = 0;
    for (char *l = text; l && *l;) {
        char *nl = strchr(l, '\n');
        if (nl)
            *nl = '\0';
        char *sep = strstr(l, "// ");
        if (isxdigit((unsigned char)l[0]) && strchr(l, '<') && strstr(l, ">:")) {
            sym_base = strtol(l, NULL, 16);
        } else if (sep && (l[0] == '\t' || l[0] == ' ')) {
            char *e;
            strtoul(sep + 3, &e, 16);
            if (*e == ':') {
                uint8_t b[32];
                size_t n = 0;
                for (e++;;) {
                    while (*e == ' ')
                        e++;
                    char *e2;
                    unsigned long dw = strtoul(e, &e2, 16);
                    if (e2 - e != 8 || (*e2 && *e2 != ' ') || n + 4 > sizeof b)
                        break;
                    for (int k = 0; k < 4; k++)
                        b[n++] = (uint8_t)(dw >> (8 * k));
                    e = e2;
                }
                long target = -1;
                char *lt = strchr(e, '<'), *plus = lt ? strchr(lt, '+') : NULL;
                if (lt)
                    target = plus ? sym_base + strtol(plus + 1, NULL, 16) : sym_base;
                char m[40];
                mnemonic(l, m, sizeof m);
                if (n && !listing_add(L, b, n, m, target))
                    return 0;
            }
        }
        l = nl ? nl + 1 : NULL;
    }
    return 1;
}

/* llvm-mc -show-encoding of a .s: "  mnemonic ...  ; encoding: [0x..,...]". */
static int parse_mc(char *text, listing *L)
{
    for (char *l = text; l && *l;) {
        char *nl = strchr(l, '\n');
        if (nl)
            *nl = '\0';
        uint8_t b[32];
        int n = encoding_bytes(l, b, 32);
        if (n > 0) {
            char m[40];
            mnemonic(l, m, sizeof m);
            if (n > 32 || !listing_add(L, b, (size_t)n, m, -1))
                return 0;
        }
        l = nl ? nl + 1 : NULL;
    }
    return 1;
}

/* Walk a listing with vj_describe; returns the mismatches. */
static unsigned long check_listing(const char *name, vj_target target, const listing *L)
{
    unsigned long bad = 0;
    for (size_t i = 0; i < L->n; i++) {
        vj_inst_desc d;
        vj_report r;
        vj_status st = vj_describe(target, 0, L->code, L->len, L->offs[i], &d, &r);
        vj_inst_flow want = flow_of_mnemonic(L->mnem[i]);
        long tgt = d.has_target ? (long)L->offs[i] + (long)d.target : -1;
        /* s_cbranch_execz etc. name a target in the listing; so may others
         * (a symbol operand): only the branches are held to it. */
        int tgt_bad = want != VJ_FLOW_NONE && L->targets[i] >= 0 && tgt != L->targets[i];
        if (st != VJ_OK || d.length != L->lens[i] || d.flow != want || tgt_bad) {
            bad++;
            report("%s offset 0x%zx %s: llvm %zu bytes, ours %zu %s flow %d (want %d) target "
                   "%ld (want %ld) %s",
                   name, L->offs[i], L->mnem[i], L->lens[i], d.length, vj_inst_class_name(d.cls),
                   d.flow, want, tgt, L->targets[i], st == VJ_OK ? "" : r.text.msg);
        }
    }
    return bad;
}

static const char *const kernels[] = {"bitonic", "bytes",  "crc32",    "md5",          "mix64",
                                      "murmur3", "sha256", "xxhash32", "popcount_hist"};
static const struct {
    const char *name;
    vj_target target;
} kernel_targets[] = {{"gfx1100", VJ_GFX1100}, {"gfx90a", VJ_GFX90A}};

int main(void)
{
    llvm_mc = getenv("LLVM_MC");
    if (!llvm_mc || !*llvm_mc || access(llvm_mc, X_OK) != 0) {
        printf("1..0 # SKIP llvm-mc-19 not installed\n");
        return 0;
    }
    /* llvm-objdump-19 lives beside llvm-mc-19 */
    snprintf(llvm_objdump, sizeof llvm_objdump, "%s", llvm_mc);
    char *mc = strstr(llvm_objdump, "llvm-mc");
    if (mc) {
        char rest[256];
        snprintf(rest, sizeof rest, "%s", mc + strlen("llvm-mc"));
        snprintf(mc, sizeof llvm_objdump - (size_t)(mc - llvm_objdump), "llvm-objdump%s", rest);
    }
    int have_objdump = mc && access(llvm_objdump, X_OK) == 0;
    const char *data = getenv("VJ_TESTDATA");
    const char *cs = getenv("VJ_DIFF_COUNT");
    unsigned long count = cs && *cs ? strtoul(cs, NULL, 10) : 20000;
    const char *ss = getenv("VJ_DIFF_SEED");
    uint64_t seed = ss && *ss ? strtoull(ss, NULL, 0) : 0x1e6f0b3ull;
    const char *td = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/vj-len-XXXXXX", td && *td ? td : "/tmp");
    if (!mkdtemp(tmpdir)) {
        printf("1..0 # SKIP cannot make a temporary directory\n");
        return 0;
    }
    size_t nk = sizeof kernels / sizeof kernels[0];
    size_t nt = sizeof kernel_targets / sizeof kernel_targets[0];
    printf("1..%zu\n", NCONFIGS + 2 * nk * nt);
    printf("# seed 0x%llx, %lu random cases\n", (unsigned long long)seed, count);
    unsigned per = (unsigned)((count + NCONFIGS - 1) / NCONFIGS);
    unsigned tn = 0;
    int failed = 0;
    for (size_t k = 0; k < NCONFIGS; k++) {
        tally t = {0, 0, 0, 0, 0}, cls[VJ_CLASS_COUNT];
        memset(cls, 0, sizeof cls);
        for (unsigned done = 0; done < per;) {
            unsigned chunk = per - done > 2000 ? 2000 : per - done;
            if (!diff_chunk(configs[k].target, configs[k].mcpu, &seed, chunk, &t, cls)) {
                printf("Bail out! could not run or follow llvm-mc\n");
                return 1;
            }
            done += chunk;
        }
        printf("%s %u - lengths %s: %u words, %lu decoded by llvm-mc, %lu mismatches; "
               "%lu llvm-mc rejects (%lu of them we call invalid too); llvm-mc crashed on "
               "%lu\n",
               t.mismatches ? "not ok" : "ok", ++tn, configs[k].mcpu, per, t.compared,
               t.mismatches, t.llvm_invalid, t.ours_invalid_too, t.crashes);
        for (unsigned c = 0; c < VJ_CLASS_COUNT; c++)
            if (cls[c].compared || cls[c].llvm_invalid)
                printf("#   %-8s %7lu compared %4lu mismatches %7lu rejected by llvm-mc\n",
                       vj_inst_class_name((vj_inst_class)c), cls[c].compared, cls[c].mismatches,
                       cls[c].llvm_invalid);
        failed |= t.mismatches != 0;
    }
    for (size_t t = 0; t < nt; t++)
        for (size_t k = 0; k < nk; k++)
            for (int obj = 0; obj < 2; obj++) {
                char name[128], path[600], cmd[1400];
                snprintf(name, sizeof name, "%s.%s.%s", kernels[k], kernel_targets[t].name,
                         obj ? "o" : "s");
                snprintf(path, sizeof path, "%s/kernels/%s", data ? data : "tests/data", name);
                ++tn;
                if ((obj && !have_objdump) || access(path, R_OK) != 0) {
                    printf("ok %u - %s # SKIP %s\n", tn, name,
                           obj && !have_objdump ? "no llvm-objdump-19" : "not found");
                    continue;
                }
                if (obj)
                    snprintf(cmd, sizeof cmd, "'%s' -d --mcpu=%s '%s'", llvm_objdump,
                             kernel_targets[t].name, path);
                else
                    snprintf(cmd, sizeof cmd, "'%s' -arch=amdgcn -mcpu=%s -show-encoding '%s'",
                             llvm_mc, kernel_targets[t].name, path);
                char *out, *err;
                listing L = {0};
                if (!run(cmd, &out, &err) || !(obj ? parse_objdump(out, &L) : parse_mc(out, &L))) {
                    printf("Bail out! could not run or read %s\n", cmd);
                    return 1;
                }
                unsigned long bad = check_listing(name, kernel_targets[t].target, &L);
                printf("%s %u - corpus %s: %zu instructions, %zu bytes, %lu mismatches\n",
                       bad || !L.n ? "not ok" : "ok", tn, name, L.n, L.len, bad);
                failed |= bad || !L.n;
                listing_free(&L);
                free(out);
                free(err);
            }
    rmdir(tmpdir);
    return failed ? 1 : 0;
}
