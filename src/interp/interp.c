/* interp: runs a verified IR block over a whole wave, one op at a time, each
 * op a tight loop over the lanes (plain arrays the compiler vectorises).
 * No per-lane decoding, no instruction knowledge: only the IR. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <immintrin.h>

#include "interp/fp.h"
#include "interp/guestmem.h"
#include "interp/interp.h"
#include "interp/permrows.h"
#include "ir/memop.h"
#include "ir/sem.h"

/* run_nodes names every op (ops.def): a new one the
 * interpreter cannot run is a build error. */
#pragma GCC diagnostic error "-Wswitch"

/* One node's value in every lane; i32 values use w[], i64 values d[]. */
typedef union lanes {
    uint32_t w[VJ_MAX_LANES];
    uint64_t d[VJ_MAX_LANES];
} lanes;

/* A pure op over n lanes: r = op(a, b, c); is64 says the node's type. */
typedef void (*runner)(lanes *restrict r, const lanes *a, const lanes *b, const lanes *c,
                       unsigned n, int is64);

/* n is 32 or 64 (run_nodes checks): said so, the trip count is a known
 * multiple of the vector width, and GCC's -O2 vectorises these loops (with
 * a plain n it leaves them scalar). */
#define FOR_LANES for (unsigned l = 0, nl_ = n == 64 ? 64u : 32u; l < nl_; l++)

/* The runners twice: for baseline x86-64 (SSE2: no per-lane variable shift,
 * no byte shuffle, so shifts, funnel shifts, bswap and bitfield extracts
 * stay scalar), and with AVX2 for the CPUs that have it. */
#define RUNNER(NAME) run_##NAME
#define RUNNER_ATTR
#include "interp/runners.h"
#undef RUNNER
#undef RUNNER_ATTR
#define RUNNER(NAME) run_avx2_##NAME
#define RUNNER_ATTR  __attribute__((target("avx2")))
#include "interp/runners.h"
#undef RUNNER
#undef RUNNER_ATTR

static void broadcast(lanes *r, int is64, uint64_t v, unsigned n)
{
    if (is64)
        FOR_LANES r->d[l] = v;
    else
        FOR_LANES r->w[l] = (uint32_t)v;
}

static uint32_t read_special(const struct vj_wave *w, uint64_t which)
{
    switch (which) {
    case VJ_SPECIAL_VCCZ:
        return vj_wave_vcc(w) == 0;
    case VJ_SPECIAL_EXECZ:
        return vj_wave_exec(w) == 0;
    default:
        return w->scc & 1u;
    }
}

/* Lane masks for 4 lanes from 4 exec bits: nibble_mask[e][k] is all ones when
 * bit k of e is set. A table, because baseline x86-64 (SSE2) has no per-lane
 * variable shift: `(exec >> l) & 1` in the lane loop stays scalar. */
/* clang-format off */
#define NIB(e, k) (((e) >> (k) & 1) ? 0xffffffffu : 0u)
#define NIBROW(e) {NIB(e, 0), NIB(e, 1), NIB(e, 2), NIB(e, 3)}
static const uint32_t nibble_mask[16][4] __attribute__((aligned(16))) = {
    NIBROW(0),  NIBROW(1),  NIBROW(2),  NIBROW(3),
    NIBROW(4),  NIBROW(5),  NIBROW(6),  NIBROW(7),
    NIBROW(8),  NIBROW(9),  NIBROW(10), NIBROW(11),
    NIBROW(12), NIBROW(13), NIBROW(14), NIBROW(15),
};
/* clang-format on */
#undef NIBROW
#undef NIB

/* v[reg] = x in the lanes whose exec bit is set; the others keep their value.
 * exec holds no bits at or above n. A full or empty exec (the common cases)
 * is a copy or nothing; a partial one blends 4 lanes per table row. */
