// dpp_reduce: reductions and scans across a wave as compilers write them
// with DPP: row shifts and broadcasts (GFX9), row_share/row_xmask and
// v_permlanex16_b32 (GFX10+), quad_perm, mirrors and rotates, each step
// through __builtin_amdgcn_update_dpp (which clang folds into the ALU op
// where it can). Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

// DPP controls (the ISA's dpp_ctrl values).
#define QUAD_PERM(a, b, c, d) ((a) | (b) << 2 | (c) << 4 | (d) << 6)
#define ROW_SHR(n) (0x110 + (n))
#define ROW_ROR(n) (0x120 + (n))
#define ROW_MIRROR 0x140
#define ROW_HALF_MIRROR 0x141
#define ROW_BCAST15 0x142
#define ROW_BCAST31 0x143
#define WAVE_SHR1 0x138
#define WAVE_ROL1 0x134
#define ROW_SHARE(n) (0x150 + (n))
#define ROW_XMASK(n) (0x160 + (n))

// (no OpenCL library, -nogpulib: min and max by hand)
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define DPP(old, x, ctrl, rows, banks, bc) __builtin_amdgcn_update_dpp((old), (x), (ctrl), (rows), (banks), (bc))

// out[i] = the inclusive prefix sum of in[] over i's row of 16 lanes (and,
// on GFX9, over its wave, through the row broadcasts).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void dpp_scan(__global uint *out, __global const uint *in)
{
    uint i = GID();
    uint x = in[i] * 5u + 3u;
    x += DPP(0u, x, ROW_SHR(1), 0xf, 0xf, false);
    x += DPP(0u, x, ROW_SHR(2), 0xf, 0xf, false);
    x += DPP(0u, x, ROW_SHR(3), 0xf, 0xf, false);
    x += DPP(0u, x, ROW_SHR(4), 0xf, 0xe, false);
    x += DPP(0u, x, ROW_SHR(8), 0xf, 0xc, false);
#ifdef __GFX9__
    x += DPP(0u, x, ROW_BCAST15, 0xa, 0xf, false);
    x += DPP(0u, x, ROW_BCAST31, 0xc, 0xf, false);
#endif
    out[i] = x;
}

// out[i] = the minimum and the xor of in[] over i's wave, by a butterfly:
// quad_perm and mirrors inside a row, then across rows.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void dpp_min_xor(__global uint *out, __global const uint *in)
{
    uint i = GID();
    uint m = in[i] ^ 0x9e3779b9u, x = in[i];
    m = MIN(m, (uint)DPP(0u, m, QUAD_PERM(1, 0, 3, 2), 0xf, 0xf, true));
    m = MIN(m, (uint)DPP(0u, m, QUAD_PERM(2, 3, 0, 1), 0xf, 0xf, true));
    m = MIN(m, (uint)DPP(0u, m, ROW_HALF_MIRROR, 0xf, 0xf, true));
    m = MIN(m, (uint)DPP(0u, m, ROW_MIRROR, 0xf, 0xf, true));
    x ^= DPP(0u, x, ROW_ROR(4), 0xf, 0xf, true);
    x ^= DPP(0u, x, ROW_ROR(8), 0xf, 0xf, true);
    x ^= DPP(0u, x, QUAD_PERM(1, 0, 3, 2), 0xf, 0xf, true);
#ifdef __GFX9__
    m = MIN(m, (uint)DPP(~0u, m, ROW_BCAST15, 0xa, 0xf, false));
    m = MIN(m, (uint)DPP(~0u, m, ROW_BCAST31, 0xc, 0xf, false));
#else
    x ^= DPP(0u, x, ROW_XMASK(1), 0xf, 0xf, true);
    x ^= DPP(0u, x, ROW_XMASK(2), 0xf, 0xf, true);
    m = MIN(m, (uint)__builtin_amdgcn_permlanex16(m, m, 0x76543210u, 0xfedcba98u, false, false));
    x ^= __builtin_amdgcn_permlanex16(x, x, 0x01234567u, 0x89abcdefu, true, false);
    m = MIN(m, (uint)DPP(0u, m, ROW_SHARE(0), 0xf, 0xf, true));
    x += __builtin_amdgcn_permlane16(x, x, 0x10325476u, 0x98badcfeu, false, true);
#endif
    out[i] = m + x;
}

// out[i] = in[] of the lane max(i - 1, 0) of i's row, and its maximum with
// the row's mirror, masked to the odd banks; on GFX9, the wave shifted and
// rotated by a lane.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void dpp_shift_max(__global uint *out, __global const uint *in)
{
    uint i = GID();
    uint x = in[i];
    uint prev = DPP(x, x, ROW_SHR(1), 0xf, 0xf, false);
    uint y = MAX(prev, (uint)DPP(0u, x, ROW_MIRROR, 0xf, 0xa, true));
#ifdef __GFX9__
    // the whole wave shifted and rotated by one lane (GFX9 only)
    y += DPP(y, x, WAVE_SHR1, 0xf, 0xf, false);
    y ^= DPP(0u, y, WAVE_ROL1, 0xf, 0xf, true);
#endif
    out[i] = y - (x >> 3);
}
