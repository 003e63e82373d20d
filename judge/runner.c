/* runner.c: runs programs for the judge in a sandbox, under limits, one request after another.
 *
 *     runner SOCKET_FD [--no-isolation] [--no-cgroup | --cgroup DIR]
 *
 * The judge's sandbox client (judge/lib/sandbox.py) compiles this file into build/judge-cache/
 * and keeps one runner alive per thread. A runner is two processes. The outer one, which the
 * client starts, creates the inner one once, in new user (when not root), mount, PID, network,
 * IPC and UTS namespaces: it is pid 1 there, and its root is a read-only tmpfs holding only
 * read-only binds of /usr (with the merged-usr links /bin, /lib, ...), /etc, five devices
 * (null, zero, full, random, urandom) and a /proc of its own PID namespace; the network
 * namespace has nothing in it, not even a loopback that is up. The inner runner takes the
 * requests on the socket SOCKET_FD, with the open files they need (SCM_RIGHTS), and forks each
 * program from there. Where the kernel refuses any of this, the inner process is a plain child
 * and runs are not isolated; the rest works the same. The outer runner writes two lines on
 * standard output: how runs are isolated, "isolated forks-refused" or "shared FORKS REASON"
 * (FORKS: forks-refused where the kernel takes the seccomp filter, else forks-allowed), then
 * how memory is counted, "cgroup-v1 FOLDER", "cgroup-v2 FOLDER" or "polled REASON" (below); and
 * then only waits: the end of its standard input, or SIGTERM, SIGINT or SIGHUP (it gets SIGTERM
 * when the judge dies), kill the inner runner, the run in progress and all it started; so does
 * the inner runner's death; then it removes its working directory, the runner's private folder,
 * and its cgroup folder. --no-isolation skips the namespaces; --no-cgroup polls memory;
 * --cgroup DIR makes the cgroup folder in DIR.
 *
 * A run: a tmpfs (SCRATCH_KIB in size) on /box with /box/work, the working directory and
 * HOME, and /box/tmp, which /tmp points to; removed when the run ends, or, when the run left
 * it exactly as it was made (the placed files removed), left to the next. Standard input is a
 * sealed memfd copy of the input; standard output and error are pipes that the inner runner
 * empties as they fill, with splice (no copy through it), into memfds: at most OUTPUT_BYTES
 * + 1 bytes of output (one more stops the run), the first 64 KiB of errors (the rest goes to
 * /dev/null, through a pipe widened to 1 MiB). The program runs as an unprivileged uid and
 * gid of its own (2000000000 + the runner's pid; as root of the user namespace, with no
 * capability, when the judge is not root), with PR_SET_NO_NEW_PRIVS, a clean environment
 * (PATH, LANG, HOME, TMPDIR, and the request's extras), rlimits (CPU as a backstop, STACK at
 * the memory limit, FSIZE at OUTPUT_BYTES, no core, NOFILE at OPEN_FILES, NPROC at TASKS,
 * AS only when asked) and seccomp filters. The inner runner's own, which every run and
 * compilation inherits, refuses namespace changes, ptrace, keyrings, BPF, perf, userfaultfd,
 * io_uring, System V and POSIX message-queue IPC (clone3 says ENOSYS, so threads fall back to
 * clone); a run's and a compilation's refuse mounts. The filter of a run (FORKS 0; a
 * compilation's is FORKS 1) also refuses, with EPERM: a new process (clone without
 * CLONE_THREAD, fork, vfork); what holds memory outside the resident set (sockets, memfds,
 * pipes, epoll, inotify and fanotify instances, shared mappings but of standard input) or
 * could put another file on fd 0; and any call that acts on a process other than the run
 * itself (its pid, written into the filter by the child, or 0). The program is pid 2 or
 * more: pid 1 is the inner runner, which reaps everything and kills all that is left in the
 * namespace when the run ends.
 *
 * Limits: CPU time (user + system, all threads) over CPU_MS, or wall time over WALL_MS once
 * the time its threads waited for a CPU (their run-queue delays, /proc/PID/task/TID/schedstat,
 * read every 50 ms, so that a thread that ends leaves little unread) is taken off, or wall
 * time over 10 x WALL_MS whatever the reason, stop it for time. Memory (MEMORY_KIB;
 * 0: not watched) is counted in one of two ways, chosen when the runner starts:
 * - cgroup: the outer runner makes a folder judge-runner-PID in the memory cgroup tree (v1 or
 *   v2) under DIR, or under its own memory cgroup (v2: its parent, where its own has processes
 *   and cannot hand the memory controller down), where a child can be moved in (as root, or
 *   in a delegated folder; a runner whose runs are not isolated and have the judge's uid, who
 *   owns the folder, does not use one). It removes, on start, the folders of runners that died
 *   without removing theirs. Each run is in a cgroup of its own there, which the child enters
 *   before exec: its hard limit is MEMORY_KIB, without swap; the kernel counts all it holds
 *   (resident, page tables, files of its tmpfs, kernel memory) and kills it at the limit. A
 *   run's cgroup is reused by the next while it holds under 1 MiB once the run is over, its
 *   peak reset; the run's peak is the cgroup's peak less what it held before. It reached the
 *   limit when the kernel killed it for memory or its peak is the limit.
 * - polled: the inner runner reads, every 5 ms (every 1 ms past half the limit), the resident
 *   size and page tables of a live thread of the run (the main one may have ended) and, where
 *   runs are isolated, what its scratch tmpfs holds beyond the placed files; it stops the run
 *   when that reaches MEMORY_KIB.
 * Either way the run's peak is the larger of that and wait4's maxrss.
 *
 * A request is one message on the socket: a header line
 *     CPU_MS WALL_MS MEMORY_KIB AS_KIB OUTPUT_BYTES SCRATCH_KIB FORKS TASKS ARGC ENVC NFILES
 * then NUL-terminated strings: the product name, ARGC arguments, ENVC NAME=VALUE extras and
 * NFILES names; with the descriptors of the input, of the program to execute (argv[0] is
 * only what it is told its name is) and of NFILES files, copied into /box/work under those
 * names before the run. The product name (or "") names a file of /box/work to hand back after
 * the run, if it is a regular one.
 * The answer is one message: a line
 *     exit CODE | signal NUMBER | error ERRNO
 *     then CPU_US WALL_US PEAK_KIB KILLED OUT_BYTES ERR_BYTES
 * with the descriptors of memfds holding the output, the errors and (when named) the product;
 * none after "error" (the run could not be started, ERRNO says why). KILLED is 1 when the
 * program was stopped for time, 2 for memory (or reached its limit), 3 for output past
 * OUTPUT_BYTES.
 *
 * The code, section by section (each opens with a line "---- TITLE"):
 * - helpers: files, /proc, processes: CPU time and run-queue waits of a run, end_descendants.
 * - memory cgroups: the outer runner's choice and folder (setup_memory); a run's cgroup,
 *   readied (prepare_run_cgroup) and read (finish_run_cgroup).
 * - polled memory: polled_kib, where no cgroup counts.
 * - requests: read_request, the header line and the strings.
 * - the seccomp filters: the rules as data; build_filters, install_filter.
 * - the sandbox, built once by the inner runner: build_sandbox (the user namespace's map, the
 *   root, entering it); probe_filter.
 * - a run's files: /box (make_scratch, remove_scratch), the placed files, a sealed copy of the
 *   input, a script's copy, the product.
 * - the child: start_program, in a vfork child: cgroup, descriptors, rlimits, privileges,
 *   filter, exec; spawn; the run's environment.
 * - the output pipes: drain, into memfds.
 * - one run: serve, in steps: open_run, count_memory, start_run, watch_run (limit_reached,
 *   sleep_ns, wait_for_news), end_program, count_peak, write_answer.
 * - the inner runner and the judge's socket: become_inner, serve_requests, send_answer.
 * - the outer runner: start_inner (isolated, or shared), watch_judge, stop, main.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/magic.h>
#include <linux/securebits.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/sendfile.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <time.h>
#include <unistd.h>

#define CPU_POLL_NS 10000000L  /* how often CPU time is read once it may be over the limit */
#define MEMORY_POLL_NS 5000000L      /* how often a run's memory is read where it is polled */
#define MEMORY_POLL_NEAR_NS 1000000L /* and once it holds half its limit */
#define CGROUP_KEPT_KIB 1024L  /* a run's memory cgroup serves the next while it holds less */
#define WAIT_SAMPLE_S 0.05     /* how often every thread's wait for a CPU is read in a long run */
#define MAX_THREADS 256        /* threads whose wait for a CPU is remembered */
#define ERRORS_KEPT 65536L     /* bytes of standard error kept */
#define DISCARD_PIPE_BYTES (1 << 20) /* the error pipe, once what comes is dropped */
#define BACKSTOP_FACTOR 10     /* wall time that stops a run whatever it waited for */
#define RUN_ID_BASE 2000000000u
#define RUN_PATH "/usr/local/bin:/usr/bin:/bin"
#define ROOT "/tmp"            /* where the inner runner builds its root before entering it */
#define MAX_FILES 16
#define OPEN_FILES 1024        /* files a program or compiler may hold open at once */
#define MAX_REQUEST 65536      /* bytes of one encoded request */

struct request {
    long cpu_ms, wall_ms, memory_kib, as_kib, output_bytes, scratch_kib;
    int forks, tasks, argc, envc, nfiles;
    char *product_name;
    char **argv, **env, **file_names;
};

/* What the inner runner knows about its sandbox. */
static int isolated;      /* 1: in its own namespaces, the program cannot reach the host */
static int in_userns;     /* 1: the run is uid 0 of a user namespace, without capabilities */
static int own_ids;       /* 1: the run has a uid of its own, so RLIMIT_NPROC counts it alone */
static int filtered;      /* 1: the kernel takes the seccomp filter */
static uid_t run_id;
/* The runner's folder (its working directory when started), and the scratch of a run. */
static char runner_dir[4096], box_dir[4200], work_dir[4300], tmp_dir[4300];

/* ---- helpers: files, /proc, processes ---------------------------------------------------- */

static double monotonic_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int read_small_file(const char *path, char *buf, size_t size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = read(fd, buf, size - 1);
    close(fd);
    if (n < 0)
        return -1;
    buf[n] = '\0';
    return 0;
}

static int write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = write(fd, text, strlen(text));
    close(fd);
    return n == (ssize_t)strlen(text) ? 0 : -1;
}

static void close_all(const int *fds, int count)
{
    for (int i = 0; i < count; i++)
        if (fds[i] >= 0)
            close(fds[i]);
}

