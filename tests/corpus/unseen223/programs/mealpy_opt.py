"""Minimise a benchmark function with a mealpy optimizer (mealpy logs each epoch)."""
import argparse
import numpy as np
from mealpy import FloatVar, GA, PSO

p = argparse.ArgumentParser()
p.add_argument("--algo", default="PSO")
p.add_argument("--epochs", type=int, default=20)
p.add_argument("--pop", type=int, default=30)
a = p.parse_args()
problem = {"obj_func": lambda x: np.sum(x ** 2) + 10 * np.sum(1 - np.cos(2 * np.pi * x)),
           "bounds": FloatVar(lb=(-5.12,) * 10, ub=(5.12,) * 10), "minmax": "min", "log_to": "console"}
model = {"PSO": PSO.OriginalPSO, "GA": GA.BaseGA}[a.algo](epoch=a.epochs, pop_size=a.pop)
g_best = model.solve(problem)
