import sys, torch, pytorch_lightning as pl
from torch.utils.data import DataLoader, TensorDataset
lr = float(sys.argv[1]) if len(sys.argv) > 1 else 0.05
class Reg(pl.LightningModule):
    def __init__(self):
        super().__init__(); self.net = torch.nn.Sequential(torch.nn.Linear(8, 32), torch.nn.Tanh(), torch.nn.Linear(32, 1))
    def training_step(self, batch, i):
        x, y = batch; loss = torch.nn.functional.mse_loss(self.net(x), y)
        self.log("train_loss", loss, prog_bar=True); return loss
    def validation_step(self, batch, i):
        x, y = batch; self.log("val_mse", torch.nn.functional.mse_loss(self.net(x), y), prog_bar=True)
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=lr)
torch.manual_seed(0)
x = torch.randn(600, 8); y = x[:, :1] * 3 + 0.1 * torch.randn(600, 1)
trainer = pl.Trainer(max_epochs=int(sys.argv[2]) if len(sys.argv) > 2 else 3, accelerator=sys.argv[3] if len(sys.argv) > 3 else "cpu", logger=False, enable_checkpointing=False)
trainer.fit(Reg(), DataLoader(TensorDataset(x[:480], y[:480]), batch_size=32), DataLoader(TensorDataset(x[480:], y[480:]), batch_size=60))
