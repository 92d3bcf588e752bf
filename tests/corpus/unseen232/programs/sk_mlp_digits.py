# scikit-learn MLPClassifier on the bundled digits, verbose training loop
import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier
X, y = load_digits(return_X_y=True)
clf = MLPClassifier(hidden_layer_sizes=(64,), learning_rate_init=float(sys.argv[1]), max_iter=int(sys.argv[2]),
                    solver=sys.argv[3] if len(sys.argv) > 3 else "adam", early_stopping=len(sys.argv) > 4, verbose=True, random_state=0)
clf.fit(X, y)
print("train accuracy", clf.score(X, y))
