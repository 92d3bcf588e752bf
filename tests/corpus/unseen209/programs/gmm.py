from sklearn.datasets import load_iris
from sklearn.mixture import GaussianMixture
X, _ = load_iris(return_X_y=True)
GaussianMixture(n_components=3, n_init=2, verbose=2, verbose_interval=2, random_state=0).fit(X)
