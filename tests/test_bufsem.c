/* test_bufsem: buffer loads and stores on every engine (room buf, issue 31):
 * the resource descriptor (V#) in four SGPRs, IDXEN/OFFEN/SOFFSET and the
 * instruction's offset, the range check per family (GFX9's raw and
 * structured buffers, GFX10+'s OOB_SELECT, GFX12's last-byte rule with
 * SOFFSET), out-of-range loads giving 0 and stores dropped, an in-range
 * access outside the map faulting as a global one does, swizzled and
 * thread-id-indexed addressing on GFX9/10 (refused on GFX11+), the private
 * aperture reaching each lane's scratch; random buffer blocks on which the interpreter (raw
 * and optimised), the reference and the JIT agree. Expected values are
 * worked from the ISA rules (docs/design.md, "Buffer memory") in each
 * test. VJ_BUF_BLOCKS sets the random blocks per configuration. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "testutil.h"
#include "vop3jit.h"

#define BASE 0x100000000ull /* where the tests map their buffer */

/* GFX9 runs wave64 only; the others here wave32. */
static unsigned wave_of(vj_target t)
{
    return vj_target_family(t) == VJ_FAM_GFX9 ? 64 : 32;
}

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

/* Engines: the interpreter as lowered, the interpreter optimised, the
 * reference, the JIT. */
#define NENG (vj_jit_available() ? 4 : 3)
static vj_engine engine_of(int e)
{
    return e < 2 ? VJ_ENGINE_INTERP : e == 2 ? VJ_ENGINE_REF : VJ_ENGINE_JIT;
}

static char last_msg[512];

static vj_status run_text(vj_context *ctx, const char *text, vj_wave *w, vj_engine e)
{
    vj_block *b = NULL;
    vj_status st = vj_translate_asm(ctx, text, "test.s", &b);
    ck_assert_msg(st == VJ_OK, "%s: %s", text, vj_last_error(ctx));
    st = vj_run(ctx, b, w, e);
    snprintf(last_msg, sizeof last_msg, "%s", st == VJ_OK ? "" : vj_last_error(ctx));
    if (getenv("VJ_BUF_DEBUG") && st != VJ_OK)
        fprintf(stderr, "%s: %d %s\n", text, (int)st, last_msg);
    vj_block_free(b);
    return st;
}

/* 64 dwords, dword i = 0x1000 + i, mapped at BASE (256 bytes: no more). */
static uint32_t buf[64];
static vj_memory *map_buf(void)
{
    for (unsigned i = 0; i < 64; i++)
        buf[i] = 0x1000 + i;
    vj_memory *m = vj_memory_new();
    ck_assert_ptr_nonnull(m);
    ck_assert_int_eq(vj_memory_map(m, BASE, buf, sizeof buf, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
    return m;
}

/* The V# in s[8:11]: BASE 47:0, STRIDE 61:48, NUM_RECORDS 95:64,
 * OOB_SELECT 125:124; w3 more bits of word 3, w1 of word 1. */
static void set_desc(vj_wave *w, uint64_t base, unsigned stride, uint32_t nr, unsigned oob,
                     uint32_t w1, uint32_t w3)
{
    vj_wave_set_sreg(w, "s8", (uint32_t)base);
    vj_wave_set_sreg(w, "s9", ((uint32_t)(base >> 32) & 0xffffu) | stride << 16 | w1);
    vj_wave_set_sreg(w, "s10", nr);
    vj_wave_set_sreg(w, "s11", oob << 28 | w3);
}

/* text on a fresh wave from setup (the map m) with engine e: the status
 * (last_msg its message), the wave in *out. */
typedef void (*setup_fn)(vj_wave *w);
static vj_status run_case(vj_target t, unsigned wave, const char *text, setup_fn setup,
                          vj_memory *m, int e, vj_wave **out)
{
    vj_context *ctx = ctx_for(t, wave, e != 0);
    vj_wave *w = vj_wave_new(wave);
    setup(w);
    vj_wave_set_memory(w, m);
    vj_status st = run_text(ctx, text, w, engine_of(e));
    vj_context_free(ctx);
    *out = w;
    return st;
}

/* v1 = 4 * lane, v2 = lane, v6 = 0xa0 + lane, v5 = 0x77 */
static void lanes_4l(vj_wave *w)
{
    for (unsigned l = 0; l < vj_wave_size(w); l++) {
        vj_wave_set_vgpr(w, 1, l, 4 * l);
        vj_wave_set_vgpr(w, 2, l, l);
        vj_wave_set_vgpr(w, 5, l, 0x77);
        vj_wave_set_vgpr(w, 6, l, 0xa0 + l);
    }
}

static void raw40(vj_wave *w)
{
    lanes_4l(w);
    set_desc(w, BASE, 0, 40, 3, 0, 0);
}

START_TEST(raw_buffer_loads_give_zero_past_num_records)
{
    /* Raw (STRIDE 0; GFX10+ OOB_SELECT 3), NUM_RECORDS 40 bytes, OFFEN,
     * offset = 4 * lane: lane l is in range when 4l < 40 (GFX9-11: the
     * first byte; GFX12: 4l + 4 <= 40, the same here): lanes 0-9 read
     * buf[l] = 0x1000 + l, lanes 10-31 read 0 (from an address the map
     * does give up to lane 15, and past it from none: no fault either way). */
    static const struct {
        vj_target t;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, "buffer_load_b32 v5, v1, s[8:11], 0 offen"},
        {VJ_GFX1200, "buffer_load_b32 v5, v1, s[8:11], null offen"},
        {VJ_GFX90A, "buffer_load_dword v5, v1, s[8:11], 0 offen"},
        {VJ_GFX1030, "buffer_load_dword v5, v1, s[8:11], 0 offen"},
    };
    for (unsigned c = 0; c < 4; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            vj_wave *w;
            unsigned n = wave_of(cases[c].t);
            vj_context *ctx = ctx_for(cases[c].t, n, e != 0);
            w = vj_wave_new(n);
            raw40(w);
            vj_wave_set_memory(w, m);
            ck_assert_int_eq(run_text(ctx, cases[c].text, w, engine_of(e)), VJ_OK);
            for (unsigned l = 0; l < n; l++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), l < 10 ? 0x1000 + l : 0);
            vj_wave_free(w);
            vj_memory_free(m);
            vj_context_free(ctx);
        }
}
END_TEST

