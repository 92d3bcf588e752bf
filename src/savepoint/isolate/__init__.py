"""`savepoint run --isolate`: the task runs in a user + mount namespace where the workspace (with
`all`: every top-level folder too) is an overlay whose upper layer lives in the store.

    STORE/isolate/RUN_ID/        one session per run
        spec.json                what the namespace mounts (read by _enter.py)
        ws/upper, ws/work        the workspace's layer: what the task changed there
        replaced/N               what step N of a commit replaced in the real tree (renamed here)
        rolled-back/             the last rolled-back attempt's layer; kept, with pending.json,
                                 when the run escalates (`resolve --accept` commits it)
        all/upper/NAME, all/work writes outside the workspace (`all`): always discarded
        root/                    the new root's mount points (`all`)
        commit.json              the commit plan, written before the journal marks a commit started

Checkpoint: nothing to copy (the real tree is the lower layer, untouched). Diff and checks: the
upper layer, O(touched). Rollback: delete the layer. Keep: take the pre-run checkpoint of the real
tree (the stat cache makes it cheap; it is taken while the task runs), then apply the layer by
renames under a journal, each replaced entry renamed into `replaced/`; `savepoint recover`
finishes a commit a crash interrupted.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import stat
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from savepoint.errors import StoreError, UsageError
from savepoint.isolate import _enter
from savepoint.model import Changes

if TYPE_CHECKING:
    from savepoint.store import Store

T = TypeVar("T")
MODES = ("workspace", "all")
ENTER = str(Path(_enter.__file__).resolve())
JOURNAL_OP = "isolate-commit"
_probed: dict[tuple[str, bool], str | None] = {}


def parse_mode(value: Any, where: str = "--isolate") -> str:
    """"" (off), "workspace", "all" or "auto" from an option or a config value."""
    if value is None or value is False or value == "" or value == "off":
        return ""
    if value is True or value == "workspace":
        return "workspace"
    if value in ("all", "auto"):
        return str(value)
    raise UsageError(f"invalid {where} value {value!r}: use --isolate, --isolate=all or isolate = \"auto\" "
                     f"(put `--` before the command: savepoint run --isolate -- CMD)")


@dataclass
class Seen:
    changes: Changes
    outside: list[str]  # in the workspace, outside the scope: discarded
    elsewhere: list[str] = field(default_factory=list)  # outside the workspace (`all`): discarded
    ops: list[list[Any]] = field(default_factory=list)  # the commit plan, if kept
    read_only: list[str] = field(default_factory=list)  # (`all`) folders the task saw read-only
    replaced: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)  # see upper.replaced
    touched: list[str] = field(default_factory=list)  # real-tree paths a commit would change
    scope: list[str] = field(default_factory=list)


class Session:
    """One run's isolated view. Create with `Session.start`; every attempt runs through `wrap`."""

    def __init__(self, store: Store, run_id: str, mode: str, net: bool) -> None:
        self.store = store
        self.run_id = run_id
        self.mode = mode
        self.net = net
        self.dir = store.root / "isolate" / run_id
        self.spec_file = self.dir / "spec.json"
        ws, root = str(store.workspace), str(store.root.resolve())
        self.spec: dict[str, Any] = {
            "session": str(self.dir), "workspace": ws, "store": root,
            "upper": str(self.dir / "ws" / "upper"), "work": str(self.dir / "ws" / "work"),
            "all": mode == "all", "net": net, "root": str(self.dir / "root"),
            "all_upper": str(self.dir / "all" / "upper"), "all_work": str(self.dir / "all" / "work"),
            "probe": str(self.dir / "probe"),
            # the store's folders the task may write in, below the store (see wrap): none until then
            "attempt": "", "state": "",
        }
        if mode == "all":
            self.spec["nested"] = nested_mounts(str(self.dir))
        self.seen: Seen | None = None  # the last attempt's, from examine
        self.rolled_back: Seen | None = None  # the last rolled-back attempt's (its layer: ROLLED_BACK)

    @classmethod
    def start(cls, store: Store, run_id: str, mode: str, net: bool = False) -> tuple[Session | None, str]:
        """A ready session, or (None, why) when isolation is unavailable and `mode` is "auto";
        any other mode raises a UsageError naming the reason (nothing is changed)."""
        want = "workspace" if mode == "auto" else mode
        why = unavailable(want, net, store.root) or other_filesystem(store.root, store.workspace)
        if why is None:
            session = cls(store, run_id, want, net)
            session.fresh()
            return session, ""
        if mode == "auto":
            return None, why
        raise UsageError(f"--isolate is not available here: {why}")

    # -- the view ----------------------------------------------------------------------------------

    def fresh(self) -> None:
        """An empty layer (the start of a run, or after a rollback)."""
        if any(_nonempty(self.dir / d / "upper") for d in ("ws", "all")):
            dispose(self.store.root, *(self.dir / d for d in ("ws", "all", "root")))
        else:
            for d in ("ws", "all", "root"):
                rmtree(self.dir / d)
        for key in ("upper", "work"):
            Path(self.spec[key]).mkdir(parents=True, mode=0o700)
        if self.mode == "all":
            for key in ("root", "all_upper", "all_work"):
                Path(self.spec[key]).mkdir(parents=True, exist_ok=True, mode=0o700)
        self._write_spec()

    def _write_spec(self) -> None:
        tmp = self.spec_file.with_suffix(".tmp")
        tmp.write_text(json.dumps(self.spec))
        os.replace(tmp, self.spec_file)

    def wrap(self, argv: list[str], writable: tuple[str, str] = ("", "")) -> list[str]:
        """The command line that runs `argv` inside the view (same pid: exec, not a child). The
        workspace-only view goes on the command line: the wrapper then reads no file and imports
        no json.

        `writable`: the two folders of the store the task writes in, as paths below the store: its
        attempt's folder (`runs/RUN/attempt-N`: its metrics) and its state folder (`state/KEY`).
        The rest of the store is read-only inside the view."""
        if (self.spec["attempt"], self.spec["state"]) != writable:
            self.spec["attempt"], self.spec["state"] = writable
            if self.mode == "all":
                self._write_spec()
        how = _enter.ws_argv(self.spec) if self.mode != "all" else [str(self.spec_file)]
        return [sys.executable, "-I", "-S", ENTER, *how, "--", *argv]

    def setup_error(self) -> str | None:
        try:
            return (self.dir / "setup-error").read_text()
        except OSError:
            return None

    def in_view(self, fn: Callable[[], T], cwd: Path) -> T:
        """Run `fn` in a forked child that sees the merged view (checks read what the task wrote)."""
        def setup() -> None:
            _enter.enter(self.spec)
            os.chdir(cwd)

        err, value = in_child(fn, setup)
        if err is not None:
            raise RuntimeError(f"isolation: could not read the task's view: {err}")
        return value  # type: ignore[no-any-return]

    # -- after an attempt --------------------------------------------------------------------------

    def examine(self, scope: list[str], read_only: bool = False) -> Seen:
        # lazy import (startup time): keeps blake3, zstandard, isolate/ off this module's import
        from savepoint.isolate import upper

        # lazy import (startup time): keeps blake3, zstandard, store/ off this module's import
        from savepoint.store.scope import Scope

        sc = Scope(self.store.workspace, scope, self.store.root)
        layer = upper.read_layer(self.spec["upper"], str(self.store.workspace), sc)
        changes, outside = upper.changes(layer)
        elsewhere = self.elsewhere() if self.mode == "all" else []
        try:
            ro = (self.dir / "read-only").read_text().split("\n")
        except OSError:
            ro = []
        if read_only:  # nothing may change: every write is discarded and listed
            moved = sorted({*changes.added, *changes.modified, *changes.deleted, *changes.metadata, *outside})
            return Seen(Changes(), moved, elsewhere, [], ro)
        ops = upper.plan(layer)
        touched = sorted({*(op[1] for op in ops), *layer.old})
        self.seen = Seen(changes, outside, elsewhere, ops, ro, upper.replaced(layer), touched, list(scope))
        return self.seen

    def elsewhere(self) -> list[str]:
        """Writes outside the workspace (`all`): every file, whiteout and new folder of the other
        layers, as absolute paths."""
        # lazy import (startup time): keeps blake3, zstandard, isolate/ off this module's import
        from savepoint.isolate import upper

        out: list[str] = []
        base = Path(self.spec["all_upper"])
        if not base.is_dir():
            return out
        nested = self.spec.get("nested", [])
        skip = {str(self.store.root.resolve()), str(self.dir)}
        for key in sorted(os.listdir(base)):
            mount = nested[int(key[1:])] if key.startswith("@") else "/" + key
            for it in upper.walk_upper(str(base / key)):
                path = mount.rstrip("/") + "/" + it.rel
                if any(path == s or path.startswith(s + "/") for s in skip):
                    continue
                if it.kind == "d":
                    if os.path.isdir(path):  # a copied-up parent, not a change of its own
                        continue
                    path += "/"
                out.append(path)
        return sorted(out)

    # -- rollback and keep -------------------------------------------------------------------------

    def discard(self) -> None:
        """Roll back an attempt: its layer is set aside (`rolled-back/`, a rename) and the next attempt
        starts from an empty one. The last one set aside is kept for a person's decision if the run
        escalates (`close(keep_rolled_back=True)`), else deleted with the session."""
        layer = self.dir / "ws" / "upper"
        if self.seen is not None and self.seen.ops and _nonempty(layer):
            aside = self.dir / ROLLED_BACK
            if os.path.lexists(aside):
                dispose(self.store.root, aside)
            with contextlib.suppress(OSError):
                os.rename(layer, aside)
                self.rolled_back = self.seen
        self.fresh()

    def close(self, keep_rolled_back: bool = False) -> None:
        """The run is over: delete the session, or (an escalated run) keep only its last rolled-back
        layer and what committing it needs, for `savepoint resolve --accept`."""
        seen = self.rolled_back
        # only the last attempt's layer: the one the person was asked to decide on
        if keep_rolled_back and seen is not None and seen is self.seen and (self.dir / ROLLED_BACK).is_dir():
            Pending.write(self, seen)
            for d in ("ws", "all", "root"):  # the empty layers of the next attempt, the discarded rest
                if _nonempty(self.dir / d / "upper"):
                    dispose(self.store.root, self.dir / d)
                else:
                    rmtree(self.dir / d)
            return
        if any(_nonempty(self.dir / d) for d in ("ws/upper", "all/upper", ROLLED_BACK)):
            dispose(self.store.root, self.dir)
        else:  # nothing big to delete (committed or empty): no cleaner process needed
            rmtree(self.dir)

    def commit(self, seen: Seen, checkpoint: Callable[[], str], hook: Callable[[int], None] | None = None,
               retake: Callable[[], str] | None = None) -> str:
        """Keep the task's writes (see `commit_layer`), then delete the session."""
        cp = commit_layer(self.store, self.run_id, self.dir, self.spec["upper"], seen.ops, seen.replaced,
                          checkpoint, hook=hook, retake=retake)
        self.close()
        return cp


