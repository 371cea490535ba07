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

/* One stream of machine code: its classes, then its runs. */
static int scan_code(vj_context *ctx, const char *name, unsigned wave, const uint8_t *code,
                     size_t len, uint64_t base, int json, int first)
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
        printf("], \"translated\": %zu, \"share\": %.1f}", translated, share);
    else
        printf("  vector ALU %zu, translated %zu (%.1f%%) in %zu run%s\n", valu, translated,
               share, runs, runs == 1 ? "" : "s");
    return failed ? 1 : 0;
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
    for (size_t off = 0; off < len; insts++) {
        vj_inst_desc d;
        if (vj_inst_describe(ctx, code, len, off, &d) != VJ_OK)
            break;
        off += d.length;
    }
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
    }
    if (json)
        printf("]}\n");
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
                            k->address, json, i == 0);
            vj_context_free(ctx);
        }
        if (json)
            printf("]}\n");
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
            rc = scan_code(ctx, shown, wave ? wave : vj_target_default_wave(opts.target), code,
                           clen, 0, json, 1);
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