static void write_vgpr(uint32_t *restrict dst, const uint32_t *x, uint64_t exec, unsigned n)
{
    const uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1;
    if (exec == all) {
        memcpy(dst, x, n * sizeof *dst);
        return;
    }
    if (exec == 0)
        return;
    /* SSE2, which every x86-64 has: dst = (x & m) | (dst & ~m), 4 lanes at once */
    _Static_assert(VJ_MAX_LANES % 4 == 0, "lanes come in groups of 4");
    for (unsigned l = 0; l < n; l += 4) {
        __m128i m = _mm_load_si128((const __m128i *)nibble_mask[(exec >> l) & 15]);
        __m128i v = _mm_loadu_si128((const __m128i *)&x[l]);
        __m128i old = _mm_loadu_si128((const __m128i *)&dst[l]);
        _mm_storeu_si128((__m128i *)&dst[l],
                         _mm_or_si128(_mm_and_si128(m, v), _mm_andnot_si128(m, old)));
    }
}

static void write_sreg(struct vj_wave *w, uint64_t idx, uint32_t v)
{
    if (idx < VJ_SREG_COUNT && idx != VJ_SREG_NULL)
        w->s[idx] = v;
}

/* Issue 31: a memory op (ops.def's memory section) over the wave's lanes.
 * A global access goes through the wave's map (guestmem.c) and may fail
 * the run: the wave then holds the fault, err the message. An LDS access
 * out of the LDS reads 0 or is dropped. The JIT's helper (vj_guest_chunk)
 * runs the same rules (guestmem.h) over a chunk of lane arrays; this loop
 * stays apart, on the node's lanes, rather than pack every address into
 * the helper's arrays (tried: W8's interpreter measured 141-144 against
 * 155-164 ns a wave-instruction that way, on a noisy machine). */
