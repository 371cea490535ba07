/* fp: the interpreter's float ops (ops.def's SIG FP) on the host's float
 * unit, exact: flushes, NaNs and signed zeros chosen in code, the rounding
 * direction set in MXCSR around a node and restored. */
#ifndef VJ_INTERP_FP_H
#define VJ_INTERP_FP_H

#include <stdint.h>

#include "ir/ir.h"

/* Set the host's rounding to MODE's field for the width, flush-to-zero and
 * denormals-are-zero off, exceptions masked; returns what to restore. */
unsigned vj_fp_enter(uint32_t mode, int is64);
void vj_fp_leave(unsigned saved);

/* One lane of a float op (between vj_fp_enter and vj_fp_leave): a, b, c
 * are the value arguments (the bits of an f32 in the low half, or of an
 * f64), mode the wave's MODE, imm the node's VJ_FPI_* bits. */
uint64_t vj_fp_lane(vj_op op, int is64, uint64_t a, uint64_t b, uint64_t c, uint32_t mode,
                    uint64_t imm);

#endif /* VJ_INTERP_FP_H */
