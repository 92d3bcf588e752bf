# Driver: a tiny LightningModule with ts2graph's ConsoleMetricsCallback (utils/callbacks.py).
import argparse, sys, torch
import pytorch_lightning as pl
sys.path.insert(0, "/tmp/unseen188-scratch/ts2graph")
from utils.callbacks import ConsoleMetricsCallback

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
p.add_argument("--epochs", type=int, default=4)
p.add_argument("--log-hist", action="store_true", help="also log the per-unit error vector")
a = p.parse_args()

class Reg(pl.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.Tanh(), torch.nn.Linear(32, 2))
    def step(self, b, split):
        x, y = b; out = self.net(x); loss = torch.nn.functional.mse_loss(out, y)
        self.log(f"{split}_loss", loss, on_epoch=True, on_step=False)
        self.log(f"{split}_mae", (out - y).abs().mean(), on_epoch=True, on_step=False)
        if a.log_hist and split == "val": self.log("val_err_per_unit", (out - y).abs().mean(0))
        return loss
    def training_step(self, b, i): return self.step(b, "train")
    def validation_step(self, b, i): return self.step(b, "val")
    def configure_optimizers(self): return torch.optim.Adam(self.parameters(), lr=a.lr)

torch.manual_seed(0)
x = torch.randn(320, 8); y = torch.stack([x[:, :4].sum(1), x[:, 4:].prod(1)], 1)
ds = torch.utils.data.TensorDataset(x, y)
tr, va = torch.utils.data.random_split(ds, [256, 64])
pl.Trainer(max_epochs=a.epochs, callbacks=[ConsoleMetricsCallback()], enable_progress_bar=False, logger=False,
           enable_checkpointing=False, accelerator="cpu").fit(Reg(), torch.utils.data.DataLoader(tr, batch_size=32),
                                                             torch.utils.data.DataLoader(va, batch_size=32))
