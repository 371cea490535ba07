/* lower_salu: scalar ALU instructions (vj_sinst, issue 30) lowered to the IR.
 * A scalar value is the same in every lane, so each instruction becomes the
 * integer ops the vector side uses, on uniform values only: RDS/WRS of the
 * canonical scalar space, RDSPEC/WRSCC of SCC, constants; nothing reads a
 * VGPR or the lane number, and the JIT computes such nodes once per wave.
 * Recipes are by name (vj_salu_canon folds GFX11/GFX12's renames); a row
 * without one is unsupported, by name. The meaning of each is the ISA's
 * pseudocode (RDNA3/RDNA4 and Vega ISA guides), which src/interp/refscalar.c
 * spells out independently. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ir/ir.h"

/* s_sendmsg's SIMM16 for MSG_DEALLOC_VGPRS on GFX11+ (llvm-mc-19: 0xbfb60003) */
#define VJ_MSG_DEALLOC_VGPRS 3u

#define NA  VJ_NO_ARG
#define I32 VJ_T_I32
#define I64 VJ_T_I64

/* One instruction being lowered. */
typedef struct ls {
    vj_ir_block *b;
    const vj_sinst *in;
    vj_family fam;
} ls;

typedef void (*recipe)(ls *c, unsigned p);

#define E1(op, x)       vj_ir_emit(c->b, VJ_OP_##op, I32, x, NA, NA, 0)
#define E2(op, x, y)    vj_ir_emit(c->b, VJ_OP_##op, I32, x, y, NA, 0)
#define E3(op, x, y, z) vj_ir_emit(c->b, VJ_OP_##op, I32, x, y, z, 0)
#define Q1(op, x)       vj_ir_emit(c->b, VJ_OP_##op, I64, x, NA, NA, 0)
#define Q2(op, x, y)    vj_ir_emit(c->b, VJ_OP_##op, I64, x, y, NA, 0)
#define Q3(op, x, y, z) vj_ir_emit(c->b, VJ_OP_##op, I64, x, y, z, 0)
#define K(v)            vj_ir_const(c->b, I32, (uint32_t)(v))
#define KQ(v)           vj_ir_const(c->b, I64, (uint64_t)(v))
#define T(w)            ((w) ? I64 : I32)
#define V(w, op, x, y)  vj_ir_emit(c->b, VJ_OP_##op, T(w), x, y, NA, 0)

/* -------------------------------------------------------------- operands */

/* The row's operand of these kinds (its field and whether it is 64-bit):
 * 1, or 0 when the row has none. */
static int find_opnd(const vj_sinst *in, char which, unsigned *code, int *wide)
{
    for (unsigned i = 0; i < 4; i++) {
        vj_salu_opnd k = (vj_salu_opnd)in->row->opnd[i];
        int d = k == VJ_SO_D32 || k == VJ_SO_D64;
        int a = k == VJ_SO_A32 || k == VJ_SO_A64 || k == VJ_SO_R32 || k == VJ_SO_R64;
        int b = k == VJ_SO_B32 || k == VJ_SO_B64;
        if ((which == 'D' && d) || (which == 'A' && a) || (which == 'B' && b)) {
            *code = which == 'D' ? in->sdst : which == 'A' ? in->ssrc0 : in->ssrc1;
            *wide = k == VJ_SO_D64 || k == VJ_SO_A64 || k == VJ_SO_R64 || k == VJ_SO_B64;
            return 1;
        }
    }
    return 0;
}

/* A field as an operand (code 255: the literal, zero-extended for a
 * 64-bit operand as llvm-mc-19 shows it and as the vector side reads it). */
static int field_operand(const vj_sinst *in, unsigned code, int wide, vj_operand *op)
{
    vj_family fam = vj_target_family(in->target);
    if (code == 255) {
        memset(op, 0, sizeof *op);
        op->kind = VJ_OPND_LITERAL;
        op->dwords = wide ? 2 : 1;
        op->value = in->literal;
        return 1;
    }
    return vj_operand_from_code(fam, wide ? VJ_SLOT_B64 : VJ_SLOT_B32, code, in->literal, op) ==
           VJ_OPND_OK;
}

/* Whether an operand is one we read: a scalar register, a constant, or
 * vccz/execz/scc (not the apertures, lds_direct or pops_exiting_wave_id,
 * which no wave state here holds). */
static int operand_ok(const vj_operand *op)
{
    switch (op->kind) {
    case VJ_OPND_SREG:
    case VJ_OPND_INLINE_INT:
    case VJ_OPND_INLINE_FLOAT:
    case VJ_OPND_LITERAL:
        return 1;
    case VJ_OPND_SPECIAL:
        return op->index == VJ_SPECIAL_VCCZ || op->index == VJ_SPECIAL_EXECZ ||
               op->index == VJ_SPECIAL_SCC;
    default:
        return 0;
    }
}

static uint32_t read_operand(ls *c, const vj_operand *op, int wide)
{
    vj_type t = T(wide);
    switch (op->kind) {
    case VJ_OPND_SREG:
        if (op->index == VJ_SREG_NULL)
            return vj_ir_const(c->b, t, 0);
        return vj_ir_emit(c->b, VJ_OP_RDS, t, NA, NA, NA, op->index);
    case VJ_OPND_SPECIAL: { /* 0 or 1; zero-extended in a 64-bit slot (src_scc) */
        uint32_t v = vj_ir_emit(c->b, VJ_OP_RDSPEC, I32, NA, NA, NA, op->index);
        return wide ? Q1(ZEXT, v) : v;
    }
    default:
        return vj_ir_const(c->b, t, wide ? op->value : (uint32_t)op->value);
    }
}

/* Source A (SSRC0), B (SSRC1), or the destination's old value (D). */
static uint32_t src(ls *c, char which)
{
    unsigned code;
    int wide;
    vj_operand op;
    if (!find_opnd(c->in, which, &code, &wide) || !field_operand(c->in, code, wide, &op))
        return NA; /* vj_lower_sinst_check refused it before */
    return read_operand(c, &op, wide);
}

static void write_dst(ls *c, uint32_t v)
{
    unsigned code;
    int wide;
    vj_operand op;
    if (!find_opnd(c->in, 'D', &code, &wide) || !field_operand(c->in, code, wide, &op) ||
        op.index == VJ_SREG_NULL) /* null: the write is dropped, the pair's too */
        return;
    vj_ir_emit(c->b, VJ_OP_WRS, VJ_T_VOID, v, NA, NA, op.index);
}

static uint32_t scc(ls *c)
{
    return vj_ir_emit(c->b, VJ_OP_RDSPEC, I32, NA, NA, NA, VJ_SPECIAL_SCC);
}

static void set_scc(ls *c, uint32_t cond) /* cond: an i32 0 or 1 */
{
    vj_ir_emit(c->b, VJ_OP_WRSCC, VJ_T_VOID, cond, NA, NA, 0);
}

/* An i32 0/1 of a value of either width being non-zero. */
static uint32_t nonzero(ls *c, uint32_t v)
{
    if (c->b->nodes[v].type == I64)
        return E1(TRUNC, Q2(NE, v, KQ(0)));
    return E2(NE, v, K(0));
}

