/* fold.h: the perm planner's old name, kept so that includes written before
 * the rename (runtime/fold_api.c, tests/test_fold.c) still build. New code
 * includes ir/permplan.h; nothing may be added here. */
#include "ir/permplan.h"
