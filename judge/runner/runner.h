/* runner.h: what the files of the runner share: its limits, a request, the state of the
 * sandbox, and, file by file, the functions the others call. README.md beside this file is
 * the theory of operation. */
#ifndef RUNNER_H
#define RUNNER_H
#define _GNU_SOURCE
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* System calls that older headers lack (the same numbers on x86_64 and aarch64). */
#include <sys/syscall.h>
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444 /* Linux 5.13 */
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif
#ifndef SYS_setxattrat
#define SYS_setxattrat 463 /* Linux 6.13 */
#endif

/* The runner's limits on a request. */
#define MAX_FILES 16           /* files placed in a run's working folder */
#define MAX_REQUEST 65536      /* bytes of one encoded request */
#define ERRORS_KEPT 65536L     /* bytes of standard error kept */
#define OPEN_FILES 1024        /* files a program or compiler may hold open at once */
#define SCRATCH_INODES 1024    /* files and folders of a scratch tmpfs, its two folders too */
#define INPUT_CAP (1L << 30)   /* bytes of an input (judge/lib/testfiles.py: INPUT_CAP) */
#define RUN_SIGNALS 64         /* RLIMIT_SIGPENDING of a run: its POSIX timers, at most */

#define RUN_ID_BASE 2000000000u /* + the outer runner's pid: the uid and gid of the runs */
#define RUN_PATH "/usr/local/bin:/usr/bin:/bin"
#define MAX_THREADS 256        /* threads whose wait for a CPU is remembered */

/* A request, as protocol.c reads it (README.md, "The protocol", says what each field means). */
struct request {
    long cpu_ms, wall_ms, memory_kib, as_kib, output_bytes, scratch_kib, forks, tasks;
    int argc, envc, nfiles;
    char *product_name;               /* "" when none is asked for */
    char **argv, **env, **file_names; /* NULL-terminated */
};

/* What the runner knows about its sandbox: set by the outer runner (runner_dir, filtered)
 * and by the inner one as it starts (the rest); the folders of a run's scratch are box.c's. */
struct sandbox {
    int isolated;      /* 1: in its own namespaces, the program cannot reach the host */
    int in_userns;     /* 1: the run is uid 0 of a user namespace, without capabilities */
    int own_ids;       /* 1: the run has a uid of its own, so RLIMIT_NPROC counts it alone */
    int filtered;      /* 1: the kernel takes the seccomp filter */
    uid_t run_id;
    /* The runner's folder (its working directory when started), and the scratch of a run. */
    char runner_dir[4096], box_dir[4200], work_dir[4300], tmp_dir[4300];
    int discard_fd;    /* /dev/null */
    int signals_fd;    /* SIGCHLD, to wake up when the program ends */
};
extern struct sandbox sandbox;

/* How a run ended, as the judge is told. */
struct answer {
    enum { ENDED_EXIT, ENDED_SIGNAL, NOT_STARTED } how;
    int value;                        /* the exit status, the signal, or the errno */
    const char *step;                 /* NOT_STARTED: the step that failed */
    char why[160];                    /* NOT_STARTED: what failed, if not strerror(value) */
    long cpu_us, wall_us, peak_kib;
    int killed;                       /* NOT_KILLED, or KILLED_FOR_... */
    long output_bytes, errors_bytes;  /* what the memfds sent hold */
};

enum { NOT_KILLED, KILLED_FOR_TIME, KILLED_FOR_MEMORY, KILLED_FOR_OUTPUT };
enum { GIVEN_INPUT, GIVEN_PROGRAM, GIVEN_FILES };    /* the descriptors a request comes with */
enum { SENT_OUTPUT, SENT_ERRORS, SENT_PRODUCT };    /* the memfds its reply goes with */

/* What the threads of a run did, as last read (/proc/PID/task/TID/schedstat: the time each
 * ran, and waited on a run queue for a CPU), and the wall time it is excused for its waits
 * (util.c, excused_wait_s). */
