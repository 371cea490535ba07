/* test_interp_diff: the interpreter (IR) against the reference evaluator (ISA
 * pseudocode, no IR) on random blocks of every instruction, and on the edge
 * cases: every value of each v_perm_b32 selector byte, shift counts and
 * bitfield widths at and past 32, signed extremes; exec masks in wave32 and
 * wave64; CDNA's AGPRs compared as the VGPRs are. VJ_DIFF_LANES=N sets the
 * active-lane evaluations per instruction (default 1000000),
 * VJ_DIFF_OPT_LANES those through the optimiser (default 200000),
 * VJ_DIFF_SEED another random seed. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp/interp.h"
#include "testutil.h"

/* Values where the semantics have corners: signed extremes, shift counts and
 * bitfield widths around 32 and 64, byte patterns with sign bits. */
static const uint32_t edge_values[] = {
    0,          1,          2,          3,          7,          8,          15,
    16,         24,         31,         32,         33,         63,         64,
    65,         127,        255,        0x7fffffff, 0x80000000, 0x80000001, 0xffffffff,
    0xfffffffe, 0x00800000, 0x007fffff, 0xff800000, 0x00ffffff, 0x01000000, 0x0c0c0c0c,
    0x80808080, 0x7f7f7f7f, 0x05040100, 0x0b0a0908, 0xffff0000, 0x0000ffff,
};
#define NEDGE (sizeof edge_values / sizeof edge_values[0])

static uint32_t rand_value(uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    switch (r & 3) {
    case 0:
        return edge_values[(r >> 8) % NEDGE];
    case 1:
        return (uint32_t)((r >> 8) % 80); /* small: counts, offsets, widths */
    default:
        return (uint32_t)(r >> 32);
    }
}

static void randomize_wave(struct vj_wave *w, unsigned wave, uint64_t *rng)
{
    w->wave_size = wave;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->v[r][l] = rand_value(rng);
    for (unsigned r = 0; r < VJ_NUM_AGPRS; r++) /* CDNA's AGPRs */
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->a[r][l] = rand_value(rng);
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        w->s[s] = rand_value(rng);
    w->s[VJ_SREG_NULL] = 0;
    w->scc = vj_test_rand(rng) & 1;
    /* mostly full exec, sometimes a random or empty one */
    uint64_t r = vj_test_rand(rng);
    uint64_t exec = (r & 3) == 0 ? vj_test_rand(rng) : (r & 15) == 1 ? 0 : ~0ull;
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
    if ((r >> 8 & 7) == 0) { /* make vccz true now and then */
        w->s[VJ_SREG_VCC_LO] = 0;
        w->s[VJ_SREG_VCC_HI] = 0;
    }
}

/* Cheaper than randomize_wave between blocks: new exec, scalars and a few
 * VGPRs; the rest carries over from the block before. */
static void refresh_wave(struct vj_wave *w, uint64_t *rng)
{
    for (unsigned k = 0; k < 16; k++) {
        unsigned r = (unsigned)(vj_test_rand(rng) % VJ_NUM_VGPRS);
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            w->v[r][l] = rand_value(rng);
        if (k < 4) /* (and an AGPR, now and then one of a0-a7, which AGPR blocks use) */
            for (unsigned l = 0; l < VJ_MAX_LANES; l++)
                w->a[k ? r : r % 8][l] = rand_value(rng);
    }
    unsigned wave = w->wave_size;
    uint32_t v[VJ_SREG_COUNT];
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        v[s] = rand_value(rng);
    memcpy(w->s, v, sizeof v);
    w->s[VJ_SREG_NULL] = 0;
    w->scc = vj_test_rand(rng) & 1;
    uint64_t r = vj_test_rand(rng);
    uint64_t exec = (r & 3) == 0 ? vj_test_rand(rng) : (r & 15) == 1 ? 0 : ~0ull;
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)exec;
    w->s[VJ_SREG_EXEC_HI] = (uint32_t)(exec >> 32);
    if ((r >> 8 & 7) == 0) {
        w->s[VJ_SREG_VCC_LO] = 0;
        w->s[VJ_SREG_VCC_HI] = 0;
    }
    w->wave_size = wave;
}

/* A random scalar register, 32-bit or the base of a pair. */
static unsigned rand_sreg(uint64_t *rng, int pair)
{
    static const unsigned named[] = {VJ_SREG_VCC_LO, VJ_SREG_EXEC_LO,   VJ_SREG_NULL,
                                     VJ_SREG_M0,     VJ_SREG_TTMP0 + 4, VJ_SREG_VCC_HI,
                                     VJ_SREG_EXEC_HI};
    uint64_t r = vj_test_rand(rng);
    if ((r & 3) == 0) {
        unsigned k = (unsigned)((r >> 8) % (pair ? 3 : 7));
        return named[k];
    }
    unsigned idx = (unsigned)((r >> 16) % VJ_SREG_NUM_SGPR);
    return pair ? idx & ~1u : idx;
}

/* A random source operand for a slot: 32-bit, 64-bit, or a lane mask. */
static void rand_operand(vj_operand *o, int wide, int mask, vj_family fam, uint64_t *rng)
{
    memset(o, 0, sizeof *o);
    o->dwords = wide ? 2 : 1;
    unsigned r = (unsigned)(vj_test_rand(rng) % 100);
    if (mask)
        r = 70 + r % 30; /* scalars and constants only */
    if (r < 60) {
        o->kind = VJ_OPND_VGPR;
        o->index = (unsigned)(vj_test_rand(rng) % (wide ? 255 : 256));
    } else if (r < 80) {
        o->kind = VJ_OPND_SREG;
        o->index = rand_sreg(rng, wide);
    } else if (r < 88) {
        o->kind = VJ_OPND_INLINE_INT;
        int v = (int)(vj_test_rand(rng) % 81) - 16;
        o->value = (uint64_t)(int64_t)v;
        if (!wide)
            o->value &= 0xffffffffu;
    } else if (r < 92) {
        static const uint32_t f32[] = {0x3f000000u, 0xbf800000u, 0x40800000u, 0x3e22f983u};
        static const uint64_t f64[] = {0x3fe0000000000000ull, 0xbff0000000000000ull,
                                       0x4010000000000000ull, 0x3fc45f306dc9c882ull};
        unsigned k = (unsigned)(vj_test_rand(rng) % 4);
        o->kind = VJ_OPND_INLINE_FLOAT;
        o->value = wide ? f64[k] : f32[k];
    } else if (r < 97 && fam != VJ_FAM_GFX9) {
        o->kind = VJ_OPND_LITERAL;
        o->value = rand_value(rng);
    } else if (!wide) {
        o->kind = VJ_OPND_SPECIAL;
        o->index = (unsigned)(vj_test_rand(rng) % 3); /* vccz, execz, scc */
    } else {
        o->kind = VJ_OPND_SREG;
        o->index = VJ_SREG_VCC_LO;
    }
}

/* The first family that has the instruction, and a target in it. */
static const vj_target family_target[VJ_FAM_COUNT] = {VJ_GFX942, VJ_GFX1030, VJ_GFX1100,
                                                      VJ_GFX1200};

static int pick_target(vj_inst_id id, uint64_t *rng, vj_target *t)
{
    unsigned fams[VJ_FAM_COUNT], n = 0;
    for (unsigned f = 0; f < VJ_FAM_COUNT; f++)
        if (vj_inst_table[id].opcode[f] >= 0 &&
            !(f == VJ_FAM_GFX9 && (vj_inst_flags(id) & VJ_IF_HI16_GFX9))) /* refused there */
            fams[n++] = f;
    if (n == 0)
        return 0;
    *t = family_target[fams[vj_test_rand(rng) % n]];
    /* a target of the family that has it (gfx1010's v_mul_lo_i32) */
    for (unsigned k = 0; k < VJ_TARGET_COUNT && !vj_inst_on_target(id, *t); k++)
        if (vj_target_family((vj_target)k) == vj_target_family(*t))
            *t = (vj_target)k;
    return 1;
}