/* CPU seconds (user + system, all threads) used so far by a live process; -1 if unknown. */
static double cpu_seconds_of(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    if (read_small_file(path, buf, sizeof buf) < 0)
        return -1;
    char *p = strrchr(buf, ')'); /* the command name may hold spaces */
    unsigned long utime, stime;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu",
                     &utime, &stime) != 2)
        return -1;
    return (double)(utime + stime) / sysconf(_SC_CLK_TCK);
}

/* The time every thread of a run has waited on a run queue for a CPU. The kernel keeps it
 * per thread (/proc/PID/task/TID/schedstat) and forgets a thread that ends: the last figure
 * read of each is kept, so that a thread that ended counts with what it had waited then. */
struct thread_waits {
    int count;
    pid_t tid[MAX_THREADS];
    unsigned long long waited_ns[MAX_THREADS];
    unsigned char seen[MAX_THREADS];
    unsigned long long ended_ns; /* of the threads that ended */
};

/* Seconds all the threads of `pid`, live or ended, have waited for a CPU so far. */
static double run_queue_wait_s(pid_t pid, struct thread_waits *w)
{
    char path[64], buf[256];
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *d = opendir(path);
    struct dirent *e;
    memset(w->seen, 0, sizeof w->seen);
    while (d && (e = readdir(d))) {
        unsigned long long on_cpu, waited;
        pid_t tid = atoi(e->d_name);
        snprintf(path, sizeof path, "/proc/%d/task/%d/schedstat", (int)pid, (int)tid);
        if (tid <= 0 || read_small_file(path, buf, sizeof buf) < 0 ||
            sscanf(buf, "%llu %llu", &on_cpu, &waited) != 2)
            continue;
        int i = 0;
        while (i < w->count && w->tid[i] != tid)
            i++;
        if (i == w->count && w->count < MAX_THREADS)
            w->tid[w->count++] = tid;
        if (i < w->count) {
            w->waited_ns[i] = waited;
            w->seen[i] = 1;
        }
    }
    if (d)
        closedir(d);
    unsigned long long total = w->ended_ns;
    for (int i = 0; i < w->count; i++)
        if (w->seen[i] || !d) {
            total += w->waited_ns[i];
        } else { /* it has ended: its last figure stays */
            w->ended_ns += w->waited_ns[i];
            total += w->waited_ns[i];
            w->count--;
            w->tid[i] = w->tid[w->count];
            w->waited_ns[i] = w->waited_ns[w->count];
            w->seen[i] = w->seen[w->count];
            i--;
        }
    return total / 1e9;
}

/* Kill and reap every child left to this process, a subreaper: it inherits all that a run
 * leaves behind, even what left the run's process group. */
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

/* Whether `word` is one of the words of `text`, which any of `separators` separate. */
static int has_word(const char *text, const char *word, const char *separators)
{
    size_t length = strlen(word);
    for (const char *at = text; *at; at++)
        if ((at == text || strchr(separators, at[-1])) && strncmp(at, word, length) == 0 &&
            (at[length] == '\0' || strchr(separators, at[length])))
            return 1;
    return 0;
}

/* The number after `key` at the start of a line of what the open file `fd` holds now (the
 * first number when `key` is NULL); -1 if there is none. */
static long long number_in(int fd, const char *key)
{
    char buf[1024];
    ssize_t n = fd < 0 ? -1 : pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0)
        return -1;
    buf[n] = '\0';
    char *line = buf;
    size_t length = key ? strlen(key) : 0;
    while (key && strncmp(line, key, length) != 0)
        if (!(line = strchr(line, '\n')) || !*++line)
            return -1;
    return strtoll(line + length, NULL, 10);
}

