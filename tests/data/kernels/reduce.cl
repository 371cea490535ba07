// reduce: reductions and scans across a wave with the cross-lane
// intrinsics (no OpenCL sub-group builtins: -nogpulib): a sum and a
// minimum by v_readlane_b32, an inclusive prefix sum written lane by lane
// with v_writelane_b32, a ballot's popcount and each lane's rank in it by
// v_mbcnt, the first active lane's value by v_readfirstlane_b32. Part of
// vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())
#define WAVE __builtin_amdgcn_wavefrontsize()

#if __AMDGCN_WAVEFRONT_SIZE == 64
#define BALLOT(p) __builtin_amdgcn_ballot_w64(p)
typedef ulong mask_t;
#else
#define BALLOT(p) __builtin_amdgcn_ballot_w32(p)
typedef uint mask_t;
#endif

// The lane's number in its wave.
static uint lane_id(void)
{
    return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

// out[i] = the sum of in[] over i's wave (every lane active).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void wave_sum(__global uint *out, __global const uint *in)
{
    uint i = GID();
    uint x = in[i] * 3u + 1u;
    uint s = 0;
    for (uint l = 0; l < WAVE; l++)
        s += __builtin_amdgcn_readlane(x, l);
    out[i] = s;
}

// out[i] = the xor of the low 32 lanes' words of i's wave, unrolled: one
// v_readlane_b32 per lane with a constant lane select.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void low32_xor(__global uint *out, __global const uint *in)
{
    uint i = GID();
    uint x = in[i] + i;
    uint s = 0;
#pragma unroll
    for (uint l = 0; l < 32; l++)
        s ^= __builtin_amdgcn_readlane(x, l) << (l & 7);
    out[i] = s;
}

// out[i] = the signed minimum of in[] over i's wave, and its lane.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void wave_min(__global int *out, __global uint *where, __global const int *in)
{
    uint i = GID();
    int x = in[i] ^ 0x5a5a;
    int m = x;
    uint at = 0;
    for (uint l = 0; l < WAVE; l++) {
        int y = __builtin_amdgcn_readlane(x, l);
        at = y < m ? l : at;
        m = y < m ? y : m;
    }
    out[i] = m;
    where[i] = at;
}

// out[i] = in[first lane of the wave] + ... + in[i]: the running sum,
// built in one VGPR by writing each lane's total into that lane (an asm
// statement: clang-19 has no builtin for v_writelane_b32; the lane select
// in m0, which GFX9 reads beside the SGPR value).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void wave_prefix(__global uint *out, __global const uint *in)
{
    uint i = GID();
    uint x = in[i];
    uint acc = 0, r = 0;
    for (uint l = 0; l < WAVE; l++) {
        acc += __builtin_amdgcn_readlane(x, l);
        // clang-19 has no writelane builtin: the instruction itself
        __asm__("v_writelane_b32 %0, %1, %2" : "+v"(r) : "s"(acc), "{m0}"(l));
    }
    out[i] = r;
}

// For the lanes whose word is odd: how many there are in the wave, each
// one's rank among them (an exclusive prefix count), and the first active
// lane's word, broadcast.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void ballot_count(__global uint *count, __global uint *rank, __global uint *first,
                  __global const uint *in)
{
    uint i = GID();
    uint x = in[i];
    mask_t b = BALLOT((x & 1u) != 0);
    uint below = __builtin_amdgcn_mbcnt_lo((uint)b, 0u);
#if __AMDGCN_WAVEFRONT_SIZE == 64
    below = __builtin_amdgcn_mbcnt_hi((uint)(b >> 32), below);
#endif
    count[i] = (uint)__builtin_popcountl((ulong)b);
    rank[i] = (x & 1u) ? below : ~0u;
    first[i] = __builtin_amdgcn_readfirstlane(x) + lane_id();
}
