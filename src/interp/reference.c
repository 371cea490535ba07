/* reference: the oracle engine. Runs decoded instructions lane by lane,
 * each written straight from the ISA pseudocode in plain C, slow on purpose.
 * It must not use the IR's semantics (vj_ir_eval_op, src/ir/sem.h): it is
 * what they are checked against. It shares only the refusal rules. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "interp/interp.h"

/* Every instruction of insts.def needs its case in eval_lane: a missing one
 * is a build error, not a lane that silently reads 0. */
#pragma GCC diagnostic error "-Wswitch"

/* ------------------------------------------------------ reading sources */

static uint64_t wave_mask(const struct vj_wave *w, unsigned lo_idx)
{
    uint64_t m = w->s[lo_idx] | (uint64_t)w->s[lo_idx + 1] << 32;
    return w->wave_size == 32 ? m & 0xffffffffu : m;
}

/* A 32-bit source as lane `lane` reads it. */
static uint32_t read32(const struct vj_wave *w, const vj_operand *o, unsigned lane)
{
    switch (o->kind) {
    case VJ_OPND_VGPR:
        return w->v[o->index][lane];
    case VJ_OPND_AGPR:
        return w->a[o->index][lane];
    case VJ_OPND_SREG:
        return o->index == VJ_SREG_NULL ? 0 : w->s[o->index];
    case VJ_OPND_SPECIAL:
        if (o->index == VJ_SPECIAL_VCCZ)
            return wave_mask(w, VJ_SREG_VCC_LO) == 0 ? 1 : 0;
        if (o->index == VJ_SPECIAL_EXECZ)
            return wave_mask(w, VJ_SREG_EXEC_LO) == 0 ? 1 : 0;
        return w->scc & 1; /* VJ_SPECIAL_SCC; the others were refused */
    default:
        return (uint32_t)o->value;
    }
}

/* A 64-bit source: a register pair, low dword first. */
static uint64_t read64(const struct vj_wave *w, const vj_operand *o, unsigned lane)
{
    switch (o->kind) {
    case VJ_OPND_VGPR:
        return (uint64_t)w->v[o->index + 1][lane] << 32 | w->v[o->index][lane];
    case VJ_OPND_SREG:
        if (o->index == VJ_SREG_NULL)
            return 0;
        return (uint64_t)w->s[o->index + 1] << 32 | w->s[o->index];
    default:
        return o->value;
    }
}

/* ------------------------------------------------ helpers from the ISA */

static int32_t as_signed(uint32_t x)
{
    int32_t r;
    memcpy(&r, &x, sizeof r);
    return r;
}

/* BYTE_PERMUTE(data, sel) from the v_perm_b32 pseudocode. */
static uint8_t byte_permute(uint64_t data, unsigned sel)
{
    if (sel >= 13)
        return 0xff;
    if (sel == 12)
        return 0x00;
    if (sel == 11)
        return ((data >> 63) & 1) ? 0xff : 0x00;
    if (sel == 10)
        return ((data >> 47) & 1) ? 0xff : 0x00;
    if (sel == 9)
        return ((data >> 31) & 1) ? 0xff : 0x00;
    if (sel == 8)
        return ((data >> 15) & 1) ? 0xff : 0x00;
    return (uint8_t)(data >> (sel * 8));
}

static uint32_t v_perm(uint32_t s0, uint32_t s1, uint32_t s2)
{
    uint64_t data = ((uint64_t)s0 << 32) | s1;
    uint32_t d = 0;
    d |= (uint32_t)byte_permute(data, s2 & 0xff);
    d |= (uint32_t)byte_permute(data, (s2 >> 8) & 0xff) << 8;
    d |= (uint32_t)byte_permute(data, (s2 >> 16) & 0xff) << 16;
    d |= (uint32_t)byte_permute(data, (s2 >> 24) & 0xff) << 24;
    return d;
}

/* (1 << width) - 1 computed in 64 bits so that no shift is out of range. */
static uint32_t low_mask(unsigned width)
{
    return (uint32_t)((1ull << width) - 1);
}

/* signext_from_bit(x, width): bit width-1 of x spread upwards; width 0 -> 0. */
static uint32_t signext_from_bit(uint32_t x, unsigned width)
{
    if (width == 0)
        return 0;
    x &= low_mask(width);
    if ((x >> (width - 1)) & 1)
        x |= ~low_mask(width);
    return x;
}

/* S.i >> n for a signed 32-bit value, written without relying on >> of negatives. */
static uint32_t ashr32(uint32_t x, unsigned n)
{
    if (n == 0)
        return x;
    uint32_t r = x >> n;
    if (x & 0x80000000u)
        r |= ~(0xffffffffu >> n);
    return r;
}

static uint64_t ashr64(uint64_t x, unsigned n)
{
    if (n == 0)
        return x;
    uint64_t r = x >> n;
    if (x & 0x8000000000000000ull)
        r |= ~(0xffffffffffffffffull >> n);
    return r;
}

static int64_t sext24(uint32_t x)
{
    x &= 0xffffff;
    return (x & 0x800000) ? (int64_t)x - 0x1000000 : (int64_t)x;
}

static unsigned count_bits(uint32_t x)
{
    unsigned n = 0;
    for (unsigned i = 0; i < 32; i++)
        n += (x >> i) & 1;
    return n;
}

static uint32_t reverse_bits(uint32_t x)
{
    uint32_t r = 0;
    for (unsigned i = 0; i < 32; i++)
        if ((x >> i) & 1)
            r |= 1u << (31 - i);
    return r;
}

static int32_t smin(int32_t a, int32_t b)
{
    return a < b ? a : b;
}
static int32_t smax(int32_t a, int32_t b)
{
    return a > b ? a : b;
}
static uint32_t umin(uint32_t a, uint32_t b)
{
    return a < b ? a : b;
}
static uint32_t umax(uint32_t a, uint32_t b)
{
    return a > b ? a : b;
}

/* v_med3_*: the ISA's "if max3 == S0 ... elsif max3 == S1 ..." form. */
static uint32_t med3_i32(uint32_t a, uint32_t b, uint32_t c)
{
    int32_t x = as_signed(a), y = as_signed(b), z = as_signed(c);
    int32_t mx = smax(smax(x, y), z);
    if (mx == x)
        return (uint32_t)smax(y, z);
    if (mx == y)
        return (uint32_t)smax(x, z);
    return (uint32_t)smax(x, y);
}

static uint32_t med3_u32(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t mx = umax(umax(a, b), c);
    if (mx == a)
        return umax(b, c);
    if (mx == b)
        return umax(a, c);
    return umax(a, b);
}

/* abs then neg on bit 31, as v_cndmask_b32's float-style modifiers do. */
static uint32_t src_mods(const vj_inst *in, unsigned i, uint32_t x)
{
    if ((in->abs >> i) & 1)
        x &= 0x7fffffffu;
    if ((in->neg >> i) & 1)
        x ^= 0x80000000u;
    return x;
}

/* SDWA (GFX9/GFX10): a source's selected byte or word, zero- or
 * sign-extended, per the ISA's SDWA source select; DWORD is the register. */
static uint32_t sdwa_src(const vj_inst *in, unsigned i, uint32_t x)
{
    if (!in->sdwa || i > 1 || in->src_sel[i] >= VJ_SEL_DWORD)
        return x;
    unsigned shift, bits;
    vj_sdwa_sel_field(in->src_sel[i], &shift, &bits);
    uint32_t v = (x >> shift) & ((1u << bits) - 1);
    if (in->src_sext[i] && (v >> (bits - 1)) & 1)
        v |= ~((1u << bits) - 1);
    return v;
}

/* SDWA: the result put in the destination's selected byte or word; the
 * destination's other bits are 0 (UNUSED_PAD), copies of the field's top
 * bit above it (UNUSED_SEXT, 0 below), or what they were (PRESERVE). */
static uint32_t sdwa_dst(const vj_inst *in, uint32_t result, uint32_t old)
{
    if (!in->sdwa || in->dst_sel >= VJ_SEL_DWORD)
        return result;
    unsigned shift, bits;
    vj_sdwa_sel_field(in->dst_sel, &shift, &bits);
    uint32_t field = (result & ((1u << bits) - 1)) << shift;
    uint32_t fmask = ((1u << bits) - 1) << shift;
    if (in->dst_unused == VJ_UNUSED_PRESERVE)
        return field | (old & ~fmask);
    if (in->dst_unused == VJ_UNUSED_SEXT && (result >> (bits - 1)) & 1)
        return field | ~(fmask | ((1u << shift) - 1));
    return field;
}

/* A lane's bit of a lane-mask source (one SGPR in wave32, a pair in wave64). */
static int mask_bit(const struct vj_wave *w, const vj_operand *o, unsigned lane)
{
    uint64_t mask = w->wave_size == 64 ? read64(w, o, lane) : read32(w, o, lane);
    return (int)((mask >> lane) & 1);
}

/* clamp on an exact integer result: saturate to the destination's range. */
static uint32_t clamp_u32(int clamp, uint64_t exact)
{
    return clamp && exact > 0xffffffffu ? 0xffffffffu : (uint32_t)exact;
}
static uint32_t clamp_u32_sub(int clamp, int64_t exact)
{
    return clamp && exact < 0 ? 0 : (uint32_t)exact;
}
static uint32_t clamp_i32(int clamp, int64_t exact)
{
    if (clamp && exact > INT32_MAX)
        return 0x7fffffffu;
    if (clamp && exact < INT32_MIN)
        return 0x80000000u;
    return (uint32_t)exact;
}

/* A compare of two values as the ISA's pseudocode says it, by its name's
 * relation (F, LT, EQ, LE, GT, NE, GE, T) over signed or unsigned values. */
enum { R_F, R_LT, R_EQ, R_LE, R_GT, R_NE, R_GE, R_T };
static int relation(unsigned rel, int is_signed, uint64_t a, uint64_t b, int bits)
{
    if (bits == 16) { /* S0.u16 / S0.i16: the low halves */
        a &= 0xffff;
        b &= 0xffff;
    }
    int lt, eq = a == b;
    if (is_signed) {
        int64_t x = bits == 64   ? (int64_t)a
                    : bits == 32 ? (int64_t)(int32_t)(uint32_t)a
                                 : (int64_t)(int16_t)(uint16_t)a;
        int64_t y = bits == 64   ? (int64_t)b
                    : bits == 32 ? (int64_t)(int32_t)(uint32_t)b
                                 : (int64_t)(int16_t)(uint16_t)b;
        lt = x < y;
    } else {
        lt = a < b;
    }
    switch (rel) {
    case R_F:
        return 0;
    case R_LT:
        return lt;
    case R_EQ:
        return eq;
    case R_LE:
        return lt || eq;
    case R_GT:
        return !lt && !eq;
    case R_NE:
        return !eq;
    case R_GE:
        return !lt;
    default:
        return 1;
    }
}

/* Every compare by id: its relation, signedness and width (16, 32, 64). */
static int compare_of(vj_inst_id id, unsigned *rel, int *is_signed, int *bits)
{
    switch (id) {
#define CMPCASE(X, R, S, W)                                                                       \
    case VJ_I_V_CMP_##R##_##X:                                                                    \
    case VJ_I_V_CMPX_##R##_##X:                                                                   \
        *rel = R_##R;                                                                             \
        *is_signed = S;                                                                           \
        *bits = W;                                                                                \
        return 1;
#define CMPTYPE(X, S, W)                                                                          \
    CMPCASE(X, F, S, W) CMPCASE(X, LT, S, W) CMPCASE(X, EQ, S, W) CMPCASE(X, LE, S, W)            \
    CMPCASE(X, GT, S, W) CMPCASE(X, NE, S, W) CMPCASE(X, GE, S, W) CMPCASE(X, T, S, W)
        CMPTYPE(I16, 1, 16)
        CMPTYPE(U16, 0, 16)
        CMPTYPE(I32, 1, 32)
        CMPTYPE(U32, 0, 32)
        CMPTYPE(I64, 1, 64)
        CMPTYPE(U64, 0, 64)
#undef CMPTYPE
#undef CMPCASE
    default:
        return 0;
    }
}

