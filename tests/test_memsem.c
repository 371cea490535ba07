/* test_memsem: memory instructions run by every engine (issue 31): the
 * guest memory map, global/flat, scalar and LDS loads and stores, exec,
 * faults that stop a run before the instruction changes anything (a
 * guard-page test: the host's memory outside the map is never touched),
 * the handler, and random memory blocks on which the interpreter (as
 * lowered and optimised) and the reference agree, memory included.
 * Expected values are worked from the ISA's address rules in each test. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "testutil.h"
#include "vop3jit.h"

#define BASE 0x100000000ull /* where the tests map their buffer */

static vj_context *ctx_for(vj_target t, int optimize)
{
    vj_options o;
    vj_options_init(&o);
    o.target = t;
    o.optimize = optimize;
    o.jit = VJ_JIT_EAGER;
    o.cache_dir = "";
    vj_context *ctx = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    return ctx;
}

/* Run text on w with engine; the status. */
static vj_status run_text(vj_context *ctx, const char *text, vj_wave *w, vj_engine e)
{
    vj_block *b = NULL;
    vj_status st = vj_translate_asm(ctx, text, "test.s", &b);
    ck_assert_msg(st == VJ_OK, "%s: %s", text, vj_last_error(ctx));
    st = vj_run(ctx, b, w, e);
    ck_assert_msg(st == VJ_OK || st == VJ_ERR_MEMORY, "%s (%s): %d %s", text, vj_engine_name(e), (int)st,
                  vj_last_error(ctx));
    vj_block_free(b);
    return st;
}

/* The interpreter (as lowered, then optimised), the reference, the JIT. */
static const vj_engine engines[3] = {VJ_ENGINE_INTERP, VJ_ENGINE_REF, VJ_ENGINE_JIT};
#define NENG (vj_jit_available() ? 3 : 2)

/* A buffer of 256 dwords, dword i = 0x1000 + i, mapped at BASE. */
static uint32_t buf[256];
static void fill(void)
{
    for (unsigned i = 0; i < 256; i++)
        buf[i] = 0x1000 + i;
}

static vj_memory *map_buf(void)
{
    fill();
    vj_memory *m = vj_memory_new();
    ck_assert_ptr_nonnull(m);
    ck_assert_int_eq(vj_memory_map(m, BASE, buf, sizeof buf, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
    return m;
}

/* v[2:3] = BASE + 4 * lane */
static void lane_addresses(vj_wave *w, unsigned lo)
{
    for (unsigned l = 0; l < vj_wave_size(w); l++) {
        vj_wave_set_vgpr(w, lo, l, (uint32_t)(BASE + 4u * l));
        vj_wave_set_vgpr(w, lo + 1, l, (uint32_t)((BASE + 4u * l) >> 32));
    }
}

START_TEST(global_load_reads_each_lanes_address_plus_the_offset)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, e != 0);
        vj_memory *m = map_buf();
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        lane_addresses(w, 2);
        /* lane l: ADDR = BASE + 4l + 4, so buf[l + 1] = 0x1000 + l + 1; then + 1 */
        ck_assert_int_eq(run_text(ctx,
                                  "global_load_b32 v1, v[2:3], off offset:4\n"
                                  "v_add_nc_u32 v1, v1, 1\n",
                                  w, engines[e]),
                         VJ_OK);
        for (unsigned l = 0; l < 32; l++)
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), 0x1000 + l + 2);
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(inactive_lanes_neither_load_nor_store_nor_fault)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        vj_memory *m = map_buf();
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        lane_addresses(w, 2);
        /* lane 1's address is unmapped, but lane 1 is off */
        vj_wave_set_vgpr(w, 3, 1, 0xdead);
        ck_assert_int_eq(vj_wave_set_sreg(w, "exec_lo", 0x5), VJ_OK);
        for (unsigned l = 0; l < 32; l++)
            vj_wave_set_vgpr(w, 1, l, 0x77);
        ck_assert_int_eq(run_text(ctx,
                                  "global_load_b32 v1, v[2:3], off\n"
                                  "global_store_b32 v[2:3], v4, off offset:512\n",
                                  w, engines[e]),
                         VJ_OK);
        /* lanes 0 and 2 loaded buf[0], buf[2]; the others kept 0x77 */
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 0), 0x1000);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 1), 0x77);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 2), 0x1002);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 3), 0x77);
        /* stores at BASE + 512 + 4l = buf[128 + l] from lanes 0 and 2 only */
        ck_assert_uint_eq(buf[128], vj_wave_get_vgpr(w, 4, 0));
        ck_assert_uint_eq(buf[129], 0x1000 + 129);
        ck_assert_uint_eq(buf[130], vj_wave_get_vgpr(w, 4, 2));
        ck_assert_uint_eq(buf[131], 0x1000 + 131);
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(saddr_form_adds_the_sgpr_base_and_a_negative_offset)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        vj_memory *m = map_buf();
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        /* s[0:1] = BASE + 64; v0 = 8 * lane; offset -4: buf[16 + 2l - 1] */
        ck_assert_int_eq(vj_wave_set_sreg(w, "s0", (uint32_t)(BASE + 64)), VJ_OK);
        ck_assert_int_eq(vj_wave_set_sreg(w, "s1", (uint32_t)((BASE + 64) >> 32)), VJ_OK);
        for (unsigned l = 0; l < 32; l++)
            vj_wave_set_vgpr(w, 0, l, 8 * l);
        ck_assert_int_eq(run_text(ctx, "global_load_b32 v5, v0, s[0:1] offset:-4\n", w,
                                  engines[e]),
                         VJ_OK);
        for (unsigned l = 0; l < 32; l++)
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0x1000 + 15 + 2 * l);
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(sub_dword_loads_extend_and_stores_write_only_their_bytes)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        vj_memory *m = map_buf();
        buf[0] = 0x8081f2f3; /* bytes f3 f2 81 80, little-endian */
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        for (unsigned l = 0; l < 32; l++) { /* every lane: BASE + 2 */
            vj_wave_set_vgpr(w, 2, l, (uint32_t)(BASE + 2));
            vj_wave_set_vgpr(w, 3, l, (uint32_t)((BASE + 2) >> 32));
        }
        ck_assert_int_eq(vj_wave_set_sreg(w, "exec_lo", 1), VJ_OK);
        vj_wave_set_vgpr(w, 9, 0, 0xaabbccdd);
        ck_assert_int_eq(run_text(ctx,
                                  "global_load_i8 v4, v[2:3], off\n"
                                  "global_load_u8 v5, v[2:3], off\n"
                                  "global_load_i16 v6, v[2:3], off\n"
                                  "global_load_u16 v7, v[2:3], off offset:-2\n"
                                  "global_store_b8 v[2:3], v9, off offset:4\n"
                                  "global_store_b16 v[2:3], v9, off offset:6\n",
                                  w, engines[e]),
                         VJ_OK);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 4, 0), 0xffffff81); /* byte 0x81, signed */
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, 0), 0x81);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 6, 0), 0xffff8081); /* 0x8081, signed */
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 7, 0), 0xf2f3);
        /* buf[1] = 0x1001: byte 6 (= buf[1] byte 2) = 0xdd; bytes 8-9 (buf[2] low) = 0xccdd */
        ck_assert_uint_eq(buf[1], 0x00dd1001);
        ck_assert_uint_eq(buf[2], 0x0000ccdd); /* 0x1002's low half replaced */
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(scalar_loads_read_dwords_for_the_wave)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        vj_memory *m = map_buf();
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        ck_assert_int_eq(vj_wave_set_sreg(w, "s0", (uint32_t)BASE), VJ_OK);
        ck_assert_int_eq(vj_wave_set_sreg(w, "s1", (uint32_t)(BASE >> 32)), VJ_OK);
        ck_assert_int_eq(vj_wave_set_sreg(w, "s8", 0x22), VJ_OK);
        /* exec 0: a scalar load does not look at it */
        ck_assert_int_eq(vj_wave_set_sreg(w, "exec_lo", 0), VJ_OK);
        /* s[4:5] = buf[4], buf[5]; s[12:15] from BASE + 0x22 + 0x10, ADDR[1:0] ignored: buf[12..15] */
        ck_assert_int_eq(run_text(ctx,
                                  "s_load_b64 s[4:5], s[0:1], 0x10\n"
                                  "s_load_b128 s[12:15], s[0:1], s8 offset:0x10\n",
                                  w, engines[e]),
                         VJ_OK);
        uint64_t v;
        ck_assert_int_eq(vj_wave_get_sreg(w, "s4", &v), VJ_OK);
        ck_assert_uint_eq(v, 0x1004);
        ck_assert_int_eq(vj_wave_get_sreg(w, "s5", &v), VJ_OK);
        ck_assert_uint_eq(v, 0x1005);
        ck_assert_int_eq(vj_wave_get_sreg(w, "s12", &v), VJ_OK);
        ck_assert_uint_eq(v, 0x1000 + 12);
        ck_assert_int_eq(vj_wave_get_sreg(w, "s15", &v), VJ_OK);
        ck_assert_uint_eq(v, 0x1000 + 15);
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(lds_reads_and_writes_with_one_and_two_addresses)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        uint32_t lds[64];
        for (unsigned i = 0; i < 64; i++)
            lds[i] = 0x500 + i;
        vj_wave *w = vj_wave_new(32);
        ck_assert_int_eq(vj_wave_set_lds(w, lds, sizeof lds), VJ_OK);
        for (unsigned l = 0; l < 32; l++) {
            vj_wave_set_vgpr(w, 0, l, 4 * l); /* lane l's dword l */
            vj_wave_set_vgpr(w, 1, l, 0x900 + l);
        }
        /* store at 4l + 8 (dword l + 2) for lanes 0..31; v2 = dword l + 2 back;
         * read2 offsets 1 and 3 (x4): dwords l + 1 and l + 3; lane 31 + 3 = 34 */
        ck_assert_int_eq(run_text(ctx,
                                  "ds_store_b32 v0, v1 offset:8\n"
                                  "ds_load_b32 v2, v0 offset:8\n"
                                  "ds_load_2addr_b32 v[4:5], v0 offset0:1 offset1:3\n"
                                  "ds_load_b32 v6, v0 offset:65000\n",
                                  w, engines[e]),
                         VJ_OK);
        for (unsigned l = 0; l < 32; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 2, l), 0x900 + l);
            uint32_t d1 = l + 1 >= 2 && l + 1 < 34 ? 0x900 + l - 1 : 0x500 + l + 1;
            uint32_t d3 = l + 3 < 34 ? 0x900 + l + 1 : 0x500 + l + 3; /* lane l + 1's store */
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 4, l), d1);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), d3);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 6, l), 0); /* past the LDS: 0 */
        }
        ck_assert_uint_eq(lds[0], 0x500);
        ck_assert_uint_eq(lds[33], 0x900 + 31);
        vj_wave_free(w);
        vj_context_free(ctx);
    }
}
END_TEST

