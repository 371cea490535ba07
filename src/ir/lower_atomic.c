/* lower_atomic: the atomics and the LDS extras a block runs (room atom,
 * issue 31), lowered to ATOM (ops.def) and, for the cross-lane DS rows,
 * to LANERD over the wave's registers. Which rows run is a rule on the
 * name, as lower_mem.c's; a float atomic, a GDS or scalar one, and the
 * rest keep a refusal by name that says why. No engine code here. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/memop.h"

#define I32 VJ_T_I32
#define I64 VJ_T_I64
#define NA  VJ_NO_ARG

/* The read-modify-writes by their name in the ISA guides (AMD's GFX9, RDNA
 * and CDNA guides, "LDS instructions" and "FLAT, Scratch and Global
 * instructions"): GFX9/10 FLAT/GLOBAL names (swap, smin..., _x2 for 64
 * bits), GFX11+ names (swap_b32, min_i32, ..._u64) and the DS names
 * (add_u32, add_rtn_u32, cmpst/cmpstore, wrxchg/storexchg). min and max
 * take their signedness from the type (i32: signed, u32: unsigned). */
static const struct {
    const char *name;
    uint8_t kind;
    uint8_t enc; /* 0 any, else the only encoding (VJ_ME_DS, or VJ_ME_GLOBAL: FLAT too) */
    uint8_t swapped, two, st64;
} rmw[] = {
    {"swap", VJ_ATOM_SWAP, VJ_ME_GLOBAL, 0, 0, 0},
    {"cmpswap", VJ_ATOM_CMPSWAP, VJ_ME_GLOBAL, 0, 0, 0},
    {"wrxchg", VJ_ATOM_SWAP, VJ_ME_DS, 0, 0, 0},
    {"storexchg", VJ_ATOM_SWAP, VJ_ME_DS, 0, 0, 0},
    {"wrxchg2", VJ_ATOM_SWAP, VJ_ME_DS, 0, 1, 0},
    {"wrxchg2st64", VJ_ATOM_SWAP, VJ_ME_DS, 0, 1, 1},
    {"storexchg_2addr", VJ_ATOM_SWAP, VJ_ME_DS, 0, 1, 0},
    {"storexchg_2addr_stride64", VJ_ATOM_SWAP, VJ_ME_DS, 0, 1, 1},
    {"cmpst", VJ_ATOM_CMPSWAP, VJ_ME_DS, 1, 0, 0}, /* GFX9/10: DATA0 the comparand */
    {"cmpstore", VJ_ATOM_CMPSWAP, VJ_ME_DS, 0, 0, 0},
    {"add", VJ_ATOM_ADD, 0, 0, 0, 0},
    {"sub", VJ_ATOM_SUB, 0, 0, 0, 0},
    {"rsub", VJ_ATOM_RSUB, VJ_ME_DS, 0, 0, 0},
    {"smin", VJ_ATOM_SMIN, VJ_ME_GLOBAL, 0, 0, 0},
    {"umin", VJ_ATOM_UMIN, VJ_ME_GLOBAL, 0, 0, 0},
    {"smax", VJ_ATOM_SMAX, VJ_ME_GLOBAL, 0, 0, 0},
    {"umax", VJ_ATOM_UMAX, VJ_ME_GLOBAL, 0, 0, 0},
    {"min", VJ_ATOM_SMIN, 0, 0, 0, 0}, /* by the type: min_u32 is UMIN */
    {"max", VJ_ATOM_SMAX, 0, 0, 0, 0},
    {"and", VJ_ATOM_AND, 0, 0, 0, 0},
    {"or", VJ_ATOM_OR, 0, 0, 0, 0},
    {"xor", VJ_ATOM_XOR, 0, 0, 0, 0},
    {"inc", VJ_ATOM_INC, 0, 0, 0, 0},
    {"dec", VJ_ATOM_DEC, 0, 0, 0, 0},
    {"csub", VJ_ATOM_SUBCLAMP, VJ_ME_GLOBAL, 0, 0, 0},
    {"sub_clamp", VJ_ATOM_SUBCLAMP, 0, 0, 0, 0},
    {"cond_sub", VJ_ATOM_CONDSUB, 0, 0, 0, 0},
    {"mskor", VJ_ATOM_MSKOR, VJ_ME_DS, 0, 0, 0},
};

/* The size a type suffix names (4 or 8; 0: not an integer type); *sign
 * is 'i', 'u', 'b' or 0 (GFX9's untyped names). */
