import sys
from sklearn.datasets import load_digits
import umap
X, y = load_digits(return_X_y=True)
emb = umap.UMAP(n_neighbors=15, n_epochs=int(sys.argv[1]) if len(sys.argv) > 1 else 100, verbose=True, random_state=0).fit_transform(X)
print(emb.shape)
