"""Where the history lives: outside the workspace, out of reach of what runs inside it.

Each case is what users and agents really run in a workspace (sed over `.`, `git clean -fdx`,
`git stash --all`, `rm -rf ./*`, a task under `--isolate` writing into the store), as an ordinary
user; with the store inside the workspace (older savepoints) every one of them lost or falsified
the history.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult, run_savepoint
from storetools import store_of

GIT = ("git -c user.name=t -c user.email=t@example.com -c init.defaultBranch=main "
       "-c advice.detachedHead=false")


def tree(root: Path) -> dict[str, str]:
    """Every file under root (no store, no .git) with its text."""
    out = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if rel.parts[0] in (".git", ".savepoint") or not p.is_file():
            continue
        out[rel.as_posix()] = p.read_text()
    return out


def sh(user_env: Any, cmd: str, cwd: Path) -> None:
    r = user_env.sh(cmd, cwd)
    assert r.returncode == 0, (cmd, r.stdout, r.stderr)


def test_the_store_is_outside_the_workspace_and_says_where(usp: Callable[..., CLIResult], user_env: Any,
                                                           user_ws: Path) -> None:
    sh(user_env, "echo a > a.txt", user_ws)
    r = usp("checkpoint", "--json")
    assert r.code == 0, r
    store = user_env.store(user_ws)
    assert "new store for" in r.err and str(store) in r.err, r  # said once, where it went
    assert not (user_ws / ".savepoint").exists() and sorted(os.listdir(user_ws)) == ["a.txt"]
    assert (store / "catalog.db").is_file()
    assert stat.S_IMODE(store.stat().st_mode) == 0o700 and store.stat().st_uid == user_env.uid
    assert json.loads((store / "workspace.json").read_text())["workspace"] == str(user_ws)
    again = usp("checkpoint")
    assert again.code == 0 and "new store" not in again.err, again
    p = usp("store", "path", "--json").json()
    assert p == {"workspace": str(user_ws), "store": str(store), "exists": True, "inside_workspace": False}
    # found from a subfolder, as git finds a repository
    sub = user_ws / "deep" / "er"
    sh(user_env, "mkdir -p deep/er", user_ws)
    assert usp("store", "path", cwd=sub).out.strip() == str(store)
    assert len(usp("list", "--json", cwd=sub).json()["checkpoints"]) == 2


def test_a_store_on_another_filesystem_says_how_to_share_blocks(usp: Callable[..., CLIResult], user_env: Any,
                                                                 user_ws: Path) -> None:
    """A workspace on another disk than the data folder (here /dev/shm, a tmpfs of its own): its
    big files are copied into the store, not cloned, and the first checkpoint says how to fix it."""
    if not os.access("/dev/shm", os.W_OK) or os.stat("/dev/shm").st_dev == os.stat(user_env.store(user_ws, default=True).parents[1]).st_dev:
        pytest.skip("needs /dev/shm on a filesystem of its own")
    name = f"/dev/shm/savepoint-test-{os.getpid()}"
    try:
        sh(user_env, f"mkdir {name} && echo a > {name}/a.txt", user_ws)
        r = usp("checkpoint", cwd=Path(name))
        assert r.code == 0, r
        assert "another filesystem" in r.err and "store move --to" in r.err, r
        assert "another filesystem" not in usp("checkpoint").err  # the usual case says nothing of it
    finally:
        shutil.rmtree(name, ignore_errors=True)


def test_sed_over_the_workspace_cannot_touch_the_history(usp: Callable[..., CLIResult], user_env: Any,
                                                         user_ws: Path) -> None:
    sh(user_env, "mkdir -p src && for i in 1 2 3; do echo 'value = OLD' > src/m$i.py; done && "
                 "printf 'OLD\\n%.0s' $(seq 2000) > big.txt", user_ws)
    before = tree(user_ws)
    cp = usp("checkpoint", "--json").json()["id"]
    # what an agent runs to rename something across a project
    sh(user_env, "grep -rl OLD . | xargs sed -i s/OLD/NEW/g", user_ws)
    assert "NEW" in (user_ws / "src" / "m1.py").read_text()
    r = usp("restore", cp)
    assert r.code == 0, r
    assert tree(user_ws) == before
    v = usp("verify", "--data", "--json")
    assert v.code == 0 and v.json()["ok"], v


@pytest.mark.parametrize("wipe", ["git clean -fdx", "git stash --all", "rm -rf ./* ./.[!.]*"])
def test_workspace_wipes_leave_every_checkpoint(usp: Callable[..., CLIResult], user_env: Any, user_ws: Path,
                                                wipe: str) -> None:
    sh(user_env, f"{GIT} init -q . && echo tracked > t.txt && {GIT} add t.txt && {GIT} commit -qm one && "
                 "mkdir -p results && echo 0.93 > results/acc.txt && echo notes > notes.md", user_ws)
    before = tree(user_ws)
    cp = usp("checkpoint", "-m", "before the agent's cleanup", "--json").json()["id"]
    sh(user_env, f"{GIT} {wipe[4:]}" if wipe.startswith("git ") else wipe, user_ws)
    assert not (user_ws / "results").exists()
    listed = usp("list", "--json")
    assert listed.code == 0 and [c["id"] for c in listed.json()["checkpoints"]] == [cp], listed
    r = usp("restore", cp)
    assert r.code == 0, r
    assert tree(user_ws) == before


def test_a_store_others_may_write_is_refused(usp: Callable[..., CLIResult], user_env: Any,
                                            user_ws: Path) -> None:
    sh(user_env, "echo a > a.txt", user_ws)
    cp = usp("checkpoint", "--json").json()["id"]
    store = user_env.store(user_ws)
    sh(user_env, "echo b > a.txt", user_ws)
    for mode in ("770", "777"):
        sh(user_env, f"chmod {mode} '{store}'", user_ws)
        files = sorted(p.name for p in store.rglob("*"))
        for args in (["restore", cp], ["checkpoint"], ["list"]):
            r = usp(*args)
            lines = r.err.strip().splitlines()
            assert r.code == 74 and len(lines) == 1 and "writable by" in lines[0] and "chmod go-w" in lines[0], r
        assert (user_ws / "a.txt").read_text() == "b\n"  # nothing changed
        assert sorted(p.name for p in store.rglob("*")) == files
    sh(user_env, f"chmod 700 '{store}'", user_ws)
    assert usp("restore", cp).code == 0 and (user_ws / "a.txt").read_text() == "a\n"


def test_an_older_store_inside_the_workspace_keeps_working_until_moved(usp: Callable[..., CLIResult],
                                                                       user_env: Any, user_ws: Path) -> None:
    inside = user_ws / ".savepoint"
    sh(user_env, "echo one > a.txt", user_ws)
    # a store an older savepoint made: in the workspace, found there without --store
    first = usp("checkpoint", "--store", str(inside), "--json").json()["id"]
    assert (inside / "catalog.db").is_file()
    r = usp("init")
    assert r.code == 0 and str(inside) in r.out and "store move" in r.err, r
    sh(user_env, "echo two > a.txt", user_ws)
    second = usp("checkpoint", "--json").json()["id"]
    assert not user_env.store(user_ws, default=True).exists()  # no second store was made
    assert usp("store", "path").out.strip() == str(inside)
    moved = usp("store", "move", "--json")
    assert moved.code == 0, moved
    home = user_env.store(user_ws)
    assert moved.json() == {"workspace": str(user_ws), "from": str(inside), "store": str(home), "moved": True,
                            "copied": False}
    assert not inside.exists() and (home / "catalog.db").is_file()
    assert stat.S_IMODE(home.stat().st_mode) == 0o700
    assert [c["id"] for c in usp("list", "--json").json()["checkpoints"]] == [second, first]
    assert usp("restore", first).code == 0 and (user_ws / "a.txt").read_text() == "one\n"
    assert usp("verify", "--data").code == 0
    again = usp("store", "move", "--json")
    assert again.code == 0 and again.json()["moved"] is False


def test_store_move_to_a_chosen_folder_is_found_by_every_later_command(usp: Callable[..., CLIResult],
                                                                        user_env: Any, user_ws: Path) -> None:
    sh(user_env, "echo one > a.txt", user_ws)
    cp = usp("checkpoint", "--json").json()["id"]
    chosen = user_env.mkdir("stores") / "proj"
    r = usp("store", "move", "--to", str(chosen), "--json")
    assert r.code == 0 and r.json()["store"] == str(chosen), r
    assert (chosen / "catalog.db").is_file()
    assert not user_env.store(user_ws, default=True).exists()
    assert usp("store", "path").out.strip() == str(chosen)
    sh(user_env, "echo two > a.txt", user_ws)
    assert usp("restore", cp).code == 0 and (user_ws / "a.txt").read_text() == "one\n"
    assert usp("checkpoint").code == 0 and len(os.listdir(chosen / "packs")) >= 1
    back = usp("store", "move", "--json")  # and back to the default folder
    assert back.code == 0 and back.json()["store"] == str(user_env.store(user_ws)), back
    assert not chosen.exists() and len(usp("list", "--json").json()["checkpoints"]) == 3


@pytest.mark.parametrize("where", ["inside", "not-empty", "inside-store"])
def test_store_move_refuses_a_bad_destination(usp: Callable[..., CLIResult], user_env: Any, user_ws: Path,
                                              where: str) -> None:
    sh(user_env, "echo one > a.txt", user_ws)
    assert usp("checkpoint").code == 0
    store = user_env.store(user_ws)
    full = user_env.mkdir("full")
    sh(user_env, f"echo x > '{full}/x'", user_ws)
    dest = {"inside": user_ws / "history", "not-empty": full, "inside-store": store / "sub"}[where]
    files = sorted(str(p) for p in store.rglob("*"))
    r = usp("store", "move", "--to", str(dest))
    assert r.code == 2 and len(r.err.strip().splitlines()) == 1, r
    assert sorted(str(p) for p in store.rglob("*")) == files and sorted(os.listdir(user_ws)) == ["a.txt"]
    assert not (user_ws / "history").exists()


def test_the_default_folder_follows_xdg(user_env: Any, user_ws: Path) -> None:
    home = user_env.mkdir("home")
    env = {"HOME": str(home), "SAVEPOINT_HOME": ""}
    assert user_env.run(["checkpoint"], user_ws, env=env).code == 0
    stores = home / ".local" / "share" / "savepoint" / "stores"
    [store] = list(stores.iterdir())
    assert store.name.startswith(user_ws.name[:40]) and (store / "catalog.db").is_file()
    for p in (home / ".local" / "share" / "savepoint", stores, store):
        assert stat.S_IMODE(p.stat().st_mode) == 0o700  # made private
    xdg = user_env.mkdir("xdg")
    assert user_env.run(["checkpoint"], user_ws, env={**env, "XDG_DATA_HOME": str(xdg)}).code == 0
    assert len(list((xdg / "savepoint" / "stores").iterdir())) == 1


def test_an_isolated_task_cannot_write_into_the_store(usp: Callable[..., CLIResult], user_env: Any,
                                                      user_ws: Path) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from savepoint.isolate import unavailable

    why = unavailable()
    if why is not None:
        pytest.skip(f"no isolation here: {why}")
    sh(user_env, "echo a > a.txt", user_ws)
    assert usp("checkpoint").code == 0
    store = user_env.store(user_ws)
    before = {p.name: p.stat().st_size for p in store.iterdir() if p.is_file() and "catalog" in p.name}
    # the task plants a run row a later recover would act on, and tries to delete the history
    plant = (f"python3 -c \"import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); "
             f"c.execute('INSERT INTO runs (id, created, updated, state) VALUES (\\'../../x\\', 0, 0, \\'IN_FLIGHT\\')'); "
             f"c.commit()\" '{store}/catalog.db'; rm -rf '{store}/packs'; echo b > a.txt")
    for mode in ("--isolate", "--isolate=all"):
        r = usp("run", mode, "--json", "--", "sh", "-c", plant)
        assert r.code == 0, r
        assert (store / "packs").is_dir() and os.listdir(store / "packs")
        with sqlite3.connect(f"file:{store / 'catalog.db'}?mode=ro", uri=True) as c:
            assert c.execute("SELECT count(*) FROM runs WHERE id = '../../x'").fetchone()[0] == 0
        assert (user_ws / "a.txt").read_text() == "b\n"  # its real work is kept
        sh(user_env, "echo a > a.txt", user_ws)
    assert usp("verify", "--data").code == 0
    assert before  # (the catalog was there to attack)


@pytest.mark.root(reason="a store of another user")
def test_another_users_store_is_only_read(user_env: Any, user_ws: Path, tmp_path: Path) -> None:
    user_env.sh("echo a > a.txt", user_ws)
    assert user_env.run(["checkpoint"], user_ws).code == 0
    store = user_env.store(user_ws)
    files = sorted(str(p) for p in store.rglob("*"))
    listed = run_savepoint(["list", "--json", "--store", str(store)], user_ws)
    assert listed.code == 0 and len(listed.json()["checkpoints"]) == 1, listed
    r = run_savepoint(["checkpoint", "--store", str(store)], user_ws)
    assert r.code == 74 and "belongs to" in r.err and len(r.err.strip().splitlines()) == 1, r
    assert sorted(str(p) for p in store.rglob("*")) == files
    assert all(p.stat().st_uid == user_env.uid for p in store.rglob("*"))


@pytest.mark.root(reason="mounts a second filesystem")
def test_store_move_across_filesystems_copies_then_removes(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("one")
    (ws / "big.bin").write_bytes(os.urandom(9 << 20))
    env = {"SAVEPOINT_HOME": os.environ["SAVEPOINT_HOME"]}
    cp = run_savepoint(["checkpoint", "--json"], ws, env=env).json()["id"]
    other = tmp_path / "other"
    other.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", str(other)], check=True)
    try:
        r = run_savepoint(["store", "move", "--to", str(other / "st"), "--json"], ws, env=env)
        assert r.code == 0 and r.json()["copied"] is True, r
        assert not store_of(ws, default=True).exists() and (other / "st" / "catalog.db").is_file()
        assert not [p for p in other.iterdir() if "moving" in p.name]
        (ws / "a.txt").write_text("two")
        assert run_savepoint(["restore", cp], ws).code == 0 and (ws / "a.txt").read_text() == "one"
        assert run_savepoint(["verify", "--data"], ws).code == 0
    finally:
        subprocess.run(["umount", "-l", str(other)], check=False)


def test_the_kind_of_file_system_a_path_is_on() -> None:
    """Read from /proc/self/mountinfo: the mount that holds the path, the longest that does."""
    from savepoint.store.track import UNSAFE_FOR_CATALOG, mount_kind

    lines = [
        "22 1 254:0 / / rw,relatime shared:1 - ext4 /dev/vda rw",
        "30 22 0:40 / /home rw,relatime shared:9 - nfs4 fs:/export/home rw,vers=4.2",
        "31 22 0:41 / /home/me/scratch rw,relatime - xfs /dev/vdb rw",
        "32 22 0:42 / /mnt/box rw - fuse.sshfs me@host:/data rw",
    ]
    assert mount_kind("/home/me/.local/share/savepoint", lines) == "nfs4"
    assert mount_kind("/home/me/scratch/savepoint", lines) == "xfs"
    assert mount_kind("/mnt/box/st", lines) == "fuse"
    assert mount_kind("/var/tmp", lines) == "ext4"
    assert {"nfs4", "fuse"} <= UNSAFE_FOR_CATALOG and "xfs" not in UNSAFE_FOR_CATALOG
    assert mount_kind("/") != ""  # this machine's own table is read


@pytest.mark.root(reason="mounts a FUSE file system (bindfs)")
def test_a_new_store_on_a_network_or_fuse_file_system_is_warned_of(tmp_path: Path) -> None:
    """A home on NFS (HPC clusters) or a FUSE mount puts the catalog where SQLite's locks are not
    reliable: the first checkpoint says so once, and how to avoid it; the checkpoint is made."""
    if shutil.which("bindfs") is None:
        pytest.skip("needs bindfs (apt-get install bindfs)")
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("one")
    backing, home = tmp_path / "backing", tmp_path / "home"
    backing.mkdir()
    home.mkdir()
    subprocess.run(["bindfs", str(backing), str(home)], check=True)
    try:
        r = run_savepoint(["checkpoint", "--json"], ws, env={"SAVEPOINT_HOME": str(home)})
        assert r.code == 0, r
        assert "on a fuse file system" in r.err and "SAVEPOINT_HOME" in r.err, r
        again = run_savepoint(["checkpoint"], ws, env={"SAVEPOINT_HOME": str(home)})
        assert again.code == 0 and "fuse" not in again.err, again  # said once, with the new store
        local = run_savepoint(["checkpoint"], ws, env={"SAVEPOINT_HOME": str(tmp_path / "local")})
        assert local.code == 0 and "file system, where" not in local.err, local
    finally:
        subprocess.run(["fusermount", "-u", str(home)], check=False)


def test_library_finds_the_same_store(tmp_path: Path) -> None:
    """The Python API and the command line agree on where a workspace's store is."""
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "f").write_text("x")
    cp = run_savepoint(["checkpoint", "--json"], ws).json()["id"]
    code = ("import savepoint.store as s, sys; st = s.Store.open(sys.argv[1]); "
            "print(st.root); print(st.info(sys.argv[2]).id)")
    out = subprocess.run([sys.executable, "-c", code, str(ws), cp], capture_output=True, text=True,
                         env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[1] / "src")})
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == [str(store_of(ws)), cp]


