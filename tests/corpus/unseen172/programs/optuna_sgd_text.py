# Optuna search over SGDClassifier's learning rate for TF-IDF text classification; Optuna logs each trial itself.
# optuna_sgd_text.py TEXT TRIALS ETA0_LOW ETA0_HIGH
import sys
import numpy as np
import optuna
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import SGDClassifier
from sklearn.model_selection import train_test_split

lines = [l.strip() for l in open(sys.argv[1]) if len(l.split()) > 3]
y = np.array(["return" in l for l in lines])
X = TfidfVectorizer(stop_words=["return", "returns", "returned"]).fit_transform(lines)
Xtr, Xva, ytr, yva = train_test_split(X, y, test_size=0.2, random_state=0)

def objective(trial):
    eta0 = trial.suggest_float("eta0", float(sys.argv[3]), float(sys.argv[4]), log=True)
    clf = SGDClassifier(loss="log_loss", learning_rate="constant", eta0=eta0, max_iter=5, tol=None, random_state=0).fit(Xtr, ytr)
    p = clf.predict_proba(Xva)[:, 1]
    return float(-np.mean(yva * np.log(p) + (1 - yva) * np.log(1 - p)))

optuna.create_study(sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=int(sys.argv[2]))
