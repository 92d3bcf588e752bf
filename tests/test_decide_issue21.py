"""Diagnosis of failures worded otherwise (issue 21): out-of-memory as Dask, YARN, vLLM, XLA,
TensorFlow, PyTorch's CPU allocator and cuBLAS say it; Python 2's missing module; usage errors that
exit 1 (Hydra's overrides); and the evidence quotes the line that made the rule fire."""

from __future__ import annotations

import pytest

from decidetools import ev
from savepoint.decide import Evidence, diagnose
from savepoint.model import Anomaly, Execution, Severity

# real lines (tests/corpus/diagnosis/oom-other/ and the tests/corpus files named there)
OOM_LINES = [
    "distributed.nanny - WARNING - Worker exceeded 95% memory budget. Restarting",
    "ExecutorLostFailure (executor 121 exited caused by one of the running tasks) Reason: Container killed by YARN "
    "for exceeding memory limits. 30.7 GB of 30 GB physical memory used.",
    "Container [pid=1234,containerID=container_1] is running beyond physical memory limits. Current usage: 2.1 GB "
    "of 2 GB physical memory used; killing container.",
    "ValueError: No available memory for the cache blocks. Try increasing `gpu_memory_utilization` when "
    "initializing the engine.",
    "RuntimeError: [enforce fail at alloc_cpu.cpp:117] data. DefaultCPUAllocator: not enough memory: you tried to "
    "allocate 31850496000 bytes.",
    "RuntimeError: CUDA error: CUBLAS_STATUS_ALLOC_FAILED when calling `cublasCreate(handle)`",
    "tensorflow.python.framework.errors_impl.ResourceExhaustedError: <exception str() failed>",
    "RuntimeError: Bad StatusOr access: RESOURCE_EXHAUSTED: Error allocating device buffer: Attempting to "
    "allocate 196.00M. That was not possible. There are 134.44M free.",
]


@pytest.mark.parametrize("line", OOM_LINES)
def test_out_of_memory_in_other_words_is_oom(line: str) -> None:
    found = diagnose(ev(1, ["Traceback (most recent call last):", line, "    raise"]))
    assert found.rule == "default:oom" and found.severity == Severity.FATAL, found
    assert found.evidence == line[:299] + ("…" if len(line) > 300 else ""), found.evidence


def test_a_quota_answered_resource_exhausted_is_no_oom() -> None:
    line = "google.api_core.exceptions.ResourceExhausted: 429 RESOURCE_EXHAUSTED: Quota exceeded for aiplatform"
    assert diagnose(ev(1, [line])).rule == "default:http-retryable"


def test_python2_no_module_named_is_a_missing_module() -> None:
    found = diagnose(ev(1, ["  File \"train.py\", line 17, in <module>", "    from data import *",
                            "ImportError: No module named data"]))
    assert found.rule == "default:missing-module" and found.severity == Severity.FATAL


@pytest.mark.parametrize("tail", [
    ["Could not override 'perferences.trait'.", "To append to your config use +perferences.trait=i_like_stars",
     "Key 'perferences' is not in struct", "    full_key: perferences", "    object_type=dict"],
    ["Error merging override model.lr=0.1x", "Set the environment variable HYDRA_FULL_ERROR=1 for a complete "
     "stack trace."],
    ["Usage: train.py DATA_DIR EPOCHS", "error: missing DATA_DIR"],
])
def test_usage_errors_that_exit_1(tail: list[str]) -> None:
    found = diagnose(ev(1, tail))
    assert found.rule == "default:usage-error" and found.severity == Severity.FATAL, found


def test_a_usage_banner_long_before_a_crash_is_no_usage_error() -> None:
    tail = ["usage: tool [options] (printed at start)", *[f"step {i} ok" for i in range(20)],
            "ValueError: bad row 17"]
    assert diagnose(ev(1, tail)).rule == "default:unclassified"


def test_evidence_quotes_the_line_that_fired_not_the_newest_error_line() -> None:
    tail = ["torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB",
            "Exception ignored in atexit callback: <function _exit_function>",
            "RuntimeError: error in the cleanup after the failure"]
    found = diagnose(ev(1, tail))
    assert found.rule == "default:oom"
    assert found.evidence == tail[0], found.evidence


def test_anomaly_evidence_quotes_the_line_that_raised_it() -> None:
    nan = Anomaly(kind="nan", time=0.0, detail="loss is nan", action="abort",
                  evidence="{'loss': nan, 'grad_norm': 1.2, 'epoch': 0.4}", metric="loss")
    found = diagnose(ev(None, ["{'loss': nan, 'grad_norm': 1.2, 'epoch': 0.4}", "Traceback (most recent call last):",
                               "KeyboardInterrupt: terminated"], anomalies=[nan]))
    assert found.rule == "default:nan"
    assert found.evidence == "anomaly nan: loss is nan (at: {'loss': nan, 'grad_norm': 1.2, 'epoch': 0.4})"
    assert "KeyboardInterrupt" not in found.evidence


def test_the_tasks_answer_to_our_own_sigterm_is_no_preemption() -> None:
    # Lightning catches the SIGTERM of a NaN abort, prints this and exits 0
    nan = Anomaly(kind="nan", time=0.0, detail="train_loss is inf", action="abort", metric="train_loss")
    execution = Execution(exit_code=0, signal=None, duration=1.0, started=0.0, aborted_by="nan",
                          tail=["[rank: 0] Received SIGTERM: 15"], anomalies=[nan])
    found = diagnose(Evidence(execution, changed_in_scope=True))
    assert found.rule == "default:nan", found
