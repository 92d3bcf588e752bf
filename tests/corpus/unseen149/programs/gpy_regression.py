# GPy's basic GP regression tutorial (RBF kernel), optimised with messages on
import sys
import numpy as np, GPy
np.random.seed(0)
X = np.random.uniform(-3., 3., (40, 1))
Y = np.sin(X) + np.random.randn(40, 1) * 0.05
if len(sys.argv) > 1 and sys.argv[1] == "dup":
    X = np.repeat(X, 2, axis=0); Y = np.repeat(Y, 2, axis=0)
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    Y[3, 0] = np.nan
m = GPy.models.GPRegression(X, Y, GPy.kern.RBF(input_dim=1, variance=1., lengthscale=1.))
m.optimize(messages=True, max_iters=200)
print(m)
