/* test_frontend_diff: differential test of the frontend against llvm-mc-19.
 * Random VOP3 and VOP3P words (random fields, invalid modifier bits included) are
 * disassembled by both; random assembly lines are assembled by both. Every
 * disagreement is reported. A quarter of the words take their opcode from
 * the sweep (valu.def), mostly instructions we do not translate: our
 * verdict is then "unsupported" naming the mnemonic, which must be the one
 * llvm-mc prints (and the assembler, fed llvm-mc's text, must name it too). Speaks TAP itself so
 * that a missing llvm-mc is a SKIP, never a pass. VJ_DIFF_COUNT sets the number of encodings
 * (default 20000); VJ_DIFF_SEED the seed. The float ops' SDWA, DPP16, DPP8
 * and VOP3-DPP forms are drawn as the integer ones' are and counted apart
 * (room fdpp). */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "frontend/frontend.h"
#include "ir/ir.h"

/* splitmix64, as in testutil.h (this program has no Check runner). */
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

typedef struct {
    const char *mcpu;
    vj_target target;
    unsigned wave;
} config;

static const config configs[] = {
    {"gfx908", VJ_GFX908, 64},   {"gfx90a", VJ_GFX90A, 64},   {"gfx942", VJ_GFX942, 64},
    {"gfx1010", VJ_GFX1010, 32}, {"gfx1030", VJ_GFX1030, 32}, {"gfx1030", VJ_GFX1030, 64},
    {"gfx1100", VJ_GFX1100, 32}, {"gfx1100", VJ_GFX1100, 64}, {"gfx1150", VJ_GFX1150, 32},
    {"gfx1200", VJ_GFX1200, 32}, {"gfx1200", VJ_GFX1200, 64},
};
#define NCONFIGS (sizeof configs / sizeof configs[0])

static const char *llvm_mc;
static char tmpdir[256];
static unsigned long printed;

static void report(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void report(const char *fmt, ...)
{
    if (printed++ >= 200)
        return;
    va_list ap;
    va_start(ap, fmt);
    fputs("# MISMATCH ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
}

/* ---------------------------------------------------------- llvm-mc runs */

typedef struct {
    char *out, *err;
} mc_result;

static char *slurp(FILE *f)
{
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (cap - n < 4096) {
            char *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                return NULL;
            }
            buf = nb;
            cap *= 2;
        }
    }
    if (buf)
        buf[n] = '\0';
    return buf;
}

static int run_mc(const config *c, const char *input, int disasm, mc_result *r)
{
    char in[300], err[300], cmd[1200];
    snprintf(in, sizeof in, "%s/in.txt", tmpdir);
    snprintf(err, sizeof err, "%s/err.txt", tmpdir);
    FILE *f = fopen(in, "w");
    if (!f)
        return 0;
    fputs(input, f);
    fclose(f);
    snprintf(cmd, sizeof cmd, "'%s' -arch=amdgcn -mcpu=%s %s %s '%s' 2>'%s'", llvm_mc, c->mcpu,
             c->wave == 64 && c->target >= VJ_GFX1010 ? "-mattr=+wavefrontsize64" : "",
             disasm ? "--disassemble" : "-show-encoding", in, err);
    FILE *p = popen(cmd, "r");
    if (!p)
        return 0;
    if (getenv("VJ_DIFF_KEEP")) { /* keep each input for debugging */
        char keep[1400];
        snprintf(keep, sizeof keep, "cp '%s' '%s.%s.w%u.%s'", in, in, c->mcpu, c->wave,
                 disasm ? "dis" : "asm");
        if (system(keep) != 0)
            printf("# could not keep %s\n", in);
    }
    r->out = slurp(p);
    int status = pclose(p);
    if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) > 1) {
        /* the oracle itself failed (1 is its verdict on bad input): say so,
         * and keep what it failed on */
        char keep[1400];
        snprintf(keep, sizeof keep, "cp '%s' '%s.failed.%s.w%u.%s'", in, in, c->mcpu, c->wave,
                 disasm ? "dis" : "asm");
        int kept = system(keep) == 0;
        printf("# llvm-mc exited with status 0x%x on %s wave%u %s input%s%s%s\n", status,
               c->mcpu, c->wave, disasm ? "disassembly" : "assembly",
               kept ? " (kept as " : "", kept ? in : "", kept ? ".failed.*)" : "");
    }
    f = fopen(err, "r");
    r->err = f ? slurp(f) : NULL;
    if (f)
        fclose(f);
    return r->out && r->err;
}

/* Lines of stderr "FILE:LINE:COL: KIND: MSG": mark LINE in flags (1 = col 1)
 * and keep the message of the first diagnostic per line. */
static void parse_diags(const char *err, const char *kind, unsigned nlines, int *col, char **msg)
{
    char pat[32];
    snprintf(pat, sizeof pat, ": %s: ", kind);
    for (const char *p = err; p && *p;) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        const char *k = strstr(p, pat);
        if (k && k < p + n) {
            /* walk back over ":LINE:COL" */
            const char *q = k;
            const char *c2 = q;
            while (c2 > p && isdigit((unsigned char)c2[-1]))
                c2--;
            const char *c1 = c2 - 1;
            while (c1 > p && isdigit((unsigned char)c1[-1]))
                c1--;
            unsigned line = (unsigned)atoi(c1), cl = (unsigned)atoi(c2);
            if (line >= 1 && line <= nlines && col[line] == 0) {
                col[line] = (int)cl;
                if (msg) {
                    const char *m = k + strlen(pat);
                    size_t ml = (size_t)(p + n - m);
                    msg[line] = strndup(m, ml);
                }
            }
        }
        p = eol ? eol + 1 : p + n;
    }
}

/* -------------------------------------------------------- random words */

static const uint32_t interesting_literals[] = {
    0,           1,           64,          65,          0xffffffffu, 0xfffffff0u,
    0xffffffefu, 0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u,
    0xc0000000u, 0x40800000u, 0xc0800000u, 0x3e22f983u, 0x3c00u,     0x3ff00000u,
    0x80000000u, 0x7fffffffu, 0x12345678u, 0x100u,
};

/* A DPP16 dpp_ctrl value: one of a family's (the GCN3/Vega ISA's DPP_CTRL
 * table on GFX9, the RDNA ISA's on GFX10+, written out here), or now and
 * then any 9-bit value (llvm-mc-19 flags the others "Invalid dpp_ctrl"). */
static unsigned random_dpp_ctrl(uint64_t *s, vj_family fam)
{
    switch (rn(s, 10)) {
    case 0:
        return rn(s, 512);
    case 1:
        return rn(s, 256); /* quad_perm */
    case 2:
        return 0x100 + rn(s, 16); /* row_shl 1-15 (0x100 invalid) */
    case 3:
        return 0x110 + rn(s, 16); /* row_shr */
    case 4:
        return 0x120 + rn(s, 16); /* row_ror */
    case 5:
        return 0x130 + rn(s, 16); /* GFX9: wave_shl/rol/shr/ror 1 at 0x130/4/8/c */
    case 6:
        return 0x140 + rn(s, 4); /* row_mirror, row_half_mirror, GFX9's row_bcast:15/31 */
    case 7:
        return (fam == VJ_FAM_GFX9 ? 0x140 : 0x150) + rn(s, 32); /* row_share, row_xmask */
    default:
        return 0x100 + rn(s, 0x70);
    }
}

static unsigned random_src(uint64_t *s)
{
    switch (rn(s, 8)) {
    case 0:
        return rn(s, 128); /* scalar registers */
    case 1:
        return 128 + rn(s, 81); /* inline integers */
    case 2:
        return 209 + rn(s, 47); /* floats, specials, holes, literal */
    case 3:
        return 255;
    case 4:
        return 256 + rn(s, 256); /* VGPRs */
    case 5:
        return 250 + rn(s, 6);
    default:
        return rn(s, 512);
    }
}

/* llvm-mc-19 crashes on an SDWA select of 7; it also reads a GFX10 VOP3
 * word's literal as an SDWA dword when src0 is 0xf9 (the SDWA code): a
 * literal there keeps its select fields below 7. */
