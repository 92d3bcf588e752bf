# MiniSom's own training loop (verbose=True prints its progress and quantization error) on scikit-learn's bundled iris data.
import sys, numpy as np
from minisom import MiniSom
from sklearn.datasets import load_iris
iters, missing = int(sys.argv[1]), "--missing" in sys.argv
X = load_iris().data.copy()
if missing: X[7, 2] = np.nan  # one missing measurement, as a real CSV export would leave it
X = (X - np.nanmean(X, 0)) / np.nanstd(X, 0)
som = MiniSom(6, 6, int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 4, sigma=1.0, learning_rate=0.5, random_seed=0)
som.train(X, iters, verbose=True)
