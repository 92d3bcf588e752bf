import sys
from joblib import Parallel, delayed
from sklearn.datasets import load_digits
from sklearn.model_selection import cross_val_score
from sklearn.svm import SVC

X, y = load_digits(return_X_y=True)
n = int(sys.argv[1]) if len(sys.argv) > 1 else 1
X = X.repeat(n, axis=0); y = y.repeat(n)
timeout = float(sys.argv[2]) if len(sys.argv) > 2 else None
scores = Parallel(n_jobs=2, verbose=10, timeout=timeout)(
    delayed(cross_val_score)(SVC(C=c, gamma=0.001), X, y, cv=3) for c in [0.1, 1, 10, 100, 1000, 1e4])
