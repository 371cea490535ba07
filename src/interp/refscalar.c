/* refscalar: the reference evaluator's scalar ALU (issue 30): one decoded
 * scalar instruction (vj_sinst) run on the wave straight from the ISA
 * pseudocode (the Vega, RDNA3 and RDNA4 ISA guides), in plain C on 32- and
 * 64-bit integers, independent of the IR and of lowering. Which rows run is
 * lowering's question (vj_lower_sinst_check); the semantics here are by
 * name, written once under the pre-GFX11 name (vj_salu_canon). */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "interp/interp.h"

/* The value of a field read as an operand of 32 or 64 bits. */
static uint64_t operand(const struct vj_wave *w, const vj_sinst *in, unsigned code, int wide)
{
    if (code == 255) /* the literal: zero-extended to 64 bits */
        return in->literal;
    vj_operand op;
    vj_operand_from_code(vj_target_family(in->target), wide ? VJ_SLOT_B64 : VJ_SLOT_B32, code,
                         in->literal, &op);
    switch (op.kind) {
    case VJ_OPND_SREG: {
        if (op.index == VJ_SREG_NULL)
            return 0;
        uint64_t v = w->s[op.index];
        if (wide)
            v |= (uint64_t)w->s[op.index + 1] << 32;
        return v;
    }
    case VJ_OPND_SPECIAL:
        if (op.index == VJ_SPECIAL_SCC)
            return w->scc & 1;
        if (op.index == VJ_SPECIAL_VCCZ)
            return vj_wave_vcc(w) == 0;
        return vj_wave_exec(w) == 0;
    default:
        return wide ? op.value : (uint32_t)op.value;
    }
}

/* The operand of which role (D, A = SSRC0, B = SSRC1): its field and size. */
static int role(const vj_sinst *in, char which, unsigned *code, int *wide)
{
    for (unsigned i = 0; i < 4; i++) {
        vj_salu_opnd k = (vj_salu_opnd)in->row->opnd[i];
        if ((which == 'D' && (k == VJ_SO_D32 || k == VJ_SO_D64)) ||
            (which == 'A' &&
             (k == VJ_SO_A32 || k == VJ_SO_A64 || k == VJ_SO_R32 || k == VJ_SO_R64)) ||
            (which == 'B' && (k == VJ_SO_B32 || k == VJ_SO_B64))) {
            *code = which == 'D' ? in->sdst : which == 'A' ? in->ssrc0 : in->ssrc1;
            *wide = k == VJ_SO_D64 || k == VJ_SO_A64 || k == VJ_SO_R64 || k == VJ_SO_B64;
            return 1;
        }
    }
    return 0;
}

static uint64_t get(const struct vj_wave *w, const vj_sinst *in, char which)
{
    unsigned code;
    int wide;
    return role(in, which, &code, &wide) ? operand(w, in, code, wide) : 0;
}

/* D = v (a pair for a 64-bit destination); null drops the write. */
static void put(struct vj_wave *w, const vj_sinst *in, uint64_t v)
{
    unsigned code;
    int wide;
    vj_operand op;
    if (!role(in, 'D', &code, &wide))
        return;
    vj_operand_from_code(vj_target_family(in->target), wide ? VJ_SLOT_B64 : VJ_SLOT_B32, code, 0,
                         &op);
    if (op.index == VJ_SREG_NULL) /* null as a pair is null too */
        return;
    w->s[op.index] = (uint32_t)v;
    if (wide)
        w->s[op.index + 1] = (uint32_t)(v >> 32);
}

static uint64_t exec_of(const struct vj_wave *w, int wide)
{
    uint64_t e = w->s[VJ_SREG_EXEC_LO];
    return wide ? e | (uint64_t)w->s[VJ_SREG_EXEC_HI] << 32 : e;
}

static void set_exec(struct vj_wave *w, int wide, uint64_t e)
{
    w->s[VJ_SREG_EXEC_LO] = (uint32_t)e;
    if (wide)
        w->s[VJ_SREG_EXEC_HI] = (uint32_t)(e >> 32);
}

static int ends(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && strcmp(s + n - k, suffix) == 0;
}

static int is(const char *a, const char *b)
{
    return strcmp(a, b) == 0;
}

static uint64_t sext16(unsigned v)
{
    return (uint64_t)(int64_t)(int16_t)v;
}

