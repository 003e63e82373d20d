/* run.c: one run, from its request to its answer: its files and pipes opened, the child
 * forked with vfork (its memory cgroup, descriptors, rlimits, privileges and seccomp filter
 * set, then exec), the output pipes emptied as they fill, the run watched for its time,
 * memory and output limits, then reaped with all it left and measured. README.md, "A run",
 * tells how. */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/securebits.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CPU_POLL_NS 10000000L  /* how often CPU time is read once it may be over the limit */
#define WAIT_SAMPLE_S 0.05     /* how often every thread's wait for a CPU is read in a long run */
#define DISCARD_PIPE_BYTES (1 << 20) /* the error pipe, once what comes is dropped */
#define BACKSTOP_FACTOR 10     /* wall time that stops a run whatever it waited for */

/* ---- the child: limits, privileges, seccomp filter, exec --------------------------------- */

static void set_limit(int resource, rlim_t value)
{
    struct rlimit l = {value, value};
    setrlimit(resource, &l);
}

/* Give up every privilege: an unprivileged uid of its own, or root of the user namespace
 * with no capability that could ever come back. */
static int drop_privileges(void)
{
    if (sandbox.in_userns) {
        struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
        struct __user_cap_data_struct none[2];
        memset(none, 0, sizeof none);
        for (int cap = 0; prctl(PR_CAPBSET_READ, cap, 0, 0, 0) >= 0; cap++)
            if (prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) < 0)
                return -1;
        /* Root that execs gains no capability, now or ever (locked). */
        int bits = SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP |
                   SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED;
        if (prctl(PR_SET_SECUREBITS, bits, 0, 0, 0) < 0 ||
            prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) < 0 ||
            syscall(SYS_capset, &header, none) < 0)
            return -1;
    } else if (sandbox.own_ids) { /* system calls themselves: glibc's wrappers look for threads */
        if (syscall(SYS_setgroups, 0, NULL) < 0 ||
            syscall(SYS_setresgid, sandbox.run_id, sandbox.run_id, sandbox.run_id) < 0 ||
            syscall(SYS_setresuid, sandbox.run_id, sandbox.run_id, sandbox.run_id) < 0)
            return -1;
    }
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
}

/* What a child that could not exec writes: its errno, and the step that failed. */
static volatile int exec_failure;
static const char *volatile failed_step;

/* In the child, which vfork() made (it shares the inner runner's memory, so it only makes
 * system calls; `env` is ready): enter the run's memory cgroup by its file `cgroup` (-1: none),
 * set everything up and exec `program` with standard input `input`, output `output` and
 * errors `errors`, keeping `program` open across the exec when `keep` (a script's interpreter
 * reads it as /dev/fd/3), its writes kept to its box by the Landlock ruleset `writes` (-1:
 * none), and dying with `parent`; if that fails, leave errno in exec_failure and the step in
 * failed_step, which the parent reads once the child has exited. */
