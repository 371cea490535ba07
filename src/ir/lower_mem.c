/* lower_mem: the memory instructions a block runs (issue 31), lowered to
 * the memory ops (ops.def: LD, SLD, ST, MEMCHK) over the wave's map and
 * LDS. Which rows run is one rule on the name (vj_mem_access_of): plain
 * loads and stores of 1 to 16 bytes of SMEM (s_load_*), FLAT and GLOBAL,
 * and DS (one address, or two: read2/write2 and their GFX11 names), and
 * SCRATCH's (room scratch: the lane's private memory, VJ_MEMI_PRIV); the
 * buffers' (MUBUF, VBUFFER) through lower_buf.c, the atomics and LDS
 * extras through lower_atomic.c (room atom); the d16 forms of FLAT, GLOBAL
 * and DS (one half of a VGPR). The rest (LDS-DMA, scratch's d16 and LDS forms, GDS) stays
 * VJ_ERR_UNSUPPORTED by name, with the reason. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir/ir.h"
#include "ir/memop.h"

/* The data size of a load/store suffix: dwords (1-16) or a sub-dword
 * size; 0 when the suffix is none of these. */
static int suffix_size(const char *suf, vj_mem_access *a)
{
    static const struct {
        const char *name;
        uint8_t unit, count, sext;
    } sizes[] = {
        {"dword", 4, 1, 0},  {"dwordx2", 4, 2, 0}, {"dwordx3", 4, 3, 0}, {"dwordx4", 4, 4, 0},
        {"dwordx8", 4, 8, 0}, {"dwordx16", 4, 16, 0}, {"b32", 4, 1, 0}, {"b64", 4, 2, 0},
        {"b96", 4, 3, 0},    {"b128", 4, 4, 0},    {"b256", 4, 8, 0},   {"b512", 4, 16, 0},
        {"ubyte", 1, 1, 0},  {"u8", 1, 1, 0},      {"sbyte", 1, 1, 1},  {"i8", 1, 1, 1},
        {"ushort", 2, 1, 0}, {"u16", 2, 1, 0},     {"sshort", 2, 1, 1}, {"i16", 2, 1, 1},
        {"byte", 1, 1, 0},   {"b8", 1, 1, 0},      {"short", 2, 1, 0},  {"b16", 2, 1, 0},
    };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        if (strcmp(suf, sizes[i].name) == 0) {
            a->unit = sizes[i].unit;
            a->count = sizes[i].count;
            a->sext = sizes[i].sext;
            return 1;
        }
    return 0;
}

/* The d16 suffixes (the ISA's "D16" loads and stores: 8 or 16 bits to or
 * from one half of a VGPR): GFX9/10 `ubyte_d16`, `short_d16_hi`, DS
 * `u8_d16`; GFX11+ `d16_u8`, `d16_hi_b16`. 0 when the suffix is not one. */
static int d16_size(const char *suf, vj_mem_access *a)
{
    char core[24];
    size_t len = strlen(suf);
    unsigned half = 0;
    if (strncmp(suf, "d16_hi_", 7) == 0) {
        half = 2;
        snprintf(core, sizeof core, "%s", suf + 7);
    } else if (strncmp(suf, "d16_", 4) == 0) {
        half = 1;
        snprintf(core, sizeof core, "%s", suf + 4);
    } else if (len > 7 && strcmp(suf + len - 7, "_d16_hi") == 0 && len - 7 < sizeof core) {
        half = 2;
        snprintf(core, sizeof core, "%.*s", (int)(len - 7), suf);
    } else if (len > 4 && strcmp(suf + len - 4, "_d16") == 0 && len - 4 < sizeof core) {
        half = 1;
        snprintf(core, sizeof core, "%.*s", (int)(len - 4), suf);
    } else {
        return 0;
    }
    if (!suffix_size(core, a) || a->unit == 4)
        return 0;
    a->d16 = (uint8_t)half;
    return 1;
}

/* The cache and prefetch rows: no effect in a model where memory completes
 * in order and no cache holds stale data (AMD's ISA guides: they invalidate
 * or write back caches, or start a fetch). s_dcache_discard, which drops
 * dirty lines, is not among them. */
static const char *const cache_nops[] = {
    "buffer_gl0_inv", "buffer_gl1_inv", "buffer_inv", "buffer_invl2", "buffer_wbinvl1",
    "buffer_wbinvl1_vol", "buffer_wbl2", "global_inv", "global_wb", "global_wbinv",
    "s_dcache_inv", "s_dcache_inv_vol", "s_dcache_wb", "s_dcache_wb_vol", "s_gl1_inv",
    "s_prefetch_data", "s_prefetch_inst", "s_prefetch_data_pc_rel", "s_prefetch_inst_pc_rel",
    "s_buffer_prefetch_data",
};

