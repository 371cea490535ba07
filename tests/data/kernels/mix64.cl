// mix64: 64-bit integer mixing. splitmix64, a PCG32 generator step, a
// 64x64->128 multiply from 32-bit halves, 64-bit multiply-add chains,
// variable 64-bit shifts and rotates, signed 64-bit compares, and a
// bucket index by 32-bit division by a runtime count. Carries, pairs,
// v_mad_u64_u32. Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

static ulong load64(__global const uint *p)
{
    return ((ulong)p[1] << 32) | p[0];
}

static void store64(__global uint *p, ulong v)
{
    p[0] = (uint)v;
    p[1] = (uint)(v >> 32);
}

static ulong splitmix64(ulong *state)
{
    ulong z = (*state += 0x9e3779b97f4a7c15ul);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ul;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebul;
    return z ^ (z >> 31);
}

// Four splitmix64 outputs per item from the seed in in[2*i..].
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void splitmix(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    ulong s = load64(in + 2 * i);
    for (int j = 0; j < 4; j++)
        store64(out + 8 * i + 2 * j, splitmix64(&s));
}

// PCG32 (XSH RR): a 64-bit LCG step, then a 32-bit output by xorshift and
// a data-dependent rotate. Eight outputs per item.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void pcg32(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    ulong state = load64(in + 4 * i);
    ulong inc = load64(in + 4 * i + 2) | 1ul;
    for (int j = 0; j < 8; j++) {
        ulong old = state;
        state = old * 6364136223846793005ul + inc;
        uint xs = (uint)(((old >> 18) ^ old) >> 27);
        uint rot = (uint)(old >> 59);
        out[8 * i + j] = (xs >> rot) | (xs << ((0u - rot) & 31u));
    }
}

// The full 128-bit product of two 64-bit words from four 32x32->64
// products, summed with explicit carries; then a wyhash-style fold of the
// two halves.
static ulong mul128_fold(ulong a, ulong b, ulong *hi_out)
{
    ulong al = (uint)a, ah = a >> 32, bl = (uint)b, bh = b >> 32;
    ulong ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    ulong mid = (ll >> 32) + (uint)lh + (uint)hl;
    ulong lo = (mid << 32) | (uint)ll;
    ulong hi = hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
    *hi_out = hi;
    return lo ^ hi;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void mul128(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    ulong a = load64(in + 4 * i), b = load64(in + 4 * i + 2);
    ulong hi;
    ulong f = mul128_fold(a ^ 0xa0761d6478bd642ful, b ^ 0xe7037ed1a0b428dbul, &hi);
    store64(out + 6 * i, f);
    store64(out + 6 * i + 2, hi);
    // 32-bit high halves of products, signed and unsigned
    uint x = (uint)a, y = (uint)b;
    out[6 * i + 4] = (uint)(((ulong)x * y) >> 32);
    out[6 * i + 5] = (uint)(((long)(int)x * (long)(int)y) >> 32);
}

// A chain of 64-bit multiply-adds: acc = acc * m + in, and the
// 32x32+64 form that maps to one multiply-add with carry out.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void madd64(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    ulong acc = 0xcbf29ce484222325ul;
    ulong acc2 = i;
    for (int j = 0; j < 8; j++) {
        uint w = in[8 * i + j];
        acc = acc * 0x100000001b3ul + w;
        acc2 = (ulong)w * (ulong)(w ^ 0x5bd1e995u) + acc2;
    }
    store64(out + 4 * i, acc);
    store64(out + 4 * i + 2, acc2);
}

// Variable 64-bit shifts and rotates, 64-bit adds and subtracts with
// borrow, signed and unsigned 64-bit compares and min/max.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void shift64(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    ulong a = load64(in + 4 * i), b = load64(in + 4 * i + 2);
    uint s = (uint)b & 63u;
    ulong rl = (a << s) | (a >> ((64u - s) & 63u));
    long sa = (long)a >> (s ^ 7u);
    ulong d = a - b;
    ulong e = a + (b >> 1) + (a < b);
    ulong mx = (long)a > (long)b ? a : b;
    ulong mn = a < b ? a : b;
    store64(out + 10 * i, rl);
    store64(out + 10 * i + 2, (ulong)sa ^ d);
    store64(out + 10 * i + 4, e);
    store64(out + 10 * i + 6, mx);
    store64(out + 10 * i + 8, mn - (a >> s));
}

// Fibonacci hashing and a bucket index by modulo of a runtime count.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bucket(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint nb = in[0] | 1u;
    ulong key = load64(in + 2 * i + 2);
    ulong h = key * 0x9e3779b97f4a7c15ul;
    uint h32 = (uint)(h >> 32) ^ (uint)h;
    out[2 * i] = h32 % nb;
    out[2 * i + 1] = h32 / nb;
}
