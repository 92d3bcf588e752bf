import numpy as np
from mealpy import FloatVar, DE
def objective(solution):
    return np.float64(1.0) / np.float64(0.0) * np.sum(np.abs(solution))  # divides by zero: inf for every solution
problem = {"obj_func": objective, "bounds": FloatVar(lb=(-5.,) * 5, ub=(5.,) * 5), "minmax": "min", "log_to": "console"}
g_best = DE.OriginalDE(epoch=15, pop_size=20).solve(problem)
