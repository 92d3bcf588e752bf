import sys, math
from ray import tune
def trainable(config):
    loss = 10.0
    for i in range(8):
        loss = loss * (1 - config["lr"])
        tune.report({"loss": loss, "acc": 1.0 / (1.0 + abs(loss))})
tuner = tune.Tuner(trainable, param_space={"lr": tune.grid_search([float(a) for a in sys.argv[1:]] or [0.1])},
                   tune_config=tune.TuneConfig(metric="loss", mode="min"))
tuner.fit()