static void make_dpp16(vj_inst *in, unsigned ctrl, int bound, uint64_t *rng);

static void rand_inst(vj_inst *in, vj_inst_id id, vj_target t, unsigned wave, uint64_t *rng)
{
    memset(in, 0, sizeof *in);
    vj_shape shape = vj_inst_table[id].shape;
    vj_family fam = vj_target_family(t);
    in->id = id;
    in->target = t;
    in->nsrc = (uint8_t)vj_shape_nsrc(shape);
    unsigned ddw = vj_inst_dst_dwords(id);
    if (ddw) {
        in->dst.kind = VJ_OPND_VGPR;
        in->dst.dwords = (uint8_t)ddw;
        in->dst.index = (unsigned)(vj_test_rand(rng) % (ddw == 2 ? 255 : 256));
    }
    if (vj_inst_has_sdst(id, fam)) {
        /* Mostly vcc, which the masks read below mostly are too; exec now
         * and then (a write to exec mid-block), null, any SGPR (pair). */
        unsigned r = (unsigned)(vj_test_rand(rng) % 20);
        in->sdst.kind = VJ_OPND_SREG;
        in->sdst.dwords = (uint8_t)(wave == 64 ? 2 : 1);
        in->sdst.index = r < 10   ? VJ_SREG_VCC_LO
                         : r == 10 ? VJ_SREG_EXEC_LO
                         : r == 11 ? VJ_SREG_NULL
                                   : rand_sreg(rng, wave == 64);
    }
    for (unsigned i = 0; i < in->nsrc; i++) {
        vj_slot slot = vj_inst_src_slot(id, i, wave);
        int mask = vj_slot_is_mask(slot);
        int wide = vj_slot_dwords(slot) == 2;
        rand_operand(&in->src[i], wide, mask, fam, rng);
        if (mask && (vj_test_rand(rng) & 1)) {
            in->src[i].kind = VJ_OPND_SREG;
            in->src[i].index = VJ_SREG_VCC_LO;
        }
    }
    /* Cross-lane (issue 19): each operand of its class; the scalar
     * destination mostly an SGPR, now and then exec (a lane read that
     * changes the exec the rest of the block runs under), m0 or null. */
    if (vj_inst_sreg_dst(id)) {
        unsigned r = (unsigned)(vj_test_rand(rng) % 20);
        in->sdst.kind = VJ_OPND_SREG;
        in->sdst.dwords = 1;
        in->sdst.index = r == 0   ? VJ_SREG_EXEC_LO
                         : r == 1 ? VJ_SREG_EXEC_HI
                         : r == 2 ? VJ_SREG_NULL
                         : r == 3 ? VJ_SREG_M0
                                  : (unsigned)(vj_test_rand(rng) % VJ_SREG_NUM_SGPR);
    }
    for (unsigned i = 0; i < in->nsrc; i++) {
        vj_src_class sc = vj_shape_src_class(shape, i);
        vj_operand *o = &in->src[i];
        if (sc == VJ_SC_VGPR || sc == VJ_SC_VGPR32) {
            o->kind = VJ_OPND_VGPR;
            o->index = (unsigned)(vj_test_rand(rng) % 256);
        } else if (sc != VJ_SC_ANY && o->kind == VJ_OPND_VGPR) {
            o->kind = VJ_OPND_SREG;
            o->index = rand_sreg(rng, 0);
        }
    }
    if (vj_inst_flags(id) & VJ_IF_SAT)
        in->clamp = vj_test_rand(rng) & 1;
    if (id == VJ_I_V_CNDMASK_B32 || id == VJ_I_V_CNDMASK_B16) {
        uint64_t r = vj_test_rand(rng);
        in->abs = (r & 1) ? (uint8_t)((r >> 4) & 3) : 0;
        in->neg = (r & 2) ? (uint8_t)((r >> 6) & 3) : 0;
    }
    /* CDNA's AGPR moves: an AGPR where the class names one (read's
     * source, write's and mov's VDST, mov's source); write's source any of
     * the above (gfx942 takes them all but a literal, which GFX9's VOP3P has
     * not). op_sel_hi is random: taken and ignored (llvm-mc-19 prints
     * none), so any value must give the same result. */
    if (vj_inst_flags(id) & VJ_IF_ACCMOVE) {
        if (vj_inst_agpr_dst(id))
            in->dst.kind = VJ_OPND_AGPR;
        if (vj_shape_src_class(shape, 0) == VJ_SC_AGPR) {
            in->src[0].kind = VJ_OPND_AGPR;
            in->src[0].index = (unsigned)(vj_test_rand(rng) % VJ_NUM_AGPRS);
        }
        if (vj_inst_enc(id, fam) == VJ_ENC_VOP3P)
            in->opsel_hi = (uint8_t)(vj_test_rand(rng) & 7);
        return;
    }
    /* VOP3P: register sources where constants are not modelled (v_pk_mov_b32's
     * pairs) and for the specials; random op_sel / op_sel_hi on the packed
     * 16-bit ops, op_sel on v_pk_mov_b32 (its dword picks), the default
     * halves on a dot product and random signedness bits (neg_lo[0..1]) on
     * GFX11's. Issue 29, item 6: the packed 16-bit ops and the dot products
     * keep rand_operand's constants (inline integers, inline floats,
     * literals), whose halves op_sel and op_sel_hi pick. */
    if (vj_inst_enc(id, fam) == VJ_ENC_VOP3P) {
        uint64_t r = vj_test_rand(rng);
        unsigned flags = vj_inst_flags(id);
        for (unsigned i = 0; i < in->nsrc; i++) {
            vj_operand *o = &in->src[i];
            int b32 = vj_inst_src_slot(id, i, wave) == VJ_SLOT_B32;
            int constant = o->kind == VJ_OPND_INLINE_INT || o->kind == VJ_OPND_INLINE_FLOAT ||
                           o->kind == VJ_OPND_LITERAL;
            if (o->kind == VJ_OPND_VGPR || o->kind == VJ_OPND_SREG ||
                (constant && id != VJ_I_V_PK_MOV_B32) ||
                (b32 && (o->kind == VJ_OPND_INLINE_INT || o->kind == VJ_OPND_LITERAL)))
                continue;
            o->kind = VJ_OPND_VGPR;
            o->index = (unsigned)((r >> (8 * i)) & 0xff) % (o->dwords == 2 ? 255u : 256u);
        }
        unsigned m = (1u << in->nsrc) - 1;
        in->opsel = (uint8_t)((r >> 32) & m);
        in->opsel_hi = (uint8_t)((r & (1ull << 40)) ? (r >> 36) & m : m);
        if (id == VJ_I_V_PK_MOV_B32)
            in->opsel_hi = (uint8_t)m;
        if (flags & VJ_IF_DOT) {
            in->opsel = 0;
            in->opsel_hi = (uint8_t)m;
        }
        if (flags & VJ_IF_NEGSIGN)
            in->neg = (uint8_t)((r >> 44) & 3);
    }
    /* issue 19: a 16-bit VOP3 op's op_sel, random: the 16-bit sources'
     * halves and (GFX10+; GFX9's is refused) the 16-bit destination's */
    if (vj_inst_flags(id) & VJ_IF_OPSEL) {
        uint64_t r = vj_test_rand(rng);
        unsigned m = ((1u << in->nsrc) - 1) | (fam == VJ_FAM_GFX9 ? 0u : 8u);
        if (in->nsrc == 3 && vj_inst_src_slot(id, 2, wave) == VJ_SLOT_B32)
            m = 3; /* v_mad_u32_u16: no half of a 32-bit S2 or result */
        in->opsel = (uint8_t)(r & m);
    }
    /* issue 29, item 6: a GFX11+ 16-bit integer op's VOP3 form (llvm-mc-19
     * prints no op_sel there): random op_sel on its 16-bit sources and, for
     * a 16-bit result, the destination (cleared for the DPP forms below) */
    unsigned g11m = 0;
    if (fam >= VJ_FAM_GFX11 && vj_inst_enc(id, fam) != VJ_ENC_VOP3P && !vj_inst_true16(id) &&
        !(vj_inst_flags(id) & (VJ_IF_OPSEL | VJ_IF_FLOAT | VJ_IF_FIBC | VJ_IF_ACCMOVE))) {
        for (unsigned i = 0; i < in->nsrc && i < 3; i++)
            if (vj_inst_src_slot(id, i, wave) == VJ_SLOT_B16)
                g11m |= 1u << i;
        if (g11m && ddw == 1 && ((vj_inst_flags(id) & VJ_IF_D16) || in->nsrc >= 2))
            g11m |= 8u;
        in->opsel = (uint8_t)(vj_test_rand(rng) & g11m);
    }
    /* room lanes: v_permlane16's FI and BOUND_CTRL, random */
    if (vj_inst_flags(id) & VJ_IF_FIBC)
        in->opsel = (uint8_t)(vj_test_rand(rng) & 3);
    /* a VGPR quad source (v_mqsad_u32_u8's S2) */
    for (unsigned i = 0; i < in->nsrc; i++)
        if (vj_inst_src_slot(id, i, wave) == VJ_SLOT_V128) {
            in->src[i].kind = VJ_OPND_VGPR;
            in->src[i].dwords = 4;
            in->src[i].index = (unsigned)(vj_test_rand(rng) % 253);
        }
    if (ddw == 4)
        in->dst.index %= 253;
    /* true16 (v_mov_b16, the 32-bit form): v0-v127 and random halves */
    if (vj_inst_true16(id)) {
        uint64_t r = vj_test_rand(rng);
        in->e32 = 1;
        in->dst.index %= 128;
        in->opsel = (uint8_t)(r & 8);
        if (in->src[0].kind == VJ_OPND_VGPR) {
            in->src[0].index %= 128;
            in->opsel |= (uint8_t)(r & 1);
        }
    }
    if (id == VJ_I_V_LSHL_ADD_U64) { /* counts 0-4, the ones modelled */
        in->src[1].kind = VJ_OPND_INLINE_INT;
        in->src[1].value = vj_test_rand(rng) % 5;
    }
    /* the SDWA form (GFX9/GFX10) a third of the time: random selects */
    if (vj_sdwa_has_form(id, fam) && vj_test_rand(rng) % 3 == 0) {
        uint64_t r = vj_test_rand(rng);
        in->e32 = in->sdwa = 1;
        in->dst_sel = (uint8_t)(r % 7);
        in->dst_unused = (uint8_t)((r >> 4) % 3);
        in->src_sel[0] = (uint8_t)((r >> 8) % 7);
        in->src_sel[1] = (uint8_t)((r >> 12) % 7);
        if (!(vj_inst_flags(id) & VJ_IF_SRCMODS)) {
            in->src_sext[0] = (uint8_t)((r >> 16) & 1);
            in->src_sext[1] = (uint8_t)((r >> 17) & 1);
        }
        if (vj_inst_enc(id, fam) == VJ_ENC_VOPC)
            in->dst_sel = VJ_SEL_DWORD, in->dst_unused = 0;
    }
    /* the DPP16 form a quarter of the time where we take it: any control
     * the target defines (dpp16_controls_match_reference covers each) */
    if (!in->sdwa && vj_inst_has_dpp16(id, in->target) && vj_test_rand(rng) % 4 == 0) {
        unsigned c;
        do
            c = (unsigned)(vj_test_rand(rng) % 0x170);
        while (!vj_dpp16_ctrl_valid(in->target, c));
        if (g11m)
            in->opsel = 0;
        make_dpp16(in, c, -1, rng);
        return;
    }
    /* the DPP8 form (GFX10+) a quarter of the time where src0 is 32-bit:
     * a VGPR src0, random lane selects, fetch-inactive both ways */
    if (!in->sdwa && vj_inst_has_dpp8(id, in->target) &&
        vj_inst_src_slot(id, 0, wave) == VJ_SLOT_B32 && vj_test_rand(rng) % 4 == 0) {
        uint64_t r = vj_test_rand(rng);
        if (g11m)
            in->opsel = 0;
        in->e32 = 1;
        in->dpp = 8;
        in->dpp_sel = (uint32_t)r & 0xffffff;
        in->dpp_fi = (uint8_t)((r >> 24) & 1);
        in->src[0].kind = VJ_OPND_VGPR;
        in->src[0].dwords = 1;
        in->src[0].index = (unsigned)((r >> 32) % 256);
        in->src[0].code = (uint16_t)(256 + in->src[0].index);
    }
}

