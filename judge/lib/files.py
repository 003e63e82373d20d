"""Files and the build cache: a test file opened only if it is a regular file (open_regular),
read whole up to a cap or a piece at a time, its SHA-256, writing one whole, the cache of
compiled programs in build/judge-cache/ (an entry kept with the SHA-256 of its content, used
only while it still has it, the least recently used removed first past CACHE_CAP), and the one
message for a folder of build/ that cannot be written. judge/README.md ("When build/ cannot be
written", "Your own folder of tests") is the manual."""
import errno
import hashlib
import os
import re
import shutil
import stat
import threading
from pathlib import Path

from .errors import SetupError

CODE_ROOT = Path(__file__).resolve().parents[2]  # the repository holding judge/


CACHE = CODE_ROOT / "build" / "judge-cache"
CACHE_PURPOSE = "the judge keeps the programs it compiles there"
CACHE_CAP = 1 << 30  # bytes the compiled programs of the cache may hold; the oldest go first
_ENTRY_NAME = re.compile(r"[0-9a-f]{32}\Z")  # a cache entry's folder (cache_entry)


READ_PIECE = 1 << 20  # bytes read at a time from an input or output that may be large


def shown_path(path, root):
    """`path` as the report shows it: relative to `root` when it is inside it."""
    path = Path(path)
    return str(path.relative_to(root)) if path.is_absolute() and root in path.parents \
        else str(path)


def unwritable(folder, error, purpose):
    """The SetupError for an OSError `error` met writing in `folder`, for a person: the folder,
    the reason, what the folder is for (`purpose`) and what to do."""
    return SetupError("cannot write %s/ (%s): %s; make the folder writable, or work in a "
                      "writable copy of the repository"
                      % (shown_path(folder, Path.cwd()), error.strerror or error, purpose))


def cache_entry(parts, name):
    """The path of cache entry `name` keyed by the byte strings `parts`."""
    key = hashlib.sha256(b"\0".join(parts)).hexdigest()[:32]
    return CACHE / key / name


def sha256(data):
    """The SHA-256 of the bytes `data`, in hex."""
    return hashlib.sha256(data).hexdigest()


def cached(target):
    """Whether `target` is in the cache, with the content its compiler wrote. An entry found
    is marked as used now (its folder's time), so that the cache drops it last."""
    try:
        recorded = target.with_name(target.name + ".sha256").read_text("ascii").strip()
        if recorded != sha256(target.read_bytes()):
            return False
    except OSError:
        return False
    try:
        os.utime(str(target.parent))
    except OSError:  # a read-only cache is only read
        pass
    return True


def store(target, data, mode):
    """Put `data` in the cache as `target` (mode `mode`), with its SHA-256 beside it, then
    bound the cache (prune). Raises SetupError, saying what to do, when the cache cannot be
    written (a read-only repository, a full disk)."""
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        for path, content, path_mode in ((target, data, mode),
                                         (target.with_name(target.name + ".sha256"),
                                          (sha256(data) + "\n").encode(), 0o644)):
            replace_file(path, content, path_mode)
    except OSError as error:
        raise unwritable(CACHE, error, CACHE_PURPOSE)
    prune(CACHE, CACHE_CAP, keep=target.parent)


def prune(cache, cap, keep=None):
    """Remove the entries of the folder `cache` (cache_entry's folders) least recently used
    first (cached marks an entry used), until what they hold is at most `cap` bytes; never
    the entry `keep`, the one just stored. An entry another judge removes at the same time is
    passed over. A program of up to 256 MiB can be compiled from a few bytes (an assembler's
    .incbin): without a bound, each such source would stay on disk for good."""
    entries = []
    try:
        listing = list(os.scandir(str(cache)))
    except OSError:
        return
    for entry in listing:
        if not _ENTRY_NAME.match(entry.name):
            continue
        try:
            used = entry.stat(follow_symlinks=False).st_mtime_ns
            size = sum(item.stat(follow_symlinks=False).st_size
                       for item in os.scandir(entry.path))
        except OSError:
            continue
        entries.append((used, entry.name, size))
    total = sum(size for _, _, size in entries)
    for _, name, size in sorted(entries):
        if total <= cap:
            break
        if keep is not None and name == Path(keep).name:
            continue
        shutil.rmtree(os.path.join(str(cache), name), ignore_errors=True)
        total -= size


