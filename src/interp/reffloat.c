/* reffloat: the reference evaluator's float instructions, from the ISA
 * pseudocode and the rules docs/design.md gives (src/ir/fpmode.h holds the
 * open questions' answers), with GNU MPFR for the arithmetic: the format's
 * precision and exponent range, mpfr_subnormalize, MODE's rounding. Never
 * the host's float unit: bits go in and out through integers. */
#include "config.h"

#include <limits.h>
#include <mpfr.h>
#include <string.h>

#include "interp/interp.h"
#include "ir/fpmode.h"

/* ------------------------------------------------------------ formats */

/* binary16 / binary32 / binary64: fraction bits, exponent bias, sign bit. */
typedef struct ffmt {
    unsigned frac_bits, exp_bits;
    int bias;
} ffmt;
static const ffmt FMT32 = {23, 8, 127};
static const ffmt FMT64 = {52, 11, 1023};
static const ffmt FMT16 = {10, 5, 15}; /* issue 29 */

/* Whether MODE's f64 fields are the format's: f64's and f16's (bits 3:2,
 * 7:6), else f32's. */
static int wide_fields(const ffmt *f)
{
    return f != &FMT32;
}

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
    return f == &FMT64 ? VJ_FP_DNAN64 : f == &FMT16 ? VJ_FP_DNAN16 : VJ_FP_DNAN32;
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

uint64_t vj_fp_trans_value(unsigned fn, unsigned width, uint64_t x)
{
    const ffmt *f = width == 64 ? &FMT64 : width == 16 ? &FMT16 : &FMT32;
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

static uint64_t ovfl16(uint64_t r, int finite, uint32_t mode);

/* Room ftrans: V_RCP/RSQ/SQRT/EXP/LOG/SIN/COS (pseudocode: 1.0 / S0,
 * 1.0 / sqrt(S0), sqrt(S0), pow(2.0, S0), log2(S0), sin(S0 * 2 * PI),
 * cos(S0 * 2 * PI)) with the special cases and flushes fpmode.h states,
 * checked here with MPFR's predicates; elsewhere vj_fp_trans_value.
 * Issue 29: f (FMT16) too, with MODE's f16/f64 fields for both flushes
 * (is64 set), no forced flush, and FP16_OVFL on a value that overflowed. */
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
    unsigned width = f == &FMT16 ? 16 : is64 ? 64 : 32;
    mpfr_t m;
    mpfr_init2(m, (mpfr_prec_t)f->frac_bits + 1);
    to_mpfr(m, f, x);
    int zero = mpfr_zero_p(m), isinf = mpfr_inf_p(m), neg = mpfr_sgn(m) < 0;
    int integral = mpfr_integer_p(m);
    mpfr_clear(m);
    /* the function's value: only where no special case below takes x */
#define VALUE (f == &FMT16 ? ovfl16(vj_fp_trans_value(fn, 16, x), 1, mode) \
                           : vj_fp_trans_value(fn, width, x))
    uint64_t r;
    switch (fn) {
    case VJ_FTRANS_RCP: /* 1/+-0 = +-inf, 1/+-inf = +-0 */
        r = zero ? sign | inf : isinf ? sign : VALUE;
        break;
    case VJ_FTRANS_RSQ:
        r = zero ? sign | inf : neg ? default_nan(f) : isinf ? 0 : VALUE;
        break;
    case VJ_FTRANS_SQRT:
        r = zero ? x : neg ? default_nan(f) : isinf ? x : VALUE;
        break;
    case VJ_FTRANS_EXP:
        r = zero ? one : isinf ? (neg ? 0 : inf) : VALUE;
        if (f == &FMT32 && fdenormal(f, r))
            r = 0; /* f32: below 2^-126: +0 whatever MODE says */
        break;
    case VJ_FTRANS_LOG:
        r = zero ? sign_bit(f) | inf : neg ? default_nan(f) : isinf ? inf : VALUE;
        break;
    default: /* VJ_FTRANS_SIN, VJ_FTRANS_COS: revolutions */
        if (isinf)
            r = default_nan(f);
        else if (integral) /* zero too: sin(+-n turns) = +-0, cos = 1 */
            r = fn == VJ_FTRANS_SIN ? sign : one;
        else
            r = VALUE;
        break;
    }
#undef VALUE
    /* a subnormal result: flushed by MODE's field, the f32 rcp's always */
    if (fdenormal(f, r) && (!(dn & 2) || (fn == VJ_FTRANS_RCP && f == &FMT32)))
        r = flushed(f, r);
    return r;
}

/* V_CVT_I32_F32 / V_CVT_U32_F32 (pseudocode f32_to_i32 / f32_to_u32; CLRX),
 * and the f64 ones: toward zero, saturated to the type's range, a NaN 0. */
