/* vop3jit dispatch: run a code object's kernel over a grid (issue 31, item
 * 4). The arguments fill its kernarg segment in order, each at its natural
 * alignment (a buffer's address 8 bytes, a 32-bit value 4, a 64-bit one 8),
 * as OpenCL and HIP lay out explicit arguments; the hidden arguments after
 * them are zeros. Buffers live in host memory lent to the kernel's map,
 * each at its own 4 GiB of guest address space. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tools/cli.h"

#define MAX_ARGS 32
#define BUF_BASE 0x100000000ull /* buffer i at BUF_BASE * (i + 1) */
#define KERNARG_ADDR 0xfffd00000000ull

typedef struct arg {
    enum { A_IN, A_OUT, A_INOUT, A_U32, A_U64, A_F32, A_F64 } kind;
    const char *file;
    uint8_t *data;
    size_t size;
    uint64_t value; /* a value's bits */
} arg;

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: vop3jit dispatch [OPTION]... FILE\n"
            "Run a kernel of the AMDGPU code object FILE over a grid, as a GPU's dispatcher\n"
            "starts it (registers from its kernel descriptor, an LDS per workgroup, the\n"
            "waves of a workgroup meeting at barriers, workgroups on several threads),\n"
            "with buffers from files; then write the output buffers back.\n"
            "\n"
            "  -k, --kernel=NAME     the kernel (default: the object's only one)\n"
            "  -g, --grid=X[,Y[,Z]]  work-items in each dimension (HSA's grid size)\n"
            "  -b, --block=X[,Y[,Z]] work-items per workgroup (default 64 or the\n"
            "                        kernel's wave size)\n"
            "      --arg=SPEC        the next kernel argument, in order:\n"
            "                          in:FILE        a buffer with FILE's bytes\n"
            "                          inout:FILE     the same, written back to FILE after\n"
            "                          out:FILE:SIZE  SIZE zero bytes, written to FILE after\n"
            "                          u32:N i32:N u64:N f32:X f64:X  a value\n"
            "  -e, --engine=ENGINE   auto, interp, jit or ref (default auto)\n"
            "  -j, --jit=POLICY      tiered, eager or off (default tiered)\n"
            "  -t, --threads=N       workgroups at once (default: the host's cores)\n"
            "      --max-blocks=N    blocks a wave may run (default 10^8)\n"
            "      --progress        a progress line on stderr (default: when stderr is a\n"
            "                        terminal and the run takes over a second)\n"
            "      --no-cache        no disk cache of compiled code\n"
            "      --max-input=BYTES refuse an input file larger than BYTES (default 64M)\n"
            "  -h, --help            this help\n"
            "\n"
            "Exit status: 0 when the kernel ran to its end on every wave, 1 when it stopped\n"
            "(a memory fault, an instruction vop3jit does not run, a budget), 2 on bad\n"
            "usage.\n");
}

static int parse_dims(const char *s, uint32_t out[3])
{
    out[0] = out[1] = out[2] = 1;
    for (unsigned i = 0; i < 3; i++) {
        char *end;
        errno = 0;
        unsigned long v = strtoul(s, &end, 0);
        if (end == s || errno || v == 0 || v > 0xffffffffu)
            return 0;
        out[i] = (uint32_t)v;
        if (!*end)
            return 1;
        if (*end != ',' || i == 2)
            return 0;
        s = end + 1;
    }
    return 0;
}

