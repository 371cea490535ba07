/* private_table: a 40-entry private array per work-item, filled from the
 * work-item's id and then read and rewritten at indices taken from data,
 * so the compiler keeps it in private memory (scratch) and indexes it at
 * run time. The test (tests/test_dispatch.c) has the same computation in C. */
#define WG 64
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void private_table(__global const uint *in, __global uint *out, uint rounds)
{
    uint gid = GID();
    uint t[40];
    for (uint i = 0; i < 40; i++)
        t[i] = gid * 2654435761u + i * 40503u;
    uint acc = in[gid];
    for (uint r = 0; r < rounds; r++) {
        uint j = acc % 40u;
        uint v = t[j];
        t[(j + 7u) % 40u] ^= v + r;
        acc = acc * 1664525u + v;
    }
    uint sum = 0;
    for (uint i = 0; i < 40; i++)
        sum += t[i] * (i + 1u);
    out[gid] = acc ^ sum;
}
