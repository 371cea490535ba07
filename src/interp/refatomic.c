/* refatomic: the reference evaluator's atomics and LDS extras (room atom),
 * from the ISA guides' pseudocode, one lane at a time, independent of the
 * IR's ATOM and of memop.h's vj_atom_new (the differential compares the
 * two): lower_atomic.c only says which row is which.
 *  - An atomic: each active lane, in ascending order, reads its address,
 *    writes the new value and returns the old one (RETURN_DATA), so lanes
 *    that share an address see each other's results in that order. A
 *    global atomic first checks every active lane's address as a load,
 *    then as a store, before any lane writes. An LDS lane out of range
 *    writes nothing and returns 0.
 *  - ds_swizzle_b32, ds_permute_b32, ds_bpermute_b32: the pseudocode's
 *    tmp[] over the wave's lanes, then the exec-masked write of VDST;
 *    ds_append/ds_consume: the counter at the offset, once for the wave. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "interp/guestmem.h"
#include "interp/interp.h"
#include "ir/ir.h"
#include "ir/memop.h"

/* The value the ISA's pseudocode writes: tmp = MEM[ADDR], src = DATA,
 * cmp = DATA2 (as lower_atomic.c has ordered them), width w bits. */
static uint64_t rmw(unsigned kind, unsigned w, uint64_t tmp, uint64_t src, uint64_t cmp)
{
    const uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
    /* signed views, by sign extension from bit w - 1 */
    int64_t stmp = w == 64 ? (int64_t)tmp : (int64_t)(int32_t)(uint32_t)tmp;
    int64_t ssrc = w == 64 ? (int64_t)src : (int64_t)(int32_t)(uint32_t)src;
    uint64_t out;
    switch (kind) {
    case VJ_ATOM_SWAP: /* MEM = DATA */
        out = src;
        break;
    case VJ_ATOM_CMPSWAP: /* MEM = (tmp == cmp) ? src : tmp */
        out = tmp == cmp ? src : tmp;
        break;
    case VJ_ATOM_ADD:
        out = tmp + src;
        break;
    case VJ_ATOM_SUB:
        out = tmp - src;
        break;
    case VJ_ATOM_RSUB: /* MEM = DATA - MEM */
        out = src - tmp;
        break;
    case VJ_ATOM_SMIN:
        out = ssrc < stmp ? src : tmp;
        break;
    case VJ_ATOM_UMIN:
        out = src < tmp ? src : tmp;
        break;
    case VJ_ATOM_SMAX:
        out = ssrc > stmp ? src : tmp;
        break;
    case VJ_ATOM_UMAX:
        out = src > tmp ? src : tmp;
        break;
    case VJ_ATOM_AND:
        out = tmp & src;
        break;
    case VJ_ATOM_OR:
        out = tmp | src;
        break;
    case VJ_ATOM_XOR:
        out = tmp ^ src;
        break;
    case VJ_ATOM_INC: /* MEM = (tmp >= src) ? 0 : tmp + 1, unsigned */
        out = tmp >= src ? 0 : tmp + 1;
        break;
    case VJ_ATOM_DEC: /* MEM = (tmp == 0 || tmp > src) ? src : tmp - 1, unsigned */
        out = (tmp == 0 || tmp > src) ? src : tmp - 1;
        break;
    case VJ_ATOM_SUBCLAMP: /* csub, sub_clamp: tmp - src, 0 below 0 */
        out = src > tmp ? 0 : tmp - src;
        break;
    case VJ_ATOM_CONDSUB: /* cond_sub: tmp - src only when it does not wrap */
        out = src > tmp ? tmp : tmp - src;
        break;
    case VJ_ATOM_MSKOR: /* MEM = (MEM & ~DATA) | DATA2 */
        out = (tmp & ~src) | cmp;
        break;
    default:
        out = tmp;
        break;
    }
    return out & mask;
}

static uint64_t reg64(const struct vj_wave *w, unsigned r, unsigned l, unsigned dw)
{
    return dw == 2 ? (uint64_t)w->v[r + 1][l] << 32 | w->v[r][l] : w->v[r][l];
}

/* rmw as vj_host_rmw's rule */
typedef struct ref_args {
    unsigned kind, w;
    uint64_t src, cmp;
} ref_args;

static uint64_t ref_rule(const void *arg, uint64_t tmp)
{
    const ref_args *a = arg;
    return rmw(a->kind, a->w, tmp, a->src, a->cmp);
}

