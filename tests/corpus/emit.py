"""Print one corpus case's output as the original program did, then end as it ended.

    python emit.py CASE.txt

The case file holds a header (`stream: stdout|stderr`, `status: exit N` or `status: signal NAME`),
a line `---`, then the output. Used by replay.py as the task under `savepoint run`.
"""

from __future__ import annotations

import os
import signal
import sys
import time


def main(path: str) -> None:
    with open(path, encoding="utf-8") as f:
        head, _, body = f.read().partition("\n---\n")
    fields = dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)
    out = sys.stderr if fields.get("stream", "stderr") == "stderr" else sys.stdout
    for line in body.splitlines():
        out.write(line + "\n")
        out.flush()
    time.sleep(0.05)  # the lines reach the reader before the exit, as in a real run
    how, _, what = fields.get("status", "exit 1").partition(" ")
    if how == "signal":
        sys.stdout.flush()
        if what not in ("KILL", "STOP"):  # (those two have no handler to reset: signal() refuses them)
            signal.signal(getattr(signal, "SIG" + what), signal.SIG_DFL)
        os.kill(os.getpid(), getattr(signal, "SIG" + what))
        time.sleep(5)
    sys.exit(int(what))


if __name__ == "__main__":
    main(sys.argv[1])
