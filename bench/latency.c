/* latency: what a compile costs (vj_translate under eager, one block at a
 * time and in a batch, per -O level) and what a cache hit costs. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "driver.h"

/* ------------------------------------------------------ compile latency */

int vjb_assemble(vj_context *ctx, const vjb_workload *wl, code *c)
{
    if (vj_assemble(ctx, vjb_text(wl, ctx), wl->file, &c->bytes, &c->len) != VJ_OK) {
        vjb_fail("%s: %s", wl->file, vj_last_error(ctx));
        return -1;
    }
    c->last = 0;
    for (size_t off = 0; off < c->len;) {
        char text[128];
        size_t n = 0;
        if (vj_disassemble(ctx, c->bytes, c->len, off, text, sizeof text, &n) != VJ_OK || n == 0) {
            vjb_fail("%s: cannot walk the machine code: %s", wl->id, vj_last_error(ctx));
            return -1;
        }
        c->last = off;
        off += n;
    }
    return 0;
}

/* A distinct block of the same shape: the last instruction writes v(100+k).
 * VOP3 keeps VDST in bits 7:0 of the first dword on every target. */
static void make_variant(const code *c, uint8_t *out, int k)
{
    memcpy(out, c->bytes, c->len);
    out[c->last] = (uint8_t)(VARIANT_BASE + k);
}

/* Single compiles: translate then run once on the JIT, per block and level. */
int vjb_bench_compile(bench *b, wavectx *wc, int wvi, code *codes)
{
    vj_wave *w = vj_wave_new(wc->wave);
    uint8_t buf[512];
    int rc = -1;
    if (!w)
        return -1;
    vj_wave_randomize(w, b->cfg.seed);
    double t_line = vjb_now_ns();
    vjb_progress("bench: wave%u compile latency", wc->wave);
    for (int li = 0; li < NLEVELS; li++) {
        vj_context *ctx = wc->ctx[li];
        if (!(b->cfg.levels & (1 << li)))
            continue;
        for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
            /* Sample 0 is the workload's own first translation; the others
             * translate variants. vj_translate compiles (timed); one JIT run
             * afterwards (untimed) checks that the code serves. */
            double t[MAXREPS], cpu[MAXREPS];
            t[0] = b->first_ms[wvi][wi][li];
            cpu[0] = b->first_cpu_ms[wvi][wi][li];
            for (int k = 1; k < b->cfg.compile_reps; k++) {
                vj_block *blk = NULL;
                make_variant(&codes[wi], buf, k - 1);
                double cpu0 = vjb_cpu_ms();
                double t0 = vjb_now_ns();
                vj_status st = vj_translate(ctx, buf, codes[wi].len, &blk);
                double t1 = vjb_now_ns();
                if (st == VJ_OK)
                    st = vj_run(ctx, blk, w, VJ_ENGINE_JIT);
                vj_block_free(blk);
                if (st != VJ_OK) {
                    vjb_fail("compile %s O%d: %s", vjb_workloads[wi].id, vjb_jit_levels[li],
                         vj_last_error(ctx));
                    goto out;
                }
                t[k] = (t1 - t0) / 1e6;
                cpu[k] = vjb_cpu_ms() - cpu0;
            }
            b->compile_ms[wvi][wi][li] = vjb_median(t, b->cfg.compile_reps);
            b->compile_cpu_ms[wvi][wi][li] = vjb_median(cpu, b->cfg.compile_reps);
        }
        vjb_progress(" O%d", vjb_jit_levels[li]);
    }

    /* Batched: one vj_translate_batch of cfg.batch variants, cycling through
     * the workloads; per-block cost = the whole batch divided by its size. */
    vjb_progress(", batched");
    for (int li = 0; li < NLEVELS; li++) {
        vj_context *ctx = wc->ctx[li];
        size_t n = (size_t)b->cfg.batch;
        if (!(b->cfg.levels & (1 << li)))
            continue;
        uint8_t **cs = calloc(n, sizeof *cs);
        const uint8_t **ccs = calloc(n, sizeof *ccs);
        size_t *lens = calloc(n, sizeof *lens);
        vj_block **out = calloc(n, sizeof *out);
        int ok = cs && ccs && lens && out;
        for (size_t i = 0; ok && i < n; i++) {
            size_t wi = i % vjb_nworkloads;
            cs[i] = malloc(codes[wi].len);
            ok = cs[i] != NULL;
            if (ok) {
                make_variant(&codes[wi], cs[i], b->cfg.compile_reps + (int)(i / vjb_nworkloads));
                ccs[i] = cs[i];
                lens[i] = codes[wi].len;
            }
        }
        vj_status st = ok ? VJ_OK : VJ_ERR_NOMEM;
        double cpu0 = vjb_cpu_ms();
        double t0 = vjb_now_ns();
        if (st == VJ_OK)
            st = vj_translate_batch(ctx, ccs, lens, n, out);
        double t1 = vjb_now_ns(), cpu1 = vjb_cpu_ms();
        for (size_t i = 0; st == VJ_OK && i < n; i++)
            st = vj_run(ctx, out[i], w, VJ_ENGINE_JIT); /* untimed: the code serves */
        for (size_t i = 0; i < n; i++) {
            if (out)
                vj_block_free(out[i]);
            if (cs)
                free(cs[i]);
        }
        free(cs);
        free(ccs);
        free(lens);
        free(out);
        if (st != VJ_OK) {
            vjb_fail("batched compile O%d: %s", vjb_jit_levels[li], vj_last_error(ctx));
            goto out;
        }
        b->batch_ms[wvi][li] = (t1 - t0) / 1e6 / (double)n;
        b->batch_cpu_ms[wvi][li] = (cpu1 - cpu0) / (double)n;
        vjb_progress(" O%d", vjb_jit_levels[li]);
    }
    vjb_progress(" (%.1f s)\n", (vjb_now_ns() - t_line) / 1e9);
    rc = 0;
