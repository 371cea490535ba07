// float_norm: normalisations with square roots: vectors scaled to unit
// length (rsqrt), a layer normalisation (mean, variance, 1/sqrt), and the
// distance step of k-means (sqrt, compare, select of the nearest). Part of
// vop3jit's float kernel corpus.
// -nogpulib: no OpenCL library, so work-item ids, barriers and math come
// from clang's builtins (each lowers to the instructions named above).
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())
__kernel void unit3(__global float4 *v)
{
    uint i = GID();
    float4 p = v[i];
    float len2 = p.x * p.x + p.y * p.y + p.z * p.z;
    float k = len2 > 0.0f ? 1.0f / __builtin_sqrtf(len2) : 0.0f;
    v[i] = (float4)(p.x * k, p.y * k, p.z * k, p.w);
}

__kernel void layernorm(__global float *out, __global const float *in, uint n,
                        float eps, float gamma, float beta)
{
    uint r = GID();
    float mean = 0.0f, var = 0.0f;
    for (uint i = 0; i < n; i++)
        mean += in[r * n + i];
    mean /= (float)n;
    for (uint i = 0; i < n; i++) {
        float d = in[r * n + i] - mean;
        var = __builtin_fmaf(d, d, var);
    }
    float inv = 1.0f / __builtin_sqrtf(var / (float)n + eps);
    for (uint i = 0; i < n; i++)
        out[r * n + i] = (in[r * n + i] - mean) * inv * gamma + beta;
}

// The nearest of k centroids to a 2-D point: sqrt, <, and a select of the index.
__kernel void kmeans_assign(__global uint *label, __global const float2 *pt,
                            __global const float2 *cent, uint k)
{
    uint i = GID();
    float2 p = pt[i];
    float best = INFINITY;
    uint arg = 0;
    for (uint j = 0; j < k; j++) {
        float2 d = p - cent[j];
        float dist = __builtin_sqrtf(d.x * d.x + d.y * d.y);
        if (dist < best) {
            best = dist;
            arg = j;
        }
    }
    label[i] = arg;
}

__kernel void norm_f64(__global double *out, __global const double *in)
{
    uint i = GID();
    double x = in[2 * i], y = in[2 * i + 1];
    out[i] = __builtin_sqrt(x * x + y * y);
}
