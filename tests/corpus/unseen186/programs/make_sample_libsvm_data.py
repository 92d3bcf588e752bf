"""Write a synthetic stand-in for Spark's data/mllib/sample_libsvm_data.txt (not in the pyspark
wheel): 100 LIBSVM lines, a 0/1 label and sparse pixel-like features among 692, like the original."""
import sys
import numpy as np

rng = np.random.default_rng(100)
with open(sys.argv[1], "w") as f:
    for _ in range(100):
        label = int(rng.integers(0, 2))
        idx = np.sort(rng.choice(np.arange(1, 693), 120, replace=False))
        vals = rng.integers(1, 256, idx.size) + (40 if label else 0) * (idx > 346)
        f.write(f"{label} " + " ".join(f"{i}:{min(v, 255)}" for i, v in zip(idx, vals)) + "\n")
