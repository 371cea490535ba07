/* frontend: VOP3 machine code and LLVM-syntax text, both directions.
 * It produces and consumes vj_inst; it knows nothing of the IR or engines. */
#ifndef VJ_FRONTEND_H
#define VJ_FRONTEND_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "vop3jit.h"

/* ------------------------------------------------------- instruction table */

/* Operand shapes (the VJ_SHAPE rows of insts.def): destination, then
 * sources. V = 32-bit VGPR-or-any-source, W = 64-bit register pair, M = lane
 * mask (vcc/SGPR pair in wave64, single SGPR in wave32, as llvm-mc writes it
 * for the target's default wave size). */
typedef enum vj_shape {
#define VJ_SHAPE(shape, ddw, sdst, nsrc, s0, s1, s2) VJ_SHAPE_##shape,
#include "frontend/insts.def"
#undef VJ_SHAPE
    VJ_SHAPE_COUNT
} vj_shape;

typedef enum vj_inst_id {
#define X(id, name, enc, shape, g9, g10, g11, g12, lower) VJ_I_##id,
#include "frontend/insts.def"
#undef X
    VJ_I_COUNT
} vj_inst_id;

/* Encoding families: GFX9 = CDNA1-4, GFX10 = RDNA1-2, GFX11 = RDNA3/3.5,
 * GFX12 = RDNA4/CDNA5. */
typedef enum vj_family {
    VJ_FAM_GFX9,
    VJ_FAM_GFX10,
    VJ_FAM_GFX11,
    VJ_FAM_GFX12,
    VJ_FAM_COUNT
} vj_family;

/* Encoding classes. An instruction's class is the one its opcode belongs to.
 * A VOP1, VOP2 or VOPC instruction has a 32-bit form (vj_inst.e32) and a
 * VOP3 one; an instruction with a scalar destination takes it in the VOP3
 * form's VDST field (VOPC) or SDST field (VOP3_SDST, the VOP3b layout of
 * carries and v_mad_u64_u32). */
typedef enum vj_enc {
    VJ_ENC_VOP1,
    VJ_ENC_VOP2,
    VJ_ENC_VOPC,
    VJ_ENC_VOP3,
    VJ_ENC_VOP3_SDST, /* VOP3 with a scalar destination (VOP3b) */
    VJ_ENC_VOP3P,
    VJ_ENC_VOPD,
    VJ_ENC_SDWA,
    VJ_ENC_COUNT
} vj_enc;

/* Per-instruction properties (the VJ_INST_PROPS rows of insts.def). */
enum {
    VJ_IF_CLAMP = 1 << 0,   /* the CLAMP bit is allowed (and printed "clamp") */
    VJ_IF_SRCMODS = 1 << 1, /* ABS/NEG allowed on src0 and src1 (v_cndmask) */
    VJ_IF_NODPP = 1 << 2,   /* GFX11+ has no VOP3-DPP form: src0 233/234/250 invalid */
    VJ_IF_SAT = 1 << 3,     /* CLAMP means saturation to the result's type, and is modelled */
    VJ_IF_NOLDS = 1 << 4,   /* llvm-mc refuses lds_direct as any source */
    VJ_IF_BUS1 = 1 << 5,    /* one constant-bus read on every family (64-bit shifts) */
    VJ_IF_CMPX = 1 << 6,    /* v_cmpx: writes exec (GFX9: and its mask destination) */
    VJ_IF_DOT = 1 << 7,     /* a dot product: op_sel/op_sel_hi other than the default
                               are not modelled */
    VJ_IF_NEGSIGN = 1 << 8, /* neg_lo[0] and neg_lo[1] are the sources' signedness */
    VJ_IF_NOE64 = 1 << 9,   /* a VOP1/VOP2/VOPC with no VOP3 form: its VOP3 words are invalid */
    VJ_IF_OPSEL = 1 << 10,   /* a VOP3 16-bit op that prints op_sel:[sources..., dst] (a
                               2-source one: bits 0, 1, 3; bit 2 is invalid) */
    VJ_IF_HI16_GFX9 = 1 << 11, /* a 16-bit result whose bits 31:16 on GFX9 no rule we have
                                  gives (not in LLVM's zeroesHigh16BitsOfDest): refused */
    VJ_IF_NOSDWA = 1 << 12,    /* a VOP1/VOP2 opcode without the SDWA form */
    VJ_IF_QUIETMODS = 1 << 13, /* ABS/NEG bits of its sources are taken and not printed
                                  (llvm-mc-19); lowering refuses them */
    VJ_IF_HI16_ZERO9 = 1 << 14, /* issue 29: a 16-bit result whose bits 31:16 GFX9 does not
                                  keep (Mesa ACO's instr_is_16bit) and which we zero there,
                                  as LLVM's zeroesHigh16BitsOfDest has every other VOP1
                                  16-bit result do (v_cvt_u16/i16_f16): approx on GFX9 */
    VJ_IF_FIBC = 1 << 15,      /* room lanes: op_sel[0] is DPP's FI, op_sel[1] its BOUND_CTRL,
                                  written op_sel:[fi,bc] (llvm-mc-19: lanes 2-3 must be 0);
                                  op_sel[2..3] taken and not printed (v_permlane16) */
    VJ_IF_D16 = 1 << 16,       /* a 16-bit result (D.b16) of an op without op_sel printing:
                                  a GFX11+ 32-bit form's VDST is v0-v127 (llvm-mc-19) */
    VJ_IF_ACCMOVE = 1 << 17,   /* a move through CDNA's AGPRs (v_accvgpr_*): its VOP3P word's
                                  op_sel, neg_lo, neg_hi bits are invalid, op_sel_hi and
                                  clamp taken and not printed (llvm-mc-19; lowering refuses
                                  clamp); the assembler takes none of them */
    VJ_IF_RELIDX = 1 << 18,    /* an m0-relative move (v_movrel*, v_swaprel): its VGPR
                                  operands are bases m0 adds to at run time; its SDWA, DPP
                                  and VOP3-DPP forms are not ours (unsupported, by name) */
    VJ_IF_FLOAT = 1 << 19,     /* a float op (issue 28): ABS/NEG on every source and OMOD
                                  taken and printed as llvm-mc-19 does (a VOP3P one, room
                                  pkf32's packed f32: neither, its neg_lo/neg_hi instead);
                                  its SDWA, DPP and VOP3-DPP forms are ours where the
                                  operands are 32-bit (dpp.c, sdwa.c; room fdpp) */
    VJ_IF_INTSRC = 1 << 20,    /* a float op whose source is an integer (v_cvt_f32_i32):
                                  no ABS/NEG (llvm-mc-19) */
    VJ_IF_NOOMOD = 1 << 21,    /* a float op without OMOD (a compare: its result is a lane
                                  mask; llvm-mc-19 "not a valid operand.") */
    VJ_IF_INTSRC1 = 1 << 22,   /* a float op whose sources after src0 are integers
                                  (v_cmp_class's mask, v_ldexp's exponent, room frows:
                                  v_cvt_pk_u8_f32's byte select and packed dword): no
                                  ABS/NEG on them (llvm-mc-19) */
    VJ_IF_HI16_KEEP = 1 << 24, /* issue 29: a 16-bit result that keeps bits 31:16 on GFX9 as
                                  on GFX10+ (d16_result; LLVM's zeroesHigh16BitsOfDest: "in
                                  gfx9 ... some instructions changed to preserving the high
                                  bits": v_mac/fmac/madak/madmk_f16) */
    VJ_IF_MIX = 1 << 25,       /* issue 29: v_fma_mix*: a VOP3P op whose neg_lo bits are NEG
                                  and neg_hi bits ABS, printed -x and |x| as a VOP3 float's
                                  (vj_inst.neg, vj_inst.abs), op_sel_hi's default 0 */
    VJ_IF_FP8 = 1 << 26,       /* issue 29: an fp8/bf8 conversion: its SDWA, DPP and VOP3-DPP
                                  forms and its byte/word selects (op_sel, byte_sel) are not
                                  ours, by name (insts.def) */
    VJ_IF_INTDST = 1 << 23,    /* room float3: a float op whose result is an integer
                                  (v_cvt_i32_f32, v_frexp_exp): what CLAMP and OMOD, which
                                  llvm-mc-19 takes, do to it no source says (refused) */
    /* Room ftrans: the fidelity label. A row without it is exact (the bits hardware
     * gives, as far as the ISA and our sources say); with it, approx: our result is
     * the correctly rounded value and hardware's may differ (a transcendental with no
     * capture-validated model; docs/design.md "Fidelity"). Strict mode refuses it. */
    VJ_IF_APPROX = 1 << 30,
};

