"""Check a corpus round's format before anyone runs savepoint on it (it runs nothing itself).

    python tests/corpus/check_round.py tests/corpus/unseenN [OTHER_ROUND_DIR...]

Headers, rule names, `name=value` pairs, steps, and the sources: each a public page (a GitHub issue
or pull request, a forum or Q&A thread) no other round of tests/corpus/ cites (nor the OTHER_ROUND_DIRs
being collected at the same time), one case per page; or, for a real run (a `run:` header), the public
address of the program that was run, one case per program and command line. How a round is
collected: tests/corpus/COLLECTING.md.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RULES = {"not-executable", "missing-module", "import-name", "syntax-error", "cannot-open-file", "usage-error",
         "timeout", "tempfail", "shared-memory", "worker-killed", "oom", "disk-full", "preempted", "http-retryable",
         "rate-limit", "distributed-timeout", "network", "dns", "nan", "unclassified"}


def thread(source: str) -> str:
    """A thread's address as GitHub resolves it: any case, an issue's or a pull request's number alike
    (and a page's without its `#anchor`: one case per page, not per answer)."""
    return source.lower().partition("#")[0].replace("/pull/", "/issues/").rstrip("/")


def key(fields: dict[str, str]) -> str:
    """What one case may cite once: its page, or for a real run its program and command line."""
    run = fields.get("run", "").strip()
    return thread(fields.get("source", "")) + (f" $ {run}" if run else "")


def header(path: Path) -> tuple[dict[str, str], str]:
    head, sep, body = path.read_text(encoding="utf-8").partition("\n---\n")
    return dict(line.split(": ", 1) for line in head.splitlines() if ": " in line), body if sep else ""


def cited(rounds: list[Path]) -> set[str]:
    return {key(header(p)[0]) for r in rounds for p in r.glob("*/*/*.txt")}


def check(root: Path, others: list[Path]) -> list[str]:
    root = root.resolve()
    earlier = [HERE, *(p for p in HERE.iterdir() if p.is_dir() and p != root and (p / "metrics").is_dir())]
    used = cited(earlier) | cited(others)
    problems: list[str] = []
    seen: dict[str, Path] = {}
    for path in sorted(root.glob("*/*/*.txt")):
        fields, body = header(path)
        kind = path.parent.parent.name
        say = lambda msg, p=path: problems.append(f"{p}: {msg}")  # noqa: E731
        if not body.strip():
            say("no `---` line or no output after it")
        source = key(fields)
        if not source.startswith("https://"):
            say("source must be a public https:// address (the thread, or the program that was run)")
        if "run" in fields and not fields["run"].strip():
            say("run: is the command line that was run")
        if source in used:
            say(f"already cited by another round: {source}")
        if source in seen:
            say(f"cited twice in this round (also {seen[source]})")
        seen[source] = path
        if fields.get("split") != "heldout":
            say("split must be heldout")
        if fields.get("stream") not in ("stdout", "stderr"):
            say("stream must be stdout or stderr")
        if not re.fullmatch(r"exit \d+|signal [A-Z]+", fields.get("status", "")):
            say("status must be 'exit N' or 'signal NAME'")
        expect = fields.get("expect", "")
        if kind == "diagnosis":
            for alternative in expect.split("|"):
                if alternative.removeprefix("default:") not in RULES:
                    say(f"unknown rule {alternative!r}")
            if fields.get("status") == "exit 0":
                say("a failure does not exit 0")
        elif kind == "metrics":
            for pair in ([] if expect == "none" else expect.split(";")):
                name, eq, value = pair.strip().rpartition("=")
                if not (eq and name and re.fullmatch(r"[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|nan|inf)", value, re.I)):
                    say(f"not a name=number pair: {pair!r}")
            if "step" in fields and not re.fullmatch(r"-?\d+", fields["step"]):
                say("step must be an integer")
            if "step" in fields and expect == "none":
                say("a step is that of the first metric expected: with expect: none, leave it out")
        else:
            say("a case lives under diagnosis/ or metrics/")
    return problems


if __name__ == "__main__":
    problems = check(Path(sys.argv[1]), [Path(p) for p in sys.argv[2:]])
    print("\n".join(problems) or "no problems")
    sys.exit(1 if problems else 0)
