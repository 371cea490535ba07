/* test_float_diff: the interpreter's float instructions (host float unit,
 * src/interp/fp.c) against the reference evaluator's (GNU MPFR,
 * src/interp/reffloat.c), each instruction on random blocks: operands of
 * every class (+-0, +-subnormal, +-smallest and largest normal, +-inf, quiet
 * and signalling NaNs with payloads, values an ulp around 1 and around
 * rounding ties, random bits), random ABS/NEG/CLAMP/OMOD (packed f32:
 * op_sel, op_sel_hi, neg_lo, neg_hi, CLAMP), a random MODE per
 * block (every rounding and denormal field, IEEE, DX10_CLAMP), wave32 and
 * wave64, full, partial and empty exec, with and without the optimiser;
 * now and then the instruction's SDWA, DPP16, DPP8 or VOP3-DPP form where
 * we take it (room fdpp).
 * VJ_FLOAT_LANES=N sets the active-lane evaluations per instruction (default
 * 100000; 1000000 for the figure), VJ_FLOAT_INSTS=name,name... runs
 * only those instructions (their GFX9 names: v_med3_f32, not v_med3_num_f32;
 * the others pass at once), VJ_DIFF_SEED the seed, VJ_DIFF_VERBOSE prints
 * the counts, VJ_FLOAT_ALL=1 prints every differing block's first
 * differing instruction and its inputs and fails at the end (without it
 * the first fails the test, the case in its message). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "testutil.h"

/* The registers' values: f32, f64 (pairs), f16 (two in each register,
 * issue 29) or, for v_cvt_f16_f32 (and v_cvt_pkrtz_f16_f32), f32 half of
 * them near the f16 range. Issue 29, second part: 16-bit integers (two in
 * each register: v_cvt_f16_u16/i16's sources); for v_ldexp_f16 and
 * v_cmp_class_f16 f16 in v0-v19 and s0-s49 and their integer source's
 * values (exponents, class masks) in v20-v39 and s50-s99, where
 * rand_float_inst reads them (split_row). Issue 29, item 3: the mixed-precision
 * rows (VJ_IF_MIX, FV_MIX) two f16 in each of v0-v19 and s0-s49, an f32 (half
 * of them near the f16 range) in v20-v39 and s50-s99. */
enum { FV_F32, FV_F64, FV_F16, FV_F32H, FV_I16, FV_F16_EXP, FV_F16_MASK, FV_MIX, FV_F32F8 };

/* Issue 29, second part: a 16-bit integer: edges of the f16 conversions
 * (65535 overflows under nearest-even, ties above 2048, the i16 range's
 * ends), small ones, random ones. */
static uint16_t int16_value(uint64_t *rng)
{
    static const uint16_t special[] = {0x0000, 0x0001, 0xffff, 0x8000, 0x7fff, 0x8001,
                                       0xfffe, 0xfff0, 0xffef, 0xffe0, 0xfff8, 0x0800,
                                       0x0801, 0x0802, 0x0803, 0x1001, 0x1003, 0x7ff0,
                                       0x7ff8, 0x7fef, 0xf801, 0xf7ff};
    uint64_t r = vj_test_rand(rng);
    switch (r & 3) {
    case 0:
        return special[(r >> 8) % (sizeof special / sizeof special[0])];
    case 1:
        return (uint16_t)((int)((r >> 8) % 129) - 64);
    default:
        return (uint16_t)(r >> 16);
    }
}

/* v_ldexp_f16's S1.i16: small exponents (those that move an f16 within,
 * into and out of its range) most of the time, extreme ones sometimes. */
static uint16_t exp16_value(uint64_t *rng)
{
    static const uint16_t special[] = {0x7fff, 0x8000, 0x8001, 0xffff, 0x0000, 0x0100,
                                       0xff00, 24,     (uint16_t)-24, 40,   (uint16_t)-40,
                                       30,     (uint16_t)-30, 0x4000, 0xc000};
    uint64_t r = vj_test_rand(rng);
    if ((r & 7) < 5)
        return (uint16_t)((int)((r >> 8) % 81) - 40);
    if ((r & 7) == 5)
        return special[(r >> 8) % (sizeof special / sizeof special[0])];
    return (uint16_t)(r >> 16);
}

/* v_cmp_class_f16's S1: a random 10-bit class mask, now and then random
 * high bits too (ignored). */
static uint32_t mask_value(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    return (r & 3) == 0 ? (uint32_t)(r >> 32) : (uint32_t)(r >> 32) & 0x3ffu;
}

/* Whether id is an f16 row of issue 29's second part whose integer source
 * (S1) has its own registers (FV_F16_EXP, FV_F16_MASK). */
static int split_row(vj_inst_id id)
{
    return id == VJ_I_V_LDEXP_F16 || id == VJ_I_V_LDEXP_F16_GFX11 ||
           id == VJ_I_V_CMP_CLASS_F16 || id == VJ_I_V_CMPX_CLASS_F16;
}

/* Whether source i of the f16 row id is an integer (its constants are
 * inline integers or integer literals, never f16 ones): v_cvt_f16_u16/i16's
 * S0, v_ldexp_f16's exponent, v_cmp_class_f16's mask. */
static int int_source16(vj_inst_id id, unsigned i)
{
    if (id == VJ_I_V_CVT_F16_U16 || id == VJ_I_V_CVT_F16_I16)
        return i == 0;
    return split_row(id) && i == 1;
}

