/* translate: translation through the context's cache (src/runtime/translate.c),
 * called by the public vj_translate and vj_translate_batch in pipeline.c. */
#ifndef VJ_RUNTIME_TRANSLATE_H
#define VJ_RUNTIME_TRANSLATE_H

#include <stddef.h>
#include <stdint.h>

#include "runtime/runtime.h"

/* Translate n blocks: cached ones are shared, the rest are built and given
 * JIT code in one compile (or a recorded reason why not), then cached. On
 * failure every out[i] is NULL and ctx holds the message (prefixed with
 * "block i: " when n > 1). Arguments already checked by the caller. */
vj_status vj_translate_cached(vj_context *ctx, const uint8_t *const *codes, const size_t *lens,
                              size_t n, vj_block **out);

#endif /* VJ_RUNTIME_TRANSLATE_H */
