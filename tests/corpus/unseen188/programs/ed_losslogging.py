# Driver: a tiny LightningModule trained with EDVisitForecast's LossLoggingCallback (Models/tools/callbacks.py).
import argparse, sys, torch
import pytorch_lightning as pl
sys.path.insert(0, "/tmp/unseen188-scratch/EDVisitForecast")
from Models.tools.callbacks import LossLoggingCallback

p = argparse.ArgumentParser()
p.add_argument("--lr", type=float, default=1e-2)
p.add_argument("--epochs", type=int, default=5)
a = p.parse_args()

class Reg(pl.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 1))
    def training_step(self, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, on_epoch=True, on_step=False); return loss
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=a.lr)

torch.manual_seed(0)
x = torch.randn(256, 8); y = x.sum(1, keepdim=True) + 0.1 * torch.randn(256, 1)
dl = torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x, y), batch_size=32)
pl.Trainer(max_epochs=a.epochs, callbacks=[LossLoggingCallback()], enable_progress_bar=False, logger=False,
           enable_checkpointing=False, accelerator="cpu").fit(Reg(), dl)
