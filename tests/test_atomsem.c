/* test_atomsem: atomics and the LDS extras run by every engine (room atom,
 * issue 31): GLOBAL/FLAT and DS read-modify-writes of 32 and 64 bits with
 * and without return, lanes in ascending order on a shared address,
 * cmpswap's operand orders, inc/dec's wrap, LDS out of range, a fault that
 * leaves memory untouched, ds_swizzle_b32, ds_permute_b32,
 * ds_bpermute_b32, ds_append and ds_consume; and random blocks of atomics on a few shared
 * addresses mixed with loads, stores, exec changes and ALU work, on which the interpreter (raw and
 * optimised), the reference and the JIT agree. Expected values are worked by hand from the ISA's
 * pseudocode in each test's comments. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "testutil.h"
#include "vop3jit.h"

#define BASE 0x100000000ull /* where the tests map their buffer */

static vj_context *ctx_for(vj_target t, unsigned wave, int optimize)
{
    vj_options o;
    vj_options_init(&o);
    o.target = t;
    o.wave_size = wave;
    o.optimize = optimize;
    o.jit = VJ_JIT_EAGER;
    o.cache_dir = "";
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

/* The interpreter (as lowered, then optimised), the reference, the JIT. */
#define NENG 4
static vj_engine engine_of(int e)
{
    return e < 2 ? VJ_ENGINE_INTERP : e == 2 ? VJ_ENGINE_REF : VJ_ENGINE_JIT;
}

/* Run text on w with engine e (0: interp raw, 1: interp optimised, 2: ref,
 * 3: JIT); the status, the message in msg. */
static vj_status run_text(vj_target t, const char *text, vj_wave *w, int e, char *msg,
                          size_t msize)
{
    vj_context *ctx = ctx_for(t, vj_wave_size(w), e != 0);
    vj_block *b = NULL;
    vj_status st = vj_translate_asm(ctx, text, "test.s", &b);
    ck_assert_msg(st == VJ_OK, "%s: %s", text, vj_last_error(ctx));
    st = vj_run(ctx, b, w, engine_of(e));
    ck_assert_msg(st == VJ_OK || st == VJ_ERR_MEMORY, "%s (%d): %d %s", text, e, (int)st,
                  vj_last_error(ctx));
    if (msg)
        snprintf(msg, msize, "%s", st == VJ_OK ? "" : vj_last_error(ctx));
    vj_block_free(b);
    vj_context_free(ctx);
    return st;
}

static int engine_runs(int e)
{
    return e != 3 || vj_jit_available();
}

static uint32_t buf[256];
static uint8_t lds[256];

/* A wave over buf (mapped at BASE) and lds, v[2:3] = BASE + 4 * addr_of(lane). */
static vj_wave *wave_at(unsigned size, vj_memory **mem, unsigned (*addr_of)(unsigned))
{
    vj_memory *m = vj_memory_new();
    ck_assert_int_eq(vj_memory_map(m, BASE, buf, sizeof buf, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
    vj_wave *w = vj_wave_new(size);
    vj_wave_set_memory(w, m);
    vj_wave_set_lds(w, lds, sizeof lds);
    for (unsigned l = 0; l < size; l++) {
        uint64_t a = BASE + 4u * addr_of(l);
        vj_wave_set_vgpr(w, 2, l, (uint32_t)a);
        vj_wave_set_vgpr(w, 3, l, (uint32_t)(a >> 32));
    }
    *mem = m;
    return w;
}

static void wave_done(vj_wave *w, vj_memory *m)
{
    vj_wave_free(w);
    vj_memory_free(m);
}

static unsigned at_zero(unsigned l)
{
    (void)l;
    return 0;
}

static unsigned at_lane(unsigned l)
{
    return l;
}

/* --------------------------------------------------------- hand-worked */

START_TEST(every_lane_adding_one_returns_its_rank_and_the_sum_is_the_count)
{
    /* gfx1100 wave32, exec 0xF0F0F0F0 (16 lanes: 4-7, 12-15, 20-23, 28-31),
     * every lane's address BASE (buf[0] = 100), data 1, glc: the lanes
     * in ascending order each read what the one before left, so the k-th
     * active lane (k = 0..15) gets 100 + k, and buf[0] ends 116. Inactive
     * lanes keep v1 = 0x77. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        memset(buf, 0, sizeof buf);
        buf[0] = 100;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_zero);
        vj_wave_set_sreg(w, "exec_lo", 0xF0F0F0F0u);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 4, l, 1);
            vj_wave_set_vgpr(w, 1, l, 0x77);
        }
        run_text(VJ_GFX1100, "global_atomic_add_u32 v1, v[2:3], v4, off glc\n", w, e, NULL, 0);
        unsigned k = 0;
        for (unsigned l = 0; l < 32; l++) {
            if (0xF0F0F0F0u >> l & 1)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 100 + k++);
            else
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 0x77);
        }
        ck_assert_uint_eq(buf[0], 116);
        wave_done(w, m);
    }
}
END_TEST

START_TEST(an_atomic_without_return_leaves_vdst_and_gfx12_returns_by_th)
{
    /* gfx1200: th:TH_ATOMIC_RETURN returns; without it VDST is not even
     * printed, v1 keeps 0x77. buf[l] = l; lane l adds 10 to buf[l]:
     * the first run returns l and leaves l + 10, the second leaves l + 20. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        for (unsigned i = 0; i < 256; i++)
            buf[i] = i;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_lane);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 4, l, 10);
            vj_wave_set_vgpr(w, 1, l, 0x77);
        }
        run_text(VJ_GFX1200, "global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_RETURN\n", w,
                 e, NULL, 0);
        run_text(VJ_GFX1200, "global_atomic_add_u32 v[2:3], v4, off\n", w, e, NULL, 0);
        for (unsigned l = 0; l < 32; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), l);
            ck_assert_uint_eq(buf[l], l + 20);
        }
        wave_done(w, m);
    }
}
END_TEST

START_TEST(cmpswap_hits_and_misses_with_each_familys_operand_order)
{
    /* FLAT/GLOBAL cmpswap: DATA = {src, cmp}: v6 = src (0xAA), v7 = cmp.
     * buf[l] = 5 + l; cmp = 5 in every lane: lane 0 hits (buf[0] = 0xAA),
     * the others miss (buf[l] unchanged); each returns buf[l]'s old value. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        for (unsigned i = 0; i < 256; i++)
            buf[i] = 5 + i;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_lane);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 6, l, 0xAA);
            vj_wave_set_vgpr(w, 7, l, 5);
        }
        run_text(VJ_GFX1100, "global_atomic_cmpswap_b32 v1, v[2:3], v[6:7], off glc\n", w, e, NULL,
                 0);
        ck_assert_uint_eq(buf[0], 0xAA);
        ck_assert_uint_eq(buf[1], 6);
        for (unsigned l = 0; l < 32; l++)
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 5 + l);
        wave_done(w, m);
    }
    /* DS: GFX9/10's ds_cmpst_rtn_b32 vdst, addr, cmp (DATA0), src (DATA1);
     * GFX11's ds_cmpstore_rtn_b32 vdst, addr, src (DATA0), cmp (DATA1).
     * LDS dword 0 = 7; every lane's address 0; v6 = 7, v7 = 9. gfx90a:
     * cmp 7, src 9: lane 0 hits (7 -> 9), lanes 1.. see 9 != 7 and miss:
     * returns 7, then 9s. gfx1100: src 7, cmp 9: lane 0 misses (7 != 9),
     * every lane returns 7, LDS stays 7. */
    for (int f = 0; f < 2; f++)
        for (int e = 0; e < NENG; e++) {
            if (!engine_runs(e))
                continue;
            memset(lds, 0, sizeof lds);
            lds[0] = 7;
            vj_memory *m;
            vj_wave *w = wave_at(f ? 32 : 64, &m, at_zero);
            for (unsigned l = 0; l < vj_wave_size(w); l++) {
                vj_wave_set_vgpr(w, 5, l, 0);
                vj_wave_set_vgpr(w, 6, l, 7);
                vj_wave_set_vgpr(w, 7, l, 9);
            }
            run_text(f ? VJ_GFX1100 : VJ_GFX90A,
                     f ? "ds_cmpstore_rtn_b32 v1, v5, v6, v7\n"
                       : "ds_cmpst_rtn_b32 v1, v5, v6, v7\n",
                     w, e, NULL, 0);
            ck_assert_uint_eq(lds[0], f ? 7 : 9);
            for (unsigned l = 0; l < vj_wave_size(w); l++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), (l == 0 || f ? 7u : 9u));
            wave_done(w, m);
        }
}
END_TEST

START_TEST(inc_and_dec_wrap_as_the_pseudocode_says)
{
    /* inc: MEM = old >= DATA ? 0 : old + 1. DATA 3 in every lane, buf[0] =
     * 2, all lanes at buf[0] (wave32): lane 0 sees 2 (-> 3), lane 1 3 (-> 0),
     * lane 2 0 (-> 1), lane 3 1 (-> 2), then 2, 3, 0, 1 ... lane l returns
     * (2 + l) % 4; 32 lanes: buf[0] = (2 + 32) % 4 = 2.
     * dec: MEM = old == 0 || old > DATA ? DATA : old - 1. buf[1] = 10,
     * DATA 3: lane 0 sees 10 (> 3: -> 3), lane 1 3 (-> 2), lane 2 2 (-> 1),
     * lane 3 1 (-> 0), lane 4 0 (-> 3), ... lane l >= 1 returns 3 - (l - 1) % 4;
     * after lane 31 ((31 - 1) % 4 = 2: it saw 1): buf[1] = 0. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        memset(buf, 0, sizeof buf);
        buf[0] = 2;
        buf[1] = 10;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_zero);
        for (unsigned l = 0; l < 32; l++)
            vj_wave_set_vgpr(w, 4, l, 3);
        run_text(VJ_GFX1030,
                 "global_atomic_inc v1, v[2:3], v4, off glc\n"
                 "global_atomic_dec v8, v[2:3], v4, off offset:4 glc\n",
                 w, e, NULL, 0);
        for (unsigned l = 0; l < 32; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), (2 + l) % 4);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 8, l), (l == 0 ? 10 : 3 - (l - 1) % 4));
        }
        ck_assert_uint_eq(buf[0], 2);
        ck_assert_uint_eq(buf[1], 0);
        wave_done(w, m);
    }
}
END_TEST

START_TEST(sixty_four_bit_atomics_carry_and_compare_whole)
{
    /* gfx90a wave64, lanes 0 and 1 at qword 0 (buf[0:1] = 0xffffffff, 0),
     * the others at qword l: global_atomic_add_x2 of 1: lane 0 returns
     * 0x00000000ffffffff and leaves 0x100000000; lane 1 returns that and
     * leaves 0x100000001. Then global_atomic_smin_x2 of -1 (all ones) on
     * qword 0: -1 < 0x100000001 signed, so it becomes -1; umax_x2 of 5 on
     * it: 0xffff...ff stays (unsigned larger). */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        memset(buf, 0, sizeof buf);
        buf[0] = 0xffffffffu;
        vj_memory *m;
        vj_wave *w = wave_at(64, &m, at_zero);
        vj_wave_set_sreg(w, "exec_lo", 3);
        vj_wave_set_sreg(w, "exec_hi", 0);
        for (unsigned l = 0; l < 64; l++) {
            vj_wave_set_vgpr(w, 4, l, 1);
            vj_wave_set_vgpr(w, 5, l, 0);
            vj_wave_set_vgpr(w, 6, l, 0xffffffffu);
            vj_wave_set_vgpr(w, 7, l, 0xffffffffu);
            vj_wave_set_vgpr(w, 8, l, 5);
            vj_wave_set_vgpr(w, 9, l, 0);
        }
        run_text(VJ_GFX90A,
                 "global_atomic_add_x2 v[10:11], v[2:3], v[4:5], off glc\n"
                 "global_atomic_smin_x2 v[12:13], v[2:3], v[6:7], off glc\n"
                 "global_atomic_umax_x2 v[2:3], v[8:9], off\n",
                 w, e, NULL, 0);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 10, 0), 0xffffffffu);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 11, 0), 0);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 10, 1), 0);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 11, 1), 1);
        /* smin: lane 0 saw 0x100000001 (-> -1), lane 1 saw -1 */
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 12, 0), 1);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 13, 0), 1);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 12, 1), 0xffffffffu);
        ck_assert_uint_eq(buf[0], 0xffffffffu);
        ck_assert_uint_eq(buf[1], 0xffffffffu);
        wave_done(w, m);
    }
}
END_TEST

