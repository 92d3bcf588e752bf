# HiGHS (highspy) solving a random sparse LP / MIP built here; the solver prints its own log.
import sys, numpy as np, highspy
n, m, integer = int(sys.argv[1]), int(sys.argv[2]), "--mip" in sys.argv
rng = np.random.default_rng(0)
h = highspy.Highs()
x = [h.addVariable(lb=0, ub=10, obj=-rng.uniform(1, 5), type=highspy.HighsVarType.kInteger if integer else highspy.HighsVarType.kContinuous) for _ in range(n)]
for _ in range(m):
    idx = rng.choice(n, 8, replace=False)
    h.addConstr(sum(float(rng.uniform(1, 9)) * x[i] for i in idx) <= float(rng.uniform(20, 60)))
h.run()
