/* guestmem: the guest memory map (issue 31): ranges the host lends, kept
 * sorted by guest address and never overlapping, found by binary search;
 * the handler for what no range maps; the public vj_memory_* and the
 * wave's memory and LDS calls. Read-only while runs use it, so engines on
 * many threads may share one map without locks. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int vj_guest_atomic(const struct vj_memory *mem, uint64_t addr, unsigned kind, unsigned size,
                    uint64_t data, uint64_t cmp, uint64_t *old)
{
    uint8_t *p = host_of(mem, addr, size, VJ_MEM_READ);
    if (p && p == host_of(mem, addr, size, VJ_MEM_WRITE)) {
        if (((uintptr_t)p & (size - 1)) == 0) { /* atomic on the host as well */
            if (size == 8) {
                uint64_t o = __atomic_load_n((uint64_t *)p, __ATOMIC_RELAXED);
                while (!__atomic_compare_exchange_n((uint64_t *)p, &o,
                                                    vj_atom_new(kind, 8, o, data, cmp), 0,
                                                    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
                    ;
                *old = o;
            } else {
                uint32_t o = __atomic_load_n((uint32_t *)p, __ATOMIC_RELAXED);
                while (!__atomic_compare_exchange_n(
                    (uint32_t *)p, &o, (uint32_t)vj_atom_new(kind, 4, o, data, cmp), 0,
                    __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
                    ;
                *old = o;
            }
            return 0;
        }
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

vj_status vj_guest_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint64_t addr,
                         unsigned size, int write)
{
    w->fault.addr = addr;
    w->fault.lane = lane;
    w->fault.size = size;
    w->fault.write = write != 0;
    w->fault.inst = inst;
    return VJ_ERR_MEMORY;
}

void vj_guest_fault_message(const struct vj_wave *w, const struct vj_inst *in, uint32_t index,
                            char *buf, size_t size)
{
    const vj_mem_row *row = in && in->mem ? in->mrow : NULL;
    char who[32];
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

/* The JIT's memory helper (src/jit/gen.h): n lanes from lane0 of one memory
 * op (op, imm as its node's; inst for the fault). addr holds the lanes' address low halves, then (global)
 * their high halves (SLD: n is 1, one address); io the values a
 * store writes, or gets the values loaded (0 in an inactive lane); for
 * ATOM (room atom) io holds four rows of n: the data's low and high
 * halves, the comparand's, and gets the old values' halves in its first two. exec is
 * the wave's exec where the node stands. 0, or 1 with the fault in w. */
int vj_guest_chunk(struct vj_wave *w, uint32_t *io, const uint32_t *addr, uint32_t lane0,
                   uint32_t n, uint64_t exec, uint32_t op, uint32_t imm, uint32_t inst)
{
    const unsigned size = imm & VJ_MEMI_SIZE_MASK;
    const int lds = (imm & VJ_MEMI_LDS) != 0;
    const int write = op == VJ_OP_ST || (imm & VJ_MEMI_WRITE);
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
    for (uint32_t i = 0; i < n; i++) {
        unsigned lane = lane0 + i;
        int on = lane < 64 && (exec >> lane & 1);
        uint64_t a = lds ? addr[i] : (uint64_t)addr[n + i] << 32 | addr[i];
        if (op == VJ_OP_LD) {
            uint32_t v = 0;
            if (on && lds) {
                if (vj_lds_in(w, addr[i], size))
                    memcpy(&v, w->lds + addr[i], size);
            } else if (on && vj_guest_load(w->mem, a, &v, size)) {
                vj_guest_fault(w, inst, lane, a, size, 0);
                return 1;
            }
            io[i] = vj_mem_extend(v, imm);
        } else if (on && !lds && vj_guest_check(w->mem, a, size, write)) {
            vj_guest_fault(w, inst, lane, a, size, write); /* every lane before any store */
            return 1;
        }
    }
    if (op != VJ_OP_ST)
        return 0;
    for (uint32_t i = 0; i < n; i++) {
        unsigned lane = lane0 + i;
        if (!(lane < 64 && (exec >> lane & 1)))
            continue;
        if (lds) {
            if (vj_lds_in(w, addr[i], size))
                memcpy(w->lds + addr[i], &io[i], size);
        } else {
            uint64_t a = (uint64_t)addr[n + i] << 32 | addr[i];
            if (vj_guest_store(w->mem, a, &io[i], size)) {
                vj_guest_fault(w, inst, lane, a, size, 1);
                return 1;
            }
        }
    }
    return 0;
}
