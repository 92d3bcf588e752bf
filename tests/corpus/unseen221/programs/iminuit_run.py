import sys
import numpy as np
from iminuit import Minuit
from iminuit.cost import LeastSquares
rng = np.random.default_rng(1)
x = np.linspace(0, 5, 60); y = 2.0 * np.exp(-x / 1.3) + rng.normal(0, 0.05, 60)
model = lambda x, a, tau: a * np.exp(-x / tau)
m = Minuit(LeastSquares(x, y, 0.05, model), a=1.0, tau=float(sys.argv[1]))
m.print_level = int(sys.argv[2])
m.migrad()
print(m)
