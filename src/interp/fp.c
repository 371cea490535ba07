/* fp: the interpreter's float ops on the host's float unit (SSE), exact: the
 * host computes only IEEE operations on operands with no NaN; which NaN, the
 * flushes, OMOD and clamp are chosen here in integer code (src/ir/fpmode.h
 * says the rules). Built with -ffp-contract=off -frounding-math (Makefile.am):
 * nothing is fused that the ISA does not fuse, nothing folded as if RNE. */
#include "config.h"

#include <math.h>
#include <string.h>

#include <immintrin.h>

#include "interp/fp.h"
#include "interp/interp.h"
#include "ir/fpmode.h"

/* ------------------------------------------------------------ formats */

typedef struct fmt {
    uint64_t sign, exp, frac, quiet, dnan, one;
} fmt;
static const fmt F32 = {0x80000000u, 0x7f800000u, 0x007fffffu, 0x00400000u, VJ_FP_DNAN32,
                        0x3f800000u};
static const fmt F64 = {0x8000000000000000ull, 0x7ff0000000000000ull, 0x000fffffffffffffull,
                        0x0008000000000000ull, VJ_FP_DNAN64, 0x3ff0000000000000ull};
static const fmt F16 = {0x8000u, 0x7c00u, 0x03ffu, 0x0200u, VJ_FP_DNAN16, 0x3c00u}; /* issue 29 */

static int is_nan(const fmt *f, uint64_t x)
{
    return (x & f->exp) == f->exp && (x & f->frac);
}
static int is_snan(const fmt *f, uint64_t x)
{
    return is_nan(f, x) && !(x & f->quiet);
}
static int is_sub(const fmt *f, uint64_t x) /* subnormal, not zero */
{
    return !(x & f->exp) && (x & f->frac);
}
static int is_zero(const fmt *f, uint64_t x)
{
    return !(x & ~f->sign);
}
/* A subnormal becomes the zero of its sign; anything else is kept. */
static uint64_t flush(const fmt *f, uint64_t x)
{
    return is_sub(f, x) ? x & f->sign : x;
}
/* Non-NaN values in order, -0 below +0: a key that compares as integers. */
static uint64_t order_key(const fmt *f, uint64_t x)
{
    return (x & f->sign) ? ~x & (f->sign | f->exp | f->frac) : x | f->sign;
}

/* ------------------------------------------------------------ MXCSR */

/* vj_fp_enter's result when it left MXCSR as it was: bit 31, reserved in
 * MXCSR (a set reserved bit faults), so no MXCSR value */
#define FP_UNCHANGED 0x80000000u

unsigned vj_fp_enter(uint32_t mode, int is64)
{
    /* AMD's FP_ROUND 0 RNE, 1 +inf, 2 -inf, 3 zero; MXCSR.RC 0 RNE, 1 -inf,
     * 2 +inf, 3 zero */
    static const unsigned rc[4] = {0, 2, 1, 3};
    unsigned saved = _mm_getcsr(), want = 0x1f80u | rc[vj_mode_round(mode, is64)] << 13;
    /* MXCSR's accesses are slow: no write, and none to undo, when only its
     * sticky exception flags (bits 5:0) differ, which no result depends on
     * (once any float op had set one, every call wrote MXCSR twice) */
    if ((saved & ~0x3fu) == want)
        return FP_UNCHANGED;
    _mm_setcsr(want);
    return saved;
}

void vj_fp_leave(unsigned saved)
{
    if (saved != FP_UNCHANGED)
        _mm_setcsr(saved);
}

/* ------------------------------------------------------------ the ops */

static float f32_of(uint64_t x)
{
    uint32_t w = (uint32_t)x;
    float f;
    memcpy(&f, &w, sizeof f);
    return f;
}
static uint64_t bits_f32(float f)
{
    uint32_t w;
    memcpy(&w, &f, sizeof w);
    return w;
}
static double f64_of(uint64_t x)
{
    double d;
    memcpy(&d, &x, sizeof d);
    return d;
}
static uint64_t bits_f64(double d)
{
    uint64_t x;
    memcpy(&x, &d, sizeof x);
    return x;
}

/* The IEEE operation on non-NaN operands, rounded as MXCSR says. */
static uint64_t host_op(vj_op op, int is64, uint64_t a, uint64_t b, uint64_t c)
{
    if (is64) {
        double x = f64_of(a), y = f64_of(b);
        switch (op) {
        case VJ_OP_FADD:
            return bits_f64(x + y);
        case VJ_OP_FSUB:
            return bits_f64(x - y);
        case VJ_OP_FMUL:
            return bits_f64(x * y);
        default: /* VJ_OP_FFMA */
            return bits_f64(fma(x, y, f64_of(c)));
        }
    }
    float x = f32_of(a), y = f32_of(b);
    switch (op) {
    case VJ_OP_FADD:
        return bits_f32(x + y);
    case VJ_OP_FSUB:
        return bits_f32(x - y);
    case VJ_OP_FMUL:
        return bits_f32(x * y);
    default:
        return bits_f32(fmaf(x, y, f32_of(c)));
    }
}

/* add, mul, fma: the first NaN operand (quieted by MODE's rule), else the
 * IEEE result of the flushed operands, the default NaN for an invalid one,
 * the result flushed by MODE. With VJ_FPI_DX9 (room float3), a zero S0 or
 * S1 (after the input flush) makes a mul +0 and an fma S2 (fpmode.h). */
static uint64_t arith(const fmt *f, vj_op op, int is64, const uint64_t *s, unsigned n,
                      uint32_t mode, uint64_t imm)
{
    unsigned dn = vj_mode_denorm(mode, is64);
    if ((imm & VJ_FPI_DX9) && (is_zero(f, (dn & 1u) ? s[0] : flush(f, s[0])) ||
                               is_zero(f, (dn & 1u) ? s[1] : flush(f, s[1])))) {
        if (n == 2)
            return 0;
        if (is_nan(f, s[2]))
            return vj_fp_quiets_snan(mode, imm) ? s[2] | f->quiet : s[2];
        return dn == 3u ? s[2] : flush(f, s[2]);
    }
    for (unsigned i = 0; i < n; i++)
        if (is_nan(f, s[i]))
            return vj_fp_quiets_snan(mode, imm) ? s[i] | f->quiet : s[i];
    uint64_t x[3] = {s[0], s[1], n > 2 ? s[2] : 0};
    if (!(dn & 1u))
        for (unsigned i = 0; i < n; i++)
            x[i] = flush(f, x[i]);
    uint64_t r = host_op(op, is64, x[0], x[1], x[2]);
    if (is_nan(f, r))
        return f->dnan;
    return (dn & 2u) ? r : flush(f, r);
}

/* v_min/v_max: before GFX12 by the IEEE bit (an sNaN, src0's first, gives
 * itself quieted under IEEE; else a NaN gives the other operand); GFX12's
 * _num forms: one NaN gives the other operand, two give src0 quieted. -0 is
 * below +0. Inputs and result flushed by MODE (fpmode.h). */
static uint64_t minmax(const fmt *f, int is_max, int is64, uint64_t a, uint64_t b,
                       uint32_t mode, uint64_t imm)
{
    int na = is_nan(f, a), nb = is_nan(f, b);
    if ((imm & VJ_FPI_NANPROP) && (na || nb)) /* v_minimum/maximum (fpmode.h) */
        return (na ? a : b) | f->quiet;
    if (imm & VJ_FPI_GFX12) {
        if (na && nb)
            return a | f->quiet;
    } else if (mode & VJ_MODE_IEEE) {
        if (is_snan(f, a))
            return a | f->quiet;
        if (is_snan(f, b))
            return b | f->quiet;
    }
    if (na)
        return b;
    if (nb)
        return a;
    unsigned dn = vj_mode_denorm(mode, is64);
    if (!(dn & 1u)) {
        a = flush(f, a);
        b = flush(f, b);
    }
    int a_below = order_key(f, a) < order_key(f, b);
    uint64_t r = is_max ? (a_below ? b : a) : (a_below ? a : b);
    return (dn & 2u) ? r : flush(f, r);
}

/* OMOD (when MODE lets it apply: fpmode.h) then CLAMP. OMOD: a NaN stays;
 * a zero or subnormal result gives +0; else the result times 2, 4 or 0.5,
 * rounded by MODE, a subnormal product the zero of its sign. CLAMP: a NaN
 * gives +0 under DX10_CLAMP (and on GFX12), else stays; below +0 (-0 too)
 * gives +0, above 1.0 gives 1.0. */
