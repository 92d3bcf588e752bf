"""One test per default diagnosis rule (DESIGN.md's table), with real Execution values."""

from __future__ import annotations

import signal

import pytest

from savepoint.model import Anomaly, Execution, Severity
from savepoint.recover import DEFAULT_RULES, Evidence, diagnose, fingerprint, needs_diagnosis


def execution(exit_code: int | None = 1, *, sig: int | None = None, tail: list[str] | None = None,
              anomalies: list[Anomaly] | None = None, **kw: object) -> Execution:
    return Execution(exit_code=exit_code, signal=sig, duration=1.0, started=0.0, tail=tail or [],
                     anomalies=anomalies or [], **kw)  # type: ignore[arg-type]


def evidence(ex: Execution, **kw: object) -> Evidence:
    kw.setdefault("changed_in_scope", False)
    return Evidence(execution=ex, **kw)  # type: ignore[arg-type]


def anomaly(kind: str, detail: str = "") -> Anomaly:
    return Anomaly(kind=kind, time=0.0, detail=detail, action="abort")


CASES = [
    # (name, evidence, severity, rule, evidence contains)
    ("exit 127", evidence(execution(127, tail=["sh: 1: nosuchcmd: not found"])),
     Severity.FATAL, "default:not-executable", "exit 127"),
    ("exit 126", evidence(execution(126)), Severity.FATAL, "default:not-executable", "exit 126"),
    ("command not found", evidence(execution(1, tail=["bash: frobnicate: command not found"])),
     Severity.FATAL, "default:not-executable", "command not found"),
    ("exec format error", evidence(execution(1, tail=["OSError: [Errno 8] Exec format error: './x'"])),
     Severity.FATAL, "default:not-executable", "Exec format error"),
    ("ModuleNotFoundError", evidence(execution(1, tail=["Traceback (most recent call last):",
                                                        "ModuleNotFoundError: No module named 'torch'"])),
     Severity.FATAL, "default:missing-module", "No module named 'torch'"),
    ("SyntaxError", evidence(execution(1, tail=["    x = (", "SyntaxError: '(' was never closed"])),
     Severity.FATAL, "default:syntax-error", "SyntaxError"),
    ("usage error", evidence(execution(2, tail=["usage: train.py [-h] --epochs N",
                                                "train.py: error: the following arguments are required"])),
     Severity.FATAL, "default:usage-error", "usage: train.py"),
    ("outside scope", evidence(execution(0), outside_writes=["../elsewhere.txt", "/tmp/x"]),
     Severity.FATAL, "default:outside-scope", "../elsewhere.txt, /tmp/x"),
    ("timeout flag", evidence(execution(None, sig=signal.SIGKILL, timed_out=True)),
     Severity.TRANSIENT, "default:timeout", "timed out"),
    ("timeout anomaly", evidence(execution(None, sig=signal.SIGTERM, anomalies=[anomaly("timeout", "wall 90s")])),
     Severity.TRANSIENT, "default:timeout", "anomaly timeout: wall 90s"),
    ("exit 75", evidence(execution(75)), Severity.TRANSIENT, "default:tempfail", "exit 75"),
    ("HTTP 503", evidence(execution(1, tail=["requests.exceptions.HTTPError: 503 Server Error: "
                                             "Service Unavailable for url: https://x"])),
     Severity.TRANSIENT, "default:http-retryable", "503"),
    ("HTTP 429", evidence(execution(1, tail=["HTTP/1.1 429 Too Many Requests"])),
     Severity.TRANSIENT, "default:http-retryable", "429"),
    ("HTTP 502", evidence(execution(1, tail=["error: status code 502"])),
     Severity.TRANSIENT, "default:http-retryable", "502"),
    ("HTTP 504", evidence(execution(1, tail=["504 Gateway Timeout"])),
     Severity.TRANSIENT, "default:http-retryable", "504"),
    ("rate limit", evidence(execution(1, tail=["openai.RateLimitError: Rate limit reached"])),
     Severity.TRANSIENT, "default:rate-limit", "Rate limit"),
    ("ECONNRESET", evidence(execution(1, tail=["Error: read ECONNRESET"])),
     Severity.TRANSIENT, "default:network", "ECONNRESET"),
    ("ECONNREFUSED", evidence(execution(1, tail=["connect ECONNREFUSED 127.0.0.1:5432"])),
     Severity.TRANSIENT, "default:network", "ECONNREFUSED"),
    ("ETIMEDOUT", evidence(execution(1, tail=["Error: connect ETIMEDOUT"])),
     Severity.TRANSIENT, "default:network", "ETIMEDOUT"),
    ("connection reset", evidence(execution(1, tail=["ConnectionResetError: Connection reset by peer"])),
     Severity.TRANSIENT, "default:network", "Connection reset by peer"),
    ("connection refused", evidence(execution(1, tail=["curl: (7) Failed to connect: Connection refused"])),
     Severity.TRANSIENT, "default:network", "Connection refused"),
    ("timed out", evidence(execution(1, tail=["socket.timeout: The read operation timed out"])),
     Severity.TRANSIENT, "default:network", "timed out"),
    ("dns", evidence(execution(1, tail=["socket.gaierror: [Errno -3] Temporary failure in name resolution"])),
     Severity.TRANSIENT, "default:dns", "name resolution"),
    ("preempted", evidence(execution(None, sig=signal.SIGTERM), external_sigterm=True),
     Severity.TRANSIENT, "default:preempted", "SIGTERM"),
    ("oom kill near limit", evidence(execution(None, sig=signal.SIGKILL, peak_rss=950 << 20),
                                     max_memory=1 << 30, adjustments_configured=True),
     Severity.NEEDS_CONTEXT, "default:oom", "peak RSS"),
    ("oom exit 137 near limit", evidence(execution(137, peak_rss=1 << 30), max_memory=1 << 30),
     Severity.FATAL, "default:oom", "exit 137"),
    ("oom anomaly", evidence(execution(None, sig=signal.SIGKILL, anomalies=[anomaly("memory", "rss 2G > 1G")]),
                             adjustments_configured=True),
     Severity.NEEDS_CONTEXT, "default:oom", "anomaly memory"),
    ("MemoryError", evidence(execution(1, tail=["MemoryError"]), adjustments_configured=True),
     Severity.NEEDS_CONTEXT, "default:oom", "MemoryError"),
    ("CUDA oom", evidence(execution(1, tail=["torch.cuda.OutOfMemoryError: CUDA out of memory. "
                                             "Tried to allocate 2.00 GiB"])),
     Severity.FATAL, "default:oom", "CUDA out of memory"),
    ("Killed", evidence(execution(137, tail=["Killed"]), adjustments_configured=True),
     Severity.NEEDS_CONTEXT, "default:oom", "Killed"),
    ("nan anomaly", evidence(execution(None, sig=signal.SIGTERM, anomalies=[anomaly("nan", "loss=nan")],
                                       aborted_by="nan")),
     Severity.CORRUPTING, "default:nan", "loss=nan"),
    ("divergence anomaly", evidence(execution(None, sig=signal.SIGTERM, anomalies=[anomaly("divergence")])),
     Severity.CORRUPTING, "default:nan", "divergence"),
    ("ENOSPC", evidence(execution(1, tail=["OSError: [Errno 28] No space left on device: 'out.bin'"])),
     Severity.CORRUPTING, "default:disk-full", "No space left"),
    ("disk anomaly", evidence(execution(None, sig=signal.SIGTERM, anomalies=[anomaly("disk", "free 10M")])),
     Severity.CORRUPTING, "default:disk-full", "anomaly disk"),
    ("changed scope", evidence(execution(1, tail=["ValueError: bad row 17"]), changed_in_scope=True),
     Severity.CORRUPTING, "default:changed-scope", "exit 1"),
    ("unclassified once", evidence(execution(3, tail=["ValueError: bad row 17"])),
     Severity.TRANSIENT, "default:unclassified", "ValueError: bad row 17"),
]


