// md5: one MD5 compression per work-item over a 64-byte block (16
// little-endian words of `in`), four state words out. Integer-only: adds,
// boolean functions, rotates by constants. Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

#define ROTL(x, s) (((x) << (s)) | ((x) >> (32 - (s))))
#define FF(b, c, d) (((b) & (c)) | (~(b) & (d)))
#define GG(b, c, d) (((b) & (d)) | ((c) & ~(d)))
#define HH(b, c, d) ((b) ^ (c) ^ (d))
#define II(b, c, d) ((c) ^ ((b) | ~(d)))
#define ROUND(fn, a, b, c, d, m, k, s) \
    do { (a) = (b) + ROTL((a) + fn(b, c, d) + (m) + (k), s); } while (0)

static void md5_block(uint st[4], const uint m[16])
{
    uint a = st[0], b = st[1], c = st[2], d = st[3];

    ROUND(FF, a, b, c, d, m[0], 0xd76aa478u, 7);
    ROUND(FF, d, a, b, c, m[1], 0xe8c7b756u, 12);
    ROUND(FF, c, d, a, b, m[2], 0x242070dbu, 17);
    ROUND(FF, b, c, d, a, m[3], 0xc1bdceeeu, 22);
    ROUND(FF, a, b, c, d, m[4], 0xf57c0fafu, 7);
    ROUND(FF, d, a, b, c, m[5], 0x4787c62au, 12);
    ROUND(FF, c, d, a, b, m[6], 0xa8304613u, 17);
    ROUND(FF, b, c, d, a, m[7], 0xfd469501u, 22);
    ROUND(FF, a, b, c, d, m[8], 0x698098d8u, 7);
    ROUND(FF, d, a, b, c, m[9], 0x8b44f7afu, 12);
    ROUND(FF, c, d, a, b, m[10], 0xffff5bb1u, 17);
    ROUND(FF, b, c, d, a, m[11], 0x895cd7beu, 22);
    ROUND(FF, a, b, c, d, m[12], 0x6b901122u, 7);
    ROUND(FF, d, a, b, c, m[13], 0xfd987193u, 12);
    ROUND(FF, c, d, a, b, m[14], 0xa679438eu, 17);
    ROUND(FF, b, c, d, a, m[15], 0x49b40821u, 22);

    ROUND(GG, a, b, c, d, m[1], 0xf61e2562u, 5);
    ROUND(GG, d, a, b, c, m[6], 0xc040b340u, 9);
    ROUND(GG, c, d, a, b, m[11], 0x265e5a51u, 14);
    ROUND(GG, b, c, d, a, m[0], 0xe9b6c7aau, 20);
    ROUND(GG, a, b, c, d, m[5], 0xd62f105du, 5);
    ROUND(GG, d, a, b, c, m[10], 0x02441453u, 9);
    ROUND(GG, c, d, a, b, m[15], 0xd8a1e681u, 14);
    ROUND(GG, b, c, d, a, m[4], 0xe7d3fbc8u, 20);
    ROUND(GG, a, b, c, d, m[9], 0x21e1cde6u, 5);
    ROUND(GG, d, a, b, c, m[14], 0xc33707d6u, 9);
    ROUND(GG, c, d, a, b, m[3], 0xf4d50d87u, 14);
    ROUND(GG, b, c, d, a, m[8], 0x455a14edu, 20);
    ROUND(GG, a, b, c, d, m[13], 0xa9e3e905u, 5);
    ROUND(GG, d, a, b, c, m[2], 0xfcefa3f8u, 9);
    ROUND(GG, c, d, a, b, m[7], 0x676f02d9u, 14);
    ROUND(GG, b, c, d, a, m[12], 0x8d2a4c8au, 20);

    ROUND(HH, a, b, c, d, m[5], 0xfffa3942u, 4);
    ROUND(HH, d, a, b, c, m[8], 0x8771f681u, 11);
    ROUND(HH, c, d, a, b, m[11], 0x6d9d6122u, 16);
    ROUND(HH, b, c, d, a, m[14], 0xfde5380cu, 23);
    ROUND(HH, a, b, c, d, m[1], 0xa4beea44u, 4);
    ROUND(HH, d, a, b, c, m[4], 0x4bdecfa9u, 11);
    ROUND(HH, c, d, a, b, m[7], 0xf6bb4b60u, 16);
    ROUND(HH, b, c, d, a, m[10], 0xbebfbc70u, 23);
    ROUND(HH, a, b, c, d, m[13], 0x289b7ec6u, 4);
    ROUND(HH, d, a, b, c, m[0], 0xeaa127fau, 11);
    ROUND(HH, c, d, a, b, m[3], 0xd4ef3085u, 16);
    ROUND(HH, b, c, d, a, m[6], 0x04881d05u, 23);
    ROUND(HH, a, b, c, d, m[9], 0xd9d4d039u, 4);
    ROUND(HH, d, a, b, c, m[12], 0xe6db99e5u, 11);
    ROUND(HH, c, d, a, b, m[15], 0x1fa27cf8u, 16);
    ROUND(HH, b, c, d, a, m[2], 0xc4ac5665u, 23);

    ROUND(II, a, b, c, d, m[0], 0xf4292244u, 6);
    ROUND(II, d, a, b, c, m[7], 0x432aff97u, 10);
    ROUND(II, c, d, a, b, m[14], 0xab9423a7u, 15);
    ROUND(II, b, c, d, a, m[5], 0xfc93a039u, 21);
    ROUND(II, a, b, c, d, m[12], 0x655b59c3u, 6);
    ROUND(II, d, a, b, c, m[3], 0x8f0ccc92u, 10);
    ROUND(II, c, d, a, b, m[10], 0xffeff47du, 15);
    ROUND(II, b, c, d, a, m[1], 0x85845dd1u, 21);
    ROUND(II, a, b, c, d, m[8], 0x6fa87e4fu, 6);
    ROUND(II, d, a, b, c, m[15], 0xfe2ce6e0u, 10);
    ROUND(II, c, d, a, b, m[6], 0xa3014314u, 15);
    ROUND(II, b, c, d, a, m[13], 0x4e0811a1u, 21);
    ROUND(II, a, b, c, d, m[4], 0xf7537e82u, 6);
    ROUND(II, d, a, b, c, m[11], 0xbd3af235u, 10);
    ROUND(II, c, d, a, b, m[2], 0x2ad7d2bbu, 15);
    ROUND(II, b, c, d, a, m[9], 0xeb86d391u, 21);

    st[0] += a;
    st[1] += b;
    st[2] += c;
    st[3] += d;
}

