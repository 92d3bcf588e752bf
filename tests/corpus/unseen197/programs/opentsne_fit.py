# openTSNE's optimisation loop (verbose=True prints its progress) on the bundled digits data.
import sys
from sklearn.datasets import load_digits
from openTSNE import TSNE
X, _ = load_digits(return_X_y=True)
lr = sys.argv[1] if len(sys.argv) > 1 else "auto"
TSNE(n_jobs=1, verbose=True, random_state=0, learning_rate=(lr if lr == "auto" else float(lr)), n_iter=250).fit(X[:600])