static uint32_t no_select7(uint32_t d)
{
    for (unsigned sh = 8; sh <= 24; sh += 8) /* dst_sel, src0_sel, src1_sel */
        if (((d >> sh) & 7) == 7)
            d ^= 1u << sh;
    return d;
}

/* A VOPD word (GFX11+): random fields, every OPX/OPY (invalid ones too),
 * the literal dword when a half needs one. */
static size_t random_vopd(uint64_t *s, uint8_t *b)
{
    unsigned opx = rn(s, 4) ? 8 + rn(s, 2) : rn(s, 16);
    unsigned opy = rn(s, 3) ? 8 + rn(s, 11) : rn(s, 32);
    unsigned src0x = rn(s, 3) ? 256 + rn(s, 256) : random_src(s);
    unsigned src0y = rn(s, 3) ? 256 + rn(s, 256) : random_src(s);
    unsigned v1x = rn(s, 4) ? rn(s, 256) : 0, v1y = rn(s, 4) ? rn(s, 256) : 0;
    uint32_t w0 = 0x32u << 26 | opx << 22 | opy << 17 | v1x << 9 | src0x;
    uint32_t w1 = rn(s, 256) << 24 | rn(s, 128) << 17 | v1y << 9 | src0y;
    for (int i = 0; i < 4; i++) {
        b[i] = (uint8_t)(w0 >> 8 * i);
        b[4 + i] = (uint8_t)(w1 >> 8 * i);
    }
    if (src0x != 255 && src0y != 255 && opx != 1 && opx != 2 && opy != 1 && opy != 2)
        return 8;
    uint32_t v =
        rn(s, 2) ? interesting_literals[rn(s, sizeof interesting_literals / 4)] : (uint32_t)rnd(s);
    for (int i = 0; i < 4; i++)
        b[8 + i] = (uint8_t)(v >> 8 * i);
    return 12;
}

static size_t put_words(uint8_t *b, const uint32_t *w, unsigned n)
{
    for (unsigned k = 0; k < n; k++)
        for (int i = 0; i < 4; i++)
            b[4 * k + i] = (uint8_t)(w[k] >> 8 * i);
    return 4 * n;
}

/* A source field: mostly a VGPR pair base (any register size reads it),
 * with clean set; any code otherwise. */
static unsigned sweep_src(uint64_t *s, int clean)
{
    return clean ? (rn(s, 4) ? 256 + 2 * rn(s, 64) : 2 * rn(s, 32)) : random_src(s);
}

/* A word of an opcode of the sweep (valu.def) on the target, whatever
 * insts.def says: mostly ones we do not translate, so that the decoder's
 * unsupported-by-name verdict is exercised. Clean words (VGPR operands, no
 * modifiers: most of them llvm-mc takes) or random fields; now and then an
 * SDWA, DPP or DPP8 form. */
static size_t random_sweep_word(uint64_t *s, vj_target target, uint8_t *b)
{
    vj_family fam = vj_target_family(target);
    const vj_valu_row *r;
    do
        r = &vj_valu_table[rn(s, (unsigned)vj_valu_count)];
    while (!vj_valu_on_target(r, target) || r->enc >= VJ_VE_VOPDX);
    int clean = rn(s, 3) != 0;
    unsigned vdst = clean ? 2 * rn(s, 64) : rn(s, 256), op = r->opcode;
    unsigned src[3] = {sweep_src(s, clean), sweep_src(s, clean), sweep_src(s, clean)};
    uint32_t w[3] = {0, 0, 0};
    unsigned form = rn(s, 4); /* 1: SDWA, 2: DPP, 3: DPP8, if the family has it */
    uint32_t lit =
        rn(s, 2) ? interesting_literals[rn(s, sizeof interesting_literals / 4)] : (uint32_t)rnd(s);
    if (r->enc <= VJ_VE_VOPC) {
        unsigned src0 = src[0], vsrc1 = src[1] & 0xff;
        if (form == 1 && fam <= VJ_FAM_GFX10)
            src0 = 0xf9;
        else if (form == 2)
            src0 = 0xfa;
        else if (form == 3 && fam >= VJ_FAM_GFX10)
            src0 = 0xe9;
        if (r->enc == VJ_VE_VOP2)
            w[0] = op << 25 | vdst << 17 | vsrc1 << 9 | src0;
        else if (r->enc == VJ_VE_VOP1)
            w[0] = 0x3fu << 25 | vdst << 17 | op << 9 | src0;
        else
            w[0] = 0x3eu << 25 | op << 17 | vsrc1 << 9 | src0;
        /* the second dword: SDWA (v2, the selects DWORD), DPP (identity
         * quad_perm, all rows and banks), DPP8 (identity), or a literal */
        /* (GFX10+: a random src0 of 0xea is DPP8 with fetch inactive) */
        int dpp8 = src0 == 0xe9 || (src0 == 0xea && fam >= VJ_FAM_GFX10);
        w[1] = src0 == 0xf9   ? 0x06060602u
               : src0 == 0xfa ? 0xff00e402u
               : dpp8         ? 0xfac68802u
                              : lit;
        if (src0 == 0xf9 && r->enc == VJ_VE_VOP1)
            w[1] &= 0x00ffffffu;
        if (src0 == 0xf9 && r->enc == VJ_VE_VOPC)
            w[1] &= 0xffff00ffu;
        /* (madak/madmk, fmaak/fmamk: the constant K always follows) */
        int k = strstr(r->name, "ak_f") || strstr(r->name, "mk_f");
        return put_words(b, w, src0 == 0xf9 || src0 == 0xfa || dpp8 || src0 == 255 || k ? 2 : 1);
    }
    unsigned nl = clean ? 0 : rn(s, 8);
    if (r->enc == VJ_VE_VOP3P) {
        w[0] = vdst | (clean ? 0 : rn(s, 64) << 8) | 1u << 14 | op << 16 |
               (fam == VJ_FAM_GFX9 ? 0x1a7u << 23 : 0xccu << 24);
        w[1] = 3u << 27 | nl << 29;
    } else {
        w[0] = vdst | (clean ? 0 : rn(s, 256) << 8) | op << 16 |
               (fam == VJ_FAM_GFX9 ? 0x34u : 0x35u) << 26;
        w[1] = nl << 29;
    }
    if (fam >= VJ_FAM_GFX11 && (form == 2 || form == 3))
        src[0] = form == 2 ? 250 : 233;
    w[1] |= src[0] | src[1] << 9 | src[2] << 18;
    int dpp = fam >= VJ_FAM_GFX11 && (src[0] == 250 || src[0] == 233 || src[0] == 234);
    int has_lit = fam != VJ_FAM_GFX9 && (src[0] == 255 || src[1] == 255 || src[2] == 255);
    w[2] = dpp              ? (src[0] == 250 ? 0xff00e402u : 0xfac68802u)
           : src[0] == 0xf9 ? no_select7(lit)
                            : lit;
    return put_words(b, w, dpp || has_lit ? 3 : 2);
}

