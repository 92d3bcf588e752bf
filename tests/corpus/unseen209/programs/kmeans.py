from sklearn.datasets import make_blobs
from sklearn.cluster import MiniBatchKMeans
X, _ = make_blobs(n_samples=2000, centers=4, random_state=0)
MiniBatchKMeans(n_clusters=4, batch_size=256, max_iter=3, n_init=1, verbose=1, random_state=0).fit(X)
