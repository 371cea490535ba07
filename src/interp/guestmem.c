/* guestmem: the guest memory map (issue 31): ranges the host lends, kept
 * sorted by guest address and never overlapping, found by binary search;
 * the handler for what no range maps; the public vj_memory_* and the
 * wave's memory and LDS calls. Read-only while runs use it, so engines on
 * many threads may share one map without locks. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "frontend/frontend.h"
#include "interp/guestmem.h"
#include "ir/ir.h"
#include "ir/memop.h"

typedef struct range {
    uint64_t addr, size;
    uint8_t *host;
    unsigned perms;
} range;

struct vj_memory {
    range *r;
    size_t n, cap;
    vj_memory_handler handler;
    void *user;
};

vj_memory *vj_memory_new(void)
{
    return calloc(1, sizeof(vj_memory));
}

void vj_memory_free(vj_memory *mem)
{
    if (mem) {
        free(mem->r);
        free(mem);
    }
}

/* The index of the last range starting at or below addr, or n when none. */
static size_t find(const vj_memory *m, uint64_t addr)
{
    size_t lo = 0, hi = m->n; /* ranges [0, lo) start at or below addr */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m->r[mid].addr <= addr)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo ? lo - 1 : m->n;
}

vj_status vj_memory_map(vj_memory *mem, uint64_t addr, void *host, size_t size, unsigned perms)
{
    if (!mem || !host || !size || !(perms & (VJ_MEM_READ | VJ_MEM_WRITE)) ||
        (perms & ~(VJ_MEM_READ | VJ_MEM_WRITE)))
        return VJ_ERR_ARG;
    if ((uint64_t)size - 1 > UINT64_MAX - addr) /* the range would wrap */
        return VJ_ERR_ARG;
    uint64_t last = addr + ((uint64_t)size - 1);
    size_t i = find(mem, addr);
    /* the range before (or at) addr must end below it; the next must start past last */
    if (i < mem->n && mem->r[i].addr + (mem->r[i].size - 1) >= addr)
        return VJ_ERR_ARG;
    size_t at = i < mem->n ? i + 1 : 0;
    if (at < mem->n && mem->r[at].addr <= last)
        return VJ_ERR_ARG;
    if (mem->n == mem->cap) {
        size_t cap = mem->cap ? mem->cap * 2 : 8;
        range *r = realloc(mem->r, cap * sizeof *r);
        if (!r)
            return VJ_ERR_NOMEM;
        mem->r = r;
        mem->cap = cap;
    }
    memmove(&mem->r[at + 1], &mem->r[at], (mem->n - at) * sizeof *mem->r);
    mem->r[at] = (range){addr, size, host, perms};
    mem->n++;
    return VJ_OK;
}

vj_status vj_memory_unmap(vj_memory *mem, uint64_t addr)
{
    if (!mem)
        return VJ_ERR_ARG;
    size_t i = find(mem, addr);
    if (i == mem->n || mem->r[i].addr != addr)
        return VJ_ERR_ARG;
    memmove(&mem->r[i], &mem->r[i + 1], (mem->n - i - 1) * sizeof *mem->r);
    mem->n--;
    return VJ_OK;
}

void vj_memory_set_handler(vj_memory *mem, vj_memory_handler fn, void *user)
{
    if (mem) {
        mem->handler = fn;
        mem->user = user;
    }
}

/* Whether the handler may be asked for [addr, addr + size): a map with a
 * handler, and an access that does not wrap past 2^64. */
static int handled(const vj_memory *m, uint64_t addr, unsigned size)
{
    return m && m->handler && size && (uint64_t)size - 1 <= UINT64_MAX - addr;
}

/* The host bytes of [addr, addr + size) when one range with perm holds
 * them all, else NULL. */
static uint8_t *host_of(const vj_memory *m, uint64_t addr, unsigned size, unsigned perm)
{
    /* the range the thread's last access found: the lanes of one
     * instruction, and the next instructions, mostly stay in one buffer
     * (a thread's own hint: the map is shared, and not changed during runs) */
    static _Thread_local size_t hint;
    if (!m || !size)
        return NULL;
    size_t i = hint;
    if (i >= m->n || addr < m->r[i].addr || addr - m->r[i].addr >= m->r[i].size) {
        i = find(m, addr);
        if (i == m->n)
            return NULL;
        hint = i;
    }
    const range *r = &m->r[i];
    uint64_t off = addr - r->addr;
    if (off >= r->size || size > r->size - off || !(r->perms & perm))
        return NULL;
    return r->host + off;
}

