"""One test per default diagnosis rule (DESIGN.md's table), with real Execution values."""

from __future__ import annotations

import signal

import pytest

from savepoint.decide import DEFAULT_RULES, Evidence, diagnose, fingerprint, needs_diagnosis
from savepoint.model import Anomaly, Execution, Severity


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
    ("can't open file", evidence(execution(2, tail=["python: can't open file '/w/missing.py': [Errno 2] No such "
                                                   "file or directory"])),
     Severity.FATAL, "default:cannot-open-file", "missing.py"),
    ("stall", evidence(execution(None, sig=signal.SIGTERM, aborted_by="stall", tail=["epoch 3 done"],
                                 anomalies=[anomaly("stall", "no output or metric for 30s")])),
     Severity.TRANSIENT, "default:stall", "anomaly stall: no output or metric for 30s"),
    ("hang", evidence(execution(None, sig=signal.SIGTERM, aborted_by="hang", tail=["waiting for lock"],
                                anomalies=[anomaly("hang", "no output for 30s and the process tree used 0% CPU")])),
     Severity.TRANSIENT, "default:hang", "anomaly hang: no output for 30s"),
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
     Severity.CORRUPTING, "default:changed-scope", "files changed, exit 1: ValueError"),
    ("unclassified once", evidence(execution(3, tail=["ValueError: bad row 17"])),
     Severity.TRANSIENT, "default:unclassified", "ValueError: bad row 17"),
    # the framework families, each from real output (tests/corpus/ has the sources)
    ("cannot import name", evidence(execution(1, tail=[
        "    from transformers import PreTrainedModel, Trainer, logging",
        "ImportError: cannot import name 'Trainer' from 'transformers' (unknown location)"])),
     Severity.FATAL, "default:import-name", "cannot import name 'Trainer'"),
    ("shm bus error", evidence(execution(1, tail=[
        "ERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).",
        "RuntimeError: DataLoader worker (pid 3216) is killed by signal: Bus error. It is possible that "
        "dataloader's workers are out of shared memory. Please try to raise your shared memory limit."])),
     Severity.FATAL, "default:shared-memory", "Bus error"),
    ("DataLoader worker killed", evidence(execution(1, tail=[
        "    _error_if_any_worker_fails()",
        "RuntimeError: DataLoader worker (pid 19597) is killed by signal: Killed."]), adjustments_configured=True),
     Severity.NEEDS_CONTEXT, "default:worker-killed", "pid 19597"),
    ("numpy oom", evidence(execution(1, tail=[
        "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 1.61 GiB for an array with shape "
        "(753, 536, 536) and data type float64"])),
     Severity.FATAL, "default:oom", "_ArrayMemoryError"),
    ("TF oom", evidence(execution(1, tail=[
        "tensorflow.python.framework.errors_impl.ResourceExhaustedError: OOM when allocating tensor of shape "
        "[4096] and type float"])),
     Severity.FATAL, "default:oom", "OOM when allocating"),
    ("JAX oom", evidence(execution(1, tail=[
        "jaxlib.xla_extension.XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate "
        "3743729664 bytes."])),
     Severity.FATAL, "default:oom", "RESOURCE_EXHAUSTED"),
    ("localized Killed with exit 137", evidence(execution(137, tail=["Getötet"])),
     Severity.FATAL, "default:oom", "Getötet"),
    ("torch save on a full disk", evidence(execution(1, tail=[
        "RuntimeError: [enforce fail at inline_container.cc:471] . PytorchStreamWriter failed writing file "
        "data/176: file write failed"])),
     Severity.CORRUPTING, "default:disk-full", "PytorchStreamWriter"),
    ("NCCL watchdog", evidence(execution(None, sig=signal.SIGABRT, tail=[
        "[rank1]:[E626 06:24:44.903881913 ProcessGroupNCCL.cpp:616] [Rank 1] Watchdog caught collective "
        "operation timeout: WorkNCCL(SeqNum=808, OpType=ALLREDUCE, NumelIn=9801523, NumelOut=9801523, "
        "Timeout(ms)=600000) ran for 600020 milliseconds before timing out."])),
     Severity.TRANSIENT, "default:distributed-timeout", "Watchdog caught"),
    ("store timeout", evidence(execution(1, tail=[
        "torch.distributed.DistStoreError: Timed out after 1801 seconds waiting for clients. 1/3 clients joined."])),
     Severity.TRANSIENT, "default:distributed-timeout", "DistStoreError"),
    ("network unreachable", evidence(execution(1, tail=["OSError: [Errno 101] Network is unreachable"])),
     Severity.TRANSIENT, "default:network", "Network is unreachable"),
    ("RemoteDisconnected", evidence(execution(1, tail=[
        "http.client.RemoteDisconnected: Remote end closed connection without response"])),
     Severity.TRANSIENT, "default:network", "RemoteDisconnected"),
    ("Windows reset", evidence(execution(1, tail=[
        "ConnectionResetError: [WinError 10054] An existing connection was forcibly closed by the remote host"])),
     Severity.TRANSIENT, "default:network", "WinError 10054"),
    ("slurm preemption", evidence(execution(None, sig=signal.SIGKILL, tail=[
        "slurmstepd: error: *** JOB 32391783 ON cn119 CANCELLED AT 2021-06-18T13:05:36 DUE TO PREEMPTION ***"])),
     Severity.TRANSIENT, "default:preempted", "DUE TO PREEMPTION"),
    ("NaN only in the exception", evidence(execution(1, tail=[
        "FloatingPointError: Minimum loss scale reached (0.0001). Your loss is probably exploding. Try lowering "
        "the learning rate, using gradient clipping or increasing the batch size."])),
     Severity.CORRUPTING, "default:nan", "Minimum loss scale reached"),
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


