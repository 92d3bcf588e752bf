import optuna
import lightgbm as lgb
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import cross_val_score
X, y = load_breast_cancer(return_X_y=True)
def objective(trial):
    clf = lgb.LGBMClassifier(num_leaves=trial.suggest_int("num_leaves", 4, 32), learning_rate=trial.suggest_float("learning_rate", 1e-3, 0.3, log=True), n_estimators=30, verbose=-1)
    return cross_val_score(clf, X, y, cv=3).mean()
optuna.create_study(direction="maximize", sampler=optuna.samplers.TPESampler(seed=0)).optimize(objective, n_trials=6)