/* The DPP16 form of ours (GFX9, GFX10+): a VGPR src0 and the control
 * ctrl, random FI (GFX10+), row and bank masks (all ones half the time);
 * bound: BOUND_CTRL, or -1 for a random one. */
static void make_dpp16(vj_inst *in, unsigned ctrl, int bound, uint64_t *rng)
{
    uint64_t r = vj_test_rand(rng);
    in->e32 = 1;
    in->sdwa = 0;
    in->opsel = 0; /* (a 32-bit form has no op_sel) */
    in->dpp = 16;
    in->dpp_ctrl = (uint16_t)ctrl;
    in->dpp_bound = (uint8_t)(bound < 0 ? (r >> 40) & 1 : (unsigned)bound);
    in->dpp_fi = (uint8_t)(vj_target_family(in->target) >= VJ_FAM_GFX10 && ((r >> 41) & 1));
    int full = (r >> 42) & 1;
    in->dpp_row_mask = (uint8_t)(full ? 15 : (r >> 44) & 15);
    in->dpp_bank_mask = (uint8_t)(full ? 15 : (r >> 48) & 15);
    in->src[0].kind = VJ_OPND_VGPR;
    in->src[0].dwords = 1;
    in->src[0].index = (unsigned)(r % 256);
    in->src[0].code = (uint16_t)(256 + in->src[0].index);
}

/* A VOPD pair of the integer operations (wave32, GFX11+): X mov or
 * cndmask, Y any of the five; one even and one odd VDST, src0 any source,
 * vsrc1 a VGPR. Often a half reads the other's VDST, so that the
 * read-before-write rule shows. */