static unsigned type_size(const char *t, char *sign)
{
    static const struct {
        const char *name;
        uint8_t size;
        char sign;
    } types[] = {
        {"", 4, 0},      {"x2", 8, 0},    {"u32", 4, 'u'}, {"i32", 4, 'i'},
        {"b32", 4, 'b'}, {"u64", 8, 'u'}, {"i64", 8, 'i'}, {"b64", 8, 'b'},
    };
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++)
        if (strcmp(t, types[i].name) == 0) {
            *sign = types[i].sign;
            return types[i].size;
        }
    return 0;
}

/* An RMW row by its name: 1 and *r, or 0. */
static int rmw_of(const vj_mem_row *row, vj_atomic_row *r)
{
    const char *n = row->name, *rest;
    int ds = row->enc == VJ_ME_DS;
    if (ds)
        rest = n + 3;
    else if (strncmp(n, "global_atomic_", 14) == 0)
        rest = n + 14;
    else if (strncmp(n, "flat_atomic_", 12) == 0)
        rest = n + 12;
    else
        return 0;
    if (!ds && row->enc != VJ_ME_GLOBAL && row->enc != VJ_ME_FLAT)
        return 0;
    size_t best = 0;
    int found = 0;
    for (size_t i = 0; i < sizeof rmw / sizeof rmw[0]; i++) {
        size_t k = strlen(rmw[i].name);
        if (strncmp(rest, rmw[i].name, k) != 0 || (rest[k] != '_' && rest[k] != 0))
            continue;
        if (rmw[i].enc && (rmw[i].enc == VJ_ME_DS) != ds)
            continue;
        const char *t = rest + k + (rest[k] == '_');
        int rtn = 0;
        if (ds && strncmp(t, "rtn_", 4) == 0) {
            t += 4;
            rtn = 1;
        }
        char sign;
        unsigned size = type_size(t, &sign);
        if (!size || (ds && !sign) || (!ds && rtn) || k < best)
            continue;
        unsigned kind = rmw[i].kind;
        if (kind == VJ_ATOM_SMIN || kind == VJ_ATOM_SMAX) {
            if (strcmp(rmw[i].name, "min") == 0 || strcmp(rmw[i].name, "max") == 0) {
                if (sign != 'i' && sign != 'u')
                    continue;
                if (sign == 'u')
                    kind = kind == VJ_ATOM_SMIN ? VJ_ATOM_UMIN : VJ_ATOM_UMAX;
            }
        }
        /* the row's operand sizes as the ISA says: DATA one value (two for
         * FLAT/GLOBAL's cmpswap), VDST none or one value; DS data once */
        unsigned dw = size / 4;
        unsigned data = dw * (!ds && kind == VJ_ATOM_CMPSWAP ? 2u : 1u);
        unsigned dst = dw * (rmw[i].two ? 2u : 1u); /* an exchange2 returns both */
        if (row->data != data || (row->dst != 0 && row->dst != dst) || (ds && rtn != !!row->dst))
            continue;
        best = k;
        found = 1;
        r->xop = VJ_AX_RMW;
        r->kind = (uint8_t)kind;
        r->size = (uint8_t)size;
        r->swapped = rmw[i].swapped;
        r->two = rmw[i].two;
        r->st64 = rmw[i].st64;
    }
    return found;
}

int vj_atomic_of(const vj_mem_row *row, vj_atomic_row *r)
{
    vj_atomic_row tmp;
    if (!r)
        r = &tmp;
    memset(r, 0, sizeof *r);
    static const struct {
        const char *name;
        uint8_t xop;
    } extras[] = {
        {"ds_swizzle_b32", VJ_AX_SWIZZLE},   {"ds_permute_b32", VJ_AX_PERMUTE},
        {"ds_bpermute_b32", VJ_AX_BPERMUTE}, {"ds_append", VJ_AX_APPEND},
        {"ds_consume", VJ_AX_CONSUME},
    };
    if (row->enc == VJ_ME_DS)
        for (size_t i = 0; i < sizeof extras / sizeof extras[0]; i++)
            if (strcmp(row->name, extras[i].name) == 0) {
                r->xop = extras[i].xop;
                r->size = 4;
                return 1;
            }
    return rmw_of(row, r);
}