typedef struct vj_inst_info {
    const char *name; /* mnemonic as llvm-mc prints it in GFX9 (renames: vj_inst_name) */
    vj_shape shape;
    int16_t opcode[VJ_FAM_COUNT]; /* -1: not in this family */
    vj_enc enc;                   /* encoding class in GFX9 (renames: vj_inst_enc) */
} vj_inst_info;

/* The mnemonic of an instruction in a family, as llvm-mc prints it. */
const char *vj_inst_name(vj_inst_id id, vj_family family);
/* The encoding class of an instruction's opcode in a family. */
vj_enc vj_inst_enc(vj_inst_id id, vj_family family);
/* The instruction an assembler alias names in a family, or VJ_I_COUNT. */
vj_inst_id vj_inst_by_alias(vj_family family, const char *mnemonic);
/* Whether a target has an instruction: its family has an opcode for it and
 * no VJ_INST_NOT_ON row leaves this target out. */
int vj_inst_on_target(vj_inst_id id, vj_target target);
/* The VJ_IF_* flags of an instruction. */
unsigned vj_inst_flags(vj_inst_id id);
/* Issue 29: an instruction's fidelity on a target. exact: the bits hardware
 * gives, as far as the ISA and our sources say; model: a hardware model
 * checked against captures on that target (insts.def VJ_INST_MODEL; strict
 * mode takes it); approx: VJ_IF_APPROX without a model there (our value is
 * the correctly rounded one or the pseudocode's, hardware's may differ;
 * strict mode refuses it). docs/design.md "Fidelity". */
typedef enum vj_fidelity { VJ_FID_EXACT, VJ_FID_MODEL, VJ_FID_APPROX } vj_fidelity;
vj_fidelity vj_inst_fidelity(vj_inst_id id, vj_target target);
const char *vj_fidelity_name(vj_fidelity f);
/* Whether an instruction has a 32-bit form in a family (its class there is
 * VOP1, VOP2 or VOPC), and that form's opcode. */
int vj_inst_has_e32(vj_inst_id id, vj_family family);
unsigned vj_inst_e32_opcode(vj_inst_id id, vj_family family);
/* Whether it writes a lane mask to a scalar destination in a family (a
 * v_cmpx does on GFX9 only: it writes exec instead on GFX10+). */
int vj_inst_has_sdst(vj_inst_id id, vj_family family);
/* The instruction a 32-bit word's class and opcode name on a target, or
 * VJ_I_COUNT (none, or one the target lacks: vj_inst_on_target). */
vj_inst_id vj_inst_by_e32_opcode(vj_target target, vj_enc enc, unsigned opcode);
/* The instruction with this VOP3 opcode on a target, or VJ_I_COUNT; with
 * this VOP3P opcode. */
vj_inst_id vj_inst_by_opcode(vj_target target, unsigned opcode);
vj_inst_id vj_inst_by_vop3p_opcode(vj_target target, unsigned opcode);

extern const vj_inst_info vj_inst_table[VJ_I_COUNT];

/* --------------------------------------------------------- targets, families */

/* Per-target rules that are not the family's (VJ_TF_*). */
enum {
    VJ_TF_NO_LDS_DIRECT = 1 << 0,  /* llvm-mc: "lds_direct is not supported on this GPU" */
    VJ_TF_ALIGNED_TUPLES = 1 << 1, /* 64-bit VGPR tuples must start even (gfx90a+) */
    VJ_TF_DOT_DEFAULT_OPSEL = 1 << 2, /* the assembler wants a dot product's op_sel 0 and
                                         op_sel_hi all ones (gfx942+) */
    VJ_TF_SALU_FLOAT = 1 << 3,     /* scalar float ops, s_fmaak_f32 etc. (gfx1150, GFX12) */
};
unsigned vj_target_flags(vj_target target);

vj_family vj_target_family(vj_target target);
/* The target whose code objects carry this EF_AMDGPU_MACH value (e_flags
 * bits 7:0): 1 and *out set, or 0 for a machine that is not one of ours. */
int vj_target_by_elf_mach(unsigned mach, vj_target *out);
/* Bits 31:26 of a VOP3 word in a family. */
unsigned vj_family_vop3_prefix(vj_family family);
/* Whether a family's VOP3 takes a 32-bit literal after the 8 bytes. */
int vj_family_has_literal(vj_family family);
/* Constant-bus reads a VOP3 of the family may make (one for VJ_IF_BUS1). */
unsigned vj_family_bus_limit(vj_family family);

/* Register classes of a cross-lane shape's operands (VJ_SHAPE_CLASS rows of
 * insts.def): whether the destination is one SGPR written from the VDST
 * field (kept in vj_inst.sdst, 1 dword; the shape then has no VGPR
 * destination), and the class of source i. */
typedef enum vj_src_class {
    VJ_SC_ANY,     /* any source the slot reads */
    VJ_SC_VGPR,    /* a VGPR (or lds_direct where the target has it) */
    VJ_SC_VGPR32,  /* a VGPR, never lds_direct (llvm-mc's VGPR_32) */
    VJ_SC_SCALAR,  /* anything but a VGPR */
    VJ_SC_LANESEL, /* a lane select: a scalar register or an inline constant */
    VJ_SC_SREG32,  /* room lanes: a scalar register or any constant, a literal too, never
                      lds_direct (llvm-mc's SReg_32 of v_permlane16's lane selects) */
    VJ_SC_AGPR,    /* an AGPR a0..a255, nothing else (llvm-mc's AGPR_32) */
    VJ_SC_ACCSRC,  /* what v_accvgpr_write_b32 reads: llvm-mc-19's assembler takes a VGPR,
                      an inline constant or lds_direct on gfx908, any source but a literal
                      (or an AGPR) from gfx90a on; its disassembler any source of the field */
} vj_src_class;
int vj_shape_sreg_dst(vj_shape shape);
vj_src_class vj_shape_src_class(vj_shape shape, unsigned i);
/* GFX12's pseudo-scalar transcendentals (v_s_exp_f32, v_s_rcp_f16 and kin):
 * a scalar source, an SGPR written from the VDST field (SReg_32_XEXEC). */
static inline int vj_shape_pseudo_scalar(vj_shape shape)
{
    return shape == VJ_SHAPE_S_S || shape == VJ_SHAPE_S_H;
}
int vj_inst_sreg_dst(vj_inst_id id);
/* Whether a shape's or instruction's VDST field names an AGPR (its class
 * AREG), not a VGPR: v_accvgpr_write_b32, v_accvgpr_mov_b32. */
int vj_shape_agpr_dst(vj_shape shape);
int vj_inst_agpr_dst(vj_inst_id id);
/* Whether an instruction's VDST and VGPR src0 are true16 halves (vN.l /
 * vN.h, v0-v127; the halves in vj_inst.opsel bits 0 and 3): v_mov_b16. */
int vj_inst_true16(vj_inst_id id);
/* Room float3: the source that is the literal constant K of v_fmaak/madak
 * (2) or v_fmamk/madmk (1), always in the 32-bit form's literal dword; -1
 * for another instruction. */
int vj_inst_k_src(vj_inst_id id);

/* Number of source operands of a shape (1..3); whether it has a scalar
 * (lane mask) destination. */
unsigned vj_shape_nsrc(vj_shape shape);
int vj_shape_has_sdst(vj_shape shape);

/* --------------------------------------------------------------- operands */

/* The canonical scalar register space shared by operands and the wave state.
 * The decoder maps each family's encoding onto it (GFX11+ swaps m0 and null). */
