from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier

X, y = load_digits(return_X_y=True)
MLPClassifier(hidden_layer_sizes=(32,), max_iter=12, verbose=True, random_state=0).fit(X / 16.0, y)
