/* cmd_ir: the 'ir' subcommand, a thin wrapper over the public API:
 * translate a program and print its IR text (before or after optimising). */
#include "config.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s ir [OPTION]... PROGRAM\n"
            "Translate PROGRAM (LLVM-syntax assembly, or machine code with --binary) and\n"
            "print its IR: one node a line, each instruction's nodes under a comment that\n"
            "names it; constants print where they are used.\n\n"
            "  -a, --arch=TARGET  target (-mcpu name or alias; default gfx1100)\n"
            "  -w, --wave=N       wave size 32 or 64 (default: the target's)\n"
            "      --opt          print the IR after the optimiser\n"
            "      --no-opt       print the IR as lowered (the default)\n"
            "  -b, --binary       PROGRAM is raw machine code\n"
            "      --max-input=BYTES\n"
            "                     refuse an input larger than BYTES (default 64M;\n"
            "                     K, M and G multiply by 1024)\n"
            "  -h, --help         display this help and exit\n",
            vj_prog);
}

int vj_cmd_ir(int argc, char **argv)
{
    enum { OPT_OPT = 256, OPT_NO_OPT, OPT_BLOCK };
    static const struct option longopts[] = {
        {"arch", required_argument, NULL, 'a'},
        {"wave", required_argument, NULL, 'w'},
        {"opt", no_argument, NULL, OPT_OPT},
        {"no-opt", no_argument, NULL, OPT_NO_OPT},
        {"binary", no_argument, NULL, 'b'},
        {"block", required_argument, NULL, OPT_BLOCK},
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    opts.jit = VJ_JIT_OFF; /* nothing here runs code */
    opts.optimize = 0;
    int binary = 0, c;
    long block = -1;
    while ((c = getopt_long(argc, argv, "a:w:bh", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 'w':
            if (!vj_cli_target_option(c, optarg, &opts, "ir"))
                return 2;
            break;
        case OPT_OPT:
            opts.optimize = 1;
            break;
        case OPT_NO_OPT:
            opts.optimize = 0;
            break;
        case 'b':
            binary = 1;
            break;
        case OPT_BLOCK:
            if (!vj_cli_block_option(optarg, &block, "ir"))
                return 2;
            break;
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "ir"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s ir --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (argc - optind != 1) {
        vj_cli_error("ir", argc - optind ? "too many arguments" : "missing PROGRAM");
        fprintf(stderr, "Try '%s ir --help' for more information.\n", vj_prog);
        return 2;
    }
    const char *path = argv[optind];
    int rc = 0;
    vj_context *ctx = vj_cli_context_new(&opts, "ir", &rc);
    if (!ctx)
        return rc;
    size_t len = 0;
    char *prog = vj_cli_read_file("ir", path, &len);
    if (!prog ||
        (!binary && vj_cli_has_nul(strcmp(path, "-") == 0 ? "<stdin>" : path, prog, len))) {
        free(prog);
        vj_context_free(ctx);
        return 1;
    }
    rc = 1;
    vj_block *blk = vj_cli_translate(ctx, "ir", prog, len,
                                     strcmp(path, "-") == 0 ? "<stdin>" : path, binary, block);
    if (blk) {
        char *text = vj_block_ir_text(blk);
        if (text) {
            fputs(text, stdout);
            rc = 0;
        } else {
            vj_cli_error("ir", "out of memory");
        }
        vj_free(text);
    }
    vj_block_free(blk);
    vj_context_free(ctx);
    free(prog);
    return rc;
}