START_TEST(a_straddling_dword_is_in_range_by_its_first_byte_before_gfx12)
{
    /* NUM_RECORDS 40, offset:2 + 4l: lane 9's dword covers bytes 38-41.
     * GFX9-11: 38 < 40, in range: bytes 38-41 = the high half of buf[9]
     * and the low half of buf[10]: buf[9] >> 16 | buf[10] << 16 =
     * 0x100a0000. GFX12:
     * 38 + 4 > 40, out of range: 0. Lane 8 (34-37) is in range on both:
     * buf[8] >> 16 | buf[9] << 16 = 0x10090000.
     * A dwordx4 at 24 (OFFSET 24, lane 0 only): pieces at 24, 28, 32, 36
     * in range, (GFX12 too), v[10:13] = buf[6..9]; at 32: 32, 36 in, 40,
     * 44 out: buf[8], buf[9], 0, 0. */
    static const struct {
        vj_target t;
        int gfx12;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, 0,
         "buffer_load_b32 v5, v1, s[8:11], 0 offen offset:2\n"
         "buffer_load_b128 v[10:13], v1, s[8:11], 0 offen offset:24\n"
         "buffer_load_b128 v[14:17], v1, s[8:11], 0 offen offset:32\n"},
        {VJ_GFX1200, 1,
         "buffer_load_b32 v5, v1, s[8:11], null offen offset:2\n"
         "buffer_load_b128 v[10:13], v1, s[8:11], null offen offset:24\n"
         "buffer_load_b128 v[14:17], v1, s[8:11], null offen offset:32\n"},
        {VJ_GFX90A, 0,
         "buffer_load_dword v5, v1, s[8:11], 0 offen offset:2\n"
         "buffer_load_dwordx4 v[10:13], v1, s[8:11], 0 offen offset:24\n"
         "buffer_load_dwordx4 v[14:17], v1, s[8:11], 0 offen offset:32\n"},
    };
    for (unsigned c = 0; c < 3; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            unsigned n = wave_of(cases[c].t);
            vj_context *ctx = ctx_for(cases[c].t, n, e != 0);
            vj_wave *w = vj_wave_new(n);
            raw40(w);
            vj_wave_set_sreg(w, "exec", 0x301); /* lanes 0, 8, 9 */
            vj_wave_set_memory(w, m);
            ck_assert_int_eq(run_text(ctx, cases[c].text, w, engine_of(e)), VJ_OK);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, 8), 0x10090000u);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, 9), cases[c].gfx12 ? 0 : 0x100a0000u);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, 1), 0x77); /* inactive */
            for (unsigned k = 0; k < 4; k++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 10 + k, 0), 0x1006 + k);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 14, 0), 0x1008);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 15, 0), 0x1009);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 16, 0), 0);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 17, 0), 0);
            vj_wave_free(w);
            vj_memory_free(m);
            vj_context_free(ctx);
        }
}
END_TEST

static unsigned g_oob, g_stride, g_nr;
static void structured(vj_wave *w)
{
    for (unsigned l = 0; l < vj_wave_size(w); l++) {
        vj_wave_set_vgpr(w, 1, l, l >> 1);          /* index */
        vj_wave_set_vgpr(w, 2, l, l & 1 ? 8u : 4u); /* offset */
        vj_wave_set_vgpr(w, 8, l, l >> 1);          /* the same, aligned for gfx90a */
        vj_wave_set_vgpr(w, 9, l, l & 1 ? 8u : 4u);
        vj_wave_set_vgpr(w, 5, l, 0x77);
    }
    set_desc(w, BASE, g_stride, g_nr, g_oob, 0, 0);
}