/* The d16 forms (the ISA's D16 loads and stores: "VDATA[15:0] = data" or
 * "VDATA[31:16] = data" for _hi, the other half kept; a _hi store writes
 * VDATA[31:16]'s low bytes), worked by hand from buf (dword i = 0x1000 +
 * i, dword 3 set to 0x8001fff0), lane l at BASE + 4l, lane 7 off, v5 and
 * v6 0xaaaabbbb before. GFX11 names on gfx1100, GFX10 names on gfx1030; on
 * gfx90a the loads are refused by name (SRAMECC decides whether the other
 * half is kept: not modelled) and the stores run. */
START_TEST(d16_loads_fill_one_half_and_d16_stores_write_from_the_high_half)
{
    static const struct {
        vj_target t;
        const char *text;
    } cases[] = {
        {VJ_GFX1100, "global_load_d16_b16 v5, v[2:3], off\n"
                     "global_load_d16_hi_i8 v6, v[2:3], off\n"
                     "global_store_d16_hi_b16 v[2:3], v7, off offset:512\n"
                     "global_store_d16_hi_b8 v[2:3], v7, off offset:1\n"
                     "ds_load_u8_d16_hi v8, v0\n"
                     "ds_load_i8_d16 v9, v0\n"
                     "ds_store_b16_d16_hi v0, v7 offset:2\n"},
        {VJ_GFX1030, "global_load_short_d16 v5, v[2:3], off\n"
                     "global_load_sbyte_d16_hi v6, v[2:3], off\n"
                     "global_store_short_d16_hi v[2:3], v7, off offset:512\n"
                     "global_store_byte_d16_hi v[2:3], v7, off offset:1\n"
                     "ds_read_u8_d16_hi v8, v0\n"
                     "ds_read_i8_d16 v9, v0\n"
                     "ds_write_b16_d16_hi v0, v7 offset:2\n"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
        for (int e = 0; e < NENG; e++) {
            vj_context *ctx = ctx_for(cases[c].t, e != 0);
            vj_memory *m = map_buf();
            buf[3] = 0x8001fff0u;
            uint32_t lds[32];
            for (unsigned i = 0; i < 32; i++)
                lds[i] = 0x5500 + i * 0x11; /* byte 0: 0x00, 0x11, ... 0xf0 at i = 16 */
            vj_wave *w = vj_wave_new(32);
            vj_wave_set_memory(w, m);
            ck_assert_int_eq(vj_wave_set_lds(w, lds, sizeof lds), VJ_OK);
            lane_addresses(w, 2);
            for (unsigned l = 0; l < 32; l++) {
                vj_wave_set_vgpr(w, 0, l, 4 * l);
                vj_wave_set_vgpr(w, 5, l, 0xaaaabbbbu);
                vj_wave_set_vgpr(w, 6, l, 0xaaaabbbbu);
                vj_wave_set_vgpr(w, 7, l, 0x12340000u | l);
                vj_wave_set_vgpr(w, 8, l, 0xccccddddu);
                vj_wave_set_vgpr(w, 9, l, 0xccccddddu);
            }
            ck_assert_int_eq(vj_wave_set_sreg(w, "exec_lo", ~(1u << 7)), VJ_OK);
            ck_assert_int_eq(run_text(ctx, cases[c].text, w, engines[e]), VJ_OK);
            for (unsigned l = 0; l < 32; l++) {
                if (l == 7) {
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0xaaaabbbbu);
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 6, l), 0xaaaabbbbu);
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 8, l), 0xccccddddu);
                    ck_assert_uint_eq(buf[128 + l], 0x1000 + 128 + l);
                    ck_assert_uint_eq(buf[l], 0x1000 + l);
                    ck_assert_uint_eq(lds[l], 0x5500 + l * 0x11);
                    continue;
                }
                uint32_t d = l == 3 ? 0x8001fff0u : 0x1000 + l;
                /* the low 16 bits into the low half */
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0xaaaa0000u | (d & 0xffff));
                /* byte 0 sign-extended to 16 bits into the high half: lane 3's
                 * 0xf0 is 0xfff0, the others' l is positive */
                uint32_t b = l == 3 ? 0xfff0u : l;
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 6, l), b << 16 | 0xbbbbu);
                /* 0x1234 (v7's high half) at buf[128 + l]'s low half; its
                 * low byte 0x34 at buf[l]'s byte 1 */
                ck_assert_uint_eq(buf[128 + l], ((0x1000 + 128 + l) & 0xffff0000u) | 0x1234u);
                ck_assert_uint_eq(buf[l], (d & 0xffff00ffu) | 0x3400u);
                /* LDS byte 0 of dword l: (0x5500 + 0x11 l) & 0xff, zero-
                 * extended into the high half; sign-extended into the low */
                uint32_t lb = (0x5500 + l * 0x11) & 0xff;
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 8, l), lb << 16 | 0xddddu);
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 9, l),
                                  0xcccc0000u | (lb & 0x80 ? 0xff00u | lb : lb));
                /* 0x1234 into LDS dword l's high half */
                ck_assert_uint_eq(lds[l], 0x12340000u | ((0x5500 + l * 0x11) & 0xffff));
            }
            vj_wave_free(w);
            vj_memory_free(m);
            vj_context_free(ctx);
        }
    /* gfx90a: the loads refused by name, the stores run */
    vj_context *ctx = ctx_for(VJ_GFX90A, 1);
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate_asm(ctx, "global_load_short_d16 v5, v[2:3], off\n", "t.s", &b),
                     VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(vj_last_error(ctx), "global_load_short_d16"), "%s",
                  vj_last_error(ctx));
    /* the reason, which a region's or dispatch's stop message carries */
    vj_minst mi;
    vj_status st;
    vj_diag dg;
    memset(&dg, 0, sizeof dg);
    ck_assert(vj_mem_asm_line(VJ_GFX90A, "ds_read_u16_d16_hi v5, v6", "t.s", 1, &mi, &st, &dg));
    ck_assert_int_eq(st, VJ_OK);
    char why[256];
    ck_assert_int_eq(vj_lower_minst_check(&mi, why, sizeof why), VJ_ERR_UNSUPPORTED);
    ck_assert_msg(strstr(why, "ds_read_u16_d16_hi is valid on gfx90a but not run") &&
                      strstr(why, "SRAMECC"),
                  "%s", why);
    ck_assert_int_eq(
        vj_translate_asm(ctx, "global_store_short_d16_hi v[2:3], v7, off\n", "t.s", &b), VJ_OK);
    vj_block_free(b);
    vj_context_free(ctx);
}
END_TEST