int vj_mem_access_of(const vj_mem_row *row, vj_mem_access *a)
{
    memset(a, 0, sizeof *a);
    const char *n = row->name;
    if (row->cls == VJ_MCL_CACHE) {
        for (size_t i = 0; i < sizeof cache_nops / sizeof cache_nops[0]; i++)
            if (strcmp(n, cache_nops[i]) == 0) {
                a->nop = 1;
                return 1;
            }
        return 0;
    }
    if (row->enc == VJ_ME_MUBUF || row->enc == VJ_ME_MTBUF) /* room buf: lower_buf.c */
        return vj_buf_access_of(row, a);
    if (vj_buf_is_scalar(row))
        return vj_sbuf_access_of(row, a);
    vj_atomic_row ar;
    if (vj_atomic_of(row, &ar)) { /* room atom: lower_atomic.c's rows */
        a->atom = 1;
        a->unit = 4;
        a->count = row->dst;
        return 1;
    }
    static const struct {
        const char *prefix;
        uint8_t enc, store, two, st64;
    } forms[] = {
        {"s_load_", VJ_ME_SMEM, 0, 0, 0},
        {"flat_load_", VJ_ME_FLAT, 0, 0, 0},
        {"flat_store_", VJ_ME_FLAT, 1, 0, 0},
        {"global_load_", VJ_ME_GLOBAL, 0, 0, 0},
        {"global_store_", VJ_ME_GLOBAL, 1, 0, 0},
        {"ds_read_", VJ_ME_DS, 0, 0, 0},
        {"ds_load_", VJ_ME_DS, 0, 0, 0},
        {"ds_write_", VJ_ME_DS, 1, 0, 0},
        {"ds_store_", VJ_ME_DS, 1, 0, 0},
        {"ds_read2_", VJ_ME_DS, 0, 1, 0},
        {"ds_load_2addr_", VJ_ME_DS, 0, 1, 0},
        {"ds_write2_", VJ_ME_DS, 1, 1, 0},
        {"ds_store_2addr_", VJ_ME_DS, 1, 1, 0},
        {"ds_read2st64_", VJ_ME_DS, 0, 1, 1},
        {"ds_load_2addr_stride64_", VJ_ME_DS, 0, 1, 1},
        {"ds_write2st64_", VJ_ME_DS, 1, 1, 1},
        {"ds_store_2addr_stride64_", VJ_ME_DS, 1, 1, 1},
        {"scratch_load_", VJ_ME_SCRATCH, 0, 0, 0}, /* room scratch */
        {"scratch_store_", VJ_ME_SCRATCH, 1, 0, 0},
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        size_t k = strlen(forms[i].prefix);
        if (row->enc != forms[i].enc || strncmp(n, forms[i].prefix, k) != 0)
            continue;
        if (!d16_size(n + k, a) && !suffix_size(n + k, a))
            continue; /* addtid, lds, ... */
        if (row->enc == VJ_ME_SCRATCH && a->d16)
            return 0; /* room scratch: its d16 forms are not run yet */
        if (row->enc == VJ_ME_SMEM && a->unit != 4)
            return 0; /* GFX12's sub-dword scalar loads: not yet */
        if (forms[i].store ? row->cls != VJ_MCL_STORE : row->cls != VJ_MCL_LOAD)
            return 0;
        /* a store's data is as wide as its access, a load's destination too */
        unsigned dw = a->unit == 4 ? a->count : 1;
        /* SMEM's SDATA is its DATA column, its destination all the same; a
         * read2's destination holds both parts, a write2's DATA0 one */
        unsigned want = dw * (forms[i].two && !forms[i].store ? 2u : 1u);
        if ((forms[i].store || row->enc == VJ_ME_SMEM ? row->data : row->dst) != want)
            return 0;
        if (forms[i].store && a->sext)
            return 0;
        if (a->d16 && (row->enc == VJ_ME_SMEM || forms[i].two || a->unit == 4 ||
                       (forms[i].store && a->d16 != 2)))
            return 0;
        a->store = forms[i].store;
        a->two = forms[i].two;
        a->st64 = forms[i].st64;
        return 1;
    }
    return 0;
}

/* Why a decoded memory instruction with a recipe still does not run, or
 * NULL when it does. */
