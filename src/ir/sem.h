/* sem: the per-lane meaning of every pure IR op, one small inline function per
 * op and width (vj_sem_<op>32 / vj_sem_<op>64). vj_ir_eval_op and the
 * interpreter's lane loops both call these; nothing here knows the wave. */
#ifndef VJ_IR_SEM_H
#define VJ_IR_SEM_H

#include <stdint.h>

/* ------------------------------------------------------------- bitwise */

static inline uint32_t vj_sem_and32(uint32_t a, uint32_t b)
{
    return a & b;
}
static inline uint64_t vj_sem_and64(uint64_t a, uint64_t b)
{
    return a & b;
}
static inline uint32_t vj_sem_or32(uint32_t a, uint32_t b)
{
    return a | b;
}
static inline uint64_t vj_sem_or64(uint64_t a, uint64_t b)
{
    return a | b;
}
static inline uint32_t vj_sem_xor32(uint32_t a, uint32_t b)
{
    return a ^ b;
}
static inline uint64_t vj_sem_xor64(uint64_t a, uint64_t b)
{
    return a ^ b;
}
static inline uint32_t vj_sem_not32(uint32_t a)
{
    return ~a;
}
static inline uint64_t vj_sem_not64(uint64_t a)
{
    return ~a;
}

/* Shifts: the count is masked to the width, as every VALU shift does. */
static inline uint32_t vj_sem_shl32(uint32_t a, uint32_t b)
{
    return a << (b & 31);
}
static inline uint64_t vj_sem_shl64(uint64_t a, uint32_t b)
{
    return a << (b & 63);
}
static inline uint32_t vj_sem_shr32(uint32_t a, uint32_t b)
{
    return a >> (b & 31);
}
static inline uint64_t vj_sem_shr64(uint64_t a, uint32_t b)
{
    return a >> (b & 63);
}
/* GCC shifts signed values arithmetically (documented implementation choice). */
static inline uint32_t vj_sem_sar32(uint32_t a, uint32_t b)
{
    return (uint32_t)((int32_t)a >> (b & 31));
}
static inline uint64_t vj_sem_sar64(uint64_t a, uint32_t b)
{
    return (uint64_t)((int64_t)a >> (b & 63));
}

/* Funnel shift right: the low 32 bits of the 64-bit {a (high), b (low)}. */
static inline uint32_t vj_sem_fshr32(uint32_t a, uint32_t b, uint32_t c)
{
    return (uint32_t)((((uint64_t)a << 32) | b) >> (c & 31));
}

static inline uint32_t vj_sem_bswap32(uint32_t a)
{
    return __builtin_bswap32(a);
}
static inline uint64_t vj_sem_bswap64(uint64_t a)
{
    return __builtin_bswap64(a);
}

/* Bitfields: offset b[4:0], width c[4:0] (so a width of 32 is a width of 0). */
static inline uint32_t vj_sem_ubfe32(uint32_t a, uint32_t b, uint32_t c)
{
    return (a >> (b & 31)) & ((1u << (c & 31)) - 1u);
}
/* The shift is arithmetic, so a field running past bit 31 reads sign bits. */
static inline uint32_t vj_sem_sbfe32(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t w = c & 31;
    uint32_t field = (uint32_t)((int32_t)a >> (b & 31)) & ((1u << w) - 1u);
    uint32_t up = (32 - w) & 31; /* w == 0 gives field 0 whatever up is */
    return (uint32_t)((int32_t)(field << up) >> up);
}
static inline uint32_t vj_sem_bfi32(uint32_t a, uint32_t b, uint32_t c)
{
    return (a & b) | (~a & c);
}
static inline uint64_t vj_sem_bfi64(uint64_t a, uint64_t b, uint64_t c)
{
    return (a & b) | (~a & c);
}

/* ---------------------------------------------------------- arithmetic */

static inline uint32_t vj_sem_add32(uint32_t a, uint32_t b)
{
    return a + b;
}
static inline uint64_t vj_sem_add64(uint64_t a, uint64_t b)
{
    return a + b;
}
static inline uint32_t vj_sem_sub32(uint32_t a, uint32_t b)
{
    return a - b;
}
static inline uint64_t vj_sem_sub64(uint64_t a, uint64_t b)
{
    return a - b;
}
static inline uint32_t vj_sem_mul32(uint32_t a, uint32_t b)
{
    return a * b;
}
static inline uint64_t vj_sem_mul64(uint64_t a, uint64_t b)
{
    return a * b;
}
static inline uint32_t vj_sem_mulhu32(uint32_t a, uint32_t b)
{
    return (uint32_t)(((uint64_t)a * b) >> 32);
}
static inline uint32_t vj_sem_mulhs32(uint32_t a, uint32_t b)
{
    return (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32);
}
static inline uint32_t vj_sem_mulu24_32(uint32_t a, uint32_t b)
{
    return (a & 0xffffffu) * (b & 0xffffffu);
}
static inline uint32_t vj_sem_muli24_32(uint32_t a, uint32_t b)
{
    int32_t x = (int32_t)(a << 8) >> 8, y = (int32_t)(b << 8) >> 8;
    return (uint32_t)((int64_t)x * y);
}

