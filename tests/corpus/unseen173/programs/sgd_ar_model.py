# Driver: scikit-learn's SGDRegressor (verbose) fits an AR(12) model of a synthetic monthly series;
# scikit-learn's own epoch loop prints its progress.
import argparse
import numpy as np
from sklearn.linear_model import SGDRegressor

p = argparse.ArgumentParser()
p.add_argument("--epochs", type=int, default=5)
p.add_argument("--eta0", type=float, default=0.001)
p.add_argument("--scale", type=float, default=1.0)
a = p.parse_args()
rng = np.random.default_rng(2)
t = np.arange(3000)
y = (np.sin(2 * np.pi * t / 12) + 0.01 * t + rng.normal(0, 0.3, t.size)) * a.scale
X = np.stack([y[i:i + 12] for i in range(len(y) - 12)]); target = y[12:]
SGDRegressor(max_iter=a.epochs, tol=None, eta0=a.eta0, verbose=1, random_state=0).fit(X, target)
