"""One contract for every option: the command line (`savepoint run` flags), savepoint.toml, a plan
and the Python API take the same values to the same TaskSpec, and refuse the same mistakes with
the same text (only the place and the option's spelling, `--max-memory` / `max_memory`, differ)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import typing
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from savepoint import options
from savepoint.errors import UsageError
from savepoint.model import TaskSpec
from storetools import store_of

NA = object()  # this front end cannot express the value (a flag has no wrong type on a command line)


class Case(typing.NamedTuple):
    key: str
    value: Any  # for savepoint.toml, a plan and the API
    cli: Any  # flag arguments, or NA
    expected: Any  # what lands in the TaskSpec (read by GET[key]), or UsageError


GET: dict[str, Callable[[TaskSpec], Any]] = {
    "scope": lambda t: t.scope, "read_only": lambda t: t.read_only,
    "checks": lambda t: [(c.type, c.text) for c in t.checks], "threshold": lambda t: t.threshold,
    "retries": lambda t: t.retries, "timeout": lambda t: t.detectors.timeout,
    "stall": lambda t: t.detectors.stall, "max_memory": lambda t: t.detectors.max_memory,
    "watch": lambda t: t.detectors.watch, "params": lambda t: t.params, "adjust": lambda t: t.adjust,
    "budget": lambda t: t.budget, "backoff": lambda t: t.backoff, "backoff_max": lambda t: t.backoff_max,
    "cwd": lambda t: t.cwd, "env": lambda t: t.env, "rules": lambda t: [r["name"] for r in t.rules],
    "detectors": lambda t: t.detectors.spike_factor, "isolate": lambda t: t.isolate,
    "isolate_net": lambda t: t.isolate_net, "strict_scope": lambda t: t.strict_scope,
    "state": lambda t: t.state, "outside_ignore": lambda t: t.outside_ignore,
    "track": lambda t: t.track, "full_scan": lambda t: t.track,
}

CASES = [
    Case("scope", ["out/"], ["--scope", "out/"], ["out/"]),
    Case("scope", "./out/", ["--scope", "./out/"], ["/out/"]),
    Case("scope", ["../x/"], ["--scope", "../x/"], UsageError),
    Case("scope", 3, NA, UsageError),
    Case("read_only", True, ["--read-only"], True),
    Case("read_only", "yes", NA, UsageError),
    Case("checks", ["exists:out/*"], ["--check", "exists:out/*"], [("exists", "exists:out/*")]),
    Case("checks", ["exits:out/*"], ["--check", "exits:out/*"], UsageError),
    Case("threshold", 0.7, ["--threshold", "0.7"], 0.7),
    Case("threshold", "0.25", ["--threshold", "0.25"], 0.25),
    Case("threshold", 2, ["--threshold", "2"], UsageError),
    Case("threshold", "high", ["--threshold", "high"], UsageError),
    Case("retries", 3, ["--retries", "3"], 3),
    Case("retries", 0, ["--retries", "0"], 0),
    Case("retries", -1, ["--retries", "-1"], UsageError),
    Case("retries", "many", ["--retries", "many"], UsageError),
    Case("retries", 1.5, ["--retries", "1.5"], UsageError),
    Case("timeout", "90s", ["--timeout", "90s"], 90.0),
    Case("timeout", "1h30m", ["--timeout", "1h30m"], 5400.0),
    Case("timeout", "5 parsecs", ["--timeout", "5 parsecs"], UsageError),
    Case("timeout", "0s", ["--timeout", "0s"], UsageError),
    Case("stall", "2m", ["--stall", "2m"], 120.0),
    Case("stall", "0s", ["--stall", "0s"], UsageError),
    Case("max_memory", "512M", ["--max-memory", "512M"], 512 << 20),
    Case("max_memory", "lots", ["--max-memory", "lots"], UsageError),
    Case("watch", ["loss", "acc"], ["--watch", "loss", "--watch", "acc"], ["loss", "acc"]),
    Case("watch", 3, NA, UsageError),
    Case("params", {"BATCH": 64}, ["--param", "BATCH=64"], {"BATCH": "64"}),
    Case("params", ["BATCH"], ["--param", "BATCH"], UsageError),
    Case("adjust", {"B": "B // 2"}, ["--adjust", "B=B // 2"], {"B": "B // 2"}),
    Case("adjust", ["B=__import__('os')"], ["--adjust", "B=__import__('os')"], UsageError),
    Case("budget", "1G", ["--budget", "1G"], 1 << 30),
    Case("budget", "0", ["--budget", "0"], UsageError),
    # decided: no delay between transient retries is a valid choice, everywhere
    Case("backoff", "0", ["--backoff", "0"], 0.0),
    Case("backoff", 0, ["--backoff", "0s"], 0.0),
    Case("backoff", "2s", ["--backoff", "2s"], 2.0),
    Case("backoff", "-1s", ["--backoff", "-1s"], UsageError),
    Case("backoff", "soon", ["--backoff", "soon"], UsageError),
    Case("backoff_max", "30s", NA, 30.0),
    Case("backoff_max", "x", NA, UsageError),
    Case("cwd", "sub", NA, "sub"),
    Case("cwd", 1, NA, UsageError),
    Case("env", {"A": 1}, NA, {"A": "1"}),
    Case("env", ["A=1"], NA, UsageError),
    Case("rules", [{"name": "gpu", "match": "CUDA error", "severity": "TRANSIENT"}], NA, ["gpu"]),
    Case("rules", [{"name": "gpu", "match": "x", "severity": "BAD"}], NA, UsageError),
    Case("detectors", {"spike_factor": 3}, NA, 3.0),
    Case("detectors", {"spike": 3}, NA, UsageError),
    Case("isolate", "all", ["--isolate=all"], "all"),
    Case("isolate", "sometimes", ["--isolate=sometimes"], UsageError),
    Case("isolate_net", True, ["--isolate-net"], True),
    Case("isolate_net", "yes", NA, UsageError),
    Case("strict_scope", True, ["--strict-scope"], True),
    Case("strict_scope", "yes", NA, UsageError),
    Case("state", ["out/ckpt.pt"], ["--state", "out/ckpt.pt"], ["out/ckpt.pt"]),
    Case("state", "./out/ckpt/", ["--state", "./out/ckpt/"], ["/out/ckpt/"]),
    Case("state", ["!out/"], ["--state", "!out/"], UsageError),
    Case("state", ["/etc/x"], ["--state", "/etc/x"], UsageError),
    Case("outside_ignore", ["logs/"], NA, ["logs/"]),
    Case("outside_ignore", 3, NA, UsageError),
    Case("track", False, NA, False),
    Case("track", "off", NA, UsageError),
    Case("full_scan", True, ["--full-scan"], False),
    Case("full_scan", 1, NA, UsageError),
]
BASE_PARAMS = {"B": 8}  # every front end starts from params B=8 (adjust computes on it)


def _base(case: Case) -> dict[str, Any]:
    return {} if case.key == "params" else {"params": BASE_PARAMS}


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{json.dumps(k)} = {_toml(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return json.dumps(value)


def via_cli(ws: Path, case: Case) -> TaskSpec:
    from savepoint.cli.run_cmds import build_task, run_cmd

    base = [] if case.key == "params" else ["--param", "B=8"]
    ctx = run_cmd.make_context("run", [*case.cli, *base, "--", "true"])
    return build_task(ws, tuple(ctx.params["command"]), ctx.params)


def via_toml(ws: Path, case: Case) -> TaskSpec:
    from savepoint.config import load_config

    table = {**_base(case), case.key: case.value}
    (ws / "savepoint.toml").write_text("[defaults]\n" + "".join(f"{k} = {_toml(v)}\n" for k, v in table.items()))
    return load_config(ws).defaults


def via_plan(ws: Path, case: Case) -> TaskSpec:
    from savepoint.plan.spec import parse_plan

    table = {**_base(case), case.key: case.value}
    text = '[[task]]\nid = "t"\nrun = "true"\n' + "".join(f"{k} = {_toml(v)}\n" for k, v in table.items())
    return parse_plan(text, ws / "plan.toml").tasks["t"].spec


def via_api(ws: Path, case: Case) -> TaskSpec:
    from savepoint.api import make_task

    return make_task("t", lambda: None, {**_base(case), case.key: case.value})


FRONT_ENDS = {"cli": via_cli, "toml": via_toml, "plan": via_plan, "api": via_api}
PLACES = ("savepoint.toml: [defaults]: ", "plan.toml: task 't': ", "savepoint.run(): ")


def _same_text(message: str, key: str) -> str:
    """The mistake's text without its place, and with the option spelt as in savepoint.toml."""
    for place in PLACES:
        message = message.removeprefix(place)
    flag = "--" + options.CLI_NAMES.get(key, key).replace("_", "-")
    return message.replace(flag, key)


