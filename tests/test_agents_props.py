"""Property: any sequence of tool calls seen by the hook is undone call by call, exactly.

Hypothesis builds a tree and mutates it between PreToolUse and PostToolUse events (files, folders,
symlinks, permissions, big and small contents: the store's own property-test tree maker); each
undo must give back the exact tree from before the call it undoes.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from savepoint.hook import WRITING_TOOLS, core
from savepoint.store import Store
from storetools import tree_state
from test_store_props import PROP, TreeMaker, scratch


def _event(ws: Path, name: str, call: str) -> core.HookEvent:
    ev = core.parse_event(json.dumps({"session_id": "prop", "hook_event_name": name, "tool_name": "Bash",
                                      "tool_use_id": call, "tool_input": {"command": "mutate"},
                                      "cwd": str(ws)}))
    assert ev is not None
    return ev


@settings(PROP, max_examples=20)
@given(st.data())
def test_tool_calls_are_undone_one_by_one_exactly(data: st.DataObject) -> None:
    with scratch() as ws:
        maker = TreeMaker(data, ws)
        maker.build(max_ops=12)
        calls = data.draw(st.integers(1, 5), label="calls")
        states = []
        for i in range(calls):
            states.append(tree_state(ws))
            assert core.handle(_event(ws, "PreToolUse", f"c{i}"), ws, None, WRITING_TOOLS)["action"] == "checkpoint"
            maker.mutate(max_ops=4)
            assert core.handle(_event(ws, "PostToolUse", f"c{i}"), ws, None, WRITING_TOOLS)["action"] == "recorded"
        with Store.open(ws) as store:
            for want in reversed(states):
                with store.lock():
                    core.undo(store, "prop", 1)
                assert tree_state(ws) == want
