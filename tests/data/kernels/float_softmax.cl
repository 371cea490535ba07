// float_softmax: a row softmax (max, exp, sum, division) and a
// log-sum-exp, each row reduced by one work-item so the ALU code is
// straight float work: v_exp_f32/v_log_f32 with their range scaling,
// v_rcp_f32, the division macro in f64. Part of vop3jit's float corpus.
// -nogpulib: no OpenCL library, so work-item ids, barriers and math come
// from clang's builtins (each lowers to the instructions named above).
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())
__kernel void softmax_row(__global float *out, __global const float *in, uint n)
{
    uint r = GID();
    __global const float *x = in + r * n;
    float m = x[0];
    for (uint i = 1; i < n; i++)
        m = __builtin_fmaxf(m, x[i]);
    float s = 0.0f;
    for (uint i = 0; i < n; i++)
        s += __builtin_expf(x[i] - m);
    for (uint i = 0; i < n; i++)
        out[r * n + i] = __builtin_expf(x[i] - m) / s;
}

__kernel void logsumexp(__global float *out, __global const float *in, uint n)
{
    uint r = GID();
    float m = -INFINITY, s = 0.0f;
    for (uint i = 0; i < n; i++)
        m = __builtin_fmaxf(m, in[r * n + i]);
    for (uint i = 0; i < n; i++)
        s += __builtin_exp2f((in[r * n + i] - m) * 1.44269504f);
    out[r] = m + __builtin_logf(s);
}

// Mean of a row in f64, then each element's share of the row's sum: f64
// division is always the full div_scale/div_fmas/div_fixup sequence.
__kernel void share_f64(__global double *out, __global const double *in, uint n)
{
    uint r = GID();
    double s = 0.0;
    for (uint i = 0; i < n; i++)
        s += in[r * n + i];
    for (uint i = 0; i < n; i++)
        out[r * n + i] = in[r * n + i] / s;
}