enum {
    VJ_SREG_SGPR0 = 0, /* s0..s105 */
    VJ_SREG_NUM_SGPR = 106,
    VJ_SREG_VCC_LO = 106,
    VJ_SREG_VCC_HI = 107,
    VJ_SREG_TTMP0 = 108, /* ttmp0..ttmp15 */
    VJ_SREG_M0 = 124,
    VJ_SREG_NULL = 125, /* reads 0, writes are dropped */
    VJ_SREG_EXEC_LO = 126,
    VJ_SREG_EXEC_HI = 127,
    VJ_SREG_COUNT = 128
};

typedef enum vj_opnd_kind {
    VJ_OPND_NONE = 0,
    VJ_OPND_VGPR,         /* index: v0..v255 (pair base for 64-bit) */
    VJ_OPND_SREG,         /* index: canonical scalar register (VJ_SREG_*); a pair's
                           * base is even: llvm-mc reads an odd code as code & ~1 */
    VJ_OPND_INLINE_INT,   /* value: the integer constant, sign-extended to 64 bits */
    VJ_OPND_INLINE_FLOAT, /* value: the bit pattern at the operand's size */
    VJ_OPND_LITERAL,      /* value: the 32-bit literal as the operand reads it (a 64-bit
                           * operand: zero-extended, as llvm-mc prints it) */
    VJ_OPND_SPECIAL,      /* index: VJ_SPECIAL_* */
    VJ_OPND_INLINE_F16,   /* value: the 16-bit float an inline float code (240-248) is in a
                           * 16-bit source. llvm-mc's disassembler prints it in hex, its
                           * assembler as the float it parsed: code has VJ_CODE_FLOAT_TEXT */
    VJ_OPND_AGPR,         /* index: a0..a255, CDNA's accumulation registers; only where the
                           * shape's class says AGPR (the field's code is 256 + index, as a
                           * VGPR's: the instruction says which file) */
} vj_opnd_kind;
#define VJ_CODE_FLOAT_TEXT 0x8000u

enum {
    VJ_SPECIAL_VCCZ,
    VJ_SPECIAL_EXECZ,
    VJ_SPECIAL_SCC,
    VJ_SPECIAL_LDS_DIRECT,
    /* aperture and wave-id sources (codes 235-239), which llvm-mc accepts */
    VJ_SPECIAL_SHARED_BASE,
    VJ_SPECIAL_SHARED_LIMIT,
    VJ_SPECIAL_PRIVATE_BASE,
    VJ_SPECIAL_PRIVATE_LIMIT,
    VJ_SPECIAL_POPS_EXITING_WAVE_ID,
    VJ_SPECIAL_COUNT
};

/* The scalar encodings' records (salu.c; described in the scalar section
 * below): declared here so that vj_inst can hold a scalar instruction. */
typedef enum vj_salu_enc { VJ_SE_SOP1, VJ_SE_SOP2, VJ_SE_SOPK, VJ_SE_SOPC, VJ_SE_SOPP,
                           VJ_SE_COUNT } vj_salu_enc;
/* How a row's operand is written (salu.def's O1..O4). */
typedef enum vj_salu_opnd {
    VJ_SO_NO, VJ_SO_D32, VJ_SO_D64, VJ_SO_A32, VJ_SO_A64, VJ_SO_B32, VJ_SO_B64, VJ_SO_A16,
    VJ_SO_B16, VJ_SO_A16H, VJ_SO_B16H, VJ_SO_R32, VJ_SO_R64, VJ_SO_K32,
    VJ_SO_KHEX, VJ_SO_IMM, VJ_SO_HEX, VJ_SO_DEC, VJ_SO_DEC_OPT, VJ_SO_LABEL, VJ_SO_HWREG,
    VJ_SO_SENDMSG, VJ_SO_WAITCNT, VJ_SO_DELAY, VJ_SO_DEPCTR, VJ_SO_VERSION, VJ_SO_GPRIDX,
    VJ_SO_AMSG, VJ_SO_ZERO, VJ_SO_COUNT
} vj_salu_opnd;
typedef enum vj_salu_class {
    VJ_SCL_INT, VJ_SCL_EXEC, VJ_SCL_CMP, VJ_SCL_BRANCH, VJ_SCL_END, VJ_SCL_WAIT, VJ_SCL_MSG,
    VJ_SCL_FLOAT, VJ_SCL_MODE, VJ_SCL_OTHER, VJ_SCL_COUNT
} vj_salu_class;
typedef struct vj_salu_row {
    const char *name;
    uint16_t targets; /* bit per vj_target */
    uint8_t fam, enc, opcode, cls;
    uint8_t opnd[4]; /* vj_salu_opnd, in printed order */
} vj_salu_row;
extern const vj_salu_row vj_salu_table[];
extern const size_t vj_salu_count;
const char *vj_salu_enc_name(vj_salu_enc enc);
const char *vj_salu_class_name(vj_salu_class cls);

/* A decoded (or assembled) scalar instruction: its row and raw fields. */
typedef struct vj_sinst {
    const vj_salu_row *row;
    vj_target target;
    uint8_t len; /* 4, or 8 with a literal */
    uint8_t sdst, ssrc0, ssrc1;
    uint16_t simm16;
    uint32_t literal;
} vj_sinst;

typedef struct vj_operand {
    uint8_t kind;   /* vj_opnd_kind */
    uint8_t dwords; /* 1, or 2 for a 64-bit operand */
    uint16_t code;  /* the raw 9-bit source field (8-bit VDST for destinations) */
    uint32_t index; /* register number, canonical */
    uint64_t value; /* constants: the value as an operand of this size reads it */
} vj_operand;

/* One half of a VOPD pair (see vj_inst): an instruction of the table with
 * its VDST and sources, laid out as that instruction's are (v_dual_cndmask
 * has vcc_lo as src[2]; fmaak's literal is src[2], fmamk's src[1]). */
typedef struct vj_vopd_half {
    vj_inst_id id; /* V_DUAL_F32 for the float operations */
    uint8_t op;    /* the VOPD opcode (OPX 0-15, OPY 0-31) */
    uint8_t nsrc;
    vj_operand dst;
    vj_operand src[3];
} vj_vopd_half;

/* What llvm-mc accepts but no hardware means: v_cndmask's lane mask as a
 * VGPR, constant, exec or lds_direct (printed with an "Invalid ..." comment)
 * decodes to such an operand; lowering should refuse it. GFX11+ words with
 * src0 = 233/234/250 are VOP3-DPP: vj_decode says VJ_ERR_UNSUPPORTED. */
