/* fpmode: the float ops' shared facts (issue 28): the MODE register's fields,
 * what a float node's imm says (VJ_FPI_*), and every open question of the
 * float semantics answered in one place (docs/design.md "Float"). Data and
 * tiny pure helpers only: each engine writes its own arithmetic. */
#ifndef VJ_IR_FPMODE_H
#define VJ_IR_FPMODE_H

#include <stdint.h>

#include "vop3jit.h" /* VJ_MODE_* */

/* MODE fields by width: the f32 fields, or the f64 (and f16) ones. */
static inline unsigned vj_mode_round(uint32_t mode, int is64)
{
    return is64 ? (mode >> 2) & 3u : mode & 3u; /* 0 RNE, 1 +inf, 2 -inf, 3 zero */
}
static inline unsigned vj_mode_denorm(uint32_t mode, int is64)
{
    return is64 ? (mode >> 6) & 3u : (mode >> 4) & 3u; /* bit 0 keep in, bit 1 keep out */
}

/* A float node's imm (ops.def): the instruction's fixed behaviour. */
enum {
    /* The instruction is GFX12's: no IEEE and no DX10_CLAMP bit in MODE;
     * it behaves as with both set (sNaN inputs quieted, clamp makes a NaN
     * +0), OMOD always applies, and min/max are the _num forms. */
    VJ_FPI_GFX12 = 1u << 0,
    VJ_FPI_CLAMP = 1u << 1,     /* FPOST: clamp the result to [+0, 1.0] */
    VJ_FPI_OMOD_SHIFT = 2,      /* FPOST: OMOD (1: *2, 2: *4, 3: /2) in bits 3:2 */
    VJ_FPI_OMOD_MASK = 3u << 2,
    VJ_FPI_CVT_SHIFT = 4,       /* FCVTI: which conversion (VJ_CVT_*) in bits 5:4 */
    VJ_FPI_CVT_MASK = 3u << 4,
    VJ_FPI_KIND_SHIFT = 6,      /* FCMP: the predicate (bits 9:6; ops.def) */
    VJ_FPI_KIND_MASK = 15u << 6,
    /* Room float3. */
    VJ_FPI_FN_SHIFT = 10, /* FUNARY, FTOI, FFROMI, FTRANS (room ftrans): which function
                             (bits 13:10) */
    VJ_FPI_FN_MASK = 15u << 10,
    VJ_FPI_SRC64 = 1u << 14,   /* FTOI: the source is an f64 (else an f32) */
    VJ_FPI_DX9 = 1u << 15,     /* FMUL, FFMA, FMAD: the DX9 zero rule (fpmode.h) */
    VJ_FPI_NANPROP = 1u << 16, /* FMIN, FMAX: GFX12's v_minimum/maximum (fpmode.h) */
    /* Issue 29: the node's values are f16 ones, each in the low 16 bits of
     * its i32 (the other bits of an argument ignored, of the result 0);
     * MODE's f64 fields are the f16 ones (vj_mode_round/denorm with is64 1)
     * and VJ_MODE_FP16_OVFL applies. (FCVTH says its conversion in the FN
     * field instead: VJ_FH_*.) */
    VJ_FPI_F16 = 1u << 17,
    /* Issue 29: FDOT2 by the gfx11 hardware model (below), not the
     * pseudocode. */
    VJ_FPI_DOT_GFX11 = 1u << 18,
    /* Issue 29, item 5: FMISC's fp8 functions (VJ_FM_*F8*): the bf8 format
     * (E5M2), else fp8 (E4M3). */
    VJ_FPI_BF8 = 1u << 19,
};
/* Issue 29, item 4: FDOT2's source formats (the FN field). */
enum { VJ_FD_F16, VJ_FD_BF16 };
/* The float dot product D = S2 + a0*b0 + a1*b1 (a_i, b_i f16, S2 an f32).
 * The pseudocode (RDNA3/CDNA3 V_DOT2_F32_F16): tmp = S2; tmp += a0 * b0;
 * tmp += a1 * b1, in f32: each f16 converted as v_cvt_f32_f16 does (flushed
 * by MODE's f16 input field), each product rounded as v_mul_f32 (exact for
 * f16), each sum as v_add_f32, under MODE's f32 fields and NaN rules.
 * Approx: gfx11 hardware does not do that (FLOAT.md section 3).
 * The gfx11 model (ROCm/rocm-systems issue #12056, gfx1151; rocjitsu's
 * gfx11_dot2.h, checked on gfx1100: numbers and rules only, our code),
 * independent of MODE: a NaN factor gives 0xffc00a3d; an infinite factor
 * times a zero one, or infinite products of both signs, 0xffc00000; then a
 * NaN S2 itself, quieted; infinities as IEEE (an infinite S2 against an
 * infinite product of the other sign 0xffc00000). Else each factor is
 * sig * 2^(e' - 10) with e' = max(exponent field, 1) - 15 (a subnormal's
 * sig is its fraction); S2 is 1.m * 2^(e - 127), a subnormal S2 zero (its
 * sign kept). The grid is the larger of (e'(a) + e'(b) - 24) over the
 * products that are not zero and (the largest leading exponent of the
 * three terms) - 26; each term's magnitude is truncated to a multiple of
 * 2^grid; a term of the other sign than S2 (a zero one too) enters as its
 * one's complement (-(m + 1)); the sum, in S2's sign, is rounded once to
 * 24 bits, nearest even; a result below 2^-126 is +0, a zero sum +0, one
 * above the f32 range +-inf. */