/* The exec family's new exec from S0 and the old EXEC, by the name's stem. */
static uint64_t exec_op(const char *n, uint64_t s, uint64_t e)
{
    if (!strncmp(n, "s_andn1_", 8))
        return ~s & e;
    if (!strncmp(n, "s_andn2_", 8))
        return s & ~e;
    if (!strncmp(n, "s_orn1_", 7))
        return ~s | e;
    if (!strncmp(n, "s_orn2_", 7))
        return s | ~e;
    if (!strncmp(n, "s_nand_", 7))
        return ~(s & e);
    if (!strncmp(n, "s_nor_", 6))
        return ~(s | e);
    if (!strncmp(n, "s_xnor_", 7))
        return ~(s ^ e);
    if (!strncmp(n, "s_and_", 6))
        return s & e;
    if (!strncmp(n, "s_or_", 5))
        return s | e;
    return s ^ e; /* s_xor_ */
}

/* The first set bit from the LSB (from the MSB: msb) of a width-bit value,
 * as a bit count from that end; -1 when none. */
static uint32_t first_one(uint64_t v, unsigned width, int msb)
{
    for (unsigned i = 0; i < width; i++) {
        unsigned bit = msb ? width - 1 - i : i;
        if ((v >> bit) & 1)
            return i;
    }
    return 0xffffffffu;
}

static uint32_t popcount(uint64_t v)
{
    uint32_t n = 0;
    for (; v; v &= v - 1)
        n++;
    return n;
}

/* The bitwise ops of two operands (and s_not of one), by name. */
static int bitwise(const char *n, uint64_t a, uint64_t b, uint64_t *r)
{
    static const char *const stems[] = {"s_and_",  "s_or_",  "s_xor_",  "s_andn2_", "s_orn2_",
                                        "s_nand_", "s_nor_", "s_xnor_", "s_not_"};
    for (unsigned i = 0; i < 9; i++) {
        size_t k = strlen(stems[i]);
        if (strncmp(n, stems[i], k) != 0 || !(is(n + k, "b32") || is(n + k, "b64")))
            continue;
        uint64_t v[] = {a & b, a | b, a ^ b, a & ~b, a | ~b, ~(a & b), ~(a | b), ~(a ^ b), ~a};
        *r = v[i];
        return 1;
    }
    return 0;
}

/* s_bfe: the field of a width-bit S0 at offset S1[4:0] ([5:0]) of width
 * S1[22:16]; (1 << width) - 1 is all ones for a width of at least the
 * operand's. Signed: sign-extended from the field's top bit (width 0: 0). */
static uint64_t bfe(uint64_t s0, uint32_t s1, unsigned bits, int sign)
{
    uint64_t all = bits == 64 ? ~0ull : 0xffffffffull;
    unsigned off = s1 & (bits - 1), width = (s1 >> 16) & 0x7f;
    uint64_t mask = width >= bits ? all : ((1ull << width) - 1);
    uint64_t x = s0 & all, shifted;
    if (sign) { /* arithmetic shift in the operand's width */
        int64_t sx = bits == 64 ? (int64_t)x : (int64_t)(int32_t)(uint32_t)x;
        shifted = (uint64_t)(sx >> off) & all;
    } else {
        shifted = x >> off;
    }
    uint64_t t = shifted & mask;
    if (!sign || width >= bits)
        return t;
    if (width == 0)
        return 0;
    if ((t >> (width - 1)) & 1)
        t |= ~mask;
    return t & all;
}

static int mode_row(const char *n, const vj_sinst *in, struct vj_wave *w);