def replace_file(path, content, mode=0o644):
    """Write `content` (bytes) to `path` with `mode`, replacing the file whole: a reader sees
    the old file or the new one, and a write that fails (a full disk) leaves neither half."""
    temporary = path.with_name("%s.%d.%d" % (path.name, os.getpid(), threading.get_ident()))
    try:
        with open(str(temporary), "wb") as f:
            f.write(content)
        os.chmod(str(temporary), mode)
        os.replace(str(temporary), str(path))
    finally:
        if temporary.exists():
            temporary.unlink()


def open_regular(path):
    """A descriptor for reading the test file `path`, which must be a regular file: opened
    without following a symbolic link and without waiting (a FIFO with no writer, a device),
    then checked. SetupError, naming it, when it is anything else; OSError when it cannot be
    opened. A folder of tests may come from anywhere: a link in it to /etc/shadow is not read,
    and a FIFO put in place of an input after the folder was checked does not hang the judge."""
    try:
        fd = os.open(str(path), os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise SetupError("%s is a symbolic link: a test file must be a regular file"
                             % path)
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise SetupError("%s is %s, not a regular file" % (path, file_kind(mode)))
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def file_kind(mode):
    """What a file of mode `mode` is, for a person: "a FIFO", "a folder", ..."""
    for test, kind in ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISDIR, "a folder"),
                       (stat.S_ISLNK, "a symbolic link"), (stat.S_ISCHR, "a device"),
                       (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"),
                       (stat.S_ISREG, "a regular file")):
        if test(mode):
            return kind
    return "of an unknown kind"


def file_sha256(path, cap):
    """(the SHA-256 of the file `path` in hex, its size); the digest is None when the file holds
    more than `cap` bytes, which are then not read. The file is read with os.read, a
    piece at a time: for hundreds of small inputs, half the time open() takes. Only a regular
    file is read (open_regular)."""
    fd = open_regular(path)
    try:
        piece = os.read(fd, 1 << 16)
        # A file that fills the first read may be large: its size says whether to read on.
        size = len(piece) if len(piece) < 1 << 16 else os.fstat(fd).st_size
        if size > cap:
            return None, size
        digest = hashlib.sha256(piece)
        while piece:
            piece = os.read(fd, READ_PIECE)
            digest.update(piece)
        return digest.hexdigest(), size
    finally:
        os.close(fd)


def file_bytes(path, cap=None, what="file"):
    """The bytes of the regular file `path` (open_regular), read with os.read: for hundreds of
    small files, half the time open() takes; a larger one is read into one buffer of its size,
    never twice over. With `cap`, a file of more than `cap` bytes is not read: SetupError,
    naming the `what` ("expected output") and its size."""
    fd = open_regular(path)
    try:
        head = os.read(fd, 1 << 16)
        if len(head) < 1 << 16 and not os.read(fd, 1):
            return head
        size = os.fstat(fd).st_size
        if cap is not None and size > cap:
            raise SetupError(too_large(what, path, size, cap))
        os.lseek(fd, 0, os.SEEK_SET)
        with open(fd, "rb", buffering=0, closefd=False) as f:
            data = f.read() if cap is None else f.read(cap + 1)
        if cap is not None and len(data) > cap:  # it grew since
            raise SetupError(too_large(what, path, len(data), cap))
        return data
    finally:
        os.close(fd)


def too_large(what, path, size, cap):
    """The message for a test file of `size` bytes that passes its `cap`."""
    from .readable import format_size  # (readable reads files through this module)
    return "%s %s holds %s, more than the %s the judge takes" % (
        what, path, format_size(size), format_size(cap))


def pieces(given):
    """The bytes of `given` (bytes, or the path of a regular file), READ_PIECE bytes at a
    time."""
    if isinstance(given, (bytes, bytearray)):
        for start in range(0, len(given), READ_PIECE):
            yield bytes(given[start:start + READ_PIECE])
        return
    with open(open_regular(given), "rb") as f:
        yield from iter(lambda: f.read(READ_PIECE), b"")
