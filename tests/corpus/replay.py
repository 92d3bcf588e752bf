"""Replay the corpus of real program output through the real `savepoint run`.

    python tests/corpus/replay.py [-v] [-q] [-j JOBS] [--blind | --unseen | --corpus DIR]
                                  [--split heldout|dev|first] [FAMILY...]

Each case in tests/corpus/{diagnosis,metrics}/FAMILY/*.txt is an excerpt of what a real training or
data job printed (the source URL is in its first line). A task (emit.py) prints the excerpt and
ends as the original did; savepoint runs it in a fresh workspace. A diagnosis case is right when
the rule savepoint names is the expected one; a metrics case is right when every expected metric
was read with its value (and step), and none of the `absent` names was read as a metric.
Prints the accuracy per family and overall; exit status 1 below --min (default 95 %). Then the
verdict, what the metrics are read for: of the logs whose loss (or the metric `step:` watches) goes
NaN/Inf, how many runs savepoint stopped; of the others, how many it left alone (no metric's
finding aborted them).

`split:` in a case's header says when it was collected: no split, the first corpus (written with
the parser); `dev`, the second one, that the parser was improved on; `heldout`, collected with it
and written down before the parser changes of that round, then not looked at case by case until
the end (its score is the honest one). `-q` prints the totals only (how a held-out set is measured
without reading its failures).

`step:` is the step of the last point of the first expected metric, or, when that metric is
expected NaN/Inf, of its first non-finite point (the one that stops the run). The metrics of an
aborted run are those at its abort: that record's, not the lines printed after it (savepoint
freezes them there, so no expectation depends on how fast the task was stopped).

`--blind` replays tests/corpus/blind/ instead: a third round, collected and written down before the
parser was looked at, kept apart from the corpus above (its own dev and heldout halves). An
`expect:` of a diagnosis case may name alternatives (`default:rate-limit|default:http-retryable`)
where two rules of the same severity describe the failure equally well; a bare rule name
(`unclassified`) is the default rule of that name.

`--unseen` replays tests/corpus/unseen/: a fourth round (40 failures, 40 logs), collected from
public trackers and written down without reading the parser or the rules' code, all `heldout`;
its first replay is the honest figure (docs/diagnosis.md). `--corpus DIR` replays any directory
laid out the same way (DIR/{diagnosis,metrics}/FAMILY/*.txt).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BLIND = HERE / "blind"
UNSEEN = HERE / "unseen"
SRC = HERE.parent.parent / "src"


@dataclass
class Case:
    path: Path
    kind: str  # diagnosis | metrics
    family: str
    fields: dict[str, str]
    ok: bool = False

    @property
    def split(self) -> str:
        return self.fields.get("split", "first")
    got: str = ""
    detail: list[str] = field(default_factory=list)
    should_stop: bool = False  # a metrics case whose run a careful reader would stop (verdict())
    stopped: bool = False  # savepoint stopped it on a metric's finding


def load(families: list[str] | None = None, split: str | None = None, root: Path = HERE) -> list[Case]:
    cases = []
    for path in sorted(root.glob("*/*/*.txt")):
        kind, family = path.parent.parent.name, path.parent.name
        if families and family not in families:
            continue
        head = path.read_text(encoding="utf-8").partition("\n---\n")[0]
        fields = dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)
        case = Case(path, kind, family, fields)
        if split is None or case.split == split:
            cases.append(case)
    return cases


def _savepoint(args: list[str], cwd: Path, home: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env["SAVEPOINT_HOME"] = home  # (each case's store goes with it: thousands of replays leave none behind)
    env["PYTHONPATH"] = os.pathsep.join([str(SRC), *filter(None, [env.get("PYTHONPATH")])])
    for name in ("SAVEPOINT_STORE", "SAVEPOINT_WORKSPACE"):
        env.pop(name, None)
    return subprocess.run([sys.executable, "-m", "savepoint", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def _pairs(text: str) -> dict[str, float]:
    out: dict[str, float] = {}
    for item in text.split(";"):
        if "=" in item:
            key, _, value = item.strip().rpartition("=")
            out[key.strip()] = float(value)
    return out


def _same(a: float, b: float) -> bool:
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b or abs(a - b) <= 1e-9 * max(abs(a), abs(b))


def _should_stop(expected: dict[str, float], watch: list[str]) -> bool:
    """A run that goes NaN/Inf in the metric watched (`--watch`, given with a `step:`), or without
    one in a loss-like metric, or the Hugging Face Trainer's hidden NaN (a loss of 0 next to a
    non-finite norm)."""
    bad = [k for k, v in expected.items() if not math.isfinite(v)]
    if watch:
        return watch[0] in bad or (expected.get(watch[0]) == 0 and "loss" in watch[0].lower()
                                   and any("norm" in k.lower() for k in bad))
    if any("loss" in k.lower() for k in bad):
        return True
    return any(v == 0 and "loss" in k.lower() for k, v in expected.items()) and any("norm" in k.lower() for k in bad)


def verdict(cases: list[Case]) -> tuple[int, int, int, int]:
    """What the metrics are read for: (runs stopped, runs to stop, runs left alone, runs to leave)."""
    mine = [c for c in cases if c.kind == "metrics" and c.got and not c.got.startswith("no report")]
    stop = [c for c in mine if c.should_stop]
    keep = [c for c in mine if not c.should_stop]
    return sum(c.stopped for c in stop), len(stop), sum(not c.stopped for c in keep), len(keep)


def run_case(case: Case) -> Case:
    with tempfile.TemporaryDirectory(prefix="sp-corpus-") as tmp, tempfile.TemporaryDirectory(prefix="sp-corpus-home-") as home:
        ws = Path(tmp)
        task = [sys.executable, str(HERE / "emit.py"), str(case.path)]
        if case.kind == "diagnosis":
            res = _savepoint(["run", "--retries", "0", "--json", "--", *task], ws, home)
            try:
                outcome = json.loads(res.stdout)
                diagnosis = outcome["attempts"][-1].get("diagnosis") or {}
                case.got = diagnosis.get("rule") or f"no diagnosis ({outcome.get('status')})"
            except (ValueError, KeyError, IndexError):
                case.got = f"no outcome: {res.stderr.strip()[-300:]}"
            # a bare rule name means the default rule of that name (`unclassified`, `oom`)
            case.ok = case.got in {e if ":" in e else f"default:{e}" for e in case.fields["expect"].split("|")}
            return case
        expected = {} if case.fields["expect"] == "none" else _pairs(case.fields["expect"])
        step = case.fields.get("step")
        if not expected:
            step = None  # (a step is that of the first metric expected: with none, there is nothing to place)
        watch = ["--watch", next(iter(expected))] if step else []
        _savepoint(["run", "--retries", "0", "--json", *watch, "--", *task], ws, home)
        res = _savepoint(["report", "last", "--json"], ws, home)
        try:
            attempt = json.loads(res.stdout)["attempts"][-1]
        except (ValueError, KeyError, IndexError):
            case.got = f"no report: {res.stderr.strip()[-300:]}"
            return case
        metrics: dict[str, float] = attempt.get("metrics") or {}
        case.should_stop = _should_stop(expected, watch[1:])
        case.stopped = any(a.get("action") == "abort" and a.get("metric") for a in attempt.get("anomalies") or [])
        case.got = ", ".join(f"{k}={v}" for k, v in metrics.items()) or "no metric"
        problems = []
        if not expected and metrics:
            problems.append("read metrics from prose")
        for key, value in expected.items():
            if key not in metrics:
                problems.append(f"missing {key}")
            elif not _same(float(metrics[key]), value):
                problems.append(f"{key}={metrics[key]} (expected {value})")
        for key in filter(None, (k.strip() for k in case.fields.get("absent", "").split(";"))):
            if key in metrics:
                problems.append(f"{key} should not be a metric")
        if step:
            first = next(iter(expected))
            points = (attempt.get("series") or {}).get(first) or []
            if not math.isfinite(expected[first]):
                # the step of the first NaN: the point that aborts the run (whether lines printed
                # after it were read before the task was stopped depends on timing)
                points = [p for p in points if not math.isfinite(float(p[1]))][:1]
            if not points or int(points[-1][0]) != int(step):
                problems.append(f"step {points[-1][0] if points else None} (expected {step})")
        case.detail = problems
        case.ok = not problems
        return case


def report(cases: list[Case], verbose: bool = False, quiet: bool = False) -> dict[str, float]:
    """Print per-family and overall accuracy; return {kind: accuracy}."""
    totals: dict[str, float] = {}
    for kind in ("diagnosis", "metrics"):
        mine = [c for c in cases if c.kind == kind]
        if not mine:
            continue
        print(f"{kind}:")
        for family in ([] if quiet else sorted({c.family for c in mine})):
            fam = [c for c in mine if c.family == family]
            right = sum(c.ok for c in fam)
            print(f"  {family:22s} {right:3d}/{len(fam):<3d} {100 * right / len(fam):5.1f} %")
            for c in fam:
                if not c.ok or verbose:
                    mark = "ok " if c.ok else "BAD"
                    print(f"    {mark} {c.path.name}: {c.got}" + (f" [{'; '.join(c.detail)}]" if c.detail else "")
                          + ("" if c.ok or c.kind != "diagnosis" else f" (expected {c.fields['expect']})"))
        right = sum(c.ok for c in mine)
        totals[kind] = right / len(mine)
        print(f"  {'all':22s} {right:3d}/{len(mine):<3d} {100 * totals[kind]:5.1f} %")
    if any(c.kind == "metrics" for c in cases):
        stopped, stop, alone, keep = verdict(cases)
        print(f"verdict: {stopped + alone}/{stop + keep} (stopped {stopped}/{stop} runs gone NaN/Inf, "
              f"left {alone}/{keep} others alone)")
        for c in cases:
            if c.kind == "metrics" and c.should_stop != c.stopped and not quiet:
                print(f"    BAD {c.path.parent.name}/{c.path.name}: {'not stopped' if c.should_stop else 'stopped'}")
    return totals


def replay(families: list[str] | None = None, jobs: int = 4, split: str | None = None,
           root: Path = HERE) -> list[Case]:
    cases = load(families, split, root)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(run_case, cases))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("families", nargs="*")
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("-q", "--quiet", action="store_true", help="the totals only")
    parser.add_argument("-j", "--jobs", type=int, default=4)
    parser.add_argument("--split", choices=("first", "dev", "heldout"), help="only the cases of this split")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--blind", action="store_true", help="replay the third round (tests/corpus/blind/)")
    where.add_argument("--unseen", action="store_true", help="replay the fourth round (tests/corpus/unseen/)")
    where.add_argument("--corpus", type=Path, metavar="DIR", help="replay DIR/{diagnosis,metrics}/FAMILY/*.txt")
    parser.add_argument("--min", type=float, default=95.0, help="minimum accuracy in percent")
    args: Any = parser.parse_args(argv)
    root = args.corpus.resolve() if args.corpus else BLIND if args.blind else UNSEEN if args.unseen else HERE
    if not any(root.glob("*/*/*.txt")):
        parser.error(f"no case files under {root}/{{diagnosis,metrics}}/FAMILY/")
    totals = report(replay(args.families or None, args.jobs, args.split, root), args.verbose, args.quiet)
    return 0 if all(v * 100 >= args.min for v in totals.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