static inline uint32_t vj_sem_umin32(uint32_t a, uint32_t b)
{
    return a < b ? a : b;
}
static inline uint64_t vj_sem_umin64(uint64_t a, uint64_t b)
{
    return a < b ? a : b;
}
static inline uint32_t vj_sem_umax32(uint32_t a, uint32_t b)
{
    return a > b ? a : b;
}
static inline uint64_t vj_sem_umax64(uint64_t a, uint64_t b)
{
    return a > b ? a : b;
}
static inline uint32_t vj_sem_smin32(uint32_t a, uint32_t b)
{
    return (int32_t)a < (int32_t)b ? a : b;
}
static inline uint64_t vj_sem_smin64(uint64_t a, uint64_t b)
{
    return (int64_t)a < (int64_t)b ? a : b;
}
static inline uint32_t vj_sem_smax32(uint32_t a, uint32_t b)
{
    return (int32_t)a > (int32_t)b ? a : b;
}
static inline uint64_t vj_sem_smax64(uint64_t a, uint64_t b)
{
    return (int64_t)a > (int64_t)b ? a : b;
}

static inline uint32_t vj_sem_select32(uint32_t a, uint32_t b, uint32_t c)
{
    return a ? b : c;
}
static inline uint64_t vj_sem_select64(uint32_t a, uint64_t b, uint64_t c)
{
    return a ? b : c;
}

static inline uint32_t vj_sem_popcnt32(uint32_t a)
{
    return (uint32_t)__builtin_popcount(a);
}
static inline uint64_t vj_sem_popcnt64(uint64_t a)
{
    return (uint64_t)__builtin_popcountll(a);
}

static inline uint32_t vj_sem_bitrev32(uint32_t a)
{
    a = ((a >> 1) & 0x55555555u) | ((a & 0x55555555u) << 1);
    a = ((a >> 2) & 0x33333333u) | ((a & 0x33333333u) << 2);
    a = ((a >> 4) & 0x0f0f0f0fu) | ((a & 0x0f0f0f0fu) << 4);
    return __builtin_bswap32(a);
}
static inline uint64_t vj_sem_bitrev64(uint64_t a)
{
    return (uint64_t)vj_sem_bitrev32((uint32_t)a) << 32 | vj_sem_bitrev32((uint32_t)(a >> 32));
}

/* Bit lane of a lane mask; lanes past the mask's width read 0. */
/* ---------------------------------------------------------- compares */

static inline uint32_t vj_sem_eq32(uint32_t a, uint32_t b)
{
    return a == b;
}
static inline uint64_t vj_sem_eq64(uint64_t a, uint64_t b)
{
    return a == b;
}
static inline uint32_t vj_sem_ne32(uint32_t a, uint32_t b)
{
    return a != b;
}
static inline uint64_t vj_sem_ne64(uint64_t a, uint64_t b)
{
    return a != b;
}
static inline uint32_t vj_sem_ult32(uint32_t a, uint32_t b)
{
    return a < b;
}
static inline uint64_t vj_sem_ult64(uint64_t a, uint64_t b)
{
    return a < b;
}
static inline uint32_t vj_sem_ule32(uint32_t a, uint32_t b)
{
    return a <= b;
}
static inline uint64_t vj_sem_ule64(uint64_t a, uint64_t b)
{
    return a <= b;
}
/* Signed order without converting: flipping the sign bit maps signed order
 * onto unsigned order. */
static inline uint32_t vj_sem_slt32(uint32_t a, uint32_t b)
{
    return (a ^ 0x80000000u) < (b ^ 0x80000000u);
}
static inline uint64_t vj_sem_slt64(uint64_t a, uint64_t b)
{
    return (a ^ 0x8000000000000000ull) < (b ^ 0x8000000000000000ull);
}
static inline uint32_t vj_sem_sle32(uint32_t a, uint32_t b)
{
    return (a ^ 0x80000000u) <= (b ^ 0x80000000u);
}
static inline uint64_t vj_sem_sle64(uint64_t a, uint64_t b)
{
    return (a ^ 0x8000000000000000ull) <= (b ^ 0x8000000000000000ull);
}

/* ------------------------------------------------------- conversions */

/* On the 64-bit representation every value has (i32 ones zero-extended). */
static inline uint64_t vj_sem_zext(uint64_t a)
{
    return a & 0xffffffffull;
}
static inline uint64_t vj_sem_sext(uint64_t a)
{
    return (a & 0x80000000ull) ? (a | 0xffffffff00000000ull) : (a & 0xffffffffull);
}
static inline uint64_t vj_sem_trunc(uint64_t a)
{
    return a & 0xffffffffull;
}

