/* cmd_scan: the 'scan' subcommand: what of a program this library
 * translates. For machine code (a code object's kernels, raw bytes, a byte
 * list) the instructions by encoding class (vj_inst_describe) and the runs
 * vj_translate_prefix takes, with their addresses, lengths and what ended
 * each; for an assembly text the lines assembled and refused and the runs
 * vj_assemble_listing finds. Text or JSON. Through the public API only. */
#include "config.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s scan [OPTION]... FILE\n"
            "Say how much of a program vop3jit translates: for machine code the\n"
            "instructions by encoding class, the share of the vector ALU ones that\n"
            "translate, and each translatable run (address, bytes, instructions, and\n"
            "what ended it); for assembly the lines assembled and refused, and the runs.\n\n"
            "FILE is an AMDGPU code object (an ELF file, known by its magic: every\n"
            "kernel, for the object's target and each kernel's wave size), raw bytes\n"
            "with --binary, the byte list llvm-mc --disassemble reads with --bytes,\n"
            "or else LLVM-syntax assembly (compiler output as written).\n\n"
            "  -a, --arch=TARGET  target (-mcpu name or alias; default gfx1100; a code\n"
            "                     object says its own)\n"
            "  -w, --wave=N       wave size 32 or 64 (default: the target's)\n"
            "  -b, --binary       FILE is raw machine code\n"
            "      --bytes        FILE is a byte list\n"
            "      --json         one JSON object on standard output, for scripts\n"
            "      --max-input=BYTES\n"
            "                     refuse an input larger than BYTES (default 64M;\n"
            "                     K, M and G multiply by 1024)\n"
            "  -h, --help         display this help and exit\n\n"
            "Exit status: 0 when FILE could be read and scanned (whatever share of it\n"
            "translates), 1 for a file that cannot be read or is not what it claims to\n"
            "be, 2 on a usage error.\n",
            vj_prog);
}

/* A string as JSON (quotes and escapes). */
static void json_str(const char *s)
{
    putchar('"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            printf("\\%c", *p);
        else if (*p < 0x20 || *p >= 0x7f)
            printf("\\u%04x", *p);
        else
            putchar(*p);
    }
    putchar('"');
}

/* A name from a file on one line: bytes outside printable ASCII as \xNN. */
static void text_name(const char *s)
{
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if (*p >= 0x20 && *p < 0x7f)
            putchar(*p);
        else
            printf("\\x%02x", *p);
}

/* What a stream's (or a file's) region blocks add up to, beside the runs
 * vj_translate_prefix takes: for issue 30's figures. */
#define SCAN_LEFT_NAMES 64
struct scan_sum {
    size_t insts, alu;       /* instructions; of them, of the scalar and vector ALU classes */
    size_t runs, translated; /* the straight-line runs and their instructions */
    size_t blocks, in_blocks;
    size_t by_flow, by_caller, by_end; /* blocks ended by a branch or s_endpgm, before an
                                          instruction left for the caller, at the end */
    struct {
        char name[48];
        size_t n;
    } left[SCAN_LEFT_NAMES]; /* the instructions left for the caller: by name for ALU
                                classes (lowering refused them), else by class */
    size_t nleft, left_other;
};

static void sum_left(struct scan_sum *s, const char *name, size_t n)
{
    for (size_t i = 0; i < s->nleft; i++)
        if (strcmp(s->left[i].name, name) == 0) {
            s->left[i].n += n;
            return;
        }
    if (s->nleft == SCAN_LEFT_NAMES) {
        s->left_other += n;
        return;
    }
    snprintf(s->left[s->nleft].name, sizeof s->left[0].name, "%s", name);
    s->left[s->nleft++].n = n;
}

static void sum_add(struct scan_sum *to, const struct scan_sum *s)
{
    to->insts += s->insts;
    to->alu += s->alu;
    to->runs += s->runs;
    to->translated += s->translated;
    to->blocks += s->blocks;
    to->in_blocks += s->in_blocks;
    to->by_flow += s->by_flow;
    to->by_caller += s->by_caller;
    to->by_end += s->by_end;
    for (size_t i = 0; i < s->nleft; i++)
        sum_left(to, s->left[i].name, s->left[i].n);
    to->left_other += s->left_other;
}

