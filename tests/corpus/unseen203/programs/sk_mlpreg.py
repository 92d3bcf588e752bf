# scikit-learn's MLPRegressor (verbose, SGD) on the bundled diabetes data, targets unscaled.
import sys
from sklearn.datasets import load_diabetes
from sklearn.neural_network import MLPRegressor
X, y = load_diabetes(return_X_y=True)
MLPRegressor(hidden_layer_sizes=(16,), solver="sgd", learning_rate_init=float(sys.argv[1]), max_iter=20, verbose=True, random_state=0).fit(X, y)
