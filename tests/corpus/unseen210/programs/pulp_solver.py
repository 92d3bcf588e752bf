import sys, pulp
prob = pulp.LpProblem("lp", pulp.LpMaximize)
x, y = pulp.LpVariable("x", 0), pulp.LpVariable("y", 0)
prob += 2 * x + 3 * y; prob += 3 * x + 4 * y <= 1
prob.solve(getattr(pulp, sys.argv[1])(msg=True))
print(pulp.LpStatus[prob.status])
