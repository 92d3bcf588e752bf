"""Run pymoo's NSGA-II on its bundled ZDT1 problem; minimize(verbose=True) prints pymoo's own generation table."""
import sys

from pymoo.algorithms.moo.nsga2 import NSGA2
from pymoo.optimize import minimize
from pymoo.problems import get_problem

n_gen = int(sys.argv[1]) if len(sys.argv) > 1 else 15
minimize(get_problem("zdt1"), NSGA2(pop_size=40), ("n_gen", n_gen), seed=1, verbose=True)