START_TEST(lds_atomics_order_lanes_and_drop_out_of_range)
{
    /* gfx1100 wave32 ds_max_rtn_i32 at LDS 0 (= -5) with DATA = l - 16:
     * lanes 0..10 (data -16..-6) leave -5, lane 11's -5 is equal, lane 12
     * (-4) raises it, lane 13 sees -4 ... so lane l returns max(-5, l - 17).
     * Lane 31's address is 256 (past the 256-byte LDS): it returns 0 and
     * writes nothing, so the LDS ends at lane 30's data, 14. ds_add_u32 (no return) of 1 at LDS 4
     * from 32 lanes with lane 31 out: 31. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        memset(lds, 0, sizeof lds);
        int32_t minus5 = -5;
        memcpy(lds, &minus5, 4);
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_zero);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 5, l, l == 31 ? 256 : 0);
            vj_wave_set_vgpr(w, 6, l, (uint32_t)((int32_t)l - 16));
            vj_wave_set_vgpr(w, 7, l, 1);
        }
        run_text(VJ_GFX1100, "ds_max_rtn_i32 v1, v5, v6\nds_add_u32 v5, v7 offset:4\n", w, e, NULL,
                 0);
        int32_t cur = -5;
        for (unsigned l = 0; l < 31; l++) {
            ck_assert_int_eq((int32_t)vj_wave_get_vgpr(w, 1, l), cur);
            if ((int32_t)l - 16 > cur)
                cur = (int32_t)l - 16;
        }
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 31), 0);
        int32_t got;
        memcpy(&got, lds, 4);
        ck_assert_int_eq(got, 14);
        memcpy(&got, lds + 4, 4);
        ck_assert_int_eq(got, 31);
        wave_done(w, m);
    }
}
END_TEST

START_TEST(a_fault_names_the_lane_and_leaves_memory_untouched)
{
    /* lanes 0-4 add 1 to buf[l]; lane 5's address is 1 MiB past the
     * buffer: nothing is written (buf unchanged), v1 keeps 0x77, and every
     * engine names lane 5 and its address. */
    char msg[NENG][512];
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e)) {
            memcpy(msg[e], msg[0], sizeof msg[e]); /* e > 0: the reference (0) always runs */
            continue;
        }
        for (unsigned i = 0; i < 256; i++)
            buf[i] = i;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_lane);
        vj_wave_set_sreg(w, "exec_lo", 0x3f);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 4, l, 1);
            vj_wave_set_vgpr(w, 1, l, 0x77);
        }
        vj_wave_set_vgpr(w, 2, 5, (uint32_t)(BASE + (1u << 20)));
        vj_status st = run_text(VJ_GFX1100, "global_atomic_add_u32 v1, v[2:3], v4, off glc\n", w,
                                e, msg[e], sizeof msg[e]);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        ck_assert_msg(strstr(msg[e], "global_atomic_add_u32") && strstr(msg[e], "lane 5") &&
                          strstr(msg[e], "0x0000000100100000"),
                      "%s", msg[e]);
        ck_assert_str_eq(msg[e], msg[0]);
        for (unsigned i = 0; i < 256; i++)
            ck_assert_uint_eq(buf[i], i);
        for (unsigned l = 0; l < 32; l++)
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 0x77);
        wave_done(w, m);
    }
}
END_TEST

