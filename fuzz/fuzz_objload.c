/* fuzz_objload: arbitrary bytes into the object loader (src/jit/objload.c),
 * whose input is what the disk cache stores and the JIT then runs. A refusal
 * must say why ("object: ..."); what loads must hand out a function only
 * from text and a pointer slot only whole inside data, and take a write
 * there as the JIT's binding does. Nothing loaded is run. */
#include "config.h"

#include "fuzz.h"
#include "jit/objload.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char why[200] = "";
    struct vj_obj *o = vj_obj_load(data, size, why, sizeof why);
    if (!o) {
        if (strncmp(why, "object: ", 8) != 0)
            fuzz_finding("refused without a reason: '%s'", why);
        return 0;
    }
    static const char *const names[] = {"vj_block_0", "vj_block_1", "vj_perm_helper"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        void *code = vj_obj_symbol(o, names[i], VJ_OBJ_CODE);
        void **slot = vj_obj_symbol(o, names[i], VJ_OBJ_DATA);
        if (code && code == (void *)slot)
            fuzz_finding("%s is both code and data", names[i]);
        if (slot)
            *slot = (void *)fuzz_hex; /* as bind_imports writes it */
    }
    vj_obj_free(o);
    return 0;
}