int vj_guest_load(const struct vj_memory *mem, uint64_t addr, void *out, unsigned size)
{
    uint8_t *p = host_of(mem, addr, size, VJ_MEM_READ);
    if (p) {
        memcpy(out, p, size);
        return 0;
    }
    uint8_t tmp[16];
    if (!handled(mem, addr, size) || size > sizeof tmp ||
        mem->handler(mem->user, addr, tmp, size, 0))
        return 1;
    memcpy(out, tmp, size);
    return 0;
}

int vj_guest_store(const struct vj_memory *mem, uint64_t addr, const void *in, unsigned size)
{
    uint8_t *p = host_of(mem, addr, size, VJ_MEM_WRITE);
    if (p) {
        memcpy(p, in, size);
        return 0;
    }
    uint8_t tmp[16];
    if (!handled(mem, addr, size) || size > sizeof tmp)
        return 1;
    memcpy(tmp, in, size);
    return mem->handler(mem->user, addr, tmp, size, 1) != 0;
}

int vj_guest_check(const struct vj_memory *mem, uint64_t addr, unsigned size, int write)
{
    if (host_of(mem, addr, size, write ? VJ_MEM_WRITE : VJ_MEM_READ))
        return 0;
    return !handled(mem, addr, size);
}

uint64_t vj_host_rmw(void *p, unsigned size, vj_rmw_rule *rule, const void *arg)
{
    if (size == 8) {
        uint64_t o = __atomic_load_n((uint64_t *)p, __ATOMIC_RELAXED);
        while (!__atomic_compare_exchange_n((uint64_t *)p, &o, rule(arg, o), 0, __ATOMIC_SEQ_CST,
                                            __ATOMIC_RELAXED))
            ;
        return o;
    }
    uint32_t o = __atomic_load_n((uint32_t *)p, __ATOMIC_RELAXED);
    while (!__atomic_compare_exchange_n((uint32_t *)p, &o, (uint32_t)rule(arg, o), 0,
                                        __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
        ;
    return o;
}

typedef struct atom_args {
    unsigned kind, size;
    uint64_t data, cmp;
} atom_args;

static uint64_t atom_rule(const void *arg, uint64_t old)
{
    const atom_args *a = arg;
    return vj_atom_new(a->kind, a->size, old, a->data, a->cmp);
}

int vj_guest_atomic(const struct vj_memory *mem, uint64_t addr, unsigned kind, unsigned size,
                    uint64_t data, uint64_t cmp, uint64_t *old)
{
    const atom_args args = {kind, size, data, cmp};
    uint8_t *p = vj_guest_host_rw(mem, addr, size);
    if (p) { /* atomic on the host as well */
        *old = vj_host_rmw(p, size, atom_rule, &args);
        return 0;
    }
    p = host_of(mem, addr, size, VJ_MEM_READ);
    if (p && p == host_of(mem, addr, size, VJ_MEM_WRITE)) { /* mapped, not aligned on the host */
        uint64_t o = 0, v;
        memcpy(&o, p, size);
        v = vj_atom_new(kind, size, o, data, cmp);
        memcpy(p, &v, size);
        *old = o;
        return 0;
    }
    if (p || host_of(mem, addr, size, VJ_MEM_WRITE))
        return 1; /* mapped, but not for both */
    uint64_t o = 0, v;
    if (vj_guest_load(mem, addr, &o, size))
        return 1;
    v = vj_atom_new(kind, size, o, data, cmp);
    if (vj_guest_store(mem, addr, &v, size))
        return 1;
    *old = o;
    return 0;
}

void *vj_guest_host_rw(const struct vj_memory *mem, uint64_t addr, unsigned size)
{
    uint8_t *p = host_of(mem, addr, size, VJ_MEM_READ);
    if (!p || p != host_of(mem, addr, size, VJ_MEM_WRITE) || ((uintptr_t)p & (size - 1)))
        return NULL;
    return p;
}

uint64_t vj_lds_atomic(struct vj_wave *w, uint32_t addr, unsigned kind, unsigned size,
                       uint64_t data, uint64_t cmp)
{
    uint64_t o = 0, v;
    if (!vj_lds_in(w, addr, size))
        return 0;
    memcpy(&o, w->lds + addr, size);
    v = vj_atom_new(kind, size, o, data, cmp);
    memcpy(w->lds + addr, &v, size);
    return o;
}

/* vj_memory_read and vj_memory_write: by 16 bytes (a lane's most), every
 * piece checked before any moves. */
static vj_status copy(const vj_memory *mem, uint64_t addr, uint8_t *host, size_t size, int write)
{
    for (int pass = 0; pass < 2; pass++)
        for (size_t k = 0; k < size;) {
            unsigned n = size - k < 16 ? (unsigned)(size - k) : 16;
            int bad = pass == 0 ? vj_guest_check(mem, addr + k, n, write)
                      : write   ? vj_guest_store(mem, addr + k, host + k, n)
                                : vj_guest_load(mem, addr + k, host + k, n);
            if (bad)
                return VJ_ERR_MEMORY;
            k += n;
        }
    return VJ_OK;
}

vj_status vj_memory_read(const vj_memory *mem, uint64_t addr, void *out, size_t size)
{
    if (!mem || (!out && size))
        return VJ_ERR_ARG;
    return copy(mem, addr, out, size, 0);
}

vj_status vj_memory_write(vj_memory *mem, uint64_t addr, const void *in, size_t size)
{
    if (!mem || (!in && size))
        return VJ_ERR_ARG;
    return copy(mem, addr, (uint8_t *)in, size, 1);
}

void vj_wave_set_memory(vj_wave *wave, vj_memory *mem)
{
    if (wave)
        wave->mem = mem;
}

vj_memory *vj_wave_memory(const vj_wave *wave)
{
    return wave ? wave->mem : NULL;
}

vj_status vj_wave_set_lds(vj_wave *wave, void *lds, uint32_t size)
{
    if (!wave || (!lds && size))
        return VJ_ERR_ARG;
    wave->lds = lds;
    wave->lds_size = lds ? size : 0;
    return VJ_OK;
}

vj_status vj_wave_set_scratch(vj_wave *wave, void *bytes, size_t per_lane)
{
    if (!wave || (!bytes && per_lane) || per_lane > 0x80000000u)
        return VJ_ERR_ARG;
    wave->scratch = bytes;
    wave->scratch_size = bytes ? (uint32_t)per_lane : 0;
    return VJ_OK;
}

vj_status vj_guest_priv_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint32_t addr,
                              unsigned size, int write)
{
    vj_guest_fault(w, inst, lane, addr, size, write);
    w->fault.priv = 1;
    return VJ_ERR_MEMORY;
}

vj_status vj_guest_buf_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint64_t addr,
                             unsigned size, int write)
{
    vj_guest_fault(w, inst, lane, addr, size, write);
    w->fault.priv = vj_in_aperture(addr) ? 2 : 0;
    return VJ_ERR_MEMORY;
}

