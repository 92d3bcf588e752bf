import sys
from sklearn.neural_network import MLPRegressor
from sktime.datasets import load_airline
from sktime.forecasting.compose import make_reduction
y = load_airline()
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.001
f = make_reduction(MLPRegressor(hidden_layer_sizes=(16,), learning_rate_init=lr, max_iter=15, verbose=True, random_state=0), window_length=12)
f.fit(y, fh=[1, 2, 3])
print(f.predict())