START_TEST(bpermute_permute_and_swizzle_move_values_between_lanes)
{
    /* gfx1100 wave32, v6 = 100 + lane, exec = all but lane 3.
     * ds_bpermute_b32 v1, v5, v6 with v5 = 4 * (31 - lane): lane l reads
     * lane 31 - l's v6 = 131 - l; lane 28 reads lane 3, inactive: 0.
     * ds_permute_b32 v7, v8, v6 with v8 = 4 * (lane / 2): lane l sends to
     * lane l / 2, the higher sender wins: lane k (0..15) gets lane 2k + 1's
     * 101 + 2k (lane 1 = 101 wins over lane 0 for k = 0; k = 1: lanes 2, 3
     * send, 3 is inactive: lane 2's 102); lanes 16..31 get nobody: 0.
     * ds_swizzle_b32 v9, v6 offset:swizzle(QUAD_PERM,3,2,1,0): lane l reads
     * lane (l & ~3) + 3 - (l & 3); lane 0 reads lane 3 (inactive): 0.
     * ds_swizzle_b32 v10, v6 offset:swizzle(BITMASK_PERM,"00p11"): AND 4
     * (bit 2 kept), OR 3, XOR 0: lane l reads (l & 4) | 3 (bits 3 and 4
     * cleared: lanes 0-7 of the 32): lanes 0-3, 8-11, ... read lane 3
     * (inactive: 0), lanes 4-7, 12-15, ... lane 7 (107).
     * Lane 3 (inactive) keeps its 0x77s. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_zero);
        vj_wave_set_sreg(w, "exec_lo", ~8u);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 6, l, 100 + l);
            vj_wave_set_vgpr(w, 5, l, 4 * (31 - l));
            for (unsigned r = 7; r <= 10; r++)
                vj_wave_set_vgpr(w, r, l, 0x77);
            vj_wave_set_vgpr(w, 8, l, 4 * (l / 2));
            vj_wave_set_vgpr(w, 1, l, 0x77);
        }
        run_text(VJ_GFX1100,
                 "ds_bpermute_b32 v1, v5, v6\n"
                 "ds_permute_b32 v7, v8, v6\n"
                 "ds_swizzle_b32 v9, v6 offset:swizzle(QUAD_PERM,3,2,1,0)\n"
                 "ds_swizzle_b32 v10, v6 offset:swizzle(BITMASK_PERM,\"00p11\")\n",
                 w, e, NULL, 0);
        for (unsigned l = 0; l < 32; l++) {
            if (l == 3) {
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 0x77);
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 9, l), 0x77);
                continue;
            }
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), (l == 28 ? 0 : 131 - l));
            uint32_t perm = l == 1 ? 102 : l < 16 ? 101 + 2 * l : 0;
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 7, l), perm);
            unsigned q = (l & ~3u) + 3 - (l & 3);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 9, l), (q == 3 ? 0 : 100 + q));
            unsigned b = (l & 4) | 3;
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 10, l), (b == 3 ? 0 : 100 + b));
        }
        wave_done(w, m);
    }
}
END_TEST

START_TEST(bpermute_in_wave64_crosses_halves_on_gfx9_only)
{
    /* v5 = 4 * (63 - lane), v6 = 1000 + lane, every lane active. gfx90a
     * wave64: lane l reads lane 63 - l (1063 - l). gfx1100 wave64 (GFX10/11
     * stay in the lane's half): lane l reads (l & 32) + (63 - l) % 32, so
     * lane 0 reads lane 31 (1031) and lane 32 reads lane 63 (1063). */
    for (int f = 0; f < 2; f++)
        for (int e = 0; e < NENG; e++) {
            if (!engine_runs(e))
                continue;
            vj_memory *m;
            vj_wave *w = wave_at(64, &m, at_zero);
            for (unsigned l = 0; l < 64; l++) {
                vj_wave_set_vgpr(w, 5, l, 4 * (63 - l));
                vj_wave_set_vgpr(w, 6, l, 1000 + l);
            }
            run_text(f ? VJ_GFX1100 : VJ_GFX90A, "ds_bpermute_b32 v1, v5, v6\n", w, e, NULL, 0);
            for (unsigned l = 0; l < 64; l++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l),
                                  (f ? 1000 + (l & 32) + (63 - l) % 32 : 1063 - l));
            wave_done(w, m);
        }
}
END_TEST