START_TEST(structured_buffers_check_the_index_and_oob_select_picks_the_rule)
{
    /* "buffer_load_b32 v5, v[1:2], s[8:11], 0 idxen offen": index = l >> 1,
     * offset = 4 (even lanes) or 8 (odd), ADDR = BASE + STRIDE * index +
     * offset. STRIDE 8, NUM_RECORDS 4:
     *  OOB_SELECT 0: in when index < 4: lanes 0-7, dword (8i + off) / 4 =
     *   2i + 1 (even) or 2i + 2 (odd): buf[l + 1] for even and odd alike.
     *  OOB_SELECT 1: also offset < STRIDE: 4 < 8 yes, 8 < 8 no: even lanes
     *   0-6 only.
     *  OOB_SELECT 2: in when NUM_RECORDS != 0: every lane; lane 31's address
     *   BASE + 8 * 15 + 8 = buf[32], inside the map.
     *  OOB_SELECT 3: raw, 8 * index + offset < 4: no lane.
     *  GFX9 (no OOB_SELECT: its bits are ignored): structured with IDXEN and
     *  STRIDE != 0: as 0; wave64, lanes 8-63 out of range. */
    static const struct {
        vj_target t;
        unsigned oob;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, 0, "buffer_load_b32 v5, v[1:2], s[8:11], 0 idxen offen"},
        {VJ_GFX1100, 1, "buffer_load_b32 v5, v[1:2], s[8:11], 0 idxen offen"},
        {VJ_GFX1100, 2, "buffer_load_b32 v5, v[1:2], s[8:11], 0 idxen offen"},
        {VJ_GFX1100, 3, "buffer_load_b32 v5, v[1:2], s[8:11], 0 idxen offen"},
        {VJ_GFX1030, 1, "buffer_load_dword v5, v[1:2], s[8:11], 0 idxen offen"},
        {VJ_GFX1200, 1, "buffer_load_b32 v5, v[1:2], s[8:11], null idxen offen"},
        {VJ_GFX90A, 0, "buffer_load_dword v5, v[8:9], s[8:11], 0 idxen offen"},
        {VJ_GFX90A, 3, "buffer_load_dword v5, v[8:9], s[8:11], 0 idxen offen"},
    };
    for (unsigned c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            g_oob = cases[c].oob;
            g_stride = 8;
            g_nr = 4;
            vj_wave *w;
            unsigned n = wave_of(cases[c].t);
            ck_assert_int_eq(run_case(cases[c].t, n, cases[c].text, structured, m, e, &w), VJ_OK);
            for (unsigned l = 0; l < n; l++) {
                unsigned oob = n == 64 ? 0 : cases[c].oob;
                int in = oob == 0 ? l < 8 : oob == 1 ? l < 8 && !(l & 1) : oob == 2;
                ck_assert_msg(vj_wave_get_vgpr(w, 5, l) == (in ? 0x1000 + l + 1 : 0),
                              "%s OOB_SELECT %u engine %d lane %u: 0x%x",
                              vj_target_name(cases[c].t), oob, e, l, vj_wave_get_vgpr(w, 5, l));
            }
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

static void soff4(vj_wave *w)
{
    lanes_4l(w);
    vj_wave_set_sreg(w, "s3", 4);
    set_desc(w, BASE, 0, 40, 3, 0, 0);
}

START_TEST(soffset_moves_the_address_and_counts_in_the_range_only_on_gfx12)
{
    /* SOFFSET s3 = 4, offset:8, VGPR offset 4l: ADDR = BASE + 4 + 8 + 4l,
     * buf[l + 3]. NUM_RECORDS 40. GFX11 (SOFFSET not in the check):
     * 8 + 4l < 40, lanes 0-7. GFX12 (SOFFSET in it, by the last byte):
     * 4 + 8 + 4l + 4 <= 40, lanes 0-6. */
    static const struct {
        vj_target t;
        unsigned last;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, 7, "buffer_load_b32 v5, v1, s[8:11], s3 offen offset:8"},
        {VJ_GFX1200, 6, "buffer_load_b32 v5, v1, s[8:11], s3 offen offset:8"},
        {VJ_GFX90A, 7, "buffer_load_dword v5, v1, s[8:11], s3 offen offset:8"},
    };
    for (unsigned c = 0; c < 3; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            vj_wave *w;
            unsigned n = wave_of(cases[c].t);
            ck_assert_int_eq(run_case(cases[c].t, n, cases[c].text, soff4, m, e, &w), VJ_OK);
            for (unsigned l = 0; l < n; l++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), l <= cases[c].last ? 0x1003 + l : 0);
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

static void raw16(vj_wave *w)
{
    lanes_4l(w);
    set_desc(w, BASE, 0, 16, 3, 0, 0);
}

START_TEST(out_of_range_stores_are_dropped_and_fault_nowhere)
{
    /* NUM_RECORDS 16 bytes, offset 192 + 4l: lanes are in range when
     * 192 + 4l < 16: none. So no lane stores; lanes 16+ (192 + 64 = 256 and
     * on) are outside the 256-byte map and do not fault either. Then from
     * offset 4l with offset:0, lanes 0-3 store v6 = 0xa0 + l to buf[0..3]
     * and the rest (4l >= 16) are dropped. A byte store (buffer_store_b8,
     * lane l at 32 + l with NUM_RECORDS 36) writes bytes 32-35 only. */
    static const struct {
        vj_target t;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, "buffer_store_b32 v6, v1, s[8:11], 0 offen offset:192\n"
                     "buffer_store_b32 v6, v1, s[8:11], 0 offen\n"
                     "s_mov_b32 s10, 36\n"
                     "buffer_store_b8 v6, v2, s[8:11], 0 offen offset:32\n"},
        {VJ_GFX1200, "buffer_store_b32 v6, v1, s[8:11], null offen offset:192\n"
                     "buffer_store_b32 v6, v1, s[8:11], null offen\n"
                     "s_mov_b32 s10, 36\n"
                     "buffer_store_b8 v6, v2, s[8:11], null offen offset:32\n"},
        {VJ_GFX1030, "buffer_store_dword v6, v1, s[8:11], 0 offen offset:192\n"
                     "buffer_store_dword v6, v1, s[8:11], 0 offen\n"
                     "s_mov_b32 s10, 36\n"
                     "buffer_store_byte v6, v2, s[8:11], 0 offen offset:32\n"},
        {VJ_GFX90A, "buffer_store_dword v6, v1, s[8:11], 0 offen offset:192\n"
                    "buffer_store_dword v6, v1, s[8:11], 0 offen\n"
                    "s_mov_b32 s10, 36\n"
                    "buffer_store_byte v6, v2, s[8:11], 0 offen offset:32\n"},
    };
    for (unsigned c = 0; c < 4; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            vj_wave *w;
            unsigned n = wave_of(cases[c].t);
            ck_assert_int_eq(run_case(cases[c].t, n, cases[c].text, raw16, m, e, &w), VJ_OK);
            for (unsigned i = 0; i < 64; i++) {
                uint32_t want = i < 4 ? 0xa0 + i : 0x1000 + i;
                if (i == 8) /* bytes 32-35 from lanes 0-3: 0xa0, 0xa1, 0xa2, 0xa3 */
                    want = 0xa3a2a1a0u;
                ck_assert_msg(buf[i] == want, "%s engine %d: buf[%u] = 0x%x, want 0x%x",
                              vj_target_name(cases[c].t), e, i, buf[i], want);
            }
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

static void fault_setup(vj_wave *w)
{
    lanes_4l(w);
    vj_wave_set_vgpr(w, 1, 3, 0x10000); /* lane 3: BASE + 0x10000, unmapped */
    set_desc(w, BASE, 0, 0xffffffffu, 3, 0, 0);
}

START_TEST(an_in_range_access_outside_the_map_faults_with_its_message)
{
    /* NUM_RECORDS 0xffffffff: every lane in range. Lane 3's address BASE +
     * 0x10000 is not mapped: the load faults as a global load does, the
     * message naming the instruction, lane 3 and 0x0000000100010000, and
     * v5 keeps 0x77 in every lane; the store faults before any lane writes
     * (buf unchanged). The second instruction is at offset 8 (GFX11
     * MUBUF: 8 bytes) or 12 (GFX12 VBUFFER). */
    static const struct {
        vj_target t;
        const char *text;
        const char *msg;
    } cases[] = {
        {VJ_GFX1100, "buffer_load_b32 v5, v1, s[8:11], 0 offen\n",
         "buffer_load_b32 (instruction 0, offset 0x0): lane 3 reads 4 bytes at "
         "0x0000000100010000, which the wave's memory map does not give it"},
        {VJ_GFX1100, "v_mov_b32 v7, 1\nbuffer_store_b64 v[6:7], v1, s[8:11], 0 offen\n",
         "buffer_store_b64 (instruction 1, offset 0x4): lane 3 writes 4 bytes at "
         "0x0000000100010000, which the wave's memory map does not give it (no lane of it "
         "wrote)"},
        {VJ_GFX1200, "buffer_load_b32 v5, v1, s[8:11], null offen\n",
         "buffer_load_b32 (instruction 0, offset 0x0): lane 3 reads 4 bytes at "
         "0x0000000100010000, which the wave's memory map does not give it"},
        {VJ_GFX90A, "buffer_load_ubyte v5, v1, s[8:11], 0 offen\n",
         "buffer_load_ubyte (instruction 0, offset 0x0): lane 3 reads 1 bytes at "
         "0x0000000100010000, which the wave's memory map does not give it"},
    };
    for (unsigned c = 0; c < 4; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            vj_wave *w;
            unsigned n = wave_of(cases[c].t);
            ck_assert_int_eq(run_case(cases[c].t, n, cases[c].text, fault_setup, m, e, &w),
                             VJ_ERR_MEMORY);
            ck_assert_str_eq(last_msg, cases[c].msg);
            for (unsigned l = 0; l < n; l++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0x77);
            for (unsigned i = 0; i < 64; i++)
                ck_assert_uint_eq(buf[i], 0x1000 + i);
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

static void swizzled(vj_wave *w)
{
    lanes_4l(w);
    set_desc(w, BASE, 4, 64, 3, 1u << 31, 0); /* SWIZZLE_ENABLE */
}

static void tid_indexed(vj_wave *w)
{
    lanes_4l(w);
    set_desc(w, BASE, 4, 64, 3, 0, 1u << 23); /* ADD_TID_ENABLE */
}

START_TEST(a_swizzled_or_tid_indexed_descriptor_is_refused_on_gfx11_and_later)
{
    /* GFX11+ (SWIZZLE_ENABLE 63:62 codes the element size too) is not
     * modelled: the run stops as unsupported, naming the instruction and
     * the first active lane, before any lane reads or writes. */
    for (int e = 0; e < NENG; e++)
        for (int k = 0; k < 4; k++) {
            vj_memory *m = map_buf();
            vj_wave *w;
            vj_target t = k < 2 ? VJ_GFX1100 : VJ_GFX1200;
            const char *text = k < 2 ? "buffer_store_b32 v6, v1, s[8:11], 0 offen\n"
                                     : "buffer_store_b32 v6, v1, s[8:11], null offen\n";
            ck_assert_int_eq(
                run_case(t, wave_of(t), text, k % 2 ? tid_indexed : swizzled, m, e, &w),
                VJ_ERR_UNSUPPORTED);
            ck_assert_msg(strstr(last_msg, "(instruction 0, offset 0x0): lane 0's buffer "
                                           "descriptor asks for swizzled") != NULL,
                          "%s", last_msg);
            for (unsigned i = 0; i < 64; i++)
                ck_assert_uint_eq(buf[i], 0x1000 + i);
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

/* Room swz: the swizzled and thread-id-indexed rule on GFX9 (gfx90a,
 * wave64) and GFX10 (gfx1030, wave32), worked by hand from the guides'
 * "Swizzled Buffer Addressing" (docs/design.md): index = VGPR index (IDXEN)
 * + lane (ADD_TID), offset = VGPR offset (OFFEN) + inst offset, element
 * size 4, IS = INDEX_STRIDE,
 *   buffer_offset = ((index / IS) * STRIDE + (offset / 4) * 4) * IS
 *                   + (index % IS) * 4 + offset % 4. */
static uint32_t g_w1, g_w3, g_nr, g_stride;
static void swz_setup(vj_wave *w)
{
    lanes_4l(w);
    set_desc(w, BASE, g_stride, g_nr, g_w3 >> 28 & 3u, g_w1, g_w3 & 0xcfffffffu);
}

#define SWZ         (1u << 31)
#define TID         (1u << 23)
#define IS_FIELD(f) ((uint32_t)(f) << 21)

START_TEST(swizzled_and_tid_indexed_addresses_follow_the_rule_on_gfx9_and_gfx10)
{
    static const vj_target ts[2] = {VJ_GFX90A, VJ_GFX1030};
    for (unsigned ti = 0; ti < 2; ti++)
        for (int e = 0; e < NENG; e++) {
            vj_target t = ts[ti];
            const int g9 = ti == 0;
            const char *ld = "buffer_load_dword v5, off, s[8:11], 0 offset:4\n";
            vj_memory *m;
            vj_wave *w;
            unsigned n = wave_of(t);

            /* A: swizzled, ADD_TID, IS 8, STRIDE 0, offset 4: index = l,
             * (0 + 1 * 4) * 8 + (l % 8) * 4 = 32 + 4 (l % 8): dword
             * 8 + l % 8, 0x1008 + l % 8. GFX9: ADD_TID without IDXEN is the
             * guides' private (scratch) buffer, not range checked, so
             * NUM_RECORDS 0 changes nothing; GFX10 OOB_SELECT 3 checks the
             * offset 4 against NUM_RECORDS [?]: 8 in range, 4 out (0). */
            for (unsigned nr = 0; nr < 2; nr++) {
                g_w1 = SWZ;
                g_w3 = TID | IS_FIELD(0) | 3u << 28;
                g_stride = 0;
                g_nr = g9 ? 0 : nr ? 8 : 4;
                m = map_buf();
                ck_assert_int_eq(run_case(t, n, ld, swz_setup, m, e, &w), VJ_OK);
                for (unsigned l = 0; l < n; l++)
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), (g9 || nr) ? 0x1008 + l % 8 : 0);
                vj_wave_free(w);
                vj_memory_free(m);
            }

            /* B: swizzled, ADD_TID, IDXEN (v2 = l), IS 16, STRIDE 4,
             * offset 4: index = 2l; ((2l / 16) * 4 + 4) * 16 + (2l % 16) * 4
             * = 64 (l / 8) + 64 + 8 (l % 8): dword 16 + 16 (l / 8) + 2 (l % 8).
             * Range: structured (GFX9: IDXEN and STRIDE; GFX10: OOB_SELECT
             * 0), index 2l (the lane counted [?]) < NUM_RECORDS 40: l < 20,
             * the others 0. */
            g_w1 = SWZ;
            g_w3 = TID | IS_FIELD(1);
            g_stride = 4;
            g_nr = 40;
            m = map_buf();
            ck_assert_int_eq(run_case(t, n,
                                      "buffer_load_dword v5, v2, s[8:11], 0 idxen offset:4\n",
                                      swz_setup, m, e, &w),
                             VJ_OK);
            for (unsigned l = 0; l < n; l++)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l),
                                  l < 20 ? 0x1000 + 16 + 16 * (l / 8) + 2 * (l % 8) : 0);
            vj_wave_free(w);
            vj_memory_free(m);

            /* C: swizzled without ADD_TID, IS 8, STRIDE 8, IDXEN and OFFEN
             * (v[2:3]: index l, offset 4), a dwordx2: piece k at offset
             * 4 + 4k, ((l / 8) * 8 + (1 + k) * 4) * 8 + (l % 8) * 4 = 64 (l / 8)
             * + 32 + 32k + 4 (l % 8): dword 16 (l / 8) + 8 + 8k + l % 8. Lanes
             * 0-15 (exec): lane l gets 0x1008 + 16 (l / 8) + l % 8 and 8 more.
             * Range: GFX9 structured (IDXEN, STRIDE): l < 64; GFX10
             * OOB_SELECT 3: 8 l + 4 + 4k < 0xffffffff. */
            g_w1 = SWZ;
            g_w3 = IS_FIELD(0) | 3u << 28;
            g_stride = 8;
            g_nr = g9 ? 64 : 0xffffffffu;
            m = map_buf();
            {
                vj_context *ctx = ctx_for(t, n, e != 0);
                w = vj_wave_new(n);
                swz_setup(w);
                for (unsigned l = 0; l < n; l++)
                    vj_wave_set_vgpr(w, 3, l, 4);
                vj_wave_set_sreg(w, "exec", 0xffff);
                vj_wave_set_memory(w, m);
                ck_assert_int_eq(
                    run_text(ctx, "buffer_load_dwordx2 v[20:21], v[2:3], s[8:11], 0 idxen offen\n",
                             w, engine_of(e)),
                    VJ_OK);
                for (unsigned l = 0; l < 16; l++) {
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 20, l), 0x1008 + 16 * (l / 8) + l % 8);
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 21, l), 0x1010 + 16 * (l / 8) + l % 8);
                }
                vj_context_free(ctx);
            }
            vj_wave_free(w);
            vj_memory_free(m);

            /* D: ADD_TID without swizzle, STRIDE 4, DATA_FORMAT (word 3
             * 18:15) 1. GFX9: with ADD_TID DATA_FORMAT is STRIDE 17:14, so
             * STRIDE = 4 + 16384: lane l at BASE + 16388 l + 4; lane 1's
             * BASE + 0x4008 is not mapped: a fault naming lane 1 (no range
             * check: the private buffer). GFX10: STRIDE 4, lane l reads
             * dword l + 1 (OOB_SELECT 3, NUM_RECORDS 0xffffffff). */
            g_w1 = 0;
            g_w3 = TID | 1u << 15 | 3u << 28;
            g_stride = 4;
            g_nr = 0xffffffffu;
            m = map_buf();
            vj_status st = run_case(t, n, ld, swz_setup, m, e, &w);
            if (g9) {
                ck_assert_int_eq(st, VJ_ERR_MEMORY);
                ck_assert_str_eq(last_msg, "buffer_load_dword (instruction 0, offset 0x0): lane 1 "
                                           "reads 4 bytes at 0x0000000100004008, which the "
                                           "wave's memory map does not give it");
            } else {
                ck_assert_int_eq(st, VJ_OK);
                for (unsigned l = 0; l < n; l++)
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0x1001 + l);
            }
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

