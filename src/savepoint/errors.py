"""Errors that reach the user as one clear line and a documented exit status."""

from __future__ import annotations

from savepoint.exitcodes import EXIT_INTERNAL, EXIT_IOERR, EXIT_RETRY, EXIT_USAGE


class SavepointError(Exception):
    """Base class: `str(err)` is the one line the user sees; `exit_code` is the process status."""

    exit_code: int = EXIT_INTERNAL


class UsageError(SavepointError):
    """Bad input: malformed option, spec, config, unknown id. Nothing was changed."""

    exit_code = EXIT_USAGE


class StoreError(SavepointError):
    """The store cannot do what was asked (unreadable file, full disk, damaged object): an I/O
    failure of savepoint's own, exit 74 (EX_IOERR). The message says what is safe and what to run."""

    exit_code = EXIT_IOERR


class NoSpace(StoreError):
    """The filesystem of the store or the workspace is full (ENOSPC, SQLite's "disk is full")."""


class BudgetExceeded(StoreError):
    """A checkpoint would store more new data than its budget allows; nothing was copied. The
    budget is the user's setting: a usage error, exit 2."""

    exit_code = EXIT_USAGE


class LockedError(SavepointError):
    """Another savepoint process holds the workspace lock (try again later)."""

    exit_code = EXIT_RETRY
