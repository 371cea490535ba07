/* reffloat: the reference evaluator's float instructions, from the ISA
 * pseudocode and the rules docs/design.md gives (src/ir/fpmode.h holds the
 * open questions' answers), with GNU MPFR for the arithmetic: the format's
 * precision and exponent range, mpfr_subnormalize, MODE's rounding. Never
 * the host's float unit: bits go in and out through integers. */
#include "config.h"

#include <mpfr.h>
#include <string.h>

#include "interp/interp.h"
#include "ir/fpmode.h"

/* ------------------------------------------------------------ formats */

/* binary32 / binary64: fraction bits, exponent bias, sign bit. */
typedef struct ffmt {
    unsigned frac_bits, exp_bits;
    int bias;
} ffmt;
static const ffmt FMT32 = {23, 8, 127};
static const ffmt FMT64 = {52, 11, 1023};

static uint64_t sign_bit(const ffmt *f)
{
    return 1ull << (f->frac_bits + f->exp_bits);
}
static uint64_t exp_field(const ffmt *f, uint64_t x)
{
    return (x >> f->frac_bits) & ((1ull << f->exp_bits) - 1);
}
static uint64_t frac_field(const ffmt *f, uint64_t x)
{
    return x & ((1ull << f->frac_bits) - 1);
}
static uint64_t max_exp(const ffmt *f)
{
    return (1ull << f->exp_bits) - 1;
}
static int fnan(const ffmt *f, uint64_t x)
{
    return exp_field(f, x) == max_exp(f) && frac_field(f, x) != 0;
}
static int fsnan(const ffmt *f, uint64_t x) /* the quiet bit is the fraction's top bit */
{
    return fnan(f, x) && !((x >> (f->frac_bits - 1)) & 1);
}
static uint64_t fquiet(const ffmt *f, uint64_t x)
{
    return x | 1ull << (f->frac_bits - 1);
}
static int fdenormal(const ffmt *f, uint64_t x)
{
    return exp_field(f, x) == 0 && frac_field(f, x) != 0;
}
static int fzero(const ffmt *f, uint64_t x)
{
    return exp_field(f, x) == 0 && frac_field(f, x) == 0;
}
static uint64_t default_nan(const ffmt *f)
{
    return f == &FMT64 ? VJ_FP_DNAN64 : VJ_FP_DNAN32;
}

/* ------------------------------------------------------------ MPFR */

static mpfr_rnd_t rounding(unsigned field)
{
    static const mpfr_rnd_t r[4] = {MPFR_RNDN, MPFR_RNDU, MPFR_RNDD, MPFR_RNDZ};
    return r[field & 3];
}

/* x (not a NaN) into m, exactly. */
static void to_mpfr(mpfr_t m, const ffmt *f, uint64_t x)
{
    int neg = (x & sign_bit(f)) != 0;
    uint64_t e = exp_field(f, x), fr = frac_field(f, x);
    if (e == max_exp(f)) {
        mpfr_set_inf(m, neg ? -1 : 1);
        return;
    }
    if (e == 0 && fr == 0) {
        mpfr_set_zero(m, neg ? -1 : 1);
        return;
    }
    /* normal: (2^frac_bits + fr) * 2^(e - bias - frac_bits); subnormal: fr * 2^(1 - bias -
     * frac_bits) */
    uint64_t mant = e ? fr | 1ull << f->frac_bits : fr;
    long scale = (e ? (long)e : 1L) - f->bias - (long)f->frac_bits;
    mpfr_set_ui_2exp(m, (unsigned long)mant, scale, MPFR_RNDN); /* exact: prec holds it */
    if (neg)
        mpfr_neg(m, m, MPFR_RNDN);
}