/* The private aperture: scratch byte x of lane l = (l * 16 + x) & 0xff. */
#define PRIV 64
static uint8_t priv_bytes[64 * PRIV];
static void aperture_setup(vj_wave *w)
{
    lanes_4l(w);
    for (unsigned i = 0; i < sizeof priv_bytes; i++)
        priv_bytes[i] = (uint8_t)((i / PRIV) * 16 + i % PRIV);
    ck_assert_int_eq(vj_wave_set_scratch(w, priv_bytes, PRIV), VJ_OK);
    set_desc(w, VJ_PRIVATE_APERTURE, 0, 0xffffffffu, g_w3 >> 28 & 3u, g_w1, g_w3 & 0xcfffffffu);
}

START_TEST(the_private_aperture_gives_each_lane_its_scratch_through_a_swizzled_descriptor)
{
    /* The descriptor vj_dispatch gives a GFX9/10 kernel's private segment:
     * BASE VJ_PRIVATE_APERTURE, swizzled, ADD_TID, INDEX_STRIDE the wave
     * size W (GFX10: OOB_SELECT 2). Offset x in lane l: buffer_offset
     * (x / 4) * 4 * W + 4 l + x % 4, which the aperture takes back to lane
     * l's private byte x. */
    static const vj_target ts[2] = {VJ_GFX90A, VJ_GFX1030};
    for (unsigned ti = 0; ti < 2; ti++)
        for (int e = 0; e < NENG; e++) {
            vj_target t = ts[ti];
            unsigned n = wave_of(t);
            vj_wave *w;
            g_w1 = SWZ;
            g_w3 = TID | IS_FIELD(n == 64 ? 3 : 2) | 2u << 28;
            /* a store of 0xa0 + l at private bytes 8-11, then a ubyte load of
             * byte 9 (0: 0xa0 + l < 0x100) and a ushort of bytes 2-3
             * (16 l + 2 | (16 l + 3) << 8, low bytes) */
            ck_assert_int_eq(run_case(t, n,
                                      "buffer_store_dword v6, off, s[8:11], 0 offset:8\n"
                                      "buffer_load_ubyte v5, off, s[8:11], 0 offset:9\n"
                                      "buffer_load_ushort v7, off, s[8:11], 0 offset:2\n",
                                      aperture_setup, NULL, e, &w),
                             VJ_OK);
            for (unsigned l = 0; l < n; l++) {
                const uint8_t *p = priv_bytes + l * PRIV;
                ck_assert_uint_eq(p[8] | p[9] << 8 | p[10] << 16 | (uint32_t)p[11] << 24,
                                  0xa0 + l);
                ck_assert_uint_eq(p[12], (l * 16 + 12) & 0xff); /* untouched */
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0);
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 7, l),
                                  ((l * 16 + 2) & 0xff) | ((l * 16 + 3) & 0xff) << 8);
            }
            vj_wave_free(w);

            /* INDEX_STRIDE 8 on the same memory: lane l's dword 0 lands at
             * buffer_offset 4 (l % 8), aperture byte 4 (l % 8): lane l % 8's
             * private bytes 0-3 (the aperture's layout is the memory's, the
             * descriptor only the way in). */
            g_w3 = TID | IS_FIELD(0) | 2u << 28;
            ck_assert_int_eq(run_case(t, n, "buffer_load_dword v5, off, s[8:11], 0\n",
                                      aperture_setup, NULL, e, &w),
                             VJ_OK);
            for (unsigned l = 0; l < n; l++) {
                uint32_t b0 = (l % 8) * 16;
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l),
                                  b0 | (b0 + 1) << 8 | (b0 + 2) << 16 | (b0 + 3) << 24);
            }
            vj_wave_free(w);

            /* Private byte 64 is past the lane's 64: lane 0 faults, named
             * with its aperture address (W = 64: 16 * 4 * 64 = 0x1000 past
             * the base; W = 32: 0x800) and nothing is written. */
            g_w3 = TID | IS_FIELD(n == 64 ? 3 : 2) | 2u << 28;
            ck_assert_int_eq(run_case(t, n,
                                      "buffer_store_dword v6, off, s[8:11], 0 offset:60\n"
                                      "buffer_store_dwordx2 v[6:7], off, s[8:11], 0 offset:60\n",
                                      aperture_setup, NULL, e, &w),
                             VJ_ERR_MEMORY);
            char want[300];
            snprintf(want, sizeof want,
                     "buffer_store_dwordx2 (instruction 1, offset 0x8): lane 0 writes 4 bytes "
                     "at 0x0000fe%010x, in the private aperture: lane 0's private bytes from "
                     "0x40, outside the 64 bytes of scratch a lane has (no lane of it wrote)",
                     n * 64);
            ck_assert_str_eq(last_msg, want);
            for (unsigned l = 0; l < n; l++) /* the first store wrote, the second nothing */
                ck_assert_uint_eq(priv_bytes[l * PRIV + 60], 0xa0 + l);
            ck_assert_uint_eq(priv_bytes[0 * PRIV + 56], 56);
            vj_wave_free(w);
        }
}
END_TEST

