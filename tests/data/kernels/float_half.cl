// float_half: OpenCL half (cl_khr_fp16) as graphics and ML kernels use it:
// packed half2 arithmetic (v_pk_fma/add/mul/min/max_f16), scalar f16
// arithmetic, compares and selects, rounding ops, f16 <-> f32 and
// f16 <-> short conversions, v_cvt_pkrtz and v_pack_b32_f16, classes,
// and the f16 transcendentals. Part of vop3jit's float kernel corpus.
// -nogpulib: no OpenCL library; math comes from clang's builtins.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

// Packed half2: a scaled add with a bias, a clamp to [lo, hi] and a blend.
__kernel void half2_axpby(__global half2 *y, __global const half2 *x, __global const half2 *b,
                          half2 alpha, half2 lo, half2 hi)
{
    uint g = GID();
    half2 v = alpha * x[g] + y[g];
    v = v * (half2)(0.5h, 2.0h) + b[g];
    v = __builtin_elementwise_max(__builtin_elementwise_min(v, hi), lo);
    y[g] = v - x[g];
}

// f32 in, f16 out and back: conversions, the RTZ pack and a scale.
__kernel void half_convert(__global half2 *h, __global float2 *f, __global uint *pk,
                           __global short *s, __global const float2 *in)
{
    uint g = GID();
    float2 x = in[g];
    half2 hv = (half2)((half)x.x, (half)x.y);
    h[g] = hv;
    f[g] = (float2)((float)hv.x, (float)hv.y) * 4.0f;
    pk[g] = __builtin_bit_cast(uint, __builtin_amdgcn_cvt_pkrtz(x.x, x.y));
    s[g] = (short)hv.x + (short)(half)((short)g - 100);
}

// Scalar half: compares driving selects, rounding, fract, ldexp and frexp,
// NaN and infinity tests.
__kernel void half_scalar(__global half *out, __global int *cls, __global const half *in,
                          half t)
{
    uint g = GID();
    half x = in[g], y = in[g + 1];
    half m = x < y ? x : y;
    half r = __builtin_rintf16(x) + __builtin_floorf16(y) - __builtin_ceilf16(m) +
             __builtin_truncf16(x * y);
    half fr = x - __builtin_floorf16(x);
    int e;
    half mant = __builtin_frexpf16(y, &e);
    out[g] = __builtin_fmaf16(r, t, fr) + __builtin_ldexpf16(mant, e + 1) +
             __builtin_elementwise_max(x, t);
    cls[g] = (__builtin_isnan(x) ? 1 : 0) | (__builtin_isinf(y) ? 2 : 0) | (x >= t ? 4 : 0);
}

// The f16 transcendentals: square root, 2^x, log2, reciprocal, 1/sqrt,
// sine and cosine in turns (v_sin/v_cos_f16 take revolutions).
__kernel void half_trans(__global half4 *out, __global half4 *out2, __global const half *in)
{
    uint g = GID();
    half x = in[g];
    half ax = __builtin_fabsf16(x) + 1.0h;
    out[g] = (half4)(__builtin_sqrtf16(ax), __builtin_exp2f16(x), __builtin_log2f16(ax),
                     __builtin_amdgcn_rcph(ax));
    out2[g] = (half4)(__builtin_amdgcn_rsqh(ax), __builtin_amdgcn_sinh(x), __builtin_amdgcn_cosh(x),
                      x);
}