struct run_clock {
    int count;
    pid_t tid[MAX_THREADS];
    unsigned long long ran_ns[MAX_THREADS], waited_ns[MAX_THREADS];
    unsigned char runnable[MAX_THREADS]; /* bit 0: state R at the last reading; bit 1: at the
                                            one before */
    double sampled;  /* seconds into the run of the last reading */
    double spans[2]; /* the two spans between readings before that one, older first (s) */
    double spare[2]; /* of each, the seconds when no thread may have run that no wait was
                        matched with yet */
    double excused;  /* seconds */
    int lowered;     /* the run lowered its autogroup's priority: nothing is excused */
};

/* Where no cgroup counts a run's memory, the inner runner reads it every few milliseconds: its
 * resident size and page tables, from the status of a live thread (the leader's shows nothing
 * once it has called pthread_exit), and where runs are isolated what its scratch tmpfs holds
 * beyond the files placed there. (Where a cgroup keeps no peak, it reads the cgroup's usage.) */
struct memory_poll {
    pid_t pid, tid;  /* tid 0: find a live thread */
    int status;      /* /proc/PID/task/TID/status, or -1 */
    int usage;       /* the usage file of the run's cgroup, or -1 */
    long base_kib;   /* what its scratch tmpfs, or its cgroup, held before it */
    long mappings_kib; /* what its mappings (VMAs) hold in the kernel, as last counted */
    long last_kib, peak_kib;
};

/* How one run's memory is counted, and its limit. */
struct run_memory {
    long limit_kib;  /* 0: not watched */
    int in_cgroup;   /* 1: by the kernel, in the run cgroup */
    int polled;      /* 1: read every few milliseconds (see struct memory_poll) */
    int enter;       /* the file of the run cgroup a child writes itself into, or -1 */
    struct memory_poll poll;
};

/* main.c: the outer runner */
int main(int argc, char **argv);

/* inner.c: the inner runner and the judge's socket */
void inner_main(int status_link, int link, int isolate, uid_t outer_uid, gid_t outer_gid,
                pid_t outer);

/* protocol.c: requests and answers */
void put_field(char *text, size_t size, const char *key, const char *value);
void put_number(char *text, size_t size, const char *key, long number);
void put_limits(char *text, size_t size);
int read_request(char *text, size_t n, struct request *r, char *why, size_t why_size);
void free_request(struct request *r);
void write_answer(const struct answer *a, char *text, size_t size);

/* filters.c: the seccomp filters */
enum { RUNNER_FILTER, RUN_FILTER, COMPILE_FILTER };
void build_filters(void);
void set_own_pid(pid_t pid);
int install_filter(int which);
int probe_filter(void);

/* memory.c: memory cgroups and polled memory */
void setup_memory(const char *wanted, char *why, size_t why_size);
void put_memory_fields(char *text, size_t size, const char *why);
int memory_in_cgroups(void);
void drop_cgroup(void);
void count_memory(struct run_memory *m, long limit_kib);
void memory_watched(struct run_memory *m, pid_t pid);
int memory_limit_reached(struct run_memory *m);
long memory_poll_ns(const struct run_memory *m);
void count_files_left(struct run_memory *m);
void count_mappings(struct run_memory *m);
long memory_peak(struct run_memory *m, long maxrss_kib, int *at_limit);

/* box.c: the sandbox's root, a run's scratch and files */
int build_sandbox(uid_t outer_uid, gid_t outer_gid, const char **step);
int make_scratch(const struct request *r);
void remove_scratch(void);
int box_only_writes(void);
void remove_leftovers(void);
long scratch_kib(void);
int place_files(const struct request *r, const int *fds);
void take_product(const struct request *r, int to);
int sealed_copy(int from);
int executable_fd(int fd);

/* run.c: one run, from its request to its answer */
void serve(const struct request *r, const int *fds, struct answer *a, int *out);

/* util.c: files, /proc, processes */
double monotonic_s(void);
int read_small_file(const char *path, char *buf, size_t size);
int write_text(const char *path, const char *text);
int write_at(int folder, const char *name, const char *text);
int copy_fd(int from, int to, long limit);
void close_all(const int *fds, int count);
int remove_tree(const char *path);
int has_word(const char *text, const char *word, const char *separators);
long long number_in(int fd, const char *key);
double cpu_seconds_of(pid_t pid);
double excused_wait_s(pid_t pid, struct run_clock *c, double elapsed);
void end_descendants(void);

#endif