/* The registers' kind of values for id. */
static int value_kind(vj_inst_id id)
{
    if (vj_inst_src_slot(id, 0, 64) == VJ_SLOT_B64) /* (P32: two f32) */
        return FV_F64;
    if (id == VJ_I_V_CVT_F16_U16 || id == VJ_I_V_CVT_F16_I16)
        return FV_I16;
    if (id == VJ_I_V_LDEXP_F16 || id == VJ_I_V_LDEXP_F16_GFX11)
        return FV_F16_EXP;
    if (id == VJ_I_V_CMP_CLASS_F16 || id == VJ_I_V_CMPX_CLASS_F16)
        return FV_F16_MASK;
    if (vj_inst_flags(id) & VJ_IF_MIX) /* issue 29, item 3: f16 pairs and f32 */
        return FV_MIX;
    if (((vj_inst_flags(id) & VJ_IF_FLOAT) && (vj_inst_flags(id) & VJ_IF_DOT)) ||
        id == VJ_I_V_DOT2C_F32_F16 || id == VJ_I_V_DOT2ACC_F32_F16)
        return FV_MIX; /* issue 29, item 4: f16 pairs (S0, S1) and an f32 S2 or D */
    if (vj_inst_src_slot(id, 0, 64) == VJ_SLOT_B16 ||
        vj_inst_src_slot(id, 0, 64) == VJ_SLOT_P16) /* (issue 29: packed f16) */
        return FV_F16;
    if (id == VJ_I_V_CVT_F16_F32 || id == VJ_I_V_CVT_PKRTZ_F16_F32)
        return FV_F32H;
    if (vj_inst_flags(id) & VJ_IF_FP8) /* issue 29, item 5 */
        return FV_F32F8;
    return FV_F32;
}

/* Issue 29: an f32 of the f16 range (2^-26 .. 2^17, so subnormal and
 * overflowing results too): an f16's value, a tie between two, or random
 * fraction bits. */
static uint32_t f32_near_f16(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    uint32_t sign = (uint32_t)(r >> 63) << 31, e = 127 - 26 + (uint32_t)((r >> 8) % 44);
    uint32_t frac = (uint32_t)(r >> 20) & 0x7fffffu;
    if ((r & 3) == 0)
        frac &= ~0x1fffu;
    else if ((r & 3) == 1)
        frac = (frac & ~0x1fffu) | 0x1000u;
    return sign | e << 23 | frac;
}

/* Issue 29, item 5: an f32 of the fp8/bf8 ranges (2^-20 .. 2^17: subnormal
 * and overflowing results too): an fp8 or bf8 value, a tie between two
 * (either format's), or random fraction bits. */
static uint32_t f32_near_f8(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    uint32_t sign = (uint32_t)(r >> 63) << 31, e = 127 - 20 + (uint32_t)((r >> 8) % 37);
    uint32_t frac = (uint32_t)(r >> 20) & 0x7fffffu, keep = (r & 4) ? 0x7fffffu >> 2 : 0x7fffffu >> 3;
    if ((r & 3) == 0)
        frac &= ~keep;
    else if ((r & 3) == 1)
        frac = (frac & ~keep) | ((keep + 1) >> 1);
    return sign | e << 23 | frac;
}

/* A register's value; `high`: one of v20-v39, s50-s99 (FV_F16_EXP and
 * FV_F16_MASK keep their integer source's values there). */
static uint32_t value32(int kind, int high, uint64_t *rng)
{
    if (kind == FV_I16)
        return int16_value(rng) | (uint32_t)int16_value(rng) << 16;
    if (kind == FV_F16_EXP && high)
        return exp16_value(rng) | (uint32_t)exp16_value(rng) << 16;
    if (kind == FV_F16_MASK && high)
        return mask_value(rng);
    if (kind == FV_MIX) /* f16 pairs low, f32 (half near the f16 range) high */
        return !high                    ? vj_test_f16(rng) | (uint32_t)vj_test_f16(rng) << 16
               : vj_test_rand(rng) & 1 ? f32_near_f16(rng)
                                       : (uint32_t)vj_test_float(rng, 0);
    if (kind == FV_F16 || kind == FV_F16_EXP || kind == FV_F16_MASK)
        return vj_test_f16(rng) | (uint32_t)vj_test_f16(rng) << 16;
    if (kind == FV_F32H && (vj_test_rand(rng) & 1))
        return f32_near_f16(rng);
    if (kind == FV_F32F8 && (vj_test_rand(rng) & 1))
        return f32_near_f8(rng);
    return (uint32_t)vj_test_float(rng, 0);
}

static void fill_wave(struct vj_wave *w, unsigned wave, int kind, uint64_t *rng)
{
    int is64 = kind == FV_F64;
    w->wave_size = wave;
    for (unsigned r = 0; r < 40; r += 2)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++) {
            uint64_t x = is64 ? vj_test_float(rng, 1) : value32(kind, r >= 20, rng);
            uint64_t y = is64 ? vj_test_float(rng, 1)
                              : value32(kind, r >= 20, rng); /* (f64: unused) */
            w->v[r][l] = (uint32_t)x;
            w->v[r + 1][l] = is64 ? (uint32_t)(x >> 32) : (uint32_t)y;
        }
    for (unsigned s = 0; s < VJ_SREG_NUM_SGPR; s += 2) {
        uint64_t x = is64 ? vj_test_float(rng, 1) : value32(kind, s >= 50, rng);
        w->s[s] = (uint32_t)x;
        w->s[s + 1] = is64 ? (uint32_t)(x >> 32) : value32(kind, s >= 50, rng);
    }
    w->mode = vj_test_mode(rng);
    /* VCC: v_div_fmas reads its lane bit (room div) */
    uint64_t vcc = vj_test_rand(rng);
    w->s[VJ_SREG_VCC_LO] = (uint32_t)vcc;
    w->s[VJ_SREG_VCC_HI] = (uint32_t)(vcc >> 32);
    uint64_t r = vj_test_rand(rng);
    uint64_t exec = (r & 3) == 0 ? vj_test_rand(rng) : (r & 15) == 1 ? 0 : ~0ull;
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
}

