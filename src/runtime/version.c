/* version: the library's identity, linked into the shared library itself.
 * Only constants here; no state. */
#include "config.h"

#include "vop3jit.h"

const char *vj_version(void)
{
    return VJ_VERSION_STRING;
}

int vj_jit_available(void)
{
#ifdef VJ_HAVE_GCCJIT
    return 1;
#else
    return 0;
#endif
}
