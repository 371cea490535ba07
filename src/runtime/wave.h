/* wave (runtime): what the wave-state files share: scalar register names.
 * The state layout itself is src/ir/state.h. */
#ifndef VJ_RUNTIME_WAVE_H
#define VJ_RUNTIME_WAVE_H

#include "vop3jit.h"

/* A scalar register name ("s5", "vcc", "exec_hi", "ttmp3", "m0", "scc",
 * case-insensitive): the canonical index of its low dword and its size in
 * dwords (2 for vcc/exec, 0 for scc). 0 when the name is unknown. */
int vj_wave_sreg_lookup(const char *name, unsigned *idx, unsigned *dwords);

#endif /* VJ_RUNTIME_WAVE_H */