static unsigned g_snr, g_sstride;
static void sbuf_setup(vj_wave *w)
{
    lanes_4l(w);
    vj_wave_set_sreg(w, "s3", 6);
    set_desc(w, BASE, g_sstride, g_snr, 3, 0, 0);
}

START_TEST(scalar_buffer_loads_give_zero_past_num_records)
{
    /* s_buffer_load_b128 at offset 4, NUM_RECORDS 10 (STRIDE 0): dword k at
     * offset 4 + 4k. GFX9-11 (first byte): 4 < 10, 8 < 10 in; 12, 16 out:
     * s[20:23] = buf[1], buf[2], 0, 0. GFX12 (last byte too): 8 + 4 > 10,
     * so buf[1], 0, 0, 0. The second load: offset = SOFFSET s3 = 6, bits
     * 1:0 ignored: 4, in range: s24 = buf[1]. Exec plays no part. */
    static const struct {
        vj_target t;
        int gfx12;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, 0,
         "s_buffer_load_b128 s[20:23], s[8:11], 0x4\n"
         "s_buffer_load_b32 s24, s[8:11], s3\n"},
        {VJ_GFX1200, 1,
         "s_buffer_load_b128 s[20:23], s[8:11], 0x4\n"
         "s_buffer_load_b32 s24, s[8:11], s3 offset:0x0\n"},
        {VJ_GFX90A, 0,
         "s_buffer_load_dwordx4 s[20:23], s[8:11], 0x4\n"
         "s_buffer_load_dword s24, s[8:11], s3\n"},
        {VJ_GFX1030, 0,
         "s_buffer_load_dwordx4 s[20:23], s[8:11], 0x4\n"
         "s_buffer_load_dword s24, s[8:11], s3\n"},
    };
    for (unsigned c = 0; c < 4; c++)
        for (int e = 0; e < NENG; e++) {
            vj_memory *m = map_buf();
            vj_wave *w;
            g_snr = 10;
            g_sstride = 0;
            ck_assert_int_eq(
                run_case(cases[c].t, wave_of(cases[c].t), cases[c].text, sbuf_setup, m, e, &w),
                VJ_OK);
            uint32_t want[5] = {0x1001, cases[c].gfx12 ? 0 : 0x1002, 0, 0, 0x1001};
            for (unsigned k = 0; k < 5; k++) {
                char name[8];
                snprintf(name, sizeof name, "s%u", 20 + k);
                uint64_t v = 0;
                ck_assert_int_eq(vj_wave_get_sreg(w, name, &v), VJ_OK);
                ck_assert_msg(v == want[k], "%s engine %d: %s = 0x%llx, want 0x%x",
                              vj_target_name(cases[c].t), e, name, (unsigned long long)v, want[k]);
            }
            vj_wave_free(w);
            vj_memory_free(m);
            /* a STRIDE: a structured buffer, refused for the wave */
            g_sstride = 16;
            m = map_buf();
            ck_assert_int_eq(
                run_case(cases[c].t, wave_of(cases[c].t), cases[c].text, sbuf_setup, m, e, &w),
                VJ_ERR_UNSUPPORTED);
            ck_assert_msg(strstr(last_msg, "(instruction 0, offset 0x0): the wave's buffer "
                                           "descriptor asks for a scalar load from a "
                                           "structured buffer") != NULL,
                          "%s", last_msg);
            vj_wave_free(w);
            vj_memory_free(m);
        }
}
END_TEST

