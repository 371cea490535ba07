// float_convert: conversions between integers and floats and the rounding
// ops: int/uint <-> float and double (v_cvt_*), floor/ceil/trunc/rint,
// fract, frexp/ldexp, saturating float -> uchar, and NaN/infinity tests
// (v_cmp_class). Part of vop3jit's float kernel corpus.
// -nogpulib: no OpenCL library, so work-item ids, barriers and math come
// from clang's builtins (each lowers to the instructions named above).
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())
__kernel void int_float(__global float *f, __global int *i, __global uint *u,
                        __global const int *si, __global const float *sf)
{
    uint g = GID();
    f[g] = (float)si[g] + (float)(uint)si[g] * 0.5f;
    i[g] = (int)sf[g];
    u[g] = (uint)(sf[g] * 256.0f);
}

__kernel void int_double(__global double *d, __global int *i, __global uint *u,
                         __global const int *si, __global const double *sd)
{
    uint g = GID();
    d[g] = (double)si[g] * 0.25 + (double)(uint)si[g];
    i[g] = (int)sd[g];
    u[g] = (uint)sd[g];
}

__kernel void rounding(__global float4 *out, __global const float *in)
{
    uint g = GID();
    float x = in[g];
    out[g] = (float4)(__builtin_floorf(x), __builtin_ceilf(x), __builtin_truncf(x), __builtin_rintf(x));
}

__kernel void fract_frexp(__global float *m, __global int *e, __global float *fr,
                          __global float *sc, __global const float *in)
{
    uint g = GID();
    int ex;
    float x = in[g];
    m[g] = __builtin_frexpf(x, &ex);
    e[g] = ex;
    // OpenCL fract(): x - floor(x), kept below 1.
    float whole = __builtin_floorf(x);
    fr[g] = __builtin_fminf(x - whole, 0x1.fffffep-1f);
    sc[g] = __builtin_ldexpf(x, (int)g & 15) + whole;
}

// RGBA float to bytes with saturation: what image kernels do last.
__kernel void to_rgba8(__global uint *out, __global const float4 *in)
{
    uint g = GID();
    float4 p = in[g] * 255.0f + 0.5f;
    uint r = 0;
    for (int c = 0; c < 4; c++)
        r |= (uint)__builtin_fminf(__builtin_fmaxf(p[c], 0.0f), 255.0f) << (8 * c);
    out[g] = r;
}

__kernel void finite_mask(__global uint *out, __global const float *in,
                          __global const double *ind)
{
    uint g = GID();
    float x = in[g];
    double y = ind[g];
    out[g] = (__builtin_isnan(x) ? 1u : 0u) | (__builtin_isinf(x) ? 2u : 0u) | (__builtin_isnan(y) ? 4u : 0u) |
             (__builtin_isfinite(y) ? 8u : 0u) | (__builtin_signbit(x) ? 16u : 0u);
}
