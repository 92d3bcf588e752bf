# scikit-learn's BernoulliRBM (a generative model) fitted on the bundled digits; verbose fit prints
import sys
from sklearn.datasets import load_digits
from sklearn.neural_network import BernoulliRBM
X = load_digits().data / 16.0
BernoulliRBM(n_components=32, learning_rate=float(sys.argv[1]) if len(sys.argv) > 1 else 0.05, n_iter=int(sys.argv[2]) if len(sys.argv) > 2 else 10,
             verbose=1, random_state=0).fit(X)