START_TEST(gfx90a_agpr_data_loads_and_stores)
{
    /* gfx90a/942's bit 55 (TFE elsewhere) makes VDATA AGPRs: a[4:5] from
     * offsets 4l and 4l + 4 (NUM_RECORDS 40: lane l's dwords in range
     * when 4l < 40 and 4l + 4 < 40): a4 = buf[l] for l < 10, a5 = buf[l +
     * 1] for l < 9; then a4 stored at 128 + 4l (NUM_RECORDS 40: none). */
    for (int e = 0; e < NENG; e++) {
        vj_memory *m = map_buf();
        vj_wave *w;
        ck_assert_int_eq(run_case(VJ_GFX90A, 64,
                                  "buffer_load_dwordx2 a[4:5], v1, s[8:11], 0 offen\n"
                                  "buffer_store_dword a4, v1, s[8:11], 0 offen offset:128\n",
                                  raw40, m, e, &w),
                         VJ_OK);
        for (unsigned l = 0; l < 64; l++) {
            ck_assert_uint_eq(vj_wave_get_agpr(w, 4, l), l < 10 ? 0x1000 + l : 0);
            ck_assert_uint_eq(vj_wave_get_agpr(w, 5, l), l < 9 ? 0x1001 + l : 0);
        }
        for (unsigned i = 0; i < 64; i++)
            ck_assert_uint_eq(buf[i], 0x1000 + i);
        vj_wave_free(w);
        vj_memory_free(m);
    }
}
END_TEST

START_TEST(unrun_buffer_rows_are_refused_by_name_with_the_reason)
{
    static const struct {
        vj_target t;
        const char *text, *why;
    } cases[] = {
        {VJ_GFX1100, "buffer_load_format_x v5, v1, s[8:11], 0 offen",
         "format conversion is not modelled"},
        {VJ_GFX1100, "tbuffer_load_format_x v5, v1, s[8:11], 0 format:[BUF_FMT_32_FLOAT] offen",
         "format conversion is not modelled"},
        {VJ_GFX1100, "buffer_atomic_add_u32 v5, v1, s[8:11], 0 offen", "atomics"},
        {VJ_GFX1100, "buffer_load_d16_b16 v5, v1, s[8:11], 0 offen", "d16"},
        {VJ_GFX90A, "buffer_load_dword off, s[8:11], 0 lds", "LDS"},
        {VJ_GFX1100, "buffer_load_b32 v[5:6], v1, s[8:11], 0 offen tfe", "TFE"},
    };
    /* (the lowering's check, which a code region's stop message and the
     * run's refusal give; the assembler's own message is generic) */
    for (unsigned c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        vj_minst m;
        vj_status st = VJ_OK;
        vj_diag diag;
        memset(&diag, 0, sizeof diag);
        ck_assert_msg(vj_mem_asm_line(cases[c].t, cases[c].text, "t.s", 1, &m, &st, &diag) &&
                          st == VJ_OK,
                      "%s: %d", cases[c].text, (int)st);
        char why[256];
        ck_assert_int_eq(vj_lower_minst_check(&m, why, sizeof why), VJ_ERR_UNSUPPORTED);
        ck_assert_msg(strstr(why, cases[c].why) != NULL && strstr(why, m.row->name) != NULL,
                      "%s: %s", cases[c].text, why);
    }
}
END_TEST

START_TEST(buffer_rows_that_run_per_target)
{
    /* Counted from mem.def: the MUBUF/MTBUF rows of each target, and those
     * with a recipe (a load or store of 1, 2, 4 bytes or 1-4 dwords). Each
     * family's dword loads and stores are among them. */
    static const vj_target ts[] = {VJ_GFX908,  VJ_GFX90A,  VJ_GFX942,  VJ_GFX950,  VJ_GFX1010,
                                   VJ_GFX1030, VJ_GFX1100, VJ_GFX1150, VJ_GFX1200, VJ_GFX1250};
    for (unsigned i = 0; i < sizeof ts / sizeof ts[0]; i++) {
        unsigned rows = 0, run = 0, srows = 0, srun = 0;
        for (size_t r = 0; r < vj_mem_count; r++) {
            const vj_mem_row *row = &vj_mem_table[r];
            if ((row->enc != VJ_ME_MUBUF && row->enc != VJ_ME_MTBUF) ||
                row->fam != vj_target_family(ts[i]) || !(row->targets >> ts[i] & 1u))
                continue;
            vj_mem_access a;
            rows++;
            run += vj_mem_access_of(row, &a) && !a.nop;
        }
        for (size_t r = 0; r < vj_mem_count; r++) {
            const vj_mem_row *row = &vj_mem_table[r];
            vj_mem_access a;
            if (!vj_buf_is_scalar(row) || row->fam != vj_target_family(ts[i]) ||
                !(row->targets >> ts[i] & 1u))
                continue;
            srows++;
            srun += vj_mem_access_of(row, &a) && !a.nop;
        }
        printf("bufsem: %s: %u of %u buffer rows run (loads and stores), %u of %u "
               "s_buffer_load rows\n",
               vj_target_name(ts[i]), run, rows, srun, srows);
        ck_assert_uint_ge(srun, 5);
        ck_assert_uint_ge(run, 12); /* 8 loads (4 sizes of dwords, 4 sub-dword), 6 stores */
    }
}
END_TEST

/* ---- random buffer blocks: every engine against the reference ---- */

struct rcfg {
    vj_target target;
    unsigned wave;
    const char *const *loads, *const *stores;
    int gfx11; /* GFX11+ syntax (v_add_nc_u32, v_cmpx without vcc) */
};
static const char *const ld9[] = {
    "buffer_load_dword",   "buffer_load_dwordx2", "buffer_load_dwordx3",
    "buffer_load_dwordx4", "buffer_load_ubyte",   "buffer_load_sbyte",
    "buffer_load_ushort",  "buffer_load_sshort",  NULL};
static const char *const st9[] = {"buffer_store_dword",
                                  "buffer_store_dwordx2",
                                  "buffer_store_dwordx3",
                                  "buffer_store_dwordx4",
                                  "buffer_store_byte",
                                  "buffer_store_short",
                                  NULL};
static const char *const ld11[] = {"buffer_load_b32",  "buffer_load_b64", "buffer_load_b96",
                                   "buffer_load_b128", "buffer_load_u8",  "buffer_load_i8",
                                   "buffer_load_u16",  "buffer_load_i16", NULL};
static const char *const st11[] = {"buffer_store_b32",
                                   "buffer_store_b64",
                                   "buffer_store_b96",
                                   "buffer_store_b128",
                                   "buffer_store_b8",
                                   "buffer_store_b16",
                                   NULL};
static const struct rcfg rcfgs[] = {
    {VJ_GFX1100, 32, ld11, st11, 1},
    {VJ_GFX1200, 32, ld11, st11, 1},
    {VJ_GFX90A, 64, ld9, st9, 0},
    {VJ_GFX1030, 32, ld9, st9, 0},
};
#define NCFG (sizeof rcfgs / sizeof rcfgs[0])

static unsigned count(const char *const *l)
{
    unsigned n = 0;
    while (l[n])
        n++;
    return n;
}