/* The mnemonic of the instruction at off (the first word of its text), or
 * the flow's kind when it does not print. */
static void mnemonic_at(vj_context *ctx, const uint8_t *code, size_t len, size_t off,
                        const char *fallback, char *buf, size_t size)
{
    if (vj_disassemble(ctx, code, len, off, buf, size, NULL) != VJ_OK) {
        snprintf(buf, size, "%s", fallback);
        return;
    }
    buf[strcspn(buf, " ")] = '\0';
}

/* When the region has no block at pc (the instruction there is left for
 * the caller), 1 and *x says which: a step from there, which runs nothing. */
static int left_at(vj_region *region, vj_wave *w, uint64_t pc, vj_exit *x)
{
    vj_block *b = NULL;
    if (vj_region_block(region, pc, &b) != VJ_OK || b) {
        vj_block_free(b);
        return 0;
    }
    vj_wave_set_pc(w, pc);
    return vj_region_step(region, w, VJ_ENGINE_INTERP, x) == VJ_OK && x->reason == VJ_EXIT_HOST;
}

/* The figures' line: blocks against runs. */
static void print_sum_text(const char *indent, const struct scan_sum *s)
{
    double mb = s->blocks ? (double)s->in_blocks / (double)s->blocks : 0.0;
    double mr = s->runs ? (double)s->translated / (double)s->runs : 0.0;
    printf("%sblocks %zu: mean %.1f instructions (the mean run %.1f: %.1fx), %zu of %zu "
           "instructions in blocks (%.1f%%), of the %zu of ALU classes %.1f%%\n",
           indent, s->blocks, mb, mr, mr > 0 ? mb / mr : 0.0, s->in_blocks, s->insts,
           s->insts ? 100.0 * (double)s->in_blocks / (double)s->insts : 0.0, s->alu,
           s->alu ? 100.0 * (double)s->in_blocks / (double)s->alu : 0.0);
    printf("%sblocks ended by a branch or s_endpgm %zu, before an instruction left for the "
           "caller %zu, at the end %zu\n",
           indent, s->by_flow, s->by_caller, s->by_end);
    if (!s->nleft)
        return;
    printf("%sleft for the caller:", indent);
    size_t order[SCAN_LEFT_NAMES];
    for (size_t i = 0; i < s->nleft; i++) { /* most first */
        size_t j = i;
        for (; j > 0 && s->left[order[j - 1]].n < s->left[i].n; j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    for (size_t i = 0; i < s->nleft; i++)
        printf("%s %s %zu", i ? "," : "", s->left[order[i]].name, s->left[order[i]].n);
    if (s->left_other)
        printf(", other %zu", s->left_other);
    putchar('\n');
}

/* The block figures as JSON members (a stream's "instructions" and
 * "runs" are printed before them; a file's total prints its own). */
static void print_sum_json(const struct scan_sum *s)
{
    printf("\"alu\": %zu, \"block_count\": %zu, \"in_blocks\": %zu, \"ended_by_flow\": %zu, "
           "\"ended_by_caller\": %zu, \"ended_at_end\": %zu, \"left\": {",
           s->alu, s->blocks, s->in_blocks, s->by_flow, s->by_caller, s->by_end);
    for (size_t i = 0; i < s->nleft; i++) {
        printf("%s", i ? ", " : "");
        json_str(s->left[i].name);
        printf(": %zu", s->left[i].n);
    }
    if (s->left_other)
        printf("%s\"other\": %zu", s->nleft ? ", " : "", s->left_other);
    printf("}");
}

/* The region blocks of a stream as vj_region cuts them, swept from its
 * start: a block from each offset up to and including its first branch or
 * s_endpgm, or up to the first instruction it leaves for the caller, which
 * the sweep steps over. A branch target inside a block starts another
 * (overlapping) block when a run goes there; the sweep counts each
 * instruction once. Prints each block; 0, or 1 when a block fails to
 * translate. */
static int scan_blocks(vj_context *ctx, const char *name, unsigned wave, const uint8_t *code,
                       size_t len, uint64_t base, int json, struct scan_sum *s)
{
    vj_region *region = NULL;
    vj_wave *w = NULL;
    if (vj_region_new(ctx, code, len, base, &region) != VJ_OK ||
        !(w = vj_wave_new(wave))) {
        fprintf(stderr, "%s: %s\n", name, region ? "out of memory" : vj_last_error(ctx));
        vj_region_free(region);
        return 1;
    }
    if (json)
        printf(", \"blocks\": [");
    else
        printf("  block address     bytes  insts  ended by\n");
    int rc = 0;
    for (size_t off = 0; off < len;) {
        vj_block *b = NULL;
        vj_status st = vj_region_block(region, base + off, &b);
        if (st == VJ_ERR_DECODE || st == VJ_ERR_TRUNCATED) { /* counted by scan_code */
            off += 4;
            continue;
        }
        if (st != VJ_OK) {
            fprintf(stderr, "%s: block at 0x%llx: %s\n", name, (unsigned long long)(base + off),
                    vj_last_error(ctx));
            rc = 1;
            break;
        }
        if (!b) { /* the instruction here is the caller's: say which, step over it */
            vj_exit x;
            if (!left_at(region, w, base + off, &x)) {
                fprintf(stderr, "%s: at 0x%llx: %s\n", name, (unsigned long long)(base + off),
                        vj_last_error(ctx));
                rc = 1;
                break;
            }
            int alu = x.cls <= VJ_CLASS_SOPP || vj_inst_class_is_valu(x.cls);
            sum_left(s, alu && x.name[0] ? x.name : vj_inst_class_name(x.cls), 1);
            off += x.length ? x.length : 4;
            continue;
        }
        size_t n = vj_block_inst_count(b), end = off, last = off;
        vj_inst_desc d = {0};
        for (size_t i = 0; i < n && vj_inst_describe(ctx, code, len, end, &d) == VJ_OK; i++) {
            last = end;
            end += d.length;
        }
        vj_block_free(b);
        char ended[64];
        if (d.flow != VJ_FLOW_NONE) {
            mnemonic_at(ctx, code, len, last, "branch", ended, sizeof ended);
            s->by_flow++;
        } else if (end < len) {
            vj_exit x = {0};
            if (left_at(region, w, base + end, &x) && x.name[0])
                snprintf(ended, sizeof ended, "before %s (%s)", x.name,
                         vj_inst_class_name(x.cls));
            else if (x.reason == VJ_EXIT_HOST)
                snprintf(ended, sizeof ended, "before an instruction of class %s",
                         vj_inst_class_name(x.cls));
            else
                snprintf(ended, sizeof ended, "before a block");
            s->by_caller++;
        } else {
            snprintf(ended, sizeof ended, "end");
            s->by_end++;
        }
        if (json)
            printf("%s{\"address\": %llu, \"bytes\": %zu, \"instructions\": %zu, "
                   "\"ended_by\": \"%s\"}",
                   s->blocks ? ", " : "", (unsigned long long)(base + off), end - off, n, ended);
        else
            printf("  b%-4zu 0x%-9llx %-6zu %-6zu %s\n", s->blocks,
                   (unsigned long long)(base + off), end - off, n, ended);
        s->blocks++;
        s->in_blocks += n;
        off = end;
    }
    if (json)
        printf("], ");
    vj_wave_free(w);
    vj_region_free(region);
    return rc;
}

/* One stream of machine code: its classes, its runs, then its region
 * blocks; adds its figures to *total. */
static int scan_code(vj_context *ctx, const char *name, unsigned wave, const uint8_t *code,
                     size_t len, uint64_t base, int json, int first, struct scan_sum *sum)
{
    size_t per_class[VJ_CLASS_COUNT] = {0}, total = 0, valu = 0, invalid = 0;
    for (size_t off = 0; off < len;) {
        vj_inst_desc d;
        vj_status st = vj_inst_describe(ctx, code, len, off, &d);
        if (st != VJ_OK) {
            invalid++;
            if (st != VJ_ERR_DECODE)
                break;
            off += 4;
            continue;
        }
        per_class[d.cls]++;
        total++;
        valu += vj_inst_class_is_valu(d.cls) != 0;
        off += d.length;
    }
    if (json) {
        printf("%s{\"name\": ", first ? "" : ", ");
        json_str(name);
        printf(", \"wave\": %u, \"address\": %llu, \"bytes\": %zu, \"instructions\": %zu, "
               "\"invalid\": %zu, \"classes\": {",
               wave, (unsigned long long)base, len, total, invalid);
        int k = 0;
        for (unsigned c = 0; c < VJ_CLASS_COUNT; c++)
            if (per_class[c])
                printf("%s\"%s\": %zu", k++ ? ", " : "", vj_inst_class_name((vj_inst_class)c),
                       per_class[c]);
        printf("}, \"vector_alu\": %zu, \"runs\": [", valu);
    } else {
        text_name(name);
        printf(": wave%u, %zu bytes at address 0x%llx\n  %zu instructions:", wave, len,
               (unsigned long long)base, total);
        int k = 0;
        for (unsigned c = 0; c < VJ_CLASS_COUNT; c++)
            if (per_class[c])
                printf("%s %s %zu", k++ ? "," : "", vj_inst_class_name((vj_inst_class)c),
                       per_class[c]);
        if (invalid)
            printf("%s invalid %zu", k ? "," : "", invalid);
        printf("\n  run  address     bytes  insts  ended by\n");
    }
    size_t runs = 0, translated = 0, failed = 0;
    for (size_t off = 0; off < len;) {
        vj_block *blk = NULL;
        vj_prefix p;
        vj_status st = vj_translate_prefix(ctx, code, len, off, VJ_PREFIX_DEFAULT, &blk, &p);
        if (st != VJ_OK) { /* the run was found but did not translate: say so */
            failed++;
            fprintf(stderr, "%s: run at 0x%llx: %s\n", name, (unsigned long long)(base + off),
                    vj_last_error(ctx));
        }
        if (p.count && st == VJ_OK) {
            char ended[80];
            snprintf(ended, sizeof ended, "%s%s%s%s", vj_stop_reason_name(p.reason),
                     p.reason == VJ_STOP_END ? "" : " (",
                     p.reason == VJ_STOP_END ? "" : vj_inst_class_name(p.stop_class),
                     p.reason == VJ_STOP_END ? "" : ")");
            if (json) {
                printf("%s{\"address\": %llu, \"bytes\": %zu, \"instructions\": %zu, "
                       "\"ended_by\": \"%s\", \"stop_class\": \"%s\", \"stop_name\": ",
                       runs ? ", " : "", (unsigned long long)(base + off), p.length, p.count,
                       vj_stop_reason_name(p.reason), vj_inst_class_name(p.stop_class));
                json_str(p.stop_name);
                printf("}");
            } else {
                printf("  %-4zu 0x%-9llx %-6zu %-6zu %s%s%s\n", runs,
                       (unsigned long long)(base + off), p.length, p.count, ended,
                       p.stop_name[0] ? " " : "", p.stop_name);
            }
            runs++;
            translated += p.count;
        }
        vj_block_free(blk);
        if (p.reason == VJ_STOP_END || p.next_offset <= off)
            break;
        off = p.next_offset;
    }
    double share = valu ? 100.0 * (double)translated / (double)valu : 0.0;
    if (json)
        printf("], \"translated\": %zu, \"share\": %.1f", translated, share);
    else
        printf("  vector ALU %zu, translated %zu (%.1f%%) in %zu run%s\n", valu, translated,
               share, runs, runs == 1 ? "" : "s");
    struct scan_sum s = {.insts = total, .runs = runs, .translated = translated};
    for (unsigned c = VJ_CLASS_SOP1; c < VJ_CLASS_COUNT; c++)
        if (c <= VJ_CLASS_SOPP || vj_inst_class_is_valu((vj_inst_class)c))
            s.alu += per_class[c];
    failed += scan_blocks(ctx, name, wave, code, len, base, json, &s);
    if (json) {
        print_sum_json(&s);
        printf("}");
    } else {
        print_sum_text("  ", &s);
    }
    sum_add(sum, &s);
    return failed ? 1 : 0;
}

/* A code object's total over its kernels: JSON's "total" member and the
 * object's end, or a text line when it has several kernels. */
static void print_total(const struct scan_sum *s, int json)
{
    if (json) {
        printf("], \"total\": {\"instructions\": %zu, \"runs\": %zu, \"translated\": %zu, ",
               s->insts, s->runs, s->translated);
        print_sum_json(s);
        printf("}}\n");
        return;
    }
    printf("total: %zu instructions, %zu translated in %zu runs\n", s->insts, s->translated,
           s->runs);
    print_sum_text("  ", s);
}

/* An assembly text: the listing's lines and runs. */
static int scan_text(vj_context *ctx, const char *shown, const char *text, int json)
{
    vj_listing *l = NULL;
    if (vj_assemble_listing(ctx, text, shown, &l) != VJ_OK) {
        vj_cli_error("scan", "%s", vj_last_error(ctx));
        return 1;
    }
    size_t len = 0, insts = 0, nruns = vj_listing_run_count(l), nerr = vj_listing_error_count(l);
    const uint8_t *code = vj_listing_code(l, &len);
    struct scan_sum sum = {.runs = nruns};
    for (size_t off = 0; off < len; insts++) {
        vj_inst_desc d;
        if (vj_inst_describe(ctx, code, len, off, &d) != VJ_OK)
            break;
        sum.alu += d.cls <= VJ_CLASS_SOPP || vj_inst_class_is_valu(d.cls);
        off += d.length;
    }
    sum.insts = insts;
    const vj_options *o = vj_context_options(ctx);
    if (json) {
        printf("{\"file\": ");
        json_str(shown);
        printf(", \"kind\": \"assembly\", \"target\": \"%s\", \"assembled\": %zu, "
               "\"refused\": %zu, \"runs\": [",
               vj_target_name(o->target), insts, nerr);
    } else {
        printf("%s: assembly for %s\n  %zu instructions assembled, %zu lines refused\n", shown,
               vj_target_name(o->target), insts, nerr);
        printf("  run  line    bytes  insts\n");
    }
    int rc = 0;
    for (size_t i = 0; i < nruns; i++) {
        size_t rl = 0, n = 0;
        unsigned line = 0;
        const uint8_t *run = vj_listing_run(l, i, &rl, &line);
        for (size_t off = 0; off < rl; n++) {
            vj_inst_desc d;
            if (vj_inst_describe(ctx, run, rl, off, &d) != VJ_OK)
                break;
            off += d.length;
        }
        vj_block *blk = NULL;
        vj_status st = vj_translate(ctx, run, rl, &blk);
        vj_block_free(blk);
        if (st != VJ_OK) {
            fprintf(stderr, "%s: run %zu (line %u) does not translate: %s\n", shown, i, line,
                    vj_last_error(ctx));
            rc = 1;
        }
        if (json)
            printf("%s{\"line\": %u, \"bytes\": %zu, \"instructions\": %zu, \"translates\": %s}",
                   i ? ", " : "", line, rl, n, st == VJ_OK ? "true" : "false");
        else
            printf("  %-4zu %-7u %-6zu %zu%s\n", i, line, rl, n,
                   st == VJ_OK ? "" : "  (does not translate)");
        if (st == VJ_OK)
            sum.translated += n;
    }
    /* Blocks only over a text that assembled whole: a refused line is a
     * gap in the code, which would join the blocks either side of it. */
    if (nerr && json) {
        printf("], \"blocks\": null}\n");
    } else if (nerr) {
        printf("  blocks: not counted (%zu line%s refused)\n", nerr, nerr == 1 ? "" : "s");
    } else {
        if (json)
            printf("]");
        unsigned wave = o->wave_size ? o->wave_size : vj_target_default_wave(o->target);
        rc |= scan_blocks(ctx, shown, wave, code, len, 0, json, &sum);
        if (json) {
            print_sum_json(&sum);
            printf("}\n");
        } else {
            print_sum_text("  ", &sum);
        }
    }
    vj_listing_free(l);
    return rc;
}

int vj_cmd_scan(int argc, char **argv)
{
    enum { OPT_BYTES = 256, OPT_JSON };
    static const struct option longopts[] = {
        {"arch", required_argument, NULL, 'a'},
        {"wave", required_argument, NULL, 'w'},
        {"binary", no_argument, NULL, 'b'},
        {"bytes", no_argument, NULL, OPT_BYTES},
        {"json", no_argument, NULL, OPT_JSON},
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    opts.jit = VJ_JIT_OFF; /* nothing here runs code */
    opts.cache_dir = "";
    int binary = 0, bytes = 0, json = 0, c;
    while ((c = getopt_long(argc, argv, "a:w:bh", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 'w':
            if (!vj_cli_target_option(c, optarg, &opts, "scan"))
                return 2;
            break;
        case 'b':
            binary = 1;
            break;
        case OPT_BYTES:
            bytes = 1;
            break;
        case OPT_JSON:
            json = 1;
            break;
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "scan"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s scan --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (argc - optind != 1 || (binary && bytes)) {
        vj_cli_error("scan", argc - optind > 1   ? "too many arguments"
                             : argc - optind == 0 ? "missing FILE"
                                                  : "--binary and --bytes do not go together");
        fprintf(stderr, "Try '%s scan --help' for more information.\n", vj_prog);
        return 2;
    }
    const char *path = argv[optind];
    const char *shown = strcmp(path, "-") == 0 ? "<stdin>" : path;
    size_t len = 0;
    char *data = vj_cli_read_file("scan", path, &len);
    if (!data)
        return 1;
    int rc = 0;
    if (len >= 4 && memcmp(data, "\177ELF", 4) == 0) {
        vj_codeobj *obj = vj_cli_codeobj_open(&opts, (const uint8_t *)data, len, shown);
        free(data); /* the object keeps its own copy */
        if (!obj)
            return 1;
        const vj_codeobj_info *info = vj_codeobj_get_info(obj);
        struct scan_sum sum = {0};
        if (json) {
            printf("{\"file\": ");
            json_str(shown);
            printf(", \"kind\": \"code object\", \"target\": \"%s\", \"kernels\": [",
                   info->target_id);
        } else {
            printf("%s: %s, %zu kernel%s\n", shown, info->target_id, info->kernel_count,
                   info->kernel_count == 1 ? "" : "s");
        }
        for (size_t i = 0; i < info->kernel_count; i++) {
            const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
            vj_context *ctx = vj_cli_kernel_context(&opts, info, k, "scan");
            if (!ctx) {
                rc = 1;
                break;
            }
            rc |= scan_code(ctx, k->name, k->wave_size, k->code, (size_t)k->code_size,
                            k->address, json, i == 0, &sum);
            vj_context_free(ctx);
        }
        print_total(&sum, json);
        vj_codeobj_free(obj);
        return rc;
    }
    vj_context *ctx = vj_cli_context_new(&opts, "scan", &rc);
    if (!ctx) {
        free(data);
        return rc;
    }
    if (!binary && vj_cli_has_nul(shown, data, len)) {
        rc = 1;
    } else if (binary || bytes) {
        uint8_t *code = (uint8_t *)data;
        size_t clen = len;
        if (bytes && !vj_cli_parse_bytes(shown, data, &code, &clen)) {
            rc = 1;
        } else {
            if (json) {
                printf("{\"file\": ");
                json_str(shown);
                printf(", \"kind\": \"machine code\", \"target\": \"%s\", \"kernels\": [",
                       vj_target_name(vj_context_options(ctx)->target));
            } else {
                printf("%s: machine code for %s\n", shown,
                       vj_target_name(vj_context_options(ctx)->target));
            }
            unsigned wave = vj_context_options(ctx)->wave_size;
            struct scan_sum sum = {0};
            rc = scan_code(ctx, shown, wave ? wave : vj_target_default_wave(opts.target), code,
                           clen, 0, json, 1, &sum);
            if (json)
                printf("]}\n");
            if (bytes)
                free(code);
        }
    } else {
        rc = scan_text(ctx, shown, data, json);
    }
    vj_context_free(ctx);
    free(data);
    return rc;
}