static uint32_t to_int(const ffmt *f, uint64_t x, int is_signed)
{
    if (fnan(f, x))
        return 0;
    mpfr_t m;
    mpfr_init2(m, (mpfr_prec_t)f->frac_bits + 1);
    to_mpfr(m, f, x);
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
    int from64 = wide_fields(from), to64 = wide_fields(to); /* (f16: the f64 fields) */
    if (fnan(from, x)) {
        uint64_t fr = frac_field(from, x);
        fr = to->frac_bits > from->frac_bits ? fr << (to->frac_bits - from->frac_bits)
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

/* ------------------------------------------------------------ room float3 */

/* A NaN source as arithmetic returns it: quieted when MODE.IEEE is set
 * (always on GFX12). */
static uint64_t nan_out(const ffmt *f, uint64_t x, uint32_t mode, int gfx12)
{
    return gfx12 || (mode & VJ_MODE_IEEE) ? fquiet(f, x) : x;
}

/* V_RNDNE/FLOOR/CEIL/TRUNC (IEEE roundToIntegral in the op's direction,
 * MPFR's rint keeps a zero's sign) and V_FREXP_MANT (the significand in
 * [0.5, 1), MPFR's own convention; +-inf and +-0 themselves); the input
 * flushed by MODE (fpmode.h). */
static uint64_t round_or_mant(const ffmt *f, vj_inst_id id, uint64_t x, uint32_t mode, int gfx12,
                              int is64)
{
    if (fnan(f, x))
        return nan_out(f, x, mode, gfx12);
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    if (!(dn & 1))
        x = flushed(f, x);
    int mant = id == VJ_I_V_FREXP_MANT_F32 || id == VJ_I_V_FREXP_MANT_F64 ||
               id == VJ_I_V_FREXP_MANT_F16;
    if (mant && (fzero(f, x) || exp_field(f, x) == max_exp(f)))
        return x;
    mpfr_t m;
    mpfr_init2(m, (mpfr_prec_t)f->frac_bits + 1);
    to_mpfr(m, f, x);
    mpfr_exp_t e;
    switch (id) {
    case VJ_I_V_RNDNE_F32:
    case VJ_I_V_RNDNE_F64:
    case VJ_I_V_RNDNE_F16: /* issue 29 */
        mpfr_rint(m, m, MPFR_RNDN);
        break;
    case VJ_I_V_FLOOR_F32:
    case VJ_I_V_FLOOR_F64:
    case VJ_I_V_FLOOR_F16: /* issue 29 */
        mpfr_rint(m, m, MPFR_RNDD);
        break;
    case VJ_I_V_CEIL_F32:
    case VJ_I_V_CEIL_F64:
    case VJ_I_V_CEIL_F16: /* issue 29 */
        mpfr_rint(m, m, MPFR_RNDU);
        break;
    case VJ_I_V_TRUNC_F32:
    case VJ_I_V_TRUNC_F64:
    case VJ_I_V_TRUNC_F16: /* issue 29 */
        mpfr_rint(m, m, MPFR_RNDZ);
        break;
    default: /* frexp_mant */
        mpfr_frexp(&e, m, m, MPFR_RNDN);
        break;
    }
    uint64_t r = from_mpfr(f, m);
    mpfr_clear(m);
    return r;
}

/* V_FREXP_EXP_I32_F32/F64 (pseudocode): +-inf and NaN 0, else exponent - 126
 * (the exponent of the significand in [0.5, 1): MPFR's); the input flushed
 * by MODE, so a flushed denormal, as a zero, gives 0. */
static uint32_t frexp_exp(const ffmt *f, uint64_t x, uint32_t mode, int is64)
{
    if (exp_field(f, x) == max_exp(f))
        return 0;
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    if (!(dn & 1))
        x = flushed(f, x);
    if (fzero(f, x))
        return 0;
    mpfr_t m;
    mpfr_init2(m, (mpfr_prec_t)f->frac_bits + 1);
    to_mpfr(m, f, x);
    uint32_t e = (uint32_t)(int32_t)mpfr_get_exp(m);
    mpfr_clear(m);
    return e;
}

/* Float equality of non-NaN values (-0 == +0). */
static int equal(const ffmt *f, uint64_t a, uint64_t b)
{
    mpfr_t x, y;
    mpfr_inits2((mpfr_prec_t)f->frac_bits + 1, x, y, (mpfr_ptr)0);
    to_mpfr(x, f, a);
    to_mpfr(y, f, b);
    int eq = mpfr_equal_p(x, y);
    mpfr_clears(x, y, (mpfr_ptr)0);
    return eq;
}

/* V_MED3_F32 (pseudocode; GFX12's V_MED3_NUM_F32): a NaN source gives
 * v_min3 (nested v_min); else, on the inputs flushed by MODE, the maximum m
 * and "m == S0 ? max(S1, S2) : m == S1 ? max(S0, S2) : max(S0, S1)", "=="
 * the float equality before GFX12 and bit equality on it (fpmode.h). */
static uint64_t med3(const ffmt *f, const uint64_t *s, uint32_t mode, int gfx12, int is64)
{
    if (fnan(f, s[0]) || fnan(f, s[1]) || fnan(f, s[2]))
        return minmax(f, 0, minmax(f, 0, s[0], s[1], mode, gfx12, is64), s[2], mode, gfx12, is64);
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    uint64_t a = s[0], b = s[1], c = s[2];
    if (!(dn & 1)) {
        a = flushed(f, a);
        b = flushed(f, b);
        c = flushed(f, c);
    }
    uint64_t m = less(f, a, b) ? b : a;
    m = less(f, m, c) ? c : m;
    int bits = vj_fp_med3_matches_bits(gfx12 ? VJ_FPI_GFX12 : 0);
    uint64_t x, y;
    if (bits ? m == a : equal(f, m, a)) {
        x = b;
        y = c;
    } else if (bits ? m == b : equal(f, m, b)) {
        x = a;
        y = c;
    } else {
        x = a;
        y = b;
    }
    uint64_t r = less(f, x, y) ? y : x;
    return (dn & 2) ? r : flushed(f, r);
}

/* V_MAD_F32 (and legacy: dx9): D = S0 * S1 + S2 unfused, every f32
 * denormal flushed whatever MODE says (the inputs, the product rounded by
 * MODE, the sum); with dx9 a zero S0 or S1 makes the product +0. A NaN
 * source (in order) quieted by the IEEE rule; an invalid step the default
 * NaN (mp_op's). */
static uint64_t mad(const uint64_t *s, uint32_t mode, int gfx12, int dx9)
{
    const ffmt *f = &FMT32;
    uint64_t x[2] = {flushed(f, s[0]), flushed(f, s[1])}, c = flushed(f, s[2]), p = 0;
    if (!dx9 || !(fzero(f, x[0]) || fzero(f, x[1]))) {
        if (fnan(f, s[0]) || fnan(f, s[1]))
            return nan_out(f, fnan(f, s[0]) ? s[0] : s[1], mode, gfx12);
        if (fnan(f, c))
            return nan_out(f, c, mode, gfx12);
        p = mp_op(f, R_MUL, x, 0, rounding(mode & 3));
        if (fnan(f, p))
            return p;
        p = flushed(f, p);
    }
    if (fnan(f, c))
        return nan_out(f, c, mode, gfx12);
    uint64_t y[2] = {p, c};
    uint64_t r = mp_op(f, R_ADD, y, 0, rounding(mode & 3));
    return fnan(f, r) ? r : flushed(f, r);
}

/* The DX9 zero rule (V_MUL_DX9_ZERO_F32, V_FMA_DX9_ZERO_F32 pseudocode;
 * fpmode.h): with a zero S0 or S1 (after MODE's input flush) a mul gives +0,
 * an fma S2 as an arithmetic result (a NaN quieted, a denormal flushed by
 * MODE); else the plain op. */
static uint64_t dx9(const uint64_t *s, unsigned n, uint32_t mode, int gfx12)
{
    const ffmt *f = &FMT32;
    unsigned dn = (mode >> 4) & 3;
    uint64_t a = (dn & 1) ? s[0] : flushed(f, s[0]), b = (dn & 1) ? s[1] : flushed(f, s[1]);
    if (!fzero(f, a) && !fzero(f, b))
        return arith(f, n == 3 ? R_FMA : R_MUL, s, n, mode, gfx12, 0);
    if (n == 2)
        return 0;
    if (fnan(f, s[2]))
        return nan_out(f, s[2], mode, gfx12);
    return dn == 3 ? s[2] : flushed(f, s[2]);
}

/* GFX12's V_MINIMUM/V_MAXIMUM (IEEE 754-2019 minimum/maximum; fpmode.h): a
 * NaN source gives the first NaN quieted; else v_min/max's order (-0 < +0,
 * denormals by MODE). */
static uint64_t minimum(const ffmt *f, int is_max, uint64_t a, uint64_t b, uint32_t mode, int is64)
{
    if (fnan(f, a) || fnan(f, b))
        return fquiet(f, fnan(f, a) ? a : b);
    return minmax(f, is_max, a, b, mode, 1, is64);
}

/* The rows of room float3 (their rules: fpmode.h, docs/design.md "Float");
 * 0 for another instruction. */
static int ref_float3(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                      int gfx12, uint64_t *out)
{
    uint64_t x32 = src[0] & 0xffffffffu;
    const ffmt *f = &FMT32;
    int is64 = 0;
    uint64_t r;
    switch (in->id) {
    case VJ_I_V_LDEXP_F64: /* D = S0 * 2.0 ** S1.i32 */
        f = &FMT64;
        is64 = 1;
        /* fall through */
    case VJ_I_V_LDEXP_F32: {
        uint64_t a = with_mods(f, in, 0, is64 ? src[0] : x32);
        unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
        unsigned rm = is64 ? (mode >> 2) & 3 : mode & 3;
        if (fnan(f, a)) {
            r = nan_out(f, a, mode, gfx12);
        } else {
            a = (dn & 1) ? a : flushed(f, a);
            r = mp_op(f, R_MUL2, &a, (long)(int32_t)src[1], rounding(rm));
            r = (dn & 2) ? r : flushed(f, r);
        }
        break;
    }
    case VJ_I_V_RNDNE_F64:
    case VJ_I_V_FLOOR_F64:
    case VJ_I_V_CEIL_F64:
    case VJ_I_V_TRUNC_F64:
    case VJ_I_V_FREXP_MANT_F64:
        f = &FMT64;
        is64 = 1;
        r = round_or_mant(f, in->id, with_mods(f, in, 0, src[0]), mode, gfx12, 1);
        break;
    case VJ_I_V_RNDNE_F32:
    case VJ_I_V_FLOOR_F32:
    case VJ_I_V_CEIL_F32:
    case VJ_I_V_TRUNC_F32:
    case VJ_I_V_FREXP_MANT_F32:
        r = round_or_mant(f, in->id, with_mods(f, in, 0, x32), mode, gfx12, 0);
        break;
    case VJ_I_V_MINIMUM_F64:
    case VJ_I_V_MAXIMUM_F64:
        f = &FMT64;
        is64 = 1;
        r = minimum(f, in->id == VJ_I_V_MAXIMUM_F64, with_mods(f, in, 0, src[0]),
                    with_mods(f, in, 1, src[1]), mode, 1);
        break;
    case VJ_I_V_FREXP_EXP_I32_F32: /* integer results: no OMOD/CLAMP (lowering refuses) */
        *out = frexp_exp(&FMT32, with_mods(&FMT32, in, 0, x32), mode, 0);
        return 1;
    case VJ_I_V_FREXP_EXP_I32_F64:
        *out = frexp_exp(&FMT64, with_mods(&FMT64, in, 0, src[0]), mode, 1);
        return 1;
    case VJ_I_V_CVT_I32_F64:
    case VJ_I_V_CVT_U32_F64:
        *out = to_int(&FMT64, with_mods(&FMT64, in, 0, src[0]), in->id == VJ_I_V_CVT_I32_F64);
        return 1;
    case VJ_I_V_CVT_F64_I32: /* exact */
    case VJ_I_V_CVT_F64_U32: {
        mpfr_t m;
        mpfr_init2(m, 64);
        if (in->id == VJ_I_V_CVT_F64_I32)
            mpfr_set_si(m, (long)(int32_t)src[0], MPFR_RNDN);
        else
            mpfr_set_ui(m, (unsigned long)(uint32_t)src[0], MPFR_RNDN);
        f = &FMT64;
        is64 = 1;
        r = mp_round(f, m, MPFR_RNDN);
        mpfr_clear(m);
        break;
    }
    case VJ_I_V_CVT_F32_UBYTE0: /* D = u32(S0[8N+7:8N]) as f32 */
    case VJ_I_V_CVT_F32_UBYTE1:
    case VJ_I_V_CVT_F32_UBYTE2:
    case VJ_I_V_CVT_F32_UBYTE3:
        r = from_int((uint32_t)(x32 >> (8 * (in->id - VJ_I_V_CVT_F32_UBYTE0))) & 0xffu, 0, mode);
        break;
    case VJ_I_V_CVT_OFF_F32_I4: { /* the ISA's table: S0[3:0] signed, / 16 */
        long v = (long)(x32 & 15) - ((x32 & 8) ? 16 : 0);
        mpfr_t m;
        mpfr_init2(m, 24);
        mpfr_set_si_2exp(m, v, -4, MPFR_RNDN);
        r = mp_round(f, m, rounding(mode & 3));
        mpfr_clear(m);
        break;
    }
    case VJ_I_V_MED3_F32:
    case VJ_I_V_MIN3_F32: /* D = min(min(S0, S1), S2) */
    case VJ_I_V_MAX3_F32:
    case VJ_I_V_MAXMIN_F32: /* D = min(max(S0, S1), S2) */
    case VJ_I_V_MINMAX_F32: /* D = max(min(S0, S1), S2) */
    case VJ_I_V_MUL_LEGACY_F32:
    case VJ_I_V_MUL_LEGACY_F32_GFX908: /* room frows: GFX9's */
    case VJ_I_V_MUL_LEGACY_F32_GFX90A:
    case VJ_I_V_FMA_LEGACY_F32:
    case VJ_I_V_FMAC_LEGACY_F32: /* the addend: D, which takes no modifier */
    case VJ_I_V_MAD_F32:
    case VJ_I_V_MADAK_F32: /* S0 * S1 + K, S0 * K + S1: mad's order */
    case VJ_I_V_MADMK_F32:
    case VJ_I_V_MAC_F32:
    case VJ_I_V_MAD_LEGACY_F32:
    case VJ_I_V_MAC_LEGACY_F32:
    case VJ_I_V_MINIMUM_F32: /* D = minimum(S0, S1) */
    case VJ_I_V_MAXIMUM_F32:
    case VJ_I_V_MINIMUM3_F32: /* D = minimum(minimum(S0, S1), S2) */
    case VJ_I_V_MAXIMUM3_F32:
    case VJ_I_V_MINIMUMMAXIMUM_F32:   /* D = maximum(minimum(S0, S1), S2) */
    case VJ_I_V_MAXIMUMMINIMUM_F32: { /* D = minimum(maximum(S0, S1), S2) */
        uint64_t s[3];
        for (unsigned i = 0; i < 3; i++)
            s[i] = with_mods(f, in, i, src[i] & 0xffffffffu);
        int acc = in->id == VJ_I_V_FMAC_LEGACY_F32 || in->id == VJ_I_V_MAC_F32 ||
                  in->id == VJ_I_V_MAC_LEGACY_F32;
        if (acc)
            s[2] = old_dst & 0xffffffffu;
        int mx = in->id == VJ_I_V_MAX3_F32 || in->id == VJ_I_V_MAXMIN_F32;
        switch (in->id) {
        case VJ_I_V_MED3_F32:
            r = med3(f, s, mode, gfx12, 0);
            break;
        case VJ_I_V_MIN3_F32:
        case VJ_I_V_MAX3_F32:
            r = minmax(f, mx, minmax(f, mx, s[0], s[1], mode, gfx12, 0), s[2], mode, gfx12, 0);
            break;
        case VJ_I_V_MAXMIN_F32:
        case VJ_I_V_MINMAX_F32:
            r = minmax(f, !mx, minmax(f, mx, s[0], s[1], mode, gfx12, 0), s[2], mode, gfx12, 0);
            break;
        case VJ_I_V_MUL_LEGACY_F32:
        case VJ_I_V_MUL_LEGACY_F32_GFX908:
        case VJ_I_V_MUL_LEGACY_F32_GFX90A:
            r = dx9(s, 2, mode, gfx12);
            break;
        case VJ_I_V_FMA_LEGACY_F32:
        case VJ_I_V_FMAC_LEGACY_F32:
            r = dx9(s, 3, mode, gfx12);
            break;
        case VJ_I_V_MINIMUM_F32:
        case VJ_I_V_MAXIMUM_F32:
            r = minimum(f, in->id == VJ_I_V_MAXIMUM_F32, s[0], s[1], mode, 0);
            break;
        case VJ_I_V_MINIMUM3_F32:
        case VJ_I_V_MAXIMUM3_F32:
            mx = in->id == VJ_I_V_MAXIMUM3_F32;
            r = minimum(f, mx, minimum(f, mx, s[0], s[1], mode, 0), s[2], mode, 0);
            break;
        case VJ_I_V_MINIMUMMAXIMUM_F32:
        case VJ_I_V_MAXIMUMMINIMUM_F32:
            mx = in->id == VJ_I_V_MAXIMUMMINIMUM_F32;
            r = minimum(f, !mx, minimum(f, mx, s[0], s[1], mode, 0), s[2], mode, 0);
            break;
        default: /* mad, mac and their legacy forms */
            r = mad(s, mode, gfx12,
                    in->id == VJ_I_V_MAD_LEGACY_F32 || in->id == VJ_I_V_MAC_LEGACY_F32);
            break;
        }
        break;
    }
    default:
        return 0;
    }
    *out = output_mods(f, in, r, mode, gfx12, is64);
    return 1;
}

/* ------------------------------------------------------------ room pkf32 */

/* V_PK_FMA_F32, V_PK_MUL_F32, V_PK_ADD_F32 (CDNA3 pseudocode: D[31:0] =
 * op(S0[31:0], ...), D[63:32] = op(S0[63:32], ...)), with VOP3P's
 * modifiers: the low result reads from source i the dword OP_SEL[i] names
 * (1: bits 63:32), negated if NEG_LO[i]; the high result the dword
 * OP_SEL_HI[i] names, negated if NEG_HI[i]; each result the f32 op's own,
 * clamped if CLAMP. A constant source is its 32-bit value (lowering refuses
 * one whose high dword would be read). */
static int ref_pk_f32(const vj_inst *in, uint32_t mode, const uint64_t *src, int gfx12,
                      uint64_t *out)
{
    int op;
    switch (in->id) {
    case VJ_I_V_PK_FMA_F32:
        op = R_FMA;
        break;
    case VJ_I_V_PK_MUL_F32:
        op = R_MUL;
        break;
    case VJ_I_V_PK_ADD_F32:
        op = R_ADD;
        break;
    default:
        return 0;
    }
    uint64_t half[2];
    for (unsigned h = 0; h < 2; h++) {
        unsigned sel = h ? in->opsel_hi : in->opsel, neg = h ? in->neg_hi : in->neg;
        uint64_t x[3] = {0, 0, 0};
        for (unsigned i = 0; i < in->nsrc && i < 3; i++) {
            x[i] = (sel >> i & 1) ? src[i] >> 32 : src[i] & 0xffffffffu;
            if (neg >> i & 1)
                x[i] ^= sign_bit(&FMT32);
        }
        half[h] = output_mods(&FMT32, in, arith(&FMT32, op, x, in->nsrc, mode, gfx12, 0), mode,
                              gfx12, 0);
    }
    *out = half[0] | half[1] << 32;
    return 1;
}

/* ------------------------------------------------------------ room frows */

/* A non-NaN f32 as an MPFR number (24 bits: exact). */
static void mp32_init(mpfr_t m, uint64_t x)
{
    mpfr_init2(m, 24);
    to_mpfr(m, &FMT32, x);
}

/* |a| >= |b| of f32 bits (the cube ops' tests), false with a NaN. */
static int cube_ge_abs(uint64_t a, uint64_t b)
{
    if (fnan(&FMT32, a) || fnan(&FMT32, b))
        return 0;
    mpfr_t x, y;
    mp32_init(x, a);
    mp32_init(y, b);
    int ge = mpfr_cmpabs(x, y) >= 0;
    mpfr_clears(x, y, (mpfr_ptr)0);
    return ge;
}

/* V_FRACT_F32/F64 (pseudocode D = S0 + -floor(S0); notes: round mode obeyed,
 * result clamped to 0x3f7fffff): a NaN as arithmetic returns it; the input
 * flushed by MODE; an infinity's inf + -inf the default NaN; else the MPFR
 * floor (exact) and the sum rounded by MODE, 1.0 held to the largest value
 * below it, the result flushed by MODE (fpmode.h). */
static uint64_t fract(const ffmt *f, uint64_t x, uint32_t mode, int gfx12, int is64)
{
    if (fnan(f, x))
        return nan_out(f, x, mode, gfx12);
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    unsigned rm = is64 ? (mode >> 2) & 3 : mode & 3;
    if (!(dn & 1))
        x = flushed(f, x);
    if (exp_field(f, x) == max_exp(f))
        return default_nan(f);
    mpfr_t m;
    mpfr_init2(m, (mpfr_prec_t)f->frac_bits + 1);
    to_mpfr(m, f, x);
    mpfr_floor(m, m);
    uint64_t fl[2] = {x, from_mpfr(f, m)};
    mpfr_clear(m);
    uint64_t r = mp_op(f, R_SUB, fl, 0, rounding(rm)); /* x + -floor(x) */
    uint64_t one = (uint64_t)f->bias << f->frac_bits;
    if (r == one) /* the largest value below 1.0: its bits less one */
        r = one - 1;
    return (dn & 2) ? r : flushed(f, r);
}

/* V_CVT_RPI_I32_F32 / V_CVT_FLR_I32_F32 (pseudocode f32_to_i32(floor(S0 +
 * 0.5)), f32_to_i32(floor(S0))): a NaN vj_fp_rpi_flr_nan's; the input flushed
 * by MODE; rpi's addition rounded by MODE's f32 field; the floor saturated
 * to the i32 range. */
static uint32_t rpi_flr(uint64_t x, int rpi, uint32_t mode)
{
    const ffmt *f = &FMT32;
    if (fnan(f, x))
        return vj_fp_rpi_flr_nan(x);
    if (!((mode >> 4) & 1))
        x = flushed(f, x);
    if (rpi) {
        uint64_t t[2] = {x, 0x3f000000u};
        x = mp_op(f, R_ADD, t, 0, rounding(mode & 3));
    }
    mpfr_t m;
    mpfr_init2(m, 24);
    to_mpfr(m, f, x);
    mpfr_floor(m, m);
    uint32_t r = mpfr_cmp_si(m, 2147483647L) > 0        ? 0x7fffffffu
                 : mpfr_cmp_si(m, -2147483647L - 1) < 0 ? 0x80000000u
                                                          : (uint32_t)mpfr_get_si(m, MPFR_RNDZ);
    mpfr_clear(m);
    return r;
}


/* V_CUBEID/SC/TC/MA_F32 (pseudocode; fpmode.h): the tests on the inputs
 * after MODE's input flush ("abs(S2) >= abs(S0)": a NaN makes it false). */
static uint64_t cube(vj_inst_id id, const uint64_t *s, uint32_t mode, int gfx12)
{
    const ffmt *f = &FMT32;
    unsigned dn = (mode >> 4) & 3;
    uint64_t x[3];
    int lt0[3];
    for (unsigned i = 0; i < 3; i++) {
        x[i] = (dn & 1) || fnan(f, s[i]) ? s[i] : flushed(f, s[i]);
        lt0[i] = 0;
        if (!fnan(f, x[i])) {
            mpfr_t m;
            mp32_init(m, x[i]);
            lt0[i] = mpfr_sgn(m) < 0;
            mpfr_clear(m);
        }
    }
#define GE_ABS(i, j) cube_ge_abs(x[i], x[j])
    int zmaj = GE_ABS(2, 0) && GE_ABS(2, 1), ymaj = !zmaj && GE_ABS(1, 0);
#undef GE_ABS
    uint64_t neg = sign_bit(f), r;
    switch (id) {
    case VJ_I_V_CUBEID_F32: { /* 0.0 .. 5.0 */
        unsigned face = zmaj ? 4u + (unsigned)lt0[2] : ymaj ? 2u + (unsigned)lt0[1]
                                                            : (unsigned)lt0[0];
        mpfr_t m;
        mpfr_init2(m, 24);
        mpfr_set_ui(m, face, MPFR_RNDN);
        r = from_mpfr(f, m);
        mpfr_clear(m);
        return r;
    }
    case VJ_I_V_CUBEMA_F32: { /* 2.0 * the major axis' coordinate */
        uint64_t t[2] = {zmaj ? s[2] : ymaj ? s[1] : s[0], (uint64_t)(f->bias + 1) << 23};
        return arith(f, R_MUL, t, 2, mode, gfx12, 0);
    }
    case VJ_I_V_CUBESC_F32:
        r = zmaj ? (lt0[2] ? x[0] ^ neg : x[0]) : ymaj ? x[0] : (lt0[0] ? x[2] : x[2] ^ neg);
        break;
    default: /* V_CUBETC_F32 */
        r = zmaj ? x[1] ^ neg : ymaj ? (lt0[1] ? x[2] ^ neg : x[2]) : x[1] ^ neg;
        break;
    }
    return (dn & 2) || fnan(f, r) ? r : flushed(f, r);
}

/* V_MULLIT_F32 (pseudocode): -MAX_FLOAT for S1 -MAX_FLOAT, -inf or NaN, or
 * S2 <= 0 or NaN (after MODE's input flush); else S0 * S1 (v_mul_f32). */
static uint64_t mullit(const uint64_t *s, uint32_t mode, int gfx12)
{
    const ffmt *f = &FMT32;
    unsigned dn = (mode >> 4) & 3;
    uint64_t y = (dn & 1) ? s[1] : flushed(f, s[1]), z = (dn & 1) ? s[2] : flushed(f, s[2]);
    uint64_t neg_max = 0xff7fffffu;
    if (fnan(f, y) || fnan(f, z))
        return neg_max;
    mpfr_t my, mz, lim;
    mp32_init(my, y);
    mp32_init(mz, z);
    mpfr_init2(lim, 24);
    mpfr_set_ui_2exp(lim, (1ul << 24) - 1, 104, MPFR_RNDN); /* MAX_FLOAT = (2^24 - 1) * 2^104 */
    mpfr_neg(lim, lim, MPFR_RNDN);
    int special = mpfr_equal_p(my, lim) || (mpfr_inf_p(my) && mpfr_sgn(my) < 0) ||
                  mpfr_sgn(mz) <= 0;
    mpfr_clears(my, mz, lim, (mpfr_ptr)0);
    return special ? neg_max : arith(f, R_MUL, s, 2, mode, gfx12, 0);
}

/* The packed integer fields (fpmode.h): f32_to_u8 (rounded by MODE's f32
 * field, held to [0, 255]), snorm/unorm (held to [-1, 1] / [0, 1], times
 * 32767 / 65535, to nearest even), v_cvt_i16/u16_f32 (toward zero,
 * saturated); a NaN 0; the input flushed by MODE. */
static uint32_t int_field(unsigned kind, uint64_t x, uint32_t mode)
{
    const ffmt *f = &FMT32;
    if (fnan(f, x))
        return 0;
    if (!((mode >> 4) & 1))
        x = flushed(f, x);
    mpfr_t m;
    mpfr_init2(m, 64);
    to_mpfr(m, f, x);
    long lo, hi;
    switch (kind) {
    case VJ_FM_TO_U8:
        mpfr_rint(m, m, rounding(mode & 3));
        lo = 0, hi = 255;
        break;
    case VJ_FM_SNORM:
    case VJ_FM_UNORM:
        lo = kind == VJ_FM_SNORM ? -1 : 0;
        if (mpfr_cmp_si(m, lo) < 0)
            mpfr_set_si(m, lo, MPFR_RNDN);
        if (mpfr_cmp_ui(m, 1) > 0)
            mpfr_set_ui(m, 1, MPFR_RNDN);
        mpfr_mul_ui(m, m, kind == VJ_FM_SNORM ? 32767 : 65535, MPFR_RNDN); /* exact in 64 bits */
        mpfr_rint(m, m, MPFR_RNDN);                                       /* ties to even */
        lo = kind == VJ_FM_SNORM ? -32767 : 0, hi = kind == VJ_FM_SNORM ? 32767 : 65535;
        break;
    default: /* VJ_FM_TO_I16, VJ_FM_TO_U16 */
        mpfr_trunc(m, m);
        lo = kind == VJ_FM_TO_I16 ? -32768 : 0, hi = kind == VJ_FM_TO_I16 ? 32767 : 65535;
        break;
    }
    long v = mpfr_cmp_si(m, lo) < 0 ? lo : mpfr_cmp_si(m, hi) > 0 ? hi : mpfr_get_si(m, MPFR_RNDZ);
    mpfr_clear(m);
    return (uint32_t)v;
}

/* V_TRIG_PREOP_F64 (pseudocode, LLVM's reading; fpmode.h): the 53 bits of
 * 2/pi (here from MPFR's pi at 1400 bits) after the first `shift`, times
 * 2^(-53 - shift), 2^128 more when exponent(S0) >= 1968, rounded by MODE's
 * f64 field, flushed by its output field. */
static uint64_t trig_preop(uint64_t x, uint32_t seg, uint32_t mode, int gfx12)
{
    const ffmt *f = &FMT64;
    if (fnan(f, x))
        return nan_out(f, x, mode, gfx12);
    long e = (long)exp_field(f, x);
    long shift = (long)(seg & 31) * 53 + (e > 1077 ? e - 1077 : 0);
    if (shift >= (long)VJ_FP_TRIG_PREOP_LIMIT)
        return 0;
    mpfr_t t;
    mpfr_init2(t, 1400);
    mpfr_const_pi(t, MPFR_RNDN);
    mpfr_ui_div(t, 2, t, MPFR_RNDN);                  /* 2/pi: 0.b1 b2 ... */
    mpfr_mul_2si(t, t, shift + 53, MPFR_RNDN);        /* exact */
    mpfr_floor(t, t);                                 /* the first shift + 53 bits */
    mpfr_div_2si(t, t, 53, MPFR_RNDN);                /* exact */
    mpfr_frac(t, t, MPFR_RNDN);                       /* their last 53 bits, over 2^53 */
    mpfr_mul_2si(t, t, -(shift + (e >= 1968 ? -128 : 0)), MPFR_RNDN); /* exact */
    unsigned rm = (mode >> 2) & 3, dn = (mode >> 6) & 3;
    uint64_t r = mp_round(f, t, rounding(rm));
    mpfr_clear(t);
    return (dn & 2) ? r : flushed(f, r);
}

/* The rows of room frows; 0 for another instruction. */
static int ref_frows(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                     int gfx12, uint64_t *out)
{
    switch (in->id) {
    case VJ_I_V_FRACT_F32:
        *out = output_mods(&FMT32, in,
                           fract(&FMT32, with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), mode,
                                 gfx12, 0),
                           mode, gfx12, 0);
        return 1;
    case VJ_I_V_FRACT_F64:
        *out = output_mods(&FMT64, in, fract(&FMT64, with_mods(&FMT64, in, 0, src[0]), mode, gfx12, 1),
                           mode, gfx12, 1);
        return 1;
    case VJ_I_V_CUBEID_F32:
    case VJ_I_V_CUBESC_F32:
    case VJ_I_V_CUBETC_F32:
    case VJ_I_V_CUBEMA_F32:
    case VJ_I_V_MULLIT_F32: {
        uint64_t s[3];
        for (unsigned i = 0; i < 3; i++)
            s[i] = with_mods(&FMT32, in, i, src[i] & 0xffffffffu);
        uint64_t r = in->id == VJ_I_V_MULLIT_F32 ? mullit(s, mode, gfx12) : cube(in->id, s, mode, gfx12);
        *out = output_mods(&FMT32, in, r, mode, gfx12, 0);
        return 1;
    }
    case VJ_I_V_CVT_PK_U8_F32:      /* D = S2 with byte S1[1:0] f32_to_u8(S0) */
    case VJ_I_V_CVT_PKACCUM_U8_F32: /* the same into D's old value */
    {
        unsigned sh = ((uint32_t)src[1] & 3u) * 8u;
        uint32_t into = in->id == VJ_I_V_CVT_PK_U8_F32 ? (uint32_t)src[2] : (uint32_t)old_dst;
        uint32_t u = int_field(VJ_FM_TO_U8, with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), mode);
        *out = (into & ~(0xffu << sh)) | u << sh;
        return 1;
    }
    case VJ_I_V_CVT_PKNORM_I16_F32: /* D = {field(S1), field(S0)} */
    case VJ_I_V_CVT_PKNORM_U16_F32:
    case VJ_I_V_CVT_PK_I16_F32:
    case VJ_I_V_CVT_PK_U16_F32: {
        unsigned kind = in->id == VJ_I_V_CVT_PKNORM_I16_F32   ? VJ_FM_SNORM
                        : in->id == VJ_I_V_CVT_PKNORM_U16_F32 ? VJ_FM_UNORM
                        : in->id == VJ_I_V_CVT_PK_I16_F32     ? VJ_FM_TO_I16
                                                              : VJ_FM_TO_U16;
        uint32_t lo = int_field(kind, with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), mode);
        uint32_t hi = int_field(kind, with_mods(&FMT32, in, 1, src[1] & 0xffffffffu), mode);
        *out = (lo & 0xffffu) | (hi & 0xffffu) << 16;
        return 1;
    }
    case VJ_I_V_TRIG_PREOP_F64:
        *out = output_mods(&FMT64, in,
                           trig_preop(with_mods(&FMT64, in, 0, src[0]), (uint32_t)src[1], mode, gfx12),
                           mode, gfx12, 1);
        return 1;
    case VJ_I_V_CVT_RPI_I32_F32: /* integer results: no OMOD/CLAMP (lowering refuses) */
    case VJ_I_V_CVT_FLR_I32_F32:
        *out = rpi_flr(with_mods(&FMT32, in, 0, src[0] & 0xffffffffu),
                       in->id == VJ_I_V_CVT_RPI_I32_F32, mode);
        return 1;
    default:
        return 0;
    }
}

