/* sys: two small host facts more than one room needs: a monotonic clock and
 * the mask of asynchronous signals. Nothing else; no project types. */
#ifndef VJ_UTIL_SYS_H
#define VJ_UTIL_SYS_H

#include <signal.h>

/* CLOCK_MONOTONIC in seconds. */
double vj_now_seconds(void);

/* Block every asynchronous signal in the calling thread (the synchronous
 * ones, a fault's, stay deliverable), saving the old mask in *old when it is
 * not NULL. For threads that must not run a host's handlers, and around
 * libgccjit, whose driver exits when a signal interrupts its waits. */
void vj_block_async_signals(sigset_t *old);

#endif /* VJ_UTIL_SYS_H */
