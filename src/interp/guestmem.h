/* guestmem: the guest memory map every engine's memory instructions go
 * through (issue 31; the public calls are vj_memory_* in vop3jit.h). A map
 * is a sorted array of ranges the host lends and an optional handler for
 * the rest; an access is one lane's 1 to 16 bytes, served whole by one
 * range or by the handler, or refused (a fault) before any byte moves. */
#ifndef VJ_INTERP_GUESTMEM_H
#define VJ_INTERP_GUESTMEM_H

#include <stddef.h>
#include <stdint.h>

#include "ir/memop.h"
#include "ir/state.h"
#include "vop3jit.h"

/* One lane's load of size bytes at addr into out: 0, or non-zero (a fault:
 * nothing was read). mem may be NULL (no map: every access faults). */
int vj_guest_load(const struct vj_memory *mem, uint64_t addr, void *out, unsigned size);
/* One lane's store: 0, or non-zero (a fault: nothing was written). */
int vj_guest_store(const struct vj_memory *mem, uint64_t addr, const void *in, unsigned size);
/* Whether a lane's access would be served (0) or fault (non-zero), without
 * making it: a store checks every lane before it writes any. The handler
 * is asked only when the access is made, so a range the handler serves
 * counts as served here. */
int vj_guest_check(const struct vj_memory *mem, uint64_t addr, unsigned size, int write);

/* Room atom: one lane's atomic read-modify-write of size bytes (4 or 8) of
 * kind (memop.h's vj_atom_new) at addr: 0 with the old value in *old, or
 * non-zero (a fault: nothing was written). The range must give both read
 * and write; an aligned access to a range is atomic on the host too (other
 * threads' waves share the map), one the handler serves is a load then a
 * store through it. */
int vj_guest_atomic(const struct vj_memory *mem, uint64_t addr, unsigned kind, unsigned size,
                    uint64_t data, uint64_t cmp, uint64_t *old);
/* The host's atomic read-modify-write of the size (4 or 8) aligned bytes at
 * p, which other threads may share: the value rule(arg, old) gives replaces
 * old unless another thread came between (then again); the old value. The
 * engines' atomics pass vj_atom_new, the reference its own rule. */
typedef uint64_t vj_rmw_rule(const void *arg, uint64_t old);
uint64_t vj_host_rmw(void *p, unsigned size, vj_rmw_rule *rule, const void *arg);
/* The host address of size bytes at addr when one range maps them for both
 * read and write and they are size-aligned on the host (so an atomic there
 * can be the host's own), else NULL: the reference evaluator's atomics do
 * their read-modify-write there with their own rule, other threads' waves
 * sharing the map. */
void *vj_guest_host_rw(const struct vj_memory *mem, uint64_t addr, unsigned size);
/* The same in the wave's LDS: the old value, or 0 for an access out of the
 * LDS, which writes nothing (LDS is the workgroup's, one thread's at a time). */
uint64_t vj_lds_atomic(struct vj_wave *w, uint32_t addr, unsigned kind, unsigned size,
                       uint64_t data, uint64_t cmp);

/* The JIT's memory helper: a chunk of n lanes of one memory op (guestmem.c
 * says how); 0, or 1 with the fault recorded in w. */
int vj_guest_chunk(struct vj_wave *w, uint32_t *io, const uint32_t *addr, uint32_t lane0,
                   uint32_t n, uint64_t exec, uint32_t op, uint32_t imm, uint32_t inst);

/* The ISA's rules every engine's lane loop applies (the interpreter's over
 * its lanes, the JIT helper's over a chunk): an LDS access at or past the
 * wave's LDS size reads 0 and drops a store; a sub-dword load with
 * VJ_MEMI_SEXT is sign-extended. */
static inline int vj_lds_in(const struct vj_wave *w, uint32_t addr, unsigned size)
{
    return addr < w->lds_size && size <= w->lds_size - addr;
}

/* Room scratch: lane's private bytes [addr, addr + size), or NULL when
 * they are not all inside its scratch_size bytes (the access faults). */
static inline uint8_t *vj_priv_at(const struct vj_wave *w, unsigned lane, uint32_t addr,
                                  unsigned size)
{
    if (!w->scratch || addr >= w->scratch_size || size > w->scratch_size - addr)
        return NULL;
    return w->scratch + (size_t)lane * w->scratch_size + addr;
}

