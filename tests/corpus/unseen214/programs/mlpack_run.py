import sys, mlpack
from sklearn.datasets import load_iris
X, y = load_iris(return_X_y=True)
prog, args = getattr(mlpack, sys.argv[1]), {}
for kv in sys.argv[2:]:
    k, v = kv.split("=")
    try: args[k] = eval(v)
    except NameError: args[k] = v
prog(input_=X, **args, verbose=True) if sys.argv[1] in ("gmm_train", "kmeans") else prog(input_=X, labels=y, **args, verbose=True)
