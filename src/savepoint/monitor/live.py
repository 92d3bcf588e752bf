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


class LiveView:
    def __init__(self, argv: list[str], started: float) -> None:
        from rich.console import Console
        from rich.live import Live

        self.argv = argv
        self.started = started
        self.console = Console(stderr=True)
        self.live = Live(console=self.console, refresh_per_second=4, transient=True,
                         redirect_stdout=False, redirect_stderr=False)
        self.notes: deque[str] = deque(maxlen=5)
        self.lock = threading.Lock()
        self.last_update = 0.0

    def start(self) -> None:
        self.live.start()

    def stop(self) -> None:
        self.live.stop()

    def echo(self, chunk: bytes) -> None:
        text = chunk.decode("utf-8", "replace").rstrip("\n")
        with self.lock:
            self.live.console.print(text, markup=False, highlight=False, soft_wrap=True)

    def note(self, msg: str) -> None:
        with self.lock:
            self.notes.append(msg)
            self.live.console.print(msg, style="bold yellow", markup=False, highlight=False)

    def update(self, sup: Any) -> None:
        now = time.monotonic()
        if now - self.last_update < 0.25:
            return
        self.last_update = now
        from rich.table import Table

        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold")
        table.add_column()
        table.add_row("running", " ".join(self.argv).replace("\n", " ")[:80])
        table.add_row("elapsed", format_duration(time.time() - self.started))
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
        with self.lock:
            self.live.update(table)
