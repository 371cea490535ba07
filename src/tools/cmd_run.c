/* cmd_run: the 'run' subcommand, a thin wrapper over the public API:
 * translate a program, set up a wave state (file and/or random), run it on
 * one engine or all of them, print the registers the program writes. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "tools/cli.h"

static void usage(FILE *out)
{
    fprintf(out,
            "Usage: %s run [OPTION]... PROGRAM\n"
            "Translate PROGRAM (LLVM-syntax assembly, or machine code with --binary) and\n"
            "run it on a wave state; print the final value of every register it writes,\n"
            "one line per register in the state-file format: one value when every lane\n"
            "holds it, else one value per lane.\n\n"
            "  -a, --arch=TARGET        target (-mcpu name or alias; default gfx1100)\n"
            "  -e, --engine=ENGINE      auto, interp, jit, ref, or all (default auto); 'all'\n"
            "                           runs every available engine from the same state and\n"
            "                           reports the first difference (exit status 1)\n"
            "  -w, --wave=N             wave size 32 or 64 (default: the target's)\n"
            "  -s, --state=FILE         initial state: lines like 'v1 = 0x11223344',\n"
            "                           'v1 = x0 x1 ... xN', 'v1[5] = 7', 's3 = 5', 'vcc = ...',\n"
            "                           'exec = ...', 'm0 = ...'; '#' starts a comment\n"
            "  -r, --random-state=SEED  start from pseudo-random registers (exec all ones);\n"
            "                           a --state file is applied on top\n"
            "      --mode=VALUE         the MODE register's float fields (rounding, denormals,\n"
            "                           DX10_CLAMP, IEEE, FP16_OVFL) the wave starts with;\n"
            "                           default 0x3f0, or a kernel's descriptor's; a --state\n"
            "                           line 'mode = ...' is applied after it\n"
            "  -b, --binary             PROGRAM is raw machine code\n"
            "      --block=K            run the K-th (from 0) run of straight-line vector\n"
            "                           ALU code of an assembly text, such as compiler\n"
            "                           output (labels and other instructions end a run),\n"
            "                           or of a code object's kernel (as scan lists them)\n"
            "      --kernel=NAME        PROGRAM is an AMDGPU code object (.o, .hsaco): run\n"
            "                           this kernel's code (its target and wave size are the\n"
            "                           object's; the default is its only kernel)\n"
            "      --offset=N           run the run that starts N bytes into the kernel\n"
            "                           (with --flow: start there)\n"
            "      --flow               run as a GPU would: from the kernel's entry (or the\n"
            "                           program's first byte, at --base) block by block,\n"
            "                           following branches, until s_endpgm or an instruction\n"
            "                           left for the caller; print where and why it stopped\n"
            "                           ('# exit: ...') and every register that changed\n"
            "      --base=ADDR          --flow on a text or raw code: its address (default 0)\n"
            "      --max-blocks=N       --flow: stop with an error after N blocks (default\n"
            "                           1000000), so a loop that does not end cannot hang\n"
            "  -j, --jit=POLICY         off, tiered or eager (default tiered): when the JIT\n"
            "                           compiles; a tiered run compiles only a block that\n"
            "                           runs often, so a single run is interpreted unless\n"
            "                           --engine jit or all asks for the JIT\n"
            "      --jit-timeout=MS     kill a compile that takes longer (default 30000)\n"
            "      --cache-dir=DIR      the disk cache of compiled code (default\n"
            "                           $XDG_CACHE_HOME/vop3jit, else ~/.cache/vop3jit)\n"
            "      --no-cache           no disk cache: compile whatever needs code\n"
            "      --no-opt             do not run the IR optimiser\n"
            "      --strict             refuse an instruction whose result is approximate\n"
            "                           (fidelity approx: a transcendental such as v_rcp_f32,\n"
            "                           whose hardware result may differ from our correctly\n"
            "                           rounded one); without it such a run says so on stderr.\n"
            "                           Fidelity model (a hardware model checked against\n"
            "                           captures on the target, e.g. gfx11's v_dot2_f32_f16)\n"
            "                           is taken\n"
            "      --max-input=BYTES    refuse a PROGRAM or --state file larger than BYTES\n"
            "                           (default 64M; K, M and G multiply by 1024)\n"
            "      --stats              print the translation cache statistics (and why the\n"
            "                           JIT refused the block, if it did) as '#' lines\n"
            "  -h, --help               display this help and exit\n\n"
            "Without --state or --random-state every register starts at zero and exec has\n"
            "every lane on. Exit status: 0 on success, 1 when translation or a run failed or\n"
            "engines disagreed, 2 on a usage error.\n",
            vj_prog);
}

static const vj_engine all_engines[] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
#define NALL (sizeof all_engines / sizeof all_engines[0])

/* Print the registers the block writes, and MODE when the run changed it
 * from start_mode (s_setreg and kin); 0 on success. */
