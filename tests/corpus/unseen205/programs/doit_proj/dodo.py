from sklearn.datasets import load_digits
from sklearn.neural_network import MLPClassifier


def fit(targets):
    X, y = load_digits(return_X_y=True)
    MLPClassifier((32,), max_iter=6, random_state=0, verbose=True).fit(X, y)
    open(targets[0], "w").write("ok")


def task_prepare():
    return {"actions": ["cp data/digits.csv build/digits.csv"], "file_dep": ["data/digits.csv"],
            "targets": ["build/digits.csv"]}


def task_train():
    return {"actions": [fit], "targets": ["model.txt"], "verbosity": 2}


def fit_regressor(lr, targets):
    from sklearn.datasets import load_diabetes
    from sklearn.neural_network import MLPRegressor
    X, y = load_diabetes(return_X_y=True)
    MLPRegressor((32,), solver="sgd", learning_rate_init=lr, max_iter=8, random_state=0, verbose=True).fit(X, y)
    open(targets[0], "w").write("ok")


def task_train_reg():
    return {"actions": [(fit_regressor,)], "params": [{"name": "lr", "long": "lr", "type": float, "default": 0.01}],
            "targets": ["reg.txt"], "verbosity": 2}