static int parse_arg(const char *spec, arg *a)
{
    memset(a, 0, sizeof *a);
    const char *colon = strchr(spec, ':');
    if (!colon || !colon[1])
        return 0;
    size_t n = (size_t)(colon - spec);
    const char *v = colon + 1;
    char *end;
    errno = 0;
    if (n == 2 && strncmp(spec, "in", 2) == 0) {
        a->kind = A_IN;
        a->file = v;
        return 1;
    }
    if (n == 5 && strncmp(spec, "inout", 5) == 0) {
        a->kind = A_INOUT;
        a->file = v;
        return 1;
    }
    if (n == 3 && strncmp(spec, "out", 3) == 0) {
        const char *c2 = strrchr(v, ':');
        if (!c2 || c2 == v)
            return 0;
        unsigned long long size = strtoull(c2 + 1, &end, 0);
        if (*end || errno || size == 0 || size > (1ull << 32))
            return 0;
        a->kind = A_OUT;
        a->size = (size_t)size;
        char *f = strndup(v, (size_t)(c2 - v));
        a->file = f;
        return f != NULL;
    }
    if ((n == 3 && (strncmp(spec, "u32", 3) == 0 || strncmp(spec, "i32", 3) == 0)) ||
        (n == 3 && strncmp(spec, "u64", 3) == 0)) {
        int is64 = spec[1] == '6';
        if (spec[0] == 'i') {
            long long x = strtoll(v, &end, 0);
            if (*end || errno || x < INT32_MIN || x > INT32_MAX)
                return 0;
            a->value = (uint32_t)(int32_t)x;
        } else {
            unsigned long long x = strtoull(v, &end, 0);
            if (*end || errno || (!is64 && x > 0xffffffffull) || v[0] == '-')
                return 0;
            a->value = x;
        }
        a->kind = is64 ? A_U64 : A_U32;
        return 1;
    }
    if (n == 3 && (strncmp(spec, "f32", 3) == 0 || strncmp(spec, "f64", 3) == 0)) {
        double x = strtod(v, &end);
        if (*end || end == v)
            return 0;
        if (spec[1] == '3') {
            float f = (float)x;
            uint32_t bits;
            memcpy(&bits, &f, 4);
            a->value = bits;
            a->kind = A_F32;
        } else {
            memcpy(&a->value, &x, 8);
            a->kind = A_F64;
        }
        return 1;
    }
    return 0;
}

struct progress {
    int force, shown;
    struct timespec start, last;
};

static double since(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) * 1e-9;
}

static void on_progress(void *user, uint64_t done, uint64_t total)
{
    struct progress *p = user;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int due = p->force ? since(&p->last, &now) >= 0.5 || done == total
                       : isatty(2) && since(&p->start, &now) > 1.0 && since(&p->last, &now) >= 0.5;
    if (!due || (done == total && !p->shown))
        return;
    fprintf(stderr, "\rdispatch: %llu of %llu workgroups (%.0f%%), %.1f s", (unsigned long long)done,
            (unsigned long long)total, total ? 100.0 * (double)done / (double)total : 100.0,
            since(&p->start, &now));
    if (done == total)
        fputc('\n', stderr);
    fflush(stderr);
    p->shown = 1;
    p->last = now;
}

