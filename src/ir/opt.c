/* opt: the IR optimiser entry point. Placeholder that changes nothing until
 * the folding pass lands (issue 5); the pipeline already calls it. */
#include "config.h"

#include "ir/ir.h"

vj_status vj_ir_optimize(vj_ir_block *b)
{
    (void)b;
    return VJ_OK;
}
