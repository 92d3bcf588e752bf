# tiny model (sklearn digits or diabetes); metrics logged with logzero (optionally also to a log file)
import argparse, logzero
from logzero import logger
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--logfile", default=None); a = p.parse_args()
if a.logfile:
    logzero.logfile(a.logfile, maxBytes=1e6, backupCount=3)
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    logger.info("epoch=%d train_loss=%.4f val_loss=%.4f val_score=%.4f", e, tl, vl, sc)
