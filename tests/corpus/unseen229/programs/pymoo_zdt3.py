"""Run pymoo's NSGA-II on its bundled ZDT3 problem; minimize(verbose=True) prints pymoo's own generation table."""
from pymoo.algorithms.moo.nsga2 import NSGA2
from pymoo.optimize import minimize
from pymoo.problems import get_problem

minimize(get_problem("zdt3"), NSGA2(pop_size=20), ("n_gen", 10), seed=4, verbose=True)
