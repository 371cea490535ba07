/* refmem: the reference evaluator's memory instructions (issue 31), from
 * the ISA guides' address rules, one lane at a time, independent of the
 * IR's memory ops:
 *  - SMEM (s_load_*): ADDR = SGPR[SBASE] (a pair) + the immediate offset +
 *    SGPR[SOFFSET] (zero-extended), ADDR[1:0] ignored for dword loads; one
 *    access for the wave, exec not consulted; SDATA gets dword k from
 *    ADDR + 4k.
 *  - FLAT, GLOBAL: ADDR = VGPR[VADDR] (a pair) + the offset when SADDR is
 *    off, else SGPR[SADDR] (a pair) + VGPR[VADDR] (zero-extended) + the
 *    offset; per active lane.
 *  - DS: ADDR = VGPR[ADDR] + the 16-bit offset, or for read2/write2 two
 *    addresses, VGPR[ADDR] + OFFSETn * the access size (* 64 for the
 *    stride-64 forms); an access out of the LDS reads 0 / is dropped.
 *  - SCRATCH (room scratch): the lane's private address = VGPR[VADDR] (when
 *    used) + SGPR[SADDR] (when used) + the offset, 32 bits (AMD's ISA
 *    guides, "Scratch"); the lane's private byte x is its scratch's byte x,
 *    and an access not wholly inside the lane's scratch_size bytes faults.
 * Every lane's every access is checked before anything is written; a load
 * writes its destination only when all its lanes read. Within one
 * instruction, dword k of every lane (lanes ascending) is accessed before
 * dword k + 1, the first address of read2/write2 before the second: the
 * model's order for lanes that overlap, and which fault is found first
 * (docs/design.md). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "interp/guestmem.h"
#include "interp/interp.h"
#include "ir/ir.h"

static uint64_t sgpr_pair(const struct vj_wave *w, unsigned r)
{
    return (uint64_t)w->s[r + 1] << 32 | w->s[r];
}

static vj_status fail(struct vj_wave *w, const vj_inst *in, size_t index, unsigned lane,
                      uint64_t addr, unsigned size, int write, char *err, size_t errsize)
{
    vj_status st = vj_guest_fault(w, (uint32_t)index, lane, addr, size, write);
    vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
    return st;
}

/* Room scratch: SCRATCH's loads and stores, lane by lane from the rule. */
static vj_status ref_scratch(const vj_inst *in, const vj_minst *m, const vj_mem_access *a,
                             size_t index, struct vj_wave *w, char *err, size_t errsize)
{
    const unsigned n = w->wave_size, dw = a->unit == 4 ? a->count : 1, bytes = a->unit * dw;
    const uint64_t exec = vj_wave_exec(w);
    int uv, us;
    vj_mem_scratch_uses(m, &uv, &us);
    uint32_t sv = us ? w->s[vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_SADDR))] : 0;
    uint32_t addr[VJ_MAX_LANES];
    for (unsigned l = 0; l < n; l++)
        addr[l] = (uv ? w->v[vj_mem_get(m, VJ_MF_BASE)][l] : 0) + sv +
                  (uint32_t)vj_mem_imm_offset(m);
    uint32_t(*file)[VJ_MAX_LANES] = vj_mem_data_is_agpr(m) ? w->a : w->v;
    const uint32_t P = w->scratch ? w->scratch_size : 0;
    if (a->store) { /* every active lane's every byte first: a fault writes nothing */
        for (unsigned l = 0; l < n; l++)
            if ((exec >> l & 1) && (uint64_t)addr[l] + bytes > P) {
                vj_guest_priv_fault(w, (uint32_t)index, l, addr[l], bytes, 1);
                vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
                return VJ_ERR_MEMORY;
            }
        unsigned data = vj_mem_get(m, VJ_MF_DATA);
        for (unsigned l = 0; l < n; l++)
            if (exec >> l & 1)
                for (unsigned k = 0; k < dw; k++) {
                    uint32_t v = file[data + k][l];
                    uint8_t *p = w->scratch + (size_t)l * P + addr[l] + 4u * k;
                    for (unsigned j = 0; j < a->unit; j++)
                        p[j] = (uint8_t)(v >> 8 * j);
                }
        return VJ_OK;
    }
    uint32_t val[4][VJ_MAX_LANES];
    for (unsigned k = 0; k < dw; k++) /* dword k of every lane before dword k + 1 */
        for (unsigned l = 0; l < n; l++) {
            if (!(exec >> l & 1))
                continue;
            uint32_t at = addr[l] + 4u * k;
            if ((uint64_t)at + a->unit > P) {
                vj_guest_priv_fault(w, (uint32_t)index, l, at, a->unit, 0);
                vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
                return VJ_ERR_MEMORY;
            }
            const uint8_t *p = w->scratch + (size_t)l * P + at;
            uint32_t v = 0;
            for (unsigned j = 0; j < a->unit; j++)
                v |= (uint32_t)p[j] << 8 * j;
            if (a->sext && a->unit == 1)
                v = (uint32_t)(int32_t)(int8_t)p[0];
            else if (a->sext && a->unit == 2)
                v = (uint32_t)(int32_t)(int16_t)(uint16_t)v;
            val[k][l] = v;
        }
    unsigned vd = vj_mem_get(m, VJ_MF_VDST);
    for (unsigned k = 0; k < dw; k++)
        for (unsigned l = 0; l < n; l++)
            if (exec >> l & 1)
                file[vd + k][l] = val[k][l];
    return VJ_OK;
}

