/* status: names for vj_status values, engines and JIT policies. Tables only. */
#include "config.h"

#include <strings.h>

#include "vop3jit.h"

static const char *const status_names[VJ_STATUS_COUNT] = {
    [VJ_OK] = "ok",
    [VJ_ERR_ARG] = "invalid argument",
    [VJ_ERR_NOMEM] = "out of memory",
    [VJ_ERR_TARGET] = "not supported on this target",
    [VJ_ERR_DECODE] = "invalid instruction encoding",
    [VJ_ERR_TRUNCATED] = "truncated instruction",
    [VJ_ERR_ASM] = "assembly error",
    [VJ_ERR_UNSUPPORTED] = "unsupported",
    [VJ_ERR_JIT] = "JIT unavailable",
    [VJ_ERR_STATE] = "bad wave state",
    [VJ_ERR_IO] = "I/O error",
    [VJ_ERR_IR] = "malformed IR",
    [VJ_ERR_MISMATCH] = "engines disagree",
    [VJ_ERR_CODEOBJ] = "bad code object",
    [VJ_ERR_LIMIT] = "budget exhausted",
    [VJ_ERR_MEMORY] = "memory fault",
};

const char *vj_status_string(vj_status status)
{
    if ((unsigned)status >= VJ_STATUS_COUNT)
        return "unknown status";
    return status_names[status];
}

static const char *const engine_names[VJ_ENGINE_COUNT] = {
    [VJ_ENGINE_AUTO] = "auto",
    [VJ_ENGINE_INTERP] = "interp",
    [VJ_ENGINE_JIT] = "jit",
    [VJ_ENGINE_REF] = "ref",
};

const char *vj_engine_name(vj_engine engine)
{
    if ((unsigned)engine >= VJ_ENGINE_COUNT)
        return NULL;
    return engine_names[engine];
}

vj_status vj_engine_parse(const char *name, vj_engine *out)
{
    if (!name || !out)
        return VJ_ERR_ARG;
    for (unsigned i = 0; i < VJ_ENGINE_COUNT; i++) {
        if (strcasecmp(name, engine_names[i]) == 0) {
            *out = (vj_engine)i;
            return VJ_OK;
        }
    }
    return VJ_ERR_ARG;
}

static const char *const policy_names[VJ_JIT_POLICY_COUNT] = {
    [VJ_JIT_TIERED] = "tiered",
    [VJ_JIT_EAGER] = "eager",
    [VJ_JIT_OFF] = "off",
};

const char *vj_jit_policy_name(vj_jit_policy policy)
{
    return (unsigned)policy < VJ_JIT_POLICY_COUNT ? policy_names[policy] : "unknown";
}

vj_status vj_jit_policy_parse(const char *name, vj_jit_policy *out)
{
    if (!name || !out)
        return VJ_ERR_ARG;
    for (unsigned i = 0; i < VJ_JIT_POLICY_COUNT; i++) {
        if (strcasecmp(name, policy_names[i]) == 0) {
            *out = (vj_jit_policy)i;
            return VJ_OK;
        }
    }
    return VJ_ERR_ARG;
}
