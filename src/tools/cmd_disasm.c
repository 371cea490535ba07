/* cmd_disasm: the 'disasm' subcommand, a thin wrapper over the public API:
 * read llvm-mc's byte-list text (or raw bytes), step through it by
 * vj_inst_describe's lengths, vj_disassemble each vector and scalar ALU
 * instruction and show the others as a comment. Only the byte-list reading lives here. */
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
            "Disassemble machine code into LLVM syntax, one instruction a line.\n\n"
            "The input is the byte list llvm-mc --disassemble reads (0x.. bytes\n"
            "separated by commas or spaces; '#' and '//' start comments), raw\n"
            "little-endian bytes with --binary, or an AMDGPU code object (an ELF file,\n"
            "known by its magic: every kernel, for the object's target and each\n"
            "kernel's wave size, at the addresses llvm-objdump -d shows).\n\n"
            "  -a, --arch=TARGET  target (-mcpu name or alias; default gfx1100)\n"
            "  -w, --wave=N       wave size 32 or 64 (default: the target's)\n"
            "  -b, --binary       the input is raw bytes\n"
            "  -o, --offsets      start each line with the instruction's byte offset\n"
            "      --max-input=BYTES\n"
            "                     refuse an input larger than BYTES (default 64M;\n"
            "                     K, M and G multiply by 1024)\n"
            "  -h, --help         display this help and exit\n\n"
            "An instruction outside the vector and scalar ALU and the memory encodings\n"
            "printed in full (SMEM, FLAT, GLOBAL, SCRATCH, DS so far; the others, export...) is\n"
            "shown as a comment with its class and dwords, as in '; exp 0xf8000000'.\n"
            "With no FILE, or when FILE is -, read standard input. A word no class\n"
            "has is reported with its byte offset and the listing goes on 4 bytes\n"
            "later; a valid vector ALU instruction this library does not decode is\n"
            "shown as a comment that says so, and skipped by its length; a truncated\n"
            "instruction ends the listing. A bad token or a NUL byte in a byte list\n"
            "is reported as FILE:LINE:COL. After an invalid word, a truncated\n"
            "instruction, a bad token or a bad code object the exit status is 1.\n",
            vj_prog);
}

/* Parse the byte-list text into bytes. Returns 0 and prints a message on
 * a malformed token. */
int vj_cli_parse_bytes(const char *path, const char *text, uint8_t **out, size_t *out_len)
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

/* "; sopp 0xbfb00000": the class and the instruction's dwords, and why it
 * is not shown in full when that is worth saying. */
static void print_as_comment(const vj_inst_desc *d, const uint8_t *p, const char *why)
{
    printf("; %s", vj_inst_class_name(d->cls));
    for (size_t i = 0; i + 4 <= d->length; i += 4)
        printf(" 0x%08x", (unsigned)p[i] | (unsigned)p[i + 1] << 8 | (unsigned)p[i + 2] << 16 |
                              (unsigned)p[i + 3] << 24);
    if (why)
        printf(" ; %s", why);
    putchar('\n');
}

/* The memory encodings the library prints (mem.c, issue 31): the others
 * are still listed as comments. */
static int mem_printed(vj_inst_class cls)
{
    return cls == VJ_CLASS_SMEM || cls == VJ_CLASS_FLAT || cls == VJ_CLASS_GLOBAL ||
           cls == VJ_CLASS_SCRATCH || cls == VJ_CLASS_DS || cls == VJ_CLASS_MUBUF ||
           cls == VJ_CLASS_MTBUF || cls == VJ_CLASS_VBUFFER;
}

/* List len bytes of machine code, instruction by instruction; offsets are
 * printed from base (a kernel's address). Returns the exit status: 1 after
 * an invalid or cut-off word, 0 otherwise (a valid instruction we do not
 * decode is listed as a comment, with why on stderr). */
