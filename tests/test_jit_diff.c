/* test_jit_diff: JIT vs interpreter vs reference evaluator on random blocks of
 * 1-16 instructions from the whole instruction table, every target family,
 * wave32 and wave64, random operands, literals (perm selectors of every
 * shape) and exec masks, floats of every class under a random MODE,
 * unoptimised and optimised IR; CDNA's AGPR moves
 * among the others on GFX9 (the AGPRs compared with the rest of the wave). Blocks are compiled
 * 256 to a libgccjit context, at -O0 (the cheapest compile: make check stays
 * short) except the second batch, at -O2 (test_jit covers -O2 further).
 * VJ_JIT_DIFF_COUNT sets the block count (default 10240). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/frontend.h"
#include "interp/interp.h"
#include "ir/ir.h"
#include "jit/jit.h"
#include "testutil.h"

enum { BATCH = 256, MAXI = 16 };

/* Targets to draw from: one per encoding family, plus both wave sizes. */
static const struct {
    vj_target t;
    unsigned wave;
} configs[] = {
    {VJ_GFX942, 64}, {VJ_GFX1030, 32}, {VJ_GFX1030, 64},
    {VJ_GFX1100, 32}, {VJ_GFX1100, 64}, {VJ_GFX1200, 32},
};

/* A source operand field: VGPRs, SGPRs, vcc, exec, m0/null, ttmps, inline
 * integers and floats, vccz/execz/scc, a literal. */
static unsigned random_src(uint64_t *rng)
{
    switch (vj_test_rand(rng) % 10) {
    case 0: case 1: case 2: case 3:
        return 256 + (unsigned)(vj_test_rand(rng) % 24);
    case 4:
        return (unsigned)(vj_test_rand(rng) % 12);
    case 5: {
        static const unsigned s[] = {106, 107, 124, 125, 126, 127, 108, 115, 251, 252, 253};
        return s[vj_test_rand(rng) % (sizeof s / sizeof s[0])];
    }
    case 6:
        return 128 + (unsigned)(vj_test_rand(rng) % 81); /* -16..64 */
    case 7:
        return 240 + (unsigned)(vj_test_rand(rng) % 9);
    default:
        return 255;
    }
}

/* A DPP16 control: most of them the target's (the decoder refuses the
 * rest), one of each family. */
static unsigned dpp16_ctrl(uint64_t *rng)
{
    static const unsigned ctrls[] = {0x1b,  0xe4,  0x4e,  0x101, 0x10f, 0x111, 0x118, 0x11f,
                                     0x121, 0x12c, 0x130, 0x134, 0x138, 0x13c, 0x140, 0x141,
                                     0x142, 0x143, 0x153, 0x15f, 0x160, 0x16b};
    return ctrls[vj_test_rand(rng) % (sizeof ctrls / sizeof ctrls[0])];
}

/* A literal: a perm selector of any shape half the time, else anything. */
static uint32_t random_literal(uint64_t *rng)
{
    if (vj_test_rand(rng) % 2)
        return (uint32_t)vj_test_rand(rng);
    uint32_t s = 0;
    for (unsigned i = 0; i < 4; i++) {
        uint32_t r = (uint32_t)vj_test_rand(rng);
        s |= (r % 4 == 0 ? (r >> 8) & 0xff : (r >> 8) % 14) << (8 * i);
    }
    return s;
}

/* A VOPD word of the integer operations (GFX11+, wave32): random fields,
 * small VGPRs so that a half often reads the other's VDST. */
static void random_vopd(uint64_t *rng, uint8_t raw[12])
{
    static const unsigned xops[] = {8, 9}, yops[] = {8, 9, 16, 17, 18};
    unsigned opx = xops[vj_test_rand(rng) % 2], opy = yops[vj_test_rand(rng) % 5];
    unsigned v1x = opx == 8 ? 0 : (unsigned)(vj_test_rand(rng) % 32);
    unsigned v1y = opy == 8 ? 0 : (unsigned)(vj_test_rand(rng) % 32);
    uint32_t w0 = 0x32u << 26 | opx << 22 | opy << 17 | v1x << 9 | random_src(rng);
    uint32_t w1 = (uint32_t)(vj_test_rand(rng) % 32) << 24 | (uint32_t)(vj_test_rand(rng) % 16)
                  << 17 | v1y << 9 | random_src(rng);
    uint32_t lit = random_literal(rng);
    for (unsigned i = 0; i < 4; i++) {
        raw[i] = (uint8_t)(w0 >> (8 * i));
        raw[4 + i] = (uint8_t)(w1 >> (8 * i));
        raw[8 + i] = (uint8_t)(lit >> (8 * i));
    }
}

