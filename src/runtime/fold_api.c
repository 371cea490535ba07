/* fold_api: vj_fold_describe, the public face of the perm planner (src/ir/
 * permplan.c) for people reading selectors. It only plans and prints; it never
 * builds or runs a block. */
#include "config.h"

#include "ir/permplan.h"
#include "vop3jit.h"

vj_status vj_fold_describe(uint32_t selector, unsigned flags, char *buf, size_t size,
                           vj_fold_info *info)
{
    if (!buf || !size || (flags & ~VJ_FOLD_SAME_SOURCES))
        return VJ_ERR_ARG;
    vj_fold_plan plan;
    vj_fold_perm(selector, NULL, (flags & VJ_FOLD_SAME_SOURCES) != 0, &plan);
    int n = vj_fold_plan_text(&plan, buf, size);
    if (info) {
        info->ops = plan.ops;
        info->perm_cost = VJ_FOLD_PERM_COST;
        info->keeps_perm = plan.kind == VJ_FOLD_PERM;
    }
    return n >= 0 && (size_t)n < size ? VJ_OK : VJ_ERR_ARG;
}
