"""Quarantine folders (what a rollback on a full disk moved aside) are shown, reported by gc and
removed only when asked: as an ordinary user, after a real rollback on a full tmpfs."""

from __future__ import annotations

from typing import Any

import pytest

from storetools import small_disk, store_of, tree_state
from test_faults_space import FILL_TASK, let_the_disk_fill, make_workspace

pytestmark = pytest.mark.root(reason="mounts a small filesystem")


def test_quarantine_is_listed_reported_by_gc_and_removed_only_when_asked(user_env: Any) -> None:
    with small_disk(48 << 20) as small:
        small.parent.chmod(0o755)  # the test user must reach the mount point
        ws = small / "ws"
        make_workspace(ws)
        (ws / "fill.py").write_text(FILL_TASK.replace("raise SystemExit(1)\n",
                                                      "os.chmod('out', 0o555)\nraise SystemExit(1)\n"))
        let_the_disk_fill(ws)
        user_env.chown(ws)
        assert user_env.run(["init"], ws).code == 0
        before = tree_state(ws)
        done = user_env.run(["run", "--retries", "0", "--", "python", "fill.py"], ws, timeout=300)
        assert done.code == 11, done
        assert tree_state(ws) == before
        base = store_of(ws) / "quarantine"
        (folder,) = list(base.iterdir())
        edited = next(folder.rglob("m1.py"))
        assert edited.read_text() == "edited"

        listed = user_env.run(["list"], ws)
        assert listed.code == 0, listed
        note = listed.out.strip().splitlines()[-1]
        assert note.startswith("quarantine: 1 folder(s), ") and str(base) in note, listed
        assert "savepoint gc --quarantine" in note
        held = user_env.run(["list", "--json"], ws).json()["quarantine"]
        assert [q["path"] for q in held] == [str(folder)] and held[0]["files"] >= 1 and held[0]["bytes"] > 0

        gc = user_env.run(["gc", "--json"], ws)  # gc without --quarantine: reported, kept
        assert gc.code == 0, gc
        assert [q["path"] for q in gc.json()["quarantine_kept"]] == [str(folder)]
        assert gc.json()["quarantine_removed"] == [] and edited.exists()
        said = user_env.run(["gc"], ws)
        assert "kept quarantine: 1 folder(s)" in said.out, said

        dry = user_env.run(["gc", "--quarantine", "--dry-run"], ws)
        assert dry.code == 0 and f"would remove quarantine folder {folder}" in dry.out, dry
        assert edited.exists()
        young = user_env.run(["gc", "--quarantine", "--older-than", "1d"], ws)  # too young: kept
        assert young.code == 0 and edited.exists() and "kept quarantine" in young.out, young

        removed = user_env.run(["gc", "--quarantine"], ws)
        assert removed.code == 0, removed
        assert f"removed quarantine folder {folder}" in removed.out, removed
        assert not folder.exists()
        assert "quarantine" not in user_env.run(["list"], ws).out
        assert user_env.run(["list", "--json"], ws).json()["quarantine"] == []
        assert user_env.run(["verify", "--data"], ws).code == 0
        assert tree_state(ws) == before