static size_t random_word(uint64_t *s, vj_target target, uint8_t *b)
{
    vj_family fam = vj_target_family(target);
    if (fam >= VJ_FAM_GFX11 && rn(s, 5) == 0)
        return random_vopd(s, b);
    if (rn(s, 4) == 0)
        return random_sweep_word(s, target, b);
    vj_inst_id id;
    do
        id = (vj_inst_id)rn(s, VJ_I_COUNT);
    while (vj_inst_table[id].opcode[fam] < 0);
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    if (vj_inst_has_e32(id, fam) && rn(s, 2)) {
        /* The 32-bit form: VOP2 [0 OP VDST VSRC1 SRC0], VOP1 [0111111 VDST
         * OP SRC0], VOPC [0111110 OP VSRC1 SRC0], random fields. */
        unsigned op = vj_inst_e32_opcode(id, fam), src0 = random_src(s);
        unsigned vdst = rn(s, 256), vsrc1 = rn(s, 256);
        uint32_t w;
        switch (vj_inst_enc(id, fam)) {
        case VJ_ENC_VOP2:
            w = op << 25 | vdst << 17 | vsrc1 << 9 | src0;
            break;
        case VJ_ENC_VOP1:
            w = 0x3fu << 25 | vdst << 17 | op << 9 | src0;
            break;
        default:
            w = 0x3eu << 25 | op << 17 | vsrc1 << 9 | src0;
            break;
        }
        if (vj_sdwa_has_form(id, fam) && rn(s, 3) == 0) {
            /* SDWA: src0 0xf9 and a random second dword, its selects 0-6
             * (llvm-mc-19 crashes on a select of 7, which we call invalid) */
            w = (w & ~0x1ffu) | 0xf9;
            uint32_t d = (uint32_t)rnd(s);
            if (vj_inst_flags(id) & VJ_IF_FLOAT) { /* room fdpp: mostly a float op's bits */
                if (rn(s, 4))
                    d &= ~(1u << 19 | 1u << 27);
            } else if (rn(s, 2)) { /* mostly the bits an integer op may have */
                d &= ~(0x3u << 14 | 0x3u << 20 | 0x3u << 28);
            }
            d = no_select7(d);
            for (int i = 0; i < 4; i++) {
                b[i] = (uint8_t)(w >> 8 * i);
                b[4 + i] = (uint8_t)(d >> 8 * i);
            }
            return 8;
        }
        /* (a random src0 of 0xfa is DPP16 too: it gets its dword; half the
         * 32-bit words of an instruction whose DPP16 we take are DPP16) */
        if (rn(s, vj_inst_has_dpp16(id, target) ? 2 : 4) == 0 || src0 == 0xfa) {
            /* DPP16: src0 0xfa and a second dword, its VGPR in bits 7:0,
             * a control in 16:8, random FI, BOUND_CTRL and masks; mostly
             * without NEG/ABS (invalid on our integer ops) */
            w = (w & ~0x1ffu) | 0xfau;
            uint32_t d = (uint32_t)rnd(s);
            if (rn(s, 4) && !vj_inst_float_mods(id)) /* (a float op's: NEG/ABS bits) */
                d &= ~(0xfu << 20);
            else if (rn(s, 4) == 0 && vj_inst_float_mods(id))
                d &= ~(0xfu << 20);
            d = (d & ~(0x1ffu << 8)) | random_dpp_ctrl(s, fam) << 8;
            for (int i = 0; i < 4; i++) {
                b[i] = (uint8_t)(w >> 8 * i);
                b[4 + i] = (uint8_t)(d >> 8 * i);
            }
            return 8;
        }
        /* (a random src0 of 0xe9/0xea is DPP8 too: it gets its dword) */
        if (fam >= VJ_FAM_GFX10 && (rn(s, 4) == 0 || src0 == 0xe9 || src0 == 0xea)) {
            /* DPP8: src0 0xe9 (0xea: fetch inactive) and a random second
             * dword, its VGPR in bits 7:0 and eight lane selects above */
            w = (w & ~0x1ffu) | (rn(s, 2) ? 0xe9u : 0xeau);
            uint32_t d = (uint32_t)rnd(s);
            for (int i = 0; i < 4; i++) {
                b[i] = (uint8_t)(w >> 8 * i);
                b[4 + i] = (uint8_t)(d >> 8 * i);
            }
            return 8;
        }
        for (int i = 0; i < 4; i++)
            b[i] = (uint8_t)(w >> 8 * i);
        if (src0 != 255 && vj_inst_k_src(id) < 0) /* (fmaak/fmamk: K always follows) */
            return 4;
        uint32_t v = rn(s, 2) ? interesting_literals[rn(s, sizeof interesting_literals / 4)]
                              : (uint32_t)rnd(s);
        for (int i = 0; i < 4; i++)
            b[4 + i] = (uint8_t)(v >> 8 * i);
        return 8;
    }
    if (info->enc == VJ_ENC_VOP3P) {
        /* VOP3P: random modifier lanes (invalid third lanes included), the
         * assembler's all-ones OP_SEL_HI mostly, bit 23 now and then. */
        unsigned nl = rn(s, 4) == 0 ? 7 : (1u << nsrc) - 1;
        uint32_t lo = rn(s, 256) | (rnd(s) & nl) << 8 | (rnd(s) & nl) << 11 |
                      (rn(s, 4) ? 1u : rn(s, 2)) << 14 | rn(s, 2) << 15 |
                      (uint32_t)info->opcode[fam] << 16 |
                      (fam == VJ_FAM_GFX9 ? 0x1a7u << 23 : 0xccu << 24 | (rn(s, 32) == 0) << 23);
        unsigned src[3] = {0, 0, 0};
        for (unsigned i = 0; i < 3; i++)
            src[i] = i < nsrc || rn(s, 16) == 0 ? random_src(s) : 0;
        uint32_t hi = src[0] | src[1] << 9 | src[2] << 18 | (rn(s, 4) ? 3u : rn(s, 4)) << 27 |
                      (uint32_t)(rnd(s) & nl) << 29;
        for (int i = 0; i < 4; i++) {
            b[i] = (uint8_t)(lo >> 8 * i);
            b[4 + i] = (uint8_t)(hi >> 8 * i);
        }
        if ((src[0] != 255 && src[1] != 255 && src[2] != 255) || fam == VJ_FAM_GFX9)
            return 8;
        uint32_t v = rn(s, 2) ? interesting_literals[rn(s, sizeof interesting_literals / 4)]
                              : (uint32_t)rnd(s);
        if (src[0] == 0xf9)
            v = no_select7(v);
        for (int i = 0; i < 4; i++)
            b[8 + i] = (uint8_t)(v >> 8 * i);
        return 12;
    }
    unsigned mods = rn(s, 4) == 0; /* a quarter get random modifier bits */
    uint32_t lo = rn(s, 256) | (mods ? rn(s, 8) : 0) << 8 | rn(s, 16) << 11 |
                  (mods || rn(s, 8) == 0 ? rn(s, 2) : 0) << 15 |
                  (uint32_t)info->opcode[fam] << 16 | (fam == VJ_FAM_GFX9 ? 0x34u : 0x35u) << 26;
    unsigned src[3] = {0, 0, 0};
    for (unsigned i = 0; i < 3; i++)
        src[i] = i < nsrc || rn(s, 16) == 0 ? random_src(s) : 0;
    /* Cross-lane sources: mostly of their class (a VGPR, a scalar; room
     * lanes: a third source's class too). */
    for (unsigned i = 0; i < nsrc && i < 3; i++) {
        vj_src_class sc = vj_shape_src_class(info->shape, i);
        if ((sc == VJ_SC_VGPR || sc == VJ_SC_VGPR32) && rn(s, 2))
            src[i] = 256 + rn(s, 256);
        else if (sc != VJ_SC_ANY && rn(s, 2))
            src[i] = rn(s, 3) ? rn(s, 128) : 128 + rn(s, 81);
    }
    if ((vj_inst_flags(id) & VJ_IF_SRCMODS) && rn(s, 2))
        mods = 1;
    uint32_t hi = src[0] | src[1] << 9 | src[2] << 18 |
                  (mods && rn(s, 3) == 0 ? rn(s, 4) : 0) << 27 | (mods ? rn(s, 8) : 0) << 29;
    if ((vj_inst_flags(id) & VJ_IF_SRCMODS) && !(lo >> 8 & 4) && rn(s, 2))
        lo |= rn(s, 4) << 8; /* valid abs bits */
    for (int i = 0; i < 4; i++) {
        b[i] = (uint8_t)(lo >> 8 * i);
        b[4 + i] = (uint8_t)(hi >> 8 * i);
    }
    /* VOP3-DPP (GFX11+): half the VOP3 words of an instruction whose
     * VOP3-DPP we take (a quarter of the others) get src0 0xfa, 0xe9 or
     * 0xea and a random third dword (DPP16: a control drawn as for the
     * 32-bit forms); no literal (it would follow in a fourth dword). */
    /* (a random src0 of 0xfa/0xe9/0xea is VOP3-DPP too: it gets its dword,
     * or v0 where a literal is drawn) */
    int v3dpp = vj_inst_has_vop3_dpp(id, target, 16) || vj_inst_has_vop3_dpp(id, target, 8);
    int dcode = src[0] == 0xfa || src[0] == 0xe9 || src[0] == 0xea;
    if (fam >= VJ_FAM_GFX11 && dcode && (src[1] == 255 || src[2] == 255)) {
        hi = (hi & ~0x1ffu) | 0x100u;
        for (int i = 0; i < 4; i++)
            b[4 + i] = (uint8_t)(hi >> 8 * i);
    } else if (fam >= VJ_FAM_GFX11 && (rn(s, v3dpp ? 2 : 4) == 0 || dcode) && src[1] != 255 &&
               src[2] != 255) {
        unsigned s0 = rn(s, 2) ? 0xfa : rn(s, 2) ? 0xe9 : 0xea;
        hi = (hi & ~0x1ffu) | s0;
        uint32_t d = (uint32_t)rnd(s);
        if (s0 == 0xfa)
            d = (d & ~(0x1ffu << 8)) | random_dpp_ctrl(s, fam) << 8;
        for (int i = 0; i < 4; i++) {
            b[4 + i] = (uint8_t)(hi >> 8 * i);
            b[8 + i] = (uint8_t)(d >> 8 * i);
        }
        return 12;
    }
    int lit = 0;
    for (unsigned i = 0; i < 3; i++)
        lit |= src[i] == 255;
    if (!lit || fam == VJ_FAM_GFX9)
        return 8;
    uint32_t v =
        rn(s, 2) ? interesting_literals[rn(s, sizeof interesting_literals / 4)] : (uint32_t)rnd(s);
    if (src[0] == 0xf9)
        v = no_select7(v);
    for (int i = 0; i < 4; i++)
        b[8 + i] = (uint8_t)(v >> 8 * i);
    return 12;
}