/* FUNARY's functions: the rounding ones (to an integral value, whatever
 * MODE's rounding field says) and v_frexp_mant. */
enum { VJ_FN_RNDNE, VJ_FN_FLOOR, VJ_FN_CEIL, VJ_FN_TRUNC, VJ_FN_FREXP_MANT,
       VJ_FN_FRACT /* room frows: v_fract (below) */ };
/* FTOI's: to i32 or u32 (toward zero, saturated, a NaN 0) or v_frexp_exp;
 * FFROMI's: the source is an i32 or a u32. */
enum { VJ_FN_TO_I32, VJ_FN_TO_U32, VJ_FN_FREXP_EXP,
       VJ_FN_RPI, VJ_FN_FLR /* room frows: v_cvt_rpi/flr_i32_f32 (below) */ };
/* Room ftrans: the transcendentals FTRANS computes (v_rcp_iflag_f32 is RCP:
 * it differs in the exception it may raise, which we do not model). */
enum { VJ_FTRANS_RCP, VJ_FTRANS_RSQ, VJ_FTRANS_SQRT, VJ_FTRANS_EXP, VJ_FTRANS_LOG,
       VJ_FTRANS_SIN, VJ_FTRANS_COS };
/* Issue 29: FCVTH's conversions (the FN field): f32 to f16 by MODE's f16
 * rounding, or toward zero whatever MODE says (v_cvt_pkrtz); f16 to f32;
 * u16/i16 to f16 by MODE; f16 to u16/i16 (toward zero, saturated, a NaN 0;
 * the result zero-extended from 16 bits). */
enum { VJ_FH_FROM_F32, VJ_FH_FROM_F32_RTZ, VJ_FH_TO_F32, VJ_FH_FROM_U16, VJ_FH_FROM_I16,
       VJ_FH_TO_U16, VJ_FH_TO_I16 };
/* FCMP's predicate bits: which relations make it true. */
enum { VJ_FCMP_LT = 1, VJ_FCMP_EQ = 2, VJ_FCMP_GT = 4, VJ_FCMP_UN = 8 };
/* v_cmp_class's mask bits (the ISA's V_CMP_CLASS_F32 pseudocode). */
enum {
    VJ_FCLASS_SNAN = 1u << 0, VJ_FCLASS_QNAN = 1u << 1, VJ_FCLASS_NINF = 1u << 2,
    VJ_FCLASS_NNORM = 1u << 3, VJ_FCLASS_NSUB = 1u << 4, VJ_FCLASS_NZERO = 1u << 5,
    VJ_FCLASS_PZERO = 1u << 6, VJ_FCLASS_PSUB = 1u << 7, VJ_FCLASS_PNORM = 1u << 8,
    VJ_FCLASS_PINF = 1u << 9,
};
enum { VJ_CVT_F32_I32, VJ_CVT_F32_U32, VJ_CVT_I32_F32, VJ_CVT_U32_F32 };

