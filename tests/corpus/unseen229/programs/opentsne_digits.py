"""Embed scikit-learn's bundled digits with openTSNE; TSNE(verbose=True) prints its own optimisation log."""
import sys

from openTSNE import TSNE
from sklearn.datasets import load_digits

lr = sys.argv[1] if len(sys.argv) > 1 else "auto"
X, _ = load_digits(return_X_y=True)
TSNE(n_iter=150, early_exaggeration_iter=100, learning_rate=lr if lr == "auto" else float(lr),
     n_jobs=1, random_state=0, verbose=True).fit(X)
