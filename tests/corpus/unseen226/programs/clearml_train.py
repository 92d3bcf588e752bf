# tiny model (sklearn digits or diabetes); scalars reported through a ClearML task (offline with --offline)
import argparse
from clearml import Task
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--offline", action="store_true"); a = p.parse_args()
if a.offline:
    Task.set_offline(offline_mode=True)
task = Task.init(project_name="unseen226", task_name="tiny")
log = task.get_logger()
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    log.report_scalar("loss", "train", tl, iteration=e)
    log.report_scalar("loss", "val", vl, iteration=e)
    log.report_text(f"epoch {e} train_loss {tl:.4f} val_loss {vl:.4f} val_score {sc:.4f}")
task.close()
