// bytes: ASCII and byte manipulation on packed words. Byte swaps (32, 64
// and 16-bit), byte extract and insert at constant and runtime positions,
// rotates by constants and by runtime counts, ASCII case mapping and
// classification done per byte (as uchar) and SWAR-style per word, hex
// encoding, and 16-bit lane arithmetic. Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

typedef unsigned char u8x4 __attribute__((ext_vector_type(4)));
typedef unsigned short u16x2 __attribute__((ext_vector_type(2)));

// Byte swaps, and the byte rotates of a word (the shape a message
// schedule takes when it reads bytes across word boundaries).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void byteswap(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint a = in[2 * i], b = in[2 * i + 1];
    ulong ab = ((ulong)b << 32) | a;
    ulong sw = __builtin_bswap64(ab);
    out[8 * i] = __builtin_bswap32(a);
    out[8 * i + 1] = (uint)sw ^ (uint)(sw >> 32);
    uint lo16 = __builtin_bswap16((ushort)a), hi16 = __builtin_bswap16((ushort)(a >> 16));
    out[8 * i + 2] = lo16 | (hi16 << 16);
    out[8 * i + 3] = __builtin_rotateleft32(a, 8);
    out[8 * i + 4] = __builtin_rotateright32(a, 8) ^ __builtin_rotateleft32(b, 16);
    // the bytes of a:b starting at byte 1, 2 and 3 (funnel shifts)
    out[8 * i + 5] = (a >> 8) | (b << 24);
    out[8 * i + 6] = (a >> 16) | (b << 16);
    out[8 * i + 7] = (a >> 24) | (b << 8);
}

// Byte k of a word to a position p of another, with k and p from data;
// then the bytes of a word reordered by a selector word (each nibble of
// in[3*i+2] picks a byte of a:b), the way a byte shuffle is written in C.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void byte_insert(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint a = in[3 * i], b = in[3 * i + 1], sel = in[3 * i + 2];
    uint k = sel & 3u, p = (sel >> 2) & 3u;
    uint byte = (a >> (k * 8u)) & 0xffu;
    uint mask = 0xffu << (p * 8u);
    out[3 * i] = (b & ~mask) | (byte << (p * 8u));
    ulong ab = ((ulong)b << 32) | a;
    uint r = 0;
#pragma unroll
    for (int j = 0; j < 4; j++) {
        uint src = (sel >> (4 * j + 8)) & 7u;
        r |= (uint)((ab >> (src * 8u)) & 0xffu) << (8 * j);
    }
    out[3 * i + 1] = r;
    // constant extracts and inserts through a vector of bytes
    u8x4 va = __builtin_astype(a, u8x4);
    u8x4 vb = __builtin_astype(b, u8x4);
    u8x4 vr = (u8x4)(va.w, vb.x, va.y, vb.z);
    vr.y ^= va.x;
    out[3 * i + 2] = __builtin_astype(vr, uint);
}

// Per byte: ASCII upper-casing, a class bitmask (digit 1, alpha 2, space
// 4, other printable 8), and the byte sum; uchar arithmetic throughout.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void ascii_bytes(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint classes = 0, sum = 0;
#pragma unroll
    for (int j = 0; j < 4; j++) {
        u8x4 v = __builtin_astype(in[4 * i + j], u8x4);
        u8x4 up;
#pragma unroll
        for (int k = 0; k < 4; k++) {
            uchar c = v[k];
            uchar lower = (uchar)(c - 'a') < 26;
            up[k] = lower ? c - 32 : c;
            uchar cls = (uchar)(c - '0') < 10 ? 1
                      : (uchar)((c | 32) - 'a') < 26 ? 2
                      : (c == ' ' || (uchar)(c - 9) < 5) ? 4
                      : (uchar)(c - 33) < 94 ? 8 : 0;
            classes |= (uint)cls << (4 * k + 16 * (j & 1));
            sum += c;
        }
        out[6 * i + j] = __builtin_astype(up, uint);
    }
    out[6 * i + 4] = classes;
    out[6 * i + 5] = sum;
}

// SWAR on whole words: lower-case four ASCII letters at once, find a
// zero byte, and count the bytes equal to a given one (from n).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void ascii_swar(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint w = in[i];
    uint hi = w & 0x80808080u;
    uint t = w & 0x7f7f7f7fu;
    uint ge_a = t + 0x3f3f3f3fu;         // high bit set where byte >= 'A'
    uint gt_z = t + 0x25252525u;         // high bit set where byte > 'Z'
    uint is_up = (ge_a & ~gt_z) & ~hi & 0x80808080u;
    uint lowered = w | (is_up >> 2);
    uint zero = (w - 0x01010101u) & ~w & 0x80808080u;
    uint first_zero = zero ? __builtin_ctz(zero) >> 3 : 4u;
    uint x = w ^ ((n & 0xffu) * 0x01010101u);
    uint eq = ~(((x & 0x7f7f7f7fu) + 0x7f7f7f7fu) | x | 0x7f7f7f7fu);
    out[4 * i] = lowered;
    out[4 * i + 1] = first_zero;
    out[4 * i + 2] = __builtin_popcount(eq);
    out[4 * i + 3] = __builtin_rotateright32(w, n & 31u) ^
                     __builtin_rotateleft32(w, (n >> 5) & 31u);
}

// Hex: each byte of a word to two ASCII hex digits (lower case).
static uint hex_pair(uint b)
{
    uint hi = (b >> 4) & 0xfu, lo = b & 0xfu;
    hi += hi < 10 ? '0' : 'a' - 10;
    lo += lo < 10 ? '0' : 'a' - 10;
    return hi | (lo << 8);
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void hex_encode(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint w = in[i];
    out[2 * i] = hex_pair(w & 0xffu) | (hex_pair((w >> 8) & 0xffu) << 16);
    out[2 * i + 1] = hex_pair((w >> 16) & 0xffu) | (hex_pair(w >> 24) << 16);
}

// 16-bit lanes: adds, multiplies, shifts, min/max and compares on the two
// halves of each word, as ushort and short.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void lanes16(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    u16x2 a = __builtin_astype(in[2 * i], u16x2);
    u16x2 b = __builtin_astype(in[2 * i + 1], u16x2);
    ushort s0 = a.x + b.x, s1 = a.y * b.y;
    ushort m0 = a.x < b.y ? a.x : b.y;
    short d = (short)a.y > (short)b.x ? (short)a.y - (short)b.x : (short)b.x >> 2;
    ushort r = (ushort)((a.x << 3) | (a.x >> 13));
    out[3 * i] = s0 | ((uint)s1 << 16);
    out[3 * i + 1] = m0 | ((uint)(ushort)d << 16);
    out[3 * i + 2] = r ^ ((uint)(a.y == b.y) << 16) ^ ((uint)((short)a.x < 0) << 17);
}
