// popcount_hist: a histogram of the population counts of words (33 bins),
// through a work-group histogram in LDS and global atomics, plus
// bit-count statistics per item (clz, ctz, parity, 64-bit popcount) kept
// in registers. Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())
#define NBINS 33

static void wg_barrier(void)
{
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// out[0..33) += how many of in[0..n) have each popcount; 8 words an item.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void popcount_hist(__global uint *out, __global const uint *in, uint n)
{
    __local uint bins[NBINS];
    uint lid = __builtin_amdgcn_workitem_id_x();
    uint i = GID();
    if (lid < NBINS)
        bins[lid] = 0;
    wg_barrier();
    for (uint j = 0; j < 8; j++) {
        uint idx = 8 * i + j;
        if (idx < n)
            __atomic_fetch_add(&bins[__builtin_popcount(in[idx])], 1u, __ATOMIC_RELAXED);
    }
    wg_barrier();
    if (lid < NBINS && bins[lid] != 0)
        __atomic_fetch_add(&out[lid], bins[lid], __ATOMIC_RELAXED);
}

// Per item, over 8 words: a packed 4-bucket histogram of popcounts (one
// byte per bucket: 0-7, 8-15, 16-23, 24-32), the sum of leading and of
// trailing zero counts (32 for a zero word), the parity of all bits, and
// the popcount of the 64-bit xor of word pairs.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitstats(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint packed = 0, lz = 0, tz = 0, par = 0, pop64 = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) {
        uint w = in[8 * i + j];
        uint pc = __builtin_popcount(w);
        uint bucket = pc >= 24 ? 3 : pc >> 3;
        packed += 1u << (bucket * 8u);
        lz += w ? __builtin_clz(w) : 32u;
        tz += w ? __builtin_ctz(w) : 32u;
        par ^= pc & 1u;
    }
#pragma unroll
    for (int j = 0; j < 8; j += 2) {
        ulong a = ((ulong)in[8 * i + j + 1] << 32) | in[8 * i + j];
        ulong b = ((ulong)in[8 * i + (j ^ 6) + 1] << 32) | in[8 * i + (j ^ 6)];
        pop64 += __builtin_popcountl(a ^ (b >> 3));
    }
    out[4 * i] = packed;
    out[4 * i + 1] = lz | (tz << 16);
    out[4 * i + 2] = par;
    out[4 * i + 3] = pop64;
}

// Highest set bit index of each word (-1 for zero), and the word with its
// lowest set bit cleared and isolated: bit tricks around counts.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitscan(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint w = in[i];
    int msb = w ? 31 - __builtin_clz(w) : -1;
    int sw = (int)w;
    // leading sign bits of a signed word
    uint sbits = __builtin_clz((uint)(sw ^ (sw >> 31)) | 1u);
    out[4 * i] = (uint)msb;
    out[4 * i + 1] = w & (w - 1u);
    out[4 * i + 2] = w & (0u - w);
    out[4 * i + 3] = sbits + __builtin_popcount(w & 0x55555555u);
}