/* m (representable in the format: rounded and subnormalised) as bits. */
static uint64_t from_mpfr(const ffmt *f, mpfr_t m)
{
    uint64_t sign = mpfr_signbit(m) ? sign_bit(f) : 0;
    if (mpfr_zero_p(m))
        return sign;
    if (mpfr_inf_p(m))
        return sign | max_exp(f) << f->frac_bits;
    mpfr_t t;
    mpfr_init2(t, 64);
    mpfr_abs(t, m, MPFR_RNDN);
    long e = (long)mpfr_get_exp(t) - 1; /* |m| in [2^e, 2^(e+1)) */
    long emin = 1 - f->bias;
    uint64_t bits;
    if (e >= emin) { /* normal: the integer significand has frac_bits + 1 bits */
        mpfr_mul_2si(t, t, (long)f->frac_bits - e, MPFR_RNDN);
        uint64_t mant = mpfr_get_ui(t, MPFR_RNDN);
        bits = (uint64_t)(e + f->bias) << f->frac_bits | (mant & ((1ull << f->frac_bits) - 1));
    } else { /* subnormal: a multiple of 2^(emin - frac_bits) */
        mpfr_mul_2si(t, t, (long)f->frac_bits - emin, MPFR_RNDN);
        bits = mpfr_get_ui(t, MPFR_RNDN);
    }
    mpfr_clear(t);
    return sign | bits;
}

/* The format's exponent range for MPFR (its significands are in [0.5, 1)). */
static void format_range(const ffmt *f, mpfr_exp_t *emin, mpfr_exp_t *emax)
{
    *emax = f->bias + 1;                             /* 2^(bias+1) overflows */
    *emin = 1 - f->bias - (long)f->frac_bits + 1;    /* the least subnormal is 2^(emin-1) */
}

enum { R_ADD, R_SUB, R_MUL, R_FMA, R_MUL2 };

/* One correctly rounded operation in the format: r = op(x...), rounded by
 * rnd, overflow and subnormals as the format has them. x are not NaNs. For
 * R_MUL2, k is the power of two. Returns the bits, or the default NaN for an
 * invalid operation. */
static uint64_t mp_op(const ffmt *f, int op, const uint64_t *x, long k, mpfr_rnd_t rnd)
{
    mpfr_prec_t prec = (mpfr_prec_t)f->frac_bits + 1;
    mpfr_t a, b, c, r;
    mpfr_inits2(prec, a, b, c, r, (mpfr_ptr)0);
    to_mpfr(a, f, x[0]);
    if (op != R_MUL2)
        to_mpfr(b, f, x[1]);
    if (op == R_FMA)
        to_mpfr(c, f, x[2]);
    mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax(), emin, emax;
    format_range(f, &emin, &emax);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    int t;
    switch (op) {
    case R_ADD:
        t = mpfr_add(r, a, b, rnd);
        break;
    case R_SUB:
        t = mpfr_sub(r, a, b, rnd);
        break;
    case R_MUL:
        t = mpfr_mul(r, a, b, rnd);
        break;
    case R_FMA:
        t = mpfr_fma(r, a, b, c, rnd);
        break;
    default:
        t = mpfr_mul_2si(r, a, k, rnd);
        break;
    }
    t = mpfr_check_range(r, t, rnd);
    mpfr_subnormalize(r, t, rnd);
    mpfr_set_emin(old_min);
    mpfr_set_emax(old_max);
    uint64_t bits = mpfr_nan_p(r) ? default_nan(f) : from_mpfr(f, r);
    mpfr_clears(a, b, c, r, (mpfr_ptr)0);
    return bits;
}

/* ------------------------------------------------------------ ISA rules */

static uint64_t flushed(const ffmt *f, uint64_t x)
{
    return fdenormal(f, x) ? x & sign_bit(f) : x;
}

/* ADD/SUB/MUL/FMA (pseudocode D = S0 + S1 etc., one rounding): a NaN
 * source gives the first NaN in source order, quieted when MODE.IEEE is set
 * (always on GFX12); else the denormal inputs flushed when MODE's field
 * says, the IEEE result, an invalid one the negative default NaN, a
 * denormal result flushed when MODE says. */