static uint64_t post(const fmt *f, int is64, uint64_t x, uint32_t mode, uint64_t imm)
{
    unsigned omod = (unsigned)(imm & VJ_FPI_OMOD_MASK) >> VJ_FPI_OMOD_SHIFT;
    if (omod && vj_fp_omod_applies(mode, imm, is64) && !is_nan(f, x)) {
        if (is_zero(f, x) || is_sub(f, x)) {
            x = 0;
        } else {
            static const float k32[4] = {1.0f, 2.0f, 4.0f, 0.5f};
            static const double k64[4] = {1.0, 2.0, 4.0, 0.5};
            uint64_t y = is64 ? bits_f64(f64_of(x) * k64[omod]) : bits_f32(f32_of(x) * k32[omod]);
            x = is_sub(f, y) ? y & f->sign : y;
        }
    }
    if (imm & VJ_FPI_CLAMP) {
        if (is_nan(f, x))
            return vj_fp_clamp_nan_to_zero(mode, imm) ? 0 : x;
        if (x & f->sign)
            return 0;
        if (order_key(f, x) > order_key(f, f->one))
            return f->one;
    }
    return x;
}

/* A float (not flushed: a denormal truncates to 0 either way) to i32 or u32:
 * toward zero, saturated, a NaN 0. */
static uint32_t to_int(const fmt *f, uint64_t x, int is_signed)
{
    if (is_nan(f, x))
        return 0;
    double v = f == &F64 ? f64_of(x) : (double)f32_of(x); /* f32 widens exactly */
    if (is_signed)
        return v >= 2147483648.0    ? 0x7fffffffu
               : v <= -2147483648.0 ? 0x80000000u
                                    : (uint32_t)(int32_t)v;
    return v < 1.0 ? 0 : v >= 4294967296.0 ? 0xffffffffu : (uint32_t)v;
}

/* i32/u32 <-> f32: to f32 rounded as MXCSR says (no result is a denormal);
 * to an integer by to_int. */
static uint64_t cvt_int(uint32_t x, uint64_t imm)
{
    switch ((imm & VJ_FPI_CVT_MASK) >> VJ_FPI_CVT_SHIFT) {
    case VJ_CVT_F32_I32:
        return bits_f32((float)(int32_t)x);
    case VJ_CVT_F32_U32:
        return bits_f32((float)x);
    case VJ_CVT_I32_F32:
        return to_int(&F32, x, 1);
    default: /* VJ_CVT_U32_F32 */
        return to_int(&F32, x, 0);
    }
}

/* f64 -> f32 (narrow) and f32 -> f64 (widen): a NaN keeps its sign and the
 * top of its payload (fpmode.h); else the flushed input converted (rounded
 * by MXCSR when narrowing), the result flushed by the f32 field. */
static uint64_t cvt_width(int widen, uint64_t x, uint32_t mode, uint64_t imm)
{
    const fmt *from = widen ? &F32 : &F64, *to = widen ? &F64 : &F32;
    int quiet = vj_fp_quiets_snan(mode, imm);
    if (is_nan(from, x)) {
        uint64_t sign = (x & from->sign) ? to->sign : 0;
        uint64_t frac = widen ? (x & from->frac) << 29 : (x & from->frac) >> 29;
        if (quiet || !frac)
            frac |= to->quiet;
        return sign | to->exp | frac;
    }
    if (!(vj_mode_denorm(mode, !widen) & 1u))
        x = flush(from, x);
    if (widen)
        return bits_f64((double)f32_of(x));
    uint64_t r = bits_f32((float)f64_of(x));
    return (vj_mode_denorm(mode, 0) & 2u) ? r : flush(&F32, r);
}

/* Room float2: a compare (FCMP: imm's predicate over less, equal, greater,
 * unordered; denormal inputs flushed by MODE, -0 equal to +0) and a class
 * test (FCLASS: the bit of the input's class in the mask; never flushed). */
static uint64_t compare(const fmt *f, int is64, uint64_t a, uint64_t b, uint32_t mode,
                        uint64_t imm)
{
    unsigned pred = (unsigned)((imm & VJ_FPI_KIND_MASK) >> VJ_FPI_KIND_SHIFT), rel;
    if (is_nan(f, a) || is_nan(f, b)) {
        rel = VJ_FCMP_UN;
    } else {
        if (vj_fp_cmp_flushes(mode, is64)) {
            a = flush(f, a);
            b = flush(f, b);
        }
        uint64_t ka = order_key(f, a), kb = order_key(f, b);
        rel = (is_zero(f, a) && is_zero(f, b)) || ka == kb ? VJ_FCMP_EQ
              : ka < kb                                   ? VJ_FCMP_LT
                                                          : VJ_FCMP_GT;
    }
    return (pred & rel) != 0;
}

static uint64_t fclass(const fmt *f, uint64_t a, uint32_t mask)
{
    int neg = (a & f->sign) != 0;
    unsigned bit;
    if (is_nan(f, a))
        bit = is_snan(f, a) ? VJ_FCLASS_SNAN : VJ_FCLASS_QNAN;
    else if ((a & f->exp) == f->exp)
        bit = neg ? VJ_FCLASS_NINF : VJ_FCLASS_PINF;
    else if (is_zero(f, a))
        bit = neg ? VJ_FCLASS_NZERO : VJ_FCLASS_PZERO;
    else if (is_sub(f, a))
        bit = neg ? VJ_FCLASS_NSUB : VJ_FCLASS_PSUB;
    else
        bit = neg ? VJ_FCLASS_NNORM : VJ_FCLASS_PNORM;
    return (mask & bit) != 0;
}

/* Room float3. A NaN source quieted as arithmetic quiets it (fpmode.h). */
static uint64_t nan_result(const fmt *f, uint64_t x, uint32_t mode, uint64_t imm)
{
    return vj_fp_quiets_snan(mode, imm) ? x | f->quiet : x;
}

/* v_ldexp: a * 2^e, one rounding (scalbn rounds as MXCSR says), the input
 * and the result flushed by MODE. */
static uint64_t ldexp_lane(const fmt *f, int is64, uint64_t a, int32_t e, uint32_t mode,
                           uint64_t imm)
{
    if (is_nan(f, a))
        return nan_result(f, a, mode, imm);
    unsigned dn = vj_mode_denorm(mode, is64);
    if (!(dn & 1u))
        a = flush(f, a);
    uint64_t r = is64 ? bits_f64(scalbn(f64_of(a), e)) : bits_f32(scalbnf(f32_of(a), e));
    return (dn & 2u) ? r : flush(f, r);
}

/* The rounding ops (to an integral value by the op's own direction) and
 * v_frexp_mant (the significand in [0.5, 1) with the input's sign). */