/* ------------------------------------------------------------ disasm */

typedef struct {
    unsigned long compared, mismatches;
    unsigned long dpp; /* disasm: VOP3-DPP words; asm: symbolic lines, SDWA picks (out of scope) */
    /* unsupported by name: the name compared with llvm-mc's (valid words,
     * lines), or llvm-mc rejecting the fields, which we do not check */
    unsigned long named, named_rejected;
    unsigned long printed; /* of the named: printed in full (vj_valu_text) */
    unsigned long dpp16;   /* disasm: DPP16 words of ours compared, valid and invalid */
    unsigned long vop3dpp; /* disasm: VOP3-DPP words we decoded (not unsupported) */
    /* room fdpp: a float op's SDWA, DPP16, DPP8 and VOP3-DPP forms compared
     * (disasm: words llvm-mc and we decoded; asm: lines we assembled) */
    unsigned long fsdwa, fdpp16, fdpp8, fvop3dpp;
    /* issue 29 item 6: valid words of an integer row that lowering refuses
     * as "not modelled" (disasm: words llvm-mc and we decoded) */
    unsigned long int_not_modelled;
} tally;

/* Issue 29, item 6 (the integer residue): each distinct "not modelled"
 * refusal of a decoded integer row (its message without the position),
 * with a count, printed at the end; the goal is none. */
#define NRESIDUE 64
static struct {
    char msg[200];   /* the message, its name and numbers left out */
    char names[200]; /* the first few instructions it names */
    unsigned long n;
} residue[NRESIDUE];

static void count_residue(const vj_inst *in, unsigned wave, tally *t)
{
    if (in->salu || (!in->vopd && (vj_inst_flags(in->id) & VJ_IF_FLOAT)))
        return;
    char err[300] = "";
    if (vj_lower_check(in, wave, err, sizeof err) == VJ_OK || !strstr(err, "not modelled"))
        return;
    t->int_not_modelled++;
    /* "byte offset N: NAME: TEXT": the key is TEXT with its numbers as '#' */
    const char *m = strstr(err, ": ");
    m = m ? m + 2 : err;
    const char *txt = strstr(m, ": ");
    char name[64];
    snprintf(name, sizeof name, "%.*s", txt ? (int)(txt - m) : 0, m);
    txt = txt ? txt + 2 : m;
    char key[200];
    size_t kl = 0;
    for (const char *c = txt; *c && kl + 1 < sizeof key; c++) {
        if (c[0] == '0' && c[1] == 'x') {
            key[kl++] = '#';
            for (c += 2; isxdigit((unsigned char)*c); c++)
                ;
            c--;
            continue;
        }
        if (isdigit((unsigned char)*c)) {
            if (!kl || key[kl - 1] != '#')
                key[kl++] = '#';
            continue;
        }
        key[kl++] = *c;
    }
    key[kl] = '\0';
    for (unsigned k = 0; k < NRESIDUE; k++) {
        if (!residue[k].n)
            snprintf(residue[k].msg, sizeof residue[k].msg, "%s", key);
        else if (strcmp(residue[k].msg, key) != 0)
            continue;
        residue[k].n++;
        size_t nl = strlen(residue[k].names);
        char pat[70];
        snprintf(pat, sizeof pat, "%s ", name);
        if (!strstr(residue[k].names, pat) && nl + strlen(pat) + 4 < sizeof residue[k].names)
            snprintf(residue[k].names + nl, sizeof residue[k].names - nl, "%s", pat);
        return;
    }
}

/* Room fdpp: count a decoded or assembled float op's SDWA/DPP form. */
static void count_float_form(const vj_inst *in, tally *t)
{
    if (in->vopd || in->salu || !(vj_inst_flags(in->id) & VJ_IF_FLOAT))
        return;
    if (in->sdwa)
        t->fsdwa++;
    else if (in->dpp && !in->e32)
        t->fvop3dpp++;
    else if (in->dpp == 16)
        t->fdpp16++;
    else if (in->dpp == 8)
        t->fdpp8++;
}

/* The mnemonic an unsupported-by-name message names (VJ_VALU_UNSUPPORTED_FMT
 * after the position), or "" for another message. */
static void unsupported_name(const char *msg, char *out, size_t size)
{
    const char *e = strstr(msg, " is valid on ");
    out[0] = '\0';
    if (!e)
        return;
    const char *b = e;
    while (b > msg && b[-1] != ' ')
        b--;
    snprintf(out, size, "%.*s", (int)(e - b), b);
}

/* The first word of a text (an instruction's mnemonic). */
static void first_word(const char *text, char *out, size_t size)
{
    size_t n = strcspn(text, " \t");
    snprintf(out, size, "%.*s", (int)n, text);
}

static void append(char **buf, size_t *len, size_t *cap, const char *s)
{
    size_t n = strlen(s);
    if (*len + n + 1 > *cap) {
        while (*len + n + 1 > *cap)
            *cap *= 2;
        *buf = realloc(*buf, *cap);
    }
    memcpy(*buf + *len, s, n + 1);
    *len += n;
}

static void hexbytes(const uint8_t *b, size_t n, char *out)
{
    out[0] = '\0';
    for (size_t i = 0; i < n; i++)
        sprintf(out + strlen(out), "%s0x%02x", i ? "," : "", b[i]);
}

#define NMARK 6