/* Default NaNs (FLOAT.md section 2, AMD pseudocode, x86's too): negative. */
#define VJ_FP_DNAN16 0xfe00u
#define VJ_FP_DNAN32 0xffc00000u
#define VJ_FP_DNAN64 0xfff8000000000000ull

/* The open questions, answered (docs/design.md says why and from where).
 *
 * [?] sNaN quieting with IEEE = 0 before GFX12: an arithmetic op returns
 * its NaN input unquieted (rocjitsu's quiets_nan, from captures); with
 * IEEE = 1 and on GFX12 it is quieted (quiet bit set, sign and payload
 * kept). */
static inline int vj_fp_quiets_snan(uint32_t mode, uint64_t imm)
{
    return (imm & VJ_FPI_GFX12) || (mode & VJ_MODE_IEEE);
}
/* [?] Which NaN an op of several NaN inputs returns: the first in source
 * order (src0, src1, src2), after the source modifiers (rocjitsu, gfx1201). */
/* [?] The flush point: a result is flushed (to zero of its sign) when the
 * IEEE result, rounded in the format with its subnormals, is subnormal; a
 * value that rounds up to the smallest normal is kept. */
/* [?] OMOD before GFX12 applies only when IEEE = 0 and the format's output
 * denormals are flushed (rocjitsu's captures on gfx1100, gfx1030, gfx1010;
 * LLVM: "omod is ignored by hardware if IEEE bit is enabled"); on GFX12
 * always. */
static inline int vj_fp_omod_applies(uint32_t mode, uint64_t imm, int is64)
{
    if (imm & VJ_FPI_GFX12)
        return 1;
    return !(mode & VJ_MODE_IEEE) && !(vj_mode_denorm(mode, is64) & 2u);
}
/* [?] Issue 29: FP16_OVFL (MODE bit 23; RJ: "F16 overflow saturates to
 * +-65504 instead of +-inf"): a finite f16 result that overflows (rounds to
 * an infinity) is the largest finite value of its sign instead; an infinite
 * or NaN operand's result is as without the bit (IEEE's overflow is of
 * finite operands only). The rounding mode's own overflow rule (toward zero
 * gives the largest finite value) holds either way. */
static inline int vj_fp16_saturates(uint32_t mode)
{
    return (mode & VJ_MODE_FP16_OVFL) != 0;
}
/* Clamp of a NaN: +0 when DX10_CLAMP is set (always on GFX12), else the
 * NaN passes (AMD's text for DX10_CLAMP; tinygrad's hardware test). */
static inline int vj_fp_clamp_nan_to_zero(uint32_t mode, uint64_t imm)
{
    return (imm & VJ_FPI_GFX12) || (mode & VJ_MODE_DX10_CLAMP);
}
/* [?] A NaN converted between f32 and f64 keeps its sign and the top of its
 * payload (the fraction's high bits, shifted), quieted as an arithmetic op
 * quiets it; a narrowed sNaN whose payload was all in the dropped bits gets
 * the quiet bit, so that it stays a NaN. */
/* [?] min/max and MODE's denormal fields: an input is flushed as for any
 * float op and so is the result (LLVM lowers fcanonicalize to v_max_f32 of
 * a value with itself, which flushes per MODE). */

