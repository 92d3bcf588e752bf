import sys, umap
from sklearn.datasets import load_digits
X, y = load_digits(return_X_y=True)
emb = umap.UMAP(n_neighbors=int(sys.argv[1]), n_epochs=int(sys.argv[2]), verbose=True, random_state=0, n_jobs=1).fit_transform(X)
print(emb.shape)
