/* runner.c: runs programs under limits, one request after another, for judge.py.
 *
 * judge.py compiles this file into build/judge-cache/ and keeps one runner alive per thread.
 * Every run is forked from this small process, so the peak resident size that wait4 reports is
 * the program's own, and no Python process has to fork per run.
 *
 * Request on standard input: one header line
 *     CPU_MS WALL_MS MEMORY_KIB LIMIT_AS RSS_KIB OUTPUT_BYTES ARGC
 * followed by NUL-terminated strings: input path, output path, error path, ARGC arguments.
 * The error file gets the first 64 KiB of the program's standard error, which the runner reads
 * from a pipe and drops beyond that, so that standard error never counts towards OUTPUT_BYTES.
 * Answer on standard output, one line:
 *     exit CODE | signal NUMBER | error ERRNO      then CPU_US WALL_US MAXRSS_KIB KILLED
 * KILLED is 1 when the runner stopped the program for time (CPU or wall clock), 2 when it
 * stopped it because its resident size reached RSS_KIB (0: no such watch).
 *
 * Each run: fork, own process group, rlimits (CPU as a backstop, AS at MEMORY_KIB when LIMIT_AS
 * is 1, FSIZE at OUTPUT_BYTES + 1, STACK at MEMORY_KIB, no core files), standard input from the
 * input file, output to its file, errors to the pipe, exec. The runner watches CPU time, wall
 * time and, when asked, resident size, and kills the whole process group when the program ends
 * or goes over a limit; then it kills and reaps whatever else the run left behind, so nothing
 * it started outlives the run. End of standard input ends the runner. SIGINT, SIGTERM (which
 * it also gets when the judge dies) or SIGHUP end it too, after ending the run the same way.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CPU_POLL_NS 10000000L /* how often CPU time is read once it may be over the limit */
#define RSS_POLL_NS 5000000L  /* how often resident size is read when it is watched */
#define ERRORS_KEPT 65536L    /* bytes of standard error written to the error file */

struct request {
    long cpu_ms, wall_ms, memory_kib, rss_kib, output_bytes;
    int limit_as, argc;
    char *input, *output, *errors;
    char **argv;
};

static double monotonic_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

/* CPU seconds (user + system) used so far by a live process, from /proc; -1 if unreadable. */
static double cpu_seconds_of(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    char *p = strrchr(buf, ')'); /* the command name may hold spaces */
    unsigned long utime, stime;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu",
                     &utime, &stime) != 2)
        return -1;
    return (double)(utime + stime) / sysconf(_SC_CLK_TCK);
}

/* Resident size (KiB) of a live process, from /proc; 0 if unreadable. */
static long resident_kib(pid_t pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/statm", (int)pid);
    FILE *f = fopen(path, "r");
    unsigned long pages = 0;
    if (!f)
        return 0;
    if (fscanf(f, "%*u %lu", &pages) != 1)
        pages = 0;
    fclose(f);
    return (long)(pages * (unsigned long)(sysconf(_SC_PAGESIZE) / 1024));
}

static char *read_field(void)
{
    char *s = NULL;
    size_t cap = 0;
    if (getdelim(&s, &cap, '\0', stdin) <= 0) {
        free(s);
        return NULL;
    }
    return s;
}

/* Read one request; 0 at end of input. A malformed request ends the runner. */
static int read_request(struct request *r)
{
    char *line = NULL;
    size_t cap = 0;
    if (getline(&line, &cap, stdin) <= 0) {
        free(line);
        return 0;
    }
    int ok = sscanf(line, "%ld %ld %ld %d %ld %ld %d", &r->cpu_ms, &r->wall_ms, &r->memory_kib,
                    &r->limit_as, &r->rss_kib, &r->output_bytes, &r->argc) == 7 &&
             r->argc >= 1;
    free(line);
    if (!ok)
        exit(2);
    r->input = read_field();
    r->output = read_field();
    r->errors = read_field();
    r->argv = calloc(r->argc + 1, sizeof *r->argv);
    if (!r->input || !r->output || !r->errors || !r->argv)
        exit(2);
    for (int i = 0; i < r->argc; i++)
        if (!(r->argv[i] = read_field()))
            exit(2);
    return 1;
}