START_TEST(two_address_exchanges_swap_both_and_return_both)
{
    /* ds_wrxchg2_rtn_b32 v[10:11], v5, v6, v7 offset0:1 offset1:3 (gfx90a;
     * gfx1100: ds_storexchg_2addr_rtn_b32), lanes 0-15 active, LDS dword i
     * = 100 + i: lane l's v5 = 16l, so dword 4l + 1 gets v6 = 500 + l and
     * dword 4l + 3 gets v7 = 700 + l; v10 = 100 + 4l + 1, v11 = 100 + 4l +
     * 3 (the old values). The stride-64 form with v8 = 0, offset0:0
     * offset1:1: every lane's first address is dword 0, exchanged in lane
     * order (lane 0 sees 100, lane k sees 500 + k - 1, dword 0 ends 515);
     * the second is byte 256, past the 256-byte LDS: 0, nothing written. */
    for (int f = 0; f < 2; f++)
        for (int e = 0; e < NENG; e++) {
            if (!engine_runs(e))
                continue;
            for (unsigned i = 0; i < 64; i++) {
                uint32_t v = 100 + i;
                memcpy(lds + 4 * i, &v, 4);
            }
            vj_memory *m;
            vj_wave *w = wave_at(f ? 32 : 64, &m, at_zero);
            for (unsigned l = 0; l < vj_wave_size(w); l++) {
                vj_wave_set_vgpr(w, 5, l, 16 * l);
                vj_wave_set_vgpr(w, 6, l, 500 + l);
                vj_wave_set_vgpr(w, 7, l, 700 + l);
                vj_wave_set_vgpr(w, 8, l, 0);
            }
            vj_wave_set_sreg(w, "exec_lo", 0xffff);
            if (!f)
                vj_wave_set_sreg(w, "exec_hi", 0);
            run_text(f ? VJ_GFX1100 : VJ_GFX90A,
                     f ? "ds_storexchg_2addr_rtn_b32 v[10:11], v5, v6, v7 offset0:1 offset1:3\n"
                         "ds_storexchg_2addr_stride64_rtn_b32 v[12:13], v8, v6, v7 offset1:1\n"
                       : "ds_wrxchg2_rtn_b32 v[10:11], v5, v6, v7 offset0:1 offset1:3\n"
                         "ds_wrxchg2st64_rtn_b32 v[12:13], v8, v6, v7 offset1:1\n",
                     w, e, NULL, 0);
            for (unsigned l = 0; l < 16; l++) {
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 10, l), 100 + 4 * l + 1);
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 11, l), 100 + 4 * l + 3);
                uint32_t a, b;
                memcpy(&a, lds + 16 * l + 4, 4);
                memcpy(&b, lds + 16 * l + 12, 4);
                ck_assert_uint_eq(a, 500 + l);
                ck_assert_uint_eq(b, 700 + l);
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 12, l), (l ? 500 + l - 1 : 100));
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 13, l), 0);
            }
            uint32_t d0;
            memcpy(&d0, lds, 4);
            ck_assert_uint_eq(d0, 515);
            wave_done(w, m);
        }
}
END_TEST

START_TEST(append_and_consume_count_the_active_lanes_once)
{
    /* ds_append v1 offset:8 with exec = 0x00FF00F0 (12 lanes), LDS dword 2
     * = 40: every active lane gets 40 (the value before), the counter
     * becomes 52; then ds_consume v2 offset:8 under the same exec: every
     * active lane gets 52, the counter is 40 again. Inactive lanes keep
     * 0x77. A counter past the LDS (offset 256): nothing written, lanes 0. */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        memset(lds, 0, sizeof lds);
        lds[8] = 40;
        vj_memory *m;
        vj_wave *w = wave_at(32, &m, at_zero);
        vj_wave_set_sreg(w, "exec_lo", 0x00FF00F0u);
        for (unsigned l = 0; l < 32; l++)
            for (unsigned r = 1; r <= 3; r++)
                vj_wave_set_vgpr(w, r, l, 0x77);
        run_text(VJ_GFX1100,
                 "ds_append v1 offset:8\nds_consume v2 offset:8\n"
                 "ds_append v3 offset:256\n",
                 w, e, NULL, 0);
        for (unsigned l = 0; l < 32; l++) {
            int on = 0x00FF00F0u >> l & 1;
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), on ? 40u : 0x77u);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 2, l), on ? 52u : 0x77u);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 3, l), on ? 0u : 0x77u);
        }
        ck_assert_uint_eq(lds[8], 40);
        wave_done(w, m);
    }
    /* gfx90a wave64, exec = lanes 32..63 only: 32 appended once */
    for (int e = 0; e < NENG; e++) {
        if (!engine_runs(e))
            continue;
        memset(lds, 0, sizeof lds);
        vj_memory *m;
        vj_wave *w = wave_at(64, &m, at_zero);
        vj_wave_set_sreg(w, "exec_lo", 0);
        vj_wave_set_sreg(w, "exec_hi", ~0u);
        run_text(VJ_GFX90A, "ds_append v1\nds_append v2\n", w, e, NULL, 0);
        for (unsigned l = 32; l < 64; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 0);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 2, l), 32);
        }
        ck_assert_uint_eq(lds[0], 64);
        wave_done(w, m);
    }
}
END_TEST

