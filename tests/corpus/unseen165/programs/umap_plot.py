import sys, umap
from sklearn.datasets import load_digits
X, y = load_digits(return_X_y=True)
mapper = umap.UMAP(n_neighbors=int(sys.argv[1]), random_state=0, n_jobs=1).fit(X)
import umap.plot
umap.plot.points(mapper, labels=y)
