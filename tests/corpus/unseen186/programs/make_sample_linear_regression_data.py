"""Write a synthetic stand-in for Spark's data/mllib/sample_linear_regression_data.txt (not in the
pyspark wheel): 501 LIBSVM lines, a label and 10 features in [-1, 1], like the original."""
import sys
import numpy as np

rng = np.random.default_rng(7)
w = rng.normal(0, 1, 10)
with open(sys.argv[1], "w") as f:
    for _ in range(501):
        x = rng.uniform(-1, 1, 10)
        y = float(x @ w + rng.normal(0, 10))
        f.write(f"{y} " + " ".join(f"{i + 1}:{v}" for i, v in enumerate(x)) + "\n")
