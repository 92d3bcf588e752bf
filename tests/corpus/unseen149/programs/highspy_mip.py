import sys
import highspy, numpy as np
h = highspy.Highs()
rng = np.random.default_rng(1)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
x = [h.addIntegral(lb=0, ub=10) for _ in range(n)]
for j in range(30):
    h.addConstr(sum(int(rng.integers(1, 30)) * x[i] for i in range(n)) <= int(rng.integers(100, 400)))
h.maximize(sum(int(rng.integers(1, 40)) * x[i] for i in range(n)))
