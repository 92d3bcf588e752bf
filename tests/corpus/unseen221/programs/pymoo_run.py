import sys
from pymoo.algorithms.moo.nsga2 import NSGA2
from pymoo.algorithms.soo.nonconvex.ga import GA
from pymoo.optimize import minimize
from pymoo.problems import get_problem
if sys.argv[1] == "nsga2":
    minimize(get_problem("zdt1"), NSGA2(pop_size=40), ("n_gen", 25), seed=1, verbose=True)
else:
    minimize(get_problem(sys.argv[1]), GA(pop_size=30), ("n_gen", 25), seed=1, verbose=True)