static const vj_target family_target[VJ_FAM_COUNT] = {VJ_GFX942, VJ_GFX1030, VJ_GFX1100,
                                                      VJ_GFX1200};

/* The family's target above, or where id is not on it (v_mad_f32 is on
 * neither gfx942 nor gfx1030) the family's first target that has it;
 * VJ_TARGET_COUNT if none does. */
static vj_target target_for(vj_inst_id id, unsigned fam)
{
    /* (issue 29: a 16-bit result GFX9 leaves no rule for is refused there) */
    if (fam == VJ_FAM_GFX9 && (vj_inst_flags(id) & VJ_IF_HI16_GFX9))
        return VJ_TARGET_COUNT;
    if (vj_inst_on_target(id, family_target[fam]))
        return family_target[fam];
    for (unsigned t = 0; t < VJ_TARGET_COUNT; t++)
        if (vj_target_family((vj_target)t) == (vj_family)fam && vj_inst_on_target(id, (vj_target)t))
            return (vj_target)t;
    return VJ_TARGET_COUNT;
}

/* A random VOP3 form of id: VGPRs v0-v39 (pairs even), SGPRs, inline
 * constants, a literal (not on GFX9), random source and output modifiers.
 * Issue 29: a 16-bit source's float constant is an f16 one and its literal
 * an f16 (in the low half); v_fma_f16 takes random op_sel (GFX9: not bit
 * 3), and so does the GFX11+ VOP3 form of the other f16 rows with 16-bit
 * sources (v_fmac_f16's is refused, and v_cvt_f16_f32's): its 16-bit
 * sources' halves and a 16-bit result's. */
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
    /* issue 29, second part: a split row's f16 in v0-v19 and s0-s49, its
     * integer source's values above (fill_wave) */
    int split = split_row(id);
    unsigned half = split ? 2 : 1;
    in->dst.index =
        (unsigned)(vj_test_rand(rng) % (20 / half)) * 2 + (ddw == 1 ? vj_test_rand(rng) % 2 : 0);
    for (unsigned i = 0; i < in->nsrc; i++) {
        vj_operand *o = &in->src[i];
        /* (a packed f32 source: a register pair of two f32, or a constant's dword) */
        int pair = vj_inst_src_slot(id, i, 64) == VJ_SLOT_P32;
        int wide = vj_slot_dwords(vj_inst_src_slot(id, i, 64)) == 2 && !pair;
        int h16 = vj_inst_src_slot(id, i, 64) == VJ_SLOT_B16;
        int isrc = int_source16(id, i); /* an integer source: no float constants */
        o->dwords = wide || pair ? 2 : 1;
        unsigned r = (unsigned)(vj_test_rand(rng) % 100);
        if (r < 70) {
            o->kind = VJ_OPND_VGPR;
            o->index = (unsigned)(vj_test_rand(rng) % (20 / half)) * 2 +
                       (wide || pair ? 0 : vj_test_rand(rng) % 2) + (split && i == 1 ? 20 : 0);
        } else if (r < 80) {
            o->kind = VJ_OPND_SREG;
            o->index = (unsigned)(vj_test_rand(rng) % (50 / half)) * 2 + (split && i == 1 ? 50 : 0);
        } else if (r < 86 || (isrc && (r < 93 || vj_target_family(t) == VJ_FAM_GFX9))) {
            o->dwords = 1;
            o->kind = VJ_OPND_INLINE_INT;
            int v = (int)(vj_test_rand(rng) % 81) - 16;
            o->value = wide || pair ? (uint64_t)(int64_t)v : (uint32_t)v;
        } else if (r < 93 || vj_target_family(t) == VJ_FAM_GFX9) {
            static const uint32_t f32[] = {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u,
                                           0x40000000u, 0xc0800000u, 0x3e22f983u};
            static const uint64_t f64[] = {0x3fe0000000000000ull, 0xbfe0000000000000ull,
                                           0x3ff0000000000000ull, 0xbff0000000000000ull,
                                           0x4000000000000000ull, 0xc010000000000000ull,
                                           0x3fc45f306dc9c882ull};
            static const uint16_t f16[] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                           0xc000, 0x4400, 0xc400, 0x3118};
            unsigned k = (unsigned)(vj_test_rand(rng) % 7);
            o->dwords = wide ? 2 : 1;
            o->kind = VJ_OPND_INLINE_FLOAT;
            o->value = wide ? f64[k] : f32[k];
            if (h16) {
                o->kind = VJ_OPND_INLINE_F16;
                o->value = f16[vj_test_rand(rng) % 9];
            }
        } else {
            o->kind = VJ_OPND_LITERAL; /* an f64's: its high dword */
            o->value = (uint32_t)(vj_test_float(rng, wide) >> (wide ? 32 : 0));
            if (h16)
                o->value = vj_test_f16(rng);
            if (vj_inst_flags(id) & VJ_IF_MIX) { /* issue 29, item 3: the assembler's
                                                  * f16 (low half), two f16 or an f32 */
                uint64_t x = vj_test_rand(rng);
                if (x % 3 == 0)
                    o->value = vj_test_f16(rng);
                else if (x % 3 == 1)
                    o->value = vj_test_f16(rng) | (uint32_t)vj_test_f16(rng) << 16;
                else
                    o->value = (x >> 8) & 1 ? f32_near_f16(rng) : (uint32_t)vj_test_float(rng, 0);
            }
            if (vj_inst_src_slot(id, i, 64) == VJ_SLOT_P16) /* packed f16: two of them */
                o->value = vj_test_f16(rng) | (uint32_t)vj_test_f16(rng) << 16;
            if (isrc) { /* issue 29, second part: the integer source's values */
                int k = value_kind(id);
                o->value = k == FV_I16       ? int16_value(rng)
                           : k == FV_F16_EXP ? exp16_value(rng)
                                             : mask_value(rng);
            }
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
    if (vj_inst_flags(id) & VJ_IF_INTDST) /* an integer result's: not modelled, refused */
        in->clamp = in->omod = 0;
    if (vj_inst_flags(id) & VJ_IF_NOOMOD) /* a compare: no OMOD, CLAMP refused */
        in->clamp = in->omod = 0;
    if (id == VJ_I_V_CVT_PKRTZ_F16_F32) /* issue 29: refused (not modelled) */
        in->clamp = in->omod = 0;
    if ((vj_inst_flags(id) & VJ_IF_INTSRC1) ||
        id == VJ_I_V_LDEXP_F16_GFX11) { /* class's mask, ldexp's exponent: no ABS/NEG (GFX11's
                                            v_ldexp_f16 prints them; lowering refuses them) */
        in->abs &= 1u;
        in->neg &= 1u;
    }
    if (vj_inst_flags(id) & VJ_IF_MIX) {
        /* issue 29, item 3: mixed precision: random op_sel, op_sel_hi
         * (default 0), NEG (neg_lo), ABS (neg_hi) and CLAMP (drawn above);
         * no OMOD, no neg_hi of its own. A register source mostly of the
         * kind op_sel_hi says (FV_MIX: f16 pairs low, f32 high), now and
         * then the other; an inline float only where op_sel_hi is set
         * (lowering refuses one read as f32) */
        uint64_t q = vj_test_rand(rng);
        in->omod = 0;
        in->neg_hi = 0;
        in->opsel = (q & 1) ? (uint8_t)((q >> 4) & m) : 0;
        in->opsel_hi = (uint8_t)((q >> 8) & m);
        in->neg = (q & 2) ? (uint8_t)((q >> 12) & m) : 0;
        in->abs = (q & 4) ? (uint8_t)((q >> 16) & m) : 0;
        for (unsigned i = 0; i < in->nsrc; i++) {
            vj_operand *o = &in->src[i];
            int f16 = (in->opsel_hi >> i) & 1;
            uint64_t x = vj_test_rand(rng);
            if ((x & 3) && o->kind == VJ_OPND_VGPR)
                o->index = (f16 ? 0 : 20) + (unsigned)((x >> 8) % 20);
            else if ((x & 3) && o->kind == VJ_OPND_SREG)
                o->index = (f16 ? 0 : 50) + (unsigned)((x >> 8) % 25) * 2;
            if (o->kind == VJ_OPND_INLINE_F16)
                in->opsel_hi |= (uint8_t)(1u << i);
        }
    } else if (vj_inst_table[id].enc == VJ_ENC_VOP3P) {
        /* room pkf32: packed f32 takes no ABS or OMOD; random op_sel,
         * op_sel_hi, neg_lo, neg_hi; a constant's low dword only (its high
         * one is refused, not modelled). Issue 29: packed f16 takes either
         * half of a constant (an inline float's high half is 0) */
        uint64_t q = vj_test_rand(rng);
        in->abs = 0;
        in->omod = 0;
        in->opsel = (q & 1) ? (uint8_t)((q >> 4) & m) : 0;
        in->opsel_hi = (q & 2) ? (uint8_t)((q >> 8) & m) : (uint8_t)m;
        in->neg = (q & 4) ? (uint8_t)((q >> 12) & m) : 0;
        in->neg_hi = (q & 8) ? (uint8_t)((q >> 16) & m) : 0;
        for (unsigned i = 0; i < in->nsrc; i++)
            if (in->src[i].kind != VJ_OPND_VGPR && in->src[i].kind != VJ_OPND_SREG &&
                vj_inst_src_slot(id, i, 64) == VJ_SLOT_P32) {
                in->opsel &= (uint8_t)~(1u << i);
                in->opsel_hi &= (uint8_t)~(1u << i);
            }
        if (vj_inst_flags(id) & VJ_IF_DOT) {
            /* issue 29, item 4: a float dot product: S0 and S1 f16 pairs
             * (v0-v19, s0-s49), S2 an f32 (v20-v39, s50-s99; a literal
             * mostly near the products' range); S2's op_sel and neg_hi
             * clear, its op_sel_hi set (the rest refused: lower.c) */
            in->opsel &= 3;
            in->opsel_hi |= 4;
            in->neg_hi &= 3;
            for (unsigned i = 0; i < in->nsrc; i++) {
                vj_operand *o = &in->src[i];
                if (o->kind == VJ_OPND_VGPR)
                    o->index = (i == 2 ? 20 : 0) + (unsigned)(vj_test_rand(rng) % 20);
                else if (o->kind == VJ_OPND_SREG)
                    o->index = (i == 2 ? 50 : 0) + (unsigned)(vj_test_rand(rng) % 25) * 2;
                else if (o->kind == VJ_OPND_LITERAL && i == 2)
                    o->value = (vj_test_rand(rng) & 1) ? f32_near_f16(rng)
                                                       : (uint32_t)vj_test_float(rng, 0);
            }
        }
    }
    if (id == VJ_I_V_DOT2C_F32_F16 || id == VJ_I_V_DOT2ACC_F32_F16) {
        /* issue 29, item 4: the accumulating dot product: f16 pairs in
         * v0-v19/s0-s49, D (the f32 accumulator) in v20-v39; no ABS/NEG/
         * OMOD (refused), the 32-bit form where there is no other (its
         * src1 a VGPR, no CLAMP) */
        in->abs = in->neg = in->omod = 0;
        in->dst.index = 20 + (unsigned)(vj_test_rand(rng) % 20);
        for (unsigned i = 0; i < 2; i++) {
            vj_operand *o = &in->src[i];
            if (o->kind == VJ_OPND_VGPR)
                o->index %= 20;
            else if (o->kind == VJ_OPND_SREG)
                o->index %= 50;
            else if (o->kind == VJ_OPND_LITERAL)
                o->value = vj_test_f16(rng) | (uint32_t)vj_test_f16(rng) << 16;
        }
        if ((vj_inst_flags(id) & VJ_IF_NOE64) || (vj_test_rand(rng) & 1)) {
            in->e32 = 1;
            in->clamp = 0;
            if (in->src[1].kind != VJ_OPND_VGPR) {
                in->src[1].kind = VJ_OPND_VGPR;
                in->src[1].index = (unsigned)(vj_test_rand(rng) % 20);
            }
        }
    }
    if ((vj_inst_flags(id) & VJ_IF_OPSEL) && (vj_inst_flags(id) & VJ_IF_FLOAT)) {
        /* GFX9's op_sel[3]: where the row keeps the other half there
         * (VJ_IF_HI16_KEEP: v_fma_f16, v_mad_f16, v_div_fixup_f16), else
         * refused (lower.c: no rule) */
        in->opsel = (uint8_t)(vj_test_rand(rng) & (vj_target_family(t) == VJ_FAM_GFX9 &&
                                                           !(vj_inst_flags(id) & VJ_IF_HI16_KEEP)
                                                       ? 7
                                                       : 15));
        if (id == VJ_I_V_PACK_B32_F16 || id == VJ_I_V_CVT_PKNORM_I16_F16 ||
            id == VJ_I_V_CVT_PKNORM_U16_F16) /* issue 29, items 4, 6: its sources' bits
                                               * (the rest refused: lower.c) */
            in->opsel &= 3u;
    } else if ((vj_inst_flags(id) & VJ_IF_FLOAT) && vj_target_family(t) >= VJ_FAM_GFX11 &&
               id != VJ_I_V_FMAC_F16 && !(vj_inst_flags(id) & VJ_IF_MIX) &&
               !vj_inst_sreg_dst(id)) { /* (GFX12's v_s_*_f16: no op_sel, refused) */
        unsigned hm = 0;
        for (unsigned i = 0; i < in->nsrc && i < 3; i++)
            if (vj_inst_src_slot(id, i, 64) == VJ_SLOT_B16)
                hm |= 1u << i;
        if (hm && ((vj_inst_flags(id) & VJ_IF_D16) ||
                   (vj_inst_table[id].enc == VJ_ENC_VOP3 &&
                    !(vj_inst_flags(id) & VJ_IF_NOOMOD)))) /* a 16-bit result (v_cvt_f16_f32's
                                                              op_sel is refused: lower.c; the
                                                              VOP3-only rows: v_maxmin_f16...) */
            hm |= 8u;
        if (hm) /* (the other float rows draw nothing: their streams unchanged) */
            in->opsel = (uint8_t)(vj_test_rand(rng) & hm);
    }
    if (vj_inst_has_sdst(id, vj_target_family(t)) && !(vj_inst_flags(id) & VJ_IF_NOOMOD)) {
        /* v_div_scale (VOP3b: no ABS, its bits hold the SDST), as LLVM's
         * sequence calls it: S0 the denominator or the numerator, half the time */
        in->abs = 0;
        if (r >> 20 & 1)
            in->src[0] = in->src[(r >> 21 & 1) ? 2 : 1];
    }
    if (vj_inst_sreg_dst(id)) { /* room frows: GFX12's v_s_*: an SGPR, from a scalar source */
        in->dst.kind = VJ_OPND_NONE;
        in->dst.dwords = 0;
        in->sdst.kind = VJ_OPND_SREG;
        in->sdst.dwords = 1;
        in->sdst.index = 40 + (unsigned)(vj_test_rand(rng) % 60);
        if (in->src[0].kind == VJ_OPND_VGPR) {
            in->src[0].kind = VJ_OPND_SREG;
            in->src[0].index = (unsigned)(vj_test_rand(rng) % 40);
        }
    }
    if (vj_inst_has_sdst(id, vj_target_family(t))) { /* a compare's mask: s40-s99 */
        in->sdst.kind = VJ_OPND_SREG;
        in->sdst.dwords = (uint8_t)(wave / 32);
        in->sdst.index = 40 + (unsigned)(vj_test_rand(rng) % 30) * 2;
    }
    if (id == VJ_I_V_PK_FMAC_F16) { /* issue 29, item 3: VOP2 only: VSRC1 a VGPR, no
                                     * modifier; src0 any kind (a literal: two f16) */
        in->e32 = 1;
        in->abs = in->neg = in->clamp = in->omod = in->opsel = 0;
        if (in->src[1].kind != VJ_OPND_VGPR) {
            in->src[1].kind = VJ_OPND_VGPR;
            in->src[1].index = (unsigned)(vj_test_rand(rng) % 40);
        }
        if (in->src[0].kind == VJ_OPND_LITERAL)
            in->src[0].value = vj_test_f16(rng) | (uint32_t)vj_test_f16(rng) << 16;
    }
    int ks = vj_inst_k_src(id);
    if (ks > 0 && vj_inst_src_slot(id, (unsigned)ks, 64) == VJ_SLOT_B16) {
        /* issue 29: the f16 K forms (v_fmaak/fmamk_f16, v_madak/madmk_f16),
         * VOP2 only: K the literal dword, an f16 in its low half (a decoded
         * word's high half is anything: now and then junk there); VSRC1 a
         * VGPR; src0 a register or an inline constant (one literal: K's); no
         * ABS/NEG/CLAMP/OMOD/op_sel. (The f32 K rows draw as before.) */
        uint64_t q = vj_test_rand(rng);
        vj_operand *k = &in->src[ks], *v1 = &in->src[ks == 2 ? 1 : 2], *s0 = &in->src[0];
        k->kind = VJ_OPND_LITERAL;
        k->dwords = 1;
        k->value = vj_test_f16(rng) | ((q & 3) == 0 ? (uint32_t)(q >> 32) & 0xffff0000u : 0);
        if (v1->kind != VJ_OPND_VGPR) {
            v1->kind = VJ_OPND_VGPR;
            v1->index = (unsigned)((q >> 8) % 40);
        }
        if (s0->kind == VJ_OPND_LITERAL) {
            s0->kind = VJ_OPND_VGPR;
            s0->index = (unsigned)((q >> 16) % 40);
        }
        in->e32 = 1;
        in->abs = in->neg = in->clamp = in->omod = in->opsel = 0;
    }
}

