# tiny model (sklearn digits or diabetes); metrics logged through logging as JSON by python-json-logger
import argparse, logging
from pythonjsonlogger.json import JsonFormatter
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits"); a = p.parse_args()
h = logging.StreamHandler(); h.setFormatter(JsonFormatter("%(asctime)s %(levelname)s %(name)s %(message)s"))
log = logging.getLogger("train"); log.addHandler(h); log.setLevel(logging.INFO)
log.info("start", extra={"lr": a.lr, "epochs": a.epochs, "task": a.task})
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    log.info("epoch end", extra={"step": e, "train_loss": tl, "val_loss": vl, "val_score": sc})