static inline uint32_t vj_sem_lanebit(uint64_t mask, unsigned width, unsigned lane)
{
    return lane < width ? (uint32_t)(mask >> lane) & 1u : 0u;
}

/* v_mbcnt: the bits of mask below lane (a 32-bit mask counts all of its
 * bits from lane 32 on). */
/* The lane a DPP16 control (dpp_ctrl, 9 bits) reads for lane `lane` of a
 * wave of ws lanes, or -1 when that lane is out of range: the GCN3/Vega
 * ISA's DPP_CTRL table (GFX9) and the RDNA ISA's (GFX10+), whose values
 * do not overlap. Rows are 16 lanes. quad_perm: lane (l & ~3) + sel[l & 3];
 * row_shl:n reads l + n and row_shr:n l - n within the row (out of range
 * past its edge), row_ror:n rotates within it; wave_shl/shr:1 read l + 1 /
 * l - 1 (out of range past the wave's edge), wave_rol/ror:1 rotate the
 * wave; row_mirror reads 15 - (l & 15) of the row, row_half_mirror
 * 7 - (l & 7) of the half row; row_bcast:15 reads the last lane of the row
 * before (row 0: out of range), row_bcast:31 lane 31 (rows 0 and 1: out of
 * range); row_share:n (gfx90a+'s row_newbcast) lane n of the row,
 * row_xmask:n lane (l & 15) ^ n of it. Any other value is out of range. */
static inline int vj_sem_dpp16_lane(unsigned ctrl, unsigned lane, unsigned ws)
{
    unsigned row = lane & ~15u, in = lane & 15u, n = ctrl & 15u;
    if (ctrl < 0x100)
        return (int)((lane & ~3u) + ((ctrl >> 2 * (lane & 3)) & 3));
    switch (ctrl & ~15u) {
    case 0x100: /* row_shl */
        return n && in + n < 16 ? (int)(lane + n) : -1;
    case 0x110: /* row_shr */
        return n && in >= n ? (int)(lane - n) : -1;
    case 0x120: /* row_ror */
        return n ? (int)(row + ((in - n) & 15)) : -1;
    case 0x150: /* row_share, row_newbcast */
        return (int)(row + n);
    case 0x160: /* row_xmask */
        return (int)(row + (in ^ n));
    default:
        break;
    }
    switch (ctrl) {
    case 0x130: /* wave_shl:1 */
        return lane + 1 < ws ? (int)lane + 1 : -1;
    case 0x134: /* wave_rol:1 */
        return (int)((lane + 1) % ws);
    case 0x138: /* wave_shr:1 */
        return lane ? (int)lane - 1 : -1;
    case 0x13c: /* wave_ror:1 */
        return (int)((lane + ws - 1) % ws);
    case 0x140: /* row_mirror */
        return (int)(row + 15 - in);
    case 0x141: /* row_half_mirror */
        return (int)((lane & ~7u) + 7 - (lane & 7));
    case 0x142: /* row_bcast:15 */
        return row ? (int)row - 1 : -1;
    case 0x143: /* row_bcast:31 */
        return lane >= 32 ? 31 : -1;
    default:
        return -1;
    }
}

static inline uint32_t vj_sem_mbcnt(uint64_t mask, unsigned width, unsigned lane)
{
    (void)width;
    uint64_t below = lane >= 64 ? ~0ull : (1ull << lane) - 1;
    return (uint32_t)__builtin_popcountll(mask & below);
}

/* ---------------------------------------------------------------- perm */

/* One result byte of v_perm_b32: data = {a (high), b (low)}; selector s:
 * 0-7 a byte of data; 8-11 the sign of byte 1, 3, 5, 7 spread to 0xff or 0;
 * 12 zero; 13 and up 0xff. */
static inline uint32_t vj_sem_perm_byte(uint64_t data, uint32_t s)
{
    if (s < 8)
        return (uint32_t)(data >> (8 * s)) & 0xffu;
    if (s < 12)
        return ((uint32_t)(data >> (16 * (s - 8) + 15)) & 1u) * 0xffu;
    return s == 12 ? 0u : 0xffu;
}

static inline uint32_t vj_sem_perm32(uint32_t a, uint32_t b, uint32_t sel)
{
    uint64_t data = (uint64_t)a << 32 | b;
    return vj_sem_perm_byte(data, sel & 0xff) | vj_sem_perm_byte(data, (sel >> 8) & 0xff) << 8 |
           vj_sem_perm_byte(data, (sel >> 16) & 0xff) << 16 |
           vj_sem_perm_byte(data, sel >> 24) << 24;
}

#endif /* VJ_IR_SEM_H */