int vj_aperture_access(struct vj_wave *w, uint64_t addr, void *io, unsigned size, int mode)
{
    const uint64_t n = w->wave_size;
    uint8_t *p[16];
    if (size > sizeof p / sizeof p[0])
        return -1;
    for (unsigned i = 0; i < size; i++) { /* every byte found before any moves */
        uint64_t y = addr - VJ_PRIVATE_APERTURE + i;
        uint64_t lane = (y >> 2) % n, x = (y >> 2) / n * 4 + (y & 3);
        if (!w->scratch || x >= w->scratch_size)
            return -1;
        p[i] = w->scratch + lane * w->scratch_size + x;
    }
    for (unsigned i = 0; i < size; i++)
        if (mode == VJ_AP_LOAD)
            ((uint8_t *)io)[i] = *p[i];
        else if (mode == VJ_AP_STORE)
            *p[i] = ((const uint8_t *)io)[i];
    return 0;
}

vj_status vj_guest_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint64_t addr,
                         unsigned size, int write)
{
    w->fault.addr = addr;
    w->fault.lane = lane;
    w->fault.size = size;
    w->fault.write = write != 0;
    w->fault.inst = inst;
    w->fault.unsup = 0;
    w->fault.priv = 0;
    return VJ_ERR_MEMORY;
}