/* Three pages: the middle one mapped, the outer ones PROT_NONE. */
START_TEST(a_fault_stops_before_the_instruction_and_touches_nothing_outside)
{
    long pg = sysconf(_SC_PAGESIZE);
    uint8_t *p = mmap(NULL, 3 * (size_t)pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                      -1, 0);
    ck_assert_ptr_ne(p, MAP_FAILED);
    ck_assert_int_eq(mprotect(p, (size_t)pg, PROT_NONE), 0);
    ck_assert_int_eq(mprotect(p + 2 * pg, (size_t)pg, PROT_NONE), 0);
    uint32_t *mid = (uint32_t *)(p + pg);
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        memset(mid, 0x11, (size_t)pg);
        vj_memory *m = vj_memory_new();
        ck_assert_int_eq(vj_memory_map(m, BASE, mid, (size_t)pg, VJ_MEM_READ | VJ_MEM_WRITE),
                         VJ_OK);
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        /* lane l at BASE + pg - 64 + 4l: lanes 16.. are past the page */
        for (unsigned l = 0; l < 32; l++) {
            uint64_t a = BASE + (uint64_t)pg - 64 + 4u * l;
            vj_wave_set_vgpr(w, 2, l, (uint32_t)a);
            vj_wave_set_vgpr(w, 3, l, (uint32_t)(a >> 32));
            vj_wave_set_vgpr(w, 1, l, 0xabcd0000 + l);
        }
        vj_wave *before = vj_wave_new(32);
        vj_status st = run_text(ctx,
                                "v_mov_b32 v7, 42\n"
                                "global_store_b32 v[2:3], v1, off\n"
                                "v_mov_b32 v8, 43\n",
                                w, engines[e]);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        const char *msg = vj_last_error(ctx);
        ck_assert_msg(strstr(msg, "global_store_b32") && strstr(msg, "lane 16") &&
                          strstr(msg, "writes 4 bytes"),
                      "message: %s", msg);
        /* the instruction before ran; the store wrote nothing; the one after did not run */
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 7, 0), 42);
        ck_assert_uint_ne(vj_wave_get_vgpr(w, 8, 0), 43);
        for (long k = 0; k < pg / 4; k++)
            ck_assert_uint_eq(mid[k], 0x11111111u);
        /* a load past the page: dword 0 of every lane is read before dword 1,
         * so lane 2 (first dword at BASE + pg) faults first; v9 unchanged */
        uint32_t v9 = vj_wave_get_vgpr(w, 9, 0);
        st = run_text(ctx, "global_load_b64 v[9:10], v[2:3], off offset:56\n", w, engines[e]);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        ck_assert_msg(strstr(vj_last_error(ctx), "lane 2 reads 4 bytes"), "message: %s",
                      vj_last_error(ctx));
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 9, 0), v9);
        /* no map at all */
        vj_wave_set_memory(w, NULL);
        st = run_text(ctx, "s_load_b32 s4, s[0:1], 0x0\n", w, engines[e]);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        ck_assert_msg(strstr(vj_last_error(ctx), "the wave reads"), "%s", vj_last_error(ctx));
        vj_wave_free(before);
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
    munmap(p, 3 * (size_t)pg);
}
END_TEST

/* The JIT's memory helper takes a chunk whose active lanes all lie in one
 * range without a lookup per lane: one lane's dword exactly at the end of
 * the page (every other lane inside it), or one lane 4 GiB above a mapped
 * address (its low word inside the page), must still fault, name that
 * lane, and touch nothing: loads leave their destination, a store writes
 * no byte. Lane l at BASE + pg - 128 + 4l + 4: lane 31 is the first dword
 * past the page (BASE + pg). */
START_TEST(one_lane_just_outside_the_range_faults_on_every_engine)
{
    long pg = sysconf(_SC_PAGESIZE);
    uint8_t *p = mmap(NULL, 2 * (size_t)pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                      -1, 0);
    ck_assert_ptr_ne(p, MAP_FAILED);
    ck_assert_int_eq(mprotect(p + pg, (size_t)pg, PROT_NONE), 0);
    uint32_t *page = (uint32_t *)p;
    static const char *const texts[2] = {"global_load_b32 v9, v[2:3], off\n",
                                         "global_store_b32 v[2:3], v1, off\n"};
    for (int e = 0; e < NENG; e++)
        for (unsigned hi_lane = 0; hi_lane < 2; hi_lane++)
            for (unsigned t = 0; t < 2; t++) {
                vj_context *ctx = ctx_for(VJ_GFX1100, 1);
                memset(page, 0x22, (size_t)pg);
                vj_memory *m = vj_memory_new();
                ck_assert_int_eq(
                    vj_memory_map(m, BASE, page, (size_t)pg, VJ_MEM_READ | VJ_MEM_WRITE), VJ_OK);
                vj_wave *w = vj_wave_new(32);
                vj_wave_set_memory(w, m);
                for (unsigned l = 0; l < 32; l++) {
                    uint64_t a = BASE + (uint64_t)pg - 128 + 4u * l + 4;
                    if (hi_lane) /* lane 31 inside the page again, lane 20 4 GiB up */
                        a = BASE + (uint64_t)pg - 128 + 4u * l + (l == 20 ? 1ull << 32 : 0);
                    vj_wave_set_vgpr(w, 2, l, (uint32_t)a);
                    vj_wave_set_vgpr(w, 3, l, (uint32_t)(a >> 32));
                    vj_wave_set_vgpr(w, 1, l, 0xabcd0000 + l);
                    vj_wave_set_vgpr(w, 9, l, 0x99);
                }
                vj_status st = run_text(ctx, texts[t], w, engines[e]);
                ck_assert_int_eq(st, VJ_ERR_MEMORY);
                char want[32];
                snprintf(want, sizeof want, "lane %u %s", hi_lane ? 20u : 31u,
                         t ? "writes" : "reads");
                ck_assert_msg(strstr(vj_last_error(ctx), want), "%s on %s: %s", texts[t],
                              vj_engine_name(engines[e]), vj_last_error(ctx));
                for (unsigned l = 0; l < 32; l++)
                    ck_assert_uint_eq(vj_wave_get_vgpr(w, 9, l), 0x99);
                for (long k = 0; k < pg / 4; k++)
                    ck_assert_uint_eq(page[k], 0x22222222u);
                vj_wave_free(w);
                vj_memory_free(m);
                vj_context_free(ctx);
            }
    munmap(p, 2 * (size_t)pg);
}
END_TEST