int vj_cmd_dispatch(int argc, char **argv)
{
    enum { OPT_ARG = 1100, OPT_MAX_BLOCKS, OPT_PROGRESS, OPT_NO_CACHE };
    static const struct option longopts[] = {
        {"kernel", required_argument, NULL, 'k'},
        {"grid", required_argument, NULL, 'g'},
        {"block", required_argument, NULL, 'b'},
        {"arg", required_argument, NULL, OPT_ARG},
        {"engine", required_argument, NULL, 'e'},
        {"jit", required_argument, NULL, 'j'},
        {"threads", required_argument, NULL, 't'},
        {"max-blocks", required_argument, NULL, OPT_MAX_BLOCKS},
        {"progress", no_argument, NULL, OPT_PROGRESS},
        {"no-cache", no_argument, NULL, OPT_NO_CACHE},
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    opts.cache_dir = vj_cli_cache_dir();
    vj_engine engine = VJ_ENGINE_AUTO;
    const char *kname = NULL;
    uint32_t grid[3] = {0, 0, 0}, block[3] = {0, 0, 0};
    int have_grid = 0, have_block = 0, force_progress = 0;
    unsigned threads = 0;
    unsigned long long max_blocks = 0;
    arg args[MAX_ARGS];
    unsigned nargs = 0;
    int c;
    while ((c = getopt_long(argc, argv, "k:g:b:e:j:t:h", longopts, NULL)) != -1) {
        char *end;
        switch (c) {
        case 'k':
            kname = optarg;
            break;
        case 'g':
        case 'b':
            if (!parse_dims(optarg, c == 'g' ? grid : block)) {
                vj_cli_error("dispatch", "--%s takes X[,Y[,Z]], each 1 to 2^32-1, not '%s'",
                             c == 'g' ? "grid" : "block", optarg);
                return 2;
            }
            (c == 'g' ? &have_grid : &have_block)[0] = 1;
            break;
        case OPT_ARG:
            if (nargs == MAX_ARGS) {
                vj_cli_error("dispatch", "at most %d arguments", MAX_ARGS);
                return 2;
            }
            if (!parse_arg(optarg, &args[nargs])) {
                vj_cli_error("dispatch",
                             "--arg '%s': want in:FILE, inout:FILE, out:FILE:SIZE, u32:N, i32:N, "
                             "u64:N, f32:X or f64:X",
                             optarg);
                return 2;
            }
            nargs++;
            break;
        case 'e':
            if (vj_engine_parse(optarg, &engine) != VJ_OK) {
                vj_cli_error("dispatch", "unknown engine '%s' (auto, interp, jit or ref)", optarg);
                return 2;
            }
            break;
        case 'j':
            if (!vj_cli_jit_option(optarg, &opts, "dispatch"))
                return 2;
            break;
        case 't':
            errno = 0;
            threads = (unsigned)strtoul(optarg, &end, 10);
            if (!*optarg || *end || errno || threads == 0 || threads > 256) {
                vj_cli_error("dispatch", "--threads takes 1 to 256, not '%s'", optarg);
                return 2;
            }
            break;
        case OPT_MAX_BLOCKS:
            errno = 0;
            max_blocks = strtoull(optarg, &end, 0);
            if (!*optarg || *end || errno || max_blocks == 0) {
                vj_cli_error("dispatch", "--max-blocks takes a positive number, not '%s'",
                             optarg);
                return 2;
            }
            break;
        case OPT_PROGRESS:
            force_progress = 1;
            break;
        case OPT_NO_CACHE:
            opts.cache_dir = "";
            break;
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "dispatch"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            usage(stderr);
            return 2;
        }
    }
    if (optind + 1 != argc || !have_grid) {
        vj_cli_error("dispatch", optind + 1 != argc ? "one code object, please"
                                                    : "--grid is required");
        usage(stderr);
        return 2;
    }
    const char *path = argv[optind];
    size_t len = 0;
    char *bytes = vj_cli_read_file("dispatch", path, &len);
    if (!bytes)
        return 1;
    int rc = 1;
    vj_codeobj *obj = vj_cli_codeobj_open(&opts, (const uint8_t *)bytes, len, path);
    vj_context *ctx = NULL;
    vj_memory *mem = NULL;
    uint8_t *kernarg = NULL;
    const vj_kernel_info *k = obj ? vj_cli_pick_kernel(obj, kname, path) : NULL;
    if (!k)
        goto done;
    if (!(ctx = vj_cli_kernel_context(&opts, vj_codeobj_get_info(obj), k, "dispatch")))
        goto done;
    vj_cli_cache_warning(ctx, "dispatch");
    if (!have_block)
        block[0] = k->wave_size, block[1] = block[2] = 1;
    /* the buffers and the kernarg segment */
    if (!(mem = vj_memory_new()))
        goto done;
    size_t size = 0;
    uint8_t seg[1024];
    memset(seg, 0, sizeof seg);
    for (unsigned i = 0; i < nargs; i++) {
        arg *a = &args[i];
        unsigned w = a->kind == A_U32 || a->kind == A_F32 ? 4 : 8;
        size = (size + w - 1) / w * w;
        if (size + w > sizeof seg) {
            vj_cli_error("dispatch", "the arguments take more than %zu bytes", sizeof seg);
            goto done;
        }
        if (a->kind == A_IN || a->kind == A_INOUT || a->kind == A_OUT) {
            if (a->kind != A_OUT) {
                size_t n = 0;
                char *d = vj_cli_read_file("dispatch", a->file, &n);
                if (!d)
                    goto done;
                a->data = (uint8_t *)d;
                a->size = n;
                if (!n) {
                    vj_cli_error("dispatch", "%s: an empty buffer", a->file);
                    goto done;
                }
            } else if (!(a->data = calloc(1, a->size))) {
                vj_cli_error("dispatch", "no memory for a buffer of %zu bytes", a->size);
                goto done;
            }
            a->value = BUF_BASE * (i + 1);
            if (vj_memory_map(mem, a->value, a->data, a->size, VJ_MEM_READ | VJ_MEM_WRITE) !=
                VJ_OK) {
                vj_cli_error("dispatch", "cannot map argument %u", i);
                goto done;
            }
        }
        memcpy(seg + size, &a->value, w);
        size += w;
    }
    uint32_t kernarg_size = (uint32_t)k->descriptor[8] | (uint32_t)k->descriptor[9] << 8 |
                            (uint32_t)k->descriptor[10] << 16 | (uint32_t)k->descriptor[11] << 24;
    if (size > kernarg_size && kernarg_size)
        fprintf(stderr, "%s: warning: the arguments take %zu bytes; kernel %s's kernarg segment "
                        "is %u\n",
                path, size, k->name, kernarg_size);
    /* compiled code loads its arguments in wide scalar loads that may reach
     * past the segment's end, as a runtime's padded allocation allows: the
     * segment is mapped in whole 256 bytes (zeros past the arguments) */
    size_t ksize = kernarg_size > size ? kernarg_size : size;
    ksize = (ksize + 255) / 256 * 256 + (ksize ? 0 : 256);
    if (!(kernarg = calloc(1, ksize)))
        goto done;
    memcpy(kernarg, seg, size);
    if (vj_memory_map(mem, KERNARG_ADDR, kernarg, ksize, VJ_MEM_READ) != VJ_OK)
        goto done;
    struct progress pr;
    memset(&pr, 0, sizeof pr);
    pr.force = force_progress;
    clock_gettime(CLOCK_MONOTONIC, &pr.start);
    pr.last = pr.start;
    vj_dispatch_desc d = {
        .kernel = k,
        .grid = {grid[0], grid[1], grid[2]},
        .block = {block[0], block[1], block[2]},
        .memory = mem,
        .kernarg = KERNARG_ADDR,
        .threads = threads,
        .engine = engine,
        .max_blocks = max_blocks,
        .progress = on_progress,
        .user = &pr,
    };
    vj_dispatch_stats st;
    vj_status s = vj_dispatch(ctx, &d, &st);
    struct timespec end;
    clock_gettime(CLOCK_MONOTONIC, &end);
    if (s != VJ_OK) {
        fprintf(stderr, "%s: error: %s\n", path, vj_last_error(ctx));
        goto done;
    }
    for (unsigned i = 0; i < nargs; i++) {
        arg *a = &args[i];
        if (a->kind != A_OUT && a->kind != A_INOUT)
            continue;
        FILE *f = fopen(a->file, "wb");
        if (!f || fwrite(a->data, 1, a->size, f) != a->size || fclose(f) != 0) {
            vj_cli_error("dispatch", "%s: cannot write: %s", a->file, strerror(errno));
            goto done;
        }
    }
    printf("kernel %s: %llu workgroups, %llu waves, %llu blocks, %llu instructions, %.3f s\n",
           k->name, (unsigned long long)st.workgroups, (unsigned long long)st.waves,
           (unsigned long long)st.blocks, (unsigned long long)st.insts, since(&pr.start, &end));
    rc = 0;
done:
    for (unsigned i = 0; i < nargs; i++) {
        free(args[i].data);
        if (args[i].kind == A_OUT)
            free((char *)args[i].file);
    }
    free(kernarg);
    vj_memory_free(mem);
    vj_context_free(ctx);
    vj_codeobj_free(obj);
    free(bytes);
    return rc;
}