vj_status vj_guest_unsup(struct vj_wave *w, uint32_t inst, unsigned lane, uint32_t why)
{
    vj_guest_fault(w, inst, lane, 0, 0, 0);
    w->fault.unsup = why ? why : VJ_BUF_UNSUP_SWIZZLE;
    return VJ_ERR_UNSUPPORTED;
}

vj_status vj_guest_fault_status(const struct vj_wave *w)
{
    return w->fault.unsup ? VJ_ERR_UNSUPPORTED : VJ_ERR_MEMORY;
}

int vj_mem_pred_exec(uint64_t *exec, const uint32_t *p, unsigned lane0, unsigned n,
                     unsigned *bad)
{
    for (unsigned i = 0; i < n && lane0 + i < 64; i++) {
        unsigned lane = lane0 + i;
        if (!(*exec >> lane & 1) || p[i] == 1)
            continue;
        if (p[i] != 0) {
            *bad = lane;
            return -1;
        }
        *exec &= ~((uint64_t)1 << lane);
    }
    return 0;
}

unsigned vj_mem_unpredicated(unsigned op)
{
    return op == VJ_OP_LDP ? VJ_OP_LD : op == VJ_OP_STP ? VJ_OP_ST
                                        : op == VJ_OP_MEMCHKP ? VJ_OP_MEMCHK : op;
}

void vj_guest_fault_message(const struct vj_wave *w, const struct vj_inst *in, uint32_t index,
                            char *buf, size_t size)
{
    const vj_mem_row *row = in && in->mem ? in->mrow : NULL;
    char who[32];
    if (w->fault.unsup) { /* room buf: not a fault */
        if (row && row->enc == VJ_ME_SMEM)
            snprintf(who, sizeof who, "the wave's");
        else
            snprintf(who, sizeof who, "lane %u's", w->fault.lane);
        snprintf(buf, size,
                 "%s (instruction %u, offset 0x%x): %s buffer descriptor asks for %s, which "
                 "vop3jit does not run: not supported",
                 row ? row->name : "a memory instruction", index,
                 in ? (unsigned)in->offset : 0u, who,
                 w->fault.unsup & VJ_BUF_UNSUP_SWIZZLE
                     ? "swizzled or thread-id-indexed addressing (SWIZZLE_ENABLE or "
                       "ADD_TID_ENABLE)"
                     : "a scalar load from a structured buffer (STRIDE != 0)");
        return;
    }
    if (w->fault.priv == 2) { /* room swz: the private aperture, some lane's bytes */
        uint64_t y = w->fault.addr - VJ_PRIVATE_APERTURE, n = w->wave_size;
        snprintf(buf, size,
                 "%s (instruction %u, offset 0x%x): lane %u %s %u bytes at 0x%016llx, in the "
                 "private aperture: lane %u's private bytes from 0x%llx, outside the %u bytes "
                 "of scratch a lane has%s",
                 row ? row->name : "a memory instruction", index, in ? (unsigned)in->offset : 0u,
                 w->fault.lane, w->fault.write ? "writes" : "reads", w->fault.size,
                 (unsigned long long)w->fault.addr, (unsigned)((y >> 2) % n),
                 (unsigned long long)((y >> 2) / n * 4 + (y & 3)), w->scratch ? w->scratch_size : 0u,
                 w->fault.write ? " (no lane of it wrote)" : "");
        return;
    }
    if (w->fault.priv) { /* room scratch: a private address, the lane's own bytes */
        char left[64];
        if (w->scratch)
            snprintf(left, sizeof left, "outside the lane's %u bytes of scratch",
                     w->scratch_size);
        else
            snprintf(left, sizeof left, "and the wave has no scratch (vj_wave_set_scratch)");
        snprintf(buf, size,
                 "%s (instruction %u, offset 0x%x): lane %u %s %u bytes at private address "
                 "0x%08x, %s%s",
                 row ? row->name : "a memory instruction", index, in ? (unsigned)in->offset : 0u,
                 w->fault.lane, w->fault.write ? "writes" : "reads", w->fault.size,
                 (unsigned)w->fault.addr, left, w->fault.write ? " (no lane of it wrote)" : "");
        return;
    }
    if (row && row->enc == VJ_ME_SMEM) /* a scalar load: the wave's one access */
        snprintf(who, sizeof who, "the wave");
    else
        snprintf(who, sizeof who, "lane %u", w->fault.lane);
    snprintf(buf, size,
             "%s (instruction %u, offset 0x%x): %s %s %u bytes at 0x%016llx, which the wave's "
             "memory map does not give it%s",
             row ? row->name : "a memory instruction", index,
             in ? (unsigned)in->offset : 0u, who, w->fault.write ? "writes" : "reads",
             w->fault.size, (unsigned long long)w->fault.addr,
             w->fault.write ? " (no lane of it wrote)" : "");
}