/* ------------------------------------------------------------ issue 29: fp8/bf8 */

/* The 8-bit formats (fpmode.h, from the CDNA3 and RDNA4 ISAs and the OCP
 * FP8 spec): fraction bits, bias, largest finite value's code, and whether
 * OCP (gfx12) or FNUZ (gfx942). */
typedef struct f8ref {
    int frac, bias, ocp;
    unsigned maxcode;
} f8ref;
static f8ref f8ref_of(int bf8, int gfx12)
{
    f8ref r;
    r.frac = bf8 ? 2 : 3;
    r.ocp = gfx12;
    r.bias = gfx12 ? (bf8 ? 15 : 7) : (bf8 ? 16 : 8);
    /* OCP E4M3FN: S.1111.110 = 448; E5M2: S.11110.11 = 57344; FNUZ: 0x7f */
    r.maxcode = gfx12 ? (bf8 ? 0x7bu : 0x7eu) : 0x7fu;
    return r;
}
static int f8ref_is_nan(f8ref g, unsigned c)
{
    unsigned e = (c & 0x7fu) >> g.frac, m = c & ((1u << g.frac) - 1);
    if (!g.ocp)
        return c == 0x80u;
    return g.frac == 3 ? (c & 0x7fu) == 0x7fu : e == 31 && m != 0;
}
/* The value of a non-NaN code into m (exact), +-inf for OCP bf8's. */
static void f8ref_value(mpfr_t m, f8ref g, unsigned c)
{
    unsigned e = (c & 0x7fu) >> g.frac, f = c & ((1u << g.frac) - 1);
    if (g.ocp && g.frac == 2 && e == 31)
        mpfr_set_inf(m, 1);
    else if (e == 0)
        mpfr_set_ui_2exp(m, f, 1 - g.bias - g.frac, MPFR_RNDN);
    else
        mpfr_set_ui_2exp(m, (1u << g.frac) + f, (long)e - g.bias - g.frac, MPFR_RNDN);
    if (c & 0x80u)
        mpfr_neg(m, m, MPFR_RNDN);
}
/* v_cvt_f32_fp8/bf8: the code's value as an f32 (exact); a NaN the quiet
 * NaN of its sign (fpmode.h). */
