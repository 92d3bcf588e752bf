import sys, cma
from sklearn.datasets import load_diabetes
import numpy as np
X, y = load_diabetes(return_X_y=True)
def loss(w):
    return float(np.mean((X @ w[:-1] + w[-1] - y) ** 2) ** float(sys.argv[1]))
es = cma.CMAEvolutionStrategy(11 * [0.0], 50.0, {"maxfevals": 3000, "seed": 1, "verb_disp": 20})
es.optimize(loss)
es.result_pretty()
