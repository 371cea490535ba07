/* memop: what a memory op's imm says (ops.def's memory section, issue 31). */
#ifndef VJ_IR_MEMOP_H
#define VJ_IR_MEMOP_H

#define VJ_MEMI_SIZE_MASK 0x1fu /* bytes: 1, 2 or 4 (LD, SLD, ST); 1 to 16 (MEMCHK) */
#define VJ_MEMI_SEXT 0x20u      /* LD: a sub-dword value is sign-extended (else zero) */
#define VJ_MEMI_LDS 0x40u       /* the wave's LDS (an i32 address), else its memory map */
#define VJ_MEMI_WRITE 0x80u     /* MEMCHK: the access is a store */
/* ATOM (room atom): the read-modify-write, in bits 12:8; the size is 4 or
 * 8 (an i32 or i64 node). vj_atom_new is every engine's rule for the value
 * written (the reference has its own, from the ISA's pseudocode). */
#define VJ_MEMI_ATOM_SHIFT 8
#define VJ_MEMI_ATOM_MASK  0x1f00u
/* Room scratch: the lane's private memory (the wave's scratch, an i32
 * private address per lane; vj_wave_set_scratch), else its memory map. An
 * access not wholly inside the lane's bytes faults as a global one does. */
#define VJ_MEMI_PRIV       0x2000u
#define VJ_MEMI_MASK       0x3fffu

#include <stdint.h>

enum vj_atom_kind {
    VJ_ATOM_NONE,
    VJ_ATOM_SWAP,    /* d */
    VJ_ATOM_CMPSWAP, /* old == c ? d : old */
    VJ_ATOM_ADD,     /* old + d */
    VJ_ATOM_SUB,     /* old - d */
    VJ_ATOM_RSUB,    /* d - old (DS) */
    VJ_ATOM_SMIN,    /* signed */
    VJ_ATOM_UMIN,
    VJ_ATOM_SMAX,
    VJ_ATOM_UMAX,
    VJ_ATOM_AND,
    VJ_ATOM_OR,
    VJ_ATOM_XOR,
    VJ_ATOM_INC,      /* old >= d ? 0 : old + 1 (unsigned) */
    VJ_ATOM_DEC,      /* old == 0 || old > d ? d : old - 1 (unsigned) */
    VJ_ATOM_SUBCLAMP, /* old >= d ? old - d : 0 (csub, sub_clamp) */
    VJ_ATOM_CONDSUB,  /* old >= d ? old - d : old (cond_sub) */
    VJ_ATOM_MSKOR,    /* (old & ~d) | c (DS mskor: d the mask, c the bits) */
    VJ_ATOM_COUNT
};

/* The value an atomic of kind k and size bytes (4 or 8) writes over old,
 * with data d and comparand (or second datum) c; values of size 4 are in
 * the low 32 bits. */
static inline uint64_t vj_atom_new(unsigned k, unsigned size, uint64_t old, uint64_t d, uint64_t c)
{
    const uint64_t m = size == 8 ? ~0ull : 0xffffffffull, sb = size == 8 ? 1ull << 63 : 1ull << 31;
    old &= m;
    d &= m;
    c &= m;
    uint64_t r;
    switch (k) {
    case VJ_ATOM_SWAP:
        r = d;
        break;
    case VJ_ATOM_CMPSWAP:
        r = old == c ? d : old;
        break;
    case VJ_ATOM_ADD:
        r = old + d;
        break;
    case VJ_ATOM_SUB:
        r = old - d;
        break;
    case VJ_ATOM_RSUB:
        r = d - old;
        break;
    case VJ_ATOM_SMIN:
        r = (old ^ sb) < (d ^ sb) ? old : d;
        break;
    case VJ_ATOM_UMIN:
        r = old < d ? old : d;
        break;
    case VJ_ATOM_SMAX:
        r = (old ^ sb) > (d ^ sb) ? old : d;
        break;
    case VJ_ATOM_UMAX:
        r = old > d ? old : d;
        break;
    case VJ_ATOM_AND:
        r = old & d;
        break;
    case VJ_ATOM_OR:
        r = old | d;
        break;
    case VJ_ATOM_XOR:
        r = old ^ d;
        break;
    case VJ_ATOM_INC:
        r = old >= d ? 0 : old + 1;
        break;
    case VJ_ATOM_DEC:
        r = old == 0 || old > d ? d : old - 1;
        break;
    case VJ_ATOM_SUBCLAMP:
        r = old >= d ? old - d : 0;
        break;
    case VJ_ATOM_CONDSUB:
        r = old >= d ? old - d : old;
        break;
    case VJ_ATOM_MSKOR:
        r = (old & ~d) | c;
        break;
    default:
        r = old;
        break;
    }
    return r & m;
}

#endif /* VJ_IR_MEMOP_H */