static vj_status run_mem(const vj_ir_block *b, const vj_node *nd, struct vj_wave *w, lanes *r,
                         const lanes *const *in, char *err, size_t errsize)
{
    const unsigned n = b->wave_size;
    const unsigned size = (unsigned)(nd->imm & VJ_MEMI_SIZE_MASK);
    const int lds = (nd->imm & VJ_MEMI_LDS) != 0, priv = (nd->imm & VJ_MEMI_PRIV) != 0;
    const lanes *a = in[nd->arg[0]];
    uint64_t exec = vj_wave_exec(w);
    vj_status st = VJ_OK;
    unsigned op = vj_mem_unpredicated(nd->op), bad = 0;
    const int buf = op != nd->op; /* room swz: a buffer access may reach the private aperture */
    if (op != nd->op && /* room buf: the lanes the predicate keeps */
        vj_mem_pred_exec(&exec, in[nd->arg[vj_op_table[nd->op].nargs - 1]]->w, 0, n, &bad))
        st = vj_guest_unsup(w, nd->inst, bad,
                            in[nd->arg[vj_op_table[nd->op].nargs - 1]]->w[bad]);
    switch (st == VJ_OK ? op : VJ_OP_COUNT) {
    case VJ_OP_SLD:
    case VJ_OP_SLDP: { /* one access for the wave, exec ignored */
        uint32_t v = 0, p = nd->op == VJ_OP_SLDP ? in[nd->arg[1]]->w[0] : 1;
        if (p > 1)
            st = vj_guest_unsup(w, nd->inst, 0, p);
        else if (p == 0)
            broadcast(r, 0, 0, n);
        else if (vj_guest_load(w->mem, a->d[0], &v, size))
            st = vj_guest_fault(w, nd->inst, 0, a->d[0], size, 0);
        else
            broadcast(r, 0, v, n);
        break;
    }
    case VJ_OP_LD:
        FOR_LANES
        {
            uint32_t v = 0;
            if (exec >> l & 1) {
                if (priv) { /* room scratch: the lane's own bytes */
                    const uint8_t *p = vj_priv_at(w, l, a->w[l], size);
                    if (!p) {
                        st = vj_guest_priv_fault(w, nd->inst, l, a->w[l], size, 0);
                        break;
                    }
                    memcpy(&v, p, size);
                } else if (lds) {
                    if (vj_lds_in(w, a->w[l], size))
                        memcpy(&v, w->lds + a->w[l], size);
                } else if (buf ? vj_buf_load(w, a->d[l], &v, size)
                               : vj_guest_load(w->mem, a->d[l], &v, size)) {
                    st = buf ? vj_guest_buf_fault(w, nd->inst, l, a->d[l], size, 0)
                             : vj_guest_fault(w, nd->inst, l, a->d[l], size, 0);
                    break;
                }
                v = vj_mem_extend(v, (unsigned)nd->imm);
            }
            r->w[l] = v;
        }
        break;
    case VJ_OP_MEMCHK:
    case VJ_OP_ST: {
        int write = op == VJ_OP_ST || (nd->imm & VJ_MEMI_WRITE);
        if (priv) /* room scratch: every active lane first too */
            FOR_LANES
            {
                if ((exec >> l & 1) && !vj_priv_at(w, l, a->w[l], size)) {
                    st = vj_guest_priv_fault(w, nd->inst, l, a->w[l], size, write);
                    break;
                }
            }
        else if (!lds) /* every active lane first: a fault writes nothing */
            FOR_LANES
            {
                if ((exec >> l & 1) && (buf ? vj_buf_check(w, a->d[l], size, write)
                                            : vj_guest_check(w->mem, a->d[l], size, write))) {
                    st = buf ? vj_guest_buf_fault(w, nd->inst, l, a->d[l], size, write)
                             : vj_guest_fault(w, nd->inst, l, a->d[l], size, write);
                    break;
                }
            }
        if (st != VJ_OK || op == VJ_OP_MEMCHK)
            break;
        const lanes *x = in[nd->arg[1]];
        FOR_LANES
        {
            if (!(exec >> l & 1))
                continue;
            if (priv) {
                memcpy(vj_priv_at(w, l, a->w[l], size), &x->w[l], size);
            } else if (lds) {
                if (vj_lds_in(w, a->w[l], size))
                    memcpy(w->lds + a->w[l], &x->w[l], size);
            } else if (buf ? vj_buf_store(w, a->d[l], &x->w[l], size)
                           : vj_guest_store(w->mem, a->d[l], &x->w[l], size)) {
                /* the handler refused what the check let through */
                st = buf ? vj_guest_buf_fault(w, nd->inst, l, a->d[l], size, 1)
                         : vj_guest_fault(w, nd->inst, l, a->d[l], size, 1);
                break;
            }
        }
        break;
    }
    case VJ_OP_ATOM: { /* room atom: lanes ascending, each whole before the next */
        const unsigned kind = (unsigned)((nd->imm & VJ_MEMI_ATOM_MASK) >> VJ_MEMI_ATOM_SHIFT);
        const int is64 = nd->type == VJ_T_I64;
        const lanes *x = in[nd->arg[1]], *c = in[nd->arg[2]];
        FOR_LANES
        {
            uint64_t old = 0;
            if (exec >> l & 1) {
                uint64_t d = is64 ? x->d[l] : x->w[l], cv = is64 ? c->d[l] : c->w[l];
                if (lds) {
                    old = vj_lds_atomic(w, a->w[l], kind, size, d, cv);
                } else if (vj_guest_atomic(w->mem, a->d[l], kind, size, d, cv, &old)) {
                    st = vj_guest_fault(w, nd->inst, l, a->d[l], size, 1);
                    break;
                }
            }
            if (is64)
                r->d[l] = old;
            else
                r->w[l] = (uint32_t)old;
        }
        break;
    }
    default:
        break;
    }
    if (st != VJ_OK)
        vj_guest_fault_message(w, nd->inst < b->ninsts ? &b->insts[nd->inst] : NULL, nd->inst, err,
                               errsize);
    return st;
}

/* An RDV of an i32 VGPR can read the register in place, without a copy, when
 * no WRV of the block writes that register after it: then the register still
 * holds the value whenever a later node reads it. One backward pass finds
 * those reads; in[i] points at node i's value: in vals[i] or in the wave. */
