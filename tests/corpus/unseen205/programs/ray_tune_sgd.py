import sys
import numpy as np
from ray import tune
from sklearn.datasets import load_diabetes
from sklearn.linear_model import SGDRegressor
from sklearn.metrics import mean_squared_error


def trainable(config):
    X, y = load_diabetes(return_X_y=True)
    reg = SGDRegressor(learning_rate="constant", eta0=config["eta0"], random_state=0)
    for _ in range(5):
        reg.partial_fit(X, y)
        tune.report({"mse": mean_squared_error(y, reg.predict(X))})


eta0 = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
tuner = tune.Tuner(trainable, param_space={"eta0": tune.grid_search([eta0])},
                   tune_config=tune.TuneConfig(metric="mse", mode="min"))
print(tuner.fit().get_best_result().metrics["mse"])
