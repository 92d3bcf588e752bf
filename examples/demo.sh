#!/usr/bin/env bash
# savepoint demo: a "training" run that corrupts its output and crashes the first time, is
# diagnosed (CORRUPTING), rolled back to its checkpoint and retried, and then succeeds.
# Self-contained: works in a temporary directory, leaves nothing behind.
set -euo pipefail

SAVEPOINT=${SAVEPOINT:-"python3 -m savepoint"}
DEMO=$(mktemp -d /tmp/savepoint-demo.XXXXXX)
trap 'rm -rf "$DEMO"' EXIT
# The history of a workspace is kept outside it, in your data folder (~/.local/share/savepoint);
# this demo keeps its own beside the project and removes both when it ends.
export SAVEPOINT_HOME="$DEMO/data"
mkdir "$DEMO/project"
cd "$DEMO/project"
say() { printf '\n\033[1m$ %s\033[0m\n' "$*"; }

mkdir -p data out
for i in 1 2 3; do echo "sample $i" > "data/part-$i.txt"; done
echo '{"epoch": 0, "acc": 0.10}' > out/metrics.json

cat > train.py <<'PY'
"""A tiny "training" script. On its first attempt it overwrites the previous model, writes a
half-finished metrics file, and crashes; the next attempt finishes properly."""
import json, os, pathlib, sys, time

state = pathlib.Path(os.environ["SAVEPOINT_STATE_DIR"])  # kept across attempts
runs = int((state / "runs").read_text()) + 1 if (state / "runs").exists() else 1
(state / "runs").write_text(str(runs))

for epoch in range(1, 4):
    print(f"epoch={epoch} loss={1.0 / epoch:.3f}", flush=True)
    time.sleep(0.1)
pathlib.Path("out/model.bin").write_bytes(os.urandom(1024))
if runs == 1:
    pathlib.Path("out/metrics.json").write_text('{"epoch": 3, "acc": ')   # truncated: corrupt
    pathlib.Path("data/part-2.txt").unlink()                               # and a lost input
    print("RuntimeError: CUDA error: an illegal memory access was encountered", file=sys.stderr)
    sys.exit(1)
pathlib.Path("out/metrics.json").write_text(json.dumps({"epoch": 3, "acc": 0.93}))
print("saved out/model.bin, acc=0.93")
PY

say savepoint init
$SAVEPOINT init

say "savepoint run --scope out/ --scope data/ --check 'json:out/metrics.json:acc >= 0.9' --backoff 0 -- python3 train.py"
set +e
$SAVEPOINT run --scope out/ --scope data/ --check 'json:out/metrics.json:acc >= 0.9' --backoff 0 \
    -- python3 train.py
status=$?
set -e
echo "(exit status $status)"

say savepoint list
$SAVEPOINT list

first_cp=$($SAVEPOINT list --json | python3 -c '
import json, sys
doc = json.load(sys.stdin)
items = doc if isinstance(doc, list) else doc.get("checkpoints", [])
print([c for c in items if c.get("kind") == "pre-run"][-1]["id"])')
say savepoint diff "$first_cp"
$SAVEPOINT diff "$first_cp"

say cat out/metrics.json
cat out/metrics.json; echo
ls data

[ "$status" -eq 0 ] || { echo "demo: expected the second attempt to succeed" >&2; exit 1; }
grep -q '"acc": 0.93' out/metrics.json
[ -f data/part-2.txt ]   # restored by the rollback before the retry
echo
echo "demo: the first attempt was diagnosed, rolled back and retried; the second succeeded."