static uint32_t f8ref_to_f32(f8ref g, unsigned c)
{
    if (f8ref_is_nan(g, c))
        return (c & 0x80u) ? 0xffc00000u : 0x7fc00000u;
    mpfr_t m;
    mpfr_init2(m, 64);
    f8ref_value(m, g, c);
    uint32_t r = (uint32_t)mp_round(&FMT32, m, MPFR_RNDN); /* exact */
    if (mpfr_zero_p(m) && (c & 0x80u))
        r = 0x80000000u;
    mpfr_clear(m);
    return r;
}
/* The code of a value v (|v| a multiple of the format's spacing, at most
 * its largest finite value), sign s. */
static unsigned f8ref_encode(f8ref g, mpfr_t v, int s)
{
    if (mpfr_zero_p(v))
        return g.ocp && s ? 0x80u : 0u;
    long emin = 1 - g.bias, e = mpfr_get_exp(v) - 1; /* v = 1.x * 2^e */
    mpfr_t q;
    mpfr_init2(q, 64);
    unsigned code;
    if (e < emin) {
        mpfr_mul_2si(q, v, g.frac - emin, MPFR_RNDN); /* the subnormal's fraction */
        code = (unsigned)mpfr_get_ui(q, MPFR_RNDN);
    } else {
        mpfr_mul_2si(q, v, g.frac - e, MPFR_RNDN); /* 2^frac + fraction */
        code = (unsigned)((e + g.bias) << g.frac) + ((unsigned)mpfr_get_ui(q, MPFR_RNDN) -
                                                     (1u << g.frac));
    }
    mpfr_clear(q);
    return (s ? 0x80u : 0u) | code;
}
/* f32 x to the format (fpmode.h's rules): to nearest even (sr = 0) or
 * stochastically with the random bits rnd; sat: MODE's FP16_OVFL. */
static unsigned f8ref_from_f32(f8ref g, uint32_t x, uint32_t rnd, int sr, int sat)
{
    int s = (x >> 31) & 1;
    unsigned nan = g.ocp ? (g.frac == 3 ? 0xffu : 0xfeu) : 0x80u;
    unsigned over = g.ocp ? (s ? 0x80u : 0u) | (g.frac == 3 ? 0x7fu : 0x7cu) : 0x80u;
    if (fnan(&FMT32, x))
        return nan;
    if (exp_field(&FMT32, x) == max_exp(&FMT32))
        return over;
    mpfr_t v, q, t;
    mpfr_inits2(128, v, q, t, (mpfr_ptr)0);
    to_mpfr(v, &FMT32, x & 0x7fffffffu);
    /* the binade's exponent, never below the least normal one */
    long emin = 1 - g.bias, e = mpfr_zero_p(v) ? emin : mpfr_get_exp(v) - 1;
    if (e < emin)
        e = emin;
    if (sr) {
        /* |v| to multiples of 2^(e-23) (the bits below lost), plus the
         * random bits' top 23 - frac in those units, then toward zero to
         * multiples of the spacing 2^(e-frac) */
        mpfr_mul_2si(t, v, 23 - e, MPFR_RNDN);
        mpfr_rint_floor(t, t, MPFR_RNDN);
        mpfr_add_ui(t, t, rnd >> (9 + g.frac), MPFR_RNDN); /* exact at 128 bits */
        mpfr_mul_2si(t, t, g.frac - 23, MPFR_RNDN);
        mpfr_rint_floor(t, t, MPFR_RNDN);
    } else {
        mpfr_mul_2si(t, v, g.frac - e, MPFR_RNDN);
        mpfr_rint(t, t, MPFR_RNDN); /* to nearest, ties to even */
    }
    mpfr_mul_2si(t, t, e - g.frac, MPFR_RNDN); /* back to a value */
    f8ref_value(q, g, g.maxcode);
    unsigned r;
    if (mpfr_cmp(t, q) > 0)
        r = sat ? (s ? 0x80u : 0u) | g.maxcode : over;
    else
        r = f8ref_encode(g, t, s);
    mpfr_clears(v, q, t, (mpfr_ptr)0);
    return r;
}
/* Issue 29, item 5: the fp8/bf8 conversion rows; 0 for another. */
static int ref_fp8(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                   int gfx12, uint64_t *out)
{
    int bf8, pk = 0, sr = 0, to = 0;
    switch (in->id) {
    case VJ_I_V_CVT_F32_FP8:
    case VJ_I_V_CVT_F32_BF8:
        bf8 = in->id == VJ_I_V_CVT_F32_BF8;
        break;
    case VJ_I_V_CVT_PK_F32_FP8:
    case VJ_I_V_CVT_PK_F32_BF8:
        bf8 = in->id == VJ_I_V_CVT_PK_F32_BF8, pk = 1;
        break;
    case VJ_I_V_CVT_PK_FP8_F32:
    case VJ_I_V_CVT_PK_BF8_F32:
        bf8 = in->id == VJ_I_V_CVT_PK_BF8_F32, to = 1;
        break;
    case VJ_I_V_CVT_SR_FP8_F32:
    case VJ_I_V_CVT_SR_BF8_F32:
        bf8 = in->id == VJ_I_V_CVT_SR_BF8_F32, to = 1, sr = 1;
        break;
    default:
        return 0;
    }
    f8ref g = f8ref_of(bf8, gfx12);
    int sat = (mode & VJ_MODE_FP16_OVFL) != 0;
    uint32_t a = (uint32_t)src[0];
    if (!to) { /* D = f32(S0[7:0]); pk: D[63:32] = f32(S0[15:8]) too */
        *out = f8ref_to_f32(g, a & 0xffu);
        if (pk)
            *out |= (uint64_t)f8ref_to_f32(g, (a >> 8) & 0xffu) << 32;
        return 1;
    }
    uint32_t x0 = (uint32_t)with_mods(&FMT32, in, 0, a), d = (uint32_t)old_dst;
    if (sr) { /* D[7:0] = SR(S0, S1); D[31:8] kept */
        *out = (d & 0xffffff00u) | f8ref_from_f32(g, x0, (uint32_t)src[1], 1, sat);
        return 1;
    }
    /* D[15:0] = {code(S1), code(S0)}; D[31:16] kept */
    uint32_t x1 = (uint32_t)with_mods(&FMT32, in, 1, (uint32_t)src[1]);
    *out = (d & 0xffff0000u) | f8ref_from_f32(g, x0, 0, 0, sat) |
           f8ref_from_f32(g, x1, 0, 0, sat) << 8;
    return 1;
}

/* ------------------------------------------------------------ issue 29: f16 */

/* FP16_OVFL (vj_fp16_saturates): an f16 result r that overflowed to an
 * infinity from finite operands (finite: none of them an infinity) is the
 * largest finite value of its sign instead; an infinite operand's infinity,
 * and every other result, as it is. The rounding mode's own overflow rule
 * (toward zero or away from the infinity: 0x7bff) mp_op and mp_round
 * applied already. */
static uint64_t ovfl16(uint64_t r, int finite, uint32_t mode)
{
    const ffmt *f = &FMT16;
    if (finite && vj_fp16_saturates(mode) && exp_field(f, r) == max_exp(f) && !frac_field(f, r))
        return (r & sign_bit(f)) | 0x7bffu;
    return r;
}

/* Whether none of s[0..n-1] is an infinity (NaNs were taken before). */
static int all_finite(const ffmt *f, const uint64_t *s, unsigned n)
{
    for (unsigned i = 0; i < n; i++)
        if (exp_field(f, s[i]) == max_exp(f))
            return 0;
    return 1;
}

/* Issue 29, second part: V_CVT_U16_F16 / V_CVT_I16_F16: toward zero,
 * saturated to [0, 65535] / [-32768, 32767] (an infinity too), a NaN 0; the
 * 16-bit integer's bits. */
static uint64_t to_int16(uint64_t x, int is_signed)
{
    const ffmt *f = &FMT16;
    if (fnan(f, x))
        return 0;
    mpfr_t m;
    mpfr_init2(m, 11);
    to_mpfr(m, f, x);
    mpfr_trunc(m, m);
    long v;
    if (is_signed)
        v = mpfr_cmp_si(m, 32767) > 0 ? 32767 : mpfr_cmp_si(m, -32768) < 0 ? -32768
                                                                            : mpfr_get_si(m, MPFR_RNDZ);
    else
        v = mpfr_cmp_si(m, 0) < 0 ? 0 : mpfr_cmp_si(m, 65535) > 0 ? 65535 : mpfr_get_si(m, MPFR_RNDZ);
    mpfr_clear(m);
    return (uint64_t)v & 0xffffu;
}

/* V_CVT_F16_U16 / V_CVT_F16_I16: the 16-bit integer rounded to f16 by
 * MODE's f16 rounding field (an integer is never subnormal), then
 * FP16_OVFL (the source is finite: 65535 rounds to +inf under
 * nearest-even). */
static uint64_t from_int16(uint64_t x, int is_signed, uint32_t mode)
{
    mpfr_t m;
    mpfr_init2(m, 32);
    mpfr_set_si(m, is_signed ? (long)(int16_t)(uint16_t)x : (long)(uint16_t)x, MPFR_RNDN);
    uint64_t r = mp_round(&FMT16, m, rounding((mode >> 2) & 3));
    mpfr_clear(m);
    return ovfl16(r, 1, mode);
}

/* V_CVT_PKRTZ_F16_F32's half: the f32 (after ABS/NEG on bit 31) as
 * v_cvt_f16_f32 converts it (convert: NaN rule, f32 input flush by MODE
 * bit 4, f16 output flush by bit 7) but rounded toward zero whatever MODE
 * says (its f16 rounding field forced to 3); toward zero a finite value
 * never overflows to an infinity, so FP16_OVFL changes nothing. */