def test_outside_writes_do_not_replace_a_failures_own_diagnosis() -> None:
    paths = [f"logs/{i}.txt" for i in range(25)]
    ev = evidence(execution(1, tail=["ModuleNotFoundError: No module named 'x'"]), outside_writes=paths)
    assert diagnose(ev).rule == "default:missing-module"
    ev = evidence(execution(1, tail=["Connection reset by peer"]), outside_writes=paths)
    assert diagnose(ev, [{"name": "net", "match": "Connection reset", "severity": "TRANSIENT"}]).rule == "user:net"
    assert not needs_diagnosis(evidence(execution(0), outside_writes=paths))  # a success stays judged by its result


def test_strict_scope_makes_outside_writes_fatal_and_names_the_ignore_line() -> None:
    paths = [f"logs/{i}.txt" for i in range(25)]
    ok = diagnose(evidence(execution(0), outside_writes=paths, strict_scope=True))
    assert ok.rule == "default:outside-scope" and ok.severity == Severity.FATAL
    assert "logs/19.txt" in ok.evidence and "+5 more" in ok.evidence and "'/logs/'" in ok.evidence
    # a failure that is FATAL by its own evidence keeps its diagnosis (a plan reports the real cause)
    own = diagnose(evidence(execution(1, tail=["ModuleNotFoundError: No module named 'x'"]),
                            outside_writes=paths, strict_scope=True))
    assert own.rule == "default:missing-module"
    # otherwise FATAL outside-scope, the failure's own rule kept in the evidence
    net = diagnose(evidence(execution(1, tail=["Connection reset by peer"]), outside_writes=["x.txt"],
                            strict_scope=True))
    assert net.rule == "default:outside-scope" and "default:network" in net.evidence and "'/x.txt'" in net.evidence


def test_read_only_writes_are_fatal_by_their_own_rule() -> None:
    d = diagnose(evidence(execution(0), outside_writes=["out/a"], read_only=True))
    assert (d.severity, d.rule) == (Severity.FATAL, "default:read-only") and "read-only task wrote out/a" in d.evidence


def test_the_same_failure_after_a_rollback_is_fatal_repeated() -> None:
    crash = execution(1, tail=["step 10", "ValueError: bad row 1234 in data/part-7.csv"])
    first = diagnose(evidence(crash, changed_in_scope=True))
    assert first.severity == Severity.CORRUPTING
    again = diagnose(evidence(crash, changed_in_scope=True, rolled_back_fingerprint=fingerprint(crash),
                              previous_rules=[first.rule]))
    assert (again.severity, again.rule) == (Severity.FATAL, "default:repeated")
    assert "default:changed-scope" in again.evidence
    other = execution(1, tail=["KeyError: 'label'"])
    assert diagnose(evidence(other, changed_in_scope=True,
                             rolled_back_fingerprint=fingerprint(crash))).rule == "default:changed-scope"
    # a rule that retries as is keeps retrying (network, rate limits; user rules with retryable)
    net = execution(1, tail=["Connection reset by peer"])
    assert diagnose(evidence(net, rolled_back_fingerprint=fingerprint(net))).rule == "default:network"
    flaky = execution(1, tail=["CUDA error: unspecified launch failure"])
    rule = {"name": "flaky", "match": "CUDA error", "severity": "CORRUPTING", "retryable": True}
    assert diagnose(evidence(flaky, rolled_back_fingerprint=fingerprint(flaky)), [rule]).rule == "user:flaky"
    rule["retryable"] = False
    assert diagnose(evidence(flaky, rolled_back_fingerprint=fingerprint(flaky)), [rule]).rule == "default:repeated"


def test_nan_without_adjust_is_retried_once() -> None:
    nan = execution(None, sig=signal.SIGTERM, aborted_by="nan", anomalies=[anomaly("nan", "loss = nan")])
    assert diagnose(evidence(nan)).rule == "default:nan"
    assert diagnose(evidence(nan, previous_rules=["default:nan"])).rule == "default:repeated"
    assert diagnose(evidence(nan, previous_rules=["default:nan"], adjustments_configured=True)).rule == "default:nan"


