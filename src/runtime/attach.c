/* attach: sets up and tears down the parts of a context that other runtime
 * files own (translation cache, JIT engine). Until those exist: nothing. */
#include "config.h"

#include "runtime/runtime.h"

vj_status vj_runtime_attach(vj_context *ctx)
{
    (void)ctx;
    return VJ_OK;
}

void vj_runtime_detach(vj_context *ctx)
{
    (void)ctx;
}