const char *vj_atomic_why_row(const vj_mem_row *row)
{
    const char *n = row->name;
    int ds = row->enc == VJ_ME_DS;
    if (row->cls != VJ_MCL_ATOMIC && !ds)
        return NULL;
    if (strstr(n, "_f32") || strstr(n, "_f64") || strstr(n, "_f16") || strstr(n, "bf16") ||
        strstr(n, "fcmpswap") || strstr(n, "fmin") || strstr(n, "fmax") || strstr(n, "_num_"))
        return "float atomics are not run (their rounding, denormal and NaN rules differ "
               "between targets and from the VALU's; not modelled yet)";
    if (row->enc == VJ_ME_SMEM)
        return "scalar memory atomics are not run";
    if (row->enc == VJ_ME_SCRATCH)
        return "scratch memory is not modelled";
    if (row->enc == VJ_ME_MUBUF || row->enc == VJ_ME_MTBUF)
        return "buffer atomics are not run yet";
    if (strstr(n, "_src2_"))
        return "the src2 forms (GFX9/10) are not run";
    if (ds && (strstr(n, "gws") || strstr(n, "gs_reg") || strstr(n, "ordered_count")))
        return "GDS and GWS are not modelled";
    if (ds && row->cls != VJ_MCL_LOAD && row->cls != VJ_MCL_STORE)
        return "this LDS operation is not run yet";
    if (row->cls == VJ_MCL_ATOMIC)
        return "this atomic is not run yet";
    return NULL;
}

unsigned vj_atomic_dst_dwords(const vj_minst *m)
{
    vj_atomic_row r;
    if (!vj_atomic_of(m->row, &r))
        return 0;
    if (m->row->enc == VJ_ME_DS || r.xop != VJ_AX_RMW)
        return m->row->dst;
    /* FLAT/GLOBAL: GLC (sc0 on gfx940) before GFX12, TH_ATOMIC_RETURN (TH
     * bit 0) on GFX12 (as mem.c prints VDST) */
    int rtn = vj_mem_has(m, VJ_MF_GLC) ? vj_mem_get(m, VJ_MF_GLC) != 0
                                       : (vj_mem_get(m, VJ_MF_TH) & 1u) != 0;
    return rtn ? m->row->dst : 0;
}

const char *vj_atomic_refusal(const vj_minst *m, unsigned wave_size)
{
    vj_atomic_row r;
    if (!m->row || !vj_atomic_of(m->row, &r))
        return NULL;
    if (vj_mem_data_is_agpr(m))
        return "AGPR data and destinations of atomics are not run yet";
    vj_family fam = vj_target_family(m->target);
    if (r.xop == VJ_AX_SWIZZLE) {
        unsigned off = (unsigned)vj_mem_imm_offset(m);
        if ((off & 0x8000u) && (off & 0xff00u) != 0x8000u)
            return "a swizzle offset with bit 15 set other than QUAD_PERM (0x80xx: the "
                   "rotate and FFT modes) is not run";
    }
    /* wave64 on GFX10+: GFX10/11's ds_bpermute stays within each 32-lane
     * half (LLVM's AMDGPU lowering of wave shuffles: "wave64 targets
     * without wave wide bpermute (GFX10/GFX11)" use v_permlane64 and two
     * bpermutes); nothing we found says so for ds_permute or for GFX12 */
    if (r.xop == VJ_AX_PERMUTE && wave_size == 64 && fam != VJ_FAM_GFX9)
        return "ds_permute_b32 in wave64 on GFX10+ is not run (whether a lane index crosses "
               "the 32-lane halves there is not settled by our sources)";
    if (r.xop == VJ_AX_BPERMUTE && wave_size == 64 && fam == VJ_FAM_GFX12)
        return "ds_bpermute_b32 in wave64 on GFX12 is not run (whether a lane index crosses "
               "the 32-lane halves there is not settled by our sources)";
    return NULL;
}

/* The wave's exec bit of lane src (an i32 per lane): 1 or 0, an i32. */
static uint32_t exec_bit(vj_ir_block *b, uint32_t src)
{
    vj_type mt = b->wave_size == 64 ? I64 : I32;
    uint32_t e = vj_ir_emit(b, VJ_OP_RDS, mt, NA, NA, NA, VJ_SREG_EXEC_LO);
    uint32_t bit = vj_ir_emit(b, VJ_OP_AND, mt, vj_ir_emit(b, VJ_OP_SHR, mt, e, src, NA, 0),
                              vj_ir_const(b, mt, 1), NA, 0);
    return mt == I64 ? vj_ir_emit(b, VJ_OP_TRUNC, I32, bit, NA, NA, 0) : bit;
}

