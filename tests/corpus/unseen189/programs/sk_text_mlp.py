# Driver: scikit-learn's MLPClassifier (verbose, early stopping) on hashed bag-of-words of synthetic sentences.
import sys, random
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.neural_network import MLPClassifier
random.seed(0)
pos, neg, fill = "good great fine nice".split(), "bad poor awful sad".split(), "the a model data cat dog run".split()
y = [i % 2 for i in range(600)]
X = HashingVectorizer(n_features=256).transform([" ".join(random.choice((pos if l else neg) + fill * 3) for _ in range(10)) for l in y])
MLPClassifier(hidden_layer_sizes=(32,), learning_rate_init=float(sys.argv[1]), max_iter=int(sys.argv[2]), early_stopping=True,
              n_iter_no_change=50, verbose=True, random_state=0).fit(X, y)
