"""Content-addressed blobs (BLAKE3), deduplicated across checkpoints.

Small blobs (< PACK_LIMIT) are appended to pack files, so a checkpoint of 20,000 small files
writes a handful of files instead of 20,000. Big files are split into fixed CHUNK-sized chunks,
each a loose object file, so rewriting 16 MiB inside a 256 MiB file stores about 16 MiB; fixed
chunks are aligned, so on XFS/btrfs they can be cloned (FICLONERANGE) instead of copied.

Nothing here is durable until `sync()`: writers write temp files and rename them; the caller
makes everything durable with one syncfs() and only then records the blobs in the catalog.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import os
import sqlite3
import struct
import time as _time
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

import blake3

from savepoint.errors import StoreError
from savepoint.store import safe
from savepoint.store.catalog import Catalog

CHUNK = 4 << 20  # files larger than this are chunked
PACK_LIMIT = 1 << 20  # blobs smaller than this go into packs
PACK_TARGET = 64 << 20  # start a new pack after this many bytes
WRITE_AHEAD = 64 << 20  # bytes of big blobs written in the background at most
PACK_MAGIC = b"SPPK0001"  # pack file header
REC_MAGIC = b"SPB1"  # each record: REC_MAGIC, 32-byte raw id, u64 length, data
REC_HEADER = struct.Struct(">4s32sQ")
CHUNKS_DOMAIN = b"savepoint-chunked-file-v1\x00"

FICLONE = 0x40049409
FICLONERANGE = 0x4020940D

_libc = ctypes.CDLL(None, use_errno=True)


def hash_bytes(data: bytes | memoryview) -> str:
    h: str = blake3.blake3(data).hexdigest()
    return h


def hash_big(data: bytes | memoryview) -> str:
    h: str = blake3.blake3(data, max_threads=blake3.blake3.AUTO).hexdigest()
    return h


def _hash(data: bytes | memoryview) -> str:
    return hash_big(data) if len(data) >= PACK_LIMIT else hash_bytes(data)


class ObjectDamaged(StoreError):
    """A blob (or a chunk list) read from the store does not match its id: refused before use."""

    def __init__(self, blob_id: str, why: str = "its content does not match its id") -> None:
        self.blob_id = blob_id
        self.why = why
        super().__init__(f"object {blob_id[:16]} in the store is damaged ({why}); run `savepoint verify "
                         f"--data` to see what it affects")


def chunked_content_id(chunk_ids: list[str]) -> str:
    """The content id of a chunked file: BLAKE3 over a domain tag and its chunk ids."""
    h = blake3.blake3(CHUNKS_DOMAIN)
    for c in chunk_ids:
        h.update(bytes.fromhex(c))
    out: str = h.hexdigest()
    return out


def syncfs(path: Path) -> None:
    """Make everything written on the filesystem holding `path` durable (one call, not N fsyncs)."""
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        if _libc.syncfs(fd) != 0:
            e = ctypes.get_errno()
            raise OSError(e, os.strerror(e), str(path))
    finally:
        os.close(fd)


def clone_range(src_fd: int, src_off: int, length: int, dst_fd: int, dst_off: int = 0) -> bool:
    """FICLONERANGE: share extents instead of copying. False when the filesystem cannot."""
    arg = struct.pack("qQQQ", src_fd, src_off, length, dst_off)
    try:
        fcntl.ioctl(dst_fd, FICLONERANGE, arg)
        return True
    except OSError as e:
        if e.errno in (errno.EOPNOTSUPP, errno.EXDEV, errno.EINVAL, errno.ENOTTY, errno.EBADF,
                       errno.ENOSYS, errno.EPERM):
            return False
        raise


@dataclass(slots=True)
class BlobRow:
    id: str
    pack: str | None
    offset: int
    length: int


@dataclass
class PendingWrites:
    """Blobs written by one checkpoint, not yet durable nor in the catalog."""

    blobs: dict[str, BlobRow] = field(default_factory=dict)
    chunklists: dict[str, list[str]] = field(default_factory=dict)
    packs: list[tuple[str, int, int]] = field(default_factory=list)  # (id, size, count)
    new_bytes: int = 0


class ObjectStore:
    def __init__(self, root: Path, catalog: Catalog) -> None:
        self.root = root
        self.catalog = catalog
        self.objects = root / "objects"
        self.packs = root / "packs"
        self.tmp = root / "tmp"
        self._pack_fds: dict[str, int] = {}
        self.reflink_ok: bool | None = None  # learned on first try

    # -- reading ---------------------------------------------------------------------------------

    # Ids come from the catalog: checked before they become a path (an id holding `../` would name a
    # file outside the store, which gc would unlink and a restore would read).
    def loose_path(self, blob_id: str) -> Path:
        return self.objects / safe.blob_id(blob_id)[:2] / blob_id

    def pack_path(self, pack_id: str) -> Path:
        return self.packs / safe.pack_id(pack_id)[:2] / pack_id

    def _batched(self, sql: str, keys: Iterable[str]) -> list[dict[str, Any]]:
        """Run `sql` (with one `{}` for the IN list) over `keys` in batches SQLite accepts."""
        keys = list(keys)
        rows: list[dict[str, Any]] = []
        for i in range(0, len(keys), 500):
            part = keys[i:i + 500]
            rows += self.catalog.query(sql.format(",".join("?" * len(part))), part)
        return rows

    def existing(self, ids: Iterable[str]) -> set[str]:
        """Which of these blob ids the catalog already holds."""
        return {r["id"] for r in self._batched("SELECT id FROM blobs WHERE id IN ({})", ids)}

    def locate(self, ids: Iterable[str]) -> dict[str, str | None]:
        """blob id -> its pack (None: a loose object), for the ids the catalog holds."""
        return {r["id"]: r["pack"] for r in self._batched("SELECT id, pack FROM blobs WHERE id IN ({})", ids)}

    def chunk_map(self, contents: Iterable[str]) -> dict[str, list[str]]:
        """content id -> chunk ids, for the chunked ones among `contents`."""
        out: dict[str, list[str]] = {}
        for r in self._batched("SELECT content, blob FROM chunklists WHERE content IN ({}) ORDER BY content, idx",
                               contents):
            out.setdefault(r["content"], []).append(r["blob"])
        return out

    def chunks_of(self, content_id: str) -> list[str] | None:
        rows = self.catalog.query("SELECT blob FROM chunklists WHERE content = ? ORDER BY idx", (content_id,))
        return [r["blob"] for r in rows] if rows else None

    def blob_row(self, blob_id: str) -> BlobRow:
        r = self.catalog.query_one("SELECT id, pack, offset, length FROM blobs WHERE id = ?", (blob_id,))
        if r is None:
            raise StoreError(f"object {blob_id[:16]} is missing from the catalog (run `savepoint verify`)")
        if not (isinstance(r["offset"], int) and isinstance(r["length"], int) and r["offset"] >= 0
                and r["length"] >= 0):
            raise StoreError(f"the catalog's row of object {blob_id[:16]} is damaged; refusing to read it. "
                             f"Run `savepoint verify`")
        return BlobRow(r["id"], r["pack"], r["offset"], r["length"])

    def read_blob(self, blob_id: str, verify: bool = False) -> bytes:
        """The blob's bytes; with `verify`, hashed and checked against its id (ObjectDamaged)."""
        return self._read_row(self.blob_row(blob_id), verify)

    def _open(self, path: Path) -> BinaryIO:
        # never through a symlink planted in the store
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC)
        except OSError as e:
            if e.errno == errno.ELOOP:
                raise StoreError(f"refusing to read {path}: a symlink stands in the store; run `savepoint "
                                 f"verify`") from e
            raise
        return os.fdopen(fd, "rb")

    def _read_row(self, row: BlobRow, verify: bool, packs: dict[str, BinaryIO] | None = None) -> bytes:
        """`packs`: pack files already open (a caller reading many blobs in pack order)."""
        blob_id = row.id
        try:
            if row.pack is None:
                with self._open(self.loose_path(blob_id)) as f:
                    data = f.read()
            else:
                opened = packs.get(row.pack) if packs is not None else None
                if opened is None:
                    opened = self._open(self.pack_path(row.pack))
                    if packs is not None:
                        packs[row.pack] = opened
                f = opened
                try:
                    f.seek(row.offset)
                    head = f.read(REC_HEADER.size)
                    if len(head) != REC_HEADER.size:
                        raise ObjectDamaged(blob_id, f"pack {row.pack[:16]} ends before its record")
                    magic, raw_id, length = REC_HEADER.unpack(head)
                    if magic != REC_MAGIC or raw_id.hex() != blob_id or length != row.length:
                        raise ObjectDamaged(blob_id, f"pack {row.pack[:16]} is damaged at offset {row.offset}")
                    data = f.read(length)
                finally:
                    if packs is None:
                        f.close()
        except FileNotFoundError as exc:
            raise StoreError(f"object {blob_id[:16]} is missing from the store (run `savepoint verify`)") from exc
        if len(data) != row.length or (verify and _hash(data) != blob_id):
            raise ObjectDamaged(blob_id)
        return data

    def iter_content(self, content_id: str) -> Iterator[bytes]:
        """A file's bytes, each blob checked against its id before it is handed out."""
        chunks = self.chunks_of(content_id)
        if chunks is None:
            yield self.read_blob(content_id, verify=True)
        else:
            if chunked_content_id(chunks) != content_id:
                raise ObjectDamaged(content_id, "its chunk list in the catalog does not match its id")
            for c in chunks:
                yield self.read_blob(c, verify=True)

    def check_contents(self, contents: Iterable[str], keep: int = 0) -> dict[str, bytes]:
        """Read and hash every blob of these file contents (and check each chunk list against its
        content id) before any of it is used: a restore calls this before it changes the workspace,
        so damage stops it with nothing changed. Returns the bytes of the smaller blobs, up to
        `keep` bytes in all, so the restore does not read them again; the others are read again
        when written (the store is under the caller's lock: nothing else writes it meanwhile)."""
        contents = set(contents)
        chunked = self.chunk_map(contents)
        needed: set[str] = set()
        for c in contents:
            chunks = chunked.get(c)
            if chunks is None:
                needed.add(c)
                continue
            if chunked_content_id(chunks) != c:
                raise ObjectDamaged(c, "its chunk list in the catalog does not match its id")
            needed.update(chunks)
        rows = {r["id"]: r for r in self._batched("SELECT id, pack, offset, length FROM blobs WHERE id IN ({})",
                                                   needed)}
        missing = needed - rows.keys()
        if missing:
            raise StoreError(f"object {sorted(missing)[0][:16]} is missing from the catalog; nothing was changed. "
                             f"Run `savepoint verify --data`")
        kept: dict[str, bytes] = {}
        # in pack order, then loose: each pack opened once and read front to back
        order = sorted(needed, key=lambda b: (rows[b]["pack"] is None, rows[b]["pack"] or "", rows[b]["offset"]))
        packs: dict[str, BinaryIO] = {}
        try:
            for b in order:
                r = rows[b]
                if not (isinstance(r["offset"], int) and isinstance(r["length"], int) and r["offset"] >= 0
                        and r["length"] >= 0):
                    raise ObjectDamaged(b, "its row in the catalog is damaged")
                data = self._read_row(BlobRow(b, r["pack"], r["offset"], r["length"]), True, packs)
                if len(data) <= keep and len(data) < PACK_LIMIT:
                    kept[b] = data
                    keep -= len(data)
                if len(packs) > 1:  # (in pack order: the earlier one is done)
                    for pid in [p for p in packs if p != r["pack"]]:
                        packs.pop(pid).close()
        finally:
            for f in packs.values():
                f.close()
        return kept


    # -- writing ---------------------------------------------------------------------------------

    def writer(self, threads: int = 1) -> ObjectWriter:
        return ObjectWriter(self, threads)