static void start_program(const struct request *r, char **env, int input, int output,
                          int program, int keep, int errors, int cgroup, int writes,
                          pid_t parent)
{
    const char *step = "enter-cgroup";
    if (cgroup >= 0 && write(cgroup, "0", 1) != 1)
        goto failed;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    setsid();
    step = "set-descriptors";
    /* Above 9 first, so that placing one cannot overwrite another; the ruleset on 4, until
     * the child restricts itself with it. */
    int in = fcntl(input, F_DUPFD_CLOEXEC, 10), out = fcntl(output, F_DUPFD_CLOEXEC, 10);
    int err = fcntl(errors, F_DUPFD_CLOEXEC, 10), run = fcntl(program, F_DUPFD_CLOEXEC, 10);
    int rules = writes >= 0 ? fcntl(writes, F_DUPFD_CLOEXEC, 10) : -1;
    if (in < 0 || out < 0 || err < 0 || run < 0 || (writes >= 0 && rules < 0) ||
        chdir(sandbox.work_dir) < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 ||
        dup2(err, 2) < 0 || dup2(run, 3) < 0 || fcntl(3, F_SETFD, keep ? 0 : FD_CLOEXEC) < 0 ||
        (rules >= 0 && dup3(rules, 4, O_CLOEXEC) < 0) ||
        close_range(rules >= 0 ? 5 : 4, ~0u, 0) < 0)
        goto failed;
    set_limit(RLIMIT_CPU, (rlim_t)(r->cpu_ms / 1000 + 2));
    if (r->as_kib > 0)
        set_limit(RLIMIT_AS, (rlim_t)r->as_kib * 1024);
    if (r->memory_kib > 0)
        set_limit(RLIMIT_STACK, (rlim_t)r->memory_kib * 1024);
    set_limit(RLIMIT_FSIZE, (rlim_t)r->output_bytes);
    set_limit(RLIMIT_CORE, 0);
    /* Each open file is kernel memory no resident size shows; a run needs a handful. */
    set_limit(RLIMIT_NOFILE, OPEN_FILES);
    /* Each POSIX timer holds a queued signal, counted here: a run needs a few at most. */
    if (!r->forks)
        set_limit(RLIMIT_SIGPENDING, RUN_SIGNALS);
    /* The user namespace's root counts too: it is the runner. */
    if (sandbox.own_ids || sandbox.in_userns)
        set_limit(RLIMIT_NPROC, (rlim_t)r->tasks + sandbox.in_userns);
    /* The parent-death signal after the change of uid, which clears it; the parent may have
     * died already (then the child is reparented and no signal would come). */
    step = "drop-privileges";
    if (drop_privileges() < 0 || prctl(PR_SET_PDEATHSIG, SIGKILL) < 0)
        goto failed;
    if (getppid() != parent)
        _exit(127);
    step = "restrict-writes";
    if (rules >= 0 && (syscall(SYS_landlock_restrict_self, 4, 0) < 0 || close(4) < 0))
        goto failed;
    if (!r->forks)
        set_own_pid((pid_t)syscall(SYS_getpid));
    step = "install-filter";
    if (sandbox.filtered && install_filter(r->forks ? COMPILE_FILTER : RUN_FILTER) < 0)
        goto failed;
    step = "exec";
    fexecve(3, r->argv, env);
failed:
    failed_step = step;
    exec_failure = errno;
    _exit(127);
}

/* vfork() a child that runs start_program(); its pid, or -1. (A function of its own, so that
 * nothing of the caller lives in the frame the child shares.) */
static pid_t spawn(const struct request *r, char **env, int input, int output, int program,
                   int keep, int errors, int cgroup, int writes)
{
    pid_t parent = getpid();
    exec_failure = 0;
    pid_t pid = vfork();
    if (pid == 0)
        start_program(r, env, input, output, program, keep, errors, cgroup, writes, parent);
    return pid;
}

/* The environment of a run: the fixed one and the request's extras; free() it. */
static char **run_environment(const struct request *r)
{
    static char home[4400], tmp[4400];
    snprintf(home, sizeof home, "HOME=%s", sandbox.work_dir);
    snprintf(tmp, sizeof tmp, "TMPDIR=%s", sandbox.tmp_dir);
    char **env = calloc((size_t)r->envc + 5, sizeof *env);
    if (!env)
        return NULL;
    env[0] = "PATH=" RUN_PATH;
    env[1] = "LANG=C.UTF-8";
    env[2] = home;
    env[3] = tmp;
    memcpy(env + 4, r->env, (size_t)r->envc * sizeof *env);
    return env;
}

/* ---- the output pipes -------------------------------------------------------------------- */

/* A pipe a run writes into (standard output or error), which the inner runner empties as it
 * fills: splice moves the bytes to a memfd, or past what is kept to /dev/null, without a copy
 * through this process. */
struct stream {
    int pipe;     /* its read end, -1 once it is at its end */
    int file;     /* the memfd that keeps the first `keep` bytes */
    long kept, keep;
    int stops;    /* 1: a byte past `keep` stops the run (the output cap); 0: it is dropped */
    int widened;  /* its pipe was made larger, once bytes began to be dropped */
};

/* Empty the stream's pipe of what it holds now (a bounded number of times, so that a run that
 * writes without end cannot keep the runner here); close it at its end. 1 when a byte past
 * what it keeps came and it `stops`, else 0. */
static int drain(struct stream *s)
{
    for (int i = 0; i < 64 && s->pipe >= 0; i++) {
        long room = s->keep - s->kept;
        if (room <= 0 && s->stops) {
            close(s->pipe);
            s->pipe = -1;
            return 1;
        }
        ssize_t n = room > 0 ? splice(s->pipe, NULL, s->file, NULL, (size_t)room,
                                      SPLICE_F_NONBLOCK)
                             : splice(s->pipe, NULL, sandbox.discard_fd, NULL,
                                      DISCARD_PIPE_BYTES, SPLICE_F_NONBLOCK);
        if (n > 0 && room > 0) {
            s->kept += n;
        } else if (n > 0 && !s->widened) { /* fewer wake-ups for a run that writes much */
            fcntl(s->pipe, F_SETPIPE_SZ, DISCARD_PIPE_BYTES);
            s->widened = 1;
        } else if (n < 0 && errno == EAGAIN) {
            return 0;
        } else if (n == 0 || (n < 0 && errno != EINTR)) {
            close(s->pipe);
            s->pipe = -1;
        }
    }
    return 0;
}