vj_status vj_ref_sinst(const vj_sinst *in, struct vj_wave *w, char *err, size_t errsize)
{
    vj_status st = vj_lower_sinst_check(in, w->wave_size, err, errsize);
    if (st != VJ_OK)
        return st;
    if (in->row->cls == VJ_SCL_WAIT)
        return VJ_OK;
    const char *n = vj_salu_canon(in->row->name);
    unsigned code;
    int wd = 0;
    role(in, 'D', &code, &wd);
    int w64 = ends(n, "_b64") || ends(n, "_i64") || ends(n, "_u64");
    uint64_t all = w64 ? ~0ull : 0xffffffffull;
    uint64_t a = get(w, in, 'A'), b = get(w, in, 'B'), d = get(w, in, 'D');
    uint32_t scc = w->scc & 1;
    uint64_t r = 0;
    int has_d = 1, has_scc = 0;
    uint32_t nscc = 0;
    uint64_t k = sext16(in->simm16) & 0xffffffffull;
    if (is(n, "s_setprio") || is(n, "s_version") || is(n, "s_sendmsg")) /* (checked above) */
        return VJ_OK;
    if (mode_row(n, in, w))
        return VJ_OK;
    if (strstr(n, "_saveexec_")) {
        int x64 = ends(n, "_b64");
        uint64_t saved = exec_of(w, x64);
        set_exec(w, x64, exec_op(n, a, saved));
        put(w, in, saved);
        w->scc = exec_of(w, x64) != 0;
        return VJ_OK;
    }
    if (strstr(n, "_wrexec_")) {
        int x64 = ends(n, "_b64");
        set_exec(w, x64, exec_op(n, a, exec_of(w, x64)));
        put(w, in, exec_of(w, x64));
        w->scc = exec_of(w, x64) != 0;
        return VJ_OK;
    }
    if (bitwise(n, a, b, &r)) {
        r &= all;
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_mov_b32") || is(n, "s_mov_b64")) {
        r = a;
    } else if (is(n, "s_cmov_b32") || is(n, "s_cmov_b64")) {
        r = scc ? a : d;
    } else if (is(n, "s_wqm_b32") || is(n, "s_wqm_b64")) {
        r = 0;
        for (unsigned i = 0; i < (w64 ? 64u : 32u); i += 4)
            if ((a >> i) & 15)
                r |= 15ull << i;
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_quadmask_b32") || is(n, "s_quadmask_b64")) {
        r = 0;
        for (unsigned i = 0; i < (w64 ? 16u : 8u); i++)
            if ((a >> (4 * i)) & 15)
                r |= 1ull << i;
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_bitreplicate_b64_b32")) {
        r = 0;
        for (unsigned i = 0; i < 32; i++)
            if ((a >> i) & 1)
                r |= 3ull << (2 * i);
    } else if (is(n, "s_brev_b32") || is(n, "s_brev_b64")) {
        unsigned bits = w64 ? 64 : 32;
        r = 0;
        for (unsigned i = 0; i < bits; i++)
            r |= ((a >> i) & 1) << (bits - 1 - i);
    } else if (!strncmp(n, "s_bcnt", 6)) {
        r = popcount((n[6] == '0' ? ~a : a) & all);
        has_scc = 1, nscc = r != 0;
    } else if (!strncmp(n, "s_ff0_", 6) || !strncmp(n, "s_ff1_", 6)) {
        r = first_one((n[4] == '0' ? ~a : a) & all, w64 ? 64 : 32, 0);
    } else if (is(n, "s_flbit_i32_b32") || is(n, "s_flbit_i32_b64")) {
        r = first_one(a, w64 ? 64 : 32, 1);
    } else if (is(n, "s_flbit_i32") || is(n, "s_flbit_i32_i64")) {
        /* the first bit from the MSB (after it) unlike the sign bit */
        unsigned bits = w64 ? 64 : 32;
        unsigned sign = (unsigned)(a >> (bits - 1)) & 1;
        r = 0xffffffffu;
        for (unsigned i = 1; i < bits; i++)
            if (((a >> (bits - 1 - i)) & 1) != sign) {
                r = i;
                break;
            }
    } else if (is(n, "s_sext_i32_i8")) {
        r = (uint32_t)(int32_t)(int8_t)a;
    } else if (is(n, "s_sext_i32_i16")) {
        r = (uint32_t)(int32_t)(int16_t)a;
    } else if (!strncmp(n, "s_bitset", 8)) {
        uint64_t bit = 1ull << (a & (wd ? 63 : 31));
        r = n[8] == '1' ? d | bit : d & ~bit;
    } else if (is(n, "s_abs_i32")) {
        int32_t x = (int32_t)a;
        r = x < 0 ? (uint32_t)0 - (uint32_t)x : (uint32_t)x;
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_absdiff_i32")) {
        int32_t x = (int32_t)(uint32_t)(a - b);
        r = x < 0 ? (uint32_t)0 - (uint32_t)x : (uint32_t)x;
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_add_u32")) {
        uint64_t t = (a & 0xffffffffull) + (b & 0xffffffffull);
        r = (uint32_t)t, has_scc = 1, nscc = t >> 32 != 0;
    } else if (is(n, "s_sub_u32")) {
        r = (uint32_t)(a - b), has_scc = 1, nscc = (uint32_t)b > (uint32_t)a;
    } else if (is(n, "s_addc_u32")) {
        uint64_t t = (uint64_t)(uint32_t)a + (uint32_t)b + scc;
        r = (uint32_t)t, has_scc = 1, nscc = t >= 0x100000000ull;
    } else if (is(n, "s_subb_u32")) {
        r = (uint32_t)(a - b - scc), has_scc = 1;
        nscc = (uint64_t)(uint32_t)b + scc > (uint64_t)(uint32_t)a;
    } else if (is(n, "s_add_i32") || is(n, "s_sub_i32")) {
        int64_t t = is(n, "s_add_i32") ? (int64_t)(int32_t)a + (int32_t)b
                                       : (int64_t)(int32_t)a - (int32_t)b;
        r = (uint32_t)t, has_scc = 1, nscc = t != (int64_t)(int32_t)(uint32_t)t;
    } else if (is(n, "s_min_i32") || is(n, "s_max_i32")) {
        int32_t x = (int32_t)a, y = (int32_t)b;
        nscc = n[3] == 'i' ? x < y : x > y;
        r = nscc ? (uint32_t)a : (uint32_t)b, has_scc = 1;
    } else if (is(n, "s_min_u32") || is(n, "s_max_u32")) {
        uint32_t x = (uint32_t)a, y = (uint32_t)b;
        nscc = n[3] == 'i' ? x < y : x > y;
        r = nscc ? x : y, has_scc = 1;
    } else if (is(n, "s_cselect_b32") || is(n, "s_cselect_b64")) {
        r = scc ? a : b;
    } else if (!strncmp(n, "s_lshl_", 7) || !strncmp(n, "s_lshr_", 7) ||
               !strncmp(n, "s_ashr_", 7)) {
        unsigned sh = (unsigned)b & (w64 ? 63 : 31);
        if (n[2] == 'a')
            r = w64 ? (uint64_t)((int64_t)a >> sh) : (uint32_t)((int32_t)(uint32_t)a >> sh);
        else
            r = n[5] == 'l' ? (a << sh) & all : (a & all) >> sh;
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_bfm_b32")) {
        r = (uint32_t)((((uint64_t)1 << (a & 31)) - 1) << (b & 31));
    } else if (is(n, "s_bfm_b64")) {
        r = (((uint64_t)1 << (a & 63)) - 1) << (b & 63);
    } else if (!strncmp(n, "s_bfe_", 6)) {
        r = bfe(a, (uint32_t)b, w64 ? 64 : 32, n[6] == 'i');
        has_scc = 1, nscc = r != 0;
    } else if (is(n, "s_mul_i32")) {
        r = (uint32_t)((uint32_t)a * (uint32_t)b);
    } else if (is(n, "s_mul_u64")) {
        r = a * b;
    } else if (is(n, "s_mul_hi_u32")) {
        r = ((uint64_t)(uint32_t)a * (uint32_t)b) >> 32;
    } else if (is(n, "s_mul_hi_i32")) {
        r = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32);
    } else if (is(n, "s_add_nc_u64")) {
        r = a + b;
    } else if (is(n, "s_sub_nc_u64")) {
        r = a - b;
    } else if (!strncmp(n, "s_lshl", 6) && ends(n, "_add_u32")) {
        uint64_t t = ((uint64_t)(uint32_t)a << (n[6] - '0')) + (uint32_t)b;
        r = (uint32_t)t, has_scc = 1, nscc = t >= 0x100000000ull;
    } else if (!strncmp(n, "s_pack_", 7)) {
        uint32_t lo = n[7] == 'l' ? (uint32_t)a & 0xffff : (uint32_t)a >> 16;
        uint32_t hi = n[8] == 'l' ? (uint32_t)b & 0xffff : (uint32_t)b >> 16;
        r = hi << 16 | lo;
    } else if (is(n, "s_movk_i32")) {
        r = k;
    } else if (is(n, "s_cmovk_i32")) {
        r = scc ? k : d;
    } else if (is(n, "s_addk_i32")) {
        int64_t t = (int64_t)(int32_t)d + (int16_t)in->simm16;
        r = (uint32_t)t, has_scc = 1, nscc = t != (int64_t)(int32_t)(uint32_t)t;
    } else if (is(n, "s_mulk_i32")) {
        r = (uint32_t)((uint32_t)d * (uint32_t)k);
    } else if (!strncmp(n, "s_cmp_", 6) || !strncmp(n, "s_cmpk_", 7)) {
        int kform = n[5] == 'k';
        const char *rel = n + (kform ? 7 : 6);
        int sign = ends(n, "_i32");
        uint64_t x = kform ? d : a;
        uint64_t y = kform ? (sign ? k : in->simm16) : b;
        int64_t sx = w64 ? (int64_t)x : (int64_t)(int32_t)(uint32_t)x;
        int64_t sy = w64 ? (int64_t)y : (int64_t)(int32_t)(uint32_t)y;
        int lt = sign ? sx < sy : x < y, eq = x == y;
        has_d = 0, has_scc = 1;
        nscc = !strncmp(rel, "eq", 2)   ? eq
               : !strncmp(rel, "lg", 2) ? !eq
               : !strncmp(rel, "gt", 2) ? !lt && !eq
               : !strncmp(rel, "ge", 2) ? !lt
               : !strncmp(rel, "lt", 2) ? lt
                                        : lt || eq;
    } else if (!strncmp(n, "s_bitcmp", 8)) {
        unsigned bit = (unsigned)b & (w64 ? 63 : 31);
        has_d = 0, has_scc = 1;
        nscc = ((a >> bit) & 1) == (n[8] == '1');
    } else {
        snprintf(err, errsize, "reference: no semantics for %s", in->row->name);
        return VJ_ERR_UNSUPPORTED;
    }
    if (has_d)
        put(w, in, r);
    if (has_scc)
        w->scc = nscc;
    return VJ_OK;
}

