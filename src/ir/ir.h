/* ir: a small typed IR of per-lane SSA values, defined by ops.def, plus
 * lowering from vj_inst, the optimiser, printer and verifier.
 * It knows the frontend's vj_inst and the wave layout; nothing of engines. */
#ifndef VJ_IR_H
#define VJ_IR_H

#include <stddef.h>
#include <stdint.h>

#include "frontend/frontend.h"
#include "ir/state.h"

typedef enum vj_type { VJ_T_VOID = 0, VJ_T_I32, VJ_T_I64 } vj_type;

/* Result type rules and flags used by ops.def. */
enum { VJ_TR_SAME, VJ_TR_I32, VJ_TR_VOID, VJ_TR_I64 };
enum {
    VJ_OF_PURE = 1 << 0,    /* no side effect: removable when unused */
    VJ_OF_READ = 1 << 1,    /* reads the wave state */
    VJ_OF_WRITE = 1 << 2,   /* writes the wave state */
    VJ_OF_UNIFORM = 1 << 3, /* the same value in every lane */
    VJ_OF_COMM = 1 << 4,    /* commutative in its first two arguments */
    VJ_OF_I32ONLY = 1 << 5, /* defined on i32 only */
    VJ_OF_SHIFT = 1 << 6,   /* argument 1 is an i32 shift count */
    VJ_OF_COND = 1 << 7,    /* argument 0 is an i32 condition */
    VJ_OF_LANE = 1 << 8,    /* depends on the lane number; argument 0 a mask of any type */
    VJ_OF_FROM32 = 1 << 9,  /* argument 0 is i32 (a widening conversion) */
    VJ_OF_FROM64 = 1 << 10, /* argument 0 is i64 (a narrowing conversion) */
    VJ_OF_GATHER = 1 << 11, /* made from every lane's argument (BALLOT): cross-lane */
    VJ_OF_XLANE = 1 << 12,  /* reads or writes VGPR imm in a lane other than the node's own
                               (as the wave holds it); its arguments are uniform i32
                               (LANERD's lane: a per-lane i32) */
    VJ_OF_REL = 1 << 13,    /* m0-relative (room movrel): reads or writes VGPR imm + its last
                               argument (a uniform i32), so any VGPR of the node's own lane;
                               an index past v255 fails the run there (docs/design.md) */
    VJ_OF_MODE = 1 << 14,   /* a float op: its last argument is the wave's MODE (rdmode, a
                               uniform i32), its imm the instruction's VJ_FPI_* bits */
    VJ_OF_MEM = 1 << 15,    /* a memory access (issue 31): imm is VJ_MEMI_*, argument 0 the
                               address; may fail the run (src/ir/memop.h) */
};

/* The DPP16 op's control bit (above dpp_ctrl's 9) asking for the lane's
 * valid-source predicate instead of the value (ops.def). */
#define VJ_DPP16_VALID 0x10000u

typedef enum vj_op {
#define X(id, name, nargs, tr, flags) VJ_OP_##id,
#include "ir/ops.def"
#undef X
    VJ_OP_COUNT
} vj_op;

typedef struct vj_op_info {
    const char *name;
    uint8_t nargs;
    uint8_t type_rule;
    uint16_t flags;
} vj_op_info;

extern const vj_op_info vj_op_table[VJ_OP_COUNT];

/* What a node's imm is (the IMM column of ops.def's VJ_OPSEM rows). */
typedef enum vj_imm_kind {
    VJ_IMM_NONE,    /* unused, 0 */
    VJ_IMM_CST,     /* the constant value itself */
    VJ_IMM_VGPR,    /* a VGPR (the low one of a pair) */
    VJ_IMM_SREG,    /* a canonical scalar register (VJ_SREG_*) */
    VJ_IMM_SPECIAL, /* a special source (VJ_SPECIAL_*) */
    VJ_IMM_AGPR,    /* an AGPR, CDNA's accumulation registers (a file apart from the VGPRs) */
    VJ_IMM_FPI,     /* a float op's fixed behaviour (VJ_FPI_*, src/ir/fpmode.h) */
    VJ_IMM_MEM,     /* a memory access (VJ_MEMI_*, src/ir/memop.h) */
} vj_imm_kind;
extern const uint8_t vj_op_imm_kind[VJ_OP_COUNT];