static int write_at(int folder, const char *name, const char *text)
{
    int fd = openat(folder, name, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = write(fd, text, strlen(text));
    int e = errno;
    close(fd);
    errno = e;
    return n == (ssize_t)strlen(text) ? 0 : -1;
}

/* ---- memory cgroups ---------------------------------------------------------------------- */

/* How the memory of runs is counted: by the kernel, in a memory cgroup of each run (v1 or v2),
 * or polled by the inner runner. The outer runner chooses, and makes this runner's folder in
 * the cgroup tree (cgroup_path), whose descriptor the inner runner inherits: its root holds no
 * /sys, so it makes each run's cgroup with *at() calls. */
enum { POLLED, CGROUP_V1, CGROUP_V2 };
static const char *const memory_names[] = {"polled", "cgroup-v1", "cgroup-v2"};
static int memory_mode = POLLED;
static int cgroup_folder = -1; /* O_PATH */
static char cgroup_path[4400];

/* The files of a memory cgroup: where a process enters it (v1: the tasks file, where a
 * thread that moves itself takes no global lock, which through cgroup.procs waits for an RCU
 * grace period now and then: 45 us a move on average here, at times 10 ms, against 12 us);
 * its limits; its peak and usage; where its OOM kills are counted (the line "oom_kill N"), and
 * the times the kernel refused to charge it past its limit (v2: the line "max N" of
 * memory.events; v1: memory.failcnt, which some kernels leave at 0). */
static const struct cgroup_files {
    const char *enter, *limit, *swap_limit, *peak, *usage, *events, *hits, *hits_key;
} cgroup_files[] = {
    [CGROUP_V1] = {"tasks", "memory.limit_in_bytes", "memory.memsw.limit_in_bytes",
                   "memory.max_usage_in_bytes", "memory.usage_in_bytes", "memory.oom_control",
                   "memory.failcnt", NULL},
    [CGROUP_V2] = {"cgroup.procs", "memory.max", "memory.swap.max", "memory.peak",
                   "memory.current", "memory.events", "memory.events", "max "},
};

/* The folder of this process's memory cgroup, into `folder`, from /proc/self/cgroup and the
 * cgroup mount in /proc/self/mountinfo: its version (1 or 2), or 0 with the reason in `why`. */
static int own_memory_cgroup(char *folder, size_t size, char *why, size_t why_size)
{
    char line[8192], path[4096] = "";
    int version = 0, found = 0;
    FILE *f = fopen("/proc/self/cgroup", "r");
    while (f && version != 1 && fgets(line, sizeof line, f)) { /* ID:CONTROLLERS:PATH */
        line[strcspn(line, "\n")] = '\0';
        char *controllers = strchr(line, ':'), *at = controllers ? strchr(controllers + 1, ':')
                                                                 : NULL;
        if (!at)
            continue;
        *controllers++ = *at++ = '\0';
        if (has_word(controllers, "memory", ",") || (!*controllers && strcmp(line, "0") == 0)) {
            version = *controllers ? 1 : 2;
            snprintf(path, sizeof path, "%s", strcmp(at, "/") == 0 ? "" : at);
        }
    }
    if (f)
        fclose(f);
    f = version ? fopen("/proc/self/mountinfo", "r") : NULL;
    /* Lines: ID PARENT DEVICE ROOT MOUNT_POINT ... - TYPE SOURCE OPTIONS */
    while (f && !found && fgets(line, sizeof line, f)) {
        char root[4096], mount_point[4096], type[64], options[4096];
        char *tail = strstr(line, " - ");
        if (!tail || sscanf(line, "%*s %*s %*s %4095s %4095s", root, mount_point) != 2 ||
            sscanf(tail + 3, "%63s %*s %4095s", type, options) != 2 ||
            !(version == 1 ? strcmp(type, "cgroup") == 0 && has_word(options, "memory", ",")
                           : strcmp(type, "cgroup2") == 0))
            continue;
        size_t skip = strcmp(root, "/") == 0 ? 0 : strlen(root);
        if (strncmp(path, root, skip) == 0 && (path[skip] == '/' || path[skip] == '\0')) {
            snprintf(folder, size, "%s%s", mount_point, path + skip);
            found = 1;
        }
    }
    if (f)
        fclose(f);
    if (!found)
        snprintf(why, why_size, version ? "the memory cgroup of this process is not mounted"
                                        : "this process is in no memory cgroup");
    return found ? version : 0;
}

/* The folder under which this runner makes its own, into `base`: JUDGE_CGROUP's (`wanted`),
 * or this process's memory cgroup; or, in v2, its parent where this process's cannot hand the
 * memory controller down (a cgroup with processes of its own may not). Its version, or 0 with
 * the reason in `why`. */
static int memory_cgroup_base(const char *wanted, char *base, size_t size, char *why,
                              size_t why_size)
{
    char path[4600], text[1024];
    int version;
    if (wanted) {
        struct statfs s;
        version = statfs(wanted, &s) < 0 ? -1 : s.f_type == CGROUP2_SUPER_MAGIC ? 2 :
                                                s.f_type == CGROUP_SUPER_MAGIC ? 1 : 0;
        snprintf(path, sizeof path, "%s/memory.limit_in_bytes", wanted);
        if (version <= 0 || (version == 1 && access(path, F_OK) < 0)) {
            snprintf(why, why_size, "JUDGE_CGROUP %s is not a folder of memory cgroups%s%s",
                     wanted, version < 0 ? ": " : "", version < 0 ? strerror(errno) : "");
            return 0;
        }
        snprintf(base, size, "%s", wanted);
    } else if (!(version = own_memory_cgroup(base, size, why, why_size))) {
        return 0;
    }
    if (version == 1)
        return 1;
    snprintf(path, sizeof path, "%s/cgroup.controllers", base);
    if (read_small_file(path, text, sizeof text) < 0 || !has_word(text, "memory", " \n")) {
        snprintf(why, why_size, "the memory controller is not enabled in %s", base);
        return 0;
    }
    for (int tries = wanted ? 1 : 2; tries > 0; tries--) {
        snprintf(path, sizeof path, "%s/cgroup.subtree_control", base);
        if ((read_small_file(path, text, sizeof text) == 0 && has_word(text, "memory", " \n")) ||
            write_text(path, "+memory") == 0)
            return 2;
        snprintf(why, why_size, "cannot hand the memory controller down from %s: %s", base,
                 strerror(errno));
        char *last = strrchr(base, '/');
        if (!last || last == base)
            break;
        *last = '\0';
    }
    return 0;
}

/* Remove the empty cgroup folder `name` (of `at`): a cgroup whose last process was just
 * reaped may stay busy a moment. */
static void remove_empty_folder(int at, const char *name)
{
    for (int i = 0; i < 100 && unlinkat(at, name, AT_REMOVEDIR) < 0 && errno == EBUSY; i++)
        usleep(1000);
}

/* Remove a runner's cgroup folder and the run folders in it, all without processes. */
static void remove_cgroup(const char *path)
{
    DIR *d = opendir(path);
    struct dirent *e;
    while (d && (e = readdir(d)))
        if (e->d_type == DT_DIR && e->d_name[0] != '.')
            remove_empty_folder(dirfd(d), e->d_name);
    if (d)
        closedir(d);
    remove_empty_folder(AT_FDCWD, path);
}

/* Remove the folders that runners killed with SIGKILL left in `base`. */
static void remove_stale_cgroups(const char *base)
{
    char path[4700], end;
    int pid;
    DIR *d = opendir(base);
    struct dirent *e;
    while (d && (e = readdir(d)))
        if (sscanf(e->d_name, "judge-runner-%d%c", &pid, &end) == 1 && kill(pid, 0) < 0 &&
            errno == ESRCH) {
            snprintf(path, sizeof path, "%s/%s", base, e->d_name);
            remove_cgroup(path);
        }
    if (d)
        closedir(d);
}

/* Whether a child can move itself into a cgroup made in this runner's folder: 0, or -1. */
static int probe_cgroup(void)
{
    int procs = -1, e = 0, status;
    pid_t pid = -1;
    char path[64];
    snprintf(path, sizeof path, "probe/%s", cgroup_files[memory_mode].enter);
    if (mkdirat(cgroup_folder, "probe", 0755) < 0 ||
        (procs = openat(cgroup_folder, path, O_WRONLY | O_CLOEXEC)) < 0 || (pid = fork()) < 0)
        e = errno;
    if (pid == 0)
        _exit(write(procs, "0", 1) == 1 ? 0 : errno);
    if (pid > 0 && waitpid(pid, &status, 0) == pid)
        e = WIFEXITED(status) ? WEXITSTATUS(status) : EINVAL;
    if (procs >= 0)
        close(procs);
    remove_empty_folder(cgroup_folder, "probe");
    errno = e;
    return e ? -1 : 0;
}

/* Give up this runner's cgroup folder: its runs' memory is polled. */
static void drop_cgroup(void)
{
    if (cgroup_folder >= 0)
        close(cgroup_folder);
    if (*cgroup_path)
        remove_cgroup(cgroup_path);
    cgroup_folder = -1;
    *cgroup_path = '\0';
    memory_mode = POLLED;
}

/* Choose how the runs' memory is counted (memory_mode), and make this runner's cgroup folder
 * if it is a cgroup: `wanted` is NULL (find one), "off" (poll), or a folder to make it in.
 * The line that says so to the judge goes into `line`. */
static void setup_memory(const char *wanted, char *line, size_t size)
{
    char base[4200], why[4600];
    memory_mode = POLLED;
    if (wanted && strcmp(wanted, "off") == 0)
        snprintf(why, sizeof why, "memory cgroups are turned off");
    else
        memory_mode = memory_cgroup_base(wanted, base, sizeof base, why, sizeof why);
    if (memory_mode != POLLED) {
        remove_stale_cgroups(base);
        snprintf(cgroup_path, sizeof cgroup_path, "%s/judge-runner-%d", base, (int)getpid());
        char controllers[4500];
        snprintf(controllers, sizeof controllers, "%s/cgroup.subtree_control", cgroup_path);
        if (mkdir(cgroup_path, 0755) < 0) {
            snprintf(why, sizeof why, "cannot make %s: %s", cgroup_path, strerror(errno));
            *cgroup_path = '\0';
            memory_mode = POLLED;
        } else if ((memory_mode == CGROUP_V2 && write_text(controllers, "+memory") < 0) ||
                   (cgroup_folder = open(cgroup_path, O_PATH | O_DIRECTORY | O_CLOEXEC)) < 0 ||
                   probe_cgroup() < 0) {
            snprintf(why, sizeof why, "cannot use %s: %s", cgroup_path, strerror(errno));
            drop_cgroup();
        }
    }
    if (memory_mode == POLLED)
        snprintf(line, size, "polled %s\n", why);
    else
        snprintf(line, size, "%s %s\n", memory_names[memory_mode], cgroup_path);
}

/* The memory cgroup of the runs, in a cgroup mode: made for a run, and kept for the next while
 * it holds almost nothing once a run is over (making one costs about 0.15 ms a run); made
 * anew otherwise, or always where its peak cannot be reset (v2 before Linux 6.12). */
static struct {
    int folder, procs, peak, usage, events, hits; /* -1: not open (peak: none there) */
    unsigned number;
    long limit_kib, oom_kills, limit_hits, base_kib;
    int fresh_each_run, runs;
} run_cgroup = {.folder = -1, .procs = -1, .peak = -1, .usage = -1, .events = -1, .hits = -1};

static void close_run_cgroup(void)
{
    int open_files[] = {run_cgroup.procs, run_cgroup.peak, run_cgroup.usage, run_cgroup.events,
                        run_cgroup.hits, run_cgroup.folder};
    char name[32];
    close_all(open_files, 6);
    snprintf(name, sizeof name, "run-%u", run_cgroup.number);
    if (run_cgroup.folder >= 0)
        remove_empty_folder(cgroup_folder, name);
    run_cgroup.folder = run_cgroup.procs = run_cgroup.peak = run_cgroup.usage =
        run_cgroup.events = run_cgroup.hits = -1;
}

static long count_in(int fd, const char *key)
{
    long long count = number_in(fd, key);
    return count > 0 ? (long)count : 0;
}

static int open_run_cgroup(void)
{
    const struct cgroup_files *files = &cgroup_files[memory_mode];
    char name[32];
    snprintf(name, sizeof name, "run-%u", ++run_cgroup.number);
    if (mkdirat(cgroup_folder, name, 0755) < 0)
        return -1;
    int folder = run_cgroup.folder = openat(cgroup_folder, name, O_PATH | O_DIRECTORY | O_CLOEXEC);
    run_cgroup.procs = openat(folder, files->enter, O_WRONLY | O_CLOEXEC);
    run_cgroup.peak = openat(folder, files->peak, O_RDWR | O_CLOEXEC);
    if (run_cgroup.peak < 0) /* read-only before Linux 6.12 */
        run_cgroup.peak = openat(folder, files->peak, O_RDONLY | O_CLOEXEC);
    run_cgroup.usage = openat(folder, files->usage, O_RDONLY | O_CLOEXEC);
    run_cgroup.events = openat(folder, files->events, O_RDONLY | O_CLOEXEC);
    run_cgroup.hits = openat(folder, files->hits, O_RDONLY | O_CLOEXEC);
    if (folder < 0 || run_cgroup.procs < 0 || run_cgroup.usage < 0 || run_cgroup.events < 0 ||
        run_cgroup.hits < 0) {
        int e = errno;
        close_run_cgroup();
        errno = e;
        return -1;
    }
    if (memory_mode == CGROUP_V2)
        write_at(folder, files->swap_limit, "0"); /* absent without swap accounting */
    run_cgroup.limit_kib = 0;
    run_cgroup.runs = 0;
    run_cgroup.oom_kills = count_in(run_cgroup.events, "oom_kill ");
    run_cgroup.limit_hits = count_in(run_cgroup.hits, files->hits_key);
    return 0;
}

/* Ready the run cgroup for a run limited to `memory_kib`: its hard limit (and no swap), its
 * peak reset to what it holds now (base_kib, which the run's peak does not count): 0, or -1
 * if it cannot be (that run's memory is then polled). */
static int prepare_run_cgroup(long memory_kib)
{
    const struct cgroup_files *files = &cgroup_files[memory_mode];
    if (run_cgroup.folder >= 0 && run_cgroup.runs > 0 && run_cgroup.fresh_each_run)
        close_run_cgroup();
    if (run_cgroup.folder < 0 && open_run_cgroup() < 0)
        return -1;
    if (memory_kib != run_cgroup.limit_kib) {
        char bytes[32];
        int lower = run_cgroup.limit_kib == 0 || memory_kib < run_cgroup.limit_kib;
        snprintf(bytes, sizeof bytes, "%lld", memory_kib * 1024LL);
        /* v1 wants memory + swap at least memory: lowered after it, raised before it; it is
         * absent without swap accounting. */
        if (memory_mode == CGROUP_V1 && !lower)
            write_at(run_cgroup.folder, files->swap_limit, bytes);
        if (write_at(run_cgroup.folder, files->limit, bytes) < 0) {
            close_run_cgroup();
            return -1;
        }
        if (memory_mode == CGROUP_V1 && lower)
            write_at(run_cgroup.folder, files->swap_limit, bytes);
        run_cgroup.limit_kib = memory_kib;
    }
    if (run_cgroup.peak >= 0 && pwrite(run_cgroup.peak, "0", 1, 0) != 1) {
        run_cgroup.fresh_each_run = 1; /* its peak counts from when it was made */
        if (run_cgroup.runs > 0)
            return prepare_run_cgroup(memory_kib);
    }
    long long held = number_in(run_cgroup.usage, NULL);
    run_cgroup.base_kib = held > 0 ? (long)(held / 1024) : 0;
    return 0;
}

/* After a run, every process of it gone: its peak in KiB above what the cgroup held before
 * (-1 where the kernel keeps no peak, before Linux 5.19 in v2: then memory.current is polled
 * during the run), and whether it reached the limit: the kernel killed it for memory, refused
 * to charge it past the limit, or its peak is the limit. (Page cache the kernel may take back,
 * of a file written to disk, say, is taken back as the cgroup fills, and its peak may then
 * stay a little under the limit.) */
static long finish_run_cgroup(int *at_limit)
{
    long long peak = number_in(run_cgroup.peak, NULL);
    long long held = number_in(run_cgroup.usage, NULL);
    long kills = count_in(run_cgroup.events, "oom_kill ");
    long hits = count_in(run_cgroup.hits, cgroup_files[memory_mode].hits_key);
    *at_limit = kills > run_cgroup.oom_kills || hits > run_cgroup.limit_hits ||
                peak >= run_cgroup.limit_kib * 1024LL;
    run_cgroup.oom_kills = kills;
    run_cgroup.limit_hits = hits;
    run_cgroup.runs++;
    if (held < 0 || held > CGROUP_KEPT_KIB * 1024)
        close_run_cgroup();
    if (peak < 0)
        return -1;
    return peak / 1024 > run_cgroup.base_kib ? (long)(peak / 1024) - run_cgroup.base_kib : 0;
}

/* ---- polled memory ----------------------------------------------------------------------- */

/* Where no cgroup counts a run's memory, the inner runner reads it every few milliseconds: its
 * resident size and page tables, from the status of a live thread (the leader's shows nothing
 * once it has called pthread_exit), and where runs are isolated what its scratch tmpfs holds
 * beyond the files placed there. (Where a cgroup keeps no peak, it reads the cgroup's usage.) */
struct memory_poll {
    pid_t pid, tid;  /* tid 0: find a live thread */
    int status;      /* /proc/PID/task/TID/status, or -1 */
    int usage;       /* the usage file of the run's cgroup, or -1 */
    long base_kib;   /* what its scratch tmpfs, or its cgroup, held before it */
    long last_kib, peak_kib;
};

static long scratch_kib(void)
{
    struct statvfs s;
    if (!isolated || statvfs(box_dir, &s) < 0)
        return 0;
    return (long)((s.f_blocks - s.f_bfree) * s.f_frsize / 1024);
}

/* Resident size plus page tables (KiB) in the status text `text` of a thread; -1 if it has
 * no memory map (it has ended). */
static long mapped_kib(const char *text)
{
    const char *resident = strstr(text, "\nVmRSS:"), *tables = strstr(text, "\nVmPTE:");
    if (!resident)
        return -1;
    return strtol(resident + 7, NULL, 10) + (tables ? strtol(tables + 7, NULL, 10) : 0);
}

/* The status of a live thread of the run, opened once (m->tid's, or any when it is 0). */
static int open_thread_status(struct memory_poll *m)
{
    char path[64], text[4096];
    if (m->status >= 0)
        return m->status;
    if (m->tid) {
        snprintf(path, sizeof path, "/proc/%d/task/%d/status", (int)m->pid, (int)m->tid);
        return m->status = open(path, O_RDONLY | O_CLOEXEC);
    }
    snprintf(path, sizeof path, "/proc/%d/task", (int)m->pid);
    DIR *d = opendir(path);
    struct dirent *e;
    while (d && m->status < 0 && (e = readdir(d))) {
        pid_t tid = atoi(e->d_name);
        snprintf(path, sizeof path, "/proc/%d/task/%d/status", (int)m->pid, (int)tid);
        if (tid > 0 && read_small_file(path, text, sizeof text) == 0 && mapped_kib(text) >= 0) {
            m->tid = tid;
            m->status = open(path, O_RDONLY | O_CLOEXEC);
        }
    }
    if (d)
        closedir(d);
    return m->status;
}

/* The run's memory now (KiB), as polled; it also updates m->peak_kib. */
static long polled_kib(struct memory_poll *m)
{
    char text[4096];
    long kib = -1;
    if (m->usage >= 0) {
        kib = (long)(number_in(m->usage, NULL) / 1024) - m->base_kib;
        m->last_kib = kib > 0 ? kib : 0;
        if (m->last_kib > m->peak_kib)
            m->peak_kib = m->last_kib;
        return m->last_kib;
    }
    for (int tries = 0; kib < 0 && tries < 2 && open_thread_status(m) >= 0; tries++) {
        ssize_t n = pread(m->status, text, sizeof text - 1, 0);
        text[n > 0 ? n : 0] = '\0';
        if ((kib = mapped_kib(text)) < 0) { /* that thread has ended: find another */
            close(m->status);
            m->status = -1;
            m->tid = 0;
        }
    }
    long scratch = scratch_kib() - m->base_kib;
    m->last_kib = (kib > 0 ? kib : 0) + (scratch > 0 ? scratch : 0);
    if (m->last_kib > m->peak_kib)
        m->peak_kib = m->last_kib;
    return m->last_kib;
}

/* ---- requests ---------------------------------------------------------------------------- */

static char *read_field(FILE *in)
{
    char *s = NULL;
    size_t cap = 0;
    if (getdelim(&s, &cap, '\0', in) <= 0) {
        free(s);
        return NULL;
    }
    return s;
}

/* `count` fields, NULL-terminated; NULL if one is missing. */
static char **read_fields(FILE *in, int count)
{
    char **fields = calloc((size_t)count + 1, sizeof *fields);
    for (int i = 0; fields && i < count; i++)
        if (!(fields[i] = read_field(in))) {
            while (i > 0)
                free(fields[--i]);
            free(fields);
            return NULL;
        }
    return fields;
}

/* Read one request from `in`: 1, or 0 if it is malformed. */
static int read_request(FILE *in, struct request *r)
{
    char *line = NULL;
    size_t cap = 0;
    memset(r, 0, sizeof *r);
    int ok = getline(&line, &cap, in) > 0 &&
             sscanf(line, "%ld %ld %ld %ld %ld %ld %d %d %d %d %d", &r->cpu_ms, &r->wall_ms,
                    &r->memory_kib, &r->as_kib, &r->output_bytes, &r->scratch_kib, &r->forks,
                    &r->tasks, &r->argc, &r->envc, &r->nfiles) == 11 &&
             r->argc >= 1 && r->envc >= 0 && r->nfiles >= 0 && r->nfiles <= MAX_FILES;
    free(line);
    return ok && (r->product_name = read_field(in)) && (r->argv = read_fields(in, r->argc)) &&
           (r->env = read_fields(in, r->envc)) &&
           (r->file_names = read_fields(in, r->nfiles));
}

static void free_fields(char **fields, int count)
{
    for (int i = 0; fields && i < count; i++)
        free(fields[i]);
    free(fields);
}

static void free_request(struct request *r)
{
    free_fields(r->argv, r->argc);
    free_fields(r->env, r->envc);
    free_fields(r->file_names, r->nfiles);
    free(r->product_name);
}

/* ---- the seccomp filters ----------------------------------------------------------------- */

#if defined(__x86_64__)
#define FILTER_ARCH AUDIT_ARCH_X86_64
#elif defined(__aarch64__)
#define FILTER_ARCH AUDIT_ARCH_AARCH64
#endif
/* Both are little-endian: the low 32 bits of an argument come first. The kernel reads the pid,
 * fd and flag arguments compared below as 32-bit values, so their high bits do not matter. */

#define FILTER_DO(code, k) ((struct sock_filter)BPF_STMT(code, k))
#define FILTER_IF(code, k, yes, no) ((struct sock_filter)BPF_JUMP(code, k, yes, no))
#define ARG(i) FILTER_DO(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[i]))
#define IF_EQ(k, yes, no) FILTER_IF(BPF_JMP | BPF_JEQ | BPF_K, k, yes, no)
#define IF_SET(k, yes, no) FILTER_IF(BPF_JMP | BPF_JSET | BPF_K, k, yes, no)
#define RETURN(k) FILTER_DO(BPF_RET | BPF_K, k)
#define ALLOW RETURN(SECCOMP_RET_ALLOW)
#define REFUSED RETURN(SECCOMP_RET_ERRNO | EPERM)
/* Stand-ins for the run's pid and minus it: only the child knows its pid, and writes it in
 * place of these (set_own_pid) just before it installs the filter. No pid is this large. */
#define OWN_PID 0x7ffffff0u
#define MINUS_OWN_PID 0x7ffffff1u
#define IOPRIO_USER 3 /* IOPRIO_WHO_USER */
#define GROUP 8 /* rules compared one after the other at the end of the filter's search */

/* What a rule does with a call of its number: code that ends in returns. */
static const struct sock_filter refuse[] = {REFUSED};
static const struct sock_filter not_there[] = {RETURN(SECCOMP_RET_ERRNO | ENOSYS)};
static const struct sock_filter threads_only[] = { /* clone */
    ARG(0), IF_SET(CLONE_THREAD, 1, 0), REFUSED, ALLOW};
static const struct sock_filter on_itself[] = { /* pid 0 or its own */
    ARG(0), IF_EQ(0, 2, 0), IF_EQ(OWN_PID, 1, 0), REFUSED, ALLOW};
static const struct sock_filter on_its_group[] = { /* kill: pid 0, its own, minus its own */
    ARG(0), IF_EQ(0, 3, 0), IF_EQ(OWN_PID, 2, 0), IF_EQ(MINUS_OWN_PID, 1, 0), REFUSED, ALLOW};
static const struct sock_filter on_its_threads[] = { /* tgkill and the like: its own tgid */
    ARG(0), IF_EQ(OWN_PID, 1, 0), REFUSED, ALLOW};
static const struct sock_filter own_priority[] = { /* setpriority: no PRIO_USER, who 0 or own */
    ARG(0), IF_EQ(PRIO_USER, 3, 0), ARG(1), IF_EQ(0, 2, 0), IF_EQ(OWN_PID, 1, 0), REFUSED,
    ALLOW};
static const struct sock_filter own_io_priority[] = { /* ioprio_set: the same */
    ARG(0), IF_EQ(IOPRIO_USER, 3, 0), ARG(1), IF_EQ(0, 2, 0), IF_EQ(OWN_PID, 1, 0), REFUSED,
    ALLOW};
static const struct sock_filter keeps_input_0[] = { /* close, close_range: not from fd 0 */
    ARG(0), IF_EQ(0, 0, 1), REFUSED, ALLOW};
static const struct sock_filter keeps_input_1[] = { /* dup2, dup3: not onto fd 0 */
    ARG(1), IF_EQ(0, 0, 1), REFUSED, ALLOW};
static const struct sock_filter private_only[] = { /* mmap: shared only of standard input */
    ARG(3), IF_SET(MAP_SHARED, 0, 3), ARG(4), IF_EQ(0, 1, 0), REFUSED, ALLOW};
static const struct sock_filter fcntl_rule[] = { /* no F_SETOWN(_EX), no F_SETFD of fd 0 */
    ARG(1), IF_EQ(F_SETOWN, 4, 0), IF_EQ(F_SETOWN_EX, 3, 0), IF_EQ(F_SETFD, 0, 3), ARG(0),
    IF_EQ(0, 0, 1), REFUSED, ALLOW};
static const struct sock_filter ioctl_rule[] = { /* no FIOCLEX of fd 0 */
    ARG(0), IF_EQ(0, 0, 3), ARG(1), IF_EQ(FIOCLEX, 0, 1), REFUSED, ALLOW};

struct rule {
    unsigned nr;
    const struct sock_filter *code;
    int length;
};
#define RULE(name, action) {SYS_##name, action, sizeof action / sizeof action[0]}

/* What no run or compilation needs and an isolated one must not make: namespace and mount
 * changes, access to other processes' memory, kernel keyrings, BPF, perf, userfaultfd,
 * io_uring (whose requests this filter would not see), and System V and POSIX message-queue
 * IPC (the runner's successive runs share an IPC namespace; without isolation, the machine's
 * objects are there). clone3 keeps its flags in memory, out of the filter's sight: ENOSYS
 * makes glibc use clone. The inner runner needs none of this once it serves requests (but
 * mount and umount2, for the scratch folders): this filter is its own, installed once, and
 * every run and compilation inherits it, so that each has less to install (installing one
 * costs time, partly in proportion to its length). */
static const struct rule always[] = {
    RULE(ptrace, refuse), RULE(process_vm_readv, refuse), RULE(process_vm_writev, refuse),
    RULE(pidfd_getfd, refuse), RULE(kcmp, refuse), RULE(pivot_root, refuse),
    RULE(chroot, refuse), RULE(unshare, refuse), RULE(setns, refuse),
    RULE(open_tree, refuse), RULE(move_mount, refuse), RULE(fsopen, refuse),
    RULE(fsconfig, refuse), RULE(fsmount, refuse), RULE(fspick, refuse),
    RULE(mount_setattr, refuse), RULE(open_by_handle_at, refuse),
    RULE(name_to_handle_at, refuse), RULE(keyctl, refuse), RULE(add_key, refuse),
    RULE(request_key, refuse), RULE(bpf, refuse), RULE(perf_event_open, refuse),
    RULE(userfaultfd, refuse), RULE(io_uring_setup, refuse), RULE(io_uring_enter, refuse),
    RULE(io_uring_register, refuse), RULE(shmget, refuse), RULE(shmat, refuse),
    RULE(shmctl, refuse), RULE(msgget, refuse), RULE(msgsnd, refuse), RULE(msgrcv, refuse),
    RULE(msgctl, refuse), RULE(semget, refuse), RULE(semop, refuse),
    RULE(semtimedop, refuse), RULE(semctl, refuse), RULE(mq_open, refuse),
    RULE(clone3, not_there),
};
/* In the filter of every run and compilation. */
static const struct rule mounts[] = {RULE(mount, refuse), RULE(umount2, refuse)};
/* And in the filter of a run (not of a compilation), what a BOJ program never needs:
 * - a new process (threads are fine);
 * - what holds memory outside its resident set: sockets of every family (AF_VSOCK would also
 *   leave the network namespace on a virtual machine), memfds, pipes, epoll instances (each
 *   watch of a file is kernel memory: 1500 instances watching 1500 eventfds hold about
 *   400 MiB), inotify and fanotify instances, shared mappings but of standard input (a
 *   sealed read-only memfd: mapping it is a fast way to read), and what
 *   could put another file in its place (close, dup2 or dup3 onto fd 0, close_range from 0,
 *   close-on-exec on fd 0);
 * - acting on another process: signals, priorities, CPU affinity, rlimits, pages and process
 *   groups only of itself (pid 0, or its own pid, which set_own_pid writes in); no pidfds,
 *   tkill, process_madvise, process_mrelease, nor F_SETOWN (SIGIO to another process). */
static const struct rule run_only[] = {
#ifdef SYS_fork
    RULE(fork, refuse), RULE(vfork, refuse),
#endif
    RULE(clone, threads_only),
    RULE(socket, refuse), RULE(socketpair, refuse), RULE(memfd_create, refuse),
#ifdef SYS_pipe
    RULE(pipe, refuse),
#endif
    RULE(pipe2, refuse),
#ifdef SYS_epoll_create
    RULE(epoll_create, refuse),
#endif
#ifdef SYS_inotify_init
    RULE(inotify_init, refuse),
#endif
    RULE(epoll_create1, refuse), RULE(inotify_init1, refuse), RULE(fanotify_init, refuse),
    RULE(mmap, private_only), RULE(close, keeps_input_0), RULE(close_range, keeps_input_0),
#ifdef SYS_dup2
    RULE(dup2, keeps_input_1),
#endif
    RULE(dup3, keeps_input_1), RULE(fcntl, fcntl_rule), RULE(ioctl, ioctl_rule),
    RULE(kill, on_its_group), RULE(tkill, refuse), RULE(tgkill, on_its_threads),
    RULE(rt_sigqueueinfo, on_its_threads), RULE(rt_tgsigqueueinfo, on_its_threads),
    RULE(pidfd_open, refuse), RULE(pidfd_send_signal, refuse), RULE(prlimit64, on_itself),
    RULE(sched_setaffinity, on_itself), RULE(sched_setscheduler, on_itself),
    RULE(sched_setparam, on_itself), RULE(sched_setattr, on_itself), RULE(setpgid, on_itself),
    RULE(migrate_pages, on_itself), RULE(move_pages, on_itself),
    RULE(setpriority, own_priority), RULE(ioprio_set, own_io_priority),
    RULE(process_madvise, refuse), RULE(process_mrelease, refuse),
};

static int by_number(const void *a, const void *b)
{
    unsigned x = ((const struct rule *)a)->nr, y = ((const struct rule *)b)->nr;
    return (x > y) - (x < y);
}

/* Emit at code[n] the rules[0..count) of a group: a comparison with the number of each, in a
 * row, then a return that allows, one that refuses (where refusing rules jump) and the code of
 * the other rules, once for rules that share it. The new instruction count. */
static int emit_group(struct sock_filter *code, int n, const struct rule *rules, int count)
{
    int first = n, allowed = n + count, refused = n + count + 1, at[GROUP];
    n = refused + 1;
    code[allowed] = ALLOW;
    code[refused] = REFUSED;
    for (int i = 0; i < count; i++) {
        int target = rules[i].code == refuse ? refused : -1;
        for (int j = 0; j < i && target < 0; j++)
            if (rules[j].code == rules[i].code)
                target = at[j];
        if (target < 0) {
            target = n;
            memcpy(code + n, rules[i].code, sizeof *code * (size_t)rules[i].length);
            n += rules[i].length;
        }
        at[i] = target;
        code[first + i] = IF_EQ(rules[i].nr, (unsigned char)(target - (first + i) - 1), 0);
    }
    return n;
}

/* Emit at code[n] a search over the sorted rules[0..count) for the syscall number in the
 * accumulator: a tree of comparisons down to groups of GROUP rules, so that a call meets a few
 * comparisons, not all. The kernel runs the filter once per syscall number to cache what it
 * allows whatever the arguments, and compiles it when it is installed: both cost time in
 * proportion to its length, which this keeps short. Every path ends in a return. The new
 * instruction count. */
static int emit_search(struct sock_filter *code, int n, const struct rule *rules, int count)
{
    if (count <= GROUP)
        return emit_group(code, n, rules, count);
    /* A comparison, then the lower half: when the higher is further than a jump reaches, a
     * long jump to it comes between. */
    int half = count / 2, at = n;
    n = emit_search(code, n + 2, rules, half);
    int length = n - (at + 2);
    if (length <= 255) {
        memmove(code + at + 1, code + at + 2, sizeof *code * (size_t)length);
        code[at] = FILTER_IF(BPF_JMP | BPF_JGE | BPF_K, rules[half].nr, (unsigned char)length, 0);
        n--;
    } else {
        code[at] = FILTER_IF(BPF_JMP | BPF_JGE | BPF_K, rules[half].nr, 0, 1);
        code[at + 1] = FILTER_DO(BPF_JMP | BPF_JA, (unsigned)length);
    }
    return emit_search(code, n, rules + half, count - half);
}

enum {
    ALWAYS = sizeof always / sizeof always[0],
    MOUNTS = sizeof mounts / sizeof mounts[0],
    RUN_ONLY = sizeof run_only / sizeof run_only[0],
};
enum { RUNNER_FILTER, RUN_FILTER, COMPILE_FILTER };
static struct filter {
    struct sock_filter code[BPF_MAXINSNS];
    struct sock_fprog program;
    short own[64], minus_own[8]; /* where the run's pid and minus it go */
    int owns, minus_owns;
} filters[3];

/* Build the filters, once, before any is installed: the inner runner's (`always`), a run's
 * (`mounts` and `run_only`) and a compilation's (`mounts`). */
static void build_filters(void)
{
#ifdef FILTER_ARCH
    for (int which = RUNNER_FILTER; which <= COMPILE_FILTER; which++) {
        struct rule rules[ALWAYS + MOUNTS + RUN_ONLY];
        struct filter *f = &filters[which];
        struct sock_filter *code = f->code;
        int count = 0, n = 0;
        if (which == RUNNER_FILTER) {
            memcpy(rules, always, sizeof always);
            count = ALWAYS;
        } else {
            memcpy(rules, mounts, sizeof mounts);
            count = MOUNTS;
        }
        if (which == RUN_FILTER) {
            memcpy(rules + count, run_only, sizeof run_only);
            count += RUN_ONLY;
        }
        qsort(rules, (size_t)count, sizeof rules[0], by_number);
        code[n++] = FILTER_DO(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch));
        code[n++] = IF_EQ(FILTER_ARCH, 1, 0);
        code[n++] = RETURN(SECCOMP_RET_KILL_PROCESS);
        code[n++] = FILTER_DO(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr));
#ifdef __x86_64__
        code[n++] = FILTER_IF(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1); /* the x32 ABI */
        code[n++] = RETURN(SECCOMP_RET_KILL_PROCESS);
#endif
        n = emit_search(code, n, rules, count);
        for (int i = 0; i < n; i++)
            if (code[i].code == (BPF_JMP | BPF_JEQ | BPF_K) && code[i].k == OWN_PID)
                f->own[f->owns++] = (short)i;
            else if (code[i].code == (BPF_JMP | BPF_JEQ | BPF_K) && code[i].k == MINUS_OWN_PID)
                f->minus_own[f->minus_owns++] = (short)i;
        f->program.len = (unsigned short)n;
        f->program.filter = code;
    }
