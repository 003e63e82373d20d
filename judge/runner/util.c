/* util.c: small helpers the other files share: files, /proc, processes (a run's CPU time and
 * the wall time it is excused for its threads' waits for a CPU, the end of every process left
 * to the runner). */
#include "runner.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

double monotonic_s(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int read_small_file(const char *path, char *buf, size_t size)
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

int write_text(const char *path, const char *text)
{
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    ssize_t n = write(fd, text, strlen(text));
    close(fd);
    return n == (ssize_t)strlen(text) ? 0 : -1;
}

int write_at(int folder, const char *name, const char *text)
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

/* Copy all that `from` holds, from its start, to `to`; -1 if it is more than `limit` bytes
 * (limit < 0: no limit) or on an error, else 0. */
int copy_fd(int from, int to, long limit)
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

void close_all(const int *fds, int count)
{
    for (int i = 0; i < count; i++)
        if (fds[i] >= 0)
            close(fds[i]);
}

/* For nftw: remove what can be removed, and go on whatever happens. */
static int remove_entry(const char *path, const struct stat *s, int kind, struct FTW *f)
{
    (void)s, (void)kind, (void)f;
    remove(path);
    return 0;
}

/* Remove the folder `path` and all it holds that can be removed, on this file system only. */
int remove_tree(const char *path)
{
    return nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
}

/* Whether `word` is one of the words of `text`, which any of `separators` separate. */
int has_word(const char *text, const char *word, const char *separators)
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
long long number_in(int fd, const char *key)
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

/* CPU seconds (user + system, all threads) used so far by a live process; -1 if unknown. */
double cpu_seconds_of(pid_t pid)
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

static double smaller(double a, double b)
{
    return a < b ? a : b;
}

/* The state of thread `tid` of `pid` (/proc/PID/task/TID/stat: 'R' running or waiting for a
 * CPU, 'S' asleep, ...), or 0 if it is gone. */
static char thread_state(pid_t pid, pid_t tid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/task/%d/stat", (int)pid, (int)tid);
    const char *end = read_small_file(path, buf, sizeof buf) < 0 ? NULL : strrchr(buf, ')');
    return end && end[1] == ' ' ? end[2] : 0;
}

/* The waits of the threads since the last reading, `span` seconds ago, as they fall: now[0]
 * within the last span, now[1] within the one before, now[2] within the one before that
 * (spans[]); and what ran, all together (*ran) and the most one thread ran (*most), and the
 * number of CPUs the threads that ran or waited may use (*cpus). The kernel adds a wait to a
 * thread's figure only once the thread runs, so a wait may have begun before the last span:
 * it is put there only for a thread that was runnable (state 'R') at the readings between.
 * A thread not seen before counts from its start; one that ended since is forgotten, with what
 * it did after the last reading. */
static void thread_times(pid_t pid, struct run_clock *c, double span, double *now,
                         double *ran, double *most, int *cpus)
{
    char path[64], buf[256];
    unsigned char seen[MAX_THREADS] = {0};
    cpu_set_t usable;
    CPU_ZERO(&usable);
    snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
    DIR *d = opendir(path);
    struct dirent *e;
    while (d && (e = readdir(d))) {
        unsigned long long on_cpu, queued;
        pid_t tid = atoi(e->d_name);
        snprintf(path, sizeof path, "/proc/%d/task/%d/schedstat", (int)pid, (int)tid);
        if (tid <= 0 || read_small_file(path, buf, sizeof buf) < 0 ||
            sscanf(buf, "%llu %llu", &on_cpu, &queued) != 2)
            continue;
        int i = 0;
        while (i < c->count && c->tid[i] != tid)
            i++;
        if (i == c->count) {
            if (c->count == MAX_THREADS)
                continue;
            c->tid[c->count] = tid;
            c->ran_ns[c->count] = c->waited_ns[c->count] = 0;
            c->runnable[c->count] = 0;
            c->count++;
        }
        double run_s = (on_cpu - c->ran_ns[i]) / 1e9, wait_s = (queued - c->waited_ns[i]) / 1e9;
        double spans[3] = {span, c->spans[1], c->spans[0]};
        cpu_set_t allowed;
        if ((run_s > 0 || wait_s > 0) && sched_getaffinity(tid, sizeof allowed, &allowed) == 0)
            CPU_OR(&usable, &usable, &allowed);
        for (int back = 0; back < 3 && wait_s > 0; back++) {
            double part = back == 0 || (c->runnable[i] >> (back - 1) & 1) ? smaller(wait_s,
                                                                              spans[back]) : 0;
            now[back] += part;
            wait_s = back == 0 || part > 0 ? wait_s - part : 0;
        }
        c->ran_ns[i] = on_cpu;
        c->waited_ns[i] = queued;
        c->runnable[i] = (unsigned char)((c->runnable[i] << 1 | (thread_state(pid, tid) == 'R'))
                                         & 3);
        seen[i] = 1;
        *ran += run_s;
        *most = run_s > *most ? run_s : *most;
    }
    if (d)
        closedir(d);
    for (int i = 0; i < c->count; i++)
        if (!seen[i]) {
            c->count--;
            c->tid[i] = c->tid[c->count];
            c->ran_ns[i] = c->ran_ns[c->count];
            c->waited_ns[i] = c->waited_ns[c->count];
            c->runnable[i] = c->runnable[c->count];
            seen[i] = seen[c->count];
            i--;
        }
    *cpus = CPU_COUNT(&usable) > 0 ? CPU_COUNT(&usable) : 1;
}

/* Whether the autogroup of `pid` (the run's session) has been given a lower priority than
 * the nice 0 it was made with: its threads then wait for a CPU because the run chose so. */
static int autogroup_lowered(pid_t pid)
{
    char path[64], text[128];
    int nice = 0;
    snprintf(path, sizeof path, "/proc/%d/autogroup", (int)pid);
    const char *at = read_small_file(path, text, sizeof text) < 0 ? NULL : strstr(text, " nice ");
    return at && sscanf(at, " nice %d", &nice) == 1 && nice > 0;
}

/* The seconds of its wall time that the run `pid` is excused, `elapsed` seconds after it
 * started: the time some thread of it waited for a CPU while none of it ran. Every reading
 * (every WAIT_SAMPLE_S, and when the wall limit may be reached) matches the waits of its
 * threads in the span since the last reading (thread_times) with the time in it when none of
 * them can have run: the span less the longest one thread ran, or less all they ran over the
 * CPUs they may use. What none can have run and no wait was matched with stays two readings,
 * for the waits the kernel reports late. So waits that overlap (64 threads on one CPU, each
 * waiting for the others) excuse nothing, nor do waits excuse a sleep before them; and a run
 * that lowered its autogroup to a nice above 0 is excused nothing. */
double excused_wait_s(pid_t pid, struct run_clock *c, double elapsed)
{
    double span = elapsed - c->sampled, waits[3] = {0, 0, 0}, ran = 0, most = 0;
    int cpus = 1;
    thread_times(pid, c, span, waits, &ran, &most, &cpus);
    double running = smaller(span, most > ran / cpus ? most : ran / cpus);
    double room = span - running > 0 ? span - running : 0;
    double now = smaller(waits[0], room);
    c->excused += now;
    for (int back = 1; back <= 2; back++) {
        double before = smaller(waits[back], c->spare[2 - back]);
        c->excused += before;
        c->spare[2 - back] -= before;
    }
    c->spare[0] = c->spare[1];
    c->spare[1] = room - now;
    c->spans[0] = c->spans[1];
    c->spans[1] = span;
    c->sampled = elapsed;
    if (!c->lowered && autogroup_lowered(pid))
        c->lowered = 1;
    return c->lowered ? 0 : c->excused;
}

/* Kill and reap every child left to this process, a subreaper: it inherits all that a run
 * leaves behind, even what left the run's process group. */
void end_descendants(void)
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
