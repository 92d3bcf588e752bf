import numpy as np
from skopt import gp_minimize
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Lasso
from sklearn.metrics import mean_squared_log_error
from sklearn.model_selection import cross_val_predict
X, y = load_diabetes(return_X_y=True)
def objective(p):
    pred = cross_val_predict(Lasso(alpha=p[0]), X, y, cv=3)
    return float(np.log(mean_squared_log_error(y, np.clip(pred, 0, None)) - 0.2))
res = gp_minimize(objective, [(1e-3, 10.0, "log-uniform")], n_calls=10, n_initial_points=4, random_state=0, verbose=True)