static void rand_vopd(vj_inst *in, vj_target t, uint64_t *rng)
{
    static const unsigned xops[] = {8, 9}, yops[] = {8, 9, 16, 17, 18};
    vj_family fam = vj_target_family(t);
    memset(in, 0, sizeof *in);
    in->target = t;
    in->vopd = 1;
    in->vopd_opx = (uint8_t)xops[vj_test_rand(rng) % 2];
    in->y.op = (uint8_t)yops[vj_test_rand(rng) % 5];
    vj_inst_id *ids[2] = {&in->id, &in->y.id};
    uint8_t *nsrc[2] = {&in->nsrc, &in->y.nsrc};
    vj_operand *dst[2] = {&in->dst, &in->y.dst}, *src[2] = {in->src, in->y.src};
    unsigned dx = (unsigned)(vj_test_rand(rng) % 256);
    for (unsigned k = 0; k < 2; k++) {
        int row = vj_vopd_row(fam, k ? in->y.op : in->vopd_opx, (int)k);
        vj_vopd_layout lay = vj_vopd_row_layout(row);
        *ids[k] = vj_vopd_row_id(row);
        *nsrc[k] = (uint8_t)(lay == VJ_VOPD_S ? 1 : lay == VJ_VOPD_SVM ? 3 : 2);
        dst[k]->kind = VJ_OPND_VGPR;
        dst[k]->dwords = 1;
        dst[k]->index = k ? ((unsigned)(vj_test_rand(rng) % 128) << 1 | (~dx & 1)) : dx;
        rand_operand(&src[k][0], 0, 0, fam, rng);
        if (src[k][0].kind == VJ_OPND_LITERAL && k && in->src[0].kind == VJ_OPND_LITERAL)
            src[k][0].value = in->src[0].value; /* one literal for the pair */
        if (lay != VJ_VOPD_S) {
            src[k][1].kind = VJ_OPND_VGPR;
            src[k][1].dwords = 1;
            src[k][1].index = (unsigned)(vj_test_rand(rng) % 256);
        }
        if (lay == VJ_VOPD_SVM) {
            src[k][2].kind = VJ_OPND_SREG;
            src[k][2].dwords = 1;
            src[k][2].index = VJ_SREG_VCC_LO;
        }
    }
    /* the other half's VDST as a source, half the time */
    unsigned r = (unsigned)(vj_test_rand(rng) % 4);
    if (r == 0 && in->src[0].kind == VJ_OPND_VGPR)
        in->src[0].index = in->y.dst.index;
    if (r == 1 && in->y.src[0].kind == VJ_OPND_VGPR)
        in->y.src[0].index = in->dst.index;
    if (r == 2 && in->y.nsrc >= 2)
        in->y.src[1].index = in->dst.index;
    if (r == 3 && in->nsrc >= 2)
        in->src[1].index = in->y.dst.index;
}

/* Another instruction of the family, now and then between those under
 * test: a mask made by one is read by the next (v_cndmask, carries), and a
 * v_cmpx changes the exec the rest of the block runs under. */
static vj_inst_id rand_other(vj_family fam, uint64_t *rng)
{
    static const vj_inst_id mix[] = {VJ_I_V_CNDMASK_B32, VJ_I_V_ADD_CO_CI_U32, VJ_I_V_ADDC_CO_U32,
                                     VJ_I_V_CMP_LT_U32,  VJ_I_V_CMPX_NE_U32,   VJ_I_V_XOR_B32,
                                     VJ_I_V_CMP_GT_I64,  VJ_I_V_SUBB_CO_U32,   VJ_I_V_SUB_CO_CI_U32,
                                     VJ_I_V_ADD_CO_U32,  VJ_I_V_CMPX_GE_I32};
    for (;;) {
        vj_inst_id id = mix[vj_test_rand(rng) % (sizeof mix / sizeof mix[0])];
        if (vj_inst_table[id].opcode[fam] >= 0)
            return id;
    }
}

/* Where two waves first differ, as a message; 0 when they agree. */
static int first_difference(const struct vj_wave *a, const struct vj_wave *b, char *msg,
                            size_t size)
{
    if (memcmp(a->v, b->v, sizeof a->v) == 0 && memcmp(a->s, b->s, sizeof a->s) == 0 &&
        a->scc == b->scc && memcmp(a->a, b->a, sizeof a->a) == 0)
        return 0;
    for (unsigned r = 0; r < VJ_NUM_VGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            if (a->v[r][l] != b->v[r][l]) {
                snprintf(msg, size, "v%u lane %u: interp 0x%08x, reference 0x%08x", r, l,
                         a->v[r][l], b->v[r][l]);
                return 1;
            }
    for (unsigned s = 0; s < VJ_SREG_COUNT; s++)
        if (a->s[s] != b->s[s]) {
            snprintf(msg, size, "scalar %u: interp 0x%08x, reference 0x%08x", s, a->s[s], b->s[s]);
            return 1;
        }
    if (a->scc != b->scc) {
        snprintf(msg, size, "scc: interp %u, reference %u", a->scc, b->scc);
        return 1;
    }
    for (unsigned r = 0; r < VJ_NUM_AGPRS; r++)
        for (unsigned l = 0; l < VJ_MAX_LANES; l++)
            if (a->a[r][l] != b->a[r][l]) {
                snprintf(msg, size, "a%u lane %u: interp 0x%08x, reference 0x%08x", r, l,
                         a->a[r][l], b->a[r][l]);
                return 1;
            }
    return 0;
}

static void describe(const vj_inst *insts, size_t n, char *buf, size_t size)
{
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < size; i++) {
        char line[160];
        vj_disasm_inst(&insts[i], line, sizeof line);
        int m = snprintf(buf + k, size - k, "  %s (clamp %u abs %u neg %u opsel %u)\n", line,
                         insts[i].clamp, insts[i].abs, insts[i].neg, insts[i].opsel);
        if (m < 0)
            break;
        k += (size_t)m;
    }
}

/* Run insts on both engines from state `init`; fail with the first
 * difference. Returns the active lane evaluations done. */
static uint64_t diff_block_opt(const vj_inst *insts, size_t n, const struct vj_wave *init,
                               struct vj_wave *wi, struct vj_wave *wr, int optimise);

/* Blocks a run of which stopped at an m0-relative index past v255. */
static uint64_t stops;

static uint64_t diff_block(const vj_inst *insts, size_t n, const struct vj_wave *init,
                           struct vj_wave *wi, struct vj_wave *wr)
{
    return diff_block_opt(insts, n, init, wi, wr, 0);
}

/* optimise: run the IR after vj_ir_optimize (the folded form) instead. */
static uint64_t diff_block_opt(const vj_inst *insts, size_t n, const struct vj_wave *init,
                               struct vj_wave *wi, struct vj_wave *wr, int optimise)
{
    char err[512], msg[256];
    vj_ir_block b;
    vj_ir_init(&b, insts[0].target, init->wave_size);
    vj_status st = vj_lower(&b, insts, n, err, sizeof err);
    ck_assert_msg(st == VJ_OK, "lower: %s", err);
    st = vj_ir_verify(&b, err, sizeof err);
    ck_assert_msg(st == VJ_OK, "verify: %s", err);
    if (optimise) {
        ck_assert_int_eq(vj_ir_optimize(&b), VJ_OK);
        st = vj_ir_verify(&b, err, sizeof err);
        ck_assert_msg(st == VJ_OK, "verify after the optimiser: %s", err);
    }
    memcpy(wi, init, sizeof *wi);
    memcpy(wr, init, sizeof *wr);
    /* Room movrel: an m0-relative index past v255 stops both engines
     * before the same instruction, with the same message; the waves are
     * compared as always (the lanes before it are not counted). */
    char ierr[512];
    vj_status ist = vj_interp_run(&b, wi, ierr, sizeof ierr);
    ck_assert_msg(ist == VJ_OK || ist == VJ_ERR_UNSUPPORTED, "interp: %s", ierr);
    st = vj_ref_run(insts, n, wr, err, sizeof err);
    ck_assert_msg(st == VJ_OK || st == VJ_ERR_UNSUPPORTED, "reference: %s", err);
    ck_assert_msg(st == ist && (st == VJ_OK || strcmp(err, ierr) == 0),
                  "interp: %d %s; reference: %d %s", ist, ierr, st, err);
    stops += st != VJ_OK;
    /* Then the interpreter's portable loops (no AVX2), from the same state. */
    for (unsigned flags = 0; flags <= VJ_INTERP_PORTABLE; flags += VJ_INTERP_PORTABLE) {
        if (flags) {
            memcpy(wi, init, sizeof *wi);
            ist = vj_interp_run_ex(&b, wi, flags, ierr, sizeof ierr);
            ck_assert_msg(ist == st, "interp (portable): %s", ierr);
        }
        if (first_difference(wi, wr, msg, sizeof msg)) {
            char text[4096];
            describe(insts, n, text, sizeof text);
            char *ir = vj_ir_print(&b);
            if (getenv("VJ_DIFF_DUMP") && ir)
                fprintf(stderr, "%s\n", ir);
            if (ir && strlen(ir) > 1200) /* (Check refuses a longer message) */
                strcpy(ir + 1180, "\n... (cut)\n");
            if (strlen(text) > 1500)
                strcpy(text + 1480, "\n... (cut)\n");
            ck_abort_msg("wave%u%s%s: %s (VJ_DIFF_SEED %s)\nblock:\n%s%s", init->wave_size,
                         optimise ? " (optimised IR)" : "", flags ? " (portable loops)" : "",
                         msg, getenv("VJ_DIFF_SEED") ? getenv("VJ_DIFF_SEED") : "default", text,
                         ir ? ir : "");
        }
    }
    vj_ir_release(&b);
    uint64_t exec = vj_wave_exec(init);
    return st == VJ_OK ? (uint64_t)__builtin_popcountll(exec) * n : 0;
}