/* The most arguments a node has: three values and, for a float op of three
 * sources (FFMA), the MODE (ops.def). */
#define VJ_IR_MAXARGS 4

/* One node. Values are referred to by node index; arguments always point to
 * earlier nodes (the block is in SSA order). */
typedef struct vj_node {
    uint8_t op;      /* vj_op */
    uint8_t type;    /* vj_type of the result */
    uint8_t uniform; /* 1 when the value is the same in every lane */
    uint8_t pad;
    uint16_t inst;   /* index of the source instruction, for printing */
    uint16_t pad2;
    uint32_t arg[VJ_IR_MAXARGS]; /* unused ones VJ_NO_ARG; a 4th only for FFMA's MODE */
    uint64_t imm;    /* CONST: value; RDV/WRV: VGPR; RDS/WRS: VJ_SREG_*; RDSPEC: VJ_SPECIAL_*;
                        RDA/WRA: AGPR */
} vj_node;

typedef struct vj_ir_block {
    vj_target target;
    unsigned wave_size;
    vj_node *nodes;
    uint32_t count, cap;
    uint32_t ninsts;     /* instructions the block was lowered from */
    vj_inst *insts;      /* copies of them (for the reference evaluator, printing) */
    int oom;             /* an allocation failed while building (vj_ir_ok() is 0) */
    uint32_t cur_inst;   /* builder: the vj_node.inst new nodes get */
} vj_ir_block;

#define VJ_NO_ARG UINT32_MAX

/* Building. Each returns the new node's index, or VJ_NO_ARG when memory ran
 * out (the block then records the failure: vj_ir_ok() is false). */
void vj_ir_init(vj_ir_block *b, vj_target target, unsigned wave_size);
void vj_ir_release(vj_ir_block *b);
int vj_ir_ok(const vj_ir_block *b);
uint32_t vj_ir_emit(vj_ir_block *b, vj_op op, vj_type type, uint32_t a0, uint32_t a1,
                    uint32_t a2, uint64_t imm);
/* The same with a fourth argument (an op of four: FFMA). */
uint32_t vj_ir_emit4(vj_ir_block *b, vj_op op, vj_type type, uint32_t a0, uint32_t a1,
                     uint32_t a2, uint32_t a3, uint64_t imm);
uint32_t vj_ir_const(vj_ir_block *b, vj_type type, uint64_t value);
/* The index of x's lowest set bit as an i32, -1 when x (an i32 or an i64)
 * is 0: the vector and scalar bit scans (ffbl, ffbh, s_ff1, s_flbit, ...)
 * scan x or its bit reversal with it. */
uint32_t vj_ir_find_first(vj_ir_block *b, uint32_t x);
/* Deep copy (for comparing folded and unfolded blocks). */
vj_status vj_ir_clone(vj_ir_block *dst, const vj_ir_block *src);
/* Copy n instructions into b->insts (replacing any), for printing and for
 * the reference evaluator. VJ_ERR_NOMEM on failure. */
vj_status vj_ir_set_insts(vj_ir_block *b, const vj_inst *insts, size_t n);

/* The result type a node of op gets when asked for type (fixed-type ops
 * ignore the request). */
vj_type vj_ir_result_type(vj_op op, vj_type requested);
/* Non-zero when a node of op over arguments with these uniform flags is the
 * same in every lane (the builder sets vj_node.uniform with it). */
int vj_ir_uniform(vj_op op, int all_args_uniform);

/* Lower decoded instructions into b (already initialised); the instructions
 * are appended to b->insts. VJ_ERR_UNSUPPORTED (naming the instruction and
 * its byte offset) for anything vj_lower_check refuses. */
vj_status vj_lower(vj_ir_block *b, const vj_inst *insts, size_t n, char *err, size_t errsize);
/* vj_lower for instructions vj_lower_check_block has passed (it does not
 * check them again). */
