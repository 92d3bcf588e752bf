"""Ctrl-C during a rollback: the first signal is ignored (with a word), the next stops savepoint with
the workspace partly restored (`savepoint recover` finishes it)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator


class RollbackInterrupted(KeyboardInterrupt):
    """Ctrl-C twice during a rollback: savepoint stops with the workspace partly restored."""

    def __str__(self) -> str:
        return ("the rollback was interrupted: the workspace is partly restored; run `savepoint recover` "
                "to finish it")


_SHIELD = {"depth": 0, "interrupts": 0}


@contextlib.contextmanager
def rollback_shield() -> Iterator[None]:
    """Marks a rollback in progress for `rollback_interrupt` (the CLI's signal handler)."""
    _SHIELD["depth"] += 1
    try:
        yield
    finally:
        _SHIELD["depth"] -= 1
        if not _SHIELD["depth"]:
            _SHIELD["interrupts"] = 0


def rollback_interrupt(say: Callable[[str], None]) -> bool:
    """Called by a Ctrl-C / SIGTERM handler. False: no rollback is running (handle the signal as
    usual). During a rollback the first signal is ignored (True, with a word); the next raises
    RollbackInterrupted, whose message says to run `savepoint recover`."""
    if not _SHIELD["depth"]:
        return False
    _SHIELD["interrupts"] += 1
    if _SHIELD["interrupts"] == 1:
        say("savepoint: rolling back, please wait (press Ctrl-C again to stop it; then run "
            "`savepoint recover`)")
        return True
    raise RollbackInterrupted
