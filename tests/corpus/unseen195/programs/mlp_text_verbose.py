"""Text classification with scikit-learn's MLPClassifier on TF-IDF features of a synthetic corpus; sklearn's own loop prints (verbose=True)."""
import sys
import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.neural_network import MLPClassifier

lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.001
rng = np.random.RandomState(0)
vocab = ["w%d" % i for i in range(1500)]
docs, y = [], []
for _ in range(1500):
    label = rng.randint(3)
    docs.append(" ".join(rng.choice(vocab[label * 500:(label + 1) * 500], 10).tolist() + rng.choice(vocab, 20).tolist()))
    y.append(label)
X = TfidfVectorizer().fit_transform(docs)
clf = MLPClassifier(hidden_layer_sizes=(32,), solver="sgd", momentum=0.9, learning_rate_init=lr, max_iter=15, verbose=True, random_state=0)
clf.fit(X, y)
print("train accuracy:", clf.score(X, y))