/* Disassemble count random words with both; add valid texts to lines. */
static int diff_disasm(const config *c, uint64_t *seed, unsigned count, tally *t,
                       char ***texts_out)
{
    uint8_t(*words)[12] = malloc(count * sizeof *words);
    size_t *lens = malloc(count * sizeof *lens);
    size_t cap = 1 << 20, len = 0;
    char *in = malloc(cap);
    char **texts = calloc(count, sizeof *texts);
    in[0] = '\0';
    for (unsigned i = 0; i < count; i++) {
        char line[256];
        lens[i] = random_word(seed, c->target, words[i]);
        hexbytes(words[i], lens[i], line);
        strcat(line, "\n");
        append(&in, &len, &cap, line);
        /* NMARK "s_nop <marker>" words: what is left of an invalid word may
         * decode as a long instruction (MIMG NSA) that eats some of them */
        unsigned m = 0x1000 + i;
        line[0] = '\0';
        for (int k = 0; k < NMARK; k++)
            sprintf(line + strlen(line), "%s0x%02x,0x%02x,0x80,0xbf", k ? "," : "", m & 255,
                    m >> 8);
        strcat(line, "\n");
        append(&in, &len, &cap, line);
    }
    mc_result r;
    if (!run_mc(c, in, 1, &r)) {
        printf("# could not run %s\n", llvm_mc);
        return 0;
    }
    int *warn = calloc(2 * count + 2, sizeof *warn);
    parse_diags(r.err, "warning", 2 * count, warn, NULL);
    /* Walk stdout: each word's output lines, then its marker lines. */
    char *p = r.out;
    for (unsigned i = 0; i < count; i++) {
        char first[512] = "";
        unsigned want = 0x1000 + i;
        int nmark = 0, ngroup = 0;
        while (*p) {
            char *eol = strchr(p, '\n');
            size_t n = eol ? (size_t)(eol - p) : strlen(p);
            char *a = p, *e = p + n;
            while (a < e && isspace((unsigned char)*a))
                a++;
            while (e > a && isspace((unsigned char)e[-1]))
                e--;
            size_t tl = (size_t)(e - a);
            unsigned mv = 0;
            int marker = tl > 8 && strncmp(a, "s_nop 0x", 8) == 0 &&
                         sscanf(a + 8, "%x", &mv) == 1 && mv >= 0x1000 && mv < 0x1000 + count;
            /* A random word's own dword can be an s_nop in the markers' range
             * (gfx1200: 0xca2f2fbe 0xbf804afd is an invalid VOPD dword, then
             * "s_nop 0x4afd"): a later word's marker before any of this
             * word's is this word's text if this word's markers still come. */
            if (marker && mv > want && nmark == 0) {
                char pat[32];
                snprintf(pat, sizeof pat, "s_nop 0x%x\n", want);
                if (strstr(eol ? eol : e, pat))
                    marker = 0;
            }
            int is_marker = marker && mv == want;
            if ((nmark && !is_marker) || (marker && mv > want))
                break; /* the next word's output (this word ate all its markers) */
            if (is_marker)
                nmark++;
            else if (tl && !(tl == 5 && strncmp(a, ".text", 5) == 0) && ngroup++ == 0)
                snprintf(first, sizeof first, "%.*s", (int)tl, a);
            p = eol ? eol + 1 : e;
        }
        /* llvm-mc flags a word it prints with an "Invalid immediate"
         * operand (a mask destination that is a constant), with lds_direct
         * as a compare's mask destination, or with v128+ in a GFX11+ 16-bit
         * source of a 32-bit form ("Lo128" register classes): invalid. */
        /* So is a cross-lane operand outside its register class (a scalar
         * where v_readlane_b32 reads a VGPR, a VGPR as a lane select, a
         * scalar or constant where an AGPR move reads an AGPR). */
        /* And a DPP16 word whose control the target lacks (or, gfx90a's f64
         * DPP, a control other than row_newbcast). */
        int mc_valid = warn[2 * i + 1] != 1 && !strstr(first, "/*Invalid immediate*/") &&
                       !strstr(first, "/* Invalid dpp_ctrl value */") &&
                       !strstr(first, "/* DP ALU dpp only supports row_newbcast */") &&
                       !strstr(first, " is not supported starting from GFX10 */") &&
                       !strstr(first, " is not supported on ASICs earlier than GFX") &&
                       !strstr(first, "src_lds_direct/*Invalid register, operand has 'SReg_1'") &&
                       !strstr(first, "_32_Lo128' register class*/") &&
                       !strstr(first, "operand has 'VRegOrLds_32' register class*/") &&
                       !strstr(first, "operand has 'SRegOrLds_32' register class*/") &&
                       !strstr(first, "operand has 'SReg_32' register class*/") &&
                       !strstr(first, "operand has 'SReg_32_XEXEC' register class*/") &&
                       !strstr(first, "operand has 'VGPR_32' register class*/") &&
                       !strstr(first, "operand has 'VReg_128' register class*/") &&
                       !strstr(first, "operand has 'AGPR_32' register class*/");
        vj_inst inst;
        vj_diag diag = {.msg = ""};
        vj_status st = vj_decode(c->target, c->wave, words[i], lens[i], 0, &inst, &diag);
        char ours[256] = "", hb[64];
        hexbytes(words[i], lens[i], hb);
        t->compared++;
        char named[80];
        unsupported_name(diag.msg, named, sizeof named);
        if (st == VJ_ERR_UNSUPPORTED && named[0]) {
            /* valid but not ours: llvm-mc must print that name (or reject
             * the fields, which we do not check for what we do not translate) */
            char mc_name[80];
            first_word(first, mc_name, sizeof mc_name);
            if (!mc_valid) {
                t->named_rejected++;
            } else if (strcmp(mc_name, named) != 0) {
                t->mismatches++;
                report("%s w%u [%s]: llvm-mc '%s', ours: %s", c->mcpu, c->wave, hb, first,
                       diag.msg);
            } else {
                t->named++;
                if (!strstr(first, "/*"))
                    texts[i] = strdup(first); /* the assembler must name it too */
            }
            /* one we name but print all the same (valu_text.c): llvm-mc's text */
            char plain[256];
            unsigned plain_len = 0;
            if (vj_valu_text(c->target, c->wave, words[i], lens[i], 0, plain, sizeof plain,
                             &plain_len) >= 0) {
                t->printed++;
                if (!mc_valid || strcmp(plain, first) != 0 || plain_len != lens[i] || nmark != NMARK) {
                    t->mismatches++;
                    report("%s w%u [%s]: llvm-mc '%s', ours printed '%s' (%u bytes)", c->mcpu,
                           c->wave, hb, mc_valid ? first : "<invalid>", plain, plain_len);
                }
            }
            continue;
        }
        if (st == VJ_ERR_UNSUPPORTED) {
            /* DPP and SDWA forms: llvm-mc must see one (or reject it). */
            t->dpp++;
            if (mc_valid && !strstr(first, "_dpp") && !strstr(first, "dpp8:") &&
                !strstr(first, "_sdwa") && !strstr(first, "row_") && !strstr(first, "quad_perm")) {
                t->mismatches++;
                report("%s w%u [%s]: llvm-mc '%s', ours: DPP (unsupported)", c->mcpu, c->wave, hb,
                       first);
            }
            continue;
        }
        if (st == VJ_OK)
            vj_disasm_inst(&inst, ours, sizeof ours);
        if ((st == VJ_OK && inst.dpp == 16 && inst.e32) ||
            (lens[i] == 8 && (words[i][0] == 0xfa) && (words[i][3] >> 1 == 0x3e ||
                                                      words[i][3] >> 1 == 0x3f ||
                                                      !(words[i][3] >> 7))))
            t->dpp16++;
        if (st == VJ_OK && inst.dpp && !inst.e32)
            t->vop3dpp++;
        if (st == VJ_OK && mc_valid) {
            count_float_form(&inst, t);
            count_residue(&inst, c->wave, t);
        }
        if ((st == VJ_OK) != mc_valid || (mc_valid && strcmp(ours, first) != 0) ||
            (mc_valid && nmark != NMARK)) {
            t->mismatches++;
            report("%s w%u [%s]: llvm-mc '%s'%s, ours '%s'", c->mcpu, c->wave, hb,
                   mc_valid ? first : "<invalid>", nmark != NMARK && mc_valid ? " (length)" : "",
                   st == VJ_OK ? ours : diag.msg);
        } else if (st == VJ_OK && !strstr(ours, "/*")) {
            texts[i] = strdup(ours);
        }
    }
    free(warn);
    free(r.out);
    free(r.err);
    free(in);
    free(words);
    free(lens);
    *texts_out = texts;
    return 1;
}

/* -------------------------------------------------------------- asm */