/* ------------------------------------------------------- one lane, one op */

/* A packed 16-bit integer op (VOP3P), from the ISA: each half of the
 * result is the op on one half of each source, the high half of source i
 * if op_sel[i] (the low result) or op_sel_hi[i] (the high result) says so;
 * shifts take the count's low 4 bits; mad keeps the low 16 bits of a*b+c.
 * neg_lo/neg_hi and constant sources are refused before running, and so is
 * clamp on all but the adds and subtracts (pk_sat below). */
static uint16_t pk_half(vj_inst_id id, uint16_t a, uint16_t b, uint16_t c)
{
    int16_t sa = (int16_t)a, sb = (int16_t)b;
    switch (id) {
    case VJ_I_V_PK_MAD_I16:
    case VJ_I_V_PK_MAD_U16:
        return (uint16_t)((uint32_t)a * b + c);
    case VJ_I_V_PK_MUL_LO_U16:
        return (uint16_t)((uint32_t)a * b);
    case VJ_I_V_PK_ADD_I16:
    case VJ_I_V_PK_ADD_U16:
        return (uint16_t)(a + b);
    case VJ_I_V_PK_SUB_I16:
    case VJ_I_V_PK_SUB_U16:
        return (uint16_t)(a - b);
    case VJ_I_V_PK_LSHLREV_B16: /* b << a */
        return (uint16_t)(b << (a & 15));
    case VJ_I_V_PK_LSHRREV_B16:
        return (uint16_t)(b >> (a & 15));
    case VJ_I_V_PK_ASHRREV_I16:
        return (uint16_t)(sb >> (a & 15));
    case VJ_I_V_PK_MAX_I16:
        return (uint16_t)(sa > sb ? sa : sb);
    case VJ_I_V_PK_MIN_I16:
        return (uint16_t)(sa < sb ? sa : sb);
    case VJ_I_V_PK_MAX_U16:
        return a > b ? a : b;
    case VJ_I_V_PK_MIN_U16:
        return a < b ? a : b;
    default:
        return 0;
    }
}

/* With clamp, an add or a subtract saturates each half: the exact sum or
 * difference of the halves, unsigned (u16) or signed (i16), held to
 * [0, 65535] or [-32768, 32767]. */
static uint16_t pk_sat(vj_inst_id id, uint16_t a, uint16_t b)
{
    int32_t ua = a, ub = b, sa = (int16_t)a, sb = (int16_t)b, r;
    int is_signed = id == VJ_I_V_PK_ADD_I16 || id == VJ_I_V_PK_SUB_I16;
    int add = id == VJ_I_V_PK_ADD_I16 || id == VJ_I_V_PK_ADD_U16;
    r = is_signed ? (add ? sa + sb : sa - sb) : (add ? ua + ub : ua - ub);
    int32_t lo = is_signed ? -32768 : 0, hi = is_signed ? 32767 : 65535;
    return (uint16_t)(r < lo ? lo : r > hi ? hi : r);
}

static uint32_t pk_op(const vj_inst *in, const uint32_t *s)
{
    uint16_t lo[3] = {0, 0, 0}, hi[3] = {0, 0, 0};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++) {
        lo[i] = (uint16_t)(s[i] >> ((in->opsel >> i & 1) ? 16 : 0));
        hi[i] = (uint16_t)(s[i] >> ((in->opsel_hi >> i & 1) ? 16 : 0));
    }
    if (in->clamp) /* only the adds and subtracts get here with it */
        return (uint32_t)pk_sat(in->id, lo[0], lo[1]) | (uint32_t)pk_sat(in->id, hi[0], hi[1]) << 16;
    return (uint32_t)pk_half(in->id, lo[0], lo[1], lo[2]) |
           (uint32_t)pk_half(in->id, hi[0], hi[1], hi[2]) << 16;
}

/* The integer dot products, from the ISA pseudocode: S2 plus, for each of
 * the n fields of 32/n bits, source 0's field times source 1's, each read
 * as a signed or an unsigned integer; the sum kept to 32 bits (clamp,
 * op_sel and other modifiers are refused before running). GFX11's _iu
 * forms take each source's signedness from neg_lo[0] and neg_lo[1]. */
static int64_t field(uint32_t x, unsigned k, unsigned width, int is_signed)
{
    uint32_t f = (x >> (k * width)) & (uint32_t)((1ull << width) - 1);
    uint32_t sign = 1u << (width - 1);
    return is_signed ? (int64_t)(f ^ sign) - (int64_t)sign : (int64_t)f;
}

static uint32_t dot_ref(const vj_inst *in, uint32_t a, uint32_t b, uint32_t c)
{
    unsigned n;
    int sa, sb;
    switch (in->id) {
    case VJ_I_V_DOT2_I32_I16: n = 2; sa = sb = 1; break;
    case VJ_I_V_DOT2_U32_U16: n = 2; sa = sb = 0; break;
    case VJ_I_V_DOT4_I32_I8:  n = 4; sa = sb = 1; break;
    case VJ_I_V_DOT4_U32_U8:  n = 4; sa = sb = 0; break;
    case VJ_I_V_DOT8_I32_I4:  n = 8; sa = sb = 1; break;
    case VJ_I_V_DOT8_U32_U4:  n = 8; sa = sb = 0; break;
    case VJ_I_V_DOT4_I32_IU8: n = 4; sa = in->neg & 1; sb = (in->neg >> 1) & 1; break;
    default:                  n = 8; sa = in->neg & 1; sb = (in->neg >> 1) & 1; break;
    }
    int64_t sum = (int64_t)(int32_t)c; /* the low 32 bits are the same read either way */
    for (unsigned k = 0; k < n; k++)
        sum += field(a, k, 32 / n, sa) * field(b, k, 32 / n, sb);
    return (uint32_t)(uint64_t)sum;
}

/* v_pk_mov_b32: {source 1's dword op_sel[1] picks, source 0's dword op_sel[0] picks}. */
static uint64_t pk_mov(const vj_inst *in, uint64_t a, uint64_t b)
{
    uint32_t lo = (uint32_t)(a >> ((in->opsel & 1) ? 32 : 0));
    uint32_t hi = (uint32_t)(b >> ((in->opsel & 2) ? 32 : 0));
    return (uint64_t)hi << 32 | lo;
}

/* ------------------------------------------ issue 19: 16-bit integer ops */

/* Whether source i of a 16-bit op is read from its high half: the op
 * takes op_sel (VOP3 form) and op_sel[i] is set; or (issue 29, item 6) it
 * is a GFX11+ integer op's VOP3 form (not DPP, SDWA or VOPD; not VOP3P),
 * source i is a 16-bit one and op_sel[i] is set: the ISA's VOP3 OPSEL
 * ("operand select for 16-bit data ... [0] = src0 ... [3] = dest"). Issue
 * 29: the f16 rows (the only float rows with 16-bit sources) follow the
 * same rule, but for v_fmac_f16, whose op_sel lowering refuses. */
static int src_hi16(const vj_inst *in, unsigned i)
{
    if (in->e32 || !((in->opsel >> i) & 1))
        return 0;
    unsigned f = vj_inst_flags(in->id);
    if (f & VJ_IF_OPSEL)
        return 1;
    /* (a VOP3-DPP form's too: the half of the DPP lane's value, the VOP3
     * word's OPSEL field as in the VOP3 form) */
    return i < 3 && !in->sdwa && !in->vopd &&
           vj_target_family(in->target) >= VJ_FAM_GFX11 &&
           !(f & (VJ_IF_FIBC | VJ_IF_ACCMOVE)) && in->id != VJ_I_V_FMAC_F16 &&
           vj_inst_table[in->id].enc != VJ_ENC_VOP3P &&
           vj_inst_src_slot(in->id, i, 64) == VJ_SLOT_B16;
}

/* S<i>.u16 of a 16-bit op: the low half of the source, or its high half
 * where src_hi16 says. */
static uint16_t src_u16(const vj_inst *in, unsigned i, uint32_t x)
{
    return (uint16_t)(src_hi16(in, i) ? x >> 16 : x);
}
static int32_t src_i16(const vj_inst *in, unsigned i, uint32_t x)
{
    uint16_t h = src_u16(in, i, x);
    return h & 0x8000 ? (int32_t)h - 0x10000 : (int32_t)h;
}

/* D.u16 = r: GFX9 zeroes bits 31:16 (LLVM's zeroesHigh16BitsOfDest lists
 * these ops for GFX9 and earlier); GFX10+ keeps the other half of the
 * destination and writes the half op_sel[3] names ("on gfx10, all 16-bit
 * instructions preserve the high bits", same source). Issue 29: a row with
 * VJ_IF_HI16_KEEP (v_fma_f16, v_fmac_f16, v_madak/madmk_f16) does so on
 * GFX9 too. SDWA places the zero-extended result by its own rules
 * (sdwa_dst). */
static uint32_t dst_u16(const struct vj_wave *w, const vj_inst *in, unsigned lane, uint32_t r)
{
    uint32_t r16 = r & 0xffffu;
    if ((vj_target_family(in->target) == VJ_FAM_GFX9 &&
         !(vj_inst_flags(in->id) & VJ_IF_HI16_KEEP)) ||
        in->sdwa)
        return r16;
    uint32_t old = w->v[in->dst.index][lane];
    if ((in->opsel >> 3) & 1)
        return (old & 0x0000ffffu) | r16 << 16;
    return (old & 0xffff0000u) | r16;
}

/* Issue 29: whether the float row's result is an f16 (placed as D.u16 by
 * dst_u16); v_cvt_f32_f16's is an f32. The second part's 16-bit integer
 * results (v_frexp_exp_i16_f16, v_cvt_u16/i16_f16) are placed alike;
 * v_cvt_pkrtz_f16_f32's two f16 are a 32-bit result. */
static int f16_result(vj_inst_id id)
{
    switch (id) {
    case VJ_I_V_ADD_F16:
    case VJ_I_V_SUB_F16:
    case VJ_I_V_SUBREV_F16:
    case VJ_I_V_MUL_F16:
    case VJ_I_V_MIN_F16:
    case VJ_I_V_MAX_F16:
    case VJ_I_V_FMAC_F16:
    case VJ_I_V_FMA_F16:
    case VJ_I_V_FMAAK_F16: /* the K forms: GFX10+ keep bits 31:16, and GFX9's */
    case VJ_I_V_FMAMK_F16: /* madak/madmk too (VJ_IF_HI16_KEEP) */
    case VJ_I_V_MADAK_F16:
    case VJ_I_V_MADMK_F16:
    case VJ_I_V_MAC_F16: /* issue 29, item 1: GFX9 keeps bits 31:16 (VJ_IF_HI16_KEEP) */
    case VJ_I_V_MAD_F16: /* GFX9's op_sel form keeps them (VJ_IF_HI16_KEEP) */
    case VJ_I_V_MAD_LEGACY_F16: /* issue 29, item 2: GFX9 zeroes them (the pseudocode's */
    case VJ_I_V_FMA_LEGACY_F16: /* {16'0, tmp.f16}) */
    case VJ_I_V_CVT_NORM_I16_F16: /* issue 29, item 6: 16-bit integers */
    case VJ_I_V_CVT_NORM_U16_F16:
    case VJ_I_V_DIV_FIXUP_F16: /* issue 29, item 5 */
    case VJ_I_V_DIV_FIXUP_LEGACY_F16:
    case VJ_I_V_CVT_F16_F32:
    case VJ_I_V_RNDNE_F16: /* issue 29, second part (integer results too) */
    case VJ_I_V_FLOOR_F16:
    case VJ_I_V_CEIL_F16:
    case VJ_I_V_TRUNC_F16:
    case VJ_I_V_FRACT_F16:
    case VJ_I_V_FREXP_MANT_F16:
    case VJ_I_V_FREXP_EXP_I16_F16:
    case VJ_I_V_LDEXP_F16:
    case VJ_I_V_LDEXP_F16_GFX11:
    case VJ_I_V_CVT_F16_U16:
    case VJ_I_V_CVT_F16_I16:
    case VJ_I_V_CVT_U16_F16:
    case VJ_I_V_CVT_I16_F16:
    case VJ_I_V_RCP_F16: /* issue 29: the f16 transcendentals */
    case VJ_I_V_RSQ_F16:
    case VJ_I_V_SQRT_F16:
    case VJ_I_V_EXP_F16:
    case VJ_I_V_LOG_F16:
    case VJ_I_V_SIN_F16:
    case VJ_I_V_COS_F16:
    case VJ_I_V_MED3_F16:
    case VJ_I_V_MIN3_F16:
    case VJ_I_V_MAX3_F16:
    case VJ_I_V_MAXMIN_F16:
    case VJ_I_V_MINMAX_F16:
    case VJ_I_V_MINIMUM_F16:
    case VJ_I_V_MAXIMUM_F16:
    case VJ_I_V_MINIMUM3_F16:
    case VJ_I_V_MAXIMUM3_F16:
    case VJ_I_V_MINIMUMMAXIMUM_F16:
    case VJ_I_V_MAXIMUMMINIMUM_F16:
        return 1;
    default:
        return 0;
    }
}

