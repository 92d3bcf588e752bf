"""Fit y = a x + b by gradient descent; write OUT/model.json. Usage: fit.py OUT LR STEPS"""

import json
import os
import sys

out, lr, steps = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
with open("data/points.csv") as f:
    rows = [tuple(map(float, line.split(","))) for line in f.read().splitlines()[1:]]
a = b = 0.0
for step in range(steps):
    ga = sum(2 * (a * x + b - y) * x for x, y in rows) / len(rows)
    gb = sum(2 * (a * x + b - y) for x, y in rows) / len(rows)
    a, b = a - lr * ga, b - lr * gb
    loss = sum((a * x + b - y) ** 2 for x, y in rows) / len(rows)
    if step % 10 == 0:
        print(f"step={step} loss={loss:.6f}", flush=True)
os.makedirs(out, exist_ok=True)
with open(os.path.join(out, "model.json"), "w") as f:
    json.dump({"a": a, "b": b, "loss": loss}, f)
