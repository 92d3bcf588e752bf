# LIBSVM / LIBLINEAR training from their official Python bindings on scikit-learn's bundled breast-cancer data; the C library prints.
import sys, importlib
from sklearn.datasets import load_breast_cancer
from sklearn.preprocessing import scale
lib, opts = sys.argv[1], sys.argv[2]
util = importlib.import_module(f"{lib}.{lib}util" if lib == "liblinear" else "libsvm.svmutil")
X, y = load_breast_cancer(return_X_y=True)
X = scale(X) if "--raw" not in sys.argv else X
if "--missing" in sys.argv: X[3, 5] = float("nan")  # one missing value, as a CSV export would leave it
train = util.train if lib == "liblinear" else util.svm_train
train(list(y), X.tolist(), opts)
