// float_gemm: dense matrix products as OpenCL people write them: a 16x16
// tile staged through local memory (f32 FMA chains, v_fmac/v_fma), a
// register-blocked 1x4 variant with alpha/beta scaling, and the same tile
// in f64 (v_fma_f64). Part of vop3jit's float kernel corpus.
#define T 16
// -nogpulib: no OpenCL library, so work-item ids, barriers and math come
// from clang's builtins.
#define LX() __builtin_amdgcn_workitem_id_x()
#define LY() __builtin_amdgcn_workitem_id_y()
#define GX() __builtin_amdgcn_workgroup_id_x()
#define GY() __builtin_amdgcn_workgroup_id_y()
#define BARRIER()                                             \
    do {                                                      \
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
        __builtin_amdgcn_s_barrier();                         \
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
    } while (0)

__kernel __attribute__((reqd_work_group_size(T, T, 1)))
void sgemm_tile(__global float *c, __global const float *a, __global const float *b,
                uint n, float alpha, float beta)
{
    __local float as[T][T], bs[T][T];
    uint tx = LX(), ty = LY();
    uint row = GY() * T + ty, col = GX() * T + tx;
    float acc = 0.0f;
    for (uint k0 = 0; k0 < n; k0 += T) {
        as[ty][tx] = a[row * n + k0 + tx];
        bs[ty][tx] = b[(k0 + ty) * n + col];
        BARRIER();
        for (uint k = 0; k < T; k++)
            acc = __builtin_fmaf(as[ty][k], bs[k][tx], acc);
        BARRIER();
    }
    c[row * n + col] = alpha * acc + beta * c[row * n + col];
}

// Four outputs a work-item: independent accumulators, a multiply-add each.
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void sgemm_1x4(__global float4 *c, __global const float *a,
                        __global const float4 *b, uint n, float alpha)
{
    uint row = GY(), col = GX() * 64 + LX();
    float4 acc = (float4)(0.0f);
    for (uint k = 0; k < n; k++)
        acc += a[row * n + k] * b[k * (n / 4) + col];
    c[row * (n / 4) + col] = alpha * acc;
}

__kernel __attribute__((reqd_work_group_size(T, T, 1)))
void dgemm_tile(__global double *c, __global const double *a, __global const double *b,
                uint n, double alpha)
{
    __local double as[T][T], bs[T][T];
    uint tx = LX(), ty = LY();
    uint row = GY() * T + ty, col = GX() * T + tx;
    double acc = 0.0;
    for (uint k0 = 0; k0 < n; k0 += T) {
        as[ty][tx] = a[row * n + k0 + tx];
        bs[ty][tx] = b[(k0 + ty) * n + col];
        BARRIER();
        for (uint k = 0; k < T; k++)
            acc = __builtin_fma(as[ty][k], bs[k][tx], acc);
        BARRIER();
    }
    c[row * n + col] = alpha * acc;
}
