import sys
import optuna
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
X, y = load_breast_cancer(return_X_y=True)
def objective(trial):
    C = trial.suggest_float("C", 1e-4, 1e2, log=True)
    return cross_val_score(LogisticRegression(C=C, max_iter=300), X, y, cv=3).mean()
storage = sys.argv[2] if len(sys.argv) > 2 else None
if storage and storage.startswith("redis"):
    from optuna.storages.journal import JournalRedisBackend
    storage = optuna.storages.JournalStorage(JournalRedisBackend(storage))
study = optuna.create_study(direction="maximize", storage=storage, study_name="lr", load_if_exists=True)
study.optimize(objective, n_trials=int(sys.argv[1]))