@pytest.mark.parametrize("case", CASES, ids=[f"{c.key}={c.value!r}" for c in CASES])
def test_every_front_end_gives_the_same_result(case: Case, ws: Path) -> None:
    results: dict[str, Any] = {}
    for name, front_end in FRONT_ENDS.items():
        if name == "cli" and case.cli is NA:
            continue
        try:
            results[name] = GET[case.key](front_end(ws, case))
        except UsageError as e:
            assert "\n" not in str(e), str(e)
            results[name] = ("refused", _same_text(str(e), case.key))
    if case.expected is UsageError:
        texts = {name: r[1] if isinstance(r, tuple) else r for name, r in results.items()}
        assert all(isinstance(r, tuple) for r in results.values()), results
        assert len(set(texts.values())) == 1, texts  # one text per mistake
    else:
        assert results == dict.fromkeys(results, case.expected), results
    assert not store_of(ws).exists()  # parsing options never creates a store


def test_every_option_is_driven_and_typed() -> None:
    """An option added to the model without a case here, or without its Python keyword type, fails."""
    assert set(GET) | {"run"} == set(options.OPTIONS)
    assert {c.key for c in CASES} == set(GET)
    assert set(typing.get_type_hints(options.TaskOptions)) == set(options.OPTIONS) - {"run"}
    flags = {o.key for o in options.OPTIONS.values() if o.cli is not None}
    assert {c.key for c in CASES if c.cli is not NA} >= flags


