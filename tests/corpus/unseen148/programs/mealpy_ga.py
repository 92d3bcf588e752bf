import sys, numpy as np
from mealpy import FloatVar, GA, PSO
def objective(solution):
    return np.sum(solution ** 2) if sys.argv[2] == "sphere" else np.log(np.sum(solution))
problem = {"obj_func": objective, "bounds": FloatVar(lb=(-10.,) * 10, ub=(10.,) * 10), "minmax": "min", "log_to": "console"}
model = GA.BaseGA(epoch=int(sys.argv[3]), pop_size=50) if sys.argv[1] == "GA" else PSO.OriginalPSO(epoch=int(sys.argv[3]), pop_size=50)
g_best = model.solve(problem)
print(f"Solution: {g_best.solution}, Fitness: {g_best.target.fitness}")
