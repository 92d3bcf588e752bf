"""Reading an overlay's upper layer (what the task changed, O(touched)) and committing it.

The upper layer holds every path the task created, modified (copied up whole: metacopy is off),
or deleted (a whiteout: a 0:0 character device), and folders whose lower content is hidden
(opaque: the `user.overlay.opaque` / `trusted.overlay.opaque` xattr). From it and the lower tree
we build two small manifests of the touched paths only, so diffs use the store's own `compare`.

A commit is a list of idempotent operations written to a plan file before the journal marks it
started; each moved file leaves the upper layer (rename), so re-running the plan after a crash
finishes it without undoing what was already applied. What a step replaces in the real tree is
renamed into the session's `replaced/` folder in the store (never copied, never unlinked in place).
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from savepoint.model import Changes
from savepoint.store.manifest import DIR, FILE, SPECIAL, SYMLINK, Entry, Manifest, compare
from savepoint.store.meta import read_xattrs
from savepoint.store.scope import Scope

OPAQUE_XATTRS = ("user.overlay.opaque", "trusted.overlay.opaque")
WHITEOUT_XATTRS = ("user.overlay.whiteout", "trusted.overlay.whiteout")
_KINDS = {stat.S_IFREG: FILE, stat.S_IFDIR: DIR, stat.S_IFLNK: SYMLINK}


def is_whiteout(st: os.stat_result, path: str) -> bool:
    if stat.S_ISCHR(st.st_mode) and st.st_rdev == 0:
        return True
    if stat.S_ISREG(st.st_mode) and st.st_size == 0:  # "xwhiteout" form of newer kernels
        return any(_xattr(path, name) is not None for name in WHITEOUT_XATTRS)
    return False


def _xattr(path: str, name: str) -> bytes | None:
    try:
        return os.getxattr(path, name, follow_symlinks=False)
    except OSError:
        return None


def is_opaque(path: str) -> bool:
    return any(_xattr(path, name) == b"y" for name in OPAQUE_XATTRS)


def overlay_xattrs(path: str) -> list[str]:
    try:
        names = os.listxattr(path, follow_symlinks=False)
    except OSError:
        return []
    return [n for n in names if n.startswith(("user.overlay.", "trusted.overlay."))]


@dataclass
class Item:
    """One entry of the upper layer."""

    rel: str
    kind: str  # f d l s, or "w" for a whiteout
    st: os.stat_result
    opaque: bool = False
    ignored: bool = False  # under an ignore (.savepointignore, .git/objects): kept, never counted


@dataclass
class Layer:
    """The upper layer read against its lower tree."""

    items: list[Item]
    old: dict[str, Entry]  # the lower tree at every touched path (and what hiding folders hid)
    new: dict[str, Entry]  # the merged view at those paths
    hidden: dict[str, list[str]] = field(default_factory=dict)  # opaque dir -> lower children it hides


def _entry(rel: str, st: os.stat_result, path: str) -> Entry:
    kind = _KINDS.get(stat.S_IFMT(st.st_mode), SPECIAL)
    target = os.readlink(path) if kind == SYMLINK else None
    xattrs = read_xattrs(path)
    if xattrs:  # overlay's own bookkeeping is not the file's
        xattrs = tuple(x for x in xattrs if not x[0].startswith(("user.overlay.", "trusted.overlay.")))
    rdev = st.st_rdev if stat.S_ISCHR(st.st_mode) or stat.S_ISBLK(st.st_mode) else None
    return Entry(rel, kind, st.st_mode, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_nlink,
                 None, target, True, None, st.st_uid, st.st_gid, xattrs, None, rdev)


def _lstat(path: str) -> os.stat_result | None:
    try:
        return os.lstat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None


def _open_up(path: str, st: os.stat_result) -> bool:
    """Give a folder of the layer u+rwx when the task left it unlistable or unsearchable (`chmod 600
    d`): its entries must be read and moved. Only the user's own folders; the caller gives the mode
    back, or the layer is consumed."""
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.geteuid() or st.st_mode & 0o700 == 0o700:
        return False
    os.chmod(path, stat.S_IMODE(st.st_mode) | 0o700)
    return True


def give_back(opened: list[tuple[str, int]]) -> None:
    """The modes `walk_upper` opened up, given back deepest first."""
    for path, mode in reversed(opened):
        with contextlib.suppress(OSError):
            os.chmod(path, mode)
    opened.clear()


def walk_upper(upper: str, prune: Callable[[str], bool] | None = None,
               opened: list[tuple[str, int]] | None = None) -> Iterator[Item]:
    """Parents before children, sorted (deterministic); folders `prune` accepts are not entered.
    Folders the task made unsearchable are opened up and listed in `opened` (path, mode); without
    a list their modes are given back when the walk ends. Items carry the modes the task left."""
    mine = opened if opened is not None else []
    try:
        yield from _walk_upper(upper, prune, mine)
    finally:
        if opened is None:
            give_back(mine)


def _walk_upper(upper: str, prune: Callable[[str], bool] | None, opened: list[tuple[str, int]]) -> Iterator[Item]:
    stack: list[tuple[str, str]] = [("", upper)]
    while stack:
        rel_dir, abs_dir = stack.pop()
        try:
            names = sorted(os.listdir(abs_dir), reverse=True)
        except FileNotFoundError:
            continue
        prefix = rel_dir + "/" if rel_dir else ""
        todo: list[tuple[str, str]] = []
        for name in reversed(names):
            path = abs_dir + "/" + name
            st = os.lstat(path)
            rel = prefix + name
            if prune is not None and prune(rel):
                continue
            if is_whiteout(st, path):
                yield Item(rel, "w", st)
            elif stat.S_ISDIR(st.st_mode):
                if _open_up(path, st):
                    opened.append((path, stat.S_IMODE(st.st_mode)))
                yield Item(rel, DIR, st, is_opaque(path))
                todo.append((rel, path))
            else:
                yield Item(rel, _KINDS.get(stat.S_IFMT(st.st_mode), SPECIAL), st)
        # children of the first folder are visited next (pre-order)
        stack.extend(reversed(todo))


def _walk_lower(lower: str, rel: str, scope: Scope, out: dict[str, Entry]) -> None:
    """Every path below lower/rel (they exist before, and are hidden after)."""
    stack = [rel]
    while stack:
        d = stack.pop()
        try:
            it = os.scandir(lower + "/" + d)
        except OSError:
            continue
        with it:
            for de in it:
                r = d + "/" + de.name
                is_dir = de.is_dir(follow_symlinks=False)
                if scope.ignored(r, is_dir):
                    continue
                out[r] = _entry(r, de.stat(follow_symlinks=False), de.path)
                if is_dir:
                    stack.append(r)


def read_layer(upper: str, lower: str, scope: Scope) -> Layer:
    items: list[Item] = []
    old: dict[str, Entry] = {}
    new: dict[str, Entry] = {}
    hidden: dict[str, list[str]] = {}
    ignored_dirs: set[str] = set()
    cut: set[str] = set()  # folders whose merged content comes from the upper layer alone
    opened: list[tuple[str, int]] = []
    try:
        _read(upper, lower, scope, opened, items, old, new, hidden, ignored_dirs, cut)
    finally:
        give_back(opened)
    _mark_scope(old, scope)
    _mark_scope(new, scope)
    return Layer(items, old, new, hidden)


def _read(upper: str, lower: str, scope: Scope, opened: list[tuple[str, int]], items: list[Item],
          old: dict[str, Entry], new: dict[str, Entry], hidden: dict[str, list[str]],
          ignored_dirs: set[str], cut: set[str]) -> None:
    for it in walk_upper(upper, lambda rel: rel in scope.fixed_ignores, opened):
        parent = it.rel.rpartition("/")[0]
        if parent in ignored_dirs or scope.ignored(it.rel, it.kind == DIR):
            it.ignored = True
            if it.kind == DIR:
                ignored_dirs.add(it.rel)
            items.append(it)
            continue
        items.append(it)
        lpath = lower + "/" + it.rel
        lst = _lstat(lpath)
        if it.kind == DIR:
            # below an opaque or new folder the merged view never looks at the lower tree: a folder
            # there hides its lower namesake's content exactly as an opaque one does
            it.opaque = it.opaque or parent in cut
            if it.opaque or lst is None or not stat.S_ISDIR(lst.st_mode):
                cut.add(it.rel)
        if lst is not None:
            old[it.rel] = _entry(it.rel, lst, lpath)
        if it.kind != "w":
            new[it.rel] = _entry(it.rel, it.st, upper + "/" + it.rel)
        lower_dir = lst is not None and stat.S_ISDIR(lst.st_mode)
        if lower_dir and (it.kind != DIR or it.opaque):  # the lower folder's content is gone or hidden
            _walk_lower(lower, it.rel, scope, old)
            if it.kind == DIR:
                prefix = it.rel + "/"
                try:
                    names = os.listdir(lpath)
                except OSError:
                    names = []
                hidden[it.rel] = [prefix + n for n in names if prefix + n in old]
    _contents(old, new, upper, lower)


def _contents(old: dict[str, Entry], new: dict[str, Entry], upper: str, lower: str) -> None:
    """Content markers for compare(): equal only when the bytes are equal (read only same-size pairs)."""
    for rel, n in new.items():
        if n.kind != FILE:
            continue
        o = old.get(rel)
        same = (o is not None and o.kind == FILE and o.size == n.size
                and _same_bytes(lower + "/" + rel, upper + "/" + rel))
        new[rel] = n._replace(content="same" if same else "new")
        if o is not None and o.kind == FILE:
            old[rel] = o._replace(content="same" if same else "old")


def _same_bytes(a: str, b: str) -> bool:
    """Equal bytes (same size already known)? Blocks are compared in an order that spreads over the
    whole file first (0, 1/2, 1/4, 3/4, ...), stopping at the first difference: a big file rewritten
    somewhere in the middle (copied up whole by the overlay) is told apart after a few blocks, not
    after reading up to the change. Equal files are read once, as a plain compare would."""
    try:
        fa = os.open(a, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fb = os.open(b, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        os.close(fa)
        return False
    try:
        size = os.fstat(fa).st_size
        if os.fstat(fb).st_size != size:
            return False
        buf_a, buf_b = bytearray(_COMPARE_BLOCK), bytearray(_COMPARE_BLOCK)
        for block in _spread(-(-size // _COMPARE_BLOCK)):
            offset = block * _COMPARE_BLOCK
            want = min(_COMPARE_BLOCK, size - offset)
            if _pread_full(fa, buf_a, want, offset) != want or _pread_full(fb, buf_b, want, offset) != want:
                return False  # shorter than it said: changing under us
            if (buf_a != buf_b) if want == _COMPARE_BLOCK else (buf_a[:want] != buf_b[:want]):
                return False
        return True
    except OSError:
        return False
    finally:
        os.close(fa)
        os.close(fb)


_COMPARE_BLOCK = 1 << 20


def _spread(n: int) -> list[int]:
    """0..n-1 in bit-reversed order: every prefix samples the whole range about evenly."""
    if n <= 2:
        return list(range(n))
    bits = (n - 1).bit_length()
    return sorted(range(n), key=lambda i: int(format(i, f"0{bits}b")[::-1], 2))


def _pread_full(fd: int, buf: bytearray, want: int, offset: int) -> int:
    view = memoryview(buf)
    got = 0
    while got < want:
        k = os.preadv(fd, [view[got:want]], offset + got)
        if not k:
            break
        got += k
    return got


def _mark_scope(entries: dict[str, Entry], scope: Scope) -> None:
    if scope.everything:
        return
    inside: set[str] = set()
    for rel, e in entries.items():
        if scope.contains(rel, e.kind == DIR):
            inside.add(rel)
            i = rel.rfind("/")
            while i > 0:  # folders holding scoped paths are scoped too (as a full scan marks them)
                inside.add(rel[:i])
                i = rel.rfind("/", 0, i)
    for rel, e in entries.items():
        if rel not in inside:
            entries[rel] = e._replace(scoped=False)


def changes(layer: Layer) -> tuple[Changes, list[str]]:
    """In-scope changes (as a full scan's compare would list them) and writes outside the scope."""
    old, new = Manifest(layer.old.values()), Manifest(layer.new.values())
    inside = compare(old, new)
    out_old = Manifest(e._replace(scoped=True) for e in layer.old.values() if not e.scoped)
    out_new = Manifest(e._replace(scoped=True) for e in layer.new.values() if not e.scoped)
    outside = compare(out_old, out_new)
    return inside, sorted({*outside.added, *outside.modified, *outside.deleted, *outside.metadata})


# -- commit -------------------------------------------------------------------------------------


def plan(layer: Layer) -> list[list[Any]]:
    """Operations applying the in-scope part of the layer to the lower tree, parents first."""
    keep = {rel for rel, e in layer.new.items() if e.scoped}
    keep |= {rel for rel, e in layer.old.items() if e.scoped}
    ops: list[list[Any]] = []
    meta: list[list[Any]] = []
    for it in layer.items:
        if it.rel not in keep and not it.ignored:
            continue
        old = layer.old.get(it.rel)
        if it.kind == "w":
            ops.append(["del", it.rel])
        elif it.kind == DIR:
            if old is None or old.kind != DIR:
                ops.append(["mkdir", it.rel, stat.S_IMODE(it.st.st_mode)])
            else:
                for child in layer.hidden.get(it.rel, []):
                    if child in keep and child not in layer.new:
                        ops.append(["del", child])
            meta.append(["meta", it.rel, stat.S_IMODE(it.st.st_mode), it.st.st_atime_ns, it.st.st_mtime_ns])
        else:
            ops.append(["mv", it.rel])
    return ops + meta[::-1]


def strip_xattrs(upper: str, ops: list[list[Any]]) -> None:
    """Overlay's own xattrs must not follow a moved file into the workspace."""
    for op in ops:
        if op[0] == "mv":
            path = upper + "/" + op[1]
            for name in overlay_xattrs(path):
                with contextlib.suppress(OSError):
                    os.removexattr(path, name, follow_symlinks=False)


def write_plan(path: str, ops: list[list[Any]]) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(ops, f)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    fd = os.open(os.path.dirname(path), os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def replaced(layer: Layer) -> dict[str, tuple[int, int, int, int]]:
    """The in-scope files of the real tree a commit of `layer` moves out of the workspace (deleted,
    overwritten, or below a replaced folder), with the stat key the pre-run checkpoint must match:
    (size, mtime_ns, ctime_ns, ino)."""
    return {rel: (e.size, e.mtime_ns, e.ctime_ns, e.ino) for rel, e in layer.old.items()
            if e.scoped and e.kind == FILE}


def _stash(path: str, stash: str, n: int) -> None:
    """Move what is at `path` (file, link or whole folder) into the store: op n's slot in `stash`.
    A rename, never a copy or an unlink: nothing of the real tree is destroyed by a commit, and
    freeing a big replaced file's blocks is left to the detached cleaner."""
    if _lstat(path) is None:
        return
    os.makedirs(stash, mode=0o700, exist_ok=True)
    slot = f"{stash}/{n}"
    k = 0
    while os.path.lexists(slot):  # (a re-run of the plan after a crash: earlier slots stay)
        k += 1
        slot = f"{stash}/{n}.{k}"
    os.rename(path, slot)


_OP_ARGS = {"del": (), "mv": (), "mkdir": (int,), "meta": (int, int, int)}


def check_ops(ops: Any) -> list[list[Any]]:
    """A commit plan read back from the store (commit.json, pending.json) is data: each operation
    must be one savepoint writes, on a relative path that stays inside the tree (no `..`, no
    absolute path, no empty part). Raises ValueError naming the first that is not."""
    # lazy import (startup time): only a commit reads plans back
    from savepoint.errors import UsageError
    from savepoint.store.scope import check_name

    if not isinstance(ops, list):
        raise ValueError("the commit plan is not a list of operations")
    for op in ops:
        if not (isinstance(op, list) and op and op[0] in _OP_ARGS and len(op) == 2 + len(_OP_ARGS[op[0]])
                and isinstance(op[1], str)
                and all(isinstance(v, t) and not isinstance(v, bool) for v, t in zip(op[2:], _OP_ARGS[op[0]],
                                                                                       strict=True))):
            raise ValueError(f"the commit plan holds an invalid operation {str(op)[:120]}")
        try:
            check_name(op[1])
        except UsageError as e:
            raise ValueError(f"the commit plan names a path outside the workspace: {op[1][:120]!r}") from e
    return ops


def _real_parents(base: str, rel: str, open_up: bool = False) -> bool:
    """Is every folder above `rel` under `base` a real folder (no symlink)? False when one is missing.
    Raises ValueError when a symlink or file stands there: the path would lead elsewhere. With
    `open_up` (the layer, which the commit consumes), folders the task made unsearchable get u+rwx."""
    i = rel.find("/")
    while i > 0:
        st = _lstat(base + "/" + rel[:i])
        if st is None:
            return False
        if not stat.S_ISDIR(st.st_mode):
            raise ValueError(f"refusing to apply the commit at {rel!r}: {rel[:i]!r} is not a real folder "
                             f"(a symlink or file stands there)")
        if open_up:
            _open_up(base + "/" + rel[:i], st)
        i = rel.find("/", i + 1)
    return True


def apply(ops: list[list[Any]], upper: str, lower: str, stash: str, hook: Any = None) -> None:
    """Run the plan; safe to run again from the start after a crash at any point. What each step
    replaces in the real tree is renamed into `stash` (in the store), not deleted. Every path
    is checked first: relative, inside the tree, and below real folders only (a symlink planted
    above it, in the workspace or in the layer, is never followed)."""
    check_ops(ops)
    for n, op in enumerate(ops):
        if hook is not None:
            hook(n)
        kind, rel = op[0], op[1]
        dst = lower + "/" + rel
        if not _real_parents(lower, rel) and kind in ("del", "meta"):
            continue  # its folder is gone: nothing to delete or touch
        if kind == "mv" and not _real_parents(upper, rel, open_up=True):
            continue  # (its source folder is gone: moved before the crash)
        if kind == "del":
            _stash(dst, stash, n)
        elif kind == "mkdir":
            st = _lstat(dst)
            if st is None or not stat.S_ISDIR(st.st_mode):
                if st is not None:
                    _stash(dst, stash, n)
                os.mkdir(dst, 0o700)
            os.chmod(dst, op[2] | 0o700)  # its files are moved in next; its "meta" step, last, sets op[2]
        elif kind == "mv":
            src = upper + "/" + rel
            if _lstat(src) is None:
                continue  # moved before the crash
            _stash(dst, stash, n)
            os.rename(src, dst)
        elif kind == "meta":
            st = _lstat(dst)
            if st is not None and stat.S_ISDIR(st.st_mode):
                os.chmod(dst, op[2])
                os.utime(dst, ns=(op[3], op[4]), follow_symlinks=False)
    if hook is not None:
        hook(len(ops))  # (every step applied; the journal not yet closed)