/* The range that holds [addr, addr + size) with perm, else NULL: the
 * chunk helper's lanes try the range their last lane found first. */
static const range *range_of(const vj_memory *m, const range *last, uint64_t addr,
                             unsigned size, unsigned perm)
{
    if (last && addr - last->addr < last->size && size <= last->size - (addr - last->addr))
        return last;
    size_t i = m ? find(m, addr) : 0;
    if (!m || i == m->n)
        return NULL;
    const range *r = &m->r[i];
    uint64_t off = addr - r->addr;
    return off < r->size && size <= r->size - off && (r->perms & perm) ? r : NULL;
}

/* A value of size 1, 2 or 4 bytes at p, zero-extended; and its store:
 * sizes the compiler sees, so no call to memcpy per lane. */
static inline uint32_t get_value(const uint8_t *p, unsigned size)
{
    if (size == 4) {
        uint32_t v;
        memcpy(&v, p, 4);
        return v;
    }
    if (size == 2) {
        uint16_t v;
        memcpy(&v, p, 2);
        return v;
    }
    return p[0];
}

static inline void put_value(uint8_t *p, uint32_t v, unsigned size)
{
    if (size == 4) {
        memcpy(p, &v, 4);
    } else if (size == 2) {
        uint16_t h = (uint16_t)v;
        memcpy(p, &h, 2);
    } else {
        p[0] = (uint8_t)v;
    }
}

#if defined(__x86_64__)
/* An LDS dword load of n lanes (a multiple of 8) by AVX2 gathers: a lane
 * that is on (bit i of on) and whose 4 bytes lie inside the LDS gets them,
 * the others 0 (vj_lds_in's rule, unsigned: addr <= lds_size - 4). Only
 * the lanes gathered touch memory. The JIT's commonest memory op in a
 * kernel that tiles through LDS, 8 lanes an instruction. */
__attribute__((target("avx2"))) static void lds_load4_avx2(const struct vj_wave *w,
                                                          uint32_t *io, const uint32_t *addr,
                                                          uint32_t n, uint64_t on)
{
    const __m256i flip = _mm256_set1_epi32((int)0x80000000u);
    const __m256i lim = _mm256_set1_epi32((int)((w->lds_size - 4) ^ 0x80000000u));
    const __m256i bits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    for (uint32_t i = 0; i < n; i += 8) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(addr + i));
        __m256i out = _mm256_cmpgt_epi32(_mm256_xor_si256(a, flip), lim);
        __m256i sel = _mm256_and_si256(_mm256_set1_epi32((int)(on >> i & 0xff)), bits);
        __m256i mask = _mm256_andnot_si256(out, _mm256_cmpeq_epi32(sel, bits));
        __m256i v = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)w->lds, a,
                                                mask, 1);
        _mm256_storeu_si256((__m256i *)(io + i), v);
    }
}

/* The lanes (bit i: lane i, n a multiple of 8) whose size bytes at their
 * address (addr's low row, then its high row) lie inside r, in the part of
 * r inside its first address's 4 GiB line (a lane past that line is not
 * counted: the caller's slow path takes it). *lo0 gets that part's first
 * low half, *gather whether its offsets fit a signed 32-bit index. */