#endif
}

/* Write the run's pid where the run's filter compares with it (in the vfork child: the
 * parent waits, and writes it anew for each run). */
static void set_own_pid(pid_t pid)
{
    struct filter *f = &filters[RUN_FILTER];
    for (int i = 0; i < f->owns; i++)
        f->code[f->own[i]].k = (unsigned)pid;
    for (int i = 0; i < f->minus_owns; i++)
        f->code[f->minus_own[i]].k = (unsigned)-pid;
}

/* Install on this process the filter `which` (RUNNER_FILTER, RUN_FILTER, COMPILE_FILTER). */
static int install_filter(int which)
{
#ifdef FILTER_ARCH
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filters[which].program);
#else
    (void)which;
    errno = ENOSYS;
    return -1;
#endif
}

/* ---- the sandbox, built once by the inner runner ----------------------------------------- */

/* Bind `from` at `to` read-only, keeping the source's flags (a user namespace must). */
static int bind_read_only(const char *from, const char *to)
{
    struct statvfs s;
    if (mount(from, to, NULL, MS_BIND | MS_REC, NULL) < 0 || statvfs(to, &s) < 0)
        return -1;
    unsigned long flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV;
    flags |= (s.f_flag & ST_NOEXEC ? MS_NOEXEC : 0) | (s.f_flag & ST_NOATIME ? MS_NOATIME : 0) |
             (s.f_flag & ST_NODIRATIME ? MS_NODIRATIME : 0) |
             (s.f_flag & ST_RELATIME ? MS_RELATIME : 0);
    return mount(NULL, to, NULL, flags, NULL);
}

