# Driver: scikit-learn's MLPRegressor (verbose) forecasts a synthetic hourly load from 24 lags;
# scikit-learn's own iteration loop prints the loss and validation score.
import argparse
import numpy as np
from sklearn.neural_network import MLPRegressor

p = argparse.ArgumentParser()
p.add_argument("--iters", type=int, default=30)
p.add_argument("--lr", type=float, default=0.001)
p.add_argument("--solver", default="adam")
p.add_argument("--early-stopping", action="store_true")
a = p.parse_args()
rng = np.random.default_rng(4)
t = np.arange(6000)
y = 1 + 0.5 * np.sin(2 * np.pi * t / 24) + 0.2 * np.sin(2 * np.pi * t / 168) + rng.normal(0, 0.05, t.size)
X = np.stack([y[i:i + 24] for i in range(len(y) - 24)]); target = y[24:]
MLPRegressor(hidden_layer_sizes=(64, 32), solver=a.solver, learning_rate_init=a.lr, max_iter=a.iters, verbose=True,
             early_stopping=a.early_stopping, random_state=0).fit(X, target)