static const char *refusal(const vj_minst *m)
{
    if (m->row->enc == VJ_ME_MUBUF || m->row->enc == VJ_ME_MTBUF) /* room buf */
        return vj_buf_refusal(m);
    const char *sbuf = vj_buf_is_scalar(m->row) ? vj_buf_refusal(m) : NULL;
    if (sbuf)
        return sbuf;
    if (vj_mem_has(m, VJ_MF_GDS) && vj_mem_get(m, VJ_MF_GDS))
        return "GDS is not modelled";
    vj_mem_access a;
    if (vj_mem_access_of(m->row, &a) && a.d16 && !a.store &&
        vj_target_family(m->target) == VJ_FAM_GFX9)
        return "whether a d16 load keeps the VGPR's other half on this target depends on "
               "SRAMECC (LLVM's d16PreservesUnusedBits), which is not modelled";
    if (m->row->enc != VJ_ME_DS && m->row->enc != VJ_ME_SMEM && vj_mem_has(m, VJ_MF_LDS) &&
        vj_mem_get(m, VJ_MF_LDS) &&
        !(m->target == VJ_GFX942 || m->target == VJ_GFX950))
        return "the LDS form (data to LDS) is not modelled";
    if (m->row->enc == VJ_ME_SMEM && vj_target_family(m->target) == VJ_FAM_GFX9 &&
        !vj_mem_get(m, VJ_MF_IMM) && vj_mem_get(m, VJ_MF_SOE))
        return "SOE without IMM is not modelled";
    return NULL;
}

int vj_lower_has_minst(const vj_minst *m)
{
    vj_mem_access a;
    return m->row && vj_mem_access_of(m->row, &a) && !refusal(m) &&
           !(a.atom && vj_atomic_refusal(m, 0));
}

vj_status vj_lower_minst_check(const vj_minst *m, char *err, size_t errsize)
{
    vj_mem_access a;
    int buf = m->row && (m->row->enc == VJ_ME_MUBUF || m->row->enc == VJ_ME_MTBUF);
    const char *why = !m->row                          ? "no row"
                      : !vj_mem_access_of(m->row, &a) ? buf ? vj_buf_no_recipe(m->row)
                                                            : vj_atomic_why_row(m->row)
                      : refusal(m)                    ? refusal(m)
                      : a.atom                        ? vj_atomic_refusal(m, 0)
                                                      : NULL;
    if (m->row && !vj_mem_access_of(m->row, &a) && !why)
        why = m->row->enc == VJ_ME_SCRATCH
                  ? "no recipe yet (scratch's d16 and LDS forms are not run)"
                  : "no recipe yet (LDS transfers are not run)";
    if (!why)
        return VJ_OK;
    snprintf(err, errsize, "%s is valid on %s but not run by vop3jit: %s",
             m->row ? m->row->name : "a memory instruction", vj_target_name(m->target), why);
    return VJ_ERR_UNSUPPORTED;
}

/* A scalar register code's canonical index (SGPRs, vcc, ttmp, null...). */
static unsigned sreg_index(vj_family fam, unsigned code)
{
    vj_operand op;
    if (vj_operand_from_code(fam, VJ_SLOT_B32, code, 0, &op) != VJ_OPND_OK ||
        op.kind != VJ_OPND_SREG)
        return VJ_SREG_NULL;
    return op.index;
}

int vj_mem_data_is_agpr(const vj_minst *m)
{
    int cdna = m->target == VJ_GFX90A || m->target == VJ_GFX942 || m->target == VJ_GFX950;
    return cdna && vj_mem_has(m, VJ_MF_ACC) && vj_mem_get(m, VJ_MF_ACC);
}

uint64_t vj_mem_smem_soffset_reg(const vj_minst *m)
{
    vj_family fam = vj_target_family(m->target);
    if (fam == VJ_FAM_GFX9) {
        unsigned imm = vj_mem_get(m, VJ_MF_IMM), soe = vj_mem_get(m, VJ_MF_SOE);
        if (!imm && !soe)
            return sreg_index(fam, vj_mem_get(m, VJ_MF_OFFSET) & 0x7f);
        return soe ? sreg_index(fam, vj_mem_get(m, VJ_MF_SOFFSET)) : VJ_SREG_NULL;
    }
    unsigned so = vj_mem_get(m, VJ_MF_SOFFSET);
    return so == vj_mem_null_code(fam) ? VJ_SREG_NULL : sreg_index(fam, so);
}

int64_t vj_mem_smem_imm(const vj_minst *m)
{
    if (vj_target_family(m->target) == VJ_FAM_GFX9 && !vj_mem_get(m, VJ_MF_IMM))
        return 0;
    return vj_mem_imm_offset(m);
}