vj_status vj_lower_checked(vj_ir_block *b, const vj_inst *insts, size_t n, char *err,
                           size_t errsize);
/* Whether one instruction can be translated for a wave size: operands
 * (src_lds_direct, apertures, a VGPR lane mask, specials as 64-bit values
 * are refused) and modifier bits (op_sel, omod, abs/neg except on
 * v_cndmask's data sources, clamp except on the add/sub u32 family, which
 * saturates, are refused). The reference evaluator applies the same rules. */
vj_status vj_lower_check(const vj_inst *in, unsigned wave_size, char *err, size_t errsize);
/* The same with a structured diagnostic: status, the instruction's byte
 * offset, its index (as given; VJ_DIAG_NONE for none) and the message. */
vj_status vj_lower_check_report(const vj_inst *in, size_t index, unsigned wave_size,
                                 vj_report *r);
/* vj_lower's refusals for a whole block, before anything is built: the
 * block size, then each instruction (its index in insts). */
vj_status vj_lower_check_block(const vj_inst *insts, size_t n, unsigned wave_size,
                                vj_report *r);
/* Room ftrans: strict fidelity's refusal (vj_options.strict_fidelity): an
 * instruction whose result is approximate (VJ_IF_APPROX) is
 * VJ_ERR_UNSUPPORTED, by name, offset and index; VJ_OK otherwise. A block:
 * its first such instruction. */
vj_status vj_lower_check_strict(const vj_inst *in, size_t index, vj_report *r);
vj_status vj_lower_check_strict_block(const vj_inst *insts, size_t n, vj_report *r);
/* Non-zero when lowering has a recipe for the instruction. */
int vj_lower_has_inst(vj_inst_id id);

/* Scalar ALU (issue 30, lower_salu.c). Whether a scalar row has a recipe
 * (every integer, compare and exec-family row, and the hints as no-ops);
 * whether one instruction can be lowered (its row has a recipe, its operands
 * are scalar registers, constants, vccz, execz or scc: VJ_ERR_UNSUPPORTED by
 * name otherwise); lower it into b, on uniform values only. */
/* Issue 31 (lower_mem.c): the memory rows a block runs. vj_mem_access_of
 * reads a row's access from its name (0: no recipe); the rest as the
 * scalar ones. The field helpers give the engines (the reference too) the
 * registers and offsets the ISA's address rules add. */
typedef struct vj_mem_access {
    uint8_t store; /* else a load */
    uint8_t unit;  /* bytes of one access: 1, 2 or 4 */
    uint8_t count; /* dwords when unit is 4, else 1 */
    uint8_t sext;  /* a sub-dword load sign-extends */
    uint8_t two;   /* DS read2/write2: two addresses, OFFSET0 and OFFSET1 scaled */
    uint8_t st64;  /* their stride64 forms: the offsets scaled by 64 more */
    uint8_t nop;   /* a cache or prefetch row: nothing to do */
    uint8_t atom;  /* room atom: an atomic or an LDS extra (lower_atomic.c) */
    uint8_t d16;   /* a d16 form: 1 the low half of the VGPR, 2 its high half (a
                      load keeps the other half; a store writes from the half) */
} vj_mem_access;
int vj_mem_access_of(const vj_mem_row *row, vj_mem_access *a);
int vj_lower_has_minst(const vj_minst *m);
vj_status vj_lower_minst_check(const vj_minst *m, char *err, size_t errsize);
vj_status vj_lower_minst(vj_ir_block *b, const vj_minst *m, char *err, size_t errsize);
int vj_mem_data_is_agpr(const vj_minst *m);
/* The per-lane address of a FLAT/GLOBAL instruction (an i64): VADDR, or
 * SADDR + VADDR, plus the offset. */
uint32_t vj_lower_global_addr(vj_ir_block *b, const vj_minst *m);

/* Room atom (lower_atomic.c): the atomics and the LDS extras a block runs,
 * read from a row's name as vj_mem_access_of reads the rest. */