/* [?] Compares and MODE's denormal fields (FLOAT.md 10.6: no source says):
 * a compare flushes its denormal inputs when MODE's input field says, as
 * every other float op that reads a value does (so an f32 subnormal equals
 * 0 under flushing, and v_cmp_lt 0, subnormal is false there). v_cmp_class
 * never flushes: it tests the bits of its input (LLVM lowers is_fpclass,
 * whose result the denormal mode does not change, to it directly). Sign
 * and NaN rules have no [?]: a NaN is unordered, -0 equals +0. */
static inline int vj_fp_cmp_flushes(uint32_t mode, int is64)
{
    return !(vj_mode_denorm(mode, is64) & 1u);
}

/* Room float3's answers:
 * [?] v_frexp_mant/exp, v_rndne/floor/ceil/trunc and v_ldexp quiet a NaN
 * source as arithmetic does (vj_fp_quiets_snan; the pseudocode writes
 * frexp_mant's "D = S0", but the IEEE bit's text covers every op that
 * gathers exception flags) and flush a denormal input as MODE's field says
 * (a flushed one is a zero: frexp_exp 0, frexp_mant the zero); kept, a
 * denormal has its true exponent (C's frexp: LLVM lowers llvm.frexp to the
 * pair on every target after SI). frexp_exp of an infinity or NaN is 0,
 * frexp_mant of an infinity the infinity (pseudocode).
 * [?] v_med3: with a NaN source it is v_min3 (nested v_min: pseudocode);
 * else the pseudocode's "max3 == S0 ? max(S1, S2) : max3 == S1 ? max(S0, S2)
 * : max(S0, S1)" on the inputs after MODE's input flush, the result then
 * flushed by the output field. Before GFX12 "==" is the float equality (-0
 * == +0: the pseudocode; no capture says otherwise); GFX12's v_med3_num
 * matches by bits (rocjitsu's captures on gfx1201: (-0, +0, -0) gives -0). */
/* [?] The legacy / DX9 ops (FLOAT.md 3; pseudocode V_MUL_DX9_ZERO_F32,
 * V_FMA_DX9_ZERO_F32): when S0 or S1 == 0.0 the product is +0 (mul: the
 * result +0, also against an infinity or a NaN; fma: the result S2, as an
 * arithmetic result: a NaN quieted, a denormal flushed by MODE, but a -0
 * kept). The zero test sees the inputs after MODE's input flush (a flushed
 * denormal is a zero: no source says otherwise). v_mad/mac_f32 (and their
 * legacy forms) are unfused and flush f32 denormals whatever MODE says
 * (LLVM D48573): the inputs, the product (rounded by MODE) and the sum
 * (FLOAT.md 3's [?] on the flush points, taken as written there). */
/* GFX12's v_minimum/maximum (IEEE 754-2019 minimum/maximum): a NaN source
 * gives a NaN, the first in source order, quieted (rocjitsu's captures on
 * gfx1201; the ISA text prefers an sNaN, which they contradict); -0 < +0;
 * denormals as for v_min/max. */
static inline int vj_fp_med3_matches_bits(uint64_t imm)
{
    return (imm & VJ_FPI_GFX12) != 0;
}