/* A caller that enters JIT code directly (vj_block_jit_entry) gets a
 * non-zero return for a fault, and vj_block_jit_status says it as vj_run
 * would: lane 3's address (high word 0x77, low word 12) is unmapped, so lanes
 * 0-2 are not loaded either. */
START_TEST(a_jit_entry_reports_a_fault_through_jit_status)
{
    if (!vj_jit_available())
        return;
    vj_context *ctx = ctx_for(VJ_GFX1100, 1);
    vj_memory *m = map_buf();
    vj_wave *w = vj_wave_new(32);
    vj_wave_set_memory(w, m);
    lane_addresses(w, 2);
    vj_wave_set_vgpr(w, 3, 3, 0x77);
    for (unsigned l = 0; l < 32; l++)
        vj_wave_set_vgpr(w, 1, l, 0x55);
    vj_block *b = NULL;
    ck_assert_int_eq(vj_translate_asm(ctx, "global_load_b32 v1, v[2:3], off\n", "t.s", &b), VJ_OK);
    vj_block_fn fn = vj_block_jit_entry(ctx, b);
    ck_assert_msg(fn != NULL, "%s", vj_last_error(ctx));
    int rc = fn(w);
    ck_assert_int_ne(rc, 0);
    ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 0), 0x55);
    ck_assert_int_eq(vj_block_jit_status(ctx, b, w, rc), VJ_ERR_MEMORY);
    ck_assert_msg(strstr(vj_last_error(ctx), "global_load_b32") &&
                      strstr(vj_last_error(ctx), "lane 3 reads 4 bytes at 0x000000770000000c"),
                  "%s", vj_last_error(ctx));
    ck_assert_int_eq(vj_block_jit_status(ctx, b, w, 0), VJ_OK);
    /* mapped again: the same entry runs it */
    vj_wave_set_vgpr(w, 3, 3, (uint32_t)((BASE + 12) >> 32));
    ck_assert_int_eq(fn(w), 0);
    ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, 3), 0x1003);
    vj_block_free(b);
    vj_wave_free(w);
    vj_memory_free(m);
    vj_context_free(ctx);
}
END_TEST

START_TEST(read_only_ranges_refuse_stores)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX1100, 1);
        fill();
        vj_memory *m = vj_memory_new();
        ck_assert_int_eq(vj_memory_map(m, BASE, buf, sizeof buf, VJ_MEM_READ), VJ_OK);
        vj_wave *w = vj_wave_new(32);
        vj_wave_set_memory(w, m);
        lane_addresses(w, 2);
        ck_assert_int_eq(run_text(ctx, "global_load_b32 v1, v[2:3], off\n", w, engines[e]),
                         VJ_OK);
        ck_assert_int_eq(run_text(ctx, "global_store_b32 v[2:3], v1, off\n", w, engines[e]),
                         VJ_ERR_MEMORY);
        ck_assert_msg(strstr(vj_last_error(ctx), "lane 0 writes"), "%s", vj_last_error(ctx));
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

static int handler_calls;
static int serve_high(void *user, uint64_t addr, void *data, size_t size, int write)
{
    (void)user;
    handler_calls++;
    if (addr < 0x700000000000ull)
        return 1;
    if (!write) /* a load reads the address's low bits */
        for (size_t k = 0; k < size; k++)
            ((uint8_t *)data)[k] = (uint8_t)(addr + k);
    return 0;
}

START_TEST(the_handler_serves_what_no_range_maps)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX90A, 1);
        vj_memory *m = vj_memory_new();
        vj_memory_set_handler(m, serve_high, NULL);
        vj_wave *w = vj_wave_new(64);
        vj_wave_set_memory(w, m);
        for (unsigned l = 0; l < 64; l++) {
            vj_wave_set_vgpr(w, 2, l, 0x10 * l);
            vj_wave_set_vgpr(w, 3, l, 0x7000);
        }
        handler_calls = 0;
        /* lane l: 0x7000_0000_0000 + 16l; bytes addr..addr+3 = 16l, 16l+1, ... */
        ck_assert_int_eq(run_text(ctx, "global_load_dword v1, v[2:3], off\n", w, engines[e]),
                         VJ_OK);
        ck_assert_int_gt(handler_calls, 0);
        for (unsigned l = 0; l < 64; l++) {
            uint8_t b0 = (uint8_t)(0x10 * l);
            uint32_t want = (uint32_t)b0 | (uint32_t)(uint8_t)(b0 + 1) << 8 |
                            (uint32_t)(uint8_t)(b0 + 2) << 16 | (uint32_t)(uint8_t)(b0 + 3) << 24;
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 1, l), want);
        }
        vj_wave_set_vgpr(w, 3, 7, 0x10);
        ck_assert_int_eq(run_text(ctx, "global_load_dword v1, v[2:3], off\n", w, engines[e]),
                         VJ_ERR_MEMORY);
        ck_assert_msg(strstr(vj_last_error(ctx), "lane 7"), "%s", vj_last_error(ctx));
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

START_TEST(the_map_refuses_overlaps_and_unmaps_by_start)
{
    vj_memory *m = vj_memory_new();
    static uint8_t a[64], b[64];
    ck_assert_int_eq(vj_memory_map(m, 0x1000, a, 64, VJ_MEM_READ), VJ_OK);
    ck_assert_int_eq(vj_memory_map(m, 0x103f, b, 64, VJ_MEM_READ), VJ_ERR_ARG);
    ck_assert_int_eq(vj_memory_map(m, 0xfc1, b, 64, VJ_MEM_READ), VJ_ERR_ARG);
    ck_assert_int_eq(vj_memory_map(m, 0x1040, b, 64, VJ_MEM_READ), VJ_OK);
    ck_assert_int_eq(vj_memory_map(m, UINT64_MAX - 10, b, 64, VJ_MEM_READ), VJ_ERR_ARG);
    ck_assert_int_eq(vj_memory_map(m, 0x2000, b, 0, VJ_MEM_READ), VJ_ERR_ARG);
    ck_assert_int_eq(vj_memory_map(m, 0x2000, b, 8, 0), VJ_ERR_ARG);
    /* an access across two adjacent ranges is not one range's: refused */
    uint8_t out[8];
    ck_assert_int_eq(vj_memory_read(m, 0x103c, out, 4), VJ_OK);
    ck_assert_int_eq(vj_memory_read(m, 0x103e, out, 4), VJ_ERR_MEMORY);
    ck_assert_int_eq(vj_memory_write(m, 0x1000, out, 4), VJ_ERR_MEMORY); /* read-only */
    ck_assert_int_eq(vj_memory_unmap(m, 0x1001), VJ_ERR_ARG);
    ck_assert_int_eq(vj_memory_unmap(m, 0x1000), VJ_OK);
    ck_assert_int_eq(vj_memory_read(m, 0x1000, out, 4), VJ_ERR_MEMORY);
    ck_assert_int_eq(vj_memory_read(m, 0x1040, out, 4), VJ_OK);
    vj_memory_free(m);
}
END_TEST

START_TEST(gfx90a_wave64_dwordx2_flat_and_agpr_data)
{
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(VJ_GFX90A, 1);
        vj_memory *m = map_buf();
        vj_wave *w = vj_wave_new(64);
        vj_wave_set_memory(w, m);
        lane_addresses(w, 2);
        /* lane l: v[4:5] = buf[l], buf[l + 1]; the flat store puts v5 in
         * buf[128 + l]; a3 = buf[l + 2] (l + 2 < 128: not a stored dword) */
        ck_assert_int_eq(run_text(ctx,
                                  "global_load_dwordx2 v[4:5], v[2:3], off\n"
                                  "flat_store_dword v[2:3], v5 offset:512\n"
                                  "global_load_dword a3, v[2:3], off offset:8\n",
                                  w, engines[e]),
                         VJ_OK);
        for (unsigned l = 0; l < 64; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 4, l), 0x1000 + l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 5, l), 0x1000 + l + 1);
            ck_assert_uint_eq(buf[128 + l], 0x1000 + l + 1);
            ck_assert_uint_eq(vj_wave_get_agpr(w, 3, l), 0x1000 + l + 2);
        }
        vj_wave_free(w);
        vj_memory_free(m);
        vj_context_free(ctx);
    }
}
END_TEST