typedef struct vj_inst {
    vj_inst_id id;
    vj_target target;
    uint8_t len; /* bytes: 4 or 8 (the 32-bit form), 8 or 12 (VOP3), with a literal */
    uint8_t e32; /* 1: the 32-bit form (VOP1/VOP2/VOPC), 0: the VOP3 form */
    /* The SDWA form (GFX9/GFX10: a 32-bit form with src0 = 0xf9 and a second
     * dword): e32 and sdwa set; sub-dword selects (VJ_SEL_*) of the sources
     * and the destination, sign extension of the sources, what the rest of
     * the destination gets (VJ_UNUSED_*). */
    uint8_t sdwa;
    uint8_t dst_sel, dst_unused, src_sel[2], src_sext[2];
    /* DPP8 (GFX10+: a 32-bit form with src0 = 0xe9, or 0xea with fetch
     * inactive, and a second dword): dpp 8, src[0] the VGPR in its bits 7:0,
     * dpp_sel the eight 3-bit lane selects (bits 31:8, lane 0's lowest),
     * dpp_fi the FI bit. */
    uint8_t dpp, dpp_fi;
    uint32_t dpp_sel;
    /* DPP16 (a 32-bit form with src0 = 0xfa and a second dword, dpp.c):
     * dpp 16, src[0] the VGPR in its bits 7:0, dpp_ctrl (VJ_DPP_*),
     * dpp_fi (GFX10+), dpp_bound the BOUND_CTRL bit (an invalid source lane
     * reads 0), the row and bank masks (a lane whose row's or bank's bit is
     * clear is not written). */
    uint16_t dpp_ctrl;
    uint8_t dpp_bound, dpp_row_mask, dpp_bank_mask;
    uint8_t nsrc;
    uint8_t abs, neg, opsel, clamp, omod; /* raw modifier fields */
    /* VOP3P: opsel is OP_SEL, neg NEG_LO; OP_SEL_HI (bit i: source i) and
     * NEG_HI here. */
    uint8_t opsel_hi, neg_hi;
    uint32_t offset;                      /* byte offset of the instruction in its input */
    vj_operand dst;                       /* the VDST (kind NONE for a compare) */
    vj_operand sdst;                      /* the lane mask written (kind NONE if none): an
                                           * SREG, vcc in the 32-bit form */
    vj_operand src[3];                    /* a 32-bit form's implicit vcc source is src[2] */
    /* VOPD (GFX11+, wave32): a dual-issue pair is ONE instruction of 8 or
     * 12 bytes. vopd is 1, the fields above are its X half (id, nsrc, dst,
     * src; no modifiers, no sdst) with its opcode in vopd_opx, and y is its
     * Y half. Both halves read their sources before either writes.
     * vj_vopd_half_inst gives either half as a plain instruction. */
    uint8_t vopd, vopd_opx;
    vj_vopd_half y;
    /* Scalar (issue 30): salu 1 when this is a scalar ALU instruction a
     * block runs (vj_decode_translatable makes them): s holds it, id is
     * VJ_I_COUNT and no vector field but target, len and offset is set. A
     * block's list keeps scalar and vector instructions in program order. */
    uint8_t salu;
    vj_sinst s;
    /* Memory (issue 31): mem 1 when this is a memory instruction a block
     * runs (vj_decode_translatable makes them): mrow and mw are its
     * vj_minst's row and dwords (vj_inst_minst gives the record back), id
     * is VJ_I_COUNT, and no vector field but target, len and offset is set. */
    uint8_t mem;
    const struct vj_mem_row *mrow;
    uint32_t mw[3];
    /* Room branch: 1 when the instruction is part of a code region's block
     * (vj_decode_region): offset is then its byte offset in the region, and
     * the block reads and moves the wave's PC (docs/design.md). */
    uint8_t region;
} vj_inst;

/* Operand slots: how a source field is read. MASK is v_cndmask's lane mask
 * (one SGPR in wave32, a pair in wave64). */
typedef enum vj_slot {
    VJ_SLOT_B32,
    VJ_SLOT_B64,
    VJ_SLOT_MASK32,
    VJ_SLOT_MASK64,
    VJ_SLOT_B16, /* the low half of a 32-bit source; inline floats and literals are 16-bit */
    VJ_SLOT_P16, /* a VOP3P source: two 16-bit halves; its constants read as B32 ones */
    VJ_SLOT_P32, /* a VOP3P register pair read as two 32-bit halves (v_pk_mov_b32); its
                    constants read and print as B32 ones (a one-dword operand) */
    VJ_SLOT_V128, /* four VGPRs v[n:n+3], nothing else (llvm-mc's VReg_128: v_mqsad_u32_u8) */
} vj_slot;

/* The operand roles and sizes, one helper each, for everything that asks:
 * the slot of source i of a shape or instruction for a wave size, the
 * dwords a slot reads (2: a 64-bit value or a wave64 mask), whether it is a
 * lane mask, and the dwords of an instruction's destination (2: a pair). */
vj_slot vj_src_slot(vj_shape shape, unsigned i, unsigned wave_size);
vj_slot vj_inst_src_slot(vj_inst_id id, unsigned i, unsigned wave_size);
unsigned vj_slot_dwords(vj_slot slot);
int vj_slot_is_mask(vj_slot slot);
unsigned vj_shape_dst_dwords(vj_shape shape);
unsigned vj_inst_dst_dwords(vj_inst_id id);

/* Result of reading a 9-bit source code in a slot. */
typedef enum vj_opnd_verdict {
    VJ_OPND_OK,
    VJ_OPND_INVALID, /* llvm-mc: invalid instruction encoding */
    VJ_OPND_ODD,     /* accepted, printed with an "Invalid ..." comment (lane mask) */
} vj_opnd_verdict;

/* Fill *op from a source code (literal: the 32-bit literal word). */
vj_opnd_verdict vj_operand_from_code(vj_family fam, vj_slot slot, unsigned code, uint32_t literal,
                                     vj_operand *op);
/* The 9-bit code of an operand in a family; -1 when it has none there. */
int vj_operand_code(vj_family fam, const vj_operand *op);
/* Print a source operand (without modifiers) as llvm-mc does; returns the
 * snprintf-style length. */
int vj_operand_print(vj_family fam, vj_slot slot, const vj_operand *op, char *buf, size_t size);
/* Register names, from the one table in operands.c. A numbered range by its
 * prefix ("v", "s", "ttmp"): first canonical index and count. A named scalar
 * register by its exact name (not NUL-terminated: len): canonical index,
 * dwords (0: fits either size) and the families that take it (bit per
 * family). The text of a scalar register or pair in a family's spelling
 * (VJ_FAM_COUNT: the canonical, family-free names the IR prints), or NULL
 * when it has none; of a VGPR or pair. */
int vj_reg_range(const char *prefix, size_t len, unsigned *base, unsigned *count);
int vj_sreg_by_name(const char *name, size_t len, unsigned *index, unsigned *dwords,
                    unsigned *fams);
const char *vj_sreg_text(vj_family fam, unsigned idx, unsigned dwords, char *buf, size_t size);
void vj_vgpr_text(unsigned idx, unsigned dwords, char *buf, size_t size);
/* Inline float constants 240..248: the value at 32, 64 and 16 bits. */
uint32_t vj_inline_f32(unsigned code);
uint64_t vj_inline_f64(unsigned code);
uint16_t vj_inline_f16(unsigned code);
/* Special sources by VJ_SPECIAL_*: the code and the llvm-mc name. */
unsigned vj_special_code(unsigned special);
const char *vj_special_name(unsigned special);

/* Diagnostics go into a caller's buffer; the runtime copies them into the
 * context. Decoder messages name the byte offset; assembler messages are
 * "file:line:col: error: ...". */
typedef struct vj_diag {
    char msg[256];
    unsigned line, col; /* the assembler's: where in the text (0 when not set) */
} vj_diag;

/* A structured diagnostic (the decoder's and lowering's): the status, where
 * (the byte offset of the instruction in its input, its index in a block)
 * and the message, as fields. text.msg is the full text with the position
 * first ("byte offset N: ..."), as vj_diag has it; text.msg + msg_at is the
 * message alone, for callers that say the position their own way. */
#define VJ_DIAG_NONE SIZE_MAX /* no offset / no index */
typedef struct vj_report {
    vj_status status;
    size_t offset;   /* byte offset, or VJ_DIAG_NONE */
    size_t index;    /* instruction index, or VJ_DIAG_NONE */
    unsigned msg_at; /* where the message starts in text.msg, after the position */
    vj_diag text;
} vj_report;

/* Fill a report: the fields, then text = position prefix + the message (the
 * prefix is "byte offset N: " unless offset is VJ_DIAG_NONE). Returns st;
 * r may be NULL. */
vj_status vj_report_set(vj_report *r, vj_status st, size_t offset, size_t index, const char *fmt,
                        ...) __attribute__((format(printf, 5, 6)));
/* The message of a report without its position. */
const char *vj_report_message(const vj_report *r);
/* An assembler's error at column col of file:lineno into d (NULL: none):
 * "FILE:LINE:COL: error: MESSAGE", as llvm-mc-19 writes it. */
void vj_diag_vset(vj_diag *d, const char *file, unsigned lineno, unsigned col, const char *fmt,
                  va_list ap) __attribute__((format(printf, 5, 0)));

/* Decode one instruction at code[offset]. wave_size (32/64) decides the size
 * of v_cndmask's lane mask. */
vj_status vj_decode(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                    size_t offset, vj_inst *out, vj_diag *diag);
/* A decoded instruction's sources against its shape's classes (an AGPR
 * class's field becomes that AGPR): VJ_ERR_DECODE for a word llvm-mc
 * prints with an "Invalid register" comment. For vop3p.c, and decode.c. */
vj_status vj_decode_classes(vj_report *r, size_t offset, vj_inst *out);
/* The same with a structured report (r may be NULL). */
vj_status vj_decode_report(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                           size_t offset, vj_inst *out, vj_report *r);