def test_run_is_a_command_key_only(ws: Path) -> None:
    from savepoint.api import make_task
    from savepoint.config import load_config

    (ws / "savepoint.toml").write_text('[tasks.t]\nrun = ["python", "x.py"]\n')
    assert load_config(ws).task("t").command == ["python", "x.py"]
    with pytest.raises(UsageError, match="'run' is for commands"):
        make_task("t", lambda: None, {"run": "x"})


def test_a_wrapped_error_keeps_its_cause_shown_with_savepoint_debug(ws: Path) -> None:
    (ws / "savepoint.toml").write_text('[defaults]\ntimeout = "soon"\n')
    src = str(Path(options.__file__).resolve().parent.parent)
    base = {**os.environ, "PYTHONPATH": src}
    base.pop("SAVEPOINT_DEBUG", None)
    plain = subprocess.run([sys.executable, "-m", "savepoint", "run", "--", "true"], cwd=ws, env=base,
                           capture_output=True, text=True, timeout=60)
    assert plain.returncode == 2 and plain.stderr.count("\n") == 1, plain.stderr
    debug = subprocess.run([sys.executable, "-m", "savepoint", "run", "--", "true"], cwd=ws,
                           env={**base, "SAVEPOINT_DEBUG": "1"}, capture_output=True, text=True, timeout=60)
    assert debug.returncode == 2
    assert "The above exception was the direct cause" in debug.stderr, debug.stderr
    assert debug.stderr.splitlines()[-1] == plain.stderr.strip()


def test_a_stored_run_survives_added_and_removed_options() -> None:
    """`savepoint resolve --retry` of a run stored by another version: unknown fields are dropped,
    missing ones take their defaults, and the options that exist come back as they were."""
    from dataclasses import asdict

    from savepoint.runloop.spec import spec_from_json, spec_to_json

    spec = options_spec()
    stored = spec_to_json(spec)
    assert spec_from_json(stored) == spec
    old = dict(stored)
    old.pop("backoff_max")  # an option added after the run was stored
    old["gpus"] = 2  # an option since removed
    old["detectors"] = {**old["detectors"], "old_knob": 1}
    old["checks"] = [{**c, "legacy": True} for c in old["checks"]]
    back = spec_from_json(json.dumps(old))
    assert back.backoff_max == TaskSpec(command=[]).backoff_max
    assert asdict(back) | {"backoff_max": spec.backoff_max} == asdict(spec)


def options_spec() -> TaskSpec:
    spec = TaskSpec(command=["python", "train.py"], id="train")
    options.apply_table(spec, {"scope": ["out/"], "checks": ["exists:out/m.pt"], "timeout": "1h",
                               "params": {"BATCH": 8}, "adjust": {"BATCH": "BATCH // 2"},
                               "backoff_max": "30s"}, where="test")
    return spec


def test_a_plan_reruns_a_done_task_when_an_option_defining_its_result_changes() -> None:
    """The options that define a result are marked in the model; the plan's snapshot follows it."""
    from savepoint.plan.state import spec_changes, spec_snapshot

    before = spec_snapshot(options_spec())
    assert set(before) == {"command", "scope", "read_only", "checks", "params", "cwd", "env"}
    retried = options_spec()
    options.apply(retried, "retries", 7)
    options.apply(retried, "timeout", "2h")
    assert spec_changes(before, spec_snapshot(retried)) == []  # how it is run, not what it produces
    moved = options_spec()
    options.apply(moved, "scope", ["models/"])
    options.apply(moved, "params", {"BATCH": 16})
    assert spec_changes(before, spec_snapshot(moved)) == ["scope changed", "param BATCH: 8 -> 16"]
    older = {k: v for k, v in before.items() if k != "cwd"}  # a state written before an option existed
    assert spec_changes(older, spec_snapshot(options_spec())) == []
