// private: a work-item's private arrays, indexed by data, which clang keeps
// in scratch (the private segment): 40 words filled from the input and read
// back at indices computed from them, then a byte table and a halfword
// table updated and read at data-dependent indices (sub-dword loads and
// stores). gfx1100 reaches them with scratch_load/store (b32, b128, u8/u16,
// b8/b16); gfx90a with buffer_load/store through the private segment
// buffer descriptor s[0:3]. Part of vop3jit's kernel corpus.
#define WG 64
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

// out[gid] for gid < n: the walk below over in[gid..gid+40) (indices mod n).
// The tables' sizes are chosen so that they stay in scratch: with a 32-entry
// halfword table (64 bytes a work-item, 4 KiB a workgroup) clang-19 moved
// that table to LDS for gfx1100.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void private_walk(__global uint *out, __global const uint *in, uint n)
{
    uint gid = GID();
    if (gid >= n) return;
    uint a[40];
    uchar b[80];
    ushort h[48];
    for (uint i = 0; i < 40; i++) a[i] = in[(gid + i) % n] ^ i;
    for (uint i = 0; i < 80; i++) b[i] = (uchar)(gid + i);
    for (uint i = 0; i < 48; i++) h[i] = (ushort)(gid * i);
    uint s = 0;
    for (uint i = 0; i < 40; i++) {
        uint x = a[(a[i] + i) % 40];
        s += x * (i + 1);
        b[x % 80] ^= (uchar)(x >> 16);
        h[(x >> 8) % 48] += (ushort)s;
    }
    uint t = 0;
    for (uint i = 0; i < 16; i++) t = t * 31 + b[(s + i) % 80] + h[(t ^ i) % 48];
    out[gid] = s ^ t;
}