static uint64_t lanes_wanted(const char *var, uint64_t dflt)
{
    const char *e = getenv(var);
    if (e && *e) {
        unsigned long long v = strtoull(e, NULL, 10);
        if (v > 0)
            return v;
    }
    return dflt;
}

#define BLOCK_INSTS 32

/* The VOPD-only row's slot in the loop tests runs blocks of VOPD pairs
 * (wave32, GFX11+) between other instructions. */
static void random_vopd_blocks(uint64_t want, int optimise)
{
    static const vj_target targets[] = {VJ_GFX1100, VJ_GFX1150, VJ_GFX1200};
    const char *seed_env = getenv("VJ_DIFF_SEED");
    uint64_t seed = seed_env && *seed_env ? strtoull(seed_env, NULL, 0) : 0x5eed0000u;
    uint64_t rng = seed + 0x7ab0u + (optimise ? 0x10000u : 0);
    struct vj_wave *init = vj_test_wave_new(0);
    struct vj_wave *wi = vj_test_wave_new(0);
    struct vj_wave *wr = vj_test_wave_new(0);
    uint64_t done = 0, blocks = 0;
    while (done < want) {
        vj_target t = targets[vj_test_rand(&rng) % 3];
        if (blocks % 16 == 0)
            randomize_wave(init, 32, &rng);
        else
            refresh_wave(init, &rng);
        vj_inst insts[BLOCK_INSTS];
        for (unsigned k = 0; k < BLOCK_INSTS; k++) {
            if (k % 4 == 3 && (vj_test_rand(&rng) & 1))
                rand_inst(&insts[k], rand_other(vj_target_family(t), &rng), t, 32, &rng);
            else
                rand_vopd(&insts[k], t, &rng);
        }
        done += diff_block_opt(insts, BLOCK_INSTS, init, wi, wr, optimise);
        memcpy(init, wi, sizeof *init);
        blocks++;
    }
    if (getenv("VJ_DIFF_VERBOSE"))
        fprintf(stderr, "VOPD%s: %llu lane evaluations in %llu blocks, 0 mismatches\n",
                optimise ? " (optimised)" : "", (unsigned long long)done,
                (unsigned long long)blocks);
    free(init);
    free(wi);
    free(wr);
}

static void random_blocks(vj_inst_id id, uint64_t want, int optimise)
{
    if (id == VJ_I_V_DUAL_F32) {
        random_vopd_blocks(want, optimise);
        return;
    }
    /* float instructions: test_float_diff draws their operands, modifiers
     * and MODE */
    if (vj_inst_flags(id) & VJ_IF_FLOAT)
        return;
    const char *seed_env = getenv("VJ_DIFF_SEED");
    uint64_t seed = seed_env && *seed_env ? strtoull(seed_env, NULL, 0) : 0x5eed0000u;
    uint64_t rng = seed + (uint64_t)id + (optimise ? 0x10000u : 0);
    struct vj_wave *init = vj_test_wave_new(0);
    struct vj_wave *wi = vj_test_wave_new(0);
    struct vj_wave *wr = vj_test_wave_new(0);
    uint64_t done = 0, blocks = 0;
    /* room movrel: 7 of 8 instructions of a block are the one at hand, and
     * the lanes of a run that stops are not counted: want as many of its own */
    if (vj_inst_flags(id) & VJ_IF_RELIDX)
        want += want / 7;
    while (done < want) {
        /* wave64 and wave32 in turns of 16 blocks (GFX9 is wave64 only) */
        unsigned wave = (blocks / 16) & 1 ? 32 : 64;
        vj_target t;
        ck_assert_msg(pick_target(id, &rng, &t), "no family has %s", vj_inst_table[id].name);
        for (int k = 0; k < 8 && wave == 32 && vj_target_family(t) == VJ_FAM_GFX9; k++)
            pick_target(id, &rng, &t);
        if (vj_target_family(t) == VJ_FAM_GFX9)
            wave = 64;
        if (blocks % 16 == 0 || init->wave_size != wave)
            randomize_wave(init, wave, &rng);
        else
            refresh_wave(init, &rng);
        vj_inst insts[BLOCK_INSTS];
        for (unsigned k = 0; k < BLOCK_INSTS; k++) {
            vj_inst_id which = id;
            if (k % 4 == 3 && (vj_test_rand(&rng) & 1))
                which = rand_other(vj_target_family(t), &rng);
            rand_inst(&insts[k], which, t, wave, &rng);
        }
        /* Room movrel: m0 small (v0-v7 + m0 stays inside the wave; in
         * both 10-bit fields for movrelsd_2 and swaprel, with the bits
         * outside them random, which the ISA ignores), and one block in
         * 16 from a random m0, which stops the run (mostly). */
        int rel = (vj_inst_flags(id) & VJ_IF_RELIDX) != 0;
        if (rel && blocks % 16 != 7) {
            uint32_t r = (uint32_t)vj_test_rand(&rng);
            init->s[VJ_SREG_M0] = id == VJ_I_V_MOVRELSD_2_B32 || id == VJ_I_V_SWAPREL_B32
                                      ? ((r % 48) | ((r >> 8) % 48) << 16 | (r & 0xfc00fc00u))
                                      : (r % 48);
        }
        /* A cross-lane instruction's block keeps to v0-v7, so that lanes
         * are read that masked writes before it left alone, and written
         * where later reads look (and so does an m0-relative one's). */
        if (vj_shape_src_class(vj_inst_table[id].shape, 0) != VJ_SC_ANY || vj_inst_sreg_dst(id) ||
            rel)
            for (unsigned k = 0; k < BLOCK_INSTS; k++) {
                vj_operand *ops[4] = {&insts[k].dst, &insts[k].src[0], &insts[k].src[1],
                                      &insts[k].src[2]};
                for (unsigned j = 0; j < 4; j++)
                    if (ops[j]->kind == VJ_OPND_VGPR || ops[j]->kind == VJ_OPND_AGPR)
                        ops[j]->index %= 8;
            }
        done += diff_block_opt(insts, BLOCK_INSTS, init, wi, wr, optimise);
        memcpy(init, wi, sizeof *init); /* carry the results into the next block */
        blocks++;
    }
    if (getenv("VJ_DIFF_VERBOSE"))
        fprintf(stderr,
                "%s%s: %llu lane evaluations in %llu blocks (%llu stopped at an index "
                "past v255), 0 mismatches\n",
                vj_inst_table[id].name, optimise ? " (optimised)" : "", (unsigned long long)done,
                (unsigned long long)blocks, (unsigned long long)stops);
    stops = 0;
    free(init);
    free(wi);
    free(wr);
}

/* >= VJ_DIFF_LANES active-lane evaluations of each instruction. */
START_TEST(interp_matches_reference_on_random_blocks)
{
    random_blocks((vj_inst_id)_i, lanes_wanted("VJ_DIFF_LANES", 1000000), 0);
}
END_TEST