static uint64_t arith(const ffmt *f, int op, const uint64_t *s, unsigned n, uint32_t mode,
                      int gfx12, int is64)
{
    for (unsigned i = 0; i < n; i++)
        if (fnan(f, s[i]))
            return gfx12 || (mode & VJ_MODE_IEEE) ? fquiet(f, s[i]) : s[i];
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    unsigned rm = is64 ? (mode >> 2) & 3 : mode & 3;
    uint64_t x[3] = {0, 0, 0};
    for (unsigned i = 0; i < n; i++)
        x[i] = (dn & 1) ? s[i] : flushed(f, s[i]);
    uint64_t r = mp_op(f, op, x, 0, rounding(rm));
    return (dn & 2) ? r : flushed(f, r);
}

/* -0 < +0, and the other values as numbers. */
static int less(const ffmt *f, uint64_t a, uint64_t b)
{
    if (fzero(f, a) && fzero(f, b))
        return (a & sign_bit(f)) && !(b & sign_bit(f));
    mpfr_t x, y;
    mpfr_inits2((mpfr_prec_t)f->frac_bits + 1, x, y, (mpfr_ptr)0);
    to_mpfr(x, f, a);
    to_mpfr(y, f, b);
    int lt = mpfr_less_p(x, y);
    mpfr_clears(x, y, (mpfr_ptr)0);
    return lt;
}

/* V_MIN_F32 / V_MAX_F32 (RDNA3 pseudocode): with IEEE, an sNaN S0 gives S0
 * quieted, else an sNaN S1 gives S1 quieted; then a NaN S0 gives S1, a NaN
 * S1 gives S0; else the smaller (larger), -0 below +0. GFX12's
 * V_MIN_NUM_F32 (IEEE 754-2019 minimumNumber): two NaNs give S0 quieted, one
 * gives the other operand. Denormals as for any float op (fpmode.h). */
static uint64_t minmax(const ffmt *f, int is_max, uint64_t a, uint64_t b, uint32_t mode,
                       int gfx12, int is64)
{
    if (gfx12 && fnan(f, a) && fnan(f, b))
        return fquiet(f, a);
    if (!gfx12 && (mode & VJ_MODE_IEEE) && fsnan(f, a))
        return fquiet(f, a);
    if (!gfx12 && (mode & VJ_MODE_IEEE) && fsnan(f, b))
        return fquiet(f, b);
    if (fnan(f, a))
        return b;
    if (fnan(f, b))
        return a;
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    if (!(dn & 1)) {
        a = flushed(f, a);
        b = flushed(f, b);
    }
    uint64_t r = less(f, a, b) != is_max ? a : b;
    return (dn & 2) ? r : flushed(f, r);
}

/* OMOD, where it applies (fpmode.h), then CLAMP (docs/design.md). */
static uint64_t output_mods(const ffmt *f, const vj_inst *in, uint64_t x, uint32_t mode,
                            int gfx12, int is64)
{
    uint64_t fpi = gfx12 ? VJ_FPI_GFX12 : 0;
    if (in->omod && vj_fp_omod_applies(mode, fpi, is64) && !fnan(f, x)) {
        if (fzero(f, x) || fdenormal(f, x)) {
            x = 0;
        } else {
            static const long k[4] = {0, 1, 2, -1};
            unsigned rm = is64 ? (mode >> 2) & 3 : mode & 3;
            uint64_t y = mp_op(f, R_MUL2, &x, k[in->omod & 3], rounding(rm));
            x = fdenormal(f, y) ? y & sign_bit(f) : y;
        }
    }
    if (in->clamp) {
        uint64_t one = (uint64_t)f->bias << f->frac_bits;
        if (fnan(f, x))
            return vj_fp_clamp_nan_to_zero(mode, fpi) ? 0 : x;
        if (x & sign_bit(f))
            return 0;
        if (less(f, one, x))
            return one;
    }
    return x;
}

/* x (exact in m, any precision) rounded into format f by rnd, overflow and
 * subnormals as the format has them. */
static uint64_t mp_round(const ffmt *f, mpfr_t m, mpfr_rnd_t rnd)
{
    mpfr_t r;
    mpfr_init2(r, (mpfr_prec_t)f->frac_bits + 1);
    mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax(), emin, emax;
    format_range(f, &emin, &emax);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    int t = mpfr_set(r, m, rnd);
    t = mpfr_check_range(r, t, rnd);
    mpfr_subnormalize(r, t, rnd);
    mpfr_set_emin(old_min);
    mpfr_set_emax(old_max);
    uint64_t bits = from_mpfr(f, r);
    mpfr_clear(r);
    return bits;
}

