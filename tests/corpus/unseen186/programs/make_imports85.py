"""Write a synthetic stand-in for UCI's imports-85.data (no download here): a header row and
the columns a script selects (symboling, length, width, height), 205 rows like the original."""
import csv, sys
import numpy as np

rng = np.random.default_rng(85)
with open(sys.argv[1], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["symboling", "make", "length", "width", "height"])
    for _ in range(205):
        length = rng.normal(174.0, 12.3)
        width = rng.normal(65.9, 2.1)
        height = rng.normal(53.7, 2.4)
        symboling = int(np.clip(round(3 - 0.08 * (height - 50) + rng.normal(0, 1)), -2, 3))
        w.writerow([symboling, "x", round(length, 1), round(width, 1), round(height, 1)])