// One block per item: in[16*i .. 16*i+15] -> out[4*i .. 4*i+3].
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void md5_blocks(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint m[16];
    for (int j = 0; j < 16; j++)
        m[j] = in[16 * i + j];
    uint st[4] = { 0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u };
    md5_block(st, m);
    for (int j = 0; j < 4; j++)
        out[4 * i + j] = st[j];
}

// A short message per item (len bytes, len < 56, packed little-endian in
// in[16*i ..]): pad it in registers as MD5 does, then hash that one block.
// The padding is byte insertion at a runtime position.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void md5_short(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint len = in[16 * i + 15] & 63u;
    if (len > 55)
        len = 55;
    uint m[16];
    for (int j = 0; j < 16; j++) {
        uint w = j < 14 ? in[16 * i + j] : 0u;
        uint lo = (uint)j * 4u;
        // keep the bytes below len, put 0x80 at byte len, zero the rest
        uint keep = len >= lo + 4 ? 0xffffffffu
                  : len <= lo ? 0u : (1u << ((len - lo) * 8u)) - 1u;
        uint pad = (len >= lo && len < lo + 4) ? 0x80u << ((len - lo) * 8u) : 0u;
        m[j] = (w & keep) | pad;
    }
    m[14] = len * 8u;
    m[15] = 0;
    uint st[4] = { 0x67452301u, 0xefcdab89u, 0x98badcfeu, 0x10325476u };
    md5_block(st, m);
    for (int j = 0; j < 4; j++)
        out[4 * i + j] = st[j];
}
