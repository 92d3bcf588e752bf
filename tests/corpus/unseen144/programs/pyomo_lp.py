import sys
import pyomo.environ as pyo
m = pyo.ConcreteModel()
m.x = pyo.Var(range(4), domain=pyo.NonNegativeIntegers)
m.obj = pyo.Objective(expr=sum((i + 1) * m.x[i] for i in range(4)), sense=pyo.maximize)
m.c = pyo.Constraint(expr=sum((2 * i + 3) * m.x[i] for i in range(4)) <= 25)
pyo.SolverFactory(sys.argv[1]).solve(m, tee=True)
m.display()