def commit_layer(store: Store, run_id: str, session: Path, layer: str, ops: list[list[Any]],
                 replaced: dict[str, Any], checkpoint: Callable[[], str], *,
                 hook: Callable[[int], None] | None = None, retake: Callable[[], str] | None = None,
                 extra: Callable[[str], dict[str, Any]] | None = None) -> str:
    """Apply an upper layer to the real tree: the pre-run checkpoint first (durable), then the plan
    under a journal, applied by renames; what the plan replaces is renamed into the store
    (`replaced/`), and the checkpoint holds its content. Returns the checkpoint's id. `extra(cp)`
    adds to the journal row what `recover` must record if the commit is interrupted.

    The real tree is the lower layer, which the task cannot change, but a person can while the task
    runs: if a file the commit replaces is not the one the checkpoint saw, `retake` checkpoints the
    tree again (so that restoring the checkpoint brings back exactly what the commit replaced)."""
    # lazy imports (startup time): keep blake3, zstandard, isolate/ off this module's import
    from savepoint.isolate import upper
    from savepoint.store.objects import syncfs

    hook = hook or _pause_hook()
    cp = checkpoint()
    if retake is not None and unsaved(store, replaced, cp):
        cp = retake()
    syncfs(store.workspace)  # the layer's data is durable before it is renamed into place
    upper.strip_xattrs(layer, ops)
    plan_file = str(session / "commit.json")
    upper.write_plan(plan_file, ops)
    detail = {"session": str(session), "plan": plan_file, "upper": layer, **(extra(cp) if extra else {})}
    jid = store.catalog.journal_begin(JOURNAL_OP, checkpoint=cp, run_id=run_id, pid=os.getpid(), detail=detail)
    upper.apply(ops, layer, str(store.workspace), str(session / "replaced"), hook)
    syncfs(store.workspace)
    store.catalog.journal_end(jid)
    return cp


