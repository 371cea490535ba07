// bitonic: the compare-exchange of an integer sort. A global bitonic step
// (one pass of distance j inside blocks of size k) over uint and int keys,
// the same with a payload carried through selects, and an 8-key sorting
// network held in registers (min/max only). Part of vop3jit's kernel corpus.
#define WG 256
#define GID() (__builtin_amdgcn_workgroup_id_x() * WG + __builtin_amdgcn_workitem_id_x())

// out[i] after one step: the partner is i ^ j; block i & k says the
// direction; the lower index of the pair keeps the min when ascending.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitonic_step_u32(__global uint *out, __global const uint *in, uint n, uint j, uint k)
{
    uint i = GID();
    if (i >= n)
        return;
    uint p = i ^ j;
    uint a = in[i];
    uint b = p < n ? in[p] : 0xffffffffu;
    int up = (i & k) == 0;
    int low = i < p;
    uint lo = a < b ? a : b;
    uint hi = a < b ? b : a;
    out[i] = (up == low) ? lo : hi;
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitonic_step_i32(__global int *out, __global const int *in, uint n, uint j, uint k)
{
    uint i = GID();
    if (i >= n)
        return;
    uint p = i ^ j;
    int a = in[i];
    int b = p < n ? in[p] : 0x7fffffff;
    int up = (i & k) == 0;
    int low = i < p;
    int lo = a < b ? a : b;
    int hi = a < b ? b : a;
    out[i] = (up == low) ? lo : hi;
}

// Key-value step: keys in in[2*i], values in in[2*i+1]; the value goes
// with its key, so the exchange is a compare and two selects. Ties keep
// the pair in place (compare on key, then on value).
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void bitonic_step_kv(__global uint *out, __global const uint *in, uint n, uint j, uint k)
{
    uint i = GID();
    if (i >= n)
        return;
    uint p = i ^ j;
    if (p >= n)
        p = i;
    uint ka = in[2 * i], va = in[2 * i + 1];
    uint kb = in[2 * p], vb = in[2 * p + 1];
    int a_first = ka < kb || (ka == kb && va <= vb);
    int up = (i & k) == 0;
    int low = i < p;
    int take_a = (up == low) == a_first;
    out[2 * i] = take_a ? ka : kb;
    out[2 * i + 1] = take_a ? va : vb;
}

#define CEX_U(x, y) do { uint t_ = min_u(x, y); y = max_u(x, y); x = t_; } while (0)
#define CEX_I(x, y) do { int t_ = min_i(x, y); y = max_i(x, y); x = t_; } while (0)

static uint min_u(uint a, uint b) { return a < b ? a : b; }
static uint max_u(uint a, uint b) { return a < b ? b : a; }
static int min_i(int a, int b) { return a < b ? a : b; }
static int max_i(int a, int b) { return a < b ? b : a; }

// Batcher's odd-even merge network for 8 keys, 19 compare-exchanges.
#define NET8(CEX, v)                                                    \
    do {                                                                \
        CEX(v[0], v[1]); CEX(v[2], v[3]); CEX(v[4], v[5]); CEX(v[6], v[7]); \
        CEX(v[0], v[2]); CEX(v[1], v[3]); CEX(v[4], v[6]); CEX(v[5], v[7]); \
        CEX(v[1], v[2]); CEX(v[5], v[6]);                               \
        CEX(v[0], v[4]); CEX(v[1], v[5]); CEX(v[2], v[6]); CEX(v[3], v[7]); \
        CEX(v[2], v[4]); CEX(v[3], v[5]);                               \
        CEX(v[1], v[2]); CEX(v[3], v[4]); CEX(v[5], v[6]);              \
    } while (0)

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void sort8_u32(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint v[8];
    for (int j = 0; j < 8; j++)
        v[j] = in[8 * i + j];
    NET8(CEX_U, v);
    for (int j = 0; j < 8; j++)
        out[8 * i + j] = v[j];
}

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void sort8_i32(__global int *out, __global const int *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    int v[8];
    for (int j = 0; j < 8; j++)
        v[j] = in[8 * i + j];
    NET8(CEX_I, v);
    for (int j = 0; j < 8; j++)
        out[8 * i + j] = v[j];
}

// Median of three per triple of words, signed and unsigned, then the
// clamp of a signed word into [lo, hi] taken from the next two words.
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void median3_clamp(__global uint *out, __global const uint *in, uint n)
{
    uint i = GID();
    if (i >= n)
        return;
    uint a = in[4 * i], b = in[4 * i + 1], c = in[4 * i + 2], d = in[4 * i + 3];
    out[4 * i] = max_u(min_u(a, b), min_u(max_u(a, b), c));
    int sa = (int)a, sb = (int)b, sc = (int)c;
    out[4 * i + 1] = (uint)max_i(min_i(sa, sb), min_i(max_i(sa, sb), sc));
    int lo = min_i((int)b, (int)c), hi = max_i((int)b, (int)c);
    out[4 * i + 2] = (uint)min_i(max_i((int)d, lo), hi);
    out[4 * i + 3] = (a > b) + (sa > sb) + (c >= d) + ((int)c >= (int)d);
}