static void point_inputs(const vj_ir_block *b, const struct vj_wave *w, lanes *vals,
                         const lanes **in)
{
    uint64_t written[VJ_NUM_VGPRS / 64] = {0}; /* by a WRV after the node at hand */
    for (uint32_t i = b->count; i-- > 0;) {
        const vj_node *nd = &b->nodes[i];
        in[i] = &vals[i];
        if (nd->op == VJ_OP_WRREL) { /* room movrel: m0 picks the register */
            memset(written, 0xff, sizeof written);
        } else if (nd->op == VJ_OP_WRV || nd->op == VJ_OP_WRLANE) {
            unsigned nregs = b->nodes[nd->arg[0]].type == VJ_T_I64 ? 2 : 1;
            for (uint64_t r = nd->imm; r < nd->imm + nregs && r < VJ_NUM_VGPRS; r++)
                written[r / 64] |= 1ull << (r % 64);
        } else if (nd->op == VJ_OP_RDV && nd->type == VJ_T_I32 &&
                   !(written[nd->imm / 64] >> (nd->imm % 64) & 1)) {
            /* the row is 64 lanes of u32: the w[] view of a lanes value */
            in[i] = (const lanes *)w->v[nd->imm];
        }
    }
}

static vj_status run_nodes(const vj_ir_block *b, struct vj_wave *w, lanes *vals, const lanes **in,
                           unsigned flags, char *err, size_t errsize)
{
    const unsigned n = b->wave_size;
    const int avx2 = !(flags & VJ_INTERP_PORTABLE) && vj_perm_rows_simd(n);
    const runner *table = avx2 ? run_avx2_table : run_table;
    point_inputs(b, w, vals, in);
    for (uint32_t i = 0; i < b->count; i++) {
        const vj_node *nd = &b->nodes[i];
        lanes *r = &vals[i];
        const int is64 = nd->type == VJ_T_I64;
        if (nd->op >= VJ_OP_COUNT) {
            snprintf(err, errsize, "interpreter: IR node %%%u has op %u it cannot run", i, nd->op);
            return VJ_ERR_IR;
        }
        /* Every op has its case: the ones of SIG NONE, LANE and ROWS here,
         * the others through the runner table (a missing case fails the
         * build: -Wswitch is an error in this file). */
        switch ((vj_op)nd->op) {
        case VJ_OP_CONST:
            broadcast(r, is64, nd->imm, n);
            break;
        case VJ_OP_RDV: {
            if (in[i] != r)
                break; /* read in place */
            const uint32_t *lo = w->v[nd->imm];
            if (is64) {
                const uint32_t *hi = w->v[nd->imm + 1];
                FOR_LANES r->d[l] = (uint64_t)hi[l] << 32 | lo[l];
            } else {
                memcpy(r->w, lo, n * sizeof(uint32_t));
            }
            break;
        }
        case VJ_OP_RDA: /* i32 only (verify.c); copied, never read in place */
            memcpy(r->w, w->a[nd->imm], n * sizeof(uint32_t));
            break;
        case VJ_OP_WRA:
            write_vgpr(w->a[nd->imm], in[nd->arg[0]]->w, vj_wave_exec(w), n);
            break;
        case VJ_OP_RDS: {
            uint64_t v = w->s[nd->imm];
            if (is64)
                v |= (uint64_t)w->s[nd->imm + 1] << 32;
            broadcast(r, is64, v, n);
            break;
        }
        case VJ_OP_RDSPEC:
            broadcast(r, 0, read_special(w, nd->imm), n);
            break;
        case VJ_OP_WRV: {
            const lanes *x = in[nd->arg[0]];
            uint64_t exec = vj_wave_exec(w);
            if (b->nodes[nd->arg[0]].type == VJ_T_I64) {
                uint32_t lo[VJ_MAX_LANES], hi[VJ_MAX_LANES];
                FOR_LANES
                {
                    lo[l] = (uint32_t)x->d[l];
                    hi[l] = (uint32_t)(x->d[l] >> 32);
                }
                write_vgpr(w->v[nd->imm], lo, exec, n);
                write_vgpr(w->v[nd->imm + 1], hi, exec, n);
            } else {
                write_vgpr(w->v[nd->imm], x->w, exec, n);
            }
            break;
        }
        case VJ_OP_WRS: {
            const lanes *x = in[nd->arg[0]];
            if (b->nodes[nd->arg[0]].type == VJ_T_I64) {
                write_sreg(w, nd->imm, (uint32_t)x->d[0]);
                write_sreg(w, nd->imm + 1, (uint32_t)(x->d[0] >> 32));
            } else {
                write_sreg(w, nd->imm, x->w[0]);
            }
            break;
        }
        case VJ_OP_LANEBIT: {
            const lanes *a = in[nd->arg[0]];
            if (b->nodes[nd->arg[0]].type == VJ_T_I64)
                FOR_LANES r->w[l] = vj_sem_lanebit(a->d[l], 64, l);
            else
                FOR_LANES r->w[l] = vj_sem_lanebit(a->w[l], 32, l);
            break;
        }
        /* Cross-lane (issue 19): the register as the wave holds it now, in
         * one lane; the lane select modulo the wave size. */
        case VJ_OP_MBCNT: {
            const lanes *a = in[nd->arg[0]];
            if (b->nodes[nd->arg[0]].type == VJ_T_I64)
                FOR_LANES r->w[l] = vj_sem_mbcnt(a->d[l], 64, l);
            else
                FOR_LANES r->w[l] = vj_sem_mbcnt(a->w[l], 32, l);
            break;
        }
        case VJ_OP_READLANE:
            broadcast(r, 0, w->v[nd->imm][in[nd->arg[0]]->w[0] & (n - 1)], n);
            break;
        case VJ_OP_WRLANE:
            w->v[nd->imm][in[nd->arg[1]]->w[0] & (n - 1)] = in[nd->arg[0]]->w[0];
            break;
        case VJ_OP_WRSCC: /* scalar (issue 30): a uniform 0 or 1 */
            w->scc = in[nd->arg[0]]->w[0] & 1u;
            break;
        case VJ_OP_PERMLANE64:
            FOR_LANES r->w[l] = w->v[nd->imm][l ^ 32];
            break;
        case VJ_OP_DPP8: {
            uint32_t sel = in[nd->arg[0]]->w[0];
            uint64_t m = (uint64_t)in[nd->arg[2]]->w[0] << 32 | in[nd->arg[1]]->w[0];
            FOR_LANES {
                unsigned src = (l & ~7u) + ((sel >> 3 * (l & 7)) & 7);
                r->w[l] = (m >> src) & 1 ? w->v[nd->imm][src] : 0;
            }
            break;
        }
        case VJ_OP_DPP16: {
            uint32_t ctrl = in[nd->arg[0]]->w[0];
            uint64_t m = (uint64_t)in[nd->arg[2]]->w[0] << 32 | in[nd->arg[1]]->w[0];
            FOR_LANES {
                int src = vj_sem_dpp16_lane(ctrl & 0x1ff, l, n == 64 ? 64 : 32);
                int ok = src >= 0 && ((m >> src) & 1);
                r->w[l] = (ctrl & VJ_DPP16_VALID) ? (uint32_t)ok : ok ? w->v[nd->imm][src] : 0;
            }
            break;
        }
        case VJ_OP_LANERD: { /* room lanes */
            const lanes *a = in[nd->arg[0]];
            FOR_LANES r->w[l] = w->v[nd->imm][a->w[l] & (n - 1)];
            break;
        }
        /* Room movrel: the register imm + the offset (uniform), in the
         * node's own lane; past v255 the run stops here, having written
         * nothing of the instruction (its reads come before its writes). */
        case VJ_OP_RDREL:
        case VJ_OP_WRREL: {
            uint32_t off = in[nd->arg[nd->op == VJ_OP_WRREL]]->w[0];
            if (nd->imm + off >= VJ_NUM_VGPRS) {
                const vj_inst *src = nd->inst < b->ninsts ? &b->insts[nd->inst] : NULL;
                vj_rel_range_message(src, nd->inst, (unsigned)nd->imm, off, err, errsize);
                return VJ_ERR_UNSUPPORTED;
            }
            uint32_t *row = w->v[nd->imm + off];
            if (nd->op == VJ_OP_RDREL)
                memcpy(r->w, row, n * sizeof(uint32_t));
            else
                write_vgpr(row, in[nd->arg[0]]->w, vj_wave_exec(w), n);
            break;
        }
        case VJ_OP_ZEXT: {
            const lanes *a = in[nd->arg[0]];
            FOR_LANES r->d[l] = a->w[l];
            break;
        }
        case VJ_OP_SEXT: {
            const lanes *a = in[nd->arg[0]];
            FOR_LANES r->d[l] = vj_sem_sext(a->w[l]);
            break;
        }
        case VJ_OP_TRUNC: {
            const lanes *a = in[nd->arg[0]];
            FOR_LANES r->w[l] = (uint32_t)a->d[l];
            break;
        }
        case VJ_OP_BALLOT: {
            /* Active lanes (under exec as it is now) whose condition holds. */
            const lanes *a = in[nd->arg[0]];
            uint64_t exec = vj_wave_exec(w), m = 0;
            for (unsigned l = 0; l < n; l++)
                m |= (uint64_t)(a->w[l] != 0 && (exec >> l & 1)) << l;
            broadcast(r, is64, m, n);
            break;
        }
        case VJ_OP_RDMODE:
            broadcast(r, 0, w->mode, n);
            break;
        case VJ_OP_LD: /* issue 31: memory */
        case VJ_OP_SLD:
        case VJ_OP_ST:
        case VJ_OP_MEMCHK:
        case VJ_OP_LDP: /* room buf */
        case VJ_OP_STP:
        case VJ_OP_MEMCHKP:
        case VJ_OP_SLDP:
        case VJ_OP_ATOM: {
            vj_status st = run_mem(b, nd, w, r, in, err, errsize);
            if (st != VJ_OK)
                return st;
            break;
        }
        case VJ_OP_RDPC: /* room branch: the block's own address (uniform) */
            broadcast(r, 1, w->pc, n);
            break;
        case VJ_OP_WRPC:
            w->pc = in[nd->arg[0]]->d[0];
            break;
        case VJ_OP_WRMODE:
            w->mode = in[nd->arg[0]]->w[0];
            break;
        /* Float ops (issue 28): lane by lane through fp.c, under the MODE
         * rounding MXCSR holds for the node, restored after it. */
#define FP_CASE_FP(id) case VJ_OP_##id:
#define FP_CASE_NONE(id)
#define FP_CASE_LANE(id)
#define FP_CASE_ROWS(id)
#define FP_CASE_CV(id)
#define FP_CASE_U1(id)
#define FP_CASE_U2(id)
#define FP_CASE_U3(id)
#define FP_CASE_SH(id)
#define FP_CASE_SEL(id)
#define FP_CASE_W2(id)
#define FP_CASE_W3(id)
#define VJ_OPSEM(id, sig, sem, imm) FP_CASE_##sig(id)
#include "ir/ops.def" /* every op of signature FP */
#undef VJ_OPSEM
        {
            /* the result's width is the node's; the arguments' theirs (the
             * conversions between f32 and f64 change it) */
            const unsigned na = vj_op_table[nd->op].nargs - 1; /* value arguments */
            const lanes *a = in[nd->arg[0]];
            const lanes *bb = na > 1 ? in[nd->arg[1]] : a, *c = na > 2 ? in[nd->arg[2]] : a;
            const int a64 = b->nodes[nd->arg[0]].type == VJ_T_I64;
            uint32_t mode = in[nd->arg[na]]->w[0];
            unsigned saved = vj_fp_enter(mode, is64);
            if (nd->op == VJ_OP_FCMP || nd->op == VJ_OP_FCLASS) {
                /* an i32 0/1 from sources of their own width (class: an i32 mask) */
                const int b64 = b->nodes[nd->arg[1]].type == VJ_T_I64;
                FOR_LANES r->w[l] = (uint32_t)vj_fp_lane(
                    (vj_op)nd->op, a64, a64 ? a->d[l] : a->w[l], b64 ? bb->d[l] : bb->w[l], 0,
                    mode, nd->imm);
            } else if (a64 && is64)
                FOR_LANES r->d[l] =
                    vj_fp_lane((vj_op)nd->op, 1, a->d[l], bb->d[l], c->d[l], mode, nd->imm);
            else if (a64)
                FOR_LANES r->w[l] =
                    (uint32_t)vj_fp_lane((vj_op)nd->op, 0, a->d[l], 0, 0, mode, nd->imm);
            else if (is64)
                FOR_LANES r->d[l] = vj_fp_lane((vj_op)nd->op, 1, a->w[l], 0, 0, mode, nd->imm);
            else
                FOR_LANES r->w[l] = (uint32_t)vj_fp_lane((vj_op)nd->op, 0, a->w[l], bb->w[l],
                                                         c->w[l], mode, nd->imm);
            vj_fp_leave(saved);
            break;
        }
        case VJ_OP_PERM:
            /* The row kernels (src/interp/permrows.c); a uniform selector is
             * decoded once for the whole wave. */
            if (b->nodes[nd->arg[2]].uniform)
                vj_perm_rows_uniform(r->w, in[nd->arg[0]]->w, in[nd->arg[1]]->w,
                                     in[nd->arg[2]]->w[0], n, avx2);
            else
                vj_perm_rows(r->w, in[nd->arg[0]]->w, in[nd->arg[1]]->w, in[nd->arg[2]]->w, n,
                             avx2);
            break;
/* clang-format off */
#define RUN_CASE_NONE(id)
#define RUN_CASE_LANE(id)
#define RUN_CASE_ROWS(id)
#define RUN_CASE_CV(id)
#define RUN_CASE_FP(id)
#define RUN_CASE_U1(id)  case VJ_OP_##id:
#define RUN_CASE_U2(id)  case VJ_OP_##id:
#define RUN_CASE_U3(id)  case VJ_OP_##id:
#define RUN_CASE_SH(id)  case VJ_OP_##id:
#define RUN_CASE_SEL(id) case VJ_OP_##id:
#define RUN_CASE_W2(id)  case VJ_OP_##id:
#define RUN_CASE_W3(id)  case VJ_OP_##id:
#define VJ_OPSEM(id, sig, sem, imm) RUN_CASE_##sig(id)
/* clang-format on */
#include "ir/ops.def"
#undef VJ_OPSEM
        case VJ_OP_COUNT: {
            runner fn = table[nd->op];
            if (!fn) {
                snprintf(err, errsize, "interpreter: IR node %%%u has op %u it cannot run", i,
                         nd->op);
                return VJ_ERR_IR;
            }
            /* Unused argument slots point at this node's own (unread) buffer. */
            const lanes *a = nd->arg[0] != VJ_NO_ARG ? in[nd->arg[0]] : r;
            const lanes *bb = nd->arg[1] != VJ_NO_ARG ? in[nd->arg[1]] : r;
            const lanes *c = nd->arg[2] != VJ_NO_ARG ? in[nd->arg[2]] : r;
            if (nd->uniform) {
                /* The same in every lane (a scalar instruction's values):
                 * computed once for the wave, then spread to the lanes. */
                const lanes *x[3] = {a, bb, c};
                uint64_t v[3] = {0, 0, 0};
                for (unsigned k = 0; k < 3; k++)
                    if (nd->arg[k] != VJ_NO_ARG)
                        v[k] = b->nodes[nd->arg[k]].type == VJ_T_I64 ? x[k]->d[0] : x[k]->w[0];
                broadcast(r, is64,
                          vj_ir_eval_op((vj_op)nd->op, (vj_type)nd->type, v[0], v[1], v[2], 0),
                          n);
                break;
            }
            fn(r, a, bb, c, n, is64);
            break;
        }
        }
    }
    return VJ_OK;
}

