/* refbuf: the reference evaluator's buffer loads and stores (room buf,
 * issue 31), one lane at a time from the ISA guides' rules (docs/design.md,
 * "Buffer memory"), independent of the IR's predicated ops:
 *  - the V# in four SGPRs: BASE 47:0, STRIDE 61:48, NUM_RECORDS 95:64,
 *    SWIZZLE_ENABLE 63 (GFX11+ 63:62), INDEX_STRIDE 118:117,
 *    ADD_TID_ENABLE 119, OOB_SELECT 125:124 (GFX10+); on GFX9 with
 *    ADD_TID, DATA_FORMAT (114:111) is STRIDE's bits 17:14;
 *  - index = the VGPR index by IDXEN (else 0) + the lane by ADD_TID,
 *    offset = the VGPR offset by OFFEN (else 0) + the instruction's
 *    (+ 4k for dword k); ADDR = BASE + SOFFSET + STRIDE * index + offset,
 *    or swizzled (GFX9/10, SWIZZLE_ENABLE) the guides' "Swizzled Buffer
 *    Addressing" with ELEMENT_SIZE 4; 64-bit, wrapping;
 *  - a piece (dword k, or the one sub-dword access) out of range reads 0
 *    or is not written; in range it is an access through the map as a
 *    global one is, and may fault.
 * On GFX11+ swizzled or thread-id-indexed descriptors stop the run as
 * unsupported. An address in the private aperture reaches the wave's
 * scratch (guestmem.h's vj_buf_load), as the other engines'.
 * s_buffer_load (vj_ref_sbuf): the wave's one access per dword, raw
 * buffers only. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "interp/guestmem.h"
#include "interp/interp.h"
#include "ir/ir.h"

typedef struct vdesc {
    uint64_t base;
    uint32_t stride, nr, oob;
    int swizzle, add_tid;
    uint32_t index_stride; /* 8, 16, 32 or 64 */
    int unmodelled;        /* GFX11+ swizzled or ADD_TID */
} vdesc;

static vdesc read_desc(const struct vj_wave *w, vj_family fam, unsigned rs)
{
    const uint32_t *d = &w->s[rs];
    vdesc v;
    v.base = (uint64_t)(d[1] & 0xffffu) << 32 | d[0];
    v.stride = d[1] >> 16 & 0x3fffu;
    v.nr = d[2];
    v.oob = d[3] >> 28 & 3u;
    unsigned swz = fam >= VJ_FAM_GFX11 ? d[1] >> 30 : d[1] >> 31;
    v.swizzle = swz != 0;
    v.add_tid = (d[3] >> 23 & 1u) != 0;
    v.index_stride = 8u << (d[3] >> 21 & 3u);
    if (fam == VJ_FAM_GFX9 && v.add_tid)
        v.stride += (d[3] >> 15 & 15u) * 16384u; /* STRIDE[17:14] */
    v.unmodelled = fam >= VJ_FAM_GFX11 && (v.swizzle || v.add_tid);
    return v;
}

/* Whether a piece of size bytes at offset x fits under limit: GFX9-11 by
 * its first byte (x < limit), GFX12 by its last (x + size <= limit). */
static int fits(int gfx12, uint64_t x, unsigned size, uint64_t limit)
{
    return gfx12 ? x < limit && x + size <= limit : x < limit;
}

/* The range check of one piece (docs/design.md): off = the VGPR offset +
 * the instruction's offset + 4k, as a 64-bit two's complement value. */
static int in_range(vj_family fam, const vdesc *d, int idxen, uint32_t index, uint64_t off,
                    uint32_t soff, unsigned size)
{
    if (fam == VJ_FAM_GFX9) { /* the private (scratch) buffer: not checked */
        if (d->add_tid && !idxen)
            return 1;
        return idxen && d->stride ? index < d->nr : off < d->nr; /* structured, raw */
    }
    int g12 = fam == VJ_FAM_GFX12;
    switch (d->oob) {
    case 0:
        return index < d->nr;
    case 1:
        return index < d->nr && fits(g12, off, size, d->stride);
    case 2:
        return d->nr != 0;
    default: /* raw: the byte offset into the buffer (GFX12: with SOFFSET) */
        return fits(g12, (uint64_t)d->stride * index + off + (g12 ? soff : 0u), size, d->nr);
    }
}

/* A piece's byte offset from BASE + SOFFSET: linear, or the swizzled
 * rule ("Swizzled Buffer Addressing": element size 4 on GFX9/10). */
static uint64_t buffer_offset(const vdesc *d, uint32_t index, uint64_t off)
{
    if (!d->swizzle)
        return (uint64_t)d->stride * index + off;
    const uint64_t es = 4, is = d->index_stride;
    uint64_t index_msb = index / is, index_lsb = index % is;
    uint64_t offset_msb = off / es, offset_lsb = off % es;
    return (index_msb * d->stride + offset_msb * es) * is + index_lsb * es + offset_lsb;
}

static vj_status fail(struct vj_wave *w, const vj_inst *in, size_t index, unsigned lane,
                      uint64_t addr, unsigned size, int write, char *err, size_t errsize)
{
    vj_status st = vj_guest_buf_fault(w, (uint32_t)index, lane, addr, size, write);
    vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
    return st;
}