class ObjectWriter:
    """Writes the new blobs of one checkpoint. `finish()` closes packs; then the caller syncs and
    commits `pending` to the catalog. `abort()` removes everything written."""

    def __init__(self, store: ObjectStore, threads: int = 1) -> None:
        self.store = store
        self.threads = threads  # background writers of big blobs (a pull, fed by the network, uses more)
        self.pending = PendingWrites()
        self._pack_fd: int | None = None
        self._pack_tmp: Path | None = None
        self._pack_id = ""
        self._pack_size = 0
        self._pack_count = 0
        self._pack_rows: list[BlobRow] = []
        self._loose_written: list[Path] = []
        self._made_dirs: set[Path] = set()
        self._known: set[str] = set()
        # Big blobs are written by one background thread while the caller reads and hashes the
        # next chunk (os.write and BLAKE3 both release the GIL): bounded to WRITE_AHEAD bytes.
        self._pool: Any = None
        self._inflight: deque[tuple[Any, int]] = deque()
        self._inflight_bytes = 0

    def _drain(self, upto: int = 0) -> None:
        """Wait for background writes until at most `upto` bytes are in flight; re-raise errors."""
        while self._inflight and (self._inflight_bytes > upto or upto == 0):
            fut, n = self._inflight.popleft()
            self._inflight_bytes -= n
            fut.result()

    def _mkdir(self, d: Path) -> None:
        if d not in self._made_dirs:
            d.mkdir(parents=True, exist_ok=True, mode=0o700)
            self._made_dirs.add(d)

    def known(self, blob_id: str) -> bool:
        return blob_id in self._known or blob_id in self.pending.blobs

    def mark_known(self, ids: Iterable[str]) -> None:
        self._known.update(ids)

    def put(self, blob_id: str, data: bytes | memoryview) -> None:
        """Store a blob whose id the caller computed (skips ones already present)."""
        if self.known(blob_id):
            return
        if len(data) < PACK_LIMIT:
            self._pack_append(blob_id, data)
        else:
            self._write_loose(blob_id, data)
        self.pending.new_bytes += len(data)

    def put_clone(self, blob_id: str, src_fd: int, offset: int, length: int) -> bool:
        """Store a chunk by cloning it from `src_fd` (whose content at that range hashes to blob_id)."""
        if self.known(blob_id):
            return True
        self._mkdir(self.store.tmp)
        tmp = self.store.tmp / f"clone-{os.urandom(8).hex()}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
        try:
            ok = clone_range(src_fd, offset, length, fd)
        finally:
            os.close(fd)
        if not ok:
            tmp.unlink()
            return False
        dst = self.store.loose_path(blob_id)
        self._mkdir(dst.parent)
        os.rename(tmp, dst)
        self._loose_written.append(dst)
        self.pending.blobs[blob_id] = BlobRow(blob_id, None, 0, length)
        return True

    def add_chunklist(self, content_id: str, chunk_ids: list[str]) -> None:
        self.pending.chunklists[content_id] = chunk_ids

    def forget(self, blob_ids: Iterable[str]) -> None:
        """Drop loose blobs written for a file that changed while it was read (they may not match)."""
        self._drain()
        for b in blob_ids:
            row = self.pending.blobs.get(b)
            if row is not None and row.pack is None:
                del self.pending.blobs[b]
                with contextlib.suppress(FileNotFoundError):
                    self.store.loose_path(b).unlink()

    def _write_loose(self, blob_id: str, data: bytes | memoryview) -> None:
        dst = self.store.loose_path(blob_id)
        self._mkdir(dst.parent)
        self._mkdir(self.store.tmp)
        self._loose_written.append(dst)
        self.pending.blobs[blob_id] = BlobRow(blob_id, None, 0, len(data))
        if self._pool is None:
            # lazy import (startup time): keeps concurrent, heapq off this module's import
            from concurrent.futures import ThreadPoolExecutor

            self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="savepoint-writer")
        payload = bytes(data)  # the caller may reuse its buffer
        self._inflight.append((self._pool.submit(self._write_loose_now, dst, payload), len(payload)))
        self._inflight_bytes += len(payload)
        self._drain(WRITE_AHEAD)

    def _write_loose_now(self, dst: Path, data: bytes) -> None:
        tmp = self.store.tmp / f"obj-{os.urandom(8).hex()}"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
        try:
            _write_holey(fd, data)
        except BaseException:
            os.close(fd)
            tmp.unlink(missing_ok=True)
            raise
        os.close(fd)
        os.rename(tmp, dst)

    def _pack_append(self, blob_id: str, data: bytes | memoryview) -> None:
        if self._pack_fd is None:
            self._mkdir(self.store.tmp)
            self._pack_id = os.urandom(16).hex()
            self._pack_tmp = self.store.tmp / f"pack-{self._pack_id}"
            self._pack_fd = os.open(self._pack_tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
            os.write(self._pack_fd, PACK_MAGIC)
            self._pack_size = len(PACK_MAGIC)
            self._pack_count = 0
            self._pack_rows = []
        header = REC_HEADER.pack(REC_MAGIC, bytes.fromhex(blob_id), len(data))
        offset = self._pack_size
        buf = header + bytes(data)
        view = memoryview(buf)
        while view:
            n = os.write(self._pack_fd, view)
            view = view[n:]
        self._pack_size += len(buf)
        self._pack_count += 1
        row = BlobRow(blob_id, self._pack_id, offset, len(data))
        self._pack_rows.append(row)
        self.pending.blobs[blob_id] = row
        if self._pack_size >= PACK_TARGET:
            self._close_pack()

    def _close_pack(self) -> None:
        if self._pack_fd is None or self._pack_tmp is None:
            return
        os.close(self._pack_fd)
        self._pack_fd = None
        dst = self.store.pack_path(self._pack_id)
        self._mkdir(dst.parent)
        os.rename(self._pack_tmp, dst)
        self._loose_written.append(dst)
        self.pending.packs.append((self._pack_id, self._pack_size, self._pack_count))
        self._pack_tmp = None

    def finish(self) -> PendingWrites:
        self._drain()
        self._close_pack()
        self._shutdown()
        return self.pending

    def committed(self) -> None:
        """The catalog holds what `finish` returned: let it go (a 100,000-file checkpoint's rows
        are some 15 MB, otherwise alive until the checkpoint returns), and nothing is `abort`ed now."""
        self.pending = PendingWrites()
        self._pack_rows = []
        self._loose_written = []

    def _shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True)
            self._pool = None

    def abort(self) -> None:
        """Remove what this writer wrote: nothing of it was committed to the catalog."""
        with contextlib.suppress(Exception):
            self._drain()
        self._inflight.clear()
        self._inflight_bytes = 0
        self._shutdown()
        if self._pack_fd is not None:
            os.close(self._pack_fd)
            self._pack_fd = None
            if self._pack_tmp is not None:
                self._pack_tmp.unlink(missing_ok=True)
        for p in self._loose_written:
            with contextlib.suppress(OSError):
                p.unlink()
        self.pending = PendingWrites()


