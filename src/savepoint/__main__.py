"""`python -m savepoint` and the `savepoint` command."""

from __future__ import annotations

import io
import sys
from typing import Any


def main() -> Any:
    # An agent runs `savepoint hook` around every tool call, reads included: answer the calls that
    # need nothing before importing the command line parser.
    if sys.argv[1:2] == ["hook"] and not {"-h", "--help"} & set(sys.argv[2:]):
        # lazy import (startup time): keeps hook/, json off this module's import
        from savepoint.hook import fast_main

        text = sys.stdin.read()
        if fast_main(sys.argv[2:], text):
            return 0
        sys.stdin = io.StringIO(text)
    # lazy import (startup time): keeps click, cli/, ast off this module's import
    from savepoint.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    main()
