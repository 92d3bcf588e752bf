import sys, cma
from sklearn.datasets import load_diabetes
import numpy as np
X, y = load_diabetes(return_X_y=True)
def loss(w):
    return float(np.mean((X @ w[:-1] + w[-1] - y) ** 2))
es = cma.CMAEvolutionStrategy(11 * [0.0], 50.0, {sys.argv[1]: int(sys.argv[2]), "seed": 1, "verb_disp": 20})
es.optimize(loss)