/* ------------------------------------------------------------ scratch */

/* Room scratch: SCRATCH instructions reach the lane's private memory (AMD's
 * ISA guides, "Scratch": the private address is VADDR (when used) + SADDR
 * (when used) + the offset; the swizzle by lane is not observable), here
 * 64 bytes a lane, lane l's byte x at priv[l * 64 + x]. Per target its
 * names: GFX9/10 dword/ubyte/sbyte/ushort/sshort and byte/short stores,
 * GFX11+ b32/u8/i8/u16/i16 and b8/b16. */
struct scfg {
    vj_target target;
    unsigned wave;
    const char *ld, *u8, *i8, *u16, *i16, *st, *st8, *st16;
    int sv_both; /* VADDR and SADDR together (GFX11+, gfx942) */
    int off_off; /* neither ("off, off": not on gfx90a) */
};
static const struct scfg scfgs[] = {
    {VJ_GFX1100, 32, "b32", "u8", "i8", "u16", "i16", "b32", "b8", "b16", 1, 1},
    {VJ_GFX90A, 64, "dword", "ubyte", "sbyte", "ushort", "sshort", "dword", "byte", "short", 0,
     0},
    {VJ_GFX1030, 32, "dword", "ubyte", "sbyte", "ushort", "sshort", "dword", "byte", "short", 0,
     1},
    {VJ_GFX1200, 32, "b32", "u8", "i8", "u16", "i16", "b32", "b8", "b16", 1, 1},
};
#define NSCFG (sizeof scfgs / sizeof scfgs[0])
#define SP 64 /* private bytes a lane */

static vj_status run_fmt(vj_context *ctx, vj_wave *w, vj_engine e, const char *fmt,
                         const char *suffix)
{
    char text[256];
    snprintf(text, sizeof text, fmt, suffix);
    return run_text(ctx, text, w, e);
}

START_TEST(scratch_is_each_lanes_own_memory_on_every_engine)
{
    const struct scfg *c = &scfgs[_i];
    static uint8_t priv[64 * SP];
    for (int e = 0; e < NENG; e++) {
        vj_context *ctx = ctx_for(c->target, 1);
        vj_wave *w = vj_wave_new(c->wave);
        memset(priv, 0, sizeof priv);
        ck_assert_int_eq(vj_wave_set_scratch(w, priv, SP), VJ_OK);
        for (unsigned l = 0; l < c->wave; l++) {
            vj_wave_set_vgpr(w, 1, l, l);
            vj_wave_set_vgpr(w, 2, l, 0x8000ff80u | l); /* bytes 80|l ff 00 80 */
            vj_wave_set_vgpr(w, 7, l, 16);
            vj_wave_set_vgpr(w, 8, l, 4);
            vj_wave_set_vgpr(w, 13, l, 0xabcd1234u);
        }
        vj_wave_set_sreg(w, "s4", 8);
        vj_engine eng = engines[e];
        /* privacy: every lane stores its id at private 16 + 4 = 20, in its own bytes */
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_store_%s v7, v1, off offset:4\n", c->st),
                         VJ_OK);
        for (unsigned l = 0; l < c->wave; l++) {
            ck_assert_uint_eq(priv[l * SP + 20], l);
            ck_assert_uint_eq(priv[l * SP + 21], 0);
        }
        /* VADDR + offset: 16 + 4; SADDR + offset: 8 + 12 */
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v9, v7, off offset:4\n", c->ld),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v10, off, s4 offset:12\n", c->ld),
                         VJ_OK);
        if (c->sv_both) /* VADDR + SADDR + offset: 4 + 8 + 8 */
            ck_assert_int_eq(
                run_fmt(ctx, w, eng, "scratch_load_%s v11, v8, s4 offset:8\n", c->ld), VJ_OK);
        if (c->off_off) /* the offset alone */
            ck_assert_int_eq(
                run_fmt(ctx, w, eng, "scratch_load_%s v12, off, off offset:20\n", c->ld), VJ_OK);
        for (unsigned l = 0; l < c->wave; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 9, l), l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 10, l), l);
            if (c->sv_both)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 11, l), l);
            if (c->off_off)
                ck_assert_uint_eq(vj_wave_get_vgpr(w, 12, l), l);
        }
        /* sub-dword: 80|l ff 00 80 at private 32 (16 + 16) */
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_store_%s v7, v2, off offset:16\n", c->st),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v20, v7, off offset:16\n", c->u8),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v21, v7, off offset:16\n", c->i8),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v22, v7, off offset:16\n", c->u16),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v23, v7, off offset:16\n", c->i16),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v24, v7, off offset:18\n", c->u16),
                         VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v25, v7, off offset:18\n", c->i16),
                         VJ_OK);
        /* a byte store at 33 (the lane id), a short at 34 (0x1234) */
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_store_%s v7, v1, off offset:17\n", c->st8),
                         VJ_OK);
        ck_assert_int_eq(
            run_fmt(ctx, w, eng, "scratch_store_%s v7, v13, off offset:18\n", c->st16), VJ_OK);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v26, v7, off offset:16\n", c->ld),
                         VJ_OK);
        for (unsigned l = 0; l < c->wave; l++) {
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 20, l), 0x80u | l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 21, l), 0xffffff80u | l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 22, l), 0xff80u | l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 23, l), 0xffffff80u | l);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 24, l), 0x8000u);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 25, l), 0xffff8000u);
            ck_assert_uint_eq(vj_wave_get_vgpr(w, 26, l), 0x12340080u | l << 8 | l);
            ck_assert_uint_eq(priv[l * SP + 36], 0); /* the short wrote 2 bytes */
        }
        /* the bound (offset 18): lane 3's short at 44 + 18 = 62 ends at 64,
         * inside; lane 5's dword at 43 + 18 = 61 ends at 65, outside: the
         * store faults naming lane 5 and writes nothing. Lane 0 at 34. */
        vj_wave_set_vgpr(w, 7, 3, 44);
        vj_wave_set_vgpr(w, 7, 5, 43);
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v27, v7, off offset:18\n", c->u16),
                         VJ_OK);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 27, 3), 0);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 27, 0), 0x1234);
        vj_wave_set_vgpr(w, 7, 3, 16); /* (its dword at 62 would fault first) */
        uint8_t *snap = malloc(sizeof priv);
        memcpy(snap, priv, sizeof priv);
        vj_status st = run_fmt(ctx, w, eng, "scratch_store_%s v7, v1, off offset:18\n", c->st);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        const char *msg = vj_last_error(ctx);
        ck_assert_msg(strstr(msg, "scratch_store_") && strstr(msg, "lane 5 writes 4 bytes") &&
                          strstr(msg, "private address 0x0000003d") &&
                          strstr(msg, "64 bytes of scratch"),
                      "%s: %s", vj_engine_name(eng), msg);
        ck_assert_int_eq(memcmp(snap, priv, sizeof priv), 0);
        /* a load: lane 5 faults, v28 unchanged */
        uint32_t v28 = vj_wave_get_vgpr(w, 28, 0);
        st = run_fmt(ctx, w, eng, "scratch_load_%s v28, v7, off offset:18\n", c->ld);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        ck_assert_msg(strstr(vj_last_error(ctx), "lane 5 reads 4 bytes"), "%s",
                      vj_last_error(ctx));
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 28, 0), v28);
        /* an inactive lane 5 does not fault */
        vj_wave_set_sreg(w, "exec", ~(uint64_t)0x20 & (c->wave == 64 ? ~0ull : 0xffffffffull));
        ck_assert_int_eq(run_fmt(ctx, w, eng, "scratch_load_%s v28, v7, off offset:18\n", c->ld),
                         VJ_OK);
        ck_assert_uint_eq(vj_wave_get_vgpr(w, 28, 0), 0x1234);
        /* no scratch: every access faults */
        ck_assert_int_eq(vj_wave_set_scratch(w, NULL, 0), VJ_OK);
        st = run_fmt(ctx, w, eng, "scratch_load_%s v29, v7, off offset:18\n", c->ld);
        ck_assert_int_eq(st, VJ_ERR_MEMORY);
        ck_assert_msg(strstr(vj_last_error(ctx), "lane 0 reads 4 bytes at private address "
                                                 "0x00000022, and the wave has no scratch"),
                      "%s", vj_last_error(ctx));
        ck_assert_int_eq(vj_wave_set_scratch(w, NULL, 4), VJ_ERR_ARG);
        free(snap);
        vj_wave_free(w);
        vj_context_free(ctx);
    }
}
END_TEST

