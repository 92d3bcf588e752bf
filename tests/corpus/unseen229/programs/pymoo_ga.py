"""Run pymoo's single-objective GA on its bundled Rastrigin problem; minimize(verbose=True) prints pymoo's own table."""
from pymoo.algorithms.soo.nonconvex.ga import GA
from pymoo.optimize import minimize
from pymoo.problems import get_problem

minimize(get_problem("rastrigin", n_var=5), GA(pop_size=30), ("n_gen", 12), seed=2, verbose=True)
