"""`savepoint run` end to end: one test per decision-table row and default diagnosis rule."""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from conftest import CLIResult

PY = sys.executable
FAST = ["--backoff", "0"]


def tree(ws: Path) -> dict[str, str]:
    """Every file outside the store, with its content digest and mode."""
    out = {}
    for p in sorted(ws.rglob("*")):
        rel = p.relative_to(ws).as_posix()
        if rel.startswith(".savepoint") or not p.is_file():
            continue
        out[rel] = hashlib.sha256(p.read_bytes()).hexdigest() + oct(p.stat().st_mode)
    return out


def script(ws: Path, name: str, body: str) -> str:
    (ws / name).write_text(body)
    return name


def test_transient_connection_reset_twice_then_done_without_rollback(ws: Path, sp: Callable[..., CLIResult]) -> None:
    script(ws, "flaky.sh", """
c=$SAVEPOINT_STATE_DIR/count
n=$(cat $c 2>/dev/null || echo 0); n=$((n+1)); echo $n > $c
echo "attempt $n" >> out.txt
if [ $n -le 2 ]; then echo "Connection reset by peer" >&2; exit 1; fi
""")
    r = sp("run", *FAST, "--json", "--", "sh", "flaky.sh")
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE"
    assert [a["exit"] for a in out["attempts"]] == [1, 1, 0]
    assert [a["diagnosis"]["severity"] for a in out["attempts"][:2]] == ["TRANSIENT", "TRANSIENT"]
    assert not any(a["rolled_back"] for a in out["attempts"])
    # no rollback between attempts: every attempt's line is still there
    assert (ws / "out.txt").read_text().splitlines() == ["attempt 1", "attempt 2", "attempt 3"]
    assert "Connection reset" in r.err  # the task's output goes to stderr, never into the JSON


def test_corrupting_failure_rolls_back_to_identical_tree(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "data").mkdir()
    for i in range(5):
        (ws / "data" / f"f{i}.txt").write_text(f"original {i}\n")
    script(ws, "corrupt.sh", "echo garbage > data/f1.txt; rm data/f2.txt; echo new > data/new.txt; "
           "chmod 600 data/f3.txt; exit 1\n")
    before = tree(ws)
    r = sp("run", *FAST, "--retries", "2", "--json", "--", "sh", "corrupt.sh")
    assert r.code == 12, r
    out = r.json()
    # the same deterministic failure after a rollback, same params: not a third identical run
    assert out["status"] == "FATAL"
    assert [a["diagnosis"]["rule"] for a in out["attempts"]] == ["default:changed-scope", "default:repeated"]
    assert all(a["rolled_back"] for a in out["attempts"])
    assert tree(ws) == before
    # nothing lost: the post-failure state was checkpointed and can be diffed against
    post = out["attempts"][-1]["post_failure_checkpoint"]
    assert post
    d = sp("diff", out["checkpoint_id"], "--to", post, "--json")
    assert d.code == 0, d
    kept = d.json()  # what the failed attempt left, against the state before it
    assert kept["added"] == ["data/new.txt"] and kept["deleted"] == ["data/f2.txt"]
    assert "data/f1.txt" in kept["modified"]
    assert set(out["changes"]["added"]) == {"data/new.txt"}
    assert set(out["changes"]["deleted"]) == {"data/f2.txt"}


def test_oom_under_max_memory_then_done_after_adjust(ws: Path, sp: Callable[..., CLIResult]) -> None:
    script(ws, "alloc.py", """
import os, time
n = int(os.environ["BATCH"])
b = bytearray(n * 1024 * 1024)
for i in range(0, len(b), 4096):
    b[i] = 1
time.sleep(1.5)
open("model.txt", "w").write(f"batch {n}\\n")
""")
    r = sp("run", *FAST, "--max-memory", "150M", "--param", "BATCH=400", "--adjust", "BATCH=BATCH//2",
           "--retries", "3", "--json", "--", PY, "alloc.py")
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE"
    batches = [a["params"]["BATCH"] for a in out["attempts"]]
    assert batches[0] == "400" and batches[-1] in ("100", "50")
    assert out["attempts"][0]["diagnosis"]["severity"] == "NEEDS_CONTEXT"
    assert (ws / "model.txt").read_text() == f"batch {batches[-1]}\n"


def test_missing_command_is_fatal_and_escalates(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "keep.txt").write_text("x")
    # (a command savepoint itself cannot find is refused before anything runs: test_run_where_users_stand)
    r = sp("run", *FAST, "--json", "--", "sh", "-c", "no-such-command-savepoint-test")
    assert r.code == 12, r
    out = r.json()
    assert out["status"] == "FATAL" and out["escalate"] is True
    assert len(out["attempts"]) == 1
    assert out["attempts"][0]["diagnosis"]["severity"] == "FATAL"
    report = Path(out["report"])
    assert report.is_file() and "savepoint resolve" in report.read_text()
    assert (ws / "keep.txt").read_text() == "x"