START_TEST(float_and_other_atomics_are_refused_by_name)
{
    vj_context *ctx = ctx_for(VJ_GFX1100, 32, 1);
    vj_block *b = NULL;
    ck_assert_int_eq(
        vj_translate_asm(ctx, "global_atomic_add_f32 v1, v[2:3], v4, off glc\n", "t.s", &b),
        VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(vj_last_error(ctx), "global_atomic_add_f32"), "%s", vj_last_error(ctx));
    ck_assert_int_eq(vj_translate_asm(ctx, "ds_add_f32 v5, v6\n", "t.s", &b), VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(vj_last_error(ctx), "ds_add_f32"), "%s", vj_last_error(ctx));
    /* the reason, which a dispatch's or region's stop message carries */
    ck_assert(strstr(vj_atomic_why_row(vj_mem_by_name(VJ_GFX1100, "global_atomic_add_f32")),
                     "float atomics"));
    ck_assert(
        strstr(vj_atomic_why_row(vj_mem_by_name(VJ_GFX942, "ds_pk_add_f16")), "float atomics"));
    ck_assert(strstr(vj_atomic_why_row(vj_mem_by_name(VJ_GFX908, "ds_add_src2_u32")), "src2"));
    /* the message a region's or dispatch's stop carries: name, target, reason */
    vj_minst mi;
    vj_status st;
    vj_diag dg;
    memset(&dg, 0, sizeof dg);
    ck_assert(vj_mem_asm_line(VJ_GFX1100, "global_atomic_add_f32 v1, v[2:3], v4, off glc", "t.s",
                              1, &mi, &st, &dg));
    ck_assert_int_eq(st, VJ_OK);
    char why[256];
    ck_assert_int_eq(vj_lower_minst_check(&mi, why, sizeof why), VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(why, "global_atomic_add_f32 is valid on gfx1100 but not run") &&
                      strstr(why, "float atomics"),
                  "%s", why);
    ck_assert(
        strstr(vj_atomic_why_row(vj_mem_by_name(VJ_GFX1200, "global_atomic_ordered_add_b64")),
               "not run"));
    vj_context_free(ctx);
    /* wave64 on GFX10+: ds_permute is refused (and ds_bpermute on GFX12) */
    ctx = ctx_for(VJ_GFX1100, 64, 1);
    ck_assert_int_eq(vj_translate_asm(ctx, "ds_permute_b32 v1, v5, v6\n", "t.s", &b),
                     VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(vj_last_error(ctx), "wave64"), "%s", vj_last_error(ctx));
    vj_context_free(ctx);
    ctx = ctx_for(VJ_GFX1200, 64, 1);
    ck_assert_int_eq(vj_translate_asm(ctx, "ds_bpermute_b32 v1, v5, v6\n", "t.s", &b),
                     VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(vj_last_error(ctx), "wave64 on GFX12"), "%s", vj_last_error(ctx));
    vj_context_free(ctx);
}
END_TEST

/* Per target, the mem.def rows that now run (lower_atomic.c's), printed. */
START_TEST(rows_that_run_per_target)
{
    static const vj_target ts[] = {VJ_GFX908,  VJ_GFX90A,  VJ_GFX942,  VJ_GFX1010,
                                   VJ_GFX1030, VJ_GFX1100, VJ_GFX1150, VJ_GFX1200};
    for (size_t t = 0; t < sizeof ts / sizeof ts[0]; t++) {
        unsigned rmw = 0, extra = 0, refused = 0;
        for (size_t i = 0; i < vj_mem_count; i++) {
            const vj_mem_row *row = &vj_mem_table[i];
            if (row->fam != vj_target_family(ts[t]) || !(row->targets >> ts[t] & 1))
                continue;
            vj_atomic_row r;
            if (vj_atomic_of(row, &r))
                ++*(r.xop == VJ_AX_RMW ? &rmw : &extra);
            else if (row->cls == VJ_MCL_ATOMIC ||
                     (row->enc == VJ_ME_DS && row->cls != VJ_MCL_LOAD && row->cls != VJ_MCL_STORE))
                refused++;
        }
        printf("# %s: %u atomic rows and %u LDS extras run; %u atomic/other DS rows refused by "
               "name\n",
               vj_target_name(ts[t]), rmw, extra, refused);
        ck_assert_uint_gt(rmw, 20);
        ck_assert_uint_eq(extra, 5);
    }
}
END_TEST

/* ------------------------------------------------------ random blocks */

/* Random blocks of atomics (every integer kind, 32 and 64 bits, with and
 * without return, global on four shared addresses and DS on four shared
 * LDS addresses and one out of range), plain loads and stores, the
 * cross-lane DS rows, exec changes and ALU work, run from the same state
 * and memory on the interpreter (raw and optimised), the reference and the
 * JIT: the waves, the buffer, the LDS and a fault's status and message
 * must agree. VJ_ATOM_BLOCKS per configuration (default 24). */
