import optuna
from sklearn.datasets import load_digits
from sklearn.model_selection import cross_val_score
from sklearn.svm import SVC

X, y = load_digits(return_X_y=True)


def objective(trial):
    c = trial.suggest_float("C", 1e-3, 1e3, log=True)
    g = trial.suggest_float("gamma", 1e-5, 1e-1, log=True)
    return cross_val_score(SVC(C=c, gamma=g), X[:600], y[:600], cv=3).mean()


study = optuna.create_study(study_name="svc-digits", storage="sqlite:///svc.db", direction="maximize",
                            load_if_exists=True)
study.optimize(objective, n_trials=6)
