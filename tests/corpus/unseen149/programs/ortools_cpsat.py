import sys
from ortools.sat.python import cp_model
n = int(sys.argv[1]) if len(sys.argv) > 1 else 12
m = cp_model.CpModel()
q = [m.NewIntVar(0, n - 1, f"q{i}") for i in range(n)]
m.AddAllDifferent(q)
m.AddAllDifferent([q[i] + i for i in range(n)])
m.AddAllDifferent([q[i] - i for i in range(n)])
m.Maximize(sum((i + 1) * q[i] for i in range(n)))
s = cp_model.CpSolver()
s.parameters.log_search_progress = True
s.parameters.num_workers = 2
s.parameters.max_time_in_seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
st = s.Solve(m)