static int print_written(const vj_block *blk, const vj_wave *w, uint32_t start_mode)
{
    unsigned regs[256];
    size_t n = vj_block_written_vgprs(blk, regs, 256);
    char *text = vj_wave_format(w, regs, n);
    if (!text) {
        vj_cli_error("run", "out of memory");
        return 1;
    }
    fputs(text, stdout);
    vj_free(text);
    /* then the AGPRs it writes (CDNA) */
    n = vj_block_written_agprs(blk, regs, 256);
    if (n) {
        text = vj_wave_format_agprs(w, regs, n);
        if (!text) {
            vj_cli_error("run", "out of memory");
            return 1;
        }
        fputs(text, stdout);
        vj_free(text);
    }
    /* then the scalars it writes, in the form --state reads */
    char names[128][VJ_SREG_NAME_MAX];
    size_t ns = vj_block_written_sregs(blk, names, 128);
    for (size_t i = 0; i < ns && i < 128; i++) {
        uint64_t v = 0;
        if (vj_wave_get_sreg(w, names[i], &v) == VJ_OK)
            printf("%s = 0x%08llx\n", names[i], (unsigned long long)v);
    }
    if (vj_wave_get_mode(w) != start_mode)
        printf("mode = 0x%08x\n", vj_wave_get_mode(w));
    return 0;
}

/* --engine all: run each available engine on a copy of start. */
static int run_all(vj_context *ctx, vj_block *blk, const vj_wave *start)
{
    vj_wave *first = NULL;
    vj_engine first_engine = VJ_ENGINE_INTERP;
    char ran[64] = "";
    int rc = 0;
    for (size_t i = 0; i < NALL && rc == 0; i++) {
        vj_wave *w = vj_wave_new(vj_wave_size(start));
        if (!w) {
            vj_cli_error("run", "out of memory");
            rc = 1;
            break;
        }
        vj_wave_copy(w, start);
        vj_status st = vj_run(ctx, blk, w, all_engines[i]);
        if (st == VJ_ERR_JIT) {
            fprintf(stderr, "%s run: engine %s skipped: %s\n", vj_prog,
                    vj_engine_name(all_engines[i]), vj_last_error(ctx));
            vj_wave_free(w);
            continue;
        }
        if (st != VJ_OK) {
            vj_cli_error("run", "engine %s: %s", vj_engine_name(all_engines[i]),
                         vj_last_error(ctx));
            vj_wave_free(w);
            rc = 1;
            break;
        }
        size_t k = strlen(ran);
        snprintf(ran + k, sizeof ran - k, "%s%s", k ? " " : "", vj_engine_name(all_engines[i]));
        if (!first) {
            first = w;
            first_engine = all_engines[i];
            continue;
        }
        vj_wave_difference d;
        if (vj_wave_first_difference(first, w, &d)) {
            if (d.lane >= 0)
                printf("engines disagree: %s lane %d: %s 0x%08llx, %s 0x%08llx\n", d.reg,
                       d.lane, vj_engine_name(first_engine), (unsigned long long)d.a,
                       vj_engine_name(all_engines[i]), (unsigned long long)d.b);
            else
                printf("engines disagree: %s: %s 0x%08llx, %s 0x%08llx\n", d.reg,
                       vj_engine_name(first_engine), (unsigned long long)d.a,
                       vj_engine_name(all_engines[i]), (unsigned long long)d.b);
            rc = 1;
        }
        vj_wave_free(w);
    }
    if (rc == 0 && first) {
        printf("# engines agree: %s\n", ran);
        rc = print_written(blk, first, vj_wave_get_mode(start));
    }
    vj_wave_free(first);
    return rc;
}

