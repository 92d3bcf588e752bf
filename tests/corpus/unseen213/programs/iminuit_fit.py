import sys, numpy as np
from iminuit import Minuit
from iminuit.cost import LeastSquares
x = np.linspace(0, 4, 30); y = 1.7 * np.exp(-0.8 * x) + np.random.default_rng(1).normal(0, 0.03, 30)
yerr = np.full(30, float(sys.argv[1]))
m = Minuit(LeastSquares(x, y, yerr, lambda x, a, b: a * np.exp(-b * x)), a=1.0, b=0.1)
print(m.migrad())
