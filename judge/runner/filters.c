/* filters.c: the seccomp filters, what a security review reads: the rules as tables (what each
 * refuses, and to whom), and the builder that turns them into three BPF programs, built once
 * before any is installed: the inner runner's own, which every run and compilation inherits
 * (`always`), a run's (`mounts` and `run_only`) and a compilation's (`mounts`). README.md,
 * "The filters", tells how they are searched and installed. */
#include "runner.h"
#include <errno.h>
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

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
/* flock: returns 0 and takes no lock. A lock is kernel memory a v1 memory cgroup does not
 * count; a run is alone with its files, so no lock of its would keep out anyone; and the JVM
 * locks its performance-data file (/tmp/hsperfdata_USER/PID) so, and prints a warning on
 * standard output, which is compared, when flock fails. */
static const struct sock_filter does_nothing[] = {RETURN(SECCOMP_RET_ERRNO | 0)};
static const struct sock_filter threads_only[] = { /* clone */
    ARG(0), IF_SET(CLONE_THREAD, 1, 0), REFUSED, ALLOW};
static const struct sock_filter on_itself[] = { /* pid 0 or its own */
    ARG(0), IF_EQ(0, 2, 0), IF_EQ(OWN_PID, 1, 0), REFUSED, ALLOW};
static const struct sock_filter on_its_group[] = { /* kill: pid 0, its own, minus its own */
    ARG(0), IF_EQ(0, 3, 0), IF_EQ(OWN_PID, 2, 0), IF_EQ(MINUS_OWN_PID, 1, 0), REFUSED, ALLOW};
static const struct sock_filter on_its_threads[] = { /* tgkill and the like: its own tgid */
    ARG(0), IF_EQ(OWN_PID, 1, 0), REFUSED, ALLOW};
static const struct sock_filter own_io_priority[] = { /* ioprio_set: no IOPRIO_WHO_USER, */
    /* who 0 or its own */
    ARG(0), IF_EQ(IOPRIO_USER, 3, 0), ARG(1), IF_EQ(0, 2, 0), IF_EQ(OWN_PID, 1, 0), REFUSED,
    ALLOW};
/* mmap: a shared mapping only of a file and only read-only. The JVM maps its class library
 * (lib/modules) so, and dies of SIGSEGV when refused; such a mapping holds the file's pages,
 * as reading it does. A writable one, or an anonymous one (which mprotect could make
 * writable; MAP_ANONYMOUS ignores the fd argument, so it is refused whatever the fd), could
 * hold memory outside the resident set once its pages are dropped from it (MADV_DONTNEED, a
 * partial munmap). mprotect can make writable only the mapping of a file opened for writing:
 * in the sandbox, the files of /box, whose pages are counted; /dev/zero, the one device that
 * would give anonymous memory so, is left out of the sandbox's /dev, and where runs are not
 * isolated Landlock lets a run open for writing its box folder, /dev/null and /dev/full only. */
static const struct sock_filter read_only_shared[] = {
    ARG(3), IF_SET(MAP_SHARED, 0, 4), IF_SET(MAP_ANONYMOUS, 2, 0), ARG(2),
    IF_SET(PROT_WRITE, 0, 1), REFUSED, ALLOW};
static const struct sock_filter fcntl_rule[] = { /* no F_SETOWN(_EX), locks, leases, dnotify */
    ARG(1), IF_EQ(F_SETOWN, 7, 0), IF_EQ(F_SETOWN_EX, 6, 0), IF_EQ(F_SETLK, 5, 0),
    IF_EQ(F_SETLKW, 4, 0), IF_EQ(F_OFD_SETLK, 3, 0), IF_EQ(F_OFD_SETLKW, 2, 0),
    IF_EQ(F_SETLEASE, 1, 0), IF_EQ(F_NOTIFY, 0, 1), REFUSED, ALLOW};

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
 *   400 MiB), inotify and fanotify instances, shared mappings but read-only ones of files
 *   (standard input, a sealed read-only memfd: mapping it is a fast way to read; the JVM's
 *   class library; an anonymous mapping ignores its fd argument, and is refused whatever it
 *   is). Standard input may be closed (Python's `with open(0)`) or replaced: no file a run
 *   can open there holds memory it could not hold otherwise; and what a memory cgroup does
 *   not always count, or what no count sees: file locks of every kind (fcntl's POSIX and
 *   open-file-description locks, leases; a v1 memory cgroup does not count them: 200 locks on
 *   each of many files held 231 MiB under a 64 MiB limit; flock does nothing, above), dnotify, extended
 *   attributes, device nodes and FIFOs (mknod: a FIFO's buffer is a pipe's), Landlock
 *   rulesets, and AIO contexts (io_setup: each takes slots of the machine's aio-max-nr, which
 *   all its processes share);
 * - taking a lower priority than it was given (setpriority, sched_setscheduler,
 *   sched_setparam, sched_setattr: SCHED_IDLE or nice 19 make a thread that waits for a CPU
 *   almost all the time, and its waits would be taken off the run's wall time);
 * - acting on another process: signals, CPU affinity, rlimits, pages, I/O priority and process
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
    RULE(mmap, read_only_shared), RULE(fcntl, fcntl_rule),
    RULE(kill, on_its_group), RULE(tkill, refuse), RULE(tgkill, on_its_threads),
    RULE(rt_sigqueueinfo, on_its_threads), RULE(rt_tgsigqueueinfo, on_its_threads),
    RULE(flock, does_nothing), RULE(setxattr, refuse), RULE(lsetxattr, refuse),
    RULE(fsetxattr, refuse), RULE(setxattrat, refuse),
#ifdef SYS_mknod
    RULE(mknod, refuse),
#endif
    RULE(mknodat, refuse), RULE(landlock_create_ruleset, refuse),
    RULE(landlock_add_rule, refuse), RULE(landlock_restrict_self, refuse),
    RULE(io_setup, refuse),
    RULE(setpriority, refuse), RULE(sched_setscheduler, refuse), RULE(sched_setparam, refuse),
    RULE(sched_setattr, refuse),
    RULE(pidfd_open, refuse), RULE(pidfd_send_signal, refuse), RULE(prlimit64, on_itself),
    RULE(sched_setaffinity, on_itself), RULE(setpgid, on_itself),
    RULE(migrate_pages, on_itself), RULE(move_pages, on_itself),
    RULE(ioprio_set, own_io_priority),
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
static struct filter {
    struct sock_filter code[BPF_MAXINSNS];
    struct sock_fprog program;
    short own[64], minus_own[8]; /* where the run's pid and minus it go */
    int owns, minus_owns;
} filters[3];

/* Build the filters, once, before any is installed: the inner runner's (`always`), a run's
 * (`mounts` and `run_only`) and a compilation's (`mounts`). */
void build_filters(void)
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
void set_own_pid(pid_t pid)
{
    struct filter *f = &filters[RUN_FILTER];
    for (int i = 0; i < f->owns; i++)
        f->code[f->own[i]].k = (unsigned)pid;
    for (int i = 0; i < f->minus_owns; i++)
        f->code[f->minus_own[i]].k = (unsigned)-pid;
}

/* Install on this process the filter `which` (RUNNER_FILTER, RUN_FILTER, COMPILE_FILTER). */
int install_filter(int which)
{
#ifdef FILTER_ARCH
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filters[which].program);
#else
    (void)which;
    errno = ENOSYS;
    return -1;
#endif
}

/* Whether this kernel takes the seccomp filter (tried in a child); 0 or its errno. */
int probe_filter(void)
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