/* --flow: every register that differs from the start, in the state format
 * (a VGPR or AGPR whole when a lane of it does), then the PC. */
static int print_changed(const vj_wave *start, const vj_wave *w)
{
    unsigned ws = vj_wave_size(w), regs[256], aregs[256];
    size_t n = 0, na = 0;
    for (unsigned r = 0; r < 256; r++)
        for (unsigned l = 0; l < ws; l++) {
            if (vj_wave_get_vgpr(w, r, l) != vj_wave_get_vgpr(start, r, l)) {
                regs[n++] = r;
                break;
            }
        }
    for (unsigned r = 0; r < 256; r++)
        for (unsigned l = 0; l < ws; l++)
            if (vj_wave_get_agpr(w, r, l) != vj_wave_get_agpr(start, r, l)) {
                aregs[na++] = r;
                break;
            }
    char *text = vj_wave_format(w, regs, n), *atext = vj_wave_format_agprs(w, aregs, na);
    if (!text || !atext) {
        vj_free(text);
        vj_free(atext);
        vj_cli_error("run", "out of memory");
        return 1;
    }
    fputs(text, stdout);
    fputs(atext, stdout);
    vj_free(text);
    vj_free(atext);
    static const char *const named[] = {"vcc", "exec", "m0", "scc"};
    char nm[16];
    for (unsigned i = 0; i < 106 + 16 + 4; i++) {
        if (i < 106)
            snprintf(nm, sizeof nm, "s%u", i);
        else if (i < 122)
            snprintf(nm, sizeof nm, "ttmp%u", i - 106);
        else
            snprintf(nm, sizeof nm, "%s", named[i - 122]);
        uint64_t a = 0, b = 0;
        vj_wave_get_sreg(start, nm, &a);
        vj_wave_get_sreg(w, nm, &b);
        if (a != b)
            printf("%s = 0x%0*llx\n", nm, i == 122 || i == 123 ? 16 : 8, (unsigned long long)b);
    }
    printf("pc = 0x%llx\n", (unsigned long long)vj_wave_get_pc(w));
    return 0;
}

/* --flow: why the run stopped, as a '#' line. */
static void print_exit(const vj_exit *x)
{
    printf("# exit: %s at pc 0x%llx after %llu blocks, %llu instructions",
           vj_exit_reason_name(x->reason), (unsigned long long)x->pc,
           (unsigned long long)x->blocks, (unsigned long long)x->insts);
    if (x->reason == VJ_EXIT_HOST)
        printf(": %s%s%s at offset 0x%zx: %s", vj_inst_class_name(x->cls), x->name[0] ? " " : "",
               x->name, x->offset, x->message);
    putchar('\n');
}

/* --flow: run the region from the wave's PC on one engine, or on each (all),
 * every one from the same state; print the exit and what changed. */
