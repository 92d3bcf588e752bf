"""Text classification with scikit-learn's SGDClassifier on a synthetic corpus; sklearn's own loop prints (verbose)."""
import sys
import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import SGDClassifier

eta0 = float(sys.argv[1]) if len(sys.argv) > 1 else 0.01
rng = np.random.RandomState(0)
vocab = ["w%d" % i for i in range(2000)]
docs, y = [], []
for _ in range(3000):
    label = rng.randint(2)
    words = rng.choice(vocab[label * 1000:(label + 1) * 1000], 15).tolist() + rng.choice(vocab, 30).tolist()
    docs.append(" ".join(words))
    y.append(label)
X = TfidfVectorizer().fit_transform(docs)
clf = SGDClassifier(loss="hinge", learning_rate="constant", eta0=eta0, max_iter=5, tol=None, verbose=1, random_state=0)
clf.fit(X, y)
print("train accuracy:", clf.score(X, y))
