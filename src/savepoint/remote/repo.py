"""The remote format on object storage (docs/store-format.md, "Remote repositories").

Everything written is immutable and written create-only: packs and their indexes are named by
the BLAKE3 hash of their bytes, a checkpoint object by the checkpoint's id. Concurrent pushers
need no lock (the same name means the same bytes, so "already exists" is success), and a push
that dies leaves at worst packs no checkpoint object references yet.
"""

from __future__ import annotations

import configparser
import contextlib
import itertools
import os
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgpack
import zstandard

from savepoint.errors import StoreError, UsageError
from savepoint.remote.config import Remote, parse_url, remote_named
from savepoint.store import safe
from savepoint.store.manifest import Manifest
from savepoint.store.objects import (
    PACK_MAGIC,
    REC_HEADER,
    REC_MAGIC,
    PendingWrites,
    chunked_content_id,
    commit_pending,
    hash_bytes,
    syncfs,
)
from savepoint.units import seconds_from_env

if TYPE_CHECKING:
    from savepoint.store import Store

FORMAT = "savepoint-remote"
VERSION = 1
REMOTE_PACK_TARGET = 16 << 20  # one PUT per pack: small enough for a single request, big enough to amortise it
MULTIPART_MIN = 32 << 20  # a pack this big (one huge blob, such as a huge manifest) goes up in parts
MULTIPART_PART = 8 << 20  # part size: memory held per part in flight
MULTIPART_PARTS = 4  # parts in flight at once per pack
UPLOADS = 4  # packs in flight at once (memory: about (UPLOADS + 1) x REMOTE_PACK_TARGET)
AMBIGUOUS_SHOWN = 6  # candidates an "ambiguous id" message names (as savepoint/ids.py)
FETCH_WHOLE = 0.5  # a pull downloads a whole pack when it needs at least this share of it
FETCHES = 4  # packs a pull downloads at once (memory: about FETCHES + 1 packs, whatever the size)
READS = 8  # small objects (indexes, checkpoint objects) read at once
DEFAULT_TIMEOUT = 30.0  # seconds (SAVEPOINT_REMOTE_TIMEOUT)
COMBINED_MAX = 8  # combined indexes a push finds before it writes one merging them all
LOOSE_MAX = 32  # packs indexed only by their own index object before a push merges them too

Log = Callable[[str], None]


class RemoteError(StoreError):
    """The remote cannot be read or written (network, credentials, damage): exit 74."""


def _short(e: BaseException) -> str:
    """obstore errors carry pages of debug output: say the cause in a few words (connection
    refused, no answer, HTTP status), the server, and how long it was tried."""
    text = str(e)
    if "169.254.169.254" in text:  # the last resort of the AWS credential chain: the instance role
        return ("no S3 credentials found (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, ~/.aws/credentials, "
                "or an instance role)")
    lines = text.strip().splitlines()
    first = lines[0] if lines else type(e).__name__
    cause = ""
    if (m := re.search(r'message: "([^"]+)"', text)) and "kind:" in text:
        cause = m.group(1)  # the operating system's word: Connection refused, No route to host, ...
    elif re.search(r"kind: Timeout|TimedOut|timed out|deadline has elapsed", text):
        cause = "the server did not answer in time (timed out)"
    elif m := re.search(r"status: (\d{3})", text):
        cause = f"HTTP status {m.group(1)}"
    elif m := re.search(r"<Code>([^<]+)</Code>", text):
        cause = m.group(1)
    if not cause:
        for line in lines:  # the HTTP status line, when there is one, says more than the wrapper
            st = line.strip()
            if st.startswith(("status:", "Code>", "source: ")):
                return f"{first} ({st.rstrip(',')})"[:300]
        return first[:300]
    where = ""
    if m := re.search(r"Error performing (\w+) (\S+)(?: in ([\d.]+)(m?s))?(?:, after (\d+) retries)?", first):
        server = re.sub(r"^(\w+://[^/]+).*", r"\1", m.group(2))
        where = f" ({m.group(1)} on {server}"
        if m.group(3):
            secs = float(m.group(3)) / (1000 if m.group(4) == "ms" else 1)
            where += f", {int(m.group(5) or 0) + 1} tries in {secs:.1f}s"
        where += ")"
    return f"{cause}{where}"[:300]


def open_backend(remote: Remote) -> Any:
    """An obstore store for the remote. S3 credentials, region and endpoint come from the standard
    AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN, AWS_REGION,
    AWS_ENDPOINT_URL), else from ~/.aws/credentials and ~/.aws/config (AWS_PROFILE)."""
    try:
        # lazy import (startup time): keeps obstore off this module's import
        from obstore.store import LocalStore, S3Store
    except ImportError:
        raise UsageError("remotes need obstore: pip install 'savepoint[s3]'") from None
    scheme, bucket, prefix = parse_url(remote.url)
    if scheme == "file":
        os.makedirs(prefix, exist_ok=True)
        return LocalStore(prefix)
    config: Any = _aws_files()
    endpoint = os.environ.get("AWS_ENDPOINT_URL_S3") or os.environ.get("AWS_ENDPOINT_URL") \
        or os.environ.get("AWS_ENDPOINT") or config.get("endpoint")
    has_keys = bool(os.environ.get("AWS_ACCESS_KEY_ID") or config.get("access_key_id")
                    or os.environ.get("AWS_WEB_IDENTITY_TOKEN_FILE")
                    or os.environ.get("AWS_CONTAINER_CREDENTIALS_RELATIVE_URI")
                    or os.environ.get("AWS_CONTAINER_CREDENTIALS_FULL_URI"))
    if endpoint and not has_keys:  # no cloud instance role to fall back on: say what is missing now
        raise UsageError(f"remote {remote.name}: no S3 credentials: set AWS_ACCESS_KEY_ID and "
                         f"AWS_SECRET_ACCESS_KEY (or a profile in ~/.aws/credentials)")
    limit = remote_timeout()
    # A server that stops answering is caught by the read timeout (no byte for limit/3 seconds),
    # retried once or twice within limit/2: every request gives up within about `limit` seconds.
    # The whole-request timeout only stops a transfer that trickles on for too long.
    retry: Any = {"max_retries": 6, "retry_timeout": timedelta(seconds=limit / 2),
                  "backoff": {"init_backoff": timedelta(milliseconds=100), "max_backoff": timedelta(seconds=2),
                              "base": 2.0}}
    client: Any = {"timeout": timedelta(seconds=max(limit * 10, 300)), "read_timeout": timedelta(seconds=limit / 3),
                   "connect_timeout": timedelta(seconds=min(limit / 3, 10))}
    if endpoint and endpoint.startswith("http://"):
        client["allow_http"] = True
    try:
        return S3Store(bucket, prefix=prefix or None, config=config, client_options=client, retry_config=retry)
    except Exception:  # an obstore without read_timeout: the whole request is bounded instead
        client.pop("read_timeout")
        client["timeout"] = timedelta(seconds=limit / 2)
        return S3Store(bucket, prefix=prefix or None, config=config, client_options=client, retry_config=retry)


