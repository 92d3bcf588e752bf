"""Manifests: what a checkpoint recorded of each path, how it is encoded, how two compare.

A manifest is a list of entries sorted by path. Entries inside the scope carry content
(a content id for files, a target for symlinks); entries outside it carry stat data only, so a
later comparison can tell that a task wrote where it could not be rolled back.
"""

from __future__ import annotations

import bisect
import io
import itertools
import stat
from collections.abc import Iterable, Iterator
from typing import Any, NamedTuple

import zstandard

from savepoint.model import Changes

MANIFEST_VERSION = 2  # 2 added owner, xattrs (ACLs included), sparse extents, device numbers
READABLE_VERSIONS = (1, 2)  # a version-1 entry decodes with those fields unknown (None)
STREAM_ROWS = 40_000  # bigger manifests are encoded in batches (memory), smaller in one call (speed)
STREAM_BYTES = 2 << 20  # ... and decoded as a stream past this compressed size

FILE, DIR, SYMLINK, SPECIAL = "f", "d", "l", "s"


class Entry(NamedTuple):
    path: str  # relative to the workspace, '/'-separated, never '' (the root is implicit)
    kind: str  # f, d, l, s
    mode: int  # st_mode (type and permission bits)
    size: int
    mtime_ns: int
    ctime_ns: int
    ino: int
    nlink: int
    content: str | None  # content id of a file in scope (BLAKE3 hex of the whole content)
    target: str | None  # symlink target, in scope
    scoped: bool  # inside the scope: content recorded, restore makes it so
    link: str | None = None  # for hard links: the earlier path of the same inode in this manifest
    uid: int | None = None  # owner; None: not recorded (a version-1 manifest)
    gid: int | None = None
    # extended attributes of a path in scope, sorted by name, POSIX ACLs included (they are the
    # system.posix_acl_access/_default attributes); () none; None: not recorded or not readable
    xattrs: tuple[tuple[str, bytes], ...] | None = None
    extents: tuple[tuple[int, int], ...] | None = None  # a sparse file's data (offset, length); None: dense
    rdev: int | None = None  # device number of a block/char device

    @property
    def perm(self) -> int:
        return stat.S_IMODE(self.mode)


class Manifest:
    """Entries by path, plus what the scan knew (when it started, which scope)."""

    def __init__(self, entries: Iterable[Entry], scan_start_ns: int = 0, scope: list[str] | None = None) -> None:
        self.entries: dict[str, Entry] = {e.path: e for e in entries}
        self.scan_start_ns = scan_start_ns
        self.scope = list(scope or [])
        # A manifest made from another by a tracked scan differs from it only at `changed`:
        # encode() then splices the base's packed rows instead of packing every entry again.
        self.packed_from: Manifest | None = None
        self.changed: set[str] | frozenset[str] | None = None
        self._rows: _Rows | None = None  # kept by encode() when a later manifest may splice them

    def __len__(self) -> int:
        return len(self.entries)

    def __iter__(self) -> Iterator[Entry]:
        return iter(self.entries.values())

    def get(self, path: str) -> Entry | None:
        return self.entries.get(path)

    def scoped(self) -> Iterator[Entry]:
        return (e for e in self.entries.values() if e.scoped)

    def encode(self) -> bytes:
        """Canonical bytes: equal manifests give equal bytes, so unchanged trees dedupe."""
        base = self.packed_from
        if base is None or self.changed is None:
            rows = [self.entries[p] for p in sorted(self.entries)]
            return encode_rows(rows, self.scope)
        # lazy import (startup time): keeps msgpack off this module's import
        import msgpack

        packer = msgpack.Packer(unicode_errors="surrogateescape")
        self._rows = (_splice(base._rows, self.changed, self.entries, packer.pack) if base._rows is not None
                      else _pack_all(self.entries, packer.pack))
        self.packed_from = None  # (the base may be dropped now)
        base._rows = None  # only the newest manifest's rows are spliced again: free the older ones
        paths, lens, raw = self._rows
        n = len(paths)
        head = (packer.pack_array_header(3) + packer.pack(MANIFEST_VERSION) + packer.pack(self.scope)
                + packer.pack_array_header(n))
        if n <= STREAM_ROWS:
            return bytes(zstandard.ZstdCompressor(level=1).compress(head + raw))
        # the same frames as encode_rows's streamed encoding: the header, then 4,096 rows at a time
        offsets = [0, *itertools.accumulate(lens)]
        z = zstandard.ZstdCompressor(level=1).compressobj()
        out = [z.compress(head)]
        for i in range(0, n, 4096):
            out.append(z.compress(raw[offsets[i]:offsets[min(i + 4096, n)]]))
        out.append(z.flush())
        return b"".join(out)

    @classmethod
    def decode(cls, data: bytes, scan_start_ns: int = 0) -> Manifest:
        scope, rows = decode_rows(data)
        return cls((Entry(*row) for row in rows), scan_start_ns, scope)


