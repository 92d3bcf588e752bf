import sys
import pulp
n = int(sys.argv[2])
p = pulp.LpProblem("knap", pulp.LpMaximize)
x = [pulp.LpVariable(f"x{i}", 0, 3, cat="Integer") for i in range(n)]
w = [(i * 37) % 23 + 5 for i in range(n)]; v = [(i * 53) % 31 + 7 for i in range(n)]
p += pulp.lpSum(v[i] * x[i] for i in range(n))
p += pulp.lpSum(w[i] * x[i] for i in range(n)) <= 10 * n + 0.5
p += pulp.lpSum(x[i] for i in range(0, n, 3)) <= n // 4
p.solve(pulp.getSolver(sys.argv[1], msg=True))
print(pulp.LpStatus[p.status], pulp.value(p.objective))