/* length.c: the length, class and control flow of the instruction at
 * code[offset] (vj_inst_describe's work; wave_size is for translatable). */
vj_status vj_describe(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                      size_t offset, vj_inst_desc *out, vj_report *r);

/* SDWA selects: a byte, a word, or the whole dword of a register. */
enum { VJ_SEL_BYTE0, VJ_SEL_BYTE1, VJ_SEL_BYTE2, VJ_SEL_BYTE3, VJ_SEL_WORD0, VJ_SEL_WORD1,
       VJ_SEL_DWORD };
/* What the bits of an SDWA destination outside dst_sel get. */
enum { VJ_UNUSED_PAD, VJ_UNUSED_SEXT, VJ_UNUSED_PRESERVE };
/* src/frontend/sdwa.c: whether an instruction has an SDWA form in a family;
 * the second dword of an SDWA word into inst (the first decoded by the
 * caller, whose vsrc1 field is passed), and back; the form's text after the
 * operands; the names of the selects. */
int vj_sdwa_has_form(vj_inst_id id, vj_family family);
/* Whether its SDWA form takes OMOD (a float op with a float result). */
int vj_sdwa_takes_omod(vj_inst_id id);
vj_status vj_sdwa_decode(vj_family fam, unsigned wave_size, uint32_t d, unsigned vsrc1,
                         vj_inst *inst, const char **why);
uint32_t vj_sdwa_encode(const vj_inst *inst, unsigned *vsrc1);
void vj_sdwa_print_tail(const vj_inst *inst, char *buf, size_t size);
const char *vj_sdwa_sel_name(unsigned sel);
/* The bits a select below DWORD names: its lowest bit and its width (8, 16). */
void vj_sdwa_sel_field(unsigned sel, unsigned *shift, unsigned *bits);
const char *vj_sdwa_unused_name(unsigned unused);

/* Encode one instruction; returns the byte count (4 to 12) in *out_len. */
vj_status vj_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag);

/* The class a non-vector-ALU mnemonic's prefix names ("scalar", "global
 * memory", ...), or NULL for one that may be vector ALU. */
const char *vj_non_valu_class(const char *mnemonic);

/* Parse one line of assembly (comments and blank lines give *out_count 0). */
vj_status vj_asm_line(vj_target target, unsigned wave_size, const char *line, const char *filename,
                      unsigned lineno, vj_inst *out, int *out_count, vj_diag *diag);

/* A whole text assembled: the bytes, and where each instruction came from
 * (its byte offset, source line and the column of its first character),
 * in ascending offset. */
typedef struct vj_asm_loc {
    size_t offset;
    unsigned line, col;
    unsigned run; /* which run of straight-line instructions (vj_asm_text_all); a
                     scalar instruction is in none: VJ_ASM_NO_RUN */
} vj_asm_loc;
#define VJ_ASM_NO_RUN 0xffffffffu
/* A line vj_asm_text_all refused. */
typedef struct vj_asm_error {
    vj_status status;
    unsigned line, col;
    char msg[256]; /* "file:line:col: error: ..." */
} vj_asm_error;
typedef struct vj_asm_result {
    uint8_t *code; /* malloc'd, never NULL on success */
    size_t len;
    vj_asm_loc *locs; /* malloc'd, one per instruction */
    size_t nlocs;
    vj_asm_error *errors; /* vj_asm_text_all: every refused line, in order */
    size_t nerrors;
    unsigned nruns; /* vj_asm_text_all: runs with at least one instruction */
} vj_asm_result;

/* Assemble a text (lines split on '\n') as compilers write it: comments,
 * labels and directives (and the metadata between .amdgpu_metadata and
 * .end_amdgpu_metadata) place no instruction; a directive that emits data
 * (.byte, .long, ...) into a .text section is refused, as we do not
 * assemble data (in .rodata, .data and the like it is skipped). On failure
 * *res is empty and diag says why, as vj_asm_line does. Free the result
 * with vj_asm_result_free. */
vj_status vj_asm_text(vj_target target, unsigned wave_size, const char *text, const char *filename,
                      vj_asm_result *res, vj_diag *diag);
/* The same, going on after a refused line: every line that assembles gives
 * its bytes, every one that does not an entry in res->errors. Instructions
 * are numbered into runs: a label, a refused line or a data directive ends
 * one (they are where control may enter, or code we do not have). Fails
 * only when memory runs out (VJ_ERR_NOMEM) or on a bad argument. */
vj_status vj_asm_text_all(vj_target target, unsigned wave_size, const char *text,
                          const char *filename, vj_asm_result *res, vj_diag *diag);
/* The instruction that starts at a byte offset, or NULL. */
const vj_asm_loc *vj_asm_loc_of(const vj_asm_result *res, size_t offset);
void vj_asm_result_free(vj_asm_result *res);

/* The mnemonic of a decoded instruction in its form ("v_add_u32_e32" for
 * the 32-bit form, the VOP3 form's name otherwise), into buf. */
const char *vj_inst_form_name(const vj_inst *inst, char *buf, size_t size);

/* Print an instruction in LLVM syntax, as llvm-mc prints it. Returns the
 * length that the full text needs (snprintf-style). */
int vj_disasm_inst(const vj_inst *inst, char *buf, size_t size);

/* ------------------------------------------------------------------ VOPD */

/* Operands of a VOPD opcode after its VDST (the LAYOUT of insts.def). */
typedef enum vj_vopd_layout {
    VJ_VOPD_S,   /* src0 */
    VJ_VOPD_SV,  /* src0, vsrc1 */
    VJ_VOPD_SVA, /* src0, vsrc1; the VDST is also read (fmac, dot2acc) */
    VJ_VOPD_SVM, /* src0, vsrc1; vcc_lo implied */
    VJ_VOPD_SVK, /* src0, vsrc1, literal */
    VJ_VOPD_SKV, /* src0, literal, vsrc1 */
} vj_vopd_layout;

/* The VJ_VOPD row of an opcode in a family and half (y: 0 X, 1 Y), or -1;
 * of a mnemonic; its fields. */
int vj_vopd_row(vj_family fam, unsigned op, int y);
int vj_vopd_row_by_name(vj_family fam, const char *name, size_t len, int y);
unsigned vj_vopd_row_op(int row);
const char *vj_vopd_row_name(int row);
vj_inst_id vj_vopd_row_id(int row);
vj_vopd_layout vj_vopd_row_layout(int row);
/* Whether a row's src0 is packed f16 (its constants are f16 ones); the
 * code (240-248) of an f16 inline constant's bits, or -1; a double as f16. */
int vj_vopd_row_f16(int row);
int vj_f16_inline_code(uint32_t bits);
uint16_t vj_f16_from_double(double d);
/* The VOPD name of a half (family from the target), or NULL. */
const char *vj_vopd_name(vj_target target, unsigned op, int y);
/* Either half of a VOPD pair (half 0: X, 1: Y) as a plain instruction. */
void vj_vopd_half_inst(const vj_inst *pair, unsigned half, vj_inst *out);
/* Room ftrans: whether a decoded instruction's result is approximate
 * (fidelity approx on its target; a VOPD pair when either half is). */
int vj_inst_is_approx(const vj_inst *in);
/* Where a half's VSRC1 field operand is (src index), given its layout. */
unsigned vj_vopd_vsrc1_index(vj_vopd_layout layout);

/* ------------------------------------------------------------ the sweep */

/* valu.c: the sweep (valu.def, generated from llvm-mc-19 by
 * tests/gen_valu_sweep.sh): every vector ALU opcode every target has, with
 * the name llvm-mc gives it, whether or not insts.def has it. A word or a
 * mnemonic llvm-mc knows but we do not translate is VJ_ERR_UNSUPPORTED by
 * name; only what no target defines is invalid. */
