# tiny model (sklearn digits or diabetes), metrics logged with loguru
import argparse
from loguru import logger
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits")
p.add_argument("--log-file", default=None); a = p.parse_args()
if a.log_file:
    logger.add(a.log_file, catch=False)
@logger.catch(reraise=True)
def train():
    for e, tl, vl, sc in epochs(a.task, a.lr, a.epochs):
        logger.info("epoch {} | train_loss {:.4f} | val_loss {:.4f} | val_score {:.4f}", e, tl, vl, sc)
train()