/* ---- one run: started, watched, ended, answered ------------------------------------------ */

/* Kill every process the run left, and reap them all. */
static void end_run(pid_t pid)
{
    if (sandbox.isolated) {
        kill(-1, SIGKILL); /* from pid 1: everything in the namespace but itself */
        while (waitpid(-1, NULL, 0) > 0 || errno == EINTR)
            ;
    } else {
        kill(-pid, SIGKILL);
        end_descendants();
    }
}

/* One run, from its request to its answer. */
struct run {
    const struct request *r;
    int input;                /* a sealed copy of its standard input */
    int program, copied;      /* what fexecve runs; copied: a copy made of a script */
    int output[2], errors[2]; /* the pipes of its standard output and error */
    int writes;               /* a Landlock ruleset keeping its writes to its box, or -1 */
    char **env;
    struct run_memory memory; /* how its memory is counted */
    struct stream streams[2]; /* output, errors */
    pid_t pid;
    int exec_errno, killed;
    const char *failed_step;  /* the child's step that failed, with exec_errno */
    double start, cpu_limit, wall_limit, backstop; /* seconds */
    double waited, next_sample;                    /* its excused wait for a CPU, read when */
    struct run_clock clock;
    int status;               /* as wait4 gives it, once it has ended */
    struct rusage usage;
    double wall;
    long cleanup_us;          /* CPU time the runner spent removing what it left */
};

/* A step of a run's setup, named `name` (for the answer, should it fail), done when `ok`. */
#define STEP(name, ok) (*step = (name), (ok))

/* Ready the request `r` to run with the descriptors `fds` it came with: out[] gets the memfds
 * that will hold its output, its errors and, when a product is named, the product (-1 where
 * there is none); then a sealed copy of its input, its executable, its scratch with the files
 * placed, its environment and its pipes. 0, or -1 with errno, the step that failed in *step,
 * and all of it but out[] undone. */
static int open_run(struct run *run, const struct request *r, const int *fds, int *out,
                    const char **step)
{
    memset(run, 0, sizeof *run);
    run->r = r;
    run->input = run->program = run->writes = -1;
    run->output[0] = run->output[1] = run->errors[0] = run->errors[1] = -1;
    out[SENT_OUTPUT] = memfd_create("stdout", MFD_CLOEXEC);
    out[SENT_ERRORS] = memfd_create("stderr", MFD_CLOEXEC);
    out[SENT_PRODUCT] = *r->product_name ? memfd_create("product", MFD_CLOEXEC) : -1;
    if (!STEP("output-files", out[SENT_OUTPUT] >= 0 && out[SENT_ERRORS] >= 0 &&
                                  (!*r->product_name || out[SENT_PRODUCT] >= 0)) ||
        !STEP("copy-input", (run->input = sealed_copy(fds[GIVEN_INPUT])) >= 0) ||
        !STEP("copy-script", (run->program = executable_fd(fds[GIVEN_PROGRAM])) >= 0) ||
        !STEP("make-scratch", make_scratch(r) == 0) ||
        !STEP("environment", (run->env = run_environment(r)) != NULL) ||
        !STEP("place-files", place_files(r, fds + GIVEN_FILES) == 0) ||
        !STEP("make-pipes", pipe2(run->output, O_CLOEXEC) == 0 &&
                                pipe2(run->errors, O_CLOEXEC) == 0)) {
        int e = errno;
        int opened[] = {run->input, run->program != fds[GIVEN_PROGRAM] ? run->program : -1,
                        run->output[0], run->output[1], run->errors[0], run->errors[1]};
        close_all(opened, 6);
        free(run->env);
        remove_scratch();
        errno = e;
        return -1;
    }
    run->copied = run->program != fds[GIVEN_PROGRAM];
    run->writes = box_only_writes();
    /* A compilation's output is a message, like its errors: its first ERRORS_KEPT bytes are
     * kept, the rest dropped (an assembler's .print can write gigabytes of it). */
    run->streams[0] = r->forks ? (struct stream){run->output[0], out[SENT_OUTPUT], 0,
                                                 ERRORS_KEPT, 0, 0}
                               : (struct stream){run->output[0], out[SENT_OUTPUT], 0,
                                                 r->output_bytes + 1, 1, 0};
    run->streams[1] = (struct stream){run->errors[0], out[SENT_ERRORS], 0, ERRORS_KEPT, 0, 0};
    return 0;
}