typedef enum vj_valu_enc {
    VJ_VE_VOP1,
    VJ_VE_VOP2,
    VJ_VE_VOPC,
    VJ_VE_VOP3,
    VJ_VE_VOP3_SDST, /* the VOP3 opcode space, VOP3b layout */
    VJ_VE_VOP3P,
    VJ_VE_VOPDX,
    VJ_VE_VOPDY,
    VJ_VE_COUNT
} vj_valu_enc;
typedef enum vj_valu_form { VJ_VF_NONE, VJ_VF_E32, VJ_VF_E64 } vj_valu_form;
typedef enum vj_valu_class {
    VJ_VC_INT,
    VJ_VC_FLOAT,
    VJ_VC_MATRIX, /* out of scope: MFMA, WMMA */
    VJ_VC_INTERP, /* out of scope: interpolation, LDS parameters */
    VJ_VC_COUNT
} vj_valu_class;
enum { VJ_VV_SDWA = 1, VJ_VV_DPP = 2, VJ_VV_DPP8 = 4 }; /* the row's other forms */

typedef struct vj_valu_row {
    const char *name; /* the base name llvm-mc prints (form suffix apart) */
    uint16_t opcode;
    uint16_t targets; /* bit per vj_target */
    uint8_t fam, enc, form, cls, variants;
} vj_valu_row;

extern const vj_valu_row vj_valu_table[];
extern const size_t vj_valu_count;

const char *vj_valu_enc_name(vj_valu_enc enc);
const char *vj_valu_class_name(vj_valu_class cls);
int vj_valu_on_target(const vj_valu_row *row, vj_target target);
/* Whether vj_valu_table is in the order vj_valu_by_opcode searches it by
 * (family, encoding, opcode; tests/gen_valu_sweep.sh writes it so). */
int vj_valu_table_sorted(void);
/* The row of an opcode on a target: enc VOP3 finds VOP3_SDST rows too. */
const vj_valu_row *vj_valu_by_opcode(vj_target target, vj_valu_enc enc, unsigned opcode);
/* The mnemonic llvm-mc prints for a row's word: the base name, its form's
 * suffix, and with dpp set a DPP or DPP8 form's ("_dpp" after a 32-bit
 * form, "_e64_dpp" after a VOP3 or VOP3P one, none after a GFX11+ VOPC's;
 * sdwa: "_sdwa"). */
const char *vj_valu_mnemonic(const vj_valu_row *row, int sdwa, int dpp, char *buf, size_t size);
/* The LLVM text of the word at code[offset] when it is one we name but do
 * not decode and can print all the same (valu_text.c: a float op's 32-bit
 * form with 32-bit operands): the snprintf count, *inst_len its bytes;
 * -1 (nothing written) for any other word. */
int vj_valu_text(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                 size_t offset, char *text, size_t size, unsigned *inst_len);
/* Whether insts.def has the row's instruction on the target (we translate it). */
int vj_valu_supported(const vj_valu_row *row, vj_target target);
/* Room ftrans: whether a supported row's result is approximate (fidelity
 * approx on the target); issue 29: a supported row's fidelity there. */
int vj_valu_approx(const vj_valu_row *row, vj_target target);
vj_fidelity vj_valu_fidelity(const vj_valu_row *row, vj_target target);
/* A mnemonic as written (lower case): VJ_OK with *row when a target row
 * has its base name and the form its suffix asks for; VJ_ERR_ASM with
 * *variant the suffix's form ("e32", "e64", "sdwa", "dpp", "e64_dpp") when
 * the target has the name but not that form; VJ_ERR_TARGET when only
 * another target has the name; VJ_ERR_DECODE when none does. */
vj_status vj_valu_by_mnemonic(vj_target target, const char *mnemonic, const vj_valu_row **row,
                              const char **variant);
/* The one message of a valid instruction we do not translate: the
 * mnemonic, then the target's name. */
#define VJ_VALU_UNSUPPORTED_FMT "%s is valid on %s but not supported by vop3jit"
/* The decoder's verdict on a word whose opcode insts.def lacks, which the
 * target has: VJ_ERR_UNSUPPORTED naming row's mnemonic (src0 picking an
 * SDWA form: sdwa; a DPP form: dpp, 8 for DPP8; a form the row lacks is
 * not one). Its operand fields are not checked. */
vj_status vj_valu_unsupported(vj_report *r, size_t offset, vj_target target,
                              const vj_valu_row *row, int sdwa, int dpp);
/* Whether llvm-mc decodes the row's opcode in that form (sdwa; dpp: 1 DPP,
 * 8 DPP8; neither: the plain one, always). */
int vj_valu_has_form(const vj_valu_row *row, int sdwa, int dpp);
/* Whether an instruction of ours has a DPP8 form on the target that we
 * take: its 32-bit form's opcode decodes as DPP8 in llvm-mc (the sweep). */
int vj_inst_has_dpp8(vj_inst_id id, vj_target target);
/* DPP16 (dpp.c). dpp_ctrl values: the GCN3/Vega ISA's DPP_CTRL for GFX9,
 * the RDNA ISA's for GFX10+ (no wave_* or row_bcast; row_share, row_xmask). */
enum {
    VJ_DPP_QUAD_PERM = 0x000, /* + the four 2-bit selects, lane 0's lowest */
    VJ_DPP_ROW_SHL = 0x100,   /* + 1..15 */
    VJ_DPP_ROW_SHR = 0x110,   /* + 1..15 */
    VJ_DPP_ROW_ROR = 0x120,   /* + 1..15 */
    VJ_DPP_WAVE_SHL1 = 0x130, /* GFX9 */
    VJ_DPP_WAVE_ROL1 = 0x134, /* GFX9 */
    VJ_DPP_WAVE_SHR1 = 0x138, /* GFX9 */
    VJ_DPP_WAVE_ROR1 = 0x13c, /* GFX9 */
    VJ_DPP_ROW_MIRROR = 0x140,
    VJ_DPP_ROW_HALF_MIRROR = 0x141,
    VJ_DPP_ROW_BCAST15 = 0x142, /* GFX9 */
    VJ_DPP_ROW_BCAST31 = 0x143, /* GFX9 */
    VJ_DPP_ROW_SHARE = 0x150,   /* GFX10+: + 0..15 (gfx90a+: row_newbcast) */
    VJ_DPP_ROW_XMASK = 0x160,   /* GFX10+: + 0..15 */
};
/* Whether dpp_ctrl is a value the target defines (llvm-mc-19 prints any
 * other with an "Invalid dpp_ctrl value" or "not supported" comment:
 * invalid here). */
int vj_dpp16_ctrl_valid(vj_target target, unsigned ctrl);
/* The sources (bit i: source i) of a float op that take its NEG and ABS
 * modifiers (every one but an integer source: VJ_IF_INTSRC, INTSRC1); 0
 * for the others. The one rule the DPP16 dword, the SDWA dword and the
 * assembler read. */
unsigned vj_inst_float_mods(vj_inst_id id);
/* dpp.c's operand rule for the DPP forms of ours: 32-bit sources (a lane
 * mask after src0) and result, an integer op without modifiers or a float
 * op with NEG/ABS. */
int vj_inst_dpp_operands_ours(vj_inst_id id);
/* gfx90a+'s DP ALU DPP: a float op with a 64-bit operand, whose DPP16 form
 * (gfx90a, gfx942, gfx950) takes row_newbcast only; whether ctrl is valid
 * for the instruction on the target (vj_dpp16_ctrl_valid, and that). */
int vj_inst_dpp_dpalu(vj_inst_id id);
int vj_dpp16_ctrl_valid_for(vj_inst_id id, vj_target target, unsigned ctrl);
/* Whether an instruction of ours has a DPP16 form on the target that we
 * take: the sweep says llvm-mc decodes its 32-bit opcode as DPP, and its
 * sources and result are 32 bits: an integer op without modifiers, or a
 * float op with NEG/ABS on vj_inst_float_mods's sources (issue 28). */
int vj_inst_has_dpp16(vj_inst_id id, vj_target target);
/* VOP3-DPP (GFX11+: a VOP3 word with src0 = 0xfa, DPP16, or 0xe9/0xea,
 * DPP8, and a third dword as the 32-bit forms' second; dpp.c). Whether an
 * instruction of ours takes its VOP3 form's DPP16 (dpp 16) or DPP8 (dpp 8)
 * on the target: llvm-mc decodes the VOP3 opcode in that form (the sweep),
 * and it is a 32-bit integer operation without source modifiers or a
 * 32-bit float one with the VOP3 word's (the rest stays unsupported by
 * name). */
