import sys
import numpy as np
from pymoo.algorithms.soo.nonconvex.ga import GA
from pymoo.core.problem import ElementwiseProblem
from pymoo.optimize import minimize
class LogSphere(ElementwiseProblem):
    def __init__(self):
        super().__init__(n_var=5, n_obj=1, xl=-1.0, xu=1.0)
    def _evaluate(self, x, out, *args, **kwargs):
        out["F"] = np.log(np.sum(x ** 2) - float(sys.argv[1]))
minimize(LogSphere(), GA(pop_size=30), ("n_gen", int(sys.argv[2])), seed=1, verbose=True)
