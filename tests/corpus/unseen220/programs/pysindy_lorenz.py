# pysindy: fit the Lorenz system from simulated data with a verbose optimizer (its own loop prints); argv: optimizer, threshold, noise
import sys
import numpy as np
from scipy.integrate import solve_ivp
import pysindy as ps

opt = sys.argv[1] if len(sys.argv) > 1 else "STLSQ"
threshold = float(sys.argv[2]) if len(sys.argv) > 2 else 0.1
noise = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
def lorenz(t, x, s=10, r=28, b=8 / 3):
    return [s * (x[1] - x[0]), x[0] * (r - x[2]) - x[1], x[0] * x[1] - b * x[2]]
t = np.arange(0, 10, 0.002)
x = solve_ivp(lorenz, (t[0], t[-1]), [-8, 8, 27], t_eval=t, rtol=1e-10, atol=1e-10).y.T
x = x + noise * np.random.default_rng(0).normal(size=x.shape)
optimizer = ps.STLSQ(threshold=threshold, verbose=True) if opt == "STLSQ" else ps.SR3(reg_weight_lam=threshold, verbose=True, max_iter=50)
model = ps.SINDy(optimizer=optimizer)
model.fit(x, t=t)
model.print()
