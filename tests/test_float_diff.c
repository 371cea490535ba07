/* test_float_diff: the interpreter's float instructions (host float unit,
 * src/interp/fp.c) against the reference evaluator's (GNU MPFR,
 * src/interp/reffloat.c), each instruction on random blocks: operands of
 * every class (+-0, +-subnormal, +-smallest and largest normal, +-inf, quiet
 * and signalling NaNs with payloads, values an ulp around 1 and around
 * rounding ties, random bits), random ABS/NEG/CLAMP/OMOD, a random MODE per
 * block (every rounding and denormal field, IEEE, DX10_CLAMP), wave32 and
 * wave64, full, partial and empty exec, with and without the optimiser.
 * VJ_FLOAT_LANES=N sets the active-lane evaluations per instruction (default
 * 100000; 1000000 for the figure), VJ_DIFF_SEED the
 * seed, VJ_DIFF_VERBOSE prints the counts. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "testutil.h"

/* f32 values of every class, and the neighbourhoods where rounding turns. */
static const uint32_t special32[] = {
    0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff, 0x807fffff, 0x00400000,
    0x00800000, 0x80800000, 0x00800001, 0x7f7fffff, 0xff7fffff, 0x7f7ffffe, 0x7f800000,
    0xff800000, 0x7fc00000, 0xffc00000, 0x7f800001, 0xff800001, 0x7fbfffff, 0x7fc00123,
    0xff812345, 0x3f800000, 0xbf800000, 0x3f000000, 0x40000000, 0x3f800001, 0x3f7fffff,
    0x33800000, 0x33c00000, 0x34000000, 0x4b000000, 0x4b7fffff, 0x3fffffff, 0x7effffff,
    0x0c000000, 0x26800000, 0x1f800000,
    /* room ftrans: where the transcendentals turn: 2^x at 128, 127, -126,
     * -127, -149, -150; quarter and half turns, odd and huge integers (sin,
     * cos); the integers' neighbours; 4 (rsq, sqrt exact) */
    0x43000000, 0x42fe0000, 0xc2fc0000, 0xc2fe0000, 0xc3150000, 0xc3160000, 0x3e800000,
    0xbe800000, 0x3f400000, 0x4b000001, 0xcb000001, 0x4e800000, 0x4afffffe, 0x4affffff,
    0x40800000, 0x33d6bf95,
};
static const uint64_t special64[] = {
    0x0000000000000000ull, 0x8000000000000000ull, 0x0000000000000001ull, 0x8000000000000001ull,
    0x000fffffffffffffull, 0x800fffffffffffffull, 0x0010000000000000ull, 0x8010000000000000ull,
    0x7fefffffffffffffull, 0xffefffffffffffffull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
    0x7ff8000000000000ull, 0xfff8000000000000ull, 0x7ff0000000000001ull, 0xfff0000000012345ull,
    0x7ff7ffffffffffffull, 0x7ff8000000abcdefull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
    0x3fe0000000000000ull, 0x4000000000000000ull, 0x3ff0000000000001ull, 0x3fefffffffffffffull,
    0x3ca0000000000000ull, 0x3ca8000000000000ull, 0x4330000000000000ull, 0x0010000000000001ull,
    0x1ff0000000000000ull, 0x2000000000000000ull,
    /* room ftrans: 4 (rcp, rsq, sqrt exact), rcp's results near the least
     * normal and subnormal */
    0x4010000000000000ull, 0x7fd0000000000000ull, 0x7fe0000000000001ull,
};
#define N32 (sizeof special32 / sizeof special32[0])
#define N64 (sizeof special64 / sizeof special64[0])