static void free_request(struct request *r)
{
    for (int i = 0; i < r->argc; i++)
        free(r->argv[i]);
    free(r->argv);
    free(r->input);
    free(r->output);
    free(r->errors);
}

static void set_limit(int resource, rlim_t soft, rlim_t hard)
{
    struct rlimit l = {soft, hard};
    setrlimit(resource, &l);
}

static int redirect(const char *path, int flags, int target)
{
    int fd = open(path, flags, 0600);
    if (fd < 0)
        return -1;
    if (fd != target) {
        if (dup2(fd, target) < 0)
            return -1;
        close(fd);
    }
    return 0;
}

/* In the forked child: set everything up and exec; report errno on `report` if that fails.
 * Standard error goes to the pipe `errors`. */
static void start_program(const struct request *r, int report, int errors)
{
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (redirect(r->input, O_RDONLY, 0) < 0 ||
        redirect(r->output, O_WRONLY | O_CREAT | O_TRUNC, 1) < 0 || dup2(errors, 2) < 0)
        goto failed;
    rlim_t cpu_s = (rlim_t)(r->cpu_ms / 1000 + 2);
    set_limit(RLIMIT_CPU, cpu_s, cpu_s + 1);
    rlim_t memory = (rlim_t)r->memory_kib * 1024;
    if (r->limit_as)
        set_limit(RLIMIT_AS, memory, memory);
    set_limit(RLIMIT_STACK, memory, memory);
    set_limit(RLIMIT_FSIZE, (rlim_t)r->output_bytes + 1, (rlim_t)r->output_bytes + 1);
    set_limit(RLIMIT_CORE, 0, 0);
    execvp(r->argv[0], r->argv);
failed:;
    int e = errno;
    if (write(report, &e, sizeof e) < 0)
        _exit(126);
    _exit(127);
}

/* Kill and reap every process left to this runner: as a child subreaper it inherits all that a
 * run leaves behind, even what left the run's process group. */
static void end_descendants(void)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/children", (int)getpid());
    for (;;) {
        FILE *f = fopen(path, "r");
        int pid, found = 0;
        while (f && fscanf(f, "%d", &pid) == 1) {
            kill(pid, SIGKILL);
            found = 1;
        }
        if (f)
            fclose(f);
        if (waitpid(-1, NULL, found ? 0 : WNOHANG) <= 0 && !found)
            return;
    }
}

/* The signals that end the runner: blocked during a run, which is then ended first. */
static sigset_t stop_signals;
/* Reads SIGCHLD, and the stop signals while they are blocked. */
static int signals_fd;

/* Kill the run's process group and everything it left behind, reap them, and end the runner. */
static void stop(pid_t pid)
{
    kill(-pid, SIGKILL);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    end_descendants();
    exit(1);
}

/* Read what came on signals_fd; stop the run and the runner if a stop signal came. */
static void take_signals(pid_t pid)
{
    struct signalfd_siginfo info;
    while (read(signals_fd, &info, sizeof info) == sizeof info)
        if (info.ssi_signo != SIGCHLD)
            stop(pid);
}

/* Read once from the pipe `errors` (non-blocking) and write what came to `kept`, up to
 * ERRORS_KEPT bytes in all (*count so far), dropping the rest. 1 if something came, 0 if
 * nothing is there now, -1 once the pipe is at its end or broken. */
static int keep_errors(int errors, int kept, long *count)
{
    static char buf[65536];
    ssize_t n = read(errors, buf, sizeof buf);
    if (n < 0)
        return errno == EAGAIN || errno == EINTR ? 0 : -1;
    if (n == 0)
        return -1;
    long room = ERRORS_KEPT - *count;
    if (room > 0) {
        long taken = n < room ? (long)n : room;
        if (write(kept, buf, (size_t)taken) == taken)
            *count += taken;
        else
            *count = ERRORS_KEPT;
    }
    return 1;
}