enum vj_atomic_xop {
    VJ_AX_RMW,      /* an atomic read-modify-write (kind: memop.h's VJ_ATOM_*) */
    VJ_AX_SWIZZLE,  /* ds_swizzle_b32 */
    VJ_AX_PERMUTE,  /* ds_permute_b32 (forward) */
    VJ_AX_BPERMUTE, /* ds_bpermute_b32 (backward) */
    VJ_AX_APPEND,   /* ds_append */
    VJ_AX_CONSUME,  /* ds_consume */
};
typedef struct vj_atomic_row {
    uint8_t xop;     /* vj_atomic_xop */
    uint8_t kind;    /* VJ_ATOM_* of an RMW */
    uint8_t size;    /* bytes of an RMW: 4 or 8 */
    uint8_t swapped; /* GFX9/10's ds_cmpst: DATA0 is the comparand, DATA1 the value */
    uint8_t two;     /* DS wrxchg2/storexchg_2addr: two addresses (OFFSET0/1 * size) */
    uint8_t st64;    /* their stride-64 forms: the offsets * 64 more */
} vj_atomic_row;
/* 1 and *r when the row runs; 0 when not (why: vj_atomic_why_row). */
int vj_atomic_of(const vj_mem_row *row, vj_atomic_row *r);
/* Why an atomic-like row has no recipe, or NULL when it is not one. */
const char *vj_atomic_why_row(const vj_mem_row *row);
/* Why an instruction of a row that runs does not run on a wave of
 * wave_size lanes (0: any), or NULL. */
const char *vj_atomic_refusal(const vj_minst *m, unsigned wave_size);
/* Whether the instruction writes its old value to VDST (its dwords: 0 when not). */
unsigned vj_atomic_dst_dwords(const vj_minst *m);
vj_status vj_lower_atomic(vj_ir_block *b, const vj_minst *m, char *err, size_t errsize);
uint64_t vj_mem_smem_soffset_reg(const vj_minst *m); /* VJ_SREG_NULL: none */
int64_t vj_mem_smem_imm(const vj_minst *m);
unsigned vj_mem_sreg_base(const vj_minst *m, unsigned code); /* canonical index */
/* Room buf (lower_buf.c): the buffer rows that run (MUBUF/VBUFFER loads
 * and stores), why another buffer row or instruction does not, and the
 * fields the engines read: the descriptor's first SGPR, SOFFSET (an SGPR,
 * VJ_SREG_NULL for none, or a constant), gfx90a/942/950's AGPR data (bit
 * 55, TFE elsewhere). vj_lower_buf lowers one (vj_lower_minst calls it). */
typedef struct vj_buf_soffset {
    unsigned sreg;  /* canonical index, or VJ_SREG_NULL: value */
    uint32_t value;
} vj_buf_soffset;
int vj_buf_access_of(const vj_mem_row *row, vj_mem_access *a);
int vj_buf_is_scalar(const vj_mem_row *row); /* s_buffer_load_* */
int vj_sbuf_access_of(const vj_mem_row *row, vj_mem_access *a);
vj_status vj_lower_sbuf(vj_ir_block *b, const vj_minst *m, const vj_mem_access *a);
const char *vj_buf_no_recipe(const vj_mem_row *row);
const char *vj_buf_refusal(const vj_minst *m);
int vj_buf_acc(const vj_minst *m);
unsigned vj_buf_srsrc(const vj_minst *m);
int vj_buf_soffset_of(const vj_minst *m, vj_buf_soffset *so);
vj_status vj_lower_buf(vj_ir_block *b, const vj_minst *m, const vj_mem_access *a);
int vj_lower_has_salu(const vj_salu_row *row);
vj_status vj_lower_sinst_check(const vj_sinst *in, unsigned wave_size, char *err,
                               size_t errsize);
vj_status vj_lower_sinst(vj_ir_block *b, const vj_sinst *in, char *err, size_t errsize);
/* The scalar registers a scalar instruction writes, as bits of swritten
 * (VJ_SREG_COUNT of them): its destination and, for the exec family, exec;
 * 1 when it writes SCC. */
