# LightGBM on TF-IDF features of a text file's lines (does a line mention "return"?), LightGBM's own eval log.
# lgbm_text_clf.py TEXT OBJECTIVE LEARNING_RATE ROUNDS
import sys
import lightgbm as lgb
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.model_selection import train_test_split

lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3]
y = [int("return" in l) for l in lines]
X = TfidfVectorizer(stop_words=["return", "returns", "returned"], max_features=2000).fit_transform(lines).astype("float32")
Xtr, Xva, ytr, yva = train_test_split(X, y, test_size=0.2, random_state=0)
params = {"objective": sys.argv[2], "learning_rate": float(sys.argv[3]), "metric": ["binary_logloss", "auc"], "verbose": -1}
lgb.train(params, lgb.Dataset(Xtr, ytr), num_boost_round=int(sys.argv[4]), valid_sets=[lgb.Dataset(Xva, yva)],
          callbacks=[lgb.log_evaluation(10)])
