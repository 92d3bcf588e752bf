import optuna
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor
X, y = load_diabetes(return_X_y=True)
def objective(trial):
    eta0 = trial.suggest_float("eta0", 1e-4, 1e3, log=True)
    reg = SGDRegressor(eta0=eta0, learning_rate="constant", max_iter=5, tol=None, verbose=1, random_state=0)
    reg.fit(X * 1e160, y)
    return reg.score(X * 1e160, y)
study = optuna.create_study(direction="maximize", sampler=optuna.samplers.TPESampler(seed=3))
study.optimize(objective, n_trials=4)