/* The same with the optimiser's output (fewer lanes: VJ_DIFF_OPT_LANES). */
START_TEST(optimised_interp_matches_reference_on_random_blocks)
{
    random_blocks((vj_inst_id)_i, lanes_wanted("VJ_DIFF_OPT_LANES", 200000), 1);
}
END_TEST

/* One instruction over n value triples, one triple per lane, all lanes on. */
static void diff_triples(vj_inst_id id, vj_target t, unsigned wave, const uint32_t (*vals)[3],
                         size_t n, uint64_t seed)
{
    struct vj_wave *init = vj_test_wave_new(0);
    struct vj_wave *wi = vj_test_wave_new(0);
    struct vj_wave *wr = vj_test_wave_new(0);
    uint64_t rng = seed;
    vj_shape shape = vj_inst_table[id].shape;
    for (size_t base = 0; base < n; base += wave) {
        randomize_wave(init, wave, &rng);
        init->s[VJ_SREG_EXEC_LO] = init->s[VJ_SREG_EXEC_HI] = 0xffffffffu;
        vj_inst in;
        memset(&in, 0, sizeof in);
        in.id = id;
        in.target = t;
        in.nsrc = (uint8_t)vj_shape_nsrc(shape);
        unsigned ddw = vj_inst_dst_dwords(id);
        if (ddw) {
            in.dst.kind = vj_inst_agpr_dst(id) ? VJ_OPND_AGPR : VJ_OPND_VGPR;
            in.dst.dwords = (uint8_t)ddw;
            in.dst.index = 100;
        }
        if (vj_inst_has_sdst(id, vj_target_family(t))) { /* the mask to s30 (pair) */
            in.sdst.kind = VJ_OPND_SREG;
            in.sdst.index = 30;
            in.sdst.dwords = (uint8_t)(wave == 64 ? 2 : 1);
        }
        if (vj_inst_sreg_dst(id)) { /* a cross-lane scalar destination: s30 */
            in.sdst.kind = VJ_OPND_SREG;
            in.sdst.index = 30;
            in.sdst.dwords = 1;
        }
        for (unsigned k = 0; k < in.nsrc; k++) {
            vj_slot slot = vj_inst_src_slot(id, k, wave);
            in.src[k].kind = VJ_OPND_VGPR;
            in.src[k].index = 10 + 2 * k;
            in.src[k].dwords = (uint8_t)vj_slot_dwords(slot);
            if (vj_slot_is_mask(slot)) { /* a lane mask: s20 (pair) */
                in.src[k].kind = VJ_OPND_SREG;
                in.src[k].index = 20;
            }
            vj_src_class sc = vj_shape_src_class(shape, k);
            if (sc == VJ_SC_AGPR) /* a10, which holds what v10 does */
                in.src[k].kind = VJ_OPND_AGPR;
            if (sc == VJ_SC_SCALAR || sc == VJ_SC_LANESEL ||
                sc == VJ_SC_SREG32) { /* the block's first triple (SREG32: room lanes) */
                in.src[k].kind = VJ_OPND_SREG;
                in.src[k].index = 40 + k;
                init->s[40 + k] = vals[base % n][k];
            }
        }
        if (id == VJ_I_V_LSHL_ADD_U64) { /* the counts modelled, 0-4, in turn */
            in.src[1].kind = VJ_OPND_INLINE_INT;
            in.src[1].value = (base / wave) % 5;
        }
        in.clamp = (vj_inst_flags(id) & VJ_IF_SAT) && (base / wave) % 2;
        /* room movrel: m0 inside the wave for the bases above (all of it,
         * or its two fields) */
        if (vj_inst_flags(id) & VJ_IF_RELIDX)
            init->s[VJ_SREG_M0] = (base / wave) % 2 ? 0x00050003u : 7u;
        /* a dot product and v_pk_mov_b32 take the default halves; GFX11's
         * dot products each signedness in turn */
        if ((vj_inst_flags(id) & VJ_IF_DOT) || id == VJ_I_V_PK_MOV_B32)
            in.opsel_hi = (uint8_t)((1u << in.nsrc) - 1);
        if (vj_inst_flags(id) & VJ_IF_NEGSIGN)
            in.neg = (uint8_t)((base / wave) % 4);
        for (unsigned l = 0; l < wave; l++) {
            const uint32_t *v = vals[(base + l) % n];
            init->v[10][l] = init->a[10][l] = v[0];
            init->v[12][l] = v[1];
            init->v[14][l] = v[2];
            /* high halves of 64-bit sources */
            init->v[11][l] = v[1] ^ 0x55555555u;
            init->v[13][l] = v[2] ^ 0x80000000u;
            init->v[15][l] = v[0] ^ v[1];
        }
        diff_block(&in, 1, init, wi, wr);
    }
    free(init);
    free(wi);
    free(wr);
}

/* Every value 0..255 of each selector byte, the other bytes random, on
 * edge-case data; selectors both per-lane (VGPR) and constant (literal). */
START_TEST(perm_every_selector_byte_value)
{
    uint64_t rng = 77;
    static uint32_t vals[4 * 256][3];
    for (unsigned pos = 0; pos < 4; pos++)
        for (unsigned v = 0; v < 256; v++) {
            uint32_t sel = (uint32_t)vj_test_rand(&rng);
            sel = (sel & ~(0xffu << (8 * pos))) | v << (8 * pos);
            uint32_t *t = vals[pos * 256 + v];
            t[0] = rand_value(&rng) ^ (v & 1 ? 0x80808080u : 0);
            t[1] = rand_value(&rng) ^ (v & 2 ? 0x80808080u : 0);
            t[2] = sel;
        }
    diff_triples(VJ_I_V_PERM_B32, VJ_GFX1100, 32, (const uint32_t(*)[3])vals, 4 * 256, 1);
    diff_triples(VJ_I_V_PERM_B32, VJ_GFX908, 64, (const uint32_t(*)[3])vals, 4 * 256, 2);

    /* constant selectors: each byte value in every position, as a literal */
    struct vj_wave *init = vj_test_wave_new(0);
    struct vj_wave *wi = vj_test_wave_new(0);
    struct vj_wave *wr = vj_test_wave_new(0);
    for (unsigned v = 0; v < 256; v++) {
        randomize_wave(init, 32, &rng);
        init->s[VJ_SREG_EXEC_LO] = 0xffffffffu;
        vj_inst in;
        memset(&in, 0, sizeof in);
        in.id = VJ_I_V_PERM_B32;
        in.target = VJ_GFX1100;
        in.nsrc = 3;
        in.dst.kind = VJ_OPND_VGPR;
        in.dst.index = 7;
        in.src[0].kind = in.src[1].kind = VJ_OPND_VGPR;
        in.src[0].index = 1;
        in.src[1].index = 2;
        in.src[2].kind = VJ_OPND_LITERAL;
        in.src[2].value = v | (v ^ 0x0c) << 8 | (255 - v) << 16 | ((v + 5) & 0xff) << 24;
        diff_block(&in, 1, init, wi, wr);
    }
    free(init);
    free(wi);
    free(wr);
}
END_TEST

/* Shift counts and bitfield offsets/widths 0, 31, 32, 33, 63, 64 and up,
 * with signed extremes as data, for every instruction. */