/* Room swz: the private aperture (vop3jit.h's VJ_PRIVATE_APERTURE). A
 * buffer access (the predicated ops and the reference's refbuf) whose
 * first byte lies there reaches the wave's scratch, byte by byte: aperture
 * byte y is lane (y / 4) % W's private byte (y / (4 W)) * 4 + y % 4 (W the
 * wave size), the layout a GFX9/10 private segment buffer (swizzled,
 * ADD_TID, INDEX_STRIDE W, ELEMENT_SIZE 4, STRIDE 0) gives lane l's
 * private byte x. A byte outside [0, scratch_size), or no scratch: the
 * access faults (-1), nothing moved; else 0. */
static inline int vj_in_aperture(uint64_t addr)
{
    return addr - VJ_PRIVATE_APERTURE < VJ_PRIVATE_APERTURE_SIZE;
}
enum { VJ_AP_CHECK, VJ_AP_LOAD, VJ_AP_STORE };
int vj_aperture_access(struct vj_wave *w, uint64_t addr, void *io, unsigned size, int mode);

/* A buffer lane's access: the aperture, else the map (0, or a fault). */
static inline int vj_buf_load(struct vj_wave *w, uint64_t addr, void *out, unsigned size)
{
    return vj_in_aperture(addr) ? vj_aperture_access(w, addr, out, size, VJ_AP_LOAD)
                                : vj_guest_load(w->mem, addr, out, size);
}
static inline int vj_buf_store(struct vj_wave *w, uint64_t addr, const void *in, unsigned size)
{
    return vj_in_aperture(addr) ? vj_aperture_access(w, addr, (void *)in, size, VJ_AP_STORE)
                                : vj_guest_store(w->mem, addr, in, size);
}
static inline int vj_buf_check(struct vj_wave *w, uint64_t addr, unsigned size, int write)
{
    return vj_in_aperture(addr) ? vj_aperture_access(w, addr, NULL, size, VJ_AP_CHECK)
                                : vj_guest_check(w->mem, addr, size, write);
}

static inline uint32_t vj_mem_extend(uint32_t v, unsigned imm)
{
    unsigned size = imm & VJ_MEMI_SIZE_MASK, sh = 32 - 8 * size;
    return (imm & VJ_MEMI_SEXT) && size < 4 ? (uint32_t)((int32_t)(v << sh) >> sh) : v;
}

/* Room buf: the predicated ops (LDP, STP, MEMCHKP; ops.def). Their lanes:
 * of exec's lanes lane0 .. lane0 + n - 1, those whose p (p[i] for lane
 * lane0 + i) is 1; 0 when every active p is 0 or 1, else -1 with *bad the
 * first active lane whose p is neither. The op each stands for (LD, ST,
 * MEMCHK), or op itself. */
int vj_mem_pred_exec(uint64_t *exec, const uint32_t *p, unsigned lane0, unsigned n,
                     unsigned *bad);
unsigned vj_mem_unpredicated(unsigned op);
/* Record a lane whose buffer descriptor asks for what is not modelled and
 * return VJ_ERR_UNSUPPORTED; why is its predicate (VJ_BUF_UNSUP_*). */
#define VJ_BUF_UNSUP_SWIZZLE 2u /* SWIZZLE_ENABLE or ADD_TID_ENABLE */
#define VJ_BUF_UNSUP_STRIDE 4u  /* s_buffer_load from a buffer with a STRIDE */
vj_status vj_guest_unsup(struct vj_wave *w, uint32_t inst, unsigned lane, uint32_t why);
/* The status of what the wave's record holds: VJ_ERR_MEMORY or
 * VJ_ERR_UNSUPPORTED. */
vj_status vj_guest_fault_status(const struct vj_wave *w);

/* Record a fault in the wave (for the message) and return VJ_ERR_MEMORY. */
vj_status vj_guest_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint64_t addr,
                         unsigned size, int write);
/* Room scratch: the same for a lane's private access (addr a private
 * address) that leaves the lane's scratch. */
vj_status vj_guest_priv_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint32_t addr,
                              unsigned size, int write);
/* Room swz: the same for a buffer lane's access (vj_buf_load...): an
 * address in the private aperture is named as one. */
vj_status vj_guest_buf_fault(struct vj_wave *w, uint32_t inst, unsigned lane, uint64_t addr,
                             unsigned size, int write);
/* The message of the fault the wave holds, for the instruction in (its
 * index in the block index; the JIT's record of it may lack the index,
 * so it is the caller's): "global_load_b32 (instruction 2, offset 0x8):
 * lane 5 reads 4 bytes at 0x0000000000001000, which the wave's memory map
 * does not give it". */
struct vj_inst;
void vj_guest_fault_message(const struct vj_wave *w, const struct vj_inst *in, uint32_t index,
                            char *buf, size_t size);

#endif /* VJ_INTERP_GUESTMEM_H */
