# openTSNE's TSNE.fit with verbose=True (its optimiser reports KL divergence) on the bundled digits data.
import argparse
from openTSNE import TSNE
from sklearn.datasets import load_digits
p = argparse.ArgumentParser(); p.add_argument("--lr", default="auto"); p.add_argument("--iters", type=int, default=250); a = p.parse_args()
X = load_digits().data[:600]
TSNE(n_jobs=1, verbose=True, random_state=0, learning_rate=a.lr if a.lr == "auto" else float(a.lr), n_iter=a.iters).fit(X)