vj_status vj_ref_minst(const vj_inst *in, size_t index, struct vj_wave *w, char *err,
                       size_t errsize)
{
    vj_minst m;
    vj_inst_minst(in, &m);
    vj_status st = vj_lower_minst_check(&m, err, errsize);
    if (st != VJ_OK)
        return st;
    vj_mem_access a;
    vj_mem_access_of(m.row, &a);
    if (a.nop) /* a cache or prefetch row */
        return VJ_OK;
    if (m.row->enc == VJ_ME_MUBUF) /* room buf: refbuf.c */
        return vj_ref_buf(in, &m, &a, index, w, err, errsize);
    if (vj_buf_is_scalar(m.row))
        return vj_ref_sbuf(in, &m, &a, index, w, err, errsize);
    if (a.atom) /* room atom: refatomic.c */
        return vj_ref_atomic(in, &m, index, w, err, errsize);
    const unsigned dw = a.unit == 4 ? a.count : 1, parts = a.two ? 2 : 1, n = w->wave_size;
    const unsigned bytes = a.unit * dw; /* one part's */

    if (m.row->enc == VJ_ME_SMEM) {
        uint64_t addr = sgpr_pair(w, vj_mem_sreg_base(&m, vj_mem_get(&m, VJ_MF_BASE) * 2));
        addr += (uint64_t)vj_mem_smem_imm(&m);
        uint64_t so = vj_mem_smem_soffset_reg(&m);
        if (so != VJ_SREG_NULL)
            addr += w->s[so];
        addr &= ~(uint64_t)3;
        uint32_t v[16];
        for (unsigned k = 0; k < dw; k++)
            if (vj_guest_load(w->mem, addr + 4u * k, &v[k], 4))
                return fail(w, in, index, 0, addr + 4u * k, 4, 0, err, errsize);
        unsigned sd = vj_mem_sreg_base(&m, vj_mem_get(&m, VJ_MF_DATA));
        for (unsigned k = 0; k < dw && sd != VJ_SREG_NULL; k++)
            w->s[sd + k] = v[k];
        return VJ_OK;
    }

    const uint64_t exec = vj_wave_exec(w);
    if (m.row->enc == VJ_ME_SCRATCH)
        return ref_scratch(in, &m, &a, index, w, err, errsize);
    const int lds = m.row->enc == VJ_ME_DS;
    const int acc = vj_mem_data_is_agpr(&m);
    uint64_t addr[2][VJ_MAX_LANES];
    for (unsigned l = 0; l < n; l++) {
        if (lds) {
            uint32_t base = w->v[vj_mem_get(&m, VJ_MF_BASE)][l];
            for (unsigned p = 0; p < parts; p++) {
                uint32_t off = a.two ? (p ? vj_mem_get(&m, VJ_MF_OFFSET1)
                                          : vj_mem_get(&m, VJ_MF_OFFSET)) *
                                           bytes * (a.st64 ? 64u : 1u)
                                     : (uint32_t)vj_mem_imm_offset(&m);
                addr[p][l] = (uint32_t)(base + off);
            }
        } else {
            unsigned va = vj_mem_get(&m, VJ_MF_BASE);
            uint64_t ad;
            if (vj_mem_saddr_off(&m))
                ad = (uint64_t)w->v[va + 1][l] << 32 | w->v[va][l];
            else
                ad = sgpr_pair(w, vj_mem_sreg_base(&m, vj_mem_get(&m, VJ_MF_SADDR))) +
                     w->v[va][l];
            addr[0][l] = ad + (uint64_t)vj_mem_imm_offset(&m);
        }
    }
    uint32_t(*file)[VJ_MAX_LANES] = acc ? w->a : w->v;
    if (a.store) {
        unsigned data[2] = {vj_mem_get(&m, VJ_MF_DATA),
                            vj_mem_has(&m, VJ_MF_DATA1) ? vj_mem_get(&m, VJ_MF_DATA1) : 0};
        if (!lds) /* every lane's bytes first */
            for (unsigned l = 0; l < n; l++)
                if ((exec >> l & 1) && vj_guest_check(w->mem, addr[0][l], bytes, 1))
                    return fail(w, in, index, l, addr[0][l], bytes, 1, err, errsize);
        for (unsigned p = 0; p < parts; p++)
            for (unsigned k = 0; k < dw; k++)
                for (unsigned l = 0; l < n; l++) {
                    if (!(exec >> l & 1))
                        continue;
                    uint32_t v = file[data[p] + k][l];
                    if (a.d16 == 2) /* the ISA: VDATA[31:16]'s low unit bytes */
                        v >>= 16;
                    uint64_t at = addr[p][l] + 4u * k;
                    if (lds) {
                        uint32_t ad = (uint32_t)at;
                        if (ad < w->lds_size && a.unit <= w->lds_size - ad)
                            memcpy(w->lds + ad, &v, a.unit);
                    } else if (vj_guest_store(w->mem, at, &v, a.unit)) {
                        return fail(w, in, index, l, at, a.unit, 1, err, errsize);
                    }
                }
        return VJ_OK;
    }
    uint32_t val[8][VJ_MAX_LANES];
    for (unsigned p = 0; p < parts; p++) /* dword k of every lane before dword k + 1 */
        for (unsigned k = 0; k < dw; k++)
            for (unsigned l = 0; l < n; l++) {
                if (!(exec >> l & 1))
                    continue;
                uint64_t at = addr[p][l] + 4u * k;
                uint8_t b[4] = {0, 0, 0, 0};
                if (lds) {
                    uint32_t ad = (uint32_t)at;
                    if (ad < w->lds_size && a.unit <= w->lds_size - ad)
                        memcpy(b, w->lds + ad, a.unit);
                } else if (vj_guest_load(w->mem, at, b, a.unit)) {
                    return fail(w, in, index, l, at, a.unit, 0, err, errsize);
                }
                uint32_t v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 |
                             (uint32_t)b[3] << 24;
                if (a.sext && a.unit == 1)
                    v = (uint32_t)(int32_t)(int8_t)b[0];
                else if (a.sext && a.unit == 2)
                    v = (uint32_t)(int32_t)(int16_t)(uint16_t)v;
                val[p * dw + k][l] = v;
            }
    unsigned vd = vj_mem_get(&m, VJ_MF_VDST);
    for (unsigned k = 0; k < parts * dw; k++)
        for (unsigned l = 0; l < n; l++) {
            if (!(exec >> l & 1))
                continue;
            uint32_t old = file[vd + k][l], v = val[k][l];
            /* d16 (the ISA: "VDATA[15:0] = data", "VDATA[31:16] = data" for
             * _hi, the other half unchanged; sbyte's 16-bit sign extension
             * is the low half of its 32-bit one) */
            if (a.d16 == 1)
                v = (old & 0xffff0000u) | (v & 0xffffu);
            else if (a.d16 == 2)
                v = (old & 0xffffu) | v << 16;
            file[vd + k][l] = v;
        }
    return VJ_OK;
}