/* Room branch: a row that reads or moves the PC, in a code region's block
 * (pseudocode of the ISA guides: "PC = PC + signext(SIMM16 * 4) + 4", the
 * PC being this instruction's address). pc is the instruction's own
 * address; the PC it moves to goes to w->pc. */
vj_status vj_ref_sflow(const vj_sinst *in, uint64_t pc, struct vj_wave *w, char *err,
                       size_t errsize)
{
    vj_status st = vj_lower_sflow_check(in, err, errsize);
    if (st != VJ_OK)
        return st;
    const char *n = vj_salu_canon(in->row->name);
    uint64_t next = pc + in->len;
    uint64_t target = next + (uint64_t)(sext16(in->simm16) * 4);
    int take = -1; /* a conditional branch: whether it is taken */
    if (is(n, "s_getpc_b64")) {
        put(w, in, next);
    } else if (is(n, "s_branch")) {
        w->pc = target;
    } else if (is(n, "s_cbranch_scc0")) {
        take = !(w->scc & 1);
    } else if (is(n, "s_cbranch_scc1")) {
        take = w->scc & 1;
    } else if (is(n, "s_cbranch_vccz")) {
        take = vj_wave_vcc(w) == 0;
    } else if (is(n, "s_cbranch_vccnz")) {
        take = vj_wave_vcc(w) != 0;
    } else if (is(n, "s_cbranch_execz")) {
        take = vj_wave_exec(w) == 0;
    } else if (is(n, "s_cbranch_execnz")) {
        take = vj_wave_exec(w) != 0;
    } else if (is(n, "s_setpc_b64")) {
        w->pc = get(w, in, 'A');
    } else if (is(n, "s_swappc_b64")) {
        uint64_t to = get(w, in, 'A'); /* read before D is written */
        put(w, in, next);
        w->pc = to;
    } else if (is(n, "s_call_b64")) {
        put(w, in, next);
        w->pc = target;
    } else { /* s_endpgm: the wave stays on it */
        w->pc = pc;
    }
    if (take >= 0)
        w->pc = take ? target : next;
    return VJ_OK;
}

