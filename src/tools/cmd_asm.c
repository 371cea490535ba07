/* cmd_asm: the 'asm' subcommand, a thin wrapper over the public API:
 * vj_assemble_listing the input, then vj_disassemble each instruction to print it
 * with its encoding as llvm-mc -show-encoding does. No parsing here. */
#include "config.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s asm [OPTION]... [FILE|-]\n"
            "Assemble LLVM-syntax vector ALU instructions; print each one in canonical\n"
            "form with its encoding, as llvm-mc -show-encoding does. Compiler output is\n"
            "taken as written: labels, directives and comments place nothing.\n\n"
            "  -a, --arch=TARGET  target (-mcpu name or alias; default gfx1100)\n"
            "  -w, --wave=N       wave size 32 or 64 (default: the target's)\n"
            "      --max-input=BYTES\n"
            "                     refuse an input larger than BYTES (default 64M;\n"
            "                     K, M and G multiply by 1024)\n"
            "  -h, --help         display this help and exit\n\n"
            "With no FILE, or when FILE is -, read standard input.\n"
            "Every line that does not assemble is reported, as FILE:LINE:COL: error:\n"
            "MESSAGE, and the exit status is then 1.\n",
            vj_prog);
}

int vj_cmd_asm(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"arch", required_argument, NULL, 'a'},
        {"wave", required_argument, NULL, 'w'},
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    opts.jit = VJ_JIT_OFF; /* nothing here runs code */
    int c;
    while ((c = getopt_long(argc, argv, "a:w:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 'w':
            if (!vj_cli_target_option(c, optarg, &opts, "asm"))
                return 2;
            break;
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "asm"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s asm --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (argc - optind > 1) {
        vj_cli_error("asm", "too many arguments");
        return 2;
    }
    const char *path = optind < argc ? argv[optind] : "-";
    int rc = 0;
    vj_context *ctx = vj_cli_context_new(&opts, "asm", &rc);
    if (!ctx)
        return rc;
    size_t text_len = 0;
    char *text = vj_cli_read_file("asm", path, &text_len);
    if (!text || vj_cli_has_nul(strcmp(path, "-") == 0 ? "<stdin>" : path, text, text_len)) {
        free(text);
        vj_context_free(ctx);
        return 1;
    }
    /* Every line: what assembles is printed, every refused line reported
     * (as llvm-mc does: errors as they come, on stderr; exit status 1). */
    vj_listing *listing = NULL;
    vj_status st = vj_assemble_listing(ctx, text, strcmp(path, "-") == 0 ? "<stdin>" : path,
                                       &listing);
    if (st != VJ_OK) {
        vj_cli_error("asm", "%s", vj_last_error(ctx));
        rc = 1;
    }
    for (size_t i = 0; i < vj_listing_error_count(listing); i++) {
        fprintf(stderr, "%s\n", vj_listing_error(listing, i)->message);
        rc = 1;
    }
    size_t len = 0;
    const uint8_t *code = vj_listing_code(listing, &len);
    for (size_t off = 0; st == VJ_OK && off < len;) {
        char buf[256];
        size_t n = 0;
        st = vj_disassemble(ctx, code, len, off, buf, sizeof buf, &n);
        if (st != VJ_OK) {
            vj_cli_error("asm", "%s", vj_last_error(ctx));
            rc = 1;
            break;
        }
        printf("%-39s ; encoding: [", buf);
        for (size_t i = 0; i < n; i++)
            printf("%s0x%02x", i ? "," : "", code[off + i]);
        printf("]\n");
        off += n;
    }
    vj_listing_free(listing);
    vj_context_free(ctx);
    free(text);
    return rc;
}