/* clamp on the 16-bit adds, subtracts and mads: the exact result held to
 * the type's range, [0, 65535] or [-32768, 32767] ("the result must be
 * clamped to the largest and smallest representable value": LLVM's
 * AMDGPUModifierSyntax, clamp; docs/design.md "Integer residue"). */
static uint32_t sat16(int clamp, int is_signed, int64_t exact)
{
    int64_t lo = is_signed ? -32768 : 0, hi = is_signed ? 32767 : 65535;
    if (clamp && exact < lo)
        return (uint32_t)lo;
    if (clamp && exact > hi)
        return (uint32_t)hi;
    return (uint32_t)exact;
}

/* The bit scans, as the ISA's loops say: the first 1 from the MSB, the
 * first 1 from the LSB, the first bit from the MSB unlike the sign; -1
 * (0xffffffff) when there is none. */
static uint32_t first_one_from_msb(uint32_t x)
{
    for (unsigned i = 0; i < 32; i++)
        if ((x >> (31 - i)) & 1)
            return i;
    return 0xffffffffu;
}
static uint32_t first_one_from_lsb(uint32_t x)
{
    for (unsigned i = 0; i < 32; i++)
        if ((x >> i) & 1)
            return i;
    return 0xffffffffu;
}
static uint32_t first_unlike_sign(uint32_t x)
{
    for (unsigned i = 1; i < 32; i++)
        if (((x >> (31 - i)) & 1) != (x >> 31))
            return i;
    return 0xffffffffu;
}

/* ABSDIFF of two unsigned values; the byte sum of v_sad_u8, and of
 * v_msad_u8 (masked: a byte whose S1 byte is 0 adds nothing; Mesa's
 * ac_nir_to_llvm passes NIR msad_4x8's reference, src0, as S1). */
static uint32_t absdiff_u32(uint32_t x, uint32_t y)
{
    return x > y ? x - y : y - x;
}
static uint32_t sad_bytes(uint32_t x, uint32_t y, int masked)
{
    uint32_t sum = 0;
    for (unsigned k = 0; k < 32; k += 8)
        if (!masked || ((y >> k) & 0xff) != 0)
            sum += absdiff_u32((x >> k) & 0xff, (y >> k) & 0xff);
    return sum;
}

/* SAT8 of the ISA: a signed value held to [0, 255]. */
static uint32_t sat8(int32_t v)
{
    return v < 0 ? 0u : v > 255 ? 255u : (uint32_t)v;
}
/* abs then neg of a 16-bit source, on its sign bit (bit 15). */
static uint16_t mods16(const vj_inst *in, unsigned i, uint16_t x)
{
    if ((in->abs >> i) & 1)
        x &= 0x7fff;
    if ((in->neg >> i) & 1)
        x ^= 0x8000;
    return x;
}

/* A 16-bit op's D.u16 before it is placed: by its ISA pseudocode. */

/* v_screen_partition_4se_b32's table, as the Vega and CDNA ISA guides print
 * it (16 rows of 16, S0[7:0] = row * 16 + column). lower.c computes the
 * same values from the screen rectangle they encode. */
static const uint8_t screen_partition_4se[256] = {
    0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
    0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
    0xd, 0xf, 0x4, 0xc, 0xf, 0xf, 0x5, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf,
    0x9, 0xb, 0xf, 0x8, 0xf, 0xf, 0xf, 0xa, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf,
    0xf, 0xf, 0xf, 0xf, 0x4, 0xc, 0xd, 0xf, 0x6, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf,
    0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0x9, 0xb, 0xf, 0x9, 0x9, 0xf, 0xf, 0xd, 0xf, 0xf,
    0xf, 0xf, 0xf, 0xf, 0x7, 0xf, 0x1, 0x3, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf,
    0xf, 0xf, 0xf, 0xf, 0x6, 0xe, 0xf, 0x2, 0x6, 0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7,
    0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x2, 0x3, 0xb, 0xf, 0xa, 0xf, 0xf, 0xf,
    0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x1, 0x9, 0xd, 0xf, 0x5, 0xf, 0xf,
    0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xe, 0xf, 0x8, 0xc, 0xf, 0xf, 0xa, 0xf,
    0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0x6, 0x7, 0xf, 0x4, 0xf, 0xf, 0xf, 0x5,
    0x9, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0xc, 0xe, 0xf,
    0xf, 0x6, 0x6, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x4, 0x6, 0x7,
    0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xb, 0xf, 0x2, 0x3,
    0x9, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0x9, 0xd, 0xf, 0x1,
};

static int eval_16bit(const struct vj_wave *w, const vj_inst *in, unsigned lane, const uint32_t *s,
                      uint32_t *out)
{
    uint16_t a = src_u16(in, 0, s[0]), b = src_u16(in, 1, s[1]), c = src_u16(in, 2, s[2]);
    int32_t sa = src_i16(in, 0, s[0]), sb = src_i16(in, 1, s[1]), sc = src_i16(in, 2, s[2]);
    int clamp = in->clamp;
    uint32_t r;
    switch (in->id) {
    case VJ_I_V_ADD_U16:
    case VJ_I_V_ADD_NC_U16:
        r = sat16(clamp, 0, (int32_t)a + b);
        break;
    case VJ_I_V_SUB_U16:
    case VJ_I_V_SUB_NC_U16:
        r = sat16(clamp, 0, (int32_t)a - b);
        break;
    case VJ_I_V_SUBREV_U16:
        r = sat16(clamp, 0, (int32_t)b - a);
        break;
    case VJ_I_V_ADD_I16:
        r = sat16(clamp, 1, sa + sb);
        break;
    case VJ_I_V_SUB_I16:
        r = sat16(clamp, 1, sa - sb);
        break;
    case VJ_I_V_MUL_LO_U16:
        r = (uint32_t)a * b;
        break;
    case VJ_I_V_LSHLREV_B16: /* D = S1 << S0[3:0] */
        r = (uint32_t)b << (a & 15);
        break;
    case VJ_I_V_LSHRREV_B16:
        r = (uint32_t)b >> (a & 15);
        break;
    case VJ_I_V_ASHRREV_I16:
        r = ashr32((uint32_t)sb, a & 15);
        break;
    case VJ_I_V_MAX_U16:
        r = a > b ? a : b;
        break;
    case VJ_I_V_MAX_I16:
        r = (uint32_t)(sa > sb ? sa : sb);
        break;
    case VJ_I_V_MIN_U16:
        r = a < b ? a : b;
        break;
    case VJ_I_V_MIN_I16:
        r = (uint32_t)(sa < sb ? sa : sb);
        break;
    case VJ_I_V_AND_B16:
        r = a & b;
        break;
    case VJ_I_V_OR_B16:
        r = a | b;
        break;
    case VJ_I_V_XOR_B16:
        r = a ^ b;
        break;
    /* D.u16 = S0.u16 * S1.u16 + S2.u16 (the low 16 bits either way);
     * clamp saturates the exact sum (issue 29, item 6) */
    case VJ_I_V_MAD_U16:
    case VJ_I_V_MAD_LEGACY_U16:
        r = sat16(clamp, 0, (int64_t)a * b + c);
        break;
    case VJ_I_V_MAD_I16:
    case VJ_I_V_MAD_LEGACY_I16:
        r = sat16(clamp, 1, (int64_t)sa * sb + sc);
        break;
    case VJ_I_V_MIN3_U16:
        r = umin(umin(a, b), c);
        break;
    case VJ_I_V_MAX3_U16:
        r = umax(umax(a, b), c);
        break;
    case VJ_I_V_MIN3_I16:
        r = (uint32_t)smin(smin(sa, sb), sc);
        break;
    case VJ_I_V_MAX3_I16:
        r = (uint32_t)smax(smax(sa, sb), sc);
        break;
    case VJ_I_V_MED3_U16: /* the ISA's "if max3 == S0 ..." form */
        r = med3_u32(a, b, c);
        break;
    case VJ_I_V_MED3_I16:
        r = med3_i32((uint32_t)sa, (uint32_t)sb, (uint32_t)sc);
        break;
    /* issue 19, room misc */
    case VJ_I_V_MOV_B16: /* D.b16 = S0.b16, the halves true16 names (opsel bits 0, 3) */
        r = (in->opsel & 1) ? s[0] >> 16 : s[0] & 0xffff;
        break;
    case VJ_I_V_NOT_B16: /* D.u16 = ~S0.u16 */
        r = (uint16_t)~a;
        break;
    case VJ_I_V_SAT_PK_U8_I16: /* D.u16 = {SAT8(S0[31:16].i16), SAT8(S0[15:0].i16)} */
        r = sat8((int16_t)(s[0] & 0xffff)) | sat8((int16_t)(s[0] >> 16)) << 8;
        break;
    case VJ_I_V_CNDMASK_B16: /* D.u16 = VCC[lane] ? S1.u16 : S0.u16, f16-style mods */
        r = mask_bit(w, &in->src[2], lane) ? mods16(in, 1, b) : mods16(in, 0, a);
        break;
    default:
        return 0;
    }
    *out = dst_u16(w, in, lane, r);
    return 1;
}

/* DPP16: the lane a control reads for `lane`, or -1 when it is out of
 * range, written from the GCN3/Vega ISA's DPP_CTRL list (GFX9; gfx90a+'s
 * row_newbcast from the CDNA2 ISA) and the RDNA ISA's (GFX10+) row by row:
 * rows of 16 lanes; shifts past a row's or the wave's edge, and
 * row_bcast into the rows before the one broadcast, are out of range. */