static uint64_t pkrtz_half(uint64_t x, uint32_t mode, int gfx12)
{
    return convert(&FMT32, &FMT16, x, mode | (3u << 2), gfx12);
}

/* Issue 29: the function (VJ_FTRANS_*) of an f16 transcendental row: the
 * pseudocode's 1.0 / S0, 1.0 / sqrt(S0), sqrt(S0), pow(2.0, S0), log2(S0),
 * sin(S0 * 2 * PI), cos(S0 * 2 * PI), GFX12's v_s_* as the VALU ones. */
static unsigned trans16_fn(vj_inst_id id)
{
    switch (id) {
    case VJ_I_V_RCP_F16:
    case VJ_I_V_S_RCP_F16:
        return VJ_FTRANS_RCP;
    case VJ_I_V_RSQ_F16:
    case VJ_I_V_S_RSQ_F16:
        return VJ_FTRANS_RSQ;
    case VJ_I_V_SQRT_F16:
    case VJ_I_V_S_SQRT_F16:
        return VJ_FTRANS_SQRT;
    case VJ_I_V_EXP_F16:
    case VJ_I_V_S_EXP_F16:
        return VJ_FTRANS_EXP;
    case VJ_I_V_LOG_F16:
    case VJ_I_V_S_LOG_F16:
        return VJ_FTRANS_LOG;
    case VJ_I_V_SIN_F16:
        return VJ_FTRANS_SIN;
    default: /* VJ_I_V_COS_F16 */
        return VJ_FTRANS_COS;
    }
}

/* The f16 rows (issue 29; insts.def's comment, fpmode.h's answers): each f16
 * source is the low 16 bits of src[i] (reference.c picked the half op_sel
 * or SDWA names), after ABS then NEG on its bit 15; the arithmetic is the
 * f32 rows' (arith, minmax, output_mods) in binary16 with MODE's f64 (f16)
 * fields, FP16_OVFL on top. *out: the 16-bit result (v_cvt_f32_f16: the
 * f32), which reference.c places. 0 for another instruction. */
static int ref_f16(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                   int gfx12, uint64_t *out)
{
    const ffmt *f = &FMT16;
    uint64_t s[3], r;
    switch (in->id) {
    case VJ_I_V_CVT_F32_F16: /* D.f32 = f16_to_f32(S0.f16): exact */
        r = convert(f, &FMT32, with_mods(f, in, 0, src[0] & 0xffffu), mode, gfx12);
        *out = output_mods(&FMT32, in, r, mode, gfx12, 0);
        return 1;
    case VJ_I_V_CVT_F16_F32: { /* D.f16 = f32_to_f16(S0.f32), rounded by the f16 field */
        uint64_t x = with_mods(&FMT32, in, 0, src[0] & 0xffffffffu);
        r = convert(&FMT32, f, x, mode, gfx12);
        if (!fnan(&FMT32, x))
            r = ovfl16(r, exp_field(&FMT32, x) != max_exp(&FMT32), mode);
        *out = output_mods(f, in, r, mode, gfx12, 1);
        return 1;
    }
    case VJ_I_V_CVT_PKRTZ_F16_F32: { /* D = f16(S0) | f16(S1) << 16 (no CLAMP/OMOD: refused) */
        uint64_t lo = with_mods(&FMT32, in, 0, src[0] & 0xffffffffu);
        uint64_t hi = with_mods(&FMT32, in, 1, src[1] & 0xffffffffu);
        *out = pkrtz_half(lo, mode, gfx12) | pkrtz_half(hi, mode, gfx12) << 16;
        return 1;
    }
    case VJ_I_V_PACK_B32_F16: /* D0[31:16].f16 = S1.f16; D0[15:0].f16 = S0.f16 (the
                               * halves reference.c picked, ABS then NEG): bits moved,
                               * nothing flushed or quieted (insts.def: approx) */
        *out = with_mods(f, in, 0, src[0] & 0xffffu) | with_mods(f, in, 1, src[1] & 0xffffu)
                                                           << 16;
        return 1;
    case VJ_I_V_CVT_NORM_I16_F16: /* D.i16 = f16_to_snorm(S0.f16), D.u16 = f16_to_unorm: */
    case VJ_I_V_CVT_NORM_U16_F16: /* the f16 as an exactly equal f32 (convert: its */
    case VJ_I_V_CVT_PKNORM_I16_F16: /* subnormals flushed by MODE's f16 field), then the */
    case VJ_I_V_CVT_PKNORM_U16_F16: { /* f32 rows' int_field; pk: {field(S1), field(S0)} */
        int sn = in->id == VJ_I_V_CVT_NORM_I16_F16 || in->id == VJ_I_V_CVT_PKNORM_I16_F16;
        int pk = in->id == VJ_I_V_CVT_PKNORM_I16_F16 || in->id == VJ_I_V_CVT_PKNORM_U16_F16;
        uint64_t v[2];
        for (unsigned i = 0; i < (pk ? 2u : 1u); i++) {
            uint64_t x = with_mods(f, in, i, src[i] & 0xffffu);
            v[i] = fnan(f, x) ? 0
                              : int_field(sn ? VJ_FM_SNORM : VJ_FM_UNORM,
                                          convert(f, &FMT32, x, mode, gfx12), mode | 0x10u) &
                                    0xffffu;
        }
        *out = pk ? v[0] | v[1] << 16 : v[0];
        return 1;
    }
    case VJ_I_V_CVT_F16_U16: /* D.f16 = u16_to_f16(S0.u16): no ABS/NEG (INTSRC) */
    case VJ_I_V_CVT_F16_I16:
        r = from_int16(src[0] & 0xffffu, in->id == VJ_I_V_CVT_F16_I16, mode);
        *out = output_mods(f, in, r, mode, gfx12, 1);
        return 1;
    case VJ_I_V_CVT_U16_F16: /* D.u16 = f16_to_u16(S0.f16): an integer (no CLAMP/OMOD) */
    case VJ_I_V_CVT_I16_F16:
        *out = to_int16(with_mods(f, in, 0, src[0] & 0xffffu), in->id == VJ_I_V_CVT_I16_F16);
        return 1;
    case VJ_I_V_FREXP_EXP_I16_F16: /* D.i16 = exponent (0: NaN, inf, zero, flushed) */
        *out = frexp_exp(f, with_mods(f, in, 0, src[0] & 0xffffu), mode, 1) & 0xffffu;
        return 1;
    case VJ_I_V_RNDNE_F16:
    case VJ_I_V_FLOOR_F16:
    case VJ_I_V_CEIL_F16:
    case VJ_I_V_TRUNC_F16:
    case VJ_I_V_FREXP_MANT_F16: /* as the f32 ones, MODE's f16 fields */
        r = round_or_mant(f, in->id, with_mods(f, in, 0, src[0] & 0xffffu), mode, gfx12, 1);
        *out = output_mods(f, in, r, mode, gfx12, 1);
        return 1;
    case VJ_I_V_RCP_F16: /* issue 29: the f16 transcendentals (transcendental's rules) */
    case VJ_I_V_RSQ_F16:
    case VJ_I_V_SQRT_F16:
    case VJ_I_V_EXP_F16:
    case VJ_I_V_LOG_F16:
    case VJ_I_V_SIN_F16:
    case VJ_I_V_COS_F16:
    case VJ_I_V_S_RCP_F16:
    case VJ_I_V_S_RSQ_F16:
    case VJ_I_V_S_SQRT_F16:
    case VJ_I_V_S_EXP_F16:
    case VJ_I_V_S_LOG_F16:
        r = transcendental(f, trans16_fn(in->id), with_mods(f, in, 0, src[0] & 0xffffu), mode,
                           gfx12, 1);
        *out = output_mods(f, in, r, mode, gfx12, 1);
        return 1;
    case VJ_I_V_FRACT_F16: /* as v_fract_f32: below 1.0 (0x3bff), inf the default NaN */
        r = fract(f, with_mods(f, in, 0, src[0] & 0xffffu), mode, gfx12, 1);
        *out = output_mods(f, in, r, mode, gfx12, 1);
        return 1;
    case VJ_I_V_LDEXP_F16: /* D.f16 = S0.f16 * 2^S1.i16 (S1 sign-extended, no ABS/NEG) */
    case VJ_I_V_LDEXP_F16_GFX11: {
        uint64_t a = with_mods(f, in, 0, src[0] & 0xffffu);
        long k = (long)(int16_t)(uint16_t)src[1];
        unsigned dn = (mode >> 6) & 3;
        if (fnan(f, a)) {
            r = nan_out(f, a, mode, gfx12);
        } else {
            a = (dn & 1) ? a : flushed(f, a);
            r = mp_op(f, R_MUL2, &a, k, rounding((mode >> 2) & 3));
            r = (dn & 2) ? r : flushed(f, r);
            r = ovfl16(r, exp_field(f, a) != max_exp(f), mode);
        }
        *out = output_mods(f, in, r, mode, gfx12, 1);
        return 1;
    }
    case VJ_I_V_MED3_F16: /* the f32 rows' rules (GFX12: the _num forms) */
    case VJ_I_V_MIN3_F16:
    case VJ_I_V_MAX3_F16:
    case VJ_I_V_MAXMIN_F16: /* D = min(max(S0, S1), S2) */
    case VJ_I_V_MINMAX_F16: /* D = max(min(S0, S1), S2) */
    case VJ_I_V_MINIMUM_F16: /* GFX12's NaN-propagating ones */
    case VJ_I_V_MAXIMUM_F16:
    case VJ_I_V_MINIMUM3_F16:
    case VJ_I_V_MAXIMUM3_F16:
    case VJ_I_V_MINIMUMMAXIMUM_F16: /* D = maximum(minimum(S0, S1), S2) */
    case VJ_I_V_MAXIMUMMINIMUM_F16: /* D = minimum(maximum(S0, S1), S2) */
    case VJ_I_V_ADD_F16:
    case VJ_I_V_SUB_F16:
    case VJ_I_V_SUBREV_F16:
    case VJ_I_V_MUL_F16:
    case VJ_I_V_MIN_F16:
    case VJ_I_V_MAX_F16:
    case VJ_I_V_FMA_F16:
    case VJ_I_V_FMAC_F16:
    case VJ_I_V_FMAAK_F16: /* the f16 K forms (VOP2 only: no ABS/NEG/CLAMP/OMOD): */
    case VJ_I_V_FMAMK_F16: /* src[0..2] in written order, K the literal's low half */
    case VJ_I_V_MADAK_F16:
    case VJ_I_V_MADMK_F16:
    case VJ_I_V_MAC_F16: /* issue 29, item 1 (GFX9) */
    case VJ_I_V_MAD_LEGACY_F16: /* issue 29, item 2 (GFX9; reference.c zeroes bits 31:16) */
    case VJ_I_V_MAD_F16:        /* GFX9's op_sel form (reference.c keeps them) */
    case VJ_I_V_FMA_LEGACY_F16:
    case VJ_I_V_DIV_FIXUP_F16: /* issue 29, item 5 */
    case VJ_I_V_DIV_FIXUP_LEGACY_F16:
        break;
    default:
        return 0;
    }
    for (unsigned i = 0; i < 3; i++)
        s[i] = with_mods(f, in, i, src[i] & 0xffffu);
    switch (in->id) {
    case VJ_I_V_ADD_F16: /* D.f16 = S0.f16 + S1.f16 */
        r = ovfl16(arith(f, R_ADD, s, 2, mode, gfx12, 1), all_finite(f, s, 2), mode);
        break;
    case VJ_I_V_SUB_F16: /* D.f16 = S0.f16 - S1.f16 (a NaN S1 not negated: arith) */
        r = ovfl16(arith(f, R_SUB, s, 2, mode, gfx12, 1), all_finite(f, s, 2), mode);
        break;
    case VJ_I_V_SUBREV_F16: { /* D.f16 = S1.f16 - S0.f16: as V_SUBREV_F32 above */
        uint64_t t[2] = {s[1], s[0]};
        r = ovfl16(arith(f, R_SUB, t, 2, mode, gfx12, 1), all_finite(f, t, 2), mode);
        break;
    }
    case VJ_I_V_MUL_F16: /* D.f16 = S0.f16 * S1.f16 */
        r = ovfl16(arith(f, R_MUL, s, 2, mode, gfx12, 1), all_finite(f, s, 2), mode);
        break;
    case VJ_I_V_FMA_F16: /* D.f16 = fma(S0.f16, S1.f16, S2.f16) */
    case VJ_I_V_FMA_LEGACY_F16: /* tmp = fma(S0.f16, S1.f16, S2.f16) */
        r = ovfl16(arith(f, R_FMA, s, 3, mode, gfx12, 1), all_finite(f, s, 3), mode);
        break;
    case VJ_I_V_FMAAK_F16: /* D.f16 = fma(S0.f16, S1.f16, K.f16): src[0], src[1], src[2] */
    case VJ_I_V_FMAMK_F16: /* D.f16 = fma(S0.f16, K.f16, S1.f16): likewise, as written */
        r = ovfl16(arith(f, R_FMA, s, 3, mode, gfx12, 1), all_finite(f, s, 3), mode);
        break;
    case VJ_I_V_MAD_LEGACY_F16: /* tmp = S0.f16 * S1.f16 + S2.f16 (CDNA3 pseudocode) */
    case VJ_I_V_MAD_F16:        /* D.f16 = S0.f16 * S1.f16 + S2.f16, unfused */
    case VJ_I_V_MADAK_F16:   /* D.f16 = S0.f16 * S1.f16 + K.f16 (GFX9) */
    case VJ_I_V_MADMK_F16: { /* D.f16 = S0.f16 * K.f16 + S1.f16: src[0] * src[1] + src[2] */
        /* unfused (FLOAT.md section 3: v_mad_f16 unfused, denormals kept): the
         * product as V_MUL_F16 gives it (rounded, MODE's f16 fields, FP16_OVFL),
         * then the sum as V_ADD_F16 does */
        uint64_t t[2] = {s[0], s[1]};
        t[0] = ovfl16(arith(f, R_MUL, t, 2, mode, gfx12, 1), all_finite(f, t, 2), mode);
        t[1] = s[2];
        r = ovfl16(arith(f, R_ADD, t, 2, mode, gfx12, 1), all_finite(f, t, 2), mode);
        break;
    }
    case VJ_I_V_MAC_F16: { /* D.f16 = S0.f16 * S1.f16 + D.f16 (GFX9): D's low half, no
                            * modifier; unfused as V_MADAK_F16: the product as V_MUL_F16
                            * gives it, then the sum as V_ADD_F16 */
        uint64_t t[2] = {s[0], s[1]};
        t[0] = ovfl16(arith(f, R_MUL, t, 2, mode, gfx12, 1), all_finite(f, t, 2), mode);
        t[1] = old_dst & 0xffffu;
        r = ovfl16(arith(f, R_ADD, t, 2, mode, gfx12, 1), all_finite(f, t, 2), mode);
        break;
    }
    case VJ_I_V_FMAC_F16: { /* D.f16 = fma(S0.f16, S1.f16, D.f16): D's low half, no modifier */
        uint64_t t[3] = {s[0], s[1], old_dst & 0xffffu};
        r = ovfl16(arith(f, R_FMA, t, 3, mode, gfx12, 1), all_finite(f, t, 3), mode);
        break;
    }
    case VJ_I_V_DIV_FIXUP_F16: /* the pseudocode (RDNA3, CDNA3): S0 the quotient, S1 the */
    case VJ_I_V_DIV_FIXUP_LEGACY_F16: { /* denominator, S2 the numerator; no UNDERFLOW or
                                        * OVERFLOW clause (the f32/f64 ones have them) */
        unsigned dn = (mode >> 6) & 3; /* MODE's f16 (f64) denormal field */
        uint64_t x[3];
        for (unsigned i = 0; i < 3; i++)
            x[i] = (dn & 1) ? s[i] : flushed(f, s[i]);
        uint64_t sign = (x[1] ^ x[2]) & 0x8000u;
        int z1 = fzero(f, x[1]), z2 = fzero(f, x[2]);
        int i1 = (x[1] & 0x7fffu) == 0x7c00u, i2 = (x[2] & 0x7fffu) == 0x7c00u;
        if (fnan(f, s[2]))
            r = fquiet(f, s[2]);
        else if (fnan(f, s[1]))
            r = fquiet(f, s[1]);
        else if ((z1 && z2) || (i1 && i2)) /* 0/0, inf/inf: 16'F(0xfe00) */
            r = 0xfe00u;
        else if (z1 || i2) /* x/0, inf/y */
            r = sign | 0x7c00u;
        else if (i1 || z2) /* x/inf, 0/y */
            r = sign;
        else /* sign_out ? -abs(S0.f16) : abs(S0.f16), a NaN S0 as it is */
            r = sign | (x[0] & 0x7fffu);
        if (!fnan(f, r) && !(dn & 2))
            r = flushed(f, r);
        break;
    }
    case VJ_I_V_MIN_F16: /* the f32 rows' rules (GFX12: v_min_num_f16) */
        r = minmax(f, 0, s[0], s[1], mode, gfx12, 1);
        break;
    case VJ_I_V_MAX_F16:
        r = minmax(f, 1, s[0], s[1], mode, gfx12, 1);
        break;
    case VJ_I_V_MED3_F16:
        r = med3(f, s, mode, gfx12, 1);
        break;
    case VJ_I_V_MIN3_F16: /* D = min(min(S0, S1), S2) */
    case VJ_I_V_MAX3_F16: {
        int mx = in->id == VJ_I_V_MAX3_F16;
        r = minmax(f, mx, minmax(f, mx, s[0], s[1], mode, gfx12, 1), s[2], mode, gfx12, 1);
        break;
    }
    case VJ_I_V_MAXMIN_F16:
    case VJ_I_V_MINMAX_F16: {
        int mx = in->id == VJ_I_V_MAXMIN_F16;
        r = minmax(f, !mx, minmax(f, mx, s[0], s[1], mode, gfx12, 1), s[2], mode, gfx12, 1);
        break;
    }
    case VJ_I_V_MINIMUM_F16:
    case VJ_I_V_MAXIMUM_F16:
        r = minimum(f, in->id == VJ_I_V_MAXIMUM_F16, s[0], s[1], mode, 1);
        break;
    case VJ_I_V_MINIMUM3_F16:
    case VJ_I_V_MAXIMUM3_F16: {
        int mx = in->id == VJ_I_V_MAXIMUM3_F16;
        r = minimum(f, mx, minimum(f, mx, s[0], s[1], mode, 1), s[2], mode, 1);
        break;
    }
    default: { /* VJ_I_V_MINIMUMMAXIMUM_F16, VJ_I_V_MAXIMUMMINIMUM_F16 */
        int mx = in->id == VJ_I_V_MAXIMUMMINIMUM_F16;
        r = minimum(f, !mx, minimum(f, mx, s[0], s[1], mode, 1), s[2], mode, 1);
        break;
    }
    }
    *out = output_mods(f, in, r, mode, gfx12, 1);
    return 1;
}

