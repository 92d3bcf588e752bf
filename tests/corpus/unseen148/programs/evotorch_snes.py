import sys, torch
from evotorch import Problem
from evotorch.algorithms import SNES
from evotorch.logging import StdOutLogger
kind = sys.argv[1] if len(sys.argv) > 1 else "sphere"
def sphere(x: torch.Tensor) -> torch.Tensor:
    return torch.sum(x.pow(2.0))
def logsphere(x: torch.Tensor) -> torch.Tensor:
    return torch.log(torch.sum(x))  # log of a negative sum is nan
f = sphere if kind == "sphere" else logsphere
problem = Problem("min", f, solution_length=int(sys.argv[2]) if len(sys.argv) > 2 else 20, initial_bounds=(-1, 1))
searcher = SNES(problem, stdev_init=5, popsize=int(sys.argv[3]) if len(sys.argv) > 3 else 50)
logger = StdOutLogger(searcher, interval=5)
searcher.run(40)
