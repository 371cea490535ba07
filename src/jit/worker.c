/* worker: compiles batches through a helper process (vop3jit-compile) so
 * that libgccjit's exits, leaks, signal handling and hangs stay out of the
 * host. It starts the helper with posix_spawn (never fork of the host),
 * talks to it over a socket with a deadline, kills it (its whole process
 * group, assembler included) on a timeout, a cancel or a broken reply, and
 * loads only code the helper says it built, from our own directory. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "jit/engine.h"
#include "jit/protocol.h"

extern char **environ;

struct vj_jit_worker {
    struct vj_jit *jit; /* a reference */
    pid_t pid;          /* 0: no helper running */
    int fd;             /* our end of the socket; -1 with no helper */
    int err;            /* the read end of the helper's stderr; -1 with no helper */
    unsigned batches;   /* sent to this helper */
    char tail[160];     /* the start of what the helper wrote to stderr */
    vj_jit_sink sink;   /* who else wants the objects; built NULL for nobody */
};

void vj_jit_worker_set_sink(struct vj_jit_worker *w, const vj_jit_sink *sink)
{
    if (w)
        w->sink = sink ? *sink : (vj_jit_sink){NULL, NULL};
}

vj_status vj_jit_worker_new(struct vj_jit *jit, struct vj_jit_worker **out)
{
    if (!jit || !out)
        return VJ_ERR_ARG;
    struct vj_jit_worker *w = calloc(1, sizeof *w);
    if (!w)
        return VJ_ERR_NOMEM;
    w->jit = jit;
    vj_jit_retain(jit);
    w->fd = w->err = -1;
    *out = w;
    return VJ_OK;
}

/* Kill the helper's process group and reap the helper. */
static void stop_helper(struct vj_jit_worker *w)
{
    if (w->pid > 0) {
        kill(-w->pid, SIGKILL);
        kill(w->pid, SIGKILL);
        while (waitpid(w->pid, NULL, 0) < 0 && errno == EINTR)
            ;
    }
    if (w->fd >= 0)
        close(w->fd);
    if (w->err >= 0)
        close(w->err);
    w->pid = 0;
    w->fd = w->err = -1;
    w->batches = 0;
}

void vj_jit_worker_free(struct vj_jit_worker *w)
{
    if (!w)
        return;
    stop_helper(w);
    vj_jit_free(w->jit);
    free(w);
}

