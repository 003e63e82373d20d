/* memory.c: how the memory of runs is counted, and the memory limit of a run: by the kernel in
 * a memory cgroup of each run (v1 or v2), or polled by the inner runner. The outer runner
 * chooses the mode and makes this runner's cgroup folder (setup_memory); the inner runner
 * readies a run's cgroup or its polling (count_memory), checks the limit while the run goes
 * (memory_limit_reached) and takes its peak once it has ended (memory_peak). README.md, "Memory",
 * tells how. */
#include "runner.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/magic.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/wait.h>
#include <unistd.h>

#define MEMORY_POLL_NS 5000000L      /* how often a run's memory is read where it is polled */
#define MEMORY_POLL_NEAR_NS 1000000L /* and once it holds half its limit */
#define MAPPING_BYTES 512            /* kernel memory of a mapping (VMA), its tree and chains */
#define CGROUP_KEPT_KIB 1024L  /* a run's memory cgroup serves the next while it holds less */

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
void drop_cgroup(void)
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
 * Why it is polled goes into `why`. */
void setup_memory(const char *wanted, char *why, size_t why_size)
{
    char base[4200];
    memory_mode = POLLED;
    if (wanted && strcmp(wanted, "off") == 0)
        snprintf(why, why_size, "memory cgroups are turned off");
    else
        memory_mode = memory_cgroup_base(wanted, base, sizeof base, why, why_size);
    if (memory_mode != POLLED) {
        remove_stale_cgroups(base);
        snprintf(cgroup_path, sizeof cgroup_path, "%s/judge-runner-%d", base, (int)getpid());
        char controllers[4500];
        snprintf(controllers, sizeof controllers, "%s/cgroup.subtree_control", cgroup_path);
        if (mkdir(cgroup_path, 0755) < 0) {
            snprintf(why, why_size, "cannot make %s: %s", cgroup_path, strerror(errno));
            *cgroup_path = '\0';
            memory_mode = POLLED;
        } else if ((memory_mode == CGROUP_V2 && write_text(controllers, "+memory") < 0) ||
                   (cgroup_folder = open(cgroup_path, O_PATH | O_DIRECTORY | O_CLOEXEC)) < 0 ||
                   probe_cgroup() < 0) {
            snprintf(why, why_size, "cannot use %s: %s", cgroup_path, strerror(errno));
            drop_cgroup();
        }
    }
}

/* The start lines that say how memory is counted: its mode, and its cgroup folder or why it
 * is polled (`why`, from setup_memory). */
void put_memory_fields(char *text, size_t size, const char *why)
{
    put_field(text, size, "memory", memory_names[memory_mode]);
    if (memory_mode == POLLED)
        put_field(text, size, "memory-reason", why);
    else
        put_field(text, size, "memory-folder", cgroup_path);
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
    m->last_kib = (kib > 0 ? kib : 0) + (scratch > 0 ? scratch : 0) + m->mappings_kib;
    if (m->last_kib > m->peak_kib)
        m->peak_kib = m->last_kib;
    return m->last_kib;
}

/* Where memory is polled, count the mappings of the run (its VMAs: a line each of
 * /proc/PID/task/TID/maps, of a live thread), each of which the kernel keeps in memory that no
 * resident size shows: 64,000 of them hold 15 MiB. Read with the waits for a CPU (every
 * WAIT_SAMPLE_S), not at every poll: reading costs in proportion to their number. */
void count_mappings(struct run_memory *m)
{
    char path[64], buf[16384];
    if (!m->polled || m->in_cgroup || !m->poll.tid)
        return;
    snprintf(path, sizeof path, "/proc/%d/task/%d/maps", (int)m->poll.pid, (int)m->poll.tid);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    long lines = 0;
    ssize_t n;
    while (fd >= 0 && (n = read(fd, buf, sizeof buf)) > 0)
        for (ssize_t i = 0; i < n; i++)
            lines += buf[i] == '\n';
    if (fd >= 0)
        close(fd);
    m->poll.mappings_kib = lines * MAPPING_BYTES / 1024;
}

/* ---- a run's memory ---------------------------------------------------------------------- */

/* Whether runs' memory is counted in cgroups (else it is polled). */
int memory_in_cgroups(void)
{
    return memory_mode != POLLED;
}

/* How the memory of a run limited to `limit_kib` (0: not watched) is counted: by the kernel in
 * the run cgroup, or polled (and where the kernel keeps no peak of the cgroup, its usage is
 * polled). */
void count_memory(struct run_memory *m, long limit_kib)
{
    m->limit_kib = limit_kib;
    m->in_cgroup = limit_kib > 0 && memory_mode != POLLED && prepare_run_cgroup(limit_kib) == 0;
    m->polled = limit_kib > 0 && (!m->in_cgroup || run_cgroup.peak < 0);
    m->enter = m->in_cgroup ? run_cgroup.procs : -1;
    m->poll = (struct memory_poll){
        0, 0, -1, m->in_cgroup ? run_cgroup.usage : -1,
        m->in_cgroup ? run_cgroup.base_kib : m->polled ? scratch_kib() : 0, 0, 0, 0};
}

/* The run's program has started as `pid`. */
void memory_watched(struct run_memory *m, pid_t pid)
{
    m->poll.pid = m->poll.tid = pid;
}

/* Whether the run must be stopped for memory now: its polled memory has reached its limit.
 * (In a cgroup, the kernel stops it; a polled usage of the cgroup only keeps its peak.) */
int memory_limit_reached(struct run_memory *m)
{
    return m->polled && polled_kib(&m->poll) >= m->limit_kib && !m->in_cgroup;
}

/* How long the watch of the run may sleep before its memory is read again (ns); 0 where it
 * is not polled. */
long memory_poll_ns(const struct run_memory *m)
{
    if (!m->polled)
        return 0;
    return 2 * m->poll.last_kib >= m->limit_kib ? MEMORY_POLL_NEAR_NS : MEMORY_POLL_NS;
}

/* Once the program has ended, before what it left is removed: where its memory is polled,
 * the files it left in its scratch count too. */
void count_files_left(struct run_memory *m)
{
    if (m->polled && !m->in_cgroup) {
        long scratch = scratch_kib() - m->poll.base_kib;
        if (scratch > m->poll.peak_kib)
            m->poll.peak_kib = scratch;
    }
}

/* The run's peak memory, once every process of it is gone: the larger of wait4's
 * (`maxrss_kib`) and the cgroup's (or the polled one); *at_limit: it reached the cgroup's
 * limit. */
long memory_peak(struct run_memory *m, long maxrss_kib, int *at_limit)
{
    long peak_kib = maxrss_kib;
    *at_limit = 0;
    if (m->in_cgroup) {
        long counted = finish_run_cgroup(at_limit);
        if (counted > peak_kib)
            peak_kib = counted;
    }
    if (m->poll.peak_kib > peak_kib)
        peak_kib = m->poll.peak_kib;
    if (m->poll.status >= 0)
        close(m->poll.status);
    return peak_kib;
}
