import sys, pulp
prob = pulp.LpProblem("lp", pulp.LpMaximize)
x, y = pulp.LpVariable("x", 0, 10), pulp.LpVariable("y", 0, 10)
prob += float(sys.argv[1]) * x + 3 * y; prob += 3 * x + 4 * y <= 20
prob.solve(pulp.PULP_CBC_CMD(msg=True))
print(pulp.LpStatus[prob.status], pulp.value(prob.objective))