/* Blocks up to this many nodes keep their values on the stack (32 KiB). */
#define STACK_NODES 64

vj_status vj_interp_run(const vj_ir_block *b, struct vj_wave *w, char *err, size_t errsize)
{
    return vj_interp_run_ex(b, w, 0, err, errsize);
}

vj_status vj_interp_run_ex(const vj_ir_block *b, struct vj_wave *w, unsigned flags, char *err,
                           size_t errsize)
{
    if (err && errsize)
        err[0] = '\0';
    char dummy[8];
    if (!err || !errsize) {
        err = dummy;
        errsize = sizeof dummy;
    }
    if (w->wave_size != b->wave_size) {
        snprintf(err, errsize, "interpreter: the block is for wave%u, the wave state is wave%u",
                 b->wave_size, w->wave_size);
        return VJ_ERR_STATE;
    }
    if (b->wave_size != 32 && b->wave_size != 64) { /* FOR_LANES counts on it */
        snprintf(err, errsize, "interpreter: the block is for wave%u, not wave32 or wave64",
                 b->wave_size);
        return VJ_ERR_IR;
    }
    lanes stackvals[STACK_NODES] __attribute__((aligned(64)));
    const lanes *stackin[STACK_NODES];
    lanes *vals = stackvals;
    const lanes **in = stackin;
    if (b->count > STACK_NODES) {
        vals = aligned_alloc(64, (size_t)b->count * sizeof *vals);
        in = malloc((size_t)b->count * sizeof *in);
        if (!vals || !in) {
            free(vals);
            free(in);
            snprintf(err, errsize, "interpreter: out of memory for %u node values", b->count);
            return VJ_ERR_NOMEM;
        }
    }
    vj_status st = run_nodes(b, w, vals, in, flags, err, errsize);
    if (vals != stackvals) {
        free(vals);
        free(in);
    }
    return st;
}