/* ------------------------------------------------------------ packed f16 */

/* Issue 29, packed f16: a VOP3P f16 row's constant source. An inline float
 * (codes 240-248) is, in an F16 instruction's packed source, the f16 of the
 * constant in bits 15:0 and 0 in bits 31:16 (LLVM AMDGPUBaseInfo.cpp,
 * getInlineEncodingV216: "integer encodings (-16 .. 64) are always produced
 * as sign-extended 32-bit values; float encodings are produced as: for F16
 * instructions: corresponding half-precision float values in the LSBs, 0 in
 * the MSBs"); the operand holds its f32 bits, which reference.c's read32
 * passes, so this table (keyed on them) gives the f16. An inline integer is
 * its sign-extended 32-bit value and a literal its 32 bits, as passed: both
 * halves are then picked by OP_SEL/OP_SEL_HI as a register's are. */
static uint64_t pk16_source(const vj_operand *o, uint64_t x)
{
    static const uint32_t f32[9] = {0x3f000000u, 0xbf000000u, 0x3f800000u,
                                    0xbf800000u, 0x40000000u, 0xc0000000u,
                                    0x40800000u, 0xc0800000u, 0x3e22f983u};
    static const uint16_t f16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
                                    0xc000, 0x4400, 0xc400, 0x3118};
    if (o->kind != VJ_OPND_INLINE_FLOAT)
        return x & 0xffffffffu;
    for (unsigned i = 0; i < 9; i++)
        if ((uint32_t)o->value == f32[i])
            return f16[i];
    return x & 0xffffffffu; /* not an inline float's f32 (the frontend makes none) */
}

/* V_PK_FMA_F16, V_PK_ADD_F16, V_PK_MUL_F16, V_PK_MIN_F16 / V_PK_MAX_F16
 * (GFX12: V_PK_MIN_NUM_F16 / V_PK_MAX_NUM_F16), V_PK_MINIMUM_F16 /
 * V_PK_MAXIMUM_F16 (GFX12 only). The ISA pseudocode: D[15:0] = op(S0[15:0],
 * ...), D[31:16] = op(S0[31:16], ...), with VOP3P's modifiers (as
 * ref_pk_f32's, in halves): the low result reads from source i the half
 * OP_SEL[i] names (1: bits 31:16), its bit 15 flipped if NEG_LO[i]; the
 * high result the half OP_SEL_HI[i] names, flipped if NEG_HI[i]. VOP3P has
 * no ABS and no OMOD. Each half is the scalar f16 row's op (ref_f16's
 * V_FMA_F16 (one rounding), V_ADD_F16, V_MUL_F16 with FP16_OVFL;
 * V_MIN/MAX_F16 by the target's rules, GFX12's _num ones; GFX12's
 * V_MINIMUM/MAXIMUM_F16) under MODE's f16 fields, then CLAMP as those rows
 * clamp it. *out: the 32-bit result (reference.c places it whole, not as
 * an f16). 0 for another instruction. */
static int ref_pk_f16(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                      int gfx12, uint64_t *out)
{
    const ffmt *f = &FMT16;
    unsigned n = in->id == VJ_I_V_PK_FMA_F16 ? 3 : 2;
    if (in->id == VJ_I_V_PK_FMAC_F16) { /* issue 29, item 3 (VOP2, no modifier):
                                          * D.h = fma(S0.h, S1.h, D.h) for each half h */
        uint64_t v0 = pk16_source(&in->src[0], src[0]), v1 = pk16_source(&in->src[1], src[1]);
        uint64_t half[2];
        for (unsigned h = 0; h < 2; h++) {
            uint64_t s[3] = {(v0 >> 16 * h) & 0xffffu, (v1 >> 16 * h) & 0xffffu,
                             (old_dst >> 16 * h) & 0xffffu};
            half[h] = ovfl16(arith(f, R_FMA, s, 3, mode, gfx12, 1), all_finite(f, s, 3), mode);
        }
        *out = half[0] | half[1] << 16;
        return 1;
    }
    switch (in->id) {
    case VJ_I_V_PK_FMA_F16:
    case VJ_I_V_PK_ADD_F16:
    case VJ_I_V_PK_MUL_F16:
    case VJ_I_V_PK_MIN_F16:
    case VJ_I_V_PK_MAX_F16:
    case VJ_I_V_PK_MINIMUM_F16:
    case VJ_I_V_PK_MAXIMUM_F16:
        break;
    default:
        return 0;
    }
    uint64_t v[3] = {0, 0, 0};
    for (unsigned i = 0; i < n && i < in->nsrc; i++)
        v[i] = pk16_source(&in->src[i], src[i]);
    uint64_t half[2];
    for (unsigned h = 0; h < 2; h++) {
        unsigned sel = h ? in->opsel_hi : in->opsel, neg = h ? in->neg_hi : in->neg;
        uint64_t s[3] = {0, 0, 0}, r;
        for (unsigned i = 0; i < n; i++) {
            s[i] = ((sel >> i & 1) ? v[i] >> 16 : v[i]) & 0xffffu;
            if (neg >> i & 1)
                s[i] ^= sign_bit(f);
        }
        switch (in->id) {
        case VJ_I_V_PK_FMA_F16: /* D.f16 = fma(S0.f16, S1.f16, S2.f16) */
            r = ovfl16(arith(f, R_FMA, s, 3, mode, gfx12, 1), all_finite(f, s, 3), mode);
            break;
        case VJ_I_V_PK_ADD_F16: /* D.f16 = S0.f16 + S1.f16 */
            r = ovfl16(arith(f, R_ADD, s, 2, mode, gfx12, 1), all_finite(f, s, 2), mode);
            break;
        case VJ_I_V_PK_MUL_F16: /* D.f16 = S0.f16 * S1.f16 */
            r = ovfl16(arith(f, R_MUL, s, 2, mode, gfx12, 1), all_finite(f, s, 2), mode);
            break;
        case VJ_I_V_PK_MIN_F16: /* v_min_f16's rules (GFX12: v_min_num_f16's) */
        case VJ_I_V_PK_MAX_F16:
            r = minmax(f, in->id == VJ_I_V_PK_MAX_F16, s[0], s[1], mode, gfx12, 1);
            break;
        default: /* VJ_I_V_PK_MINIMUM_F16, VJ_I_V_PK_MAXIMUM_F16: NaN-propagating */
            r = minimum(f, in->id == VJ_I_V_PK_MAXIMUM_F16, s[0], s[1], mode, 1);
            break;
        }
        half[h] = output_mods(f, in, r, mode, gfx12, 1); /* CLAMP (in->omod is 0) */
    }
    *out = half[0] | half[1] << 16;
    return 1;
}