/* ------------------------------------------------------ random blocks */

/* Random blocks of loads and stores (global, flat, scalar, LDS: every size,
 * one and two addresses), exec changes and ALU work, run from the same
 * state and memory on the interpreter (as lowered and optimised), the
 * reference and the JIT: the waves, the buffer and the LDS must agree, and
 * so must a fault (status and message) when a lane's address leaves the
 * map. The d16 forms too (gfx90a: its stores; its loads are refused).
 * VJ_MEM_BLOCKS per target (default 24). */
struct rcfg {
    vj_target target;
    unsigned wave;
    const char *const *loads, *const *stores, *const *dsl, *const *dss, *const *sl;
    int flat, gfx11;
};
static const char *const ld11[] = {"global_load_b32 v%u, v[2:3], off offset:%d",
                                   "global_load_b64 v[%u:%u], v[2:3], off offset:%d",
                                   "global_load_b96 v[%u:%u], v[2:3], off offset:%d",
                                   "global_load_b128 v[%u:%u], v[2:3], off offset:%d",
                                   "global_load_u8 v%u, v[2:3], off offset:%d",
                                   "global_load_i8 v%u, v[2:3], off offset:%d",
                                   "global_load_u16 v%u, v[2:3], off offset:%d",
                                   "global_load_i16 v%u, v[2:3], off offset:%d",
                                   "global_load_b32 v%u, v4, s[10:11] offset:%d",
                                   "global_load_d16_b16 v%u, v[2:3], off offset:%d",
                                   "global_load_d16_hi_i8 v%u, v[2:3], off offset:%d",
                                   "global_load_d16_hi_u8 v%u, v[2:3], off offset:%d",
                                   "scratch_load_b32 v%u, v7, off offset:%d",
                                   "scratch_load_b64 v[%u:%u], v7, off offset:%d",
                                   "scratch_load_b96 v[%u:%u], v7, s12 offset:%d",
                                   "scratch_load_b128 v[%u:%u], off, s12 offset:%d",
                                   "scratch_load_u8 v%u, v7, off offset:%d",
                                   "scratch_load_i8 v%u, v7, s12 offset:%d",
                                   "scratch_load_u16 v%u, off, off offset:%d",
                                   "scratch_load_i16 v%u, v7, off offset:%d",
                                   NULL};
static const char *const st11[] = {"global_store_b32 v[2:3], v%u, off offset:%d",
                                   "global_store_b64 v[2:3], v[%u:%u], off offset:%d",
                                   "global_store_b96 v[2:3], v[%u:%u], off offset:%d",
                                   "global_store_b128 v[2:3], v[%u:%u], off offset:%d",
                                   "global_store_b8 v[2:3], v%u, off offset:%d",
                                   "global_store_b16 v[2:3], v%u, off offset:%d",
                                   "global_store_b32 v4, v%u, s[10:11] offset:%d",
                                   "global_store_d16_hi_b16 v[2:3], v%u, off offset:%d",
                                   "global_store_d16_hi_b8 v[2:3], v%u, off offset:%d",
                                   "scratch_store_b32 v7, v%u, off offset:%d",
                                   "scratch_store_b64 v7, v[%u:%u], s12 offset:%d",
                                   "scratch_store_b96 off, v[%u:%u], s12 offset:%d",
                                   "scratch_store_b128 v7, v[%u:%u], off offset:%d",
                                   "scratch_store_b8 v7, v%u, off offset:%d",
                                   "scratch_store_b16 off, v%u, off offset:%d",
                                   NULL};
static const char *const dsl11[] = {"ds_load_b32 v%u, v5 offset:%d", "ds_load_b64 v[%u:%u], v5 offset:%d",
                                    "ds_load_u8 v%u, v5 offset:%d", "ds_load_i16 v%u, v5 offset:%d",
                                    "ds_load_2addr_b32 v[%u:%u], v5 offset0:%d offset1:7",
                                    "ds_load_2addr_stride64_b64 v[%u:%u], v5 offset0:%d offset1:1",
                                    "ds_load_u16_d16_hi v%u, v5 offset:%d",
                                    "ds_load_i8_d16 v%u, v5 offset:%d",
                                    NULL};
static const char *const dss11[] = {"ds_store_b32 v5, v%u offset:%d", "ds_store_b64 v5, v[%u:%u] offset:%d",
                                    "ds_store_b8 v5, v%u offset:%d", "ds_store_b16 v5, v%u offset:%d",
                                    "ds_store_2addr_b32 v5, v%u, v%u offset0:%d offset1:9",
                                    "ds_store_b16_d16_hi v5, v%u offset:%d",
                                    NULL};
static const char *const sl11[] = {"s_load_b32 s%u, s[10:11], %d", "s_load_b64 s[%u:%u], s[10:11], %d",
                                   "s_load_b128 s[%u:%u], s[10:11], %d", NULL};
static const char *const ld9[] = {"global_load_dword v%u, v[2:3], off offset:%d",
                                  "global_load_dwordx2 v[%u:%u], v[2:3], off offset:%d",
                                  "global_load_dwordx3 v[%u:%u], v[2:3], off offset:%d",
                                  "global_load_dwordx4 v[%u:%u], v[2:3], off offset:%d",
                                  "global_load_ubyte v%u, v[2:3], off offset:%d",
                                  "global_load_sbyte v%u, v[2:3], off offset:%d",
                                  "global_load_ushort v%u, v[2:3], off offset:%d",
                                  "global_load_sshort v%u, v[2:3], off offset:%d",
                                  "global_load_dword v%u, v4, s[10:11] offset:%d",
                                  "scratch_load_dword v%u, v7, off offset:%d",
                                  "scratch_load_dwordx2 v[%u:%u], v7, off offset:%d",
                                  "scratch_load_dwordx3 v[%u:%u], off, s12 offset:%d",
                                  "scratch_load_dwordx4 v[%u:%u], v7, off offset:%d",
                                  "scratch_load_ubyte v%u, v7, off offset:%d",
                                  "scratch_load_sbyte v%u, off, s12 offset:%d",
                                  "scratch_load_ushort v%u, v7, off offset:%d",
                                  "scratch_load_sshort v%u, v7, off offset:%d",
                                  NULL};
static const char *const st9[] = {"global_store_dword v[2:3], v%u, off offset:%d",
                                  "global_store_dwordx2 v[2:3], v[%u:%u], off offset:%d",
                                  "global_store_dwordx4 v[2:3], v[%u:%u], off offset:%d",
                                  "global_store_byte v[2:3], v%u, off offset:%d",
                                  "global_store_short v[2:3], v%u, off offset:%d",
                                  "global_store_dword v4, v%u, s[10:11] offset:%d",
                                  "global_store_short_d16_hi v[2:3], v%u, off offset:%d",
                                  "global_store_byte_d16_hi v[2:3], v%u, off offset:%d",
                                  "scratch_store_dword v7, v%u, off offset:%d",
                                  "scratch_store_dwordx2 off, v[%u:%u], s12 offset:%d",
                                  "scratch_store_dwordx3 v7, v[%u:%u], off offset:%d",
                                  "scratch_store_dwordx4 v7, v[%u:%u], off offset:%d",
                                  "scratch_store_byte v7, v%u, off offset:%d",
                                  "scratch_store_short off, v%u, s12 offset:%d",
                                  NULL};