static int run_flow(vj_context *ctx, vj_region *region, const vj_wave *start, vj_engine engine,
                    int all, uint64_t max_blocks)
{
    vj_engine one[1] = {engine};
    const vj_engine *list = all ? all_engines : one;
    size_t count = all ? NALL : 1;
    vj_wave *first = NULL;
    vj_exit fx;
    char ran[64] = "";
    int rc = 0;
    for (size_t i = 0; i < count && rc == 0; i++) {
        vj_wave *w = vj_wave_new(vj_wave_size(start));
        if (!w) {
            vj_cli_error("run", "out of memory");
            rc = 1;
            break;
        }
        vj_wave_copy(w, start);
        vj_exit x;
        vj_status st = vj_region_run(region, w, list[i], max_blocks, &x);
        if (st == VJ_ERR_JIT && all) {
            fprintf(stderr, "%s run: engine %s skipped: %s\n", vj_prog,
                    vj_engine_name(list[i]), vj_last_error(ctx));
            vj_wave_free(w);
            continue;
        }
        if (st != VJ_OK) {
            vj_cli_error("run", "engine %s: %s", vj_engine_name(list[i]), vj_last_error(ctx));
            vj_wave_free(w);
            rc = 1;
            break;
        }
        size_t k = strlen(ran);
        snprintf(ran + k, sizeof ran - k, "%s%s", k ? " " : "", vj_engine_name(list[i]));
        if (!first) {
            first = w;
            fx = x;
            continue;
        }
        vj_wave_difference d;
        if (vj_wave_first_difference(first, w, &d) || x.reason != fx.reason ||
            x.blocks != fx.blocks) {
            printf("engines disagree: %s: %s %s, 0x%llx after %llu blocks; %s %s, 0x%llx "
                   "after %llu blocks\n",
                   d.reg, vj_engine_name(list[0]), vj_exit_reason_name(fx.reason),
                   (unsigned long long)d.a, (unsigned long long)fx.blocks,
                   vj_engine_name(list[i]), vj_exit_reason_name(x.reason),
                   (unsigned long long)d.b, (unsigned long long)x.blocks);
            rc = 1;
        }
        vj_wave_free(w);
    }
    if (rc == 0 && first) {
        if (all)
            printf("# engines agree: %s\n", ran);
        print_exit(&fx);
        rc = print_changed(start, first);
    }
    vj_wave_free(first);
    return rc;
}

/* --stats: the context's translation cache and JIT counters. */
static void print_stats(const vj_context *ctx, const vj_block *blk)
{
    vj_stats s;
    vj_get_stats(ctx, &s);
    printf("# stats: hits %llu, misses %llu, compiles %llu, compiled blocks %llu, "
           "jit failures %llu, evictions %llu, blocks cached %zu, compile time %.3f ms\n",
           (unsigned long long)s.hits, (unsigned long long)s.misses,
           (unsigned long long)s.compiles, (unsigned long long)s.compiled_blocks,
           (unsigned long long)s.jit_failures, (unsigned long long)s.evictions, s.blocks,
           s.compile_seconds * 1e3);
    printf("# stats: interpreted runs %llu, queued %llu, failed compiles %llu, "
           "waited %.3f ms\n",
           (unsigned long long)s.interp_runs, (unsigned long long)s.queued,
           (unsigned long long)s.compile_failures, s.wait_seconds * 1e3);
    unsigned long long rejected = 0;
    for (int i = 0; i < VJ_DISK_REJECT_COUNT; i++)
        rejected += s.disk_rejected[i];
    printf("# stats: disk hits %llu, misses %llu, stores %llu, rejected %llu, evictions %llu, "
           "write failures %llu\n",
           (unsigned long long)s.disk_hits, (unsigned long long)s.disk_misses,
           (unsigned long long)s.disk_stores, rejected, (unsigned long long)s.disk_evictions,
           (unsigned long long)s.disk_write_failures);
    const char *why = blk ? vj_block_jit_failure(blk) : NULL;
    if (why)
        printf("# jit refused: %s\n", why);
}

