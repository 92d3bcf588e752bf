"""The tools savepoint is measured against, each driven the way its users drive it.

A peer keeps its snapshots under its own folder of the work dir, never inside the workspace, as
savepoint keeps its store (here a folder beside the workspace, on the same filesystem, as the
user's data folder is on this machine). Every snapshot ends with `sync`,
because a checkpoint that a power cut can lose is no checkpoint; savepoint fsyncs by itself.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

from benchlib import BenchError, disk_usage, remove_tree, run, sync

SRC = Path(__file__).resolve().parents[1] / "src"

STORE = ".savepoint"  # a store an older savepoint kept inside the workspace: peers never copy it


class Peer:
    """A snapshot tool: `reset` (untimed: empty repository), then `snapshot` (timed) repeatedly."""

    name = "peer"
    program = ""

    def __init__(self, ws: Path, home: Path) -> None:
        self.ws = ws
        self.home = home  # this peer's private folder in the work dir

    def available(self) -> bool:
        return shutil.which(self.program) is not None

    def reset(self) -> None:
        remove_tree(self.home)
        self.home.mkdir(parents=True)

    def snapshot(self) -> None:
        raise NotImplementedError

    def usage(self) -> int:
        return disk_usage(self.home) if self.home.exists() else 0


class CopyPeer(Peer):
    """`cp -a` + `sync`: the floor for a first, durable full copy."""

    name = "cp -a + sync"
    program = "cp"

    @property
    def dest(self) -> Path:
        return self.home / "copy"

    def snapshot(self) -> None:
        remove_tree(self.dest)
        if (self.ws / STORE).exists():
            raise BenchError("cp -a must run before savepoint's store exists (it would copy it)")
        run(["cp", "-a", self.ws, self.dest])
        sync()


class GitPeer(Peer):
    """A shadow git repository, as agent tools keep one: separate GIT_DIR, `add -A` + `commit`."""

    name = "shadow git"
    program = "git"

    @property
    def git_dir(self) -> Path:
        return self.home / "git"

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(GIT_DIR=str(self.git_dir), GIT_WORK_TREE=str(self.ws), GIT_CONFIG_NOSYSTEM="1",
                   GIT_CONFIG_GLOBAL=os.devnull, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="b@bench",
                   GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="b@bench")
        return env

    def reset(self) -> None:
        super().reset()
        run(["git", "init", "-q", self.git_dir], env=self.env())
        # No background `gc --auto` (20,000 loose objects trigger it): it would steal CPU from
        # every later measurement. This flatters git, never savepoint.
        run(["git", "config", "gc.auto", "0"], env=self.env())
        (self.git_dir / "info").mkdir(exist_ok=True)
        (self.git_dir / "info" / "exclude").write_text(f"/{STORE}/\n")

    def snapshot(self) -> None:
        env = self.env()
        run(["git", "add", "-A"], cwd=self.ws, env=env)
        run(["git", "commit", "-q", "--allow-empty", "-m", "checkpoint"], cwd=self.ws, env=env)
        sync()


class ResticPeer(Peer):
    """`restic backup` into a local repository (parent snapshot detection on, as by default)."""

    name = "restic"
    program = "restic"

    def env(self) -> dict[str, str]:
        env = dict(os.environ)
        env.update(RESTIC_REPOSITORY=str(self.home / "repo"), RESTIC_PASSWORD="bench",
                   RESTIC_CACHE_DIR=str(self.home / "cache"))
        return env

    def reset(self) -> None:
        super().reset()
        run(["restic", "init", "-q"], env=self.env())

    def snapshot(self) -> None:
        run(["restic", "backup", "-q", "--host", "bench", f"--exclude={STORE}", "."],
            cwd=self.ws, env=self.env())
        sync()


class RsyncPeer(Peer):
    """`rsync -a` for the first copy, then `--link-dest` snapshots (unchanged files hard-linked)."""

    name = "rsync"
    program = "rsync"

    def reset(self) -> None:
        super().reset()
        self.count = 0

    def snapshot(self) -> None:
        dest = self.home / f"snap{self.count:03d}"
        cmd = ["rsync", "-a", f"--exclude=/{STORE}"]
        if self.count:
            cmd.append(f"--link-dest={self.home / f'snap{self.count - 1:03d}'}")
        run([*cmd, f"{self.ws}/", f"{dest}/"])
        sync()
        self.count += 1


class Savepoint:
    """The real `savepoint` command line, run as a user runs it (a fresh process each time)."""

    def __init__(self, ws: Path) -> None:
        self.ws = ws
        self.store = ws.parent / f"{ws.name}.savepoint-store"

    def env(self) -> dict[str, str]:
        """This checkout's savepoint (not whatever is installed), with its bytecode cached as an
        installed package's is (a PYTHONDONTWRITEBYTECODE environment would time the compiler)."""
        env = dict(os.environ)
        env["SAVEPOINT_STORE"] = str(self.store)
        env["PYTHONPATH"] = os.pathsep.join([str(SRC), *filter(None, [env.get("PYTHONPATH")])])
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(self.ws.parent / "pycache")
        return env

    def cmd(self, *args: str) -> list[str]:
        return [sys.executable, "-m", "savepoint", *args]

    def call(self, *args: str, check: bool = True) -> Any:
        """Run a command with `--json`; return its JSON outcome (the last line of stdout)."""
        proc = run(self.cmd(*args, "--json"), cwd=self.ws, env=self.env(), check=False)
        lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
        outcome: Any = None
        if lines:
            try:
                outcome = json.loads(lines[-1])
            except json.JSONDecodeError:
                outcome = None
        if check and (proc.returncode != 0 or outcome is None):
            tail = " | ".join(proc.stderr.strip().splitlines()[-3:])
            raise BenchError(f"savepoint {' '.join(args)} exited {proc.returncode}: {tail}")
        return outcome

    def reset(self) -> None:
        remove_tree(self.store)
        # `init` may not be needed (checkpoint creates the store); its failure is not fatal here.
        run(self.cmd("init"), cwd=self.ws, env=self.env(), check=False)

    def checkpoint(self, message: str = "bench") -> str:
        outcome = self.call("checkpoint", "-m", message)
        cp_id = outcome.get("id") or outcome.get("checkpoint_id") if isinstance(outcome, dict) else None
        if not isinstance(cp_id, str):
            raise BenchError(f"savepoint checkpoint printed no id: {outcome!r:.200}")
        return cp_id

    def restore(self, checkpoint_id: str) -> Any:
        return self.call("restore", checkpoint_id)

    def usage(self) -> int:
        return disk_usage(self.store) if self.store.exists() else 0


def checkpoint_peers(ws: Path, workdir: Path) -> list[Peer]:
    """Peers for incremental checkpoints (after the first one)."""
    return [GitPeer(ws, workdir / "git"), ResticPeer(ws, workdir / "restic"),
            RsyncPeer(ws, workdir / "rsync")]
