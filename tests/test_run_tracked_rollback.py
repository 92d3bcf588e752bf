"""Rolled-back runs whose examination and rollback visit only what the task touched (a change
tracker watches the workspace from before the pre-run checkpoint): real runs as an ordinary user,
tasks that modify, create, delete, rename files and folders, change modes and links and rewrite
the middle of a chunked file, then fail. The tree after the rollback must equal the tree before
the run, byte for byte, with tracking and with it turned off (`--full-scan`: the full scans of
before), for one attempt and for retries (the tracker is never reset between attempts)."""

from __future__ import annotations

import hashlib
import os
import random
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult

BIG = 9 << 20  # more than one 4 MiB chunk: stored chunked, patched chunk by chunk on restore

# Every kind of change a task makes; ends with a failure, so savepoint rolls it back.
CHANGES = r"""
set -e
echo changed >> src/a/f0.txt
printf new > src/a/new.txt
rm src/b/f1.txt
mv src/a/f2.txt src/b/f2-renamed.txt
mv src/deep src/deeper
echo more >> src/deeper/x/y/leaf.txt
mkdir -p gen/x/y && echo g > gen/x/y/z.txt
rm -r src/c
chmod 600 src/b/f3.txt
chmod 700 src/a
ln -sfn src/b/f4.txt link
rm src/b/f5.txt && ln -s f6.txt src/b/f5.txt
python3 - <<'EOF'
with open("data/big.bin", "r+b") as f:
    f.seek(5 << 20)
    f.write(b"x" * 100000)
with open("data/small.bin", "wb") as f:
    f.write(b"truncated")
EOF
"""


def tree_digest(ws: Path) -> dict[str, str]:
    """Every entry outside the store: kind, permission bits, content digest or link target."""
    out: dict[str, str] = {}
    for dirpath, dirs, files in os.walk(ws):
        rel_dir = os.path.relpath(dirpath, ws)
        if rel_dir == ".":
            dirs[:] = [d for d in dirs if d != ".savepoint"]
        for name in [*dirs, *files]:
            p = Path(dirpath) / name
            rel = p.relative_to(ws).as_posix()
            st = os.lstat(p)
            mode = oct(stat.S_IMODE(st.st_mode))
            if stat.S_ISLNK(st.st_mode):
                out[rel] = f"link {os.readlink(p)}"
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = f"dir {mode}"
            else:
                out[rel] = f"file {mode} {hashlib.sha256(p.read_bytes()).hexdigest()}"
    return out


def make_tree(ws: Path, user_env: Any) -> None:
    rng = random.Random(5)
    for folder in ("a", "b", "c"):
        for i in range(12):
            path = ws / "src" / folder / f"f{i}.txt"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f"{folder}{i}\n" * rng.randint(1, 300))
    leaf = ws / "src" / "deep" / "x" / "y" / "leaf.txt"
    leaf.parent.mkdir(parents=True)
    leaf.write_text("leaf\n")
    (ws / "data").mkdir()
    (ws / "data" / "big.bin").write_bytes(rng.randbytes(BIG))
    (ws / "data" / "small.bin").write_bytes(rng.randbytes(70000))
    (ws / "notes.txt").write_text("my notes\n")
    (ws / "link").symlink_to("src/a/f0.txt")
    (ws / "task.sh").write_text(CHANGES + "exit 1\n")
    user_env.chown(ws)


def events(usp: Callable[..., CLIResult], run_id: str, kind: str) -> list[dict[str, Any]]:
    r = usp("show", run_id, "--json")
    assert r.code == 0, r
    return [e for e in r.json()["events"] if e["kind"] == kind]


@pytest.mark.parametrize("tracking", [True, False], ids=["tracked", "full-scan"])
def test_every_kind_of_change_is_rolled_back_exactly(usp: Callable[..., CLIResult], user_ws: Path,
                                                     user_env: Any, tracking: bool) -> None:
    make_tree(user_ws, user_env)
    assert usp("checkpoint", "--json").code == 0  # the usual state: a store with a stat cache
    before = tree_digest(user_ws)
    r = usp("run", "--json", "--retries", "0", *([] if tracking else ["--full-scan"]), "--", "sh", "task.sh")
    assert r.code == 11, r
    out = r.json()
    assert out["status"] == "ROLLED_BACK" and out["attempts"][0]["rolled_back"]
    assert tree_digest(user_ws) == before
    examined = events(usp, out["run_id"], "examined")
    assert [e["data"]["tracked"] for e in examined] == [tracking]
    # what the attempt left is kept, and it is what a full scan sees: every change, nothing else
    post = out["attempts"][0]["post_failure_checkpoint"]
    d = usp("diff", out["checkpoint_id"], "--to", post, "--json")
    assert d.code == 0, d
    kept = d.json()
    assert set(kept["added"]) >= {"src/a/new.txt", "src/b/f2-renamed.txt", "gen/x/y/z.txt",
                                  "src/deeper/x/y/leaf.txt"}
    assert set(kept["deleted"]) >= {"src/b/f1.txt", "src/a/f2.txt", "src/deep/x/y/leaf.txt", "src/c/f0.txt"}
    assert {"src/a/f0.txt", "data/big.bin", "data/small.bin", "link", "src/b/f5.txt"} <= set(kept["modified"])
    assert not any(p.startswith("src/a/f1") for p in [*kept["added"], *kept["deleted"], *kept["modified"]])
    # the kept state can be restored exactly, and the rollback back again
    r2 = usp("restore", post, "--json")
    assert r2.code == 0, r2
    assert (user_ws / "src" / "deeper" / "x" / "y" / "leaf.txt").read_text() == "leaf\nmore\n"
    assert (user_ws / "data" / "big.bin").read_bytes()[5 << 20:(5 << 20) + 100000] == b"x" * 100000
    assert usp("restore", out["checkpoint_id"], "--json").code == 0
    assert tree_digest(user_ws) == before


