/* inner.c: the inner runner, which serves the judge: it becomes the sandbox's pid 1 (or a plain
 * child where runs are not isolated), installs its own seccomp filter, then takes the requests
 * on the judge's socket one after another, with the descriptors they come with, runs each and
 * sends its answer with the memfds of its output. README.md, "The two processes", tells how. */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

/* Send `data` with the descriptors fds[0..nfds) over the socket `link`; 0 or -1. */
static int send_with_fds(int link, const char *data, size_t size, const int *fds, int nfds)
{
    char control[CMSG_SPACE(sizeof(int) * 3)] = {0};
    struct iovec iov = {(void *)data, size};
    struct msghdr m = {0};
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    if (nfds > 0) {
        m.msg_control = control;
        m.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)nfds);
        struct cmsghdr *c = CMSG_FIRSTHDR(&m);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)nfds);
        memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)nfds);
    }
    return sendmsg(link, &m, MSG_NOSIGNAL) == (ssize_t)size ? 0 : -1;
}

/* Receive a request into `data`, its descriptors into `fds`: its size, 0 at the end, -1 on
 * error. A request that is too large, or has too many descriptors, is refused: then
 * a->how is NOT_STARTED (and what did come is received). */
static ssize_t receive_request(int link, char *data, size_t size, int *fds, int *nfds,
                               struct answer *a)
{
    char control[CMSG_SPACE(sizeof(int) * (MAX_FILES + 2))];
    struct iovec iov = {data, size};
    struct msghdr m = {0};
    m.msg_iov = &iov;
    m.msg_iovlen = 1;
    m.msg_control = control;
    m.msg_controllen = sizeof control;
    ssize_t n = recvmsg(link, &m, MSG_CMSG_CLOEXEC);
    *nfds = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&m); n > 0 && c; c = CMSG_NXTHDR(&m, c))
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
            close_all(fds, *nfds);
            *nfds = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            memcpy(fds, CMSG_DATA(c), sizeof(int) * (size_t)*nfds);
        }
    memset(a, 0, sizeof *a);
    if (n > 0 && m.msg_flags & MSG_TRUNC) {
        a->how = NOT_STARTED, a->step = "request", a->value = EMSGSIZE;
        snprintf(a->why, sizeof a->why, "more than %d bytes", MAX_REQUEST);
    } else if (n > 0 && m.msg_flags & MSG_CTRUNC) {
        a->how = NOT_STARTED, a->step = "request", a->value = E2BIG;
        snprintf(a->why, sizeof a->why, "more than %d files", MAX_FILES);
    }
    return n;
}

/* Send the answer `a` of a request, with the sizes of the output and errors added, and the
 * memfds out[] that hold them (and the product); none when the run did not start. out[] is
 * closed then. 0, or -1 if it cannot be sent. */
static int send_answer(int link, struct answer *a, int *out)
{
    char text[1024];
    int sent = 2 + (out[SENT_PRODUCT] >= 0);
    if (a->how == NOT_STARTED) {
        close_all(out, 3);
        sent = 0;
    } else {
        struct stat output, errors;
        if (fstat(out[SENT_OUTPUT], &output) < 0 || fstat(out[SENT_ERRORS], &errors) < 0)
            return -1;
        a->output_bytes = (long)output.st_size;
        a->errors_bytes = (long)errors.st_size;
    }
    write_answer(a, text, sizeof text);
    if (send_with_fds(link, text, strlen(text), out, sent) < 0)
        return -1;
    close_all(out, sent);
    return 0;
}

/* Read the request data[0..n), which came with the descriptors fds[0..nfds), and run it: its
 * answer into `a`, out[] as serve() leaves it. */
static void answer_request(char *data, size_t n, const int *fds, int nfds, struct answer *a,
                           int *out)
{
    struct request r;
    if (read_request(data, n, &r, a->why, sizeof a->why) == 0 && nfds == 2 + r.nfiles) {
        serve(&r, fds, a, out);
    } else {
        if (!*a->why)
            snprintf(a->why, sizeof a->why, "%d files given, %d named", nfds - 2, r.nfiles);
        a->how = NOT_STARTED, a->step = "request", a->value = EINVAL;
    }
    free_request(&r);
}

/* Serve the requests that come on the socket `link`, one after another, until it ends. A
 * request that cannot be read is answered with an error (step "request"), and the next is
 * served. */
static void serve_requests(int link)
{
    static char data[MAX_REQUEST + 1];
    int fds[MAX_FILES + 2], nfds;
    ssize_t n;
    struct answer answer;
    while ((n = receive_request(link, data, MAX_REQUEST, fds, &nfds, &answer)) > 0) {
        int out[3] = {-1, -1, -1};
        data[n] = '\0';
        if (answer.how != NOT_STARTED) /* (else it was refused as it came) */
            answer_request(data, (size_t)n, fds, nfds, &answer, out);
        close_all(fds, nfds);
        if (send_answer(link, &answer, out) < 0)
            _exit(2);
        remove_scratch(); /* the run's, if it is still there: while the judge reads the answer */
    }
    _exit(0);
}

/* Become the inner runner: build the sandbox if asked, and say on `status_link` how it went
 * ("ok", or what could not be done, and then exit); give up what runs must not reach, install
 * the inner runner's filter, and take SIGCHLD on signals_fd. */
static void become_inner(int status_link, int isolate, uid_t outer_uid, gid_t outer_gid,
                         pid_t outer)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    sandbox.discard_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (sandbox.discard_fd < 0 || dup2(sandbox.discard_fd, 0) < 0 ||
        dup2(sandbox.discard_fd, 1) < 0)
        _exit(2);
    umask(022);
    char status[512] = "ok";
    const char *step = "";
    sandbox.in_userns = isolate && outer_uid != 0;
    sandbox.own_ids = !sandbox.in_userns && geteuid() == 0;
    sandbox.run_id = sandbox.in_userns ? 0
                     : sandbox.own_ids ? RUN_ID_BASE + (uid_t)outer : geteuid();
    if (isolate && build_sandbox(outer_uid, outer_gid, &step) < 0) {
        snprintf(status, sizeof status, "cannot %s: %s", step, strerror(errno));
        if (send(status_link, status, strlen(status), MSG_NOSIGNAL) < 0)
            _exit(2);
        _exit(1);
    }
    sandbox.isolated = isolate;
    if (!sandbox.isolated)
        prctl(PR_SET_CHILD_SUBREAPER, 1);
    prctl(PR_SET_DUMPABLE, 0); /* no run may look into this process through /proc */
    if (sandbox.filtered && (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
                             install_filter(RUNNER_FILTER) < 0))
        _exit(2); /* (probe_filter found that the kernel takes it) */
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    sandbox.signals_fd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
    if (sandbox.signals_fd < 0 || send(status_link, status, strlen(status), MSG_NOSIGNAL) < 0)
        _exit(2);
    close(status_link);
}

/* The inner runner: build the sandbox if asked, say on `status_link` how it went, then serve
 * the requests that come on the socket `link`. */
void inner_main(int status_link, int link, int isolate, uid_t outer_uid, gid_t outer_gid,
                pid_t outer)
{
    become_inner(status_link, isolate, outer_uid, outer_gid, outer);
    serve_requests(link);
}
