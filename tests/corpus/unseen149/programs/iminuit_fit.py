# iminuit's basic tutorial: least-squares line fit with MIGRAD at print level 2
import sys
import numpy as np
from iminuit import Minuit
from iminuit.cost import LeastSquares
x = np.linspace(0, 1, 10)
y = 1 + 2 * x + np.random.default_rng(1).normal(0, 0.1, 10)
if len(sys.argv) > 1 and sys.argv[1] == "zero-err":
    yerr = np.zeros(10)
else:
    yerr = 0.1
m = Minuit(LeastSquares(x, y, yerr, lambda x, a, b: a + b * x), a=0, b=0)
m.print_level = 2
m.migrad()
print(m.values, m.fval)
