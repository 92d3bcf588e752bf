import sys
from ray import tune
from sklearn.datasets import load_digits
from sklearn.linear_model import SGDClassifier
from sklearn.metrics import log_loss
X, y = load_digits(return_X_y=True)
def trainable(config):
    clf = SGDClassifier(loss="log_loss", alpha=config["alpha"], eta0=config["eta0"], learning_rate="constant", random_state=0)
    for i in range(5):
        clf.partial_fit(X[:1200], y[:1200], classes=list(range(10)))
        tune.report({"mean_accuracy": clf.score(X[1200:], y[1200:]), "train_loss": log_loss(y[:1200], clf.predict_proba(X[:1200]), labels=list(range(10)))})
tuner = tune.Tuner(trainable, param_space={"alpha": tune.grid_search([1e-4, 1e-2]), "eta0": float(sys.argv[1])},
                   tune_config=tune.TuneConfig(metric="mean_accuracy", mode="max"),
                   run_config=tune.RunConfig(storage_path="/tmp/unseen231-scratch/ray_results"))
tuner.fit().get_best_result()