static int start_helper(struct vj_jit_worker *w, char *why, size_t size)
{
    int sv[2], ep[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        snprintf(why, size, "cannot make a socket for the compile helper: %s", strerror(errno));
        return 0;
    }
    if (pipe2(ep, O_CLOEXEC) != 0) {
        snprintf(why, size, "cannot make a pipe for the compile helper: %s", strerror(errno));
        close(sv[0]);
        close(sv[1]);
        return 0;
    }
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    posix_spawn_file_actions_init(&fa);
    posix_spawnattr_init(&at);
    /* The helper's stdin and stdout are the socket, its stderr our pipe;
     * every other descriptor is closed (ours are close-on-exec; a host's
     * may not be). */
    posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
    posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
    posix_spawn_file_actions_adddup2(&fa, ep[1], 2);
#ifdef HAVE_POSIX_SPAWN_FILE_ACTIONS_ADDCLOSEFROM_NP
    posix_spawn_file_actions_addclosefrom_np(&fa, 3);
#endif
    /* Its own process group, so a kill reaches its assembler too; default
     * signal dispositions and an empty mask, whatever the host set. */
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&at, &none);
    posix_spawnattr_setsigdefault(&at, &all);
    posix_spawnattr_setpgroup(&at, 0);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF |
                                      POSIX_SPAWN_SETPGROUP);
    char parent[24];
    snprintf(parent, sizeof parent, "%ld", (long)getpid());
    char *argv[] = {w->jit->helper, "--parent", parent, NULL};
    pid_t pid;
    int rc = posix_spawn(&pid, w->jit->helper, &fa, &at, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    close(sv[1]);
    close(ep[1]);
    if (rc != 0) {
        snprintf(why, size, "cannot start the compile helper %.100s: %s", w->jit->helper,
                 strerror(rc));
        close(sv[0]);
        close(ep[0]);
        return 0;
    }
    fcntl(sv[0], F_SETFL, fcntl(sv[0], F_GETFL) | O_NONBLOCK);
    fcntl(ep[0], F_SETFL, fcntl(ep[0], F_GETFL) | O_NONBLOCK);
    w->pid = pid;
    w->fd = sv[0];
    w->err = ep[0];
    w->batches = 0;
    w->tail[0] = '\0';
    return 1;
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

/* Keep the first bytes the helper wrote to stderr (its only use: a reason;
 * the compiler's first line says what went wrong), and read the rest away so
 * that the helper never blocks on a full pipe. */
static void drain_stderr(struct vj_jit_worker *w)
{
    char buf[512];
    ssize_t got;
    while (w->err >= 0 && (got = read(w->err, buf, sizeof buf)) > 0) {
        size_t have = strlen(w->tail), room = sizeof w->tail - 1 - have;
        size_t n = (size_t)got < room ? (size_t)got : room;
        memcpy(w->tail + have, buf, n);
        w->tail[have + n] = '\0';
    }
    for (char *c = w->tail; *c; c++)
        if (*c == '\n' || *c == '\r' || *c == '\t')
            *c = ' ';
}

/* How the helper ended, once it has, for a message. */
static void helper_end(struct vj_jit_worker *w, char *buf, size_t size)
{
    int status;
    pid_t r = waitpid(w->pid, &status, WNOHANG);
    if (r == 0) {
        usleep(20000); /* the socket closed first: give the exit a moment */
        r = waitpid(w->pid, &status, WNOHANG);
    }
    if (r == w->pid) {
        w->pid = 0; /* reaped: stop_helper must not signal a recycled pid */
        if (WIFSIGNALED(status))
            snprintf(buf, size, "killed by signal %d", WTERMSIG(status));
        else
            snprintf(buf, size, "exit status %d", WEXITSTATUS(status));
    } else {
        snprintf(buf, size, "closed its socket");
    }
}

enum io_result { IO_OK, IO_EOF, IO_TIMEOUT, IO_CANCEL, IO_ERROR };

/* Send or receive exactly n bytes before the deadline, watching cancel_fd. */
static enum io_result io_full(struct vj_jit_worker *w, uint8_t *p, size_t n, int sending,
                              double deadline, int cancel_fd)
{
    size_t done = 0;
    while (done < n) {
        ssize_t k = sending ? send(w->fd, p + done, n - done, MSG_NOSIGNAL)
                            : recv(w->fd, p + done, n - done, 0);
        if (k > 0) {
            done += (size_t)k;
            continue;
        }
        if (k == 0 && !sending)
            return IO_EOF;
        if (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            return errno == EPIPE || errno == ECONNRESET ? IO_EOF : IO_ERROR;
        double left = deadline - now_ms();
        if (left <= 0)
            return IO_TIMEOUT;
        struct pollfd pf[3] = {{w->fd, (short)(sending ? POLLOUT : POLLIN), 0},
                               {w->err, POLLIN, 0},
                               {cancel_fd, POLLIN, 0}};
        int np = cancel_fd >= 0 ? 3 : 2;
        int r = poll(pf, (nfds_t)np, left > 1e6 ? 1000000 : (int)left + 1);
        if (r < 0 && errno != EINTR)
            return IO_ERROR;
        if (np == 3 && (pf[2].revents & (POLLIN | POLLHUP)))
            return IO_CANCEL;
        if (pf[1].revents)
            drain_stderr(w);
        if (pf[1].revents & POLLHUP) {
            close(w->err);
            w->err = -1; /* poll ignores a negative fd from now on */
        }
    }
    return IO_OK;
}

static void fail_all(vj_jit_out *out, size_t n, const char *why)
{
    for (size_t k = 0; k < n; k++) {
        out[k].fn = NULL;
        out[k].code = NULL;
        snprintf(out[k].why, sizeof out[k].why, "%s", why);
    }
}

/* One request to the helper and its reply. Returns 1 when the helper
 * reported a whole-batch failure that splitting may get around. */
static int one_batch(struct vj_jit_worker *w, const vj_ir_block *const *blocks, size_t n,
                     vj_jit_out *out, vj_jit_report *rep, int cancel_fd, size_t base)
{
    char why[200] = "";
    struct vj_jit *jit = w->jit;
    fail_all(out, n, "");
    if (w->pid && w->batches >= jit->recycle)
        stop_helper(w); /* bounded: libgccjit's leaks stay in a helper that ends */
    char path[PATH_MAX + 16];
    if (!vj_jit_temp_path(jit, path, sizeof path, why, sizeof why) ||
        (!w->pid && !start_helper(w, why, sizeof why))) {
        rep->failed++;
        fail_all(out, n, why);
        return 0;
    }
    vj_buf req = {0};
    if (!vj_proto_put_request(&req, &jit->settings, path, blocks, n)) {
        vj_buf_free(&req);
        fail_all(out, n, "out of memory for a compile request");
        return 0;
    }
    w->batches++;
    double t0 = now_ms(), deadline = t0 + jit->timeout_ms;
    enum io_result io = io_full(w, req.p, req.len, 1, deadline, cancel_fd);
    vj_buf_free(&req);
    uint8_t head[VJ_PROTO_HEADER];
    uint8_t *payload = NULL;
    uint32_t plen = 0;
    if (io == IO_OK)
        io = io_full(w, head, sizeof head, 0, deadline, cancel_fd);
    if (io == IO_OK && !vj_proto_check_header(head, VJ_PROTO_REPLY, &plen, why, sizeof why))
        io = IO_ERROR;
    if (io == IO_OK && !(payload = malloc(plen ? plen : 1))) {
        snprintf(why, sizeof why, "out of memory for a helper reply");
        io = IO_ERROR;
    }
    if (io == IO_OK)
        io = io_full(w, payload, plen, 0, deadline, cancel_fd);
    rep->seconds += (now_ms() - t0) * 1e-3;
    rep->compiles++;
    vj_proto_reply r;
    if (io == IO_OK && !vj_proto_get_reply(payload, plen, n, &r, why, sizeof why))
        io = IO_ERROR;
    free(payload);
    if (io != IO_OK) {
        char end[64] = "";
        drain_stderr(w);
        if (io == IO_EOF)
            helper_end(w, end, sizeof end);
        if (io == IO_TIMEOUT)
            snprintf(why, sizeof why, "compile timed out after %u ms; helper killed",
                     jit->timeout_ms);
        else if (io == IO_CANCEL)
            snprintf(why, sizeof why, "compile cancelled");
        else if (io == IO_EOF)
            snprintf(why, sizeof why, "compile helper failed (%.40s)%s%.100s", end,
                     w->tail[0] ? ": " : "", w->tail);
        else if (!why[0])
            snprintf(why, sizeof why, "compile helper: %s", strerror(errno));
        stop_helper(w);
        unlink(path);
        rep->failed++;
        fail_all(out, n, why);
        return 0;
    }
    int split = 0;
    if (r.whole[0]) {
        rep->failed++;
        split = r.split_worthy && n > 1;
        fail_all(out, n, r.whole);
    } else {
        for (size_t k = 0; k < n; k++)
            if (!r.ok[k])
                snprintf(out[k].why, sizeof out[k].why, "%s", r.why[k]);
        if (vj_jit_load_file(jit, path, n, r.ok, out, why, sizeof why) != VJ_OK) {
            for (size_t k = 0; k < n; k++)
                if (r.ok[k])
                    snprintf(out[k].why, sizeof out[k].why, "%s", why[0] ? why : "no memory");
        } else if (w->sink.built) {
            size_t which[n ? n : 1], m = 0;
            for (size_t k = 0; k < n; k++)
                if (r.ok[k])
                    which[m++] = base + k;
            w->sink.built(w->sink.arg, path, which, m);
        }
    }
    unlink(path); /* loaded or not: the mapping outlives the name */
    vj_proto_reply_free(&r);
    return split;
}

static void split_batches(struct vj_jit_worker *w, const vj_ir_block *const *blocks, size_t n,
                          vj_jit_out *out, vj_jit_report *rep, int cancel_fd, size_t base)
{
    if (n == 0)
        return;
    if (one_batch(w, blocks, n, out, rep, cancel_fd, base)) {
        split_batches(w, blocks, n / 2, out, rep, cancel_fd, base);
        split_batches(w, blocks + n / 2, n - n / 2, out + n / 2, rep, cancel_fd, base + n / 2);
    }
}

/* In process with a sink (a disk cache): compiled to an object file, as
 * the helper does, so that the sink can store it; loaded from it. Without
 * a temporary file, or when the batch fails as a whole, compiled in memory
 * as without a sink (not stored; the in-memory path splits the batch). */
static vj_status in_process_to_file(struct vj_jit_worker *w, const vj_ir_block *const *blocks,
                                    size_t n, vj_jit_out *out, vj_jit_report *rep)
{
    struct vj_jit *jit = w->jit;
    char why[200] = "", whole[200] = "";
    char path[PATH_MAX + 16];
    uint8_t *ok = malloc(n);
    if (!ok || !vj_jit_temp_path(jit, path, sizeof path, why, sizeof why)) {
        free(ok);
        return vj_jit_compile(jit, blocks, n, out, rep);
    }
    fail_all(out, n, "");
    vj_status st = vj_jit_compile_to_file(&jit->settings, blocks, n, path, out, whole,
                                          sizeof whole, rep);
    if (st != VJ_OK || whole[0]) {
        unlink(path);
        free(ok);
        double spent = rep->seconds;
        st = vj_jit_compile(jit, blocks, n, out, rep);
        rep->seconds += spent;
        rep->compiles++;
        return st;
    }
    size_t which[n], m = 0;
    for (size_t k = 0; k < n; k++)
        ok[k] = !out[k].why[0];
    if (vj_jit_load_file(jit, path, n, ok, out, why, sizeof why) != VJ_OK) {
        for (size_t k = 0; k < n; k++)
            if (ok[k])
                snprintf(out[k].why, sizeof out[k].why, "%s", why[0] ? why : "no memory");
    } else {
        for (size_t k = 0; k < n; k++)
            if (ok[k])
                which[m++] = k;
        w->sink.built(w->sink.arg, path, which, m);
    }
    unlink(path); /* loaded or not: the mapping outlives the name */
    free(ok);
    return VJ_OK;
}

vj_status vj_jit_worker_compile(struct vj_jit_worker *w, const vj_ir_block *const *blocks,
                                size_t n, vj_jit_out *out, vj_jit_report *report, int cancel_fd)
{
    if (!w || (n && (!blocks || !out)) || !report)
        return VJ_ERR_ARG;
    memset(report, 0, sizeof *report);
    if (n == 0)
        return VJ_OK;
    if (w->jit->in_process)
        return w->sink.built ? in_process_to_file(w, blocks, n, out, report)
                             : vj_jit_compile(w->jit, blocks, n, out, report);
    split_batches(w, blocks, n, out, report, cancel_fd, 0);
    return VJ_OK;
}
