/* util.c: small helpers the other files share: files, /proc, processes (a run's CPU time and
 * its threads' waits for a CPU, the end of every process left to the runner). */
#include "runner.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
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

/* Seconds all the threads of `pid`, live or ended, have waited for a CPU so far. */
double run_queue_wait_s(pid_t pid, struct thread_waits *w)
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