/* Start the program, and close what only the child needed. Its pid (also in run->pid), or -1
 * with errno. */
static pid_t start_run(struct run *run)
{
    run->start = monotonic_s();
    run->pid = spawn(run->r, run->env, run->input, run->output[1], run->program, run->copied,
                     run->errors[1], run->memory.enter, run->writes);
    run->exec_errno = exec_failure; /* (the child has exec'd or exited by now) */
    run->failed_step = failed_step;
    memory_watched(&run->memory, run->pid);
    free(run->env);
    run->env = NULL;
    close(run->input);
    close_all(&run->writes, 1);
    if (run->copied)
        close(run->program);
    close(run->output[1]);
    close(run->errors[1]);
    return run->pid;
}

/* Why the running program must be stopped now (KILLED_FOR_TIME or KILLED_FOR_MEMORY), `elapsed`
 * seconds after it started; NOT_KILLED if no limit is reached. */
static int limit_reached(struct run *run, double elapsed)
{
    /* Read often enough that a thread that ends has little wait left unread. */
    if (elapsed - run->waited >= run->wall_limit || elapsed >= run->next_sample) {
        run->waited = excused_wait_s(run->pid, &run->clock, elapsed);
        run->next_sample = elapsed + WAIT_SAMPLE_S;
        count_mappings(&run->memory);
    }
    if (elapsed - run->waited >= run->wall_limit || elapsed >= run->backstop ||
        (elapsed >= run->cpu_limit && cpu_seconds_of(run->pid) > run->cpu_limit))
        return KILLED_FOR_TIME;
    if (memory_limit_reached(&run->memory))
        return KILLED_FOR_MEMORY;
    return NOT_KILLED;
}

/* How long the watch may sleep, `elapsed` seconds into the run (ns): until a limit could be
 * reached. The wall clock less the wait runs no faster than the wall clock, CPU time is read
 * often once it may be over, and polled memory every few milliseconds. */
static long sleep_ns(const struct run *run, double elapsed)
{
    if (run->killed)
        return 1000000000L; /* only its end is awaited */
    double wait_s = run->wall_limit - (elapsed - run->waited);
    if (elapsed < run->cpu_limit && run->cpu_limit - elapsed < wait_s)
        wait_s = run->cpu_limit - elapsed;
    if (run->next_sample - elapsed < wait_s)
        wait_s = run->next_sample - elapsed;
    long wait_ns = (long)(wait_s * 1e9);
    if (elapsed >= run->cpu_limit && wait_ns > CPU_POLL_NS)
        wait_ns = CPU_POLL_NS;
    long poll_ns = memory_poll_ns(&run->memory);
    if (poll_ns && wait_ns > poll_ns)
        wait_ns = poll_ns;
    return wait_ns < 1000000L ? 1000000L : wait_ns;
}

/* Sleep until the program ends (SIGCHLD), a pipe has bytes or `ns` have passed; then empty
 * the pipes, and stop the run if its output went past the cap. */
static void wait_for_news(struct run *run, long ns)
{
    struct timespec timeout = {ns / 1000000000L, ns % 1000000000L};
    struct pollfd ready[3] = {{sandbox.signals_fd, POLLIN, 0}};
    int watched = 1;
    for (int i = 0; i < 2; i++)
        if (run->streams[i].pipe >= 0)
            ready[watched++] = (struct pollfd){run->streams[i].pipe, POLLIN, 0};
    if (ppoll(ready, (nfds_t)watched, &timeout, NULL) > 0 && ready[0].revents) {
        struct signalfd_siginfo taken;
        while (read(sandbox.signals_fd, &taken, sizeof taken) == sizeof taken)
            ;
    }
    for (int i = 0; i < 2; i++)
        if (drain(&run->streams[i]) && !run->killed) {
            run->killed = KILLED_FOR_OUTPUT;
            kill(run->pid, SIGKILL);
        }
}

