/* fuzz_codeobj: arbitrary bytes into the code-object reader. A refusal
 * must be one line saying why; a code object read must hold only kernels
 * whose descriptor and code lie inside the input, with a wave size its
 * target has. Seeds: the kernel corpus's .o and .hsaco files. */
#include "config.h"

#include "fuzz.h"

static void check_kernels(const vj_codeobj *obj, const uint8_t *data, size_t size)
{
    const vj_codeobj_info *info = vj_codeobj_get_info(obj);
    const char *tname = vj_target_name(info->target);
    if (!tname || strncmp(info->target_id, tname, strlen(tname)) != 0)
        fuzz_finding("target %d with target ID '%s'", (int)info->target, info->target_id);
    if (info->version < 4 || info->version > 6)
        fuzz_finding("code object version %u", info->version);
    for (size_t i = 0; i < info->kernel_count; i++) {
        const vj_kernel_info *k = vj_codeobj_kernel(obj, i);
        if (!k || !k->name || !k->code)
            fuzz_finding("kernel %zu of %zu missing", i, info->kernel_count);
        if (k->code_size == 0 || k->code_offset > size || k->code_size > size - k->code_offset)
            fuzz_finding("kernel '%s': code %llu+%llu outside the %zu input bytes", k->name,
                         (unsigned long long)k->code_offset, (unsigned long long)k->code_size,
                         size);
        if (k->descriptor_offset > size || size - k->descriptor_offset < 64)
            fuzz_finding("kernel '%s': descriptor at %llu outside the %zu input bytes", k->name,
                         (unsigned long long)k->descriptor_offset, size);
        if (memcmp(k->code, data + k->code_offset, k->code_size) != 0)
            fuzz_finding("kernel '%s': its code is not the input's bytes at %llu", k->name,
                         (unsigned long long)k->code_offset);
        if (k->wave_size != 32 && k->wave_size != 64)
            fuzz_finding("kernel '%s': wave size %u", k->name, k->wave_size);
        if (k->wave_size == 32 && vj_target_default_wave(info->target) == 64)
            fuzz_finding("kernel '%s': wave32 on %s", k->name, tname);
    }
    if (vj_codeobj_kernel(obj, info->kernel_count))
        fuzz_finding("a kernel past the count (%zu)", info->kernel_count);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    vj_context *ctx = fuzz_context(VJ_TARGET_DEFAULT);
    vj_codeobj *obj = NULL;
    vj_status st = vj_codeobj_open(ctx, data, size, &obj);
    if (st != VJ_OK) {
        fuzz_check_message("vj_codeobj_open", vj_last_error(ctx));
        if (obj)
            fuzz_finding("a refusal (%s) that left an object", vj_status_string(st));
        if (st != VJ_ERR_CODEOBJ && st != VJ_ERR_TARGET && st != VJ_ERR_NOMEM)
            fuzz_finding("status %s: %s", vj_status_string(st), vj_last_error(ctx));
        return 0;
    }
    check_kernels(obj, data, size);
    vj_codeobj_free(obj);
    return 0;
}
