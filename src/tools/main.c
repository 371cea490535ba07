/* main: the vop3jit command line: GNU-style --help/--version and a table of
 * subcommands. Each subcommand lives in its own cmd_*.c file. */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tools/cli.h"

const char *vj_prog = "vop3jit";

static const struct {
    const char *name;
    vj_cmd_fn fn;
    const char *summary;
} commands[] = {
    {"asm", vj_cmd_asm, "assemble LLVM-syntax VOP3 text, printing each encoding"},
    {"disasm", vj_cmd_disasm, "disassemble machine code (byte list or --binary)"},
    {"run", vj_cmd_run, "translate a program and run it on a wave state"},
    {"dispatch", vj_cmd_dispatch, "run a code object's kernel over a grid, with buffers"},
    {"ir", vj_cmd_ir, "print the IR of a program (--opt for the folded form)"},
    {"fold", vj_cmd_fold, "show what a v_perm_b32 selector folds to"},
    {"bench", vj_cmd_bench, "benchmark the engines against baselines"},
    {"cache", vj_cmd_cache, "show, check or clear the disk cache of compiled code"},
    {"scan", vj_cmd_scan, "how much of a program translates: classes, share, runs"},
    {"kernels", vj_cmd_kernels, "list the kernels of an AMDGPU code object (.o, .hsaco)"},
    {"list", vj_cmd_list, "list the instructions a target has and which ones we translate"},
};

#define NCOMMANDS (sizeof commands / sizeof commands[0])

void vj_cli_error(const char *subcmd, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "%s%s%s: ", vj_prog, subcmd ? " " : "", subcmd ? subcmd : "");
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

/* The most bytes vj_cli_read_file takes from one input (--max-input). */
static size_t max_input = VJ_CLI_MAX_INPUT_DEFAULT;

int vj_cli_block_option(const char *arg, long *block, const char *subcmd)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    if (!isdigit((unsigned char)arg[0]) || *end || errno || v < 0 || v > 1000000000L) {
        vj_cli_error(subcmd, "--block takes a run number from 0, not '%s'", arg);
        return 0;
    }
    *block = v;
    return 1;
}

int vj_cli_max_input_option(const char *arg, const char *subcmd)
{
    static const char suffixes[] = "KMG";
    char *end;
    errno = 0;
    unsigned long long v = strtoull(arg, &end, 10);
    const char *suffix = *end ? strchr(suffixes, *end) : NULL;
    if (suffix && end[1] == '\0') {
        unsigned shift = 10 * (unsigned)(suffix - suffixes + 1);
        v = v > (ULLONG_MAX >> shift) ? ULLONG_MAX : v << shift;
        end++;
    }
    if (!isdigit((unsigned char)arg[0]) || *end || errno || v == 0 || v > VJ_CLI_MAX_INPUT_LIMIT) {
        vj_cli_error(subcmd,
                     "--max-input takes 1 to %llu bytes (K, M and G multiply by 1024), "
                     "not '%s'",
                     (unsigned long long)VJ_CLI_MAX_INPUT_LIMIT, arg);
        return 0;
    }
    max_input = (size_t)v;
    return 1;
}

