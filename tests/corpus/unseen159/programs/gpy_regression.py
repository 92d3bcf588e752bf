# GPy GPRegression with an RBF kernel, optimized with messages=True; argv: n_points [inf]
import sys, numpy as np, GPy
rng = np.random.default_rng(0)
X = rng.uniform(-3, 3, (int(sys.argv[1]), 1)); Y = np.sin(X) + rng.normal(0, 0.05, X.shape)
if sys.argv[2:] == ["inf"]:
    Y[3] = np.inf
m = GPy.models.GPRegression(X, Y, GPy.kern.RBF(1))
m.optimize(messages=True, max_iters=200)
print(m)
