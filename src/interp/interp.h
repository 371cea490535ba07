/* interp: the two non-JIT engines. The interpreter runs an IR block one op at
 * a time over all lanes; the reference evaluator runs decoded instructions
 * lane by lane straight from the ISA pseudocode, independent of the IR. */
#ifndef VJ_INTERP_H
#define VJ_INTERP_H

#include "frontend/frontend.h"
#include "ir/ir.h"
#include "ir/state.h"

/* Run b on w (w->wave_size must equal b->wave_size). */
vj_status vj_interp_run(const vj_ir_block *b, struct vj_wave *w, char *err, size_t errsize);

/* The same with flags: VJ_INTERP_PORTABLE runs the loops written for CPUs
 * without AVX2 even where it is available, so that tests cover them too. */
enum { VJ_INTERP_PORTABLE = 1u };
vj_status vj_interp_run_ex(const vj_ir_block *b, struct vj_wave *w, unsigned flags, char *err,
                           size_t errsize);

/* Non-zero when the interpreter can run op (tests check every op). */
int vj_interp_has_op(vj_op op);

/* The reference's float instructions (reffloat.c, GNU MPFR): 1 and *out set
 * for one, from its sources' bits (64-bit values, f32 ones in the low half,
 * before the source modifiers), the wave's MODE and the destination's old
 * value; 0 for an instruction that is not a float one. */
int vj_ref_float(const vj_inst *in, uint32_t mode, const uint64_t *src, uint64_t old_dst,
                 uint64_t *out);

/* Room ftrans: the correctly rounded (to nearest even) value of a
 * transcendental (VJ_FTRANS_*, src/ir/fpmode.h) of x, a finite non-zero
 * f16 (width 16, issue 29), f32 (32) or f64 (64) that its special cases
 * leave, in the format with its subnormals, overflow to inf (GNU MPFR). The
 * one definition of what an approx instruction computes: the reference and
 * the interpreter both call it; each applies the special cases itself. */
uint64_t vj_fp_trans_value(unsigned fn, unsigned width, uint64_t x);
/* Room div: x[0] * x[1] + x[2] (f64s, not NaNs) times 2^k, rounded once
 * (AMD's FP_ROUND code `round`), overflow and subnormals as f64 has them;
 * v_div_fmas's scaled path for the interpreter (reffloat.c). */
uint64_t vj_fp_fma_scaled64(const uint64_t *x, long k, unsigned round);

/* Room div: v_div_scale, v_div_fmas, v_div_fixup (f32, f64): 1, *out the
 * lane's result and (div_scale) *cond its mask bit; vcc is the lane's VCC
 * bit (div_fmas reads it); 0 for any other instruction. */
int vj_ref_float_div(const vj_inst *in, uint32_t mode, const uint64_t *src, int vcc,
                     uint64_t *out, int *cond);

/* The same for a float compare (v_cmp*_*_f32/f64, v_cmp*_class): 1 and
 * *cond its lane's result, 0 for any other instruction. */
int vj_ref_float_compare(const vj_inst *in, uint32_t mode, const uint64_t *src, int *cond);

/* Run n decoded instructions on w per the ISA pseudocode. */
vj_status vj_ref_run(const vj_inst *insts, size_t n, struct vj_wave *w, char *err,
                     size_t errsize);

/* Run one scalar instruction on w per the ISA pseudocode (refscalar.c):
 * the rows vj_lower_sinst_check passes; its refusal otherwise, w unchanged. */
vj_status vj_ref_sinst(const vj_sinst *in, struct vj_wave *w, char *err, size_t errsize);

/* Room branch: one row that reads or moves the PC (vj_salu_flow), in a code
 * region's block, at address pc: w->pc gets where it goes (refscalar.c). */
vj_status vj_ref_sflow(const vj_sinst *in, uint64_t pc, struct vj_wave *w, char *err,
                       size_t errsize);

/* Issue 31: one memory instruction of a block (vj_inst.mem), its index in
 * the block index, per the ISA's address rules, lane by lane (refmem.c);
 * a lane the map does not give stops it with VJ_ERR_MEMORY before it
 * changes anything. */
vj_status vj_ref_minst(const vj_inst *in, size_t index, struct vj_wave *w, char *err,
                       size_t errsize);
/* Room buf (refbuf.c): a buffer load or store (m, its access a), per the
 * ISA's range checking, lane by lane. */
vj_status vj_ref_buf(const vj_inst *in, const vj_minst *m, const vj_mem_access *a, size_t index,
                     struct vj_wave *w, char *err, size_t errsize);
vj_status vj_ref_sbuf(const vj_inst *in, const vj_minst *m, const vj_mem_access *a, size_t index,
                      struct vj_wave *w, char *err, size_t errsize);
/* Room atom (refatomic.c): the atomics and LDS extras vj_ref_minst hands on,
 * from the ISA's pseudocode (m: in's record, already checked). */
struct vj_minst;
vj_status vj_ref_atomic(const vj_inst *in, const struct vj_minst *m, size_t index,
                        struct vj_wave *w, char *err, size_t errsize);

#endif /* VJ_INTERP_H */
