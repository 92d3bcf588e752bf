"""`python -m savepoint` and the `savepoint` command."""

from __future__ import annotations

import contextlib
import io
import os
import sys
from typing import Any, NoReturn


def main() -> Any:
    # An agent runs `savepoint hook` around every tool call, reads included: answer the calls that
    # need nothing before importing the command line parser.
    if sys.argv[1:2] == ["hook"] and not {"-h", "--help", "--stop"} & set(sys.argv[2:]):
        # lazy import (startup time): keeps hook/, json off this module's import
        from savepoint.hook import fast_main

        text = sys.stdin.read()
        code = fast_main(sys.argv[2:], text)
        if code is not None:
            return code
        sys.stdin = io.StringIO(text)
    # lazy import (startup time): keeps click, cli/, ast off this module's import
    from savepoint.cli import main as cli_main

    return cli_main()


def entry() -> NoReturn:
    """The `savepoint` command and `python -m savepoint`: `main()`, then `exit_now` (in-process
    callers of `main()` get its return value or SystemExit as before)."""
    try:
        result = main()
    except SystemExit as e:
        exit_now(e.code)
    exit_now(result if isinstance(result, int) else None)


def exit_now(code: str | int | None) -> NoReturn:
    """End the process as `sys.exit(code)` would, without tearing the interpreter down: freeing a
    large workspace's manifests and stat cache object by object costs 0.1-0.4 s after the work
    is done (measured after a rolled-back run in 20,000 files). What an exit must still do is
    done first: atexit handlers run, stdout and stderr are flushed; a thread still working (not
    a daemon) gets the ordinary exit, which waits for it."""
    # lazy import (startup time): atexit and threading are needed only here, at the very end
    import atexit
    import threading

    if any(t.is_alive() and not t.daemon for t in threading.enumerate() if t is not threading.main_thread()):
        sys.exit(code)
    atexit._run_exitfuncs()
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # sys.exit("message"): printed to stderr, status 1, as Python does
        print(code, file=sys.stderr)
        status = 1
    for stream in (sys.stdout, sys.stderr):
        # nobody reads it any more (a closed pipe): nothing to lose
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(status)


if __name__ == "__main__":
    entry()