static unsigned dwords_of(const char *name)
{
    if (strstr(name, "x4") || strstr(name, "b128"))
        return 4;
    if (strstr(name, "x3") || strstr(name, "b96"))
        return 3;
    if (strstr(name, "x2") || strstr(name, "b64"))
        return 2;
    return 1;
}

static void add(char *text, size_t size, const char *line)
{
    strncat(text, line, size - strlen(text) - 1);
}

/* Index in v2, offset in v3 (v[2:3] both: 64-bit aligned for gfx90a). */
static void random_program(const struct rcfg *c, uint64_t *rng, char *text, size_t size)
{
    text[0] = '\0';
    int g12 = vj_target_family(c->target) == VJ_FAM_GFX12;
    unsigned n = 3 + (unsigned)(vj_test_rand(rng) % 8);
    for (unsigned i = 0; i < n; i++) {
        unsigned k = (unsigned)(vj_test_rand(rng) % 13);
        char line[200], data[24];
        if (k < 6) { /* a load or a store */
            int store = k >= 3;
            const char *const *l = store ? c->stores : c->loads;
            const char *name = l[vj_test_rand(rng) % count(l)];
            unsigned dw = dwords_of(name), r = 20 + (unsigned)(vj_test_rand(rng) % 12) * 4;
            if (dw == 1)
                snprintf(data, sizeof data, "v%u", r);
            else
                snprintf(data, sizeof data, "v[%u:%u]", r, r + dw - 1);
            static const char *const vaddr[4] = {"off", "v2", "v3", "v[2:3]"};
            static const char *const mods[4] = {"", " idxen", " offen", " idxen offen"};
            unsigned va = (unsigned)(vj_test_rand(rng) % 4);
            const char *so = vj_test_rand(rng) % 2 ? "s3" : g12 ? "null" : "0";
            unsigned off = (unsigned)(vj_test_rand(rng) % 64) * 4 + (vj_test_rand(rng) % 6 == 0);
            snprintf(line, sizeof line, "%s %s, %s, s[8:11], %s%s offset:%u\n", name, data,
                     vaddr[va], so, mods[va], off);
            add(text, size, line);
            continue;
        }
        switch (k) {
        case 6: /* the descriptor: NUM_RECORDS */
            snprintf(line, sizeof line, "s_mov_b32 s10, %u\n",
                     vj_test_rand(rng) % 2 ? (unsigned)(vj_test_rand(rng) % 900)
                                           : (unsigned)(vj_test_rand(rng) % 24));
            break;
        case 7: /* the descriptor: STRIDE (base high half 1: BASE) */
            snprintf(
                line, sizeof line, "s_mov_b32 s9, 0x%x\n",
                1u | (vj_test_rand(rng) % 2 ? 0u : (unsigned)(vj_test_rand(rng) % 5) * 8u << 16));
            break;
        case 8: /* exec: a random part of the lanes */
            snprintf(line, sizeof line, "v_cmpx_gt_u32%s %u, v6\n",
                     c->wave == 64 ? "_e32 vcc,"
                     : c->gfx11    ? ""
                                   : "_e32",
                     (unsigned)(vj_test_rand(rng) % 100));
            break;
        case 11: { /* a scalar buffer load */
            static const char *const sn9[4] = {"dword", "dwordx2", "dwordx4", "dwordx8"};
            static const char *const sn11[4] = {"b32", "b64", "b128", "b256"};
            static const unsigned sdw[4] = {1, 2, 4, 8};
            unsigned z = (unsigned)(vj_test_rand(rng) % 4),
                     r = 40 + 8 * (unsigned)(vj_test_rand(rng) % 4);
            if (sdw[z] == 1)
                snprintf(data, sizeof data, "s%u", r);
            else
                snprintf(data, sizeof data, "s[%u:%u]", r, r + sdw[z] - 1);
            if (vj_test_rand(rng) % 2)
                snprintf(line, sizeof line, "s_buffer_load_%s %s, s[8:11], s3%s\n",
                         c->gfx11 ? sn11[z] : sn9[z], data, g12 ? " offset:0x0" : "");
            else
                snprintf(line, sizeof line, "s_buffer_load_%s %s, s[8:11], 0x%x\n",
                         c->gfx11 ? sn11[z] : sn9[z], data,
                         (unsigned)(vj_test_rand(rng) % 64) * 4 +
                             (unsigned)(vj_test_rand(rng) % 4));
            break;
        }
        case 9: /* move the offsets */
            snprintf(line, sizeof line, "%s v3, %u, v3\n",
                     c->gfx11                  ? "v_add_nc_u32"
                     : c->target == VJ_GFX1030 ? "v_add_nc_u32"
                                               : "v_add_u32",
                     (unsigned)(vj_test_rand(rng) % 16) * 4);
            break;
        default: /* ALU on loaded values */
            snprintf(line, sizeof line, "v_xor_b32%s v%u, v%u, v%u\n", c->gfx11 ? "" : "_e32",
                     20 + (unsigned)(vj_test_rand(rng) % 24),
                     20 + (unsigned)(vj_test_rand(rng) % 24),
                     20 + (unsigned)(vj_test_rand(rng) % 24));
            break;
        }
        add(text, size, line);
    }
}

#define RBUF  65536 /* dwords: swizzled offsets (offset * INDEX_STRIDE) reach far */
#define RPRIV 2048  /* private bytes a lane when a block's descriptor is the aperture's */

