// sha256: one SHA-256 compression per work-item over a 64-byte block (16
// big-endian words of `in`), eight state words out; plus a two-block chain
// that feeds the first digest into a second compression. Integer-only:
// rotates, shifts, Ch/Maj, long add chains. Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

#define ROTR(x, s) (((x) >> (s)) | ((x) << (32 - (s))))
#define CH(x, y, z) (((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z) (((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define BSIG0(x) (ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))
#define BSIG1(x) (ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))
#define SSIG0(x) (ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define SSIG1(x) (ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))

__constant uint sha256_k[64] = {
    0x428a2f98u, 0x71374491u, 0xb5c0fbcfu, 0xe9b5dba5u, 0x3956c25bu, 0x59f111f1u,
    0x923f82a4u, 0xab1c5ed5u, 0xd807aa98u, 0x12835b01u, 0x243185beu, 0x550c7dc3u,
    0x72be5d74u, 0x80deb1feu, 0x9bdc06a7u, 0xc19bf174u, 0xe49b69c1u, 0xefbe4786u,
    0x0fc19dc6u, 0x240ca1ccu, 0x2de92c6fu, 0x4a7484aau, 0x5cb0a9dcu, 0x76f988dau,
    0x983e5152u, 0xa831c66du, 0xb00327c8u, 0xbf597fc7u, 0xc6e00bf3u, 0xd5a79147u,
    0x06ca6351u, 0x14292967u, 0x27b70a85u, 0x2e1b2138u, 0x4d2c6dfcu, 0x53380d13u,
    0x650a7354u, 0x766a0abbu, 0x81c2c92eu, 0x92722c85u, 0xa2bfe8a1u, 0xa81a664bu,
    0xc24b8b70u, 0xc76c51a3u, 0xd192e819u, 0xd6990624u, 0xf40e3585u, 0x106aa070u,
    0x19a4c116u, 0x1e376c08u, 0x2748774cu, 0x34b0bcb5u, 0x391c0cb3u, 0x4ed8aa4au,
    0x5b9cca4fu, 0x682e6ff3u, 0x748f82eeu, 0x78a5636fu, 0x84c87814u, 0x8cc70208u,
    0x90befffau, 0xa4506cebu, 0xbef9a3f7u, 0xc67178f2u,
};

static void sha256_block(uint h[8], const uint blk[16])
{
    uint w[64];
#pragma unroll
    for (int t = 0; t < 16; t++)
        w[t] = blk[t];
#pragma unroll
    for (int t = 16; t < 64; t++)
        w[t] = SSIG1(w[t - 2]) + w[t - 7] + SSIG0(w[t - 15]) + w[t - 16];

    uint a = h[0], b = h[1], c = h[2], d = h[3];
    uint e = h[4], f = h[5], g = h[6], hh = h[7];
#pragma unroll
    for (int t = 0; t < 64; t++) {
        uint t1 = hh + BSIG1(e) + CH(e, f, g) + sha256_k[t] + w[t];
        uint t2 = BSIG0(a) + MAJ(a, b, c);
        hh = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
}

static void sha256_init(uint h[8])
{
    h[0] = 0x6a09e667u;
    h[1] = 0xbb67ae85u;
    h[2] = 0x3c6ef372u;
    h[3] = 0xa54ff53au;
    h[4] = 0x510e527fu;
    h[5] = 0x9b05688cu;
    h[6] = 0x1f83d9abu;
    h[7] = 0x5be0cd19u;
}

// One block per item: in[16*i ..] (bytes little-endian in memory, so each
// word is byte-swapped into SHA's big-endian order) -> out[8*i ..].
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void sha256_blocks(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint blk[16];
    for (int j = 0; j < 16; j++)
        blk[j] = __builtin_bswap32(in[16 * i + j]);
    uint h[8];
    sha256_init(h);
    sha256_block(h, blk);
    for (int j = 0; j < 8; j++)
        out[8 * i + j] = h[j];
}

// sha256(sha256(block)): the second message is the 32-byte digest, padded
// (0x80 then the bit length 256), so half its schedule is constant.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void sha256_double(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint blk[16];
    for (int j = 0; j < 16; j++)
        blk[j] = in[16 * i + j];
    uint h[8];
    sha256_init(h);
    sha256_block(h, blk);
    for (int j = 0; j < 8; j++)
        blk[j] = h[j];
    blk[8] = 0x80000000u;
    for (int j = 9; j < 15; j++)
        blk[j] = 0;
    blk[15] = 256;
    sha256_init(h);
    sha256_block(h, blk);
    for (int j = 0; j < 8; j++)
        out[8 * i + j] = __builtin_bswap32(h[j]);
}
