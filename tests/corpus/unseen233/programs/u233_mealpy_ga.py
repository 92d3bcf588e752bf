import sys
import numpy as np
from mealpy import FloatVar, GA
obj = sys.argv[1] if len(sys.argv) > 1 else "sphere"
def fit(s):
    return float(np.sum(s ** 2)) if obj == "sphere" else float(np.sum(np.log(s)))
problem = {"obj_func": fit, "bounds": FloatVar(lb=(-10.,) * 5, ub=(10.,) * 5), "minmax": "min", "log_to": "console"}
GA.BaseGA(epoch=15, pop_size=20).solve(problem, seed=1)
