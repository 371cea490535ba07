/* disasm: vj_inst -> LLVM-syntax text, exactly as llvm-mc-19 prints it.
 * It formats only; validity is decided by the decoder and the assembler. */
#include "config.h"

#include <stdio.h>

#include "frontend/frontend.h"

/* Append to buf without overflowing; track the full length. */
typedef struct {
    char *buf;
    size_t size, len;
} out_t;

static void put(out_t *o, const char *s)
{
    for (; *s; s++, o->len++)
        if (o->len + 1 < o->size)
            o->buf[o->len] = *s;
}

int vj_disasm_inst(const vj_inst *inst, char *buf, size_t size)
{
    out_t o = {buf, size, 0};
    if ((unsigned)inst->id >= VJ_I_COUNT || (unsigned)inst->target >= VJ_TARGET_COUNT) {
        put(&o, "<invalid>");
    } else {
        vj_family fam = vj_target_family(inst->target);
        unsigned wave = inst->src[2].dwords == 2 ? 64 : 32;
        char tmp[160];
        put(&o, vj_inst_name(inst->id, fam));
        put(&o, " ");
        if (inst->dst.dwords == 2)
            snprintf(tmp, sizeof tmp, "v[%u:%u]", inst->dst.index, inst->dst.index + 1);
        else
            snprintf(tmp, sizeof tmp, "v%u", inst->dst.index);
        put(&o, tmp);
        for (unsigned i = 0; i < inst->nsrc && i < 3; i++) {
            int neg = (inst->neg >> i) & 1, abs = (inst->abs >> i) & 1;
            /* llvm-mc writes a negated constant without ABS as neg(...). */
            const vj_operand *src = &inst->src[i];
            int neg_fn = neg && !abs && src->kind != VJ_OPND_VGPR && src->kind != VJ_OPND_SREG &&
                         src->kind != VJ_OPND_SPECIAL;
            put(&o, ", ");
            if (neg)
                put(&o, neg_fn ? "neg(" : "-");
            if (abs)
                put(&o, "|");
            vj_operand_print(fam, vj_inst_src_slot(inst->id, i, wave), &inst->src[i], tmp,
                             sizeof tmp);
            put(&o, tmp);
            if (abs)
                put(&o, "|");
            if (neg_fn)
                put(&o, ")");
        }
        if (inst->clamp)
            put(&o, " clamp");
    }
    if (size)
        o.buf[o.len < size ? o.len : size - 1] = '\0';
    return (int)o.len;
}
