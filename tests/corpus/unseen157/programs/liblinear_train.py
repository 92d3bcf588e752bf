import sys, numpy as np
from liblinear.liblinearutil import train, problem, parameter
rng = np.random.default_rng(0); X = rng.normal(size=(3000, 50)); y = np.where(X[:, :5].sum(1) + 0.5 * rng.normal(size=3000) > 0, 1, -1)
train(problem(y.tolist(), X.tolist()), parameter(" ".join(sys.argv[1:])))
