"""User diagnosis rules: `[[rule]]` tables parsed, validated, and tried before the defaults."""

from __future__ import annotations

import signal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from savepoint.decide import Evidence, diagnose, parse_rules
from savepoint.errors import UsageError
from savepoint.model import Anomaly, Execution, Severity


def ev(exit_code: int | None = 1, sig: int | None = None, tail: tuple[str, ...] = (),
       anomalies: tuple[Anomaly, ...] = ()) -> Evidence:
    ex = Execution(exit_code=exit_code, signal=sig, duration=1.0, started=0.0, tail=list(tail),
                   anomalies=list(anomalies))
    return Evidence(execution=ex, changed_in_scope=True)


def test_user_rule_comes_before_the_defaults_and_is_named() -> None:
    rules = [{"name": "flaky-gpu", "match": r"CUDA error: unspecified launch failure", "severity": "transient"}]
    failure = ev(tail=("RuntimeError: CUDA error: unspecified launch failure",))
    assert diagnose(failure).severity == Severity.CORRUPTING  # changed files: the default
    diagnosis = diagnose(failure, rules)
    assert (diagnosis.severity, diagnosis.rule) == (Severity.TRANSIENT, "user:flaky-gpu")
    assert "unspecified launch failure" in diagnosis.evidence


def test_all_conditions_of_a_user_rule_must_hold() -> None:
    rules = parse_rules([{"name": "db", "exit": [3, 4], "match": "deadlock", "severity": "TRANSIENT",
                          "reason": "database deadlock"}])
    hit = diagnose(ev(4, tail=("ERROR: deadlock detected",)), rules)
    assert (hit.rule, hit.reason) == ("user:db", "database deadlock")
    assert "exit 4" in hit.evidence and "deadlock detected" in hit.evidence
    assert diagnose(ev(5, tail=("ERROR: deadlock detected",)), rules).rule != "user:db"
    assert diagnose(ev(4, tail=("ERROR: other",)), rules).rule != "user:db"


def test_user_rule_on_signal_by_name_or_number_and_on_anomaly() -> None:
    by_name = parse_rules([{"name": "hup", "signal": "HUP", "severity": "FATAL"}])
    by_number = parse_rules([{"name": "hup", "signal": [int(signal.SIGHUP)], "severity": "FATAL"}])
    for rules in (by_name, by_number):
        assert diagnose(ev(None, sig=signal.SIGHUP), rules).rule == "user:hup"
    spike = parse_rules([{"name": "spiky", "anomaly": "spike", "severity": "CORRUPTING"}])
    seen = ev(None, sig=signal.SIGTERM, anomalies=(Anomaly("spike", 0.0, "loss 9 > 2x mean", "abort"),))
    assert diagnose(seen, spike).rule == "user:spiky"


def test_user_rule_exit_matches_a_death_by_signal_as_128_plus_n() -> None:
    rules = parse_rules([{"name": "killed", "exit": 137, "severity": "FATAL"}])
    assert diagnose(ev(None, sig=signal.SIGKILL), rules).rule == "user:killed"


@pytest.mark.parametrize(("table", "message"), [
    ({"name": "x", "severity": "TRANSIENT", "match": "a", "colour": "red"}, "unknown key 'colour'"),
    ({"name": "x", "severity": "SOMETIMES", "match": "a"}, "'severity' must be one of"),
    ({"name": "x", "match": "a"}, "'severity' must be one of"),
    ({"name": "x", "severity": "FATAL", "match": "(unclosed"}, "not a valid regular expression"),
    ({"name": "x", "severity": "FATAL", "match": ""}, "'match' must be a non-empty"),
    ({"name": "x", "severity": "FATAL", "exit": "one"}, "'exit' must be an integer"),
    ({"name": "x", "severity": "FATAL", "exit": [1, 300]}, "'exit' must be an integer"),
    ({"name": "x", "severity": "FATAL", "exit": True}, "'exit' must be an integer"),
    ({"name": "x", "severity": "FATAL", "signal": "SIGNOPE"}, "not a known signal"),
    ({"name": "x", "severity": "FATAL", "anomaly": [3]}, "'anomaly' must be a string"),
    ({"name": "x", "severity": "FATAL"}, "needs at least one of"),
    ({"severity": "FATAL", "match": "a"}, "'name' must be"),
    ({"name": "two words", "severity": "FATAL", "match": "a"}, "'name' must be"),
    ({"name": "x", "severity": "FATAL", "match": "a", "reason": 5}, "'reason' must be a string"),
])
def test_malformed_rules_are_one_clear_line(table: dict[str, Any], message: str) -> None:
    with pytest.raises(UsageError) as err:
        parse_rules([table])
    assert message in str(err.value)
    assert "\n" not in str(err.value)
    assert str(err.value).startswith("rule ")


def test_diagnose_validates_raw_tables_too() -> None:
    with pytest.raises(UsageError, match="unknown key"):
        diagnose(ev(), [{"name": "x", "severity": "FATAL", "match": "a", "when": "always"}])


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-5, 300), st.text(max_size=12),
                    st.lists(st.one_of(st.integers(-5, 300), st.text(max_size=6)), max_size=3))


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(["name", "severity", "match", "exit", "signal", "anomaly", "reason",
                                        "extra"]), _VALUES, max_size=7))
def test_any_table_is_a_rule_or_one_usage_error_line(table: dict[str, Any]) -> None:
    try:
        rules = parse_rules([table])
    except UsageError as e:
        assert "\n" not in str(e)
        return
    diagnosis = diagnose(ev(tail=("some output",)), rules)  # a valid rule never breaks diagnosis
    assert diagnosis.rule.startswith(("user:", "default:"))
