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