/* Issue 29, item 3: V_FMA_MIX_F32, V_FMA_MIXLO_F16, V_FMA_MIXHI_F16 (the
 * RDNA3/CDNA3 ISA pseudocode; /work/shared/FLOAT.md section 3). Source i is
 * in[i] = OP_SEL_HI[i] ? f16_to_f32(the half OP_SEL[i] picks: set = bits
 * 31:16, clear = bits 15:0) : S[i].f32, ABS (in->abs, the encoding's
 * neg_hi field, printed |x|) then NEG (in->neg, neg_lo) on its sign bit
 * (the same before the exact conversion as after it); f16_to_f32 is
 * V_CVT_F32_F16's (ref_f16: convert from FMT16, the f16 input flushed by
 * MODE's f16/f64 denormal field, a NaN's sign and payload kept, quieted as
 * arithmetic quiets it). D.f32 = fma(in[0], in[1], in[2]) rounded once in
 * f32 as V_FMA_F32 (arith: MODE's f32 rounding and denormal fields, the NaN
 * rules, GFX12), then CLAMP on that f32 as V_FMA_F32's (output_mods; VOP3P
 * has no OMOD: in->omod is 0). V_FMA_MIX_F32 writes the f32. The lo/hi
 * forms convert it to f16 as V_CVT_F16_F32 does (convert with MODE's f16
 * rounding field, the f32 input flushed by the f32 field, the f16 output
 * by the f16 one, FP16_OVFL: ovfl16), a second rounding, into bits 15:0
 * (lo) or 31:16 (hi) of D, the other half the old destination's. src[i] is
 * the source's 32 bits (reference.c: a register's, an inline integer
 * sign-extended, an inline float the f16 in bits 15:0 and 0 above, a
 * literal its 32 bits). An inline float in a source read as f32
 * (OP_SEL_HI[i] clear) is that 32-bit value read as an f32 (a subnormal
 * f32, e.g. 0x00004000); lowering refuses that case, so nothing compares
 * it. *out: the 32-bit result (reference.c places it whole). 0 for another
 * instruction. */
static int ref_mix(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                   int gfx12, uint64_t *out)
{
    if (in->id != VJ_I_V_FMA_MIX_F32 && in->id != VJ_I_V_FMA_MIXLO_F16 &&
        in->id != VJ_I_V_FMA_MIXHI_F16)
        return 0;
    uint64_t x[3] = {0, 0, 0};
    for (unsigned i = 0; i < 3 && i < in->nsrc; i++) {
        uint64_t v = src[i] & 0xffffffffu;
        if ((in->opsel_hi >> i) & 1) {
            uint64_t h = ((in->opsel >> i) & 1 ? v >> 16 : v) & 0xffffu;
            x[i] = convert(&FMT16, &FMT32, with_mods(&FMT16, in, i, h), mode, gfx12);
        } else {
            x[i] = with_mods(&FMT32, in, i, v);
        }
    }
    uint64_t r = output_mods(&FMT32, in, arith(&FMT32, R_FMA, x, 3, mode, gfx12, 0), mode, gfx12,
                             0);
    if (in->id == VJ_I_V_FMA_MIX_F32) {
        *out = r;
        return 1;
    }
    uint64_t h = convert(&FMT32, &FMT16, r, mode, gfx12);
    if (!fnan(&FMT32, r))
        h = ovfl16(h, exp_field(&FMT32, r) != max_exp(&FMT32), mode);
    uint32_t old = (uint32_t)old_dst;
    *out = in->id == VJ_I_V_FMA_MIXLO_F16 ? (old & 0xffff0000u) | (uint32_t)h
                                          : (old & 0x0000ffffu) | (uint32_t)h << 16;
    return 1;
}

/* Issue 29, item 4: V_DOT2_F32_F16. Written from FLOAT.md section 3, the
 * RDNA3/CDNA3 pseudocode and the rules the brief of issue 29 gives (not
 * from fp.c). The pairs: the low product takes from S0 and S1 the halves
 * OP_SEL picks, bit 15 flipped by NEG_LO; the high product the halves
 * OP_SEL_HI picks, flipped by NEG_HI (a constant: pk16_source); S2 is the
 * f32, its sign flipped by NEG_LO[2]. Then CLAMP (output_mods). */

/* The pseudocode: tmp = S2.f32; tmp += f16_to_f32(a0) * f16_to_f32(b0);
 * tmp += f16_to_f32(a1) * f16_to_f32(b1): f16_to_f32 is V_CVT_F32_F16's
 * (convert), each * and += an f32 operation as V_MUL_F32 and V_ADD_F32
 * (arith, MODE's f32 fields). */
static uint64_t dot2_pseudocode(const uint64_t x[2][2], uint64_t c, uint32_t mode, int gfx12)
{
    uint64_t tmp = c;
    for (unsigned p = 0; p < 2; p++) {
        uint64_t ab[2] = {convert(&FMT16, &FMT32, x[0][p], mode, gfx12),
                          convert(&FMT16, &FMT32, x[1][p], mode, gfx12)};
        uint64_t sum[2] = {tmp, arith(&FMT32, R_MUL, ab, 2, mode, gfx12, 0)};
        tmp = arith(&FMT32, R_ADD, sum, 2, mode, gfx12, 0);
    }
    return tmp;
}

/* The gfx11 hardware model (issue #12056, rocjitsu's gfx1100 captures), in
 * MPFR: every value exact, the grid's truncation a floor of |t| / 2^grid.
 * Special values first: a NaN factor 0xffc00a3d; inf * 0 (a zero value:
 * f16 subnormals are not zero) 0xffc00000; infinite products of opposite
 * signs 0xffc00000; a NaN S2 quieted; S2 = +-inf against products,
 * IEEE's sum (opposite infinities 0xffc00000). Finite: the grid g = max of
 * (A(a) + A(b) - 24) over nonzero products, A(x) = max(exponent field, 1) -
 * 15, and of floor(log2 |t|) - 26 over nonzero terms (S2 subnormal: zero);
 * u = floor(|t| / 2^g); a term whose sign is not S2's adds -(u + 1), S2's
 * sign's adds u; the sum S, negated if S2 is negative, times 2^g, rounded
 * to 24 bits to nearest even; |r| < 2^-126 or S == 0: +0; |r| >= 2^128:
 * +-inf. MODE is not read. */
static uint64_t dot2_gfx11_model(const uint64_t x[2][2], uint64_t c)
{
    int pos_inf = 0, neg_inf = 0;
    for (unsigned p = 0; p < 2; p++)
        if (fnan(&FMT16, x[0][p]) || fnan(&FMT16, x[1][p]))
            return 0xffc00a3du;
    for (unsigned p = 0; p < 2; p++) {
        uint64_t a = x[0][p], b = x[1][p];
        int ia = exp_field(&FMT16, a) == 31, ib = exp_field(&FMT16, b) == 31;
        if ((ia && fzero(&FMT16, b)) || (ib && fzero(&FMT16, a)))
            return 0xffc00000u;
        if (ia || ib) {
            if (((a ^ b) >> 15) & 1)
                neg_inf = 1;
            else
                pos_inf = 1;
        }
    }
    if (pos_inf && neg_inf)
        return 0xffc00000u;
    if (fnan(&FMT32, c))
        return c | 0x400000u;
    if (c == 0x7f800000u)
        pos_inf = 1;
    if (c == 0xff800000u)
        neg_inf = 1;
    if (pos_inf && neg_inf)
        return 0xffc00000u;
    if (pos_inf || neg_inf)
        return pos_inf ? 0x7f800000u : 0xff800000u;
    int c_neg = (int)(c >> 31);
    mpfr_t t[3], u;
    int neg[3] = {c_neg, 0, 0};
    for (unsigned i = 0; i < 3; i++)
        mpfr_init2(t[i], 128);
    mpfr_init2(u, 128);
    if (exp_field(&FMT32, c)) /* a subnormal S2 counts as zero */
        to_mpfr(t[0], &FMT32, c & 0x7fffffffu);
    else
        mpfr_set_zero(t[0], 1);
    long grid = LONG_MIN / 2;
    for (unsigned p = 0; p < 2; p++) {
        mpfr_t b;
        mpfr_init2(b, 128);
        to_mpfr(t[1 + p], &FMT16, x[0][p] & 0x7fffu);
        to_mpfr(b, &FMT16, x[1][p] & 0x7fffu);
        mpfr_mul(t[1 + p], t[1 + p], b, MPFR_RNDN); /* exact: 22 bits */
        mpfr_clear(b);
        neg[1 + p] = (int)(((x[0][p] ^ x[1][p]) >> 15) & 1);
        long ea = (long)exp_field(&FMT16, x[0][p]), eb = (long)exp_field(&FMT16, x[1][p]);
        long q = (ea ? ea : 1) - 15 + (eb ? eb : 1) - 15;
        if (!mpfr_zero_p(t[1 + p]) && q - 24 > grid)
            grid = q - 24;
    }
    int any = 0;
    for (unsigned i = 0; i < 3; i++)
        if (!mpfr_zero_p(t[i])) {
            long lead = (long)mpfr_get_exp(t[i]) - 1; /* floor(log2 |t|) */
            if (lead - 26 > grid)
                grid = lead - 26;
            any = 1;
        }
    uint64_t r = 0;
    if (any) {
        long sum = 0;
        for (unsigned i = 0; i < 3; i++) {
            mpfr_mul_2si(u, t[i], -grid, MPFR_RNDN); /* exact */
            mpfr_rint_floor(u, u, MPFR_RNDN);
            long m = mpfr_get_si(u, MPFR_RNDN);
            sum += neg[i] == c_neg ? m : -(m + 1);
        }
        if (sum) {
            mpfr_set_si(u, c_neg ? -sum : sum, MPFR_RNDN);
            mpfr_mul_2si(u, u, grid, MPFR_RNDN);
            mpfr_prec_round(u, 24, MPFR_RNDN);
            if (mpfr_get_exp(u) - 1 < -126) {
                r = 0;
            } else if (mpfr_get_exp(u) - 1 > 127) {
                r = mpfr_signbit(u) ? 0xff800000u : 0x7f800000u;
            } else {
                float fl = mpfr_get_flt(u, MPFR_RNDN); /* exact: a normal f32 */
                uint32_t bits;
                memcpy(&bits, &fl, sizeof bits);
                r = bits;
            }
        }
    }
    for (unsigned i = 0; i < 3; i++)
        mpfr_clear(t[i]);
    mpfr_clear(u);
    return r;
}

static int ref_dot2(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                    int gfx12, uint64_t *out)
{
    /* V_DOT2C_F32_F16 (V_DOT2ACC_F32_F16): the pseudocode's tmp = D0.f32,
     * the halves in place (no OP_SEL: in->opsel 0, in->opsel_hi 0 read as
     * the high halves below), no NEG */
    int acc = in->id == VJ_I_V_DOT2C_F32_F16 || in->id == VJ_I_V_DOT2ACC_F32_F16;
    if (in->id != VJ_I_V_DOT2_F32_F16 && !acc)
        return 0;
    uint64_t x[2][2]; /* x[source][product] */
    for (unsigned i = 0; i < 2; i++) {
        uint64_t v = pk16_source(&in->src[i], src[i]);
        for (unsigned p = 0; p < 2; p++) {
            unsigned sel = p ? (acc ? 3u : in->opsel_hi) : in->opsel,
                     neg = p ? in->neg_hi : in->neg;
            x[i][p] = ((sel >> i & 1) ? v >> 16 : v) & 0xffffu;
            if (neg >> i & 1)
                x[i][p] ^= 0x8000u;
        }
    }
    uint64_t c = acc ? old_dst & 0xffffffffu
                     : (src[2] & 0xffffffffu) ^ ((in->neg >> 2 & 1) ? 0x80000000u : 0);
    uint64_t r = vj_inst_fidelity(in->id, in->target) == VJ_FID_MODEL
                     ? dot2_gfx11_model((const uint64_t(*)[2])x, c)
                     : dot2_pseudocode((const uint64_t(*)[2])x, c, mode, gfx12);
    *out = output_mods(&FMT32, in, r, mode, gfx12, 0);
    return 1;
}

