/* permrows.h: the perm row kernel moved beside the engines, to
 * src/interp/permrows.h; this forwards the old include (src/jit) until it
 * says interp/permrows.h. Nothing may be added here. */
#include "interp/permrows.h"
