/* targets: the target table (names, aliases, family, default wave size) and
 * the instruction table generated from insts.def. Data only. */
#include "config.h"

#include <strings.h>

#include "frontend/frontend.h"

static const struct {
    const char *name;
    const char *alias;
    vj_family family;
} targets[VJ_TARGET_COUNT] = {
    [VJ_GFX908] = {"gfx908", "cdna1", VJ_FAM_GFX9},
    [VJ_GFX90A] = {"gfx90a", "cdna2", VJ_FAM_GFX9},
    [VJ_GFX942] = {"gfx942", "cdna3", VJ_FAM_GFX9},
    [VJ_GFX950] = {"gfx950", "cdna4", VJ_FAM_GFX9},
    [VJ_GFX1010] = {"gfx1010", "rdna1", VJ_FAM_GFX10},
    [VJ_GFX1030] = {"gfx1030", "rdna2", VJ_FAM_GFX10},
    [VJ_GFX1100] = {"gfx1100", "rdna3", VJ_FAM_GFX11},
    [VJ_GFX1150] = {"gfx1150", "rdna3.5", VJ_FAM_GFX11},
    [VJ_GFX1200] = {"gfx1200", "rdna4", VJ_FAM_GFX12},
    [VJ_GFX1250] = {"gfx1250", "cdna5", VJ_FAM_GFX12},
};

const vj_inst_info vj_inst_table[VJ_I_COUNT] = {
#define X(id, nm, sh, g9, g10, g11, g12) [VJ_I_##id] = {nm, sh, {g9, g10, g11, g12}},
#include "frontend/insts.def"
#undef X
};

static const unsigned inst_flags[VJ_I_COUNT] = {
#define VJ_INST_PROPS(id, fl, n12) [VJ_I_##id] = (fl),
#include "frontend/insts.def"
#undef VJ_INST_PROPS
};

static const char *const inst_name12[VJ_I_COUNT] = {
#define VJ_INST_PROPS(id, fl, n12) [VJ_I_##id] = (n12),
#include "frontend/insts.def"
#undef VJ_INST_PROPS
};

const char *vj_inst_name(vj_inst_id id, vj_family family)
{
    if (family == VJ_FAM_GFX12 && inst_name12[id])
        return inst_name12[id];
    return vj_inst_table[id].name;
}

unsigned vj_inst_flags(vj_inst_id id)
{
    return inst_flags[id];
}

vj_inst_id vj_inst_by_opcode(vj_family family, unsigned opcode)
{
    for (unsigned i = 0; i < VJ_I_COUNT; i++)
        if (vj_inst_table[i].opcode[family] == (int)opcode)
            return (vj_inst_id)i;
    return VJ_I_COUNT;
}

vj_status vj_target_parse(const char *name, vj_target *out)
{
    if (!name || !out)
        return VJ_ERR_ARG;
    for (unsigned i = 0; i < VJ_TARGET_COUNT; i++) {
        if (strcasecmp(name, targets[i].name) == 0 || strcasecmp(name, targets[i].alias) == 0) {
            *out = (vj_target)i;
            return VJ_OK;
        }
    }
    return VJ_ERR_TARGET;
}

const char *vj_target_name(vj_target target)
{
    if ((unsigned)target >= VJ_TARGET_COUNT)
        return NULL;
    return targets[target].name;
}

vj_family vj_target_family(vj_target target)
{
    return targets[target].family;
}

unsigned vj_target_default_wave(vj_target target)
{
    if ((unsigned)target >= VJ_TARGET_COUNT)
        return 0;
    return targets[target].family == VJ_FAM_GFX9 ? 64 : 32;
}

unsigned vj_shape_nsrc(vj_shape shape)
{
    switch (shape) {
    case VJ_SHAPE_V_V:
        return 1;
    case VJ_SHAPE_V_VV:
    case VJ_SHAPE_W_VW:
        return 2;
    case VJ_SHAPE_V_VVV:
    case VJ_SHAPE_V_VVM:
        return 3;
    }
    return 0;
}
