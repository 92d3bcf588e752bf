from sklearn.datasets import load_digits
import umap
import umap.plot
X, y = load_digits(return_X_y=True)
mapper = umap.UMAP(random_state=0).fit(X)
umap.plot.points(mapper, labels=y)