/* Room ftrans: the transcendentals (FLOAT.md section 4; docs/design.md
 * "Transcendentals"). No public capture-validated model serves every target,
 * so each is approx (VJ_IF_APPROX): the special cases below are applied
 * exactly, and elsewhere the result is the correctly rounded value of the
 * function (vj_fp_trans_value, GNU MPFR).
 *
 * [?] Rounding: to nearest even whatever MODE's FP_ROUND says (they are not
 * IEEE operations; no source says the field applies to them).
 * [?] A NaN input gives itself, quieted as an arithmetic op quiets it
 * (vj_fp_quiets_snan).
 * Denormals: the f32 rcp, rsq, sqrt, exp and log flush a subnormal input
 * (to zero of its sign) whatever MODE says (issue 28; rocjitsu: "F32
 * reciprocal and RSQ follow ... unconditional denormal flushing, as observed
 * on physical GFX12"; v_log_f32 gives -inf for subnormals "independent of
 * MODE"); an f32 rcp's subnormal result is flushed too, exp's is +0 (results
 * below 2^-126 are +0 "regardless of MODE"). sin and cos flush input and
 * output as MODE's f32 fields say (rocjitsu's trig model). [?] The f64
 * rcp, rsq and sqrt follow MODE's f64 fields as any f64 op (no source).
 * Special values: rcp(+-0) = +-inf, rcp(+-inf) = +-0; rsq(+0) = +inf,
 * rsq(-0) = -inf [?, IEEE rSqrt], rsq(+inf) = +0; sqrt(+-0) = +-0,
 * sqrt(+inf) = +inf; a negative input (-inf too) of rsq, sqrt and log gives
 * the default NaN; exp(+-0) = 1, exp(+inf) = +inf, exp(-inf) = +0;
 * log(+-0) = -inf, log(+inf) = +inf; sin/cos take revolutions
 * (sin(2 pi x)), of +-inf give the default NaN, and of an integer (every
 * |x| >= 2^23 in f32) sin the zero of x's sign, cos +1 (IEEE 754's
 * sinPi/cosPi; rocjitsu: |x| >= 2^23 gives sin 0, cos 1).
 * Issue 29: the f16 ones (v_rcp/rsq/sqrt/exp/log/sin/cos_f16, GFX12's
 * v_s_*_f16; no capture of any exists: approx) carry the same special
 * cases to f16: a NaN quieted (sign and payload kept), the default NaN
 * 0xfe00 for rsq/sqrt/log of a negative and sin/cos of an infinity,
 * rcp(+-0) = +-inf, rsq(-0) = -inf, sqrt(-0) = -0, log(+-0) = -inf,
 * exp(-inf) = +0, sin/cos in revolutions (every |x| >= 2^10 an integer);
 * else the correctly rounded f16 to nearest even (as the f32 ones, whatever
 * MODE's rounding field says). [?] Denormals: input and output flushed as
 * MODE's f16/f64 field says, as every other f16 op (no source gives the
 * f16 ones the f32 ones' forced flush; FLOAT.md: f16 denormals are kept by
 * default); exp's subnormal results too (the f32 "+0 below 2^-126" rule is
 * rocjitsu's f32 capture only). [?] FP16_OVFL: a value that overflowed (of
 * a finite non-zero input: rcp of a tiny subnormal, exp(x >= 16)) is
 * +-65504, as any f16 result (vj_fp16_saturates); the infinities of the
 * special cases (rcp(0), rsq(0), log(0), exp(+inf)) are not overflows. */
static inline int vj_fp_trans_flushes_in(unsigned fn, int is64, uint32_t mode)
{
    if (fn == VJ_FTRANS_SIN || fn == VJ_FTRANS_COS || is64)
        return !(vj_mode_denorm(mode, is64) & 1u);
    return 1;
}