static void serve(const struct request *r)
{
    int report[2], errors[2];
    if (pipe2(report, O_CLOEXEC) < 0) {
        printf("error %d 0 0 0 0\n", errno);
        return;
    }
    if (pipe2(errors, O_CLOEXEC) < 0) {
        printf("error %d 0 0 0 0\n", errno);
        close(report[0]);
        close(report[1]);
        return;
    }
    double start = monotonic_s();
    pid_t pid = fork();
    if (pid == 0)
        start_program(r, report[1], errors[1]);
    close(report[1]);
    close(errors[1]);
    if (pid < 0) {
        close(report[0]);
        close(errors[0]);
        printf("error %d 0 0 0 0\n", errno);
        return;
    }
    setpgid(pid, pid);
    fcntl(errors[0], F_SETFL, O_NONBLOCK);
    int kept = open(r->errors, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    long kept_count = kept < 0 ? ERRORS_KEPT : 0;
    int exec_errno = 0;
    if (read(report[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno)
        exec_errno = 0;
    close(report[0]);

    double cpu_limit = r->cpu_ms / 1000.0, wall_limit = r->wall_ms / 1000.0;
    int killed = 0, errors_open = 1;
    siginfo_t info;
    for (;;) {
        /* WNOWAIT keeps the zombie, so its pid (the group id) cannot be reused before the kill. */
        info.si_pid = 0;
        if (waitid(P_PID, pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid)
            break;
        double elapsed = monotonic_s() - start;
        if (!killed) {
            if (elapsed >= wall_limit || (elapsed >= cpu_limit && cpu_seconds_of(pid) > cpu_limit))
                killed = 1;
            else if (r->rss_kib > 0 && resident_kib(pid) >= r->rss_kib)
                killed = 2;
            if (killed) {
                kill(-pid, SIGKILL);
                kill(pid, SIGKILL);
            }
        }
        double wait_s = killed ? 1.0 : elapsed < cpu_limit ? cpu_limit - elapsed : 0.0;
        if (!killed && wall_limit - elapsed < wait_s)
            wait_s = wall_limit - elapsed;
        long wait_ns = (long)(wait_s * 1e9);
        if (!killed && elapsed >= cpu_limit && wait_ns > CPU_POLL_NS)
            wait_ns = CPU_POLL_NS;
        if (!killed && r->rss_kib > 0 && wait_ns > RSS_POLL_NS)
            wait_ns = RSS_POLL_NS;
        if (wait_ns < 1000000L)
            wait_ns = 1000000L;
        struct timespec timeout = {wait_ns / 1000000000L, wait_ns % 1000000000L};
        struct pollfd ready[2] = {{signals_fd, POLLIN, 0}, {errors[0], POLLIN, 0}};
        if (ppoll(ready, errors_open ? 2 : 1, &timeout, NULL) > 0) {
            if (ready[0].revents)
                take_signals(pid);
            if (errors_open && ready[1].revents)
                errors_open = keep_errors(errors[0], kept, &kept_count) >= 0;
        }
    }
    kill(-pid, SIGKILL);
    int status = 0;
    struct rusage usage;
    memset(&usage, 0, sizeof usage);
    wait4(pid, &status, 0, &usage);
    double wall = monotonic_s() - start;
    end_descendants();
    /* Every writer is gone now: what is left in the pipe (1 MiB at most) is soon read. */
    for (int i = 0; errors_open && i < 256 && keep_errors(errors[0], kept, &kept_count) > 0; i++)
        ;
    close(errors[0]);
    if (kept >= 0)
        close(kept);
    long cpu_us = (long)(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000L +
                  usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    if (exec_errno)
        printf("error %d", exec_errno);
    else if (WIFSIGNALED(status))
        printf("signal %d", WTERMSIG(status));
    else
        printf("exit %d", WEXITSTATUS(status));
    printf(" %ld %ld %ld %d\n", cpu_us, (long)(wall * 1e6), usage.ru_maxrss, killed);
}

int main(void)
{
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    sigaddset(&stop_signals, SIGHUP);
    pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent)
        return 0;
    /* Orphans of a run are reparented here and reaped, instead of piling up elsewhere. */
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    sigset_t awaited = stop_signals;
    sigaddset(&awaited, SIGCHLD);
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    signals_fd = signalfd(-1, &awaited, SFD_NONBLOCK | SFD_CLOEXEC);
    if (signals_fd < 0)
        return 2;
    struct request r;
    while (read_request(&r)) {
        sigprocmask(SIG_BLOCK, &stop_signals, NULL);
        serve(&r);
        fflush(stdout);
        /* A stop signal that came late in the run ends the runner here, the run cleaned up. */
        sigprocmask(SIG_UNBLOCK, &stop_signals, NULL);
        free_request(&r);
    }
    return 0;
}