unsigned vj_mem_sreg_base(const vj_minst *m, unsigned code)
{
    return sreg_index(vj_target_family(m->target), code);
}

#define I32 VJ_T_I32
#define I64 VJ_T_I64
#define NA VJ_NO_ARG

/* base + 4k, the address of an access's dword k (type t: i64 or LDS's i32). */
static uint32_t dword_at(vj_ir_block *b, vj_type t, uint32_t base, unsigned k)
{
    return k ? vj_ir_emit(b, VJ_OP_ADD, t, base, vj_ir_const(b, t, 4u * k), NA, 0) : base;
}

uint32_t vj_lower_global_addr(vj_ir_block *b, const vj_minst *m)
{
    unsigned vbase = vj_mem_get(m, VJ_MF_BASE);
    int64_t off = vj_mem_imm_offset(m);
    uint32_t ad;
    if (vj_mem_saddr_off(m)) {
        ad = vj_ir_emit(b, VJ_OP_RDV, I64, NA, NA, NA, vbase);
    } else {
        unsigned sa = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_SADDR));
        ad = vj_ir_emit(b, VJ_OP_ADD, I64, vj_ir_emit(b, VJ_OP_RDS, I64, NA, NA, NA, sa),
                        vj_ir_emit(b, VJ_OP_ZEXT, I64,
                                   vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, vbase), NA, NA, 0),
                        NA, 0);
    }
    if (off)
        ad = vj_ir_emit(b, VJ_OP_ADD, I64, ad, vj_ir_const(b, I64, (uint64_t)off), NA, 0);
    return ad;
}