/* VGPR reg in lane src, or 0 when that lane's exec bit is clear (the
 * ISA's "EXEC is applied to the source VGPR reads"). */
static uint32_t read_active(vj_ir_block *b, unsigned reg, uint32_t src)
{
    uint32_t v = vj_ir_emit(b, VJ_OP_LANERD, I32, src, NA, NA, reg);
    return vj_ir_emit(b, VJ_OP_SELECT, I32, exec_bit(b, src), v, vj_ir_const(b, I32, 0), 0);
}

static uint32_t k32(vj_ir_block *b, uint32_t c)
{
    return vj_ir_const(b, I32, c);
}

/* ds_swizzle_b32 (GFX9 and RDNA guides, DS_SWIZZLE_B32's pseudocode): the
 * source lane j of lane i, for offset bit 15 clear (bit-mask mode, within
 * each 32 lanes) j = (((i & 31) & AND) | OR) ^ XOR | (i & 32), AND =
 * offset[4:0], OR = offset[9:5], XOR = offset[14:10]; for 0x80xx
 * (QUAD_PERM) j = (i & ~3) | offset[2(i & 3) + 1 : 2(i & 3)]. The value is
 * the source lane's DATA (the ADDR field's VGPR), 0 when it is inactive. */
static uint32_t swizzle_src(vj_ir_block *b, unsigned off)
{
    uint32_t lane = vj_ir_emit(b, VJ_OP_MBCNT, I32, vj_ir_const(b, I64, ~0ull), NA, NA, 0);
    if (off & 0x8000u) {
        uint32_t sh =
            vj_ir_emit(b, VJ_OP_SHL, I32, vj_ir_emit(b, VJ_OP_AND, I32, lane, k32(b, 3), NA, 0),
                       k32(b, 1), NA, 0);
        uint32_t sel = vj_ir_emit(b, VJ_OP_AND, I32,
                                  vj_ir_emit(b, VJ_OP_SHR, I32, k32(b, off & 0xffu), sh, NA, 0),
                                  k32(b, 3), NA, 0);
        return vj_ir_emit(b, VJ_OP_OR, I32,
                          vj_ir_emit(b, VJ_OP_AND, I32, lane, k32(b, ~3u), NA, 0), sel, NA, 0);
    }
    unsigned and_m = off & 31, or_m = (off >> 5) & 31, xor_m = (off >> 10) & 31;
    uint32_t j = vj_ir_emit(b, VJ_OP_AND, I32, lane, k32(b, and_m), NA, 0);
    j = vj_ir_emit(b, VJ_OP_OR, I32, j, k32(b, or_m), NA, 0);
    j = vj_ir_emit(b, VJ_OP_XOR, I32, j, k32(b, xor_m), NA, 0);
    return vj_ir_emit(b, VJ_OP_OR, I32, j, vj_ir_emit(b, VJ_OP_AND, I32, lane, k32(b, 32), NA, 0),
                      NA, 0);
}

