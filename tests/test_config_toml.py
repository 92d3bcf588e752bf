"""savepoint.toml: defaults, named tasks, checks, rules, detectors; every mistake is one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from savepoint.config import load_config, task_from_table
from savepoint.errors import UsageError
from savepoint.model import TaskSpec

GOOD = """
[defaults]
retries = 3
timeout = "2h"
max_memory = "2G"
env = { OMP_NUM_THREADS = 4 }

[tasks.train]
run = "python train.py --batch {BATCH}"
scope = ["checkpoints/", "out/"]
params = { BATCH = 64, LR = 0.001 }
adjust = { BATCH = "BATCH // 2" }
watch = ["loss"]
checks = ["exists:out/model.pt", { type = "nonempty", glob = "out/*" }]

[tasks.eval]
run = ["python", "eval.py"]
read_only = true
retries = 0

[[check]]
spec = "exists:out/done"

[[rule]]
name = "flaky-gpu"
match = "CUDA error: unspecified launch failure"
severity = "TRANSIENT"

[detectors]
spike_factor = 3.0
error_patterns = ["BOOM"]
"""


def write(tmp_path: Path, text: str) -> Path:
    (tmp_path / "savepoint.toml").write_text(text)
    return tmp_path


def test_good_config(tmp_path: Path) -> None:
    cfg = load_config(write(tmp_path, GOOD))
    train = cfg.task("train")
    assert train.command == ["/bin/sh", "-c", "python train.py --batch {BATCH}"]
    assert train.id == "train" and train.retries == 3
    assert train.params == {"BATCH": "64", "LR": "0.001"}
    assert train.adjust == {"BATCH": "BATCH // 2"}
    assert train.detectors.timeout == 7200 and train.detectors.max_memory == 2 << 30
    assert train.detectors.watch == ["loss"] and train.detectors.spike_factor == 3.0
    assert [c.type for c in train.checks] == ["exists", "nonempty"]
    assert train.env == {"OMP_NUM_THREADS": "4"}
    assert train.rules[0]["name"] == "flaky-gpu"
    ev = cfg.task("eval")
    assert ev.command == ["python", "eval.py"] and ev.read_only and ev.retries == 0
    assert [c.text for c in ev.checks] == ["exists:out/done"]  # the default [[check]]s
    assert cfg.defaults.detectors.error_patterns == ["BOOM"]


def test_no_config_is_empty(tmp_path: Path) -> None:
    cfg = load_config(tmp_path)
    assert cfg.path is None and cfg.tasks == {}


def test_task_returns_a_copy(tmp_path: Path) -> None:
    cfg = load_config(write(tmp_path, GOOD))
    cfg.task("train").params["BATCH"] = "1"
    assert cfg.task("train").params["BATCH"] == "64"


@pytest.mark.parametrize("text,expected", [
    ('[tasks.train]\nrun = "x"\nretires = 2\n', "savepoint.toml:3: task 'train': unknown key 'retires' "
                                               "(did you mean 'retries'?)"),
    ("[defaults]\nretries = 1.5\n", "'retries' must be an integer"),
    ("[defaults]\nthreshold = 3\n", "between 0 and 1"),
    ('[defaults]\nmax_memory = "huge"\n', "invalid max_memory 'huge'"),
    ('[defaults]\nscope = 3\n', "'scope' must be a string or a list of strings"),
    ('[defaults]\nparams = { "bad name" = 1 }\n', "not a valid name"),
    ('[defaults]\nadjust = ["BATCH"]\n', "must be NAME=EXPR"),
    ('[defaults]\nrun = "x"\n', "belongs in a [tasks.NAME] table"),
    ('[tasks.t]\nrun = ""\n', "'run' is empty"),
    ('[tasks.t]\nrun = "x"\nchecks = ["nope:x"]\n', "checks[0]"),
    ('[detectors]\nerror_patterns = ["("]\n', "invalid regex"),
    ('[detectors]\nzscore = "high"\n', "'zscore' must be a number"),
    ('[tasks]\nx = 1\n', "must be a table"),
    ('[default]\nretries = 1\n', "did you mean 'defaults'"),
    ("[defaults]\nretries = \n", "line 2"),
])
def test_mistakes_are_one_line(tmp_path: Path, text: str, expected: str) -> None:
    with pytest.raises(UsageError) as err:
        load_config(write(tmp_path, text))
    msg = str(err.value)
    assert expected in msg and "\n" not in msg and msg.startswith("savepoint.toml")


def test_unknown_task_name_lists_the_known_ones(tmp_path: Path) -> None:
    cfg = load_config(write(tmp_path, GOOD))
    with pytest.raises(UsageError, match="tasks: eval, train"):
        cfg.task("trian")


def test_explicit_missing_config_file(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="does not exist"):
        load_config(tmp_path, tmp_path / "other.toml")


def test_task_from_table_for_plans() -> None:
    base = TaskSpec(command=[], retries=5, params={"A": "1"})
    spec = task_from_table({"run": "make", "params": {"B": 2}, "depends": ["x"]}, base,
                           where="plan.toml: task 'build'", ignore=("depends",))
    assert spec.command == ["/bin/sh", "-c", "make"] and spec.retries == 5
    assert spec.params == {"A": "1", "B": "2"}
    assert base.params == {"A": "1"}  # the base is not modified
    with pytest.raises(UsageError, match=r"plan\.toml: task 'build': unknown key 'depends'"):
        task_from_table({"run": "make", "depends": ["x"]}, None, where="plan.toml: task 'build'")