/* A value of the format with the given fraction width and exponent field. */
static uint64_t rand_float(uint64_t *rng, int is64)
{
    uint64_t r = vj_test_rand(rng), x = vj_test_rand(rng);
    unsigned fb = is64 ? 52 : 23, eb = is64 ? 11 : 8;
    uint64_t fmask = (1ull << fb) - 1, emax = (1ull << eb) - 1, bias = emax >> 1;
    uint64_t sign = (r >> 60 & 1) << (fb + eb);
    uint64_t frac = x & fmask;
    switch (r & 7) {
    case 0:
    case 1:
        return is64 ? special64[(r >> 8) % N64] : special32[(r >> 8) % N32];
    case 2: /* a subnormal */
        return sign | (frac >> (r >> 16 & 15));
    case 3: /* a NaN, quiet or signalling, with a payload */
        return sign | emax << fb | (frac ? frac : 1);
    case 4: /* near 1: exponents a few apart, fractions with few bits (ties) */
        frac &= (r >> 20 & 1) ? ~0ull << (fb - (r >> 24 & 7)) : fmask;
        return sign | (bias - 3 + (r >> 32 & 7)) << fb | (frac & fmask);
    case 5: /* around an exponent where results go subnormal or overflow */
        return sign | ((r >> 32 & 1) ? (r >> 40) % 40 : emax - 1 - (r >> 40) % 8) << fb | frac;
    default:
        return is64 ? x : (uint32_t)x;
    }
}

/* MODE: every field random (the FP16_OVFL bit too, which these ignore). */
static uint32_t rand_mode(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    if ((r & 7) == 0)
        return VJ_MODE_DEFAULT;
    return (uint32_t)(r >> 8) & VJ_MODE_MASK;
}

static void fill_wave(struct vj_wave *w, unsigned wave, int is64, uint64_t *rng)
{
    w->wave_size = wave;
    for (unsigned r = 0; r < 40; r += 2)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++) {
            uint64_t x = rand_float(rng, is64), y = rand_float(rng, is64);
            w->v[r][l] = (uint32_t)x;
            w->v[r + 1][l] = is64 ? (uint32_t)(x >> 32) : (uint32_t)y;
        }
    for (unsigned s = 0; s < VJ_SREG_NUM_SGPR; s += 2) {
        uint64_t x = rand_float(rng, is64);
        w->s[s] = (uint32_t)x;
        w->s[s + 1] = is64 ? (uint32_t)(x >> 32) : (uint32_t)rand_float(rng, 0);
    }
    w->mode = rand_mode(rng);
    uint64_t r = vj_test_rand(rng);
    uint64_t exec = (r & 3) == 0 ? vj_test_rand(rng) : (r & 15) == 1 ? 0 : ~0ull;
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
}

static const vj_target family_target[VJ_FAM_COUNT] = {VJ_GFX942, VJ_GFX1030, VJ_GFX1100,
                                                      VJ_GFX1200};

/* A random VOP3 form of id: VGPRs v0-v39 (pairs even), SGPRs, inline
 * constants, a literal (not on GFX9), random source and output modifiers. */