/* Room fdpp: a source as a VGPR v0-v39 (the forms' src0, a 32-bit form's
 * src1). */
static void to_vgpr(vj_operand *o, int wide, uint64_t *rng)
{
    o->kind = VJ_OPND_VGPR;
    o->dwords = (uint8_t)(wide ? 2 : 1);
    o->index = (unsigned)(vj_test_rand(rng) % 40) & (wide ? ~1u : ~0u);
}

/* Room fdpp: now and then one of the other forms of the VOP3 instruction
 * rand_float_inst drew, where we take it: SDWA (GFX9/GFX10: random
 * selects, NEG/ABS on the float sources and SEXT on the integer ones,
 * CLAMP, OMOD where the form has it), DPP16 (a random control the target
 * defines, bound_ctrl, fi, row and bank masks; NEG/ABS), DPP8 (no
 * modifiers) and VOP3-DPP (GFX11+, the VOP3 word's modifiers); a 32-bit
 * form's compare writes vcc. */
static void rand_float_form(vj_inst *in, unsigned wave, uint64_t *rng)
{
    vj_inst_id id = in->id;
    vj_target t = in->target;
    vj_family fam = vj_target_family(t);
    uint64_t r = vj_test_rand(rng);
    unsigned pick = (unsigned)(r % 8);
    unsigned fm = vj_inst_float_mods(id);
    int vopc = vj_inst_enc(id, fam) == VJ_ENC_VOPC;
    if (pick == 0 && vj_sdwa_has_form(id, fam)) {
        in->e32 = in->sdwa = 1;
        in->opsel = 0;
        in->dst_sel = (uint8_t)((r >> 8) % 7);
        in->dst_unused = (uint8_t)((r >> 12) % 3);
        for (unsigned i = 0; i < in->nsrc && i < 2; i++) {
            in->src_sel[i] = (uint8_t)((r >> (16 + 4 * i)) % 7);
            in->src_sext[i] = (uint8_t)(!((fm >> i) & 1) && ((r >> (24 + i)) & 1));
            if (in->src[i].kind == VJ_OPND_LITERAL)
                to_vgpr(&in->src[i], 0, rng);
        }
        in->abs &= (uint8_t)fm;
        in->neg &= (uint8_t)fm;
        if (!vj_sdwa_takes_omod(id))
            in->omod = 0;
        if (vopc) {
            in->dst_sel = VJ_SEL_DWORD;
            in->dst_unused = 0;
            in->clamp = 0;
        }
        return;
    }
    int d16 = pick == 1 && vj_inst_has_dpp16(id, t);
    int d8 = pick == 2 && vj_inst_has_dpp8(id, t);
    int v3 = pick == 3 && (vj_inst_has_vop3_dpp(id, t, 16) || vj_inst_has_vop3_dpp(id, t, 8));
    if (!d16 && !d8 && !v3)
        return;
    int wide0 = vj_inst_src_slot(id, 0, 64) == VJ_SLOT_B64; /* (gfx90a's DP ALU DPP) */
    /* issue 29: a GFX11+ f16 row's op_sel: its VOP3 form's only */
    if (!(vj_inst_flags(id) & VJ_IF_OPSEL) && vj_inst_table[id].enc != VJ_ENC_VOP3P)
        in->opsel = 0;
    to_vgpr(&in->src[0], wide0, rng);
    int v16 = vj_inst_has_vop3_dpp(id, t, 16), v8 = vj_inst_has_vop3_dpp(id, t, 8);
    if (d16 || (v3 && v16 && (((r >> 8) & 1) || !v8))) {
        unsigned c;
        do
            c = (unsigned)(vj_test_rand(rng) % 0x170);
        while (!vj_dpp16_ctrl_valid_for(id, t, c));
        in->dpp = 16;
        in->dpp_ctrl = (uint16_t)c;
        in->dpp_bound = (uint8_t)((r >> 9) & 1);
        in->dpp_fi = (uint8_t)(fam >= VJ_FAM_GFX10 && ((r >> 10) & 1));
        int full = (r >> 11) & 1;
        in->dpp_row_mask = (uint8_t)(full ? 15 : (r >> 12) & 15);
        in->dpp_bank_mask = (uint8_t)(full ? 15 : (r >> 16) & 15);
    } else {
        in->dpp = 8;
        in->dpp_sel = (uint32_t)(r >> 20) & 0xffffff;
        in->dpp_fi = (uint8_t)((r >> 44) & 1);
    }
    for (unsigned i = 1; i < in->nsrc; i++)
        if (in->src[i].kind == VJ_OPND_LITERAL || (!v3 && i == 1))
            to_vgpr(&in->src[i], vj_inst_src_slot(id, i, 64) == VJ_SLOT_B64, rng);
    if (v3)
        return;
    /* the 32-bit forms: NEG/ABS in DPP16's dword only; a compare's vcc */
    in->e32 = 1;
    in->clamp = in->omod = 0;
    in->abs &= (uint8_t)(d16 ? fm : 0);
    in->neg &= (uint8_t)(d16 ? fm : 0);
    if (vj_inst_has_sdst(id, fam)) {
        in->sdst.kind = VJ_OPND_SREG;
        in->sdst.index = VJ_SREG_VCC_LO;
        in->sdst.dwords = (uint8_t)(wave / 32);
    }
}

