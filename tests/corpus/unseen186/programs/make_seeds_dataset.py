"""Write a synthetic stand-in for UCI's seeds_dataset.txt (no download here): 210 whitespace-separated
rows of 7 kernel measurements and a class label 1-3, like the original."""
import sys
import numpy as np

rng = np.random.default_rng(210)
centers = np.array([[14.3, 14.3, 0.88, 5.5, 3.2, 2.7, 5.1],
                    [18.3, 16.1, 0.88, 6.1, 3.7, 3.6, 6.0],
                    [11.9, 13.2, 0.85, 5.2, 2.9, 4.8, 5.1]])
with open(sys.argv[1], "w") as f:
    for label in (1, 2, 3):
        for _ in range(70):
            row = centers[label - 1] * rng.normal(1, 0.04, 7)
            f.write("\t".join(f"{v:.4g}" for v in row) + f"\t{label}\n")