int vj_ref_float(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                 uint64_t *out)
{
    if (ref_f16(in, mode, src, old_dst, vj_target_family(in->target) >= VJ_FAM_GFX12, out))
        return 1;
    int gfx12 = vj_target_family(in->target) >= VJ_FAM_GFX12;
    int is64;
    if (ref_float3(in, mode, src, old_dst, gfx12, out))
        return 1;
    if (ref_pk_f32(in, mode, src, gfx12, out))
        return 1;
    if (ref_pk_f16(in, mode, src, old_dst, gfx12, out))
        return 1;
    if (ref_mix(in, mode, src, old_dst, gfx12, out))
        return 1;
    if (ref_dot2(in, mode, src, old_dst, gfx12, out)) /* issue 29, item 4 */
        return 1;
    if (ref_frows(in, mode, src, old_dst, gfx12, out))
        return 1;
    if (ref_fp8(in, mode, src, old_dst, gfx12, out))
        return 1;
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
        c = to_int(&FMT32, with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), 1);
        break;
    case VJ_I_V_CVT_U32_F32:
        c = to_int(&FMT32, with_mods(&FMT32, in, 0, src[0] & 0xffffffffu), 0);
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
    case VJ_I_V_S_RCP_F32: /* room frows: GFX12's scalar ones, as the VALU ones */
        fn = VJ_FTRANS_RCP;
        break;
    case VJ_I_V_RSQ_F32:
    case VJ_I_V_RSQ_F64:
    case VJ_I_V_S_RSQ_F32:
        fn = VJ_FTRANS_RSQ;
        break;
    case VJ_I_V_SQRT_F32:
    case VJ_I_V_SQRT_F64:
    case VJ_I_V_S_SQRT_F32:
        fn = VJ_FTRANS_SQRT;
        break;
    case VJ_I_V_EXP_F32:
    case VJ_I_V_EXP_LEGACY_F32: /* room frows: as v_exp_f32 (CLRX) */
    case VJ_I_V_S_EXP_F32:
        fn = VJ_FTRANS_EXP;
        break;
    case VJ_I_V_LOG_F32:
    case VJ_I_V_LOG_LEGACY_F32:
    case VJ_I_V_S_LOG_F32:
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
    case VJ_I_V_FMAC_F64:
        is64 = 1;
        break;
    case VJ_I_V_ADD_F32:
    case VJ_I_V_SUB_F32:
    case VJ_I_V_SUBREV_F32:
    case VJ_I_V_MUL_F32:
    case VJ_I_V_FMA_F32:
    case VJ_I_V_FMAAK_F32: /* S0 * S1 + K: its sources in fma's order */
    case VJ_I_V_FMAMK_F32: /* S0 * K + S1: likewise */
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
    case VJ_I_V_FMAAK_F32:
    case VJ_I_V_FMAMK_F32:
    case VJ_I_V_FMA_F64:
        r = arith(f, R_FMA, s, 3, mode, gfx12, is64);
        break;
    case VJ_I_V_FMAC_F32: /* D.f = fma(S0.f, S1.f, D.f): D takes no modifier */
    case VJ_I_V_FMAC_F64: {
        uint64_t t[3] = {s[0], s[1], is64 ? old_dst : old_dst & 0xffffffffu};
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

/* ------------------------------------------------------------ division */

/* Room div. x[0] * x[1] + x[2] in f64 times 2^k, rounded once: MPFR's fma
 * rounded in the f64 range moved down by k (its subnormals where the
 * scaled result has them), then scaled exactly. The interpreter's
 * v_div_fmas path; the reference computes it another way (fmas_scaled). */
uint64_t vj_fp_fma_scaled64(const uint64_t *x, long k, unsigned round)
{
    const ffmt *f = &FMT64;
    mpfr_rnd_t rnd = rounding(round);
    mpfr_t a, b, c, r;
    mpfr_inits2(53, a, b, c, r, (mpfr_ptr)0);
    to_mpfr(a, f, x[0]);
    to_mpfr(b, f, x[1]);
    to_mpfr(c, f, x[2]);
    mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax(), emin, emax;
    format_range(f, &emin, &emax);
    mpfr_set_emin(emin - k);
    mpfr_set_emax(emax - k);
    int t = mpfr_fma(r, a, b, c, rnd);
    t = mpfr_check_range(r, t, rnd);
    mpfr_subnormalize(r, t, rnd);
    mpfr_set_emin(old_min);
    mpfr_set_emax(old_max);
    mpfr_mul_2si(r, r, k, MPFR_RNDN); /* exact */
    uint64_t bits = mpfr_nan_p(r) ? default_nan(f) : from_mpfr(f, r);
    mpfr_clears(a, b, c, r, (mpfr_ptr)0);
    return bits;
}

/* V_DIV_FMAS's scaled value (fpmode.h): x[0] * x[1] + x[2] exactly (the
 * precision holds every f32 and f64 sum), times 2^k, then one rounding. */
static uint64_t fmas_scaled(const ffmt *f, const uint64_t *x, long k, mpfr_rnd_t rnd)
{
    mpfr_t a, b, c, m;
    mpfr_inits2(4400, a, b, c, m, (mpfr_ptr)0);
    to_mpfr(a, f, x[0]);
    to_mpfr(b, f, x[1]);
    to_mpfr(c, f, x[2]);
    mpfr_fma(m, a, b, c, rnd); /* exact: rnd gives an exact zero its sign */
    mpfr_mul_2si(m, m, k, rnd);
    uint64_t bits = mpfr_nan_p(m) ? default_nan(f) : mp_round(f, m, rnd);
    mpfr_clears(a, b, c, m, (mpfr_ptr)0);
    return bits;
}

/* Whether n / d (n, d in format `in`; one_n: n is 1.0) rounded by rnd in
 * format `out` is a denormal: the pseudocode's "== DENORM" tests. */
static int quotient_denormal(const ffmt *out, const ffmt *in, uint64_t n, int one_n, uint64_t d,
                             mpfr_rnd_t rnd)
{
    mpfr_t x, y, q;
    mpfr_inits2((mpfr_prec_t)in->frac_bits + 1, x, y, (mpfr_ptr)0);
    mpfr_init2(q, (mpfr_prec_t)out->frac_bits + 1);
    if (one_n)
        mpfr_set_ui(x, 1, MPFR_RNDN);
    else
        to_mpfr(x, in, n);
    to_mpfr(y, in, d);
    mpfr_exp_t old_min = mpfr_get_emin(), old_max = mpfr_get_emax(), emin, emax;
    format_range(out, &emin, &emax);
    mpfr_set_emin(emin);
    mpfr_set_emax(emax);
    int t = mpfr_div(q, x, y, rnd);
    t = mpfr_check_range(q, t, rnd);
    mpfr_subnormalize(q, t, rnd);
    mpfr_set_emin(old_min);
    mpfr_set_emax(old_max);
    int sub = !mpfr_nan_p(q) && fdenormal(out, from_mpfr(out, q));
    mpfr_clears(x, y, q, (mpfr_ptr)0);
    return sub;
}

/* S0 == S1 as floats (no NaN here). */
static int float_eq(const ffmt *f, uint64_t a, uint64_t b)
{
    return a == b || (fzero(f, a) && fzero(f, b));
}

int vj_ref_float_div(const vj_inst *in, uint32_t mode, const uint64_t *src, int vcc,
                     uint64_t *out, int *cond)
{
    int gfx12 = vj_target_family(in->target) >= VJ_FAM_GFX12;
    int is64;
    enum { SCALE, FMAS, FIXUP } kind;
    switch (in->id) {
    case VJ_I_V_DIV_SCALE_F32:
    case VJ_I_V_DIV_SCALE_F64:
        kind = SCALE;
        is64 = in->id == VJ_I_V_DIV_SCALE_F64;
        break;
    case VJ_I_V_DIV_FMAS_F32:
    case VJ_I_V_DIV_FMAS_F64:
        kind = FMAS;
        is64 = in->id == VJ_I_V_DIV_FMAS_F64;
        break;
    case VJ_I_V_DIV_FIXUP_F32:
    case VJ_I_V_DIV_FIXUP_F64:
        kind = FIXUP;
        is64 = in->id == VJ_I_V_DIV_FIXUP_F64;
        break;
    default:
        return 0;
    }
    const ffmt *f = is64 ? &FMT64 : &FMT32;
    uint64_t s[3];
    for (unsigned i = 0; i < 3; i++)
        s[i] = with_mods(f, in, i, is64 ? src[i] : src[i] & 0xffffffffu);
    unsigned dn = is64 ? (mode >> 6) & 3 : (mode >> 4) & 3;
    mpfr_rnd_t rnd = rounding(is64 ? (mode >> 2) & 3 : mode & 3);
    uint64_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = (dn & 1) ? s[i] : flushed(f, s[i]);
    uint64_t sign = (x[1] ^ x[2]) & sign_bit(f), inf = max_exp(f) << f->frac_bits, r;
    long e1 = (long)exp_field(f, x[1]), e2 = (long)exp_field(f, x[2]);
    long k = is64 ? 128 : 64;
    if (kind == SCALE) {
        long scale = 0;
        int inv_den = quotient_denormal(&FMT64, f, 0, 1, x[1], rnd);
        *cond = 0;
        r = x[0];
        if (fnan(f, s[0]) || fnan(f, s[1]) || fnan(f, s[2])) { /* (fpmode.h) */
            r = nan_out(f, fnan(f, s[0]) ? s[0] : fnan(f, s[1]) ? s[1] : s[2], mode, gfx12);
        } else if (fzero(f, x[2]) || fzero(f, x[1])) { /* D = NAN */
            r = default_nan(f);
        } else if (e2 - e1 >= (is64 ? 768 : 96)) { /* N/D near MAX_FLOAT */
            *cond = 1;
            scale = float_eq(f, x[0], x[1]) ? k : 0;
        } else if (fdenormal(f, x[1])) { /* S1 == DENORM */
            scale = k;
        } else if (inv_den && quotient_denormal(f, f, x[2], 0, x[1], rnd)) {
            *cond = 1;
            scale = float_eq(f, x[0], x[1]) ? k : 0;
        } else if (inv_den) { /* 1.0 / S1 == DENORM */
            scale = -k;
        } else if (quotient_denormal(f, f, x[2], 0, x[1], rnd)) { /* S2 / S1 == DENORM */
            *cond = 1;
            scale = float_eq(f, x[0], x[2]) ? k : 0;
        } else if (e2 <= (is64 ? 53 : 23)) { /* the numerator is tiny */
            scale = k;
        }
        if (scale)
            r = mp_op(f, R_MUL2, &x[0], scale, rnd);
    } else if (kind == FMAS) {
        if (!vcc) {
            r = arith(f, R_FMA, s, 3, mode, gfx12, is64);
        } else if (fnan(f, s[0]) || fnan(f, s[1]) || fnan(f, s[2])) {
            r = nan_out(f, fnan(f, s[0]) ? s[0] : fnan(f, s[1]) ? s[1] : s[2], mode, gfx12);
        } else {
            long bias = (long)f->bias;
            r = fmas_scaled(f, x, e2 > bias ? k : -k, rnd);
        }
    } else { /* FIXUP */
        int z1 = fzero(f, x[1]), z2 = fzero(f, x[2]);
        int i1 = (x[1] & ~sign_bit(f)) == inf, i2 = (x[2] & ~sign_bit(f)) == inf;
        if (fnan(f, s[2]))
            r = fquiet(f, s[2]);
        else if (fnan(f, s[1]))
            r = fquiet(f, s[1]);
        else if ((z1 && z2) || (i1 && i2)) /* 0/0, inf/inf */
            r = default_nan(f);
        else if (z1 || i2) /* x/0, inf/y */
            r = sign | inf;
        else if (i1 || z2) /* x/inf, 0/y */
            r = sign;
        else if (e2 - e1 < (is64 ? -1075 : -150)) /* UNDERFLOW: the least subnormal */
            r = sign | 1;
        else if (exp_field(f, x[0]) == max_exp(f)) /* (read as S0's: fpmode.h) OVERFLOW */
            r = sign | inf;
        else
            r = sign | (x[0] & ~sign_bit(f));
    }
    if (!fnan(f, r) && !(dn & 2))
        r = flushed(f, r);
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
        FCT(F16, 2) /* issue 29: *is64 2 for an f16 one */
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
    /* issue 29: an f16 compare's sources are the low 16 bits (reference.c
     * picked the halves), ABS/NEG on bit 15, MODE's f16 (f64) fields */
    const ffmt *f = is64 == 2 ? &FMT16 : is64 ? &FMT64 : &FMT32;
    uint64_t vmask = is64 == 2 ? 0xffffu : is64 ? ~0ull : 0xffffffffu;
    uint64_t a = with_mods(f, in, 0, src[0] & vmask);
    if (pred == P_CLASS) { /* D = (S1's bit for S0's class); S1 takes no modifier */
        *cond = (int)((src[1] >> class_bit(f, a)) & 1); /* (f16: S1 is 32-bit, bits 9:0) */
        return 1;
    }
    uint64_t b = with_mods(f, in, 1, src[1] & vmask);
    /* denormal inputs flushed as MODE says (fpmode.h's answer) */
    if (vj_fp_cmp_flushes(mode, is64 != 0)) {
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