int vj_interp_has_op(vj_op op)
{
    if ((unsigned)op >= VJ_OP_COUNT)
        return 0;
    if (vj_op_table[op].flags & VJ_OF_MODE) /* float ops: run_nodes runs each (fp.c) */
        return 1;
    switch (op) {
    case VJ_OP_CONST:
    case VJ_OP_RDV:
    case VJ_OP_RDA:
    case VJ_OP_WRA:
    case VJ_OP_RDS:
    case VJ_OP_RDSPEC:
    case VJ_OP_WRV:
    case VJ_OP_WRS:
    case VJ_OP_LANEBIT:
    case VJ_OP_ZEXT:
    case VJ_OP_SEXT:
    case VJ_OP_TRUNC:
    case VJ_OP_BALLOT:
    case VJ_OP_MBCNT:
    case VJ_OP_READLANE:
    case VJ_OP_WRLANE:
    case VJ_OP_WRSCC:
    case VJ_OP_RDPC:
    case VJ_OP_WRPC:
    case VJ_OP_WRMODE:
    case VJ_OP_PERMLANE64:
    case VJ_OP_DPP8:
    case VJ_OP_DPP16:
    case VJ_OP_LANERD:
    case VJ_OP_RDREL:
    case VJ_OP_WRREL:
    case VJ_OP_RDMODE:
    case VJ_OP_LD:
    case VJ_OP_SLD:
    case VJ_OP_ST:
    case VJ_OP_MEMCHK:
    case VJ_OP_LDP:
    case VJ_OP_STP:
    case VJ_OP_MEMCHKP:
    case VJ_OP_SLDP:
    case VJ_OP_ATOM:
    case VJ_OP_PERM: /* run_nodes calls the row kernels itself */
        return 1;
    default:
        return run_table[op] != NULL;
    }
}