def test_first_matching_rule_wins_in_design_order() -> None:
    # a missing module is FATAL even though the output also mentions a timeout
    ex = execution(1, tail=["request timed out", "ModuleNotFoundError: No module named 'x'"])
    assert diagnose(evidence(ex)).rule == "default:missing-module"


def test_needs_diagnosis_only_for_failures_or_outside_writes() -> None:
    assert not needs_diagnosis(evidence(execution(0)))
    assert not needs_diagnosis(evidence(execution(0), outside_writes=["../x"]))
    assert needs_diagnosis(evidence(execution(0), outside_writes=["../x"], strict_scope=True))
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


@pytest.mark.parametrize("rule", [r for r in DEFAULT_RULES if r.example], ids=lambda r: r.name)
def test_each_rule_matches_its_documented_example(rule: object) -> None:
    from savepoint.decide.diagnosis import DefaultRule
    assert isinstance(rule, DefaultRule)
    code = 2 if rule.name in ("usage-error", "cannot-open-file") else 1
    assert diagnose(evidence(execution(code, tail=[rule.example]))).rule == f"default:{rule.name}"


def test_an_oom_inside_a_network_retry_loop_is_oom() -> None:
    # a download retried after resets, then the process runs out of memory: the cause is the memory
    tail = ["WARNING: Retrying (Retry(total=4)) after connection broken by "
            "'ConnectionResetError(104, 'Connection reset by peer')': /simple/torch/",
            "urllib3.exceptions.ProtocolError: ('Connection aborted.', RemoteDisconnected('Remote end closed "
            "connection without response'))",
            "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 7.91 GiB for an array with shape "
            "(1396913, 190, 4) and data type float64",
            "Retrying in 5 seconds...", "ConnectionResetError: [Errno 104] Connection reset by peer"]
    assert diagnose(evidence(execution(1, tail=tail))).rule == "default:oom"


def test_an_oom_on_one_rank_wins_over_the_watchdog_timeouts_of_the_others() -> None:
    tail = ["torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
            "[rank0]:[E1206 18:44:12.715298746 ProcessGroupNCCL.cpp:607] [Rank 0] Watchdog caught collective "
            "operation timeout: WorkNCCL(SeqNum=7753, OpType=_REDUCE_SCATTER_BASE, NumelIn=544997376, "
            "NumelOut=68124672, Timeout(ms)=600000) ran for 600061 milliseconds before timing out."]
    assert diagnose(evidence(execution(1, tail=tail))).rule == "default:oom"


def test_a_localized_killed_without_exit_137_is_not_oom() -> None:
    assert diagnose(evidence(execution(1, tail=["Getötet"]))).rule == "default:unclassified"


def test_grpc_resource_exhausted_quota_is_not_oom() -> None:
    ex = execution(1, tail=["google.api_core.exceptions.ResourceExhausted: 429 RESOURCE_EXHAUSTED: Quota exceeded"])
    assert diagnose(evidence(ex)).rule == "default:http-retryable"


def test_a_grad_norm_nan_that_only_warned_is_not_the_diagnosis() -> None:
    warned = Anomaly(kind="nan", time=0.0, detail="grad_norm is nan", action="warn", metric="grad_norm")
    ex = execution(1, tail=["ValueError: bad row 17"], anomalies=[warned])
    assert diagnose(evidence(ex)).rule == "default:unclassified"


def test_docs_list_every_rule_with_its_example() -> None:
    from pathlib import Path
    doc = (Path(__file__).parent.parent / "docs" / "diagnosis.md").read_text()
    for rule in DEFAULT_RULES:
        assert f"`default:{rule.name}`" in doc, rule.name
        if rule.example:
            assert rule.example.replace("|", "\\|") in doc, rule.name


def test_sigterm_then_sigkill_reads_as_preemption_from_the_tasks_own_words() -> None:
    # torchrun got SIGTERM (the scheduler), then SIGKILL after the grace period: exit status alone
    # would say "killed"; the agent's line says why
    tail = ["W0325 10:34:07.578000 3045566 site-packages/torch/distributed/elastic/multiprocessing/api.py:1010] "
            "Sending process 3045680 closing signal SIGTERM",
            "torch.distributed.elastic.multiprocessing.api.SignalException: Process 3045566 got signal: 15"]
    ex = execution(None, sig=signal.SIGKILL, tail=tail)
    assert diagnose(evidence(ex)).rule == "default:preempted"
    # a launcher that terminates its other workers after one failed is not preempted
    ex = execution(1, tail=["Sending process 2366797 closing signal SIGTERM"])
    assert diagnose(evidence(ex)).rule == "default:unclassified"