@pytest.mark.parametrize(("name", "ev", "severity", "rule", "found"), CASES, ids=[c[0] for c in CASES])
def test_default_rule(name: str, ev: Evidence, severity: Severity, rule: str, found: str) -> None:
    diagnosis = diagnose(ev)
    assert (diagnosis.severity, diagnosis.rule) == (severity, rule)
    assert found in diagnosis.evidence
    assert diagnosis.reason


def test_every_default_rule_has_a_case() -> None:
    covered = {c[3] for c in CASES} | {"default:repeated"}
    assert {f"default:{r.name}" for r in DEFAULT_RULES} == covered


def test_unclassified_failure_that_repeats_identically_is_fatal() -> None:
    first = evidence(execution(3, tail=["step 12 at 10:01:02", "ValueError: bad row 17 in /data/a.csv"]))
    again = evidence(execution(3, tail=["step 14 at 10:05:09", "ValueError: bad row 18 in /data/b.csv"]),
                     previous_fingerprints=[fingerprint(first)])
    assert diagnose(first).severity == Severity.TRANSIENT
    diagnosis = diagnose(again)
    assert (diagnosis.severity, diagnosis.rule) == (Severity.FATAL, "default:repeated")


def test_a_different_failure_after_an_unclassified_one_is_retried_again() -> None:
    first = evidence(execution(3, tail=["ValueError: bad row 17"]))
    other = evidence(execution(3, tail=["KeyError: 'label'"]), previous_fingerprints=[fingerprint(first)])
    assert diagnose(other).rule == "default:unclassified"


