"""Turning change tracking off, as a user does: `--full-scan` or `track = false` in savepoint.toml.

And the tracker itself working for an ordinary user (inotify watches count against that user's
limit, the sync file is created with that user's rights).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from conftest import CLIResult


def test_full_scan_flag_and_track_option_are_accepted(usp: Callable[..., CLIResult], user_env: Any,
                                                      user_ws: Path) -> None:
    user_env.sh("echo data > a.txt", user_ws)
    r = usp("run", "--full-scan", "--json", "--", "sh", "-c", "echo more >> a.txt")
    assert r.code == 0, r
    assert r.json()["status"] == "DONE"
    user_env.sh("printf '[defaults]\\ntrack = false\\n' > savepoint.toml", user_ws)
    r = usp("run", "--json", "--", "sh", "-c", "echo again >> a.txt")
    assert r.code == 0, r


def test_a_wrong_track_value_is_one_line_and_changes_nothing(usp: Callable[..., CLIResult], user_env: Any,
                                                             user_ws: Path) -> None:
    user_env.sh("printf '[defaults]\\ntrack = \"sometimes\"\\n' > savepoint.toml && echo x > a.txt", user_ws)
    r = usp("run", "--", "true")
    assert r.code == 2, r
    lines = [ln for ln in r.err.strip().splitlines() if ln.strip()]
    assert len(lines) == 1 and "track" in lines[0], r.err
    assert not user_env.store(user_ws).exists()


TRACKED = """
import json, os, sys
from pathlib import Path
from savepoint.store import Store
from savepoint.store.track import ChangeTracker
ws = Path(sys.argv[1])
store = Store.open(ws, create=True)
tracker = ChangeTracker.start(ws)
base = store.checkpoint()
os.makedirs(ws / "new/deep")
(ws / "new/deep/f").write_text("f")
(ws / "a.txt").write_text("changed")
touched = tracker.touched()
tracked = store.examine(base.id, touched=touched)
full = store.examine(base.id)
print(json.dumps({"touched": touched is not None, "doubt": tracker.doubt,
                  "same": tracked.changes.to_json() == full.changes.to_json(),
                  "added": tracked.changes.added, "left": sorted(os.listdir(ws))}))
tracker.close()
"""


def test_tracking_works_for_an_ordinary_user(user_env: Any, user_ws: Path) -> None:
    user_env.sh("echo data > a.txt && mkdir -p d && echo x > d/x", user_ws)
    (user_env.base / "tracked.py").write_text(TRACKED)
    (user_env.base / "tracked.py").chmod(0o644)
    proc = user_env.sh(f'python "{user_env.base}/tracked.py" "$PWD"', user_ws)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    assert out["touched"] is True, out["doubt"]
    assert out["same"] is True
    assert out["added"] == ["new/deep/f"]
    assert out["left"] == ["a.txt", "d", "new"]  # no sync file left behind
