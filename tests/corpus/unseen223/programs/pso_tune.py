"""Minimise the Rosenbrock function with pyswarm's pso (debug=True: pyswarm prints each iteration)."""
import argparse
import numpy as np
from pyswarm import pso

p = argparse.ArgumentParser()
p.add_argument("--maxiter", type=int, default=15)
p.add_argument("--swarmsize", type=int, default=20)
a = p.parse_args()
rosen = lambda x: (1 - x[0]) ** 2 + 100 * (x[1] - x[0] ** 2) ** 2
result = pso(rosen, [-2, -2], [2, 2], swarmsize=a.swarmsize, maxiter=a.maxiter, debug=True)
