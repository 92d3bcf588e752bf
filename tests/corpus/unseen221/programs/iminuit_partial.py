import numpy as np
from iminuit import Minuit
from iminuit.cost import LeastSquares
x = np.linspace(0, 5, 60); y = 2.0 * np.exp(-x / 1.3)
m = Minuit(LeastSquares(x, y, 0.05, lambda x, a, tau: a * np.exp(-x / tau)), a=1.0)
m.migrad()
