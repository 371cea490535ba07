// crc32: table-free, bit-at-a-time CRC-32 (reflected, polynomial
// 0xEDB88320) and CRC-32C (0x82F63B78), in a branch-free mask form and a
// select form, over fixed and runtime lengths. Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

#define CRC32_POLY 0xedb88320u
#define CRC32C_POLY 0x82f63b78u

// Eight shift-and-conditionally-xor steps; the condition is a mask made
// from the low bit.
static uint crc_byte_mask(uint crc, uint byte, uint poly)
{
    crc ^= byte & 0xffu;
    for (int k = 0; k < 8; k++)
        crc = (crc >> 1) ^ (poly & (0u - (crc & 1u)));
    return crc;
}

// The same step written as a select, which compilers turn into a compare
// and a conditional move.
static uint crc_byte_select(uint crc, uint byte, uint poly)
{
    crc ^= byte & 0xffu;
    for (int k = 0; k < 8; k++)
        crc = (crc & 1u) ? (crc >> 1) ^ poly : crc >> 1;
    return crc;
}

// 64 bytes per item: in[16*i .. 16*i+15], little-endian byte order.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void crc32_block(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint crc = 0xffffffffu;
#pragma unroll
    for (int j = 0; j < 16; j++) {
        uint w = in[16 * i + j];
        crc = crc_byte_mask(crc, w, CRC32_POLY);
        crc = crc_byte_mask(crc, w >> 8, CRC32_POLY);
        crc = crc_byte_mask(crc, w >> 16, CRC32_POLY);
        crc = crc_byte_mask(crc, w >> 24, CRC32_POLY);
    }
    out[i] = ~crc;
}

// A runtime byte count per item (in[16*i] holds it, at most 60), the
// message following it: a loop the compiler cannot unroll away, with the
// byte picked out of its word by a variable shift.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void crc32_len(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    __global const uint *msg = in + 16 * i;
    uint len = msg[0];
    if (len > 60)
        len = 60;
    uint crc = 0xffffffffu;
    for (uint b = 0; b < len; b++) {
        uint w = msg[1 + (b >> 2)];
        crc = crc_byte_select(crc, w >> ((b & 3u) * 8u), CRC32_POLY);
    }
    out[i] = ~crc;
}

// CRC-32C over whole words: 32 select steps per word.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void crc32c_words(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint crc = 0xffffffffu;
    for (int j = 0; j < 4; j++) {
        crc ^= in[4 * i + j];
#pragma unroll
        for (int k = 0; k < 32; k++)
            crc = (crc & 1u) ? (crc >> 1) ^ CRC32C_POLY : crc >> 1;
    }
    out[i] = ~crc;
}