vj_status vj_lower_minst(vj_ir_block *b, const vj_minst *m, char *err, size_t errsize)
{
    vj_status st = vj_lower_minst_check(m, err, errsize);
    if (st != VJ_OK)
        return st;
    vj_mem_access a;
    vj_mem_access_of(m->row, &a);
    if (a.nop)
        return VJ_OK;
    if (m->row->enc == VJ_ME_MUBUF) /* room buf */
        return vj_lower_buf(b, m, &a);
    if (vj_buf_is_scalar(m->row))
        return vj_lower_sbuf(b, m, &a);
    if (a.atom)
        return vj_lower_atomic(b, m, err, errsize);
    unsigned size = a.unit; /* bytes an LD/ST moves */
    unsigned dw = a.unit == 4 ? a.count : 1;
    unsigned parts = a.two ? 2 : 1;
    uint64_t base_imm = (a.sext ? VJ_MEMI_SEXT : 0) | size;
    int acc = vj_mem_data_is_agpr(m);
    uint32_t val[32];

    if (m->row->enc == VJ_ME_SMEM) {
        /* ADDR = SGPR pair SBASE + the immediate + SGPR SOFFSET, dword
         * aligned for dword loads (the ISA: ADDR[1:0] are ignored) */
        unsigned sb = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_BASE) * 2);
        uint32_t addr = vj_ir_emit(b, VJ_OP_RDS, I64, NA, NA, NA, sb);
        int64_t off = vj_mem_smem_imm(m);
        if (off)
            addr = vj_ir_emit(b, VJ_OP_ADD, I64, addr, vj_ir_const(b, I64, (uint64_t)off), NA, 0);
        uint64_t so = vj_mem_smem_soffset_reg(m);
        if (so != VJ_SREG_NULL)
            addr = vj_ir_emit(b, VJ_OP_ADD, I64, addr,
                              vj_ir_emit(b, VJ_OP_ZEXT, I64,
                                         vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA, so), NA, NA, 0),
                              NA, 0);
        if (size == 4)
            addr = vj_ir_emit(b, VJ_OP_AND, I64, addr, vj_ir_const(b, I64, ~(uint64_t)3), NA, 0);
        for (unsigned k = 0; k < dw; k++)
            val[k] = vj_ir_emit(b, VJ_OP_SLD, I32, dword_at(b, I64, addr, k), NA, NA, base_imm);
        unsigned sd = vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_DATA));
        for (unsigned k = 0; k < dw; k++)
            if (sd != VJ_SREG_NULL)
                vj_ir_emit(b, VJ_OP_WRS, VJ_T_VOID, val[k], NA, NA, sd + k);
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }

    /* The per-lane address of each part (DS read2/write2: two) */
    uint32_t addr[2];
    int lds = m->row->enc == VJ_ME_DS, priv = m->row->enc == VJ_ME_SCRATCH;
    unsigned vbase = vj_mem_get(m, VJ_MF_BASE);
    if (priv) { /* room scratch: VADDR + SADDR + the offset, a lane's 32-bit private address */
        int uv, us;
        vj_mem_scratch_uses(m, &uv, &us);
        uint32_t off = (uint32_t)vj_mem_imm_offset(m), v = NA;
        if (uv)
            v = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, vbase);
        if (us) {
            uint32_t s = vj_ir_emit(b, VJ_OP_RDS, I32, NA, NA, NA,
                                    vj_mem_sreg_base(m, vj_mem_get(m, VJ_MF_SADDR)));
            v = v == NA ? s : vj_ir_emit(b, VJ_OP_ADD, I32, v, s, NA, 0);
        }
        if (v == NA || off)
            v = v == NA ? vj_ir_const(b, I32, off)
                        : vj_ir_emit(b, VJ_OP_ADD, I32, v, vj_ir_const(b, I32, off), NA, 0);
        addr[0] = v;
    } else if (lds) {
        uint32_t v = vj_ir_emit(b, VJ_OP_RDV, I32, NA, NA, NA, vbase);
        for (unsigned p = 0; p < parts; p++) {
            uint64_t off = a.two ? (uint64_t)(p ? vj_mem_get(m, VJ_MF_OFFSET1)
                                                : vj_mem_get(m, VJ_MF_OFFSET)) *
                                       (a.unit * dw) * (a.st64 ? 64u : 1u)
                                 : (uint64_t)vj_mem_imm_offset(m);
            addr[p] = off ? vj_ir_emit(b, VJ_OP_ADD, I32, v, vj_ir_const(b, I32, off & 0xffffffffu),
                                       NA, 0)
                          : v;
        }
    } else {
        addr[0] = vj_lower_global_addr(b, m);
    }
    vj_type at = lds || priv ? I32 : I64;
    uint64_t space = lds ? VJ_MEMI_LDS : priv ? VJ_MEMI_PRIV : 0;
    if (a.store) {
        /* every byte checked before any is written: one MEMCHK */
        unsigned data[2] = {vj_mem_get(m, VJ_MF_DATA),
                            vj_mem_has(m, VJ_MF_DATA1) ? vj_mem_get(m, VJ_MF_DATA1) : 0};
        if (!lds) /* (only DS has two addresses, and LDS does not fault) */
            vj_ir_emit(b, VJ_OP_MEMCHK, VJ_T_VOID, addr[0], NA, NA,
                       space | VJ_MEMI_WRITE | (size * dw));
        for (unsigned p = 0; p < parts; p++)
            for (unsigned k = 0; k < dw; k++) {
                uint32_t v = vj_ir_emit(b, acc ? VJ_OP_RDA : VJ_OP_RDV, I32, NA, NA, NA,
                                        data[p] + k);
                if (a.d16) /* (only _hi stores exist) the high half's low bytes */
                    v = vj_ir_emit(b, VJ_OP_SHR, I32, v, vj_ir_const(b, I32, 16), NA, 0);
                vj_ir_emit(b, VJ_OP_ST, VJ_T_VOID, dword_at(b, at, addr[p], k), v, NA,
                           space | size);
            }
        return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
    }
    unsigned n = 0;
    for (unsigned p = 0; p < parts; p++)
        for (unsigned k = 0; k < dw; k++)
            val[n++] = vj_ir_emit(b, VJ_OP_LD, I32, dword_at(b, at, addr[p], k), NA, NA,
                                  space | base_imm);
    unsigned vd = vj_mem_get(m, VJ_MF_VDST);
    if (a.d16) { /* the loaded 16 bits into one half, the other kept */
        uint32_t old = vj_ir_emit(b, acc ? VJ_OP_RDA : VJ_OP_RDV, I32, NA, NA, NA, vd);
        uint32_t lo16 = vj_ir_const(b, I32, 0xffffu), hi16 = vj_ir_const(b, I32, 0xffff0000u);
        uint32_t v = a.d16 == 1
                         ? vj_ir_emit(b, VJ_OP_AND, I32, val[0], lo16, NA, 0)
                         : vj_ir_emit(b, VJ_OP_SHL, I32, val[0], vj_ir_const(b, I32, 16), NA, 0);
        uint32_t keep = vj_ir_emit(b, VJ_OP_AND, I32, old, a.d16 == 1 ? hi16 : lo16, NA, 0);
        val[0] = vj_ir_emit(b, VJ_OP_OR, I32, keep, v, NA, 0);
    }
    for (unsigned k = 0; k < n; k++)
        vj_ir_emit(b, acc ? VJ_OP_WRA : VJ_OP_WRV, VJ_T_VOID, val[k], NA, NA, vd + k);
    return vj_ir_ok(b) ? VJ_OK : VJ_ERR_NOMEM;
}