START_TEST(edge_counts_and_signed_extremes)
{
    static const uint32_t data[] = {0,          1,          0x7fffffff, 0x80000000,
                                    0xffffffff, 0x12345678, 0x00800000, 0xff7fffff};
    static const uint32_t counts[] = {0, 1, 8, 31, 32, 33, 63, 64, 65, 0xffffffff};
    enum { ND = sizeof data / sizeof data[0], NC = sizeof counts / sizeof counts[0] };
    static uint32_t vals[ND * NC * NC][3];
    size_t n = 0;
    for (unsigned a = 0; a < ND; a++)
        for (unsigned b = 0; b < NC; b++)
            for (unsigned c = 0; c < NC; c++) {
                vals[n][0] = data[a];
                vals[n][1] = counts[b];
                vals[n][2] = counts[c];
                n++;
            }
    /* and data in all three places, for min/max/med/mul */
    static uint32_t vals2[ND * ND * ND][3];
    size_t n2 = 0;
    for (unsigned a = 0; a < ND; a++)
        for (unsigned b = 0; b < ND; b++)
            for (unsigned c = 0; c < ND; c++) {
                vals2[n2][0] = data[a];
                vals2[n2][1] = data[b];
                vals2[n2][2] = data[c];
                n2++;
            }
    /* the count first too (the "rev" shifts) */
    static uint32_t vals3[NC * ND][3];
    size_t n3 = 0;
    for (unsigned c = 0; c < NC; c++)
        for (unsigned a = 0; a < ND; a++) {
            vals3[n3][0] = counts[c];
            vals3[n3][1] = data[a];
            vals3[n3][2] = data[(a + c) % ND];
            n3++;
        }
    for (int id = 0; id < VJ_I_COUNT; id++) {
        uint64_t rng = (uint64_t)id;
        vj_target t;
        if (id == VJ_I_V_DUAL_F32) /* VOPD only: random_vopd_blocks */
            continue;
        ck_assert(pick_target((vj_inst_id)id, &rng, &t));
        for (unsigned wave = 32; wave <= 64; wave += 32) {
            if (wave == 32 && vj_target_family(t) == VJ_FAM_GFX9)
                continue;
            diff_triples((vj_inst_id)id, t, wave, (const uint32_t(*)[3])vals, n, 11);
            diff_triples((vj_inst_id)id, t, wave, (const uint32_t(*)[3])vals2, n2, 12);
            diff_triples((vj_inst_id)id, t, wave, (const uint32_t(*)[3])vals3, n3, 13);
        }
    }
}
END_TEST

/* DPP16, control by control: each family of dpp_ctrl values (the GCN3/
 * Vega ISA's and the RDNA ISA's tables) with BOUND_CTRL clear and set, on
 * the targets that have it (wave64 on GFX9; wave32 and wave64 on GFX10+),
 * blocks of our DPP16 forms (random row/bank masks, FI, exec: full,
 * partial or empty) between ordinary instructions on v0-v7, so that lanes
 * masked writes left alone are read; the optimiser's IR every other
 * block. >= VJ_DIFF_LANES active-lane evaluations a case. */
static const struct {
    const char *name;
    unsigned lo, n; /* the values lo .. lo + n - 1 */
    int gfx9, gfx10;
} dpp16_cases[] = {
    {"quad_perm", 0x000, 256, 1, 1},     {"row_shl", 0x101, 15, 1, 1},
    {"row_shr", 0x111, 15, 1, 1},        {"row_ror", 0x121, 15, 1, 1},
    {"wave_shl", 0x130, 1, 1, 0},        {"wave_rol", 0x134, 1, 1, 0},
    {"wave_shr", 0x138, 1, 1, 0},        {"wave_ror", 0x13c, 1, 1, 0},
    {"row_mirror", 0x140, 1, 1, 1},      {"row_half_mirror", 0x141, 1, 1, 1},
    {"row_bcast:15", 0x142, 1, 1, 0},    {"row_bcast:31", 0x143, 1, 1, 0},
    {"row_newbcast", 0x150, 16, 1, 0},   {"row_share", 0x150, 16, 0, 1},
    {"row_xmask", 0x160, 16, 0, 1},
};
#define N_DPP16_CASES (sizeof dpp16_cases / sizeof dpp16_cases[0])

START_TEST(dpp16_controls_match_reference)
{
    unsigned c = (unsigned)_i / 2;
    int bound = _i & 1;
    static const vj_target gfx9[] = {VJ_GFX90A, VJ_GFX942};
    static const vj_target gfx10[] = {VJ_GFX1030, VJ_GFX1100, VJ_GFX1200, VJ_GFX1010};
    const char *seed_env = getenv("VJ_DIFF_SEED");
    uint64_t seed = seed_env && *seed_env ? strtoull(seed_env, NULL, 0) : 0x5eed0000u;
    uint64_t rng = seed + 0xd1600u + (uint64_t)_i;
    struct vj_wave *init = vj_test_wave_new(0);
    struct vj_wave *wi = vj_test_wave_new(0);
    struct vj_wave *wr = vj_test_wave_new(0);
    uint64_t want = lanes_wanted("VJ_DIFF_LANES", 1000000), done = 0, blocks = 0;
    uint64_t per_wave[2] = {0, 0}, per_exec[3] = {0, 0, 0};
    while (done < want) {
        int use9 = dpp16_cases[c].gfx9 && (!dpp16_cases[c].gfx10 || (blocks / 8) % 2);
        vj_target t = use9 ? gfx9[vj_test_rand(&rng) % 2] : gfx10[vj_test_rand(&rng) % 4];
        unsigned wave = use9 || (blocks / 4) % 2 ? 64 : 32;
        if (blocks % 16 == 0 || init->wave_size != wave)
            randomize_wave(init, wave, &rng);
        else
            refresh_wave(init, &rng);
        if (blocks % 3 == 1) { /* a partial exec a third of the time */
            uint64_t e = vj_test_rand(&rng) & vj_test_rand(&rng) >> 1;
            init->s[VJ_SREG_EXEC_LO] = (uint32_t)e;
            init->s[VJ_SREG_EXEC_HI] = (uint32_t)(e >> 32);
        }
        uint64_t ex = vj_wave_exec(init);
        per_exec[ex == 0 ? 0 : ex == (wave == 64 ? ~0ull : 0xffffffffull) ? 2 : 1]++;
        vj_inst insts[BLOCK_INSTS];
        vj_family fam = vj_target_family(t);
        for (unsigned k = 0; k < BLOCK_INSTS; k++) {
            vj_inst_id id;
            if (k % 4 == 3) {
                id = rand_other(fam, &rng);
            } else {
                do
                    id = (vj_inst_id)(vj_test_rand(&rng) % VJ_I_COUNT);
                while (!vj_inst_has_dpp16(id, t) || /* (refused there: pick_target) */
                       (fam == VJ_FAM_GFX9 && (vj_inst_flags(id) & VJ_IF_HI16_GFX9)));
            }
            rand_inst(&insts[k], id, t, wave, &rng);
            if (k % 4 != 3)
                make_dpp16(&insts[k], dpp16_cases[c].lo + (unsigned)(vj_test_rand(&rng) %
                                                                       dpp16_cases[c].n),
                           bound, &rng);
            vj_operand *ops[4] = {&insts[k].dst, &insts[k].src[0], &insts[k].src[1],
                                  &insts[k].src[2]};
            for (unsigned j = 0; j < 4; j++)
                if (ops[j]->kind == VJ_OPND_VGPR && ops[j]->dwords == 1)
                    ops[j]->index %= 8;
                else if (ops[j]->kind == VJ_OPND_VGPR)
                    ops[j]->index %= 7;
        }
        uint64_t d = diff_block_opt(insts, BLOCK_INSTS, init, wi, wr, (int)(blocks & 1));
        /* the lanes of the DPP16 forms: 3 of every 4 instructions */
        done += d * 3 / 4;
        per_wave[wave == 64] += d;
        memcpy(init, wi, sizeof *init);
        blocks++;
    }
    if (getenv("VJ_DIFF_VERBOSE"))
        fprintf(stderr,
                "DPP16 %s, bound_ctrl %d: %llu lane evaluations (wave32 %llu, wave64 %llu) in "
                "%llu blocks (exec empty %llu, partial %llu, full %llu), 0 mismatches\n",
                dpp16_cases[c].name, bound, (unsigned long long)done,
                (unsigned long long)per_wave[0], (unsigned long long)per_wave[1],
                (unsigned long long)blocks, (unsigned long long)per_exec[0],
                (unsigned long long)per_exec[1], (unsigned long long)per_exec[2]);
    free(init);
    free(wi);
    free(wr);
}
END_TEST