struct rcfg {
    vj_target target;
    unsigned wave;
    int fam; /* 9: GFX9/10 names, 11: GFX11 names, 12: GFX12 (th) */
};
static const struct rcfg rcfgs[] = {
    {VJ_GFX1100, 32, 11}, {VJ_GFX1200, 32, 12}, {VJ_GFX90A, 64, 9},
    {VJ_GFX1030, 32, 10}, {VJ_GFX1100, 64, 11}, /* (ds_permute is refused in wave64 on GFX10+: not
                                                   drawn) */
};
#define NCFG (sizeof rcfgs / sizeof rcfgs[0])

/* name stems: {GFX9/10 global, GFX11+ global 32, GFX11+ global 64, DS 32, DS 64} */
static const char *const kinds[][5] = {
    {"swap", "swap_b32", "swap_b64", NULL, NULL},
    {"add", "add_u32", "add_u64", "add_u32", "add_u64"},
    {"sub", "sub_u32", "sub_u64", "sub_u32", "sub_u64"},
    {"smin", "min_i32", "min_i64", "min_i32", "min_i64"},
    {"umin", "min_u32", "min_u64", "min_u32", "min_u64"},
    {"smax", "max_i32", "max_i64", "max_i32", "max_i64"},
    {"umax", "max_u32", "max_u64", "max_u32", "max_u64"},
    {"and", "and_b32", "and_b64", "and_b32", "and_b64"},
    {"or", "or_b32", "or_b64", "or_b32", "or_b64"},
    {"xor", "xor_b32", "xor_b64", "xor_b32", "xor_b64"},
    {"inc", "inc_u32", "inc_u64", "inc_u32", "inc_u64"},
    {"dec", "dec_u32", "dec_u64", "dec_u32", "dec_u64"},
    {NULL, NULL, NULL, "rsub_u32", "rsub_u64"},
};
#define NKINDS (sizeof kinds / sizeof kinds[0])
#define RBUF   1024 /* dwords */
#define RLDS   256  /* bytes */

static void add_line(char *text, size_t size, const char *line)
{
    strncat(text, line, size - strlen(text) - 2);
    strcat(text, "\n");
}

