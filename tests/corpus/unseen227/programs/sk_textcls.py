# scikit-learn text classification: TF-IDF features of the bundled-free synthetic reviews, an estimator's own verbose fit loop.
import argparse, random
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import SGDClassifier
from sklearn.neural_network import MLPClassifier
p = argparse.ArgumentParser()
p.add_argument("--model", choices=["mlp", "sgd"], default="mlp")
p.add_argument("--lr", type=float, default=1e-3)
p.add_argument("--solver", default="sgd")
a = p.parse_args()
random.seed(0)
pos, neg = "good great fine nice superb".split(), "bad awful poor terrible boring".split()
filler = "movie film plot actor scene the a was is".split()
texts, y = [], []
for _ in range(400):
    lab = random.randrange(2)
    texts.append(" ".join(random.choices(filler, k=6) + random.choices(pos if lab else neg, k=2))); y.append(lab)
X = TfidfVectorizer().fit_transform(texts)
if a.model == "mlp":
    clf = MLPClassifier(hidden_layer_sizes=(16,), solver=a.solver, learning_rate_init=a.lr, max_iter=15, verbose=True, random_state=0)
else:
    clf = SGDClassifier(loss="squared_error", learning_rate="constant", eta0=a.lr, max_iter=8, tol=None, verbose=1, random_state=0)
clf.fit(X, y)
print("train accuracy", clf.score(X, y))