static void rand_float_inst(vj_inst *in, vj_inst_id id, vj_target t, unsigned wave,
                            uint64_t *rng)
{
    memset(in, 0, sizeof *in);
    vj_shape shape = vj_inst_table[id].shape;
    in->id = id;
    in->target = t;
    in->nsrc = (uint8_t)vj_shape_nsrc(shape);
    unsigned ddw = vj_inst_dst_dwords(id);
    in->dst.kind = VJ_OPND_VGPR;
    in->dst.dwords = (uint8_t)ddw;
    in->dst.index =
        (unsigned)(vj_test_rand(rng) % 20) * 2 + (ddw == 1 ? vj_test_rand(rng) % 2 : 0);
    for (unsigned i = 0; i < in->nsrc; i++) {
        vj_operand *o = &in->src[i];
        int wide = vj_slot_dwords(vj_inst_src_slot(id, i, 64)) == 2;
        o->dwords = wide ? 2 : 1;
        unsigned r = (unsigned)(vj_test_rand(rng) % 100);
        if (r < 70) {
            o->kind = VJ_OPND_VGPR;
            o->index = (unsigned)(vj_test_rand(rng) % 20) * 2 + (wide ? 0 : vj_test_rand(rng) % 2);
        } else if (r < 80) {
            o->kind = VJ_OPND_SREG;
            o->index = (unsigned)(vj_test_rand(rng) % 50) * 2;
        } else if (r < 86) {
            o->kind = VJ_OPND_INLINE_INT;
            int v = (int)(vj_test_rand(rng) % 81) - 16;
            o->value = wide ? (uint64_t)(int64_t)v : (uint32_t)v;
        } else if (r < 93 || vj_target_family(t) == VJ_FAM_GFX9) {
            static const uint32_t f32[] = {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u,
                                           0x40000000u, 0xc0800000u, 0x3e22f983u};
            static const uint64_t f64[] = {0x3fe0000000000000ull, 0xbfe0000000000000ull,
                                           0x3ff0000000000000ull, 0xbff0000000000000ull,
                                           0x4000000000000000ull, 0xc010000000000000ull,
                                           0x3fc45f306dc9c882ull};
            unsigned k = (unsigned)(vj_test_rand(rng) % 7);
            o->kind = VJ_OPND_INLINE_FLOAT;
            o->value = wide ? f64[k] : f32[k];
        } else {
            o->kind = VJ_OPND_LITERAL; /* an f64's: its high dword */
            o->value = (uint32_t)(rand_float(rng, wide) >> (wide ? 32 : 0));
        }
    }
    uint64_t r = vj_test_rand(rng);
    unsigned m = (1u << in->nsrc) - 1;
    in->abs = (r & 1) ? (uint8_t)((r >> 4) & m) : 0;
    in->neg = (r & 2) ? (uint8_t)((r >> 8) & m) : 0;
    in->clamp = (r >> 12 & 3) == 0;
    in->omod = (r >> 14 & 3) == 0 ? (uint8_t)(r >> 16 & 3) : 0;
    if (vj_inst_flags(id) & VJ_IF_INTSRC) /* an integer source takes no ABS/NEG */
        in->abs = in->neg = 0;
    if (id == VJ_I_V_CVT_I32_F32 || id == VJ_I_V_CVT_U32_F32) /* not modelled: refused */
        in->clamp = in->omod = 0;
    if (vj_inst_flags(id) & VJ_IF_NOOMOD) /* a compare: no OMOD, CLAMP refused */
        in->clamp = in->omod = 0;
    if (vj_inst_flags(id) & VJ_IF_INTSRC1) { /* class's mask: no ABS/NEG */
        in->abs &= ~2u;
        in->neg &= ~2u;
    }
    if (vj_inst_has_sdst(id, vj_target_family(t))) { /* a compare's mask: s40-s99 */
        in->sdst.kind = VJ_OPND_SREG;
        in->sdst.dwords = (uint8_t)(wave / 32);
        in->sdst.index = 40 + (unsigned)(vj_test_rand(rng) % 30) * 2;
    }
}

static uint64_t lanes_wanted(void)
{
    const char *e = getenv("VJ_FLOAT_LANES");
    unsigned long long v = e && *e ? strtoull(e, NULL, 10) : 0;
    return v ? v : 100000;
}

#define BLOCK_INSTS 8

/* Run one block on both engines (the interpreter with and without the
 * optimiser, its AVX2 and portable loops); returns the active lanes run. */
static uint64_t diff_block(const vj_inst *insts, const struct vj_wave *init, struct vj_wave *wi,
                           struct vj_wave *wr)
{
    char err[512];
    memcpy(wr, init, sizeof *wr);
    vj_status st = vj_ref_run(insts, BLOCK_INSTS, wr, err, sizeof err);
    ck_assert_msg(st == VJ_OK, "reference: %s", err);
    for (int optimise = 0; optimise < 2; optimise++) {
        vj_ir_block b;
        vj_ir_init(&b, insts[0].target, init->wave_size);
        st = vj_lower(&b, insts, BLOCK_INSTS, err, sizeof err);
        ck_assert_msg(st == VJ_OK, "lower: %s", err);
        if (optimise)
            ck_assert_int_eq(vj_ir_optimize(&b), VJ_OK);
        ck_assert_msg(vj_ir_verify(&b, err, sizeof err) == VJ_OK, "verify: %s", err);
        for (unsigned flags = 0; flags <= VJ_INTERP_PORTABLE; flags += VJ_INTERP_PORTABLE) {
            memcpy(wi, init, sizeof *wi);
            st = vj_interp_run_ex(&b, wi, flags, err, sizeof err);
            ck_assert_msg(st == VJ_OK, "interp: %s", err);
            vj_wave_difference d;
            if (vj_wave_first_difference(wi, wr, &d)) {
                char text[2048] = "", line[160];
                for (unsigned k = 0; k < BLOCK_INSTS; k++) {
                    vj_disasm_inst(&insts[k], line, sizeof line);
                    snprintf(text + strlen(text), sizeof text - strlen(text), "  %s\n", line);
                }
                char *ir = vj_ir_print(&b);
                ck_abort_msg("wave%u mode 0x%x%s%s: %s lane %d: interp 0x%llx, reference "
                             "0x%llx (VJ_DIFF_SEED %s)\n%s%s",
                             init->wave_size, init->mode, optimise ? " (optimised)" : "",
                             flags ? " (portable)" : "", d.reg, d.lane,
                             (unsigned long long)d.a, (unsigned long long)d.b,
                             getenv("VJ_DIFF_SEED") ? getenv("VJ_DIFF_SEED") : "default", text,
                             ir ? ir : "");
            }
        }
        vj_ir_release(&b);
    }
    return (uint64_t)__builtin_popcountll(vj_wave_exec(init)) * BLOCK_INSTS;
}

