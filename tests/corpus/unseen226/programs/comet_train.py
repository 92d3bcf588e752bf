# tiny model (sklearn digits or diabetes); metrics logged to a Comet experiment (offline with --offline)
import argparse, comet_ml
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--offline", action="store_true"); a = p.parse_args()
if a.offline:
    exp = comet_ml.OfflineExperiment(project_name="unseen226", offline_directory="comet-offline")
else:
    exp = comet_ml.Experiment(project_name="unseen226")
exp.log_parameters(vars(a))
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    exp.log_metrics({"train_loss": tl, "val_loss": vl, "val_score": sc}, epoch=e, step=e)
exp.end()
