# tiny model (sklearn digits or diabetes); metrics logged through logging, formatted by colorlog
import argparse, logging, colorlog
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--format", default="%(log_color)s%(levelname)-8s%(reset)s %(name)s: %(message)s"); a = p.parse_args()
handler = colorlog.StreamHandler()
handler.setFormatter(colorlog.ColoredFormatter(a.format))
log = colorlog.getLogger("train"); log.addHandler(handler); log.setLevel(logging.INFO)
for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
    log.info("[%03d] loss %.5f | val_loss %.5f | val_score %.4f | lr %g", e, tl, vl, sc, a.lr)