/* /bin, /lib, ... : the same symlink as on the host (merged /usr), or a read-only bind. */
static int mirror_top_level(const char *name)
{
    char host[64], here[64], target[256];
    struct stat s;
    snprintf(host, sizeof host, "/%s", name);
    snprintf(here, sizeof here, ROOT "/%s", name);
    if (lstat(host, &s) < 0)
        return 0;
    if (S_ISLNK(s.st_mode)) {
        ssize_t n = readlink(host, target, sizeof target - 1);
        if (n < 0)
            return -1;
        target[n] = '\0';
        return symlink(target, here);
    }
    if (!S_ISDIR(s.st_mode))
        return 0;
    return mkdir(here, 0755) < 0 ? -1 : bind_read_only(host, here);
}

static int bind_device(const char *name)
{
    char host[64], here[64];
    snprintf(host, sizeof host, "/dev/%s", name);
    snprintf(here, sizeof here, ROOT "/dev/%s", name);
    int fd = open(here, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0)
        return -1;
    close(fd);
    return mount(host, here, NULL, MS_BIND, NULL);
}

/* Map the judge's uid and gid to root of the new user namespace. */
static int map_user_namespace(uid_t outer_uid, gid_t outer_gid)
{
    char map[64];
    snprintf(map, sizeof map, "0 %u 1", (unsigned)outer_uid);
    if (write_text("/proc/self/setgroups", "deny") < 0 ||
        write_text("/proc/self/uid_map", map) < 0)
        return -1;
    snprintf(map, sizeof map, "0 %u 1", (unsigned)outer_gid);
    return write_text("/proc/self/gid_map", map);
}

