# XGBoost on TF-IDF features of a text file's lines (does a line mention "return"?); XGBoost prints its own eval log.
# xgb_text_clf.py TEXT ROUNDS ETA [MAX_DEPTH]
import sys
import xgboost as xgb
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import train_test_split

lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3]
y = [int("return" in l) for l in lines]
X = TfidfVectorizer(stop_words=["return", "returns", "returned"], max_features=2000).fit_transform(lines)
Xtr, Xva, ytr, yva = train_test_split(X, y, test_size=0.2, random_state=0)
params = {"objective": "binary:logistic", "eta": float(sys.argv[3]), "max_depth": int(sys.argv[4]) if len(sys.argv) > 4 else 6,
          "eval_metric": ["logloss", "error"], "nthread": 1}
xgb.train(params, xgb.DMatrix(Xtr, ytr), int(sys.argv[2]), evals=[(xgb.DMatrix(Xtr, ytr), "train"), (xgb.DMatrix(Xva, yva), "eval")], verbose_eval=5)
