import sys
import numpy as np
from sklearn.neural_network import MLPRegressor
rng = np.random.default_rng(0)
X = rng.standard_normal((500, 10)) * 100
y = X @ rng.standard_normal(10)
MLPRegressor(hidden_layer_sizes=(32,), solver="sgd", learning_rate_init=float(sys.argv[1]), max_iter=int(sys.argv[2]), verbose=True, random_state=0).fit(X, y)
