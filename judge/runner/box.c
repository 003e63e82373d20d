/* box.c: where a program runs: the sandbox's root, built once by the inner runner (a read-only
 * tmpfs with read-only binds of /usr and /etc, five devices and a /proc, entered with
 * pivot_root), and each run's scratch on /box, the files placed in it, a sealed copy of its
 * input and of a script, and the product taken out of it. README.md, "The box", tells how. */
#include "runner.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#if __has_include(<linux/landlock.h>)
#include <linux/landlock.h>
#endif
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#define ROOT "/tmp"            /* where the inner runner builds its root before entering it */

/* ---- the sandbox's root, built once by the inner runner ---------------------------------- */

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

/* The devices of the root: four binds of the host's, and the links to /proc/self/fd. Not
 * /dev/zero: a shared mapping of it opened for writing is anonymous memory that mprotect can
 * make writable (filters.c, read_only_shared), and no program needs it. */
static int make_devices(void)
{
    static const char *const devices[] = {"null", "full", "random", "urandom"};
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
int build_sandbox(uid_t outer_uid, gid_t outer_gid, const char **step)
{
    *step = "map the user namespace";
    if ((sandbox.in_userns && map_user_namespace(outer_uid, outer_gid) < 0) || make_root(step) < 0)
        return -1;
    *step = "enter the root";
    if (chdir(ROOT) < 0 || syscall(SYS_pivot_root, ".", ".") < 0 ||
        umount2(".", MNT_DETACH) < 0 || chdir("/") < 0)
        return -1;
    *step = "set the host name";
    if (sethostname("judge", 5) < 0)
        return -1;
    strcpy(sandbox.box_dir, "/box");
    strcpy(sandbox.work_dir, "/box/work");
    strcpy(sandbox.tmp_dir, "/box/tmp");
    return 0;
}

/* ---- a run's files: its scratch, its input, its program, its product --------------------- */

static int valid_name(const char *name)
{
    return *name && !strchr(name, '/') && strcmp(name, ".") && strcmp(name, "..");
}

/* Whether the scratch of a run is there: a tmpfs mounted on /box, or not isolated a folder. */
static int box_made;

/* A fresh /box (or, not isolated, a fresh box folder) for one run; 0 or -1 with errno. Where
 * runs are isolated it is a new tmpfs each time (mounting one and unmounting it costs about
 * 40 us of CPU), so that nothing of a run, not even a time of change or an inode number,
 * reaches the next; of r->scratch_kib and SCRATCH_INODES files and folders, so that what it
 * holds, and what removing it costs, is bounded. */
int make_scratch(const struct request *r)
{
    static unsigned long runs;
    uid_t id = sandbox.run_id;
    remove_scratch(); /* (the last run's, if it is still there) */
    if (!sandbox.isolated) { /* a new name each time: a folder a run made unremovable stays aside */
        snprintf(sandbox.box_dir, sizeof sandbox.box_dir, "%s/box-%lu", sandbox.runner_dir,
                 ++runs);
        snprintf(sandbox.work_dir, sizeof sandbox.work_dir, "%s/work", sandbox.box_dir);
        snprintf(sandbox.tmp_dir, sizeof sandbox.tmp_dir, "%s/tmp", sandbox.box_dir);
    }
    if (sandbox.isolated) {
        char options[160];
        snprintf(options, sizeof options, "size=%ldk,nr_inodes=%d,mode=0755,uid=%u,gid=%u",
                 r->scratch_kib, SCRATCH_INODES, (unsigned)id, (unsigned)id);
        if (mount("box", sandbox.box_dir, "tmpfs", MS_NOSUID | MS_NODEV, options) < 0)
            return -1;
    } else if (mkdir(sandbox.box_dir, 0755) < 0 || chown(sandbox.box_dir, id, id) < 0) {
        return -1;
    }
    box_made = 1;
    if (mkdir(sandbox.work_dir, 0755) < 0 || mkdir(sandbox.tmp_dir, 01777) < 0 ||
        chown(sandbox.work_dir, id, id) < 0 || chown(sandbox.tmp_dir, id, id) < 0) {
        int e = errno;
        remove_scratch();
        errno = e;
        return -1;
    }
    return 0;
}

/* What the run's scratch tmpfs holds now (KiB); 0 where runs are not isolated. */
long scratch_kib(void)
{
    struct statvfs s;
    if (!sandbox.isolated || statvfs(sandbox.box_dir, &s) < 0)
        return 0;
    return (long)((s.f_blocks - s.f_bfree) * s.f_frsize / 1024);
}

/* Remove the scratch of the run, with all it holds, if it is there. (Unmounting a tmpfs waits
 * for an RCU grace period, about 0.18 ms of wall time: the inner runner does it once the
 * answer is sent, while the judge reads it.) */
void remove_scratch(void)
{
    if (box_made && !sandbox.isolated)
        remove_tree(sandbox.box_dir);
    else if (box_made)
        umount2(sandbox.box_dir, MNT_DETACH);
    box_made = 0;
}

/* ---- where runs are not isolated: their writes kept to their box ------------------------ */

#ifdef LANDLOCK_CREATE_RULESET_VERSION
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14) /* ABI 3, Linux 6.2 */
#endif

