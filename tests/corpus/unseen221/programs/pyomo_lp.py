import sys
import pyomo.environ as pyo
m = pyo.ConcreteModel()
N = range(int(sys.argv[2]))
m.x = pyo.Var(N, domain=pyo.NonNegativeIntegers, bounds=(0, 10))
m.obj = pyo.Objective(expr=sum((i % 7 + 1) * m.x[i] for i in N), sense=pyo.maximize)
m.cap = pyo.Constraint(expr=sum((i % 5 + 2) * m.x[i] for i in N) <= 97)
m.c2 = pyo.Constraint(expr=sum(m.x[i] for i in N if i % 2) <= 13)
pyo.SolverFactory(sys.argv[1]).solve(m, tee=True)
