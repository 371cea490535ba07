/* cmd_fold: the 'fold' subcommand: what a v_perm_b32 selector folds to, one
 * line each, for people reading emulator traces. A thin wrapper over
 * vj_fold_describe; it knows nothing of the folding itself. */
#include "config.h"

#include <ctype.h>
#include <getopt.h>
#include <stdlib.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s fold [OPTION]... SELECTOR...\n"
            "Show what v_perm_b32 D, S0, S1, SELECTOR folds to when the selector is\n"
            "known at translation time, as an expression over S0 and S1, with the IR\n"
            "op count of that form against the price of a generic perm.\n\n"
            "SELECTOR is a 32-bit value in hex, with or without 0x (0x05040100).\n"
            "Each selector byte picks a result byte: 0-3 bytes of S1, 4-7 bytes of\n"
            "S0, 8-11 the sign of byte 1 or 3 of S1 or S0, 12 zero, 13 and up 0xff.\n\n"
            "  -s, --same   S0 and S1 are the same register (a window is a rotate)\n"
            "  -h, --help   display this help and exit\n\n"
            "Example:\n"
            "  $ %s fold 0x05040100\n"
            "  0x05040100 -> (S1 & 0xffff) | (S0 << 16)  [3 ops; a generic perm is priced 12]\n",
            vj_prog, vj_prog);
}

static int parse_selector(const char *s, uint32_t *out)
{
    const char *p = s;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        p += 2;
    if (!*p)
        return 0;
    uint32_t v = 0;
    unsigned digits = 0;
    for (; *p; p++, digits++) {
        if (!isxdigit((unsigned char)*p) || digits == 8)
            return 0;
        v = v << 4 |
            (uint32_t)(isdigit((unsigned char)*p) ? *p - '0'
                                                  : tolower((unsigned char)*p) - 'a' + 10);
    }
    *out = v;
    return 1;
}

int vj_cmd_fold(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"same", no_argument, NULL, 's'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    unsigned flags = 0;
    int c;
    while ((c = getopt_long(argc, argv, "sh", longopts, NULL)) != -1) {
        switch (c) {
        case 's':
            flags |= VJ_FOLD_SAME_SOURCES;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s fold --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (optind == argc) {
        vj_cli_error("fold", "no selector given");
        fprintf(stderr, "Try '%s fold --help' for more information.\n", vj_prog);
        return 2;
    }
    int rc = 0;
    for (int i = optind; i < argc; i++) {
        uint32_t sel;
        if (!parse_selector(argv[i], &sel)) {
            vj_cli_error("fold", "'%s' is not a 32-bit hex selector", argv[i]);
            rc = 2;
            continue;
        }
        char text[256];
        vj_fold_info info;
        vj_status st = vj_fold_describe(sel, flags, text, sizeof text, &info);
        if (st != VJ_OK) {
            vj_cli_error("fold", "0x%08x: %s", sel, vj_status_string(st));
            rc = 1;
            continue;
        }
        if (info.keeps_perm)
            printf("0x%08x -> %s  [kept: no form cheaper than a generic perm, priced %u]\n", sel,
                   text, info.perm_cost);
        else
            printf("0x%08x -> %s  [%u op%s; a generic perm is priced %u]\n", sel, text, info.ops,
                   info.ops == 1 ? "" : "s", info.perm_cost);
    }
    return rc;
}
