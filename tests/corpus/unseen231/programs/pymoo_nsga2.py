import sys
from pymoo.algorithms.moo.nsga2 import NSGA2
from pymoo.optimize import minimize
from pymoo.problems import get_problem
res = minimize(get_problem(sys.argv[1]), NSGA2(pop_size=int(sys.argv[2])), ("n_gen", int(sys.argv[3])), seed=1, verbose=True)
