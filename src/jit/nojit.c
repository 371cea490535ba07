/* nojit: the JIT engine when libgccjit is not built in: every request is
 * refused with the same reason, so the interpreter serves. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "jit/jit.h"

#define NOT_BUILT "JIT not built (configured --without-gccjit)"

vj_status vj_jit_new_config(const vj_jit_config *config, struct vj_jit **out)
{
    (void)config;
    if (out)
        *out = NULL;
    return VJ_ERR_JIT;
}

vj_status vj_jit_new(int opt_level, struct vj_jit **out)
{
    (void)opt_level;
    return vj_jit_new_config(NULL, out);
}

void vj_jit_free(struct vj_jit *jit)
{
    (void)jit;
}

const vj_jit_settings *vj_jit_settings_of(const struct vj_jit *jit)
{
    (void)jit;
    return NULL;
}

const char *vj_jit_march(const struct vj_jit *jit)
{
    (void)jit;
    return "";
}

int vj_jit_opt_level(const struct vj_jit *jit)
{
    (void)jit;
    return 0;
}

long vj_jit_live_results(struct vj_jit *jit)
{
    (void)jit;
    return 0;
}

vj_status vj_jit_set_extra_option(struct vj_jit *jit, const char *option)
{
    (void)jit, (void)option;
    return VJ_ERR_JIT;
}

void vj_jit_detect_march(char *buf, size_t size)
{
    if (size)
        buf[0] = '\0';
}

void vj_jit_code_retain(struct vj_jit_code *code)
{
    (void)code;
}

void vj_jit_code_release(struct vj_jit_code *code)
{
    (void)code;
}

static void refuse_all(size_t n, vj_jit_out *out)
{
    for (size_t k = 0; out && k < n; k++) {
        memset(&out[k], 0, sizeof out[k]);
        snprintf(out[k].why, sizeof out[k].why, NOT_BUILT);
    }
}

vj_status vj_jit_compile(const struct vj_jit *jit, const vj_ir_block *const *blocks, size_t n,
                         vj_jit_out *out, vj_jit_report *report)
{
    (void)jit, (void)blocks;
    if (report)
        memset(report, 0, sizeof *report);
    refuse_all(n, out);
    return VJ_OK;
}

vj_status vj_jit_worker_new(struct vj_jit *jit, struct vj_jit_worker **out)
{
    (void)jit;
    if (out)
        *out = NULL;
    return VJ_ERR_JIT;
}

void vj_jit_worker_free(struct vj_jit_worker *w)
{
    (void)w;
}

vj_status vj_jit_worker_compile(struct vj_jit_worker *w, const vj_ir_block *const *blocks,
                                size_t n, vj_jit_out *out, vj_jit_report *report, int cancel_fd)
{
    (void)w, (void)cancel_fd;
    return vj_jit_compile(NULL, blocks, n, out, report);
}

int vj_jit_has_op(vj_op op)
{
    (void)op;
    return 0;
}

void vj_jit_worker_set_sink(struct vj_jit_worker *w, const vj_jit_sink *sink)
{
    (void)w, (void)sink;
}

int vj_jit_temp_path(struct vj_jit *jit, char *path, size_t size, char *why, size_t why_size)
{
    (void)jit, (void)path, (void)size;
    snprintf(why, why_size, NOT_BUILT);
    return 0;
}

vj_status vj_jit_load_bytes(struct vj_jit *jit, const uint8_t *bytes, size_t len,
                            struct vj_jit_code **out, char *why, size_t why_size)
{
    (void)jit, (void)bytes, (void)len;
    *out = NULL;
    snprintf(why, why_size, NOT_BUILT);
    return VJ_ERR_JIT;
}

vj_jit_fn vj_jit_code_function(struct vj_jit_code *code, const char *name)
{
    (void)code, (void)name;
    return NULL;
}
