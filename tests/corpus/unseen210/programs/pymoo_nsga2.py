import sys
from pymoo.algorithms.moo.nsga2 import NSGA2
from pymoo.algorithms.soo.nonconvex.ga import GA
from pymoo.problems import get_problem
from pymoo.optimize import minimize
name, pop, gens = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
algo = NSGA2(pop_size=pop) if sys.argv[4] == "nsga2" else GA(pop_size=pop)
minimize(get_problem(name), algo, ("n_gen", gens), seed=1, verbose=True)