def remote_timeout() -> float:
    """SAVEPOINT_REMOTE_TIMEOUT: seconds within which a remote that does not answer fails a command."""
    return seconds_from_env("SAVEPOINT_REMOTE_TIMEOUT", DEFAULT_TIMEOUT)


def _aws_files() -> dict[str, Any]:
    """Credentials and region from the AWS shared files, for what the environment does not set
    (obstore reads the AWS_* variables itself)."""
    out: dict[str, Any] = {}
    profile = os.environ.get("AWS_PROFILE", "default")
    home = Path.home()
    if not os.environ.get("AWS_ACCESS_KEY_ID"):
        creds = configparser.ConfigParser()
        creds.read(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", home / ".aws" / "credentials"))
        if creds.has_section(profile):
            sec = creds[profile]
            for key, ours in (("aws_access_key_id", "access_key_id"), ("aws_secret_access_key", "secret_access_key"),
                              ("aws_session_token", "token")):
                if sec.get(key):
                    out[ours] = sec[key]
    conf = configparser.ConfigParser()
    conf.read(os.environ.get("AWS_CONFIG_FILE", home / ".aws" / "config"))
    section = profile if profile == "default" else f"profile {profile}"
    if conf.has_section(section):
        sec = conf[section]
        if sec.get("region") and not (os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION")):
            out["region"] = sec["region"]
        if sec.get("endpoint_url"):
            out["endpoint"] = sec["endpoint_url"]
    return out


def _pack_key(pack_id: str) -> str:
    return f"packs/{pack_id[:2]}/{pack_id}"


def _encode(obj: Any) -> bytes:
    return zstandard.ZstdCompressor(level=3).compress(msgpack.packb(obj, use_bin_type=True))


def _decode(data: bytes, what: str) -> Any:
    try:
        return msgpack.unpackb(zstandard.ZstdDecompressor().decompress(data), raw=False)
    except Exception as e:
        raise RemoteError(f"{what} on the remote is damaged ({type(e).__name__})") from None


@dataclass
class Located:
    pack: str
    offset: int  # of the record header
    length: int  # of the data
    pack_size: int = 0  # the end of the pack's last record (what a whole-pack GET downloads)


@dataclass
class PushReport:
    remote: str
    checkpoints: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # already on the remote
    bytes: int = 0  # of the checkpoints' content
    uploaded_bytes: int = 0  # what went over the wire (packs, indexes, checkpoint objects)
    blobs_uploaded: int = 0
    packs_uploaded: int = 0
    requests: int = 0  # to the remote
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class PullReport:
    remote: str
    checkpoint: str
    already_local: bool = False
    bytes: int = 0
    downloaded_bytes: int = 0
    blobs_fetched: int = 0
    requests: int = 0  # to the remote (a cold machine: a handful, whatever the number of packs)
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass
class RemoteVerifyReport:
    remote: str
    checkpoints: int = 0
    packs: int = 0
    blobs_checked: int = 0
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "ok": self.ok}


class RemoteRepo:
    def __init__(self, remote: Remote, cache_dir: Path | None = None) -> None:
        self.remote = remote
        self.backend = open_backend(remote)
        self.cache_dir = cache_dir  # immutable index objects, kept locally to spare GETs
        self._index: dict[str, Located] | None = None
        self._live: set[str] = set()  # blobs in packs no gc has condemned: what a push may reuse
        self._packs: dict[str, int] | None = None
        self._rows: dict[str, list[tuple[str, int, int]]] = {}  # pack -> its index rows (immutable)
        self._condemned: dict[str, float] | None = None  # pack -> when a gc condemned it
        self._indexed: list[str] = []  # packs with an index object of their own (the last listing)
        self._combined: list[str] = []  # names of the combined indexes (the last listing), newest first
        self._loose = 0  # packs of the last index() read from their own index object only
        self._wanted = 0  # combined indexes a reader reads (those no newer one merged)
        self.downloaded = 0
        self.requests = 0  # to the remote (GET, PUT, HEAD, DELETE, each page of a listing)
        self._counting = threading.Lock()

    def _count(self, requests: int = 1, downloaded: int = 0) -> None:
        with self._counting:
            self.requests += requests
            self.downloaded += downloaded

    # -- low level ---------------------------------------------------------------------------------

    def _fail(self, doing: str, e: BaseException) -> RemoteError:
        return RemoteError(f"remote {self.remote.name} ({self.remote.url}): {doing} failed: {_short(e)}")

    def put_create(self, key: str, data: bytes) -> bool:
        """Create-only write. False: an object of that name exists (content-addressed: the same bytes)."""
        # lazy imports (startup time): keep obstore off this module's import
        import obstore
        from obstore.exceptions import AlreadyExistsError, PreconditionError

        self._count()
        try:
            obstore.put(self.backend, key, data, mode="create", use_multipart=False)
            return True
        except (AlreadyExistsError, PreconditionError):
            return False
        except Exception as e:
            raise self._fail(f"writing {key}", e) from None

    def put_pack(self, key: str, body: bytes) -> bool:
        """A pack: create-only in one PUT; a big one (MULTIPART_MIN) in parts of MULTIPART_PART,
        MULTIPART_PARTS at a time. S3 has no create-only multipart upload, so a big pack is first
        looked for (HEAD) and then written: a pack's name is the hash of its bytes, so a
        concurrent writer of the same name writes the same bytes. False: it was there."""
        if len(body) < MULTIPART_MIN:
            return self.put_create(key, body)
        # lazy import (startup time): keeps obstore off this module's import
        import obstore

        if self.exists(key):
            return False
        self._count(len(body) // MULTIPART_PART + 2)
        try:
            obstore.put(self.backend, key, body, use_multipart=True, chunk_size=MULTIPART_PART,
                        max_concurrency=MULTIPART_PARTS)
        except Exception as e:
            raise self._fail(f"writing {key}", e) from None
        return True

    def exists(self, key: str) -> bool:
        # lazy imports (startup time): keep obstore off this module's import
        import obstore
        from obstore.exceptions import NotFoundError

        self._count()
        try:
            obstore.head(self.backend, key)
            return True
        except (NotFoundError, FileNotFoundError):
            return False
        except Exception as e:
            raise self._fail(f"looking for {key}", e) from None

    def delete(self, key: str) -> None:
        """Remove an object (gc only); one already gone is fine."""
        # lazy imports (startup time): keep obstore off this module's import
        import obstore
        from obstore.exceptions import NotFoundError

        self._count()
        try:
            obstore.delete(self.backend, key)
        except (NotFoundError, FileNotFoundError):
            pass
        except Exception as e:
            raise self._fail(f"deleting {key}", e) from None

    def get(self, key: str) -> bytes | None:
        data = self.get_buffer(key)
        return None if data is None else bytes(data)

    def get_buffer(self, key: str) -> Any:
        """An object's bytes as obstore hands them over (a buffer: sliced with memoryview, never
        copied whole), or None when there is no such object."""
        # lazy imports (startup time): keep obstore off this module's import
        import obstore
        from obstore.exceptions import NotFoundError

        try:
            data = obstore.get(self.backend, key).bytes()
        except (NotFoundError, FileNotFoundError):
            self._count()
            return None
        except Exception as e:
            raise self._fail(f"reading {key}", e) from None
        self._count(1, len(data))
        return data

    def get_ranges(self, key: str, ranges: list[tuple[int, int]]) -> list[Any]:
        """Byte ranges of an object (buffers, as get_buffer)."""
        # lazy import (startup time): keeps obstore off this module's import
        import obstore

        try:
            parts = obstore.get_ranges(self.backend, key, starts=[a for a, _ in ranges], ends=[b for _, b in ranges])
        except Exception as e:
            raise self._fail(f"reading {key}", e) from None
        self._count(1, sum(len(p) for p in parts))
        return list(parts)

    def get_many(self, keys: list[str]) -> dict[str, bytes | None]:
        """Small objects (indexes, checkpoint objects), READS at a time. The first failure stops
        the rest (not yet started ones are not sent) and is raised at once."""
        out: dict[str, bytes | None] = {}
        if len(keys) <= 1:
            return {k: self.get(k) for k in keys}
        pool = ThreadPoolExecutor(max_workers=READS, thread_name_prefix="savepoint-read")
        try:
            futures = {pool.submit(self.get, k): k for k in keys}
            for fut in as_completed(futures):
                out[futures[fut]] = fut.result()
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
        return out

    def list_names(self, prefix: str) -> list[tuple[str, int]]:
        return [(name, size) for name, size, _when in self.list_objects(prefix)]

    def list_objects(self, prefix: str) -> list[tuple[str, int, float]]:
        """(name, size, last modified as a Unix time) of every object under prefix."""
        # lazy import (startup time): keeps obstore off this module's import
        import obstore

        out = []
        try:
            for batch in obstore.list(self.backend, prefix):
                self._count()
                out += [(str(o["path"]), int(o["size"]), o["last_modified"].timestamp()) for o in batch]
        except Exception as e:
            raise self._fail(f"listing {prefix}", e) from None
        return out

    # -- the format --------------------------------------------------------------------------------

    def ensure_config(self) -> None:
        data = self.get("config")
        if data is None:
            self.put_create("config", _encode({"format": FORMAT, "version": VERSION}))
            data = self.get("config")
        self._check_config(data)

    def _check_config(self, data: bytes | None) -> None:
        if data is None:
            raise RemoteError(f"remote {self.remote.name} ({self.remote.url}) holds no savepoint checkpoints "
                              f"(no config object)")
        cfg = _decode(data, "config")
        if not isinstance(cfg, dict) or cfg.get("format") != FORMAT:
            raise RemoteError(f"remote {self.remote.name} ({self.remote.url}) is not a savepoint remote")
        if int(cfg.get("version", 0)) > VERSION:
            raise RemoteError(f"remote {self.remote.name} was written by a newer savepoint "
                              f"(format {cfg.get('version')}); upgrade savepoint")

    def index(self) -> dict[str, Located]:
        """blob id -> where it is, from the indexes of every pack on the remote: a pack no gc has
        condemned when there is one (`self._live` holds those blobs), else a condemned one (still
        readable until a later gc deletes it)."""
        if self._index is not None:
            return self._index
        out: dict[str, Located] = {}
        packs = self.pack_sizes()
        condemned = self.condemned()
        # an index whose pack is gone (a server that lost an acknowledged write when it died, a
        # gc between two listings): its blobs count as absent, so the next push uploads them again
        rows = self._rows_of_packs(set(packs))
        live: set[str] = set()
        for pack_id in sorted(rows, key=lambda p: p in condemned):  # live packs first
            end = max((o + REC_HEADER.size + n for _, o, n in rows[pack_id]), default=0)
            for blob, offset, length in rows[pack_id]:
                out.setdefault(blob, Located(pack_id, offset, length, end))
                if pack_id not in condemned:
                    live.add(blob)
        self._index = out
        self._live = live
        return out

    def _rows_of_packs(self, present: set[str]) -> dict[str, list[tuple[str, int, int]]]:
        """The index rows of every pack in `present`: from the combined indexes (docs/store-format.md),
        then, for packs none of them covers, from each pack's own index object. Index objects are
        immutable: each is read from the local cache when it is there, and the others are fetched
        READS at a time (a cold machine makes a handful of reads, not one per pack)."""
        self._combined = sorted((n.rsplit("/", 1)[-1] for n, _ in self.list_names("indexes/")), reverse=True)
        docs: dict[str, dict[str, Any]] = {}
        missing: list[str] = []
        for name in self._combined:
            doc = self._combined_doc(name, self._cache_read("indexes", name))
            if doc is None:
                missing.append(name)
            else:
                docs[name] = doc
        merged_away = {m for d in docs.values() for m in d["merged"]}
        missing = [n for n in missing if n not in merged_away]
        wanted = len([n for n in self._combined if n not in merged_away])
        while missing:  # newest first, READS at a time: a newer one may have merged the older ones
            batch, missing = missing[:READS], missing[READS:]
            for key, data in self.get_many([f"indexes/{n}" for n in batch]).items():
                name = key.rsplit("/", 1)[-1]
                doc = self._combined_doc(name, data, fresh=True)
                if doc is not None:  # else gone (a gc merged it since the listing): its packs have their own index
                    docs[name] = doc
                    merged_away |= set(doc["merged"])
            missing = [n for n in missing if n not in merged_away]
        covered: set[str] = set()
        for doc in docs.values():
            for pack_id, (_size, rows) in doc["packs"].items():
                self._rows.setdefault(pack_id, rows)
                covered.add(pack_id)
        loose = [p for p in self._indexed if p in present and p not in covered and p not in self._rows]
        for pack_id in loose:
            data = self._cache_read("", pack_id)
            if data is not None and pack_id_of_index(data) == pack_id:  # else torn, or not ours: fetch again
                self._rows[pack_id] = self._parse_pack_index(pack_id, data)
        fetch = [f"index/{p}" for p in loose if p not in self._rows]
        for key, data in self.get_many(fetch).items():
            pack_id = key.rsplit("/", 1)[-1]
            if data is None:
                continue
            rows = self._parse_pack_index(pack_id, data)
            self._rows[pack_id] = rows
            self._cache_write("", pack_id, data)
        self._loose = len([p for p in self._indexed if p in present and p not in covered])
        self._wanted = min(wanted, len([n for n in self._combined if n not in merged_away]))
        return {p: self._rows[p] for p in present if p in self._rows}

    def _combined_doc(self, name: str, data: bytes | None, fresh: bool = False) -> dict[str, Any] | None:
        """A combined index object read (None: absent, or a cached copy that does not match its
        name). `fresh`: just downloaded, kept in the cache once checked."""
        if data is None:
            return None
        digest = name.rsplit("-", 1)[-1]
        if hash_bytes(data)[:len(digest)] != digest:
            if fresh:
                raise RemoteError(f"index {name} on remote {self.remote.name} is damaged (its bytes do not "
                                  f"match its name)")
            return None
        raw = _decode(data, f"index {name}")
        try:
            packs = {str(pid): (int(v[0]), [(bytes(r[0]).hex(), int(r[1]), int(r[2])) for r in v[1]])
                     for pid, v in dict(raw["packs"]).items()}
            doc = {"packs": packs, "merged": [str(m) for m in raw.get("merged", [])]}
        except Exception:
            raise RemoteError(f"index {name} on remote {self.remote.name} is damaged") from None
        if fresh:
            self._cache_write("indexes", name, data)
        return doc

    def write_combined(self, rows: dict[str, tuple[int, list[tuple[str, int, int]]]], merged: list[str]) -> str:
        """A combined index of these packs (pack -> (size, rows)) that stands for the combined
        indexes `merged`; written create-only, named by its time and the hash of its bytes."""
        data = _encode({"version": 1, "merged": merged,
                        "packs": {p: [size, [[bytes.fromhex(b), o, n] for b, o, n in r]] for p, (size, r) in rows.items()}})
        name = f"{time.time_ns():020d}-{hash_bytes(data)[:32]}"
        self.put_create(f"indexes/{name}", data)
        self._cache_write("indexes", name, data)
        return name

    def _cache_read(self, sub: str, name: str) -> bytes | None:
        if self.cache_dir is None:
            return None
        try:
            return (self.cache_dir / sub / name).read_bytes()
        except OSError:
            return None

    def _cache_write(self, sub: str, name: str, data: bytes) -> None:
        """Keep an immutable object in the local cache (best effort: a cache that cannot be written
        only costs a GET next time)."""
        if self.cache_dir is None:
            return
        with contextlib.suppress(OSError):
            folder = self.cache_dir / sub
            folder.mkdir(parents=True, exist_ok=True, mode=0o700)
            tmp = folder / f".{name}.{os.getpid()}.{threading.get_ident()}"
            tmp.write_bytes(data)
            os.replace(tmp, folder / name)

    def _cache_drop(self, sub: str, name: str) -> None:
        if self.cache_dir is not None:
            (self.cache_dir / sub / name).unlink(missing_ok=True)

    def is_live(self, blob: str) -> bool:
        """The blob is in a pack no gc has condemned: a push may reference it without uploading."""
        self.index()
        return blob in self._live

    def condemned(self, refresh: bool = False) -> dict[str, float]:
        """Packs a `gc --remote` found unreferenced and will delete once its grace period has
        passed (docs/store-format.md, "gc --remote"): pack id -> when it was condemned."""
        if self._condemned is not None and not refresh:
            return self._condemned
        out: dict[str, float] = {}
        for _attempt in range(10):
            out, complete = {}, True
            for name, _size in self.list_names("condemned/"):
                data = self.get(name)
                if data is None:  # replaced by a gc since the listing: list again
                    complete = False
                    break
                doc = _decode(data, f"gc list {name}")
                try:
                    for pack, when in dict(doc["packs"]).items():
                        out[str(pack)] = min(out.get(str(pack), float(when)), float(when))
                except Exception:
                    raise RemoteError(f"gc list {name} on remote {self.remote.name} is damaged") from None
            if complete:
                break
        self._condemned = out
        return out

    def refresh(self) -> None:
        """Forget what was listed: the next question lists packs, then indexes, then condemned
        packs again (in that order: a gc deletes packs before it rewrites its condemned list)."""
        self._packs = None
        self._index = None
        self._condemned = None
        self.pack_sizes()
        self.index()

    def _pack_index(self, pack_id: str) -> list[tuple[str, int, int]]:
        """One pack's index rows (known already, else from its own index object)."""
        if pack_id in self._rows:
            return self._rows[pack_id]
        data = self._cache_read("", pack_id)
        if data is None or pack_id_of_index(data) != pack_id:
            data = self.get(f"index/{pack_id}")
            if data is None:
                return []
            self._cache_write("", pack_id, data)
        rows = self._parse_pack_index(pack_id, data)
        self._rows[pack_id] = rows
        return rows

    def _parse_pack_index(self, pack_id: str, data: bytes) -> list[tuple[str, int, int]]:
        doc = _decode(data, f"index of pack {pack_id[:16]}")
        try:
            version, pid, rows = doc
            assert version == 1 and pid == pack_id
            return [(bytes(r[0]).hex(), int(r[1]), int(r[2])) for r in rows]
        except Exception:
            raise RemoteError(f"index of pack {pack_id[:16]} on remote {self.remote.name} is damaged") from None

    def pack_sizes(self) -> dict[str, int]:
        """pack id -> size, from a listing; a pack with an index object of its own that the listing
        misses is asked for by HEAD (listings may lag behind writes)."""
        if self._packs is not None:
            return self._packs
        # lazy import (startup time): keeps obstore off this module's import
        import obstore

        found = {k.rsplit("/", 1)[-1]: v for k, v in self.list_names("packs/")}
        self._indexed = [name.rsplit("/", 1)[-1] for name, _ in self.list_names("index/")]
        for pack_id in self._indexed:
            if pack_id not in found:
                with contextlib.suppress(Exception):  # absent, or unreachable: absent
                    self._count()
                    found[pack_id] = int(obstore.head(self.backend, _pack_key(pack_id))["size"])
        self._packs = found
        return found

    def checkpoint_ids(self) -> list[str]:
        return sorted(n.rsplit("/", 1)[-1] for n, _ in self.list_names("checkpoints/"))

    def checkpoint_docs(self, ids: list[str]) -> dict[str, dict[str, Any]]:
        """The checkpoint objects of these ids (cached locally: they never change), the missing ones
        fetched READS at a time. One deleted since it was listed is left out."""
        out: dict[str, dict[str, Any]] = {}
        fetch = []
        for cp in ids:
            doc = self._checkpoint_from(cp, self._cache_read("checkpoints", cp), cached=True)
            if doc is None:
                fetch.append(f"checkpoints/{cp}")
            else:
                out[cp] = doc
        for key, data in self.get_many(fetch).items():
            cp = key.rsplit("/", 1)[-1]
            doc = self._checkpoint_from(cp, data)
            if doc is not None:
                out[cp] = doc
        return out

    def list_checkpoints(self) -> list[dict[str, Any]]:
        """Every checkpoint on the remote, newest first (by when it was made): id, created, kind,
        message, files, bytes, and where it came from (task, run)."""
        docs = self.checkpoint_docs(self.checkpoint_ids())
        rows = [{"id": cp, "created": float(d.get("created", 0.0)), "kind": str(d.get("kind", "")),
                 "message": str(d.get("message", "")), "files": int(d.get("files", 0)),
                 "bytes": int(d.get("bytes", 0)), "task_id": d.get("task_id"), "run_id": d.get("run_id"),
                 "read_only": bool(d.get("read_only", 0))} for cp, d in docs.items()]
        return sorted(rows, key=lambda r: (r["created"], r["id"]), reverse=True)

    def resolve(self, ref: str) -> str:
        """A checkpoint id on the remote, with the id grammar of diff/restore (savepoint/ids.py):
        a full id, a unique prefix, or `latest` (alias `last`): the newest checkpoint, by when it
        was made (not when it was pushed). (Runs are not on a remote; their checkpoints are.)
        UsageError naming the problem otherwise."""
        text = ref.strip().lower()
        if not text:
            raise UsageError("an empty id (give a checkpoint id, a unique prefix, or `latest`)")
        ids = self.checkpoint_ids()
        if text in ("latest", "last"):
            listed = self.list_checkpoints()
            if not listed:
                raise UsageError(f"remote {self.remote.name} holds no checkpoints yet")
            return str(listed[0]["id"])
        found = [text] if text in ids else [c for c in ids if c.startswith(text)]
        if not found:
            raise UsageError(f"unknown checkpoint {ref.strip()!r}: no checkpoint on remote {self.remote.name} "
                             f"starts with it")
        if len(found) > 1:
            docs = self.checkpoint_docs(found)
            found.sort(key=lambda c: (-float(docs.get(c, {}).get("created", 0.0)), c))
            more = f" and {len(found) - AMBIGUOUS_SHOWN} more" if len(found) > AMBIGUOUS_SHOWN else ""
            raise UsageError(f"{ref.strip()!r} is ambiguous on remote {self.remote.name}: it starts "
                             f"{len(found)} ids ({', '.join(found[:AMBIGUOUS_SHOWN])}{more}); give more characters")
        return found[0]

    def remote_manifest(self, cp_id: str, doc: dict[str, Any] | None = None) -> tuple[dict[str, Any], Manifest]:
        """A checkpoint's object (unless given) and its manifest, read from the remote (one ranged
        GET for the manifest), checked against their ids; nothing is stored."""
        doc = doc if doc is not None else self.checkpoint_doc(cp_id)
        mid = str(doc["manifest"])
        loc = self.index().get(mid)
        if loc is None:
            raise RemoteError(f"manifest of checkpoint {cp_id} is missing from remote {self.remote.name} "
                              f"(run `savepoint verify --remote {self.remote.name}`)")
        start = loc.offset + REC_HEADER.size
        body = bytes(self.get_ranges(_pack_key(loc.pack), [(start, start + loc.length)])[0])
        if hash_bytes(body) != mid:
            raise RemoteError(f"manifest of checkpoint {cp_id} on remote {self.remote.name} is damaged "
                              f"(content does not match its id)")
        try:
            return doc, Manifest.decode(body, int(doc.get("scan_start_ns", 0)))
        except Exception as e:
            raise RemoteError(f"manifest of checkpoint {cp_id} on remote {self.remote.name} is damaged: {e}") from None

    def checkpoint_doc(self, cp_id: str) -> dict[str, Any]:
        doc = self.checkpoint_docs([cp_id]).get(cp_id)
        if doc is None:
            raise UsageError(f"checkpoint {cp_id} is not on remote {self.remote.name}")
        return doc

    def _checkpoint_from(self, cp_id: str, data: bytes | None, cached: bool = False) -> dict[str, Any] | None:
        """A checkpoint object's content, checked; None when absent (or a cached copy that is not
        whole: it is fetched again)."""
        if data is None:
            return None
        try:
            doc = _decode(data, f"checkpoint {cp_id}")
            if not isinstance(doc, dict) or doc.get("id") != cp_id or not isinstance(doc.get("manifest"), str):
                raise RemoteError(f"checkpoint {cp_id} on remote {self.remote.name} is damaged")
        except RemoteError:
            if cached:
                self._cache_drop("checkpoints", cp_id)
                return None
            raise
        if not cached:
            self._cache_write("checkpoints", cp_id, data)
        return doc

    # -- push --------------------------------------------------------------------------------------

    def push(self, store: Store, ids: Iterable[str], log: Log | None = None) -> PushReport:
        t0 = time.monotonic()
        report = PushReport(self.remote.name)
        self.ensure_config()
        present_cps = set(self.checkpoint_ids())
        uploader = _Uploader(self, report)
        try:
            for cp_id in ids:
                info = store.info(cp_id)
                if info.state == "writing" or info.manifest is None:
                    raise UsageError(f"checkpoint {cp_id} was never sealed and cannot be pushed")
                report.bytes += info.bytes
                if cp_id in present_cps:
                    report.skipped.append(cp_id)
                    continue
                blobs, chunklists = _needed_blobs(store, cp_id)
                for blob in blobs:
                    if not self.is_live(blob) and blob not in uploader.queued:
                        uploader.add(blob, store.objects.read_blob(blob, verify=True))
                uploader.flush()  # every pack and index is on the remote before the checkpoint object
                self._settle(store, uploader, blobs)
                row = store.catalog.query_one("SELECT * FROM checkpoints WHERE id = ?", (cp_id,))
                assert row is not None
                doc = {"version": VERSION, "id": cp_id, "manifest": info.manifest,
                       "chunklists": chunklists,
                       **{k: row[k] for k in ("created", "scan_start_ns", "kind", "message", "task_id", "run_id",
                                              "scope", "read_only", "files", "bytes", "context", "deps")}}
                data = _encode(doc)
                if self.put_create(f"checkpoints/{cp_id}", data):
                    report.uploaded_bytes += len(data)
                    report.checkpoints.append(cp_id)
                else:
                    report.skipped.append(cp_id)  # another pusher got there first: same checkpoint
                if log:
                    log(cp_id)
            if report.checkpoints:
                self._write_combined(uploader)
        finally:
            uploader.close()
        report.seconds = round(time.monotonic() - t0, 3)
        report.requests = self.requests
        return report

    def _write_combined(self, uploader: _Uploader) -> None:
        """After the checkpoint objects: one combined index of the packs this push wrote, so that a
        reader gets them in one GET. When readers would otherwise read many index objects (more
        than COMBINED_MAX combined ones, or LOOSE_MAX packs indexed only on their own, as older
        savepoint wrote them), it covers every pack there is instead and stands for the combined
        indexes it merges. Best effort: every pack keeps its own index object as well."""
        with uploader.lock:
            new = dict(uploader.written)
        if self._wanted > COMBINED_MAX or self._loose > LOOSE_MAX:
            rows = {p: (size, self._rows[p]) for p, size in self.pack_sizes().items() if p in self._rows}
            rows.update(new)
            merged = list(self._combined)
        elif new:
            rows, merged = new, []
        else:
            return
        with contextlib.suppress(RemoteError):
            name = self.write_combined(rows, merged)
            self._combined = [name, *self._combined]
            self._wanted = 1 if merged else self._wanted + 1
            self._loose = 0 if merged else self._loose

    def _settle(self, store: Store, uploader: _Uploader, blobs: list[str]) -> None:
        """Just before a checkpoint object is written: list the remote again and upload anew any
        blob this checkpoint needs that is now only in packs a concurrent `gc --remote` condemned
        (or deleted), until there is none. The checkpoint object is then written at once, so it
        never references a pack that was condemned longer ago than the moment of this check: a gc
        deletes a pack only a grace period after condemning it, and then sees this checkpoint."""
        for _round in range(5):
            self.refresh()
            missing = [b for b in blobs if not self.is_live(b)]
            if not missing:
                return
            for blob in missing:
                uploader.add(blob, store.objects.read_blob(blob, verify=True))
            uploader.flush()
        raise RemoteError(f"remote {self.remote.name}: the packs this push uploaded keep disappearing "
                          f"(a gc with --grace 0 running at the same time?); nothing references them yet: "
                          f"push again")

    # -- pull --------------------------------------------------------------------------------------

    def pull(self, store: Store, cp_id: str) -> PullReport:
        t0 = time.monotonic()
        report = PullReport(self.remote.name, cp_id)
        if store.catalog.query_one("SELECT id FROM checkpoints WHERE id = ? AND state != 'writing'", (cp_id,)):
            report.already_local = True
            return report
        self._check_config(self.get("config"))
        doc = self.checkpoint_doc(cp_id)
        report.bytes = int(doc.get("bytes", 0))
        chunklists: dict[str, list[str]] = {str(k): [str(c) for c in v] for k, v in doc.get("chunklists", {}).items()}
        # the document is data from elsewhere: its ids must be ids before any is used (a path, a row)
        ids_ok = (str(doc.get("id")) == cp_id and safe.CHECKPOINT_ID.fullmatch(cp_id) is not None
                  and safe.BLOB_ID.fullmatch(str(doc.get("manifest"))) is not None
                  and all(safe.BLOB_ID.fullmatch(x) for k, v in chunklists.items() for x in (k, *v)))
        if not ids_ok:
            raise RemoteError(f"checkpoint {cp_id[:40]} on remote {self.remote.name} is damaged (an id in it is "
                              f"not one); nothing was changed")
        for content, chunks in chunklists.items():
            if chunked_content_id(chunks) != content:
                raise RemoteError(f"checkpoint {cp_id} on remote {self.remote.name} is damaged "
                                  f"(chunk list of {content[:16]} does not match)")
        with store.lock(purpose="pull"):
            writer = store.objects.writer(threads=UPLOADS)
            try:
                mid = str(doc["manifest"])
                got = self._fetch(store, [mid], writer)
                raw = got.get(mid)
                manifest_bytes = raw if raw is not None else store.objects.read_blob(mid, verify=True)
                try:
                    manifest = Manifest.decode(manifest_bytes, int(doc.get("scan_start_ns", 0)))
                except Exception as e:
                    raise RemoteError(f"manifest of checkpoint {cp_id} on remote {self.remote.name} "
                                      f"is damaged: {e}") from None
                needed: list[str] = []
                for ent in manifest.scoped():
                    if ent.kind == "f" and ent.content:
                        needed += chunklists.get(ent.content, [ent.content])
                self._fetch(store, needed, writer)
                report.blobs_fetched = len(writer.pending.blobs)
                pending = writer.finish()
                for content, chunks in chunklists.items():
                    pending.chunklists[content] = chunks
                syncfs(store.root)
                _commit_checkpoint(store, doc, pending)
            except BaseException:
                writer.abort()
                raise
        report.downloaded_bytes = self.downloaded
        report.requests = self.requests
        report.seconds = round(time.monotonic() - t0, 3)
        return report

    def _fetch(self, store: Store, blobs: list[str], writer: Any) -> dict[str, bytes]:
        """Download the blobs the local store lacks, check each against its id, hand them to
        `writer`. Returns the fetched bytes of the few callers want back (the manifest).

        Streamed: FETCHES packs are downloaded at once and each is written as soon as it is
        checked, in order, so at most about FETCHES + 1 packs are in memory whatever the size of
        the checkpoint. The first failure (the server unreachable, a damaged record) stops the
        pull: nothing more is asked for, and what was written is the caller's to abort."""
        want = sorted(set(blobs) - store.objects.existing(set(blobs)) - set(writer.pending.blobs))
        if not want:
            return {}
        idx = self.index()
        by_pack: dict[str, list[tuple[str, Located]]] = {}
        for b in want:
            loc = idx.get(b)
            if loc is None:
                raise RemoteError(f"object {b[:16]} is missing from remote {self.remote.name} "
                                  f"(run `savepoint verify --remote {self.remote.name}`)")
            by_pack.setdefault(loc.pack, []).append((b, loc))
        out: dict[str, bytes] = {}
        keep = len(want) <= 1

        def fetch_pack(pack: str, items: list[tuple[str, Located]]) -> list[tuple[str, memoryview]]:
            items.sort(key=lambda it: it[1].offset)
            ranges = [(loc.offset, loc.offset + REC_HEADER.size + loc.length) for _, loc in items]
            need = sum(b - a for a, b in ranges)
            size = max(loc.pack_size for _, loc in items)
            if need >= FETCH_WHOLE * size or len(ranges) > 64:
                data = self.get_buffer(_pack_key(pack))
                if data is None:
                    raise RemoteError(f"pack {pack[:16]} is missing from remote {self.remote.name}")
                whole = memoryview(data)
                records = [whole[a:b] for a, b in ranges]
            else:
                records = [memoryview(r) for r in self.get_ranges(_pack_key(pack), ranges)]
            res = []
            for (b, loc), rec in zip(items, records, strict=True):
                ok = len(rec) >= REC_HEADER.size
                body = rec[REC_HEADER.size:]
                if ok:
                    magic, raw_id, length = REC_HEADER.unpack(rec[:REC_HEADER.size])
                    ok = magic == REC_MAGIC and raw_id.hex() == b and length == loc.length == len(body) \
                        and hash_bytes(body) == b
                if not ok:
                    raise RemoteError(f"object {b[:16]} in pack {pack[:16]} on remote {self.remote.name} is "
                                      f"damaged (content does not match its id); nothing was changed")
                res.append((b, body))
            return res

        todo = iter(list(by_pack.items()))
        pool = ThreadPoolExecutor(max_workers=FETCHES, thread_name_prefix="savepoint-pull")
        inflight: deque[Future[list[tuple[str, memoryview]]]] = deque()
        try:
            for pack, items in itertools.islice(todo, FETCHES):
                inflight.append(pool.submit(fetch_pack, pack, items))
            while inflight:
                got = inflight.popleft().result()
                nxt = next(todo, None)
                if nxt is not None:
                    inflight.append(pool.submit(fetch_pack, *nxt))
                for b, body in got:
                    writer.put(b, body)
                    if keep:
                        out[b] = bytes(body)
                del got
        except BaseException:
            pool.shutdown(wait=False, cancel_futures=True)
            raise
        pool.shutdown()
        return out

    # -- verify ------------------------------------------------------------------------------------

    def verify(self, data: bool = False) -> RemoteVerifyReport:
        rep = RemoteVerifyReport(self.remote.name)
        self._check_config(self.get("config"))
        sizes = self.pack_sizes()
        idx = self.index()
        indexed = {loc.pack for loc in idx.values()}
        rep.packs = len(sizes)
        for name, _ in self.list_names("index/"):
            if name.rsplit("/", 1)[-1] not in sizes:
                rep.warnings.append(f"pack {name.rsplit('/', 1)[-1][:16]} is indexed but missing "
                                    f"(a push will upload its blobs again)")
        for p in set(sizes) - indexed:
            rep.warnings.append(f"pack {p[:16]} is not indexed (left by an interrupted push)")
        for cp_id in self.checkpoint_ids():
            rep.checkpoints += 1
            try:
                doc = self.checkpoint_doc(cp_id)
                chunklists = doc.get("chunklists", {})
                for content, chunks in chunklists.items():
                    if chunked_content_id(list(chunks)) != content:
                        rep.problems.append(f"checkpoint {cp_id}: chunk list of {content[:16]} does not match")
                mid = doc["manifest"]
                loc = idx.get(mid)
                if loc is None:
                    rep.problems.append(f"checkpoint {cp_id}: manifest {mid[:16]} is missing")
                    continue
                rec = bytes(self.get_ranges(_pack_key(loc.pack),
                                            [(loc.offset + REC_HEADER.size, loc.offset + REC_HEADER.size + loc.length)])[0])
                if hash_bytes(rec) != mid:
                    rep.problems.append(f"checkpoint {cp_id}: manifest {mid[:16]} is damaged")
                    continue
                manifest = Manifest.decode(rec, int(doc.get("scan_start_ns", 0)))
                for ent in manifest.scoped():
                    if ent.kind == "f" and ent.content:
                        for b in chunklists.get(ent.content, [ent.content]):
                            where = idx.get(b)
                            if where is None:
                                rep.problems.append(f"checkpoint {cp_id}: object {b[:16]} ({ent.path}) is missing")

            except (RemoteError, UsageError) as e:
                rep.problems.append(str(e))
        if data:
            for pack in sorted(set(sizes) & indexed):
                body = self.get(_pack_key(pack))
                if body is None:
                    rep.problems.append(f"pack {pack[:16]} is missing")
                    continue
                if hash_bytes(body) != pack:
                    rep.problems.append(f"pack {pack[:16]} is damaged (its bytes do not hash to its name)")
                for blob, loc in idx.items():
                    if loc.pack != pack:
                        continue
                    rep.blobs_checked += 1
                    rec = body[loc.offset + REC_HEADER.size: loc.offset + REC_HEADER.size + loc.length]
                    if hash_bytes(rec) != blob:
                        rep.problems.append(f"object {blob[:16]} in pack {pack[:16]} is damaged")
        return rep


def pack_id_of_index(data: bytes) -> str:
    """The pack an index object describes (its own name), read from its content."""
    try:
        doc = msgpack.unpackb(zstandard.ZstdDecompressor().decompress(data), raw=False)
        return str(doc[1])
    except Exception:
        return ""


def _needed_blobs(store: Store, cp_id: str) -> tuple[list[str], dict[str, list[str]]]:
    """Every blob a checkpoint needs (manifest first), and the chunk lists of its chunked files."""
    info = store.info(cp_id)
    assert info.manifest is not None
    manifest = store.manifest(cp_id)
    contents = sorted({e.content for e in manifest.scoped() if e.kind == "f" and e.content})
    chunks = store.objects.chunk_map(contents)
    blobs = [info.manifest]
    seen = {info.manifest}
    for c in contents:
        for b in chunks.get(c, [c]):
            if b not in seen:
                seen.add(b)
                blobs.append(b)
    return blobs, chunks


class _Uploader:
    """Groups blobs into packs of about REMOTE_PACK_TARGET bytes and uploads them (and then their
    index) create-only, UPLOADS at a time."""

    def __init__(self, repo: RemoteRepo, report: PushReport) -> None:
        self.repo = repo
        self.report = report
        self.queued: set[str] = set()
        self._buf = bytearray(PACK_MAGIC)
        self._rows: list[tuple[bytes, int, int]] = []
        self._pool = ThreadPoolExecutor(max_workers=UPLOADS, thread_name_prefix="savepoint-push")
        self._inflight: list[Future[None]] = []
        self.lock = threading.Lock()  # the report's counters and `written` are updated by the upload threads
        self.written: dict[str, tuple[int, list[tuple[str, int, int]]]] = {}  # pack -> (size, index rows)

    def add(self, blob: str, data: bytes) -> None:
        self.queued.add(blob)
        self._rows.append((bytes.fromhex(blob), len(self._buf), len(data)))
        self._buf += REC_HEADER.pack(REC_MAGIC, bytes.fromhex(blob), len(data))
        self._buf += data
        self.report.blobs_uploaded += 1
        if len(self._buf) >= REMOTE_PACK_TARGET:
            self._seal()

    def _seal(self) -> None:
        if not self._rows:
            return
        body, rows = bytes(self._buf), self._rows
        self._buf, self._rows = bytearray(PACK_MAGIC), []
        while len(self._inflight) >= UPLOADS:  # bounded memory
            self._inflight.pop(0).result()
        self._inflight.append(self._pool.submit(self._upload, body, rows))

    def _upload(self, body: bytes, rows: list[tuple[bytes, int, int]]) -> None:
        pack_id = hash_bytes(body)
        index = _encode([1, pack_id, [list(r) for r in rows]])
        if self.repo.put_pack(_pack_key(pack_id), body):
            with self.lock:
                self.report.uploaded_bytes += len(body)
                self.report.packs_uploaded += 1
        # the index goes last: a pack is known (and deduplicated against) only once it is whole
        if self.repo.put_create(f"index/{pack_id}", index):
            with self.lock:
                self.report.uploaded_bytes += len(index)
        if self.repo._packs is not None:
            self.repo._packs[pack_id] = len(body)
        hexrows = [(raw.hex(), off, length) for raw, off, length in rows]
        self.repo._rows[pack_id] = hexrows
        with self.lock:
            self.written[pack_id] = (len(body), hexrows)
        if self.repo._index is not None:
            for raw, off, length in rows:
                self.repo._index[raw.hex()] = Located(pack_id, off, length, len(body))  # fresh: live
                self.repo._live.add(raw.hex())

    def flush(self) -> None:
        self._seal()
        while self._inflight:
            self._inflight.pop(0).result()

    def close(self) -> None:
        for f in self._inflight:
            f.cancel()
        self._pool.shutdown(wait=True)


def _commit_checkpoint(store: Store, doc: dict[str, Any], pending: PendingWrites) -> None:
    """Record the pulled blobs and the checkpoint, sealed, in one transaction."""
    with store.catalog.tx() as c:
        commit_pending(c, pending)
        c.execute(
            "INSERT OR IGNORE INTO checkpoints (id, created, scan_start_ns, state, kind, message, task_id, run_id, "
            "scope, read_only, manifest, files, bytes, new_bytes, context, deps) "
            "VALUES (?, ?, ?, 'sealed', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (doc["id"], float(doc.get("created", time.time())), int(doc.get("scan_start_ns", 0)),
             str(doc.get("kind", "user")), str(doc.get("message", "")), doc.get("task_id"), doc.get("run_id"),
             str(doc.get("scope", "[]")), int(doc.get("read_only", 0)), doc["manifest"], int(doc.get("files", 0)),
             int(doc.get("bytes", 0)), pending.new_bytes, str(doc.get("context", "{}")), str(doc.get("deps", "{}"))))


def repo_for(store: Store, name: str) -> RemoteRepo:
    """The remote NAME of this store, or the one at URL NAME (s3://..., file://...)."""
    remote = remote_named(store.root, name)
    return RemoteRepo(remote, cache_dir=store.root / "remote-cache" / name)