# -- the store's place cannot be taken, swapped or lost ----------------------------------------------

MOVER = """
import sys, time
from pathlib import Path
from savepoint.store import Store, relocate
ws, dest, flag = Path(sys.argv[1]), Path(sys.argv[2]), Path(sys.argv[3])
store = Store.open(ws)
with store.lock(purpose="store move"):
    flag.write_text("locked")
    while not (flag.parent / "go").exists():
        time.sleep(0.02)
    time.sleep(0.5)  # (the waiting command is at its lock)
    relocate.move(ws, store.root, dest)
"""


@pytest.mark.parametrize("where", ["same-filesystem", "copied"])
def test_a_command_waiting_while_the_store_moves_changes_nothing(usp: Callable[..., CLIResult], user_env: Any,
                                                                  user_ws: Path, where: str) -> None:
    """A checkpoint that waited for the lock while `store move` ran used to write into the store's
    old place: its checkpoint lost (copied), or a catalog naming packs that went elsewhere (renamed)."""
    sh(user_env, "echo one > a.txt", user_ws)
    first = usp("checkpoint", "--json").json()["id"]
    old = user_env.store(user_ws)
    base = user_env.mkdir("mover")
    dest = (Path("/dev/shm") / f"sp-move-{os.getpid()}-{where}") if where == "copied" else base / "st"
    if where == "copied" and os.stat("/dev/shm").st_dev == os.stat(old).st_dev:
        pytest.skip("/dev/shm is on the same filesystem here")
    (base / "mover.py").write_text(MOVER)
    try:
        mover = user_env.popen([user_env.python, str(base / "mover.py"), str(user_ws), str(dest),
                                str(base / "flag")], user_ws)
        deadline = time.monotonic() + 30
        while not (base / "flag").exists():
            assert time.monotonic() < deadline and mover.poll() is None
            time.sleep(0.02)
        sh(user_env, "echo two > a.txt", user_ws)
        waiting = user_env.popen([user_env.python, "-m", "savepoint", "checkpoint"], user_ws,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        time.sleep(0.5)
        sh(user_env, f"touch '{base}/go'", user_ws)
        assert mover.wait(timeout=60) == 0
        out, err = waiting.communicate(timeout=60)
        errors = [ln for ln in err.splitlines() if ln.startswith("savepoint: error:")]
        assert waiting.returncode == 75 and len(errors) == 1 and "moved" in errors[0], (out, err)
        assert not old.exists()  # nothing made again at the old place
        listed = usp("list", "--json")
        assert [c["id"] for c in listed.json()["checkpoints"]] == [first], listed
        assert usp("verify", "--data").code == 0
    finally:
        subprocess.run(["rm", "-rf", str(dest)], check=False)


def test_swapped_stores_in_a_shared_data_folder_are_refused(user_env: Any) -> None:
    """Another user who can rename entries of `stores/` could give one workspace another's history."""
    home = user_env.mkdir("shared-home")
    env = {"SAVEPOINT_HOME": str(home)}
    a, b = user_env.mkdir("wsa"), user_env.mkdir("wsb")
    for ws, text in ((a, "A"), (b, "B")):
        user_env.sh(f"echo {text} > data", ws)
        assert user_env.run(["checkpoint"], ws, env=env).code == 0
    stores = home / "stores"
    [na] = [p for p in stores.iterdir() if p.name.startswith(a.name)]
    [nb] = [p for p in stores.iterdir() if p.name.startswith(b.name)]
    user_env.sh(f"mv '{na}' '{stores}/tmp' && mv '{nb}' '{na}' && mv '{stores}/tmp' '{nb}'", home)
    r = user_env.run(["restore", "latest"], a, env=env)
    assert r.code == 74 and "belongs to the workspace" in r.err and len(r.err.strip().splitlines()) == 1, r
    assert (a / "data").read_text() == "A\n"
    # and a data folder others may rearrange is refused (sticky, as /tmp, is fine)
    user_env.sh(f"chmod 777 '{stores}'", home)
    r = user_env.run(["list"], b, env=env)
    assert r.code == 74 and "writable by others" in r.err, r
    user_env.sh(f"chmod 1777 '{stores}'", home)
    r = user_env.run(["list"], b, env=env)
    assert r.code == 74 and "belongs to the workspace" in r.err, r  # (sticky is fine; still swapped)


def test_a_store_kept_elsewhere_is_found_even_when_its_disk_is_gone(usp: Callable[..., CLIResult], user_env: Any,
                                                                     user_ws: Path) -> None:
    sh(user_env, "mkdir -p sub && echo one > a.txt", user_ws)
    chosen = user_env.mkdir("disk") / "st"
    r = usp("store", "move", "--to", str(chosen), "--json")  # before any checkpoint: made there
    assert r.code == 0 and (chosen / "catalog.db").is_file(), r
    assert "new store" not in usp("checkpoint").err
    sh(user_env, f"mv '{chosen}' '{chosen}.unmounted'", user_ws)
    for cwd in (user_ws, user_ws / "sub"):  # from a subfolder too: never a new store there
        r = usp("checkpoint", cwd=cwd)
        assert r.code == 74 and "not there now" in r.err and str(chosen) in r.err, r
    assert not user_env.store(user_ws, default=True).exists()
    assert not user_env.store(user_ws / "sub", default=True).exists()
    sh(user_env, f"mv '{chosen}.unmounted' '{chosen}'", user_ws)
    assert usp("list").code == 0


def test_a_move_cut_short_leaves_the_store_found(usp: Callable[..., CLIResult], user_env: Any,
                                                 user_ws: Path) -> None:
    """The location is written just before the rename: a crash between the two leaves it naming a
    folder that is not there yet, and the store where it was."""
    sh(user_env, "echo one > a.txt", user_ws)
    first = usp("store", "move", "--to", str(user_env.mkdir("x") / "st"), "--json").json()["store"]
    cp = usp("checkpoint", "--json").json()["id"]
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from savepoint.workspace import location_file

    loc = location_file(user_ws)
    data = json.loads(loc.read_text())
    data.update({"store": str(user_env.mkdir("y") / "st"), "previous": first})  # as move writes it
    user_env.sh(f"printf '%s' '{json.dumps(data)}' > '{loc}'", user_ws)
    listed = usp("list", "--json")
    assert listed.code == 0 and [c["id"] for c in listed.json()["checkpoints"]] == [cp], listed


def test_store_move_through_a_symlink_into_the_workspace_is_refused(usp: Callable[..., CLIResult],
                                                                    user_env: Any, user_ws: Path) -> None:
    sh(user_env, "echo one > a.txt", user_ws)
    assert usp("checkpoint").code == 0
    link = user_env.mkdir("links") / "to-ws"
    sh(user_env, f"ln -s '{user_ws}' '{link}'", user_ws)
    r = usp("store", "move", "--to", str(link / "history"))
    assert r.code == 2 and "inside the workspace" in r.err, r
    assert sorted(os.listdir(user_ws)) == ["a.txt"]


def test_a_relative_data_folder_is_refused(usp: Callable[..., CLIResult], user_env: Any, user_ws: Path) -> None:
    r = usp("checkpoint", env={"SAVEPOINT_HOME": "rel/home"})
    assert r.code == 2 and "SAVEPOINT_HOME must be an absolute path" in r.err, r
    assert os.listdir(user_ws) == []


@pytest.mark.root(reason="a store of another user")
def test_a_store_another_user_cannot_read_is_one_line(user_env: Any, user_ws: Path, tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a").write_text("a")
    assert run_savepoint(["checkpoint"], ws).code == 0
    r = user_env.run(["list", "--store", str(store_of(ws))], user_ws)
    assert r.code == 74 and "permission denied" in r.err and len(r.err.strip().splitlines()) == 1, r
