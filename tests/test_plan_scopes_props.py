"""Soundness of the -j scheduler's overlap test: when it calls two scopes disjoint, no path is in
both (checked against the store's own gitignore-style matcher on generated patterns and paths)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from savepoint.plan.scopes import scopes_overlap
from savepoint.store.scope import Scope

NAMES = ["a", "b", "ab", "a.txt", "out"]
name = st.sampled_from(NAMES)
wild = st.sampled_from(["*", "a*", "*.txt", "?b", "**", "[ab]"])
segment = st.one_of(name, name, name, wild)  # mostly literal names, so disjoint scopes are common


@st.composite
def pattern(draw: st.DrawFn) -> str:
    parts = draw(st.lists(segment, min_size=1, max_size=3))
    text = "/".join(parts)
    if draw(st.integers(0, 3)) > 0:  # mostly anchored: only those can be disjoint
        text = "/" + text
    if draw(st.booleans()):
        text += "/"
    if draw(st.integers(0, 9)) == 0:
        text = "!" + text
    return text


paths = st.lists(st.lists(name, min_size=1, max_size=4).map("/".join), min_size=1, max_size=30)


@settings(max_examples=200, deadline=None)
@given(a=st.lists(pattern(), min_size=1, max_size=2), b=st.lists(pattern(), min_size=1, max_size=2), candidates=paths)
def test_disjoint_scopes_share_no_path(a: list[str], b: list[str], candidates: list[str]) -> None:
    if scopes_overlap(a, b):
        return
    ws = Path("/nonexistent-workspace")
    sa = Scope(ws, a, read_ignore_file=False)
    sb = Scope(ws, b, read_ignore_file=False)
    for path in candidates:
        for is_dir in (False, True):
            assert not (sa.contains(path, is_dir) and sb.contains(path, is_dir)), (a, b, path, is_dir)