/* The devices of the root: five binds of the host's, and the links to /proc/self/fd. */
static int make_devices(void)
{
    static const char *const devices[] = {"null", "zero", "full", "random", "urandom"};
    static const char *const links[][2] = {{"fd", "/proc/self/fd"}, {"stdin", "/proc/self/fd/0"},
                                           {"stdout", "/proc/self/fd/1"},
                                           {"stderr", "/proc/self/fd/2"}};
    if (mkdir(ROOT "/dev", 0755) < 0)
        return -1;
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++)
        if (bind_device(devices[i]) < 0)
            return -1;
    for (size_t i = 0; i < sizeof links / sizeof links[0]; i++) {
        char here[64];
        snprintf(here, sizeof here, ROOT "/dev/%s", links[i][0]);
        if (symlink(links[i][1], here) < 0)
            return -1;
    }
    return 0;
}

/* Make the root in ROOT: a tmpfs, with /usr, /etc and the top-level folders of the host bound
 * read-only, the devices, /proc, /box and /tmp; then read-only itself. On failure, errno is
 * set and *step says what failed. */
static int make_root(const char **step)
{
    static const char *const top_level[] = {"bin", "sbin", "lib", "lib32", "lib64", "libx32"};
    *step = "make the mounts private";
    if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) < 0)
        return -1;
    *step = "mount the root tmpfs";
    if (mount("judge-root", ROOT, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755") < 0)
        return -1;
    *step = "bind /usr and /etc";
    if (mkdir(ROOT "/usr", 0755) < 0 || bind_read_only("/usr", ROOT "/usr") < 0 ||
        mkdir(ROOT "/etc", 0755) < 0 || bind_read_only("/etc", ROOT "/etc") < 0)
        return -1;
    for (size_t i = 0; i < sizeof top_level / sizeof top_level[0]; i++)
        if (mirror_top_level(top_level[i]) < 0)
            return -1;
    *step = "bind the devices";
    if (make_devices() < 0)
        return -1;
    *step = "mount /proc";
    if (mkdir(ROOT "/proc", 0555) < 0 ||
        mount("proc", ROOT "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) < 0)
        return -1;
    *step = "make /box and /tmp";
    if (mkdir(ROOT "/box", 0755) < 0 || symlink("/box/tmp", ROOT "/tmp") < 0)
        return -1;
    *step = "make the root read-only";
    return mount(NULL, ROOT, NULL, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL);
}

/* Build the root and enter it; on failure, errno is set and *step says what failed. */
static int build_sandbox(uid_t outer_uid, gid_t outer_gid, const char **step)
{
    *step = "map the user namespace";
    if ((in_userns && map_user_namespace(outer_uid, outer_gid) < 0) || make_root(step) < 0)
        return -1;
    *step = "enter the root";
    if (chdir(ROOT) < 0 || syscall(SYS_pivot_root, ".", ".") < 0 ||
        umount2(".", MNT_DETACH) < 0 || chdir("/") < 0)
        return -1;
    *step = "set the host name";
    if (sethostname("judge", 5) < 0)
        return -1;
    strcpy(box_dir, "/box");
    strcpy(work_dir, "/box/work");
    strcpy(tmp_dir, "/box/tmp");
    return 0;
}

/* Whether this kernel takes the seccomp filter (tried in a child); 0 or its errno. */
static int probe_filter(void)
{
    pid_t pid = fork();
    if (pid == 0)
        _exit(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 || install_filter(RUNNER_FILTER) < 0 ||
              install_filter(RUN_FILTER) < 0 ? errno : 0);
    int status;
    if (pid < 0 || waitpid(pid, &status, 0) < 0)
        return errno;
    return WIFEXITED(status) ? WEXITSTATUS(status) : EINVAL;
}

/* ---- a run's files: its scratch, its input, its program, its product --------------------- */

/* Copy all that `from` holds, from its start, to `to`; -1 if it is more than `limit` bytes
 * (limit < 0: no limit) or on an error, else 0. */
static int copy_fd(int from, int to, long limit)
{
    char buf[65536];
    long total = 0;
    for (;;) {
        ssize_t n = pread(from, buf, sizeof buf, total);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return (int)n;
        total += n;
        if (limit >= 0 && total > limit)
            return -1;
        for (ssize_t done = 0; done < n;) {
            ssize_t w = write(to, buf + done, (size_t)(n - done));
            if (w < 0)
                return -1;
            done += w;
        }
    }
}

static int valid_name(const char *name)
{
    return *name && !strchr(name, '/') && strcmp(name, ".") && strcmp(name, "..");
}

/* For nftw: remove what can be removed, and go on whatever happens. */
static int remove_entry(const char *path, const struct stat *s, int kind, struct FTW *f)
{
    (void)s, (void)kind, (void)f;
    remove(path);
    return 0;
}

/* Where runs are isolated, the tmpfs on /box (box_kib in size, 0: none there) and the inodes
 * it uses holding only its two folders. Mounting one costs about 30 us and unmounting it 20 us:
 * a run that leaves it exactly as it was made (see scratch_as_made) leaves it to the next. */
static long box_kib;
static unsigned long long box_inodes;

/* A fresh /box (or, not isolated, a fresh box folder) for one run; 0 or -1 with errno. */
static int make_scratch(const struct request *r)
{
    static unsigned long runs;
    if (!isolated) { /* a new name each time: a folder a run made unremovable stays aside */
        snprintf(box_dir, sizeof box_dir, "%s/box-%lu", runner_dir, ++runs);
        snprintf(work_dir, sizeof work_dir, "%s/work", box_dir);
        snprintf(tmp_dir, sizeof tmp_dir, "%s/tmp", box_dir);
    }
    if (isolated && box_kib == r->scratch_kib)
        return 0;
    if (isolated) {
        char options[128];
        snprintf(options, sizeof options, "size=%ldk,mode=0755,uid=%u,gid=%u", r->scratch_kib,
                 (unsigned)run_id, (unsigned)run_id);
        if (box_kib)
            umount2(box_dir, MNT_DETACH);
        box_kib = 0;
        if (mount("box", box_dir, "tmpfs", MS_NOSUID | MS_NODEV, options) < 0)
            return -1;
    } else if (mkdir(box_dir, 0755) < 0 || chown(box_dir, run_id, run_id) < 0) {
        return -1;
    }
    struct statvfs made;
    if (mkdir(work_dir, 0755) < 0 || mkdir(tmp_dir, 01777) < 0 ||
        chown(work_dir, run_id, run_id) < 0 || chown(tmp_dir, run_id, run_id) < 0 ||
        (isolated && statvfs(box_dir, &made) < 0)) {
        if (isolated)
            umount2(box_dir, MNT_DETACH);
        return -1;
    }
    if (isolated) {
        box_kib = r->scratch_kib;
        box_inodes = made.f_files - made.f_ffree;
    }
    return 0;
}

/* Whether the run left /box as it was made, once the files placed in it and its product are
 * removed (a hard link to one of them, or one renamed, counts as something left): its two
 * folders with their owner and modes, without extended attributes (nor ACLs), and nothing
 * else, no inode nor block. */
static int scratch_as_made(const struct request *r)
{
    static const struct { char *folder; mode_t mode; } folders[] = { /* (umask 022) */
        {box_dir, 0755}, {work_dir, 0755}, {tmp_dir, 01755}};
    char path[sizeof work_dir + 256];
    struct stat s;
    struct statvfs v;
    for (int i = 0; i <= r->nfiles; i++) {
        const char *name = i < r->nfiles ? r->file_names[i] : r->product_name;
        snprintf(path, sizeof path, "%s/%s", work_dir, name);
        if (!*name || (i == r->nfiles && lstat(path, &s) < 0 && errno == ENOENT))
            continue;
        if (lstat(path, &s) < 0 || !S_ISREG(s.st_mode) || s.st_nlink != 1 || unlink(path) < 0)
            return 0;
    }
    if (statvfs(box_dir, &v) < 0 || v.f_files - v.f_ffree != box_inodes || v.f_blocks != v.f_bfree)
        return 0;
    for (size_t i = 0; i < sizeof folders / sizeof folders[0]; i++)
        if (lstat(folders[i].folder, &s) < 0 || !S_ISDIR(s.st_mode) || s.st_uid != run_id ||
            s.st_gid != run_id || (s.st_mode & 07777) != folders[i].mode ||
            llistxattr(folders[i].folder, NULL, 0) != 0)
            return 0;
    return 1;
}

/* Remove the scratch of the run `r`, or leave it to the next (see scratch_as_made); `r` NULL
 * (after a failure): remove it. */
static void remove_scratch(const struct request *r)
{
    if (!isolated) {
        nftw(box_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
    } else if (box_kib && !(r && scratch_as_made(r))) {
        umount2(box_dir, MNT_DETACH);
        box_kib = 0;
    }
}

/* Copy the request's files into the working folder, owned by the run. */
static int place_files(const struct request *r, const int *fds)
{
    for (int i = 0; i < r->nfiles; i++) {
        char path[sizeof work_dir + 256];
        if (!valid_name(r->file_names[i])) {
            errno = EINVAL;
            return -1;
        }
        snprintf(path, sizeof path, "%s/%s", work_dir, r->file_names[i]);
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0)
            return -1;
        int ok = copy_fd(fds[i], fd, -1) == 0 && fchown(fd, run_id, run_id) == 0;
        close(fd);
        if (!ok)
            return -1;
    }
    return 0;
}

/* Copy the product file out of the working folder, if it is a regular file there; no
 * symlink the run made is followed, not even one in place of the folder. */
static void take_product(const struct request *r, int to)
{
    struct stat s;
    int box = open(box_dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    int work = box < 0 ? -1 : openat(box, "work", O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
                                                     O_CLOEXEC);
    int fd = work < 0 || !valid_name(r->product_name) ? -1 :
             openat(work, r->product_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0 && fstat(fd, &s) == 0 && S_ISREG(s.st_mode) &&
        copy_fd(fd, to, r->output_bytes) < 0 && ftruncate(to, 0) < 0)
        perror("runner: product");
    if (fd >= 0)
        close(fd);
    if (work >= 0)
        close(work);
    if (box >= 0)
        close(box);
}

/* A sealed memfd holding a copy of what `from` holds, offset 0; -1 with errno on failure. */
static int sealed_copy(int from)
{
    int fd = memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    struct stat s;
    int ok = fd >= 0 && fstat(from, &s) == 0;
    for (off_t done = 0; ok && done < s.st_size;) {
        ssize_t n = sendfile(fd, from, &done, (size_t)(s.st_size - done));
        ok = n > 0;
    }
    if (ok && lseek(fd, 0, SEEK_SET) == 0 &&
        fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) == 0)
        return fd;
    int e = errno;
    if (fd >= 0)
        close(fd);
    errno = e;
    return -1;
}

/* The program's executable as a descriptor fexecve can use: `fd` itself, or for a script
 * (which the kernel hands to its interpreter as /dev/fd/N) a sealed memfd copy of it, so that
 * the program cannot reopen the original for writing through /proc/self/fd. */
static int executable_fd(int fd)
{
    char start[2];
    if (pread(fd, start, 2, 0) != 2 || start[0] != '#' || start[1] != '!')
        return fd;
    int copy = memfd_create("script", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (copy < 0 || copy_fd(fd, copy, -1) < 0 ||
        fcntl(copy, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) < 0)
        return -1;
    return copy;
}

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
    if (in_userns) {
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
    } else if (own_ids) { /* system calls themselves: glibc's wrappers would look for threads */
        if (syscall(SYS_setgroups, 0, NULL) < 0 ||
            syscall(SYS_setresgid, run_id, run_id, run_id) < 0 ||
            syscall(SYS_setresuid, run_id, run_id, run_id) < 0)
            return -1;
    }
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
}

static volatile int exec_failure; /* errno of a child that could not exec: the child writes it */

/* In the child, which vfork() made (it shares the inner runner's memory, so it only makes
 * system calls; `env` is ready): enter the run's memory cgroup by its file `cgroup` (-1: none),
 * set everything up and exec `program` with standard input `input`, output `output` and
 * errors `errors`, keeping `program` open across the exec when `keep` (a script's interpreter
 * reads it as /dev/fd/3), and dying with `parent`; if that fails, leave errno in
 * exec_failure, which the parent reads once the child has exited. */
static void start_program(const struct request *r, char **env, int input, int output,
                          int program, int keep, int errors, int cgroup, pid_t parent)
{
    if (cgroup >= 0 && write(cgroup, "0", 1) != 1)
        goto failed;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL);
    setsid();
    /* Above 9 first, so that placing one cannot overwrite another. */
    int in = fcntl(input, F_DUPFD_CLOEXEC, 10), out = fcntl(output, F_DUPFD_CLOEXEC, 10);
    int err = fcntl(errors, F_DUPFD_CLOEXEC, 10), run = fcntl(program, F_DUPFD_CLOEXEC, 10);
    if (in < 0 || out < 0 || err < 0 || run < 0 || chdir(work_dir) < 0 || dup2(in, 0) < 0 ||
        dup2(out, 1) < 0 || dup2(err, 2) < 0 || dup2(run, 3) < 0 ||
        fcntl(3, F_SETFD, keep ? 0 : FD_CLOEXEC) < 0 || close_range(4, ~0u, 0) < 0)
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
    if (own_ids || in_userns) /* the user namespace's root counts too: it is the runner */
        set_limit(RLIMIT_NPROC, (rlim_t)r->tasks + in_userns);
    /* The parent-death signal after the change of uid, which clears it; the parent may have
     * died already (then the child is reparented and no signal would come). */
    if (drop_privileges() < 0 || prctl(PR_SET_PDEATHSIG, SIGKILL) < 0)
        goto failed;
    if (getppid() != parent)
        _exit(127);
    if (!r->forks)
        set_own_pid((pid_t)syscall(SYS_getpid));
    if (filtered && install_filter(r->forks ? COMPILE_FILTER : RUN_FILTER) < 0)
        goto failed;
    fexecve(3, r->argv, env);
failed:
    exec_failure = errno;
    _exit(127);
}

/* vfork() a child that runs start_program(); its pid, or -1. (A function of its own, so that
 * nothing of the caller lives in the frame the child shares.) */
static pid_t spawn(const struct request *r, char **env, int input, int output, int program,
                   int keep, int errors, int cgroup)
{
    pid_t parent = getpid();
    exec_failure = 0;
    pid_t pid = vfork();
    if (pid == 0)
        start_program(r, env, input, output, program, keep, errors, cgroup, parent);
    return pid;
}

/* The environment of a run: the fixed one and the request's extras; free() it. */
static char **run_environment(const struct request *r)
{
    static char home[4400], tmp[4400];
    snprintf(home, sizeof home, "HOME=%s", work_dir);
    snprintf(tmp, sizeof tmp, "TMPDIR=%s", tmp_dir);
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

static int discard_fd; /* /dev/null */

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
                             : splice(s->pipe, NULL, discard_fd, NULL, DISCARD_PIPE_BYTES,
                                      SPLICE_F_NONBLOCK);
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
    if (isolated) {
        kill(-1, SIGKILL); /* from pid 1: everything in the namespace but itself */
        while (waitpid(-1, NULL, 0) > 0 || errno == EINTR)
            ;
    } else {
        kill(-pid, SIGKILL);
        end_descendants();
    }
}

static int signals_fd; /* SIGCHLD, to wake up when the program ends */

enum { NOT_KILLED, KILLED_FOR_TIME, KILLED_FOR_MEMORY, KILLED_FOR_OUTPUT };
enum { GIVEN_INPUT, GIVEN_PROGRAM, GIVEN_FILES };    /* the descriptors a request comes with */
enum { SENT_OUTPUT, SENT_ERRORS, SENT_PRODUCT };    /* the memfds its reply goes with */

/* One run, from its request to its answer. */
struct run {
    const struct request *r;
    int input;                /* a sealed copy of its standard input */
    int program, copied;      /* what fexecve runs; copied: a copy made of a script */
    int output[2], errors[2]; /* the pipes of its standard output and error */
    char **env;
    int in_cgroup, polled;    /* how its memory is counted */
    struct memory_poll memory;
    struct stream streams[2]; /* output, errors */
    pid_t pid;
    int exec_errno, killed;
    double start, cpu_limit, wall_limit, backstop; /* seconds */
    double waited, next_sample;                    /* its threads' wait for a CPU, read when */
    struct thread_waits waits;
    int status;               /* as wait4 gives it, once it has ended */
    struct rusage usage;
    double wall;
    long peak_kib;
};

/* Ready the request `r` to run with the descriptors `fds` it came with: out[] gets the memfds
 * that will hold its output, its errors and, when a product is named, the product (-1 where
 * there is none); then a sealed copy of its input, its executable, its scratch with the files
 * placed, its environment and its pipes. 0, or -1 with errno and all of it but out[] undone. */
static int open_run(struct run *run, const struct request *r, const int *fds, int *out)
{
    memset(run, 0, sizeof *run);
    run->r = r;
    run->input = run->program = -1;
    run->output[0] = run->output[1] = run->errors[0] = run->errors[1] = -1;
    out[SENT_OUTPUT] = memfd_create("stdout", MFD_CLOEXEC);
    out[SENT_ERRORS] = memfd_create("stderr", MFD_CLOEXEC);
    out[SENT_PRODUCT] = *r->product_name ? memfd_create("product", MFD_CLOEXEC) : -1;
    if (out[SENT_OUTPUT] < 0 || out[SENT_ERRORS] < 0 ||
        (*r->product_name && out[SENT_PRODUCT] < 0) ||
        (run->input = sealed_copy(fds[GIVEN_INPUT])) < 0 ||
        (run->program = executable_fd(fds[GIVEN_PROGRAM])) < 0 || make_scratch(r) < 0 ||
        !(run->env = run_environment(r)) || place_files(r, fds + GIVEN_FILES) < 0 ||
        pipe2(run->output, O_CLOEXEC) < 0 || pipe2(run->errors, O_CLOEXEC) < 0) {
        int e = errno;
        int opened[] = {run->input, run->program != fds[GIVEN_PROGRAM] ? run->program : -1,
                        run->output[0], run->output[1], run->errors[0], run->errors[1]};
        close_all(opened, 6);
        free(run->env);
        remove_scratch(NULL);
        errno = e;
        return -1;
    }
    run->copied = run->program != fds[GIVEN_PROGRAM];
    run->streams[0] = (struct stream){run->output[0], out[SENT_OUTPUT], 0, r->output_bytes + 1,
                                      1, 0};
    run->streams[1] = (struct stream){run->errors[0], out[SENT_ERRORS], 0, ERRORS_KEPT, 0, 0};
    return 0;
}

/* How the run's memory is counted: by the kernel in the run cgroup, or polled (and where the
 * kernel keeps no peak of the cgroup, its usage is polled). */
static void count_memory(struct run *run)
{
    long limit = run->r->memory_kib;
    run->in_cgroup = limit > 0 && memory_mode != POLLED && prepare_run_cgroup(limit) == 0;
    run->polled = limit > 0 && (!run->in_cgroup || run_cgroup.peak < 0);
    run->memory = (struct memory_poll){
        0, 0, -1, run->in_cgroup ? run_cgroup.usage : -1,
        run->in_cgroup ? run_cgroup.base_kib : run->polled ? scratch_kib() : 0, 0, 0};
}

/* Start the program, and close what only the child needed. Its pid (also in run->pid), or -1
 * with errno. */
static pid_t start_run(struct run *run)
{
    run->start = monotonic_s();
    run->pid = spawn(run->r, run->env, run->input, run->output[1], run->program, run->copied,
                     run->errors[1], run->in_cgroup ? run_cgroup.procs : -1);
    run->exec_errno = exec_failure; /* (the child has exec'd or exited by now) */
    run->memory.pid = run->memory.tid = run->pid;
    free(run->env);
    run->env = NULL;
    close(run->input);
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
        run->waited = run_queue_wait_s(run->pid, &run->waits);
        run->next_sample = elapsed + WAIT_SAMPLE_S;
    }
    if (elapsed - run->waited >= run->wall_limit || elapsed >= run->backstop ||
        (elapsed >= run->cpu_limit && cpu_seconds_of(run->pid) > run->cpu_limit))
        return KILLED_FOR_TIME;
    if (run->polled && polled_kib(&run->memory) >= run->r->memory_kib && !run->in_cgroup)
        return KILLED_FOR_MEMORY; /* (in a cgroup, the kernel stops it) */
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
    long poll_ns = 2 * run->memory.last_kib >= run->r->memory_kib ? MEMORY_POLL_NEAR_NS
                                                                  : MEMORY_POLL_NS;
    if (run->polled && wait_ns > poll_ns)
        wait_ns = poll_ns;
    return wait_ns < 1000000L ? 1000000L : wait_ns;
}

/* Sleep until the program ends (SIGCHLD), a pipe has bytes or `ns` have passed; then empty
 * the pipes, and stop the run if its output went past the cap. */
static void wait_for_news(struct run *run, long ns)
{
    struct timespec timeout = {ns / 1000000000L, ns % 1000000000L};
    struct pollfd ready[3] = {{signals_fd, POLLIN, 0}};
    int watched = 1;
    for (int i = 0; i < 2; i++)
        if (run->streams[i].pipe >= 0)
            ready[watched++] = (struct pollfd){run->streams[i].pipe, POLLIN, 0};
    if (ppoll(ready, (nfds_t)watched, &timeout, NULL) > 0 && ready[0].revents) {
        struct signalfd_siginfo taken;
        while (read(signals_fd, &taken, sizeof taken) == sizeof taken)
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

/* Once the program has ended: reap it, kill all it left, take the rest of its output and
 * its product (into `product`), and remove or keep its scratch. */
static void end_program(struct run *run, int product)
{
    wait4(run->pid, &run->status, 0, &run->usage);
    run->wall = monotonic_s() - run->start;
    if (run->polled && !run->in_cgroup) { /* the files it left count too */
        long scratch = scratch_kib() - run->memory.base_kib;
        if (scratch > run->memory.peak_kib)
            run->memory.peak_kib = scratch;
    }
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
    remove_scratch(run->r);
}

/* The run's peak memory: the larger of wait4's and the cgroup's (or the polled one); a run
 * that reached the cgroup's limit is killed for memory. */
static void count_peak(struct run *run)
{
    run->peak_kib = run->usage.ru_maxrss;
    if (run->in_cgroup) {
        int at_limit;
        long counted = finish_run_cgroup(&at_limit);
        if (counted > run->peak_kib)
            run->peak_kib = counted;
        if (at_limit && !run->killed)
            run->killed = KILLED_FOR_MEMORY;
    }
    if (run->memory.peak_kib > run->peak_kib)
        run->peak_kib = run->memory.peak_kib;
    if (run->memory.status >= 0)
        close(run->memory.status);
}

/* The answer of an ended run, into `answer`: how it ended, then CPU_US WALL_US PEAK_KIB
 * KILLED (the sizes of its output and errors are the caller's to add). */
static void write_answer(const struct run *run, char *answer, size_t size)
{
    const struct rusage *u = &run->usage;
    long cpu_us = (long)(u->ru_utime.tv_sec + u->ru_stime.tv_sec) * 1000000L +
                  u->ru_utime.tv_usec + u->ru_stime.tv_usec;
    int n;
    if (run->exec_errno)
        n = snprintf(answer, size, "error %d", run->exec_errno);
    else if (WIFSIGNALED(run->status))
        n = snprintf(answer, size, "signal %d", WTERMSIG(run->status));
    else
        n = snprintf(answer, size, "exit %d", WEXITSTATUS(run->status));
    snprintf(answer + n, size - (size_t)n, " %ld %ld %ld %d", cpu_us, (long)(run->wall * 1e6),
             run->peak_kib, run->killed);
}

/* Run one request. fds: its input, its program, the files to place. The answer goes into
 * `answer`; out[] gets the memfds that hold its output, its errors and, when a product is
 * named, the product (-1 where there is none). */
static void serve(const struct request *r, const int *fds, char *answer, size_t size, int *out)
{
    struct run run;
    if (open_run(&run, r, fds, out) < 0) {
        snprintf(answer, size, "error %d 0 0 0 0", errno);
        return;
    }
    count_memory(&run);
    if (start_run(&run) < 0) {
        snprintf(answer, size, "error %d 0 0 0 0", errno);
        close_all(run.output, 1);
        close_all(run.errors, 1);
        remove_scratch(NULL);
        return;
    }
    watch_run(&run);
    end_program(&run, out[SENT_PRODUCT]);
    count_peak(&run);
    write_answer(&run, answer, size);
}

/* ---- the inner runner and the judge's socket --------------------------------------------- */

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

/* Receive a request into `data`: its size, 0 at the end, -1 on error; the fds into `fds`. */
static ssize_t receive_request(int link, char *data, size_t size, int *fds, int *nfds)
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
            *nfds = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
            memcpy(fds, CMSG_DATA(c), sizeof(int) * (size_t)*nfds);
        }
    return m.msg_flags & (MSG_TRUNC | MSG_CTRUNC) ? -1 : n;
}

/* Send the answer of a request, with the sizes of the output and errors added, and the
 * memfds out[] that hold them (and the product); none after "error". out[] is closed then.
 * 0, or -1 if it cannot be sent. */
static int send_answer(int link, char *answer, size_t size, int *out)
{
    int sent = 2 + (out[SENT_PRODUCT] >= 0);
    if (strncmp(answer, "error", 5) == 0) {
        close_all(out, 3);
        sent = 0;
    } else {
        struct stat output, errors;
        if (fstat(out[SENT_OUTPUT], &output) < 0 || fstat(out[SENT_ERRORS], &errors) < 0)
            return -1;
        size_t used = strlen(answer);
        snprintf(answer + used, size - used, " %ld %ld\n", (long)output.st_size,
                 (long)errors.st_size);
    }
    if (send_with_fds(link, answer, strlen(answer), out, sent) < 0)
        return -1;
    close_all(out, sent);
    return 0;
}

/* Serve the requests that come on the socket `link`, one after another, until it ends. */
static void serve_requests(int link)
{
    static char data[MAX_REQUEST];
    int fds[MAX_FILES + 2], nfds;
    ssize_t n;
    while ((n = receive_request(link, data, sizeof data, fds, &nfds)) > 0) {
        struct request r;
        char answer[256];
        int out[3];
        FILE *in = fmemopen(data, (size_t)n, "r");
        if (!in || !read_request(in, &r) || nfds != 2 + r.nfiles)
            _exit(2);
        fclose(in);
        serve(&r, fds, answer, sizeof answer, out);
        close_all(fds, nfds);
        if (send_answer(link, answer, sizeof answer, out) < 0)
            _exit(2);
        free_request(&r);
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
    discard_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (discard_fd < 0 || dup2(discard_fd, 0) < 0 || dup2(discard_fd, 1) < 0)
        _exit(2);
    umask(022);
    char status[512] = "ok";
    const char *step = "";
    in_userns = isolate && outer_uid != 0;
    own_ids = !in_userns && geteuid() == 0;
    run_id = in_userns ? 0 : own_ids ? RUN_ID_BASE + (uid_t)outer : geteuid();
    if (isolate && build_sandbox(outer_uid, outer_gid, &step) < 0) {
        snprintf(status, sizeof status, "cannot %s: %s", step, strerror(errno));
        if (send(status_link, status, strlen(status), MSG_NOSIGNAL) < 0)
            _exit(2);
        _exit(1);
    }
    isolated = isolate;
    if (!isolated)
        prctl(PR_SET_CHILD_SUBREAPER, 1);
    prctl(PR_SET_DUMPABLE, 0); /* no run may look into this process through /proc */
    if (filtered && (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0 ||
                     install_filter(RUNNER_FILTER) < 0))
        _exit(2); /* (probe_filter found that the kernel takes it) */
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    signals_fd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
    if (signals_fd < 0 || send(status_link, status, strlen(status), MSG_NOSIGNAL) < 0)
        _exit(2);
    close(status_link);
}

/* The inner runner: build the sandbox if asked, say on `status_link` how it went, then serve
 * the requests that come on the socket `link`. */
static void inner_main(int status_link, int link, int isolate, uid_t outer_uid,
                       gid_t outer_gid, pid_t outer)
{
    become_inner(status_link, isolate, outer_uid, outer_gid, outer);
    serve_requests(link);
}

/* ---- the outer runner -------------------------------------------------------------------- */

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
 * `cgroup` asks (see setup_memory). The two lines for the judge go into `line`. */
static void start_inner(int link, int isolate, const char *cgroup, char *line, size_t size)
{
    char memory[4800], why[512];
    uid_t uid = geteuid();
    gid_t gid = getegid();
    pid_t self = getpid();
    build_filters();
    int filter_error = probe_filter();
    filtered = filter_error == 0;
    setup_memory(cgroup, memory, sizeof memory);
    if (!filtered) {
        snprintf(line, size, "shared forks-allowed the kernel refuses the seccomp filter: %s\n",
                 strerror(filter_error));
    } else if (!isolate) {
        snprintf(line, size, "shared forks-refused isolation is turned off\n");
    } else if ((inner = start_isolated_inner(link, uid, gid, self, why, sizeof why)) > 0) {
        snprintf(line, size, "isolated forks-refused\n%s", memory);
        return;
    } else {
        snprintf(line, size, "shared forks-refused %s\n", why);
    }
    if (uid != 0 && memory_mode != POLLED) { /* the cgroup's files are the run's own */
        drop_cgroup();
        snprintf(memory, sizeof memory, "polled runs not isolated could change their cgroup\n");
    }
    size_t used = strlen(line);
    snprintf(line + used, size - used, "%s", memory);
    inner = start_shared_inner(link, uid, gid, self);
}

/* End the run in progress with all it started, and the runner, removing its folder (the
 * judge does too, unless it was killed). */
static void stop(int status)
{
    kill(inner, SIGKILL);
    end_descendants();
    nftw(runner_dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
    if (*cgroup_path)
        remove_cgroup(cgroup_path);
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
    if (getppid() != parent || !getcwd(runner_dir, sizeof runner_dir))
        return 0;
    prctl(PR_SET_CHILD_SUBREAPER, 1); /* orphans of the runs come here, to be killed */
    sigset_t awaited;
    sigemptyset(&awaited);
    sigaddset(&awaited, SIGINT);
    sigaddset(&awaited, SIGTERM);
    sigaddset(&awaited, SIGHUP);
    sigaddset(&awaited, SIGCHLD);
    sigprocmask(SIG_BLOCK, &awaited, NULL);
    char line[6000];
    start_inner(link, isolate, cgroup, line, sizeof line);
    close(link); /* the inner runner holds it: its end is the judge's sign it died */
    int signals = signalfd(-1, &awaited, SFD_NONBLOCK | SFD_CLOEXEC);
    if (signals < 0)
        stop(2);
    fputs(line, stdout);
    fflush(stdout);
    watch_judge(signals);
}
