import sys
import numpy as np
import pysindy as ps
from scipy.integrate import solve_ivp
lorenz = lambda t, x: [10 * (x[1] - x[0]), x[0] * (28 - x[2]) - x[1], x[0] * x[1] - 8 / 3 * x[2]]
t = np.arange(0, 10, 0.002)
x = solve_ivp(lorenz, (t[0], t[-1]), [-8, 8, 27], t_eval=t, rtol=1e-10, atol=1e-10).y.T
model = ps.SINDy(optimizer=ps.STLSQ(threshold=float(sys.argv[1]), verbose=True))
model.fit(x, t=t)
model.print()
