# tslearn's TimeSeriesMLPClassifier (scikit-learn's MLP loop under it prints each iteration, verbose) on tslearn's blob generator
import sys
from tslearn.generators import random_walk_blobs
from tslearn.neural_network import TimeSeriesMLPClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 1e-3
X, y = random_walk_blobs(n_ts_per_blob=40, sz=32, d=1, n_blobs=3, random_state=0)
TimeSeriesMLPClassifier(hidden_layer_sizes=(32,), learning_rate_init=lr, max_iter=12, verbose=True,
                        solver="sgd", random_state=0).fit(X, y)
