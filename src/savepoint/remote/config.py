"""Named remotes of a store, kept in STORE/remotes.json: {"NAME": {"url": URL}, ...}."""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlsplit

from savepoint.errors import UsageError

NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,62}\Z")
BUCKET_RE = re.compile(r"[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]\Z")


@dataclass(frozen=True)
class Remote:
    name: str
    url: str

    @property
    def scheme(self) -> str:
        return self.url.split("://", 1)[0]

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "url": self.url}


def check_name(name: str) -> str:
    if not NAME_RE.match(name):
        raise UsageError(f"bad remote name {name!r}: use letters, digits, '.', '_' or '-' (at most 63)")
    return name


def parse_url(url: str) -> tuple[str, str, str]:
    """(scheme, bucket or "", prefix or absolute path) of a remote URL; UsageError naming what is wrong."""
    parts = urlsplit(url)
    if parts.scheme == "s3":
        bucket = parts.netloc
        if not BUCKET_RE.match(bucket):
            raise UsageError(f"bad remote URL {url!r}: {bucket!r} is not a bucket name (s3://BUCKET/PREFIX)")
        if parts.query or parts.fragment:
            raise UsageError(f"bad remote URL {url!r}: no query or fragment allowed (s3://BUCKET/PREFIX)")
        prefix = parts.path.strip("/")
        if any(p in ("", ".", "..") for p in prefix.split("/")) and prefix:
            raise UsageError(f"bad remote URL {url!r}: empty, '.' or '..' in the prefix")
        return "s3", bucket, prefix
    if parts.scheme == "file":
        if parts.netloc not in ("", "localhost") or not parts.path.startswith("/"):
            raise UsageError(f"bad remote URL {url!r}: a folder is file:///ABSOLUTE/PATH")
        path = unquote(parts.path)
        if any(p in (".", "..") for p in path.split("/")):
            raise UsageError(f"bad remote URL {url!r}: '.' or '..' in the path")
        return "file", "", os.path.normpath(path)
    raise UsageError(f"bad remote URL {url!r}: use s3://BUCKET/PREFIX or file:///ABSOLUTE/PATH")


def _path(store_root: Path) -> Path:
    return store_root / "remotes.json"


def _load(store_root: Path) -> dict[str, dict[str, str]]:
    try:
        data = json.loads(_path(store_root).read_text())
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as e:
        raise UsageError(f"cannot read {_path(store_root)}: {e}") from None
    if not isinstance(data, dict):
        raise UsageError(f"{_path(store_root)} is not a JSON object")
    return data


def _save(store_root: Path, data: dict[str, dict[str, str]]) -> None:
    tmp = store_root / f"remotes.json.tmp-{os.getpid()}"
    tmp.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    os.replace(tmp, _path(store_root))


def list_remotes(store_root: Path) -> list[Remote]:
    return [Remote(n, str(v.get("url", ""))) for n, v in sorted(_load(store_root).items())]


def get_remote(store_root: Path, name: str) -> Remote:
    check_name(name)
    entry = _load(store_root).get(name)
    if entry is None:
        known = ", ".join(r.name for r in list_remotes(store_root)) or "none; add one with `savepoint remote add`"
        raise UsageError(f"unknown remote {name!r} (known: {known})")
    return Remote(name, str(entry["url"]))


def remote_named(store_root: Path, name_or_url: str) -> Remote:
    """A remote by its name, or straight by its URL (`restore ID --remote s3://BUCKET/PREFIX` on a
    machine that has not added it): the URL stands for itself, named `url-HASH` for its cache."""
    if "://" not in name_or_url:
        return get_remote(store_root, name_or_url)
    parse_url(name_or_url)
    return Remote(f"url-{hashlib.sha256(name_or_url.encode()).hexdigest()[:12]}", name_or_url)


def pick_remote(store_root: Path, name: str | None) -> str:
    """`--remote NAME`, or, without it, the one remote there is (`savepoint push`, `pull ID`)."""
    if name is not None:
        return name if "://" in name else get_remote(store_root, name).name
    remotes = list_remotes(store_root)
    if len(remotes) == 1:
        return remotes[0].name
    if not remotes:
        raise UsageError("no remote yet: add one with `savepoint remote add NAME URL`")
    raise UsageError(f"several remotes ({', '.join(r.name for r in remotes)}): choose one with --remote NAME")


def add_remote(store_root: Path, name: str, url: str, *, replace: bool = False) -> Remote:
    check_name(name)
    parse_url(url)
    data = _load(store_root)
    if name in data and not replace and data[name].get("url") != url:
        raise UsageError(f"remote {name!r} already exists ({data[name].get('url')}); remove it first")
    data[name] = {"url": url}
    _save(store_root, data)
    return Remote(name, url)


def remove_remote(store_root: Path, name: str) -> Remote:
    remote = get_remote(store_root, name)
    data = _load(store_root)
    del data[name]
    _save(store_root, data)
    return remote
