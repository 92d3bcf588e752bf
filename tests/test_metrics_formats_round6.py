"""Metric lines of the sixth corpus round (tests/corpus/unseen6/), measured once before these
changes: a sentence's full stop before a key, and pairs of two-word names with no separator."""

from __future__ import annotations

import pytest

from savepoint.monitor.metrics import LineParser

# (name, line, metrics read, step)
LINES = [
    ("a key after a sentence's full stop",
     "Batch(1600/1879) done. Loss: 5.8348  lr:0.100000", {"Loss": 5.8348, "lr": 0.1}, None),
    ("the same after a counter", "Epoch 3 done. val loss: 0.25", {"Epoch": 3.0, "val loss": 0.25}, 3),
    ("pairs of two-word names after a label ending in ' :'",
     "Initial batch losses :  Generator loss 1.1920933e-07 Discriminator loss 1.4226825e-07 Total: 2.6147757e-07",
     {"Generator loss": 1.1920933e-07, "Discriminator loss": 1.4226825e-07, "Total": 2.6147757e-07}, None),
    # still no metric: a value glued to its unit after two words is a duration, not the next pair
    ("Step N before a timing", "INFO:tensorflow:Step 900 per-step time 0.813s loss=2.374", {"loss": 2.374}, 900),
]


@pytest.mark.parametrize(("name", "line", "expected", "step"), LINES, ids=[c[0] for c in LINES])
def test_round6_lines(name: str, line: str, expected: dict[str, float], step: int | None) -> None:
    parser = LineParser()
    found = parser.parse(line)
    assert found == expected, found
    assert parser.step == step


def test_an_abbreviations_full_stop_stays_in_the_name() -> None:
    parser = LineParser()
    assert parser.parse("===> Epoch 132 Complete: Avg. Loss: 0.014821 time: 666.83") == {
        "Epoch": 132.0, "Avg. Loss": 0.014821, "time": 666.83}
    assert parser.parse("avg. loss: 0.5") == {"avg. loss": 0.5}
