"""`savepoint run --isolate`: the task runs over an overlay; keep commits its layer, rollback drops it.

Every commit case of binpash/try is run three ways on copies of one tree: the script directly
(the expected result), `savepoint run --isolate` (must give exactly that tree, and list the same
changes as the default mode), and the default mode (its `changes` are the reference). Then the
pre-run checkpoint the commit made must restore the original tree exactly.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CLIResult, run_savepoint
from storetools import store_of

HELPER = Path(__file__).with_name("nsoff.py")


def isolation_works() -> str | None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from savepoint.isolate import unavailable

    return unavailable()


pytestmark = pytest.mark.skipif(isolation_works() is not None, reason=f"no isolation here: {isolation_works()}")


def digest(root: Path) -> dict[str, object]:
    """Paths, kinds, permission bits, contents, link targets and hard-link groups (no times). A
    folder its owner made unreadable (chmod 600) is opened for the walk and given its mode back: an
    ordinary user cannot look inside it otherwise (root can)."""
    out: dict[str, object] = {}
    inodes: dict[int, list[str]] = {}

    def walk(d: Path) -> None:
        for name in sorted(os.listdir(d)):
            p = d / name
            if d == root and name == ".savepoint":
                continue
            rel = p.relative_to(root).as_posix()
            st = os.lstat(p)
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("l", os.readlink(p))
            elif stat.S_ISDIR(st.st_mode):
                mode = stat.S_IMODE(st.st_mode)
                out[rel] = ("d", mode)
                closed = mode & 0o500 != 0o500 and st.st_uid == os.geteuid()
                if closed:
                    os.chmod(p, mode | 0o700)
                try:
                    walk(p)
                finally:
                    if closed:
                        os.chmod(p, mode)
            elif stat.S_ISREG(st.st_mode):
                if st.st_mode & 0o400 == 0 and st.st_uid == os.geteuid():
                    os.chmod(p, stat.S_IMODE(st.st_mode) | 0o400)
                    data = p.read_bytes()
                    os.chmod(p, stat.S_IMODE(st.st_mode))
                else:
                    data = p.read_bytes()
                out[rel] = ("f", stat.S_IMODE(st.st_mode), hashlib.sha256(data).hexdigest())
                if st.st_nlink > 1:
                    inodes.setdefault(st.st_ino, []).append(rel)
            else:
                out[rel] = ("s", stat.S_IFMT(st.st_mode), stat.S_IMODE(st.st_mode))

    walk(root)
    out["<links>"] = sorted(sorted(v) for v in inodes.values() if len(v) > 1)
    return out


def make_tree(root: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "a.txt").write_text("alpha\n")
    (root / "b.txt").write_text("beta\n" * 100)
    (root / "d" / "sub").mkdir(parents=True)
    (root / "d" / "x").write_text("x\n")
    (root / "d" / "y").write_text("y\n")
    (root / "d" / "sub" / "z").write_text("z\n")
    (root / "e").mkdir()
    (root / "e" / "keep").write_text("keep\n")
    (root / "run.sh").write_text("#!/bin/sh\necho hi\n")
    (root / "run.sh").chmod(0o755)
    (root / "oldlink").symlink_to("a.txt")
    (root / "h1").write_text("hard\n")
    os.link(root / "h1", root / "h2")


CASES = {
    "create": "echo new > n.txt; mkdir -p nd/sub && echo deep > nd/sub/f; mkdir empty",
    "modify": "echo more >> a.txt; printf 'beta\\n' > b.txt; echo z2 > d/sub/z",
    "delete": "rm a.txt d/x; rm -r e",
    "rename": "mv a.txt a2.txt; mv d d2; mv b.txt e/b.txt",
    "dir_to_file": "rm -r d && echo now-a-file > d",
    "file_to_dir": "rm a.txt && mkdir a.txt && echo inner > a.txt/inner",
    "dir_to_file_and_back": "rm -r d && echo f > d && rm d && mkdir d && echo back > d/only",
    "opaque": "rm -r e && mkdir e && echo fresh > e/fresh",
    "opaque_keep_name": "rm -r d && mkdir -p d/sub && echo x-again > d/x",
    "symlinks": "ln -s d dlink; ln -sfn b.txt oldlink; ln -s missing dangling; rm -f nothing",
    "symlink_replaces_file": "rm a.txt && ln -s b.txt a.txt",
    "modes": "chmod 600 a.txt; chmod 700 d; chmod +x d/x; chmod -x run.sh",
    "hard_links": "ln a.txt hl && echo more >> a.txt; ln d/x d/sub/x2",
    "hard_link_broken": "echo changed > h1",
    "fifo": "mkfifo pipe",
    "nothing": "true",
    "many": "for i in $(seq 1 50); do mkdir -p m/$i && echo $i > m/$i/f; done; rm -r d/sub",
}


# Inside the overlay a write through one name of a file hard-linked in the lower tree copies up
# that name only (overlayfs without an index): the other names keep the old content in the task's
# view, and the commit keeps exactly what the task saw and its checks judged.
AS_SEEN = {"hard_link_broken": "rm h1 && echo changed > h1"}


def direct(root: Path, script: str) -> None:
    subprocess.run(["sh", "-c", script], cwd=root, check=True)


@pytest.mark.parametrize("case", sorted(CASES))
def test_commit_case_equals_running_it_directly(tmp_path: Path, case: str) -> None:
    script = CASES[case]
    expected_dir, iso_dir, default_dir = tmp_path / "expected", tmp_path / "iso", tmp_path / "default"
    for d in (expected_dir, iso_dir, default_dir):
        make_tree(d)
    original = digest(iso_dir)
    direct(expected_dir, AS_SEEN.get(case, script))

    r = run_savepoint(["run", "--isolate", "--json", "--", "sh", "-c", script], iso_dir)
    assert r.code == 0, r
    out = r.json()
    assert out["status"] == "DONE" and out["isolation"]["mode"] == "workspace"
    assert digest(iso_dir) == digest(expected_dir)
    assert not (store_of(iso_dir) / "isolate" / out["run_id"]).exists()  # the layer is gone

    ref = run_savepoint(["run", "--json", "--", "sh", "-c", AS_SEEN.get(case, script)], default_dir).json()
    assert out["changes"] == ref["changes"]

    cp = out["checkpoint_id"]
    if not any(out["changes"].values()):  # nothing to keep: no commit (a checkpoint only if the task
        assert digest(iso_dir) == original  # ran long enough for one to be taken while it ran)
        return
    # the state before the commit is a normal checkpoint: diff and restore work on it
    listed = run_savepoint(["list", "--json"], iso_dir)
    assert cp in listed.out
    diff = run_savepoint(["diff", cp, "--json"], iso_dir)
    assert diff.code == 0, diff
    back = run_savepoint(["restore", cp, "--json"], iso_dir)
    assert back.code == 0, back
    assert digest(iso_dir) == original


def test_failed_run_is_rolled_back_without_touching_the_tree(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    before = digest(ws)
    r = run_savepoint(["run", "--isolate", "--retries", "0", "--json", "--", "sh", "-c",
                       "echo broken > a.txt; rm -r d; echo junk > new.txt; exit 3"], ws)
    assert r.code == 11, r
    out = r.json()
    assert out["status"] == "ROLLED_BACK"
    assert sorted(out["changes"]["deleted"]) == ["d/sub/z", "d/x", "d/y"]
    artifacts = {a["path"]: a["size"] for a in out["result"]["artifacts"]}
    assert artifacts == {"a.txt": 7, "new.txt": 5}
    assert digest(ws) == before
    assert not (store_of(ws) / "isolate" / out["run_id"]).exists()
    # the discarded layer went to the trash, which a detached cleaner empties
    import time

    trash = store_of(ws) / "isolate" / "trash"
    deadline = time.monotonic() + 60
    while trash.exists() and any(trash.iterdir()):
        assert time.monotonic() < deadline, list(trash.iterdir())
        time.sleep(0.05)


def test_metrics_files_are_read_from_what_the_task_wrote(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    r = run_savepoint(["run", "--isolate", "--json", "--", "sh", "-c",
                       "mkdir -p out && echo '{\"acc\": 0.75}' > out/metrics.json"], ws)
    assert r.code == 0, r
    assert r.json()["result"]["metrics"].get("acc") == 0.75


def test_checks_read_what_the_task_wrote(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    script = "mkdir -p out && echo '{\"acc\": 0.93}' > out/metrics.json"
    ok = run_savepoint(["run", "--isolate", "--json", "--check", "json:out/metrics.json:acc >= 0.9",
                        "--check", "cmd:test -s out/metrics.json", "--", "sh", "-c", script], ws)
    assert ok.code == 0, ok
    assert ok.json()["result"]["complete"] is True
    assert (ws / "out" / "metrics.json").exists()
    bad = run_savepoint(["run", "--isolate", "--json", "--retries", "0", "--check",
                         "json:out/metrics.json:acc >= 0.99", "--", "sh", "-c",
                         "echo '{\"acc\": 0.5}' > out/metrics.json"], ws)
    assert bad.code == 11, bad
    assert json.loads((ws / "out" / "metrics.json").read_text())["acc"] == 0.93


def test_retry_after_corruption_starts_from_a_clean_layer(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    # attempt 1 writes junk and fails (rolled back: the junk must not be seen by attempt 2)
    script = ('if [ "$SAVEPOINT_ATTEMPT" = 1 ]; then echo junk > junk.txt; echo bad > a.txt; exit 1; fi; '
              'test ! -e junk.txt && echo good > result.txt')
    r = run_savepoint(["run", "--isolate", "--json", "--backoff", "0", "--", "sh", "-c", script], ws)
    assert r.code == 0, r
    assert (ws / "result.txt").read_text() == "good\n"
    assert not (ws / "junk.txt").exists()
    assert (ws / "a.txt").read_text() == "alpha\n"


def test_writes_outside_the_scope_are_discarded_and_listed(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    r = run_savepoint(["run", "--isolate", "--scope", "out/", "--json", "--", "sh", "-c",
                       "mkdir -p out && echo r > out/r.txt; echo stray > a.txt; echo new > stray.txt"], ws)
    assert r.code == 0, r
    out = r.json()
    assert (ws / "out" / "r.txt").read_text() == "r\n"
    assert (ws / "a.txt").read_text() == "alpha\n" and not (ws / "stray.txt").exists()
    assert out["isolation"]["discarded"] == ["a.txt", "stray.txt"]
    assert "discarded" in out["reason"]


def test_isolate_all_discards_writes_to_home_and_tmp(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    home = tmp_path / "home"
    home.mkdir()
    tmp_target = Path("/tmp") / f"savepoint-iso-test-{os.getpid()}"
    script = (f"echo h > $HOME/dotfile; echo t > {tmp_target}; echo w > result.txt; "
              "test -c /dev/null && test -r /proc/self/status && echo devices-ok")
    try:
        r = run_savepoint(["run", "--isolate=all", "--json", "--", "sh", "-c", script], ws,
                          env={"HOME": str(home)})
        assert r.code == 0, r
        out = r.json()
        assert (ws / "result.txt").read_text() == "w\n"
        assert not (home / "dotfile").exists() and not tmp_target.exists()
        assert f"{home}/dotfile" in out["isolation"]["discarded_elsewhere"]
        assert str(tmp_target) in out["isolation"]["discarded_elsewhere"]
        assert "devices-ok" in out["result"]["logs"]["tail"]
    finally:
        tmp_target.unlink(missing_ok=True)


def test_network_untouched_unless_asked(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    count = "cat /proc/net/dev | wc -l > n.txt"
    assert run_savepoint(["run", "--isolate", "--", "sh", "-c", count], ws).code == 0
    host = int((ws / "n.txt").read_text())
    assert run_savepoint(["run", "--isolate-net", "--", "sh", "-c", count], ws).code == 0
    private = int((ws / "n.txt").read_text())
    assert private == 3 and private <= host  # two header lines and the loopback only


def test_isolate_value_is_checked(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    r = run_savepoint(["run", "--isolate", "python", "x.py"], ws)
    assert r.code == 2 and "--isolate" in r.err and len(r.err.strip().splitlines()) == 1
    assert not store_of(ws).exists()


# -- as an ordinary user -------------------------------------------------------------------------


def test_the_availability_probe_leaves_nothing_behind(user_env: object, user_ws: Path) -> None:
    import glob

    before = set(glob.glob("/tmp/savepoint-probe-*"))
    r = user_env.run(["run", "--isolate", "--", "true"], user_ws)  # type: ignore[attr-defined]
    assert r.code == 0, r
    assert set(glob.glob("/tmp/savepoint-probe-*")) <= before


def test_ordinary_user_commit_and_rollback(usp: Callable[..., CLIResult], user_env: object,
                                           user_ws: Path) -> None:
    env = user_env
    env.sh("mkdir d && echo x > d/x && echo a > a.txt && chmod 500 d", user_ws)  # type: ignore[attr-defined]
    r = usp("run", "--isolate", "--json", "--", "sh", "-c",
            "python -c 'import json; json.dump({\"ok\": 1}, open(\"m.json\", \"w\"))'; echo b >> a.txt")
    assert r.code == 0, r
    assert (user_ws / "a.txt").read_text() == "a\nb\n" and (user_ws / "m.json").exists()
    r = usp("run", "--isolate", "--retries", "0", "--json", "--", "sh", "-c", "rm a.txt; exit 1")
    assert r.code == 11, r
    assert (user_ws / "a.txt").read_text() == "a\nb\n"


def _without_namespaces(user_env: object, args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """savepoint as the ordinary user inside a user namespace whose max_user_namespaces is 0: the
    limit holds for that namespace only, the machine is not touched."""
    env = user_env.env()  # type: ignore[attr-defined]
    argv = [sys.executable, str(HELPER), str(user_env.uid), str(user_env.gid),  # type: ignore[attr-defined]
            user_env.python, "-m", "savepoint", *args]  # type: ignore[attr-defined]
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def test_refused_in_one_line_when_namespaces_are_off(user_env: object, user_ws: Path) -> None:
    (user_ws / "a.txt").write_text("a\n")
    r = _without_namespaces(user_env, ["run", "--isolate", "--", "sh", "-c", "echo x > a.txt"], user_ws)
    assert r.returncode == 2, r
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "--isolate is not available here" in lines[0] and "namespace" in lines[0], r.stderr
    assert (user_ws / "a.txt").read_text() == "a\n"
    assert not user_env.store(user_ws).exists()


def test_auto_falls_back_to_the_default_mode_and_says_so(user_env: object, user_ws: Path) -> None:
    user_env.sh("echo a > a.txt && printf '[defaults]\\nisolate = \"auto\"\\n' > savepoint.toml",  # type: ignore[attr-defined]
                user_ws)
    r = _without_namespaces(user_env, ["run", "--json", "--", "sh", "-c", "echo x > a.txt"], user_ws)
    assert r.returncode == 0, r
    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["isolation"]["mode"] == "off" and "namespace" in out["isolation"]["fallback"]
    assert (user_ws / "a.txt").read_text() == "x\n"
    shutil.rmtree(user_env.store(user_ws), ignore_errors=True)


def test_monitoring_and_params_work_inside(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    before = digest(ws)
    r = run_savepoint(["run", "--isolate", "--json", "--retries", "0", "--watch", "loss", "--param", "N=7",
                       "--", "sh", "-c", "echo {N} > a.txt; echo loss=0.5; echo loss=nan; sleep 30"], ws,
                      timeout=60)
    out = r.json()
    assert out["status"] in ("ROLLED_BACK", "FATAL"), r
    assert any(a["kind"] == "nan" for a in out["attempts"][0]["anomalies"]), out["attempts"]
    assert out["attempts"][0]["duration"] < 20
    assert out["changes"]["modified"] == ["a.txt"]  # the param reached the task
    assert digest(ws) == before


def test_ctrl_c_stops_and_discards(tmp_path: Path) -> None:
    import signal
    import time

    ws = tmp_path / "ws"
    make_tree(ws)
    before = digest(ws)
    env = {k: v for k, v in os.environ.items() if k != "SAVEPOINT_STORE"}
    proc = subprocess.Popen([sys.executable, "-m", "savepoint", "run", "--isolate", "--json", "--", "sh", "-c",
                             'echo junk > a.txt; touch "$SAVEPOINT_STATE_DIR/started"; sleep 60'],
                            cwd=ws, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not list((store_of(ws) / "state").glob("*/started")):
        assert time.monotonic() < deadline and proc.poll() is None
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert json.loads(out.strip().splitlines()[-1])["reason"] == "cancelled"
    assert digest(ws) == before
    assert not list((store_of(ws) / "isolate").glob("r*"))


def test_ordinary_user_isolate_all_never_lets_home_or_tmp_writes_out(usp: Callable[..., CLIResult],
                                                                      user_env: object, user_ws: Path) -> None:
    home = Path(user_env.home)  # type: ignore[attr-defined]
    dot = home / f".savepoint-iso-{os.getpid()}"
    tmp_target = Path("/tmp") / f"savepoint-iso-user-{os.getpid()}"
    try:
        r = usp("run", "--isolate=all", "--json", "--", "sh", "-c",
                f"echo h > {dot}; echo t > {tmp_target} 2>/dev/null; echo w > result.txt")
        assert r.code == 0, r
        out = r.json()
        assert (user_ws / "result.txt").read_text() == "w\n"
        assert not dot.exists() and not tmp_target.exists()
        assert str(dot) in out["isolation"]["discarded_elsewhere"]
        # /tmp is either overlaid (the write discarded) or, with mounts below it, read-only
        assert str(tmp_target) in out["isolation"]["discarded_elsewhere"] or "/tmp" in out["isolation"].get(
            "read_only", [])
    finally:
        dot.unlink(missing_ok=True)
        tmp_target.unlink(missing_ok=True)


def test_pre_run_checkpoint_is_taken_while_the_task_runs(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    make_tree(ws)
    before = digest(ws)
    # the task waits until the checkpoint of the real tree exists, then fails
    script = ('i=0; while [ -z "$(ls .savepoint/packs 2>/dev/null)" ] && [ $i -lt 600 ]; do sleep 0.05; '
              'i=$((i+1)); done; echo broken > a.txt; exit 1')
    r = run_savepoint(["run", "--isolate", "--retries", "0", "--json", "--", "sh", "-c", script], ws)
    assert r.code == 11, r
    out = r.json()
    cp = out["checkpoint_id"]
    assert cp is not None  # the state the run started from, as in the default mode
    assert digest(ws) == before
    d = run_savepoint(["diff", cp, "--json"], ws).json()
    assert not (d.get("added") or d.get("modified") or d.get("deleted")), d