static uint64_t unary(const fmt *f, int is64, uint64_t a, uint32_t mode, uint64_t imm)
{
    unsigned fn = (unsigned)((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT);
    if (is_nan(f, a))
        return nan_result(f, a, mode, imm);
    if (!(vj_mode_denorm(mode, is64) & 1u))
        a = flush(f, a);
    if (fn == VJ_FN_FRACT) { /* room frows (fpmode.h): x + -floor(x), below 1.0 */
        if ((a & ~f->sign) == f->exp)
            return f->dnan;
        uint64_t r = is64 ? bits_f64(f64_of(a) - floor(f64_of(a)))
                          : bits_f32(f32_of(a) - floorf(f32_of(a)));
        if (r == f->one)
            r = is64 ? VJ_FP_FRACT_MAX64 : VJ_FP_FRACT_MAX32;
        return (vj_mode_denorm(mode, is64) & 2u) ? r : flush(f, r);
    }
    if (fn == VJ_FN_FREXP_MANT) {
        if ((a & f->exp) == f->exp || is_zero(f, a))
            return a;
        int e;
        return is64 ? bits_f64(frexp(f64_of(a), &e)) : bits_f32(frexpf(f32_of(a), &e));
    }
    if (is64) {
        double x = f64_of(a);
        return bits_f64(fn == VJ_FN_RNDNE   ? roundeven(x)
                        : fn == VJ_FN_FLOOR ? floor(x)
                        : fn == VJ_FN_CEIL  ? ceil(x)
                                            : trunc(x));
    }
    float x = f32_of(a);
    return bits_f32(fn == VJ_FN_RNDNE   ? roundevenf(x)
                    : fn == VJ_FN_FLOOR ? floorf(x)
                    : fn == VJ_FN_CEIL  ? ceilf(x)
                                        : truncf(x));
}

/* v_med3 (fpmode.h): a NaN source makes it v_min3; else the median by the
 * pseudocode's matches against the maximum. */
static uint64_t med3(const fmt *f, int is64, uint64_t a, uint64_t b, uint64_t c, uint32_t mode,
                     uint64_t imm)
{
    if (is_nan(f, a) || is_nan(f, b) || is_nan(f, c))
        return minmax(f, 0, is64, minmax(f, 0, is64, a, b, mode, imm), c, mode, imm);
    unsigned dn = vj_mode_denorm(mode, is64);
    if (!(dn & 1u)) {
        a = flush(f, a);
        b = flush(f, b);
        c = flush(f, c);
    }
    uint64_t ka = order_key(f, a), kb = order_key(f, b), kc = order_key(f, c);
    uint64_t m = ka > kb ? (ka > kc ? a : c) : (kb > kc ? b : c);
    int bits = vj_fp_med3_matches_bits(imm);
#define MATCH(x)                                                                                  \
    (bits ? m == (x) : order_key(f, m) == order_key(f, x) || (is_zero(f, m) && is_zero(f, x)))
#define MAX2(x, y) (order_key(f, x) < order_key(f, y) ? (y) : (x))
    uint64_t r = MATCH(a) ? MAX2(b, c) : MATCH(b) ? MAX2(a, c) : MAX2(a, b);
#undef MATCH
#undef MAX2
    return (dn & 2u) ? r : flush(f, r);
}

/* v_mad_f32 (FMAD; fpmode.h): unfused, every f32 denormal flushed whatever
 * MODE says: the inputs, the product rounded by MODE, the sum. The first
 * NaN source (quieted by MODE's rule), an invalid step the default NaN.
 * With VJ_FPI_DX9 (mad_legacy) a zero S0 or S1 makes the product +0. */
static uint64_t mad(const uint64_t *s, uint32_t mode, uint64_t imm)
{
    const fmt *f = &F32;
    uint64_t a = flush(f, s[0]), b = flush(f, s[1]), c = flush(f, s[2]), p = 0;
    if (!(imm & VJ_FPI_DX9) || !(is_zero(f, a) || is_zero(f, b))) {
        for (unsigned i = 0; i < 2; i++)
            if (is_nan(f, s[i]))
                return vj_fp_quiets_snan(mode, imm) ? s[i] | f->quiet : s[i];
        if (!is_nan(f, c)) {
            p = host_op(VJ_OP_FMUL, 0, a, b, 0);
            if (is_nan(f, p))
                return f->dnan;
            p = flush(f, p);
        }
    }
    if (is_nan(f, c))
        return vj_fp_quiets_snan(mode, imm) ? c | f->quiet : c;
    uint64_t r = host_op(VJ_OP_FADD, 0, p, c, 0);
    return is_nan(f, r) ? f->dnan : flush(f, r);
}

/* FTOI: to i32/u32, or v_frexp_exp (an infinity or NaN 0, a zero 0, else
 * the exponent of the significand in [0.5, 1)). The input flushed by MODE. */
static uint64_t to_i32(uint64_t a, uint32_t mode, uint64_t imm)
{
    int is64 = (imm & VJ_FPI_SRC64) != 0;
    const fmt *f = is64 ? &F64 : &F32;
    unsigned fn = (unsigned)((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT);
    if (!is64)
        a &= 0xffffffffu;
    if (fn == VJ_FN_RPI || fn == VJ_FN_FLR) { /* room frows (fpmode.h) */
        if (is_nan(f, a))
            return vj_fp_rpi_flr_nan(a);
        if (!(vj_mode_denorm(mode, 0) & 1u))
            a = flush(f, a);
        float x = f32_of(a);
        if (fn == VJ_FN_RPI)
            x = x + 0.5f; /* rounded as MXCSR (MODE's f32 field) says */
        return to_int(f, bits_f32(floorf(x)), 1);
    }
    if (fn != VJ_FN_FREXP_EXP)
        return to_int(f, a, fn == VJ_FN_TO_I32);
    if ((a & f->exp) == f->exp)
        return 0;
    if (!(vj_mode_denorm(mode, is64) & 1u))
        a = flush(f, a);
    if (is_zero(f, a))
        return 0;
    int e;
    if (is64)
        frexp(f64_of(a), &e);
    else
        frexpf(f32_of(a), &e);
    return (uint32_t)e;
}

/* Room ftrans: a transcendental (fpmode.h's rules, in integer code): the
 * NaN, the flushed input's special values, else vj_fp_trans_value (MPFR,
 * correctly rounded: the approx result); then the result's flush. f is F16,
 * F32 or F64; is64 picks MODE's f16/f64 fields (set for F16 and F64). */
static uint64_t trans(const fmt *f, int is64, uint64_t x, uint32_t mode, uint64_t imm)
{
    unsigned fn = (unsigned)((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT);
    unsigned fb = (unsigned)__builtin_popcountll(f->frac), width = f == &F16 ? 16 : is64 ? 64 : 32;
    if (is_nan(f, x))
        return vj_fp_quiets_snan(mode, imm) ? x | f->quiet : x;
    if (vj_fp_trans_flushes_in(fn, is64, mode))
        x = flush(f, x);
    uint64_t sign = x & f->sign, mag = x & ~f->sign, r;
    int zero = mag == 0, inf = mag == f->exp;
    uint64_t v = zero || inf ? 0 : vj_fp_trans_value(fn, width, x);
    /* issue 29: an f16 value that overflowed (of a finite non-zero input) */
    if (f == &F16 && vj_fp16_saturates(mode) && (v & ~f->sign) == f->exp)
        v = (v & f->sign) | (f->exp - 1);
    switch (fn) {
    case VJ_FTRANS_RCP:
        r = zero ? sign | f->exp : inf ? sign : v;
        break;
    case VJ_FTRANS_RSQ:
        r = zero ? sign | f->exp : sign ? f->dnan : inf ? 0 : v;
        break;
    case VJ_FTRANS_SQRT:
        r = zero ? x : sign ? f->dnan : inf ? x : v;
        break;
    case VJ_FTRANS_EXP:
        r = zero ? f->one : inf ? (sign ? 0 : f->exp) : v;
        if (f == &F32 && is_sub(f, r)) /* below the least normal: +0 */
            r = 0;
        break;
    case VJ_FTRANS_LOG:
        r = zero ? f->sign | f->exp : sign ? f->dnan : inf ? x : v;
        break;
    default: { /* VJ_FTRANS_SIN, VJ_FTRANS_COS: revolutions */
        /* an integer: its exponent puts the point at or past the fraction's
         * last bit, or its fraction bits below the point are 0 */
        int e = (int)(mag >> fb) - (int)(f->one >> fb);
        int integral = zero || e >= (int)fb || (e >= 0 && !(mag & (f->frac >> e)));
        if (inf)
            r = f->dnan;
        else if (integral)
            r = fn == VJ_FTRANS_SIN ? sign : f->one;
        else
            r = v;
        break;
    }
    }
    int keep_out = (vj_mode_denorm(mode, is64) & 2u) && !(fn == VJ_FTRANS_RCP && f == &F32);
    return keep_out ? r : flush(f, r);
}

/* Room div: the division macro (fpmode.h's rules). The biased exponent. */
static int expo(const fmt *f, uint64_t x)
{
    return (int)((x & f->exp) >> (f == &F64 ? 52 : 23));
}
/* IEEE equality of non-NaNs (-0 == +0). */
static int feq(const fmt *f, uint64_t a, uint64_t b)
{
    return a == b || (is_zero(f, a) && is_zero(f, b));
}

/* v_div_scale's D, or (vcc_out) its mask bit, of the sources s. */
static uint64_t div_scale(const fmt *f, int is64, const uint64_t *s, uint32_t mode, uint64_t imm,
                          int vcc_out)
{
    for (unsigned i = 0; i < 3; i++)
        if (is_nan(f, s[i]))
            return vcc_out ? 0 : nan_result(f, s[i], mode, imm);
    unsigned dn = vj_mode_denorm(mode, is64);
    uint64_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = (dn & 1u) ? s[i] : flush(f, s[i]);
    if (is_zero(f, x[1]) || is_zero(f, x[2]))
        return vcc_out ? 0 : f->dnan;
    int k = is64 ? VJ_DIV_SCALE_F64_K : VJ_DIV_SCALE_F32_K;
    int gap = is64 ? VJ_DIV_SCALE_F64_GAP : VJ_DIV_SCALE_F32_GAP;
    /* 1.0 / 64'F(S1) and S2 / S1, rounded as MXCSR (MODE) says */
    double d1 = is64 ? f64_of(x[1]) : (double)f32_of(x[1]);
    int inv_sub = is_sub(&F64, bits_f64(1.0 / d1));
    int quot_sub = is_sub(f, is64 ? bits_f64(f64_of(x[2]) / d1)
                                  : bits_f32(f32_of(x[2]) / f32_of(x[1])));
    int vcc = 0, scale = 0; /* D = S0 * 2^scale */
    if (expo(f, x[2]) - expo(f, x[1]) >= gap) {
        vcc = 1;
        scale = feq(f, x[0], x[1]) ? k : 0;
    } else if (is_sub(f, x[1])) {
        scale = k;
    } else if (inv_sub && quot_sub) {
        vcc = 1;
        scale = feq(f, x[0], x[1]) ? k : 0;
    } else if (inv_sub) {
        scale = -k;
    } else if (quot_sub) {
        vcc = 1;
        scale = feq(f, x[0], x[2]) ? k : 0;
    } else if (expo(f, x[2]) <= (is64 ? 53 : 23)) {
        scale = k;
    }
    if (vcc_out)
        return (uint64_t)vcc;
    uint64_t r = !scale ? x[0]
                 : is64 ? bits_f64(scalbn(f64_of(x[0]), scale))
                        : bits_f32(scalbnf(f32_of(x[0]), scale));
    return (dn & 2u) ? r : flush(f, r);
}

/* v_div_fmas with VCC's bit set: a * b + c times 2^+-64 (f64 2^+-128) by
 * S2's exponent, rounded once as MXCSR says. f32: the exact product plus c
 * rounded to odd in 53 bits (toward zero, the last bit set when inexact),
 * exactly scaled, then rounded to f32: one correct rounding, subnormal and
 * overflowing results too, as 53 bits are at least 24 + 2 (rounding to odd
 * then to nearest). An exact zero takes the f32 fma's sign (MODE's
 * rounding gives it). f64: vj_fp_fma_scaled64 (MPFR: no wider host format
 * holds the sum). */
static uint64_t div_fmas(const fmt *f, int is64, const uint64_t *s, uint32_t mode, uint64_t imm)
{
    for (unsigned i = 0; i < 3; i++)
        if (is_nan(f, s[i]))
            return nan_result(f, s[i], mode, imm);
    unsigned dn = vj_mode_denorm(mode, is64);
    uint64_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = (dn & 1u) ? s[i] : flush(f, s[i]);
    uint64_t r;
    if (is64) {
        int k = expo(f, x[2]) > 1023 ? VJ_DIV_SCALE_F64_K : -VJ_DIV_SCALE_F64_K;
        r = vj_fp_fma_scaled64(x, k, vj_mode_round(mode, 1));
    } else {
        int k = expo(f, x[2]) > 127 ? VJ_DIV_SCALE_F32_K : -VJ_DIV_SCALE_F32_K;
        unsigned saved = _mm_getcsr();
        _mm_setcsr(0x1f80u | 3u << 13); /* toward zero, flags clear */
        double t = fma((double)f32_of(x[0]), (double)f32_of(x[1]), (double)f32_of(x[2]));
        int inexact = (_mm_getcsr() & 0x20u) != 0;
        _mm_setcsr(saved);
        if (t == 0 && !inexact)
            r = bits_f32(fmaf(f32_of(x[0]), f32_of(x[1]), f32_of(x[2])));
        else
            r = bits_f32((float)scalbn(f64_of(bits_f64(t) | (inexact ? 1u : 0u)), k));
    }
    if (is_nan(f, r))
        return f->dnan;
    return (dn & 2u) ? r : flush(f, r);
}

/* v_div_fixup of (S0 quotient, S1 denominator, S2 numerator). */
/* (ranges: the f32/f64 underflow and overflow clauses; the f16 pseudocode
 * has neither: |S0| with the sign, a NaN estimate too) */
static uint64_t div_fixup(const fmt *f, int is64, const uint64_t *s, uint32_t mode, int ranges)
{
    if (is_nan(f, s[2]))
        return s[2] | f->quiet;
    if (is_nan(f, s[1]))
        return s[1] | f->quiet;
    unsigned dn = vj_mode_denorm(mode, is64);
    uint64_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = (dn & 1u) ? s[i] : flush(f, s[i]);
    uint64_t sign = (x[1] ^ x[2]) & f->sign, r;
    int z1 = is_zero(f, x[1]), z2 = is_zero(f, x[2]);
    int i1 = (x[1] & ~f->sign) == f->exp, i2 = (x[2] & ~f->sign) == f->exp;
    if ((z1 && z2) || (i1 && i2))
        return f->dnan;
    if (z1 || i2)
        return sign | f->exp;
    if (i1 || z2)
        return sign;
    if (!ranges)
        r = sign | (x[0] & ~f->sign);
    else if (expo(f, x[2]) - expo(f, x[1]) < (is64 ? -1075 : -150))
        r = sign | 1u; /* the least subnormal */
    else if ((x[0] & f->exp) == f->exp)
        r = sign | f->exp;
    else
        r = sign | (x[0] & ~f->sign);
    return (dn & 2u) ? r : flush(f, r);
}

/* ------------------------------------------------------------ room frows */

/* The fraction bits of 2/pi, 32 at a time from the top (1216 bits), printed
 * by GNU MPFR: mpfr_const_pi at 1400 bits, 2 divided by it, then 38 times
 * "multiply by 2^32, take the integer part, keep the fraction". The
 * reference (reffloat.c) computes them with MPFR instead; test_float_diff
 * compares the two. */
static const uint32_t two_over_pi[38] = {
    0xa2f9836eu, 0x4e441529u, 0xfc2757d1u, 0xf534ddc0u, 0xdb629599u, 0x3c439041u,
    0xfe5163abu, 0xdebbc561u, 0xb7246e3au, 0x424dd2e0u, 0x06492eeau, 0x09d1921cu,
    0xfe1deb1cu, 0xb129a73eu, 0xe88235f5u, 0x2ebb4484u, 0xe99c7026u, 0xb45f7e41u,
    0x3991d639u, 0x835339f4u, 0x9c845f8bu, 0xbdf9283bu, 0x1ff897ffu, 0xde05980fu,
    0xef2f118bu, 0x5a0a6d1fu, 0x6d367ecfu, 0x27cb09b7u, 0x4f463f66u, 0x9e5fea2du,
    0x7527bac7u, 0xebe5f17bu, 0x3d0739f7u, 0x8a5292eau, 0x6bfb5fb1u, 0x1f8d5d08u,
    0x56033046u, 0xfc7b6babu,
};

/* v_trig_preop_f64 (fpmode.h): the 53 bits of 2/pi after the first
 * `shift`, times 2^(-53 - shift) (2^128 more for a huge S0). */
static uint64_t trig_preop(uint64_t a, uint32_t seg, uint32_t mode, uint64_t imm)
{
    if (is_nan(&F64, a))
        return nan_result(&F64, a, mode, imm);
    unsigned e = (unsigned)(a >> 52) & 0x7ffu;
    unsigned shift = (seg & 31u) * 53u + (e > 1077 ? e - 1077 : 0);
    if (shift >= VJ_FP_TRIG_PREOP_LIMIT)
        return 0;
    uint64_t m = 0;
    for (unsigned k = shift; k < shift + 53; k++) /* bit k from the top */
        m = m << 1 | (two_over_pi[k / 32] >> (31 - k % 32) & 1u);
    int scale = -53 - (int)shift + (e >= 1968 ? 128 : 0);
    uint64_t r = bits_f64(scalbn((double)m, scale)); /* exact m; MXCSR rounds */
    return (vj_mode_denorm(mode, 1) & 2u) ? r : flush(&F64, r);
}

/* |a| >= |b| for f32 bits, false with a NaN (the cube ops' tests). */
static int ge_abs(uint64_t a, uint64_t b)
{
    if (is_nan(&F32, a) || is_nan(&F32, b))
        return 0;
    return (a & 0x7fffffffu) >= (b & 0x7fffffffu);
}
/* a < 0.0: a negative non-zero non-NaN. */
static int below_zero(uint64_t a)
{
    return !is_nan(&F32, a) && (a & F32.sign) && !is_zero(&F32, a);
}

/* ------------------------------------------------ fp8/bf8 (issue 29, item 5) */

/* An 8-bit float format (fpmode.h): fraction bits, exponent bias, OCP or
 * FNUZ. */
typedef struct f8fmt {
    unsigned frac, bias;
    int ocp;
} f8fmt;
static f8fmt f8_format(int bf8, uint64_t imm)
{
    int ocp = (imm & VJ_FPI_GFX12) != 0;
    f8fmt f = {bf8 ? 2u : 3u, (bf8 ? 15u : 7u) + (ocp ? 0u : 1u), ocp};
    return f;
}
static uint32_t f8_widen(uint32_t c, f8fmt f)
{
    uint32_t sign = (c & 0x80u) << 24, e = (c & 0x7fu) >> f.frac, m = c & ((1u << f.frac) - 1);
    uint32_t top = 0x7fu >> f.frac; /* the largest exponent field */
    if (!f.ocp && c == 0x80u)
        return 0xffc00000u;
    if (f.ocp && f.frac == 3 && (c & 0x7fu) == 0x7fu)
        return sign | 0x7fc00000u;
    if (f.ocp && f.frac == 2 && e == top)
        return sign | (m ? 0x7fc00000u : 0x7f800000u);
    if (e == 0) { /* zero or subnormal: m * 2^(1 - bias - frac) */
        if (m == 0)
            return sign;
        unsigned k = 31u - (unsigned)__builtin_clz(m); /* m's top bit */
        return sign | (k + 1u - f.bias - f.frac + 127u) << 23 | (m - (1u << k)) << (23u - k);
    }
    return sign | (e - f.bias + 127u) << 23 | m << (23u - f.frac);
}
/* f32 x to the format's code, to nearest even or (sr) with the random
 * bits rnd; sat: MODE's FP16_OVFL. */
static uint32_t f8_narrow(uint32_t x, uint32_t rnd, f8fmt f, int sr, int sat)
{
    uint32_t sign = (x >> 24) & 0x80u, mag = x & 0x7fffffffu;
    uint32_t maxf = f.ocp ? (f.frac == 3 ? 0x7eu : 0x7bu) : 0x7fu;
    uint32_t over = f.ocp ? sign | (f.frac == 3 ? 0x7fu : 0x7cu) : 0x80u;
    if (mag > 0x7f800000u)
        return f.ocp ? (f.frac == 3 ? 0xffu : 0xfeu) : 0x80u;
    if (mag == 0x7f800000u)
        return over;
    int e = (int)(mag >> 23) - 127 + (int)f.bias; /* the code's biased exponent */
    uint64_t sig = (mag & 0x7fffffu) | (mag >> 23 ? 0x800000u : 0u), r;
    unsigned below = e < 1 ? (unsigned)(1 - e) : 0u; /* below the least normal */
    if (sr) {
        sig = below < 32 ? sig >> below : 0;
        r = (sig + (rnd >> (9u + f.frac))) >> (23u - f.frac);
    } else {
        unsigned sh = 23u - f.frac + below;
        r = sh > 25 ? 0 : (sig + (1ull << (sh - 1)) - 1 + ((sig >> sh) & 1)) >> sh;
    }
    if (e > 0)
        r += (uint64_t)(e - 1) << f.frac;
    if (r > maxf)
        return sat ? sign | maxf : over;
    if (r == 0 && !f.ocp)
        return 0;
    return sign | (uint32_t)r;
}

/* FMISC (fpmode.h's VJ_FM_*): the cube ops, v_mullit, the packed integer
 * fields, v_trig_preop, the fp8/bf8 conversions. */
static uint64_t misc(const uint64_t *s, uint32_t mode, uint64_t imm)
{
    const fmt *f = &F32;
    unsigned fn = (unsigned)((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT);
    if (fn == VJ_FM_TRIG_PREOP)
        return trig_preop(s[0], (uint32_t)s[1], mode, imm);
    if (fn >= VJ_FM_F8_TO_F32) {
        f8fmt g = f8_format((imm & VJ_FPI_BF8) != 0, imm);
        if (fn == VJ_FM_F8_TO_F32)
            return f8_widen((uint32_t)s[0] & 0xffu, g);
        return f8_narrow((uint32_t)s[0], (uint32_t)s[1], g, fn == VJ_FM_SR_F8,
                         vj_fp16_saturates(mode));
    }
    unsigned dn = vj_mode_denorm(mode, 0);
    uint64_t x[3];
    for (unsigned i = 0; i < 3; i++)
        x[i] = (dn & 1u) ? s[i] : flush(f, s[i]);
    switch (fn) {
    case VJ_FM_CUBEID:
    case VJ_FM_CUBESC:
    case VJ_FM_CUBETC:
    case VJ_FM_CUBEMA: {
        int zmaj = ge_abs(x[2], x[0]) && ge_abs(x[2], x[1]), ymaj = !zmaj && ge_abs(x[1], x[0]);
        uint64_t r;
        if (fn == VJ_FM_CUBEMA) {
            uint64_t t[2] = {zmaj ? s[2] : ymaj ? s[1] : s[0], 0x40000000u};
            return arith(f, VJ_OP_FMUL, 0, t, 2, mode, imm);
        }
        if (fn == VJ_FM_CUBEID) {
            static const uint32_t id[6] = {0, 0x3f800000u, 0x40000000u, 0x40400000u,
                                           0x40800000u, 0x40a00000u};
            return id[zmaj ? 4 + below_zero(x[2]) : ymaj ? 2 + below_zero(x[1])
                                                         : below_zero(x[0])];
        }
        if (fn == VJ_FM_CUBESC)
            r = zmaj ? (below_zero(x[2]) ? x[0] ^ f->sign : x[0])
                : ymaj ? x[0]
                       : (below_zero(x[0]) ? x[2] : x[2] ^ f->sign);
        else
            r = zmaj ? x[1] ^ f->sign : ymaj ? (below_zero(x[1]) ? x[2] ^ f->sign : x[2])
                                            : x[1] ^ f->sign;
        return (dn & 2u) || is_nan(f, r) ? r : flush(f, r);
    }
    case VJ_FM_MULLIT:
        if (x[1] == 0xff7fffffu || x[1] == 0xff800000u || is_nan(f, x[1]) || is_nan(f, x[2]) ||
            is_zero(f, x[2]) || (x[2] & f->sign))
            return 0xff7fffffu;
        return arith(f, VJ_OP_FMUL, 0, s, 2, mode, imm);
    case VJ_FM_TO_U8: {
        if (is_nan(f, x[0]))
            return 0;
        float v = nearbyintf(f32_of(x[0])); /* MXCSR: MODE's f32 rounding */
        return v <= 0.0f ? 0 : v >= 255.0f ? 255 : (uint64_t)v;
    }
    case VJ_FM_SNORM:
    case VJ_FM_UNORM: {
        if (is_nan(f, x[0]))
            return 0;
        double v = f32_of(x[0]), lo = fn == VJ_FM_SNORM ? -1.0 : 0.0;
        v = v < lo ? lo : v > 1.0 ? 1.0 : v;
        v = roundeven(v * (fn == VJ_FM_SNORM ? 32767.0 : 65535.0)); /* exact product */
        return (uint64_t)(int64_t)v & 0xffffu;
    }
    default: { /* VJ_FM_TO_I16, VJ_FM_TO_U16: toward zero, saturated, a NaN 0 */
        if (is_nan(f, x[0]))
            return 0;
        double v = trunc((double)f32_of(x[0]));
        if (fn == VJ_FM_TO_I16)
            v = v < -32768.0 ? -32768.0 : v > 32767.0 ? 32767.0 : v;
        else
            v = v < 0.0 ? 0.0 : v > 65535.0 ? 65535.0 : v;
        return (uint64_t)(int64_t)v & 0xffffu;
    }
    }
}

/* ------------------------------------------------------------ f16 (issue 29) */

/* f16 in integer code, exact whatever MXCSR says (the node runs under the
 * f32 field's rounding): a finite value is m * 2^e, an operation's exact
 * result one such value (sums aligned in 128 bits), rounded once by
 * round16 with MODE's f16 field. */
typedef unsigned __int128 u128;

/* A finite f16 x as m * 2^e (the sign apart). */
static void split16(uint64_t x, u128 *m, int *e)
{
    unsigned ex = (unsigned)(x >> 10) & 31u, fr = (unsigned)x & 0x3ffu;
    *m = ex ? fr | 0x400u : fr;
    *e = ex ? (int)ex - 25 : -24;
}
static int bitlen(u128 m)
{
    uint64_t hi = (uint64_t)(m >> 64), lo = (uint64_t)m;
    return hi ? 128 - __builtin_clzll(hi) : lo ? 64 - __builtin_clzll(lo) : 0;
}
/* (-1)^neg * m * 2^e (m != 0) rounded to f16 by rm (0 nearest even, 1 up,
 * 2 down, 3 toward zero), subnormals kept; an overflow is the infinity, or
 * the largest finite value where rm rounds toward zero from it, or sat. */
static uint64_t round16(int neg, u128 m, int e, unsigned rm, int sat)
{
    uint64_t sign = neg ? 0x8000u : 0;
    int q = e + bitlen(m) - 1 - 10; /* the exponent of the result's last bit */
    if (q < -24)
        q = -24;
    u128 r;
    int half = 0, sticky = 0;
    if (q > e) {
        unsigned sh = (unsigned)(q - e);
        if (sh >= 128) {
            r = 0;
            sticky = 1;
        } else {
            r = m >> sh;
            u128 rest = m & (((u128)1 << sh) - 1);
            half = (int)((rest >> (sh - 1)) & 1);
            sticky = (rest & (((u128)1 << (sh - 1)) - 1)) != 0;
        }
    } else {
        r = m << (e - q);
    }
    int up = rm == 0   ? half && (sticky || (r & 1))
             : rm == 1 ? !neg && (half || sticky)
             : rm == 2 ? neg && (half || sticky)
                       : 0;
    r += (unsigned)up;
    if (r >> 11) {
        r >>= 1;
        q++;
    }
    if (q + 10 > 15) { /* overflow */
        int to_max = sat || rm == 3 || (rm == 1 && neg) || (rm == 2 && !neg);
        return sign | (to_max ? 0x7bffu : 0x7c00u);
    }
    if (!(r >> 10)) /* subnormal or zero (q is -24) */
        return sign | (uint64_t)r;
    return sign | (uint64_t)(q + 25) << 10 | ((uint64_t)r & 0x3ffu);
}
/* An exact sum's zero: the operands' sign when both are zeros of one sign,
 * else +0 (-0 rounding down): IEEE 754's rule. */
static uint64_t zero_sum16(int both_zero_neg, int both_zero_pos, unsigned rm)
{
    if (both_zero_neg)
        return 0x8000u;
    if (both_zero_pos)
        return 0;
    return rm == 2 ? 0x8000u : 0;
}
/* x + y of two exact values (sign, m, e; m 0 for a zero) rounded by rm. */
static uint64_t sum16(int nx, u128 mx, int ex, int ny, u128 my, int ey, unsigned rm, int sat)
{
    if (!mx && !my)
        return zero_sum16(nx && ny, !nx && !ny, rm);
    if (!mx)
        return round16(ny, my, ey, rm, sat);
    if (!my)
        return round16(nx, mx, ex, rm, sat);
    int e = ex < ey ? ex : ey;
    mx <<= ex - e;
    my <<= ey - e;
    if (nx == ny)
        return round16(nx, mx + my, e, rm, sat);
    if (mx == my)
        return zero_sum16(0, 0, rm);
    return mx > my ? round16(nx, mx - my, e, rm, sat) : round16(ny, my - mx, e, rm, sat);
}
static int is_inf16(uint64_t x)
{
    return (x & 0x7fffu) == 0x7c00u;
}
/* FADD, FSUB, FMUL, FFMA of f16 values: as arith() (the first NaN, quieted
 * by MODE's rule; inputs flushed by the f16 field), exact, one rounding. */
static uint64_t arith16(vj_op op, const uint64_t *s, unsigned n, uint32_t mode, uint64_t imm)
{
    const fmt *f = &F16;
    unsigned dn = vj_mode_denorm(mode, 1), rm = vj_mode_round(mode, 1);
    int sat = vj_fp16_saturates(mode);
    for (unsigned i = 0; i < n; i++)
        if (is_nan(f, s[i]))
            return vj_fp_quiets_snan(mode, imm) ? s[i] | f->quiet : s[i];
    uint64_t x[3] = {s[0], s[1], n > 2 ? s[2] : 0};
    if (!(dn & 1u))
        for (unsigned i = 0; i < n; i++)
            x[i] = flush(f, x[i]);
    if (op == VJ_OP_FSUB)
        x[1] ^= 0x8000u;
    int neg[3];
    u128 m[3] = {0, 0, 0};
    int e[3] = {0, 0, 0};
    for (unsigned i = 0; i < 3; i++) {
        neg[i] = (x[i] & 0x8000u) != 0;
        if (!is_inf16(x[i]))
            split16(x[i], &m[i], &e[i]);
    }
    uint64_t r;
    if (op == VJ_OP_FADD || op == VJ_OP_FSUB) {
        if (is_inf16(x[0]) || is_inf16(x[1])) {
            if (is_inf16(x[0]) && is_inf16(x[1]) && neg[0] != neg[1])
                return f->dnan;
            return is_inf16(x[0]) ? x[0] : x[1];
        }
        r = sum16(neg[0], m[0], e[0], neg[1], m[1], e[1], rm, sat);
    } else {
        int pn = neg[0] != neg[1];
        int pinf = is_inf16(x[0]) || is_inf16(x[1]);
        if (pinf && ((!is_inf16(x[0]) && !m[0]) || (!is_inf16(x[1]) && !m[1])))
            return f->dnan; /* infinity times zero */
        if (op == VJ_OP_FMUL) {
            if (pinf)
                return pn ? 0xfc00u : 0x7c00u;
            r = m[0] && m[1] ? round16(pn, m[0] * m[1], e[0] + e[1], rm, sat) : pn ? 0x8000u : 0;
        } else {
            if (pinf || is_inf16(x[2])) {
                if (pinf && is_inf16(x[2]) && pn != neg[2])
                    return f->dnan;
                return pinf ? (pn ? 0xfc00u : 0x7c00u) : x[2];
            }
            r = sum16(pn, m[0] * m[1], e[0] + e[1], neg[2], m[2], e[2], rm, sat);
        }
    }
    return (dn & 2u) ? r : flush(f, r);
}
/* An f16 x (not a NaN or infinity) as an exactly equal f32. */
static uint64_t f32_of16(uint64_t x)
{
    uint64_t sign = (x & 0x8000u) << 16;
    u128 m;
    int e;
    split16(x, &m, &e);
    if (!m)
        return sign;
    int len = bitlen(m), top = e + len - 1; /* a normal f32: 2^top <= |x| */
    return sign | (uint64_t)(top + 127) << 23 | ((uint64_t)(m << (24 - len)) & 0x7fffffu);
}
/* A finite f32 x (flushed as the caller wants) rounded to f16 by rm. */
static uint64_t f16_of32(uint64_t x, unsigned rm, int sat)
{
    uint64_t sign = (x >> 16) & 0x8000u;
    unsigned ex = (unsigned)(x >> 23) & 255u;
    u128 m = ex ? (x & 0x7fffffu) | 0x800000u : x & 0x7fffffu;
    if (!m)
        return sign;
    return round16(sign != 0, m, ex ? (int)ex - 150 : -149, rm, sat);
}
/* FCVTH (ops.def, VJ_FH_*): NaNs keep sign and the top of the payload,
 * quieted by MODE's rule (an sNaN whose payload narrowing drops gets the
 * quiet bit: fpmode.h); an integer result is toward zero, saturated, a NaN
 * 0 (the value zero-extended from 16 bits). */
static uint64_t cvt16(uint64_t a, uint32_t mode, uint64_t imm)
{
    int quiet = vj_fp_quiets_snan(mode, imm);
    unsigned fn = (unsigned)((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT);
    unsigned dn16 = vj_mode_denorm(mode, 1), rm = vj_mode_round(mode, 1);
    int sat = vj_fp16_saturates(mode);
    switch (fn) {
    case VJ_FH_FROM_F32:
    case VJ_FH_FROM_F32_RTZ: {
        uint64_t x = a & 0xffffffffu, sign = (x >> 16) & 0x8000u;
        if (is_nan(&F32, x)) {
            uint64_t fr = (x & 0x7fffffu) >> 13;
            if (quiet || !fr)
                fr |= F16.quiet;
            return sign | 0x7c00u | fr;
        }
        if ((x & 0x7fffffffu) == 0x7f800000u)
            return sign | 0x7c00u;
        if (!(vj_mode_denorm(mode, 0) & 1u))
            x = flush(&F32, x);
        uint64_t r = f16_of32(x, fn == VJ_FH_FROM_F32_RTZ ? 3u : rm, sat);
        return (dn16 & 2u) ? r : flush(&F16, r);
    }
    case VJ_FH_TO_F32: {
        uint64_t x = a & 0xffffu, sign = (x & 0x8000u) << 16;
        if (is_nan(&F16, x))
            return sign | 0x7f800000u | (x & 0x3ffu) << 13 | (quiet ? F32.quiet : 0);
        if (is_inf16(x))
            return sign | 0x7f800000u;
        return f32_of16((dn16 & 1u) ? x : flush(&F16, x));
    }
    case VJ_FH_FROM_U16:
    case VJ_FH_FROM_I16: {
        int32_t v = fn == VJ_FH_FROM_I16 ? (int16_t)(uint16_t)a : (int32_t)(uint16_t)a;
        if (!v)
            return 0;
        uint64_t r = round16(v < 0, (u128)(v < 0 ? -(int64_t)v : v), 0, rm, sat);
        return (dn16 & 2u) ? r : flush(&F16, r);
    }
    default: { /* VJ_FH_TO_U16, VJ_FH_TO_I16 */
        uint64_t x = a & 0xffffu;
        if (is_nan(&F16, x))
            return 0;
        int neg = (x & 0x8000u) != 0;
        int64_t v;
        if (is_inf16(x)) {
            v = neg ? -65536 : 65536;
        } else {
            u128 m;
            int e;
            split16(x, &m, &e);
            uint64_t t = e >= 0 ? (uint64_t)(m << e) : (uint64_t)(m >> -e); /* toward zero */
            v = neg ? -(int64_t)t : (int64_t)t;
        }
        if (fn == VJ_FH_TO_U16)
            v = v < 0 ? 0 : v > 65535 ? 65535 : v;
        else
            v = v < -32768 ? -32768 : v > 32767 ? 32767 : v;
        return (uint64_t)v & 0xffffu;
    }
    }
}
/* x * 2^k of an f16 (finite, not zero), rounded by the f16 field. */
static uint64_t scale16(uint64_t x, int64_t k, uint32_t mode, int sat)
{
    u128 m;
    int e;
    split16(x, &m, &e);
    if (k > 64) /* (past any f16's range either way) */
        k = 64;
    if (k < -64)
        k = -64;
    return round16((x & 0x8000u) != 0, m, e + (int)k, vj_mode_round(mode, 1), sat);
}
/* FUNARY and FTOI of an f16 (room float3's functions): the rounding ops
 * and fract through the exactly equal f32 (floorf and kin are exact), a
 * rounded fract by the f16 field and kept below 1.0; frexp. */
static uint64_t unary16(vj_op op, uint64_t a, uint32_t mode, uint64_t imm)
{
    unsigned fn = (unsigned)((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT);
    unsigned dn = vj_mode_denorm(mode, 1);
    if (op == VJ_OP_FTOI) { /* frexp_exp: 0 for a NaN or infinity */
        if (is_nan(&F16, a) || is_inf16(a))
            return 0;
        if (!(dn & 1u))
            a = flush(&F16, a);
        u128 m;
        int e;
        split16(a, &m, &e);
        return m ? (uint64_t)(uint32_t)(e + bitlen(m)) : 0; /* |a| = 0.m * 2^(e + len) */
    }
    if (is_nan(&F16, a))
        return nan_result(&F16, a, mode, imm);
    if (!(dn & 1u))
        a = flush(&F16, a);
    if (fn == VJ_FN_FREXP_MANT) {
        if (is_inf16(a) || is_zero(&F16, a))
            return a;
        u128 m;
        int e;
        split16(a, &m, &e);
        return round16((a & 0x8000u) != 0, m, -bitlen(m), 0, 0); /* exact, in [0.5, 1) */
    }
    if (is_inf16(a))
        return fn == VJ_FN_FRACT ? F16.dnan : a;
    float x;
    uint64_t xb = f32_of16(a);
    memcpy(&x, &(uint32_t){(uint32_t)xb}, sizeof x);
    float y = fn == VJ_FN_RNDNE   ? roundevenf(x)
              : fn == VJ_FN_FLOOR ? floorf(x)
              : fn == VJ_FN_CEIL  ? ceilf(x)
              : fn == VJ_FN_TRUNC ? truncf(x)
                                  : x - floorf(x); /* fract: exact in f32 */
    uint32_t yb;
    memcpy(&yb, &y, sizeof yb);
    /* (fract's exact zero: x + -floor(x), -0 only rounding down by the f16
     * field; the host's subtraction used the f32 field's direction) */
    if (fn == VJ_FN_FRACT && !(yb & 0x7fffffffu))
        yb = vj_mode_round(mode, 1) == 2 ? 0x80000000u : 0;
    uint64_t r = f16_of32(yb, vj_mode_round(mode, 1), 0);
    if (fn == VJ_FN_FRACT && r == F16.one)
        r = 0x3bffu; /* the largest f16 below 1.0 */
    return (dn & 2u) ? r : flush(&F16, r);
}
/* An f16 node of ops.def's FP signature (VJ_FPI_F16, or FCVTH). */
static uint64_t lane16(vj_op op, uint64_t a, uint64_t b, uint64_t c, uint32_t mode, uint64_t imm)
{
    if (op == VJ_OP_FCVTH)
        return cvt16(a, mode, imm);
    uint64_t s[3] = {a & 0xffffu, b & 0xffffu, c & 0xffffu};
    switch (op) {
    case VJ_OP_FADD:
    case VJ_OP_FSUB:
    case VJ_OP_FMUL:
        return arith16(op, s, 2, mode, imm);
    case VJ_OP_FFMA:
        return arith16(op, s, 3, mode, imm);
    case VJ_OP_FMIN:
    case VJ_OP_FMAX: /* (is64 1: MODE's f16 field) */
        return minmax(&F16, op == VJ_OP_FMAX, 1, s[0], s[1], mode, imm);
    case VJ_OP_FMED3:
        return med3(&F16, 1, s[0], s[1], s[2], mode, imm);
    case VJ_OP_FCMP: /* (an i32 0 or 1) */
        return compare(&F16, 1, s[0], s[1], mode, imm);
    case VJ_OP_FDIVFIXUP: /* issue 29, item 5: MODE's f16 (f64) fields */
        return div_fixup(&F16, 1, s, mode, 0);
    case VJ_OP_FCLASS: /* b: the mask, an i32 */
        return fclass(&F16, s[0], (uint32_t)b);
    case VJ_OP_FLDEXP: { /* b: the exponent, an i32 */
        if (is_nan(&F16, s[0]))
            return nan_result(&F16, s[0], mode, imm);
        unsigned dn = vj_mode_denorm(mode, 1);
        uint64_t x = (dn & 1u) ? s[0] : flush(&F16, s[0]);
        if (is_inf16(x) || is_zero(&F16, x))
            return x;
        uint64_t r = scale16(x, (int32_t)(uint32_t)b, mode, vj_fp16_saturates(mode));
        return (dn & 2u) ? r : flush(&F16, r);
    }
    case VJ_OP_FUNARY:
    case VJ_OP_FTOI:
        return unary16(op, s[0], mode, imm);
    case VJ_OP_FTRANS: /* issue 29: MODE's f16 fields (is64 1) */
        return trans(&F16, 1, s[0], mode, imm);
    case VJ_OP_FPOST: {
        unsigned omod = (unsigned)(imm & VJ_FPI_OMOD_MASK) >> VJ_FPI_OMOD_SHIFT;
        uint64_t x = s[0];
        if (omod && vj_fp_omod_applies(mode, imm, 1) && !is_nan(&F16, x) && !is_inf16(x)) {
            if (is_zero(&F16, x) || is_sub(&F16, x)) {
                x = 0;
            } else {
                static const int k[4] = {0, 1, 2, -1};
                uint64_t y = scale16(x, k[omod], mode, 0);
                x = is_sub(&F16, y) ? y & F16.sign : y;
            }
        }
        return post(&F16, 1, x, mode, imm & ~(uint64_t)VJ_FPI_OMOD_MASK);
    }
    default:
        return 0;
    }
}

/* ------------------------------------------------ issue 29: dot products */

/* One factor of the gfx11 dot2 model (fpmode.h): its significand, with the
 * exponent e' of its alignment (value = sig * 2^(e' - frac bits)). */
typedef struct dot_factor {
    uint32_t sig;
    int align; /* e' = max(exponent field, 1) - bias */
    int neg, nan, inf;
} dot_factor;

static dot_factor dot_factor_of(uint32_t h, int bf16)
{
    unsigned fb = bf16 ? 7u : 10u, emax = bf16 ? 0xffu : 0x1fu;
    int bias = bf16 ? 127 : 15;
    unsigned e = (h >> fb) & emax, fr = h & ((1u << fb) - 1u);
    dot_factor f = {0, (int)(e ? e : 1u) - bias, (h >> 15) & 1, e == emax && fr, e == emax && !fr};
    f.sig = e ? (1u << fb) | fr : bf16 ? 0 : fr; /* a bf16 subnormal is zero */
    return f;
}

/* A term of the model's sum: sig * 2^exp, its sign. */
typedef struct dot_term {
    uint64_t sig;
    int exp, neg;
} dot_term;

static int dot_lead(const dot_term *t) /* the exponent of its leading bit */
{
    return t->exp + 63 - __builtin_clzll(t->sig);
}

/* The gfx11 hardware model of fpmode.h: integer code, MODE not read. */
static uint32_t dot2_gfx11(uint32_t a, uint32_t b, uint32_t c, int bf16)
{
    dot_factor f[4] = {dot_factor_of(a & 0xffffu, bf16), dot_factor_of(b & 0xffffu, bf16),
                       dot_factor_of(a >> 16, bf16), dot_factor_of(b >> 16, bf16)};
    for (unsigned i = 0; i < 4; i++)
        if (f[i].nan)
            return 0xffc00a3du;
    int pinf = 0, ninf = 0;
    for (unsigned p = 0; p < 2; p++) {
        const dot_factor *x = &f[2 * p], *y = &f[2 * p + 1];
        if ((x->inf && !y->sig && !y->inf) || (y->inf && !x->sig && !x->inf))
            return VJ_FP_DNAN32;
        if (x->inf || y->inf) {
            pinf |= x->neg == y->neg;
            ninf |= x->neg != y->neg;
        }
    }
    if (pinf && ninf)
        return VJ_FP_DNAN32;
    if (is_nan(&F32, c))
        return c | F32.quiet;
    pinf |= c == 0x7f800000u;
    ninf |= c == 0xff800000u;
    if (pinf || ninf)
        return pinf && ninf ? VJ_FP_DNAN32 : ninf ? 0xff800000u : 0x7f800000u;
    unsigned fb = bf16 ? 7u : 10u, ce = (c >> 23) & 0xffu;
    dot_term t[3] = {{ce ? (c & 0x7fffffu) | 0x800000u : 0, (int)ce - 150, (int)(c >> 31)}};
    int grid = INT32_MIN / 2;
    for (unsigned p = 0; p < 2; p++) {
        const dot_factor *x = &f[2 * p], *y = &f[2 * p + 1];
        t[1 + p] = (dot_term){(uint64_t)x->sig * y->sig, x->align + y->align - 2 * (int)fb,
                              x->neg != y->neg};
        if (t[1 + p].sig && x->align + y->align - 24 > grid)
            grid = x->align + y->align - 24;
    }
    int lead = INT32_MIN / 2;
    for (unsigned i = 0; i < 3; i++)
        if (t[i].sig && dot_lead(&t[i]) > lead)
            lead = dot_lead(&t[i]);
    if (lead == INT32_MIN / 2)
        return 0; /* every term zero: +0 */
    if (lead - 26 > grid)
        grid = lead - 26;
    int64_t sum = 0;
    for (unsigned i = 0; i < 3; i++) {
        int sh = t[i].exp - grid; /* at most 26: the grid is at least lead - 26 */
        uint64_t m = !t[i].sig || sh <= -64 ? 0 : sh < 0 ? t[i].sig >> -sh : t[i].sig << sh;
        sum += t[i].neg != t[0].neg ? -(int64_t)m - 1 : (int64_t)m;
    }
    if (!sum)
        return 0;
    uint32_t sign = (uint32_t)((sum < 0) != t[0].neg) << 31;
    uint64_t m = sum < 0 ? (uint64_t)-sum : (uint64_t)sum;
    int top = 63 - __builtin_clzll(m), e = top + grid, sh = top - 23;
    uint64_t q = sh <= 0 ? m << -sh : m >> sh;
    if (sh > 0) {
        uint64_t rest = m & ((1ull << sh) - 1), half = 1ull << (sh - 1);
        q += rest > half || (rest == half && (q & 1));
    }
    if (q >> 24) { /* rounded up to 2^24 */
        q >>= 1;
        e++;
    }
    if (e < -126)
        return 0;
    if (e > 127)
        return sign | 0x7f800000u;
    return sign | (uint32_t)(e + 127) << 23 | (uint32_t)(q & 0x7fffffu);
}

/* The pseudocode (fpmode.h): two f32 steps, MODE's fields. */
static uint32_t dot2_pcode(uint32_t a, uint32_t b, uint32_t c, uint32_t mode, uint64_t imm)
{
    uint64_t to32 = (imm & VJ_FPI_GFX12) | (uint64_t)VJ_FH_TO_F32 << VJ_FPI_FN_SHIFT;
    uint64_t acc = c;
    for (unsigned h = 0; h < 2; h++) {
        uint64_t x[2] = {(a >> 16 * h) & 0xffffu, (b >> 16 * h) & 0xffffu};
        for (unsigned i = 0; i < 2; i++) /* bf16: f32's top half (the f32 flushes) */
            x[i] = (imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT == VJ_FD_BF16 ? x[i] << 16
                                                                          : cvt16(x[i], mode, to32);
        uint64_t s[2] = {acc, arith(&F32, VJ_OP_FMUL, 0, x, 2, mode, imm & VJ_FPI_GFX12)};
        acc = arith(&F32, VJ_OP_FADD, 0, s, 2, mode, imm & VJ_FPI_GFX12);
    }
    return (uint32_t)acc;
}

static uint64_t dot2(uint64_t a, uint64_t b, uint64_t c, uint32_t mode, uint64_t imm)
{
    int bf16 = (imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT == VJ_FD_BF16;
    if (imm & VJ_FPI_DOT_GFX11)
        return dot2_gfx11((uint32_t)a, (uint32_t)b, (uint32_t)c, bf16);
    return dot2_pcode((uint32_t)a, (uint32_t)b, (uint32_t)c, mode, imm);
}

uint64_t vj_fp_lane(vj_op op, int is64, uint64_t a, uint64_t b, uint64_t c, uint32_t mode,
                    uint64_t imm)
{
    if (op == VJ_OP_FDOT2) /* issue 29 */
        return dot2(a & 0xffffffffu, b & 0xffffffffu, c & 0xffffffffu, mode, imm);
    if (op == VJ_OP_FCVTH || (imm & VJ_FPI_F16))
        return lane16(op, a, b, c, mode, imm);
    if (op == VJ_OP_FNARROW || op == VJ_OP_FWIDEN)
        return cvt_width(op == VJ_OP_FWIDEN, op == VJ_OP_FWIDEN ? a & 0xffffffffu : a, mode, imm);
    if (op == VJ_OP_FCVTI)
        return cvt_int((uint32_t)a, imm);
    if (op == VJ_OP_FTOI)
        return to_i32(a, mode, imm);
    if (op == VJ_OP_FFROMI) /* exact: every i32 and u32 is an f64 */
        return bits_f64((imm & VJ_FPI_FN_MASK) >> VJ_FPI_FN_SHIFT == VJ_FN_TO_I32
                            ? (double)(int32_t)a
                            : (double)(uint32_t)a);
    const fmt *f = is64 ? &F64 : &F32;
    if (op == VJ_OP_FCLASS)
        return fclass(f, is64 ? a : a & 0xffffffffu, (uint32_t)b);
    if (!is64) {
        a &= 0xffffffffu;
        b &= 0xffffffffu;
        c &= 0xffffffffu;
    }
    uint64_t s[3] = {a, b, c};
    switch (op) {
    case VJ_OP_FADD:
    case VJ_OP_FSUB:
    case VJ_OP_FMUL:
        return arith(f, op, is64, s, 2, mode, imm);
    case VJ_OP_FFMA:
        return arith(f, op, is64, s, 3, mode, imm);
    case VJ_OP_FMIN:
    case VJ_OP_FMAX:
        return minmax(f, op == VJ_OP_FMAX, is64, a, b, mode, imm);
    case VJ_OP_FPOST:
        return post(f, is64, a, mode, imm);
    case VJ_OP_FCMP:
        return compare(f, is64, a, b, mode, imm);
    case VJ_OP_FLDEXP:
        return ldexp_lane(f, is64, a, (int32_t)b, mode, imm);
    case VJ_OP_FUNARY:
        return unary(f, is64, a, mode, imm);
    case VJ_OP_FMED3:
        return med3(f, is64, a, b, c, mode, imm);
    case VJ_OP_FMAD:
        return mad(s, mode, imm);
    case VJ_OP_FTRANS:
        return trans(f, is64, a, mode, imm);
    case VJ_OP_FDIVSCALE:
    case VJ_OP_FDIVVCC:
        return div_scale(f, is64, s, mode, imm, op == VJ_OP_FDIVVCC);
    case VJ_OP_FDIVFMAS:
        return div_fmas(f, is64, s, mode, imm);
    case VJ_OP_FDIVFIXUP:
        return div_fixup(f, is64, s, mode, 1);
    case VJ_OP_FMISC: /* room frows */
        return misc(s, mode, imm);
    default:
        return 0;
    }
}
