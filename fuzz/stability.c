/* stability: long-run memory check. Translates N distinct blocks through a
 * small translation cache (so nearly every one is evicted), runs each once,
 * and reports resident memory (/proc/self/statm) as it goes. Not a test:
 * run by hand (make stability), figures go to docs/robustness.md.
 *   usage: stability [-n BLOCKS] [-b BATCH] [-c CAPACITY] [-e ENGINE] [-w WARMUP] */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "vop3jit.h"

static long rss_kb(void)
{
    long size = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f)
        return -1;
    if (fscanf(f, "%ld %ld", &size, &resident) != 2)
        resident = -1;
    fclose(f);
    return resident < 0 ? -1 : resident * (sysconf(_SC_PAGESIZE) / 1024);
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Block i: three instructions whose literals make it distinct from every
 * other block (and give the folder a different selector each time). */
static int make_block(vj_context *ctx, unsigned long i, uint8_t **code, size_t *len)
{
    char text[256];
    uint32_t sel = (uint32_t)(i * 2654435761u), k = (uint32_t)(i ^ 0x9e3779b9u);
    snprintf(text, sizeof text,
             "v_perm_b32 v3, v1, v2, 0x%08" PRIx32 "\n"
             "v_xad_u32 v4, v3, 0x%08" PRIx32 ", v1\n"
             "v_alignbit_b32 v5, v4, v3, %lu\n",
             sel, k, i % 32);
    if (vj_assemble(ctx, text, "stability.s", code, len) != VJ_OK) {
        fprintf(stderr, "stability: %s\n", vj_last_error(ctx));
        return 0;
    }
    return 1;
}

int main(int argc, char **argv)
{
    unsigned long n = 100000, batch = 1, warmup = 1000;
    vj_options opts;
    vj_options_init(&opts);
    opts.cache_capacity = 64;
    vj_engine engine = VJ_ENGINE_AUTO;
    int c;
    while ((c = getopt(argc, argv, "n:b:c:e:w:")) != -1) {
        switch (c) {
        case 'n': n = strtoul(optarg, NULL, 0); break;
        case 'b': batch = strtoul(optarg, NULL, 0); break;
        case 'c': opts.cache_capacity = strtoul(optarg, NULL, 0); break;
        case 'w': warmup = strtoul(optarg, NULL, 0); break;
        case 'e':
            if (vj_engine_parse(optarg, &engine) != VJ_OK) {
                fprintf(stderr, "stability: unknown engine '%s'\n", optarg);
                return 2;
            }
            break;
        default:
            fprintf(stderr, "usage: stability [-n BLOCKS] [-b BATCH] [-c CAPACITY] "
                            "[-e ENGINE] [-w WARMUP]\n");
            return 2;
        }
    }
    if (batch == 0 || batch > 4096 || warmup >= n) {
        fprintf(stderr, "stability: need 1 <= batch <= 4096 and warmup < blocks\n");
        return 2;
    }
    vj_status st;
    vj_context *ctx = vj_context_new(&opts, &st);
    vj_wave *wave = vj_wave_new(32);
    uint8_t **codes = calloc(batch, sizeof *codes);
    size_t *lens = calloc(batch, sizeof *lens);
    vj_block **blocks = calloc(batch, sizeof *blocks);
    if (!ctx || !wave || !codes || !lens || !blocks) {
        fprintf(stderr, "stability: setup failed\n");
        return 1;
    }
    vj_wave_randomize(wave, 1);
    printf("# %lu blocks, batch %lu, cache capacity %zu, engine %s, JIT %s\n", n, batch,
           opts.cache_capacity, vj_engine_name(engine), vj_jit_available() ? "built" : "not built");
    printf("# blocks  rss_kb  seconds\n");
    long rss0 = rss_kb(), rss_warm = -1;
    printf("%8d %7ld %8.1f\n", 0, rss0, 0.0);
    double t0 = now();
    unsigned long done = 0, next_report = warmup;
    while (done < n) {
        size_t k = n - done < batch ? n - done : batch;
        for (size_t j = 0; j < k; j++)
            if (!make_block(ctx, done + j, &codes[j], &lens[j]))
                return 1;
        st = vj_translate_batch(ctx, (const uint8_t *const *)codes, lens, k, blocks);
        if (st != VJ_OK) {
            fprintf(stderr, "stability: block %lu: %s\n", done, vj_last_error(ctx));
            return 1;
        }
        for (size_t j = 0; j < k; j++) {
            if (vj_run(ctx, blocks[j], wave, engine) != VJ_OK) {
                fprintf(stderr, "stability: run %lu: %s\n", done + j, vj_last_error(ctx));
                return 1;
            }
            vj_block_free(blocks[j]);
            vj_free(codes[j]);
        }
        done += k;
        if (done >= next_report) {
            long r = rss_kb();
            if (rss_warm < 0)
                rss_warm = r;
            printf("%8lu %7ld %8.1f\n", done, r, now() - t0);
            fflush(stdout);
            next_report += (n - warmup) / 10 ? (n - warmup) / 10 : 1;
        }
    }
    long rss_end = rss_kb();
    vj_stats s;
    vj_get_stats(ctx, &s);
    printf("# stats: misses %" PRIu64 ", hits %" PRIu64 ", compiles %" PRIu64
           ", compiled blocks %" PRIu64 ", JIT refusals %" PRIu64 ", evictions %" PRIu64
           ", blocks cached %zu, compile time %.1f s\n",
           s.misses, s.hits, s.compiles, s.compiled_blocks, s.jit_failures, s.evictions, s.blocks,
           s.compile_seconds);
    printf("# RSS: %ld KB at start, %ld KB after %lu blocks, %ld KB after %lu: growth %ld KB "
           "over the last %lu blocks (%.1f bytes/block; %.1f KB per compile)\n",
           rss0, rss_warm, warmup, rss_end, n, rss_end - rss_warm, n - warmup,
           (rss_end - rss_warm) * 1024.0 / (double)(n - warmup),
           s.compiles ? (rss_end - rss_warm) / ((double)s.compiles * (n - warmup) / n) : 0.0);
    free(blocks);
    free(lens);
    free(codes);
    vj_wave_free(wave);
    vj_context_free(ctx);
    return 0;
}
