import sys
from ortools.linear_solver import pywraplp
import random
solver = pywraplp.Solver.CreateSolver("GLOP")
solver.EnableOutput()
random.seed(3)
s, d = 30, 50
x = {(i, j): solver.NumVar(0, solver.infinity(), f"x{i}_{j}") for i in range(s) for j in range(d)}
for i in range(s):
    solver.Add(sum(x[i, j] for j in range(d)) <= random.uniform(50, 100))
for j in range(d):
    solver.Add(sum(x[i, j] for i in range(s)) >= random.uniform(20, 50) * float(sys.argv[1]))
solver.Minimize(sum(random.uniform(1, 20) * v for v in x.values()))
print("status", solver.Solve())
