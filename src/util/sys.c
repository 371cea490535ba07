/* sys: the monotonic clock and the asynchronous-signal mask (sys.h). */
#include "config.h"

#include <pthread.h>
#include <stddef.h>
#include <time.h>

#include "util/sys.h"

double vj_now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void vj_block_async_signals(sigset_t *old)
{
    sigset_t async_sigs;
    sigfillset(&async_sigs);
    static const int sync_sigs[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGABRT};
    for (size_t k = 0; k < sizeof sync_sigs / sizeof sync_sigs[0]; k++)
        sigdelset(&async_sigs, sync_sigs[k]);
    pthread_sigmask(SIG_BLOCK, &async_sigs, old);
}
