/* engine: struct vj_jit as compile.c and worker.c share it. Only src/jit
 * includes this file. */
#ifndef VJ_JIT_ENGINE_H
#define VJ_JIT_ENGINE_H

#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>

#include "jit/jit.h"

struct vj_jit {
    vj_jit_settings settings;
    int in_process;
    unsigned timeout_ms, recycle;
    char helper[PATH_MAX];
    atomic_long live;   /* code objects loaded and not yet released */
    atomic_int refs;    /* the creator's and one per code object */
    atomic_uint seq;    /* names the helpers' output files */
    /* Serialises in-process compiles, and guards dir. */
    pthread_mutex_t lock;
    char dir[PATH_MAX]; /* private (0700) directory for helper output; "" until made */
};

void vj_jit_retain(struct vj_jit *jit);

#endif /* VJ_JIT_ENGINE_H */