uint64_t vj_fp_trans_value(unsigned fn, int is64, uint64_t x)
{
    const ffmt *f = is64 ? &FMT64 : &FMT32;
    mpfr_t a, r;
    mpfr_inits2((mpfr_prec_t)f->frac_bits + 1, a, r, (mpfr_ptr)0);
    to_mpfr(a, f, x);
    mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax(), emin, emax;
    format_range(f, &emin, &emax);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    int t;
    switch (fn) {
    case VJ_FTRANS_RCP:
        t = mpfr_ui_div(r, 1, a, MPFR_RNDN);
        break;
    case VJ_FTRANS_RSQ:
        t = mpfr_rec_sqrt(r, a, MPFR_RNDN);
        break;
    case VJ_FTRANS_SQRT:
        t = mpfr_sqrt(r, a, MPFR_RNDN);
        break;
    case VJ_FTRANS_EXP:
        t = mpfr_exp2(r, a, MPFR_RNDN);
        break;
    case VJ_FTRANS_LOG:
        t = mpfr_log2(r, a, MPFR_RNDN);
        break;
    case VJ_FTRANS_SIN: /* sin(2 pi x): x in revolutions */
        t = mpfr_sinu(r, a, 1, MPFR_RNDN);
        break;
    default: /* VJ_FTRANS_COS */
        t = mpfr_cosu(r, a, 1, MPFR_RNDN);
        break;
    }
    t = mpfr_check_range(r, t, MPFR_RNDN);
    mpfr_subnormalize(r, t, MPFR_RNDN);
    mpfr_set_emin(old_min);
    mpfr_set_emax(old_max);
    uint64_t bits = mpfr_nan_p(r) ? default_nan(f) : from_mpfr(f, r);
    mpfr_clears(a, r, (mpfr_ptr)0);
    return bits;
}

/* Room ftrans: V_RCP/RSQ/SQRT/EXP/LOG/SIN/COS (pseudocode: 1.0 / S0,
 * 1.0 / sqrt(S0), sqrt(S0), pow(2.0, S0), log2(S0), sin(S0 * 2 * PI),
 * cos(S0 * 2 * PI)) with the special cases and flushes fpmode.h states,
 * checked here with MPFR's predicates; elsewhere vj_fp_trans_value. */
static uint64_t transcendental(const ffmt *f, unsigned fn, uint64_t x, uint32_t mode, int gfx12,
                               int is64)
{
    if (fnan(f, x))
        return gfx12 || (mode & VJ_MODE_IEEE) ? fquiet(f, x) : x;
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    int trig = fn == VJ_FTRANS_SIN || fn == VJ_FTRANS_COS;
    if (!(trig || is64) || !(dn & 1))
        x = flushed(f, x);
    uint64_t sign = x & sign_bit(f), one = (uint64_t)f->bias << f->frac_bits,
             inf = max_exp(f) << f->frac_bits;
    mpfr_t m;
    mpfr_init2(m, (mpfr_prec_t)f->frac_bits + 1);
    to_mpfr(m, f, x);
    int zero = mpfr_zero_p(m), isinf = mpfr_inf_p(m), neg = mpfr_sgn(m) < 0;
    int integral = mpfr_integer_p(m);
    mpfr_clear(m);
    uint64_t r;
    switch (fn) {
    case VJ_FTRANS_RCP: /* 1/+-0 = +-inf, 1/+-inf = +-0 */
        r = zero ? sign | inf : isinf ? sign : vj_fp_trans_value(fn, is64, x);
        break;
    case VJ_FTRANS_RSQ:
        r = zero ? sign | inf : neg ? default_nan(f) : isinf ? 0 : vj_fp_trans_value(fn, is64, x);
        break;
    case VJ_FTRANS_SQRT:
        r = zero ? x : neg ? default_nan(f) : isinf ? x : vj_fp_trans_value(fn, is64, x);
        break;
    case VJ_FTRANS_EXP:
        r = zero ? one : isinf ? (neg ? 0 : inf) : vj_fp_trans_value(fn, is64, x);
        if (fdenormal(f, r))
            r = 0; /* below 2^-126: +0 whatever MODE says */
        break;
    case VJ_FTRANS_LOG:
        r = zero ? sign_bit(f) | inf : neg ? default_nan(f) : isinf ? inf
                                                                    : vj_fp_trans_value(fn, is64, x);
        break;
    default: /* VJ_FTRANS_SIN, VJ_FTRANS_COS: revolutions */
        if (isinf)
            r = default_nan(f);
        else if (integral) /* zero too: sin(+-n turns) = +-0, cos = 1 */
            r = fn == VJ_FTRANS_SIN ? sign : one;
        else
            r = vj_fp_trans_value(fn, is64, x);
        break;
    }
    /* a subnormal result: flushed by MODE's field, the f32 rcp's always */
    if (fdenormal(f, r) && (!(dn & 2) || (fn == VJ_FTRANS_RCP && !is64)))
        r = flushed(f, r);
    return r;
}

