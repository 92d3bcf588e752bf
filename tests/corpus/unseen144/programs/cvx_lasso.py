import sys
import cvxpy as cp
import numpy as np
rng = np.random.default_rng(0)
A, b = rng.standard_normal((60, 30)), rng.standard_normal(60)
x = cp.Variable(30)
prob = cp.Problem(cp.Minimize(cp.sum_squares(A @ x - b) + 0.5 * cp.norm1(x)), [x >= -1, x <= 1])
prob.solve(solver=sys.argv[1], verbose=True)
print("status:", prob.status, "optimal value:", prob.value)