def _pause_hook() -> Callable[[int], None] | None:
    """Crash tests stop savepoint at an exact step of a commit (then kill it): the step number is
    in SAVEPOINT_TEST_PAUSE_COMMIT_AT."""
    at = os.environ.get("SAVEPOINT_TEST_PAUSE_COMMIT_AT")
    if not at:
        return None

    def hook(n: int) -> None:
        if n == int(at):
            os.kill(os.getpid(), signal.SIGSTOP)

    return hook


def unsaved(store: Store, replaced: dict[str, Any], checkpoint_id: str) -> list[str]:
    """Files a commit would replace whose current state the checkpoint does not hold."""
    manifest = store.manifest(checkpoint_id)
    out = []
    for rel in replaced:
        try:
            st = os.lstat(store.workspace / rel)
        except OSError:
            continue  # gone already: nothing of it to lose
        e = manifest.entries.get(rel)
        if e is None or e.content is None or (e.size, e.mtime_ns, e.ctime_ns, e.ino) != (
                st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino):
            out.append(rel)
    return out


ROLLED_BACK = "rolled-back"  # a session's set-aside layer: the last rolled-back attempt's writes
PENDING = "pending.json"  # beside it, once the run escalated: what committing it needs


def _state_key(path: Path) -> list[Any] | None:
    """What a real-tree path looked like (None: absent): kind, and for non-folders size, mtime, inode."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as e:
        return ["error", e.errno]
    if stat.S_ISDIR(st.st_mode):
        return ["d"]
    return [stat.S_IFMT(st.st_mode), st.st_size, st.st_mtime_ns, st.st_ino]


@dataclass
class Pending:
    """An escalated isolated run's last rolled-back layer, kept until a person decides:
    `resolve --accept` commits it exactly as a kept result is committed; any other decision
    deletes it."""

    store: Store
    run_id: str
    dir: Path
    ops: list[list[Any]]
    replaced: dict[str, Any]
    expected: dict[str, Any]  # touched path -> its state key when the run ended
    scope: list[str]

    @staticmethod
    def write(session: Session, seen: Seen) -> None:
        ws = session.store.workspace
        data = {"ops": seen.ops, "replaced": seen.replaced, "scope": seen.scope,
                "expected": {rel: _state_key(ws / rel) for rel in seen.touched}}
        tmp = session.dir / (PENDING + ".tmp")
        tmp.write_text(json.dumps(data))
        os.replace(tmp, session.dir / PENDING)

    @classmethod
    def load(cls, store: Store, run_id: str) -> Pending | None:
        # lazy import (startup time): keeps blake3, zstandard, isolate/ off this module's import
        from savepoint.isolate import upper

        d = session_dir(store, run_id)
        try:
            data = json.loads((d / PENDING).read_text())
            ops = upper.check_ops(data["ops"])  # (a file of the store: data, checked before use)
        except (OSError, ValueError, KeyError, TypeError):
            return None
        if not (d / ROLLED_BACK).is_dir() or os.path.islink(d / ROLLED_BACK):
            return None
        return cls(store, run_id, d, ops, data["replaced"], data["expected"], data["scope"])

    def conflicts(self) -> list[str]:
        """Paths the commit would change that are no longer as the run left them."""
        ws = self.store.workspace
        return sorted(rel for rel, key in self.expected.items() if _state_key(ws / rel) != key)

    def commit(self, checkpoint: Callable[[], str], extra: Callable[[str], dict[str, Any]] | None = None) -> str:
        cp = commit_layer(self.store, self.run_id, self.dir, str(self.dir / ROLLED_BACK), self.ops, self.replaced,
                          checkpoint, extra=extra)
        dispose(self.store.root, self.dir)
        return cp

    def drop(self) -> None:
        dispose(self.store.root, self.dir)


    def unsaved(self, seen: Seen, checkpoint_id: str) -> list[str]:
        """Files the commit would replace whose current state the checkpoint does not hold."""
        manifest = self.store.manifest(checkpoint_id)
        out = []
        for rel in seen.replaced:
            try:
                st = os.lstat(self.store.workspace / rel)
            except OSError:
                continue  # gone already: nothing of it to lose
            e = manifest.entries.get(rel)
            if e is None or e.content is None or (e.size, e.mtime_ns, e.ctime_ns, e.ino) != (
                    st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino):
                out.append(rel)
        return out


def finish_commits(store: Store) -> list[str]:
    """Finish every isolated commit a crash interrupted (the caller holds the lock)."""
    # lazy imports (startup time): keep blake3, zstandard, isolate/ off this module's import
    from savepoint.isolate import upper
    from savepoint.store.objects import syncfs

    done = []
    for row in store.catalog.journal_open(JOURNAL_OP):
        try:
            detail = json.loads(row.get("detail") or "{}")
            if not isinstance(detail, dict):
                raise ValueError("its journal row is damaged")
        except ValueError:
            detail = {}
        try:
            # The row is data: its session, plan and layer are this store's own folders, found by
            # the run's id (never the recorded absolute paths), and its plan is checked (upper.apply)
            session = session_dir(store, row.get("run_id"))
            layer = session / (ROLLED_BACK if os.path.basename(str(detail.get("upper", ""))) == ROLLED_BACK
                               else "ws/upper")
            ops = json.loads((session / "commit.json").read_text())
            upper.apply(ops, str(layer), str(store.workspace), str(session / "replaced"))
            syncfs(store.workspace)
        except (OSError, KeyError, ValueError, StoreError) as e:
            store.catalog.journal_end(row["id"], "FAILED", {**detail, "error": str(e)})
            failed = f"could not finish the isolated commit of run {str(row['run_id'])[:80]}: {e}"
            done.append(failed)
            store.failures.append(failed)
            continue
        store.catalog.journal_end(row["id"], "RECOVERED")
        dispose(store.root, session)
        resolution = detail.get("resolution")
        if isinstance(resolution, dict):  # a person's `resolve --accept`: record it as resolve would have
            store.catalog.add_event(row["run_id"], None, "resolved", resolution["message"], action="accept",
                                    data=resolution["detail"])
            store.catalog.update_run(row["run_id"], status="DONE", escalate=0, outcome=resolution["outcome"])
            done.append(f"finished accepting run {row['run_id']} (the state before is checkpoint "
                        f"{row['checkpoint']})")
            continue
        done.append(f"finished the interrupted commit of run {row['run_id']} (pre-run checkpoint {row['checkpoint']})")
    return done


def committed(store: Store, run_id: str) -> str | None:
    """The pre-run checkpoint of a run whose isolated commit completed, else None."""
    row = store.catalog.query_one(
        "SELECT checkpoint FROM journal WHERE op = ? AND run_id = ? AND state IN ('DONE', 'RECOVERED') "
        "ORDER BY id DESC LIMIT 1", (JOURNAL_OP, run_id))
    return str(row["checkpoint"]) if row else None


def session_dir(store: Store, run_id: Any) -> Path:
    """STORE/isolate/RUN_ID, the run id checked (one plain name) and no symlink on the way: a
    value read from the catalog never names a folder outside the store (StoreError otherwise)."""
    # lazy import (startup time): keeps store/ off this module's import
    from savepoint.store import safe

    return safe.real_dir(store.root, "isolate", safe.name(run_id, "run id"))


def drop_session(store: Store, run_id: str) -> bool:
    """Discard what an interrupted isolated run wrote (its layer). True if there was one."""
    d = session_dir(store, run_id)
    if not os.path.lexists(d):
        return False
    dispose(store.root, d)
    return True


def _nonempty(path: Path) -> bool:
    try:
        with os.scandir(path) as it:
            return next(it, None) is not None
    except OSError:
        return False


def dispose(store_root: Path, *paths: Path) -> None:
    """Delete session folders without making the user wait: each is renamed into
    `isolate/trash/` (instant) and a detached cleaner removes the trash (deleting a big file
    that was just written waits for its writeback: a discarded layer must not cost that)."""
    trash = store_root / "isolate" / "trash"
    moved = False
    for path in paths:
        if not os.path.lexists(path):
            continue
        try:
            trash.mkdir(parents=True, exist_ok=True, mode=0o700)
            os.rename(path, trash / f"{os.getpid()}-{os.urandom(4).hex()}")
            moved = True
        except OSError:
            rmtree(path)
    if moved:
        # lazy import (startup time): keeps fcntl, locale off this module's import
        import subprocess

        with contextlib.suppress(OSError):
            subprocess.Popen([sys.executable, "-I", "-S", ENTER, "--clean", str(trash)],
                             stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             start_new_session=True, close_fds=True)


def rmtree(path: Path) -> None:
    """Remove a session folder, including overlay's own work folders (mode 000 for a user)."""
    def unlock(func: Any, p: str, exc: Any) -> None:
        with contextlib.suppress(OSError):
            os.chmod(os.path.dirname(p), 0o700)
            os.chmod(p, 0o700)
        with contextlib.suppress(OSError):
            if os.path.isdir(p) and not os.path.islink(p):
                shutil.rmtree(p, onerror=unlock)
            else:
                os.unlink(p)

    if os.path.lexists(path):
        shutil.rmtree(path, onerror=unlock)


