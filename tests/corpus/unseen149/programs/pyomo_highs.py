import sys
import pyomo.environ as pyo
m = pyo.ConcreteModel()
m.I = pyo.RangeSet(1, 30)
m.x = pyo.Var(m.I, domain=pyo.NonNegativeIntegers, bounds=(0, 20))
m.obj = pyo.Objective(expr=sum((i % 7 + 1) * m.x[i] for i in m.I), sense=pyo.maximize)
m.c = pyo.ConstraintList()
for j in range(12):
    m.c.add(sum(((i * (j + 3)) % 11 + 1) * m.x[i] for i in m.I) <= 97 + 13 * j)
solver = sys.argv[1] if len(sys.argv) > 1 else "appsi_highs"
res = pyo.SolverFactory(solver).solve(m, tee=True)
print(res)
