# pytorch-minimize (torchmin): minimize the Rosenbrock function; torchmin prints its iterations (disp=2)
import sys, torch
from torchmin import minimize
def rosen(x): return torch.sum(100 * (x[1:] - x[:-1] ** 2) ** 2 + (1 - x[:-1]) ** 2)
x0 = torch.full((int(sys.argv[2]),), float(sys.argv[3]), dtype=torch.float64)
r = minimize(rosen, x0, method=sys.argv[1], disp=2, max_iter=int(sys.argv[4]) if len(sys.argv) > 4 else None)
