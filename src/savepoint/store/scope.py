"""Which paths a checkpoint covers.

Scope patterns are gitignore-style and relative to the workspace: a path is in scope when it
matches one (no patterns: everything). Ignored paths (`.savepointignore`, plus the store itself
and `.git/objects/`, which is append-only) are not recorded at all. Everything else that is not
in scope is recorded by stat only, to detect writes that could not be rolled back.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from savepoint.errors import UsageError

IGNORE_FILE = ".savepointignore"
# .git/objects is append-only: restoring HEAD, refs and the index is enough to undo a task's git
# operations, and skipping the object database keeps checkpoints of big repositories cheap.
DEFAULT_IGNORES = (".git/objects",)


def _compile(lines: Sequence[str], what: str) -> Any:
    import pathspec

    for line in lines:
        if "\x00" in line:
            raise UsageError(f"invalid {what} pattern {line!r}: contains a NUL byte")
    try:
        return pathspec.GitIgnoreSpec.from_lines(list(lines))
    except Exception as e:  # pathspec raises several types for malformed patterns
        raise UsageError(f"invalid {what} pattern: {e}") from None


class Scope:
    def __init__(self, workspace: Path, patterns: Sequence[str] = (), store_root: Path | None = None,
                 *, read_ignore_file: bool = True) -> None:
        self.patterns = [p for p in patterns if p.strip()]
        self._scope = _compile(self.patterns, "scope") if self.patterns else None
        ignores: list[str] = []
        if read_ignore_file:
            f = workspace / IGNORE_FILE
            try:
                ignores = f.read_text(encoding="utf-8").splitlines()
            except FileNotFoundError:
                pass
            except (OSError, UnicodeDecodeError) as e:
                raise UsageError(f"cannot read {f}: {e}") from None
        self._ignore = _compile(ignores, IGNORE_FILE) if any(i.strip() and not i.startswith("#")
                                                               for i in ignores) else None
        self.has_user_ignores = self._ignore is not None
        self.fixed_ignores = set(DEFAULT_IGNORES)
        if store_root is not None:
            try:
                rel = store_root.resolve().relative_to(workspace.resolve())
            except ValueError:
                rel = None
            if rel is not None and str(rel) != ".":
                self.fixed_ignores.add(rel.as_posix())
        self.fixed_ignores.add(".savepoint")
        self.everything = self._scope is None

    def ignored(self, rel: str, is_dir: bool) -> bool:
        if rel in self.fixed_ignores:
            return True
        if self._ignore is None:
            return False
        return bool(self._ignore.match_file(rel + "/" if is_dir else rel))

    def contains(self, rel: str, is_dir: bool) -> bool:
        """Is this path itself in scope (its content checkpointed, restore makes it so)?"""
        if self._scope is None:
            return True
        return bool(self._scope.match_file(rel + "/" if is_dir else rel))


def check_name(rel: str) -> None:
    """Refuse a stored path that could escape the workspace (`..`, absolute, NUL, empty parts)."""
    if not rel or rel.startswith("/") or "\x00" in rel:
        raise UsageError(f"unsafe path in manifest: {rel!r}")
    for part in rel.split("/"):
        if part in ("", ".", ".."):
            raise UsageError(f"unsafe path in manifest: {rel!r}")
