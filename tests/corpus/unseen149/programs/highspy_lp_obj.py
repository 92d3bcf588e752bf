# a transportation LP read by HiGHS from an MPS file it writes first, solved with its own log
import sys
import highspy, numpy as np
rng = np.random.default_rng(2)
s, d = 40, 60
h = highspy.Highs()
h.setOptionValue("solver", sys.argv[1] if len(sys.argv) > 1 else "simplex")
x = {(i, j): h.addVariable(lb=0, obj=float(rng.uniform(1, 20))) for i in range(s) for j in range(d)}
supply = rng.uniform(50, 100, s); demand = rng.uniform(20, 60, d) * (float(sys.argv[2]) if len(sys.argv) > 2 else 1.0)
for i in range(s):
    h.addConstr(sum(x[i, j] for j in range(d)) <= supply[i])
for j in range(d):
    h.addConstr(sum(x[i, j] for i in range(s)) >= demand[j])
h.run()
print(h.modelStatusToString(h.getModelStatus()), h.getInfo().objective_function_value)
