# tiny model (sklearn digits or diabetes), metrics logged with structlog's default console renderer
import argparse, structlog
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--json", action="store_true"); a = p.parse_args()
if a.json:
    structlog.configure(processors=[structlog.processors.add_log_level, structlog.processors.TimeStamper(fmt="iso"),
                                    structlog.processors.JSONRenderer()])
log = structlog.get_logger()
log.info("training started", task=a.task, lr=a.lr, epochs=a.epochs)
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    log.info("epoch finished", epoch=e, train_loss=round(tl, 4), val_loss=round(vl, 4), val_score=round(sc, 4))
log.info("training done")
