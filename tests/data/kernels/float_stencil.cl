// float_stencil: grid updates of the kind CFD and image codes run: a
// 5-point Jacobi step, a clamped 3x3 blur with min/max, and an explicit
// f64 heat step. Part of vop3jit's float kernel corpus.
// -nogpulib: no OpenCL library, so work-item ids, barriers and math come
// from clang's builtins (each lowers to the instructions named above).
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())
__kernel void jacobi5(__global float *out, __global const float *in, uint w, uint h)
{
    uint x = GID(), y = __builtin_amdgcn_workgroup_id_y();
    if (x == 0 || y == 0 || x >= w - 1 || y >= h - 1)
        return;
    uint i = y * w + x;
    out[i] = 0.25f * (in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
}

// A 3x3 weighted blur, then clamped into [lo, hi]: v_med3/v_max/v_min.
__kernel void blur3_clamp(__global float *out, __global const float *in, uint w,
                          float lo, float hi)
{
    uint x = GID() + 1, y = __builtin_amdgcn_workgroup_id_y() + 1;
    uint i = y * w + x;
    float s = 4.0f * in[i];
    s += 2.0f * (in[i - 1] + in[i + 1] + in[i - w] + in[i + w]);
    s += in[i - w - 1] + in[i - w + 1] + in[i + w - 1] + in[i + w + 1];
    out[i] = __builtin_fminf(__builtin_fmaxf(s * 0.0625f, lo), hi);
}

__kernel void heat_f64(__global double *out, __global const double *in, uint w,
                       double alpha)
{
    uint x = GID() + 1, y = __builtin_amdgcn_workgroup_id_y() + 1;
    uint i = y * w + x;
    double lap = in[i - 1] + in[i + 1] + in[i - w] + in[i + w] - 4.0 * in[i];
    out[i] = in[i] + alpha * lap;
}
