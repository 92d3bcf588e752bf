import sys
import optuna
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
X, y = load_breast_cancer(return_X_y=True)
def objective(trial):
    C = trial.suggest_float("C", 1e-4, 1e2, log=True)
    return cross_val_score(LogisticRegression(C=C, max_iter=200), X, y, cv=3).mean()
storage = sys.argv[2] if len(sys.argv) > 2 else None
study = optuna.create_study(direction="maximize", storage=storage, study_name="lr")
study.optimize(objective, n_trials=int(sys.argv[1]))
