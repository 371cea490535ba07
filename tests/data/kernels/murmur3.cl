// murmur3: MurmurHash3's 32-bit x86 variant over word strings, written
// from the algorithm's description, and its finaliser alone as an integer
// hash of each word. Multiplies, rotates, xor-shifts. Part of vop3jit's
// kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

#define C1 0xcc9e2d51u
#define C2 0x1b873593u

static uint fmix32(uint h)
{
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    h *= 0xc2b2ae35u;
    h ^= h >> 16;
    return h;
}

static uint mm3_mix(uint h, uint k)
{
    k *= C1;
    k = __builtin_rotateleft32(k, 15);
    k *= C2;
    h ^= k;
    h = __builtin_rotateleft32(h, 13);
    return h * 5u + 0xe6546b64u;
}

// Bytes [0, len) of a little-endian word string: whole words, then a
// 1-3 byte tail folded in without the rotate of the main loop.
static uint mm3_bytes(__global const uint *words, uint len, uint seed)
{
    uint h = seed;
    uint nw = len >> 2;
    for (uint w = 0; w < nw; w++)
        h = mm3_mix(h, words[w]);
    uint rem = len & 3u;
    if (rem) {
        uint k = words[nw] & ((1u << (rem * 8u)) - 1u);
        k *= C1;
        k = __builtin_rotateleft32(k, 15);
        k *= C2;
        h ^= k;
    }
    h ^= len;
    return fmix32(h);
}

// 64 bytes per item.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void murmur3_block(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint h = 0x9747b28cu;
#pragma unroll
    for (int j = 0; j < 16; j++)
        h = mm3_mix(h, in[16 * i + j]);
    out[i] = fmix32(h ^ 64u);
}

// A runtime byte length per item (in[16*i], at most 60), message after it.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void murmur3_len(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint len = in[16 * i];
    len = len > 60 ? 60 : len;
    out[i] = mm3_bytes(in + 16 * i + 1, len, i);
}

// The finaliser as a hash of each word, four words per item.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void murmur3_fmix(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    for (int j = 0; j < 4; j++)
        out[4 * i + j] = fmix32(in[4 * i + j] + (uint)j);
}
