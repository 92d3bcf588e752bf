"""Diagnosis of failures of the fourth corpus round (tests/corpus/unseen/diagnosis/): shapes the rules
did not know when that round was measured, each as many programs print it (not one log's text)."""

from __future__ import annotations

import pytest

from decidetools import ev
from savepoint.decide import diagnose

# (rule, exit status, the lines that end the output)
CASES = [
    # apt's word for a failed name lookup
    ("dns", 100, ["W: Failed to fetch http://archive.ubuntu.com/ubuntu/dists/jammy/InRelease  "
                  "Temporary failure resolving 'archive.ubuntu.com'",
                  "E: Package 'ca-certificates' has no installation candidate"]),
    # Python's ConnectionError (builtin, requests', Hugging Face datasets' "Couldn't reach")
    ("network", 1, ["ConnectionError: Couldn\u2019t reach https://raw.githubusercontent.com/x/y.py"]),
    ("network", 1, ["requests.exceptions.ConnectionError: ('Connection aborted.', OSError(0, 'Error'))"]),
    # Go's net/http (docker, kubectl, huggingface-cli's Go tools)
    ("network", 1, ['Error response from daemon: Head "https://registry-1.docker.io/v2/library/postgres/manifests/10": '
                    "net/http: TLS handshake timeout"]),
    ("network", 1, ['Get "https://registry-1.docker.io/v2/": dial tcp 34.205.13.154:443: i/o timeout']),
    ("network", 1, ['Error response from daemon: Get "https://registry-1.docker.io/v2/": net/http: request canceled '
                    "while waiting for connection (Client.Timeout exceeded while awaiting headers)"]),
    # git over HTTPS whose transfer broke
    ("network", 128, ["error: RPC failed; curl 56 GnuTLS recv error (-54): Error in the pull function.",
                      "fatal: early EOF", "fatal: index-pack failed"]),
    # Ray's memory monitor, a launcher's report of a worker SIGKILLed, vLLM's KV cache too small
    ("oom", 1, ["(raylet) node_manager.cc:3277: 2 Workers (tasks / actors) killed due to memory pressure (OOM), "
                "0 Workers crashed due to other reasons at node"]),
    ("oom", 247, ["[ERROR] [launch.py:434:sigkill_handler] ['/usr/bin/python3', '-u', 'main.py'] exits with "
                  "return code = -9"]),
    ("oom", 1, ["subprocess.CalledProcessError: Command '['python', 'train.py']' died with <Signals.SIGKILL: 9>."]),
    ("oom", 1, ["ValueError: The model's max seq len (8192) is larger than the maximum number of tokens that can be "
                "stored in KV cache (2400). Try increasing `gpu_memory_utilization` or decreasing `max_model_len`"]),
    ("oom", 1, ["ValueError: To serve at least one request with the models's max seq len (32768), (4.0 GiB KV cache "
                "is needed, which is larger than the available KV cache memory (1.2 GiB)."]),
    # AWS's throttling: S3's SlowDown, the other services' ThrottlingException
    ("rate-limit", 1, ["download failed: s3://bucket/key to ./key An error occurred (SlowDown) when calling the "
                       "GetObject operation (reached max retries: 2): Please reduce your request rate."]),
    ("rate-limit", 255, ["An error occurred (ThrottlingException) when calling the DescribeStacks operation "
                         "(reached max retries: 4): Rate exceeded"]),
    # argparse's refusal in a child, its exit 2 passed on as 1 by a launcher (accelerate, torchrun)
    ("usage-error", 1, ["train_network.py: error: unrecognized arguments: /content/config_file.toml",
                        "Traceback (most recent call last):",
                        '  File "/usr/local/bin/accelerate", line 8, in <module>',
                        "    raise subprocess.CalledProcessError(returncode=process.returncode, cmd=cmd)"]),
    # a program that is not on PATH, as Go's exec and CUDA extension builds say it
    ("not-executable", 1, ['exec: "nvidia-smi": executable file not found in $PATH']),
    ("not-executable", 2, ["OSError: The nvcc binary could not be located in your $PATH. Either add it to your path, "
                           "or set $CUDAHOME"]),
    # a scheduler's preemption notice outranks the network errors it causes
    ("preempted", 1, ["submitit WARNING (2022-08-12 02:06:11,453) - Caught signal SIGUSR2 on n1: this job is preempted.",
                      "slurmstepd: error: *** JOB 608 ON n1 CANCELLED AT 2022-08-12T02:06:12 DUE TO JOB REQUEUE ***",
                      "slurmstepd: error: Failed to send MESSAGE_TASK_EXIT: Connection refused"]),
]


@pytest.mark.parametrize(("rule", "code", "tail"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_round4_failures(rule: str, code: int, tail: list[str]) -> None:
    found = diagnose(ev(code, tail))
    assert found.rule == f"default:{rule}", found


def test_a_launcher_exit_1_without_a_child_is_still_no_usage_error() -> None:
    """`prog: error: ...` of a script's own with exit 1 stays unclassified (round 3's rule); argparse's
    refusal with exit 1 is one (round 31's BasicSR under a launcher that passed exit 1 on)."""
    assert diagnose(ev(1, ["train.py: error: no GPU found"])).rule == "default:unclassified"
    assert diagnose(ev(1, ["train.py: error: unrecognized arguments: --local-rank=0"])).rule == "default:usage-error"


def test_a_tcpstore_source_line_is_no_store_timeout() -> None:
    """The traceback line `store = TCPStore(..., timeout)` names an argument, not a timeout."""
    tail = ['  File "/x/torch/distributed/rendezvous.py", line 142, in _tcp_rendezvous_handler',
            "    store = TCPStore(result.hostname, result.port, world_size, start_daemon, timeout)",
            "RuntimeError: Address already in use"]
    assert diagnose(ev(1, tail)).rule == "default:unclassified"
    assert diagnose(ev(1, ["RuntimeError: TCPStore timeout while waiting for key rank0"])).rule \
        == "default:distributed-timeout"


def test_an_exhausted_billing_quota_is_not_retried_as_a_rate_limit() -> None:
    """OpenAI answers 429 when the account has no credit left: waiting does not help."""
    tail = ["openai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please "
            "check your plan and billing details.', 'type': 'insufficient_quota', 'param': None}}",
            "Rate limit exceeded. Waiting for 15.68 seconds due to: max calls"]
    assert diagnose(ev(1, tail)).rule == "default:unclassified"
    assert diagnose(ev(1, ["openai.RateLimitError: Error code: 429 - Rate limit reached for requests"])).rule \
        == "default:http-retryable"


def test_a_plain_connection_error_word_in_prose_is_no_network_failure() -> None:
    assert diagnose(ev(1, ["ValueError: expected a ConnectionError subclass"])).rule == "default:unclassified"
