# a tiny LightningModule; Lightning's loop and TQDM bar print what self.log gets
import sys, torch, lightning as L
from torch.utils.data import DataLoader, TensorDataset

class Reg(L.LightningModule):
    def __init__(self, lr):
        super().__init__(); self.lr = lr; self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.ReLU(), torch.nn.Linear(32, 1))
    def training_step(self, batch, i):
        x, y = batch; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, batch, i):
        x, y = batch; self.log("val_loss", torch.nn.functional.mse_loss(self.net(x), y), prog_bar=True)
    def configure_optimizers(self):
        return torch.optim.SGD(self.parameters(), lr=self.lr)

torch.manual_seed(0)
x = torch.randn(512, 8); y = x.sum(1, keepdim=True) * 3
dl = DataLoader(TensorDataset(x, y), batch_size=32); vdl = DataLoader(TensorDataset(x[:128], y[:128]), batch_size=64)
L.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False,
          callbacks=[L.pytorch.callbacks.TQDMProgressBar()]).fit(Reg(float(sys.argv[1])), dl, vdl)
