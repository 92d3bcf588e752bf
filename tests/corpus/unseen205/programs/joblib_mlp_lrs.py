import sys
from joblib import Parallel, delayed
from sklearn.datasets import load_diabetes
from sklearn.neural_network import MLPRegressor

X, y = load_diabetes(return_X_y=True)
lrs = [float(a) for a in sys.argv[1:]]
Parallel(n_jobs=1, verbose=5)(
    delayed(MLPRegressor(hidden_layer_sizes=(32,), solver="sgd", learning_rate_init=lr, max_iter=8,
                         random_state=0, verbose=True).fit)(X, y) for lr in lrs)