static int dpp16_from(vj_family fam, unsigned ctrl, unsigned lane, unsigned ws)
{
    int row = (int)lane / 16, pos = (int)lane % 16, k = (int)(ctrl & 15);
    if (ctrl <= 0xff) /* quad_perm */
        return (int)(lane / 4 * 4 + (ctrl >> (lane % 4 * 2)) % 4);
    if (ctrl > 0x100 && ctrl <= 0x10f) /* row_shl */
        return pos + k < 16 ? row * 16 + pos + k : -1;
    if (ctrl > 0x110 && ctrl <= 0x11f) /* row_shr */
        return pos - k >= 0 ? row * 16 + pos - k : -1;
    if (ctrl > 0x120 && ctrl <= 0x12f) /* row_ror */
        return row * 16 + (pos - k + 16) % 16;
    if (ctrl == 0x140) /* row_mirror */
        return row * 16 + 15 - pos;
    if (ctrl == 0x141) /* row_half_mirror */
        return (int)(lane / 8 * 8 + 7 - lane % 8);
    if (ctrl >= 0x150 && ctrl <= 0x15f) /* row_share (GFX10+), row_newbcast (gfx90a+) */
        return row * 16 + k;
    if (fam >= VJ_FAM_GFX10)
        return ctrl >= 0x160 && ctrl <= 0x16f ? row * 16 + (pos ^ k) : -1; /* row_xmask */
    switch (ctrl) {
    case 0x130: /* wave_shl:1 */
        return lane + 1 < ws ? (int)lane + 1 : -1;
    case 0x134: /* wave_rol:1 */
        return (int)((lane + 1) % ws);
    case 0x138: /* wave_shr:1 */
        return lane > 0 ? (int)lane - 1 : -1;
    case 0x13c: /* wave_ror:1 */
        return (int)((lane + ws - 1) % ws);
    case 0x142: /* row_bcast:15: lane 15 of the row before */
        return row > 0 ? row * 16 - 1 : -1;
    case 0x143: /* row_bcast:31: lane 31 to rows 2 and 3 */
        return row >= 2 ? 31 : -1;
    default:
        return -1;
    }
}

/* Whether lane `lane`'s DPP16 source is valid: in range, and active in
 * exec unless FI (GFX10+) fetches an inactive lane too. */
static int dpp16_valid(const struct vj_wave *w, const vj_inst *in, unsigned lane)
{
    int from = dpp16_from(vj_target_family(in->target), in->dpp_ctrl, lane, w->wave_size);
    return from >= 0 && (in->dpp_fi || ((wave_mask(w, VJ_SREG_EXEC_LO) >> from) & 1));
}

/* The lanes a DPP16 form leaves enabled: those whose row_mask and
 * bank_mask bits are set, and (without BOUND_CTRL) whose source is valid.
 * The others are as lanes exec disables, for this instruction: no write,
 * a mask bit of 0 (the ISA's DPP rules; see lower.c's dpp16_src0). */
static uint64_t dpp16_enabled(const struct vj_wave *w, const vj_inst *in)
{
    uint64_t m = 0;
    for (unsigned lane = 0; lane < w->wave_size; lane++) {
        if (!((in->dpp_row_mask >> (lane / 16)) & 1) || !((in->dpp_bank_mask >> (lane / 4 % 4)) & 1))
            continue;
        if (in->dpp_bound || dpp16_valid(w, in, lane))
            m |= 1ull << lane;
    }
    return m;
}

/* Source i of lane `lane` as a 32-bit value. A DPP8 form's src0 is VGPR
 * src0 in lane (lane & ~7) + sel[lane & 7], the RDNA ISA's DPP8 rule; a
 * source lane exec disables reads 0 unless FI ("fetch inactive") is set.
 * The wave is as it was before the instruction (no lane has written). */
/* DPP16: VGPR reg in the lane the control names, or 0 from an invalid one
 * (BOUND_CTRL; a lane that does not write is left out by dpp16_enabled). */
static uint32_t src32_of(const struct vj_wave *w, const vj_inst *in, unsigned lane, unsigned reg)
{
    return dpp16_valid(w, in, lane)
               ? w->v[reg][dpp16_from(vj_target_family(in->target), in->dpp_ctrl, lane,
                                      w->wave_size)]
               : 0;
}

static uint32_t src32(const struct vj_wave *w, const vj_inst *in, unsigned i, unsigned lane)
{
    if (i == 0 && in->dpp == 16) /* DPP16: an invalid source reads 0 (BOUND_CTRL) */
        return dpp16_valid(w, in, lane)
                   ? w->v[in->src[0].index][dpp16_from(vj_target_family(in->target),
                                                       in->dpp_ctrl, lane, w->wave_size)]
                   : 0;
    if (i != 0 || in->dpp != 8)
        return read32(w, &in->src[i], lane);
    unsigned from = (lane & ~7u) + ((in->dpp_sel >> (3 * (lane & 7))) & 7);
    if (!in->dpp_fi && !((wave_mask(w, VJ_SREG_EXEC_LO) >> from) & 1))
        return 0;
    return w->v[in->src[0].index][from];
}

/* Compute lane `lane` of instruction in: the 32- or 64-bit result, and in
 * *cond the lane's bit of the mask it writes (a compare's result, a carry-
 * or borrow-out), if it writes one. */