/* V_CVT_I32_F32 / V_CVT_U32_F32 (pseudocode f32_to_i32 / f32_to_u32; CLRX):
 * toward zero, saturated to the type's range, a NaN 0. */
static uint32_t to_int(uint32_t x, int is_signed)
{
    if (fnan(&FMT32, x))
        return 0;
    mpfr_t m;
    mpfr_init2(m, 24);
    to_mpfr(m, &FMT32, x);
    mpfr_trunc(m, m);
    uint32_t r;
    if (is_signed)
        r = mpfr_cmp_si(m, 2147483647L) > 0    ? 0x7fffffffu
            : mpfr_cmp_si(m, -2147483647L - 1) < 0 ? 0x80000000u
                                                    : (uint32_t)mpfr_get_si(m, MPFR_RNDZ);
    else
        r = mpfr_sgn(m) <= 0 ? 0
            : mpfr_cmp_ui(m, 4294967295UL) > 0 ? 0xffffffffu
                                                : (uint32_t)mpfr_get_ui(m, MPFR_RNDZ);
    mpfr_clear(m);
    return r;
}

/* V_CVT_F32_F64 / V_CVT_F64_F32: a NaN keeps its sign and the top of its
 * payload, quieted as arithmetic quiets it (an unquieted one whose payload
 * is gone gets the quiet bit); else the input flushed by its format's
 * field, converted (rounded by MODE's f32 field), flushed by the result's. */
static uint64_t convert(const ffmt *from, const ffmt *to, uint64_t x, uint32_t mode, int gfx12)
{
    int from64 = from == &FMT64, to64 = to == &FMT64;
    if (fnan(from, x)) {
        uint64_t fr = frac_field(from, x);
        fr = to64 ? fr << (to->frac_bits - from->frac_bits)
                  : fr >> (from->frac_bits - to->frac_bits);
        uint64_t r = ((x & sign_bit(from)) ? sign_bit(to) : 0) | max_exp(to) << to->frac_bits | fr;
        return gfx12 || (mode & VJ_MODE_IEEE) || !fr ? fquiet(to, r) : r;
    }
    unsigned din = from64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    unsigned dout = to64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    unsigned rm = to64 ? (mode >> 2) & 3 : mode & 3;
    if (!(din & 1))
        x = flushed(from, x);
    mpfr_t m;
    mpfr_init2(m, 53);
    to_mpfr(m, from, x);
    uint64_t r = mp_round(to, m, rounding(rm));
    mpfr_clear(m);
    return (dout & 2) ? r : flushed(to, r);
}

/* V_CVT_F32_I32 / V_CVT_F32_U32: the integer rounded by MODE's f32 field. */
static uint64_t from_int(uint32_t x, int is_signed, uint32_t mode)
{
    mpfr_t m;
    mpfr_init2(m, 64);
    if (is_signed)
        mpfr_set_si(m, (long)(int32_t)x, MPFR_RNDN);
    else
        mpfr_set_ui(m, (unsigned long)x, MPFR_RNDN);
    uint64_t r = mp_round(&FMT32, m, rounding(mode & 3));
    mpfr_clear(m);
    return r;
}

