// float_mix: mixed precision as ML kernels write it: f16 products
// accumulated in f32 (v_fma_mix_f32, v_fma_mixlo/hi_f16 where the compiler
// forms them), the f16 dot products (v_dot2_f32_f16 everywhere here;
// GFX11+'s v_dot2_f16_f16, v_dot2_bf16_bf16 and v_dot2_f32_bf16), and
// the fp8/bf8 conversions of gfx942 and GFX12. Part of vop3jit's float
// kernel corpus. -nogpulib: no OpenCL library; clang's builtins.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

// f16 inputs, f32 accumulation: a row of a half GEMM, unrolled by four.
__kernel void mix_dot_row(__global float *out, __global const half *a, __global const half *b,
                          uint n, float scale)
{
    uint g = GID();
    float acc = 0.0f;
    for (uint k = 0; k < n; k += 4) {
        acc = __builtin_fmaf((float)a[g * n + k], (float)b[k], acc);
        acc = __builtin_fmaf((float)a[g * n + k + 1], (float)b[k + 1], acc);
        acc = __builtin_fmaf((float)a[g * n + k + 2], (float)b[k + 2], acc);
        acc = __builtin_fmaf((float)a[g * n + k + 3], (float)b[k + 3], acc);
    }
    out[g] = acc * scale;
}

// The same in f16 out: an f32 fma of f16 inputs rounded back to f16.
__kernel void mix_lerp(__global half2 *out, __global const half2 *x, __global const half2 *y,
                       float t)
{
    uint g = GID();
    half2 a = x[g], b = y[g];
    out[g] = (half2)((half)__builtin_fmaf((float)b.x - (float)a.x, t, (float)a.x),
                     (half)__builtin_fmaf((float)b.y - (float)a.y, t, (float)a.y));
}

// Dot products of half2 pairs into f32 (and, on GFX11+, into f16 and
// from bf16 pairs held as shorts).
__kernel void dot2_acc(__global float *out, __global half *out16, __global short2 *outbf,
                       __global const half2 *a, __global const half2 *b,
                       __global const short2 *ba, __global const short2 *bb)
{
    uint g = GID();
    float acc = __builtin_amdgcn_fdot2(a[g], b[g], 0.0f, false);
    acc = __builtin_amdgcn_fdot2(a[g + 1], b[g + 1], acc, true);
#if defined(__gfx1100__) || defined(__gfx1200__)
    // (clang-19's bf16 dot builtins take bf16 pairs as short vectors)
    typedef short v2s __attribute__((__vector_size__(2 * sizeof(short))));
    v2s xa = __builtin_bit_cast(v2s, ba[g]), xb = __builtin_bit_cast(v2s, bb[g]);
    acc = __builtin_amdgcn_fdot2_f32_bf16(xa, xb, acc, false);
    out16[g] = __builtin_amdgcn_fdot2_f16_f16(a[g], b[g], out16[g]);
    short r = __builtin_amdgcn_fdot2_bf16_bf16(xa, xb, outbf[g].x);
    outbf[g] = (short2)(r, (short)g);
#endif
    out[g] = acc;
}

// fp8/bf8 (gfx942: the FNUZ formats; GFX12: the OCP ones): unpack bytes to
// f32, scale, pack back with round-to-nearest and with stochastic rounding.
__kernel void fp8_scale(__global uint *out, __global const uint *in, __global const uint *rnd,
                        float s)
{
    uint g = GID();
#if defined(__gfx942__) || defined(__gfx1200__)
    uint w = in[g];
    float a = __builtin_amdgcn_cvt_f32_fp8(w, 0) * s;
    float b = __builtin_amdgcn_cvt_f32_fp8(w, 1) * s;
    float c = __builtin_amdgcn_cvt_f32_bf8(w, 2) * s;
    float d = __builtin_amdgcn_cvt_f32_bf8(w, 3) * s;
    uint r = __builtin_amdgcn_cvt_pk_fp8_f32(a, b, 0, false);
    r = __builtin_amdgcn_cvt_pk_bf8_f32(c, d, r, true);
    uint q = __builtin_amdgcn_cvt_sr_fp8_f32(a + c, rnd[g], 0, 0);
    q = __builtin_amdgcn_cvt_sr_bf8_f32(b + d, rnd[g] >> 3, q, 1);
    out[g] = r ^ q;
#else
    out[g] = in[g];
#endif
}
