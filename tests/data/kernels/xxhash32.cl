// xxhash32: the 32-bit xxHash of a 64-byte block per work-item and of a
// runtime-length word string, written from the algorithm's description.
// Multiplies by 32-bit primes, rotates, the avalanche. Part of vop3jit's
// kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

#define P1 2654435761u
#define P2 2246822519u
#define P3 3266489917u
#define P4 668265263u
#define P5 374761393u

static uint rotl32(uint x, uint r)
{
    return __builtin_rotateleft32(x, r);
}

static uint xx_round(uint acc, uint lane)
{
    acc += lane * P2;
    acc = rotl32(acc, 13);
    return acc * P1;
}

static uint xx_avalanche(uint h)
{
    h ^= h >> 15;
    h *= P2;
    h ^= h >> 13;
    h *= P3;
    h ^= h >> 16;
    return h;
}

// words[0..nw): nw may be any count; stripes of four words, then the tail
// a word at a time (the byte tail of the real algorithm is left out:
// inputs here are whole words).
static uint xxh32_words(__global const uint *words, uint nw, uint seed)
{
    uint h;
    uint w = 0;
    if (nw >= 4) {
        uint v1 = seed + P1 + P2;
        uint v2 = seed + P2;
        uint v3 = seed;
        uint v4 = seed - P1;
        for (; w + 4 <= nw; w += 4) {
            v1 = xx_round(v1, words[w]);
            v2 = xx_round(v2, words[w + 1]);
            v3 = xx_round(v3, words[w + 2]);
            v4 = xx_round(v4, words[w + 3]);
        }
        h = rotl32(v1, 1) + rotl32(v2, 7) + rotl32(v3, 12) + rotl32(v4, 18);
    } else {
        h = seed + P5;
    }
    h += nw * 4u;
    for (; w < nw; w++) {
        h += words[w] * P3;
        h = rotl32(h, 17) * P4;
    }
    return xx_avalanche(h);
}

// Fixed 64 bytes per item, seed from the item index.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void xxh32_block(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint v1 = i + P1 + P2, v2 = i + P2, v3 = i, v4 = i - P1;
#pragma unroll
    for (int j = 0; j < 16; j += 4) {
        v1 = xx_round(v1, in[16 * i + j]);
        v2 = xx_round(v2, in[16 * i + j + 1]);
        v3 = xx_round(v3, in[16 * i + j + 2]);
        v4 = xx_round(v4, in[16 * i + j + 3]);
    }
    uint h = rotl32(v1, 1) + rotl32(v2, 7) + rotl32(v3, 12) + rotl32(v4, 18);
    h += 64u;
    out[i] = xx_avalanche(h);
}

// A runtime word count per item (in[16*i], at most 15), seed n.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void xxh32_len(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint nw = in[16 * i];
    nw = nw > 15 ? 15 : nw;
    out[i] = xxh32_words(in + 16 * i + 1, nw, n);
}
