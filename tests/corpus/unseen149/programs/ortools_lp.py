import sys
from ortools.linear_solver import pywraplp
solver = pywraplp.Solver.CreateSolver(sys.argv[1] if len(sys.argv) > 1 else "SCIP")
solver.EnableOutput()
import random
random.seed(0)
n = 40
x = [solver.IntVar(0, 10, f"x{i}") for i in range(n)]
for j in range(25):
    solver.Add(sum(random.randint(1, 9) * x[i] for i in range(n)) <= random.randint(50, 200))
solver.Maximize(sum(random.randint(1, 20) * x[i] for i in range(n)))
status = solver.Solve()
print("status", status, "objective", solver.Objective().Value())