static vj_status fail(struct vj_wave *w, const vj_inst *in, size_t index, unsigned lane,
                      uint64_t addr, unsigned size, int write, char *err, size_t errsize)
{
    vj_status st = vj_guest_fault(w, (uint32_t)index, lane, addr, size, write);
    vj_guest_fault_message(w, in, (uint32_t)index, err, errsize);
    return st;
}

/* The cross-lane rows: tmp[] by the pseudocode, then VDST under exec. */
static vj_status extra(const vj_minst *m, const vj_atomic_row *r, struct vj_wave *w)
{
    const unsigned n = w->wave_size;
    const uint64_t exec = vj_wave_exec(w);
    const unsigned addr = vj_mem_get(m, VJ_MF_BASE), off = (unsigned)vj_mem_imm_offset(m);
    uint32_t tmp[VJ_MAX_LANES];
    memset(tmp, 0, sizeof tmp);
    const int counter = r->xop == VJ_AX_APPEND || r->xop == VJ_AX_CONSUME;
    if (counter) {
        /* "Add (count_bits(exec_mask)) to the value stored in DS memory at
         * instr_offset if LDS. Return the pre-operation value to VGPRs."
         * (consume subtracts); a counter past the LDS: dropped, 0 */
        uint32_t old = 0, cnt = (uint32_t)__builtin_popcountll(exec);
        if (off < w->lds_size && 4 <= w->lds_size - off) {
            memcpy(&old, w->lds + off, 4);
            uint32_t v = r->xop == VJ_AX_APPEND ? old + cnt : old - cnt;
            memcpy(w->lds + off, &v, 4);
        }
        for (unsigned i = 0; i < n; i++)
            tmp[i] = old;
    }
    for (unsigned i = 0; i < n && !counter; i++) {
        if (r->xop == VJ_AX_SWIZZLE) {
            unsigned j;
            if (off & 0x8000u) /* QUAD_PERM: four 2-bit selects */
                j = (i & ~3u) + ((off >> (2 * (i & 3))) & 3);
            else /* bit-mask mode within 32 lanes */
                j = ((((i & 0x1f) & (off & 0x1f)) | ((off >> 5) & 0x1f)) ^ ((off >> 10) & 0x1f)) |
                    (i & 0x20);
            tmp[i] = (exec >> j & 1) ? w->v[addr][j] : 0; /* thread_valid[j] */
        } else if (r->xop == VJ_AX_BPERMUTE) {
            /* GFX10/11 wave64: within the lane's own 32-lane half */
            unsigned src = vj_target_family(m->target) != VJ_FAM_GFX9 && n == 64
                               ? (i & 32) + ((w->v[addr][i] + off) / 4) % 32
                               : ((w->v[addr][i] + off) / 4) % n;
            if (exec >> src & 1) /* EXEC is applied to the source VGPR reads */
                tmp[i] = w->v[vj_mem_get(m, VJ_MF_DATA)][src];
        } else { /* VJ_AX_PERMUTE */
            unsigned dst = ((w->v[addr][i] + off) / 4) % n;
            if (exec >> i & 1)
                tmp[dst] = w->v[vj_mem_get(m, VJ_MF_DATA)][i];
        }
    }
    unsigned vd = vj_mem_get(m, VJ_MF_VDST);
    for (unsigned i = 0; i < n; i++)
        if (exec >> i & 1)
            w->v[vd][i] = tmp[i];
    return VJ_OK;
}