# A manifest's rows as encode() packed them: its paths in order, each row's length, the rows'
# bytes end to end (msgpack is a stream: an array is its header, then its elements one by one,
# so these bytes after the header are exactly what encode_rows writes).
_Rows = tuple[list[str], list[int], bytes]


def _pack_all(entries: dict[str, Entry], pack: Any) -> _Rows:
    paths = sorted(entries)
    packed = [pack(entries[p]) for p in paths]
    return paths, [len(r) for r in packed], b"".join(packed)


def _splice(base: _Rows, changed: Iterable[str], entries: dict[str, Entry], pack: Any) -> _Rows:
    """The rows of `entries`, which equal the base's but at the `changed` paths (each changed
    path: the base's row dropped if it had one, a new row packed if `entries` has it)."""
    bpaths, blens, braw = base
    offsets = [0, *itertools.accumulate(blens)]
    paths: list[list[str]] = []
    lens: list[list[int]] = []
    raw: list[bytes] = []
    pos = 0
    for p in sorted(changed):
        i = bisect.bisect_left(bpaths, p, pos)
        if i > pos:  # the base's rows before p, as they are
            paths.append(bpaths[pos:i])
            lens.append(blens[pos:i])
            raw.append(braw[offsets[pos]:offsets[i]])
        pos = i + 1 if i < len(bpaths) and bpaths[i] == p else i
        e = entries.get(p)
        if e is not None:
            row = pack(e)
            paths.append([p])
            lens.append([len(row)])
            raw.append(row)
    paths.append(bpaths[pos:])
    lens.append(blens[pos:])
    raw.append(braw[offsets[pos]:])
    return list(itertools.chain.from_iterable(paths)), list(itertools.chain.from_iterable(lens)), b"".join(raw)


def encode_rows(rows: Iterable[tuple[Any, ...]], scope: list[str], count: int | None = None) -> bytes:
    """[version, scope, rows] as msgpack (names as UTF-8 with surrogate escapes), zstd-compressed.
    Streamed in batches: 10^5 entries never exist as one uncompressed buffer. With `count` (how
    many `rows` yields), the rows are made as they are packed, never all held at once; the bytes
    are the same as for a list of them."""
    # lazy import (startup time): keeps msgpack off this module's import
    import msgpack

    if count is None or count <= STREAM_ROWS:
        rows = rows if isinstance(rows, list) else list(rows)
        count = len(rows)
    if count <= STREAM_ROWS:  # small: one call each is fastest
        raw = msgpack.packb([MANIFEST_VERSION, scope, rows], unicode_errors="surrogateescape")
        return bytes(zstandard.ZstdCompressor(level=1).compress(raw))
    packer = msgpack.Packer(unicode_errors="surrogateescape")
    z = zstandard.ZstdCompressor(level=1).compressobj()
    out = [z.compress(packer.pack_array_header(3) + packer.pack(MANIFEST_VERSION) + packer.pack(scope)
                      + packer.pack_array_header(count))]
    pack = packer.pack
    it = iter(rows)
    written = 0
    while batch := list(itertools.islice(it, 4096)):
        out.append(z.compress(b"".join([pack(r) for r in batch])))
        written += len(batch)
    if written != count:
        raise ValueError(f"encode_rows: {written} rows, {count} announced")
    out.append(z.flush())
    return b"".join(out)