static void random_program(const struct rcfg *c, uint64_t *rng, char *text, size_t size)
{
    text[0] = '\0';
    unsigned n = 3 + (unsigned)(vj_test_rand(rng) % 8);
    int g11 = c->fam >= 11;
    for (unsigned i = 0; i < n; i++) {
        unsigned k = (unsigned)(vj_test_rand(rng) % 12);
        unsigned r = 20 + (unsigned)(vj_test_rand(rng) % 10) * 4; /* a destination */
        unsigned d = 20 + (unsigned)(vj_test_rand(rng) % 10) * 4; /* data */
        int x2 = vj_test_rand(rng) % 3 == 0;
        int rtn = vj_test_rand(rng) % 2;
        int off = (int)(vj_test_rand(rng) % 4) * 8;
        char line[200], name[64];
        const char *stem;
        switch (k) {
        case 0:
        case 1:
        case 2: { /* a global atomic (FLAT on gfx90a now and then) */
            int cmp = vj_test_rand(rng) % 6 == 0;
            if (cmp)
                stem = g11 ? (x2 ? "cmpswap_b64" : "cmpswap_b32") : "cmpswap";
            else {
                do
                    stem = kinds[vj_test_rand(rng) % NKINDS][g11 ? 1 + x2 : 0];
                while (!stem);
            }
            const char *seg = c->fam == 9 && vj_test_rand(rng) % 3 == 0 ? "flat" : "global";
            snprintf(name, sizeof name, "%s_atomic_%s%s", seg, stem, !g11 && x2 ? "_x2" : "");
            unsigned dw = (x2 ? 2 : 1) * (cmp ? 2 : 1), vw = x2 ? 2 : 1;
            char dst[24] = "", data[24];
            if (rtn)
                snprintf(dst, sizeof dst, vw == 2 ? "v[%u:%u], " : "v%u, ", r, r + 1);
            snprintf(data, sizeof data, dw == 1 ? "v%u" : "v[%u:%u]", d, d + dw - 1);
            const char *tail = !rtn ? "" : c->fam == 12 ? " th:TH_ATOMIC_RETURN" : " glc";
            if (seg[0] == 'f')
                snprintf(line, sizeof line, "%s %sv[2:3], %s offset:%d%s", name, dst, data, off,
                         tail);
            else
                snprintf(line, sizeof line, "%s %sv[2:3], %s, off offset:%d%s", name, dst, data,
                         off, tail);
            add_line(text, size, line);
            break;
        }
        case 3:
        case 4: { /* a DS atomic */
            int cmp = vj_test_rand(rng) % 6 == 0;
            const char *dsname;
            if (vj_test_rand(rng) % 8 == 0) { /* a two-address exchange */
                int st64 = vj_test_rand(rng) % 3 == 0;
                const char *nm = g11 ? (st64 ? "storexchg_2addr_stride64" : "storexchg_2addr")
                                     : (st64 ? "wrxchg2st64" : "wrxchg2");
                unsigned vw = x2 ? 2 : 1;
                char dd[24], a0[24], a1[24];
                snprintf(dd, sizeof dd, "v[%u:%u]", r, r + 2 * vw - 1);
                snprintf(a0, sizeof a0, vw == 2 ? "v[%u:%u]" : "v%u", d, d + 1);
                snprintf(a1, sizeof a1, vw == 2 ? "v[%u:%u]" : "v%u", d + 2, d + 3);
                snprintf(line, sizeof line, "ds_%s_rtn_b%s %s, v5, %s, %s offset0:%u offset1:%u",
                         nm, x2 ? "64" : "32", dd, a0, a1, (unsigned)(vj_test_rand(rng) % 4),
                         (unsigned)(vj_test_rand(rng) % 4));
                add_line(text, size, line);
                break;
            }
            if (cmp)
                dsname = g11 ? "cmpstore" : "cmpst";
            else if (vj_test_rand(rng) % 8 == 0)
                dsname = g11 ? "storexchg" : "wrxchg";
            else
                dsname = NULL;
            if (dsname) {
                rtn = rtn || !cmp; /* (the exchange has only a returning form) */
                snprintf(name, sizeof name, "ds_%s%s_b%s", dsname, rtn ? "_rtn" : "",
                         x2 ? "64" : "32");
            } else {
                do
                    stem = kinds[vj_test_rand(rng) % NKINDS][3 + x2];
                while (!stem);
                /* "add_u32" -> "add" "_rtn" "_u32" */
                const char *us = strrchr(stem, '_');
                snprintf(name, sizeof name, "ds_%.*s%s%s", (int)(us - stem), stem,
                         rtn ? "_rtn" : "", us);
            }
            char dst[24] = "", d0[24], d1[24] = "";
            if (rtn)
                snprintf(dst, sizeof dst, x2 ? "v[%u:%u], " : "v%u, ", r, r + 1);
            snprintf(d0, sizeof d0, x2 ? "v[%u:%u]" : "v%u", d, d + 1);
            if (cmp)
                snprintf(d1, sizeof d1, x2 ? ", v[%u:%u]" : ", v%u", d + 2, d + 3);
            snprintf(line, sizeof line, "%s %sv5, %s%s offset:%d", name, dst, d0, d1, off);
            add_line(text, size, line);
            break;
        }
        case 5: /* a plain load or store of a shared address */
            snprintf(line, sizeof line,
                     vj_test_rand(rng) % 2
                         ? (g11 ? "global_load_b32 v%u, v[2:3], off offset:%d"
                                : "global_load_dword v%u, v[2:3], off offset:%d")
                         : (g11 ? "global_store_b32 v[2:3], v%u, off offset:%d"
                                : "global_store_dword v[2:3], v%u, off offset:%d"),
                     r, off);
            add_line(text, size, line);
            break;
        case 6:
            snprintf(
                line, sizeof line,
                vj_test_rand(rng) % 2
                    ? (g11 ? "ds_load_b32 v%u, v5 offset:%d" : "ds_read_b32 v%u, v5 offset:%d")
                    : (g11 ? "ds_store_b32 v5, v%u offset:%d" : "ds_write_b32 v5, v%u offset:%d"),
                r, off);
            add_line(text, size, line);
            break;
        case 7: { /* the cross-lane rows */
            unsigned which = (unsigned)(vj_test_rand(rng) % 6);
            if (which == 0)
                snprintf(line, sizeof line, "ds_bpermute_b32 v%u, v7, v%u offset:%d", r, d, off);
            else if (which == 1 && (c->fam == 9 || c->wave == 32))
                snprintf(line, sizeof line, "ds_permute_b32 v%u, v7, v%u", r, d);
            else if (which == 1)
                snprintf(line, sizeof line, "ds_bpermute_b32 v%u, v7, v%u", r, d);
            else if (which == 2)
                snprintf(line, sizeof line, "ds_swizzle_b32 v%u, v%u offset:%u", r, d,
                         0x8000u | (unsigned)(vj_test_rand(rng) % 256));
            else if (which == 3)
                snprintf(line, sizeof line, "ds_swizzle_b32 v%u, v%u offset:%u", r, d,
                         (unsigned)(vj_test_rand(rng) % 0x8000));
            else /* the counter on a shared slot (or past the LDS) */
                snprintf(
                    line, sizeof line, "ds_%s v%u offset:%u", which == 4 ? "append" : "consume", r,
                    vj_test_rand(rng) % 8 ? 64u + 8 * (unsigned)(vj_test_rand(rng) % 4) : RLDS);
            add_line(text, size, line);
            break;
        }
        case 8: /* exec: a random part of the lanes (GFX9's v_cmpx writes vcc too) */
            snprintf(line, sizeof line, "v_cmpx_gt_u32%s %u, v6",
                     g11           ? ""
                     : c->fam == 9 ? "_e32 vcc,"
                                   : "_e32",
                     (unsigned)(vj_test_rand(rng) % 100));
            add_line(text, size, line);
            break;
        case 9: /* move the addresses between the shared slots */
            snprintf(line, sizeof line, "v_xor_b32%s v2, %u, v2", g11 ? "" : "_e32",
                     (unsigned)(vj_test_rand(rng) % 4) * 8);
            add_line(text, size, line);
            break;
        default: /* ALU on returned values */
            snprintf(line, sizeof line, "v_add%s_u32%s v%u, v%u, v%u", c->fam >= 10 ? "_nc" : "",
                     g11 ? "" : "_e32", 20 + (unsigned)(vj_test_rand(rng) % 24),
                     20 + (unsigned)(vj_test_rand(rng) % 24),
                     20 + (unsigned)(vj_test_rand(rng) % 24));
            add_line(text, size, line);
            break;
        }
    }
}

/* A small value now and then (inc/dec's wrap, cmpswap's hits), else any. */
static uint32_t rvalue(uint64_t *rng)
{
    uint64_t x = vj_test_rand(rng);
    return x % 3 == 0 ? (uint32_t)(x >> 8) % 8 : (uint32_t)(x >> 16);
}

