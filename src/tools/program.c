/* program: the PROGRAM a run or ir command names, translated: its machine
 * code or assembly as a whole, or one run of the straight-line vector ALU
 * code in compiler output (--block K). Through the public API only. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "tools/cli.h"

/* The runs of a text, or NULL (with the reason printed). */
static vj_listing *listing_of(vj_context *ctx, const char *subcmd, const char *prog,
                              const char *shown)
{
    vj_listing *l = NULL;
    if (vj_assemble_listing(ctx, prog, shown, &l) != VJ_OK) {
        vj_cli_error(subcmd, "%s", vj_last_error(ctx));
        return NULL;
    }
    return l;
}

vj_block *vj_cli_translate(vj_context *ctx, const char *subcmd, const char *prog, size_t len,
                           const char *shown, int binary, long block)
{
    vj_block *blk = NULL;
    if (block >= 0) {
        if (binary) {
            vj_cli_error(subcmd, "--block picks a run of an assembly text; machine code is "
                                 "taken whole");
            return NULL;
        }
        vj_listing *l = listing_of(ctx, subcmd, prog, shown);
        if (!l)
            return NULL;
        size_t n = vj_listing_run_count(l), rlen = 0;
        unsigned line = 0;
        const uint8_t *run = vj_listing_run(l, (size_t)block, &rlen, &line);
        if (!run)
            fprintf(stderr, "%s: error: no block %ld: the text has %zu run%s of vector ALU code%s\n",
                    shown, block, n, n == 1 ? "" : "s", n ? " (--block 0 to the last)" : "");
        else if (vj_translate(ctx, run, rlen, &blk) != VJ_OK)
            fprintf(stderr, "%s: block %ld (line %u): %s\n", shown, block, line,
                    vj_last_error(ctx));
        vj_listing_free(l);
        return blk;
    }
    if (binary ? vj_translate(ctx, (const uint8_t *)prog, len, &blk) == VJ_OK
               : vj_translate_asm(ctx, prog, shown, &blk) == VJ_OK)
        return blk;
    /* Assembly messages start with FILE:LINE:COL; machine-code ones name a
     * byte offset, so say which file it is in. */
    if (binary) {
        fprintf(stderr, "%s: %s\n", shown, vj_last_error(ctx));
        return NULL;
    }
    fprintf(stderr, "%s\n", vj_last_error(ctx));
    /* Compiler output mixes in code we do not translate: say how to pick
     * one of its runs. */
    vj_error e;
    vj_last_error_info(ctx, &e);
    if (e.status == VJ_ERR_UNSUPPORTED || e.status == VJ_ERR_TARGET) {
        vj_listing *l = listing_of(ctx, subcmd, prog, shown);
        size_t n = vj_listing_run_count(l);
        if (n)
            fprintf(stderr, "%s: note: the text has %zu run%s of straight-line vector ALU code: "
                    "pick one with --block K (0 to %zu)\n", shown, n, n == 1 ? "" : "s", n - 1);
        vj_listing_free(l);
    }
    return NULL;
}

vj_codeobj *vj_cli_codeobj_open(const vj_options *opts, const uint8_t *bytes, size_t len,
                                const char *shown)
{
    vj_context *probe = vj_context_new(opts, NULL);
    vj_codeobj *obj = NULL;
    if (!probe || vj_codeobj_open(probe, bytes, len, &obj) != VJ_OK)
        fprintf(stderr, "%s: %s\n", shown, probe ? vj_last_error(probe) : "out of memory");
    vj_context_free(probe);
    return obj;
}

vj_context *vj_cli_kernel_context(const vj_options *opts, const vj_codeobj_info *info,
                                  const vj_kernel_info *k, const char *subcmd)
{
    vj_options o = *opts;
    o.target = info->target;
    o.wave_size = k->wave_size;
    vj_status st;
    vj_context *ctx = vj_context_new(&o, &st);
    if (!ctx)
        vj_cli_error(subcmd, "cannot make a context for %s wave%u (%s)",
                     vj_target_name(o.target), o.wave_size, vj_status_string(st));
    return ctx;
}

/* The kernel a name picks (or the only one), or NULL with why said. */
const vj_kernel_info *vj_cli_pick_kernel(const vj_codeobj *obj, const char *name,
                                         const char *shown)
{
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    if (!name && info->kernel_count == 1)
        return vj_codeobj_kernel(obj, 0);
    for (size_t i = 0; name && i < info->kernel_count; i++)
        if (strcmp(vj_codeobj_kernel(obj, i)->name, name) == 0)
            return vj_codeobj_kernel(obj, i);
    fprintf(stderr, "%s: error: %s; its kernels:", shown,
            name ? "no kernel of that name" : "it has several kernels: pick one with --kernel");
    for (size_t i = 0; i < info->kernel_count; i++)
        fprintf(stderr, " %s", vj_codeobj_kernel(obj, i)->name);
    fputc('\n', stderr);
    return NULL;
}