static uint64_t eval_lane(const struct vj_wave *w, const vj_inst *in, unsigned lane, int *cond)
{
    /* The 32-bit sources; 64-bit values and lane masks are read below. */
    uint32_t s[3] = {0, 0, 0};
    for (unsigned i = 0; i < in->nsrc && i < 3; i++)
        if (vj_inst_src_slot(in->id, i, w->wave_size) == VJ_SLOT_B32 ||
            vj_inst_src_slot(in->id, i, w->wave_size) == VJ_SLOT_P16 ||
            vj_inst_src_slot(in->id, i, w->wave_size) == VJ_SLOT_B16)
            s[i] = sdwa_src(in, i, src32(w, in, i, lane));
    const uint32_t s0 = s[0], s1 = s[1], s2 = s[2];
    const int clamp = in->clamp;
    unsigned rel;
    int is_signed, bits;
    if (compare_of(in->id, &rel, &is_signed, &bits)) {
        uint64_t a = bits == 64 ? read64(w, &in->src[0], lane)
                                : sdwa_src(in, 0, src32(w, in, 0, lane));
        uint64_t b = bits == 64 ? read64(w, &in->src[1], lane)
                                : sdwa_src(in, 1, src32(w, in, 1, lane));
        if (bits == 16) /* issue 29, item 6: op_sel's halves */
            a = src_u16(in, 0, (uint32_t)a), b = src_u16(in, 1, (uint32_t)b);
        *cond = relation(rel, is_signed, a, b, bits);
        return 0;
    }
    uint32_t r16;
    if (eval_16bit(w, in, lane, s, &r16))
        return r16;
    /* Float instructions (reffloat.c): a 64-bit float source's literal is
     * its high dword (the ISA's rule for 64-bit float operands). */
    if (vj_inst_flags(in->id) & VJ_IF_FLOAT) {
        uint64_t fs[3] = {0, 0, 0}, fr = 0;
        for (unsigned i = 0; i < in->nsrc && i < 3; i++) {
            const vj_operand *o = &in->src[i];
            vj_slot slot = vj_inst_src_slot(in->id, i, w->wave_size);
            if (slot == VJ_SLOT_P32) /* room pkf32: a register pair, or a constant's dword */
                fs[i] = read64(w, o, lane);
            else if (slot == VJ_SLOT_B16 && (vj_inst_flags(in->id) & VJ_IF_MIX))
                fs[i] = s[i]; /* issue 29, item 3: all 32 bits (reffloat.c's ref_mix picks
                               * the f32 or an f16 half); a constant's 32-bit value: an
                               * inline float's f16 in bits 15:0 (read32) */
            else if (slot == VJ_SLOT_B16) /* issue 29: an f16's half (op_sel), low bits */
                fs[i] = src_u16(in, i, s[i]);
            else if (slot != VJ_SLOT_B64) /* a P16 source: its 32 bits (an inline float's
                                           * f16: reffloat.c's pk16_source) */
                fs[i] = s[i];
            else if (o->kind == VJ_OPND_LITERAL)
                fs[i] = o->value << 32;
            else if (i == 0 && in->dpp == 16) /* gfx90a+'s DP ALU DPP: the pair of that lane */
                fs[i] = (uint64_t)src32_of(w, in, lane, in->src[0].index + 1) << 32 |
                        src32_of(w, in, lane, in->src[0].index);
            else
                fs[i] = read64(w, o, lane);
        }
        uint64_t old = w->v[in->dst.index][lane];
        if (vj_inst_dst_dwords(in->id) == 2)
            old |= (uint64_t)w->v[in->dst.index + 1][lane] << 32;
        if (vj_ref_float_div(in, w->mode, fs,
                             (int)((wave_mask(w, VJ_SREG_VCC_LO) >> lane) & 1), &fr, cond))
            return fr;
        if (vj_ref_float_compare(in, w->mode, fs, cond))
            return 0;
        if (vj_ref_float(in, w->mode, fs, old, &fr))
            return f16_result(in->id) ? dst_u16(w, in, lane, (uint32_t)fr) : fr;
    }
    switch (in->id) {
    case VJ_I_V_ADD_F32: /* reffloat.c computed these above */
    case VJ_I_V_SUB_F32:
    case VJ_I_V_SUBREV_F32:
    case VJ_I_V_MUL_F32:
    case VJ_I_V_MIN_F32:
    case VJ_I_V_MAX_F32:
    case VJ_I_V_FMAC_F32:
    case VJ_I_V_FMA_F32:
    case VJ_I_V_FMA_F64:
    case VJ_I_V_ADD_F64:
    case VJ_I_V_MUL_F64:
    case VJ_I_V_MIN_F64:
    case VJ_I_V_MAX_F64:
    case VJ_I_V_CVT_F32_I32:
    case VJ_I_V_CVT_F32_U32:
    case VJ_I_V_CVT_U32_F32:
    case VJ_I_V_CVT_I32_F32:
    case VJ_I_V_CVT_F32_F64:
    case VJ_I_V_CVT_F64_F32:
    case VJ_I_V_LDEXP_F32: /* room float3 */
    case VJ_I_V_LDEXP_F64:
    case VJ_I_V_FREXP_EXP_I32_F32:
    case VJ_I_V_FREXP_EXP_I32_F64:
    case VJ_I_V_FREXP_MANT_F32:
    case VJ_I_V_FREXP_MANT_F64:
    case VJ_I_V_RNDNE_F32:
    case VJ_I_V_FLOOR_F32:
    case VJ_I_V_CEIL_F32:
    case VJ_I_V_TRUNC_F32:
    case VJ_I_V_RNDNE_F64:
    case VJ_I_V_FLOOR_F64:
    case VJ_I_V_CEIL_F64:
    case VJ_I_V_TRUNC_F64:
    case VJ_I_V_MED3_F32:
    case VJ_I_V_MIN3_F32:
    case VJ_I_V_MAX3_F32:
    case VJ_I_V_FMAC_F64:
    case VJ_I_V_CVT_I32_F64:
    case VJ_I_V_CVT_U32_F64:
    case VJ_I_V_CVT_F64_I32:
    case VJ_I_V_CVT_F64_U32:
    case VJ_I_V_CVT_F32_UBYTE0:
    case VJ_I_V_CVT_F32_UBYTE1:
    case VJ_I_V_CVT_F32_UBYTE2:
    case VJ_I_V_CVT_F32_UBYTE3:
    case VJ_I_V_CVT_OFF_F32_I4:
    case VJ_I_V_MAXMIN_F32:
    case VJ_I_V_MINMAX_F32:
    case VJ_I_V_MUL_LEGACY_F32:
    case VJ_I_V_FMA_LEGACY_F32:
    case VJ_I_V_FMAC_LEGACY_F32:
    case VJ_I_V_MAD_F32:
    case VJ_I_V_MAC_F32:
    case VJ_I_V_MAD_LEGACY_F32:
    case VJ_I_V_MAC_LEGACY_F32:
    case VJ_I_V_MINIMUM_F32:
    case VJ_I_V_MAXIMUM_F32:
    case VJ_I_V_MINIMUM_F64:
    case VJ_I_V_MAXIMUM_F64:
    case VJ_I_V_MINIMUM3_F32:
    case VJ_I_V_MAXIMUM3_F32:
    case VJ_I_V_MINIMUMMAXIMUM_F32:
    case VJ_I_V_MAXIMUMMINIMUM_F32:
    case VJ_I_V_FMAAK_F32:
    case VJ_I_V_FMAMK_F32:
    case VJ_I_V_MADAK_F32:
    case VJ_I_V_MADMK_F32:
    case VJ_I_V_FRACT_F32: /* room frows */
    case VJ_I_V_FRACT_F64:
    case VJ_I_V_CVT_RPI_I32_F32:
    case VJ_I_V_CVT_FLR_I32_F32:
    case VJ_I_V_CUBEID_F32:
    case VJ_I_V_CUBESC_F32:
    case VJ_I_V_CUBETC_F32:
    case VJ_I_V_CUBEMA_F32:
    case VJ_I_V_MULLIT_F32:
    case VJ_I_V_CVT_PK_U8_F32:
    case VJ_I_V_CVT_PKACCUM_U8_F32:
    case VJ_I_V_CVT_PKNORM_I16_F32:
    case VJ_I_V_CVT_PKNORM_U16_F32:
    case VJ_I_V_CVT_PK_I16_F32:
    case VJ_I_V_CVT_PK_U16_F32:
    case VJ_I_V_TRIG_PREOP_F64:
    case VJ_I_V_CVT_F32_FP8: /* issue 29, item 5 */
    case VJ_I_V_CVT_F32_BF8:
    case VJ_I_V_CVT_PK_F32_FP8:
    case VJ_I_V_CVT_PK_F32_BF8:
    case VJ_I_V_CVT_PK_FP8_F32:
    case VJ_I_V_CVT_PK_BF8_F32:
    case VJ_I_V_CVT_SR_FP8_F32:
    case VJ_I_V_CVT_SR_BF8_F32:
    case VJ_I_V_MUL_LEGACY_F32_GFX908:
    case VJ_I_V_EXP_LEGACY_F32:
    case VJ_I_V_LOG_LEGACY_F32:
    case VJ_I_V_MUL_LEGACY_F32_GFX90A:
    case VJ_I_V_EXP_F32: /* room ftrans */
    case VJ_I_V_LOG_F32:
    case VJ_I_V_RCP_F32:
    case VJ_I_V_RCP_IFLAG_F32:
    case VJ_I_V_RSQ_F32:
    case VJ_I_V_RCP_F64:
    case VJ_I_V_RSQ_F64:
    case VJ_I_V_SQRT_F32:
    case VJ_I_V_SQRT_F64:
    case VJ_I_V_SIN_F32:
    case VJ_I_V_COS_F32:
    case VJ_I_V_PK_FMA_F32: /* room pkf32 */
    case VJ_I_V_PK_MUL_F32:
    case VJ_I_V_PK_ADD_F32:
    case VJ_I_V_DIV_SCALE_F32: /* room div */
    case VJ_I_V_DIV_SCALE_F64:
    case VJ_I_V_DIV_FMAS_F32:
    case VJ_I_V_DIV_FMAS_F64:
    case VJ_I_V_DIV_FIXUP_F32:
    case VJ_I_V_DIV_FIXUP_F64:
    case VJ_I_V_ADD_F16: /* issue 29 */
    case VJ_I_V_SUB_F16:
    case VJ_I_V_SUBREV_F16:
    case VJ_I_V_MUL_F16:
    case VJ_I_V_MIN_F16:
    case VJ_I_V_MAX_F16:
    case VJ_I_V_FMAC_F16:
    case VJ_I_V_FMA_F16:
    case VJ_I_V_CVT_F16_F32:
    case VJ_I_V_CVT_F32_F16:
    case VJ_I_V_RNDNE_F16: /* issue 29, second part */
    case VJ_I_V_FLOOR_F16:
    case VJ_I_V_CEIL_F16:
    case VJ_I_V_TRUNC_F16:
    case VJ_I_V_FRACT_F16:
    case VJ_I_V_FREXP_MANT_F16:
    case VJ_I_V_FREXP_EXP_I16_F16:
    case VJ_I_V_LDEXP_F16:
    case VJ_I_V_LDEXP_F16_GFX11:
    case VJ_I_V_CVT_F16_U16:
    case VJ_I_V_CVT_F16_I16:
    case VJ_I_V_CVT_U16_F16:
    case VJ_I_V_CVT_I16_F16:
    case VJ_I_V_RCP_F16: /* issue 29: the f16 transcendentals */
    case VJ_I_V_RSQ_F16:
    case VJ_I_V_SQRT_F16:
    case VJ_I_V_EXP_F16:
    case VJ_I_V_LOG_F16:
    case VJ_I_V_SIN_F16:
    case VJ_I_V_COS_F16:
    case VJ_I_V_MED3_F16:
    case VJ_I_V_MIN3_F16:
    case VJ_I_V_MAX3_F16:
    case VJ_I_V_MAXMIN_F16:
    case VJ_I_V_MINMAX_F16:
    case VJ_I_V_MINIMUM_F16:
    case VJ_I_V_MAXIMUM_F16:
    case VJ_I_V_MINIMUM3_F16:
    case VJ_I_V_MAXIMUM3_F16:
    case VJ_I_V_MINIMUMMAXIMUM_F16:
    case VJ_I_V_MAXIMUMMINIMUM_F16:
    case VJ_I_V_CVT_PKRTZ_F16_F32:
    case VJ_I_V_PK_FMA_F16: /* issue 29, packed f16 */
    case VJ_I_V_PK_ADD_F16:
    case VJ_I_V_PK_MUL_F16:
    case VJ_I_V_PK_MIN_F16:
    case VJ_I_V_PK_MAX_F16:
    case VJ_I_V_PK_MINIMUM_F16:
    case VJ_I_V_PK_MAXIMUM_F16:
    case VJ_I_V_FMA_MIX_F32: /* issue 29, mixed precision (reffloat.c's ref_mix) */
    case VJ_I_V_FMA_MIXLO_F16:
    case VJ_I_V_FMA_MIXHI_F16:
    case VJ_I_V_DOT2_F32_F16: /* issue 29, item 4 (reffloat.c's ref_dot2) */
    case VJ_I_V_DOT2C_F32_F16:
    case VJ_I_V_DOT2ACC_F32_F16:
    case VJ_I_V_FMAAK_F16: /* issue 29: the f16 K forms (reffloat.c's ref_f16) */
    case VJ_I_V_FMAMK_F16:
    case VJ_I_V_MADAK_F16:
    case VJ_I_V_MADMK_F16:
    case VJ_I_V_MAC_F16: /* issue 29, item 1 (reffloat.c's ref_f16) */
    case VJ_I_V_MAD_F16:
    case VJ_I_V_MAD_LEGACY_F16:
    case VJ_I_V_FMA_LEGACY_F16:
    case VJ_I_V_DIV_FIXUP_F16:
    case VJ_I_V_DIV_FIXUP_LEGACY_F16:
    case VJ_I_V_PK_FMAC_F16: /* issue 29, item 3 (reffloat.c's ref_pk_f16) */
    case VJ_I_V_PACK_B32_F16: /* issue 29, item 4: a 32-bit result, placed whole */
    case VJ_I_V_CVT_NORM_I16_F16: /* issue 29, item 6 */
    case VJ_I_V_CVT_NORM_U16_F16:
    case VJ_I_V_CVT_PKNORM_I16_F16:
    case VJ_I_V_CVT_PKNORM_U16_F16:
        return 0;
    case VJ_I_V_PERM_B32:
        return v_perm(s0, s1, s2);
    case VJ_I_V_SCREEN_PARTITION_4SE_B32: /* D.u = TABLE[S0.u[7:0]] (GFX9) */
        return screen_partition_4se[s0 & 0xff];
    case VJ_I_V_ALIGNBIT_B32:
        return (uint32_t)((((uint64_t)s0 << 32) | s1) >> (s2 & 31));
    case VJ_I_V_ALIGNBYTE_B32:
        return (uint32_t)((((uint64_t)s0 << 32) | s1) >> (8 * (s2 & 3)));
    case VJ_I_V_BFE_U32:
        return (s0 >> (s1 & 31)) & low_mask(s2 & 31);
    case VJ_I_V_BFE_I32:
        return signext_from_bit(ashr32(s0, s1 & 31) & low_mask(s2 & 31), s2 & 31);
    case VJ_I_V_BFI_B32:
        return (s0 & s1) | (~s0 & s2);
    case VJ_I_V_LSHL_OR_B32:
        return (s0 << (s1 & 31)) | s2;
    case VJ_I_V_AND_OR_B32:
        return (s0 & s1) | s2;
    case VJ_I_V_OR3_B32:
        return s0 | s1 | s2;
    case VJ_I_V_XOR3_B32:
        return s0 ^ s1 ^ s2;
    case VJ_I_V_ADD3_U32:
        return (uint32_t)((uint64_t)s0 + s1 + s2);
    case VJ_I_V_LSHL_ADD_U32:
        return (uint32_t)((uint64_t)(uint32_t)(s0 << (s1 & 31)) + s2);
    case VJ_I_V_ADD_LSHL_U32:
        return (uint32_t)((uint32_t)((uint64_t)s0 + s1) << (s2 & 31));
    case VJ_I_V_XAD_U32:
        return (uint32_t)((uint64_t)(s0 ^ s1) + s2);
    case VJ_I_V_MIN3_I32:
        return (uint32_t)smin(smin(as_signed(s0), as_signed(s1)), as_signed(s2));
    case VJ_I_V_MIN3_U32:
        return umin(umin(s0, s1), s2);
    case VJ_I_V_MAX3_I32:
        return (uint32_t)smax(smax(as_signed(s0), as_signed(s1)), as_signed(s2));
    case VJ_I_V_MAX3_U32:
        return umax(umax(s0, s1), s2);
    case VJ_I_V_MED3_I32:
        return med3_i32(s0, s1, s2);
    case VJ_I_V_MED3_U32:
        return med3_u32(s0, s1, s2);
    case VJ_I_V_MAD_U32_U24: /* clamp: the exact sum saturated */
        return clamp_u32(clamp, (uint64_t)(s0 & 0xffffff) * (s1 & 0xffffff) + s2);
    case VJ_I_V_MAD_I32_I24:
        return clamp_i32(clamp, sext24(s0) * sext24(s1) + (int64_t)as_signed(s2));
    case VJ_I_V_MUL_LO_U32:
        return (uint32_t)((uint64_t)s0 * s1);
    case VJ_I_V_MUL_HI_U32:
        return (uint32_t)(((uint64_t)s0 * s1) >> 32);
    case VJ_I_V_MUL_HI_I32:
        return (uint32_t)((uint64_t)((int64_t)as_signed(s0) * as_signed(s1)) >> 32);
    case VJ_I_V_BCNT_U32_B32:
        return (uint32_t)(count_bits(s0) + (uint64_t)s1);
    case VJ_I_V_LSHLREV_B32:
        return s1 << (s0 & 31);
    case VJ_I_V_LSHRREV_B32:
        return s1 >> (s0 & 31);
    case VJ_I_V_ASHRREV_I32:
        return ashr32(s1, s0 & 31);
    case VJ_I_V_AND_B32:
        return s0 & s1;
    case VJ_I_V_OR_B32:
        return s0 | s1;
    case VJ_I_V_XOR_B32:
        return s0 ^ s1;
    case VJ_I_V_NOT_B32:
        return ~s0;
    case VJ_I_V_BFREV_B32:
        return reverse_bits(s0);
    case VJ_I_V_MOV_B32:
        return s0;
    case VJ_I_V_CNDMASK_B32:
        /* D = VCC[lane] ? S1 : S0, the mask being src2 (one SGPR in wave32,
         * a pair in wave64). */
        return mask_bit(w, &in->src[2], lane) ? src_mods(in, 1, s1) : src_mods(in, 0, s0);
    case VJ_I_V_ADD_NC_U32:
    case VJ_I_V_ADD_U32: {
        uint64_t sum = (uint64_t)s0 + s1;
        if (in->clamp && sum > 0xffffffffu)
            return 0xffffffffu;
        return (uint32_t)sum;
    }
    case VJ_I_V_SUB_NC_U32:
    case VJ_I_V_SUB_U32:
        if (in->clamp && s1 > s0)
            return 0;
        return (uint32_t)(s0 - s1);
    case VJ_I_V_LSHLREV_B64:
        return read64(w, &in->src[1], lane) << (read32(w, &in->src[0], lane) & 63);
    case VJ_I_V_LSHRREV_B64:
        return read64(w, &in->src[1], lane) >> (read32(w, &in->src[0], lane) & 63);
    case VJ_I_V_ASHRREV_I64:
        return ashr64(read64(w, &in->src[1], lane), read32(w, &in->src[0], lane) & 63);
    case VJ_I_V_MUL_U32_U24:
        return clamp_u32(clamp, (uint64_t)(s0 & 0xffffff) * (s1 & 0xffffff));
    case VJ_I_V_MUL_HI_U32_U24:
        return (uint32_t)(((uint64_t)(s0 & 0xffffff) * (s1 & 0xffffff)) >> 32);
    case VJ_I_V_MUL_I32_I24:
        return clamp_i32(clamp, sext24(s0) * sext24(s1));
    case VJ_I_V_MUL_HI_I32_I24:
        return (uint32_t)((uint64_t)(sext24(s0) * sext24(s1)) >> 32);
    case VJ_I_V_MIN_I32:
        return (uint32_t)smin(as_signed(s0), as_signed(s1));
    case VJ_I_V_MAX_I32:
        return (uint32_t)smax(as_signed(s0), as_signed(s1));
    case VJ_I_V_MIN_U32:
        return umin(s0, s1);
    case VJ_I_V_MAX_U32:
        return umax(s0, s1);
    case VJ_I_V_XNOR_B32:
        return ~(s0 ^ s1);
    case VJ_I_V_SUBREV_U32:
    case VJ_I_V_SUBREV_NC_U32:
        return clamp_u32_sub(clamp, (int64_t)s1 - (int64_t)s0);
    case VJ_I_V_ADD_I32:
    case VJ_I_V_ADD_NC_I32:
        return clamp_i32(clamp, (int64_t)as_signed(s0) + as_signed(s1));
    case VJ_I_V_SUB_I32:
    case VJ_I_V_SUB_NC_I32:
        return clamp_i32(clamp, (int64_t)as_signed(s0) - as_signed(s1));
    /* VCC = the exact sum needs bit 32; a borrow: the exact difference < 0. */
    case VJ_I_V_ADD_CO_U32: {
        uint64_t t = (uint64_t)s0 + s1;
        *cond = t >> 32 != 0;
        return clamp_u32(clamp, t);
    }
    case VJ_I_V_SUB_CO_U32: {
        int64_t t = (int64_t)s0 - (int64_t)s1;
        *cond = t < 0;
        return clamp_u32_sub(clamp, t);
    }
    case VJ_I_V_SUBREV_CO_U32: {
        int64_t t = (int64_t)s1 - (int64_t)s0;
        *cond = t < 0;
        return clamp_u32_sub(clamp, t);
    }
    case VJ_I_V_ADDC_CO_U32:
    case VJ_I_V_ADD_CO_CI_U32: {
        uint64_t t = (uint64_t)s0 + s1 + (uint64_t)mask_bit(w, &in->src[2], lane);
        *cond = t >> 32 != 0;
        return clamp_u32(clamp, t);
    }
    case VJ_I_V_SUBB_CO_U32:
    case VJ_I_V_SUB_CO_CI_U32: {
        int64_t t = (int64_t)s0 - (int64_t)s1 - mask_bit(w, &in->src[2], lane);
        *cond = t < 0;
        return clamp_u32_sub(clamp, t);
    }
    case VJ_I_V_SUBBREV_CO_U32:
    case VJ_I_V_SUBREV_CO_CI_U32: {
        int64_t t = (int64_t)s1 - (int64_t)s0 - mask_bit(w, &in->src[2], lane);
        *cond = t < 0;
        return clamp_u32_sub(clamp, t);
    }
    /* {VCC, D} = 65-bit S0 * S1 + S2, unsigned or signed. */
    case VJ_I_V_MAD_U64_U32: {
        unsigned __int128 t = (unsigned __int128)((uint64_t)s0 * s1) + read64(w, &in->src[2], lane);
        *cond = (int)(t >> 64) & 1;
        if (clamp && (t >> 64))
            return ~0ull;
        return (uint64_t)t;
    }
    case VJ_I_V_MAD_I64_I32: {
        __int128 t = (__int128)((int64_t)as_signed(s0) * as_signed(s1)) +
                     (__int128)(int64_t)read64(w, &in->src[2], lane);
        *cond = t < 0; /* bit 64 of the 65-bit two's complement result */
        if (clamp && t > INT64_MAX)
            return (uint64_t)INT64_MAX;
        if (clamp && t < INT64_MIN)
            return (uint64_t)INT64_MIN;
        return (uint64_t)(int64_t)t;
    }
#define CMPCASE(X, R) case VJ_I_V_CMP_##R##_##X: case VJ_I_V_CMPX_##R##_##X:
#define CMPTYPE(X)                                                                                \
    CMPCASE(X, F) CMPCASE(X, LT) CMPCASE(X, EQ) CMPCASE(X, LE)                                    \
    CMPCASE(X, GT) CMPCASE(X, NE) CMPCASE(X, GE) CMPCASE(X, T)
    CMPTYPE(I16)
    CMPTYPE(U16)
    CMPTYPE(I32)
    CMPTYPE(U32)
    CMPTYPE(I64)
    CMPTYPE(U64)
#undef CMPTYPE
#undef CMPCASE
#define FCMPCASE(X, R) case VJ_I_V_CMP_##R##_##X: case VJ_I_V_CMPX_##R##_##X:
#define FCMPTYPE(X)                                                                               \
    FCMPCASE(X, F) FCMPCASE(X, LT) FCMPCASE(X, EQ) FCMPCASE(X, LE) FCMPCASE(X, GT)                \
    FCMPCASE(X, LG) FCMPCASE(X, GE) FCMPCASE(X, O) FCMPCASE(X, U) FCMPCASE(X, NGE)                \
    FCMPCASE(X, NLG) FCMPCASE(X, NGT) FCMPCASE(X, NLE) FCMPCASE(X, NEQ) FCMPCASE(X, NLT)          \
    FCMPCASE(X, TRU) FCMPCASE(X, CLASS)
    FCMPTYPE(F32)
    FCMPTYPE(F64)
    FCMPTYPE(F16) /* issue 29 */
#undef FCMPTYPE
#undef FCMPCASE
        break; /* the compares, answered above */
    case VJ_I_V_PK_MAD_I16:
    case VJ_I_V_PK_MUL_LO_U16:
    case VJ_I_V_PK_ADD_I16:
    case VJ_I_V_PK_SUB_I16:
    case VJ_I_V_PK_LSHLREV_B16:
    case VJ_I_V_PK_LSHRREV_B16:
    case VJ_I_V_PK_ASHRREV_I16:
    case VJ_I_V_PK_MAX_I16:
    case VJ_I_V_PK_MIN_I16:
    case VJ_I_V_PK_MAD_U16:
    case VJ_I_V_PK_ADD_U16:
    case VJ_I_V_PK_SUB_U16:
    case VJ_I_V_PK_MAX_U16:
    case VJ_I_V_PK_MIN_U16:
        return pk_op(in, s);
    case VJ_I_V_DOT2_I32_I16:
    case VJ_I_V_DOT2_U32_U16:
    case VJ_I_V_DOT4_I32_I8:
    case VJ_I_V_DOT4_U32_U8:
    case VJ_I_V_DOT8_I32_I4:
    case VJ_I_V_DOT8_U32_U4:
    case VJ_I_V_DOT4_I32_IU8:
    case VJ_I_V_DOT8_I32_IU4:
        return dot_ref(in, s0, s1, s2);
    case VJ_I_V_PK_MOV_B32:
        return pk_mov(in, read64(w, &in->src[0], lane), read64(w, &in->src[1], lane));
    /* v_mbcnt (ISA: ThreadMask = (1 << laneId) - 1 over 64 bits; lo counts
     * S0 & ThreadMask[31:0], hi S0 & ThreadMask[63:32]; D = S1 + count). */
    case VJ_I_V_MBCNT_LO_U32_B32:
    case VJ_I_V_MBCNT_HI_U32_B32: {
        uint64_t thread_mask = (1ull << lane) - 1;
        uint32_t half = in->id == VJ_I_V_MBCNT_LO_U32_B32 ? (uint32_t)thread_mask
                                                          : (uint32_t)(thread_mask >> 32);
        return s1 + count_bits(s0 & half);
    }
    /* one lane, not every lane: run_xlane */
    case VJ_I_V_READLANE_B32:
    case VJ_I_V_WRITELANE_B32:
    case VJ_I_V_READFIRSTLANE_B32:
    case VJ_I_V_S_EXP_F32: /* room frows */
    case VJ_I_V_S_LOG_F32:
    case VJ_I_V_S_RCP_F32:
    case VJ_I_V_S_RSQ_F32:
    case VJ_I_V_S_SQRT_F32:
    case VJ_I_V_S_EXP_F16: /* issue 29: the f16 in bits 15:0, bits 31:16 zero */
    case VJ_I_V_S_LOG_F16:
    case VJ_I_V_S_RCP_F16:
    case VJ_I_V_S_RSQ_F16:
    case VJ_I_V_S_SQRT_F16:
    case VJ_I_V_PERMLANE64_B32:
    case VJ_I_V_SWAP_B32: /* room lanes: run_lanes */
    case VJ_I_V_PERMLANE16_B32:
    case VJ_I_V_PERMLANEX16_B32:
    case VJ_I_V_PERMLANE16_VAR_B32:
    case VJ_I_V_PERMLANEX16_VAR_B32:
        break;
    case VJ_I_V_ACCVGPR_READ_B32: /* the AGPR file: run_acc */
    case VJ_I_V_ACCVGPR_WRITE_B32:
    case VJ_I_V_ACCVGPR_MOV_B32:
        break;
    case VJ_I_V_MOVRELD_B32: /* room movrel: run_movrel */
    case VJ_I_V_MOVRELS_B32:
    case VJ_I_V_MOVRELSD_B32:
    case VJ_I_V_MOVRELSD_2_B32:
    case VJ_I_V_SWAPREL_B32:
        break;
    /* issue 19 */
    case VJ_I_V_ADD_U16:
    case VJ_I_V_SUB_U16:
    case VJ_I_V_SUBREV_U16:
    case VJ_I_V_ADD_NC_U16:
    case VJ_I_V_SUB_NC_U16:
    case VJ_I_V_MUL_LO_U16:
    case VJ_I_V_LSHLREV_B16:
    case VJ_I_V_LSHRREV_B16:
    case VJ_I_V_ASHRREV_I16:
    case VJ_I_V_MAX_U16:
    case VJ_I_V_MAX_I16:
    case VJ_I_V_MIN_U16:
    case VJ_I_V_MIN_I16:
    case VJ_I_V_ADD_I16:
    case VJ_I_V_SUB_I16:
        break; /* eval_16bit, above */
    case VJ_I_V_AND_B16:
    case VJ_I_V_OR_B16:
    case VJ_I_V_XOR_B16:
    case VJ_I_V_MAD_U16:
    case VJ_I_V_MAD_I16:
    case VJ_I_V_MAD_LEGACY_U16:
    case VJ_I_V_MAD_LEGACY_I16:
    case VJ_I_V_MIN3_I16:
    case VJ_I_V_MIN3_U16:
    case VJ_I_V_MAX3_I16:
    case VJ_I_V_MAX3_U16:
    case VJ_I_V_MED3_I16:
    case VJ_I_V_MED3_U16:
        break; /* eval_16bit, above */
    /* D.u32 = S0.u16 * S1.u16 + S2.u32 (signed: i16, i32); clamp
     * saturates the exact sum to 32 bits (issue 29, item 6) */
    case VJ_I_V_MAD_U32_U16:
        return clamp_u32(clamp, (uint64_t)src_u16(in, 0, s0) * src_u16(in, 1, s1) + s2);
    case VJ_I_V_MAD_I32_I16:
        return clamp_i32(clamp,
                         (int64_t)src_i16(in, 0, s0) * src_i16(in, 1, s1) + as_signed(s2));
    case VJ_I_V_MOV_B64:
        return read64(w, &in->src[0], lane);
    case VJ_I_V_CVT_I32_I16: /* D.i32 = S0.i16, sign-extended */
        return (uint32_t)src_i16(in, 0, s0);
    case VJ_I_V_CVT_U32_U16:
        return src_u16(in, 0, s0);
    case VJ_I_V_LSHL_ADD_U64: /* D.u64 = (S0.u64 << S1.u32[2:0]) + S2.u64 */
        return (read64(w, &in->src[0], lane) << (s1 & 7)) + read64(w, &in->src[2], lane);
    case VJ_I_V_DOT4C_I32_I8_GFX10: { /* D.i32 += the products of the signed bytes */
        int64_t sum = as_signed(w->v[in->dst.index][lane]);
        for (unsigned k = 0; k < 4; k++)
            sum += field(s0, k, 8, 1) * field(s1, k, 8, 1);
        return (uint32_t)(uint64_t)sum;
    }
    /* D.i32 = D.i32 + the products of the signed fields of S0 and S1 */
    case VJ_I_V_DOT2C_I32_I16:
    case VJ_I_V_DOT4C_I32_I8:
    case VJ_I_V_DOT8C_I32_I4: {
        unsigned n = in->id == VJ_I_V_DOT2C_I32_I16 ? 2 : in->id == VJ_I_V_DOT4C_I32_I8 ? 4 : 8;
        int64_t sum = as_signed(w->v[in->dst.index][lane]);
        for (unsigned k = 0; k < n; k++)
            sum += field(s0, k, 32 / n, 1) * field(s1, k, 32 / n, 1);
        return (uint32_t)(uint64_t)sum;
    }
    case VJ_I_V_BFM_B32:
        return (uint32_t)(((1ull << (s0 & 31)) - 1) << (s1 & 31));
    case VJ_I_V_SAD_U8:
        return sad_bytes(s0, s1, 0) + s2;
    case VJ_I_V_SAD_HI_U8:
        return (sad_bytes(s0, s1, 0) << 16) + s2;
    case VJ_I_V_MSAD_U8:
        return sad_bytes(s0, s1, 1) + s2;
    case VJ_I_V_SAD_U16: {
        uint32_t lo = absdiff_u32(s0 & 0xffff, s1 & 0xffff), hi = absdiff_u32(s0 >> 16, s1 >> 16);
        return lo + hi + s2;
    }
    case VJ_I_V_SAD_U32:
        return absdiff_u32(s0, s1) + s2;
    case VJ_I_V_LERP_U8: {
        uint32_t d = 0;
        for (unsigned k = 0; k < 32; k += 8)
            d |= ((((s0 >> k) & 0xff) + ((s1 >> k) & 0xff) + ((s2 >> k) & 1)) >> 1) << k;
        return d;
    }
    case VJ_I_V_CVT_PK_U16_U32:
        return umin(s0, 0xffff) | umin(s1, 0xffff) << 16;
    case VJ_I_V_CVT_PK_I16_I32:
        return ((uint32_t)smax(smin(as_signed(s0), 32767), -32768) & 0xffff) |
               ((uint32_t)smax(smin(as_signed(s1), 32767), -32768) & 0xffff) << 16;
    case VJ_I_V_MAXMIN_U32:
        return umin(umax(s0, s1), s2);
    case VJ_I_V_MINMAX_U32:
        return umax(umin(s0, s1), s2);
    case VJ_I_V_MAXMIN_I32:
        return (uint32_t)smin(smax(as_signed(s0), as_signed(s1)), as_signed(s2));
    case VJ_I_V_MINMAX_I32:
        return (uint32_t)smax(smin(as_signed(s0), as_signed(s1)), as_signed(s2));
    case VJ_I_V_FFBH_U32:
        return first_one_from_msb(s0);
    case VJ_I_V_FFBL_B32:
        return first_one_from_lsb(s0);
    case VJ_I_V_FFBH_I32:
        return first_unlike_sign(s0);
    case VJ_I_V_NOT_B16:
    case VJ_I_V_SAT_PK_U8_I16:
    case VJ_I_V_CNDMASK_B16:
    case VJ_I_V_MOV_B16:
        break; /* eval_16bit, above */
    case VJ_I_V_MUL_LO_I32: /* D.i32 = S0.i32 * S1.i32, the low 32 bits */
        return (uint32_t)((int64_t)as_signed(s0) * as_signed(s1));
    /* D.u16[k] = SAD_U8(S0[8k+31:8k], S1.u32, S2.u16[k]) (mqsad: MSAD_U8),
     * each sum truncated to 16 bits (the RDNA3 ISA's 16'B(...)) */
    case VJ_I_V_QSAD_PK_U16_U8:
    case VJ_I_V_MQSAD_PK_U16_U8: {
        uint64_t a = read64(w, &in->src[0], lane), c = read64(w, &in->src[2], lane), d = 0;
        int masked = in->id == VJ_I_V_MQSAD_PK_U16_U8;
        for (unsigned k = 0; k < 4; k++) {
            uint32_t sum = sad_bytes((uint32_t)(a >> (8 * k)), s1, masked) +
                           (uint32_t)((c >> (16 * k)) & 0xffff);
            d |= (uint64_t)(sum & 0xffff) << (16 * k);
        }
        return d;
    }
    case VJ_I_V_MQSAD_U32_U8: /* four dwords: run_quad */
        break;
    case VJ_I_V_NOP: /* no VDST: nothing is written */
    case VJ_I_V_CLREXCP:
    case VJ_I_V_PIPEFLUSH:
        break;
    case VJ_I_V_DUAL_F32: /* refused before running */
    case VJ_I_COUNT:
        break; /* refused before running */
    }
    return 0;
}