__attribute__((target("avx2"))) static uint64_t lanes_in_avx2(const uint32_t *addr, uint32_t n,
                                                             const range *r, unsigned size,
                                                             int *gather)
{
    const uint64_t hi = r->addr >> 32, end = r->addr + r->size;
    const uint64_t line = hi == 0xffffffffu ? UINT64_MAX : (hi + 1) << 32;
    const uint64_t span = (end < line ? end : line) - r->addr;
    *gather = span <= 0x80000000u;
    if (span < size)
        return 0;
    const __m256i flip = _mm256_set1_epi32((int)0x80000000u);
    const __m256i lim = _mm256_set1_epi32((int)((uint32_t)(span - size) ^ 0x80000000u));
    const __m256i lo0 = _mm256_set1_epi32((int)(uint32_t)r->addr);
    const __m256i hi0 = _mm256_set1_epi32((int)(uint32_t)hi);
    uint64_t bits = 0;
    for (uint32_t i = 0; i < n; i += 8) {
        __m256i lo = _mm256_loadu_si256((const __m256i *)(addr + i));
        __m256i h = _mm256_loadu_si256((const __m256i *)(addr + n + i));
        __m256i out = _mm256_cmpgt_epi32(_mm256_xor_si256(_mm256_sub_epi32(lo, lo0), flip), lim);
        __m256i ok = _mm256_andnot_si256(out, _mm256_cmpeq_epi32(h, hi0));
        bits |= (uint64_t)(unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(ok)) << i;
    }
    return bits;
}

/* A global dword load of n lanes (a multiple of 8) from one range whose
 * offsets fit a signed index: AVX2 gathers of the lanes in on, 0 in the
 * others. */
__attribute__((target("avx2"))) static void load4_avx2(const range *r, uint32_t *io,
                                                      const uint32_t *addr, uint32_t n,
                                                      uint64_t on)
{
    const __m256i lo0 = _mm256_set1_epi32((int)(uint32_t)r->addr);
    const __m256i bits = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
    for (uint32_t i = 0; i < n; i += 8) {
        __m256i off = _mm256_sub_epi32(_mm256_loadu_si256((const __m256i *)(addr + i)), lo0);
        __m256i sel = _mm256_and_si256(_mm256_set1_epi32((int)(on >> i & 0xff)), bits);
        __m256i v = _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)r->host, off,
                                                _mm256_cmpeq_epi32(sel, bits), 1);
        _mm256_storeu_si256((__m256i *)(io + i), v);
    }
}

static int have_avx2(void)
{
    static int known = -1; /* threads may ask at once: relaxed atomics, same value */
    int k = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (k < 0) {
        k = __builtin_cpu_supports("avx2") != 0;
        __atomic_store_n(&known, k, __ATOMIC_RELAXED);
    }
    return k;
}
#endif

/* Room swz: whether an active lane of a buffer chunk addresses the
 * private aperture. */
static int aperture_lanes(const uint32_t *addr, uint32_t lane0, uint32_t n, uint64_t exec)
{
    for (uint32_t i = 0; i < n && lane0 + i < 64; i++)
        if ((exec >> (lane0 + i) & 1) && vj_in_aperture((uint64_t)addr[n + i] << 32 | addr[i]))
            return 1;
    return 0;
}

/* Room swz: a buffer chunk (LD, ST, MEMCHK; exec already narrowed by the
 * predicates) with a lane in the private aperture, lane by lane through
 * vj_buf_*, as the interpreter's run_mem: a store checks every lane first. */
static int buf_chunk(struct vj_wave *w, uint32_t *io, const uint32_t *addr, uint32_t lane0,
                     uint32_t n, uint64_t exec, uint32_t op, uint32_t imm, uint32_t inst)
{
    const unsigned size = imm & VJ_MEMI_SIZE_MASK;
    const int write = op == VJ_OP_ST || (imm & VJ_MEMI_WRITE);
    for (uint32_t i = 0; i < n; i++) {
        unsigned lane = lane0 + i;
        int on = lane < 64 && (exec >> lane & 1);
        uint64_t a = (uint64_t)addr[n + i] << 32 | addr[i];
        if (op == VJ_OP_LD) {
            uint32_t v = 0;
            if (on && vj_buf_load(w, a, &v, size))
                return (int)(vj_guest_buf_fault(w, inst, lane, a, size, 0) != VJ_OK);
            io[i] = vj_mem_extend(v, imm);
        } else if (on && vj_buf_check(w, a, size, write)) {
            return (int)(vj_guest_buf_fault(w, inst, lane, a, size, write) != VJ_OK);
        }
    }
    for (uint32_t i = 0; i < n && op == VJ_OP_ST; i++) {
        unsigned lane = lane0 + i;
        uint64_t a = (uint64_t)addr[n + i] << 32 | addr[i];
        if (lane < 64 && (exec >> lane & 1) && vj_buf_store(w, a, &io[i], size))
            return (int)(vj_guest_buf_fault(w, inst, lane, a, size, 1) != VJ_OK);
    }
    return 0;
}

