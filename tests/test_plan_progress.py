"""The progress lines: plain text when not on a terminal, coloured states on one."""

from __future__ import annotations

import io

from savepoint.plan.progress import Progress


def test_plain_lines_off_a_terminal_and_coloured_states_on_one() -> None:
    plain = io.StringIO()
    Progress(plain).say("c: FATAL -> BLOCKED [1/4 done]")
    assert plain.getvalue() == "plan: c: FATAL -> BLOCKED [1/4 done]\n"
    coloured = io.StringIO()
    Progress(coloured, colour=True).say("c: FATAL -> BLOCKED")
    text = coloured.getvalue()
    assert "\x1b[" in text and "FATAL" in text and "BLOCKED" in text
    assert text.startswith("plan: c: ") and text.endswith("\n")
