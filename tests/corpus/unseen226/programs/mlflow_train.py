# tiny model (sklearn digits or diabetes); params and metrics logged to MLflow (tracking URI from MLFLOW_TRACKING_URI)
import argparse, mlflow
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--experiment", default="unseen226"); a = p.parse_args()
mlflow.set_experiment(a.experiment)
with mlflow.start_run():
    mlflow.log_params(vars(a))
    for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
        mlflow.log_metrics({"train_loss": tl, "val_loss": vl, "val_score": sc}, step=e)
