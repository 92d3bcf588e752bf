from sklearn.datasets import make_multilabel_classification
from sklearn.decomposition import LatentDirichletAllocation
X, _ = make_multilabel_classification(n_samples=300, n_features=50, random_state=0)
LatentDirichletAllocation(n_components=5, max_iter=10, evaluate_every=1, verbose=1, random_state=0).fit(X)
