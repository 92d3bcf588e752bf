import sys
import pulp
prob = pulp.LpProblem("knapsack", pulp.LpMaximize)
x = [pulp.LpVariable(f"x{i}", 0, 3, cat="Integer") for i in range(12)]
prob += pulp.lpSum((i % 5 + 1) * x[i] for i in range(12))
prob += pulp.lpSum((i % 7 + 2) * x[i] for i in range(12)) <= 37
prob.solve(pulp.getSolver(sys.argv[1], msg=True))
print(pulp.LpStatus[prob.status], pulp.value(prob.objective))