def commit_pending(catalog_conn: object, pending: PendingWrites) -> None:
    """Record durable blobs in the catalog, inside the caller's sealing transaction."""
    assert isinstance(catalog_conn, sqlite3.Connection)
    now = _time.time()
    catalog_conn.executemany(
        "INSERT OR IGNORE INTO blobs (id, pack, offset, length, size, codec) VALUES (?, ?, ?, ?, ?, 0)",
        [(r.id, r.pack, r.offset, r.length, r.length) for r in pending.blobs.values()],
    )
    catalog_conn.executemany(
        "INSERT OR IGNORE INTO packs (id, size, blobs, created) VALUES (?, ?, ?, ?)",
        [(pid, size, count, now) for pid, size, count in pending.packs],
    )
    catalog_conn.executemany(
        "INSERT OR IGNORE INTO chunklists (content, idx, blob) VALUES (?, ?, ?)",
        [(cid, i, b) for cid, chunks in pending.chunklists.items() for i, b in enumerate(chunks)],
    )


_ZERO_BLOCK = bytes(4096)


def _write_holey(fd: int, data: bytes) -> None:
    """Write `data` to a new file leaving its all-zero 4 KiB blocks as holes: a chunk of a sparse
    file (or the zero chunk itself) then costs the store its data, not 4 MiB."""
    n = len(data)
    view = memoryview(data)
    if _ZERO_BLOCK not in data:  # the usual case, found at C speed: one write
        while view:
            w = os.write(fd, view)
            view = view[w:]
        return
    bs = len(_ZERO_BLOCK)
    start = 0
    while start < n:
        # a run of data blocks [start, end), written with one pwrite
        end = start
        while end < n and view[end:end + bs] != _ZERO_BLOCK[:min(bs, n - end)]:
            end += bs
        off = start
        while off < min(end, n):
            off += os.pwrite(fd, view[off:min(end, n)], off)
        start = end
        while start < n and view[start:start + bs] == _ZERO_BLOCK[:min(bs, n - start)]:
            start += bs  # a hole
    os.ftruncate(fd, n)
