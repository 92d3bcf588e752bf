"""scikit-learn: MLPRegressor(verbose=True) on the diabetes data, unscaled targets."""
import sys
from sklearn.datasets import load_diabetes
from sklearn.neural_network import MLPRegressor

x, y = load_diabetes(return_X_y=True)
MLPRegressor(hidden_layer_sizes=(32,), learning_rate_init=float(sys.argv[1]), max_iter=20, verbose=True, random_state=0).fit(x, y)