/* A float source after ABS (clear the sign) then NEG (flip it). */
static uint64_t with_mods(const ffmt *f, const vj_inst *in, unsigned i, uint64_t x)
{
    if ((in->abs >> i) & 1)
        x &= ~sign_bit(f);
    if ((in->neg >> i) & 1)
        x ^= sign_bit(f);
    return x;
}

int vj_ref_float(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                 uint64_t *out)
{
    int gfx12 = vj_target_family(in->target) >= VJ_FAM_GFX12;
    int is64;
    /* the conversions: the source's format is not the result's */
    uint64_t c;
    switch (in->id) {
    case VJ_I_V_CVT_F32_I32:
        c = from_int((uint32_t)src[0], 1, mode);
        break;
    case VJ_I_V_CVT_F32_U32:
        c = from_int((uint32_t)src[0], 0, mode);
        break;
    case VJ_I_V_CVT_I32_F32:
        c = to_int((uint32_t)with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), 1);
        break;
    case VJ_I_V_CVT_U32_F32:
        c = to_int((uint32_t)with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), 0);
        break;
    case VJ_I_V_CVT_F32_F64:
        c = convert(&FMT64, &FMT32, with_mods(&FMT64, in, 0, src[0]), mode, gfx12);
        break;
    case VJ_I_V_CVT_F64_F32:
        c = convert(&FMT32, &FMT64, with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), mode, gfx12);
        break;
    default:
        c = 0;
        break;
    }
    switch (in->id) {
    case VJ_I_V_CVT_F32_I32:
    case VJ_I_V_CVT_F32_U32:
    case VJ_I_V_CVT_F32_F64:
        *out = output_mods(&FMT32, in, c, mode, gfx12, 0);
        return 1;
    case VJ_I_V_CVT_F64_F32:
        *out = output_mods(&FMT64, in, c, mode, gfx12, 1);
        return 1;
    case VJ_I_V_CVT_I32_F32: /* (lowering refuses CLAMP and OMOD here) */
    case VJ_I_V_CVT_U32_F32:
        *out = c;
        return 1;
    default:
        break;
    }
    /* room ftrans: the transcendentals */
    int fn = -1;
    switch (in->id) {
    case VJ_I_V_RCP_F32:
    case VJ_I_V_RCP_IFLAG_F32:
    case VJ_I_V_RCP_F64:
        fn = VJ_FTRANS_RCP;
        break;
    case VJ_I_V_RSQ_F32:
    case VJ_I_V_RSQ_F64:
        fn = VJ_FTRANS_RSQ;
        break;
    case VJ_I_V_SQRT_F32:
    case VJ_I_V_SQRT_F64:
        fn = VJ_FTRANS_SQRT;
        break;
    case VJ_I_V_EXP_F32:
        fn = VJ_FTRANS_EXP;
        break;
    case VJ_I_V_LOG_F32:
        fn = VJ_FTRANS_LOG;
        break;
    case VJ_I_V_SIN_F32:
        fn = VJ_FTRANS_SIN;
        break;
    case VJ_I_V_COS_F32:
        fn = VJ_FTRANS_COS;
        break;
    default:
        break;
    }
    if (fn >= 0) {
        int w = in->id == VJ_I_V_RCP_F64 || in->id == VJ_I_V_RSQ_F64 || in->id == VJ_I_V_SQRT_F64;
        const ffmt *tf = w ? &FMT64 : &FMT32;
        uint64_t x = with_mods(tf, in, 0, w ? src[0] : src[0] & 0xffffffffu);
        *out = output_mods(tf, in, transcendental(tf, (unsigned)fn, x, mode, gfx12, w), mode,
                           gfx12, w);
        return 1;
    }
    switch (in->id) {
    case VJ_I_V_ADD_F64:
    case VJ_I_V_MUL_F64:
    case VJ_I_V_FMA_F64:
    case VJ_I_V_MIN_F64:
    case VJ_I_V_MAX_F64:
        is64 = 1;
        break;
    case VJ_I_V_ADD_F32:
    case VJ_I_V_SUB_F32:
    case VJ_I_V_SUBREV_F32:
    case VJ_I_V_MUL_F32:
    case VJ_I_V_FMA_F32:
    case VJ_I_V_FMAC_F32:
    case VJ_I_V_MIN_F32:
    case VJ_I_V_MAX_F32:
        is64 = 0;
        break;
    default:
        return 0;
    }
    const ffmt *f = is64 ? &FMT64 : &FMT32;
    uint64_t s[3];
    for (unsigned i = 0; i < 3; i++)
        s[i] = with_mods(f, in, i, is64 ? src[i] : src[i] & 0xffffffffu);
    uint64_t r;
    switch (in->id) {
    case VJ_I_V_ADD_F32: /* D.f = S0.f + S1.f */
    case VJ_I_V_ADD_F64:
        r = arith(f, R_ADD, s, 2, mode, gfx12, is64);
        break;
    case VJ_I_V_SUB_F32: /* D.f = S0.f - S1.f */
        r = arith(f, R_SUB, s, 2, mode, gfx12, is64);
        break;
    case VJ_I_V_SUBREV_F32: { /* D.f = S1.f - S0.f */
        uint64_t t[2] = {s[1], s[0]};
        r = arith(f, R_SUB, t, 2, mode, gfx12, is64);
        break;
    }
    case VJ_I_V_MUL_F32: /* D.f = S0.f * S1.f */
    case VJ_I_V_MUL_F64:
        r = arith(f, R_MUL, s, 2, mode, gfx12, is64);
        break;
    case VJ_I_V_FMA_F32: /* D.f = fma(S0.f, S1.f, S2.f) */
    case VJ_I_V_FMA_F64:
        r = arith(f, R_FMA, s, 3, mode, gfx12, is64);
        break;
    case VJ_I_V_FMAC_F32: { /* D.f = fma(S0.f, S1.f, D.f): D takes no modifier */
        uint64_t t[3] = {s[0], s[1], old_dst & 0xffffffffu};
        r = arith(f, R_FMA, t, 3, mode, gfx12, is64);
        break;
    }
    case VJ_I_V_MIN_F32:
    case VJ_I_V_MIN_F64:
        r = minmax(f, 0, s[0], s[1], mode, gfx12, is64);
        break;
    default: /* VJ_I_V_MAX_F32, VJ_I_V_MAX_F64 */
        r = minmax(f, 1, s[0], s[1], mode, gfx12, is64);
        break;
    }
    *out = output_mods(f, in, r, mode, gfx12, is64);
    return 1;
}

