# Driver: statsmodels' SARIMAX maximum-likelihood fit on a synthetic monthly series; the optimizer prints (disp).
import argparse
import numpy as np
from statsmodels.tsa.statespace.sarimax import SARIMAX

p = argparse.ArgumentParser()
p.add_argument("--order", default="1,1,1")
p.add_argument("--seasonal", default="1,0,1,12")
p.add_argument("--method", default="lbfgs")
p.add_argument("--maxiter", type=int, default=50)
p.add_argument("--scale", type=float, default=1.0)
a = p.parse_args()
rng = np.random.default_rng(5)
t = np.arange(240)
y = (100 + 0.5 * t + 10 * np.sin(2 * np.pi * t / 12) + np.cumsum(rng.normal(0, 2, 240))) * a.scale
SARIMAX(y, order=tuple(map(int, a.order.split(","))), seasonal_order=tuple(map(int, a.seasonal.split(",")))) \
    .fit(method=a.method, maxiter=a.maxiter, disp=True)
