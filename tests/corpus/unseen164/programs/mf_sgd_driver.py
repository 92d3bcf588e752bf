# Driver for albertauyeung/matrix-factorization-in-python's mf.py (class MF): the README's rating matrix,
# MF.train() prints its own "Iteration: N ; error = X" lines. Usage: python mf_sgd_driver.py ALPHA BETA ITERATIONS
import sys
import numpy as np
from mf import MF

R = np.array([
    [5, 3, 0, 1],
    [4, 0, 0, 1],
    [1, 1, 0, 5],
    [1, 0, 0, 4],
    [0, 1, 5, 4],
])
alpha, beta, iterations = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
mf = MF(R, K=2, alpha=alpha, beta=beta, iterations=iterations)
mf.train()