# -- why not ---------------------------------------------------------------------------------------


def in_child(fn: Callable[[], Any], setup: Callable[[], None]) -> tuple[str | None, Any]:
    """fork; the child sets up and runs fn; its result comes back pickled. (error line, value)."""
    # lazy import (startup time): keeps pickle off this module's import
    import pickle

    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        try:
            os.close(r)
            try:
                setup()
                payload = pickle.dumps(("ok", fn()))
            except BaseException as e:
                payload = pickle.dumps(("error", str(e) or type(e).__name__))
            with os.fdopen(w, "wb") as f:
                f.write(payload)
        finally:
            os._exit(0)
    os.close(w)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    os.waitpid(pid, 0)
    if not data:
        return "the child process died", None
    status, value = pickle.loads(data)
    return (None, value) if status == "ok" else (str(value), None)


def other_filesystem(store_root: Path, workspace: Path) -> str | None:
    """Why a commit cannot rename the layer into the workspace: the store (or, before it exists,
    the folder it will be made in) is on another filesystem."""
    probe = store_root
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    try:
        if os.stat(probe).st_dev == os.stat(workspace).st_dev:
            return None
    except OSError:
        return None
    return (f"the store ({store_root}) is on another filesystem than the workspace, and a commit renames "
            f"the task's files into it; put the store on the workspace's filesystem, outside it: "
            f"`savepoint store move --to DIR` (also before the first checkpoint)")