/* Watch the started program until it ends, stopping it at a limit (run->killed says which). */
static void watch_run(struct run *run)
{
    run->cpu_limit = run->r->cpu_ms / 1000.0;
    run->wall_limit = run->r->wall_ms / 1000.0;
    run->backstop = BACKSTOP_FACTOR * run->wall_limit;
    run->next_sample = WAIT_SAMPLE_S;
    for (;;) {
        /* WNOWAIT keeps the zombie, so that its pid cannot be reused before the kill. */
        siginfo_t info;
        info.si_pid = 0;
        if (waitid(P_PID, run->pid, &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
            info.si_pid == run->pid)
            return;
        double elapsed = monotonic_s() - run->start;
        if (!run->killed && (run->killed = limit_reached(run, elapsed)) != NOT_KILLED)
            kill(run->pid, SIGKILL);
        wait_for_news(run, sleep_ns(run, elapsed));
    }
}

/* The CPU time (microseconds) this thread of the runner has used so far. */
static long own_cpu_us(void)
{
    struct rusage u;
    getrusage(RUSAGE_THREAD, &u);
    return (long)(u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1000000L + u.ru_utime.tv_usec +
           u.ru_stime.tv_usec;
}

/* Once the program has ended: reap it, kill all it left, take the rest of its output and
 * its product (into `product`). Where runs are not isolated, remove its scratch folder and what
 * it left: its files are on this machine's disk, where nothing bounds them, and removing them
 * counts as the run's CPU and wall time. (An isolated run's scratch, of 1024 files and folders
 * at most, is removed once the answer is sent.) */
static void end_program(struct run *run, int product)
{
    wait4(run->pid, &run->status, 0, &run->usage);
    run->wall = monotonic_s() - run->start;
    count_files_left(&run->memory);
    end_run(run->pid);
    /* Every writer is gone now: what is left in the pipes (1 MiB at most) is soon moved. */
    for (int i = 0; i < 2; i++) {
        for (int rounds = 0; run->streams[i].pipe >= 0 && rounds < 64; rounds++)
            if (drain(&run->streams[i]) && !run->killed)
                run->killed = KILLED_FOR_OUTPUT;
        close_all(&run->streams[i].pipe, 1);
    }
    if (*run->r->product_name)
        take_product(run->r, product);
    if (sandbox.isolated)
        return;
    double started = monotonic_s();
    long used = own_cpu_us();
    remove_scratch();
    remove_leftovers();
    run->cleanup_us = own_cpu_us() - used;
    run->wall += monotonic_s() - started;
}

/* The answer of an ended run: how it ended, its CPU and wall time, its peak memory (a run that
 * reached the cgroup's limit is killed for memory) and why it was stopped. */
static void answer_of(struct run *run, struct answer *a)
{
    const struct rusage *u = &run->usage;
    int at_limit;
    a->peak_kib = memory_peak(&run->memory, run->usage.ru_maxrss, &at_limit);
    if (at_limit && !run->killed)
        run->killed = KILLED_FOR_MEMORY;
    a->cpu_us = (long)(u->ru_utime.tv_sec + u->ru_stime.tv_sec) * 1000000L +
                u->ru_utime.tv_usec + u->ru_stime.tv_usec + run->cleanup_us;
    a->wall_us = (long)(run->wall * 1e6);
    a->killed = run->killed;
    if (run->exec_errno)
        a->how = NOT_STARTED, a->value = run->exec_errno, a->step = run->failed_step;
    else if (WIFSIGNALED(run->status))
        a->how = ENDED_SIGNAL, a->value = WTERMSIG(run->status);
    else
        a->how = ENDED_EXIT, a->value = WEXITSTATUS(run->status);
}

/* Run one request. fds: its input, its program, the files to place. The answer goes into
 * `a` (but the sizes of the output and errors); out[] gets the memfds that hold its output,
 * its errors and, when a product is named, the product (-1 where there is none). */
void serve(const struct request *r, const int *fds, struct answer *a, int *out)
{
    struct run run;
    memset(a, 0, sizeof *a);
    if (open_run(&run, r, fds, out, &a->step) < 0) {
        a->how = NOT_STARTED, a->value = errno;
        return;
    }
    count_memory(&run.memory, r->memory_kib);
    if (start_run(&run) < 0) {
        a->how = NOT_STARTED, a->value = errno, a->step = "fork";
        close_all(run.output, 1);
        close_all(run.errors, 1);
        remove_scratch();
        return;
    }
    watch_run(&run);
    end_program(&run, out[SENT_PRODUCT]);
    answer_of(&run, a);
}