/* The lane a lane select names: S1[4:0] in wave32, S1[5:0] in wave64. */
static unsigned lane_select(const struct vj_wave *w, uint32_t sel)
{
    return w->wave_size == 32 ? (sel & 0x1f) : (sel & 0x3f);
}

/* CDNA's accumulation registers, from the CDNA3 ISA's descriptions:
 * V_ACCVGPR_READ_B32 D = ACC[S0], V_ACCVGPR_WRITE_B32 ACC[D] = S0,
 * V_ACCVGPR_MOV_B32 ACC[D] = ACC[S0], in each active lane (a VALU write:
 * exec masks it). Returns 0 for any other instruction. */
static int run_acc(struct vj_wave *w, const vj_inst *in)
{
    if (in->id != VJ_I_V_ACCVGPR_READ_B32 && in->id != VJ_I_V_ACCVGPR_WRITE_B32 &&
        in->id != VJ_I_V_ACCVGPR_MOV_B32)
        return 0;
    uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
    for (unsigned lane = 0; lane < w->wave_size; lane++) {
        if (!((exec >> lane) & 1))
            continue;
        const vj_operand *s0 = &in->src[0];
        uint32_t x = s0->kind == VJ_OPND_AGPR ? w->a[s0->index][lane] : read32(w, s0, lane);
        if (in->id == VJ_I_V_ACCVGPR_READ_B32)
            w->v[in->dst.index][lane] = x;
        else
            w->a[in->dst.index][lane] = x;
    }
    return 1;
}