def unavailable(mode: str = "workspace", net: bool = False, cache: Path | None = None) -> str | None:
    """Why this machine cannot isolate (None: it can): checked from /proc, then tried for real
    (a namespace and a tiny overlay in a temporary folder). Once per process; a success is also
    remembered in `cache` (a store folder) for this boot, user and namespace."""
    key = (mode, net)
    if key in _probed:
        return _probed[key]
    why = static_reason()
    stamp = _probe_stamp(mode, net)
    marker = cache / "isolate" / "probe-ok" if cache is not None else None
    if why is None and marker is not None and stamp is not None:
        with contextlib.suppress(OSError):
            if stamp in marker.read_text().splitlines():
                _probed[key] = None
                return None
    if why is None:
        base = tempfile.mkdtemp(prefix="savepoint-probe-")
        try:
            err, _ = in_child(lambda: None, lambda: _enter.probe({"probe": base, "net": net}))
        finally:
            rmtree(Path(base))  # (overlay's work folder is mode 000 for an ordinary user)
        why = None if err is None else explain(err)
        if why is None and marker is not None and stamp is not None and marker.parent.parent.is_dir():
            with contextlib.suppress(OSError):
                marker.parent.mkdir(exist_ok=True, mode=0o700)
                with open(marker, "a", encoding="utf-8") as f:
                    f.write(stamp + "\n")
    _probed[key] = why
    return why