/* Room div: the division macro (FLOAT.md section 5; docs/design.md
 * "Division"), as the AMD pseudocode (RDNA3/RDNA4 V_DIV_SCALE_F32/F64,
 * V_DIV_FMAS_F32/F64, V_DIV_FIXUP_F32/F64) writes it, with these readings.
 * rocjitsu's division.h (captures on gfx1100/gfx1201; not in our index)
 * says the pseudocode's DENORM predicates and fixed FMAS factors do not
 * reproduce hardware: v_div_scale and v_div_fmas are approx (VJ_IF_APPROX).
 *
 * v_div_scale(S0, S1 = denominator, S2 = numerator): D and the lane's bit of
 * the SDST mask (VCC by default), in the pseudocode's order:
 *   S2 == 0 or S1 == 0: D the default NaN, bit 0;
 *   exponent(S2) - exponent(S1) >= 96 (f64: 768): bit 1, D = S0 * 2^64
 *     (f64: 2^128) if S0 == S1;
 *   S1 subnormal: D = S0 * 2^64 (2^128);
 *   1/S1 (as an f64) subnormal and S2/S1 subnormal: bit 1, D = S0 * 2^64
 *     (2^128) if S0 == S1;
 *   1/S1 subnormal: D = S0 * 2^-64 (2^-128);
 *   S2/S1 subnormal: bit 1, D = S0 * 2^64 (2^128) if S0 == S2;
 *   exponent(S2) <= 23 (f64: 53): D = S0 * 2^64 (2^128);
 * exponent() is the biased exponent field. [?] A branch that assigns no D
 * leaves D = S0 (LLVM's sequence relies on it). [?] The inputs are flushed
 * as MODE's input field says before the tests (tinygrad's RDNA3 hardware
 * case: under FTZ a subnormal denominator gives the NaN; LLVM turns f32
 * denormals on around the sequence for that reason); the quotients of the
 * predicates are rounded as MODE's rounding field says; a scaled D is one
 * rounding (as v_ldexp), every D then flushed by MODE's output field.
 * [?] A NaN source (the pseudocode says nothing): D the first NaN in source
 * order, quieted as arithmetic quiets it, bit 0 (rocjitsu: the NaN operand
 * quieted). Hardware may differ: tinygrad's RDNA3 captures set VCC with a
 * zero numerator or denominator, which the pseudocode does not.
 *
 * v_div_fmas(S0, S1, S2), reading VCC's lane bit: bit 0: fma(S0, S1, S2),
 * as v_fma. Bit 1: the pseudocode's fixed factor (2^32 for f32, 2^64 for
 * f64 in the RDNA3 text) cannot undo v_div_scale's 2^64 / 2^128, which
 * LLVM's sequence needs; we take tinygrad's and rocjitsu's correction:
 * fma(S0, S1, S2) * 2^64 if exponent(S2) > 127 else * 2^-64 (f64: 2^128,
 * 1023), the product and sum exact and the scaled value rounded once (no
 * premature overflow, no double rounding into the subnormals). [?] Denormals
 * and NaNs as v_fma (MODE's fields; rocjitsu keeps input denormals whatever
 * MODE says: hardware may differ under a flushing MODE).
 *
 * v_div_fixup(S0 = quotient, S1 = denominator, S2 = numerator), exact: the
 * pseudocode's order: S2 NaN: S2 quieted; S1 NaN: S1 quieted (cvtToQuietNAN:
 * whatever the IEEE bit); 0/0 and inf/inf: the default NaN; x/0 and inf/y:
 * the infinity of sign(S1) ^ sign(S2); x/inf and 0/y: that zero;
 * exponent(S2) - exponent(S1) < -150 (f64: -1075): the least subnormal of
 * that sign ([?] UNDERFLOW_F32: flushed to the zero by MODE's output field,
 * whatever the rounding); [?] the pseudocode's "exponent(S1) == 255" clause
 * is unreachable as written (S1 an infinity or NaN was handled above); we
 * read it as the estimate S0's (tinygrad's RDNA3 hardware case: a NaN
 * estimate gives an infinity): S0 an infinity or NaN gives the infinity of
 * the sign; else |S0| with the sign. [?] Inputs flushed by MODE's input
 * field before the tests, the result by its output field. */
enum { VJ_DIV_SCALE_F32_GAP = 96, VJ_DIV_SCALE_F64_GAP = 768,
       VJ_DIV_SCALE_F32_K = 64, VJ_DIV_SCALE_F64_K = 128 };

