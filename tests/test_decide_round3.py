"""Diagnosis of failures of the third corpus round (tests/corpus/blind/diagnosis/): real lines the
rules did not know, each with the rule that names it."""

from __future__ import annotations

import pytest

from decidetools import ev
from savepoint.decide import diagnose

# (rule, exit status, the lines that end the output)
CASES = [
    ("network", 1, ["CondaHTTPError: HTTP 000 CONNECTION FAILED for url "
                    "<https://repo.anaconda.com/pkgs/main/win-64/current_repodata.json>", "Elapsed: -"]),
    ("network", 1, ["botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: "
                    "\"https://ocs-ci-data.s3.SOMETHING.amazonaws.com/auth.yaml\""]),
    ("network", 1, ["requests.exceptions.SSLError: HTTPSConnectionPool(host='huggingface.co', port=443): Max retries "
                    "exceeded with url: /api/models/bert-base-chinese (Caused by SSLError(SSLEOFError(8, 'EOF "
                    "occurred in violation of protocol (_ssl.c:852)'),))"]),
    ("network", 1, ["wandb: Network error (ReadTimeout), entering retry loop.",
                    "wandb.errors.CommError: Error communicating with wandb process, exiting..."]),
    ("network", 1, ["torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/"
                    "ProcessGroupNCCL.cpp:1275, internal error, NCCL version 2.14.3",
                    "ncclInternalError: Internal check failed.", "Last error:",
                    "Net : Connection closed by remote peer user<50260>"]),
    ("network", 1, ["aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected"]),
    ("dns", 1, ["  fatal: unable to access 'https://github.com/EntySec/CamOver.git/': Could not resolve host: "
                "github.com", "ERROR: Command errored out with exit status 128: git clone -q "
                "https://github.com/EntySec/CamOver.git /tmp/pip-req-build-zchrgnp4"]),
    ("distributed-timeout", 1, ["RuntimeError: Timed out initializing process group in store based barrier on "
                                "rank: 5, for key: store_based_barrier_key:32 (world_size=8, worker_count=4, "
                                "timeout=0:00:30)"]),
    ("disk-full", 1, ["    apsw.FullError: FullError: database or disk is full"]),
    ("oom", 1, ["tensorflow.python.framework.errors_impl.InternalError: Dst tensor is not initialized."]),
    ("oom", 1, ["  rank      : 0 (local_rank: 0)", "  exitcode  : -9 (pid: 14750)", "  error_file: <N/A>",
                "  traceback : Signal 9 (SIGKILL) received by PID 14750"]),
    ("not-executable", 2, ["/bin/sh: /bin/nvcc: No such file or directory",
                           "make: *** [Makefile:38: gpu_burn.cuda_kernel] Error 127"]),
    ("usage-error", 2, ["train.py: error: unrecognized arguments: --steps=20 --epochs=2"]),
    ("usage-error", 2, ["Error: no such option: -d"]),
    ("missing-module", 1, ["    from torch._C import *",
                           "ImportError: libcudart.so.9.0: cannot open shared object file: No such file or "
                           "directory"]),
    ("timeout", 1, ["slurmstepd: error: *** STEP 32233190.0 ON nid01934 CANCELLED AT 2020-07-03T02:59:56 DUE TO "
                    "TIME LIMIT ***", "srun: error: nid01934: tasks 0-1,3,6: Terminated"]),
]


@pytest.mark.parametrize(("rule", "code", "tail"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_round3_failures(rule: str, code: int, tail: list[str]) -> None:
    found = diagnose(ev(code, tail))
    assert found.rule == f"default:{rule}", found


def test_argparse_and_click_errors_are_usage_errors_only_with_exit_2() -> None:
    """A script may print `prog: error: ...` of its own and exit 1: no usage error then. argparse's own
    words among the last lines are one at exit 1 too (a launcher or a wrapper passed its exit 2 on as 1;
    every such case of the corpus expects it), but not far above the end."""
    assert diagnose(ev(1, ["train.py: error: could not read the data"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["Error: no such option: -d"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["train.py: error: unrecognized arguments: --steps=20"])).rule == "default:usage-error"
    far = ["train.py: error: unrecognized arguments: --steps=20"] + [f"step {i}: retrying" for i in range(8)]
    assert diagnose(ev(1, far)).rule == "default:unclassified"


def test_a_slurm_cancel_without_a_reason_is_no_timeout_nor_preemption() -> None:
    """`CANCELLED AT ...` alone is someone's scancel or the end of an OOM-killed step."""
    tail = ["slurmstepd: error: *** STEP 440575.0 ON nid001277 CANCELLED AT 2023-12-05T07:16:01 ***"]
    assert diagnose(ev(1, tail)).rule == "default:unclassified"


def test_a_shell_file_not_found_is_not_a_missing_command() -> None:
    """`cat: x: No such file or directory` is a program's own error, not the shell's."""
    assert diagnose(ev(1, ["cat: data/train.csv: No such file or directory"])).rule == "default:unclassified"