START_TEST(random_buffer_blocks_agree_on_every_engine)
{
    const struct rcfg *c = &rcfgs[_i % NCFG];
    const char *env = getenv("VJ_BUF_BLOCKS");
    unsigned nblocks = env && *env ? (unsigned)strtoul(env, NULL, 10) : 16;
    uint64_t rng = 0xb0f0000u + (uint64_t)_i;
    vj_context *ctx = ctx_for(c->target, c->wave, 1), *raw = ctx_for(c->target, c->wave, 0);
    static uint32_t mem0[RBUF], memx[4][RBUF];
    static uint8_t priv0[64 * RPRIV], privx[4][64 * RPRIV];
    const int swz_runs = vj_target_family(c->target) <= VJ_FAM_GFX10;
    unsigned faults = 0, unsup = 0, runs = 0, mismatches = 0, swz_ok = 0, ap_ok = 0;
    for (unsigned blk = 0; blk < nblocks; blk++) {
        char text[4096];
        random_program(c, &rng, text, sizeof text);
        vj_wave *w0 = vj_wave_new(c->wave);
        vj_wave_randomize(w0, vj_test_rand(&rng));
        for (unsigned i = 0; i < RBUF; i++)
            mem0[i] = (uint32_t)vj_test_rand(&rng);
        int wild = vj_test_rand(&rng) % 4 == 0;
        for (unsigned l = 0; l < c->wave; l++) {
            uint32_t off = 4 * (uint32_t)(vj_test_rand(&rng) % 200) +
                           (vj_test_rand(&rng) % 8 == 0 ? (uint32_t)(vj_test_rand(&rng) % 4) : 0);
            if (wild && vj_test_rand(&rng) % 16 == 0)
                off += 1u << 20;
            vj_wave_set_vgpr(w0, 2, l, (uint32_t)(vj_test_rand(&rng) % 24)); /* index */
            vj_wave_set_vgpr(w0, 3, l, off);                                 /* offset */
            vj_wave_set_vgpr(w0, 6, l, (uint32_t)(vj_test_rand(&rng) % 100));
        }
        static const uint32_t nrs[4] = {0, 40, 300, 0xffffffffu};
        uint32_t nr = vj_test_rand(&rng) % 2 ? nrs[vj_test_rand(&rng) % 4]
                                             : (uint32_t)(vj_test_rand(&rng) % 900);
        /* swizzle and ADD_TID: run on GFX9/10 (a third of the blocks each,
         * any INDEX_STRIDE, GFX9's DATA_FORMAT as STRIDE 17:14 now and
         * then), refused on GFX11+ (1 in 24); on GFX9/10 one block in 6
         * addresses the private aperture, the wave's scratch */
        unsigned odds = swz_runs ? 3 : 24;
        uint32_t w1 = vj_test_rand(&rng) % odds == 0 ? 1u << 31 : 0;
        uint32_t w3 = vj_test_rand(&rng) % odds == 0 ? 1u << 23 : 0;
        w3 |= (uint32_t)(vj_test_rand(&rng) % 4) << 21;
        if (vj_test_rand(&rng) % 4 == 0)
            w3 |= (uint32_t)(vj_test_rand(&rng) % 16) << 15;
        int aperture = swz_runs && vj_test_rand(&rng) % 6 == 0;
        set_desc(w0, (aperture ? VJ_PRIVATE_APERTURE : BASE) + 4 * (vj_test_rand(&rng) % 64),
                 vj_test_rand(&rng) % 2 ? 0u : (unsigned)(vj_test_rand(&rng) % 5) * 8, nr,
                 (unsigned)(vj_test_rand(&rng) % 4), w1, w3);
        for (unsigned i = 0; i < sizeof priv0; i++)
            priv0[i] = (uint8_t)vj_test_rand(&rng);
        vj_wave_set_sreg(w0, "s3", 4 * (uint32_t)(vj_test_rand(&rng) % 16));
        vj_status st[4];
        char msg[4][512];
        vj_wave *wx[4];
        for (unsigned e = 0; e < 4; e++) { /* interp raw, interp opt, ref, jit */
            vj_context *cx = e == 0 ? raw : ctx;
            memcpy(memx[e], mem0, sizeof mem0);
            memcpy(privx[e], priv0, sizeof priv0);
            wx[e] = vj_wave_new(c->wave);
            vj_wave_copy(wx[e], w0);
            ck_assert_int_eq(vj_wave_set_scratch(wx[e], privx[e], RPRIV), VJ_OK);
            if ((int)e >= NENG) { /* no JIT here: the reference stands in */
                st[e] = st[2];
                snprintf(msg[e], sizeof msg[e], "%s", msg[2]);
                vj_wave_copy(wx[e], wx[2]);
                memcpy(memx[e], memx[2], sizeof mem0);
                memcpy(privx[e], privx[2], sizeof priv0);
                continue;
            }
            vj_memory *m = vj_memory_new();
            ck_assert_int_eq(
                vj_memory_map(m, BASE, memx[e], sizeof mem0, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
            vj_wave_set_memory(wx[e], m);
            vj_block *b = NULL;
            vj_status ts = vj_translate_asm(cx, text, "random.s", &b);
            ck_assert_msg(ts == VJ_OK, "%s:\n%s", vj_last_error(cx), text);
            st[e] = vj_run(cx, b, wx[e], engine_of((int)e));
            snprintf(msg[e], sizeof msg[e], "%s", st[e] == VJ_OK ? "" : vj_last_error(cx));
            vj_block_free(b);
            vj_wave_set_memory(wx[e], NULL);
            vj_memory_free(m);
        }
        runs++;
        swz_ok += swz_runs && (w1 || (w3 >> 23 & 1)) && st[2] == VJ_OK;
        ap_ok += aperture && st[2] == VJ_OK && memcmp(privx[2], priv0, sizeof priv0) != 0;
        faults += st[2] == VJ_ERR_MEMORY;
        unsup += st[2] == VJ_ERR_UNSUPPORTED;
        for (unsigned e = 0; e < 4; e++) {
            int bad = !(st[e] == VJ_OK || st[e] == VJ_ERR_MEMORY || st[e] == VJ_ERR_UNSUPPORTED);
            bad |= st[e] != st[2] || strcmp(msg[e], msg[2]) != 0;
            vj_wave_difference d;
            int wd = vj_wave_first_difference(wx[e], wx[2], &d);
            unsigned md = 0;
            while (md < RBUF && memx[e][md] == memx[2][md])
                md++;
            bad |= memcmp(privx[e], privx[2], sizeof priv0) != 0;
            if (bad || wd || md < RBUF) {
                mismatches++;
                fprintf(stderr,
                        "bufsem random %s: engine %u: status %d '%s', reference %d '%s'; "
                        "wave %s lane %d 0x%llx vs 0x%llx; memory dword %u\n%s",
                        vj_target_name(c->target), e, st[e], msg[e], st[2], msg[2],
                        wd ? d.reg : "-", wd ? d.lane : -1, wd ? (unsigned long long)d.a : 0ull,
                        wd ? (unsigned long long)d.b : 0ull, md, text);
            }
        }
        for (unsigned e = 0; e < 4; e++)
            vj_wave_free(wx[e]);
        vj_wave_free(w0);
    }
    printf(
        "bufsem random: %s wave%u: %u blocks, %u faulted, %u refused (descriptor not modelled), "
        "%u swizzled or ADD_TID finished, %u wrote scratch through the aperture, "
        "%u mismatches\n",
        vj_target_name(c->target), c->wave, runs, faults, unsup, swz_ok, ap_ok, mismatches);
    ck_assert_uint_eq(mismatches, 0);
    ck_assert_uint_lt(faults + unsup, runs); /* most blocks finish */
    vj_context_free(ctx);
    vj_context_free(raw);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("bufsem");
    TCase *tc = tcase_create("buffer");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, raw_buffer_loads_give_zero_past_num_records);
    tcase_add_test(tc, a_straddling_dword_is_in_range_by_its_first_byte_before_gfx12);
    tcase_add_test(tc, structured_buffers_check_the_index_and_oob_select_picks_the_rule);
    tcase_add_test(tc, soffset_moves_the_address_and_counts_in_the_range_only_on_gfx12);
    tcase_add_test(tc, out_of_range_stores_are_dropped_and_fault_nowhere);
    tcase_add_test(tc, an_in_range_access_outside_the_map_faults_with_its_message);
    tcase_add_test(tc, a_swizzled_or_tid_indexed_descriptor_is_refused_on_gfx11_and_later);
    tcase_add_test(tc, swizzled_and_tid_indexed_addresses_follow_the_rule_on_gfx9_and_gfx10);
    tcase_add_test(tc,
                   the_private_aperture_gives_each_lane_its_scratch_through_a_swizzled_descriptor);
    tcase_add_test(tc, scalar_buffer_loads_give_zero_past_num_records);
    tcase_add_test(tc, gfx90a_agpr_data_loads_and_stores);
    tcase_add_test(tc, unrun_buffer_rows_are_refused_by_name_with_the_reason);
    tcase_add_test(tc, buffer_rows_that_run_per_target);
    suite_add_tcase(s, tc);
    TCase *tr = tcase_create("random");
    tcase_set_timeout(tr, 600);
    tcase_add_loop_test(tr, random_buffer_blocks_agree_on_every_engine, 0, (int)NCFG);
    suite_add_tcase(s, tr);
    return s;
}
