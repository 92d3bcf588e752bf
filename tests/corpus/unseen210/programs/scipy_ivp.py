import sys, numpy as np
from scipy.integrate import solve_ivp
def lorenz(t, y, s=10.0, r=28.0, b=8/3):
    return [s * (y[1] - y[0]), y[0] * (r - y[2]) - y[1], y[0] * y[1] - b * y[2]]
sol = solve_ivp(lorenz, (0, float(sys.argv[1])), [float(v) for v in sys.argv[2:]], method="LSODA")
print(sol.message, sol.t.shape)
