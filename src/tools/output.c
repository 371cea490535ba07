/* output: the program's standard streams. Every write to standard output
 * is checked and the first failure's errno kept, so that the end of main
 * can say what was lost and exit 1; no subcommand checks its own prints. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tools/cli.h"

/* The first write or close of fd 1 that failed (0: none). Kept because
 * stdio keeps only a flag: by the final flush, errno says something else. */
static int out_errno;

/* Write all of buf to fd 1. After a failure nothing more is written (a later
 * part after a gap would only hide the loss); stdio sees a short count and
 * sets the stream's error flag. */
static ssize_t out_write(void *cookie, const char *buf, size_t size)
{
    (void)cookie;
    size_t done = 0;
    while (done < size && !out_errno) {
        ssize_t n = write(STDOUT_FILENO, buf + done, size - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            out_errno = n < 0 ? errno : EIO;
        else
            done += (size_t)n;
    }
    return (ssize_t)done;
}

static int out_close(void *cookie)
{
    (void)cookie;
    if (close(STDOUT_FILENO) != 0 && !out_errno)
        out_errno = errno;
    return out_errno ? -1 : 0;
}

/* A descriptor 0, 1 or 2 the program was started without would be taken by
 * the next file it opens, and output meant for stdout would land in it (a
 * disk cache entry, say). Hold each with /dev/null, opened the wrong way
 * round so that using it fails as using a closed descriptor does. */
static void hold_closed_std_fds(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        int got = open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY);
        if (got >= 0 && got != fd) {
            dup2(got, fd);
            close(got);
        }
    }
}

void vj_cli_stdout_open(void)
{
    hold_closed_std_fds();
    static const cookie_io_functions_t io = {.write = out_write, .close = out_close};
    FILE *f = fopencookie(NULL, "w", io);
    if (!f)
        return; /* stdio's own stream then; vj_cli_stdout_close still sees its error flag */
    if (isatty(STDOUT_FILENO))
        setvbuf(f, NULL, _IOLBF, BUFSIZ);
    /* glibc's stdout is a variable a program may set (its manual, "Standard
     * Streams"): printf and every other writer now come through out_write. */
    stdout = f;
}

int vj_cli_stdout_close(int rc)
{
    int err = 0;
    if (fflush(stdout) != 0)
        err = errno ? errno : EIO;
    else if (ferror(stdout))
        err = EIO; /* an earlier write failed; only out_errno knows why */
    if (fclose(stdout) != 0 && !err)
        err = errno ? errno : EIO;
    if (!err)
        return rc;
    if (out_errno)
        err = out_errno;
    fprintf(stderr, "%s: error writing standard output: %s\n", vj_prog, strerror(err));
    return rc ? rc : 1;
}
