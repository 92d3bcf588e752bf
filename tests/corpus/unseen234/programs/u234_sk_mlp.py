# scikit-learn's MLPClassifier on the bundled digits, its own verbose loop prints
import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
X, y = load_digits(return_X_y=True)
MLPClassifier(hidden_layer_sizes=(32,), learning_rate_init=lr, max_iter=15, verbose=True, random_state=0).fit(X / 16, y)
