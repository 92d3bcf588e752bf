# SciPy's linprog with the HiGHS solver (disp=True: HiGHS prints its own log) on a random feasible LP.
import sys
import numpy as np
from scipy.optimize import linprog
n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
rng = np.random.default_rng(0)
A = rng.random((n // 2, n)); b = A.sum(axis=1); c = rng.random(n) - 0.5
linprog(c, A_ub=A, b_ub=b, bounds=(0, 5), method="highs", options={"disp": True})