int vj_salu_written(const vj_sinst *in, uint64_t *swritten);
/* What a block decodes: vj_decode_report's instruction, or a scalar one
 * lowering runs (a vj_inst with salu set); vj_decode's refusal, by name,
 * for any other scalar word. */
vj_status vj_decode_translatable(vj_target target, unsigned wave_size, const uint8_t *code,
                                 size_t len, size_t offset, vj_inst *out, vj_report *r);

/* Room branch (issue 30, item 3): the PC in a code region's block, whose
 * instructions all have vj_inst.region set. vj_decode_region decodes as
 * vj_decode_translatable does and takes the rows that read or move the PC
 * too (s_getpc_b64, s_branch, s_cbranch_scc0/1, vccz/vccnz, execz/execnz,
 * s_setpc_b64, s_swappc_b64, s_call_b64, s_endpgm). vj_salu_flow: such a
 * row's vj_inst_flow (VJ_FLOW_NONE for s_getpc_b64), -1 for any other row;
 * vj_salu_flow_branch: for a conditional branch, the special source it
 * tests (VJ_SPECIAL_*) and the value that takes it. vj_lower_sflow lowers
 * one, rel its byte offset from the block's start: the PC at the block's
 * start is RDPC, the new one is written by WRPC, last. vj_lower_checked
 * ends a region block that no such row ends with the PC's write of its
 * fall-through (the end of its last instruction). */
vj_status vj_decode_region(vj_target target, unsigned wave_size, const uint8_t *code, size_t len,
                           size_t offset, vj_inst *out, vj_report *r);
int vj_salu_flow(const vj_salu_row *row);
int vj_salu_flow_branch(const vj_salu_row *row, unsigned *special, int *when);
vj_status vj_lower_sflow_check(const vj_sinst *in, char *err, size_t errsize);
vj_status vj_lower_sflow(vj_ir_block *b, const vj_sinst *in, uint64_t rel, char *err,
                         size_t errsize);

/* Room movrel: the message of a run that stops at an m0-relative index
 * past v255 (in the instruction, index its place in the block; in may be
 * NULL), said the same by every engine. */
void vj_rel_range_message(const vj_inst *in, size_t index, unsigned base, uint32_t offset,
                          char *err, size_t errsize);
/* The first m0-relative operand of in whose index is past v255 with m0 as
 * given, in the order lowering checks them: 1 and its base and offset, or
 * 0 (none is, or in is no such move). */
int vj_rel_first_out_of_range(const vj_inst *in, uint32_t m0, unsigned *base, uint32_t *offset);

/* Check structure: argument order, types per the op table, register ranges.
 * Returns VJ_ERR_IR with a message naming the node. */
vj_status vj_ir_verify(const vj_ir_block *b, char *err, size_t errsize);

/* The optimiser: one forward pass plus dead-code removal (src/ir/opt.c). */
vj_status vj_ir_optimize(vj_ir_block *b);

/* Text form: one node a line, "%3 = perm.i32 %1, %2, 0x05040100". Returns a
 * malloc'd string. */
char *vj_ir_print(const vj_ir_block *b);

/* The name of canonical scalar register idx (VJ_SREG_*): "s5", "vcc_lo",
 * "ttmp3", "m0", "null", "exec_hi"; NULL when out of range. */
const char *vj_sreg_name(unsigned idx, char buf[16]);
/* Name of a VJ_SPECIAL_* source ("vccz", "execz", "scc", "lds_direct"). */
const char *vj_ir_special_name(unsigned idx);

/* The semantics of one pure op on scalar values, shared by the interpreter's
 * constant folding, the optimiser and tests. lane is used by LANEBIT only.
 * Arguments are taken modulo their type's width (shift counts and SELECT's
 * condition are i32) and the result is zero-extended to 64 bits. Ops that
 * are not pure, and CONST, give 0. */
uint64_t vj_ir_eval_op(vj_op op, vj_type type, uint64_t a, uint64_t b, uint64_t c,
                       unsigned lane);

#endif /* VJ_IR_H */
