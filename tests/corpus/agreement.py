"""How far two careful readers of the same excerpts agree, following the same written convention.

    python tests/corpus/agreement.py [-v] [READING.json]

A second reader, shown neither the first's labels nor savepoint's code, labelled the excerpts of
rounds 19 and 20 again (second_reading.json, the default: each case's `expect`, `absent` and `step`);
another, of rounds 67 and 68 (second_reading_67_68.json); another, of rounds 75 and 76
(second_reading_75_76.json); another, of rounds 87 and 88 (second_reading_87_88.json); another, of
rounds 92 and 95 (second_reading_92_95.json); another, of rounds 102 and 107 (second_reading_102_107.json);
another, of rounds 112 and 114 (second_reading_112_114.json); another, of rounds 119 and 126
(second_reading_119_126.json).
Prints,
for diagnosis, how often both name the same rule; for metrics, how often they do not contradict
each other (a name one expects and the other marks absent, or expects none; another value; another
step for the same first metric), how often they are identical, and how the second reader's list
scores when graded as savepoint is (every name the first expects must be there, with its value).
Runs nothing."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from replay import _pairs, _same  # the replay's reading of `expect:` (`none` reads as no pair)

HERE = Path(__file__).resolve().parent


def _fields(path: Path) -> dict[str, str]:
    head = path.read_text(encoding="utf-8").partition("\n---\n")[0]
    return dict(line.split(": ", 1) for line in head.splitlines() if ": " in line)


def _absent(fields: dict[str, str]) -> set[str]:
    return {k.strip() for k in fields.get("absent", "").split(";") if k.strip()}


def _conflicts(a: dict[str, str], b: dict[str, str]) -> list[str]:
    ea, eb = _pairs(a["expect"]), _pairs(b["expect"])
    found = []
    for mine, theirs, them in ((ea, eb, b), (eb, ea, a)):
        found += [f"{n}: expected by one, absent for the other" for n in mine if n in _absent(them)]
        if mine and not theirs and them["expect"].strip() == "none":
            found.append(f"none vs {sorted(mine)}")
    found += [f"{n}: {ea[n]} vs {eb[n]}" for n in set(ea) & set(eb) if not _same(ea[n], eb[n])]
    if a.get("step") and b.get("step") and ea and eb and next(iter(ea)) == next(iter(eb)) \
            and a["step"].strip() != b["step"].strip():
        found.append(f"step {a['step']} vs {b['step']}")
    return found


def _as_savepoint(reader: dict[str, str], truth: dict[str, str]) -> bool:
    """`reader`'s list graded as replay.py grades savepoint's reading against `truth`."""
    read, expected = _pairs(reader["expect"]), _pairs(truth["expect"])
    if not expected and truth["expect"].strip() == "none":
        return not read
    return all(n in read and _same(read[n], v) for n, v in expected.items()) and not (_absent(truth) & set(read))


def main() -> int:
    files = [a for a in sys.argv[1:] if a != "-v"]
    second = json.loads((HERE / (files[0] if files else "second_reading.json")).read_text(encoding="utf-8"))
    same_rule, diag, calm, identical, graded, logs = 0, 0, 0, 0, 0, 0
    for rel, b in sorted(second.items()):
        a = _fields(HERE / rel)
        if "/diagnosis/" in rel:
            diag += 1
            norm = lambda text: {x.strip() if ":" in x else f"default:{x.strip()}" for x in text.split("|")}  # noqa: E731
            agree = bool(norm(a["expect"]) & norm(b["expect"]))
            same_rule += agree
            if not agree and "-v" in sys.argv:
                print(f"  D {rel}: {a['expect']} vs {b['expect']}")
            continue
        logs += 1
        found = _conflicts(a, b)
        calm += not found
        identical += not found and set(_pairs(a["expect"])) == set(_pairs(b["expect"])) \
            and a.get("step", "").strip() == b.get("step", "").strip()
        graded += _as_savepoint(b, a)
        if found and "-v" in sys.argv:
            print(f"  M {rel}: {'; '.join(found)}")
    print(f"diagnosis: the same rule {same_rule}/{diag}")
    print(f"metrics: no contradiction {calm}/{logs}; identical {identical}/{logs}; "
          f"the second reading graded as savepoint is {graded}/{logs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