/* A lane permute's writes: each active lane takes S0 of lane from[lane] as
 * the wave held it before the instruction. op_sel[0] (FI) reads a lane
 * exec disables; without it such a lane gives 0 with op_sel[1]
 * (BOUND_CTRL) and leaves the destination lane alone without (DPP's
 * rules, which the ISA names; see lower.c). */
static void permlane_gather(struct vj_wave *w, const vj_inst *in, uint64_t exec,
                            const unsigned *from)
{
    int fi = in->opsel & 1, bc = (in->opsel >> 1) & 1;
    uint32_t tmp[VJ_MAX_LANES];
    for (unsigned lane = 0; lane < w->wave_size; lane++)
        tmp[lane] = w->v[in->src[0].index][lane];
    for (unsigned lane = 0; lane < w->wave_size; lane++) {
        if (!((exec >> lane) & 1))
            continue;
        if (fi || ((exec >> from[lane]) & 1))
            w->v[in->dst.index][lane] = tmp[from[lane]];
        else if (bc)
            w->v[in->dst.index][lane] = 0;
    }
}

/* Room lanes (issue 19): the lane permutes and register swaps, from the
 * ISA pseudocode. Returns 0 for any other instruction. */
static int run_lanes(struct vj_wave *w, const vj_inst *in)
{
    uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
    switch (in->id) {
    case VJ_I_V_SWAP_B32: {
        /* tmp = D.b32; D.b32 = S0.b32; S0.b32 = tmp, in each active lane */
        unsigned d = in->dst.index, s0 = in->src[0].index;
        for (unsigned lane = 0; lane < w->wave_size; lane++) {
            if (!((exec >> lane) & 1))
                continue;
            uint32_t tmp = w->v[d][lane];
            w->v[d][lane] = w->v[s0][lane];
            w->v[s0][lane] = tmp;
        }
        return 1;
    }
    case VJ_I_V_PERMLANE16_B32:
    case VJ_I_V_PERMLANEX16_B32: {
        /* RDNA3.5 ISA: lanesel = {S2, S1}; tmp[i] = S0 of lane i (all lanes
         * first); each active lane row * 16 + i takes tmp[altrow * 16 +
         * lanesel[4i+3:4i]], altrow = row (x16: row ^ 1). */
        uint64_t lanesel = (uint64_t)read32(w, &in->src[2], 0) << 32 | read32(w, &in->src[1], 0);
        int x = in->id == VJ_I_V_PERMLANEX16_B32;
        unsigned from[VJ_MAX_LANES];
        for (unsigned lane = 0; lane < w->wave_size; lane++)
            from[lane] = ((lane / 16) ^ (unsigned)x) * 16 +
                         (unsigned)((lanesel >> (4 * (lane % 16))) & 15);
        permlane_gather(w, in, exec, from);
        return 1;
    }
    case VJ_I_V_PERMLANE16_VAR_B32:
    case VJ_I_V_PERMLANEX16_VAR_B32: {
        /* gfx1200: as v_permlane16, with lane i's select the low nibble of
         * its own S1 (a VGPR), read before any lane is written */
        int x = in->id == VJ_I_V_PERMLANEX16_VAR_B32;
        unsigned from[VJ_MAX_LANES];
        for (unsigned lane = 0; lane < w->wave_size; lane++)
            from[lane] = ((lane / 16) ^ (unsigned)x) * 16 + (w->v[in->src[1].index][lane] & 15);
        permlane_gather(w, in, exec, from);
        return 1;
    }
    default:
        return 0;
    }
}

/* The instructions that move one lane's value between a VGPR and a scalar,
 * whatever exec says (the ISA's pseudocode for v_readlane_b32,
 * v_writelane_b32, v_readfirstlane_b32). Returns 0 for any other. */
