# tiny regression LightningModule; options pick the callbacks and settings
import argparse, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset
from lightning.pytorch.callbacks import EarlyStopping, ModelCheckpoint, LearningRateMonitor
p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=0.05)
p.add_argument("--epochs", type=int, default=8)
p.add_argument("--monitor", default="val_loss")
p.add_argument("--logger", default="csv")
p.add_argument("--ckpt", default=None)
p.add_argument("--accum", type=int, default=1)
p.add_argument("--precision", default="32-true")
p.add_argument("--hidden", type=int, default=16)
p.add_argument("--test", action="store_true")
a = p.parse_args()
torch.manual_seed(0)
X = torch.randn(256, 8); y = X @ torch.randn(8, 1) + 0.1 * torch.randn(256, 1)
tr = DataLoader(TensorDataset(X[:192], y[:192]), batch_size=32)
va = DataLoader(TensorDataset(X[192:], y[192:]), batch_size=32)
class M(L.LightningModule):
    def __init__(self):
        super().__init__()
        self.net = torch.nn.Sequential(torch.nn.Linear(8, a.hidden), torch.nn.ReLU(), torch.nn.Linear(a.hidden, 1))
    def step(self, b):
        x, t = b; return torch.nn.functional.mse_loss(self.net(x), t)
    def training_step(self, b, i):
        loss = self.step(b); self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        self.log("val_loss", self.step(b), prog_bar=True)
    def test_step(self, b, i):
        self.log("test_loss", self.step(b)); self.log("test_mae", (self.net(b[0]) - b[1]).abs().mean())
    def configure_optimizers(self):
        o = torch.optim.SGD(self.parameters(), lr=a.lr)
        return [o], [torch.optim.lr_scheduler.StepLR(o, 3, 0.5)]
from lightning.pytorch.loggers import TensorBoardLogger, CSVLogger
if a.logger == "tb":
    logger = TensorBoardLogger("logs")
else:
    logger = CSVLogger("logs")
cbs = [EarlyStopping(a.monitor, patience=3, verbose=True), ModelCheckpoint(monitor=a.monitor, verbose=True), LearningRateMonitor()]
t = L.Trainer(max_epochs=a.epochs, callbacks=cbs, logger=logger, accumulate_grad_batches=a.accum,
              precision=a.precision, accelerator="cpu", devices=1)
m = M()
t.fit(m, tr, va, ckpt_path=a.ckpt)
if a.test:
    t.test(m, va)