out:
    vj_wave_free(w);
    return rc;
}

/* Cache hits: translating bytes already in the cache, timed per call. */
int vjb_bench_cache_hit(bench *b, vj_context *ctx, const code *c, int slot)
{
    int n = b->cfg.hit_calls;
    vj_block **blks = calloc((size_t)n, sizeof *blks);
    vj_block *first = NULL;
    double t[MAXREPS];
    int rc = -1;
    if (!blks)
        return -1;
    if (vj_translate(ctx, c->bytes, c->len, &first) != VJ_OK) {
        vjb_fail("cache-hit set-up: %s", vj_last_error(ctx));
        goto out;
    }
    vj_stats s0, s1;
    vj_get_stats(ctx, &s0);
    for (int rep = 0; rep < b->cfg.reps; rep++) {
        int bad = 0;
        double t0 = vjb_run_ns(b);
        for (int i = 0; i < n; i++)
            bad |= vj_translate(ctx, c->bytes, c->len, &blks[i]) != VJ_OK;
        double t1 = vjb_run_ns(b);
        for (int i = 0; i < n; i++) {
            vj_block_free(blks[i]);
            blks[i] = NULL;
        }
        if (bad) {
            vjb_fail("cache-hit translate: %s", vj_last_error(ctx));
            goto out;
        }
        t[rep] = (t1 - t0) / n;
    }
    vj_get_stats(ctx, &s1);
    b->hit_bytes[slot] = c->len;
    if (s1.hits - s0.hits != (uint64_t)n * (uint64_t)b->cfg.reps) {
        snprintf(b->hit_note, sizeof b->hit_note,
                 "only %llu of %llu lookups counted as cache hits",
                 (unsigned long long)(s1.hits - s0.hits),
                 (unsigned long long)n * (unsigned long long)b->cfg.reps);
    }
    b->hit_ns[slot] = vjb_median(t, b->cfg.reps);
    rc = 0;
out:
    vj_block_free(first);
    free(blks);
    return rc;
}