/* The SIMM16 sign- or zero-extended to 32 bits. */
static uint32_t simm(ls *c, int sign)
{
    uint32_t v = c->in->simm16;
    return K(sign ? (uint32_t)(int32_t)(int16_t)v : v);
}

/* -------------------------------------------------------------- recipes */

/* p packs the recipe's parameters: bit 0 = 64-bit where a recipe has both
 * widths, the rest (p >> 1) the variant. */
#define W(p)   ((p)&1)
#define VAR(p) ((p) >> 1)

static void r_nop(ls *c, unsigned p)
{
    (void)c;
    (void)p;
}

static void r_mov(ls *c, unsigned p)
{
    (void)p;
    write_dst(c, src(c, 'A'));
}

/* s_cmov: D = SCC ? S0 : D (the old value written back when SCC is 0). */
static void r_cmov(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A'), d = src(c, 'D');
    write_dst(c, vj_ir_emit(c->b, VJ_OP_SELECT, T(w), scc(c), a, d, 0));
}

/* The bitwise family: D = f(S0, S1) (s_not: f(S0)); SCC = D != 0. */
enum { B_AND, B_OR, B_XOR, B_ANDN2, B_ORN2, B_NAND, B_NOR, B_XNOR, B_NOT };
static uint32_t bitop(ls *c, int w, unsigned op, uint32_t a, uint32_t b)
{
    switch (op) {
    case B_AND:
        return V(w, AND, a, b);
    case B_OR:
        return V(w, OR, a, b);
    case B_XOR:
        return V(w, XOR, a, b);
    case B_ANDN2:
        return V(w, AND, a, V(w, NOT, b, NA));
    case B_ORN2:
        return V(w, OR, a, V(w, NOT, b, NA));
    case B_NAND:
        return V(w, NOT, V(w, AND, a, b), NA);
    case B_NOR:
        return V(w, NOT, V(w, OR, a, b), NA);
    case B_XNOR:
        return V(w, NOT, V(w, XOR, a, b), NA);
    default:
        return V(w, NOT, a, NA);
    }
}