def test_two_of_three_checks_is_partial_with_gap(ws: Path, sp: Callable[..., CLIResult]) -> None:
    script(ws, "make.sh", "mkdir -p out; echo a > out/a.txt; echo '{\"acc\": 0.95}' > out/m.json\n")
    r = sp("run", "--json", "--check", "exists:out/a.txt", "--check", "json:out/m.json:acc >= 0.9",
           "--check", "exists:out/missing.txt", "--", "sh", "make.sh")
    assert r.code == 10, r
    out = r.json()
    assert out["status"] == "PARTIAL"
    assert out["result"]["partial_value"] > 0.5
    assert len(out["result"]["gaps"]) == 1 and "missing.txt" in out["result"]["gaps"][0]
    assert (ws / "out" / "a.txt").exists()  # kept


def test_invalid_result_is_rolled_back(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "a.txt").write_text("before")
    script(ws, "bad.sh", "echo after > a.txt\n")
    before = tree(ws)
    r = sp("run", "--json", "--check", "exists:out/model.pt", "--", "sh", "bad.sh")
    assert r.code == 11, r
    assert r.json()["status"] == "ROLLED_BACK"
    assert tree(ws) == before


def test_write_outside_scope_is_fatal_and_listed_under_strict_scope(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "out").mkdir()
    (ws / "src").mkdir()
    (ws / "src" / "code.py").write_text("print(1)\n")
    script(ws, "sneaky.sh", "echo result > out/r.txt; echo oops > src/code.py\n")
    r = sp("run", "--json", "--strict-scope", "--scope", "out/", "--", "sh", "sneaky.sh")
    assert r.code == 12, r
    out = r.json()
    assert out["status"] == "FATAL" and out["escalate"] is True
    assert "src/code.py" in out["reason"]
    assert "src/code.py" in Path(out["report"]).read_text()
    assert not (ws / "out" / "r.txt").exists()  # what was in scope is rolled back


def test_transient_with_no_retries_returns_retry(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("run", "--retries", "0", "--json", "--", "sh", "-c", "echo 'HTTP 503 Service Unavailable' >&2; exit 1")
    assert r.code == 75, r
    assert r.json()["status"] == "RETRY"


def test_unclassified_failure_repeated_becomes_fatal(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("run", *FAST, "--json", "--", "sh", "-c", "echo 'weird thing happened' >&2; exit 3")
    assert r.code == 12, r
    out = r.json()
    assert [a["diagnosis"]["severity"] for a in out["attempts"]] == ["TRANSIENT", "FATAL"]


def test_read_only_task_that_writes_is_fatal(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "a.txt").write_text("a")
    ok = sp("run", "--read-only", "--json", "--", "cat", "a.txt")
    assert ok.code == 0, ok
    bad = sp("run", "--read-only", "--json", "--", "sh", "-c", "echo x > b.txt")
    assert bad.code == 12, bad
    assert "b.txt" in bad.json()["reason"]


def test_nan_in_watched_metric_aborts_and_rolls_back(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "w.txt").write_text("weights v1")
    script(ws, "train.py", """
import time
open("w.txt", "w").write("weights broken")
print("loss=0.5", flush=True)
print("loss=nan", flush=True)
time.sleep(30)
""")
    r = sp("run", *FAST, "--retries", "0", "--watch", "loss", "--json", "--", PY, "train.py", timeout=60)
    assert r.code == 11, r
    out = r.json()
    assert out["attempts"][0]["diagnosis"]["severity"] == "CORRUPTING"
    assert out["attempts"][0]["duration"] < 20
    assert (ws / "w.txt").read_text() == "weights v1"


def test_params_env_and_placeholders_reach_the_task(ws: Path, sp: Callable[..., CLIResult]) -> None:
    script(ws, "show.py", """
import json, os, sys
keys = ["SAVEPOINT_RUN_ID", "SAVEPOINT_ATTEMPT", "SAVEPOINT_CHECKPOINT", "SAVEPOINT_METRICS",
        "SAVEPOINT_STATE_DIR", "LR"]
json.dump({"argv": sys.argv[1:], **{k: os.environ.get(k) for k in keys}}, open("seen.json", "w"))
""")
    r = sp("run", "--param", "LR=0.01", "--json", "--", PY, "show.py", "--lr={LR}")
    assert r.code == 0, r
    out = r.json()
    seen = json.loads((ws / "seen.json").read_text())
    assert seen["argv"] == ["--lr=0.01"] and seen["LR"] == "0.01"
    assert seen["SAVEPOINT_RUN_ID"] == out["run_id"] and seen["SAVEPOINT_ATTEMPT"] == "1"
    assert seen["SAVEPOINT_CHECKPOINT"] == out["checkpoint_id"]
    assert os.path.isdir(seen["SAVEPOINT_STATE_DIR"])
    assert out["attempts"][0]["params"] == {"LR": "0.01"}


def test_human_summary_without_json(ws: Path, sp: Callable[..., CLIResult]) -> None:
    r = sp("run", "--", "sh", "-c", "echo hi > x.txt")
    assert r.code == 0, r
    assert r.out.startswith("DONE")
    assert "x.txt" in r.out and "logs:" in r.out
