/* helper: vop3jit-compile, the program the library starts to run libgccjit
 * out of its process. It reads compile requests on stdin (a socket), checks
 * them as untrusted input (frame, counts, the IR verifier, the generator's
 * shape checks), writes one relocatable object per request and replies on
 * stdout. It exits on end of input, and dies with its parent. */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>
#ifdef HAVE_CLOSE_RANGE
#include <linux/close_range.h>
#endif

#include "jit/jit.h"
#include "jit/protocol.h"

/* Read or write exactly n bytes; 0 at end of input or on an error. The
 * socket is written with MSG_NOSIGNAL: a library gone away is EPIPE, not a
 * signal. */
static int io_full(int fd, uint8_t *p, size_t n, int writing)
{
    size_t done = 0;
    while (done < n) {
        ssize_t k = writing ? send(fd, p + done, n - done, MSG_NOSIGNAL)
                            : read(fd, p + done, n - done);
        if (k < 0 && writing && errno == ENOTSOCK)
            k = write(fd, p + done, n - done);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return 0;
        done += (size_t)k;
    }
    return 1;
}

/* The path must name a .o file; the library chose it in its own directory. */
static int plausible_path(const char *path)
{
    size_t n = strlen(path);
    return n > 2 && path[0] == '/' && strcmp(path + n - 2, ".o") == 0 && !strstr(path, "/../");
}

/* Serve one request; 0 when the conversation must end. */
static int serve(const uint8_t *p, size_t len)
{
    vj_jit_settings s;
    static char path[VJ_PROTO_MAX_PATH];
    vj_ir_block *blocks;
    size_t n;
    char why[200];
    if (!vj_proto_get_request(p, len, &s, path, &blocks, &n, why, sizeof why)) {
        fprintf(stderr, "vop3jit-compile: %s\n", why);
        return 0;
    }
    vj_proto_reply r = {0};
    r.n = n;
    r.ok = calloc(n, 1);
    r.why = calloc(n, sizeof *r.why);
    vj_jit_out *out = calloc(n, sizeof *out);
    const vj_ir_block **ptrs = calloc(n, sizeof *ptrs);
    size_t *which = calloc(n, sizeof *which);
    int keep = r.ok && r.why && out && ptrs && which;
    if (!keep)
        fprintf(stderr, "vop3jit-compile: out of memory\n");
    size_t m = 0;
    for (size_t k = 0; keep && k < n; k++) {
        char err[200];
        if (vj_ir_verify(&blocks[k], err, sizeof err) != VJ_OK)
            snprintf(r.why[k], sizeof r.why[k], "helper: invalid IR: %.170s", err);
        else {
            which[m] = k;
            ptrs[m++] = &blocks[k];
        }
    }
    if (keep && !plausible_path(path)) {
        snprintf(r.whole, sizeof r.whole, "helper: refused output path");
    } else if (keep && m) {
        vj_jit_compile_to_file(&s, ptrs, m, path, out, r.whole, sizeof r.whole, &r.report);
        r.split_worthy = r.report.failed != 0;
        for (size_t j = 0; j < m; j++) {
            r.ok[which[j]] = !r.whole[0] && !out[j].why[0];
            snprintf(r.why[which[j]], sizeof r.why[which[j]], "%s", out[j].why);
        }
    } else if (keep) {
        snprintf(r.whole, sizeof r.whole, "no valid block in the request");
    }
    /* Functions are named by their place among the blocks compiled, in
     * request order: the library counts the blocks marked ok the same way. */
    vj_buf reply = {0};
    int sent = keep && vj_proto_put_reply(&reply, &r) && io_full(1, reply.p, reply.len, 1);
    vj_buf_free(&reply);
    vj_proto_reply_free(&r);
    free(out);
    free(ptrs);
    free(which);
    for (size_t k = 0; k < n; k++)
        vj_ir_release(&blocks[k]);
    free(blocks);
    return sent;
}

int main(int argc, char **argv)
{
    /* Die with the library's process, and never outlive it unnoticed. */
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (argc == 3 && strcmp(argv[1], "--parent") == 0 && getppid() != (pid_t)atol(argv[2]))
        return 1;
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("vop3jit-compile %s, protocol %u\n", PACKAGE_VERSION, VJ_PROTO_VERSION);
        return 0;
    }
    if (argc != 3) {
        fprintf(stderr, "vop3jit-compile: started by libvop3jit, not by hand\n");
        return 2;
    }
#ifdef HAVE_CLOSE_RANGE
    close_range(3, ~0u, 0); /* a host's descriptors, should any have come through */
#endif
    /* A compile is background work: where cores are short, the host's own
     * threads (interpreting while this compiles) go first. */
    if (nice(5) == -1)
        perror("vop3jit-compile: nice");
    for (;;) {
        uint8_t head[VJ_PROTO_HEADER];
        uint32_t len;
        char why[200];
        if (!io_full(0, head, sizeof head, 0))
            return 0; /* the library closed the socket */
        if (!vj_proto_check_header(head, VJ_PROTO_REQUEST, &len, why, sizeof why)) {
            fprintf(stderr, "vop3jit-compile: %s\n", why);
            return 1;
        }
        uint8_t *p = malloc(len ? len : 1);
        if (!p || !io_full(0, p, len, 0)) {
            free(p);
            return 1;
        }
        int ok = serve(p, len);
        free(p);
        if (!ok)
            return 1;
    }
}