static const char *const dsl9[] = {"ds_read_b32 v%u, v5 offset:%d", "ds_read_b64 v[%u:%u], v5 offset:%d",
                                   "ds_read_u8 v%u, v5 offset:%d", "ds_read_i16 v%u, v5 offset:%d",
                                   "ds_read2_b32 v[%u:%u], v5 offset0:%d offset1:7",
                                   "ds_read2st64_b64 v[%u:%u], v5 offset0:%d offset1:1", NULL};
static const char *const dss9[] = {"ds_write_b32 v5, v%u offset:%d", "ds_write_b64 v5, v[%u:%u] offset:%d",
                                   "ds_write_b8 v5, v%u offset:%d", "ds_write_b16 v5, v%u offset:%d",
                                   "ds_write2_b32 v5, v%u, v%u offset0:%d offset1:9",
                                   "ds_write_b8_d16_hi v5, v%u offset:%d", NULL};
static const char *const sl9[] = {"s_load_dword s%u, s[10:11], %d", "s_load_dwordx2 s[%u:%u], s[10:11], %d",
                                  "s_load_dwordx4 s[%u:%u], s[10:11], %d", NULL};
static const struct rcfg rcfgs[] = {
    {VJ_GFX1100, 32, ld11, st11, dsl11, dss11, sl11, 0, 1},
    {VJ_GFX1200, 32, ld11, st11, dsl11, dss11, sl11, 0, 1},
    {VJ_GFX90A, 64, ld9, st9, dsl9, dss9, sl9, 1, 0},
    {VJ_GFX1100, 64, ld11, st11, dsl11, dss11, sl11, 0, 1},
};
#define NCFG (sizeof rcfgs / sizeof rcfgs[0])

static unsigned count(const char *const *l)
{
    unsigned n = 0;
    while (l[n])
        n++;
    return n;
}

/* Registers: a form names "v%u" or "v[%u:%u]" (or s): the first is r, the last r + dw - 1. */
static void put(char *text, size_t size, const char *fmt, unsigned r, unsigned dw, int off)
{
    char line[160];
    int two = strstr(fmt, "%u:%u") != NULL;
    int pair = strstr(fmt, "v%u, v%u") != NULL;
    if (two)
        snprintf(line, sizeof line, fmt, r, r + dw - 1, off);
    else if (pair)
        snprintf(line, sizeof line, fmt, r, r + 1, off);
    else
        snprintf(line, sizeof line, fmt, r, off);
    strncat(text, line, size - strlen(text) - 2);
    strcat(text, "\n");
}

static unsigned dwords_of(const char *fmt)
{
    if (strstr(fmt, "2addr_stride64_b64") || strstr(fmt, "read2st64_b64"))
        return 4;
    if (strstr(fmt, "b128") || strstr(fmt, "x4"))
        return 4;
    if (strstr(fmt, "b96") || strstr(fmt, "x3"))
        return 3;
    if (strstr(fmt, "b64") || strstr(fmt, "x2") || strstr(fmt, "2addr_b32") || strstr(fmt, "read2_b32"))
        return 2;
    return 1;
}

static void random_program(const struct rcfg *c, uint64_t *rng, char *text, size_t size)
{
    text[0] = '\0';
    unsigned n = 3 + (unsigned)(vj_test_rand(rng) % 8);
    for (unsigned i = 0; i < n; i++) {
        unsigned k = (unsigned)(vj_test_rand(rng) % 10);
        int off = (int)(vj_test_rand(rng) % 64) * 4 - 128 + (vj_test_rand(rng) % 4 == 0 ? 1 : 0);
        unsigned r = 20 + (unsigned)(vj_test_rand(rng) % 12) * 4;
        const char *fmt;
        char line[160];
        switch (k) {
        case 0:
        case 1:
            fmt = c->loads[vj_test_rand(rng) % count(c->loads)];
            put(text, size, fmt, r, dwords_of(fmt), off);
            break;
        case 2:
        case 3:
            fmt = c->stores[vj_test_rand(rng) % count(c->stores)];
            put(text, size, fmt, r, dwords_of(fmt), off);
            break;
        case 4:
            fmt = c->dsl[vj_test_rand(rng) % count(c->dsl)];
            put(text, size, fmt, r, dwords_of(fmt), (int)(vj_test_rand(rng) % 40) * 4);
            break;
        case 5:
            fmt = c->dss[vj_test_rand(rng) % count(c->dss)];
            put(text, size, fmt, r, dwords_of(fmt), (int)(vj_test_rand(rng) % 40) * 4);
            break;
        case 6:
            fmt = c->sl[vj_test_rand(rng) % count(c->sl)];
            put(text, size, fmt, 40 + (unsigned)(vj_test_rand(rng) % 4) * 4, dwords_of(fmt),
                (int)(vj_test_rand(rng) % 32) * 4);
            break;
        case 7: /* exec: a random part of the lanes */
            snprintf(line, sizeof line, "v_cmpx_gt_u32%s %u, v6\n", c->gfx11 ? "" : "_e32 vcc,",
                     (unsigned)(vj_test_rand(rng) % 100));
            strncat(text, line, size - strlen(text) - 1);
            break;
        case 8: /* move an address */
            snprintf(line, sizeof line, "v_add_co_u32%s v2, %s, %u, v2\n", c->gfx11 ? "" : "_e32",
                     c->gfx11 && c->wave == 32 ? "vcc_lo" : "vcc",
                     (unsigned)(vj_test_rand(rng) % 16) * 4);
            strncat(text, line, size - strlen(text) - 1);
            break;
        default: /* ALU on loaded values */
            snprintf(line, sizeof line, "v_xor_b32%s v%u, v%u, v%u\n", c->gfx11 ? "" : "_e32",
                     20 + (unsigned)(vj_test_rand(rng) % 24), 20 + (unsigned)(vj_test_rand(rng) % 24),
                     20 + (unsigned)(vj_test_rand(rng) % 24));
            strncat(text, line, size - strlen(text) - 1);
            break;
        }
    }
}

#define RBUF 4096 /* dwords */
#define RLDS 1024 /* bytes */
#define RPRIV 512 /* room scratch: private bytes a lane */

