# The scikit-learn text-classification example's first step: fetch 20 newsgroups, then fit SGDClassifier.
from sklearn.datasets import fetch_20newsgroups
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import SGDClassifier

train = fetch_20newsgroups(subset="train", categories=["sci.space", "rec.autos"])
X = TfidfVectorizer().fit_transform(train.data)
SGDClassifier(verbose=1, max_iter=5).fit(X, train.target)
