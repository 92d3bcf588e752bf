"""The pure parts of monitoring: metric parsing and the detectors' state machines."""

from __future__ import annotations

import math

import pytest

from savepoint.errors import UsageError
from savepoint.model import DetectorConfig
from savepoint.monitor.detectors import GapTracker, MemoryGrowth, MetricWatcher, PatternMatcher, action_for
from savepoint.monitor.metrics import is_default_watched, parse_line, step_of


def test_parse_key_value_colon_and_json() -> None:
    assert parse_line("step=3 loss=0.5 lr: 1e-3") == {"step": 3.0, "loss": 0.5, "lr": 0.001}
    assert parse_line('{"loss": 0.25, "step": 7, "ok": true, "name": "x"}') == {"loss": 0.25, "step": 7.0}
    assert parse_line("epoch: 3 | val/loss=0.25)") == {"epoch": 3.0, "val/loss": 0.25}


def test_parse_nested_json_as_dotted_keys() -> None:
    found = parse_line('{"step": 2, "eval": {"acc": 0.9, "loss": "nan", "note": "x"}, "train": {"loss": 1}}')
    assert found["step"] == 2.0 and found["eval.acc"] == 0.9 and found["train.loss"] == 1.0
    assert math.isnan(found["eval.loss"]) and "eval.note" not in found


def test_parse_nan_and_inf_as_floats() -> None:
    found = parse_line("loss=nan acc=inf bad: -Infinity")
    assert math.isnan(found["loss"]) and found["acc"] == math.inf and found["bad"] == -math.inf
    assert math.isnan(parse_line('{"loss": NaN}')["loss"])


def test_parse_ignores_non_numbers_and_clock_times() -> None:
    assert parse_line("time: 12:30:45") == {}
    assert parse_line("version=1.2.3 name=bert") == {}
    assert parse_line("plain text without metrics") == {}


def test_long_junk_line_uses_separator_scan() -> None:
    line = "x" * 5000 + " loss=0.75, acc: 0.5"
    assert parse_line(line) == {"loss": 0.75, "acc": 0.5}


def test_step_and_default_watch() -> None:
    assert step_of({"step": 12.0, "loss": 1.0}) == 12
    assert step_of({"loss": 1.0}) is None
    assert is_default_watched("loss") and is_default_watched("val_loss") and is_default_watched("eval/loss")
    assert not is_default_watched("lossy") and not is_default_watched("acc")


def test_nan_fires_once() -> None:
    w = MetricWatcher("loss", DetectorConfig())
    assert w.feed(1.0) == []
    assert [f.kind for f in w.feed(math.nan)] == ["nan"]
    assert w.feed(math.inf) == []


def test_spike_by_factor_needs_more_than_four_points() -> None:
    w = MetricWatcher("loss", DetectorConfig(zscore=1e9))
    for _ in range(20):
        assert w.feed(1.0) == []
    kinds = [f.kind for v in [5.0] * 4 for f in w.feed(v)]
    assert kinds == []
    assert [f.kind for f in w.feed(5.0)] == ["spike"]


def test_spike_by_zscore() -> None:
    w = MetricWatcher("loss", DetectorConfig())
    for i in range(30):
        w.feed(1.0 + 0.01 * (i % 3))
    assert [f.kind for f in w.feed(3.0)] == ["spike"]
    assert w.feed(3.0) == []  # still in the same episode: no second event
    assert [f.kind for f in w.feed(1.0)] == []


def test_spike_only_in_the_bad_direction() -> None:
    acc = MetricWatcher("val_acc", DetectorConfig())
    found = [f.kind for i in range(100) for f in acc.feed(min(0.99, i / 50))]  # rising from zero
    assert found == []
    for _ in range(6):
        found += [f.kind for f in acc.feed(0.1)]  # a collapse is a spike
    assert found == ["spike"]
    loss = MetricWatcher("loss", DetectorConfig())
    for _ in range(40):
        loss.feed(1.0 + 0.001 * (_ % 3))
    assert loss.feed(0.2) == []  # a sudden improvement is no anomaly
    warmup = MetricWatcher("loss", DetectorConfig(zscore=1e9))
    assert [f for v in (0.1, 0.2, 0.4, 0.8, 1.0, 1.2, 1.3) for f in warmup.feed(v)] == []


def test_divergence_cap_and_direction() -> None:
    w = MetricWatcher("loss", DetectorConfig(divergence_cap={"loss": 10.0}))
    assert w.feed(9.0) == []
    assert [f.kind for f in w.feed(11.0)] == ["divergence"]
    acc = MetricWatcher("acc", DetectorConfig(divergence_cap={"acc": 0.2}))
    assert acc.feed(0.5) == []
    assert [f.kind for f in acc.feed(0.1)] == ["divergence"]


def test_plateau_patience() -> None:
    w = MetricWatcher("loss", DetectorConfig(plateau_patience=3, zscore=1e9))
    for v in (1.0, 0.9, 0.8):
        assert w.feed(v) == []
    assert w.feed(0.85) == [] and w.feed(0.81) == []
    assert [f.kind for f in w.feed(0.80)] == ["plateau"]


def test_patterns_known_and_user() -> None:
    m = PatternMatcher([r"my custom failure \d+"])
    text = ("ok line\nHTTP 429 Too Many Requests\nstep=1429 loss=0.5\n"
            "OSError: [Errno 28] No space left on device\nmy custom failure 42\n"
            "Traceback (most recent call last):\n")
    assert m.scan(text) == [
        ("http_status", "HTTP 429 Too Many Requests"),
        ("enospc", "OSError: [Errno 28] No space left on device"),
        ("user:my custom failure \\d+", "my custom failure 42"),
        ("traceback", "Traceback (most recent call last):"),
    ]
    assert m.scan("learning rate = 0.1\nstatus fine\n") == []


def test_bad_user_pattern_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="invalid error pattern '\\(unclosed'"):
        PatternMatcher(["(unclosed"])


def test_actions_default_and_override() -> None:
    assert action_for("nan", DetectorConfig()) == "abort"
    assert action_for("spike", DetectorConfig()) == "warn"
    assert action_for("disk", DetectorConfig()) == "pause"
    assert action_for("spike", DetectorConfig(actions={"spike": "abort"})) == "abort"


def test_adaptive_stall_window() -> None:
    cfg = DetectorConfig(stall_factor=10.0, stall_min=5.0)
    gaps = GapTracker()
    for i in range(5):
        gaps.activity(float(i))
    assert gaps.window(cfg) is None  # too little history to know the usual gap
    for i in range(5, 30):
        gaps.activity(float(i))
    assert gaps.window(cfg) == 10.0
    assert GapTracker().window(DetectorConfig(stall=3.0)) == 3.0


def test_memory_growth() -> None:
    g = MemoryGrowth(window=10)
    fired = [g.feed((100 + 20 * i) << 20) for i in range(10)]
    assert [f.kind for f in fired if f] == ["memory_growth"]
    flat = MemoryGrowth(window=10)
    assert all(flat.feed(100 << 20) is None for _ in range(20))
