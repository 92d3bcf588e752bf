import sys
import pyomo.environ as pyo
m = pyo.ConcreteModel()
m.x = pyo.Var([1, 2], domain=pyo.NonNegativeReals)
m.obj = pyo.Objective(expr=2 * m.x[1] + 3 * m.x[2], sense=pyo.maximize)
m.c1 = pyo.Constraint(expr=3 * m.x[1] + 4 * m.x[2] <= 1)
pyo.SolverFactory(sys.argv[1]).solve(m, tee=True)
