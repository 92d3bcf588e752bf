"""The public API is typed: `mypy --strict` on a user's script sees savepoint's real signatures,
so it catches a misspelt name, a misspelt option and a wrong argument type; `dir(savepoint)` and
`__all__` list the API; `import savepoint` stays cheap."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import savepoint

SRC = Path(savepoint.__file__).resolve().parent.parent

GOOD = '''\
from pathlib import Path

import savepoint


def train(ctx: savepoint.Context) -> float:
    step = int(ctx.state.get("step", 0))
    ctx.metric("loss", 0.5, step=step)
    ctx.state["step"] = step + 1
    return 0.5


out: savepoint.ApiOutcome = savepoint.run("train", train, workspace=Path("."), scope=["out/"],
                                          retries=2, timeout="1h", max_memory="2G",
                                          params={"BATCH": 64}, adjust={"BATCH": "BATCH // 2"})
status: savepoint.Status = out.status
with savepoint.transaction(scope="data/", checks=["exists:data/a.csv"]) as tx:
    pass
'''

MISTAKES = {
    "misspelt_name": ("savepoint.runn('train', train)\n", 'Module has no attribute "runn"'),
    "wrong_type": ("savepoint.run('train', train, retries='three')\n",
                   'Argument "retries" to "run" has incompatible type "str"; expected "int"'),
    "misspelt_option": ("savepoint.run('train', train, retires=3)\n", 'Unexpected keyword argument "retires"'),
}


def test_mypy_strict_on_a_user_script_catches_mistakes(tmp_path: Path) -> None:
    pytest.importorskip("mypy")
    scripts = {"good": GOOD} | {name: GOOD + line for name, (line, _) in MISTAKES.items()}
    for name, text in scripts.items():
        (tmp_path / f"{name}.py").write_text(text)
    env = {**os.environ, "MYPYPATH": str(SRC)}  # this checkout's savepoint, not an installed one
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path / ".cache"),
                           *sorted(f"{n}.py" for n in scripts)],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=280)
    errors = [line for line in proc.stdout.splitlines() if ": error:" in line]
    assert not [e for e in errors if e.startswith("good.py")], proc.stdout
    for name, (_, expected) in MISTAKES.items():
        mine = [e for e in errors if e.startswith(f"{name}.py")]
        assert len(mine) == 1 and expected in mine[0], (name, proc.stdout)


def test_the_api_is_listed_and_resolves() -> None:
    assert "run" in dir(savepoint) and "AttemptAborted" in dir(savepoint)
    for name in savepoint.__all__:
        assert getattr(savepoint, name) is not None
    with pytest.raises(AttributeError, match="runn"):
        savepoint.runn  # type: ignore[attr-defined]  # noqa: B018


def test_import_savepoint_loads_no_submodule() -> None:
    """The command line imports the package on every call: the API is loaded only when used."""
    code = "import sys, savepoint; print(sorted(m for m in sys.modules if m.startswith('savepoint.')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(SRC)})
    assert out.stdout.strip() == "[]", out.stdout
