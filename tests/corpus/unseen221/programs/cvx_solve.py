import sys
import numpy as np
import cvxpy as cp
solver, n = sys.argv[1], int(sys.argv[2])
rng = np.random.default_rng(0)
A = rng.normal(size=(n, n // 2)); b = rng.normal(size=n)
x = cp.Variable(n // 2)
prob = cp.Problem(cp.Minimize(cp.sum_squares(A @ x - b) + 0.1 * cp.norm1(x)), [x >= -1, x <= 1])
prob.solve(solver=solver, verbose=True)
print(prob.status, prob.value)
