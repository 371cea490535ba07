/* cmd_kernels: the 'kernels' subcommand: what an AMDGPU code object holds
 * (its target, and each kernel's name, wave size and code range), read by
 * vj_codeobj_open. A thin wrapper: no ELF reading here. */
#include "config.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s kernels [OPTION]... FILE...\n"
            "List the kernels of AMDGPU ELF code objects: relocatable objects from\n"
            "clang -c, or linked .hsaco files. For each FILE a line with its target\n"
            "(LLVM's target ID), code object version and kind, then one line per\n"
            "kernel: its name, wave size (from its kernel descriptor), and where its\n"
            "code lies in the file (byte offset, size in bytes).\n\n"
            "      --max-input=BYTES\n"
            "                refuse an input larger than BYTES (default 64M;\n"
            "                K, M and G multiply by 1024)\n"
            "  -h, --help    display this help and exit\n\n"
            "A file that is not a well-formed AMDGPU code object (truncated, another\n"
            "machine's, inconsistent) is reported with what is wrong and where; the\n"
            "exit status is then 1.\n\n"
            "Example:\n"
            "  $ %s kernels md5.gfx1100.o\n"
            "  md5.gfx1100.o: gfx1100, code object v5, relocatable, 2 kernels\n"
            "    md5_blocks  wave32  offset 0x100  size 3124\n"
            "    md5_short   wave32  offset 0xe00  size 4760\n",
            vj_prog, vj_prog);
}

/* A name from the file as it can be printed on one line: bytes outside
 * printable ASCII as \xNN. */
static void print_name(const char *name, int width)
{
    int n = 0;
    for (const unsigned char *p = (const unsigned char *)name; *p; p++)
        n += *p >= 0x20 && *p < 0x7f ? printf("%c", *p) : printf("\\x%02x", *p);
    printf("%*s", width > n ? width - n : 0, "");
}

static int list(vj_context *ctx, const char *path)
{
    size_t len = 0;
    char *bytes = vj_cli_read_file("kernels", path, &len);
    const char *shown = strcmp(path, "-") == 0 ? "<stdin>" : path;
    if (!bytes)
        return 1;
    vj_codeobj *obj = NULL;
    vj_status st = vj_codeobj_open(ctx, (const uint8_t *)bytes, len, &obj);
    free(bytes); /* the object keeps its own copy */
    if (st != VJ_OK) {
        fprintf(stderr, "%s kernels: %s: %s\n", vj_prog, shown, vj_last_error(ctx));
        return 1;
    }
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    printf("%s: %s, code object v%u, %s, %zu kernel%s\n", shown, info->target_id, info->version,
           info->linked ? "linked" : "relocatable", info->kernel_count,
           info->kernel_count == 1 ? "" : "s");
    int width = 0;
    for (size_t i = 0; i < info->kernel_count; i++) {
        int n = (int)strlen(vj_codeobj_kernel(obj, i)->name);
        width = n > width ? n : width;
    }
    width = width > 40 ? 40 : width;
    for (size_t i = 0; i < info->kernel_count; i++) {
        const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
        printf("  ");
        print_name(k->name, width);
        printf("  wave%u  offset 0x%llx  size %llu\n", k->wave_size,
               (unsigned long long)k->code_offset, (unsigned long long)k->code_size);
    }
    vj_codeobj_free(obj);
    return 0;
}

int vj_cmd_kernels(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    int c;
    while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
        switch (c) {
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "kernels"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s kernels --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (optind == argc) {
        vj_cli_error("kernels", "no code object given");
        fprintf(stderr, "Try '%s kernels --help' for more information.\n", vj_prog);
        return 2;
    }
    vj_options opts;
    vj_options_init(&opts);
    opts.jit = VJ_JIT_OFF; /* nothing here runs code */
    int rc = 0;
    vj_context *ctx = vj_cli_context_new(&opts, "kernels", &rc);
    if (!ctx)
        return rc;
    for (int i = optind; i < argc; i++)
        if (list(ctx, argv[i]) != 0)
            rc = 1;
    vj_context_free(ctx);
    return rc;
}
