"""Property: for any sequence of file operations, `savepoint run --isolate` leaves exactly the tree
that running the same operations directly leaves, its `changes` equal the default mode's, and the
pre-run checkpoint restores the original tree."""

from __future__ import annotations

import os
import shlex
import subprocess
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import run_savepoint
from test_isolate import digest, isolation_works, make_tree

pytestmark = pytest.mark.skipif(isolation_works() is not None, reason=f"no isolation here: {isolation_works()}")

NAMES = ["a.txt", "b.txt", "d", "d/x", "d/sub", "d/sub/z", "e", "e/keep", "n", "n/m", "h1", "h2", "oldlink",
         "new.txt", "d/new"]
path = st.sampled_from(NAMES)
op = st.one_of(
    st.tuples(st.just("write"), path, st.text("abc\n", max_size=20)),
    st.tuples(st.just("append"), path, st.text("xyz", min_size=1, max_size=5)),
    st.tuples(st.just("rm"), path),
    st.tuples(st.just("mkdir"), path),
    st.tuples(st.just("mv"), path, path),
    st.tuples(st.just("symlink"), st.sampled_from(["a.txt", "d", "missing"]), path),
    st.tuples(st.just("chmod"), st.sampled_from(["600", "755", "700"]), path),
    st.tuples(st.just("link"), path, path),
)


def script(ops: list[tuple[str, ...]]) -> str:
    q = shlex.quote
    lines = []
    for o in ops:
        kind = o[0]
        if kind == "write":
            lines.append(f"printf %s {q(o[2])} > {q(o[1])}")
        elif kind == "append":
            lines.append(f"printf %s {q(o[2])} >> {q(o[1])}")
        elif kind == "rm":
            lines.append(f"rm -rf {q(o[1])}")
        elif kind == "mkdir":
            lines.append(f"mkdir -p {q(o[1])}")
        elif kind == "mv":
            lines.append(f"mv -T {q(o[1])} {q(o[2])}")
        elif kind == "symlink":
            lines.append(f"ln -sfn {q(o[1])} {q(o[2])}")
        elif kind == "chmod":
            lines.append(f"chmod {o[1]} {q(o[2])}")
        elif kind == "link":
            lines.append(f"ln {q(o[1])} {q(o[2])}")
    return "\n".join(f"{line} 2>/dev/null" for line in lines) + "\ntrue\n"


def make_base(root: Path) -> None:
    make_tree(root)
    os.unlink(root / "h2")  # no hard link in the starting tree: a write through one name of a lower
    (root / "h2").write_text("h2\n")  # hard link copies that name up only (documented)


@settings(max_examples=int(os.environ.get("SAVEPOINT_PROP_EXAMPLES", "6")), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.lists(op, min_size=1, max_size=8))
def test_isolated_commit_equals_direct_run(tmp_path_factory: pytest.TempPathFactory, ops: list[tuple[str, ...]]) -> None:
    base = tmp_path_factory.mktemp("prop")
    sh = script(ops)
    direct, iso, default = base / "direct", base / "iso", base / "default"
    for d in (direct, iso, default):
        make_base(d)
    original = digest(iso)
    subprocess.run(["sh", "-c", sh], cwd=direct, check=True)
    r = run_savepoint(["run", "--isolate", "--json", "--", "sh", "-c", sh], iso)
    assert r.code == 0, r
    out = r.json()
    assert digest(iso) == digest(direct), sh
    ref = run_savepoint(["run", "--json", "--", "sh", "-c", sh], default).json()
    assert out["changes"] == ref["changes"], sh
    if out["checkpoint_id"] and any(out["changes"].values()):
        back = run_savepoint(["restore", out["checkpoint_id"], "--json"], iso)
        assert back.code == 0, back
        assert digest(iso) == original, sh