char *vj_cli_read_file(const char *subcmd, const char *path, size_t *len)
{
    int is_stdin = strcmp(path, "-") == 0;
    const char *shown = is_stdin ? "<stdin>" : path;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        vj_cli_error(subcmd, "%s: %s", shown, strerror(errno));
        return NULL;
    }
    /* A regular file says its size; anything else (a pipe, /dev/zero) is
     * read until it passes the limit by one byte. */
    struct stat st;
    int too_big = fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
                  (unsigned long long)st.st_size > max_input;
    size_t want = max_input + 1, cap = 4096, n = 0;
    char *buf = too_big ? NULL : malloc(cap);
    while (buf && n < want) {
        if (n + 1 >= cap) {
            size_t ncap = cap * 2 > want + 1 ? want + 1 : cap * 2;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        size_t room = cap - 1 - n < want - n ? cap - 1 - n : want - n;
        size_t got = fread(buf + n, 1, room, f);
        n += got;
        if (got == 0)
            break;
    }
    too_big = too_big || n > max_input;
    int failed = too_big || !buf || ferror(f);
    int saved = errno;
    if (f != stdin)
        fclose(f);
    if (too_big)
        vj_cli_error(subcmd,
                     "%s: larger than the input limit of %zu bytes (--max-input raises it)", shown,
                     max_input);
    else if (failed)
        vj_cli_error(subcmd, "%s: %s", shown, buf ? strerror(saved) : "out of memory");
    if (failed) {
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}

int vj_cli_target_option(int c, const char *arg, vj_options *opts, const char *subcmd)
{
    if (c == 'a') {
        if (vj_target_parse(arg, &opts->target) != VJ_OK) {
            char names[256] = "";
            for (int t = 0; t < VJ_TARGET_COUNT; t++) {
                size_t k = strlen(names);
                snprintf(names + k, sizeof names - k, "%s%s", t ? ", " : "",
                         vj_target_name((vj_target)t));
            }
            vj_cli_error(subcmd, "unknown target '%s' (the targets: %s, or an alias)", arg, names);
            return 0;
        }
        return 1;
    }
    if (strcmp(arg, "32") != 0 && strcmp(arg, "64") != 0) {
        vj_cli_error(subcmd, "wave size must be 32 or 64, not '%s'", arg);
        return 0;
    }
    opts->wave_size = arg[0] == '3' ? 32 : 64;
    return 1;
}

vj_context *vj_cli_context_new(const vj_options *opts, const char *subcmd, int *rc)
{
    vj_status st;
    vj_context *ctx = vj_context_new(opts, &st);
    if (ctx)
        return ctx;
    if (st == VJ_ERR_ARG) {
        /* Every option the program lets through is valid on its own: what
         * the library refuses is the pair. */
        vj_cli_error(subcmd, "--wave %u is not a wave size of %s", opts->wave_size,
                     vj_target_name(opts->target));
        *rc = 2;
    } else {
        vj_cli_error(subcmd, "%s", vj_status_string(st));
        *rc = 1;
    }
    return NULL;
}

int vj_cli_jit_option(const char *arg, vj_options *opts, const char *subcmd)
{
    if (vj_jit_policy_parse(arg, &opts->jit) != VJ_OK) {
        vj_cli_error(subcmd, "unknown JIT policy '%s' (off, tiered or eager)", arg);
        return 0;
    }
    return 1;
}

/* Run from a build tree, the program finds the compile helper beside it:
 * say so to every context through the variable the library reads. */
static void use_helper_beside(void)
{
    static char path[4096];
    if (getenv("VOP3JIT_HELPER"))
        return; /* the library reads it */
    ssize_t n = readlink("/proc/self/exe", path, sizeof path - 32);
    if (n <= 0)
        return;
    path[n] = '\0';
    char *slash = strrchr(path, '/');
    if (!slash)
        return;
    strcpy(slash + 1, "vop3jit-compile");
    if (access(path, X_OK) == 0)
        setenv("VOP3JIT_HELPER", path, 0);
}

const char *vj_cli_cache_dir(void)
{
    static char dir[4096];
    const char *env = getenv("VOP3JIT_CACHE_DIR");
    if (env && env[0])
        return env;
    const char *xdg = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    if (xdg && xdg[0] == '/')
        snprintf(dir, sizeof dir, "%s/vop3jit", xdg);
    else if (home && home[0] == '/')
        snprintf(dir, sizeof dir, "%s/.cache/vop3jit", home);
    else
        return "";
    return dir;
}

void vj_cli_cache_warning(const vj_context *ctx, const char *subcmd)
{
    const char *why = vj_disk_cache_problem(ctx);
    if (why)
        fprintf(stderr, "%s %s: warning: %s; running without the disk cache\n", vj_prog, subcmd,
                why);
}

int vj_cli_has_nul(const char *path, const char *text, size_t len)
{
    const char *nul = memchr(text, '\0', len);
    if (!nul)
        return 0;
    unsigned line = 1, col = 1;
    for (const char *p = text; p < nul; p++, col++) {
        if (*p == '\n') {
            line++;
            col = 0;
        }
    }
    fprintf(stderr, "%s:%u:%u: error: NUL byte in a text file\n", path, line, col);
    return 1;
}

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s [OPTION]... COMMAND [ARG]...\n"
            "Translate AMD GPU VOP3 instructions (CDNA1-5, RDNA1-4) to host code\n"
            "through libgccjit, or run them on an interpreter.\n\n"
            "Commands:\n",
            vj_prog);
    for (size_t i = 0; i < NCOMMANDS; i++)
        fprintf(out, "  %-8s %s\n", commands[i].name, commands[i].summary);
    fprintf(out,
            "\nOptions:\n"
            "  -h, --help     display this help and exit\n"
            "  -V, --version  output version information and exit\n\n"
            "Run '%s COMMAND --help' for a command's own options.\n\n"
            "Exit status, for every command: 0 on success; 1 for a program or data\n"
            "error (an input that cannot be read, bad assembly, machine code or wave\n"
            "state, output that cannot be written); 2 for a usage error (an unknown\n"
            "command, option or value, a missing or extra argument, options that do\n"
            "not go together).\n",
            vj_prog);
}

static void version(void)
{
    printf("vop3jit %s\n", vj_version());
    printf("JIT engine: %s\n", vj_jit_available() ? "libgccjit" : "not built");
    printf("Copyright (c) 2026 the vop3jit authors.\n");
    printf("License: MIT (see the LICENSE file).\n");
    printf("This is free software; there is NO warranty.\n");
}

static int run(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},
        {NULL, 0, NULL, 0},
    };
    int c;
    argv[0] = (char *)vj_prog; /* getopt's messages start with it */
    /* '+': stop at the first non-option, which is the subcommand. */
    while ((c = getopt_long(argc, argv, "+hV", longopts, NULL)) != -1) {
        switch (c) {
        case 'h':
            usage(stdout);
            return 0;
        case 'V':
            version();
            return 0;
        default:
            fprintf(stderr, "Try '%s --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (optind >= argc) {
        vj_cli_error(NULL, "missing command");
        fprintf(stderr, "Try '%s --help' for more information.\n", vj_prog);
        return 2;
    }
    const char *name = argv[optind];
    use_helper_beside();
    for (size_t i = 0; i < NCOMMANDS; i++) {
        if (strcmp(name, commands[i].name) == 0) {
            int sub = optind;
            optind = 0; /* let the subcommand run getopt_long afresh */
            /* getopt's messages start with argv[0]: "vop3jit run: ...". */
            static char full[64];
            snprintf(full, sizeof full, "%s %s", vj_prog, commands[i].name);
            argv[sub] = full;
            return commands[i].fn(argc - sub, argv + sub);
        }
    }
    vj_cli_error(NULL, "unknown command '%s'", name);
    fprintf(stderr, "Try '%s --help' for more information.\n", vj_prog);
    return 2;
}

int main(int argc, char **argv)
{
    vj_cli_stdout_open();
    return vj_cli_stdout_close(run(argc, argv));
}