vj_status vj_ref_atomic(const vj_inst *in, const vj_minst *m, size_t index, struct vj_wave *w,
                        char *err, size_t errsize)
{
    vj_atomic_row r;
    const char *why = vj_atomic_of(m->row, &r) ? vj_atomic_refusal(m, w->wave_size) : "no row";
    if (why) {
        snprintf(err, errsize, "%s is valid on %s but not run by vop3jit: %s", m->row->name,
                 vj_target_name(m->target), why);
        return VJ_ERR_UNSUPPORTED;
    }
    if (r.xop != VJ_AX_RMW)
        return extra(m, &r, w);

    const unsigned n = w->wave_size, size = r.size, dw = size / 4, bits = 8 * size;
    const uint64_t exec = vj_wave_exec(w);
    const int lds = m->row->enc == VJ_ME_DS;
    unsigned va = vj_mem_get(m, VJ_MF_BASE);
    /* two exchanges (wrxchg2, storexchg_2addr): ADDR + OFFSETn * size
     * (* 64 for stride64), DATAn, part 0 for every lane before part 1 */
    const unsigned parts = r.two ? 2 : 1;
    uint64_t addr[2][VJ_MAX_LANES];
    for (unsigned l = 0; l < n; l++) {
        if (lds) {
            for (unsigned p = 0; p < parts; p++) {
                uint32_t off =
                    r.two ? (p ? vj_mem_get(m, VJ_MF_OFFSET1) : vj_mem_get(m, VJ_MF_OFFSET)) *
                                size * (r.st64 ? 64u : 1u)
                          : (uint32_t)vj_mem_imm_offset(m);
                addr[p][l] = (uint32_t)(w->v[va][l] + off);
            }
        } else {
            uint64_t ad;
            if (vj_mem_saddr_off(m)) {
                ad = (uint64_t)w->v[va + 1][l] << 32 | w->v[va][l];
            } else {
                unsigned s = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_SADDR));
                ad = ((uint64_t)w->s[s + 1] << 32 | w->s[s]) + w->v[va][l];
            }
            addr[0][l] = ad + (uint64_t)vj_mem_imm_offset(m);
        }
    }
    if (!lds) /* every active lane as a load, then as a store, before any writes */
        for (int write = 0; write < 2; write++)
            for (unsigned l = 0; l < n; l++)
                if ((exec >> l & 1) && vj_guest_check(w->mem, addr[0][l], size, write))
                    return fail(w, in, index, l, addr[0][l], size, write, err, errsize);
    /* DATA and DATA2: FLAT/GLOBAL's cmpswap holds {src, cmp} in one tuple;
     * DS's two fields, which GFX9/10's ds_cmpst reads as {cmp, src} */
    unsigned d0 = vj_mem_get(m, VJ_MF_DATA);
    unsigned d1 = lds ? (vj_mem_has(m, VJ_MF_DATA1) ? vj_mem_get(m, VJ_MF_DATA1) : 0) : d0 + dw;
    int has_cmp = r.kind == VJ_ATOM_CMPSWAP || r.kind == VJ_ATOM_MSKOR;
    uint64_t ret[2][VJ_MAX_LANES];
    for (unsigned p = 0; p < parts; p++)
        for (unsigned l = 0; l < n; l++) {
            unsigned src_reg = r.two ? (p ? d1 : d0) : r.swapped ? d1 : d0;
            unsigned cmp_reg = r.swapped ? d0 : d1;
            uint64_t at = addr[p][l];
            ret[p][l] = 0;
            if (!(exec >> l & 1))
                continue;
            uint64_t src = reg64(w, src_reg, l, dw), cmp = has_cmp ? reg64(w, cmp_reg, l, dw) : 0;
            uint8_t b[8] = {0};
            void *host = lds ? NULL : vj_guest_host_rw(w->mem, at, size);
            if (host) { /* other threads' waves may share it: the host's own atomic */
                const ref_args args = {r.kind, bits, src, cmp};
                ret[p][l] = vj_host_rmw(host, size, ref_rule, &args);
                continue;
            }
            if (lds) {
                uint32_t a = (uint32_t)at;
                if (a >= w->lds_size || size > w->lds_size - a)
                    continue; /* out of the LDS: dropped, returns 0 */
                memcpy(b, w->lds + a, size);
            } else if (vj_guest_load(w->mem, at, b, size)) {
                return fail(w, in, index, l, at, size, 0, err, errsize);
            }
            uint64_t tmp = 0;
            for (unsigned k = 0; k < size; k++)
                tmp |= (uint64_t)b[k] << (8 * k);
            uint64_t v = rmw(r.kind, bits, tmp, src, cmp);
            for (unsigned k = 0; k < size; k++)
                b[k] = (uint8_t)(v >> (8 * k));
            if (lds)
                memcpy(w->lds + (uint32_t)at, b, size);
            else if (vj_guest_store(w->mem, at, b, size))
                return fail(w, in, index, l, at, size, 1, err, errsize);
            ret[p][l] = tmp;
        }
    if (vj_atomic_dst_dwords(m)) {
        unsigned vd = vj_mem_get(m, VJ_MF_VDST);
        for (unsigned p = 0; p < parts; p++)
            for (unsigned l = 0; l < n; l++)
                if (exec >> l & 1) {
                    w->v[vd + p * dw][l] = (uint32_t)ret[p][l];
                    if (dw == 2)
                        w->v[vd + p * dw + 1][l] = (uint32_t)(ret[p][l] >> 32);
                }
    }
    return VJ_OK;
}