static vj_inst_id float_id(int k)
{
    int n = 0;
    for (int id = 0; id < VJ_I_COUNT; id++)
        if ((vj_inst_flags((vj_inst_id)id) & VJ_IF_FLOAT) && n++ == k)
            return (vj_inst_id)id;
    return VJ_I_COUNT;
}

static int float_count(void)
{
    int n = 0;
    for (int id = 0; id < VJ_I_COUNT; id++)
        n += (vj_inst_flags((vj_inst_id)id) & VJ_IF_FLOAT) != 0;
    return n;
}

/* >= VJ_FLOAT_LANES active-lane evaluations of each float instruction. */
START_TEST(float_interp_matches_mpfr_reference)
{
    vj_inst_id id = float_id(_i);
    ck_assert_int_lt(id, VJ_I_COUNT);
    const char *seed_env = getenv("VJ_DIFF_SEED");
    uint64_t rng = (seed_env && *seed_env ? strtoull(seed_env, NULL, 0) : 0xf10a7u) + id;
    /* the values are the source's format (a conversion's result is not) */
    int is64 = vj_slot_dwords(vj_inst_src_slot(id, 0, 64)) == 2;
    struct vj_wave *init = vj_test_wave_new(0), *wi = vj_test_wave_new(0),
                   *wr = vj_test_wave_new(0);
    uint64_t done = 0, blocks = 0, per_wave[2] = {0, 0}, modes[1024 / 64] = {0};
    uint64_t want = lanes_wanted();
    while (done < want) {
        unsigned fams[VJ_FAM_COUNT], nf = 0;
        for (unsigned f = 0; f < VJ_FAM_COUNT; f++)
            if (vj_inst_table[id].opcode[f] >= 0)
                fams[nf++] = f;
        vj_target t = family_target[fams[vj_test_rand(&rng) % nf]];
        unsigned wave = vj_target_family(t) == VJ_FAM_GFX9 ? 64 : (blocks & 1) ? 32 : 64;
        fill_wave(init, wave, is64, &rng);
        modes[(init->mode & 0x3ff) / 64] |= 1ull << (init->mode & 63);
        vj_inst insts[BLOCK_INSTS];
        for (unsigned k = 0; k < BLOCK_INSTS; k++)
            rand_float_inst(&insts[k], id, t, wave, &rng);
        uint64_t d = diff_block(insts, init, wi, wr);
        done += d;
        per_wave[wave == 64] += d;
        blocks++;
    }
    ck_assert(per_wave[0] || vj_inst_table[id].opcode[VJ_FAM_GFX9] >= 0);
    if (getenv("VJ_DIFF_VERBOSE")) {
        unsigned nmodes = 0;
        for (unsigned k = 0; k < 1024 / 64; k++)
            nmodes += (unsigned)__builtin_popcountll(modes[k]);
        fprintf(stderr,
                "%s: %llu lane evaluations (wave32 %llu, wave64 %llu) in %llu blocks, %u "
                "MODE values, 0 mismatches\n",
                vj_inst_table[id].name, (unsigned long long)done,
                (unsigned long long)per_wave[0], (unsigned long long)per_wave[1],
                (unsigned long long)blocks, nmodes);
    }
    free(init);
    free(wi);
    free(wr);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("float_diff");
    TCase *tc = tcase_create("random");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, float_interp_matches_mpfr_reference, 0, float_count());
    suite_add_tcase(s, tc);
    return s;
}
