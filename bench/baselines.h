/* baselines: the two ahead-of-time C baselines the benchmark sets beside the
 * engines: a per-lane, per-byte emulator written from the ISA pseudocode, and
 * the best hand-written kernel of each workload. Plain C, compiled -O3; no
 * library calls, no global state, nothing here knows vop3jit's internals. */
#ifndef VJB_BASELINES_H
#define VJB_BASELINES_H

#include <stddef.h>
#include <stdint.h>

/* The registers a baseline works on: the wave's own VGPR rows (so the data is
 * the very data the engines run on) and a copy of the SGPRs. */
typedef struct vjb_regs {
    uint32_t *v[256]; /* v[r][lane], lane < lanes */
    uint32_t s[106];  /* s0..s105 */
    uint64_t exec;    /* active lanes */
    unsigned lanes;   /* 32 or 64 */
    uint64_t *vcc;    /* vcc, which a kernel writing a lane mask (W5) leaves here:
                         vcc_val, the wave's on entry (vjb_regs_to_wave stores it) */
    uint64_t vcc_val;
} vjb_regs;

/* ------------------------------------------------------ per-byte emulator */

/* The operations the workloads use, as a simple emulator's decoded form. */
typedef enum vjb_op {
    VJB_PERM,     /* v_perm_b32 */
    VJB_BFE_U32,  /* v_bfe_u32 */
    VJB_MAD_U24,  /* v_mad_u32_u24 */
    VJB_LSHRREV,  /* v_lshrrev_b32: D = S1 >> S0[4:0] */
    VJB_ADD,      /* v_add_nc_u32 */
    VJB_LSHL_OR,  /* v_lshl_or_b32: D = (S0 << S1[4:0]) | S2 */
    VJB_ADD3,     /* v_add3_u32 */
    VJB_XOR,      /* v_xor_b32 */
    VJB_ALIGNBIT, /* v_alignbit_b32: D = ({S0, S1} >> S2[4:0])[31:0] */
    VJB_XAD,      /* v_xad_u32: D = (S0 ^ S1) + S2 */
} vjb_op;

typedef enum vjb_kind { VJB_V, VJB_S, VJB_IMM } vjb_kind;

typedef struct vjb_src {
    uint8_t kind; /* vjb_kind */
    uint32_t val; /* register number or immediate value */
} vjb_src;

typedef struct vjb_inst {
    uint8_t op;   /* vjb_op */
    uint8_t dst;  /* VGPR */
    uint8_t nsrc; /* 2 or 3 */
    vjb_src src[3];
} vjb_inst;

/* Run prog the way a straightforward emulator does: instruction by
 * instruction, lane by lane (skipping lanes exec turns off), and v_perm_b32
 * byte by byte as the ISA pseudocode spells it out. */
void vjb_perbyte_run(const vjb_inst *prog, size_t n, const vjb_regs *r);

/* ------------------------------------------------- hand-written ceilings */

typedef void (*vjb_hand_fn)(const vjb_regs *r);

/* The best hand-written equivalent of each workload. They assume every lane
 * is active (the benchmark runs with exec all ones and checks that); the
 * float one (W5) also the data W5 gives it (finite, the default MODE), as
 * C written for that data would. */
typedef struct vjb_hand {
    const char *isa;          /* "avx2", "ssse3" or "scalar": the variant selected */
    vjb_hand_fn w1;           /* v2 = v_perm_b32(v0, v1, 0x00010203) */
    vjb_hand_fn w2;           /* v2 = v_perm_b32(v0, v1, v3) */
    vjb_hand_fn w3;           /* v2 = v_perm_b32(v0, v1, s0) */
    vjb_hand_fn bswap64x8;    /* examples/bswap64x8.s */
    vjb_hand_fn rgba8_premul; /* examples/rgba8_premul.s */
    vjb_hand_fn hash_mix;     /* examples/hash_mix.s */
    vjb_hand_fn kmeans_stencil; /* W5: f32 k-means step, blur, quantisation */
    vjb_hand_fn kmeans_twin;    /* W5i: W5's integer twin */
    vjb_hand_fn half_axpby;     /* W6: packed f16 axpby, clamp; f16 products in f32 */
    vjb_hand_fn half_twin;      /* W6i: W6's integer twin */
} vjb_hand;

/* Instruction-set levels a hand-written kernel may use. */
enum { VJB_ISA_SCALAR, VJB_ISA_SSSE3, VJB_ISA_AVX2, VJB_ISA_BEST };

/* Fill h with the best variants this CPU runs (checked at run time with
 * __builtin_cpu_supports), using no level above max_isa: tests pass lower
 * levels to check every variant. */
void vjb_hand_select(vjb_hand *h, int max_isa);

#endif /* VJB_BASELINES_H */
