import sys
import numpy as np, pandas as pd
from sklearn.linear_model import Ridge
from skforecast.recursive import ForecasterRecursive
from skforecast.model_selection import bayesian_search_forecaster, TimeSeriesFold
n = 300
y = pd.Series(50 + 10 * np.sin(np.arange(n) / 6) + np.random.default_rng(0).normal(size=n), index=pd.date_range("2020-01-01", periods=n, freq="D"), name="y")
f = ForecasterRecursive(Ridge(), lags=12)
def space(trial):
    return {"alpha": trial.suggest_float("alpha", 1e-3, 1e3, log=True)}
res, _ = bayesian_search_forecaster(f, y, cv=TimeSeriesFold(steps=7, initial_train_size=200), search_space=space,
                                    metric="mean_absolute_error", n_trials=int(sys.argv[1]) if len(sys.argv) > 1 else 6, verbose=False)
print(res.head())
