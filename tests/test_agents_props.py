"""Property: any sequence of tool calls seen by the hook is undone call by call, exactly.

Hypothesis builds a tree and mutates it between PreToolUse and PostToolUse events (files, folders,
symlinks, permissions, big and small contents: the store's own property-test tree maker); each
undo must give back the exact tree from before the call it undoes. Through the hook helper's
tracking (hook/daemon.py: one open store, a change tracker, each checkpoint visiting only what
was touched since the one before), every checkpoint and every recorded change must equal what a
full scan gives, also with the person's own edits between calls.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from savepoint.hook import WRITING_TOOLS, core
from savepoint.hook.daemon import Tracking
from savepoint.store import Store
from savepoint.store.track import ChangeTracker
from storetools import manifest_differences, tree_state
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


@settings(PROP, max_examples=25)
@given(st.data())
def test_the_helpers_tracked_checkpoints_equal_full_scans(data: st.DataObject) -> None:
    with scratch() as ws:
        maker = TreeMaker(data, ws)
        maker.build(max_ops=12)
        store = Store.open(ws, create=True)
        tracker = ChangeTracker.start(ws)
        assert tracker is not None
        tracking = Tracking(tracker, store)
        try:
            calls = data.draw(st.integers(2, 6), label="calls")
            states = []
            for i in range(calls):
                if i and data.draw(st.booleans(), label="person edits between calls"):
                    maker.mutate(max_ops=3)
                states.append(tree_state(ws))
                pre = core.handle(_event(ws, "PreToolUse", f"c{i}"), ws, None, WRITING_TOOLS, tracking=tracking)
                assert pre["action"] == "checkpoint" and pre["tracked"] == (i > 0), pre  # the first: a full scan
                full = store.current()
                assert manifest_differences(store.manifest(pre["checkpoint_id"]).entries, full.entries) == [], (
                    f"call {i}: tracked != full")
                stored = store.objects.read_blob(str(store.info(pre["checkpoint_id"]).manifest))
                assert stored == full.encode(), f"call {i}: the stored manifest is not the canonical encoding"
                maker.mutate(max_ops=4)
                post = core.handle(_event(ws, "PostToolUse", f"c{i}"), ws, None, WRITING_TOOLS, tracking=tracking)
                assert post["action"] == "recorded"
                want = store.diff(pre["checkpoint_id"]).to_json()
                assert {k: post[k] for k in want} == want, f"call {i}: recorded changes differ from a full diff"
            for want_state in reversed(states):
                with store.lock():
                    core.undo(store, "prop", 1)
                assert tree_state(ws) == want_state
        finally:
            tracker.close()
            store.close()
