/* test_bench: the benchmark's baselines compute what the reference evaluator
 * computes: the per-byte emulator and every hand-written variant this CPU
 * runs, on each workload, both wave sizes, a few inputs. No timing here. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "testutil.h"
#include "vop3jit.h"

#include "../bench/bench.h"

/* The first VGPR lane where a and b differ, as text; "" when none. */
static void first_difference(vj_wave *a, vj_wave *b, char *msg, size_t size)
{
    msg[0] = '\0';
    for (unsigned r = 0; r < 256; r++)
        for (unsigned l = 0; l < vj_wave_size(a); l++) {
            uint32_t x = vj_wave_get_vgpr(a, r, l), y = vj_wave_get_vgpr(b, r, l);
            if (x != y) {
                snprintf(msg, size, "v%u lane %u: reference 0x%08x, baseline 0x%08x", r, l, x, y);
                return;
            }
        }
}

/* Run workload wi from the state setup gives (then select_hook, if any) on
 * the reference evaluator, the per-byte emulator and the hand-written kernel
 * of each ISA level, and compare every VGPR. */
static void check_workload(size_t wi, unsigned wave, uint64_t seed,
                           void (*hook)(vj_wave *w, uint64_t seed))
{
    const vjb_workload *wl = &vjb_workloads[wi];
    vj_options o;
    vj_options_init(&o);
    o.target = VJ_GFX1100;
    o.wave_size = wave;
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    vj_block *blk = NULL;
    ck_assert_msg(vj_translate_asm(ctx, vjb_text(wl, ctx), wl->file, &blk) == VJ_OK, "%s: %s",
                  wl->id, vj_last_error(ctx));
    ck_assert_uint_eq(vj_block_inst_count(blk), wl->nprog);

    vj_wave *init = vj_wave_new(wave), *expect = vj_wave_new(wave), *got = vj_wave_new(wave);
    wl->setup(init, seed);
    if (hook)
        hook(init, seed);
    vj_wave_copy(expect, init);
    ck_assert_msg(vj_run(ctx, blk, expect, VJ_ENGINE_REF) == VJ_OK, "%s", vj_last_error(ctx));

    char msg[128];
    vjb_regs regs;
    vj_wave_copy(got, init);
    vjb_regs_from_wave(&regs, got);
    if (wl->prog) { /* (the float workload has no per-byte form) */
        vjb_perbyte_run(wl->prog, wl->nprog, &regs);
        first_difference(expect, got, msg, sizeof msg);
        ck_assert_msg(msg[0] == '\0', "%s wave%u per-byte: %s", wl->id, wave, msg);
    }

    for (int isa = VJB_ISA_SCALAR; isa <= VJB_ISA_AVX2; isa++) {
        vjb_hand h;
        vjb_hand_select(&h, isa);
        vj_wave_copy(got, init);
        vjb_regs_from_wave(&regs, got);
        wl->hand (&h)(&regs);
        vjb_regs_to_wave(&regs, got);
        first_difference(expect, got, msg, sizeof msg);
        ck_assert_msg(msg[0] == '\0', "%s wave%u hand-written %s: %s", wl->id, wave, h.isa, msg);
    }
    vj_wave_free(init);
    vj_wave_free(expect);
    vj_wave_free(got);
    vj_block_free(blk);
    vj_context_free(ctx);
}

START_TEST(baselines_match_the_reference_on_every_workload)
{
    for (size_t wi = 0; wi < vjb_nworkloads; wi++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            check_workload(wi, 64, seed, NULL);
            check_workload(wi, 32, seed, NULL);
        }
}
END_TEST

/* Selectors of any byte value, not just the benchmark's 0..15. */
static void any_selector(vj_wave *w, uint64_t seed)
{
    uint64_t st = seed * 7919;
    for (unsigned l = 0; l < vj_wave_size(w); l++)
        vj_wave_set_vgpr(w, 3, l, (uint32_t)vj_test_rand(&st));
    vj_wave_set_sreg(w, "s0", (uint32_t)vj_test_rand(&st));
}

/* Every class of selector byte in each position: 0-7, 8-11, 12, 13-255. */
static void class_selector(vj_wave *w, uint64_t seed)
{
    static const uint8_t bytes[] = {0, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 0x80, 0xff};
    uint64_t st = seed * 104729;
    for (unsigned l = 0; l < vj_wave_size(w); l++) {
        uint32_t s = 0;
        for (int i = 0; i < 4; i++)
            s |= (uint32_t)bytes[vj_test_rand(&st) % sizeof bytes] << (8 * i);
        vj_wave_set_vgpr(w, 3, l, s);
    }
    vj_wave_set_sreg(w, "s0", 0x0b0a0908u + (uint32_t)(seed % 5));
}

START_TEST(perm_baselines_match_the_reference_for_any_selector)
{
    for (size_t wi = 0; wi < vjb_nworkloads; wi++) {
        if (strcmp(vjb_workloads[wi].id, "W2") != 0 && strcmp(vjb_workloads[wi].id, "W3") != 0)
            continue;
        for (uint64_t seed = 1; seed <= 8; seed++) {
            check_workload(wi, 64, seed, any_selector);
            check_workload(wi, 32, seed, class_selector);
        }
    }
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("bench");
    TCase *tc = tcase_create("baselines");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, baselines_match_the_reference_on_every_workload);
    tcase_add_test(tc, perm_baselines_match_the_reference_for_any_selector);
    suite_add_tcase(s, tc);
    return s;
}
