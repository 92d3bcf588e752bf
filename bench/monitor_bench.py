"""Monitoring overhead and NaN detection latency (targets: <= 2 % of one core; abort < 200 ms).

    python bench/monitor_bench.py [--quiet-seconds 10] [--trials 20]

1. CPU share: savepoint's own CPU time (all its threads; the task's time is not ours) while it
   supervises a quiet task for N seconds, divided by the wall time: once for a silent `sleep`,
   once for a task printing a metric line every 0.5 s.
2. NaN latency: a task prints metric lines, records the time, then prints `loss=nan` and sleeps;
   measured from that time to the anomaly (detected) and to execute() returning (task stopped).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from savepoint.model import DetectorConfig
from savepoint.monitor import execute

QUIET_PRINTER = """
import sys, time
end = time.time() + {seconds}
i = 0
while time.time() < end:
    print(f"step={{i}} loss={{1.0 / (i + 1)}}", flush=True)
    i += 1
    time.sleep(0.5)
"""

NAN_TASK = """
import time
for i in range(20):
    print(f"step={{i}} loss={{1.0 / (i + 1)}}", flush=True)
    time.sleep(0.01)
with open({marker!r}, "w") as f:
    f.write(repr(time.time()))
print("step=20 loss=nan", flush=True)
time.sleep(60)
"""


def _cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def cpu_share(argv: list[str], tmp: Path, label: str) -> float:
    cpu0, wall0 = _cpu(), time.monotonic()
    ex = execute(argv, cwd=tmp, env=dict(os.environ), detectors=DetectorConfig(), log_dir=tmp / label,
                 workspace=tmp, echo=False)
    cpu, wall = _cpu() - cpu0, time.monotonic() - wall0
    share = cpu / wall * 100
    print(f"monitoring CPU share, {label}: {share:.2f}% of one core "
          f"({cpu * 1000:.0f} ms CPU over {wall:.1f} s, {len(ex.samples)} samples)")
    return share


def nan_latency(tmp: Path, trials: int) -> tuple[list[float], list[float]]:
    detect: list[float] = []
    stopped: list[float] = []
    for i in range(trials):
        marker = tmp / f"nan-{i}"
        script = tmp / f"nan-{i}.py"
        script.write_text(NAN_TASK.format(marker=str(marker)))
        ex = execute([sys.executable, str(script)], cwd=tmp, env=dict(os.environ), detectors=DetectorConfig(),
                     log_dir=tmp / f"nan-log-{i}", echo=False)
        done = time.time()
        printed = float(marker.read_text())
        assert ex.aborted_by == "nan", ex.anomalies
        detect.append((ex.anomalies[0].time - printed) * 1000)
        stopped.append((done - printed) * 1000)
    return detect, stopped


def _summary(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, max {max(values):.1f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quiet-seconds", type=float, default=10.0)
    ap.add_argument("--trials", type=int, default=20)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="savepoint-monitor-bench-") as d:
        tmp = Path(d)
        cpu_share(["sleep", str(args.quiet_seconds)], tmp, "silent task")
        printer = tmp / "printer.py"
        printer.write_text(QUIET_PRINTER.format(seconds=args.quiet_seconds))
        cpu_share([sys.executable, str(printer)], tmp, "a metric line every 0.5 s")
        detect, stopped = nan_latency(tmp, args.trials)
        print(f"NaN detection latency (line printed -> anomaly), {args.trials} trials: {_summary(detect)}")
        print(f"NaN abort latency (line printed -> task stopped, execute() returned): {_summary(stopped)}")


if __name__ == "__main__":
    main()
