import sys, numpy as np
from mealpy import FloatVar, GA
def obj(x):
    if sys.argv[1:] == ["allnan"]: return float(np.log(-np.sum(x ** 2)))
    return float(np.sum(x ** 2) + (np.log(x[0]) if len(sys.argv) > 1 else 0.0))
problem = {"obj_func": obj, "bounds": FloatVar(lb=(-10.,) * 10, ub=(10.,) * 10), "minmax": "min"}
GA.BaseGA(epoch=15, pop_size=30).solve(problem, seed=1)
