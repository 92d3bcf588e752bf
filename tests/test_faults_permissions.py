"""Ordinary users roll back read-only folders and files (0555 folders, 0444 files, a whole
read-only tree). Root bypasses permissions, so these run as the test user (`usp`).

Each case: the workspace ends exactly at its checkpoint, modes included; `verify --data` clean.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from storetools import tree_state


def build(user_env: Any, ws: Path) -> None:
    """ro/ (0555) holding a.txt, b.txt (0644) and c.txt (0444); tree/ read-only all the way down."""
    done = user_env.sh(
        "mkdir -p ro tree/sub/deeper && echo a > ro/a.txt && echo b > ro/b.txt && echo c > ro/c.txt"
        " && chmod 444 ro/c.txt && chmod 555 ro"
        " && echo 1 > tree/one && echo 2 > tree/sub/two && echo 3 > tree/sub/deeper/three"
        " && chmod -R a-w tree && echo top > top.txt && chmod 444 top.txt", ws)
    assert done.returncode == 0, done.stderr


def test_rollback_of_a_task_that_wrote_into_read_only_folders(user_env: Any, user_ws: Path,
                                                              usp: Callable[..., Any]) -> None:
    build(user_env, user_ws)
    assert usp("init").code == 0
    before = tree_state(user_ws)
    task = ("chmod u+w ro && rm ro/a.txt && echo x > ro/b.txt && echo new > ro/new.txt && chmod 555 ro"
            " && chmod -R u+w tree && rm -r tree/sub && echo y > tree/new && chmod -R a-w tree"
            " && chmod u+w top.txt && echo changed > top.txt && chmod 444 top.txt && exit 1")
    r = usp("run", "--retries", "0", "--json", "--", "sh", "-c", task)
    assert r.code == 11, r
    assert json.loads(r.out.strip().splitlines()[-1])["status"] == "ROLLED_BACK"
    after = tree_state(user_ws)
    assert after == before, "; ".join(before.differences(after))
    assert usp("verify", "--data").code == 0
    assert usp("recover").out.strip() == "nothing to recover"


def test_restore_of_a_checkpoint_into_a_read_only_tree(user_env: Any, user_ws: Path,
                                                       usp: Callable[..., Any]) -> None:
    build(user_env, user_ws)
    cp = usp("checkpoint")
    assert cp.code == 0, cp
    cp_id = cp.out.strip().splitlines()[-1]
    before = tree_state(user_ws)
    # the user changes things, then locks the tree down again
    done = user_env.sh("chmod -R u+w ro tree && rm ro/c.txt && echo z > tree/sub/two && mkdir tree/x"
                       " && echo q > tree/x/q && chmod -R a-w ro tree", user_ws)
    assert done.returncode == 0, done.stderr
    r = usp("restore", cp_id)
    assert r.code == 0, r
    after = tree_state(user_ws)
    assert after == before, "; ".join(before.differences(after))
    assert usp("verify", "--data").code == 0


def test_an_unreadable_file_is_reported_before_anything_is_stored(user_env: Any, user_ws: Path,
                                                                  usp: Callable[..., Any]) -> None:
    done = user_env.sh("echo secret > locked.txt && chmod 000 locked.txt && echo ok > fine.txt", user_ws)
    assert done.returncode == 0
    assert usp("init").code == 0
    r = usp("checkpoint")
    assert r.code == 74, r
    assert "locked.txt" in r.err and "permission" in r.err.lower(), r.err
    listed = usp("list", "--json")
    assert listed.code == 0 and listed.json()["checkpoints"] == [], listed
