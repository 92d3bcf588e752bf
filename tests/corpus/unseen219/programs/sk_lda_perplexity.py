# scikit-learn's LatentDirichletAllocation (a generative topic model) on the bundled digits as counts; verbose prints perplexity
import sys
from sklearn.datasets import load_digits
from sklearn.decomposition import LatentDirichletAllocation
X = load_digits().data
LatentDirichletAllocation(n_components=int(sys.argv[1]) if len(sys.argv) > 1 else 5, max_iter=8, evaluate_every=1, verbose=1,
                          learning_method=sys.argv[2] if len(sys.argv) > 2 else "batch", random_state=0).fit(X)
