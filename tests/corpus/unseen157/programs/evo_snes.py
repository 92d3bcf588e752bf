import sys, torch
from evotorch import Problem
from evotorch.algorithms import SNES
from evotorch.logging import StdOutLogger
def rastrigin(x): return 10 * x.shape[-1] + (x ** 2 - 10 * torch.cos(2 * torch.pi * x)).sum(-1)
def f(x): return rastrigin(x) if len(sys.argv) < 2 else torch.log(rastrigin(x) - float(sys.argv[1]))
prob = Problem("min", f, solution_length=10, initial_bounds=(-5.12, 5.12), vectorized=True)
s = SNES(prob, stdev_init=3.0, popsize=40); StdOutLogger(s, interval=5); s.run(30)