/* ------------------------------------------------------------ compares */

/* Room float2. Every float compare by id: its predicate's name (as the
 * ISA's pseudocode writes it, below), and whether it is an f64 one. */
enum { P_F, P_LT, P_EQ, P_LE, P_GT, P_LG, P_GE, P_O, P_U, P_NGE, P_NLG, P_NGT, P_NLE, P_NEQ,
       P_NLT, P_TRU, P_CLASS };
static int float_compare_of(vj_inst_id id, int *pred, int *is64)
{
    switch (id) {
#define FC(R, T, W)                                                                               \
    case VJ_I_V_CMP_##R##_##T:                                                                    \
    case VJ_I_V_CMPX_##R##_##T:                                                                   \
        *pred = P_##R;                                                                            \
        *is64 = W;                                                                                \
        return 1;
#define FCT(T, W)                                                                                 \
    FC(F, T, W) FC(LT, T, W) FC(EQ, T, W) FC(LE, T, W) FC(GT, T, W) FC(LG, T, W) FC(GE, T, W)     \
    FC(O, T, W) FC(U, T, W) FC(NGE, T, W) FC(NLG, T, W) FC(NGT, T, W) FC(NLE, T, W)               \
    FC(NEQ, T, W) FC(NLT, T, W) FC(TRU, T, W) FC(CLASS, T, W)
        FCT(F32, 0)
        FCT(F64, 1)
#undef FCT
#undef FC
    default:
        return 0;
    }
}

