"""`plan run --executor/--remote` without a cluster: the missing extra, bad options, and the local
executor pushing each kept result to a remote."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import CLIResult, run_savepoint
from storetools import store_of

PLAN = ("[defaults]\nretries = 0\n\n"
        '[[task]]\nid = "a"\nrun = "mkdir -p a && echo A > a/out.txt"\nscope = ["/a/"]\n\n'
        '[[task]]\nid = "b"\nneeds = ["a"]\nrun = "mkdir -p b && cat a/out.txt a/out.txt > b/out.txt"\n'
        'scope = ["/b/"]\n')


def test_without_the_ray_extra_one_line_says_how_to_install(user_env: Any, usp: Callable[..., CLIResult], user_ws: Path) -> None:
    (user_ws / "plan.toml").write_text(PLAN)
    # the test venv has ray (the suite's own Ray tests need it): the savepoint process is started
    # with ray marked missing (sys.modules["ray"] = None: find_spec says None, import fails), as
    # on a machine without the extra
    hide = Path(tempfile.mkdtemp(prefix="savepoint-no-ray-"))
    try:
        (hide / "sitecustomize.py").write_text('import sys\nsys.modules["ray"] = None\n')
        hide.chmod(0o755)
        (hide / "sitecustomize.py").chmod(0o644)
        r = usp("plan", "run", "plan.toml", "--executor", "ray", env={"PYTHONPATH": f"{hide}:{user_env.pythonpath}"})
    finally:
        shutil.rmtree(hide, ignore_errors=True)
    assert r.code == 2, r
    assert r.err.strip().splitlines() == ["savepoint: error: plans on Ray need the ray extra: pip install 'savepoint[ray]'"], r
    assert not user_env.store(user_ws).exists() and not (user_ws / "a").exists()


def test_bad_executor_options_change_nothing(ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "plan.toml").write_text(PLAN)
    r = sp("plan", "run", "plan.toml", "--executor", "kubernetes")
    assert r.code == 2 and "kubernetes" in r.err, r
    r = sp("plan", "run", "plan.toml", "--address", "127.0.0.1:1")
    assert r.code == 2 and "--address is for --executor ray" in r.err, r
    assert not store_of(ws).exists() and not (ws / "a").exists()
    assert sp("init").code == 0
    r = sp("plan", "run", "plan.toml", "--remote", "nowhere")
    assert r.code == 2 and "unknown remote 'nowhere'" in r.err, r
    assert not (ws / "a").exists()


def test_local_plan_pushes_each_kept_result_and_a_fresh_machine_restores_it(
        tmp_path: Path, ws: Path, sp: Callable[..., CLIResult]) -> None:
    (ws / "plan.toml").write_text(PLAN)
    remote = f"file://{tmp_path / 'remote'}"
    assert sp("init").code == 0
    assert sp("remote", "add", "team", remote).code == 0
    r = sp("plan", "run", "plan.toml", "-j", "2", "--remote", "team", "--json")
    assert r.code == 0, r
    kept = {t["id"]: t["kept_checkpoint"] for t in r.json()["tasks"]}
    assert all(kept.values()), kept
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    assert run_savepoint(["init"], fresh).code == 0
    assert run_savepoint(["remote", "add", "team", remote], fresh).code == 0
    for tid in ("a", "b"):
        pulled = run_savepoint(["pull", str(kept[tid]), "--remote", "team"], fresh)
        assert pulled.code == 0, pulled
        restored = run_savepoint(["restore", str(kept[tid])], fresh)
        assert restored.code == 0, restored
    assert (fresh / "b" / "out.txt").read_text() == "A\nA\n"


def test_a_malformed_connect_timeout_is_one_line_naming_the_variable(ws: Path, sp: Callable[..., CLIResult]) -> None:
    pytest.importorskip("ray")
    (ws / "plan.toml").write_text(PLAN)
    assert sp("init").code == 0
    assert sp("remote", "add", "team", f"file://{ws.parent / 'remote'}").code == 0
    for value, why in (("soon", "is not a number of seconds"), ("0", "give between 1 and 3600 seconds"),
                       ("nan", "give between 1 and 3600 seconds")):
        r = sp("plan", "run", "plan.toml", "--executor", "ray", "--address", "127.0.0.1:1",
               env={"SAVEPOINT_RAY_CONNECT_TIMEOUT": value})
        assert r.code == 2, r
        assert r.err.strip().splitlines() == [f"savepoint: error: SAVEPOINT_RAY_CONNECT_TIMEOUT={value!r}: {why}"
                                              if why.startswith("give") else
                                              f"savepoint: error: SAVEPOINT_RAY_CONNECT_TIMEOUT={value!r} {why}"], r
    assert not (ws / "a").exists()


@pytest.mark.parametrize("name", ["SAVEPOINT_RAY_CONNECT_TIMEOUT", "SAVEPOINT_REMOTE_TIMEOUT"])
def test_both_timeouts_read_seconds_the_same_way(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    from savepoint.errors import UsageError
    from savepoint.plan.executors.ray import connect_timeout
    from savepoint.remote.repo import remote_timeout

    read = connect_timeout if name == "SAVEPOINT_RAY_CONNECT_TIMEOUT" else remote_timeout
    monkeypatch.delenv(name, raising=False)
    assert read() == 30.0
    for text, value in (("2.5", 2.5), (" 60 ", 60.0), ("", 30.0), ("3600", 3600.0)):
        monkeypatch.setenv(name, text)
        assert read() == value
    for text in ("soon", "0.5", "inf", "-3", "1e9", "30s"):
        monkeypatch.setenv(name, text)
        with pytest.raises(UsageError) as e:
            read()
        assert str(e.value).startswith(f"{name}={text!r}") and "\n" not in str(e.value)
