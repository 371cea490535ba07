/* fuzz_region: arbitrary bytes as a code region (issue 30), run from a PC
 * by vj_region_run, a budget of 64 blocks, on the reference and the
 * interpreter from one random wave: any difference in status, exit or state
 * aborts, as does a failure without a message. (The JIT's agreement on
 * region blocks is fuzz_pipeline's and test_flow's: a compile an input would
 * cost too much here.)
 *
 * Input: byte 0 picks the target (low nibble mod 10) and the wave size (bit
 * 4; GFX9 runs wave64 whatever it says); byte 1 the start, in dwords from
 * the region's first byte (mod its dwords); bytes 2..9 seed the wave
 * state; the rest is the region, at 0x10000. */
#include "config.h"

#include "fuzz.h"

static vj_context *region_context(vj_target t, unsigned wave)
{
    static vj_context *ctx[VJ_TARGET_COUNT][2];
    if (vj_target_default_wave(t) == 64)
        wave = 64;
    vj_context **c = &ctx[t][wave == 64];
    if (!*c) {
        vj_options o;
        vj_options_init(&o);
        o.target = t;
        o.wave_size = wave;
        o.jit = VJ_JIT_OFF;
        o.cache_dir = "";
        *c = vj_context_new(&o, NULL);
        if (!*c)
            fuzz_finding("vj_context_new failed for %s wave%u", vj_target_name(t), wave);
    }
    return *c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 10)
        return 0;
    vj_target t = (vj_target)((data[0] & 15) % VJ_TARGET_COUNT);
    vj_context *ctx = region_context(t, data[0] & 16 ? 64 : 32);
    unsigned wave = vj_context_options(ctx)->wave_size ? vj_context_options(ctx)->wave_size
                                                       : vj_target_default_wave(t);
    uint64_t seed = 0;
    for (unsigned i = 0; i < 8; i++)
        seed = seed << 8 | data[2 + i];
    const uint8_t *code = data + 10;
    size_t len = size - 10;
    vj_region *r = NULL;
    if (vj_region_new(ctx, code, len, 0x10000, &r) != VJ_OK)
        fuzz_finding("vj_region_new failed on %zu bytes: %s", len, vj_last_error(ctx));
    uint64_t start = 0x10000 + 4 * (len >= 4 ? data[1] % (len / 4) : 0);
    static const vj_engine engines[2] = {VJ_ENGINE_REF, VJ_ENGINE_INTERP};
    vj_wave *w[2];
    vj_exit x[2];
    vj_status st[2];
    char msg[2][512];
    for (unsigned e = 0; e < 2; e++) {
        w[e] = vj_wave_new(wave);
        if (!w[e])
            abort();
        vj_wave_randomize(w[e], seed);
        vj_wave_set_mode(w[e], VJ_MODE_DEFAULT);
        vj_wave_set_pc(w[e], start);
        st[e] = vj_region_run(r, w[e], engines[e], 64, &x[e]);
        snprintf(msg[e], sizeof msg[e], "%s", st[e] == VJ_OK ? "" : vj_last_error(ctx));
        if (st[e] != VJ_OK)
            fuzz_check_message("vj_region_run", msg[e]);
    }
    if (st[0] != st[1] || x[0].reason != x[1].reason || x[0].blocks != x[1].blocks ||
        x[0].pc != x[1].pc)
        fuzz_finding("%s wave%u: reference %s (%s, %llu blocks, pc 0x%llx: %s), interpreter "
                     "%s (%s, %llu blocks, pc 0x%llx: %s)",
                     vj_target_name(t), wave, vj_status_string(st[0]),
                     vj_exit_reason_name(x[0].reason), (unsigned long long)x[0].blocks,
                     (unsigned long long)x[0].pc, msg[0], vj_status_string(st[1]),
                     vj_exit_reason_name(x[1].reason), (unsigned long long)x[1].blocks,
                     (unsigned long long)x[1].pc, msg[1]);
    vj_wave_difference d;
    if (vj_wave_first_difference(w[0], w[1], &d))
        fuzz_finding("%s wave%u: the states differ at %s lane %d: reference 0x%llx, "
                     "interpreter 0x%llx",
                     vj_target_name(t), wave, d.reg, d.lane, (unsigned long long)d.a,
                     (unsigned long long)d.b);
    vj_wave_free(w[0]);
    vj_wave_free(w[1]);
    vj_region_free(r);
    return 0;
}
