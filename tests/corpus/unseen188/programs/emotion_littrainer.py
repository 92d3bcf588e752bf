# Driver: emotion-recognition's LitTrainer (src/trainer.py) with a small CNN on random 48x48 "faces", 7 emotions.
import argparse, sys, torch
import pytorch_lightning as pl
sys.path.insert(0, "/tmp/unseen188-scratch/emotion/src")
from trainer import LitTrainer

p = argparse.ArgumentParser()
p.add_argument("--batch-size", type=int, default=1)
p.add_argument("--epochs", type=int, default=2)
p.add_argument("--root", default="/tmp/unseen188-scratch/emo-runs")
a = p.parse_args()
torch.manual_seed(0)
net = torch.nn.Sequential(torch.nn.Conv2d(1, 4, 5, 4), torch.nn.ReLU(), torch.nn.Flatten(), torch.nn.Linear(4 * 11 * 11, 7))
x = torch.randn(64, 1, 48, 48); y = torch.randint(0, 7, (64,))
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=a.batch_size)
lit = LitTrainer(net, torch.optim.Adam(net.parameters(), lr=1e-3), torch.nn.CrossEntropyLoss())
pl.Trainer(max_epochs=a.epochs, accelerator="cpu", default_root_dir=a.root).fit(lit, dl, dl)
