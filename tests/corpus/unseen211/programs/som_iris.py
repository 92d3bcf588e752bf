import sys
import numpy as np
from sklearn.datasets import load_iris
from minisom import MiniSom
X = load_iris().data
X = (X - X.mean(0)) / X.std(0)
if len(sys.argv) > 1 and sys.argv[1] == "nan":
    X[5, 2] = np.nan
som = MiniSom(7, 7, 4, sigma=1.5, learning_rate=0.5, random_seed=0)
som.train(X, 500, verbose=True)
