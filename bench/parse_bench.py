"""Per-line cost of metric parsing (savepoint.monitor.metrics.LineParser) on a realistic log.

    python bench/parse_bench.py [--lines 100000] [--repeat 3] [--seed 1] [--src DIR]

The log is real program output: the excerpts of tests/corpus/ (training logs and failures of
every family: tables, tqdm bars, tracebacks, prose), each kept whole as a block (tables need their
header), blocks drawn at random until the log has --lines lines. Prints lines per second of one
LineParser fed the whole log (its CPU time), best of --repeat, and the same for the training logs alone.
`--src` times another checkout's parser on the same log (`git worktree add /tmp/old HEAD~3`,
then `--src /tmp/old/src`): before and after a change, on one machine, one after the other.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
_src = sys.argv[sys.argv.index("--src") + 1] if "--src" in sys.argv[:-1] else str(REPO / "src")
sys.path.insert(0, _src)

from savepoint.monitor.metrics import LineParser  # noqa: E402


def blocks(kinds: tuple[str, ...]) -> list[list[str]]:
    out = []
    for path in sorted((REPO / "tests" / "corpus").rglob("*.txt")):
        if not any(part in kinds for part in path.parts):
            continue
        body = path.read_text(encoding="utf-8").partition("\n---\n")[2]
        lines = body.splitlines()
        if lines:
            out.append(lines)
    return out


def make_log(kinds: tuple[str, ...], n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    pool = blocks(kinds)
    log: list[str] = []
    while len(log) < n:
        log.extend(rng.choice(pool))
    return log[:n]


def rate(log: list[str], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        parser = LineParser()
        t0 = time.process_time()  # CPU time: other work on a shared machine does not count
        for line in log:
            parser.parse(line)
        best = min(best, time.process_time() - t0)
    return len(log) / best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--src", help="the src/ folder whose parser to time (default: this checkout's)")
    args = ap.parse_args()
    for label, kinds in (("all output (metrics + failures)", ("metrics", "diagnosis")),
                         ("training logs only", ("metrics",))):
        log = make_log(kinds, args.lines, args.seed)
        chars = sum(len(line) for line in log) / len(log)
        r = rate(log, args.repeat)
        print(f"{label}: {len(log)} lines, {chars:.0f} chars/line: {r:,.0f} lines/s ({1e6 / r:.1f} us/line)")


if __name__ == "__main__":
    main()