/* Whether VJ_FLOAT_INSTS (a comma-separated list of base names) leaves id in. */
static int inst_wanted(vj_inst_id id)
{
    const char *e = getenv("VJ_FLOAT_INSTS");
    if (!e || !*e)
        return 1;
    size_t n = strlen(vj_inst_table[id].name);
    if (n > 4 && !strcmp(vj_inst_table[id].name + n - 4, "_e64"))
        n -= 4;
    for (const char *p = e; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
        if (!strncmp(p, vj_inst_table[id].name, n) && (p[n] == ',' || p[n] == '\0'))
            return 1;
    return 0;
}

static uint64_t lanes_wanted(void)
{
    const char *e = getenv("VJ_FLOAT_LANES");
    unsigned long long v = e && *e ? strtoull(e, NULL, 10) : 0;
    return v ? v : 100000;
}

#define BLOCK_INSTS 8

/* The first n instructions of insts on both engines (the interpreter as
 * `optimise` and `flags` say) from init: whether they differ. */
static int prefix_differs(const vj_inst *insts, unsigned n, const struct vj_wave *init,
                          struct vj_wave *wi, struct vj_wave *wr, int optimise, unsigned flags,
                          vj_wave_difference *d)
{
    char err[512];
    memcpy(wr, init, sizeof *wr);
    if (vj_ref_run(insts, n, wr, err, sizeof err) != VJ_OK)
        return 1;
    vj_ir_block b;
    vj_ir_init(&b, insts[0].target, init->wave_size);
    int bad = vj_lower(&b, insts, n, err, sizeof err) != VJ_OK ||
              (optimise && vj_ir_optimize(&b) != VJ_OK);
    memcpy(wi, init, sizeof *wi);
    bad = bad || vj_interp_run_ex(&b, wi, flags, err, sizeof err) != VJ_OK;
    vj_ir_release(&b);
    return bad || vj_wave_first_difference(wi, wr, d);
}

/* A mismatch's case, for the message: the first instruction after which the
 * engines differ, the lane and both values there, its sources' values in
 * that lane (as the reference holds them before it), the destination's old
 * value and MODE. */
static void mismatch_case(const vj_inst *insts, const struct vj_wave *init, int optimise,
                          unsigned flags, char *out, size_t size)
{
    struct vj_wave *wi = vj_test_wave_new(0), *wr = vj_test_wave_new(0);
    unsigned k = 1;
    vj_wave_difference d = {.lane = 0};
    while (k < BLOCK_INSTS && !prefix_differs(insts, k, init, wi, wr, optimise, flags, &d))
        k++;
    if (k == BLOCK_INSTS)
        prefix_differs(insts, k, init, wi, wr, optimise, flags, &d);
    int lane = d.lane;
    /* the state before instruction k - 1 */
    char err[512];
    memcpy(wr, init, sizeof *wr);
    if (k > 1)
        vj_ref_run(insts, k - 1, wr, err, sizeof err);
    const vj_inst *in = &insts[k - 1];
    char line[160];
    vj_disasm_inst(in, line, sizeof line);
    unsigned l = lane < 0 ? 0 : (unsigned)lane;
    int n = snprintf(out, size,
                     "first differing instruction: %s (%s lane %u: interp 0x%llx, reference "
                     "0x%llx; mode 0x%x, %s): ",
                     line, d.reg, l, (unsigned long long)d.a, (unsigned long long)d.b, wr->mode,
                     vj_target_name(in->target));
    for (unsigned i = 0; i < in->nsrc && n > 0 && (size_t)n < size; i++) {
        const vj_operand *o = &in->src[i];
        unsigned long long v = o->value;
        if (o->kind == VJ_OPND_VGPR)
            v = wr->v[o->index][l] | (o->dwords == 2 ? (uint64_t)wr->v[o->index + 1][l] << 32 : 0);
        else if (o->kind == VJ_OPND_SREG)
            v = wr->s[o->index] | (o->dwords == 2 ? (uint64_t)wr->s[o->index + 1] << 32 : 0);
        n += snprintf(out + n, size - (size_t)n, "src%u 0x%llx, ", i, v);
    }
    if (n > 0 && (size_t)n < size && in->dst.kind == VJ_OPND_VGPR)
        snprintf(out + n, size - (size_t)n, "old dst 0x%x (abs %u neg %u op_sel %u)",
                 wr->v[in->dst.index][l], in->abs, in->neg, in->opsel);
    free(wi);
    free(wr);
}

/* VJ_FLOAT_ALL set: the blocks that differed (each printed, the test
 * failing at its end) instead of the first failing the test. */
static uint64_t mismatches;

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
                char *ir = vj_ir_print(&b), cs[512];
                mismatch_case(insts, init, optimise, flags, cs, sizeof cs);
                if (getenv("VJ_FLOAT_ALL")) { /* count, print the case, go on */
                    fprintf(stderr, "mismatch%s%s: %s\n", optimise ? " (optimised)" : "",
                            flags ? " (portable)" : "", cs);
                    mismatches++;
                    free(ir);
                    vj_ir_release(&b);
                    return (uint64_t)__builtin_popcountll(vj_wave_exec(init)) * BLOCK_INSTS;
                }
                if (ir && strlen(ir) > 2500) /* Check's message has a limit */
                    strcpy(ir + 2480, "\n  ...\n");
                ck_abort_msg("wave%u mode 0x%x%s%s: %s lane %d: interp 0x%llx, reference "
                             "0x%llx (VJ_DIFF_SEED %s)\n%s\n%s%s",
                             init->wave_size, init->mode, optimise ? " (optimised)" : "",
                             flags ? " (portable)" : "", d.reg, d.lane,
                             (unsigned long long)d.a, (unsigned long long)d.b,
                             getenv("VJ_DIFF_SEED") ? getenv("VJ_DIFF_SEED") : "default", cs,
                             text,
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
    if (!inst_wanted(id))
        return;
    const char *seed_env = getenv("VJ_DIFF_SEED");
    uint64_t rng = (seed_env && *seed_env ? strtoull(seed_env, NULL, 0) : 0xf10a7u) + id;
    /* the values are the source's format (a conversion's result is not) */
    int kind = value_kind(id);
    struct vj_wave *init = vj_test_wave_new(0), *wi = vj_test_wave_new(0),
                   *wr = vj_test_wave_new(0);
    uint64_t done = 0, blocks = 0, per_wave[2] = {0, 0}, modes[1024 / 64] = {0}, forms = 0;
    uint64_t opsels = 0, opsel_dst = 0; /* issue 29: 16-bit halves' op_sel, its dst bit */
    uint64_t pk_sel = 0, pk_const = 0; /* packed: a half other than the default, constants */
    uint64_t want = lanes_wanted();
    while (done < want) {
        unsigned fams[VJ_FAM_COUNT], nf = 0;
        for (unsigned f = 0; f < VJ_FAM_COUNT; f++)
            if (target_for(id, f) != VJ_TARGET_COUNT)
                fams[nf++] = f;
        vj_target t = target_for(id, fams[vj_test_rand(&rng) % nf]);
        unsigned wave = vj_target_family(t) == VJ_FAM_GFX9 ? 64 : (blocks & 1) ? 32 : 64;
        fill_wave(init, wave, kind, &rng);
        modes[(init->mode & 0x3ff) / 64] |= 1ull << (init->mode & 63);
        vj_inst insts[BLOCK_INSTS];
        for (unsigned k = 0; k < BLOCK_INSTS; k++) {
            rand_float_inst(&insts[k], id, t, wave, &rng);
            rand_float_form(&insts[k], wave, &rng);
            forms += insts[k].sdwa || insts[k].dpp;
            opsels += insts[k].opsel != 0 && vj_inst_table[id].enc != VJ_ENC_VOP3P;
            opsel_dst += (insts[k].opsel >> 3) & 1 && vj_inst_table[id].enc != VJ_ENC_VOP3P;
            if (vj_inst_table[id].enc == VJ_ENC_VOP3P) {
                unsigned m = (1u << insts[k].nsrc) - 1;
                pk_sel += insts[k].opsel != 0 || (insts[k].opsel_hi & m) != m;
                for (unsigned i = 0; i < insts[k].nsrc; i++)
                    pk_const += insts[k].src[i].kind != VJ_OPND_VGPR &&
                                insts[k].src[i].kind != VJ_OPND_SREG;
            }
        }
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
                "MODE values, %llu SDWA/DPP instructions, %llu with op_sel (%llu its dst "
                "bit), %llu packed with a half picked other than the default, %llu "
                "constant sources, %llu mismatches\n",
                vj_inst_table[id].name, (unsigned long long)done,
                (unsigned long long)per_wave[0], (unsigned long long)per_wave[1],
                (unsigned long long)blocks, nmodes, (unsigned long long)forms,
                (unsigned long long)opsels, (unsigned long long)opsel_dst,
                (unsigned long long)pk_sel, (unsigned long long)pk_const,
                (unsigned long long)mismatches);
    }
    free(init);
    free(wi);
    free(wr);
    uint64_t bad = mismatches;
    mismatches = 0;
    ck_assert_msg(bad == 0, "%s: %llu blocks differ", vj_inst_table[id].name,
                  (unsigned long long)bad);
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
