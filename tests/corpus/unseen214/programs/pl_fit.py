import sys, torch, pytorch_lightning as pl
from torch.utils.data import DataLoader, TensorDataset
class M(pl.LightningModule):
    def __init__(self): super().__init__(); self.net = torch.nn.Linear(10, 1)
    def training_step(self, b, i):
        loss = torch.nn.functional.mse_loss(self.net(b[0]), b[1]); self.log("train_loss", loss, prog_bar=True); return loss
    def configure_optimizers(self): return torch.optim.SGD(self.parameters(), lr=float(sys.argv[1]))
X = torch.randn(256, 10); y = X.sum(1, keepdim=True)
pl.Trainer(max_epochs=int(sys.argv[2]), accelerator="cpu", logger=False, enable_checkpointing=False).fit(M(), DataLoader(TensorDataset(X, y), batch_size=32))
