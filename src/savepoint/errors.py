"""Errors that reach the user as one clear line and a documented exit status."""

from __future__ import annotations

from savepoint.model import EXIT_INTERNAL, EXIT_RETRY, EXIT_USAGE


class SavepointError(Exception):
    """Base class: `str(err)` is the one line the user sees; `exit_code` is the process status."""

    exit_code: int = EXIT_INTERNAL


class UsageError(SavepointError):
    """Bad input: malformed option, spec, config, unknown id. Nothing was changed."""

    exit_code = EXIT_USAGE


class StoreError(SavepointError):
    """The store cannot do what was asked (unreadable file, full disk, damaged object)."""

    exit_code = EXIT_USAGE


class BudgetExceeded(StoreError):
    """A checkpoint would store more new data than its budget allows; nothing was copied."""


class LockedError(SavepointError):
    """Another savepoint process holds the workspace lock (try again later)."""

    exit_code = EXIT_RETRY
