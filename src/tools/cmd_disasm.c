/* cmd_disasm: the 'disasm' subcommand, a thin wrapper over the public API:
 * read llvm-mc's byte-list text (or raw bytes), step through it by
 * vj_inst_describe's lengths, vj_disassemble each vector ALU instruction and
 * show the others as a comment. Only the byte-list reading lives here. */
#include "config.h"

#include <ctype.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s disasm [OPTION]... [FILE|-]\n"
            "Disassemble VOP3 machine code into LLVM syntax, one instruction a line.\n\n"
            "The input is the byte list llvm-mc --disassemble reads (0x.. bytes\n"
            "separated by commas or spaces; '#' and '//' start comments), or raw\n"
            "little-endian bytes with --binary.\n\n"
            "  -a, --arch=TARGET  target (-mcpu name or alias; default gfx1100)\n"
            "  -w, --wave=N       wave size 32 or 64 (default: the target's)\n"
            "  -b, --binary       the input is raw bytes\n"
            "  -o, --offsets      start each line with the instruction's byte offset\n"
            "      --max-input=BYTES\n"
            "                     refuse an input larger than BYTES (default 64M;\n"
            "                     K, M and G multiply by 1024)\n"
            "  -h, --help         display this help and exit\n\n"
            "An instruction outside the vector ALU (scalar, memory, export...) is\n"
            "shown as a comment with its class and dwords, as in '; sopp 0xbfb00000'.\n"
            "With no FILE, or when FILE is -, read standard input. A word no class\n"
            "has is reported with its byte offset and the listing goes on 4 bytes\n"
            "later; a vector ALU instruction this library does not decode is\n"
            "reported, shown as a comment, and skipped by its length; a truncated\n"
            "instruction ends the listing. A bad token or a NUL byte in a byte list\n"
            "is reported as FILE:LINE:COL. After any of these the exit status is 1.\n",
            vj_prog);
}

/* Parse the byte-list text into bytes. Returns 0 and prints a message on
 * a malformed token. */
static int parse_bytes(const char *path, const char *text, uint8_t **out, size_t *out_len)
{
    size_t cap = 256, n = 0;
    uint8_t *buf = malloc(cap);
    unsigned line = 1;
    const char *ls = text;
    if (!buf)
        return 0;
    for (const char *p = text; *p;) {
        if (*p == '\n') {
            line++;
            ls = ++p;
            continue;
        }
        if (isspace((unsigned char)*p) || *p == ',') {
            p++;
            continue;
        }
        if (*p == '#' || *p == ';' || (p[0] == '/' && p[1] == '/')) {
            while (*p && *p != '\n')
                p++;
            continue;
        }
        char *end;
        unsigned long v = strtoul(p, &end, 0);
        if (end == p || v > 255 ||
            (*end && !isspace((unsigned char)*end) && *end != ',' && *end != '#' && *end != ';' &&
             *end != '/')) {
            fprintf(stderr, "%s:%u:%d: error: invalid input token\n", path, line,
                    (int)(p - ls) + 1);
            free(buf);
            return 0;
        }
        if (n == cap) {
            uint8_t *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                return 0;
            }
            buf = nb;
            cap *= 2;
        }
        buf[n++] = (uint8_t)v;
        p = end;
    }
    *out = buf;
    *out_len = n;
    return 1;
}

/* "; sopp 0xbfb00000": the class and the instruction's dwords. */
static void print_as_comment(const vj_inst_desc *d, const uint8_t *p)
{
    printf("; %s", vj_inst_class_name(d->cls));
    for (size_t i = 0; i + 4 <= d->length; i += 4)
        printf(" 0x%08x", (unsigned)p[i] | (unsigned)p[i + 1] << 8 | (unsigned)p[i + 2] << 16 |
                              (unsigned)p[i + 3] << 24);
    putchar('\n');
}

int vj_cmd_disasm(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"arch", required_argument, NULL, 'a'},
        {"wave", required_argument, NULL, 'w'},
        {"binary", no_argument, NULL, 'b'},
        {"offsets", no_argument, NULL, 'o'},
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    opts.jit = VJ_JIT_OFF; /* nothing here runs code */
    int binary = 0, offsets = 0, c;
    while ((c = getopt_long(argc, argv, "a:w:boh", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 'w':
            if (!vj_cli_target_option(c, optarg, &opts, "disasm"))
                return 2;
            break;
        case 'b':
            binary = 1;
            break;
        case 'o':
            offsets = 1;
            break;
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "disasm"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s disasm --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (argc - optind > 1) {
        vj_cli_error("disasm", "too many arguments");
        return 2;
    }
    const char *path = optind < argc ? argv[optind] : "-";
    int rc = 0;
    vj_context *ctx = vj_cli_context_new(&opts, "disasm", &rc);
    if (!ctx)
        return rc;
    size_t tlen = 0;
    char *text = vj_cli_read_file("disasm", path, &tlen);
    const char *shown = strcmp(path, "-") == 0 ? "<stdin>" : path;
    uint8_t *code = NULL;
    size_t len = 0;
    /* The byte list is read as a C string: a NUL byte would end it early. */
    if (!text || (!binary &&
                  (vj_cli_has_nul(shown, text, tlen) || !parse_bytes(shown, text, &code, &len)))) {
        free(text);
        vj_context_free(ctx);
        return 1;
    }
    if (binary) {
        code = (uint8_t *)text;
        len = tlen;
        text = NULL;
    }
    for (size_t off = 0; off < len;) {
        vj_inst_desc d;
        vj_status st = vj_inst_describe(ctx, code, len, off, &d);
        if (st != VJ_OK) {
            fprintf(stderr, "%s: %s\n", shown, vj_last_error(ctx));
            rc = 1;
            if (st != VJ_ERR_DECODE)
                break;
            off += 4; /* as llvm-mc does: skip one word and go on */
            continue;
        }
        char buf[256];
        st = vj_inst_class_is_valu(d.cls)
                 ? vj_disassemble(ctx, code, len, off, buf, sizeof buf, NULL)
                 : VJ_ERR_UNSUPPORTED;
        if (offsets)
            printf("%08zx: ", off);
        if (st == VJ_OK) {
            printf("%s\n", buf);
        } else {
            if (vj_inst_class_is_valu(d.cls)) { /* valid by its class, but not one we decode */
                fprintf(stderr, "%s: %s\n", shown, vj_last_error(ctx));
                rc = 1;
            }
            print_as_comment(&d, code + off);
        }
        off += d.length;
    }
    vj_context_free(ctx);
    free(text);
    free(code);
    return rc;
}