static int disasm_stream(vj_context *ctx, const uint8_t *code, size_t len, uint64_t base,
                         int offsets, const char *shown)
{
    int rc = 0;
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
        /* the vector ALU and the scalar ALU/program-control classes print in full */
        int full = vj_inst_class_is_valu(d.cls) ||
                   (d.cls >= VJ_CLASS_SOP1 && d.cls <= VJ_CLASS_SOPP) || mem_printed(d.cls);
        st = full
                 ? vj_disassemble(ctx, code, len, off, buf, sizeof buf, NULL)
                 : VJ_ERR_UNSUPPORTED;
        if (offsets)
            printf("%08llx: ", (unsigned long long)(base + off));
        if (st == VJ_OK) {
            printf("%s\n", buf);
        } else if (st == VJ_ERR_UNSUPPORTED && full) {
            /* valid, and not one we decode: said in the listing */
            vj_error e;
            vj_last_error_info(ctx, &e);
            const char *why = strstr(e.message, ": ");
            print_as_comment(&d, code + off, why && e.offset != VJ_NO_POSITION ? why + 2
                                                                                 : e.message);
        } else {
            if (full) { /* invalid by its operands */
                fprintf(stderr, "%s: %s\n", shown, vj_last_error(ctx));
                rc = 1;
            }
            print_as_comment(&d, code + off, NULL);
        }
        off += d.length;
    }
    return rc;
}

/* An AMDGPU code object: every kernel, each for the object's target and
 * the kernel's wave size (an --arch or --wave given must agree). */
static int disasm_codeobj(const vj_options *given, int arch_given, int wave_given,
                          const uint8_t *bytes, size_t len, int offsets, const char *shown)
{
    vj_codeobj *obj = vj_cli_codeobj_open(given, bytes, len, shown);
    if (!obj)
        return 1;
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    int rc = 0;
    if (arch_given && given->target != info->target) {
        vj_cli_error("disasm", "%s is a code object for %s, not %s", shown,
                     vj_target_name(info->target), vj_target_name(given->target));
        vj_codeobj_free(obj);
        return 1;
    }
    for (size_t i = 0; i < info->kernel_count; i++) {
        const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
        if (wave_given && given->wave_size != k->wave_size) {
            vj_cli_error("disasm", "kernel %s of %s runs in wave%u, not wave%u", k->name, shown,
                         k->wave_size, given->wave_size);
            rc = 1;
            continue;
        }
        vj_context *ctx = vj_cli_kernel_context(given, info, k, "disasm");
        if (!ctx) {
            rc = 1;
            break;
        }
        printf("%s%s: ; %s, wave%u, %llu bytes at address 0x%llx\n", i ? "\n" : "", k->name,
               vj_target_name(info->target), k->wave_size, (unsigned long long)k->code_size,
               (unsigned long long)k->address);
        rc |= disasm_stream(ctx, k->code, (size_t)k->code_size, k->address, offsets, shown);
        vj_context_free(ctx);
    }
    vj_codeobj_free(obj);
    return rc;
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
    int binary = 0, offsets = 0, arch_given = 0, wave_given = 0, c;
    while ((c = getopt_long(argc, argv, "a:w:boh", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 'w':
            if (!vj_cli_target_option(c, optarg, &opts, "disasm"))
                return 2;
            arch_given |= c == 'a';
            wave_given |= c == 'w';
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
    if (text && tlen >= 4 && memcmp(text, "\177ELF", 4) == 0) { /* a code object */
        rc = disasm_codeobj(&opts, arch_given, wave_given, (const uint8_t *)text, tlen, offsets,
                            shown);
        free(text);
        vj_context_free(ctx);
        return rc;
    }
    /* The byte list is read as a C string: a NUL byte would end it early. */
    if (!text || (!binary &&
                  (vj_cli_has_nul(shown, text, tlen) || !vj_cli_parse_bytes(shown, text, &code, &len)))) {
        free(text);
        vj_context_free(ctx);
        return 1;
    }
    if (binary) {
        code = (uint8_t *)text;
        len = tlen;
        text = NULL;
    }
    rc = disasm_stream(ctx, code, len, 0, offsets, shown);
    vj_context_free(ctx);
    free(text);
    free(code);
    return rc;
}