/* Room frows (docs/design.md "The remaining f32/f64 rows").
 *
 * v_fract (pseudocode: D = S0 + -floor(S0); the ISA's notes: "Obey round
 * mode, result clamped to 0x3f7fffff"): a NaN source gives itself as
 * arithmetic returns it; the input flushed by MODE's input field (the notes'
 * "denormals are accepted" read as: not forced, MODE decides, as for
 * v_floor); the sum rounded by MODE's rounding field for the width (only
 * -1 < S0 < 0 can round, and it may round up to 1.0); a result of 1.0 is the
 * largest value below it (f64: 0x3fefffffffffffff, as LLVM's SI workaround
 * for v_fract_f64 clamps); the result flushed by MODE's output field; a zero
 * result has the sign IEEE addition gives x + -x (+0, -0 rounding down).
 * [?] +-inf: inf + -inf is an invalid operation, so the default NaN
 * (0xffc00000 / 0xfff8000000000000) as for every invalid arithmetic result;
 * CLRX's GCN notes say "NaN with proper sign" and rocjitsu's RDNA4 model
 * "infinite inputs produce NaN": the sign is the open part.
 *
 * v_cvt_rpi_i32_f32 / v_cvt_flr_i32_f32 (GFX11+: v_cvt_nearest/floor;
 * pseudocode f32_to_i32(floor(S0 + 0.5)) and f32_to_i32(floor(S0))): the
 * input flushed by MODE's input field; rpi's + 0.5 an f32 addition rounded
 * by MODE's f32 rounding field (so 0.49999997 + 0.5 rounds to 1.0 under
 * round-to-nearest and gives 1); f32_to_i32 saturates. [?] A NaN source:
 * f32_to_i32's rule, 0 (AMD's pseudocode for every family); CLRX's GCN notes
 * say rpi/flr give INT_MAX or INT_MIN by the NaN's sign. We follow AMD's
 * text; vj_fp_rpi_flr_nan is the one place to change it. */
/* FMISC's functions (imm's VJ_FPI_FN). */
enum { VJ_FM_CUBEID, VJ_FM_CUBESC, VJ_FM_CUBETC, VJ_FM_CUBEMA, VJ_FM_MULLIT, VJ_FM_TO_U8,
       VJ_FM_SNORM, VJ_FM_UNORM, VJ_FM_TO_I16, VJ_FM_TO_U16, VJ_FM_TRIG_PREOP,
       VJ_FM_F8_TO_F32, VJ_FM_F32_TO_F8, VJ_FM_SR_F8 /* the format: VJ_FPI_BF8 */ };
/* Issue 29, item 5: the fp8/bf8 conversions (docs/design.md "fp8").
 * Formats: gfx942 (no VJ_FPI_GFX12) the FNUZ ones: fp8 E4M3 bias 8, bf8
 * E5M2 bias 16, no infinity, no -0, 0x80 the one NaN (the CDNA3 ISA;
 * LLVM's Float8E4M3FNUZ/Float8E5M2FNUZ); gfx12 the OCP ones: fp8 E4M3FN
 * bias 7, no infinity, 0x7f/0xff NaN, largest 448; bf8 E5M2 bias 15,
 * 0x7c/0xfc infinities, exponent 31 with a fraction NaN (the RDNA4 ISA,
 * OCP FP8 spec). Subnormal codes exist in all four.
 * To f32 (a: the code in bits 7:0): exact for every code but a NaN; [?] a
 * NaN code gives the quiet NaN of its sign, +-0x7fc00000 (rocjitsu-derived
 * RDNA4 model: "NaNs become sign-preserving quiet NaNs"; the payload
 * is unpinned); FNUZ's 0x80 gives 0xffc00000.
 * From f32 (a; the result a code in bits 7:0): rounded to nearest even
 * whatever MODE says (the RDNA4 pseudocode sets ROUND_NEAREST_EVEN); an
 * f32 subnormal input rounds to zero under any MODE (it is below half the
 * least fp8 subnormal). A NaN gives 0xff (fp8) / 0xfe (bf8), OCP, and 0x80,
 * FNUZ. A finite result beyond the largest finite value is, with MODE's
 * FP16_OVFL set, the largest finite value of its sign (the rocjitsu-derived
 * RDNA4 model saturates by FP16_OVFL, "only finite inputs"), else the
 * format's overflow code: OCP fp8 the NaN +-0x7f, bf8 the infinity +-0x7c,
 * FNUZ 0x80; an infinite input gives the overflow code either way. A zero
 * result keeps its sign (FNUZ: +0, 0x80 being the NaN). [?] gfx942's
 * saturation control and its infinity rule are taken to be the same.
 * Stochastic (VJ_FM_SR_*; b: the random bits): the input's significand
 * (implicit bit included) shifted right to the least normal exponent when
 * below it (the bits shifted out lost), plus b >> 12 (fp8) or b >> 11
 * (bf8: the pseudocode's S1[31:12] / S1[31:11]), then truncated to the
 * format's fraction; a carry goes into the exponent; then the overflow rule
 * above. [?] The RDNA4 pseudocode says the addition "wraps around" inside
 * the fraction; the rocjitsu-derived model (from RDNA4 captures) carries,
 * which we follow; gfx942's rule is taken to be the same. */