static const char *const const_texts[] = {
    "0",
    "64",
    "65",
    "-16",
    "-17",
    "0x41",
    "0xffffffff",
    "0xfffffff0",
    "-0x80000000",
    "0x100000000",
    "0xffffffff80000000",
    "1.0",
    "-1.0",
    "0.5",
    "-4.0",
    "1.5",
    "0.15915494",
    "0.15915494309189532",
    "0x3f800000",
    "0x3ff0000000000000",
    "-0.0",
    "0.0",
    "2.5e1",
    "1e0",
    "0x12345678",
    "-100",
    "4294967295",
    "0b101",
    "010",
};

static const char *const reg_texts[] = {
    "s0",
    "s101",
    "s102",
    "s105",
    "s106",
    "v0",
    "v255",
    "v256",
    "vcc_lo",
    "vcc_hi",
    "m0",
    "null",
    "exec_lo",
    "exec_hi",
    "ttmp0",
    "ttmp15",
    "src_scc",
    "src_vccz",
    "src_execz",
    "src_lds_direct",
    "src_shared_base",
    "flat_scratch_lo",
    "xnack_mask_hi",
    "s[4:5]",
    "v[4:5]",
    "v[5:6]",
    "s[5:6]",
    "vcc",
    "exec",
    "ttmp[2:3]",
    "flat_scratch",
    "scc",
    "v[7]",
    "v[8:8]",
    "s[9]",
    "ttmp[3:4]",
    "ttmp16",
    "xnack_mask",
    "vccz",
    "execz",
    "lds_direct",
    "shared_base",
    "src_private_limit",
    "pops_exiting_wave_id",
    "V1",
    "s[0:3]",
    "v[254:255]",
    "v[255:256]",
    "s[104:105]",
    "s[100:101]",
    "neg(v1)",
    "abs(s2)",
    "-|v3|",
    "|-1|",
    "neg(1.0)",
    "--5",
    "--0.5",
    "-v4",
    "1e",
    ".5",
    "0x1_0",
    "s 1",
    "0b2",
};

/* A random VOPD line (GFX11+): two halves from the VJ_VOPD rows, mostly
 * the integer ones, with small VGPRs (so the bank and parity rules bite)
 * and now and then any operand from the lists above. */
static int random_vopd_half(uint64_t *s, vj_family fam, int y, char *buf, size_t size)
{
    int row;
    do
        row = vj_vopd_row(fam, rn(s, 3) ? 8 + rn(s, y ? 11 : 2) : rn(s, y ? 32 : 16), y);
    while (row < 0);
    vj_vopd_layout lay = vj_vopd_row_layout(row);
    int n = snprintf(buf, size, "%s v%u", vj_vopd_row_name(row), rn(s, 16));
    unsigned nsrc = lay == VJ_VOPD_S ? 1 : lay == VJ_VOPD_SVK || lay == VJ_VOPD_SKV ? 3 : 2;
    for (unsigned i = 0; i < nsrc; i++) {
        int is_k = (lay == VJ_VOPD_SVK && i == 2) || (lay == VJ_VOPD_SKV && i == 1);
        char tmp[32];
        const char *o = tmp;
        unsigned k = rn(s, 8);
        if (is_k && k)
            o = rn(s, 2) ? "0x1234" : const_texts[rn(s, sizeof const_texts / sizeof *const_texts)];
        else if (k == 0)
            o = const_texts[rn(s, sizeof const_texts / sizeof *const_texts)];
        else if (k == 1)
            o = reg_texts[rn(s, sizeof reg_texts / sizeof *reg_texts)];
        else if (k == 2 && i == 0)
            snprintf(tmp, sizeof tmp, "s%u", rn(s, 4));
        else
            snprintf(tmp, sizeof tmp, "v%u", rn(s, 16));
        n += snprintf(buf + n, size - (size_t)n, ", %s", o);
    }
    if (lay == VJ_VOPD_SVM && rn(s, 16) == 0)
        n += snprintf(buf + n, size - (size_t)n, ", vcc_lo");
    return n;
}

static void random_vopd_line(uint64_t *s, vj_family fam, char *buf, size_t size)
{
    int n = random_vopd_half(s, fam, 0, buf, size);
    static const char *const seps[] = {" :: ", "::", " ::", " : ", " , "};
    n += snprintf(buf + n, size - (size_t)n, "%s", seps[rn(s, 8) ? 0 : rn(s, 5)]);
    n += random_vopd_half(s, fam, 1, buf + n, size - (size_t)n);
    static const char *const tails[] = {" clamp", " ; comment", " // comment", ",", " v9"};
    if (rn(s, 16) == 0)
        snprintf(buf + n, size - (size_t)n, "%s", tails[rn(s, sizeof tails / sizeof *tails)]);
    if (rn(s, 32) == 0)
        for (char *ch = buf; *ch && *ch != ' '; ch++)
            *ch = (char)toupper((unsigned char)*ch);
}

