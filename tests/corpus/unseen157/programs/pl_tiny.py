import argparse, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.01); p.add_argument("--epochs", type=int, default=3)
p.add_argument("--nan-data", action="store_true"); p.add_argument("--devices", type=int, default=1)
p.add_argument("--strategy", default="auto"); p.add_argument("--precision", default="32-true")
p.add_argument("--detect-anomaly", action="store_true"); p.add_argument("--ckpt-dir", default=None)
p.add_argument("--workers", type=int, default=0)
a = p.parse_args()
class M(L.LightningModule):
    def __init__(s): super().__init__(); s.net = torch.nn.Sequential(torch.nn.Linear(20, 32), torch.nn.ReLU(), torch.nn.Linear(32, 2))
    def training_step(s, b, i):
        x, y = b; out = s.net(x); loss = torch.nn.functional.cross_entropy(out, y)
        s.log("train_loss", loss, prog_bar=True); s.log("train_acc", (out.argmax(1) == y).float().mean(), prog_bar=True); return loss
    def validation_step(s, b, i):
        x, y = b; out = s.net(x); s.log("val_loss", torch.nn.functional.cross_entropy(out, y), prog_bar=True)
        s.log("val_acc", (out.argmax(1) == y).float().mean(), prog_bar=True)
    def configure_optimizers(s): return torch.optim.SGD(s.parameters(), lr=a.lr)
g = torch.Generator().manual_seed(0); x = torch.randn(512, 20, generator=g); y = (x[:, 0] > 0).long()
if a.nan_data: x[300, 3] = float("nan")
dl = lambda n: DataLoader(TensorDataset(x[:n], y[:n]), batch_size=32, num_workers=a.workers)
t = L.Trainer(max_epochs=a.epochs, devices=a.devices, accelerator="cpu", strategy=a.strategy, precision=a.precision,
              detect_anomaly=a.detect_anomaly, default_root_dir=a.ckpt_dir or "/tmp/unseen157-scratch/pl", log_every_n_steps=4)
t.fit(M(), dl(448), DataLoader(TensorDataset(x[448:], y[448:]), batch_size=32))