/* V_CMP_CLASS (pseudocode): the mask bit of the input's class, 0 sNaN, 1
 * qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal, 8
 * +normal, 9 +inf; the input's bits as they are (fpmode.h). */
static int class_bit(const ffmt *f, uint64_t x)
{
    int neg = (x & sign_bit(f)) != 0;
    if (fnan(f, x))
        return fsnan(f, x) ? 0 : 1;
    if (exp_field(f, x) == max_exp(f))
        return neg ? 2 : 9;
    if (fzero(f, x))
        return neg ? 5 : 6;
    if (fdenormal(f, x))
        return neg ? 4 : 7;
    return neg ? 3 : 8;
}

int vj_ref_float_compare(const vj_inst *in, uint32_t mode, const uint64_t *src, int *cond)
{
    int pred, is64;
    if (!float_compare_of(in->id, &pred, &is64))
        return 0;
    const ffmt *f = is64 ? &FMT64 : &FMT32;
    uint64_t a = with_mods(f, in, 0, is64 ? src[0] : src[0] & 0xffffffffu);
    if (pred == P_CLASS) { /* D = (S1's bit for S0's class); S1 takes no modifier */
        *cond = (int)((src[1] >> class_bit(f, a)) & 1);
        return 1;
    }
    uint64_t b = with_mods(f, in, 1, is64 ? src[1] : src[1] & 0xffffffffu);
    /* denormal inputs flushed as MODE says (fpmode.h's answer) */
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    if (!(dn & 1)) {
        a = flushed(f, a);
        b = flushed(f, b);
    }
    int nan = fnan(f, a) || fnan(f, b);
    mpfr_t x, y;
    mpfr_inits2((mpfr_prec_t)f->frac_bits + 1, x, y, (mpfr_ptr)0);
    if (!nan) {
        to_mpfr(x, f, a);
        to_mpfr(y, f, b);
    } else {
        mpfr_set_nan(x);
        mpfr_set_nan(y);
    }
    /* MPFR's predicates are false when either is a NaN, as IEEE's are */
    int lt = mpfr_less_p(x, y), gt = mpfr_greater_p(x, y), eq = mpfr_equal_p(x, y),
        le = mpfr_lessequal_p(x, y), ge = mpfr_greaterequal_p(x, y), lg = mpfr_lessgreater_p(x, y);
    mpfr_clears(x, y, (mpfr_ptr)0);
    switch (pred) {
    case P_F: /* D = 0 */
        *cond = 0;
        break;
    case P_LT: /* D = S0 < S1 */
        *cond = lt;
        break;
    case P_EQ: /* D = S0 == S1 */
        *cond = eq;
        break;
    case P_LE: /* D = S0 <= S1 */
        *cond = le;
        break;
    case P_GT: /* D = S0 > S1 */
        *cond = gt;
        break;
    case P_LG: /* D = S0 <> S1 */
        *cond = lg;
        break;
    case P_GE: /* D = S0 >= S1 */
        *cond = ge;
        break;
    case P_O: /* D = !isNan(S0) && !isNan(S1) */
        *cond = !nan;
        break;
    case P_U: /* D = isNan(S0) || isNan(S1) */
        *cond = nan;
        break;
    case P_NGE: /* D = !(S0 >= S1) */
        *cond = !ge;
        break;
    case P_NLG: /* D = !(S0 <> S1) */
        *cond = !lg;
        break;
    case P_NGT: /* D = !(S0 > S1) */
        *cond = !gt;
        break;
    case P_NLE: /* D = !(S0 <= S1) */
        *cond = !le;
        break;
    case P_NEQ: /* D = !(S0 == S1) */
        *cond = !eq;
        break;
    case P_NLT: /* D = !(S0 < S1) */
        *cond = !lt;
        break;
    default: /* P_TRU: D = 1 */
        *cond = 1;
        break;
    }
    return 1;
}
