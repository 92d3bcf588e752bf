import sys, random, pulp
random.seed(0); n = int(sys.argv[1])
w = [random.randint(5, 60) for _ in range(n)]; v = [random.randint(1, 90) for _ in range(n)]
prob = pulp.LpProblem("knap", pulp.LpMaximize)
x = [pulp.LpVariable(f"x{i}", cat="Binary") for i in range(n)]
prob += pulp.lpSum(v[i] * x[i] for i in range(n)); prob += pulp.lpSum(w[i] * x[i] for i in range(n)) <= n * 8
prob.solve(pulp.PULP_CBC_CMD(msg=True, timeLimit=int(sys.argv[2])))