static int run_xlane(struct vj_wave *w, const vj_inst *in)
{
    unsigned lane;
    switch (in->id) {
    case VJ_I_V_READLANE_B32:
        lane = lane_select(w, read32(w, &in->src[1], 0));
        if (in->sdst.index != VJ_SREG_NULL)
            w->s[in->sdst.index] = read32(w, &in->src[0], lane);
        return 1;
    case VJ_I_V_WRITELANE_B32:
        lane = lane_select(w, read32(w, &in->src[1], 0));
        w->v[in->dst.index][lane] = read32(w, &in->src[0], 0);
        return 1;
    case VJ_I_V_READFIRSTLANE_B32: {
        /* the lowest active lane; lane 0 if none is */
        uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
        lane = 0;
        if (exec != 0)
            while (!((exec >> lane) & 1))
                lane++;
        if (in->sdst.index != VJ_SREG_NULL)
            w->s[in->sdst.index] = read32(w, &in->src[0], lane);
        return 1;
    }
    case VJ_I_V_S_EXP_F32: /* room frows: the scalar source's, whatever EXEC says */
    case VJ_I_V_S_LOG_F32:
    case VJ_I_V_S_RCP_F32:
    case VJ_I_V_S_RSQ_F32:
    case VJ_I_V_S_SQRT_F32:
    case VJ_I_V_S_EXP_F16: /* issue 29: the f16 in bits 15:0, bits 31:16 zero */
    case VJ_I_V_S_LOG_F16:
    case VJ_I_V_S_RCP_F16:
    case VJ_I_V_S_RSQ_F16:
    case VJ_I_V_S_SQRT_F16: {
        uint64_t fs[3] = {read32(w, &in->src[0], 0), 0, 0}, r = 0;
        vj_ref_float(in, w->mode, fs, 0, &r);
        if (in->sdst.index != VJ_SREG_NULL)
            w->s[in->sdst.index] = (uint32_t)r;
        return 1;
    }
    case VJ_I_V_PERMLANE64_B32: {
        /* wave32: a NOP. wave64: each active lane takes lane {~lane[5],
         * lane[4:0]} of the source as it was before any lane wrote. */
        if (w->wave_size == 32)
            return 1;
        uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
        uint32_t tmp[VJ_MAX_LANES];
        for (lane = 0; lane < 64; lane++)
            tmp[lane] = read32(w, &in->src[0], lane);
        for (lane = 0; lane < 64; lane++)
            if ((exec >> lane) & 1)
                w->v[in->dst.index][lane] = tmp[(lane & 31) | (~lane & 32)];
        return 1;
    }
    default:
        return run_lanes(w, in);
    }
}

/* Room movrel: the m0-relative moves, from the RDNA3 ISA's pseudocode
 * (16.x VOP1, opcodes 66-68, 72, 104), e.g. V_MOVRELSD_2_B32:
 *   addrs = SRC0.u32; addrd = DST.u32;
 *   addrs += M0.u32[9:0].u32; addrd += M0.u32[25:16].u32;
 *   VGPR[laneId][addrd].b32 = VGPR[laneId][addrs].b32
 * (movreld, movrels, movrelsd add all of M0.u32; swaprel exchanges the two
 * through tmp), in each active lane. The index past v255 has no rule we
 * apply: the run fails before the instruction does anything (*st set, a
 * message in err). Returns 0 for any other instruction. */
static int run_movrel(struct vj_wave *w, const vj_inst *in, size_t index, vj_status *st, char *err,
                      size_t errsize)
{
    uint32_t m0 = w->s[VJ_SREG_M0];
    uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
    unsigned d = in->dst.index, s0 = in->src[0].index;
    uint64_t addrs = s0, addrd = d; /* wide: the sum never wraps */
    int reads_s = 1, writes_s = 0;
    switch (in->id) {
    case VJ_I_V_MOVRELD_B32:
        addrd += m0;
        reads_s = 0;
        break;
    case VJ_I_V_MOVRELS_B32:
        addrs += m0;
        break;
    case VJ_I_V_MOVRELSD_B32:
        addrs += m0;
        addrd += m0;
        break;
    case VJ_I_V_MOVRELSD_2_B32:
        addrs += m0 & 0x3ff;
        addrd += (m0 >> 16) & 0x3ff;
        break;
    case VJ_I_V_SWAPREL_B32:
        addrs += m0 & 0x3ff;
        addrd += (m0 >> 16) & 0x3ff;
        writes_s = 1;
        break;
    default:
        return 0;
    }
    /* (the source first, as the message names the first index past v255) */
    uint64_t bad = reads_s && addrs > 255 ? addrs : addrd > 255 ? addrd : 0;
    if (bad) {
        unsigned base = bad == addrs && reads_s ? s0 : d;
        vj_rel_range_message(in, index, base, (uint32_t)(bad - base), err, errsize);
        *st = VJ_ERR_UNSUPPORTED;
        return 1;
    }
    for (unsigned lane = 0; lane < w->wave_size; lane++) {
        if (!((exec >> lane) & 1))
            continue;
        uint32_t value = reads_s ? w->v[addrs][lane] : read32(w, &in->src[0], lane);
        uint32_t tmp = w->v[addrd][lane];
        w->v[addrd][lane] = value;
        if (writes_s)
            w->v[addrs][lane] = tmp;
    }
    return 1;
}

/* v_mqsad_u32_u8, whose S2 and VDST are VGPR quads: for each active lane,
 * D.u32[k] = MSAD_U8(S0[8k+31:8k], S1.u32, S2.u32[k]) (the ISA), every lane
 * reading before any lane writes. Returns 0 for any other instruction. */
static int run_quad(struct vj_wave *w, const vj_inst *in)
{
    if (in->id != VJ_I_V_MQSAD_U32_U8)
        return 0;
    uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
    uint32_t d[VJ_MAX_LANES][4];
    for (unsigned lane = 0; lane < w->wave_size; lane++) {
        if (!((exec >> lane) & 1))
            continue;
        uint64_t a = read64(w, &in->src[0], lane);
        uint32_t b = read32(w, &in->src[1], lane);
        for (unsigned k = 0; k < 4; k++)
            d[lane][k] = sad_bytes((uint32_t)(a >> (8 * k)), b, 1) +
                         w->v[in->src[2].index + k][lane];
    }
    for (unsigned lane = 0; lane < w->wave_size; lane++)
        if ((exec >> lane) & 1)
            for (unsigned k = 0; k < 4; k++)
                w->v[in->dst.index + k][lane] = d[lane][k];
    return 1;
}

/* A lane mask written to s[lo] (and s[lo+1] in wave64); null drops it. */
static void write_mask(struct vj_wave *w, unsigned lo, uint64_t mask)
{
    unsigned n = w->wave_size == 64 ? 2 : 1;
    if (lo == VJ_SREG_NULL) /* a write to null, of either size, is dropped */
        return;
    for (unsigned k = 0; k < n; k++)
        if (lo + k < VJ_SREG_COUNT && lo + k != VJ_SREG_NULL)
            w->s[lo + k] = (uint32_t)(mask >> (32 * k));
}

/* A VOPD pair (wave32): both halves compute every active lane from the
 * registers as they were, then X writes, then Y (their VDSTs differ). */
static void run_vopd(struct vj_wave *w, const vj_inst *pair)
{
    uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
    _Static_assert(VJ_MAX_LANES >= 32, "VOPD runs 32 lanes");
    uint32_t result[2][VJ_MAX_LANES];
    vj_inst h[2];
    for (unsigned k = 0; k < 2; k++) {
        vj_vopd_half_inst(pair, k, &h[k]);
        for (unsigned lane = 0; lane < w->wave_size; lane++) {
            int cond = 0;
            if ((exec >> lane) & 1)
                result[k][lane] = (uint32_t)eval_lane(w, &h[k], lane, &cond);
        }
    }
    for (unsigned k = 0; k < 2; k++)
        for (unsigned lane = 0; lane < w->wave_size; lane++)
            if ((exec >> lane) & 1)
                w->v[h[k].dst.index][lane] = result[k][lane];
}

vj_status vj_ref_run(const vj_inst *insts, size_t n, struct vj_wave *w, char *err, size_t errsize)
{
    if (err && errsize)
        err[0] = '\0';
    if (w->wave_size != 32 && w->wave_size != 64) {
        if (err && errsize)
            snprintf(err, errsize, "reference: wave size %u", w->wave_size);
        return VJ_ERR_STATE;
    }
    /* Refuse the whole block before changing anything. */
    for (size_t i = 0; i < n; i++) {
        vj_status st = vj_lower_check(&insts[i], w->wave_size, err, errsize);
        if (st != VJ_OK)
            return st;
    }
    /* Room branch: a code region's block starts at the wave's PC; each
     * instruction's address is that plus its offset from the first. */
    uint64_t pc0 = w->pc;
    int moved = 0; /* a branch or s_endpgm wrote the PC */
    for (size_t i = 0; i < n; i++) {
        const vj_inst *in = &insts[i];
        if (in->salu && in->region && vj_salu_flow(in->s.row) >= 0) {
            vj_status st = vj_ref_sflow(&in->s, pc0 + (in->offset - insts[0].offset), w, err,
                                        errsize);
            if (st != VJ_OK)
                return st;
            moved |= vj_salu_flow(in->s.row) > VJ_FLOW_NONE;
            continue;
        }
        if (in->mem) { /* memory: refmem.c */
            vj_status st = vj_ref_minst(in, i, w, err, errsize);
            if (st != VJ_OK)
                return st;
            continue;
        }
        if (in->salu) { /* scalar: refscalar.c */
            vj_status st = vj_ref_sinst(&in->s, w, err, errsize);
            if (st != VJ_OK)
                return st;
            continue;
        }
        if (in->vopd) {
            run_vopd(w, in);
            continue;
        }
        vj_status st = VJ_OK;
        if (run_movrel(w, in, i, &st, err, errsize)) {
            if (st != VJ_OK)
                return st;
            continue;
        }
        if (run_xlane(w, in) || run_quad(w, in) || run_acc(w, in))
            continue;
        vj_family fam = vj_target_family(in->target);
        unsigned ddw = vj_inst_dst_dwords(in->id);
        uint64_t exec = wave_mask(w, VJ_SREG_EXEC_LO);
        if (in->dpp == 16)
            exec &= dpp16_enabled(w, in);
        /* Every lane reads before any lane writes. */
        uint64_t result[VJ_MAX_LANES], mask = 0;
        for (unsigned lane = 0; lane < w->wave_size; lane++) {
            if (!((exec >> lane) & 1))
                continue;
            int cond = 0;
            result[lane] = eval_lane(w, in, lane, &cond);
            /* A mask's bits for inactive lanes are 0. */
            if (cond)
                mask |= 1ull << lane;
        }
        for (unsigned lane = 0; ddw && lane < w->wave_size; lane++) {
            if (!((exec >> lane) & 1))
                continue;
            w->v[in->dst.index][lane] =
                sdwa_dst(in, (uint32_t)result[lane], w->v[in->dst.index][lane]);
            if (ddw == 2)
                w->v[in->dst.index + 1][lane] = (uint32_t)(result[lane] >> 32);
        }
        /* The mask: to the scalar destination (vcc in the 32-bit form), and
         * for v_cmpx to exec (GFX9: both; GFX10+: exec only). */
        if (vj_inst_has_sdst(in->id, fam))
            write_mask(w, in->sdst.index, mask);
        if (vj_inst_flags(in->id) & VJ_IF_CMPX)
            write_mask(w, VJ_SREG_EXEC_LO, mask);
    }
    /* A region's block that no branch ended goes on past its last instruction. */
    if (n && insts[n - 1].region && !moved)
        w->pc = pc0 + (insts[n - 1].offset + insts[n - 1].len - insts[0].offset);
    return VJ_OK;
}
