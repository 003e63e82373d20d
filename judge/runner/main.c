/* main.c: the outer runner, which the judge starts: it reads its command line, chooses how
 * memory is counted, starts the inner runner (in the sandbox's namespaces, or as a plain
 * child), says on standard output how runs are isolated and counted, then only watches: the
 * judge's end, a signal or the inner runner's death end the runner and all it started.
 * README.md, "The two processes", tells how. */
#include "runner.h"
#include <errno.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

struct sandbox sandbox;

static pid_t inner;

/* Start the inner runner in new namespaces, serving the judge's socket `link` (uid, gid: the
 * judge's; self: this process). Its pid, or -1 with the reason in `why`. */
static pid_t start_isolated_inner(int link, uid_t uid, gid_t gid, pid_t self, char *why,
                                  size_t size)
{
    int pair[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) < 0)
        exit(2);
    long flags = CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS |
                 (uid != 0 ? CLONE_NEWUSER : 0) | SIGCHLD;
    pid_t pid = (pid_t)syscall(SYS_clone, flags, NULL, NULL, NULL, NULL);
    if (pid == 0) {
        close(pair[0]);
        inner_main(pair[1], link, 1, uid, gid, self);
    }
    close(pair[1]);
    ssize_t n = pid < 0 ? -1 : recv(pair[0], why, size - 1, 0);
    close(pair[0]);
    why[n > 0 ? n : 0] = '\0';
    if (n > 0 && strcmp(why, "ok") == 0)
        return pid;
    if (pid < 0)
        snprintf(why, size, "cannot create namespaces: %s", strerror(errno));
    else if (n <= 0)
        snprintf(why, size, "the sandbox could not be built");
    if (pid > 0)
        waitpid(pid, NULL, 0);
    return -1;
}

/* Start the inner runner as a plain child (runs not isolated), serving the socket `link`. */
static pid_t start_shared_inner(int link, uid_t uid, gid_t gid, pid_t self)
{
    int pair[2];
    char status[512];
    pid_t pid;
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) < 0 || (pid = fork()) < 0)
        exit(2);
    if (pid == 0) {
        close(pair[0]);
        inner_main(pair[1], link, 0, uid, gid, self);
    }
    close(pair[1]);
    if (recv(pair[0], status, sizeof status - 1, 0) <= 0)
        exit(2);
    close(pair[0]);
    return pid;
}

/* Start the inner runner, serving the judge's socket `link`; isolated when asked and the
 * kernel allows (it takes the seccomp filter, and the namespaces); counting memory as
 * `cgroup` asks (see setup_memory). The start lines for the judge go into `lines`: how runs
 * are isolated, how their memory is counted, and the runner's limits. */
static void start_inner(int link, int isolate, const char *cgroup, char *lines, size_t size)
{
    char memory_why[4800], why[512] = "";
    uid_t uid = geteuid();
    gid_t gid = getegid();
    pid_t self = getpid();
    build_filters();
    int filter_error = probe_filter();
    sandbox.filtered = filter_error == 0;
    setup_memory(cgroup, memory_why, sizeof memory_why);
    if (!sandbox.filtered)
        snprintf(why, sizeof why, "the kernel refuses the seccomp filter: %s",
                 strerror(filter_error));
    else if (!isolate)
        snprintf(why, sizeof why, "isolation is turned off");
    else
        inner = start_isolated_inner(link, uid, gid, self, why, sizeof why);
    *lines = '\0';
    put_field(lines, size, "isolation", inner > 0 ? "isolated" : "shared");
    put_field(lines, size, "forks", sandbox.filtered ? "refused" : "allowed");
    if (inner <= 0) {
        put_field(lines, size, "isolation-reason", why);
        if (uid != 0 && memory_in_cgroups()) { /* the cgroup's files are the run's own */
            drop_cgroup();
            snprintf(memory_why, sizeof memory_why,
                     "runs not isolated could change their cgroup");
        }
        inner = start_shared_inner(link, uid, gid, self);
    }
    put_memory_fields(lines, size, memory_why);
    put_limits(lines, size);
    size_t used = strlen(lines); /* an empty line ends them */
    snprintf(lines + used, size - used, "\n");
}

