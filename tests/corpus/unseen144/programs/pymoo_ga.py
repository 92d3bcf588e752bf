import sys
from pymoo.algorithms.soo.nonconvex.ga import GA
from pymoo.optimize import minimize
from pymoo.problems import get_problem
res = minimize(get_problem(sys.argv[1], n_var=10), GA(pop_size=50), ("n_gen", int(sys.argv[2])), seed=1, verbose=True)
