from sklearn.cluster import AgglomerativeClustering
from sklearn.datasets import make_blobs
X, _ = make_blobs(n_samples=40000, n_features=8, centers=5, random_state=0)
labels = AgglomerativeClustering(n_clusters=5, linkage="average").fit_predict(X)
print(labels[:20])
