"""The live view for a person watching a terminal: elapsed time, last metrics, CPU/RSS, anomalies.

Only used when stderr is a TTY; rich is imported here so the plain path never pays for it. The
task's output scrolls above the panel; everything goes to stderr (stdout belongs to --json).
"""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import Any

from savepoint.units import format_duration, format_size

ACTIVE: LiveView | None = None  # the view on screen, if any: where savepoint's own lines must go


def print_above(msg: str) -> bool:
    """Print `msg` above the live view if one is on screen (True), else do nothing (False)."""
    view = ACTIVE
    if view is None:
        return False
    view.above(msg)
    return True


class LiveView:
    def __init__(self, argv: list[str], started: float) -> None:
        # lazy imports (startup time): keep rich, colorsys, datetime off this module's import
        from rich.console import Console
        from rich.live import Live

        self.argv = argv
        self.started = started
        self.console = Console(stderr=True)
        # The panel starts with its first rows (an empty panel is a line too). savepoint's own lines
        # go through print_above(): written across the panel they left a stale "running ..." line.
        self.live = Live(self._table(None), console=self.console, refresh_per_second=4, transient=True,
                         redirect_stdout=False, redirect_stderr=False)
        self.notes: deque[str] = deque(maxlen=5)
        self.lock = threading.RLock()
        self.last_update = 0.0
        self.partial = b""  # output after the last newline: printed once its line is complete
        self.pending: list[str] = []  # savepoint's own lines waiting to be printed above the panel

    def start(self) -> None:
        global ACTIVE
        self.live.start()
        ACTIVE = self

    def stop(self) -> None:
        global ACTIVE
        ACTIVE = None
        with self.lock:
            if self.partial:
                self._print(self.partial)
                self.partial = b""
            self._flush()
        self.live.stop()

    def echo(self, chunk: bytes) -> None:
        # whole lines only: a chunk ending mid-line (or a lone newline) printed as it came would
        # leave a line broken in two, or a blank line, in the scrollback
        with self.lock:
            self._flush()
            *lines, self.partial = (self.partial + chunk).split(b"\n")
            if len(self.partial) > 1 << 16:  # a line that never ends: keep its latest state only
                self.partial = self.partial[-4096:]
            if lines:
                self._print(b"\n".join(lines))

    def _print(self, data: bytes) -> None:
        # a progress bar redraws its line with \r: the scrollback gets its final state only
        text = "\n".join(line.rsplit("\r", 1)[-1] if "\r" in line.rstrip("\r") else line.rstrip("\r")
                         for line in data.decode("utf-8", "replace").split("\n"))
        self.live.console.print(text, markup=False, highlight=False, soft_wrap=True)

    def above(self, msg: str) -> None:
        """A line of savepoint's own above the panel (not through it). Queued, not printed: the
        caller may be a signal handler that interrupted this thread half-way through drawing."""
        self.pending.append(msg)

    def _flush(self) -> None:
        while self.pending:  # the caller holds self.lock
            self.live.console.print(self.pending.pop(0), markup=False, highlight=False, soft_wrap=True)

    def note(self, msg: str) -> None:
        with self.lock:
            self.notes.append(msg)
            self.live.console.print(msg, style="bold yellow", markup=False, highlight=False)

    def update(self, sup: Any) -> None:
        now = time.monotonic()
        if now - self.last_update < 0.25:
            return
        self.last_update = now
        table = self._table(sup)
        with self.lock:
            self._flush()
            self.live.update(table)

    def _table(self, sup: Any) -> Any:
        # lazy import (startup time): keeps rich, colorsys, decimal off this module's import
        from rich.table import Table

        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold")
        table.add_column()
        table.add_row("running", " ".join(self.argv).replace("\n", " ")[:80])
        table.add_row("elapsed", format_duration(time.time() - self.started))
        if sup is None:
            return table
        samples = sup.execution.samples
        if samples:
            last = samples[-1]
            table.add_row("cpu / rss", f"{last['cpu']:.0f}%  {format_size(last['rss'])}  "
                                       f"children {int(last['children'])}")
        with sup.state.lock:
            metrics = list(sup.state.metrics.items())[-6:]
        if metrics:
            table.add_row("metrics", "  ".join(f"{k}={v:.4g}" for k, v in metrics))
        for msg in list(self.notes)[-3:]:
            table.add_row("anomaly", msg)
        if self.partial:  # a line still being drawn (a progress bar): its current state, here
            now = self.partial.decode("utf-8", "replace").rstrip("\r").rsplit("\r", 1)[-1].strip()
            if now:
                table.add_row("output", now[:100])
        return table
