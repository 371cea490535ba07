/* The wave state every engine reads and writes: one wavefront's registers.
 * Layout is fixed so that the JIT can address it directly; change it only
 * together with src/jit. */
#ifndef VJ_IR_STATE_H
#define VJ_IR_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "frontend/frontend.h" /* VJ_SREG_* canonical scalar space */

#define VJ_MAX_LANES 64
#define VJ_NUM_VGPRS 256
#define VJ_NUM_AGPRS 256

struct vj_wave {
    /* v[r][lane]: one register's lanes are contiguous; the stride is 64
     * lanes whatever the wave size, and wave32 uses lanes 0..31. */
    uint32_t v[VJ_NUM_VGPRS][VJ_MAX_LANES] __attribute__((aligned(64)));
    uint32_t s[VJ_SREG_COUNT]; /* canonical scalar space; s[VJ_SREG_NULL] stays 0 */
    uint32_t scc;              /* 0 or 1 */
    uint32_t wave_size;        /* 32 or 64 */
    /* The MODE register's float fields, at their hardware bit positions
     * (VJ_MODE_*, src/ir/fpmode.h): what every float op of a block reads
     * (IR op rdmode). After wave_size, so v[], s[] and scc keep their
     * offsets and a[] (64-byte aligned) does not move. */
    uint32_t mode;
    /* Non-zero while the runtime holds the calling thread's MXCSR at what
     * the JIT's native float path assumes (round to nearest, no FTZ or
     * DAZ, exceptions masked) around a loop of block calls on this wave
     * (vj_run_waves, vj_region_run): each block's wrapper then neither reads
     * nor sets MXCSR itself (src/jit/emit.c, fp_wrapper). 0 at any other
     * time. In the padding before pc, so nothing moves. */
    uint32_t fp_held;
    /* The program counter (issue 30): the byte address of the next
     * instruction, set by the caller before a code region's block runs and
     * moved by its branches (IR ops rdpc/wrpc); blocks from bytes leave it.
     * In the padding before a[], so nothing else moves. */
    uint64_t pc;
    /* a[r][lane]: CDNA's accumulation registers a0..a255 (gfx908 on), rows
     * laid out as v[]'s. They come last so that every offset the JIT and
     * the interpreter compile in (v[], s[], scc) is what it was; a wave of
     * another target has them too, zero, as nothing it runs names them. */
    uint32_t a[VJ_NUM_AGPRS][VJ_MAX_LANES] __attribute__((aligned(64)));
    /* Issue 31: what the wave's memory instructions reach (after a[], so
     * nothing above moves): the guest memory map (vj_wave_set_memory; the
     * host's, not copied), the workgroup's LDS (vj_wave_set_lds; DS
     * accesses at or past lds_size read 0 and drop stores), and the last
     * memory fault a run stopped at (what the engine found, for the
     * message: src/runtime/memory.c). */
    struct vj_memory *mem;
    uint8_t *lds;
    uint32_t lds_size;
    struct vj_mem_fault {
        uint64_t addr;  /* the lane's first byte */
        uint32_t lane;  /* the lane */
        uint32_t size;  /* bytes */
        uint32_t write; /* 1: a store */
        uint32_t inst;  /* the instruction's index in its block */
        uint32_t unsup; /* room buf: 1 when not a fault but a lane's buffer
                           descriptor asking for an addressing mode not
                           modelled (VJ_ERR_UNSUPPORTED; addr, size unused) */
        uint32_t priv;  /* 1: addr is a private address (room scratch); 2: in the
                         * private aperture (room swz, a buffer access) */
    } fault;
    /* Room scratch: the wave's private memory (vj_wave_set_scratch; the
     * host's): scratch_size bytes a lane, lane l's byte x at
     * scratch[l * scratch_size + x]. A SCRATCH access not wholly inside
     * [0, scratch_size) faults; none (NULL, 0) faults every one. */
    uint8_t *scratch;
    uint32_t scratch_size;
};

_Static_assert(sizeof(((struct vj_wave *)0)->v[0]) == 256, "VGPR row is 64 lanes of 4 bytes");
_Static_assert(sizeof(((struct vj_wave *)0)->a[0]) == 256, "AGPR row is 64 lanes of 4 bytes");
_Static_assert(offsetof(struct vj_wave, a) % 64 == 0, "AGPR rows are aligned as VGPR rows");
_Static_assert(offsetof(struct vj_wave, a) == 66112, "mode and pc fit in the padding before a[]");
_Static_assert(offsetof(struct vj_wave, pc) % 8 == 0, "pc is one aligned 64-bit word");

/* The exec mask as a 64-bit value (upper half ignored in wave32). */
static inline uint64_t vj_wave_exec(const struct vj_wave *w)
{
    uint64_t e = (uint64_t)w->s[VJ_SREG_EXEC_HI] << 32 | w->s[VJ_SREG_EXEC_LO];
    return w->wave_size == 32 ? (e & 0xffffffffu) : e;
}

static inline uint64_t vj_wave_vcc(const struct vj_wave *w)
{
    uint64_t v = (uint64_t)w->s[VJ_SREG_VCC_HI] << 32 | w->s[VJ_SREG_VCC_LO];
    return w->wave_size == 32 ? (v & 0xffffffffu) : v;
}

#endif /* VJ_IR_STATE_H */
