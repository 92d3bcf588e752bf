# Lightning Trainer over a DataLoader with workers; the LightningModule logs to the progress bar
import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset

class Reg(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1)); self.lr = lr
    def training_step(self, b, i):
        x, y = b; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, b, i):
        x, y = b; self.log("val_loss", torch.nn.functional.mse_loss(self.net(x), y), prog_bar=True)
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)

g = torch.Generator().manual_seed(0)
x = torch.randn(1024, 8, generator=g); y = x.sum(1, keepdim=True) * 3
lr = float(sys.argv[1]); workers = int(sys.argv[2])
tl = DataLoader(TensorDataset(x[:896], y[:896]), batch_size=64, shuffle=True, num_workers=workers, persistent_workers=workers > 0)
vl = DataLoader(TensorDataset(x[896:], y[896:]), batch_size=64, num_workers=workers, persistent_workers=workers > 0)
L.Trainer(max_epochs=int(sys.argv[3]), accelerator="cpu", enable_checkpointing=False, logger=False).fit(Reg(lr), tl, vl)