def test_oom_without_adjustments_is_fatal_and_with_them_needs_context() -> None:
    ex = execution(1, tail=["MemoryError"])
    assert diagnose(evidence(ex)).severity == Severity.FATAL
    assert diagnose(evidence(ex, adjustments_configured=True)).severity == Severity.NEEDS_CONTEXT


def test_sigkill_far_below_the_memory_limit_is_not_oom() -> None:
    ex = execution(None, sig=signal.SIGKILL, peak_rss=10 << 20)
    assert diagnose(evidence(ex, max_memory=1 << 30)).rule == "default:unclassified"


def test_lowercase_killed_in_prose_is_not_oom() -> None:
    ex = execution(1, tail=["worker 3 killed the stale lock; error: lock lost"])
    assert diagnose(evidence(ex)).rule == "default:unclassified"


def test_outside_writes_win_over_user_rules_and_list_every_path() -> None:
    paths = [f"../out/{i}.txt" for i in range(25)]
    ev = evidence(execution(1, tail=["Connection reset by peer"]), outside_writes=paths)
    diagnosis = diagnose(ev, [{"name": "net", "match": "Connection reset", "severity": "TRANSIENT"}])
    assert diagnosis.rule == "default:outside-scope"
    assert "../out/19.txt" in diagnosis.evidence and "+5 more" in diagnosis.evidence


def test_first_matching_rule_wins_in_design_order() -> None:
    # a missing module is FATAL even though the output also mentions a timeout
    ex = execution(1, tail=["request timed out", "ModuleNotFoundError: No module named 'x'"])
    assert diagnose(evidence(ex)).rule == "default:missing-module"


def test_needs_diagnosis_only_for_failures_or_outside_writes() -> None:
    assert not needs_diagnosis(evidence(execution(0)))
    assert needs_diagnosis(evidence(execution(0), outside_writes=["../x"]))
    assert needs_diagnosis(evidence(execution(1)))
    assert needs_diagnosis(evidence(execution(0, aborted_by="nan")))
    assert needs_diagnosis(evidence(execution(None, sig=signal.SIGKILL)))


def test_matched_lines_are_evidence_even_when_they_left_the_tail() -> None:
    ex = execution(1, tail=["cleaning up", "bye"], matched_lines=["CUDA out of memory. Tried to allocate"])
    diagnosis = diagnose(evidence(ex, adjustments_configured=True))
    assert diagnosis.rule == "default:oom" and "CUDA" in diagnosis.evidence


def test_colour_codes_do_not_hide_an_error() -> None:
    ex = execution(1, tail=["\x1b[31mModuleNotFoundError\x1b[0m: No module named 'x'"])
    diagnosis = diagnose(evidence(ex))
    assert diagnosis.rule == "default:missing-module"
    assert "\x1b" not in diagnosis.evidence


def test_prose_killed_next_to_out_of_memory_is_still_oom() -> None:
    ex = execution(1, tail=["worker killed: out of memory"])
    assert diagnose(evidence(ex, adjustments_configured=True)).rule == "default:oom"


def test_an_exit_status_as_evidence_carries_the_last_error_line() -> None:
    ex = execution(127, tail=["savepoint: cannot run 'nosuchcmd': No such file or directory"])
    assert diagnose(evidence(ex)).evidence == "exit 127: savepoint: cannot run 'nosuchcmd': No such file or directory"