/* The Landlock ABI version of this kernel, 0 where it has none (asked once). */
static int landlock_abi(void)
{
    static int abi = -1;
    if (abi < 0) {
        long version = syscall(SYS_landlock_create_ruleset, NULL, 0,
                               LANDLOCK_CREATE_RULESET_VERSION);
        abi = version > 0 ? (int)version : 0;
    }
    return abi;
}

/* Let the Landlock ruleset `ruleset` grant `access` beneath `path`; 0 or -1. */
static int grant(int ruleset, const char *path, unsigned long long access)
{
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0)
        return -1;
    struct landlock_path_beneath_attr rule = {.allowed_access = access, .parent_fd = fd};
    int done = (int)syscall(SYS_landlock_add_rule, ruleset, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
    close(fd);
    return done;
}

/* Where runs are not isolated, a Landlock ruleset for the child to restrict itself with
 * before its exec: the program may make, change and remove files in its box folder only (and
 * write to /dev/null and /dev/full), not in /tmp, /dev/shm, the repository or any folder of
 * the user's; it reads what the user may read. Not /dev/zero: a shared mapping of it opened
 * for writing is anonymous memory. -1 where runs are isolated or the kernel has no Landlock. */
int box_only_writes(void)
{
    static const char *const devices[] = {"/dev/null", "/dev/full"};
    int abi = landlock_abi();
    if (sandbox.isolated || abi == 0)
        return -1;
    unsigned long long files = LANDLOCK_ACCESS_FS_WRITE_FILE |
                               (abi >= 3 ? LANDLOCK_ACCESS_FS_TRUNCATE : 0);
    unsigned long long handled = files | LANDLOCK_ACCESS_FS_REMOVE_DIR |
        LANDLOCK_ACCESS_FS_REMOVE_FILE | LANDLOCK_ACCESS_FS_MAKE_CHAR |
        LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG | LANDLOCK_ACCESS_FS_MAKE_SOCK |
        LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |
        LANDLOCK_ACCESS_FS_MAKE_SYM | (abi >= 2 ? LANDLOCK_ACCESS_FS_REFER : 0);
    struct landlock_ruleset_attr attr = {.handled_access_fs = handled};
    int ruleset = (int)syscall(SYS_landlock_create_ruleset, &attr, sizeof attr, 0);
    if (ruleset < 0)
        return -1;
    if (grant(ruleset, sandbox.box_dir, handled) < 0) {
        close(ruleset);
        return -1;
    }
    for (size_t i = 0; i < sizeof devices / sizeof devices[0]; i++)
        grant(ruleset, devices[i], files);
    return ruleset;
}

#else /* headers without Landlock: as a kernel without it */
static int landlock_abi(void)
{
    return 0;
}

int box_only_writes(void)
{
    return -1;
}
#endif

/* Where runs are not isolated and have a uid of their own, but the kernel has no Landlock to
 * keep their writes to their box: remove what the run left in the folders every user may
 * write in (/tmp, /var/tmp, /dev/shm), all that its uid owns there. (Where runs have the
 * judge's uid, what they left there cannot be told from the user's own files.) */
void remove_leftovers(void)
{
    static const char *const shared[] = {"/tmp", "/var/tmp", "/dev/shm"};
    if (sandbox.isolated || !sandbox.own_ids || landlock_abi() > 0)
        return;
    for (size_t i = 0; i < sizeof shared / sizeof shared[0]; i++) {
        DIR *d = opendir(shared[i]);
        struct dirent *e;
        struct stat s;
        while (d && (e = readdir(d))) {
            char path[4400];
            if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0 ||
                fstatat(dirfd(d), e->d_name, &s, AT_SYMLINK_NOFOLLOW) < 0 ||
                s.st_uid != sandbox.run_id)
                continue;
            snprintf(path, sizeof path, "%s/%s", shared[i], e->d_name);
            if (S_ISDIR(s.st_mode))
                remove_tree(path);
            else
                unlinkat(dirfd(d), e->d_name, 0);
        }
        if (d)
            closedir(d);
    }
}

/* ---- a run's files ----------------------------------------------------------------------- */

/* Copy the request's files into the working folder, owned by the run. */
int place_files(const struct request *r, const int *fds)
{
    for (int i = 0; i < r->nfiles; i++) {
        char path[sizeof sandbox.work_dir + 256];
        if (!valid_name(r->file_names[i])) {
            errno = EINVAL;
            return -1;
        }
        snprintf(path, sizeof path, "%s/%s", sandbox.work_dir, r->file_names[i]);
        int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd < 0)
            return -1;
        int ok = copy_fd(fds[i], fd, -1) == 0 && fchown(fd, sandbox.run_id, sandbox.run_id) == 0;
        close(fd);
        if (!ok)
            return -1;
    }
    return 0;
}

/* Copy the product file out of the working folder, if it is a regular file there; no
 * symlink the run made is followed, not even one in place of the folder. */
void take_product(const struct request *r, int to)
{
    struct stat s;
    int box = open(sandbox.box_dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
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

/* A sealed memfd holding a copy of what `from` holds, offset 0; -1 with errno on failure
 * (EFBIG for more than INPUT_CAP bytes: the copy is memory of this machine). */
int sealed_copy(int from)
{
    struct stat s;
    if (fstat(from, &s) == 0 && s.st_size > INPUT_CAP) {
        errno = EFBIG;
        return -1;
    }
    int fd = memfd_create("stdin", MFD_CLOEXEC | MFD_ALLOW_SEALING);
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
int executable_fd(int fd)
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