/* Room branch: the MODE rows, from the ISA pseudocode: s_getreg_b32 D =
 * HW_REG_MODE[offset + size - 1 : offset]; s_setreg_b32 / s_setreg_imm32_b32
 * put the low size bits of the source (the SDST field's register, the
 * literal) there; s_round_mode MODE[3:0] and s_denorm_mode MODE[7:4] =
 * SIMM16[3:0]. 1 when in is one of them (done), 0 otherwise. */
static int mode_row(const char *n, const vj_sinst *in, struct vj_wave *w)
{
    unsigned off = (in->simm16 >> 6) & 31, size = (in->simm16 >> 11) + 1u;
    uint32_t mask = size >= 32 ? 0xffffffffu : (1u << size) - 1u, v;
    if (is(n, "s_getreg_b32")) {
        put(w, in, (w->mode >> off) & mask);
        return 1;
    }
    if (is(n, "s_setreg_b32"))
        v = (uint32_t)get(w, in, 'D');
    else if (is(n, "s_setreg_imm32_b32"))
        v = in->literal;
    else if (is(n, "s_round_mode") || is(n, "s_denorm_mode"))
        v = in->simm16 & 0xfu, off = is(n, "s_round_mode") ? 0 : 4, mask = 0xf;
    else
        return 0;
    w->mode = (w->mode & ~(mask << off)) | ((v & mask) << off);
    return 1;
}