/* A random line from the table: random operands from the lists above. */
static void random_line(uint64_t *s, const config *c, char *buf, size_t size)
{
    vj_family fam = vj_target_family(c->target);
    if (fam >= VJ_FAM_GFX11 && rn(s, 4) == 0) {
        random_vopd_line(s, fam, buf, size);
        return;
    }
    vj_inst_id id;
    do
        id = (vj_inst_id)rn(s, VJ_I_COUNT);
    while (vj_inst_table[id].opcode[fam] < 0);
    const vj_inst_info *info = &vj_inst_table[id];
    unsigned nsrc = vj_shape_nsrc(info->shape);
    /* The name: the VOP3 form's, or with a 32-bit form the base name
     * (llvm-mc picks) or "_e32". */
    char name[64];
    const char *n3 = vj_inst_name(id, fam);
    unsigned pick = vj_inst_has_e32(id, fam) ? rn(s, 3) : 0;
    if (pick)
        snprintf(name, sizeof name, "%.*s%s", (int)strlen(n3) - 4, n3, pick == 1 ? "" : "_e32");
    else
        snprintf(name, sizeof name, "%s", n3);
    int n = snprintf(buf, size, "%s", name);
    const char *sep = " ";
    unsigned ddw = vj_inst_dst_dwords(id);
    if (ddw) {
        n += snprintf(buf + n, size - (size_t)n, "%s%s", sep,
                      ddw == 2 ? (rn(s, 8) ? "v[2:3]" : "v[3:4]") : "v1");
        sep = ", ";
    }
    if (vj_inst_sreg_dst(id)) { /* a cross-lane scalar destination */
        static const char *const sd[] = {"s5",   "s105",    "vcc_lo", "vcc_hi", "m0",
                                         "null", "exec_lo", "ttmp3",  "s[2:3]", "v1"};
        unsigned k = rn(s, 11);
        n += snprintf(buf + n, size - (size_t)n, "%s%s", sep,
                      k == 10 ? reg_texts[rn(s, sizeof reg_texts / sizeof *reg_texts)] : sd[k]);
        sep = ", ";
    }
    if (vj_inst_has_sdst(id, fam)) {
        static const char *const w64[] = {"vcc", "vcc", "s[2:3]", "null", "exec", "ttmp[4:5]",
                                          "s[3:4]", "vcc_lo", "s2"};
        static const char *const w32[] = {"vcc_lo", "vcc_lo", "s2", "null", "exec_lo", "ttmp5",
                                          "m0", "vcc", "s[2:3]"};
        unsigned k = rn(s, 10);
        const char *o = k == 9 ? reg_texts[rn(s, sizeof reg_texts / sizeof *reg_texts)]
                        : c->wave == 64 ? w64[k] : w32[k];
        /* llvm-mc-19 takes a special source's name as a VOP3b carry-out and
         * encodes its code's low 7 bits (vccz -> 123, ttmp15): a register
         * the text does not name. We refuse it; the generator leaves it out. */
        if (vj_inst_enc(id, fam) != VJ_ENC_VOPC && k == 9 &&
            (strstr(o, "z") || strstr(o, "scc") || strstr(o, "lds") || strstr(o, "base") ||
             strstr(o, "limit") || strstr(o, "wave_id")))
            o = c->wave == 64 ? "s[2:3]" : "s2";
        n += snprintf(buf + n, size - (size_t)n, "%s%s", sep, o);
        sep = ", ";
    }
    for (unsigned i = 0; i < nsrc; i++) {
        const char *o;
        char tmp[32];
        vj_slot slot = vj_src_slot(info->shape, i, c->wave);
        unsigned k = rn(s, 4);
        if (slot == VJ_SLOT_MASK32 || slot == VJ_SLOT_MASK64)
            o = k == 0   ? reg_texts[rn(s, sizeof reg_texts / sizeof *reg_texts)]
                : k == 1 ? const_texts[rn(s, sizeof const_texts / sizeof *const_texts)]
                : rn(s, 2) ? (slot == VJ_SLOT_MASK64 ? "vcc" : "vcc_lo")
                : slot == VJ_SLOT_MASK64 ? "s[6:7]"
                                         : "s6";
        else if ((vj_shape_src_class(info->shape, i) == VJ_SC_VGPR ||
                  vj_shape_src_class(info->shape, i) == VJ_SC_VGPR32) &&
                 k >= 2)
            o = rn(s, 8) ? "v3" : "v255";
        else if (vj_shape_src_class(info->shape, i) != VJ_SC_ANY && k >= 2)
            o = rn(s, 4) ? (rn(s, 2) ? "s7" : "m0") : rn(s, 2) ? "63" : "exec_hi";
        else if (k == 0)
            o = const_texts[rn(s, sizeof const_texts / sizeof *const_texts)];
        else if (k == 1)
            o = reg_texts[rn(s, sizeof reg_texts / sizeof *reg_texts)];
        else if (slot == VJ_SLOT_B64)
            o = rn(s, 2) ? "v[4:5]" : "s[8:9]";
        else {
            snprintf(tmp, sizeof tmp, "%c%u", rn(s, 2) ? 'v' : 's', rn(s, 8));
            o = tmp;
        }
        const char *pre = "", *post = "";
        if (rn(s, 6) == 0) {
            unsigned m = rn(s, 3);
            pre = m == 0 ? "-" : m == 1 ? "|" : "-|";
            post = m == 0 ? "" : "|";
        }
        n += snprintf(buf + n, size - (size_t)n, "%s%s%s%s", sep, pre, o, post);
        sep = ", ";
    }
    static const char *const tails[] = {
        " clamp",
        " mul:2",
        " div:2",
        " op_sel:[0,0,0,0]",
        " clamp clamp",
        " ; comment",
        " // comment",
        " # comment",
        ",",
        ", clamp",
        " clamp,",
        ", clamp ,",
        ",, clamp",
        " , op_sel:[1,0,0]",
        " v9",
        "   ",
        "\t",
    };
    if (rn(s, 8) == 0)
        snprintf(buf + n, size - (size_t)n, "%s", tails[rn(s, sizeof tails / sizeof *tails)]);
    /* room lanes: v_permlane16's op_sel:[fi,bc] (one to three lanes), after
     * a tail's comma too (llvm-mc-19 takes one before each modifier) */
    size_t len = strlen(buf);
    if ((vj_inst_flags(id) & VJ_IF_FIBC) && rn(s, 2) && len) {
        static const char *const fibc[] = {" op_sel:[1,0]", " op_sel:[0,1]", " op_sel:[1,1]",
                                           " op_sel:[1]",   " op_sel:[0,0]", " op_sel:[1,1,0]"};
        snprintf(buf + len, size - len, "%s", fibc[rn(s, sizeof fibc / sizeof *fibc)]);
    }
    /* Spelling variants of the mnemonic: upper case, an _e64 suffix. */
    if (rn(s, 16) == 0)
        for (char *ch = buf; *ch && *ch != ' '; ch++)
            *ch = (char)toupper((unsigned char)*ch);
    else if (rn(s, 16) == 0 && size - strlen(buf) > 8) {
        char *sp = strchr(buf, ' ');
        if (!sp) /* a line without operands (v_nop) */
            sp = buf + strlen(buf);
        memmove(sp + 4, sp, strlen(sp) + 1);
        memcpy(sp, "_e64", 4);
    }
}

static int diff_asm(const config *c, uint64_t *seed, char **texts, unsigned ntexts,
                    unsigned nrandom, tally *t, tally *msgs)
{
    unsigned n = 0;
    char **lines = malloc((ntexts + nrandom) * sizeof *lines);
    for (unsigned i = 0; i < ntexts; i++)
        if (texts[i])
            lines[n++] = texts[i];
    unsigned first_random = n;
    for (unsigned i = 0; i < nrandom; i++) {
        char buf[200];
        random_line(seed, c, buf, sizeof buf);
        lines[n++] = strdup(buf);
    }
    size_t cap = 1 << 20, len = 0;
    char *in = malloc(cap);
    in[0] = '\0';
    for (unsigned i = 0; i < n; i++) {
        append(&in, &len, &cap, lines[i]);
        append(&in, &len, &cap, "\n");
    }
    mc_result r;
    if (!run_mc(c, in, 0, &r))
        return 0;
    int *ecol = calloc(n + 2, sizeof *ecol);
    char **emsg = calloc(n + 2, sizeof *emsg);
    parse_diags(r.err, "error", n, ecol, emsg);
    char *p = r.out;
    for (unsigned i = 0; i < n; i++) {
        char mc_text[256] = "", mc_bytes[128] = "";
        if (!ecol[i + 1]) {
            /* next "text ; encoding: [..]" line */
            while (*p) {
                char *eol = strchr(p, '\n');
                size_t ln = eol ? (size_t)(eol - p) : strlen(p);
                char *enc = strstr(p, "; encoding: [");
                char *next = eol ? eol + 1 : p + ln;
                if (enc && enc < p + ln) {
                    char *a = p, *e = enc;
                    while (a < e && isspace((unsigned char)*a))
                        a++;
                    while (e > a && isspace((unsigned char)e[-1]))
                        e--;
                    snprintf(mc_text, sizeof mc_text, "%.*s", (int)(e - a), a);
                    char *b = enc + 13, *be = strchr(b, ']');
                    snprintf(mc_bytes, sizeof mc_bytes, "%.*s", be ? (int)(be - b) : 0, b);
                    p = next;
                    break;
                }
                p = next;
            }
        }
        vj_inst inst;
        vj_diag diag = {.msg = ""};
        int cnt = 0;
        vj_status st =
            vj_asm_line(c->target, c->wave, lines[i], "diff.s", i + 1, &inst, &cnt, &diag);
        char ours_text[256] = "", ours_bytes[128] = "";
        if (st == VJ_OK && cnt == 1) {
            uint8_t b[12];
            size_t bl;
            st = vj_encode(&inst, b, &bl, &diag);
            if (st == VJ_OK) {
                hexbytes(b, bl, ours_bytes);
                vj_disasm_inst(&inst, ours_text, sizeof ours_text);
                count_float_form(&inst, t);
            }
        }
        int mc_ok = !ecol[i + 1];
        /* room frows: llvm-mc-19 assembles an operand outside its register
         * class (a VGPR as v_s_exp_f32's SReg_32 source) and flags it in its
         * text: it is not a valid line, which we may refuse; or take as
         * llvm-mc does (v_cndmask_b32 with exec_lo as its mask: the same
         * bytes and the same flagged text, compared below) */
        if (mc_ok && strstr(mc_text, "/*Invalid register, operand has ") && st != VJ_OK)
            mc_ok = 0;
        if (mc_ok && strchr(mc_bytes, 'A')) {
            /* llvm-mc took an unknown name as a symbol (a fixup): out of scope */
            t->dpp++;
            continue;
        }
        t->compared++;
        if (mc_ok && st == VJ_ERR_UNSUPPORTED && strstr(mc_text, "_sdwa")) {
            /* llvm-mc picked the SDWA form, which we do not support (and say so) */
            t->dpp++;
            continue;
        }
        char named[80];
        unsupported_name(diag.msg, named, sizeof named);
        if (st == VJ_ERR_UNSUPPORTED && named[0]) {
            /* valid but not ours, by name: the name as written, which
             * llvm-mc must take (or refuse the operands, not checked here) */
            char want[80];
            first_word(lines[i] + strspn(lines[i], " \t"), want, sizeof want);
            for (char *ch = want; *ch; ch++)
                *ch = (char)tolower((unsigned char)*ch);
            if (!mc_ok) {
                t->named_rejected++;
                if (getenv("VJ_DIFF_UNSUPPORTED"))
                    printf("# unsupported, llvm-mc rejects: %s asm '%s': %s\n", c->mcpu, lines[i],
                           emsg[i + 1] ? emsg[i + 1] : "");
            } else if (strcmp(want, named) != 0) {
                t->mismatches++;
                report("%s w%u asm '%s': llvm-mc %s, ours %s", c->mcpu, c->wave, lines[i], mc_text,
                       diag.msg);
            } else {
                t->named++;
            }
            continue;
        }
        if ((st == VJ_OK) != mc_ok ||
            (mc_ok && (strcmp(mc_bytes, ours_bytes) || strcmp(mc_text, ours_text)))) {
            t->mismatches++;
            report("%s w%u asm '%s': llvm-mc %s%s%s, ours %s%s", c->mcpu, c->wave, lines[i],
                   mc_ok ? mc_text : "error: ", mc_ok ? " " : (emsg[i + 1] ? emsg[i + 1] : ""),
                   mc_ok ? mc_bytes : "", st == VJ_OK ? ours_text : diag.msg,
                   st == VJ_OK ? ours_bytes : "");
        } else if (!mc_ok) {
            /* Both rejected: does our message say the same thing there? */
            char want[300];
            snprintf(want, sizeof want, "diff.s:%u:%d: error: %s", i + 1, ecol[i + 1],
                     emsg[i + 1] ? emsg[i + 1] : "");
            msgs->compared++;
            if (strcmp(want, diag.msg) != 0) {
                msgs->mismatches++;
                if (getenv("VJ_DIFF_MESSAGES"))
                    printf("# message: '%s': llvm-mc '%s', ours '%s'\n", lines[i], want, diag.msg);
            }
        }
    }
    for (unsigned i = first_random; i < n; i++)
        free(lines[i]);
    for (unsigned i = 0; i <= n + 1; i++)
        free(emsg[i]);
    free(emsg);
    free(ecol);
    free(lines);
    free(in);
    free(r.out);
    free(r.err);
    return 1;
}

