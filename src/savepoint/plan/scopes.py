"""May two tasks run at once? Only when their scopes are provably disjoint.

A scope is gitignore-style patterns. Each pattern can only match paths under its *region*: the
literal directory prefix before its first wildcard, for a pattern anchored to the workspace root
(it starts with `/` or has a `/` before its end). A pattern without such a slash (`*.log`,
`out/`) matches at any depth, so its region is the whole workspace, as is an empty scope. Two
scopes are disjoint when no region of one lies inside or above a region of the other. Negated
patterns (`!x`) only shrink a scope, so ignoring them is safe. This errs toward "overlap":
tasks are serialised whenever disjointness is not certain.
"""

from __future__ import annotations

from collections.abc import Sequence

_WILDCARDS = set("*?[\\")
WHOLE = ()  # the region of the whole workspace


def regions(scope: Sequence[str]) -> list[tuple[str, ...]]:
    """The literal path prefixes (as tuples of names) the scope's patterns can match under."""
    found: list[tuple[str, ...]] = []
    for raw in scope:
        pattern = raw.strip()
        if not pattern or pattern.startswith("#") or pattern.startswith("!"):
            continue
        found.append(_region(pattern))
    return found or [WHOLE]


def _region(pattern: str) -> tuple[str, ...]:
    body = pattern.rstrip("/")
    anchored = body.startswith("/") or "/" in body
    if not anchored:
        return WHOLE
    names: list[str] = []
    for name in body.lstrip("/").split("/"):
        if not name or name in (".", "..") or _WILDCARDS & set(name):
            break
        names.append(name)
    return tuple(names)


def regions_overlap(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    shorter = min(len(a), len(b))
    return a[:shorter] == b[:shorter]


def scopes_overlap(a: Sequence[str], b: Sequence[str]) -> bool:
    """True unless the two scopes provably share no path."""
    return any(regions_overlap(x, y) for x in regions(a) for y in regions(b))