/* VOP3-DPP (GFX11+): the VOP3 forms of ours with a DPP16 or DPP8 src0
 * (vj_inst_has_vop3_dpp) on gfx1100, gfx1150 and gfx1200, wave32 and
 * wave64, against the reference: DPP16 with BOUND_CTRL clear (case 0) and
 * set (1), any control the target defines, random masks and FI; DPP8 (2)
 * with FI both ways. The other sources are any VOP3 source but a literal
 * (scalars, constants: the VOP3 form's), compares write any SGPR (pair);
 * exec full, partial or empty; between ordinary instructions on v0-v7, the
 * optimiser's IR every other block. >= VJ_DIFF_LANES evaluations a case. */
static void make_vop3_dpp(vj_inst *in, int dpp, int bound, uint64_t *rng)
{
    if (dpp == 16) {
        unsigned c;
        do
            c = (unsigned)(vj_test_rand(rng) % 0x170);
        while (!vj_dpp16_ctrl_valid(in->target, c));
        make_dpp16(in, c, bound, rng);
    } else {
        uint64_t r = vj_test_rand(rng);
        in->dpp = 8;
        in->dpp_sel = (uint32_t)r & 0xffffff;
        in->dpp_fi = (uint8_t)((r >> 24) & 1);
        in->src[0].kind = VJ_OPND_VGPR;
        in->src[0].dwords = 1;
        in->src[0].index = (unsigned)((r >> 32) % 256);
        in->src[0].code = (uint16_t)(256 + in->src[0].index);
    }
    in->e32 = 0;
    in->sdwa = 0;
    for (unsigned i = 1; i < in->nsrc; i++) {
        vj_operand *o = &in->src[i];
        if (o->kind != VJ_OPND_LITERAL)
            continue;
        /* a VGPR; a lane mask (its dwords: the wave's) vcc, as rand_inst
         * draws it half the time */
        int mask = vj_slot_is_mask(vj_inst_src_slot(in->id, i, o->dwords == 2 ? 64 : 32));
        o->kind = mask ? VJ_OPND_SREG : VJ_OPND_VGPR;
        o->index = mask ? VJ_SREG_VCC_LO : (unsigned)(o->value % 256);
        o->value = 0;
        o->code = 0;
    }
}

START_TEST(vop3_dpp_matches_reference)
{
    static const vj_target targets[] = {VJ_GFX1100, VJ_GFX1150, VJ_GFX1200};
    int dpp = _i < 2 ? 16 : 8, bound = _i == 1;
    const char *seed_env = getenv("VJ_DIFF_SEED");
    uint64_t seed = seed_env && *seed_env ? strtoull(seed_env, NULL, 0) : 0x5eed0000u;
    uint64_t rng = seed + 0xd3d00u + (uint64_t)_i;
    struct vj_wave *init = vj_test_wave_new(0);
    struct vj_wave *wi = vj_test_wave_new(0);
    struct vj_wave *wr = vj_test_wave_new(0);
    uint64_t want = lanes_wanted("VJ_DIFF_LANES", 1000000), done = 0, blocks = 0;
    uint64_t per_wave[2] = {0, 0}, per_exec[3] = {0, 0, 0}, ninst = 0;
    while (done < want) {
        vj_target t = targets[vj_test_rand(&rng) % 3];
        unsigned wave = (blocks / 4) % 2 ? 64 : 32;
        if (blocks % 16 == 0 || init->wave_size != wave)
            randomize_wave(init, wave, &rng);
        else
            refresh_wave(init, &rng);
        if (blocks % 3 == 1) { /* a partial exec a third of the time */
            uint64_t e = vj_test_rand(&rng) & vj_test_rand(&rng) >> 1;
            init->s[VJ_SREG_EXEC_LO] = (uint32_t)e;
            init->s[VJ_SREG_EXEC_HI] = (uint32_t)(e >> 32);
        }
        uint64_t ex = vj_wave_exec(init);
        per_exec[ex == 0 ? 0 : ex == (wave == 64 ? ~0ull : 0xffffffffull) ? 2 : 1]++;
        vj_inst insts[BLOCK_INSTS];
        vj_family fam = vj_target_family(t);
        for (unsigned k = 0; k < BLOCK_INSTS; k++) {
            vj_inst_id id;
            if (k % 4 == 3) {
                id = rand_other(fam, &rng);
            } else {
                do
                    id = (vj_inst_id)(vj_test_rand(&rng) % VJ_I_COUNT);
                while (!vj_inst_has_vop3_dpp(id, t, dpp));
            }
            rand_inst(&insts[k], id, t, wave, &rng);
            if (k % 4 != 3) {
                make_vop3_dpp(&insts[k], dpp, bound, &rng);
                ninst++;
            }
            vj_operand *ops[4] = {&insts[k].dst, &insts[k].src[0], &insts[k].src[1],
                                  &insts[k].src[2]};
            for (unsigned j = 0; j < 4; j++)
                if (ops[j]->kind == VJ_OPND_VGPR && ops[j]->dwords == 1)
                    ops[j]->index %= 8;
                else if (ops[j]->kind == VJ_OPND_VGPR)
                    ops[j]->index %= 7;
        }
        uint64_t d = diff_block_opt(insts, BLOCK_INSTS, init, wi, wr, (int)(blocks & 1));
        done += d * 3 / 4; /* the lanes of the VOP3-DPP forms: 3 of every 4 */
        per_wave[wave == 64] += d;
        memcpy(init, wi, sizeof *init);
        blocks++;
    }
    ck_assert(per_wave[0] && per_wave[1] && per_exec[1]);
    if (getenv("VJ_DIFF_VERBOSE"))
        fprintf(stderr,
                "VOP3-DPP%d%s: %llu lane evaluations (wave32 %llu, wave64 %llu) of %llu "
                "instructions in %llu blocks (exec empty %llu, partial %llu, full %llu), 0 "
                "mismatches\n",
                dpp, dpp == 16 ? (bound ? ", bound_ctrl 1" : ", bound_ctrl 0") : "",
                (unsigned long long)done, (unsigned long long)per_wave[0],
                (unsigned long long)per_wave[1], (unsigned long long)ninst,
                (unsigned long long)blocks, (unsigned long long)per_exec[0],
                (unsigned long long)per_exec[1], (unsigned long long)per_exec[2]);
    free(init);
    free(wi);
    free(wr);
}
END_TEST

Suite *vj_test_suite(void)
{
    Suite *s = suite_create("interp_diff");
    TCase *tc = tcase_create("random");
    tcase_set_timeout(tc, 0);
    tcase_add_loop_test(tc, interp_matches_reference_on_random_blocks, 0, VJ_I_COUNT);
    tcase_add_loop_test(tc, optimised_interp_matches_reference_on_random_blocks, 0, VJ_I_COUNT);
    tcase_add_loop_test(tc, dpp16_controls_match_reference, 0, 2 * (int)N_DPP16_CASES);
    tcase_add_loop_test(tc, vop3_dpp_matches_reference, 0, 3);
    suite_add_tcase(s, tc);
    TCase *edge = tcase_create("edges");
    tcase_set_timeout(edge, 120);
    tcase_add_test(edge, perm_every_selector_byte_value);
    tcase_add_test(edge, edge_counts_and_signed_extremes);
    suite_add_tcase(s, edge);
    return s;
}