/* One random valid instruction, decoded from random fields and encoded again
 * with vj_encode; 0 when the attempt gave no valid word (the caller retries). */
static size_t random_inst(vj_target t, unsigned wave, uint64_t *rng, uint8_t out[12])
{
    vj_family fam = vj_target_family(t);
    if (fam >= VJ_FAM_GFX11 && wave == 32 && vj_test_rand(rng) % 5 == 0) {
        uint8_t raw[12];
        vj_inst inst;
        vj_diag diag;
        size_t len = 0;
        random_vopd(rng, raw);
        if (vj_decode(t, wave, raw, 12, 0, &inst, &diag) != VJ_OK ||
            vj_encode(&inst, out, &len, &diag) != VJ_OK)
            return 0;
        return len;
    }
    vj_inst_id id = (vj_inst_id)(vj_test_rand(rng) % VJ_I_COUNT);
    /* a cross-lane instruction an eighth of the time, between ordinary ones
     * (the JIT splits its lane loop at one) */
    static const vj_inst_id xlane[] = {
        VJ_I_V_READLANE_B32, VJ_I_V_WRITELANE_B32, VJ_I_V_READFIRSTLANE_B32,
        VJ_I_V_MBCNT_LO_U32_B32, VJ_I_V_MBCNT_HI_U32_B32, VJ_I_V_PERMLANE64_B32, VJ_I_V_SWAP_B32,
        VJ_I_V_PERMLANE16_B32, VJ_I_V_PERMLANEX16_B32, /* from swap: room lanes */
        VJ_I_V_PERMLANE16_VAR_B32, VJ_I_V_PERMLANEX16_VAR_B32, /* gfx1200 */
        /* room movrel: m0 picks the register */
        VJ_I_V_MOVRELD_B32, VJ_I_V_MOVRELS_B32, VJ_I_V_MOVRELSD_B32, VJ_I_V_MOVRELSD_2_B32,
        VJ_I_V_SWAPREL_B32};
    if (vj_test_rand(rng) % 8 == 0)
        id = xlane[vj_test_rand(rng) % (sizeof xlane / sizeof xlane[0])];
    /* CDNA's AGPR moves a sixth of the time on GFX9, between ordinary ones */
    static const vj_inst_id acc[] = {VJ_I_V_ACCVGPR_READ_B32, VJ_I_V_ACCVGPR_WRITE_B32,
                                     VJ_I_V_ACCVGPR_MOV_B32};
    if (fam == VJ_FAM_GFX9 && vj_test_rand(rng) % 6 == 0)
        id = acc[vj_test_rand(rng) % 3];
    int opcode = vj_inst_table[id].opcode[fam];
    if (opcode < 0)
        return 0;
    vj_shape shape = vj_inst_table[id].shape;
    /* A mask destination: vcc mostly (what the next mask read takes),
     * SGPRs, exec now and then (the rest of the block under a new exec). */
    static const unsigned sdsts[] = {106, 106, 106, 4, 6, 126, 0, 2};
    unsigned sdst = sdsts[vj_test_rand(rng) % (sizeof sdsts / sizeof sdsts[0])];
    unsigned vdst = (unsigned)(vj_test_rand(rng) % 32);
    uint32_t lit = random_literal(rng);
    uint8_t raw[12];
    if (vj_inst_flags(id) & VJ_IF_ACCMOVE) {
        /* a0-a23 as the AGPR (VDST or source), v0-v31 the VGPR, so that the
         * moves meet each other and the ordinary instructions' registers;
         * write's source any field (a literal, which GFX9 lacks, is
         * refused); random op_sel_hi, which they take and ignore */
        uint32_t r = (uint32_t)vj_test_rand(rng), w0, w1 = 0;
        unsigned agpr = 256 + (unsigned)(vj_test_rand(rng) % 24), d = vdst % 24;
        if (id == VJ_I_V_ACCVGPR_MOV_B32) {
            w0 = 0x3fu << 25 | d << 17 | vj_inst_e32_opcode(id, fam) << 9 | agpr;
        } else {
            unsigned src = id == VJ_I_V_ACCVGPR_READ_B32 ? agpr : random_src(rng);
            w0 = (id == VJ_I_V_ACCVGPR_READ_B32 ? vdst : d) | (r & 1u) << 14 |
                 (uint32_t)opcode << 16 | 0xd3800000u;
            w1 = src | ((r >> 1) & 3u) << 27;
        }
        for (unsigned i = 0; i < 4; i++) {
            raw[i] = (uint8_t)(w0 >> (8 * i));
            raw[4 + i] = (uint8_t)(w1 >> (8 * i));
            raw[8 + i] = (uint8_t)(lit >> (8 * i));
        }
    } else if (vj_inst_has_e32(id, fam) && vj_test_rand(rng) % 2) {
        /* the 32-bit form (src1 a VGPR; masks read and written are vcc) */
        unsigned op = vj_inst_e32_opcode(id, fam), src0 = random_src(rng);
        unsigned vsrc1 = (unsigned)(vj_test_rand(rng) % 24);
        uint32_t w;
        switch (vj_inst_enc(id, fam)) {
        case VJ_ENC_VOP2:
            w = op << 25 | vdst << 17 | vsrc1 << 9 | src0;
            break;
        case VJ_ENC_VOP1:
            w = 0x3fu << 25 | vdst << 17 | op << 9 | src0;
            break;
        default:
            w = 0x3eu << 25 | op << 17 | vsrc1 << 9 | src0;
            break;
        }
        if (vj_sdwa_has_form(id, fam) && vj_test_rand(rng) % 3 == 0) {
            /* SDWA: src0 0xf9, random selects (0-6) in a second dword */
            w = (w & ~0x1ffu) | 0xf9;
            uint32_t r = (uint32_t)vj_test_rand(rng);
            lit = (uint32_t)(vj_test_rand(rng) % 24) | (r % 7) << 8 | ((r >> 3) % 3) << 11 |
                  ((r >> 5) % 7) << 16 | ((r >> 8) & 1) << 19 | ((r >> 9) % 7) << 24 |
                  ((r >> 12) & 1) << 27;
            /* room fdpp: a float op's NEG/ABS on its float sources (SEXT on
             * the others), CLAMP and OMOD where it has them */
            unsigned fm = vj_inst_float_mods(id);
            if (vj_inst_flags(id) & VJ_IF_FLOAT) {
                uint32_t q = (uint32_t)vj_test_rand(rng);
                lit &= ~((fm & 1 ? 1u << 19 : 0) | (fm & 2 ? 1u << 27 : 0));
                lit |= (fm & 1 ? (q & 3u) << 20 : 0) | (fm & 2 ? ((q >> 2) & 3u) << 28 : 0);
                if (vj_inst_enc(id, fam) != VJ_ENC_VOPC)
                    lit |= ((q >> 4) & 1u) << 13 |
                           (vj_sdwa_takes_omod(id) ? ((q >> 5) & 3u) << 14 : 0);
            }
        } else if (vj_inst_has_dpp16(id, t) && vj_test_rand(rng) % 3 == 0) {
            /* DPP16: src0 0xfa, a VGPR, a control (most of them the
             * target's; the decoder refuses the rest) and random FI,
             * BOUND_CTRL and row/bank masks (full half the time) */
            uint32_t r = (uint32_t)vj_test_rand(rng);
            w = (w & ~0x1ffu) | 0xfau;
            lit = (uint32_t)(vj_test_rand(rng) % 24) | dpp16_ctrl(rng) << 8 |
                  (r & 3u) << 18 | ((r >> 2) & 1 ? 0xffu : (r >> 3) & 0xffu) << 24;
            /* room fdpp: a float op's NEG/ABS bits (src0 20/21, src1 22/23) */
            unsigned fm = vj_inst_float_mods(id), q = (unsigned)vj_test_rand(rng);
            lit |= (fm & 1 ? (q & 3u) << 20 : 0) | (fm & 2 ? ((q >> 2) & 3u) << 22 : 0);
        } else if (vj_inst_has_dpp8(id, t) && vj_inst_src_slot(id, 0, wave) == VJ_SLOT_B32 &&
                   vj_test_rand(rng) % 4 == 0) {
            /* DPP8: src0 0xe9 (0xea: fetch inactive), a VGPR and random
             * lane selects in a second dword (the JIT reads other lanes) */
            uint32_t r = (uint32_t)vj_test_rand(rng);
            w = (w & ~0x1ffu) | ((r >> 31) ? 0xeau : 0xe9u);
            lit = (uint32_t)(vj_test_rand(rng) % 24) | (r & 0xffffffu) << 8;
        }
        for (unsigned i = 0; i < 4; i++) {
            raw[i] = (uint8_t)(w >> (8 * i));
            raw[4 + i] = (uint8_t)(lit >> (8 * i));
        }
    } else if (vj_inst_enc(id, fam) == VJ_ENC_VOP3P) {
        /* VOP3P: VGPR sources; random op_sel / op_sel_hi on the packed
         * 16-bit and f32 ops, op_sel (dword picks) on v_pk_mov_b32, the default
         * halves and random signedness bits (GFX11's neg_lo[0..1]) on a
         * dot product */
        uint32_t r = (uint32_t)vj_test_rand(rng);
        unsigned flags = vj_inst_flags(id), nsrc = vj_shape_nsrc(shape);
        unsigned opsel = r & 7u, opsel_hi = (r >> 19) & 3u, opsel_hi2 = (r >> 3) & 1u;
        unsigned neg = (flags & VJ_IF_NEGSIGN) ? (r >> 21) & 3u : 0, neg_hi = 0;
        if (id == VJ_I_V_PK_MOV_B32)
            opsel &= 3u, opsel_hi = 3, opsel_hi2 = 1;
        if (flags & VJ_IF_DOT)
            opsel = 0, opsel_hi = 3, opsel_hi2 = 1;
        unsigned clamp = (flags & VJ_IF_SAT) ? (r >> 23) & 1u : 0; /* saturating add/sub */
        /* room pkf32: packed f32 takes every neg_lo, neg_hi and clamp bit;
         * its register pairs are even (gfx90a's alignment) */
        unsigned even = vj_inst_src_slot(id, 0, wave) == VJ_SLOT_P32 ? ~1u : ~0u;
        if (flags & VJ_IF_FLOAT) {
            uint32_t q = (uint32_t)vj_test_rand(rng);
            neg = q & 7u, neg_hi = (q >> 3) & 7u, clamp = (q >> 6) & 1u;
        }
        if (nsrc == 2)
            opsel &= 3u, neg &= 3u, neg_hi &= 3u;
        uint32_t lo = (vdst & even) | neg_hi << 8 | opsel << 11 | opsel_hi2 << 14 | clamp << 15 |
                      (uint32_t)opcode << 16 | (fam == VJ_FAM_GFX9 ? 0xd3800000u : 0xcc000000u);
        unsigned sf[3] = {(256u + (r >> 4) % 24) & even, (256u + (r >> 9) % 24) & even,
                          nsrc == 3 ? (256u + (r >> 14) % 24) & even : 0};
        /* issue 29, item 6: a packed 16-bit integer op's or a dot
         * product's source any field half the time (SGPRs, inline
         * constants, a literal: its 32-bit value's halves picked); a
         * packed f16 op's too (an inline float: the f16 in the low half) */
        if ((!(flags & VJ_IF_FLOAT) || vj_inst_src_slot(id, 0, wave) == VJ_SLOT_P16) &&
            id != VJ_I_V_PK_MOV_B32)
            for (unsigned i = 0; i < nsrc; i++)
                if (vj_test_rand(rng) % 2)
                    sf[i] = random_src(rng);
        uint32_t hi = sf[0] | sf[1] << 9 | sf[2] << 18 | opsel_hi << 27 | neg << 29;
        for (unsigned i = 0; i < 4; i++) {
            raw[i] = (uint8_t)(lo >> (8 * i));
            raw[4 + i] = (uint8_t)(hi >> (8 * i));
            raw[8 + i] = (uint8_t)(lit >> (8 * i));
        }
    } else {
        uint32_t lo = vdst | (uint32_t)opcode << 16 | (fam == VJ_FAM_GFX9 ? 0x34u : 0x35u) << 26;
        if ((vj_inst_flags(id) & VJ_IF_SAT) && vj_test_rand(rng) % 2)
            lo |= 1u << 15; /* clamp: saturation, modelled */
        if (vj_inst_flags(id) & VJ_IF_OPSEL) { /* a 16-bit op's halves (issue 19) */
            unsigned m = (vj_shape_nsrc(shape) == 3 ? 7u : 3u) | (fam == VJ_FAM_GFX9 ? 0u : 8u);
            if (vj_shape_nsrc(shape) == 3 && vj_inst_src_slot(id, 2, wave) == VJ_SLOT_B32)
                m = 3u; /* v_mad_u32_u16: no half of a 32-bit S2 or result */
            lo |= ((unsigned)vj_test_rand(rng) & m) << 11;
        }
        if (vj_inst_flags(id) & VJ_IF_FIBC) /* room lanes: FI and BOUND_CTRL, random */
            lo |= ((unsigned)vj_test_rand(rng) & 3u) << 11;
        /* issue 29, item 6: a GFX11+ 16-bit integer op's op_sel (its 16-bit
         * sources' halves, a 16-bit result's half), which llvm-mc-19 does
         * not print; not on the VOP3-DPP forms below */
        unsigned g11m = 0, fl16 = vj_inst_flags(id);
        if (fam >= VJ_FAM_GFX11 && !vj_inst_true16(id) && id != VJ_I_V_FMAC_F16 &&
            !(fl16 & (VJ_IF_OPSEL | VJ_IF_FIBC | VJ_IF_ACCMOVE))) { /* (f16 rows too) */
            unsigned n16 = vj_shape_nsrc(shape);
            for (unsigned i = 0; i < n16 && i < 3; i++)
                if (vj_inst_src_slot(id, i, wave) == VJ_SLOT_B16)
                    g11m |= 1u << i;
            if (g11m && vj_inst_dst_dwords(id) == 1 && ((fl16 & VJ_IF_D16) || n16 >= 2))
                g11m |= 8u;
            lo |= ((unsigned)vj_test_rand(rng) & g11m) << 11;
        }
        if (vj_shape_has_sdst(shape)) {
            if (vj_inst_enc(id, fam) == VJ_ENC_VOPC)
                lo = (lo & ~0xffu) | sdst; /* in the VDST field */
            else
                lo |= sdst << 8; /* VOP3b: bits 14:8 */
        }
        uint32_t src[3] = {random_src(rng), random_src(rng), random_src(rng)};
        for (unsigned i = 0; i < 3; i++) /* a lane mask read: mostly vcc, or an SGPR */
            if (vj_slot_is_mask(vj_inst_src_slot(id, i, wave)))
                src[i] = vj_test_rand(rng) % 3 ? 106 : (unsigned)(vj_test_rand(rng) % 8);
        if (vj_inst_flags(id) & VJ_IF_FIBC) { /* room lanes: a VGPR, two scalar selects */
            src[0] = 256u + (unsigned)(vj_test_rand(rng) % 24);
            for (unsigned i = 1; i < 3; i++)
                if (src[i] >= 256)
                    src[i] = (unsigned)(vj_test_rand(rng) % 16);
        }
        /* VOP3-DPP (GFX11+) a third of the time where we take it: src0
         * 0xfa (DPP16: a control, FI, BOUND_CTRL, masks drawn as for the
         * 32-bit forms) or 0xe9/0xea (DPP8), its VGPR and the controls in
         * the third dword; no literal (it would follow in a fourth) */
        int dpp16 = vj_inst_has_vop3_dpp(id, t, 16), dpp8 = vj_inst_has_vop3_dpp(id, t, 8);
        if ((dpp16 || dpp8) && vj_test_rand(rng) % 3 == 0) {
            uint32_t r = (uint32_t)vj_test_rand(rng);
            if (g11m)
                lo &= ~(0xfu << 11);
            for (unsigned i = 1; i < 3; i++)
                if (src[i] == 255)
                    src[i] = 256 + (unsigned)(vj_test_rand(rng) % 24);
            if (dpp16 && (!dpp8 || (r >> 30) & 1)) {
                src[0] = 0xfa;
                lit = (uint32_t)(vj_test_rand(rng) % 24) | dpp16_ctrl(rng) << 8 |
                      (r & 3u) << 18 | ((r >> 2) & 1 ? 0xffu : (r >> 3) & 0xffu) << 24;
            } else {
                src[0] = (r >> 31) ? 0xeau : 0xe9u;
                lit = (uint32_t)(vj_test_rand(rng) % 24) | (r & 0xffffffu) << 8;
            }
        }
        uint32_t hi = src[0] | src[1] << 9 | src[2] << 18;
        /* room fdpp: a float op's ABS/NEG on its float sources, CLAMP and
         * OMOD, half the time (VOP3-DPP's too; not v_div_scale's VOP3b) */
        unsigned fl = vj_inst_flags(id), fm = vj_inst_float_mods(id);
        if ((fl & VJ_IF_FLOAT) && !(vj_shape_has_sdst(shape) && vj_inst_enc(id, fam) != VJ_ENC_VOPC) &&
            vj_test_rand(rng) % 2) {
            uint32_t q = (uint32_t)vj_test_rand(rng);
            lo |= (q & fm) << 8;
            hi |= ((q >> 3) & fm) << 29;
            if (!(fl & (VJ_IF_NOOMOD | VJ_IF_INTDST)))
                lo |= ((q >> 6) & 1u) << 15, hi |= ((q >> 7) & 3u) << 27;
        }
        for (unsigned i = 0; i < 4; i++) {
            raw[i] = (uint8_t)(lo >> (8 * i));
            raw[4 + i] = (uint8_t)(hi >> (8 * i));
            raw[8 + i] = (uint8_t)(lit >> (8 * i));
        }
    }
    vj_inst inst;
    vj_diag diag;
    if (vj_decode(t, wave, raw, 12, 0, &inst, &diag) != VJ_OK)
        return 0;
    size_t len = 0;
    if (vj_encode(&inst, out, &len, &diag) != VJ_OK)
        return 0;
    return len;
}