START_TEST(random_atomic_blocks_agree_on_every_engine)
{
    const struct rcfg *c = &rcfgs[_i % NCFG];
    const char *env = getenv("VJ_ATOM_BLOCKS");
    unsigned nblocks = env && *env ? (unsigned)strtoul(env, NULL, 10) : 24;
    uint64_t rng = 0xa70a0000u + (uint64_t)_i;
    vj_context *ctx = ctx_for(c->target, c->wave, 1), *raw = ctx_for(c->target, c->wave, 0);
    static uint32_t mem0[RBUF], memx[4][RBUF];
    static uint8_t lds0[RLDS], ldsx[4][RLDS];
    unsigned faults = 0, runs = 0;
    for (unsigned blk = 0; blk < nblocks; blk++) {
        char text[4096];
        random_program(c, &rng, text, sizeof text);
        vj_wave *w0 = vj_wave_new(c->wave);
        vj_wave_randomize(w0, vj_test_rand(&rng));
        for (unsigned r = 20; r < 64; r++)
            for (unsigned l = 0; l < c->wave; l++)
                vj_wave_set_vgpr(w0, r, l, rvalue(&rng));
        for (unsigned i = 0; i < RBUF; i++)
            mem0[i] = rvalue(&rng);
        for (unsigned i = 0; i < RLDS; i += 4) {
            uint32_t v = rvalue(&rng);
            memcpy(lds0 + i, &v, 4);
        }
        /* four shared 8-byte slots in the buffer's middle, now and then a
         * lane outside the map; LDS: four slots and now and then past it */
        int wild = vj_test_rand(&rng) % 4 == 0;
        for (unsigned l = 0; l < c->wave; l++) {
            uint64_t a = BASE + 1024 + 8 * (vj_test_rand(&rng) % 4);
            if (wild && vj_test_rand(&rng) % 16 == 0)
                a += 1ull << 20;
            vj_wave_set_vgpr(w0, 2, l, (uint32_t)a);
            vj_wave_set_vgpr(w0, 3, l, (uint32_t)(a >> 32));
            vj_wave_set_vgpr(w0, 5, l,
                             vj_test_rand(&rng) % 16 == 0
                                 ? RLDS + 8 * (uint32_t)(vj_test_rand(&rng) % 4)
                                 : 64 + 8 * (uint32_t)(vj_test_rand(&rng) % 4));
            vj_wave_set_vgpr(w0, 6, l, (uint32_t)(vj_test_rand(&rng) % 100));
            vj_wave_set_vgpr(w0, 7, l, (uint32_t)vj_test_rand(&rng) % 1024);
        }
        vj_status st[4];
        char msg[4][512];
        vj_wave *wx[4];
        for (unsigned e = 0; e < 4; e++) {
            vj_context *cx = e == 0 ? raw : ctx;
            memcpy(memx[e], mem0, sizeof mem0);
            memcpy(ldsx[e], lds0, sizeof lds0);
            wx[e] = vj_wave_new(c->wave);
            vj_wave_copy(wx[e], w0);
            if (!engine_runs((int)e)) {
                st[e] = st[0];
                memcpy(msg[e], msg[0], sizeof msg[e]); /* e > 0: the reference (0) always runs */
                vj_wave_copy(wx[e], wx[0]);
                memcpy(memx[e], memx[0], sizeof mem0);
                memcpy(ldsx[e], ldsx[0], sizeof lds0);
                continue;
            }
            vj_memory *m = vj_memory_new();
            ck_assert_int_eq(
                vj_memory_map(m, BASE, memx[e], sizeof mem0, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
            vj_wave_set_memory(wx[e], m);
            vj_wave_set_lds(wx[e], ldsx[e], RLDS);
            vj_block *b = NULL;
            vj_status ts = vj_translate_asm(cx, text, "random.s", &b);
            ck_assert_msg(ts == VJ_OK, "%s:\n%s", vj_last_error(cx), text);
            st[e] = vj_run(cx, b, wx[e], engine_of((int)e));
            snprintf(msg[e], sizeof msg[e], "%s", st[e] == VJ_OK ? "" : vj_last_error(cx));
            vj_block_free(b);
            vj_wave_set_memory(wx[e], NULL);
            vj_wave_set_lds(wx[e], NULL, 0);
            vj_memory_free(m);
        }
        runs++;
        faults += st[2] == VJ_ERR_MEMORY;
        for (unsigned e = 0; e < 4; e++) {
            ck_assert_msg(st[e] == VJ_OK || st[e] == VJ_ERR_MEMORY, "engine %u: %s\n%s", e, msg[e],
                          text);
            ck_assert_msg(st[e] == st[2] && strcmp(msg[e], msg[2]) == 0,
                          "engine %u: status %d '%s', reference %d '%s'\n%s", e, st[e], msg[e],
                          st[2], msg[2], text);
            vj_wave_difference d;
            ck_assert_msg(!vj_wave_first_difference(wx[e], wx[2], &d),
                          "engine %u: %s lane %d: 0x%llx, reference 0x%llx\n%s", e, d.reg, d.lane,
                          (unsigned long long)d.a, (unsigned long long)d.b, text);
            for (unsigned i = 0; i < RBUF; i++)
                ck_assert_msg(memx[e][i] == memx[2][i],
                              "engine %u: memory dword %u: 0x%x, reference 0x%x\n%s", e, i,
                              memx[e][i], memx[2][i], text);
            ck_assert_msg(memcmp(ldsx[e], ldsx[2], RLDS) == 0, "engine %u: LDS differs\n%s", e,
                          text);
        }
        for (unsigned e = 0; e < 4; e++)
            vj_wave_free(wx[e]);
        vj_wave_free(w0);
    }
    printf("# %s wave%u: %u random blocks, %u faulted, 0 mismatches\n", vj_target_name(c->target),
           c->wave, runs, faults);
    ck_assert_uint_lt(faults, runs);
    ck_assert_msg(nblocks < 16 || faults > 0, "no block faulted in %u", nblocks);
    vj_context_free(ctx);
    vj_context_free(raw);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("atomsem");
    TCase *tc = tcase_create("atomics");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, every_lane_adding_one_returns_its_rank_and_the_sum_is_the_count);
    tcase_add_test(tc, an_atomic_without_return_leaves_vdst_and_gfx12_returns_by_th);
    tcase_add_test(tc, cmpswap_hits_and_misses_with_each_familys_operand_order);
    tcase_add_test(tc, inc_and_dec_wrap_as_the_pseudocode_says);
    tcase_add_test(tc, sixty_four_bit_atomics_carry_and_compare_whole);
    tcase_add_test(tc, lds_atomics_order_lanes_and_drop_out_of_range);
    tcase_add_test(tc, a_fault_names_the_lane_and_leaves_memory_untouched);
    tcase_add_test(tc, bpermute_permute_and_swizzle_move_values_between_lanes);
    tcase_add_test(tc, bpermute_in_wave64_crosses_halves_on_gfx9_only);
    tcase_add_test(tc, two_address_exchanges_swap_both_and_return_both);
    tcase_add_test(tc, append_and_consume_count_the_active_lanes_once);
    tcase_add_test(tc, float_and_other_atomics_are_refused_by_name);
    tcase_add_test(tc, rows_that_run_per_target);
    suite_add_tcase(s, tc);
    TCase *tr = tcase_create("random");
    tcase_set_timeout(tr, 600);
    tcase_add_loop_test(tr, random_atomic_blocks_agree_on_every_engine, 0, (int)NCFG);
    suite_add_tcase(s, tr);
    return s;
}
