"""Diagnosis of failures of the fifth corpus round (tests/corpus/unseen5/diagnosis/), measured once
before these rules: wordings many programs print, not one log's text."""

from __future__ import annotations

import pytest

from decidetools import ev
from savepoint.decide import diagnose

CASES = [
    # a hub client that could not reach its server, with no lower-level socket error printed
    ("network", 1, ["OSError: We couldn't connect to 'https://huggingface.co' to load this file, couldn't find "
                    "it in the cached files and it looks like gpt2 is not the path to a directory containing a "
                    "file named config.json."]),
    ("network", 1, ["requests.exceptions.ProxyError: Could not connect to 'https://pypi.org/simple/' via proxy"]),
    # PyTorch's NCCL heartbeat monitor
    ("distributed-timeout", None, [
        "[rank2]:[E419 10:53:25.421620797 ProcessGroupNCCL.cpp:1484] [PG ID 2 PG GUID 9 Rank 2] ProcessGroupNCCL's "
        "watchdog got stuck for 480 seconds without making progress in monitoring enqueued collectives."]),
]


@pytest.mark.parametrize(("rule", "code", "tail"), CASES)
def test_round5_failures(rule: str, code: int | None, tail: list[str]) -> None:
    found = diagnose(ev(code if code is not None else 134, tail))
    assert found.rule == f"default:{rule}", found


def test_a_local_path_that_could_not_be_opened_is_no_network_failure() -> None:
    found = diagnose(ev(1, ["OSError: could not connect to the display :0"]))
    assert found.rule != "default:network", found


def test_a_prog_error_line_exiting_2_is_a_usage_error() -> None:
    """Sixth round: jsonargparse (LightningCLI) refuses a config key as argparse does, `PROG: error:`,
    exit 2, without a usage line."""
    found = diagnose(ev(2, ["main.py: error: 'Configuration check failed :: No action for destination key "
                            "\"trainer.process_position\" to check its value.'"]))
    assert found.rule == "default:usage-error", found
    # the same words exiting 1 are no usage error (a compiler's `gcc: error:` exits 1)
    assert diagnose(ev(1, ["gcc: error: main.c: No such file or directory"])).rule != "default:usage-error"