/* Random registers (null stays 0), exec all, none or random, vcc sometimes 0. */
static void random_wave(struct vj_wave *w, uint64_t *rng)
{
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->v[r][l] = (uint32_t)vj_test_rand(rng);
    for (unsigned r = 0; r < 24; r++) /* the AGPRs the moves use */
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->a[r][l] = (uint32_t)vj_test_rand(rng);
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        w->s[s] = (uint32_t)vj_test_rand(rng);
    w->s[VJ_SREG_NULL] = 0;
    switch (vj_test_rand(rng) % 4) {
    case 0: w->s[VJ_SREG_EXEC_LO] = w->s[VJ_SREG_EXEC_HI] = ~0u; break;
    case 1: w->s[VJ_SREG_EXEC_LO] = w->s[VJ_SREG_EXEC_HI] = 0; break;
    default: break;
    }
    if (vj_test_rand(rng) % 4 == 0)
        w->s[VJ_SREG_VCC_LO] = w->s[VJ_SREG_VCC_HI] = 0;
    w->scc = (uint32_t)vj_test_rand(rng) & 1;
    /* Floats of every class in half the lanes of v0-v23 (f64 pairs or
     * f32s) and in s0-s15, for the float instructions, under a random MODE. */
    for (unsigned r = 0; r < 24; r += 2)
        for (unsigned l = 0; l < VJ_MAX_LANES + 8; l++) {
            if (vj_test_rand(rng) % 2)
                continue;
            int is64 = vj_test_rand(rng) % 2;
            uint64_t x = vj_test_float(rng, is64);
            uint32_t hi = is64 ? (uint32_t)(x >> 32) : (uint32_t)vj_test_float(rng, 0);
            uint32_t *lo_w = l < VJ_MAX_LANES ? &w->v[r][l] : &w->s[2 * (l - VJ_MAX_LANES)];
            uint32_t *hi_w = l < VJ_MAX_LANES ? &w->v[r + 1][l] : lo_w + 1;
            *lo_w = (uint32_t)x;
            *hi_w = hi;
        }
    /* a lane now and then equal to the same lane of another row: compares
     * of equal operands (where < and <= differ) are otherwise rare */
    for (unsigned r = 0; r < 24; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            if (vj_test_rand(rng) % 8 == 0)
                w->v[r][l] = w->v[vj_test_rand(rng) % 24][l];
    /* the default MODE half the time: the JIT's native f32 path */
    w->mode = vj_test_rand(rng) % 2 ? VJ_MODE_DEFAULT : vj_test_mode(rng);
    /* room movrel: m0 mostly small (v_movrels_b32 and the whole-m0 moves
     * stay inside the wave), or small in both fields (v_movrelsd_2_b32,
     * v_swaprel_b32; the whole-m0 ones then go past v255), else random */
    uint32_t r = (uint32_t)vj_test_rand(rng);
    if (r % 3 == 0)
        w->s[VJ_SREG_M0] = (r >> 8) % 24;
    else if (r % 3 == 1)
        w->s[VJ_SREG_M0] = ((r >> 8) % 24) | ((r >> 16) % 24) << 16 | (r >> 26) << 26;
}

/* One block: its instructions and its IR. */
struct tblock {
    vj_inst insts[MAXI];
    unsigned n;
    vj_ir_block ir;
};

START_TEST(jit_interp_and_reference_agree_on_random_blocks)
{
    unsigned total = 10240;
    const char *env = getenv("VJ_JIT_DIFF_COUNT");
    if (env && atoi(env) > 0)
        total = (unsigned)atoi(env);
    uint64_t rng = 0x6a17d1ffull;
    struct tblock *tb = calloc(BATCH, sizeof *tb);
    const vj_ir_block **bp = calloc(BATCH, sizeof *bp);
    vj_jit_out *out = calloc(BATCH, sizeof *out);
    ck_assert(tb && bp && out);
    struct vj_jit *jit[4];
    ck_assert_int_eq(vj_jit_new(0, &jit[0]), VJ_OK);
    ck_assert_int_eq(vj_jit_new(2, &jit[1]), VJ_OK);
    ck_assert_int_eq(vj_jit_new(1, &jit[3]), VJ_OK); /* the default level */
    /* And through the compile helper, as a context compiles by default. */
    /* A batch of 256 blocks in one helper compile: under ASan on a loaded
     * machine (2026-12-06, load 5) it once took over the default 30 s and
     * was refused as timed out; this test is about results, not time. */
    vj_jit_config helper_cfg = {.opt_level = 0, .timeout_ms = 300000};
    ck_assert_int_eq(vj_jit_new_config(&helper_cfg, &jit[2]), VJ_OK);
    struct vj_jit_worker *worker = NULL;
    ck_assert_int_eq(vj_jit_worker_new(jit[2], &worker), VJ_OK);
    unsigned through_helper = 0;
    struct vj_wave *start = vj_test_wave_new(32), *wj = vj_test_wave_new(32);
    struct vj_wave *wi = vj_test_wave_new(32), *wr = vj_test_wave_new(32);
    unsigned done = 0, mismatches = 0, refused = 0, nconf = sizeof configs / sizeof configs[0];
    unsigned compiles = 0, ninsts = 0, nfloat = 0, nvopd = 0, nvop3dpp = 0, nacc = 0, nrel = 0;
    unsigned nfform = 0; /* room fdpp: float SDWA, DPP16, DPP8, VOP3-DPP */
    unsigned stopped = 0;
    double secs = 0;
    char first[4096] = "";
    for (unsigned batch = 0; done < total; batch++) {
        const vj_target t = configs[batch % nconf].t;
        const unsigned ws = configs[batch % nconf].wave;
        const int optimize = (int)(batch / nconf % 2); /* folded and unfolded IR */
        const unsigned n = total - done < BATCH ? total - done : BATCH;
        for (unsigned k = 0; k < n; k++) {
            struct tblock *b = &tb[k];
            b->n = 1 + (unsigned)(vj_test_rand(&rng) % MAXI);
            for (unsigned i = 0; i < b->n; i++) {
                uint8_t bytes[12];
                char err[256];
                vj_diag diag;
                for (;;) {
                    size_t len = random_inst(t, ws, &rng, bytes);
                    if (len && vj_decode(t, ws, bytes, len, 0, &b->insts[i], &diag) == VJ_OK &&
                        vj_lower_check(&b->insts[i], ws, err, sizeof err) == VJ_OK)
                        break;
                }
            }
            ninsts += b->n;
            for (unsigned i = 0; i < b->n; i++) {
                nfloat += (vj_inst_flags(b->insts[i].id) & VJ_IF_FLOAT) != 0;
                nvopd += b->insts[i].vopd;
                nvop3dpp += b->insts[i].dpp && !b->insts[i].e32;
                nfform += (vj_inst_flags(b->insts[i].id) & VJ_IF_FLOAT) &&
                          (b->insts[i].sdwa || b->insts[i].dpp);
                nacc += (vj_inst_flags(b->insts[i].id) & VJ_IF_ACCMOVE) != 0;
                nrel += (vj_inst_flags(b->insts[i].id) & VJ_IF_RELIDX) != 0;
            }
            char err[256];
            vj_ir_init(&b->ir, t, ws);
            ck_assert_msg(vj_lower(&b->ir, b->insts, b->n, err, sizeof err) == VJ_OK, "lower: %s",
                          err);
            if (optimize)
                ck_assert_int_eq(vj_ir_optimize(&b->ir), VJ_OK);
            ck_assert_msg(vj_ir_verify(&b->ir, err, sizeof err) == VJ_OK, "verify: %s", err);
            bp[k] = &b->ir;
        }
        vj_jit_report rep;
        /* Mostly -O0, which compiles fast; every 7th batch at -O2 and
         * every 7th at -O1 (the default), which alone build the full-exec
         * variant and the restore path: batches 1, 8, ..., 36 (-O2) and 4,
         * 11, ..., 39 (-O1) take each of the six configurations (both wave
         * sizes) once. Every third of the others goes through the helper. */
        int level = batch % 7 == 1 ? 2 : batch % 7 == 4 ? 1 : 0;
        if (level == 0 && batch % 3 == 2) {
            ck_assert_int_eq(vj_jit_worker_compile(worker, bp, n, out, &rep, -1), VJ_OK);
            through_helper += n;
        } else {
            ck_assert_int_eq(vj_jit_compile(jit[level == 2 ? 1 : level == 1 ? 3 : 0], bp, n, out,
                                            &rep),
                             VJ_OK);
        }
        compiles += rep.compiles;
        secs += rep.seconds;
        for (unsigned k = 0; k < n; k++) {
            struct tblock *b = &tb[k];
            if (!out[k].fn) {
                if (!refused++)
                    snprintf(first, sizeof first, "JIT refused: %.200s", out[k].why);
                if (getenv("VJ_TEST_DUMP")) {
                    char *ir = vj_ir_print(&b->ir);
                    fprintf(stderr, "refused: %s\n%s\n", out[k].why, ir ? ir : "");
                    free(ir);
                }
                vj_ir_release(&b->ir);
                continue;
            }
            for (unsigned trial = 0; trial < 2; trial++) {
                start->wave_size = ws;
                random_wave(start, &rng);
                char err[256];
                memcpy(wj, start, sizeof *wj);
                memcpy(wi, start, sizeof *wi);
                memcpy(wr, start, sizeof *wr);
                /* An m0-relative index past v255 stops every engine before
                 * the same instruction (room movrel): the JIT's code
                 * returns non-zero, the others VJ_ERR_UNSUPPORTED; the
                 * waves are then compared as always. */
                int jfail = out[k].fn(wj) != 0;
                vj_status ist = vj_interp_run(&b->ir, wi, err, sizeof err);
                ck_assert_msg(ist == VJ_OK || ist == VJ_ERR_UNSUPPORTED, "interp: %s", err);
                vj_status rst = vj_ref_run(b->insts, b->n, wr, err, sizeof err);
                ck_assert_msg(rst == VJ_OK || rst == VJ_ERR_UNSUPPORTED, "ref: %s", err);
                ck_assert_msg(jfail == (ist != VJ_OK) && jfail == (rst != VJ_OK),
                              "a run stopped in one engine only: jit %d, interp %d, ref %d", jfail,
                              ist, rst);
                stopped += jfail;
                int ji = memcmp(wj, wi, sizeof *wj) == 0, jr = memcmp(wj, wr, sizeof *wj) == 0;
                if ((!ji || !jr) && getenv("VJ_TEST_DUMP")) { /* the whole block */
                    char *ir = vj_ir_print(&b->ir);
                    fprintf(stderr, "mismatch (%s wave%u optimize %d):\n%s\n", vj_target_name(t),
                            ws, optimize, ir ? ir : "");
                    free(ir);
                    fprintf(stderr, "start exec 0x%08x%08x m0 0x%08x; jit %d ref %d\n",
                            start->s[VJ_SREG_EXEC_HI], start->s[VJ_SREG_EXEC_LO],
                            start->s[VJ_SREG_M0], jfail, rst);
                    const uint32_t *pj = (const uint32_t *)wj, *pr = (const uint32_t *)wr;
                    for (size_t at = 0, nd = 0; at < sizeof *wj / 4 && nd < 12; at++)
                        if (pj[at] != pr[at]) {
                            fprintf(stderr, "  word %zu (v%zu lane %zu): jit 0x%08x ref 0x%08x\n",
                                    at, at / 64, at % 64, pj[at], pr[at]);
                            nd++;
                        }
                }
                if ((!ji || !jr) && !mismatches++) {
                    char *text = vj_ir_print(&b->ir);
                    char dis[128];
                    vj_disasm_inst(&b->insts[0], dis, sizeof dis);
                    /* the first word of the wave where the JIT differs */
                    const uint32_t *pj = (const uint32_t *)wj, *pr = (const uint32_t *)wr;
                    size_t at = 0;
                    while (at < sizeof *wj / 4 && pj[at] == pr[at])
                        at++;
                    snprintf(first, sizeof first,
                             "%s wave%u optimize %d: jit %s interp, jit %s ref; first inst %s; "
                             "word %zu (v%zu lane %zu / s%zd): jit 0x%08x ref 0x%08x\n%.3000s",
                             vj_target_name(t), ws, optimize, ji ? "==" : "!=", jr ? "==" : "!=",
                             dis, at, at / 64, at % 64, (ssize_t)at - 64 * 256,
                             at < sizeof *wj / 4 ? pj[at] : 0, at < sizeof *wj / 4 ? pr[at] : 0,
                             text ? text : "");
                    free(text);
                }
            }
            vj_jit_code_release(out[k].code);
            vj_ir_release(&b->ir);
        }
        done += n;
    }
    printf("# %u random blocks (%u instructions, %u of them float, %u of those SDWA/DPP, %u "
           "VOPD, %u VOP3-DPP, %u AGPR moves, "
           "%u m0-relative, 1-%d per block; %u through the helper): %u compiles, %.1f s "
           "compiling, %u mismatches, %u JIT refusals; %u runs stopped at an index past v255\n",
           done, ninsts, nfloat, nfform, nvopd, nvop3dpp, nacc, nrel, MAXI, through_helper,
           compiles, secs,
           mismatches, refused, stopped);
    ck_assert_msg(mismatches == 0 && refused == 0, "%u mismatches, %u refusals; first: %s",
                  mismatches, refused, first);
    free(start), free(wj), free(wi), free(wr);
    free(tb), free(bp), free(out);
    vj_jit_worker_free(worker);
    vj_jit_free(jit[0]);
    vj_jit_free(jit[1]);
    vj_jit_free(jit[2]);
    vj_jit_free(jit[3]);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("jit_diff");
    TCase *tc = tcase_create("jit_diff");
    tcase_set_timeout(tc, 3600);
    tcase_add_test(tc, jit_interp_and_reference_agree_on_random_blocks);
    suite_add_tcase(s, tc);
    return s;
}