static void r_bitop(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A');
    uint32_t b = VAR(p) == B_NOT ? NA : src(c, 'B');
    uint32_t r = bitop(c, w, VAR(p), a, b);
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* s_wqm: each 4-bit group all ones when any bit of it is set; SCC = D != 0. */
static void r_wqm(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A');
    uint32_t q = V(w, OR, a, V(w, SHR, a, K(1)));
    q = V(w, OR, q, V(w, SHR, q, K(2)));
    q = V(w, AND, q, vj_ir_const(c->b, T(w), 0x1111111111111111ull));
    uint32_t r = V(w, MUL, q, vj_ir_const(c->b, T(w), 15));
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* s_quadmask: bit i of D = whether S0's 4-bit group i has a bit set (8 or 16
 * groups); SCC = D != 0. Each group's OR lands in its low bit, then the
 * low bits are packed down by halving the distance between them. */
static void r_quadmask(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A');
    uint32_t q = V(w, OR, a, V(w, SHR, a, K(1)));
    q = V(w, OR, q, V(w, SHR, q, K(2)));
    q = V(w, AND, q, vj_ir_const(c->b, T(w), 0x1111111111111111ull));
    static const struct {
        unsigned shift;
        uint64_t keep;
    } steps[] = {{3, 0x0303030303030303ull},
                 {6, 0x000f000f000f000full},
                 {12, 0x000000ff000000ffull},
                 {24, 0x000000000000ffffull}};
    for (unsigned k = 0; k < (w ? 4u : 3u); k++)
        q = V(w, AND, V(w, OR, q, V(w, SHR, q, K(steps[k].shift))),
              vj_ir_const(c->b, T(w), steps[k].keep));
    write_dst(c, q);
    set_scc(c, nonzero(c, q));
}

/* s_bitreplicate_b64_b32: D[2i] = D[2i + 1] = S0[i]; no SCC. S0's bits are
 * spread to the even positions by doubling their distance, then doubled. */
static void r_bitreplicate(ls *c, unsigned p)
{
    (void)p;
    uint32_t x = Q1(ZEXT, src(c, 'A'));
    static const struct {
        unsigned shift;
        uint64_t keep;
    } steps[] = {{16, 0x0000ffff0000ffffull},
                 {8, 0x00ff00ff00ff00ffull},
                 {4, 0x0f0f0f0f0f0f0f0full},
                 {2, 0x3333333333333333ull},
                 {1, 0x5555555555555555ull}};
    for (unsigned k = 0; k < 5; k++)
        x = Q2(AND, Q2(OR, x, Q2(SHL, x, K(steps[k].shift))), KQ(steps[k].keep));
    write_dst(c, Q2(OR, x, Q2(SHL, x, K(1))));
}

static void r_brev(ls *c, unsigned p)
{
    write_dst(c, V(W(p), BITREV, src(c, 'A'), NA));
}

/* s_bcnt0/1: the count of zero (one) bits, an i32; SCC = D != 0. */
static void r_bcnt(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A');
    if (VAR(p) == 0)
        a = V(w, NOT, a, NA);
    uint32_t r = V(w, POPCNT, a, NA);
    if (w)
        r = E1(TRUNC, r);
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* s_ff0/s_ff1 (GFX11: s_ctz): the first zero (one) bit from the LSB, -1
 * when none; s_flbit_i32_b32/b64 (s_clz): the first one from the MSB;
 * s_flbit_i32/_i64 (s_cls): the first bit unlike the sign bit from the MSB,
 * -1 when every bit is the sign. No SCC. */
enum { F_FF0, F_FF1, F_CLZ, F_CLS };
static void r_find(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t x = src(c, 'A');
    if (VAR(p) == F_FF0)
        x = V(w, NOT, x, NA);
    if (VAR(p) == F_CLS)
        x = V(w, XOR, x, V(w, SAR, x, K(w ? 63 : 31)));
    uint32_t scan = VAR(p) >= F_CLZ ? V(w, BITREV, x, NA) : x;
    write_dst(c, vj_ir_find_first(c->b, scan));
}

static void r_sext(ls *c, unsigned p)
{
    unsigned sh = 32 - VAR(p); /* p >> 1: the source width */
    write_dst(c, E2(SAR, E2(SHL, src(c, 'A'), K(sh)), K(sh)));
}

/* s_bitset0/1: D[S0 & (width - 1)] = 0 (1), the rest of D kept. */
static void r_bitset(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t bit = V(w, SHL, vj_ir_const(c->b, T(w), 1), src(c, 'A'));
    uint32_t d = src(c, 'D');
    write_dst(c, VAR(p) ? V(w, OR, d, bit) : V(w, AND, d, V(w, NOT, bit, NA)));
}

/* The exec family. saveexec: saved = EXEC; EXEC = f(S0, EXEC); D = saved;
 * SCC = EXEC != 0, EXEC read after D is written (the pseudocode's order:
 * so a D of exec leaves the old exec, and SCC says so). wrexec: EXEC =
 * f(S0, EXEC); D = EXEC; SCC = EXEC != 0. The width is the instruction's
 * (exec_lo for _b32, the pair for _b64) whatever the wave size. */
enum { X_AND, X_OR, X_XOR, X_ANDN1, X_ANDN2, X_ORN1, X_ORN2, X_NAND, X_NOR, X_XNOR };
static uint32_t execop(ls *c, int w, unsigned op, uint32_t s, uint32_t e)
{
    switch (op) {
    case X_ANDN1:
        return V(w, AND, V(w, NOT, s, NA), e);
    case X_ORN1:
        return V(w, OR, V(w, NOT, s, NA), e);
    case X_ANDN2:
        return bitop(c, w, B_ANDN2, s, e);
    case X_ORN2:
        return bitop(c, w, B_ORN2, s, e);
    case X_AND:
        return bitop(c, w, B_AND, s, e);
    case X_OR:
        return bitop(c, w, B_OR, s, e);
    case X_XOR:
        return bitop(c, w, B_XOR, s, e);
    case X_NAND:
        return bitop(c, w, B_NAND, s, e);
    case X_NOR:
        return bitop(c, w, B_NOR, s, e);
    default:
        return bitop(c, w, B_XNOR, s, e);
    }
}

static uint32_t rd_exec(ls *c, int w)
{
    return vj_ir_emit(c->b, VJ_OP_RDS, T(w), NA, NA, NA, VJ_SREG_EXEC_LO);
}

static void r_saveexec(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t s = src(c, 'A'), e = rd_exec(c, w);
    uint32_t n = execop(c, w, VAR(p), s, e);
    vj_ir_emit(c->b, VJ_OP_WRS, VJ_T_VOID, n, NA, NA, VJ_SREG_EXEC_LO);
    write_dst(c, e);
    set_scc(c, nonzero(c, rd_exec(c, w)));
}

static void r_wrexec(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t s = src(c, 'A'), e = rd_exec(c, w);
    uint32_t n = execop(c, w, VAR(p), s, e);
    vj_ir_emit(c->b, VJ_OP_WRS, VJ_T_VOID, n, NA, NA, VJ_SREG_EXEC_LO);
    write_dst(c, rd_exec(c, w));
    set_scc(c, nonzero(c, rd_exec(c, w)));
}

/* |x| of an i32 (the most negative stays itself). */
static uint32_t abs32(ls *c, uint32_t x)
{
    return E3(SELECT, E2(SLT, x, K(0)), E2(SUB, K(0), x), x);
}

static void r_abs(ls *c, unsigned p)
{
    (void)p;
    uint32_t r = abs32(c, src(c, 'A'));
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* s_absdiff_i32: D = |S0 - S1| of the wrapped difference; SCC = D != 0. */
static void r_absdiff(ls *c, unsigned p)
{
    (void)p;
    uint32_t r = abs32(c, E2(SUB, src(c, 'A'), src(c, 'B')));
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* Add and subtract. u32: SCC = the carry out (borrow); i32: SCC = the
 * signed overflow; addc/subb: with SCC as the carry (borrow) in. */
enum { A_ADDU, A_SUBU, A_ADDI, A_SUBI, A_ADDC, A_SUBB };
static void r_addsub(ls *c, unsigned p)
{
    uint32_t a = src(c, 'A'), b = src(c, 'B'), r, cy;
    switch (VAR(p)) {
    case A_ADDU:
        r = E2(ADD, a, b);
        cy = E2(ULT, r, a);
        break;
    case A_SUBU:
        r = E2(SUB, a, b);
        cy = E2(ULT, a, b);
        break;
    case A_ADDI: /* the sign of both differs from the result's */
        r = E2(ADD, a, b);
        cy = E2(SHR, E2(AND, E2(XOR, a, r), E2(XOR, b, r)), K(31));
        break;
    case A_SUBI: /* the operands' signs differ and the result's is not a's */
        r = E2(SUB, a, b);
        cy = E2(SHR, E2(AND, E2(XOR, a, b), E2(XOR, a, r)), K(31));
        break;
    case A_ADDC: {
        uint32_t t = Q2(ADD, Q2(ADD, Q1(ZEXT, a), Q1(ZEXT, b)), Q1(ZEXT, scc(c)));
        r = E1(TRUNC, t);
        cy = E1(TRUNC, Q2(SHR, t, K(32)));
        break;
    }
    default: { /* A_SUBB: borrow when S1 + SCC > S0, in 64 bits */
        uint32_t ci = scc(c);
        r = E2(SUB, E2(SUB, a, b), ci);
        cy = E1(TRUNC, Q2(ULT, Q1(ZEXT, a), Q2(ADD, Q1(ZEXT, b), Q1(ZEXT, ci))));
        break;
    }
    }
    write_dst(c, r);
    set_scc(c, cy);
}

/* s_min/s_max: SCC = whether S0 is the one chosen (S0 < S1, S0 > S1). */
enum { M_MINI, M_MINU, M_MAXI, M_MAXU };
static void r_minmax(ls *c, unsigned p)
{
    uint32_t a = src(c, 'A'), b = src(c, 'B'), pick;
    switch (VAR(p)) {
    case M_MINI:
        pick = E2(SLT, a, b);
        break;
    case M_MINU:
        pick = E2(ULT, a, b);
        break;
    case M_MAXI:
        pick = E2(SLT, b, a);
        break;
    default:
        pick = E2(ULT, b, a);
        break;
    }
    write_dst(c, E3(SELECT, pick, a, b));
    set_scc(c, pick);
}

static void r_cselect(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    write_dst(c, vj_ir_emit(c->b, VJ_OP_SELECT, T(w), scc(c), a, b, 0));
}

/* Shifts: S0 by S1's low 5 (6) bits; SCC = D != 0. */
enum { SH_SHL, SH_SHR, SH_SAR };
static void r_shift(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    vj_op op = VAR(p) == SH_SHL ? VJ_OP_SHL : VAR(p) == SH_SHR ? VJ_OP_SHR : VJ_OP_SAR;
    uint32_t r = vj_ir_emit(c->b, op, T(w), a, b, NA, 0);
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* s_bfm: ((1 << S0[4:0]) - 1) << S1[4:0] (64: [5:0]); no SCC. */
static void r_bfm(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    uint32_t one = vj_ir_const(c->b, T(w), 1);
    write_dst(c, V(w, SHL, V(w, SUB, V(w, SHL, one, a), one), b));
}

/* s_bfe: the field of S0 at offset S1[4:0] ([5:0]), width S1[22:16] (up to
 * 127); u: zero-extended, i: sign-extended from the field's top bit. A
 * width of at least the operand's takes every bit from the offset up (the
 * pseudocode's (1 << width) - 1 is all ones then); width 0 gives 0. SCC =
 * D != 0. */
static void r_bfe(ls *c, unsigned p)
{
    int w = W(p);
    unsigned bits = w ? 64 : 32;
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    uint32_t width = E2(AND, E2(SHR, b, K(16)), K(0x7f));
    uint32_t full = E2(ULT, width, K(bits)); /* 1: narrower than the operand */
    uint32_t r;
    if (VAR(p) == 0) {
        uint32_t one = vj_ir_const(c->b, T(w), 1);
        uint32_t mask = V(w, SUB, V(w, SHL, one, width), one);
        mask = vj_ir_emit(c->b, VJ_OP_SELECT, T(w), full, mask, vj_ir_const(c->b, T(w), ~0ull), 0);
        r = V(w, AND, V(w, SHR, a, b), mask);
    } else {
        uint32_t t = V(w, SAR, a, b);
        uint32_t up = E2(SUB, K(bits), width); /* 1..bits-1 for a width in 1..bits-1 */
        uint32_t mid = V(w, SAR, V(w, SHL, t, up), up);
        r = vj_ir_emit(c->b, VJ_OP_SELECT, T(w), full, mid, t, 0);
        r = vj_ir_emit(c->b, VJ_OP_SELECT, T(w), E2(EQ, width, K(0)), vj_ir_const(c->b, T(w), 0),
                       r, 0);
    }
    write_dst(c, r);
    set_scc(c, nonzero(c, r));
}

/* Multiplies, no SCC: low 32 (64) bits, or the high half of 32 x 32. */
enum { MU_LO, MU_HIU, MU_HII };
static void r_mul(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    vj_op op = VAR(p) == MU_LO ? VJ_OP_MUL : VAR(p) == MU_HIU ? VJ_OP_MULHU : VJ_OP_MULHS;
    write_dst(c, vj_ir_emit(c->b, op, T(w), a, b, NA, 0));
}

/* GFX12's s_add_nc_u64 / s_sub_nc_u64: no carry, no SCC. */
static void r_addsub64(ls *c, unsigned p)
{
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    write_dst(c, VAR(p) ? Q2(SUB, a, b) : Q2(ADD, a, b));
}

/* s_lshlN_add_u32: (S0 << N) + S1 in 64 bits; D its low half, SCC = the
 * rest != 0 (bits shifted out count as a carry). */
static void r_lshladd(ls *c, unsigned p)
{
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    uint32_t t = Q2(ADD, Q2(SHL, Q1(ZEXT, a), K(VAR(p))), Q1(ZEXT, b));
    write_dst(c, E1(TRUNC, t));
    set_scc(c, E1(TRUNC, Q2(NE, Q2(SHR, t, K(32)), KQ(0))));
}

/* s_pack_XY_b32_b16: D = {S1's half Y, S0's half X} (l: 15:0, h: 31:16). */
enum { P_LL, P_LH, P_HL, P_HH };
static void r_pack(ls *c, unsigned p)
{
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    int xh = VAR(p) == P_HL || VAR(p) == P_HH, yh = VAR(p) == P_LH || VAR(p) == P_HH;
    uint32_t lo = xh ? E2(SHR, a, K(16)) : E2(AND, a, K(0xffff));
    uint32_t hi = yh ? E2(AND, b, K(0xffff0000u)) : E2(SHL, b, K(16));
    write_dst(c, E2(OR, hi, lo));
}

/* SOPK. movk: D = sext(SIMM16); cmovk: when SCC; addk: D += sext(SIMM16),
 * SCC = signed overflow; mulk: D *= sext(SIMM16). */
enum { K_MOV, K_CMOV, K_ADD, K_MUL };
static void r_k(ls *c, unsigned p)
{
    uint32_t k = simm(c, 1);
    switch (VAR(p)) {
    case K_MOV:
        write_dst(c, k);
        break;
    case K_CMOV:
        write_dst(c, E3(SELECT, scc(c), k, src(c, 'D')));
        break;
    case K_ADD: {
        uint32_t d = src(c, 'D'), r = E2(ADD, d, k);
        write_dst(c, r);
        set_scc(c, E2(SHR, E2(AND, E2(XOR, d, r), E2(XOR, k, r)), K(31)));
        break;
    }
    default:
        write_dst(c, E2(MUL, src(c, 'D'), k));
        break;
    }
}

/* Compares, SCC = the relation. p: the relation (eq, lg, gt, ge, lt, le)
 * times 4, plus 2 for signed, plus 1 for 64-bit. */
enum { C_EQ, C_LG, C_GT, C_GE, C_LT, C_LE };
static uint32_t relation(ls *c, unsigned rel, int sign, int w, uint32_t a, uint32_t b)
{
    vj_op lt = sign ? VJ_OP_SLT : VJ_OP_ULT, le = sign ? VJ_OP_SLE : VJ_OP_ULE;
    uint32_t r;
    switch (rel) {
    case C_EQ:
        r = V(w, EQ, a, b);
        break;
    case C_LG:
        r = V(w, NE, a, b);
        break;
    case C_GT:
        r = vj_ir_emit(c->b, lt, T(w), b, a, NA, 0);
        break;
    case C_GE:
        r = vj_ir_emit(c->b, le, T(w), b, a, NA, 0);
        break;
    case C_LT:
        r = vj_ir_emit(c->b, lt, T(w), a, b, NA, 0);
        break;
    default:
        r = vj_ir_emit(c->b, le, T(w), a, b, NA, 0);
        break;
    }
    return w ? E1(TRUNC, r) : r;
}

static void r_cmp(ls *c, unsigned p)
{
    uint32_t a = src(c, 'A'), b = src(c, 'B');
    set_scc(c, relation(c, p >> 2, (p >> 1) & 1, p & 1, a, b));
}

/* s_cmpk: the register in the SDST field against SIMM16, sign-extended for
 * the i32 forms and zero-extended for the u32 ones. */
static void r_cmpk(ls *c, unsigned p)
{
    int sign = (p >> 1) & 1;
    set_scc(c, relation(c, p >> 2, sign, 0, src(c, 'D'), simm(c, sign)));
}

/* s_bitcmp0/1: SCC = bit S1[4:0] ([5:0]) of S0 is 0 (1). */
static void r_bitcmp(ls *c, unsigned p)
{
    int w = W(p);
    uint32_t bit = V(w, AND, V(w, SHR, src(c, 'A'), src(c, 'B')), vj_ir_const(c->b, T(w), 1));
    if (w)
        bit = E1(TRUNC, bit);
    set_scc(c, VAR(p) ? bit : E2(XOR, bit, K(1)));
}

/* MODE (room branch): s_getreg_b32, s_setreg_b32 (the SDST field is its
 * source) and s_setreg_imm32_b32 on HW_REG_MODE, a field of it from the
 * HWREG operand (SIMM16: id 5:0, offset 10:6, size - 1 15:11); and
 * s_round_mode / s_denorm_mode: MODE[3:0] / MODE[7:4] = SIMM16[3:0]. The
 * new MODE is written at once (WRMODE), so a float op after it (whose
 * lowering reads RDMODE) rounds by it. vj_lower_sinst_check keeps the field
 * inside the bits a wave holds (mode_check). */
enum { MO_GET, MO_SET, MO_SETK, MO_ROUND, MO_DENORM };
static void mode_field(const vj_sinst *in, unsigned p, unsigned *off, uint32_t *mask)
{
    if (p == MO_ROUND || p == MO_DENORM) {
        *off = p == MO_ROUND ? 0 : 4;
        *mask = 0xf;
        return;
    }
    unsigned size = (in->simm16 >> 11) + 1u;
    *off = (in->simm16 >> 6) & 31u;
    *mask = size >= 32 ? 0xffffffffu : (1u << size) - 1u;
}

static void r_mode(ls *c, unsigned p)
{
    unsigned off;
    uint32_t mask;
    mode_field(c->in, p, &off, &mask);
    uint32_t mode = vj_ir_emit(c->b, VJ_OP_RDMODE, I32, NA, NA, NA, 0);
    if (p == MO_GET) {
        write_dst(c, E2(AND, E2(SHR, mode, K(off)), K(mask)));
        return;
    }
    uint32_t v = p == MO_SET    ? src(c, 'D')
                 : p == MO_SETK ? K(c->in->literal)
                                : K(c->in->simm16 & 0xfu);
    uint32_t field = mask << off;
    uint32_t m = E2(OR, E2(AND, mode, K(~field)), E2(AND, E2(SHL, v, K(off)), K(field)));
    vj_ir_emit(c->b, VJ_OP_WRMODE, VJ_T_VOID, m, NA, NA, 0);
}

/* The MODE bits a wave holds (the float fields, VJ_MODE_*): GFX12's MODE has
 * no IEEE, DX10_CLAMP or FP16_OVFL bit here, so only its rounding and
 * denormal fields. */
static uint32_t mode_bits(vj_target t)
{
    return vj_target_family(t) == VJ_FAM_GFX12 ? 0xffu : VJ_MODE_MASK;
}

/* ------------------------------------------------------------ the table */

#define PW(var, w)        ((unsigned)(var) << 1 | (w))
#define CMP(rel, sign, w) ((unsigned)(rel) << 2 | (sign) << 1 | (w))

static const struct {
    const char *name;
    recipe fn;
    unsigned p;
} recipes[] = {
    {"s_mov_b32", r_mov, 0},
    {"s_mov_b64", r_mov, 1},
    {"s_cmov_b32", r_cmov, 0},
    {"s_cmov_b64", r_cmov, 1},
    {"s_not_b32", r_bitop, PW(B_NOT, 0)},
    {"s_not_b64", r_bitop, PW(B_NOT, 1)},
    {"s_wqm_b32", r_wqm, 0},
    {"s_wqm_b64", r_wqm, 1},
    {"s_quadmask_b32", r_quadmask, 0},
    {"s_quadmask_b64", r_quadmask, 1},
    {"s_bitreplicate_b64_b32", r_bitreplicate, 0},
    {"s_brev_b32", r_brev, 0},
    {"s_brev_b64", r_brev, 1},
    {"s_bcnt0_i32_b32", r_bcnt, PW(0, 0)},
    {"s_bcnt0_i32_b64", r_bcnt, PW(0, 1)},
    {"s_bcnt1_i32_b32", r_bcnt, PW(1, 0)},
    {"s_bcnt1_i32_b64", r_bcnt, PW(1, 1)},
    {"s_ff0_i32_b32", r_find, PW(F_FF0, 0)},
    {"s_ff0_i32_b64", r_find, PW(F_FF0, 1)},
    {"s_ff1_i32_b32", r_find, PW(F_FF1, 0)},
    {"s_ff1_i32_b64", r_find, PW(F_FF1, 1)},
    {"s_flbit_i32_b32", r_find, PW(F_CLZ, 0)},
    {"s_flbit_i32_b64", r_find, PW(F_CLZ, 1)},
    {"s_flbit_i32", r_find, PW(F_CLS, 0)},
    {"s_flbit_i32_i64", r_find, PW(F_CLS, 1)},
    {"s_sext_i32_i8", r_sext, PW(8, 0)},
    {"s_sext_i32_i16", r_sext, PW(16, 0)},
    {"s_bitset0_b32", r_bitset, PW(0, 0)},
    {"s_bitset0_b64", r_bitset, PW(0, 1)},
    {"s_bitset1_b32", r_bitset, PW(1, 0)},
    {"s_bitset1_b64", r_bitset, PW(1, 1)},
    {"s_and_saveexec_b32", r_saveexec, PW(X_AND, 0)},
    {"s_and_saveexec_b64", r_saveexec, PW(X_AND, 1)},
    {"s_or_saveexec_b32", r_saveexec, PW(X_OR, 0)},
    {"s_or_saveexec_b64", r_saveexec, PW(X_OR, 1)},
    {"s_xor_saveexec_b32", r_saveexec, PW(X_XOR, 0)},
    {"s_xor_saveexec_b64", r_saveexec, PW(X_XOR, 1)},
    {"s_andn1_saveexec_b32", r_saveexec, PW(X_ANDN1, 0)},
    {"s_andn1_saveexec_b64", r_saveexec, PW(X_ANDN1, 1)},
    {"s_andn2_saveexec_b32", r_saveexec, PW(X_ANDN2, 0)},
    {"s_andn2_saveexec_b64", r_saveexec, PW(X_ANDN2, 1)},
    {"s_orn1_saveexec_b32", r_saveexec, PW(X_ORN1, 0)},
    {"s_orn1_saveexec_b64", r_saveexec, PW(X_ORN1, 1)},
    {"s_orn2_saveexec_b32", r_saveexec, PW(X_ORN2, 0)},
    {"s_orn2_saveexec_b64", r_saveexec, PW(X_ORN2, 1)},
    {"s_nand_saveexec_b32", r_saveexec, PW(X_NAND, 0)},
    {"s_nand_saveexec_b64", r_saveexec, PW(X_NAND, 1)},
    {"s_nor_saveexec_b32", r_saveexec, PW(X_NOR, 0)},
    {"s_nor_saveexec_b64", r_saveexec, PW(X_NOR, 1)},
    {"s_xnor_saveexec_b32", r_saveexec, PW(X_XNOR, 0)},
    {"s_xnor_saveexec_b64", r_saveexec, PW(X_XNOR, 1)},
    {"s_andn1_wrexec_b32", r_wrexec, PW(X_ANDN1, 0)},
    {"s_andn1_wrexec_b64", r_wrexec, PW(X_ANDN1, 1)},
    {"s_andn2_wrexec_b32", r_wrexec, PW(X_ANDN2, 0)},
    {"s_andn2_wrexec_b64", r_wrexec, PW(X_ANDN2, 1)},
    {"s_abs_i32", r_abs, 0},
    {"s_absdiff_i32", r_absdiff, 0},
    {"s_add_u32", r_addsub, PW(A_ADDU, 0)},
    {"s_sub_u32", r_addsub, PW(A_SUBU, 0)},
    {"s_add_i32", r_addsub, PW(A_ADDI, 0)},
    {"s_sub_i32", r_addsub, PW(A_SUBI, 0)},
    {"s_addc_u32", r_addsub, PW(A_ADDC, 0)},
    {"s_subb_u32", r_addsub, PW(A_SUBB, 0)},
    {"s_min_i32", r_minmax, PW(M_MINI, 0)},
    {"s_min_u32", r_minmax, PW(M_MINU, 0)},
    {"s_max_i32", r_minmax, PW(M_MAXI, 0)},
    {"s_max_u32", r_minmax, PW(M_MAXU, 0)},
    {"s_cselect_b32", r_cselect, 0},
    {"s_cselect_b64", r_cselect, 1},
    {"s_and_b32", r_bitop, PW(B_AND, 0)},
    {"s_and_b64", r_bitop, PW(B_AND, 1)},
    {"s_or_b32", r_bitop, PW(B_OR, 0)},
    {"s_or_b64", r_bitop, PW(B_OR, 1)},
    {"s_xor_b32", r_bitop, PW(B_XOR, 0)},
    {"s_xor_b64", r_bitop, PW(B_XOR, 1)},
    {"s_andn2_b32", r_bitop, PW(B_ANDN2, 0)},
    {"s_andn2_b64", r_bitop, PW(B_ANDN2, 1)},
    {"s_orn2_b32", r_bitop, PW(B_ORN2, 0)},
    {"s_orn2_b64", r_bitop, PW(B_ORN2, 1)},
    {"s_nand_b32", r_bitop, PW(B_NAND, 0)},
    {"s_nand_b64", r_bitop, PW(B_NAND, 1)},
    {"s_nor_b32", r_bitop, PW(B_NOR, 0)},
    {"s_nor_b64", r_bitop, PW(B_NOR, 1)},
    {"s_xnor_b32", r_bitop, PW(B_XNOR, 0)},
    {"s_xnor_b64", r_bitop, PW(B_XNOR, 1)},
    {"s_lshl_b32", r_shift, PW(SH_SHL, 0)},
    {"s_lshl_b64", r_shift, PW(SH_SHL, 1)},
    {"s_lshr_b32", r_shift, PW(SH_SHR, 0)},
    {"s_lshr_b64", r_shift, PW(SH_SHR, 1)},
    {"s_ashr_i32", r_shift, PW(SH_SAR, 0)},
    {"s_ashr_i64", r_shift, PW(SH_SAR, 1)},
    {"s_bfm_b32", r_bfm, 0},
    {"s_bfm_b64", r_bfm, 1},
    {"s_bfe_u32", r_bfe, PW(0, 0)},
    {"s_bfe_i32", r_bfe, PW(1, 0)},
    {"s_bfe_u64", r_bfe, PW(0, 1)},
    {"s_bfe_i64", r_bfe, PW(1, 1)},
    {"s_mul_i32", r_mul, PW(MU_LO, 0)},
    {"s_mul_u64", r_mul, PW(MU_LO, 1)},
    {"s_mul_hi_u32", r_mul, PW(MU_HIU, 0)},
    {"s_mul_hi_i32", r_mul, PW(MU_HII, 0)},
    {"s_add_nc_u64", r_addsub64, PW(0, 1)},
    {"s_sub_nc_u64", r_addsub64, PW(1, 1)},
    {"s_lshl1_add_u32", r_lshladd, PW(1, 0)},
    {"s_lshl2_add_u32", r_lshladd, PW(2, 0)},
    {"s_lshl3_add_u32", r_lshladd, PW(3, 0)},
    {"s_lshl4_add_u32", r_lshladd, PW(4, 0)},
    {"s_pack_ll_b32_b16", r_pack, PW(P_LL, 0)},
    {"s_pack_lh_b32_b16", r_pack, PW(P_LH, 0)},
    {"s_pack_hl_b32_b16", r_pack, PW(P_HL, 0)},
    {"s_pack_hh_b32_b16", r_pack, PW(P_HH, 0)},
    {"s_movk_i32", r_k, PW(K_MOV, 0)},
    {"s_cmovk_i32", r_k, PW(K_CMOV, 0)},
    {"s_addk_i32", r_k, PW(K_ADD, 0)},
    {"s_mulk_i32", r_k, PW(K_MUL, 0)},
    {"s_cmp_eq_i32", r_cmp, CMP(C_EQ, 1, 0)},
    {"s_cmp_lg_i32", r_cmp, CMP(C_LG, 1, 0)},
    {"s_cmp_gt_i32", r_cmp, CMP(C_GT, 1, 0)},
    {"s_cmp_ge_i32", r_cmp, CMP(C_GE, 1, 0)},
    {"s_cmp_lt_i32", r_cmp, CMP(C_LT, 1, 0)},
    {"s_cmp_le_i32", r_cmp, CMP(C_LE, 1, 0)},
    {"s_cmp_eq_u32", r_cmp, CMP(C_EQ, 0, 0)},
    {"s_cmp_lg_u32", r_cmp, CMP(C_LG, 0, 0)},
    {"s_cmp_gt_u32", r_cmp, CMP(C_GT, 0, 0)},
    {"s_cmp_ge_u32", r_cmp, CMP(C_GE, 0, 0)},
    {"s_cmp_lt_u32", r_cmp, CMP(C_LT, 0, 0)},
    {"s_cmp_le_u32", r_cmp, CMP(C_LE, 0, 0)},
    {"s_cmp_eq_u64", r_cmp, CMP(C_EQ, 0, 1)},
    {"s_cmp_lg_u64", r_cmp, CMP(C_LG, 0, 1)},
    {"s_cmpk_eq_i32", r_cmpk, CMP(C_EQ, 1, 0)},
    {"s_cmpk_lg_i32", r_cmpk, CMP(C_LG, 1, 0)},
    {"s_cmpk_gt_i32", r_cmpk, CMP(C_GT, 1, 0)},
    {"s_cmpk_ge_i32", r_cmpk, CMP(C_GE, 1, 0)},
    {"s_cmpk_lt_i32", r_cmpk, CMP(C_LT, 1, 0)},
    {"s_cmpk_le_i32", r_cmpk, CMP(C_LE, 1, 0)},
    {"s_cmpk_eq_u32", r_cmpk, CMP(C_EQ, 0, 0)},
    {"s_cmpk_lg_u32", r_cmpk, CMP(C_LG, 0, 0)},
    {"s_cmpk_gt_u32", r_cmpk, CMP(C_GT, 0, 0)},
    {"s_cmpk_ge_u32", r_cmpk, CMP(C_GE, 0, 0)},
    {"s_cmpk_lt_u32", r_cmpk, CMP(C_LT, 0, 0)},
    {"s_cmpk_le_u32", r_cmpk, CMP(C_LE, 0, 0)},
    {"s_bitcmp0_b32", r_bitcmp, PW(0, 0)},
    {"s_bitcmp0_b64", r_bitcmp, PW(0, 1)},
    {"s_bitcmp1_b32", r_bitcmp, PW(1, 0)},
    {"s_bitcmp1_b64", r_bitcmp, PW(1, 1)},
    {"s_getreg_b32", r_mode, MO_GET},
    {"s_setreg_b32", r_mode, MO_SET},
    {"s_setreg_imm32_b32", r_mode, MO_SETK},
    {"s_round_mode", r_mode, MO_ROUND},
    {"s_denorm_mode", r_mode, MO_DENORM},
    /* hints: nothing to do while memory and scheduling are not modelled */
    {"s_setprio", r_nop, 0},
    {"s_version", r_nop, 0},
    /* a message the wave's state does not see: GFX11+'s MSG_DEALLOC_VGPRS
     * (before s_endpgm; the VGPRs are the dispatcher's after it). Any
     * other message is refused by vj_lower_sinst_check. */
    {"s_sendmsg", r_nop, 0},
};

/* The recipe of a row, or -1. Rows of the WAIT class (waits, s_nop,
 * s_delay_alu, s_clause, prefetch hints) are all no-ops. */
static int recipe_of(const vj_salu_row *row, unsigned *p)
{
    if (row->cls == VJ_SCL_WAIT) {
        *p = 0;
        return (int)(sizeof recipes / sizeof recipes[0]); /* r_nop, below */
    }
    const char *name = vj_salu_canon(row->name);
    for (size_t i = 0; i < sizeof recipes / sizeof recipes[0]; i++)
        if (strcmp(recipes[i].name, name) == 0) {
            *p = recipes[i].p;
            return (int)i;
        }
    return -1;
}

int vj_lower_has_salu(const vj_salu_row *row)
{
    unsigned p;
    return row && recipe_of(row, &p) >= 0;
}

/* The operands a row names are ones we read (operand_ok); else why. */
static vj_status check_operands(const vj_sinst *in, char *err, size_t errsize)
{
    static const char kinds[] = {'D', 'A', 'B'};
    for (unsigned k = 0; k < 3; k++) {
        unsigned code;
        int wide;
        vj_operand op;
        if (!find_opnd(in, kinds[k], &code, &wide))
            continue;
        if (!field_operand(in, code, wide, &op) || !operand_ok(&op)) {
            snprintf(err, errsize,
                     "%s: operand %s (code %u) is not a scalar register or constant this "
                     "library reads",
                     in->row->name,
                     k == 0   ? "sdst"
                     : k == 1 ? "ssrc0"
                              : "ssrc1",
                     code);
            return VJ_ERR_UNSUPPORTED;
        }
    }
    return VJ_OK;
}

vj_status vj_lower_sinst_check(const vj_sinst *in, unsigned wave_size, char *err, size_t errsize)
{
    (void)wave_size;
    if (!in || !in->row) {
        snprintf(err, errsize, "no scalar instruction");
        return VJ_ERR_ARG;
    }
    if (!vj_lower_has_salu(in->row)) {
        snprintf(err, errsize, VJ_VALU_UNSUPPORTED_FMT, in->row->name, vj_target_name(in->target));
        return VJ_ERR_UNSUPPORTED;
    }
    unsigned p = 0;
    int i = recipe_of(in->row, &p);
    if (i >= 0 && i < (int)(sizeof recipes / sizeof recipes[0]) &&
        strcmp(recipes[i].name, "s_sendmsg") == 0 &&
        !(vj_target_family(in->target) >= VJ_FAM_GFX11 && in->simm16 == VJ_MSG_DEALLOC_VGPRS)) {
        snprintf(err, errsize,
                 "%s: message 0x%x is not modelled (only MSG_DEALLOC_VGPRS, GFX11 on)",
                 in->row->name, in->simm16);
        return VJ_ERR_UNSUPPORTED;
    }
    if (i >= 0 && i < (int)(sizeof recipes / sizeof recipes[0]) && recipes[i].fn == r_mode) {
        unsigned off;
        uint32_t mask;
        mode_field(in, p, &off, &mask);
        if (p <= MO_SETK && (in->simm16 & 0x3f) != 1) {
            snprintf(err, errsize, "%s: hardware register %u is not modelled (HW_REG_MODE is)",
                     in->row->name, in->simm16 & 0x3fu);
            return VJ_ERR_UNSUPPORTED;
        }
        if ((mask << off) & ~mode_bits(in->target)) {
            snprintf(err, errsize,
                     "%s: MODE bits 0x%08x are not modelled on %s (only the float fields "
                     "0x%08x)",
                     in->row->name, mask << off, vj_target_name(in->target),
                     mode_bits(in->target));
            return VJ_ERR_UNSUPPORTED;
        }
    }
    return check_operands(in, err, errsize);
}

vj_status vj_lower_sinst(vj_ir_block *b, const vj_sinst *in, char *err, size_t errsize)
{
    vj_status st = vj_lower_sinst_check(in, b->wave_size, err, errsize);
    if (st != VJ_OK)
        return st;
    unsigned p = 0;
    int i = recipe_of(in->row, &p);
    ls c = {b, in, vj_target_family(in->target)};
    if (i == (int)(sizeof recipes / sizeof recipes[0]))
        r_nop(&c, p);
    else
        recipes[i].fn(&c, p);
    if (!vj_ir_ok(b)) {
        snprintf(err, errsize, "out of memory lowering %s", in->row->name);
        return VJ_ERR_NOMEM;
    }
    return VJ_OK;
}

/* Whether a recipe writes SCC. */
static int writes_scc(int i, unsigned p)
{
    if (i < 0 || i >= (int)(sizeof recipes / sizeof recipes[0]))
        return 0;
    recipe fn = recipes[i].fn;
    return fn == r_bitop || fn == r_wqm || fn == r_quadmask || fn == r_bcnt || fn == r_saveexec ||
           fn == r_wrexec || fn == r_abs || fn == r_absdiff || fn == r_addsub || fn == r_minmax ||
           fn == r_shift || fn == r_bfe || fn == r_lshladd || fn == r_cmp || fn == r_cmpk ||
           fn == r_bitcmp || (fn == r_k && VAR(p) == K_ADD);
}

int vj_salu_written(const vj_sinst *in, uint64_t *swritten)
{
    unsigned code;
    int wide;
    vj_operand op;
    unsigned p;
    int i = recipe_of(in->row, &p);
    if (i < 0)
        return 0;
    int scc = writes_scc(i, p);
    const char *name = vj_salu_canon(in->row->name);
    if (i < (int)(sizeof recipes / sizeof recipes[0]) && recipes[i].fn == r_mode && p != MO_GET)
        return scc; /* s_setreg_b32's SDST field is its source: MODE is what it writes */
    if (strstr(name, "_saveexec_") || strstr(name, "_wrexec_")) {
        unsigned n = strstr(name, "_b64") ? 2 : 1;
        for (unsigned k = 0; k < n; k++)
            swritten[(VJ_SREG_EXEC_LO + k) / 64] |= 1ull << ((VJ_SREG_EXEC_LO + k) % 64);
    }
    if (in->row->enc == VJ_SE_SOPC || in->row->cls == VJ_SCL_WAIT || strstr(name, "s_cmpk_") ||
        !find_opnd(in, 'D', &code, &wide) || !field_operand(in, code, wide, &op) ||
        op.kind != VJ_OPND_SREG || op.index == VJ_SREG_NULL)
        return scc;
    for (unsigned k = 0; k < (wide ? 2u : 1u) && op.index + k < VJ_SREG_COUNT; k++)
        swritten[(op.index + k) / 64] |= 1ull << ((op.index + k) % 64);
    return scc;
}

/* ------------------------------------------- the PC (room branch, item 3) */

/* The rows that read or move the PC, which only a code region's block runs
 * (its instructions have vj_inst.region set): how each leaves the block
 * (vj_inst_flow; NONE for s_getpc_b64, which does not) and, for a
 * conditional branch, the special source it tests and whether it branches
 * when that is 0. Names are the canonical (pre-GFX11) ones. */
static const struct {
    const char *name;
    vj_inst_flow flow;
    unsigned special; /* VJ_SPECIAL_*: scc, vccz (1 when vcc is 0), execz */
    int when;         /* BRANCH: the value of special that takes the branch */
} flows[] = {
    {"s_getpc_b64", VJ_FLOW_NONE, 0, 0},
    {"s_branch", VJ_FLOW_JUMP, 0, 0},
    {"s_cbranch_scc0", VJ_FLOW_BRANCH, VJ_SPECIAL_SCC, 0},
    {"s_cbranch_scc1", VJ_FLOW_BRANCH, VJ_SPECIAL_SCC, 1},
    {"s_cbranch_vccz", VJ_FLOW_BRANCH, VJ_SPECIAL_VCCZ, 1},
    {"s_cbranch_vccnz", VJ_FLOW_BRANCH, VJ_SPECIAL_VCCZ, 0},
    {"s_cbranch_execz", VJ_FLOW_BRANCH, VJ_SPECIAL_EXECZ, 1},
    {"s_cbranch_execnz", VJ_FLOW_BRANCH, VJ_SPECIAL_EXECZ, 0},
    {"s_setpc_b64", VJ_FLOW_INDIRECT, 0, 0},
    {"s_swappc_b64", VJ_FLOW_CALL, 0, 0},
    {"s_call_b64", VJ_FLOW_CALL, 0, 0},
    {"s_endpgm", VJ_FLOW_END, 0, 0},
};

static int flow_index(const vj_salu_row *row)
{
    if (!row)
        return -1;
    const char *name = vj_salu_canon(row->name);
    for (size_t i = 0; i < sizeof flows / sizeof flows[0]; i++)
        if (strcmp(flows[i].name, name) == 0)
            return (int)i;
    return -1;
}

int vj_salu_flow(const vj_salu_row *row)
{
    int i = flow_index(row);
    return i < 0 ? -1 : (int)flows[i].flow;
}

int vj_salu_flow_branch(const vj_salu_row *row, unsigned *special, int *when)
{
    int i = flow_index(row);
    if (i < 0 || flows[i].flow != VJ_FLOW_BRANCH)
        return 0;
    *special = flows[i].special;
    *when = flows[i].when;
    return 1;
}

vj_status vj_lower_sflow_check(const vj_sinst *in, char *err, size_t errsize)
{
    if (!in || !in->row || flow_index(in->row) < 0) {
        snprintf(err, errsize, "not an instruction that reads or moves the PC");
        return VJ_ERR_ARG;
    }
    return check_operands(in, err, errsize);
}

vj_status vj_lower_sflow(vj_ir_block *b, const vj_sinst *in, uint64_t rel, char *err,
                         size_t errsize)
{
    vj_status st = vj_lower_sflow_check(in, err, errsize);
    if (st != VJ_OK)
        return st;
    int i = flow_index(in->row);
    ls cc = {b, in, vj_target_family(in->target)}, *c = &cc;
    uint32_t pc = vj_ir_emit(b, VJ_OP_RDPC, I64, NA, NA, NA, 0);
    uint32_t next = Q2(ADD, pc, KQ(rel + in->len)); /* the next instruction's PC */
    /* SIMM16 in dwords from the next instruction */
    uint32_t target = Q2(ADD, next, KQ((uint64_t)(int64_t)(int16_t)in->simm16 * 4));
    uint32_t to = NA;
    switch (flows[i].flow) {
    case VJ_FLOW_NONE: /* s_getpc_b64: D = the next instruction's PC */
        write_dst(c, next);
        break;
    case VJ_FLOW_JUMP:
        to = target;
        break;
    case VJ_FLOW_BRANCH: {
        uint32_t v = vj_ir_emit(b, VJ_OP_RDSPEC, I32, NA, NA, NA, flows[i].special);
        uint32_t take = flows[i].when ? v : E2(XOR, v, K(1));
        to = Q3(SELECT, take, target, next);
        break;
    }
    case VJ_FLOW_INDIRECT: /* s_setpc_b64: PC = S0 */
        to = src(c, 'A');
        break;
    case VJ_FLOW_CALL: /* D = the next PC; PC = S0 (read first) or the target */
        to = strcmp(vj_salu_canon(in->row->name), "s_call_b64") == 0 ? target : src(c, 'A');
        write_dst(c, next);
        break;
    default: /* s_endpgm: the wave stays on it */
        to = Q2(ADD, pc, KQ(rel));
        break;
    }
    if (to != NA)
        vj_ir_emit(b, VJ_OP_WRPC, VJ_T_VOID, to, NA, NA, 0);
    if (!vj_ir_ok(b)) {
        snprintf(err, errsize, "out of memory lowering %s", in->row->name);
        return VJ_ERR_NOMEM;
    }
    return VJ_OK;
}

/* vj_decode_translatable, and with region the PC rows too (the
 * instruction then has vj_inst.region set). */
static vj_status decode_block_inst(vj_target target, unsigned wave_size, const uint8_t *code,
                                   size_t len, size_t offset, int region, vj_inst *out,
                                   vj_report *r)
{
    vj_status st = vj_decode_report(target, wave_size, code, len, offset, out, r);
    if (st != VJ_ERR_UNSUPPORTED || len - offset < 4)
        return st;
    const uint8_t *p = code + offset;
    uint32_t lo =
        (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
    vj_minst mi;
    vj_report mr;
    if (vj_mem_enc_of(target, lo) >= 0) { /* memory (issue 31): the rows with a recipe */
        if (vj_mem_decode(target, code, len, offset, &mi, &mr) != VJ_OK ||
            !vj_lower_has_minst(&mi))
            return st; /* vj_decode's refusal, by name */
        memset(out, 0, sizeof *out);
        out->id = VJ_I_COUNT;
        out->target = target;
        out->len = mi.len;
        out->offset = (uint32_t)offset;
        out->mem = 1;
        out->mrow = mi.row;
        memcpy(out->mw, mi.w, sizeof out->mw);
        return VJ_OK;
    }
    vj_sinst s;
    vj_report sr;
    if (vj_salu_enc_of(lo) < 0 || vj_salu_decode(target, code, len, offset, &s, &sr) != VJ_OK ||
        !(vj_lower_has_salu(s.row) || (region && flow_index(s.row) >= 0)))
        return st; /* vj_decode's refusal, by name */
    memset(out, 0, sizeof *out);
    out->id = VJ_I_COUNT;
    out->target = target;
    out->len = s.len;
    out->offset = (uint32_t)offset;
    out->salu = 1;
    out->s = s;
    return VJ_OK;
}

vj_status vj_decode_translatable(vj_target target, unsigned wave_size, const uint8_t *code,
                                 size_t len, size_t offset, vj_inst *out, vj_report *r)
{
    return decode_block_inst(target, wave_size, code, len, offset, 0, out, r);
}

vj_status vj_decode_region(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                           size_t offset, vj_inst *out, vj_report *r)
{
    vj_status st = decode_block_inst(target, wave_size, code, len, offset, 1, out, r);
    if (st == VJ_OK)
        out->region = 1;
    return st;
}