vj_status vj_ref_buf(const vj_inst *in, const vj_minst *m, const vj_mem_access *a, size_t index,
                     struct vj_wave *w, char *err, size_t errsize)
{
    const vj_family fam = vj_target_family(m->target);
    const unsigned n = w->wave_size, dw = a->unit == 4 ? a->count : 1;
    const uint64_t exec = vj_wave_exec(w);
    const vdesc d = read_desc(w, fam, vj_buf_srsrc(m));
    if (d.unmodelled && exec) {
        unsigned lane = (unsigned)__builtin_ctzll(exec);
        vj_status st = vj_guest_unsup(w, (uint32_t)index, lane, VJ_BUF_UNSUP_SWIZZLE);
        vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
        return st;
    }
    vj_buf_soffset so;
    vj_buf_soffset_of(m, &so);
    const uint32_t soff = so.sreg != VJ_SREG_NULL ? w->s[so.sreg] : so.value;
    const int idxen = vj_mem_get(m, VJ_MF_IDXEN) != 0, offen = vj_mem_get(m, VJ_MF_OFFEN) != 0;
    const unsigned va = vj_mem_get(m, VJ_MF_BASE), data = vj_mem_get(m, VJ_MF_DATA);
    const int64_t ioff = vj_mem_imm_offset(m);
    uint64_t addr[4][VJ_MAX_LANES];
    uint8_t ok[4][VJ_MAX_LANES];
    for (unsigned l = 0; l < n; l++) {
        uint32_t idx = (idxen ? w->v[va][l] : 0) + (d.add_tid ? l : 0);
        uint32_t voff = offen ? w->v[va + (unsigned)idxen][l] : 0;
        uint64_t off = (uint64_t)((int64_t)voff + ioff);
        for (unsigned k = 0; k < dw; k++) {
            addr[k][l] = d.base + soff + buffer_offset(&d, idx, off + 4u * k);
            ok[k][l] =
                (exec >> l & 1) && in_range(fam, &d, idxen, idx, off + 4u * k, soff, a->unit);
        }
    }
    uint32_t(*file)[VJ_MAX_LANES] = vj_buf_acc(m) ? w->a : w->v;
    if (a->store) {
        for (unsigned k = 0; k < dw; k++) /* every piece before any is written */
            for (unsigned l = 0; l < n; l++)
                if (ok[k][l] && vj_buf_check(w, addr[k][l], a->unit, 1))
                    return fail(w, in, index, l, addr[k][l], a->unit, 1, err, errsize);
        for (unsigned k = 0; k < dw; k++)
            for (unsigned l = 0; l < n; l++)
                if (ok[k][l] && vj_buf_store(w, addr[k][l], &file[data + k][l], a->unit))
                    return fail(w, in, index, l, addr[k][l], a->unit, 1, err, errsize);
        return VJ_OK;
    }
    uint32_t val[4][VJ_MAX_LANES];
    for (unsigned k = 0; k < dw; k++) /* dword k of every lane before dword k + 1 */
        for (unsigned l = 0; l < n; l++) {
            uint8_t b[4] = {0, 0, 0, 0};
            if (ok[k][l] && vj_buf_load(w, addr[k][l], b, a->unit))
                return fail(w, in, index, l, addr[k][l], a->unit, 0, err, errsize);
            uint32_t v =
                (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
            if (a->sext && a->unit == 1)
                v = (uint32_t)(int32_t)(int8_t)b[0];
            else if (a->sext && a->unit == 2)
                v = (uint32_t)(int32_t)(int16_t)(uint16_t)v;
            val[k][l] = v;
        }
    for (unsigned k = 0; k < dw; k++)
        for (unsigned l = 0; l < n; l++)
            if (exec >> l & 1)
                file[data + k][l] = val[k][l];
    return VJ_OK;
}

/* s_buffer_load: the wave's one access per dword, exec not consulted:
 * ADDR = BASE + (the immediate + SGPR SOFFSET, ADDR[1:0] ignored); dword k
 * in range when its offset is under NUM_RECORDS (GFX12: its last byte
 * too); out of range it reads 0. A STRIDE, a swizzle or ADD_TID: refused. */
vj_status vj_ref_sbuf(const vj_inst *in, const vj_minst *m, const vj_mem_access *a, size_t index,
                      struct vj_wave *w, char *err, size_t errsize)
{
    const vj_family fam = vj_target_family(m->target);
    const vdesc d = read_desc(w, fam, vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_BASE) * 2));
    const int swizzled = d.swizzle || d.add_tid; /* not run by a scalar load on any target */
    if (swizzled || d.stride) {
        vj_status st = vj_guest_unsup(w, (uint32_t)index, 0,
                                      swizzled ? VJ_BUF_UNSUP_SWIZZLE : VJ_BUF_UNSUP_STRIDE);
        vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
        return st;
    }
    uint64_t off = (uint64_t)vj_mem_smem_imm(m);
    uint64_t so = vj_mem_smem_soffset_reg(m);
    if (so != VJ_SREG_NULL)
        off += w->s[so];
    off &= ~(uint64_t)3;
    uint32_t v[16];
    for (unsigned k = 0; k < a->count; k++) {
        v[k] = 0;
        if (fits(fam == VJ_FAM_GFX12, off + 4u * k, 4, d.nr) &&
            vj_guest_load(w->mem, d.base + off + 4u * k, &v[k], 4)) {
            /* the map's fault: the aperture is the vector buffer path's */
            vj_status st = vj_guest_fault(w, (uint32_t)index, 0, d.base + off + 4u * k, 4, 0);
            vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
            return st;
        }
    }
    unsigned sd = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_DATA));
    for (unsigned k = 0; k < a->count && sd != VJ_SREG_NULL; k++)
        w->s[sd + k] = v[k];
    return VJ_OK;
}