/* End the run in progress with all it started, and the runner, removing its folder (the
 * judge does too, unless it was killed). */
static void stop(int status)
{
    kill(inner, SIGKILL);
    end_descendants();
    remove_tree(sandbox.runner_dir);
    drop_cgroup();
    exit(status);
}

/* Read the command line into *link, *isolate and *cgroup (NULL, "off" or a folder): 0, or -1
 * if it is not `runner SOCKET_FD [--no-isolation] [--no-cgroup | --cgroup DIR]`. */
static int parse_arguments(int argc, char **argv, int *link, int *isolate, const char **cgroup)
{
    char *end = "";
    long number = argc >= 2 ? strtol(argv[1], &end, 10) : -1;
    if (number < 0 || *end)
        return -1;
    *link = (int)number;
    *isolate = 1;
    *cgroup = NULL;
    for (int i = 2; i < argc; i++)
        if (strcmp(argv[i], "--no-isolation") == 0)
            *isolate = 0;
        else if (strcmp(argv[i], "--no-cgroup") == 0)
            *cgroup = "off";
        else if (strcmp(argv[i], "--cgroup") == 0 && i + 1 < argc && *argv[i + 1] == '/')
            *cgroup = argv[++i];
        else
            return -1;
    return 0;
}

/* Wait, once the inner runner serves: the end of standard input, a signal of `signals` other
 * than SIGCHLD, or the inner runner's death ends the runner (see stop); the orphans of runs
 * that are not isolated are reaped meanwhile. */
static void watch_judge(int signals)
{
    for (;;) {
        struct pollfd ready[2] = {{0, POLLIN, 0}, {signals, POLLIN, 0}};
        if (poll(ready, 2, -1) < 0)
            continue;
        char byte;
        if (ready[0].revents && read(0, &byte, 1) <= 0)
            stop(0); /* the judge is done with this runner */
        struct signalfd_siginfo info;
        while (read(signals, &info, sizeof info) == sizeof info)
            if (info.ssi_signo != SIGCHLD)
                stop(1);
        int status;
        pid_t pid;
        while ((pid = waitpid(-1, &status, WNOHANG)) > 0) /* orphans of unisolated runs */
            if (pid == inner)
                stop(3); /* the inner runner died */
    }
}

int main(int argc, char **argv)
{
    int link, isolate;
    const char *cgroup;
    if (parse_arguments(argc, argv, &link, &isolate, &cgroup) < 0) {
        fprintf(stderr, "usage: runner SOCKET_FD [--no-isolation] [--no-cgroup | --cgroup DIR]\n");
        return 2;
    }
    pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent || !getcwd(sandbox.runner_dir, sizeof sandbox.runner_dir))
        return 0;
    prctl(PR_SET_CHILD_SUBREAPER, 1); /* orphans of the runs come here, to be killed */
    sigset_t awaited;
    sigemptyset(&awaited);
    sigaddset(&awaited, SIGINT);
    sigaddset(&awaited, SIGTERM);
    sigaddset(&awaited, SIGHUP);
    sigaddset(&awaited, SIGCHLD);
    sigprocmask(SIG_BLOCK, &awaited, NULL);
    char lines[6000];
    start_inner(link, isolate, cgroup, lines, sizeof lines);
    /* Where runs are not isolated they may have the judge's uid: none may open this process's
     * memory through /proc (the inner runner and the judge make themselves so too). Not before
     * the inner runner is made: a child inherits it, and one that is not dumpable cannot
     * write its user namespace's uid_map. */
    prctl(PR_SET_DUMPABLE, 0);
    close(link); /* the inner runner holds it: its end is the judge's sign it died */
    int signals = signalfd(-1, &awaited, SFD_NONBLOCK | SFD_CLOEXEC);
    if (signals < 0)
        stop(2);
    fputs(lines, stdout);
    fflush(stdout);
    watch_judge(signals);
}