int vj_cmd_run(int argc, char **argv)
{
    enum {
        OPT_NO_OPT = 256,
        OPT_STATS,
        OPT_JIT_TIMEOUT,
        OPT_CACHE_DIR,
        OPT_NO_CACHE,
        OPT_BLOCK,
        OPT_KERNEL,
        OPT_OFFSET,
        OPT_MODE,
        OPT_FLOW,
        OPT_BASE,
        OPT_MAX_BLOCKS,
        OPT_STRICT
    };
    static const struct option longopts[] = {
        {"arch", required_argument, NULL, 'a'},
        {"engine", required_argument, NULL, 'e'},
        {"wave", required_argument, NULL, 'w'},
        {"state", required_argument, NULL, 's'},
        {"random-state", required_argument, NULL, 'r'},
        {"binary", no_argument, NULL, 'b'},
        {"block", required_argument, NULL, OPT_BLOCK},
        {"kernel", required_argument, NULL, OPT_KERNEL},
        {"offset", required_argument, NULL, OPT_OFFSET},
        {"mode", required_argument, NULL, OPT_MODE},
        {"flow", no_argument, NULL, OPT_FLOW},
        {"base", required_argument, NULL, OPT_BASE},
        {"max-blocks", required_argument, NULL, OPT_MAX_BLOCKS},
        {"strict", no_argument, NULL, OPT_STRICT},
        {"jit", required_argument, NULL, 'j'},
        {"jit-timeout", required_argument, NULL, OPT_JIT_TIMEOUT},
        {"cache-dir", required_argument, NULL, OPT_CACHE_DIR},
        {"no-cache", no_argument, NULL, OPT_NO_CACHE},
        {"no-opt", no_argument, NULL, OPT_NO_OPT},
        {"stats", no_argument, NULL, OPT_STATS},
        {"max-input", required_argument, NULL, VJ_CLI_OPT_MAX_INPUT},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    vj_options opts;
    vj_options_init(&opts);
    opts.cache_dir = vj_cli_cache_dir();
    vj_engine engine = VJ_ENGINE_AUTO;
    int all = 0, binary = 0, have_seed = 0, stats = 0;
    long block = -1, offset = -1;
    int arch_given = 0, wave_given = 0;
    const char *kernel = NULL;
    const char *state_path = NULL;
    long long mode_arg = -1;
    uint32_t mode = VJ_MODE_DEFAULT;
    unsigned long long seed = 0, base = 0, max_blocks = 0;
    int flow = 0;
    int c;
    while ((c = getopt_long(argc, argv, "a:e:w:s:r:j:bh", longopts, NULL)) != -1) {
        switch (c) {
        case 'a':
        case 'w':
            if (!vj_cli_target_option(c, optarg, &opts, "run"))
                return 2;
            arch_given |= c == 'a';
            wave_given |= c == 'w';
            break;
        case 'e':
            if (strcmp(optarg, "all") == 0) {
                all = 1;
            } else if (vj_engine_parse(optarg, &engine) != VJ_OK) {
                vj_cli_error("run", "unknown engine '%s' (auto, interp, jit, ref or all)",
                             optarg);
                return 2;
            }
            break;
        case 's':
            state_path = optarg;
            break;
        case 'r': {
            char *end;
            errno = 0;
            seed = strtoull(optarg, &end, 0);
            if (!*optarg || *end || errno == ERANGE) {
                vj_cli_error("run", "the seed must be a number from 0 to 2^64-1, not '%s'", optarg);
                return 2;
            }
            have_seed = 1;
            break;
        }
        case 'b':
            binary = 1;
            break;
        case 'j':
            if (!vj_cli_jit_option(optarg, &opts, "run"))
                return 2;
            break;
        case OPT_STRICT:
            opts.strict_fidelity = 1;
            break;
        case OPT_NO_OPT:
            opts.optimize = 0;
            break;
        case OPT_CACHE_DIR:
            opts.cache_dir = optarg;
            break;
        case OPT_NO_CACHE:
            opts.cache_dir = "";
            break;
        case OPT_JIT_TIMEOUT: {
            char *end;
            errno = 0;
            unsigned long ms = strtoul(optarg, &end, 10);
            if (!*optarg || *end || errno || ms == 0 || ms > 86400000ul) {
                vj_cli_error("run", "the timeout must be 1 to 86400000 ms, not '%s'", optarg);
                return 2;
            }
            opts.jit_timeout_ms = (unsigned)ms;
            break;
        }
        case OPT_STATS:
            stats = 1;
            break;
        case OPT_BLOCK:
            if (!vj_cli_block_option(optarg, &block, "run"))
                return 2;
            break;
        case OPT_KERNEL:
            kernel = optarg;
            break;
        case OPT_OFFSET: {
            char *end;
            errno = 0;
            offset = strtol(optarg, &end, 0);
            if (!*optarg || *end || errno || offset < 0) {
                vj_cli_error("run", "--offset takes a byte offset into the kernel, not '%s'",
                             optarg);
                return 2;
            }
            break;
        }
        case OPT_FLOW:
            flow = 1;
            break;
        case OPT_BASE:
        case OPT_MAX_BLOCKS: {
            char *end;
            errno = 0;
            unsigned long long v = strtoull(optarg, &end, 0);
            if (!*optarg || *end || errno || *optarg == '-' || (c == OPT_BASE && v % 4) ||
                (c == OPT_MAX_BLOCKS && v == 0)) {
                vj_cli_error("run", "%s takes %s, not '%s'",
                             c == OPT_BASE ? "--base" : "--max-blocks",
                             c == OPT_BASE ? "a dword-aligned address" : "a count from 1",
                             optarg);
                return 2;
            }
            *(c == OPT_BASE ? &base : &max_blocks) = v;
            break;
        }
        case OPT_MODE: {
            char *end;
            errno = 0;
            unsigned long long m = strtoull(optarg, &end, 0);
            if (!*optarg || *end || errno || (m & ~(unsigned long long)VJ_MODE_MASK)) {
                vj_cli_error("run", "--mode takes the MODE's float fields, bits 0x%x, not '%s'",
                             VJ_MODE_MASK, optarg);
                return 2;
            }
            mode_arg = (long long)m;
            break;
        }
        case VJ_CLI_OPT_MAX_INPUT:
            if (!vj_cli_max_input_option(optarg, "run"))
                return 2;
            break;
        case 'h':
            usage(stdout);
            return 0;
        default:
            fprintf(stderr, "Try '%s run --help' for more information.\n", vj_prog);
            return 2;
        }
    }
    if (argc - optind != 1) {
        vj_cli_error("run", argc - optind ? "too many arguments" : "missing PROGRAM");
        fprintf(stderr, "Try '%s run --help' for more information.\n", vj_prog);
        return 2;
    }
    const char *path = argv[optind];
    const char *shown = strcmp(path, "-") == 0 ? "<stdin>" : path;
    if (!all && (engine == VJ_ENGINE_INTERP || engine == VJ_ENGINE_REF))
        opts.jit = VJ_JIT_OFF; /* nothing will run the code: compile none */
    int rc = 0;
    vj_context *ctx = vj_cli_context_new(&opts, "run", &rc);
    if (!ctx)
        return rc;
    size_t len = 0, state_len = 0;
    char *prog = vj_cli_read_file("run", path, &len);
    char *state_text = NULL;
    int elf = prog && len >= 4 && memcmp(prog, "\177ELF", 4) == 0;
    if (!prog || (!binary && !elf && vj_cli_has_nul(shown, prog, len)) ||
        (state_path && !(state_text = vj_cli_read_file("run", state_path, &state_len))) ||
        (state_text && vj_cli_has_nul(state_path, state_text, state_len))) {
        free(prog);
        free(state_text);
        vj_context_free(ctx);
        return 1;
    }
    vj_cli_cache_warning(ctx, "run");
    vj_status st;
    rc = 1;
    vj_block *blk = NULL;
    vj_wave *wave = NULL;
    vj_region *region = NULL;
    if (flow && block >= 0) {
        vj_cli_error("run", "--flow runs whole programs; --block picks one run");
        goto done;
    }
    if (flow) {
        uint64_t entry = base;
        if (elf) {
            region = vj_cli_kernel_region(&ctx, &opts, arch_given, wave_given, "run",
                                          (const uint8_t *)prog, len, shown, kernel, &entry,
                                          &mode);
        } else if (kernel) {
            vj_cli_error("run", "--kernel picks code in a code object; %s is not one", shown);
        } else {
            uint8_t *code = NULL;
            size_t clen = 0;
            if (binary)
                st = vj_region_new(ctx, (const uint8_t *)prog, len, base, &region);
            else if ((st = vj_assemble(ctx, prog, shown, &code, &clen)) == VJ_OK)
                st = vj_region_new(ctx, code, clen, base, &region);
            if (st != VJ_OK)
                fprintf(stderr, "%s\n", vj_last_error(ctx));
            vj_free(code);
        }
        if (!region || !(wave = vj_wave_new(vj_context_options(ctx)->wave_size
                                                  ? vj_context_options(ctx)->wave_size
                                                  : vj_target_default_wave(
                                                        vj_context_options(ctx)->target)))) {
            if (region)
                vj_cli_error("run", "out of memory");
            goto done;
        }
        if (have_seed)
            vj_wave_randomize(wave, seed);
        vj_wave_set_mode(wave, mode_arg >= 0 ? (uint32_t)mode_arg : mode);
        vj_wave_set_pc(wave, entry + (uint64_t)(offset >= 0 ? offset : 0));
        if (state_text && vj_wave_parse(ctx, wave, state_text, state_path) != VJ_OK) {
            fprintf(stderr, "%s\n", vj_last_error(ctx));
            goto done;
        }
        rc = run_flow(ctx, region, wave, engine, all, max_blocks);
        goto done;
    }
    if (elf)
        blk = vj_cli_translate_kernel(&ctx, &opts, arch_given, wave_given, "run",
                                      (const uint8_t *)prog, len, shown, kernel, offset, block,
                                      &mode);
    else if (kernel || offset >= 0)
        vj_cli_error("run", "--kernel and --offset pick code in a code object; %s is not one",
                     shown);
    else
        blk = vj_cli_translate(ctx, "run", prog, len, shown, binary, block);
    if (!blk)
        goto done;
    if (vj_block_inst_count(blk) == 0) {
        fprintf(stderr, "%s: error: no instructions to run\n", shown);
        goto done;
    }
    wave = vj_wave_new(vj_block_wave_size(blk));
    if (!wave) {
        vj_cli_error("run", "out of memory");
        goto done;
    }
    if (have_seed)
        vj_wave_randomize(wave, seed);
    vj_wave_set_mode(wave, mode_arg >= 0 ? (uint32_t)mode_arg : mode);
    if (state_text && vj_wave_parse(ctx, wave, state_text, state_path) != VJ_OK) {
        fprintf(stderr, "%s\n", vj_last_error(ctx));
        goto done;
    }
    /* Nobody gets an approximate answer without being told (issue 28). */
    size_t approx = vj_block_approx_count(blk);
    if (approx)
        fprintf(stderr,
                "%s run: note: %zu instruction%s of the block %s an approximate result "
                "(fidelity approx: hardware may differ from our correctly rounded or "
                "pseudocode value; "
                "--strict refuses %s)\n",
                vj_prog, approx, approx == 1 ? "" : "s", approx == 1 ? "has" : "have",
                approx == 1 ? "it" : "them");
    if (all) {
        rc = run_all(ctx, blk, wave);
        goto done;
    }
    uint32_t start_mode = vj_wave_get_mode(wave);
    st = vj_run(ctx, blk, wave, engine);
    if (st != VJ_OK) {
        vj_cli_error("run", "%s", vj_last_error(ctx));
        goto done;
    }
    printf("# engine: %s\n", vj_engine_name(vj_block_last_engine(blk)));
    const char *why = vj_block_jit_failure(blk);
    if (why && vj_block_last_engine(blk) != VJ_ENGINE_JIT)
        fprintf(stderr, "%s run: the JIT could not serve, the interpreter did: %s\n", vj_prog,
                why);
    rc = print_written(blk, wave, start_mode);
done:
    if (stats)
        print_stats(ctx, blk);
    vj_wave_free(wave);
    vj_block_free(blk);
    vj_region_free(region);
    vj_context_free(ctx);
    free(prog);
    free(state_text);
    return rc;
}