@pytest.mark.parametrize("tracking", [True, False], ids=["tracked", "full-scan"])
def test_writes_outside_the_scope_are_found_and_left(usp: Callable[..., CLIResult], user_ws: Path,
                                                     user_env: Any, tracking: bool) -> None:
    make_tree(user_ws, user_env)
    (user_ws / "task.sh").write_text("echo changed >> src/a/f0.txt; rm src/b/f1.txt; mv src/a/f3.txt moved.txt; "
                                     "echo scribble >> notes.txt; mkdir -p cache/d; echo c > cache/d/x; exit 1\n")
    user_env.chown(user_ws)
    before = tree_digest(user_ws)
    r = usp("run", "--json", "--retries", "0", "--scope", "src/", *([] if tracking else ["--full-scan"]),
            "--", "sh", "task.sh")
    assert r.code == 11, r
    out = r.json()
    assert sorted(out["outside_scope"]) == ["cache/", "cache/d/", "cache/d/x", "moved.txt", "notes.txt"]
    after = tree_digest(user_ws)
    # the scope is back as it was; what was written outside it stays (and was reported)
    assert {k: v for k, v in after.items() if k.startswith("src/")} == \
        {k: v for k, v in before.items() if k.startswith("src/")}
    assert (user_ws / "notes.txt").read_text() == "my notes\nscribble\n"
    assert after["cache/d/x"].startswith("file") and after["moved.txt"] == before["src/a/f3.txt"]
    assert [e["data"]["tracked"] for e in events(usp, out["run_id"], "examined")] == [tracking]


RETRIES = r"""
c="$SAVEPOINT_STATE_DIR/count"
n=$(cat "$c" 2>/dev/null || echo 0); n=$((n+1)); echo $n > "$c"
mkdir -p progress && echo "attempt $n" >> progress/log.txt
case $n in
1) echo changed >> src/a/f0.txt; printf one > src/a/one.txt; rm src/b/f1.txt
   python3 -c "f=open('data/big.bin','r+b'); f.seek(1 << 20); f.write(b'1' * 5000)"
   echo "first failure: checksum mismatch in shard" >&2; exit 3 ;;
2) mv src/a/f2.txt src/a/f2b.txt; mkdir gen; echo two > gen/two.txt; rm -r src/c
   echo "second failure: another way" >&2; exit 4 ;;
*) echo three > src/a/three.txt ;;
esac
"""


@pytest.mark.parametrize("tracking", [True, False], ids=["tracked", "full-scan"])
def test_retries_each_rolled_back_exactly_then_only_the_last_attempt_is_kept(
        usp: Callable[..., CLIResult], user_ws: Path, user_env: Any, tracking: bool) -> None:
    make_tree(user_ws, user_env)
    (user_ws / "task.sh").write_text(RETRIES)
    user_env.chown(user_ws)
    before = tree_digest(user_ws)
    r = usp("run", "--json", "--retries", "3", "--backoff", "0", "--state", "progress/",
            *([] if tracking else ["--full-scan"]), "--", "sh", "task.sh")
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE"
    assert [a["exit"] for a in out["attempts"]] == [3, 4, 0]
    assert [a["rolled_back"] for a in out["attempts"]] == [True, True, False]
    after = tree_digest(user_ws)
    # exactly the pre-run tree, the last attempt's file, and the progress kept across rollbacks
    assert (user_ws / "progress" / "log.txt").read_text() == "attempt 1\nattempt 2\nattempt 3\n"
    assert after.pop("src/a/three.txt").startswith("file")
    for p in ("progress", "progress/log.txt"):
        after.pop(p)
    assert after == before
    assert set(out["changes"]["added"]) == {"src/a/three.txt", "progress/log.txt"}
    assert out["changes"]["modified"] == [] and out["changes"]["deleted"] == []
    # each attempt's kept state holds its own changes only, not the earlier attempts' (rolled back)
    post2 = out["attempts"][1]["post_failure_checkpoint"]
    d = usp("diff", out["checkpoint_id"], "--to", post2, "--json")
    assert d.code == 0, d
    kept = d.json()
    assert "src/a/one.txt" not in kept["added"] and "src/b/f1.txt" not in kept["deleted"]
    assert "data/big.bin" not in kept["modified"]
    assert {"src/a/f2b.txt", "gen/two.txt"} <= set(kept["added"]) and "src/a/f2.txt" in kept["deleted"]
    examined = events(usp, out["run_id"], "examined")
    assert [e["data"]["tracked"] for e in examined] == [tracking] * 3


def test_a_check_command_that_writes_after_the_examination_is_rolled_back_too(
        usp: Callable[..., CLIResult], user_ws: Path, user_env: Any) -> None:
    """A `cmd:` check runs after the attempt's examination and may write: the rollback asks the
    tracker again, so what the check wrote goes too."""
    make_tree(user_ws, user_env)
    before = tree_digest(user_ws)
    r = usp("run", "--json", "--retries", "0", "--check",
            "cmd:sh -c 'echo probe > src/b/probe.txt; rm src/a/f7.txt; grep -q never src/a/f0.txt'",
            "--", "sh", "-c", "echo changed >> src/a/f0.txt; printf x > src/a/out.txt")
    assert r.code == 11, r
    out = r.json()
    assert out["status"] == "ROLLED_BACK" and out["attempts"][0]["rolled_back"]
    assert tree_digest(user_ws) == before
    assert [e["data"]["tracked"] for e in events(usp, out["run_id"], "examined")] == [True]
