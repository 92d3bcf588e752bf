# tiny model (sklearn digits or diabetes); tqdm's bar over the epochs carries the metrics as its postfix
import argparse
from tqdm import tqdm
from common_data import epochs
p = argparse.ArgumentParser(); p.add_argument("--lr", type=float, default=0.1)
p.add_argument("--epochs", type=int, default=10); p.add_argument("--task", default="digits"); a = p.parse_args()
bar = tqdm(epochs(a.task, a.lr, a.epochs), total=a.epochs, desc="Training", unit="epoch")
for e, tl, vl, sc in bar:
    bar.set_postfix(train_loss=tl, val_loss=vl, val_score=sc)
    bar.write(f"epoch {e}: val_loss={vl:.4f}")
