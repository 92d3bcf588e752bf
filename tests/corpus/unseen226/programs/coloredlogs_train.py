# tiny model (sklearn digits or diabetes); metrics logged through logging, formatted by coloredlogs
import argparse, logging, coloredlogs
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits"); a = p.parse_args()
log = logging.getLogger("tiny")
coloredlogs.install(level="DEBUG", logger=log, isatty=True)
log.debug("config: %s", vars(a))
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    log.info("Epoch %d/%d - loss: %.4f - val_loss: %.4f - val_score: %.4f", e, a.epochs, tl, vl, sc)
    if vl != vl:
        log.warning("validation loss is NaN")
