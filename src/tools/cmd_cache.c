/* cmd_cache: the 'cache' subcommand: how big the disk cache of compiled code
 * is, check every pack file in it, or clear it. A thin wrapper over
 * vj_disk_cache_walk; it never compiles anything. */
#include "config.h"

#include <getopt.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s cache [--cache-dir=DIR] stats|verify|clear\n"
            "The disk cache of compiled code (default $XDG_CACHE_HOME/vop3jit, else\n"
            "~/.cache/vop3jit; $VOP3JIT_CACHE_DIR overrides both).\n\n"
            "  stats    count the pack files (one per compiled batch) and their bytes\n"
            "  verify   also check each pack (structure, checksums, each block's key,\n"
            "           owner and mode) and remove the bad ones\n"
            "  clear    remove every pack\n\n"
            "  -d, --cache-dir=DIR  the cache directory\n"
            "  -h, --help           display this help and exit\n\n"
            "Exit status: 0 on success, 1 when the directory cannot be used, 2 on a usage\n"
            "error.\n",
            vj_prog);
}

int vj_cmd_cache(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"cache-dir", required_argument, NULL, 'd'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    const char *dir = vj_cli_cache_dir();
    int c;
    while ((c = getopt_long(argc, argv, "d:h", longopts, NULL)) != -1) {
        switch (c) {
        case 'd':
            dir = optarg;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s cache --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    static const char *const names[] = {"stats", "verify", "clear"};
    int op = -1;
    for (int i = 0; optind + 1 == argc && i < 3; i++)
        if (strcmp(argv[optind], names[i]) == 0)
            op = i;
    if (op < 0) {
        vj_cli_error("cache", optind < argc ? "unknown or extra action '%s'"
                                             : "missing action (stats, verify or clear)",
                     optind < argc ? argv[optind] : "");
        fprintf(stderr, "Try '%s cache --help' for more information.\n", vj_prog);
        return 2;
    }
    if (!dir[0]) {
        vj_cli_error("cache", "no cache directory (no HOME): give --cache-dir");
        return 1;
    }
    vj_options o;
    vj_options_init(&o);
    o.cache_dir = dir;
    vj_status st;
    vj_context *ctx = vj_context_new(&o, &st);
    if (!ctx) {
        vj_cli_error("cache", "%s", vj_status_string(st));
        return 1;
    }
    vj_disk_cache_info info;
    int rc = 0;
    if (vj_disk_cache_walk(ctx, (vj_disk_cache_op)op, &info) != VJ_OK) {
        vj_cli_error("cache", "%s", vj_last_error(ctx));
        rc = 1;
    } else {
        printf("%s: %llu packs, %llu bytes", dir, (unsigned long long)info.entries,
               (unsigned long long)info.bytes);
        if (op == VJ_DISK_VERIFY)
            printf(", %llu bad, %llu removed", (unsigned long long)info.bad,
                   (unsigned long long)info.removed);
        if (op == VJ_DISK_CLEAR)
            printf(", %llu removed", (unsigned long long)info.removed);
        printf("\n");
    }
    vj_context_free(ctx);
    return rc;
}
