"""Make a small data set: data/points.csv (x, y with y = 3x + 1 + noise)."""

import os
import random

random.seed(7)
os.makedirs("data", exist_ok=True)
with open("data/points.csv.tmp", "w") as f:
    f.write("x,y\n")
    for _ in range(200):
        x = random.uniform(-1, 1)
        f.write(f"{x:.5f},{3 * x + 1 + random.gauss(0, 0.1):.5f}\n")
os.replace("data/points.csv.tmp", "data/points.csv")
print("rows=200")