int main(void)
{
    llvm_mc = getenv("LLVM_MC");
    if (!llvm_mc || !*llvm_mc || access(llvm_mc, X_OK) != 0) {
        printf("1..0 # SKIP llvm-mc-19 not installed\n");
        return 0;
    }
    const char *cs = getenv("VJ_DIFF_COUNT");
    unsigned long count = cs && *cs ? strtoul(cs, NULL, 10) : 20000;
    const char *ss = getenv("VJ_DIFF_SEED");
    uint64_t seed = ss && *ss ? strtoull(ss, NULL, 0) : 0x5eed0f0b3ull;
    const char *td = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/vj-diff-XXXXXX", td && *td ? td : "/tmp");
    if (!mkdtemp(tmpdir)) {
        printf("1..0 # SKIP cannot make a temporary directory\n");
        return 0;
    }
    printf("1..%zu\n", 2 * NCONFIGS);
    printf("# seed 0x%llx, %lu encodings\n", (unsigned long long)seed, count);
    unsigned per = (unsigned)((count + NCONFIGS - 1) / NCONFIGS);
    tally all_d = {0}, all_a = {0}, msgs = {0};
    int failed = 0;
    unsigned tn = 0;
    for (size_t k = 0; k < NCONFIGS; k++) {
        const config *c = &configs[k];
        tally d = {0}, a = {0};
        char **texts = NULL;
        /* llvm-mc's memory and time grow with the file: chunks of 25000 */
        for (unsigned done = 0; done < per;) {
            unsigned chunk = per - done > 25000 ? 25000 : per - done;
            int ok = diff_disasm(c, &seed, chunk, &d, &texts);
            ok = ok && diff_asm(c, &seed, texts, chunk, chunk / 4 + 1, &a, &msgs);
            if (!ok) {
                printf("Bail out! could not run llvm-mc\n");
                return 1;
            }
            for (unsigned i = 0; i < chunk; i++)
                free(texts[i]);
            free(texts);
            done += chunk;
        }
        printf("%s %u - disasm %s wave%u: %lu words, %lu mismatches (%lu VOP3-DPP; unsupported"
               " by name: %lu named as llvm-mc does, %lu of them printed in full, %lu whose fields"
               " llvm-mc rejects)\n",
               d.mismatches ? "not ok" : "ok", ++tn, c->mcpu, c->wave, d.compared, d.mismatches,
               d.dpp, d.named, d.printed, d.named_rejected);
        printf("%s %u - asm %s wave%u: %lu lines, %lu mismatches (%lu symbolic, skipped;"
               " unsupported by name: %lu named as llvm-mc does, %lu llvm-mc rejects)\n",
               a.mismatches ? "not ok" : "ok", ++tn, c->mcpu, c->wave, a.compared, a.mismatches,
               a.dpp, a.named, a.named_rejected);
        failed |= d.mismatches || a.mismatches;
        all_d.compared += d.compared;
        all_d.mismatches += d.mismatches;
        all_a.compared += a.compared;
        all_a.mismatches += a.mismatches;
        all_d.named += d.named;
        all_d.named_rejected += d.named_rejected;
        all_d.printed += d.printed;
        all_d.dpp16 += d.dpp16;
        all_d.vop3dpp += d.vop3dpp;
        all_d.fsdwa += d.fsdwa;
        all_d.fdpp16 += d.fdpp16;
        all_d.fdpp8 += d.fdpp8;
        all_d.fvop3dpp += d.fvop3dpp;
        all_a.fsdwa += a.fsdwa;
        all_a.fdpp16 += a.fdpp16;
        all_a.fdpp8 += a.fdpp8;
        all_a.fvop3dpp += a.fvop3dpp;
        all_d.int_not_modelled += d.int_not_modelled;
        all_a.named += a.named;
        all_a.named_rejected += a.named_rejected;
    }
    printf("# total: %lu encodings (%lu mismatches), %lu assembly lines (%lu mismatches);"
           " error messages differing from llvm-mc's: %lu of %lu\n",
           all_d.compared, all_d.mismatches, all_a.compared, all_a.mismatches, msgs.mismatches,
           msgs.compared);
    printf("# DPP16 (src0 0xfa) 32-bit words among them: %lu\n", all_d.dpp16);
    printf("# VOP3-DPP words of ours decoded among them: %lu\n", all_d.vop3dpp);
    printf("# float forms (room fdpp) decoded by both: SDWA %lu, DPP16 %lu, DPP8 %lu, VOP3-DPP"
           " %lu words; assembled: SDWA %lu, DPP16 %lu, DPP8 %lu, VOP3-DPP %lu lines\n",
           all_d.fsdwa, all_d.fdpp16, all_d.fdpp8, all_d.fvop3dpp, all_a.fsdwa, all_a.fdpp16,
           all_a.fdpp8, all_a.fvop3dpp);
    printf("# unsupported by name: %lu words and %lu lines named as llvm-mc does (%lu of the"
           " words printed in full, as llvm-mc prints them); %lu words and %lu lines whose"
           " operands llvm-mc rejects (not checked for what we do not translate)\n",
           all_d.named, all_a.named, all_d.printed, all_d.named_rejected, all_a.named_rejected);
    printf("# integer rows' valid words refused as 'not modelled' by lowering (issue 29, item"
           " 6): %lu\n",
           all_d.int_not_modelled);
    for (unsigned k = 0; k < NRESIDUE && residue[k].n; k++)
        printf("#   %lu x '%s': %s\n", residue[k].n, residue[k].msg, residue[k].names);
    char path[300];
    snprintf(path, sizeof path, "%s/in.txt", tmpdir);
    unlink(path);
    snprintf(path, sizeof path, "%s/err.txt", tmpdir);
    unlink(path);
    if (!getenv("VJ_DIFF_KEEP"))
        rmdir(tmpdir);
    else
        printf("# inputs kept in %s\n", tmpdir);
    return failed;
}
