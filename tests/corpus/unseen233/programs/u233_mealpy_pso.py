import numpy as np
from mealpy import FloatVar, PSO
problem = {"obj_func": lambda s: float(np.sum(np.abs(s)) + np.prod(np.abs(s))), "bounds": FloatVar(lb=(-5.,) * 6, ub=(5.,) * 6), "minmax": "min", "log_to": "console"}
PSO.OriginalPSO(epoch=12, pop_size=25).solve(problem, seed=7)