vj_region *vj_cli_kernel_region(vj_context **ctx, const vj_options *opts, int arch_given,
                                 int wave_given, const char *subcmd, const uint8_t *bytes,
                                 size_t len, const char *shown, const char *kernel,
                                 uint64_t *entry, uint32_t *mode)
{
    vj_codeobj *obj = NULL;
    if (vj_codeobj_open(*ctx, bytes, len, &obj) != VJ_OK) {
        fprintf(stderr, "%s: %s\n", shown, vj_last_error(*ctx));
        return NULL;
    }
    vj_region *region = NULL;
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    const vj_kernel_info *k = vj_cli_pick_kernel(obj, kernel, shown);
    vj_context *kc = NULL;
    if (!k)
        goto done;
    *mode = k->mode;
    *entry = k->address;
    if ((arch_given && opts->target != info->target) ||
        (wave_given && opts->wave_size != k->wave_size)) {
        vj_cli_error(subcmd, "%s: kernel %s is %s code in wave%u, not what --arch/--wave say",
                     shown, k->name, vj_target_name(info->target), k->wave_size);
        goto done;
    }
    if (!(kc = vj_cli_kernel_context(opts, info, k, subcmd)))
        goto done;
    vj_context_free(*ctx);
    *ctx = kc;
    if (vj_region_new(kc, k->code, (size_t)k->code_size, k->address, &region) != VJ_OK)
        fprintf(stderr, "%s: kernel %s: %s\n", shown, k->name, vj_last_error(kc));
done:
    vj_codeobj_free(obj);
    return region;
}

vj_block *vj_cli_translate_kernel(vj_context **ctx, const vj_options *opts, int arch_given,
                                  int wave_given, const char *subcmd, const uint8_t *bytes,
                                  size_t len, const char *shown, const char *kernel, long offset,
                                  long block, uint32_t *mode)
{
    vj_codeobj *obj = NULL;
    if (vj_codeobj_open(*ctx, bytes, len, &obj) != VJ_OK) {
        fprintf(stderr, "%s: %s\n", shown, vj_last_error(*ctx));
        return NULL;
    }
    vj_block *blk = NULL;
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    const vj_kernel_info *k = vj_cli_pick_kernel(obj, kernel, shown);
    if (!k)
        goto done;
    if (mode)
        *mode = k->mode;
    if ((arch_given && opts->target != info->target) ||
        (wave_given && opts->wave_size != k->wave_size)) {
        vj_cli_error(subcmd, "%s: kernel %s is %s code in wave%u, not what --arch/--wave say",
                     shown, k->name, vj_target_name(info->target), k->wave_size);
        goto done;
    }
    if (offset < 0 && block < 0) {
        fprintf(stderr, "%s: error: kernel %s is run one run of straight-line vector ALU code "
                        "at a time: pick one with --block K or --offset N (vop3jit scan lists "
                        "them)\n", shown, k->name);
        goto done;
    }
    vj_context *kc = vj_cli_kernel_context(opts, info, k, subcmd);
    if (!kc)
        goto done;
    vj_context_free(*ctx);
    *ctx = kc;
    /* --block K: the K-th run from the kernel's start, as scan numbers them. */
    size_t at = offset >= 0 ? (size_t)offset : 0, size = (size_t)k->code_size;
    for (long n = 0; at <= size; n++) {
        if (at == size) {
            fprintf(stderr, "%s: error: kernel %s has %ld run%s (--block 0 to %ld)\n", shown,
                    k->name, n, n == 1 ? "" : "s", n - 1);
            break;
        }
        vj_prefix p;
        if (vj_translate_prefix(kc, k->code, size, at, VJ_PREFIX_DEFAULT, &blk, &p) != VJ_OK) {
            fprintf(stderr, "%s: kernel %s at offset 0x%zx: %s\n", shown, k->name, at,
                    vj_last_error(kc));
            break;
        }
        if (offset >= 0 && !p.count)
            fprintf(stderr,
                    "%s: error: kernel %s: nothing translates at offset 0x%zx (%s: %s)\n", shown,
                    k->name, at, vj_stop_reason_name(p.reason), p.message);
        if (offset >= 0 || (p.count && n == block))
            break;
        if (!p.count)
            n--; /* not a run: the instruction there is skipped */
        vj_block_free(blk);
        blk = NULL;
        if (p.reason == VJ_STOP_END)
            at = size;
        else
            at = p.next_offset;
    }
done:
    vj_codeobj_free(obj);
    return blk;
}