int vj_inst_has_vop3_dpp(vj_inst_id id, vj_target target, int dpp);
/* The DPP16 dword d into out's dpp fields (src[0] is the caller's); an
 * invalid one is VJ_ERR_DECODE with *why. */
vj_status vj_dpp16_decode(vj_target target, uint32_t d, vj_inst *out, const char **why);
/* The DPP16 dword of a decoded or assembled instruction. */
uint32_t vj_dpp16_dword(const vj_inst *in);
/* The text after the operands, as llvm-mc-19 prints it (leading space). */
void vj_dpp16_print_tail(const vj_inst *in, char *buf, size_t size);
/* A control written name[:value] (has_value: a value was written): 1 and
 * *ctrl; 0 not a DPP16 control name; -1 a name the family lacks; -2 a
 * value the name does not take. quad_perm is parsed by the caller. */
int vj_dpp16_ctrl_by_name(vj_target target, const char *name, size_t len, int has_value,
                          long value, unsigned *ctrl);
/* Whether a base name has a DPP or DPP8 form on the target. */
int vj_valu_name_has_dpp(vj_target target, const char *name);

struct vj_strbuf;
/* vop3p.c: the hooks decode.c, encode.c and disasm.c call for a VOP3P word
 * (is_vop3p: whether a first dword is one in a family). */
int vj_vop3p_is(vj_family fam, uint32_t lo);
vj_status vj_vop3p_decode(vj_target target, const uint8_t *p, size_t avail, size_t offset,
                          vj_inst *out, vj_report *r);
vj_status vj_vop3p_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag);
void vj_vop3p_print_tail(const vj_inst *inst, struct vj_strbuf *o);

/* vopd.c: the hooks decode.c, encode.c and disasm.c call for a VOPD word. */
vj_status vj_vopd_decode(vj_target target, unsigned wave_size, const uint8_t *p, size_t avail,
                         size_t offset, vj_inst *out, vj_report *r);
vj_status vj_vopd_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag);
void vj_vopd_print(const vj_inst *inst, struct vj_strbuf *o);

/* ------------------------------------------------------------- scalar */

/* salu.c: the scalar encodings SOP1, SOP2, SOPK, SOPC and SOPP, table-driven:
 * one field layout per encoding and the sweep (salu.def, generated from
 * llvm-mc-19 by tests/gen_salu_sweep.sh) as the per-family opcode table,
 * driving decode, encode, the printer and the assembler. A scalar word
 * decodes to its own record, vj_sinst, not to vj_inst: vj_decode still
 * refuses it (VJ_ERR_UNSUPPORTED, by name), so nothing downstream sees it. */
/* (vj_salu_enc, vj_salu_opnd, vj_salu_class, vj_salu_row and vj_sinst are
 * declared before vj_inst, which can hold a vj_sinst.) */

/* The row of an encoding's opcode on a target, or NULL; of a mnemonic
 * (lower case) on a target, or NULL; whether any target has the mnemonic. */
const vj_salu_row *vj_salu_by_opcode(vj_target target, vj_salu_enc enc, unsigned opcode);
const vj_salu_row *vj_salu_by_name(vj_target target, const char *name);
int vj_salu_name_known(const char *name);
/* The name whose semantics a row has: GFX11/GFX12 renames (s_and_not1_b32,
 * s_ctz_i32_b32, s_add_co_u32, ...) give the older name, others themselves. */
const char *vj_salu_canon(const char *name);
/* The encoding of a first dword, or -1 when it is none of the five. */
int vj_salu_enc_of(uint32_t lo);
/* Decode the scalar instruction at code[offset]: VJ_ERR_DECODE (invalid,
 * as llvm-mc-19 says), VJ_ERR_TRUNCATED, or VJ_OK. */
vj_status vj_salu_decode(vj_target target, const uint8_t *code, size_t len, size_t offset,
                         vj_sinst *out, vj_report *r);
/* Its bytes (4 or 8) into out; its LLVM text, snprintf-style. */
size_t vj_salu_encode(const vj_sinst *in, uint8_t out[8]);
int vj_salu_print(const vj_sinst *in, char *buf, size_t size);
/* Whether llvm-mc-19's assembler refuses a class of operand (R an SGPR,
 * I an inline constant, L a literal, M m0 or exec, C src_scc and its kin,
 * P an aperture) as operand index of a row on a target (salu.def's
 * VJ_SALU_REFUSE rows, measured by the generator). */
int vj_salu_asm_refuses(const vj_salu_row *row, vj_target target, unsigned index, char cls);
/* The code llvm-mc-19 encodes a class as there when it is not the class's
 * own (VJ_SALU_ASM_AS: GFX12's barrier operands take src_scc as 30), or -1.
 * The classes also name N null, Q/S/T the other apertures, W
 * src_pops_exiting_wave_id. */
int vj_salu_asm_as(const vj_salu_row *row, vj_target target, unsigned index, char cls);
/* The simm16 syntaxes' names, one table each for the printer and the
 * assembler: s_waitcnt's counter i (0 vmcnt, 1 expcnt, 2 lgkmcnt) in a
 * family, and c put into v as its field; s_delay_alu's ids and skips;
 * the depctr fields (from_1030: not on gfx1010); gpr_idx's modes by bit. */
unsigned vj_salu_waitcnt_put(vj_family fam, unsigned i, unsigned v, unsigned c);
const char *vj_salu_waitcnt_name(vj_family fam, unsigned i);
extern const char *const vj_salu_delay_ids[12];
extern const char *const vj_salu_delay_skips[6];
typedef struct vj_salu_field {
    const char *name;
    uint8_t shift, bits, from_1030;
} vj_salu_field;
extern const vj_salu_field vj_salu_depctr[7];
extern const char *const vj_salu_gpridx_names[4];
typedef struct vj_salu_name {
    unsigned value;
    const char *name;
} vj_salu_name;
extern const vj_salu_name vj_salu_versions[4];
extern const char *const vj_salu_version_flags[3];
/* Assemble a line whose mnemonic is a scalar one: 0 when the mnemonic is no
 * target's scalar instruction (the caller goes on), else 1 with *st (and
 * *out on VJ_OK, diag on an error: "file:line:col: error: ..."). */
int vj_salu_asm_line(vj_target target, const char *line, const char *file, unsigned lineno,
                     vj_sinst *out, vj_status *st, vj_diag *diag);
/* asm.c's hook for it: one operand parsed and fitted to a B32 or B64 slot. */
vj_status vj_asm_scalar_operand(vj_target target, const char *line, const char *file,
                                unsigned lineno, const char **pp, vj_slot slot, vj_operand *op,
                                int *col, vj_diag *diag);

/* ------------------------------------------------------------- memory */

/* mem.c: the memory encodings (SMEM, FLAT, GLOBAL, SCRATCH, DS, MUBUF and
 * MTBUF, GFX12's VBUFFER as the last two), table-driven as the scalar ones: one field
 * layout per encoding and family, and the sweep (mem.def, generated from
 * llvm-mc-19 by tests/gen_mem_sweep.sh) as the opcode table, driving decode,
 * encode, the printer and the assembler (mem_asm.c). A memory word decodes
 * to its own record, vj_minst, with its raw dwords; vj_decode refuses it by
 * name (VJ_ERR_UNSUPPORTED), so no block takes one. */
typedef enum vj_mem_enc {
    VJ_ME_SMEM, VJ_ME_FLAT, VJ_ME_GLOBAL, VJ_ME_SCRATCH, VJ_ME_DS, VJ_ME_MUBUF, VJ_ME_MTBUF,
    VJ_ME_COUNT
} vj_mem_enc;
/* How a row's operands are printed (mem.def's SHAPE). */
/* DS's shapes: the operands printed in order (D VDST, A ADDR, X DATA0, Y
 * DATA1) and the offset (1: offset:, 2: offset0: offset1:, 0: none). */
