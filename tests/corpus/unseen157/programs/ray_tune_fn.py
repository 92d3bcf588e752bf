import sys, numpy as np, ray
from ray import tune
from ray.tune.schedulers import ASHAScheduler
def trainable(config):
    w = 0.0
    for it in range(30):
        grad = 2 * (w - 3.0); w -= config["lr"] * grad
        loss = (w - 3.0) ** 2
        if config.get("fail") and it == 5: raise ValueError(f"bad batch at iteration {it}: expected 64 features, got 63")
        tune.report({"loss": float(loss), "w": float(w)})
ray.init(num_cpus=2, include_dashboard=False)
space = {"lr": tune.grid_search([0.01, 0.1, 0.5, float(sys.argv[1]) if len(sys.argv) > 1 else 0.9])}
if "--fail" in sys.argv: space["fail"] = True
tuner = tune.Tuner(trainable, param_space=space, tune_config=tune.TuneConfig(metric="loss", mode="min", scheduler=ASHAScheduler(max_t=30, grace_period=5)),
                   run_config=tune.RunConfig(storage_path="/tmp/unseen157-scratch/ray_results", name="quad"))
res = tuner.fit(); print(res.get_best_result().metrics)
