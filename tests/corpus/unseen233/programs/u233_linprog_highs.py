import numpy as np
from scipy.optimize import linprog
rng = np.random.default_rng(0)
A = rng.uniform(0, 1, (60, 40)); b = A.sum(1); c = -rng.uniform(0, 1, 40)
print(linprog(c, A_ub=A, b_ub=b, bounds=(0, None), method="highs", options={"disp": True}).status)
