import sys, numpy as np, ray
from ray import tune
def trainable(config):
    w = 0.0
    for i in range(8):
        w -= config["lr"] * 2 * (w - 3.0)
        tune.report({"loss": (w - 3.0) ** 2, "w": w})
ray.init(num_cpus=2, include_dashboard=False)
tuner = tune.Tuner(trainable, param_space={"lr": tune.grid_search([float(a) for a in sys.argv[1:]])})
print(tuner.fit().get_best_result(metric="loss", mode="min").metrics["loss"])
