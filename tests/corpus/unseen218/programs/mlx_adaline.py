import sys
from mlxtend.classifier import Adaline, LogisticRegression
from sklearn.datasets import load_iris
X, y = load_iris(return_X_y=True)
X, y = X[y < 2][:, [0, 2]], y[y < 2]
cls = Adaline if sys.argv[1] == "adaline" else LogisticRegression
cls(eta=float(sys.argv[2]), epochs=int(sys.argv[3]), minibatches=1, random_seed=1, print_progress=3).fit(X, y)
