# TF-IDF + SGDClassifier(verbose=1) on a text file's lines: does a line mention "return"?
# sgd_text_clf.py TEXT EPOCHS ETA0 [LOSS]
import sys
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import SGDClassifier

lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3]
y = ["return" in l for l in lines]
X = TfidfVectorizer(stop_words=["return", "returns", "returned"]).fit_transform(lines)
clf = SGDClassifier(loss=sys.argv[4] if len(sys.argv) > 4 else "log_loss", max_iter=int(sys.argv[2]), tol=None,
                    learning_rate="constant", eta0=float(sys.argv[3]), verbose=1, random_state=0)
clf.fit(X, y)
print("train accuracy", clf.score(X, y))