vj_status vj_lower_atomic(vj_ir_block *b, const vj_minst *m, char *err, size_t errsize)
{
    vj_atomic_row r;
    const char *why = vj_atomic_of(m->row, &r) ? vj_atomic_refusal(m, b->wave_size) : "no row";
    if (why) {
        snprintf(err, errsize, "%s is valid on %s but not run by vop3jit: %s", m->row->name,
                 vj_target_name(m->target), why);
        return VJ_ERR_UNSUPPORTED;
    }
    int ds = m->row->enc == VJ_ME_DS;
    unsigned vd = vj_mem_get(m, VJ_MF_VDST);
    unsigned base = vj_mem_get(m, VJ_MF_BASE);
    if (r.xop == VJ_AX_SWIZZLE || r.xop == VJ_AX_BPERMUTE) {
        uint32_t src, v;
        if (r.xop == VJ_AX_SWIZZLE) {
            src = swizzle_src(b, (unsigned)vj_mem_imm_offset(m));
            v = read_active(b, base, src);
        } else {
            /* DS_BPERMUTE_B32: the source lane is ((ADDR + offset) / 4) mod
             * the wave size (GFX10/11 wave64: mod 32 within the lane's own
             * half); the value DATA0 there, 0 when it is inactive */
            uint32_t a = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, base);
            unsigned off = (unsigned)vj_mem_imm_offset(m);
            if (off)
                a = vj_ir_emit(b, VJ_OP_ADD, I32, a, k32(b, off), NA, 0);
            int halves = b->wave_size == 64 && vj_target_family(m->target) != VJ_FAM_GFX9;
            src = vj_ir_emit(b, VJ_OP_AND, I32, vj_ir_emit(b, VJ_OP_SHR, I32, a, k32(b, 2), NA, 0),
                             k32(b, halves ? 31 : b->wave_size - 1), NA, 0);
            if (halves) {
                uint32_t lane =
                    vj_ir_emit(b, VJ_OP_MBCNT, I32, vj_ir_const(b, I64, ~0ull), NA, NA, 0);
                src = vj_ir_emit(b, VJ_OP_OR, I32, src,
                                 vj_ir_emit(b, VJ_OP_AND, I32, lane, k32(b, 32), NA, 0), NA, 0);
            }
            v = read_active(b, vj_mem_get(m, VJ_MF_DATA), src);
        }
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, v, NA, NA, vd);
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }
    if (r.xop == VJ_AX_PERMUTE) {
        /* DS_PERMUTE_B32: active lane i sends DATA0 to lane ((ADDR + offset)
         * / 4) mod the wave size, lanes ascending, so the highest sender
         * wins; a lane no one sends to gets 0. As a gather: lane L takes
         * DATA0 of the highest active lane j whose target is L, one select
         * per source lane (uniform reads: READLANE). */
        unsigned n = b->wave_size, off = (unsigned)vj_mem_imm_offset(m);
        unsigned data = vj_mem_get(m, VJ_MF_DATA);
        uint32_t lane = vj_ir_emit(b, VJ_OP_MBCNT, I32, vj_ir_const(b, I64, ~0ull), NA, NA, 0);
        uint32_t v = k32(b, 0);
        vj_type mt = n == 64 ? I64 : I32;
        uint32_t e = vj_ir_emit(b, VJ_OP_RDS, mt, NA, NA, NA, VJ_SREG_EXEC_LO);
        for (unsigned j = 0; j < n; j++) {
            uint32_t a = vj_ir_emit(b, VJ_OP_READLANE, I32, k32(b, j), NA, NA, base);
            if (off)
                a = vj_ir_emit(b, VJ_OP_ADD, I32, a, k32(b, off), NA, 0);
            uint32_t t =
                vj_ir_emit(b, VJ_OP_AND, I32, vj_ir_emit(b, VJ_OP_SHR, I32, a, k32(b, 2), NA, 0),
                           k32(b, n - 1), NA, 0);
            uint32_t on =
                vj_ir_emit(b, VJ_OP_AND, mt, vj_ir_emit(b, VJ_OP_SHR, mt, e, k32(b, j), NA, 0),
                           vj_ir_const(b, mt, 1), NA, 0);
            if (mt == I64)
                on = vj_ir_emit(b, VJ_OP_TRUNC, I32, on, NA, NA, 0);
            uint32_t hit = vj_ir_emit(b, VJ_OP_AND, I32, on,
                                      vj_ir_emit(b, VJ_OP_EQ, I32, lane, t, NA, 0), NA, 0);
            uint32_t x = vj_ir_emit(b, VJ_OP_READLANE, I32, k32(b, j), NA, NA, data);
            v = vj_ir_emit(b, VJ_OP_SELECT, I32, hit, x, v, 0);
        }
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, v, NA, NA, vd);
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }

    if (r.xop == VJ_AX_APPEND || r.xop == VJ_AX_CONSUME) {
        /* DS_APPEND/DS_CONSUME (CDNA3/4 and RDNA guides, "LDS
         * instructions"): the counter in LDS at the instruction's offset
         * (M0 only bases GDS) gains (loses) the number of active lanes;
         * every active lane gets the value before. As ATOMs of 1 in
         * ascending lane order, the first active lane's old value (0 for a
         * counter past the LDS) then given to every active lane. */
        uint32_t addr = k32(b, (uint32_t)vj_mem_imm_offset(m));
        uint32_t old = vj_ir_emit(b, VJ_OP_ATOM, I32, addr, k32(b, 1), k32(b, 0),
                                  VJ_MEMI_LDS | 4 |
                                      (uint64_t)(r.xop == VJ_AX_APPEND ? VJ_ATOM_ADD : VJ_ATOM_SUB)
                                          << VJ_MEMI_ATOM_SHIFT);
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, old, NA, NA, vd);
        /* the first active lane: ctz(exec) = popcount((exec & -exec) - 1) */
        vj_type mt = b->wave_size == 64 ? I64 : I32;
        uint32_t e = vj_ir_emit(b, VJ_OP_RDS, mt, NA, NA, NA, VJ_SREG_EXEC_LO);
        uint32_t low =
            vj_ir_emit(b, VJ_OP_AND, mt, e,
                       vj_ir_emit(b, VJ_OP_SUB, mt, vj_ir_const(b, mt, 0), e, NA, 0), NA, 0);
        uint32_t first =
            vj_ir_emit(b, VJ_OP_POPCNT, mt,
                       vj_ir_emit(b, VJ_OP_SUB, mt, low, vj_ir_const(b, mt, 1), NA, 0), NA, NA, 0);
        if (mt == I64)
            first = vj_ir_emit(b, VJ_OP_TRUNC, I32, first, NA, NA, 0);
        uint32_t x = vj_ir_emit(b, VJ_OP_READLANE, I32, first, NA, NA, vd);
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, x, NA, NA, vd);
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }

    /* An RMW: the address, the data and the comparand, every lane checked
     * (a load's check, then a store's) before the ATOM writes any */
    vj_type t = r.size == 8 ? I64 : I32;
    unsigned dw = r.size / 4;
    uint32_t addr;
    if (ds && r.two) {
        /* DS_WRXCHG2_RTN_B32 and kin: an exchange at ADDR + OFFSET0 * size
         * of DATA0 for every lane, then one at ADDR + OFFSET1 * size of
         * DATA1 (the stride-64 forms * 64 more), as read2/write2; VDST gets
         * both old values */
        uint32_t v = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, base);
        unsigned dreg[2] = {vj_mem_get(m, VJ_MF_DATA), vj_mem_get(m, VJ_MF_DATA1)};
        unsigned offs[2] = {vj_mem_get(m, VJ_MF_OFFSET), vj_mem_get(m, VJ_MF_OFFSET1)};
        uint32_t old[2];
        for (unsigned p = 0; p < 2; p++) {
            uint32_t off = offs[p] * r.size * (r.st64 ? 64u : 1u);
            uint32_t a = off ? vj_ir_emit(b, VJ_OP_ADD, I32, v, k32(b, off), NA, 0) : v;
            old[p] =
                vj_ir_emit(b, VJ_OP_ATOM, t, a, vj_ir_emit(b, VJ_OP_RDV, t, NA, NA, NA, dreg[p]),
                           vj_ir_const(b, t, 0),
                           VJ_MEMI_LDS | r.size | (uint64_t)r.kind << VJ_MEMI_ATOM_SHIFT);
        }
        for (unsigned p = 0; p < 2; p++)
            vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, old[p], NA, NA, vd + p * dw);
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }
    if (ds) {
        addr = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, base);
        int64_t off = vj_mem_imm_offset(m);
        if (off)
            addr = vj_ir_emit(b, VJ_OP_ADD, I32, addr, k32(b, (uint32_t)off), NA, 0);
    } else {
        addr = vj_lower_global_addr(b, m);
        vj_ir_emit(b, VJ_OP_MEMCHK, VJ_T_VOID, addr, NA, NA, r.size);
        vj_ir_emit(b, VJ_OP_MEMCHK, VJ_T_VOID, addr, NA, NA, VJ_MEMI_WRITE | r.size);
    }
    unsigned d0 = vj_mem_get(m, VJ_MF_DATA);
    unsigned d1 = ds ? (vj_mem_has(m, VJ_MF_DATA1) ? vj_mem_get(m, VJ_MF_DATA1) : 0) : d0 + dw;
    int two = r.kind == VJ_ATOM_CMPSWAP || r.kind == VJ_ATOM_MSKOR;
    if (r.swapped) { /* ds_cmpst: DATA0 the comparand, DATA1 the value */
        unsigned x = d0;
        d0 = d1;
        d1 = x;
    }
    uint32_t data = vj_ir_emit(b, VJ_OP_RDV, t, NA, NA, NA, d0);
    uint32_t cmp = two ? vj_ir_emit(b, VJ_OP_RDV, t, NA, NA, NA, d1) : vj_ir_const(b, t, 0);
    uint64_t imm = (ds ? VJ_MEMI_LDS : 0) | r.size | (uint64_t)r.kind << VJ_MEMI_ATOM_SHIFT;
    uint32_t old = vj_ir_emit(b, VJ_OP_ATOM, t, addr, data, cmp, imm);
    if (vj_atomic_dst_dwords(m))
        vj_ir_emit(b, VJ_OP_WRV, VJ_T_VOID, old, NA, NA, vd);
    return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
}
