/* encode: vj_inst -> VOP3 machine code (8 bytes, or 12 with a literal).
 * It derives every field from the instruction table and the operands; it
 * checks that the result is encodable, not assembler-level rules. */
#include "config.h"

#include <stdio.h>

#include "frontend/frontend.h"

static vj_status fail(vj_diag *diag, vj_status st, const char *msg)
{
    if (diag)
        snprintf(diag->msg, sizeof diag->msg, "%s", msg);
    return st;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

vj_status vj_encode(const vj_inst *inst, uint8_t out[12], size_t *out_len, vj_diag *diag)
{
    if (!inst || !out || !out_len || (unsigned)inst->id >= VJ_I_COUNT ||
        (unsigned)inst->target >= VJ_TARGET_COUNT)
        return fail(diag, VJ_ERR_ARG, "invalid argument to vj_encode");
    vj_family fam = vj_target_family(inst->target);
    const vj_inst_info *info = &vj_inst_table[inst->id];
    int opcode = info->opcode[fam];
    if (opcode < 0)
        return fail(diag, VJ_ERR_TARGET, "instruction not supported on this target");
    unsigned nsrc = vj_shape_nsrc(info->shape);
    if (inst->dst.kind != VJ_OPND_VGPR || inst->dst.index > 255)
        return fail(diag, VJ_ERR_ARG, "destination must be a VGPR");
    unsigned codes[3] = {0, 0, 0};
    int have_lit = 0;
    uint32_t literal = 0;
    for (unsigned i = 0; i < nsrc; i++) {
        int c = vj_operand_code(fam, &inst->src[i]);
        if (c < 0)
            return fail(diag, VJ_ERR_ARG, "source operand has no encoding on this target");
        if (c == 255) {
            uint32_t v = (uint32_t)inst->src[i].value;
            if (have_lit && v != literal)
                return fail(diag, VJ_ERR_ARG, "only one unique literal operand is allowed");
            have_lit = 1;
            literal = v;
        }
        codes[i] = (unsigned)c;
    }
    uint32_t lo = (inst->dst.index & 0xffu) | (inst->abs & 7u) << 8 | (inst->opsel & 0xfu) << 11 |
                  (inst->clamp & 1u) << 15 | (uint32_t)opcode << 16 |
                  vj_family_vop3_prefix(fam) << 26;
    uint32_t hi = codes[0] | codes[1] << 9 | codes[2] << 18 | (inst->omod & 3u) << 27 |
                  (uint32_t)(inst->neg & 7u) << 29;
    wr32(out, lo);
    wr32(out + 4, hi);
    *out_len = 8;
    if (have_lit) {
        wr32(out + 8, literal);
        *out_len = 12;
    }
    return VJ_OK;
}
