"""The store's commands, driven as a user drives them: real `savepoint` processes, real files."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import CLIResult
from storetools import store_of


def tree(ws: Path) -> dict[str, tuple[str, int, bytes | str]]:
    """path -> (kind, permission bits, content or link target), the store excluded."""
    out: dict[str, tuple[str, int, bytes | str]] = {}
    for dirpath, dirs, files in os.walk(ws):
        dirs[:] = [d for d in dirs if d != ".savepoint"]
        for name in dirs + files:
            p = Path(dirpath) / name
            rel = p.relative_to(ws).as_posix()
            st = p.lstat()
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("l", 0, os.readlink(p))
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = ("d", stat.S_IMODE(st.st_mode), b"")
            else:
                out[rel] = ("f", stat.S_IMODE(st.st_mode), p.read_bytes())
    return out


def populate(ws: Path) -> None:
    (ws / "src" / "pkg").mkdir(parents=True)
    (ws / "src" / "pkg" / "a.py").write_text("print('a')\n")
    (ws / "src" / "b.txt").write_text("b\n")
    (ws / "run.sh").write_text("#!/bin/sh\necho hi\n")
    (ws / "run.sh").chmod(0o755)
    (ws / "empty").mkdir()
    (ws / "link").symlink_to("src/b.txt")
    (ws / "data.bin").write_bytes(os.urandom(9 << 20))  # chunked (> 4 MiB)


def test_checkpoint_prints_id_and_restore_undoes_everything(ws: Path, sp: Callable[..., CLIResult]) -> None:
    populate(ws)
    before = tree(ws)
    r = sp("checkpoint", "-m", "before cleanup")
    assert r.code == 0, r
    cp = r.out.strip()
    assert len(cp) == 12 and all(c in "0123456789abcdef" for c in cp)

    (ws / "src" / "pkg" / "a.py").write_text("broken\n")
    (ws / "src" / "b.txt").unlink()
    (ws / "new.txt").write_text("new")
    (ws / "run.sh").chmod(0o644)
    (ws / "empty").rmdir()
    (ws / "link").unlink()
    (ws / "link").symlink_to("/etc/passwd")
    with open(ws / "data.bin", "r+b") as f:
        f.seek(5 << 20)
        f.write(b"x" * 1000)

    d = sp("diff", cp, "--json")
    assert d.code == 0, d
    changes = d.json()
    assert changes["added"] == ["new.txt"]
    assert set(changes["modified"]) == {"src/pkg/a.py", "run.sh", "link", "data.bin"}
    assert set(changes["deleted"]) == {"src/b.txt", "empty/"}

    after_mutation = tree(ws)
    r = sp("restore", cp, "--json")
    assert r.code == 0, r
    rep = r.json()
    assert tree(ws) == before
    undo = rep["pre_restore_checkpoint"]
    assert undo and undo != cp
    # the restore itself can be undone: nothing was lost
    assert sp("restore", undo).code == 0
    assert tree(ws) == after_mutation
    assert sp("verify", "--data").code == 0


def test_dry_run_changes_nothing(ws: Path, sp: Callable[..., CLIResult]) -> None:
    populate(ws)
    cp = sp("checkpoint").out.strip()
    (ws / "src" / "b.txt").write_text("changed\n")
    (ws / "extra").write_text("x")
    mutated = tree(ws)
    r = sp("restore", cp, "--dry-run", "--json")
    assert r.code == 0, r
    plan = r.json()
    assert plan["dry_run"] is True
    assert plan["changes"] == {"added": [], "modified": ["src/b.txt"], "deleted": ["extra"], "metadata": []}
    assert tree(ws) == mutated


def test_scope_limits_checkpoint_and_restore(ws: Path, sp: Callable[..., CLIResult]) -> None:
    populate(ws)
    cp = sp("checkpoint", "--scope", "src/").out.strip()
    (ws / "src" / "b.txt").write_text("changed\n")
    (ws / "run.sh").write_text("outside the scope\n")
    d = sp("diff", cp, "--json").json()
    assert d["modified"] == ["src/b.txt"]  # out-of-scope edits are not the checkpoint's business
    assert sp("restore", cp).code == 0
    assert (ws / "src" / "b.txt").read_text() == "b\n"
    assert (ws / "run.sh").read_text() == "outside the scope\n"


def test_list_show_and_latest(ws: Path, sp: Callable[..., CLIResult]) -> None:
    populate(ws)
    first = sp("checkpoint", "-m", "one").out.strip()
    (ws / "x").write_text("x")
    second = sp("checkpoint", "-m", "two").out.strip()
    listing = sp("list", "--json").json()
    assert [c["id"] for c in listing["checkpoints"]] == [second, first]
    assert listing["runs"] == []
    shown = sp("show", first[:6], "--json").json()
    assert shown["id"] == first and shown["message"] == "one" and shown["state"] == "sealed"
    assert sp("diff", "latest", "--json").json()["added"] == []
    text = sp("list")
    assert first in text.out and "one" in text.out


def test_store_is_private_and_ignored_by_git(ws: Path, sp: Callable[..., CLIResult]) -> None:
    assert sp("init").code == 0
    store = store_of(ws)
    assert stat.S_IMODE(store.stat().st_mode) == 0o700
    assert (store / ".gitignore").read_text().strip() == "*"


@pytest.mark.parametrize("args, needle", [
    (["diff", "nope"], "unknown checkpoint"),
    (["restore", "0123456789ab"], "unknown checkpoint"),
    (["show", "zz"], "unknown checkpoint"),
    (["checkpoint", "--budget", "12Q"], "invalid budget"),
    (["gc", "--older-than", "soon"], "invalid --older-than"),
    (["gc", "--max-size", "-1"], "invalid --max-size"),
    (["checkpoint", "--no-such-option"], "no-such-option"),
    (["gc", "--keep", "-1"], "invalid --keep"),
    (["diff", "latest", "--to", "nope"], "unknown checkpoint"),
    (["-C", "/nonexistent/ws", "list"], "not a directory"),
    (["restore", "latest", "--dry-run", "--budget", "1M"], "No such option"),
])
def test_bad_input_is_one_line_exit_2_and_changes_nothing(ws: Path, sp: Callable[..., CLIResult],
                                                          args: list[str], needle: str) -> None:
    populate(ws)
    sp("checkpoint")
    before = tree(ws)
    listing = sp("list", "--json").json()
    r = sp(*args)
    assert r.code == 2, r
    lines = [ln for ln in r.err.strip().splitlines() if ln.strip()]
    assert len(lines) == 1 and needle in lines[0], r
    assert tree(ws) == before
    assert sp("list", "--json").json() == listing


def test_commands_without_a_store_say_so(ws: Path, sp: Callable[..., CLIResult]) -> None:
    for cmd in (["list"], ["diff", "abc"], ["verify"]):
        r = sp(*cmd)
        assert r.code == 2, r
        assert "no savepoint store" in r.err
    assert not store_of(ws).exists()


def test_budget_refuses_before_copying(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "big").mkdir()
    (ws / "big" / "weights.bin").write_bytes(os.urandom(3 << 20))
    (ws / "small.txt").write_text("s")
    r = sp("checkpoint", "--budget", "1M")
    assert r.code == 2, r
    assert "big/weights.bin" in r.err and "--scope" in r.err
    objects = store_of(ws) / "objects"
    assert not objects.exists() or not any(objects.rglob("*"))
    assert sp("list", "--json").json()["checkpoints"] == []
    assert sp("checkpoint", "--budget", "1M", "--scope", "small.txt").code == 0


def test_gc_keeps_what_kept_checkpoints_need(ws: Path, sp: Callable[..., CLIResult]) -> None:
    populate(ws)
    ids = []
    for i in range(4):
        (ws / f"gen{i}.bin").write_bytes(os.urandom(200_000))
        ids.append(sp("checkpoint").out.strip())
    r = sp("gc", "--keep", "2", "--json")
    assert r.code == 0, r
    rep = r.json()
    assert sorted(rep["removed_checkpoints"]) == sorted(ids[:2])
    assert [c["id"] for c in sp("list", "--json").json()["checkpoints"]] == [ids[3], ids[2]]
    assert sp("verify", "--data").code == 0
    for i in range(4):
        (ws / f"gen{i}.bin").unlink()
    assert sp("restore", ids[2]).code == 0
    assert (ws / "gen2.bin").exists() and not (ws / "gen3.bin").exists()


def test_verify_data_names_a_damaged_object(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "weights.bin").write_bytes(os.urandom(6 << 20))
    assert sp("checkpoint").code == 0
    assert sp("verify", "--data").code == 0
    victim = next(p for p in (store_of(ws) / "objects").rglob("*") if p.is_file())
    data = bytearray(victim.read_bytes())
    data[100] ^= 0xFF
    victim.write_bytes(bytes(data))
    assert sp("verify").code == 0  # structure is intact: only --data re-hashes
    r = sp("verify", "--data", "--json")
    assert r.code == 1
    assert any(victim.name[:16] in p for p in r.json()["problems"])


def test_workspace_found_from_a_subfolder_and_global_option(ws: Path, sp: Callable[..., CLIResult]) -> None:
    populate(ws)
    cp = sp("checkpoint").out.strip()
    sub = ws / "src" / "pkg"
    assert sp("list", "--json", cwd=sub).json()["checkpoints"][0]["id"] == cp
    other = ws.parent / "elsewhere"
    other.mkdir()
    r = sp("-C", str(ws), "show", cp, "--json", cwd=other)
    assert r.code == 0 and r.json()["id"] == cp


def test_bare_command_prints_its_help_not_an_error(ws: Path, sp: Callable[..., CLIResult]) -> None:
    for args in ([], ["plan"]):
        r = sp(*args)
        assert r.code == 2, r
        assert r.err.startswith("Usage: savepoint") and "savepoint: error" not in r.err, r


def test_gc_keeps_what_an_open_escalation_needs(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "a").write_text("before")
    r = sp("run", "--json", "--", "sh", "-c", "echo after > a; echo 'ModuleNotFoundError: t' >&2; exit 1")
    assert r.code == 12, r
    run_id = r.json()["run_id"]
    assert (ws / "a").read_text() == "before"
    for _ in range(2):
        assert sp("checkpoint").code == 0
    assert sp("gc", "--keep", "1").code == 0
    # the escalated run's checkpoints survive gc until a person has decided
    assert sp("resolve", run_id, "--accept").code == 0, "post-failure checkpoint was collected"
    assert (ws / "a").read_text().strip() == "after"
    assert sp("gc", "--keep", "1").code == 0
    assert len(sp("list", "--json").json()["checkpoints"]) == 1
    assert sp("verify", "--data").code == 0


def test_restore_never_deletes_a_folder_holding_paths_outside_the_scope(ws: Path) -> None:
    from savepoint.store import Store

    (ws / "data").mkdir()
    (ws / "data" / "keep").write_text("a file in scope")
    with Store.open(ws, create=True) as store, store.lock():
        cp = store.checkpoint(["data/**", "!data/keep/**"]).id
        (ws / "data" / "keep").unlink()
        (ws / "data" / "keep").mkdir()  # now a folder, and its content is outside the scope
        (ws / "data" / "keep" / "precious").write_text("in no checkpoint")
        rep = store.restore(cp)
    assert (ws / "data" / "keep" / "precious").read_text() == "in no checkpoint"
    assert any("data/keep" in p and "not restored" in p for p in rep.skipped)


def test_run_refused_by_its_budget_leaves_no_run_behind(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "weights.bin").write_bytes(os.urandom(3 << 20))
    r = sp("run", "--budget", "1M", "--json", "--", "sh", "-c", "echo ran > ran.txt")
    assert r.code == 2, r
    assert "weights.bin" in r.err and "budget" in r.err
    assert not (ws / "ran.txt").exists()
    listing = sp("list", "--json").json()
    assert listing == {"checkpoints": [], "runs": [], "quarantine": []}


def test_checkpoint_budget_from_savepoint_toml(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "savepoint.toml").write_text('[defaults]\nbudget = "1M"\n')
    (ws / "weights.bin").write_bytes(os.urandom(3 << 20))
    r = sp("checkpoint")
    assert r.code == 2 and "over its budget of 1.0 MiB" in r.err, r
    assert sp("checkpoint", "--budget", "8M").code == 0  # the option wins over the file