/* The cube map ops (pseudocode V_CUBEID/SC/TC/MA_F32): the inputs flushed
 * by MODE's input field for the tests (|z| >= |x| and |z| >= |y|; |y| >=
 * |x|; z < 0 ...: float compares, a NaN false, -0 not below 0). [?] cubesc
 * and cubetc select an input (negated by its sign bit): no rounding, a NaN
 * kept as it is (a move, not arithmetic), the result flushed by MODE's
 * output field; cubeid gives one of 0.0 .. 5.0; cubema is the selected
 * input times 2.0, an f32 multiplication with every rule of v_mul_f32.
 * v_mullit (pseudocode V_MULLIT_F32): S1 == -MAX_FLOAT, S1 == -inf, S1 a
 * NaN, S2 <= 0 or S2 a NaN (tested after MODE's input flush) give
 * -MAX_FLOAT (0xff7fffff), else S0 * S1 as v_mul_f32.
 * The conversions to packed integers: [?] v_cvt_pk_u8_f32/pkaccum's
 * f32_to_u8: the input flushed by MODE, rounded to an integral value by
 * MODE's f32 rounding field (CLRX: "rounding mode from MODE register"),
 * held to [0, 255], a NaN 0. [?] f32_to_snorm / f32_to_unorm
 * (v_cvt_pknorm_i16/u16_f32, GFX11+ v_cvt_pk_norm_*): a NaN 0; else the
 * input held to [-1, 1] ([0, 1]), times 32767 (65535) exactly, rounded to
 * the nearest integer, ties to even (CLRX's GCN notes, marked "??";
 * tinygrad's emulator rounds half up: the two differ only for -0.5, which
 * gives -16384 here). v_cvt_pk_i16/u16_f32 (GFX11+; pseudocode
 * v_cvt_i16_f32 / v_cvt_u16_f32 of each source): toward zero, saturated to
 * the 16-bit type, a NaN 0 (as f32_to_i32). */
/* v_trig_preop_f64 (pseudocode V_TRIG_PREOP_F64, with LLVM's reading of
 * its bit window, AMDGPUInstCombineIntrinsic's constant folding): shift =
 * S1[4:0] * 53, plus exponent(S0) - 1077 when exponent(S0) > 1077; the 53
 * bits of the fraction of 2/pi that follow its first `shift` bits, as an
 * integer m; D = m * 2^(-53 - shift), times 2^128 when exponent(S0) >=
 * 1968, rounded by MODE's f64 field (only a subnormal result rounds) and
 * flushed by its output field. [?] shift >= 1120 gives +0 (LLVM: "Return
 * 0 for outbound segment (hardware behavior)"); a NaN S0 gives itself,
 * quieted as arithmetic quiets it (LLVM quiets it). The bits of 2/pi: the
 * interpreter's table (fp.c) was printed by GNU MPFR (mpfr_const_pi at
 * 1400 bits, 2 divided by it, 32 bits at a time); the reference computes
 * them with MPFR on every call, and test_float_diff compares the two. */
#define VJ_FP_TRIG_PREOP_LIMIT 1120u
static inline uint32_t vj_fp_rpi_flr_nan(uint64_t nan_bits)
{
    (void)nan_bits;
    return 0;
}
#define VJ_FP_FRACT_MAX32 0x3f7fffffu
#define VJ_FP_FRACT_MAX64 0x3fefffffffffffffull

#endif /* VJ_IR_FPMODE_H */
