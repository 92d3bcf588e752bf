"""The graph, scope overlap, the plan file model and the exit code rule, as pure functions."""

from __future__ import annotations

from pathlib import Path

import pytest

from savepoint.errors import UsageError
from savepoint.model import Status
from savepoint.plan.graph import blocked_by, find_cycle, topological_order
from savepoint.plan.scopes import regions, scopes_overlap
from savepoint.plan.spec import parse_plan
from savepoint.plan.state import TaskState, outcome_exit_code, spec_changes, worst_exit_code


def test_topological_order_keeps_file_order_among_independent_tasks() -> None:
    needs = {"d": ["b", "c"], "b": ["a"], "c": ["a"], "a": [], "e": []}
    assert topological_order(needs) == ["a", "e", "b", "c", "d"]


def test_cycle_is_named_in_execution_order() -> None:
    assert find_cycle({"a": ["b"], "b": ["a"], "c": []}) in (["a", "b", "a"], ["b", "a", "b"])
    with pytest.raises(UsageError, match=r"cycle: x -> y -> z -> x"):
        topological_order({"x": ["z"], "y": ["x"], "z": ["y"], "w": []}, where="p.toml")


def test_blocking_propagates_through_dependents_only() -> None:
    needs = {"a": [], "b": ["a"], "c": ["a"], "d": ["b", "c"], "e": []}
    assert blocked_by(needs, {"b"}) == {"d": "b"}
    assert blocked_by(needs, {"a"}) == {"b": "a", "c": "a", "d": "b"}


@pytest.mark.parametrize(("a", "b", "overlap"), [
    (["/out_a/"], ["/out_b/"], False),
    (["out_a/**"], ["out_b/**"], False),
    (["data/raw/**"], ["data/clean/*.csv"], False),
    (["data/"], ["/other/"], True),  # unanchored: matches data/ at any depth, also other/data/
    ([], ["/out_b/"], True),  # an empty scope is the whole workspace
    (["*.log"], ["/out/"], True),
    (["/data/**"], ["/data/raw/x.csv"], True),
    (["/data/x*"], ["/data/y/z"], True),  # a wildcard ends the literal prefix at data/
    (["/a/b.txt"], ["/a/b.txt.bak"], False),
    (["/a/", "!a/keep"], ["/b/"], False),  # negations only shrink a scope
    (["**/cache"], ["/b/"], True),
])
def test_scopes_overlap_unless_provably_disjoint(a: list[str], b: list[str], overlap: bool) -> None:
    assert scopes_overlap(a, b) is overlap
    assert scopes_overlap(b, a) is overlap


def test_regions() -> None:
    assert regions(["/a/b/**", "c/d/*.txt", "x"]) == [("a", "b"), ("c", "d"), ()]
    assert regions([]) == [()]


def test_defaults_merge_under_tasks_and_plan_keys_are_parsed() -> None:
    text = """
[defaults]
retries = 1
timeout = "5m"
params = { A = 1, B = "x" }
on_fatal = "skip"

[[task]]
id = "one"
run = "echo {A}"
params = { B = "y" }

[[task]]
id = "two"
run = ["python", "-c", "pass"]
needs = "one"
on_fatal = "stop"
retries = 0
"""
    plan = parse_plan(text, Path("p.toml"))
    one, two = plan.tasks["one"], plan.tasks["two"]
    assert one.spec.command == ["/bin/sh", "-c", "echo {A}"]
    assert one.spec.params == {"A": "1", "B": "y"}
    assert one.spec.retries == 1 and one.spec.detectors.timeout == 300
    assert one.on_fatal == "skip" and two.on_fatal == "stop"
    assert two.needs == ["one"] and two.spec.retries == 0
    assert two.spec.command == ["python", "-c", "pass"]
    assert plan.dependents("one") == ["two"]


def test_spec_changes_name_what_changed() -> None:
    old = {"command": ["a"], "params": {"LR": "0.1"}, "env": {}, "scope": []}
    new = {"command": ["a"], "params": {"LR": "0.2", "N": "3"}, "env": {}, "scope": []}
    assert spec_changes(old, new) == ["param LR: 0.1 -> 0.2", "param N: (unset) -> 3"]
    assert spec_changes(old, old) == []
    assert spec_changes({}, new) == []  # nothing recorded: not a change


def test_exit_code_rule() -> None:
    done = TaskState(status=Status.DONE.value)
    partial = TaskState(status=Status.PARTIAL.value, exit_code=10)
    skipped_by_person = TaskState(status=Status.SKIPPED.value, decided_by="person", exit_code=12)
    skipped_by_policy = TaskState(status=Status.SKIPPED.value, decided_by="policy", exit_code=11)
    needs_fatal = TaskState(status=Status.BLOCKED.value, blocked_by="x")
    retry = TaskState(status=Status.BLOCKED.value, exit_code=75)
    codes = [outcome_exit_code(s) for s in (done, partial, skipped_by_person)]
    assert worst_exit_code(codes) == 0
    assert outcome_exit_code(skipped_by_policy) == 11
    assert outcome_exit_code(needs_fatal) == 12
    assert worst_exit_code([0, 75, 11]) == 11
    assert worst_exit_code([75, 12, 11]) == 12
    assert worst_exit_code([outcome_exit_code(retry), 0]) == 75
    assert worst_exit_code([12, 130]) == 130