/* The JIT's memory helper (src/jit/gen.h): n lanes from lane0 of one memory
 * op (op, imm as its node's; inst for the fault). addr holds the lanes'
 * address low halves, then (global) their high halves (SLD: n is 1, one
 * address), then for the predicated ops (LDP, STP, MEMCHKP, SLDP; room
 * buf) their predicates; io the values a store writes, or gets the values
 * loaded (0 in an inactive lane); for ATOM (room atom) io holds four rows
 * of n: the data's low and high halves, the comparand's, and gets the old
 * values' halves in its first two. exec is the wave's exec where the node
 * stands. 0, or 1 with the fault in w. */
int vj_guest_chunk(struct vj_wave *w, uint32_t *io, const uint32_t *addr, uint32_t lane0,
                   uint32_t n, uint64_t exec, uint32_t op, uint32_t imm, uint32_t inst)
{
    const unsigned size = imm & VJ_MEMI_SIZE_MASK;
    const int lds = (imm & VJ_MEMI_LDS) != 0;
    if (op == VJ_OP_SLDP) { /* room buf: addr[2], the wave's predicate */
        if (addr[2] > 1)
            return (int)(vj_guest_unsup(w, inst, 0, addr[2]) != VJ_OK);
        if (addr[2] == 0) {
            io[0] = 0;
            return 0;
        }
        op = VJ_OP_SLD;
    }
    if (op != vj_mem_unpredicated(op)) { /* room buf: addr's third row, the predicates */
        unsigned bad = 0;
        if (vj_mem_pred_exec(&exec, addr + 2 * n, lane0, n, &bad)) {
            vj_guest_unsup(w, inst, bad, addr[2 * n + (bad - lane0)]);
            return 1;
        }
        op = vj_mem_unpredicated(op);
        if (aperture_lanes(addr, lane0, n, exec))
            return buf_chunk(w, io, addr, lane0, n, exec, op, imm, inst);
    }
    const int write = op == VJ_OP_ST || (imm & VJ_MEMI_WRITE);
    const unsigned perm = write ? VJ_MEM_WRITE : VJ_MEM_READ;
    if (op == VJ_OP_SLD) { /* one access for the wave, exec ignored */
        uint64_t a = (uint64_t)addr[n] << 32 | addr[0];
        uint32_t v = 0;
        if (vj_guest_load(w->mem, a, &v, size))
            return (int)(vj_guest_fault(w, inst, 0, a, size, 0) != VJ_OK);
        io[0] = v;
        return 0;
    }
    if (op == VJ_OP_ATOM) { /* room atom: io holds data lo, hi, then cmp lo, hi */
        const unsigned kind = (imm & VJ_MEMI_ATOM_MASK) >> VJ_MEMI_ATOM_SHIFT;
        for (uint32_t i = 0; i < n; i++) {
            unsigned lane = lane0 + i;
            uint64_t old = 0;
            if (lane < 64 && (exec >> lane & 1)) {
                uint64_t d = (uint64_t)io[n + i] << 32 | io[i];
                uint64_t c = (uint64_t)io[3 * n + i] << 32 | io[2 * n + i];
                if (lds) {
                    old = vj_lds_atomic(w, addr[i], kind, size, d, c);
                } else {
                    uint64_t a = (uint64_t)addr[n + i] << 32 | addr[i];
                    if (vj_guest_atomic(w->mem, a, kind, size, d, c, &old)) {
                        vj_guest_fault(w, inst, lane, a, size, 1);
                        return 1;
                    }
                }
            }
            io[i] = (uint32_t)old;
            io[n + i] = (uint32_t)(old >> 32);
        }
        return 0;
    }
    /* the chunk's lanes' exec bits, lane i at bit i */
    const uint64_t on = lane0 < 64 ? exec >> lane0 : 0;
    if (imm & VJ_MEMI_PRIV) { /* room scratch: each lane's own bytes, every lane checked first */
        for (uint32_t i = 0; i < n; i++) {
            unsigned lane = lane0 + i;
            if (!(lane < 64 && (on >> i & 1))) {
                if (op == VJ_OP_LD)
                    io[i] = 0;
                continue;
            }
            const uint8_t *p = vj_priv_at(w, lane, addr[i], size);
            if (!p) {
                vj_guest_priv_fault(w, inst, lane, addr[i], size, write);
                return 1;
            }
            if (op == VJ_OP_LD)
                io[i] = vj_mem_extend(get_value(p, size), imm);
        }
        if (op == VJ_OP_ST)
            for (uint32_t i = 0; i < n; i++)
                if (lane0 + i < 64 && (on >> i & 1))
                    put_value(vj_priv_at(w, lane0 + i, addr[i], size), io[i], size);
        return 0;
    }
#if defined(__x86_64__)
    if (lds && op == VJ_OP_LD && size == 4 && n % 8 == 0 && w->lds_size >= 4 && have_avx2()) {
        lds_load4_avx2(w, io, addr, n, on);
        return 0;
    }
#endif
    if (lds && size <= 4) { /* LDS: no fault; out of range reads 0, drops a store */
        for (uint32_t i = 0; i < n; i++) {
            int in = (on >> i & 1) && vj_lds_in(w, addr[i], size);
            if (op == VJ_OP_LD)
                io[i] = in ? vj_mem_extend(get_value(w->lds + addr[i], size), imm) : 0;
            else if (op == VJ_OP_ST && in)
                put_value(w->lds + addr[i], io[i], size);
        }
        return 0;
    }
#if defined(__x86_64__)
    /* every active lane inside one range (the commonest case by far): no
     * lookup per lane, a dword load by gathers */
    const uint64_t on_n = n >= 64 ? on : on & ((UINT64_C(1) << n) - 1);
    if (!lds && n % 8 == 0 && on_n && have_avx2()) {
        unsigned f = (unsigned)__builtin_ctzll(on_n);
        const range *r =
            range_of(w->mem, NULL, (uint64_t)addr[n + f] << 32 | addr[f], size, perm);
        int gather = 0;
        if (r && (lanes_in_avx2(addr, n, r, size, &gather) & on_n) == on_n) {
            const uint32_t lo0 = (uint32_t)r->addr;
            if (op == VJ_OP_LD && size == 4 && gather) {
                load4_avx2(r, io, addr, n, on_n);
            } else if (op == VJ_OP_LD) {
                for (uint32_t i = 0; i < n; i++)
                    io[i] = on_n >> i & 1
                                ? vj_mem_extend(get_value(r->host + (addr[i] - lo0), size), imm)
                                : 0;
            } else if (op == VJ_OP_ST) {
                for (uint32_t i = 0; i < n; i++)
                    if (on_n >> i & 1)
                        put_value(r->host + (addr[i] - lo0), io[i], size);
            }
            return 0;
        }
    }
#endif
    const range *last = NULL;
    for (uint32_t i = 0; i < n; i++) {
        int lane_on = lane0 + i < 64 && (on >> i & 1);
        uint64_t a = (uint64_t)addr[n + i] << 32 | addr[i];
        if (op == VJ_OP_LD) {
            uint32_t v = 0;
            if (lane_on) {
                const range *r = range_of(w->mem, last, a, size, VJ_MEM_READ);
                if (r && size <= 4) {
                    last = r;
                    v = get_value(r->host + (a - r->addr), size);
                } else if (vj_guest_load(w->mem, a, &v, size)) {
                    vj_guest_fault(w, inst, lane0 + i, a, size, 0);
                    return 1;
                }
            }
            io[i] = vj_mem_extend(v, imm);
        } else if (lane_on) { /* ST, MEMCHK: every lane before any store */
            const range *r = range_of(w->mem, last, a, size, perm);
            if (r) {
                last = r;
            } else if (vj_guest_check(w->mem, a, size, write)) {
                vj_guest_fault(w, inst, lane0 + i, a, size, write);
                return 1;
            }
        }
    }
    if (op != VJ_OP_ST)
        return 0;
    for (uint32_t i = 0; i < n; i++) {
        if (!(lane0 + i < 64 && (on >> i & 1)))
            continue;
        uint64_t a = (uint64_t)addr[n + i] << 32 | addr[i];
        const range *r = range_of(w->mem, last, a, size, VJ_MEM_WRITE);
        if (r && size <= 4) {
            last = r;
            put_value(r->host + (a - r->addr), io[i], size);
        } else if (vj_guest_store(w->mem, a, &io[i], size)) {
            vj_guest_fault(w, inst, lane0 + i, a, size, 1);
            return 1;
        }
    }
    return 0;
}
