# Driver: scikit-learn's SGDClassifier (verbose) on hashed bag-of-words of synthetic sentences.
import sys, random
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import SGDClassifier
random.seed(0)
pos, neg, fill = "good great fine nice".split(), "bad poor awful sad".split(), "the a model data cat dog run".split()
y = [i % 2 for i in range(600)]
X = HashingVectorizer(n_features=256, norm=None, alternate_sign=False).transform([" ".join(random.choice((pos if l else neg) + fill * 3) for _ in range(10)) for l in y])
SGDClassifier(loss="squared_hinge", learning_rate="constant", eta0=float(sys.argv[1]), max_iter=int(sys.argv[2]), tol=None, verbose=1, random_state=0).fit(X, y)