START_TEST(random_memory_blocks_agree_on_every_engine)
{
    const struct rcfg *c = &rcfgs[_i % NCFG];
    const char *env = getenv("VJ_MEM_BLOCKS");
    unsigned nblocks = env && *env ? (unsigned)strtoul(env, NULL, 10) : 24;
    uint64_t rng = 0x3e3e0000u + (uint64_t)_i;
    vj_options o;
    vj_options_init(&o);
    o.target = c->target;
    o.wave_size = c->wave;
    o.jit = VJ_JIT_EAGER;
    o.cache_dir = "";
    o.optimize = 1;
    vj_context *ctx = vj_context_new(&o, NULL);
    o.optimize = 0;
    vj_context *raw = vj_context_new(&o, NULL);
    ck_assert_ptr_nonnull(ctx);
    ck_assert_ptr_nonnull(raw);
    static uint32_t mem0[RBUF], memx[4][RBUF];
    static uint8_t lds0[RLDS], ldsx[4][RLDS];
    static uint8_t priv0[64 * RPRIV], privx[4][64 * RPRIV];
    unsigned faults = 0, runs = 0;
    for (unsigned blk = 0; blk < nblocks; blk++) {
        char text[4096];
        random_program(c, &rng, text, sizeof text);
        vj_wave *w0 = vj_wave_new(c->wave);
        vj_wave_randomize(w0, vj_test_rand(&rng));
        for (unsigned i = 0; i < RBUF; i++)
            mem0[i] = (uint32_t)vj_test_rand(&rng);
        for (unsigned i = 0; i < RLDS; i++)
            lds0[i] = (uint8_t)vj_test_rand(&rng);
        for (unsigned i = 0; i < 64 * RPRIV; i++)
            priv0[i] = (uint8_t)vj_test_rand(&rng);
        /* addresses: lanes inside the buffer's middle; now and then one outside */
        int wild = vj_test_rand(&rng) % 4 == 0;
        for (unsigned l = 0; l < c->wave; l++) {
            uint64_t a = BASE + 1024 + 4 * (vj_test_rand(&rng) % 512);
            if (wild && vj_test_rand(&rng) % 16 == 0)
                a += 1ull << 20;
            vj_wave_set_vgpr(w0, 2, l, (uint32_t)a);
            vj_wave_set_vgpr(w0, 3, l, (uint32_t)(a >> 32));
            vj_wave_set_vgpr(w0, 4, l, 4 * (uint32_t)(vj_test_rand(&rng) % 512));
            vj_wave_set_vgpr(w0, 5, l, (uint32_t)(vj_test_rand(&rng) % (RLDS + 64)));
            vj_wave_set_vgpr(w0, 6, l, (uint32_t)(vj_test_rand(&rng) % 100));
            /* a private address (with the offsets' -128..125 and 16 bytes:
             * now and then past RPRIV), or a wild one */
            uint32_t pa = 128 + (uint32_t)(vj_test_rand(&rng) % 256);
            if (wild && vj_test_rand(&rng) % 16 == 0)
                pa += vj_test_rand(&rng) % 2 ? 1u << 20 : 0u - 4096u;
            vj_wave_set_vgpr(w0, 7, l, pa);
        }
        vj_wave_set_sreg(w0, "s10", (uint32_t)(BASE + 1024));
        vj_wave_set_sreg(w0, "s11", (uint32_t)((BASE + 1024) >> 32));
        vj_wave_set_sreg(w0, "s12", 128 + (uint32_t)(vj_test_rand(&rng) % 256));
        vj_status st[4];
        char msg[4][512];
        vj_wave *wx[4];
        for (unsigned e = 0; e < 4; e++) { /* interp raw, interp opt, ref, jit */
            vj_context *cx = e == 0 ? raw : ctx;
            vj_engine eng = e < 2 ? VJ_ENGINE_INTERP : e == 2 ? VJ_ENGINE_REF : VJ_ENGINE_JIT;
            memcpy(memx[e], mem0, sizeof mem0);
            memcpy(ldsx[e], lds0, sizeof lds0);
            memcpy(privx[e], priv0, sizeof priv0);
            vj_memory *m = vj_memory_new();
            ck_assert_int_eq(vj_memory_map(m, BASE, memx[e], sizeof mem0,
                                           VJ_MEM_READ | VJ_MEM_WRITE),
                             VJ_OK);
            wx[e] = vj_wave_new(c->wave);
            vj_wave_copy(wx[e], w0);
            vj_wave_set_memory(wx[e], m);
            vj_wave_set_lds(wx[e], ldsx[e], RLDS);
            vj_wave_set_scratch(wx[e], privx[e], RPRIV);
            if (eng == VJ_ENGINE_JIT && !vj_jit_available()) {
                st[e] = st[0];
                memcpy(msg[e], msg[0], sizeof msg[e]); /* e > 0: the reference (0) always runs */
                vj_wave_copy(wx[e], wx[0]);
                memcpy(memx[e], memx[0], sizeof mem0);
                memcpy(ldsx[e], ldsx[0], sizeof lds0);
                memcpy(privx[e], privx[0], sizeof priv0);
                vj_memory_free(m);
                continue;
            }
            vj_block *b = NULL;
            vj_status ts = vj_translate_asm(cx, text, "random.s", &b);
            ck_assert_msg(ts == VJ_OK, "%s:\n%s", vj_last_error(cx), text);
            st[e] = vj_run(cx, b, wx[e], eng);
            snprintf(msg[e], sizeof msg[e], "%s", st[e] == VJ_OK ? "" : vj_last_error(cx));
            vj_block_free(b);
            vj_wave_set_memory(wx[e], NULL);
            vj_wave_set_lds(wx[e], NULL, 0);
            vj_wave_set_scratch(wx[e], NULL, 0);
            vj_memory_free(m);
        }
        runs++;
        faults += st[2] == VJ_ERR_MEMORY;
        for (unsigned e = 0; e < 4; e++) {
            ck_assert_msg(st[e] == VJ_OK || st[e] == VJ_ERR_MEMORY, "engine %u: %s\n%s", e,
                          msg[e], text);
            ck_assert_msg(st[e] == st[2] && strcmp(msg[e], msg[2]) == 0,
                          "engine %u: status %d '%s', reference %d '%s'\n%s", e, st[e], msg[e],
                          st[2], msg[2], text);
            vj_wave_difference d;
            ck_assert_msg(!vj_wave_first_difference(wx[e], wx[2], &d),
                          "engine %u: %s lane %d: 0x%llx, reference 0x%llx\n%s", e, d.reg,
                          d.lane, (unsigned long long)d.a, (unsigned long long)d.b, text);
            for (unsigned i = 0; i < RBUF; i++)
                ck_assert_msg(memx[e][i] == memx[2][i],
                              "engine %u: memory dword %u: 0x%x, reference 0x%x\n%s", e, i,
                              memx[e][i], memx[2][i], text);
            ck_assert_msg(memcmp(ldsx[e], ldsx[2], RLDS) == 0, "engine %u: LDS differs\n%s", e,
                          text);
            for (unsigned i = 0; i < 64 * RPRIV; i++)
                ck_assert_msg(privx[e][i] == privx[2][i],
                              "engine %u: lane %u's private byte %u: 0x%x, reference 0x%x\n%s",
                              e, i / RPRIV, i % RPRIV, privx[e][i], privx[2][i], text);
        }
        for (unsigned e = 0; e < 4; e++)
            vj_wave_free(wx[e]);
        vj_wave_free(w0);
    }
    /* both kinds ran: blocks that finished, and (with a lane sent outside) faults */
    ck_assert_uint_lt(faults, runs);
    ck_assert_msg(nblocks < 16 || faults > 0, "no block faulted in %u", nblocks);
    vj_context_free(ctx);
    vj_context_free(raw);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("memsem");
    TCase *tc = tcase_create("memory");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, global_load_reads_each_lanes_address_plus_the_offset);
    tcase_add_test(tc, inactive_lanes_neither_load_nor_store_nor_fault);
    tcase_add_test(tc, saddr_form_adds_the_sgpr_base_and_a_negative_offset);
    tcase_add_test(tc, sub_dword_loads_extend_and_stores_write_only_their_bytes);
    tcase_add_test(tc, scalar_loads_read_dwords_for_the_wave);
    tcase_add_test(tc, lds_reads_and_writes_with_one_and_two_addresses);
    tcase_add_test(tc, a_fault_stops_before_the_instruction_and_touches_nothing_outside);
    tcase_add_test(tc, one_lane_just_outside_the_range_faults_on_every_engine);
    tcase_add_test(tc, d16_loads_fill_one_half_and_d16_stores_write_from_the_high_half);
    tcase_add_test(tc, read_only_ranges_refuse_stores);
    tcase_add_test(tc, a_jit_entry_reports_a_fault_through_jit_status);
    tcase_add_test(tc, the_handler_serves_what_no_range_maps);
    tcase_add_test(tc, the_map_refuses_overlaps_and_unmaps_by_start);
    tcase_add_test(tc, gfx90a_wave64_dwordx2_flat_and_agpr_data);
    tcase_add_loop_test(tc, scratch_is_each_lanes_own_memory_on_every_engine, 0, (int)NSCFG);
    suite_add_tcase(s, tc);
    TCase *tr = tcase_create("random");
    tcase_set_timeout(tr, 600);
    tcase_add_loop_test(tr, random_memory_blocks_agree_on_every_engine, 0, (int)NCFG);
    suite_add_tcase(s, tr);
    return s;
}