#define VJ_DS_SHAPES(X)                                                                           \
    X(DS_AX_O1, "AX", 1)                                                                          \
    X(DS_AXY_O1, "AXY", 1)                                                                        \
    X(DS_AXY_O2, "AXY", 2)                                                                        \
    X(DS_A_O1, "A", 1)                                                                            \
    X(DS_DAXY_O1, "DAXY", 1)                                                                      \
    X(DS_DAXY_O2, "DAXY", 2)                                                                      \
    X(DS_DAX_O1, "DAX", 1)                                                                        \
    X(DS_DA_O1, "DA", 1)                                                                          \
    X(DS_DA_O2, "DA", 2)                                                                          \
    X(DS_DX_O1, "DX", 1)                                                                          \
    X(DS_D_O1, "D", 1)                                                                            \
    X(DS_NONE_O0, "", 0)                                                                          \
    X(DS_NONE_O1, "", 1)                                                                          \
    X(DS_X_O1, "X", 1)
typedef enum vj_mem_shape {
    VJ_MS_S_DATA, VJ_MS_S_TIME, VJ_MS_S_NONE, VJ_MS_S_PROBE, VJ_MS_S_BASE, VJ_MS_S_PREFETCH,
    VJ_MS_S_PCREL, VJ_MS_F_LOAD, VJ_MS_F_STORE, VJ_MS_F_ATOMIC, VJ_MS_F_ADDR, VJ_MS_F_NONE,
    VJ_MS_B_DATA, VJ_MS_B_DATA_LDS, VJ_MS_B_ADDR, VJ_MS_B_RSRC, VJ_MS_B_NONE,
#define VJ_DS_ENUM(id, letters, offs) VJ_MS_##id,
    VJ_DS_SHAPES(VJ_DS_ENUM)
#undef VJ_DS_ENUM
    VJ_MS_COUNT
} vj_mem_shape;
/* ds_swizzle_b32's 16-bit offset as llvm-mc-19 prints it (swizzle(...)). */
struct vj_strbuf;
void vj_mem_print_swizzle(unsigned v, struct vj_strbuf *o);
/* A DS shape's operand letters and offset kind. */
const char *vj_mem_ds_letters(vj_mem_shape shape);
unsigned vj_mem_ds_offsets(vj_mem_shape shape);
typedef enum vj_mem_class {
    VJ_MCL_LOAD, VJ_MCL_STORE, VJ_MCL_ATOMIC, VJ_MCL_CACHE, VJ_MCL_OTHER, VJ_MCL_COUNT
} vj_mem_class;
typedef struct vj_mem_row {
    const char *name;
    uint16_t targets; /* bit per vj_target */
    uint8_t fam, enc, cls, shape;
    uint16_t opcode;
    uint8_t dst, data, base; /* the operands' dwords (0: none): mem.def's DST, DATA, BASE */
} vj_mem_row;
extern const vj_mem_row vj_mem_table[];
extern const size_t vj_mem_count;
/* A decoded (or assembled) memory instruction: its row and its dwords. */
typedef struct vj_minst {
    const vj_mem_row *row;
    vj_target target;
    uint8_t len; /* bytes: 8 or 12 */
    uint32_t w[3];
} vj_minst;
/* A block's memory instruction (vj_inst.mem) as its record. */
static inline void vj_inst_minst(const vj_inst *in, vj_minst *out)
{
    out->row = in->mrow;
    out->target = in->target;
    out->len = in->len;
    out->w[0] = in->mw[0];
    out->w[1] = in->mw[1];
    out->w[2] = in->mw[2];
}
/* The encoding of a first dword on a target, or -1 when it is none of the
 * memory encodings this file knows. */
int vj_mem_enc_of(vj_target target, uint32_t lo);
const char *vj_mem_enc_name(vj_mem_enc enc);
const vj_mem_row *vj_mem_by_name(vj_target target, const char *name);
int vj_mem_name_known(const char *name);
/* Decode the memory instruction at code[offset]: VJ_ERR_DECODE (invalid, as
 * llvm-mc-19 says), VJ_ERR_TRUNCATED, or VJ_OK. */
vj_status vj_mem_decode(vj_target target, const uint8_t *code, size_t len, size_t offset,
                        vj_minst *out, vj_report *r);
/* Its bytes into out (returns the length); its LLVM text, snprintf-style. */
size_t vj_mem_encode(const vj_minst *in, uint8_t out[12]);
int vj_mem_print(const vj_minst *in, char *buf, size_t size);
/* A field of a decoded instruction (mem_asm.c sets them): the field ids
 * and the layout of the instruction's encoding and family. */
typedef enum vj_mem_field {
    VJ_MF_OP, VJ_MF_DATA, VJ_MF_BASE, VJ_MF_OFFSET, VJ_MF_SOFFSET, VJ_MF_IMM, VJ_MF_SOE,
    VJ_MF_NV, VJ_MF_GLC, VJ_MF_DLC, VJ_MF_SCOPE, VJ_MF_TH, VJ_MF_VDST, VJ_MF_SADDR, VJ_MF_SEG,
    VJ_MF_LDS, VJ_MF_SLC, VJ_MF_SC1, VJ_MF_SVE, VJ_MF_ACC, VJ_MF_GDS, VJ_MF_OFFSET1,
    VJ_MF_DATA1, VJ_MF_OFFEN, VJ_MF_IDXEN, VJ_MF_TFE, VJ_MF_SRSRC, VJ_MF_FORMAT, VJ_MF_OPM,
    VJ_MF_COUNT
} vj_mem_field;
int vj_mem_has(const vj_minst *in, vj_mem_field f);
uint32_t vj_mem_get(const vj_minst *in, vj_mem_field f);
void vj_mem_set(vj_minst *in, vj_mem_field f, uint32_t v);
/* Issue 31, for the engines: the immediate offset as the printer reads it
 * (signed by the field's width; FLAT's unsigned before GFX12; DS: OFFSET,
 * or OFFSET1:OFFSET0 for the one-offset shapes), and whether a FLAT,
 * GLOBAL or SCRATCH instruction's SADDR is off (FLAT: always). */
int64_t vj_mem_imm_offset(const vj_minst *in);
int vj_mem_saddr_off(const vj_minst *in);
/* Room scratch: which of a SCRATCH instruction's VADDR and SADDR are used
 * (the printer's rule: GFX11+ and gfx942/950 the SVE bit, GFX9/10 VADDR
 * when SADDR is off; SADDR unless off, or gfx1030's 0x7f "off, off"). */
void vj_mem_scratch_uses(const vj_minst *in, int *vaddr, int *saddr);
/* Start an instruction of a row: the encoding's fixed bits and opcode. */
void vj_mem_init(vj_minst *in, const vj_mem_row *row, vj_target target);
/* The null SGPR's code in a family (125 before GFX11, 124 after). */
unsigned vj_mem_null_code(vj_family fam);
/* The GFX12 SMEM cache-policy names: th by value (NULL: printed as a
 * number), scope by value. */
extern const char *const vj_mem_smem_th[4];
extern const char *const vj_mem_scope[4];
/* An MTBUF format's name (mem.def's VJ_MEM_FMT rows): kind 'D' (GFX9's
 * data format), 'N' (GFX9's numeric format) or 'U' (GFX10+'s unified
 * format); NULL when llvm-mc-19 prints the value as a number. */
const char *vj_mem_format_name(vj_family fam, int kind, unsigned value);
/* The value of a format name of a kind in a family, or -1. */
int vj_mem_format_value(vj_family fam, int kind, const char *name, size_t len);
/* Assemble a line whose mnemonic is a memory one: 0 when the mnemonic is no
 * target's memory instruction, else 1 with *st (and *out, or diag). */
int vj_mem_asm_line(vj_target target, const char *line, const char *file, unsigned lineno,
                    vj_minst *out, vj_status *st, vj_diag *diag);

/* ---------------------------------------------------------- code objects */

/* codeobj.c: read an AMDGPU ELF code object (struct vj_codeobj, public
 * accessors in vop3jit.h) from len bytes, which it copies. On failure *out
 * is NULL and diag says what is wrong and where; the status is
 * VJ_ERR_CODEOBJ, VJ_ERR_TARGET (an AMDGPU machine not ours) or
 * VJ_ERR_NOMEM. */
vj_status vj_codeobj_read(const uint8_t *bytes, size_t len, vj_codeobj **out, vj_diag *diag);

#endif /* VJ_FRONTEND_H */