def decode_rows(data: bytes) -> tuple[list[str], list[tuple[Any, ...]]]:
    # lazy import (startup time): keeps msgpack off this module's import
    import msgpack

    if len(data) < STREAM_BYTES:
        try:
            doc = msgpack.unpackb(zstandard.ZstdDecompressor().decompressobj().decompress(data),
                                  use_list=False, unicode_errors="surrogateescape")
        except (ValueError, msgpack.UnpackException, zstandard.ZstdError) as e:
            raise ValueError(f"damaged manifest: {e}") from e
        if not isinstance(doc, tuple) or len(doc) != 3 or doc[0] not in READABLE_VERSIONS:
            raise ValueError("unknown manifest format")
        return list(doc[1]), list(doc[2])
    reader = zstandard.ZstdDecompressor().stream_reader(io.BytesIO(data))
    unpacker = msgpack.Unpacker(reader, use_list=False, unicode_errors="surrogateescape",
                                max_buffer_size=64 << 20)
    try:
        if unpacker.read_array_header() != 3 or unpacker.unpack() not in READABLE_VERSIONS:
            raise ValueError("unknown manifest format")
        scope = list(unpacker.unpack())
        n = unpacker.read_array_header()
        unpack = unpacker.unpack
        rows = [unpack() for _ in range(n)]
    except (msgpack.UnpackException, zstandard.ZstdError, EOFError, TypeError) as e:
        raise ValueError(f"damaged manifest: {e}") from e
    return scope, rows


def same_data(a: Entry, b: Entry) -> bool:
    """Same kind and same data: file content, symlink target, device number (metadata aside)."""
    kind = a.kind
    if kind != b.kind:
        return False
    if kind == FILE:  # (hard-link structure is not content: restore re-links and splits inodes itself)
        return a.content == b.content
    if kind == SYMLINK:
        return a.target == b.target
    if kind == SPECIAL:
        return stat.S_IFMT(a.mode) == stat.S_IFMT(b.mode) and (a.rdev is None or b.rdev is None or a.rdev == b.rdev)
    return True


def same_owner_xattrs(a: Entry, b: Entry) -> bool:
    """Same owner and extended attributes (ACLs included). A field one side did not record (an
    older manifest, an unreadable attribute) counts as equal: it is unknown."""
    if a.uid is not None and b.uid is not None and (a.uid, a.gid) != (b.uid, b.gid):
        return False
    return a.xattrs is None or b.xattrs is None or a.xattrs == b.xattrs


def same_mode(a: Entry, b: Entry) -> bool:
    return a.kind == SYMLINK or a.mode == b.mode  # a symlink's mode is always 0777 on Linux


def same_state(a: Entry, b: Entry) -> bool:
    """Would restoring `a` over `b` change anything but timestamps?"""
    return same_data(a, b) and same_mode(a, b) and same_owner_xattrs(a, b)


def compare(old: Manifest, new: Manifest) -> Changes:
    """Added / modified / deleted in-scope paths from `old` to `new`, and `metadata`: those whose
    data and permissions are the same but whose owner, ACLs or extended attributes changed (a
    permission change stays `modified`, as it always was).

    Directories are listed (with a trailing '/') only when nothing below them is listed, so a
    new folder of files shows its files, and a new empty folder still shows.
    """
    added: list[str] = []
    modified: list[str] = []
    deleted: list[str] = []
    metadata: list[str] = []
    added_dirs: list[str] = []
    deleted_dirs: list[str] = []
    for path, e in new.entries.items():
        if not e.scoped:
            continue
        o = old.entries.get(path)
        if o is None or not o.scoped:
            (added_dirs if e.kind == DIR else added).append(path)
        elif same_data(o, e) and same_mode(o, e):
            if not same_owner_xattrs(o, e):  # `m`: only the owner, ACLs or extended attributes changed
                metadata.append(path + "/" if e.kind == DIR else path)
        else:
            if o.kind == DIR and e.kind != DIR:
                added.append(path)
            elif e.kind == DIR and o.kind != DIR:
                deleted.append(path)
            else:
                modified.append(path)
    for path, o in old.entries.items():
        if not o.scoped:
            continue
        n = new.entries.get(path)
        if n is None or not n.scoped:
            (deleted_dirs if o.kind == DIR else deleted).append(path)
    return Changes(
        added=sorted(added + _lonely_dirs(added_dirs, added)),
        modified=sorted(modified),
        deleted=sorted(deleted + _lonely_dirs(deleted_dirs, deleted)),
        metadata=sorted(metadata),
    )


def _lonely_dirs(dirs: list[str], paths: list[str]) -> list[str]:
    if not dirs:
        return []
    parents: set[str] = set()
    for p in [*paths, *dirs]:
        i = p.rfind("/")
        while i > 0:
            parents.add(p[:i])
            i = p.rfind("/", 0, i)
    return [d + "/" for d in dirs if d not in parents]