def _probe_stamp(mode: str, net: bool) -> str | None:
    """What a probe's success depends on: this boot, this user, these namespaces, the mode."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
        ns = [os.stat(f"/proc/self/ns/{n}").st_ino for n in ("user", "mnt", "net")]
    except OSError:
        return None
    return f"{boot} {os.geteuid()} {ns} {mode} {net}"


def kernel_version() -> tuple[int, int]:
    try:
        major, minor = os.uname().release.split(".")[:2]
        return int(major), int("".join(ch for ch in minor if ch.isdigit()) or 0)
    except ValueError:
        return (0, 0)


def static_reason() -> str | None:
    """What can be read from /proc without trying: switched-off namespaces, a missing overlayfs."""
    if sys.platform != "linux":
        return "isolation needs Linux (user namespaces and overlayfs)"
    checks = (("/proc/sys/user/max_user_namespaces", "0", "user namespaces are disabled "
               "(user.max_user_namespaces = 0)"),
              ("/proc/sys/kernel/unprivileged_userns_clone", "0", "unprivileged user namespaces are disabled "
               "(kernel.unprivileged_userns_clone = 0)") if os.geteuid() != 0 else None)
    for check in checks:
        if check is None:
            continue
        path, bad, why = check
        with contextlib.suppress(OSError):
            if Path(path).read_text().strip() == bad:
                return why
    if kernel_version() < (5, 11):
        major, minor = kernel_version()
        return f"overlayfs inside a user namespace needs Linux 5.11 or newer (this is {major}.{minor})"
    return None


def explain(err: str) -> str:
    """A probe's error as the user's reason."""
    if err.startswith("user namespace"):
        return (f"cannot create a user namespace ({err.split(': ', 1)[-1]}; disabled by the system, an "
                f"AppArmor or seccomp policy, or a container)")
    if err.startswith("overlay"):
        return f"cannot mount an overlay filesystem here ({err.split(': ', 1)[-1]})"
    return err


def nested_mounts(session: str) -> list[str]:
    """Mount points below the top-level folders (each needs its own overlay: one overlay does not
    cross into the mounts below it), parents first; /dev, /proc, /sys and the session excluded."""
    out: list[str] = []
    try:
        lines = Path("/proc/self/mountinfo").read_text().splitlines()
    except OSError:
        return out
    for line in lines:
        parts = line.split()
        if len(parts) < 5:
            continue
        point = parts[4].encode().decode("unicode_escape") if "\\" in parts[4] else parts[4]
        top = point.split("/")[1] if point.count("/") >= 2 else ""
        if not top or top in _enter.KEPT_HOST or point.startswith(session):
            continue
        if point not in out:
            out.append(point)
    return sorted(out, key=lambda p: (p.count("/"), p))
