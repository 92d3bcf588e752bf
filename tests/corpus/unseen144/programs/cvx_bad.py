import sys
import cvxpy as cp
import numpy as np
x = cp.Variable(5)
objective = {"maxsq": cp.Maximize(cp.sum(cp.square(x))), "log": cp.Minimize(cp.sum(cp.log(x)))}[sys.argv[1]]
prob = cp.Problem(objective, [cp.sum(x) == 1, x >= 0])
prob.solve(verbose=True)
